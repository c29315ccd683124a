"""``nccl``: multi-node nccl-tests (all_reduce_perf, or ``--collective alltoall`` ...) through mpirun from
this node, reading nccl-tests' JSON results (-J) when it writes them; ``--parse LOG`` judges a recorded
run, ``--dry-run`` prints the mpirun line."""

from __future__ import annotations

import difflib
import os
import re
import shlex
import shutil
import tempfile

from ... import NCCL_ENV_KEYS, NCCL_ENV_PATH
from ..collect import find_tool, progress, run_streaming
from ..metrics import DEFAULT_METRICS_DIR
from ..command_io import (UsageError, check_output, common_options, context, context_options, emit, env_pairs,
                      identity, read_input, read_text, resolve_thresholds, result)
from ..parsers import nccl_tests
from ..parsers._common import strip_prefix
from ..readers import MAX_LOG_BYTES, check_writable, read_bounded
from ..suites import nccl_verdicts
from ..terminal import say
from ..thresholds import instance_types
from ..verdicts import FAIL, PASS, UNAVAILABLE, WARN


def node_nccl_env(path) -> dict:
    """NCCL_IB_HCA / NCCL_TOPO_FILE from the node's env file (KEY=value lines); {} when it is absent or
    unreadable (NCCL then picks devices itself, and the run's transport check says what it used)."""
    if not path:
        return {}
    try:
        text = read_bounded(path, 64 * 1024, 5.0, regular_only=True).text()
    except (OSError, ValueError):
        return {}
    out = {}
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if sep and key in NCCL_ENV_KEYS and re.fullmatch(r"[A-Za-z0-9_.,:/=^+-]*", value):
            out[key] = value
    return out



def read_hostfile(path: str) -> list:
    """Hosts from an Open MPI hostfile (``host slots=8``), comments and blanks skipped."""
    hosts = []
    for line in read_text(path).splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            host = line.split()[0]
            if host not in hosts:
                hosts.append(host)
    if not hosts:
        raise UsageError(f"hostfile {path} lists no hosts")
    return hosts


#: Where Crusoe's images keep HPC-X and nccl-tests (crusoecloud/solutions-library
#: samples/others/create-vms-and-run-nccl-test/nccltest.sh: source /opt/hpcx/hpcx-init.sh; hpcx_load;
#: /opt/hpcx/ompi/bin/mpirun ... /opt/nccl-tests/build/all_reduce_perf).
HPCX_DIR = "/opt/hpcx"
NCCL_TESTS_DIR = "/opt/nccl-tests/build"
#: Runs mpirun after HPC-X's environment is loaded ($0: hpcx-init.sh; "$@": the mpirun argv).
HPCX_WRAPPER = 'source "$0" && hpcx_load && exec "$@"'


def locate_nccl_tools(mpirun: str | None, binary: str, hpcx_dir: str = HPCX_DIR, tests_dir: str = NCCL_TESTS_DIR,
                      tool_path: str | None = None) -> tuple:
    """``(wrapper argv, mpirun, binary, missing)``: HPC-X's mpirun (under ``hpcx-init.sh`` +
    ``hpcx_load`` when the image has them) else mpirun on the tool path; the benchmark from
    ``tests_dir`` else from the tool path. ``missing`` names each one found nowhere. An explicit
    ``mpirun`` (``--mpirun``) or a ``binary`` with a ``/`` is taken as given."""
    missing, wrapper = [], []
    if mpirun is None:
        hpcx_mpirun = os.path.join(hpcx_dir, "ompi", "bin", "mpirun")
        init = os.path.join(hpcx_dir, "hpcx-init.sh")
        if os.access(hpcx_mpirun, os.X_OK):
            mpirun = hpcx_mpirun
            if os.path.isfile(init):
                wrapper = ["bash", "-c", HPCX_WRAPPER, init]
        elif find_tool("mpirun", tool_path):
            mpirun = "mpirun"
        else:
            mpirun = hpcx_mpirun
            missing.append(f"mpirun (not at {hpcx_mpirun}, HPC-X, nor on the PATH)")
    if os.sep not in binary:
        local = os.path.join(tests_dir, binary)
        if os.access(local, os.X_OK):
            binary = local
        elif not find_tool(binary, tool_path):
            missing.append(f"{binary} (not in {tests_dir}, nor on the PATH)")
            binary = local
    elif not os.access(binary, os.X_OK):
        missing.append(f"{binary} (no such executable)")
    return wrapper, mpirun, binary, missing


