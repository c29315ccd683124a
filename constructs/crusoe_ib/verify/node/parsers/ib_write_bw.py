"""``ib_write_bw`` (perftest) report, server or client side.

The figure that matters is ``BW average`` of the result row: ~48,000 MB/sec between two
NDR nodes, per Saturn Cloud's "A Field Guide to Crusoe InfiniBand with Terraform". Every value is
converted exactly to decimal MB/s (10^6 bytes/s, the unit of the thresholds) from the unit the
header names:

- ``MiB/sec`` (perftest since 2024): x 1.048576 (perftest divides bytes/s by 2^20);
- ``Gb/sec`` (``--report_gbits``): x 125 (perftest divides bits/s by 10^9);
- ``MB/sec`` (older perftest): taken as printed. perftest's source has divided by 2^20 here too
  since 2013 (the label was corrected to MiB in 2024), so such values understate the rate by
  4.6%; they are kept as printed, as the field guide's ~48,000 MB/sec uses the same label.

Per-port (dual-port) and QoS (``#sl``) tables and bidirectional tests (``-b``: the average is the
sum of both directions) are understood too.

Schema::

    {
      "test":        string|null,      # "RDMA_Write BW Test"
      "settings":    {name: string},   # header pairs, snake_case: "device": "mlx5_0",
                                       # "transport_type": "IB", "link_type": "IB", "mtu": "4096[B]"
      "device":      string|null,      # settings["device"], the rail
      "local_address":  {"lid": string, "qpn": string, ...}|null,
      "remote_address": {...}|null,
      "unit":        string|null,      # "MiB/sec", "MB/sec" or "Gb/sec" as printed
      "mb_per_unit": float|null,       # the exact factor applied: 1.048576, 1.0 or 125.0
      "bidirectional": boolean,        # "... Bidirectional BW Test": rows hold both directions
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
      "run_error": string|null,        # the first line saying the measurement itself broke ("Completion with
                                       # error at client", "Failed status 12: ...", "Failed to complete
                                       # run_iter_bw ..."): with -a, rows of the sizes before it are printed
      "error":  string|null            # set when no result row was found
    }

rdma-core's own ``libibverbs: Warning: couldn't load driver '...'`` lines (a provider library missing for some
other vendor's NIC: linux-rdma/perftest#262) are noise and kept out of ``errors``, so the error names perftest's
real complaint (``ethernet_read_keys: Couldn't read remote address``).
"""

from __future__ import annotations

import re
from decimal import Decimal

from ._common import lines, never_raises, prepare, safe_float, safe_int, snake

_HEAD_RE = re.compile(r"#?bytes\s+(#sl\s+)?#?iterations\s+BW peak\[([^\]\s]{1,16})\]\s+BW average\[([^\]\s]{1,16})\]")
_ADDR_RE = re.compile(r"^\s*(local|remote) address:\s*(.*)$")
_ADDR_KV_RE = re.compile(r"([A-Za-z]{1,16})\s+([0-9A-Fa-fx:.]{1,64})")
_ERR_RE = re.compile(r"couldn't|unable|failed|error|cannot|can't|conflicting", re.IGNORECASE)
_PAIR_RE = re.compile(r"([A-Za-z][A-Za-z0-9_.* ()-]*?)\s*:\s*([^\t]*?)\s*(?=\t|$)")
# perftest prints two header pairs per line separated by tabs (" Dual-port       : %s\t\tDevice         : %s"
# in perftest_parameters.c); a copy from a terminal turns the tabs into spaces. A run of 2+ spaces before
# "Key words :" is that separator again.
_SPACED_PAIR_RE = re.compile(r"(?<=\S) {2,}(?=[A-Za-z][A-Za-z0-9_.*()-]*(?: [A-Za-z0-9_.*()-]+){0,4} *: )")
_RUN_ERR_RE = re.compile(r"Completion with error|Failed status \d{1,4}|Failed to complete run_iter", re.IGNORECASE)
_NOISE_RE = re.compile(r"^libibverbs: Warning: ", re.IGNORECASE)
# Decimal MB/s per printed unit (perftest_parameters.c: format_factor 0x100000 or 125000000).
UNITS = {"mib/sec": 1.048576, "mb/sec": 1.0, "gb/sec": 125.0}


