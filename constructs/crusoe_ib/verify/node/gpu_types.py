"""Per-type GPU facts for the GPU rules, each value with its public source.

They live in each type's data file (``crusoe_ib/platform/instance_types/<type>.json``, ``thresholds.gpu``), which
``python -m crusoe_ib.platform.type_data --write`` copies into ``verify/thresholds.json`` with the type's other
thresholds: that file ships in the node-side zipapp, so the facts are read here from it (standard
library only). GPU count comes from the thresholds (``gpus_per_node``); everything here is what the GPU
rules add. ``None`` means no public source gives the value: its rule reports UNAVAILABLE, never a
guessed floor.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import thresholds as _thresholds


@dataclass(frozen=True)
class GpuFacts:
    vendor: str  # "nvidia" or "amd": which tools and which GPUDirect RDMA path apply
    nvlink_links: int | None  # NVLink links per GPU, all expected active
    nvbandwidth_floor_gb_per_s: float | None  # per GPU pair, device_to_device_memcpy_read_ce
    sources: tuple
    #: VMs per multi-node NVLink domain (GB200 NVL72: 18), None where NVLink stays inside the VM: the GPUs of such a
    #: type must register with the NVLink fabric (``gpu_fabric``). From the type's ``thresholds.nvlink_domain``.
    nvlink_domain_vms: int | None = None


def _facts(record: dict) -> GpuFacts:
    gpu = record["gpu"]
    return GpuFacts(gpu["vendor"], gpu["nvlink_links"], gpu["nvbandwidth_floor_gb_per_s"], tuple(gpu["sources"]),
                    (record.get("nvlink_domain") or {}).get("vms"))


#: Every type of the registry with its GPU facts.
GPU_TYPES = {name: _facts(record) for name, record in _thresholds.load()["instance_types"].items()}


def gpu_facts(instance_type: str | None) -> GpuFacts | None:
    """The type's GPU facts, or None for an unknown or absent type."""
    return GPU_TYPES.get(instance_type or "")
