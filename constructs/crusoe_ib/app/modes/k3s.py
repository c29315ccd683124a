"""Self-managed K3s: CPU servers behind HAProxy; the verified pool's VMs join as agents."""

from __future__ import annotations

from operator import methodcaller
from typing import TYPE_CHECKING

from ...core._settings import Context, settings_rule
from ...core.errors import Issue
from ..network_flows import K3S_FLOWS, K3S_ROLES, POOL_FLOWS, VM_POOL_FLOWS, VM_POOL_ROLES
from ...settings.k3s import K3sSettings, inherited_api_issues
from ..mode import Composition, Foundation, Mode
from .vm_pool import verified_vm_pool

if TYPE_CHECKING:
    from ...core.cdk import TerraformStack


def build(stack: TerraformStack, foundation: Foundation) -> Composition:
    from ...k3s_cluster import K3sCluster, K3sClusterProps  # the CDK: only a synth builds

    pool, verification = verified_vm_pool(stack, foundation)
    config = foundation.config
    k3s = K3sCluster(stack, "k3s", K3sClusterProps(
        workers=pool, network=foundation.network, location=foundation.guard.location,
        settings=config.orchestration, production=config.production, verification=verification,
        resolved=foundation.resolved))
    return Composition(pool=pool, verification=verification, orchestrator=k3s)


@settings_rule("network", "orchestration")
def api_inherits_ssh(env, where: str, context: Context) -> list[Issue]:
    """K3s's API takes the network's SSH ranges while its api_source_cidrs is None."""
    return inherited_api_issues(f"{where}.orchestration.api_source_cidrs", env.orchestration, env.network,
                                production=context.production)


MODE = Mode(name="k3s", settings=K3sSettings, build=build, attribute="k3s", rules=(api_inherits_ssh,),
            # The settings' own methods, called on the instance: a subclass of K3sSettings may override them.
            vm_count=methodcaller("vm_count"), boot_downloads=methodcaller("boot_downloads"),
            documentation_issues=lambda settings, where, *, refuse: settings.documentation_issues(where, refuse=refuse),
            flows=(*POOL_FLOWS, *VM_POOL_FLOWS, *K3S_FLOWS), roles={**VM_POOL_ROLES, **K3S_ROLES})
