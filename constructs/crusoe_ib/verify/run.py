"""Running the commands: read inputs, run tools (through :mod:`.collect`), parse, apply the suites.

Each function takes the parsed command line and returns what :mod:`.cli` prints: the ``--json``
document (:func:`result`) or a manifest. A user mistake raises :class:`UsageError`.
"""

from __future__ import annotations

import json
import math
import os
import re
import shlex
import shutil
import signal
import socket
import tempfile
import threading
import time

from . import NCCL_ENV_KEYS, NCCL_ENV_PATH, SCHEMA_VERSION, __version__
from .collect import NONZERO, OK, TIMEOUT, fetch_to_file, gpu_outputs, make_bundle, progress, resolve, run, run_many, run_streaming
from .parsers import ib_write_bw, ibstat, nccl_tests, sysfs
from .parsers._common import strip_prefix
from .ports import ib_devices
from . import slurm_job
from .readers import MAX_LOG_BYTES, check_writable, read_bounded
from .rules.runs import check_nccl_run, check_node_deadline, nccl_tools_missing
from .rules.write_bw import write_bw_tool_missing
from .suites import input_verdicts, nccl_verdicts, node_verdicts, pair_verdicts, thresholds_verdicts
from .thresholds import COLLECTIVE_OVERRIDES
from .verdicts import FAIL, summarize

DEFAULT_SYSFS = "/sys/class/infiniband"
IB_WRITE_BW_PORT_BASE = 18515
COLLECTIVES = ("all_reduce", "all_gather", "alltoall", "reduce_scatter", "sendrecv", "broadcast", "reduce")
MAX_SMALL_FILE = 4 << 20  # hostfiles, --context


class UsageError(Exception):
    """A user mistake: printed as one line, exit code 2, no traceback."""


# --- helpers ---------------------------------------------------------------------------------


def _thresholds(instance_type, node_count=None, overrides=None):
    """``(Thresholds|None, [Verdict])``; overrides without an instance type are a usage error."""
    if not instance_type and {k for k in (overrides or {}) if k not in COLLECTIVE_OVERRIDES}:
        raise UsageError("--thresholds-json needs --instance-type")
    return thresholds_verdicts(instance_type, node_count, overrides)


def _overrides(args) -> dict:
    raw = getattr(args, "thresholds_json", None)
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise UsageError("--thresholds-json is not JSON: %s" % str(exc)[:200])
    return _checked_overrides(data, "--thresholds-json")


def _checked_overrides(data, where: str) -> dict:
    """Threshold overrides (``--thresholds-json``, ``--context threshold_overrides``): an object of
    field -> number, string or list; every collective override a finite positive number. The
    registry judges the fields themselves (an unknown one is a verdict, not a crash)."""
    if not isinstance(data, dict):
        raise UsageError("%s must be a JSON object of threshold field -> value" % where)
    for key, value in data.items():
        if isinstance(value, dict):
            raise UsageError("%s %s=%r must be a number, a string or a list" % (where, key, value))
    for key in COLLECTIVE_OVERRIDES:
        value = data.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
                                  or value <= 0):
            raise UsageError("%s %s=%r must be a finite positive number" % (where, key, value))
    return data


def _read_input(path: str, timeout: float = 30.0, limit: int = MAX_LOG_BYTES) -> tuple:
    """``(text, notes)`` for a log or output file: bounded in bytes and time, never blocking; a named
    path must be a regular file (a FIFO or device is refused, as the node check refuses them in sysfs),
    ``-`` reads stdin as a stream within ``timeout``."""
    try:
        got = read_bounded(path, limit, timeout, regular_only=True)
    except OSError as exc:
        raise UsageError("cannot read %s: %s" % (path, exc.strerror or exc))
    return got.text(), got.notes


def _read_text(path: str) -> str:
    """A small input (hostfile, --context): at most 4 MiB, else a usage error."""
    text, notes = _read_input(path, 30.0, MAX_SMALL_FILE)
    if notes:
        raise UsageError("cannot read %s: %s" % (path, notes[0]))
    return text


#: Numeric options every subcommand may have: (attribute, option, lowest, highest, whole numbers only).
_NUMBERS = (
    ("timeout", "--timeout", 0.001, 86400.0, False),
    ("deadline", "--deadline", 0.001, 86400.0, False),
    ("parallel", "--parallel", 1, 1024, True),
    ("port_base", "--port-base", 1024, 65000, True),
    ("gpus_per_node", "--gpus-per-node", 1, 64, True),
    ("max_peers", "--max-peers", 1, 4096, True),
    ("host_channel_adapters", "--host-channel-adapters", 0, 64, True),
)


