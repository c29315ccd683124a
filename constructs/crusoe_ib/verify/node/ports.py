"""The port record: one InfiniBand port's facts, built by :func:`port_record` and nowhere else.

``parsers.sysfs`` and ``parsers.ibstatus`` fill it from ``4: ACTIVE`` style files and lines,
:func:`from_ibstat` from ``ibstat``'s sections (the node check's fallback when sysfs shows no
port); every rule reads it. Keys (``None`` / empty when not observed, never 0)::

    device, port, state, state_code, phys_state, phys_state_code, rate, rate_gbps, link_layer,
    counters {name: int}, hw_counters {name: int}, unreadable {"counters/x": why}
"""

from __future__ import annotations

PORT_KEYS = ("device", "port", "state", "state_code", "phys_state", "phys_state_code", "rate", "rate_gbps", "link_layer",
             "counters", "hw_counters", "unreadable")


def port_record(device: str, port: int, **facts) -> dict:
    """A port record with every key of :data:`PORT_KEYS`; ``facts`` fills some of them."""
    record = dict.fromkeys(PORT_KEYS)
    record.update(device=device, port=port, counters={}, hw_counters={}, unreadable={})
    unknown = set(facts) - set(PORT_KEYS)
    if unknown:
        raise TypeError(f"not port record keys: {', '.join(sorted(unknown))}")
    record.update(facts)
    return record


def from_ibstat(parsed: dict) -> list:
    """Port records from ``parsers.ibstat`` output (states as sysfs spells them, no codes, no counters)."""
    return [port_record(ca["name"], p["port"], state=(p["state"] or "").upper() or None, phys_state=p["physical_state"],
                        rate_gbps=p["rate_gbps"], link_layer=p["link_layer"])
            for ca in parsed.get("cas") or [] for p in ca["ports"]]


def node_ports(tree: dict, ibstat: dict | None = None) -> list:
    """The node's port records: sysfs's, or ibstat's when sysfs shows none."""
    if not tree["ports"] and ibstat and not ibstat.get("error"):
        return from_ibstat(ibstat)
    return tree["ports"]


def is_infiniband(port: dict) -> bool:
    """A port whose link layer is unknown counts as InfiniBand; Ethernet ports (H100's mlx5_4) are not rails."""
    return (port.get("link_layer") or "InfiniBand") == "InfiniBand"


def ib_ports(ports: list) -> list:
    return [p for p in ports if is_infiniband(p)]


def ib_devices(ports: list) -> list:
    """Sorted names of the devices with an InfiniBand port."""
    return sorted({p["device"] for p in ib_ports(ports)})
