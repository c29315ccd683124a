"""AMD types run RCCL and rccl-tests (ROCm/rccl, ROCm/rccl-tests): the same parsers read their
output and the same verdicts judge it. Fixtures are written to RCCL's and rccl-tests' printf formats
(src/init.cc, debug.cc, transport/net.cc, net_ib.cc; rccl-tests src/common.cu); the expected parse
sits beside each (.json). MI300X has no public busbw figure, so its runs are reported, not judged."""

from __future__ import annotations

import json

from conftest import FIXTURES, fixture_text

from crusoe_ib.platform.catalog import CATALOG
from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.node import verdicts as v
from crusoe_ib.verify.node.parsers import nccl_log, nccl_tests
from crusoe_ib.verify.node.rules import busbw, nccl_errors, nccl_version, results, transport
from crusoe_ib.verify.node.thresholds import thresholds_for

MI300X = "mi300x-192gb-ib.8x"


def test_the_catalog_marks_amd_types_rccl():
    assert CATALOG[MI300X].collective_library == "rccl"
    assert {t.collective_library for n, t in CATALOG.items() if n != MI300X} == {"nccl"}


def test_rccl_log_names_its_library_and_proves_ib_with_gdrdma():
    log = nccl_log.parse(fixture_text("nccl_log", "rccl_ib_healthy"))
    assert (log["library"], log["library_version"], log["rocm_version"]) == ("RCCL", "2.21.5-HEAD:0cbce2a", "6.2.0.0-66-3ec5b8c")
    assert log["transport"] == "IB" and log["hosts"] == ["node-000", "node-001"] and log["nranks"] == 16
    assert transport.check_nccl_transport(log).status == v.PASS
    assert transport.check_gdrdma(log).status == v.PASS
    assert nccl_errors.check_nccl_errors(log)[0].status == v.PASS
    # NCCL's minimum version (Crusoe's K3s article, for NVIDIA's library) is not applied to RCCL.
    assert log["nccl_version"] is None and nccl_version.check_nccl_version(log) is None


def test_rccl_socket_fallback_fails_the_transport():
    log = nccl_log.parse(fixture_text("nccl_log", "rccl_socket_fallback"))
    assert log["library"] == "RCCL" and log["transport"] == "Socket" and log["ib_no_device"]
    assert transport.check_nccl_transport(log).status == v.FAIL


def test_an_nccl_log_still_says_nccl():
    log = nccl_log.parse(fixture_text("nccl_log", "ib_healthy"))
    assert log["library"] == "NCCL" and log["nccl_version"] and log["library_version"] == log["nccl_version"]


def test_old_rccl_spelled_nccl_version_with_hip_is_rccl():
    log = nccl_log.parse("node-000:1:1 [0] NCCL INFO NCCL version 2.18.3+hip6.0 HEAD:2f2a3c4\n"
                         "node-000:1:1 [0] NCCL INFO Using network IB\n")
    assert (log["library"], log["library_version"], log["nccl_version"]) == ("RCCL", "2.18.3+hip6.0", None)


def test_rccl_tests_table_is_read_like_nccl_tests():
    tests = nccl_tests.parse(fixture_text("nccl_tests", "rccl_tests_all_reduce_2node"))
    assert (tests["suite"], tests["version"], tests["collective"]) == ("rccl-tests", "develop:ae3e635", "all_reduce")
    assert tests["hosts"] == ["node-000", "node-001"] and tests["nranks"] == 16 and len(tests["rows"]) == 4
    assert tests["rows"][0]["out_of_place"]["busbw_gb_per_s"] == 169.28 and tests["complete"] and not tests["truncated"]
    assert results.check_nccl_wrong(tests).status == v.PASS


def test_mi300x_busbw_is_reported_not_judged_until_a_floor_is_given():
    tests = nccl_tests.parse(fixture_text("nccl_tests", "rccl_tests_all_reduce_2node"))
    unknown = busbw.check_nccl_busbw(tests, thresholds_for(MI300X, 2), 2)
    assert unknown.status == v.UNAVAILABLE
    judged = busbw.check_nccl_busbw(tests, thresholds_for(MI300X, 2, overrides={"busbw_floor_gb_per_s": 175.0}), 2)
    assert judged.status == v.FAIL and "169.28" in judged.reason
    assert busbw.check_nccl_busbw(tests, thresholds_for(MI300X, 2, overrides={"busbw_floor_gb_per_s": 150.0}), 2).status == v.PASS


def test_rccl_tests_in_place_only_output_is_refused_with_the_fix():
    tests = nccl_tests.parse(fixture_text("nccl_tests", "rccl_tests_in_place_only"))
    assert tests["rows"] == [] and "-O 0" in tests["error"]
    verdict = busbw.check_nccl_busbw(tests, thresholds_for(MI300X, 2), 2)
    assert verdict.rule == "parse" and "rerun without -O 0" in verdict.reason


def test_diagnose_reads_an_rccl_log(capsys):
    code = cli.main(["diagnose", str(FIXTURES / "nccl_log" / "rccl_ib_healthy.out"), "--json"])
    out = json.loads(capsys.readouterr()[0])
    rules = {x["rule"]: x["status"] for x in out["verdicts"]}
    assert code == 0 and rules["nccl_transport"] == "PASS" and rules["nccl_gdrdma"] == "PASS"
