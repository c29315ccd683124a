#!/bin/bash
# crusoe-ib-slurm-nccl all_reduce|alltoall: run nccl-tests over every usable node of partition
# @@PARTITION@@ and judge it. The job runs in the foreground (srun from this host): its log streams here,
# so no ssh to the nodes and no agent forwarding are needed. The node count is the partition's now
# (idle, mixed or allocated nodes; drained and down ones excluded), so a scale-up needs no new script.
set -eu
# shellcheck source=/dev/null  # written at boot (scripts/slurm/slurm-env.sh)
. @@SLURM_ENV@@
collective="${1:-all_reduce}"
case "$collective" in all_reduce|alltoall) ;; *) echo "crusoe-ib-slurm-nccl: use all_reduce or alltoall" >&2; exit 2 ;; esac
nodes=$(sinfo -h -N -p @@PARTITION@@ -t idle,mixed,allocated -o '%N' | sort -u | wc -l)
[ "$nodes" -ge 1 ] || { echo "crusoe-ib-slurm-nccl: no usable node in partition @@PARTITION@@ (sinfo -R)" >&2; exit 2; }
log=$(mktemp "${TMPDIR:-/tmp}/crusoe-ib-nccl-$collective.XXXXXX")
echo "crusoe-ib: nccl-tests $collective over $nodes node(s) of @@PARTITION@@; raw log $log"
export NCCL_DEBUG=INFO
srun --partition=@@PARTITION@@ --nodes="$nodes" --ntasks-per-node=@@GPUS@@ --gres=gpu:@@GPUS@@ --cpus-per-task=@@CPUS@@ \
  --exclusive @@MPI@@ "@@NCCL_TESTS_DIR@@/${collective}_perf" -b 1G -e 8G -f 2 -g 1 > "$log" 2>&1 && rc=0 || rc=$?
[ "$rc" = 0 ] || echo "crusoe-ib: srun exited $rc" >&2
python3 @@VERIFY_PYZ@@ diagnose --instance-type @@INSTANCE_TYPE@@ --nodes "$nodes" --collective "$collective"@@THRESHOLDS@@ "$log"
