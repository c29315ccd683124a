"""The recommended action: what a person (or ``remediate``) does about a verdict. One table.

Every verdict a person reads (the node check, the ``fleet`` table, ``sweep``, ``remediate``) carries
an ``action`` from :data:`ACTIONS`. ``docs/operations.md`` ("Recommended actions") is generated from
this table, and a test keeps the two equal. Stdlib only: the node's zipapp carries it.

NVIDIA's Xid catalogue ("Analyzing Xid Errors with the Xid Catalog", docs.nvidia.com/deploy/xid-errors)
gives each Xid a "Resolution Bucket (Immediate Action)": ``RESTART_APP`` is the application's
(``owner`` here), ``RESET_GPU`` / ``RESTART_VM`` / ``RESTART_BM`` a GPU reset or reboot (``reboot``),
``CONTACT_SUPPORT`` a hardware fault (in a cloud: ``replace`` the VM, and a ticket when it comes
back), ``IGNORE`` nothing (``none``). The GPU rules set ``details.action`` with the older internal
names (``user``, ``reset``, ``replace``): :func:`action_of_verdict` maps them.
"""

from __future__ import annotations

NONE, REMEASURE, REBOOT, REPLACE, OWNER, SUPPORT = "none", "re-measure", "reboot", "replace", "owner", "support"

#: action -> (what it means, what to do, when the tools recommend it, source). The order is the
#: docs table's; :data:`STRENGTH` orders them for "the strongest action a node needs".
ACTIONS = {
    NONE: ("nothing to do", "Nothing.", "PASS; an Xid in NVIDIA's IGNORE bucket", "-"),
    REMEASURE: ("measure again", "Run the check again (a second, larger run) before acting on it.",
                "WARN or UNAVAILABLE from a measurement (bandwidth between the floor and the target, a run that "
                "could not finish): one run is noise",
                "NVIDIA's performance recipes (a target and a floor); Azure HPC health checks rerun before failing"),
    REBOOT: ("GPU reset or node reboot", "`remediate` drains the node, collects the bundle, reboots it and checks it "
             "again; replace it if the check fails after the reboot.",
             "an Xid whose immediate action is RESET_GPU, RESTART_VM or RESTART_BM; pending row remaps; NVLink down",
             "NVIDIA Xid catalogue, Resolution Bucket (Immediate Action)"),
    REPLACE: ("replace the VM", "`remediate` drains the node, collects the bundle, replaces the VM "
              "(terraform apply -replace) and checks the new one.",
              "every InfiniBand FAIL; a node `bisect` or `sweep` names; a GPU fallen off the bus, a failed row remap, "
              "an Xid in NVIDIA's CONTACT_SUPPORT bucket",
              "NVIDIA Xid catalogue (CONTACT_SUPPORT); Crusoe's InfiniBand diagnostics guide"),
    OWNER: ("the image's or the job's owner fixes it", "No node action: the finding names what to fix (the image, "
            "the NCCL settings, the job).",
            "an application Xid (RESTART_APP: 13, 31, 43); no GPUDirect RDMA path; a wrong NCCL topology file",
            "NVIDIA Xid catalogue (RESTART_APP)"),
    SUPPORT: ("open a Crusoe support ticket", "No replace: attach the node's diagnostics bundle and its remediation "
              "history to a Crusoe support ticket.",
              "a repeat offender (a node key that fails again soon after its replacement: the switch port, the "
              "partition or the image, not the VM); more of the pool failing than the stack allows",
              "NVIDIA Xid catalogue (investigatory action CONTACT_SUPPORT); NVSentinel's circuit breaker"),
}
#: Strongest last: a node that needs a replace and a reboot gets the replace.
STRENGTH = (NONE, REMEASURE, OWNER, REBOOT, REPLACE, SUPPORT)
#: The GPU rules' ``details.action`` names (verify/node/rules/xid.py) -> the actions here.
INTERNAL = {"user": OWNER, "reset": REBOOT, "replace": REPLACE}
#: A verdict's status -> its action when the rule names none (an InfiniBand FAIL is a replace).
BY_STATUS = {"PASS": NONE, "WARN": REMEASURE, "UNAVAILABLE": REMEASURE, "FAIL": REPLACE}


def action_of_verdict(verdict: dict) -> str:
    """The recommended action of one verdict (``rule, status, details``) as a node check writes it."""
    status = verdict.get("status")
    details = verdict.get("details") if isinstance(verdict.get("details"), dict) else {}
    named = details.get("action")
    if status in ("FAIL", "WARN") and named in INTERNAL:
        return INTERNAL[named]
    if status in ("FAIL", "WARN") and named in ACTIONS:
        return named
    return BY_STATUS.get(status, REMEASURE)


def strongest(actions) -> str:
    """The strongest of ``actions`` (``none`` when there are none)."""
    return max((a for a in actions if a in STRENGTH), key=STRENGTH.index, default=NONE)


def markdown_table() -> str:
    """The docs table (docs/operations.md, "Recommended actions")."""
    rows = ["| action | means | what happens | when | source |", "|---|---|---|---|---|"]
    rows += [f"| `{name}` | {means} | {what} | {when} | {source} |" for name, (means, what, when, source) in ACTIONS.items()]
    return "\n".join(rows)
