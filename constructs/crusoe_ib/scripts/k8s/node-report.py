#!/usr/bin/env python3
# crusoe-ib-node-report NODE [RESULT] -- KUBECTL...: the node check's verdict as node condition @@CONDITION@@
# (Node Problem Detector's convention: True = the problem is present), with the kubelet's own credentials.
import json, subprocess, sys, time
own, kubectl = sys.argv[1:sys.argv.index("--")], sys.argv[sys.argv.index("--") + 1:]
try:
    doc = json.load(open(own[1] if len(own) > 1 else "@@RESULT_PATH@@"))
    bad = ["%s %s" % (v.get("subject"), v.get("rule")) for v in doc["verdicts"] if v.get("status") == "FAIL"]
    state = ("False", "NodeCheckPassed", "crusoe-ib node check passed") if doc.get("ok") is True else \
        ("True", "NodeCheckFailed", ("crusoe-ib node check failed: " + "; ".join(bad))[:1000])
except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
    state = ("Unknown", "NoNodeCheckResult", "no node check result (%s)" % type(exc).__name__)
now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
try:
    node = json.loads(subprocess.run(kubectl + ["get", "node", own[0], "-o", "json"], capture_output=True, text=True).stdout)
    old = [c for c in node["status"]["conditions"] if c["type"] == "@@CONDITION@@" and c["status"] == state[0]]
except (ValueError, KeyError, TypeError):
    old = []
cond = dict(zip(("status", "reason", "message"), state), type="@@CONDITION@@", lastHeartbeatTime=now,
            lastTransitionTime=old[0].get("lastTransitionTime", now) if old else now)
patch = json.dumps({"status": {"conditions": [cond]}})
sys.exit(subprocess.run(kubectl + ["patch", "node", own[0], "--subresource=status", "--type=strategic", "-p", patch]).returncode)
