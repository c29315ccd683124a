#!/usr/bin/env python3
"""crusoe-ib-slurm-reconfigure: `terraform output -json <id>_config | ssh <controller> sudo crusoe-ib-slurm-reconfigure`."""
import json, os, re, subprocess, sys
FILES = "@@FILES@@".split()
# Slurm from this version on takes added nodes with `scontrol reconfigure`; older slurmctld exits on it
# ("hostnames inconsistency"), so it is restarted instead (its state is saved on the way down).
IN_PLACE_FROM = tuple(int(n) for n in "@@IN_PLACE_FROM@@".split("."))
# sudo resets PATH, and Crusoe's images keep Slurm under /opt/slurm.
os.environ["PATH"] = "@@SLURM_PREFIX@@/bin:@@SLURM_PREFIX@@/sbin:/usr/bin:/usr/sbin:/bin:/sbin"
doc = json.load(sys.stdin)
unknown = sorted(set(doc) - set(FILES))
if unknown or not all(isinstance(doc.get(n), str) for n in FILES):
    sys.exit("crusoe-ib-slurm-reconfigure: expected exactly the files %s, got %s" % (", ".join(FILES), ", ".join(sorted(doc))))
for name in FILES:
    path = os.path.join("/etc/slurm", name)
    with open(path + ".tmp", "w") as f:
        f.write(doc[name])
    os.chmod(path + ".tmp", 0o644)
    os.replace(path + ".tmp", path)
version = re.search(r"(\d+)\.(\d+)", subprocess.run(["scontrol", "--version"], capture_output=True, text=True, check=True).stdout)
if version and (int(version.group(1)), int(version.group(2))) >= IN_PLACE_FROM:
    subprocess.run(["scontrol", "reconfigure"], check=True)
    done = "reconfigured"
else:
    subprocess.run(["systemctl", "restart", "slurmctld"], check=True)
    done = "restarted (Slurm before %d.%02d cannot add nodes in place)" % IN_PLACE_FROM
print("crusoe-ib: /etc/slurm updated on %s and slurmctld %s" % (os.uname().nodename, done))
