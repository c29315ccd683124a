"""``remediate``: failing nodes -> drain, diagnostics bundle, replace or reboot, node check, undrain; one
node at a time, within the guardrails and the circuit breaker, remembered in the stack's history."""

from __future__ import annotations

from ... import MAX_SHARE
from ...node.terminal import print_json, say
from ..remediation import WORKLOAD_SELECTOR, execute, history_lock, remediate
from ..remediation_input import read_remediation
from ._options import REMEDIATION_HELP, known_hosts_help


def cmd_remediate(args) -> int:
    with history_lock(args):
        return _remediate(args)


def _remediate(args) -> int:
    doc = remediate(args)
    if args.json and not args.execute:
        print_json(doc)
        return 0 if doc["ok"] else 1
    if doc.get("reset"):
        say("remediate %s: circuit breaker reset by %s at %s: %s (recorded in %s).", doc["stack"], doc["reset"]["operator"],
            doc["reset"]["time_utc"], doc["reset"]["evidence"], doc["history"])
        _push(doc)
        return 0
    b = doc["breaker"]
    say("remediate %s (%s pool): %d failing node(s) of %d; this run may replace at most %d (max share %g)%s.",
        doc["stack"], doc["mode"], len(doc["steps"]) + len(doc["refused"]) + len(doc["support"]), doc["pool_size"],
        doc["max_nodes"], doc["max_share"], ", production" if doc["production"] else "")
    say("history %s: %d node(s) replaced or rebooted in the last %g h (%s); the breaker stops at %d.", doc["history"],
        len(b["counted"]), b["window_hours"], ", ".join(b["counted"]) or "none", b["limit"])
    for r in doc["refused"]:
        say("REFUSED %s: %s", r["node_key"], r["reason"])
    for line in doc["blocked"]:
        say("BLOCKED: %s", line)
    for item in doc["support"]:
        say("")
        say("# %s %s: REPEAT OFFENDER, action: support. %s", item["node_key"], item["terraform_address"], item["reason"])
        for r in item["history"][-6:]:
            say("#   %s %s %s (%s) by %s", r["time_utc"], r["action"], r["outcome"], r["evidence"][:100], r["operator"])
        if item["bundle"]:
            say("# the bundle to attach to the ticket:")
            say("%s", item["bundle"])
    if args.execute:
        ok = doc["ok"]
        if doc["steps"] and not doc["blocked"] and not doc["refused"]:
            ok = execute(args, _rem(args), doc, doc["history"], say) and doc["ok"]
        _attention(doc)
        _push(doc)
        return 0 if ok else 1
    for n, step in enumerate(doc["steps"], 1):
        say("")
        say("# %d/%d %s %s, action: %s (%s)", n, len(doc["steps"]), step["node_key"], step["terraform_address"],
            step["action_recommended"], step["why"])
        for s in step["commands"]:
            say("# %s: %s", s["step"], s["why"])
            if s["command"]:
                say("%s", s["command"])
            elif s["step"] == "reboot":
                say("# (the node has no SSH address in the outputs: reboot it from the Crusoe console)")
    _attention(doc)
    if doc["steps"] and not doc["blocked"]:
        say("")
        say("# handed out: recorded in %s (they count against the circuit breaker); --execute runs them itself.", doc["history"])
    if not doc["steps"] and not doc["refused"] and not doc["attention"] and not doc["support"] and not doc["blocked"]:
        say("nothing to replace: no failing node.")
    _push(doc)
    return 0 if doc["ok"] else 1


def _rem(args) -> dict:
    return read_remediation(args.remediation)


def _attention(doc: dict) -> None:
    for item in doc["attention"]:
        say("")
        say("# %s %s: no node action; the image or the job is at fault (%s); action: owner", item["node_key"],
            item["terraform_address"], item["why"])
        for finding in item["findings"][:8]:
            say("#   %s", finding)


def _push(doc: dict) -> None:
    if doc.get("history_push"):
        say("# the history lives beside the remote state: put it back for the next operator")
        say("%s", doc["history_push"])


