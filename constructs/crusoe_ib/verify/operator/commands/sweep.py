"""``sweep``: every node's rails measured against several partners with ``ib_write_bw``, in a few
rounds of disjoint pairs, and every node and rail at fault named (the schedule and the judge:
:mod:`..sweep`). Live over SSH (as ``bisect`` reaches the nodes), or ``--from-dir`` on recorded
client outputs ``DIR/<client>--<server>/<rail>.out``; ``--plan`` prints the schedule only."""

from __future__ import annotations

import os
import time

from ...node.collect import run as run_cmd
from ...node.command_io import UNKNOWN, UsageError, overrides_of, read_input
from ...node.parsers import ib_write_bw
from ...node.suites import pair_verdicts
from ...node.terminal import print_json, safe, say
from ...node.thresholds import ThresholdError, thresholds_for
from .. import sweep as algo
from ..document import document
from ..output import Progress, colour_on, paint, show_pass_rows, to_csv
from ..pair_runners import SshPairRunner
from ..remediation_input import node_ssh, read_remediation
from ._options import REMEDIATION_HELP, ssh_options, table_options

#: A node verdict -> the action a person takes (the agreed action names: none, re-measure, replace).
ACTION = {"PASS": "none", "WARN": "re-measure", "FAIL": "replace", "UNAVAILABLE": "re-measure"}


def _pool(args) -> tuple:
    """``(remediation or None, keys)``: the pool from --remediation, or node-000.. from --nodes (plan only)."""
    if args.remediation:
        rem = read_remediation(args.remediation)
        return rem, algo.key_order(rem["nodes"])
    if args.nodes is None:
        raise UsageError("sweep needs --remediation FILE (terraform output -json verify_remediation)"
                         + (", or --nodes N with --plan" if args.plan else ""))
    if not args.plan:
        raise UsageError("--nodes N only describes a pool for --plan; a sweep needs --remediation FILE")
    if not 2 <= args.nodes <= 100_000:
        raise UsageError(f"--nodes {args.nodes} must be from 2 to 100000")
    return None, [f"node-{i:03d}" for i in range(args.nodes)]


def _schedule(args, keys: list) -> list:
    if args.all_pairs:
        if len(keys) > 64:
            raise UsageError(f"--all-pairs on {len(keys)} nodes is {len(keys) - 1} rounds: use --rounds (at most "
                             f"{algo.MAX_ROUNDS}) on pools above 64 nodes")
        return algo.plan(keys, algo.MAX_ROUNDS, all_pairs=True)
    try:
        return algo.plan(keys, args.rounds)
    except ValueError as exc:
        raise UsageError(f"--rounds {args.rounds}: {exc}")


def _thresholds(args, rem: dict):
    itype = args.instance_type or rem.get("instance_type")
    if not itype:
        raise UsageError("sweep needs --instance-type (the outputs name none)")
    try:
        thr = thresholds_for(itype, overrides=overrides_of(args) or None)
    except ThresholdError as exc:
        raise UsageError(f"sweep needs thresholds: {exc}")
    if thr.write_bw_floor_mb_per_s is None:
        raise UsageError(f"{itype} has no public ib_write_bw floor (thresholds.json says unknown): a sweep cannot judge it")
    # [] when the type has no one published layout (H100: two): the rails are then the ones found, on the
    # nodes (live: `pair` reads each node's InfiniBand ports) or in the recordings (--from-dir).
    devices = list(args.device or thr.hca_names or (thr.hca_layouts[0] if len(thr.hca_layouts) == 1 else []))
    return itype, thr, devices


def measurement(round_: int, client: str, server: str, rail: str, report, thr, remeasure: bool = False,
                unavailable: str | None = None) -> dict:
    """One measurement of the document from a parsed ib_write_bw report (None: nothing measured)."""
    bw, error = None, unavailable
    if report is not None and unavailable is None:
        verdict = pair_verdicts({f"rail {rail}": report}, thr)[0]
        bw = verdict.details.get("bw_average_mb_per_s")
        if bw is None:
            error = verdict.reason
    status, missed = algo.classify(bw, thr.write_bw_target_mb_per_s, thr.write_bw_floor_mb_per_s,
                                   error if unavailable is None else None)
    return {"round": round_, "client": client, "server": server, "rail": rail,
            "write_bw_mb_per_s": None if bw is None else round(bw, 2), "status": status, "missed_by_pct": missed,
            "remeasure": remeasure, "error": error}


