"""``report``: the JSON documents verification writes, as one self-contained HTML page a person reads.

Inputs (any of them, each checked to be the document it claims to be): ``fleet --json`` (every
node's boot-time check), the pool sweep's ``sweep --json`` (ib_write_bw per node pair and rail),
``nccl --json`` (busbw per message size) and ``node --json`` run with ``--nvbandwidth`` (the GPU x GPU
NVLink matrix). Output: one HTML file with inline CSS and inline SVG only. Nothing is fetched when it
is opened (no script, no link, no image source; a Content-Security-Policy of ``default-src 'none'``
says so to the browser), so it can be mailed, attached to a ticket or opened on an air-gapped host.

Order, for a pool of 2,048 nodes: the summary and the recommended actions first, then the failing
nodes as a small node x rail grid, the whole pool as one compact SVG grid (one 4-pixel cell per node
and rail, 128 nodes a band), the sweep's pair-bandwidth heatmap (a slow port is a stripe), busbw
against message size with the type's target and floor, the 8x8 GPU bandwidth matrices, and last every
failure with its evidence. No 2,048-row table.

Every string that comes from a document (node keys, hosts, rule reasons, evidence: written by the
machines being judged) is shown through :func:`esc`: control characters as visible escapes
(:func:`..node.terminal.safe`), then HTML-escaped, attributes quoted. Recommended actions are read
from the documents (``action``); the fleet document's older names are shown in the shared vocabulary
(``user`` -> owner, ``reset`` -> reboot).
"""

from __future__ import annotations

import html
import math
import os
import re
import time

from .. import __version__
from ..node.command_io import UsageError
from ..node.readers import create_new
from ..node.terminal import safe
from ..node.thresholds import ThresholdError, thresholds_for
from .document import load_document

#: Verdict colours (the legend shows each with its name: colour is never the only carrier).
COLOURS = {"PASS": "#2f9e5b", "FAIL": "#d1293d", "WARN": "#e69b00", "UNAVAILABLE": "#9aa0a6", "SUSPECT": "#7b3fb3",
           "NO_RESULT": "#5f6368", "CONFLICT": "#111111", "UNKNOWN": "#dadce0"}
_RANK = {"UNKNOWN": 0, "PASS": 1, "UNAVAILABLE": 2, "NO_RESULT": 3, "WARN": 4, "SUSPECT": 5, "CONFLICT": 6, "FAIL": 7}
#: The fleet document's action names (fleet.ACTIONS) in the vocabulary every verdict shares.
_ACTION_NAMES = {"user": "owner", "reset": "reboot"}
_ACTION_ORDER = ("replace", "reboot", "support", "owner", "re-measure", "none")
_RAIL = re.compile(r"([A-Za-z][A-Za-z0-9_]{0,31}) port [0-9]{1,3}")
NODE_COLUMN = "node"  # the grid's column for findings that are not about one rail (GPUs, the check itself)


def esc(value: object) -> str:
    """Text from a document, safe as HTML text or a quoted attribute value."""
    return html.escape(safe("" if value is None else value), quote=True)


def action_name(action) -> str | None:
    return None if action is None else _ACTION_NAMES.get(action, str(action))


def _num(value) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) else None


# --- reading the documents -------------------------------------------------------------------


def read_doc(option: str, path: str, command: tuple) -> dict:
    """One input document (document.load_document), with the fields the report draws from checked."""
    doc = load_document(option, path, command)
    checks = {"fleet": (("nodes", list), ("summary", dict)), "sweep": (("measurements", list), ("nodes", list)),
              "nccl": (("verdicts", list),), "diagnose": (("verdicts", list),), "node": (("verdicts", list),)}
    for field, kind in checks[doc["command"]]:
        if not isinstance(doc.get(field), kind):
            raise UsageError(f"{option} {path}: {field} must be a JSON {'array' if kind is list else 'object'}, "
                             f"not {type(doc.get(field)).__name__} (is it a {doc['command']} --json document?)")
    for i, row in enumerate(doc.get("nodes") or []):
        if not isinstance(row, dict) or not isinstance(row.get("node_key"), str):
            raise UsageError(f"{option} {path}: nodes[{i}] must be an object with a node_key string")
    return doc


# --- the model: node -> rail -> status, with evidence -------------------------------------------


