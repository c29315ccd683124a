"""NVIDIA XID events, GPUs lost from the bus and HCA PCIe warnings in a kernel log.

Reads the kernel log in the forms people save and paste; each line's prefix is recognised and
removed, and the name of the most common form is reported (``format``):

- ``dmesg``: ``[ 1843.308145] msg``; ``dmesg -T``: ``[Fri Aug 30 11:11:22 2024] msg``;
  ``dmesg --time-format iso``: ``2024-08-30T11:11:22,123456+00:00 msg``; ``dmesg -r``: ``<3>[ 1.2] msg``;
- ``dmesg -x`` / ``--decode``: ``kern  :err   : [ 1843.308145] msg`` (with any of the times above);
- ``dmesg -H`` / ``--reltime``: ``[Jan21 14:03] msg`` at each new minute, then ``[  +0.000844] msg``;
- ``journalctl -k`` (``-o short``): ``Nov 24 10:31:02 host kernel: msg``, and the ``short-iso``
  (``2024-11-24T10:31:02+0000 host kernel:``), ``short-precise`` (``Nov 24 10:31:02.123456 ...``),
  ``short-full`` (``Sun 2024-11-24 10:31:02 UTC ...``), ``short-monotonic`` (``[ 1843.308145] host kernel:``)
  and ``short-unix`` (``1732444262.123456 host kernel:``) modes; a syslog file (``/var/log/kern.log``)
  has the ``short`` form, often followed by the dmesg time;
- ``journalctl -o json`` (one object per line, ``MESSAGE``) and ``-o export`` (``MESSAGE=`` lines);
- ``journalctl -o cat`` and ``dmesg -t``: the bare messages, read as a kernel log when they carry
  kernel messages (``NVRM:``, a driver naming a PCI device, ``Linux version``).

Recognised in the messages (NVIDIA, "Xid Errors"; the Linux kernel's ``pcie_print_link_status``):

- ``NVRM: Xid (PCI:0000:18:00): 79, pid=..., name=..., GPU has fallen off the bus.`` and the older
  ``NVRM: Xid (0000:03:00): 14, Channel 00000001``; a follow-on such as
  ``NVRM: Xid (PCI:0000:dc:00): 45, pid=..., Ch 00000001 caused by previous Xid 149`` names its cause;
- a GPU lost without an Xid number (read as Xid 79): ``NVRM: GPU at 0000:01:00.0 has fallen off the bus.``,
  ``NVRM: GPU 0000:01:00.0: GPU has fallen off the bus.`` and the multi-line
  ``NVRM: The NVIDIA GPU 0000:b3:00.0 / (PCI ID: ...) installed in this system has / fallen off the bus``, and
  ``nvidia 0000:03:00.0: AER: can't recover (no error_detected callback)`` (a fatal PCIe error the kernel could not
  recover on the GPU: rwth-i6/returnn#1500);
- NVSwitch errors (NVIDIA Fabric Manager guide, "SXid errors"; NVIDIA/nvtrust#124, leptonai/gpud#338):
  ``nvidia-nvswitch1: SXid (PCI:0000:02:00.0): 22013, Non-fatal, Link 00 Minion Link DLREQ interrupt``, with more
  lines of the same SXid (``Severity 0 Engine instance ...``, ``Data {...}``) that are one event;
- ``mlx5_core 0000:b3:00.1: 63.008 Gb/s available PCIe bandwidth, limited by 8 GT/s x8 link at
  0000:b2:00.0 (capable of 252.048 Gb/s with 16 GT/s x16 link)`` (any driver; newer kernels write
  ``8.0 GT/s PCIe``).

Schema::

    {
      "format": string|null,     # the most common line form (above); "bare messages (...)" when no line had a
                                 # prefix but some are kernel messages; null when nothing was recognised
      "events": [{"bus_id": string, "xid": integer, "message": string,
                  "cause_xid": integer|null,        # "caused by previous Xid N"
                  "source": "xid"|"fallen_off_bus"|"aer_unrecovered"}],  # in log order
      "sxid_events": [{"switch_bus_id": string, "sxid": integer,
                       "severity": "fatal"|"non-fatal"|null,   # null when no line of that SXid said which
                       "message": string}],                     # one per switch and SXid, in log order
      "pcie_warnings": [{"driver": string, "bus_id": string, "available_gb_per_s": float,
                         "limited_gt_per_s": float, "limited_width": integer, "limited_at": string|null,
                         "capable_gb_per_s": float, "capable_gt_per_s": float, "capable_width": integer,
                         "message": string}],
      "lines":  integer,          # lines read
      "error":  string|null       # not a kernel log; a log without XIDs is not an error
    }
"""

