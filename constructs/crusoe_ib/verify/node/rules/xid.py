"""``gpu_xid``: NVIDIA XID events in the kernel log, each with its meaning and what it needs.

The catalogue is NVIDIA's "XID Errors" documentation (docs.nvidia.com/deploy/xid-errors): an XID
names what failed and the recommended action. Here the actions are grouped as the fleet acts on
them: ``replace`` (a hardware fault: replace the node), ``reset`` (reset the GPU or reboot the node;
replace if it comes back), ``user`` (the application's own fault or a consequence of another event:
look at the job). XIDs stay in the kernel log until the next boot.
"""

from __future__ import annotations

from ..verdicts import FAIL, PASS, UNAVAILABLE, WARN, Verdict

REPLACE, RESET, USER = "replace", "reset", "user"
#: XID -> (meaning, action), from NVIDIA's "XID Errors" catalogue.
XIDS = {
    13: ("Graphics engine exception (often an application error, e.g. out-of-range access)", USER),
    31: ("GPU memory page fault (an application's illegal memory access)", USER),
    32: ("Invalid or corrupted push buffer stream", USER),
    38: ("Driver firmware error", RESET),
    43: ("GPU stopped processing (the application hit a fault; the GPU stays usable)", USER),
    45: ("Preemptive cleanup after an earlier error (follows another XID)", USER),
    48: ("Double-bit (uncorrectable) ECC error", RESET),
    61: ("Internal micro-controller breakpoint/warning", RESET),
    62: ("Internal micro-controller halt", RESET),
    63: ("ECC page retirement or row remapping recorded (applied at the next GPU reset)", RESET),
    64: ("ECC page retirement or row remapping recording failure", REPLACE),
    68: ("Video processor exception", USER),
    69: ("Graphics engine class error", USER),
    74: ("NVLink error", RESET),
    79: ("GPU has fallen off the bus", REPLACE),
    92: ("High single-bit ECC error rate", USER),
    94: ("Contained ECC error (the affected application was stopped)", RESET),
    95: ("Uncontained ECC error (every application on the GPU is affected)", RESET),
    119: ("GSP RPC timeout", RESET),
    120: ("GSP error", RESET),
    140: ("Unrecovered ECC error", RESET),
    143: ("GPU initialization failure", REPLACE),
    154: ("GPU recovery action changed (the message names the action: reset, drain, node reboot)", RESET),
}
_RANK = {USER: 0, RESET: 1, REPLACE: 2}
_FIX = {
    REPLACE: "A GPU hardware fault (NVIDIA XID catalogue): drain the node and replace it (crusoe-ib-verify remediate); " +
             "collect a diagnostics bundle first.",
    RESET: "Reset the GPU or reboot the node (NVIDIA XID catalogue); if the XID comes back after the reboot, replace the node.",
    USER: "Usually the application's own fault: check the job's log around this time; no node action unless it recurs on "
          "this node only.",
}


def meaning(xid: int) -> tuple:
    """``(meaning, action)``; an XID outside the table is the user's to look up."""
    return XIDS.get(xid, (f"XID {xid} (not in this table: look it up in NVIDIA's XID catalogue)", USER))


def check_xids(kernel_log: dict | None, why_missing: str = "") -> list:
    """One verdict per GPU that logged XIDs (its worst action decides); PASS when the log has none."""
    if kernel_log is None or kernel_log.get("error"):
        why = why_missing or (kernel_log or {}).get("error") or "not read"
        return [Verdict("gpu_xid", UNAVAILABLE, "node", f"The kernel log could not be read ({why}), so XIDs are unknown.",
                        "Run the node check as root (dmesg needs it), or pass a saved log.")]
    by_gpu: dict = {}
    for e in kernel_log.get("events") or []:
        by_gpu.setdefault(e["bus_id"], []).append(e)
    if not by_gpu:
        return [Verdict("gpu_xid", PASS, "node", f"No NVIDIA XID in the kernel log ({int(kernel_log.get('lines', 0))} lines).")]
    out = []
    for bus, events in sorted(by_gpu.items()):
        xids = sorted({e["xid"] for e in events if e["xid"] is not None})
        action = max((meaning(x)[1] for x in xids), key=_RANK.get, default=USER)
        shown = "; ".join(f"XID {x}: {meaning(x)[0]}" for x in xids[:6])
        out.append(Verdict("gpu_xid", WARN if action == USER else FAIL, f"GPU {bus}",
                           f"GPU {bus} logged {len(events)} XID event(s): {shown}.", _FIX[action],
                           {"xids": xids, "action": action, "first": events[0]["message"][:200]}))
    return out
