"""Guards for the layout traps: a top-level `constructs` package would shadow the library cdktf needs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_constructs_dir_is_not_a_package():
    # A package named `constructs` at the top level would shadow the PyPI library cdktf needs.
    assert not (REPO / "constructs" / "__init__.py").exists()


def test_cdktf_imports_with_the_repo_root_on_sys_path():
    code = "import sys; sys.path[:0] = ['.', 'constructs']; import constructs, cdktf; print(constructs.__file__)"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "site-packages" in out.stdout


def test_verify_toolkit_imports_without_cdktf():
    code = ("import sys; sys.path[:0] = ['constructs']; import crusoe_ib.verify.cli; "
            "assert 'cdktf' not in sys.modules and 'jsii' not in sys.modules, 'cdktf leaked into verify'")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_no_terraform_lock_file_is_committed():
    files = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True).stdout.split()
    assert not [f for f in files if f.endswith(".terraform.lock.hcl")]
