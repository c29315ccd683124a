"""TrainingClusterStack: one verified IB training cluster, composed from an EnvironmentConfig.

Composition only: every resource belongs to a construct. The stack owns the provider and the
backend, as stacks should. The configuration is validated as a whole before any construct is
built, so one run reports every problem and nothing is half-built.
"""

from __future__ import annotations

from crusoe_ib.cdk import Construct, TerraformOutput, TerraformStack, crusoe

from crusoe_ib import (
    ClusterNetwork, ClusterNetworkProps, IbCapacityGuard, IbCapacityGuardProps, IbPartition, IbPartitionProps,
)
from crusoe_ib.errors import raise_if

from .environment import EnvironmentConfig, app_issues
from .orchestration import builder_for

CrusoeProvider = crusoe.provider.CrusoeProvider


class TrainingClusterStack(TerraformStack):
    """Exposes ``config`` and the constructs it composed: ``guard``, ``network``, ``partition``,
    ``pool`` (the GPU pool, or the managed node pool), ``verification``, and the orchestration's
    (``torchrun``, ``k3s``, ``slurm`` or ``kubernetes``); attributes of other modes are None."""

    def __init__(self, scope: Construct, config: EnvironmentConfig) -> None:
        raise_if(app_issues([config]))
        super().__init__(scope, config.name)
        self.config = config
        # Credentials come from the Crusoe CLI profile (~/.crusoe/config) or the environment.
        CrusoeProvider(self, "crusoe", profile=config.crusoe_profile)
        config.state.apply_to(self)

        self.pool = self.kubernetes = self.torchrun = self.k3s = self.slurm = self.verification = None
        self.guard = IbCapacityGuard(self, "capacity", IbCapacityGuardProps(
            settings=config.capacity, previous_state=config.state))
        self.network = ClusterNetwork(self, "network", ClusterNetworkProps(
            name=config.name, location=self.guard.location, settings=config.network, production=config.production,
            nat_gateway=config.pool.public_ip == "none"))
        self.partition = IbPartition(self, "ib", IbPartitionProps(
            settings=config.partition, capacity_guard=self.guard, protect=config.production))
        builder_for(config.orchestration)(self)

        TerraformOutput(self, "ib_network_id", value=self.guard.ib_network_id)
        TerraformOutput(self, "location", value=self.guard.location)
        TerraformOutput(self, "ib_partition_id", value=self.partition.id)
