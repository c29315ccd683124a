"""The recommended action of a verdict (``none``, ``re-measure``, ``reboot``, ``replace``, ``owner``,
``support``). What each means, when, and the NVIDIA Xid buckets they follow: the one table,
``verify/operator/actions_table.py`` (docs/operations.md, "Recommended actions"). Stdlib only."""

from __future__ import annotations

NONE, REMEASURE, REBOOT, REPLACE, OWNER, SUPPORT = "none", "re-measure", "reboot", "replace", "owner", "support"

#: Every action, strongest last: a node that needs a replace and a reboot gets the replace.
STRENGTH = (NONE, REMEASURE, OWNER, REBOOT, REPLACE, SUPPORT)
ACTIONS = STRENGTH
#: The GPU rules' ``details.action`` names (verify/node/rules/xid.py) -> the actions here.
INTERNAL = {"user": OWNER, "reset": REBOOT, "replace": REPLACE}
#: A verdict's status -> its action when the rule names none (an InfiniBand FAIL is a replace).
BY_STATUS = {"PASS": NONE, "WARN": REMEASURE, "UNAVAILABLE": REMEASURE, "FAIL": REPLACE}
#: A FAIL between nodes names no node yet (re-measure, localize); the input's or NCCL setup's: its owner's.
FAIL_OF_RULE = {**dict.fromkeys(("write_bw", "nccl_run", "nccl_errors", "nccl_wrong", "nccl_complete", "nccl_busbw"),
                                REMEASURE),
                **dict.fromkeys(("thresholds", "input", "parse", "nccl_transport", "nccl_gdrdma", "nccl_hcas",
                                 "nccl_version"), OWNER)}


def action_of_verdict(verdict: dict) -> str:
    """The recommended action of one verdict (``rule, status, details``) as a node check writes it."""
    status = verdict.get("status")
    details = verdict.get("details") if isinstance(verdict.get("details"), dict) else {}
    named = details.get("action")
    if status in ("FAIL", "WARN") and named in INTERNAL:
        return INTERNAL[named]
    if status in ("FAIL", "WARN") and named in ACTIONS:
        return named
    if status == "FAIL" and verdict.get("rule") in FAIL_OF_RULE:
        return FAIL_OF_RULE[verdict["rule"]]
    return BY_STATUS.get(status, REMEASURE)


def strongest(actions) -> str:
    """The strongest of ``actions`` (``none`` when there are none)."""
    return max((a for a in actions if a in STRENGTH), key=STRENGTH.index, default=NONE)

