# Slurm where the image has it: Crusoe's Slurm images build it under /opt/slurm and put /opt/slurm/bin
# on PATH only for login shells (/etc/profile.d); systemd units, sudo and slurmd's HealthCheckProgram
# run with a near-empty PATH. Debian/Ubuntu packages use /usr/bin and /usr/sbin.
for dir in /opt/slurm/bin /opt/slurm/sbin /usr/local/bin /usr/local/sbin /usr/bin /usr/sbin /bin /sbin; do
  case ":${PATH:-}:" in *":$dir:"*) ;; *) [ -d "$dir" ] && PATH="${PATH:+$PATH:}$dir" ;; esac
done
export PATH
# A client on a configless host reads what slurmd fetched: /run/slurm/conf from Slurm 23.02 on (found
# by the clients themselves), slurmd's conf-cache before.
if [ -z "${SLURM_CONF:-}" ] && [ ! -e /etc/slurm/slurm.conf ] && [ ! -e /run/slurm/conf/slurm.conf ] \
   && [ -e /var/spool/slurmd/conf-cache/slurm.conf ]; then
  export SLURM_CONF=/var/spool/slurmd/conf-cache/slurm.conf
fi
