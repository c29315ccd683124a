"""Parsers against recorded outputs (jc style): every fixtures/<parser>/<case>.out has the
expected result beside it as <case>.json and is discovered automatically."""

from __future__ import annotations

import json
import random

import pytest
from conftest import FIXTURES, fixture_text

from crusoe_ib.verify.node.parsers import PARSERS, ib_write_bw, ibstat, ibstatus, nccl_log, nccl_tests, perfquery, sysfs

CASES = sorted(p for p in FIXTURES.glob("*/*.out") if p.parent.name in PARSERS)


def test_every_parser_has_fixtures_and_every_fixture_a_parser():
    assert {p.parent.name for p in CASES} == set(PARSERS)
    assert {p.name for p in FIXTURES.iterdir() if p.is_dir()} == set(PARSERS)
    assert len(CASES) >= 50


@pytest.mark.parametrize("out", CASES, ids=lambda p: "%s/%s" % (p.parent.name, p.stem))
def test_fixture(out):
    expected = out.with_suffix(".json")
    assert expected.exists(), "missing expected result %s" % expected
    got = PARSERS[out.parent.name].parse(fixture_text(out.parent.name, out.stem))
    assert json.loads(json.dumps(got)) == json.loads(expected.read_text())


@pytest.mark.parametrize("name", sorted(PARSERS))
@pytest.mark.parametrize(
    "junk",
    ["", "\n\n", "\x00\x01\x02binary", b"\xff\xfe\x00garbage", "[1,0]<stdout>:", "CA '", "#", ":::", "0 0 0", None, 42],
    ids=repr,
)
def test_never_raises_and_reports_error(name, junk):
    result = PARSERS[name].parse(junk)
    assert isinstance(result, dict) and result["error"]


@pytest.mark.parametrize("name", sorted(PARSERS))
def test_random_mutations_never_raise(name):
    rng = random.Random(1234)
    sources = [fixture_text(p.parent.name, p.stem) for p in CASES if not p.stem.startswith("binary")]
    for _ in range(60):
        text = rng.choice(sources)
        a, b = sorted(rng.randrange(len(text) + 1) for _ in range(2))
        result = PARSERS[name].parse(text[a:b])
        assert "error" in result


@pytest.mark.parametrize(
    "parser,case",
    [(p, c) for p in PARSERS for c in ("empty", "binary", "wrong_tool") if (FIXTURES / p / (c + ".out")).exists()],
)
def test_bad_input_cases_carry_an_error(parser, case):
    assert PARSERS[parser].parse(fixture_text(parser, case))["error"]


# Explicit values, so a blindly regenerated .json cannot hide a regression.


def test_sysfs_healthy_values():
    r = sysfs.parse(fixture_text("sysfs", "healthy"))
    assert [p["device"] for p in r["ports"]] == ["mlx5_%d" % i for i in range(9)]
    p0 = r["ports"][0]
    assert (p0["state_code"], p0["state"], p0["phys_state_code"], p0["phys_state"]) == (4, "ACTIVE", 5, "LinkUp")
    assert p0["rate_gbps"] == 400.0 and p0["rate"] == "400 Gb/sec (4X NDR)"
    assert p0["counters"]["symbol_error"] == 0 and p0["hw_counters"]["out_of_sequence"] == 0
    assert r["ports"][4]["link_layer"] == "Ethernet"


def test_sysfs_degraded_and_counters():
    deg = {p["device"]: p for p in sysfs.parse(fixture_text("sysfs", "degraded_link"))["ports"]}
    assert deg["mlx5_3"]["rate_gbps"] == 200.0
    assert (deg["mlx5_6"]["state"], deg["mlx5_6"]["phys_state"], deg["mlx5_6"]["phys_state_code"]) == ("DOWN", "Polling", 2)
    nz = {p["device"]: p for p in sysfs.parse(fixture_text("sysfs", "counters_nonzero"))["ports"]}
    assert nz["mlx5_2"]["counters"]["symbol_error"] == 12
    assert nz["mlx5_7"]["hw_counters"]["local_ack_timeout_err"] == 5
    absent = {p["device"]: p for p in sysfs.parse(fixture_text("sysfs", "counters_absent"))["ports"]}
    assert absent["mlx5_0"]["counters"] == {} and absent["mlx5_1"]["hw_counters"] == {}
    assert "symbol_error" in absent["mlx5_1"]["counters"]


def test_sysfs_read_tree_matches_parse_of_dump(fake_tree):
    root = fake_tree("degraded_link")
    from_tree = sysfs.read_tree(str(root))
    from_dump = sysfs.parse(sysfs.dump_tree(str(root)))
    assert from_tree == from_dump
    assert from_tree["ports"][3]["rate_gbps"] == 200.0


