"""Running node tools safely, and the diagnostics bundle of Crusoe's InfiniBand diagnostics
guide for SR-IOV VMs.

Tools are looked up on ``tool_path`` (a PATH-style string; default ``$PATH``) so tests can
substitute fake tools, and run without a shell, with a timeout and ``LC_ALL=C`` so output is
parseable. A missing tool or a timeout is a result, not an exception. Output kept in memory is
bounded: a tool that prints more than ``MAX_TOOL_OUTPUT`` bytes is stopped (status ``error``), and
a long run (``run_streaming``) keeps the head and tail of its output (the ``--log`` file gets all).
"""

from __future__ import annotations

import collections
import io
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import threading
import time
from dataclasses import dataclass

from .parsers import sysfs
from .readers import UnsafePath, create_new, read_bounded, read_owned
from .terminal import say

MISSING, TIMEOUT, OK, NONZERO, ERROR = "missing", "timeout", "ok", "nonzero", "error"
MAX_TOOL_OUTPUT = 64 << 20
MAX_STREAM_KEPT = 128 << 20

# The diagnostics guide's step 5, applied in Python so no shell pipeline is needed; plus the NVIDIA
# driver's lines (XIDs), which a reboot would otherwise take with it.
DMESG_RE = re.compile(r"error|fail|link|mlx|infiniband|rdma|ib[0-9]|eth[0-9]|NVRM|Xid", re.IGNORECASE)


@dataclass
class CommandResult:
    argv: list
    status: str
    returncode: int | None = None
    stdout: str = ""
    stderr: str = ""
    duration_s: float = 0.0

    def manifest(self) -> dict:
        return {
            "argv": self.argv,
            "status": self.status,
            "returncode": self.returncode,
            "duration_s": round(self.duration_s, 3),
            "stderr": self.stderr[-2000:],
        }


def progress(msg: str) -> None:
    say("[crusoe-ib-verify] %s", msg, file=sys.stderr)


def _env() -> dict:
    env = dict(os.environ)
    env["LC_ALL"] = "C"
    return env


def find_tool(tool: str, tool_path: str | None = None) -> str | None:
    """The path of the executable ``tool`` on ``tool_path`` (the ``--tool-path`` option; else PATH), or None."""
    return shutil.which(tool, path=tool_path if tool_path is not None else os.environ.get("PATH", os.defpath))


