install -d -m 0755 /etc/systemd/system/@@UNIT@@.service.d
cat > /etc/systemd/system/@@UNIT@@.service.d/crusoe-ib.conf <<'CRUSOE_IB_DROPIN'
# Configless: fetch the configuration from the controllers; retry until they know this host.
[Unit]
ConditionPathExists=
[Service]
Environment="@@VARIABLE@@=--conf-server @@CONTROLLERS@@"
Restart=on-failure
RestartSec=30
CRUSOE_IB_DROPIN
systemctl daemon-reload
systemctl enable @@UNIT@@ && systemctl restart @@UNIT@@
