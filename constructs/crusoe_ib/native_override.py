"""The repeated resources of a synthesized stack restated in native syntax, beside its ``cdk.tf.json``.

Why: Terraform's JSON syntax keeps every string of a block as text and parses it as a template each
time it reads the block, and it reads each instance of a ``for_each``/``count`` resource about seven
times per plan (references for the plan and apply graphs, the self-reference check, evaluation, the
plan renderer). A 2,048-node pool's instance block is parsed some 14,000 times; written natively it
is parsed once. Measured at 2,048 nodes: init+plan about 1.4x the hand-written HCL with the JSON
alone, about 1.2x with this file (12% less CPU; docs/benchmark.md).

How: Terraform merges a file named ``*_override.tf`` into the blocks of the same name ("Override
Files", Terraform's configuration language docs): an argument it sets replaces the same argument of
the base block. :data:`FILE` sets only arguments the JSON block already has, to the very same
expressions, so ``cdk.tf.json`` stays the whole configuration (snapshots, policy scanners and any
tool that reads it see everything) and deleting :data:`FILE` changes nothing but plan time.
``tests/plan/test_native_override_plans.py`` plans every fixture stack both ways and compares the plans.

It is written after ``app.synth()`` (``main.py``: :func:`write_all`) from the JSON on disk, so an
``add_override`` escape hatch is in it too, and rewritten (or removed) on every synth. Edit the
Python, not ``cdk.tf.json``: an argument edited by hand in the JSON is shadowed by this file until the
next synth (the file's header says so, and names the sha256 of the JSON it was written from).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping
from pathlib import Path

FILE = "crusoe_ib_override.tf"
STACK_FILE = "cdk.tf.json"

#: Keys of a JSON resource/data block left to the JSON: the comment, and meta-arguments and nested
#: meta-blocks that Terraform reads once at load time anyway. ``for_each`` and ``count`` are restated:
#: Terraform evaluates them again for every instance.
META = frozenset({"//", "depends_on", "provider", "lifecycle", "provisioner", "connection", "dynamic"})
REPEAT = ("for_each", "count")

#: Arguments that are nested *blocks*, not attributes, per resource type: a block cannot be restated
#: as ``name = value``, so they stay JSON-only. Crusoe provider 1.1.1's schema has one
#: (tests/test_native_override.py derives this from schema/crusoe-provider-*.json).
CRUSOE_BLOCKS: Mapping[str, frozenset[str]] = {"crusoe_kubernetes_node_pool": frozenset({"node_taints"})}
#: Resource types whose arguments are all attributes, besides Crusoe's (Terraform's built-ins).
BUILTIN_TYPES = frozenset({"terraform_data"})

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _copy_expression(text: str, i: int, out: list[str]) -> int:
    """Copy an interpolation's body (``text[i:]``, just after ``${``) through its closing brace."""
    depth = 1
    while i < len(text):
        c = text[i]
        if c == '"':
            out.append(c)
            i = _copy_template(text, i + 1, out, nested=True)
            continue
        depth += {"{": 1, "}": -1}.get(c, 0)
        out.append(c)
        i += 1
        if depth == 0:
            return i
    raise ValueError(f"unterminated interpolation in {text[:80]!r}")


def _copy_template(text: str, i: int, out: list[str], *, nested: bool) -> int:
    """Copy template text from ``text[i]``. ``nested``: a string literal inside an expression, already
    native syntax, copied through its closing quote; else a whole JSON-syntax string, its literal
    parts escaped (the expressions inside ``${...}``/``%{...}`` are the same in both syntaxes)."""
    while i < len(text):
        if nested and text[i] == "\\":
            out.append(text[i:i + 2])
            i += 2
        elif text.startswith(("$${", "%%{"), i):
            out.append(text[i:i + 3])
            i += 3
        elif text.startswith(("${", "%{"), i):
            out.append(text[i:i + 2])
            i = _copy_expression(text, i + 2, out)
        elif nested and text[i] == '"':
            out.append('"')
            return i + 1
        else:
            c = text[i]
            out.append(c if nested else _ESCAPES.get(c) or (c if c >= " " else f"\\u{ord(c):04x}"))
            i += 1
    if nested:
        raise ValueError(f"unterminated string in {text[:80]!r}")
    return i


def template(text: str) -> str:
    """A JSON-syntax string as the same native quoted template."""
    out = ['"']
    _copy_template(text, 0, out, nested=False)
    return "".join(out) + '"'


