# A checker that is missing or not the pinned one never runs: the node's result says FAIL, naming both digests.
detail="checker $checker has sha256 ${got:-none (not delivered)}; this node runs only sha256 $want"
printf '{"tool": "crusoe-ib-boot", "command": "node", "node_key": "%s", "host": "%s", "ok": false, "summary": {"FAIL": 1}, "verdicts": [{"rule": "checker_digest", "status": "FAIL", "subject": "%s", "detail": "%s"}]}\n' \
  @@NODE_KEY@@ "$(hostname -s)" "$checker" "$detail" > @@RESULT_PATH@@
echo "crusoe-ib: node check FAILED: $detail" | tee @@CHECK_LOG@@ >&2
# node_exporter's textfile collector shows it too: not checked is not OK (the last good check's metrics would mislead).
install -d -m 0755 @@METRICS_DIR@@ && printf '%s\n' @@FAIL_METRICS@@ > @@METRICS_PATH@@.tmp && mv @@METRICS_PATH@@.tmp @@METRICS_PATH@@
