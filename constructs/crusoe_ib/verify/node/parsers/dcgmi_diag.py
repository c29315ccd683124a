"""``dcgmi diag -r N`` (NVIDIA DCGM diagnostics): the results table, or its ``-j`` JSON document.

DCGM prints a table of ``| Test | Result |`` rows in sections (Metadata, Deployment, Integration,
Hardware, Stress); a result is ``Pass``, ``Fail``, ``Warn``, ``Skip`` or ``Not Run``. The forms differ
by release (NVIDIA DCGM documentation, "Diagnostics"; ``dcgmi/Diag.cpp`` in NVIDIA/DCGM):

- DCGM 2.x/3.x: one row per test, ``Pass - All`` or ``Fail - GPU: 0``, and, when the GPUs differ,
  one more row per result with an empty first cell (``|    | Fail - GPU: 0 |``); ``Warning`` /
  ``Info`` rows under it carry the details (NVIDIA/go-dcgm#52);
- DCGM 4.x: lower-case plugin names (``software``, ``memory``, ``pcie``), the test's own result on
  its row and one ``GPU<n>: <result>`` row per GPU beneath it; the details are ``Warning: GPU<n>``
  (``Info: GPU<n>``) rows, and a test that did not run shows an empty result (NVIDIA/DCGM#253).

A detail longer than the cell is wrapped at 45 characters, often mid-word: the pieces join without
a space. ``-j`` prints ``{"DCGM GPU Diagnostic": {"test_categories": [...], "version": ...}}``
(3.x) or ``{"DCGM Diagnostic": {"test_categories": [...]}, "metadata": {"version": ...}}`` (4.x),
each test with ``results`` (``gpu_ids`` / ``gpu_id`` in 3.x, ``entity_id`` in 4.x; ``status``;
``warnings`` as strings or ``{"warning": ...}``) and, in 4.x, the test's own ``test_summary``. Both
give one schema::

    {
      "format":   "text" | "json" | null,
      "metadata": {"dcgm_version": string, "driver_version_detected": string, ...},
      "tests": [{"section": string, "name": string, "result": "Pass"|"Fail"|"Warn"|"Skip"|"Not Run",
                 "gpus": string|null,      # "All", "GPU: 1", or the GPUs that did not pass ("GPU0, GPU3")
                 "details": [string]}],
      "error": string|null       # e.g. the host engine is not running
    }

A test's ``result`` is the worst of its rows when DCGM lists one result per GPU (3.x); in 4.x the
test's own row (or ``test_summary``) is DCGM's verdict for the test, and the GPU rows only name the
GPUs (4.x shows a GPU's warning as ``Fail`` there, so those rows cannot raise the test's result).
"""

from __future__ import annotations

import json
import re

from ._common import lines, never_raises, prepare, snake

_ROW_RE = re.compile(r"^\|([^|]{0,80})\|([^|]{0,300})\|$")
_SECTION_RE = re.compile(r"^[|+]-+\s+([A-Za-z ]{1,40}?)\s+-+\+")
_RESULT_RE = re.compile(r"^(Pass|Fail|Warn|Skip|Not Run)(?:\s*-\s*(.{1,200}))?$")
_ENTITY_RE = re.compile(r"^([A-Za-z_]{2,12}?)\s?(\d{1,4}): ?(Pass|Fail|Warn|Skip|Not Run|)$")
_DETAIL_RE = re.compile(r"^(Warning|Info)(?::\s*([A-Za-z_]{2,12}\s?\d{1,4}))?$")
_WORST = {"Fail": 4, "Warn": 3, "Pass": 2, "Skip": 1, "Not Run": 0}
_STATUS = {"pass": "Pass", "fail": "Fail", "warn": "Warn", "warning": "Warn", "skip": "Skip", "skipped": "Skip",
           "not run": "Not Run", "notrun": "Not Run", "": "Not Run"}
_JSON_ROOTS = ("DCGM GPU Diagnostic", "DCGM Diagnostic")


def _empty() -> dict:
    return {"format": None, "metadata": {}, "tests": [], "error": None}


def _status(value) -> str | None:
    """DCGM's status word (any case) as the schema's; None for a word DCGM does not use (never read as a pass)."""
    return _STATUS.get(str(value).strip().lower()) if isinstance(value, str) else None


def _piece(cell: str) -> str:
    """One wrapped piece of a detail cell. DCGM cuts a long text every 45 characters, often mid-word, so the pieces
    join as they are: the 45 characters after the cell's leading space, with a space kept where the cut fell on one
    (``... -i `` + ``<gpuId>``) and the padding of a short piece dropped."""
    piece = cell[1:46] if cell.startswith(" ") else cell[:45]
    return piece.rstrip() + (" " if piece.rstrip() != piece else "")


