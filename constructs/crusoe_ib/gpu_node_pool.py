"""GpuNodePool: N InfiniBand GPU instances on one partition and one subnet.

Nodes are a ``for_each`` over stable keys (``node-000``, ``node-001``, ...): scaling 4 -> 3
destroys exactly ``node-003``, and replacing one node touches only it. Every node carries
``host_channel_adapters`` with the pool's partition (the second and third checks of the fallback
checklist in "A Field Guide to Crusoe InfiniBand with Terraform"), its type and location come
from the IbCapacityGuard, and only an SSH *public* key ever reaches the configuration.

A replaced partition replaces its nodes (``lifecycle.replace_triggered_by`` on the partition's id).
Crusoe's provider (crusoecloud/terraform-provider-crusoe v1.1.1) plans a new
``host_channel_adapters`` as an in-place update (no RequiresReplace) and its Update sends adapters
only with a changed network interface: the nodes would stay on the old partition, whose delete then
fails, and Terraform reports the provider's inconsistent result ("adapters change in place" and
"instance update" in tools/offline/README.md, "Provenance", with their lines). Replacing them moves
them: nodes deleted, old partition deleted, new one created, nodes created.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .core.cdk import Construct, Precondition, TerraformLocal, TerraformOutput, TerraformResourceLifecycle, crusoe, lazy, warn

from .core import _hcl, _scripts
from .core._settings import Context
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment, standalone_context
from .core.errors import Issue, issue, plan_message, raise_if, warning
from .ib_capacity_guard import IbCapacityGuard
from .ib_partition import IbPartition
from .platform.platform_contract import disk_size_gib, image_warning, startup_script_issues
from .node_delivery import NodeDelivery
from .settings.node_pool import (  # noqa: F401  (re-exported: their old home)
    DEFAULT_IMAGE, EXAMPLE_PUBLIC_KEYS, NodeOverride, NodePoolSettings, example_key_issue, image_issues,
    jump_host_issues, ssh_key_issues, user_issues,
)

# Crusoe provider bindings of the selected CDK (crusoe_ib.core.cdk).
ComputeInstance = crusoe.compute_instance.ComputeInstance
ComputeInstanceDisks = crusoe.compute_instance.ComputeInstanceDisks
ComputeInstanceHostChannelAdapters = crusoe.compute_instance.ComputeInstanceHostChannelAdapters
ComputeInstanceNetworkInterfaces = crusoe.compute_instance.ComputeInstanceNetworkInterfaces
ComputeInstanceNetworkInterfacesPublicIpv4 = crusoe.compute_instance.ComputeInstanceNetworkInterfacesPublicIpv4
StorageDisk = crusoe.storage_disk.StorageDisk
DataCrusoeStorageDisks = crusoe.data_crusoe_storage_disks.DataCrusoeStorageDisks

_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,40}[a-z0-9])?")


@dataclass(frozen=True)
class BootStep:
    """One boot step of a pool, as added (:meth:`GpuNodePool.add_startup_step`): its name, what every node
    runs, and what the first node (``node-000``) runs instead (the same script when it has no variant)."""

    name: str
    every: str
    first: str


@dataclass(frozen=True, kw_only=True)
class GpuNodePoolProps(ResolvableProps):
    """name: prefix of every node name (``<name>-node-000``).
    settings: the pool's own settings (SSH key, image, disks, boot script, overrides).
    capacity_guard: gives the instance type, node count, keys and location.
    partition: the one partition every node joins.
    subnet_id: the VPC subnet for the nodes' front-end interface.
    protect: ``lifecycle.prevent_destroy`` on the per-node data disks (on in production): a plan
        that would destroy one (a scale-down, a replacement) fails and names the disk. See
        GpuNodePool for retiring a node on purpose.
    depends_on: resources no node may be created before: the network's firewall rules
        (``ClusterNetwork.firewall_rules``). Crusoe denies all traffic until a rule allows it, so a node
        that boots first runs its boot steps without a network.
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    name: str
    settings: NodePoolSettings
    capacity_guard: IbCapacityGuard
    partition: IbPartition
    subnet_id: str
    protect: bool = False
    depends_on: tuple[object, ...] = ()
    resolved: ResolvedEnvironment | None = None

    def context(self) -> Context:
        """The pool's validation context: the environment's when resolved (the pool's rules need its
        production, type and size), else what the guard knows."""
        return self.resolved.context if self.resolved is not None else standalone_context(pool=self.capacity_guard)

    def checks(self, where: str, context: Context) -> list[Check]:
        return [((), lambda: self._own_issues(where)), ((self.settings,), lambda: self.settings.issues(where, context))]

    def values(self, context: Context) -> dict:
        guard, settings = self.capacity_guard, self.settings
        return dict(instance_type=guard.instance_type, keys=tuple(guard.keys), public_key=settings.public_key(context.files),
                    image=settings.resolved_image(guard.instance_type.name))

    def _own_issues(self, where: str) -> list[Issue]:
        """The props' own rules: a node name prefix Crusoe accepts, one pool per guard."""
        guard = self.capacity_guard
        found = [] if _NAME.fullmatch(self.name) else [issue("CIB030", f"{where}.name", self.name)]
        if guard.has_pool:
            found.append(issue("CIB083", f"{where}.capacity_guard", guard.node.path))
        return found