def test_sysfs_read_tree_reports_unreadable_and_missing_root(fake_tree, tmp_path):
    root = fake_tree("healthy")
    bad = root / "mlx5_0" / "ports" / "1" / "hw_counters" / "out_of_sequence"
    bad.unlink()
    bad.mkdir()  # reading a directory fails like an EINVAL counter on a VF
    port = sysfs.read_tree(str(root))["ports"][0]
    assert "out_of_sequence" not in port["hw_counters"]
    assert "hw_counters/out_of_sequence" in port["unreadable"]
    missing = sysfs.read_tree(str(tmp_path / "nope"))
    assert missing["ports"] == [] and "cannot list" in missing["error"]


def test_ibstat_values():
    cas = ibstat.parse(fixture_text("ibstat", "healthy"))["cas"]
    assert [c["name"] for c in cas] == ["mlx5_0", "mlx5_4", "mlx5_5"]
    assert cas[0]["ports"][0]["state"] == "Active" and cas[0]["ports"][0]["rate_gbps"] == 400.0
    assert cas[2]["ports"][0]["rate_gbps"] == 400.0  # "Rate: 400 Gb/sec" as in seed 000
    assert cas[1]["ports"][0]["link_layer"] == "Ethernet"
    deg = ibstat.parse(fixture_text("ibstat", "degraded_link"))["cas"]
    assert deg[1]["ports"][0]["physical_state"] == "Polling"
    trunc = ibstat.parse(fixture_text("ibstat", "truncated"))["cas"]
    assert trunc[-1]["ports"][0]["rate_gbps"] is None  # cut before Rate: partial record, no guess


def test_ibstatus_values():
    ports = ibstatus.parse(fixture_text("ibstatus", "degraded_link"))["ports"]
    assert (ports[0]["device"], ports[0]["rate_gbps"], ports[0]["rate"]) == ("mlx5_3", 200.0, "200 Gb/sec (4X HDR)")
    assert (ports[1]["state_code"], ports[1]["phys_state"]) == (1, "Polling")


def test_perfquery_values():
    r = perfquery.parse(fixture_text("perfquery", "errors_nonzero"))
    assert r["counters"]["SymbolErrorCounter"] == 27 and r["counters"]["LinkDownedCounter"] == 2
    assert r["counters"]["CounterSelect"] == "0x0000"
    assert r["sections"][0]["title"] == "Port extended counters" and r["sections"][0]["cap_mask"] == "0x5A00"
    assert perfquery.parse(fixture_text("perfquery", "xmtsl"))["counters"]["XmtDataSL0"] == 81234
    assert "UMAD" in perfquery.parse(fixture_text("perfquery", "umad_error"))["error"]


def test_ib_write_bw_values():
    r = ib_write_bw.parse(fixture_text("ib_write_bw", "ndr_healthy"))
    assert r["device"] == "mlx5_0" and r["unit"] == "MB/sec"
    assert r["rows"] == [{"bytes": 65536, "iterations": 5000, "bw_peak_mb_per_s": 48271.33,
                          "bw_average_mb_per_s": 48265.12, "msg_rate_mpps": 0.772242}]
    assert ib_write_bw.parse(fixture_text("ib_write_bw", "report_gbits"))["rows"][0]["bw_average_mb_per_s"] == 48265.0
    assert "Couldn't connect" in ib_write_bw.parse(fixture_text("ib_write_bw", "connect_error"))["error"]


def test_nccl_tests_values():
    r = nccl_tests.parse(fixture_text("nccl_tests", "healthy_4node"))
    assert len(r["rows"]) == 4 and len(r["devices"]) == 32 and len(r["hosts"]) == 4
    first = r["rows"][0]
    assert first["size_bytes"] == 1073741824 and first["root"] == -1
    assert first["out_of_place"] == {"time_us": 5380.5, "algbw_gb_per_s": 199.56, "busbw_gb_per_s": 386.65, "wrong": 0}
    assert first["in_place"]["busbw_gb_per_s"] == 388.60
    assert r["avg_busbw_gb_per_s"] == 390.0175 and r["complete"] and not r["truncated"]
    wrong = nccl_tests.parse(fixture_text("nccl_tests", "wrong_nonzero"))
    assert [row["out_of_place"]["wrong"] for row in wrong["rows"]] == [0, 4096, 0, 12]
    off = nccl_tests.parse(fixture_text("nccl_tests", "validation_off"))
    assert {row["in_place"]["wrong"] for row in off["rows"]} == {None}
    trunc = nccl_tests.parse(fixture_text("nccl_tests", "truncated"))
    assert len(trunc["rows"]) == 2 and trunc["truncated"] and not trunc["complete"]


