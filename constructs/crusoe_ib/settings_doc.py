"""The settings and props tables of the docs (field, type, default, meaning), generated from the classes
themselves, so a field, a default or its explanation has one source: the class and its docstring.

    python -m crusoe_ib.settings_doc NodePoolSettings     # one table, to read
    python -m crusoe_ib.settings_doc --write docs/*.md    # rewrite every generated table in those pages

A page holds a table between ``<!-- settings:<Class> ... -->`` and ``<!-- settings:end -->``; a test
keeps every table equal to this output and every settings class in some page.
"""

from __future__ import annotations

import argparse
import dataclasses
import inspect
import re
import sys
from importlib import import_module
from pathlib import Path

from . import _EXPORTS
from .core._settings import Settings

_BEGIN = re.compile(r"<!-- settings:(?P<name>\w+)[^\n]*-->\n(?P<body>.*?)<!-- settings:end -->", re.S)
_ENTRY = re.compile(r"(?P<names>[a-z_0-9]+(?: / [a-z_0-9]+)*): (?P<text>.*)")


def classes() -> dict[str, type]:
    """Every settings class the package exports, and every construct's props (``<Construct>Props``,
    for a construct used on its own), by name."""
    found = {}
    for name, module in sorted(_EXPORTS.items()):
        obj = getattr(import_module(f"crusoe_ib.{module}"), name)
        if inspect.isclass(obj) and dataclasses.is_dataclass(obj) and (issubclass(obj, Settings) or name.endswith("Props")):
            found[name] = obj
    return found


def field_docs(cls: type) -> dict[str, str]:
    """``field: text`` entries of the class docstring (continuation lines indented), by field name."""
    docs: dict[str, str] = {}
    names: list[str] = []
    for line in inspect.cleandoc(cls.__doc__ or "").splitlines():
        entry = _ENTRY.fullmatch(line)
        if entry and all(n in {f.name for f in dataclasses.fields(cls)} for n in entry["names"].split(" / ")):
            names = entry["names"].split(" / ")
            for n in names:
                docs[n] = entry["text"]
        elif line.startswith(" ") and names:
            for n in names:
                docs[n] += " " + line.strip()
        else:
            names = []
    return docs


def _cell(text: str) -> str:
    return re.sub(r"``([^`]+)``", r"`\1`", text).replace("|", "\\|")


def _default(f: dataclasses.Field) -> str:
    if dataclasses.is_dataclass(f.default) and f.default == type(f.default)():
        return f"`{type(f.default).__name__}()`"  # a settings object with its own defaults
    if f.default is not dataclasses.MISSING:
        return f"`{f.default!r}`"
    if f.default_factory is not dataclasses.MISSING:
        return f"`{f.default_factory()!r}`"
    return "**required**"


def table(cls: type) -> str:
    """The Markdown table of one settings class."""
    docs = field_docs(cls)
    fields = dataclasses.fields(cls)
    if len(fields) == 1 and not docs:  # a one-field class documents itself in its first paragraph
        docs = {fields[0].name: " ".join(inspect.cleandoc(cls.__doc__ or "").split("\n\n")[0].split())}
    rows = ["| field | type | default | what it means |", "|---|---|---|---|"]
    for f in dataclasses.fields(cls):
        rows.append(f"| `{f.name}` | `{_cell(str(f.type))}` | {_cell(_default(f))} | {_cell(docs.get(f.name, ''))} |")
    return "\n".join(rows) + "\n"


def rewrite(text: str) -> str:
    """``text`` with every generated table replaced by the current one."""
    known = classes()

    def current(m: re.Match) -> str:
        head = m.group(0).split("\n", 1)[0]
        return f"{head}\n{table(known[m['name']])}<!-- settings:end -->"

    return _BEGIN.sub(current, text)


def tables_in(text: str) -> dict[str, str]:
    """The generated tables a page holds, by class name."""
    return {m["name"]: m["body"] for m in _BEGIN.finditer(text)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crusoe_ib.settings_doc", description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="settings classes to print (default: all)")
    parser.add_argument("--write", nargs="+", metavar="PAGE", help="rewrite the generated tables in these pages")
    args = parser.parse_args(argv)
    if args.write:
        for page in map(Path, args.write):
            page.write_text(rewrite(page.read_text()))
        return 0
    known = classes()
    unknown = [n for n in args.names if n not in known]
    if unknown:
        parser.error(f"not a settings class: {', '.join(unknown)} (known: {', '.join(known)})")
    for name in args.names or known:
        print(f"### {name}\n\n{table(known[name])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
