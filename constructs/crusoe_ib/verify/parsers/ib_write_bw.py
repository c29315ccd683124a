"""``ib_write_bw`` (perftest) report, server or client side.

The figure that matters is ``BW average`` of the result row: ~48,000 MB/sec between two
NDR nodes, per Crusoe's "A Field Guide to Crusoe InfiniBand with Terraform". Output made with
``--report_gbits`` is converted to MB/s at 1 Gb/s = 125 MB/s (decimal, as the thresholds are).

Schema::

    {
      "test":        string|null,      # "RDMA_Write BW Test"
      "settings":    {name: string},   # header pairs, snake_case: "device": "mlx5_0",
                                       # "transport_type": "IB", "link_type": "IB", "mtu": "4096[B]"
      "device":      string|null,      # settings["device"], the rail
      "local_address":  {"lid": string, "qpn": string, ...}|null,
      "remote_address": {...}|null,
      "unit":        string|null,      # "MB/sec" or "Gb/sec" as printed
      "rows": [
        {
          "bytes":                integer,
          "iterations":           integer,
          "bw_peak_mb_per_s":     float,
          "bw_average_mb_per_s":  float,
          "msg_rate_mpps":        float|null
        }
      ],
      "errors": [string],              # "Couldn't connect to ...", "Unable to ..." lines
      "error":  string|null            # set when no result row was found
    }
"""

from __future__ import annotations

import re

from ._common import lines, prepare, snake

_HEAD_RE = re.compile(r"#bytes\s+#iterations\s+BW peak\[(\S+?)\]\s+BW average\[(\S+?)\]")
_ROW_RE = re.compile(r"^\s*(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)(?:\s+([\d.]+))?\s*$")
_PAIR_RE = re.compile(r"([A-Za-z][A-Za-z0-9_.* ()-]*?)\s*:\s*([^\t]*?)\s*(?=\t|$)")
_ADDR_RE = re.compile(r"^\s*(local|remote) address:\s*(.*)$")
_ADDR_KV_RE = re.compile(r"([A-Za-z]+)\s+([0-9A-Fa-fx:.]+)")
_ERR_RE = re.compile(r"couldn't|unable|failed|error|cannot|can't|conflicting", re.IGNORECASE)


def _to_mb(value: float, unit: str) -> float:
    return round(value * 125.0, 2) if unit.lower().startswith("gb") else value


def parse(text: str) -> dict:
    """Parse an ib_write_bw report. Never raises."""
    result = {
        "test": None,
        "settings": {},
        "device": None,
        "local_address": None,
        "remote_address": None,
        "unit": None,
        "rows": [],
        "errors": [],
        "error": None,
    }
    text, why = prepare(text)
    if text is None:
        result["error"] = why
        return result
    in_table = False
    for line in lines(text):
        s = line.strip()
        if not s or set(s) <= {"-"}:
            continue
        m = _HEAD_RE.search(line)
        if m:
            in_table, result["unit"] = True, m.group(2)
            continue
        if in_table:
            m = _ROW_RE.match(line)
            if m:
                unit = result["unit"] or "MB/sec"
                rate = m.group(5)
                result["rows"].append(
                    {
                        "bytes": int(m.group(1)),
                        "iterations": int(m.group(2)),
                        "bw_peak_mb_per_s": _to_mb(float(m.group(3)), unit),
                        "bw_average_mb_per_s": _to_mb(float(m.group(4)), unit),
                        "msg_rate_mpps": float(rate) if rate else None,
                    }
                )
                continue
        if s.endswith("BW Test") and result["test"] is None:
            result["test"] = s
            continue
        m = _ADDR_RE.match(line)
        if m:
            result[m.group(1) + "_address"] = {snake(k): v for k, v in _ADDR_KV_RE.findall(m.group(2))}
            continue
        if _ERR_RE.search(s):
            result["errors"].append(s)
            continue
        if result["test"] is not None and not in_table and ":" in s:
            for k, v in _PAIR_RE.findall(line):
                if k.strip() and v:
                    result["settings"][snake(k)] = v
    result["device"] = result["settings"].get("device")
    if not result["rows"]:
        if result["errors"]:
            result["error"] = "no result row; the tool said: " + result["errors"][0]
        elif result["test"]:
            result["error"] = "the report ends before the result row (truncated output?)"
        else:
            result["error"] = "no ib_write_bw report found"
    return result
