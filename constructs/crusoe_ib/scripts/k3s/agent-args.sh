agent --token-file @@AGENT_TOKEN_FILE@@ --node-label @@TYPE_LABEL@@=@@INSTANCE_TYPE@@ --node-label crusoe-ib/node-key=@@NODE_KEY@@ \
