"""`remediate` remembers: the history it reads before deciding, the circuit breaker across runs, repeat
offenders, and the bad night docs/operations.md walks through (generated from this file's scenario:
CRUSOE_IB_UPDATE_DOCS=1 rewrites the block).

Recorded node checks (fleet_fixtures/pool4: node-000 passes, node-002 fails its InfiniBand ports)
are copied to an 8-node pool with their measurement times set; the clock is fixed per run."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from crusoe_ib.verify.node import actions
from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.operator import actions_table, history as hist

POOL4 = Path(__file__).resolve().parent / "fleet_fixtures" / "pool4"
OPERATIONS = Path(__file__).resolve().parents[2] / "docs" / "operations.md"
HISTORY = "terraform.training-dev.remediation.jsonl"


@pytest.fixture
def night(tmp_path, monkeypatch):
    """An 8-node Slurm pool's remediation.json in a fresh working directory, the clock and the operator fixed."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CRUSOE_IB_REMEDIATION_HISTORY")
    monkeypatch.setattr(hist, "operator", lambda: "oncall@ops-laptop")
    rem = json.loads((POOL4 / "remediation.json").read_text())
    template = rem["bundle"]["node-000"]
    rem["nodes"], rem["bundle"] = {}, {}
    for i in range(8):
        key = f"node-{i:03d}"
        rem["nodes"][key] = {"host": f"198.51.100.{10 + i}", "private_ip": f"10.0.0.{10 + i}", "name": f"training-dev-{key}",
                             "address": f'crusoe_compute_instance.pool_nodes["{key}"]'}
        rem["bundle"][key] = template.replace("node-000", key).replace("198.51.100.10", f"198.51.100.{10 + i}")
    rem.update(mode="slurm", scheduler_host="198.51.100.2", history={"path": HISTORY},
               breaker={"window_hours": 24, "repeat_offender_hours": 168})
    Path("remediation.json").write_text(json.dumps(rem, indent=1))
    state = {"transcript": []}

    def at(clock: str):
        monkeypatch.setattr(hist, "now", lambda: hist.parse_utc(clock))

    def checks(name: str, measured: str, failing: tuple) -> str:
        """fleet --json of the pool, measured at ``measured``, with ``failing`` nodes failing their IB ports."""
        d = tmp_path / f"checks-{name}"
        d.mkdir()
        for i in range(8):
            key = f"node-{i:03d}"
            doc = json.loads((POOL4 / ("node-002.node-check.json" if key in failing else "node-000.node-check.json")).read_text())
            address = f'crusoe_compute_instance.pool_nodes["{key}"]'
            doc.update(node_key=key, terraform_address=address, checked_utc=measured, host=f"training-dev-{key}")
            for v in doc["verdicts"]:
                v.update(node_key=key, terraform_address=address)
            (d / f"{key}.node-check.json").write_text(json.dumps(doc))
        assert cli.main(["fleet", "--from-dir", str(d), "--remediation", "remediation.json", "--json"]) == (1 if failing else 0)
        Path(f"{name}.json").write_text(state["capsys"].readouterr()[0])
        return f"{name}.json"

    def run(clock: str, *argv: str) -> tuple[int, str]:
        at(clock)
        code = cli.main(["remediate", "--remediation", "remediation.json", *argv])
        out, state["err"] = state["capsys"].readouterr()
        state["transcript"].append((clock, argv, code, out))
        return code, out

    state.update(at=at, checks=checks, run=run)
    return state


def records() -> list[dict]:
    return hist.read(HISTORY)