# --- recorded --------------------------------------------------------------------------------


def _recorded_rails(directory: str, schedule: list) -> list:
    """The rails recorded for the planned pairs (``<rail>.out`` names), when no --device names them."""
    found = set()
    for round_ in schedule:
        for client, server in round_:
            for c, s in ((client, server), (server, client)):
                path = os.path.join(directory, f"{c}--{s}")
                if os.path.isdir(path):
                    found |= {n[:-4] for n in os.listdir(path) if n.endswith(".out") and not n.endswith(".remeasure.out")}
    if not found:
        raise UsageError(f"--from-dir {directory} holds no recordings of the planned pairs (<client>--<server>/<rail>.out, "
                         "e.g. " + "--".join(schedule[0][0]) + "/mlx5_1.out); check --rounds and the pool")
    return algo.key_order(found)


def _recorded(directory: str, schedule: list, devices: list, thr) -> list:
    """Measurements from ``DIR/<client>--<server>/<rail>.out`` (either direction of a pair, the planned
    one first) and ``<rail>.remeasure.out`` (a re-measure recorded by a live run)."""
    out = []
    for n, round_ in enumerate(schedule):
        for client, server in round_:
            for dev in devices:
                for remeasure, name in ((False, dev + ".out"), (True, dev + ".remeasure.out")):
                    found = None
                    for c, s in ((client, server), (server, client)):
                        path = os.path.join(directory, f"{c}--{s}", name)
                        if os.path.exists(path):
                            found = (c, s, path)
                            break
                    if found is None:
                        if not remeasure:
                            out.append(measurement(n, client, server, dev, None, thr, unavailable=(
                                f"no recording {client}--{server}/{name} (nor {server}--{client}/{name})")))
                        continue
                    c, s, path = found
                    try:
                        text, _ = read_input(path)
                    except UsageError as exc:
                        out.append(measurement(n, c, s, dev, None, thr, remeasure, unavailable=str(exc)))
                        continue
                    out.append(measurement(n, c, s, dev, ib_write_bw.parse(text), thr, remeasure))
    return out


# --- live ------------------------------------------------------------------------------------


def _reachable(ssh: list, rem: dict, keys: list, args) -> list:
    """Nodes that answer ``ssh ... true``, probed ``--parallel`` at a time: ``[unreachable keys]``."""
    from concurrent.futures import ThreadPoolExecutor

    bar = Progress("sweep: reaching nodes", len(keys))

    def probe(key):
        host = rem["nodes"][key].get("host")
        if not host:
            bar.step(f"{key}: no SSH address in the outputs")
            return key, False
        res = run_cmd(ssh + ["--", host, "true"], min(args.timeout, 30.0) + 5, args.tool_path)
        bar.step(None if res.status == "ok" else f"{key} {host}: does not answer ({res.status}: "
                 f"{(res.stderr or res.stdout).strip()[-200:]})")
        return key, res.status == "ok"

    with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        answers = dict(pool.map(probe, keys))
    bar.close()
    return [k for k in keys if not answers[k]]


def _run_rounds(runner, schedule: list, unreachable: set, parallel: int, what: str, first: int = 0) -> list:
    """``[(round, client, server, reports | None, why)]``: every pair of a round at once (``parallel``
    pairs, two SSH connections each), round after round; a pair with a node that did not answer is not
    started (``why`` says which)."""
    from concurrent.futures import ThreadPoolExecutor

    out = []
    bar = Progress(what, sum(len(r) for r in schedule))

    def one(item):
        n, client, server = item
        away = [k for k in (client, server) if k in unreachable]
        if away:
            bar.step()
            return n, client, server, None, f"{', '.join(away)} did not answer over SSH"
        reports = runner.measure(client, server)
        star = reports.get("*")
        bar.step(f"{client} -> {server}: {star['error'][:300]}" if star else None)
        return n, client, server, reports, None

    for n, round_ in enumerate(schedule):
        with ThreadPoolExecutor(max_workers=max(1, parallel)) as pool:
            out.extend(pool.map(one, [(first + n, c, s) for c, s in round_]))
    bar.close()
    return out


