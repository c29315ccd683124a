# Containers under Slurm (Pyxis runs them with enroot) see the host's NCCL topology directory at the same path, so
# NCCL_TOPO_FILE from the task prolog names a file that exists inside them too. Enroot mounts every *.fstab of
# /etc/enroot/mounts.d into each container, in fstab format (NVIDIA/enroot v4.1.2 doc/configuration.md, "Mount
# configuration files"; the options as conf/mounts/20-config.fstab writes them); nofail: a node without the
# directory still starts its containers.
install -d -m 0755 @@MOUNTS_DIR@@
cat > @@MOUNTS_DIR@@/50-crusoe-nccl-topo.fstab <<'CRUSOE_IB_ENROOT'
@@TOPO_DIR@@ @@TOPO_DIR@@ none x-create=dir,bind,ro,nosuid,nodev,noexec,private,nofail,silent 0 -1
CRUSOE_IB_ENROOT
