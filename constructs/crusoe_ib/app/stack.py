"""TrainingClusterStack: one verified IB training cluster, composed from an EnvironmentConfig.

Composition only: every resource belongs to a construct. The stack owns the provider and the
backend, as stacks should. The configuration is validated as a whole before any construct is
built, so one run reports every problem and nothing is half-built.
"""

from __future__ import annotations

from ..core.cdk import Construct, TerraformOutput, TerraformStack, crusoe
from ..ib_capacity_guard import IbCapacityGuard, IbCapacityGuardProps
from ..ib_partition import IbPartition, IbPartitionProps
from ..network import ClusterNetwork, ClusterNetworkProps
from ..settings.resolved_environment import ResolvedEnvironment
from .environment import EnvironmentConfig
from .mode import MODES, Foundation, mode_for
from .resolution import resolve_environment

CrusoeProvider = crusoe.provider.CrusoeProvider


class TrainingClusterStack(TerraformStack):
    """Exposes ``config`` and the constructs it composed: ``guard``, ``network``, ``partition``,
    ``pool`` (the GPU pool, or the managed node pool), ``verification``, ``composition`` (what the
    mode built) and one attribute per registered mode (``torchrun``, ``k3s``, ``slurm``,
    ``kubernetes``): the mode's orchestrator, None for the other modes."""

    def __init__(self, scope: Construct, config: EnvironmentConfig, resolved: ResolvedEnvironment | None = None
                 ) -> None:
        """``resolved``: ``resolve_environment(config)``'s result when the caller has it (``build`` does);
        otherwise the stack resolves ``config`` itself (ConfigError with every problem)."""
        if resolved is None or resolved.config is not config:
            resolved = resolve_environment(config)
        super().__init__(scope, config.name)
        self.config, self.resolved = config, resolved
        # Credentials come from the Crusoe CLI profile (~/.crusoe/config) or the environment.
        CrusoeProvider(self, "crusoe", profile=config.crusoe_profile)
        config.state.apply_to(self, resolved)

        self.guard = IbCapacityGuard(self, "capacity", IbCapacityGuardProps(
            settings=config.capacity, previous_state=config.state, resolved=resolved))
        self.network = ClusterNetwork(self, "network", ClusterNetworkProps(
            name=config.name, location=self.guard.location, settings=config.network, production=config.production,
            nat_gateway=config.pool.public_ip == "none", resolved=resolved))
        self.partition = IbPartition(self, "ib", IbPartitionProps(
            settings=config.partition, capacity_guard=self.guard, protect=config.production, resolved=resolved))

        mode = mode_for(config.orchestration)  # resolved: always a registered mode
        foundation = Foundation(config=config, guard=self.guard, network=self.network, partition=self.partition,
                                resolved=resolved)
        self.composition = mode.build(self, foundation)
        self.pool, self.verification = self.composition.pool, self.composition.verification
        for known in MODES:
            setattr(self, known.attribute, self.composition.orchestrator if known is mode else None)

        TerraformOutput(self, "ib_network_id", value=self.guard.ib_network_id)
        TerraformOutput(self, "location", value=self.guard.location)
        TerraformOutput(self, "ib_partition_id", value=self.partition.id)
