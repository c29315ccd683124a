"""Verdict rules: tiny pure functions from parsed facts to PASS / FAIL / WARN / UNAVAILABLE.

cdk-nag style: each rule has a stable ``rule`` id, looks at one thing and explains itself in
``reason`` (what was found, against what) and ``remediation`` (what to do next). UNAVAILABLE
means the fact could not be observed (a VM that does not expose a counter, an unknown
instance type); it is never silently turned into PASS or into a zero.

Sources, by short form: the Crusoe InfiniBand field guide is Crusoe's "A Field Guide to Crusoe
InfiniBand with Terraform"; the diagnostics guide is Crusoe's InfiniBand diagnostics guide for
SR-IOV VMs; Crusoe's K3s article is the Crusoe blog "Scaling Deep Learning Distributed Training
with Rancher K3s on Crusoe Cloud" (2023-12-20).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

PASS, FAIL, WARN, UNAVAILABLE = "PASS", "FAIL", "WARN", "UNAVAILABLE"
STATUSES = (FAIL, WARN, UNAVAILABLE, PASS)

# Diagnostics guide: non-zero values of these during a job are significant, even small ones.
ERROR_COUNTERS = (
    ("counters", "symbol_error"),
    ("counters", "port_rcv_errors"),
    ("counters", "local_link_integrity_errors"),
    ("counters", "link_downed"),
    ("hw_counters", "out_of_sequence"),
    ("hw_counters", "implied_nak_seq_err"),
    ("hw_counters", "local_ack_timeout_err"),
)

_BUNDLE = "Collect a diagnostics bundle (crusoe-ib-verify bundle) and open a Crusoe support ticket naming the node and device."
_BUNDLE_LC = "c" + _BUNDLE[1:]


@dataclass(frozen=True)
class Verdict:
    rule: str
    status: str
    subject: str
    reason: str
    remediation: str = ""
    details: dict = field(default_factory=dict, compare=False, hash=False)

    def to_dict(self) -> dict:
        return {
            "rule": self.rule,
            "status": self.status,
            "subject": self.subject,
            "reason": self.reason,
            "remediation": self.remediation,
            "details": self.details,
        }


def parse_failure(what: str, why: str, subject: str = "input") -> Verdict:
    """Unparseable input is a finding, not a traceback."""
    return Verdict(
        "parse",
        FAIL,
        subject,
        "could not parse %s because %s" % (what, why),
        "Check that the file holds %s output, complete and as text." % what,
    )


def _port_name(port: dict) -> str:
    return "%s port %s" % (port.get("device"), port.get("port"))


def _why_unreadable(port: dict, name: str) -> str:
    why = (port.get("unreadable") or {}).get(name)
    return " (%s: %s)" % (name, why) if why else ""


def _finite(value) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value) and value > 0


def bad_threshold(rule: str, subject: str, name: str, value) -> Verdict:
    """A threshold that is not a finite positive number is never compared (NaN would make a FAIL pass)."""
    return Verdict(rule, UNAVAILABLE, subject, "The %s threshold %r is not a finite positive number, so nothing was judged." % (name, value),
                   "Fix the threshold (thresholds.json or --thresholds-json).")


# --- ports -----------------------------------------------------------------------------------


def check_port_state(port: dict) -> Verdict:
    """``state`` must be ACTIVE (sysfs ``4: ACTIVE``; ibstat prints ``Active``)."""
    state = port.get("state")
    subject = _port_name(port)
    if state is None:
        return Verdict("port_state", UNAVAILABLE, subject, "%s has no readable state%s." % (subject, _why_unreadable(port, "state")),
                       _BUNDLE)
    if str(state).upper() == "ACTIVE":
        return Verdict("port_state", PASS, subject, "%s state is ACTIVE." % subject)
    code = port.get("state_code")
    shown = "%s: %s" % (code, state) if code is not None else state
    if str(state).upper() in ("INIT", "ARMED"):
        fix = "The link is up but the subnet manager has not activated the port: wait a minute and re-check; if it stays, " + _BUNDLE
    else:
        fix = "The port is down: check that the instance has host_channel_adapters on a partition, then " + _BUNDLE
    return Verdict("port_state", FAIL, subject, "%s state is %s, expected 4: ACTIVE." % (subject, shown), fix)


def check_phys_state(port: dict) -> Verdict:
    """``phys_state`` must be LinkUp; Polling means the port keeps failing to train (diagnostics guide)."""
    phys = port.get("phys_state")
    subject = _port_name(port)
    if phys is None:
        return Verdict("port_phys_state", UNAVAILABLE, subject,
                       "%s has no readable phys_state%s." % (subject, _why_unreadable(port, "phys_state")), _BUNDLE)
    if str(phys).lower() == "linkup":
        return Verdict("port_phys_state", PASS, subject, "%s phys_state is LinkUp." % subject)
    code = port.get("phys_state_code")
    shown = "%s: %s" % (code, phys) if code is not None else phys
    why = " (the port is trying and failing to establish a link)" if str(phys).lower() == "polling" else ""
    return Verdict(
        "port_phys_state",
        FAIL,
        subject,
        "%s phys_state is %s, expected 5: LinkUp%s." % (subject, shown, why),
        "Do not schedule multi-node jobs on this node. " + _BUNDLE,
    )


def check_port_rate(port: dict, expected_gbps: float | None) -> Verdict:
    """The trained rate must reach the instance type's rate (400 for NDR, 200 for HDR)."""
    subject = _port_name(port)
    rate = port.get("rate_gbps")
    if rate is None:
        return Verdict("port_rate", UNAVAILABLE, subject, "%s has no readable rate%s." % (subject, _why_unreadable(port, "rate")),
                       _BUNDLE)
    if expected_gbps is None:
        return Verdict(
            "port_rate",
            UNAVAILABLE,
            subject,
            "%s runs at %g Gb/s; the expected rate is not known." % (subject, rate),
            "Pass --instance-type so the rate can be compared with the thresholds.",
            {"rate_gbps": rate},
        )
    if not _finite(expected_gbps):
        return bad_threshold("port_rate", subject, "rate_gbps", expected_gbps)
    details = {"rate_gbps": rate, "expected_rate_gbps": expected_gbps}
    if rate < expected_gbps:
        return Verdict(
            "port_rate",
            FAIL,
            subject,
            "%s runs at %g Gb/s, below the expected %g Gb/s (a degraded link)." % (subject, rate, expected_gbps),
            "The link trained at a lower speed: " + _BUNDLE,
            details,
        )
    return Verdict("port_rate", PASS, subject, "%s runs at %g Gb/s (expected %g)." % (subject, rate, expected_gbps), "", details)


