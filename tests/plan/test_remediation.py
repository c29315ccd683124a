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


def test_execute_replaces_one_node_and_records_every_step(deploy, tmp_path, capsys, monkeypatch, remediation_history):
    """`remediate --execute` on the offline stack: guard, bundle, a saved plan that replaces node-002 only,
    its apply, the new node's fresh node check (served by the offline ssh), each step in the history."""
    from crusoe_ib.verify.operator import history

    tf = deploy(env(capacity=dict(node_count=4)), full_cloud())
    applied(tf)
    before = {i["name"]: i["id"] for i in tf.cloud.instances()}
    monkeypatch.chdir(tf.workdir)  # the project root, where the apply pinned every node's host key
    remediation = tmp_path / "remediation.json"
    remediation.write_text(json.dumps(tf.outputs()["verify_remediation"]))
    assert cli.main(["fleet", "--from-dir", str(POOL4), "--remediation", str(remediation), "--json"]) == 1
    (tmp_path / "fleet.json").write_text(capsys.readouterr().out)
    # Terraform as the operator runs it (the offline shim, the stand-in provider), ssh the offline one.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "terraform").symlink_to(Path(__file__).resolve().parents[2] / "tools" / "offline" / "terraform")
    for name, value in tf.env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("PATH", f"{bin_dir}:{tf.env['PATH']}")
    # The new VM's boot check (a passing one, written now: the replace takes seconds).
    check = json.loads((POOL4 / "node-000.node-check.json").read_text())
    check.update(node_key="node-002", terraform_address=NODE_002, checked_utc=history.utc(history.now()))
    served = Path(tf.env["FAKE_SSH_ROOT"]) / "any-host" / "var" / "lib" / "crusoe-ib"
    served.mkdir(parents=True)
    (served / "node-check.json").write_text(json.dumps(check))

    code = cli.main(["remediate", "--remediation", str(remediation), "--fleet", str(tmp_path / "fleet.json"), "--execute",
                     "--stack-dir", str(tf.stack_dir), "--check-timeout", "30"])
    out = capsys.readouterr().out
    assert code == 0, out
    after = {i["name"]: i["id"] for i in tf.cloud.instances()}
    assert [n for n in after if after[n] != before[n]] == ["training-dev-node-002"] and sorted(after) == sorted(before)
    steps = [(r["node_key"], r["action"], r["outcome"]) for r in history.read(str(remediation_history))]
    assert steps == [("node-002", s, "done") for s in ("guard", "bundle", "plan", "plan-check", "replace", "check")]
    # remediate's own ssh (the guard, the new node's check) accepted only the keys the apply pinned, the new VM's too
    guard = next(r["command"] for r in history.read(str(remediation_history)) if r["action"] == "guard")
    assert "-o StrictHostKeyChecking=yes -o UserKnownHostsFile=crusoe-ib-known_hosts.d/training-dev/%h" in guard
    fetched = [c["argv"] for c in map(json.loads, Path(tf.env["FAKE_SSH_LOG"]).read_text().splitlines())
               if c["remote"].endswith("/var/lib/crusoe-ib/node-check.json")]
    assert fetched and all(f"UserKnownHostsFile={tf.workdir}/crusoe-ib-known_hosts.d/training-dev/%h" in a for a in fetched)
    # The output was read again after the replace: remediation.json names the new VM, and its check was fetched there.
    new = tf.outputs()["verify_remediation"]["nodes"]["node-002"]
    assert json.loads(remediation.read_text())["nodes"]["node-002"] == new
    assert f"node-002 ({new['host']}) PASSes its node check" in out
    # A second run within the window: the breaker (1 node per 24 h on 4 nodes) stops any further replace.
    assert cli.main(["remediate", "--remediation", str(remediation), "--node", "node-001", "--execute",
                     "--stack-dir", str(tf.stack_dir)]) == 1
    assert "BLOCKED: circuit breaker: 1 node(s) of training-dev were replaced" in capsys.readouterr().out
    assert {i["name"]: i["id"] for i in tf.cloud.instances()} == after
