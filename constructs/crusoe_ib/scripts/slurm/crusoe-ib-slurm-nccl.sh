#!/bin/bash
# crusoe-ib-slurm-nccl all_reduce|alltoall: run the nccl-tests job and show its verdict.
# Reads the job's output on its batch host over ssh: log in with `ssh -A` (agent forwarding).
set -eu
collective="${1:-all_reduce}"
script="@@SLURM_SCRIPTS@@/nccl-$collective.sbatch"
[ -f "$script" ] || { echo "crusoe-ib-slurm-nccl: no $script (use all_reduce or alltoall)" >&2; exit 2; }
job=$(sbatch --parsable --wait "$script") && rc=0 || rc=$?
job="${job%%;*}"
info=$(scontrol show job "$job")
host=$(printf '%s\n' "$info" | sed -n 's/.*BatchHost=\([^ ]*\).*/\1/p' | head -1)
out=$(printf '%s\n' "$info" | sed -n 's/.*StdOut=\([^ ]*\).*/\1/p' | head -1)
echo "crusoe-ib: job $job ($collective) ended with exit code $rc on $host; its output ($out):"
ssh -o BatchMode=yes "$host" cat "$out" || echo "crusoe-ib: could not read $out on $host (log in with ssh -A)" >&2
exit "$rc"
