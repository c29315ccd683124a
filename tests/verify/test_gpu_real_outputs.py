"""The GPU rules on outputs that real nodes printed (NVIDIA forums and GitHub issues, NVIDIA's docs; each
fixture's ``<case>.source.txt`` names where it came from and the machine): the kernel log in every form
people save it, GPUs lost without an Xid number, follow-on Xids judged by their cause, nvbandwidth runs
that stop or waive, the HCA's own PCIe warning, and pasted ``nvidia-smi -q`` text judged by ``diagnose``."""

from __future__ import annotations

import json
import re

import pytest
from conftest import FIXTURES, fixture_text, write_tool

from crusoe_ib.verify.node import gpu_types, suites
from crusoe_ib.verify.node.collect import OK
from crusoe_ib.verify.node.parsers import dcgmi_diag, dmesg_xid, nvbandwidth, nvidia_smi, nvidia_smi_nvlink
from crusoe_ib.verify.node.rules import gpu, gpu_tests, pcie, xid
from crusoe_ib.verify.node.rules.gpu_tests import NVBANDWIDTH_TEST
from crusoe_ib.verify.node.rules.xid_catalog import CATALOG, UNUSED
from crusoe_ib.verify.node.thresholds import thresholds_for
from crusoe_ib.verify.operator import cli

H100 = "h100-80gb-sxm-ib.8x"
GPU_PARSERS = ("dcgmi_diag", "dmesg_xid", "nvbandwidth", "nvidia_smi", "nvidia_smi_nvlink", "pci")


def judged(case):
    return [(v.subject, v.status, v.details.get("action")) for v in xid.check_xids(dmesg_xid.parse(fixture_text("dmesg_xid", case)))]


# --- provenance ---------------------------------------------------------------------------------


@pytest.mark.parametrize("out", sorted(p for d in GPU_PARSERS for p in (FIXTURES / d).glob("*.out")), ids=lambda p: p.stem)
def test_every_gpu_fixture_says_where_it_came_from(out):
    source = out.with_name(out.stem + ".source.txt")
    assert source.exists(), f"{out.name}: add {source.name} (real: <where, when, machine> or synthetic: <why>)"
    first = source.read_text().split("\n", 1)[0]
    assert first.startswith(("real: ", "synthetic: ")), source.name
    if first.startswith("real: "):
        assert re.search(r"https?://|github\.com/|Ubuntu Forums", source.read_text()), f"{source.name} names no place"
        assert "Machine:" in source.read_text(), f"{source.name} says nothing of the machine"


def test_each_family_of_the_issue_has_real_fixtures():
    real = {f"{p.parent.name}/{p.name[:-len('.source.txt')]}" for d in GPU_PARSERS for p in (FIXTURES / d).glob("*.source.txt")
            if p.read_text().startswith("real: ")}
    assert {"dmesg_xid/follow_on_xid149_journal", "dmesg_xid/gpu_at_fallen_off_syslog", "dmesg_xid/fallen_no_xid",
            "dmesg_xid/mlx5_pcie_x8", "dmesg_xid/dmesg_ctime_xid13_109", "dmesg_xid/old_driver_xid32_31",
            "dmesg_xid/nvlink5_fatal_nonfatal_kmsg", "nvbandwidth/a100_pattern_assert",
            "nvbandwidth/l40s_pattern_aborted", "nvbandwidth/rtx2080ti_waived", "nvidia_smi/h100_sxm_text_healthy",
            "nvidia_smi/a100_text_remap_pending_excerpt", "dcgmi_diag/v331_gpu_memory_fail_second_row_excerpt",
            "dcgmi_diag/v423_l40s_software_pass_excerpt", "dcgmi_diag/v304_r3_no_metadata_excerpt",
            "dcgmi_diag/v423_gb10_r1_json", "dcgmi_diag/v423_gb10_r2_partial_skip_json",
            "nvidia_smi/v100s_450_summary_excerpt", "nvidia_smi/lost_gpu_unknown_error",
            "nvidia_smi/geforce_375_unknown_error_excerpt", "nvidia_smi/h100_550_summary_excerpt",
            "nvidia_smi/a100_510_summary_mig_excerpt", "nvidia_smi_nvlink/v100_inactive_links_excerpt",
            "nvidia_smi_nvlink/h100_status_long_option_excerpt", "nvidia_smi_nvlink/gb200_status_excerpt",
            "dmesg_xid/nvswitch_sxid_nonfatal_h100_tdx", "dmesg_xid/nvswitch_sxid_data_line_dmesg_x",
            "dmesg_xid/aer_surprise_down_xid79_tesla", "dmesg_xid/old_driver_xid32_31", "dmesg_xid/old_driver_xid31_page_faults",
            "dmesg_xid/dmesg_human_aer_cant_recover", "nvbandwidth/a6000_v08_running_line_cut",
            "nvidia_smi/v100_pcie_summary_power_err", "nvidia_smi/h100_nvl_550_text_excerpt",
            "nvidia_smi/rtx5090_570_text"} <= real


# --- kernel-log forms ---------------------------------------------------------------------------

XID_LINE = "NVRM: Xid (PCI:0000:9b:00): 119, pid=4071838, name=python, Timeout after 45s of waiting for RPC response from GPU4 GSP!"


@pytest.mark.parametrize("form,example", [(f, e) for f, e, _ in dmesg_xid.FORMS], ids=[f for f, _, _ in dmesg_xid.FORMS])
def test_every_documented_form_is_read(form, example):
    line = example.replace("NVRM: ...", XID_LINE)
    healthy = example.replace("NVRM: ...", "mlx5_core 0000:00:0e.0 ibp0s14: Link up")
    got = dmesg_xid.parse(line + "\n" + healthy + "\n")
    assert (got["format"], [(e["bus_id"], e["xid"]) for e in got["events"]]) == (form, [("0000:9b:00", 119)])
    # A healthy log in the same form is a kernel log without XIDs (PASS), never "unreadable".
    assert xid.check_xids(dmesg_xid.parse(healthy + "\n"))[0].status == "PASS"


