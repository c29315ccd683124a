"""Instance catalog: the facts about each Crusoe IB instance type that sizing, pricing
and verification depend on.

Prices are Crusoe's list prices (on demand and spot, per GPU-hour) as "A Field Guide to Crusoe
InfiniBand with Terraform" or Crusoe's pricing page gives them. Types without a public price carry
``None``; cost is then reported as unknown rather than guessed.

Every fact that is not in the field guide names its public source in ``sources`` (fact -> where
it comes from); a fact no public source gives is ``None`` and its source says "unknown: ...".
The thresholds registry (``verify/thresholds.json``) holds the verification figures, with their
own provenance, for every type here (a test keeps the two in step).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .errors import Issue, issue

_FG = 'Crusoe, "A Field Guide to Crusoe InfiniBand with Terraform"'
_PRICING = "Crusoe Cloud's pricing page (https://www.crusoe.ai/cloud/pricing, read 2026-09-20)"
_NCCL_TFVARS = ("crusoecloud/solutions-library create-vms-and-run-nccl-test/terraform.tfvars (Crusoe's public NCCL test: "
                "node_type and image_name per GPU type)")
_SLURM_README = "crusoecloud/slurm README (the GPU types its Slurm solution supports)"
_H100_2023_HCAS = ("mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8")
_CLOUD_HYPERVISOR_HCAS = tuple("mlx5_%d" % i for i in range(1, 9))
_B200_B300_HCAS = ("mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8", "mlx5_9", "mlx5_10", "mlx5_11", "mlx5_12")
_B200_HCA_SOURCE = ("crusoecloud/solutions-library cmk-nccltests/nccl-b200.yaml and create-vms-and-run-nccl-test/"
                    "nccltest.sh ('For B200 and B300': NCCL_IB_HCA=mlx5_5:1,...,mlx5_12:1)")
_GB200_DOMAIN_SOURCE = ("Crusoe blog, 'Efficient job Scheduling with SLURM Block Topology on Crusoe accelerated by NVIDIA "
                        "GB200 NVL72' (2025-11-21): each GB200 NVL72 system has 18 compute nodes with 4 GPUs each, one "
                        "72-GPU NVLink domain; crusoecloud/slurm topology.py writes BlockSizes=18; the VM's domain is "
                        "crusoe_compute_instance.nvlink_domain_id (terraform-provider-crusoe v1.1.1 "
                        "internal/vm/vm_resource.go:331-336, sent on create at :439, replaces the VM when changed)")


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


CATALOG: dict[str, InstanceType] = {
    t.name: t
    for t in (
        InstanceType(
            name="h100-80gb-sxm-ib.8x",
            gpu_model="H100 80GB SXM",
            gpus=8,
            slices_per_vm=8,
            ib_rails=8,
            ib_rate_gbps=400,
            ib_generation="NDR",
            on_demand_usd_per_gpu_hour=3.90,
            spot_usd_per_gpu_hour=1.60,
            price_source="Crusoe list price, A Field Guide to Crusoe InfiniBand with Terraform",
            hca_layouts=(_H100_2023_HCAS, _CLOUD_HYPERVISOR_HCAS),
            # `kubectl describe node` of an h100-80gb-sxm-ib.8x worker in Crusoe's blog "Scaling Deep Learning
            # Distributed Training with Rancher K3s on Crusoe Cloud": cpu 176, memory 990737488Ki (the kubelet's
            # allocatable, at most what the guest has, so a RealMemory from it never drains a node as too small).
            vcpus=176,
            memory_mib=990737488 // 1024,
            shape_source="Crusoe's K3s article: kubectl describe node of an h100-80gb-sxm-ib.8x worker",
        ),
        InstanceType(
            name="h200-141gb-sxm-ib.8x",
            gpu_model="H200 141GB SXM",
            gpus=8,
            slices_per_vm=8,
            ib_rails=8,
            ib_rate_gbps=400,
            ib_generation="NDR",
            on_demand_usd_per_gpu_hour=4.29,
            price_source="Crusoe list price, A Field Guide to Crusoe InfiniBand with Terraform",
            hca_layouts=(_CLOUD_HYPERVISOR_HCAS,),
        ),
        InstanceType(
            name="a100-80gb-sxm-ib.8x",
            gpu_model="A100 80GB SXM",
            gpus=8,
            slices_per_vm=8,
            ib_rails=8,
            ib_rate_gbps=200,
            ib_generation="HDR",
            on_demand_usd_per_gpu_hour=None,
            price_source="no public list price: unknown",
        ),
        InstanceType(
            name="b200-180gb-sxm-ib.8x",
            gpu_model="B200 180GB SXM",
            gpus=8,
            slices_per_vm=8,
            ib_rails=8,
            ib_rate_gbps=400,
            ib_generation="NDR",
            on_demand_usd_per_gpu_hour=None,
            price_source=f"no public list price: {_PRICING} says 'Contact sales' for B200: unknown",
            default_image="ubuntu24.04-nvidia-sxm-docker-b200",
            hca_layouts=(_B200_B300_HCAS,),
            sources={
                "name": f"{_NCCL_TFVARS}; {_SLURM_README}",
                "gpus, slices_per_vm": "the .8x suffix (8 GPUs, 8 slices of crusoe_ib_networks capacity, as the field guide "
                                       "counts .8x); Crusoe's cmk-nccltests/nccl-b200.yaml runs 8 ranks per node",
                "ib_rails, hca_names": _B200_HCA_SOURCE,
                "ib_rate_gbps": f"{_FG}: Crusoe's InfiniBand-enabled instances use Quantum-2 NDR at 400 Gb/s per port "
                                "(no B200-specific figure)",
                "default_image": _NCCL_TFVARS,
            },
        ),
        InstanceType(
            name="b300-288gb-sxm-ib.8x",
            gpu_model="B300 288GB SXM",
            gpus=8,
            slices_per_vm=8,
            ib_rails=8,
            ib_rate_gbps=None,
            ib_generation=None,
            on_demand_usd_per_gpu_hour=None,
            price_source=f"no public list price ({_PRICING} does not list B300): unknown",
            default_image="ubuntu24.04-nvidia-sxm-docker-b300",
            hca_layouts=(_B200_B300_HCAS,),
            sources={
                "name": f"{_NCCL_TFVARS}; crusoecloud/solutions-library b300-nccltest-cmk-mpijob",
                "gpus, slices_per_vm": "the .8x suffix; Crusoe's b300-nccltest-cmk-mpijob/run-nccl-test.sh sets "
                                       "GPUS_PER_NODE=8",
                "ib_rails, hca_names": "crusoecloud/solutions-library b300-nccltest-cmk-mpijob/run-nccl-test.sh "
                                       "(NCCL_IB_HCA=mlx5_5,...,mlx5_12, 8 nvidia.com/hostdev per node) and its "
                                       "b300-288gb-sxm-ib-cloud-hypervisor.xml (8 NICs, one beside each GPU)",
                "ib_rate_gbps": "unknown: no public source gives the per-port rate of Crusoe's B300 VMs (the field guide's "
                                "NDR 400 Gb/s statement does not name B300, and Crusoe's B300 topology file lists its NICs "
                                "at PCIe 64 GT/s, Gen6, so NDR cannot be assumed); the port-rate and ib_write_bw checks "
                                "report UNAVAILABLE",
                "default_image": _NCCL_TFVARS,
            },
        ),
        InstanceType(
            name="gb200-186gb-nvl-ib.4x",
            gpu_model="GB200 186GB NVL72",
            gpus=4,
            slices_per_vm=4,
            ib_rails=4,
            ib_rate_gbps=400,
            ib_generation="NDR",
            on_demand_usd_per_gpu_hour=None,
            price_source=f"no public list price: {_PRICING} says 'Contact sales' for GB200 NVL72: unknown",
            nvlink_domain_vms=18,
            default_image="ubuntu24.04-nvidia-nvl-arm64-gb200",
            sources={
                "name": f"{_NCCL_TFVARS}; {_SLURM_README}",
                "gpus, slices_per_vm": "the .4x suffix; Crusoe's cmk-nccltests/nccl-gb200.yaml (slotsPerWorker 4) and "
                                       "README ('4 for GB200')",
                "ib_rails": "crusoecloud/solutions-library cmk-nccltests/nccl-gb200.yaml (nvidia.com/hostdev: 4 per node); "
                            "Crusoe's MLCommons Inference v6.1 system description GB200-NVL72_GB200-186GB_aarch64x16_Dynamo "
                            "(4 BlueField-3/ConnectX-7 adapters per 4-GPU node)",
                "hca_names": "unknown: no public listing of the GB200 VM's IB device names",
                "ib_rate_gbps": f"{_FG}: lists GB200 among Crusoe's instances; its InfiniBand-enabled instances use "
                                "Quantum-2 NDR at 400 Gb/s per port",
                "nvlink_domain_vms": _GB200_DOMAIN_SOURCE,
                "default_image": f"{_NCCL_TFVARS} (arm64 image: GB200 VMs run on Grace CPUs)",
            },
        ),
        InstanceType(
            name="mi300x-192gb-ib.8x",
            gpu_model="AMD Instinct MI300X 192GB",
            gpus=8,
            slices_per_vm=8,
            ib_rails=None,
            ib_rate_gbps=400,
            ib_generation="NDR",
            on_demand_usd_per_gpu_hour=3.45,
            price_source=f"Crusoe list price, {_PRICING}: AMD MI300X 192GB $3.45/GPU-hr on demand; no public spot price",
            collective_library="rccl",
            default_image=None,
            sources={
                "name": "crusoecloud/solutions-library crusoe-kserve-example (terraform-amd/variables.tf: "
                        "'mi300x-192gb-ib.8x'; CLAUDE.md: 8 GPUs)",
                "gpus, slices_per_vm": "the .8x suffix",
                "ib_rails, hca_names": "unknown: Crusoe's blog 'How Crusoe was the First to Virtualize AMD's Instinct MI300X "
                                       "GPUs on Linux KVM' (2025-06-18) passes InfiniBand HCAs through to the VM but no "
                                       "public source gives their number or names",
                "ib_rate_gbps": f"{_FG}: Crusoe's InfiniBand-enabled instances use Quantum-2 NDR at 400 Gb/s per port "
                                "(no MI300X-specific figure)",
                "collective_library": "AMD ROCm: RCCL and rccl-tests (ROCm/rccl, ROCm/rccl-tests)",
                "default_image": "unknown: no public name of Crusoe's curated ROCm image; set pool.image",
            },
        ),
    )
}

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
#: (c1a.2x, c1a.4x and c1a.16x in its Slurm and K3s deployments; c1a.32x). Other types are not listed:
#: their memory is unknown here, so a rule that needs it refuses them rather than guessing; add a
#: type here, with its source, to use it.
C1A_SOURCE = "Crusoe c1a family: <N>x = N vCPUs, 4 GiB per vCPU (a c1a.2x measures 2 vCPUs, 8 GB)"
CPU_CATALOG: dict[str, CpuInstanceType] = {
    f"c1a.{n}x": CpuInstanceType(name=f"c1a.{n}x", vcpus=n, memory_gib=4 * n, source=C1A_SOURCE)
    for n in (2, 4, 16, 32)
}


def instance_type_issues(where: str, name: str) -> list[Issue]:
    """The field guide's first fallback check (an -ib type) plus catalog membership (never raises)."""
    known = ", ".join(sorted(CATALOG))
    if not name:
        return [issue("CIB001", where, name, known=known)]
    if name in CATALOG:
        return []
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
