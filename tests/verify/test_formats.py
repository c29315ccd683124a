"""Outputs as the tools print them across versions (fixtures written to the printf formats of NCCL
2.3-2.28, nccl-tests 2017-2.19 and its JSON file, perftest before and after MiB/sec): errors change
the verdict, every launcher prefix is understood, units are converted exactly, each collective is
judged against its own thresholds. The expected parse of every fixture sits beside it (.json);
these tests pin the values that matter."""

from __future__ import annotations

import json

import pytest
from conftest import FIXTURES, fixture_text, write_tool

from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.node.parsers import PARSERS, ib_write_bw, nccl_log, nccl_tests
from crusoe_ib.verify.node.rules import busbw, hcas, nccl_errors, results, transport, write_bw
from crusoe_ib.verify.node.thresholds import collective_band, thresholds_for

H100 = "h100-80gb-sxm-ib.8x"


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def verdicts(out):
    return json.loads(out)["verdicts"]


def lg(case):
    return nccl_log.parse(fixture_text("nccl_log", case))


def nt(case):
    return nccl_tests.parse(fixture_text("nccl_tests", case))


# --- 1. NCCL errors change the verdict -------------------------------------------------------------


@pytest.mark.parametrize("case,host,status_name", [
    ("ib_completion_error_v2_7", "gpu-b", "IBV_WC_RETRY_EXC_ERR"),       # "with error 12, opcode 1, ..."
    ("ib_completion_error_v2_19", "node-001", "IBV_WC_RETRY_EXC_ERR"),   # "from peer X with error 12, ..."
    ("ib_completion_error_v2_28", "node-002", "IBV_WC_RETRY_EXC_ERR"),   # "[time] ... status=12 opcode=1 ..."
])
def test_ib_completion_errors_fail_quoting_line_and_host(capsys, case, host, status_name):
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / (case + ".out"), "--json")
    assert code == 1
    errors = [x for x in verdicts(out) if x["rule"] == "nccl_errors"]
    first = errors[0]
    assert first["status"] == "FAIL" and first["subject"] == host
    assert "Got completion" in first["reason"] and first["reason"].startswith(host + ": an InfiniBand completion error (status ")
    assert status_name in first["reason"] and first["details"]["first"]["line"] in first["reason"]
    assert json.loads(out)["ok"] is False


def test_every_failing_host_gets_its_own_verdict_and_aborts_count():
    found = nccl_errors.check_nccl_errors(lg("ib_completion_error_v2_28"))
    assert [(x.subject, x.status) for x in found] == [("node-002", "FAIL"), ("node-003", "FAIL")]
    assert found[0].details["kinds"] == ["communicator_aborted", "ib_completion"]
    assert "IBV_WC_WR_FLUSH_ERR" in found[1].reason


def test_nccl_tests_failure_lines_fail_the_run(capsys):
    code, out, _ = run(capsys, "nccl", "--parse", FIXTURES / "nccl_tests" / "test_nccl_failure.out", "--instance-type", H100,
                       "--json")
    got = {(x["rule"], x["status"], x["subject"]) for x in verdicts(out)}
    assert code == 1 and ("nccl_errors", "FAIL", "node-001") in got and ("nccl_complete", "WARN", "nccl-tests") in got
    kinds = {e["kind"] for e in json.loads(out)["facts"]["nccl_log"]["errors"]}
    assert kinds == {"ib_completion", "test_failure"}


def test_old_test_failure_lines_without_nccl_prefix_name_their_host():
    errors = lg("ib_completion_error_v2_7")["errors"]
    assert [(e["host"], e["kind"]) for e in errors] == [("gpu-b", "ib_completion"), ("gpu-b", "test_failure"),
                                                         ("gpu-b", "test_failure")]


def test_torch_watchdog_timeouts_fail_with_their_rank():
    found = nccl_errors.check_nccl_errors(lg("torch_watchdog_timeout"))
    assert [(x.subject, x.status) for x in found] == [("rank 3", "FAIL"), ("rank 0", "FAIL")]
    assert "Watchdog caught collective operation timeout" in found[0].reason


