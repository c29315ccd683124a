"""ClusterNetwork in a bare stack: VPC, subnet where the guard puts the pool, SSH only from the
listed ranges, traffic inside the VPC open; production refuses ranges that reach the internet."""

from __future__ import annotations

import pytest

from crusoe_ib import ClusterNetwork, ClusterNetworkProps, ConfigError, NetworkSettings
from tests.support import Bare, codes, resources

OPERATORS = ("203.0.113.0/24", "198.51.100.0/24")


@pytest.fixture(scope="module")
def network_tf() -> dict:
    bare = Bare()
    bare.add_network(name="team", ssh_source_cidrs=OPERATORS, production=True)
    return bare.synth()


def test_vpc_and_subnet_follow_the_guard(network_tf):
    vpc = resources(network_tf, "crusoe_vpc_network")["network_vpc"]
    subnet = resources(network_tf, "crusoe_vpc_subnet")["network_subnet"]
    assert vpc == {"name": "team-network", "cidr": "10.0.0.0/8"}
    assert {k: subnet[k] for k in ("name", "cidr", "network", "location")} == {
        "name": "team-subnet", "cidr": "10.0.0.0/16", "network": "${crusoe_vpc_network.network_vpc.id}",
        "location": '${local.capacity_location}'}


def test_ssh_is_open_only_to_the_listed_ranges(network_tf):
    rules = resources(network_tf, "crusoe_vpc_firewall_rule")
    assert {n for n, r in rules.items() if r["direction"] == "ingress"} == {"network_ssh", "network_internal"}
    ssh = rules["network_ssh"]
    assert {k: ssh[k] for k in ("name", "direction", "action", "protocols", "source", "destination", "destination_ports")} == {
        "name": "team-ssh", "direction": "ingress", "action": "allow", "protocols": "tcp",
        "source": "203.0.113.0/24,198.51.100.0/24", "destination": "10.0.0.0/16", "destination_ports": "22"}


def test_traffic_inside_the_cluster_subnet_is_open_for_nccl_bootstrap(network_tf):
    # Scoped to the cluster's own /16 subnet, not the /8 VPC.
    internal = resources(network_tf, "crusoe_vpc_firewall_rule")["network_internal"]
    assert {k: internal[k] for k in ("source", "destination", "protocols", "destination_ports", "network")} == {
        "source": "10.0.0.0/16", "destination": "10.0.0.0/16", "protocols": "tcp,udp,icmp",
        "destination_ports": "1-65535", "network": "${crusoe_vpc_network.network_vpc.id}"}


def test_egress_is_allowed_within_the_subnet_and_to_the_internet(network_tf):
    """Crusoe denies all traffic of a custom VPC without a rule, egress included ("VPC Firewall Rules
    Overview"): the subnet may start connections to itself and, by default, to the internet (TCP and
    UDP, as Crusoe's own CMK example)."""
    rules = resources(network_tf, "crusoe_vpc_firewall_rule")
    egress = {n: r for n, r in rules.items() if r["direction"] == "egress"}
    assert set(egress) == {"network_internal_egress", "network_internet_egress"}
    assert {k: egress["network_internal_egress"][k] for k in ("source", "destination", "protocols", "destination_ports")} == {
        "source": "10.0.0.0/16", "destination": "10.0.0.0/16", "protocols": "tcp,udp,icmp", "destination_ports": "1-65535"}
    assert {k: egress["network_internet_egress"][k] for k in ("source", "destination", "protocols", "action")} == {
        "source": "10.0.0.0/16", "destination": "0.0.0.0/0", "protocols": "tcp,udp", "action": "allow"}


def test_internet_egress_can_be_closed():
    bare = Bare()
    bare.add_network(allow_internet_egress=False)
    rules = resources(bare.synth(), "crusoe_vpc_firewall_rule")
    assert [r["destination"] for r in rules.values() if r["direction"] == "egress"] == ["10.0.0.0/16"]


