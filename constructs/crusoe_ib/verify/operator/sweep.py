"""The pool-wide ``ib_write_bw`` sweep: the schedule and the judge (standard library only, no I/O).

Why a sweep. One pair (node-000 against node-001) proves two nodes; all pairs proves everything but
costs ``n (n - 1) / 2`` measurements, ``n - 1`` rounds even when every node is busy in every round
(2,047 rounds at 2,048 nodes). What localizes a fault to a node and a rail is weaker than all pairs:
every node measured against a few *different* partners. A faulty rail is slow with most of its
partners; a healthy rail is slow only with the faulty ones. This is how the fleet tools that run
pools this size do it (AWS SageMaker HyperPod's deep health checks pair the nodes N/2 at a time;
AMD Primus and ROCm CVS bisect node lists or test against known-good references).

The schedule (:func:`plan`): the *circle method* of round-robin tournaments (the way chess and sports
leagues draw their rounds: fix one competitor, rotate the others, a dummy for the bye in an odd field;
Wikipedia, "Round-robin tournament", Scheduling algorithm). Number the nodes ``0 .. m - 1`` in key order, with ``m`` the node count
rounded up to even (an odd pool gets one "bye" seat). Seat ``m - 1`` stays fixed; in round ``t`` it
meets node ``t``, and every other node ``x`` meets ``(2t - x) mod (m - 1)``. Over the ``m - 1`` rounds
of the full tournament every two nodes meet exactly once, and each round is a perfect matching. A
sweep plays ``R`` of those rounds (default 4, at most 8, whatever the pool size), so:

- every round is a set of disjoint pairs that run at the same time, and every node is busy in every
  round (in an odd pool, the node seated against the bye sits out that round: a different node each
  round, so each node meets at least ``R - 1`` partners);
- each node meets ``R`` different partners (``R - 1`` if it sat out once): at least three at the
  default, as long as the pool has four nodes or more;
- **two nodes meet at most once**. This is what makes the judge sound: two faulty nodes share at most
  one measurement, so they can explain at most two of a third node's slow measurements, and a node's
  slow measurements with several different partners cannot come from one bad partner.

The ``R`` rounds are chosen so that a node's partners are spread evenly over the key order rather
than being its neighbours (neighbouring keys are often neighbouring hosts: a sweep should cross the
fabric, not stay under one leaf switch): node ``x`` meets ``2t - x``, so round ``t`` is the one with
``2t = k (m - 1) / R (mod m - 1)`` for ``k = 0 .. R - 1`` (``m - 1`` is odd, so 2 has an inverse), and
``x``'s partners lie about ``(m - 1) / R`` keys apart. Each pair's
client and server alternate by round, so a node is the sender in some rounds and the receiver in
others. The plan is O(n R) and deterministic: the same pool gives the same plan on every machine, so
a recorded run can be replayed and judged against it.

The judge (:func:`judge`), rail by rail (a rail is its own fabric: mlx5_3 slow says nothing about
mlx5_1). A measurement is PASS at or above the type's target, WARN between floor and target, FAIL
below the floor or when the rail did not connect, UNAVAILABLE when nothing was measured (a node did
not answer, no recording). A pair's latest informative measurement counts (a passing re-measure
overrides one slow measurement). Then, greedily:

1. a node is a *candidate* on a rail when it met at least three partners on it and it is slow with
   at least two of them that are not yet proven faulty, and with more than half of those;
2. the strongest candidate is proven faulty first: the most unexplained slow partners, then the
   candidate whose slow partners look healthiest otherwise (fewest slow measurements of their own: a
   healthy node that met two faulty ones has partners slow with everybody), then key order;
3. its slow measurements now count as explained for its partners, and the candidates are recomputed,
   until none is left.

So a faulty rail is named as long as most of its partners are not faulty; a healthy node whose slow measurements
are all with nodes already proven faulty stays healthy (two faulty nodes cannot condemn a third); two
faulty nodes paired with each other are both named (each is slow with its other partners); and a
node dead on every rail is named on every rail. What is left is never a fault: a node slow with one
partner only (one noisy measurement, or the path between the two), slow with a minority of partners,
or measured against fewer than three, is a *suspect* with the reason, to be re-measured; a node
whose every partner was proven faulty cannot be told healthy and is a suspect too. A live sweep
re-measures each single slow measurement once before judging (:func:`single_slow_pairs`).
"""

from __future__ import annotations

import re

DEFAULT_ROUNDS = 4
MAX_ROUNDS = 8
MIN_PARTNERS = 3

PASS, WARN, FAIL, UNAVAILABLE, SUSPECT = "PASS", "WARN", "FAIL", "UNAVAILABLE", "SUSPECT"


def key_order(keys) -> list:
    """Pool keys in numeric order (``node-999`` before ``node-1000``), then by name."""
    def sort_key(key: str):
        m = re.search(r"([0-9]+)\Z", key)
        return (key[: m.start()] if m else key, int(m.group(1)) if m else -1, key)

    return sorted(keys, key=sort_key)