def _gib_of(size: str) -> str:
    """A Crusoe disk size (``"2TiB"``, ``"500GiB"``) in GiB, 0 when unreadable."""
    return (f'try(tonumber(substr({size}, 0, length({size}) - 3)) * '
            f'(lower(substr({size}, length({size}) - 3, 3)) == "tib" ? 1024 : 1), 0)')


class GpuNodePool(Construct):
    """The pool's nodes (``nodes``, a for_each ``crusoe_compute_instance``), optional ``disks``,
    and outputs ``<pool>_nodes`` (key -> name, private and public IP).

    Boot steps: constructs such as VerificationHooks call ``add_startup_step``; the user's
    ``startup_script`` always runs last. The steps are plain data (:class:`BootStep`), checked as each is
    added and written into the boot script once, when the synth writes it.

    Reaching the nodes: ``ssh_address`` is the attribute path printed commands connect to (the
    private address when ``ssh_jump_host`` is set, else the public one) and ``ssh_options`` the
    ``ssh`` options that go with it (``-J <jump host>``); VerificationHooks and TorchrunLauncher
    build every command from them.

    Data disks under ``protect`` (production) carry ``prevent_destroy``, which Terraform takes only
    as a constant for the whole resource: no per-node ``retire`` switch, so a plan that would destroy
    one disk fails and names it, and retiring a node is a deliberate, documented step that leaves
    the disk to a person (docs/operations.md, "Retiring one node with a data disk in production").

    The boot script is rendered once, as the local ``<pool>_boot_script`` (a Terraform template:
    a step may reference other resources, and must write a literal bash ``${VAR}`` as
    ``$${VAR}``), and each node gets it with ``NODE_KEY`` replaced by its key (``node-003``).
    A step may give the first node (``node-000``) its own variant (``add_startup_step(...,
    first_node=...)``); the first node then gets ``<pool>_first_node_boot_script``. Both branches
    are references to locals, so choosing costs nothing per node. Keep steps small: Terraform holds
    a node's startup script about ten times per node while planning and once per node in the state
    (docs/benchmark.md has the measurements); large content and secrets go through :meth:`delivery`
    instead. Every script is checked against Crusoe's lifecycle-script contract as Terraform renders
    it (CIB170-CIB172). The per-node value is marked ``sensitive()``, because printed for every node
    it made plans unreadable and slow; review the scripts in the synthesized JSON (and its
    snapshot), where each stands once.
    """

    #: The node's own key inside a boot step, replaced per node (a plain string, not an expression).
    NODE_KEY = "__CRUSOE_IB_NODE_KEY__"

    def __init__(self, scope: Construct, id: str, props: GpuNodePoolProps) -> None:
        super().__init__(scope, id)
        resolved = props.resolve(self.node.path)
        self.props = props
        self.settings = props.settings
        #: The SSH public key line every node gets (read once, by the resolution).
        self.public_key = resolved.public_key
        self.instance_type = resolved.instance_type
        self.keys = list(resolved.keys)
        #: The boot steps as added, in order (the user's ``startup_script`` runs after them): plain data, written
        #: into the boot script locals once, when the synth writes them.
        self._steps: list[BootStep] = []
        self._boot_script: TerraformLocal | None = None
        self._first_boot_script: TerraformLocal | None = None
        #: The scripts (every node's, the first node's) as last checked: the boot script locals' text.
        self._checked_scripts: tuple[str, str] = ("", "")
        self._delivery: NodeDelivery | None = None
        self._node_lists: dict[str, str] = {}
        self._warn_advice(resolved.image)
        image = self._image(resolved.image)
        self.disks = None
        disks = self._data_disks() if self.settings.data_disk_size else None
        self.nodes = self._nodes(image, disks)
        self._boot_steps_changed()  # the user's startup_script alone makes a boot script
        self.nodes_address = _hcl.address(self.nodes)
        #: ``local.<pool>_nodes_view``: key -> the node's ``id``, ``name`` and ``network_interfaces``, as
        #: on the resource. Outputs and commands read the nodes here, not from the resource.
        self.nodes_view = self._nodes_view()
        jump = self.settings.ssh_jump_host
        #: Attribute path of the address printed commands reach a node at, and the ssh options for it.
        self.ssh_address = _hcl.PRIVATE_IP if jump else _hcl.PUBLIC_IP
        self.ssh_options: tuple[str, ...] = ("-J", jump) if jump else ()
        # The ledger names the nodes this apply makes exist (the pool's for_each), not the resource's keys: a
        # ledger that waited for every node (Terraform orders by resource, never by node) forgot the nodes a
        # partly failed apply did create, and the retry was refused with CIB101 though the rest fit.
        props.capacity_guard.record_nodes(_hcl.expr(f"keys({props.capacity_guard.node_keys_local})"))
        self._nodes_output()

    def _warn_advice(self, pool_image: str) -> None:
        """Synth-time advice: images Crusoe does not list, an example SSH key, static public addresses."""
        settings = self.settings
        for img in sorted({pool_image, *self._image_overrides().values()}):
            advice = image_warning(f"{self.node.path}.image", img)
            if advice:
                warn(self, advice)
        example = example_key_issue(self.node.path, settings, self.public_key)
        if example:
            warn(self, example)
        for name in ("public_ip", "control_plane_public_ip"):
            if getattr(settings, name) == "static":
                warn(self, warning("CIB288", f"{self.node.path}.{name}", "static"))

    def _image_overrides(self) -> dict[str, str]:
        """Node key -> image, for the nodes that boot another image than the pool's."""
        return {k: o.image for k, o in sorted(self.settings.node_overrides.items()) if o.image}

    def _image(self, pool_image: str) -> str:
        """The nodes' image: the pool's, or a lookup in the ``<pool>_image_overrides`` local."""
        overrides = self._image_overrides()
        if not overrides:
            return pool_image
        images = _hcl.local(self, "image_overrides", overrides)
        return _hcl.expr(f"lookup({images}, each.key, {_hcl.string(pool_image)})")

    def _data_disks(self) -> list[ComputeInstanceDisks]:
        """One data disk per node (``disks``, keyed as the nodes), the output of their sizes, and the
        attachment each node gets.

        Disks only grow (Crusoe docs, "Disks overview"): each disk's size is compared with the size Crusoe
        reports for the disk of that name now (crusoe_storage_disks, read at plan), never with what an
        apply meant to do: a failed create leaves no disk and no constraint, a failed resize leaves the
        disk (and the constraint) as it was. A smaller size is refused (CIB191) instead of the API
        failing mid-apply."""
        settings, guard, name = self.settings, self.props.capacity_guard, self.props.name
        gib = disk_size_gib(settings.data_disk_size)
        live = _hcl.named(DataCrusoeStorageDisks(self, "live-disks"), self, "live_disks")
        parsed = _gib_of("d.size")
        grouped = f"{{for d in {live.fqn}.disks : d.name => {parsed}... if d.location == {_hcl.unwrap(guard.location)}}}"
        reported = _hcl.local(self, "reported_data_disk_gib", f"{{for name, sizes in {grouped} : name => max(sizes...)}}")
        disk_name = f"{name}-${{each.key}}-data"
        previous = f'lookup({reported}, "{disk_name}", 0)'
        self.disks = _hcl.named(StorageDisk(
            self, "disks", for_each=_hcl.each_of(guard.node_keys_local), name=disk_name,
            size=settings.data_disk_size, location=guard.location, type="persistent-ssd",
            lifecycle=TerraformResourceLifecycle(
                prevent_destroy=True if self.props.protect else None,
                precondition=[Precondition(
                    condition=_hcl.expr(f"{gib} >= {previous}"),
                    error_message=plan_message("CIB191", f"{self.node.path}.data_disk_size",
                                               repr(settings.data_disk_size), previous=_hcl.expr(previous),
                                               disk=disk_name))])),
            self, "disks")
        TerraformOutput(self, "data-disk-gib", value=_hcl.expr(
            f"max(0, [for d in {_hcl.address(self.disks)} : {parsed}]...)"),
            description="The largest data disk per node in GiB, as Crusoe reported it after the apply.").override_logical_id(
            f"{_hcl.logical_id(self, '')}_data_disk_gib")
        return [ComputeInstanceDisks(
            id=_hcl.expr(f"{_hcl.address(self.disks)}[each.key].id"), attachment_type="data", mode="read-write")]

    def _nodes(self, image: str, disks: list[ComputeInstanceDisks] | None) -> ComputeInstance:
        """The nodes: a for_each over the guard's local map of key -> key (_hcl.each_of; over a set Terraform
        plans in quadratic time), every one on the partition, replaced with it."""
        props, settings, guard = self.props, self.settings, self.props.capacity_guard
        return _hcl.named(ComputeInstance(
            self, "nodes",
            for_each=_hcl.each_of(guard.node_keys_local),
            name=f"{props.name}-${{each.key}}",
            type=self.instance_type.name,
            image=image,
            location=guard.location,
            ssh_key=self.public_key,
            network_interfaces=[self._network_interface(props.subnet_id, settings.public_ip)],
            host_channel_adapters=[ComputeInstanceHostChannelAdapters(ib_partition_id=props.partition.id)],
            nvlink_domain_id=settings.nvlink_domain_id,
            disks=disks,
            reservation_id=guard.reservation_id,
            depends_on=[guard.check, *props.depends_on],
            lifecycle=TerraformResourceLifecycle(
                ignore_changes=None if settings.replace_nodes_on_boot_script_change else ["startup_script"],
                replace_triggered_by=[f"{_hcl.address(props.partition.resource)}.id"]),
        ), self, "nodes")

    def _nodes_view(self) -> str:
        """Every output reads the nodes through one local: Terraform builds the whole resource's object
        (2,048 instances, every attribute) each time an expression names it, and a local is evaluated
        once. 2,048 nodes: ~2x faster init+plan, ~90 MB less memory."""
        fields = _hcl.obj({"id": "n.id", "name": "n.name", "network_interfaces": "n.network_interfaces"})
        return _hcl.local(self, "nodes_view", _hcl.for_map(self.nodes_address, fields))

    def _nodes_output(self) -> None:
        """``<pool>_nodes``: key -> name, private and public IP. public_ipv4 is never null in state and its
        address is "" where a node has none, in every public_ip mode (see _network_interface): "" becomes
        null here, never a printed address."""
        public = _hcl.cond(f'n.{_hcl.PUBLIC_IP} != ""', f"n.{_hcl.PUBLIC_IP}", "null")
        value = _hcl.obj({"name": "n.name", "private_ip": f"n.{_hcl.PRIVATE_IP}", "public_ip": public})
        out = TerraformOutput(self, "nodes-output", description="Pool nodes: key -> name, private and public IP.",
                              value=_hcl.expr(_hcl.for_map(self.nodes_view, value)))
        _hcl.named(out, self, "nodes")

    def _node_list(self, suffix: str, separator: str, item: str) -> str:
        """``local.<pool>_<suffix>``: one line or word per node, joined once. Terraform evaluates a
        ``join`` over every node each time an expression names it (2,048 nodes: a for-expression and a
        conversion of 2,048 values); the outputs that print the same list name this local instead."""
        if suffix not in self._node_lists:
            self._node_lists[suffix] = _hcl.local(self, suffix, _hcl.join(separator, _hcl.for_list(self.nodes_view, item)))
        return self._node_lists[suffix]

    @property
    def ssh_hosts(self) -> str:
        """Expression: every node's SSH address (``ssh_address``), space-separated, for a shell loop."""
        return self._node_list("ssh_hosts", " ", f"n.{self.ssh_address}")

    @property
    def ssh_hostfile(self) -> str:
        """Expression: one ``<SSH address> <node key>`` line per node (the hostfile the operator commands read)."""
        return self._node_list("ssh_hostfile", "\n", f'"${{n.{self.ssh_address}}} ${{k}}"')

    def cluster_network_interface(self, subnet_id: str) -> ComputeInstanceNetworkInterfaces:
        """The front-end interface of a VM a stack creates beside the pool (K3s servers and HAProxy,
        Slurm controllers and login nodes): public or not as ``settings.cluster_public_ip`` says."""
        return self._network_interface(subnet_id, self.settings.cluster_public_ip)

    @staticmethod
    def _network_interface(subnet_id: str, public_ip: str) -> ComputeInstanceNetworkInterfaces:
        """The front-end interface, per crusoecloud/terraform-provider-crusoe v1.1.1 (the version of
        schema/): its VM resource declares ``public_ipv4.type`` optional and computed with no validator
        and sends it to the API as written, on create and on update of a running instance. Values
        Crusoe documents: ``static`` or ``dynamic`` for VMs of an instance template (the provider's
        docs/resources/instance_template.md); ``dynamic``, ``static``, ``none`` for node pools,
        ``none`` in limited availability. On read the provider stores the API's public address as a
        Go string, so ``public_ipv4`` is never null in state and a node without a public address has
        ``""`` there ("public_ipv4" in tools/offline/README.md, "Provenance", with the lines). The
        default writes nothing (as before): existing pools plan no change."""
        if public_ip == "dynamic":
            return ComputeInstanceNetworkInterfaces(subnet=subnet_id)
        return ComputeInstanceNetworkInterfaces(
            subnet=subnet_id, public_ipv4=ComputeInstanceNetworkInterfacesPublicIpv4(type=public_ip))

    def delivery(self, ssh_user: str | None = None) -> NodeDelivery:
        """The pool's :class:`NodeDelivery` (``<pool>_delivery``): files and secrets pushed to every node
        over SSH after apply, at the addresses printed commands use (``ssh_address``, ``-J`` the jump
        host). Made by the first caller (VerificationHooks, with its ``ssh_user``; ``ubuntu`` otherwise)."""
        if self._delivery is None:
            self._delivery = NodeDelivery(
                self, "delivery", hosts=_hcl.for_map(self.nodes_view, f"n.{self.ssh_address}"),
                ids=_hcl.for_map(self.nodes_view, "n.id"), ssh_user=ssh_user or "ubuntu", ssh_options=self.ssh_options,
                triggers=_hcl.for_map(self.nodes_view, "n.id"))
        return self._delivery

    def add_startup_step(self, name: str, script: str, *, first_node: str | None = None) -> None:
        """Add a boot step (bash). Steps run in the order added, before the user's script; the same step asked
        for again (same name and scripts: the node's NCCL env, which torchrun and Slurm both need) runs once.

        The step is a Terraform template: ``GpuNodePool.NODE_KEY`` stands for the node's key, and
        bash's own ``${VAR}`` must be escaped as ``$${VAR}`` (``$VAR`` needs no escape).
        ``first_node``: what the pool's first node (``node-000``) runs for this step instead; the
        pool then renders two scripts, ``<pool>_boot_script`` and ``<pool>_first_node_boot_script``."""
        step = BootStep(name, script, script if first_node is None else first_node)
        if step not in self._steps:
            self._steps.append(step)
            self._boot_steps_changed()

    def _boot_steps(self) -> list[BootStep]:
        """Every boot step, the user's ``startup_script`` last (bash, not a Terraform template: its ${VAR} stays bash's)."""
        if not self.settings.startup_script:
            return list(self._steps)
        user = _hcl.template_text(self.settings.startup_script)
        return [*self._steps, BootStep("user startup_script", user, user)]

    @staticmethod
    def _script(steps: list[tuple[str, str]]) -> str:
        parts = [_scripts.text(_scripts.render("pool/header.sh"))]
        for name, script in steps:
            parts += [f"# --- step: {name} ---", script.strip()]
        return "\n".join(parts) + "\n"

    def _boot_scripts(self, steps: list[BootStep]) -> tuple[str, str]:
        """The boot script of every node and the first node's (the same text when no step has a first-node variant)."""
        return self._script([(s.name, s.every) for s in steps]), self._script([(s.name, s.first) for s in steps])

    def _boot_steps_changed(self) -> None:
        """A step was added: the scripts are checked now, where a mistake names its step, and the locals the nodes
        read are made when first needed. Their text, the scripts as last checked, is written when the synth writes
        them (core.cdk.lazy)."""
        steps = self._boot_steps()
        if not steps:
            return
        every, first = self._boot_scripts(steps)
        self._check_boot_scripts(steps, every, first)
        self._checked_scripts = (every, first)
        if self._boot_script is None or (first != every and self._first_boot_script is None):
            self._boot_script_locals(first_node=first != every)

    def _check_boot_scripts(self, steps: list[BootStep], every: str, first: str) -> None:
        """Crusoe's lifecycle-script contract (CIB170-CIB172), as Terraform renders the scripts (a node key is
        never longer than NODE_KEY, which stands in for it here): a ConfigError naming the largest steps."""
        variants = [(every, "every node", "every")] + ([(first, "the first node", "first")] if first != every else [])
        for text, which, part in variants:
            raise_if(startup_script_issues(
                f"{self.node.path}.startup_script", f"{self.props.name}-{self.keys[0]} .. {self.keys[-1]} ({which})",
                text, [(f"step '{step.name}'", getattr(step, part)) for step in steps]))

    def _boot_script_locals(self, first_node: bool) -> None:
        """``<pool>_boot_script`` (and ``<pool>_first_node_boot_script`` once a step has a first-node variant), their
        text written when the synth writes them, and the nodes' ``startup_script``, which picks one per node."""
        def text(which: int):
            return lazy(lambda: self._checked_scripts[which])

        if self._boot_script is None:
            self._boot_script = _hcl.named(TerraformLocal(self, "boot-script", text(0)), self, "boot_script")
        if first_node and self._first_boot_script is None:
            self._first_boot_script = _hcl.named(
                TerraformLocal(self, "first-node-boot-script", text(1)), self, "first_node_boot_script")
        chosen = f"local.{self._boot_script.friendly_unique_id}"
        if self._first_boot_script is not None:
            # Both branches are references to locals: choosing costs nothing per node.
            chosen = (f"each.key == {_hcl.string(self.keys[0])} ? "
                      f"local.{self._first_boot_script.friendly_unique_id} : {chosen}")
        self.nodes.startup_script = _hcl.expr(f"sensitive(replace({chosen}, {_hcl.string(self.NODE_KEY)}, each.key))")
