"""Nothing a node or a file sends reaches the operator's terminal as a control sequence.

Every subcommand is fed the same hostile text where remote or file data enters it (a node check's
rule and reason, ssh's stderr, scontrol's error, a log line, a sysfs value, a recorded ib_write_bw
output): whatever it prints, human or --json, on stdout or stderr, must hold no control character
but the newlines of its own layout, and the hostile parts that are shown must be shown escaped."""

from __future__ import annotations

import json
import re
import shutil
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import FIXTURES, fixture_text, make_tree, write_tool

from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.node.terminal import has_control, safe

HERE = Path(__file__).resolve().parent / "fleet_fixtures"
POOL4 = HERE / "pool4"
REMEDIATION = POOL4 / "remediation.json"

ERASE_AND_FAKE = "\x1b[2K\r\x1b[1A\x1b[2KPASS node-002 all good"   # erase the FAIL line, go up, write a PASS
CLIPBOARD = "\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\x07"       # OSC 52: write the operator's clipboard
C1 = "\x9b2K\x9d52;c;eA==\x9c"                                       # the same as 8-bit CSI / OSC / ST
OTHER = "\x08\x08\x08\x7f\x00\u202eRLO\u2066\u2028"                  # backspaces, DEL, NUL, bidi, line separator
HOSTILE = ERASE_AND_FAKE + CLIPBOARD + C1 + OTHER
# Everything a terminal obeys; a plain "\n" of the tool's own layout is the only one allowed.
_FORBIDDEN = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_clean(*texts: str) -> None:
    for text in texts:
        found = _FORBIDDEN.findall(text)
        assert not found, "control characters reached the terminal: %r" % sorted(set(found))
        assert "Traceback" not in text


def test_safe_escapes_every_sequence_and_keeps_plain_text():
    assert safe("rail mlx5_1: 48,100 MB/s (ok)") == "rail mlx5_1: 48,100 MB/s (ok)"
    assert safe(ERASE_AND_FAKE) == "\\x1b[2K\\r\\x1b[1A\\x1b[2KPASS node-002 all good"
    assert safe(CLIPBOARD) == "\\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\\x07"
    assert safe(C1) == "\\x9b2K\\x9d52;c;eA==\\x9c"
    assert safe(OTHER) == "\\x08\\x08\\x08\\x7f\\x00\\u202eRLO\\u2066\\u2028"
    assert safe("a\nb\tc") == "a\\nb\\tc" and not has_control(safe(HOSTILE))
    assert safe("é, ü, 日本") == "é, ü, 日本"  # printable text of any script stays as it is


# --- fleet, remediate: a node check whose rule names and reasons are hostile ----------------------


def _hostile_pool(tmp_path) -> Path:
    out = tmp_path / "checks"
    shutil.copytree(POOL4, out)
    path = out / "node-002.node-check.json"
    doc = json.loads(path.read_text())
    for v in doc["verdicts"]:
        if v["status"] == "FAIL":
            v["rule"] = "port_state" + HOSTILE
            v["reason"] = HOSTILE
    doc["instance_type"] = HOSTILE
    path.write_text(json.dumps(doc))
    (out / "node-003.node-check.json").write_text(HOSTILE)  # not JSON at all
    return out


@pytest.mark.parametrize("as_json", [False, True], ids=["human", "json"])
def test_fleet_and_remediate_show_a_hostile_node_check_escaped(capsys, tmp_path, as_json):
    checks = _hostile_pool(tmp_path)
    flag = ["--json"] if as_json else []
    code, out, err = run(capsys, "fleet", "--from-dir", checks, "--remediation", REMEDIATION, *flag)
    assert code == 1
    assert_clean(out, err)
    if not as_json:
        row = next(line for line in out.splitlines() if line.startswith("node-002"))
        assert "FAIL" in row and "port_state\\x1b[2K\\r\\x1b[1A" in row and "\\x1b]52;c;" in row
    fleet_doc = tmp_path / "fleet.json"
    fleet_doc.write_text(run(capsys, "fleet", "--from-dir", checks, "--remediation", REMEDIATION, "--json")[1])
    code, out, err = run(capsys, "remediate", "--remediation", REMEDIATION, "--fleet", fleet_doc, *flag)
    assert_clean(out, err)
    if not as_json:
        assert "\\x1b[2K\\r\\x1b[1A" in out and "apply -replace=" in out


def test_fleet_over_ssh_shows_hostile_ssh_errors_escaped(capsys, tmp_path):
    _hostile_tool(tmp_path / "bin", "ssh", 255)
    hosts = tmp_path / "hosts"
    hosts.write_text("10.0.0.5 node-000\n10.0.0.6 node-001\n")
    code, out, err = run(capsys, "fleet", "--hostfile", hosts, "--dest", tmp_path / "d", "--tool-path", tmp_path / "bin",
                         "--timeout", "5")
    assert code == 1 and "unreachable: \\x1b[2K\\r" in out
    assert_clean(out, err)


