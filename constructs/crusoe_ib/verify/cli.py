"""``crusoe-ib-verify``: prove a node, a rail pair or a whole pool healthy.

Subcommands::

    node      this node: sysfs ports (state, phys_state, rate, counters) and ibstat
    pair      ib_write_bw per rail between two nodes (--server / --client HOST / --parse FILE)
    nccl      multi-node nccl-tests (all_reduce_perf, or --collective alltoall ...) through mpirun from one
              node, reading nccl-tests' JSON results (-J) when it writes them (--dry-run, --parse LOG)
    diagnose  any NCCL log or nccl-tests output -> transport and bandwidth verdicts
    bundle    what Crusoe's InfiniBand diagnostics guide for SR-IOV VMs collects, as one .tar.gz
    logs      fetch files (job logs, env files) from every node of a hostfile over SSH into one dir

Every subcommand prints a human summary (or ``--json``, schema in docs/verify-json.md) and exits 1
when any verdict FAILs (also on WARN with ``--strict``), 2 on usage and I/O errors (an unreadable
input, an unwritable ``--output``), 0 otherwise. Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shlex
import shutil
import signal
import socket
import sys
import tempfile
import threading
import time

from . import __version__
from .collect import NONZERO, OK, TIMEOUT, fetch_to_file, progress, resolve, run, run_many, run_streaming
from .parsers import ib_write_bw, ibstat, nccl_tests, sysfs
from .parsers._common import strip_prefix
from .readers import MAX_LOG_BYTES, check_writable, read_bounded
from .schema import SCHEMA_VERSION
from .suites import input_verdicts as _input_verdicts
from .suites import nccl_verdicts, node_verdicts, thresholds_verdicts
from .thresholds import COLLECTIVE_OVERRIDES
from .verdicts import FAIL, UNAVAILABLE, WARN, Verdict, check_write_bw, summarize

DEFAULT_SYSFS = "/sys/class/infiniband"
IB_WRITE_BW_PORT_BASE = 18515
COLLECTIVES = ("all_reduce", "all_gather", "alltoall", "reduce_scatter", "sendrecv", "broadcast", "reduce")
MAX_SMALL_FILE = 4 << 20  # hostfiles, --context


class UsageError(Exception):
    """A user mistake: printed as one line, exit code 2, no traceback."""


_BUNDLE_FIX = "collect a diagnostics bundle (crusoe-ib-verify bundle) and open a Crusoe support ticket naming the node."


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
    if not isinstance(data, dict):
        raise UsageError("--thresholds-json must be a JSON object of threshold field -> value")
    for key in COLLECTIVE_OVERRIDES:
        value = data.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
                                  or value <= 0):
            raise UsageError("--thresholds-json %s=%r must be a finite positive number" % (key, value))
    return data


def _read_input(path: str, timeout: float = 30.0, limit: int = MAX_LOG_BYTES) -> tuple:
    """``(text, notes)`` for a log or output file: bounded in bytes and time, never blocking."""
    try:
        got = read_bounded(path, limit, timeout)
    except OSError as exc:
        raise UsageError("cannot read %s: %s" % (path, exc.strerror or exc))
    return got.text(), got.notes


def _read_text(path: str) -> str:
    """A small input (hostfile, --context): at most 4 MiB, else a usage error."""
    text, notes = _read_input(path, 30.0, MAX_SMALL_FILE)
    if notes:
        raise UsageError("cannot read %s: %s" % (path, notes[0]))
    return text


def _env_pairs(pairs) -> dict:
    out = {}
    for p in pairs or []:
        key, sep, value = p.partition("=")
        if not sep or not key:
            raise UsageError("--env %r is not KEY=VALUE" % p)
        out[key] = value
    return out


def _result(command: str, verdicts: list, instance_type=None, thresholds=None, facts=None) -> dict:
    counts = summarize(verdicts)
    return {
        "tool": "crusoe-ib-verify",
        "version": __version__,
        "schema_version": SCHEMA_VERSION,
        "command": command,
        "host": socket.gethostname(),
        "checked_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "instance_type": instance_type,
        "thresholds": thresholds.to_dict() if thresholds else None,
        "verdicts": [v.to_dict() for v in verdicts],
        "summary": counts,
        "ok": counts[FAIL] == 0,
        "facts": facts or {},
    }


def _write_json(path: str, data: dict) -> None:
    """Atomic write so a reader (a Terraform check, a startup script) never sees half a file."""
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2, sort_keys=True)
            fh.write("\n")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def _check_output(args) -> None:
    """Refuse an unwritable --output before any work is done (a 30-minute NCCL run included)."""
    path = getattr(args, "output", None)
    if path:
        why = check_writable(path)
        if why:
            raise UsageError("cannot write --output %s: %s" % (path, why))


def _emit(args, result: dict) -> int:
    if args.json:
        print(json.dumps(result, indent=2, sort_keys=True))
    else:
        print("crusoe-ib-verify %s on %s%s" % (result["command"], result["host"],
              " (%s)" % result["instance_type"] if result["instance_type"] else ""))
        for v in result["verdicts"]:
            first, *rest = v["reason"].split("\n")
            print("%-11s %-16s %s" % (v["status"], v["rule"], first))
            for line in rest:
                print(" " * 29 + line)
            if v["remediation"] and v["status"] != "PASS":
                print(" " * 29 + "fix: " + v["remediation"])
        s = result["summary"]
        print("RESULT: %s  (%d pass, %d fail, %d warn, %d unavailable)" % (
            "OK" if result["ok"] else "FAIL", s["PASS"], s[FAIL], s[WARN], s[UNAVAILABLE]))
    sys.stdout.flush()
    if getattr(args, "output", None):
        try:
            _write_json(args.output, result)
        except OSError as exc:
            print("crusoe-ib-verify: error: cannot write --output %s: %s" % (args.output, exc.strerror or exc), file=sys.stderr)
            return 2
    failed = not result["ok"] or (getattr(args, "strict", False) and result["summary"][WARN] > 0)
    return 1 if failed else 0


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


def cmd_node(args) -> int:
    _check_output(args)
    if not (args.deadline > 0 and math.isfinite(args.deadline)):
        raise UsageError("--deadline must be a positive number of seconds")
    thr, verdicts = _thresholds(args.instance_type, None, _overrides(args))
    progress("node: reading %s" % args.sysfs_root)
    start = time.monotonic()
    tree = {"ports": [], "error": "not read: the node check ran out of time"}
    parsed_ibstat, status = None, "not run"
    try:
        with _alarm(args.deadline):
            # Files get most of the budget; ibstat (only a fallback) gets what is left, within --timeout.
            tree = sysfs.read_tree(args.sysfs_root, deadline=start + 0.8 * args.deadline)
            left = args.deadline - (time.monotonic() - start)
            res = run(["ibstat"], max(0.1, min(args.timeout, left - 0.2)), args.tool_path)
            parsed_ibstat, status = (ibstat.parse(res.stdout) if res.status == OK else None), res.status
    except _Deadline:
        verdicts.append(Verdict("node_check", FAIL, "node", "The node check did not finish within its %gs deadline." % args.deadline,
                                "Something on this node blocks reads of %s or ibstat: " % args.sysfs_root + _BUNDLE_FIX))
    verdicts += node_verdicts(tree, thr, parsed_ibstat, dict(os.environ))
    facts = {"sysfs": tree, "ibstat": parsed_ibstat, "ibstat_status": status,
             "elapsed_s": round(time.monotonic() - start, 3)}
    return _emit(args, _result("node", verdicts, args.instance_type, thr, facts))


# --- pair ------------------------------------------------------------------------------------


def _rail_devices(args, thr) -> list:
    if args.device:
        return list(args.device)
    if thr and thr.hca_names:
        return list(thr.hca_names)
    tree = sysfs.read_tree(args.sysfs_root)
    devs = sorted({p["device"] for p in tree["ports"] if (p.get("link_layer") or "InfiniBand") == "InfiniBand"})
    if not devs:
        raise UsageError("no InfiniBand devices found under %s; pass --device" % args.sysfs_root)
    return devs


def ib_write_bw_command(device: str, port: int, host: str | None = None) -> list:
    """One rail's ib_write_bw: 64 KiB messages (perftest default), CPU-frequency warnings not fatal."""
    argv = ["ib_write_bw", "-d", device, "-i", "1", "-p", str(port), "-F"]
    return argv + ([host] if host else [])