def _single_interpolation(text: str) -> str | None:
    """``expr`` when ``text`` is exactly ``${expr}`` (its value is expr's own, in both syntaxes)."""
    if not text.startswith("${") or text.startswith("${~"):
        return None
    out: list[str] = []
    end = _copy_expression(text, 2, out)
    inner = "".join(out)[:-1]
    return inner.strip() if end == len(text) and not inner.endswith("~") else None


def value(v: object, depth: int = 1) -> str:
    """A JSON-syntax expression (any JSON value) as the same native expression: ``"${x}"`` as ``x``,
    any other string as a quoted template. In an object expression every key is kept (``"//"`` is a
    comment only in a block body) and quoted."""
    if isinstance(v, str):
        return _single_interpolation(v) or template(v)
    if isinstance(v, bool):
        return "true" if v else "false"
    if v is None:
        return "null"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(value(x, depth) for x in v) + "]"
    if isinstance(v, dict):
        pad = "  " * depth
        items = "".join(f"{pad}  {template(k)} = {value(x, depth + 1)}\n" for k, x in v.items())
        return "{\n" + items + pad + "}" if items else "{}"
    raise TypeError(f"not a JSON value: {v!r}")


def _restatable(kind: str, rtype: str, key: str, v: object) -> bool:
    """Whether ``key`` of a ``kind`` (resource/data) block of ``rtype`` is an attribute for certain.
    Unknown types: scalars only (a JSON object or list there may be a nested block)."""
    if key in META:
        return False
    if key in REPEAT:
        return True
    if rtype.startswith("crusoe_"):
        return key not in (CRUSOE_BLOCKS.get(rtype, ()) if kind == "resource" else ())
    if kind == "resource" and rtype in BUILTIN_TYPES:
        return True
    return isinstance(v, (str, int, float, bool))


def _blocks(config: Mapping) -> Iterator[tuple[str, str, str, dict]]:
    """(kind, type, name, arguments to restate) of every repeated resource or data block."""
    for kind in ("resource", "data"):
        for rtype, blocks in (config.get(kind) or {}).items():
            for name, block in blocks.items():
                if not isinstance(block, dict) or not any(k in block for k in REPEAT):
                    continue
                args = {k: v for k, v in block.items() if _restatable(kind, rtype, k, v)}
                if args:
                    yield kind, rtype, name, args


def text(config: Mapping, source_sha256: str | None = None) -> str | None:
    """The override file for one stack's configuration, or None when it repeats nothing."""
    blocks = [f"{kind} {template(rtype)} {template(name)} {{\n"
              + "".join(f"  {k} = {value(v)}\n" for k, v in args.items()) + "}\n"
              for kind, rtype, name, args in _blocks(config)]
    if not blocks:
        return None
    head = ("# Generated by crusoe_ib (make synth) from cdk.tf.json beside it. Do not edit: edit the Python.\n"
            "# The arguments of the stack's for_each/count blocks, the same expressions as in cdk.tf.json,\n"
            "# in native syntax, which Terraform parses once instead of once per instance read (faster plans\n"
            "# of large pools). cdk.tf.json is the whole configuration; deleting this file changes only plan\n"
            "# time. An argument edited by hand in cdk.tf.json stays shadowed here until the next synth.\n"
            + (f"# Written from cdk.tf.json sha256 {source_sha256}\n" if source_sha256 else ""))
    return head + "\n" + "\n".join(blocks)


def write(stack_dir: Path) -> Path | None:
    """(Re)write ``stack_dir``'s override from its cdk.tf.json, removing a previous one first; the
    path written, or None when the stack repeats nothing."""
    target = Path(stack_dir) / FILE
    target.unlink(missing_ok=True)
    raw = (Path(stack_dir) / STACK_FILE).read_bytes()
    body = text(json.loads(raw), hashlib.sha256(raw).hexdigest())
    if body is None:
        return None
    target.write_text(body)
    return target


def write_all(outdir: Path) -> list[Path]:
    """:func:`write` for every stack in a synth's ``manifest.json`` (call it after ``app.synth()``)."""
    manifest = json.loads((Path(outdir) / "manifest.json").read_text())
    written = []
    for stack in manifest.get("stacks", {}).values():
        stack_file = Path(outdir) / stack["synthesizedStackPath"]
        if stack_file.name != STACK_FILE:  # an HCL synth (cdktn hclOutput) has no JSON to speed up
            continue
        if path := write(stack_file.parent):
            written.append(path)
    return written