@pytest.mark.parametrize("text,form", [
    (json.dumps({"_TRANSPORT": "kernel", "MESSAGE": XID_LINE}), "journalctl -o json"),
    (json.dumps({"_TRANSPORT": "kernel", "MESSAGE": [ord(c) for c in XID_LINE]}), "journalctl -o json"),  # non-UTF-8 form
    ("__CURSOR=s=1\nMESSAGE=" + XID_LINE + "\n_TRANSPORT=kernel", "journalctl -o export"),
    (XID_LINE, dmesg_xid.BARE),  # journalctl -o cat, dmesg -t
])
def test_journal_json_export_and_bare_messages(text, form):
    got = dmesg_xid.parse(text)
    assert (got["format"], got["error"], [e["xid"] for e in got["events"]]) == (form, None, [119])


def test_bare_kernel_messages_without_xid_are_a_kernel_log_and_other_text_is_not():
    assert dmesg_xid.parse("Linux version 5.15.0-119-generic\nmlx5_core 0000:00:0e.0 ibp0s14: Link up\n")["error"] is None
    assert dmesg_xid.parse("hello\nworld\n")["error"].startswith("no kernel log line")


# --- GPUs lost without an Xid number; follow-on Xids ----------------------------------------------


def test_gpu_at_fallen_off_the_bus_spelling_without_its_xid_line():
    assert judged("gpu_at_fallen_off_syslog") == [("GPU 0000:01:00", "FAIL", "replace")]
    without = "\n".join(line for line in fixture_text("dmesg_xid", "gpu_at_fallen_off_syslog").splitlines() if "Xid" not in line)
    got = dmesg_xid.parse(without)
    assert [(e["bus_id"], e["xid"], e["source"]) for e in got["events"]] == [("0000:01:00.0", 79, "fallen_off_bus")]
    (v,) = xid.check_xids(got)
    assert (v.status, v.details["action"]) == ("FAIL", "replace") and "fallen off the bus" in v.reason


def test_the_multiline_fallen_off_form_from_nvsentinel():
    assert judged("fallen_no_xid") == [("GPU 0000:b3:00", "FAIL", "replace")]


def test_follow_on_xid45_is_judged_by_its_cause():
    got = xid.check_xids(dmesg_xid.parse(fixture_text("dmesg_xid", "follow_on_xid149_journal")))
    assert [(v.subject, v.status, v.details["action"], v.details["caused_by"]) for v in got] == [
        ("GPU 0000:97:00", "FAIL", "reset", [145]), ("GPU 0000:ba:00", "FAIL", "reset", [145]),
        ("GPU 0000:dc:00", "FAIL", "reset", [149]), ("GPU 0000:ed:00", "FAIL", "reset", [145])]
    assert "XID 45: Preemptive cleanup, due to previous errors, caused by XID 149: NVLINK: NETIR Error" in got[2].reason
    # Without its cause, a lone Xid 45 is the application's teardown (catalogue: solo -> restart the app).
    alone = fixture_text("dmesg_xid", "follow_on_xid149_journal").replace(" caused by previous Xid 149", "") \
        .replace(" caused by previous Xid 145", "")
    assert {v.status for v in xid.check_xids(dmesg_xid.parse(alone))} == {"WARN"}


def test_older_driver_wording_and_nvlink5_severity():
    assert judged("old_driver_xid32_31") == [("GPU 0000:01:00", "WARN", "user")]
    # The driver's own "Nonfatal" on NVLink5 Xids (catalogue subcode table: IGNORE) vs "Fatal" (RESET_GPU).
    assert judged("nvlink5_fatal_nonfatal_kmsg") == [("GPU 0000:01:00", "WARN", "user"), ("GPU 0018:01:00", "WARN", "user"),
                                                     ("GPU 0019:01:00", "FAIL", "reset")]


@pytest.mark.parametrize("case,form,expected", [
    # H100 HGX guest: one SXid over three lines is one event; non-fatal WARNs (it used to PASS as "no XID").
    ("nvswitch_sxid_nonfatal_h100_tdx", "dmesg", [("NVSwitch 0000:02:00.0", "WARN", "user")]),
    # Only the Data line of SXid 12028: the severity is not shown, so WARN, never a silent PASS.
    ("nvswitch_sxid_data_line_dmesg_x", "dmesg -x", [("NVSwitch 0000:84:00.0", "WARN", "user")]),
    ("aer_surprise_down_xid79_tesla", "dmesg", [("GPU 0000:02:00", "FAIL", "replace")]),
    ("old_driver_xid31_page_faults", "dmesg", [("GPU 0000:01:00", "WARN", "user")]),  # driver 352: no pid, no name
    # dmesg -H ("[  +0.000844]"): a fatal PCIe error the kernel could not recover on the GPU, with no Xid at all.
    ("dmesg_human_aer_cant_recover", "dmesg -H", [("GPU 0000:03:00", "FAIL", "replace")]),
])
def test_real_kernel_logs_of_switches_old_drivers_and_pcie_errors(case, form, expected):
    parsed = dmesg_xid.parse(fixture_text("dmesg_xid", case))
    assert (parsed["format"], parsed["error"]) == (form, None)
    assert [(v.subject, v.status, v.details.get("action")) for v in xid.check_xids(parsed)] == expected


def test_a_fatal_sxid_fails_its_switch():
    fatal = "[ 1843.3] nvidia-nvswitch0: SXid (PCI:0000:06:00.0): 12028, Fatal, Link 32 egress non-posted PRIV error (First)\n"
    got = dmesg_xid.parse(fixture_text("dmesg_xid", "nvswitch_sxid_data_line_dmesg_x") + fatal)
    (v1, v2) = xid.check_xids(got)
    assert (v1.subject, v1.status) == ("NVSwitch 0000:06:00.0", "FAIL") and v1.details["fatal"] == [12028]
    assert "egress non-posted PRIV error" in v1.reason and v2.status == "WARN"
    # The severity on a later line of the same SXid is kept for the event.
    (e,) = dmesg_xid.parse(fixture_text("dmesg_xid", "nvswitch_sxid_nonfatal_h100_tdx"))["sxid_events"]
    assert (e["sxid"], e["severity"], e["message"]) == (22013, "non-fatal", "Non-fatal, Link 00 Minion Link DLREQ interrupt")


