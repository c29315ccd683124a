"""What every command reads and writes (the node's subcommands; the operator's reuse the errors and
readers): usage errors, option checks, inputs read within bounds, the node's identity, the
``--json`` document (:func:`result`) and how it is printed (:func:`emit`).

The subcommands themselves are :mod:`.commands` (one module each); they read inputs, run tools
(through :mod:`.collect`), parse, and apply the suites (:mod:`.suites`).
"""

from __future__ import annotations

import json
import math
import os
import re
import socket
import sys
import tempfile
import time

from .. import SCHEMA_VERSION, __version__
from .metrics import write_metrics
from .readers import MAX_LOG_BYTES, check_writable, read_bounded
from .actions import action_of_verdict
from .suites import thresholds_or_error
from .terminal import print_json, say
from .thresholds import COLLECTIVE_OVERRIDES
from .verdicts import FAIL, UNAVAILABLE, WARN, summarize

DEFAULT_SYSFS = "/sys/class/infiniband"
IB_WRITE_BW_PORT_BASE = 18515
COLLECTIVES = ("all_reduce", "all_gather", "alltoall", "reduce_scatter", "sendrecv", "broadcast", "reduce")
MAX_SMALL_FILE = 4 << 20  # hostfiles, --context


class UsageError(Exception):
    """A user mistake: printed as one line, exit code 2, no traceback."""


# --- helpers ---------------------------------------------------------------------------------


def resolve_thresholds(instance_type, node_count=None, overrides=None):
    """``(Thresholds|None, error|None)`` (the ``thresholds`` rule's fact); overrides without an instance
    type are a usage error."""
    if not instance_type and {k for k in (overrides or {}) if k not in COLLECTIVE_OVERRIDES}:
        raise UsageError("--thresholds-json needs --instance-type")
    return thresholds_or_error(instance_type, node_count, overrides)


def overrides_of(args) -> dict:
    raw = getattr(args, "thresholds_json", None)
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise UsageError(f"--thresholds-json is not JSON: {str(exc)[:200]}")
    return _checked_overrides(data, "--thresholds-json")


def _checked_overrides(data, where: str) -> dict:
    """Threshold overrides (``--thresholds-json``, ``--context threshold_overrides``): an object of
    field -> number, string or list; every collective override a finite positive number. The
    registry judges the fields themselves (an unknown one is a verdict, not a crash)."""
    if not isinstance(data, dict):
        raise UsageError(f"{where} must be a JSON object of threshold field -> value")
    for key, value in data.items():
        if isinstance(value, dict):
            raise UsageError(f"{where} {key}={value!r} must be a number, a string or a list")
    for key in COLLECTIVE_OVERRIDES:
        value = data.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
                                  or value <= 0):
            raise UsageError(f"{where} {key}={value!r} must be a finite positive number")
    return data


def read_input(path: str, timeout: float = 30.0, limit: int = MAX_LOG_BYTES) -> tuple:
    """``(text, notes)`` for a log or output file: bounded in bytes and time, never blocking; a named
    path must be a regular file (a FIFO or device is refused, as the node check refuses them in sysfs),
    ``-`` reads stdin as a stream within ``timeout``."""
    try:
        got = read_bounded(path, limit, timeout, regular_only=True)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}")
    return got.text(), got.notes


def read_text(path: str) -> str:
    """A small input (hostfile, --context): at most 4 MiB, else a usage error."""
    text, notes = read_input(path, 30.0, MAX_SMALL_FILE)
    if notes:
        raise UsageError(f"cannot read {path}: {notes[0]}")
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
                raise UsageError(f"--{name.replace('_', '-')} {item!r}: an argument cannot hold a NUL byte")
    for attr, option, low, high, whole in _NUMBERS:
        value = getattr(args, attr, None)
        if value is None:
            continue
        if isinstance(value, bool) or (whole and not isinstance(value, int)) or not math.isfinite(value) \
                or not low <= value <= high:
            kind = "a whole number" if whole else "a number of seconds"
            raise UsageError(f"{option} {value!r} must be {kind} from {low:g} to {high:g}")




