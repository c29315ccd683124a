"""nccl-tests output (``all_reduce_perf`` and friends), plain or with MPI ``[1,0]<stdout>:`` tags.

Every result row is kept with both column groups; ``#wrong`` is ``null`` when the run had
validation off (``-c 0`` prints ``N/A``). ``# Avg bus bandwidth`` averages *all* sizes,
small ones included, so it is reported but the verdicts gate on large-message rows instead.

Schema::

    {
      "header":   string|null,   # the "# nThread 1 nGpus 1 minBytes ..." line
      "devices": [               # from the "# Using devices" block
        {"rank": integer, "group": integer|null, "pid": integer, "host": string,
         "device": integer, "bus_id": string, "name": string}
      ],
      "hosts":    [string],      # distinct hosts in device order (node count = len)
      "rows": [
        {
          "size_bytes": integer, "count": integer, "type": string, "redop": string,
          "root": integer|null,
          "out_of_place": {"time_us": float, "algbw_gb_per_s": float,
                           "busbw_gb_per_s": float, "wrong": integer|null},
          "in_place":     {same keys}
        }
      ],
      "out_of_bounds_values": integer|null,
      "avg_busbw_gb_per_s":   float|null,
      "complete":   boolean,     # true once "# Avg bus bandwidth" was seen
      "truncated":  boolean,     # the output stops mid-table or before the summary
      "error":      string|null  # set when no result row was found
    }
"""

from __future__ import annotations

import re

from ._common import lines, prepare

_DEV_RE = re.compile(
    r"^#\s*Rank\s+(\d+)(?:\s+Group\s+(\d+))?\s+Pid\s+(\d+)\s+on\s+(\S+)\s+device\s+(\d+)\s+\[([^\]]*)\]\s*(.*?)\s*$"
)
_AVG_RE = re.compile(r"^#\s*Avg bus bandwidth\s*:\s*([\d.]+)")
_OOB_RE = re.compile(r"^#\s*Out of bounds values\s*:\s*(\d+)")
_NUM_RE = re.compile(r"^[\d.]+(?:[eE][+-]?\d+)?$")


def _num(tok: str) -> float | None:
    return float(tok) if _NUM_RE.match(tok) else None


def _wrong(tok: str) -> int | None:
    if tok.isdigit():
        return int(tok)
    v = _num(tok)  # very old nccl-tests printed a max error like 0e+00
    return None if v is None else int(v)


def _row(line: str) -> dict | None:
    toks = line.split()
    if len(toks) not in (12, 13) or not (toks[0].isdigit() and toks[1].isdigit()):
        return None
    root = None
    if len(toks) == 13:
        if not re.fullmatch(r"-?\d+", toks[4]):
            return None
        root = int(toks[4])
    groups = toks[-8:-4], toks[-4:]
    parsed = []
    for t, a, b, w in groups:
        vals = _num(t), _num(a), _num(b)
        if None in vals or (w != "N/A" and _num(w) is None):
            return None
        parsed.append({"time_us": vals[0], "algbw_gb_per_s": vals[1], "busbw_gb_per_s": vals[2], "wrong": _wrong(w)})
    return {
        "size_bytes": int(toks[0]),
        "count": int(toks[1]),
        "type": toks[2],
        "redop": toks[3],
        "root": root,
        "out_of_place": parsed[0],
        "in_place": parsed[1],
    }


def parse(text: str) -> dict:
    """Parse nccl-tests output. Never raises."""
    result = {
        "header": None,
        "devices": [],
        "hosts": [],
        "rows": [],
        "out_of_bounds_values": None,
        "avg_busbw_gb_per_s": None,
        "complete": False,
        "truncated": False,
        "error": None,
    }
    text, why = prepare(text)
    if text is None:
        result["error"] = why
        return result
    last_partial = False
    for line in lines(text):
        s = line.strip()
        if not s:
            continue
        if s.startswith("#"):
            if "nThread" in s and result["header"] is None:
                result["header"] = s
            m = _DEV_RE.match(s)
            if m:
                result["devices"].append(
                    {
                        "rank": int(m.group(1)),
                        "group": int(m.group(2)) if m.group(2) else None,
                        "pid": int(m.group(3)),
                        "host": m.group(4),
                        "device": int(m.group(5)),
                        "bus_id": m.group(6),
                        "name": m.group(7),
                    }
                )
                if m.group(4) not in result["hosts"]:
                    result["hosts"].append(m.group(4))
            m = _OOB_RE.match(s)
            if m:
                result["out_of_bounds_values"] = int(m.group(1))
            m = _AVG_RE.match(s)
            if m:
                result["avg_busbw_gb_per_s"] = float(m.group(1))
                result["complete"] = True
            last_partial = False
            continue
        row = _row(s)
        if row is not None:
            result["rows"].append(row)
            last_partial = False
        elif re.match(r"^\d+\s+\d+", s):
            last_partial = True  # a row cut off mid-line
    result["truncated"] = bool(result["rows"]) and (last_partial or not result["complete"])
    if not result["rows"]:
        result["error"] = (
            "the output stops before the first result row (truncated?)"
            if result["header"] or result["devices"]
            else "no nccl-tests result rows found"
        )
    return result