def _measurements(results: list, devices: list, thr, remeasure: bool = False) -> list:
    out = []
    for n, client, server, reports, why in results:
        star = (reports or {}).get("*")
        for d in devices:
            if reports is None or (star and d not in reports):
                out.append(measurement(n, client, server, d, None, thr, remeasure, unavailable=why or star["error"]))
            else:
                report = reports.get(d) or {"error": f"no report for rail {d} from {client} -> {server}", "rows": []}
                out.append(measurement(n, client, server, d, report, thr, remeasure))
    return out


def _live(args, rem: dict, keys: list, schedule: list, itype: str, devices: list, thr, runner=None) -> tuple:
    ssh = node_ssh(args, rem)
    if runner is None:
        runner = SshPairRunner(rem, ssh, itype, devices, args.timeout, args.tool_path, quiet=True)
    # A node that does not answer within 30 s is reported, not waited on for the whole --timeout.
    probe = node_ssh(args, rem, min(args.timeout, 30.0))
    unreachable = _reachable(probe, rem, keys, args)
    results = _run_rounds(runner, schedule, set(unreachable), args.parallel, f"sweep: {len(schedule)} rounds, pairs")
    if not devices:  # the rails every node's `pair` found (a rail missing on one node is then its fault)
        devices = algo.key_order({d for *_, reports, _ in results for d in reports or {} if d != "*"})
        if not devices:
            raise UsageError("no pair reported a rail (every pair failed, see above): pass --device, or check the nodes")
    measurements = _measurements(results, devices, thr)
    # A single slow measurement is measured once more before anyone is judged by it.
    again = algo.single_slow_pairs(keys, devices, measurements, thr.write_bw_floor_mb_per_s)
    if again and not args.no_remeasure:
        # Numbered after the plan's rounds (a measurement's round indexes `rounds`, or is a re-measure round).
        extra = _run_rounds(runner, algo.disjoint_rounds(again), set(unreachable), args.parallel,
                            "sweep: re-measuring single slow pairs", first=len(schedule))
        measurements += _measurements(extra, devices, thr, remeasure=True)
    return measurements, unreachable, devices


# --- the document ----------------------------------------------------------------------------


def sweep(args, runner=None) -> dict:
    """``sweep``: the plan, or the judged document (see docs/verify-json.md)."""
    rem, keys = _pool(args)
    schedule = _schedule(args, keys)
    facts = algo.plan_facts(keys, schedule)
    if args.plan:
        return document("sweep", plan=True, stack=(rem or {}).get("stack"),
                        pool_address=(rem or {}).get("pool_address", UNKNOWN), rounds=[[list(p) for p in r] for r in schedule],
                        plan_facts=facts, ok=True)
    itype, thr, devices = _thresholds(args, rem)
    started = time.monotonic()
    if args.from_dir:
        if not os.path.isdir(args.from_dir):
            raise UsageError(f"--from-dir {args.from_dir} is not a directory")
        devices = devices or _recorded_rails(args.from_dir, schedule)
        measurements, unreachable = _recorded(args.from_dir, schedule, devices, thr), []
    else:
        measurements, unreachable, devices = _live(args, rem, keys, schedule, itype, devices, thr, runner)
    judged = algo.judge(keys, devices, measurements, thr.write_bw_floor_mb_per_s, unreachable)
    nodes = []
    for key in keys:
        rails = {d: judged["rails"][key].get(d, algo.UNAVAILABLE) for d in devices}
        states = set(rails.values())
        verdict = ("FAIL" if algo.FAIL in states else "UNAVAILABLE" if key in unreachable or states == {algo.UNAVAILABLE}
                   else "WARN" if states & {algo.SUSPECT, algo.UNAVAILABLE} or key in judged["below_target"] else "PASS")
        node = rem["nodes"][key]
        nodes.append({"node_key": key, "host": node.get("host") or UNKNOWN, "terraform_address": node["address"],
                      "verdict": verdict, "action": ACTION[verdict] if verdict != "WARN" or algo.SUSPECT in states
                      or algo.UNAVAILABLE in states else "none",
                      "rails": rails, "below_target": judged["below_target"].get(key, [])})
    summary = {s: sum(1 for n in nodes if n["verdict"] == s) for s in ("PASS", "WARN", "FAIL", "UNAVAILABLE")}
    incomplete = unreachable or judged["suspects"] or summary["UNAVAILABLE"] or any(
        algo.UNAVAILABLE in n["rails"].values() for n in nodes)
    verdict = "FAIL" if judged["faults"] else "INCOMPLETE" if incomplete else "OK"
    notes = []
    for dev in devices:
        share = sum(1 for f in judged["faults"] if f["rail"] == dev) / len(keys)
        if share > 0.1 and len(schedule) < algo.MAX_ROUNDS and not args.all_pairs:
            # Measured (make bench-sweep --accuracy 512): at 4 rounds no healthy node named up to 10% of a rail
            # faulty; at 20% some faults hide behind each other and a healthy node can be; 8 rounds were exact.
            notes.append(f"{share:.0%} of the pool is faulty on {dev}: with that many, {len(schedule)} rounds can name a "
                         f"healthy node; run again with --rounds {algo.MAX_ROUNDS} before replacing (and this much "
                         "failing is likelier the fabric or the partition than the nodes)")
    return document("sweep", plan=False, stack=rem["stack"], pool_address=rem["pool_address"], instance_type=itype,
                    devices=devices, source=("recorded: " + args.from_dir) if args.from_dir else "live",
                    thresholds={"target_mb_per_s": thr.write_bw_target_mb_per_s, "floor_mb_per_s": thr.write_bw_floor_mb_per_s,
                                "source": thr.source},
                    rounds=[[list(p) for p in r] for r in schedule], plan_facts=facts, measurements=measurements,
                    faults=judged["faults"], suspects=judged["suspects"], unreachable=unreachable, nodes=nodes,
                    summary=summary, notes=notes, elapsed_s=round(time.monotonic() - started, 2), verdict=verdict,
                    ok=verdict == "OK")


