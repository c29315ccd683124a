"""``logs``: fetch files (job logs, env files) from every node of a hostfile over SSH into one directory."""

from __future__ import annotations

import os
import time

from ... import __version__
from ...node.collect import progress
from ...node.command_io import write_json
from ...node.remote import fetch_one, ssh_command
from ...node.terminal import print_json, say
from ..hostfiles import parse_size, read_log_hostfile
from ._options import known_hosts_help


def logs(args) -> dict:
    """``logs``: fetch files from every node of a hostfile over SSH; returns the manifest (also written)."""
    from concurrent.futures import ThreadPoolExecutor

    entries = read_log_hostfile(args.hostfile)
    ssh = ssh_command(args.ssh, args.tool_path, args.timeout, args.user, args.jump, getattr(args, "known_hosts", None))
    max_bytes = parse_size(args.max_bytes) if isinstance(args.max_bytes, str) else args.max_bytes
    os.makedirs(args.dest, exist_ok=True)
    jobs = [(host, label, remote) for host, label in entries for remote in args.remote]
    progress(f"logs: {len(jobs)} file(s) from {len(entries)} node(s) -> {args.dest}")
    with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        items = list(pool.map(lambda j: fetch_one(ssh, j[0], j[1], j[2], args.dest, args.timeout, args.sudo, max_bytes), jobs))
    failed_nodes = sorted({i["label"] for i in items if i["status"] != "ok"})
    manifest = {
        "tool": "crusoe-ib-verify", "version": __version__, "command": "logs",
        "collected_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "nodes": len(entries), "files": items,
        "complete": not failed_nodes, "incomplete_nodes": failed_nodes,
    }
    write_json(os.path.join(args.dest, "manifest.json"), manifest)
    return manifest



def cmd_logs(args) -> int:
    manifest = logs(args)
    items, failed_nodes, nodes = manifest["files"], manifest["incomplete_nodes"], manifest["nodes"]
    if args.json:
        print_json(manifest)
    else:
        for i in items:
            detail = f"{i['bytes']} bytes -> {i['local']}" if i["status"] == "ok" else i["error"]
            say("%-11s %-16s %s: %s", i["status"].upper(), i["label"], i["remote"], detail)
        ok = sum(1 for i in items if i["status"] == "ok")
        say("RESULT: %s  (%d of %d files; %d of %d nodes complete; manifest %s)",
            "OK" if not failed_nodes else "INCOMPLETE", ok, len(items), nodes - len(failed_nodes), nodes,
            os.path.join(args.dest, "manifest.json"))
    return 0 if not failed_nodes else 1


def add_parser(sub) -> None:
    sp = sub.add_parser("logs", help="fetch files from every node of a hostfile over SSH into one directory")
    sp.add_argument("--hostfile", required=True, help="lines 'HOST [LABEL]'; files land as DEST/LABEL.<basename>")
    sp.add_argument("--remote", action="append", required=True, metavar="PATH", help="remote file to fetch (repeat)")
    sp.add_argument("--dest", required=True, help="local directory (created); a manifest.json records every file")
    sp.add_argument("--user", help="SSH login user (default: ssh's own)")
    sp.add_argument("--jump", metavar="HOST", help="reach the hosts through this jump host, [user@]host[:port] (ssh -J)")
    sp.add_argument("--known-hosts", metavar="DIR", help=known_hosts_help(False))
    sp.add_argument("--sudo", action="store_true", help="read the remote files with sudo -n")
    sp.add_argument("--ssh", default="ssh", help="ssh executable (default: ssh on the tool path)")
    sp.add_argument("--tool-path", help="PATH-style directories to find ssh in (default: $PATH)")
    sp.add_argument("--parallel", type=int, default=8, help="nodes fetched at once (default 8)")
    sp.add_argument("--timeout", type=float, default=60.0, help="seconds per file (default 60)")
    sp.add_argument("--max-bytes", default="1G", help="largest file fetched, e.g. 200M (default 1G); larger ones are recorded as too_large")
    sp.add_argument("--json", action="store_true", help="print the manifest as JSON")
    sp.set_defaults(func=cmd_logs)


#: ``--help``'s examples (:mod:`...node.helptext`).
EXAMPLES = (
    ("crusoe-ib-verify logs --hostfile hosts --remote /var/log/train.log --dest logs/",
     "one file from every node into logs/<label>.train.log, with a manifest.json"),
    ("crusoe-ib-verify logs --hostfile hosts --known-hosts crusoe-ib-known_hosts.d/training-dev --remote /var/log/train.log "
     "--dest logs/", "the same, each node's host key the one the apply pinned (from the project root)"),
)
EXIT_CODES = (
    (0, "every file was fetched"),
    (1, "some node's file could not be fetched (the manifest says why)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