def env_pairs(pairs) -> dict:
    out = {}
    for p in pairs or []:
        key, sep, value = p.partition("=")
        if not sep or not key:
            raise UsageError(f"--env {p!r} is not KEY=VALUE")
        out[key] = value
    return out


UNKNOWN = "unknown"
NODE_KEY = re.compile(r"node-[0-9]{3,6}")
POOL = re.compile(r"([a-z][a-z0-9_-]*\.)*[a-z][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_-]*")


def identity(args, own: bool = False) -> dict:
    """The judged node's key and address: from the options, else (``own``) the host name's end
    (``training-dev-node-007``), else unknown."""
    key, pool = getattr(args, "node_key", None), getattr(args, "pool_address", None)
    if key is not None and not NODE_KEY.fullmatch(key):
        raise UsageError(f"--node-key {key!r} is not a pool key such as node-007")
    if pool is not None and not POOL.fullmatch(pool):
        raise UsageError(f"--pool-address {pool!r} is not a resource address")
    if key is None and own:
        m = re.fullmatch(r"(?:.*-)?(node-[0-9]{3,6})", socket.gethostname())
        key = m and m.group(1)
    return {"node_key": key or UNKNOWN, "terraform_address": f'{pool}["{key}"]' if key and pool else UNKNOWN}


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
        "verdicts": [dict(v.to_dict(), **node, action=action_of_verdict(v.to_dict())) for v in verdicts],
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
    for option, path in (("--output", getattr(args, "output", None)), ("--metrics-file", getattr(args, "metrics_file", None))):
        why = check_writable(path) if path else None
        if why:
            raise UsageError(f"cannot write {option} {path}: {why}")