def test_a_bad_night(night, capsys):
    """Three failures, one repeat offender, the breaker tripping, the reset: the story docs/operations.md tells."""
    night["capsys"] = capsys
    run, checks = night["run"], night["checks"]
    # 01:10 node-002 fails its InfiniBand check: drain, bundle, replace, check, resume (handed out, recorded).
    code, out = run("2026-11-28T01:10:00Z", "--fleet", checks("fleet-0105", "2026-11-28T01:05:00Z", ("node-002",)))
    assert code == 0 and "scontrol update nodename=training-dev-node-002 state=drain" in out
    assert out.index("state=drain") < out.index("squeue -h -w training-dev-node-002") < out.index("bundle --instance-type") \
        < out.index("apply -replace=") < out.index("state=resume")
    # 02:40 node-005: the second of two the stack allows in 24 h (max_share 0.25 of 8 nodes).
    code, out = run("2026-11-28T02:40:00Z", "--fleet", checks("fleet-0235", "2026-11-28T02:35:00Z", ("node-005",)))
    assert code == 0 and "apply -replace='crusoe_compute_instance.pool_nodes[\"node-005\"]'" in out
    assert "2 node(s) replaced or rebooted" not in out and "1 node(s) replaced or rebooted in the last 24 h (node-002)" in out
    # 04:20 node-002 fails again after its replacement (a repeat offender) and node-006 fails: the breaker trips.
    code, out = run("2026-11-28T04:20:00Z", "--fleet", checks("fleet-0415", "2026-11-28T04:15:00Z", ("node-002", "node-006")))
    assert code == 1
    assert "node-002 crusoe_compute_instance.pool_nodes[\"node-002\"]: REPEAT OFFENDER, action: support" in out
    assert "was replaced at 2026-11-28T01:10:00Z (handed-out)" in out and "crusoe-ib-bundle-node-002.tar.gz" in out
    assert "BLOCKED: circuit breaker: 2 node(s) of training-dev were replaced or rebooted in the last 24 h" in out
    assert f"history {HISTORY}" in out and '--reset-breaker "<reason>"' in out
    assert "apply -replace" not in out and "state=drain" not in out  # nothing acts on a node
    # 09:05 the day shift finds the cause and resets the breaker, with the reason.
    code, out = run("2026-11-28T09:05:00Z", "--reset-breaker",
                    "node-002's leaf switch port reseated by Crusoe support (ticket 48213)")
    assert code == 0 and "circuit breaker reset by oncall@ops-laptop at 2026-11-28T09:05:00Z" in out
    # 09:10 node-002 passes again (the port it hangs off is fixed); node-006, still failing, is replaced.
    code, out = run("2026-11-28T09:10:00Z", "--fleet", checks("fleet-0908", "2026-11-28T09:08:00Z", ("node-006",)))
    assert code == 0 and "apply -replace='crusoe_compute_instance.pool_nodes[\"node-006\"]'" in out
    assert "REPEAT OFFENDER" not in out and "0 node(s) replaced or rebooted in the last 24 h (none)" in out
    kinds = [(r["time_utc"][11:16], r["node_key"], r["action"], r["outcome"]) for r in records()]
    assert kinds == [("01:10", "node-002", "replace", "handed-out"), ("02:40", "node-005", "replace", "handed-out"),
                     ("04:20", "node-002", "support", "reported"), ("04:20", None, "breaker-tripped", "stopped"),
                     ("09:05", None, "breaker-reset", "reset"), ("09:10", "node-006", "replace", "handed-out")]
    assert all(r["operator"] == "oncall@ops-laptop" for r in records())
    _check_docs(night["transcript"])


def _check_docs(transcript: list) -> None:
    lines = []
    for clock, argv, code, out in transcript:
        shown = " ".join(a if re.fullmatch(r"[\w./:-]+", a) else json.dumps(a) for a in argv)
        lines.append(f"# {clock[11:16]} UTC")
        lines.append(f"$ crusoe-ib-verify remediate --remediation remediation.json {shown}")
        lines.extend(out.rstrip("\n").split("\n"))
        lines.append(f"(exit {code})")
        lines.append("")
    block = "<!-- bad-night: generated by tests/verify/test_remediation_history.py -->\n```\n" + "\n".join(lines).rstrip() + \
        "\n```\n<!-- /bad-night -->"
    text = OPERATIONS.read_text()
    found = re.search(r"<!-- bad-night: generated by [^\n]*-->\n.*?<!-- /bad-night -->", text, re.S)
    if os.environ.get("CRUSOE_IB_UPDATE_DOCS"):
        OPERATIONS.write_text(text[:found.start()] + block + text[found.end():])
        return
    assert found and found.group(0) == block, (
        "docs/operations.md's bad night differs from what remediate prints: CRUSOE_IB_UPDATE_DOCS=1 python -m pytest "
        "tests/verify/test_remediation_history.py -k bad_night rewrites it")