from __future__ import annotations

import json
import re
from collections import Counter

from ._common import MAX_LINE, never_raises, prepare, safe_float, safe_int

_A = re.ASCII
_XID_RE = re.compile(r"NVRM: Xid \((?:PCI:)?([0-9A-Fa-f:.]{4,20})\): (\d{1,4})(?:, (.{0,600}))?", _A)
_CAUSE_RE = re.compile(r"caused by previous Xid (\d{1,4})", _A)
_SXID_RE = re.compile(r"nvidia-nvswitch\d{0,3}: SXid \((?:PCI:)?([0-9A-Fa-f:.]{4,20})\): (\d{1,6}), ?(.{0,300})", _A)
_SXID_SEVERITY_RE = re.compile(r"^(Fatal|Non-fatal)\b", re.IGNORECASE | _A)
_BDF = r"[0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}(?:\.[0-7])?"
# The kernel's AER core when a fatal PCIe error hits a device whose driver (nvidia) has no recovery callback.
_AER_LOST_RE = re.compile(r"^nvidia (" + _BDF + r"): AER: can't recover", _A)
_THE_GPU_RE = re.compile(r"NVRM: The NVIDIA GPU (" + _BDF + ")", _A)
_FALLEN_LINE_RES = (
    re.compile(r"NVRM: GPU at (?:PCI:)?(" + _BDF + r") has fallen off the bus", _A),
    re.compile(r"NVRM: GPU (" + _BDF + r"): GPU has fallen off the bus", _A),
)
_PCIE_RE = re.compile(
    r"^([A-Za-z0-9_.-]{1,40}) (" + _BDF + r")(?: [A-Za-z0-9_]{1,20})?: (\d{1,6}\.\d{1,3}) Gb/s available PCIe bandwidth, "
    r"limited by (\d{1,3}(?:\.\d{1,3})?) GT/s(?: PCIe)? x(\d{1,2}) link(?: at (" + _BDF + r"))? \(capable of "
    r"(\d{1,6}\.\d{1,3}) Gb/s with (\d{1,3}(?:\.\d{1,3})?) GT/s(?: PCIe)? x(\d{1,2}) link\)", _A)