def check_rails(ports: list, ib_rails: int | None, hca_names=None) -> Verdict:
    """Every InfiniBand rail of the type must be present (Ethernet ports such as H100's mlx5_4 are not rails)."""
    ib = sorted({p["device"] for p in ports if (p.get("link_layer") or "InfiniBand") == "InfiniBand"})
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
            "A rail is missing from the VM: " + _BUNDLE,
            details,
        )
    return Verdict("ib_rails", PASS, "node", "Found %d InfiniBand rails (%s)." % (len(ib), ", ".join(ib)), "", details)


def check_error_counters(port: dict) -> list:
    """The diagnostics guide's error counters must be zero; absent ones are UNAVAILABLE, never 0."""
    subject = _port_name(port)
    nonzero, absent, impossible = [], [], []
    for group, name in ERROR_COUNTERS:
        value = (port.get(group) or {}).get(name)
        if value is None:
            absent.append("%s/%s" % (group, name))
        elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
            impossible.append("%s=%s" % (name, value))
        elif value > 0:
            nonzero.append("%s=%d" % (name, value))
    out = []
    if impossible:
        out.append(
            Verdict(
                "error_counters",
                WARN,
                subject,
                "%s reports impossible counter values: %s (counters are unsigned integers)." % (subject, ", ".join(impossible)),
                "Re-read the counters; if the values stay impossible, " + _BUNDLE_LC,
                {"impossible": impossible},
            )
        )
    if nonzero:
        out.append(
            Verdict(
                "error_counters",
                FAIL,
                subject,
                "%s error counters above zero: %s." % (subject, ", ".join(nonzero)),
                "Even small counts are significant (Crusoe's InfiniBand diagnostics guide for SR-IOV VMs). Re-read after a minute to see if they grow; " + _BUNDLE,
                {"nonzero": nonzero},
            )
        )
    if absent:
        unreadable = port.get("unreadable") or {}
        why = "; unreadable: " + ", ".join("%s (%s)" % (k, unreadable[k]) for k in absent if k in unreadable) if any(
            k in unreadable for k in absent
        ) else ""
        out.append(
            Verdict(
                "error_counters",
                UNAVAILABLE,
                subject,
                "%s does not expose %s%s." % (subject, ", ".join(absent), why),
                "This VM does not expose these counters; use perfquery, or ask Crusoe support to read them on the host.",
                {"unavailable": absent},
            )
        )
    if not out:
        out.append(Verdict("error_counters", PASS, subject, "%s error counters are all zero." % subject))
    return out


# --- ib_write_bw -----------------------------------------------------------------------------