def test_repeated_runs_never_replace_more_than_the_breaker_allows(night, capsys):
    """Five runs of 25% would replace the whole pool: the history stops the third (8 nodes, limit 2)."""
    night["capsys"] = capsys
    replaced, codes = [], []
    for hour, key in enumerate(["node-001", "node-003", "node-004", "node-006", "node-007"]):
        code, out = night["run"](f"2026-11-28T0{hour + 1}:00:00Z", "--node", key)
        codes.append(code)
        replaced += re.findall(r'apply -replace=\S+"(node-\d+)"', out)
    assert replaced == ["node-001", "node-003"] and codes == [0, 0, 1, 1, 1]
    # A day later the window has moved on: the next replace goes through again.
    code, out = night["run"]("2026-11-29T02:30:00Z", "--node", "node-004")
    assert code == 0 and "node-004" in out and "BLOCKED" not in out


def test_the_same_evidence_twice_is_no_second_replacement_and_no_repeat_offender(night, capsys):
    night["capsys"] = capsys
    fleet = night["checks"]("fleet", "2026-11-28T01:00:00Z", ("node-002",))
    for clock in ("2026-11-28T01:10:00Z", "2026-11-28T01:30:00Z"):  # the operator runs the dry run again
        code, out = night["run"](clock, "--fleet", fleet)
        assert code == 0 and "REPEAT OFFENDER" not in out and "apply -replace" in out
    assert "1 node(s) replaced or rebooted in the last 24 h (node-002)" in out


def test_a_node_named_again_by_hand_is_no_repeat_offender(night, capsys):
    """--node carries no measurement: naming node-002 again after its replace is the person's call."""
    night["capsys"] = capsys
    for clock in ("2026-11-28T01:10:00Z", "2026-11-28T02:10:00Z"):
        code, out = night["run"](clock, "--node", "node-002")
        assert code == 0 and "REPEAT OFFENDER" not in out and "apply -replace" in out


def test_a_node_failing_again_after_a_reboot_is_replaced(night, capsys, tmp_path):
    night["capsys"] = capsys
    hist.append(HISTORY, [dict(hist.record("training-dev", "node-003", "reboot", "gpu_xid 48", "done"),
                               time_utc="2026-11-28T01:00:00Z")])
    code, out = night["run"]("2026-11-28T03:00:00Z", "--fleet",
                             night["checks"]("fleet", "2026-11-28T02:50:00Z", ("node-003",)))
    assert code == 0 and "failed again after its reboot at 2026-11-28T01:00:00Z" in out
    assert "apply -replace='crusoe_compute_instance.pool_nodes[\"node-003\"]'" in out


def test_a_repeat_outside_the_window_is_replaced_again(night, capsys):
    night["capsys"] = capsys
    hist.append(HISTORY, [dict(hist.record("training-dev", "node-002", "replace", "port_state", "done"),
                               time_utc="2026-11-10T01:00:00Z")])
    code, out = night["run"]("2026-11-28T03:00:00Z", "--fleet",
                             night["checks"]("fleet", "2026-11-28T02:50:00Z", ("node-002",)))
    assert code == 0 and "REPEAT OFFENDER" not in out and "apply -replace" in out


