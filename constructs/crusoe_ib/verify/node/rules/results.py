"""nccl-tests' own verdicts on its run: ``nccl_wrong`` (no corrupted data) and ``nccl_complete`` (it finished)."""

from __future__ import annotations

from ..verdicts import BUNDLE, FAIL, NOT_APPLICABLE, PASS, UNAVAILABLE, WARN, Verdict
from .inputs import parse_failure


def check_nccl_wrong(tests: dict) -> Verdict:
    """``#wrong`` must be 0 in every row: non-zero means corrupted results, not slow ones."""
    if tests.get("error"):
        return parse_failure("nccl-tests output", tests["error"], "nccl-tests")
    bad = [
        f"{int(r['size_bytes'])} B {side}={int(r[side]['wrong'])}"
        for r in tests["rows"]
        for side in ("out_of_place", "in_place")
        if r[side]["wrong"]
    ]
    oob = tests.get("out_of_bounds_values")
    if bad or oob:
        parts = []
        if bad:
            parts.append("#wrong above zero: " + ", ".join(bad[:8]) + (" ..." if len(bad) > 8 else ""))
        if oob:
            parts.append(f"out of bounds values: {oob}")
        return Verdict(
            "nccl_wrong", FAIL, "nccl-tests", f"nccl-tests reported data errors ({'; '.join(parts)}).",
            "Data corruption: drain the nodes involved, run `crusoe-ib-verify node` on each, then " + BUNDLE,
            {"wrong": bad, "out_of_bounds_values": oob},
        )
    if all(r[s]["wrong"] is None for r in tests["rows"] for s in ("out_of_place", "in_place")):
        worst = max((v for r in tests["rows"] for v in (r.get("max_error") or {}).values() if v is not None), default=None)
        # An 'error' column of N/A only (nccl-tests before 2.13 with -c 0) is validation off, not a deviation.
        if tests.get("wrong_semantics") == "max_error" and worst is not None:
            return Verdict(
                "nccl_wrong", UNAVAILABLE, "nccl-tests",
                f"This nccl-tests version prints the largest deviation ('error' column, at most {worst:g}), not a count "
                "of wrong elements; it is not judged.",
                "Use nccl-tests 2.13 or later with -c 1 to count wrong elements.", {"max_error": worst},
            )
        return Verdict("nccl_wrong", UNAVAILABLE, "nccl-tests", "Validation was off (#wrong is N/A).", "Run all_reduce_perf with -c 1.")
    return Verdict("nccl_wrong", PASS, "nccl-tests", f"#wrong is 0 in all {len(tests['rows'])} rows.")


def check_nccl_complete(tests: dict) -> Verdict | None:
    """A run that stops before '# Avg bus bandwidth' did not finish (timeout, crash, hang)."""
    if tests.get("error") or not tests.get("truncated"):
        return NOT_APPLICABLE
    last = tests["rows"][-1]["size_bytes"] if tests["rows"] else 0
    return Verdict(
        "nccl_complete", WARN, "nccl-tests",
        f"The output stops after the {last} B row, before '# Avg bus bandwidth': the run did not finish or the log is cut.",
        "Check the job for a timeout or crash, and keep the whole log.",
    )
