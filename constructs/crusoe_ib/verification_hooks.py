"""VerificationHooks: make every node prove its InfiniBand health, and hand users the commands
for the rest of the suite.

At boot each node runs the stdlib-only checker (``crusoe_ib.verify``, a zipapp the apply delivers
over SSH, never in a startup script, and that runs only with the SHA-256 fixed at synth: see
``VerificationSettings``; no internet or pip) and writes its verdict to
``/var/lib/crusoe-ib/node-check.json``: port state ACTIVE, LinkUp, rate as expected for the type,
error counters (or "unavailable" where the VM hides them). Outputs give the exact commands for
the pool-wide ``ib_write_bw`` sweep (``sweep``: every node against several partners; ``pair_server``
and ``pair_client`` still test one pair by hand) and the NCCL all-reduce runs, with thresholds for the
pool's type and size. An optional apply-time gate (off by default) runs the node check over SSH through the
operator's agent; no private key is ever part of config or state.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import shlex
from dataclasses import dataclass, field

from .core.cdk import Construct, TerraformOutput, terraform_data

from .core import _hcl, _scripts, _shell
from .core._settings import Context
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment, standalone_context
from .gpu_node_pool import GpuNodePool
from .platform.job_contract import job_contract
from .verify.node.thresholds import Thresholds, thresholds_for
from .verify import METRICS_PATH, RESULT_PATH, VERIFY_PYZ
from .node_delivery import Item, file_asset, known_hosts_dir
from .remediation_history import history_location
from .mpi_launch import add_mpi_launch, hostfile_expression
from .core.stack_paths import stack_dir, stack_name, terraform_output
from .settings.verification import OVERRIDABLE, VerificationSettings  # noqa: F401  (re-exported: their old home)
from .verify.build.zipapp import zipapp_bytes
from .verify.node.metrics import not_checked_metrics

CHECK_LOG = "/var/log/crusoe-ib-node-check.log"
#: How long a node waits at boot for the apply to deliver its checker (then: a FAIL result).
DELIVERY_WAIT_SECONDS = 1800
#: The hooks' outputs (``<id>_<name>``) and their descriptions.
OUTPUTS = {
    "commands": "Commands that run the IB verification suite against this pool.",
    "thresholds": "Pass/fail thresholds chosen for this pool's type and size.",
    "remediation": "From a failing node to terraform apply -replace: crusoe-ib-verify fleet, bisect and remediate "
                   "read this (terraform output -json verify_remediation).",
}


@dataclass(frozen=True, kw_only=True)
class VerificationHooksProps(ResolvableProps):
    """pool: the GpuNodePool to verify.
    settings: overrides, the apply gate, the SSH user, the remediation share.
    production: the stack is production (``remediate`` then asks for ``--production`` before it
        prints a replace command).
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    mode: the orchestration mode that runs on the pool (``torchrun``, ``k3s``, ``slurm``): the
        ``verify_remediation`` output names it, and ``remediate`` drains the node its way first.
    state: the stack's state setting (LocalState, S3State): the remediation history lives beside it
        (crusoe_ib.remediation_history); None: ``<stack>.remediation.jsonl`` in the project root.
    """

    pool: GpuNodePool
    settings: VerificationSettings = field(default_factory=VerificationSettings)
    production: bool = False
    resolved: ResolvedEnvironment | None = None
    mode: str = "torchrun"
    state: object = None

    def context(self) -> Context:
        return standalone_context(pool=self.pool)

    def checks(self, where: str, context: Context) -> list[Check]:
        return [((self.settings,), lambda: self.settings.issues(where, context))]


@dataclass(frozen=True)
class _Facts:
    """What the hooks' content is built from, looked up once from the resolved pool and settings."""

    #: The pass/fail thresholds for the pool's type and size (with the settings' overrides).
    thresholds: Thresholds
    #: Crusoe's VM NCCL settings (the job contract) as ``--env K=V`` arguments, given to every rank of the nccl commands.
    tuning: tuple[str, ...]
    #: Where the remediation history lives (crusoe_ib.remediation_history).
    history: dict
    #: The metrics a node that could not be checked reports.
    fail_metrics: str
    #: The lists over every node, built once as locals (tests/test_plan_cost.py): mpirun's hostfile (an output and
    #: the launch delivery's) and the nodes' ids (the launch delivery's and the apply gate's triggers).
    hostfile: str
    node_ids: str
    #: The hostfile ``crusoe-ib-verify mesh`` reads (``<SSH address> <private address> <key>`` per node), an output.
    mesh_hostfile: str