@pytest.mark.parametrize("line, problem", [
    ('{"time_utc": "2026-11-28T01:00:00Z", "stack": "training-dev", "node_key": "node-0', "line 2: not JSON"),
    ('{"time_utc": "yesterday", "stack": "training-dev", "node_key": null, "action": "replace", "evidence": "", '
     '"operator": "a@b", "outcome": "done"}', "line 2: time_utc 'yesterday' is not a UTC time"),
    ('{"time_utc": "2026-11-28T01:00:00Z", "stack": "training-dev", "node_key": "node-001", "action": "nuke", '
     '"evidence": "", "operator": "a@b", "outcome": "done"}', "line 2: action 'nuke' is not one of"),
    ('["a list"]', "line 2: not a JSON object"),
    ('{"time_utc": "2026-11-28T01:00:00Z"}', "line 2: missing field(s) stack, node_key, action"),
])
def test_a_damaged_history_stops_remediate_naming_the_line(night, capsys, line, problem):
    night["capsys"] = capsys
    # dated before the run's clock (a record of the future is refused: test_a_history_record_from_the_future_...)
    good = json.dumps(dict(hist.record("training-dev", "node-001", "replace", "port_state", "done"),
                           time_utc="2026-11-28T01:00:00Z"))
    Path(HISTORY).write_text(good + "\n" + line + "\n")
    code, out = night["run"]("2026-11-28T03:00:00Z", "--node", "node-001")
    assert code == 2 and f"--history {HISTORY}, {problem}" in night["err"], night["err"]
    assert Path(HISTORY).read_text().count("\n") == 2  # nothing appended to a file remediate cannot read


def test_a_damaged_history_message(tmp_path):
    path = tmp_path / "h.jsonl"
    path.write_text('{"time_utc": "2026-11-28T01:00:00Z", "stack": "x"\n')
    with pytest.raises(Exception, match=r"h.jsonl, line 1: not JSON .*remediate stops rather than guess"):
        hist.read(str(path))


def test_a_hand_edited_last_line_without_newline_keeps_its_own_line(tmp_path):
    path = tmp_path / "h.jsonl"
    first = hist.record("training-dev", "node-001", "replace", "port_state", "done")
    path.write_text(json.dumps(first))
    hist.append(str(path), [hist.record("training-dev", "node-002", "replace", "port_state", "done")])
    assert [r["node_key"] for r in hist.read(str(path))] == ["node-001", "node-002"]


def test_reset_needs_a_reason(night, capsys):
    night["capsys"] = capsys
    code, _ = night["run"]("2026-11-28T03:00:00Z", "--reset-breaker", " ")
    assert code == 2 and "--reset-breaker needs the reason" in night["err"] and not Path(HISTORY).exists()


def test_a_production_history_beside_remote_state_must_be_fetched_first(night, capsys):
    night["capsys"] = capsys
    rem = json.loads(Path("remediation.json").read_text())
    pull = "aws s3 cp --region us-east-1 s3://b/training-prod/terraform.remediation.jsonl training-prod.remediation.jsonl"
    rem.update(stack="training-prod", production=True, history={
        "path": "training-prod.remediation.jsonl", "remote": "s3://b/training-prod/terraform.remediation.jsonl",
        "pull": pull, "push": pull.replace("s3://b/training-prod/terraform.remediation.jsonl training-prod.remediation.jsonl",
                                           "training-prod.remediation.jsonl s3://b/training-prod/terraform.remediation.jsonl")})
    Path("remediation.json").write_text(json.dumps(rem))
    night["at"]("2026-11-28T03:00:00Z")
    assert cli.main(["remediate", "--remediation", "remediation.json", "--node", "node-001", "--production"]) == 2
    err = capsys.readouterr()[1]
    assert "fetch it first" in err and pull in err
    Path("training-prod.remediation.jsonl").touch()
    assert cli.main(["remediate", "--remediation", "remediation.json", "--node", "node-001", "--production"]) == 0
    out = capsys.readouterr()[0]
    assert out.rstrip().endswith("training-prod.remediation.jsonl s3://b/training-prod/terraform.remediation.jsonl")