# --- printing --------------------------------------------------------------------------------

_ORDER = {"FAIL": 0, "UNAVAILABLE": 1, "WARN": 2, "PASS": 3}


def _csv(doc: dict) -> str:
    devices = doc["devices"]
    return to_csv(["node_key", "host", "verdict", "action", *devices],
                  [[n["node_key"], n["host"], n["verdict"], n["action"], *(n["rails"][d] for d in devices)]
                   for n in sorted(doc["nodes"], key=lambda n: _ORDER[n["verdict"]])])


def _count(n: int, what: str) -> str:
    return f"{n} {what}" + ("" if n == 1 else "s")


def cmd_sweep(args) -> int:
    doc = sweep(args)
    if args.plan:
        if args.json:
            print_json(doc)
        else:
            for n, round_ in enumerate(doc["rounds"], 1):
                say("round %d: %s", n, "  ".join(f"{c}->{s}" for c, s in round_))
            f = doc["plan_facts"]
            say("PLAN: %d nodes, %d rounds, %d pairs (all pairs: %d); every node meets at least %d partners",
                f["nodes"], f["rounds"], f["pairs"], f["all_pairs"], f["min_partners"])
        return 0
    if args.json:
        print_json(doc)
    elif args.csv:
        print(_csv(doc), end="")
    else:
        on = colour_on()
        by_node: dict = {}
        for fault in doc["faults"]:
            by_node.setdefault(fault["node"], []).append(fault)
        for key, faults in by_node.items():
            say("%s %-9s %-10s %s", paint("FAULT", 11, on), key, ",".join(f["rail"] for f in faults),
                "replace: " + faults[0]["evidence"] + (f" (and {len(faults) - 1} more rails)" if len(faults) > 1 else ""))
        for s in doc["suspects"]:
            say("%s %-9s %-10s %s", paint("UNREACHABLE" if s["rail"] is None else "SUSPECT", 11, on), s["node"],
                s["rail"] or "-", s["why"])
        rows = sorted(doc["nodes"], key=lambda n: (_ORDER[n["verdict"]]))
        shown = [n for n in rows if n["verdict"] != "PASS" or show_pass_rows(args, len(rows))]
        if shown:
            say("%-11s %-9s %-16s %-10s %s", "VERDICT", "NODE", "HOST", "ACTION", "RAILS NOT PASSING")
        for n in shown:
            rails = ", ".join(f"{d} {s}" for d, s in n["rails"].items() if s != "PASS") or (
                "below target on " + ", ".join(n["below_target"]) if n["below_target"] else "")
            say("%s", f"{paint(n['verdict'], 11, on)} {safe(n['node_key']):9} {safe(n['host']):16} "
                      f"{safe(n['action']):10} {safe(rails)}".rstrip())
        hidden = len(rows) - len(shown)
        if hidden and not args.failures_only:
            say("(%d PASS rows not shown: --all lists them)", hidden)
        for note in doc["notes"]:
            say("NOTE: %s", note)
        s, f = doc["summary"], doc["plan_facts"]
        bad_rails = len(doc["faults"])
        say("SWEEP: %s  (%d nodes x %d rails in %d rounds of %d pairs: %s on %s, %s, %d unreachable; %d pass, "
            "%d warn, %d fail, %d unavailable; floor %s MB/s)",
            paint(doc["verdict"], 0, on), len(doc["nodes"]), len(doc["devices"]), f["rounds"], f["pairs"],
            _count(bad_rails, "faulty rail"), _count(len(by_node), "node"), _count(len(doc["suspects"]), "suspect"),
            len(doc["unreachable"]), s["PASS"], s["WARN"], s["FAIL"], s["UNAVAILABLE"],
            f"{doc['thresholds']['floor_mb_per_s']:,.0f}")
    return 0 if doc["ok"] else 1


