"""ClusterNetwork: the VPC network, the subnet in the pool's location and the firewall rules.

SSH is opened only to ``ssh_source_cidrs``; a production network refuses ``0.0.0.0/0``. Traffic
inside the VPC is allowed so MPI/NCCL bootstrap (which runs over the front-end network, seed
003) works; the GPU-to-GPU traffic itself goes over InfiniBand, which has no firewall.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from dataclasses import dataclass

from constructs import Construct

from imports.crusoe.vpc_firewall_rule import VpcFirewallRule
from imports.crusoe.vpc_network import VpcNetwork
from imports.crusoe.vpc_subnet import VpcSubnet

from ._tokens import is_token
from ._naming import logical_id
from .errors import Issue, raise_if

_OPEN = {"0.0.0.0/0", "::/0"}


@dataclass(frozen=True, kw_only=True)
class ClusterNetworkProps:
    """name: prefix for the network, subnet and rules.
    location: where the subnet lives; pass ``IbCapacityGuard.location`` so it follows the guard.
    ssh_source_cidrs: who may reach port 22. No default: say who your operators are.
    production: refuse SSH from anywhere (0.0.0.0/0).
    vpc_cidr / subnet_cidr: seed 000's 10.0.0.0/8 and 10.0.0.0/16 by default.
    """

    name: str
    location: str
    ssh_source_cidrs: Sequence[str]
    production: bool = False
    vpc_cidr: str = "10.0.0.0/8"
    subnet_cidr: str = "10.0.0.0/16"

    def issues(self, where: str) -> list[Issue]:
        found: list[Issue] = []
        if not self.ssh_source_cidrs:
            found.append(Issue("CIB020", f"{where}.ssh_source_cidrs", list(self.ssh_source_cidrs),
                               "At least one source CIDR for SSH is required.",
                               "List your operators' or bastion's CIDRs, e.g. ['203.0.113.0/24']."))
        for cidr in self.ssh_source_cidrs:
            try:
                ipaddress.ip_network(cidr, strict=False)
            except ValueError:
                found.append(Issue("CIB021", f"{where}.ssh_source_cidrs", cidr, "Not a valid CIDR.",
                                   "Write it as address/prefix, e.g. '203.0.113.0/24'."))
                continue
            if self.production and cidr in _OPEN:
                found.append(Issue("CIB022", f"{where}.ssh_source_cidrs", cidr,
                                   "Production clusters must not accept SSH from the whole internet.",
                                   "Restrict SSH to your operators' or bastion's CIDRs."))
        nets = {}
        for field in ("vpc_cidr", "subnet_cidr"):
            value = getattr(self, field)
            try:
                nets[field] = ipaddress.ip_network(value, strict=True)
            except ValueError:
                found.append(Issue("CIB023", f"{where}.{field}", value, "Not a valid network CIDR.",
                                   "Write it as network/prefix with host bits zero, e.g. '10.0.0.0/16'."))
        if len(nets) == 2 and not nets["subnet_cidr"].subnet_of(nets["vpc_cidr"]):
            found.append(Issue("CIB024", f"{where}.subnet_cidr", self.subnet_cidr,
                               f"The subnet must lie inside vpc_cidr {self.vpc_cidr}.",
                               "Pick a subnet CIDR inside the VPC CIDR."))
        if not is_token(self.location) and not self.location:
            found.append(Issue("CIB006", f"{where}.location", self.location, "A location is required.",
                               "Pass IbCapacityGuard.location."))
        return found


class ClusterNetwork(Construct):
    """Exposes ``vpc``, ``subnet`` and ``firewall_rules`` as escape hatches."""

    def __init__(self, scope: Construct, id: str, props: ClusterNetworkProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        self.vpc = VpcNetwork(self, "vpc", name=f"{props.name}-network", cidr=props.vpc_cidr)
        # Name before the first reference: cdktf locks a logical id once a token refers to it.
        self.vpc.override_logical_id(logical_id(self, "vpc"))
        self.subnet = VpcSubnet(self, "subnet", name=f"{props.name}-subnet", cidr=props.subnet_cidr,
                                location=props.location, network=self.vpc.id)
        self.firewall_rules = [
            VpcFirewallRule(
                self, "ssh", name=f"{props.name}-ssh", network=self.vpc.id, action="allow",
                direction="ingress", protocols="tcp", source=",".join(props.ssh_source_cidrs),
                source_ports="1-65535", destination=props.vpc_cidr, destination_ports="22"),
            VpcFirewallRule(
                self, "internal", name=f"{props.name}-internal", network=self.vpc.id, action="allow",
                direction="ingress", protocols="tcp,udp,icmp", source=props.vpc_cidr,
                source_ports="1-65535", destination=props.vpc_cidr, destination_ports="1-65535"),
        ]
        for resource, suffix in ((self.subnet, "subnet"),
                                 (self.firewall_rules[0], "ssh"), (self.firewall_rules[1], "internal")):
            resource.override_logical_id(logical_id(self, suffix))
