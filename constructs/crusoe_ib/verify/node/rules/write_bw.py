"""``write_bw``: one rail pair's ib_write_bw reaches the floor."""

from __future__ import annotations

from ..verdicts import BUNDLE, FAIL, PASS, UNAVAILABLE, Verdict, bad_threshold, finite
from .inputs import parse_failure

#: perftest's default message size. Smaller messages are bound by the message rate, not the link (an 8 B
#: post-list run prints 0.48 Gb/sec on a healthy port: linux-rdma/perftest#273), so they are not judged.
MIN_JUDGED_BYTES = 65536


def check_write_bw(report: dict, floor_mb_per_s: float | None, subject: str, target_mb_per_s: float | None = None) -> Verdict:
    """The best ``BW average`` row of 64 KiB or larger must reach the floor (library policy: 90% of the link rate)."""
    if report.get("error"):
        return parse_failure("ib_write_bw output", report["error"], subject)
    if report.get("run_error"):  # -a printed the sizes before it; the run itself broke
        last = report["rows"][-1]["bytes"]
        return Verdict(
            "write_bw", FAIL, subject,
            f"{subject}: ib_write_bw failed after the {last} B row: {report['run_error']}",
            "A completion error means the transfer itself failed (status 12: the peer stopped answering, retry "
            "exceeded): run `crusoe-ib-verify node` on both nodes, then " + BUNDLE,
            {"run_error": report["run_error"], "rows": len(report["rows"])},
        )
    rows = [r for r in report["rows"] if r["bytes"] >= MIN_JUDGED_BYTES]
    if not rows:
        largest = max(r["bytes"] for r in report["rows"])
        return Verdict(
            "write_bw", UNAVAILABLE, subject,
            f"{subject}: ib_write_bw ran only messages of up to {largest} B; link bandwidth is judged on messages of "
            f"{MIN_JUDGED_BYTES} B or larger, whose rate the link, not the message rate, bounds.",
            f"Rerun ib_write_bw without -s (perftest's default is {MIN_JUDGED_BYTES} B), or with -a.",
            {"largest_bytes": largest, "min_judged_bytes": MIN_JUDGED_BYTES},
        )
    best = max(r["bw_average_mb_per_s"] for r in rows)
    details = {"bw_average_mb_per_s": best, "floor_mb_per_s": floor_mb_per_s, "target_mb_per_s": target_mb_per_s,
               "unit": report.get("unit"), "mb_per_unit": report.get("mb_per_unit")}
    if report.get("bidirectional"):
        # -b: the average holds both directions; the floor is for one direction.
        details["bidirectional_mb_per_s"] = best
        best = best / 2.0
        details["bw_average_mb_per_s"] = best
        subject = subject + " (bidirectional run, per direction)"
    if floor_mb_per_s is None:
        return Verdict(
            "write_bw", UNAVAILABLE, subject, f"{subject}: {best:.0f} MB/s average; no floor is known.",
            "Pass --instance-type so the result can be compared with the thresholds.", details,
        )
    if not finite(floor_mb_per_s):
        return bad_threshold("write_bw", subject, "write_bw_floor_mb_per_s", floor_mb_per_s)
    if best < floor_mb_per_s:
        return Verdict(
            "write_bw",
            FAIL,
            subject,
            f"{subject}: ib_write_bw average {best:.0f} MB/s is below the floor of {floor_mb_per_s:.0f} MB/s"
            + (f" (target {target_mb_per_s:.0f})." if target_mb_per_s else "."),
            "Run `crusoe-ib-verify node` on both nodes to find a degraded port or rising counters; if both are clean, " + BUNDLE,
            details,
        )
    return Verdict(
        "write_bw", PASS, subject, f"{subject}: ib_write_bw average {best:.0f} MB/s (floor {floor_mb_per_s:.0f}).", "", details
    )


def write_bw_tool_missing() -> Verdict:
    """``pair`` (server or client) on a node without perftest: one verdict, not a parse failure per rail."""
    return Verdict("write_bw", FAIL, "node", "ib_write_bw not found on this node (nor on --tool-path).",
                   "Install perftest (apt install perftest), or pass --tool-path with its directory.")
