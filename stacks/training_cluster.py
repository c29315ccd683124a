"""TrainingClusterStack: one verified IB training cluster, composed from an EnvironmentConfig.

Composition only: every resource belongs to a construct. The stack owns the provider and the
backend, as stacks should.
"""

from __future__ import annotations

from constructs import Construct
from cdktf import TerraformOutput, TerraformStack

from crusoe_ib import (
    ClusterNetwork, ClusterNetworkProps, GpuNodePool, GpuNodePoolProps, IbCapacityGuard,
    IbCapacityGuardProps, IbPartition, IbPartitionProps, K3sCluster, K3sClusterProps, ManagedKubernetes,
    ManagedKubernetesProps, TorchrunLauncher, TorchrunLauncherProps, VerificationHooks, VerificationHooksProps,
)
from crusoe_ib.errors import Issue, raise_if
from crusoe_ib.gpu_node_pool import pool_field_issues
from crusoe_ib.ib_partition import partition_name_issues
from crusoe_ib.k3s_cluster import k3s_field_issues
from crusoe_ib.managed_kubernetes import cmk_field_issues
from crusoe_ib.torchrun_launcher import torchrun_field_issues
from imports.crusoe.provider import CrusoeProvider

from .config import ORCHESTRATIONS, EnvironmentConfig

# Fields that configure the pool's VMs; a managed node pool has no startup script, disks or SSH gate.
_VM_ONLY = ("data_disk_size", "startup_script", "node_overrides", "verification_apply_gate", "threshold_overrides")


def preflight(config: EnvironmentConfig) -> list[Issue]:
    """Collect the problems of every construct before building any, so one run reports them all.

    The constructs validate again themselves (they are also used without this stack); these are
    the checks that need no other construct to exist.
    """
    name = config.name
    found = _orchestration_issues(config)
    return found + [
        *IbCapacityGuardProps(slice_type=config.instance_type, node_count=config.node_count,
                              locations=config.locations, ib_network_id=config.ib_network_id,
                              previous_state=config.state).issues(f"{name}/capacity"),
        *ClusterNetworkProps(name=name, location="${pending}", ssh_source_cidrs=config.ssh_source_cidrs,
                             production=config.production).issues(f"{name}/network"),
        *partition_name_issues(f"{name}/ib", config.partition_name),
        *pool_field_issues(f"{name}/pool", name=name, ssh_public_key=config.ssh_public_key,
                           ssh_public_key_file=config.ssh_public_key_file,
                           data_disk_size=config.data_disk_size),
    ]


def _orchestration_issues(config: EnvironmentConfig) -> list[Issue]:
    name, mode = config.name, config.orchestration
    if mode not in ORCHESTRATIONS:
        return [Issue("CIB080", f"{name}.orchestration", mode, f"Orchestration is one of {', '.join(ORCHESTRATIONS)}.",
                      'Use "vms" (plain VMs + torchrun), "k3s" (self-managed K3s) or "cmk" (Crusoe Managed Kubernetes).')]
    if mode == "vms":
        tr = config.torchrun
        return torchrun_field_issues(f"{name}/torchrun", entrypoint=tr.entrypoint, master_port=tr.master_port,
                                     nccl_debug=tr.nccl_debug, extra_env=tr.extra_env,
                                     leader_wait_seconds=tr.leader_wait_seconds)
    if mode == "k3s":
        k3s = config.k3s
        return k3s_field_issues(f"{name}/k3s", name=k3s.name, control_plane_type=k3s.control_plane_type,
                                load_balancer_type=k3s.load_balancer_type, k3s_version=k3s.k3s_version,
                                api_source_cidrs=_api_cidrs(config), production=config.production)
    if mode == "cmk":
        if config.cmk is None:
            return [Issue("CIB081", f"{name}.cmk", None, 'orchestration="cmk" needs a ManagedKubernetesConfig.',
                          'Set cmk=ManagedKubernetesConfig(kubernetes_version="1.32.7-cmk.3").')]
        found = [Issue("CIB082", f"{name}.{field}", getattr(config, field),
                       "This field configures the pool's VMs; a Crusoe managed node pool has no startup script, "
                       "per-node disks, overrides or SSH apply gate.",
                       f'Remove {field}, or use orchestration="vms" or "k3s".')
                 for field in _VM_ONLY if getattr(config, field)]
        # SSH key problems are reported once, under <name>/pool.
        return found + [i for i in cmk_field_issues(
            f"{name}/k8s", name=name, kubernetes_version=config.cmk.kubernetes_version, add_ons=config.cmk.add_ons,
            ssh_public_key=config.ssh_public_key, ssh_public_key_file=config.ssh_public_key_file)
            if not i.code.startswith("CIB03")]
    return []


