"""``dcgmi diag -r N`` (NVIDIA DCGM diagnostics): the results table.

DCGM prints a table of ``| Test | Result |`` rows in sections (Metadata, Deployment, Integration,
Hardware, Stress); a result is ``Pass``, ``Fail``, ``Warn``, ``Skip`` or ``Not Run``, optionally
``- All`` or ``- GPU: 0, 1``; ``Warning`` / ``Info`` rows under a test carry its details (NVIDIA
DCGM documentation, "Diagnostics"). Schema::

    {
      "metadata": {"dcgm_version": string, ...},
      "tests": [{"section": string, "name": string, "result": "Pass"|"Fail"|"Warn"|"Skip"|"Not Run",
                 "gpus": string|null, "details": [string]}],
      "error": string|null       # e.g. the host engine is not running
    }
"""

from __future__ import annotations

import re

from ._common import lines, never_raises, prepare, snake

_ROW_RE = re.compile(r"^\|([^|]{0,80})\|([^|]{0,300})\|$")
_SECTION_RE = re.compile(r"^[|+]-+\s+([A-Za-z ]{1,40}?)\s+-+\+")
_RESULT_RE = re.compile(r"^(Pass|Fail|Warn|Skip|Not Run)(?:\s*-\s*(.{1,200}))?$")


def _empty() -> dict:
    return {"metadata": {}, "tests": [], "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``dcgmi diag`` table output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    out = _empty()
    section, last, message = "", None, None
    for line in lines(text):
        s = line.strip()
        m = _SECTION_RE.match(s)
        if m:
            section = m.group(1).strip()
            continue
        m = _ROW_RE.match(s)
        if not m:
            if s and message is None and not s.startswith("+") and "Successfully ran" not in s:
                message = s
            continue
        name, value = m.group(1).strip(), m.group(2).strip()
        if name == "Diagnostic" or (name and set(name) <= {"=", "-"}):
            continue
        if section == "Metadata":
            out["metadata"][snake(name)] = value
            continue
        r = _RESULT_RE.match(value)
        if r and name not in ("Warning", "Info"):
            last = {"section": section, "name": name, "result": r.group(1), "gpus": r.group(2), "details": []}
            out["tests"].append(last)
        elif last is not None and name in ("Warning", "Info"):
            last["details"].append(value)
        elif last is not None and not name and last["details"]:
            # DCGM wraps a long cell at a fixed width, often mid-word: the pieces join without a space.
            last["details"][-1] += value
    if not out["tests"]:
        out["error"] = "no test results in the output" + ("; dcgmi said: " + message[:200] if message else "")
    return out