def cmd_pair(args) -> int:
    _check_output(args)
    thr, verdicts = _thresholds(args.instance_type, None, _overrides(args))
    floor = thr.write_bw_floor_mb_per_s if thr else None
    target = thr.write_bw_target_mb_per_s if thr else None
    facts = {}
    if args.parse:
        text, notes = _read_input(args.parse, min(args.timeout, 30.0))
        report = ib_write_bw.parse(text)
        subject = args.label or "rail %s" % (report.get("device") or "?")
        verdicts += _input_verdicts(args.parse, notes)
        verdicts.append(check_write_bw(report, floor, subject, target))
        facts["reports"] = {subject: report}
        return _emit(args, _result("pair", verdicts, args.instance_type, thr, facts))
    devices = _rail_devices(args, thr)
    me = socket.gethostname()
    reports = {}
    if args.server:
        # One listener per rail on its own TCP port; each serves one client run, then exits.
        if resolve("ib_write_bw", args.tool_path) is None:
            verdicts.append(Verdict("write_bw", FAIL, "node", "ib_write_bw is not installed on this node.", "Install perftest."))
            return _emit(args, _result("pair", verdicts, args.instance_type, thr, facts))
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
    for subject, report in reports.items():
        verdicts.append(check_write_bw(report, floor, subject, target))
    facts["reports"] = reports
    return _emit(args, _result("pair", verdicts, args.instance_type, thr, facts))


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


