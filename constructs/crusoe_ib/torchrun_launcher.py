"""TorchrunLauncher: plain VMs + torchrun, the default way to train on a GpuNodePool (the last section
of "A Field Guide to Crusoe InfiniBand with Terraform": rank and leader injection, one partition, NCCL configuration, log aggregation).

Every node's ``/etc/crusoe-ib/torchrun.env``::

    NODE_KEY=node-003        NODE_RANK=3          GPUS_PER_NODE=8  NPROC_PER_NODE=8
    MASTER_PORT=29500        NCCL_IB_HCA==mlx5_1:1,...  NCCL_TOPO_FILE=...  (NCCL_DEBUG=...)
    MASTER_ADDR=...          MASTER_ADDR_SOURCE=self|dns|unresolved|terraform
    NNODES=4                 WORLD_SIZE=32                       (from the sync step)

* What a node knows about itself is written at boot. What depends on the pool's size
  (``NNODES``, ``WORLD_SIZE``) is deliberately *not* part of the startup script: Crusoe replaces
  an instance whose ``startup_script`` changes (the attribute cannot be updated in place), so a
  size in the script would make scaling 4 -> 6 replace every running node. The ``sync_env``
  command (also the first half of ``launch_all``) writes ``NNODES``, ``WORLD_SIZE`` and the
  authoritative ``MASTER_ADDR`` into the file from Terraform state, after apply.

* ``NODE_RANK`` comes from the node's own for_each key (``node-003`` -> 3, computed at boot from
  the key the pool substitutes per node): ranks follow keys, so scaling 4 -> 3 removes
  rank 3 and never renumbers the others.
* ``MASTER_ADDR`` is node-000's private IP. The pool's startup script cannot reference the
  pool's own instances (Terraform would see a cycle: node-000's address is only known after the
  instances it would be written into exist), and Crusoe assigns private IPs itself (the
  schema has no settable address). So the value is *computed at boot*: node-000 writes its own
  source address (``ip -4 route get``); every other node resolves node-000's instance name
  (``<pool>-node-000``) through the VPC's resolver, retrying for ``leader_wait_seconds``.
  ``MASTER_ADDR_SOURCE`` records how it was found (``self``, ``dns`` or ``unresolved``).
  Because boot-time DNS is best effort, ``sync_env`` replaces it with node-000's private IP
  **from Terraform state** (known after apply; no cycle, since outputs are not part of any
  instance) and sets ``MASTER_ADDR_SOURCE=terraform``.
* NCCL: ``NCCL_IB_HCA`` and ``NCCL_TOPO_FILE`` come from the node (:mod:`crusoe_ib.platform.nccl`): a boot
  step writes the InfiniBand ports it finds in sysfs as an exact list (``=mlx5_1:1,...``) and the
  first of the type's topology files that exists (H100: Crusoe's current
  ``/etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml``, else the 2023
  ``/opt/h100-80gb-sxm-ib.xml``) to ``/etc/crusoe-ib/nccl.env``, and this file copies them, except a
  variable the user set in ``extra_env``, which wins. Crusoe's VM NCCL settings come from the job
  contract (:mod:`crusoe_ib.platform.job_contract`). ``NCCL_IB_DISABLE`` is never written and is
  refused in ``extra_env`` (the field guide's fourth fallback check).

Outputs (``<id>_commands``): ``sync_env``, the per-node ``torchrun`` command, ``launch_all``
(sync, then torchrun on every node over SSH with the agent, BatchMode, each node's host key the one the
apply pinned), ``logs_hostfile`` and ``collect_logs`` (the verification CLI's ``logs`` subcommand fetches
every node's log into one directory, one prefix per node). Run them from the project root, where the pins are.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .core.cdk import Construct, TerraformOutput

from .verify import RESULT_PATH
from .core import _hcl, _scripts, _shell
from .core._settings import Context
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment
from .gpu_node_pool import GpuNodePool
from .platform.job_contract import job_contract
from .platform.nccl import NODE_ENV_FILE, NODE_ENV_KEYS, add_node_env_step
from .node_delivery import known_hosts_dir
from .settings.torchrun import NCCL_DEBUG_LEVELS, TorchrunSettings  # noqa: F401  (re-exported: their old home)
from .core.stack_paths import stack_name, terraform_output

ENV_FILE = "/etc/crusoe-ib/torchrun.env"
LOG_DIR = "/var/log/crusoe-ib"
LOG_FILE = f"{LOG_DIR}/torchrun.log"
PYTORCH_LOG = f"{LOG_DIR}/pytorch-install.log"


#: Exits 1, naming the failing checks, unless the node's latest node check passed (TorchrunLauncher.node_ok_line).
_NODE_OK_LINE = (
    "python3 -c 'import json,os,sys; p=sys.argv[1]; d=json.load(open(p)) if os.path.exists(p) else {}; "
    "f=[v.get(\"subject\",\"\")+\" \"+v.get(\"rule\",\"\") for v in d.get(\"verdicts\",[]) if v.get(\"status\")==\"FAIL\"]; "
    "sys.exit(0 if d.get(\"ok\") is True else \"crusoe-ib: not starting torchrun on this node: its node check \"+"
    "(\"failed: \"+\"; \".join(f) if d else \"result is missing\")+\" (\"+p+\")\")' " + RESULT_PATH)


def _venv_path(venv: str, user: str) -> str:
    """``venv`` as root sees it at boot: ``~/`` is the login user's home (validated: CIB221, user_issues)."""
    home = "/root" if user == "root" else f"/home/{user}"
    return home + venv[1:] if venv.startswith("~/") else venv


