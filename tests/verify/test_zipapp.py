"""The node-side zipapp: deterministic, small, and runnable by a bare python3 (3.10 when available)."""

from __future__ import annotations

import base64
import glob
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from crusoe_ib.verify.build import zipapp

PKG = Path(zipapp.__file__).resolve().parents[1]  # crusoe_ib/verify


def _python310() -> str | None:
    """The nodes' Python (Ubuntu 22.04 ships 3.10), where this machine has a working one."""
    candidates = [shutil.which("python3.10"), *sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.10*/bin/python3")))]
    for candidate in filter(None, candidates):
        if subprocess.run([candidate, "--version"], capture_output=True).returncode == 0:
            return candidate
    return None


PY310 = _python310()


def test_build_is_deterministic_and_clean(tmp_path):
    a, b = tmp_path / "a.pyz", tmp_path / "b.pyz"
    zipapp.build_zipapp(str(a))
    zipapp.build_zipapp(str(b))
    assert a.read_bytes() == b.read_bytes() == zipapp.zipapp_bytes()
    assert a.read_bytes().startswith(b"#!/usr/bin/env python3\n") and os.access(a, os.X_OK)
    with zipfile.ZipFile(a) as zf:
        names = zf.namelist()
        assert names == sorted(names)
        assert "__main__.py" in names and "crusoe_ib/verify/thresholds.json" in names
        assert "crusoe_ib/verify/node/parsers/nccl_log.py" in names
        # The allow-list: node/ whole, the package's constants and the registry; operator/ and build/ never.
        files = {p.relative_to(PKG).as_posix() for p in PKG.rglob("*") if p.suffix in (".py", ".json") and "__pycache__" not in p.parts}
        node_side = {f for f in files if f.startswith("node/")} | {"__init__.py", "thresholds.json"}
        assert set(names) == {"crusoe_ib/verify/" + f for f in node_side} | {"__main__.py", "crusoe_ib/__init__.py"}
        assert {f for f in files - node_side} >= {"__main__.py", "operator/cli.py", "operator/fleet_table.py", "operator/mesh.py",
                                                 "operator/commands/logs.py",
                                                 "build/zipapp.py", "build/schema.py", "build/docs.py"}
        assert {"crusoe_ib/verify/node/rules/busbw.py", "crusoe_ib/verify/node/suites.py", "crusoe_ib/verify/node/commands/nccl.py"} <= set(names)
        assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
        assert {i.date_time for i in zf.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        assert {i.compress_type for i in zf.infolist()} == {zipfile.ZIP_DEFLATED}
        assert b"cdktf" not in zf.read("crusoe_ib/__init__.py")
    # The apply delivers the checker over SSH (never in a startup script): this bounds what each node
    # receives; it catches a module or data file shipped by mistake. The GPU rules (count, XID, ECC,
    # NVLink, PCIe, GPUDirect RDMA, locality, DCGM, nvbandwidth) add ~14 kB; NVIDIA's Xid catalogue (172 Xids, 4 kB
    # compressed) and the kernel-log forms another ~12 kB; the Prometheus metrics (node/metrics.py) ~6 kB; every
    # subcommand's --help (description, examples, exit codes: node/helptext.py) ~3 kB; the fabric parsers' real-output
    # forms (ibpanic, flush-left pastes, libibverbs, crashes, GPU Direct RDMA spellings, hypervisor topologies,
    # separate runs, async events) ~3 kB; nvidia-smi -q's Fabric section, GPU Recovery Action and GPU Reset Status with
    # the rules gpu_recovery and gpu_fabric (NVIDIA's action per recovery value, per fabric state) ~5 kB.
    assert len(a.read_bytes()) < 176_000  # ~172 KB: node/ in modules of one subcommand each (bundle --slurm-job included;
    # the GPU parsers read DCGM 2.x-4.x tables and -j JSON, the nvidia-smi summary table and NVSwitch SXids)
    assert len(zipapp.zipapp_sha256()) == 64 and base64.b64decode(zipapp.zipapp_b64()) == a.read_bytes()


def test_built_pyz_runs_node(tmp_path, fake_tree):
    pyz = tmp_path / "verify.pyz"
    zipapp.build_zipapp(str(pyz))
    python = PY310 or shutil.which("python3") or sys.executable
    out_file = tmp_path / "var" / "node-check.json"
    env = {"PATH": "/usr/bin:/bin"}  # no PYTHONPATH: everything must come from the archive
    proc = subprocess.run(
        [python, str(pyz), "node", "--sysfs-root", str(fake_tree("degraded_link")), "--instance-type", "h100-80gb-sxm-ib.8x",
         "--json", "--output", str(out_file), "--tool-path", str(tmp_path),
         "--node-key", "node-002", "--pool-address", "crusoe_compute_instance.pool_nodes"],  # as the boot script runs it
        capture_output=True, text=True, env=env, cwd=str(tmp_path), timeout=60,
    )
    assert proc.returncode == 1, proc.stderr
    result = json.loads(proc.stdout)
    assert result["summary"]["FAIL"] == 3 and result["thresholds"]["write_bw_floor_mb_per_s"] == 45000
    assert {(v["node_key"], v["terraform_address"]) for v in result["verdicts"]} == {
        ("node-002", 'crusoe_compute_instance.pool_nodes["node-002"]')}
    assert json.loads(out_file.read_text())["verdicts"] == result["verdicts"]
    proc = subprocess.run([python, str(pyz), "node", "--sysfs-root", str(fake_tree("healthy")), "--json", "--tool-path", ""],
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0 and json.loads(proc.stdout)["ok"] is True
    # The NCCL suite too: nothing it needs is left out of the archive.
    log = Path(__file__).resolve().parent / "fixtures" / "nccl_log" / "ib_completion_error_v2_19.out"
    proc = subprocess.run([python, str(pyz), "diagnose", str(log), "--instance-type", "h100-80gb-sxm-ib.8x", "--json"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 1 and {v["rule"] for v in json.loads(proc.stdout)["verdicts"]} >= {"nccl_errors", "nccl_transport"}
    # The operator-side commands are not in the archive, and the node's CLI does not offer them.
    for command in ("logs", "fleet", "sweep", "bisect", "remediate", "mesh"):
        proc = subprocess.run([python, str(pyz), command, "--help"], capture_output=True, text=True, env=env, timeout=60)
        assert proc.returncode == 2 and f"invalid choice: '{command}'" in proc.stderr


def test_built_pyz_runs_every_node_command_isolated(tmp_path, fake_tree):
    """``python3 -I -S``: no PYTHONPATH, no user or system site-packages, not even the site module, and a
    working directory without the sources: every node-side command runs from the archive alone."""
    pyz = tmp_path / "verify.pyz"
    zipapp.build_zipapp(str(pyz))
    python = PY310 or shutil.which("python3") or sys.executable
    fixtures = Path(__file__).resolve().parent / "fixtures"

    def run(*argv):
        return subprocess.run([python, "-I", "-S", str(pyz), *argv], capture_output=True, text=True, cwd=str(tmp_path),
                              env={"PATH": "/usr/bin:/bin"}, timeout=60)

    helped = run("--help")
    assert helped.returncode == 0 and "{node,pair,nccl,diagnose,bundle}" in helped.stdout
    for command in ("node", "pair", "nccl", "diagnose", "bundle"):
        proc = run(command, "--help")
        assert proc.returncode == 0 and proc.stdout.startswith("usage: crusoe-ib-verify " + command), (command, proc.stderr)
    judged = {
        "node": run("node", "--sysfs-root", str(fake_tree("healthy")), "--tool-path", "", "--no-gpu", "--json"),
        "pair": run("pair", "--parse", str(next((fixtures / "ib_write_bw").glob("*.out"))), "--json"),
        "nccl": run("nccl", "--parse", str(fixtures / "nccl_log" / "ib_completion_error_v2_19.out"), "--json"),
        "diagnose": run("diagnose", str(fixtures / "nccl_log" / "ib_completion_error_v2_19.out"), "--json"),
    }
    for command, proc in judged.items():
        assert proc.returncode in (0, 1) and json.loads(proc.stdout)["command"] == command, (command, proc.stderr)
    bundle = run("bundle", "--sysfs-root", str(fake_tree("healthy")), "--tool-path", "", "--output", "b.tar.gz")
    assert bundle.returncode == 0 and (tmp_path / "b.tar.gz").is_file(), bundle.stderr
    # bundle --slurm-job (what crusoe-ib-slurm-bundle runs on a login node) reaches the nodes over ssh.
    job = run("bundle", "--slurm-job", "42", "--ssh", "no-such-ssh", "--tool-path", "")
    assert job.returncode == 2 and "no-such-ssh not found" in job.stderr
