"""Slurm's settings: :class:`SlurmSettings` (the cluster: controllers, login nodes, the partition) and
:class:`MungeKey` (where the munge key comes from), with their synth-time rules; the construct is
:class:`crusoe_ib.slurm_cluster.SlurmCluster`, whose module doc says what it builds and how the key travels."""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..platform import platform_contract
from ..core._settings import Context, Settings, literal_issues, settings_rule
from ..platform.catalog import CATALOG, cpu_type_issues
from ..core.errors import Issue, issue
from ..platform.platform_contract import disk_size_issues
from .node_pool import image_issues

DEFAULT_IMAGE = platform_contract.SLURM_IMAGE
#: The library's floor for a controller (Crusoe's own Slurm examples run c1a.4x, 16 GiB, or larger).
MIN_CONTROLLER_MEMORY_GIB = 16
MAX_LOGIN_NODES = 8
HEALTH_CHECK_INTERVAL_S = (60, 86400)
#: Words slurm.conf reads as keywords where a name belongs.
RESERVED_NAMES = ("default", "all")
#: NFS servers of Crusoe's shared disks, per location, as Crusoe's public Slurm deployment documents them.
_NAME = re.compile(r"[a-z]([a-z0-9-]{0,22}[a-z0-9])?")
_PARTITION = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,31}")
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")
_REPO = Path(__file__).resolve().parents[3]
MUNGE_KEY_BYTES = (32, 1024)  # munged refuses shorter keys; a longer one adds nothing


def slurm_node_name_issues(where: str, pool_name: str, node_count: int | None) -> list[Issue]:
    """CIB112 for GPU node names (``<pool>-node-000``) Slurm or DNS would refuse. ``where`` names
    the field that sets the pool's name."""
    if not isinstance(pool_name, str) or not pool_name:
        return []
    last = f"{pool_name}-node-{max(0, (node_count or 1) - 1):03d}"
    bad = (not pool_name[0].isalpha() or len(last) > 63 or pool_name.lower() in RESERVED_NAMES)
    example = re.sub(r"^[^a-z]+", "", pool_name)[:20] or "slurm"
    return [issue("CIB112", where, pool_name, reserved=", ".join(RESERVED_NAMES), example=example)] if bad else []


@dataclass(frozen=True, kw_only=True)
class MungeKey(Settings):
    """Where the munge key comes from: ``MungeKey.generated()`` or ``MungeKey.from_file(path)``.

    source: ``"generated"`` (made on the first controller at its first boot, never in Terraform state)
        or ``"file"``.
    path: the key file (``"file"`` only): outside the repository, 32-1024 bytes, not readable by
        group or others; read at apply with ``filebase64`` (the JSON holds the path, never the key).
    """

    source: Literal["generated", "file"]
    path: str | None = None

    @classmethod
    def generated(cls) -> "MungeKey":
        return cls(source="generated")

    @classmethod
    def from_file(cls, path: str) -> "MungeKey":
        return cls(source="file", path=path)

    @settings_rule("source", "path")
    def _path(self, where: str, context: Context) -> list[Issue]:
        at = f"{where}.path"
        if self.source == "generated":
            return [] if self.path is None else [issue("CIB117", at, self.path, problem="is set, but a generated key reads no file.")]
        if self.path is None or not self.path.strip():
            return [issue("CIB117", at, self.path, problem="is missing: from_file needs a path.")]
        found = literal_issues(at, self.path)
        if found:
            return found
        problem = munge_key_file_problem(self.path)
        return [issue("CIB117", at, self.path, problem=problem)] if problem else []

    def resolved_path(self) -> str:
        return str(Path(os.path.expanduser(self.path)).resolve())


def munge_key_file_problem(path: str) -> str | None:
    """Why a munge key file cannot be used (never its content), or None."""
    resolved = Path(os.path.expanduser(path)).resolve()
    if resolved == _REPO or _REPO in resolved.parents:
        return "is inside the repository, where it could be committed: keep it outside (e.g. in your secret store)."
    try:
        info = resolved.stat()
    except OSError as exc:
        return f"cannot be read ({exc.strerror or type(exc).__name__})."
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file."
    if info.st_mode & 0o077:
        return f"is readable or writable by group or others (mode {stat.S_IMODE(info.st_mode):04o}): chmod 600 it."
    low, high = MUNGE_KEY_BYTES
    if not low <= info.st_size <= high:
        return f"holds {info.st_size} bytes; munge needs {low} to {high}."
    return None


