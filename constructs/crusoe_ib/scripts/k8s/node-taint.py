#!/usr/bin/env python3
# crusoe-ib-node-taint -- KUBECTL...: the NoSchedule taint @@TAINT@@ on every node where @@CONDITION@@, or
# Crusoe's crusoe-npd GPUDCGMUnhealthy / GPUNVBandwidthUnhealthy, is True; removed once all of them are
# False. Needs cluster credentials: a kubelet may not change its own taints (NodeRestriction).
import json, subprocess, sys
kubectl = sys.argv[sys.argv.index("--") + 1:]
WATCHED = ("@@CONDITION@@", "GPUDCGMUnhealthy", "GPUNVBandwidthUnhealthy")
failed = 0
for n in json.loads(subprocess.run(kubectl + ["get", "nodes", "-o", "json"], capture_output=True, text=True, check=True).stdout)["items"]:
    states = {c.get("status") for c in n.get("status", {}).get("conditions", []) if c.get("type") in WATCHED}
    tainted = any(t.get("key") == "@@TAINT@@" and t.get("effect") == "NoSchedule" for t in n.get("spec", {}).get("taints") or [])
    if "True" in states and not tainted:
        failed |= subprocess.run(kubectl + ["taint", "nodes", n["metadata"]["name"], "@@TAINT@@=true:NoSchedule", "--overwrite"]).returncode
    elif tainted and states == {"False"}:
        failed |= subprocess.run(kubectl + ["taint", "nodes", n["metadata"]["name"], "@@TAINT@@:NoSchedule-"]).returncode
sys.exit(1 if failed else 0)
