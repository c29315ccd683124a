"""``nvidia-smi -q`` (text), ``nvidia-smi -q -x`` (XML) or plain ``nvidia-smi`` (the summary table): the
health facts of every GPU.

All give the same schema (NVIDIA's nvidia-smi manual page documents the fields; the XML follows the
``nvsmi_device`` DTD). Values nvidia-smi prints as ``N/A`` are ``None``, never 0. The summary table has
fewer facts (bus id, name, the "Volatile Uncorr. ECC" count); the rest are ``None`` there.

A GPU that NVML cannot open is not printed at all: nvidia-smi writes ``Unable to determine the device
handle for GPU 0000:09:00.0: Unknown Error`` instead (also ``for GPU0000:65:00.0``, ``for gpu
0000:01:00.0: Not Found``, ``for GPU1: 0000:34:00.0: ...``; NVIDIA/nvidia-docker#1553,
NVIDIA/nvidia-container-toolkit#69, NVIDIA/open-gpu-kernel-modules#246), while ``Attached GPUs`` still
counts it: those GPUs are ``lost_gpus``. A value NVML failed to read is ``Unknown Error`` in ``-q`` and
``ERR!`` in the table (NVIDIA/nvidia-docker#464): it is ``None`` and its field is named in ``unreadable``::

    {
      "format":         "xml" | "text" | "summary" | null,
      "driver_version": string|null,
      "attached_gpus":  integer|null,
      "lost_gpus": [{"bus_id": string|null, "index": integer|null, "why": string}],
      "gpus": [
        {
          "bus_id":                    string,        # "00000000:18:00.0"
          "product_name":              string|null,
          "pcie_gen_current":          integer|null,  # lowered at idle by power management
          "pcie_gen_max":              integer|null,
          "pcie_width_current":        integer|null,  # 16 (from "16x")
          "pcie_width_max":            integer|null,
          "ecc_mode":                  string|null,   # "Enabled"
          "ecc_uncorrectable_volatile": integer|null, # sum of the volatile uncorrectable counters
          "retired_pages_pending":     boolean|null,  # pre-Ampere page retirement pending a reset
          "remapped_rows_pending":     boolean|null,  # Ampere+ row remapping pending a reset
          "remapping_failure":         boolean|null,
          "remapped_rows_uncorrectable": integer|null,
          "fabric_state":              string|null,   # "Fabric" section (in 550+ outputs): "Not Supported", "Not Started",
                                                      # "In Progress", "Completed"; null where N/A or not printed
          "fabric_status":             string|null,   # "Success", "Insufficient Resources", ... (meaningful once Completed)
          "fabric_clique_id":          string|null,   # CliqueId, as printed
          "fabric_cluster_uuid":       string|null,   # ClusterUUID (all zeros on GPUs outside a multi-node NVLink domain)
          "fabric_health":             {string: string}, # Health sub-fields shown (summary, bandwidth,
                                                      # route_recovery_in_progress, route_unhealthy, access_timeout_recovery)
          "recovery_action":           string|null,   # "GPU Recovery Action" (565+; not in 550), as printed: "None", "Reset"
          "reset_required":            boolean|null,  # "GPU Reset Status": "Reset Required" (deprecated from R570: null)
          "drain_and_reset_recommended": boolean|null,
          "unreadable":                [string]       # fields above NVML failed to read (Unknown Error, ERR!)
        }
      ],
      "error": string|null
    }
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ._common import MAX_LINE, never_raises, prepare, safe_int

_INDENT_RE = re.compile(r"^( *)(\S.*?)\s*(?::\s*(.*?))?\s*$")
_GPU_HDR_RE = re.compile(r"^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.[0-9A-Fa-f])$")


_BDF = r"[0-9A-Fa-f]{3,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.[0-9A-Fa-f]"
_LOST_RE = re.compile(r"Unable to (?:determine|detect) the device handle for gpu ?(?:(" + _BDF + r")|(\d{1,4})(?::\s?(" + _BDF
                      + r"))?): ?([^\n]{1,120})", re.IGNORECASE | re.ASCII)
_NVML_ERROR = ("unknown error", "err!", "gpu is lost")
_NOT_SHOWN = ("n/a", "requested functionality has been deprecated")
_SUMMARY_HEAD_RE = re.compile(r"^\|\s*NVIDIA-SMI \S+.*?(?:Driver|KMD) Version:\s*(\S+)", re.ASCII)
_SUMMARY_ROW_RE = re.compile(r"^\|\s{0,4}(\d{1,3})\s+(.{1,60}?)\s+(On|Off|N/A|ERR!)\s*\|\s*(" + _BDF + r")\s+\S{1,6}\s*\|"
                             r"\s*(\S{1,12})\s*\|$", re.ASCII)


def _empty() -> dict:
    return {"format": None, "driver_version": None, "attached_gpus": None, "lost_gpus": [], "gpus": [], "error": None}


def _lost(text: str) -> tuple:
    """``(lost GPUs, text without those lines)``: the GPUs nvidia-smi could not open."""
    lost, kept = [], []
    for line in text.split("\n"):
        m = _LOST_RE.search(line[:MAX_LINE])
        if m:
            lost.append({"bus_id": (m.group(1) or m.group(3) or "").lower() or None, "index": safe_int(m.group(2) or ""),
                         "why": m.group(4).strip()[:120]})
        else:
            kept.append(line)
    return lost, "\n".join(kept)


def _is_error(value) -> bool:
    return isinstance(value, str) and value.strip().lower() in _NVML_ERROR


def _num(value) -> int | None:
    if value is None:
        return None
    m = re.match(r"\s*(\d{1,9})", str(value))
    return safe_int(m.group(1)) if m else None


def _yes(value) -> bool | None:
    v = (value or "").strip().lower()
    return True if v == "yes" else False if v == "no" else None


def _unc_sum(pairs: list) -> int | None:
    """Sum of uncorrectable volatile counters: ``[(key, value)]``; None when none is a number."""
    found = [_num(v) for k, v in pairs if ("uncorrectable" in k or "double_bit" in k) and "total" not in k and not _is_error(v)]
    found = [n for n in found if n is not None]
    return sum(found) if found else None


def _shown(value, errors_are_values: bool = False) -> str | None:
    """A value nvidia-smi printed, or None for N/A, the deprecation notice (R570+ prints "Requested functionality has
    been deprecated" for GPU Reset Status) and NVML errors; capped in length (hostile input). The Fabric Status is
    itself an NVML return code printed as its text ("Success", "Insufficient Resources", "Unknown Error": the
    registration's error, NVIDIA/NVSentinel#883), so there an error text is the value."""
    v = (value or "").strip()
    if not v or v.strip("[]").lower() in _NOT_SHOWN or (_is_error(v) and not errors_are_values):
        return None
    return v[:120]


def _gpu(bus_id, get, volatile, unreadable=(), health=None) -> dict:
    return {
        "bus_id": bus_id,
        "product_name": get("product_name"),
        "pcie_gen_current": _num(get("pcie_gen_current")),
        "pcie_gen_max": _num(get("pcie_gen_max")),
        "pcie_width_current": _num(get("pcie_width_current")),
        "pcie_width_max": _num(get("pcie_width_max")),
        "ecc_mode": get("ecc_mode"),
        "ecc_uncorrectable_volatile": _unc_sum(volatile),
        "retired_pages_pending": _yes(get("retired_pending")),
        "remapped_rows_pending": _yes(get("remap_pending")),
        "remapping_failure": _yes(get("remap_failure")),
        "remapped_rows_uncorrectable": _num(get("remap_unc")),
        "fabric_state": _shown(get("fabric_state")),
        "fabric_status": _shown(get("fabric_status"), errors_are_values=True),
        "fabric_clique_id": _shown(get("fabric_clique_id")),
        "fabric_cluster_uuid": _shown(get("fabric_cluster_uuid")),
        "fabric_health": {k: v for k, v in ((k, _shown(v)) for k, v in (health or {}).items()) if v is not None},
        "recovery_action": _shown(get("recovery_action")),
        "reset_required": _yes(_shown(get("reset_required"))),
        "drain_and_reset_recommended": _yes(_shown(get("drain_and_reset"))),
        "unreadable": sorted(set(unreadable)),
    }


_XML_PATHS = {
    "product_name": "product_name",
    "pcie_gen_current": "pci/pci_gpu_link_info/pcie_gen/current_link_gen",
    "pcie_gen_max": "pci/pci_gpu_link_info/pcie_gen/max_link_gen",
    "pcie_width_current": "pci/pci_gpu_link_info/link_widths/current_link_width",
    "pcie_width_max": "pci/pci_gpu_link_info/link_widths/max_link_width",
    "ecc_mode": "ecc_mode/current_ecc",
    "retired_pending": "retired_pages/pending_retirement",
    "remap_pending": "remapped_rows/remapped_row_pending",
    "remap_failure": "remapped_rows/remapped_row_failure",
    "remap_unc": "remapped_rows/remapped_row_unc",
    # The nvsmi_device DTD's names (nvsmi_device_v12.dtd; seen in real -q -x documents of drivers 565-575).
    "fabric_state": "fabric/state",
    "fabric_status": "fabric/status",
    "fabric_clique_id": "fabric/cliqueId",
    "fabric_cluster_uuid": "fabric/clusterUuid",
    "recovery_action": "gpu_recovery_action",
    "reset_required": "gpu_reset_status/reset_required",
    "drain_and_reset": "gpu_reset_status/drain_and_reset_recommended",
}


def _health_key(name: str) -> str:
    """One name for a Fabric Health sub-field in both formats ("Route Recovery in progress" and
    <route_recovery_in_progress>; "Summary" and any <...summary> element)."""
    key = _key(name)
    return "summary" if key.endswith("summary") else key


def _xml(text: str) -> dict:
    if "<!ENTITY" in text.upper():
        return dict(_empty(), format="xml", error="XML with entity declarations is refused (nvidia-smi never writes them)")
    try:
        root = ET.fromstring(text.strip())
    except ET.ParseError as exc:
        return dict(_empty(), format="xml", error=f"not well-formed XML: {str(exc)[:200]}")
    if root.tag != "nvidia_smi_log":
        return dict(_empty(), format="xml", error=f"XML root is <{root.tag[:64]}>, not nvidia-smi's <nvidia_smi_log>")
    out = dict(_empty(), format="xml", driver_version=(root.findtext("driver_version") or "").strip() or None,
               attached_gpus=_num(root.findtext("attached_gpus")))
    for g in root.findall("gpu"):
        def get(name, g=g):
            if name == "retired_pending":
                v = g.findtext("retired_pages/pending_retirement") or g.findtext("retired_pages/pending_blacklist")
            else:
                v = g.findtext(_XML_PATHS[name])
            if _is_error(v) and name != "fabric_status":
                bad.append(_FACT.get(name, name))
                return None
            return v.strip() if v and v.strip() and v.strip() != "N/A" else None

        bad: list = []
        vol = g.find("ecc_errors/volatile")
        pairs = []
        for child in vol if vol is not None else ():
            if len(child):  # pre-Hopper: <single_bit>/<double_bit> groups
                pairs += [(f"{child.tag}_{leaf.tag}", leaf.text) for leaf in child]
            else:
                pairs.append((child.tag, child.text))
        bad += ["ecc_uncorrectable_volatile" for k, v in pairs if _is_error(v) and ("uncorrectable" in k or "double_bit" in k)]
        found = g.find("fabric/health")
        health = {_health_key(h.tag): h.text for h in list(found if found is not None else ())[:16] if not len(h)}
        out["gpus"].append(_gpu(g.get("id") or (g.findtext("pci/pci_bus_id") or "").strip(), get, pairs, bad, health))
    if not out["gpus"]:
        out["error"] = "nvidia-smi found no GPU (no <gpu> element)"
    return out


_TEXT_KEYS = {
    ("product_name",): "product_name",
    ("pci", "gpu_link_info", "pcie_generation", "current"): "pcie_gen_current",
    ("pci", "gpu_link_info", "pcie_generation", "max"): "pcie_gen_max",
    ("pci", "gpu_link_info", "link_width", "current"): "pcie_width_current",
    ("pci", "gpu_link_info", "link_width", "max"): "pcie_width_max",
    ("ecc_mode", "current"): "ecc_mode",
    ("retired_pages", "pending_page_blacklist"): "retired_pending",
    ("retired_pages", "pending_page_retirement"): "retired_pending",
    ("remapped_rows", "pending"): "remap_pending",
    ("remapped_rows", "remapping_failure_occurred"): "remap_failure",
    ("remapped_rows", "uncorrectable_error"): "remap_unc",
    ("fabric", "state"): "fabric_state",
    ("fabric", "status"): "fabric_status",
    ("fabric", "cliqueid"): "fabric_clique_id",
    ("fabric", "clusteruuid"): "fabric_cluster_uuid",
    ("gpu_recovery_action",): "recovery_action",
    ("gpu_reset_status", "reset_required"): "reset_required",
    ("gpu_reset_status", "drain_and_reset_recommended"): "drain_and_reset",
}


# The schema's name for a fact (unreadable lists these).
_FACT = {"remap_pending": "remapped_rows_pending", "remap_failure": "remapping_failure",
         "remap_unc": "remapped_rows_uncorrectable",
         "retired_pending": "retired_pages_pending", "drain_and_reset": "drain_and_reset_recommended"}


def _key(s: str) -> str:
    return re.sub(r"[^0-9a-z]+", "_", s.lower()).strip("_")


def _text(text: str) -> dict:
    out = dict(_empty(), format="text")
    gpu = None
    stack: list = []  # [(indent, key)]
    for raw in text.split("\n"):
        line = raw[:MAX_LINE].rstrip("\r")
        if not line.strip() or line.startswith("="):
            continue
        m = _GPU_HDR_RE.match(line.strip()) if not line.startswith(" ") else None
        if m:
            gpu = {"bus_id": m.group(1), "fields": {}, "volatile": [], "unreadable": [], "health": {}}
            out["gpus"].append(gpu)
            stack = []
            continue
        mm = _INDENT_RE.match(line.expandtabs(4))
        if not mm:
            continue
        indent, name, value = len(mm.group(1)), _key(mm.group(2)), mm.group(3)
        if gpu is None:
            if name == "driver_version":
                out["driver_version"] = value or None
            elif name == "attached_gpus":
                out["attached_gpus"] = _num(value)
            continue
        while stack and stack[-1][0] >= indent:
            stack.pop()
        path = tuple(k for _, k in stack) + (name,)
        if value is None or value == "":
            stack.append((indent, name))
            continue
        value = None if value == "N/A" else value
        if path == ("fabric", "status") and value is not None:
            gpu["fields"]["fabric_status"] = value  # an NVML return code's text: "Unknown Error" is the status itself
        elif _is_error(value) and path in _TEXT_KEYS:
            gpu["unreadable"].append(_FACT.get(_TEXT_KEYS[path], _TEXT_KEYS[path]))
        elif _is_error(value) and path[:2] == ("ecc_errors", "volatile") and \
                ("uncorrectable" in path[-1] or "double" in "_".join(path)):
            gpu["unreadable"].append("ecc_uncorrectable_volatile")
        if path in _TEXT_KEYS and value is not None and not _is_error(value):
            gpu["fields"][_TEXT_KEYS[path]] = value
        if path[:2] == ("ecc_errors", "volatile"):
            gpu["volatile"].append(("_".join(path[2:]), value))
        elif path[:2] == ("fabric", "health") and len(path) == 3 and len(gpu["health"]) < 16:
            gpu["health"][_health_key(path[2])] = value
    out["gpus"] = [_gpu(g["bus_id"], g["fields"].get, g["volatile"], g["unreadable"], g["health"]) for g in out["gpus"]]
    if not out["gpus"]:
        out["error"] = "no 'GPU <bus id>' section: not nvidia-smi -q output"
    return out


def _summary(text: str) -> dict | None:
    """Plain ``nvidia-smi``: one two-line row per GPU in the first table; None when there is no such table."""
    out = dict(_empty(), format="summary")
    rows = text.split("\n")
    for raw in rows:
        line = raw[:MAX_LINE].strip()
        m = _SUMMARY_HEAD_RE.match(line)
        if m and out["driver_version"] is None:
            out["driver_version"] = m.group(1)
            continue
        m = _SUMMARY_ROW_RE.match(line)
        if not m:
            continue
        ecc = m.group(5)
        # Only the ECC cell's ERR! is a memory fact; ERR! for the power draw or the fan (the row's second line) is
        # transient and needs no action (Azure/azhpc-diagnostics#77).
        bad = ["ecc_uncorrectable_volatile"] if _is_error(ecc) else []
        name = m.group(2).strip()
        out["gpus"].append(dict(_gpu(m.group(4), {"product_name": name}.get, [], bad),
                                ecc_mode="Disabled" if ecc == "Off" else None,
                                ecc_uncorrectable_volatile=safe_int(ecc) if ecc.isdigit() else None))
    return out if out["gpus"] or out["driver_version"] else None


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``nvidia-smi -q`` in either format. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    if not text.strip():
        return dict(_empty(), error="empty input")
    lost, text = _lost(text)
    head = text.lstrip()[:200]
    if head.startswith("<?xml") or head.startswith("<"):
        out = _xml(text)
    elif "NVSMI LOG" not in text and _summary(text) is not None:
        out = _summary(text)
    else:
        out = _text(text)
    if lost:
        # Only lost GPUs (nvidia-smi -q -i <lost GPU>, or every GPU lost): still nvidia-smi's answer, not "unreadable".
        out = dict(out, lost_gpus=lost, format=out["format"] if out["gpus"] else "text",
                   error=out["error"] if out["gpus"] else None)
    return out
