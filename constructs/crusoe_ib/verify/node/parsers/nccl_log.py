"""NCCL_DEBUG=INFO log lines: which network NCCL chose, on every host, and every error it reported.

Reads any text holding NCCL lines (a training log, nccl-tests output, behind any launcher
prefix) and extracts the facts the transport verdicts need (the checklist in Crusoe's blog
"Scaling Deep Learning Distributed Training with Rancher K3s on Crusoe Cloud", the Socket
fallback in Saturn Cloud's "A Field Guide to Crusoe InfiniBand with Terraform").

Dialects (the INFO/WARN formats of NCCL's source, 2.3 to 2.28):

- the line prefix: ``host:pid:tid [dev] NCCL INFO`` (2.4+), and before 2.4 the same without the
  word ``NCCL`` (``host:pid:tid [0] INFO Using internal Network Socket``; ``WARN`` with file:line);
  NCCL 2.1's warnings carry no pid:tid either (``host [0] misc/ibvwrap.cu:269 WARN Call to ibv_create_qp
  failed``, horovod/horovod#98);
- the network: ``Using network IB`` (2.6+, any name, ``AWS Libfabric`` is one network),
  ``Using internal Network IB`` (2.3); NCCL 2.4-2.5 print neither, so the transport is read from
  the channel lines or, failing those, from a complete ``NET/IB : Using ... ; OOB`` line;
- the HCAs: ``NET/IB : Using [0]mlx5_0:1/IB/SHARP [RO]; OOB eth0:<0>``, merged NICs
  ``[0]={[0] mlx5_2:1/RoCE, [1] mlx5_3:1/RoCE}`` (2.20+), and 2.3's one ``NET/IB: [0] mlx5_0:1/IB``
  line per device; kept per host;
- the channels: ``Ring 00 : 6 -> 2 via NET/IB/0`` (2.3), ``Ring 00 : 6 -> 2 [send] via NET/IB/0``
  (2.4), hex bus ids ``1[3b000] -> 0[3b000]`` (2.5-2.18), ``Channel 00/0 : 0[0] -> 8[0] [send] via
  NET/IBext/3/GDRDMA`` (2.12+), proxy ranks ``NET/IB/0(1)/GDRDMA``;
- errors: ``NCCL WARN`` lines (IB completion errors with their ``ibv_wc_status`` code in every
  spelling, ``Call to ibv_* failed``, async port events), nccl-tests' ``HOST: Test NCCL failure``,
  aborted communicators (``- Abort COMPLETE``), PyTorch's NCCL errors and watchdog timeouts, and the
  ``Failed, NCCL error file.c:99 'unhandled system error'`` of NCCL's own NCCLCHECK example macro,
  failed proxy operations (``[Service thread] Error encountered progressing operation=Connect, res=3``) and
  crashes (UCX's ``[host:pid:0:tid] Caught signal 11 (Segmentation fault: ...)``, ``core dumped``);
- ``Failed to open libibverbs.so[.1]`` (INFO or WARN): the image has no verbs library, so NCCL cannot
  use InfiniBand at all; a log of several hosts that names no network is then read as Socket.

RCCL (AMD ROCm's fork of NCCL, ROCm/rccl) logs the same ``NCCL INFO``/``NCCL WARN`` lines (same
network, ``NET/IB : Using``, channel, GDRDMA and error formats: its src/debug.cc, init.cc and
transport/net.cc keep NCCL's printf formats) but announces itself on stdout as ``RCCL version :
2.21.5-HEAD:0cbce2a`` followed by ``HIP version``/``ROCm version`` lines; older RCCL printed
``NCCL version 2.x.y+hip5.x``. Either sets ``library`` to ``"RCCL"``; ``nccl_version`` then stays
null, so NCCL's minimum version (a fact about NVIDIA's library) is never applied to RCCL.

Schema::

    {
      "library":       "NCCL"|"RCCL"|null,   # which collective library wrote the log
      "library_version": string|null,    # its version as printed ("2.21.5-HEAD:0cbce2a", "2.19.3+cuda12.2")
      "rocm_version":  string|null,      # RCCL's "ROCm version : 6.2.0..." line
      "nccl_version":  string|null,      # "2.19.3+cuda12.2" (NCCL only; null for RCCL)
      "networks":      [string],         # distinct "Using network X" values, in order seen
      "networks_by_host": {host: [string]},
      "transport":     "IB"|"Socket"|"mixed"|string|null,   # IB covers IB, IBext, IBext_v8...;
                                         # another single network is its own name
      "transport_evidence": string|null, # which lines gave the transport
      "ib_no_device":  boolean,          # "NET/IB : No device found." seen
      "ibverbs_missing": boolean,        # "Failed to open libibverbs.so[.1]" seen
      "socket_interfaces": [{"index": integer, "interface": string, "address": string}],  # first host's
      "socket_interfaces_by_host": {host: [string]},     # "eth0:10.0.0.5"
      "ib_hcas": [{"index": integer, "device": string, "port": integer,
                   "link_layer": string, "sharp": boolean}],   # every host's, merged NICs expanded
      "ib_hcas_by_host": {host: [string]},  # devices each host's NET/IB line lists
      "ib_relaxed_ordering": boolean,    # "[RO]" on the NET/IB : Using line
      "oob_interface": string|null,      # "eth0" from "; OOB eth0:<0>"
      "gdr_hcas": [{"index": integer|null, "device": string, "enabled": boolean,
                    "mechanism": "nvidia-peermem"|"DMABUF"|null}],   # "GPU Direct RDMA ... for HCA" lines
      "channels": {
        "total": integer,                # channel/ring connection lines ("... via ...")
        "net": integer,                  # of which via NET/...
        "net_gdrdma": integer,           # of which via NET/.../GDRDMA
        "by_transport": {string: integer}   # "NET/IBext": 12, "P2P/IPC": 40
      },
      "topo_file":     string|null,      # NCCL_TOPO_FILE line
      "plugin_path":   string|null,      # "Plugin Path : /opt/hpcx/..."
      "p2p_plugin":    string|null,      # "IBext" from "P2P plugin IBext"
      "plugin_messages": [string],       # NET/Plugin lines
      "env":           {name: string},   # "NCCL_IB_HCA": "mlx5_0,mlx5_1"
      "hosts":         [string],         # from "host:pid:tid [dev] NCCL ..." prefixes, every host
      "nranks":        integer|null,     # from "Init COMPLETE" lines
      "warnings":      [string],         # NCCL WARN messages
      "errors": [                        # lines that mean a failed or degraded job (at most 200)
        {"host": string|null, "rank": integer|null, "kind": string, "severity": "FAIL"|"WARN",
         "line": string, "status": integer|null, "status_name": string|null}
      ],
      "error_count":   integer,          # all error lines, also those beyond the 200 kept
      "error":         string|null       # set when no NCCL line was found
    }

``kind`` is one of ``ib_completion``, ``ib_async_event``, ``ibverbs_call``, ``test_failure``,
``communicator_aborted``, ``nccl_error``, ``timeout``, ``cuda_error``, ``connection``, ``crash``, ``nccl_warn``.
"""

