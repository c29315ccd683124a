"""The node check on every IB layout Crusoe's VMs show, healthy and broken (issue: discover the rails).

Trees in tests/verify/layouts/ are ``grep -H`` dumps of /sys/class/infiniband, built as the public
sources describe each layout:

- the layout before Crusoe's 2024 hypervisor update (Crusoe's K3s article): mlx5_0-3 and mlx5_5-8
  InfiniBand, mlx5_4 Ethernet: tests/verify/fixtures/sysfs/healthy.out;
- the current H100/H200 layout: mlx5_0 the Ethernet VF, mlx5_1..8 InfiniBand (Crusoe's performance-tuning/nvidia/cmk-nccltests
  nccl-h100.yaml / nccl-h200.yaml ``NCCL_IB_HCA=^mlx5_0:1``, observability/grafana-cmk examples);
- B200: mlx5_5..12 InfiniBand (performance-tuning/nvidia/cmk-nccltests/nccl-b200.yaml); which devices hold mlx5_1..4 there is
  not public, so the tree has only the Ethernet VF besides the rails.

Every healthy tree passes with its rails named as found; every broken one fails and names the rail.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import make_tree

from crusoe_ib.verify.operator import cli

LAYOUTS = Path(__file__).resolve().parent / "layouts"
SYSFS = Path(__file__).resolve().parent / "fixtures" / "sysfs"
H100, H200, B200 = "h100-80gb-sxm-ib.8x", "h200-141gb-sxm-ib.8x", "b200-180gb-sxm-ib.8x"


def node_check(tmp_path, capsys, tree: Path, itype: str) -> tuple[int, dict]:
    root = make_tree(tree.read_text(), tmp_path / "sys")
    code = cli.main(["node", "--sysfs-root", str(root), "--instance-type", itype, "--tool-path", str(tmp_path / "nobin"),
                     "--json"])
    return code, json.loads(capsys.readouterr().out)


def rails_verdict(doc: dict) -> dict:
    return next(v for v in doc["verdicts"] if v["rule"] == "ib_rails")


@pytest.mark.parametrize("tree, itype, rails", [
    (SYSFS / "healthy.out", H100, ["mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8"]),
    (LAYOUTS / "h100_cloud_hypervisor.out", H100, ["mlx5_%d" % i for i in range(1, 9)]),
    (LAYOUTS / "h100_cloud_hypervisor.out", H200, ["mlx5_%d" % i for i in range(1, 9)]),
    (LAYOUTS / "b200.out", B200, ["mlx5_%d" % i for i in range(5, 13)]),
], ids=["h100-2023", "h100-cloud-hypervisor", "h200-cloud-hypervisor", "b200"])
def test_healthy_layouts_pass_with_the_rails_found(tmp_path, capsys, tree, itype, rails):
    code, doc = node_check(tmp_path, capsys, tree, itype)
    assert code == 0, [v for v in doc["verdicts"] if v["status"] != "PASS"]
    verdict = rails_verdict(doc)
    assert verdict["status"] == "PASS" and verdict["details"]["ib_rails_found"] == rails
    ports = {v["subject"].split()[0] for v in doc["verdicts"] if v["rule"] == "port_state"}
    assert ports == set(rails)  # the Ethernet VF is never judged as a rail


@pytest.mark.parametrize("tree, itype, rule, subject, reason", [
    ("h100_cloud_hypervisor_rail_down", H100, "port_state", "mlx5_3 port 1", r"state is 1: DOWN"),
    ("h100_cloud_hypervisor_rail_down", H100, "port_phys_state", "mlx5_3 port 1", r"phys_state is 3: Disabled"),
    ("h100_cloud_hypervisor_rail_missing", H100, "ib_rails", "node", r"Found 7 of 8 InfiniBand rails .*; missing mlx5_6;"),
    ("h100_cloud_hypervisor_wrong_rate", H100, "port_rate", "mlx5_2 port 1", r"200"),
    ("h100_cloud_hypervisor_symbol_errors", H100, "error_counters", "mlx5_7 port 1", r"symbol_error"),
    ("h100_2023_rail_missing", H100, "ib_rails", "node", r"Found 7 of 8 .*; missing mlx5_2;"),
    ("b200_rail_missing", B200, "ib_rails", "node", r"Found 7 of 8 .*; missing mlx5_12;"),
    ("h100_cloud_hypervisor_rail_missing", H200, "ib_rails", "node", r"missing mlx5_6"),
])
def test_broken_layouts_fail_by_name(tmp_path, capsys, tree, itype, rule, subject, reason):
    code, doc = node_check(tmp_path, capsys, LAYOUTS / (tree + ".out"), itype)
    assert code == 1
    failed = [v for v in doc["verdicts"] if v["status"] == "FAIL"]
    match = [v for v in failed if v["rule"] == rule and v["subject"] == subject]
    assert match and re.search(reason, match[0]["reason"]), failed


def test_unpublished_layout_warns_but_passes(tmp_path, capsys):
    """Eight healthy rails in no published layout: the catalog's device list only warns."""
    code, doc = node_check(tmp_path, capsys, LAYOUTS / "h100_unpublished_layout.out", H100)
    verdict = rails_verdict(doc)
    assert verdict["status"] == "WARN" and "in no layout Crusoe has published" in verdict["reason"]
    assert verdict["details"]["ib_rails_found"] == ["mlx5_%d" % i for i in range(2, 10)]
    assert code == 0 and not [v for v in doc["verdicts"] if v["status"] == "FAIL"]


def test_a_stack_that_names_its_rails_still_gets_them_enforced(tmp_path, capsys):
    root = make_tree((LAYOUTS / "h100_cloud_hypervisor.out").read_text(), tmp_path / "sys")
    code = cli.main(["node", "--sysfs-root", str(root), "--instance-type", H100, "--tool-path", str(tmp_path / "nobin"),
                     "--thresholds-json", json.dumps({"hca_names": ["mlx5_0", "mlx5_1"]}), "--json"])
    verdict = rails_verdict(json.loads(capsys.readouterr().out))
    assert code == 1 and verdict["status"] == "FAIL" and "missing mlx5_0" in verdict["reason"]
