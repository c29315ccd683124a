"""What the real Crusoe provider (terraform-provider-crusoe v1.1.1) does that the stacks must survive,
proven by real Terraform core against the stand-in (tools/offline), which follows the provider's
plan rules (tools/offline/rules.py; provenance table in tools/offline/README.md):

* ``host_channel_adapters`` changes in place and the provider's Update never sends it, so nodes
  must be replaced with a replaced partition (internal/vm/vm_resource.go:312-323, :511-774);
* ``type`` resizes in place within a family and replaces across families
  (internal/vm/vm_resource.go:106-137): either way every node needs slices of the new type;
* a managed node pool out of capacity only warns (kubernetes_node_pool_resource.go:320-325), so
  the ledger must count the VMs that exist."""

from __future__ import annotations

from offline.harness import OfflineTerraform
from tests.support import BARE_STATE, Bare, applied, env

H100 = "h100-80gb-sxm-ib.8x"
H200 = "h200-141gb-sxm-ib.8x"
# The catalog holds one InfiniBand size per family; this hypothetical smaller H100 size makes a
# same-family change (an in-place resize for Crusoe) possible in a test.
H100_4X = "h100-80gb-sxm-ib.4x"
#: The pool's deliveries: the checker, and the mesh + hostfile on node-000; both run again with every node change.
DELIVERIES = ("terraform_data.pool_delivery", "terraform_data.verify_launch_delivery")


def cloud(*capacities: tuple[str, int]) -> dict:
    """One network, net-a in us-east1-a, with free slices per type."""
    return {"ib_networks": [{"id": "net-a", "name": "ib-east-a", "location": "us-east1-a",
                             "capacities": [{"slice_type": t, "quantity": q} for t, q in capacities]}]}


def message(result) -> str:
    """Terraform's output (errors on stderr, warnings on stdout) on one line."""
    return " ".join(result.output.split())


def nodes(tf: OfflineTerraform) -> dict[str, dict]:
    return {i["name"]: i for i in tf.cloud.instances()}


# --- 1. a replaced partition takes its nodes along ---------------------------------------------------

def test_a_replaced_partition_replaces_the_nodes_on_it(deploy):
    tf = deploy(env(capacity=dict(node_count=2)), cloud((H100, 16)))
    applied(tf)
    (old,) = tf.cloud.partitions()
    renamed = deploy(env(capacity=dict(node_count=2), partition=dict(name="training-dev-v2")))
    changes = renamed.changes_by_action()
    # Crusoe would update host_channel_adapters in place and never send it: the nodes must follow.
    assert changes == {"replace": ['crusoe_compute_instance.pool_nodes["node-000"]',
                                   'crusoe_compute_instance.pool_nodes["node-001"]',
                                   "crusoe_ib_partition.ib_partition", *DELIVERIES]}, changes
    applied(renamed)
    (new,) = renamed.cloud.partitions()
    assert new["name"] == "training-dev-v2" and new["id"] != old["id"]
    assert {n["host_channel_adapters"][0]["ib_partition_id"] for n in nodes(renamed).values()} == {new["id"]}
    assert renamed.cloud.free("net-a", H100) == 0  # the nodes gave their slices back and took them again
    assert renamed.plan().rc == 0


# --- 2. a type change needs the new type's slices ----------------------------------------------------

def _bare_json(instance_type: str, node_count: int) -> dict:
    bare = Bare()
    BARE_STATE.apply_to(bare.stack)  # the guard reads its ledger from this stack's own state
    bare.add_guard(instance_type=instance_type, node_count=node_count)
    bare.add_network()
    bare.add_pool()
    return bare.synth()


def test_a_same_family_resize_is_checked_against_capacity_and_done_in_place(tmp_path, monkeypatch):
    from dataclasses import replace

    from crusoe_ib.platform.catalog import CATALOG

    monkeypatch.setitem(CATALOG, H100_4X, replace(CATALOG[H100], name=H100_4X, gpus=4, slices_per_vm=4, ib_rails=4))
    work = tmp_path / "work"
    tf = OfflineTerraform(_bare_json(H100, 2), work, cloud=cloud((H100, 16)))
    assert tf.init().rc == 0
    applied(tf)
    resized = OfflineTerraform(_bare_json(H100_4X, 2), work)
    assert resized.init().rc == 0
    result = resized.plan()
    assert result.rc == 1, result.output  # no .4x slices on the cluster's network: refused at plan
    text = message(result)
    assert "changes instance_type from h100-80gb-sxm-ib.8x to h100-80gb-sxm-ib.4x" in text, text
    assert "needs 8 free slices of h100-80gb-sxm-ib.4x for 2 node(s)" in text and "[CIB102]" in text, text
    resized.cloud.set_capacity("net-a", H100_4X, 8)
    plan = resized.plan()
    assert plan.rc == 2 and "VM will be stopped to resize" in message(plan), plan.output
    assert resized.changes_by_action() == {"update": ['crusoe_compute_instance.pool_nodes["node-000"]',
                                                      'crusoe_compute_instance.pool_nodes["node-001"]'],
                                           "replace": ["terraform_data.capacity_ledger_snapshot"]}  # the new type
    applied(resized)
    assert {n["type"] for n in nodes(resized).values()} == {H100_4X}
    assert resized.cloud.free("net-a", H100) == 16 and resized.cloud.free("net-a", H100_4X) == 0
    assert resized.plan().rc == 0


