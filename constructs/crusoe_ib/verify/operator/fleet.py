"""From verdicts to Terraform actions, where Terraform runs: ``fleet``, ``bisect`` and ``remediate``.

These commands run on the operator's machine (``python3 -m crusoe_ib.verify``), never on a node,
so the node's zipapp leaves this module and :mod:`.commands` out. They read the stack's
``verify_remediation`` output (``terraform output -json verify_remediation > remediation.json``):
the pool's Terraform resource, each node's key, SSH address and Terraform address, the SSH user and
jump host, whether the stack is production and the share of the pool one run may replace.

- :func:`fleet`: every node's boot-time check (``/var/lib/crusoe-ib/node-check.json``), fetched over
  SSH (or read from a directory of recorded ones), as one table with a fleet verdict.
- :func:`bisect`: a slow pair (A, B): test A and B each against other peers with ``ib_write_bw``
  (the ``pair`` command on the nodes, judged by the same ``write_bw`` rule), and name the node and
  rail at fault. A peer that is slow with both is suspect itself, so the next peer is tried. A node
  is named only once a second measurement confirms it (against another peer, or from the other side
  of the same link): one peer alone (a compromised or flaky one) cannot get a healthy node replaced.
- :func:`remediate`: failing nodes -> what the findings ask for (``actions.py``: ``replace`` for a
  hardware fault, ``reboot`` where NVIDIA documents a GPU reset as the fix, ``owner`` where the image
  or the job is at fault), one node at a time, drained first the pool's way, the diagnostics bundle
  before the VM is gone; within the guardrails (pool addresses only, ``max_share`` per run,
  ``--production``) and the circuit breaker its history keeps across runs (:mod:`.remediation`,
  :mod:`.history`).

A user mistake raises :class:`.run.UsageError`; every process is started by :mod:`.collect`.
"""

from __future__ import annotations

import json
import os

from ..node.collect import progress
from ..node import actions
from ..node.common import NODE_KEY, POOL, UNKNOWN, UsageError, read_input, read_text
from ..node.remote import fetch_one, ssh_command
from ..node.verdicts import FAIL, PASS
from .document import document
from .hostfiles import parse_size, read_log_hostfile
from .output import Progress
from .remediation_input import address_of, read_remediation

NO_RESULT = "NO_RESULT"
CONFLICT = "CONFLICT"


# --- fleet -----------------------------------------------------------------------------------


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

    user = args.user or (remediation or {}).get("ssh_user")
    jump = args.jump or (remediation or {}).get("ssh_jump_host")
    ssh = ssh_command(args.ssh, args.tool_path, args.timeout, user, jump or None)
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


# --- remediate -------------------------------------------------------------------------------


def _read_doc(path: str, command: str) -> dict:
    try:
        doc = json.loads(read_text(path))
    except (ValueError, RecursionError) as exc:
        raise UsageError(f"{path} is not JSON: {str(exc)[:200]}")
    if not isinstance(doc, dict) or doc.get("command") != command:
        raise UsageError(f"{path} is not a crusoe-ib-verify {command} --json document")
    rows, strings, listed = {"fleet": ("nodes", ("node_key", "verdict", "terraform_address", "error"), "failing_rules"),
                             "bisect": ("bad_nodes", ("node_key", "terraform_address"), "rails"),
                             "sweep": ("faults", ("node", "rail", "action"), "slow_with")}[command]

    def want(ok: bool, field: str, what: str) -> None:
        if not ok:
            raise UsageError(f"{path}: {field} must be {what} (a crusoe-ib-verify {command} --json document)")

    want(doc.get("stack") is None or isinstance(doc["stack"], str), "stack", "a string or null")
    want(isinstance(doc.get(rows) or [], list), rows, "a list")
    for n, row in enumerate(doc.get(rows) or []):
        want(isinstance(row, dict), f"{rows}[{n}]", "an object")
        for field in strings:
            want(row.get(field) is None or isinstance(row[field], str), f"{rows}[{n}].{field}", "a string")
        value = row.get(listed)
        want(value is None or isinstance(value, list) and all(isinstance(v, str) for v in value),
             f"{rows}[{n}].{listed}", "a list of strings")
    return doc


def _action(name) -> str:
    """A fleet row's action, in either vocabulary (older documents: user, reset, replace); a replace when none."""
    name = actions.INTERNAL.get(name, name)
    return name if name in (actions.OWNER, actions.REBOOT, actions.REPLACE) else actions.REPLACE


def _failing(args) -> list:
    """``[{node_key, terraform_address, why, conflict}]`` from --fleet, --bisect, --sweep and --node, by key."""
    found: dict = {}
    for path in args.fleet or []:
        doc = _read_doc(path, "fleet")
        for row in doc.get("nodes") or []:
            if isinstance(row, dict) and row.get("verdict") in (FAIL, CONFLICT):
                found.setdefault(str(row.get("node_key")), []).append(dict(
                    terraform_address=str(row.get("terraform_address", UNKNOWN)), stack=doc.get("stack"),
                    why=f"node check: {', '.join(row.get('failing_rules') or []) or row.get('error')}",
                    conflict=row.get("verdict") == CONFLICT,
                    action=_action(row.get("action")),
                    findings=[f for f in row.get("failing") or [] if isinstance(f, dict)],
                    evidence_utc=row.get("checked_utc") or doc.get("checked_utc")))
    for path in args.bisect or []:
        doc = _read_doc(path, "bisect")
        for node in doc.get("bad_nodes") or []:
            found.setdefault(str(node.get("node_key")), []).append(dict(
                terraform_address=str(node.get("terraform_address", UNKNOWN)), stack=doc.get("stack"),
                why=f"ib_write_bw slow on {', '.join(node.get('rails') or [])}", conflict=False, action="replace",
                findings=[], evidence_utc=doc.get("checked_utc")))
    for path in getattr(args, "sweep", None) or []:
        # A sweep's faults are taken as bisect's bad nodes (a replace); its suspects never lead to an action.
        doc = _read_doc(path, "sweep")
        addresses = {n.get("node_key"): n.get("terraform_address") for n in doc.get("nodes") or [] if isinstance(n, dict)}
        rails: dict = {}
        for fault in doc.get("faults") or []:
            rails.setdefault(str(fault.get("node")), []).append(str(fault.get("rail")))
        for key, slow in sorted(rails.items()):
            address = addresses.get(key)
            found.setdefault(key, []).append(dict(
                terraform_address=address if isinstance(address, str) else UNKNOWN, stack=doc.get("stack"),
                why=f"ib_write_bw sweep: slow on {', '.join(slow)}", conflict=False, action="replace", findings=[],
                evidence_utc=doc.get("checked_utc")))
    for key in args.node or []:
        found.setdefault(key, []).append(dict(terraform_address=UNKNOWN, stack=None, why="named with --node", conflict=False,
                                              action="replace", findings=[]))
    return [dict(node_key=key, sources=sources) for key, sources in sorted(found.items())]


def remediate(args) -> dict:
    """``remediate``: failing nodes -> drain, bundle, replace or reboot, check, undrain, one node at a
    time, within the guardrails and the circuit breaker (:mod:`.remediation`; the history: :mod:`.history`)."""
    from .remediation import run_remediate

    if args.reset_breaker is None and not (args.fleet or args.bisect or getattr(args, "sweep", None) or args.node):
        raise UsageError("remediate needs --fleet FILE (fleet --json), --bisect FILE (bisect --json), --sweep FILE "
                         "(sweep --json) or --node KEY")
    return document("remediate", **run_remediate(args, _failing(args) if args.reset_breaker is None else [], read_remediation))
