"""The import picture of the crusoe_ib package, read from the source (AST, nothing imported):
no import cycles between its modules, and no upward imports: each folder is a layer (:data:`LAYERS`)
that imports only its own and lower layers (the constructs never import the composition layer,
crusoe_ib.app; the node-side verify toolkit imports nothing of the CDK side).

Imports under ``if TYPE_CHECKING:`` are left out (they never run); imports inside functions count.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "constructs"
PACKAGE = ROOT / "crusoe_ib"


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in sorted(PACKAGE.rglob("*.py"))
           if not {"_bindings", "scripts"} & set(p.relative_to(PACKAGE).parts)}


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines |= set(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def _imports(name: str, path: Path) -> set[str]:
    """The crusoe_ib modules ``name`` imports (``from . import x`` names the module x when it is one)."""
    tree = ast.parse(path.read_text(), str(path))
    skip = _type_checking_lines(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skip:
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _without_init_to_own_submodules(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """A package ``__init__`` that imports its own submodules (the built-in modes registering,
    the lazy re-exports) is not a loop of design: those edges are left out."""
    return {name: {t for t in targets if not (MODULES[name].name == "__init__.py" and t.startswith(name + "."))}
            for name, targets in graph.items()}


def test_the_graph_sees_the_imports():
    assert "crusoe_ib.gpu_node_pool" in GRAPH["crusoe_ib.app.modes.vm_pool"]
    assert "crusoe_ib.app.mode" in GRAPH["crusoe_ib.app.modes.k3s"]
    assert "crusoe_ib.app.modes" in GRAPH["crusoe_ib.app.environment"]  # `from . import modes`
    assert "crusoe_ib.app.environment" not in GRAPH["crusoe_ib.app.mode"]  # under TYPE_CHECKING only
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles():
    """Anywhere in the package, crusoe_ib.verify included (its layering by audience is
    tests/verify/test_layering.py's)."""
    assert _cycles(_without_init_to_own_submodules(GRAPH)) == []


#: The package's layers, lowest first; the constructs are the package's own top-level modules
#: (``crusoe_ib.<construct>``), layer ``crusoe_ib``. crusoe_ib.verify (the node-side toolkit, stdlib
#: only) stands beside them all: any layer may import it, and it imports none of them.
LAYERS = ["crusoe_ib.core", "crusoe_ib.platform", "crusoe_ib.settings", "crusoe_ib", "crusoe_ib.app"]


def _layer(module: str) -> int:
    return next((i for i, layer in enumerate(LAYERS) if layer != "crusoe_ib" and (module == layer or module.startswith(layer + "."))),
                LAYERS.index("crusoe_ib"))


def test_no_layer_imports_a_higher_one():
    upward = {name: sorted(t for t in targets if not t.startswith("crusoe_ib.verify") and _layer(t) > _layer(name))
              for name, targets in GRAPH.items() if not name.startswith("crusoe_ib.verify")}
    assert {k: v for k, v in upward.items() if v} == {}
    order = ["crusoe_ib.core.errors", "crusoe_ib.platform.catalog", "crusoe_ib.settings.slurm", "crusoe_ib.gpu_node_pool",
             "crusoe_ib.app.modes.k3s"]
    assert [_layer(m) for m in order] == list(range(len(LAYERS)))


def test_constructs_do_not_import_the_composition_layer():
    upward = {name: sorted(t for t in targets if t.startswith("crusoe_ib.app"))
              for name, targets in GRAPH.items() if not name.startswith("crusoe_ib.app")}
    assert {k: v for k, v in upward.items() if v} == {}


def test_the_verify_toolkit_imports_nothing_of_the_cdk_side():
    outward = {name: sorted(t for t in targets if not t.startswith("crusoe_ib.verify"))
               for name, targets in GRAPH.items() if name.startswith("crusoe_ib.verify")}
    assert {k: v for k, v in outward.items() if v} == {}


@pytest.mark.parametrize("package", ["crusoe_ib", "crusoe_ib.app"])
def test_the_package_names_every_export_explicitly(package):
    """crusoe_ib/__init__.py and crusoe_ib/app/__init__.py re-export lazily (crusoe_ib.verify, the
    settings and an EnvironmentConfig must load without the CDK); each one's ``if TYPE_CHECKING:``
    block imports every name from the module ``_EXPORTS`` loads it from, so an editor's
    go-to-definition and a type checker see the same homes as the running code."""
    init = MODULES[package]
    tree = ast.parse(init.read_text())
    exports = next(ast.literal_eval(n.value) for n in tree.body
                   if isinstance(n, ast.Assign) and [ast.unparse(t) for t in n.targets] == ["_EXPORTS"])
    block = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    named = {a.asname or a.name: node.module for node in block.body if isinstance(node, ast.ImportFrom)
             for a in node.names}
    assert named == exports
    for name, module in exports.items():
        assert f"{package}.{module}" in MODULES, (name, module)
        assert name in _top_level_names(MODULES[f"{package}.{module}"]), f"{package}.{module} has no {name}"


def _top_level_names(path: Path) -> set[str]:
    """The names a module defines or imports at its top level (what ``getattr(module, name)`` finds)."""
    names = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(a.asname or a.name).partition(".")[0] for a in node.names}
    return names
