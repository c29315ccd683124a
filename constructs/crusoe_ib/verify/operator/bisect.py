"""``bisect``: a slow pair (A, B): test A and B each against other peers with ``ib_write_bw`` (the
``pair`` command on the nodes, judged by the same ``write_bw`` rule), and name the node and rail at
fault. A peer that is slow with both is suspect itself, so the next peer is tried. A node is named only
once a second measurement confirms it (against another peer, or from the other side of the same link):
one peer alone (a compromised or flaky one) cannot get a healthy node replaced."""

from __future__ import annotations

from ..node.command_io import UNKNOWN, UsageError
from ..node.suites import pair_verdicts
from ..node.thresholds import ThresholdError, thresholds_for
from ..node.verdicts import FAIL, PASS
from .document import document
from .pair_runners import RecordedPairRunner, SshPairRunner
from .remediation_input import node_ssh, read_remediation


def _judge(reports: dict, thresholds, devices: list) -> dict:
    """``{rail: {"status": ok|slow|error, "bw_average_mb_per_s", "reason"}}`` by the write_bw rule."""
    out = {}
    for dev in devices:
        report = reports.get(dev) or reports.get("*") or {"error": f"no report for rail {dev}", "rows": []}
        verdict = pair_verdicts({f"rail {dev}": report}, thresholds)[0]
        bw = verdict.details.get("bw_average_mb_per_s")
        status = "ok" if verdict.status == PASS else "slow" if verdict.status == FAIL and bw is not None else "error"
        out[dev] = {"status": status, "bw_average_mb_per_s": bw, "reason": verdict.reason}
    return out


def _confirm(runner, thr, devices: list, bad: dict, peer: str, others: list, tests: list) -> tuple:
    """``(confirmed {node: {rail: evidence}}, unconfirmed [...])``: each rail a node looked slow on
    with ``peer`` is measured once more before the node is named, against the next other peer (the
    node as the client again), or, with no other peer left, from the other side of the same link
    (``peer`` as the client, the node as the server). A rail slow both times is confirmed; otherwise
    the finding rests on one peer's word and is reported, never named for replacement."""
    confirmed, unconfirmed = {}, []
    for node, rails in sorted(bad.items()):
        if others:
            client, server, how = node, others[0], f"a second peer, {node} -> {others[0]},"
        else:
            client, server, how = peer, node, f"the other side of the link, {peer} -> {node},"
        judged = _judge(runner.measure(client, server), thr, devices)
        tests.append({"client": client, "server": server, "rails": judged, "confirms": node})
        for dev, evidence in sorted(rails.items()):
            if judged[dev]["status"] == "slow":
                confirmed.setdefault(node, {})[dev] = f"{evidence}; confirmed by {how.rstrip(',')} {judged[dev]['reason']}"
        missed = sorted(d for d in rails if judged[d]["status"] != "slow")
        if missed:
            unconfirmed.append({"node_key": node, "rails": missed, "peer": peer, "confirmation": how.rstrip(",")})
    return confirmed, unconfirmed


