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

from .core.cdk import Construct, warn, crusoe, terraform_data, Precondition, TerraformLocal, TerraformOutput, TerraformResourceLifecycle

from .core import _hcl
from .core._settings import Context
from .backend import StateBackend
from .platform.catalog import CATALOG
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment
from .core.errors import plan_message
from .platform.platform_contract import LOCATIONS
from .settings.capacity import CapacitySettings, node_keys  # noqa: F401  (re-exported: their old home)

# Crusoe provider bindings of the selected CDK (crusoe_ib.core.cdk).
DataCrusoeIbNetworks = crusoe.data_crusoe_ib_networks.DataCrusoeIbNetworks


@dataclass(frozen=True, kw_only=True)
class IbCapacityGuardProps(ResolvableProps):
    """settings: what to check.
    previous_state: the stack's own state backend, where the guard reads its last ledger.
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
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
        self._name = _hcl.logical_id(self, "")
        self.ledger_output_name = f"{self._name}_ledger"
        self.networks = DataCrusoeIbNetworks(self, "networks")
        self.networks.override_logical_id(self._name)
        self._add_locals(self._locals_table())
        self.check = self._capacity_check()
        #: ``local.<guard>_node_keys``: a map of node key -> key, the pool's ``for_each``.
        self.node_keys_local = self._local("node_keys")
        self.ib_network_id: str = _hcl.expr(_hcl.try_(f"{self._local('selected')}.id", '""'))
        self.location: str = _hcl.expr(self._local("location"))
        self._recorded = False

    def _local(self, suffix: str) -> str:
        """``local.<guard>_<suffix>``: a reference to one of the guard's locals."""
        return f"local.{self._name}_{suffix}"

    def _scope_text(self) -> str:
        """Where the guard searches, as the plan's error names it."""
        settings = self.props.settings
        if settings.ib_network_id is not None:
            return f"the pinned network {settings.ib_network_id}"
        return ", ".join(settings.location_list)

    def _search(self) -> str:
        """The candidate networks without a running cluster: the pinned one, else every network of the
        locations, in the order given."""
        settings, networks = self.props.settings, self._local("networks")
        if settings.ib_network_id is not None:
            return _hcl.where(networks, f"n.id == {_hcl.string(settings.ib_network_id)}")
        return f"flatten({_hcl.for_values(_hcl.strings(settings.location_list), _hcl.where(networks, 'n.location == l'), item='l')})"

    def _locals_table(self) -> tuple[tuple[str, object, str], ...]:
        """The guard's locals, in evaluation order: (name, expression, why)."""
        local = self._local
        settings, per_vm = self.props.settings, self.instance_type.slices_per_vm
        slice_type = _hcl.string(settings.instance_type)
        # The last ledger as stored (null with no state yet, an empty state after destroy, or no
        # ledger output), then one shape whatever release wrote it: a ledger from before the
        # instance type was recorded says the nodes run this configuration's type.
        stored = self.props.previous_state.read_back(self, "previous", self.ledger_output_name, "null")
        prior = _hcl.obj({field: _hcl.try_(f"{local('stored')}.{field}", fallback) for field, fallback in (
            ("ib_network_id", '""'), ("location", '""'), ("nodes", "[]"), ("instance_type", slice_type))})
        free = f"sum(concat([0], {_hcl.for_values('n.capacities', 'c.quantity', item='c', condition=f'c.slice_type == {slice_type}')}))"
        network = _hcl.obj({"id": "n.id", "name": "n.name", "location": "n.location", "free": free})
        prior_nodes = local("prior_nodes")
        roomiest = _hcl.where(local("candidates"), f"n.free == max({_hcl.for_values(local('candidates'), 'c.free', item='c')}...)")
        return (
            # coalesce: the provider reads a project without IB networks as ib_networks = null, not []
            # (its data source, internal/ib_network/ib_network_data_source.go, appends to a nil slice),
            # and a for expression over null fails the plan before the guard can name the problem.
            ("networks", _hcl.for_values(f"coalesce(data.{_hcl.address(self.networks)}.ib_networks, [])", network),
             "every IB network with its free slices of the pool's type (none: an empty list, not null)"),
            ("stored", stored, "the ledger the last apply wrote, as stored (null before the first apply)"),
            ("prior", prior, "that ledger: network, location, node keys, instance type"),
            ("node_keys", {key: key for key in self.keys},
             "the node keys this configuration wants, key -> key: the pool's for_each (a local, evaluated once)"),
            # Counts and one lookup per stored key, not set arithmetic over the wanted keys: converting
            # 2,048 keys to a set (toset, setintersection, setsubtract) cost ~5% of a 2,048-node plan.
            ("prior_nodes", _hcl.where(f"{local('prior')}.nodes", f"can({local('node_keys')}[k])", item="k"),
             "wanted nodes that already exist (a stored key this configuration still wants)"),
            ("sticky", f"length({local('prior_nodes')}) > 0 && {local('prior')}.ib_network_id != \"\"",
             "nodes run on a network: keep it, never move a running cluster"),
            ("candidates", _hcl.cond(local("sticky"), _hcl.where(local("networks"), f"n.id == {local('prior')}.ib_network_id"),
                                     self._search()),
             "the kept network, or the pinned one, or every network of the locations in order"),
            ("retyped", f"length({local('prior_nodes')}) > 0 && {local('prior')}.instance_type != {slice_type}",
             "running nodes change type: each is resized or replaced onto the new type's slices"),
            ("new_count", f"length({local('node_keys')}) - ({_hcl.cond(local('retyped'), '0', f'length({prior_nodes})')})",
             "nodes that need slices: the ones to create, or every node when the type changes"),
            ("slices_needed", f"{local('new_count')} * {per_vm}", "slices those nodes consume"),
            ("fitting", _hcl.where(local("candidates"), f"n.free >= {local('slices_needed')}"), "candidates with room"),
            ("best", _hcl.cond(f"length({local('candidates')}) == 0", "null", f"{roomiest}[0]"),
             "the roomiest candidate, named in the error"),
            ("selected", _hcl.cond(f"length({local('fitting')}) > 0", f"{local('fitting')}[0]", "null"),
             "the first candidate with room, or null"),
            # Every node and disk names it: a reference per instance, not a function call per instance.
            ("location", _hcl.try_(f"{local('selected')}.location", '""'), "where the pool runs: the selected network's location"),
        )

    def _add_locals(self, table: tuple[tuple[str, object, str], ...]) -> None:
        """One Terraform local per row, named ``<guard>_<name>`` (a map stays a map)."""
        for suffix, expression, _why in table:
            value = expression if isinstance(expression, dict) else _hcl.expr(expression)
            TerraformLocal(self, f"local-{suffix}", value).override_logical_id(f"{self._name}_{suffix}")

    def _capacity_check(self):
        """The ``terraform_data`` whose preconditions fail the plan: no room (CIB101), or no room for
        running nodes that change type (CIB102)."""
        settings, local = self.props.settings, self._local
        prior = local("prior")
        where_text = _hcl.expr(_hcl.cond(
            local("sticky"), f'"the cluster\'s current network ${{{prior}.ib_network_id}} (kept because nodes already run there)"',
            f'"{self._scope_text()}"'))
        counts = dict(slices=_hcl.expr(local("slices_needed")), type=settings.instance_type,
                      per_vm=self.instance_type.slices_per_vm, best=self._best_text(), nodes=_hcl.expr(local("new_count")))
        message = plan_message("CIB101", f"{self.node.path}.node_count", str(settings.node_count),
                               searched=where_text, **counts)
        retype_message = plan_message(
            "CIB102", f"{self.node.path}.instance_type", repr(settings.instance_type),
            old=_hcl.expr(f"{prior}.instance_type"), network=_hcl.expr(f"{prior}.ib_network_id"), **counts)
        found, retyped = f"{local('selected')} != null", local("retyped")
        return _hcl.named(terraform_data(
            self, "check",
            lifecycle=TerraformResourceLifecycle(precondition=[
                Precondition(condition=_hcl.expr(f"{retyped} || {found}"), error_message=message),
                Precondition(condition=_hcl.expr(f"!{retyped} || {found}"), error_message=retype_message)]),
        ), self, "check")

    def _best_text(self) -> str:
        """The roomiest candidate as the error names it: by name (what the console and ``crusoe networking
        ib-networks list`` show first), then its id and location; none at all usually means a location name
        no network has."""
        settings, best = self.props.settings, self._local("best")
        none_text = (f"the pinned network {settings.ib_network_id} does not exist" if settings.ib_network_id is not None
                     else f"no IB network is in {self._scope_text()} at all (check the name: Crusoe publishes "
                          f"{', '.join(LOCATIONS)})")
        return _hcl.expr(_hcl.cond(
            f"{best} == null", f'"none: {none_text}"',
            f'"${{{best}.free}} slices on ${{{best}.name}} (${{{best}.id}}, ${{{best}.location}})"'))

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
        self.props.previous_state.record(self, "ledger-snapshot", self.ledger_output_name, _hcl.obj({
            "ib_network_id": _hcl.unwrap(self.ib_network_id), "location": _hcl.unwrap(self.location),
            "instance_type": _hcl.string(self.props.settings.instance_type), "nodes": _hcl.unwrap(keys_expression)}))