def test_the_worst_xid_of_a_gpu_decides():
    assert judged("dmesg_ctime_xid13_109") == [("GPU 0000:cb:00", "FAIL", "reset")]  # 13 is the app's, 109 a reset
    assert judged("dmesg_decode_iso") == [("GPU 0000:00:09", "FAIL", "reset")]  # 119 with a non-solo 45
    assert judged("journal_json") == [("GPU 0000:00:07", "FAIL", "reset")]  # 48


@pytest.mark.parametrize("message,action", [
    ("GPU recovery action changed from 0x0 (None) to 0x2 (Node Reboot Required)", "reset"),
    ("GPU recovery action changed from 0x2 (Node Reboot Required) to 0x0 (None)", "user"),
    ("GPU recovery action changed from 0x0 (None)", "reset"),  # the rest on a continuation line: assume the worst of 154
])
def test_xid154_names_the_action(message, action):
    assert xid.event_action({"xid": 154, "message": message}) == action


def test_the_catalogue_is_whole_and_uses_the_action_vocabulary():
    assert set(CATALOG) | UNUSED == set(range(1, 173)) and not set(CATALOG) & UNUSED
    assert {row[3] for row in CATALOG.values()} == {"user", "reset", "replace"}
    assert all(CATALOG[x][3] == "reset" for x in range(144, 151))  # NVLink5 workflow
    assert (CATALOG[140][2], CATALOG[140][3]) == ("RESET_GPU", "reset")
    assert xid.meaning(61)[1] == "user" and "marked unused" in xid.meaning(61)[0]
    # Every row whose action is not its bucket's says why.
    plain = {"RESTART_APP": "user", "IGNORE": "user", "RESET_GPU": "reset", "CONTACT_SUPPORT": "replace"}
    for number, (_, _, bucket, action, why) in CATALOG.items():
        if bucket in plain and plain[bucket] != action:
            assert why, number


# --- the HCA's own PCIe warning -------------------------------------------------------------------


def test_kernel_pcie_warning_is_evidence_for_pcie_link():
    (warning,) = dmesg_xid.parse(fixture_text("dmesg_xid", "mlx5_pcie_x8"))["pcie_warnings"]
    assert (warning["limited_gt_per_s"], warning["limited_width"], warning["capable_width"]) == (8.0, 8, 16)
    v = pcie.check_pcie_kernel_log(warning)
    assert v.status == "WARN" and "upstream port 0000:b2:00.0" in v.reason  # the limit is the slot's port
    # Newer kernels spell the speed "8.0 GT/s PCIe"; a device whose own link is low FAILs.
    own = "[ 5.1] mlx5_core 0000:00:0e.0: 126.016 Gb/s available PCIe bandwidth, limited by 16.0 GT/s PCIe x8 link at " \
          "0000:00:0e.0 (capable of 252.048 Gb/s with 16.0 GT/s PCIe x16 link)"
    (w2,) = dmesg_xid.parse(own)["pcie_warnings"]
    v2 = pcie.check_pcie_kernel_log(w2)
    assert (v2.status, v2.details["action"]) == ("FAIL", "replace") and "x8" in v2.reason and "x16" in v2.reason


# --- nvbandwidth that does not finish -----------------------------------------------------------------

FLOOR = gpu_types.gpu_facts(H100).nvbandwidth_floor_gb_per_s
LINKS = gpu_types.gpu_facts(H100).nvlink_links


@pytest.mark.parametrize("case,status,expected", [
    ("a100_pattern_assert", "nonzero", ("FAIL", "reset", "found corrupted data")),
    ("l40s_pattern_aborted", "nonzero", ("FAIL", "reset", "one_to_all_read_sm found corrupted data")),
    ("orin_nvml_error", "nonzero", ("FAIL", "reset", "stopped before device_to_device_memcpy_read_ce finished: NVML_ERROR")),
    ("rtx2080ti_waived", "ok", ("WARN", None, "did not run it")),
    ("waived", "ok", ("FAIL", "reset", "waived device_to_device_memcpy_read_ce")),
    ("wrong_tool", "nonzero", ("FAIL", "reset", "exited nonzero")),
    ("wrong_tool", "ok", ("WARN", None, "ended normally")),
    ("empty", "timeout", ("WARN", None, "did not finish")),
    ("empty", "missing", ("UNAVAILABLE", None, "not installed")),
])
def test_nvbandwidth_says_what_happened(case, status, expected):
    v = gpu_tests.check_nvbandwidth(nvbandwidth.parse(fixture_text("nvbandwidth", case)), FLOOR, LINKS, status)
    assert (v.status, v.details.get("action")) == expected[:2] and expected[2] in v.reason, v.reason


def test_a_paste_without_the_running_line_keeps_its_matrix():
    parsed = nvbandwidth.parse(fixture_text("nvbandwidth", "a6000_v08_running_line_cut"))  # v0.8, 6x A6000, PCIe only
    (t,) = parsed["tests"]
    assert (parsed["version"], t["name"], len(t["pairs"]), t["sum_gb_per_s"]) == ("v0.8", NVBANDWIDTH_TEST, 30, 715.53)
    v = gpu_tests.check_nvbandwidth(parsed, None, None, "ok")
    assert v.status == "UNAVAILABLE" and "30 GPU pairs, lowest 21.8 GB/s" in v.reason  # no NVLink floor for this GPU
    v = gpu_tests.check_nvbandwidth(parsed, FLOOR, LINKS, "ok")  # judged as an H100 would be: v0.8's arrow is "->"
    assert v.status == "FAIL" and "0->1 26.34" in v.reason


def test_a_waived_test_on_gpus_without_nvlink_warns():
    v = gpu_tests.check_nvbandwidth(nvbandwidth.parse(fixture_text("nvbandwidth", "waived")), None, None, "ok")
    assert v.status == "WARN" and "cannot copy peer to peer" in v.reason


# --- dcgmi diag: the 3.x and 4.x tables and the -j JSON ------------------------------------------------


def dcgm(case, status="ok"):
    parsed = dcgmi_diag.parse(fixture_text("dcgmi_diag", case))
    return parsed, gpu_tests.check_dcgm(parsed, status)