def test_the_json_plan_names_the_mode_the_breaker_and_each_step(night, capsys):
    night["capsys"] = capsys
    night["at"]("2026-11-28T03:00:00Z")
    assert cli.main(["remediate", "--remediation", "remediation.json", "--node", "node-001", "--json"]) == 0
    doc = json.loads(capsys.readouterr()[0])
    assert doc["mode"] == "slurm" and doc["history"] == HISTORY
    assert doc["breaker"] | {} == doc["breaker"] and doc["breaker"]["limit"] == 2 and doc["breaker"]["counted"] == []
    assert [s["step"] for s in doc["steps"][0]["commands"]] == ["drain", "wait", "bundle", "replace", "check", "undrain"]
    assert doc["steps"][0]["action_recommended"] == "replace"


def test_every_action_is_documented_in_one_table():
    assert actions_table.markdown_table() in OPERATIONS.read_text()
    assert list(actions_table.TABLE) == ["none", "re-measure", "reboot", "replace", "owner", "support"]
    assert {actions.action_of_verdict({"status": "FAIL", "details": {"action": a}}) for a in ("user", "reset", "replace")} == \
        {"owner", "reboot", "replace"}
    assert actions.action_of_verdict({"status": "FAIL", "details": {}}) == "replace"
    assert actions.action_of_verdict({"status": "PASS"}) == "none"
    assert actions.action_of_verdict({"status": "UNAVAILABLE"}) == "re-measure"
    # A slow pair or a failed collective names no node yet; NCCL on sockets is the image's to fix.
    assert actions.action_of_verdict({"rule": "write_bw", "status": "FAIL"}) == "re-measure"
    assert actions.action_of_verdict({"rule": "nccl_transport", "status": "FAIL"}) == "owner"
    assert actions.strongest(["owner", "replace", "reboot"]) == "replace" and actions.strongest([]) == "none"


def test_skip_bundle_leaves_only_the_bundle_out(night, capsys):
    night["capsys"] = capsys
    night["at"]("2026-11-28T03:00:00Z")
    assert cli.main(["remediate", "--remediation", "remediation.json", "--node", "node-001", "--json", "--skip-bundle"]) == 0
    doc = json.loads(capsys.readouterr()[0])
    assert [s["step"] for s in doc["steps"][0]["commands"]] == ["drain", "wait", "replace", "check", "undrain"]


def pool_mode(mode: str) -> None:
    """The remediation output of a pool run in ``mode`` (the bad night's is Slurm)."""
    rem = json.loads(Path("remediation.json").read_text())
    rem.update(mode=mode)
    Path("remediation.json").write_text(json.dumps(rem))


