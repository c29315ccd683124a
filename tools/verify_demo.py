#!/usr/bin/env python3
"""Run the verification CLI on the recorded fixtures: a healthy node, a degraded one, a healthy
NCCL run and a Socket fallback, exactly as on a cluster. `make verify-demo`."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FIXTURES = REPO / "tests" / "verify" / "fixtures"


def fake_sysfs(case: str, root: Path) -> Path:
    """Build /sys/class/infiniband from a recorded `path:value` dump."""
    sys.path.insert(0, str(REPO / "tests" / "verify"))
    from conftest import make_tree  # the same builder the tests use
    return make_tree((FIXTURES / "sysfs" / f"{case}.out").read_text(), root / case)


def run(title: str, *args: str) -> int:
    print(f"\n$ crusoe-ib-verify {' '.join(args)}    # {title}", flush=True)
    return subprocess.run([sys.executable, "-m", "crusoe_ib.verify", *args], cwd=REPO).returncode


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        itype = "h100-80gb-sxm-ib.8x"
        codes = [
            run("healthy node", "node", "--instance-type", itype, "--sysfs-root", str(fake_sysfs("healthy", Path(tmp)))),
            run("degraded node", "node", "--instance-type", itype, "--sysfs-root", str(fake_sysfs("degraded_link", Path(tmp)))),
            run("healthy 4-node all-reduce", "nccl", "--parse", str(FIXTURES / "nccl_tests" / "healthy_4node.out"),
                "--instance-type", itype, "--nodes", "4"),
            run("NCCL fell back to sockets", "diagnose", str(FIXTURES / "nccl_log" / "socket_fallback.out"),
                "--instance-type", itype),
        ]
    print(f"\nexit codes: {codes} (0 = healthy, 1 = a check failed)")
    return 0 if codes == [0, 1, 0, 1] else 1


if __name__ == "__main__":
    sys.exit(main())
