"""nccl-tests output (``all_reduce_perf``, ``alltoall_perf`` and friends): text or the JSON file.

Text layouts understood (the printf formats of nccl-tests' ``src/common.cu`` / ``src/util.cu``
across its history), plain or behind launcher prefixes (see :mod:`._common`):

- 11 fields: ``size count type`` + two groups of ``time algbw busbw error`` (old
  ``all_gather_perf``/``alltoall_perf``, which printed no redop and no root; old alltoall printed
  an empty redop);
- 12 fields: the same with ``redop`` (old ``all_reduce_perf``);
- 13 fields: ``size count type redop root`` + two groups (current layout; ``none -1`` for
  collectives without a reduction);
- 21 fields: nccl-tests 2.19's per-iteration report (``-I 1``): each group adds
  ``i_min i_max i_p99 i_cv%``; a trailing ``-S 1`` timestamp is ignored;
- a row split over several lines or with launcher tags glued inside it is joined first.
- the header, device and summary lines without their leading ``#`` (output pasted into Markdown, where
  ``#`` starts a heading: NVIDIA/nccl-tests#37, NVIDIA/nccl#583).

Older versions print an ``error`` column (the largest deviation, such as ``2e-06``) where newer
ones print ``#wrong`` (a count of wrong elements); ``wrong_semantics`` says which, and only counts
are judged. The JSON file written with ``-J FILE`` (nccl-tests 2.17.4 and later; its first
revision spelled ``average_bus_bandwidith``) is read too and yields the same schema.

``# Avg bus bandwidth`` averages *all* sizes, small ones included, so it is reported but the
verdicts gate on large-message rows instead. The collective is taken, in order, from the JSON
``args``, the ``# Collective test starting:`` banner (nccl-tests 2.17.4+), a ``<name>_perf``
command line in the text, or the busbw/algbw ratio (only all-reduce has busbw above algbw).

rccl-tests (AMD ROCm's port, ROCm/rccl-tests ``src/common.cu``) prints the same header, device
lines and 13-field rows, and announces itself with an unprefixed ``rccl-tests: Version <git hash>``
line (``suite`` is then ``"rccl-tests"``). It prints no ``# Collective test starting`` banner, so
its collective comes from the command line or the busbw/algbw ratio. Run with ``-O 0`` it prints
in-place results only (9-field rows under an ``in-place``-only header): the verdicts compare
out-of-place and in-place, so that output is refused with an error that says how to rerun it.

Schema::

    {
      "format":   "text"|"json",
      "suite":    "nccl-tests"|"rccl-tests"|null,   # which benchmark printed it
      "version":  string|null,   # nccl-tests version from its banner ("2.19.6"), rccl-tests' git hash
      "nccl_version": string|null,   # NCCL library version ("nccl-library=22807", JSON "nccl_version")
      "header":   string|null,   # the "# nThread 1 nGpus 1 minBytes ..." line
      "devices": [               # from the "# Using devices" block
        {"rank": integer, "group": integer|null, "pid": integer|null, "host": string,
         "device": integer, "bus_id": string, "name": string}
      ],
      "hosts":    [string],      # distinct hosts in device order (node count = len)
      "rank0_hosts": [string],   # hosts listing a "Rank 0": more than one means each process ran its own
                                 # test (nccl-tests built without MPI=1: NVIDIA/nccl-tests#107)
      "nranks":   integer|null,  # ranks listed under "# Using devices"
      "collective":        string|null,   # "all_reduce", "alltoall", "all_gather", ...
      "collective_source": string|null,   # "json args", "banner", "command line", "busbw/algbw ratio"
      "collectives_named": [string],      # every collective the output names (two: a concatenated log)
      "wrong_semantics":   "count"|"max_error"|null,
      "rows": [
        {
          "size_bytes": integer, "count": integer, "type": string, "redop": string|null,
          "root": integer|null,
          "out_of_place": {"time_us": float, "algbw_gb_per_s": float,
                           "busbw_gb_per_s": float, "wrong": integer|null},
          "in_place":     {same keys},
          "max_error":    {"out_of_place": float|null, "in_place": float|null}|null,  # "error" column
          "per_iteration": {"out_of_place": {"min_us", "max_us", "p99_us", "cv_pct"},
                            "in_place": {...}}|null                  # nccl-tests 2.19 -I 1
        }
      ],
      "out_of_bounds_values": integer|null,
      "avg_busbw_gb_per_s":   float|null,
      "avg_busbw_check":      "OK"|"FAILED"|null,   # nccl-tests' own NCCL_TESTS_MIN_BW check of that average
                                                    # ("# Avg bus bandwidth : 312.1 FAILED", JSON "okay"; 2.17.4+)
      "json_output_path":     string|null,   # "# Writing JSON output to PATH"
      "env":        {name: string},          # NCCL_* variables (JSON only; nothing else is kept)
      "errors":     [string],                # "# error: ..." lines, JSON "errors"
      "complete":   boolean,     # true once "# Avg bus bandwidth" was seen
      "truncated":  boolean,     # the output stops mid-table or before the summary
      "error":      string|null  # set when no result row was found
    }
"""