def test_a_harmless_warning_warns_and_a_clean_log_has_no_error_verdict(capsys):
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / "harmless_warn.out", "--instance-type", H100, "--json")
    (warn,) = [x for x in verdicts(out) if x["rule"] == "nccl_errors"]
    assert code == 0 and warn["status"] == "WARN" and 'Missing "iommu=pt"' in warn["reason"]
    assert cli.main(["diagnose", str(FIXTURES / "nccl_log" / "harmless_warn.out"), "--strict"]) == 1
    capsys.readouterr()
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / "ib_healthy.out", "--json")
    assert not [x for x in verdicts(out) if x["rule"] == "nccl_errors"]


def test_errors_are_bounded():
    text = "".join("h%d:1:1 [0] x.cc:1 NCCL WARN NET/IB : Got completion with error 12, opcode 1, len 0, vendor err 129\n" % (i % 20)
                   for i in range(500))
    r = nccl_log.parse(text)
    assert len(r["errors"]) == nccl_log.MAX_ERRORS and r["error_count"] == 500
    found = nccl_errors.check_nccl_errors(r)
    assert len(found) == 9 and found[-1].subject == "nccl" and "(500 error lines in all; the first 200 are kept)" in found[-1].reason


# --- 2. NCCL dialects 2.3 - 2.28 -------------------------------------------------------------------


@pytest.mark.parametrize("case,transport,evidence,net,gdr", [
    ("v2_3_internal_network", "IB", "Using internal Network IB", 2, 2),
    ("v2_4_ring_send_no_using_network", "IB", "channel lines via NET/IB", 3, 0),
    ("v2_4_socket_channels_only", "Socket", "channel lines via NET/Socket", 2, 0),
    ("v2_5_hex_busid_gdrdma", "IB", "channel lines via NET/IB", 4, 4),
    ("v2_7_channel_hex_socket", "Socket", "Using network Socket", 2, 0),
    ("v2_12_pxn_hex", "IB", "Using network IB", 5, 4),
    ("v2_21_merged_nics", "IB", "Using network IB", 2, 2),
    ("aws_libfabric", "AWS Libfabric", "Using network AWS Libfabric", 1, 1),
])
def test_dialects(case, transport, evidence, net, gdr):
    r = lg(case)
    assert (r["transport"], r["transport_evidence"]) == (transport, evidence)
    assert (r["channels"]["net"], r["channels"]["net_gdrdma"]) == (net, gdr)


def test_a_truncated_2_19_log_is_not_guessed_from_its_hca_line():
    assert lg("truncated")["transport"] is None  # NCCL >= 2.6 always says "Using network"


def test_merged_nics_and_every_hosts_hcas():
    r = lg("v2_21_merged_nics")
    assert [h["device"] for h in r["ib_hcas"]] == ["mlx5_2", "mlx5_3", "mlx5_4", "mlx5_5"]
    assert {h["link_layer"] for h in r["ib_hcas"]} == {"RoCE"}
    assert r["ib_hcas_by_host"] == {"roce-0": ["mlx5_2", "mlx5_3", "mlx5_4", "mlx5_5"],
                                    "roce-1": ["mlx5_2", "mlx5_3", "mlx5_4", "mlx5_5"]}
    old = lg("v2_3_internal_network")
    assert old["ib_hcas_by_host"] == {"gpu-a": ["mlx5_0", "mlx5_1"], "gpu-b": ["mlx5_0", "mlx5_1"]} and old["nranks"] == 16
    assert lg("v2_12_pxn_hex")["hosts"] == ["a100-0", "a100-1"]


def test_a_multi_word_network_is_one_network(capsys):
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / "aws_libfabric.out", "--json")
    (t,) = [x for x in verdicts(out) if x["rule"] == "nccl_transport"]
    assert code == 1 and t["reason"].startswith("NCCL is using AWS Libfabric, not InfiniBand (Using network AWS Libfabric)")


