install -d -m 0700 /opt/crusoe-ib
(umask 077 && cat > /opt/crusoe-ib/slurm-node-setup.sh <<'CRUSOE_IB_SLURM_NODE'
@@SETUP@@
CRUSOE_IB_SLURM_NODE
)
bash /opt/crusoe-ib/slurm-node-setup.sh > /var/log/crusoe-ib-slurm-node.log 2>&1 \
  || echo 'crusoe-ib: Slurm node setup FAILED, details in /var/log/crusoe-ib-slurm-node.log' >&2
rm -f /opt/crusoe-ib/slurm-node-setup.sh
