"""``mesh``: SSH from the launcher (first node) to every node for mpirun: a key made there, host keys pinned."""

from __future__ import annotations

from ...node.terminal import print_json, say
from .. import mesh as mesh_body
from ._options import ssh_options


def cmd_mesh(args) -> int:
    doc = mesh_body.mesh(args)
    if args.json:
        print_json(doc)
    else:
        # Host keys, addresses and errors come from the nodes: shown through the sanitizer, never raw.
        say("%-9s %-16s %-16s %-11s %s", "NODE", "ADDRESS", "PRIVATE", "FROM NODE 0", "HOST KEY / WHY")
        for n in doc["nodes"]:
            detail = n["error"] or (n["host_key"] or "").split(" ")[0] + " pinned"
            say("%-9s %-16s %-16s %-11s %s", n["label"], n["address"], n["private_address"],
                "ok" if n["reachable"] else "NO", detail)
        say("MESH: %s  (launcher %s; its key %s)", "ok" if doc["ok"] else "FAILED", doc["launcher"], doc["key"])
    return 0 if doc["ok"] else 1


def add_parser(sub) -> None:
    sp = sub.add_parser("mesh", help="SSH from the launcher (first node) to every node for mpirun: a key made on the "
                                     "launcher, host keys pinned")
    sp.add_argument("--hostfile", required=True,
                    help="lines 'ADDRESS PRIVATE_ADDRESS [LABEL]', the launcher first (the verify_commands.mesh_hostfile output)")
    sp.add_argument("--json", action="store_true", help="print the mesh document as JSON")
    ssh_options(sp, 60.0, output=False)
    sp.set_defaults(func=cmd_mesh)


#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("terraform output -json verify_commands | jq -r .mesh_hostfile > mesh-hosts", "the launcher first"),
    ("crusoe-ib-verify mesh --hostfile mesh-hosts --known-hosts crusoe-ib-known_hosts.d/training-dev",
     "SSH from the launcher to every node, for mpirun (host keys: the ones the apply pinned)"),
)
EXIT_CODES = (
    (0, "the launcher reaches every node"),
    (1, "some node is unreachable from the launcher"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
