"""ClusterNetwork: the VPC network, the subnet in the pool's location and the firewall rules.

Crusoe denies all traffic to and from a custom VPC until a rule allows it, in both directions (Crusoe
docs, "VPC Firewall Rules Overview"): an ingress rule at the destination AND an egress rule at the
source. So besides the ingress rules the network has egress rules: within the subnet (NCCL's TCP
bootstrap, K3s, Slurm, munge) and, unless ``allow_internet_egress=False``, to the
internet for the boot steps that download (as Crusoe's own CMK example, provider
examples/kubernetes/main.tf, does). Every VM and the managed cluster depend on the rules
(``firewall_rules``), so none boots before its traffic is allowed. A subnet whose VMs have no public
address gets Crusoe's NAT gateway (``nat_gateway``). Which flows each mode needs, each mode declares
(``Mode.flows``, rows in ``crusoe_ib.app.network_flows``).

SSH is opened only to ``ssh_source_cidrs``; in production the ranges together must not cover the
internet. Traffic inside the VPC is allowed so MPI/NCCL bootstrap (which runs over the front-end
network, as Crusoe's K3s article describes) works; the GPU-to-GPU traffic itself goes over
InfiniBand, which has no firewall.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core.cdk import Construct, crusoe, warn

from .core import _hcl
from .core._settings import Context
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment, standalone_context
from .core.errors import warning
from .settings.network import (  # noqa: F401  (re-exported: their old home)
    DOCUMENTATION_RANGES, MIN_PRODUCTION_PREFIX, SOURCE_BUDGET_IPV4, NetworkSettings, documentation_issues,
    internet_families, internet_opt_in_issues, ipv4_exposure, ipv6_issues, over_budget, parse_cidr,
    refuses_examples, source_cidr_issues,
)

# Crusoe provider bindings of the selected CDK (crusoe_ib.core.cdk).
VpcFirewallRule = crusoe.vpc_firewall_rule.VpcFirewallRule
VpcNetwork = crusoe.vpc_network.VpcNetwork
VpcSubnet = crusoe.vpc_subnet.VpcSubnet

@dataclass(frozen=True, kw_only=True)
class ClusterNetworkProps(ResolvableProps):
    """name: prefix for the network, subnet and rules (validated by the stack as the environment name).
    location: where the subnet lives; pass ``IbCapacityGuard.location`` so it follows the guard.
    settings: the network's settings.
    production: production rules apply to the settings.
    nat_gateway: enable the subnet's NAT gateway (``nat_gateway_enabled``): the stack sets it when VMs
        on the subnet have no public address (``public_ip="none"``), their only way out.
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    name: str
    location: str
    settings: NetworkSettings
    production: bool = False
    nat_gateway: bool = False
    resolved: ResolvedEnvironment | None = None

    def context(self) -> Context:
        return standalone_context(production=self.production)

    def checks(self, where: str, context: Context) -> list[Check]:
        return [((self.settings,), lambda: self.settings.issues(where, context))]


class ClusterNetwork(Construct):
    """Exposes ``vpc``, ``subnet``, ``firewall_rules`` (every rule: what VMs and the cluster depend
    on), ``egress_rules`` and ``settings`` as escape hatches."""

    def __init__(self, scope: Construct, id: str, props: ClusterNetworkProps) -> None:
        super().__init__(scope, id)
        props.resolve(self.node.path)  # its settings: validated (the network reads no resolved value)
        self.props = props
        self.settings = s = props.settings
        # Name before the first reference: cdktf locks a logical id once a token refers to it.
        self.vpc = _hcl.named(VpcNetwork(self, "vpc", name=f"{props.name}-network", cidr=s.vpc_cidr), self, "vpc")
        # nat_gateway_enabled is written only when wanted: unset, existing subnets plan no change.
        self.subnet = _hcl.named(VpcSubnet(self, "subnet", name=f"{props.name}-subnet", cidr=s.subnet_cidr,
                                           location=props.location, network=self.vpc.id,
                                           nat_gateway_enabled=True if props.nat_gateway else None), self, "subnet")
        # Scoped to the cluster's own subnet, not the VPC: other subnets of the VPC are not ours.
        self.firewall_rules = [
            self._rule("ssh", "ingress", "tcp", source=",".join(s.ssh_source_cidrs), destination_ports="22"),
            self._rule("internal", "ingress", "tcp,udp,icmp"),
        ]
        # Egress: without it no VM can start a connection at all (VPC Firewall Rules Overview).
        self.egress_rules = [self._rule("internal-egress", "egress", "tcp,udp,icmp")]
        if s.allow_internet_egress:
            self.egress_rules.append(self._rule("internet-egress", "egress", "tcp,udp", destination="0.0.0.0/0"))
        self.firewall_rules += self.egress_rules
        self._warn_ssh_sources()

    def _rule(self, id: str, direction: str, protocols: str, *, source: str | None = None,
              destination: str | None = None, destination_ports: str = "1-65535") -> VpcFirewallRule:
        """An allow rule named ``<name>-<id>``, from and to the cluster's subnet unless ``source`` or
        ``destination`` says otherwise."""
        subnet = self.settings.subnet_cidr
        return _hcl.named(VpcFirewallRule(
            self, id, name=f"{self.props.name}-{id}", network=self.vpc.id, action="allow", direction=direction,
            protocols=protocols, source=subnet if source is None else source, source_ports="1-65535",
            destination=subnet if destination is None else destination,
            destination_ports=destination_ports), self, id.replace("-", "_"))

    def _warn_ssh_sources(self) -> None:
        """Synth-time advice on ``ssh_source_cidrs``: documentation ranges, the whole internet, more than a /8."""
        where, cidrs = f"{self.node.path}.ssh_source_cidrs", tuple(self.settings.ssh_source_cidrs)
        for advice in documentation_issues(where, cidrs, port="SSH (22)"):
            warn(self, advice)
        for family in internet_families(cidrs):
            warn(self, warning("CIB269", where, cidrs, what=f"the whole internet ({family})"))
        wide = over_budget(cidrs)
        if wide and not internet_families(cidrs):
            warn(self, warning("CIB269", where, cidrs, what=f"{wide}, more than one /8"))
