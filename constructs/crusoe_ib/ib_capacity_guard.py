"""IbCapacityGuard: pick an InfiniBand network with room for the pool, or fail ``terraform plan``.

How it stays correct after the cluster exists (the part seed 000's recipe gets wrong):
``crusoe_ib_networks`` reports *free* slices, so once our nodes run they have consumed the
capacity we checked, and a naive re-plan would fail or pick another network. The guard
therefore records a ledger in the stack's own state (an output: chosen network, location and
the node keys that exist) and reads the previous apply's ledger back through
``terraform_remote_state``. On the next plan it

* keeps the recorded network and location while any recorded node exists (never moves a
  running cluster), and
* asks only for the slices of nodes that are not in the ledger yet (a scale-up 4 -> 6 needs
  2 x slices_per_vm free, a re-plan needs 0).

The check is a lifecycle precondition on a ``terraform_data`` resource, not a ``check``
block (those only warn), so a shortfall stops the plan before anything is created.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass

from constructs import Construct
from cdktf import DataResource, Precondition, TerraformLocal, TerraformOutput, TerraformResourceLifecycle

from imports.crusoe.data_crusoe_ib_networks import DataCrusoeIbNetworks

from ._naming import logical_id
from ._tokens import is_token
from .backend import StateBackend
from .catalog import CATALOG, MAX_NODES_PER_PARTITION, instance_type_issues
from .errors import Issue, raise_if

_LOCATION = re.compile(r"^[a-z]+(-[a-z]+)?[0-9]+-[a-z]$")


def node_keys(node_count: int) -> list[str]:
    """Stable for_each keys: ``node-000`` ... Adding nodes never renames existing ones."""
    return [f"node-{i:03d}" for i in range(node_count)]


@dataclass(frozen=True, kw_only=True)
class IbCapacityGuardProps:
    """What the guard checks.

    slice_type: the ``-ib`` instance type the pool runs; its slices per VM come from the catalog.
    node_count: nodes the pool wants (1 .. MAX_NODES_PER_PARTITION).
    locations: one location or an ordered list; the first location with a network that fits wins
        (failover). Ignored for the search when ``ib_network_id`` is pinned.
    previous_state: the stack's own state backend; the guard reads its last ledger from it.
    ib_network_id: pin a network (seed 000: "just hardcode the ib_network_id"). The search is
        skipped, the capacity check still runs against that network.
    """

    slice_type: str
    node_count: int
    locations: str | Sequence[str]
    previous_state: StateBackend
    ib_network_id: str | None = None

    @property
    def location_list(self) -> list[str]:
        return [self.locations] if isinstance(self.locations, str) else list(self.locations)

    def issues(self, where: str) -> list[Issue]:
        found = instance_type_issues(f"{where}.slice_type", self.slice_type)
        n = self.node_count
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            found.append(Issue("CIB004", f"{where}.node_count", n,
                               "A pool needs at least one node.", "Set node_count to 1 or more."))
        elif n > MAX_NODES_PER_PARTITION:
            found.append(Issue(
                "CIB005", f"{where}.node_count", n,
                f"One IB partition holds at most {MAX_NODES_PER_PARTITION} nodes in this library.",
                f"Split the workload into pools of at most {MAX_NODES_PER_PARTITION} nodes, each with its own partition."))
        locations = self.location_list
        if not locations:
            found.append(Issue("CIB006", f"{where}.locations", self.locations,
                               "At least one location is required.",
                               "Give a location such as 'us-east1-a', or an ordered list for failover."))
        for loc in locations:
            if is_token(loc):
                continue
            if not isinstance(loc, str) or not _LOCATION.match(loc):
                found.append(Issue("CIB007", f"{where}.locations", loc,
                                   "A location looks like 'us-east1-a' (region, then zone letter).",
                                   "Use a Crusoe location name such as 'us-east1-a' or 'us-northcentral1-a'."))
        if len(set(locations)) != len(locations):
            found.append(Issue("CIB008", f"{where}.locations", locations,
                               "A location is listed twice.", "List each location once, in order of preference."))
        pinned = self.ib_network_id
        if pinned is not None and not is_token(pinned) and (not isinstance(pinned, str) or not pinned.strip()):
            found.append(Issue("CIB009", f"{where}.ib_network_id", pinned,
                               "A pinned network id must be a non-empty string.",
                               "Remove ib_network_id to search by location, or set it to the id from the Crusoe console."))
        return found


class IbCapacityGuard(Construct):
    """Chooses the IB network for one pool and fails the plan when it has no room.

    Exposes ``ib_network_id`` and ``location`` (plan-time known strings) for IbPartition,
    the network and GpuNodePool, and ``check`` (the ``terraform_data`` carrying the
    precondition) so dependents can order themselves after it. Call ``record_nodes`` with the
    pool's keys expression so the ledger sees what exists (GpuNodePool does this).
    """

    def __init__(self, scope: Construct, id: str, props: IbCapacityGuardProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        self.props = props
        self.instance_type = CATALOG[props.slice_type]
        self.keys = node_keys(props.node_count)
        name = logical_id(self, "")
        self.ledger_output_name = f"{name}_ledger"

        self.networks = DataCrusoeIbNetworks(self, "networks")
        self.networks.override_logical_id(name)

        net = f"data.crusoe_ib_networks.{name}.ib_networks"
        slice_type = props.slice_type
        locations = json.dumps(props.location_list)
        pinned = props.ib_network_id

        def local(suffix: str, expression: str) -> str:
            loc = TerraformLocal(self, f"local-{suffix}", expression)
            loc.override_logical_id(f"{name}_{suffix}")
            return f"local.{name}_{suffix}"

        free = (f"sum(concat([0], [for c in n.capacities : c.quantity "
                f"if c.slice_type == \"{slice_type}\"]))")
        all_nets = local("networks", f"${{[for n in {net} : {{ id = n.id, location = n.location, free = {free} }}]}}")
        # No state yet, an empty state (after destroy) or no ledger output: nothing exists.
        empty = '{ ib_network_id = "", location = "", nodes = [] }'
        prior = local("prior", "${" + props.previous_state.read_back(self, "previous", self.ledger_output_name, empty) + "}")
        wanted = local("wanted", f"${{toset({json.dumps(self.keys)})}}")
        # Set operations, not contains() per key: a 2,048-node re-plan stays linear.
        prior_nodes = local("prior_nodes", f"${{setintersection(toset({prior}.nodes), {wanted})}}")
        sticky = local("sticky", f"${{length({prior_nodes}) > 0 && {prior}.ib_network_id != \"\"}}")
        if pinned:
            search = f"[for n in {all_nets} : n if n.id == \"{pinned}\"]"
            scope_text = f"the pinned network {pinned}"
        else:
            search = f"flatten([for l in {locations} : [for n in {all_nets} : n if n.location == l]])"
            scope_text = f"{', '.join(props.location_list)}"
        candidates = local("candidates", f"${{{sticky} ? [for n in {all_nets} : n if n.id == {prior}.ib_network_id] : {search}}}")
        new_nodes = local("new_nodes", f"${{setsubtract({wanted}, {prior_nodes})}}")
        slices = local("slices_needed", f"${{length({new_nodes}) * {self.instance_type.slices_per_vm}}}")
        fitting = local("fitting", f"${{[for n in {candidates} : n if n.free >= {slices}]}}")
        best = local("best", f"${{length({candidates}) == 0 ? null : [for n in {candidates} : n if n.free == max([for c in {candidates} : c.free]...)][0]}}")
        selected = local("selected", f"${{length({fitting}) > 0 ? {fitting}[0] : null}}")

        where_text = (f"${{{sticky} ? \"the cluster's current network ${{{prior}.ib_network_id}} "
                      f"(kept because nodes already run there)\" : \"{scope_text}\"}}")
        best_text = (f"${{{best} == null ? \"none: no IB network found there\" : "
                     f"\"${{{best}.free}} slices on ${{{best}.id}} (${{{best}.location}})\"}}")
        message = (
            f"IbCapacityGuard {self.node.path}: no IB network in {where_text} has "
            f"${{{slices}}} free slices of {slice_type} for ${{length({new_nodes})}} new node(s) "
            f"({self.instance_type.slices_per_vm} slices each). Best available: {best_text}. "
            f"Fix: lower node_count, add a location to locations, pin ib_network_id to a network "
            f"with room, or retry when capacity frees up. [CIB101]"
        )
        self.check = DataResource(
            self, "check",
            lifecycle=TerraformResourceLifecycle(precondition=[Precondition(condition=f"${{{selected} != null}}", error_message=message)]),
        )
        self.check.override_logical_id(f"{name}_check")

        self.ib_network_id: str = f"${{try({selected}.id, \"\")}}"
        self.location: str = f"${{try({selected}.location, \"\")}}"
        self._recorded = False

    def record_nodes(self, keys_expression: str) -> None:
        """Write the ledger the next plan reads back: network, location, nodes that exist."""
        if self._recorded:
            raise RuntimeError(f"{self.node.path}: one IbCapacityGuard guards exactly one pool.")
        self._recorded = True
        out = TerraformOutput(self, "ledger", value={
            "ib_network_id": self.ib_network_id,
            "location": self.location,
            "nodes": keys_expression,
        }, description="Capacity ledger read back by the next plan (network, location, node keys).")
        out.override_logical_id(self.ledger_output_name)
