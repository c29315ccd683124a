"""One data file per instance type: the catalog, the checker's thresholds and the docs' type table come
from constructs/crusoe_ib/platform/instance_types/<type>.json, every fact with a source."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from crusoe_ib.platform import catalog, type_data
from crusoe_ib.platform.catalog import CATALOG, _from_file

REPO = Path(__file__).resolve().parents[1]
TYPES = REPO / "constructs" / "crusoe_ib" / "platform" / "instance_types"
THRESHOLDS = REPO / "constructs" / "crusoe_ib" / "verify" / "thresholds.json"
RECORDS = type_data.load()


def test_every_file_is_one_type_named_after_it():
    files = sorted(p.name for p in TYPES.glob("*.json"))
    assert files == sorted(f"{name}.json" for name in RECORDS) and set(RECORDS) == set(CATALOG)


def test_the_checkers_thresholds_are_generated_from_the_files():
    current = json.loads(THRESHOLDS.read_text())
    assert current == type_data.thresholds_registry(current), \
        "regenerate: PYTHONPATH=constructs python -m crusoe_ib.platform.type_data --write"


def test_the_docs_type_table_is_generated_from_the_files():
    readme = (REPO / "docs" / "constructs.md").read_text()
    table = re.search(r"<!-- instance-types:begin[^\n]*-->\n(.*?)<!-- instance-types:end -->", readme, re.S).group(1)
    assert table == type_data.readme_table(), "regenerate: PYTHONPATH=constructs python -m crusoe_ib.platform.type_data --readme"


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_every_missing_fact_says_unknown_and_every_fact_has_a_source(name):
    rec = RECORDS[name]
    price, shape, nccl = rec["price"], rec["shape"], rec["nccl"]
    assert price["source"] and shape["source"] and nccl["topo_files_source"] and nccl["tests_image_source"]
    if price["on_demand_usd_per_gpu_hour"] is None:
        assert "unknown" in price["source"]
    if shape["vcpus"] is None or shape["memory_mib"] is None:
        assert "unknown" in shape["source"]
    if nccl["tests_image"] is None:
        assert nccl["tests_image_source"].startswith("unknown")
    if not nccl["topo_files"]:
        assert nccl["topo_files_source"].startswith("unknown")
    assert nccl["mpijob_tuning_source"] and nccl["vm_ucx_net_devices_source"]
    assert all(isinstance(v, str) and v for v in rec["sources"].values())


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_third_party_prices_are_marked_as_such(name):
    price = RECORDS[name]["price"]
    from_field_guide = "A Field Guide to Crusoe InfiniBand" in price["source"]
    assert price["third_party"] == from_field_guide
    if price["third_party"]:
        assert price["source"].startswith("third party") and "Saturn Cloud" in price["source"]
        assert CATALOG[name].price_third_party


def test_the_field_guide_is_never_attributed_to_crusoe():
    wrong = re.compile(r"Crusoe(?:'s|,)\s+\\?\"A Field Guide|Crusoe's field guide", re.I)
    texts = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md")), *sorted(TYPES.glob("*.json")), THRESHOLDS,
             *sorted((REPO / "constructs" / "crusoe_ib").rglob("*.py")), *sorted((REPO / "tools").rglob("*.md"))]
    found = [f"{p.relative_to(REPO)}: {m.group(0)}" for p in texts for m in wrong.finditer(p.read_text())]
    assert found == []


def test_shapes_from_crusoes_group_vars():
    # Crusoe's group_vars: cpu_count = instance_size x 22 (H100, H200) or x 12 (A100), real_memory x 120320. They are
    # cited where Crusoe still publishes them (solutions-library), not at crusoecloud/slurm, which removed them in 2026.
    for name, vcpus in (("h100-80gb-sxm-ib.8x", 176), ("h200-141gb-sxm-ib.8x", 176), ("a100-80gb-sxm-ib.8x", 96)):
        assert (CATALOG[name].vcpus, CATALOG[name].memory_mib) == (vcpus, 8 * 120320)
        assert CATALOG[name].shape_source.startswith(
            "crusoecloud/solutions-library samples/others/create-vms-and-run-nccl-test/ansible/inventory/group_vars/")


#: Crusoe docs, "Managing InfiniBand Networking": InfiniBand HCAs per instance and total InfiniBand bandwidth (Gbps).
CRUSOE_IB_TABLE = {"a100-80gb-sxm-ib.8x": (8, 1600), "h100-80gb-sxm-ib.8x": (8, 3200), "h200-141gb-sxm-ib.8x": (8, 3200)}


@pytest.mark.parametrize("name", sorted(CRUSOE_IB_TABLE))
def test_rails_and_rate_reach_the_checker_as_crusoe_publishes_them(name):
    """The rail count and per-port rate the node check gates on (thresholds_for: port count, sysfs rate, the
    ib_write_bw floor) are the HCAs and bandwidth Crusoe's own page lists for the type."""
    from crusoe_ib.verify.node.thresholds import thresholds_for

    hcas, total_gbps = CRUSOE_IB_TABLE[name]
    th = thresholds_for(name, node_count=2)
    assert (CATALOG[name].ib_rails, CATALOG[name].ib_rate_gbps) == (th.ib_rails, th.rate_gbps) == (hcas, total_gbps / hcas)
    assert th.write_bw_floor_mb_per_s <= th.rate_gbps * 125  # 1 Gb/s = 125 MB/s: the floor is below the line rate
    assert "Managing InfiniBand Networking" in RECORDS[name]["thresholds"]["link"]["ib_rails_source"]