class Model:
    """What every input says, merged per node: rail statuses, actions and the failures' evidence."""

    def __init__(self, fleet=None, sweeps=(), nccls=(), nodes=()):
        self.fleet, self.sweeps, self.nccls, self.nodes = fleet, list(sweeps), list(nccls), list(nodes)
        self.cells: dict = {}  # (node key, column) -> status
        self.verdict: dict = {}  # node key -> status
        self.actions: dict = {}  # node key -> set of actions
        self.failures: list = []  # (node key, column, source, what, evidence, action)
        self.rails: list = []
        self._collect()

    def _cell(self, key: str, column: str, status: str) -> None:
        if _RANK.get(status, 0) >= _RANK.get(self.cells.get((key, column), "UNKNOWN"), 0):
            self.cells[(key, column)] = status

    def _node(self, key: str, status: str, action=None) -> None:
        if _RANK.get(status, 0) >= _RANK.get(self.verdict.get(key, "UNKNOWN"), 0):
            self.verdict[key] = status
        if action and action != "none":
            self.actions.setdefault(key, set()).add(action_name(action))

    def _rails_of_type(self, itype) -> list:
        try:
            return list(thresholds_for(itype).hca_names or []) if isinstance(itype, str) else []
        except (ThresholdError, ValueError, TypeError):
            return []

    def _collect(self) -> None:
        rails: list = []
        for sweep in self.sweeps:
            rails += [str(d) for d in sweep.get("devices") or [] if isinstance(d, str)]
        if self.fleet:
            types = {r.get("instance_type") for r in self.fleet["nodes"] if isinstance(r, dict)}
            for itype in sorted(t for t in types if isinstance(t, str)):
                rails += self._rails_of_type(itype)
        for doc in self.nodes:
            rails += self._rails_of_type(doc.get("instance_type"))
        judged: list = []  # nodes whose node check ran: a rail it does not list as failing passed
        if self.fleet:
            for row in self.fleet["nodes"]:
                key, verdict = row["node_key"], str(row.get("verdict"))
                action = action_name(row.get("action"))
                self._node(key, verdict, action)
                if verdict == "PASS":
                    judged.append(key)
                elif verdict in ("NO_RESULT", "CONFLICT"):
                    self._cell(key, NODE_COLUMN, verdict)
                    self.failures.append((key, NODE_COLUMN, "fleet", verdict.lower().replace("_", " "), row.get("error"), None))
                else:
                    failing = [f for f in row.get("failing") or [] if isinstance(f, dict)]
                    bad_rails = set()
                    for f in failing:
                        m = _RAIL.fullmatch(str(f.get("subject") or ""))
                        column = m.group(1) if m else NODE_COLUMN
                        if m and column not in rails:
                            rails.append(column)
                        bad_rails.add(column)
                        self._cell(key, column, "FAIL")
                        self.failures.append((key, column, "node check", f"{f.get('rule')} on {f.get('subject')}",
                                              f.get("reason"), action_name(f.get("action"))))
                    judged.append(key)
        for doc in self.nodes:
            ports = ((doc.get("facts") or {}).get("sysfs") or {}).get("ports") or []
            rails += [str(p.get("device")) for p in ports if isinstance(p, dict) and p.get("link_layer") == "InfiniBand"]
        for key in judged:
            for column in rails + [NODE_COLUMN]:
                self._cell(key, column, "PASS")
        for sweep in self.sweeps:
            for row in sweep["nodes"]:
                key = row["node_key"]
                self._node(key, str(row.get("verdict")), row.get("action"))
                for rail, status in (row.get("rails") or {}).items():
                    if str(rail) not in rails:
                        rails.append(str(rail))
                    self._cell(key, str(rail), str(status))
            for fault in sweep.get("faults") or []:
                if isinstance(fault, dict):
                    key, rail = str(fault.get("node")), str(fault.get("rail"))
                    self._node(key, "FAIL", fault.get("action"))
                    self._cell(key, rail, "FAIL")
                    slow = ", ".join(str(k) for k in fault.get("slow_with") or [])
                    self.failures.append((key, rail, "sweep", f"slow rail (slow with {slow})" if slow else "slow rail",
                                          fault.get("evidence"), action_name(fault.get("action"))))
            for sus in sweep.get("suspects") or []:
                if isinstance(sus, dict):
                    key = str(sus.get("node"))
                    column = str(sus.get("rail")) if sus.get("rail") else NODE_COLUMN
                    self._node(key, "SUSPECT")
                    self._cell(key, column, "SUSPECT")
                    self.failures.append((key, column, "sweep", "suspect (no action)", sus.get("why"), None))
            for key in sweep.get("unreachable") or []:
                self._node(str(key), "UNAVAILABLE")
                self._cell(str(key), NODE_COLUMN, "UNAVAILABLE")
                self.failures.append((str(key), NODE_COLUMN, "sweep", "unreachable", "no measurement: SSH failed", None))
        for doc in self.nodes:
            key = str(doc.get("node_key") or "unknown")
            for v in doc["verdicts"]:
                if isinstance(v, dict) and v.get("status") in ("FAIL", "WARN"):
                    m = _RAIL.fullmatch(str(v.get("subject") or ""))
                    column = m.group(1) if m else NODE_COLUMN
                    details = v.get("details") if isinstance(v.get("details"), dict) else {}
                    act = action_name(details.get("action")) if v["status"] == "FAIL" else None
                    self._node(key, v["status"], act)
                    self._cell(key, column, v["status"])
                    self.failures.append((key, column, "node --json", f"{v.get('rule')} on {v.get('subject')}",
                                          f"{v.get('reason') or v.get('detail') or ''} {v.get('remediation') or ''}".strip(), act))
        self.rails = _sorted_rails(rails)

    def node_keys(self) -> list:
        keys = {k for k, _ in self.cells} | set(self.verdict)
        return sorted(keys, key=_natural)

    def failing_keys(self) -> list:
        bad = [k for k in self.node_keys() if _RANK.get(self.verdict.get(k, "UNKNOWN"), 0) > _RANK["PASS"]]
        return sorted(bad, key=lambda k: (-_RANK.get(self.verdict.get(k), 0), _natural(k)))