def _kill(proc) -> None:
    """Kill the tool and everything it started (a shell-script tool's children hold its pipes open)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (OSError, AttributeError):
        try:
            proc.kill()
        except OSError:
            pass


class _Drain(threading.Thread):
    """Read one pipe to its end, keeping at most ``limit`` bytes; past it, stop the process."""

    def __init__(self, pipe, limit: int, proc):
        super().__init__(daemon=True)
        self.pipe, self.limit, self.proc = pipe, limit, proc
        self.chunks, self.size, self.overflow = [], 0, False

    def run(self):
        try:
            for chunk in iter(lambda: self.pipe.read(1 << 16), b""):
                if self.size + len(chunk) > self.limit:
                    self.overflow = True
                    _kill(self.proc)
                    break
                self.chunks.append(chunk)
                self.size += len(chunk)
        except (OSError, ValueError):
            pass

    def text(self) -> str:
        return _dec(b"".join(self.chunks))


def _spawn(argv: list, tool_path: str | None, *, merged: bool):
    """Start ``argv`` (found on the tool path) in a session of its own, stdout piped, stderr piped
    or (``merged``) into stdout: ``(process, None)``, or ``(None, the result that says why not)``."""
    exe = find_tool(argv[0], tool_path)
    if exe is None:
        return None, CommandResult(list(argv), MISSING, stderr=f"{argv[0]}: not found on the tool path")
    start = time.monotonic()
    try:
        return subprocess.Popen([exe, *argv[1:]], stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT if merged else subprocess.PIPE,
                                stdin=subprocess.DEVNULL, env=_env(), start_new_session=True), None
    except OSError as exc:
        return None, CommandResult(list(argv), ERROR, None, "", str(exc), time.monotonic() - start)


def run(argv: list, timeout: float = 30.0, tool_path: str | None = None, max_bytes: int = MAX_TOOL_OUTPUT) -> CommandResult:
    """Run ``argv`` (a list, never a shell string) within ``timeout`` seconds and ``max_bytes`` of
    output. Never raises."""
    start = time.monotonic()
    proc, failed = _spawn(argv, tool_path, merged=False)
    if failed:
        return failed
    out, err = _Drain(proc.stdout, max_bytes, proc), _Drain(proc.stderr, 1 << 20, proc)
    out.start()
    err.start()
    timed_out = False
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill(proc)
        proc.wait()
    finally:
        if proc.poll() is None:  # an exception (the node check's deadline) while waiting
            _kill(proc)
            proc.wait()
        out.join(0.5)
        err.join(0.5)
        if out.is_alive() or err.is_alive():  # children it left behind keep the pipes open
            _kill(proc)
            out.join(5)
            err.join(5)
        proc.stdout.close()
        proc.stderr.close()
    elapsed = time.monotonic() - start
    if out.overflow or err.overflow:
        return CommandResult(list(argv), ERROR, None, out.text(), err.text() + f"\noutput larger than {max_bytes} bytes; stopped",
                             elapsed)
    if timed_out:
        return CommandResult(list(argv), TIMEOUT, None, out.text(), err.text() + f"\ntimed out after {timeout:g}s", elapsed)
    status = OK if proc.returncode == 0 else NONZERO
    return CommandResult(list(argv), status, proc.returncode, out.text(), err.text(), elapsed)


def run_many(argvs: list, timeout: float = 30.0, tool_path: str | None = None, max_bytes: int = MAX_TOOL_OUTPUT) -> list:
    """Start every argv at once (servers waiting for their clients) and wait for all of them within
    ``timeout`` seconds in total; stdout and stderr together, bounded. Never raises."""
    started = []
    start = time.monotonic()
    for argv in argvs:
        proc, failed = _spawn(argv, tool_path, merged=True)
        if failed:
            started.append((argv, None, failed))
            continue
        drain = _Drain(proc.stdout, max_bytes, proc)
        drain.start()
        started.append((argv, (proc, drain), None))
    results = []
    for argv, running, done in started:
        if done is not None:
            results.append(done)
            continue
        proc, drain = running
        timed_out = False
        try:
            proc.wait(timeout=max(0.0, start + timeout - time.monotonic()))
        except subprocess.TimeoutExpired:
            timed_out = True
        finally:
            if proc.poll() is None:
                _kill(proc)
                proc.wait()
            drain.join(5)
            proc.stdout.close()
        status = TIMEOUT if timed_out else ERROR if drain.overflow else OK if proc.returncode == 0 else NONZERO
        results.append(CommandResult(list(argv), status, None if timed_out else proc.returncode, drain.text(),
                                     f"timed out after {timeout:g}s" if timed_out else "", time.monotonic() - start))
    return results


def fetch_to_file(argv: list, path: str, timeout: float, max_bytes: int) -> dict:
    """Run ``argv`` (ssh ... cat FILE) and stream its stdout into ``path`` (at most ``max_bytes``),
    killed at ``timeout`` even when it prints nothing. Returns ``{"status": ok|timeout|too_large|
    nonzero|error, "returncode", "bytes", "stderr"}``; ``path`` exists only on ok. Raises only
    :class:`~.readers.UnsafePath`, for a symbolic link (or FIFO) planted at ``path``: never written through."""
    import tempfile

    result = {"status": OK, "returncode": None, "bytes": 0, "stderr": ""}
    expired = threading.Event()
    try:
        with os.fdopen(create_new(path, "the download"), "wb") as out, tempfile.TemporaryFile() as errfile:
            proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=errfile, stdin=subprocess.DEVNULL,
                                    start_new_session=True)

            def expire():
                expired.set()
                _kill(proc)

            timer = threading.Timer(timeout, expire)
            timer.start()
            try:
                for chunk in iter(lambda: proc.stdout.read(1 << 16), b""):
                    result["bytes"] += len(chunk)
                    if result["bytes"] > max_bytes:
                        result["status"] = "too_large"
                        break
                    out.write(chunk)
            finally:
                timer.cancel()
                if proc.poll() is None:
                    _kill(proc)
                proc.wait()
                proc.stdout.close()
            errfile.seek(0)
            result["stderr"] = errfile.read(1 << 16).decode("utf-8", errors="replace").strip()[-300:]
        result["returncode"] = proc.returncode
        if expired.is_set():
            result["status"] = TIMEOUT
        elif result["status"] == OK and proc.returncode != 0:
            result["status"] = NONZERO
    except UnsafePath:
        raise  # a link planted at the download's name: the command stops (exit 2), nothing written through it
    except OSError as exc:
        result.update(status=ERROR, stderr=str(exc))
    if result["status"] != OK and os.path.exists(path):
        os.remove(path)
    return result


def run_streaming(argv: list, timeout: float, tool_path: str | None = None, log_path: str | None = None,
                  on_line=None) -> CommandResult:
    """Run a long command, teeing stdout+stderr to ``log_path`` and calling ``on_line`` per line."""
    start = time.monotonic()
    proc, failed = _spawn(argv, tool_path, merged=True)
    if failed:
        return failed
    timed_out = threading.Event()

    def _expire():
        timed_out.set()
        _kill(proc)

    timer = threading.Timer(timeout, _expire)
    timer.start()
    head, tail, kept, skipped = [], collections.deque(), 0, 0
    log = None
    try:
        log = open(log_path, "w", encoding="utf-8") if log_path else None
        for raw in proc.stdout:
            line = _dec(raw[:1 << 20])
            if kept < MAX_STREAM_KEPT // 4:
                head.append(line)
            else:
                tail.append(line)
            kept += len(line)
            while kept > MAX_STREAM_KEPT and tail:
                dropped = tail.popleft()
                kept -= len(dropped)
                skipped += len(dropped)
            if log:
                log.write(line)
                log.flush()
            if on_line:
                on_line(line.rstrip("\n"))
        proc.wait()
    finally:
        timer.cancel()
        if proc.poll() is None:
            _kill(proc)
            proc.wait()
        if log:
            log.close()
    out = "".join(head) + (f"[crusoe-ib-verify: {skipped} characters skipped here]\n" if skipped else "") + "".join(tail)
    if timed_out.is_set():
        return CommandResult(list(argv), TIMEOUT, proc.returncode, out, f"timed out after {timeout:g}s", time.monotonic() - start)
    return CommandResult(list(argv), OK if proc.returncode == 0 else NONZERO, proc.returncode, out, "", time.monotonic() - start)


def _dec(b) -> str:
    if b is None:
        return ""
    return b.decode("utf-8", errors="replace") if isinstance(b, bytes) else b


#: A device or interface name read from sysfs that becomes a tool's argument (perfquery, ethtool): never an option
#: (a leading -), never a control or non-ASCII character. Real names pass (mlx5_0, ibp26s0, enp1s0, ib0.8001).
ARG_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:@+-]{0,63}")


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.+-]+", "_", name).strip("_")


def list_interfaces(net_root: str = "/sys/class/net") -> list:
    try:
        return sorted(n for n in os.listdir(net_root) if n != "lo")
    except OSError:
        return []


def _ports(sysfs_root: str) -> list:
    return [(p["device"], p["port"]) for p in sysfs.read_tree(sysfs_root)["ports"]]


def make_bundle(output: str, sysfs_root: str = "/sys/class/infiniband", net_root: str = "/sys/class/net",
                tool_path: str | None = None, interfaces: list | None = None, timeout: float = 30.0,
                extra_files: dict | None = None, node_result: dict | None = None,
                job_output: tuple | None = None) -> dict:
    """Collect the diagnostics guide's items into ``output`` (.tar.gz) and return the manifest.

    ``job_output``: ``(path, uid, gid)`` of a Slurm job's output, added only if it is a regular
    file owned by the job's user, read as that user (``readers.read_owned``). The bundle file is
    created 0600 (a bundle of a node is for its operators).

    Each item is recorded in ``manifest.json`` with its status (ok, nonzero, missing, timeout,
    error for tools; absent for sysfs files); nothing here raises for a missing tool or tree.
    """
    files: dict = {}
    manifest: dict = {"host": socket.gethostname(), "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                      "sysfs_root": sysfs_root, "items": []}

    def record(name: str, argv: list | None, result: CommandResult | None = None, text: str | None = None, note: str = ""):
        entry = {"name": name, "file": None}
        if result is not None:
            entry.update(result.manifest())
            text = result.stdout
            if result.stderr and result.status != MISSING:
                files[f"cmd/{name}.stderr.txt"] = result.stderr
        else:
            entry.update({"argv": argv, "status": OK if text else "absent", "note": note})
        if text:
            path = ("cmd/%s.txt" if result is not None else "%s.txt") % name
            files[path] = text
            entry["file"] = path
        manifest["items"].append(entry)

    # Step 1: device names.
    progress(f"bundle: listing {sysfs_root}")
    try:
        listing = [f"{sysfs_root}:"] + sorted(os.listdir(sysfs_root))
        for dev in sorted(os.listdir(sysfs_root)):
            pdir = os.path.join(sysfs_root, dev, "ports")
            if os.path.isdir(pdir):
                listing.append(f"{pdir}: {' '.join(sorted(os.listdir(pdir)))}")
        record("sysfs/ls", ["ls", sysfs_root], text="\n".join(listing) + "\n")
    except OSError as exc:
        record("sysfs/ls", ["ls", sysfs_root], text=None, note=str(exc))
    record("ip_link_show", None, run(["ip", "link", "show"], timeout, tool_path))
    # Steps 2-3: state, phys_state, rate, counters, hw_counters, in path:value form (parsers.sysfs reads it).
    dump = sysfs.dump_tree(sysfs_root)
    record("sysfs/ports", ["read", sysfs_root + "/*/ports/*/{state,phys_state,rate,link_layer,counters/*,hw_counters/*}"],
           text=dump or None, note="" if dump else "no port files")
    for dev, port in _ports(sysfs_root):
        if not ARG_NAME.fullmatch(dev):
            record(_safe(f"perfquery_{dev}_{port}") or "perfquery", None, text=None,
                   note=f"device name {dev!r} is not a plain device name: not passed to perfquery")
            continue
        for flags in (["-E"], ["-E", "-x"], ["-E", "-X"]):
            argv = ["perfquery"] + flags + [dev, str(port)]
            progress("bundle: " + " ".join(argv))
            record(_safe(f"perfquery_{''.join(flags)}_{dev}_{port}"), None, run(argv, timeout, tool_path))
    # Step 4.
    record("ip_-s_link_show", None, run(["ip", "-s", "link", "show"], timeout, tool_path))
    for tool in ("ibstatus", "ibstat"):
        progress("bundle: " + tool)
        record(tool, None, run([tool], timeout, tool_path))
    for iface in interfaces if interfaces is not None else list_interfaces(net_root):
        if not ARG_NAME.fullmatch(iface):
            record(_safe(f"ethtool_{iface}") or "ethtool", None, text=None,
                   note=f"interface name {iface!r} is not a plain interface name: not passed to ethtool")
            continue
        progress(f"bundle: ethtool {iface}")
        record(_safe(f"ethtool_{iface}"), None, run(["ethtool", iface], timeout, tool_path))
        record(_safe(f"ethtool_-S_{iface}"), None, run(["ethtool", "-S", iface], timeout, tool_path))
    # Step 5: dmesg | grep -iE ... | tail -100, without a shell.
    progress("bundle: dmesg")
    res = run(["dmesg"], timeout, tool_path)
    if res.stdout:
        res.stdout = "\n".join([l for l in res.stdout.splitlines() if DMESG_RE.search(l)][-100:]) + "\n"
    record("dmesg_filtered", None, res)
    # The GPUs' own report (ECC, row remapping, PCIe link, NVLink), for the GPU rules' findings.
    progress("bundle: nvidia-smi -q")
    record("nvidia-smi_-q", None, run(["nvidia-smi", "-q"], timeout, tool_path))
    if node_result is not None:
        files["node-check.json"] = json.dumps(node_result, indent=2, sort_keys=True)
    for arcname, path in sorted((extra_files or {}).items()):
        try:
            got = read_bounded(path, MAX_TOOL_OUTPUT, timeout, regular_only=True)
            files["extra/" + _safe(arcname)] = got.text()
            if got.notes:
                manifest["items"].append({"name": "extra/" + arcname, "status": "partial", "stderr": "; ".join(got.notes),
                                          "file": "extra/" + _safe(arcname)})
        except OSError as exc:
            manifest["items"].append({"name": "extra/" + arcname, "status": ERROR, "stderr": str(exc), "file": None})
    if job_output is not None:
        path, uid, gid = job_output
        name = "extra/job-output/" + _safe(os.path.basename(path) or "output")
        try:
            got = read_owned(path, uid, gid, MAX_TOOL_OUTPUT, timeout)
            files[name] = got.text()
            manifest["items"].append({"name": name, "status": OK if not got.notes else "partial", "file": name,
                                      "source": path, "stderr": "; ".join(got.notes)})
        except OSError as exc:
            manifest["items"].append({"name": name, "status": "refused" if isinstance(exc, PermissionError) else ERROR,
                                      "source": path, "stderr": f"{path}: {exc.strerror or exc}", "file": None})
    files["manifest.json"] = json.dumps(manifest, indent=2, sort_keys=True)
    top = f"crusoe-ib-bundle-{_safe(manifest['host'])}"
    now = int(time.time())
    fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), 0o600)
    os.fchmod(fd, 0o600)
    with os.fdopen(fd, "wb") as raw, tarfile.open(fileobj=raw, mode="w:gz") as tar:
        for name in sorted(files):
            data = files[name].encode("utf-8")
            info = tarfile.TarInfo(f"{top}/{name}")
            info.size, info.mtime, info.mode = len(data), now, 0o644
            tar.addfile(info, io.BytesIO(data))
    progress(f"bundle: wrote {output} ({len(files)} files)")
    return manifest


# --- GPU facts (the node check's GPU rules) ---------------------------------------------------


def _small_file(path: str) -> str | None:
    try:
        with open(path, "rb") as fh:
            return fh.read(64 << 10).decode("utf-8", errors="replace")
    except OSError:
        return None


def nccl_topo_path(host_root: str, env: dict, instance_type: str | None) -> str | None:
    """``NCCL_TOPO_FILE`` when set, else the image's ``/etc/crusoe/nccl_topo/<type>*.xml`` (Crusoe's
    images keep one per GPU type there), else the only file in that directory."""
    if env.get("NCCL_TOPO_FILE"):
        return env["NCCL_TOPO_FILE"]
    directory = os.path.join(host_root, "etc/crusoe/nccl_topo")
    try:
        names = sorted(n for n in os.listdir(directory) if n.endswith(".xml"))
    except OSError:
        return None
    stem = (instance_type or "").split(".")[0]
    mine = [n for n in names if stem and n.startswith(stem)]
    chosen = mine or (names if len(names) == 1 else [])
    return os.path.join(directory, chosen[0]) if chosen else None


def gpu_outputs(tool_path: str | None, timeout: float, host_root: str = "/", env: dict | None = None,
                instance_type: str | None = None, nvbandwidth: bool = False, deadline: float | None = None) -> dict:
    """Run the GPU tools and read the GPU files for :func:`.suites.gpu_facts`: ``{name: (status, stdout)}``
    for nvidia-smi -q -x, nvidia-smi nvlink -s/-e, the kernel log (dmesg, else journalctl -k), dcgmi diag
    -r 1 and (asked for) nvbandwidth; plus ``pci`` (sysfs), ``gdr`` and ``nccl_topo`` (file text).
    ``deadline`` (a ``time.monotonic()`` value) shortens each tool's timeout. Never raises."""
    from .parsers import pci

    env = env if env is not None else dict(os.environ)

    def tool(argv, seconds=timeout, stderr=False):
        left = seconds if deadline is None else min(seconds, deadline - time.monotonic())
        if left <= 0.1:
            return (TIMEOUT, "")
        res = run(argv, left, tool_path)
        # nvbandwidth's ASSERT / pattern-check messages may go to stderr: keep them with the output.
        return (res.status, res.stdout + ("\n" + res.stderr if stderr and res.stderr else ""))

    out = {"nvidia_smi": tool(["nvidia-smi", "-q", "-x"])}
    if out["nvidia_smi"][0] != MISSING:
        out["nvlink_status"] = tool(["nvidia-smi", "nvlink", "-s"])
        out["nvlink_errors"] = tool(["nvidia-smi", "nvlink", "-e"])
    log = tool(["dmesg"])
    out["kernel_log"] = log if log[0] == OK else tool(["journalctl", "-k", "-b", "--no-pager", "-q"])
    out["dcgmi"] = tool(["dcgmi", "diag", "-r", "1"], max(timeout, 120.0))
    out["nvbandwidth"] = tool(["nvbandwidth", "-t", "device_to_device_memcpy_read_ce"], max(timeout, 300.0), stderr=True) \
        if nvbandwidth else ("not run", "")
    out["pci"] = pci.read_tree(os.path.join(host_root, "sys/bus/pci/devices"))
    version = _small_file(os.path.join(host_root, "proc/driver/nvidia/version"))
    amd = os.path.isdir(os.path.join(host_root, "sys/module/amdgpu"))
    vendors = {d["vendor"] for d in out["pci"]["devices"] if d["kind"] == "gpu"}
    vendor = "amd" if "0x1002" in vendors or (amd and not version) else "nvidia" if version or "0x10de" in vendors else None
    out["gdr"] = {"vendor": vendor, "nvidia_version": (version or "").strip().split("\n")[0][:200] or None,
                  "open_module": "Open Kernel Module" in (version or "") if version else None,
                  "peermem_loaded": os.path.isdir(os.path.join(host_root, "sys/module/nvidia_peermem")),
                  "amdgpu_loaded": amd,
                  "kernel": (_small_file(os.path.join(host_root, "proc/sys/kernel/osrelease")) or "").strip()[:64] or None}
    topo = nccl_topo_path(host_root, env, instance_type)
    out["nccl_topo"] = None if topo is None else (_small_file(topo) or "")
    return out
