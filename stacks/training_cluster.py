"""TrainingClusterStack: one verified IB training cluster, composed from an EnvironmentConfig.

Composition only: every resource belongs to a construct. The stack owns the provider and the
backend, as stacks should.
"""

from __future__ import annotations

from constructs import Construct
from cdktf import TerraformOutput, TerraformStack

from crusoe_ib import (
    ClusterNetwork, ClusterNetworkProps, GpuNodePool, GpuNodePoolProps, IbCapacityGuard,
    IbCapacityGuardProps, IbPartition, IbPartitionProps, VerificationHooks, VerificationHooksProps,
)
from crusoe_ib.errors import Issue, raise_if
from crusoe_ib.gpu_node_pool import pool_field_issues
from crusoe_ib.ib_partition import partition_name_issues
from imports.crusoe.provider import CrusoeProvider

from .config import EnvironmentConfig


def preflight(config: EnvironmentConfig) -> list[Issue]:
    """Collect the problems of every construct before building any, so one run reports them all.

    The constructs validate again themselves (they are also used without this stack); these are
    the checks that need no other construct to exist.
    """
    name = config.name
    return [
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
        self.pool = GpuNodePool(self, "pool", GpuNodePoolProps(
            name=config.name, capacity_guard=self.guard, partition=self.partition,
            subnet_id=self.network.subnet.id, ssh_public_key=config.ssh_public_key,
            ssh_public_key_file=config.ssh_public_key_file, data_disk_size=config.data_disk_size,
            startup_script=config.startup_script, node_overrides=config.node_overrides))
        self.verification = VerificationHooks(self, "verify", VerificationHooksProps(
            pool=self.pool, threshold_overrides=config.threshold_overrides,
            apply_gate=config.verification_apply_gate))

        TerraformOutput(self, "ib_network_id", value=self.guard.ib_network_id)
        TerraformOutput(self, "location", value=self.guard.location)
        TerraformOutput(self, "ib_partition_id", value=self.partition.id)
