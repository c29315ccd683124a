"""SlurmCluster: Slurm over a verified GpuNodePool, the way most InfiniBand training teams schedule.

Built after reading Crusoe's public Slurm deployment (github.com/crusoecloud/slurm: HA head nodes,
login nodes, GPU partitions, a block-topology generator) and Slurm's own documentation; the code
is this library's own.

* Controller: ``<name>-controller-0`` on a CPU instance (``c1a.16x``), running slurmctld in
  configless mode (``SlurmctldParameters=enable_configless``): only the controllers hold
  slurm.conf, gres.conf, cgroup.conf and topology.conf; every other host fetches them.
  ``backup_controller=True`` adds ``<name>-controller-1`` (a second ``SlurmctldHost``) and puts
  ``StateSaveLocation`` on a Crusoe shared disk (``crusoe_storage_disk`` of type
  ``shared-volume``) that both controllers attach and mount over NFS, as Crusoe's deployment does
  for its slurmctld disk; the NFS server is Crusoe's for the location (see :data:`NFS_HOSTS`) or
  ``state_nfs_host``, and a plan without one fails (CIB123).
* Login: ``<name>-login-0`` (``login_count``) runs ``sackd`` (configless client config) and holds
  the NCCL check (``crusoe-ib-slurm-nccl``), the sbatch scripts, and ``crusoe-ib-slurm-bundle``
  (diagnostics of a job's nodes).
* GPU nodes: the pool's VMs join at boot (a startup step): host name = VM name = Slurm NodeName
  (``<pool>-node-000``), munge key, slurmd with ``--conf-server`` the controllers, Slurm's
  HealthCheckProgram and a Prolog (the node check, InfiniBand and GPUs; a failing node drains itself
  with the reason, and a job whose prolog finds it failing is requeued elsewhere), and a
  TaskProlog that puts the type's NCCL environment (``NCCL_IB_HCA``, ``NCCL_TOPO_FILE`` where the
  image has the file) into every job.
* Names resolve through Crusoe's internal DNS: every host gets the search domain
  ``<location>.compute.internal``, as Crusoe's Slurm deployment configures, so slurm.conf holds
  host names only and is known at synth time.
* Configuration (:mod:`crusoe_ib.slurm_conf`): rendered at synth from the pool (node names from
  its stable keys, ``Gres=gpu:<n>``, CPUs and RealMemory from the catalog, one partition), shown
  in the JSON and in the ``<id>_config`` output; a scale-up adds exactly the new nodes' lines.
  The controllers get the files at first boot and ignore later startup-script changes (Crusoe
  replaces an instance whose script changes, and replacing the controller would take the
  cluster down); after a scale-up, run the ``reconfigure`` command of ``<id>_commands``, which
  writes the new files on the controllers and runs ``scontrol reconfigure``. New nodes' slurmd
  retries every 30 s until the controller knows them.
* Munge key: never in the configuration, an output or the synthesized JSON. ``MungeKey.generated()``
  makes it at apply time with Terraform built-ins only: a ``terraform_data`` whose input is the
  SHA-512 of four ``uuid()`` values (crypto/rand; about 488 random bits), kept stable by
  ``ignore_changes = [input]``. ``MungeKey.from_file(path)`` reads your key at plan time
  (``filebase64``). Either way it reaches every host in its startup script (written 0400, owner
  munge), marked sensitive in plans. What a reader of the state can do: read the key (from the
  ``terraform_data`` or any instance's startup script) and, with network reach to the cluster,
  forge munge credentials for any user, root included: run jobs as anyone and administer Slurm.
  Protect state as the cluster itself: encrypted S3 with locking in production.

Slurm on the hosts: the image must carry Slurm (slurmctld, slurmd, sackd; 23.11 or later) and
munge, as Crusoe's Slurm images do (``ubuntu22.04-nvidia-slurm``, which also ships nccl-tests in
``/opt/nccl-tests/build``); a host without them logs a clear FAILED line and does not join.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from .cdk import (
    Annotations,
    Construct,
    DataResource,
    Precondition,
    TerraformLocal,
    TerraformOutput,
    TerraformResourceLifecycle,
    crusoe,
)

from . import _hcl, _scripts, _shell
from ._settings import Context, Settings, literal_issues, rule, wiring_issues
from .catalog import CATALOG, CPU_CATALOG
from .errors import CATALOGUE, Issue, issue, raise_if
from .gpu_node_pool import GpuNodePool, image_issues
from .k3s_cluster import cpu_type_issues
from .nccl import TOPO_FILES, nccl_env
from .network import ClusterNetwork
from .slurm_conf import GpuNodeShape, SlurmLayout, hostlist, render
from .verification_hooks import RESULT_PATH, VERIFY_PYZ, VerificationHooks
from .verify.zipapp import zipapp_b64

# Crusoe provider bindings of the selected CDK (crusoe_ib.cdk).
ComputeInstance = crusoe.compute_instance.ComputeInstance
ComputeInstanceDisks = crusoe.compute_instance.ComputeInstanceDisks
ComputeInstanceNetworkInterfaces = crusoe.compute_instance.ComputeInstanceNetworkInterfaces
StorageDisk = crusoe.storage_disk.StorageDisk

DEFAULT_IMAGE = "ubuntu22.04-nvidia-slurm:latest"  # Crusoe's Slurm image (its public Slurm deployment)
#: The library's floor for a controller (Crusoe's own Slurm examples run c1a.4x, 16 GiB, or larger).
MIN_CONTROLLER_MEMORY_GIB = 16
MAX_LOGIN_NODES = 8
HEALTH_CHECK_INTERVAL_S = (60, 86400)
#: Words slurm.conf reads as keywords where a name belongs.
RESERVED_NAMES = ("default", "all")
#: NFS servers of Crusoe's shared disks, per location, as Crusoe's public Slurm deployment documents them.
NFS_HOSTS = {"us-east1-a": "172.27.255.2", "us-southcentral1-a": "172.27.255.2",
             "eu-iceland1-a": "nfs.crusoecloudcompute.com"}
NCCL_TESTS_DIR = "/opt/nccl-tests/build"  # where Crusoe's Slurm images keep nccl-tests
STATE_DIR = "/var/spool/slurmctld"
HEALTH_CHECK = "/usr/local/sbin/crusoe-ib-healthcheck"
TASK_PROLOG = "/usr/local/sbin/crusoe-ib-task-prolog"
SLURM_SCRIPTS = "/opt/crusoe-ib/slurm"
SLURM_UID = 64030  # the slurm user's uid in Debian/Ubuntu's Slurm packages: the same on every host
COLLECTIVES = ("all_reduce", "alltoall")
_NAME = re.compile(r"[a-z]([a-z0-9-]{0,22}[a-z0-9])?")
_PARTITION = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,31}")
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")
_DISK_SIZE = re.compile(r"[1-9][0-9]{0,5}(GiB|TiB)")
_REPO = Path(__file__).resolve().parents[2]
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

    source: ``"generated"`` (made at apply time, kept in Terraform state) or ``"file"``.
    path: the key file (``"file"`` only): outside the repository, 32-1024 bytes, not readable by
        group or others; read at plan time with ``filebase64`` (the JSON holds the path, never the key).
    """

    source: Literal["generated", "file"]
    path: str | None = None

    @classmethod
    def generated(cls) -> "MungeKey":
        return cls(source="generated")

    @classmethod
    def from_file(cls, path: str) -> "MungeKey":
        return cls(source="file", path=path)

    @rule("source", "path")
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

    @rule("name")
    def _name(self, where: str, context: Context) -> list[Issue]:
        ok = _NAME.fullmatch(self.name) and self.name not in RESERVED_NAMES
        return [] if ok else [issue("CIB110", f"{where}.name", self.name)]

    @rule("munge_key")
    def _munge(self, where: str, context: Context) -> list[Issue]:
        return [issue("CIB116", f"{where}.munge_key", None)] if self.munge_key is None else []

    @rule("controller_type")
    def _controller(self, where: str, context: Context) -> list[Issue]:
        at, itype = f"{where}.controller_type", self.controller_type
        found = cpu_type_issues(at, itype)
        if found:
            return found
        known = CPU_CATALOG.get(itype)
        if known is None:
            return [issue("CIB114", at, itype, role="a Slurm controller", known=", ".join(CPU_CATALOG))]
        if known.memory_gib < MIN_CONTROLLER_MEMORY_GIB:
            return [issue("CIB113", at, itype, minimum=MIN_CONTROLLER_MEMORY_GIB, memory=known.memory_gib)]
        return []

    @rule("login_type")
    def _login(self, where: str, context: Context) -> list[Issue]:
        return cpu_type_issues(f"{where}.login_type", self.login_type)

    @rule("login_count")
    def _login_count(self, where: str, context: Context) -> list[Issue]:
        ok = 1 <= self.login_count <= MAX_LOGIN_NODES
        return [] if ok else [issue("CIB119", f"{where}.login_count", self.login_count, limit=MAX_LOGIN_NODES)]

    @rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        return image_issues(f"{where}.image", self.image)

    @rule("partition_name")
    def _partition(self, where: str, context: Context) -> list[Issue]:
        name = self.partition_name
        ok = _PARTITION.fullmatch(name) and name.lower() not in RESERVED_NAMES
        return [] if ok else [issue("CIB111", f"{where}.partition_name", name, reserved=", ".join(RESERVED_NAMES))]

    @rule("partition_max_nodes")
    def _partition_size(self, where: str, context: Context) -> list[Issue]:
        limit, nodes = self.partition_max_nodes, context.node_count
        if limit is None:
            return []
        if limit < 1 or (nodes is not None and nodes > limit):
            return [issue("CIB115", f"{where}.partition_max_nodes", limit, nodes=nodes, limit=limit)]
        return []

    @rule("node_cpus", "node_real_memory_mib")
    def _shape(self, where: str, context: Context) -> list[Issue]:
        found = [issue("CIB122", f"{where}.{name}", value) for name in ("node_cpus", "node_real_memory_mib")
                 if (value := getattr(self, name)) is not None and value < 1]
        itype = CATALOG.get(context.instance_type or "")
        if not found and itype is not None and itype.vcpus is None and self.node_cpus is None:
            found.append(issue("CIB118", f"{where}.node_cpus", None, instance_type=itype.name))
        return found

    @rule("health_check_interval_s")
    def _health(self, where: str, context: Context) -> list[Issue]:
        low, high = HEALTH_CHECK_INTERVAL_S
        value = self.health_check_interval_s
        return [] if low <= value <= high else [issue("CIB120", f"{where}.health_check_interval_s", value, low=low, high=high)]

    @rule("state_disk_size")
    def _state_disk(self, where: str, context: Context) -> list[Issue]:
        size = self.state_disk_size
        return [] if _DISK_SIZE.fullmatch(size) else [issue("CIB036", f"{where}.state_disk_size", size)]

    @rule("state_nfs_host")
    def _nfs(self, where: str, context: Context) -> list[Issue]:
        host = self.state_nfs_host
        return [] if host is None or _HOST.fullmatch(host) else [issue("CIB121", f"{where}.state_nfs_host", host)]


