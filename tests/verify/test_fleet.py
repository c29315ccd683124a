"""From verdicts to Terraform actions: `fleet`, `bisect` and `remediate` on recorded node checks and
recorded ib_write_bw outputs (tests/verify/fleet_fixtures, made by its make_fixtures.py), and over a
fake ssh that runs the real checker."""

from __future__ import annotations

import json
import shlex
import shutil
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import FIXTURES
from test_logs import FAKE_SSH

from crusoe_ib.verify.build import zipapp
from crusoe_ib.verify.operator import bisect, cli, pair_runners, remediation_input

HERE = Path(__file__).resolve().parent / "fleet_fixtures"
POOL4 = HERE / "pool4"
REMEDIATION = POOL4 / "remediation.json"
NODE_002 = 'crusoe_compute_instance.pool_nodes["node-002"]'
REPLACE_002 = "terraform -chdir=cdktf.out/stacks/training-dev apply -replace='%s'" % NODE_002
RAILS = ("--device", "mlx5_0", "--device", "mlx5_3")


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def fleet_json(capsys, tmp_path, source=POOL4, remediation=REMEDIATION) -> Path:
    code, out, _ = run(capsys, "fleet", "--from-dir", source, "--remediation", remediation, "--json")
    path = tmp_path / "fleet.json"
    path.write_text(out)
    return path


def remediation_with(tmp_path, **changes) -> Path:
    doc = dict(json.loads(REMEDIATION.read_text()), **changes)
    if changes.get("ssh_jump_host") and "bundle" not in changes:  # as the stack writes it: through the jump host
        doc["bundle"] = {k: v.replace("ssh ", f"ssh -J {changes['ssh_jump_host']} ", 1) for k, v in doc["bundle"].items()}
    path = tmp_path / "remediation.json"
    path.write_text(json.dumps(doc))
    return path


def pool_copy(tmp_path, **node_checks) -> Path:
    """pool4's node checks, some replaced: ``node_001="node-002"`` gives node-001 node-002's file."""
    out = tmp_path / "checks"
    shutil.copytree(POOL4, out)
    for key, source in node_checks.items():
        doc = json.loads((POOL4 / ("%s.node-check.json" % source)).read_text())
        key = key.replace("_", "-")
        doc.update(node_key=key, terraform_address='crusoe_compute_instance.pool_nodes["%s"]' % key)
        for v in doc["verdicts"]:
            v.update(node_key=key, terraform_address=doc["terraform_address"])
        (out / ("%s.node-check.json" % key)).write_text(json.dumps(doc))
    return out


# --- fleet -----------------------------------------------------------------------------------


def test_fleet_table_names_the_failing_node_and_its_rules(capsys):
    code, out, _ = run(capsys, "fleet", "--from-dir", POOL4, "--remediation", REMEDIATION)
    assert code == 1
    rows = [line.split() for line in out.splitlines()[1:5]]
    # Failures first, then the passes in key order.
    assert [r[:3] for r in rows] == [["node-002", "198.51.100.12", "FAIL"], ["node-000", "198.51.100.10", "PASS"],
                                     ["node-001", "198.51.100.11", "PASS"], ["node-003", "198.51.100.13", "PASS"]]
    assert "port_phys_state, port_rate, port_state" in out.splitlines()[1]
    assert "FLEET: FAIL  (4 nodes: 3 pass, 1 fail, 0 conflict, 0 no result" in out


def test_fleet_failures_only_csv_and_no_colour_in_a_pipe(capsys):
    argv = ["fleet", "--from-dir", POOL4, "--remediation", REMEDIATION]
    code, out, _ = run(capsys, *argv, "--failures-only")
    assert code == 1 and [line.split()[0] for line in out.splitlines()] == ["NODE", "node-002", "FLEET:"]
    assert "\x1b[" not in out
    code, out, _ = run(capsys, *argv, "--csv")
    lines = out.splitlines()
    assert lines[0] == "node_key,host,terraform_address,verdict,action,failing_rules,failing_subjects,error"
    assert lines[1].startswith('node-002,198.51.100.12,"crusoe_compute_instance.pool_nodes[""node-002""]",FAIL,replace,')
    assert "mlx5_3 mlx5_6" in lines[1] and len(lines) == 5


