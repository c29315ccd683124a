"""From a failing node to a Terraform action, with real Terraform core: the replace that
``crusoe-ib-verify remediate`` prints for one failing node (read from the applied stack's
``verify_remediation`` output) replaces exactly that node, and the capacity guard's ledger still
counts every node afterwards."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from crusoe_ib.verify.operator import cli
from tests.support import applied, env

H100 = "h100-80gb-sxm-ib.8x"
POOL4 = Path(__file__).resolve().parents[1] / "verify" / "fleet_fixtures" / "pool4"
NODE_002 = 'crusoe_compute_instance.pool_nodes["node-002"]'
#: The pool's deliveries: the checker, and the mesh + hostfile on node-000; both run again with every node change.
DELIVERIES = ("terraform_data.pool_delivery", "terraform_data.verify_launch_delivery")


def full_cloud() -> dict:
    """Exactly the 32 slices four nodes need: the replacement fits only because the old VM goes first."""
    return {"ib_networks": [{"id": "net-a", "name": "net-a", "location": "us-east1-a",
                             "capacities": [{"slice_type": H100, "quantity": 32}]}]}


def test_fleet_then_remediate_replaces_exactly_the_failing_node(deploy, tmp_path, capsys):
    tf = deploy(env(capacity=dict(node_count=4)), full_cloud())
    applied(tf)
    before = {i["name"]: i["id"] for i in tf.cloud.instances()}
    ledger = tf.outputs()["capacity_ledger"]
    assert ledger["nodes"] == ["node-000", "node-001", "node-002", "node-003"]

    # The operator's loop: the stack's output, the fleet's node checks (node-002 fails), remediate.
    remediation = tmp_path / "remediation.json"
    remediation.write_text(json.dumps(tf.outputs()["verify_remediation"]))
    assert cli.main(["fleet", "--from-dir", str(POOL4), "--remediation", str(remediation), "--json"]) == 1
    fleet = tmp_path / "fleet.json"
    fleet.write_text(capsys.readouterr().out)
    assert cli.main(["remediate", "--remediation", str(remediation), "--fleet", str(fleet)]) == 0
    printed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("terraform ")]
    assert printed == ["terraform -chdir=cdktf.out/stacks/training-dev apply -replace='%s'" % NODE_002]
    argv = shlex.split(printed[0])
    assert argv[:3] == ["terraform", "-chdir=cdktf.out/stacks/training-dev", "apply"]
    replace = argv[3:]

    # The plan with that argument replaces node-002 and touches nothing else (the delivery runs again for it).
    assert tf.changes_by_action(replace) == {"replace": [NODE_002, *DELIVERIES]}
    result = tf.apply(replace)
    assert result.rc == 0, result.output
    after = {i["name"]: i["id"] for i in tf.cloud.instances()}
    assert sorted(after) == sorted(before)
    assert [n for n in after if after[n] != before[n]] == ["training-dev-node-002"]  # a new VM, the others kept
    assert tf.cloud.free("net-a", H100) == 0
    # The guard's ledger still counts the four nodes on the same network, and a re-plan is clean.
    assert tf.outputs()["capacity_ledger"] == ledger
    replan = tf.plan()
    assert replan.rc == 0, replan.output