def check_write_bw(report: dict, floor_mb_per_s: float | None, subject: str, target_mb_per_s: float | None = None) -> Verdict:
    """The best ``BW average`` row must reach the floor (library policy: 90% of the link rate)."""
    if report.get("error"):
        return parse_failure("ib_write_bw output", report["error"], subject)
    best = max(r["bw_average_mb_per_s"] for r in report["rows"])
    details = {"bw_average_mb_per_s": best, "floor_mb_per_s": floor_mb_per_s, "target_mb_per_s": target_mb_per_s,
               "unit": report.get("unit"), "mb_per_unit": report.get("mb_per_unit")}
    if report.get("bidirectional"):
        # -b: the average holds both directions; the floor is for one direction.
        details["bidirectional_mb_per_s"] = best
        best = best / 2.0
        details["bw_average_mb_per_s"] = best
        subject = subject + " (bidirectional run, per direction)"
    if floor_mb_per_s is None:
        return Verdict(
            "write_bw", UNAVAILABLE, subject, "%s: %.0f MB/s average; no floor is known." % (subject, best),
            "Pass --instance-type so the result can be compared with the thresholds.", details,
        )
    if not _finite(floor_mb_per_s):
        return bad_threshold("write_bw", subject, "write_bw_floor_mb_per_s", floor_mb_per_s)
    if best < floor_mb_per_s:
        return Verdict(
            "write_bw",
            FAIL,
            subject,
            "%s: ib_write_bw average %.0f MB/s is below the floor of %.0f MB/s%s."
            % (subject, best, floor_mb_per_s, " (target %.0f)" % target_mb_per_s if target_mb_per_s else ""),
            "Run `crusoe-ib-verify node` on both nodes to find a degraded port or rising counters; if both are clean, " + _BUNDLE,
            details,
        )
    return Verdict(
        "write_bw", PASS, subject, "%s: ib_write_bw average %.0f MB/s (floor %.0f)." % (subject, best, floor_mb_per_s), "", details
    )


# --- NCCL ------------------------------------------------------------------------------------


def socket_checklist(context: dict | None, env: dict | None = None) -> list:
    """The Crusoe InfiniBand field guide's ordered checklist for a Socket fallback; each item says what was found.

    Returns ``[{"item", "found", "ok"}]`` where ok is True, False or None (not known).
    """
    ctx = context or {}
    env = dict(ctx.get("env") or {}, **(env or {}))
    items = []
    itype = ctx.get("instance_type")
    if itype:
        ok = str(itype).split(".")[0].endswith("-ib")
        items.append({"item": "instance type ends in -ib", "found": itype, "ok": ok})
    else:
        items.append({"item": "instance type ends in -ib", "found": "not known", "ok": None})
    hcas = ctx.get("host_channel_adapters")
    if hcas is None:
        items.append({"item": "host_channel_adapters present", "found": "not known", "ok": None})
    else:
        n = hcas if isinstance(hcas, int) and not isinstance(hcas, bool) else (len(hcas) if isinstance(hcas, (list, tuple)) else int(bool(hcas)))
        items.append({"item": "host_channel_adapters present", "found": "%d block(s)" % n if n else "absent", "ok": n > 0})
    parts = ctx.get("partition_ids")
    if not parts:
        items.append({"item": "all nodes on the same partition", "found": "not known", "ok": None})
    else:
        distinct = sorted(set(parts))
        found = "one partition (%s) for %d node(s)" % (distinct[0], len(parts)) if len(distinct) == 1 else "%d partitions: %s" % (
            len(distinct),
            ", ".join(distinct),
        )
        items.append({"item": "all nodes on the same partition", "found": found, "ok": len(distinct) == 1})
    if "NCCL_IB_DISABLE" in env:
        v = str(env["NCCL_IB_DISABLE"]).strip()
        items.append({"item": "NCCL_IB_DISABLE not set to 1", "found": "NCCL_IB_DISABLE=%s" % v, "ok": v != "1"})
    else:
        items.append({"item": "NCCL_IB_DISABLE not set to 1", "found": "not set" if ctx.get("env") is not None else "not known", "ok": True if ctx.get("env") is not None else None})
    return items


_CHECKLIST_FIX = {
    "instance type ends in -ib": "Use an -ib instance type such as h100-80gb-sxm-ib.8x.",
    "host_channel_adapters present": "Add host_channel_adapters = [{ ib_partition_id = ... }] to every instance.",
    "all nodes on the same partition": "Put every node of the job on one IB partition.",
    "NCCL_IB_DISABLE not set to 1": "Unset NCCL_IB_DISABLE (or set it to 0) in the job environment.",
}


_CHECKLIST_HOW = {
    "instance type ends in -ib": "pass --instance-type (or instance_type in --context).",
    "host_channel_adapters present": "pass --host-channel-adapters N (or host_channel_adapters in --context).",
    "all nodes on the same partition": "pass --partition-id once per node (or partition_ids in --context).",
    "NCCL_IB_DISABLE not set to 1": "pass the job's value with --env NCCL_IB_DISABLE=... (or env in --context).",
}