def _positive_int(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1_000_000:
        raise UsageError(f"{what} must be a whole number from 1 to 1000000, not {value!r}")
    return value


def _strings(value, what: str) -> list:
    if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise UsageError(f"{what} must be a list of strings")
    return value


def _string_map(value, what: str) -> dict:
    if not (isinstance(value, dict) and all(isinstance(v, str) for v in value.values())):
        raise UsageError(f"{what} must be an object of strings")
    return value


def _string(value, what: str) -> str:
    if not isinstance(value, str):
        raise UsageError(f"{what} must be a string")
    return value


def _collective(value, what: str) -> str:
    if value not in COLLECTIVES:
        raise UsageError(f"{what} must be one of {', '.join(COLLECTIVES)}")
    return value


def _hcas(value, what: str):
    """A count (0-64) or the instance's host_channel_adapters blocks as Terraform lists them."""
    if isinstance(value, list) and len(value) <= 64 and all(isinstance(v, dict) for v in value):
        return value
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 64:
        raise UsageError(f"{what} must be a whole number from 0 to 64 or a list of blocks, not {value!r}")
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
            ctx = json.loads(read_text(args.context))
        except (ValueError, RecursionError) as exc:
            raise UsageError(f"--context {args.context} is not JSON: {str(exc)[:200]}")
        if not isinstance(ctx, dict):
            raise UsageError(f"--context {args.context} must hold a JSON object")
        for key, value in ctx.items():
            if value is None:
                continue
            check = _CONTEXT_FIELDS.get(key)
            if check is None:
                raise UsageError(f"--context {args.context}: unknown field {key!r} (known: {', '.join(_CONTEXT_FIELDS)})")
            ctx[key] = check(value, f"--context {key}")
    if args.instance_type:
        ctx["instance_type"] = args.instance_type
    if getattr(args, "partition_id", None):
        ctx["partition_ids"] = list(args.partition_id)
    if getattr(args, "host_channel_adapters", None) is not None:
        ctx["host_channel_adapters"] = args.host_channel_adapters
    if getattr(args, "ib_device", None):
        ctx["ib_devices"] = list(args.ib_device)
    env = env_pairs(getattr(args, "env", None))
    if env:
        ctx["env"] = dict(ctx.get("env") or {}, **env)
    if getattr(args, "nodes", None) is not None:
        ctx["node_count"] = _positive_int(args.nodes, "--nodes")
    if getattr(args, "collective", None):
        ctx["collective"] = args.collective
    overrides = overrides_of(args)
    if overrides:
        ctx["threshold_overrides"] = dict(ctx.get("threshold_overrides") or {}, **overrides)
    return ctx



def emit(args, result: dict) -> int:
    """Print a command's result (``--json``, or the human summary), write ``--output``, and return the
    exit code: 1 when a verdict FAILs (or WARNs with ``--strict``), 2 when ``--output`` cannot be written."""
    if args.json:
        print_json(result)
    else:
        say("crusoe-ib-verify %s on %s%s%s", result["command"], result["host"],
            f" ({result['instance_type']})" if result["instance_type"] else "",
            f", {result['terraform_address']}" if result["terraform_address"] != UNKNOWN else "")
        for v in result["verdicts"]:
            first, *rest = str(v["reason"]).split("\n")
            say("%-11s %-16s %s", v["status"], v["rule"], first)
            for line in rest:
                say(" " * 29 + "%s", line)
            if v["remediation"] and v["status"] != "PASS":
                say(" " * 29 + "fix: %s", v["remediation"])
            if v.get("action") and v["status"] != "PASS":
                say(" " * 29 + "action: %s", v["action"])
        s = result["summary"]
        if result.get("not_ok_because"):
            say("not OK: %s", result["not_ok_because"])
        say("RESULT: %s  (%d pass, %d fail, %d warn, %d unavailable)",
            "OK" if result["ok"] else "FAIL", s["PASS"], s[FAIL], s[WARN], s[UNAVAILABLE])
    sys.stdout.flush()
    if getattr(args, "output", None):
        try:
            write_json(args.output, result)
        except OSError as exc:
            say("crusoe-ib-verify: error: cannot write --output %s: %s", args.output, exc.strerror or exc, file=sys.stderr)
            return 2
    if getattr(args, "metrics_file", None):
        try:
            write_metrics(args.metrics_file, result)
        except OSError as exc:
            say("crusoe-ib-verify: error: cannot write --metrics-file %s: %s", args.metrics_file, exc.strerror or exc,
                file=sys.stderr)
            return 2
    failed = not result["ok"] or (getattr(args, "strict", False) and result["summary"][WARN] > 0)
    return 1 if failed else 0


def common_options(sp, sysfs_root: bool = True) -> None:
    """The options of the commands that judge (node, pair, nccl, diagnose, bundle)."""
    sp.add_argument("--json", action="store_true", help="print the result as JSON")
    sp.add_argument("--strict", action="store_true", help="exit 1 on WARN too")
    sp.add_argument("--instance-type", help="e.g. h100-80gb-sxm-ib.8x (selects the thresholds)")
    sp.add_argument("--thresholds-json", metavar="JSON",
                    help='threshold overrides as a JSON object, e.g. \'{"busbw_floor_gb_per_s": 300}\'')
    sp.add_argument("--tool-path", help="PATH-style directories to find tools in (default: $PATH)")
    sp.add_argument("--timeout", type=float, default=30.0, help="seconds per tool run (default 30)")
    if sysfs_root:
        sp.add_argument("--sysfs-root", default=DEFAULT_SYSFS, help=f"default {DEFAULT_SYSFS}")
    sp.add_argument("--node-key", help="the node's pool key, e.g. node-007")
    sp.add_argument("--pool-address", help="its pool's resource, e.g. crusoe_compute_instance.pool_nodes")


def context_options(sp) -> None:
    """The facts of a job that ``nccl`` and ``diagnose`` judge (also from ``--context``)."""
    sp.add_argument("--context", help="JSON object: instance_type, host_channel_adapters, partition_ids, env, ib_devices, node_count")
    sp.add_argument("--nodes", type=int, help="node count (selects the busbw band)")
    sp.add_argument("--partition-id", action="append", help="IB partition of a node (repeat per node)")
    sp.add_argument("--host-channel-adapters", type=int, help="number of host_channel_adapters blocks per instance")
    sp.add_argument("--ib-device", action="append", help="an InfiniBand device on the node (repeat)")
    sp.add_argument("--env", action="append", metavar="KEY=VALUE", help="job environment variable (repeat)")
    sp.add_argument("--collective", choices=COLLECTIVES,
                    help="which nccl-tests collective (default: what the output names; for a run, all_reduce)")
