# Kubernetes keeps this node out of work while its check fails: the node check every @@INTERVAL_S@@ s, its
# verdict as the node condition @@CONDITION@@ (the kubelet's own credentials); the servers taint on it.
cat > /usr/local/sbin/crusoe-ib-node-report <<'CRUSOE_IB_NODE_REPORT'
@@NODE_REPORT_PY@@
CRUSOE_IB_NODE_REPORT
cat > /usr/local/sbin/crusoe-ib-node-recheck <<'CRUSOE_IB_RECHECK'
#!/bin/bash
@@NODE_CHECK@@ --node-key @@NODE_KEY@@ --pool-address @@POOL_ADDRESS@@ --output @@RESULT_PATH@@ > @@CHECK_LOG@@ 2>&1
CRUSOE_IB_RECHECK
chmod 0755 /usr/local/sbin/crusoe-ib-node-report /usr/local/sbin/crusoe-ib-node-recheck
cat > /etc/systemd/system/crusoe-ib-node-health.service <<'CRUSOE_IB_UNIT'
[Unit]
Description=crusoe-ib node check -> Kubernetes node condition @@CONDITION@@
After=k3s-agent.service
[Service]
Type=oneshot
ExecStart=-/usr/local/sbin/crusoe-ib-node-recheck
ExecStart=/usr/local/sbin/crusoe-ib-node-report %H -- k3s kubectl --kubeconfig /var/lib/rancher/k3s/agent/kubelet.kubeconfig
CRUSOE_IB_UNIT
cat > /etc/systemd/system/crusoe-ib-node-health.timer <<'CRUSOE_IB_UNIT'
[Unit]
Description=crusoe-ib node check every @@INTERVAL_S@@ s
[Timer]
OnBootSec=60
OnUnitActiveSec=@@INTERVAL_S@@
[Install]
WantedBy=timers.target
CRUSOE_IB_UNIT
systemctl daemon-reload && systemctl enable --now crusoe-ib-node-health.timer \
  || echo 'crusoe-ib: could not start the node health timer' >&2
