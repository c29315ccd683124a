#!/usr/bin/env python3
# crusoe-ib-node-taint [-- KUBECTL...]: the NoSchedule taint @@TAINT@@ on every node where @@CONDITION@@, or
# Crusoe's crusoe-npd GPUDCGMUnhealthy / GPUNVBandwidthUnhealthy, is True; removed once all of them are False.
# Needs cluster credentials (a kubelet may not change its own taints: NodeRestriction): kubectl's after "--",
# else the pod's service account against the API (a CronJob in the cluster).
import json, os, ssl, subprocess, sys, urllib.request
TAINT, WATCHED = "@@TAINT@@", ("@@CONDITION@@", "GPUDCGMUnhealthy", "GPUNVBandwidthUnhealthy")
if "--" in sys.argv:
    kubectl = sys.argv[sys.argv.index("--") + 1:]
    items = json.loads(subprocess.run(kubectl + ["get", "nodes", "-o", "json"], capture_output=True, text=True, check=True).stdout)["items"]

    def retaint(n, taints, add):
        spec = TAINT + ("=true:NoSchedule" if add else ":NoSchedule-")
        return subprocess.run(kubectl + ["taint", "nodes", n["metadata"]["name"], spec] + (["--overwrite"] if add else [])).returncode
else:
    sa = "/var/run/secrets/kubernetes.io/serviceaccount/"
    api = os.environ.get("CRUSOE_IB_API") or "https://%s:%s" % (os.environ["KUBERNETES_SERVICE_HOST"], os.environ["KUBERNETES_SERVICE_PORT"])
    # The service account token travels with every call: over TLS, or to this host only (a local proxy).
    if not (api.startswith("https://") or api.split("/")[2:3] and api.split("/")[2].rsplit(":", 1)[0] in ("127.0.0.1", "localhost", "[::1]")):
        sys.exit("crusoe-ib-node-taint: CRUSOE_IB_API=%r would send the service account token in clear; use https:// "
                 "(or http:// to 127.0.0.1 only)" % api[:100])
    ctx = ssl.create_default_context(cafile=sa + "ca.crt") if api.startswith("https:") else None
    token = open(sa + "token").read().strip() if os.path.exists(sa + "token") else ""

    def call(method, path, body=None):
        req = urllib.request.Request(api + path, method=method, data=body and json.dumps(body).encode(), headers={
            "Authorization": "Bearer " + token, "Content-Type": "application/merge-patch+json"})
        with urllib.request.urlopen(req, context=ctx, timeout=30) as r:
            return json.load(r)

    items = call("GET", "/api/v1/nodes")["items"]

    def retaint(n, taints, add):  # resourceVersion: a node changed meanwhile is left to the next run (409)
        mine = [t for t in taints if t.get("key") != TAINT] + ([{"key": TAINT, "value": "true", "effect": "NoSchedule"}] if add else [])
        try:
            call("PATCH", "/api/v1/nodes/" + n["metadata"]["name"],
                 {"metadata": {"resourceVersion": n["metadata"].get("resourceVersion")}, "spec": {"taints": mine}})
            return 0
        except OSError as exc:
            sys.stderr.write("crusoe-ib-node-taint: %s: %s\n" % (n["metadata"]["name"], exc))
            return 1
failed = 0
for n in items:
    states = {c.get("status") for c in n.get("status", {}).get("conditions", []) if c.get("type") in WATCHED}
    taints = n.get("spec", {}).get("taints") or []
    tainted = any(t.get("key") == TAINT and t.get("effect") == "NoSchedule" for t in taints)
    if "True" in states and not tainted:
        failed |= retaint(n, taints, True)
    elif tainted and states == {"False"}:
        failed |= retaint(n, taints, False)
sys.exit(1 if failed else 0)
