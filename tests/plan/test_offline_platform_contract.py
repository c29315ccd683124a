"""Crusoe's platform contract in the offline stand-in (tools/offline): what the real API refuses at
plan/apply is refused there too, and its firewall lets through only what a rule allows ("no traffic
without a rule", Crusoe docs "VPC Firewall Rules Overview"), observed on the simulated cloud after a
real apply of the stacks."""

from __future__ import annotations

import copy

import pytest

from offline.cloud import CloudError
from offline.provider import Provider, _check_disk_size, _check_range, _resize_disk
from tests.support import applied, env, synth

H100 = "h100-80gb-sxm-ib.8x"


def cloud(free: int = 64) -> dict:
    return {"ib_networks": [{"id": "net-a", "name": "net-a", "location": "us-east1-a",
                             "capacities": [{"slice_type": H100, "quantity": free}]}]}


# --- refusals the API makes ----------------------------------------------------------------------------


@pytest.mark.parametrize("cidr,why", [("fd00::/64", "IPv4 only"), ("100.64.0.0/16", "RFC 1918"),
                                      ("8.8.8.0/24", "RFC 1918")])
def test_networks_and_subnets_are_ipv4_rfc1918(cidr, why):
    with pytest.raises(CloudError, match=why):
        _check_range("Failed to create VPC Subnet", cidr)
    _check_range("Failed to create VPC Subnet", "192.168.4.0/24")


@pytest.mark.parametrize("size", ["0GiB", "10241GiB", "11TiB"])
def test_persistent_disks_are_1_gib_to_10_tib(size):
    with pytest.raises(CloudError, match="1 GiB to 10 TiB"):
        _check_disk_size("Failed to create disk", size, "persistent-ssd")
    _check_disk_size("Failed to create disk", "10TiB", "persistent-ssd")


def test_a_disk_only_grows():
    with pytest.raises(CloudError, match="can only grow"):
        _resize_disk({"name": "d", "size": "2TiB"}, {"size": "1TiB"})
    _resize_disk({"name": "d", "size": "1TiB"}, {"size": "2048gib"})


def test_a_shrunk_data_disk_fails_the_plan_and_a_grown_one_applies(deploy):
    """The API refuses to shrink (the stand-in's _resize_disk, above); the pool refuses first, at
    plan, from the size Crusoe reports for the disk (CIB191)."""
    tf = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="2TiB")), cloud())
    applied(tf)
    assert tf.outputs()["pool_data_disk_gib"] == 2048
    shrunk = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="1TiB")))  # same state and cloud
    result = shrunk.plan()
    assert result.rc == 1 and "[CIB191]" in result.output
    assert "reports the data disk training-dev-node-000-data at 2048 GiB" in " ".join(result.output.split())
    grown = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="3tib")))
    applied(grown)
    (disk,) = [r for r in grown.state()["resources"] if r["type"] == "crusoe_storage_disk"]
    assert disk["instances"][0]["attributes"]["size"] == "3tib"


# --- ledgers record outcomes: a failed apply never changes what the next plan believes ------------


def test_after_a_failed_create_a_valid_size_is_not_refused(deploy):
    """The create of a 4 TiB disk fails at the API (a quota): no disk exists, so nothing holds the next plan
    to that size (was: the apply recorded 4096 GiB and refused a valid 2 TiB, CIB191)."""
    tf = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="4TiB")), cloud())
    tf.cloud.fail_apply("crusoe_storage_disk", "create", "quota exceeded: persistent-ssd in us-east1-a")
    failed = tf.apply()
    assert failed.rc == 1 and "Failed to create disk" in failed.output
    retry = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="2TiB")))  # same state and cloud
    applied(retry)
    assert retry.outputs()["pool_data_disk_gib"] == 2048


def test_after_a_failed_resize_the_disk_keeps_its_size_and_the_plan_knows_it(deploy):
    """A resize Crusoe refuses (the provider's own hint: a disk attached to a running VM) leaves the disk
    as it was: the next plan judges against that size, not the one the failed apply asked for."""
    tf = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="2TiB")), cloud())
    applied(tf)
    grow = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="3TiB")))
    grow.cloud.fail_apply("crusoe_storage_disk", "update", "the disk is attached to a VM that is not powered off")
    failed = grow.apply()
    assert failed.rc == 1 and "Failed to resize disk" in failed.output
    back = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="2TiB")))
    result = back.plan()
    assert result.rc in (0, 2), result.output  # 2 TiB is what the disk is (was: refused, "disks are 3072 GiB")
    assert back.changes_by_action().get("update", []) == []


