"""The app in this repository (stacks/environments.py and main.py), as one user of the library.

These tests, the README's and the app environments' snapshots (tests/test_snapshots.py) are the
only ones that read stacks/environments.py: the library's tests run on their own fixtures
(tests/library_fixtures.py), so a team changing its environments changes only these.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from crusoe_ib.app import app_issues
from offline.harness import OfflineTerraform
from stacks.environments import ENVIRONMENTS

REPO = Path(__file__).resolve().parent.parent.parent
#: The tests that may read the app's environments (directly or through main.py).
# test_gitignore: the app's own local state files must be ignored in its repository.
APP_TESTS = {"tests/app/test_app.py", "tests/test_readme.py", "tests/test_snapshots.py", "tests/test_gitignore.py"}


def test_every_shipped_environment_is_valid():
    assert app_issues(ENVIRONMENTS) == []


def test_main_prints_errors_without_traceback_and_exits_nonzero(tmp_path):
    script = tmp_path / "bad_main.py"
    script.write_text(textwrap.dedent(f"""
        import dataclasses, runpy, sys
        sys.path[:0] = [{str(REPO)!r}, {str(REPO / 'constructs')!r}]
        import stacks.environments as e
        dev, prod, *rest = e.ENVIRONMENTS
        e.ENVIRONMENTS = (
            dataclasses.replace(dev, capacity=dataclasses.replace(dev.capacity, node_count="2")),
            dataclasses.replace(prod, capacity=dataclasses.replace(prod.capacity, instance_type="h100-80gb-sxm.8x"),
                                network=dataclasses.replace(prod.network, ssh_source_cidrs=("0.0.0.0/1", "128.0.0.0/1"))),
            *rest,
        )
        sys.argv = ["main.py"]
        runpy.run_path({str(REPO / 'main.py')!r}, run_name="__main__")
    """))
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=180, cwd=tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert "Configuration errors (nothing was synthesized):" in result.stderr
    problems = [line for line in result.stderr.splitlines() if line.startswith("  - ")]
    assert len(problems) == 3, result.stderr
    assert "  - training-dev.capacity.node_count = '2': " in result.stderr
    assert "  - training-prod.capacity.instance_type = 'h100-80gb-sxm.8x': " in result.stderr
    assert "  - training-prod.network.ssh_source_cidrs = ('0.0.0.0/1', '128.0.0.0/1'): " in result.stderr
    out = tmp_path / "cdktf.out"
    assert not [f for f in out.rglob("*") if f.is_file()]  # nothing synthesized (App() only makes the directory)


def test_every_stack_in_main_validates(tmp_path):
    out = tmp_path / "out"
    result = subprocess.run([sys.executable, "main.py"], cwd=REPO, capture_output=True, text=True, timeout=300,
                            env={**os.environ, "CDKTF_OUTDIR": str(out)})
    assert result.returncode == 0, result.stderr
    # Advice is shown, coded, once per stack (tests/app/test_warnings_output.py: the format).
    assert "\n  CIB283 k8s.node_count: Shrinking a managed pool keeps its VMs\n" in result.stderr
    assert result.stderr.count("warning: training-cmk: ") == 1
    manifest = json.loads((out / "manifest.json").read_text())
    assert set(manifest["stacks"]) >= {"training-dev", "training-prod"}
    for name, stack in manifest["stacks"].items():
        tf = OfflineTerraform(out / stack["synthesizedStackPath"], tmp_path / name)
        assert tf.init().rc == 0
        result = tf.validate()
        assert result.rc == 0, f"{name}: {result.output}"


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_library_tests_do_not_read_the_app_s_environments():
    """Only the app's own tests import stacks (or main, which imports it); every other test runs on
    tests/library_fixtures.py, so changing stacks/environments.py changes only the app's tests."""
    readers = {str(p.relative_to(REPO)) for p in (REPO / "tests").rglob("*.py")
               if any(m == "main" or m.split(".")[0] == "stacks" for m in _imports(p))
               or "stacks.environments" in p.read_text()}
    assert readers <= APP_TESTS, sorted(readers - APP_TESTS)
    assert "tests/test_snapshots.py" in readers  # the check sees imports (it would pass vacuously otherwise)