@pytest.mark.parametrize("case,expected", [
    # DCGM 3.3.1: the test's row holds the first GPU's Pass; the failing GPU is on the next, unnamed row.
    ("v331_gpu_memory_fail_second_row_excerpt", ("FAIL", "reset", "GPU Memory (GPU: 0): GPU 0 Error using CUDA API cuCtxCreate "
                                                 "Check DCGM")),
    # DCGM 4.2.3: "software | Pass" and one "GPU<n>: Pass" row per GPU; the GPU rows are neither tests nor details.
    ("v423_l40s_software_pass_excerpt", ("PASS", None, "passed (1 tests)")),
    ("v304_r3_no_metadata_excerpt", ("PASS", None, "passed (9 tests)")),  # DCGM 3.0: no Metadata section
    # DCGM 4.x -j: software fails only for persistence mode (error 29): a node setting, as 3.x's "Warn" row said.
    ("v423_gb10_r1_json", ("WARN", None, "persistence mode by running \"nvidia-smi -i <gpuId> -pm 1")),
    ("v423_gb10_r2_partial_skip_json", ("WARN", None, "2 test(s) did not run (memory, pcie)")),
    ("v4_text_memory_fail", ("FAIL", "reset", "memory (GPU1): GPU1: A DBE occurred on GPU 1. Drain the GPU and reset it")),
])
def test_dcgm_diag_real_tables_and_json(case, expected):
    parsed, v = dcgm(case)
    assert parsed["error"] is None
    assert (v.status, v.details.get("action")) == expected[:2] and expected[2] in v.reason, v.reason


def test_dcgm_versions_and_results_per_format():
    parsed, _ = dcgm("v423_gb10_r1_json")
    assert (parsed["format"], parsed["metadata"]["dcgm_version"], parsed["metadata"]["driver_version_detected"]) == \
        ("json", "4.2.3", "580.82.09")
    assert [(t["section"], t["name"], t["result"], t["gpus"]) for t in parsed["tests"]] == [("Deployment", "software", "Fail",
                                                                                              "GPU0")]
    parsed, _ = dcgm("v423_l40s_software_pass_excerpt")
    assert [(t["name"], t["result"], t["details"]) for t in parsed["tests"]] == [("software", "Pass", [])]
    parsed, v = dcgm("v4_text_memory_fail")  # 4.x: a test that did not run shows an empty result
    assert [(t["name"], t["result"]) for t in parsed["tests"]] == [("software", "Pass"), ("memory", "Fail"), ("pcie", "Not Run")]
    assert v.details["skipped"] == ["pcie"]


def test_dcgm_json_a_status_word_dcgm_never_wrote_is_not_a_pass():
    doc = json.loads(fixture_text("dcgmi_diag", "v423_gb10_r2_partial_skip_json"))
    memory = doc["DCGM Diagnostic"]["test_categories"][1]["tests"][0]
    del memory["test_summary"]
    memory["results"][0]["status"] = "Inconclusive"
    parsed = dcgmi_diag.parse(json.dumps(doc))
    assert [t["result"] for t in parsed["tests"]] == ["Fail", "Fail", "Skip"]
    assert gpu_tests.check_dcgm(parsed, "ok").status == "FAIL"


@pytest.mark.parametrize("text,error", [
    ('{"DCGM Diagnostic": {"runtime_error": "Unable to run diagnostic on unsupported GPU 0."}}', "dcgmi diag stopped: Unable"),
    ('{"something": 1}', "not dcgmi diag -j"),
    ('{"DCGM Diagnostic": {"test_categories": [', "not valid JSON"),
])
def test_dcgm_json_without_results_says_why(text, error):
    parsed = dcgmi_diag.parse(text)
    assert error in parsed["error"] and gpu_tests.check_dcgm(parsed, "nonzero").status == "WARN"


# --- nvidia-smi -q text, as pasted --------------------------------------------------------------------


def test_real_nvidia_smi_text():
    healthy = nvidia_smi.parse(fixture_text("nvidia_smi", "h100_sxm_text_healthy"))
    (g,) = healthy["gpus"]
    assert (g["product_name"], g["pcie_gen_current"], g["pcie_width_current"], g["ecc_mode"]) == ("NVIDIA H100 80GB HBM3", 5, 16,
                                                                                                   "Enabled")
    assert gpu.check_gpu_memory(g).status == "PASS"
    assert gpu.check_gpu_count(healthy, None, 8).status == "PASS"  # "Attached GPUs: 8", one section pasted
    pending = nvidia_smi.parse(fixture_text("nvidia_smi", "a100_text_remap_pending_excerpt"))
    v = gpu.check_gpu_memory(pending["gpus"][0])
    assert (v.status, v.details["action"]) == ("FAIL", "reset") and "pending" in v.reason


# --- GPUs nvidia-smi cannot open or read; the plain summary table ------------------------------------


@pytest.mark.parametrize("line,bus_id,index,why", [
    ("Unable to determine the device handle for GPU 0000:09:00.0: Unknown Error", "0000:09:00.0", None, "Unknown Error"),
    ("Unable to determine the device handle for GPU0000:65:00.0: Unknown Error", "0000:65:00.0", None, "Unknown Error"),  # 525
    ("Unable to determine the device handle for gpu 0000:01:00.0: Not Found", "0000:01:00.0", None, "Not Found"),  # 515 open
    ("Unable to determine the device handle for GPU1: 0000:34:00.0: Unknown Error", "0000:34:00.0", 1, "Unknown Error"),
])
def test_every_spelling_of_a_lost_gpu(line, bus_id, index, why):
    (lost,) = nvidia_smi.parse(line + "\n")["lost_gpus"]
    assert (lost["bus_id"], lost["index"], lost["why"]) == (bus_id, index, why)


