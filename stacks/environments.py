"""Every environment this app deploys. Add one here and it gets a stack, a snapshot and a
``cdktf deploy <name>`` target; nothing else needs to change.
"""

from __future__ import annotations

from pathlib import Path

from crusoe_ib.backend import LocalState, S3State

from .config import EnvironmentConfig, ManagedKubernetesConfig

# Public key of the operators' SSH agent key. Only public keys belong in the repo.
OPERATORS_KEY = str(Path(__file__).resolve().parent.parent / "keys" / "training-ops.pub")

ENVIRONMENTS: dict[str, EnvironmentConfig] = {
    env.name: env
    for env in (
        EnvironmentConfig(
            name="training-dev",
            instance_type="h100-80gb-sxm-ib.8x",
            node_count=2,
            locations="us-east1-a",
            state=LocalState(path="terraform.training-dev.tfstate"),
            ssh_source_cidrs=("0.0.0.0/0",),
            partition_name="training-dev",
            ssh_public_key_file=OPERATORS_KEY,
        ),
        EnvironmentConfig(
            name="training-prod",
            instance_type="h100-80gb-sxm-ib.8x",
            node_count=16,
            locations=("us-east1-a", "us-southcentral1-a"),
            state=S3State(bucket="crusoe-ib-terraform-state", key="training-prod/terraform.tfstate"),
            ssh_source_cidrs=("203.0.113.0/24",),
            partition_name="training-prod",
            ssh_public_key_file=OPERATORS_KEY,
            production=True,
        ),
        # The same verified IB pool under self-managed K3s (seed 003): 3 CPU servers + HAProxy.
        # Needs TF_VAR_k3s_token (the join token) at plan time; see README "K3s".
        EnvironmentConfig(
            name="training-k3s",
            instance_type="h100-80gb-sxm-ib.8x",
            node_count=2,
            locations="us-east1-a",
            state=LocalState(path="terraform.training-k3s.tfstate"),
            ssh_source_cidrs=("203.0.113.0/24",),
            partition_name="training-k3s",
            ssh_public_key_file=OPERATORS_KEY,
            orchestration="k3s",
        ),
        # ... and under Crusoe Managed Kubernetes.
        EnvironmentConfig(
            name="training-cmk",
            instance_type="h100-80gb-sxm-ib.8x",
            node_count=2,
            locations="us-east1-a",
            state=LocalState(path="terraform.training-cmk.tfstate"),
            ssh_source_cidrs=("203.0.113.0/24",),
            partition_name="training-cmk",
            ssh_public_key_file=OPERATORS_KEY,
            orchestration="cmk",
            cmk=ManagedKubernetesConfig(kubernetes_version="1.32.7-cmk.3"),
        ),
    )
}
