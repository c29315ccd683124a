"""``perfquery`` (infiniband-diags) port counters: plain, ``-x`` (extended), ``-X`` (per-SL
transmit), ``-E`` (receive error details), in any combination and concatenated.

Inside a Crusoe VM perfquery talks to a VF and may fail to open the UMAD port; those lines
land in ``errors`` so a bundle can show why counters came from sysfs instead.

Schema::

    {
      "sections": [
        {
          "title":    string,          # "Port extended counters", "PortRcvErrorDetails counters"
          "lid":      integer|null,
          "port":     integer|null,
          "cap_mask": string|null,     # "0x5A00" (CapMask; a CapMask2 after it is not kept)
          "counters": {name: integer|string}   # hex values such as CounterSelect stay strings
        }
      ],
      "counters": {name: integer|string},   # all sections merged, later sections win
      "errors":   [string],                 # ibwarn / iberror / "Failed to" lines
      "error":    string|null
    }
"""

from __future__ import annotations

import re

from ._common import lines, never_raises, prepare, safe_int, to_number

# "(CapMask: 0x5A00)", and "(CapMask: 0x5300 CapMask2: 0x0000002)" as RHEL 7.5's perfquery prints it.
_HEAD_RE = re.compile(r"^#\s*(.+?):\s*Lid\s+(\d+)\s+port\s+(\d+)(?:\s*\(CapMask:\s*(0x[0-9A-Fa-f]+)"
                      r"(?:\s+CapMask2:\s*0x[0-9A-Fa-f]+)?\))?")
_KV_RE = re.compile(r"^([A-Za-z][A-Za-z0-9_]*):\.+(\S+)\s*$")
_ERR_RE = re.compile(r"ibwarn|iberror|failed|can't|cannot|error:", re.IGNORECASE)


def _empty() -> dict:
    return {"sections": [], "counters": {}, "errors": [], "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse perfquery output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return {"sections": [], "counters": {}, "errors": [], "error": why}
    sections: list = []
    errors: list = []
    cur = None
    for line in lines(text):
        m = _HEAD_RE.match(line)
        if m:
            cur = {
                "title": m.group(1).strip(),
                "lid": safe_int(m.group(2)),
                "port": safe_int(m.group(3)),
                "cap_mask": m.group(4),
                "counters": {},
            }
            sections.append(cur)
            continue
        m = _KV_RE.match(line)
        if m:
            if cur is None:  # counters without a header: keep them rather than drop them
                cur = {"title": "", "lid": None, "port": None, "cap_mask": None, "counters": {}}
                sections.append(cur)
            cur["counters"][m.group(1)] = to_number(m.group(2))
            continue
        if line.strip() and _ERR_RE.search(line):
            errors.append(line.strip())
    merged: dict = {}
    for s in sections:
        merged.update(s["counters"])
    error = None
    if not merged:
        error = "; ".join(errors[:3]) if errors else "no perfquery counter lines found"
    return {"sections": sections, "counters": merged, "errors": errors, "error": error}
