"""IbCapacityGuard: pick an InfiniBand network with room for the pool, or fail ``terraform plan``.

How it stays correct after the cluster exists (the part the recipe in "A Field Guide to Crusoe
InfiniBand with Terraform" leaves out): ``crusoe_ib_networks`` reports *free* slices, so once
our nodes run they have consumed the capacity we checked, and a naive re-plan would fail or pick
another network. The guard therefore records a ledger in the stack's own state (an output: chosen
network, location, instance type and the node keys that exist) and reads the previous apply's
ledger back. Networks are searched in the provider's order, by name then id
(crusoecloud/terraform-provider-crusoe v1.1.1, the ``crusoe_ib_networks`` data source; the lines are
in tools/offline/README.md, "Provenance"). On the next plan it

* keeps the recorded network and location while any recorded node exists (never moves a
  running cluster),
* asks only for the slices of nodes that are not in the ledger yet (a scale-up 4 -> 6 needs
  2 x slices_per_vm free, a re-plan needs 0), and
* asks for the slices of *every* wanted node when ``instance_type`` differs from the ledger's:
  Crusoe's provider (v1.1.1) resizes a VM in place when the type keeps its family before the dot
  and replaces it otherwise (its VM resource's type plan modifier; "instance type" in the same
  provenance table); either way each node then runs
  on the new type's slices, on the network it already uses (CIB102 names the change).

The check is a lifecycle precondition on a ``terraform_data`` resource, not a ``check``
block (those only warn), so a shortfall stops the plan before anything is created.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cdk import Construct, warn, crusoe, terraform_data, Precondition, TerraformLocal, TerraformOutput, TerraformResourceLifecycle

from . import _hcl
from ._settings import Context, Settings, format_issue, rule, strings, wiring_issues
from .backend import StateBackend
from .catalog import CATALOG, MAX_NODES_PER_PARTITION, instance_type_issues
from .resolve import ResolvedEnvironment, settings_issues, standalone_context
from .errors import Issue, issue, plan_message, raise_if, warning
from .platform_contract import LOCATIONS, LOCATIONS_CHECKED, closest, reservation_only_family

# Crusoe provider bindings of the selected CDK (crusoe_ib.cdk).
DataCrusoeIbNetworks = crusoe.data_crusoe_ib_networks.DataCrusoeIbNetworks

_LOCATION = re.compile(r"[a-z]+(-[a-z]+)?[0-9]+-[a-z]")
_NETWORK_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{0,63}")


def node_keys(node_count: int) -> list[str]:
    """Stable for_each keys: ``node-000`` ... Adding nodes never renames existing ones."""
    return [f"node-{i:03d}" for i in range(node_count)]


@dataclass(frozen=True, kw_only=True)
class CapacitySettings(Settings):
    """What the pool needs and where to look for it.

    instance_type: the ``-ib`` instance type the pool runs; its slices per VM come from the catalog.
    node_count: nodes the pool wants (1 .. MAX_NODES_PER_PARTITION).
    locations: one location or an ordered tuple; the first location with a network that fits wins
        (failover). Ignored for the search when ``ib_network_id`` is pinned.
    ib_network_id: pin a network (the field guide: "just hardcode the ib_network_id"). The search
        is skipped, the capacity check still runs against that network.
    reservation_id: the reservation the pool's VMs run under (``crusoe_compute_instance.reservation_id``).
        Quota, capacity and reservation are three things (Crusoe support, "GPU Quota vs Capacity:
        Understanding On-Demand and Reserved Instances (RIPA)"): H100 SXM and A100 SXM run only
        reserved. A reservation-only type without one warns at synth; production refuses it (CIB186)
        unless ``on_demand=True`` says on purpose that your organization has on-demand access.
        Managed node pools take no reservation (CIB188): Crusoe associates their VMs itself.
    on_demand: run a reservation-only type without a reservation, on purpose.
    """

    instance_type: str
    node_count: int
    locations: str | tuple[str, ...]
    ib_network_id: str | None = None
    reservation_id: str | None = None
    on_demand: bool = False

    @property
    def location_list(self) -> list[str]:
        return strings(self.locations)

    @rule("instance_type")
    def _type(self, where: str, context: Context) -> list[Issue]:
        return instance_type_issues(f"{where}.instance_type", self.instance_type)

    @rule("node_count")
    def _count(self, where: str, context: Context) -> list[Issue]:
        n = self.node_count
        if n < 1:
            return [issue("CIB004", f"{where}.node_count", n)]
        if n > MAX_NODES_PER_PARTITION:
            return [issue("CIB005", f"{where}.node_count", n, limit=MAX_NODES_PER_PARTITION)]
        return []

    @rule("locations")
    def _locations(self, where: str, context: Context) -> list[Issue]:
        locations = self.location_list
        if not locations:
            return [issue("CIB006", f"{where}.locations", self.locations)]
        found = [issue("CIB007", f"{where}.locations", loc) for loc in locations if not _LOCATION.fullmatch(loc)]
        for loc in locations:
            near = closest(loc, LOCATIONS) if loc not in LOCATIONS and _LOCATION.fullmatch(loc) else None
            if near:
                found.append(issue("CIB184", f"{where}.locations", loc, suggestion=repr(near),
                                   checked=LOCATIONS_CHECKED, known=", ".join(LOCATIONS)))
        if len(set(locations)) != len(locations):
            found.append(issue("CIB008", f"{where}.locations", self.locations))
        return found

    @rule("reservation_id")
    def _reservation_id(self, where: str, context: Context) -> list[Issue]:
        rid = self.reservation_id
        if rid is None or _NETWORK_ID.fullmatch(rid):
            return []
        return [format_issue("CIB187", f"{where}.reservation_id", rid)]

    @rule("instance_type", "reservation_id", "on_demand")
    def _reservation_only(self, where: str, context: Context) -> list[Issue]:
        """Production refuses a reservation-only type without a reservation, unless on demand on purpose."""
        family = reservation_only_family(self.instance_type)
        if not context.production or family is None or self.reservation_id is not None or self.on_demand:
            return []
        return [issue("CIB186", f"{where}.reservation_id", None, type=self.instance_type, family=family)]

    def warnings(self, where: str) -> list[Issue]:
        """Advice synth prints: a location Crusoe does not publish (and not a typo of one: the list may be
        stale, CIB264); a reservation-only type without a reservation (CIB266), or on demand on purpose
        (CIB267)."""
        sources = "; ".join(sorted({src.title for src in LOCATIONS.values()}))
        found = [warning("CIB264", f"{where}.locations", loc, location=repr(loc), known=", ".join(LOCATIONS),
                         sources=sources, checked=LOCATIONS_CHECKED)
                 for loc in self.location_list if loc not in LOCATIONS and not closest(loc, LOCATIONS)]
        family = reservation_only_family(self.instance_type)
        if family is not None and self.reservation_id is None:
            code = "CIB267" if self.on_demand else "CIB266"
            found.append(warning(code, f"{where}.{'on_demand' if self.on_demand else 'reservation_id'}",
                                 self.on_demand if self.on_demand else None, type=self.instance_type, family=family))
        return found

    @rule("ib_network_id")
    def _pinned(self, where: str, context: Context) -> list[Issue]:
        pinned = self.ib_network_id
        if pinned is None or _NETWORK_ID.fullmatch(pinned):
            return []
        return [format_issue("CIB009", f"{where}.ib_network_id", pinned)]


@dataclass(frozen=True, kw_only=True)
class IbCapacityGuardProps:
    """settings: what to check.
    previous_state: the stack's own state backend, where the guard reads its last ledger.
    resolved: the environment as ``crusoe_ib.app.resolve`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    settings: CapacitySettings
    previous_state: StateBackend
    resolved: ResolvedEnvironment | None = None

    def issues(self, where: str) -> list[Issue]:
        return wiring_issues(self, where) or (
            settings_issues(self.settings, where, standalone_context(), self.resolved)
            + settings_issues(self.previous_state, f"{where}.previous_state", standalone_context(), self.resolved))


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
        settings = props.settings
        self.instance_type = CATALOG[settings.instance_type]
        #: The pool's reservation (None: on demand, or Crusoe's automatic association).
        self.reservation_id = settings.reservation_id
        for advice in settings.warnings(self.node.path):
            warn(self, advice)
        self.keys = node_keys(settings.node_count)
        name = _hcl.logical_id(self, "")
        self.ledger_output_name = f"{name}_ledger"
        self.networks = DataCrusoeIbNetworks(self, "networks")
        self.networks.override_logical_id(name)

        def L(suffix: str) -> str:
            return f"local.{name}_{suffix}"

        slice_type = _hcl.string(settings.instance_type)
        per_vm = self.instance_type.slices_per_vm

        # The last ledger as stored (null with no state yet, an empty state after destroy, or no
        # ledger output), then one shape whatever release wrote it: a ledger from before the
        # instance type was recorded says the nodes run this configuration's type.
        stored = props.previous_state.read_back(self, "previous", self.ledger_output_name, "null")
        prior = (f'{{ ib_network_id = try({L("stored")}.ib_network_id, ""), location = try({L("stored")}.location, ""), '
                 f'nodes = try({L("stored")}.nodes, []), instance_type = try({L("stored")}.instance_type, {slice_type}) }}')
        if settings.ib_network_id is not None:
            search = f"[for n in {L('networks')} : n if n.id == {_hcl.string(settings.ib_network_id)}]"
            scope_text = f"the pinned network {settings.ib_network_id}"
        else:
            search = (f"flatten([for l in {_hcl.strings(settings.location_list)} : "
                      f"[for n in {L('networks')} : n if n.location == l]])")
            scope_text = ", ".join(settings.location_list)
        # The guard's locals, in evaluation order: (name, expression, why).
        table = (
            ("networks", f"[for n in data.crusoe_ib_networks.{name}.ib_networks : {{ id = n.id, name = n.name, "
                         f"location = n.location, "
                         f"free = sum(concat([0], [for c in n.capacities : c.quantity if c.slice_type == {slice_type}])) }}]",
             "every IB network with its free slices of the pool's type"),
            ("stored", stored, "the ledger the last apply wrote, as stored (null before the first apply)"),
            ("prior", prior, "that ledger: network, location, node keys, instance type"),
            ("node_keys", {key: key for key in self.keys},
             "the node keys this configuration wants, key -> key: the pool's for_each (a local, evaluated once)"),
            # Counts and one lookup per stored key, not set arithmetic over the wanted keys: converting
            # 2,048 keys to a set (toset, setintersection, setsubtract) cost ~5% of a 2,048-node plan.
            ("prior_nodes", f"[for k in {L('prior')}.nodes : k if can({L('node_keys')}[k])]",
             "wanted nodes that already exist (a stored key this configuration still wants)"),
            ("sticky", f"length({L('prior_nodes')}) > 0 && {L('prior')}.ib_network_id != \"\"",
             "nodes run on a network: keep it, never move a running cluster"),
            ("candidates", f"{L('sticky')} ? [for n in {L('networks')} : n if n.id == {L('prior')}.ib_network_id] : {search}",
             "the kept network, or the pinned one, or every network of the locations in order"),
            ("retyped", f"length({L('prior_nodes')}) > 0 && {L('prior')}.instance_type != {slice_type}",
             "running nodes change type: each is resized or replaced onto the new type's slices"),
            ("new_count", f"length({L('node_keys')}) - ({L('retyped')} ? 0 : length({L('prior_nodes')}))",
             "nodes that need slices: the ones to create, or every node when the type changes"),
            ("slices_needed", f"{L('new_count')} * {per_vm}", "slices those nodes consume"),
            ("fitting", f"[for n in {L('candidates')} : n if n.free >= {L('slices_needed')}]", "candidates with room"),
            ("best", f"length({L('candidates')}) == 0 ? null : [for n in {L('candidates')} : n "
                     f"if n.free == max([for c in {L('candidates')} : c.free]...)][0]",
             "the roomiest candidate, named in the error"),
            ("selected", f"length({L('fitting')}) > 0 ? {L('fitting')}[0] : null", "the first candidate with room, or null"),
            # Every node and disk names it: a reference per instance, not a function call per instance.
            ("location", f"try({L('selected')}.location, \"\")", "where the pool runs: the selected network's location"),
        )
        for suffix, expression, _why in table:
            value = expression if isinstance(expression, dict) else _hcl.expr(expression)
            TerraformLocal(self, f"local-{suffix}", value).override_logical_id(f"{name}_{suffix}")

        prior_ref, best, slices = L("prior"), L("best"), L("slices_needed")
        where_text = (f"${{{L('sticky')} ? \"the cluster's current network ${{{prior_ref}.ib_network_id}} "
                      f"(kept because nodes already run there)\" : \"{scope_text}\"}}")
        # The roomiest candidate by name (what the console and `crusoe networking ib-networks list` show first),
        # then its id and location; none at all usually means a location name no network has.
        none_text = (f"the pinned network {settings.ib_network_id} does not exist" if settings.ib_network_id is not None
                     else f"no IB network is in {scope_text} at all (check the name: Crusoe publishes "
                          f"{', '.join(LOCATIONS)})")
        best_text = (f"${{{best} == null ? \"none: {none_text}\" : \"${{{best}.free}} slices on ${{{best}.name}} "
                     f"(${{{best}.id}}, ${{{best}.location}})\"}}")
        counts = dict(slices=f"${{{slices}}}", type=settings.instance_type, per_vm=per_vm, best=best_text,
                      nodes=f"${{{L('new_count')}}}")
        message = plan_message("CIB101", f"{self.node.path}.node_count", str(settings.node_count),
                               searched=where_text, **counts)
        retype_message = plan_message(
            "CIB102", f"{self.node.path}.instance_type", repr(settings.instance_type),
            old=f"${{{prior_ref}.instance_type}}", network=f"${{{prior_ref}.ib_network_id}}", **counts)
        found = f"{L('selected')} != null"
        self.check = _hcl.named(terraform_data(
            self, "check",
            lifecycle=TerraformResourceLifecycle(precondition=[
                Precondition(condition=_hcl.expr(f"{L('retyped')} || {found}"), error_message=message),
                Precondition(condition=_hcl.expr(f"!{L('retyped')} || {found}"), error_message=retype_message)]),
        ), self, "check")

        #: ``local.<guard>_node_keys``: a map of node key -> key, the pool's ``for_each``.
        self.node_keys_local = L("node_keys")
        self.ib_network_id: str = _hcl.expr(f"try({L('selected')}.id, \"\")")
        self.location: str = _hcl.expr(L("location"))
        self._recorded = False

    @property
    def has_pool(self) -> bool:
        """True once a pool records its nodes here (one guard checks exactly one pool)."""
        return self._recorded

    def record_nodes(self, keys_expression: str) -> None:
        """Write the ledger the next plan reads back: network, location, instance type, nodes that exist."""
        if self._recorded:
            raise RuntimeError(f"{self.node.path}: one IbCapacityGuard guards exactly one pool.")
        self._recorded = True
        out = TerraformOutput(self, "ledger", value={
            "ib_network_id": self.ib_network_id,
            "location": self.location,
            "instance_type": self.props.settings.instance_type,
            "nodes": keys_expression,
        }, description="Capacity ledger read back by the next plan (network, location, instance type, node keys).")
        out.override_logical_id(self.ledger_output_name)
        inner = lambda v: v[2:-1] if v.startswith("${") and v.endswith("}") else v  # noqa: E731
        self.props.previous_state.record(self, "ledger-snapshot", self.ledger_output_name, (
            f"{{ ib_network_id = {inner(self.ib_network_id)}, location = {inner(self.location)}, "
            f"instance_type = {_hcl.string(self.props.settings.instance_type)}, nodes = {inner(keys_expression)} }}"))