def _exact(token: str, factor: float) -> float:
    """The printed decimal times the unit factor, computed in decimal: the float nearest the exact product."""
    return float(Decimal(token.strip()) * Decimal(repr(factor)))


def _empty() -> dict:
    return {
        "test": None,
        "settings": {},
        "device": None,
        "local_address": None,
        "remote_address": None,
        "unit": None,
        "mb_per_unit": None,
        "bidirectional": False,
        "rows": [],
        "errors": [],
        "run_error": None,
        "error": None,
    }


def _row(line: str, factor: float, qos: bool) -> dict | None:
    toks = line.split()
    if qos and len(toks) >= 6:
        toks = toks[:1] + toks[2:]  # drop the service level column
    if len(toks) < 4:
        return None
    size, iters = safe_int(toks[0]), safe_int(toks[1])
    peak, avg = safe_float(toks[2]), safe_float(toks[3])
    rate = safe_float(toks[4]) if len(toks) > 4 else None
    if None in (size, iters, peak, avg) or peak < 0 or avg < 0 or (len(toks) > 4 and rate is None):
        return None
    if any(safe_float(t) is None for t in toks[5:]):  # per-port columns: numbers too
        return None
    return {
        "bytes": size,
        "iterations": iters,
        "bw_peak_mb_per_s": _exact(toks[2], factor),
        "bw_average_mb_per_s": _exact(toks[3], factor),
        "msg_rate_mpps": rate,
    }


def _parse(text: str) -> dict:
    result = _empty()
    text, why = prepare(text)
    if text is None:
        result["error"] = why
        return result
    in_table, qos, factor, unknown_unit = False, False, None, None
    for line in lines(text):
        s = line.strip()
        if not s or set(s) <= {"-"}:
            continue
        m = _HEAD_RE.search(line)
        if m:
            unit = m.group(3)
            factor = UNITS.get(unit.lower())
            in_table, qos, result["unit"] = factor is not None, bool(m.group(1)), unit
            result["mb_per_unit"] = factor
            unknown_unit = None if factor is not None else unit
            continue
        if in_table:
            row = _row(line, factor, qos)
            if row is not None:
                result["rows"].append(row)
                continue
        if s.endswith("BW Test") and result["test"] is None:
            result["test"] = s[:200]
            result["bidirectional"] = "bidirectional" in s.lower()
            continue
        m = _ADDR_RE.match(line)
        if m:
            result[m.group(1) + "_address"] = {snake(k): v for k, v in _ADDR_KV_RE.findall(m.group(2)[:500])}
            continue
        if _NOISE_RE.match(s):
            continue
        if _ERR_RE.search(s):
            if len(result["errors"]) < 50:
                result["errors"].append(s[:500])
            if result["run_error"] is None and _RUN_ERR_RE.search(s):
                result["run_error"] = s[:500]
            continue
        if result["test"] is not None and not in_table and ":" in s and len(line) <= 400:
            for k, v in _PAIR_RE.findall(_SPACED_PAIR_RE.sub("\t", line)):
                if k.strip() and v:
                    result["settings"][snake(k)] = v
    result["device"] = result["settings"].get("device")
    if not result["rows"]:
        if unknown_unit:
            result["error"] = f"the result table is in {unknown_unit[:20]!r}, a unit this parser does not know"
        elif result["errors"]:
            result["error"] = "no result row; the tool said: " + result["errors"][0]
        elif result["test"]:
            result["error"] = "the report ends before the result row (truncated output?)"
        else:
            result["error"] = "no ib_write_bw report found"
    return result


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse an ib_write_bw report. Never raises."""
    return _parse(text)
