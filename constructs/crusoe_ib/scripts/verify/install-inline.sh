install -d -m 0755 /opt/crusoe-ib /var/lib/crusoe-ib
base64 -d > @@VERIFY_PYZ@@ <<'CRUSOE_IB_PYZ'
@@ZIPAPP_B64@@
CRUSOE_IB_PYZ
