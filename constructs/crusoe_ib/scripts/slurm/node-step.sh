# /opt/crusoe-ib stays 0755 (jobs run the toolkit there, e.g. the sbatch diagnose step); the setup, which
# holds nothing secret but runs as root, is written in a private directory of its own.
install -d -m 0755 /opt/crusoe-ib
install -d -m 0700 /opt/crusoe-ib/setup
(umask 077 && cat > /opt/crusoe-ib/setup/slurm-node-setup.sh <<'CRUSOE_IB_SLURM_NODE'
@@SETUP@@
CRUSOE_IB_SLURM_NODE
)
bash /opt/crusoe-ib/setup/slurm-node-setup.sh > /var/log/crusoe-ib-slurm-node.log 2>&1 \
  || echo 'crusoe-ib: Slurm node setup FAILED, details in /var/log/crusoe-ib-slurm-node.log' >&2
rm -f /opt/crusoe-ib/setup/slurm-node-setup.sh
