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

import base64
import binascii
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from .cdk import Construct, Precondition, TerraformLocal, TerraformOutput, TerraformResourceLifecycle, crusoe, warn

from . import _hcl, _scripts
from ._settings import (
    Context, Files, Settings, control_at, expression_at, format_issue, has_control, has_expression, literal_issues, rule,
    wiring_issues,
)
from .catalog import CATALOG
from .resolve import ResolvedEnvironment, covered, settings_issues, standalone_context
from .errors import Issue, excerpt, issue, plan_message, raise_if, warning
from .ib_capacity_guard import IbCapacityGuard, node_keys
from .ib_partition import IbPartition
from .platform_contract import disk_size_gib, disk_size_issues, image_warning
from .node_delivery import NodeDelivery

# Crusoe provider bindings of the selected CDK (crusoe_ib.cdk).
ComputeInstance = crusoe.compute_instance.ComputeInstance
ComputeInstanceDisks = crusoe.compute_instance.ComputeInstanceDisks
ComputeInstanceHostChannelAdapters = crusoe.compute_instance.ComputeInstanceHostChannelAdapters
ComputeInstanceNetworkInterfaces = crusoe.compute_instance.ComputeInstanceNetworkInterfaces
ComputeInstanceNetworkInterfacesPublicIpv4 = crusoe.compute_instance.ComputeInstanceNetworkInterfacesPublicIpv4
StorageDisk = crusoe.storage_disk.StorageDisk
DataCrusoeStorageDisks = crusoe.data_crusoe_storage_disks.DataCrusoeStorageDisks

DEFAULT_IMAGE = "ubuntu22.04-nvidia-sxm-docker:latest"
_KEY_TYPES = ("ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
              "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com")
_PUBLIC_KEY = re.compile(r"(?P<type>[a-z0-9@.-]+) (?P<body>[A-Za-z0-9+/]+={0,2})(?: (?P<comment>[^\x00-\x1f\x7f]*))?")
# Armoured private keys (OpenSSH, PEM RSA/EC/DSA, PKCS#8, encrypted PKCS#8), PuTTY files, and the
# bare base64 body of an OpenSSH private key ("openssh-key-v1").
_PRIVATE = re.compile(r"PRIVATE KEY|PuTTY-User-Key-File|b3BlbnNzaC1rZXktdjE", re.IGNORECASE)
_IMAGE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,127}")
_NVLINK_DOMAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{0,63}")
_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,40}[a-z0-9])?")
_USER = re.compile(r"[a-z_][a-z0-9_-]{0,31}")
# [user@]host[:port]: a login name, a DNS name or IPv4 address (letters, digits, dots, dashes; never
# starting with '-', so ssh can never read it as an option), an optional port. Every character is
# one shlex.quote leaves alone, so the value is the same word in every printed command.
_JUMP = re.compile(r"(?:(?P<user>[a-z_][a-z0-9_-]{0,31})@)?"
                   r"(?P<host>[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(?::(?P<port>[0-9]{1,5}))?")


def image_issues(where: str, image: str) -> list[Issue]:
    return [] if _IMAGE.fullmatch(image) else [format_issue("CIB035", where, image)]


def user_issues(where: str, user: str) -> list[Issue]:
    return [] if _USER.fullmatch(user) else [issue("CIB039", where, user)]


def jump_host_issues(where: str, jump: str) -> list[Issue]:
    """CIB091/CIB092 for an expression or control characters, CIB043 unless ``[user@]host[:port]``."""
    found = literal_issues(where, jump)
    if found:
        return found
    match = _JUMP.fullmatch(jump)
    if match and not (match["port"] and not 1 <= int(match["port"]) <= 65535):
        return []
    return [issue("CIB043", where, jump)]


@dataclass(frozen=True, kw_only=True)
class NodeOverride(Settings):
    """Per-node exceptions, e.g. rolling one node to a new image.

    image: this node's image instead of the pool's.
    ib_partition_id: exists only to be refused (CIB038): a pool whose nodes sit in different
        partitions cannot run one NCCL job.
    """

    image: str | None = None
    ib_partition_id: str | None = None

    @rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        return [] if self.image is None else image_issues(f"{where}.image", self.image)

    @rule("ib_partition_id")
    def _partition(self, where: str, context: Context) -> list[Issue]:
        return [] if self.ib_partition_id is None else [issue("CIB038", f"{where}.ib_partition_id", self.ib_partition_id)]