from __future__ import annotations

import json
import os
import re

from ._common import never_raises, prepare, safe_float, safe_int, tagged_lines

_A = re.ASCII
_DEV_RE = re.compile(
    r"^#?\s*Rank\s+(\d{1,9})(?:\s+Group\s+(\d{1,9}))?(?:\s+Pid\s+(\d{1,12}))?\s+on\s+(\S+)\s+device\s+(\d{1,9})\s+"
    r"\[([^\]]{0,64})\]\s*(.*?)\s*$", _A)
_AVG_RE = re.compile(r"^#?\s*Avg bus bandwidth\s*:\s*(\S+)(?:\s+(OK|FAILED)\b)?", _A)
_OOB_RE = re.compile(r"^#?\s*Out of bounds values\s*:\s*(\S+)", _A)
_VERSION_RE = re.compile(r"^#\s*nccl-tests version (\S+)(?:.*nccl-library=(\d{1,9}))?", _A)
_RCCL_TESTS_RE = re.compile(r"^#?\s*rccl-tests: Version (\S{1,64})", _A)
_BANNER_RE = re.compile(r"^#\s*Collective test (?:starting|concluded):\s*(\S+)", _A)
_JSON_PATH_RE = re.compile(r"^#\s*Writing JSON output to (.+?)\s*$")
_ERROR_RE = re.compile(r"^#\s*error:\s*(.+?)\s*$")
_PERF_RE = re.compile(r"(?<![A-Za-z0-9_])(all_reduce|all_gather|alltoallv|alltoall|reduce_scatter|broadcast|reduce|"
                      r"sendrecv|gather|scatter|hypercube)_perf(?:_mpi)?(?![A-Za-z0-9_])", _A)
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,31}", _A)
_DATE_TAIL_RE = re.compile(r"\s+\d{4}-\d\d-\d\d\s+\d\d:\d\d:\d\d\s*$", _A)
_ROW_START_RE = re.compile(r"^\s*\d{1,20}\s+\d{1,20}(?:\s|$)", _A)
_BARE_HEAD_RE = re.compile(r"^(?:size\s+count\s.*algbw|Rank\s+\d{1,9}\s+(?:Group\s+\d{1,9}\s+)?(?:Pid\s+\d{1,12}\s+)?on\s)", _A)

COLLECTIVES = ("all_reduce", "all_gather", "alltoall", "alltoallv", "reduce_scatter", "broadcast", "reduce", "sendrecv",
               "gather", "scatter", "hypercube")
_BAD = object()


