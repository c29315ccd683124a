if [ -f @@TOPO@@ ]; then echo NCCL_TOPO_FILE=@@TOPO@@ >> @@ENV_FILE@@.tmp; fi
