"""The subclassing example of docs/constructs.md, run as written and plugged in the way the README says:
``EnvironmentConfig(pool_class=TeamNodePool)``, synthesized through main.py's own build path."""

from __future__ import annotations

import json
import re
from pathlib import Path

from crusoe_ib.core import cdk

from crusoe_ib.app import build
from tests.support import boot_script, env

README = (Path(__file__).resolve().parent.parent / "docs" / "constructs.md").read_text()


def _example_source() -> str:
    block = re.search(r"```python\n(from crusoe_ib import GpuNodePool\n.*?)```", README, re.S)
    assert block, "docs/constructs.md lost its subclassing example"
    return block.group(1)


def test_readme_subclass_example_plugs_into_an_environment(tmp_path):
    namespace: dict = {}
    exec(_example_source(), namespace)
    app = cdk.App(outdir=str(tmp_path))
    stacks, errors = build(app, (env(pool_class=namespace["TeamNodePool"]),))
    assert errors == []
    app.synth()
    tf = json.loads((tmp_path / "stacks" / "training-dev" / "cdk.tf.json").read_text())
    nodes = tf["resource"]["crusoe_compute_instance"]["pool_nodes"]
    assert type(stacks[0].pool).__name__ == "TeamNodePool"
    assert "mount -t nfs nfs.internal:/team /mnt/team" in boot_script(tf)
    assert nodes["install_crusoe_watch_agent"] is True
    assert "# --- step: crusoe-ib node check ---" in boot_script(tf)  # the library's steps stay


def test_a_pool_class_that_is_not_a_gpu_node_pool_is_refused():
    _, errors = build(cdk.Testing.app(), (env(pool_class=dict),))
    assert len(errors) == 1 and "training-dev.pool_class" in errors[0] and "CIB090" in errors[0]