def check_nccl_transport(log: dict, context: dict | None = None) -> Verdict:
    """NCCL must use IB/IBext. On Socket, walk the field guide's checklist and report each item."""
    if log.get("error"):
        return parse_failure("the NCCL log", log["error"], "nccl")
    transport = log.get("transport")
    nets = ", ".join(log.get("networks") or []) or "none"
    evidence = "Using network %s" % nets if log.get("networks") else (log.get("transport_evidence") or "Using network none")
    if transport == "IB":
        hcas = ", ".join(h["device"] for h in log.get("ib_hcas") or [])
        return Verdict(
            "nccl_transport", PASS, "nccl", "NCCL uses InfiniBand (%s%s)." % (evidence, "; HCAs " + hcas if hcas else ""),
            "", {"networks": log.get("networks"), "evidence": log.get("transport_evidence")},
        )
    if transport is None:
        return Verdict(
            "nccl_transport", UNAVAILABLE, "nccl", "The log has no 'Using network' line, so the transport is not known.",
            "Run with NCCL_DEBUG=INFO and keep the log from communicator init.",
        )
    evidence = []
    if log.get("ib_no_device"):
        evidence.append("NET/IB : No device found")
    if log.get("socket_interfaces"):
        evidence.append(
            "NET/Socket : Using " + " ".join("%s:%s" % (s["interface"], s["address"]) for s in log["socket_interfaces"])
        )
    items = socket_checklist(context, log.get("env"))
    what = {"Socket": "Socket", "mixed": "a mix of transports"}.get(transport, transport)
    shown = "Using network %s" % nets if log.get("networks") else (log.get("transport_evidence") or "Using network none")
    lines = ["NCCL is using %s, not InfiniBand (%s%s)." % (what, shown, "; " + "; ".join(evidence) if evidence else "")]
    by_host = log.get("networks_by_host") or {}
    if transport == "mixed" and by_host:
        odd = ["%s uses %s" % (h, "/".join(n)) for h, n in by_host.items() if not all(x.upper().startswith("IB") for x in n)]
        if odd:
            lines.append("Not on InfiniBand: " + "; ".join(odd[:8]) + (" ..." if len(odd) > 8 else "") + ".")
    lines.append("Checklist (Crusoe InfiniBand field guide, in order):")
    for i, it in enumerate(items, 1):
        mark = {True: "ok", False: "PROBLEM", None: "not known"}[it["ok"]]
        lines.append("%d. %s: %s [%s]" % (i, it["item"], it["found"], mark))
    hca = (log.get("env") or {}).get("NCCL_IB_HCA") or ((context or {}).get("env") or {}).get("NCCL_IB_HCA")
    if hca:
        lines.append("Also: NCCL_IB_HCA=%s restricts the devices NCCL may use." % hca)
    bad = [it for it in items if it["ok"] is False]
    unknown = [it for it in items if it["ok"] is None]
    if bad:
        fix = _CHECKLIST_FIX[bad[0]["item"]]
    elif unknown:
        fix = "Item %d is not known: %s" % (items.index(unknown[0]) + 1, _CHECKLIST_HOW[unknown[0]["item"]])
    elif hca:
        fix = "Check that every NCCL_IB_HCA entry names a device listed by ibstat, or unset it."
    else:
        fix = "Every checklist item looks right: run `crusoe-ib-verify node` on each node; if it passes, " + _BUNDLE
    return Verdict("nccl_transport", FAIL, "nccl", "\n".join(lines), fix, {"checklist": items, "networks": log.get("networks")})


def check_gdrdma(log: dict) -> Verdict | None:
    """Inter-node channels should use GPUDirect RDMA (``via NET/IBext/3/GDRDMA``); None unless on IB."""
    if log.get("error") or log.get("transport") != "IB":
        return None
    ch = log.get("channels") or {}
    net, gdr = ch.get("net", 0), ch.get("net_gdrdma", 0)
    details = {"net_channels": net, "gdrdma_channels": gdr}
    if net == 0:
        return Verdict(
            "nccl_gdrdma", UNAVAILABLE, "nccl", "No 'via NET/' channel lines in the log (one node, or the log starts after connection setup).",
            "", details,
        )
    fix = "Load nvidia_peermem on every node (lsmod | grep nvidia_peermem; with the GPU operator set driver.rdma.enabled=true)."
    if gdr == 0:
        return Verdict("nccl_gdrdma", FAIL, "nccl", "None of %d network channels use GPUDirect RDMA." % net, fix, details)
    if gdr < net:
        return Verdict("nccl_gdrdma", WARN, "nccl", "Only %d of %d network channels use GPUDirect RDMA." % (gdr, net), fix, details)
    return Verdict("nccl_gdrdma", PASS, "nccl", "All %d network channels use GPUDirect RDMA." % net, "", details)


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
            "nccl_ib_hca", UNAVAILABLE, "nccl", "NCCL_IB_HCA=%s, but the node's InfiniBand devices are not known." % value,
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
            "NCCL_IB_HCA=%s excludes devices%s." % (value, "; %s match nothing" % ", ".join(unmatched) if unmatched else ""),
            "", details,
        )
    if unmatched:
        return Verdict(
            "nccl_ib_hca",
            FAIL,
            "nccl",
            "NCCL_IB_HCA entries %s match no InfiniBand device on the node (devices: %s)." % (", ".join(unmatched), ", ".join(devices)),
            "Fix or unset NCCL_IB_HCA; list names shown by ibstat (e.g. %s)." % ",".join(devices),
            details,
        )
    selected = sorted({d for n, _ in entries for d in matches(n)})
    if ib_rails and len(selected) < ib_rails:
        return Verdict(
            "nccl_ib_hca", WARN, "nccl",
            "NCCL_IB_HCA=%s selects %d of %d rails (%s)." % (value, len(selected), ib_rails, ", ".join(selected)),
            "Include every rail, or unset NCCL_IB_HCA, unless you mean to leave rails idle.", details,
        )
    return Verdict("nccl_ib_hca", PASS, "nccl", "NCCL_IB_HCA=%s matches %s." % (value, ", ".join(selected)), "", details)