class VerificationHooks(Construct):
    """Adds the node-check boot step to the pool and the verification outputs."""

    def __init__(self, scope: Construct, id: str, props: VerificationHooksProps) -> None:
        super().__init__(scope, id)
        props.resolve(self.node.path)  # its settings: validated (the pool gives the type and keys)
        self.props = props
        checker = zipapp_bytes()  # built once per pool (~10 ms): the asset and its digest
        #: The checker this configuration pins: boot and Slurm's health check run only this file, and
        #: only while its SHA-256 is ``checker_sha256`` (fixed at synth).
        self.checker_sha256 = hashlib.sha256(checker).hexdigest()
        self.checker_path = f"/opt/crusoe-ib/verify-{self.checker_sha256}.pyz"
        self._overrides = {k: (list(v) if isinstance(v, tuple) else v)
                           for k, v in props.settings.threshold_overrides.items()}
        args = self._node_check_args()
        #: The node check as one shell command line (each argument quoted once), on the pinned checker.
        self.node_check_command = shlex.join(["python3", self.checker_path, "node", *args])
        facts = self._facts()
        self.thresholds = facts.thresholds
        # The content, as plain values: the boot step, the outputs' values, the apply gate's command.
        step = self._node_check_step(args, facts.fail_metrics)
        outputs = {"commands": self._commands(args, facts),
                   "thresholds": self.thresholds_summary(), "remediation": self._remediation(facts.history)}
        gate = self._gate(facts.node_ids) if props.settings.apply_gate else None
        # Then the Terraform, in one place.
        self._render(checker, step, outputs, gate, facts)

    def _facts(self) -> _Facts:
        """The plain facts the content is built from, looked up once (see :class:`_Facts`)."""
        props, pool = self.props, self.props.pool
        contract = job_contract("vm", pool.instance_type)
        return _Facts(
            thresholds=thresholds_for(pool.instance_type.name, node_count=len(pool.keys),
                                      overrides=self._overrides or None),
            tuning=tuple(a for k, v in contract.env.items() for a in ("--env", f"{k}={v}")),
            history=history_location(props.state, stack_name(self)),
            fail_metrics=not_checked_metrics(pool.NODE_KEY),
            hostfile=_hcl.local(self, "hostfile", hostfile_expression(pool)),
            node_ids=_hcl.local(self, "node_ids", _hcl.for_list(pool.nodes_view, "n.id")),
            mesh_hostfile=_hcl.join("\n", _hcl.for_list(
                pool.nodes_view, f'"${{n.{pool.ssh_address}}} ${{n.{_hcl.PRIVATE_IP}}} ${{k}}"')))

    def _render(self, checker: bytes, step: str, outputs: dict[str, dict], gate: dict | None, facts: _Facts) -> None:
        """The Terraform: the boot step, the checker's delivery to every node, the launch delivery (mesh and
        hostfile), the outputs (:data:`OUTPUTS`) and the optional apply gate (after the pool's delivery)."""
        pool, settings = self.props.pool, self.props.settings
        pool.add_startup_step("crusoe-ib node check", step)
        delivery = self._deliver_checker(checker)
        #: The delivery that meshes the pool and puts the hostfile on node-000 (None: off, or one node).
        self.launch_delivery = (add_mpi_launch(self, pool, settings.ssh_user, hostfile=facts.hostfile,
                                               node_ids=facts.node_ids)
                                if settings.mesh_on_apply is True else None)
        made = {name: _hcl.named(TerraformOutput(self, name, value=value, description=OUTPUTS[name]), self, name)
                for name, value in outputs.items()}
        self.remediation_output = made["remediation"]
        self.gate = None
        if gate is not None:
            self.gate = _hcl.named(terraform_data(self, "apply-gate", **gate), self, "apply_gate")
            self.gate.add_override("depends_on", [delivery.address])

    def _node_check_args(self) -> list[str]:
        """The node check's arguments. The boot step, Slurm's health check and the K3s timer all run them: each
        run refreshes the Prometheus metrics for node_exporter's textfile collector (docs/verification.md,
        "Prometheus metrics")."""
        return [*self._judged(), "--metrics-file", METRICS_PATH]

    def _judged(self) -> list[str]:
        """The type and threshold overrides: pair and nccl judge against the same thresholds as the node check."""
        overrides = self._overrides
        return ["--instance-type", self.props.pool.instance_type.name,
                *(["--thresholds-json", json.dumps(overrides, sort_keys=True)] if overrides else [])]

    def _node_check_step(self, args: list[str], fail_metrics: str) -> str:
        """The boot step (a Terraform template): wait for the delivered checker, check its SHA-256, run it; a FAIL
        result otherwise. Every verdict names the node (its key, replaced per node) and its Terraform address."""
        pool = self.props.pool
        fail = _scripts.render("verify/fail-result.sh", NODE_KEY=pool.NODE_KEY, RESULT_PATH=RESULT_PATH, CHECK_LOG=CHECK_LOG,
                               METRICS_PATH=METRICS_PATH, METRICS_DIR=posixpath.dirname(METRICS_PATH),
                               FAIL_METRICS=" ".join(_shell.quote(line) for line in fail_metrics.splitlines()))
        return _scripts.template(_scripts.render(
            "verify/node-check.sh", CHECKER=self.checker_path, CHECKER_SHA256=self.checker_sha256,
            TRIES=str(DELIVERY_WAIT_SECONDS // 5), NODE_CHECK_ARGS=shlex.join(args), NODE_KEY=pool.NODE_KEY,
            POOL_ADDRESS=pool.nodes_address, RESULT_PATH=RESULT_PATH, CHECK_LOG=CHECK_LOG, FAIL_RESULT=_scripts.indent(fail)[1:]))

    def _deliver_checker(self, checker: bytes):
        """The zipapp as a file of the stack, delivered to every node at the pinned path and as the toolkit by the
        pool's delivery (made here, with the verification's SSH user); returns that delivery."""
        #: The zipapp as a file of the stack (``assets/checker/<hash>/verify.pyz``) the delivery reads.
        self.checker_asset_path, _ = file_asset(self, "checker", "verify.pyz", checker)
        delivery = self.props.pool.delivery(self.props.settings.ssh_user)
        for name, dest in (("CHECKER", self.checker_path), ("TOOLKIT", VERIFY_PYZ)):
            delivery.add(Item(name=name, dest=dest, owner="root:root", mode="0755", source_path=self.checker_asset_path,
                              sha256=self.checker_sha256))
        return delivery

    def _ssh(self, host: _shell.Ref, *remote: str | _shell.Ref) -> _shell.Fragment:
        """``ssh [-J jump] user@host '<remote>'``: the remote command is ONE argument, quoted once."""
        pool, user = self.props.pool, self.props.settings.ssh_user
        return _shell.line("ssh", *pool.ssh_options, _shell.word(f"{user}@", host), _shell.word(_shell.line(*remote)))

    def _on(self, key: str) -> _shell.Ref:
        """The SSH address of the node ``key``."""
        pool = self.props.pool
        return _shell.Ref(f'{pool.nodes_view}["{key}"].{pool.ssh_address}')

    def _ident(self) -> tuple:
        """The arguments that name the node of a for expression (``k``) and its pool in a verdict."""
        return ("--node-key", _shell.Ref("k"), "--pool-address", self.props.pool.nodes_address)

    def _commands(self, args: list[str], facts: _Facts) -> dict:
        """``<id>_commands``: the commands that run the IB verification suite against this pool."""
        pool, user = self.props.pool, self.props.settings.ssh_user
        nodes, addr, priv = pool.nodes_view, pool.ssh_address, _hcl.PRIVATE_IP
        first, second = pool.keys[0], pool.keys[min(1, len(pool.keys) - 1)]
        judged, ssh, on = self._judged(), self._ssh, self._on
        each = _shell.Ref(f"n.{addr}")
        # rccl-tests (AMD types) has no -J JSON file: its text table is read instead.
        rccl = ("--no-json-results",) if pool.instance_type.collective_library == "rccl" else ()
        # ``tuning``: Crusoe's VM NCCL settings (the job contract), given to every rank; NCCL_IB_HCA and
        # NCCL_TOPO_FILE come from node-000's discovery (the nccl command reads its /etc/crusoe-ib/nccl.env).
        nccl = ("python3", VERIFY_PYZ, "nccl", "--hostfile", "hostfile", *judged, "--nodes", str(len(pool.keys)))
        mesh_file = "mesh-hosts.txt"
        # The operator's ssh to the nodes accepts only the host keys the delivery pinned (run from the project root).
        mesh = ["python3", "-m", "crusoe_ib.verify", "mesh", "--hostfile", mesh_file, "--user", user,
                *(("--jump", pool.settings.ssh_jump_host) if pool.settings.ssh_jump_host else ()),
                "--known-hosts", known_hosts_dir(self, from_root=True)]
        commands = {
            "node_check_result": _hcl.expr(_hcl.for_map(nodes, _shell.hcl(ssh(each, "sudo", "cat", RESULT_PATH)))),
            "node_check": _hcl.expr(_hcl.for_map(nodes, _shell.hcl(ssh(each, "sudo", "python3", VERIFY_PYZ, "node", *args,
                                                                       *self._ident())))),
            "pair_server": _shell.template(ssh(on(first), "python3", VERIFY_PYZ, "pair", "--server", *judged)),
            "pair_client": _shell.template(ssh(on(second), "python3", VERIFY_PYZ, "pair", "--client",
                                               _shell.Ref(f'{nodes}["{first}"].{priv}'), *judged)),
            "hostfile": _hcl.expr(facts.hostfile),
            # mpirun on the first node reaches the others over SSH: `mesh` sets that up from here (a key made on
            # the first node, host keys pinned), once per pool and again after a node is replaced.
            "mesh_hostfile": _hcl.expr(facts.mesh_hostfile),
            "mesh": _shell.template(_shell.line(
                *terraform_output(stack_name(self), _hcl.logical_id(self, "commands")).split(),
                _shell.raw("|"), "jq", "-r",
                ".mesh_hostfile", _shell.raw(f"> {mesh_file} &&"), *mesh)),
            # The pool-wide proof (where Terraform runs, over SSH as bisect and remediate reach the nodes):
            # every node's rails against several partners in a few rounds of disjoint pairs (4 by default:
            # every pair of a pool of up to five nodes; `--rounds 8` for more partners), then nccl below.
            # Run from the project root, as remediate's replace lines are.
            "sweep": _shell.template(_shell.line(
                *terraform_output(stack_name(self), _hcl.logical_id(self, "remediation")).split(),
                _shell.raw("> remediation.json &&"),
                "python3", "-m", "crusoe_ib.verify", "sweep", "--remediation", "remediation.json", *judged[2:])),
            # ssh starts in the home directory, where the README puts the hostfile.
            "nccl": _shell.template(ssh(on(first), *nccl, *facts.tuning, *rccl)),
            # All-to-all: the traffic pattern of Mixture-of-Experts training.
            "nccl_alltoall": _shell.template(ssh(on(first), *nccl, "--collective", "alltoall", *facts.tuning, *rccl)),
        }
        return commands

    def _gate(self, node_ids: str) -> dict:
        """The optional apply-time gate (its ``terraform_data``'s triggers and provisioner): the node check on every
        node over SSH through the operator's agent, after the pool's delivery (the checker is there and each node's host key is pinned, its address checked).
        NODE_CHECK reaches ssh as one argument ("$NODE_CHECK"): the remote shell parses it once. The host key
        is the one the pool's delivery pinned for the node (node_delivery.known_hosts_dir), nothing else; what
        the node or ssh says comes back through a filter that drops terminal controls."""
        pool, user = self.props.pool, self.props.settings.ssh_user
        ssh = _shell.line("ssh", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes",
                          _shell.raw('-o "UserKnownHostsFile=' + known_hosts_dir(self) + '/$ip"'), *pool.ssh_options,
                          _shell.raw("--"), _shell.raw(_shell.quote(f"{user}@") + '$ip'), _shell.raw('"$NODE_CHECK"'))
        script = _shell.text(_shell.cat(
            _shell.raw("set -eu; fail=0; for ip in $NODE_IPS; do if out=$("), ssh, _shell.raw(
                ' 2>&1); then echo "crusoe-ib: $ip healthy"; '
                'else echo "crusoe-ib: $ip FAILED its IB node check" >&2; '
                "printf '%s\\n' \"$out\" | LC_ALL=C tr -cd '\\11\\12\\40-\\176' | tail -n 20 | sed 's/^/    /' >&2; "
                'fail=1; fi; done; exit $fail')))
        return dict(
            triggers_replace={"node_ids": _hcl.expr(node_ids)},
            provisioners=[{
                "type": "local-exec",
                "command": _hcl.template_text(script),
                "environment": {
                    "NODE_IPS": _hcl.expr(pool.ssh_hosts),
                    "NODE_CHECK": _hcl.template_text(f"sudo {self.node_check_command}"),
                },
            }])

    def _remediation(self, history: dict) -> dict:
        """``<id>_remediation``: what ``crusoe-ib-verify fleet | bisect | remediate`` need to turn a failing
        node into ``terraform apply -replace``: the pool's resource and each node's key, SSH address
        and Terraform address, the guardrail settings, and per node the diagnostics bundle command
        (run first: support gets the evidence before the VM is gone). Only the pool's nodes are
        listed, so remediate can never name the control plane, the partition or the network."""
        pool, settings, ssh, ident = self.props.pool, self.props.settings, self._ssh, self._ident()
        # Read the nodes through the pool's view (evaluated once); write their address as text.
        nodes, address, itype = pool.nodes_view, pool.nodes_address, pool.instance_type.name
        stack = stack_name(self)
        host, key = f"n.{pool.ssh_address}", _shell.Ref("k")
        archive = _shell.word("/var/lib/crusoe-ib/bundle-", key, ".tar.gz")
        # The bundle is written on the node, then streamed back over the same SSH path (jump host included).
        bundle = _shell.line(
            ssh(_shell.Ref(host), "sudo", "python3", VERIFY_PYZ, "bundle", "--instance-type", itype, *ident,
                "--output", archive, _shell.raw(">&2 &&"), "sudo", "cat", archive),
            _shell.raw(">"), _shell.word("crusoe-ib-bundle-", key, ".tar.gz"))
        node = (f'{{ host = {host}, private_ip = n.{_hcl.PRIVATE_IP}, name = n.name, '
                f'address = "{address}[\\"${{k}}\\"]" }}')
        value = {
            "stack": stack,
            "pool_address": address,
            "instance_type": itype,
            "production": self.props.production,
            "max_share": settings.remediation_max_share,
            # The circuit breaker and the repeat-offender window (crusoe-ib-verify remediate reads the history).
            "mode": self.props.mode,
            "breaker": {"window_hours": settings.remediation_window_hours,
                        "max_actions": settings.remediation_max_actions,
                        "repeat_offender_hours": settings.remediation_repeat_hours},
            "history": history,
            # Where scontrol/squeue run for a Slurm pool (SlurmCluster sets its login node); null: locally.
            "scheduler_host": None,
            "ssh_user": settings.ssh_user,
            "ssh_jump_host": pool.settings.ssh_jump_host,
            # The host keys the deliveries pinned (the pool's nodes; a Slurm stack's login nodes too), from the
            # project root: fleet, sweep, bisect and remediate accept only those (--known-hosts overrides).
            "known_hosts": known_hosts_dir(self, from_root=True),
            "nodes": _hcl.expr(_hcl.for_map(nodes, node)),
            "hostfile": _hcl.expr(pool.ssh_hostfile),
            "bundle": _hcl.expr(_hcl.for_map(nodes, _shell.hcl(bundle))),
            "replace": "terraform -chdir=%s apply -replace='%s[\"<node key>\"]'" % (stack_dir(stack), address),
        }
        return value

    def set_scheduler_host(self, address: str) -> None:
        """Name the host where ``remediate`` runs the scheduler's commands (a Slurm login node's SSH
        address, as an HCL reference such as ``crusoe_compute_instance.slurm_logins["x"].public_ip``)."""
        self.remediation_output.add_override("value.scheduler_host", _hcl.expr(address))

    def thresholds_summary(self) -> dict:
        return self.thresholds.to_dict()
