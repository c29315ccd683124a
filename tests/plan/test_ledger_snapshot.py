"""The capacity ledger as real Terraform core records and reads it through an apply.

LocalState reads it from a snapshot beside the state, replaced atomically, never from the state file the local
backend rewrites in place during the apply (crusoe_ib.backend.LocalState); S3State from the state's output.
Both name the nodes the apply makes exist, so after a partly failed apply the retry is never refused for slices
its created nodes already hold. The offline harness runs the JSON as synthesized, with no copy of the state."""

from __future__ import annotations

import json

from tests.support import H100, applied, env

NET = "net-a"


def cloud(free: int) -> dict:
    return {"ib_networks": [{"id": NET, "name": NET, "location": "us-east1-a",
                             "capacities": [{"slice_type": H100, "quantity": free}]}]}


def snapshot(tf) -> dict:
    return json.loads(tf.state_file.with_name(tf.state_file.name + ".capacity_ledger.json").read_text())


def test_the_ledger_snapshot_records_what_a_whole_apply_left_and_the_guard_reads_it(deploy):
    tf = deploy(env(capacity=dict(node_count=2)), cloud(16))  # 16 slices: two 8-slice nodes, no more
    applied(tf)
    assert snapshot(tf) == {"ib_network_id": NET, "location": "us-east1-a", "instance_type": H100,
                            "nodes": ["node-000", "node-001"]}
    # A read of the state file that met it half-written found no ledger; the guard reads the snapshot instead.
    state = json.loads(tf.state_file.read_text())
    state["outputs"].pop("capacity_ledger")
    tf.state_file.write_text(json.dumps(state))
    again = deploy(env(capacity=dict(node_count=2)))
    result = again.plan()
    assert result.rc in (0, 2), result.output  # not CIB101: the two nodes' slices are already theirs
    assert not [a for action, addresses in again.changes_by_action().items() if action != "no-op" for a in addresses
                if a.startswith("crusoe_compute_instance")]


def ledger_output(tf) -> dict:
    """The ledger as the state stores it: what an S3State stack's next plan reads through terraform_remote_state."""
    return json.loads(tf.state_file.read_text())["outputs"]["capacity_ledger"]["value"]


def test_a_partly_failed_scale_up_is_retried_without_asking_again_for_the_slices_its_nodes_hold(deploy):
    tf = deploy(env(capacity=dict(node_count=2)), cloud(32))
    applied(tf)
    grow = deploy(env(capacity=dict(node_count=4)))
    grow.cloud.steal_during_apply(NET, H100, 8)  # someone takes one node's slices mid-apply: 3 of 4 nodes exist
    assert grow.apply().rc == 1
    assert len(grow.cloud.instances()) == 3
    # Both ledgers (the snapshot LocalState reads, the output S3State reads) name every node of that apply: a
    # ledger of the last whole apply made the retry ask for two nodes' slices where only one is missing.
    wanted = [f"node-00{i}" for i in range(4)]
    assert snapshot(grow)["nodes"] == wanted == ledger_output(grow)["nodes"]
    grow.cloud.give(NET, H100, 8)  # room for the missing node again, not for two
    retry = deploy(env(capacity=dict(node_count=4)))
    applied(retry)
    assert len(retry.cloud.instances()) == 4


def test_scaling_down_and_up_again_applies_and_destroy_removes_the_snapshot(deploy):
    tf = deploy(env(capacity=dict(node_count=3)), cloud(64))
    applied(tf)
    for count in (2, 1, 3):  # each apply re-reads the ledger while the backend rewrites the state
        step = deploy(env(capacity=dict(node_count=count)))
        applied(step)
        assert snapshot(step)["nodes"] == [f"node-{i:03d}" for i in range(count)]
    assert step.destroy().rc == 0
    assert not step.state_file.with_name(step.state_file.name + ".ledger.json").exists()
