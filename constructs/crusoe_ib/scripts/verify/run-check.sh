@@NODE_CHECK@@ --node-key @@NODE_KEY@@ --pool-address @@POOL_ADDRESS@@ --output @@RESULT_PATH@@ > @@CHECK_LOG@@ 2>&1 \
  || echo 'crusoe-ib: node check FAILED, details in @@RESULT_PATH@@' >&2