@dataclass(frozen=True, kw_only=True)
class SlurmSettings(Settings):
    """Slurm over the verified pool: a controller (optionally a backup), login node(s), the GPU
    pool as one partition, the IB node check as Slurm's health check.

    name: ClusterName and the prefix of the CPU hosts (``<name>-controller-0``, ``<name>-login-0``).
    munge_key: required, ``MungeKey.generated()`` or ``MungeKey.from_file(path)`` (see the module doc
        for what a reader of the state can do with it).
    controller_type: CPU type of the controller(s); at least 16 GiB (CIB113), known to the CPU catalog.
    backup_controller: a second controller for HA, sharing the state directory on a Crusoe shared disk.
    login_type / login_count: the login node(s) users ssh to (1..8).
    image: image of the CPU hosts: Crusoe's Slurm image by default (Slurm and munge on it).
    partition_name: the Slurm partition of the pool ('gpu').
    partition_max_nodes: the most nodes this partition is declared for (None: the pool's size, no
        limit). A pool bigger than it is refused (CIB115): raise it on purpose, with the controller.
    node_cpus / node_real_memory_mib: the GPU nodes' CPUs= and RealMemory=, when the catalog has no
        public figure for the type (CPUs then required, CIB118) or you measured them (``slurmd -C``).
    health_check_interval_s: Slurm's HealthCheckInterval (60..86400, default 300).
    state_disk_size: size of the shared state disk (backup_controller only).
    state_nfs_host: NFS server of that disk; None: Crusoe's server for the location (NFS_HOSTS).
    """

    name: str = "crusoe-slurm"
    munge_key: MungeKey | None = None
    controller_type: str = "c1a.16x"
    backup_controller: bool = False
    login_type: str = "c1a.16x"
    login_count: int = 1
    image: str = DEFAULT_IMAGE
    partition_name: str = "gpu"
    partition_max_nodes: int | None = None
    node_cpus: int | None = None
    node_real_memory_mib: int | None = None
    health_check_interval_s: int = 300
    state_disk_size: str = "1024GiB"
    state_nfs_host: str | None = None

    @settings_rule("name")
    def _name(self, where: str, context: Context) -> list[Issue]:
        ok = _NAME.fullmatch(self.name) and self.name not in RESERVED_NAMES
        return [] if ok else [issue("CIB110", f"{where}.name", self.name)]

    @settings_rule("munge_key")
    def _munge(self, where: str, context: Context) -> list[Issue]:
        return [issue("CIB116", f"{where}.munge_key", None)] if self.munge_key is None else []

    @settings_rule("controller_type")
    def _controller(self, where: str, context: Context) -> list[Issue]:
        return cpu_type_issues(f"{where}.controller_type", self.controller_type, role="a Slurm controller",
                               min_memory_gib=MIN_CONTROLLER_MEMORY_GIB)

    @settings_rule("login_type")
    def _login(self, where: str, context: Context) -> list[Issue]:
        return cpu_type_issues(f"{where}.login_type", self.login_type, role="a Slurm login node", memory_matters=False)

    def boot_downloads(self) -> tuple[str, ...]:
        """What needs addresses outside the subnet at boot: the shared state disk's NFS server."""
        if self.backup_controller is not True:
            return ()
        return ("the controllers mount the shared Slurm state disk from Crusoe's NFS server, outside the subnet",)

    def vm_count(self) -> int:
        """The CPU VMs this mode adds to the subnet: the controller(s) and the login node(s)."""
        logins = self.login_count if type(self.login_count) is int else 1  # a wrong type is its own rule's
        return (2 if self.backup_controller is True else 1) + max(logins, 0)

    @settings_rule("login_count")
    def _login_count(self, where: str, context: Context) -> list[Issue]:
        ok = 1 <= self.login_count <= MAX_LOGIN_NODES
        return [] if ok else [issue("CIB119", f"{where}.login_count", self.login_count, limit=MAX_LOGIN_NODES)]

    @settings_rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        return image_issues(f"{where}.image", self.image)

    @settings_rule("partition_name")
    def _partition(self, where: str, context: Context) -> list[Issue]:
        name = self.partition_name
        ok = _PARTITION.fullmatch(name) and name.lower() not in RESERVED_NAMES
        return [] if ok else [issue("CIB111", f"{where}.partition_name", name, reserved=", ".join(RESERVED_NAMES))]

    @settings_rule("partition_max_nodes")
    def _partition_size(self, where: str, context: Context) -> list[Issue]:
        limit, nodes = self.partition_max_nodes, context.node_count
        if limit is None:
            return []
        if limit < 1 or (nodes is not None and nodes > limit):
            return [issue("CIB115", f"{where}.partition_max_nodes", limit, nodes=nodes, limit=limit)]
        return []

    @settings_rule("node_cpus", "node_real_memory_mib")
    def _shape(self, where: str, context: Context) -> list[Issue]:
        found = [issue("CIB122", f"{where}.{name}", value) for name in ("node_cpus", "node_real_memory_mib")
                 if (value := getattr(self, name)) is not None and value < 1]
        itype = CATALOG.get(context.instance_type or "")
        if not found and itype is not None and itype.vcpus is None and self.node_cpus is None:
            found.append(issue("CIB118", f"{where}.node_cpus", None, instance_type=itype.name))
        return found

    @settings_rule("health_check_interval_s")
    def _health(self, where: str, context: Context) -> list[Issue]:
        low, high = HEALTH_CHECK_INTERVAL_S
        value = self.health_check_interval_s
        return [] if low <= value <= high else [issue("CIB120", f"{where}.health_check_interval_s", value, low=low, high=high)]

    @settings_rule("state_disk_size")
    def _state_disk(self, where: str, context: Context) -> list[Issue]:
        size = self.state_disk_size
        # A shared disk: the persistent disks' 1 GiB..10 TiB range is not documented for it.
        return disk_size_issues(f"{where}.state_disk_size", size, persistent=False)

    @settings_rule("state_nfs_host")
    def _nfs(self, where: str, context: Context) -> list[Issue]:
        host = self.state_nfs_host
        return [] if host is None or _HOST.fullmatch(host) else [issue("CIB121", f"{where}.state_nfs_host", host)]
