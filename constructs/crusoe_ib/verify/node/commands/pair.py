"""``pair``: ib_write_bw per rail between two nodes, as the server, the client, or on a recorded output."""

from __future__ import annotations

import socket

from ..collect import OK, TIMEOUT, find_tool, progress, run, run_many
from ..command_io import (UsageError, check_output, common_options, emit, identity, overrides_of, read_input, resolve_thresholds,
                      result)
from ..parsers import ib_write_bw, sysfs
from ..ports import ib_devices
from ..suites import pair_verdicts

IB_WRITE_BW_PORT_BASE = 18515

def _rail_devices(args, thr) -> list:
    if args.device:
        return list(args.device)
    if thr and thr.hca_names:
        return list(thr.hca_names)
    # The rails are the node's InfiniBand ports, whatever the type's published layouts say.
    tree = sysfs.read_tree(args.sysfs_root)
    devs = ib_devices(tree["ports"])
    if not devs:
        raise UsageError(f"no InfiniBand devices found under {args.sysfs_root}; pass --device")
    return devs


def ib_write_bw_command(device: str, port: int, host: str | None = None, gpu: int | None = None,
                        dmabuf: bool = False) -> list:
    """One rail's ib_write_bw: 64 KiB messages (perftest default), CPU-frequency warnings not fatal. ``gpu``: the
    buffers in that GPU's memory (perftest ``--use_cuda=<gpu index>``, README "GPUDirect usage"; with ``dmabuf``,
    registered through DMA-BUF, ``--use_cuda_dmabuf``: src/perftest_parameters.c), so the run proves GPUDirect RDMA
    on that rail instead of host memory's path."""
    argv = ["ib_write_bw", "-d", device, "-i", "1", "-p", str(port), "-F"]
    if gpu is not None:
        argv += [f"--use_cuda={gpu}"] + (["--use_cuda_dmabuf"] if dmabuf else [])
    return argv + ([host] if host else [])


def _gpu(args, index: int) -> int | None:
    """Rail ``index`` (in device order) uses GPU ``index``: one GPU per rail, as the type's rails pair with its GPUs."""
    return index if getattr(args, "use_cuda", False) else None


def _via(args, index: int) -> str:
    return f" (GPU {index}{', DMA-BUF' if args.use_cuda_dmabuf else ''})" if getattr(args, "use_cuda", False) else ""


def pair(args) -> dict:
    """``pair``: ib_write_bw per rail, as the server, the client, or on a recorded output."""
    check_output(args)
    ident = identity(args)
    thr, thresholds_error = resolve_thresholds(args.instance_type, None, overrides_of(args))
    facts = {}
    if args.parse:
        text, notes = read_input(args.parse, min(args.timeout, 30.0))
        report = ib_write_bw.parse(text)
        subject = args.label or f"rail {report.get('device') or '?'}"
        verdicts = pair_verdicts({subject: report}, thr, thresholds_error, args.parse, notes)
        facts["reports"] = {subject: report}
        return result("pair", verdicts, args.instance_type, thr, facts, ident)
    if args.use_cuda_dmabuf and not args.use_cuda:
        raise UsageError("--use-cuda-dmabuf needs --use-cuda")
    devices = _rail_devices(args, thr)
    me = socket.gethostname()
    reports = {}
    if find_tool("ib_write_bw", args.tool_path) is None:  # one verdict, not a parse failure per rail
        verdicts = pair_verdicts({}, thr, thresholds_error, tool_missing=True)
        return result("pair", verdicts, args.instance_type, thr, facts, ident)
    if args.server:
        # One listener per rail on its own TCP port; each serves one client run, then exits.
        for i, dev in enumerate(devices):
            progress(f"pair: server {dev} listening on port {args.port_base + i}")
        results = run_many([ib_write_bw_command(dev, args.port_base + i, gpu=_gpu(args, i), dmabuf=args.use_cuda_dmabuf)
                            for i, dev in enumerate(devices)], args.timeout, args.tool_path)
        for i, (dev, res) in enumerate(zip(devices, results)):
            if res.status == TIMEOUT:
                progress(f"pair: server {dev} timed out after {args.timeout:g}s")
            reports[f"rail {dev}{_via(args, i)}: {me} (server)"] = ib_write_bw.parse(res.stdout)
    else:
        for i, dev in enumerate(devices):
            progress(f"pair: rail {dev} -> {args.client} port {args.port_base + i}")
            res = run(ib_write_bw_command(dev, args.port_base + i, args.client, gpu=_gpu(args, i), dmabuf=args.use_cuda_dmabuf),
                      args.timeout, args.tool_path)
            report = ib_write_bw.parse(res.stdout)
            if report["error"] and res.status != OK:
                report["error"] = f"{report['error']} ({res.status}: {res.stderr.strip()[-300:]})"
            reports[f"rail {dev}{_via(args, i)}: {me} -> {args.client}"] = report
    verdicts = pair_verdicts(reports, thr, thresholds_error)
    facts["reports"] = reports
    return result("pair", verdicts, args.instance_type, thr, facts, ident)



def cmd_pair(args) -> int:
    return emit(args, pair(args))


def add_parser(sub) -> None:
    sp = sub.add_parser("pair", help="ib_write_bw per rail between two nodes")
    common_options(sp)
    mode = sp.add_mutually_exclusive_group(required=True)
    mode.add_argument("--server", action="store_true", help="listen on every rail (run this first)")
    mode.add_argument("--client", metavar="HOST", help="connect to the server on HOST, rail by rail")
    mode.add_argument("--parse", metavar="FILE", help="judge a recorded ib_write_bw output")
    sp.add_argument("--device", action="append", help="rail device (repeat; default: the type's HCAs or every IB device)")
    sp.add_argument("--port-base", type=int, default=IB_WRITE_BW_PORT_BASE, help="TCP port of the first rail (default 18515)")
    sp.add_argument("--label", help="name of the pair or rail in the verdict (with --parse)")
    sp.add_argument("--use-cuda", action="store_true",
                    help="GPUDirect RDMA, rail by rail: each rail's buffers in its GPU's memory (rail i, in device order, "
                         "uses GPU i; perftest --use_cuda, which needs a CUDA build of perftest); on both sides")
    sp.add_argument("--use-cuda-dmabuf", action="store_true",
                    help="with --use-cuda: register GPU memory through DMA-BUF (perftest --use_cuda_dmabuf)")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.set_defaults(func=cmd_pair, timeout=120.0)


#: ``--help``'s examples (:mod:`..helptext`).
EXAMPLES = (
    ("crusoe-ib-verify pair --server", "on node A: listen on every rail (start it first)"),
    ("crusoe-ib-verify pair --client 10.0.0.5 --instance-type h100-80gb-sxm-ib.8x", "on node B: ib_write_bw to node A, rail by rail"),
    ("crusoe-ib-verify pair --parse ib_write_bw.out --instance-type h100-80gb-sxm-ib.8x", "judge a recorded ib_write_bw output"),
)
