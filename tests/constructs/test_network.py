"""ClusterNetwork in a bare stack: VPC, subnet where the guard puts the pool, SSH only from the
listed ranges, traffic inside the VPC open; production refuses ranges that reach the internet."""

from __future__ import annotations

import pytest

from crusoe_ib import ClusterNetwork, ClusterNetworkProps, ConfigError, NetworkSettings
from tests.support import Bare, codes, resources

OPERATORS = ("203.0.113.0/24", "2001:db8::/48")


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
        "location": '${try(local.capacity_selected.location, "")}'}


def test_ssh_is_open_only_to_the_listed_ranges(network_tf):
    rules = resources(network_tf, "crusoe_vpc_firewall_rule")
    assert set(rules) == {"network_ssh", "network_internal"}
    ssh = rules["network_ssh"]
    assert {k: ssh[k] for k in ("name", "direction", "action", "protocols", "source", "destination", "destination_ports")} == {
        "name": "team-ssh", "direction": "ingress", "action": "allow", "protocols": "tcp",
        "source": "203.0.113.0/24,2001:db8::/48", "destination": "10.0.0.0/16", "destination_ports": "22"}


def test_traffic_inside_the_cluster_subnet_is_open_for_nccl_bootstrap(network_tf):
    # Scoped to the cluster's own /16 subnet, not the /8 VPC.
    internal = resources(network_tf, "crusoe_vpc_firewall_rule")["network_internal"]
    assert {k: internal[k] for k in ("source", "destination", "protocols", "destination_ports", "network")} == {
        "source": "10.0.0.0/16", "destination": "10.0.0.0/16", "protocols": "tcp,udp,icmp",
        "destination_ports": "1-65535", "network": "${crusoe_vpc_network.network_vpc.id}"}


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
    issues = NetworkSettings(ssh_source_cidrs=cidrs).issues("net")
    assert [i.code for i in issues] == ["CIB026"] and "allow_ssh_from_internet=True" in str(issues[0])
    assert NetworkSettings(ssh_source_cidrs=cidrs, allow_ssh_from_internet=True).issues("net") == []


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
    assert codes(raised.value) == [(c, "bare/network.ssh_source_cidrs") for c in code.split()]
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