def test_nccl_log_values():
    ok = nccl_log.parse(fixture_text("nccl_log", "ib_healthy"))
    assert (ok["nccl_version"], ok["networks"], ok["transport"]) == ("2.19.3+cuda12.2", ["IBext"], "IB")
    assert [h["device"] for h in ok["ib_hcas"]] == ["mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8"]
    assert ok["channels"]["net"] == 4 and ok["channels"]["net_gdrdma"] == 4
    assert ok["topo_file"] == "/opt/h100-80gb-sxm-ib.xml" and ok["p2p_plugin"] == "IBext"
    assert ok["plugin_path"] == "/opt/hpcx/nccl_rdma_sharp_plugin/lib/" and ok["nranks"] == 32
    sock = nccl_log.parse(fixture_text("nccl_log", "socket_fallback"))
    assert sock["transport"] == "Socket" and sock["ib_no_device"]
    assert sock["socket_interfaces"] == [{"index": 0, "interface": "eth0", "address": "10.0.0.5"}]
    assert nccl_log.parse(fixture_text("nccl_log", "ib_disabled"))["env"] == {"NCCL_IB_DISABLE": "1"}
    assert nccl_log.parse(fixture_text("nccl_log", "wrong_ib_hca"))["env"]["NCCL_IB_HCA"] == "mlx5_0,mlx5_1,mlx5_4,mlx5_9"
    nogdr = nccl_log.parse(fixture_text("nccl_log", "no_gdrdma"))
    assert nogdr["channels"]["net"] == 2 and nogdr["channels"]["net_gdrdma"] == 0
    assert nogdr["gdr_hcas"] == [{"index": 0, "device": "mlx5_0", "enabled": False, "mechanism": None}]
    trunc = nccl_log.parse(fixture_text("nccl_log", "truncated"))
    assert trunc["transport"] is None and trunc["nccl_version"] == "2.19.3+cuda12.2"


def test_seed_000_fallback_lines_alone_mean_socket():
    text = "NCCL INFO NET/IB : No device found.\nNCCL INFO NET/Socket : Using [0]eth0:10.0.0.5<0>\n"
    r = nccl_log.parse(text)
    assert r["transport"] == "Socket" and r["networks"] == []


def test_mixed_transports_and_versioned_plugin_names():
    text = "h:1:1 [0] NCCL INFO Using network IBext_v8\nh:2:2 [0] NCCL INFO Using network Socket\n"
    assert nccl_log.parse(text)["transport"] == "mixed"
    assert nccl_log.parse("h:1:1 [0] NCCL INFO Using network IBext_v8\n")["transport"] == "IB"


# Formats seen in users' public pastes: each must read as its plain original does.


def _same_as(parser, case, original):
    return PARSERS[parser].parse(fixture_text(parser, case)) == PARSERS[parser].parse(fixture_text(parser, original))


def test_perftest_header_with_spaces_for_tabs_keeps_the_device():
    """perftest prints " Dual-port       : %s\\t\\tDevice         : %s" (perftest_parameters.c); a terminal
    copy turns the tabs into spaces, and the device must not vanish into the first value."""
    r = ib_write_bw.parse(fixture_text("ib_write_bw", "spaces_for_tabs"))
    assert r["device"] == "mlx5_3" and r["settings"]["dual_port"] == "OFF"
    assert r["settings"]["transport_type"] == "IB" and r["settings"]["using_srq"] == "OFF"
    assert r["settings"]["number_of_qps"] == "1" and r["settings"]["connection_type"] == "RC"
    assert r["rows"][0]["bw_average_mb_per_s"] == 48265.12


def test_nccl_tests_rows_indented_before_the_mpi_rank_tag():
    assert _same_as("nccl_tests", "prefix_ompi_tag_indented", "plain_2node")
    r = nccl_tests.parse(fixture_text("nccl_tests", "prefix_ompi_tag_indented"))
    assert [row["size_bytes"] for row in r["rows"]][:3] == [1073741824, 2147483648, 4294967296]
    assert r["rows"][0]["out_of_place"]["busbw_gb_per_s"] == 386.65


def test_nccl_before_2_4_writes_no_nccl_word_and_socket_is_read():
    """NCCL's debug.h before 2.4: "%s:%d:%d [%d] INFO " with no NCCL word; "Using internal Network Socket"."""
    r = nccl_log.parse(fixture_text("nccl_log", "v2_1_no_nccl_word_socket"))
    assert (r["transport"], r["hosts"], r["nccl_version"]) == ("Socket", ["gpu-a", "gpu-b"], "2.1.15")
    assert not r["error"]


def test_a_timestamp_before_info_is_not_an_old_nccl_line():
    r = nccl_log.parse("2024-05-01 10:00:00 [0] INFO Using internal Network Socket\n")
    assert r["hosts"] == [] and r["transport"] is None


@pytest.mark.parametrize("parser, case, original", [
    ("nccl_log", "quoted_email", "ib_healthy"),
    ("nccl_tests", "quoted_issue_reply", "healthy_4node"),
])
def test_output_quoted_with_a_prefix_on_every_line(parser, case, original):
    assert _same_as(parser, case, original)
    assert not PARSERS[parser].parse(fixture_text(parser, case))["error"]


def test_a_quote_prefix_on_some_lines_only_is_left_alone():
    text = fixture_text("nccl_log", "ib_healthy")
    assert nccl_log.parse("> my log:\n" + text) == nccl_log.parse(text)  # the unquoted lines are read as they are
