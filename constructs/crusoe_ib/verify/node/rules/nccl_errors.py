"""``nccl_errors``: every error line of an NCCL log or nccl-tests output changes the verdict."""

from __future__ import annotations

from ..verdicts import BUNDLE_LC, FAIL, NOT_APPLICABLE, PASS, WARN, Verdict

_ERROR_FIX = {
    "ib_completion": "An InfiniBand transfer failed on this host (the status names why; retry exceeded means the peer stopped "
                     "answering on the fabric): run `crusoe-ib-verify node` here and on the peer, then `crusoe-ib-verify pair` "
                     "between them; if a port is degraded or its counters rise, " + BUNDLE_LC,
    "ib_async_event": "The HCA reported a port or device error: run `crusoe-ib-verify node` on this host, then " + BUNDLE_LC,
    "ibverbs_call": "A verbs call failed (often memory registration or QP setup): check `ulimit -l` (unlimited), nvidia_peermem "
                    "and that the partition is the same on every node, then run `crusoe-ib-verify node`.",
    "test_failure": "nccl-tests stopped on an error: read the NCCL WARN lines just before it (NCCL_DEBUG=INFO) on the host named.",
    "communicator_aborted": "A communicator was aborted, usually after an error on some rank: find the first error in the log "
                            "(the earliest host and line), fix that one.",
    "timeout": "A collective did not finish in time: a rank stalled or its network path failed; look for the first error "
               "on any host, then run `crusoe-ib-verify node` on every node.",
    "nccl_error": "NCCL returned an error: the NCCL WARN lines before it on the same host say which call and why.",
    "cuda_error": "A CUDA call failed on this host: check `nvidia-smi` and the driver log (dmesg) on it.",
    "connection": "A socket connection between ranks broke: a process died or the bootstrap network failed; find the first error.",
    "crash": "A process crashed on this host: the NCCL WARN lines just before it say what failed first (a crash after a "
             "failed proxy Connect follows a network setup error); fix that one, then rerun.",
    "nccl_warn": "Read the warning; it did not stop the job by itself.",
}


def _error_what(e: dict) -> str:
    if e["kind"] == "ib_completion":
        code = e.get("status")
        status = f" (status {code}: {e['status_name']})" if e.get("status_name") else (
            f" (status {code})" if code is not None else "")
        return f"an InfiniBand completion error{status}"
    return {"ib_async_event": "an HCA async error event", "ibverbs_call": "a failed verbs call",
            "test_failure": "an nccl-tests failure", "communicator_aborted": "an aborted communicator",
            "timeout": "a collective timeout", "nccl_error": "an NCCL error", "cuda_error": "a CUDA error",
            "connection": "a broken connection", "crash": "a crashed process",
            "nccl_warn": "an NCCL warning"}.get(e["kind"], "an error")


def check_nccl_errors(log: dict, max_hosts: int = 8) -> list:
    """Every error line in the log changes the verdict: FAIL for errors that end or corrupt a job
    (IB completion errors, failed tests, aborted communicators, timeouts), WARN for other NCCL
    warnings. One verdict per host, quoting its first such line; PASS when there are none."""
    errors = log.get("errors") or []
    if not errors:
        if log.get("error"):
            return []
        return [Verdict("nccl_errors", PASS, "nccl", "No NCCL errors or warnings in the log.")]
    by_host: dict = {}
    for e in errors:
        key = e.get("host") or (f"rank {e['rank']}" if e.get("rank") is not None else "unknown host")
        by_host.setdefault(key, []).append(e)
    out = []
    for host, items in list(by_host.items())[:max_hosts]:
        fails = [e for e in items if e["severity"] == FAIL]
        first = (fails or items)[0]
        status = FAIL if fails else WARN
        kinds = sorted({e["kind"] for e in items})
        more = len(items) - 1
        also = f" (and {more} more line{'s' if more > 1 else ''}: {', '.join(kinds)})" if more else ""
        reason = f"{host}: {_error_what(first)}: \"{first['line'][:400]}\"{also}"
        out.append(Verdict("nccl_errors", status, host, reason, _ERROR_FIX.get(first["kind"], _ERROR_FIX["nccl_error"]),
                           {"host": host, "count": len(items), "kinds": kinds, "first": first,
                            "statuses": sorted({e["status_name"] for e in items if e.get("status_name")})}))
    rest = list(by_host.items())[max_hosts:]
    if rest:
        n = sum(len(items) for _, items in rest)
        status = FAIL if any(e["severity"] == FAIL for _, items in rest for e in items) else WARN
        hosts = ", ".join(h for h, _ in rest[:20]) + (" ..." if len(rest) > 20 else "")
        out.append(Verdict("nccl_errors", status, "nccl", f"{len(rest)} more host(s) reported {n} error line(s): "
                           f"{hosts}.",
            "See facts.nccl_log.errors for every line.", {"hosts": [h for h, _ in rest]}))
    total = log.get("error_count") or len(errors)
    if total > len(errors):
        out[-1] = Verdict(out[-1].rule, out[-1].status, out[-1].subject,
                          out[-1].reason + f" ({total} error lines in all; the first {len(errors)} are kept)",
                          out[-1].remediation, out[-1].details)
    return out


def check_nccl_tests_errors(tests: dict) -> Verdict | None:
    """nccl-tests' own closing error (``# error: ...``, JSON ``errors``): NCCL's last warning."""
    errors = tests.get("errors") or []
    if not errors:
        return NOT_APPLICABLE
    also = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return Verdict("nccl_errors", WARN, "nccl-tests",
                   f"nccl-tests ended with NCCL's last error: \"{errors[0][:400]}\"{also}.",
        _ERROR_FIX["nccl_error"], {"errors": errors})