def build_nccl_command(hostfile: str, nodes: int, gpus_per_node: int = 8, binary: str = "all_reduce_perf",
                       mpirun: str = "mpirun", min_bytes: str = "1G", max_bytes: str = "8G",
                       env: dict | None = None, mpirun_args: list | None = None, json_output: str | None = None,
                       wrapper: list | None = None) -> list:
    """The mpirun + nccl-tests argv: one rank per GPU, NCCL_DEBUG=INFO so the same log proves the
    transport, validation on (-c 1) so ``#wrong`` means something, and with ``json_output`` the
    ``-J FILE`` of nccl-tests 2.17.4+ so the results are read from JSON rather than from text.
    ``wrapper`` goes first (HPC-X's environment, see :func:`locate_nccl_tools`)."""
    argv = list(wrapper or []) + [mpirun, "--allow-run-as-root", "--tag-output", "--hostfile", hostfile,
            "-np", str(nodes * gpus_per_node), "-npernode", str(gpus_per_node), "--bind-to", "none",
            "-x", "NCCL_DEBUG=INFO", "-x", "PATH", "-x", "LD_LIBRARY_PATH"]
    for k, v in sorted((env or {}).items()):
        argv += ["-x", f"{k}={v}"]
    argv += list(mpirun_args or [])
    argv += [binary, "-b", min_bytes, "-e", max_bytes, "-f", "2", "-g", "1", "-c", "1", "-n", "20"]
    if json_output:
        argv += ["-J", json_output]
    return argv


def _json_results(path: str | None, announced: str | None) -> tuple:
    """``(json text or None, note)``: the -J file nccl-tests wrote (it adds .0, .1 ... when the
    name exists), only ever the path this run chose."""
    if not path:
        return None, None
    candidates = [announced] if announced and (announced == path or announced.startswith(path + ".")) else [path]
    for candidate in candidates:
        try:
            got = read_bounded(candidate, MAX_LOG_BYTES, 30.0)
        except OSError as exc:
            return None, (f"no JSON results at {candidate} ({exc.strerror or exc}): rank 0 ran on another host, or "
                          "nccl-tests is older than 2.17.4")
        return got.text(), None
    return None, None


def _nccl_setup(args, detect: bool = True) -> tuple:
    """``(context, hosts, gpus per node, binary, build_nccl_command's leading arguments, wrapper, missing)``."""
    ctx = context(args)
    binary = args.binary or f"{ctx.get('collective') or 'all_reduce'}_perf"
    if not args.hostfile:
        raise UsageError("nccl needs --hostfile FILE (or --parse LOG)")
    hosts = read_hostfile(args.hostfile)
    ctx.setdefault("node_count", len(hosts))
    ctx.setdefault("collective", nccl_tests.collective_of(os.path.basename(binary)))
    thr, _ = resolve_thresholds(ctx.get("instance_type"), None, ctx.get("threshold_overrides"))
    gpus = args.gpus_per_node or (thr.gpus_per_node if thr else 8)
    if detect:
        wrapper, mpirun, binary, missing = locate_nccl_tools(args.mpirun, binary, args.hpcx_dir, args.nccl_tests_dir,
                                                             args.tool_path)
    else:  # what a run on a Crusoe image starts (--dry-run prints the same line wherever it runs)
        wrapper = [] if args.mpirun else ["bash", "-c", HPCX_WRAPPER, os.path.join(args.hpcx_dir, "hpcx-init.sh")]
        mpirun = args.mpirun or os.path.join(args.hpcx_dir, "ompi", "bin", "mpirun")
        binary = binary if args.binary else os.path.join(args.nccl_tests_dir, binary)
        missing = []
    # The node's own NCCL_IB_HCA / NCCL_TOPO_FILE (the boot step's discovery) unless --env sets them.
    env = {**node_nccl_env(getattr(args, "node_env", None)), **env_pairs(args.env)}
    topo = env.get("NCCL_TOPO_FILE")
    if detect and topo and not os.path.isfile(topo):
        # Crusoe's images ship the file; an image without it runs without one rather than warn on every rank.
        progress(f"nccl: {topo} does not exist here; running without NCCL_TOPO_FILE")
        del env["NCCL_TOPO_FILE"]
    common = (args.hostfile, len(hosts), gpus, binary, mpirun, args.min_bytes, args.max_bytes, env, args.mpirun_arg)
    return ctx, hosts, gpus, binary, common, wrapper, missing


