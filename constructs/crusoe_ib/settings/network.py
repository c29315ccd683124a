"""The network's settings and the source-range checks every port shares (SSH, the K3s API):
crusoe_ib.network builds the VPC, subnet and firewall rules from them."""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from dataclasses import dataclass

from ..core._settings import Context, Settings, settings_rule
from ..core.errors import Issue, issue, warning
from ..platform.platform_contract import is_rfc1918

#: In production a source range may be no wider than this (IPv4 /8, IPv6 /32).
MIN_PRODUCTION_PREFIX = {4: 8, 6: 32}
#: Exposure is judged by addresses, not ranges: the union of every source range of a port (SSH, the
#: K3s API) may open at most one /8 of IPv4 in production; beyond it elsewhere needs the opt-in (and
#: warns). 255 /8s are 255 ranges each "no wider than /8", and all of IPv4 but 10/8.
SOURCE_BUDGET_IPV4 = 1 << 24
_INTERNET = {4: ipaddress.ip_network("0.0.0.0/0"), 6: ipaddress.ip_network("::/0")}
#: Ranges reserved for documentation, which no real host uses (RFC 5737, "IPv4 Address Blocks Reserved for
#: Documentation"). RFC 3849's 2001:db8::/32 is not listed: Crusoe is IPv4-only and CIB180 refuses IPv6 first.
DOCUMENTATION_RANGES = {ipaddress.ip_network(n): "RFC 5737" for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")}


def documentation_issues(where: str, cidrs: Sequence[str], *, port: str, refuse: bool = False) -> list[Issue]:
    """For each range inside a documentation block: CIB263 when ``refuse`` (production, see
    :func:`refuses_examples`), else the CIB262 warning."""
    found = []
    for cidr in cidrs:
        try:
            net = ipaddress.ip_network(cidr, strict=False)
        except (ValueError, TypeError):
            continue  # another rule's
        block = next((b for b in DOCUMENTATION_RANGES if net.version == b.version and net.subnet_of(b)), None)
        if block is not None:
            params = dict(cidr=cidr, block=str(block), source=DOCUMENTATION_RANGES[block], port=port)
            found.append(issue("CIB263", where, cidr, **params) if refuse else warning("CIB262", where, cidr, **params))
    return found


def refuses_examples(production: bool, state: object) -> bool:
    """Production refuses the repository's example values (SSH key, documentation ranges) once its state
    is its own: while it names the example bucket nothing can be deployed from it (CIB265), so they warn."""
    return production and not getattr(state, "is_example", False)


def parse_cidr(where: str, value: str) -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network | None, list[Issue]]:
    """The network ``value`` names (None if it names none), and a CIB021 issue unless it is written in
    canonical form, so what is reviewed is what is applied (``0.0.0.0/00``, ``10.0.0.1/8`` and
    ``010.0.0.0/8`` are refused with the fix). A non-canonical spelling still returns its network,
    so the other rules (production, duplicates, the VPC) judge the range it would apply."""
    try:
        net = ipaddress.ip_network(value, strict=False)
    except ValueError:
        return None, [issue("CIB021", where, value, suggestion="address/prefix, e.g. '203.0.113.0/24'")]
    if str(net) != value:
        try:
            ipaddress.ip_network(value, strict=True)
            note = ""
        except ValueError:
            note = " (your address had host bits set: check this is the range you mean)"
        return net, [issue("CIB021", where, value, suggestion=f"{str(net)!r}{note}")]
    return net, []


def internet_families(cidrs: object) -> list[str]:
    """The address families (``"IPv4, 0.0.0.0/0"``) whose whole internet these ranges cover together
    (``0.0.0.0/1`` + ``128.0.0.0/1`` does), judged by the range each names; anything that is not a
    CIDR is ignored (other rules name it)."""
    if not isinstance(cidrs, (tuple, list)):
        return []
    nets = []
    for cidr in cidrs:
        if not isinstance(cidr, str):
            continue
        try:
            nets.append(ipaddress.ip_network(cidr, strict=False))
        except ValueError:
            continue
    return [f"IPv{version}, {internet}" for version, internet in _INTERNET.items()
            if list(ipaddress.collapse_addresses(n for n in nets if n.version == version)) == [internet]]


def ipv4_exposure(cidrs: object) -> int:
    """How many IPv4 addresses the ranges open together (the union: overlaps count once); anything
    that is not a CIDR is ignored (other rules name it)."""
    if not isinstance(cidrs, (tuple, list)):
        return 0
    nets = []
    for cidr in cidrs:
        try:
            net = ipaddress.ip_network(cidr, strict=False) if isinstance(cidr, str) else None
        except ValueError:
            continue
        if net is not None and net.version == 4:
            nets.append(net)
    return sum(n.num_addresses for n in ipaddress.collapse_addresses(nets))


def over_budget(cidrs: object) -> str | None:
    """``"<addresses> IPv4 addresses (<share> of IPv4)"`` when the ranges open more than
    SOURCE_BUDGET_IPV4 together, else None (for warnings)."""
    total = ipv4_exposure(cidrs)
    return f"{total:,} IPv4 addresses ({total / 2**32:.1%} of IPv4)" if total > SOURCE_BUDGET_IPV4 else None


def _budget_issue(code: str, where: str, cidrs: Sequence[str], port: str, **params: object) -> list[Issue]:
    total = ipv4_exposure(cidrs)
    if total <= SOURCE_BUDGET_IPV4:
        return []
    return [issue(code, where, tuple(cidrs), port=port, addresses=total, share=f"{total / 2**32:.1%}",
                  budget=SOURCE_BUDGET_IPV4, **params)]