@dataclass(frozen=True, kw_only=True)
class NodePoolSettings(Settings):
    """ssh_public_key / ssh_public_key_file: exactly one; the file is read at synth time and only its
        content (one public key line) is written. A private key is refused in every form.
    image: Crusoe's curated image for the instance type by default (drivers and OFED kept current,
        as Crusoe's K3s article relies on): ``InstanceType.default_image`` from the catalog
        (``ubuntu22.04-nvidia-sxm-docker:latest`` for H100/H200/A100, the B200/B300/GB200 images
        of Crusoe's public NCCL test). A type whose image no public source names (MI300X) needs
        it set (CIB134).
    nvlink_domain_id: place every node in this NVLink domain (GB200 NVL72: one rack, 18 VMs);
        only for types with NVLink domains (CIB131), at most the domain's VMs (CIB133). Unset
        (the default), Crusoe places each VM and reports its domain in the node's
        ``nvlink_domain_id``. Changing it replaces the nodes (the provider's RequiresReplace).
    data_disk_size: optional persistent disk per node, e.g. "2TiB".
    startup_script: your own boot step (bash, taken literally: ``${VAR}`` is bash's), run after
        the library's steps.
    node_overrides: per-key exceptions (see NodeOverride).
    replace_nodes_on_boot_script_change: off by default. Crusoe replaces an instance whose
        ``startup_script`` changes, so a new checker release or boot step would otherwise rebuild
        every running node on the next apply. By default changes reach new nodes only; roll them
        out on purpose with ``terraform apply -replace='<pool>_nodes["node-003"]'``.
    public_ip: the node's public IPv4, as the provider's ``network_interfaces[].public_ipv4.type``:
        ``"dynamic"`` (the default, Crusoe's own default: nothing is written, so existing pools
        plan no change), ``"static"``, or ``"none"``: no public address; the nodes are reached
        through ``ssh_jump_host`` at their private addresses, and it is then required (CIB044).
        Crusoe documents ``none`` for managed node pools as limited availability (ask support to
        enable it); a VM pool passes it to the API the same way.
    control_plane_public_ip: the public IPv4 of every other VM a stack creates beside the pool (K3s
        servers and their HAProxy endpoint, Slurm controllers and login nodes). None (the default)
        means the same as ``public_ip``: a private pool makes a private cluster. Set it to open one
        on purpose (``"dynamic"`` for a public K3s API endpoint or login node beside private GPU
        nodes), or to ``"none"`` to keep only the control plane private (a jump host is then required).
    ssh_jump_host: ``[user@]host[:port]`` of a bastion in the VPC (e.g. ``ops@bastion.example.com:2222``).
        When set, every command the outputs print (verification, torchrun, log collection, the apply
        gate) goes ``ssh -J <jump host>`` to the nodes' PRIVATE addresses, whatever ``public_ip`` is.
        Letters, digits, dots and dashes only (no IPv6 literal: name the bastion in DNS).
    """

    ssh_public_key: str | None = None
    ssh_public_key_file: str | None = None
    image: str | None = None
    nvlink_domain_id: str | None = None
    data_disk_size: str | None = None
    startup_script: str | None = None
    node_overrides: Mapping[str, NodeOverride] = field(default_factory=dict)
    replace_nodes_on_boot_script_change: bool = False
    public_ip: Literal["dynamic", "static", "none"] = "dynamic"
    control_plane_public_ip: Literal["dynamic", "static", "none"] | None = None
    ssh_jump_host: str | None = None

    @rule("ssh_public_key", "ssh_public_key_file")
    def _ssh_key(self, where: str, context: Context) -> list[Issue]:
        return ssh_key_issues(where, self.ssh_public_key, self.ssh_public_key_file, read=context.read)

    @rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        if self.image is not None:
            return image_issues(f"{where}.image", self.image)
        itype = CATALOG.get(context.instance_type or "")
        if itype is not None and itype.default_image is None:
            return [issue("CIB134", f"{where}.image", None, type=itype.name)]
        return []

    @rule("nvlink_domain_id")
    def _nvlink_domain(self, where: str, context: Context) -> list[Issue]:
        domain = self.nvlink_domain_id
        if domain is None:
            return []
        where = f"{where}.nvlink_domain_id"
        if not _NVLINK_DOMAIN.fullmatch(domain):
            return [format_issue("CIB132", where, domain)]
        itype = CATALOG.get(context.instance_type or "")
        if itype is None:
            return []
        if not itype.has_nvlink_domains:
            types = ", ".join(sorted(t.name for t in CATALOG.values() if t.has_nvlink_domains))
            return [issue("CIB131", where, domain, types=types, type=itype.name)]
        if context.node_count is not None and context.node_count > itype.nvlink_domain_vms:
            return [issue("CIB133", where, domain, type=itype.name, domain=itype.nvlink_domain_vms,
                          gpus=itype.nvlink_domain_vms * itype.gpus, nodes=context.node_count)]
        return []

    def resolved_image(self, instance_type: str) -> str:
        """The image nodes boot: ``image``, else the catalog's default for the type."""
        if self.image is not None:
            return self.image
        itype = CATALOG.get(instance_type)
        return itype.default_image if itype is not None and itype.default_image else DEFAULT_IMAGE

    @rule("data_disk_size")
    def _disk(self, where: str, context: Context) -> list[Issue]:
        size = self.data_disk_size
        return [] if size is None else disk_size_issues(f"{where}.data_disk_size", size)

    @rule("startup_script")
    def _script(self, where: str, context: Context) -> list[Issue]:
        script = self.startup_script
        if script is None:
            return []
        flat = script.replace("\n", "").replace("\t", "")
        if has_control(flat):
            at = control_at(flat)
            return [issue("CIB092", f"{where}.startup_script", excerpt(flat, at, at + 1, width=40))]
        return _scripts.user_script_issues(f"{where}.startup_script", script)

    @rule("node_overrides")
    def _overrides(self, where: str, context: Context) -> list[Issue]:
        if context.node_count is None:
            return []
        keys = node_keys(context.node_count)
        return [issue("CIB037", f"{where}.node_overrides", key, first=keys[0], last=keys[-1])
                for key in self.node_overrides if key not in set(keys)]

    @rule("ssh_jump_host")
    def _jump(self, where: str, context: Context) -> list[Issue]:
        jump = self.ssh_jump_host
        return [] if jump is None else jump_host_issues(f"{where}.ssh_jump_host", jump)

    @rule("public_ip", "control_plane_public_ip", "ssh_jump_host")
    def _reachable(self, where: str, context: Context) -> list[Issue]:
        if "none" in (self.public_ip, self.control_plane_public_ip) and self.ssh_jump_host is None:
            return [issue("CIB044", f"{where}.ssh_jump_host", None)]
        return []

    @property
    def cluster_public_ip(self) -> str:
        """The public IPv4 mode of the VMs beside the pool: ``control_plane_public_ip`` or ``public_ip``."""
        return self.control_plane_public_ip or self.public_ip

    def public_key(self, files: Files | None = None) -> str:
        """The one public key line, from the text or the file (call after validation; ``files``:
        the reads validation made, so the file is read once)."""
        if self.ssh_public_key is not None:
            return self.ssh_public_key.strip()
        return (files or Files()).read(self.ssh_public_key_file).decode("utf-8").strip()


