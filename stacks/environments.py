"""Every environment this app deploys. Add one here and it gets a stack, a snapshot and a
``cdktn deploy <name>`` target; nothing else needs to change.
"""

from __future__ import annotations

import os
from pathlib import Path

from crusoe_ib import (
    CapacitySettings, K3sSettings, ManagedKubernetesSettings, MungeKey, NetworkSettings, NodePoolSettings,
    PartitionSettings, SlurmSettings,
)
from crusoe_ib.backend import EXAMPLE_BUCKET, LocalState, S3State

from crusoe_ib.app import EnvironmentConfig

# Public key of the operators' SSH agent key. Only public keys belong in the repo.
OPERATORS_KEY = str(Path(__file__).resolve().parent.parent / "keys" / "training-ops.pub")
H100 = "h100-80gb-sxm-ib.8x"
OPERATORS = NetworkSettings(ssh_source_cidrs=("203.0.113.0/24",))
POOL = NodePoolSettings(ssh_public_key_file=OPERATORS_KEY)
# Production state lives in a bucket you own: set CRUSOE_IB_STATE_BUCKET (and, for Crusoe object
# storage or any S3-compatible store, CRUSOE_IB_STATE_ENDPOINT and CRUSOE_IB_STATE_REGION). Until
# then training-prod names the example bucket: synth warns and `make bootstrap-state` refuses it.
PROD_STATE = S3State(
    bucket=os.environ.get("CRUSOE_IB_STATE_BUCKET") or EXAMPLE_BUCKET,
    key="training-prod/terraform.tfstate",
    region=os.environ.get("CRUSOE_IB_STATE_REGION") or "us-east-1",
    endpoint=os.environ.get("CRUSOE_IB_STATE_ENDPOINT") or None,
)

# H100 SXM runs only under a reservation (Crusoe support, "GPU Quota vs Capacity: Understanding On-Demand
# and Reserved Instances (RIPA)"). Production names yours through CRUSOE_IB_RESERVATION_ID; until it is
# set, training-prod says on purpose that it runs on demand (synth warns every time).
PROD_RESERVATION = os.environ.get("CRUSOE_IB_RESERVATION_ID") or None

ENVIRONMENTS: tuple[EnvironmentConfig, ...] = (
    EnvironmentConfig(
        name="training-dev",
        state=LocalState(path="terraform.training-dev.tfstate"),
        capacity=CapacitySettings(instance_type=H100, node_count=2, locations="us-east1-a"),
        # Dev is reachable from anywhere, on purpose and visibly: synth warns about it every time.
        network=NetworkSettings(ssh_source_cidrs=("0.0.0.0/0",), allow_ssh_from_internet=True),
        partition=PartitionSettings(name="training-dev"),
        pool=POOL,
    ),
    EnvironmentConfig(
        name="training-prod",
        state=PROD_STATE,
        capacity=CapacitySettings(instance_type=H100, node_count=16, locations=("us-east1-a", "us-southcentral1-a"),
                                  reservation_id=PROD_RESERVATION, on_demand=PROD_RESERVATION is None),
        network=OPERATORS,
        partition=PartitionSettings(name="training-prod"),
        pool=POOL,
        production=True,
    ),
    # The same verified IB pool under self-managed K3s, as in Crusoe's blog "Scaling Deep Learning
    # Distributed Training with Rancher K3s on Crusoe Cloud": 3 CPU servers + HAProxy.
    # Needs TF_VAR_k3s_token and TF_VAR_k3s_agent_token (the join tokens) at plan time; see docs/k3s.md.
    EnvironmentConfig(
        name="training-k3s",
        state=LocalState(path="terraform.training-k3s.tfstate"),
        capacity=CapacitySettings(instance_type=H100, node_count=2, locations="us-east1-a"),
        network=OPERATORS,
        partition=PartitionSettings(name="training-k3s"),
        pool=POOL,
        orchestration=K3sSettings(),
    ),
    # ... under Slurm: a controller, a login node, the pool as partition "gpu" with the IB node check as
    # Slurm's health check (see docs/slurm.md). The munge key is made at apply time and kept in state.
    EnvironmentConfig(
        name="training-slurm",
        state=LocalState(path="terraform.training-slurm.tfstate"),
        capacity=CapacitySettings(instance_type=H100, node_count=2, locations="us-east1-a"),
        network=OPERATORS,
        partition=PartitionSettings(name="training-slurm"),
        pool=NodePoolSettings(ssh_public_key_file=OPERATORS_KEY, image="ubuntu24.04-nvidia-slurm:latest"),
        orchestration=SlurmSettings(name="training-slurm", munge_key=MungeKey.generated()),
    ),
    # ... and under Crusoe Managed Kubernetes.
    EnvironmentConfig(
        name="training-cmk",
        state=LocalState(path="terraform.training-cmk.tfstate"),
        capacity=CapacitySettings(instance_type=H100, node_count=2, locations="us-east1-a"),
        network=OPERATORS,
        partition=PartitionSettings(name="training-cmk"),
        pool=POOL,
        orchestration=ManagedKubernetesSettings(kubernetes_version="1.32.7-cmk.3"),
    ),
)


def environment(name: str) -> EnvironmentConfig:
    """The environment called ``name`` (KeyError naming the known ones otherwise)."""
    for env in ENVIRONMENTS:
        if env.name == name:
            return env
    raise KeyError(f"no environment {name!r}; known: {', '.join(e.name for e in ENVIRONMENTS)}")