def test_a_large_fleet_shows_failures_and_a_count_of_the_passes(capsys, tmp_path):
    checks = tmp_path / "checks"
    checks.mkdir()
    passing = (POOL4 / "node-000.node-check.json").read_text()
    for i in range(40):
        key = "node-%03d" % i
        text = (POOL4 / "node-002.node-check.json").read_text() if i == 17 else passing
        (checks / ("%s.node-check.json" % key)).write_text(text.replace("node-002" if i == 17 else "node-000", key))
    code, out, _ = run(capsys, "fleet", "--from-dir", checks)
    lines = out.splitlines()
    assert code == 1 and lines[1].startswith("node-017") and "FAIL" in lines[1]
    assert lines[2] == "(39 PASS rows not shown: --all lists them)" and lines[3].startswith("FLEET: FAIL  (40 nodes: 39 pass")
    code, out, _ = run(capsys, "fleet", "--from-dir", checks, "--all")
    assert len(out.splitlines()) == 42


def test_fleet_json_carries_keys_and_addresses(capsys, tmp_path):
    doc = json.loads(fleet_json(capsys, tmp_path).read_text())
    assert doc["command"] == "fleet" and doc["verdict"] == "FAIL" and not doc["ok"] and doc["stack"] == "training-dev"
    failing = [r for r in doc["nodes"] if r["verdict"] == "FAIL"]
    assert [(r["node_key"], r["terraform_address"]) for r in failing] == [("node-002", NODE_002)]
    assert {f["subject"] for f in failing[0]["failing"]} == {"mlx5_3 port 1", "mlx5_6 port 1"}


def test_fleet_without_outputs_reads_keys_and_addresses_from_the_node_checks(capsys):
    code, out, _ = run(capsys, "fleet", "--from-dir", POOL4, "--json")
    doc = json.loads(out)
    assert code == 1 and [r["node_key"] for r in doc["nodes"]] == ["node-000", "node-001", "node-002", "node-003"]
    assert doc["nodes"][2]["terraform_address"] == NODE_002 and doc["nodes"][2]["host"] == "unknown"


def test_a_node_check_naming_another_node_is_a_conflict_not_a_failure(capsys, tmp_path):
    checks = pool_copy(tmp_path)
    (checks / "node-001.node-check.json").write_text((POOL4 / "node-002.node-check.json").read_text())  # mixed-up hosts
    code, out, _ = run(capsys, "fleet", "--from-dir", checks, "--remediation", REMEDIATION, "--json")
    rows = {r["node_key"]: r for r in json.loads(out)["nodes"]}
    assert rows["node-001"]["verdict"] == "CONFLICT" and "names node-002" in rows["node-001"]["error"]


#: POOL4's nodes and the SSH addresses remediation_with gives them.
POOL4_HOSTS = (("node-000", "198.51.100.10"), ("node-001", "198.51.100.11"), ("node-002", "198.51.100.12"),
               ("node-003", "198.51.100.13"))


def fake_ssh_pool(tmp_path, monkeypatch, keys=tuple(k for k, _ in POOL4_HOSTS)) -> Path:
    """A fake ``ssh`` (returned: put its folder first with --tool-path) serving POOL4's recorded node checks
    from the hosts of ``keys``; the other hosts have none (as a node that never wrote its result)."""
    root = tmp_path / "remote"
    monkeypatch.setenv("FAKE_SSH_ROOT", str(root))
    ssh = tmp_path / "bin" / "ssh"
    ssh.parent.mkdir()
    ssh.write_text(FAKE_SSH.format(python=sys.executable))
    ssh.chmod(0o755)
    for key, host in POOL4_HOSTS:
        if key in keys:
            target = root / host / "var/lib/crusoe-ib/node-check.json"
            target.parent.mkdir(parents=True)
            shutil.copy(POOL4 / ("%s.node-check.json" % key), target)
    return ssh


