# Pyxis containers (enroot) see the host's NCCL topology directory at the same path (enroot's mounts.d).
install -d -m 0755 @@MOUNTS_DIR@@
cat > @@MOUNTS_DIR@@/50-crusoe-nccl-topo.fstab <<'CRUSOE_IB_ENROOT'
@@TOPO_DIR@@ @@TOPO_DIR@@ none x-create=dir,bind,ro,nosuid,nodev,noexec,private,nofail,silent 0 -1
CRUSOE_IB_ENROOT
