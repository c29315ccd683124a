"""The GPU pool's settings and the checks other settings share with it (images, users, jump hosts,
SSH keys): crusoe_ib.gpu_node_pool builds the pool from them."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from ..core._settings import (
    Context, FileReads, Settings, control_at, expression_at, format_issue, has_control, has_expression, literal_issues,
    settings_rule,
)
from ..platform.catalog import CATALOG
from ..core import ssh_keys
from ..core.errors import Issue, excerpt, issue, warning
from ..platform.platform_contract import disk_size_issues, user_script_issues
from .capacity import node_keys

#: The image a pool boots when neither its settings nor the catalog name one.
DEFAULT_IMAGE = "ubuntu22.04-nvidia-sxm-docker:latest"
_KEY_TYPES = ("ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
              "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com")
_PUBLIC_KEY = re.compile(r"(?P<type>[a-z0-9@.-]+) (?P<body>[A-Za-z0-9+/]+={0,2})(?: (?P<comment>[^\x00-\x1f\x7f]*))?")
# Armoured private keys (OpenSSH, PEM RSA/EC/DSA, PKCS#8, encrypted PKCS#8), PuTTY files, and the
# bare base64 body of an OpenSSH private key ("openssh-key-v1").
_PRIVATE = re.compile(r"PRIVATE KEY|PuTTY-User-Key-File|b3BlbnNzaC1rZXktdjE", re.IGNORECASE)
_IMAGE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,127}")
_NVLINK_DOMAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{0,63}")
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


def ssh_access_issues(where: str, user: object, options: object) -> list[Issue]:
    """A delivery's SSH user and options (``()`` or ``("-J", jump host)``) by the pool's rules (CIB039, CIB043,
    CIB091/CIB092): what ``NodeDelivery`` writes into its ssh command lines, given by a library user directly."""
    found = user_issues(f"{where}.ssh_user", user) if isinstance(user, str) else [issue("CIB039", f"{where}.ssh_user", user)]
    if not options:
        return found
    if isinstance(options, tuple) and len(options) == 2 and options[0] == "-J" and isinstance(options[1], str):
        return found + jump_host_issues(f"{where}.ssh_options", options[1])
    return found + [issue("CIB043", f"{where}.ssh_options", options)]


@dataclass(frozen=True, kw_only=True)
class NodeOverride(Settings):
    """Per-node exceptions, e.g. rolling one node to a new image.

    image: this node's image instead of the pool's.
    ib_partition_id: exists only to be refused (CIB038): a pool whose nodes sit in different
        partitions cannot run one NCCL job.
    """

    image: str | None = None
    ib_partition_id: str | None = None

    @settings_rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        return [] if self.image is None else image_issues(f"{where}.image", self.image)

    @settings_rule("ib_partition_id")
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

    @settings_rule("ssh_public_key", "ssh_public_key_file")
    def _ssh_key(self, where: str, context: Context) -> list[Issue]:
        return ssh_key_issues(where, self.ssh_public_key, self.ssh_public_key_file, read=context.read)

    @settings_rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        if self.image is not None:
            return image_issues(f"{where}.image", self.image)
        itype = CATALOG.get(context.instance_type or "")
        if itype is not None and itype.default_image is None:
            return [issue("CIB134", f"{where}.image", None, type=itype.name)]
        return []

    @settings_rule("nvlink_domain_id")
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

    @settings_rule("data_disk_size")
    def _disk(self, where: str, context: Context) -> list[Issue]:
        size = self.data_disk_size
        return [] if size is None else disk_size_issues(f"{where}.data_disk_size", size)

    @settings_rule("startup_script")
    def _script(self, where: str, context: Context) -> list[Issue]:
        script = self.startup_script
        if script is None:
            return []
        flat = script.replace("\n", "").replace("\t", "")
        if has_control(flat):
            at = control_at(flat)
            return [issue("CIB092", f"{where}.startup_script", excerpt(flat, at, at + 1, width=40))]
        return user_script_issues(f"{where}.startup_script", script)

    @settings_rule("node_overrides")
    def _overrides(self, where: str, context: Context) -> list[Issue]:
        if context.node_count is None:
            return []
        keys = node_keys(context.node_count)
        return [issue("CIB037", f"{where}.node_overrides", key, first=keys[0], last=keys[-1])
                for key in self.node_overrides if key not in set(keys)]

    @settings_rule("ssh_jump_host")
    def _jump(self, where: str, context: Context) -> list[Issue]:
        jump = self.ssh_jump_host
        return [] if jump is None else jump_host_issues(f"{where}.ssh_jump_host", jump)

    @settings_rule("public_ip", "control_plane_public_ip", "ssh_jump_host")
    def _reachable(self, where: str, context: Context) -> list[Issue]:
        if "none" in (self.public_ip, self.control_plane_public_ip) and self.ssh_jump_host is None:
            return [issue("CIB044", f"{where}.ssh_jump_host", None)]
        return []

    @property
    def cluster_public_ip(self) -> str:
        """The public IPv4 mode of the VMs beside the pool: ``control_plane_public_ip`` or ``public_ip``."""
        return self.control_plane_public_ip or self.public_ip

    def public_key(self, files: FileReads | None = None) -> str:
        """The one public key line, from the text or the file (call after validation; ``files``:
        the reads validation made, so the file is read once)."""
        if self.ssh_public_key is not None:
            return self.ssh_public_key.strip()
        return (files or FileReads()).read(self.ssh_public_key_file).decode("utf-8").strip()


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
    """An OpenSSH public key body of its own type that parses as the Crusoe provider's validator parses it
    (core/ssh_keys.py: a key cut short while copying, whose base64 still decodes, fails ``terraform plan``
    there with "Invalid SSH Key")."""
    return ssh_keys.body_problem(body, key_type) is None