from __future__ import annotations

import re

from ._common import never_raises, prepare, safe_int, tagged_lines

_A = re.ASCII
_VERSION_RE = re.compile(r"NCCL version (\S{1,64})")
_RCCL_VERSION_RE = re.compile(r"RCCL version\s{0,8}:\s{0,8}(\S{1,64})")
_ROCM_VERSION_RE = re.compile(r"ROCm version\s{0,8}:\s{0,8}(\S{1,64})")
_NETWORK_RE = re.compile(r"NCCL INFO Using (?:internal )?[Nn]etwork (\S.{0,63}?)\s*$")
_SOCKET_RE = re.compile(r"NET/Socket : Using (.*)$")
_SOCKET_ENTRY_RE = re.compile(r"\[(\d{1,4})\]([^:\s\[]{1,64}):([^<\s]{0,128})<\d{1,9}>", _A)
_IB_USING_RE = re.compile(r"NET/IB ?: Using (.*)$")
_IB_ENTRY_RE = re.compile(r"\[(\d{1,4})\] ?([^:\s\[\]{},]{1,64}):(\d{1,4})/([A-Za-z]{1,16})(/SHARP)?", _A)
_IB_DEV_V23_RE = re.compile(r"NET/IB: \[(\d{1,4})\] ([^:\s]{1,64}):(\d{1,4})/([A-Za-z]{1,16})\s*$", _A)
_OOB_RE = re.compile(r"OOB ([^:\s]{1,64}):")
_CHANNEL_RE = re.compile(
    r"(?:Channel|Ring) \d{1,4}(?:/\d{1,4})? : \d{1,9}(?:\[[0-9a-fA-F]{1,16}\])? -> \d{1,9}(?:\[[0-9a-fA-F]{1,16}\])?"
    r"(?: \[(?:send|receive)\])? via (\S{1,128}(?: [A-Za-z][^/\s]{0,40}/\d\S{0,64})?)", _A)
