"""Instance catalog: the facts about each Crusoe IB instance type that sizing, pricing
and verification depend on.

Prices are Crusoe's list prices (on demand and spot, per GPU-hour) as "A Field Guide to Crusoe
InfiniBand with Terraform" gives them. Types without a public price carry ``None``; cost is then
reported as unknown rather than guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import Issue, issue

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
    ib_rails: int
    ib_rate_gbps: int
    ib_generation: str
    on_demand_usd_per_gpu_hour: float | None
    spot_usd_per_gpu_hour: float | None = None
    price_source: str = ""
    #: What the VM shows its guest (Slurm's NodeName CPUs= and RealMemory=); None when no public
    #: source gives it (then it is unknown, never guessed: see SlurmSettings.node_cpus).
    vcpus: int | None = None
    memory_mib: int | None = None
    shape_source: str = "no public source: unknown"

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
    )
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
    if not name.rsplit(".", 1)[0].endswith("-ib"):
        return [issue("CIB002", where, name, suggestion=_closest_ib(name))]
    return [issue("CIB003", where, name, known=known)]


def _closest_ib(name: str) -> str:
    gpu = name.split("-", 1)[0]
    for known in sorted(CATALOG):
        if known.startswith(gpu):
            return known
    return sorted(CATALOG)[0]