_MON = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
_DMESG_TIME = r"\[\s{0,12}\d{1,12}\.\d{1,9}\]"
_DMESG_CTIME = r"\[(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) " + _MON + r" {1,2}\d{1,2} \d\d:\d\d:\d\d \d{4}\]"
_ISO = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:[+-]\d\d:?\d\d|Z)?"
_HOST = r"\S{1,255}"
_KERNEL = r" kernel: "
# (form, an example line, pattern matching the prefix); the first that matches a line wins, so longer forms come first.
FORMS = (
    ("dmesg -x", 'kern  :err   : [ 1843.308145] NVRM: ...',
     re.compile(r"^\s{0,4}[a-z]{2,8} {0,3}:[a-z]{3,6} {0,3}: (?:" + _DMESG_TIME + "|" + _DMESG_CTIME + "|" + _ISO + r")? ?", _A)),
    ("journalctl short / syslog", 'Nov 24 10:31:02 node-003 kernel: [ 1843.308145] NVRM: ...',
     re.compile(r"^" + _MON + r" [ \d]\d \d\d:\d\d:\d\d " + _HOST + _KERNEL + r"(?:" + _DMESG_TIME + r" ?)?", _A)),
    ("journalctl short-precise", 'Nov 24 10:31:02.123456 node-003 kernel: NVRM: ...',
     re.compile(r"^" + _MON + r" [ \d]\d \d\d:\d\d:\d\d\.\d{1,9} " + _HOST + _KERNEL, _A)),
    ("journalctl short-full", 'Sun 2024-11-24 10:31:02 UTC node-003 kernel: NVRM: ...',
     re.compile(r"^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})? "
                                         r"[A-Za-z0-9+_/-]{1,40} " + _HOST + _KERNEL, _A)),
    ("journalctl short-iso", '2024-11-24T10:31:02+0000 node-003 kernel: NVRM: ...',
     re.compile(r"^" + _ISO + " " + _HOST + _KERNEL + r"(?:" + _DMESG_TIME + r" ?)?", _A)),
    ("journalctl short-monotonic", '[ 1843.308145] node-003 kernel: NVRM: ...',
     re.compile(r"^" + _DMESG_TIME + " " + _HOST + _KERNEL, _A)),
    ("journalctl short-unix", '1732444262.123456 node-003 kernel: NVRM: ...',
     re.compile(r"^\d{9,12}\.\d{1,9} " + _HOST + _KERNEL, _A)),
    ("journalctl (no time)", 'kernel: NVRM: ...',
     re.compile(r"^(?:" + _HOST + r" )?kernel: ", _A)),
    ("dmesg -T", '[Fri Aug 30 11:43:09 2024] NVRM: ...',
     re.compile(r"^" + _DMESG_CTIME + " ?", _A)),
    ("dmesg -H", '[  +0.000844] NVRM: ...',
     re.compile(r"^\[(?:\s{0,12}\+\s{0,12}\d{1,9}\.\d{1,9}|" + _MON + r" ?\d{1,2} \d\d:\d\d)\] ?", _A)),
    ("dmesg -r", '<3>[ 1843.308145] NVRM: ...',
     re.compile(r"^<\d{1,3}>" + _DMESG_TIME + " ?", _A)),
    ("dmesg", '[ 1843.308145] NVRM: ...',
     re.compile(r"^\s{0,8}" + _DMESG_TIME + " ?", _A)),
    ("dmesg --time-format iso", '2024-08-30T11:43:09,123456+00:00 NVRM: ...',
     re.compile(r"^" + _ISO + " ", _A)),
)
BARE = "bare messages (journalctl -o cat, dmesg -t)"
# Bare messages (journalctl -o cat, dmesg -t) that only the kernel writes.
_KERNEL_MSG_RE = re.compile(r"^(?:NVRM: |nvidia|Linux version |[a-z][a-z0-9_-]{1,30} " + _BDF + r"(?: \S{1,20})?: |"
                            r"pci " + _BDF + r": |pcieport |ACPI: |EXT4-fs |audit: )", _A)


def _slot(bus_id: str) -> str:
    """``0000:44:00`` and ``0000:44:00.0`` name the same GPU."""
    return bus_id.split(".")[0]


def _empty() -> dict:
    return {"format": None, "events": [], "sxid_events": [], "pcie_warnings": [], "lines": 0, "error": None}


def _json_message(line: str) -> str | None:
    """``MESSAGE`` of a ``journalctl -o json`` line (a kernel one), else None."""
    try:
        entry = json.loads(line)
    except (ValueError, RecursionError):  # not JSON, or nested past the interpreter's limit (hostile input)
        return None
    if not isinstance(entry, dict) or "MESSAGE" not in entry:
        return None
    msg = entry["MESSAGE"]
    if isinstance(msg, list):  # journald writes non-UTF-8 messages as a byte array
        msg = bytes(b for b in msg if isinstance(b, int) and 0 <= b < 256).decode("utf-8", errors="replace")
    return msg if isinstance(msg, str) else None


def _message(line: str) -> tuple:
    """``(form, message)`` of one log line; ``(None, line)`` when no known prefix is on it."""
    if line.startswith("{"):
        msg = _json_message(line)
        if msg is not None:
            return "journalctl -o json", msg
    if line.startswith("MESSAGE="):
        return "journalctl -o export", line[len("MESSAGE="):]
    for form, _, regex in FORMS:
        m = regex.match(line)
        if m:
            return form, line[m.end():]
    return None, line


