"""The remediation history: what ``remediate`` handed out or carried out, per stack, as JSON lines.

One JSON object a line, appended, never rewritten (``docs/operations.md``, "The remediation
history"). ``remediate`` reads it before it decides anything:

- the **circuit breaker**: replacements and reboots of distinct nodes since the window began
  (default 24 h; records before the latest ``breaker-reset`` do not count) may not exceed the
  stack's limit. A run that would go past it stops (exit 1) and names this file and the reset
  command; ``remediate --reset-breaker "reason"`` appends the reset. After NVIDIA NVSentinel's
  circuit breaker (too many nodes cordoned in a window stops remediation until a person resets it).
- **repeat offenders**: a node key whose node check fails again, measured after its replacement
  and within the repeat window, is not replaced again: the VM was new, so the switch port, the
  partition or the image is the likelier fault (a Crusoe support ticket). A node that fails again
  after a reboot is replaced (NVIDIA's Xid guidance: replace when the fault outlives the reset).

A line that is not a history record (a truncated write, a hand edit) stops ``remediate`` with the
line's number: a breaker that skipped a line could let a replace through that it should stop.
"""

from __future__ import annotations

import contextlib
import datetime
import getpass
import json
import os
import re
import socket
import stat
import time

from ..node.command_io import NODE_KEY, UsageError
from ..node.readers import UnsafePath, kind, open_append, refusal

#: Record kinds (``action``): what remediate did or handed out to a node, or to the breaker.
REPLACE, REBOOT, SUPPORT, OWNER = "replace", "reboot", "support", "owner"
#: The steps of ``--execute`` (remediation.steps_for), each recorded with its outcome.
STEPS = ("guard", "drain", "cordon", "wait", "bundle", "plan", "plan-check", "check", "undrain")
RESET, TRIPPED = "breaker-reset", "breaker-tripped"
KINDS = (REPLACE, REBOOT, SUPPORT, OWNER, *STEPS, RESET, TRIPPED)
#: ``outcome``: ``handed-out`` (printed by a dry run: the operator runs it), ``done`` / ``failed``
#: (run by ``--execute``), ``reported`` (no action: a person decides), ``stopped`` (the breaker).
OUTCOMES = ("handed-out", "done", "failed", "reported", "stopped", "reset")
#: The kinds that count against the breaker, and the outcomes that count (a handed-out replace counts:
#: the breaker cannot know whether the operator ran it, so it errs towards stopping).
DISRUPTIVE = (REPLACE, REBOOT)
COUNTED = ("handed-out", "done", "failed")
FIELDS = ("time_utc", "stack", "node_key", "action", "evidence", "operator", "outcome")
FORMAT = "%Y-%m-%dT%H:%M:%SZ"
MAX_BYTES = 64 << 20
#: How far ahead of this machine's clock a record may be dated (another operator's clock may run ahead).
#: A record later than that is refused: a breaker reset dated next year would hide every replace until then.
MAX_AHEAD_S = 3600


def now() -> float:
    """The clock (seconds since the epoch); tests replace it."""
    return time.time()


def utc(seconds: float) -> str:
    return time.strftime(FORMAT, time.gmtime(seconds))