def fake_tools(tmp_path, monkeypatch, **scripts: str) -> None:
    """Executables named after the keywords, first on PATH."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, text in scripts.items():
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")


def test_execute_stops_at_the_first_failing_step_and_records_it(night, capsys, tmp_path, monkeypatch):
    """A torchrun pool where a launch runs (pgrep finds it: the remote exits 3): nothing after the guard runs."""
    night["capsys"] = capsys
    pool_mode("torchrun")
    fake_tools(tmp_path, monkeypatch, ssh='#!/bin/sh\necho "$@" >> "$SSH_LOG"\ncase "$*" in *pgrep*) exit 3;; esac\nexit 0\n')
    monkeypatch.setenv("SSH_LOG", str(tmp_path / "ssh.log"))
    code, out = night["run"]("2026-11-28T03:00:00Z", "--node", "node-001", "--execute")
    assert code == 1 and "FAILED node-001 at guard" in out and "a torchrun launch runs on 198.51.100.10" in out
    assert [(r["action"], r["outcome"]) for r in records()] == [("guard", "failed")]
    assert "bundle" not in (tmp_path / "ssh.log").read_text()  # the first host answered: stopped there


def test_the_torchrun_guard_refuses_a_pool_node_it_cannot_ask_but_not_the_node_being_replaced(
        night, capsys, tmp_path, monkeypatch):
    """ssh exits 255 (down, or a host key other than the pinned one): a launch may run there, so the guard
    refuses, naming the host; the node being replaced may be the one that is down."""
    night["capsys"] = capsys
    pool_mode("torchrun")
    rem = json.loads(Path("remediation.json").read_text())
    target, other = rem["nodes"]["node-001"]["host"], rem["nodes"]["node-000"]["host"]
    fake_tools(tmp_path, monkeypatch, ssh=f'#!/bin/sh\ncase "$*" in *pgrep*{other}*|*{other}*pgrep*) exit 255;; esac\nexit 0\n')
    code, out = night["run"]("2026-11-28T03:00:00Z", "--node", "node-001", "--execute")
    assert code == 1 and "FAILED node-001 at guard" in out
    assert f"cannot tell whether a torchrun launch runs on {other} (ssh exit 255)" in out
    assert [(r["action"], r["outcome"]) for r in records()] == [("guard", "failed")]
    (tmp_path / "bin" / "ssh").write_text(f'#!/bin/sh\ncase "$*" in *pgrep*{target}*|*{target}*pgrep*) exit 255;; esac\nexit 0\n')
    code, out = night["run"]("2026-11-28T03:05:00Z", "--node", "node-001", "--execute")
    assert "(ssh exit 255)" not in out and "FAILED node-001 at guard" not in out, out


FAKE_KUBECTL = """#!/bin/sh
echo "kubectl $*" >> "$LOG"
case "$*" in
  *"get pods"*)  # the workload's pod runs for two looks, then it has finished
    n=$(grep -c "get pods" "$LOG"); [ "$n" -le 2 ] && echo pod/trainer-worker-3 ;;
esac
exit 0
"""
#: A node's fresh boot check over "ssh ... cat <node-check.json>" (checked now); anything else succeeds.
FAKE_SSH = """#!/bin/sh
echo "ssh $*" >> "$LOG"
case "$*" in
  *"cat -- /var/lib/crusoe-ib/node-check.json"*)
    exec python3 -c 'import json,time,sys; d=json.load(open(sys.argv[1])); d["checked_utc"]=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()); print(json.dumps(d))' "$PASSING" ;;
