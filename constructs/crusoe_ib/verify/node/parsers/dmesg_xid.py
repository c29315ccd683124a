"""NVIDIA XID events in the kernel log (``dmesg`` or ``journalctl -k`` text).

The driver logs ``NVRM: Xid (PCI:0000:18:00): 79, pid=..., GPU has fallen off the bus.`` (NVIDIA,
"XID Errors"); newer drivers may log the fall-off-the-bus case on several lines without an Xid
(``NVRM: The NVIDIA GPU 0000:b3:00.0 ... fallen off the bus``), read here as XID 79. Timestamps and
journal prefixes are ignored. Schema::

    {
      "events": [{"bus_id": string, "xid": integer, "message": string}],   # in log order
      "lines":  integer,          # lines read
      "error":  string|null       # not a kernel log; a log without XIDs is not an error
    }
"""

from __future__ import annotations

import re

from ._common import MAX_LINE, never_raises, prepare, safe_int

_XID_RE = re.compile(r"NVRM: Xid \((?:PCI:)?([0-9A-Fa-f:.]{4,20})\): (\d{1,4})(?:, (.{0,300}))?")
_KERNEL_RE = re.compile(r"^\s{0,8}\[\s{0,12}\d{1,12}\.\d{1,9}\]|\skernel: |NVRM: ")
_FALLEN_RE = re.compile(r"NVRM: The NVIDIA GPU ([0-9A-Fa-f:.]{4,20})")


def _slot(bus_id: str) -> str:
    """``0000:44:00`` and ``0000:44:00.0`` name the same GPU."""
    return bus_id.split(".")[0]


def _empty() -> dict:
    return {"events": [], "lines": 0, "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse kernel log text for XID events. Never raises; empty input is an error (nothing was read)."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    raw = text.split("\n")
    if not text.strip():
        return dict(_empty(), error="empty kernel log")
    events = []
    pending_fallen = None
    for line in raw:
        line = line[:MAX_LINE]
        m = _XID_RE.search(line)
        if m:
            events.append({"bus_id": m.group(1).lower(), "xid": safe_int(m.group(2)), "message": (m.group(3) or "").strip()})
            continue
        m = _FALLEN_RE.search(line)
        if m:
            pending_fallen = m.group(1).lower()
        if pending_fallen and "fallen off the bus" in line:
            if not any(e["xid"] == 79 and _slot(e["bus_id"]) == _slot(pending_fallen) for e in events):
                events.append({"bus_id": pending_fallen, "xid": 79, "message": "GPU has fallen off the bus."})
            pending_fallen = None
    if not events and not any(_KERNEL_RE.search(line[:MAX_LINE]) for line in raw):
        return dict(_empty(), lines=len(raw), error="no kernel log line (dmesg '[   1.234567] ...' or journalctl -k "
                                                      "'... kernel: ...')")
    return {"events": events, "lines": len(raw), "error": None}