#: Public keys of this repository's examples (keys/training-ops.pub), by base64 body -> comment: whoever holds
#: the private key could log in to every node of a stack deployed with it.
EXAMPLE_PUBLIC_KEYS = {"AAAAC3NzaC1lZDI1NTE5AAAAIKi03Qyw0rbrO4Nn50hpvXGPnDxJLjYzSeZpp/Pv5zha": "training-ops@example"}


def example_key_issue(where: str, settings: NodePoolSettings, public_key: str, *, refuse: bool = False) -> Issue | None:
    """When the pool's (valid) public key line ``public_key`` is the repository's example: CIB261 when
    ``refuse`` (production, see network.refuses_examples), else the CIB260 warning. Names the field
    that is set."""
    comment = EXAMPLE_PUBLIC_KEYS.get(public_key.split()[1])
    if comment is None:
        return None
    name = "ssh_public_key" if settings.ssh_public_key is not None else "ssh_public_key_file"
    found = issue if refuse else warning
    return found("CIB261" if refuse else "CIB260", f"{where}.{name}", getattr(settings, name), comment=comment)


def ssh_key_issues(where: str, key: str | None, key_file: str | None,
                   read: Callable[[str], bytes] = Context().read) -> list[Issue]:
    """Exactly one source; no expression; never a private key (not even echoed); one valid public key
    line whose base64 body decodes to the type it claims."""
    if (key is None) == (key_file is None):
        return [issue("CIB031", f"{where}.ssh_public_key", key if key_file is None else "<both set>")]
    field_name, text = "ssh_public_key", key
    if key_file is not None:
        field_name = "ssh_public_key_file"
        if has_expression(key_file) or has_control(key_file) or not key_file.strip():
            return literal_issues(f"{where}.{field_name}", key_file) or [
                issue("CIB032", f"{where}.{field_name}", key_file, reason="empty path")]
        try:
            raw = read(key_file)
        except OSError as exc:
            return [issue("CIB032", f"{where}.{field_name}", key_file, reason=exc.strerror or type(exc).__name__)]
        text = raw.decode("utf-8", errors="replace")
    where = f"{where}.{field_name}"
    line = text.strip()

    def shown(limit: int, at: int = 0, end: int | None = None) -> str:
        """What a problem names: the file's path (never its content), or the key text shortened
        around ``line[at:end]``, the part that breaks the rule."""
        if key_file is not None:
            return key_file
        return excerpt(line, at, end, width=limit)

    if _PRIVATE.search(text):
        return [issue("CIB033", where, key_file if key_file is not None else "<private key, redacted>")]
    if has_expression(text):
        at = expression_at(line)
        return [issue("CIB091", where, shown(77, at, at + 2))]
    match = _PUBLIC_KEY.fullmatch(line)
    if not match or match["type"] not in _KEY_TYPES or not _body_matches(match["body"], match["type"]):
        return [issue("CIB034", where, shown(24))]
    return []


