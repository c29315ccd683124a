"""LocalState's capacity ledger as real Terraform core reads it through an apply: from a snapshot beside the
state that only a whole apply replaces, atomically, never from the state file the local backend rewrites in
place during the apply (crusoe_ib.backend.LocalState). The offline harness runs the JSON as synthesized, with
no copy of the state for the guard."""

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


def test_a_failed_apply_leaves_the_snapshot_as_the_last_whole_apply_wrote_it(deploy):
    tf = deploy(env(capacity=dict(node_count=1)), cloud(64))
    applied(tf)
    before = snapshot(tf)
    grow = deploy(env(capacity=dict(node_count=2)))
    grow.cloud.fail_apply("crusoe_compute_instance", "create", "out of capacity", name_prefix="training-dev-node-001")
    assert grow.apply().rc == 1
    assert snapshot(grow) == before  # node-001 does not exist: the next plan still asks for its slices


def test_scaling_down_and_up_again_applies_and_destroy_removes_the_snapshot(deploy):
    tf = deploy(env(capacity=dict(node_count=3)), cloud(64))
    applied(tf)
    for count in (2, 1, 3):  # each apply re-reads the ledger while the backend rewrites the state
        step = deploy(env(capacity=dict(node_count=count)))
        applied(step)
        assert snapshot(step)["nodes"] == [f"node-{i:03d}" for i in range(count)]
    assert step.destroy().rc == 0
    assert not step.state_file.with_name(step.state_file.name + ".ledger.json").exists()