def check_nccl_wrong(tests: dict) -> Verdict:
    """``#wrong`` must be 0 in every row: non-zero means corrupted results, not slow ones."""
    if tests.get("error"):
        return parse_failure("nccl-tests output", tests["error"], "nccl-tests")
    bad = [
        "%d B %s=%d" % (r["size_bytes"], side, r[side]["wrong"])
        for r in tests["rows"]
        for side in ("out_of_place", "in_place")
        if r[side]["wrong"]
    ]
    oob = tests.get("out_of_bounds_values")
    if bad or oob:
        parts = []
        if bad:
            parts.append("#wrong above zero: " + ", ".join(bad[:8]) + (" ..." if len(bad) > 8 else ""))
        if oob:
            parts.append("out of bounds values: %d" % oob)
        return Verdict(
            "nccl_wrong", FAIL, "nccl-tests", "nccl-tests reported data errors (%s)." % "; ".join(parts),
            "Data corruption: drain the nodes involved, run `crusoe-ib-verify node` on each, then " + _BUNDLE,
            {"wrong": bad, "out_of_bounds_values": oob},
        )
    if all(r[s]["wrong"] is None for r in tests["rows"] for s in ("out_of_place", "in_place")):
        if tests.get("wrong_semantics") == "max_error":
            worst = max((v for r in tests["rows"] for v in (r.get("max_error") or {}).values() if v is not None), default=None)
            return Verdict(
                "nccl_wrong", UNAVAILABLE, "nccl-tests",
                "This nccl-tests version prints the largest deviation ('error' column%s), not a count of wrong elements; "
                "it is not judged." % (", at most %g" % worst if worst is not None else ""),
                "Use nccl-tests 2.13 or later with -c 1 to count wrong elements.", {"max_error": worst},
            )
        return Verdict("nccl_wrong", UNAVAILABLE, "nccl-tests", "Validation was off (#wrong is N/A).", "Run all_reduce_perf with -c 1.")
    return Verdict("nccl_wrong", PASS, "nccl-tests", "#wrong is 0 in all %d rows." % len(tests["rows"]))


def check_nccl_complete(tests: dict) -> Verdict | None:
    """A run that stops before '# Avg bus bandwidth' did not finish (timeout, crash, hang)."""
    if tests.get("error") or not tests.get("truncated"):
        return None
    last = tests["rows"][-1]["size_bytes"] if tests["rows"] else 0
    return Verdict(
        "nccl_complete", WARN, "nccl-tests",
        "The output stops after the %d B row, before '# Avg bus bandwidth': the run did not finish or the log is cut." % last,
        "Check the job for a timeout or crash, and keep the whole log.",
    )


def busbw_statistic(tests: dict, min_message_bytes: int) -> tuple:
    """``(value, rows_used)``: lowest of out-of-place / in-place busbw over rows >= the size."""
    rows = [r for r in tests.get("rows") or [] if r["size_bytes"] >= min_message_bytes]
    if not rows:
        return None, 0
    return min(min(r["out_of_place"]["busbw_gb_per_s"], r["in_place"]["busbw_gb_per_s"]) for r in rows), len(rows)


