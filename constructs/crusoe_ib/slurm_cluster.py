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
* Login: ``<name>-login-0`` (``login_count``) runs slurmd as a dynamic node (``-Z --conf
  Feature=login``) in a hidden, inactive partition, as Crusoe's deployment does (its images link
  no sackd unit): configless client configuration, no jobs. It holds the NCCL check
  (``crusoe-ib-slurm-nccl``, sized from the partition when run), the sbatch scripts, and
  ``crusoe-ib-slurm-bundle`` (diagnostics of a job's nodes).
* GPU nodes: the pool's VMs join at boot (a startup step): host name = VM name = Slurm NodeName
  (``<pool>-node-000``), munge key, slurmd with ``--conf-server`` the controllers, Slurm's
  HealthCheckProgram and a Prolog (the node check, InfiniBand and GPUs, run only with the checker's
  pinned digest; a failing node drains itself with the reason, and a job whose prolog finds it failing
  is requeued elsewhere), and a TaskProlog that puts the node's NCCL environment (``NCCL_IB_HCA``,
  ``NCCL_TOPO_FILE`` as the node found them at boot, :mod:`crusoe_ib.platform.nccl`) into every task that does
  not set them itself.
* Names resolve through Crusoe's internal DNS: every host gets the search domain
  ``<location>.compute.internal``, as Crusoe's Slurm deployment configures, so slurm.conf holds
  host names only and is known at synth time.
* Configuration (:mod:`crusoe_ib.slurm_conf`): rendered at synth from the pool (node names from
  its stable keys, ``Gres=gpu:<n>``, CPUs and RealMemory from the catalog, one partition), shown
  in the JSON and in the ``<id>_config`` output; a scale-up adds exactly the new nodes' lines.
  The controllers get the files at first boot and ignore later startup-script changes (Crusoe
  replaces an instance whose script changes, and replacing the controller would take the
  cluster down); after a scale-up, run the ``reconfigure`` command of ``<id>_commands``, which
  writes the new files on the controllers and runs ``scontrol reconfigure`` (Slurm 23.11+) or
  restarts slurmctld (older Slurm cannot add nodes in place). New nodes' slurmd retries every 30 s
  until the controller knows them.
* Munge key: never in the configuration, an output, the synthesized JSON, a startup script or
  Terraform state. ``MungeKey.generated()``: the first controller makes it at its first boot (128
  bytes of ``/dev/urandom``, 0400 munge) whatever key the image holds, with a marker naming the VM,
  and the apply reads it there over SSH once that marker names the VM and delivers it to every other
  Slurm host (NodeDelivery). ``MungeKey.from_file(path)``: Terraform reads your key where
  it runs, at apply (``filebase64`` in the delivery's sensitive environment, which state does not
  keep), and delivers it to every host. Each host's boot waits for the key's delivery marker (a key
  the image holds does not count) and does not start Slurm without it; munge restarts when a key arrives. Whoever holds the key can forge munge credentials for any user,
  root included: keep the key file (from_file) in your secret store.

Slurm on the hosts: the image must carry Slurm (slurmctld, slurmd, scontrol; 22.05 to 25.05) and
munge, as Crusoe's Slurm images do (``ubuntu24.04-nvidia-slurm``, the default, as in Crusoe's own
deployment; GB200 and B200 need a custom image built per solutions-library ``slurm/slurm-custom-image``).
Those build Slurm under ``/opt/slurm`` and put it on PATH only for login shells, so every program
here finds Slurm there first (``scripts/slurm/slurm-env.sh``, written on every host); a host without Slurm logs a clear
FAILED line and does not join.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field

from .core.stack_paths import stack_name, terraform_output
from .core.cdk import (
    Construct,
    Precondition,
    TerraformOutput,
    TerraformResourceLifecycle,
    crusoe,
    warn,
)

from .platform import platform_contract
from .core import _hcl, _scripts, _shell
from .core._settings import Context
from .platform.platform_contract import image_warning
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment, standalone_context
from .core.errors import plan_message, raise_if, warning
from .gpu_node_pool import GpuNodePool
from .platform.nccl import NODE_ENV_FILE, TOPO_HOST_DIR, add_node_env_step
from .network import ClusterNetwork
from .node_delivery import INSTANCE, Item, NodeDelivery, file_asset, marker, wait_for
from .settings.slurm import (  # noqa: F401  (re-exported: their old home)
    DEFAULT_IMAGE, HEALTH_CHECK_INTERVAL_S, MAX_LOGIN_NODES, MIN_CONTROLLER_MEMORY_GIB, MUNGE_KEY_BYTES, RESERVED_NAMES,
    MungeKey, SlurmSettings, munge_key_file_problem, slurm_node_name_issues,
)
from .slurm_conf import LOGIN_FEATURE, GpuNodeShape, SlurmLayout, hostlist, render
from .verification_hooks import RESULT_PATH, VERIFY_PYZ, VerificationHooks

