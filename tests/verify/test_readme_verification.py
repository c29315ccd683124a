"""The docs show real CLI output: docs/verification.md an all-to-all run (its command line and its judged
result) and an NCCL error being caught; docs/operations.md and the README's tour fleet -> remediate on the
recorded 4-node pool, byte for byte what the CLI prints on those inputs."""

from __future__ import annotations

import pytest
from conftest import FIXTURES, REPO

from crusoe_ib.verify.operator import cli

SECTION = (REPO / "docs" / "verification.md").read_text()
OPERATIONS = (REPO / "docs" / "operations.md").read_text()
README = (REPO / "README.md").read_text()
H100 = "h100-80gb-sxm-ib.8x"


def output(capsys, *argv) -> str:
    cli.main([str(a) for a in argv])
    out = capsys.readouterr()[0]
    return out.split("\n", 1)[1]  # drop "crusoe-ib-verify <command> on <this host>"


@pytest.mark.parametrize("argv", [
    ("nccl", "--parse", FIXTURES / "nccl_tests" / "alltoall_4node_run.out", "--instance-type", H100, "--nodes", "4"),
    ("diagnose", FIXTURES / "nccl_log" / "ib_completion_error_v2_19.out", "--instance-type", H100),
], ids=["alltoall", "nccl-error"])
def test_readme_shows_real_output(capsys, argv):
    assert "```\n" + output(capsys, *argv) + "```" in SECTION


def test_readme_shows_the_alltoall_command_line(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hostfile").write_text("".join("node-%03d slots=8\n" % i for i in range(4)))
    cli.main(["nccl", "--hostfile", "hostfile", "--instance-type", H100, "--collective", "alltoall", "--dry-run"])
    line = capsys.readouterr()[0]
    assert "$ crusoe-ib-verify nccl --hostfile hostfile --instance-type %s --collective alltoall --dry-run\n%s" % (H100, line) in SECTION
    assert "RESULT: FAIL" in SECTION and "nccl_errors" in SECTION and "all-to-all busbw" in SECTION


def test_readme_shows_fleet_then_remediate_on_the_fixture(capsys, tmp_path, monkeypatch):
    # The docs' paths are relative to the repository root; the history (training-dev.remediation.jsonl, the
    # default for an output without a history path) goes to a fresh directory that sees the same tests/.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "tests").symlink_to(REPO / "tests")
    monkeypatch.delenv("CRUSOE_IB_REMEDIATION_HISTORY")
    pool = "tests/verify/fleet_fixtures/pool4"
    fleet = ["fleet", "--from-dir", pool, "--remediation", pool + "/remediation.json"]
    assert cli.main(fleet) == 1
    table = capsys.readouterr()[0]
    assert cli.main(fleet + ["--json"]) == 1
    (tmp_path / "fleet.json").write_text(capsys.readouterr()[0])
    assert cli.main(["remediate", "--remediation", pool + "/remediation.json", "--fleet", str(tmp_path / "fleet.json")]) == 0
    plan = capsys.readouterr()[0]
    shown = "```\n$ crusoe-ib-verify %s\n%s$ crusoe-ib-verify %s --json > fleet.json\n" \
            "$ crusoe-ib-verify remediate --remediation %s/remediation.json --fleet fleet.json\n%s```" % (
                " ".join(fleet), table, " ".join(fleet), pool, plan)
    assert shown in OPERATIONS
    # The README's tour runs the same fleet, then remediate on its own offline cluster, whose state the
    # replace it prints acts on (tests/test_walkthrough.py runs them).
    assert f"crusoe-ib-verify {' '.join(fleet)}" in README
    assert 'crusoe-ib-verify remediate --remediation remediation.json --node node-001' in README
    assert "apply -replace='crusoe_compute_instance.pool_nodes[\"node-002\"]'" in plan
