"""The README's subclassing example, run as written."""

from __future__ import annotations

import json
import re
from pathlib import Path

import cdktf

from stacks import training_cluster
from tests.support import boot_script, env

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()


def _example_source() -> str:
    block = re.search(r"```python\n(from crusoe_ib import GpuNodePool\n.*?)```", README, re.S)
    assert block, "README lost its subclassing example"
    return block.group(1)


def test_readme_subclass_example_synthesizes(monkeypatch):
    namespace: dict = {}
    exec(_example_source(), namespace)
    monkeypatch.setattr(training_cluster, "GpuNodePool", namespace["TeamNodePool"])
    stack = training_cluster.TrainingClusterStack(cdktf.Testing.app(), env())
    tf = json.loads(cdktf.Testing.synth(stack))
    nodes = tf["resource"]["crusoe_compute_instance"]["pool_nodes"]
    assert "mount -t nfs nfs.internal:/team /mnt/team" in boot_script(tf)
    assert nodes["install_crusoe_watch_agent"] is True
    assert "# --- step: crusoe-ib node check ---" in boot_script(tf)  # the library's steps stay