esac
exit 0
"""


def test_execute_on_kubernetes_cordons_waits_for_the_workload_drains_reboots_checks_and_uncordons(
        night, capsys, tmp_path, monkeypatch):
    from crusoe_ib.verify.operator import remediation

    night["capsys"] = capsys
    pool_mode("k3s")
    fake_tools(tmp_path, monkeypatch, kubectl=FAKE_KUBECTL, ssh=FAKE_SSH)
    passing = json.loads((POOL4 / "node-000.node-check.json").read_text())
    passing.update(node_key="node-003", terraform_address='crusoe_compute_instance.pool_nodes["node-003"]')
    (tmp_path / "passing.json").write_text(json.dumps(passing))
    monkeypatch.setenv("LOG", str(tmp_path / "calls.log"))
    monkeypatch.setenv("PASSING", str(tmp_path / "passing.json"))
    monkeypatch.setattr(remediation, "POLL_SECONDS", 0)
    # node-003's GPU asks for a reset (NVIDIA: RESET_GPU): a reboot, not a replace.
    Path("fleet.json").write_text(json.dumps({"command": "fleet", "stack": "training-dev", "checked_utc": "2026-11-28T02:59:00Z",
                                              "nodes": [{"node_key": "node-003", "verdict": "FAIL", "action": "reboot",
                                                         "terraform_address": 'crusoe_compute_instance.pool_nodes["node-003"]',
                                                         "failing_rules": ["gpu_xid"], "checked_utc": "2026-11-28T02:58:00Z"}]}))
    monkeypatch.setattr(hist, "now", __import__("time").time)
    code = cli.main(["remediate", "--remediation", "remediation.json", "--fleet", "fleet.json", "--execute",
                     "--workload-selector", "app=trainer", "--check-timeout", "20"])
    out = capsys.readouterr()[0]
    assert code == 0, out
    calls = (tmp_path / "calls.log").read_text().splitlines()
    kubectl = [c for c in calls if c.startswith("kubectl")]
    assert kubectl[0] == "kubectl cordon training-dev-node-003"
    assert kubectl[1:4] == ["kubectl get pods --all-namespaces --field-selector spec.nodeName=training-dev-node-003,"
                            "status.phase=Running -l app=trainer -o name"] * 3  # twice busy, then finished
    assert kubectl[4:] == ["kubectl drain training-dev-node-003 --ignore-daemonsets --delete-emptydir-data --timeout=3600s",
                           "kubectl uncordon training-dev-node-003"]
    ssh = [c for c in calls if c.startswith("ssh")]
    assert "bundle --instance-type" in ssh[0] and ssh[1].endswith("198.51.100.13 sudo systemctl reboot")
    assert calls.index(kubectl[4]) < calls.index(ssh[0]) < calls.index(ssh[1]) < calls.index(kubectl[5])
    assert [(r["action"], r["outcome"]) for r in records()] == [
        (s, "done") for s in ("cordon", "wait", "drain", "bundle", "reboot", "check", "undrain")]


def test_a_second_remediate_on_the_same_history_waits_its_turn(night, capsys):
    night["capsys"] = capsys
    with hist.locked(HISTORY):
        code, _ = night["run"]("2026-11-28T03:00:00Z", "--node", "node-001")
    assert code == 2 and "another remediate is running on terraform.training-dev.remediation.jsonl" in night["err"]
    code, _ = night["run"]("2026-11-28T03:00:00Z", "--node", "node-001")
    assert code == 0


@pytest.mark.parametrize("option", ["--drain-timeout", "--check-timeout", "--step-timeout"])
def test_a_bound_of_zero_seconds_is_a_usage_error(night, capsys, option):
    night["capsys"] = capsys
    code, _ = night["run"]("2026-11-28T03:00:00Z", "--node", "node-001", option, "0")
    assert code == 2 and f"{option} 0 must be a number of seconds from 1 to 604800" in night["err"]
    assert not Path(HISTORY).exists()


# --- never written through a link planted at the history's or its lock's name ---------------------------


@pytest.mark.parametrize("planted", [HISTORY, HISTORY + ".lock"])
def test_a_symlink_planted_at_the_history_or_its_lock_is_refused_before_anything_is_decided(night, capsys, tmp_path,
                                                                                          planted):
    night["capsys"] = capsys
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    os.symlink(victim, planted)
    code, out = night["run"]("2026-11-28T03:00:00Z", "--node", "node-001")
    err = night["err"]
    assert code == 2 and out == "" and len(err.splitlines()) == 1, err
    assert f"refusing to write" in err and f"{planted}: it is a symbolic link (to '{victim}')" in err, err
    assert victim.read_text() == "keep me\n" and os.path.islink(planted)


def test_the_append_itself_refuses_a_link_and_a_fifo(tmp_path):
    """Also where a link appears between the lock and the append (O_NOFOLLOW at the open)."""
    record = hist.record("training-dev", "node-001", "replace", "port_state", "done")
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    link, fifo = tmp_path / "h.jsonl", tmp_path / "fifo.jsonl"
    link.symlink_to(victim)
    os.mkfifo(fifo)
    with pytest.raises(Exception, match=r"^--history: refusing to write the remediation history .*h\.jsonl: it is a "
                                        r"symbolic link .*Remove it and run again$"):
        hist.append(str(link), [record])
    with pytest.raises(Exception, match=r"fifo\.jsonl"):
        hist.append(str(fifo), [record])
    assert victim.read_text() == "keep me\n"