def build_nccl_command(hostfile: str, nodes: int, gpus_per_node: int = 8, binary: str = "all_reduce_perf",
                       mpirun: str = "mpirun", min_bytes: str = "1G", max_bytes: str = "8G",
                       env: dict | None = None, mpirun_args: list | None = None, json_output: str | None = None) -> list:
    """The mpirun + nccl-tests argv: one rank per GPU, NCCL_DEBUG=INFO so the same log proves the
    transport, validation on (-c 1) so ``#wrong`` means something, and with ``json_output`` the
    ``-J FILE`` of nccl-tests 2.17.4+ so the results are read from JSON rather than from text."""
    argv = [mpirun, "--allow-run-as-root", "--tag-output", "--hostfile", hostfile,
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


def _context(args) -> dict:
    ctx = {}
    if getattr(args, "context", None):
        try:
            ctx = json.loads(_read_text(args.context))
        except (ValueError, RecursionError) as exc:
            raise UsageError("--context %s is not JSON: %s" % (args.context, str(exc)[:200]))
        if not isinstance(ctx, dict):
            raise UsageError("--context %s must hold a JSON object" % args.context)
        if ctx.get("node_count") is not None:
            _positive_int(ctx["node_count"], "--context node_count")
        for key in ("env",):
            if ctx.get(key) is not None and not (isinstance(ctx[key], dict) and all(
                    isinstance(k, str) and isinstance(v, str) for k, v in ctx[key].items())):
                raise UsageError("--context %s must be an object of strings" % key)
        for key in ("ib_devices", "partition_ids"):
            if ctx.get(key) is not None and not (isinstance(ctx[key], list) and all(isinstance(v, str) for v in ctx[key])):
                raise UsageError("--context %s must be a list of strings" % key)
        if ctx.get("instance_type") is not None and not isinstance(ctx["instance_type"], str):
            raise UsageError("--context instance_type must be a string")
        if ctx.get("collective") is not None and ctx["collective"] not in COLLECTIVES:
            raise UsageError("--context collective must be one of %s" % ", ".join(COLLECTIVES))
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


def cmd_nccl(args) -> int:
    _check_output(args)
    ctx = _context(args)
    collective = ctx.get("collective") or "all_reduce"
    binary = args.binary or "%s_perf" % collective
    if args.parse:
        text, notes = _read_input(args.parse, min(args.timeout, 30.0))
        verdicts, facts, thr = nccl_verdicts(text, ctx, require_tests=True)
        verdicts = _input_verdicts(args.parse, notes) + verdicts
        return _emit(args, _result("nccl", verdicts, ctx.get("instance_type"), thr, facts))
    if not args.hostfile:
        raise UsageError("nccl needs --hostfile FILE (or --parse LOG)")
    hosts = read_hostfile(args.hostfile)
    ctx.setdefault("node_count", len(hosts))
    ctx.setdefault("collective", nccl_tests.collective_of(binary))
    thr, _ = _thresholds(ctx.get("instance_type"), None, ctx.get("threshold_overrides"))
    gpus = args.gpus_per_node or (thr.gpus_per_node if thr else 8)
    common = (args.hostfile, len(hosts), gpus, binary, args.mpirun, args.min_bytes, args.max_bytes,
              _env_pairs(args.env), args.mpirun_arg)
    if args.dry_run:
        print(shlex.join(build_nccl_command(*common, json_output=None if args.no_json_results else args.json_results)))
        if not args.no_json_results and not args.json_results:
            progress("nccl: a run adds -J <new temporary directory>/nccl-tests.json to read nccl-tests' JSON results")
        return 0
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
        argv = build_nccl_command(*common, json_output=json_path)
        progress("nccl: %d nodes x %d GPUs: %s" % (len(hosts), gpus, shlex.join(argv)))

        def on_line(line):
            row = nccl_tests._row(strip_prefix(line).strip())
            if row:
                progress("nccl: %d B busbw %.2f GB/s" % (row["size_bytes"], row["out_of_place"]["busbw_gb_per_s"]))

        res = run_streaming(argv, args.timeout, args.tool_path, args.log, on_line)
        if json_path and not nccl_tests.parse(res.stdout)["rows"] and re.search(r"invalid option|USAGE:", res.stdout):
            progress("nccl: this nccl-tests does not know -J (older than 2.17.4); running again without it")
            json_path = None
            argv = build_nccl_command(*common)
            res = run_streaming(argv, args.timeout, args.tool_path, args.log, on_line)
        announced = nccl_tests.parse(res.stdout)["json_output_path"]
        json_text, json_note = _json_results(json_path, announced)
        verdicts, facts, thr = nccl_verdicts(res.stdout, ctx, require_tests=True, json_text=json_text)
    finally:
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)
    if res.status != OK:
        verdicts.insert(0, Verdict("nccl_run", FAIL, "nccl", "%s ended with status %s (exit code %s): %s" % (
            args.mpirun, res.status, res.returncode, res.stderr.strip()[-300:] or "see the log"),
            "Check that mpirun and %s exist on every host and that SSH between the hosts works." % binary))
    facts["argv"] = argv
    if json_note:
        facts["nccl_tests_json_note"] = json_note
    return _emit(args, _result("nccl", verdicts, ctx.get("instance_type"), thr, facts))