def test_mixed_transports_name_the_host():
    verdict = transport.check_nccl_transport(lg("mixed_hosts"))
    assert verdict.status == "FAIL" and "Not on InfiniBand: node-002 uses Socket." in verdict.reason


def test_a_host_missing_a_rail_fails_against_the_type_and_warns_without_it():
    r = lg("missing_rail_one_host")
    with_type = hcas.check_nccl_hcas(r, thresholds_for(H100))
    assert with_type.status == "FAIL" and "node-001 lacks mlx5_8" in with_type.reason
    assert hcas.check_nccl_hcas(r, None).status == "WARN"
    assert hcas.check_nccl_hcas(lg("v2_12_pxn_hex"), None).status == "PASS"


# --- 3. launcher prefixes --------------------------------------------------------------------------


@pytest.mark.parametrize("case", ["prefix_mpich_rank", "prefix_pdsh", "prefix_ompi5_tag_space", "prefix_rank_stdout",
                                  "prefix_torchrun_rank", "prefix_srun_label"])
def test_log_prefixes_give_the_same_facts(case):
    want, got = lg("ib_healthy"), lg(case)
    for key in ("nccl_version", "networks", "transport", "ib_hcas", "channels", "hosts", "nranks", "env", "topo_file"):
        assert got[key] == want[key], key


@pytest.mark.parametrize("case", ["prefix_pdsh", "prefix_ompi_tag_space", "prefix_rank_stdout", "prefix_srun_label",
                                  "prefix_torchrun_default"])
def test_nccl_tests_prefixes_give_the_same_rows(case):
    want, got = nt("v2_19_all_reduce_banner"), nt(case)
    assert got["rows"] == want["rows"] and got["devices"] == want["devices"] and got["collective"] == "all_reduce"
    assert got["complete"] and not got["truncated"]


@pytest.mark.parametrize("case", ["prefix_bare_tag_glued", "split_row_lines"])
def test_bare_tags_that_split_a_row(case):
    r = nt(case)
    assert r["rows"] and not r["truncated"] and r["complete"] and r["collective"] == "all_reduce"
    assert r["rows"][0]["size_bytes"] == 1 << 30 and r["rows"][0]["out_of_place"]["busbw_gb_per_s"] == 395.12


def test_perftest_under_pdsh():
    r = ib_write_bw.parse(fixture_text("ib_write_bw", "prefix_pdsh"))
    assert r["device"] == "mlx5_8" and r["rows"][0]["bw_average_mb_per_s"] == pytest.approx(46801.09 * 1.048576, abs=1e-3)


# --- 4. perftest units -----------------------------------------------------------------------------


def test_mib_is_converted_exactly_and_a_near_floor_rail_passes(capsys):
    r = ib_write_bw.parse(fixture_text("ib_write_bw", "mib_near_floor"))
    assert r["unit"] == "MiB/sec" and r["mb_per_unit"] == 1.048576
    assert r["rows"][0]["bw_average_mb_per_s"] == pytest.approx(43512.88 * 1048576 / 1e6, abs=1e-3)  # 45,626.56 MB/s
    code, out, _ = run(capsys, "pair", "--parse", FIXTURES / "ib_write_bw" / "mib_near_floor.out", "--instance-type", H100)
    assert code == 0 and "ib_write_bw average 45627 MB/s (floor 45000)" in out  # read as MB it would be a false FAIL


@pytest.mark.parametrize("case,average", [
    ("gbits_duration_no_peak", 392.71 * 125),
    ("gbits_all_sizes", 392.40 * 125),
    ("mib_ndr_healthy", 46830.21 * 1.048576),
    ("mib_dual_port", 46830.55 * 1.048576),
    ("mib_qos_sl", 46790.31 * 1.048576),
    ("mb_label_old_perftest", 46845.32),
])
def test_units_and_layouts(case, average):
    r = ib_write_bw.parse(fixture_text("ib_write_bw", case))
    assert max(x["bw_average_mb_per_s"] for x in r["rows"]) == pytest.approx(average, abs=1e-3)


