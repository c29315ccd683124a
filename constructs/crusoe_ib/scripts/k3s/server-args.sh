server @@MODE@@ --token-file @@SERVER_TOKEN_FILE@@ --agent-token-file @@AGENT_TOKEN_FILE@@ --node-name @@NODE_NAME@@ --tls-san kubernetes --write-kubeconfig-mode 0600 \