def add_parser(sub) -> None:
    sp = sub.add_parser("remediate", help="failing nodes -> drain, bundle, replace or reboot, check, undrain; one node "
                                          "at a time, within the circuit breaker (dry run unless --execute)")
    sp.add_argument("--remediation", metavar="FILE", required=True, help=REMEDIATION_HELP)
    sp.add_argument("--fleet", action="append", metavar="FILE", help="a fleet --json document (repeat)")
    sp.add_argument("--bisect", action="append", metavar="FILE", help="a bisect --json document (repeat)")
    sp.add_argument("--sweep", action="append", metavar="FILE", help="a sweep --json document (repeat): its faults, never "
                                                                     "its suspects")
    sp.add_argument("--node", action="append", metavar="KEY", help="a node to replace, by key (repeat)")
    sp.add_argument("--max-share", type=float,
                    help=f"largest share of the pool one run may replace (default: the output's max_share, {MAX_SHARE:g} unless "
                         "the stack sets another)")
    sp.add_argument("--production", action="store_true", help="required to print replace commands for a production stack")
    sp.add_argument("--stack-dir", help="the synthesized stack's directory (default cdktf.out/stacks/<stack>)")
    sp.add_argument("--history", metavar="FILE",
                    help="the remediation history, JSON lines (default: the output's history.path, beside the stack's "
                         "state; $CRUSOE_IB_REMEDIATION_HISTORY overrides it)")
    sp.add_argument("--reset-breaker", metavar="REASON",
                    help="reset the circuit breaker, with the reason (recorded in the history), and do nothing else")
    sp.add_argument("--execute", action="store_true",
                    help="run the steps, one node at a time, stopping at the first that fails (default: print them)")
    sp.add_argument("--drain-timeout", type=int, default=3600, metavar="SECONDS",
                    help="how long to wait for the node's jobs (Slurm) or workload pods (Kubernetes) (default 3600)")
    sp.add_argument("--check-timeout", type=int, default=1800, metavar="SECONDS",
                    help="how long --execute waits for the node's fresh node check after the replace or reboot (default 1800)")
    sp.add_argument("--step-timeout", type=int, default=3600, metavar="SECONDS",
                    help="how long --execute lets one step run (default 3600)")
    sp.add_argument("--skip-bundle", action="store_true",
                    help="leave the diagnostics bundle out (a node that no longer answers over SSH: its bundle step "
                         "would fail and stop --execute)")
    sp.add_argument("--workload-selector", default=WORKLOAD_SELECTOR, metavar="SELECTOR",
                    help=f"Kubernetes: the label selector of the workload pods to wait for (default {WORKLOAD_SELECTOR})")
    sp.add_argument("--kube-context", metavar="NAME", help="Kubernetes: kubectl's --context (default: kubectl's current)")
    sp.add_argument("--ssh", default="ssh", help="ssh executable --execute fetches the node check with (default: ssh on $PATH)")
    sp.add_argument("--known-hosts", metavar="DIR", help=known_hosts_help(True) + "; the printed ssh steps use it too")
    sp.add_argument("--json", action="store_true", help="print the remediation plan as JSON")
    sp.set_defaults(func=cmd_remediate)


#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("crusoe-ib-verify remediate --remediation remediation.json --fleet fleet.json",
     "the steps for fleet's failing nodes (dry run): drain, bundle, replace or reboot, check, undrain"),
    ("crusoe-ib-verify remediate --remediation remediation.json --sweep sweep.json", "the pool sweep's faults"),
    ("crusoe-ib-verify remediate --remediation remediation.json --node node-002 --execute",
     "run the steps for one node, stopping at the first that fails; recorded in the history"),
    ("crusoe-ib-verify remediate --remediation remediation.json --reset-breaker \"switch port fixed, ticket 1234\"",
     "a person resets the circuit breaker, with the reason"),
)
EXIT_CODES = (
    (0, "a plan was printed or carried out (or nothing needs replacing)"),
    (1, "a node was refused or blocked, the circuit breaker tripped, a repeat offender waits for a person, or an "
        "--execute step failed (the lines above say which)"),
    (2, "usage error, unreadable input or a damaged history line (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