# Crusoe provider bindings of the selected CDK (crusoe_ib.core.cdk).
ComputeInstance = crusoe.compute_instance.ComputeInstance
ComputeInstanceDisks = crusoe.compute_instance.ComputeInstanceDisks
StorageDisk = crusoe.storage_disk.StorageDisk

NFS_HOSTS = {"us-east1-a": "172.27.255.2", "us-southcentral1-a": "172.27.255.2",
             "eu-iceland1-a": "nfs.crusoecloudcompute.com"}
NCCL_TESTS_DIR = "/opt/nccl-tests/build"  # where Crusoe's Slurm images keep nccl-tests
STATE_DIR = "/var/spool/slurmctld"
HEALTH_CHECK = "/usr/local/sbin/crusoe-ib-healthcheck"
#: Written on every host at boot and sourced by every program that calls Slurm (scripts/slurm/slurm-env.sh).
SLURM_ENV = "/usr/local/lib/crusoe-ib-slurm-env.sh"
TASK_PROLOG = "/usr/local/sbin/crusoe-ib-task-prolog"
SLURM_SCRIPTS = "/opt/crusoe-ib/slurm"
SLURM_UID = 64030  # the slurm user's uid in Debian/Ubuntu's Slurm packages: the same on every host
COLLECTIVES = ("all_reduce", "alltoall")
#: The first controller's marker of the key it generated (it holds that VM's identity, node_delivery.INSTANCE).
MUNGE_KEY_GENERATED = "/var/lib/crusoe-ib/munge-key.generated"
#: How long a host waits at boot for what the apply delivers (munge key, configuration; then: no Slurm there).
MUNGE_WAIT_SECONDS = 1800
#: Before Slurm 23.11 `scontrol reconfigure` cannot take added nodes: slurmctld exits ("fatal:
#: read_slurm_conf: hostnames inconsistency detected", measured on 22.05), so the reconfigure
#: helper restarts slurmctld there instead (its state is saved on the way down).
RECONFIGURE_IN_PLACE_FROM = (23, 11)
#: ``ThreadsPerCore=`` of the GPU nodes, as Crusoe declares its GPU VMs (see platform_contract), so
#: Slurm allocates whole cores.
THREADS_PER_CORE = platform_contract.GPU_THREADS_PER_CORE
#: RealMemory is the catalog's memory less this margin (the larger of the two), rounded down to
#: whole GiB: the kernel and driver take a little memory after boot, and a node that reports less
#: than RealMemory is drained "Low RealMemory". The catalog holds what crusoecloud/slurm's group_vars
#: declare (962560 MiB for an H100, where the VM reports about 967517 on Crusoe's 22.04 image);
#: 2 % more leaves room for other images (the default is now ubuntu24.04-nvidia-slurm).
MEMORY_MARGIN = (0.02, 4096)
#: The cluster's outputs (``<id>_<name>``) and their descriptions.
OUTPUTS = {"commands": "Slurm: log in, sinfo, the NCCL checks, drained nodes, job diagnostics, reconfigure.",
           "config": "slurm.conf, gres.conf, cgroup.conf and topology.conf as the controllers hold them."}
#: Where enroot (Pyxis's container runtime) reads system-wide mounts (ENROOT_SYSCONF_PATH/mounts.d, NVIDIA/enroot).
ENROOT_MOUNTS_DIR = "/etc/enroot/mounts.d"


