#!/usr/bin/env python3
"""Benchmark of the pool-wide ib_write_bw sweep (``crusoe-ib-verify sweep``), 128 .. 4,096 nodes.

For each size: the time to compute the plan (median of ``--repeat`` runs), its rounds, pairs and the
fewest partners any node meets; the time to judge a full sweep's measurements (every pair x every rail,
synthetic, with ``--faulty`` of the nodes slow on one rail: the judge's work grows with the faults it
must explain); and the modelled wall time of a live sweep beside all pairs, with the model of
docs/benchmark.md:

    one pair      t_pair  = delay_s + rails x rail_s        (pair --server gets delay_s of head start;
                                                             the client runs the rails one after another)
    one round     t_round = ceil(pairs_per_round / parallel) x t_pair
    a sweep       rounds x t_round (+ one re-measure round when a measurement was slow once)
    all pairs     (n - 1) x t_round   (n - 1 perfect matchings: the full round-robin tournament)

``rail_s`` is an assumption (``--rail-s``, default 2 s), not a measurement: no public figure gives
ib_write_bw's start-up and QP exchange time on Crusoe; perftest's default run (5,000 iterations of
64 KiB, the result rows of our fixtures) moves 0.33 GB, ~7 ms at 48,000 MB/s, so the time is the
start-up. Measure it on your own pool (``time crusoe-ib-verify pair --client ...`` on one rail) and pass
it. Usage: pipenv run python tools/bench_sweep.py [--sizes 128,512,2048,4096] [--rails 8] [--markdown] [--accuracy 512]
"""

from __future__ import annotations

import argparse
import datetime
import math
import platform
import random
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO / "constructs")]

from crusoe_ib.verify.operator import sweep as algo  # noqa: E402


def synthetic(schedule: list, rails: list, faulty: set, rng: random.Random) -> list:
    out = []
    for n, round_ in enumerate(schedule):
        for client, server in round_:
            for rail in rails:
                slow = (client, rail) in faulty or (server, rail) in faulty
                bw = rng.uniform(20000, 33000) if slow else rng.uniform(48050, 48700)
                status, missed = algo.classify(bw, 48000.0, 45000.0)
                out.append({"round": n, "client": client, "server": server, "rail": rail, "write_bw_mb_per_s": bw,
                            "status": status, "missed_by_pct": missed, "remeasure": False, "error": None})
    return out


def clock(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def human(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 3 * 3600:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def accuracy(n: int, rails: list, trials: int) -> list:
    """``[(share faulty, rounds, planted, missed, wrongly named, suspects)]``: random faulty rails planted in
    synthetic sweeps of ``n`` nodes, each judged, summed over ``trials`` seeds."""
    out = []
    keys = [f"node-{i:03d}" for i in range(n)]
    for share in (0.02, 0.05, 0.1, 0.2):
        for rounds in (4, 8):
            schedule = algo.plan(keys, rounds)
            planted = missed = wrong = suspects = 0
            for seed in range(trials):
                rng = random.Random(seed)
                faulty = {(k, rng.choice(rails)) for k in rng.sample(keys, max(1, int(n * share)))}
                judged = algo.judge(keys, rails, synthetic(schedule, rails, faulty, rng), 45000.0)
                found = {(f["node"], f["rail"]) for f in judged["faults"]}
                planted += len(faulty)
                missed += len(faulty - found)
                wrong += len(found - faulty)
                suspects += len(judged["suspects"])
            out.append((share, rounds, planted, missed, wrong, suspects))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="128,512,2048,4096")
    ap.add_argument("--rounds", type=int, default=algo.DEFAULT_ROUNDS)
    ap.add_argument("--rails", type=int, default=8, help="rails per node (8 on H100/H200/B200/B300)")
    ap.add_argument("--rail-s", type=float, default=2.0, help="seconds per rail per pair (an assumption; see above)")
    ap.add_argument("--delay-s", type=float, default=3.0, help="the server's head start (SshPairRunner's delay_s)")
    ap.add_argument("--parallel", type=int, default=32, help="pairs at once (sweep --parallel)")
    ap.add_argument("--faulty", type=float, default=0.01, help="share of nodes slow on one rail in the judged data")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--accuracy", type=int, metavar="N", help="also: how often the judge names exactly the planted "
                    "faults in N-node pools, 2-20%% of the nodes faulty on one rail, 4 and 8 rounds, 10 seeds each")
    args = ap.parse_args(argv)
    rails = [f"mlx5_{i + 1}" for i in range(args.rails)]
    t_pair = args.delay_s + args.rails * args.rail_s
    rows = []
    for n in [int(s) for s in args.sizes.split(",")]:
        keys = [f"node-{i:03d}" for i in range(n)]
        plan_s = clock(lambda: algo.plan(keys, args.rounds), args.repeat)
        schedule = algo.plan(keys, args.rounds)
        facts = algo.plan_facts(keys, schedule)
        rng = random.Random(n)
        faulty = {(k, rng.choice(rails)) for k in rng.sample(keys, max(1, int(n * args.faulty)))}
        data = synthetic(schedule, rails, faulty, rng)
        judged = algo.judge(keys, rails, data, 45000.0)
        assert {(f["node"], f["rail"]) for f in judged["faults"]} == faulty, "the judge missed a planted fault"
        judge_s = clock(lambda: algo.judge(keys, rails, data, 45000.0), max(1, args.repeat // 2))
        waves = math.ceil((n // 2) / args.parallel)
        sweep_s = facts["rounds"] * waves * t_pair
        all_rounds = n - 1 + n % 2
        rows.append([f"{n:,}", f"{plan_s * 1000:.1f}", str(facts["rounds"]), f"{facts['pairs']:,}", str(facts["min_partners"]),
                     f"{judge_s:.2f}", f"{len(faulty)}", human(sweep_s), f"{facts['all_pairs']:,}", human(all_rounds * waves * t_pair),
                     f"{all_rounds / facts['rounds']:.0f}x"])
    header = ["nodes", "plan ms", "rounds", "pairs", "min partners", "judge s", "faults found", "sweep (model)",
              "all pairs", "all pairs (model)", "saved"]
    note = (f"{datetime.date.today()}, {platform.python_implementation()} {platform.python_version()}, "
            f"{args.rails} rails, model: t_pair = {args.delay_s:g} s + {args.rails} x {args.rail_s:g} s = {t_pair:g} s, "
            f"{args.parallel} pairs at once")
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for r in rows:
            print("| " + " | ".join(r) + " |")
        print()
        print(note)
    else:
        widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
        print("  ".join(h.rjust(w) for h, w in zip(header, widths)))
        for r in rows:
            print("  ".join(c.rjust(w) for c, w in zip(r, widths)))
        print(note)
    if args.accuracy:
        print()
        print(f"judge accuracy, {args.accuracy} nodes, one rail, 10 seeds per row:")
        print("| faulty share | rounds | planted | missed | wrongly named | suspects |")
        print("|---|---|---|---|---|---|")
        for share, rounds, planted, missed, wrong, suspects in accuracy(args.accuracy, rails[:1], 10):
            print(f"| {share:.0%} | {rounds} | {planted} | {missed} | {wrong} | {suspects} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