def test_a_lost_gpu_fails_gpu_count_even_when_attached_gpus_counts_it():
    v = gpu.check_gpu_count(nvidia_smi.parse(fixture_text("nvidia_smi", "lost_gpu_unknown_error")), None, 8)
    assert (v.status, v.details["action"]) == ("FAIL", "reset") and "GPU 0000:09:00.0 (Unknown Error)" in v.reason
    # The real healthy H100 -q with one GPU's section replaced by nvidia-smi's line for a lost GPU: "Attached GPUs: 8"
    # still counts it, and the count alone used to PASS.
    text = fixture_text("nvidia_smi", "h100_sxm_text_healthy")
    assert gpu.check_gpu_count(nvidia_smi.parse(text), None, 8).status == "PASS"
    lost = text.replace("GPU 00000000:18:00.0\n", "Unable to determine the device handle for GPU 0000:18:00.0: Unknown Error\n")
    parsed = nvidia_smi.parse(lost)
    assert (parsed["attached_gpus"], len(parsed["gpus"]), len(parsed["lost_gpus"])) == (8, 0, 1)
    assert gpu.check_gpu_count(parsed, None, 8).status == "FAIL"


def test_unknown_error_is_not_a_value():
    (g,) = nvidia_smi.parse(fixture_text("nvidia_smi", "geforce_375_unknown_error_excerpt"))["gpus"]
    assert (g["product_name"], g["unreadable"]) == (None, ["product_name"])
    # Memory facts NVML cannot read leave the GPU unvouched for: FAIL, never PASS or "unavailable".
    text = fixture_text("nvidia_smi", "h100_sxm_text_healthy")
    pending = re.sub(r"(Remapped Rows\n(?:.*\n)*?\s+Pending\s+: )No", r"\1Unknown Error", text, count=1)
    assert pending != text
    v = gpu.check_gpu_memory(nvidia_smi.parse(pending)["gpus"][0])
    assert (v.status, v.details["action"], v.details["unreadable"]) == ("FAIL", "reset", ["remapped_rows_pending"])


@pytest.mark.parametrize("case,expected", [
    ("h100_550_summary_excerpt", [("00000000:18:00.0", "NVIDIA H100 80GB HBM3", 0, "PASS"),
                                  ("00000000:2A:00.0", "NVIDIA H100 80GB HBM3", 0, "PASS")]),
    # MIG on: the "Volatile Uncorr. ECC" cell says "On", not a count: unknown, never 0 and never an error.
    ("a100_510_summary_mig_excerpt", [("00000000:01:00.0", "NVIDIA A100-SXM...", 0, "PASS"),
                                      ("00000000:41:00.0", "NVIDIA A100-SXM...", None, "UNAVAILABLE")]),
    # ERR! for the power draw is transient (the Azure maintainers: no action): not a memory finding.
    ("v100_pcie_summary_power_err", [("00008ED0:00:00.0", "Tesla V100-PCIE...", 0, "PASS")]),
])
def test_summary_tables_of_each_driver_layout(case, expected):
    smi = nvidia_smi.parse(fixture_text("nvidia_smi", case))
    assert smi["format"] == "summary"
    assert [(g["bus_id"], g["product_name"], g["ecc_uncorrectable_volatile"], gpu.check_gpu_memory(g).status)
            for g in smi["gpus"]] == expected


@pytest.mark.parametrize("case,links,expected", [
    ("v100_inactive_links_excerpt", 6, [("GPU 3 NVLink", "FAIL", "4 of 6 link(s) active; down: 3, 5")]),
    ("h100_status_long_option_excerpt", 18, [("GPU 0 NVLink", "PASS", "all 18"), ("GPU 1 NVLink", "PASS", "all 18")]),
    ("gb200_status_excerpt", 18, [("GPU 0 NVLink", "PASS", "all 18")]),
])
def test_real_nvlink_status(case, links, expected):
    parsed = nvidia_smi_nvlink.parse(fixture_text("nvidia_smi_nvlink", case))
    got = [gpu.check_nvlink(g, links) for g in parsed["gpus"]]
    assert [(v.subject, v.status) for v in got] == [e[:2] for e in expected]
    assert all(e[2] in v.reason for v, e in zip(got, expected))


def test_the_plain_summary_table_is_read():
    smi = nvidia_smi.parse(fixture_text("nvidia_smi", "v100s_450_summary_excerpt"))
    (g,) = smi["gpus"]
    assert (smi["format"], smi["driver_version"], g["bus_id"], g["ecc_uncorrectable_volatile"]) == \
        ("summary", "450.51.05", "00000000:00:07.0", 0)
    v = gpu.check_gpu_memory(g)
    assert v.status == "PASS" and "row remapping not shown" in v.reason
    bad = fixture_text("nvidia_smi", "v100s_450_summary_excerpt").replace("                    0 |", "                    2 |", 1)
    assert gpu.check_gpu_memory(nvidia_smi.parse(bad)["gpus"][0]).status == "FAIL"
    err = fixture_text("nvidia_smi", "v100s_450_summary_excerpt").replace("                    0 |", "                 ERR! |", 1)
    v = gpu.check_gpu_memory(nvidia_smi.parse(err)["gpus"][0])
    assert (v.status, v.details["unreadable"]) == ("FAIL", ["ecc_uncorrectable_volatile"])


# --- diagnose of pasted output, end to end --------------------------------------------------------------


def diagnose(capsys, path, *extra):
    code = cli.main(["diagnose", str(path), "--json"] + list(extra))
    doc = json.loads(capsys.readouterr().out)
    return code, doc, [(v["rule"], v["status"], v["details"].get("action")) for v in doc["verdicts"]]


def test_diagnose_pasted_nvidia_smi_text(capsys):
    code, doc, got = diagnose(capsys, FIXTURES / "nvidia_smi" / "h100_sxm_text_healthy.out", "--instance-type", H100)
    assert code == 0 and doc["facts"]["input_kind"] == "nvidia_smi"
    # Driver 565: GPU Recovery Action None, Fabric Completed/Success (an HGX H100 registered with its NVSwitches).
    assert got == [("gpu_count", "PASS", None), ("gpu_memory", "PASS", None), ("gpu_recovery", "PASS", None),
                   ("gpu_fabric", "PASS", None), ("pcie_link", "PASS", None)]
    code, _, got = diagnose(capsys, FIXTURES / "nvidia_smi" / "a100_text_remap_pending_excerpt.out")
    assert code == 1 and ("gpu_memory", "FAIL", "reset") in got and ("gpu_count", "UNAVAILABLE", None) in got


