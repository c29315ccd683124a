"""NCCL_DEBUG=INFO log lines: which network NCCL chose and why.

Reads any text holding NCCL lines (a training log, nccl-tests output, MPI-tagged or not)
and extracts the facts the transport verdicts need (the checklist in Crusoe's blog "Scaling Deep
Learning Distributed Training with Rancher K3s on Crusoe Cloud", the Socket fallback in Crusoe's
"A Field Guide to Crusoe InfiniBand with Terraform"): version, ``Using network IB|IBext|Socket``,
``NET/IB : No device found``, the HCAs in ``NET/IB : Using [0]mlx5_0:1/IB/SHARP ...``,
per-channel ``via NET/IBext/3/GDRDMA``, plugin lines and every ``NCCL_* set by environment to``
value.

Schema::

    {
      "nccl_version":  string|null,      # "2.19.3+cuda12.2"
      "networks":      [string],         # distinct "Using network X" values, in order seen
      "transport":     "IB"|"Socket"|"mixed"|null,   # IB covers IB, IBext, IBext_v8...
      "ib_no_device":  boolean,          # "NET/IB : No device found." seen
      "socket_interfaces": [{"index": integer, "interface": string, "address": string}],
      "ib_hcas": [{"index": integer, "device": string, "port": integer,
                   "link_layer": string, "sharp": boolean}],
      "ib_relaxed_ordering": boolean,    # "[RO]" on the NET/IB : Using line
      "oob_interface": string|null,      # "eth0" from "; OOB eth0:<0>"
      "gdr_hcas": [{"index": integer, "device": string, "enabled": boolean}],
      "channels": {
        "total": integer,                # "Channel xx/y : a[b] -> c[d] ... via ..." lines
        "net": integer,                  # of which via NET/...
        "net_gdrdma": integer,           # of which via NET/.../GDRDMA
        "by_transport": {string: integer}   # "NET/IBext": 12, "P2P/IPC": 40
      },
      "topo_file":     string|null,      # NCCL_TOPO_FILE line
      "plugin_path":   string|null,      # "Plugin Path : /opt/hpcx/..."
      "p2p_plugin":    string|null,      # "IBext" from "P2P plugin IBext"
      "plugin_messages": [string],       # NET/Plugin lines
      "env":           {name: string},   # "NCCL_IB_HCA": "mlx5_0,mlx5_1"
      "hosts":         [string],         # from "host:pid:tid [dev] NCCL ..." prefixes
      "nranks":        integer|null,     # from "Init COMPLETE" lines
      "warnings":      [string],         # NCCL WARN messages
      "error":         string|null       # set when no NCCL line was found
    }
"""

from __future__ import annotations

import re

from ._common import lines, prepare

_VERSION_RE = re.compile(r"NCCL version (\S+)")
_NETWORK_RE = re.compile(r"NCCL INFO Using network (\S+)")
_SOCKET_RE = re.compile(r"NET/Socket : Using (.*)$")
_SOCKET_ENTRY_RE = re.compile(r"\[(\d+)\]([^:\s\[]+):([^<\s]*)<\d+>")
_IB_USING_RE = re.compile(r"NET/IB ?: Using (.*)$")
_IB_ENTRY_RE = re.compile(r"\[(\d+)\]([^:\s\[]+):(\d+)/([A-Za-z]+)(/SHARP)?")
_OOB_RE = re.compile(r"OOB ([^:\s]+):")
_CHANNEL_RE = re.compile(r"Channel \d+/\d+ : \d+\[\d+\] -> \d+\[\d+\](?: \[(?:send|receive)\])? via (\S+)")
_ENV_RE = re.compile(r"\b(NCCL_[A-Z0-9_]+) set (?:by environment )?to (.*?)\.?\s*$")
_PLUGIN_PATH_RE = re.compile(r"Plugin Path : (\S+)")
_P2P_PLUGIN_RE = re.compile(r"P2P plugin (\S+)")
_GDR_RE = re.compile(r"GPU Direct RDMA (Enabled|Disabled) for HCA (\d+) '([^']+)'")
_WARN_RE = re.compile(r"NCCL WARN (.*?)\s*$")
_HOST_RE = re.compile(r"^\s*([^\s:]+):\d+:\d+ \[\d+\] NCCL ")
_NRANKS_RE = re.compile(r"nranks (\d+) .*Init COMPLETE")


