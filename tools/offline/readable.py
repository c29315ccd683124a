"""Terraform's apply and plan output as `make offline-*` prints it: readable on a terminal.

Terraform prints a provisioner's whole command on one line (`(local-exec): Executing: ["/bin/bash" "-c"
"<the delivery script, escaped>"]`: kilobytes) and, after "Apply complete!", every output value in full
(a hundred lines of commands), so the line that says what happened scrolls away. Here: a long command
becomes its first line and its size, the outputs become their names, and the result line comes last.
Nothing is lost: the whole output is kept in a file beside the state, which the summary names.
"""

from __future__ import annotations

import json
import re

#: Longer lines are shortened (a terminal's few widths).
MAX_LINE = 300
_EXECUTING = re.compile(r"(?P<head>.*\(local-exec\): Executing: )(?P<argv>\[.*\])")  # fullmatch'd
_RESULT = re.compile(r"^(Apply complete!|Destroy complete!|Plan: |No changes\.)")
_OUTPUT_NAME = re.compile(r"^([A-Za-z_][A-Za-z0-9_-]*) = ")


_GO_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _words(argv: str) -> list[str] | None:
    """Terraform prints the command as Go's %q of a list: ``["/bin/bash" "-c" "..."]``."""
    found = _GO_STRING.findall(argv)
    try:
        return [json.loads(f'"{w}"') for w in found] or None
    except ValueError:
        return None


def _short_command(head: str, argv: str) -> str:
    words = _words(argv)
    if words:
        script = words[-1]
        first = script.splitlines()[0] if script else ""
        shown = " ".join(words[:-1] + [first])
        return f"{head}{shown} ... ({len(script):,} characters)"
    return f"{head}{argv[:120]} ... ({len(argv):,} characters)"


def readable(text: str, full_log: str | None = None, outputs_hint: str | None = None) -> str:
    """``text`` (Terraform's stdout) with long provisioner commands and long lines shortened, the outputs
    of an apply listed by name, and the result line ("Apply complete! ...") last. ``full_log`` names the
    file the whole text was written to; ``outputs_hint`` says how to read one output."""
    lines = text.splitlines()
    out: list[str] = []
    shortened = False
    result: str | None = None
    names: list[str] = []
    in_outputs = False
    for line in lines:
        if in_outputs:
            match = _OUTPUT_NAME.match(line)
            if match:
                names.append(match.group(1))
            continue
        if line.strip() == "Outputs:" and result is not None:
            in_outputs = True
            continue
        match = _EXECUTING.fullmatch(line)
        if match and len(line) > MAX_LINE:
            out.append(_short_command(match["head"], match["argv"]))
            shortened = True
            continue
        if _RESULT.match(line):
            result = line
            continue
        if len(line) > MAX_LINE:
            out.append(f"{line[:MAX_LINE - 40]} ... ({len(line):,} characters)")
            shortened = True
            continue
        out.append(line)
    while out and not out[-1].strip():
        out.pop()
    if names:
        out += ["", f"Outputs: {', '.join(names)}"]
        if outputs_hint:
            out.append(f"  ({outputs_hint})")
    if (shortened or names) and full_log:
        out.append(f"(the whole output: {full_log})")
    if result is not None:
        out += ["", result] if out else [result]
    return "\n".join(out) + "\n"
