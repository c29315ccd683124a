"""Every verdict message, as a table of (input, expected status, expected message regex)."""

from __future__ import annotations

import re

import pytest
from conftest import fixture_text

from crusoe_ib.verify.node.parsers import PARSERS
from crusoe_ib.verify.node.rules import busbw, counters, hcas, inputs, link, nccl_version, rails, results, transport, write_bw
from crusoe_ib.verify.node.thresholds import thresholds_for

H100 = "h100-80gb-sxm-ib.8x"
K3S_RAILS = ("mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8")  # the 2023 H100 layout


def fx(parser, case):
    return PARSERS[parser].parse(fixture_text(parser, case))


def port(**kw):
    base = {"device": "mlx5_0", "port": 1, "state": "ACTIVE", "state_code": 4, "phys_state": "LinkUp", "phys_state_code": 5,
            "rate_gbps": 400.0, "link_layer": "InfiniBand",
            "counters": {"symbol_error": 0, "port_rcv_errors": 0, "local_link_integrity_errors": 0, "link_downed": 0},
            "hw_counters": {"out_of_sequence": 0, "implied_nak_seq_err": 0, "local_ack_timeout_err": 0}, "unreadable": {}}
    base.update(kw)
    return base


def ports(case):
    return {p["device"]: p for p in fx("sysfs", case)["ports"]}


def one(result, index=0):
    return result[index] if isinstance(result, list) else result