def test_fleet_over_ssh_fetches_every_node_and_reports_the_unreachable(capsys, tmp_path, monkeypatch):
    ssh = fake_ssh_pool(tmp_path, monkeypatch, keys=("node-000", "node-002", "node-003"))
    remediation = remediation_with(tmp_path, ssh_jump_host="ops@bastion.example.com:2222")
    dest = tmp_path / "checks"
    code, out, err = run(capsys, "fleet", "--remediation", remediation, "--dest", dest, "--tool-path", ssh.parent, "--json")
    doc = json.loads(out)
    assert code == 1 and doc["verdict"] == "FAIL"
    rows = {r["node_key"]: r for r in doc["nodes"]}
    assert rows["node-001"]["verdict"] == "NO_RESULT" and rows["node-001"]["error"].startswith("missing")
    assert rows["node-002"]["verdict"] == "FAIL" and rows["node-000"]["verdict"] == "PASS"
    assert sorted(p.name for p in dest.iterdir()) == ["node-000.node-check.json", "node-002.node-check.json",
                                                      "node-003.node-check.json"]
    calls = (tmp_path / "remote" / "calls.log").read_text().splitlines()
    assert len(calls) == 4 and all("-l ubuntu -J ops@bastion.example.com:2222 -- 198.51.100." in c for c in calls)
    assert all(c.endswith("sudo -n cat -- /var/lib/crusoe-ib/node-check.json") for c in calls)
    assert "fleet: node-001 198.51.100.11: missing" in err and err.endswith("fleet: nodes fetched: 4/4 (0:00 elapsed)\n")


# --- remediate -------------------------------------------------------------------------------


def test_fleet_then_remediate_prints_the_replace_for_exactly_the_failing_node(capsys, tmp_path):
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_json(capsys, tmp_path))
    assert code == 0
    lines = out.splitlines()
    assert [line for line in lines if line.startswith("terraform ")] == [REPLACE_002]
    bundle = [line for line in lines if line.startswith("ssh ")]
    assert bundle == [json.loads(REMEDIATION.read_text())["bundle"]["node-002"]]
    assert lines.index(bundle[0]) < lines.index(REPLACE_002)  # the evidence first
    assert "node-000" not in out and "node-001" not in out and "node-003" not in out
    # The printed command is one argv Terraform reads as one -replace of the node's address.
    assert shlex.split(REPLACE_002)[-1] == "-replace=" + NODE_002


def test_remediate_json_plan(capsys, tmp_path):
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_json(capsys, tmp_path), "--json")
    doc = json.loads(out)
    assert code == 0 and doc["ok"] and doc["max_share"] == 0.25 and doc["max_nodes"] == 1 and doc["pool_size"] == 4
    assert [(s["node_key"], s["terraform_address"], s["replace"]) for s in doc["steps"]] == [("node-002", NODE_002, REPLACE_002)]
    assert doc["steps"][0]["synth_then_replace"] == "npx cdktn synth && " + REPLACE_002


def test_production_needs_the_flag(capsys, tmp_path):
    prod = remediation_with(tmp_path, production=True, stack="training-prod")
    fleet_doc = fleet_json(capsys, tmp_path, remediation=prod)
    code, out, _ = run(capsys, "remediate", "--remediation", prod, "--fleet", fleet_doc)
    assert code == 1 and "BLOCKED: training-prod is a production stack: pass --production" in out
    assert "terraform " not in out and "crusoe-ib-bundle-node-002" in out  # evidence still, no replace
    code, out, _ = run(capsys, "remediate", "--remediation", prod, "--fleet", fleet_doc, "--production")
    assert code == 0 and "terraform -chdir=cdktf.out/stacks/training-prod apply -replace='%s'" % NODE_002 in out


def test_evidence_from_another_stack_is_refused(capsys, tmp_path):
    dev_fleet = fleet_json(capsys, tmp_path)
    prod = remediation_with(tmp_path, production=True, stack="training-prod")
    code, out, _ = run(capsys, "remediate", "--remediation", prod, "--fleet", dev_fleet, "--production")
    assert code == 1 and "REFUSED node-002: the evidence is from stack training-dev, not training-prod." in out
    assert "terraform " not in out


