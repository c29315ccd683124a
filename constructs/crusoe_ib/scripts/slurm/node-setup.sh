#!/bin/bash
@@PRELUDE@@
cat > @@TASK_PROLOG@@ <<'CRUSOE_IB_TASK_PROLOG'
@@TASK_PROLOG_SCRIPT@@
CRUSOE_IB_TASK_PROLOG
chmod 0755 @@TASK_PROLOG@@
cat > @@HEALTH_CHECK@@ <<'CRUSOE_IB_HEALTHCHECK'
@@HEALTH_CHECK_SCRIPT@@
CRUSOE_IB_HEALTHCHECK
chmod 0755 @@HEALTH_CHECK@@
@@DROPIN@@
# What this VM really has, for node_cpus / node_real_memory_mib (`slurmd -C`).
slurmd -C > /var/log/crusoe-ib-slurmd-C.log 2>&1 || true