def internet_opt_in_issues(where: str, cidrs: Sequence[str], *, port: str, opt_in: str) -> list[Issue]:
    """CIB026 for each address family whose whole internet the ranges cover together, else CIB232
    when they open more than one /8 of IPv4 together: the caller asks only where the opt-in
    ``opt_in`` is off and production (which refuses them) is not."""
    found = [issue("CIB026", where, tuple(cidrs), port=port, family=family, opt_in=opt_in)
             for family in internet_families(cidrs)]
    return found or _budget_issue("CIB232", where, cidrs, port, opt_in=opt_in)


def source_cidr_issues(where: str, cidrs: Sequence[str], *, production: bool, port: str,
                       allow_internet: bool = True, opt_in: str = "") -> list[Issue]:
    """Every rule for a list of source ranges (SSH, the Kubernetes API): present, canonical CIDRs,
    listed once; ranges covering the internet only with the opt-in ``opt_in`` (when
    ``allow_internet`` is False) and never in production, where no range is wider than /8 (/32)."""
    if not cidrs:
        return [issue("CIB020", where, tuple(cidrs))]
    found: list[Issue] = []
    nets = []
    for cidr in cidrs:
        net, problems = parse_cidr(where, cidr)
        found += problems
        if net is not None:
            nets.append(net)
    if len(set(nets)) != len(nets):
        found.append(issue("CIB025", where, tuple(cidrs)))
    if not production and not allow_internet:
        found += internet_opt_in_issues(where, cidrs, port=port, opt_in=opt_in)
    if production:
        whole = False
        for version, internet in _INTERNET.items():
            family = [n for n in nets if n.version == version]
            family_name = f"IPv{version}, {internet}"
            if family and list(ipaddress.collapse_addresses(family)) == [internet]:
                found.append(issue("CIB022", where, tuple(str(n) for n in family), port=port, family=family_name))
                whole = whole or version == 4
                continue
            for net in family:
                if net.prefixlen < MIN_PRODUCTION_PREFIX[version]:
                    found.append(issue("CIB023", where, str(net), port=port, family=f"IPv{version}",
                                       min_prefix=MIN_PRODUCTION_PREFIX[version]))
        if not whole:
            found += _budget_issue("CIB231", where, tuple(str(n) for n in nets), port)
    return found


def ipv6_issues(where: str, cidrs: Sequence[str]) -> list[Issue]:
    """CIB180 for each IPv6 range among ``cidrs`` (anything that is not a CIDR is another rule's)."""
    found = []
    for cidr in cidrs:
        try:
            net = ipaddress.ip_network(cidr, strict=False)
        except (ValueError, TypeError):
            continue
        if net.version == 6:
            found.append(issue("CIB180", where, cidr))
    return found


@dataclass(frozen=True, kw_only=True)
class NetworkSettings(Settings):
    """ssh_source_cidrs: who may reach port 22. No default: say who your operators are. Judged by the
        addresses they open together (overlaps count once): at most one /8 of IPv4 in production.
    allow_ssh_from_internet: ranges that together open more than one /8 of IPv4 (the whole internet
        included) are refused unless this is True (then synth warns every time); production refuses
        them regardless.
    vpc_cidr / subnet_cidr: the field guide's 10.0.0.0/8 and 10.0.0.0/16 by default. Rules inside
        the cluster (SSH's destination, intra-cluster traffic) are scoped to the subnet. IPv4 and
        RFC 1918 only (CIB180, CIB181: Crusoe's "VPC Networks Overview"); the subnet must hold every
        VM plus Crusoe's 6 reserved addresses (CIB182, checked with the environment).
    allow_internet_egress: True (the default) adds an egress rule from the subnet to 0.0.0.0/0 (TCP
        and UDP) for the boot steps that download (K3s's installer and HAProxy's packages, ...).
        False keeps every VM closed to the internet (egress stays allowed inside the subnet);
        settings whose boot steps download are then refused (CIB185).
    """

    ssh_source_cidrs: tuple[str, ...]
    allow_ssh_from_internet: bool = False
    vpc_cidr: str = "10.0.0.0/8"
    subnet_cidr: str = "10.0.0.0/16"
    allow_internet_egress: bool = True

    @settings_rule("ssh_source_cidrs", "allow_ssh_from_internet")
    def _ssh(self, where: str, context: Context) -> list[Issue]:
        return source_cidr_issues(f"{where}.ssh_source_cidrs", self.ssh_source_cidrs,
                                  production=context.production, port="SSH (22)",
                                  allow_internet=self.allow_ssh_from_internet, opt_in="allow_ssh_from_internet")

    @settings_rule("vpc_cidr", "subnet_cidr")
    def _ranges(self, where: str, context: Context) -> list[Issue]:
        vpc, found = parse_cidr(f"{where}.vpc_cidr", self.vpc_cidr)
        subnet, more = parse_cidr(f"{where}.subnet_cidr", self.subnet_cidr)
        found += more
        if vpc and subnet and (vpc.version != subnet.version or not subnet.subnet_of(vpc)):
            found.append(issue("CIB024", f"{where}.subnet_cidr", self.subnet_cidr, vpc_cidr=self.vpc_cidr))
        for name, net in (("vpc_cidr", vpc), ("subnet_cidr", subnet)):
            if net is not None and net.version == 6:
                found.append(issue("CIB180", f"{where}.{name}", str(net)))
            elif net is not None and not is_rfc1918(net):
                found.append(issue("CIB181", f"{where}.{name}", str(net)))
        return found

    @settings_rule("ssh_source_cidrs")
    def _ipv4_sources(self, where: str, context: Context) -> list[Issue]:
        """Crusoe is IPv4 only: an IPv6 source would never match (separate from the SSH range rule)."""
        return ipv6_issues(f"{where}.ssh_source_cidrs", self.ssh_source_cidrs)
