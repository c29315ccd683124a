install -d -m 0755 @@SHARE_DIR@@ && cp @@VERIFY_PYZ@@ @@SHARE_DIR@@/verify.pyz \
  && (cd @@SHARE_DIR@@ && sha256sum verify.pyz > verify.pyz.sha256)
self_ip=$(ip -4 route get 1.1.1.1 2>/dev/null | awk '{for (i = 1; i < NF; i++) if ($i == "src") {print $(i + 1); exit}}')
cat > /etc/systemd/system/@@SHARE_UNIT@@ <<CRUSOE_IB_SHARE_UNIT
[Unit]
Description=crusoe-ib: serve the node checker to this pool's other nodes (private address only)
After=network-online.target
Wants=network-online.target
[Service]
ExecStart=/usr/bin/python3 -m http.server @@SHARE_PORT@@ --bind $self_ip --directory @@SHARE_DIR@@
DynamicUser=yes
Restart=always
[Install]
WantedBy=multi-user.target
CRUSOE_IB_SHARE_UNIT
systemctl daemon-reload && systemctl enable --now @@SHARE_UNIT@@ \
  || echo 'crusoe-ib: could not start sharing the checker; the other nodes cannot fetch the checker' >&2
