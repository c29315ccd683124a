"""IbPartition: one InfiniBand partition per workload.

A partition isolates IB traffic: every node of a training job must share it (the third check of
the fallback checklist in Saturn Cloud's "A Field Guide to Crusoe InfiniBand with Terraform"), and
different workloads get different partitions. In production it is protected with
``prevent_destroy``: replacing it would cut every running node off the fabric.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core.cdk import Construct, crusoe, TerraformResourceLifecycle

from .core import _hcl
from .core._settings import Context
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment
from .ib_capacity_guard import IbCapacityGuard
from .settings.partition import PartitionSettings  # noqa: F401  (re-exported: its old home)

# Crusoe provider bindings of the selected CDK (crusoe_ib.core.cdk).
CrusoeIbPartition = crusoe.ib_partition.IbPartition


@dataclass(frozen=True, kw_only=True)
class IbPartitionProps(ResolvableProps):
    """settings: the partition's name.
    capacity_guard: supplies the network the partition is created on.
    protect: refuse ``terraform destroy`` of the partition (on in production).
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    settings: PartitionSettings
    capacity_guard: IbCapacityGuard
    protect: bool = False
    resolved: ResolvedEnvironment | None = None

    def checks(self, where: str, context: Context) -> list[Check]:
        return [((self.settings,), lambda: self.settings.issues(where, context))]


class IbPartition(Construct):
    """The partition resource, exposed as ``resource`` (escape hatch) and ``id``."""

    def __init__(self, scope: Construct, id: str, props: IbPartitionProps) -> None:
        super().__init__(scope, id)
        props.resolve(self.node.path)  # its settings: validated (the partition reads no resolved value)
        self.props = props
        self.resource = _hcl.named(CrusoeIbPartition(
            self, "partition",
            name=props.settings.name,
            ib_network_id=props.capacity_guard.ib_network_id,
            depends_on=[props.capacity_guard.check],
            lifecycle=TerraformResourceLifecycle(prevent_destroy=True) if props.protect else None,
        ), self, "partition")
        self.id: str = self.resource.id