def check_nccl_busbw(tests: dict, thresholds, node_count: int | None = None, collective: str | None = None,
                     overrides: dict | None = None) -> Verdict:
    """Large-message busbw must reach the floor for the collective, the type and the node count.

    The collective comes from ``collective`` (the command that ran it), else from the output
    (``tests["collective"]``, or the busbw/algbw ratio). All-reduce is judged against its bands,
    all-to-all against its own records, anything else is reported with no floor: a result is
    never judged against another collective's threshold.
    """
    if tests.get("error"):
        return parse_failure("nccl-tests output", tests["error"], "nccl-tests")
    if collective is None:
        collective = tests.get("collective")
        if collective is None and "collective_source" not in tests:
            from .parsers.nccl_tests import infer_collective  # a hand-built dict: infer as the parser does

            collective = infer_collective(tests.get("rows") or [], tests.get("nranks"))
    if collective is None:
        named = tests.get("collectives_named") or []
        why = ("the output holds several collectives (%s); judge each run's output on its own" % ", ".join(named)
               if len(named) > 1 else "the output does not name its collective and its busbw/algbw ratio does not tell")
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "Which collective ran is not known: %s." % why,
                       "Pass --collective (all_reduce, alltoall, ...), or keep the '# Collective test starting' banner.",
                       {"collective": None, "collectives_named": named})
    if collective != "all_reduce":
        return _check_other_busbw(tests, thresholds, node_count, collective, overrides)
    if thresholds is None:
        return Verdict(
            "nccl_busbw", UNAVAILABLE, "nccl-tests", "The instance type is not known, so there is no busbw threshold.",
            "Pass --instance-type.", {"collective": "all_reduce"},
        )
    nodes = node_count or thresholds.node_count or (len(tests.get("hosts") or []) or None)
    if nodes is None:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "The node count is not known.", "Pass --nodes or a hostfile.",
                       {"collective": "all_reduce"})
    if nodes < 2:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "One node: all-reduce stays on NVLink and says nothing about InfiniBand.",
                       "Run across at least two nodes.", {"collective": "all_reduce"})
    floor, expected = thresholds.busbw_floor_gb_per_s, thresholds.busbw_expected_gb_per_s
    if floor is None and thresholds.node_count != nodes:
        from .thresholds import busbw_band  # local: keeps verdicts importable on their own

        band = busbw_band(thresholds.instance_type, nodes)
        floor, expected = (band["busbw_floor_gb_per_s"], band["busbw_expected_gb_per_s"]) if band else (None, None)
    if floor is None:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "No busbw threshold for %d nodes." % nodes, "Add a band to thresholds.json.",
                       {"collective": "all_reduce"})
    if not _finite(floor):
        return bad_threshold("nccl_busbw", "nccl-tests", "busbw_floor_gb_per_s", floor)
    size = thresholds.busbw_min_message_bytes
    value, used = busbw_statistic(tests, size)
    details = {"busbw_gb_per_s": value, "rows": used, "floor_gb_per_s": floor, "expected_gb_per_s": expected, "nodes": nodes,
               "min_message_bytes": size, "avg_busbw_gb_per_s": tests.get("avg_busbw_gb_per_s"), "collective": "all_reduce"}
    if value is None:
        largest = max(r["size_bytes"] for r in tests["rows"])
        return Verdict(
            "nccl_busbw", UNAVAILABLE, "nccl-tests",
            "No result row at >= %d B (largest %d B), so busbw cannot be judged." % (size, largest),
            "Run all_reduce_perf up to at least -e 8G.", details,
        )
    text = "%s busbw %.2f GB/s (lowest of in-place/out-of-place over %d rows >= %d B) on %d nodes; floor %.1f, expected %.1f." % (
        thresholds.instance_type, value, used, size, nodes, floor, expected or 0)
    if value < floor:
        return Verdict(
            "nccl_busbw", FAIL, "nccl-tests", "Below the floor: " + text,
            "Check the transport verdicts (IB, GDRDMA, NCCL_IB_HCA), run `crusoe-ib-verify node` on every node and "
            "`crusoe-ib-verify pair` between the slowest pairs.",
            details,
        )
    return Verdict("nccl_busbw", PASS, "nccl-tests", text, "", details)


def _check_other_busbw(tests: dict, thresholds, node_count, collective: str, overrides: dict | None) -> Verdict:
    """Any collective but all-reduce: its own floor where the registry has one, else reported only."""
    from .thresholds import ThresholdError, collective_band  # local: keeps verdicts importable on their own

    name = collective.replace("_", "-") if collective != "alltoall" else "all-to-all"
    if thresholds is None:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "The instance type is not known, so there is no %s threshold." % name,
                       "Pass --instance-type.", {"collective": collective})
    nodes = node_count or thresholds.node_count or (len(tests.get("hosts") or []) or None)
    if nodes is None:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "The node count is not known.", "Pass --nodes or a hostfile.",
                       {"collective": collective})
    if nodes < 2:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "One node: %s stays on NVLink and says nothing about InfiniBand." % name,
                       "Run across at least two nodes.", {"collective": collective})
    try:
        band = collective_band(thresholds.instance_type, collective, nodes, overrides)
    except ThresholdError as exc:
        return Verdict("nccl_busbw", FAIL, "nccl-tests", str(exc), "Fix --thresholds-json.", {"collective": collective})
    size = band["min_message_bytes"]
    value, used = busbw_statistic(tests, size)
    floor, expected, ideal = band["busbw_floor_gb_per_s"], band["busbw_expected_gb_per_s"], band["busbw_ideal_gb_per_s"]
    details = {"busbw_gb_per_s": value, "rows": used, "floor_gb_per_s": floor, "expected_gb_per_s": expected,
               "ideal_gb_per_s": ideal, "nodes": nodes, "min_message_bytes": size, "collective": collective,
               "avg_busbw_gb_per_s": tests.get("avg_busbw_gb_per_s"), "source": band["source"]}
    if value is None:
        largest = max((r["size_bytes"] for r in tests.get("rows") or []), default=0)
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests",
                       "No %s result row at >= %d B (largest %d B), so busbw cannot be judged." % (name, size, largest),
                       "Run %s_perf up to at least -e 8G." % collective, details)
    text = "%s %s busbw %.2f GB/s (lowest of in-place/out-of-place over %d rows >= %d B) on %d nodes" % (
        thresholds.instance_type, name, value, used, size, nodes)
    if ideal:
        text += "; %.0f%% of the ideal %.1f GB/s (N/(N-1) x one NIC per GPU)" % (100.0 * value / ideal, ideal)
    if floor is None:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests",
                       text + ". No %s floor: no public figure for %s on %d nodes, so it is reported, not judged." % (
                           name, thresholds.instance_type, nodes),
                       "Record this value as your baseline and pass it as a floor: --thresholds-json "
                       "'{\"%s_busbw_floor_gb_per_s\": N}'." % collective if collective == "alltoall" else
                       "Compare with a baseline of your own; the registry judges all_reduce and alltoall only.",
                       details)
    if not _finite(floor):
        return bad_threshold("nccl_busbw", "nccl-tests", "%s busbw floor" % name, floor)
    text += "; floor %.1f%s." % (floor, ", expected %.1f" % expected if expected else "")
    if value < floor:
        return Verdict("nccl_busbw", FAIL, "nccl-tests", "Below the floor: " + text,
                       "Check the transport verdicts (IB, GDRDMA, NCCL_IB_HCA), run `crusoe-ib-verify node` on every node and "
                       "`crusoe-ib-verify pair` between the slowest pairs.", details)
    return Verdict("nccl_busbw", PASS, "nccl-tests", text, "", details)