def add_parser(sub) -> None:
    sp = sub.add_parser("sweep", help="every node's rails against several partners (ib_write_bw, a few rounds of disjoint "
                                      "pairs): names each faulty node and rail")
    sp.add_argument("--remediation", metavar="FILE", help=REMEDIATION_HELP)
    sp.add_argument("--plan", action="store_true", help="print the schedule only (rounds of disjoint pairs) and exit")
    sp.add_argument("--nodes", type=int, metavar="N", help="with --plan and no --remediation: a pool of N nodes node-000..")
    sp.add_argument("--rounds", type=int, default=algo.DEFAULT_ROUNDS, metavar="N",
                    help=f"rounds (partners per node), 1 to {algo.MAX_ROUNDS} (default {algo.DEFAULT_ROUNDS})")
    sp.add_argument("--all-pairs", action="store_true", help="every node against every other (pools of at most 64 nodes)")
    sp.add_argument("--instance-type", help="default: the output's instance_type")
    sp.add_argument("--thresholds-json", metavar="JSON",
                    help='threshold overrides, e.g. \'{"write_bw_floor_mb_per_s": 40000}\' (the stack\'s '
                         'threshold_overrides; verify_commands.sweep passes them)')
    sp.add_argument("--device", action="append", help="rail device (repeat; default: the type's HCAs)")
    sp.add_argument("--from-dir", metavar="DIR",
                    help="judge recorded ib_write_bw client outputs DIR/<client>--<server>/<rail>.out instead of SSH")
    sp.add_argument("--parallel", type=int, default=32, help="pairs measured at once, two SSH connections each (default 32)")
    sp.add_argument("--no-remeasure", action="store_true", help="do not measure a single slow pair a second time")
    table_options(sp, "print the sweep document (or the plan) as JSON", "print node x rail results as CSV")
    ssh_options(sp, 120.0)
    for action in sp._actions:
        if action.dest == "timeout":
            action.help = "seconds per pair (the server's listening time; default 120; a node's probe: at most 30)"
    sp.set_defaults(func=cmd_sweep)



#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("crusoe-ib-verify sweep --nodes 2048 --plan", "the schedule for 2,048 nodes: rounds of disjoint pairs"),
    ("crusoe-ib-verify sweep --remediation remediation.json --json > sweep.json",
     "live over SSH: every node's rails against several partners"),
    ("crusoe-ib-verify sweep --remediation remediation.json --from-dir sweep-run",
     "judge recorded runs (DIR/<client>--<server>/<rail>.out), no SSH"),
    ("crusoe-ib-verify remediate --remediation remediation.json --sweep sweep.json", "then: the faults' remediation"),
)
EXIT_CODES = (
    (0, "the pool verdict is OK (--plan: always)"),
    (1, "a fault, a suspect or an unreachable node (the lines above the summary say which)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
