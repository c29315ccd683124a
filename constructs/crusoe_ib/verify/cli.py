"""``crusoe-ib-verify``: prove a node, a rail pair or a whole pool healthy.

Subcommands::

    node      this node: sysfs ports (state, phys_state, rate, counters), ibstat, and the GPUs (count, XID,
              ECC, NVLink, PCIe links, GPUDirect RDMA, NCCL topology, dcgmi diag -r 1, --nvbandwidth)
    pair      ib_write_bw per rail between two nodes (--server / --client HOST / --parse FILE)
    nccl      multi-node nccl-tests (all_reduce_perf, or --collective alltoall ...) through mpirun from one
              node, reading nccl-tests' JSON results (-J) when it writes them (--dry-run, --parse LOG)
    diagnose  any NCCL log or nccl-tests output -> transport and bandwidth verdicts
    bundle    what Crusoe's InfiniBand diagnostics guide for SR-IOV VMs collects, as one .tar.gz
    mesh      SSH from the first node to every node for mpirun: a key made there, host keys pinned
              (operator side, before nccl)
    logs      fetch files (job logs, env files) from every node of a hostfile over SSH into one dir

Every subcommand prints a human summary (or ``--json``, schema in docs/verify-json.md) and exits 1
when any verdict FAILs (also on WARN with ``--strict``), 2 on usage and I/O errors (an unreadable
input, an unwritable ``--output``), 0 otherwise. Progress goes to stderr. This module is argparse and
output only; :mod:`.run` runs the commands, :mod:`.suites` and :mod:`.rules` judge.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys

from . import NCCL_ENV_PATH, VERIFY_PYZ, __version__, run
from .run import COLLECTIVES, DEFAULT_SYSFS, IB_WRITE_BW_PORT_BASE, UsageError
from .terminal import print_json, say
from .verdicts import FAIL, UNAVAILABLE, WARN


# --- output --------------------------------------------------------------------------------------


def _emit(args, result: dict) -> int:
    if args.json:
        print_json(result)
    else:
        say("crusoe-ib-verify %s on %s%s%s", result["command"], result["host"],
            " (%s)" % result["instance_type"] if result["instance_type"] else "",
            ", %s" % result["terraform_address"] if result["terraform_address"] != run.UNKNOWN else "")
        for v in result["verdicts"]:
            first, *rest = str(v["reason"]).split("\n")
            say("%-11s %-16s %s", v["status"], v["rule"], first)
            for line in rest:
                say(" " * 29 + "%s", line)
            if v["remediation"] and v["status"] != "PASS":
                say(" " * 29 + "fix: %s", v["remediation"])
        s = result["summary"]
        say("RESULT: %s  (%d pass, %d fail, %d warn, %d unavailable)",
            "OK" if result["ok"] else "FAIL", s["PASS"], s[FAIL], s[WARN], s[UNAVAILABLE])
    sys.stdout.flush()
    if getattr(args, "output", None):
        try:
            run.write_json(args.output, result)
        except OSError as exc:
            say("crusoe-ib-verify: error: cannot write --output %s: %s", args.output, exc.strerror or exc, file=sys.stderr)
            return 2
    failed = not result["ok"] or (getattr(args, "strict", False) and result["summary"][WARN] > 0)
    return 1 if failed else 0


# --- commands: run (run.py), then print ------------------------------------------------------


def cmd_node(args) -> int:
    return _emit(args, run.node(args))


def cmd_pair(args) -> int:
    return _emit(args, run.pair(args))


def cmd_nccl(args) -> int:
    if args.dry_run and not args.parse:
        say("%s", shlex.join(run.nccl_dry_run(args)))
        return 0
    return _emit(args, run.nccl(args))


def cmd_diagnose(args) -> int:
    return _emit(args, run.diagnose(args))


def cmd_bundle(args) -> int:
    if args.slurm_job is not None:
        manifest = run.slurm_job_bundle(args)
        if args.json:
            print_json(manifest)
        else:
            for i in manifest["files"]:
                detail = "%d bytes -> %s" % (i["bytes"], i["local"]) if i["status"] == "ok" else i["error"]
                say("%-13s %s: %s", i["status"].upper(), i["host"], detail)
            say("RESULT: %s  (job %s: %d of %d nodes bundled; manifest %s)",
                "OK" if manifest["complete"] else "INCOMPLETE", manifest["slurm_job"],
                manifest["nodes"] - len(manifest["incomplete_nodes"]), manifest["nodes"],
                os.path.join(args.dest or "crusoe-ib-bundle-job%s" % manifest["slurm_job"], "manifest.json"))
        return 0 if manifest["complete"] else 1
    output, manifest = run.bundle(args)
    missing = sorted({i["argv"][0] for i in manifest["items"] if i.get("status") == "missing" and i.get("argv")})
    if args.json:
        print_json({"bundle": os.path.abspath(output), "manifest": manifest})
    else:
        say("wrote %s (%d items%s)", output, len(manifest["items"]), "; missing tools: " + ", ".join(missing) if missing else "")
    return 0


def cmd_logs(args) -> int:
    manifest = run.logs(args)
    items, failed_nodes, nodes = manifest["files"], manifest["incomplete_nodes"], manifest["nodes"]
    if args.json:
        print_json(manifest)
    else:
        for i in items:
            detail = "%d bytes -> %s" % (i["bytes"], i["local"]) if i["status"] == "ok" else i["error"]
            say("%-11s %-16s %s: %s", i["status"].upper(), i["label"], i["remote"], detail)
        ok = sum(1 for i in items if i["status"] == "ok")
        say("RESULT: %s  (%d of %d files; %d of %d nodes complete; manifest %s)",
            "OK" if not failed_nodes else "INCOMPLETE", ok, len(items), nodes - len(failed_nodes), nodes,
            os.path.join(args.dest, "manifest.json"))
    return 0 if not failed_nodes else 1


# --- entry point -----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="crusoe-ib-verify", description=__doc__.split("\n")[0])
    p.add_argument("--version", action="version", version="%(prog)s " + __version__)
    sub = p.add_subparsers(dest="command")
    sub.required = True

    def common(sp, sysfs_root=True):
        sp.add_argument("--json", action="store_true", help="print the result as JSON")
        sp.add_argument("--strict", action="store_true", help="exit 1 on WARN too")
        sp.add_argument("--instance-type", help="e.g. h100-80gb-sxm-ib.8x (selects the thresholds)")
        sp.add_argument("--thresholds-json", metavar="JSON",
                        help='threshold overrides as a JSON object, e.g. \'{"busbw_floor_gb_per_s": 300}\'')
        sp.add_argument("--tool-path", help="PATH-style directories to find tools in (default: $PATH)")
        sp.add_argument("--timeout", type=float, default=30.0, help="seconds per tool run (default 30)")
        if sysfs_root:
            sp.add_argument("--sysfs-root", default=DEFAULT_SYSFS, help="default %s" % DEFAULT_SYSFS)
        sp.add_argument("--node-key", help="the node's pool key, e.g. node-007")
        sp.add_argument("--pool-address", help="its pool's resource, e.g. crusoe_compute_instance.pool_nodes")

    def context_opts(sp):
        sp.add_argument("--context", help="JSON object: instance_type, host_channel_adapters, partition_ids, env, ib_devices, node_count")
        sp.add_argument("--nodes", type=int, help="node count (selects the busbw band)")
        sp.add_argument("--partition-id", action="append", help="IB partition of a node (repeat per node)")
        sp.add_argument("--host-channel-adapters", type=int, help="number of host_channel_adapters blocks per instance")
        sp.add_argument("--ib-device", action="append", help="an InfiniBand device on the node (repeat)")
        sp.add_argument("--env", action="append", metavar="KEY=VALUE", help="job environment variable (repeat)")
        sp.add_argument("--collective", choices=COLLECTIVES,
                        help="which nccl-tests collective (default: what the output names; for a run, all_reduce)")

    sp = sub.add_parser("node", help="check this node's InfiniBand ports and GPUs")
    common(sp)
    sp.add_argument("--deadline", type=float, default=120.0,
                    help="seconds the whole check may take before it reports FAIL (default 120)")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.add_argument("--no-gpu", action="store_true", help="skip the GPU rules (InfiniBand only)")
    sp.add_argument("--nvbandwidth", action="store_true",
                    help="also run nvbandwidth and judge NVLink per GPU pair (minutes; run on an idle node)")
    sp.add_argument("--host-root", default="/",
                    help="where /sys/bus/pci, /sys/module and /proc/driver/nvidia are found (default /)")
    sp.set_defaults(func=cmd_node)

    sp = sub.add_parser("pair", help="ib_write_bw per rail between two nodes")
    common(sp)
    mode = sp.add_mutually_exclusive_group(required=True)
    mode.add_argument("--server", action="store_true", help="listen on every rail (run this first)")
    mode.add_argument("--client", metavar="HOST", help="connect to the server on HOST, rail by rail")
    mode.add_argument("--parse", metavar="FILE", help="judge a recorded ib_write_bw output")
    sp.add_argument("--device", action="append", help="rail device (repeat; default: the type's HCAs or every IB device)")
    sp.add_argument("--port-base", type=int, default=IB_WRITE_BW_PORT_BASE, help="TCP port of the first rail (default 18515)")
    sp.add_argument("--label", help="name of the pair or rail in the verdict (with --parse)")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.set_defaults(func=cmd_pair, timeout=120.0)

    sp = sub.add_parser("nccl", help="multi-node nccl-tests (all_reduce_perf, alltoall_perf, ...) via mpirun")
    common(sp, sysfs_root=False)
    context_opts(sp)
    sp.add_argument("--hostfile", help="Open MPI hostfile, one node per line")
    sp.add_argument("--parse", metavar="LOG", help="judge a recorded run instead of starting one")
    sp.add_argument("--dry-run", action="store_true", help="print the mpirun command line and exit")
    sp.add_argument("--gpus-per-node", type=int, help="default: from the instance type, else 8")
    sp.add_argument("--binary", help="nccl-tests binary (default <collective>_perf, e.g. all_reduce_perf)")
    sp.add_argument("--json-results", metavar="FILE",
                    help="where nccl-tests writes its JSON results (-J; default: a new temporary directory)")
    sp.add_argument("--no-json-results", action="store_true", help="do not pass -J (nccl-tests older than 2.17.4)")
    sp.add_argument("--mpirun", help="mpirun to use (default: HPC-X's <hpcx-dir>/ompi/bin/mpirun after hpcx_load, "
                                     "else mpirun on the PATH)")
    sp.add_argument("--hpcx-dir", default="/opt/hpcx", help="HPC-X's directory (default /opt/hpcx, as on Crusoe's images)")
    sp.add_argument("--nccl-tests-dir", default="/opt/nccl-tests/build",
                    help="where the nccl-tests binaries are (default /opt/nccl-tests/build), else the PATH")
    sp.add_argument("--mpirun-arg", action="append", help="extra mpirun argument (repeat)")
    sp.add_argument("--node-env", default=NCCL_ENV_PATH, metavar="FILE",
                    help="the node's discovered NCCL_IB_HCA / NCCL_TOPO_FILE, written at boot (default %s); "
                         "--env wins over it" % NCCL_ENV_PATH)
    sp.add_argument("--min-bytes", default="1G")
    sp.add_argument("--max-bytes", default="8G")
    sp.add_argument("--log", help="tee the run's output to this file")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.set_defaults(func=cmd_nccl, timeout=1800.0)

    sp = sub.add_parser("diagnose", help="verdicts for an NCCL log or nccl-tests output")
    common(sp, sysfs_root=False)
    context_opts(sp)
    sp.add_argument("log", help="the log file ('-' for stdin)")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.set_defaults(func=cmd_diagnose)

    sp = sub.add_parser("bundle", help="collect diagnostics into a .tar.gz (Crusoe's InfiniBand diagnostics guide for SR-IOV VMs)")
    common(sp)
    sp.add_argument("--output", help="the .tar.gz to write (default crusoe-ib-bundle-<host>-<time>.tar.gz)")
    sp.add_argument("--net-root", default="/sys/class/net", help="where to list interfaces for ethtool")
    sp.add_argument("--interface", action="append", help="interface for ethtool (repeat; default: all but lo)")
    sp.add_argument("--include", action="append", help="extra file to add, e.g. a job log (repeat)")
    sp.add_argument("--job-output", metavar="PATH", help="a Slurm job's output, added only if it is a regular file "
                    "owned by --job-uid (read as that user, never through a symlink)")
    sp.add_argument("--job-uid", type=int, help="the job's user id (with --job-output)")
    sp.add_argument("--job-gid", type=int, help="the job's group id (with --job-output)")
    slurm = sp.add_argument_group("every node of a Slurm job (where scontrol works, or from your machine with --via)")
    slurm.add_argument("--slurm-job", metavar="ID", help="bundle each node the job ran on over SSH (its output file "
                       "on the batch host) and fetch them into --dest")
    slurm.add_argument("--dest", help="where the bundles land (default crusoe-ib-bundle-job<ID>)")
    slurm.add_argument("--node-checker", default=VERIFY_PYZ, help="the checker on the nodes (default %(default)s)")
    slurm.add_argument("--user", help="SSH login user (default: ssh's own)")
    slurm.add_argument("--jump", metavar="HOST", help="reach the nodes through this jump host (ssh -J)")
    slurm.add_argument("--via", metavar="HOST", help="run scontrol on this host ([user@]login node) over ssh and reach "
                       "the nodes through it (ProxyJump): from your own machine, no agent forwarding")
    slurm.add_argument("--ssh", default="ssh", help="ssh executable (default: ssh on the tool path)")
    slurm.add_argument("--parallel", type=int, default=8, help="nodes bundled at once (default 8)")
    sp.set_defaults(func=cmd_bundle)

    sp = sub.add_parser("logs", help="fetch files from every node of a hostfile over SSH into one directory")
    sp.add_argument("--hostfile", required=True, help="lines 'HOST [LABEL]'; files land as DEST/LABEL.<basename>")
    sp.add_argument("--remote", action="append", required=True, metavar="PATH", help="remote file to fetch (repeat)")
    sp.add_argument("--dest", required=True, help="local directory (created); a manifest.json records every file")
    sp.add_argument("--user", help="SSH login user (default: ssh's own)")
    sp.add_argument("--jump", metavar="HOST", help="reach the hosts through this jump host, [user@]host[:port] (ssh -J)")
    sp.add_argument("--sudo", action="store_true", help="read the remote files with sudo -n")
    sp.add_argument("--ssh", default="ssh", help="ssh executable (default: ssh on the tool path)")
    sp.add_argument("--tool-path", help="PATH-style directories to find ssh in (default: $PATH)")
    sp.add_argument("--parallel", type=int, default=8, help="nodes fetched at once (default 8)")
    sp.add_argument("--timeout", type=float, default=60.0, help="seconds per file (default 60)")
    sp.add_argument("--max-bytes", default="1G", help="largest file fetched, e.g. 200M (default 1G); larger ones are recorded as too_large")
    sp.add_argument("--json", action="store_true", help="print the manifest as JSON")
    sp.set_defaults(func=cmd_logs)
    try:  # fleet, bisect, remediate run where Terraform runs: the node's zipapp leaves them out
        from . import fleet_cli
    except ImportError:
        return p
    fleet_cli.add_parsers(sub)
    return p


def main(argv: list | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        run.check_arguments(args)
        return args.func(args)
    except UsageError as exc:
        say("crusoe-ib-verify: error: %s", exc, file=sys.stderr)
        return 2
    except OSError as exc:
        say("crusoe-ib-verify: error: %s%s", exc.strerror or exc, ": %s" % exc.filename if exc.filename else "",
            file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