TABLE = [
    # port state / phys_state / rate
    ("state active", lambda: link.check_port_state(port()), "PASS", r"^mlx5_0 port 1 state is ACTIVE\.$"),
    ("state down", lambda: link.check_port_state(ports("degraded_link")["mlx5_6"]), "FAIL", r"mlx5_6 port 1 state is 1: DOWN, expected 4: ACTIVE"),
    ("state init", lambda: link.check_port_state(port(state="INIT", state_code=2)), "FAIL", r"state is 2: INIT"),
    ("state unreadable", lambda: link.check_port_state(port(state=None)), "UNAVAILABLE", r"has no readable state"),
    ("phys linkup", lambda: link.check_phys_state(port()), "PASS", r"phys_state is LinkUp"),
    ("phys polling", lambda: link.check_phys_state(ports("degraded_link")["mlx5_6"]), "FAIL",
     r"phys_state is 2: Polling, expected 5: LinkUp \(the port is trying and failing to establish a link\)"),
    ("phys unreadable", lambda: link.check_phys_state(port(phys_state=None)), "UNAVAILABLE", r"no readable phys_state"),
    ("rate ok", lambda: link.check_port_rate(port(), 400), "PASS", r"runs at 400 Gb/s \(expected 400\)"),
    ("rate degraded", lambda: link.check_port_rate(ports("degraded_link")["mlx5_3"], 400), "FAIL",
     r"mlx5_3 port 1 runs at 200 Gb/s, below the expected 400 Gb/s \(a degraded link\)"),
    ("rate of a polling port", lambda: link.check_port_rate(ports("degraded_link")["mlx5_6"], 400), "UNAVAILABLE",
     r"^mlx5_6 port 1 prints 10 Gb/s, but its phys_state is Polling: a link that is not up has no trained rate"),
    ("rate of a disabled port", lambda: link.check_port_rate(port(state="DOWN", phys_state="Disabled", phys_state_code=3,
                                                                   rate_gbps=10.0), 400), "UNAVAILABLE",
     r"its phys_state is Disabled: .* so the rate was not judged\.$"),
    ("rate of a down port, phys_state unreadable", lambda: link.check_port_rate(port(state="DOWN", state_code=1, phys_state=None,
                                                                                     rate_gbps=10.0), 400),
     "UNAVAILABLE", r"its state is DOWN: a link that is not up"),
    ("rate of a trained port the SM has not activated", lambda: link.check_port_rate(port(state="INIT", state_code=2, rate_gbps=200.0),
                                                                                      400), "FAIL", r"runs at 200 Gb/s, below"),
    ("rate no expectation", lambda: link.check_port_rate(port(), None), "UNAVAILABLE", r"expected rate is not known"),
    ("rate unreadable", lambda: link.check_port_rate(port(rate_gbps=None), 400), "UNAVAILABLE", r"no readable rate"),
    # rails
    ("rails ok", lambda: rails.check_rails(list(ports("healthy").values()), 8, None, thresholds_for(H100).hca_layouts), "PASS",
     r"^Found 8 InfiniBand rails \(mlx5_0, mlx5_1, mlx5_2, mlx5_3, mlx5_5, mlx5_6, mlx5_7, mlx5_8\)\.$"),
    ("rails none", lambda: rails.check_rails([], 8), "FAIL", r"No InfiniBand devices found"),
    ("rails missing", lambda: rails.check_rails([p for d, p in ports("healthy").items() if d != "mlx5_3"], 8,
                                            None, thresholds_for(H100).hca_layouts), "FAIL",
     r"Found 7 of 8 InfiniBand rails .*; missing mlx5_3; not rails: mlx5_4 \(Ethernet\)\."),
    ("rails unknown", lambda: rails.check_rails([port()], None), "UNAVAILABLE", r"Found 1 InfiniBand rails \(mlx5_0\); the expected count is not known"),
    # counters
    ("counters zero", lambda: one(counters.check_error_counters(ports("healthy")["mlx5_0"])), "PASS", r"error counters are all zero"),
    ("counters nonzero", lambda: one(counters.check_error_counters(ports("counters_nonzero")["mlx5_2"])), "FAIL",
     r"mlx5_2 port 1 error counters above zero: symbol_error=12, link_downed=1\."),
    ("hw counters nonzero", lambda: one(counters.check_error_counters(ports("counters_nonzero")["mlx5_7"])), "FAIL",
     r"out_of_sequence=3, local_ack_timeout_err=5"),
    ("counters absent", lambda: one(counters.check_error_counters(ports("counters_absent")["mlx5_1"])), "UNAVAILABLE",
     r"^mlx5_1 port 1 does not expose hw_counters/out_of_sequence, hw_counters/implied_nak_seq_err, hw_counters/local_ack_timeout_err\.$"),
    ("counters unreadable", lambda: one(counters.check_error_counters(port(hw_counters={}, unreadable={"hw_counters/out_of_sequence": "Invalid argument"}))),
     "UNAVAILABLE", r"unreadable: hw_counters/out_of_sequence \(Invalid argument\)"),
    # ib_write_bw
    ("write_bw ok", lambda: write_bw.check_write_bw(fx("ib_write_bw", "ndr_healthy"), 45000, "rail mlx5_0: a -> b", 48000), "PASS",
     r"^rail mlx5_0: a -> b: ib_write_bw average 48265 MB/s \(floor 45000\)\.$"),
    ("write_bw low", lambda: write_bw.check_write_bw(fx("ib_write_bw", "low_bw"), 45000, "rail mlx5_3: node-000 -> node-001", 48000), "FAIL",
     r"^rail mlx5_3: node-000 -> node-001: ib_write_bw average 31499 MB/s is below the floor of 45000 MB/s \(target 48000\)\.$"),
    ("write_bw gbits", lambda: write_bw.check_write_bw(fx("ib_write_bw", "report_gbits"), 45000, "x"), "PASS", r"average 48265 MB/s"),
    ("write_bw no floor", lambda: write_bw.check_write_bw(fx("ib_write_bw", "ndr_healthy"), None, "x"), "UNAVAILABLE", r"no floor is known"),
    ("write_bw connect error", lambda: write_bw.check_write_bw(fx("ib_write_bw", "connect_error"), 45000, "x"), "FAIL",
     r"^could not parse ib_write_bw output because no result row; the tool said: Couldn't connect to 10\.0\.0\.7:18515$"),
    ("write_bw wrong tool", lambda: write_bw.check_write_bw(fx("ib_write_bw", "wrong_tool"), 45000, "x"), "FAIL",
     r"could not parse ib_write_bw output because no ib_write_bw report found"),
    # NCCL transport and the field guide checklist
    ("transport ib", lambda: transport.check_nccl_transport(fx("nccl_log", "ib_healthy")), "PASS",
     r"NCCL uses InfiniBand \(Using network IBext; HCAs mlx5_0, mlx5_1, mlx5_2, mlx5_3, mlx5_5, mlx5_6, mlx5_7, mlx5_8\)"),
    ("transport socket, nothing known", lambda: transport.check_nccl_transport(fx("nccl_log", "socket_fallback")), "FAIL",
     r"(?s)NCCL is using Socket, not InfiniBand \(Using network Socket; NET/IB : No device found; NET/Socket : Using eth0:10\.0\.0\.5\)\."
     r"\nChecklist \(Crusoe InfiniBand field guide, in order\):\n1\. instance type ends in -ib: not known \[not known\]"
     r"\n2\. host_channel_adapters present: not known \[not known\]\n3\. all nodes on the same partition: not known \[not known\]"
     r"\n4\. NCCL_IB_DISABLE not set to 1: not known \[not known\]$"),
    ("transport socket, wrong type", lambda: transport.check_nccl_transport(fx("nccl_log", "socket_fallback"), {"instance_type": "h100-80gb-sxm.8x"}),
     "FAIL", r"1\. instance type ends in -ib: h100-80gb-sxm\.8x \[PROBLEM\]"),
    ("transport socket, no hca", lambda: transport.check_nccl_transport(fx("nccl_log", "socket_fallback"), {"instance_type": H100, "host_channel_adapters": []}),
     "FAIL", r"1\. instance type ends in -ib: h100-80gb-sxm-ib\.8x \[ok\]\n2\. host_channel_adapters present: absent \[PROBLEM\]"),
    ("transport socket, two partitions", lambda: transport.check_nccl_transport(
        fx("nccl_log", "socket_fallback"), {"instance_type": H100, "host_channel_adapters": 1, "partition_ids": ["p-a", "p-b"], "env": {}}),
     "FAIL", r"2\. host_channel_adapters present: 1 block\(s\) \[ok\]\n3\. all nodes on the same partition: 2 partitions: p-a, p-b \[PROBLEM\]\n4\. NCCL_IB_DISABLE not set to 1: not set \[ok\]"),
    ("transport socket, ib disabled", lambda: transport.check_nccl_transport(
        fx("nccl_log", "ib_disabled"), {"instance_type": H100, "host_channel_adapters": 1, "partition_ids": ["p-a", "p-a"]}),
     "FAIL", r"3\. all nodes on the same partition: one partition \(p-a\) for 2 node\(s\) \[ok\]\n4\. NCCL_IB_DISABLE not set to 1: NCCL_IB_DISABLE=1 \[PROBLEM\]"),
    ("transport unknown", lambda: transport.check_nccl_transport(fx("nccl_log", "truncated")), "UNAVAILABLE", r"no 'Using network' line"),
    ("transport garbage", lambda: transport.check_nccl_transport(fx("nccl_log", "binary")), "FAIL", r"^could not parse the NCCL log because input is binary"),
    ("transport mixed", lambda: transport.check_nccl_transport(PARSERS["nccl_log"].parse("h:1:1 [0] NCCL INFO Using network IB\nh:1:1 [0] NCCL INFO Using network Socket\n")),
     "FAIL", r"NCCL is using a mix of transports"),
    # GDRDMA
    ("gdrdma all", lambda: transport.check_gdrdma(fx("nccl_log", "ib_healthy")), "PASS", r"All 4 network channels use GPUDirect RDMA"),
    ("gdrdma none", lambda: transport.check_gdrdma(fx("nccl_log", "no_gdrdma")), "FAIL", r"None of 2 network channels use GPUDirect RDMA"),
    ("gdrdma some", lambda: transport.check_gdrdma(PARSERS["nccl_log"].parse(
        "h:1:1 [0] NCCL INFO Using network IB\nh:1:1 [0] NCCL INFO Channel 00/0 : 0[0] -> 8[0] [send] via NET/IB/0/GDRDMA\n"
        "h:1:1 [0] NCCL INFO Channel 01/0 : 0[0] -> 8[0] [send] via NET/IB/1\n")), "WARN", r"Only 1 of 2 network channels"),
    ("gdrdma no channels", lambda: transport.check_gdrdma(PARSERS["nccl_log"].parse("h:1:1 [0] NCCL INFO Using network IB\n")), "UNAVAILABLE",
     r"No 'via NET/' channel lines"),
    # NCCL_IB_HCA
    ("ib_hca unset", lambda: hcas.check_nccl_ib_hca(None, ["mlx5_0"]), "PASS", r"NCCL_IB_HCA is not set"),
    ("ib_hca wrong", lambda: hcas.check_nccl_ib_hca(fx("nccl_log", "wrong_ib_hca")["env"]["NCCL_IB_HCA"], K3S_RAILS, 8), "FAIL",
     r"^NCCL_IB_HCA entries mlx5_4, mlx5_9 match no InfiniBand device on the node \(devices: mlx5_0, mlx5_1, mlx5_2, mlx5_3, mlx5_5, mlx5_6, mlx5_7, mlx5_8\)\.$"),
    ("ib_hca exact typo", lambda: hcas.check_nccl_ib_hca("=mlx5_0,mlx5_", ["mlx5_0", "mlx5_1"]), "FAIL", r"entries mlx5_ match no"),
    ("ib_hca prefix ok", lambda: hcas.check_nccl_ib_hca("mlx5", ["mlx5_0", "mlx5_1"], 2), "PASS", r"NCCL_IB_HCA=mlx5 matches mlx5_0, mlx5_1"),
    ("ib_hca subset", lambda: hcas.check_nccl_ib_hca("mlx5_0:1,mlx5_1:1", K3S_RAILS, 8), "WARN", r"selects 2 of 8 rails"),
    ("ib_hca exclude", lambda: hcas.check_nccl_ib_hca("^mlx5_4", ["mlx5_0"]), "PASS", r"excludes devices; mlx5_4 match nothing"),
    ("ib_hca devices unknown", lambda: hcas.check_nccl_ib_hca("mlx5_0", None), "UNAVAILABLE", r"devices are not known"),
    # nccl-tests
    ("wrong zero", lambda: results.check_nccl_wrong(fx("nccl_tests", "healthy_4node")), "PASS", r"#wrong is 0 in all 4 rows"),
    ("wrong nonzero", lambda: results.check_nccl_wrong(fx("nccl_tests", "wrong_nonzero")), "FAIL",
     r"nccl-tests reported data errors \(#wrong above zero: 2147483648 B out_of_place=4096, 8589934592 B out_of_place=12\)"),
    ("wrong validation off", lambda: results.check_nccl_wrong(fx("nccl_tests", "validation_off")), "UNAVAILABLE", r"Validation was off"),
    ("wrong garbage", lambda: results.check_nccl_wrong(fx("nccl_tests", "wrong_tool")), "FAIL",
     r"^could not parse nccl-tests output because no nccl-tests result rows found$"),
    ("truncated run", lambda: results.check_nccl_complete(fx("nccl_tests", "truncated")), "WARN",
     r"stops after the 2147483648 B row, before '# Avg bus bandwidth'"),
    ("busbw ok", lambda: busbw.check_nccl_busbw(fx("nccl_tests", "healthy_4node"), thresholds_for(H100, 4)), "PASS",
     r"^h100-80gb-sxm-ib\.8x busbw 386\.65 GB/s \(lowest of in-place/out-of-place over 4 rows >= 1073741824 B\) on 4 nodes; floor 351\.0, expected 390\.0\.$"),
    ("busbw low", lambda: busbw.check_nccl_busbw(fx("nccl_tests", "low_busbw"), thresholds_for(H100, 4)), "FAIL",
     r"^Below the floor: h100-80gb-sxm-ib\.8x busbw 212\.66 GB/s .* floor 351\.0"),
    ("busbw nodes from output", lambda: busbw.check_nccl_busbw(fx("nccl_tests", "plain_2node"), thresholds_for(H100)), "PASS", r"on 2 nodes; floor 351\.0"),
    ("busbw a100 scaled", lambda: busbw.check_nccl_busbw(fx("nccl_tests", "healthy_4node"), thresholds_for("a100-80gb-sxm-ib.8x", 4)), "PASS", r"floor 175\.5, expected 195\.0"),
    ("busbw no type", lambda: busbw.check_nccl_busbw(fx("nccl_tests", "healthy_4node"), None), "UNAVAILABLE", r"instance type is not known"),
    ("busbw one node", lambda: busbw.check_nccl_busbw(fx("nccl_tests", "healthy_4node"), thresholds_for(H100, 1)), "UNAVAILABLE", r"One node: all-reduce stays on NVLink"),
    ("busbw no node count", lambda: busbw.check_nccl_busbw({"rows": fx("nccl_tests", "healthy_4node")["rows"], "hosts": [], "error": None},
                                                       thresholds_for(H100)), "UNAVAILABLE", r"node count is not known"),
    ("busbw small sizes only", lambda: busbw.check_nccl_busbw(PARSERS["nccl_tests"].parse(
        "    8388608   2097152  float  sum  -1  120.1  69.85  130.97  0  119.8  70.02  131.29  0\n"), thresholds_for(H100, 2)),
     "UNAVAILABLE", r"No result row at >= 1073741824 B \(largest 8388608 B\)"),
    ("busbw garbage", lambda: busbw.check_nccl_busbw(fx("nccl_tests", "binary"), thresholds_for(H100, 2)), "FAIL", r"^could not parse nccl-tests output because input is binary"),
    ("version ok", lambda: nccl_version.check_nccl_version(fx("nccl_log", "ib_healthy")), "PASS", r"NCCL 2\.19\.3\+cuda12\.2\."),
    ("version old", lambda: nccl_version.check_nccl_version(fx("nccl_log", "no_gdrdma")), "WARN", r"NCCL 2\.18\.1\+cuda12\.1 is older than 2\.19"),
    ("parse failure", lambda: inputs.parse_failure("ibstat output", "no CA sections found"), "FAIL", r"^could not parse ibstat output because no CA sections found$"),
]


