"""K3sCluster: a self-managed Kubernetes platform over a GpuNodePool, as Crusoe's blog "Scaling Deep
Learning Distributed Training with Rancher K3s on Crusoe Cloud" (the K3s article) builds it.
The operator's view (commands, kubeconfig, add-ons, token rotation) is docs/k3s.md; here, why the
construct is shaped as it is:

* Control plane: three CPU instances running the K3s server with embedded etcd, as two resources
  (``server_init``, which runs ``--cluster-init``, and the keyed ``servers``) so the joiners can
  reference the first one's address without a cycle.
* API endpoint: an HAProxy CPU instance forwarding TCP 6443 to the servers with health checks, as
  in the article. Crusoe's ``crusoe_load_balancer`` (provider 1.1.1) cannot express "TCP 6443 ->
  servers:6443, checked": no listener or backend port, a read-only health check, only ``random``.
  Switching later is local to this construct.
* Join tokens: two sensitive variables (``<id>_token``, the server token; ``<id>_agent_token``,
  the only one GPU workers get, so a compromised worker can never join as a server), delivered
  over SSH by the apply, never in the configuration, an output or a startup script (which Crusoe's
  API lets any reader of the instances see). Joiners get the secure ``K10<CA hash>::...`` tokens
  the first server writes, so a host that answers the endpoint first cannot collect them.
* Installer: never ``curl | sh``: ``install.sh`` of the pinned tag is checked against
  ``install_script_sha256`` before it runs (required in production, CIB064).
* API exposure: 6443 opens only on the HAProxy's private address, to ``api_source_cidrs``, judged
  as SSH ranges are (CIB026, CIB022, :func:`inherited_api_issues`).
* TLS: every server certificate carries the SAN ``kubernetes`` and the kubeconfig sets
  ``tls-server-name: kubernetes``, so verification stays on without the servers knowing the
  endpoint's IP at boot (another cycle).
* Shape: the names (:class:`K3sNames`: token variables, the VMs' addresses, from the construct path) and
  the facts (:class:`K3sFacts`: from the settings and the pool) first; then the content as plain values
  (:func:`token_deliveries`, :func:`k3s_commands`, :func:`boot_scripts`, whose CPU VM scripts are checked
  against Crusoe's lifecycle-script contract there, the add-ons output, :func:`cpu_vms`); then the Terraform
  that carries it, in one place (:meth:`K3sCluster._render`): the pool's part (the workers' steps, the agent
  token on the pool's delivery), the token deliveries, the CPU VMs with the API rule, the outputs.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core.cdk import (
    Construct,
    crusoe,
    Precondition,
    TerraformOutput,
    TerraformResourceLifecycle,
    TerraformVariable,
    TerraformVariableValidationConfig,
    warn,
)

from . import node_health
from .core import _hcl, _scripts, _shell
from .core._settings import Context
from .platform.platform_contract import image_warning, startup_script_issues
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment, standalone_context
from .core.errors import Issue, plan_message, raise_if, warning
from .gpu_node_pool import GpuNodePool
from .node_delivery import Item, NodeDelivery, wait_for
from .verify import RESULT_PATH
from .k8s_addons import (GPU_OPERATOR_RUNTIME, INSTANCE_TYPE_LABEL, K3S_CONTAINERD_CONFIG, addons_output)
from .core.stack_paths import stack_name
from .verification_hooks import VerificationHooks
from .network import ClusterNetwork, internet_families, over_budget, source_cidr_issues
from .settings.k3s import (  # noqa: F401  (re-exported: their old home)
    API_PORT_TEXT, DEFAULT_CPU_IMAGE, DEFAULT_K3S_VERSION, K3S_PORT, K3sSettings, inherited_api_issues,
    install_script_url,
)

# Crusoe provider bindings of the selected CDK (crusoe_ib.core.cdk).
ComputeInstance = crusoe.compute_instance.ComputeInstance
VpcFirewallRule = crusoe.vpc_firewall_rule.VpcFirewallRule

SERVER_TOKEN_FILE = "/etc/rancher/k3s/server-token"  # servers only
AGENT_TOKEN_FILE = "/etc/rancher/k3s/agent-token"    # servers and GPU workers
INSTALLER = "/var/lib/crusoe-ib/k3s-install.sh"
#: Where K3s writes its tokens in the secure format on a server (K3s docs, "k3s token").
K3S_SECURE_SERVER_TOKEN = "/var/lib/rancher/k3s/server/token"
K3S_SECURE_AGENT_TOKEN = "/var/lib/rancher/k3s/server/agent-token"
#: How long a host waits at boot for its delivered token (then: no start, no join).
TOKEN_WAIT_SECONDS = 1800
#: The taint of a worker whose IB node check did not pass: it joins, visibly, and gets no work.
CHECK_TAINT = f"{node_health.TAINT}=true:NoSchedule"  # the health taint: the servers clear it once a check passes
#: The cluster's outputs (``<id>_<name>``) and what each holds.
OUTPUTS = {"commands": "K3s: API endpoint, kubeconfig retrieval, expected nodes.",
           "addons": "GPU/Network Operator Helm values, MPI operator and nccl-tests MPIJob, with install commands."}


def install_command(k3s_version: str, sha256: str | None, args: str, *, env: str = "",
                    path: str = INSTALLER) -> str:
    """Shell: download the pinned release's install script to ``path``, check its SHA-256 (when
    given), and only then run it as ``sh path <args>`` with ``INSTALL_K3S_VERSION`` (and ``env``).
    One ``&&`` chain: a failed download or a checksum mismatch runs nothing. ``k3s_version`` and
    ``sha256`` must be validated (K3sSettings), ``path`` a plain path; ``args``/``env`` are the
    caller's shell text."""
    return _scripts.text(install_fragment(k3s_version, sha256, args, env=env, path=path))


