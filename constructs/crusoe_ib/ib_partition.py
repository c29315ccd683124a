"""IbPartition: one InfiniBand partition per workload.

A partition isolates IB traffic: every node of a training job must share it (seed 000's third
fallback check), and different workloads get different partitions. In production it is protected
with ``prevent_destroy``: replacing it would cut every running node off the fabric.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from constructs import Construct
from cdktf import TerraformResourceLifecycle

from imports.crusoe.ib_partition import IbPartition as CrusoeIbPartition

from ._naming import logical_id
from .errors import Issue, raise_if
from .ib_capacity_guard import IbCapacityGuard

_NAME = re.compile(r"^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$")


@dataclass(frozen=True, kw_only=True)
class IbPartitionProps:
    """name: the workload's partition name (lowercase, digits, dashes).
    capacity_guard: supplies the network the partition is created on.
    protect: refuse ``terraform destroy`` of the partition (on in production).
    """

    name: str
    capacity_guard: IbCapacityGuard
    protect: bool = False

    def issues(self, where: str) -> list[Issue]:
        return partition_name_issues(where, self.name)


def partition_name_issues(where: str, name: str) -> list[Issue]:
    if isinstance(name, str) and _NAME.match(name):
        return []
    return [Issue("CIB010", f"{where}.name", name,
                  "A partition name is 1-63 lowercase letters, digits or dashes, starting and ending with a letter or digit.",
                  "Name it after the workload, e.g. 'llm-pretrain'.")]


class IbPartition(Construct):
    """The partition resource, exposed as ``resource`` (escape hatch) and ``id``."""

    def __init__(self, scope: Construct, id: str, props: IbPartitionProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        self.props = props
        self.resource = CrusoeIbPartition(
            self, "partition",
            name=props.name,
            ib_network_id=props.capacity_guard.ib_network_id,
            depends_on=[props.capacity_guard.check],
            lifecycle=TerraformResourceLifecycle(prevent_destroy=True) if props.protect else None,
        )
        self.resource.override_logical_id(logical_id(self, "partition"))
        self.id: str = self.resource.id
