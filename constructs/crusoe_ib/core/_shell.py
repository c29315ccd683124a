"""Shell command lines that Terraform renders: written in one place, each value quoted once.

The commands the outputs print mix literal text (users' values among it) with Terraform references
whose value is only known after apply (a node's address). A command is built here as a
:data:`Fragment`: shell text with :class:`Ref` parts spliced in. :func:`word` makes one shell word
of literal values, refs and whole fragments (a remote command becomes ONE argument of ``ssh``),
quoting the literal text once with POSIX single quotes; :func:`line` joins words and raw shell
syntax (``&&``, ``|``, ``"$host"``) with spaces. :func:`template` turns a fragment into a Terraform
template string (a top-level output value), :func:`hcl` into an HCL quoted template for use inside
an expression (a ``for`` over the nodes); both escape the literal text for Terraform exactly once.

A ref is spliced in unquoted (or inside the single quotes of the word that holds it), so it must
render to shell-safe text: an IP address, a node key, a space-separated list of addresses.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable
from dataclasses import dataclass

from . import _hcl


@dataclass(frozen=True)
class Ref:
    """A Terraform expression (HCL, without ``${}``) whose value is shell-safe text."""

    hcl: str


#: Shell text (str) with Terraform references (Ref) spliced in.
Fragment = tuple["str | Ref", ...]
_SAFE = re.compile(r"[A-Za-z0-9_@%+=:,./-]*")  # shlex.quote leaves exactly these unquoted


def raw(text: str) -> Fragment:
    """Shell syntax written as is (operators, ``"$host"``): never a user's value."""
    return (text,)


def word(*items: "str | Ref | Fragment") -> Fragment:
    """ONE shell word whose value is the items concatenated: a str is a literal value, a Ref a
    shell-safe value, a Fragment the shell text of a command line (taken as a literal value, so a
    remote command reaches ``ssh`` as one argument). Quoted once, only where needed."""
    parts: list[str | Ref] = []
    for item in items:
        parts.extend(item if isinstance(item, tuple) else (item,))
    literal = "".join(p for p in parts if isinstance(p, str))
    if parts and _SAFE.fullmatch(literal) and (literal or any(isinstance(p, Ref) for p in parts)):
        return tuple(parts)
    if "'" in literal and _double_quotable("".join(p if isinstance(p, str) else "0" for p in parts)):
        return ('"', *parts, '"')  # reads better than '"'"' for a remote command that quotes its own words
    escaped = [p.replace("'", "'\"'\"'") if isinstance(p, str) else p for p in parts]
    return ("'", *escaped, "'")


def _double_quotable(value: str) -> bool:
    """True when ``"value"`` is read back as exactly ``value`` by sh, bash (interactive too) and
    shlex: nothing double quotes interpret ($, `, ", ! for history) and no backslash before
    what it would escape there (\\, a newline, the closing quote)."""
    if any(c in value for c in '$`"!'):
        return False
    return all(value[i + 1:i + 2] not in ("", "\\", "\n") for i, c in enumerate(value) if c == "\\")


def line(*items: "str | Ref | Fragment") -> Fragment:
    """Items separated by spaces: a str is a literal value (quoted as one word), a Ref a
    shell-safe value, a Fragment shell text already built (by :func:`word`, :func:`raw`, ...)."""
    out: list[str | Ref] = []
    for i, item in enumerate(items):
        if i:
            out.append(" ")
        out.extend(item if isinstance(item, tuple) else word(item))
    return tuple(out)


def cat(*fragments: Fragment) -> Fragment:
    """Fragments one after the other, nothing between them."""
    return tuple(p for fragment in fragments for p in fragment)


def joined(separator: str, fragments: Iterable[Fragment]) -> Fragment:
    """Fragments separated by raw shell text (``"; "``, ``" && "``)."""
    out: list[str | Ref] = []
    for i, fragment in enumerate(fragments):
        if i:
            out.append(separator)
        out.extend(fragment)
    return tuple(out)


def text(fragment: Fragment) -> str:
    """The shell text of a fragment without refs (a command fully known at synth time)."""
    if any(isinstance(p, Ref) for p in fragment):
        raise ValueError("the fragment holds Terraform references: render it with template() or hcl()")
    return "".join(fragment)


def template(fragment: Fragment) -> str:
    """A Terraform template string (a cdktf string value): literal text escaped, refs as ``${...}``."""
    return "".join(_pieces(fragment, _hcl.template_text))


def hcl(fragment: Fragment) -> str:
    """An HCL quoted template (``"ssh ... ${n.addr} ..."``) for use inside an expression."""
    return '"' + "".join(_pieces(fragment, lambda s: _hcl.string(s)[1:-1])) + '"'


def _pieces(fragment: Fragment, escape) -> list[str]:
    merged: list[str | Ref] = []
    for p in fragment:  # adjacent literal text is escaped as one piece
        if isinstance(p, str) and merged and isinstance(merged[-1], str):
            merged[-1] += p
        else:
            merged.append(p)
    out = []
    for i, p in enumerate(merged):
        if isinstance(p, Ref):
            out.append(_hcl.expr(p.hcl))
            continue
        piece = escape(p)
        dollars = len(piece) - len(piece.rstrip("$"))
        if i + 1 < len(merged) and dollars:
            # "$" right before "${ref}" would read as the escape "$${": write them as an expression.
            piece = piece[:-dollars] + _hcl.expr(_hcl.string("$" * dollars))
        out.append(piece)
    return out


_LABEL_UNSAFE = re.compile(r"[^A-Za-z0-9_./:@+=,-]")


def label(text: str) -> str:
    """``text`` (a construct path) for a comment or a message INSIDE a script, where it is neither quoted nor a
    value: every character a shell or Terraform could act on (``$``, quotes, a newline, ``${``...) becomes ``_``.
    Construct ids are the library user's text: the constructs library refuses only ``/`` in them."""
    return _LABEL_UNSAFE.sub("_", text)


def quote(value: str) -> str:
    """One literal value as one shell word (``shlex.quote``), for text known at synth time."""
    return shlex.quote(value)
