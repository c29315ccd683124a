"""One builder per orchestration mode: what runs on the verified IB pool.

``BUILDERS`` maps each settings type of ``EnvironmentConfig.orchestration`` to the function that
composes its constructs, so adding a mode is one settings class (in its construct's module) and
one builder here. Builders only compose; every resource belongs to a construct.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from crusoe_ib import (
    GpuNodePool, GpuNodePoolProps, K3sCluster, K3sClusterProps, K3sSettings, ManagedKubernetes,
    ManagedKubernetesProps, ManagedKubernetesSettings, SlurmCluster, SlurmClusterProps, SlurmSettings, TorchrunLauncher, TorchrunLauncherProps, TorchrunSettings,
    VerificationHooks, VerificationHooksProps,
)

if TYPE_CHECKING:
    from .stack import TrainingClusterStack


def _verified_vm_pool(stack: TrainingClusterStack) -> GpuNodePool:
    """The GPU VMs (the environment's pool class) with the node check at boot."""
    config = stack.config
    stack.pool = config.pool_class(stack, "pool", GpuNodePoolProps(
        name=config.name, settings=config.pool, capacity_guard=stack.guard, partition=stack.partition,
        subnet_id=stack.network.subnet.id, protect=stack.config.production,
        depends_on=tuple(stack.network.firewall_rules)))
    stack.verification = VerificationHooks(stack, "verify", VerificationHooksProps(
        pool=stack.pool, settings=config.verification, production=config.production))
    return stack.pool


def build_torchrun(stack: TrainingClusterStack) -> None:
    pool = _verified_vm_pool(stack)
    stack.torchrun = TorchrunLauncher(stack, "torchrun", TorchrunLauncherProps(
        pool=pool, settings=stack.config.orchestration))


def build_k3s(stack: TrainingClusterStack) -> None:
    pool = _verified_vm_pool(stack)
    stack.k3s = K3sCluster(stack, "k3s", K3sClusterProps(
        workers=pool, network=stack.network, location=stack.guard.location,
        settings=stack.config.orchestration, production=stack.config.production, verification=stack.verification))


def build_slurm(stack: TrainingClusterStack) -> None:
    pool = _verified_vm_pool(stack)
    stack.slurm = SlurmCluster(stack, "slurm", SlurmClusterProps(
        pool=pool, verification=stack.verification, network=stack.network, location=stack.guard.location,
        settings=stack.config.orchestration, production=stack.config.production))


def build_managed_kubernetes(stack: TrainingClusterStack) -> None:
    config = stack.config
    stack.kubernetes = ManagedKubernetes(stack, "k8s", ManagedKubernetesProps(
        name=config.name, settings=config.orchestration, pool=config.pool, capacity_guard=stack.guard,
        partition=stack.partition, subnet_id=stack.network.subnet.id, depends_on=tuple(stack.network.firewall_rules),
        production=config.production))
    # The managed node pool is this stack's GPU pool (instance_type, keys), as main.py reports it.
    stack.pool = stack.kubernetes


BUILDERS: dict[type, Callable[[TrainingClusterStack], None]] = {
    TorchrunSettings: build_torchrun,
    K3sSettings: build_k3s,
    ManagedKubernetesSettings: build_managed_kubernetes,
    SlurmSettings: build_slurm,
}


def builder_for(orchestration: object) -> Callable[[TrainingClusterStack], None]:
    """The builder of ``orchestration``'s mode (a subclass of a settings type uses its parent's)."""
    for settings_type, builder in BUILDERS.items():
        if isinstance(orchestration, settings_type):
            return builder
    raise TypeError(f"no builder for {type(orchestration).__name__}: add it to BUILDERS")