def test_after_a_failed_shrink_the_next_plan_refuses_it_from_the_disk_itself(deploy, tmp_path):
    """A shrink that reaches the API (state from a release that kept no size, here: its output removed)
    fails there; the next plan refuses it at plan, from the size Crusoe reports (was: the apply recorded the
    smaller size, and every plan planned the shrink again)."""
    import json

    tf = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="2TiB")), cloud())
    applied(tf)
    state = json.loads(tf.state_file.read_text())
    state["outputs"].pop("pool_data_disk_gib")
    tf.state_file.write_text(json.dumps(state))
    shrunk = deploy(env(capacity=dict(node_count=1), pool=dict(data_disk_size="1TiB")))
    result = shrunk.plan()
    assert result.rc == 1 and "[CIB191]" in result.output and "at 2048 GiB" in " ".join(result.output.split())


def test_a_full_subnet_fails_at_the_broadcast_address():
    """A /29 holds 2 VMs (8 addresses less the first five and the broadcast): the third fails. Synth
    refuses such a subnet first (CIB182); this is what the API would do without it."""
    provider = Provider.__new__(Provider)
    import ipaddress

    data = {}
    net = ipaddress.ip_network("10.0.0.0/29")
    assert [provider._alloc_ip(data, "s", net) for _ in range(2)] == ["10.0.0.5", "10.0.0.6"]
    with pytest.raises(CloudError, match="no free addresses"):
        provider._alloc_ip(data, "s", net)


# --- no traffic without a rule ----------------------------------------------------------------------------


def test_the_applied_network_lets_through_what_the_stack_needs_and_nothing_without_a_rule(deploy):
    tf = deploy(env(capacity=dict(node_count=2)), cloud())
    applied(tf)
    sim = tf.cloud
    a, b = "training-dev-node-000", "training-dev-node-001"
    assert sim.allows(b, a, "tcp", 29500)          # torchrun rendezvous, NCCL bootstrap
    assert sim.allows(b, a, "tcp", 40000)          # NCCL bootstrap on an ephemeral port
    assert sim.allows(a, "8.8.8.8", "tcp", 443)    # a download
    assert sim.allows("203.0.113.7", a, "tcp", 22)  # training-dev's SSH is open to all, on purpose
    # Without the egress rules no node can start a connection, inside the subnet or out.
    for record in sim.objects("crusoe_vpc_firewall_rule"):
        if record["state"]["direction"] == "egress":
            sim.remove("crusoe_vpc_firewall_rule", record["state"]["id"])
    assert not sim.allows(b, a, "tcp", 29500)
    assert not sim.allows(a, "8.8.8.8", "tcp", 443)
    assert sim.allows("203.0.113.7", a, "tcp", 22)  # an operator's SSH needs only the ingress rule


# --- CMK: production refuses a plan that replaces the cluster ----------------------------------------------


def _cmk_prod(**orchestration) -> dict:
    from crusoe_ib import ManagedKubernetesSettings

    settings = ManagedKubernetesSettings(kubernetes_version="1.32.7-cmk.3", **orchestration)
    return synth(env("training-prod", capacity=dict(node_count=2, locations="us-east1-a"), orchestration=settings))


def test_production_refuses_a_plan_that_replaces_the_cmk_cluster_unless_allowed(tmp_path):
    from offline.harness import OfflineTerraform

    tf = OfflineTerraform(_cmk_prod(), tmp_path / "cmk", cloud=cloud(), seed_state=True)
    assert tf.init().rc == 0
    applied(tf)
    # A pod range replaces the cluster (cluster_cidr: RequiresReplace in the provider).
    moved = OfflineTerraform(_cmk_prod(pod_cidr="192.168.0.0/16"), tmp_path / "cmk")
    assert moved.init().rc == 0
    result = moved.plan()
    message = " ".join(result.stderr.split())
    assert result.rc == 1 and "Instance cannot be destroyed" in message and "crusoe_kubernetes_cluster.k8s_cluster" in message
    allowed = OfflineTerraform(_cmk_prod(pod_cidr="192.168.0.0/16", allow_cluster_replacement=True), tmp_path / "cmk")
    assert allowed.init().rc == 0
    assert "crusoe_kubernetes_cluster.k8s_cluster" in allowed.changes_by_action()["replace"]