@pytest.mark.parametrize("case,expected", [
    ("follow_on_xid149_journal", [("gpu_xid", "FAIL", "reset")] * 4),
    ("gpu_at_fallen_off_syslog", [("gpu_xid", "FAIL", "replace")]),
    ("dmesg_decode_iso", [("gpu_xid", "FAIL", "reset")]),
    ("mlx5_pcie_x8", [("gpu_xid", "PASS", None), ("pcie_link", "WARN", None)]),
])
def test_diagnose_pasted_kernel_logs(capsys, case, expected):
    code, doc, got = diagnose(capsys, FIXTURES / "dmesg_xid" / (case + ".out"))
    assert got == expected and doc["facts"]["input_kind"] == "kernel_log"
    assert code == (1 if any(s == "FAIL" for _, s, _ in expected) else 0)


def test_diagnose_pasted_summary_table_and_lost_gpu(capsys):
    code, doc, got = diagnose(capsys, FIXTURES / "nvidia_smi" / "v100s_450_summary_excerpt.out")
    assert code == 0 and doc["facts"]["input_kind"] == "nvidia_smi" and ("gpu_memory", "PASS", None) in got
    code, _, got = diagnose(capsys, FIXTURES / "nvidia_smi" / "lost_gpu_unknown_error.out", "--instance-type", H100)
    assert code == 1 and got[0] == ("gpu_count", "FAIL", "reset")


@pytest.mark.parametrize("path,extra,kind,expected", [
    ("dcgmi_diag/v331_gpu_memory_fail_second_row_excerpt", (), "dcgmi_diag", [("dcgm_diag", "FAIL", "reset")]),
    ("dcgmi_diag/v423_gb10_r2_partial_skip_json", (), "dcgmi_diag", [("dcgm_diag", "WARN", None)]),
    ("nvidia_smi_nvlink/v100_inactive_links_excerpt", (), "nvidia_smi_nvlink", [("nvlink", "FAIL", "reset")]),
    ("nvidia_smi_nvlink/h100_status_long_option_excerpt", ("--instance-type", H100), "nvidia_smi_nvlink",
     [("nvlink", "PASS", None)] * 2),
    # Its first line is the command ("nvidia-smi nvlink -s"), which alone reads as a bare kernel message: it was judged
    # as a kernel log without XIDs (PASS) before.
    ("nvidia_smi_nvlink/gb200_status_excerpt", (), "nvidia_smi_nvlink", [("nvlink", "PASS", None)]),
    ("nvbandwidth/a100_pattern_assert", (), "nvbandwidth", [("nvbandwidth", "FAIL", "reset")]),
    ("nvbandwidth/h100_healthy", ("--instance-type", H100), "nvbandwidth", [("nvbandwidth", "PASS", None)]),
    ("dmesg_xid/nvswitch_sxid_nonfatal_h100_tdx", (), "kernel_log", [("gpu_xid", "WARN", "user")]),
])
def test_diagnose_pasted_dcgmi_nvlink_nvbandwidth_and_switch_logs(capsys, path, extra, kind, expected):
    code, doc, got = diagnose(capsys, FIXTURES / (path + ".out"), *extra)
    assert (doc["facts"]["input_kind"], got) == (kind, expected)
    assert code == (1 if any(s == "FAIL" for _, s, _ in expected) else 0)


def test_diagnose_still_reads_nccl_logs_first(capsys):
    _, doc, got = diagnose(capsys, FIXTURES / "nccl_log" / "ib_healthy.out")
    assert "input_kind" not in doc["facts"] and any(rule == "nccl_transport" for rule, _, _ in got)


# --- the node check with real outputs on its tools ----------------------------------------------------


def test_node_check_reads_a_decoded_kernel_log_and_an_aborted_nvbandwidth(fake_tree, tmp_path, capsys):
    from test_gpu import _host  # the fake host (sysfs, /proc) of the GPU end-to-end tests

    bin_dir = tmp_path / "bin"
    cat = lambda parser, case: "cat '%s'" % (FIXTURES / parser / (case + ".out"))  # noqa: E731
    write_tool(bin_dir, "nvidia-smi", 'if [ "$1" = nvlink ]; then %s; else %s; fi' % (
        cat("nvidia_smi_nvlink", "h100_healthy"), cat("nvidia_smi", "h100_healthy_xml")))
    write_tool(bin_dir, "dmesg", cat("dmesg_xid", "dmesg_decode_iso"))
    write_tool(bin_dir, "dcgmi", cat("dcgmi_diag", "r1_pass"))
    write_tool(bin_dir, "nvbandwidth", cat("nvbandwidth", "a100_pattern_assert") + " >&2; exit 134")  # on stderr, as it may be
    code = cli.main(["node", "--sysfs-root", str(fake_tree("healthy")), "--instance-type", H100, "--json", "--tool-path",
                     str(bin_dir), "--host-root", str(_host(tmp_path, "h100_healthy")), "--nvbandwidth"])
    doc = json.loads(capsys.readouterr().out)
    by = {(v["rule"], v["subject"]): (v["status"], v["details"].get("action")) for v in doc["verdicts"]}
    assert code == 1
    assert by[("gpu_xid", "GPU 0000:00:09")] == ("FAIL", "reset")
    assert by[("nvbandwidth", "node")] == ("FAIL", "reset")


# --- UNAVAILABLE only when the input is truly absent ---------------------------------------------------


def test_a_kernel_log_that_is_present_but_not_understood_warns():
    (v,) = xid.check_xids(dmesg_xid.parse("some tool's output\nthat is no kernel log\n"))
    assert v.status == "WARN" and "read but not understood" in v.reason
    assert xid.check_xids(None, "dmesg and journalctl -k: not found")[0].status == "UNAVAILABLE"


def test_nvidia_smi_failing_while_gpus_are_on_the_bus_fails():
    from crusoe_ib.verify.node.parsers import pci

    bus = pci.parse(fixture_text("pci", "h100_healthy"))
    broken = nvidia_smi.parse(fixture_text("nvidia_smi", "driver_not_loaded"))
    v = gpu.check_gpu_count(broken, bus, 8, "nonzero")
    assert (v.status, v.details["action"]) == ("FAIL", "reset") and "does not drive them" in v.reason


