"""``crusoe-ib-verify fleet | bisect | remediate | mesh``: argparse and output (bodies in :mod:`.fleet`).

Operator-side only: :mod:`.cli` adds these subcommands where this module is importable, and the
node's zipapp leaves it out (the nodes never replace themselves, and every byte of the zipapp rides
in every node's startup script).
"""

from __future__ import annotations

from . import fleet as body
from . import mesh as mesh_body
from . import MAX_SHARE, RESULT_PATH
from .terminal import print_json, safe, say


def _print_json(doc: dict) -> None:
    print_json(doc)


def cmd_fleet(args) -> int:
    doc = body.fleet(args)
    if args.json:
        _print_json(doc)
    else:
        say("%-9s %-16s %-10s %s", "NODE", "HOST", "VERDICT", "FAILING RULES / WHY")
        for row in doc["nodes"]:
            detail = ", ".join(row["failing_rules"]) if row["verdict"] == "FAIL" else row["error"]
            say("%s", ("%-9s %-16s %-10s %s" % (safe(row["node_key"]), safe(row["host"]), safe(row["verdict"]), safe(detail))).rstrip())
        s = doc["summary"]
        say("FLEET: %s  (%d nodes: %d pass, %d fail, %d conflict, %d no result; pool %s)",
            doc["verdict"], len(doc["nodes"]), s["PASS"], s["FAIL"], s["CONFLICT"], s["NO_RESULT"], doc["pool_address"])
    return 0 if doc["ok"] else 1


def cmd_bisect(args) -> int:
    doc = body.bisect(args)
    if args.json:
        _print_json(doc)
    else:
        for test in doc["tests"]:
            for rail, r in sorted(test["rails"].items()):
                say("%-5s %s -> %s %-8s %s", r["status"].upper(), test["client"], test["server"], rail, r["reason"])
        say("BISECT: %s  %s", doc["verdict"], doc["explanation"])
    return 0 if doc["ok"] else 1


def cmd_remediate(args) -> int:
    doc = body.remediate(args)
    if args.json:
        _print_json(doc)
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


def cmd_mesh(args) -> int:
    doc = mesh_body.mesh(args)
    if args.json:
        _print_json(doc)
    else:
        # Host keys, addresses and errors come from the nodes: shown through the sanitizer, never raw.
        say("%-9s %-16s %-16s %-11s %s", "NODE", "ADDRESS", "PRIVATE", "FROM NODE 0", "HOST KEY / WHY")
        for n in doc["nodes"]:
            detail = n["error"] or (n["host_key"] or "").split(" ")[0] + " pinned"
            say("%-9s %-16s %-16s %-11s %s", n["label"], n["address"], n["private_address"],
                "ok" if n["reachable"] else "NO", detail)
        say("MESH: %s  (launcher %s; its key %s)", "ok" if doc["ok"] else "FAILED", doc["launcher"], doc["key"])
    return 0 if doc["ok"] else 1


def add_parsers(sub) -> None:
    """The operator-side subcommands, on :func:`.cli.build_parser`'s subparsers."""

    def ssh_opts(sp, timeout: float):
        sp.add_argument("--user", help="SSH login user (default: the output's ssh_user)")
        sp.add_argument("--jump", metavar="HOST", help="jump host, [user@]host[:port] (default: the output's ssh_jump_host)")
        sp.add_argument("--ssh", default="ssh", help="ssh executable (default: ssh on the tool path)")
        sp.add_argument("--tool-path", help="PATH-style directories to find ssh in (default: $PATH)")
        sp.add_argument("--timeout", type=float, default=timeout, help="seconds per node (default %g)" % timeout)

    remediation_help = "the stack's verify_remediation output: terraform output -json verify_remediation > remediation.json"
    sp = sub.add_parser("fleet", help="every node's boot-time check over SSH, as one table with a fleet verdict")
    src = sp.add_mutually_exclusive_group()
    src.add_argument("--hostfile", help="lines 'HOST node-007' (instead of --remediation)")
    sp.add_argument("--remediation", metavar="FILE", help=remediation_help)
    src.add_argument("--from-dir", metavar="DIR", help="read recorded DIR/<node key>.node-check.json instead of SSH")
    sp.add_argument("--pool-address", help="the pool's resource (default: from --remediation, else from each node check)")
    sp.add_argument("--remote", default=RESULT_PATH, help="the node check's file on each node (default %s)" % RESULT_PATH)
    sp.add_argument("--dest", default="node-checks", help="where fetched files land as <node key>.node-check.json (default node-checks)")
    sp.add_argument("--no-sudo", action="store_true", help="read the file without sudo -n")
    sp.add_argument("--parallel", type=int, default=8, help="nodes fetched at once (default 8)")
    sp.add_argument("--max-bytes", default="64M", help="largest node check fetched (default 64M)")
    sp.add_argument("--json", action="store_true", help="print the fleet document as JSON")
    ssh_opts(sp, 60.0)
    sp.set_defaults(func=cmd_fleet)

    sp = sub.add_parser("bisect", help="which node of a slow pair is at fault, and on which rail (ib_write_bw against peers)")
    sp.add_argument("--remediation", metavar="FILE", required=True, help=remediation_help)
    sp.add_argument("--slow", nargs=2, metavar=("A", "B"), required=True, help="the slow pair's node keys")
    sp.add_argument("--peer", action="append", help="a peer to test against (repeat; default: every other node, in order)")
    sp.add_argument("--max-peers", type=int, default=3, help="peers tried before giving up (default 3)")
    sp.add_argument("--instance-type", help="default: the output's instance_type")
    sp.add_argument("--device", action="append", help="rail device (repeat; default: the type's HCAs)")
    sp.add_argument("--from-dir", metavar="DIR", help="recorded ib_write_bw client outputs DIR/<client>--<server>/<rail>.out")
    sp.add_argument("--json", action="store_true", help="print the bisect document as JSON")
    ssh_opts(sp, 120.0)
    sp.set_defaults(func=cmd_bisect)

    sp = sub.add_parser("remediate", help="failing nodes -> diagnostics bundle, then terraform apply -replace, one node at a time")
    sp.add_argument("--remediation", metavar="FILE", required=True, help=remediation_help)
    sp.add_argument("--fleet", action="append", metavar="FILE", help="a fleet --json document (repeat)")
    sp.add_argument("--bisect", action="append", metavar="FILE", help="a bisect --json document (repeat)")
    sp.add_argument("--node", action="append", metavar="KEY", help="a node to replace, by key (repeat)")
    sp.add_argument("--max-share", type=float,
                    help="largest share of the pool one run may replace (default: the output's max_share, %g unless "
                         "the stack sets another)" % MAX_SHARE)
    sp.add_argument("--production", action="store_true", help="required to print replace commands for a production stack")
    sp.add_argument("--stack-dir", help="the synthesized stack's directory (default cdktf.out/stacks/<stack>)")
    sp.add_argument("--json", action="store_true", help="print the remediation plan as JSON")
    sp.set_defaults(func=cmd_remediate)

    sp = sub.add_parser("mesh", help="SSH from the launcher (first node) to every node for mpirun: a key made on the "
                                     "launcher, host keys pinned")
    sp.add_argument("--hostfile", required=True,
                    help="lines 'ADDRESS PRIVATE_ADDRESS [LABEL]', the launcher first (the verify_commands.mesh_hostfile output)")
    sp.add_argument("--json", action="store_true", help="print the mesh document as JSON")
    ssh_opts(sp, 60.0)
    sp.set_defaults(func=cmd_mesh)