def plan(keys, rounds: int = DEFAULT_ROUNDS, all_pairs: bool = False) -> list:
    """``[[(client, server), ...] per round]``: ``rounds`` rounds of the circle method (module
    docstring), fewer where the pool has fewer (two nodes: one round; three: three); ``all_pairs``:
    the whole tournament (every node against every other, ``n - 1`` rounds, ``n`` when odd)."""
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
        raise ValueError(f"rounds must be a whole number from 1 to {MAX_ROUNDS}, not {rounds!r}")
    nodes = key_order(keys)
    if len(nodes) != len(set(nodes)):
        raise ValueError("the pool lists a node twice")
    if len(nodes) < 2:
        return []
    m = len(nodes) + len(nodes) % 2  # seat m - 1 is the bye in an odd pool
    total = m - 1  # rounds of the full tournament
    count = total if all_pairs else min(rounds, total)
    out = []
    half = (total + 1) // 2  # 2 x half = 1 (mod total): total is odd
    for k in range(count):
        # Node x meets (2t - x): rounds t with 2t = k x total / count (mod total) put x's partners a
        # count-th of the pool apart from each other.
        t = (k * total // count) * half % total
        pairs = [(m - 1, t)] + [((t + i) % total, (t - i) % total) for i in range(1, m // 2)]
        round_ = []
        for a, b in pairs:
            if a >= len(nodes) or b >= len(nodes):
                continue  # against the bye: this node sits the round out
            if k % 2:  # the sender in one round is the receiver in the next
                a, b = b, a
            round_.append((a, b))
        out.append([(nodes[a], nodes[b]) for a, b in sorted(round_, key=lambda p: min(p))])
    return out


def plan_facts(keys, schedule: list) -> dict:
    """What a plan guarantees, counted: rounds, pairs, fewest distinct partners, idle node-rounds."""
    partners: dict = {k: set() for k in keys}
    idle = 0
    for round_ in schedule:
        busy = set()
        for a, b in round_:
            if a in busy or b in busy:
                raise ValueError(f"a round uses a node twice ({a}, {b})")
            busy |= {a, b}
            partners[a].add(b)
            partners[b].add(a)
        idle += len(partners) - len(busy)
    n = len(partners)
    return {"nodes": n, "rounds": len(schedule), "pairs": sum(len(r) for r in schedule),
            "min_partners": min((len(p) for p in partners.values()), default=0),
            "max_partners": max((len(p) for p in partners.values()), default=0),
            "idle_node_rounds": idle, "all_pairs": n * (n - 1) // 2}


def classify(bw, target, floor, error=None) -> tuple:
    """``(status, missed_by_pct)`` of one measurement: FAIL below the floor (missed_by_pct: how far
    below the floor), WARN below the target (how far below the target), PASS otherwise (None); a
    measurement without a number is FAIL with an ``error`` (the rail did not connect), else
    UNAVAILABLE."""
    if bw is None:
        return (FAIL if error else UNAVAILABLE), None
    if floor is None:
        return UNAVAILABLE, None
    if bw < floor:
        return FAIL, round(100.0 * (floor - bw) / floor, 1)
    if target is not None and bw < target:
        return WARN, round(100.0 * (target - bw) / target, 1)
    return PASS, None


def _edges(measurements: list, rail: str) -> dict:
    """``{frozenset(pair): measurement}``: each pair's latest informative measurement on ``rail``
    (a re-measure after the first; UNAVAILABLE only when nothing else was measured)."""
    edges: dict = {}
    for m in measurements:
        if m["rail"] != rail:
            continue
        pair = frozenset((m["client"], m["server"]))
        old = edges.get(pair)
        if old is None or m["status"] != UNAVAILABLE or old["status"] == UNAVAILABLE:
            edges[pair] = m
    return edges


def _graph(keys, edges: dict) -> tuple:
    bad = {k: set() for k in keys}
    good = {k: set() for k in keys}
    for pair, m in edges.items():
        if m["status"] == UNAVAILABLE or len(pair) != 2:
            continue
        a, b = sorted(pair)
        if a not in bad or b not in bad:
            continue
        side = bad if m["status"] == FAIL else good
        side[a].add(b)
        side[b].add(a)
    return bad, good


def _fmt_bw(m: dict) -> str:
    bw = m.get("write_bw_mb_per_s")
    return f"{bw:,.0f} MB/s" if bw is not None else "no result"


def judge(keys, devices: list, measurements: list, floor=None, unreachable=()) -> dict:
    """``{"faults", "suspects", "rails": {node: {rail: status}}, "below_target": {node: [rails]}}``
    from the measurements (the module docstring's rules)."""
    keys = key_order(keys)
    order = {k: i for i, k in enumerate(keys)}
    unreachable = set(unreachable)
    faults, suspects = [], []
    rails = {k: {} for k in keys}
    below_target: dict = {}
    for rail in devices:
        edges = _edges(measurements, rail)
        bad, good = _graph(keys, edges)
        met = {k: bad[k] | good[k] for k in keys}
        faulty: list = []
        gone: set = set()

        def candidate(x):
            if x in gone or len(met[x]) < MIN_PARTNERS:
                return None
            slow = bad[x] - gone
            informative = met[x] - gone
            if len(slow) < 2 or 2 * len(slow) <= len(informative):
                return None
            support = sum(len(bad[p] - gone) for p in slow)
            return (-len(slow), support, order[x])

        scores = {x: s for x in keys for s in [candidate(x)] if s}
        while scores:
            best = keys[min(scores.values())[2]]
            faulty.append(best)
            gone.add(best)
            # Only the condemned node's partners and their partners change score.
            touched = {best} | met[best] | {q for p in met[best] for q in met[p]}
            for x in touched:
                s = candidate(x)
                if s:
                    scores[x] = s
                else:
                    scores.pop(x, None)
        for x in faulty:
            slow = sorted(bad[x], key=order.get)
            shown = ", ".join(f"{p} {_fmt_bw(edges[frozenset((x, p))])}" for p in slow[:4])
            more = f" and {len(slow) - 4} more" if len(slow) > 4 else ""
            healthy = [p for p in slow if p not in gone]
            floor_txt = f" (floor {floor:,.0f} MB/s)" if floor else ""
            faults.append({
                "node": x, "rail": rail, "slow_with": slow, "partners": sorted(met[x], key=order.get),
                "evidence": f"{x} {rail} is slow with {len(slow)} of {len(met[x])} partners{floor_txt}: {shown}{more}; "
                            f"{len(healthy)} of them are not faulty themselves",
                "action": "replace"})
            rails[x][rail] = FAIL
        for x in keys:
            if rails[x].get(rail) == FAIL:
                continue
            slow = sorted(bad[x] - gone, key=order.get)
            informative = met[x] - gone
            why = None
            if slow and len(met[x]) < MIN_PARTNERS:
                why = (f"slow with {', '.join(slow)} on {rail}, but measured against only {len(met[x])} partner(s): too "
                       f"few to decide (a fault needs {MIN_PARTNERS}); re-measure against other nodes")
            elif len(slow) == 1:
                other = slow[0]
                why = (f"slow on {rail} only with {other} ({_fmt_bw(edges[frozenset((x, other))])}; "
                       f"{len(informative) - 1} other partner(s) fine): one measurement is noise or the path between "
                       f"the two; re-measure the pair (crusoe-ib-verify bisect --slow {x} {other})")
            elif slow:
                why = (f"slow on {rail} with {len(slow)} of {len(informative)} partners ({', '.join(slow)}): not most of "
                       "them; re-measure")
            elif met[x] and not informative:
                why = (f"every partner it met on {rail} ({', '.join(sorted(met[x], key=order.get))}) is faulty: it "
                       "cannot be told healthy; measure it against a healthy node")
            if why:
                suspects.append({"node": x, "rail": rail, "why": why, "slow_with": slow})
                rails[x][rail] = SUSPECT
            elif x in unreachable or not met[x]:
                rails[x][rail] = UNAVAILABLE
            else:
                rails[x][rail] = PASS
                # Below the target (above the floor) with most of its healthy partners: a soft warning.
                warn = [p for p in informative if edges[frozenset((x, p))]["status"] == WARN]
                if warn and 2 * len(warn) > len(informative):
                    below_target.setdefault(x, []).append(rail)
    for x in keys:
        if x in unreachable:
            suspects.append({"node": x, "rail": None, "why": "did not answer over SSH: nothing was measured with it",
                             "slow_with": []})
    faults.sort(key=lambda f: (order[f["node"]], devices.index(f["rail"])))
    suspects.sort(key=lambda s: (order[s["node"]], devices.index(s["rail"]) if s["rail"] in devices else -1))
    return {"faults": faults, "suspects": suspects, "rails": rails, "below_target": below_target}


def single_slow_pairs(keys, devices: list, measurements: list, floor=None) -> list:
    """``[(client, server)]``: the pair behind each suspect slow with one partner only (what is left
    once the faults explain their partners' slow measurements), not yet re-measured: what a live sweep
    measures once more before it judges."""
    pairs = set()
    for suspect in judge(keys, devices, measurements, floor)["suspects"]:
        if len(suspect["slow_with"]) == 1:
            edge = _edges(measurements, suspect["rail"])[frozenset((suspect["node"], suspect["slow_with"][0]))]
            if not edge.get("remeasure"):
                pairs.add((edge["client"], edge["server"]))
    return sorted(pairs)


def disjoint_rounds(pairs: list) -> list:
    """Pairs packed greedily into rounds in which no node appears twice."""
    rounds: list = []
    for a, b in pairs:
        for round_ in rounds:
            if not any(a in p or b in p for p in round_):
                round_.append((a, b))
                break
        else:
            rounds.append([(a, b)])
    return rounds