def install_fragment(k3s_version: str, sha256: str | None, args: "str | _shell.Fragment", *,
                     env: "str | _shell.Fragment" = "", path: str = INSTALLER) -> _shell.Fragment:
    """:func:`install_command` as a script fragment whose ``args``/``env`` may hold Terraform references."""
    checksum = _scripts.render("k3s/install-checksum.sh", SHA256=sha256.lower(), PATH=path) if sha256 is not None else ""
    return _scripts.render("k3s/install.sh", DIR=path.rsplit("/", 1)[0], PATH=path, URL=install_script_url(k3s_version),
                           CHECKSUM=checksum, VERSION=k3s_version, ENV=_shell.cat(env if isinstance(env, tuple) else (env,), (" ",)) if env else "",
                           ARGS=args)


@dataclass(frozen=True, kw_only=True)
class K3sClusterProps(ResolvableProps):
    """workers: the GpuNodePool whose nodes join as K3s agents.
    network: the ClusterNetwork (subnet for the CPU instances, VPC for the API firewall rule).
    location: where the CPU instances run; pass ``IbCapacityGuard.location`` (same as the workers).
    settings: the cluster's settings.
    production: production rules apply to the settings.
    verification: the pool's VerificationHooks; given, every worker re-runs the node check every 5
        minutes and reports it as the node condition ``CrusoeIBUnhealthy``, and the servers taint a
        failing node ``crusoe-ib/unhealthy:NoSchedule`` until a later check passes (:mod:`.node_health`).
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    workers: GpuNodePool
    network: ClusterNetwork
    location: str
    settings: K3sSettings = K3sSettings()
    production: bool = False
    verification: VerificationHooks | None = None
    resolved: ResolvedEnvironment | None = None

    def context(self) -> Context:
        return standalone_context(production=self.production)

    def checks(self, where: str, context: Context) -> list[Check]:
        # The API ranges default to the network's SSH ranges: the two settings are checked together.
        return [((self.settings, self.network.settings), lambda: self._settings_issues(where, context))]

    def _settings_issues(self, where: str, context: Context) -> list[Issue]:
        found = self.settings.issues(where, context)
        if self.settings.api_source_cidrs is None:  # the network's SSH ranges, judged as API ranges here
            inherited = f"{where}.api_source_cidrs (the network's ssh_source_cidrs)"
            found += source_cidr_issues(inherited, self.api_source_cidrs, production=self.production,
                                        port=API_PORT_TEXT)
            found += inherited_api_issues(inherited, self.settings, self.network.settings, production=self.production)
        return found

    @property
    def api_source_cidrs(self) -> tuple[str, ...]:
        cidrs = self.settings.api_source_cidrs
        return tuple(cidrs) if cidrs is not None else tuple(self.network.settings.ssh_source_cidrs)


@dataclass(frozen=True, kw_only=True)
class K3sNames:
    """What the cluster's Terraform objects are called, from its place in the construct tree alone (:meth:`of`):
    the token variables (``TF_VAR_<name>``), the addresses of its three kinds of VM and its add-ons output's
    name, known before they exist, so the scripts and commands that name them are text first."""

    path: str
    server_var: str
    agent_var: str
    init: str  # server_init
    servers: str
    lb: str  # the HAProxy
    addons: str  # the <id>_addons output

    @classmethod
    def of(cls, cluster: Construct) -> K3sNames:
        # Each VM's address as K3sCluster._render names it.
        init, servers, lb = (_hcl.address_of(ComputeInstance, cluster, suffix) for suffix in ("server_init", "servers", "lb"))
        return cls(path=cluster.node.path, server_var=_hcl.logical_id(cluster, "token"),
                   agent_var=_hcl.logical_id(cluster, "agent_token"), init=init, servers=servers, lb=lb,
                   addons=_hcl.logical_id(cluster, "addons"))


@dataclass(frozen=True, kw_only=True)
class K3sFacts:
    """The plain values the cluster's settings and pool give, worked out once (:meth:`of`) before anything is
    rendered: the server names, the address the apply and the printed commands reach the VMs at, and what
    the GPU workers' steps need of the pool."""

    settings: K3sSettings
    server_names: tuple[str, str, str]  # <name>-0 (server_init), <name>-1 and -2 (servers)
    lb_name: str                        # <name>-lb, the HAProxy
    reach: str                          # the VMs' address the apply and the commands use (private behind a jump host)
    public_endpoint: bool               # the cluster's VMs have public addresses (a private pool: a private cluster)
    instance_type: str                  # the GPU workers' type, their node label
    nodes_address: str                  # the pool's nodes, for the health step
    node_check_command: str | None      # the pool's node check (VerificationHooks); None: no health steps

    @classmethod
    def of(cls, props: K3sClusterProps) -> K3sFacts:
        pool, settings = props.workers, props.settings
        return cls(
            settings=settings, server_names=tuple(f"{settings.name}-{i}" for i in range(3)), lb_name=f"{settings.name}-lb",
            reach=pool.ssh_address,  # as the pool's nodes are reached: private behind a jump host
            public_endpoint=pool.settings.cluster_public_ip != "none", instance_type=pool.instance_type.name,
            nodes_address=pool.nodes_address,
            node_check_command=props.verification.node_check_command if props.verification is not None else None)

    @property
    def lengths(self) -> dict:
        """The longest server name a script names, for the lifecycle-script contract."""
        return {"each.key": len(self.server_names[2])}