def _natural(text: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"([0-9]+)", text))


def _sorted_rails(rails: list) -> list:
    seen = []
    for r in rails:
        if r not in seen and r != NODE_COLUMN:
            seen.append(r)
    return sorted(seen, key=_natural)


# --- SVG pieces ------------------------------------------------------------------------------


def _svg(width: float, height: float, body: str, label: str) -> str:
    return (f'<svg class="chart" viewBox="0 0 {width:g} {height:g}" width="{width:g}" height="{height:g}" role="img" '
            f'aria-label="{esc(label)}">{body}</svg>')


def _legend(statuses) -> str:
    return '<p class="legend">' + " ".join(
        f'<span><i style="background:{COLOURS[s]}"></i>{s.replace("_", " ").lower()}</span>' for s in statuses) + "</p>"


def grid_svg(model: Model, keys: list, columns: list, per_band: int = 128, cell: int = 4) -> str:
    """All nodes as one SVG: bands of ``per_band`` nodes; a node is a column, a rail a row. PASS cells
    are one rectangle per band; every other cell is drawn on top, with a tooltip."""
    rows = len(columns)
    band_h, left, top = rows * cell + 14, 74, 14
    bands = max(1, math.ceil(len(keys) / per_band))
    width, height = left + per_band * cell + (per_band // 8) + 4, top + bands * band_h
    out = []
    index = {k: i for i, k in enumerate(keys)}
    for b in range(bands):
        y0 = top + b * band_h
        first, last = keys[b * per_band], keys[min(len(keys), (b + 1) * per_band) - 1]
        n = min(per_band, len(keys) - b * per_band)
        out.append(f'<text x="0" y="{y0 + rows * cell / 2 + 3:g}" class="axis">{esc(first)}</text>')
        out.append(f'<rect x="{left}" y="{y0}" width="{n * cell + (n - 1) // 8:g}" height="{rows * cell}" '
                   f'fill="{COLOURS["PASS"]}"><title>{esc(first)} .. {esc(last)}: pass unless marked</title></rect>')
    for (key, column), status in sorted(model.cells.items()):
        if status == "PASS" or key not in index or column not in columns:
            continue
        i = index[key]
        b, j = divmod(i, per_band)
        x, y = left + j * cell + j // 8, top + b * band_h + columns.index(column) * cell
        out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{COLOURS.get(status, COLOURS["UNKNOWN"])}">'
                   f'<title>{esc(key)} {esc(column)}: {esc(status)}</title></rect>')
    worst: dict = {}  # a mark above the band for every node with a non-passing cell: visible at a glance
    for (key, column), status in model.cells.items():
        if status != "PASS" and key in index and column in columns and _RANK.get(status, 0) > _RANK.get(worst.get(key), 0):
            worst[key] = status
    for key, status in worst.items():
        b, j = divmod(index[key], per_band)
        out.append(f'<rect x="{left + j * cell + j // 8}" y="{top + b * band_h - 6}" width="{cell}" height="5" '
                   f'fill="{COLOURS.get(status, COLOURS["UNKNOWN"])}"><title>{esc(key)}: {esc(status)}</title></rect>')
    for key in keys:  # nodes no input said anything about, cell by cell
        for column in columns:
            if (key, column) not in model.cells:
                b, j = divmod(index[key], per_band)
                x, y = left + j * cell + j // 8, top + b * band_h + columns.index(column) * cell
                out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{COLOURS["UNKNOWN"]}"/>')
    note = (f'<p class="note">Nodes left to right, {per_band} a band (a gap every 8); rows top to bottom: '
            f'{esc(", ".join(columns))}. Hover a cell for its node and rail.</p>')
    return note + _svg(width, height, "".join(out), "node by rail grid of the whole pool")