def test_a_hostile_json_line_does_not_hide_the_rest_of_the_log():
    deep = '{"MESSAGE": ' + "[" * 5000 + "]" * 5000 + "}"
    got = dmesg_xid.parse(deep + "\n[ 1.0] NVRM: Xid (PCI:0000:01:00): 79, GPU has fallen off the bus.\n")
    assert got["error"] is None and [e["xid"] for e in got["events"]] == [79]


# --- GPU Recovery Action, GPU Reset Status and the NVLink fabric (nvidia-smi -q, drivers R550-R570) ---------------

GB200 = "gb200-186gb-nvl-ib.4x"
FABRIC_RULES = ("gpu_recovery", "gpu_fabric")


def fabric_verdicts(case, instance_type):
    """``[(rule, subject, status, action)]`` of the two rules as ``diagnose --instance-type`` judges the fixture."""
    verdicts, _, _ = suites.gpu_diagnose_verdicts("nvidia_smi", nvidia_smi.parse(fixture_text("nvidia_smi", case)),
                                                  {"instance_type": instance_type})
    return [(v.rule, v.subject, v.status, v.details.get("action")) for v in verdicts if v.rule in FABRIC_RULES]


@pytest.mark.parametrize("case,instance_type,expected", [
    # Real R550 output (H100 NVL, no NVSwitch): GPU Reset Status only, Fabric all N/A: only the reset flags are judged.
    ("h100_nvl_550_text_excerpt", H100, [("gpu_recovery", "GPU 00000000:AD:00.0", "PASS", None)]),
    # Real R570 output: GPU Reset Status deprecated (not shown), Recovery Action None, Fabric N/A.
    ("rtx5090_570_text", H100, [("gpu_recovery", "GPU 00000000:02:00.0", "PASS", None)]),
    # Real R565 output of an HGX H100: registered with its NVSwitches, clique 0 and a zero ClusterUUID are normal there.
    ("h100_sxm_text_healthy", H100, [("gpu_recovery", "GPU 00000000:18:00.0", "PASS", None),
                                     ("gpu_fabric", "GPU 00000000:18:00.0", "PASS", None)]),
    ("h100_vm_text_fabric_in_progress", H100, [("gpu_recovery", "GPU 00000000:07:00.0", "PASS", None),
                                               ("gpu_fabric", "GPU 00000000:07:00.0", "FAIL", "reset")]),
    ("h200_text_recovery_reset", "h200-141gb-sxm-ib.8x", [
        ("gpu_recovery", "GPU 00000000:18:00.0", "PASS", None), ("gpu_fabric", "GPU 00000000:18:00.0", "PASS", None),
        ("gpu_recovery", "GPU 00000000:2A:00.0", "FAIL", "reset"), ("gpu_fabric", "GPU 00000000:2A:00.0", "PASS", None)]),
    ("gb200_text_fabric_unhealthy", GB200, [
        ("gpu_recovery", "GPU 00000008:01:00.0", "PASS", None), ("gpu_fabric", "GPU 00000008:01:00.0", "PASS", None),
        ("gpu_recovery", "GPU 00000009:01:00.0", "PASS", None), ("gpu_fabric", "GPU 00000009:01:00.0", "FAIL", "reset")]),
    ("gb200_text_fabric_insufficient", GB200, [("gpu_recovery", "GPU 00000008:01:00.0", "PASS", None),
                                               ("gpu_fabric", "GPU 00000008:01:00.0", "FAIL", "reset")]),
    ("gb200_xml_fabric_recovery", GB200, [
        ("gpu_recovery", "GPU 00000008:01:00.0", "PASS", None), ("gpu_fabric", "GPU 00000008:01:00.0", "PASS", None),
        ("gpu_recovery", "GPU 00000009:01:00.0", "FAIL", "reset"), ("gpu_fabric", "GPU 00000009:01:00.0", "WARN", None),
        ("gpu_recovery", "GPU 00000018:01:00.0", "PASS", None), ("gpu_fabric", "GPU 00000018:01:00.0", "FAIL", "reset"),
        ("gpu_recovery", "GPU 00000019:01:00.0", "FAIL", "reset"), ("gpu_fabric", "GPU 00000019:01:00.0", "WARN", None)]),
    # The same GPU 3 on a type without a multi-node NVLink domain: "Not Supported" is no verdict there.
    ("h100_550_xml_reset_required", H100, [
        ("gpu_recovery", "GPU 00000000:05:00.0", "PASS", None), ("gpu_fabric", "GPU 00000000:05:00.0", "PASS", None),
        ("gpu_recovery", "GPU 00000000:06:00.0", "FAIL", "reset"), ("gpu_fabric", "GPU 00000000:06:00.0", "PASS", None)]),
    # Older outputs and the summary table print neither field: no verdict, never a failure.
    ("a100_text_remap_pending_excerpt", None, []),
    ("h100_healthy_xml", H100, []),
    ("v100s_450_summary_excerpt", None, []),
])
def test_recovery_and_fabric_verdicts_per_gpu(case, instance_type, expected):
    assert fabric_verdicts(case, instance_type) == expected


