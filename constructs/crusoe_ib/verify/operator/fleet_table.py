"""``fleet``: every node's boot-time check (``/var/lib/crusoe-ib/node-check.json``), fetched over SSH
(or read from a directory of recorded ones), as one table with a fleet verdict (OK, FAIL, INCOMPLETE).

The nodes come from the stack's ``verify_remediation`` output (:mod:`.remediation_input`) or a
hostfile of ``HOST node-007`` lines. A node whose check names another node key or Terraform address
is a CONFLICT, never a FAIL: a host mapped to the wrong key would send a replace to a healthy node.
Runs on the operator's machine only (the node's zipapp leaves operator/ out); a user mistake raises
:class:`..node.command_io.UsageError`; every process is started by :mod:`..node.collect`.
"""

from __future__ import annotations

import json
import os

from ..node.collect import progress
from ..node import actions
from ..node.command_io import NODE_KEY, POOL, UNKNOWN, UsageError, read_input
from ..node.remote import fetch_one
from ..node.verdicts import FAIL, PASS
from .document import document
from .hostfiles import parse_size, read_log_hostfile
from .output import Progress
from .remediation_input import address_of, node_ssh, read_remediation

NO_RESULT = "NO_RESULT"
CONFLICT = "CONFLICT"


def _hosts(args, remediation: dict | None) -> dict:
    """``{node key: host}`` from ``--remediation`` or ``--hostfile`` (lines ``HOST KEY``)."""
    if remediation:
        return {k: n.get("host") for k, n in sorted(remediation["nodes"].items())}

    hosts = {}
    for host, label in read_log_hostfile(args.hostfile):
        if not NODE_KEY.fullmatch(label):
            raise UsageError(f"hostfile {args.hostfile}: {host} has label {label!r}; fleet needs the node key "
                             "(HOST node-007) on every line")
        hosts[label] = host
    return hosts


def _fetch(args, remediation: dict | None, hosts: dict) -> dict:
    """Fetch every node's node-check.json into ``args.dest``; ``{key: fetch item}``."""
    from concurrent.futures import ThreadPoolExecutor

    ssh = node_ssh(args, remediation)
    os.makedirs(args.dest, exist_ok=True)
    progress(f"fleet: {args.remote} from {len(hosts)} node(s) -> {args.dest}")
    reachable = {k: h for k, h in hosts.items() if h}
    # n/N with the elapsed time (in place on a terminal); a line of its own only for a node that failed.
    bar = Progress("fleet: nodes fetched", len(reachable))

    def one(item):
        key, host = item
        got = fetch_one(ssh, host, key, args.remote, args.dest, args.timeout, not args.no_sudo, parse_size(args.max_bytes))
        bar.step(None if got["status"] == "ok" else f"{key} {host}: {got['status']}")
        return key, got

    with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        fetched = dict(pool.map(one, sorted(reachable.items())))
    bar.close()
    for key in hosts:
        fetched.setdefault(key, {"status": "unreachable", "error": "the node has no SSH address in the outputs"})
    return fetched


