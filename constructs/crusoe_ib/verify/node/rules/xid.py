"""``gpu_xid``: NVIDIA XID events in the kernel log, each with its meaning and what it needs.

The table is NVIDIA's Xid catalogue (:mod:`.xid_catalog`): an XID names what failed and the
recommended action. Here the actions are grouped as the fleet acts on them: ``replace`` (a hardware
fault: replace the node), ``reset`` (reset the GPU or reboot the node; replace if it comes back),
``user`` (the application's own fault: look at the job). A follow-on XID that names its cause
(``45, ... caused by previous Xid 149``) is judged by the cause, as the catalogue says for Xid 45
("not solo: follow other Xid"); Xid 154 is judged by the recovery action it names. XIDs stay in the
kernel log until the next boot.

NVSwitch errors (``SXid``) are judged per switch by the severity the driver prints: a fatal SXid stalls
the NVLink traffic through that switch and the GPUs' jobs abort (NVIDIA Fabric Manager user guide, "SXid
errors": the VM or the GPUs and switches must be reset); a non-fatal one, or one whose severity the log
does not show, WARNs.
"""

from __future__ import annotations

import re

from ..verdicts import FAIL, PASS, UNAVAILABLE, WARN, Verdict
from .xid_catalog import CATALOG, REPLACE, RESET, UNUSED, USER

__all__ = ["REPLACE", "RESET", "USER", "XIDS", "meaning", "event_action", "check_xids"]

#: XID -> (meaning, action): the catalogue's used rows.
XIDS = {x: (row[1], row[3]) for x, row in CATALOG.items()}
_RANK = {USER: 0, RESET: 1, REPLACE: 2}
_FIX = {
    REPLACE: "A GPU hardware fault (NVIDIA Xid catalogue): drain the node and replace it (crusoe-ib-verify remediate); " +
             "collect a diagnostics bundle first.",
    RESET: "Reset the GPU or reboot the node (NVIDIA Xid catalogue); if the XID comes back after the reboot, replace the node.",
    USER: "Usually the application's own fault: check the job's log around this time; no node action unless it recurs on "
          "this node only.",
}
# Xid 154's text: "GPU recovery action changed from 0x0 (None) to 0x2 (Node Reboot Required)".
_RECOVERY_RE = re.compile(r"to 0x[0-9a-fA-F]{1,8} \(([A-Za-z0-9 ]{1,40})\)")
# NVLink5 Xids name their severity ("149, NETIR Fatal XC0 ...", "145, RLW_RXPIPE Nonfatal XC0 ..."); the catalogue's
# subcode table gives the non-fatal rows IGNORE (or an Xid 154 evaluation), the fatal ones RESET_GPU.
NVLINK5 = frozenset(range(144, 151))
_NONFATAL_RE = re.compile(r"^\S{1,40} Nonfatal ")


def meaning(xid: int) -> tuple:
    """``(meaning, action)``; an XID outside the catalogue is the user's to look up."""
    if xid in XIDS:
        return XIDS[xid]
    if xid in UNUSED:
        return (f"XID {xid} (marked unused for Ampere and newer GPUs in NVIDIA's Xid catalogue; older GPUs: its archived "
                "catalogue)", USER)
    return (f"XID {xid} (not in this table: look it up in NVIDIA's Xid catalogue)", USER)


def _recovery_action(message: str) -> str | None:
    m = _RECOVERY_RE.search(message or "")
    if not m:
        return None
    return USER if m.group(1).strip().lower() == "none" else RESET


def event_action(event: dict) -> str:
    """The action one event needs: its cause's for a follow-on, the named one for Xid 154, else its own."""
    cause = event.get("cause_xid")
    if cause is not None:
        return meaning(cause)[1]
    if event.get("xid") == 154:
        return _recovery_action(event.get("message", "")) or RESET
    if event.get("xid") in NVLINK5 and _NONFATAL_RE.search(event.get("message", "")):
        return USER
    return meaning(event["xid"])[1] if event.get("xid") is not None else USER


