"""``report``: fleet, sweep, nccl and node documents -> one self-contained HTML page (:mod:`..report`)."""

from __future__ import annotations

from ...node.terminal import say
from .. import report as body


def cmd_report(args) -> int:
    out = body.report(args)
    say("report: wrote %s", out)
    return 0


def add_parser(sub) -> None:
    sp = sub.add_parser("report", help="the fleet, sweep, nccl and node --json documents as one self-contained HTML page",
                        description="report: write one HTML file (inline CSS and SVG, nothing fetched when opened): the summary "
                                    "and recommended actions, the node x rail grid, the sweep's pair-bandwidth heatmap, "
                                    "busbw against message size with the target and floor, the nvbandwidth GPU matrix "
                                    "and every failure with its evidence.")
    sp.add_argument("--fleet", metavar="FILE", help="crusoe-ib-verify fleet --json output")
    sp.add_argument("--sweep", metavar="FILE", action="append", help="crusoe-ib-verify sweep --json output (repeatable)")
    sp.add_argument("--nccl", metavar="FILE", action="append",
                    help="crusoe-ib-verify nccl (or diagnose) --json output (repeatable: the runs are drawn together)")
    sp.add_argument("--node", metavar="FILE", action="append",
                    help="crusoe-ib-verify node --nvbandwidth --json output, e.g. a node's node-check.json (repeatable)")
    sp.add_argument("--output", "-o", default="crusoe-ib-report.html", help="where to write the page (default %(default)s)")
    sp.add_argument("--title", default="InfiniBand fleet report", help="the page's title")
    sp.set_defaults(func=cmd_report)


#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("crusoe-ib-verify report --fleet fleet.json --sweep sweep.json -o report.html",
     "the fleet's boot checks and the pool sweep as one page"),
    ("crusoe-ib-verify report --nccl nccl.json --node node-007.json",
     "busbw against message size and one node's GPU bandwidth matrix"),
)
EXIT_CODES = (
    (0, "the page was written (whatever the verdicts in it)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
