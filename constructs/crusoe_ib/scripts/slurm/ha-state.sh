# HA: both controllers keep StateSaveLocation on the shared disk (NFS), as slurmctld's failover needs.
# The NFS client first (Crusoe's Slurm deployment installs nfs-common; the image may not carry it).
command -v mount.nfs >/dev/null || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nfs-common; }
install -d -m 0755 @@STATE_DIR@@
grep -q ' @@STATE_DIR@@ ' /etc/fstab || echo '@@STATE_NFS_HOST@@:/volumes/@@STATE_DISK_ID@@ @@STATE_DIR@@ nfs vers=3,nconnect=16,hard,nosuid,nodev,_netdev,nofail 0 0' >> /etc/fstab
mountpoint -q @@STATE_DIR@@ || mount @@STATE_DIR@@