def test_table_ids_are_unique():
    ids = [row[0] for row in TABLE]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("name,make,status,pattern", TABLE, ids=[row[0] for row in TABLE])
def test_verdict(name, make, status, pattern):
    verdict = make()
    assert verdict.status == status, verdict
    assert re.search(pattern, verdict.reason), verdict.reason
    if status in ("FAIL", "WARN") and verdict.rule != "parse":
        assert verdict.remediation


def test_every_rule_appears_in_the_table():
    rules = {make().rule for _, make, _, _ in TABLE}
    assert rules == {"port_state", "port_phys_state", "port_rate", "ib_rails", "error_counters", "write_bw", "nccl_transport",
                     "nccl_gdrdma", "nccl_ib_hca", "nccl_wrong", "nccl_complete", "nccl_busbw", "nccl_version", "parse"}


def test_absent_counters_are_never_zero_and_both_findings_are_kept():
    p = port(counters={"symbol_error": 3}, hw_counters={})
    found = counters.check_error_counters(p)
    assert [x.status for x in found] == ["FAIL", "UNAVAILABLE"]
    assert "port_rcv_errors" in found[1].reason and "symbol_error=3" in found[0].reason


def test_socket_remediation_names_the_first_problem():
    ctx = {"instance_type": "h100-80gb-sxm.8x", "host_channel_adapters": 0, "partition_ids": ["a", "b"], "env": {"NCCL_IB_DISABLE": "1"}}
    verdict = transport.check_nccl_transport(fx("nccl_log", "socket_fallback"), ctx)
    assert verdict.remediation.startswith("Use an -ib instance type")
    assert [i["ok"] for i in verdict.details["checklist"]] == [False, False, False, False]
    assert transport.check_gdrdma(fx("nccl_log", "socket_fallback")) is None