def bisect(args, runner=None) -> dict:
    """``bisect``: which node of a slow pair (A, B) is at fault, and on which rail."""
    remediation = read_remediation(args.remediation)
    nodes, pool = remediation["nodes"], remediation["pool_address"]
    a, b = args.slow
    for key in (a, b):
        if key not in nodes:
            raise UsageError(f"--slow {key} is not a node of {pool} (nodes: {', '.join(sorted(nodes))})")
    if a == b:
        raise UsageError("--slow needs two different nodes")
    peers = args.peer or [k for k in sorted(nodes) if k not in (a, b)]
    for key in peers:
        if key not in nodes or key in (a, b):
            raise UsageError(f"--peer {key} must be another node of {pool}")
    if not peers:
        raise UsageError(f"the pool has no third node to test {a} and {b} against")
    itype = args.instance_type or remediation.get("instance_type")
    try:
        thr = thresholds_for(itype)
    except ThresholdError as exc:
        raise UsageError(f"bisect needs thresholds: {exc}")
    # Rails are discovered on a node; the type's published layout names them here only when it has one.
    devices = list(args.device or thr.hca_names or (thr.hca_layouts[0] if len(thr.hca_layouts) == 1 else []))
    if not devices:
        layouts = " or ".join(",".join(layout) for layout in thr.hca_layouts) or "none"
        raise UsageError(f"the rails of {itype} are not one known list (published layouts: {layouts}): pass --device "
                         "(repeat) with the InfiniBand devices `crusoe-ib-verify node` found")
    if runner is None:
        if args.from_dir:
            runner = RecordedPairRunner(args.from_dir, devices)
        else:
            ssh = node_ssh(args, remediation)
            runner = SshPairRunner(remediation, ssh, itype, devices, args.timeout, args.tool_path)
    tests, bad, suspect_peers, unconfirmed = [], {}, [], []
    verdict, explanation = "INCONCLUSIVE", ""
    for peer in peers[:max(1, args.max_peers)]:
        judged = {}
        for node in (a, b):
            judged[node] = _judge(runner.measure(node, peer), thr, devices)
            tests.append({"client": node, "server": peer, "rails": judged[node]})
        slow = {n: {d for d, r in judged[n].items() if r["status"] == "slow"} for n in (a, b)}
        ok = {n: {d for d, r in judged[n].items() if r["status"] == "ok"} for n in (a, b)}
        for node, other in ((a, b), (b, a)):
            # Slow against this peer where the other node reaches the floor with the same peer: the peer
            # is good on that rail, so the node is not.
            for dev in sorted(slow[node] & ok[other]):
                bad.setdefault(node, {})[dev] = (f"{node} -> {peer}: {judged[node][dev]['reason']}; "
                                                 f"{other} -> {peer}: {judged[other][dev]['reason']}")
        both = slow[a] & slow[b]
        if both:
            suspect_peers.append({"node_key": peer, "rails": sorted(both)})
        if bad:
            # Confirm against a peer not yet suspect itself (a peer slow with both would confirm anything).
            suspects = {p["node_key"] for p in suspect_peers}
            others = [p for p in peers if p not in (peer, a, b) and p not in suspects]
            bad, unconfirmed = _confirm(runner, thr, devices, bad, peer, others, tests)
            verdict = "FOUND" if bad else "UNCONFIRMED"
            break
        if not slow[a] and not slow[b] and len(ok[a]) == len(ok[b]) == len(devices):
            verdict = "NOT_REPRODUCED"
            explanation = (f"{a} and {b} each reach the floor on every rail against {peer}: the pair's slowness did not "
                           "reproduce (rerun the pair test; if it stays slow, the fabric path between them is "
                           "suspect: collect bundles on both and open a Crusoe support ticket).")
            break
    if verdict == "UNCONFIRMED":
        explanation = ("; ".join(f"{u['node_key']} looked slow on {', '.join(u['rails'])} against {u['peer']}, but "
                                 f"{u['confirmation']} did not confirm it" for u in unconfirmed) +
            ": no node is named for replacement on one measurement. Rerun bisect with other peers (--peer), or "
            "collect bundles on the nodes for Crusoe support.")
    if verdict == "INCONCLUSIVE":
        both = ", ".join(f"{p['node_key']} on {', '.join(p['rails'])}" for p in suspect_peers)
        with_both = f" (slow with both: {both})" if suspect_peers else ""
        explanation = (f"No peer tested told the nodes apart{with_both}; test against other peers (--peer, --max-peers) "
                       "or collect bundles on both nodes for Crusoe support.")
    bad_nodes = [{"node_key": node, "terraform_address": nodes[node]["address"], "host": nodes[node].get("host") or UNKNOWN,
                  "rails": sorted(rails), "evidence": [rails[d] for d in sorted(rails)]}
                 for node, rails in sorted(bad.items())]
    if bad_nodes:
        explanation = "; ".join(f"{n['node_key']} ({n['terraform_address']}) is slow on {', '.join(n['rails'])}"
                                for n in bad_nodes) + "." + "".join(
            f" {p['node_key']} was slow with both nodes on {', '.join(p['rails'])}: test it too." for p in suspect_peers)
    return document("bisect", stack=remediation["stack"], pool_address=pool, instance_type=itype, slow_pair=[a, b],
                    rails=devices, tests=tests, bad_nodes=bad_nodes, suspect_peers=suspect_peers, unconfirmed=unconfirmed,
                    verdict=verdict,
                    explanation=explanation, ok=verdict == "NOT_REPRODUCED")