def nccl_dry_run(args) -> list:
    """``nccl --dry-run``: the mpirun argv a run on a Crusoe image would start (HPC-X's mpirun after
    hpcx_load, nccl-tests from /opt/nccl-tests/build, unless --mpirun / --binary say otherwise; without
    the temporary -J path). A run finds the tools on its node and FAILs naming any it cannot find."""
    check_output(args)
    _, _, _, _, common, wrapper, _ = _nccl_setup(args, detect=False)
    if not args.no_json_results and not args.json_results:
        progress("nccl: a run adds -J <new temporary directory>/nccl-tests.json to read nccl-tests' JSON results")
    return build_nccl_command(*common, json_output=None if args.no_json_results else args.json_results, wrapper=wrapper)


def nccl(args) -> dict:
    """``nccl``: run nccl-tests through mpirun from this node (or judge a recorded run, ``--parse``)."""
    check_output(args)
    ident = identity(args)
    if args.parse:
        ctx = context(args)
        text, notes = read_input(args.parse, min(args.timeout, 30.0))
        verdicts, facts, thr = nccl_verdicts(text, ctx, require_tests=True, input_path=args.parse, input_notes=notes,
                                             command="nccl")
        return result("nccl", verdicts, ctx.get("instance_type"), thr, facts, ident)
    ctx, hosts, gpus, binary, common, wrapper, missing = _nccl_setup(args)
    if missing:
        thr, _ = resolve_thresholds(ctx.get("instance_type"), None, ctx.get("threshold_overrides"))
        verdicts, _, _ = nccl_verdicts("", ctx, run={"missing_tools": missing}, command="nccl")
        return result("nccl", verdicts, ctx.get("instance_type"), thr, {"missing": missing}, ident)
    if args.log:
        why = check_writable(args.log)
        if why:
            raise UsageError(f"cannot write --log {args.log}: {why}")
    tmpdir = None
    json_path = None
    if not args.no_json_results:
        if args.json_results:
            json_path = args.json_results
        else:
            tmpdir = tempfile.mkdtemp(prefix="crusoe-ib-nccl-")
            json_path = os.path.join(tmpdir, "nccl-tests.json")
    try:
        argv = build_nccl_command(*common, json_output=json_path, wrapper=wrapper)
        progress(f"nccl: {len(hosts)} nodes x {gpus} GPUs: {shlex.join(argv)}")

        def on_line(line):
            row = nccl_tests._row(strip_prefix(line).strip())
            if row:
                progress(f"nccl: {int(row['size_bytes'])} B busbw {row['out_of_place']['busbw_gb_per_s']:.2f} GB/s")

        res = run_streaming(argv, args.timeout, args.tool_path, args.log, on_line)
        if json_path and not nccl_tests.parse(res.stdout)["rows"] and re.search(r"invalid option|USAGE:", res.stdout):
            progress("nccl: this nccl-tests does not know -J (older than 2.17.4); running again without it")
            json_path = None
            argv = build_nccl_command(*common, wrapper=wrapper)
            res = run_streaming(argv, args.timeout, args.tool_path, args.log, on_line)
        announced = nccl_tests.parse(res.stdout)["json_output_path"]
        json_text, json_note = _json_results(json_path, announced)
        # run_streaming merges stderr into stdout: its tail names why mpirun gave up (a host it could not reach).
        ran = {"run_status": res.status, "run_returncode": res.returncode, "run_output": res.stderr or res.stdout,
               "mpirun": common[4], "binary": binary}
        verdicts, facts, thr = nccl_verdicts(res.stdout, ctx, require_tests=True, json_text=json_text, run=ran,
                                             command="nccl")
    finally:
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)
    facts["argv"] = argv
    if json_note:
        facts["nccl_tests_json_note"] = json_note
    return result("nccl", verdicts, ctx.get("instance_type"), thr, facts, ident)