def test_a_new_family_is_checked_against_capacity_and_replaces_the_nodes(deploy):
    tf = deploy(env(capacity=dict(node_count=2)), cloud((H100, 16), (H200, 8)))
    applied(tf)
    h200 = deploy(env(capacity=dict(node_count=2, instance_type=H200)))
    result = h200.plan()
    assert result.rc == 1, result.output
    text = message(result)
    assert "needs 16 free slices of h200-141gb-sxm-ib.8x for 2 node(s)" in text and "[CIB102]" in text, text
    assert "Best available: 8 slices on ib-east-a (net-a, us-east1-a)" in text, text
    assert text.count("training-dev/capacity.instance_type = 'h200-141gb-sxm-ib.8x': The pool changes") == 1, text
    h200.cloud.set_capacity("net-a", H200, 16)
    assert h200.changes_by_action() == {"replace": ['crusoe_compute_instance.pool_nodes["node-000"]',
                                                    'crusoe_compute_instance.pool_nodes["node-001"]',
                                                    "terraform_data.capacity_ledger_snapshot",
                                                    *DELIVERIES]}
    applied(h200)
    assert {n["type"] for n in nodes(h200).values()} == {H200}
    assert h200.cloud.free("net-a", H100) == 16 and h200.cloud.free("net-a", H200) == 0
    assert h200.plan().rc == 0  # the ledger now records the new type


# --- 6. a managed pool out of capacity ---------------------------------------------------------------

def test_a_short_managed_pool_is_recorded_as_short_and_the_next_plan_asks_for_the_missing_nodes(deploy):
    tf = deploy(env("training-cmk", capacity=dict(node_count=4)), cloud((H100, 32)))
    assert tf.plan().rc == 2
    tf.cloud.steal_during_apply("net-a", H100, 16)  # another tenant takes two nodes' worth mid-apply
    result = tf.apply()
    assert result.rc == 0, result.output  # Crusoe only warns
    assert "Unable to create desired number of VMs" in message(result)
    (pool,) = [r for r in tf.state()["resources"] if r["type"] == "crusoe_kubernetes_node_pool"]
    attributes = pool["instances"][0]["attributes"]
    assert attributes["instance_count"] == 4 and len(attributes["instance_ids"]) == 2

    replan = tf.plan()  # still no room: the two missing nodes are asked for, and refused
    assert replan.rc == 1, replan.output
    text = message(replan)
    assert "has 16 free slices of h100-80gb-sxm-ib.8x for 2 new node(s)" in text and "[CIB101]" in text, text
    assert tf.outputs()["capacity_ledger"]["nodes"] == ["node-000", "node-001"]  # the VMs that exist
    tf.cloud.give("net-a", H100, 8)
    assert tf.plan().rc == 1  # one node's worth is not enough
    tf.cloud.give("net-a", H100, 8)
    assert tf.plan().rc == 0, "room for exactly the two missing nodes"

    # Terraform has nothing to send (instance_count already says 4); the README's way to ask again:
    two = deploy(env("training-cmk", capacity=dict(node_count=2)))
    applied(two)
    four = deploy(env("training-cmk", capacity=dict(node_count=4)))
    applied(four)
    assert four.cloud.free("net-a", H100) == 0
    (pool,) = [r for r in four.state()["resources"] if r["type"] == "crusoe_kubernetes_node_pool"]
    assert len(pool["instances"][0]["attributes"]["instance_ids"]) == 4
    assert four.plan().rc == 0


# --- 5. the first network with room is the first by name -------------------------------------------

def test_the_guard_takes_the_first_network_with_room_in_the_providers_order(deploy):
    """crusoe_ib_networks is sorted by name, then id (internal/ib_network/ib_network_data_source.go:142-146),
    whatever order the API lists them in."""
    listed = {"ib_networks": [
        {"id": net_id, "name": name, "location": "us-east1-a", "capacities": [{"slice_type": H100, "quantity": 64}]}
        for net_id, name in (("id-3", "ib-b"), ("id-2", "ib-a"), ("id-1", "ib-b"))]}
    tf = deploy(env(capacity=dict(node_count=2)), listed)
    applied(tf)
    assert [p["ib_network_id"] for p in tf.cloud.partitions()] == ["id-2"]
    assert tf.cloud.free("id-2", H100) == 48
