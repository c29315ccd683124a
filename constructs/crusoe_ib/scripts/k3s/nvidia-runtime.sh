# K3s gets the `nvidia` containerd runtime only from itself: at every start it writes its containerd config
# (@@CONFIG@@) and adds the runtime when it finds nvidia-container-runtime on the PATH or in
# /usr/local/nvidia/toolkit, where the GPU Operator's toolkit installs it (k3s-io/k3s
# pkg/agent/containerd/nvidia.go). The toolkit arrives after K3s started, so once it is there and K3s's
# config has no nvidia runtime, restart the agent (once: the unit stays active).
cat > /usr/local/sbin/crusoe-ib-k3s-nvidia-runtime <<'CRUSOE_IB_K3S_NVIDIA'
#!/bin/bash
if grep -q nvidia-container-runtime @@CONFIG@@ 2>/dev/null; then
  echo 'crusoe-ib: K3s containerd has the nvidia runtime'
else
  echo 'crusoe-ib: @@RUNTIME@@ is installed and K3s containerd has no nvidia runtime: restarting k3s-agent'
  systemctl restart k3s-agent
fi
CRUSOE_IB_K3S_NVIDIA
chmod 0755 /usr/local/sbin/crusoe-ib-k3s-nvidia-runtime
cat > /etc/systemd/system/crusoe-ib-k3s-nvidia.service <<'CRUSOE_IB_UNIT'
[Unit]
Description=crusoe-ib: restart the K3s agent once the GPU Operator's nvidia runtime is installed
After=k3s-agent.service
[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/usr/local/sbin/crusoe-ib-k3s-nvidia-runtime
CRUSOE_IB_UNIT
cat > /etc/systemd/system/crusoe-ib-k3s-nvidia.path <<'CRUSOE_IB_UNIT'
[Unit]
Description=crusoe-ib: wait for the GPU Operator's nvidia runtime (@@RUNTIME@@)
[Path]
PathExists=@@RUNTIME@@
[Install]
WantedBy=multi-user.target
CRUSOE_IB_UNIT
systemctl daemon-reload && systemctl enable --now crusoe-ib-k3s-nvidia.path \
  || echo 'crusoe-ib: could not start the K3s nvidia runtime watch' >&2