def _hostile_tool(bin_dir: Path, name: str, exit_code: int) -> None:
    """A fake tool that writes HOSTILE to stderr (from a file: the bytes as they are) and fails."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    (bin_dir / "hostile.txt").write_text(HOSTILE)
    write_tool(bin_dir, name, "cat '%s' >&2; exit %d" % (bin_dir / "hostile.txt", exit_code))


# --- logs and bundle --slurm-job: ssh and scontrol errors ----------------------------------------


def test_logs_shows_hostile_ssh_errors_escaped(capsys, tmp_path):
    _hostile_tool(tmp_path / "bin", "ssh", 1)
    hosts = tmp_path / "hosts"
    hosts.write_text("10.0.0.5 node-000\n")
    for flag in ([], ["--json"]):
        code, out, err = run(capsys, "logs", "--hostfile", hosts, "--remote", "/var/log/x", "--dest", tmp_path / "d",
                             "--tool-path", tmp_path / "bin", "--timeout", "5", *flag)
        assert code == 1
        assert_clean(out, err)
    assert "\\x1b]52;c;" in run(capsys, "logs", "--hostfile", hosts, "--remote", "/var/log/x", "--dest", tmp_path / "d",
                                 "--tool-path", tmp_path / "bin", "--timeout", "5")[1]


SCONTROL = textwrap.dedent("""\
    #!{python}
    import sys
    args = sys.argv[1:]
    if args[:2] == ["show", "job"] and "--json" in args:  # Slurm 22.05: no --json, the one-line form is read
        sys.stderr.write("scontrol: unrecognized option '--json'\\n"); sys.exit(1)
    elif args[:2] == ["show", "job"]:
        print("JobId=42 UserId=u(1000) GroupId=u(1000) JobState=COMPLETED NodeList=n[1-2] BatchHost=n1 StdOut=/tmp/o")
    elif args[:2] == ["show", "hostnames"]:
        print("n1\\nn2")
""")


def test_bundle_slurm_job_shows_hostile_ssh_errors_escaped(capsys, tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "scontrol").write_text(SCONTROL.format(python=sys.executable))
    (bin_dir / "scontrol").chmod(0o755)
    _hostile_tool(bin_dir, "ssh", 3)
    code, out, err = run(capsys, "bundle", "--slurm-job", "42", "--dest", tmp_path / "b", "--tool-path", bin_dir,
                         "--timeout", "5")
    assert code == 1 and "BUNDLE_FAILED" in out and "\\x1b[2K\\r" in out
    assert_clean(out, err)
    _hostile_tool(bin_dir, "scontrol", 1)
    code, out, err = run(capsys, "bundle", "--slurm-job", "42", "--dest", tmp_path / "b", "--tool-path", bin_dir)
    assert code == 2 and "\\x1b]52;c;" in err
    assert_clean(out, err)


# --- node, pair, nccl, diagnose, bisect: hostile logs, tool outputs and sysfs values -------------


@pytest.mark.parametrize("flag", [[], ["--json"]], ids=["human", "json"])
def test_every_parse_command_shows_hostile_input_escaped(capsys, tmp_path, flag):
    def poisoned(parser: str, case: str) -> Path:
        text = fixture_text(parser, case)
        lines = text.splitlines()
        lines.insert(len(lines) // 2, "NCCL WARN " + HOSTILE)
        path = tmp_path / ("%s-%s.out" % (parser, case))
        path.write_text("\n".join(line + HOSTILE if i % 7 == 0 else line for i, line in enumerate(lines)) + "\n")
        return path

    commands = [
        ["diagnose", poisoned("nccl_log", "ib_healthy")],
        ["diagnose", poisoned("nccl_tests", "healthy_4node")],
        ["nccl", "--parse", poisoned("nccl_tests", "healthy_4node")],
        ["pair", "--parse", poisoned("ib_write_bw", "ndr_healthy"), "--label", "pair" + HOSTILE],
        ["diagnose", tmp_path / ("missing" + HOSTILE)],
    ]
    for argv in commands:
        code, out, err = run(capsys, *argv, *flag)
        assert code in (0, 1, 2), argv
        assert_clean(out, err)


def test_node_check_shows_hostile_sysfs_values_escaped(capsys, tmp_path):
    root = make_tree(fixture_text("sysfs", "healthy"), tmp_path / "sys")
    for rel in ("mlx5_0/ports/1/state", "mlx5_1/ports/1/rate", "mlx5_2/ports/1/phys_state"):
        (root / rel).write_text(HOSTILE + "\n")
    for flag in ([], ["--json"]):
        code, out, err = run(capsys, "node", "--sysfs-root", root, "--tool-path", "", "--instance-type",
                             "h100-80gb-sxm-ib.8x", *flag)
        assert code == 1
        assert_clean(out, err)


def test_bisect_shows_hostile_recorded_outputs_escaped(capsys, tmp_path):
    recorded = tmp_path / "bisect"
    shutil.copytree(HERE / "bisect", recorded)
    for path in recorded.rglob("*.out"):
        path.write_text(HOSTILE + "\n" + path.read_text() + HOSTILE)
    for flag in ([], ["--json"]):
        code, out, err = run(capsys, "bisect", "--remediation", REMEDIATION, "--slow", "node-001", "node-002",
                             "--device", "mlx5_0", "--device", "mlx5_3", "--from-dir", recorded, *flag)
        assert_clean(out, err)
