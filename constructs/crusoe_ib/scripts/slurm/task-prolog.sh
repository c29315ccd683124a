#!/bin/sh
# crusoe_ib.SlurmCluster (@@INSTANCE_TYPE@@): the node's NCCL settings for tasks that set none.
f=@@NCCL_ENV_FILE@@; [ -r $f ] || exit 0
[ -n "${NCCL_IB_HCA+x}" ] || sed -n 's/^NCCL_IB_HCA=/export &/p' $f
[ -n "${NCCL_TOPO_FILE+x}" ] || sed -n 's/^NCCL_TOPO_FILE=/export &/p' $f
