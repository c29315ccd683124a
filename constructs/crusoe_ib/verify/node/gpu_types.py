"""Per-type GPU facts for the GPU rules, each value with its public source.

Kept apart from ``thresholds.json`` on purpose: the per-instance-type data files will absorb these
records at merge (one file per type); until then this is the one place they live. GPU count comes
from the thresholds (``gpus_per_node``); everything here is what the GPU rules add. ``None`` means
no public source gives the value: its rule reports UNAVAILABLE, never a guessed floor.
"""

from __future__ import annotations

from dataclasses import dataclass

#: crusoecloud/autoclusters-controller-helm-charts, README "NVBandwidth" (per-SKU thresholds, GB/s per
#: GPU pair of ``nvbandwidth -t device_to_device_memcpy_read_ce``; the same values in its values.yaml).
CRUSOE_NVBANDWIDTH = "crusoecloud/autoclusters-controller-helm-charts README, NVBandwidth per-SKU thresholds"
NVLINK_LINKS = "NVIDIA data sheets: NVLink links per GPU (A100: 12, H100/H200/B200/B300: 18)"


@dataclass(frozen=True)
class GpuFacts:
    vendor: str  # "nvidia" or "amd": which tools and which GPUDirect RDMA path apply
    nvlink_links: int | None  # NVLink links per GPU, all expected active
    nvbandwidth_floor_gb_per_s: float | None  # per GPU pair, device_to_device_memcpy_read_ce
    sources: tuple


GPU_TYPES = {
    "a100-80gb-sxm-ib.8x": GpuFacts("nvidia", 12, 220.0, (CRUSOE_NVBANDWIDTH, NVLINK_LINKS)),
    "h100-80gb-sxm-ib.8x": GpuFacts("nvidia", 18, 316.0, (CRUSOE_NVBANDWIDTH, NVLINK_LINKS)),
    "h200-141gb-sxm-ib.8x": GpuFacts("nvidia", 18, 316.0, (CRUSOE_NVBANDWIDTH, NVLINK_LINKS)),
    # Crusoe's chart skips B200 (no published floor); B300 is not in it.
    "b200-180gb-sxm-ib.8x": GpuFacts("nvidia", 18, None, (NVLINK_LINKS,)),
    "b300-288gb-sxm-ib.8x": GpuFacts("nvidia", 18, None, (NVLINK_LINKS,)),
    # NVL72: links go to the rack's NVLink switch trays; the per-GPU count seen in a VM is not published.
    "gb200-186gb-nvl-ib.4x": GpuFacts("nvidia", None, 613.0, (CRUSOE_NVBANDWIDTH,)),
    # MI300X uses AMD Infinity Fabric, not NVLink: NVLink and nvbandwidth rules do not apply.
    "mi300x-192gb-ib.8x": GpuFacts("amd", None, None, ("AMD Instinct MI300X data sheet (Infinity Fabric)",)),
}


def gpu_facts(instance_type: str | None) -> GpuFacts | None:
    """The type's GPU facts, or None for an unknown or absent type."""
    return GPU_TYPES.get(instance_type or "")
