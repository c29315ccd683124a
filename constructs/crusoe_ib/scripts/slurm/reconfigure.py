#!/usr/bin/env python3
"""crusoe-ib-slurm-reconfigure: `terraform output -json <id>_config | ssh <controller> sudo crusoe-ib-slurm-reconfigure`."""
import json, os, subprocess, sys
FILES = "@@FILES@@".split()
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
subprocess.run(["scontrol", "reconfigure"], check=True)
print("crusoe-ib: /etc/slurm updated on %s and slurmctld reconfigured" % os.uname().nodename)
