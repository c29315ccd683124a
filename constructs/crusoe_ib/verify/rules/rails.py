"""``ib_rails``: every InfiniBand rail of the instance type is on the node."""

from __future__ import annotations

from ..ports import ib_devices
from ..verdicts import BUNDLE, FAIL, PASS, UNAVAILABLE, Verdict


def check_rails(ports: list, ib_rails: int | None, hca_names=None) -> Verdict:
    """Every InfiniBand rail of the type must be present (Ethernet ports such as H100's mlx5_4 are not rails)."""
    ib = ib_devices(ports)
    details = {"ib_devices": ib, "expected_rails": ib_rails, "expected_hca_names": list(hca_names) if hca_names else None}
    if not ib:
        return Verdict(
            "ib_rails",
            FAIL,
            "node",
            "No InfiniBand devices found on this node.",
            "Check, in order: 1. the instance type ends in -ib; 2. the instance has a host_channel_adapters "
            "block with an ib_partition_id (Crusoe InfiniBand field guide).",
            details,
        )
    missing = [h for h in (hca_names or ()) if h not in ib]
    if ib_rails is None:
        return Verdict(
            "ib_rails", UNAVAILABLE, "node", "Found %d InfiniBand devices (%s); the expected count is not known." % (len(ib), ", ".join(ib)),
            "Pass --instance-type.", details,
        )
    if len(ib) < ib_rails or missing:
        return Verdict(
            "ib_rails",
            FAIL,
            "node",
            "Found %d of %d InfiniBand rails (%s)%s."
            % (len(ib), ib_rails, ", ".join(ib), "; missing " + ", ".join(missing) if missing else ""),
            "A rail is missing from the VM: " + BUNDLE,
            details,
        )
    return Verdict("ib_rails", PASS, "node", "Found %d InfiniBand rails (%s)." % (len(ib), ", ".join(ib)), "", details)
