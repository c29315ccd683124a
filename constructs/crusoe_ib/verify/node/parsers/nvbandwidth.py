"""``nvbandwidth`` (NVIDIA/nvbandwidth): one matrix per test case, GB/s per GPU pair.

A test prints ``Running <name>.``, a title such as ``memcpy CE GPU(row) <- GPU(column) bandwidth
(GB/s)``, a header row of column indices, one row per GPU (``N/A`` on the diagonal) and
``SUM <name> <value>`` (a paste cut before the title keeps its matrix, named by the SUM line:
NVIDIA/nvbandwidth#50); a test that cannot run prints ``Waiving <name>.`` (peer-to-peer mapping
failed: NVIDIA/nvbandwidth#13). A run can also end inside a test: nvbandwidth checks the copied
data and stops on a mismatch (``Invalid value when checking the pattern at ...``, then ``ASSERT in
expression h_errorFlag == 0 ...`` or ``Aborted (core dumped)``: NVIDIA/nvbandwidth#19, #34), and its error macros
print ``<ERROR> in expression <call> in <function> : <file>:<line>`` (``NVML_ERROR: [Not Found] in
expression ...``, NVIDIA/nvbandwidth#55). Such a test is kept with ``aborted`` saying why. Schema::

    {
      "version": string|null,
      "devices": [string],                       # "Device 0: NVIDIA H100 80GB HBM3"
      "tests": [{"name": string, "title": string|null, "waived": boolean, "sum_gb_per_s": float|null,
                 "aborted": string|null,         # the line that ended the test, when it did not finish
                 "corruption": boolean,          # the data check failed ("Invalid value when checking the pattern")
                 "pairs": [{"row": integer, "column": integer, "gb_per_s": float}]}],
      "aborted": string|null,                    # the first such line of the run
      "error": string|null                       # not nvbandwidth output at all
    }
"""

from __future__ import annotations

import re

from ._common import lines, never_raises, prepare, safe_float, safe_int

_RUN_RE = re.compile(r"^Running ([a-z0-9_]{1,80})\.$")
_WAIVE_RE = re.compile(r"^Waiving ([a-z0-9_]{1,80})\.$")
_SUM_RE = re.compile(r"^SUM ([a-z0-9_]{1,80}) (\S{1,30})$")
_HEADER_RE = re.compile(r"^(?:\d{1,4}\s+){0,255}\d{1,4}$")
_ABORT_RE = re.compile(r"(?:^|\s)(?:ASSERT|[A-Z][A-Z0-9_]{2,40}(?::\s?\[[^]]{1,80}\])?) in expression |^Aborted(?: \(core dumped\))?$|"
                       r"^Segmentation fault|^terminate called|^(?:CUDA|NVML|MPI)[_ ]?[Ee]rror|Invalid value when checking the pattern")
_ROW_RE = re.compile(r"^(\d{1,4})((?:\s+(?:N/A|\d{1,9}(?:\.\d{1,9})?)){1,256})$")


def _empty() -> dict:
    return {"version": None, "devices": [], "tests": [], "aborted": None, "error": None}


def _test(name: str, waived: bool = False) -> dict:
    return {"name": name, "title": None, "waived": waived, "sum_gb_per_s": None, "aborted": None, "corruption": False,
            "pairs": []}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse nvbandwidth output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    out = _empty()
    test, columns = None, None
    for line in lines(text):
        s = line.strip()
        if s.startswith("nvbandwidth Version:"):
            out["version"] = s.split(":", 1)[1].strip()[:40] or None
        elif s.startswith("Device ") and ":" in s and test is None:
            out["devices"].append(s[:200])
        elif _RUN_RE.match(s):
            test = _test(_RUN_RE.match(s).group(1))
            out["tests"].append(test)
            columns = None
        elif _WAIVE_RE.match(s):
            out["tests"].append(_test(_WAIVE_RE.match(s).group(1), waived=True))
            test = None
        elif _ABORT_RE.search(s):
            last = test or (out["tests"][-1] if out["tests"] and not out["tests"][-1]["waived"] else None)
            if last is not None and last["sum_gb_per_s"] is None:
                last["corruption"] = last["corruption"] or "checking the pattern" in s
                if last["aborted"] is None or "checking the pattern" in s:
                    last["aborted"] = s[:300]
            out["aborted"] = out["aborted"] or s[:300]
        elif "bandwidth (GB/s)" in s and (test is None or test["pairs"]):
            # A matrix whose "Running <test>." line is not in the paste (cut by the user): its SUM line names it.
            test, columns = _test(None), None
            test["title"] = s[:200]
        elif test is not None and "bandwidth (GB/s)" in s:
            test["title"] = s[:200]
        elif test is not None and _HEADER_RE.match(s) and columns is None:
            columns = [int(c) for c in s.split()]
        elif test is not None and columns is not None and _ROW_RE.match(s):
            m = _ROW_RE.match(s)
            row = safe_int(m.group(1))
            for col, value in zip(columns, m.group(2).split()):
                bw = safe_float(value)
                if bw is not None:
                    test["pairs"].append({"row": row, "column": col, "gb_per_s": bw})
        elif _SUM_RE.match(s):
            m = _SUM_RE.match(s)
            if test is not None and test["name"] is None and test["pairs"]:
                test["name"] = m.group(1)
                out["tests"].append(test)
            if test is not None and test["name"] == m.group(1):
                test["sum_gb_per_s"] = safe_float(m.group(2))
            test, columns = None, None
    if not out["tests"] and not (out["aborted"] and out["version"]):
        out["error"] = "no 'Running <test>.' section: not nvbandwidth output"
    return out