def test_socket_remediation_asks_for_the_first_unknown_item():
    verdict = transport.check_nccl_transport(fx("nccl_log", "socket_fallback"), {"instance_type": H100})
    assert verdict.remediation == "Item 2 is not known: pass --host-channel-adapters N (or host_channel_adapters in --context)."


def test_an_unknown_all_reduce_floor_reports_the_measured_value_and_how_to_judge_it():
    """B200 has no public all-reduce figure: the run is reported (UNAVAILABLE) with its busbw, never judged."""
    gib = 1 << 30
    row = {"size_bytes": gib, "count": gib // 4, "type": "float", "redop": "sum", "root": -1,
           "out_of_place": {"time_us": 1.0, "algbw_gb_per_s": 1.0, "busbw_gb_per_s": 300.0, "wrong": 0},
           "in_place": {"time_us": 1.0, "algbw_gb_per_s": 1.0, "busbw_gb_per_s": 310.0, "wrong": 0}}
    tests = {"rows": [row], "collective": "all_reduce", "collective_source": "banner", "error": None}
    verdict = busbw.check_nccl_busbw(tests, thresholds_for("b200-180gb-sxm-ib.8x", 4), 4, "all_reduce")
    assert verdict.status == "UNAVAILABLE" and verdict.details["busbw_gb_per_s"] == 300.0
    assert "busbw 300.00 GB/s" in verdict.reason and "no public figure for b200-180gb-sxm-ib.8x on 4 nodes" in verdict.reason
    assert "busbw_floor_gb_per_s" in verdict.remediation


def test_an_rccl_log_without_gdrdma_gets_the_amd_fix_not_nvidia_peermem():
    log = {"error": None, "transport": "IB", "library": "RCCL", "channels": {"net": 4, "net_gdrdma": 0}}
    verdict = transport.check_gdrdma(log)
    assert verdict.status == "FAIL" and "nvidia_peermem" not in verdict.remediation and "ROCm" in verdict.remediation