def failing_grid(model: Model, keys: list, columns: list, limit: int = 64) -> str:
    """The failing nodes only, one labelled row each (at most ``limit``), rails as columns."""
    shown = keys[:limit]
    cell, left, top = 16, 96, 58
    width, height = left + len(columns) * (cell + 2) + 140, top + len(shown) * (cell + 2) + 4
    out = []
    for c, column in enumerate(columns):
        x = left + c * (cell + 2) + cell / 2
        out.append(f'<text x="{x:g}" y="{top - 6}" class="axis" transform="rotate(-60 {x:g} {top - 6})">{esc(column)}</text>')
    for r, key in enumerate(shown):
        y = top + r * (cell + 2)
        out.append(f'<text x="0" y="{y + 12}" class="axis">{esc(key)}</text>')
        for c, column in enumerate(columns):
            status = model.cells.get((key, column), "UNKNOWN")
            out.append(f'<rect x="{left + c * (cell + 2)}" y="{y}" width="{cell}" height="{cell}" rx="2" '
                       f'fill="{COLOURS.get(status, COLOURS["UNKNOWN"])}"><title>{esc(key)} {esc(column)}: {esc(status)}</title></rect>')
        acts = ", ".join(sorted(a for a in model.actions.get(key, ()) if a))
        out.append(f'<text x="{left + len(columns) * (cell + 2) + 6}" y="{y + 12}" class="axis">{esc(acts)}</text>')
    more = f'<p class="note">{len(keys) - limit} more failing nodes: see the failure list.</p>' if len(keys) > limit else ""
    return _svg(width, height, "".join(out), "failing nodes by rail") + more


def _bw_colour(value, target, floor) -> str:
    """Green at or above target, amber between floor and target, red below the floor."""
    if value is None:
        return COLOURS["UNAVAILABLE"]
    if floor and value < floor:
        return COLOURS["FAIL"]
    if target and value < target:
        return COLOURS["WARN"]
    return COLOURS["PASS"]


