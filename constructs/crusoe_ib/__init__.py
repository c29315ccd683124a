"""crusoe_ib: constructs for InfiniBand GPU clusters on Crusoe Cloud.

Re-exports the public API lazily, so ``crusoe_ib.verify`` (stdlib-only, runs on GPU nodes)
imports without cdktf installed.
"""

from importlib import import_module

_EXPORTS = {
    "IbCapacityGuard": "ib_capacity_guard", "IbCapacityGuardProps": "ib_capacity_guard",
    "CapacitySettings": "ib_capacity_guard", "node_keys": "ib_capacity_guard",
    "IbPartition": "ib_partition", "IbPartitionProps": "ib_partition", "PartitionSettings": "ib_partition",
    "GpuNodePool": "gpu_node_pool", "GpuNodePoolProps": "gpu_node_pool", "NodePoolSettings": "gpu_node_pool",
    "NodeOverride": "gpu_node_pool",
    "VerificationHooks": "verification_hooks", "VerificationHooksProps": "verification_hooks",
    "VerificationSettings": "verification_hooks",
    "TorchrunLauncher": "torchrun_launcher", "TorchrunLauncherProps": "torchrun_launcher",
    "TorchrunSettings": "torchrun_launcher",
    "K3sCluster": "k3s_cluster", "K3sClusterProps": "k3s_cluster", "K3sSettings": "k3s_cluster",
    "SlurmCluster": "slurm_cluster", "SlurmClusterProps": "slurm_cluster", "SlurmSettings": "slurm_cluster",
    "MungeKey": "slurm_cluster",
    "ManagedKubernetes": "managed_kubernetes", "ManagedKubernetesProps": "managed_kubernetes",
    "ManagedKubernetesSettings": "managed_kubernetes",
    "ClusterNetwork": "network", "ClusterNetworkProps": "network", "NetworkSettings": "network",
    "LocalState": "backend", "S3State": "backend",
    "CATALOG": "catalog", "InstanceType": "catalog", "CPU_CATALOG": "catalog", "MAX_NODES_PER_PARTITION": "catalog",
    "ConfigError": "errors", "Issue": "errors", "Context": "_settings",
    "ResolvedEnvironment": "resolve",
    # The one version (the verify zipapp ships only crusoe_ib/verify, so it lives there).
    "__version__": "verify",
}
__all__ = sorted(name for name in _EXPORTS if not name.startswith("_"))


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(f".{_EXPORTS[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
