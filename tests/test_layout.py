"""Guards for the layout traps: a top-level `constructs` package would shadow the library the CDK needs;
the CDK core and the generated bindings are imported in one place only (crusoe_ib/core/cdk.py)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from crusoe_ib.core import cdk

REPO = Path(__file__).resolve().parent.parent


def test_constructs_dir_is_not_a_package():
    # A package named `constructs` at the top level would shadow the PyPI library the CDK needs.
    assert not (REPO / "constructs" / "__init__.py").exists()


def test_the_cdk_imports_with_the_repo_root_on_sys_path():
    code = f"import sys; sys.path[:0] = ['.', 'constructs']; import constructs, {cdk.NAME}; print(constructs.__file__)"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "site-packages" in out.stdout


def test_verify_toolkit_imports_without_the_cdk():
    code = ("import sys; sys.path[:0] = ['constructs']; import crusoe_ib.verify.operator.cli; "
            "leaked = {'cdktf', 'cdktn', 'jsii'} & set(sys.modules); assert not leaked, f'{leaked} leaked into verify'")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_no_terraform_lock_file_is_committed():
    files = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True).stdout.split()
    assert not [f for f in files if f.endswith(".terraform.lock.hcl")]


def _imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_only_the_compat_module_imports_the_cdk_core_or_the_bindings():
    """`CDK=cdktf` must switch everything: a stray `import cdktf` or `from imports.crusoe...` would pin
    one CDK (or load both)."""
    # The files git would track (committed, or new and not ignored): not what a build leaves, such as
    # constructs/build/ after `pip install ./constructs` (a copy of the bindings, which import the CDK).
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--",
                             "constructs", "stacks", "tests", "tools"], cwd=REPO, capture_output=True, text=True,
                            check=True).stdout.split("\0")
    ours = [REPO / f for f in listed if f.endswith(".py") and (REPO / f).is_file()]
    ours = [p for p in ours if "node_modules" not in p.parts and p.parent.parent.name != "scripts"]  # scripts/*/x.py: node-side templates
    ours.append(REPO / "main.py")
    offenders = {
        str(p.relative_to(REPO)): sorted(m for m in mods if m.split(".")[0] in ("cdktf", "cdktn", "imports"))
        for p in ours if p.name != "cdk.py" or p.parent.name != "core"
        for mods in [_imported_modules(p)] if any(m.split(".")[0] in ("cdktf", "cdktn", "imports") for m in mods)
    }
    assert offenders == {}


def test_the_makefile_installs_a_pinned_pipenv():
    """`pip install pipenv` unpinned gave every fresh machine whatever PyPI served that day."""
    import re

    makefile = (REPO / "Makefile").read_text()
    installs = re.findall(r"pip install[^;\n]*pipenv[^;\n]*", makefile)
    assert installs and all('pipenv==$(PIPENV_VERSION)' in line for line in installs), installs
    assert re.search(r"^PIPENV_VERSION \?= [0-9]+\.[0-9]+\.[0-9]+$", makefile, re.M)


def test_the_files_started_first_exist():
    """tests/conftest.py's SLOW_FIRST names files by path: a renamed one would silently lose its early start."""
    from tests.conftest import SLOW_FIRST

    assert [name for name in SLOW_FIRST if not (REPO / name).is_file()] == []