def heatmap_svg(sweep: dict, max_bins: int = 256) -> str:
    """Client x server, the lowest write_bw over rails per pair; nodes binned so at most ``max_bins``
    per axis (a bin shows its lowest pair), so a bad node or port is a row and column stripe."""
    thr = sweep.get("thresholds") if isinstance(sweep.get("thresholds"), dict) else {}
    target, floor = _num(thr.get("target_mb_per_s")), _num(thr.get("floor_mb_per_s"))
    keys = sorted({str(m.get(s)) for m in sweep["measurements"] if isinstance(m, dict) for s in ("client", "server")},
                  key=_natural)
    if not keys:
        return '<p class="note">The sweep holds no measurements.</p>'
    per = max(1, math.ceil(len(keys) / max_bins))
    bins = math.ceil(len(keys) / per)
    index = {k: i // per for i, k in enumerate(keys)}
    seen: dict = {}  # (client bin, server bin) -> every bandwidth measured there (None: an error)
    for m in sweep["measurements"]:
        if not isinstance(m, dict):
            continue
        a, b = index.get(str(m.get("client"))), index.get(str(m.get("server")))
        if a is not None and b is not None:
            bw = _num(m.get("write_bw_mb_per_s"))
            seen.setdefault((a, b), []).append(bw)
            seen.setdefault((b, a), []).append(bw)
    low = {cell: min((v for v in values if v is not None), default=None) for cell, values in seen.items()}
    size = 3 if bins > 128 else 5 if bins > 48 else 12
    left, top = 70, 16
    width, height = left + bins * size + 4, top + bins * size + 20
    out = [f'<rect x="{left}" y="{top}" width="{bins * size}" height="{bins * size}" fill="#f1f3f4"/>']
    label = (lambda i: keys[i * per] + (f".." + keys[min(len(keys), (i + 1) * per) - 1] if per > 1 else ""))
    for (a, b), bw in sorted(low.items()):
        shown = "error" if bw is None else f"{bw:,.0f} MB/s"
        out.append(f'<rect x="{left + b * size}" y="{top + a * size}" width="{size}" height="{size}" '
                   f'fill="{_bw_colour(bw, target, floor)}"><title>{esc(label(a))} &#8596; {esc(label(b))}: lowest '
                   f'{shown}</title></rect>')
    out.append(f'<text x="{left}" y="11" class="axis">server &#8594; ({esc(keys[0])} .. {esc(keys[-1])}'
               f'{f", {per} nodes per cell" if per > 1 else ""})</text>')
    out.append(f'<text x="0" y="{top + 10}" class="axis">client &#8595;</text>')
    return _svg(width, height, "".join(out), "pair bandwidth heatmap") + (
        f'<p class="legend"><span><i style="background:{COLOURS["PASS"]}"></i>&#8805; target '
        f'{esc(_fmt(target))} MB/s</span> <span><i style="background:{COLOURS["WARN"]}"></i>below target</span> '
        f'<span><i style="background:{COLOURS["FAIL"]}"></i>below floor {esc(_fmt(floor))} MB/s</span> '
        f'<span><i style="background:{COLOURS["UNAVAILABLE"]}"></i>error</span> '
        f'<span><i style="background:#f1f3f4"></i>not measured</span></p>')


def _fmt(value) -> str:
    return "?" if value is None else f"{value:,.0f}"


def _size_label(n: float) -> str:
    for unit, scale in (("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)):
        if n >= scale:
            return f"{n / scale:g}{unit}"
    return f"{n:g}"


def busbw_svg(docs: list) -> str:
    """busbw (GB/s) against message size (log2 x axis), one line per run (out-of-place, in-place
    dashed), with each run's target and floor (from its thresholds, i.e. thresholds.json)."""
    series, lines = [], []
    for n, doc in enumerate(docs):
        tests = (doc.get("facts") or {}).get("nccl_tests") or {}
        rows = [r for r in tests.get("rows") or [] if isinstance(r, dict) and _num(r.get("size_bytes"))]
        for place in ("out_of_place", "in_place"):
            pts = [(float(r["size_bytes"]), _num((r.get(place) or {}).get("busbw_gb_per_s"))) for r in rows]
            pts = [(x, y) for x, y in pts if x > 0 and y is not None]
            if pts:
                series.append((n, place, pts))
        thr = doc.get("thresholds") if isinstance(doc.get("thresholds"), dict) else {}
        busbw = next((v for v in doc["verdicts"] if isinstance(v, dict) and v.get("rule") == "nccl_busbw"), {})
        details = busbw.get("details") if isinstance(busbw.get("details"), dict) else {}
        target = _num(details.get("expected_gb_per_s")) or _num(thr.get("busbw_expected_gb_per_s"))
        floor = _num(details.get("floor_gb_per_s")) or _num(thr.get("busbw_floor_gb_per_s"))
        lines.append((n, target, floor, _num(thr.get("busbw_min_message_bytes") or details.get("min_message_bytes"))))
    if not series:
        return '<p class="note">No nccl-tests result rows in the nccl documents.</p>'
    xs = [x for _, _, pts in series for x, _ in pts]
    ys = [y for _, _, pts in series for _, y in pts] + [v for _, t, f, _ in lines for v in (t, f) if v]
    lo, hi = math.log2(min(xs)), math.log2(max(xs))
    hi = hi if hi > lo else lo + 1
    top_y = max(ys) * 1.1 or 1
    left, top, w, h = 56, 12, 640, 260
    px = lambda x: left + (math.log2(x) - lo) / (hi - lo) * w  # noqa: E731
    py = lambda y: top + h - y / top_y * h  # noqa: E731
    out = [f'<rect x="{left}" y="{top}" width="{w}" height="{h}" fill="#fafafa" stroke="#ccc"/>']
    for e in range(math.ceil(lo), math.floor(hi) + 1):
        x = left + (e - lo) / (hi - lo) * w
        out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{top + h}" stroke="#eee"/>')
        if (e - math.ceil(lo)) % max(1, round((hi - lo) / 10)) == 0:
            out.append(f'<text x="{x:.1f}" y="{top + h + 14}" class="axis" text-anchor="middle">{_size_label(2 ** e)}</text>')
    for k in range(6):
        y = top_y * k / 5
        out.append(f'<text x="{left - 4}" y="{py(y) + 4:.1f}" class="axis" text-anchor="end">{y:.0f}</text>')
    palette = ("#1a73e8", "#9334e6", "#e8710a", "#12b5cb", "#188038", "#c5221f")
    drawn: dict = {}  # (kind, value) -> the runs it is the target or floor of: one line each
    for n, target, floor, min_bytes in lines:
        if min_bytes and min(xs) <= min_bytes <= max(xs) and ("min", min_bytes) not in drawn:
            drawn[("min", min_bytes)] = [n]
            out.append(f'<line x1="{px(min_bytes):.1f}" y1="{top}" x2="{px(min_bytes):.1f}" y2="{top + h}" stroke="#888" '
                       f'stroke-dasharray="2 3"><title>judged from {_size_label(min_bytes)}B up</title></line>')
        for value, name in ((target, "target"), (floor, "floor")):
            if value:
                drawn.setdefault((name, value), []).append(n)
    for (name, value), runs in drawn.items():
        if name == "min":
            continue
        which = "run" + ("s " if len(runs) > 1 else " ") + ", ".join(str(r + 1) for r in runs)
        out.append(f'<line x1="{left}" y1="{py(value):.1f}" x2="{left + w}" y2="{py(value):.1f}" stroke="'
                   f'{COLOURS["PASS"] if name == "target" else COLOURS["FAIL"]}" stroke-dasharray="'
                   f'{"8 4" if name == "target" else "3 3"}"/><text x="{left + w - 4}" y="{py(value) + (-3 if name == "target" else 11):.1f}" '
                   f'class="axis" text-anchor="end">{name} {value:g} GB/s ({which})</text>')
    for n, place, pts in series:
        colour = palette[n % len(palette)]
        d = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in pts)
        dash = ' stroke-dasharray="5 3"' if place == "in_place" else ""
        out.append(f'<polyline points="{d}" fill="none" stroke="{colour}" stroke-width="2"{dash}><title>run {n + 1} {place.replace("_", "-")}'
                   f'</title></polyline>')
        for x, y in pts:
            out.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="2.5" fill="{colour}"><title>run {n + 1} '
                       f'{_size_label(x)}B {place.replace("_", "-")}: {y:g} GB/s</title></circle>')
    out.append(f'<text x="{left + w / 2}" y="{top + h + 30}" class="axis" text-anchor="middle">message size (bytes, log scale)</text>')
    out.append(f'<text x="12" y="{top + h / 2}" class="axis" transform="rotate(-90 12 {top + h / 2})" text-anchor="middle">busbw GB/s</text>')
    return _svg(left + w + 10, top + h + 38, "".join(out), "busbw against message size")


def nvbandwidth_matrix(doc: dict) -> tuple:
    """``(matrix {(row, col): GB/s}, floor, complete)`` from a node document: the full matrix from
    ``facts.gpu.nvbandwidth``, else the slow pairs the verdict lists (incomplete)."""
    verdict = next((v for v in doc["verdicts"] if isinstance(v, dict) and v.get("rule") == "nvbandwidth"), None)
    details = (verdict or {}).get("details") if isinstance((verdict or {}).get("details"), dict) else {}
    floor = _num(details.get("floor_gb_per_s")) or _num((doc.get("thresholds") or {}).get("nvbandwidth_floor_gb_per_s"))
    parsed = ((doc.get("facts") or {}).get("gpu") or {}).get("nvbandwidth")
    pairs, complete = [], False
    if isinstance(parsed, dict):
        test = next((t for t in parsed.get("tests") or [] if isinstance(t, dict)
                     and t.get("name") == "device_to_device_memcpy_read_ce"), None)
        if test and test.get("pairs"):
            pairs, complete = test["pairs"], True
    if not pairs:
        pairs = details.get("slow") or []
    matrix = {}
    for p in pairs:
        if isinstance(p, dict) and isinstance(p.get("row"), int) and isinstance(p.get("column"), int):
            matrix[(p["row"], p["column"])] = _num(p.get("gb_per_s"))
    return matrix, floor, complete


def matrix_svg(doc: dict) -> str:
    matrix, floor, complete = nvbandwidth_matrix(doc)
    if not matrix:
        return ""
    n = max(max(r, c) for r, c in matrix) + 1
    cell, left, top = 44, 24, 18
    out = []
    for i in range(n):
        out.append(f'<text x="{left + i * cell + cell / 2}" y="{top - 5}" class="axis" text-anchor="middle">{i}</text>')
        out.append(f'<text x="{left - 6}" y="{top + i * cell + cell / 2 + 4}" class="axis" text-anchor="end">{i}</text>')
        for j in range(n):
            value = matrix.get((i, j))
            x, y = left + j * cell, top + i * cell
            if i == j:
                fill, text = "#e8eaed", "-"
            elif value is None:
                fill, text = (COLOURS["UNKNOWN"], "?") if not complete else (COLOURS["UNAVAILABLE"], "n/a")
            else:
                fill, text = _bw_colour(value, None, floor), f"{value:.0f}"
            out.append(f'<rect x="{x}" y="{y}" width="{cell - 2}" height="{cell - 2}" fill="{fill}"><title>GPU {i} &#8592; '
                       f'GPU {j}: {esc(text)} GB/s</title></rect><text x="{x + cell / 2 - 1}" y="{y + cell / 2 + 4}" '
                       f'class="cell" text-anchor="middle">{esc(text)}</text>')
    note = "" if complete else '<p class="note">Only the slow pairs are in this document (run the node check of this ' \
                               'version with --nvbandwidth for the whole matrix).</p>'
    return _svg(left + n * cell + 4, top + n * cell + 4, "".join(out), "GPU bandwidth matrix") + note


# --- the page --------------------------------------------------------------------------------

CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#202124;background:#fff}
header{background:#202124;color:#fff;padding:14px 24px}header h1{margin:0;font-size:20px}
header p{margin:2px 0 0;color:#bdc1c6;font-size:12px}main{padding:8px 24px 40px;max-width:1400px}
h2{font-size:17px;margin:26px 0 8px;border-bottom:1px solid #dadce0;padding-bottom:4px}
.cards{display:flex;flex-wrap:wrap;gap:10px;margin:12px 0}.card{border:1px solid #dadce0;border-radius:8px;padding:10px 14px;min-width:120px}
.card b{display:block;font-size:24px}.card.bad{border-color:#d1293d;background:#fdecee}.card.ok{border-color:#2f9e5b;background:#e9f6ee}
.verdict{font-weight:700;padding:2px 8px;border-radius:4px;color:#fff}.v-OK{background:#2f9e5b}.v-FAIL{background:#d1293d}
.v-INCOMPLETE{background:#e69b00}table{border-collapse:collapse;margin:6px 0;font-size:13px}
td,th{border:1px solid #dadce0;padding:3px 8px;text-align:left;vertical-align:top}th{background:#f1f3f4}
td.ev{max-width:760px;white-space:pre-wrap;word-break:break-word;font-family:ui-monospace,Menlo,monospace;font-size:12px}
.legend span{margin-right:14px;white-space:nowrap}.legend i{display:inline-block;width:11px;height:11px;margin-right:4px;vertical-align:-1px}
.axis{font-size:10px;fill:#5f6368}.cell{font-size:11px;fill:#fff;font-weight:600}.note{color:#5f6368;font-size:12px}
svg.chart{max-width:100%;height:auto;display:block;margin:6px 0}.matrices{display:flex;flex-wrap:wrap;gap:18px}
"""


def _summary(model: Model) -> str:
    keys, bad = model.node_keys(), model.failing_keys()
    counts: dict = {}
    for k in keys:
        counts[model.verdict.get(k, "UNKNOWN")] = counts.get(model.verdict.get(k, "UNKNOWN"), 0) + 1
    out = ['<section id="summary"><h2>Summary</h2><div class="cards">',
           f'<div class="card"><b>{len(keys)}</b>nodes</div>',
           f'<div class="card {"bad" if bad else "ok"}"><b>{len(bad)}</b>need attention</div>']
    for status in ("PASS", "FAIL", "SUSPECT", "WARN", "NO_RESULT", "CONFLICT", "UNAVAILABLE"):
        if counts.get(status):
            out.append(f'<div class="card"><b>{counts[status]}</b>{status.replace("_", " ").lower()}</div>')
    out.append("</div><p>")
    verdicts = []
    if model.fleet:
        verdicts.append(("fleet (node checks)", model.fleet.get("verdict")))
    for i, s in enumerate(model.sweeps):
        verdicts.append((f"sweep {i + 1} (ib_write_bw pairs)", s.get("verdict")))
    for i, d in enumerate(model.nccls):
        verdicts.append((f"nccl run {i + 1}", "OK" if d.get("ok") else "FAIL"))
    for i, d in enumerate(model.nodes):
        verdicts.append((f"node {esc(d.get('node_key'))}", "OK" if d.get("ok") else "FAIL"))
    out.append(" ".join(f'{label}: <span class="verdict v-{esc(v)}">{esc(v)}</span>' for label, v in verdicts))
    out.append("</p>")
    by_action: dict = {}
    for key in bad:
        for act in model.actions.get(key) or {"(none named)"}:
            by_action.setdefault(act, []).append(key)
    if by_action:
        out.append("<h3>Recommended actions</h3><table><tr><th>action</th><th>nodes</th><th>which</th></tr>")
        order = lambda a: (_ACTION_ORDER.index(a) if a in _ACTION_ORDER else len(_ACTION_ORDER), a)  # noqa: E731
        for act in sorted(by_action, key=order):
            ks = by_action[act]
            shown = ", ".join(ks[:24]) + (f" and {len(ks) - 24} more" if len(ks) > 24 else "")
            out.append(f"<tr><td>{esc(act)}</td><td>{len(ks)}</td><td>{esc(shown)}</td></tr>")
        out.append("</table><p class=\"note\">Actions as the documents name them: replace (terraform apply -replace), "
                   "reboot (GPU reset or node reboot), owner (the image's or the job's fix), support, re-measure. "
                   "`crusoe-ib-verify remediate` turns them into commands, within its guardrails.</p>")
    else:
        out.append("<p>Nothing needs an action.</p>")
    out.append("</section>")
    return "".join(out)


def _failures(model: Model) -> str:
    if not model.failures:
        return '<section id="failures"><h2>Failures and evidence</h2><p>None.</p></section>'
    rows = sorted(model.failures, key=lambda f: (_natural(f[0]), f[1] != NODE_COLUMN, _natural(f[1])))
    out = [f'<section id="failures"><h2>Failures and evidence ({len(rows)})</h2><table><tr><th>node</th><th>rail</th>'
           "<th>source</th><th>finding</th><th>action</th><th>evidence</th></tr>"]
    for key, column, source, what, evidence, act in rows:
        out.append(f"<tr><td>{esc(key)}</td><td>{esc(column)}</td><td>{esc(source)}</td><td>{esc(what)}</td>"
                   f'<td>{esc(act or "")}</td><td class="ev">{esc(evidence or "")}</td></tr>')
    out.append("</table></section>")
    return "".join(out)


def _sources(model: Model) -> str:
    docs = ([("fleet", model.fleet)] if model.fleet else []) + [("sweep", d) for d in model.sweeps] + \
           [("nccl", d) for d in model.nccls] + [("node", d) for d in model.nodes]
    items = "".join(f"<li>{kind}: {esc(d.get('pool_address') or d.get('node_key') or d.get('instance_type') or '')} "
                    f"checked {esc(d.get('checked_utc'))} by crusoe-ib-verify {esc(d.get('version'))}</li>" for kind, d in docs)
    return f'<section id="sources"><h2>Inputs</h2><ul>{items}</ul></section>'


def render(model: Model, title: str = "InfiniBand fleet report") -> str:
    """The whole page as text."""
    keys, bad = model.node_keys(), model.failing_keys()
    columns = model.rails + ([NODE_COLUMN] if any(c == NODE_COLUMN for _, c in model.cells) else [])
    pool = (model.fleet or (model.sweeps[0] if model.sweeps else {}) or {}).get("pool_address")
    parts = ["<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">",
             "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">",
             '<meta name="viewport" content="width=device-width, initial-scale=1">',
             f"<title>{esc(title)}</title><style>{CSS}</style></head><body>",
             f"<header><h1>{esc(title)}</h1><p>{esc(pool or '')} &middot; {len(keys)} nodes &middot; made "
             f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} by crusoe-ib-verify {esc(__version__)}</p></header><main>",
             _summary(model)]
    if keys:
        parts.append('<section id="grid"><h2>Node x rail</h2>')
        legend = _legend([s for s in ("PASS", "FAIL", "SUSPECT", "WARN", "UNAVAILABLE", "NO_RESULT", "CONFLICT", "UNKNOWN")])
        if bad:
            parts.append(f"<h3>Failing nodes first ({len(bad)})</h3>" + failing_grid(model, bad, columns))
        parts.append(f"<h3>Every node ({len(keys)})</h3>" + legend + grid_svg(model, keys, columns) + "</section>")
    for i, sweep in enumerate(model.sweeps):
        parts.append(f'<section id="heatmap-{i + 1}"><h2>Pair bandwidth (sweep {i + 1}, ib_write_bw, lowest rail per pair)</h2>'
                     + heatmap_svg(sweep) + _slowest(sweep) + "</section>")
    if model.nccls:
        parts.append('<section id="busbw"><h2>busbw against message size (nccl-tests)</h2>' + busbw_svg(model.nccls)
                     + "".join(f'<p class="note">run {i + 1}: {esc(_run_label(d))}</p>' for i, d in enumerate(model.nccls))
                     + "</section>")
    matrices = [(d, matrix_svg(d)) for d in sorted(model.nodes, key=lambda d: (bool(d.get("ok")), _natural(str(d.get("node_key")))))]
    matrices = [(d, m) for d, m in matrices if m]
    if matrices:
        parts.append('<section id="nvbandwidth"><h2>GPU bandwidth (nvbandwidth device_to_device_memcpy_read_ce, GB/s)</h2>'
                     '<div class="matrices">' + "".join(f"<div><h3>{esc(d.get('node_key'))}</h3>{m}</div>" for d, m in matrices)
                     + "</div></section>")
    parts += [_failures(model), _sources(model), "</main></body></html>\n"]
    return "".join(parts)


def _run_label(doc: dict) -> str:
    busbw = next((v for v in doc["verdicts"] if isinstance(v, dict) and v.get("rule") == "nccl_busbw"), {})
    return f"{doc.get('instance_type') or '?'}, {busbw.get('status', 'no busbw verdict')}: {busbw.get('reason', '')}"


def _slowest(sweep: dict, limit: int = 12) -> str:
    ms = [m for m in sweep["measurements"] if isinstance(m, dict) and m.get("status") in ("FAIL", "WARN", "UNAVAILABLE")]
    if not ms:
        return ""
    ms.sort(key=lambda m: (_num(m.get("write_bw_mb_per_s")) is not None, _num(m.get("write_bw_mb_per_s")) or 0))
    rows = "".join(f"<tr><td>{esc(m.get('client'))} &#8594; {esc(m.get('server'))}</td><td>{esc(m.get('rail'))}</td>"
                   f"<td>{esc(_fmt(_num(m.get('write_bw_mb_per_s'))))}</td><td>{esc(m.get('status'))}</td>"
                   f"<td>{'re-measure' if m.get('remeasure') else ''}</td><td class=\"ev\">{esc(m.get('error') or '')}</td></tr>"
                   for m in ms[:limit])
    return (f"<h3>Slowest measurements ({len(ms)} below target or failed)</h3><table><tr><th>pair</th><th>rail</th>"
            f"<th>MB/s</th><th>status</th><th></th><th>error</th></tr>{rows}</table>")


def report(args) -> str:
    """``report``: read the documents, write the page; returns the output path."""
    if not (args.fleet or args.sweep or args.nccl or args.node):
        raise UsageError("report needs at least one of --fleet, --sweep, --nccl, --node (each a --json document)")
    fleet = read_doc("--fleet", args.fleet, ("fleet",)) if args.fleet else None
    sweeps = [read_doc("--sweep", p, ("sweep",)) for p in args.sweep or []]
    nccls = [read_doc("--nccl", p, ("nccl", "diagnose")) for p in args.nccl or []]
    nodes = [read_doc("--node", p, ("node",)) for p in args.node or []]
    page = render(Model(fleet, sweeps, nccls, nodes), args.title)
    out = args.output
    directory = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(directory):
        raise UsageError(f"--output {out}: the directory {directory} does not exist")
    tmp = out + ".tmp"
    with os.fdopen(create_new(tmp, "the report's temporary file"), "w", encoding="utf-8") as fh:
        fh.write(page)
    os.replace(tmp, out)
    return out