@dataclass(frozen=True, kw_only=True)
class TorchrunLauncherProps(ResolvableProps):
    """pool: the GpuNodePool to train on (one partition, so one NCCL job spans it).
    settings: the launcher's settings.
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    pool: GpuNodePool
    settings: TorchrunSettings = field(default_factory=TorchrunSettings)
    resolved: ResolvedEnvironment | None = None

    def checks(self, where: str, context: Context) -> list[Check]:
        return [((self.settings,), lambda: self.settings.issues(where, context))]


class TorchrunLauncher(Construct):
    """Adds the torchrun env boot step to the pool and the launch / log-collection outputs.

    ``env`` is the static part of the boot-time env file (known at synth time, independent of the
    pool's size), for tests and subclasses; ``cluster_env`` is what ``sync_env`` adds.
    """

    def __init__(self, scope: Construct, id: str, props: TorchrunLauncherProps) -> None:
        super().__init__(scope, id)
        props.resolve(self.node.path)  # its settings: validated (the pool gives the type and keys)
        self.props = props
        self.settings = props.settings
        pool = props.pool
        nnodes, gpus = len(pool.keys), pool.instance_type.gpus
        self.cluster_env = {"NNODES": str(nnodes), "WORLD_SIZE": str(nnodes * gpus)}
        self.env: dict[str, str] = self._static_env()
        #: Exits 1, naming the failing checks, unless this node's latest node check passed (InfiniBand and
        #: GPUs; the boot check, or a later ``crusoe-ib-verify node --output``): torchrun never starts on it.
        self.node_ok_line = _NODE_OK_LINE
        #: The per-node command as the shell reads it (``torchrun_command`` is the same as a template).
        self.torchrun_line = self._torchrun_line(background=False)
        self.torchrun_command = _hcl.template_text(self.torchrun_line)
        steps = self._boot_steps()
        commands = self._commands()
        # Terraform, in one place: the pool's boot steps (the node's NCCL env first), then the output.
        add_node_env_step(pool)
        for name, step in steps.items():
            pool.add_startup_step(name, _scripts.template(step))
        pool.delivery(self.settings.ssh_user)  # the host keys the commands pin (made here if nothing made it yet)
        out = TerraformOutput(self, "commands", value=commands,
                              description="torchrun on every node: per-node command, SSH launch loop, log collection.")
        _hcl.named(out, self, "commands")

    def _static_env(self) -> dict[str, str]:
        """The boot-time env file's static part: known at synth, independent of the pool's size."""
        settings, itype = self.settings, self.props.pool.instance_type
        return {
            "GPUS_PER_NODE": str(itype.gpus),
            "NPROC_PER_NODE": str(itype.gpus),
            "MASTER_PORT": str(settings.master_port),
            # Crusoe's VM NCCL settings (the job contract); NCCL_IB_HCA / NCCL_TOPO_FILE come from the node.
            **{k: v for k, v in job_contract("vm", itype).env.items() if k not in NODE_ENV_KEYS},
            **({"NCCL_DEBUG": settings.nccl_debug} if settings.nccl_debug else {}),
            **dict(sorted(settings.extra_env.items())),
        }

    def _boot_steps(self) -> dict[str, _shell.Fragment]:
        """The launcher's boot steps, by name, in order: the torchrun env file, and PyTorch when asked for
        (after the node's NCCL env step, which writes what the env file copies)."""
        pool, settings = self.props.pool, self.settings
        leader_key = pool.keys[0]
        static = "\n".join(f"{k}={v}" for k, v in self.env.items())
        tries = str(max(1, settings.leader_wait_seconds // 5))
        # The node's NCCL settings (written by the nccl env boot step), except those the user set.
        ours = [k for k in NODE_ENV_KEYS if k not in self.env]
        nccl_line = (_scripts.render("torchrun/nccl-env.sh", KEYS="|".join(ours), NCCL_ENV_FILE=NODE_ENV_FILE,
                                     ENV_FILE=ENV_FILE) if ours else "")
        steps = {"torchrun env": _scripts.render(
            "torchrun/env.sh", LOG_DIR=LOG_DIR, NODE_KEY=GpuNodePool.NODE_KEY, LEADER_KEY=leader_key, TRIES=tries,
            LEADER_NAME=f"{pool.props.name}-{leader_key}", ENV_FILE=ENV_FILE, PATH=_shell.label(self.node.path), STATIC_ENV=static,
            NCCL_ENV=nccl_line)}
        if settings.install_pytorch is not None:
            steps["pytorch"] = _scripts.render(
                "torchrun/install-pytorch.sh", VENV=_venv_path(settings.venv, settings.ssh_user), USER=settings.ssh_user,
                SPEC=_shell.quote(settings.install_pytorch), LOG=PYTORCH_LOG, LOG_DIR=LOG_DIR)
        return steps

    def _torchrun_line(self, *, background: bool) -> str:
        """The per-node command: the env file, the node check, then torchrun where the image has it: the venv
        Crusoe's torchrun guide installs PyTorch into, else the PATH. Not found is a FAIL naming the node,
        never "command not found" in a log and a launch that "worked". ``background``: torchrun in the
        background, checked after launch_check_seconds: one that already exited non-zero (an import error,
        a bad entrypoint) fails the launch with its log's last lines."""
        settings = self.settings
        venv = settings.venv
        where = f"not in {venv}/bin, nor on the PATH" if venv else "not on the PATH; set TorchrunSettings.venv"
        find = (f"TORCHRUN=$(command -v {venv}/bin/torchrun || command -v torchrun)" if venv
                else "TORCHRUN=$(command -v torchrun)")
        install = ("Install PyTorch on the image, or set TorchrunSettings.install_pytorch" if settings.install_pytorch is None
                   else f"The boot step installing {settings.install_pytorch} may still be running: see {PYTORCH_LOG}")
        missing = (f'echo "crusoe-ib: FAIL on $NODE_KEY: torchrun {where}. {install} '
                   '(README: What a run needs on the image)" >&2; false')
        args = ("--nnodes=$NNODES --nproc_per_node=$NPROC_PER_NODE --node_rank=$NODE_RANK "
                f"--master_addr=$MASTER_ADDR --master_port=$MASTER_PORT {settings.entrypoint}")
        prologue = f"set -a; . {ENV_FILE}; set +a; : \"${{NNODES:?run sync_env first}}\"; "
        if not background:
            return f'{prologue}{self.node_ok_line} && if {find}; then "$TORCHRUN" {args} ; else {missing}; fi'
        wait = settings.launch_check_seconds
        return (
            f'{prologue}{self.node_ok_line} && if {find}; then nohup "$TORCHRUN" {args} > {LOG_FILE} 2>&1 < /dev/null & pid=$!; sleep {wait}; '
            f'if kill -0 $pid 2>/dev/null || wait $pid; then echo "crusoe-ib: torchrun started on $NODE_KEY"; '
            f'else echo "crusoe-ib: FAIL on $NODE_KEY: torchrun exited at start; the end of {LOG_FILE}:" >&2; '
            # the log is the job's: shown without terminal controls or bytes a terminal would act on
            f"tail -n 20 {LOG_FILE} | LC_ALL=C tr -cd '\\11\\12\\40-\\176' >&2; false; fi; else {missing}; fi")

    def _commands(self) -> dict[str, str]:
        """``<id>_commands``: every node, at the address the pool is reached at (private through the jump host),
        against the host key the pool's delivery pinned for that address. The path is the project root's, where
        the operator runs these commands (docs/torchrun.md). ssh does not pass -o options to the jump connection:
        the jump host is checked against the operator's known_hosts."""
        pool, user = self.props.pool, self.settings.ssh_user
        leader = _shell.Ref(f'{pool.nodes_view}["{pool.keys[0]}"].{_hcl.PRIVATE_IP}')
        pinned = known_hosts_dir(self, from_root=True)
        # ConnectTimeout as the delivery's: a node that does not answer (off the SSH source ranges, the offline
        # tour's simulated hosts) fails in 10 s, naming it, instead of ssh waiting out TCP (~2 min) per node and loop.
        ssh = _shell.line("ssh", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes", "-o", "ConnectTimeout=10",
                          "-o", _shell.raw(_shell.quote(f"UserKnownHostsFile={pinned}/") + "$host"), *pool.ssh_options,
                          _shell.raw(_shell.quote(f"{user}@") + '$host'))
        pin_note = f"ssh accepts only the host key the apply pinned in {pinned}/: run this from the project root"
        sync = self._each_host(ssh, _shell.word(self._env_update(leader)),
                               _shell.raw(f'|| echo "crusoe-ib: could not update $host ({pin_note})" >&2'))
        logs = ["python3", "-m", "crusoe_ib.verify", "logs", "--hostfile", "nodes.txt", "--user", user,
                *(("--jump", pool.settings.ssh_jump_host) if pool.settings.ssh_jump_host else ()),
                "--known-hosts", pinned, "--remote", LOG_FILE, "--remote", ENV_FILE, "--dest", "torchrun-logs"]
        return {
            "sync_env": _shell.template(sync),
            "torchrun": self.torchrun_command,
            "launch_all": _shell.template(_shell.joined("; ", (sync, self._checked_launch(ssh, pin_note)))),
            "master_addr": _shell.template((leader,)),
            "logs_hostfile": _hcl.expr(pool.ssh_hostfile),
            "collect_logs": _shell.template(_shell.line(
                *terraform_output(stack_name(self), _hcl.logical_id(self, "commands")).split(), _shell.raw("|"), "jq", "-r",
                ".logs_hostfile", _shell.raw("> nodes.txt &&"), *logs)),
        }

    def _env_update(self, leader: _shell.Ref) -> _shell.Fragment:
        """The remote command ``sync_env`` runs: the cluster part of the env file replaced in place."""
        cluster = _shell.word(f"NNODES={self.cluster_env['NNODES']}\\nWORLD_SIZE={self.cluster_env['WORLD_SIZE']}\\n"
                              "MASTER_ADDR=", leader, "\\nMASTER_ADDR_SOURCE=terraform\\n")
        return _shell.line(
            "sudo", "sed", "-i", "-e", "/^NNODES=/d", "-e", "/^WORLD_SIZE=/d", "-e", "/^MASTER_ADDR=/d",
            "-e", "/^MASTER_ADDR_SOURCE=/d", ENV_FILE, _shell.raw("&&"), "printf", cluster, _shell.raw("|"),
            "sudo", "tee", "-a", ENV_FILE, _shell.raw("> /dev/null"))

    def _each_host(self, *body: _shell.Fragment) -> _shell.Fragment:
        """``for host in <every node's SSH address>; do <body>; done``."""
        return _shell.cat(_shell.line(_shell.raw("for host in"), _shell.Ref(self.props.pool.ssh_hosts)), _shell.raw("; do "),
                          _shell.line(*body), _shell.raw("; done"))

    def _checked_launch(self, ssh: _shell.Fragment, pin_note: str) -> _shell.Fragment:
        """Every node's check first (one failing node would leave the others waiting at the rendezvous), then
        torchrun in the background on every node. The remote command is ONE ssh argument; the remote shell runs
        it (and the entrypoint's words). A node where it fails makes the whole launch fail (the loop's status),
        after trying every node."""
        start = _shell.cat(_shell.raw("fail=0; "), self._each_host(
            ssh, _shell.word(self._torchrun_line(background=True)),
            _shell.raw(f'|| {{ echo "crusoe-ib: launch FAILED on $host ({pin_note})" >&2; fail=1; }}')),
            _shell.raw("; [ $fail -eq 0 ]"))
        return _shell.cat(_shell.raw("bad=; "), self._each_host(ssh, _shell.word(self.node_ok_line), _shell.raw('|| bad="$bad $host"')),
                          _shell.raw('; if [ -n "$bad" ]; then echo "crusoe-ib: not launching torchrun: the node check '
                                     f'fails on:$bad (crusoe-ib-verify fleet shows why; {pin_note})" >&2; false; else '), start,
                          _shell.raw("; fi"))