def _row(key: str, host, path: str, pool: str | None, fetched: dict | None) -> dict:
    """One node of the fleet table, from its node-check.json (or why there is none)."""
    # The recommended action (verify/node/actions.py): a node without a result is checked again.
    row = {"node_key": key, "host": host or UNKNOWN, "terraform_address": address_of(pool, key) if pool else UNKNOWN,
           "verdict": NO_RESULT, "action": actions.REMEASURE, "failing_rules": [], "failing": [], "summary": None,
           "checked_utc": None, "instance_type": None, "source": path, "error": ""}
    if fetched is not None and fetched["status"] != "ok":
        row["error"] = f"{fetched['status']}: {fetched.get('error') or ''}"
        return row
    try:
        text, notes = read_input(path, 30.0, 64 << 20)
        doc = json.loads(text)
    except UsageError as exc:
        row["error"] = f"no node check: {exc}"
        return row
    except (ValueError, RecursionError) as exc:
        row["error"] = f"node check is not JSON: {str(exc)[:200]}"
        return row
    if notes or not isinstance(doc, dict) or not isinstance(doc.get("verdicts"), list) or not isinstance(doc.get("ok"), bool):
        row["error"] = "not a crusoe-ib-verify node result" + (f" ({notes[0]})" if notes else "")
        return row
    row.update(checked_utc=doc.get("checked_utc"), instance_type=doc.get("instance_type"), summary=doc.get("summary"))
    named_key, named_address = doc.get("node_key", UNKNOWN), doc.get("terraform_address", UNKNOWN)
    # A host mapped to the wrong key would send a replace to a healthy node: refuse to guess.
    if named_key not in (UNKNOWN, key) or (pool and named_address not in (UNKNOWN, row["terraform_address"])):
        row.update(verdict=CONFLICT, action=actions.OWNER, error=f"the node check names {named_key} ({named_address}), but this node is {key} "
                   f"({row['terraform_address']}): check the hostfile or outputs")
        return row
    if row["terraform_address"] == UNKNOWN and named_address != UNKNOWN:
        row["terraform_address"] = named_address
    failing = [v for v in doc["verdicts"] if isinstance(v, dict) and v.get("status") == FAIL]
    row["verdict"] = PASS if doc["ok"] else FAIL
    row["failing"] = [{"rule": v.get("rule"), "subject": v.get("subject"), "reason": v.get("reason"),
                       "action": actions.action_of_verdict(v)} for v in failing]
    row["failing_rules"] = sorted({str(v.get("rule")) for v in failing})
    row["action"] = actions.strongest(f["action"] for f in row["failing"]) if row["verdict"] == FAIL else actions.NONE
    return row


def fleet(args) -> dict:
    """``fleet``: one row per node and a fleet verdict (OK, FAIL, INCOMPLETE)."""
    remediation = read_remediation(args.remediation) if args.remediation else None
    pool = args.pool_address or (remediation or {}).get("pool_address")
    if pool and not POOL.fullmatch(pool):
        raise UsageError(f"--pool-address {pool!r} is not a resource address such as crusoe_compute_instance.pool_nodes")
    fetched = None
    if args.from_dir:
        directory = args.from_dir
        if not os.path.isdir(directory):
            raise UsageError(f"--from-dir {directory} is not a directory")
        if remediation:
            hosts = _hosts(args, remediation)
        else:
            suffix = "." + os.path.basename(args.remote)
            keys = sorted(n[:-len(suffix)] for n in os.listdir(directory) if n.endswith(suffix))
            hosts = {k: None for k in keys if NODE_KEY.fullmatch(k)}
            if not hosts:
                raise UsageError(f"--from-dir {directory} holds no <node key>{suffix} files (e.g. node-000{suffix})")
    else:
        if not remediation and not args.hostfile:
            raise UsageError("fleet needs --remediation FILE (terraform output -json verify_remediation), --hostfile or --from-dir")
        hosts = _hosts(args, remediation)
        directory = args.dest
        fetched = _fetch(args, remediation, hosts)
    name = os.path.basename(args.remote)
    rows = [_row(key, host, os.path.join(directory, f"{key}.{name}"), pool, None if fetched is None else fetched[key])
            for key, host in sorted(hosts.items())]
    summary = {s: sum(1 for r in rows if r["verdict"] == s) for s in (PASS, FAIL, CONFLICT, NO_RESULT)}
    verdict = "FAIL" if summary[FAIL] else "INCOMPLETE" if summary[NO_RESULT] or summary[CONFLICT] else "OK"
    return document("fleet", stack=(remediation or {}).get("stack"), pool_address=pool or UNKNOWN, nodes=rows,
                    summary=summary, verdict=verdict, ok=verdict == "OK")