def check_instance_type(args) -> None:
    """An instance type with no record is the user's typo, not a FAIL of the fabric: exit 2, naming the
    closest known types (difflib's ratio) and where the list is."""
    itype = getattr(args, "instance_type", None)
    if not itype:
        return
    known = instance_types()
    if itype in known:
        return
    close = difflib.get_close_matches(itype.lower(), known, n=3, cutoff=0.5)
    hint = f"did you mean {' or '.join(close)}? " if close else ""
    raise UsageError(f"--instance-type {itype!r} is not a known instance type: {hint}Known: {', '.join(known)} "
                     "(docs/thresholds.md).")


def nothing_passed(doc: dict, strict: bool) -> dict:
    """A run where nothing PASSed is never OK (UNAVAILABLE is not a pass: no busbw floor, no transport
    line, nothing measured); with ``--strict`` any UNAVAILABLE verdict fails the run too."""
    summary = doc["summary"]
    if not doc["ok"]:
        return doc  # already failed: its FAIL verdicts say why
    why = None
    if summary[PASS] == 0:
        why = (f"nothing passed ({summary[UNAVAILABLE]} unavailable, {summary[WARN]} warn, {summary[FAIL]} fail): "
               "UNAVAILABLE is not a pass, so this run proves nothing")
    elif strict and summary[UNAVAILABLE]:
        why = f"--strict: {summary[UNAVAILABLE]} verdict(s) UNAVAILABLE, each a check this run could not make"
    if why:
        doc["ok"] = False
        doc["not_ok_because"] = why
    return doc


def cmd_nccl(args) -> int:
    check_instance_type(args)
    if args.dry_run and not args.parse:
        say("%s", shlex.join(nccl_dry_run(args)))
        return 0
    return emit(args, nothing_passed(nccl(args), args.strict))


def add_parser(sub) -> None:
    sp = sub.add_parser("nccl", help="multi-node nccl-tests (all_reduce_perf, alltoall_perf, ...) via mpirun")
    common_options(sp, sysfs_root=False)
    context_options(sp)
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
                    help=f"the node's discovered NCCL_IB_HCA / NCCL_TOPO_FILE, written at boot (default {NCCL_ENV_PATH}); "
                         "--env wins over it")
    sp.add_argument("--min-bytes", default="1G")
    sp.add_argument("--max-bytes", default="8G")
    sp.add_argument("--log", help="tee the run's output to this file")
    sp.add_argument("--output", help="also write the JSON result to this file")
    sp.add_argument("--metrics-file", metavar="PATH",
                    help="also write busbw, its target and floor as Prometheus metrics to PATH (atomically), for "
                         f"node_exporter's textfile collector, e.g. {DEFAULT_METRICS_DIR}/crusoe_ib_nccl.prom")
    sp.set_defaults(func=cmd_nccl, timeout=1800.0)
    # nccl's --strict: also every UNAVAILABLE fails the run (and a run where nothing passed never is OK).
    for action in sp._actions:
        if action.dest == "strict":
            action.help = "exit 1 on WARN, and fail the run on any UNAVAILABLE verdict"


#: ``--help``'s examples (:mod:`..helptext`).
EXAMPLES = (
    ("crusoe-ib-verify nccl --hostfile hostfile --instance-type h100-80gb-sxm-ib.8x --nodes 2 --dry-run",
     "the mpirun line it would run, nothing started"),
    ("crusoe-ib-verify nccl --hostfile hostfile --instance-type h100-80gb-sxm-ib.8x --nodes 2",
     "all_reduce_perf over every node, judged against the busbw band for 2 nodes"),
    ("crusoe-ib-verify nccl --parse all_reduce.log --instance-type h100-80gb-sxm-ib.8x --nodes 2", "judge a recorded run"),
)