def test_nat_gateway_only_when_asked(network_tf):
    assert "nat_gateway_enabled" not in resources(network_tf, "crusoe_vpc_subnet")["network_subnet"]
    bare = Bare()
    bare.guard = bare.add_guard()
    bare.network = ClusterNetwork(bare.stack, "network", ClusterNetworkProps(
        name="bare", location="us-east1-a", settings=NetworkSettings(ssh_source_cidrs=("203.0.113.0/24",)),
        nat_gateway=True))
    assert resources(bare.synth(), "crusoe_vpc_subnet")["network_subnet"]["nat_gateway_enabled"] is True


@pytest.mark.parametrize("changes,code,field", [
    (dict(vpc_cidr="100.64.0.0/10", subnet_cidr="100.64.0.0/16"), "CIB181", "vpc_cidr"),
    (dict(vpc_cidr="8.8.0.0/16", subnet_cidr="8.8.8.0/24"), "CIB181", "subnet_cidr"),
    (dict(vpc_cidr="fd00::/8", subnet_cidr="fd00::/64"), "CIB180", "subnet_cidr"),
    (dict(ssh_source_cidrs=("2001:db8::/48",)), "CIB180", "ssh_source_cidrs"),
])
def test_ipv4_and_rfc1918_only(changes, code, field):
    """"VPC Networks Overview": IPv4 only; custom subnets in RFC 1918 space."""
    with pytest.raises(ConfigError) as raised:
        Bare().add_network(**changes)
    assert (code, f"bare/network.{field}") in codes(raised.value)


@pytest.mark.parametrize("vpc,subnet", [("10.0.0.0/8", "10.1.0.0/16"), ("172.16.0.0/12", "172.31.0.0/16"),
                                        ("192.168.0.0/16", "192.168.7.0/24")])
def test_every_rfc1918_block_is_accepted(vpc, subnet):
    assert NetworkSettings(ssh_source_cidrs=("203.0.113.0/24",), vpc_cidr=vpc, subnet_cidr=subnet).issues("n") == []


def test_custom_ranges_and_a_literal_location():
    bare = Bare()
    bare.add_network(location="us-northcentral1-a", vpc_cidr="172.16.0.0/12", subnet_cidr="172.20.0.0/16")
    tf = bare.synth()
    subnet = resources(tf, "crusoe_vpc_subnet")["network_subnet"]
    assert subnet["cidr"] == "172.20.0.0/16" and subnet["location"] == "us-northcentral1-a"
    assert resources(tf, "crusoe_vpc_firewall_rule")["network_ssh"]["destination"] == "172.20.0.0/16"


def test_outside_production_ssh_may_be_open_with_the_opt_in_and_synth_warns():
    bare = Bare()
    bare.add_network(ssh_source_cidrs=("0.0.0.0/0",), allow_ssh_from_internet=True)
    assert resources(bare.synth(), "crusoe_vpc_firewall_rule")["network_ssh"]["source"] == "0.0.0.0/0"
    warnings = [m.data for m in bare.network.node.metadata if m.type == "@cdktf/warn"]
    assert any("SSH (22) is open to the whole internet (IPv4, 0.0.0.0/0)" in str(w) for w in warnings)


def test_with_the_opt_in_more_than_one_slash_8_in_total_warns_too():
    """255 /8s are not the whole internet (10/8 is missing), but they are 99.6% of IPv4: the opt-in
    lets them through outside production, and synth says what was opened."""
    bare = Bare()
    bare.add_network(ssh_source_cidrs=tuple(f"{n}.0.0.0/8" for n in range(256) if n != 10), allow_ssh_from_internet=True)
    bare.synth()
    warnings = [str(m.data) for m in bare.network.node.metadata if m.type == "@cdktf/warn"]
    assert any("SSH (22) is open to 4,278,190,080 IPv4 addresses (99.6% of IPv4), more than one /8" in w for w in warnings)


