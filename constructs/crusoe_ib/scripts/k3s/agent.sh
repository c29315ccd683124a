install -d -m 0700 /etc/rancher/k3s
@@WAIT@@
# A node whose IB check did not pass joins tainted, so nothing is scheduled on it and `kubectl get nodes`
# shows why; a node without its token does not join at all.
taint=()
if ! python3 -c 'import json, sys; sys.exit(0 if json.load(open(sys.argv[1])).get("ok") is True else 1)' @@RESULT_PATH@@ 2>/dev/null; then
  echo 'crusoe-ib: the IB node check did not pass: joining with the taint @@TAINT@@' >&2
  taint=(--node-taint @@TAINT@@)
fi
if [ ! -s @@AGENT_TOKEN_FILE@@ ]; then
  echo 'crusoe-ib: the K3s agent token was not delivered (the apply pushes it over SSH); this node did not join' >&2
else
  @@INSTALL@@
    || echo 'crusoe-ib: k3s agent install FAILED; rerun the step from the startup script' >&2
fi