def separate_runs(rank0_hosts: list) -> str:
    """Why a Rank 0 on several hosts means the processes never formed one communicator."""
    shown = ", ".join(rank0_hosts[:4]) + (" ..." if len(rank0_hosts) > 4 else "")
    return (f"Rank 0 is listed on {len(rank0_hosts)} hosts ({shown}): each process ran its own single-process test, "
            "so nothing crossed the network (nccl-tests built without MPI=1, or started without MPI)")


def collective_of(name: object) -> str | None:
    """``"/opt/nccl-tests/build/alltoall_perf"`` -> ``"alltoall"``; None when it names no collective."""
    if not isinstance(name, str):
        return None
    base = os.path.basename(name.strip())
    m = _PERF_RE.fullmatch(base)
    if m:
        return m.group(1)
    return base if base in COLLECTIVES else None


def _empty() -> dict:
    return {
        "format": "text",
        "suite": None,
        "version": None,
        "nccl_version": None,
        "header": None,
        "devices": [],
        "hosts": [],
        "rank0_hosts": [],
        "nranks": None,
        "collective": None,
        "collective_source": None,
        "collectives_named": [],
        "wrong_semantics": None,
        "rows": [],
        "out_of_bounds_values": None,
        "avg_busbw_gb_per_s": None,
        "avg_busbw_check": None,
        "json_output_path": None,
        "env": {},
        "errors": [],
        "complete": False,
        "truncated": False,
        "error": None,
    }


def _wrong(tok: str, semantics: str | None):
    """``(wrong count, max error)`` for the 4th column of a group; _BAD when unreadable."""
    if tok == "N/A":
        return None, None
    if semantics == "count" or (semantics is None and safe_int(tok) is not None):
        v = safe_float(tok)  # "%6g" prints large counts as 1.23457e+06
        if v is None or v < 0 or v > 1e18:
            return _BAD
        return int(v), None
    v = safe_float(tok)
    if v is None:
        return _BAD
    return None, v


def _side(group: list, semantics: str | None):
    """``(side, max_error, per_iteration)`` for one column group, or None."""
    vals = [safe_float(t) for t in group[:3]]
    if None in vals or min(vals) < 0:
        return None
    w = _wrong(group[3], semantics)
    if w is _BAD:
        return None
    per_iter = None
    if len(group) == 8:
        stats = [safe_float(t) for t in group[4:]]
        if None in stats:
            return None
        per_iter = dict(zip(("min_us", "max_us", "p99_us", "cv_pct"), stats))
    side = {"time_us": vals[0], "algbw_gb_per_s": vals[1], "busbw_gb_per_s": vals[2], "wrong": w[0]}
    return side, w[1], per_iter


def _row(line: str, semantics: str | None = None) -> dict | None:
    """One result row in any of the layouts above, or None."""
    toks = _DATE_TAIL_RE.sub("", line).split()
    if not 11 <= len(toks) <= 24:
        return None
    size, count = safe_int(toks[0]), safe_int(toks[1])
    if size is None or count is None or size < 0 or count < 0 or not _WORD_RE.fullmatch(toks[2]):
        return None
    rest = toks[3:]
    redop = None
    if rest and _WORD_RE.fullmatch(rest[0]):
        redop = rest.pop(0)
    root = None
    if len(rest) in (9, 17):
        root = safe_int(rest[0], 9)
        if root is None:
            return None
        rest = rest[1:]
    if len(rest) not in (8, 16):
        return None
    half = len(rest) // 2
    oop, inp = _side(rest[:half], semantics), _side(rest[half:], semantics)
    if oop is None or inp is None:
        return None
    max_error = None if oop[1] is None and inp[1] is None else {"out_of_place": oop[1], "in_place": inp[1]}
    per_iter = None if oop[2] is None else {"out_of_place": oop[2], "in_place": inp[2]}
    return {"size_bytes": size, "count": count, "type": toks[2], "redop": redop, "root": root,
            "out_of_place": oop[0], "in_place": inp[0], "max_error": max_error, "per_iteration": per_iter}


