"""The node check says which kind of InfiniBand VF a node has: with IPoIB netdevs or without (issue 34). It
decides what can select them: Kubernetes' SR-IOV device plugin reads a link type only from a netdev, so a
VF without one is matched by vendor, driver and RDMA (the library's NicClusterPolicy), never by linkTypes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import make_tree

from crusoe_ib.verify.node.rules import transport
from crusoe_ib.verify.node.rules.rails import netdev_note
from crusoe_ib.verify.operator import cli

LAYOUT = Path(__file__).resolve().parent / "layouts" / "h100_cloud_hypervisor.out"
RAILS = ["mlx5_%d" % i for i in range(1, 9)]


def rails_verdict(tmp_path, capsys, netdevs: dict) -> dict:
    root = make_tree(LAYOUT.read_text(), tmp_path / "sys")
    for dev, names in netdevs.items():
        for name in names:
            (root / dev / "device" / "net" / name).mkdir(parents=True)
    code = cli.main(["node", "--sysfs-root", str(root), "--instance-type", "h100-80gb-sxm-ib.8x",
                     "--tool-path", str(tmp_path / "nobin"), "--json", "--no-gpu"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 0, [v for v in doc["verdicts"] if v["status"] != "PASS"]
    return next(v for v in doc["verdicts"] if v["rule"] == "ib_rails")


def test_vfs_with_ipoib_netdevs_are_named_with_them(tmp_path, capsys):
    verdict = rails_verdict(tmp_path, capsys, {"mlx5_0": ["eth0"], **{d: [f"ibp{i}s0"] for i, d in enumerate(RAILS)}})
    assert verdict["status"] == "PASS" and verdict["details"]["ib_vf_netdevs"]["kind"] == "ipoib"
    assert "every rail has an IPoIB netdev (mlx5_1: ibp0s0" in verdict["reason"]


def test_vfs_without_netdevs_say_what_can_select_them(tmp_path, capsys):
    verdict = rails_verdict(tmp_path, capsys, {"mlx5_0": ["eth0"]})  # only the Ethernet VF has a netdev
    assert verdict["status"] == "PASS" and verdict["details"]["ib_vf_netdevs"]["kind"] == "none"
    assert "no rail has a netdev (no IPoIB)" in verdict["reason"] and "not by link type" in verdict["reason"]


def test_a_mixed_node_names_the_rails_that_have_one():
    note, details = netdev_note(["mlx5_1", "mlx5_2"], {"mlx5_1": ["ib0"], "mlx5_2": []})
    assert details["kind"] == "mixed" and "1 of 2 rails have an IPoIB netdev (mlx5_1)" in note
    assert netdev_note(["mlx5_1"], None) == ("", None)  # not read: nothing claimed


@pytest.mark.parametrize("gdr", [0, 2])
def test_the_gdrdma_remedy_points_at_dma_buf_not_the_operators_driver_switches(gdr):
    verdict = transport.check_gdrdma({"error": None, "transport": "IB", "channels": {"net": 4, "net_gdrdma": gdr}})
    assert verdict.status in ("FAIL", "WARN")
    assert "DMA-BUF" in verdict.remediation and "nvidia_peermem" in verdict.remediation
    assert "driver.rdma.enabled=true" not in verdict.remediation and "change nothing" in verdict.remediation
