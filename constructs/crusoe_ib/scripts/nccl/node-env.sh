# NCCL settings from what this node has, not from synth (crusoe_ib.nccl): the InfiniBand rails are
# the ports whose link_layer is InfiniBand (mlx5_0 is the Ethernet VF on Crusoe's current H100/H200
# VMs and a rail on older ones), the topology file the first candidate that exists. Rewritten at
# every boot; jobs read @@NCCL_ENV_FILE@@ and keep any value the user set.
install -d -m 0755 /etc/crusoe-ib
hcas=
for port in /sys/class/infiniband/*/ports/*; do
  [ "$(cat "$port/link_layer" 2>/dev/null)" = InfiniBand ] || continue
  dev=${port#/sys/class/infiniband/}
  hcas="$hcas${hcas:+,}${dev%%/*}:${port##*/}"
done
topo=
for candidate in @@TOPO_FILES@@; do
  if [ -f "$candidate" ]; then topo=$candidate; break; fi
done
{
  echo "# Written at boot by crusoe_ib from this node's /sys/class/infiniband and topology files."
  if [ -n "$hcas" ]; then echo "NCCL_IB_HCA==$hcas"; fi
  if [ -n "$topo" ]; then echo "NCCL_TOPO_FILE=$topo"; fi
} > @@NCCL_ENV_FILE@@.tmp && chmod 0644 @@NCCL_ENV_FILE@@.tmp && mv @@NCCL_ENV_FILE@@.tmp @@NCCL_ENV_FILE@@
