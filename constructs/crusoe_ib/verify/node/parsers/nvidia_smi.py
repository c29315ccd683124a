"""``nvidia-smi -q`` (text) or ``nvidia-smi -q -x`` (XML): the health facts of every GPU.

Both formats give the same schema (NVIDIA's nvidia-smi manual page documents the fields; the XML
follows the ``nvsmi_device`` DTD). Values nvidia-smi prints as ``N/A`` are ``None``, never 0::

    {
      "format":         "xml" | "text" | null,
      "driver_version": string|null,
      "attached_gpus":  integer|null,
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
          "remapped_rows_uncorrectable": integer|null
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


def _empty() -> dict:
    return {"format": None, "driver_version": None, "attached_gpus": None, "gpus": [], "error": None}


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
    found = [_num(v) for k, v in pairs if ("uncorrectable" in k or "double_bit" in k) and "total" not in k]
    found = [n for n in found if n is not None]
    return sum(found) if found else None


def _gpu(bus_id, get, volatile) -> dict:
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
}


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
            return v.strip() if v and v.strip() and v.strip() != "N/A" else None

        vol = g.find("ecc_errors/volatile")
        pairs = []
        for child in vol if vol is not None else ():
            if len(child):  # pre-Hopper: <single_bit>/<double_bit> groups
                pairs += [(f"{child.tag}_{leaf.tag}", leaf.text) for leaf in child]
            else:
                pairs.append((child.tag, child.text))
        out["gpus"].append(_gpu(g.get("id") or (g.findtext("pci/pci_bus_id") or "").strip(), get, pairs))
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
}


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
            gpu = {"bus_id": m.group(1), "fields": {}, "volatile": []}
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
        if path in _TEXT_KEYS and value is not None:
            gpu["fields"][_TEXT_KEYS[path]] = value
        if path[:2] == ("ecc_errors", "volatile"):
            gpu["volatile"].append(("_".join(path[2:]), value))
    out["gpus"] = [_gpu(g["bus_id"], g["fields"].get, g["volatile"]) for g in out["gpus"]]
    if not out["gpus"]:
        out["error"] = "no 'GPU <bus id>' section: not nvidia-smi -q output"
    return out


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``nvidia-smi -q`` in either format. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    if not text.strip():
        return dict(_empty(), error="empty input")
    head = text.lstrip()[:200]
    if head.startswith("<?xml") or head.startswith("<"):
        return _xml(text)
    return _text(text)