def _numeric_tail(line: str) -> bool:
    toks = line.split()
    return bool(toks) and all(t == "N/A" or safe_float(t) is not None for t in toks)


def _add_named(result: dict, name: str | None, source: str) -> None:
    if not name:
        return
    if name not in result["collectives_named"]:
        result["collectives_named"].append(name)
    if result["collective"] is None:
        result["collective"], result["collective_source"] = name, source


def infer_collective(rows: list, nranks: int | None) -> str | None:
    """all_reduce is the only collective whose busbw exceeds its algbw (factor 2(n-1)/n); (n-1)/n with
    a reduction is reduce_scatter. Anything else is ambiguous and stays None."""
    ratios, redops = [], set()
    for r in rows:
        for side in (r["out_of_place"], r["in_place"]):
            if side["algbw_gb_per_s"] >= 1.0 and side["busbw_gb_per_s"] > 0:
                ratios.append(side["busbw_gb_per_s"] / side["algbw_gb_per_s"])
        redops.add(r.get("redop"))
    if not ratios:
        return None
    ratios.sort()
    ratio = ratios[len(ratios) // 2]
    if ratio > 1.05:  # busbw = algbw x 2(n-1)/n: the only collective above 1
        return "all_reduce"
    if nranks and nranks > 2 and abs(ratio - (nranks - 1.0) / nranks) <= 0.02 and redops and \
            redops <= {"sum", "prod", "max", "min", "avg"}:
        return "reduce_scatter"  # all_gather and alltoall share this factor but print no reduction
    return None


def _finish(result: dict) -> dict:
    result["hosts"] = []
    for d in result["devices"]:
        if d["host"] not in result["hosts"]:
            result["hosts"].append(d["host"])
    result["nranks"] = len({d["rank"] for d in result["devices"]}) or result["nranks"]
    result["rank0_hosts"] = []
    for d in result["devices"]:
        if d["rank"] == 0 and d["host"] not in result["rank0_hosts"]:
            result["rank0_hosts"].append(d["host"])
    if len(result["collectives_named"]) > 1:
        result["collective"], result["collective_source"] = None, "several collectives in one output"
    elif result["collective"] is None and result["rows"]:
        found = infer_collective(result["rows"], result["nranks"])
        if found:
            result["collective"], result["collective_source"] = found, "busbw/algbw ratio"
    if not result["rows"] and result["error"] is None:
        result["error"] = (
            "the output stops before the first result row (truncated?)"
            if result["header"] or result["devices"] or result["format"] == "json"
            else "no nccl-tests result rows found"
        )
        if len(result["rank0_hosts"]) > 1:
            result["error"] += "; " + separate_runs(result["rank0_hosts"])
    return result


def _nccl_version_string(code: object) -> str | None:
    code = safe_int(code, 9) if not isinstance(code, int) or isinstance(code, bool) else code
    if not isinstance(code, int) or code <= 0:
        return None
    if code >= 20900:  # NCCL_VERSION(X,Y,Z) = X*10000 + Y*100 + Z from 2.9 on
        return f"{code // 10000}.{code % 10000 // 100}.{code % 100}"
    return f"{code // 1000}.{code % 1000 // 100}.{code % 100}"


def _json_side(side: object):
    if not isinstance(side, dict):
        return None
    t = side.get("time", side.get("cpu_time"))
    vals = [safe_float(v) if not isinstance(v, str) else None for v in (t, side.get("alg_bw"), side.get("bus_bw"))]
    if None in vals or min(vals) < 0:
        return None
    nwrong = side.get("nwrong")
    wrong = None
    if nwrong is not None and not isinstance(nwrong, str):
        w = safe_float(nwrong)
        if w is None or w < 0 or w > 1e18:
            return None
        wrong = int(w)
    return {"time_us": vals[0], "algbw_gb_per_s": vals[1], "busbw_gb_per_s": vals[2], "wrong": wrong}


def _parse_json(text: str) -> dict:
    result = _empty()
    result["format"] = "json"

    def refuse(constant):
        raise ValueError(f"{constant} is not a number")

    try:
        data = json.loads(text, parse_constant=refuse)
    except (ValueError, RecursionError) as exc:
        result["error"] = f"the JSON output is truncated or invalid ({str(exc)[:120]})"
        return result
    if not isinstance(data, dict) or not isinstance(data.get("results", []), list):
        result["error"] = "JSON input is not an nccl-tests -J result file"
        return result
    if "results" not in data and "config" not in data:
        result["error"] = "JSON input is not an nccl-tests -J result file (no results, no config)"
        return result
    result["suite"] = "nccl-tests"  # only nccl-tests writes the -J file
    result["nccl_version"] = _nccl_version_string(data.get("nccl_version"))
    args = data.get("args")
    if isinstance(args, list) and args:
        _add_named(result, collective_of(args[0]), "json args")
    env = data.get("env")
    if isinstance(env, list):
        for e in env:
            if isinstance(e, str) and e.startswith("NCCL_") and "=" in e:
                k, _, v = e.partition("=")
                result["env"][k[:64]] = v[:256]
    config = data.get("config") if isinstance(data.get("config"), dict) else {}
    devices = config.get("devices", data.get("devices"))
    for d in devices if isinstance(devices, list) else []:
        if not isinstance(d, dict):
            continue
        rank, dev = safe_int(d.get("rank"), 9), safe_int(d.get("device"), 9)
        host = d.get("hostname")
        if rank is None or dev is None or not isinstance(host, str) or not host.strip():
            continue
        result["devices"].append({"rank": rank, "group": safe_int(d.get("group"), 9), "pid": safe_int(d.get("pid"), 12),
                                  "host": host.strip()[:255], "device": dev, "bus_id": str(d.get("device_hex", ""))[:64],
                                  "name": str(d.get("device_info", ""))[:128]})
    for r in data.get("results") or []:
        if not isinstance(r, dict):
            continue
        size, count = safe_int(r.get("size")), safe_int(r.get("count"))
        oop, inp = _json_side(r.get("out_of_place")), _json_side(r.get("in_place"))
        if size is None or count is None or oop is None or inp is None:
            continue
        root = r.get("root")
        typ, redop = r.get("type"), r.get("redop")
        result["rows"].append({
            "size_bytes": size, "count": count, "type": typ if isinstance(typ, str) else "?",
            "redop": redop if isinstance(redop, str) else None,
            "root": safe_int(root.strip(), 9) if isinstance(root, str) else safe_int(root, 9),
            "out_of_place": oop, "in_place": inp, "max_error": None, "per_iteration": None})
    result["wrong_semantics"] = "count" if result["rows"] else None
    oob = data.get("out_of_bounds")
    if isinstance(oob, dict):
        result["out_of_bounds_values"] = safe_int(oob.get("count"))
    avg = data.get("average_bus_bandwidth", data.get("average_bus_bandwidith"))
    if isinstance(avg, dict):
        value = avg.get("bandwidth", avg.get("bandwidith"))
        result["avg_busbw_gb_per_s"] = None if isinstance(value, str) else safe_float(value)
        okay = avg.get("okay")
        result["avg_busbw_check"] = ("OK" if okay else "FAILED") if isinstance(okay, bool) else None
        result["complete"] = True
    errors = data.get("errors")
    if isinstance(errors, list):
        result["errors"] = [e[:500] for e in errors if isinstance(e, str) and e.strip()][:20]
    result["truncated"] = bool(result["rows"]) and not result["complete"]
    return _finish(result)


def _parse(text: str) -> dict:
    text, why = prepare(text)
    if text is None:
        result = _empty()
        result["error"] = why
        return result
    if text.lstrip().startswith("{"):
        return _parse_json(text.strip())
    result = _empty()
    last_partial = False
    pending = None  # a row split over several lines
    for line, _host, _rank in tagged_lines(text):
        s = line.strip()
        if not s:
            continue
        if pending is not None:
            if _numeric_tail(s):
                pending += " " + s
                row = _row(pending, result["wrong_semantics"])
                if row is not None:
                    result["rows"].append(row)
                    pending, last_partial = None, False
                elif len(pending.split()) > 24:
                    pending = None
                continue
            pending = None
        m = _RCCL_TESTS_RE.match(s)
        if m:
            result["suite"], result["version"] = "rccl-tests", m.group(1).strip("'\"")[:32]
            continue
        if s.startswith("#") and "in-place" in s and "out-of-place" not in s and not result["rows"]:
            result["error"] = ("the output holds in-place results only (rccl-tests run with -O 0): out-of-place and "
                               "in-place busbw are both judged, so rerun without -O 0 (out-of-place is on by default)")
            return _finish(result)
        # A paste into Markdown can lose the leading "#" (a heading marker): "size count type ... algbw", "Rank  0 Pid".
        if s.startswith(("#", "nThread", "Out of bounds", "Avg bus", "Using devices", "(B)")) or _BARE_HEAD_RE.match(s):
            if "nThread" in s and result["header"] is None:
                result["header"] = s[:500]
            if "#wrong" in s:
                result["wrong_semantics"] = "count"
            elif re.search(r"\b(?:error|res)\b", s) and "algbw" in s and result["wrong_semantics"] is None:
                result["wrong_semantics"] = "max_error"
            m = _DEV_RE.match(s)
            if m:
                rank, dev = safe_int(m.group(1), 9), safe_int(m.group(5), 9)
                if rank is not None and dev is not None:
                    result["devices"].append({
                        "rank": rank, "group": safe_int(m.group(2), 9) if m.group(2) else None,
                        "pid": safe_int(m.group(3), 12) if m.group(3) else None, "host": m.group(4)[:255],
                        "device": dev, "bus_id": m.group(6), "name": m.group(7)[:128]})
            for regex, key in ((_OOB_RE, "out_of_bounds_values"), (_AVG_RE, "avg_busbw_gb_per_s")):
                m = regex.match(s)
                if m:
                    value = safe_int(m.group(1)) if key == "out_of_bounds_values" else safe_float(m.group(1))
                    result[key] = value
                    if key == "avg_busbw_gb_per_s":
                        result["avg_busbw_check"] = m.group(2)
                        result["complete"] = True
            m = _VERSION_RE.match(s)
            if m:
                result["suite"] = "nccl-tests"
                result["version"] = m.group(1)[:32]
                result["nccl_version"] = _nccl_version_string(m.group(2)) if m.group(2) else None
            m = _BANNER_RE.match(s)
            if m:
                _add_named(result, collective_of(m.group(1)), "banner")
            m = _JSON_PATH_RE.match(s)
            if m:
                result["json_output_path"] = m.group(1)[:4096]
            m = _ERROR_RE.match(s)
            if m and len(result["errors"]) < 20:
                result["errors"].append(m.group(1)[:500])
            last_partial = False
            continue
        row = _row(s, result["wrong_semantics"])
        if row is not None:
            result["rows"].append(row)
            last_partial = False
            continue
        if _ROW_START_RE.match(s):
            last_partial = True  # a row cut off mid-line, or the first part of a split row
            if len(s.split()) < 11 and re.match(r"^\d+\s+\d+\s+[A-Za-z]", s):
                pending = s
            continue
        for m in _PERF_RE.finditer(s):
            _add_named(result, m.group(1), "command line")
    result["truncated"] = bool(result["rows"]) and (last_partial or not result["complete"])
    return _finish(result)


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse nccl-tests text output or its ``-J`` JSON file. Never raises."""
    return _parse(text)
