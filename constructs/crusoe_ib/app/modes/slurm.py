"""Slurm: a controller and a login node; the verified pool is partition ``gpu``."""

from __future__ import annotations

from operator import methodcaller
from typing import TYPE_CHECKING

from ...core._settings import Context, settings_rule
from ...core.errors import Issue
from ..network_flows import POOL_FLOWS, SLURM_FLOWS, SLURM_ROLES, VM_POOL_FLOWS, VM_POOL_ROLES
from ...settings.slurm import SlurmSettings, slurm_node_name_issues
from ..mode import Composition, Foundation, Mode
from .vm_pool import verified_vm_pool

if TYPE_CHECKING:
    from ...core.cdk import TerraformStack


def build(stack: TerraformStack, foundation: Foundation) -> Composition:
    from ...slurm_cluster import SlurmCluster, SlurmClusterProps  # the CDK: only a synth builds

    pool, verification = verified_vm_pool(stack, foundation)
    config = foundation.config
    slurm = SlurmCluster(stack, "slurm", SlurmClusterProps(
        pool=pool, verification=verification, network=foundation.network, location=foundation.guard.location,
        settings=config.orchestration, production=config.production, resolved=foundation.resolved))
    return Composition(pool=pool, verification=verification, orchestrator=slurm)


@settings_rule("name", "orchestration", "capacity")
def node_names(env, where: str, context: Context) -> list[Issue]:
    """Under Slurm the pool's node names (``<name>-node-000``) are NodeNames and host names."""
    if not env.name_is_valid():
        return []
    return slurm_node_name_issues(f"{where}.name", env.name, context.node_count)


MODE = Mode(name="slurm", settings=SlurmSettings, build=build, attribute="slurm", rules=(node_names,),
            vm_count=methodcaller("vm_count"), boot_downloads=methodcaller("boot_downloads"),
            flows=(*POOL_FLOWS, *VM_POOL_FLOWS, *SLURM_FLOWS), roles={**VM_POOL_ROLES, **SLURM_ROLES})
