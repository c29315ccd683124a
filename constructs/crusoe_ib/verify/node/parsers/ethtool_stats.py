"""``ethtool -S <interface>``: NIC statistics as name -> integer.

Useful on the IPoIB interface (``ib0``) and on the front-end NIC NCCL bootstraps over.

Schema::

    {
      "statistics": {name: integer|string},   # "rx_packets": 123
      "error":      string|null               # e.g. "no stats available" from ethtool
    }
"""

from __future__ import annotations

import re

from ._common import lines, never_raises, prepare, to_number

_KV_RE = re.compile(r"^\s+([^:]+?):\s+(\S+)\s*$")


def _empty() -> dict:
    return {"statistics": {}, "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``ethtool -S`` output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return {"statistics": {}, "error": why}
    stats: dict = {}
    seen_header = False
    message = None
    for line in lines(text):
        if line.strip() == "NIC statistics:":
            seen_header = True
            continue
        m = _KV_RE.match(line)
        if m and seen_header:
            stats[m.group(1)] = to_number(m.group(2))
        elif line.strip() and not seen_header and message is None:
            message = line.strip()
    error = None
    if not stats:
        error = 'no "NIC statistics:" block found' + ("; the tool said: " + message[:200] if message else "")
    return {"statistics": stats, "error": error}