_ENV_RE = re.compile(r"\b(NCCL_[A-Z0-9_]{1,64}) set (?:by environment )?to (.{0,512}?)\.?\s*$", _A)
_PLUGIN_PATH_RE = re.compile(r"Plugin Path : (\S{1,4096})")
_P2P_PLUGIN_RE = re.compile(r"P2P plugin (\S{1,64})")
# "GPU Direct RDMA Disabled for HCA 0 'mlx5_0' (no module)"; NCCL 2.19+ and the RDMA plugin name the path and
# print no closing quote: "GPU Direct RDMA (DMABUF) enabled for HCA 0 'mlx5_0", "(nvidia-peermem) enabled".
_GDR_RE = re.compile(r"GPU Direct RDMA (?:\((nvidia-peermem|DMABUF)\) )?([Ee]nabled|[Dd]isabled) for HCA (\d{1,4}) "
                     r"'([^'\s]{1,64})", _A)
_GDR_V23_RE = re.compile(r"GPU Direct RDMA (Enabled|Disabled) for GPU \d{1,4} / HCA (\S{1,64})", _A)
_WARN_RE = re.compile(r"NCCL WARN (.*?)\s*$")
# NCCL before 2.4 wrote no "NCCL" word: "%s:%d:%d [%d] INFO " and "\n%s:%d:%d [%d] %s:%d WARN " (its debug.h
# INFO/WARN macros). Such a line is read as if it had the word. Pids start with 1-9, so a timestamp
# such as "10:00:00 [0] INFO" is not taken for one.
_PRE24_RE = re.compile(r"((?:^|[\s\]])[A-Za-z0-9][A-Za-z0-9._-]{0,252}:[1-9]\d{0,9}:[1-9]\d{0,9} \[\d{1,4}\] "
                       r"(?:\S{1,256}:\d{1,9} )?)(INFO|WARN|TRACE) ", _A)
# NCCL 2.1: "\n%s [%d] %s:%d WARN " (host, device, file:line), no pid:tid.
_PRE22_HOST_RE = re.compile(r"^\s{0,8}([A-Za-z0-9][A-Za-z0-9._-]{0,252}) \[\d{1,4}\] \S{1,256}:\d{1,9} NCCL WARN ", _A)
_PRE22_WARN_RE = re.compile(r"^(\s{0,8}[A-Za-z0-9][A-Za-z0-9._-]{0,252} \[\d{1,4}\] \S{1,256}\.cu?c?:\d{1,9} )(WARN) ", _A)
# "[2025-03-12 10:00:00] host:pid:tid [dev] (file:line )NCCL INFO|WARN" (timestamps: NCCL 2.26+).
_HOST_RE = re.compile(r"(?:^|[\s\]])([A-Za-z0-9][A-Za-z0-9._-]{0,252}):\d{1,10}:\d{1,10} \[\d{1,4}\] (?:\S{1,256}:\d{1,9} )?"
                      r"NCCL (?:INFO|WARN|TRACE)", _A)
