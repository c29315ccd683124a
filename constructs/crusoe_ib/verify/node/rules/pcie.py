"""The GPU-to-HCA path: ``pcie_link`` (every GPU and InfiniBand HCA trained at the width and speed it
supports), ``gpudirect_rdma`` (a GPUDirect RDMA path exists) and ``gpu_hca_locality`` (the NCCL
topology file describes this VM's bus ids)."""

from __future__ import annotations

from ..parsers.pci import bus_id as bdf
from ..parsers.pci import kernel_at_least
from ..verdicts import FAIL, NOT_APPLICABLE, PASS, UNAVAILABLE, WARN, Verdict
from .xid import REPLACE, USER


def check_pcie_link(device: dict) -> Verdict:
    """Current link width below the device's maximum is a FAIL (GPU and HCA); a lower speed is a FAIL
    for an HCA only, since GPUs lower their link speed when idle (NVIDIA: PCIe generation in nvidia-smi)."""
    what = "GPU" if device["kind"] == "gpu" else f"HCA {device.get('ib_device')}"
    subject = f"{what} {device['bus_id']} PCIe"
    cur_w, max_w = device.get("current_link_width"), device.get("max_link_width")
    cur_s, max_s = device.get("current_link_speed_gt_s"), device.get("max_link_speed_gt_s")
    details = {k: device.get(k) for k in ("current_link_width", "max_link_width", "current_link_speed_gt_s", "max_link_speed_gt_s")}
    if cur_w is None or max_w is None:
        return Verdict("pcie_link", UNAVAILABLE, subject, f"{subject}: the VM does not expose the link (a virtual function or an "
                       "emulated port reports no width).", "", details)
    found = []
    if cur_w < max_w:
        found.append(f"x{int(cur_w)} of x{int(max_w)} lanes")
    if device["kind"] != "gpu" and cur_s and max_s and cur_s < max_s:
        found.append(f"{cur_s:g} of {max_s:g} GT/s")
    if found:
        return Verdict("pcie_link", FAIL, subject, f"{subject} trained at {' and '.join(found)} (a degraded link).",
                       "A link below its capability is a slot or riser fault the VM cannot fix: replace the node.",
                       dict(details, action=REPLACE))
    speed = f" at {cur_s:g} GT/s" if cur_s else ""
    return Verdict("pcie_link", PASS, subject, f"{subject}: x{int(cur_w)}{speed}, as supported.", "", details)


def check_pcie_kernel_log(warning: dict) -> Verdict:
    """The kernel's own PCIe warning (``pcie_print_link_status``: ``... Gb/s available PCIe bandwidth, limited
    by 8 GT/s x8 link at <port> (capable of ... x16 link)``), for a device sysfs did not show. A device whose
    own link trained low FAILs (as :func:`check_pcie_link`); a limit at an upstream port WARNs, since in a VM
    that port may be an emulated one reporting a nominal link (confirm with sysfs or on the host)."""
    subject = f"{warning['driver']} {warning['bus_id']} PCIe"
    limit = f"{warning['limited_gt_per_s']:g} GT/s x{int(warning['limited_width'])}"
    capable = f"{warning['capable_gt_per_s']:g} GT/s x{int(warning['capable_width'])}"
    details = {k: warning.get(k) for k in ("available_gb_per_s", "capable_gb_per_s", "limited_gt_per_s", "limited_width",
                                           "capable_gt_per_s", "capable_width", "limited_at")}
    details["source"] = "kernel log"
    reason = (f"{subject}: the kernel logged {warning['available_gb_per_s']:g} of {warning['capable_gb_per_s']:g} Gb/s "
              f"available, limited by the {limit} link")
    upstream = warning.get("limited_at") and warning["limited_at"].split(".")[0] != warning["bus_id"].split(".")[0]
    if upstream:
        return Verdict("pcie_link", WARN, subject, f"{reason} at the upstream port {warning['limited_at']} (capable of {capable}).",
                       "Check the slot on the host (lspci -vv: LnkSta of the port); in a VM the port may be emulated. "
                       "A real x8 slot halves the HCA's bandwidth: replace the node.", details)
    return Verdict("pcie_link", FAIL, subject, f"{reason} (capable of {capable}): a degraded link.",
                   "A link below its capability is a slot or riser fault the VM cannot fix: replace the node.",
                   dict(details, action=REPLACE))