def _body_matches(body: str, key_type: str) -> bool:
    """An OpenSSH public key body starts with its own type as a length-prefixed string."""
    try:
        blob = base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        return False
    n = int.from_bytes(blob[:4], "big")
    return len(blob) > 4 + n and blob[4:4 + n] == key_type.encode()


@dataclass(frozen=True, kw_only=True)
class GpuNodePoolProps:
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
    resolved: the environment as ``crusoe_ib.app.resolve`` validated it once (the stack passes it);
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

    def issues(self, where: str, context: Context | None = None) -> list[Issue]:
        wiring = wiring_issues(self, where)
        if wiring:
            return wiring
        guard = self.capacity_guard
        found = [] if _NAME.fullmatch(self.name) else [issue("CIB030", f"{where}.name", self.name)]
        if guard.has_pool:
            found.append(issue("CIB083", f"{where}.capacity_guard", guard.node.path))
        return found + settings_issues(self.settings, where, context or self.context(), self.resolved)

    def context(self) -> Context:
        """The pool's validation context: the environment's when resolved, else what the guard knows."""
        return self.resolved.context if self.resolved is not None else standalone_context(pool=self.capacity_guard)


def _safe_context(props: object) -> Context | None:
    """The standalone context, or None when the props are miswired (their issues say so)."""
    try:
        return props.context() if isinstance(props, GpuNodePoolProps) and not wiring_issues(props, "") else None
    except AttributeError:
        return None


