"""The GPU rules: each recorded output (tests/verify/fixtures; real ones are in test_gpu_real_outputs.py) judged
as an engineer reading it would, and ``crusoe-ib-verify node`` end to end on a healthy and a broken node
(fake nvidia-smi, dmesg, dcgmi and nvbandwidth on --tool-path; a fake /sys and /proc under --host-root)."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest
from conftest import FIXTURES, fixture_text, write_tool

from crusoe_ib.verify.node import gpu_types, suites
from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.node.parsers import dcgmi_diag, dmesg_xid, nccl_topo, nvbandwidth, nvidia_smi, nvidia_smi_nvlink, pci
from crusoe_ib.verify.node.rules import gpu, gpu_tests, pcie, xid
from crusoe_ib.verify.node.thresholds import instance_types, thresholds_for

H100 = "h100-80gb-sxm-ib.8x"
RAILS = ["mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8"]  # mlx5_4: Ethernet


def statuses(verdicts):
    return [(v.rule, v.subject, v.status, v.details.get("action")) for v in verdicts]


# --- each rule on recorded outputs ----------------------------------------------------------------


def test_gpu_count_against_the_type():
    healthy = nvidia_smi.parse(fixture_text("nvidia_smi", "h100_healthy_xml"))
    seven = nvidia_smi.parse(fixture_text("nvidia_smi", "h100_seven_gpus_xml"))
    bus = pci.parse(fixture_text("pci", "h100_healthy"))
    assert gpu.check_gpu_count(healthy, bus, 8).status == "PASS"
    missing = gpu.check_gpu_count(seven, None, 8)
    assert (missing.status, missing.details["action"]) == ("FAIL", "replace") and "7 of the type's 8" in missing.reason
    # The driver lost one of the GPUs the PCI bus still shows: a reboot first.
    lost = gpu.check_gpu_count(seven, bus, 8)
    assert (lost.status, lost.details["action"]) == ("FAIL", "reset") and "7 of the 8 GPUs on the PCI bus" in lost.reason
    assert gpu.check_gpu_count(None, None, 8).status == "UNAVAILABLE"
    assert gpu.check_gpu_count(healthy, bus, None).status == "UNAVAILABLE"


@pytest.mark.parametrize("case,bad", [
    ("h100_healthy_xml", {}),
    ("h100_remap_pending_xml", {"00000000:07:00.0": ("FAIL", "reset")}),
    ("remap_failure_xml", {"00000000:06:00.0": ("FAIL", "replace")}),
    ("h100_text_uncorrectable", {"00000000:06:00.0": ("FAIL", "reset")}),
    ("v100_text_double_bit", {"00000000:3B:00.0": ("FAIL", "reset")}),
])
def test_gpu_memory_in_both_formats(case, bad):
    parsed = nvidia_smi.parse(fixture_text("nvidia_smi", case))
    got = {g["bus_id"]: gpu.check_gpu_memory(g) for g in parsed["gpus"]}
    assert {b: (v.status, v.details.get("action")) for b, v in got.items() if v.status != "PASS"} == bad


def test_xml_and_text_agree_on_the_same_gpu():
    text = nvidia_smi.parse(fixture_text("nvidia_smi", "h100_text_uncorrectable"))["gpus"][1]
    assert (text["ecc_uncorrectable_volatile"], text["remapped_rows_pending"], text["pcie_width_current"]) == (1, True, 16)
    xml = nvidia_smi.parse(fixture_text("nvidia_smi", "h100_remap_pending_xml"))["gpus"][2]
    assert (xml["ecc_uncorrectable_volatile"], xml["remapped_rows_pending"], xml["remapped_rows_uncorrectable"]) == (2, True, 1)


@pytest.mark.parametrize("case,expected", [
    ("healthy_h100_boot", [("node", "PASS", None)]),
    ("xid79_fallen_off", [("GPU 0000:00:07", "FAIL", "replace")]),
    ("fallen_no_xid", [("GPU 0000:b3:00", "FAIL", "replace")]),
    # 13 + 43 are the application's own fault; 94 + 63 need a reset to remap the row.
    ("journal_mixed_xids", [("GPU 0000:00:05", "WARN", "user"), ("GPU 0000:00:09", "FAIL", "reset")]),
])
def test_xids_with_meaning_and_action(case, expected):
    found = xid.check_xids(dmesg_xid.parse(fixture_text("dmesg_xid", case)))
    assert [(v.subject, v.status, v.details.get("action")) for v in found] == expected
    if case == "journal_mixed_xids":
        assert "XID 94: Contained memory error" in found[1].reason and "XID 63" in found[1].reason


def test_an_unreadable_kernel_log_is_unavailable_not_pass():
    assert [v.status for v in xid.check_xids(None, "dmesg: missing")] == ["UNAVAILABLE"]
    assert xid.meaning(9999)[1] == "user" and "not in this table" in xid.meaning(9999)[0]


def test_nvlink_down_and_errors():
    facts = gpu_types.gpu_facts(H100)
    healthy = nvidia_smi_nvlink.parse(fixture_text("nvidia_smi_nvlink", "h100_healthy"))
    assert {gpu.check_nvlink(g, facts.nvlink_links).status for g in healthy["gpus"]} == {"PASS"}
    down = nvidia_smi_nvlink.parse(fixture_text("nvidia_smi_nvlink", "h100_links_down"))
    got = [gpu.check_nvlink(g, facts.nvlink_links) for g in down["gpus"]]
    assert [(v.subject, v.details.get("action")) for v in got if v.status == "FAIL"] == [("GPU 3 NVLink", "reset")]
    assert "14 of 18" in got[3].reason and "down: 0, 1, 2, 3" in got[3].reason
    # -e alone (no link status) says nothing about up or down: not applicable, never a PASS; its nonzero counters
    # still WARN (a pasted nvidia-smi nvlink -e is judged by diagnose).
    errors_only = nvidia_smi_nvlink.parse(fixture_text("nvidia_smi_nvlink", "h100_crc_errors"))
    assert gpu.check_nvlink(errors_only["gpus"][0], 18) is None
    v = gpu.check_nvlink(errors_only["gpus"][6], 18)
    assert v.status == "WARN" and "link 11 (crc 4, replay 12) (link state not shown)" in v.reason
    both = nvidia_smi_nvlink.parse(fixture_text("nvidia_smi_nvlink", "h100_healthy").split("\n", 1)[0] + "\n" +
                                   fixture_text("nvidia_smi_nvlink", "h100_healthy").split("GPU 1:")[0].split("\n", 1)[1] +
                                   "\t Link 11: CRC Errors: 4\n")
    warn = gpu.check_nvlink(both["gpus"][0], 18)
    assert warn.status == "WARN" and "link 11 (crc 4)" in warn.reason


def test_pcie_width_and_hca_speed():
    bus = pci.parse(fixture_text("pci", "h100_degraded"))
    got = {d["bus_id"]: pcie.check_pcie_link(d) for d in bus["devices"]}
    failing = {b: v.reason for b, v in got.items() if v.status == "FAIL"}
    assert set(failing) == {"0000:00:0a.0", "0000:00:11.0"}
    assert "x8 of x16" in failing["0000:00:0a.0"] and "16 of 32 GT/s" in failing["0000:00:11.0"]
    # GPUs lower their link speed when idle: 2.5 GT/s on an idle GPU is not a finding; the Ethernet VF shows no link.
    assert got["0000:00:06.0"].status == "PASS" and got["0000:00:0d.0"].status == "UNAVAILABLE"
    assert {v.status for v in map(pcie.check_pcie_link, pci.parse(fixture_text("pci", "h100_healthy"))["devices"])} == {
        "PASS", "UNAVAILABLE"}


@pytest.mark.parametrize("gdr,status", [
    ({"vendor": "nvidia", "nvidia_version": "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  550.127.05",
      "open_module": True, "peermem_loaded": False, "kernel": "5.15.0-119-generic"}, "PASS"),
    ({"vendor": "nvidia", "nvidia_version": "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.104.05",
      "open_module": False, "peermem_loaded": True, "kernel": "5.15.0-119-generic"}, "PASS"),
    ({"vendor": "nvidia", "nvidia_version": "NVRM version: NVIDIA UNIX x86_64 Kernel Module  535.104.05",
      "open_module": False, "peermem_loaded": False, "kernel": "5.15.0-119-generic"}, "FAIL"),
    ({"vendor": "nvidia", "nvidia_version": "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  550.127.05",
      "open_module": True, "peermem_loaded": False, "kernel": "5.4.0-200-generic"}, "FAIL"),
    ({"vendor": "nvidia", "nvidia_version": None, "kernel": "5.15.0"}, "UNAVAILABLE"),
    ({"vendor": "amd", "amdgpu_loaded": True, "kernel": "6.8.0-45-generic"}, "PASS"),
    ({"vendor": "amd", "amdgpu_loaded": False, "kernel": "6.8.0-45-generic"}, "FAIL"),
])
def test_gpudirect_rdma_paths(gdr, status):
    v = pcie.check_gpudirect(gdr)
    assert v.status == status
    if status == "FAIL":
        assert v.details["action"] == "user"
    assert pcie.check_gpudirect({"vendor": None}) is None


def test_locality_against_the_nccl_topology_file():
    bus = pci.parse(fixture_text("pci", "h100_healthy"))
    good = pcie.check_locality(nccl_topo.parse(fixture_text("nccl_topo", "h100_matching")), bus, RAILS)
    assert good.status == "PASS" and good.details["near_hcas"]["0000:00:05.0"] == ["mlx5_0", "mlx5_1"]
    bad = pcie.check_locality(nccl_topo.parse(fixture_text("nccl_topo", "h100_swapped_hcas")), bus, RAILS)
    assert bad.status == "FAIL" and "mlx5_2 is at 0000:00:10.0, not 0000:00:11.0" in bad.reason
    assert pcie.check_locality(None, bus, RAILS) is None


@pytest.mark.parametrize("case,status,action", [
    ("r1_pass", "PASS", None),
    ("r1_row_remap_fail", "FAIL", "replace"),
    ("r2_pcie_fail", "FAIL", "reset"),
    # dcgmi ran and its host engine was down: a finding to fix (WARN), not "no data".
    ("host_engine_down", "WARN", None),
])
def test_dcgm_diag(case, status, action):
    v = gpu_tests.check_dcgm(dcgmi_diag.parse(fixture_text("dcgmi_diag", case)), "nonzero" if status != "PASS" else "ok")
    assert (v.status, v.details.get("action")) == (status, action)
    if case == "r2_pcie_fail":
        assert v.details["failed"] == ["PCIe"] and "PCIe (GPU: 1)" in v.reason


def test_dcgmi_missing_is_unavailable_never_a_pass():
    assert gpu_tests.check_dcgm(None, "missing").status == "UNAVAILABLE"
    assert gpu_tests.check_dcgm(None, "not run").status == "UNAVAILABLE"  # the deadline came first
    assert "timed out" in gpu_tests.check_dcgm(dcgmi_diag.parse(""), "timeout").reason


def test_nvbandwidth_against_crusoes_per_sku_floor():
    floor = gpu_types.gpu_facts(H100).nvbandwidth_floor_gb_per_s
    assert floor == 316.0
    assert gpu_tests.check_nvbandwidth(nvbandwidth.parse(fixture_text("nvbandwidth", "h100_healthy")), floor).status == "PASS"
    slow = gpu_tests.check_nvbandwidth(nvbandwidth.parse(fixture_text("nvbandwidth", "h100_slow_pair")), floor)
    assert slow.status == "FAIL" and "2 of 56 GPU pairs below 316" in slow.reason and "2<-6 141.37" in slow.reason
    # Waived (peer-to-peer mapping failed): a finding, not "no data"; a failure where the type's GPUs share NVLink.
    waived = nvbandwidth.parse(fixture_text("nvbandwidth", "waived"))
    assert gpu_tests.check_nvbandwidth(waived, floor).status == "WARN"
    assert (gpu_tests.check_nvbandwidth(waived, floor, 18).status, gpu_tests.check_nvbandwidth(waived, floor, 18).details["action"]) \
        == ("FAIL", "reset")
    assert gpu_tests.check_nvbandwidth(nvbandwidth.parse(""), floor, 18, "missing").status == "UNAVAILABLE"
    assert gpu_tests.check_nvbandwidth(nvbandwidth.parse(fixture_text("nvbandwidth", "h100_healthy")), None).status == "UNAVAILABLE"
    assert gpu_tests.check_nvbandwidth(None, floor) is None
    assert gpu_tests.check_nvbandwidth(nvbandwidth.parse(fixture_text("nvbandwidth", "h100_healthy")), float("nan")).status == \
        "UNAVAILABLE"


def test_every_provisioned_type_has_gpu_facts_with_sources():
    assert set(gpu_types.GPU_TYPES) == set(instance_types())
    for name, facts in gpu_types.GPU_TYPES.items():
        assert facts.sources and facts.vendor in ("nvidia", "amd"), name
        assert thresholds_for(name).gpus_per_node > 0


# --- the node command, end to end ------------------------------------------------------------------


def _host(tmp: Path, pci_case: str, open_module: bool = True, topo: str | None = "h100_matching") -> Path:
    root = tmp / ("host-" + pci_case)
    for line in fixture_text("pci", pci_case).splitlines():
        path, name, value = re.match(r"/(.*/[0-9a-f:.]+)/([a-z_]+):(.*)$", line).groups()
        target = root / path
        if name == "infiniband":
            (target / "infiniband" / value).mkdir(parents=True, exist_ok=True)
        else:
            target.mkdir(parents=True, exist_ok=True)
            (target / name).write_text(value + "\n")
    (root / "proc/driver/nvidia").mkdir(parents=True)
    (root / "proc/driver/nvidia/version").write_text(
        "NVRM version: NVIDIA UNIX %sx86_64 Kernel Module  550.127.05  Release Build\n" % ("Open Kernel Module for " if open_module else ""))
    (root / "proc/sys/kernel").mkdir(parents=True)
    (root / "proc/sys/kernel/osrelease").write_text("5.15.0-119-generic\n")
    (root / "sys/module/nvidia").mkdir(parents=True)
    if topo:
        (root / "etc/crusoe/nccl_topo").mkdir(parents=True)
        (root / "etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml").write_text(fixture_text("nccl_topo", topo))
    return root


def _tools(tmp: Path, smi: str, links: str, log: str, dcgm: str | None, nvb: str = "h100_healthy") -> Path:
    bin_dir = tmp / ("bin-" + smi)
    cat = lambda parser, case: "cat %s" % shlex.quote(str(FIXTURES / parser / (case + ".out")))  # noqa: E731
    write_tool(bin_dir, "nvidia-smi", 'if [ "$1" = nvlink ]; then %s; else %s; fi' % (
        cat("nvidia_smi_nvlink", links), cat("nvidia_smi", smi)))
    write_tool(bin_dir, "dmesg", cat("dmesg_xid", log))
    if dcgm:
        write_tool(bin_dir, "dcgmi", cat("dcgmi_diag", dcgm) + "; exit %d" % (0 if dcgm == "r1_pass" else 226))
    write_tool(bin_dir, "nvbandwidth", cat("nvbandwidth", nvb))
    return bin_dir


def _node(capsys, fake_tree, host, tools, *extra):
    code = cli.main(["node", "--sysfs-root", str(fake_tree("healthy")), "--instance-type", H100, "--json",
                     "--tool-path", str(tools), "--host-root", str(host)] + list(extra))
    doc = json.loads(capsys.readouterr().out)
    return code, doc, {v["rule"] for v in doc["verdicts"]}


GPU_RULES = {"gpu_count", "gpu_xid", "gpu_memory", "nvlink", "pcie_link", "gpudirect_rdma", "gpu_hca_locality", "dcgm_diag",
             "nvbandwidth"}


def test_node_on_a_healthy_gpu_node(fake_tree, tmp_path, capsys):
    code, doc, rules = _node(capsys, fake_tree, _host(tmp_path, "h100_healthy"),
                             _tools(tmp_path, "h100_healthy_xml", "h100_healthy", "healthy_h100_boot", "r1_pass"), "--nvbandwidth")
    gpu_verdicts = [v for v in doc["verdicts"] if v["rule"] in GPU_RULES]
    assert code == 0 and doc["ok"] and GPU_RULES <= rules
    assert {v["status"] for v in gpu_verdicts} == {"PASS"}, [v for v in gpu_verdicts if v["status"] != "PASS"]
    # 8 GPUs + the 8 rails (the Ethernet VF mlx5_4 is not a rail, so not judged), one memory and NVLink verdict per GPU.
    assert sum(v["rule"] == "pcie_link" for v in gpu_verdicts) == 16
    assert sum(v["rule"] == "gpu_memory" for v in gpu_verdicts) == 8 and sum(v["rule"] == "nvlink" for v in gpu_verdicts) == 8
    assert doc["facts"]["gpu"]["tools"]["dcgmi"] == "ok" and doc["facts"]["gpu"]["gdr"]["open_module"] is True


def test_node_on_a_broken_gpu_node(fake_tree, tmp_path, capsys):
    code, doc, _ = _node(capsys, fake_tree, _host(tmp_path, "h100_degraded", open_module=False, topo="h100_swapped_hcas"),
                         _tools(tmp_path, "h100_remap_pending_xml", "h100_links_down", "xid79_fallen_off", "r2_pcie_fail",
                                "h100_slow_pair"), "--nvbandwidth")
    failing = {(v["rule"], v["subject"], v["details"].get("action")) for v in doc["verdicts"] if v["status"] == "FAIL"}
    assert code == 1 and not doc["ok"]
    assert failing == {
        ("gpu_xid", "GPU 0000:00:07", "replace"),
        ("gpu_memory", "GPU 00000000:07:00.0", "reset"),
        ("nvlink", "GPU 3 NVLink", "reset"),
        ("pcie_link", "GPU 0000:00:0a.0 PCIe", "replace"),
        ("pcie_link", "HCA mlx5_3 0000:00:11.0 PCIe", "replace"),
        ("gpudirect_rdma", "node", "user"),
        ("gpu_hca_locality", "nccl topology", "user"),
        ("dcgm_diag", "node", "reset"),
        ("nvbandwidth", "node", "reset"),
    }


def test_node_without_dcgmi_or_gpu_tools_reports_unavailable(fake_tree, tmp_path, capsys):
    empty = tmp_path / "nobin"
    empty.mkdir()
    code, doc, rules = _node(capsys, fake_tree, tmp_path / "bare", empty)
    by_rule = {v["rule"]: v["status"] for v in doc["verdicts"] if v["rule"] in GPU_RULES}
    assert code == 0 and by_rule == {"gpu_count": "UNAVAILABLE", "gpu_xid": "UNAVAILABLE", "dcgm_diag": "UNAVAILABLE"}
    assert "nvbandwidth" not in rules  # not asked for
    # Each names the tool that is missing and where it comes from, not a failure of something that never ran.
    why = {v["rule"]: v["reason"] + " " + v["remediation"] for v in doc["verdicts"] if v["rule"] in GPU_RULES}
    assert "nvidia-smi not found on this node" in why["gpu_count"] and "Install the NVIDIA driver" in why["gpu_count"]
    assert "dmesg and journalctl -k: not found" in why["gpu_xid"]
    assert "dcgmi is not installed" in why["dcgm_diag"] and "datacenter-gpu-manager" in why["dcgm_diag"]


def test_no_gpu_skips_the_gpu_rules(fake_tree, tmp_path, capsys):
    _, doc, rules = _node(capsys, fake_tree, tmp_path / "bare", tmp_path / "nobin", "--no-gpu")
    assert not rules & GPU_RULES and "gpu" not in doc["facts"]


def test_gpu_suite_runs_only_when_gpu_outputs_are_given():
    tree = {"ports": [], "error": "none"}
    assert not {v.rule for v in suites.node_verdicts(tree, thresholds_for(H100))} & GPU_RULES
    assert {"gpu_count", "gpu_xid", "dcgm_diag"} <= {v.rule for v in suites.node_verdicts(tree, thresholds_for(H100), None, {}, {})}
