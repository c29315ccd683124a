"""``error_counters``: the diagnostics guide's port error counters are zero (absent is never 0)."""

from __future__ import annotations

from ..verdicts import BUNDLE, BUNDLE_LC, FAIL, PASS, UNAVAILABLE, WARN, Verdict, port_name

# Diagnostics guide: non-zero values of these during a job are significant, even small ones.
ERROR_COUNTERS = (
    ("counters", "symbol_error"),
    ("counters", "port_rcv_errors"),
    ("counters", "local_link_integrity_errors"),
    ("counters", "link_downed"),
    ("hw_counters", "out_of_sequence"),
    ("hw_counters", "implied_nak_seq_err"),
    ("hw_counters", "local_ack_timeout_err"),
)


def check_error_counters(port: dict) -> list:
    """The diagnostics guide's error counters must be zero; absent ones are UNAVAILABLE, never 0."""
    subject = port_name(port)
    nonzero, absent, impossible = [], [], []
    for group, name in ERROR_COUNTERS:
        value = (port.get(group) or {}).get(name)
        if value is None:
            absent.append(f"{group}/{name}")
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            impossible.append(f"{name}={value}")
        elif value > 0:
            nonzero.append(f"{name}={int(value)}")
    out = []
    if impossible:
        out.append(
            Verdict(
                "error_counters",
                WARN,
                subject,
                f"{subject} reports impossible counter values: {', '.join(impossible)} (counters are unsigned integers).",
                "Re-read the counters; if the values stay impossible, " + BUNDLE_LC,
                {"impossible": impossible},
            )
        )
    if nonzero:
        out.append(
            Verdict(
                "error_counters",
                FAIL,
                subject,
                f"{subject} error counters above zero: {', '.join(nonzero)}.",
                "Even small counts are significant (Crusoe's InfiniBand diagnostics guide for SR-IOV VMs). Re-read after a minute to see if they grow; " + BUNDLE,
                {"nonzero": nonzero},
            )
        )
    if absent:
        unreadable = port.get("unreadable") or {}
        why = "; unreadable: " + ", ".join(f"{k} ({unreadable[k]})" for k in absent if k in unreadable) if any(
            k in unreadable for k in absent
        ) else ""
        out.append(
            Verdict(
                "error_counters",
                UNAVAILABLE,
                subject,
                f"{subject} does not expose {', '.join(absent)}{why}.",
                "This VM does not expose these counters; use perfquery, or ask Crusoe support to read them on the host.",
                {"unavailable": absent},
            )
        )
    if not out:
        out.append(Verdict("error_counters", PASS, subject, f"{subject} error counters are all zero."))
    return out
