"""``diagnose``: judge a saved or pasted output (a file, or ``-`` for stdin): an NCCL log or nccl-tests
output, ``nvidia-smi -q`` (text or XML) or its summary table, a kernel log (dmesg, dmesg -x, journalctl -k in
its output modes, syslog) for XIDs and PCIe warnings, ``dcgmi diag`` (table or -j), ``nvidia-smi nvlink -s/-e``
or nvbandwidth output."""

from __future__ import annotations

from ..command_io import check_output, common_options, context, context_options, emit, identity, read_input, result
from ..parsers import nccl_log, nccl_tests
from ..suites import gpu_diagnose_verdicts, gpu_input_kind, nccl_verdicts


def diagnose(args) -> dict:
    """``diagnose``: judge an NCCL log, nccl-tests output, ``nvidia-smi -q`` output or a kernel log."""
    check_output(args)
    ctx = context(args)
    text, notes = read_input(args.log, args.timeout)
    # An NCCL log or nccl-tests output first (as before); otherwise pasted GPU output.
    kind, parsed = (None, None)
    if nccl_log.parse(text)["error"] and nccl_tests.parse(text)["error"]:
        kind, parsed = gpu_input_kind(text)
    if kind:
        verdicts, facts, thr = gpu_diagnose_verdicts(kind, parsed, ctx, input_path=args.log, input_notes=notes)
    else:
        verdicts, facts, thr = nccl_verdicts(text, ctx, input_path=args.log, input_notes=notes)
    return result("diagnose", verdicts, ctx.get("instance_type"), thr, facts, identity(args))



def cmd_diagnose(args) -> int:
    return emit(args, diagnose(args))


def add_parser(sub) -> None:
    sp = sub.add_parser("diagnose", help="verdicts for an NCCL log, nccl-tests output, nvidia-smi, dcgmi diag or nvbandwidth "
                                          "output, or a kernel log")
    common_options(sp, sysfs_root=False)
    context_options(sp)
    sp.add_argument("log", help="the file: an NCCL log, nccl-tests output, nvidia-smi (-q, nvlink) output, dcgmi diag or "
                                            "nvbandwidth output, or a kernel log ('-' for stdin)")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.set_defaults(func=cmd_diagnose)


#: ``--help``'s examples (:mod:`..helptext`).
EXAMPLES = (
    ("crusoe-ib-verify diagnose job.log --instance-type h100-80gb-sxm-ib.8x --nodes 2",
     "a training job's NCCL log: transport (IB, not sockets) and bandwidth"),
    ("srun ... all_reduce_perf -b 1G -e 8G 2>&1 | crusoe-ib-verify diagnose - --nodes 2", "from stdin"),
)