def _api_cidrs(config: EnvironmentConfig) -> tuple[str, ...]:
    return config.k3s.api_source_cidrs if config.k3s.api_source_cidrs is not None else config.ssh_source_cidrs


class TrainingClusterStack(TerraformStack):
    def __init__(self, scope: Construct, config: EnvironmentConfig) -> None:
        super().__init__(scope, config.name)
        self.config = config
        # Credentials come from the Crusoe CLI profile (~/.crusoe/config) or the environment.
        CrusoeProvider(self, "crusoe", profile=config.crusoe_profile)
        config.state.apply_to(self)
        raise_if(preflight(config))

        self.guard = IbCapacityGuard(self, "capacity", IbCapacityGuardProps(
            slice_type=config.instance_type, node_count=config.node_count,
            locations=config.locations, ib_network_id=config.ib_network_id,
            previous_state=config.state))
        self.network = ClusterNetwork(self, "network", ClusterNetworkProps(
            name=config.name, location=self.guard.location,
            ssh_source_cidrs=config.ssh_source_cidrs, production=config.production))
        self.partition = IbPartition(self, "ib", IbPartitionProps(
            name=config.partition_name, capacity_guard=self.guard, protect=config.production))
        self.pool = self.kubernetes = self.torchrun = self.k3s = self.verification = None
        if config.orchestration == "cmk":
            self.kubernetes = ManagedKubernetes(self, "k8s", ManagedKubernetesProps(
                name=config.name, capacity_guard=self.guard, partition=self.partition,
                subnet_id=self.network.subnet.id, kubernetes_version=config.cmk.kubernetes_version,
                add_ons=config.cmk.add_ons, ssh_public_key=config.ssh_public_key,
                ssh_public_key_file=config.ssh_public_key_file))
            # The managed node pool is this stack's GPU pool (instance_type, keys), as main.py reports it.
            self.pool = self.kubernetes
        else:
            self.pool = GpuNodePool(self, "pool", GpuNodePoolProps(
                name=config.name, capacity_guard=self.guard, partition=self.partition,
                subnet_id=self.network.subnet.id, ssh_public_key=config.ssh_public_key,
                ssh_public_key_file=config.ssh_public_key_file, data_disk_size=config.data_disk_size,
                startup_script=config.startup_script, node_overrides=config.node_overrides,
                replace_nodes_on_boot_script_change=config.replace_nodes_on_boot_script_change))
            self.verification = VerificationHooks(self, "verify", VerificationHooksProps(
                pool=self.pool, threshold_overrides=config.threshold_overrides,
                apply_gate=config.verification_apply_gate))
        if config.orchestration == "vms":
            tr = config.torchrun
            self.torchrun = TorchrunLauncher(self, "torchrun", TorchrunLauncherProps(
                pool=self.pool, entrypoint=tr.entrypoint, master_port=tr.master_port,
                nccl_debug=tr.nccl_debug, extra_env=tr.extra_env, leader_wait_seconds=tr.leader_wait_seconds))
        elif config.orchestration == "k3s":
            k3s = config.k3s
            self.k3s = K3sCluster(self, "k3s", K3sClusterProps(
                workers=self.pool, network=self.network, location=self.guard.location,
                api_source_cidrs=_api_cidrs(config), name=k3s.name, control_plane_type=k3s.control_plane_type,
                load_balancer_type=k3s.load_balancer_type, k3s_version=k3s.k3s_version,
                production=config.production))

        TerraformOutput(self, "ib_network_id", value=self.guard.ib_network_id)
        TerraformOutput(self, "location", value=self.guard.location)
        TerraformOutput(self, "ib_partition_id", value=self.partition.id)