def check_arguments(args) -> None:
    """Every subcommand's options, before any work: no NUL byte in any (a path or argv cannot hold
    one), and numbers finite and in range, so a read's or a tool's deadline always exists
    (``--timeout inf`` would wait forever on a FIFO, ``nan`` crash)."""
    for name, value in sorted(vars(args).items()):
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and "\0" in item:
                raise UsageError("--%s %r: an argument cannot hold a NUL byte" % (name.replace("_", "-"), item))
    for attr, option, low, high, whole in _NUMBERS:
        value = getattr(args, attr, None)
        if value is None:
            continue
        if isinstance(value, bool) or (whole and not isinstance(value, int)) or not math.isfinite(value) \
                or not low <= value <= high:
            raise UsageError("%s %r must be %s from %g to %g" % (
                option, value, "a whole number" if whole else "a number of seconds", low, high))




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


def _env_pairs(pairs) -> dict:
    out = {}
    for p in pairs or []:
        key, sep, value = p.partition("=")
        if not sep or not key:
            raise UsageError("--env %r is not KEY=VALUE" % p)
        out[key] = value
    return out


UNKNOWN = "unknown"
_NODE_KEY = re.compile(r"node-[0-9]{3,6}")
_POOL = re.compile(r"([a-z][a-z0-9_-]*\.)*[a-z][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_-]*")


def identity(args, own: bool = False) -> dict:
    """The judged node's key and address: from the options, else (``own``) the host name's end
    (``training-dev-node-007``), else unknown."""
    key, pool = getattr(args, "node_key", None), getattr(args, "pool_address", None)
    if key is not None and not _NODE_KEY.fullmatch(key):
        raise UsageError("--node-key %r is not a pool key such as node-007" % key)
    if pool is not None and not _POOL.fullmatch(pool):
        raise UsageError("--pool-address %r is not a resource address" % pool)
    if key is None and own:
        m = re.fullmatch(r"(?:.*-)?(node-[0-9]{3,6})", socket.gethostname())
        key = m and m.group(1)
    return {"node_key": key or UNKNOWN, "terraform_address": '%s["%s"]' % (pool, key) if key and pool else UNKNOWN}


def result(command: str, verdicts: list, instance_type=None, thresholds=None, facts=None, node=None) -> dict:
    counts = summarize(verdicts)
    node = node or {"node_key": UNKNOWN, "terraform_address": UNKNOWN}
    return dict(node, **{
        "tool": "crusoe-ib-verify",
        "version": __version__,
        "schema_version": SCHEMA_VERSION,
        "command": command,
        "host": socket.gethostname(),
        "checked_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "instance_type": instance_type,
        "thresholds": thresholds.to_dict() if thresholds else None,
        "verdicts": [dict(v.to_dict(), **node) for v in verdicts],
        "summary": counts,
        "ok": counts[FAIL] == 0,
        "facts": facts or {},
    })


def write_json(path: str, data: dict) -> None:
    """Atomic write so a reader (a Terraform check, a startup script) never sees half a file. Readable
    by all (0644): it holds verdicts, no secret, and the job launchers of every user read it."""
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".json")
    try:
        os.fchmod(fd, 0o644)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2, sort_keys=True)
            fh.write("\n")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def check_output(args) -> None:
    """Refuse an unwritable --output before any work is done (a 30-minute NCCL run included)."""
    path = getattr(args, "output", None)
    if path:
        why = check_writable(path)
        if why:
            raise UsageError("cannot write --output %s: %s" % (path, why))




# --- node ------------------------------------------------------------------------------------


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
    thr, verdicts = _thresholds(args.instance_type, None, _overrides(args))
    progress("node: reading %s" % args.sysfs_root)
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
    verdicts += [v for v in [check_node_deadline(finished, args.deadline, args.sysfs_root)] if v]
    verdicts += node_verdicts(tree, thr, parsed_ibstat, dict(os.environ), gpu)
    facts = {"sysfs": tree, "ibstat": parsed_ibstat, "ibstat_status": status,
             "elapsed_s": round(time.monotonic() - start, 3)}
    if gpu is not None:
        facts["gpu"] = {"tools": {k: v[0] for k, v in gpu.items() if isinstance(v, tuple)}, "pci": gpu.get("pci"),
                        "gdr": gpu.get("gdr")}
    return result("node", verdicts, args.instance_type, thr, facts, ident)