_NRANKS_RE = re.compile(r"nranks (\d{1,9})\b.* - (?:Init )?COMPLETE", _A)
# nccl-tests' "HOST: Test NCCL failure file:line", " .. HOST pid N: Test failure ..." and (-T)
# "HOST: Test timeout (Ns) file:line".
_TEST_HOST_RE = re.compile(r"(?:^|\s)(?:\.\. )?([A-Za-z0-9][A-Za-z0-9._-]{0,252})(?: pid \d{1,10})?: "
                           r"Test (?:(?:NCCL |CUDA )?failure|timeout \()", _A)
_STATUS_RE = re.compile(r"Got completion (?:from peer \S{1,128} )?with (?:error |status=)(\d{1,4})", _A)

# enum ibv_wc_status (rdma-core's verbs.h), by value.
WC_STATUS = ("IBV_WC_SUCCESS", "IBV_WC_LOC_LEN_ERR", "IBV_WC_LOC_QP_OP_ERR", "IBV_WC_LOC_EEC_OP_ERR", "IBV_WC_LOC_PROT_ERR",
             "IBV_WC_WR_FLUSH_ERR", "IBV_WC_MW_BIND_ERR", "IBV_WC_BAD_RESP_ERR", "IBV_WC_LOC_ACCESS_ERR",
             "IBV_WC_REM_INV_REQ_ERR", "IBV_WC_REM_ACCESS_ERR", "IBV_WC_REM_OP_ERR", "IBV_WC_RETRY_EXC_ERR",
             "IBV_WC_RNR_RETRY_EXC_ERR", "IBV_WC_LOC_RDD_VIOL_ERR", "IBV_WC_REM_INV_RD_REQ_ERR", "IBV_WC_REM_ABORT_ERR",
             "IBV_WC_INV_EECN_ERR", "IBV_WC_INV_EEC_STATE_ERR", "IBV_WC_FATAL_ERR", "IBV_WC_RESP_TIMEOUT_ERR",
             "IBV_WC_GENERAL_ERR", "IBV_WC_TM_ERR", "IBV_WC_TM_RNDV_INCOMPLETE")

# (kind, severity, pattern) in order; the first match classifies a line.
_I = re.IGNORECASE
_WARN_KINDS = (
    ("ib_completion", "FAIL", _STATUS_RE),
    # ibv_event_type_str()'s error events; NCCL 2.19+ also prints "async fatal event on QP (0x...): <event>".
    ("ib_async_event", "FAIL", re.compile(r"async fatal event|async event ?: ?(?:port error|device fatal|local catastrophic|"
                                          r"CQ error|QP fatal|SRQ catastrophic|path migration error|"
                                          r".*work queue (?:catastrophic )?error|.*fatal)", _I)),
    ("ibverbs_call", "FAIL", re.compile(r"Call to ibv_\w{1,64} failed|ibv_\w{1,64} failed", _I)),
    ("test_failure", "FAIL", re.compile(r"Test (?:NCCL |CUDA )?failure")),
    ("communicator_aborted", "FAIL", re.compile(r"Abort COMPLETE|communicator was aborted|ncclCommAbort", _I)),
    ("timeout", "FAIL", re.compile(r"collective operation timeout|Timeout waiting|timed out", _I)),
    ("nccl_error", "FAIL", re.compile(r"remote process exited or there was a network error|unhandled (?:system|cuda) error|"
                                      r"internal error|ncclRemoteError|ncclSystemError|ncclInternalError|"
                                      r"ncclUnhandledCudaError|mismatch|Message truncated|"
                                      r"Error encountered progressing operation|Failed to execute operation|"
                                      r"encountered a fatal error", _I)),
    ("cuda_error", "FAIL", re.compile(r"Cuda failure|CUDA error", _I)),
    ("connection", "FAIL", re.compile(r"Connection (?:closed|reset|refused)|socketProgress|bootstrap.{0,40}(?:failed|error)", _I)),
)
# Lines that are not NCCL WARN/INFO but still end a job: nccl-tests' own checks, PyTorch's errors.
_OTHER_KINDS = (
    ("test_failure", "FAIL", re.compile(r"Test (?:NCCL |CUDA )?failure")),
    ("communicator_aborted", "FAIL", re.compile(r"NCCL communicator was aborted|ncclCommAbort\(\) was called", _I)),
    ("timeout", "FAIL", re.compile(r"Watchdog caught collective operation timeout|Test timeout \(\d{1,9}s\)")),
    ("nccl_error", "FAIL", re.compile(r"NCCL error in: |ncclRemoteError|ncclSystemError|ncclInternalError|"
                                      r"ncclUnhandledCudaError|DistBackendError|NCCL error [^\s:']{1,256}:\d{1,9} '")),
    ("crash", "FAIL", re.compile(r"Caught signal \d{1,3} \(|\(core dumped\)")),
)
# UCX's crash report names the host: "[host:pid :0:tid] Caught signal 11 (Segmentation fault: ...)".
_CRASH_HOST_RE = re.compile(r"^\s{0,8}\[([A-Za-z0-9][A-Za-z0-9._-]{0,252}):\d{1,10} ?:\d{1,10}:\d{1,10}\] Caught signal", _A)
_ABORT_INFO_RE = re.compile(r"NCCL INFO .*- Abort COMPLETE")
MAX_ERRORS = 200


