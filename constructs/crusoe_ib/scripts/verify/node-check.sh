# The checker is not carried here: the apply delivers it over SSH (NodeDelivery) to a path named after
# its SHA-256, fixed at synth. Only that digest runs as root; anything else leaves a FAIL result.
install -d -m 0755 /opt/crusoe-ib /var/lib/crusoe-ib
checker=@@CHECKER@@
want=@@CHECKER_SHA256@@
for try in $(seq 1 @@TRIES@@); do
  if [ -f "$checker" ]; then break; fi
  if [ "$try" -lt @@TRIES@@ ]; then sleep 5; fi
done
got=$(sha256sum < "$checker" 2>/dev/null | cut -d" " -f1)
if [ "$got" = "$want" ]; then
  python3 "$checker" node @@NODE_CHECK_ARGS@@ --node-key @@NODE_KEY@@ --pool-address @@POOL_ADDRESS@@ --output @@RESULT_PATH@@ > @@CHECK_LOG@@ 2>&1 \
    || echo 'crusoe-ib: node check FAILED, details in @@RESULT_PATH@@' >&2
else
  @@FAIL_RESULT@@
fi