class GpuNodePool(Construct):
    """The pool's nodes (``nodes``, a for_each ``crusoe_compute_instance``), optional ``disks``,
    and outputs ``<pool>_nodes`` (key -> name, private and public IP).

    Boot steps: constructs such as VerificationHooks call ``add_startup_step``; the user's
    ``startup_script`` always runs last.

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
        context = None if isinstance(props, GpuNodePoolProps) and props.resolved is not None else _safe_context(props)
        raise_if(props.issues(self.node.path, context) if context is not None else props.issues(self.node.path))
        self.props = props
        self.settings = settings = props.settings
        #: The SSH public key line every node gets (read once: by resolve, or by this validation).
        self.public_key = props.resolved.public_key if covered(props.resolved, settings) else settings.public_key(
            context.files if context is not None else None)
        guard = props.capacity_guard
        self.instance_type = guard.instance_type
        self.keys = list(guard.keys)
        self._steps: list[tuple[str, str, str]] = []
        self._boot_script: TerraformLocal | None = None
        self._first_boot_script: TerraformLocal | None = None
        self._delivery: NodeDelivery | None = None
        self._node_lists: dict[str, str] = {}

        # Disks and nodes iterate over the guard's local map of key -> key (_hcl.each_of): over a set
        # Terraform plans in quadratic time, and a per-node `each.value` re-reads the whole map per node.
        image = pool_image = settings.resolved_image(self.instance_type.name)
        overrides = {k: o.image for k, o in sorted(settings.node_overrides.items()) if o.image}
        for img in sorted({pool_image, *overrides.values()}):
            advice = image_warning(f"{self.node.path}.image", img)
            if advice:
                warn(self, advice)
        example = example_key_issue(self.node.path, settings, self.public_key)
        if example:
            warn(self, example)
        for name in ("public_ip", "control_plane_public_ip"):
            if getattr(settings, name) == "static":
                warn(self, warning("CIB288", f"{self.node.path}.{name}", "static"))
        if overrides:
            images = _hcl.named(TerraformLocal(self, "image-overrides", overrides), self, "image_overrides")
            image = _hcl.expr(f"lookup(local.{images.friendly_unique_id}, each.key, {_hcl.string(pool_image)})")
        self.disks = None
        disks = None
        if settings.data_disk_size:
            # Disks only grow (Crusoe docs, "Disks overview"): each disk's size is compared with the size Crusoe
            # reports for the disk of that name now (crusoe_storage_disks, read at plan), never with what an
            # apply meant to do: a failed create leaves no disk and no constraint, a failed resize leaves the
            # disk (and the constraint) as it was. A smaller size is refused (CIB191) instead of the API
            # failing mid-apply.
            gib = disk_size_gib(settings.data_disk_size)
            live = DataCrusoeStorageDisks(self, "live-disks")
            _hcl.named(live, self, "live_disks")
            size = "d.size"
            parsed = (f'try(tonumber(substr({size}, 0, length({size}) - 3)) * '
                      f'(lower(substr({size}, length({size}) - 3, 3)) == "tib" ? 1024 : 1), 0)')
            location = guard.location[2:-1]  # "${local.<guard>_location}" -> the reference
            grouped = f"{{for d in {live.fqn}.disks : d.name => {parsed}... if d.location == {location}}}"
            reported = "local." + _hcl.named(TerraformLocal(
                self, "reported-data-disk-gib", _hcl.expr(f"{{for name, sizes in {grouped} : name => max(sizes...)}}")),
                self, "reported_data_disk_gib").friendly_unique_id
            previous = f'lookup({reported}, "{props.name}-${{each.key}}-data", 0)'
            self.disks = _hcl.named(StorageDisk(
                self, "disks", for_each=_hcl.each_of(guard.node_keys_local), name=f"{props.name}-${{each.key}}-data",
                size=settings.data_disk_size, location=guard.location, type="persistent-ssd",
                lifecycle=TerraformResourceLifecycle(
                    prevent_destroy=True if props.protect else None,
                    precondition=[Precondition(
                        condition=f"${{{gib} >= {previous}}}",
                        error_message=plan_message("CIB191", f"{self.node.path}.data_disk_size",
                                                   repr(settings.data_disk_size), previous=f"${{{previous}}}",
                                                   disk=f"{props.name}-${{each.key}}-data"))])),
                self, "disks")
            TerraformOutput(self, "data-disk-gib", value=_hcl.expr(
                f"max(0, [for d in {_hcl.address(self.disks)} : {parsed}]...)"),
                description="The largest data disk per node in GiB, as Crusoe reported it after the apply.").override_logical_id(
                f"{_hcl.logical_id(self, '')}_data_disk_gib")
            disks = [ComputeInstanceDisks(
                id=_hcl.expr(f"{_hcl.address(self.disks)}[each.key].id"), attachment_type="data", mode="read-write")]

        self.nodes = _hcl.named(ComputeInstance(
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
        self._render_startup_script()

        self.nodes_address = _hcl.address(self.nodes)
        # Every output reads the nodes through one local: Terraform builds the whole resource's
        # object (2,048 instances, every attribute) each time an expression names it, and a local
        # is evaluated once. 2,048 nodes: ~2x faster init+plan, ~90 MB less memory.
        view = _hcl.named(TerraformLocal(self, "nodes-view", _hcl.expr(_hcl.for_map(
            self.nodes_address, "{ id = n.id, name = n.name, network_interfaces = n.network_interfaces }"))),
            self, "nodes_view")
        #: ``local.<pool>_nodes_view``: key -> the node's ``id``, ``name`` and ``network_interfaces``, as
        #: on the resource. Outputs and commands read the nodes here, not from the resource.
        self.nodes_view = address = f"local.{view.friendly_unique_id}"
        jump = settings.ssh_jump_host
        #: Attribute path of the address printed commands reach a node at, and the ssh options for it.
        self.ssh_address = _hcl.PRIVATE_IP if jump else _hcl.PUBLIC_IP
        self.ssh_options: tuple[str, ...] = ("-J", jump) if jump else ()
        guard.record_nodes(_hcl.expr(f"keys({address})"))
        # public_ipv4 is never null in state and its address is "" where a node has none, in every
        # public_ip mode (see _network_interface): "" becomes null here, never a printed address.
        public = f'n.{_hcl.PUBLIC_IP} != "" ? n.{_hcl.PUBLIC_IP} : null'
        value = f"{{ name = n.name, private_ip = n.{_hcl.PRIVATE_IP}, public_ip = {public} }}"
        out = TerraformOutput(self, "nodes-output", description="Pool nodes: key -> name, private and public IP.",
                              value=_hcl.expr(_hcl.for_map(address, value)))
        _hcl.named(out, self, "nodes")

    def _node_list(self, suffix: str, separator: str, item: str) -> str:
        """``local.<pool>_<suffix>``: one line or word per node, joined once. Terraform evaluates a
        ``join`` over every node each time an expression names it (2,048 nodes: a for-expression and a
        conversion of 2,048 values); the outputs that print the same list name this local instead."""
        if suffix not in self._node_lists:
            local = TerraformLocal(self, suffix.replace("_", "-"), _hcl.expr(_hcl.join(separator, _hcl.for_list(self.nodes_view, item))))
            self._node_lists[suffix] = f"local.{_hcl.named(local, self, suffix).friendly_unique_id}"
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
        """Add a boot step (bash). Steps run in the order added, before the user's script.

        The step is a Terraform template: ``GpuNodePool.NODE_KEY`` stands for the node's key, and
        bash's own ``${VAR}`` must be escaped as ``$${VAR}`` (``$VAR`` needs no escape).
        ``first_node``: what the pool's first node (``node-000``) runs for this step instead; the
        pool then renders two scripts, ``<pool>_boot_script`` and ``<pool>_first_node_boot_script``."""
        self._steps.append((name, script, script if first_node is None else first_node))
        self._render_startup_script()

    @staticmethod
    def _script(steps: list[tuple[str, str]]) -> str:
        parts = [_scripts.text(_scripts.render("pool/header.sh"))]
        for name, script in steps:
            parts += [f"# --- step: {name} ---", script.strip()]
        return "\n".join(parts) + "\n"

    def _render_startup_script(self) -> None:
        steps = list(self._steps)
        if self.settings.startup_script:
            # The user's script is bash, not a Terraform template: ${VAR} stays bash's.
            user = _hcl.template_text(self.settings.startup_script)
            steps.append(("user startup_script", user, user))
        if not steps:
            return
        script = self._script([(name, every) for name, every, _ in steps])
        first = self._script([(name, first) for name, _, first in steps])
        # Crusoe's lifecycle-script contract, as Terraform renders the script (a node key is never
        # longer than NODE_KEY, which stands in for it here).
        variants = [(script, "every node", 1)] + ([(first, "the first node", 2)] if first != script else [])
        for text, which, at in variants:
            raise_if(_scripts.startup_script_issues(
                f"{self.node.path}.startup_script", f"{self.props.name}-{self.keys[0]} .. {self.keys[-1]} ({which})",
                text, [(f"step '{step[0]}'", step[at]) for step in steps]))
        if self._boot_script is None:
            self._boot_script = _hcl.named(TerraformLocal(self, "boot-script", script), self, "boot_script")
        else:
            self._boot_script.expression = script
        chosen = f"local.{self._boot_script.friendly_unique_id}"
        if first != script:
            if self._first_boot_script is None:
                self._first_boot_script = _hcl.named(
                    TerraformLocal(self, "first-node-boot-script", first), self, "first_node_boot_script")
            else:
                self._first_boot_script.expression = first
            # Both branches are references to locals: choosing costs nothing per node.
            chosen = (f"each.key == {_hcl.string(self.keys[0])} ? "
                      f"local.{self._first_boot_script.friendly_unique_id} : {chosen}")
        self.nodes.startup_script = _hcl.expr(f"sensitive(replace({chosen}, {_hcl.string(self.NODE_KEY)}, each.key))")
