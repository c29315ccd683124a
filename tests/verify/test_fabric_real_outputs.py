"""The fabric and NCCL rules on outputs that real machines printed (GitHub issues and pull requests of NVIDIA/nccl,
NVIDIA/nccl-tests, linux-rdma, Azure, leptonai/gpud, NVIDIA/dgx-spark-playbooks, ...; each ``real_*`` fixture's
``<case>.source.txt`` names where it came from and the machine): pastes that lost their indentation or their ``#``,
tools that stop half-way (ibpanic, a segfault), logs that only say GPU Direct RDMA is disabled, and runs that are
too small to judge. Each test pins the verdict a user acts on."""

from __future__ import annotations

import json
import re

import pytest
from conftest import FIXTURES, fixture_text

from crusoe_ib.verify.node import suites
from crusoe_ib.verify.node.parsers import PARSERS, ib_write_bw, nccl_log, nccl_tests
from crusoe_ib.verify.node.rules import busbw, link, nccl_errors, pcie, results, transport, write_bw
from crusoe_ib.verify.node.thresholds import thresholds_for
from crusoe_ib.verify.node.ports import from_ibstat
from crusoe_ib.verify.operator import cli

H100 = "h100-80gb-sxm-ib.8x"
FABRIC_PARSERS = ("ethtool_stats", "ib_write_bw", "ibstat", "ibstatus", "nccl_log", "nccl_tests", "nccl_topo", "perfquery",
                  "sysfs")
REAL = sorted(p for d in FABRIC_PARSERS for p in (FIXTURES / d).glob("real_*.out"))


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, _ = capsys.readouterr()
    return code, json.loads(out)


def rules(doc, rule):
    return [(v["status"], v["subject"], v["reason"], v["remediation"]) for v in doc["verdicts"] if v["rule"] == rule]


def fx(parser, case):
    return PARSERS[parser].parse(fixture_text(parser, case))


# --- provenance ---------------------------------------------------------------------------------


