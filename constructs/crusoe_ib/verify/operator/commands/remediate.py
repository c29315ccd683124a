"""``remediate``: failing nodes -> diagnostics bundle, then ``terraform apply -replace``, one node at a time."""

from __future__ import annotations

from ... import MAX_SHARE
from ...node.terminal import print_json, say
from .. import fleet as body
from ._options import REMEDIATION_HELP


def cmd_remediate(args) -> int:
    doc = body.remediate(args)
    if args.json:
        print_json(doc)
        return 0 if doc["ok"] else 1
    say("remediate %s: %d failing node(s) of %d; this run may replace at most %d (max share %g)%s.",
        doc["stack"], len(doc["steps"]) + len(doc["refused"]), doc["pool_size"], doc["max_nodes"], doc["max_share"],
        ", production" if doc["production"] else "")
    for r in doc["refused"]:
        say("REFUSED %s: %s", r["node_key"], r["reason"])
    for line in doc["blocked"]:
        say("BLOCKED: %s", line)
    for n, step in enumerate(doc["steps"], 1):
        say("")
        say("# %d/%d %s %s (%s)", n, len(doc["steps"]), step["node_key"], step["terraform_address"], step["why"])
        if step["bundle"]:
            say("# evidence first: the diagnostics bundle, before the VM is gone")
            say("%s", step["bundle"])
        if step["action"] == "reboot":
            say("# then reboot it: the documented fix is a GPU reset (NVIDIA); replace it if the check fails again")
            say("%s", step["reboot"] or "# (the node has no SSH address in the outputs: reboot it from the Crusoe console)")
            say("%s", doc["recheck"])
        if step["replace"]:
            say("# then replace this node only (Terraform shows the plan and asks before it acts)")
            say("%s", step["replace"])
            say("# (cdktn deploy and cdktf deploy pass no -replace to Terraform: after `npx cdktn synth`, run the line above)")
            say("# when the new node has booted, check the fleet before the next node")
            say("%s", doc["recheck"])
    for item in doc["attention"]:
        say("")
        say("# %s %s: no node action; the image or the job is at fault (%s)", item["node_key"], item["terraform_address"],
            item["why"])
        for finding in item["findings"][:8]:
            say("#   %s", finding)
    if not doc["steps"] and not doc["refused"] and not doc["attention"]:
        say("nothing to replace: no failing node.")
    return 0 if doc["ok"] else 1


def add_parser(sub) -> None:
    sp = sub.add_parser("remediate", help="failing nodes -> diagnostics bundle, then terraform apply -replace, one node at a time")
    sp.add_argument("--remediation", metavar="FILE", required=True, help=REMEDIATION_HELP)
    sp.add_argument("--fleet", action="append", metavar="FILE", help="a fleet --json document (repeat)")
    sp.add_argument("--bisect", action="append", metavar="FILE", help="a bisect --json document (repeat)")
    sp.add_argument("--node", action="append", metavar="KEY", help="a node to replace, by key (repeat)")
    sp.add_argument("--max-share", type=float,
                    help=f"largest share of the pool one run may replace (default: the output's max_share, {MAX_SHARE:g} unless "
                         "the stack sets another)")
    sp.add_argument("--production", action="store_true", help="required to print replace commands for a production stack")
    sp.add_argument("--stack-dir", help="the synthesized stack's directory (default cdktf.out/stacks/<stack>)")
    sp.add_argument("--json", action="store_true", help="print the remediation plan as JSON")
    sp.set_defaults(func=cmd_remediate)


#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("crusoe-ib-verify remediate --remediation remediation.json --fleet fleet.json",
     "the commands for fleet's failing nodes: bundle first, then replace one node"),
    ("crusoe-ib-verify remediate --remediation remediation.json --node node-002", "one node, by key"),
)
EXIT_CODES = (
    (0, "a plan was printed (or nothing needs replacing)"),
    (1, "some node was refused or blocked (the lines starting REFUSED / BLOCKED say why)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