def _family(network: str) -> str:
    if network.upper().startswith("IB"):
        return "IB"
    if network.lower().startswith("socket"):
        return "Socket"
    return network


def _version_tuple(v: str | None) -> tuple | None:
    m = re.match(r"(\d{1,3})\.(\d{1,3})", v or "", _A)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _empty() -> dict:
    return {
        "library": None,
        "library_version": None,
        "rocm_version": None,
        "nccl_version": None,
        "networks": [],
        "networks_by_host": {},
        "transport": None,
        "transport_evidence": None,
        "ib_no_device": False,
        "ibverbs_missing": False,
        "socket_interfaces": [],
        "socket_interfaces_by_host": {},
        "ib_hcas": [],
        "ib_hcas_by_host": {},
        "ib_relaxed_ordering": False,
        "oob_interface": None,
        "gdr_hcas": [],
        "channels": {"total": 0, "net": 0, "net_gdrdma": 0, "by_transport": {}},
        "topo_file": None,
        "plugin_path": None,
        "p2p_plugin": None,
        "plugin_messages": [],
        "env": {},
        "hosts": [],
        "nranks": None,
        "warnings": [],
        "errors": [],
        "error_count": 0,
        "error": None,
    }


def classify(line: str) -> tuple | None:
    """``(kind, severity, status)`` for a line that reports an NCCL/job error, else None."""
    if "NCCL WARN" in line:
        for kind, severity, regex in _WARN_KINDS:
            m = regex.search(line)
            if m:
                return kind, severity, (safe_int(m.group(1), 4) if kind == "ib_completion" else None)
        return "nccl_warn", "WARN", None
    if "NCCL INFO" in line:
        return ("communicator_aborted", "FAIL", None) if _ABORT_INFO_RE.search(line) else None
    for kind, severity, regex in _OTHER_KINDS:
        if regex.search(line):
            return kind, severity, None
    return None


def _add(lst: list, item) -> None:
    if item not in lst:
        lst.append(item)


def _library(r: dict, line: str) -> bool:
    """Record which library (and version) wrote the log; True when the line named one."""
    m = _ROCM_VERSION_RE.search(line)
    if m:
        r["rocm_version"] = r["rocm_version"] or m.group(1)
    m = _RCCL_VERSION_RE.search(line)
    if m:
        r["library"], r["library_version"] = "RCCL", r["library_version"] if r["library"] == "RCCL" else m.group(1)
        r["nccl_version"] = None
        return True
    m = _VERSION_RE.search(line)
    if not m:
        return bool(r["rocm_version"])
    if "+hip" in m.group(1) or r["library"] == "RCCL":  # RCCL before ROCm 6 spelled itself "NCCL version 2.x+hipY"
        r["library"] = "RCCL"
        r["library_version"] = r["library_version"] or m.group(1)
        return True
    if r["library"] is None:
        r["library"] = "NCCL"
    r["library_version"] = r["library_version"] or m.group(1)
    r["nccl_version"] = r["nccl_version"] or m.group(1)
    return True


