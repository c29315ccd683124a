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
