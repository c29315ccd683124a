install -d -m 0755 /etc/crusoe-ib && install -d -m 1777 @@LOG_DIR@@
self_ip=$(ip -4 route get 1.1.1.1 2>/dev/null | awk '{for (i = 1; i < NF; i++) if ($i == "src") {print $(i + 1); exit}}')
if [ "@@NODE_KEY@@" = "@@LEADER_KEY@@" ]; then
  master_addr="$self_ip"; master_source=self
else
  master_addr=; master_source=unresolved
  for try in $(seq 1 @@TRIES@@); do
    master_addr=$(getent ahostsv4 @@LEADER_NAME@@ | awk 'NR == 1 {print $1}')
    if [ -n "$master_addr" ]; then master_source=dns; break; fi
    if [ $try -lt @@TRIES@@ ]; then sleep 5; fi
  done
fi
cat > @@ENV_FILE@@.tmp <<CRUSOE_IB_TORCHRUN_ENV
# Written at boot by crusoe_ib.TorchrunLauncher (@@PATH@@). The launch command
# sync_env adds NNODES and WORLD_SIZE and sets MASTER_ADDR from Terraform state after apply.
NODE_KEY=@@NODE_KEY@@
NODE_RANK=$((10#$(echo @@NODE_KEY@@ | sed 's/^node-//')))
@@STATIC_ENV@@
MASTER_ADDR=$master_addr
MASTER_ADDR_SOURCE=$master_source
CRUSOE_IB_TORCHRUN_ENV
@@TOPO_FILE@@
chmod 0644 @@ENV_FILE@@.tmp && mv @@ENV_FILE@@.tmp @@ENV_FILE@@
