#!/bin/bash
# crusoe-ib-slurm-bundle <jobid>: `crusoe-ib-verify bundle --slurm-job`: the diagnostics bundle of every
# node of the job (its output file on the batch host), fetched here, reaching the nodes with your own
# keys on this host. From your own machine instead (no agent forwarding into this shared host):
#   crusoe-ib-verify bundle --slurm-job ID --via <user>@<this login node>
set -eu
# shellcheck source=/dev/null  # written at boot (scripts/slurm/slurm-env.sh)
. @@SLURM_ENV@@
exec python3 @@VERIFY_PYZ@@ bundle --slurm-job "${1:?usage: crusoe-ib-slurm-bundle <jobid>}"
