"""What ``fleet`` and ``sweep`` print for a pool of thousands: failures first, PASS rows only on
request, one summary line, ``--csv`` for spreadsheets, progress as ``n/N`` with the elapsed time, and
colour only on a terminal (never in a pipe or a file, never with ``NO_COLOR`` set: no-color.org)."""

from __future__ import annotations

import csv
import io
import os
import sys
import threading
import time

from ..node.terminal import safe

#: Above this many nodes, PASS rows are one line unless --all asks for them.
PASS_ROWS_SHOWN = 32

_COLOURS = {"FAIL": "31", "FAULT": "31", "CONFLICT": "31", "WARN": "33", "SUSPECT": "33", "UNREACHABLE": "33",
            "NO_RESULT": "33", "UNAVAILABLE": "33", "INCOMPLETE": "33", "PASS": "32", "OK": "32"}


def colour_on(stream=None) -> bool:
    stream = stream or sys.stdout
    return (hasattr(stream, "isatty") and stream.isatty() and "NO_COLOR" not in os.environ
            and os.environ.get("TERM") != "dumb")


def paint(word: str, width: int = 0, on: bool = False) -> str:
    """``word`` padded to ``width``, in its status colour when ``on`` (the padding stays outside the
    escape codes, so columns line up)."""
    text = safe(word)
    pad = " " * max(0, width - len(text))
    code = _COLOURS.get(word)
    return (f"\x1b[{code}m{text}\x1b[0m" if on and code else text) + pad


def show_pass_rows(args, total: int) -> bool:
    if getattr(args, "failures_only", False):
        return False
    return bool(getattr(args, "all", False)) or total <= PASS_ROWS_SHOWN


def to_csv(header: list, rows: list) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        # A cell starting with = + - @ would be a formula in a spreadsheet: node data never is one.
        writer.writerow(["'" + str(c) if isinstance(c, str) and c[:1] in "=+-@" else c for c in row])
    return out.getvalue()


class Progress:
    """``what: n/N (elapsed)``: rewritten in place on a terminal; elsewhere (a CI log) one line per
    ``every`` steps and at the end, and each ``note`` (a node that did not answer) on its own line."""

    def __init__(self, what: str, total: int, stream=None, every: int = 0):
        self.what, self.total, self.done = what, total, 0
        self.label = what.split(":")[0]  # "fleet: nodes fetched" -> notes read "fleet: node-001 ...: missing"
        self.stream = stream or sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.every = every or max(1, total // 10)
        self.start = time.monotonic()
        self.lock = threading.Lock()  # steps come from the worker threads of fleet and sweep

    def _line(self) -> str:
        elapsed = int(time.monotonic() - self.start)
        return f"[crusoe-ib-verify] {self.what}: {self.done}/{self.total} ({elapsed // 60}:{elapsed % 60:02d} elapsed)"

    def step(self, note: str | None = None) -> None:
        with self.lock:
            self._step(note)

    def _step(self, note: str | None) -> None:
        self.done += 1
        if note:
            if self.tty:
                self.stream.write("\r\x1b[2K")
            self.stream.write(f"[crusoe-ib-verify] {self.label}: {safe(note)}\n")
        if self.tty:
            self.stream.write("\r\x1b[2K" + self._line())
        elif self.done % self.every == 0 or self.done == self.total:
            self.stream.write(self._line() + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.tty:
            self.stream.write("\r\x1b[2K" + self._line() + "\n")
            self.stream.flush()