_UTC = re.compile(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z")


def parse_utc(text) -> float | None:
    """``2026-11-28T03:00:00Z`` -> seconds since the epoch; None when it is not one (a date or time out of
    range too). A regular expression and ``datetime``, not ``strptime``: every run reads the whole history,
    and strptime took ~13 us a line."""
    if not isinstance(text, str):
        return None
    found = _UTC.fullmatch(text)
    if found is None:
        return None
    try:
        return datetime.datetime(*map(int, found.groups()), tzinfo=datetime.timezone.utc).timestamp()
    except ValueError:
        return None


def operator() -> str:
    """``user@host`` of whoever runs remediate (recorded with every line)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "unknown"
    return f"{user}@{socket.gethostname() or 'unknown'}"


def read(path: str) -> list[dict]:
    """Every record of the history at ``path`` ([] when the file does not exist yet)."""
    try:
        # Non-blocking, then a regular file only: a FIFO would block remediate forever, /dev/zero feed it 64 MiB.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise UsageError(f"--history {path} cannot be read: {exc.strerror or exc}")
    with os.fdopen(fd, "rb") as f:
        mode = os.fstat(f.fileno()).st_mode
        if not stat.S_ISREG(mode):
            raise UsageError(f"--history {path} is {kind(mode)}, not a file: the history is a file of JSON lines "
                             "(name one with --history FILE)")
        try:
            data = f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise UsageError(f"--history {path} cannot be read: {exc.strerror or exc}")
    if len(data) > MAX_BYTES:
        raise UsageError(f"--history {path} is larger than {MAX_BYTES >> 20} MiB: move it aside (keep it: it is the "
                         "record), start a new one and record a breaker reset there naming the old file")
    records, at = [], now()
    for number, raw in enumerate(data.split(b"\n"), 1):
        if not raw.strip():
            continue
        problem = None
        try:
            record = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError, RecursionError) as exc:
            record, problem = None, f"not JSON ({str(exc)[:80]})"
        if problem is None:
            problem = _problem(record, at)
        if problem:
            raise UsageError(
                f"--history {path}, line {number}: {problem}. The history is what the circuit breaker counts, so "
                "remediate stops rather than guess: restore the line from your copy (production: the copy beside the "
                "remote state), or move the damaged file aside and start again with a breaker reset recorded in the new one.")
        records.append(record)
    return records


def _problem(record, at: float) -> str | None:
    if not isinstance(record, dict):
        return "not a JSON object"
    missing = [f for f in FIELDS if f not in record]
    if missing:
        return f"missing field(s) {', '.join(missing)}"
    when = parse_utc(record["time_utc"])
    if when is None:
        return f"time_utc {_shown(record['time_utc'])} is not a UTC time such as 2026-11-28T03:00:00Z"
    if when > at + MAX_AHEAD_S:
        return (f"time_utc {record['time_utc']!r} is later than this machine's clock ({utc(at)}) by more than "
                f"{MAX_AHEAD_S // 60} minutes (a record of the future would bend the breaker's window)")
    for name in ("stack", "evidence", "operator"):
        if not isinstance(record[name], str):
            return f"{name} {_shown(record[name])} is not a string"
    if record["action"] not in KINDS:
        return f"action {_shown(record['action'])} is not one of {', '.join(KINDS)}"
    if record["outcome"] not in OUTCOMES:
        return f"outcome {_shown(record['outcome'])} is not one of {', '.join(OUTCOMES)}"
    key = record["node_key"]
    if key is not None and (not isinstance(key, str) or not NODE_KEY.fullmatch(key)):
        return f"node_key {_shown(key)} is not a node key such as node-007 (or null)"
    return None


def _shown(value: object) -> str:
    """A field's value as the error shows it: repr (control characters escaped), cut short."""
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def append(path: str, records: list[dict]) -> None:
    """Append ``records`` (one line each, flushed and synced before returning)."""
    if not records:
        return
    parent = os.path.dirname(path)
    if parent:
        os.makedirs(parent, exist_ok=True)
    text = "".join(json.dumps(r, sort_keys=True) + "\n" for r in records)
    try:
        # Never through a symbolic link planted at the history's name, nor into a FIFO (open_append).
        with os.fdopen(open_append(path, "the remediation history"), "r+b") as f:
            # a last line without its newline (a hand edit) keeps its own line
            if f.seek(0, os.SEEK_END) and (f.seek(-1, os.SEEK_END), f.read(1))[1] != b"\n":
                text = "\n" + text
            f.write(text.encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
    except UnsafePath as exc:
        raise UsageError(f"--history: {exc.strerror}")
    except OSError as exc:
        raise UsageError(f"--history {path} cannot be written: {exc.strerror or exc}")


@contextlib.contextmanager
def locked(path: str):
    """Hold ``<path>.lock`` while a run reads, decides and appends (and executes): two operators on one
    machine cannot both pass the breaker. (A production history pulled from the bucket has no lock
    across machines: one operator remediates a stack at a time, as with its Terraform state lock.)"""
    parent = os.path.dirname(path)
    if parent:
        os.makedirs(parent, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock
        yield
        return
    if os.path.islink(path):  # refused before anything is decided or run: the append at the end would refuse it
        raise UsageError(f"--history: {refusal(path, 'the remediation history').strerror}")
    try:  # non-blocking: a FIFO in the lock's place would block the open forever; never through a link
        fd = open_append(path + ".lock", "the history's lock")
    except UnsafePath as exc:
        raise UsageError(f"--history: {exc.strerror}")
    except OSError as exc:
        raise UsageError(f"the history's lock {path}.lock cannot be opened: {exc.strerror or exc} (a FIFO or device "
                         "there: move it aside; the lock is a plain file)")
    with os.fdopen(fd, "a") as f:  # a plain file: open_append refused anything else
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise UsageError(f"another remediate is running on {path} ({path}.lock is held): wait for it to finish")
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)


def record(stack: str, node_key: str | None, action: str, evidence: str, outcome: str, **extra) -> dict:
    """One history line (time now, UTC; the operator from the environment)."""
    return dict({"time_utc": utc(now()), "stack": stack, "node_key": node_key, "action": action, "evidence": evidence,
                 "operator": operator(), "outcome": outcome}, **extra)


def since_reset(records: list[dict], stack: str, window_s: float, at: float) -> list[dict]:
    """This stack's records inside the window that ends ``at``, after its latest breaker reset."""
    start = at - window_s
    for r in records:
        if r["stack"] == stack and r["action"] == RESET:
            start = max(start, parse_utc(r["time_utc"]))
    return [r for r in records if r["stack"] == stack and parse_utc(r["time_utc"]) >= start]


def counted_nodes(records: list[dict], stack: str, window_s: float, at: float) -> dict:
    """``{node key: latest disruptive record}``: the nodes the breaker counts right now."""
    out = {}
    for r in since_reset(records, stack, window_s, at):
        if r["action"] in DISRUPTIVE and r["outcome"] in COUNTED and r["node_key"]:
            out[r["node_key"]] = r
    return out


def last_disruption(records: list[dict], stack: str, key: str) -> dict | None:
    """The latest replace or reboot handed out or done for ``key`` (None when there was none)."""
    found = [r for r in records if r["stack"] == stack and r["node_key"] == key and r["action"] in DISRUPTIVE
             and r["outcome"] in ("handed-out", "done")]
    return found[-1] if found else None


def of_node(records: list[dict], stack: str, key: str) -> list[dict]:
    return [r for r in records if r["stack"] == stack and r["node_key"] == key]