def _parse(text: str) -> dict:
    r = _empty()
    text, why = prepare(text)
    if text is None:
        r["error"] = why
        return r
    seen_any = False
    hca_index = {}
    net_evidence = []  # "via NET/<name>" transports, in order seen
    complete_ib_line = internal = False
    for line, prefix_host, rank in tagged_lines(text):
        if "NCCL" not in line and ("INFO " in line or "WARN " in line or "TRACE " in line):
            line = _PRE24_RE.sub(r"\1NCCL \2 ", line, count=1)
            if "NCCL" not in line:
                line = _PRE22_WARN_RE.sub(r"\1NCCL \2 ", line, count=1)
        kind = classify(line) if ("NCCL" in line or "failure" in line or "Distributed" in line or "Error" in line
                                  or "signal" in line or "core dumped" in line or "Test timeout" in line) else None
        if "CCL version" in line or "ROCm version" in line:
            seen_any = _library(r, line) or seen_any
        if "NCCL" not in line and kind is None:
            continue
        m = _HOST_RE.search(line) or _PRE22_HOST_RE.match(line)
        host = m.group(1) if m else prefix_host
        if kind is not None:
            r["error_count"] += 1
            if len(r["errors"]) < MAX_ERRORS:
                if host is None:
                    t = _TEST_HOST_RE.search(line) or _CRASH_HOST_RE.search(line)
                    host = t.group(1) if t else None
                status = None
                sm = _STATUS_RE.search(line) if kind[0] == "ib_completion" else None
                if sm:
                    status = safe_int(sm.group(1), 4)
                r["errors"].append({
                    "host": host, "rank": rank, "kind": kind[0], "severity": kind[1], "line": line.strip()[:1000],
                    "status": status,
                    "status_name": WC_STATUS[status] if status is not None and status < len(WC_STATUS) else None,
                })
        if "NCCL INFO" not in line and "NCCL WARN" not in line:
            continue
        seen_any = True
        if m:
            _add(r["hosts"], m.group(1))
        key = host or "?"
        mw = _WARN_RE.search(line)
        if mw:
            r["warnings"].append(mw.group(1)[:1000])
        mn = _NETWORK_RE.search(line)
        if mn:
            name = mn.group(1)
            if "internal Network" in line:
                internal = True
            _add(r["networks"], name)
            _add(r["networks_by_host"].setdefault(key, []), name)
        if "NET/IB : No device found" in line:
            r["ib_no_device"] = True
        if "Failed to open libibverbs" in line:
            r["ibverbs_missing"] = True
        ms = _SOCKET_RE.search(line)
        if ms:
            entries = [{"index": int(i), "interface": n, "address": a} for i, n, a in _SOCKET_ENTRY_RE.findall(ms.group(1))]
            if not r["socket_interfaces"]:
                r["socket_interfaces"] = entries
            for e in entries:
                _add(r["socket_interfaces_by_host"].setdefault(key, []), f"{e['interface']}:{e['address']}")
        mi = _IB_USING_RE.search(line)
        mi23 = _IB_DEV_V23_RE.search(line) if not mi else None
        if mi or mi23:
            body = mi.group(1) if mi else "[%s]%s:%s/%s" % mi23.groups()
            if mi and "; OOB" in body:
                complete_ib_line = True
            devs = r["ib_hcas_by_host"].setdefault(key, [])
            for i, d, p, ll, sh in _IB_ENTRY_RE.findall(body):
                _add(devs, d)
                if d not in hca_index:
                    hca_index[d] = len(r["ib_hcas"])
                    r["ib_hcas"].append({"index": int(i), "device": d, "port": int(p), "link_layer": ll, "sharp": bool(sh)})
            if mi:
                r["ib_relaxed_ordering"] = r["ib_relaxed_ordering"] or "[RO]" in body
                oob = _OOB_RE.search(body)
                r["oob_interface"] = r["oob_interface"] or (oob.group(1) if oob else None)
        mc = _CHANNEL_RE.search(line)
        if mc:
            via = mc.group(1).rstrip(".,")
            parts = via.split("/")
            ch = r["channels"]
            ch["total"] += 1
            k = "/".join(parts[:2])
            ch["by_transport"][k] = ch["by_transport"].get(k, 0) + 1
            if parts[0] == "NET":
                ch["net"] += 1
                if len(parts) > 1:
                    _add(net_evidence, parts[1])
                if "GDRDMA" in parts[2:]:
                    ch["net_gdrdma"] += 1
        me = _ENV_RE.search(line)
        if me:
            r["env"][me.group(1)] = me.group(2)
            if me.group(1) == "NCCL_TOPO_FILE":
                r["topo_file"] = me.group(2)
        mp = _PLUGIN_PATH_RE.search(line)
        if mp:
            r["plugin_path"] = mp.group(1)
        mp = _P2P_PLUGIN_RE.search(line)
        if mp:
            r["p2p_plugin"] = mp.group(1)
        if "NET/Plugin" in line and len(r["plugin_messages"]) < 50:
            r["plugin_messages"].append(line.split("NET/Plugin", 1)[1].lstrip(" :")[:500])
        mg = _GDR_RE.search(line)
        if mg:
            r["gdr_hcas"].append({"index": int(mg.group(3)), "device": mg.group(4),
                                  "enabled": mg.group(2).lower() == "enabled", "mechanism": mg.group(1)})
        else:
            mg = _GDR_V23_RE.search(line)
            if mg:
                r["gdr_hcas"].append({"index": None, "device": mg.group(2), "enabled": mg.group(1) == "Enabled",
                                      "mechanism": None})
        mr = _NRANKS_RE.search(line)
        if mr:
            r["nranks"] = max(r["nranks"] or 0, int(mr.group(1)))
    _transport(r, net_evidence, complete_ib_line, internal)
    if not seen_any:
        r["error"] = "no NCCL log lines found (was NCCL_DEBUG=INFO set?)"
    return r


