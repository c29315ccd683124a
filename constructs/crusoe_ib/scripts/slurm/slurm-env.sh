# Slurm wherever the image has it (Crusoe's: /opt/slurm, on PATH only in login shells).
for d in @@SLURM_PREFIX@@/bin @@SLURM_PREFIX@@/sbin /usr/local/bin /usr/local/sbin /usr/bin /usr/sbin /bin /sbin; do
  case ":${PATH:-}:" in *":$d:"*) ;; *) [ -d "$d" ] && PATH="${PATH:+$PATH:}$d" ;; esac
done
export PATH