@dataclass(frozen=True)
class BootScripts:
    """The cluster's boot scripts as text (Terraform templates): each CPU VM's, and the GPU workers' steps
    (name, script), in the order they run."""

    first_server: str
    joining_servers: str
    haproxy: str
    worker_steps: tuple[tuple[str, str], ...]


def token_waits() -> tuple:
    """The boot-time waits for the delivered server and agent tokens (then: no start, no join)."""
    return (wait_for("The K3s server token", SERVER_TOKEN_FILE, TOKEN_WAIT_SECONDS),
            wait_for("The K3s agent token", AGENT_TOKEN_FILE, TOKEN_WAIT_SECONDS))


def boot_scripts(facts: K3sFacts, names: K3sNames) -> BootScripts:
    """The servers' scripts (wait for the delivered tokens, then install K3s as the first server, with
    ``--cluster-init``, or joining its private address), the HAProxy's (TCP 6443 to the three servers,
    checked), and the GPU workers' steps: join as agents through the HAProxy, labelled with their type,
    and restart K3s once the GPU Operator's nvidia runtime is there (k8s_addons.gpu_operator_values: K3s
    rewrites its containerd config at every start and adds the runtime only when it finds it then). Each CPU
    VM's script is checked against Crusoe's lifecycle-script contract here, before any Terraform is made."""
    settings, priv, first = facts.settings, _hcl.PRIVATE_IP, facts.server_names[0]
    health = facts.node_check_command is not None
    # Each role's K3s arguments, and its install: the pinned release's install.sh, checked, then run with them.
    server_modes = {"first": ("--cluster-init", first),
                    "joining": (("--server https://", _shell.Ref(f"{names.init}.{priv}"), f":{K3S_PORT}"), _shell.Ref("each.key"))}
    args = {role: _scripts.render("k3s/server-args.sh", MODE=mode, SERVER_TOKEN_FILE=SERVER_TOKEN_FILE,
                                  AGENT_TOKEN_FILE=AGENT_TOKEN_FILE, NODE_NAME=name)
            for role, (mode, name) in server_modes.items()}
    args["agent"] = _scripts.render("k3s/agent-args.sh", AGENT_TOKEN_FILE=AGENT_TOKEN_FILE, TYPE_LABEL=INSTANCE_TYPE_LABEL,
                                    INSTANCE_TYPE=facts.instance_type, NODE_KEY=GpuNodePool.NODE_KEY)
    endpoint = {"agent": ("K3S_URL='https://", _shell.Ref(f"{names.lb}.{priv}"), f":{K3S_PORT}'")}
    install = {role: install_fragment(settings.k3s_version, settings.install_script_sha256, a, env=endpoint.get(role, ""))
               for role, a in args.items()}
    # The servers: wait for both tokens, install; with the node check, taint the nodes whose check fails.
    servers = {role: _scripts.template(_scripts.render(
        "k3s/server.sh", PATH=_shell.label(names.path), WAIT=_scripts.lines(*token_waits()), SERVER_TOKEN_FILE=SERVER_TOKEN_FILE,
        AGENT_TOKEN_FILE=AGENT_TOKEN_FILE, INSTALL=install[role], HEALTH=node_health.server_step() if health else "")) + "\n"
        for role in server_modes}
    # The HAProxy: one checked backend line per server, the joiners' from their for_each.
    line = f"  server {first} ${{{names.init}.{priv}}}:{K3S_PORT} check"
    each = _hcl.for_list(names.servers, f'"  server ${{k}} ${{n.{priv}}}:{K3S_PORT} check"')
    backends = _shell.Ref(_hcl.join("\n", f'concat(["{line}"], {each})'))
    haproxy = _scripts.template(_scripts.render("k3s/haproxy.sh", PATH=_shell.label(names.path), HAPROXY_CFG=_scripts.render(
        "k3s/haproxy.cfg", PORT=str(K3S_PORT), BACKENDS=(backends,)))) + "\n"
    # Each CPU VM's script (by the node or nodes it names) keeps Crusoe's lifecycle-script contract (CIB170-CIB172).
    vm_scripts = {first: servers["first"], ", ".join(facts.server_names[1:]): servers["joining"],
                  facts.lb_name: haproxy}
    for node, script in vm_scripts.items():
        raise_if(startup_script_issues(f"{names.path}.startup_script", node, script, [(f"{node}'s script", script)],
                                       facts.lengths))
    # The GPU workers' steps, in the order they run.
    steps = (("k3s agent", _scripts.render("k3s/agent.sh", WAIT=token_waits()[1], RESULT_PATH=RESULT_PATH, TAINT=CHECK_TAINT,
                                           AGENT_TOKEN_FILE=AGENT_TOKEN_FILE, INSTALL=_scripts.indent(install["agent"])[1:])),
             ("k3s nvidia runtime", _scripts.render("k3s/nvidia-runtime.sh", CONFIG=K3S_CONTAINERD_CONFIG,
                                                    RUNTIME=GPU_OPERATOR_RUNTIME)))
    if health:
        steps += (("crusoe-ib node health", node_health.agent_step(facts.node_check_command, GpuNodePool.NODE_KEY,
                                                                   facts.nodes_address)),)
    return BootScripts(first_server=servers["first"], joining_servers=servers["joining"], haproxy=haproxy,
                       worker_steps=tuple((name, _scripts.template(step)) for name, step in steps))


