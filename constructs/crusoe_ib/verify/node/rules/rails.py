"""``ib_rails``: the node has the type's number of InfiniBand rails, discovered from sysfs.

A rail is a port whose ``link_layer`` is InfiniBand; it is named by what is found, never by a
list fixed at synth time. Crusoe's VMs of one type come in more than one layout (H100: mlx5_0-3
and mlx5_5-8 with mlx5_4 Ethernet before Crusoe's 2024 hypervisor update, mlx5_0 the Ethernet VF
and mlx5_1-8 the rails after it), so the published layouts are only a cross-check: a node whose
rails match none of them WARNs, and names them a missing rail most likely had.
"""

from __future__ import annotations

from ..ports import ib_ports
from ..verdicts import BUNDLE, FAIL, PASS, UNAVAILABLE, WARN, Verdict


def rail_names(ports: list) -> list:
    """The InfiniBand rails found, by device (``mlx5_1``), or ``device:port`` past a device's first port."""
    return [p["device"] if p.get("port") in (1, None) else f"{p['device']}:{p['port']}" for p in ib_ports(ports)]


def closest_layout(found: list, layouts) -> tuple | None:
    """The published layout sharing the most rails with ``found`` (the first on a tie); None without layouts."""
    best = None
    for layout in layouts or ():
        if best is None or len(set(layout) & set(found)) > len(set(best) & set(found)):
            best = tuple(layout)
    return best


def netdev_note(devices: list, netdevs: dict | None) -> tuple:
    """``(sentence, details)``: whether the rails' VFs carry IPoIB netdevs (``netdevs``: device -> names, from
    sysfs), which decides what can select them: Kubernetes' SR-IOV device plugin reads a link type only from a
    netdev (k8snetworkplumbingwg/sriov-network-device-plugin pkg/devices/gen_net.go), so VFs without one need a
    selector by vendor and RDMA, as the library's NicClusterPolicy has. ``("", None)`` when not known."""
    if netdevs is None or not devices:
        return "", None
    by_device = {d: list(netdevs.get(d) or []) for d in devices}
    have = [d for d in devices if by_device[d]]
    if len(have) == len(devices):
        kind, text = "ipoib", "every rail has an IPoIB netdev (" + ", ".join(f"{d}: {by_device[d][0]}" for d in devices) + ")"
    elif not have:
        kind, text = "none", ("no rail has a netdev (no IPoIB): Kubernetes' SR-IOV device plugin can select these VFs by "
                              "vendor, driver and RDMA only, not by link type")
    else:
        kind, text = "mixed", (f"{len(have)} of {len(devices)} rails have an IPoIB netdev ("
                               + ", ".join(have) + "); the others have none")
    return f" VFs: {text}.", {"kind": kind, "by_device": by_device}


def check_rails(ports: list, ib_rails: int | None, hca_names=None, hca_layouts=None, netdevs=None) -> Verdict:
    """The node must have ``ib_rails`` InfiniBand ports. ``hca_names`` (a stack's override) names
    rails that must be there; ``hca_layouts`` (the catalog's published layouts) only warn. ``netdevs``
    (sysfs: device -> netdev names) adds which kind of VF the rails are: with IPoIB netdevs or without."""
    verdict = _check_rails(ports, ib_rails, hca_names, hca_layouts)
    note, details = netdev_note(verdict.details.get("ib_devices") or [], netdevs)
    if details is not None:
        verdict.details["ib_vf_netdevs"] = details
        verdict = Verdict(verdict.rule, verdict.status, verdict.subject, verdict.reason + note, verdict.remediation,
                          verdict.details)
    return verdict


def _check_rails(ports: list, ib_rails: int | None, hca_names=None, hca_layouts=None) -> Verdict:
    found = sorted(rail_names(ports), key=_natural)
    others = sorted({f"{p['device']} ({p['link_layer']})" for p in ports if p not in ib_ports(ports)})
    layouts = [tuple(layout) for layout in hca_layouts or ()]
    details = {"ib_rails_found": found, "ib_devices": sorted({n.split(":")[0] for n in found}), "expected_rails": ib_rails,
               "not_rails": others, "expected_hca_names": list(hca_names) if hca_names else None,
               "published_layouts": [list(layout) for layout in layouts]}
    shown = ", ".join(found)
    if not found:
        return Verdict(
            "ib_rails", FAIL, "node",
            f"No InfiniBand devices found on this node{'; ports seen: ' + ', '.join(others) if others else ''}.",
            "Check, in order: 1. the instance type ends in -ib; 2. the instance has a host_channel_adapters "
            "block with an ib_partition_id (Crusoe InfiniBand field guide).",
            details,
        )
    required_missing = [h for h in (hca_names or ()) if h not in found]
    if ib_rails is None and not required_missing:
        return Verdict(
            "ib_rails", UNAVAILABLE, "node", f"Found {len(found)} InfiniBand rails ({shown}); the expected count is not known.",
            "Pass --instance-type.", details,
        )
    if required_missing or len(found) < ib_rails:
        missing = required_missing or _missing_from_layouts(found, layouts)
        details["missing"] = missing
        expected = ib_rails if ib_rails is not None else len(hca_names)
        lacking = "; missing " + ", ".join(missing) if missing else ""
        not_rails = "; not rails: " + ", ".join(others) if others else ""
        return Verdict(
            "ib_rails", FAIL, "node",
            f"Found {len(found)} of {int(expected)} InfiniBand rails ({shown}){lacking}{not_rails}.",
            "A rail is missing from the VM: " + BUNDLE, details,
        )
    if len(found) > ib_rails:
        return Verdict(
            "ib_rails", WARN, "node",
            f"Found {len(found)} InfiniBand rails ({shown}), more than the {int(ib_rails)} of the instance type.",
            "Check that --instance-type names this VM's type.", details,
        )
    if layouts and set(found) not in [set(layout) for layout in layouts]:
        return Verdict(
            "ib_rails", WARN, "node",
            f"Found {len(found)} InfiniBand rails ({shown}), as the type needs, but in no layout Crusoe has published "
            f"for it ({' or '.join(', '.join(layout) for layout in layouts)}).",
            "Nothing to fix if every port passes: jobs use the rails found. Tell the library's maintainers about "
            "the new layout so the catalog's cross-check knows it.", details,
        )
    return Verdict("ib_rails", PASS, "node", f"Found {len(found)} InfiniBand rails ({shown}).", "", details)


def _missing_from_layouts(found: list, layouts: list) -> list:
    """The rails a short node most likely lost: those of its closest published layout that are absent."""
    layout = closest_layout(found, layouts)
    return [h for h in layout or () if h not in found]


def _natural(name: str) -> tuple:
    dev, _, port = name.partition(":")
    head, _, num = dev.rpartition("_")
    return (head, int(num) if num.isascii() and num.isdigit() else -1, port)  # "1²0".isdigit() is True
