"""crusoe_ib: constructs for InfiniBand GPU clusters on Crusoe Cloud.

The public API, re-exported lazily (each name is imported when first read), so ``crusoe_ib.verify``
(stdlib-only, runs on the GPU nodes) imports without the CDK, and so do the settings classes
(``from crusoe_ib import NodePoolSettings`` loads the settings layer, not the CDK). The block under
``TYPE_CHECKING`` names every export's home for editors and type checkers (go-to-definition); it
never runs, and a test keeps it and ``_EXPORTS`` the same.
"""

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .core._settings import Context
    from .platform.catalog import CATALOG, CPU_CATALOG, MAX_NODES_PER_PARTITION, InstanceType
    from .core.errors import ConfigError, Issue
    from .gpu_node_pool import GpuNodePool, GpuNodePoolProps
    from .ib_capacity_guard import IbCapacityGuard, IbCapacityGuardProps
    from .ib_partition import IbPartition, IbPartitionProps
    from .k3s_cluster import K3sCluster, K3sClusterProps
    from .managed_kubernetes import ManagedKubernetes, ManagedKubernetesProps
    from .network import ClusterNetwork, ClusterNetworkProps
    from .settings.resolved_environment import ResolvedEnvironment
    from .settings.backend import LocalState, S3State
    from .settings.capacity import CapacitySettings, node_keys
    from .settings.k3s import K3sSettings
    from .settings.managed_kubernetes import ManagedKubernetesSettings
    from .settings.network import NetworkSettings
    from .settings.node_pool import NodeOverride, NodePoolSettings
    from .settings.partition import PartitionSettings
    from .settings.slurm import MungeKey, SlurmSettings
    from .settings.torchrun import TorchrunSettings
    from .settings.verification import VerificationSettings
    from .slurm_cluster import SlurmCluster, SlurmClusterProps
    from .torchrun_launcher import TorchrunLauncher, TorchrunLauncherProps
    from .verification_hooks import VerificationHooks, VerificationHooksProps
    from .verify import __version__

_EXPORTS = {
    "IbCapacityGuard": "ib_capacity_guard", "IbCapacityGuardProps": "ib_capacity_guard",
    "CapacitySettings": "settings.capacity", "node_keys": "settings.capacity",
    "IbPartition": "ib_partition", "IbPartitionProps": "ib_partition", "PartitionSettings": "settings.partition",
    "GpuNodePool": "gpu_node_pool", "GpuNodePoolProps": "gpu_node_pool", "NodePoolSettings": "settings.node_pool",
    "NodeOverride": "settings.node_pool",
    "VerificationHooks": "verification_hooks", "VerificationHooksProps": "verification_hooks",
    "VerificationSettings": "settings.verification",
    "TorchrunLauncher": "torchrun_launcher", "TorchrunLauncherProps": "torchrun_launcher",
    "TorchrunSettings": "settings.torchrun",
    "K3sCluster": "k3s_cluster", "K3sClusterProps": "k3s_cluster", "K3sSettings": "settings.k3s",
    "SlurmCluster": "slurm_cluster", "SlurmClusterProps": "slurm_cluster", "SlurmSettings": "settings.slurm",
    "MungeKey": "settings.slurm",
    "ManagedKubernetes": "managed_kubernetes", "ManagedKubernetesProps": "managed_kubernetes",
    "ManagedKubernetesSettings": "settings.managed_kubernetes",
    "ClusterNetwork": "network", "ClusterNetworkProps": "network", "NetworkSettings": "settings.network",
    "LocalState": "settings.backend", "S3State": "settings.backend",
    "CATALOG": "platform.catalog", "InstanceType": "platform.catalog", "CPU_CATALOG": "platform.catalog",
    "MAX_NODES_PER_PARTITION": "platform.catalog",
    "ConfigError": "core.errors", "Issue": "core.errors", "Context": "core._settings",
    "ResolvedEnvironment": "settings.resolved_environment",
    # The one version (the verify zipapp ships only crusoe_ib/verify, so it lives there).
    "__version__": "verify",
}
__all__ = sorted(name for name in _EXPORTS if not name.startswith("_"))


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(f".{_EXPORTS[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
