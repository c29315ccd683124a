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


def _untrained(port: dict) -> str | None:
    """Why the port's rate is not a trained rate, or None when it is.

    A port whose link has not trained still prints a rate: the kernel's ``rate_show``
    (drivers/infiniband/core/sysfs.c) falls back to SDR for an invalid speed, so sysfs says
    ``10 Gb/sec (4X SDR)`` and ibstat ``Rate: 10`` for a Down / Polling port. The rate means
    something once ``phys_state`` is LinkUp (the link trained, even while the subnet manager has not
    activated it); without a readable ``phys_state``, a DOWN ``state`` says the same.
    """
    # Named without the sysfs number, so sysfs, ibstatus and ibstat (which prints none) read the same.
    phys, state = port.get("phys_state"), port.get("state")
    if phys is not None:
        return None if str(phys).lower() == "linkup" else f"phys_state is {phys}"
    if state is not None and str(state).upper() == "DOWN":
        return f"state is {state}"
    return None


def check_port_rate(port: dict, expected_gbps: float | None) -> Verdict:
    """The trained rate must reach the instance type's rate (400 for NDR, 200 for HDR).

    A port whose link is not up (phys_state Polling, Disabled, ...) has no trained rate: UNAVAILABLE,
    pointing at port_phys_state / port_state, which FAIL it; never "a degraded link".
    """
    subject = port_name(port)
    rate = port.get("rate_gbps")
    if rate is None:
        return Verdict("port_rate", UNAVAILABLE, subject, f"{subject} has no readable rate{why_unreadable(port, 'rate')}.",
                       BUNDLE)
    untrained = _untrained(port)
    if untrained:
        return Verdict(
            "port_rate",
            UNAVAILABLE,
            subject,
            f"{subject} prints {rate:g} Gb/s, but its {untrained}: a link that is not up has no trained rate "
            "(the kernel and ibstat print 4X SDR, 10 Gb/s, for it), so the rate was not judged.",
            "Fix the port's state first (see port_state and port_phys_state for this port), then re-check the rate.",
            {"rate_gbps": rate, "expected_rate_gbps": expected_gbps},
        )
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
