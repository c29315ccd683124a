"""An NCCL topology file (``NCCL_TOPO_FILE``, e.g. Crusoe's ``/etc/crusoe/nccl_topo/*.xml``): which
GPU and which InfiniBand HCA sit at which PCIe bus id, under which switch.

NCCL reads the file instead of probing the VM's flattened PCIe tree, so a file that names the wrong
bus ids pairs GPUs with far HCAs (NCCL's ``NCCL_TOPO_FILE`` documentation). Schema::

    {
      "gpus":  [{"bus_id": "0000:18:00.0", "parent": string|null}],   # parent: the enclosing <pci> switch
      "nics":  [{"bus_id": string, "name": "mlx5_1"|null, "parent": string|null}],
      "error": string|null
    }

Two styles are read: NCCL's own dump (``NCCL_TOPO_DUMP_FILE``: ``<gpu>`` and ``<nic><net name=...>`` inside each
``<pci>``), and the hypervisor-written files cloud images ship, which name devices by PCI class only (a 3D
controller ``class="0x0302xx"`` is a GPU, an InfiniBand controller ``class="0x0207xx"`` a NIC; Azure's
``topology/ndv5-topo.xml`` in Azure/azhpc-images): such a NIC has no ``name``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ._common import never_raises, prepare


def _empty() -> dict:
    return {"gpus": [], "nics": [], "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse an NCCL topology XML file. Never raises."""
    text, why = prepare(text)
    if text is None:
        return dict(_empty(), error=why)
    if not text.strip():
        return dict(_empty(), error="empty input")
    if "<!ENTITY" in text.upper():
        return dict(_empty(), error="XML with entity declarations is refused")
    try:
        root = ET.fromstring(text.strip())
    except ET.ParseError as exc:
        return dict(_empty(), error=f"not well-formed XML: {str(exc)[:200]}")
    if root.tag != "system":
        return dict(_empty(), error=f"XML root is <{root.tag[:64]}>, not NCCL's <system>")
    out = _empty()

    def walk(el, parent):
        for child in el:
            if child.tag != "pci":
                walk(child, parent)
                continue
            bus = (child.get("busid") or "").lower()
            cls = (child.get("class") or "").lower()
            if child.find("gpu") is not None or (cls.startswith("0x0302") and child.find("pci") is None):
                out["gpus"].append({"bus_id": bus, "parent": parent})
            names = [net.get("name")[:64] for net in child.findall("nic/net") if net.get("name")]
            for name in names:
                out["nics"].append({"bus_id": bus, "name": name, "parent": parent})
            if not names and cls.startswith("0x0207") and child.find("pci") is None:
                out["nics"].append({"bus_id": bus, "name": None, "parent": parent})
            walk(child, bus or parent)

    walk(root, None)
    if not out["gpus"] and not out["nics"]:
        out["error"] = "the topology names no GPU and no NIC"
    return out
