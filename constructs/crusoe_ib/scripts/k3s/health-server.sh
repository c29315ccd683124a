# The NoSchedule taint @@TAINT@@ follows the nodes' health conditions (every @@INTERVAL_S@@ s, with the
# server's admin credentials: a kubelet may not change its own taints).
cat > /usr/local/sbin/crusoe-ib-node-taint <<'CRUSOE_IB_NODE_TAINT'
@@NODE_TAINT_PY@@
CRUSOE_IB_NODE_TAINT
chmod 0755 /usr/local/sbin/crusoe-ib-node-taint
cat > /etc/systemd/system/crusoe-ib-node-taint.service <<'CRUSOE_IB_UNIT'
[Unit]
Description=crusoe-ib: NoSchedule taint @@TAINT@@ on nodes whose health condition is True
After=k3s.service
[Service]
Type=oneshot
ExecStart=/usr/local/sbin/crusoe-ib-node-taint -- k3s kubectl
CRUSOE_IB_UNIT
cat > /etc/systemd/system/crusoe-ib-node-taint.timer <<'CRUSOE_IB_UNIT'
[Unit]
Description=crusoe-ib node taints every @@INTERVAL_S@@ s
[Timer]
OnBootSec=120
OnUnitActiveSec=@@INTERVAL_S@@
[Install]
WantedBy=timers.target
CRUSOE_IB_UNIT
systemctl daemon-reload && systemctl enable --now crusoe-ib-node-taint.timer \
  || echo 'crusoe-ib: could not start the node taint timer' >&2