_ERROR_FIX = {
    "ib_completion": "An InfiniBand transfer failed on this host (the status names why; retry exceeded means the peer stopped "
                     "answering on the fabric): run `crusoe-ib-verify node` here and on the peer, then `crusoe-ib-verify pair` "
                     "between them; if a port is degraded or its counters rise, " + _BUNDLE_LC,
    "ib_async_event": "The HCA reported a port or device error: run `crusoe-ib-verify node` on this host, then " + _BUNDLE_LC,
    "ibverbs_call": "A verbs call failed (often memory registration or QP setup): check `ulimit -l` (unlimited), nvidia_peermem "
                    "and that the partition is the same on every node, then run `crusoe-ib-verify node`.",
    "test_failure": "nccl-tests stopped on an error: read the NCCL WARN lines just before it (NCCL_DEBUG=INFO) on the host named.",
    "communicator_aborted": "A communicator was aborted, usually after an error on some rank: find the first error in the log "
                            "(the earliest host and line), fix that one.",
    "timeout": "A collective did not finish in time: a rank stalled or its network path failed; look for the first error "
               "on any host, then run `crusoe-ib-verify node` on every node.",
    "nccl_error": "NCCL returned an error: the NCCL WARN lines before it on the same host say which call and why.",
    "cuda_error": "A CUDA call failed on this host: check `nvidia-smi` and the driver log (dmesg) on it.",
    "connection": "A socket connection between ranks broke: a process died or the bootstrap network failed; find the first error.",
    "nccl_warn": "Read the warning; it did not stop the job by itself.",
}


def _error_what(e: dict) -> str:
    if e["kind"] == "ib_completion":
        code = e.get("status")
        return "an InfiniBand completion error%s" % (" (status %s: %s)" % (code, e["status_name"]) if e.get("status_name")
                                                     else " (status %s)" % code if code is not None else "")
    return {"ib_async_event": "an HCA async error event", "ibverbs_call": "a failed verbs call",
            "test_failure": "an nccl-tests failure", "communicator_aborted": "an aborted communicator",
            "timeout": "a collective timeout", "nccl_error": "an NCCL error", "cuda_error": "a CUDA error",
            "connection": "a broken connection", "nccl_warn": "an NCCL warning"}.get(e["kind"], "an error")


