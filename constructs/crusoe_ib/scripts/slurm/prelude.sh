set -eu
for bin in munged @@DAEMONS@@; do
  command -v "$bin" >/dev/null || { echo "crusoe-ib: $bin is missing: this image has no Slurm; use Crusoe's @@DEFAULT_IMAGE@@" >&2; exit 1; }
done
hostnamectl set-hostname @@HOSTNAME@@
# Slurm resolves host names: Crusoe's internal DNS answers <vm name>.<location>.compute.internal.
install -d -m 0755 /etc/systemd/resolved.conf.d
printf '[Resolve]\nDomains=%s.compute.internal\n' '@@LOCATION@@' > /etc/systemd/resolved.conf.d/crusoe-ib-slurm.conf
systemctl restart systemd-resolved
# The munge key: 0400, owner munge (what a reader of Terraform state can do with it: see the README).
install -d -m 0700 -o munge -g munge /etc/munge
(umask 077 && printf '%s' '@@MUNGE_KEY_B64@@' | base64 -d > /etc/munge/munge.key)
chown munge:munge /etc/munge/munge.key && chmod 0400 /etc/munge/munge.key
systemctl enable munge && systemctl restart munge
getent group slurm >/dev/null || groupadd --system --gid @@SLURM_UID@@ slurm
getent passwd slurm >/dev/null || useradd --system --uid @@SLURM_UID@@ --gid slurm --home-dir /nonexistent --shell /usr/sbin/nologin slurm
install -d -m 0755 -o slurm -g slurm /var/log/slurm