@dataclass(frozen=True, kw_only=True)
class TokenDelivery:
    """One token delivery as data, what a :class:`NodeDelivery`'s constructor takes (``hosts``, ``ids`` and
    ``triggers`` as HCL; ``items``; ``prepare``, pairs of a step and its environment, that read a secure token
    before the items go). ``id`` None is the pool's own delivery (its hosts are the pool's nodes): its steps
    and items are added there."""

    id: str | None
    items: tuple[Item, ...]
    prepare: tuple[tuple[_shell.Fragment, dict[str, str]], ...] = ()
    hosts: str = ""
    ids: str = ""
    triggers: str = ""


def token_deliveries(facts: K3sFacts, names: K3sNames) -> tuple[TokenDelivery, TokenDelivery, TokenDelivery]:
    """The first server's, the other servers' and the GPU workers' token deliveries.

    The tokens reach the hosts over SSH after they exist, 0600 root, never in a startup script. The first
    server gets both tokens from the sensitive variables; the other servers and the GPU workers get the secure
    tokens K3s writes on the first server (``K10<sha256 of the cluster CA>::server:...`` / ``::node:...``),
    read there over SSH, so a joining node verifies the cluster CA before it sends its credentials (K3s docs,
    "k3s token")."""
    init, servers, addr, first = names.init, names.servers, facts.reach, facts.server_names[0]
    first_server = {"K3S_FIRST_SERVER": _hcl.expr(f"{init}.{addr}"), "K3S_FIRST_SERVER_ID": _hcl.expr(f"{init}.id")}

    def token(name: str, path: str, variable: str) -> Item:
        return Item(name=name, dest=path, owner="root:root", mode="0600", secret=f"base64encode(var.{variable})")

    def secure(name: str, path: str, source: str) -> tuple[Item, tuple]:
        return (Item(name=name, dest=path, owner="root:root", mode="0600", prepared=True),
                ((_scripts.render("k3s/read-secure-token.sh", NAME=name, TOKEN_FILE=source,
                                  TRIES=str(TOKEN_WAIT_SECONDS // 5)), first_server),))

    server_token, read_server_token = secure("SERVER_TOKEN", SERVER_TOKEN_FILE, K3S_SECURE_SERVER_TOKEN)
    agent_token, read_agent_token = secure("K3S_AGENT_TOKEN", AGENT_TOKEN_FILE, K3S_SECURE_AGENT_TOKEN)
    return (TokenDelivery(id="init-delivery", hosts=f'{{"{first}" = {init}.{addr}}}', ids=f'{{"{first}" = {init}.id}}',
                          triggers=f"[{init}.id]", items=(token("SERVER_TOKEN", SERVER_TOKEN_FILE, names.server_var),
                                                          token("AGENT_TOKEN", AGENT_TOKEN_FILE, names.agent_var))),
            TokenDelivery(id="servers-delivery", hosts=_hcl.for_map(servers, f"n.{addr}"), ids=_hcl.for_map(servers, "n.id"),
                          triggers=_hcl.for_list(servers, "n.id"), prepare=read_server_token,
                          items=(server_token, token("AGENT_TOKEN", AGENT_TOKEN_FILE, names.agent_var))),
            TokenDelivery(id=None, prepare=read_agent_token, items=(agent_token,)))


@dataclass(frozen=True, kw_only=True)
class CpuVm:
    """One of the cluster's CPU VMs as data, made as a ``crusoe_compute_instance`` by :meth:`K3sCluster._render`
    (which gives every one the same location, SSH key, front-end interface, image and firewall dependency):
    its construct id, name, type, script and lifecycle; ``keys`` given, one instance per key (a for_each over a
    local of them, named ``<id>_server_names``)."""

    id: str
    name: str
    type: str
    script: str
    lifecycle: TerraformResourceLifecycle | None = None
    keys: tuple[str, ...] = ()


def cpu_vms(facts: K3sFacts, names: K3sNames, scripts: BootScripts) -> tuple[CpuVm, CpuVm, CpuVm]:
    """The CPU VMs as data: the first server, the two joining servers (one resource), the HAProxy.

    * ``server_init`` runs ``--cluster-init``. Crusoe replaces an instance whose startup_script changes;
      rebuilding etcd members because a boot script was edited would take the control plane down, so the
      servers ignore script changes. Its precondition refuses an agent token equal to the server token (CIB067).
    * ``servers`` (keyed ``<name>-1``/``-2``) join the first one's private address; their for_each reads a
      local (evaluated once), never an inline literal.
    * ``lb``, the API endpoint, is stateless and its script lists the servers' addresses: it may be replaced
      when the script changes."""
    settings, (first, second, third) = facts.settings, facts.server_names
    same_tokens = Precondition(
        condition=_hcl.expr(f"var.{names.server_var} != var.{names.agent_var}"),
        error_message=plan_message("CIB067", f"TF_VAR_{names.agent_var} ({names.path})", "(sensitive, not shown)",
                                   variable=names.agent_var))
    keep_script, server = ["startup_script"], settings.control_plane_type
    return (CpuVm(id="server-init", name=first, type=server, script=scripts.first_server,
                  lifecycle=TerraformResourceLifecycle(ignore_changes=keep_script, precondition=[same_tokens])),
            CpuVm(id="servers", name="${each.key}", type=server, script=scripts.joining_servers, keys=(second, third),
                  lifecycle=TerraformResourceLifecycle(ignore_changes=keep_script)),
            CpuVm(id="lb", name=facts.lb_name, type=settings.load_balancer_type, script=scripts.haproxy))


class K3sCluster(Construct):
    """Exposes ``server_init``, ``servers`` (keyed ``crusoe-k3s-1``/``-2``), ``load_balancer``,
    ``api_firewall_rule``, ``token`` and ``agent_token`` (the sensitive variables) as escape hatches."""

    def __init__(self, scope: Construct, id: str, props: K3sClusterProps) -> None:
        super().__init__(scope, id)
        props.resolve(self.node.path)  # its settings: validated (the pool gives the type, keys and SSH key)
        self.props = props
        self.settings = props.settings
        names = K3sNames.of(self)
        self.endpoint_private_ip = _hcl.expr(f"{names.lb}.{_hcl.PRIVATE_IP}")
        self.endpoint_public_ip = _hcl.expr(f"{names.lb}.{_hcl.PUBLIC_IP}")
        self.token, self.agent_token = self._token_variables(names)
        # The facts, then the content as plain values, then the Terraform that carries it.
        facts = K3sFacts.of(props)
        deliveries = token_deliveries(facts, names)
        commands = k3s_commands(facts, names, props.workers)
        scripts = boot_scripts(facts, names)  # each CPU VM's checked against Crusoe's lifecycle-script contract
        addons = addons_output(props.workers.instance_type, len(props.workers.keys), names.addons, mode="k3s",
                               env=self.settings.job_env, stack=stack_name(self))
        vms = cpu_vms(facts, names, scripts)
        self._render(vms, scripts.worker_steps, deliveries, {"commands": commands, "addons": addons})
        self._warn(props)

    def _token_variables(self, names: K3sNames) -> tuple[TerraformVariable, TerraformVariable]:
        """Two secrets (K3s's server and agent tokens): a GPU worker gets only the agent token."""
        return (self._token_variable("token", "server token", (
                    "K3s server token: joins servers and unlocks the cluster datastore; only the servers get it. "
                    f"Supply it as TF_VAR_{names.server_var}, e.g. from `openssl rand -hex 32`.")),
                self._token_variable("agent_token", "agent token", (
                    "K3s agent token: joins nodes as agents only; the servers and every GPU worker get it. "
                    f"Supply it as TF_VAR_{names.agent_var}, e.g. from `openssl rand -hex 32` (not the server token).")))

    def _token_variable(self, id: str, token: str, description: str) -> TerraformVariable:
        """A sensitive, non-null string variable of >= 32 letters or digits (CIB065, at plan time)."""
        name = _hcl.logical_id(self, id)
        variable = TerraformVariable(
            self, id, type="string", sensitive=True, nullable=False, description=description,
            validation=[TerraformVariableValidationConfig(
                condition="${can(regex(\"^[A-Za-z0-9]{32,}$\", var." + name + "))}",
                error_message=plan_message("CIB065", f"TF_VAR_{name} ({self.node.path})", "(sensitive, not shown)",
                                           token=token, variable=name),
            )],
        )
        return _hcl.named(variable, self, id)

    def _render(self, vms: tuple[CpuVm, ...], worker_steps: tuple, deliveries: tuple[TokenDelivery, ...],
                outputs: dict[str, dict]) -> None:
        """The Terraform, in one place. First the pool's part: the GPU workers' boot steps, the agent token on the
        pool's own delivery, the front-end interface the CPU VMs share (a private pool: a private cluster). Then the
        servers' token deliveries (one NodeDelivery each), the CPU VMs, created after the network's firewall rules
        (Crusoe denies everything without a rule), the API's firewall rule (6443 only on the HAProxy's private
        address, to ``api_source_cidrs``), and the outputs (:data:`OUTPUTS`)."""
        props = self.props
        pool = props.workers
        *servers, workers = deliveries  # the pool's delivery is the last
        # The pool's part.
        for name, step in worker_steps:
            pool.add_startup_step(name, step)
        interface = pool.cluster_network_interface(props.network.subnet.id)
        pool_delivery = pool.delivery()
        pool_delivery.extend(items=workers.items, prepare=workers.prepare)
        # The cluster's own.
        made = [NodeDelivery(self, d.id, hosts=d.hosts, ids=d.ids, ssh_user="ubuntu", ssh_options=pool.ssh_options,
                             triggers=d.triggers, items=d.items, prepare=d.prepare) for d in servers]
        self.deliveries = (*made, pool_delivery)
        instances = []
        for vm in vms:  # the joining servers: one per key, a for_each over a local of their names
            each = {"for_each": _hcl.each_of(_hcl.key_map(self, "server_names", vm.keys))} if vm.keys else {}
            instances.append(_hcl.named(ComputeInstance(
                self, vm.id, name=vm.name, type=vm.type, startup_script=vm.script, lifecycle=vm.lifecycle, **each,
                location=props.location, ssh_key=pool.public_key, network_interfaces=[interface],
                image=self.settings.image, depends_on=list(props.network.firewall_rules)), self, vm.id.replace("-", "_")))
        self.server_init, self.servers, self.load_balancer = instances
        self.api_firewall_rule = _hcl.named(VpcFirewallRule(
            self, "api", name=f"{self.settings.name}-api", network=props.network.vpc.id, action="allow",
            direction="ingress", protocols="tcp", source=",".join(props.api_source_cidrs), source_ports="1-65535",
            destination=f"{self.endpoint_private_ip}/32", destination_ports=str(K3S_PORT)), self, "api")
        for name, value in outputs.items():
            _hcl.named(TerraformOutput(self, name, value=value, description=OUTPUTS[name]), self, name)

    def _warn(self, props: K3sClusterProps) -> None:
        """Synth-time warnings (main.py prints them) for what is allowed outside production only."""
        settings = self.settings
        for advice in settings.documentation_issues(self.node.path):
            warn(self, advice)
        if settings.install_script_sha256 is None:
            url = settings.installer_url
            warn(self, warning("CIB281", f"{self.node.path}.install_script_sha256", None, url=url))
        open_to = internet_families(props.api_source_cidrs)
        wide = over_budget(props.api_source_cidrs)
        if (open_to or wide) and settings.allow_api_from_internet is True:
            what = f"the whole internet ({'; '.join(open_to)})" if open_to else f"{wide}, more than one /8"
            warn(self, warning("CIB280", f"{self.node.path}.api_source_cidrs", tuple(props.api_source_cidrs), what=what))
        advice = image_warning(f"{self.node.path}.image", settings.image)
        if advice:
            warn(self, advice)


def k3s_commands(facts: K3sFacts, names: K3sNames, pool: GpuNodePool) -> dict:
    """The ``<id>_commands`` output's value: the API endpoint, the kubeconfig retrieval (and tunnel), the
    expected nodes."""
    lb, (first, second, third) = names.lb, facts.server_names
    kube_file = _shell.cat(_shell.raw('"$HOME"'), _shell.word(f"/.kube/{pool.props.name}.yaml"))
    kubeconfig, tunnel = kubeconfig_commands(facts, names, pool, kube_file)
    return {
        "api_endpoint": (f"https://{_hcl.expr(f'{lb}.{_hcl.PUBLIC_IP}')}:{K3S_PORT}" if facts.public_endpoint
                         else f"https://{_hcl.expr(f'{lb}.{_hcl.PRIVATE_IP}')}:{K3S_PORT} (private: run api_tunnel first)"),
        **tunnel,
        "kubeconfig": _shell.template(kubeconfig),
        "get_nodes": _shell.template(_shell.cat(_shell.raw("kubectl --kubeconfig "), kube_file,
                                                _shell.raw(" get nodes -o wide"))),
        "expected_nodes": f"{first}, {second}, {third} (control-plane,etcd,master) and "
                          + f"{pool.props.name}-{pool.keys[0]} .. {pool.props.name}-{pool.keys[-1]} (workers), all Ready",
    }


def kubeconfig_commands(facts: K3sFacts, names: K3sNames, pool: GpuNodePool,
                        kube_file: _shell.Fragment) -> tuple[_shell.Fragment, dict]:
    """The command that writes the kubeconfig to ``kube_file``, and the tunnel command when the endpoint is private.

    It fetches k3s.yaml through the pool's jump host (if any) from the first server's private address, as
    every other printed command reaches the cluster; the remote command is one quoted argument. Admin
    credentials: outside the working tree (never committed by accident), one file per pool, written 0600
    as a fresh file (an older, wider one does not keep its mode). Without a public endpoint the kubeconfig
    keeps https://127.0.0.1:6443, and a tunnel through the jump host and the first server forwards that
    port to the HAProxy's private address."""
    lb, server = names.lb, _shell.Ref(f"{names.init}.{facts.reach}")
    fetch = _shell.line("ssh", *pool.ssh_options, _shell.word("ubuntu@", server),
                        _shell.word(_shell.line("sudo", "cat", "/etc/rancher/k3s/k3s.yaml")))
    if facts.public_endpoint:
        rewrite = (_shell.raw(f" | sed 's#https://127.0.0.1:{K3S_PORT}#https://"),
                   (_shell.Ref(f"{lb}.{_hcl.PUBLIC_IP}"),), _shell.raw(f":{K3S_PORT}#' > "))
        tunnel = {}
    else:
        rewrite = (_shell.raw(" > "),)
        forward = _shell.word(f"127.0.0.1:{K3S_PORT}:", _shell.Ref(f"{lb}.{_hcl.PRIVATE_IP}"), f":{K3S_PORT}")
        tunnel = {"api_tunnel": _shell.template(_shell.line(
            "ssh", "-N", "-L", forward, *pool.ssh_options, _shell.word("ubuntu@", server)))}
    kubeconfig = _shell.cat(
        _shell.raw("(umask 077 && mkdir -p \"$HOME\"/.kube && rm -f "), kube_file, _shell.raw(" && "), fetch,
        *rewrite, kube_file, _shell.raw(") && kubectl --kubeconfig "), kube_file,
        _shell.raw(" config set-cluster default --tls-server-name=kubernetes"))
    return kubeconfig, tunnel
