"""The recommended actions, one table: what each means, what happens, when the tools recommend it,
and the source (docs/operations.md, "Recommended actions", is this table; a test keeps them equal).
The names are :mod:`crusoe_ib.verify.node.actions`; this text stays on the operator's side.

NVIDIA's Xid catalogue ("Analyzing Xid Errors with the Xid Catalog", docs.nvidia.com/deploy/xid-errors)
gives each Xid a "Resolution Bucket (Immediate Action)": ``RESTART_APP`` is the application's
(``owner`` here), ``RESET_GPU`` / ``RESTART_VM`` / ``RESTART_BM`` a GPU reset or reboot (``reboot``),
``CONTACT_SUPPORT`` a hardware fault (in a cloud: ``replace`` the VM, a ticket when it comes back),
``IGNORE`` nothing (``none``). The GPU rules' ``details.action`` names (``user``, ``reset``,
``replace``) map to ``owner``, ``reboot``, ``replace``. A FAIL of a measurement between nodes
(``write_bw``, the NCCL results) names no node yet: ``re-measure`` and localize it (bisect, sweep)
before anything is replaced; a FAIL of the input or the NCCL setup is its owner's."""

from __future__ import annotations

from ..node.actions import NONE, OWNER, REBOOT, REMEASURE, REPLACE, SUPPORT

#: action -> (what it means, what happens, when the tools recommend it, source), in the docs' order.
TABLE = {
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


def markdown_table() -> str:
    """The docs table (docs/operations.md, "Recommended actions")."""
    rows = ["| action | means | what happens | when | source |", "|---|---|---|---|---|"]
    rows += [f"| `{name}` | {means} | {what} | {when} | {source} |" for name, (means, what, when, source) in TABLE.items()]
    return "\n".join(rows)