@dataclass(frozen=True, kw_only=True)
class SlurmClusterProps:
    """pool: the GpuNodePool whose nodes become the partition (its VMs join at boot).
    verification: the pool's VerificationHooks (the health check runs its node check, with its overrides).
    network: the ClusterNetwork (subnet of the CPU hosts).
    location: where the CPU hosts run; pass ``IbCapacityGuard.location``.
    settings: the cluster's settings; production: production rules apply (the state disk is protected).
    """

    pool: GpuNodePool
    verification: VerificationHooks
    network: ClusterNetwork
    location: str
    settings: SlurmSettings = field(default_factory=SlurmSettings)
    production: bool = False

    def issues(self, where: str) -> list[Issue]:
        wiring = wiring_issues(self, where)
        if wiring:
            return wiring
        pool = self.pool
        context = Context(production=self.production, instance_type=pool.instance_type.name, node_count=len(pool.keys))
        return (slurm_node_name_issues(f"{where}.pool.name", pool.props.name, len(pool.keys))
                + self.settings.issues(where, context))


class SlurmCluster(Construct):
    """Exposes ``controllers`` and ``logins`` (keyed by host name), ``munge_key`` (the
    ``terraform_data`` of a generated key, else None), ``state_disk`` (HA only), ``files`` (file
    name -> content of /etc/slurm) and ``layout``."""

    def __init__(self, scope: Construct, id: str, props: SlurmClusterProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        self.props = props
        self.settings = s = props.settings
        pool = props.pool
        itype = pool.instance_type
        self.node_names = [f"{pool.props.name}-{key}" for key in pool.keys]
        controllers = [f"{s.name}-controller-{i}" for i in range(2 if s.backup_controller else 1)]
        logins = [f"{s.name}-login-{i}" for i in range(s.login_count)]
        shape = GpuNodeShape(cpus=s.node_cpus or itype.vcpus, gpus=itype.gpus,
                             real_memory_mib=s.node_real_memory_mib or itype.memory_mib)
        self.layout = SlurmLayout(
            cluster_name=s.name, controllers=controllers, nodes=self.node_names, feature=pool.props.name,
            partition=s.partition_name, shape=shape, instance_type=itype.name, state_save_location=STATE_DIR,
            health_check_program=HEALTH_CHECK, health_check_interval_s=s.health_check_interval_s,
            task_prolog=TASK_PROLOG, prolog=HEALTH_CHECK, switch_name=f"{pool.props.name}-ib", generated_by=f"crusoe_ib.SlurmCluster ({self.node.path})",
            nvlink_block=pool.settings.nvlink_domain_id if itype.has_nvlink_domains else None)
        self.files = render(self.layout)

        # --- the munge key: an expression of its base64, never a value in the JSON -------------
        self.munge_key = None
        if s.munge_key.source == "generated":
            uuids = ", ".join(["uuid()"] * 4)
            self.munge_key = _hcl.named(DataResource(
                self, "munge-key", input={"key": _hcl.expr(f'sha512(join("", [{uuids}]))')},
                lifecycle=TerraformResourceLifecycle(ignore_changes=["input"])), self, "munge_key")
            key_b64 = f"base64encode({_hcl.address(self.munge_key)}.output.key)"
        else:
            key_b64 = f"filebase64({_hcl.string(s.munge_key.resolved_path())})"
        refs = {"MUNGE_KEY_B64": _shell.Ref(f"sensitive({key_b64})"), "LOCATION": _shell.Ref(_inner(props.location)),
                "EACH_KEY": _shell.Ref("each.key")}

        # --- HA: the shared state directory -----------------------------------------------------
        self.state_disk = None
        if s.backup_controller:
            nfs = (_hcl.string(s.state_nfs_host) if s.state_nfs_host
                   else f"lookup({_nfs_map()}, {_inner(props.location)}, \"\")")
            nfs_local = _hcl.named(TerraformLocal(self, "state-nfs-host", _hcl.expr(nfs)), self, "state_nfs_host")
            entry = CATALOGUE["CIB123"]
            self.state_disk = _hcl.named(StorageDisk(
                self, "state", name=f"{s.name}-slurmctld-state", size=s.state_disk_size, location=props.location,
                type="shared-volume", lifecycle=TerraformResourceLifecycle(
                    prevent_destroy=props.production or None,
                    precondition=[Precondition(
                        condition=f'${{local.{nfs_local.friendly_unique_id} != ""}}',
                        error_message=(f"SlurmCluster {self.node.path}: {entry.rule} Fix: {entry.fix} [CIB123]"))])),
                self, "state")
            refs["STATE_DISK_ID"] = _shell.Ref(f"{_hcl.address(self.state_disk)}.id")
            refs["STATE_NFS_HOST"] = _shell.Ref(f"local.{nfs_local.friendly_unique_id}")

        ssh_key = pool.settings.public_key()
        nics = [ComputeInstanceNetworkInterfaces(subnet=props.network.subnet.id)]
        # Crusoe replaces an instance whose startup_script changes: the controllers and login nodes
        # keep their first-boot script (configuration updates go through the `reconfigure` command).
        keep = TerraformResourceLifecycle(ignore_changes=["startup_script"])
        disks = ([ComputeInstanceDisks(id=_hcl.expr(refs["STATE_DISK_ID"].hcl), attachment_type="data", mode="read-write")]
                 if self.state_disk else None)
        # Every for_each reads a local (evaluated once), never an inline literal (see GpuNodePool).
        self.controllers = _hcl.named(ComputeInstance(
            self, "controllers", for_each=_hcl.each_of(_hcl.key_map(self, "controller_names", controllers)), name="${each.key}",
            type=s.controller_type, image=s.image, location=props.location, ssh_key=ssh_key, network_interfaces=nics,
            disks=disks, startup_script=self._controller_script(controllers, refs), lifecycle=keep),
            self, "controllers")
        self.logins = _hcl.named(ComputeInstance(
            self, "logins", for_each=_hcl.each_of(_hcl.key_map(self, "login_names", logins)), name="${each.key}",
            type=s.login_type, image=s.image, location=props.location, ssh_key=ssh_key, network_interfaces=nics,
            startup_script=self._login_script(controllers, refs), lifecycle=keep),
            self, "logins")
        pool.add_startup_step("slurm node", self._node_step(controllers, props.verification, refs))
        self._outputs(controllers, logins)
        if "slurm" not in pool.settings.image:
            Annotations.of(self).add_warning(
                f"{self.node.path}: the GPU pool's image {pool.settings.image!r} does not look like a Slurm image; the "
                f"nodes need slurmd and munge on the image (Crusoe's {DEFAULT_IMAGE}), or they do not join.")

    # --- scripts ---------------------------------------------------------------------------------

    def _prelude(self, hostname: "str | _shell.Ref", daemons: str, refs: dict) -> _shell.Fragment:
        """Host name, DNS search domain, Slurm present, munge key, the slurm user."""
        return _scripts.render("slurm/prelude.sh", DAEMONS=daemons, DEFAULT_IMAGE=DEFAULT_IMAGE, HOSTNAME=hostname,
                               LOCATION=refs["LOCATION"], MUNGE_KEY_B64=refs["MUNGE_KEY_B64"], SLURM_UID=str(SLURM_UID))

    def _controller_script(self, controllers: list[str], refs: dict) -> str:
        ha = ""
        if self.state_disk is not None:
            ha = _scripts.render("slurm/ha-state.sh", STATE_DIR=STATE_DIR, STATE_NFS_HOST=refs["STATE_NFS_HOST"],
                                 STATE_DISK_ID=refs["STATE_DISK_ID"])
        files = _scripts.lines(*(_install_file(f"/etc/slurm/{name}", "CRUSOE_IB_SLURM_CONF", content.rstrip("\n"), "0644")
                                 for name, content in self.files.items()))
        reconfigure = _scripts.render("slurm/reconfigure.py", FILES=" ".join(self.files))
        return _scripts.template(_scripts.render(
            "slurm/controller.sh", PATH=self.node.path, EACH_KEY=refs["EACH_KEY"],
            PRELUDE=self._prelude(refs["EACH_KEY"], "slurmctld scontrol", refs), HA_STATE=ha, STATE_DIR=STATE_DIR,
            CONFIG_FILES=files, RECONFIGURE=reconfigure)) + "\n"

    @staticmethod
    def _conf_server_dropin(unit: str, variable: str, controllers: list[str]) -> _shell.Fragment:
        return _scripts.render("slurm/conf-server-dropin.sh", UNIT=unit, VARIABLE=variable, CONTROLLERS=",".join(controllers))

    def _node_step(self, controllers: list[str], verification: VerificationHooks, refs: dict) -> str:
        pool = self.props.pool
        itype = pool.instance_type.name
        topo = TOPO_FILES.get(itype)
        prolog = _scripts.render(
            "slurm/task-prolog.sh", INSTANCE_TYPE=itype,
            EXPORTS=_scripts.lines(*(_scripts.render("slurm/task-prolog-export.sh", EXPORT=_shell.quote(f"export {k}={v}"))
                                     for k, v in sorted(nccl_env(itype).items()))),
            TOPO=_scripts.render("slurm/task-prolog-topo.sh", TOPO=topo) if topo else "")
        setup = _scripts.render(
            "slurm/node-setup.sh", PRELUDE=self._prelude(f"{pool.props.name}-{GpuNodePool.NODE_KEY}", "slurmd scontrol", refs),
            TASK_PROLOG=TASK_PROLOG, TASK_PROLOG_SCRIPT=prolog, HEALTH_CHECK=HEALTH_CHECK,
            HEALTH_CHECK_SCRIPT=_health_check(verification.node_check_command, self.settings.health_check_interval_s),
            DROPIN=self._conf_server_dropin("slurmd", "SLURMD_OPTIONS", controllers))
        # The setup runs as its own script (set -e stops it at the first failure without ending the
        # boot script); it holds the munge key, so it is written 0700 and removed after the run.
        return _scripts.template(_scripts.render("slurm/node-step.sh", SETUP=setup))

    def _login_script(self, controllers: list[str], refs: dict) -> str:
        sbatch = [_install_file(f"{SLURM_SCRIPTS}/nccl-{collective}.sbatch", "CRUSOE_IB_SBATCH",
                                _render_pair(self._sbatch(collective)), "0644") for collective in COLLECTIVES]
        helpers = [_install_file(f"/usr/local/bin/{name}", "CRUSOE_IB_HELPER", _scripts.render(
            f"slurm/{name}.sh", **values), "0755") for name, values in (
            ("crusoe-ib-slurm-nccl", {"SLURM_SCRIPTS": SLURM_SCRIPTS}), ("crusoe-ib-slurm-bundle", {"VERIFY_PYZ": VERIFY_PYZ}))]
        return _scripts.template(_scripts.render(
            "slurm/login.sh", PATH=self.node.path, EACH_KEY=refs["EACH_KEY"],
            PRELUDE=self._prelude(refs["EACH_KEY"], "sackd sbatch scontrol", refs),
            DROPIN=self._conf_server_dropin("sackd", "SACKD_OPTIONS", controllers), SLURM_SCRIPTS=SLURM_SCRIPTS,
            VERIFY_PYZ=VERIFY_PYZ, ZIPAPP_B64=zipapp_b64(), SBATCH_FILES=_scripts.lines(*sbatch),
            HELPERS=_scripts.lines(*helpers))) + "\n"

    def sbatch_script(self, collective: str) -> str:
        """The nccl-tests job for ``collective`` over the whole partition: its output (stderr, the
        raw log, in the job's output file) goes straight into ``crusoe-ib-verify diagnose``."""
        return _scripts.text(_render_pair(self._sbatch(collective))) + "\n"

    def _sbatch(self, collective: str) -> tuple:
        pool, s = self.props.pool, self.settings
        itype, nodes, gpus = pool.instance_type, len(pool.keys), pool.instance_type.gpus
        verification = self.props.verification
        judged = ["--instance-type", itype.name, "--nodes", str(nodes), "--collective", collective]
        overrides = dict(verification.props.settings.threshold_overrides)
        if overrides:
            judged += ["--thresholds-json", json.dumps({k: list(v) if isinstance(v, tuple) else v
                                                          for k, v in overrides.items()}, sort_keys=True)]
        return ("slurm/nccl.sbatch", dict(
            COLLECTIVE=collective, PARTITION=s.partition_name, INSTANCE_TYPE=itype.name, NODES=str(nodes), GPUS=str(gpus),
            CPUS=str(self.layout.shape.cpus // gpus), BINARY=f"{NCCL_TESTS_DIR}/{collective}_perf", VERIFY_PYZ=VERIFY_PYZ,
            JUDGED=shlex.join(judged)))

    # --- outputs ---------------------------------------------------------------------------------

    def _outputs(self, controllers: list[str], logins: list[str]) -> None:
        pool, s = self.props.pool, self.settings
        user = self.props.verification.props.settings.ssh_user
        addr = pool.ssh_address
        ctl, login = _hcl.address(self.controllers), _hcl.address(self.logins)

        def ssh(host: _shell.Ref, *remote, forward_agent: bool = False) -> _shell.Fragment:
            opts = ["-A"] if forward_agent else []
            parts = [_shell.word(_shell.line(*remote))] if remote else []
            return _shell.line("ssh", *opts, *pool.ssh_options, _shell.word(f"{user}@", host), *parts)

        first_login = _shell.Ref(f'{login}["{logins[0]}"].{addr}')
        config_name = _hcl.logical_id(self, "config")
        push = _shell.cat(_shell.raw(f"terraform output -json {config_name} | "),
                          ssh(_shell.Ref("n." + addr), "sudo", "/usr/local/sbin/crusoe-ib-slurm-reconfigure"))
        reconfigure = _hcl.join(" && ", _hcl.for_list(ctl, _shell.hcl(push)))
        first, last = self.node_names[0], self.node_names[-1]
        commands = {
            "login": _shell.template(ssh(first_login, forward_agent=True)),
            "sinfo": "sinfo",
            "expected_sinfo": (f"PARTITION AVAIL TIMELIMIT NODES STATE NODELIST / {s.partition_name}* up infinite "
                               f"{len(self.node_names)} idle {self.layout_nodes()}"),
            "nccl_all_reduce": "crusoe-ib-slurm-nccl all_reduce",
            "nccl_alltoall": "crusoe-ib-slurm-nccl alltoall",
            "drained": "sinfo -R",
            "drain_reason": f"scontrol show node {first} | grep -E 'State=|Reason='",
            "bundle": "crusoe-ib-slurm-bundle <jobid>",
            "reconfigure": _hcl.expr(reconfigure),
            "nodes": f"{first} .. {last}",
        }
        out = TerraformOutput(self, "commands", value=commands,
                              description="Slurm: log in, sinfo, the NCCL checks, drained nodes, job diagnostics, reconfigure.")
        _hcl.named(out, self, "commands")
        config = TerraformOutput(self, "config", value=self.files,
                                 description="slurm.conf, gres.conf, cgroup.conf and topology.conf as the controllers hold them.")
        config.override_logical_id(config_name)

    def layout_nodes(self) -> str:
        return hostlist(self.node_names)


def _inner(value: str) -> str:
    """The HCL of a ``${...}`` value, or the quoted literal."""
    if value.startswith("${") and value.endswith("}") and value.count("${") == 1:
        return value[2:-1]
    return _hcl.string(value)


def _nfs_map() -> str:
    return "{" + ", ".join(f"{_hcl.string(k)} = {_hcl.string(v)}" for k, v in sorted(NFS_HOSTS.items())) + "}"


def _render_pair(pair: tuple) -> "_shell.Fragment":
    name, values = pair
    return _scripts.render(name, **values)


def _install_file(path: str, tag: str, content: "_shell.Fragment", mode: str) -> "_shell.Fragment":
    """Boot-script lines that write ``content`` to ``path`` (a quoted heredoc) and set its mode."""
    return _scripts.render("slurm/install-file.sh", PATH=path, TAG=tag, CONTENT=content, MODE=mode)


def _health_check(node_check_command: str, max_age_s: int = 300, result_path: str = RESULT_PATH,
                  log: str = "/var/log/crusoe-ib-healthcheck.log") -> "_shell.Fragment":
    return _scripts.render("slurm/healthcheck.sh", NODE_CHECK=node_check_command, RESULT_PATH=result_path, LOG=log,
                           MAX_AGE_S=str(max_age_s), REASON_PY=_scripts.render("slurm/healthcheck-reason.py"))


def health_check_script(node_check_command: str, max_age_s: int = 300, result_path: str = RESULT_PATH,
                        log: str = "/var/log/crusoe-ib-healthcheck.log") -> str:
    """Slurm's HealthCheckProgram and Prolog on a GPU node: the node check; on FAIL the node drains
    itself with the failing checks as the reason (``scontrol show node``), and as the Prolog
    (``SLURM_JOB_ID`` set) it exits 1 so Slurm requeues the job, not held, on other nodes; a pass
    younger than ``max_age_s`` (the health check's interval) lets a job start at once. A node this
    script drained returns to service once the check passes again. Other drain reasons are left alone."""
    return _scripts.text(_health_check(node_check_command, max_age_s, result_path, log)) + "\n"