def test_one_slash_8_in_total_passes_in_production_however_it_is_split():
    bare = Bare()
    bare.add_network(ssh_source_cidrs=("11.0.0.0/9", "11.128.0.0/9", "11.0.0.0/24"), production=True)
    bare.synth()
    assert not [m for m in bare.network.node.metadata if m.type == "@cdktf/warn"]


@pytest.mark.parametrize("cidrs", [("0.0.0.0/0",), ("0.0.0.0/1", "128.0.0.0/1"), ("::/1", "8000::/1")])
def test_ssh_open_to_the_internet_needs_the_opt_in(cidrs):
    ipv6 = ["CIB180"] * sum(":" in c for c in cidrs)  # Crusoe is IPv4 only: refused whatever the opt-in
    issues = NetworkSettings(ssh_source_cidrs=cidrs).issues("net")
    assert [i.code for i in issues] == ["CIB026", *ipv6] and "allow_ssh_from_internet=True" in str(issues[0])
    assert [i.code for i in NetworkSettings(ssh_source_cidrs=cidrs, allow_ssh_from_internet=True).issues("net")] == ipv6


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(ssh_source_cidrs=()), "CIB020", "ssh_source_cidrs"),
    (dict(ssh_source_cidrs=("300.1.1.1/8",)), "CIB021", "ssh_source_cidrs"),
    (dict(ssh_source_cidrs=("10.0.0.1/8",)), "CIB021", "ssh_source_cidrs"),
    (dict(ssh_source_cidrs=("203.0.113.0/24", "203.0.113.0/24")), "CIB025", "ssh_source_cidrs"),
    (dict(ssh_source_cidrs="203.0.113.0/24"), "CIB090", "ssh_source_cidrs"),
    (dict(subnet_cidr="192.168.0.0/16"), "CIB024", "subnet_cidr"),
    (dict(vpc_cidr="10.0.0.0/33"), "CIB021", "vpc_cidr"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        Bare().add_network(**changes)
    assert codes(raised.value) == [(code, f"bare/network.{field}")]


@pytest.mark.parametrize("cidrs,code", [
    (("0.0.0.0/0",), "CIB022"),
    (("0.0.0.0/1", "128.0.0.0/1"), "CIB022"),  # together they are the internet
    (("::/0",), "CIB022"),
    (("10.0.0.0/7",), "CIB023 CIB231"),  # one range too wide, and two /8s of addresses in total
    (("2001:db8::/31",), "CIB023"),
    (("11.0.0.0/8", "12.0.0.0/8"), "CIB231"),  # each no wider than /8, but two /8s together
])
def test_production_refuses_ranges_that_reach_the_internet(cidrs, code):
    with pytest.raises(ConfigError) as raised:
        Bare().add_network(ssh_source_cidrs=cidrs, production=True)
    ipv6 = [("CIB180", "bare/network.ssh_source_cidrs")] * sum(":" in c for c in cidrs)
    assert codes(raised.value) == [(c, "bare/network.ssh_source_cidrs") for c in code.split()] + ipv6
    assert "SSH (22)" in str(raised.value)


def test_a_field_of_the_wrong_type_raises_config_error():
    bare = Bare()
    with pytest.raises(ConfigError) as raised:
        ClusterNetwork(bare.stack, "network", ClusterNetworkProps(
            name="bare", location="us-east1-a", settings=NetworkSettings(ssh_source_cidrs=[203])))
    assert codes(raised.value) == [("CIB090", "bare/network.ssh_source_cidrs")]


def test_settings_that_are_not_network_settings_raise_config_error():
    bare = Bare()
    with pytest.raises(ConfigError):
        ClusterNetwork(bare.stack, "network", ClusterNetworkProps(
            name="bare", location="us-east1-a", settings=dict(ssh_source_cidrs=("203.0.113.0/24",))))
