"""Suites: which verdict rules run for ``node``, ``pair``, ``nccl`` and ``diagnose``, on parsed facts.

Rules are the small pure functions of :mod:`.verdicts` (their ids and docs: :mod:`.schema`);
processes are started only by :mod:`.collect`; ``cli`` keeps argparse, input and output.
"""

from __future__ import annotations

from .parsers import nccl_log, nccl_tests
from .thresholds import COLLECTIVE_OVERRIDES, ThresholdError, thresholds_for
from .verdicts import (
    FAIL,
    UNAVAILABLE,
    WARN,
    Verdict,
    check_error_counters,
    check_gdrdma,
    check_nccl_busbw,
    check_nccl_complete,
    check_nccl_errors,
    check_nccl_hcas,
    check_nccl_ib_hca,
    check_nccl_tests_errors,
    check_nccl_transport,
    check_nccl_version,
    check_nccl_wrong,
    check_phys_state,
    check_port_rate,
    check_port_state,
    check_rails,
    parse_failure,
)


def thresholds_verdicts(instance_type, node_count=None, overrides=None) -> tuple:
    """``(Thresholds|None, [Verdict])``: an unknown type or bad override is reported, not raised."""
    overrides = {k: v for k, v in (overrides or {}).items() if k not in COLLECTIVE_OVERRIDES}
    if not instance_type:
        return None, []
    try:
        return thresholds_for(instance_type, node_count, overrides or None), []
    except ThresholdError as exc:
        return None, [Verdict("thresholds", FAIL, "thresholds", str(exc), "Pass a known --instance-type and valid overrides.")]


def _ports_from_ibstat(parsed: dict) -> list:
    ports = []
    for ca in parsed["cas"]:
        for p in ca["ports"]:
            ports.append({"device": ca["name"], "port": p["port"], "state": (p["state"] or "").upper() or None,
                          "state_code": None, "phys_state": p["physical_state"], "phys_state_code": None,
                          "rate_gbps": p["rate_gbps"], "link_layer": p["link_layer"], "counters": {}, "hw_counters": {},
                          "unreadable": {}})
    return ports


def node_verdicts(tree: dict, thresholds=None, ibstat_parsed: dict | None = None, env: dict | None = None) -> list:
    """All node-level verdicts for one parsed sysfs tree (falls back to ibstat when sysfs is empty)."""
    ports = tree["ports"]
    if not ports and ibstat_parsed and not ibstat_parsed.get("error"):
        ports = _ports_from_ibstat(ibstat_parsed)
    t = thresholds
    verdicts = [check_rails(ports, t.ib_rails if t else None, t.hca_names if t else None)]
    ib_ports = [p for p in ports if (p.get("link_layer") or "InfiniBand") == "InfiniBand"]
    for p in ib_ports:
        verdicts += [check_port_state(p), check_phys_state(p), check_port_rate(p, t.rate_gbps if t else None)]
        verdicts += check_error_counters(p)
    hca = (env or {}).get("NCCL_IB_HCA")
    if hca:
        verdicts.append(check_nccl_ib_hca(hca, sorted({p["device"] for p in ib_ports}), t.ib_rails if t else None))
    return verdicts


def input_verdicts(path: str, notes: list) -> list:
    """A WARN when the input could only be read in part (too large, a stream that did not end)."""
    if not notes:
        return []
    return [Verdict("input", WARN, path, "Only part of %s was read: %s." % (path, "; ".join(notes)),
                    "Pass the file itself (not a stream), or cut it to the run that matters.", {"notes": notes})]


def nccl_verdicts(text: str, context: dict | None = None, require_tests: bool = False, json_text: str | None = None) -> tuple:
    """``(verdicts, facts, thresholds)`` for NCCL log and/or nccl-tests output in ``text``; the
    nccl-tests JSON file (``json_text``), when it holds results, is preferred to the text table."""
    ctx = context or {}
    log, tests = nccl_log.parse(text), nccl_tests.parse(text)
    facts = {"nccl_log": log, "nccl_tests": tests, "nccl_tests_source": "text"}
    if json_text is not None:
        from_json = nccl_tests.parse(json_text)
        if not from_json["error"]:
            facts["nccl_tests_text"], tests = tests, from_json
            facts["nccl_tests"], facts["nccl_tests_source"] = tests, "json"
        else:
            facts["nccl_tests_json_error"] = from_json["error"]
    collective = ctx.get("collective") or tests.get("collective")
    facts["collective"] = collective
    nodes = ctx.get("node_count") or len(tests["hosts"]) or len(log["hosts"]) or None
    thr, verdicts = thresholds_verdicts(ctx.get("instance_type"), nodes, ctx.get("threshold_overrides"))
    verdicts += check_nccl_errors(log)
    verdicts = [v for v in verdicts if v.rule != "nccl_errors" or v.status != "PASS"]
    if log["error"] and tests["error"]:
        what = "the input as an NCCL log or nccl-tests output"
        why = log["error"] if log["error"] == tests["error"] else "%s; %s" % (log["error"], tests["error"])
        return verdicts + [parse_failure(what, why, "nccl")], facts, thr
    env = dict(ctx.get("env") or {}, **log["env"])
    if log["error"]:
        verdicts.append(Verdict("nccl_transport", UNAVAILABLE, "nccl", "No NCCL_DEBUG=INFO lines, so the transport is not known.",
                                "Run with NCCL_DEBUG=INFO to see 'Using network IB'."))
    else:
        verdicts.append(check_nccl_transport(log, ctx))
        verdicts += [v for v in (check_gdrdma(log), check_nccl_version(log)) if v]
        hcas = check_nccl_hcas(log, thr, env)
        if hcas and (hcas.status != "PASS" or len(log["ib_hcas_by_host"]) > 1):
            verdicts.append(hcas)
        if env.get("NCCL_IB_HCA"):
            devices = ctx.get("ib_devices") or (list(thr.hca_names) if thr and thr.hca_names else None)
            verdicts.append(check_nccl_ib_hca(env["NCCL_IB_HCA"], devices, thr.ib_rails if thr else None))
    if tests["error"]:
        if require_tests:
            verdicts.append(parse_failure("nccl-tests output", tests["error"], "nccl-tests"))
    else:
        verdicts.append(check_nccl_wrong(tests))
        verdicts += [v for v in (check_nccl_complete(tests), check_nccl_tests_errors(tests)) if v]
        verdicts.append(check_nccl_busbw(tests, thr, nodes, collective, ctx.get("threshold_overrides")))
    return verdicts, facts, thr
