"""Boot scripts and node-side programs: files under ``crusoe_ib/scripts/``, rendered by one function.

Every script a node runs (bash boot steps, the Python and shell helpers they install, HAProxy and
Slurm configuration) is a file a reviewer reads line by line, as the node will. One placeholder
syntax, ``@@NAME@@``, and one renderer, :func:`render`, whose values are:

* ``str``: literal text, inserted as is (a validated value, or one quoted with ``_shell.quote``);
* :class:`~crusoe_ib.core._shell.Ref`: a Terraform expression whose value is shell-safe (``${...}``
  once Terraform renders the script);
* a fragment (``tuple``): another rendered file, e.g. the body of a heredoc.

A line that holds only a placeholder whose value is empty is dropped (an optional line). Every
placeholder of the file must get a value and every value must be used, so a typo fails at synth.
:func:`template` turns the result into a Terraform template string (literal ``${`` escaped once),
:func:`text` into plain text where no reference is involved.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from . import _shell
from ._shell import Fragment, Ref

_PLACEHOLDER = re.compile(r"@@([A-Z][A-Z0-9_]*)@@")
Value = "str | Ref | Fragment"


@functools.lru_cache(maxsize=None)
def source(name: str) -> str:
    """The file ``scripts/<name>`` as written (without its final newline)."""
    text = resources.files(__package__.rpartition(".")[0]).joinpath("scripts", *name.split("/")).read_text(encoding="utf-8")
    return text[:-1] if text.endswith("\n") else text


def render(name: str, **values: "str | Ref | Fragment") -> Fragment:
    """``scripts/<name>`` with every ``@@NAME@@`` replaced by ``values[NAME]`` (see the module doc)."""
    body = source(name)
    wanted = set(_PLACEHOLDER.findall(body))
    missing, unused = wanted - set(values), set(values) - wanted
    if missing or unused:
        raise ValueError(f"scripts/{name}: no value for {sorted(missing)}; unused values {sorted(unused)}")
    out: list[str | Ref] = []
    lines = body.split("\n")
    for i, line in enumerate(lines):
        whole = _PLACEHOLDER.fullmatch(line)
        if whole and _empty(values[whole.group(1)]):
            continue  # an optional line left out
        if out:
            out.append("\n")
        pos = 0
        for match in _PLACEHOLDER.finditer(line):
            out.append(line[pos:match.start()])
            value = values[match.group(1)]
            out.extend(value if isinstance(value, tuple) else (value,))
            pos = match.end()
        out.append(line[pos:])
    return tuple(p for p in out if p != "")


def _empty(value: "str | Ref | Fragment") -> bool:
    return value == "" or value == ()


def lines(*fragments: Fragment) -> Fragment:
    """Fragments one per line (e.g. a file rendered once per item)."""
    return _shell.joined("\n", fragments)


def indent(fragment: Fragment, prefix: str = "  ") -> Fragment:
    """Every line of ``fragment`` indented by ``prefix`` (a block inside ``if``)."""
    out: list[str | Ref] = [prefix]
    for p in fragment:
        out.append(p.replace("\n", "\n" + prefix) if isinstance(p, str) else p)
    return tuple(out)


def template(fragment: Fragment) -> str:
    """A Terraform template string: literal text escaped (``$${``), references as ``${...}``."""
    return _shell.template(fragment)


def text(fragment: Fragment) -> str:
    """Plain text of a fragment that holds no Terraform reference."""
    return _shell.text(fragment)


# --- Crusoe's lifecycle-script contract, checked at synth ------------------------------------------

#: Longest text a Terraform reference renders to, by the end of its expression (an IPv4 address).
_REF_LENGTHS = ((".address", 15),)


def rendered(template_text: str, lengths: "dict[str, int] | None" = None) -> str:
    """``template_text`` (a Terraform template) as Terraform will render it, for measuring: escapes
    undone, each ``${...}`` replaced by ``x`` times its longest value: ``lengths[expr]`` when given, 15
    for an address, else the expression's own length (an estimate, never below the text it stands in)."""
    out, i, n = [], 0, len(template_text)
    while i < n:
        if template_text.startswith(("$${", "%%{"), i):
            out.append(template_text[i + 1:i + 3])
            i += 3
            continue
        if template_text.startswith("${", i):
            end = _closing(template_text, i + 2)
            expr = template_text[i + 2:end].strip()
            size = (lengths or {}).get(expr)
            if size is None:
                size = next((k for suffix, k in _REF_LENGTHS if expr.endswith(suffix)), len(expr) + 3)
            out.append("x" * size)
            i = end + 1
            continue
        out.append(template_text[i])
        i += 1
    return "".join(out)


def _closing(text: str, start: int) -> int:
    """Index of the ``}`` closing an interpolation whose expression starts at ``start``."""
    depth, i, quoted = 0, start, False
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                quoted = False
            elif text.startswith("${", i):
                i = _closing(text, i + 2) + 1
                continue
        elif c == '"':
            quoted = True
        elif c == "{":
            depth += 1
        elif c == "}":
            if depth == 0:
                return i
            depth -= 1
        i += 1
    raise ValueError("unbalanced interpolation in a startup script template")