# --- pair ------------------------------------------------------------------------------------


def _rail_devices(args, thr) -> list:
    if args.device:
        return list(args.device)
    if thr and thr.hca_names:
        return list(thr.hca_names)
    # The rails are the node's InfiniBand ports, whatever the type's published layouts say.
    tree = sysfs.read_tree(args.sysfs_root)
    devs = ib_devices(tree["ports"])
    if not devs:
        raise UsageError("no InfiniBand devices found under %s; pass --device" % args.sysfs_root)
    return devs


def ib_write_bw_command(device: str, port: int, host: str | None = None) -> list:
    """One rail's ib_write_bw: 64 KiB messages (perftest default), CPU-frequency warnings not fatal."""
    argv = ["ib_write_bw", "-d", device, "-i", "1", "-p", str(port), "-F"]
    return argv + ([host] if host else [])


def pair(args) -> dict:
    """``pair``: ib_write_bw per rail, as the server, the client, or on a recorded output."""
    check_output(args)
    ident = identity(args)
    thr, verdicts = _thresholds(args.instance_type, None, _overrides(args))
    facts = {}
    if args.parse:
        text, notes = _read_input(args.parse, min(args.timeout, 30.0))
        report = ib_write_bw.parse(text)
        subject = args.label or "rail %s" % (report.get("device") or "?")
        verdicts += input_verdicts(args.parse, notes) + pair_verdicts({subject: report}, thr)
        facts["reports"] = {subject: report}
        return result("pair", verdicts, args.instance_type, thr, facts, ident)
    devices = _rail_devices(args, thr)
    me = socket.gethostname()
    reports = {}
    if args.server:
        # One listener per rail on its own TCP port; each serves one client run, then exits.
        if resolve("ib_write_bw", args.tool_path) is None:
            verdicts.append(write_bw_tool_missing())
            return result("pair", verdicts, args.instance_type, thr, facts, ident)
        for i, dev in enumerate(devices):
            progress("pair: server %s listening on port %d" % (dev, args.port_base + i))
        results = run_many([ib_write_bw_command(dev, args.port_base + i) for i, dev in enumerate(devices)], args.timeout,
                           args.tool_path)
        for dev, res in zip(devices, results):
            if res.status == TIMEOUT:
                progress("pair: server %s timed out after %gs" % (dev, args.timeout))
            reports["rail %s: %s (server)" % (dev, me)] = ib_write_bw.parse(res.stdout)
    else:
        for i, dev in enumerate(devices):
            progress("pair: rail %s -> %s port %d" % (dev, args.client, args.port_base + i))
            res = run(ib_write_bw_command(dev, args.port_base + i, args.client), args.timeout, args.tool_path)
            report = ib_write_bw.parse(res.stdout)
            if report["error"] and res.status != OK:
                report["error"] = "%s (%s: %s)" % (report["error"], res.status, res.stderr.strip()[-300:])
            reports["rail %s: %s -> %s" % (dev, me, args.client)] = report
    verdicts += pair_verdicts(reports, thr)
    facts["reports"] = reports
    return result("pair", verdicts, args.instance_type, thr, facts, ident)


# --- nccl / diagnose -------------------------------------------------------------------------


def read_hostfile(path: str) -> list:
    """Hosts from an Open MPI hostfile (``host slots=8``), comments and blanks skipped."""
    hosts = []
    for line in _read_text(path).splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            host = line.split()[0]
            if host not in hosts:
                hosts.append(host)
    if not hosts:
        raise UsageError("hostfile %s lists no hosts" % path)
    return hosts


