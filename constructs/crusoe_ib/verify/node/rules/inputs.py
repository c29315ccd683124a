"""What the check was given: ``input`` (read whole), ``parse`` (the tool output it should be),
``thresholds`` (a known instance type and valid overrides)."""

from __future__ import annotations

from ..verdicts import FAIL, NOT_APPLICABLE, WARN, Verdict


def parse_failure(what: str, why: str, subject: str = "input") -> Verdict:
    """Unparseable input is a finding, not a traceback."""
    return Verdict(
        "parse",
        FAIL,
        subject,
        f"could not parse {what} because {why}",
        f"Check that the file holds {what} output, complete and as text.",
    )


def check_nccl_parsed(log: dict, tests: dict) -> Verdict | None:
    """Input that is neither an NCCL log nor nccl-tests output; not applicable when either parsed."""
    if not (log["error"] and tests["error"]):
        return NOT_APPLICABLE
    why = log["error"] if log["error"] == tests["error"] else f"{log['error']}; {tests['error']}"
    return parse_failure("the input as an NCCL log or nccl-tests output", why, "nccl")


def check_tests_parsed(tests: dict) -> Verdict | None:
    """A run (``nccl``) must leave nccl-tests output; not applicable when it did."""
    return parse_failure("nccl-tests output", tests["error"], "nccl-tests") if tests["error"] else NOT_APPLICABLE


def check_input(path: str, notes: list) -> Verdict | None:
    """A WARN when the input could only be read in part (too large, a stream that did not end)."""
    if not notes:
        return NOT_APPLICABLE
    return Verdict("input", WARN, path, f"Only part of {path} was read: {'; '.join(notes)}.",
                   "Pass the file itself (not a stream), or cut it to the run that matters.", {"notes": notes})


def check_thresholds(error: str | None) -> Verdict | None:
    """An unknown instance type or a bad override (the ThresholdError's message) is reported, not raised."""
    if not error:
        return NOT_APPLICABLE
    return Verdict("thresholds", FAIL, "thresholds", error, "Pass a known --instance-type and valid overrides.")
