"""K3sCluster: a self-managed Kubernetes platform over a GpuNodePool, as Crusoe's blog "Scaling Deep
Learning Distributed Training with Rancher K3s on Crusoe Cloud" (the K3s article) builds it.

* Control plane: three CPU instances (``crusoe-k3s-0..2``, ``c1a.16x`` by default) running the
  K3s server with embedded etcd. ``crusoe-k3s-0`` starts the cluster (``--cluster-init``);
  ``crusoe-k3s-1``/``-2`` join it at its private address. They are two resources (``server_init``
  and the keyed ``servers``) so the joiners can reference the first without a cycle.
* API endpoint: an HAProxy CPU instance (``crusoe-k3s-lb``) forwarding TCP 6443 to the three
  servers with health checks, as in the article. Crusoe's ``crusoe_load_balancer`` (provider 1.1.1)
  was considered and not used: its schema has no listener or backend port (only ``protocols``
  and ``destinations``), its ``health_check`` is entirely computed (no port to probe), and
  ``algorithm`` accepts only ``random``, so a "TCP 6443 -> servers:6443, checked" endpoint
  cannot be expressed with it. Switching later is local to this construct.
* Workers: the GpuNodePool's nodes install the K3s agent at boot (an added startup step) and
  join through the endpoint's private address, labelled ``crusoe-ib/instance-type``.
* The join token is never in the configuration or in an output: it is the sensitive Terraform
  variable ``<id>_token`` (supply it as ``TF_VAR_k3s_token`` from your secret store, e.g.
  ``openssl rand -hex 32``). Terraform keeps it out of plan output; like every instance's
  startup script it is stored in state, so protect the state (the production backend is
  encrypted S3 with locking).
* TLS: the servers' certificates always carry the SAN ``kubernetes``; the kubeconfig command in
  the outputs points ``server`` at the endpoint's public IP and sets ``tls-server-name:
  kubernetes``, so verification stays on without the servers having to know the endpoint's IP
  at boot (which would be another cycle).
* Add-ons (``<id>_addons`` output): GPU Operator and Network Operator Helm values, the MPI
  operator, and an nccl-tests MPIJob for the pool's type, with the commands that install them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from constructs import Construct
from cdktf import (
    TerraformIterator,
    TerraformOutput,
    TerraformResourceLifecycle,
    TerraformVariable,
    TerraformVariableValidationConfig,
)

from imports.crusoe.compute_instance import ComputeInstance, ComputeInstanceNetworkInterfaces
from imports.crusoe.vpc_firewall_rule import VpcFirewallRule

from . import _hcl
from ._settings import Context, Settings, rule, wiring_issues
from .catalog import CATALOG
from .errors import CATALOGUE, Issue, issue, raise_if
from .gpu_node_pool import GpuNodePool, image_issues
from .k8s_addons import INSTANCE_TYPE_LABEL, addon_documents, install_commands
from .network import ClusterNetwork, source_cidr_issues

DEFAULT_K3S_VERSION = "v1.28.4+k3s2"  # the version the K3s article's `kubectl get nodes` shows
DEFAULT_CPU_IMAGE = "ubuntu22.04:latest"
K3S_PORT = 6443
TOKEN_FILE = "/etc/rancher/k3s/cluster-token"
_CPU_TYPE = re.compile(r"[a-z][a-z0-9]*\.[0-9]+x")
_VERSION = re.compile(r"v[0-9]+\.[0-9]+\.[0-9]+\+k3s[0-9]+")
_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?")


def cpu_type_issues(where: str, value: str) -> list[Issue]:
    if _CPU_TYPE.fullmatch(value) and value not in CATALOG and "-ib" not in value:
        return []
    return [issue("CIB060", where, value)]


@dataclass(frozen=True, kw_only=True)
class K3sSettings(Settings):
    """Self-managed K3s: three CPU servers with embedded etcd behind an HAProxy endpoint; the GPU
    pool's VMs join as agents.

    name: prefix of the CPU instances (``crusoe-k3s-0..2``, ``crusoe-k3s-lb``, the article's names).
    control_plane_type / load_balancer_type: CPU instance types (the article: c1a family).
    k3s_version: pinned K3s release (default: the article's v1.28.4+k3s2).
    image: image of the CPU instances.
    api_source_cidrs: who may reach the API endpoint on 6443; None means the environment's
        ssh_source_cidrs.
    """

    name: str = "crusoe-k3s"
    control_plane_type: str = "c1a.16x"
    load_balancer_type: str = "c1a.2x"
    k3s_version: str = DEFAULT_K3S_VERSION
    image: str = DEFAULT_CPU_IMAGE
    api_source_cidrs: tuple[str, ...] | None = None

    @rule("name")
    def _name(self, where: str, context: Context) -> list[Issue]:
        return [] if _NAME.fullmatch(self.name) else [issue("CIB061", f"{where}.name", self.name)]

    @rule("control_plane_type")
    def _control_plane(self, where: str, context: Context) -> list[Issue]:
        return cpu_type_issues(f"{where}.control_plane_type", self.control_plane_type)

    @rule("load_balancer_type")
    def _load_balancer(self, where: str, context: Context) -> list[Issue]:
        return cpu_type_issues(f"{where}.load_balancer_type", self.load_balancer_type)

    @rule("k3s_version")
    def _version(self, where: str, context: Context) -> list[Issue]:
        if _VERSION.fullmatch(self.k3s_version):
            return []
        return [issue("CIB062", f"{where}.k3s_version", self.k3s_version, default=DEFAULT_K3S_VERSION)]

    @rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        return image_issues(f"{where}.image", self.image)

    @rule("api_source_cidrs")
    def _api(self, where: str, context: Context) -> list[Issue]:
        if self.api_source_cidrs is None:
            return []  # the SSH ranges, checked where they are set
        return source_cidr_issues(f"{where}.api_source_cidrs", self.api_source_cidrs,
                                  production=context.production, port="the Kubernetes API (6443)")


@dataclass(frozen=True, kw_only=True)
class K3sClusterProps:
    """workers: the GpuNodePool whose nodes join as K3s agents.
    network: the ClusterNetwork (subnet for the CPU instances, VPC for the API firewall rule).
    location: where the CPU instances run; pass ``IbCapacityGuard.location`` (same as the workers).
    settings: the cluster's settings.
    production: production rules apply to the settings.
    """

    workers: GpuNodePool
    network: ClusterNetwork
    location: str
    settings: K3sSettings = K3sSettings()
    production: bool = False

    def issues(self, where: str) -> list[Issue]:
        wiring = wiring_issues(self, where)
        if wiring:
            return wiring
        found = self.settings.issues(where, Context(production=self.production))
        if self.settings.api_source_cidrs is None:  # the network's SSH ranges, judged as API ranges here
            found += source_cidr_issues(f"{where}.api_source_cidrs (the network's ssh_source_cidrs)",
                                        self.api_source_cidrs, production=self.production,
                                        port="the Kubernetes API (6443)")
        return found

    @property
    def api_source_cidrs(self) -> tuple[str, ...]:
        cidrs = self.settings.api_source_cidrs
        return tuple(cidrs) if cidrs is not None else tuple(self.network.settings.ssh_source_cidrs)


class K3sCluster(Construct):
    """Exposes ``server_init``, ``servers`` (keyed ``crusoe-k3s-1``/``-2``), ``load_balancer``,
    ``api_firewall_rule`` and ``token`` (the sensitive variable) as escape hatches."""

    def __init__(self, scope: Construct, id: str, props: K3sClusterProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        self.props = props
        self.settings = settings = props.settings
        pool = props.workers
        ssh_key = pool.settings.public_key()
        nics = [ComputeInstanceNetworkInterfaces(subnet=props.network.subnet.id)]
        priv, pub = _hcl.PRIVATE_IP, _hcl.PUBLIC_IP

        self.token = TerraformVariable(
            self, "token", type="string", sensitive=True, nullable=False,
            description="K3s cluster join token (shared secret). Supply it as TF_VAR_k3s_token, e.g. from `openssl rand -hex 32`.",
            validation=[TerraformVariableValidationConfig(
                condition="${can(regex(\"^[A-Za-z0-9]{32,}$\", var." + _hcl.logical_id(self, "token") + "))}",
                error_message=(f"K3sCluster {self.node.path}: {CATALOGUE['CIB065'].rule} "
                               f"Fix: {CATALOGUE['CIB065'].fix} [CIB065]"),
            )],
        )
        _hcl.named(self.token, self, "token")
        token_ref = f"${{var.{_hcl.logical_id(self, 'token')}}}"
        install = f"curl -sfL https://get.k3s.io | INSTALL_K3S_VERSION='{settings.k3s_version}'"
        write_token = "\n".join([
            "install -d -m 0700 /etc/rancher/k3s",
            f"(umask 077; printf '%s' '{token_ref}' > {TOKEN_FILE})",
        ])

        def server_script(join_address: str | None, node_name: str) -> str:
            mode = "--cluster-init" if join_address is None else f"--server https://{join_address}:{K3S_PORT}"
            return "\n".join([
                "#!/bin/bash",
                f"# Generated by crusoe_ib.K3sCluster ({self.node.path}): K3s server with embedded etcd.",
                write_token,
                f"{install} sh -s - server {mode} --token-file {TOKEN_FILE} --node-name {node_name} "
                "--tls-san kubernetes --write-kubeconfig-mode 0600",
            ]) + "\n"

        first = f"{settings.name}-0"
        # Crusoe replaces an instance whose startup_script changes; rebuilding etcd members because
        # a boot script was edited would take the control plane down. The stateless HAProxy, whose
        # script lists the servers' addresses, is allowed to be replaced.
        keep_running = TerraformResourceLifecycle(ignore_changes=["startup_script"])
        self.server_init = ComputeInstance(
            self, "server-init", name=first, type=settings.control_plane_type, image=settings.image,
            location=props.location, ssh_key=ssh_key, network_interfaces=nics,
            startup_script=server_script(None, first), lifecycle=keep_running)
        _hcl.named(self.server_init, self, "server_init")
        init_address = f"crusoe_compute_instance.{_hcl.logical_id(self, 'server_init')}"

        joiners = TerraformIterator.from_list([f"{settings.name}-1", f"{settings.name}-2"])
        self.servers = ComputeInstance(
            self, "servers", for_each=joiners, name="${each.key}", type=settings.control_plane_type,
            image=settings.image, location=props.location, ssh_key=ssh_key, network_interfaces=nics,
            startup_script=server_script(f"${{{init_address}.{priv}}}", "${each.key}"), lifecycle=keep_running)
        _hcl.named(self.servers, self, "servers")
        servers_address = f"crusoe_compute_instance.{_hcl.logical_id(self, 'servers')}"

        backends = (f"${{join(\"\\n\", concat([\"  server {first} ${{{init_address}.{priv}}}:{K3S_PORT} check\"], "
                    f"[for k, n in {servers_address} : \"  server ${{k}} ${{n.{priv}}}:{K3S_PORT} check\"]))}}")
        haproxy = "\n".join([
            "#!/bin/bash",
            f"# Generated by crusoe_ib.K3sCluster ({self.node.path}): HAProxy in front of the K3s API servers.",
            "export DEBIAN_FRONTEND=noninteractive",
            "apt-get update -q && apt-get install -y -q haproxy",
            "cat > /etc/haproxy/haproxy.cfg <<'CRUSOE_IB_HAPROXY'",
            "global",
            "  log /dev/log local0",
            "  maxconn 20000",
            "defaults",
            "  mode tcp",
            "  log global",
            "  option tcplog",
            "  timeout connect 5s",
            "  timeout client 1h",
            "  timeout server 1h",
            "frontend k3s-api",
            f"  bind *:{K3S_PORT}",
            "  default_backend k3s-servers",
            "backend k3s-servers",
            "  balance roundrobin",
            "  option tcp-check",
            "  default-server inter 5s fall 3 rise 2",
            backends,
            "CRUSOE_IB_HAPROXY",
            "systemctl enable haproxy && systemctl restart haproxy",
        ]) + "\n"
        self.load_balancer = ComputeInstance(
            self, "lb", name=f"{settings.name}-lb", type=settings.load_balancer_type, image=settings.image,
            location=props.location, ssh_key=ssh_key, network_interfaces=nics, startup_script=haproxy)
        _hcl.named(self.load_balancer, self, "lb")
        lb_address = f"crusoe_compute_instance.{_hcl.logical_id(self, 'lb')}"
        self.endpoint_private_ip = f"${{{lb_address}.{priv}}}"
        self.endpoint_public_ip = f"${{{lb_address}.{pub}}}"

        self.api_firewall_rule = VpcFirewallRule(
            self, "api", name=f"{settings.name}-api", network=props.network.vpc.id, action="allow",
            direction="ingress", protocols="tcp", source=",".join(props.api_source_cidrs),
            source_ports="1-65535", destination=props.network.vpc.cidr, destination_ports=str(K3S_PORT))
        _hcl.named(self.api_firewall_rule, self, "api")

        itype = pool.instance_type.name
        pool.add_startup_step("k3s agent", "\n".join([
            write_token,
            f"{install} K3S_URL='https://{self.endpoint_private_ip}:{K3S_PORT}' sh -s - agent "
            f"--token-file {TOKEN_FILE} --node-label {INSTANCE_TYPE_LABEL}={itype} "
            f"--node-label crusoe-ib/node-key={GpuNodePool.NODE_KEY} \\",
            "  || echo 'crusoe-ib: k3s agent install FAILED; rerun the step from the startup script' >&2",
        ]))

        first_ssh = f"ssh ubuntu@${{{init_address}.{pub}}}"
        commands = {
            "api_endpoint": f"https://{self.endpoint_public_ip}:{K3S_PORT}",
            "kubeconfig": (f"{first_ssh} sudo cat /etc/rancher/k3s/k3s.yaml "
                           f"| sed 's#https://127.0.0.1:{K3S_PORT}#https://{self.endpoint_public_ip}:{K3S_PORT}#' > kubeconfig "
                           "&& kubectl --kubeconfig kubeconfig config set-cluster default --tls-server-name=kubernetes"),
            "get_nodes": "kubectl --kubeconfig kubeconfig get nodes -o wide",
            "expected_nodes": ", ".join([first, f"{settings.name}-1", f"{settings.name}-2"]) + " (control-plane,etcd,master) and "
                              + f"{pool.props.name}-{pool.keys[0]} .. {pool.props.name}-{pool.keys[-1]} (workers), all Ready",
        }
        out = TerraformOutput(self, "commands", value=commands,
                              description="K3s: API endpoint, kubeconfig retrieval, expected nodes.")
        _hcl.named(out, self, "commands")
        addons_name = _hcl.logical_id(self, "addons")
        addons = TerraformOutput(self, "addons", value={
            "files": addon_documents(pool.instance_type, len(pool.keys)),
            "install": install_commands(pool.instance_type, len(pool.keys), addons_name),
        }, description="GPU/Network Operator Helm values, MPI operator and nccl-tests MPIJob, with install commands.")
        addons.override_logical_id(addons_name)
