"""What every subcommand's ``--help`` says beyond its options: a description (the command module's
docstring), examples (the module's ``EXAMPLES``) and the exit codes (the module's ``EXIT_CODES``, else
:data:`EXIT_CODES`). :func:`build_parser <crusoe_ib.verify.node.cli.build_parser>` applies it to every
subcommand it registers, so a new command module gets the same help by defining those two names.

Docstrings are written for the API docs (reStructuredText); a terminal gets them without the markup.
"""

from __future__ import annotations

import argparse
import re

#: What every subcommand's exit status means unless its module says otherwise.
EXIT_CODES = (
    (0, "every verdict passed (WARN too, unless --strict)"),
    (1, "a verdict FAILed (or WARNed, with --strict)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)

#: The top-level ``--help``'s summary of them.
SUMMARY_EXIT_CODES = (
    (0, "success: every check passed"),
    (1, "a check failed (what counts for each command: crusoe-ib-verify COMMAND --help)"),
    EXIT_CODES[2],
    EXIT_CODES[3],
)

_ROLE = re.compile(r":[a-z]+:`~?\.*([^`<]+?)(?:\s*<[^>]*>)?`")  # :mod:`..fleet` -> fleet
_LITERAL = re.compile(r"``(.+?)``")


def plain(text: str) -> str:
    """reStructuredText markup as a terminal shows it: ``x`` -> x, :mod:`..x` -> x, ``::`` -> ``:``."""
    text = _ROLE.sub(lambda m: m.group(1), text or "")
    text = _LITERAL.sub(lambda m: m.group(1), text)
    return re.sub(r"::$", ":", text, flags=re.M)


def exit_codes_text(codes=EXIT_CODES) -> str:
    return "exit codes:\n" + "\n".join(f"  {code:<4} {meaning}" for code, meaning in codes)


def document(parser: argparse.ArgumentParser, module) -> None:
    """Give a subcommand's parser its description, examples and exit codes (kept where already set)."""
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    doc = (module.__doc__ or "").strip()
    if parser.description is None and doc:
        parser.description = plain(doc)
    parts = []
    examples = getattr(module, "EXAMPLES", ())
    if examples:
        lines = []
        for command, what in examples:
            lines += [f"  # {what}", f"  {command}"]
        parts.append("examples:\n" + "\n".join(lines))
    parts.append(exit_codes_text(getattr(module, "EXIT_CODES", EXIT_CODES)))
    if parser.epilog:
        parts.insert(0, parser.epilog)
    parser.epilog = "\n\n".join(parts)


def add_command(sub, module) -> argparse.ArgumentParser:
    """``module.add_parser(sub)``, then :func:`document` on the parser it added."""
    before = set(sub.choices)
    module.add_parser(sub)
    added = [name for name in sub.choices if name not in before]
    if len(added) != 1:
        raise RuntimeError(f"{module.__name__}.add_parser added {added or 'no'} subcommands; expected one")
    parser = sub.choices[added[0]]
    document(parser, module)
    return parser
