# GB200: multi-node NVLink inside the NVLink domain needs NVIDIA IMEX. As Crusoe's Slurm deployment does:
# the domain's node addresses in /etc/nvidia-imex/nodes_config.cfg, the IMEX channel device channel0,
# then nvidia-imex restarted. The pool's nodes resolve through Crusoe's internal DNS (retried: they boot
# together).
if [ -d /etc/nvidia-imex ] && systemctl cat nvidia-imex >/dev/null 2>&1; then
  for _ in $(seq 1 30); do
    addrs=""; missing=0
    for host in @@IMEX_NODES@@; do
      addr=$(getent ahostsv4 "$host" | awk 'NR==1 {print $1}')
      if [ -n "$addr" ]; then addrs="$addrs$addr
"; else missing=1; fi
    done
    [ "$missing" = 0 ] && break
    sleep 10
  done
  printf '%s' "$addrs" > /etc/nvidia-imex/nodes_config.cfg
  # Processes that share an IMEX channel can import each other's exported GPU memory: channel0 is for the
  # group crusoe-imex (0660; add the users who run multi-node NVLink jobs), never for every job (mode 666).
  getent group crusoe-imex >/dev/null || groupadd --system crusoe-imex
  major=$(awk '$2 == "nvidia-caps-imex-channels" {print $1}' /proc/devices)
  if [ -n "$major" ] && [ ! -e /dev/nvidia-caps-imex-channels/channel0 ]; then
    install -d -m 0755 /dev/nvidia-caps-imex-channels
    mknod -m 0660 /dev/nvidia-caps-imex-channels/channel0 c "$major" 0
  fi
  if [ -e /dev/nvidia-caps-imex-channels/channel0 ]; then
    chgrp crusoe-imex /dev/nvidia-caps-imex-channels/channel0 && chmod 0660 /dev/nvidia-caps-imex-channels/channel0
  fi
  systemctl enable nvidia-imex && systemctl restart nvidia-imex
else
  echo "crusoe-ib: no nvidia-imex on this image: multi-node NVLink (IMEX) is not set up" >&2
fi