def _pcie(msg: str) -> dict | None:
    m = _PCIE_RE.search(msg.strip())
    if not m:
        return None
    g = m.groups()
    return {"driver": g[0], "bus_id": g[1].lower(), "available_gb_per_s": safe_float(g[2]),
            "limited_gt_per_s": safe_float(g[3]), "limited_width": safe_int(g[4]), "limited_at": g[5].lower() if g[5] else None,
            "capable_gb_per_s": safe_float(g[6]), "capable_gt_per_s": safe_float(g[7]), "capable_width": safe_int(g[8]),
            "message": msg.strip()[:300]}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse kernel log text for XID events. Never raises; empty input is an error (nothing was read)."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    raw = text.split("\n")
    if not text.strip():
        return dict(_empty(), error="empty kernel log")
    out = _empty()
    forms: Counter = Counter()
    kernel_lines = 0
    pending_fallen = None

    def lost(bus: str, message: str, source: str = "fallen_off_bus") -> None:
        if not any(e["xid"] == 79 and _slot(e["bus_id"]) == _slot(bus) for e in out["events"]):
            out["events"].append({"bus_id": bus, "xid": 79, "message": message, "cause_xid": None, "source": source})

    for line in raw:
        form, msg = _message(line[:MAX_LINE].rstrip("\r"))
        if form:
            forms[form] += 1
        if form or _KERNEL_MSG_RE.match(msg.strip()):
            kernel_lines += 1
        m = _XID_RE.search(msg)
        if m:
            detail = (m.group(3) or "").strip()
            cause = _CAUSE_RE.search(detail)
            out["events"].append({"bus_id": m.group(1).lower(), "xid": safe_int(m.group(2)), "message": detail[:300],
                                  "cause_xid": safe_int(cause.group(1)) if cause else None, "source": "xid"})
            continue
        m = _SXID_RE.search(msg)
        if m:
            bus, number, rest = m.group(1).lower(), safe_int(m.group(2)), m.group(3).strip()
            sev = _SXID_SEVERITY_RE.match(rest)
            known = next((e for e in out["sxid_events"] if e["switch_bus_id"] == bus and e["sxid"] == number), None)
            if known is None:
                known = {"switch_bus_id": bus, "sxid": number, "severity": None, "message": rest[:300]}
                out["sxid_events"].append(known)
            if sev and known["severity"] != "fatal" and known["severity"] != sev.group(1).lower():
                # The first line that names the severity describes the event (a fatal one wins over non-fatal).
                known["severity"] = sev.group(1).lower()
                known["message"] = rest[:300]
            continue
        for regex in _FALLEN_LINE_RES:
            m = regex.search(msg)
            if m:
                lost(m.group(1).lower(), m.group(0)[len("NVRM: "):] + ".")
                break
        m = _AER_LOST_RE.match(msg.strip())
        if m:
            lost(m.group(1).lower(), msg.strip()[:300], "aer_unrecovered")
        m = _THE_GPU_RE.search(msg)
        if m:
            pending_fallen = m.group(1).lower()
        if pending_fallen and "fallen off the bus" in msg:
            lost(pending_fallen, f"The NVIDIA GPU {pending_fallen} has fallen off the bus and is not responding to commands.")
            pending_fallen = None
        warning = _pcie(msg)
        if warning:
            out["pcie_warnings"].append(warning)
    out["lines"] = len(raw) - (1 if raw[-1] == "" else 0)  # the newline ending the last line starts none
    out["format"] = forms.most_common(1)[0][0] if forms else BARE if kernel_lines or out["events"] or out["sxid_events"] else None
    if not out["events"] and not out["sxid_events"] and not out["pcie_warnings"] and not kernel_lines:
        return dict(out, error="no kernel log line (dmesg '[   1.234567] ...', dmesg -x 'kern  :err   : ...', or journalctl -k "
                               "'... kernel: ...')")
    return out