def test_more_failing_than_the_share_allows_replaces_nothing(capsys, tmp_path):
    checks = pool_copy(tmp_path, node_001="node-002")  # node-001 fails the same way
    fleet_doc = fleet_json(capsys, tmp_path, source=checks)
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_doc)
    assert code == 1 and "BLOCKED: 2 of 4 pool nodes fail (50%), more than --max-share 0.25 allows (1)" in out
    assert "terraform " not in out  # the evidence for both, no replace:
    assert [line.split()[1] for line in out.splitlines() if line.startswith("ssh ")] == ["ubuntu@198.51.100.11",
                                                                                       "ubuntu@198.51.100.12"]
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_doc, "--max-share", "0.5")
    assert code == 0 and [line for line in out.splitlines() if line.startswith("terraform ")] == [
        REPLACE_002.replace("node-002", "node-001"), REPLACE_002]


def test_a_two_node_pool_at_the_default_share_replaces_nothing(capsys, tmp_path):
    doc = json.loads(REMEDIATION.read_text())
    two = remediation_with(tmp_path, nodes={k: doc["nodes"][k] for k in ("node-000", "node-002")})
    code, out, _ = run(capsys, "remediate", "--remediation", two, "--node", "node-002")
    assert code == 1 and "1 of 2 pool nodes fail (50%), more than --max-share 0.25 allows (0)" in out


@pytest.mark.parametrize("address,key", [
    ('crusoe_compute_instance.k3s_servers["node-002"]', "node-002"),  # the K3s control plane
    ('crusoe_compute_instance.slurm_controller["node-000"]', "node-000"),
    ("crusoe_ib_partition.ib_partition", "node-002"),
])
def test_remediate_never_names_anything_but_pool_nodes(capsys, tmp_path, address, key):
    doc = json.loads(fleet_json(capsys, tmp_path).read_text())
    for row in doc["nodes"]:
        if row["node_key"] == "node-002":
            row.update(node_key=key, terraform_address=address)
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(doc))
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", forged, "--json")
    result = json.loads(out)
    assert code == 1 and result["steps"] == []
    assert result["refused"][0]["reason"].startswith("%s is not a node of the GPU pool crusoe_compute_instance.pool_nodes: "
                                                     "remediate replaces pool nodes only, never the control plane" % address)


def test_a_key_outside_the_pool_is_refused(capsys):
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--node", "node-009")
    assert code == 1 and "REFUSED node-009: node-009 is not a node of the GPU pool" in out


def test_remediate_refuses_a_conflict(capsys, tmp_path):
    checks = pool_copy(tmp_path)
    (checks / "node-001.node-check.json").write_text((POOL4 / "node-002.node-check.json").read_text())
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_json(capsys, tmp_path, checks))
    assert code == 1 and "REFUSED node-001: the node check of node-001 names another node" in out
    assert [line for line in out.splitlines() if line.startswith("terraform ")] == [REPLACE_002]


def test_healthy_fleet_has_nothing_to_replace(capsys, tmp_path):
    checks = pool_copy(tmp_path, node_002="node-000")
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_json(capsys, tmp_path, checks))
    assert code == 0 and "nothing to replace: no failing node." in out


@pytest.mark.parametrize("change,message", [
    (dict(max_share=0), "max_share must be a number above 0 and at most 1"),
    (dict(max_share=True), "max_share must be"),
    (dict(pool_address="pool; rm -rf /"), "pool_address must be a resource address"),
    (dict(nodes={"node-000": {"host": "-oProxyCommand=x", "address": 'crusoe_compute_instance.pool_nodes["node-000"]'}}),
     r"nodes\['node-000'\].host must be a host name or address"),
    (dict(nodes={"node-000": {"host": "198.51.100.10", "address": 'crusoe_compute_instance.k3s_servers["node-000"]'}}),
     r"nodes\['node-000'\].address must be crusoe_compute_instance.pool_nodes\[\"node-000\"\]"),
    (dict(production="yes"), "production must be true or false"),
])
def test_a_bad_remediation_file_is_a_usage_error(capsys, tmp_path, change, message):
    code, out, err = run(capsys, "remediate", "--remediation", remediation_with(tmp_path, **change), "--node", "node-000")
    assert code == 2 and out == ""
    assert __import__("re").search(message, err), err