def test_h100_layouts_and_topology_files_are_todays():
    h100 = CATALOG["h100-80gb-sxm-ib.8x"]
    assert tuple("mlx5_%d" % i for i in range(1, 9)) in h100.hca_layouts
    assert h100.topo_files[0] == "/etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml"
    assert CATALOG["h200-141gb-sxm-ib.8x"].topo_files == ("/etc/crusoe/nccl_topo/h200-141gb-sxm-ib-cloud-hypervisor.xml",)


def test_the_write_command_rewrites_the_checkers_file(tmp_path):
    """``python -m crusoe_ib.platform.type_data --write``, as the how-to runs it, on a copy of the package:
    it rewrites crusoe_ib/verify/thresholds.json (the file the checker ships) from the type files."""
    import os
    import shutil
    import subprocess
    import sys

    shutil.copytree(REPO / "constructs" / "crusoe_ib", tmp_path / "crusoe_ib",
                    ignore=shutil.ignore_patterns("__pycache__", "_bindings"))
    target = tmp_path / "crusoe_ib" / "verify" / "thresholds.json"
    target.write_text(json.dumps(dict(json.loads(THRESHOLDS.read_text()), instance_types={})))
    out = subprocess.run([sys.executable, "-m", "crusoe_ib.platform.type_data", "--write"], cwd=tmp_path, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(tmp_path)}, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert target.read_text() == THRESHOLDS.read_text()


def test_adding_a_type_is_one_file(monkeypatch):
    """A new record flows into the catalog, the thresholds registry and the docs' type table unchanged."""
    new = json.loads((TYPES / "h200-141gb-sxm-ib.8x.json").read_text())
    new["name"], new["thresholds"]["gpu_model"] = "h300-999gb-sxm-ib.8x", "H300 999GB SXM"
    records = dict(RECORDS, **{new["name"]: new})
    monkeypatch.setattr(type_data, "load", lambda: records)
    assert _from_file(new).gpu_model == "H300 999GB SXM"
    registry = type_data.thresholds_registry(json.loads(THRESHOLDS.read_text()))
    assert registry["instance_types"]["h300-999gb-sxm-ib.8x"]["gpu_model"] == "H300 999GB SXM"
    assert registry["instance_types"]["h300-999gb-sxm-ib.8x"]["gpu"] == new["thresholds"]["gpu"]  # the checker's GPU facts
    assert "| `h300-999gb-sxm-ib.8x` | 8 | 8 | 8 x 400 Gb/s NDR |" in type_data.readme_table()


def test_a_malformed_file_names_itself(tmp_path):
    with pytest.raises(type_data.TypeDataError, match=r"instance_types/x.json: missing keys \['nccl'"):
        type_data._check("x.json", {k: None for k in type_data.KEYS if k != "nccl"})
    with pytest.raises(type_data.TypeDataError, match="name the file after the type"):
        type_data._check("x.json", dict.fromkeys(type_data.KEYS, None) | {"name": "y"})
    good = json.loads((TYPES / "h100-80gb-sxm-ib.8x.json").read_text())
    for nccl in ({"topo_files": ["/etc/x.xml; reboot"]}, {"tests_image": "ghcr.io/x:$(id)"}):
        with pytest.raises(type_data.TypeDataError, match="written into boot scripts"):
            type_data._check("h100-80gb-sxm-ib.8x.json", dict(good, nccl=dict(good["nccl"], **nccl)))
    for nccl in ({"mpijob_tuning": "roce"}, {"vm_ucx_net_devices": "yes"}):
        with pytest.raises(type_data.TypeDataError, match="mpijob_tuning is one of ib, tcp"):
            type_data._check("h100-80gb-sxm-ib.8x.json", dict(good, nccl=dict(good["nccl"], **nccl)))
    without = {k: v for k, v in good["nccl"].items() if k != "vm_ucx_net_devices"}
    with pytest.raises(type_data.TypeDataError, match=r"nccl: missing keys \['vm_ucx_net_devices'\]"):
        type_data._check("h100-80gb-sxm-ib.8x.json", dict(good, nccl=without))
    assert catalog.CATALOG is CATALOG


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_gpu_facts_and_reservation_live_in_the_type_file_with_their_sources(name):
    """The GPU rules' facts (verify/node/gpu_types.py) and reservation-only (platform_contract) come
    from the type's own file, each with a source."""
    from crusoe_ib.platform import platform_contract
    from crusoe_ib.verify.node import gpu_types

    rec = RECORDS[name]
    gpu = rec["thresholds"]["gpu"]
    assert gpu["vendor"] in ("nvidia", "amd") and gpu["sources"] and all(gpu["sources"])
    if None in (gpu["nvlink_links"], gpu["nvbandwidth_floor_gb_per_s"]):
        assert gpu.get("note"), "say why a GPU fact is unknown"
    facts = gpu_types.gpu_facts(name)
    assert (facts.vendor, facts.nvlink_links, facts.nvbandwidth_floor_gb_per_s, list(facts.sources)) == \
        (gpu["vendor"], gpu["nvlink_links"], gpu["nvbandwidth_floor_gb_per_s"], gpu["sources"])
    reserved = rec["reservation_only"]
    assert platform_contract.reservation_only_family(name) == (reserved and reserved["family"])
    if reserved is not None:
        assert "RIPA" in reserved["source"]
