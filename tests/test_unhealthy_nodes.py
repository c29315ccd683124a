"""Every orchestrator keeps a node whose check fails out of work, with the reason where its operators
look, and lets it back when a later check passes: Slurm (health check and prolog, a fake scontrol),
K3s (node condition and NoSchedule taint, a fake kubectl), torchrun (the launch refuses). The scripts
run as rendered for the nodes, with a fake node check that writes a passing or failing result."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from crusoe_ib.slurm_cluster import health_check_script, prolog_script

FAILING = {"ok": False, "verdicts": [
    {"rule": "gpu_xid", "status": "FAIL", "subject": "GPU 0000:00:07", "reason": "XID 79"},
    {"rule": "port_state", "status": "FAIL", "subject": "mlx5_3 port 1", "reason": "down"},
    {"rule": "gpu_count", "status": "PASS", "subject": "node", "reason": "8 GPUs"}]}
PASSING = {"ok": True, "verdicts": [{"rule": "gpu_count", "status": "PASS", "subject": "node", "reason": "8 GPUs"}]}


def tool(bin_dir: Path, name: str, body: str) -> None:
    bin_dir.mkdir(parents=True, exist_ok=True)
    (bin_dir / name).write_text("#!/bin/bash\n" + body + "\n")
    (bin_dir / name).chmod(0o755)


@pytest.fixture
def node(tmp_path):
    """A fake node: ``scontrol``/``kubectl`` that log their argv, a node check whose result the test sets."""
    bin_dir, calls, result = tmp_path / "bin", tmp_path / "calls.log", tmp_path / "node-check.json"
    state = tmp_path / "check-result.json"
    tool(bin_dir, "node-check", 'out=""; while [ $# -gt 0 ]; do [ "$1" = --output ] && out=$2; shift; done\n'
         'echo ran >> %s.runs; cp %s "$out"; python3 -c "import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))[\'ok\'] else 1)" %s'
         % (calls, state, state))
    tool(bin_dir, "scontrol", 'echo "scontrol $*" >> %s\nif [ "$1" = show ]; then cat %s 2>/dev/null; fi' % (
        calls, tmp_path / "scontrol-show.txt"))

    class Node:
        def __init__(self):
            self.tmp, self.bin, self.result, self.calls = tmp_path, bin_dir, result, calls

        def check(self, doc):
            state.write_text(json.dumps(doc))

        def run(self, script: str, **env):
            path = tmp_path / "script.sh"
            path.write_text(script)
            path.chmod(0o755)
            full = dict(os.environ, PATH="%s:/usr/bin:/bin" % bin_dir, SLURMD_NODENAME="training-slurm-node-001", **env)
            return subprocess.run([str(path)], capture_output=True, text=True, env=full, timeout=60)

        def log(self):
            return self.calls.read_text().splitlines() if self.calls.exists() else []

        def runs(self):
            p = Path(str(self.calls) + ".runs")
            return len(p.read_text().splitlines()) if p.exists() else 0

    return Node()


# --- Slurm -----------------------------------------------------------------------------------------


def _prolog(node, max_age_s=300):
    return prolog_script(str(node.bin / "node-check"), max_age_s, str(node.result), str(node.tmp / "prolog.log"))


def test_slurm_prolog_fails_drains_with_the_reason_and_exits_1(node):
    node.check(FAILING)
    done = node.run(_prolog(node))
    assert done.returncode == 1, done.stderr  # Slurm requeues the job (nohold_on_prolog_fail) and drains the node
    drain = [c for c in node.log() if "state=drain" in c]
    assert drain == ['scontrol update nodename=training-slurm-node-001 state=drain reason=crusoe-ib: node check failed: '
                     'GPU 0000:00:07 gpu_xid; mlx5_3 port 1 port_state']
    assert "GPU 0000:00:07 gpu_xid" in done.stderr  # slurmd's log


def test_slurm_prolog_passes_on_a_fresh_passing_result_without_running_the_check(node):
    node.result.write_text(json.dumps(PASSING))
    node.check(FAILING)  # would fail if it ran
    assert node.run(_prolog(node)).returncode == 0 and node.runs() == 0 and not node.log()


def test_slurm_prolog_reruns_a_stale_or_failing_result(node):
    node.result.write_text(json.dumps(PASSING))
    os.utime(node.result, (1, 1))  # 1970: older than the health check's interval
    node.check(PASSING)
    assert node.run(_prolog(node)).returncode == 0 and node.runs() == 1
    node.result.write_text(json.dumps(FAILING))  # fresh but failing: check again (it may have recovered)
    assert node.run(_prolog(node)).returncode == 0 and node.runs() == 2 and not node.log()


def test_slurm_health_check_drains_then_resumes_only_its_own_drain(node):
    script = health_check_script(str(node.bin / "node-check")).replace("/var/lib/crusoe-ib/node-check.json", str(node.result))
    script = script.replace("/var/log/crusoe-ib-healthcheck.log", str(node.tmp / "hc.log"))
    node.check(FAILING)
    assert node.run(script).returncode == 0
    assert any("state=drain reason=crusoe-ib: node check failed: GPU 0000:00:07 gpu_xid" in c for c in node.log())
    node.check(PASSING)
    (node.tmp / "scontrol-show.txt").write_text("   Reason=crusoe-ib: node check failed: GPU 0000:00:07 gpu_xid [root@x]\n")
    assert node.run(script).returncode == 0 and node.log()[-1] == "scontrol update nodename=training-slurm-node-001 state=resume"
    (node.tmp / "scontrol-show.txt").write_text("   Reason=maintenance by an operator [alice@x]\n")
    before = len(node.log())
    node.run(script)
    assert not [c for c in node.log()[before:] if "update" in c]  # an operator's drain stays