def schedulable_memory_mib(reported_mib: int | None) -> int | None:
    """RealMemory for a VM that reports ``reported_mib`` (None stays None: not declared)."""
    if reported_mib is None:
        return None
    fraction, floor_mib = MEMORY_MARGIN
    usable = reported_mib - max(int(reported_mib * fraction), floor_mib)
    return max(1024, usable // 1024 * 1024)





@dataclass(frozen=True, kw_only=True)
class SlurmClusterProps(ResolvableProps):
    """pool: the GpuNodePool whose nodes become the partition (its VMs join at boot).
    verification: the pool's VerificationHooks (the health check runs its node check, with its overrides).
    network: the ClusterNetwork (subnet of the CPU hosts).
    location: where the CPU hosts run; pass ``IbCapacityGuard.location``.
    settings: the cluster's settings.
    production: production rules apply (the state disk is protected).
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    pool: GpuNodePool
    verification: VerificationHooks
    network: ClusterNetwork
    location: str
    settings: SlurmSettings = field(default_factory=SlurmSettings)
    production: bool = False
    resolved: ResolvedEnvironment | None = None

    def context(self) -> Context:
        return standalone_context(production=self.production, pool=self.pool)

    def checks(self, where: str, context: Context) -> list[Check]:
        # The environment's rules check the node names with the settings.
        pool = self.pool
        return [((self.settings,), lambda: slurm_node_name_issues(f"{where}.pool.name", pool.props.name, len(pool.keys))
                 + self.settings.issues(where, context))]


@dataclass(frozen=True, kw_only=True)
class _References:
    """The Terraform values the scripts and commands name, as HCL, worked out before anything is rendered."""

    location: _shell.Ref
    #: The hosts' resource addresses (``crusoe_compute_instance.<logical id>``), keyed by host name.
    controllers: str
    logins: str
    #: The logical id of the ``<id>_config`` output (the ``reconfigure`` command reads it).
    config_output: str
    #: A key file's content as HCL (``filebase64``), None for a generated key.
    munge_key_b64: str | None = None
    #: A generated key: the first controller's SSH address and id, where the apply reads the key.
    key_host: str | None = None
    key_host_id: str | None = None
    #: HA only: the state disk's id and the NFS host that serves it.
    state_disk_id: _shell.Ref | None = None
    state_nfs_host: _shell.Ref | None = None
    each_key: _shell.Ref = _shell.Ref("each.key")


@dataclass(frozen=True)
class _KeyDelivery:
    """How the munge key reaches every Slurm host, as plain values: the item and, for a generated key, the step that
    reads it from the first controller where Terraform runs (with its environment) and the trigger that re-runs the
    GPU nodes' delivery when that controller is replaced (it makes a new key at its first boot)."""

    item: Item
    prepare: tuple[tuple[_shell.Fragment, dict[str, str]], ...] = ()
    trigger: str | None = None


class SlurmCluster(Construct):
    """Exposes ``controllers`` and ``logins`` (keyed by host name), ``delivery`` and
    ``config_delivery`` (what reaches the hosts over SSH), ``state_disk`` (HA only), ``files`` (file
    name -> content of /etc/slurm) and ``layout``."""

    def __init__(self, scope: Construct, id: str, props: SlurmClusterProps) -> None:
        super().__init__(scope, id)
        props.resolve(self.node.path)  # its settings: validated (the pool gives the type, keys and SSH key)
        self.props = props
        self.settings = s = props.settings
        # Facts: every host's name, the configuration they share, where the munge key comes from.
        self.node_names = [f"{props.pool.props.name}-{key}" for key in props.pool.keys]
        hosts = {"controllers": [f"{s.name}-controller-{i}" for i in range(2 if s.backup_controller else 1)],
                 "logins": [f"{s.name}-login-{i}" for i in range(s.login_count)]}
        self.layout = self._layout(hosts["controllers"])
        self.files = render(self.layout)
        #: None: kept for subclasses that referenced the former terraform_data of a generated key.
        self.munge_key = None
        # The munge key: never in the JSON, a startup script or (generated) Terraform state.
        self._generated_key = s.munge_key.source == "generated"
        self._first_controller = hosts["controllers"][0]
        self._warn_images()
        # The Terraform values the scripts and commands name, as HCL; the resources come last.
        refs = self._references()
        # Content, as plain values: every startup script and boot step, the printed commands, the munge key's way.
        scripts = self._startup_scripts(hosts, refs)
        node_steps = self._node_steps(hosts["controllers"], refs)
        commands = self._commands(hosts["logins"], refs)
        key = _key_delivery(refs)
        # Terraform: the hosts and outputs, then the boot steps and deliveries.
        self._render_hosts(hosts, scripts, commands, refs)
        self._render_deliveries(node_steps, key, refs)

    def _layout(self, controllers: list[str]) -> SlurmLayout:
        """What slurm.conf and its companions describe: hosts, the GPU nodes' shape, health check and prologs."""
        s, pool = self.settings, self.props.pool
        itype = pool.instance_type
        shape = GpuNodeShape(cpus=s.node_cpus or itype.vcpus, gpus=itype.gpus, threads_per_core=THREADS_PER_CORE,
                             real_memory_mib=s.node_real_memory_mib or schedulable_memory_mib(itype.memory_mib))
        return SlurmLayout(
            cluster_name=s.name, controllers=controllers, nodes=self.node_names, feature=pool.props.name,
            partition=s.partition_name, shape=shape, instance_type=itype.name, state_save_location=STATE_DIR,
            health_check_program=HEALTH_CHECK, health_check_interval_s=s.health_check_interval_s,
            task_prolog=TASK_PROLOG, prolog=HEALTH_CHECK, switch_name=f"{pool.props.name}-ib",
            generated_by=f"crusoe_ib.SlurmCluster ({_shell.label(self.node.path)})",
            nvlink_block=pool.settings.nvlink_domain_id if itype.has_nvlink_domains else None)

    def _warn_images(self) -> None:
        """Synth-time advice on the images: one Crusoe does not list, GPU nodes without Slurm (CIB282)."""
        pool = self.props.pool
        advice = image_warning(f"{self.node.path}.image (controllers and login nodes)", self.settings.image)
        if advice:
            warn(self, advice)
        if "slurm" not in pool.settings.image:
            warn(self, warning("CIB282", f"{pool.node.path}.image", pool.settings.image, default=repr(DEFAULT_IMAGE)))

    def _references(self) -> _References:
        """The location; a munge key file's content (``filebase64``: read where Terraform runs, at apply, never
        kept in state), or for a generated key the first controller's address and id; the hosts' and the config
        output's addresses (``<type>.<logical id>``, the ids :meth:`_render_hosts` gives them); with a backup
        controller, the state disk's id and the NFS host that serves it: the location's (:data:`NFS_HOSTS`) unless
        ``state_nfs_host`` is set, a local that the disk's precondition refuses when empty (CIB123)."""
        s = self.settings
        location = _inner(self.props.location)
        controllers = _hcl.address_of(ComputeInstance, self, "controllers")
        if self._generated_key:
            first = f'{controllers}["{self._first_controller}"]'
            key = dict(key_host=f"{first}.{self.props.pool.ssh_address}", key_host_id=f"{first}.id")
        else:
            key = dict(munge_key_b64=f"filebase64({_hcl.string(s.munge_key.resolved_path())})")
        state = {}
        if s.backup_controller:
            nfs = _hcl.string(s.state_nfs_host) if s.state_nfs_host else f"lookup({_nfs_map()}, {location}, \"\")"
            state = dict(state_nfs_host=_shell.Ref(_hcl.local(self, "state_nfs_host", nfs)),
                         state_disk_id=_shell.Ref(_hcl.address_of(StorageDisk, self, "state") + ".id"))
        return _References(
            location=_shell.Ref(location), config_output=_hcl.logical_id(self, "config"), controllers=controllers,
            logins=_hcl.address_of(ComputeInstance, self, "logins"), **key, **state)

    # --- Terraform -------------------------------------------------------------------------------

    def _render_hosts(self, hosts: dict[str, list[str]], scripts: dict[str, str], commands: dict,
                      refs: _References) -> None:
        """The state disk (HA: a shared volume, protected in production), the controllers and login nodes and
        the outputs. The hosts are keyed by host name through a local (evaluated once, never an inline
        literal: see GpuNodePool), on the cluster's subnet (a private pool: a private cluster), after the
        firewall rules (Crusoe denies all traffic without a rule). Crusoe replaces an instance whose
        startup_script changes: they keep their first-boot script (configuration updates go through the
        ``reconfigure`` command)."""
        s, props = self.settings, self.props
        self.state_disk = None if refs.state_disk_id is None else _hcl.named(StorageDisk(
            self, "state", name=f"{s.name}-slurmctld-state", size=s.state_disk_size, location=props.location,
            type="shared-volume", lifecycle=TerraformResourceLifecycle(
                prevent_destroy=props.production or None,
                precondition=[Precondition(
                    condition=_hcl.expr(f'{refs.state_nfs_host.hcl} != ""'),
                    error_message=plan_message("CIB123", f"{self.node.path}.state_nfs_host", "None"))])),
            self, "state")
        common = dict(image=s.image, location=props.location, ssh_key=props.pool.public_key,
                      network_interfaces=[props.pool.cluster_network_interface(props.network.subnet.id)],
                      lifecycle=TerraformResourceLifecycle(ignore_changes=["startup_script"]),
                      depends_on=list(props.network.firewall_rules), name="${each.key}")
        disks = ([ComputeInstanceDisks(id=_hcl.expr(refs.state_disk_id.hcl), attachment_type="data", mode="read-write")]
                 if self.state_disk else None)
        self.controllers = _hcl.named(ComputeInstance(
            self, "controllers", for_each=_hcl.each_of(_hcl.key_map(self, "controller_names", hosts["controllers"])),
            type=s.controller_type, disks=disks, startup_script=scripts["controllers"], **common), self, "controllers")
        self.logins = _hcl.named(ComputeInstance(
            self, "logins", for_each=_hcl.each_of(_hcl.key_map(self, "login_names", hosts["logins"])),
            type=s.login_type, startup_script=scripts["logins"], **common), self, "logins")
        for name, value in (("commands", commands), ("config", self.files)):
            _hcl.named(TerraformOutput(self, name, value=value, description=OUTPUTS[name]), self, name)
        # remediate drains, waits for and resumes a GPU node with scontrol/squeue on the first login node.
        props.verification.set_scheduler_host(f'{refs.logins}["{hosts["logins"][0]}"].{props.pool.ssh_address}')

    def _render_deliveries(self, node_steps: dict[str, str], key: _KeyDelivery, refs: _References) -> None:
        """The GPU nodes' boot steps (after the NCCL environment step their task prolog reads), then what reaches the
        hosts over SSH (NodeDelivery): the munge key to every Slurm host (:class:`_KeyDelivery`; the GPU nodes'
        delivery is the pool's, VerificationHooks made it), the toolkit (``crusoe-ib-slurm-bundle``) to the
        controllers and login nodes, and the configuration to the controllers, each digest-checked on arrival: it
        holds one line per node, at 2,048 nodes ~0.5 MB, far over Crusoe's 64 kB for a startup script."""
        pool, verification = self.props.pool, self.props.verification
        add_node_env_step(pool)
        for name, step in node_steps.items():
            pool.add_startup_step(name, step)
        workers = pool.delivery()  # the GPU nodes' (VerificationHooks made it): the munge key
        workers.extend(items=(key.item,), prepare=key.prepare)
        if key.trigger:
            workers.add_trigger("munge_key_source", key.trigger)
        config = []  # the configuration files, as files of the stack
        for name, content in self.files.items():
            path, digest = file_asset(self, name.replace(".", "-"), name, content.encode())
            config.append(Item(name=name.replace(".", "_").upper(), dest=f"/etc/slurm/{name}", owner="root:root",
                               mode="0644", source_path=path, sha256=digest))
        user, addr, ctl, login = verification.props.settings.ssh_user, f"n.{pool.ssh_address}", refs.controllers, refs.logins
        toolkit = Item(name="TOOLKIT", dest=VERIFY_PYZ, owner="root:root", mode="0755",
                       source_path=verification.checker_asset_path, sha256=verification.checker_sha256)
        self.delivery = NodeDelivery(
            self, "delivery", hosts=f"merge({_hcl.for_map(ctl, addr)}, {_hcl.for_map(login, addr)})",
            ids=f"merge({_hcl.for_map(ctl, 'n.id')}, {_hcl.for_map(login, 'n.id')})", ssh_user=user,
            ssh_options=pool.ssh_options, triggers=f"concat({_hcl.for_list(ctl, 'n.id')}, {_hcl.for_list(login, 'n.id')})",
            prepare=key.prepare, items=(key.item, toolkit))
        self.config_delivery = NodeDelivery(
            self, "config-delivery", hosts=_hcl.for_map(ctl, addr), ids=_hcl.for_map(ctl, "n.id"), ssh_user=user,
            ssh_options=pool.ssh_options, triggers=_hcl.for_list(ctl, "n.id"), items=tuple(config))

    # --- content: scripts and commands, as text ---------------------------------------------------

    def _startup_scripts(self, hosts: dict[str, list[str]], refs: _References) -> dict[str, str]:
        """The controllers' and login nodes' startup scripts (Terraform templates), held to Crusoe's
        lifecycle-script contract."""
        scripts = {"controllers": self._controller_script(hosts["controllers"], refs),
                   "logins": self._login_script(hosts["controllers"], refs)}
        longest = {"each.key": max(len(n) for names in hosts.values() for n in names)}
        for kind, script in scripts.items():
            raise_if(platform_contract.startup_script_issues(f"{self.node.path}.startup_script", ", ".join(hosts[kind]), script,
                                                             [(f"{hosts[kind][0]}'s script", script)], longest))
        return scripts

    def _node_steps(self, controllers: list[str], refs: _References) -> dict[str, str]:
        """The GPU nodes' boot steps, by name: join Slurm, and mount the NCCL topology directory into containers.

        Containers under Slurm (Pyxis runs them with enroot) see the host's NCCL topology directory at the same
        path, so NCCL_TOPO_FILE from the task prolog names a file that exists inside them too. Enroot mounts
        every *.fstab of /etc/enroot/mounts.d into each container, in fstab format (NVIDIA/enroot v4.1.2
        doc/configuration.md, "Mount configuration files"; the options as conf/mounts/20-config.fstab writes
        them); nofail: a node without the directory still starts its containers. (The comment lives here, not
        in the script: every byte of a startup script is carried by every node, tests/test_plan_cost.py.)"""
        return {"slurm node": self._node_step(controllers, refs),
                "enroot topology mount": _scripts.template(_scripts.render(
                    "slurm/enroot-mounts.sh", MOUNTS_DIR=ENROOT_MOUNTS_DIR, TOPO_DIR=TOPO_HOST_DIR))}

    def _prelude(self, hostname: "str | _shell.Ref", daemons: str, refs: _References) -> _shell.Fragment:
        """Slurm on PATH wherever the image has it, host name, DNS search domain, Slurm present,
        munge key, the slurm user."""
        env_file = _install_file(SLURM_ENV, "CRUSOE_IB_SLURM_ENV", _scripts.render("slurm/slurm-env.sh", SLURM_PREFIX=platform_contract.SLURM_PREFIX), "0644")
        wait = wait_for("The munge key", "/etc/munge/munge.key", MUNGE_WAIT_SECONDS)
        make = (_scripts.render("slurm/make-munge-key.sh", FIRST_CONTROLLER=self._first_controller,
                                GENERATED=MUNGE_KEY_GENERATED, INSTANCE=INSTANCE, DELIVERED=marker("/etc/munge/munge.key"))
                if self._generated_key and "slurmctld" in daemons else "")
        return _scripts.render("slurm/prelude.sh", SLURM_ENV_FILE=env_file, SLURM_ENV=SLURM_ENV, DAEMONS=daemons,
                               DEFAULT_IMAGE=DEFAULT_IMAGE, HOSTNAME=hostname, LOCATION=refs.location,
                               MAKE_MUNGE_KEY=make, WAIT_MUNGE_KEY=wait, SLURM_UID=str(SLURM_UID))

    def _controller_script(self, controllers: list[str], refs: _References) -> str:
        ha = ""
        if refs.state_disk_id is not None:
            ha = _scripts.render("slurm/ha-state.sh", STATE_DIR=STATE_DIR, STATE_NFS_HOST=refs.state_nfs_host,
                                 STATE_DISK_ID=refs.state_disk_id)
        files = _scripts.lines(*(wait_for(f"/etc/slurm/{name}", f"/etc/slurm/{name}", MUNGE_WAIT_SECONDS)
                                 for name in self.files))
        reconfigure = _scripts.render("slurm/reconfigure.py", FILES=" ".join(self.files),
                                      IN_PLACE_FROM=".".join(map(str, RECONFIGURE_IN_PLACE_FROM)),
                                      SLURM_PREFIX=platform_contract.SLURM_PREFIX)
        return _scripts.template(_scripts.render(
            "slurm/controller.sh", PATH=_shell.label(self.node.path), EACH_KEY=refs.each_key,
            PRELUDE=self._prelude(refs.each_key, "slurmctld scontrol", refs), HA_STATE=ha, STATE_DIR=STATE_DIR,
            WAIT_CONFIG=files, CONFIG_FILES=" ".join(self.files), RECONFIGURE=reconfigure)) + "\n"

    @staticmethod
    def _conf_server_dropin(unit: str, variable: str, controllers: list[str], extra: str = "") -> _shell.Fragment:
        return _scripts.render("slurm/conf-server-dropin.sh", UNIT=unit, VARIABLE=variable, CONTROLLERS=",".join(controllers),
                               EXTRA=extra)

    def _node_step(self, controllers: list[str], refs: _References) -> str:
        pool, verification = self.props.pool, self.props.verification
        itype = pool.instance_type.name
        prolog = _scripts.render("slurm/task-prolog.sh", INSTANCE_TYPE=itype, NCCL_ENV_FILE=NODE_ENV_FILE)
        setup = _scripts.render(
            "slurm/node-setup.sh", PRELUDE=self._prelude(f"{pool.props.name}-{GpuNodePool.NODE_KEY}", "slurmd scontrol", refs),
            TASK_PROLOG=TASK_PROLOG, TASK_PROLOG_SCRIPT=prolog, HEALTH_CHECK=HEALTH_CHECK,
            HEALTH_CHECK_SCRIPT=_health_check(verification.node_check_command, verification.checker_path,
                                              verification.checker_sha256, self.settings.health_check_interval_s),
            IMEX=(_scripts.render("slurm/imex.sh", IMEX_NODES=" ".join(self.node_names))
                  if pool.instance_type.has_nvlink_domains else ""),
            DROPIN=self._conf_server_dropin("slurmd", "SLURMD_OPTIONS", controllers))
        # The setup runs as its own script (set -e stops it at the first failure without ending the
        # boot script); it holds the munge key, so it is written 0700 and removed after the run.
        return _scripts.template(_scripts.render("slurm/node-step.sh", SETUP=setup))

    def _login_script(self, controllers: list[str], refs: _References) -> str:
        sbatch = [_install_file(f"{SLURM_SCRIPTS}/nccl-{collective}.sbatch", "CRUSOE_IB_SBATCH",
                                _render_pair(self._sbatch(collective)), "0644") for collective in COLLECTIVES]
        helpers = [_install_file(f"/usr/local/bin/{name}", "CRUSOE_IB_HELPER", _scripts.render(
            f"slurm/{name}.sh", **values), "0755") for name, values in (
            ("crusoe-ib-slurm-nccl", self._nccl_helper_values()),
            ("crusoe-ib-slurm-bundle", {"VERIFY_PYZ": VERIFY_PYZ, "SLURM_ENV": SLURM_ENV}))]
        return _scripts.template(_scripts.render(
            "slurm/login.sh", PATH=_shell.label(self.node.path), EACH_KEY=refs.each_key,
            PRELUDE=self._prelude(refs.each_key, "slurmd sbatch srun scontrol", refs),
            LOGIN_HEALTH_CHECK=_install_file(HEALTH_CHECK, "CRUSOE_IB_HEALTHCHECK",
                                             _scripts.render("slurm/healthcheck-login.sh"), "0755"),
            DROPIN=self._conf_server_dropin("slurmd", "SLURMD_OPTIONS", controllers, f" -Z --conf Feature={LOGIN_FEATURE}"),
            SLURM_SCRIPTS=SLURM_SCRIPTS, SBATCH_FILES=_scripts.lines(*sbatch),
            HELPERS=_scripts.lines(*helpers))) + "\n"

    def sbatch_script(self, collective: str) -> str:
        """The nccl-tests job for ``collective`` over the whole partition: its output (stderr, the
        raw log, in the job's output file) goes straight into ``crusoe-ib-verify diagnose``."""
        return _scripts.text(_render_pair(self._sbatch(collective))) + "\n"

    def _thresholds_args(self) -> list[str]:
        overrides = dict(self.props.verification.props.settings.threshold_overrides)
        if not overrides:
            return []
        return ["--thresholds-json", json.dumps({k: list(v) if isinstance(v, tuple) else v
                                                  for k, v in overrides.items()}, sort_keys=True)]

    def _mpi(self) -> str:
        """srun's MPI plugin for nccl-tests: PMIx, except on GB200, where Crusoe's Slurm deployment
        says PMIx is not supported (crusoecloud/slurm README, "MPI"): Slurm's built-in PMI-2 there."""
        nvlink = self.props.pool.instance_type.has_nvlink_domains
        return "--mpi=pmi2" if nvlink and platform_contract.PMIX_UNSUPPORTED_ON_NVLINK_DOMAIN_TYPES else "--mpi=pmix"

    def _nccl_helper_values(self) -> dict:
        itype = self.props.pool.instance_type
        thresholds = self._thresholds_args()
        return dict(SLURM_ENV=SLURM_ENV, PARTITION=self.settings.partition_name, GPUS=str(itype.gpus),
                    CPUS=str(self.layout.shape.cpus // itype.gpus), MPI=self._mpi(), NCCL_TESTS_DIR=NCCL_TESTS_DIR,
                    VERIFY_PYZ=VERIFY_PYZ, INSTANCE_TYPE=itype.name,
                    THRESHOLDS=(" " + shlex.join(thresholds)) if thresholds else "")

    def _sbatch(self, collective: str) -> tuple:
        pool, s = self.props.pool, self.settings
        itype, gpus = pool.instance_type, pool.instance_type.gpus
        judged = ["--instance-type", itype.name, "--collective", collective, *self._thresholds_args()]
        return ("slurm/nccl.sbatch", dict(
            COLLECTIVE=collective, PARTITION=s.partition_name, INSTANCE_TYPE=itype.name, GPUS=str(gpus),
            SCRIPT=f"{SLURM_SCRIPTS}/nccl-{collective}.sbatch", SLURM_ENV=SLURM_ENV, MPI=self._mpi(),
            CPUS=str(self.layout.shape.cpus // gpus), BINARY=f"{NCCL_TESTS_DIR}/{collective}_perf", VERIFY_PYZ=VERIFY_PYZ,
            JUDGED=shlex.join(judged)))

    def _commands(self, logins: list[str], refs: _References) -> dict:
        """The ``<id>_commands`` output: log in, sinfo, the NCCL checks, drained nodes, job diagnostics, and
        ``reconfigure`` (the configuration output pushed to every controller)."""
        pool, s = self.props.pool, self.settings
        user = self.props.verification.props.settings.ssh_user
        addr = pool.ssh_address
        ctl, login = refs.controllers, refs.logins

        def ssh(host: _shell.Ref, *remote) -> _shell.Fragment:
            # Never -A: the login node is shared, and a forwarded agent there is usable by its root.
            parts = [_shell.word(_shell.line(*remote))] if remote else []
            return _shell.line("ssh", *pool.ssh_options, _shell.word(f"{user}@", host), *parts)

        first_login = _shell.Ref(f'{login}["{logins[0]}"].{addr}')
        push = _shell.cat(_shell.raw(f"{terraform_output(stack_name(self), refs.config_output)} | "),
                          ssh(_shell.Ref("n." + addr), "sudo", "/usr/local/sbin/crusoe-ib-slurm-reconfigure"))
        reconfigure = _hcl.join(" && ", _hcl.for_list(ctl, _shell.hcl(push)))
        first, last = self.node_names[0], self.node_names[-1]
        return {
            "login": _shell.template(ssh(first_login)),
            "sinfo": "sinfo",
            "expected_sinfo": (f"PARTITION AVAIL TIMELIMIT NODES STATE NODELIST / {s.partition_name}* up infinite "
                               f"{len(self.node_names)} idle {self.layout_nodes()}"),
            "nccl_all_reduce": "crusoe-ib-slurm-nccl all_reduce",
            "nccl_alltoall": "crusoe-ib-slurm-nccl alltoall",
            "drained": "sinfo -R",
            "drain_reason": f"scontrol show node {first} | grep -E 'State=|Reason='",
            "bundle": _shell.template(_shell.line("crusoe-ib-verify", "bundle", "--slurm-job", _shell.raw("<jobid>"), "--via",
                                                  _shell.word(f"{user}@", first_login))),
            "reconfigure": _hcl.expr(reconfigure),
            "nodes": f"{first} .. {last}",
        }

    def layout_nodes(self) -> str:
        return hostlist(self.node_names)



def _inner(value: str) -> str:
    """The HCL of a ``${...}`` value, or the quoted literal."""
    if value.startswith("${") and value.endswith("}") and value.count("${") == 1:
        return value[2:-1]
    return _hcl.string(value)


def _nfs_map() -> str:
    return "{" + ", ".join(f"{_hcl.string(k)} = {_hcl.string(v)}" for k, v in sorted(NFS_HOSTS.items())) + "}"


def _key_delivery(refs: _References) -> _KeyDelivery:
    """The munge key reaches every Slurm host after it exists (0400 munge:munge), never in a startup script: a key
    file's content from ``filebase64`` (read where Terraform runs, at apply), a generated key read from the first
    controller, which makes it at its first boot."""
    item = dict(name="MUNGE_KEY", dest="/etc/munge/munge.key", owner="munge:munge", mode="0400", restart="munge")
    if refs.munge_key_b64 is not None:
        return _KeyDelivery(Item(**item, secret=refs.munge_key_b64))
    step = _scripts.render("slurm/read-munge-key.sh", TRIES=str(MUNGE_WAIT_SECONDS // 5),
                           GENERATED=MUNGE_KEY_GENERATED, INSTANCE=INSTANCE)
    environment = {"SLURM_FIRST_CONTROLLER": _hcl.expr(refs.key_host),
                   "SLURM_FIRST_CONTROLLER_ID": _hcl.expr(refs.key_host_id)}
    # A replaced first controller makes a new key at its first boot: the GPU nodes get it too (the controllers' and
    # login nodes' delivery re-runs with the controllers' ids already).
    return _KeyDelivery(Item(**item, prepared=True), prepare=((step, environment),), trigger=refs.key_host_id)


def _render_pair(pair: tuple) -> "_shell.Fragment":
    name, values = pair
    return _scripts.render(name, **values)


def _install_file(path: str, tag: str, content: "_shell.Fragment", mode: str) -> "_shell.Fragment":
    """Boot-script lines that write ``content`` to ``path`` (a quoted heredoc) and set its mode."""
    return _scripts.render("slurm/install-file.sh", PATH=path, TAG=tag, CONTENT=content, MODE=mode)


def _health_check(node_check_command: str, checker: str, sha256: str, max_age_s: int = 300,
                  result_path: str = RESULT_PATH, log: str = "/var/log/crusoe-ib-healthcheck.log") -> "_shell.Fragment":
    return _scripts.render("slurm/healthcheck.sh", SLURM_ENV=SLURM_ENV, NODE_CHECK=node_check_command, RESULT_PATH=result_path,
                           LOG=log, MAX_AGE_S=str(max_age_s), CHECKER=checker, CHECKER_SHA256=sha256,
                           REASON_PY=_scripts.render("slurm/healthcheck-reason.py"))


def health_check_script(node_check_command: str, checker: str, sha256: str, max_age_s: int = 300,
                        result_path: str = RESULT_PATH, log: str = "/var/log/crusoe-ib-healthcheck.log") -> str:
    """Slurm's HealthCheckProgram and Prolog on a GPU node: the node check; on FAIL the node drains
    itself with the failing checks as the reason (``scontrol show node``), and as the Prolog
    (``SLURM_JOB_ID`` set) it exits 1 so Slurm requeues the job, not held, on other nodes; a pass
    younger than ``max_age_s`` (the health check's interval) lets a job start at once. A node this
    script drained returns to service once the check passes again. Other drain reasons are left alone.
    Only the checker at ``checker`` with SHA-256 ``sha256`` runs; any other file drains the node, naming both."""
    return _scripts.text(_health_check(node_check_command, checker, sha256, max_age_s, result_path, log)) + "\n"