def test_small_rows_with_six_decimals_and_a_bidirectional_run():
    rows = ib_write_bw.parse(fixture_text("ib_write_bw", "gbits_all_sizes"))["rows"]
    assert len(rows) == 8 and rows[0]["bytes"] == 2 and rows[0]["bw_average_mb_per_s"] == pytest.approx(0.042185 * 125)
    bi = ib_write_bw.parse(fixture_text("ib_write_bw", "mib_bidirectional"))
    verdict = write_bw.check_write_bw(bi, 45000, "rail mlx5_1")
    assert bi["bidirectional"] and verdict.status == "PASS" and "(bidirectional run, per direction)" in verdict.reason
    assert verdict.details["bw_average_mb_per_s"] == pytest.approx(93512.40 * 1.048576 / 2, abs=1e-3)


# --- 5. nccl-tests layouts and JSON ----------------------------------------------------------------


@pytest.mark.parametrize("case,rows,collective,source,semantics", [
    ("old_2017_all_gather_11col", 3, None, None, "max_error"),
    ("v2_4_all_gather_11col", 5, "all_gather", "command line", "max_error"),
    ("v2_4_all_reduce_12col", 3, "all_reduce", "busbw/algbw ratio", "max_error"),
    ("alltoall_2021_empty_redop", 2, "alltoall", "command line", "max_error"),
    ("v2_19_all_reduce_banner", 4, "all_reduce", "banner", "count"),
    ("v2_19_per_iteration_timestamps", 2, "all_reduce", "banner", "count"),
    ("v2_19_alltoall_4node", 4, "alltoall", "banner", "count"),
    ("json_v3_alltoall_4node", 4, "alltoall", "json args", "count"),
    ("json_v1_all_reduce_typo", 2, "all_reduce", "json args", "count"),
])
def test_layouts(case, rows, collective, source, semantics):
    r = nt(case)
    assert (len(r["rows"]), r["collective"], r["collective_source"], r["wrong_semantics"]) == (rows, collective, source, semantics)
    assert r["error"] is None and r["complete"]


def test_old_error_column_is_a_deviation_not_a_count():
    r = nt("alltoall_2021_empty_redop")
    assert r["rows"][0]["max_error"] == {"out_of_place": 0.0, "in_place": 1.0} and r["rows"][0]["in_place"]["wrong"] is None
    assert results.check_nccl_wrong(r).status == "UNAVAILABLE"  # the old in-place alltoall "1e+00" is not data corruption


def test_per_iteration_columns_and_timestamps():
    row = nt("v2_19_per_iteration_timestamps")["rows"][0]
    assert row["out_of_place"]["busbw_gb_per_s"] == 401.83 and row["in_place"]["busbw_gb_per_s"] == 400.73
    assert row["per_iteration"]["out_of_place"]["cv_pct"] == 1.12


def test_json_matches_text_and_keeps_no_environment_but_nccl_variables():
    text, js = nt("v2_19_alltoall_4node"), nt("json_v3_alltoall_4node")
    assert [r["size_bytes"] for r in js["rows"]] == [r["size_bytes"] for r in text["rows"]]
    for a, b in zip(js["rows"], text["rows"]):
        assert a["out_of_place"]["busbw_gb_per_s"] == pytest.approx(b["out_of_place"]["busbw_gb_per_s"], abs=0.006)
        assert a["in_place"]["wrong"] is None and a["out_of_place"]["wrong"] == 0
    assert js["hosts"] == text["hosts"] and js["nranks"] == 32 and js["nccl_version"] == "2.28.7"
    assert set(js["env"]) == {"NCCL_DEBUG", "NCCL_IB_HCA"}  # HOME, PATH, OMPI_* are never copied into facts
    assert text["json_output_path"] == "/tmp/crusoe-ib-nccl-5k2q9x/nccl-tests.json"
    old = nt("json_v1_all_reduce_typo")
    assert old["avg_busbw_gb_per_s"] == pytest.approx(397.07) and old["format"] == "json"
    assert "truncated or invalid" in nt("json_truncated")["error"]


