"""``nvidia-smi nvlink -s`` (link status) and ``nvidia-smi nvlink -e`` (error counters), alone or
concatenated: every GPU's NVLink links.

``-s`` prints ``Link N: 26.562 GB/s`` for an active link and ``Link N: <inactive>`` for a down one;
``-e`` prints ``Link N: Replay Errors: 0`` (also Recovery, CRC, and on older drivers Data CRC /
Flit CRC). Schema::

    {
      "gpus": [
        {
          "index":  integer,                     # "GPU 0: ..."
          "name":   string|null,
          "links":  {"0": {"active": boolean|null, "gb_per_s": float|null,
                           "errors": {"replay": integer, "recovery": integer, "crc": integer, ...}}}
        }
      ],
      "error": string|null
    }
"""

from __future__ import annotations

import re

from ._common import lines, never_raises, prepare, safe_float, safe_int, snake

_GPU_RE = re.compile(r"^GPU (\d{1,4}): ([^(]{0,200}?)\s*(?:\(UUID:.*)?$")
_STATUS_RE = re.compile(r"^\s*Link (\d{1,3}): (?:(<inactive>)|([0-9.]{1,20}) GB/s)\s*$")
_ERR_RE = re.compile(r"^\s*Link (\d{1,3}): ([A-Za-z ]{1,40}?) Errors?: (\d{1,20})\s*$")


def _empty() -> dict:
    return {"gpus": [], "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``nvidia-smi nvlink -s`` and/or ``-e`` output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    gpus: dict = {}
    current = None
    for line in lines(text):
        m = _GPU_RE.match(line.strip())
        if m:
            current = gpus.setdefault(int(m.group(1)), {"index": int(m.group(1)), "name": m.group(2).strip() or None,
                                                          "links": {}})
            continue
        if current is None:
            continue
        m = _STATUS_RE.match(line)
        if m:
            link = current["links"].setdefault(m.group(1), {"active": None, "gb_per_s": None, "errors": {}})
            link["active"] = m.group(2) is None
            link["gb_per_s"] = safe_float(m.group(3)) if m.group(3) else None
            continue
        m = _ERR_RE.match(line)
        if m:
            link = current["links"].setdefault(m.group(1), {"active": None, "gb_per_s": None, "errors": {}})
            link["errors"][snake(m.group(2))] = safe_int(m.group(3))
    out = {"gpus": [gpus[k] for k in sorted(gpus)], "error": None}
    if not any(g["links"] for g in out["gpus"]):
        out["error"] = "no 'GPU N:' section with 'Link N:' lines: not nvidia-smi nvlink -s/-e output"
    return out
