if [ -f @@TOPO@@ ]; then echo 'export NCCL_TOPO_FILE=@@TOPO@@'; fi
