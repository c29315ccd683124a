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
from .k8s_addons import (GPU_OPERATOR_RUNTIME, INSTANCE_TYPE_LABEL, K3S_CONTAINERD_CONFIG, addons)
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


class K3sCluster(Construct):
    """Exposes ``server_init``, ``servers`` (keyed ``crusoe-k3s-1``/``-2``), ``load_balancer``,
    ``api_firewall_rule``, ``token`` and ``agent_token`` (the sensitive variables) as escape hatches."""

    def __init__(self, scope: Construct, id: str, props: K3sClusterProps) -> None:
        super().__init__(scope, id)
        props.resolve(self.node.path)  # its settings: validated (the pool gives the type, keys and SSH key)
        self.props = props
        self.settings = props.settings
        pool = props.workers
        # The cluster's VMs share one front-end interface on the cluster's subnet.
        self._interface = pool.cluster_network_interface(props.network.subnet.id)
        self._server_var, self._agent_var = _hcl.logical_id(self, "token"), _hcl.logical_id(self, "agent_token")
        self.token, self.agent_token = self._token_variables()
        self.server_init = self._first_server()
        self.servers = self._joining_servers()
        self.load_balancer = self._haproxy()
        lb_address = _hcl.address(self.load_balancer)
        self.endpoint_private_ip = _hcl.expr(f"{lb_address}.{_hcl.PRIVATE_IP}")
        self.endpoint_public_ip = _hcl.expr(f"{lb_address}.{_hcl.PUBLIC_IP}")
        self.api_firewall_rule = self._api_firewall_rule()
        self._add_agent_steps()
        self._deliver_tokens(pool, _hcl.address(self.server_init), _hcl.address(self.servers), self._server_var,
                             self._agent_var)
        if props.verification is not None:
            pool.add_startup_step("crusoe-ib node health", _scripts.template(node_health.agent_step(
                props.verification.node_check_command, pool.NODE_KEY, pool.nodes_address)))
        self._warn(props)
        advice = image_warning(f"{self.node.path}.image", self.settings.image)
        if advice:
            warn(self, advice)
        self._commands_output()
        self._addons_output()

    def _token_variables(self) -> tuple[TerraformVariable, TerraformVariable]:
        """Two secrets (K3s's server and agent tokens): a GPU worker gets only the agent token."""
        return (self._token_variable("token", "server token", (
                    "K3s server token: joins servers and unlocks the cluster datastore; only the servers get it. "
                    f"Supply it as TF_VAR_{self._server_var}, e.g. from `openssl rand -hex 32`.")),
                self._token_variable("agent_token", "agent token", (
                    "K3s agent token: joins nodes as agents only; the servers and every GPU worker get it. "
                    f"Supply it as TF_VAR_{self._agent_var}, e.g. from `openssl rand -hex 32` (not the server token).")))

    def _server_script(self, join_address: "_shell.Ref | None", node_name: "str | _shell.Ref") -> str:
        """A server's boot script: wait for its delivered tokens, then install K3s as the first server
        (``--cluster-init``) or as one joining ``join_address``."""
        settings = self.settings
        mode = "--cluster-init" if join_address is None else ("--server https://", join_address, f":{K3S_PORT}")
        args = _scripts.render("k3s/server-args.sh", MODE=mode, SERVER_TOKEN_FILE=SERVER_TOKEN_FILE,
                               AGENT_TOKEN_FILE=AGENT_TOKEN_FILE, NODE_NAME=node_name)
        return _scripts.template(_scripts.render(
            "k3s/server.sh", PATH=self.node.path, WAIT=_scripts.lines(*self._token_waits()),
            SERVER_TOKEN_FILE=SERVER_TOKEN_FILE, AGENT_TOKEN_FILE=AGENT_TOKEN_FILE,
            INSTALL=install_fragment(settings.k3s_version, settings.install_script_sha256, args),
            HEALTH=node_health.server_step() if self.props.verification is not None else "")) + "\n"

    @staticmethod
    def _token_waits() -> tuple:
        """The boot-time waits for the delivered server and agent tokens (then: no start, no join)."""
        return (wait_for("The K3s server token", SERVER_TOKEN_FILE, TOKEN_WAIT_SECONDS),
                wait_for("The K3s agent token", AGENT_TOKEN_FILE, TOKEN_WAIT_SECONDS))

    def _server_vm(self, id: str, **instance) -> ComputeInstance:
        """A CPU instance of the cluster, named ``id``, on the cluster's subnet (a private pool: a private
        cluster), created after the firewall rules: Crusoe denies everything without a rule."""
        vm = ComputeInstance(
            self, id, location=self.props.location, ssh_key=self.props.workers.public_key,
            network_interfaces=[self._interface],
            depends_on=list(self.props.network.firewall_rules), image=self.settings.image, **instance)
        return _hcl.named(vm, self, id.replace("-", "_"))

    def _longest(self) -> dict:
        """The longest server name a script names, for the lifecycle-script contract."""
        return {"each.key": len(f"{self.settings.name}-2")}

    def _first_server(self) -> ComputeInstance:
        """``server_init``, which runs ``--cluster-init``. Crusoe replaces an instance whose startup_script
        changes; rebuilding etcd members because a boot script was edited would take the control plane down.
        Its precondition refuses an agent token equal to the server token (CIB067)."""
        first = f"{self.settings.name}-0"
        script = self._server_script(None, first)
        self._check_script(first, script, self._longest())
        return self._server_vm(
            "server-init", name=first, type=self.settings.control_plane_type, startup_script=script,
            lifecycle=TerraformResourceLifecycle(
                ignore_changes=["startup_script"],
                precondition=[Precondition(
                    condition=_hcl.expr(f"var.{self._server_var} != var.{self._agent_var}"),
                    error_message=plan_message("CIB067", f"TF_VAR_{self._agent_var} ({self.node.path})",
                                               "(sensitive, not shown)", variable=self._agent_var))]))

    def _joining_servers(self) -> ComputeInstance:
        """The other two servers (keyed ``<name>-1``/``-2``), joining the first one's private address; their
        for_each reads a local (evaluated once), never an inline literal."""
        name = self.settings.name
        joiners = _hcl.each_of(_hcl.key_map(self, "server_names", (f"{name}-1", f"{name}-2")))
        script = self._server_script(_shell.Ref(f"{_hcl.address(self.server_init)}.{_hcl.PRIVATE_IP}"), _shell.Ref("each.key"))
        self._check_script(f"{name}-1, {name}-2", script, self._longest())
        return self._server_vm("servers", for_each=joiners, name="${each.key}", type=self.settings.control_plane_type,
                               startup_script=script, lifecycle=TerraformResourceLifecycle(ignore_changes=["startup_script"]))

    def _haproxy(self) -> ComputeInstance:
        """The API endpoint: HAProxy forwarding TCP 6443 to the servers with health checks. Stateless, and its
        script lists the servers' addresses: allowed to be replaced when the script changes."""
        priv, init = _hcl.PRIVATE_IP, _hcl.address(self.server_init)
        line = f"  server {self.settings.name}-0 ${{{init}.{priv}}}:{K3S_PORT} check"
        each = _hcl.for_list(_hcl.address(self.servers), f'"  server ${{k}} ${{n.{priv}}}:{K3S_PORT} check"')
        backends = _shell.Ref(_hcl.join("\n", f'concat(["{line}"], {each})'))
        haproxy = _scripts.template(_scripts.render(
            "k3s/haproxy.sh", PATH=self.node.path,
            HAPROXY_CFG=_scripts.render("k3s/haproxy.cfg", PORT=str(K3S_PORT), BACKENDS=(backends,)))) + "\n"
        self._check_script(f"{self.settings.name}-lb", haproxy, self._longest())
        return self._server_vm("lb", name=f"{self.settings.name}-lb", type=self.settings.load_balancer_type,
                               startup_script=haproxy)

    def _api_firewall_rule(self) -> VpcFirewallRule:
        """6443 open only on the HAProxy's private address, to ``api_source_cidrs``."""
        settings, props = self.settings, self.props
        return _hcl.named(VpcFirewallRule(
            self, "api", name=f"{settings.name}-api", network=props.network.vpc.id, action="allow",
            direction="ingress", protocols="tcp", source=",".join(props.api_source_cidrs),
            source_ports="1-65535", destination=f"{self.endpoint_private_ip}/32", destination_ports=str(K3S_PORT)),
            self, "api")

    def _add_agent_steps(self) -> None:
        """The GPU workers' boot steps: join as K3s agents through the HAProxy, labelled with their type, and
        restart K3s once the GPU Operator's nvidia runtime is there (k8s_addons.gpu_operator_values: K3s
        rewrites its containerd config at every start and adds the runtime only when it finds it then)."""
        pool, settings = self.props.workers, self.settings
        agent_args = _scripts.render("k3s/agent-args.sh", AGENT_TOKEN_FILE=AGENT_TOKEN_FILE, TYPE_LABEL=INSTANCE_TYPE_LABEL,
                                     INSTANCE_TYPE=pool.instance_type.name, NODE_KEY=GpuNodePool.NODE_KEY)
        endpoint = ("K3S_URL='https://", _shell.Ref(f"{_hcl.address(self.load_balancer)}.{_hcl.PRIVATE_IP}"), f":{K3S_PORT}'")
        install = install_fragment(settings.k3s_version, settings.install_script_sha256, agent_args, env=endpoint)
        pool.add_startup_step("k3s agent", _scripts.template(_scripts.render(
            "k3s/agent.sh", WAIT=self._token_waits()[1], RESULT_PATH=RESULT_PATH, TAINT=CHECK_TAINT,
            AGENT_TOKEN_FILE=AGENT_TOKEN_FILE, INSTALL=_scripts.indent(install)[1:])))
        pool.add_startup_step("k3s nvidia runtime", _scripts.template(_scripts.render(
            "k3s/nvidia-runtime.sh", CONFIG=K3S_CONTAINERD_CONFIG, RUNTIME=GPU_OPERATOR_RUNTIME)))

    def _kubeconfig(self, kube_file: _shell.Fragment) -> tuple[_shell.Fragment, dict]:
        """The command that writes the kubeconfig, and the tunnel command when the endpoint is private.

        It fetches k3s.yaml through the pool's jump host (if any) from the first server's private address, as
        every other printed command reaches the cluster; the remote command is one quoted argument. Admin
        credentials: outside the working tree (never committed by accident), one file per pool, written 0600
        as a fresh file (an older, wider one does not keep its mode). Without a public endpoint the kubeconfig
        keeps https://127.0.0.1:6443, and a tunnel through the jump host and the first server forwards that
        port to the HAProxy's private address."""
        pool, lb_address = self.props.workers, _hcl.address(self.load_balancer)
        server = _shell.Ref(f"{_hcl.address(self.server_init)}.{_hcl.PRIVATE_IP if pool.ssh_options else _hcl.PUBLIC_IP}")
        fetch = _shell.line("ssh", *pool.ssh_options, _shell.word("ubuntu@", server),
                            _shell.word(_shell.line("sudo", "cat", "/etc/rancher/k3s/k3s.yaml")))
        if self._public_endpoint:
            rewrite = (_shell.raw(f" | sed 's#https://127.0.0.1:{K3S_PORT}#https://"),
                       (_shell.Ref(f"{lb_address}.{_hcl.PUBLIC_IP}"),), _shell.raw(f":{K3S_PORT}#' > "))
            tunnel = {}
        else:
            rewrite = (_shell.raw(" > "),)
            forward = _shell.word(f"127.0.0.1:{K3S_PORT}:", _shell.Ref(f"{lb_address}.{_hcl.PRIVATE_IP}"), f":{K3S_PORT}")
            tunnel = {"api_tunnel": _shell.template(_shell.line(
                "ssh", "-N", "-L", forward, *pool.ssh_options, _shell.word("ubuntu@", server)))}
        kubeconfig = _shell.cat(
            _shell.raw("(umask 077 && mkdir -p \"$HOME\"/.kube && rm -f "), kube_file, _shell.raw(" && "), fetch,
            *rewrite, kube_file, _shell.raw(") && kubectl --kubeconfig "), kube_file,
            _shell.raw(" config set-cluster default --tls-server-name=kubernetes"))
        return kubeconfig, tunnel

    @property
    def _public_endpoint(self) -> bool:
        """The cluster's VMs have public addresses (a private pool: a private cluster)."""
        return self.props.workers.settings.cluster_public_ip != "none"

    def _commands_output(self) -> None:
        """``<id>_commands``: the API endpoint, the kubeconfig retrieval (and tunnel), the expected nodes."""
        pool, name = self.props.workers, self.settings.name
        kube_file = _shell.cat(_shell.raw('"$HOME"'), _shell.word(f"/.kube/{pool.props.name}.yaml"))
        kubeconfig, tunnel = self._kubeconfig(kube_file)
        commands = {
            "api_endpoint": (f"https://{self.endpoint_public_ip}:{K3S_PORT}" if self._public_endpoint
                             else f"https://{self.endpoint_private_ip}:{K3S_PORT} (private: run api_tunnel first)"),
            **tunnel,
            "kubeconfig": _shell.template(kubeconfig),
            "get_nodes": _shell.template(_shell.cat(_shell.raw("kubectl --kubeconfig "), kube_file,
                                                    _shell.raw(" get nodes -o wide"))),
            "expected_nodes": ", ".join([f"{name}-0", f"{name}-1", f"{name}-2"]) + " (control-plane,etcd,master) and "
                              + f"{pool.props.name}-{pool.keys[0]} .. {pool.props.name}-{pool.keys[-1]} (workers), all Ready",
        }
        out = TerraformOutput(self, "commands", value=commands,
                              description="K3s: API endpoint, kubeconfig retrieval, expected nodes.")
        _hcl.named(out, self, "commands")

    def _addons_output(self) -> None:
        """``<id>_addons``: GPU/Network Operator Helm values, MPI operator and nccl-tests MPIJob, with install commands."""
        pool = self.props.workers
        addons_name = _hcl.logical_id(self, "addons")
        output = TerraformOutput(self, "addons", value=addons(
            pool.instance_type, len(pool.keys), addons_name, mode="k3s", env=self.settings.job_env, stack=stack_name(self)),
            description="GPU/Network Operator Helm values, MPI operator and nccl-tests MPIJob, with install commands.")
        output.override_logical_id(addons_name)

    def _check_script(self, node: str, script: str, lengths: dict) -> None:
        """Crusoe's lifecycle-script contract (CIB170-CIB172) for one of the cluster's own scripts."""
        raise_if(startup_script_issues(f"{self.node.path}.startup_script", node, script,
                                                [(f"{node}'s script", script)], lengths))

    def _deliver_tokens(self, pool: GpuNodePool, init_address: str, servers_address: str, server_var: str,
                        agent_var: str) -> None:
        """The tokens reach the hosts over SSH after they exist (NodeDelivery), 0600 root, never in a
        startup script. The first server gets both tokens from the sensitive variables; the other servers
        and the GPU workers get the secure tokens K3s writes on the first server
        (``K10<sha256 of the cluster CA>::server:...`` / ``::node:...``), read there over SSH, so a joining
        node verifies the cluster CA before it sends its credentials (K3s docs, "k3s token")."""
        addr = _hcl.PRIVATE_IP if pool.ssh_options else _hcl.PUBLIC_IP
        user = "ubuntu"
        first = {"K3S_FIRST_SERVER": _hcl.expr(f"{init_address}.{addr}"), "K3S_FIRST_SERVER_ID": _hcl.expr(f"{init_address}.id")}

        def token(name: str, path: str, variable: str) -> Item:
            return Item(name=name, dest=path, owner="root:root", mode="0600", secret=f"base64encode(var.{variable})")

        def secure(name: str, path: str, source: str) -> tuple:
            return (Item(name=name, dest=path, owner="root:root", mode="0600", prepared=True),
                    _scripts.render("k3s/read-secure-token.sh", NAME=name, TOKEN_FILE=source, TRIES=str(TOKEN_WAIT_SECONDS // 5)))

        init = NodeDelivery(self, "init-delivery", hosts=f'{{"{self.settings.name}-0" = {init_address}.{addr}}}',
                            ids=f'{{"{self.settings.name}-0" = {init_address}.id}}', ssh_user=user,
                            ssh_options=pool.ssh_options, triggers=f"[{init_address}.id]")
        init.add(token("SERVER_TOKEN", SERVER_TOKEN_FILE, server_var))
        init.add(token("AGENT_TOKEN", AGENT_TOKEN_FILE, agent_var))
        joiners = NodeDelivery(self, "servers-delivery", hosts=_hcl.for_map(servers_address, f"n.{addr}"),
                               ids=_hcl.for_map(servers_address, "n.id"), ssh_user=user,
                               ssh_options=pool.ssh_options, triggers=_hcl.for_list(servers_address, "n.id"))
        item, step = secure("SERVER_TOKEN", SERVER_TOKEN_FILE, K3S_SECURE_SERVER_TOKEN)
        joiners.prepare(step, first)
        joiners.add(item)
        joiners.add(token("AGENT_TOKEN", AGENT_TOKEN_FILE, agent_var))
        workers = pool.delivery()
        item, step = secure("K3S_AGENT_TOKEN", AGENT_TOKEN_FILE, K3S_SECURE_AGENT_TOKEN)
        workers.prepare(step, first)
        workers.add(item)
        self.deliveries = (init, joiners, workers)

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
