"""verify/ by audience: node/ (what the zipapp ships) imports only the standard library and node-side
modules; operator/ and build/ may import node/, never the reverse, nor each other. Read from the
sources (AST), every import counted, those inside functions too. That no module takes part in an
import loop is tests/test_imports.py's check, for the whole package."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

VERIFY = Path(__file__).resolve().parents[2] / "constructs" / "crusoe_ib" / "verify"
PACKAGE = "crusoe_ib.verify"


def _name(path: Path) -> str:
    parts = path.relative_to(VERIFY).with_suffix("").parts
    return ".".join((PACKAGE,) + (parts[:-1] if parts[-1] == "__init__" else parts))


MODULES = {_name(p): p for p in sorted(VERIFY.rglob("*.py")) if "__pycache__" not in p.parts}
#: What the zipapp ships: node/ whole and the package's own constants (tests/verify/test_zipapp.py checks the archive).
NODE_SIDE = {m for m in MODULES if m.startswith(PACKAGE + ".node") or m == PACKAGE}


def _imports(module: str) -> set:
    """Every module ``module`` names in an import: verify-internal names resolved to the module (or the
    package, for a name it defines), others as written."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                target = base + ("." + node.module if node.module else "")
            else:
                target = node.module
            for alias in node.names:  # ``from . import rules``: the submodule, where there is one
                found.add(target + "." + alias.name if target + "." + alias.name in MODULES else target)
    return found - {"__future__"}


GRAPH = {m: {i for i in _imports(m) if i in MODULES} for m in MODULES}


def test_the_modules_are_found():
    assert len(NODE_SIDE) >= 40 and {PACKAGE + ".operator.cli", PACKAGE + ".build.zipapp", PACKAGE + ".node.cli"} <= set(MODULES)


@pytest.mark.parametrize("module", sorted(NODE_SIDE))
def test_node_side_imports_only_stdlib_and_node_side(module):
    for imported in _imports(module):
        if imported.startswith("crusoe_ib"):
            assert imported in NODE_SIDE, f"{module} imports {imported}: the node's zipapp does not ship it"
        else:
            assert imported.split(".")[0] in sys.stdlib_module_names, f"{module} imports {imported}: not the standard library"


@pytest.mark.parametrize("module", sorted(set(MODULES) - NODE_SIDE - {PACKAGE + ".__main__"}))
def test_operator_and_build_sides_import_down_only(module):
    """operator/ and build/ import node/ and the package's constants; neither imports the other."""
    side = module.split(".")[2] if module.count(".") >= 2 else ""
    for imported in GRAPH[module]:
        other = imported.split(".")[2] if imported.count(".") >= 2 else ""
        assert imported in NODE_SIDE or other == side, f"{module} imports {imported}"


def test_python_m_runs_the_operators_cli():
    assert GRAPH[PACKAGE + ".__main__"] == {PACKAGE + ".operator.cli"}


def test_the_node_entry_point_loads_nothing_but_the_node_side():
    """Importing the node's CLI (what the zipapp runs) pulls in no operator or build module."""
    code = ("import sys; import crusoe_ib.verify.node.cli; "
            "print(sorted(m for m in sys.modules if m.startswith('crusoe_ib')))")
    out = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(VERIFY.parents[1])!r}); {code}"],
                         capture_output=True, text=True, timeout=60, check=True).stdout
    loaded = set(ast.literal_eval(out)) - {"crusoe_ib"}
    assert loaded and loaded <= NODE_SIDE, loaded - NODE_SIDE