def check_gpudirect(gdr: dict) -> Verdict | None:
    """NVIDIA: DMA-BUF needs the open kernel module on Linux 5.12+ (the current path); ``nvidia_peermem``
    is the legacy one (NVIDIA GPU Operator docs, GPUDirect RDMA). AMD: ROCm peer memory through DMA-BUF
    with ``amdgpu`` on Linux 5.12+ (ROCm documentation)."""
    vendor = gdr.get("vendor")
    if vendor is None:
        return NOT_APPLICABLE
    dmabuf_kernel = kernel_at_least(gdr.get("kernel"), 5, 12)
    details = dict(gdr)
    fix_user = dict(details, action=USER)
    if vendor == "amd":
        if gdr.get("amdgpu_loaded") and dmabuf_kernel:
            return Verdict("gpudirect_rdma", PASS, "node", f"amdgpu is loaded on Linux {gdr['kernel']}: DMA-BUF peer "
                           "memory for RCCL.", "", details)
        loaded = "loaded" if gdr.get("amdgpu_loaded") else "not loaded"
        return Verdict("gpudirect_rdma", FAIL, "node", f"No GPUDirect RDMA path: amdgpu {loaded}, Linux {gdr.get('kernel')}.",
            "Use an image with the ROCm amdgpu driver on Linux 5.12 or later.", fix_user)
    version = gdr.get("nvidia_version")
    if not version:
        return Verdict("gpudirect_rdma", UNAVAILABLE, "node", "The NVIDIA driver version file could not be read, so "
                       "the GPUDirect RDMA path is unknown.", "Check that the NVIDIA driver is loaded.", details)
    if gdr.get("open_module") and dmabuf_kernel:
        also = " (nvidia_peermem also loaded)" if gdr.get("peermem_loaded") else ""
        return Verdict("gpudirect_rdma", PASS, "node", f"NVIDIA open kernel module on Linux {gdr['kernel']}: DMA-BUF "
                       f"GPUDirect RDMA is available{also}.",
                       "", details)
    if gdr.get("peermem_loaded"):
        return Verdict("gpudirect_rdma", PASS, "node", "nvidia_peermem is loaded: GPUDirect RDMA through the legacy path.",
                       "", details)
    module = "open" if gdr.get("open_module") else "proprietary"
    runs = f" runs on Linux {gdr.get('kernel')} (DMA-BUF needs 5.12+)" if gdr.get("open_module") else ""
    return Verdict("gpudirect_rdma", FAIL, "node", f"No GPUDirect RDMA path: the {module} kernel module{runs} and "
                   "nvidia_peermem is not loaded, so NCCL stages every transfer through host memory.",
                   "Use NVIDIA's open kernel module (DMA-BUF, the current path) or `modprobe nvidia_peermem` (legacy) "
                   "in the image.", fix_user)


def check_locality(topo: dict | None, pci: dict | None, ib_devices) -> Verdict | None:
    """Every GPU and InfiniBand NIC the NCCL topology file names must sit at that bus id on this VM."""
    if topo is None:
        return NOT_APPLICABLE
    if topo.get("error"):
        return Verdict("gpu_hca_locality", FAIL, "nccl topology", f"The NCCL topology file is unreadable: {topo['error']}.",
                       "Fix or unset NCCL_TOPO_FILE.", {"action": USER})
    devices = (pci or {}).get("devices") or []
    if not devices:
        return Verdict("gpu_hca_locality", UNAVAILABLE, "nccl topology", "The VM's PCI devices could not be read.", "")
    gpus = {d["bus_id"] for d in devices if d["kind"] == "gpu"}
    hcas = {d["ib_device"]: d["bus_id"] for d in devices if d["kind"] == "hca"}
    rails = set(ib_devices or hcas)
    wrong = [f"GPU {g['bus_id']} is not on this VM" for g in topo["gpus"] if bdf(g["bus_id"]) not in gpus]
    for nic in topo["nics"]:
        if nic["name"] is None:  # a hypervisor-style file names the HCA by its bus id only
            if bdf(nic["bus_id"]) not in hcas.values():
                wrong.append(f"InfiniBand NIC {nic['bus_id']} is not on this VM")
        elif nic["name"] in rails and hcas.get(nic["name"]) != bdf(nic["bus_id"]):
            wrong.append(f"{nic['name']} is at {hcas.get(nic['name'], 'nowhere')}, not {nic['bus_id']}")
    pairs = {g["bus_id"]: sorted(n["name"] or n["bus_id"] for n in topo["nics"] if n["parent"] and n["parent"] == g["parent"])
             for g in topo["gpus"]}
    details = {"gpus": len(topo["gpus"]), "nics": len(topo["nics"]), "near_hcas": pairs, "mismatches": wrong}
    if wrong:
        shown = "; ".join(wrong[:4]) + (f" (+{len(wrong) - 4} more)" if len(wrong) > 4 else "")
        return Verdict("gpu_hca_locality", FAIL, "nccl topology", f"The NCCL topology file does not describe this VM: {shown}.",
            "NCCL would pair GPUs with distant HCAs: use the image's topology file for this instance type, or unset "
            "NCCL_TOPO_FILE.", dict(details, action=USER))
    return Verdict("gpu_hca_locality", PASS, "nccl topology", f"The NCCL topology file's {len(topo['gpus'])} GPU(s) and "
                   f"{len(topo['nics'])} NIC(s) match this VM's bus ids.", "", details)