def _fake_mpirun(tmp_path, body):
    hostfile = tmp_path / "hosts"
    hostfile.write_text("".join("node-%03d slots=8\n" % i for i in range(4)))
    write_tool(tmp_path / "bin", "mpirun", body)
    for name in ("all_reduce_perf", "alltoall_perf"):  # found on the launcher's PATH; mpirun starts them
        write_tool(tmp_path / "bin", name, "exit 0")
    return hostfile


def test_nccl_runs_with_json_results_and_prefers_them(tmp_path, capsys):
    js = FIXTURES / "nccl_tests" / "json_v3_alltoall_4node.out"
    txt = FIXTURES / "nccl_tests" / "v2_19_alltoall_4node.out"
    # The fake nccl-tests writes its JSON where -J says and prints the text table with different numbers.
    body = ('for a; do [ "$prev" = "-J" ] && cp "%s" "$a" && echo "# Writing JSON output to $a"; prev="$a"; done\n'
            'echo "$@" > "%s"\nsed "s/  43.12  /  11.11  /" "%s"') % (js, tmp_path / "argv", txt)
    hostfile = _fake_mpirun(tmp_path, body)
    code, out, err = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--collective", "alltoall",
                         "--tool-path", tmp_path / "bin", "--json")
    result = json.loads(out)
    argv = (tmp_path / "argv").read_text().split()
    assert argv[argv.index("-J") - 1] == "20" and argv[argv.index("-J") + 1].endswith("/nccl-tests.json")
    assert "alltoall_perf" in argv and result["facts"]["nccl_tests_source"] == "json"
    (busbw,) = [x for x in result["verdicts"] if x["rule"] == "nccl_busbw"]
    assert busbw["details"]["busbw_gb_per_s"] == 43.05 and busbw["details"]["collective"] == "alltoall"
    assert not (tmp_path / "tmp").exists() and code == 0


def test_nccl_falls_back_to_text_and_retries_without_j_on_old_nccl_tests(tmp_path, capsys):
    body = ('echo "$@" >> "%s"\ncase "$*" in *" -J "*) echo "invalid option"; echo "USAGE: all_reduce_perf"; exit 0;; esac\n'
            'cat "%s"') % (tmp_path / "calls", FIXTURES / "nccl_tests" / "v2_19_all_reduce_banner.out")
    hostfile = _fake_mpirun(tmp_path, body)
    code, out, err = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--tool-path", tmp_path / "bin",
                         "--json")
    calls = (tmp_path / "calls").read_text().splitlines()
    assert len(calls) == 2 and " -J " in calls[0] and " -J " not in calls[1]
    assert "does not know -J" in err and code == 0
    assert json.loads(out)["facts"]["nccl_tests_source"] == "text"


def test_dry_run_names_the_collective_binary_and_an_explicit_json_path(tmp_path, capsys):
    hostfile = tmp_path / "hosts"
    hostfile.write_text("a\nb\n")
    code, out, err = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--collective", "alltoall", "--dry-run",
                         "--json-results", "/tmp/a2a.json")
    assert code == 0 and out.strip().endswith("alltoall_perf -b 1G -e 8G -f 2 -g 1 -c 1 -n 20 -J /tmp/a2a.json")
    code, out, err = run(capsys, "nccl", "--hostfile", hostfile, "--dry-run", "--no-json-results")
    assert code == 0 and "-J" not in out and "all_reduce_perf" in out and not err


# --- 6. collectives and their thresholds -----------------------------------------------------------