def cmd_diagnose(args) -> int:
    _check_output(args)
    ctx = _context(args)
    text, notes = _read_input(args.log, args.timeout)
    verdicts, facts, thr = nccl_verdicts(text, ctx)
    return _emit(args, _result("diagnose", _input_verdicts(args.log, notes) + verdicts, ctx.get("instance_type"), thr, facts))


# --- bundle ----------------------------------------------------------------------------------


def cmd_bundle(args) -> int:
    from .collect import make_bundle

    output = args.output or "crusoe-ib-bundle-%s-%s.tar.gz" % (socket.gethostname(), time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()))
    why = check_writable(output)
    if why:
        raise UsageError("cannot write --output %s: %s" % (output, why))
    thr, verdicts = _thresholds(args.instance_type, None, _overrides(args))
    tree = sysfs.read_tree(args.sysfs_root)
    verdicts += node_verdicts(tree, thr, None, dict(os.environ))
    node_result = _result("node", verdicts, args.instance_type, thr, {"sysfs": tree})
    extra = {os.path.basename(p): p for p in args.include or []}
    manifest = make_bundle(output, args.sysfs_root, args.net_root, args.tool_path, args.interface, args.timeout, extra, node_result)
    missing = sorted({i["argv"][0] for i in manifest["items"] if i.get("status") == "missing" and i.get("argv")})
    if args.json:
        print(json.dumps({"bundle": os.path.abspath(output), "manifest": manifest}, indent=2, sort_keys=True))
    else:
        print("wrote %s (%d items%s)" % (output, len(manifest["items"]), "; missing tools: " + ", ".join(missing) if missing else ""))
    return 0


# --- logs ------------------------------------------------------------------------------------


# A host name, IPv4/IPv6 address or user@host; never an option ("-oProxyCommand=...").
_HOST = re.compile(r"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9][A-Za-z0-9_.:-]{0,252}$")
_USER = re.compile(r"^[a-z_][a-z0-9_-]{0,31}$")


