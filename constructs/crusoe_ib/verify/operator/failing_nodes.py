"""The failing nodes ``remediate`` acts on, from the documents that name them: ``fleet --json`` (a
node check's FAIL or CONFLICT, with its findings' actions), ``bisect --json`` (its bad nodes),
``sweep --json`` (its faults; never its suspects) and ``--node KEY``, merged by node key. Each
document is checked field by field before a row of it is believed."""

from __future__ import annotations

from ..node import actions
from ..node.command_io import UNKNOWN, UsageError
from ..node.verdicts import FAIL
from .document import load_document
from .fleet_table import CONFLICT


def _read_doc(path: str, command: str) -> dict:
    """``--<command> PATH`` (document.load_document), with every field remediate believes checked."""
    doc = load_document(f"--{command}", path, (command,))
    rows, strings, listed = {"fleet": ("nodes", ("node_key", "verdict", "terraform_address", "error", "action"), "failing_rules"),
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


def failing_nodes(args) -> list:
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