def test_recovery_and_fabric_reasons_name_the_value_and_nvidias_action():
    by = {(v.rule, v.subject): v for v in suites.gpu_diagnose_verdicts(
        "nvidia_smi", nvidia_smi.parse(fixture_text("nvidia_smi", "gb200_xml_fabric_recovery")), {"instance_type": GB200})[0]}
    drain = by[("gpu_recovery", "GPU 00000009:01:00.0")]
    assert "'Drain P2P'" in drain.reason and "UVM persistence mode" in drain.remediation
    assert "nvidia-smi -r" in by[("gpu_recovery", "GPU 00000019:01:00.0")].remediation
    started = by[("gpu_fabric", "GPU 00000018:01:00.0")]
    assert "'Not Started'" in started.reason and "switch trays" in started.remediation and "support ticket" in started.remediation
    degraded = by[("gpu_fabric", "GPU 00000009:01:00.0")]
    assert "bandwidth Degraded" in degraded.reason and "route_recovery_in_progress True" in degraded.reason
    unsupported = by[("gpu_fabric", "GPU 00000019:01:00.0")]
    assert "Not Supported" in unsupported.reason and "nvlink_domain_id" in unsupported.remediation
    assert by[("gpu_fabric", "GPU 00000008:01:00.0")].details["clique_id"] == "4026"
    (insufficient,) = [v for v in suites.gpu_diagnose_verdicts("nvidia_smi", nvidia_smi.parse(fixture_text(
        "nvidia_smi", "gb200_text_fabric_insufficient")), {"instance_type": GB200})[0] if v.rule == "gpu_fabric"]
    assert "'Insufficient Resources'" in insufficient.reason
    (stuck,) = [v for v in suites.gpu_diagnose_verdicts("nvidia_smi", nvidia_smi.parse(fixture_text(
        "nvidia_smi", "h100_vm_text_fabric_in_progress")), {"instance_type": H100})[0] if v.rule == "gpu_fabric"]
    assert "'In Progress'" in stuck.reason and "nvidia-fabricmanager" in stuck.remediation


@pytest.mark.parametrize("printed,status,action", [
    ("None", "PASS", None), ("Reset", "FAIL", "reset"), ("GPU Reset", "FAIL", "reset"), ("GPU_RESET", "FAIL", "reset"),
    ("Node Reboot", "FAIL", "reset"), ("Reboot", "FAIL", "reset"), ("Drain P2P", "FAIL", "reset"),
    ("Drain and Reset", "FAIL", "reset"), ("GPU_RECOVERY_ACTION_DRAIN_AND_RESET", "FAIL", "reset"),
    ("Recover IMEX Domain", "WARN", None), ("Bus Reset", "FAIL", "reset"), ("Rewind Clocks", "WARN", None),
])
def test_every_recovery_action_nvidia_names(printed, status, action):
    text = fixture_text("nvidia_smi", "h200_text_recovery_reset").replace(": Reset", f": {printed}")
    v = gpu.check_gpu_recovery(nvidia_smi.parse(text)["gpus"][1])
    assert (v.status, v.details.get("action"), f"'{printed}'" in v.reason) == (status, action, True)


def test_unreadable_recovery_action_and_fabric_state_fail():
    text = fixture_text("nvidia_smi", "h200_text_recovery_reset").replace(": Reset", ": Unknown Error")
    text = text.replace("State                             : Completed", "State                             : Unknown Error")
    g = nvidia_smi.parse(text)["gpus"][1]
    assert {"recovery_action", "fabric_state"} <= set(g["unreadable"]) and gpu.check_gpu_memory(g).status == "PASS"
    assert gpu.check_gpu_recovery(g).status == gpu.check_gpu_fabric(g).status == "FAIL"


def test_a_zero_cluster_uuid_warns_only_where_vms_share_an_nvlink_domain():
    (g,) = nvidia_smi.parse(fixture_text("nvidia_smi", "h100_sxm_text_healthy"))["gpus"]
    assert gpu.check_gpu_fabric(g, None).status == "PASS"
    v = gpu.check_gpu_fabric(g, 18)
    assert v.status == "WARN" and "ClusterUUID 00000000-0000-0000-0000-000000000000" in v.reason


def test_the_node_check_judges_the_fabric_of_the_type():
    xml = fixture_text("nvidia_smi", "gb200_xml_fabric_recovery")
    tree = {"ports": [], "error": "none"}
    for itype, unsupported in ((GB200, ["WARN"]), ("b200-180gb-sxm-ib.8x", [])):
        found = suites.node_verdicts(tree, thresholds_for(itype), None, {}, {"nvidia_smi": (OK, xml)})
        statuses = [v.status for v in found if v.rule == "gpu_fabric" and v.subject == "GPU 00000019:01:00.0"]
        assert statuses == unsupported, itype
        assert [v.status for v in found if v.rule == "gpu_recovery"] == ["PASS", "FAIL", "PASS", "FAIL"]


def test_a_completed_registration_without_a_status_is_not_a_failure():
    text = fixture_text("nvidia_smi", "h200_text_recovery_reset").replace(
        "Status                            : Success", "Status                            : N/A")
    g = nvidia_smi.parse(text)["gpus"][0]
    assert g["fabric_status"] is None and gpu.check_gpu_fabric(g).status == "PASS"
    # The Status is an NVML return code's text: "Unknown Error" is the registration's error (NVIDIA/NVSentinel#883: H100
    # GPUs Completed with Status Unknown Error after the fabric manager died), not an unreadable field.
    bad = text.replace("Status                            : N/A", "Status                            : Unknown Error", 1)
    g = nvidia_smi.parse(bad)["gpus"][0]
    assert (g["fabric_status"], g["unreadable"]) == ("Unknown Error", [])
    v = gpu.check_gpu_fabric(g)
    assert (v.status, v.details["action"]) == ("FAIL", "reset") and "'Unknown Error'" in v.reason
    xml = fixture_text("nvidia_smi", "gb200_xml_fabric_recovery").replace("<status>Success</status>",
                                                                          "<status>Unknown Error</status>", 1)
    assert gpu.check_gpu_fabric(nvidia_smi.parse(xml)["gpus"][0], 18).status == "FAIL"


def test_diagnose_pasted_fabric_and_recovery_failures(capsys):
    code, doc, got = diagnose(capsys, FIXTURES / "nvidia_smi" / "gb200_text_fabric_insufficient.out", "--instance-type", GB200)
    assert code == 1 and doc["facts"]["input_kind"] == "nvidia_smi" and ("gpu_fabric", "FAIL", "reset") in got
    (row,) = [v for v in doc["verdicts"] if v["rule"] == "gpu_fabric"]
    assert row["details"]["status"] == "Insufficient Resources" and row["details"]["multi_node_nvlink"] is True
    code, _, got = diagnose(capsys, FIXTURES / "nvidia_smi" / "h200_text_recovery_reset.out")
    assert code == 1 and got.count(("gpu_recovery", "FAIL", "reset")) == 1 and got.count(("gpu_recovery", "PASS", None)) == 1
