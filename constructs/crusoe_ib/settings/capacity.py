"""What the pool needs and where to look for it: the capacity settings (crusoe_ib.ib_capacity_guard
checks the capacity at plan time)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core._settings import Context, Settings, format_issue, settings_rule, strings
from ..platform.catalog import MAX_NODES_PER_PARTITION, instance_type_issues
from ..core.errors import Issue, issue, warning
from ..platform.platform_contract import LOCATIONS, LOCATIONS_CHECKED, closest, reservation_only_family

_LOCATION = re.compile(r"[a-z]+(-[a-z]+)?[0-9]+-[a-z]")
_NETWORK_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{0,63}")


def node_keys(node_count: int) -> list[str]:
    """Stable for_each keys: ``node-000`` ... Adding nodes never renames existing ones."""
    return [f"node-{i:03d}" for i in range(node_count)]


@dataclass(frozen=True, kw_only=True)
class CapacitySettings(Settings):
    """What the pool needs and where to look for it.

    instance_type: the ``-ib`` instance type the pool runs; its slices per VM come from the catalog.
    node_count: nodes the pool wants (1 .. MAX_NODES_PER_PARTITION).
    locations: one location or an ordered tuple; the first location with a network that fits wins
        (failover). Ignored for the search when ``ib_network_id`` is pinned.
    ib_network_id: pin a network (the field guide: "just hardcode the ib_network_id"). The search
        is skipped, the capacity check still runs against that network.
    reservation_id: the reservation the pool's VMs run under (``crusoe_compute_instance.reservation_id``).
        Quota, capacity and reservation are three things (Crusoe support, "GPU Quota vs Capacity:
        Understanding On-Demand and Reserved Instances (RIPA)"): H100 SXM and A100 SXM run only
        reserved. A reservation-only type without one warns at synth; production refuses it (CIB186)
        unless ``on_demand=True`` says on purpose that your organization has on-demand access.
        Managed node pools take no reservation (CIB188): Crusoe associates their VMs itself.
    on_demand: run a reservation-only type without a reservation, on purpose.
    """

    instance_type: str
    node_count: int
    locations: str | tuple[str, ...]
    ib_network_id: str | None = None
    reservation_id: str | None = None
    on_demand: bool = False

    @property
    def location_list(self) -> list[str]:
        return strings(self.locations)

    @settings_rule("instance_type")
    def _type(self, where: str, context: Context) -> list[Issue]:
        return instance_type_issues(f"{where}.instance_type", self.instance_type)

    @settings_rule("node_count")
    def _count(self, where: str, context: Context) -> list[Issue]:
        n = self.node_count
        if n < 1:
            return [issue("CIB004", f"{where}.node_count", n)]
        if n > MAX_NODES_PER_PARTITION:
            return [issue("CIB005", f"{where}.node_count", n, limit=MAX_NODES_PER_PARTITION)]
        return []

    @settings_rule("locations")
    def _locations(self, where: str, context: Context) -> list[Issue]:
        locations = self.location_list
        if not locations:
            return [issue("CIB006", f"{where}.locations", self.locations)]
        found = [issue("CIB007", f"{where}.locations", loc) for loc in locations if not _LOCATION.fullmatch(loc)]
        for loc in locations:
            near = closest(loc, LOCATIONS) if loc not in LOCATIONS and _LOCATION.fullmatch(loc) else None
            if near:
                found.append(issue("CIB184", f"{where}.locations", loc, suggestion=repr(near),
                                   checked=LOCATIONS_CHECKED, known=", ".join(LOCATIONS)))
        if len(set(locations)) != len(locations):
            found.append(issue("CIB008", f"{where}.locations", self.locations))
        return found

    @settings_rule("reservation_id")
    def _reservation_id(self, where: str, context: Context) -> list[Issue]:
        rid = self.reservation_id
        if rid is None or _NETWORK_ID.fullmatch(rid):
            return []
        return [format_issue("CIB187", f"{where}.reservation_id", rid)]

    @settings_rule("instance_type", "reservation_id", "on_demand")
    def _reservation_only(self, where: str, context: Context) -> list[Issue]:
        """Production refuses a reservation-only type without a reservation, unless on demand on purpose."""
        family = reservation_only_family(self.instance_type)
        if not context.production or family is None or self.reservation_id is not None or self.on_demand:
            return []
        return [issue("CIB186", f"{where}.reservation_id", None, type=self.instance_type, family=family)]

    def warnings(self, where: str) -> list[Issue]:
        """Advice synth prints: a location Crusoe does not publish (and not a typo of one: the list may be
        stale, CIB264); a reservation-only type without a reservation (CIB266), or on demand on purpose
        (CIB267)."""
        sources = "; ".join(sorted({src.title for src in LOCATIONS.values()}))
        found = [warning("CIB264", f"{where}.locations", loc, location=repr(loc), known=", ".join(LOCATIONS),
                         sources=sources, checked=LOCATIONS_CHECKED)
                 for loc in self.location_list if loc not in LOCATIONS and not closest(loc, LOCATIONS)]
        family = reservation_only_family(self.instance_type)
        if family is not None and self.reservation_id is None:
            code = "CIB267" if self.on_demand else "CIB266"
            found.append(warning(code, f"{where}.{'on_demand' if self.on_demand else 'reservation_id'}",
                                 self.on_demand if self.on_demand else None, type=self.instance_type, family=family))
        return found

    @settings_rule("ib_network_id")
    def _pinned(self, where: str, context: Context) -> list[Issue]:
        pinned = self.ib_network_id
        if pinned is None or _NETWORK_ID.fullmatch(pinned):
            return []
        return [format_issue("CIB009", f"{where}.ib_network_id", pinned)]