def _family(network: str) -> str:
    if network.upper().startswith("IB"):
        return "IB"
    if network.lower().startswith("socket"):
        return "Socket"
    return network


def parse(text: str) -> dict:
    """Parse NCCL_DEBUG=INFO output. Never raises."""
    r = {
        "nccl_version": None,
        "networks": [],
        "transport": None,
        "ib_no_device": False,
        "socket_interfaces": [],
        "ib_hcas": [],
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
        "error": None,
    }
    text, why = prepare(text)
    if text is None:
        r["error"] = why
        return r
    seen_any = False
    for line in lines(text):
        if "NCCL" not in line:
            continue
        m = _VERSION_RE.search(line)
        if m:
            seen_any = True
            r["nccl_version"] = r["nccl_version"] or m.group(1)
        if "NCCL INFO" not in line and "NCCL WARN" not in line:
            continue
        seen_any = True
        m = _HOST_RE.match(line)
        if m and m.group(1) not in r["hosts"]:
            r["hosts"].append(m.group(1))
        m = _WARN_RE.search(line)
        if m:
            r["warnings"].append(m.group(1))
        m = _NETWORK_RE.search(line)
        if m and m.group(1) not in r["networks"]:
            r["networks"].append(m.group(1))
        if "NET/IB : No device found" in line:
            r["ib_no_device"] = True
        m = _SOCKET_RE.search(line)
        if m and not r["socket_interfaces"]:
            r["socket_interfaces"] = [
                {"index": int(i), "interface": n, "address": a} for i, n, a in _SOCKET_ENTRY_RE.findall(m.group(1))
            ]
        m = _IB_USING_RE.search(line)
        if m and not r["ib_hcas"]:
            body = m.group(1)
            r["ib_hcas"] = [
                {"index": int(i), "device": d, "port": int(p), "link_layer": ll, "sharp": bool(sh)}
                for i, d, p, ll, sh in _IB_ENTRY_RE.findall(body)
            ]
            r["ib_relaxed_ordering"] = "[RO]" in body
            oob = _OOB_RE.search(body)
            r["oob_interface"] = oob.group(1) if oob else None
        m = _CHANNEL_RE.search(line)
        if m:
            via = m.group(1).rstrip(".,")
            parts = via.split("/")
            ch = r["channels"]
            ch["total"] += 1
            key = "/".join(parts[:2])
            ch["by_transport"][key] = ch["by_transport"].get(key, 0) + 1
            if parts[0] == "NET":
                ch["net"] += 1
                if "GDRDMA" in parts[2:]:
                    ch["net_gdrdma"] += 1
        m = _ENV_RE.search(line)
        if m:
            r["env"][m.group(1)] = m.group(2)
            if m.group(1) == "NCCL_TOPO_FILE":
                r["topo_file"] = m.group(2)
        m = _PLUGIN_PATH_RE.search(line)
        if m:
            r["plugin_path"] = m.group(1)
        m = _P2P_PLUGIN_RE.search(line)
        if m:
            r["p2p_plugin"] = m.group(1)
        if "NET/Plugin" in line:
            r["plugin_messages"].append(line.split("NET/Plugin", 1)[1].lstrip(" :"))
        m = _GDR_RE.search(line)
        if m:
            r["gdr_hcas"].append({"index": int(m.group(2)), "device": m.group(3), "enabled": m.group(1) == "Enabled"})
        m = _NRANKS_RE.search(line)
        if m:
            r["nranks"] = max(r["nranks"] or 0, int(m.group(1)))
    families = {_family(n) for n in r["networks"]}
    if not families and r["ib_no_device"] and r["socket_interfaces"]:
        families = {"Socket"}  # the field guide's fallback pair of lines, without a "Using network"
    if len(families) == 1:
        r["transport"] = families.pop()
    elif families:
        r["transport"] = "mixed"
    if not seen_any:
        r["error"] = "no NCCL log lines found (was NCCL_DEBUG=INFO set?)"
    return r
