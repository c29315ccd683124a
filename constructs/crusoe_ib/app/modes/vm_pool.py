"""The verified VM pool every VM-based mode starts from: the environment's pool class with the
node check at boot. Modes that run on the VMs (torchrun, K3s, Slurm, a mode of your own) build it
with :func:`verified_vm_pool` and add their orchestrator beside it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..mode import Foundation, mode_for

if TYPE_CHECKING:
    from ...core.cdk import TerraformStack
    from ...gpu_node_pool import GpuNodePool
    from ...verification_hooks import VerificationHooks


def verified_vm_pool(stack: TerraformStack, foundation: Foundation) -> tuple[GpuNodePool, VerificationHooks]:
    """The GPU VMs (``config.pool_class``, GpuNodePool when None; id ``pool``) and their
    VerificationHooks (id ``verify``)."""
    # The constructs are imported here, where a synth builds them: the modes load without the CDK.
    from ...gpu_node_pool import GpuNodePool, GpuNodePoolProps
    from ...verification_hooks import VerificationHooks, VerificationHooksProps

    config = foundation.config
    pool = (config.pool_class or GpuNodePool)(stack, "pool", GpuNodePoolProps(
        name=config.name, settings=config.pool, capacity_guard=foundation.guard, partition=foundation.partition,
        subnet_id=foundation.network.subnet.id, protect=config.production,
        depends_on=tuple(foundation.network.firewall_rules), resolved=foundation.resolved))
    verification = VerificationHooks(stack, "verify", VerificationHooksProps(
        pool=pool, settings=config.verification, production=config.production, resolved=foundation.resolved,
        mode=mode_for(config.orchestration).name, state=config.state))
    return pool, verification
