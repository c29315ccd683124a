install -d -m 0755 @@DIR@@
curl -sfL --proto '=https' --tlsv1.2 --retry 5 -o @@PATH@@ '@@URL@@' \
@@CHECKSUM@@
  && INSTALL_K3S_VERSION='@@VERSION@@' @@ENV@@sh @@PATH@@ @@ARGS@@