def parse_size(text: str) -> int:
    """``"200M"``, ``"1G"``, ``"4096"`` -> bytes (K/M/G are powers of 1024)."""
    m = re.match(r"^([0-9]+)([KMG]?)$", text.strip().upper())
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
        if not _HOST.match(host):
            raise UsageError("%s line %d: host %r is not a host name or address (letters, digits and ._:-, "
                             "optionally user@, never starting with '-')" % (path, n, host))
        label = next((w for w in words[1:] if "=" not in w), host)
        if not re.match(r"^[A-Za-z0-9_.:@-]+$", label) or label in (".", ".."):
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


def cmd_logs(args) -> int:
    from concurrent.futures import ThreadPoolExecutor

    entries = read_log_hostfile(args.hostfile)
    exe = args.ssh if os.sep in args.ssh else resolve(args.ssh, args.tool_path)
    if exe is None:
        raise UsageError("%s not found (pass --ssh PATH)" % args.ssh)
    ssh = [exe, "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=accept-new", "-o", "ConnectTimeout=%d" % max(1, int(args.timeout))]
    if args.user:
        if not _USER.match(args.user):
            raise UsageError("--user %r is not a login name (lowercase letters, digits, _ and -)" % args.user)
        ssh += ["-l", args.user]
    if args.jump is not None:
        if not _HOST.fullmatch(args.jump):
            raise UsageError("--jump %r is not [user@]host[:port] (letters, digits and ._:-, optionally user@, "
                             "never starting with '-')" % args.jump)
        ssh += ["-J", args.jump]
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
    _write_json(os.path.join(args.dest, "manifest.json"), manifest)
    if args.json:
        print(json.dumps(manifest, indent=2, sort_keys=True))
    else:
        for i in items:
            detail = "%d bytes -> %s" % (i["bytes"], i["local"]) if i["status"] == "ok" else i["error"]
            print("%-11s %-16s %s: %s" % (i["status"].upper(), i["label"], i["remote"], detail))
        ok = sum(1 for i in items if i["status"] == "ok")
        print("RESULT: %s  (%d of %d files; %d of %d nodes complete; manifest %s)" % (
            "OK" if not failed_nodes else "INCOMPLETE", ok, len(items), len(entries) - len(failed_nodes), len(entries),
            os.path.join(args.dest, "manifest.json")))
    return 0 if not failed_nodes else 1


# --- entry point -----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="crusoe-ib-verify", description=__doc__.split("\n")[0])
    p.add_argument("--version", action="version", version="%(prog)s " + __version__)
    sub = p.add_subparsers(dest="command", metavar="{node,pair,nccl,diagnose,bundle,logs}")
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

    def context_opts(sp):
        sp.add_argument("--context", help="JSON object: instance_type, host_channel_adapters, partition_ids, env, ib_devices, node_count")
        sp.add_argument("--nodes", type=int, help="node count (selects the busbw band)")
        sp.add_argument("--partition-id", action="append", help="IB partition of a node (repeat per node)")
        sp.add_argument("--host-channel-adapters", type=int, help="number of host_channel_adapters blocks per instance")
        sp.add_argument("--ib-device", action="append", help="an InfiniBand device on the node (repeat)")
        sp.add_argument("--env", action="append", metavar="KEY=VALUE", help="job environment variable (repeat)")
        sp.add_argument("--collective", choices=COLLECTIVES,
                        help="which nccl-tests collective (default: what the output names; for a run, all_reduce)")

    sp = sub.add_parser("node", help="check this node's InfiniBand ports")
    common(sp)
    sp.add_argument("--deadline", type=float, default=120.0,
                    help="seconds the whole check may take before it reports FAIL (default 120)")
    sp.add_argument("--output", help="also write the JSON result to this file")
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
    sp.add_argument("--mpirun", default="mpirun")
    sp.add_argument("--mpirun-arg", action="append", help="extra mpirun argument (repeat)")
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
    return p


def main(argv: list | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except UsageError as exc:
        print("crusoe-ib-verify: error: %s" % exc, file=sys.stderr)
        return 2
    except OSError as exc:
        print("crusoe-ib-verify: error: %s%s" % (exc.strerror or exc, ": %s" % exc.filename if exc.filename else ""),
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
