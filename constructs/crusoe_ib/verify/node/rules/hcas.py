"""Which HCAs NCCL uses: ``nccl_ib_hca`` (NCCL_IB_HCA matches the node's devices) and ``nccl_hcas``
(every host lists the same InfiniBand HCAs)."""

from __future__ import annotations

from ..verdicts import BUNDLE_LC, FAIL, NOT_APPLICABLE, PASS, UNAVAILABLE, WARN, Verdict


def parse_ib_hca(spec: str) -> tuple:
    """Split an NCCL_IB_HCA value into ``(exclude, exact, [(name, port|None)])`` as NCCL reads it."""
    s = spec.strip()
    exclude = s.startswith("^")
    s = s[1:] if exclude else s
    exact = s.startswith("=")
    s = s[1:] if exact else s
    entries = []
    for e in s.split(","):
        e = e.strip()
        if e:
            name, _, port = e.partition(":")
            entries.append((name, int(port) if port.isdigit() else None))
    return exclude, exact, entries


def check_nccl_ib_hca(value: str | None, devices, ib_rails: int | None = None) -> Verdict:
    """Every NCCL_IB_HCA entry must match an InfiniBand device on the node (prefix match unless ``=``)."""
    if not value:
        return Verdict("nccl_ib_hca", PASS, "nccl", "NCCL_IB_HCA is not set: NCCL uses every InfiniBand device.")
    if not devices:
        return Verdict(
            "nccl_ib_hca", UNAVAILABLE, "nccl", f"NCCL_IB_HCA={value}, but the node's InfiniBand devices are not known.",
            "Run on the node, or pass --instance-type / context ib_devices.",
        )
    exclude, exact, entries = parse_ib_hca(value)
    devices = sorted(devices)

    def matches(name):
        return [d for d in devices if (d == name if exact else d.startswith(name))]

    unmatched = [n for n, _ in entries if not matches(n)]
    details = {"value": value, "devices": devices, "unmatched": unmatched}
    if exclude:
        return Verdict(
            "nccl_ib_hca", PASS, "nccl",
            f"NCCL_IB_HCA={value} excludes devices" + (f"; {', '.join(unmatched)} match nothing." if unmatched else "."),
            "", details,
        )
    if unmatched:
        return Verdict(
            "nccl_ib_hca",
            FAIL,
            "nccl",
            f"NCCL_IB_HCA entries {', '.join(unmatched)} match no InfiniBand device on the node (devices: {', '.join(devices)}).",
            f"Fix or unset NCCL_IB_HCA; list names shown by ibstat (e.g. {','.join(devices)}).",
            details,
        )
    selected = sorted({d for n, _ in entries for d in matches(n)})
    if ib_rails and len(selected) < ib_rails:
        return Verdict(
            "nccl_ib_hca", WARN, "nccl",
            f"NCCL_IB_HCA={value} selects {len(selected)} of {int(ib_rails)} rails ({', '.join(selected)}).",
            "Include every rail, or unset NCCL_IB_HCA, unless you mean to leave rails idle.", details,
        )
    return Verdict("nccl_ib_hca", PASS, "nccl", f"NCCL_IB_HCA={value} matches {', '.join(selected)}.", "", details)


def check_nccl_hcas(log: dict, thresholds=None, env: dict | None = None) -> Verdict | None:
    """Every host's NET/IB line should list the same InfiniBand HCAs, as many as the type has rails
    (unless NCCL_IB_HCA narrows them); a host that lists fewer is missing a rail. The rails are
    compared across hosts, not with a device list: Crusoe's VMs of one type come in more than one
    layout. None without such lines."""
    by_host = {h: list(d) for h, d in (log.get("ib_hcas_by_host") or {}).items() if d}
    if not by_host or log.get("error"):
        return NOT_APPLICABLE
    ib_only = {h["device"] for h in log.get("ib_hcas") or [] if h.get("link_layer") == "IB"}
    # Devices NCCL's IB transport lists over RoCE (an Ethernet VF such as mlx5_0): not rails, but worth naming.
    not_ib = {h: len([d for d in devs if d not in ib_only]) for h, devs in by_host.items()}
    by_host = {h: [d for d in devs if d in ib_only] for h, devs in by_host.items()}
    union = sorted({d for devs in by_host.values() for d in devs})
    narrowed = bool((env or {}).get("NCCL_IB_HCA") or (log.get("env") or {}).get("NCCL_IB_HCA"))
    named = bool(thresholds is not None and thresholds.hca_names and not narrowed)
    expected = sorted(thresholds.hca_names) if named else union
    rails = thresholds.ib_rails if thresholds is not None and not narrowed else None
    missing = {h: sorted(set(expected) - set(devs)) for h, devs in by_host.items() if set(expected) - set(devs)}
    short = {h: len(devs) for h, devs in by_host.items() if rails and len(devs) < rails}
    details = {"hosts": len(by_host), "expected": expected, "expected_rails": rails, "missing": missing, "short": short}
    if not missing and not short:
        return Verdict("nccl_hcas", PASS, "nccl", f"{len(by_host)} host(s) list the same {len(expected)} InfiniBand HCA(s) "
                       f"({', '.join(expected)}).", "", details)
    if missing:
        shown = "; ".join(f"{h} lacks {', '.join(m)}" for h, m in list(missing.items())[:8])
        source = f"the names set for {thresholds.instance_type}" if named else "the union over hosts"
        reason = f"NCCL does not see every rail on every host: {shown} (expected {', '.join(expected)}, {source})."
    else:
        lists = "; ".join(f"{h} lists {n} of {int(rails)}" + (f" (and {not_ib[h]} RoCE/Ethernet device(s), which are not "
                                                              "rails)" if not_ib.get(h) else "")
                          for h, n in list(short.items())[:8])
        reason = f"NCCL sees fewer InfiniBand HCAs than {thresholds.instance_type} has rails: {lists}."
    return Verdict(
        "nccl_hcas", FAIL if named or short else WARN, "nccl", reason,
        "Run `crusoe-ib-verify node` on the hosts named (a missing HCA is a rail the VM does not have, or a port that is "
        "down), then " + BUNDLE_LC, details)


def check_nccl_hcas_shown(log: dict, thresholds=None, env: dict | None = None) -> Verdict | None:
    """:func:`check_nccl_hcas` as the suites show it: a PASS on one host compares nothing, so it is left out."""
    verdict = check_nccl_hcas(log, thresholds, env)
    if verdict is not None and verdict.status == PASS and len(log.get("ib_hcas_by_host") or {}) <= 1:
        return NOT_APPLICABLE
    return verdict