def test_remediate_reads_terraform_output_json_of_the_whole_stack(capsys, tmp_path):
    whole = tmp_path / "outputs.json"
    whole.write_text(json.dumps({"verify_remediation": {"sensitive": False, "type": "object",
                                                        "value": json.loads(REMEDIATION.read_text())}}))
    code, out, _ = run(capsys, "remediate", "--remediation", whole, "--node", "node-002")
    assert code == 0 and REPLACE_002 in out


# --- bisect ----------------------------------------------------------------------------------


def test_bisect_names_the_node_and_rail_behind_a_slow_pair(capsys, tmp_path):
    code, out, _ = run(capsys, "bisect", "--remediation", REMEDIATION, "--slow", "node-001", "node-002", *RAILS,
                       "--from-dir", HERE / "bisect", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["verdict"] == "FOUND"
    assert [(n["node_key"], n["terraform_address"], n["rails"]) for n in doc["bad_nodes"]] == [("node-002", NODE_002, ["mlx5_3"])]
    assert "node-002 -> node-000: rail mlx5_3: ib_write_bw average 31499 MB/s is below the floor" in doc["bad_nodes"][0]["evidence"][0]
    # node-002 looked slow against node-000; a second peer (node-003) confirmed it before it was named.
    assert [(t["client"], t["server"]) for t in doc["tests"]] == [("node-001", "node-000"), ("node-002", "node-000"),
                                                                  ("node-002", "node-003")]
    assert "confirmed by a second peer, node-002 -> node-003" in doc["bad_nodes"][0]["evidence"][0]
    # ... and remediate turns it into the same replace.
    path = tmp_path / "bisect.json"
    path.write_text(out)
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--bisect", path)
    assert code == 0 and [line for line in out.splitlines() if line.startswith("terraform ")] == [REPLACE_002]
    assert "(ib_write_bw slow on mlx5_3)" in out


def test_bisect_moves_on_when_the_peer_is_slow_with_both(capsys, tmp_path):
    recorded = tmp_path / "recorded"
    shutil.copytree(HERE / "bisect-peer-suspect", recorded)
    argv = ["bisect", "--remediation", REMEDIATION, "--slow", "node-001", "node-002", *RAILS, "--from-dir", recorded]
    # node-003 finds node-002 slow; node-000 (slow with both) cannot confirm it, so the link to node-003
    # is measured the other way round: without that recording, nothing is named.
    code, out, _ = run(capsys, *argv)
    assert code == 1 and out.splitlines()[-1].startswith("BISECT: UNCONFIRMED  node-002 looked slow on mlx5_3 against "
                                                         "node-003, but the other side of the link, node-003 -> node-002")
    shutil.copytree(recorded / "node-002--node-003", recorded / "node-003--node-002")
    code, out, _ = run(capsys, *argv)
    assert code == 1
    assert out.splitlines()[-1] == ('BISECT: FOUND  node-002 (%s) is slow on mlx5_3. node-000 was slow with both nodes on '
                                    'mlx5_3: test it too.' % NODE_002)


def test_one_peer_alone_cannot_get_a_healthy_node_replaced(capsys, tmp_path):
    """node-000 (flaky, or compromised and serving node-002 slowly on purpose) makes node-002 look slow;
    the second peer, node-003, finds node-002 healthy: UNCONFIRMED, no node named, nothing to replace."""
    recorded = tmp_path / "recorded"
    shutil.copytree(HERE / "bisect", recorded)
    shutil.copy(recorded / "node-001--node-003" / "mlx5_3.out", recorded / "node-002--node-003" / "mlx5_3.out")
    code, out, _ = run(capsys, "bisect", "--remediation", REMEDIATION, "--slow", "node-001", "node-002", *RAILS,
                       "--from-dir", recorded, "--json")
    doc = json.loads(out)
    assert code == 1 and doc["verdict"] == "UNCONFIRMED" and doc["bad_nodes"] == []
    assert doc["unconfirmed"] == [{"node_key": "node-002", "rails": ["mlx5_3"], "peer": "node-000",
                                   "confirmation": "a second peer, node-002 -> node-003"}]
    assert "no node is named for replacement on one measurement" in doc["explanation"]
    path = tmp_path / "bisect.json"
    path.write_text(out)
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--bisect", path)
    assert "terraform " not in out and "nothing to replace" in out


def test_with_no_other_peer_the_other_side_of_the_link_confirms(capsys, tmp_path):
    """Three nodes: the only peer is node-000, so the link is measured again the other way round
    (node-000 as the client, node-002 serving) before node-002 is named."""
    recorded = tmp_path / "recorded"
    shutil.copytree(HERE / "bisect", recorded)
    argv = ["bisect", "--remediation", REMEDIATION, "--slow", "node-001", "node-002", "--peer", "node-000", *RAILS,
            "--from-dir", recorded, "--json"]
    code, out, _ = run(capsys, *argv)
    doc = json.loads(out)  # no recording of node-000 -> node-002 yet: an error is no confirmation
    assert doc["verdict"] == "UNCONFIRMED" and doc["tests"][-1]["client"] == "node-000" and doc["tests"][-1]["server"] == "node-002"
    shutil.copytree(recorded / "node-002--node-000", recorded / "node-000--node-002")
    code, out, _ = run(capsys, *argv)
    doc = json.loads(out)
    assert code == 1 and doc["verdict"] == "FOUND" and [n["node_key"] for n in doc["bad_nodes"]] == ["node-002"]
    assert "confirmed by the other side of the link, node-000 -> node-002" in doc["bad_nodes"][0]["evidence"][0]


def test_bisect_that_does_not_reproduce(capsys, tmp_path):
    recorded = tmp_path / "recorded"
    shutil.copytree(HERE / "bisect", recorded)
    for peer in ("node-000", "node-003"):
        shutil.copy(recorded / "node-001--node-000" / "mlx5_3.out", recorded / ("node-002--%s" % peer) / "mlx5_3.out")
    code, out, _ = run(capsys, "bisect", "--remediation", REMEDIATION, "--slow", "node-001", "node-002", *RAILS,
                       "--from-dir", recorded)
    assert code == 0 and "BISECT: NOT_REPRODUCED" in out


def test_bisect_with_a_missing_recording_is_inconclusive(capsys, tmp_path):
    code, out, _ = run(capsys, "bisect", "--remediation", REMEDIATION, "--slow", "node-001", "node-002", *RAILS,
                       "--from-dir", tmp_path)
    assert code == 1 and "BISECT: INCONCLUSIVE" in out and out.count("ERROR") == 8


FAKE_SSH_EXEC = textwrap.dedent("""\
    #!{python}
    # Fake ssh that runs the remote command here: the node's checker is the built zipapp, and
    # ib_write_bw is a fake that answers slowly on mlx5_3 of node-002 (FAKE_SLOW_HOST).
    import os, subprocess, sys
    args = sys.argv[1:]
    while args[0] != "--":
        args = args[2:]
    host, command = args[1], args[2]
    with open(os.environ["FAKE_SSH_LOG"], "a") as f:
        f.write(host + " " + command + "\\n")
    env = dict(os.environ, FAKE_HOST=host)
    sys.exit(subprocess.run(["sh", "-c", command.replace("/opt/crusoe-ib/verify.pyz", os.environ["PYZ"])], env=env).returncode)
""")
FAKE_IB_WRITE_BW = """\
if [ "$FAKE_HOST" = "$FAKE_SLOW_HOST" ] && [ "$2" = mlx5_3 ] && [ $# -eq 8 ]; then cat "{slow}"; else cat "{healthy}"; fi
"""


def test_bisect_over_ssh_runs_the_pair_command_on_the_nodes(tmp_path, monkeypatch):
    from conftest import write_tool

    bin_dir = tmp_path / "bin"
    write_tool(bin_dir, "ib_write_bw", FAKE_IB_WRITE_BW.format(slow=FIXTURES / "ib_write_bw" / "low_bw.out",
                                                               healthy=FIXTURES / "ib_write_bw" / "ndr_healthy.out"))
    ssh = bin_dir / "ssh"
    ssh.write_text(FAKE_SSH_EXEC.format(python=sys.executable))
    ssh.chmod(0o755)
    pyz = zipapp.build_zipapp(str(tmp_path / "verify.pyz"))
    log = tmp_path / "ssh.log"
    monkeypatch.setenv("PYZ", pyz)
    monkeypatch.setenv("FAKE_SSH_LOG", str(log))
    monkeypatch.setenv("FAKE_SLOW_HOST", "198.51.100.12")
    monkeypatch.setenv("PATH", "%s:%s" % (bin_dir, "/usr/bin:/bin"))
    args = SimpleNamespace(remediation=str(REMEDIATION), slow=["node-001", "node-002"], peer=None, max_peers=3,
                           instance_type=None, device=["mlx5_0", "mlx5_3"], from_dir=None, user=None, jump=None,
                           ssh="ssh", tool_path=str(bin_dir), timeout=30.0)
    remediation = remediation_input.read_remediation(args.remediation)
    runner = pair_runners.SshPairRunner(remediation, [str(ssh), "-l", "ubuntu"], "h100-80gb-sxm-ib.8x", args.device, 30.0,
                                 str(bin_dir), delay_s=0)
    doc = bisect.bisect(args, runner)
    assert doc["verdict"] == "FOUND" and [(n["node_key"], n["rails"]) for n in doc["bad_nodes"]] == [("node-002", ["mlx5_3"])]
    calls = log.read_text().splitlines()
    # The server on the peer, the client on the tested node aimed at the peer's private address.
    assert len(calls) == 6 and ("198.51.100.10 python3 /opt/crusoe-ib/verify.pyz pair --server --instance-type "
                                "h100-80gb-sxm-ib.8x --device mlx5_0 --device mlx5_3 --timeout 30") in calls
    assert ("198.51.100.11 sleep 0 && python3 /opt/crusoe-ib/verify.pyz pair --client 10.0.0.2 --instance-type "
            "h100-80gb-sxm-ib.8x --device mlx5_0 --device mlx5_3 --json 2>/dev/null") in calls


def test_bisect_over_ssh_names_a_node_without_ib_write_bw(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    ssh = bin_dir / "ssh"
    ssh.write_text(FAKE_SSH_EXEC.format(python=sys.executable))
    ssh.chmod(0o755)
    monkeypatch.setenv("PYZ", zipapp.build_zipapp(str(tmp_path / "verify.pyz")))
    monkeypatch.setenv("FAKE_SSH_LOG", str(tmp_path / "ssh.log"))
    monkeypatch.setenv("PATH", "%s:%s" % (bin_dir, "/usr/bin:/bin"))
    runner = pair_runners.SshPairRunner(remediation_input.read_remediation(str(REMEDIATION)), [str(ssh), "-l", "ubuntu"], "h100-80gb-sxm-ib.8x",
                                 ["mlx5_0"], 30.0, str(bin_dir), delay_s=0)
    found = runner.measure("node-001", "node-002")
    assert list(found) == ["*"] and "node-001 -> node-002 (ib_write_bw not found on this node" in found["*"]["error"]


# --- GPU findings: replace, reboot or the owner's attention, within the same guardrails -----------


def gpu_failing(tmp_path, findings: dict) -> Path:
    """pool4's node checks, with ``{key: [(rule, action)]}`` GPU FAILs added to passing node-000's copy."""
    out = pool_copy(tmp_path)
    base = json.loads((POOL4 / "node-000.node-check.json").read_text())
    for key, found in findings.items():
        doc = json.loads(json.dumps(base))
        address = 'crusoe_compute_instance.pool_nodes["%s"]' % key
        doc.update(node_key=key, terraform_address=address, ok=False)
        for v in doc["verdicts"]:
            v.update(node_key=key, terraform_address=address)
        doc["verdicts"] += [{"rule": rule, "status": "FAIL", "subject": "GPU 0000:00:07", "reason": "%s found" % rule,
                             "remediation": "", "details": {"action": action}, "node_key": key, "terraform_address": address}
                            for rule, action in found]
        (out / ("%s.node-check.json" % key)).write_text(json.dumps(doc))
    return out


def test_fleet_rows_carry_the_action_the_findings_ask_for(capsys, tmp_path):
    checks = gpu_failing(tmp_path, {"node-000": [("gpu_memory", "reset"), ("gpudirect_rdma", "user")]})
    doc = json.loads(run(capsys, "fleet", "--from-dir", checks, "--remediation", REMEDIATION, "--json")[1])
    rows = {r["node_key"]: r for r in doc["nodes"]}
    assert rows["node-000"]["action"] == "reboot" and rows["node-003"]["action"] == "none"
    assert rows["node-002"]["action"] == "replace"  # an InfiniBand FAIL names no action: a replace, as before
    assert [f["action"] for f in rows["node-000"]["failing"]] == ["reboot", "owner"]


def test_a_gpu_reset_finding_is_a_reboot_not_a_replace(capsys, tmp_path):
    checks = gpu_failing(tmp_path, {"node-000": [("gpu_xid", "reset")]})
    fleet_doc = fleet_json(capsys, tmp_path, source=checks)
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_doc, "--node", "node-000",
                       "--max-share", "0.5")
    lines = out.splitlines()
    reboot = "ssh -o BatchMode=yes -l ubuntu 198.51.100.10 sudo systemctl reboot"
    # --node asks for a replace, which outranks the reset; without it the finding alone asks for a reboot.
    assert code == 0 and reboot not in lines
    code, out, _ = run(capsys, "remediate", "--remediation", remediation_with(tmp_path, max_share=0.5), "--fleet", fleet_doc)
    lines = out.splitlines()
    assert code == 0 and reboot in lines and "apply -replace='%s'" % NODE_002 in out
    assert "-replace='crusoe_compute_instance.pool_nodes[\"node-000\"]'" not in out
    bundle = json.loads(REMEDIATION.read_text())["bundle"]["node-000"]
    assert lines.index(bundle) < lines.index(reboot)  # the evidence (the XIDs in the kernel log) before the reboot
    doc = json.loads(run(capsys, "remediate", "--remediation", remediation_with(tmp_path, max_share=0.5), "--fleet",
                         fleet_doc, "--json")[1])
    assert [(s["node_key"], s["action"], bool(s["reboot"]), bool(s["replace"])) for s in doc["steps"]] == [
        ("node-000", "reboot", True, False), ("node-002", "replace", False, True)]


def test_a_gpu_hardware_fault_is_a_replace(capsys, tmp_path):
    checks = gpu_failing(tmp_path, {"node-000": [("gpu_xid", "replace"), ("nvlink", "reset")]})
    code, out, _ = run(capsys, "remediate", "--remediation", remediation_with(tmp_path, max_share=0.5), "--fleet",
                       fleet_json(capsys, tmp_path, source=checks))
    assert code == 0 and "apply -replace='crusoe_compute_instance.pool_nodes[\"node-000\"]'" in out and "systemctl reboot" not in out


def test_an_image_or_job_finding_names_the_fault_and_touches_no_node(capsys, tmp_path):
    checks = gpu_failing(tmp_path, {"node-000": [("gpudirect_rdma", "user")]})
    doc = json.loads(run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_json(capsys, tmp_path, source=checks),
                         "--json")[1])
    assert [s["node_key"] for s in doc["steps"]] == ["node-002"]  # only the InfiniBand failure is replaced
    assert [(a["node_key"], a["findings"]) for a in doc["attention"]] == [("node-000", ["GPU 0000:00:07: gpudirect_rdma found"])]
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_json(capsys, tmp_path, source=checks))
    assert "# node-000 crusoe_compute_instance.pool_nodes[\"node-000\"]: no node action; the image or the job is at fault" in out


def test_reboots_count_against_the_share_and_need_production(capsys, tmp_path):
    checks = gpu_failing(tmp_path, {"node-000": [("nvlink", "reset")], "node-001": [("gpu_memory", "reset")]})
    fleet_doc = fleet_json(capsys, tmp_path, source=checks)
    code, out, _ = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_doc)
    assert code == 1 and "BLOCKED: 3 of 4 pool nodes fail (75%)" in out and "systemctl reboot" not in out
    prod = remediation_with(tmp_path, production=True, max_share=1.0)
    code, out, _ = run(capsys, "remediate", "--remediation", prod, "--fleet", fleet_doc)
    assert code == 1 and "BLOCKED" in out and "systemctl reboot" not in out
    code, out, _ = run(capsys, "remediate", "--remediation", prod, "--fleet", fleet_doc, "--production")
    assert code == 0 and out.count("sudo systemctl reboot") == 2
