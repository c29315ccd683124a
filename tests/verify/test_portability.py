"""verify/ ships to Ubuntu 22.04 nodes: stdlib only, Python 3.10 syntax and APIs."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

VERIFY = Path(__file__).resolve().parents[2] / "constructs" / "crusoe_ib" / "verify"
MODULES = sorted(VERIFY.rglob("*.py"))
FORBIDDEN = {"tomllib", "ExceptionGroup", "BaseExceptionGroup", "Self", "StrEnum", "TaskGroup", "UTC", "LiteralString",
             "Never", "assert_never", "reveal_type", "override"}


def test_modules_found():
    assert len(MODULES) >= 14


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(VERIFY)))
def test_stdlib_only_and_python_310(path):
    source = path.read_text()
    tree = ast.parse(source, feature_version=(3, 10))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert alias.name.split(".")[0] in sys.stdlib_module_names, alias.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            assert node.module.split(".")[0] in sys.stdlib_module_names or node.module == "__future__", node.module
        elif isinstance(node, ast.TryStar):
            pytest.fail("except* is Python 3.11+")
        if isinstance(node, (ast.Name, ast.Attribute)):
            name = node.id if isinstance(node, ast.Name) else node.attr
            assert name not in FORBIDDEN, "%s is not in Python 3.10 (%s:%s)" % (name, path.name, node.lineno)
        if isinstance(node, ast.alias):
            assert node.name not in FORBIDDEN


SUBPROCESS = {"subprocess", "Popen", "system", "popen", "spawnl", "spawnv", "spawnlp", "spawnvp", "execv", "execvp", "execl",
              "execlp", "posix_spawn", "posix_spawnp", "pty"}


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(VERIFY)))
def test_only_collect_starts_processes(path):
    """Every process (timeouts, bounded output, no shell) is started by collect.py; nothing else may."""
    if path == VERIFY / "node" / "collect.py":
        return
    for node in ast.walk(ast.parse(path.read_text())):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [(node.module or "").split(".")[0]] + [a.name for a in node.names]
        elif isinstance(node, ast.Attribute):
            names = [node.attr]
        elif isinstance(node, ast.Name):
            names = [node.id]
        found = SUBPROCESS.intersection(names)
        assert not found, "%s:%s uses %s: run processes through crusoe_ib.verify.node.collect" % (path.name, node.lineno, found)


def test_collect_is_where_processes_start():
    assert "subprocess" in (VERIFY / "node" / "collect.py").read_text()