def _transport(r: dict, net_evidence: list, complete_ib_line: bool, internal: bool = False) -> None:
    families = {_family(n) for n in r["networks"]}
    evidence = f"Using {'internal Network' if internal else 'network'} {', '.join(r['networks'])}" if families else None
    if not families and net_evidence:
        families = {_family(n) for n in net_evidence}
        evidence = f"channel lines via NET/{', NET/'.join(net_evidence)}"
    if not families and r["ib_no_device"] and r["socket_interfaces"]:
        families = {"Socket"}  # the field guide's fallback pair of lines, without a "Using network"
        evidence = "NET/IB : No device found; NET/Socket : Using"
    if not families and r["ibverbs_missing"] and (len(r["hosts"]) > 1 or r["socket_interfaces"]):
        families = {"Socket"}  # no verbs library: the only network NCCL has between hosts is sockets
        evidence = "Failed to open libibverbs.so (NCCL_DEBUG=WARN names no network)"
    version = _version_tuple(r["nccl_version"])
    if not families and r["ib_hcas"] and complete_ib_line and (version is None or version < (2, 6)):
        families = {"IB"}  # NCCL before 2.6 names the network nowhere else
        evidence = f"NET/IB : Using (NCCL {r['nccl_version'] or 'of unknown version'} prints no 'Using network' line)"
    if len(families) == 1:
        r["transport"] = families.pop()
    elif families:
        r["transport"] = "mixed"
    r["transport_evidence"] = evidence if r["transport"] else None


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse NCCL_DEBUG=INFO output. Never raises."""
    return _parse(text)
