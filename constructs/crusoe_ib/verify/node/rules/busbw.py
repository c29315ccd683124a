"""``nccl_busbw``: large-message bus bandwidth reaches the floor of the collective that ran."""

from __future__ import annotations

from ..parsers.nccl_tests import infer_collective, separate_runs
from ..thresholds import ThresholdError, busbw_band, collective_band
from ..verdicts import FAIL, PASS, UNAVAILABLE, Verdict, bad_threshold, finite
from .inputs import parse_failure


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
    if len(tests.get("rank0_hosts") or []) > 1:
        return Verdict("nccl_busbw", FAIL, "nccl-tests", separate_runs(tests["rank0_hosts"]) + ".",
                       "Build nccl-tests with MPI=1 (make MPI=1 MPI_HOME=...) and start it with mpirun or srun --mpi=pmix, "
                       "one process per GPU.", {"rank0_hosts": tests["rank0_hosts"]})
    if collective is None:
        collective = tests.get("collective")
        if collective is None and "collective_source" not in tests:
            collective = infer_collective(tests.get("rows") or [], tests.get("nranks"))
    if collective is None:
        named = tests.get("collectives_named") or []
        why = (f"the output holds several collectives ({', '.join(named)}); judge each run's output on its own"
               if len(named) > 1 else "the output does not name its collective and its busbw/algbw ratio does not tell")
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", f"Which collective ran is not known: {why}.",
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
        band = busbw_band(thresholds.instance_type, nodes)
        floor, expected = (band["busbw_floor_gb_per_s"], band["busbw_expected_gb_per_s"]) if band else (None, None)
    if floor is not None and not finite(floor):
        return bad_threshold("nccl_busbw", "nccl-tests", "busbw_floor_gb_per_s", floor)
    size = thresholds.busbw_min_message_bytes
    value, used = busbw_statistic(tests, size)
    details = {"busbw_gb_per_s": value, "rows": used, "floor_gb_per_s": floor, "expected_gb_per_s": expected, "nodes": nodes,
               "min_message_bytes": size, "avg_busbw_gb_per_s": tests.get("avg_busbw_gb_per_s"), "collective": "all_reduce",
               "avg_busbw_check": tests.get("avg_busbw_check")}
    if value is None:
        largest = max(r["size_bytes"] for r in tests["rows"])
        return Verdict(
            "nccl_busbw", UNAVAILABLE, "nccl-tests",
            f"No result row at >= {size} B (largest {int(largest)} B), so busbw cannot be judged.",
            "Run all_reduce_perf up to at least -e 8G.", details,
        )
    if floor is None:
        # No public figure for this type and size (the registry says "unknown"): report the measured
        # value, judge nothing, and say how to make it judged.
        return _reported_not_judged(_measured(thresholds.instance_type, "all-reduce", value, used, size, nodes),
                                    "all-reduce", thresholds.instance_type, nodes, "busbw_floor_gb_per_s", details)
    text = (f"{thresholds.instance_type} busbw {value:.2f} GB/s (lowest of in-place/out-of-place over {used} rows >= "
            f"{int(size)} B) on {nodes} nodes; floor {floor:.1f}, expected {expected or 0:.1f}.")
    if value < floor:
        return Verdict(
            "nccl_busbw", FAIL, "nccl-tests", "Below the floor: " + text,
            "Check the transport verdicts (IB, GDRDMA, NCCL_IB_HCA), run `crusoe-ib-verify node` on every node and "
            "`crusoe-ib-verify pair` between the slowest pairs.",
            details,
        )
    if tests.get("avg_busbw_check") == "FAILED":  # NCCL_TESTS_MIN_BW: the user's own gate on the whole-sweep average
        text += (" (nccl-tests' own NCCL_TESTS_MIN_BW check FAILED on its whole-sweep average, small messages included, "
                 "and it exits non-zero.)")
    return Verdict("nccl_busbw", PASS, "nccl-tests", text, "", details)


def _check_other_busbw(tests: dict, thresholds, node_count, collective: str, overrides: dict | None) -> Verdict:
    """Any collective but all-reduce: its own floor where the registry has one, else reported only."""
    name = collective.replace("_", "-") if collective != "alltoall" else "all-to-all"
    if thresholds is None:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", f"The instance type is not known, so there is no {name} threshold.",
                       "Pass --instance-type.", {"collective": collective})
    nodes = node_count or thresholds.node_count or (len(tests.get("hosts") or []) or None)
    if nodes is None:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", "The node count is not known.", "Pass --nodes or a hostfile.",
                       {"collective": collective})
    if nodes < 2:
        return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", f"One node: {name} stays on NVLink and says nothing about InfiniBand.",
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
                       f"No {name} result row at >= {size} B (largest {int(largest)} B), so busbw cannot be judged.",
                       f"Run {collective}_perf up to at least -e 8G.", details)
    text = _measured(thresholds.instance_type, name, value, used, size, nodes)
    if ideal:
        text += f"; {100.0 * value / ideal:.0f}% of the ideal {ideal:.1f} GB/s (N/(N-1) x one NIC per GPU)"
    if floor is None:
        return _reported_not_judged(text, name, thresholds.instance_type, nodes,
                                    f"{collective}_busbw_floor_gb_per_s" if collective == "alltoall" else None, details)
    if not finite(floor):
        return bad_threshold("nccl_busbw", "nccl-tests", f"{name} busbw floor", floor)
    text += f"; floor {floor:.1f}{(f', expected {expected:.1f}' if expected else '')}."
    if value < floor:
        return Verdict("nccl_busbw", FAIL, "nccl-tests", "Below the floor: " + text,
                       "Check the transport verdicts (IB, GDRDMA, NCCL_IB_HCA), run `crusoe-ib-verify node` on every node and "
                       "`crusoe-ib-verify pair` between the slowest pairs.", details)
    return Verdict("nccl_busbw", PASS, "nccl-tests", text, "", details)


def _measured(instance_type: str, name: str, value: float, rows: int, size: int, nodes: int) -> str:
    return (f"{instance_type} {name} busbw {value:.2f} GB/s (lowest of in-place/out-of-place over {rows} rows >= {int(size)} B) "
            f"on {nodes} nodes")


def _reported_not_judged(text: str, name: str, instance_type: str, nodes: int, floor_key: str | None,
                         details: dict) -> Verdict:
    """No public figure for this type and size (the registry says "unknown"): the measured value is
    reported, nothing is judged, and the fix says how to make it judged (``floor_key`` is the
    ``--thresholds-json`` key, None for a collective the registry does not judge)."""
    fix = (f"Record this value as your baseline and pass it as a floor: --thresholds-json '{{\"{floor_key}\": N}}'."
           if floor_key else "Compare with a baseline of your own; the registry judges all_reduce and alltoall only.")
    return Verdict("nccl_busbw", UNAVAILABLE, "nccl-tests", f"{text}. No {name} floor: no public figure for {instance_type} "
                   f"on {nodes} nodes, so it is reported, not judged.", fix, details)
