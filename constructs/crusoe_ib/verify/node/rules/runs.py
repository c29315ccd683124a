"""Whether the check itself ran: ``node_check`` (within its deadline), ``nccl_run`` (mpirun exited 0)."""

from __future__ import annotations

from ..verdicts import FAIL, NOT_APPLICABLE, Verdict

_BUNDLE_FIX = "collect a diagnostics bundle (crusoe-ib-verify bundle) and open a Crusoe support ticket naming the node."


def check_node_deadline(finished: bool, deadline_s: float, sysfs_root: str) -> Verdict | None:
    """The node check must finish within ``--deadline`` (a blocked sysfs read or ibstat is a finding)."""
    if finished:
        return NOT_APPLICABLE
    return Verdict("node_check", FAIL, "node", f"The node check did not finish within its {deadline_s:g}s deadline.",
                   f"Something on this node blocks reads of {sysfs_root} or ibstat: " + _BUNDLE_FIX)


def check_nccl_run(status: str, returncode, stderr: str, mpirun: str, binary: str) -> Verdict | None:
    """mpirun (and nccl-tests under it) must exit 0; ``status`` is collect's (ok, nonzero, missing, timeout, error)."""
    if status == "ok":
        return NOT_APPLICABLE
    tail = stderr.strip()[-300:] or "see the log"
    return Verdict("nccl_run", FAIL, "nccl", f"{mpirun} ended with status {status} (exit code {returncode}): {tail}",
        f"Check that mpirun and {binary} exist on every host and that SSH between the hosts works.")


def nccl_tools_missing(missing: list) -> Verdict:
    """mpirun or the nccl-tests binary is found nowhere on the launcher: the run cannot start."""
    return Verdict("nccl_run", FAIL, "nccl", f"The run cannot start: missing {'; '.join(missing)}.",
                   "Use an image with HPC-X and nccl-tests (Crusoe's curated GPU images have /opt/hpcx and "
                   "/opt/nccl-tests/build), or install them as docs/verification.md, 'What a run needs on the image', says, or "
                   "pass --mpirun / --binary with their paths.")
