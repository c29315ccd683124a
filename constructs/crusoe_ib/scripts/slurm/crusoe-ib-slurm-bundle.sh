#!/bin/bash
# crusoe-ib-slurm-bundle <jobid>: `crusoe-ib-verify bundle --slurm-job`: the diagnostics bundle of every
# node of the job (its output file on the batch host), fetched here. Needs `ssh -A` to the login node.
set -eu
exec python3 @@VERIFY_PYZ@@ bundle --slurm-job "${1:?usage: crusoe-ib-slurm-bundle <jobid>}"
