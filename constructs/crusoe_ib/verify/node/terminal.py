"""What reaches the operator's terminal: text from nodes and files with every control character escaped.

A node check's rule names and reasons, an ssh or scontrol error, a log line quoted in a verdict: all
of it comes from machines the operator is judging, and a terminal obeys what it is sent.
``ESC[2K`` + ``\\r`` erases a FAIL line, ``ESC[1A`` moves up to overwrite a printed
``terraform apply -replace=`` line, ``ESC]52;c;<base64>BEL`` writes the operator's clipboard (OSC 52),
and the same exists as 8-bit C1 codes (``\\x9b`` is CSI, ``\\x9d`` OSC). So every human line
``crusoe-ib-verify`` prints (every subcommand, on stdout) and every progress or error line (stderr)
is written through :func:`say`, which passes each field through :func:`safe`: C0 and C1 control
characters, DEL, and the Unicode bidirectional and line-separator characters (which reorder or
split what is shown) appear as escapes (``\\x1b``, ``\\r``, ``\\u202e``), never as themselves.
``--json`` needs nothing more: ``json.dumps`` writes them as ``\\u001b`` already (ASCII output).
"""

from __future__ import annotations

import json
import re
import sys

_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: "re.Match") -> str:
    char = match.group()
    return _NAMED.get(char) or (f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")


def safe(value: object) -> str:
    """``value`` as one line of plain text: every control character shown as an escape."""
    return _CONTROL.sub(_escape, value if isinstance(value, str) else str(value))


def has_control(text: str) -> bool:
    """Whether ``text`` holds a character :func:`safe` would escape (tests, callers that refuse)."""
    return _CONTROL.search(text) is not None


def say(template: str, *fields: object, file=None) -> None:
    """Print ``template % fields`` with every field made :func:`safe` (numbers stay numbers, so
    ``%d`` and ``%g`` work). The template is ours; only the fields may come from elsewhere."""
    shown = tuple(f if isinstance(f, (int, float)) and not isinstance(f, bool) else safe(f) for f in fields)
    print(template % shown if fields else safe(template), file=file or sys.stdout, flush=True)


def print_json(doc: object) -> None:
    """``--json`` output: ``json.dumps`` escapes C0 and (ASCII output) every non-ASCII character;
    DEL, ASCII but a control character, is escaped here too."""
    print(json.dumps(doc, indent=2, sort_keys=True).replace("\x7f", "\\u007f"))
    sys.stdout.flush()
