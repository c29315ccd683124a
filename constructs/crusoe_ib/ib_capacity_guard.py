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

from dataclasses import dataclass

from .cdk import Construct, warn, crusoe, terraform_data, Precondition, TerraformLocal, TerraformOutput, TerraformResourceLifecycle

from . import _hcl
from ._settings import Context
from .backend import StateBackend
from .catalog import CATALOG
from .resolve import Check, ResolvableProps, ResolvedEnvironment
from .errors import plan_message
from .platform_contract import LOCATIONS
from .settings.capacity import CapacitySettings, node_keys  # noqa: F401  (re-exported: their old home)

# Crusoe provider bindings of the selected CDK (crusoe_ib.cdk).
DataCrusoeIbNetworks = crusoe.data_crusoe_ib_networks.DataCrusoeIbNetworks


@dataclass(frozen=True, kw_only=True)
class IbCapacityGuardProps(ResolvableProps):
    """settings: what to check.
    previous_state: the stack's own state backend, where the guard reads its last ledger.
    resolved: the environment as ``crusoe_ib.app.resolve`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    settings: CapacitySettings
    previous_state: StateBackend
    resolved: ResolvedEnvironment | None = None

    def checks(self, where: str, context: Context) -> list[Check]:
        return [((self.settings,), lambda: self.settings.issues(where, context)),
                ((self.previous_state,), lambda: self.previous_state.issues(f"{where}.previous_state", context))]

    def values(self, context: Context) -> dict:
        return dict(instance_type=CATALOG[self.settings.instance_type], keys=tuple(node_keys(self.settings.node_count)))


class IbCapacityGuard(Construct):
    """Chooses the IB network for one pool and fails the plan when it has no room.

    Exposes ``ib_network_id`` and ``location`` (plan-time known strings) for IbPartition,
    the network and GpuNodePool, and ``check`` (the ``terraform_data`` carrying the
    precondition) so dependents can order themselves after it. Call ``record_nodes`` with the
    pool's keys expression so the ledger sees what exists (GpuNodePool does this).
    """

    def __init__(self, scope: Construct, id: str, props: IbCapacityGuardProps) -> None:
        super().__init__(scope, id)
        resolved = props.resolve(self.node.path)
        self.props = props
        settings = props.settings
        self.instance_type = resolved.instance_type
        #: The pool's reservation (None: on demand, or Crusoe's automatic association).
        self.reservation_id = settings.reservation_id
        for advice in settings.warnings(self.node.path):
            warn(self, advice)
        self.keys = list(resolved.keys)
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
        """Write the ledger the next plan reads back: network, location, instance type, and the nodes the
        apply makes exist (``keys_expression``; after a partly failed apply it still names them all, so a
        retry is never refused for slices its created nodes hold: docs/constructs.md)."""
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
