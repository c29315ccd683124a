"""PCIe links of the GPUs and InfiniBand HCAs, from sysfs (``/sys/bus/pci/devices/<bus id>/``).

The kernel shows each device's negotiated link (``current_link_speed``, ``current_link_width``)
beside what the device supports (``max_link_speed``, ``max_link_width``); a x16 GPU trained at x8
halves its host bandwidth. GPUs are NVIDIA (vendor 0x10de, class 0x0300/0x0302) or AMD (0x1002,
class 0x0380/0x1200); an HCA is any device with an ``infiniband/<name>`` directory. Two entry points,
one schema (as :mod:`.sysfs`): ``parse(text)`` reads a ``path:value`` dump (``infiniband:<name>``
lines name an HCA's device), ``read_tree(root)`` walks a live tree. Schema::

    {
      "devices": [
        {"bus_id": "0000:18:00.0", "kind": "gpu"|"hca", "vendor": "0x10de", "class": "0x030200",
         "ib_device": string|null, "numa_node": integer|null,
         "current_link_speed_gt_s": float|null, "max_link_speed_gt_s": float|null,   # "Unknown" -> null
         "current_link_width": integer|null, "max_link_width": integer|null}
      ],
      "error": string|null
    }
"""

from __future__ import annotations

import os
import re

from ._common import MAX_LINE, never_raises, prepare, safe_float, safe_int

_BDF = r"[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]"
_LINE_RE = re.compile(r"^(?:.*/)?(" + _BDF + r")/([a-z_]{1,40}):(.{0,200})$")
_FILES = ("vendor", "class", "numa_node", "current_link_speed", "max_link_speed", "current_link_width", "max_link_width")
_GPU_CLASSES = {"0x10de": ("0x0300", "0x0302"), "0x1002": ("0x0380", "0x1200")}


def _empty() -> dict:
    return {"devices": [], "error": None}


def _speed(value: str) -> float | None:
    m = re.match(r"\s*([0-9.]{1,8})\s*GT/s", value or "")
    return safe_float(m.group(1)) if m else None


def _record(bus_id: str, raw: dict) -> dict | None:
    vendor, cls = (raw.get("vendor") or "").lower(), (raw.get("class") or "").lower()
    is_gpu = any(cls.startswith(c) for c in _GPU_CLASSES.get(vendor, ()))
    if not is_gpu and not raw.get("infiniband"):
        return None
    width = lambda k: safe_int(raw.get(k) or "")  # noqa: E731
    numa = safe_int(raw.get("numa_node") or "")
    return {"bus_id": bus_id.lower(), "kind": "gpu" if is_gpu else "hca", "vendor": vendor or None, "class": cls or None,
            "ib_device": raw.get("infiniband"), "numa_node": numa if numa is not None and numa >= 0 else None,
            "current_link_speed_gt_s": _speed(raw.get("current_link_speed")),
            "max_link_speed_gt_s": _speed(raw.get("max_link_speed")),
            "current_link_width": width("current_link_width") or None, "max_link_width": width("max_link_width") or None}


def _finish(raw: dict) -> dict:
    devices = [d for d in (_record(b, r) for b, r in sorted(raw.items())) if d]
    return {"devices": devices, "error": None if devices else "no GPU or InfiniBand HCA among the PCI devices"}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse a ``path:value`` dump of ``/sys/bus/pci/devices``. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    raw: dict = {}
    for line in text.split("\n"):
        m = _LINE_RE.match(line[:MAX_LINE].strip())
        if m and (m.group(2) in _FILES or m.group(2) == "infiniband"):
            raw.setdefault(m.group(1), {})[m.group(2)] = m.group(3).strip()
    return _finish(raw)


def bus_id(value: str) -> str:
    """``00000000:18:00.0`` (nvidia-smi) and ``0000:18:00.0`` (sysfs) name the same device."""
    m = re.search(r"([0-9a-f]{4}):([0-9a-f]{2}):([0-9a-f]{2})\.([0-7])$", (value or "").lower())
    return "%s:%s:%s.%s" % m.groups() if m else (value or "").lower()


def kernel_at_least(release: str | None, major: int, minor: int) -> bool | None:
    """``5.15.0-119-generic`` >= 5.12; None when the release is unknown."""
    m = re.match(r"(\d{1,4})\.(\d{1,4})", release or "")
    return None if not m else (int(m.group(1)), int(m.group(2))) >= (major, minor)


def _read(path: str) -> str | None:
    try:
        with open(path, "rb") as fh:
            return fh.read(256).decode("ascii", errors="replace").strip()
    except OSError:
        return None


def read_tree(root: str = "/sys/bus/pci/devices") -> dict:
    """Read the live tree (only the few files above, at most 256 bytes each). Never raises."""
    try:
        names = sorted(n for n in os.listdir(root) if re.fullmatch(_BDF, n))
    except OSError as exc:
        return dict(_empty(), error=f"cannot list {root}: {exc.strerror or exc}")
    raw: dict = {}
    for name in names[:4096]:
        entry = {f: _read(os.path.join(root, name, f)) for f in ("vendor", "class")}
        try:
            ib = sorted(os.listdir(os.path.join(root, name, "infiniband")))
        except OSError:
            ib = []
        if ib:
            entry["infiniband"] = ib[0]
        if ib or any((entry["class"] or "").startswith(c) for c in _GPU_CLASSES.get(entry["vendor"] or "", ())):
            entry.update({f: _read(os.path.join(root, name, f)) for f in _FILES[2:]})
            raw[name] = {k: v for k, v in entry.items() if v is not None}
    return _finish(raw)


def dump_tree(tree: dict) -> str:
    """The ``path:value`` dump of a parsed tree (the bundle's and the fixtures' form)."""
    out = []
    for d in tree.get("devices") or []:
        base = f"/sys/bus/pci/devices/{d['bus_id']}/"
        out += [base + f"vendor:{d['vendor']}", base + f"class:{d['class']}"]
        if d["ib_device"]:
            out.append(base + f"infiniband:{d['ib_device']}")
    return "\n".join(out) + ("\n" if out else "")