def test_alltoall_is_never_judged_against_the_all_reduce_floor(capsys):
    code, out, _ = run(capsys, "nccl", "--parse", FIXTURES / "nccl_tests" / "v2_19_alltoall_4node.out", "--instance-type", H100,
                       "--json")
    (busbw,) = [x for x in verdicts(out) if x["rule"] == "nccl_busbw"]
    assert code == 0 and busbw["status"] == "UNAVAILABLE" and busbw["details"]["floor_gb_per_s"] is None
    assert "all-to-all busbw 43.05 GB/s" in busbw["reason"] and "70% of the ideal 61.3 GB/s" in busbw["reason"]
    assert "351" not in busbw["reason"]


def test_an_alltoall_floor_from_the_operator_is_judged(capsys):
    for floor, code_want, status in ((40, 0, "PASS"), (50, 1, "FAIL")):
        code, out, _ = run(capsys, "nccl", "--parse", FIXTURES / "nccl_tests" / "v2_19_alltoall_4node.out", "--instance-type", H100,
                           "--thresholds-json", '{"alltoall_busbw_floor_gb_per_s": %d}' % floor, "--json")
        (busbw,) = [x for x in verdicts(out) if x["rule"] == "nccl_busbw"]
        assert (code, busbw["status"]) == (code_want, status) and "overridden: alltoall_busbw_floor_gb_per_s" in busbw["details"]["source"]
    code, _, err = run(capsys, "nccl", "--parse", FIXTURES / "nccl_tests" / "v2_19_alltoall_4node.out", "--instance-type", H100,
                       "--thresholds-json", '{"alltoall_busbw_floor_gb_per_s": NaN}')
    assert code == 2 and "must be a finite positive number" in err


@pytest.mark.parametrize("case,collective,status", [
    ("v2_4_all_gather_11col", "all_gather", "UNAVAILABLE"),
    ("old_2017_all_gather_11col", None, "UNAVAILABLE"),
    ("multiple_collectives", None, "UNAVAILABLE"),
    ("v2_19_all_reduce_banner", "all_reduce", "PASS"),
])
def test_each_collective_against_its_own_thresholds(case, collective, status):
    verdict = busbw.check_nccl_busbw(nt(case), thresholds_for(H100, 4), 4)
    assert verdict.status == status and verdict.details.get("collective") == collective


def test_an_explicit_collective_wins_and_others_have_no_threshold():
    verdict = busbw.check_nccl_busbw(nt("v2_19_all_reduce_banner"), thresholds_for(H100, 4), 4, collective="reduce_scatter")
    assert verdict.status == "UNAVAILABLE" and "reduce-scatter" in verdict.reason


def test_alltoall_registry_records_unknown_values_with_provenance():
    for itype in (H100, "h200-141gb-sxm-ib.8x", "a100-80gb-sxm-ib.8x"):
        for nodes in (2, 3, 4, 8, 16, 17, 64):
            band = collective_band(itype, "alltoall", nodes)
            assert band["busbw_floor_gb_per_s"] is None and band["busbw_expected_gb_per_s"] is None
            assert band["source"].startswith("unknown: no public all-to-all measurement")
            assert "https://github.com/NVIDIA/nccl-tests/issues/130" in band["source"]
    assert collective_band(H100, "alltoall", 2)["busbw_ideal_gb_per_s"] == 92.0
    assert collective_band(H100, "alltoall", 4)["busbw_ideal_gb_per_s"] == pytest.approx(61.33)
    assert collective_band(H100, "all_reduce", 4)["busbw_floor_gb_per_s"] == 351.0


def test_every_new_fixture_parses_without_error():
    for parser in ("nccl_log", "nccl_tests", "ib_write_bw"):
        for out in sorted((FIXTURES / parser).glob("*.out")):
            if out.stem.startswith(("binary", "empty", "wrong_tool", "truncated", "connect_error", "json_truncated",
                                     "rccl_tests_in_place_only",  # refused on purpose (test_rccl.py)
                                     "real_couldnt_connect_socket", "real_no_hash_devices_excerpt", "real_completion_error",
                                     "real_server_read_keys_failed", "real_no_mpi_rank0")):  # test_fabric_real_outputs.py
                continue
            assert PARSERS[parser].parse(fixture_text(parser, out.stem))["error"] is None, out.name
