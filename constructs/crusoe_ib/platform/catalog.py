"""Instance catalog: the facts about each Crusoe IB instance type that sizing, pricing
and verification depend on.

The facts live in one data file per type, ``crusoe_ib/platform/instance_types/<type>.json`` (see
:mod:`crusoe_ib.platform.type_data`); this module turns them into :class:`InstanceType` records. Every fact
names its public source; a fact no public source gives is ``None`` and its source says
"unknown: ...". Prices are Crusoe's list prices per GPU-hour, from Crusoe's pricing page or, marked
``price_third_party``, as a third party quotes them (Saturn Cloud's "A Field Guide to Crusoe
InfiniBand with Terraform"); a type without a public price carries ``None`` and its cost is
reported as unknown rather than guessed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from . import type_data
from ..core.errors import Issue, issue

# The most nodes this library lets one IB partition hold. It is the library's supported
# ceiling (16,384 GPUs at 8 per node), not a figure Crusoe publishes; raise it here if your
# fabric allows more.
MAX_NODES_PER_PARTITION = 2048


@dataclass(frozen=True, kw_only=True)
class InstanceType:
    """One Crusoe instance type with InfiniBand.

    ``slices_per_vm`` is what one VM of the type consumes from ``crusoe_ib_networks``
    capacity (the field guide: an ``.8x`` type uses 8 slices).
    """

    name: str
    gpu_model: str
    gpus: int
    slices_per_vm: int
    ib_rails: int | None
    ib_rate_gbps: int | None
    ib_generation: str | None
    on_demand_usd_per_gpu_hour: float | None
    spot_usd_per_gpu_hour: float | None = None
    price_source: str = ""
    #: What the VM shows its guest (Slurm's NodeName CPUs= and RealMemory=); None when no public
    #: source gives it (then it is unknown, never guessed: see SlurmSettings.node_cpus).
    vcpus: int | None = None
    memory_mib: int | None = None
    shape_source: str = "no public source: unknown"
    # --- added with the Blackwell, GB200 and AMD types (defaults keep the NDR/HDR types as they were)
    #: Per-port rate and rails may be unknown (None) for a type no public source describes.
    #: "nccl" (NVIDIA) or "rccl" (AMD ROCm; a fork of NCCL that reads the same NCCL_* variables).
    collective_library: str = "nccl"
    #: VMs per NVLink domain when VMs of the type share one (GB200 NVL72: 18 VMs x 4 GPUs = 72 GPUs);
    #: None for types whose NVLink stays inside the VM. Such types carry ``nvlink_domain_id``.
    nvlink_domain_vms: int | None = None
    #: The curated image a pool of this type boots when the pool names none.
    default_image: str | None = "ubuntu22.04-nvidia-sxm-docker:latest"
    #: The IB rails' device names in each layout public sources show for the type (empty: unknown). A
    #: cross-check only: the node check discovers the rails, since one type comes in several layouts.
    hca_layouts: tuple[tuple[str, ...], ...] = ()
    #: NCCL topology files the type's images ship, in order of preference (the first that exists is used).
    topo_files: tuple[str, ...] = ()
    #: Crusoe's nccl-tests image for the type; None where Crusoe publishes none (then the library says so
    #: rather than borrowing another type's image).
    nccl_tests_image: str | None = None
    nccl_tests_image_source: str = "unknown"
    #: The NCCL/UCX settings of Crusoe's MPIJob for the type: "ib" (the InfiniBand tuning of its 8-rail
    #: manifests) or "tcp" (MPI over TCP, no IB tuning: nccl-gb200.yaml). The job contract reads it.
    mpijob_tuning: str = "ib"
    #: Crusoe's VM NCCL test lists the type's IB rails in UCX_NET_DEVICES (nccltest.sh: B200, B300).
    vm_ucx_net_devices: bool = False
    #: True when the price comes from a third party (not a Crusoe publication).
    price_third_party: bool = False
    #: fact -> public source ("unknown: ..." where none exists).
    sources: Mapping[str, str] = field(default_factory=dict)

    @property
    def has_nvlink_domains(self) -> bool:
        return self.nvlink_domain_vms is not None

    @property
    def on_demand_usd_per_node_hour(self) -> float | None:
        if self.on_demand_usd_per_gpu_hour is None:
            return None
        return round(self.on_demand_usd_per_gpu_hour * self.gpus, 2)


def _from_file(rec: dict) -> InstanceType:
    th, price, shape, nccl = rec["thresholds"], rec["price"], rec["shape"], rec["nccl"]
    link, domain = th["link"], th.get("nvlink_domain")
    return InstanceType(
        name=rec["name"], gpu_model=th["gpu_model"], gpus=th["gpus_per_node"], slices_per_vm=rec["slices_per_vm"],
        ib_rails=link["ib_rails"], ib_rate_gbps=link["rate_gbps"], ib_generation=link["ib_generation"],
        on_demand_usd_per_gpu_hour=price["on_demand_usd_per_gpu_hour"], spot_usd_per_gpu_hour=price["spot_usd_per_gpu_hour"],
        price_source=price["source"], price_third_party=price["third_party"],
        vcpus=shape["vcpus"], memory_mib=shape["memory_mib"], shape_source=shape["source"],
        collective_library=th["collective_library"], nvlink_domain_vms=domain["vms"] if domain else None,
        default_image=rec["default_image"],
        hca_layouts=tuple(tuple(layout["hca_names"]) for layout in link["hca_layouts"]),
        topo_files=tuple(nccl["topo_files"]), nccl_tests_image=nccl["tests_image"],
        nccl_tests_image_source=nccl["tests_image_source"], mpijob_tuning=nccl["mpijob_tuning"],
        vm_ucx_net_devices=nccl["vm_ucx_net_devices"], sources=dict(rec["sources"]),
    )


#: Every type, from its data file (crusoe_ib/platform/instance_types/<type>.json: one file per type, see type_data).
CATALOG: dict[str, InstanceType] = {name: _from_file(rec) for name, rec in type_data.load().items()}

#: GPU types Crusoe rents that are NOT InfiniBand: they cannot join an IB partition, so this library
#: refuses them with the reason (CIB130) instead of the generic "not an -ib type".
NON_IB_TYPES: dict[str, str] = {
    "mi355x-288gb-roce.8x": (
        "AMD Instinct MI355X VMs on Crusoe use RoCE (RDMA over Converged Ethernet) through AMD Pensando Pollara 400 "
        "NICs, not InfiniBand (Crusoe blog, 'Virtualizing AMD Instinct MI355X GPUs with AMD Pensando Pollara 400 AI NIC "
        "on Linux KVM'), and this library provisions and verifies InfiniBand partitions only"
    ),
}


@dataclass(frozen=True, kw_only=True)
class CpuInstanceType:
    """A Crusoe CPU instance type (control planes, Slurm controllers and login nodes)."""

    name: str
    vcpus: int
    memory_gib: int
    source: str


#: Crusoe's c1a family: the size is the vCPU count, with 4 GiB of memory per vCPU (a c1a.2x is 2 vCPUs
#: and 8 GB, as public measurements of one show). Listed are the sizes Crusoe's own examples use
#: (c1a.2x, c1a.4x and c1a.16x in its Slurm and K3s deployments; c1a.32x) and c1a.8x, the size between
#: them, whose memory follows from the same per-vCPU ratio. Other types are not listed:
#: their memory is unknown here, so a rule that needs it refuses them rather than guessing; add a
#: type here, with its source, to use it.
C1A_SOURCE = "Crusoe c1a family: <N>x = N vCPUs, 4 GiB per vCPU (a c1a.2x measures 2 vCPUs, 8 GB)"
CPU_CATALOG: dict[str, CpuInstanceType] = {
    f"c1a.{n}x": CpuInstanceType(name=f"c1a.{n}x", vcpus=n, memory_gib=4 * n, source=C1A_SOURCE)
    for n in (2, 4, 8, 16, 32)
}
_CPU_SHAPE = re.compile(r"[a-z][a-z0-9]*\.[0-9]+x")
#: Crusoe's CPU families, for roles whose memory does not matter (a TCP load balancer, a login node): any
#: size of these runs them. c1a (above); s1a, Crusoe's storage-optimized family, which crusoecloud/slurm's
#: README lists among its supported types and runs its NFS node on (``s1a.80x``); c2a, which the same README
#: names beside c1a since 2026 ("All CPU-only instance types (e.g c1a, c2a) are supported"); s2a, whose
#: ``s2a.80x`` Crusoe's cross-region data-transfer example runs as CMK nodes. Their memory is not listed
#: here (no public source gives it: unknown), so a role that needs memory still requires a CPU_CATALOG type.
CPU_FAMILIES: dict[str, str] = {
    "c1a": C1A_SOURCE,
    "s1a": "crusoecloud/slurm README: supported types include s1a; its NFS node is an s1a.80x",
    "c2a": "crusoecloud/slurm README (2026-07): \"All CPU-only instance types (e.g c1a, c2a) are supported\"",
    "s2a": "crusoecloud/solutions-library data-transfer/cross-region-shared-disk-data-transfer/terraform.tfvars.example (2026-07): "
           "CMK node pools of vm_type s2a.80x",
}


def cpu_type_issues(where: str, value: str, *, role: str, min_memory_gib: int | None = None,
                    memory_matters: bool = True) -> list[Issue]:
    """The one rule for every CPU role (K3s servers and load balancer, Slurm controllers and login nodes):
    a CPU shape (``family.Nx``, no GPU, no ``-ib``; CIB060), known to CPU_CATALOG with its memory (CIB114)
    where the role's memory matters (any size of a CPU_FAMILIES family otherwise), and at least
    ``min_memory_gib`` where the role needs it (CIB113)."""
    if not _CPU_SHAPE.fullmatch(value) or value in CATALOG or "-ib" in value:
        if value != value.lower() and not cpu_type_issues(where, value.lower(), role=role, min_memory_gib=min_memory_gib,
                                                          memory_matters=memory_matters):
            return [issue("CIB230", where, value, suggestion=value.lower())]
        return [issue("CIB060", where, value)]
    known = CPU_CATALOG.get(value)
    if known is None and not memory_matters and min_memory_gib is None and value.split(".")[0] in CPU_FAMILIES:
        return []
    if known is None:
        return [issue("CIB114", where, value, role=role, known=", ".join(CPU_CATALOG), families=", ".join(CPU_FAMILIES))]
    if min_memory_gib is not None and known.memory_gib < min_memory_gib:
        return [issue("CIB113", where, value, minimum=min_memory_gib, memory=known.memory_gib)]
    return []


def instance_type_issues(where: str, name: str) -> list[Issue]:
    """The field guide's first fallback check (an -ib type) plus catalog membership (never raises)."""
    known = ", ".join(sorted(CATALOG))
    if not name:
        return [issue("CIB001", where, name, known=known)]
    if name in CATALOG:
        return []
    if isinstance(name, str) and name != name.lower():
        # An IB type in capitals is an IB type: say the case is wrong, then judge the lower-case name.
        return [issue("CIB230", where, name, suggestion=name.lower())] + instance_type_issues(where, name.lower())
    if name in NON_IB_TYPES:
        return [issue("CIB130", where, name, reason=NON_IB_TYPES[name], known=known)]
    if not name.rsplit(".", 1)[0].endswith("-ib"):
        return [issue("CIB002", where, name, suggestion=_closest_ib(name))]
    return [issue("CIB003", where, name, known=known)]


def _closest_ib(name: str) -> str:
    gpu = name.split("-", 1)[0]
    for known in sorted(CATALOG):
        if known.startswith(gpu):
            return known
    return sorted(CATALOG)[0]