def check_nccl_errors(log: dict, max_hosts: int = 8) -> list:
    """Every error line in the log changes the verdict: FAIL for errors that end or corrupt a job
    (IB completion errors, failed tests, aborted communicators, timeouts), WARN for other NCCL
    warnings. One verdict per host, quoting its first such line; PASS when there are none."""
    errors = log.get("errors") or []
    if not errors:
        if log.get("error"):
            return []
        return [Verdict("nccl_errors", PASS, "nccl", "No NCCL errors or warnings in the log.")]
    by_host: dict = {}
    for e in errors:
        key = e.get("host") or ("rank %s" % e["rank"] if e.get("rank") is not None else "unknown host")
        by_host.setdefault(key, []).append(e)
    out = []
    for host, items in list(by_host.items())[:max_hosts]:
        fails = [e for e in items if e["severity"] == FAIL]
        first = (fails or items)[0]
        status = FAIL if fails else WARN
        kinds = sorted({e["kind"] for e in items})
        more = len(items) - 1
        reason = "%s: %s: \"%s\"%s" % (host, _error_what(first), first["line"][:400],
                                         " (and %d more line%s: %s)" % (more, "s" if more > 1 else "", ", ".join(kinds)) if more else "")
        out.append(Verdict("nccl_errors", status, host, reason, _ERROR_FIX.get(first["kind"], _ERROR_FIX["nccl_error"]),
                           {"host": host, "count": len(items), "kinds": kinds, "first": first,
                            "statuses": sorted({e["status_name"] for e in items if e.get("status_name")})}))
    rest = list(by_host.items())[max_hosts:]
    if rest:
        n = sum(len(items) for _, items in rest)
        status = FAIL if any(e["severity"] == FAIL for _, items in rest for e in items) else WARN
        out.append(Verdict("nccl_errors", status, "nccl", "%d more host(s) reported %d error line(s): %s%s." % (
            len(rest), n, ", ".join(h for h, _ in rest[:20]), " ..." if len(rest) > 20 else ""),
            "See facts.nccl_log.errors for every line.", {"hosts": [h for h, _ in rest]}))
    total = log.get("error_count") or len(errors)
    if total > len(errors):
        out[-1] = Verdict(out[-1].rule, out[-1].status, out[-1].subject,
                          out[-1].reason + " (%d error lines in all; the first %d are kept)" % (total, len(errors)),
                          out[-1].remediation, out[-1].details)
    return out


def check_nccl_tests_errors(tests: dict) -> Verdict | None:
    """nccl-tests' own closing error (``# error: ...``, JSON ``errors``): NCCL's last warning."""
    errors = tests.get("errors") or []
    if not errors:
        return None
    return Verdict("nccl_errors", WARN, "nccl-tests", "nccl-tests ended with NCCL's last error: \"%s\"%s." % (
        errors[0][:400], " (and %d more)" % (len(errors) - 1) if len(errors) > 1 else ""),
        _ERROR_FIX["nccl_error"], {"errors": errors})


def check_nccl_hcas(log: dict, thresholds=None, env: dict | None = None) -> Verdict | None:
    """Every host's NET/IB line should list the same InfiniBand HCAs (all the type's rails unless
    NCCL_IB_HCA narrows them); a host that lists fewer is missing a rail. None without such lines."""
    by_host = {h: list(d) for h, d in (log.get("ib_hcas_by_host") or {}).items() if d}
    if not by_host or log.get("error"):
        return None
    ib_only = {h["device"] for h in log.get("ib_hcas") or [] if h.get("link_layer") == "IB"}
    by_host = {h: [d for d in devs if d in ib_only] for h, devs in by_host.items()}
    union = sorted({d for devs in by_host.values() for d in devs})
    narrowed = bool((env or {}).get("NCCL_IB_HCA") or (log.get("env") or {}).get("NCCL_IB_HCA"))
    expected = sorted(thresholds.hca_names) if thresholds is not None and thresholds.hca_names and not narrowed else union
    missing = {h: sorted(set(expected) - set(devs)) for h, devs in by_host.items() if set(expected) - set(devs)}
    details = {"hosts": len(by_host), "expected": expected, "missing": missing}
    if not missing:
        return Verdict("nccl_hcas", PASS, "nccl", "%d host(s) list the same %d InfiniBand HCA(s) (%s)." % (
            len(by_host), len(expected), ", ".join(expected)), "", details)
    shown = "; ".join("%s lacks %s" % (h, ", ".join(m)) for h, m in list(missing.items())[:8])
    from_type = expected is not union
    return Verdict(
        "nccl_hcas", FAIL if from_type else WARN, "nccl",
        "NCCL does not see every rail on every host: %s (expected %s%s)." % (
            shown, ", ".join(expected), " for %s" % thresholds.instance_type if from_type else ", the union over hosts"),
        "Run `crusoe-ib-verify node` on the hosts named (a missing HCA is a rail the VM does not have, or a port that is "
        "down), then " + _BUNDLE_LC, details)


def check_nccl_version(log: dict, minimum: tuple = (2, 19)) -> Verdict | None:
    """Crusoe's K3s article: NCCL 2.19 or later for H100 performance."""
    v = log.get("nccl_version")
    if not v:
        return None
    try:
        parts = tuple(int(x) for x in v.split("+")[0].split(".")[:2])
    except ValueError:
        return None
    if parts < minimum:
        return Verdict(
            "nccl_version", WARN, "nccl", "NCCL %s is older than %d.%d." % (v, *minimum),
            "Use a Crusoe curated image or a container with NCCL %d.%d or later." % minimum,
        )
    return Verdict("nccl_version", PASS, "nccl", "NCCL %s." % v)


def summarize(verdicts: list) -> dict:
    counts = {s: 0 for s in STATUSES}
    for v in verdicts:
        counts[v.status] += 1
    return counts