#: Where Crusoe's images keep HPC-X and nccl-tests (crusoecloud/solutions-library
#: create-vms-and-run-nccl-test/nccltest.sh: source /opt/hpcx/hpcx-init.sh; hpcx_load;
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
        elif resolve("mpirun", tool_path):
            mpirun = "mpirun"
        else:
            mpirun = hpcx_mpirun
            missing.append("mpirun (not at %s, HPC-X, nor on the PATH)" % hpcx_mpirun)
    if os.sep not in binary:
        local = os.path.join(tests_dir, binary)
        if os.access(local, os.X_OK):
            binary = local
        elif not resolve(binary, tool_path):
            missing.append("%s (not in %s, nor on the PATH)" % (binary, tests_dir))
            binary = local
    elif not os.access(binary, os.X_OK):
        missing.append("%s (no such executable)" % binary)
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
        argv += ["-x", "%s=%s" % (k, v)]
    argv += list(mpirun_args or [])
    argv += [binary, "-b", min_bytes, "-e", max_bytes, "-f", "2", "-g", "1", "-c", "1", "-n", "20"]
    if json_output:
        argv += ["-J", json_output]
    return argv


def _positive_int(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1_000_000:
        raise UsageError("%s must be a whole number from 1 to 1000000, not %r" % (what, value))
    return value


def _strings(value, what: str) -> list:
    if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise UsageError("%s must be a list of strings" % what)
    return value


def _string_map(value, what: str) -> dict:
    if not (isinstance(value, dict) and all(isinstance(v, str) for v in value.values())):
        raise UsageError("%s must be an object of strings" % what)
    return value


def _string(value, what: str) -> str:
    if not isinstance(value, str):
        raise UsageError("%s must be a string" % what)
    return value


def _collective(value, what: str) -> str:
    if value not in COLLECTIVES:
        raise UsageError("%s must be one of %s" % (what, ", ".join(COLLECTIVES)))
    return value


def _hcas(value, what: str):
    """A count (0-64) or the instance's host_channel_adapters blocks as Terraform lists them."""
    if isinstance(value, list) and len(value) <= 64 and all(isinstance(v, dict) for v in value):
        return value
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 64:
        raise UsageError("%s must be a whole number from 0 to 64 or a list of blocks, not %r" % (what, value))
    return value


#: Every field --context may hold, with its type check (a value of the wrong type is a usage error).
_CONTEXT_FIELDS = {
    "instance_type": _string,
    "node_count": _positive_int,
    "host_channel_adapters": _hcas,
    "partition_ids": _strings,
    "ib_devices": _strings,
    "env": _string_map,
    "collective": _collective,
    "threshold_overrides": lambda value, what: _checked_overrides(value, what),
}


def context(args) -> dict:
    ctx = {}
    if getattr(args, "context", None):
        try:
            ctx = json.loads(_read_text(args.context))
        except (ValueError, RecursionError) as exc:
            raise UsageError("--context %s is not JSON: %s" % (args.context, str(exc)[:200]))
        if not isinstance(ctx, dict):
            raise UsageError("--context %s must hold a JSON object" % args.context)
        for key, value in ctx.items():
            if value is None:
                continue
            check = _CONTEXT_FIELDS.get(key)
            if check is None:
                raise UsageError("--context %s: unknown field %r (known: %s)" % (args.context, key, ", ".join(_CONTEXT_FIELDS)))
            ctx[key] = check(value, "--context %s" % key)
    if args.instance_type:
        ctx["instance_type"] = args.instance_type
    if getattr(args, "partition_id", None):
        ctx["partition_ids"] = list(args.partition_id)
    if getattr(args, "host_channel_adapters", None) is not None:
        ctx["host_channel_adapters"] = args.host_channel_adapters
    if getattr(args, "ib_device", None):
        ctx["ib_devices"] = list(args.ib_device)
    env = _env_pairs(getattr(args, "env", None))
    if env:
        ctx["env"] = dict(ctx.get("env") or {}, **env)
    if getattr(args, "nodes", None) is not None:
        ctx["node_count"] = _positive_int(args.nodes, "--nodes")
    if getattr(args, "collective", None):
        ctx["collective"] = args.collective
    overrides = _overrides(args)
    if overrides:
        ctx["threshold_overrides"] = dict(ctx.get("threshold_overrides") or {}, **overrides)
    return ctx


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
            return None, "no JSON results at %s (%s): rank 0 ran on another host, or nccl-tests is older than 2.17.4" % (
                candidate, exc.strerror or exc)
        return got.text(), None
    return None, None


def _nccl_setup(args, detect: bool = True) -> tuple:
    """``(context, hosts, gpus per node, binary, build_nccl_command's leading arguments, wrapper, missing)``."""
    ctx = context(args)
    binary = args.binary or "%s_perf" % (ctx.get("collective") or "all_reduce")
    if not args.hostfile:
        raise UsageError("nccl needs --hostfile FILE (or --parse LOG)")
    hosts = read_hostfile(args.hostfile)
    ctx.setdefault("node_count", len(hosts))
    ctx.setdefault("collective", nccl_tests.collective_of(os.path.basename(binary)))
    thr, _ = _thresholds(ctx.get("instance_type"), None, ctx.get("threshold_overrides"))
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
    env = {**node_nccl_env(getattr(args, "node_env", None)), **_env_pairs(args.env)}
    topo = env.get("NCCL_TOPO_FILE")
    if detect and topo and not os.path.isfile(topo):
        # Crusoe's images ship the file; an image without it runs without one rather than warn on every rank.
        progress("nccl: %s does not exist here; running without NCCL_TOPO_FILE" % topo)
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
        text, notes = _read_input(args.parse, min(args.timeout, 30.0))
        verdicts, facts, thr = nccl_verdicts(text, ctx, require_tests=True)
        verdicts = input_verdicts(args.parse, notes) + verdicts
        return result("nccl", verdicts, ctx.get("instance_type"), thr, facts, ident)
    ctx, hosts, gpus, binary, common, wrapper, missing = _nccl_setup(args)
    if missing:
        thr, _ = _thresholds(ctx.get("instance_type"), None, ctx.get("threshold_overrides"))
        return result("nccl", [nccl_tools_missing(missing)], ctx.get("instance_type"), thr,
                      {"missing": missing}, ident)
    if args.log:
        why = check_writable(args.log)
        if why:
            raise UsageError("cannot write --log %s: %s" % (args.log, why))
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
        progress("nccl: %d nodes x %d GPUs: %s" % (len(hosts), gpus, shlex.join(argv)))

        def on_line(line):
            row = nccl_tests._row(strip_prefix(line).strip())
            if row:
                progress("nccl: %d B busbw %.2f GB/s" % (row["size_bytes"], row["out_of_place"]["busbw_gb_per_s"]))

        res = run_streaming(argv, args.timeout, args.tool_path, args.log, on_line)
        if json_path and not nccl_tests.parse(res.stdout)["rows"] and re.search(r"invalid option|USAGE:", res.stdout):
            progress("nccl: this nccl-tests does not know -J (older than 2.17.4); running again without it")
            json_path = None
            argv = build_nccl_command(*common, wrapper=wrapper)
            res = run_streaming(argv, args.timeout, args.tool_path, args.log, on_line)
        announced = nccl_tests.parse(res.stdout)["json_output_path"]
        json_text, json_note = _json_results(json_path, announced)
        verdicts, facts, thr = nccl_verdicts(res.stdout, ctx, require_tests=True, json_text=json_text)
    finally:
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)
    # run_streaming merges stderr into stdout: its tail names why mpirun gave up (a host it could not reach).
    ran = check_nccl_run(res.status, res.returncode, res.stderr or res.stdout, common[4], binary)
    verdicts = ([ran] if ran else []) + verdicts
    facts["argv"] = argv
    if json_note:
        facts["nccl_tests_json_note"] = json_note
    return result("nccl", verdicts, ctx.get("instance_type"), thr, facts, ident)


