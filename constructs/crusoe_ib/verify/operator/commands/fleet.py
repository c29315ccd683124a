"""``fleet``: every node's boot-time check over SSH (or recorded), as one table with a fleet verdict."""

from __future__ import annotations

from ... import RESULT_PATH
from ...node.terminal import print_json, safe, say
from ..fleet_table import fleet
from ..output import colour_on, paint, show_pass_rows, to_csv
from ._options import REMEDIATION_HELP, ssh_options, table_options


#: Failures first: what a person acts on, then what is missing, then the passes.
_ORDER = {"FAIL": 0, "CONFLICT": 1, "NO_RESULT": 2, "PASS": 3}


def _detail(row: dict) -> str:
    return ", ".join(row["failing_rules"]) if row["verdict"] == "FAIL" else row["error"]


def _rails(row: dict) -> str:
    """The rails (``mlx5_3``) and GPUs the failing findings name, from their subjects."""
    return " ".join(sorted({str(f.get("subject") or "").split(" ")[0] for f in row["failing"] if f.get("subject")}))


def cmd_fleet(args) -> int:
    doc = fleet(args)
    rows = sorted(doc["nodes"], key=lambda r: (_ORDER.get(r["verdict"], 1), doc["nodes"].index(r)))
    if args.json:
        print_json(doc)
    elif args.csv:
        print(to_csv(["node_key", "host", "terraform_address", "verdict", "action", "failing_rules", "failing_subjects",
                      "error"], [[r["node_key"], r["host"], r["terraform_address"], r["verdict"], r.get("action") or "",
                                  " ".join(r["failing_rules"]), _rails(r), r["error"]] for r in rows]), end="")
    else:
        on = colour_on()
        shown = [r for r in rows if r["verdict"] != "PASS" or show_pass_rows(args, len(rows))]
        say("%-9s %-16s %-10s %-10s %s", "NODE", "HOST", "VERDICT", "ACTION", "FAILING RULES / WHY")
        for row in shown:
            say("%s", (f"{safe(row['node_key']):9} {safe(row['host']):16} {paint(row['verdict'], 10, on)} "
                       f"{safe(row.get('action') or ''):10} {safe(_detail(row))}").rstrip())
        hidden = len(rows) - len(shown)
        if hidden and not args.failures_only:
            say("(%d PASS rows not shown: --all lists them)", hidden)
        s = doc["summary"]
        say("FLEET: %s  (%d nodes: %d pass, %d fail, %d conflict, %d no result; pool %s)",
            paint(doc["verdict"], 0, on), len(doc["nodes"]), s["PASS"], s["FAIL"], s["CONFLICT"], s["NO_RESULT"],
            doc["pool_address"])
    return 0 if doc["ok"] else 1


def add_parser(sub) -> None:
    sp = sub.add_parser("fleet", help="every node's boot-time check over SSH, as one table with a fleet verdict")
    src = sp.add_mutually_exclusive_group()
    src.add_argument("--hostfile", help="lines 'HOST node-007' (instead of --remediation)")
    sp.add_argument("--remediation", metavar="FILE", help=REMEDIATION_HELP)
    src.add_argument("--from-dir", metavar="DIR", help="read recorded DIR/<node key>.node-check.json instead of SSH")
    sp.add_argument("--pool-address", help="the pool's resource (default: from --remediation, else from each node check)")
    sp.add_argument("--remote", default=RESULT_PATH, help=f"the node check's file on each node (default {RESULT_PATH})")
    sp.add_argument("--dest", default="node-checks", help="where fetched files land as <node key>.node-check.json (default node-checks)")
    sp.add_argument("--no-sudo", action="store_true", help="read the file without sudo -n")
    sp.add_argument("--parallel", type=int, default=8, help="nodes fetched at once (default 8)")
    sp.add_argument("--max-bytes", default="64M", help="largest node check fetched (default 64M)")
    table_options(sp, "print the fleet document as JSON", "print one CSV row per node, failures first")
    ssh_options(sp, 60.0)
    sp.set_defaults(func=cmd_fleet)


#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("terraform output -json verify_remediation > remediation.json", "once, after the apply"),
    ("crusoe-ib-verify fleet --remediation remediation.json", "every node's boot check over SSH, one table"),
    ("crusoe-ib-verify fleet --from-dir node-checks --remediation remediation.json --json > fleet.json",
     "from recorded node checks, as JSON for remediate"),
)
EXIT_CODES = (
    (0, "every node's check passed"),
    (1, "a node failed, conflicts or has no result (the table says which)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
