# NCCL settings from this node (crusoe_ib.platform.nccl): its InfiniBand ports, the first topology file found.
h=; for p in /sys/class/infiniband/*/ports/*; do
  [ "$(cat "$p/link_layer" 2>/dev/null)" = InfiniBand ] || continue
  d=${p#/sys/class/infiniband/}; h="$h${h:+,}${d%%/*}:${p##*/}"
done
t=; for f in @@TOPO_FILES@@; do if [ -f "$f" ]; then t=$f; break; fi; done
e=@@NCCL_ENV_FILE@@; install -d -m 0755 /etc/crusoe-ib
{ [ -z "$h" ] || echo "NCCL_IB_HCA==$h"; [ -z "$t" ] || echo "NCCL_TOPO_FILE=$t"; } > "$e.tmp" && mv "$e.tmp" "$e"
