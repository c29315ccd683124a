grep -E '^(@@KEYS@@)=' @@NCCL_ENV_FILE@@ >> @@ENV_FILE@@.tmp || true
