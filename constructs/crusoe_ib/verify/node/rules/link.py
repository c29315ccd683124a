"""A port's link: ``state`` ACTIVE, ``phys_state`` LinkUp, ``rate`` the type's (one verdict each per port)."""

from __future__ import annotations

from ..verdicts import BUNDLE, FAIL, PASS, UNAVAILABLE, Verdict, bad_threshold, finite, port_name, why_unreadable


def check_port_state(port: dict) -> Verdict:
    """``state`` must be ACTIVE (sysfs ``4: ACTIVE``; ibstat prints ``Active``)."""
    state = port.get("state")
    subject = port_name(port)
    if state is None:
        return Verdict("port_state", UNAVAILABLE, subject, f"{subject} has no readable state{why_unreadable(port, 'state')}.",
                       BUNDLE)
    if str(state).upper() == "ACTIVE":
        return Verdict("port_state", PASS, subject, f"{subject} state is ACTIVE.")
    code = port.get("state_code")
    shown = f"{code}: {state}" if code is not None else state
    if str(state).upper() in ("INIT", "INITIALIZING", "ARMED"):  # sysfs "2: INIT", ibstat "Initializing"
        fix = "The link is up but the subnet manager has not activated the port: wait a minute and re-check; if it stays, " + BUNDLE
    else:
        fix = "The port is down: check that the instance has host_channel_adapters on a partition, then " + BUNDLE
    return Verdict("port_state", FAIL, subject, f"{subject} state is {shown}, expected 4: ACTIVE.", fix)


def check_phys_state(port: dict) -> Verdict:
    """``phys_state`` must be LinkUp; Polling means the port keeps failing to train (diagnostics guide)."""
    phys = port.get("phys_state")
    subject = port_name(port)
    if phys is None:
        return Verdict("port_phys_state", UNAVAILABLE, subject,
                       f"{subject} has no readable phys_state{why_unreadable(port, 'phys_state')}.", BUNDLE)
    if str(phys).lower() == "linkup":
        return Verdict("port_phys_state", PASS, subject, f"{subject} phys_state is LinkUp.")
    code = port.get("phys_state_code")
    shown = f"{code}: {phys}" if code is not None else phys
    why = " (the port is trying and failing to establish a link)" if str(phys).lower() == "polling" else ""
    return Verdict(
        "port_phys_state",
        FAIL,
        subject,
        f"{subject} phys_state is {shown}, expected 5: LinkUp{why}.",
        "Do not schedule multi-node jobs on this node. " + BUNDLE,
    )


def check_port_rate(port: dict, expected_gbps: float | None) -> Verdict:
    """The trained rate must reach the instance type's rate (400 for NDR, 200 for HDR)."""
    subject = port_name(port)
    rate = port.get("rate_gbps")
    if rate is None:
        return Verdict("port_rate", UNAVAILABLE, subject, f"{subject} has no readable rate{why_unreadable(port, 'rate')}.",
                       BUNDLE)
    if expected_gbps is None:
        return Verdict(
            "port_rate",
            UNAVAILABLE,
            subject,
            f"{subject} runs at {rate:g} Gb/s; the expected rate is not known.",
            "Pass --instance-type so the rate can be compared with the thresholds.",
            {"rate_gbps": rate},
        )
    if not finite(expected_gbps):
        return bad_threshold("port_rate", subject, "rate_gbps", expected_gbps)
    details = {"rate_gbps": rate, "expected_rate_gbps": expected_gbps}
    if rate < expected_gbps:
        return Verdict(
            "port_rate",
            FAIL,
            subject,
            f"{subject} runs at {rate:g} Gb/s, below the expected {expected_gbps:g} Gb/s (a degraded link).",
            "The link trained at a lower speed: " + BUNDLE,
            details,
        )
    return Verdict("port_rate", PASS, subject, f"{subject} runs at {rate:g} Gb/s (expected {expected_gbps:g}).", "", details)
