"""The capacity ledger as real Terraform core records and reads it through an apply.

What an apply records: the state's ``capacity_ledger`` output (what S3State reads back through
``terraform_remote_state``) and LocalState's snapshot both change only when the nodes they name were applied,
so a failed create or a failed type change leaves them as the last whole apply left them.

How LocalState reads it: from the snapshot beside the state that only a whole apply replaces, atomically,
never from the state file the local backend rewrites in place during the apply (crusoe_ib.backend.LocalState).
The offline harness runs the JSON as synthesized, with no copy of the state for the guard."""

from __future__ import annotations

import json

from tests.support import H100, applied, env

NET = "net-a"
H200 = "h200-141gb-sxm-ib.8x"


def cloud(free: int, **other_types: int) -> dict:
    capacities = [{"slice_type": H100, "quantity": free}] + [
        {"slice_type": t.replace("_", "-"), "quantity": n} for t, n in other_types.items()]
    return {"ib_networks": [{"id": NET, "name": NET, "location": "us-east1-a", "capacities": capacities}]}


def snapshot(tf) -> dict:
    return json.loads(tf.state_file.with_name(tf.state_file.name + ".capacity_ledger.json").read_text())


def ledger_output(tf) -> dict:
    """The ledger as the state stores it: what an S3State stack's next plan reads through terraform_remote_state."""
    return json.loads(tf.state_file.read_text())["outputs"]["capacity_ledger"]["value"]


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


def test_a_create_refused_for_capacity_leaves_the_stored_ledger_and_the_next_plan_checks_that_node_again(deploy):
    tf = deploy(env(capacity=dict(node_count=1)), cloud(16))  # room for two nodes at the plan
    applied(tf)
    before = ledger_output(tf)
    grow = deploy(env(capacity=dict(node_count=2)))
    grow.cloud.steal_during_apply(NET, H100, 8)  # someone takes node-001's slices between the plan and its create
    assert grow.apply().rc == 1
    # Terraform stores a root output known at plan time as planned even when the apply fails: the ledger used
    # to list node-001, so the next plan skipped its slices. It is the last whole apply's, in the state
    # (S3State) and in the snapshot (LocalState).
    assert ledger_output(grow) == before == {"ib_network_id": NET, "location": "us-east1-a", "instance_type": H100,
                                             "nodes": ["node-000"]}
    assert snapshot(grow) == before
    again = deploy(env(capacity=dict(node_count=2)))
    result = again.plan()
    assert result.rc == 1 and "CIB101" in result.output, result.output
    again.cloud.give(NET, H100, 8)  # the capacity is back: the same configuration applies, and only then records
    applied(again)
    assert ledger_output(again)["nodes"] == ["node-000", "node-001"] == snapshot(again)["nodes"]


def test_a_failed_type_change_keeps_the_type_the_nodes_run_on(deploy):
    tf = deploy(env(capacity=dict(node_count=1)), cloud(64, h200_141gb_sxm_ib_8x=64))
    applied(tf)
    # Another family: Crusoe replaces the VM; the new one's create is refused, the old one is gone or kept.
    change = deploy(env(capacity=dict(node_count=1, instance_type=H200)))
    change.cloud.fail_apply("crusoe_compute_instance", "create", "out of capacity", name_prefix="training-dev-node-000")
    assert change.apply().rc == 1
    assert ledger_output(change)["instance_type"] == H100 == snapshot(change)["instance_type"]