def diagnose(args) -> dict:
    """``diagnose``: judge any NCCL log or nccl-tests output."""
    check_output(args)
    ctx = context(args)
    text, notes = _read_input(args.log, args.timeout)
    verdicts, facts, thr = nccl_verdicts(text, ctx)
    return result("diagnose", input_verdicts(args.log, notes) + verdicts, ctx.get("instance_type"), thr, facts, identity(args))


# --- bundle ----------------------------------------------------------------------------------


def bundle(args) -> tuple:
    """``bundle``: ``(path written, manifest)`` of the diagnostics bundle, with the node check inside."""
    ident = identity(args, True)
    output = args.output or "crusoe-ib-bundle-%s-%s.tar.gz" % (socket.gethostname(), time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()))
    parent = os.path.dirname(os.path.abspath(output))
    if not os.path.isdir(parent):
        try:
            os.makedirs(parent, mode=0o700)  # a directory made for bundles is private to their owner
        except OSError as exc:
            raise UsageError("cannot create %s: %s" % (parent, exc.strerror or exc)) from None
    why = check_writable(output)
    if why:
        raise UsageError("cannot write --output %s: %s" % (output, why))
    thr, verdicts = _thresholds(args.instance_type, None, _overrides(args))
    tree = sysfs.read_tree(args.sysfs_root)
    verdicts += node_verdicts(tree, thr, None, dict(os.environ))
    node_result = result("node", verdicts, args.instance_type, thr, {"sysfs": tree}, ident)
    extra = {os.path.basename(p): p for p in args.include or []}
    job_output = None
    if getattr(args, "job_output", None):
        if args.job_uid is None:
            raise UsageError("--job-output needs --job-uid (the job's user: only a file that user owns is added)")
        job_output = (args.job_output, args.job_uid, args.job_gid)
    return output, make_bundle(output, args.sysfs_root, args.net_root, args.tool_path, args.interface, args.timeout, extra,
                               node_result, job_output)


