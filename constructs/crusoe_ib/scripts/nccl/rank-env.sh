if [ -z "$NCCL_IB_HCA" ]; then
  hcas=
  for port in /sys/class/infiniband/*/ports/*; do
    if [ "$(cat "$port/link_layer" 2>/dev/null)" = InfiniBand ]; then
      dev=$(basename "$(dirname "$(dirname "$port")")"); hcas="$hcas,$dev:$(basename "$port")"
    fi
  done
  if [ -n "$hcas" ]; then NCCL_IB_HCA="=$(echo "$hcas" | cut -c2-)"; export NCCL_IB_HCA; fi
fi
for candidate in @@TOPO_FILES@@; do
  if [ -z "$NCCL_TOPO_FILE" ] && [ -f "$candidate" ]; then export NCCL_TOPO_FILE="$candidate"; fi
done
exec "$@"
