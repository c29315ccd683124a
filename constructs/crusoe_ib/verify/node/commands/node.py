"""``node``: this node's InfiniBand ports (sysfs, ibstat as the fallback) and GPUs, within ``--deadline``."""

from __future__ import annotations

import math
import os
import signal
import threading
import time

from ..collect import OK, gpu_outputs, progress, run
from ..command_io import UsageError, check_output, common_options, emit, identity, overrides_of, resolve_thresholds, result
from ..metrics import DEFAULT_METRICS_FILE
from ..parsers import ibstat, nvbandwidth, sysfs
from ..suites import node_verdicts

class _Deadline(BaseException):
    """The node check's own time budget ran out (SIGALRM)."""


class _alarm:
    """Raise _Deadline in the main thread after ``seconds`` (a no-op where SIGALRM is missing or
    off the main thread), so even a call that blocks in the kernel is interrupted."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.armed = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()

    def __enter__(self):
        if self.armed:
            def fire(signum, frame):
                raise _Deadline()

            self.previous = signal.signal(signal.SIGALRM, fire)
            signal.setitimer(signal.ITIMER_REAL, max(0.01, self.seconds))
        return self

    def __exit__(self, *exc):
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
        return False


def node(args) -> dict:
    """``node``: this node's ports (sysfs, ibstat as the fallback) within ``--deadline``."""
    check_output(args)
    ident = identity(args, True)
    if not (args.deadline > 0 and math.isfinite(args.deadline)):
        raise UsageError("--deadline must be a positive number of seconds")
    thr, thresholds_error = resolve_thresholds(args.instance_type, None, overrides_of(args))
    progress(f"node: reading {args.sysfs_root}")
    start = time.monotonic()
    tree = {"ports": [], "error": "not read: the node check ran out of time"}
    parsed_ibstat, status, finished = None, "not run", False
    gpu = None if args.no_gpu else {}  # {}: the deadline came first; the GPU rules say what was not run
    try:
        with _alarm(args.deadline):
            # Files get most of the budget; ibstat (only a fallback) gets what is left, within --timeout.
            tree = sysfs.read_tree(args.sysfs_root, deadline=start + 0.8 * args.deadline)
            left = args.deadline - (time.monotonic() - start)
            res = run(["ibstat"], max(0.1, min(args.timeout, left - 0.2)), args.tool_path)
            parsed_ibstat, status = (ibstat.parse(res.stdout) if res.status == OK else None), res.status
            if not args.no_gpu:
                gpu = gpu_outputs(args.tool_path, args.timeout, args.host_root, dict(os.environ), args.instance_type,
                                  args.nvbandwidth, start + args.deadline - 0.2)
            finished = True
    except _Deadline:
        pass
    netdevs = sysfs.netdevs(args.sysfs_root) if finished else None  # IPoIB or not: which VFs a selector can match
    verdicts = node_verdicts(tree, thr, parsed_ibstat, dict(os.environ), gpu, thresholds_error,
                             (finished, args.deadline, args.sysfs_root), netdevs=netdevs)
    facts = {"sysfs": tree, "ibstat": parsed_ibstat, "ibstat_status": status,
             "elapsed_s": round(time.monotonic() - start, 3)}
    if gpu is not None:
        facts["gpu"] = {"tools": {k: v[0] for k, v in gpu.items() if isinstance(v, tuple)}, "pci": gpu.get("pci"),
                        "gdr": gpu.get("gdr")}
        ran = gpu.get("nvbandwidth")
        if isinstance(ran, tuple) and ran[0] == OK:
            # The GPU x GPU matrix the nvbandwidth rule judged, for the report's 8x8 picture (schema 1.3, additive).
            facts["gpu"]["nvbandwidth"] = nvbandwidth.parse(ran[1])
    return result("node", verdicts, args.instance_type, thr, facts, ident)



def cmd_node(args) -> int:
    return emit(args, node(args))


def add_parser(sub) -> None:
    sp = sub.add_parser("node", help="check this node's InfiniBand ports and GPUs")
    common_options(sp)
    sp.add_argument("--deadline", type=float, default=120.0,
                    help="seconds the whole check may take before it reports FAIL (default 120)")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.add_argument("--metrics-file", metavar="PATH",
                    help="also write the verdicts and port, counter and GPU facts as Prometheus metrics to PATH "
                         "(atomically), for node_exporter's textfile collector; the boot step and the periodic checks "
                         f"pass {DEFAULT_METRICS_FILE} (Debian's and Ubuntu's node_exporter directory)")
    sp.add_argument("--no-gpu", action="store_true", help="skip the GPU rules (InfiniBand only)")
    sp.add_argument("--nvbandwidth", action="store_true",
                    help="also run nvbandwidth and judge NVLink per GPU pair (minutes; run on an idle node)")
    sp.add_argument("--host-root", default="/",
                    help="where /sys/bus/pci, /sys/module and /proc/driver/nvidia are found (default /)")
    sp.set_defaults(func=cmd_node)


#: ``--help``'s examples (:mod:`..helptext`).
EXAMPLES = (
    ("crusoe-ib-verify node --instance-type h100-80gb-sxm-ib.8x", "this node's rails and GPUs against the type's thresholds"),
    ("crusoe-ib-verify node --no-gpu --json --output node-check.json", "InfiniBand only, as JSON, also kept in a file"),
)