def _text(text: str) -> dict:
    out = dict(_empty(), format="text")
    section, last, message = "", None, None
    for line in lines(text):
        s = line.strip()
        m = _SECTION_RE.match(s)
        if m:
            section, last = m.group(1).strip(), None
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
        detail = _DETAIL_RE.match(name)
        if detail:
            if last is not None:
                entity = (detail.group(2) or "").replace(" ", "")
                last["details"].append((entity + ": " if entity else "") + _piece(m.group(2)).lstrip())
            continue
        if name:
            r = _RESULT_RE.match(value)
            if r or not value:  # 4.x shows a test that did not run with an empty result
                last = {"section": section, "name": name, "result": r.group(1) if r else "Not Run",
                        "gpus": r.group(2) if r else None, "details": [],
                        "_bad": [r.group(2)] if r and r.group(1) in ("Fail", "Warn") and r.group(2) else []}
                out["tests"].append(last)
            else:
                last = None  # a row that is no test result: what follows does not belong to the test above
            continue
        if last is None:
            continue
        r = _RESULT_RE.match(value)
        e = _ENTITY_RE.match(value)
        if r:  # 2.x/3.x: one more GPU's result for the test; the worst decides
            if _WORST[r.group(1)] > _WORST[last["result"]]:
                last["result"] = r.group(1)
            if r.group(1) in ("Fail", "Warn") and r.group(2):
                last["_bad"].append(r.group(2))
        elif e:  # 4.x: one GPU's result; the test's own row already holds DCGM's verdict
            if e.group(3) in ("Fail", "Warn"):
                last["_bad"].append(f"{e.group(1)}{e.group(2)}")
        elif last["details"]:
            last["details"][-1] += _piece(m.group(2))
    for t in out["tests"]:
        t["details"] = [d.strip() for d in t["details"]]
        bad = t.pop("_bad")
        if bad and t["result"] in ("Fail", "Warn"):
            t["gpus"] = ", ".join(dict.fromkeys(bad))[:200]
    if not out["tests"]:
        out["format"] = None
        out["error"] = "no test results in the output" + ("; dcgmi said: " + message[:200] if message else "")
    return out


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _messages(items) -> list:
    """Warning / info texts of a JSON result: strings (3.x) or ``{"warning": ...}`` objects (4.x)."""
    found = []
    for item in items if isinstance(items, list) else [items] if isinstance(items, (str, dict)) else []:
        text = item.get("warning") or item.get("info") if isinstance(item, dict) else item
        if isinstance(text, str) and text.strip():
            found.append(text.strip()[:500])
    return found


def _json(text: str) -> dict:
    start = text.find("{")
    try:
        doc = json.loads(text[start:text.rfind("}") + 1])
    except (ValueError, RecursionError):
        return dict(_empty(), format="json", error="dcgmi diag -j output is not valid JSON")
    root_key = next((k for k in _JSON_ROOTS if isinstance(doc, dict) and isinstance(doc.get(k), dict)), None)
    if root_key is None:
        keys = ", ".join(sorted(doc)[:5]) if isinstance(doc, dict) else type(doc).__name__
        return dict(_empty(), format="json", error=f"JSON without a 'DCGM Diagnostic' object (found: {keys}): not dcgmi diag -j")
    root = doc[root_key]
    out = dict(_empty(), format="json")
    meta = doc.get("metadata") if isinstance(doc.get("metadata"), dict) else {}
    for key, value in list(root.items()) + list(meta.items()):
        if isinstance(value, str) and key not in ("test_categories", "runtime_error"):
            out["metadata"][snake("dcgm_version" if key == "version" else key)] = value[:200]
    for cat in _list(root.get("test_categories")):
        if not isinstance(cat, dict):
            continue
        for test in _list(cat.get("tests")):
            if not isinstance(test, dict) or not isinstance(test.get("name"), str):
                continue
            results = [r for r in _list(test.get("results")) if isinstance(r, dict)]
            summary = test.get("test_summary") if isinstance(test.get("test_summary"), dict) else None
            statuses = [_status(r.get("status")) for r in results]
            own = _status(summary.get("status")) if summary else None
            if own is None:
                known = [s for s in statuses if s]
                # A status word DCGM never wrote is not evidence of health: read it as a failure to judge.
                own = "Fail" if None in statuses and results else max(known, key=_WORST.get) if known else "Not Run"
            bad = []
            details = _messages((summary or {}).get("warnings"))
            for r, st in zip(results, statuses):
                gpu = r.get("entity_id", r.get("gpu_id", r.get("gpu_ids")))
                label = f"GPU{gpu}" if isinstance(gpu, (int, str)) and str(gpu) != "" else None
                if st not in ("Pass", "Skip", "Not Run") and label:
                    bad.append(label)
                details += [(label + ": " if label else "") + w for w in _messages(r.get("warnings"))]
            out["tests"].append({"section": str(cat.get("category") or "")[:40], "name": test["name"][:80], "result": own,
                                 "gpus": ", ".join(bad)[:200] if bad and own in ("Fail", "Warn") else None,
                                 "details": details[:16]})
    why = root.get("runtime_error")
    if isinstance(why, str) and why.strip():
        out["error"] = "dcgmi diag stopped: " + why.strip()[:200]
    elif not out["tests"]:
        out["error"] = "dcgmi diag -j output holds no test results"
    return out


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``dcgmi diag`` table or ``-j`` JSON output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    head = text.lstrip()
    # -j prints the JSON document alone; some wrappers print dcgmi's banner line before it.
    if head.startswith("{") or (head.startswith("Successfully ran") and head.split("\n", 1)[-1].lstrip().startswith("{")):
        return _json(text)
    return _text(text)