def _describe(events: list) -> str:
    shown, seen = [], set()
    for e in events:
        key = (e["xid"], e.get("cause_xid"), e.get("source"))
        if key in seen or e["xid"] is None:
            continue
        seen.add(key)
        text = f"XID {e['xid']}: {meaning(e['xid'])[0]}"
        if e.get("cause_xid") is not None:
            text += f", caused by XID {e['cause_xid']}: {meaning(e['cause_xid'])[0]}"
        if e.get("source") == "fallen_off_bus":
            text = "the GPU has fallen off the bus (logged without an Xid number; read as XID 79)"
        elif e.get("source") == "aer_unrecovered":
            text = "a fatal PCIe error the kernel could not recover on the GPU (AER, logged without an Xid number; read as XID 79)"
        shown.append(text)
    return "; ".join(shown[:6]) + (f" (+{len(shown) - 6} more)" if len(shown) > 6 else "")


def check_xids(kernel_log: dict | None, why_missing: str = "") -> list:
    """One verdict per GPU that logged XIDs (its worst action decides); PASS when the log has none."""
    if kernel_log is None:
        return [Verdict("gpu_xid", UNAVAILABLE, "node", f"The kernel log could not be read ({why_missing or 'not read'}), so "
                        "XIDs are unknown.", "Run the node check as root (dmesg needs it), or pass a saved log.")]
    if kernel_log.get("error"):
        # Output was there but is no kernel log this parser knows (or is empty): say so, never "unknown" silently.
        return [Verdict("gpu_xid", WARN, "node", f"The kernel log was read but not understood ({kernel_log['error']}), so "
                        "XIDs are unknown.", "Save it with dmesg or journalctl -k (see the kernel-log forms in "
                        "docs/verify-rules.md) and run crusoe-ib-verify diagnose on it.", {"lines": kernel_log.get("lines")})]
    by_gpu: dict = {}
    for e in kernel_log.get("events") or []:
        by_gpu.setdefault(e["bus_id"].split(".")[0], []).append(e)
    form = f", {kernel_log['format']}" if kernel_log.get("format") else ""
    switches = _sxid_verdicts(kernel_log.get("sxid_events") or [], kernel_log.get("format"))
    if not by_gpu and switches:
        return switches
    if not by_gpu:
        return [Verdict("gpu_xid", PASS, "node", f"No NVIDIA XID in the kernel log ({int(kernel_log.get('lines', 0))} lines"
                        f"{form}).", "", {"format": kernel_log.get("format")})]
    out = []
    for bus, events in sorted(by_gpu.items()):
        xids = sorted({e["xid"] for e in events if e["xid"] is not None})
        causes = sorted({e["cause_xid"] for e in events if e.get("cause_xid") is not None})
        action = max((event_action(e) for e in events), key=_RANK.get, default=USER)
        out.append(Verdict("gpu_xid", WARN if action == USER else FAIL, f"GPU {bus}",
                           f"GPU {bus} logged {len(events)} XID event(s): {_describe(events)}.", _FIX[action],
                           {"xids": xids, "caused_by": causes, "action": action, "first": events[0]["message"][:200],
                            "format": kernel_log.get("format")}))
    return out + switches


def _sxid_verdicts(events: list, form) -> list:
    """One verdict per NVSwitch that logged SXids: FAIL when one is fatal, else WARN."""
    by_switch: dict = {}
    for e in events:
        by_switch.setdefault(e["switch_bus_id"], []).append(e)
    out = []
    for bus, found in sorted(by_switch.items()):
        fatal = [e for e in found if e["severity"] == "fatal"]
        shown = "; ".join(f"SXid {e['sxid']} ({e['severity'] or 'severity not shown'}): {e['message'][:120]}"
                          for e in (fatal or found)[:4])
        details = {"sxids": sorted({e["sxid"] for e in found}), "fatal": sorted({e["sxid"] for e in fatal}), "format": form}
        if fatal:
            out.append(Verdict("gpu_xid", FAIL, f"NVSwitch {bus}", f"NVSwitch {bus} logged a fatal SXid: {shown}.",
                               "NVLink traffic through this switch is stalled and the GPUs' jobs abort (XID 45): reboot the "
                               "node to reset the GPUs and NVSwitches (NVIDIA Fabric Manager guide); replace the node if the "
                               "SXid returns.", dict(details, action=RESET)))
        else:
            out.append(Verdict("gpu_xid", WARN, f"NVSwitch {bus}", f"NVSwitch {bus} logged {len(found)} SXid(s): {shown}.",
                               "Non-fatal SXids are corrected by the switch; look them up in NVIDIA's SXid table and watch "
                               "for a fatal one or XID 74/45 on the GPUs.", dict(details, action=USER)))
    return out