# --- logs ------------------------------------------------------------------------------------


# A host name, IPv4/IPv6 address or user@host; never an option ("-oProxyCommand=...").
_HOST = re.compile(r"([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9][A-Za-z0-9_.:-]{0,252}")
_USER = re.compile(r"[a-z_][a-z0-9_-]{0,31}")


def ssh_command(ssh: str, tool_path: str | None, timeout: float, user: str | None = None, jump: str | None = None) -> list:
    """The ssh argv every command that reaches nodes uses (logs, bundle --slurm-job, fleet, bisect):
    never prompts, accepts a new host key once, gives up connecting after ``timeout``; the user and
    jump host checked so neither can be read as an ssh option."""
    exe = ssh if os.sep in ssh else resolve(ssh, tool_path)
    if exe is None:
        raise UsageError("%s not found (pass --ssh PATH)" % ssh)
    argv = [exe, "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=accept-new", "-o", "ConnectTimeout=%d" % max(1, int(timeout))]
    if user:
        if not _USER.fullmatch(user):
            raise UsageError("--user %r is not a login name (lowercase letters, digits, _ and -)" % user)
        argv += ["-l", user]
    if jump is not None:
        if not _HOST.fullmatch(jump):
            raise UsageError("--jump %r is not [user@]host[:port] (letters, digits and ._:-, optionally user@, "
                             "never starting with '-')" % jump)
        argv += ["-J", jump]
    return argv


def parse_size(text: str) -> int:
    """``"200M"``, ``"1G"``, ``"4096"`` -> bytes (K/M/G are powers of 1024)."""
    m = re.fullmatch(r"([0-9]{1,15})([KMG]?)", text.strip().upper())
    if not m or int(m.group(1)) == 0:
        raise UsageError("size %r is not a positive byte count such as 4096, 200M or 1G" % text)
    return int(m.group(1)) << {"": 0, "K": 10, "M": 20, "G": 30}[m.group(2)]


