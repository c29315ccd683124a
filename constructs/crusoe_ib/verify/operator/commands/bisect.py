"""``bisect``: which node of a slow pair is at fault, and on which rail (ib_write_bw against peers)."""

from __future__ import annotations

from ...node.terminal import print_json, say
from ..bisect import bisect
from ._options import REMEDIATION_HELP, ssh_options


def cmd_bisect(args) -> int:
    doc = bisect(args)
    if args.json:
        print_json(doc)
    else:
        for test in doc["tests"]:
            for rail, r in sorted(test["rails"].items()):
                say("%-5s %s -> %s %-8s %s", r["status"].upper(), test["client"], test["server"], rail, r["reason"])
        say("BISECT: %s  %s", doc["verdict"], doc["explanation"])
    return 0 if doc["ok"] else 1


def add_parser(sub) -> None:
    sp = sub.add_parser("bisect", help="which node of a slow pair is at fault, and on which rail (ib_write_bw against peers)")
    sp.add_argument("--remediation", metavar="FILE", required=True, help=REMEDIATION_HELP)
    sp.add_argument("--slow", nargs=2, metavar=("A", "B"), required=True, help="the slow pair's node keys")
    sp.add_argument("--peer", action="append", help="a peer to test against (repeat; default: every other node, in order)")
    sp.add_argument("--max-peers", type=int, default=3, help="peers tried before giving up (default 3)")
    sp.add_argument("--instance-type", help="default: the output's instance_type")
    sp.add_argument("--device", action="append", help="rail device (repeat; default: the type's HCAs)")
    sp.add_argument("--from-dir", metavar="DIR", help="recorded ib_write_bw client outputs DIR/<client>--<server>/<rail>.out")
    sp.add_argument("--json", action="store_true", help="print the bisect document as JSON")
    ssh_options(sp, 120.0)
    sp.set_defaults(func=cmd_bisect)


#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("crusoe-ib-verify bisect --remediation remediation.json --slow node-003 node-007",
     "ib_write_bw of each against good peers: which node, which rail"),
)
EXIT_CODES = (
    (0, "the slow pair was not reproduced: no node is at fault"),
    (1, "a node (and rail) is at fault, or no peer told the two apart (INCONCLUSIVE)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
