"""`nccl`: a run where nothing passed is never OK, `--strict` fails on any UNAVAILABLE, and an unknown
`--instance-type` is a usage error naming the closest known types (not a FAIL of the fabric)."""

from __future__ import annotations

import json

import pytest
from conftest import FIXTURES

from crusoe_ib.verify.operator import cli

H100 = "h100-80gb-sxm-ib.8x"
NOTHING_PASSED = FIXTURES / "nccl_tests" / "alltoall_2021_empty_redop.out"  # 3 UNAVAILABLE, nothing else
ONE_UNAVAILABLE = FIXTURES / "nccl_tests" / "alltoall_4node_run.out"  # 4 PASS, 1 UNAVAILABLE (no all-to-all floor)


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_nothing_passed_is_never_ok(capsys):
    code, out, _ = run(capsys, "nccl", "--parse", NOTHING_PASSED, "--instance-type", H100)
    assert code == 1 and "RESULT: FAIL  (0 pass, 0 fail, 0 warn, 3 unavailable)" in out
    assert "not OK: nothing passed (3 unavailable, 0 warn, 0 fail): UNAVAILABLE is not a pass" in out
    code, out, _ = run(capsys, "nccl", "--parse", NOTHING_PASSED, "--instance-type", H100, "--json")
    doc = json.loads(out)
    assert code == 1 and doc["ok"] is False and doc["not_ok_because"].startswith("nothing passed")


def test_strict_makes_any_unavailable_a_failure(capsys):
    argv = ["nccl", "--parse", ONE_UNAVAILABLE, "--instance-type", H100, "--nodes", "4", "--collective", "alltoall"]
    code, out, _ = run(capsys, *argv)
    assert code == 0 and "RESULT: OK  (4 pass, 0 fail, 0 warn, 1 unavailable)" in out
    code, out, _ = run(capsys, *argv, "--strict")
    assert code == 1 and "RESULT: FAIL  (4 pass, 0 fail, 0 warn, 1 unavailable)" in out
    assert "not OK: --strict: 1 verdict(s) UNAVAILABLE" in out


@pytest.mark.parametrize("itype, closest", [
    ("h100-80gb-sxm-ib", "did you mean h100-80gb-sxm-ib.8x"),
    ("h200-141gb-sxm.8x", "did you mean h200-141gb-sxm-ib.8x"),
    ("tpu-v5", "Known: a100-80gb-sxm-ib.8x"),
])
def test_an_unknown_instance_type_is_a_usage_error_naming_the_closest(capsys, tmp_path, itype, closest):
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("10.0.0.2 slots=8\n10.0.0.3 slots=8\n")
    for mode in (["--parse", ONE_UNAVAILABLE], ["--hostfile", hostfile, "--dry-run"]):
        code, out, err = run(capsys, "nccl", *mode, "--instance-type", itype)
        assert code == 2 and out == "" and f"--instance-type {itype!r} is not a known instance type" in err
        assert closest in err