def read_log_hostfile(path: str) -> list:
    """``[(host, label)]`` from lines ``HOST [LABEL]`` (an Open MPI hostfile works too: a
    ``slots=`` word is not a label). Comments and blanks are skipped; the label defaults to
    the host and must be unique, since it prefixes the fetched files."""
    entries, seen = [], set()
    for n, line in enumerate(_read_text(path).splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        host = words[0]
        if not _HOST.fullmatch(host):
            raise UsageError("%s line %d: host %r is not a host name or address (letters, digits and ._:-, "
                             "optionally user@, never starting with '-')" % (path, n, host))
        label = next((w for w in words[1:] if "=" not in w), host)
        if not re.fullmatch(r"[A-Za-z0-9_.:@-]+", label) or label in (".", ".."):
            raise UsageError("%s line %d: label %r may hold only letters, digits and _.:@-" % (path, n, label))
        if label in seen:
            raise UsageError("%s line %d: label %r is listed twice" % (path, n, label))
        seen.add(label)
        entries.append((host, label))
    if not entries:
        raise UsageError("hostfile %s lists no hosts" % path)
    return entries


def _fetch_one(ssh: list, host: str, label: str, remote: str, dest: str, timeout: float, sudo: bool,
               max_bytes: int = 1 << 30) -> dict:
    """One remote file -> ``dest/<label>.<basename>``, at most ``max_bytes``. Never raises; a
    failure is a status. ``--`` ends ssh's options, so a host can never be read as one."""
    local = os.path.join(dest, "%s.%s" % (label, os.path.basename(remote.rstrip("/")) or "file"))
    argv = ssh + ["--", host, ("sudo -n cat -- %s" if sudo else "cat -- %s") % shlex.quote(remote)]
    item = {"host": host, "label": label, "remote": remote, "local": None, "status": "ok", "bytes": 0, "error": ""}
    tmp = local + ".part"
    got = fetch_to_file(argv, tmp, timeout, max_bytes)
    if got["status"] == OK:
        os.replace(tmp, local)
        item.update(local=local, bytes=os.path.getsize(local))
    elif got["status"] == TIMEOUT:
        item.update(status="timeout", error="no answer within %gs" % timeout)
    elif got["status"] == "too_large":
        item.update(status="too_large", error="larger than %d bytes (raise --max-bytes to fetch it)" % max_bytes)
    elif got["status"] == NONZERO:
        # ssh itself exits 255 (unreachable, auth refused); otherwise the remote cat failed.
        item.update(status="unreachable" if got["returncode"] == 255 else "missing",
                    error=got["stderr"] or "exit code %d" % got["returncode"])
    else:
        item.update(status="error", error=got["stderr"])
    return item


def logs(args) -> dict:
    """``logs``: fetch files from every node of a hostfile over SSH; returns the manifest (also written)."""
    from concurrent.futures import ThreadPoolExecutor

    entries = read_log_hostfile(args.hostfile)
    ssh = ssh_command(args.ssh, args.tool_path, args.timeout, args.user, args.jump)
    max_bytes = parse_size(args.max_bytes) if isinstance(args.max_bytes, str) else args.max_bytes
    os.makedirs(args.dest, exist_ok=True)
    jobs = [(host, label, remote) for host, label in entries for remote in args.remote]
    progress("logs: %d file(s) from %d node(s) -> %s" % (len(jobs), len(entries), args.dest))
    with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        items = list(pool.map(lambda j: _fetch_one(ssh, j[0], j[1], j[2], args.dest, args.timeout, args.sudo, max_bytes), jobs))
    failed_nodes = sorted({i["label"] for i in items if i["status"] != "ok"})
    manifest = {
        "tool": "crusoe-ib-verify", "version": __version__, "command": "logs",
        "collected_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "nodes": len(entries), "files": items,
        "complete": not failed_nodes, "incomplete_nodes": failed_nodes,
    }
    write_json(os.path.join(args.dest, "manifest.json"), manifest)
    return manifest


# --- bundle --slurm-job ------------------------------------------------------------------------

#: Where a node keeps the bundles it makes for ``--slurm-job`` (0700; each bundle 0600, removed once fetched).
BUNDLE_DIR = "/var/lib/crusoe-ib/bundles"
#: A Slurm job id: ``123``, an array task ``123_4``, or a het-job component ``123+1``.
_SLURM_JOB = re.compile(r"[0-9]{1,12}(?:[_+][0-9]{1,9})?")


def _show_job(job: str, args, remote: list | None) -> dict:
    """The job as :mod:`slurm_job` reads it: ``--json`` first, the checked one-line form where
    scontrol has no ``--json``. ``remote``: the ssh argv to the host where scontrol runs (``--via``)."""
    def scontrol(*words: str):
        argv = ["scontrol", *words]
        return run(remote + [shlex.join(argv)] if remote else argv, args.timeout, None if remote else args.tool_path)

    shown = scontrol("show", "job", "--json", job)
    try:
        if shown.status == OK:
            return slurm_job.parse_json(shown.stdout, job)
        if slurm_job.json_unsupported(shown.stderr):
            shown = scontrol("show", "job", "-o", job)
            if shown.status == OK:
                return slurm_job.parse_oneliner(shown.stdout, job)
    except slurm_job.JobParseError as exc:
        raise UsageError("job %s: %s" % (job, exc)) from None
    raise UsageError("scontrol show job %s failed (%s): slurmctld keeps a finished job only MinJobAge seconds; "
                     "run this soon after the job" % (job, (shown.stderr or shown.status).strip()[-300:]))


def slurm_job_bundle(args) -> dict:
    """``bundle --slurm-job ID``: the diagnostics bundle of every node the job ran on, the job's
    output file added on its batch host, fetched into ``--dest`` (default ``crusoe-ib-bundle-job<ID>``)
    with a manifest. Crusoe's InfiniBand diagnostics guide for SR-IOV VMs starts from
    ``scontrol show job <job_id>``; this does the rest.

    Run it where scontrol works (a login node, with your own keys to the nodes) or from your own
    machine with ``--via [user@]login``: scontrol runs there and the nodes are reached with ssh
    ProxyJump through it, so no agent is forwarded into a shared host. The job's fields come from
    ``scontrol --json`` (see :mod:`slurm_job`: a job's comment cannot redirect anything); its output
    is added only as a regular file owned by the job's user; every bundle is 0600 in a 0700
    directory on the node and removed there once fetched; ``--dest`` is 0700, its files 0600."""
    from concurrent.futures import ThreadPoolExecutor

    job = args.slurm_job
    if not _SLURM_JOB.fullmatch(job):
        raise UsageError("--slurm-job %r is not a Slurm job id (digits, optionally _TASK or +COMPONENT)" % job)
    via = getattr(args, "via", None)
    if via is not None and not _HOST.fullmatch(via):
        raise UsageError("--via %r is not [user@]host (letters, digits and ._:-, never starting with '-')" % via)
    ssh = ssh_command(args.ssh, args.tool_path, args.timeout, args.user, args.jump or via)
    remote = (ssh_command(args.ssh, args.tool_path, args.timeout, args.user) + ["--", via]) if via else None
    fields = _show_job(job, args, remote)
    nodelist = fields["nodes"]
    if nodelist in ("", "(null)"):
        raise UsageError("job %s ran on no node (NodeList=%s)" % (job, nodelist or "empty"))
    argv = ["scontrol", "show", "hostnames", nodelist]
    names = run(remote + [shlex.join(argv)] if remote else argv, args.timeout, None if remote else args.tool_path)
    hosts = names.stdout.split() if names.status == OK else []
    bad = [h for h in hosts if not _HOST.fullmatch(h)]
    if not hosts or bad:
        raise UsageError("scontrol show hostnames %s gave %s" % (nodelist, bad or names.stderr.strip() or "no host"))
    batch_host = fields["batch_host"]
    if batch_host is not None and batch_host not in hosts:
        raise UsageError("job %s: BatchHost %r is not one of its nodes (%s): refusing to trust it" % (job, batch_host, nodelist))
    dest = args.dest or "crusoe-ib-bundle-job%s" % job
    old_umask = os.umask(0o077)
    try:
        os.makedirs(dest, mode=0o700, exist_ok=True)
        os.chmod(dest, 0o700)
        remote_path = "%s/job%s-%s.tar.gz" % (BUNDLE_DIR, job, os.urandom(6).hex())
        stdout_path = fields["standard_output"]

        def one(host: str) -> dict:
            argv = ["sudo", "-n", "python3", args.node_checker, "bundle", "--output", remote_path]
            if args.instance_type:
                argv += ["--instance-type", args.instance_type]
            if host == batch_host and stdout_path and stdout_path.startswith("/"):
                argv += ["--job-output", stdout_path, "--job-uid", str(fields["user_id"])]
                if fields["group_id"] is not None:
                    argv += ["--job-gid", str(fields["group_id"])]
            made = run(ssh + ["--", host, shlex.join(argv)], max(args.timeout, 300.0))
            item = _fetch_one(ssh, host, host, remote_path, dest, args.timeout, True) if made.status == OK else {
                "host": host, "label": host, "remote": remote_path, "local": None, "bytes": 0,
                "status": "unreachable" if made.returncode == 255 else "bundle_failed",
                "error": (made.stderr or made.status).strip()[-500:]}
            if made.status == OK:
                gone = run(ssh + ["--", host, shlex.join(["sudo", "-n", "rm", "-f", "--", remote_path])], args.timeout)
                item["removed_on_node"] = gone.status == OK
            progress("bundle: %s %s" % (host, item["status"]))
            return item

        progress("bundle: job %s ran on %d node(s): %s -> %s" % (job, len(hosts), nodelist, dest))
        with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
            items = list(pool.map(one, hosts))
        failed = sorted(i["host"] for i in items if i["status"] != "ok")
        manifest = {
            "tool": "crusoe-ib-verify", "version": __version__, "command": "bundle", "slurm_job": job,
            "job_state": fields["job_state"], "nodelist": nodelist, "batch_host": batch_host, "user_id": fields["user_id"],
            "stdout": stdout_path, "collected_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "nodes": len(hosts), "files": items, "complete": not failed, "incomplete_nodes": failed,
        }
        write_json(os.path.join(dest, "manifest.json"), manifest)
    finally:
        os.umask(old_umask)
    return manifest