@pytest.mark.parametrize("out", REAL, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_real_fabric_fixture_says_where_it_came_from(out):
    source = out.with_name(out.stem + ".source.txt")
    assert source.exists(), f"{out.name}: add {source.name} (real: <where, when>, Machine: <what>)"
    text = source.read_text()
    assert text.startswith("real: ") and re.search(r"https://github\.com/\S+/(issues/\d+|pull/\d+|blob/\S+)", text), source.name
    assert "Machine:" in text and "Shows:" in text, source.name


def test_the_real_samples_cover_every_tool_but_sysfs():
    covered = {p.parent.name for p in REAL}
    assert covered == set(FABRIC_PARSERS) - {"sysfs"}  # no public dump of a VM's /sys/class/infiniband was found
    assert len(REAL) >= 25


# --- ibstat / ibstatus: pastes without indentation, ibpanic --------------------------------------


def test_ibstat_pasted_flush_left_is_read_and_an_initializing_port_gets_the_subnet_manager_advice():
    parsed = fx("ibstat", "real_azure_initializing_flat")
    (ca,) = parsed["cas"]
    assert (ca["name"], ca["ca_type"], ca["firmware_version"]) == ("mlx5_ib0", "MT4124", "20.28.4000")
    (port,) = ca["ports"]
    assert (port["state"], port["physical_state"], port["rate_gbps"], port["link_layer"]) == ("Initializing", "LinkUp", 200.0,
                                                                                              "InfiniBand")
    verdict = link.check_port_state(from_ibstat(parsed)[0])
    assert verdict.status == "FAIL" and "state is INITIALIZING" in verdict.reason
    assert "subnet manager has not activated the port" in verdict.remediation


def test_ibstat_that_panics_before_any_ca_says_so_and_how_to_run_it():
    parsed = fx("ibstat", "real_azure_ibpanic_only")
    assert parsed["cas"] == [] and parsed["errors"] == [
        "ibpanic: [8371] main: stat of IB device 'mlx5_an0' failed: No such file or directory"]
    assert parsed["error"].startswith("ibstat stopped before printing any CA (ibpanic: [8371]")
    assert "`ibstat <device>`" in parsed["error"]


def test_ibstat_that_panics_after_a_ca_keeps_the_ca_and_the_panic():
    parsed = fx("ibstat", "real_ibpanic_after_one_ca")
    assert parsed["error"] is None and [c["name"] for c in parsed["cas"]] == ["mlx5_7"]
    assert parsed["cas"][0]["ports"][0]["state"] == "Active" and parsed["cas"][0]["ca_type"] == "..."
    assert parsed["errors"] == ["ibpanic: [1323906] main: stat of IB device 'mlx5_8' failed: No such file or directory"]


@pytest.mark.parametrize("case,state,phys", [
    ("real_cx7_down_polling", "FAIL", "FAIL"),     # Down / Polling at the placeholder rate 10
    ("real_sriov_vf_down_linkup", "FAIL", "PASS"),  # a VF with light but not active on the fabric
])
def test_ibstat_down_ports(case, state, phys):
    (port,) = from_ibstat(fx("ibstat", case))
    assert (link.check_port_state(port).status, link.check_phys_state(port).status) == (state, phys)


def test_a_polling_port_placeholder_rate_is_not_called_a_degraded_link():
    # ibstat prints "Rate: 10" for a port that never trained (the kernel's SDR fallback): the state rules FAIL the
    # port; the rate rule must not blame a slow link, and must send the user to those rules.
    (port,) = from_ibstat(fx("ibstat", "real_cx7_down_polling"))
    verdict = link.check_port_rate(port, thresholds_for(H100).rate_gbps)
    assert verdict.status == "UNAVAILABLE"
    assert "degraded" not in verdict.reason and "phys_state is Polling" in verdict.reason
    assert "port_phys_state" in verdict.remediation


def test_a_vf_that_trained_but_is_not_active_still_has_its_rate_judged():
    # Physical state LinkUp: the 200 is what the ConnectX-6 link trained at, so an NDR type still FAILs it.
    (port,) = from_ibstat(fx("ibstat", "real_sriov_vf_down_linkup"))
    verdict = link.check_port_rate(port, thresholds_for(H100).rate_gbps)
    assert verdict.status == "FAIL" and "runs at 200 Gb/s" in verdict.reason


def test_ibstatus_pasted_flush_left_is_read():
    (port,) = fx("ibstatus", "real_azure_flat_excerpt")["ports"]
    assert (port["device"], port["state_code"], port["state"], port["phys_state_code"], port["phys_state"]) == (
        "mlx5_an0", 4, "ACTIVE", 5, "LinkUp")
    assert (port["base_lid"], port["sm_lid"], port["default_gid"]) == ("0x0", "0x0", "unknown")


# --- perfquery, ethtool -S ---------------------------------------------------------------------------


def test_perfquery_header_with_capmask2_and_counters_without_a_header():
    (section,) = fx("perfquery", "real_rhel75_extended_capmask2")["sections"]
    assert (section["title"], section["lid"], section["port"], section["cap_mask"]) == ("Port extended counters", 10, 1, "0x5300")
    assert len(section["counters"]) == 25 and section["counters"]["SymbolErrorCounter"] == 0
    bare = fx("perfquery", "real_ibsim_counters_without_header")
    assert bare["error"] is None and bare["sections"][0]["title"] == "" and bare["counters"]["LinkDownedCounter"] == 0


def test_ethtool_mlx5_counters_are_integers():
    stats = fx("ethtool_stats", "real_mlx5_cx4_excerpt")["statistics"]
    assert len(stats) == 23 and stats["rx_bytes"] == 2195783498134 and stats["tx_queue_stopped"] == 0


# --- ib_write_bw -----------------------------------------------------------------------------------


def test_an_8_byte_message_rate_run_is_not_judged_against_the_link_floor(capsys):
    parsed = fx("ib_write_bw", "real_post_list_8_bytes_gbits")
    assert [(r["bytes"], r["bw_average_mb_per_s"]) for r in parsed["rows"]] == [(8, 60.0)]  # 0.48 Gb/sec
    code, doc = run(capsys, "pair", "--parse", FIXTURES / "ib_write_bw" / "real_post_list_8_bytes_gbits.out",
                    "--instance-type", H100, "--json")
    ((status, _, reason, fix),) = rules(doc, "write_bw")
    assert status == "UNAVAILABLE" and "only messages of up to 8 B" in reason and "-a" in fix
    assert code == 0  # nothing failed: the run cannot say


def test_an_ib_write_bw_large_enough_row_is_still_judged():
    report = {"error": None, "bidirectional": False, "rows": [
        {"bytes": 8, "iterations": 5000, "bw_peak_mb_per_s": 1.0, "bw_average_mb_per_s": 1.0, "msg_rate_mpps": 1.0},
        {"bytes": 65536, "iterations": 5000, "bw_peak_mb_per_s": 30000.0, "bw_average_mb_per_s": 30000.0, "msg_rate_mpps": 1.0}]}
    verdict = write_bw.check_write_bw(report, 45000.0, "pair")
    assert verdict.status == "FAIL" and "30000 MB/s" in verdict.reason


def test_perftest_that_cannot_connect_fails_quoting_it(capsys):
    code, doc = run(capsys, "pair", "--parse", FIXTURES / "ib_write_bw" / "real_couldnt_connect_socket.out", "--instance-type",
                    H100, "--json")
    ((status, _, reason, _),) = rules(doc, "parse")
    assert code == 1 and status == "FAIL" and "Couldn't connect to 192.168.125.211:18515" in reason


def test_a_completion_error_or_a_failed_key_exchange_is_the_error_quoted():
    status4 = fx("ib_write_bw", "real_completion_error_status4")
    assert status4["run_error"] == "Completion with error at client" and status4["rows"] == []
    assert "Failed status 4: wr_id 0 syndrom 0x51" in status4["errors"]
    server = fx("ib_write_bw", "real_server_read_keys_failed_mlx4")
    assert (server["test"], server["unit"], server["rows"]) == ("RDMA_Read BW Test", "MB/sec", [])
    assert server["error"] == "no result row; the tool said: ethernet_read_keys: Couldn't read remote address"


def test_rdma_core_provider_warnings_do_not_hide_perftests_own_complaint():
    # perftest issue #262's first lines (a host without the mana/erdma providers), then Mellanox/SparkRDMA #31's run.
    noise = ("libibverbs: Warning: couldn't load driver 'libmana-rdmav34.so': libmana-rdmav34.so: cannot open shared "
             "object file: No such file or directory\n")
    parsed = ib_write_bw.parse(noise + fixture_text("ib_write_bw", "real_server_read_keys_failed_mlx4"))
    assert parsed["error"] == "no result row; the tool said: ethernet_read_keys: Couldn't read remote address"


def test_a_run_that_breaks_after_its_first_sizes_fails_instead_of_judging_them():
    # The -a rows of perftest issue #132 (mlx5_0, --report_gbits), then the completion error of issue #173.
    rows = ("---------------------------------------------------------------------------------------\n"
            " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]\n"
            " 2          5000           0.042350            0.042185            2.636533\n"
            " 4          5000           0.084507            0.084457            2.639276\n"
            " 8          5000             0.17               0.17   \t\t   2.641399\n")
    parsed = ib_write_bw.parse(rows + fixture_text("ib_write_bw", "real_completion_error_status4"))
    assert len(parsed["rows"]) == 3 and parsed["error"] is None and parsed["run_error"] == "Completion with error at client"
    verdict = write_bw.check_write_bw(parsed, 45000.0, "pair")
    assert verdict.status == "FAIL" and verdict.reason == (
        "pair: ib_write_bw failed after the 8 B row: Completion with error at client")


# --- NCCL logs -------------------------------------------------------------------------------------


@pytest.mark.parametrize("case,host,kinds", [
    ("real_v2_8_3_create_qp_failed", "hai-a100-3", ["ibverbs_call"]),
    ("real_v2_1_create_qp_unhandled_system_error", "machine", ["ibverbs_call", "nccl_error"]),
    ("real_v2_22_3_proxy_connect_segfault", "job-3bb823c0-6d27-4312-8094-1c5910bf9b51-worker-0", ["crash", "nccl_error"]),
])
def test_failed_verbs_calls_proxy_errors_and_crashes_fail_the_log(capsys, case, host, kinds):
    code, doc = run(capsys, "diagnose", FIXTURES / "nccl_log" / (case + ".out"), "--json")
    errors = rules(doc, "nccl_errors")
    assert code == 1 and errors[0][:2] == ("FAIL", host)
    assert sorted({e["kind"] for e in fx("nccl_log", case)["errors"]}) == kinds


@pytest.mark.parametrize("case,host,rank,kinds", [
    ("real_timestamped_ompi_async_catastrophic", "container-e275-1553839402050-12124-01-000057", 12,
     ["ib_async_event", "ibverbs_call"]),
    ("real_v2_21_5_qp_fatal_event", "h100-28", None, ["ib_async_event", "ib_completion", "nccl_error"]),
    ("real_v2_25_1_qp_invalid_request", "node-0", None, ["ib_async_event"]),
])
def test_hca_async_events_and_fatal_communicators_fail_with_their_host(case, host, rank, kinds):
    log = fx("nccl_log", case)
    assert {(e["host"], e["severity"]) for e in log["errors"]} == {(host, "FAIL")}
    assert log["errors"][0]["rank"] == rank and sorted({e["kind"] for e in log["errors"]}) == kinds
    assert nccl_errors.check_nccl_errors(log)[0].status == "FAIL"


@pytest.mark.parametrize("event,severity", [
    ("Got async event : local catastrophic error", "FAIL"),
    ("mlx5_0:1 Got async event : local access violation work queue error", "FAIL"),
    ("mlx5_0:1 Got async event : port error", "FAIL"),
    ("mlx5_0:1 Got async event : GID table change", "WARN"),       # routine: a warning only
    ("mlx5_0:1 Got async event : client reregistration", "WARN"),
])
def test_async_event_names(event, severity):
    (e,) = nccl_log.parse(f"h:1:2 [0] transport/net_ib.cc:101 NCCL WARN NET/IB : {event}\n")["errors"]
    assert e["severity"] == severity


def test_a_segfault_names_its_host_from_the_ucx_tag():
    crash = [e for e in fx("nccl_log", "real_v2_22_3_proxy_connect_segfault")["errors"] if e["kind"] == "crash"]
    assert [(e["host"], e["severity"]) for e in crash] == [("job-3bb823c0-6d27-4312-8094-1c5910bf9b51-worker-0", "FAIL")]
    assert "a crashed process" in nccl_errors.check_nccl_errors({"errors": crash, "error_count": 1})[0].reason


def test_an_init_only_log_with_gpu_direct_rdma_disabled_on_every_hca_fails():
    log = fx("nccl_log", "real_roce_gdr_disabled_init")
    assert [(h["device"], h["enabled"]) for h in log["gdr_hcas"]] == [("mlx5_0", False), ("mlx5_1", False)]
    verdict = transport.check_gdrdma(log)
    assert verdict.status == "FAIL" and "Disabled for mlx5_0, mlx5_1" in verdict.reason and "DMA-BUF" in verdict.remediation


def test_nccls_ib_transport_over_roce_only_is_not_the_infiniband_fabric():
    roce = transport.check_nccl_transport(fx("nccl_log", "real_roce_gdr_disabled_init"))
    assert roce.status == "FAIL" and "RoCE (Ethernet) devices only" in roce.reason and "NCCL_IB_HCA" in roce.remediation
    # One InfiniBand rail among them (Crusoe's Ethernet VF mlx5_0 listed too) is still InfiniBand.
    mixed = nccl_log.parse("h:1:2 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/IB [RO]; OOB eth0:10.0.0.1<0>\n"
                           "h:1:2 [0] NCCL INFO Using network IB\n")
    assert transport.check_nccl_transport(mixed).status == "PASS"


@pytest.mark.parametrize("line,enabled,mechanism", [
    ("h:1:2 [0] NCCL INFO NET/IB : GPU Direct RDMA (DMABUF) enabled for HCA 0 'mlx5_1", True, "DMABUF"),
    ("h:1:2 [0] NCCL INFO NET/IB : GPU Direct RDMA (nvidia-peermem) enabled for HCA 3 'mlx5_4", True, "nvidia-peermem"),
    ("h:1:2 [0] NCCL INFO NET/IB : GPU Direct RDMA Disabled for HCA 0 'mlx5_0' (no module)", False, None),
])
def test_every_gpu_direct_rdma_spelling(line, enabled, mechanism):
    (hca,) = nccl_log.parse(line)["gdr_hcas"]
    assert (hca["enabled"], hca["mechanism"]) == (enabled, mechanism)


def test_a_hca_enabled_by_dma_buf_is_not_failed_by_a_plugin_saying_disabled():
    log = nccl_log.parse("h:1:2 [0] NCCL INFO Using network IB\n"
                         "h:1:2 [0] NCCL INFO NET/IB : GPU Direct RDMA (DMABUF) enabled for HCA 0 'mlx5_1\n"
                         "h:1:2 [0] NCCL INFO NET/Plugin v10 : GPU Direct RDMA Disabled for HCA 0 'mlx5_1'\n")
    assert transport.check_gdrdma(log).status == "UNAVAILABLE"


def test_missing_libibverbs_is_named_and_its_fix_given(capsys):
    code, doc = run(capsys, "diagnose", FIXTURES / "nccl_log" / "real_libibverbs_missing_socket.out", "--instance-type", H100,
                    "--json")
    ((status, _, reason, fix),) = rules(doc, "nccl_transport")
    assert code == 1 and status == "FAIL" and "Failed to open libibverbs.so" in reason
    assert "libibverbs1" in fix and "/dev/infiniband" in fix


def test_no_ib_device_on_2_27_is_socket_and_each_line_is_named_once(capsys):
    log = fx("nccl_log", "real_v2_27_5_no_ib_device_socket")
    assert (log["transport"], log["ib_no_device"], log["errors"], log["nccl_version"]) == ("Socket", True, [], "2.27.5+cuda12.9")
    code, doc = run(capsys, "diagnose", FIXTURES / "nccl_log" / "real_v2_27_5_no_ib_device_socket.out", "--json")
    ((status, _, reason, _),) = rules(doc, "nccl_transport")
    assert code == 1 and status == "FAIL" and reason.startswith(
        "NCCL is using Socket, not InfiniBand (no 'Using network' line; NET/IB : No device found; "
        "NET/Socket : Using eth0:192.168.69.159).")


def test_nccl_2_4_roce_devices_are_not_the_types_infiniband_rails(capsys):
    log = fx("nccl_log", "real_v2_4_2_roce_only_ompi_tags")
    assert log["transport"] == "IB" and log["hosts"] == ["gpu6", "gpu7"] and len(log["ib_hcas"]) == 34
    assert {h["link_layer"] for h in log["ib_hcas"]} == {"RoCE"}
    code, doc = run(capsys, "diagnose", FIXTURES / "nccl_log" / "real_v2_4_2_roce_only_ompi_tags.out", "--instance-type",
                    H100, "--json")
    ((status, _, reason, _),) = rules(doc, "nccl_hcas")
    assert code == 1 and status == "FAIL" and "gpu6 lists 0 of 8 (and 34 RoCE/Ethernet device(s), which are not rails)" in reason


def test_a_launcher_host_prefix_with_blank_lines_gives_both_hosts_and_no_error():
    log = fx("nccl_log", "real_azure_host_prefix_blank_lines")
    assert (log["hosts"], log["errors"], log["error"]) == (["MLVM2", "MLVM"], [], None)


# --- nccl-tests ------------------------------------------------------------------------------------


def test_out_of_bounds_values_fail_an_old_all_gather_pasted_without_hashes(capsys):
    tests = fx("nccl_tests", "real_v2_4_all_gather_oob_failed")
    assert (tests["out_of_bounds_values"], tests["wrong_semantics"], tests["complete"]) == (2, "max_error", True)
    code, doc = run(capsys, "diagnose", FIXTURES / "nccl_tests" / "real_v2_4_all_gather_oob_failed.out", "--json")
    assert code == 1 and rules(doc, "nccl_wrong")[0][:3] == ("FAIL", "nccl-tests",
                                                             "nccl-tests reported data errors (out of bounds values: 2).")


@pytest.mark.parametrize("case,version,nccl,collective,rows", [
    ("real_v2_17_6_all_gather_gb10_excerpt", "2.17.6", "2.28.3", "all_gather", 1),
    ("real_v2_20_0_all_reduce_gb10_excerpt", "2.20.0", "2.31.2", "all_reduce", 4),
])
def test_newest_banners(case, version, nccl, collective, rows):
    t = fx("nccl_tests", case)
    assert (t["version"], t["nccl_version"], t["collective"], t["collective_source"], len(t["rows"])) == (
        version, nccl, collective, "banner", rows)
    assert t["hosts"] == (["spark", "spark-3995"] if "2_17" in case else ["spark-d708", "spark-dbf4"])
    assert t["truncated"] and results.check_nccl_complete(t).status == "WARN"


def test_a_single_gpu_alltoall_with_na_in_place_counts_is_no_data_error():
    t = fx("nccl_tests", "real_alltoall_single_gpu_inplace_na")
    assert (t["rows"][0]["in_place"]["wrong"], t["avg_busbw_gb_per_s"], t["complete"]) == (None, 0.0, True)
    assert results.check_nccl_wrong(t).status == "PASS"


def test_large_rows_without_a_device_block_are_judged_once_the_node_count_is_given(capsys):
    case = FIXTURES / "nccl_tests" / "real_ring_large_rows_without_devices.out"
    _, doc = run(capsys, "diagnose", case, "--instance-type", H100, "--json")
    assert rules(doc, "nccl_busbw")[0][0] == "UNAVAILABLE"
    code, doc = run(capsys, "diagnose", case, "--instance-type", H100, "--nodes", "2", "--json")
    ((status, _, reason, _),) = rules(doc, "nccl_busbw")
    assert code == 1 and status == "FAIL" and "busbw 93.58 GB/s" in reason


def test_validation_off_in_the_old_error_column_is_said_so_and_missing_verbs_make_it_socket():
    verdicts, facts, _ = suites.nccl_verdicts(fixture_text("nccl_tests", "real_v2_9_6_broadcast_c0_excerpt"),
                                              {"instance_type": H100})
    by_rule = {v.rule: v for v in verdicts}
    assert by_rule["nccl_wrong"].status == "UNAVAILABLE" and by_rule["nccl_wrong"].reason == "Validation was off (#wrong is N/A)."
    assert by_rule["nccl_transport"].status == "FAIL" and facts["nccl_log"]["hosts"] == ["v100-gpu-1", "v100-gpu-5"]


def test_rank_0_on_two_hosts_is_two_separate_runs_not_a_two_node_test():
    t = fx("nccl_tests", "real_no_mpi_rank0_on_two_hosts")
    assert (t["rank0_hosts"], t["nranks"]) == (["ip-172-31-20-228", "ip-172-31-22-230"], 1)
    assert "each process ran its own single-process test" in t["error"] and "MPI=1" in t["error"]
    # The same launch with result rows (those of nccl-tests issue #252): busbw is not judged as a two-node figure.
    rows = fx("nccl_tests", "real_ring_large_rows_without_devices")["rows"]
    verdict = busbw.check_nccl_busbw(dict(t, rows=rows, error=None, collective="all_reduce"), thresholds_for(H100))
    assert verdict.status == "FAIL" and verdict.reason.startswith("Rank 0 is listed on 2 hosts (ip-172-31-20-228, ip-")
    assert verdict.reason.endswith("(nccl-tests built without MPI=1, or started without MPI).")
    assert "make MPI=1" in verdict.remediation


def test_rccl_tests_footer_and_version_line():
    tail = fx("nccl_tests", "real_rccl_tests_tail_concluded_banner")
    assert (tail["collective"], tail["collective_source"], tail["complete"], len(tail["rows"])) == (
        "all_reduce", "banner", True, 4)
    assert results.check_nccl_wrong(tail).status == "PASS"
    one = fx("nccl_tests", "real_rccl_tests_mi300x_one_node_excerpt")
    assert (one["suite"], one["version"], one["hosts"], one["nranks"]) == ("rccl-tests", "develop:83d38d9", ["g100n126"], 8)
    verdicts, _, _ = suites.nccl_verdicts(fixture_text("nccl_tests", "real_rccl_tests_mi300x_one_node_excerpt"),
                                          {"instance_type": H100})
    by_rule = {v.rule: v.status for v in verdicts}
    assert (by_rule["nccl_busbw"], by_rule["nccl_complete"]) == ("UNAVAILABLE", "WARN")


def test_a_published_two_node_h100_run_reads_the_same_with_or_without_its_hashes(capsys):
    orig = fx("nccl_tests", "real_a3mega_h100_2node_all_reduce")
    md = fx("nccl_tests", "real_a3mega_h100_2node_markdown_no_hash")
    assert (orig["hosts"], orig["nranks"], len(orig["rows"]), orig["collective"], orig["complete"]) == (
        ["ztan-mig-235z", "ztan-mig-gq73"], 16, 31, "all_reduce", True)
    assert (md["devices"], md["rows"], md["header"]) == (orig["devices"], orig["rows"], orig["header"].lstrip("# "))
    for case in ("real_a3mega_h100_2node_all_reduce", "real_a3mega_h100_2node_markdown_no_hash"):
        code, doc = run(capsys, "diagnose", FIXTURES / "nccl_tests" / (case + ".out"), "--instance-type", H100, "--json")
        ((status, _, reason, _),) = rules(doc, "nccl_busbw")
        assert code == 1 and status == "FAIL" and "busbw 297.86 GB/s" in reason and "on 2 nodes" in reason


def test_devices_and_header_pasted_without_hashes():
    t = fx("nccl_tests", "real_no_hash_devices_excerpt")
    assert (t["nranks"], t["hosts"], t["wrong_semantics"]) == (8, ["AI-A100-Beethoven01"], "max_error")
    assert t["error"] == "the output stops before the first result row (truncated?)"



# --- NCCL topology files -----------------------------------------------------------------------------


def _vm(gpu_buses, hca_buses):
    return {"devices": [{"bus_id": b, "kind": "gpu", "ib_device": None} for b in gpu_buses]
            + [{"bus_id": b, "kind": "hca", "ib_device": f"mlx5_ib{i}"} for i, b in enumerate(hca_buses)]}


def test_a_hypervisor_topology_that_names_devices_by_pci_class_only_is_read_and_checked():
    topo = fx("nccl_topo", "real_azure_ndv5_class_only")
    assert (len(topo["gpus"]), len(topo["nics"]), topo["error"]) == (8, 8, None)
    assert topo["nics"][0] == {"bus_id": "0101:00:00.0", "name": None, "parent": "ffff:ff:01.0"}
    gpus = [g["bus_id"] for g in topo["gpus"]]
    hcas = [n["bus_id"] for n in topo["nics"]]
    good = pcie.check_locality(topo, _vm(gpus, hcas), None)
    assert good.status == "PASS" and good.details["near_hcas"]["0001:00:00.0"] == ["0101:00:00.0"]
    bad = pcie.check_locality(topo, _vm(gpus, hcas[:-1]), None)
    assert bad.status == "FAIL" and "InfiniBand NIC 0108:00:00.0 is not on this VM" in bad.reason


# --- nccl-tests' own verdict lines, from its printf formats (NVIDIA/nccl-tests src/common.cu, src/util.cu, 2.19.6) ------


def test_a_test_timeout_fails_with_its_host(capsys):
    # common.cu: printf("%s: Test timeout (%ds) %s:%d\n", hostname, timeout, __FILE__, __LINE__) when -T expires.
    (e,) = nccl_log.parse("node-003: Test timeout (1800s) common.cu:523\n")["errors"]
    assert (e["host"], e["kind"], e["severity"]) == ("node-003", "timeout", "FAIL")


def test_nccl_tests_own_min_bw_check_is_kept_and_said():
    # util.cu writeResultFooter: "# %-20s : %g %s" with OK/FAILED when NCCL_TESTS_MIN_BW is set; JSON "okay".
    rows = fixture_text("nccl_tests", "real_ring_large_rows_without_devices").replace(
        "# Avg bus bandwidth    : 95.3009", "# Avg bus bandwidth    : 95.3009 FAILED")
    t = nccl_tests.parse(rows)
    assert (t["avg_busbw_gb_per_s"], t["avg_busbw_check"]) == (95.3009, "FAILED")
    thr, _ = suites.thresholds_or_error(H100, 2, {"busbw_floor_gb_per_s": 90.0})  # the operator's own floor
    verdict = busbw.check_nccl_busbw(t, thr, node_count=2)
    assert verdict.status == "PASS" and "NCCL_TESTS_MIN_BW check FAILED" in verdict.reason
    assert nccl_tests.parse('{"results": [], "average_bus_bandwidth": {"bandwidth": 1.5, "okay": false}}')[
        "avg_busbw_check"] == "FAILED"
