"""The library tests' own environments: the scenarios every construct and mode is tested in.

They started as copies of the app's environments (stacks/environments.py) and are kept apart on
purpose: a team changes its own environments (node_count, names, key) without touching the
library's tests or snapshots. Fixed values only (no environment variables).
"""

from __future__ import annotations

from pathlib import Path

from crusoe_ib import (
    CapacitySettings, K3sSettings, ManagedKubernetesSettings, MungeKey, NetworkSettings, NodePoolSettings,
    PartitionSettings, SlurmSettings,
)
from crusoe_ib.app import EnvironmentConfig
from crusoe_ib.backend import EXAMPLE_BUCKET, LocalState, S3State

#: A public test key (its private half was never kept).
OPERATORS_KEY = str(Path(__file__).resolve().parent / "fixtures" / "keys" / "operators.pub")
#: The repository's example key (keys/training-ops.pub), which synth warns about and production refuses.
EXAMPLE_KEY_FILE = str(Path(__file__).resolve().parent.parent / "keys" / "training-ops.pub")
H100 = "h100-80gb-sxm-ib.8x"
OPERATORS = NetworkSettings(ssh_source_cidrs=("203.0.113.0/24",))
POOL = NodePoolSettings(ssh_public_key_file=OPERATORS_KEY)

FIXTURES: tuple[EnvironmentConfig, ...] = (
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
        state=S3State(bucket=EXAMPLE_BUCKET, key="training-prod/terraform.tfstate", region="us-east-1"),
        capacity=CapacitySettings(instance_type=H100, node_count=16, locations=("us-east1-a", "us-southcentral1-a"),
                                  on_demand=True),
        network=OPERATORS,
        partition=PartitionSettings(name="training-prod"),
        pool=POOL,
        production=True,
    ),
    # The same verified IB pool under self-managed K3s, as in Crusoe's blog "Scaling Deep Learning
    # Distributed Training with Rancher K3s on Crusoe Cloud": 3 CPU servers + HAProxy.
    # Needs TF_VAR_k3s_token and TF_VAR_k3s_agent_token (the join tokens) at plan time; see README "K3s".
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
    # Slurm's health check (see README "Slurm"). The munge key is made at apply time and kept in state.
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



def fixture(name: str) -> EnvironmentConfig:
    """The fixture environment called ``name`` (KeyError naming the known ones otherwise)."""
    for env in FIXTURES:
        if env.name == name:
            return env
    raise KeyError(f"no fixture environment {name!r}; known: {', '.join(e.name for e in FIXTURES)}")
