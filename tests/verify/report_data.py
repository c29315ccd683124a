"""Recorded documents for the report and metrics tests, at full size (2,048 nodes).

- :func:`fleet_doc`: ``fleet --json`` of a 2,048-node pool, grown from the recorded 4-node pool
  (tests/verify/fleet_fixtures/pool4, read by the real ``fleet --from-dir``): node-002's row (a degraded
  mlx5_3, a DOWN mlx5_6) is the template of every failing node, node-000's of every passing one; a
  few nodes have no result, and one failing row carries hostile text (markup, a terminal escape).
- :func:`sweep_doc`: a ``sweep --json`` document in the shape agreed with the sweep branch
  (SWEEP_SCHEMA: rounds of node pairs, one measurement per pair and rail, faults, suspects,
  unreachable, per-node rails), with one slow port (``SLOW``) that every partner sees.
- :func:`nccl_doc` and :func:`node_doc`: the real ``nccl --parse`` and ``node --nvbandwidth`` commands on
  recorded outputs (nccl-tests, nvbandwidth with one slow GPU pair).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import shlex
import socket
from pathlib import Path
from unittest import mock

from conftest import FIXTURES, fixture_text, make_tree, write_tool

from crusoe_ib.verify.operator import cli

HERE = Path(__file__).resolve().parent
POOL4 = HERE / "fleet_fixtures" / "pool4"
H100 = "h100-80gb-sxm-ib.8x"
POOL = "crusoe_compute_instance.pool_nodes"
RAILS = ["mlx5_1", "mlx5_2", "mlx5_3", "mlx5_4", "mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8"]
#: The sweep's one bad port: every pair with this node is slow on this rail.
SLOW = ("node-1337", "mlx5_5")
HOSTILE = '<script>alert("x")</script><img src=http://example.invalid/x.png>\x1b[2K\u202e'


def keys(n: int) -> list:
    return ["node-%04d" % i for i in range(n)]


def run_cli(argv: list) -> tuple:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(argv)
    return code, out.getvalue()


def fleet_doc(n: int = 2048, failing=(5, 77, 640, 1337, 2001), missing=(900, 901)) -> dict:
    code, text = run_cli(["fleet", "--from-dir", str(POOL4), "--pool-address", POOL, "--json"])
    assert code == 1, text
    base = json.loads(text)
    good = next(r for r in base["nodes"] if r["node_key"] == "node-000")
    bad = next(r for r in base["nodes"] if r["node_key"] == "node-002")
    rows = []
    for i, key in enumerate(keys(n)):
        row = copy.deepcopy(bad if i in failing else good)
        row.update(node_key=key, host="10.1.%d.%d" % (i // 250, i % 250 + 2), source="node-checks/%s.node-check.json" % key,
                   terraform_address='%s["%s"]' % (POOL, key))
        if i in missing:
            row.update(verdict="NO_RESULT", failing=[], failing_rules=[], summary=None, action=None,
                       error="unreachable: ssh: connect to host 10.1.3.152 port 22: Connection timed out")
        if i == failing[0]:
            row["failing"][0]["reason"] = HOSTILE + " " + row["failing"][0]["reason"]
            row["host"] = HOSTILE
        rows.append(row)
    summary = {s: sum(r["verdict"] == s for r in rows) for s in ("PASS", "FAIL", "CONFLICT", "NO_RESULT")}
    return dict(base, nodes=rows, summary=summary, verdict="FAIL", ok=False, stack="training-prod")


def sweep_doc(n: int = 2048, rounds: int = 3, seed: int = 7) -> dict:
    """Round r pairs node i with node i XOR N/2**(r+1) (N/2 pairs a round, every node in each round)."""
    rng = random.Random(seed)
    ks = keys(n)
    bits = [n >> (r + 1) for r in range(rounds)]
    plan = [[[ks[i], ks[i ^ b]] for i in range(n) if not i & b and i ^ b < n] for b in bits]
    measurements, slow_with = [], []
    for r, pairs in enumerate(plan):
        for client, server in pairs:
            for rail in RAILS:
                bw = round(rng.gauss(48600, 180), 1)
                status = "PASS"
                if SLOW[0] in (client, server) and rail == SLOW[1]:
                    bw, status = round(rng.gauss(21000, 300), 1), "FAIL"
                    slow_with.append(server if client == SLOW[0] else client)
                elif bw < 48000:
                    status = "WARN"
                m = {"round": r, "client": client, "server": server, "rail": rail, "write_bw_mb_per_s": bw, "status": status,
                     "missed_by_pct": round(100 * (48000 - bw) / 48000, 2) if bw < 48000 else None, "remeasure": False,
                     "error": None}
                measurements.append(m)
                if status == "FAIL":
                    measurements.append(dict(m, write_bw_mb_per_s=round(bw * 1.01, 1), remeasure=True,
                                             missed_by_pct=round(100 * (48000 - bw * 1.01) / 48000, 2)))
    unreachable, suspect = ks[901 * n // 2048], ks[1500 * n // 2048]
    measurements = [m for m in measurements if unreachable not in (m["client"], m["server"])] + [
        {"round": 0, "client": ks[900 * n // 2048], "server": unreachable, "rail": rail, "write_bw_mb_per_s": None,
         "status": "UNAVAILABLE", "missed_by_pct": None, "remeasure": False,
         "error": "ssh: connect to host 10.1.3.153 port 22: Connection timed out"} for rail in RAILS]
    nodes = []
    for key in ks:
        rails = {rail: "PASS" for rail in RAILS}
        verdict, action = "PASS", None
        if key == SLOW[0]:
            rails[SLOW[1]], verdict, action = "FAIL", "FAIL", "replace"
        elif key == unreachable:
            rails = {rail: "UNAVAILABLE" for rail in RAILS}
            verdict = "UNAVAILABLE"
        elif key == suspect:
            rails["mlx5_2"], verdict = "SUSPECT", "WARN"
        nodes.append({"node_key": key, "verdict": verdict, "action": action, "rails": rails})
    return {
        "tool": "crusoe-ib-verify", "version": "0.3.0", "schema_version": "1.3", "command": "sweep",
        "checked_utc": "2026-11-28T06:00:00Z", "stack": "training-prod", "pool_address": POOL, "instance_type": H100,
        "devices": RAILS, "thresholds": {"target_mb_per_s": 48000.0, "floor_mb_per_s": 45000.0,
                                         "source": "thresholds.json write_bw_target_mb_per_s / write_bw_floor_mb_per_s"},
        "rounds": plan, "measurements": measurements,
        "faults": [] if not slow_with else [{"node": SLOW[0], "rail": SLOW[1], "slow_with": sorted(set(slow_with)), "partners": sorted(set(slow_with)),
                    "evidence": "%s %s: %d of %d partners slow (about 21,000 MB/s, floor 45,000), re-measured" % (
                        SLOW[0], SLOW[1], len(set(slow_with)), len(set(slow_with))), "action": "replace"}],
        "suspects": [{"node": suspect, "rail": "mlx5_2", "why": "slow once with one partner, not confirmed"}],
        "unreachable": [unreachable],
        "nodes": nodes,
        "summary": {s: sum(x["verdict"] == s for x in nodes) for s in ("PASS", "WARN", "FAIL", "UNAVAILABLE")},
        "verdict": "FAIL", "ok": False,
    }


def nccl_doc(case: str = "low_busbw", nodes: int = 4) -> dict:
    code, text = run_cli(["nccl", "--parse", str(FIXTURES / "nccl_tests" / (case + ".out")), "--instance-type", H100,
                          "--nodes", str(nodes), "--json"])
    return json.loads(text)


def node_doc(tmp: Path, nvb: str = "h100_slow_pair", key: str = "node-1337", extra: tuple = ()) -> dict:
    """``node --nvbandwidth --json`` on a recorded healthy H100 (sysfs, PCI, nvidia-smi, dmesg, dcgmi) with
    the nvbandwidth output ``nvb``."""
    from test_gpu import _host

    bin_dir = tmp / ("bin-" + nvb)
    cat = lambda parser, case: "cat %s" % shlex.quote(str(FIXTURES / parser / (case + ".out")))  # noqa: E731
    write_tool(bin_dir, "nvidia-smi", 'if [ "$1" = nvlink ]; then %s; else %s; fi' % (
        cat("nvidia_smi_nvlink", "h100_healthy"), cat("nvidia_smi", "h100_healthy_xml")))
    write_tool(bin_dir, "dmesg", cat("dmesg_xid", "healthy_h100_boot"))
    write_tool(bin_dir, "dcgmi", cat("dcgmi_diag", "r1_pass"))
    write_tool(bin_dir, "nvbandwidth", cat("nvbandwidth", nvb))
    root = make_tree(fixture_text("sysfs", "healthy"), tmp / ("sys-" + nvb))
    with mock.patch.object(socket, "gethostname", return_value="training-prod-" + key):
        code, text = run_cli(["node", "--sysfs-root", str(root), "--instance-type", H100, "--json", "--tool-path",
                              str(bin_dir), "--host-root", str(_host(tmp / ("h-" + nvb + "-" + key), "h100_healthy")), "--nvbandwidth",
                              "--node-key", key, "--pool-address", POOL, *extra])
    return json.loads(text)
