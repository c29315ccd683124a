"""The stack's ``verify_remediation`` output, read and checked field by field: what ``fleet``, ``bisect``,
``sweep`` and ``remediate`` know about the pool (its Terraform resource, each node's key, SSH address
and Terraform address, the SSH user and jump host, the directory of its pinned host keys, whether the
stack is production, the share of the pool one run may replace). Written with ``terraform output -json
verify_remediation > remediation.json``."""

from __future__ import annotations

import json
import re

from ..node.command_io import NODE_KEY, POOL, UsageError, read_text
from ..node.remote import HOST, USER, ssh_command


#: The output's ``known_hosts``: a directory path of plain characters (relative: from the project root).
KNOWN_HOSTS = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_./-]{0,1023}")


def known_hosts(args, remediation: dict | None) -> tuple:
    """``(directory or None, where it came from)``: ``--known-hosts``, else the output's ``known_hosts`` (the
    host keys the apply pinned), else None (ssh checks your own known_hosts)."""
    given = getattr(args, "known_hosts", None)
    if given:
        return given, "--known-hosts"
    pinned = (remediation or {}).get("known_hosts")
    if pinned:
        return pinned, f"the known_hosts of --remediation {getattr(args, 'remediation', '')}".rstrip()
    return None, "--known-hosts"


def node_ssh(args, remediation: dict | None, timeout: float | None = None) -> list:
    """The ssh argv fleet, bisect and sweep reach the pool's nodes with: ``--user``, ``--jump`` and
    ``--known-hosts``, else the output's ``ssh_user``, ``ssh_jump_host`` and ``known_hosts``; ``timeout``
    (default ``--timeout``) bounds the connection."""
    rem = remediation or {}
    return ssh_command(args.ssh, args.tool_path, args.timeout if timeout is None else timeout,
                       args.user or rem.get("ssh_user"), args.jump or rem.get("ssh_jump_host") or None,
                       *known_hosts(args, rem))


def address_of(pool: str, key: str) -> str:
    """``crusoe_compute_instance.pool_nodes["node-007"]``."""
    return f'{pool}["{key}"]'


def read_remediation(path: str) -> dict:
    """The ``verify_remediation`` output as written by ``terraform output -json verify_remediation``
    (or the whole ``terraform output -json`` document), checked field by field."""
    try:
        doc = json.loads(read_text(path))
    except (ValueError, RecursionError) as exc:
        raise UsageError(f"--remediation {path} is not JSON: {str(exc)[:200]}")
    if isinstance(doc, dict) and isinstance(doc.get("verify_remediation"), dict):
        doc = doc["verify_remediation"].get("value")

    def bad(field: str, want: str):
        return UsageError(f"--remediation {path}: {field} must be {want} (write it with `terraform output -json "
                          "verify_remediation`)")

    if not isinstance(doc, dict):
        raise bad("the document", "a JSON object")
    if not isinstance(doc.get("pool_address"), str) or not POOL.fullmatch(doc["pool_address"]):
        raise bad("pool_address", "a resource address such as crusoe_compute_instance.pool_nodes")
    if not isinstance(doc.get("stack"), str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,62}", doc["stack"]):
        raise bad("stack", "the stack's name")
    if not isinstance(doc.get("production"), bool):
        raise bad("production", "true or false")
    if doc.get("instance_type") is not None and not isinstance(doc["instance_type"], str):
        raise bad("instance_type", "null or an instance type name")
    share = doc.get("max_share")
    if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 < share <= 1:
        raise bad("max_share", "a number above 0 and at most 1")
    if not isinstance(doc.get("ssh_user"), str) or not USER.fullmatch(doc["ssh_user"]):
        raise bad("ssh_user", "a login name")
    jump = doc.get("ssh_jump_host")
    if jump is not None and (not isinstance(jump, str) or not HOST.fullmatch(jump)):
        raise bad("ssh_jump_host", "null or [user@]host[:port]")
    pinned = doc.get("known_hosts")
    if pinned is not None and (not isinstance(pinned, str) or not KNOWN_HOSTS.fullmatch(pinned)):
        raise bad("known_hosts", "null or the directory of the stack's pinned host keys (crusoe-ib-known_hosts.d/<stack>)")
    nodes = doc.get("nodes")
    if not isinstance(nodes, dict) or not nodes:
        raise bad("nodes", "an object of node key -> {host, private_ip, address}")
    for key, node in nodes.items():
        if not NODE_KEY.fullmatch(key) or not isinstance(node, dict):
            raise bad(f"nodes[{key!r}]", "a pool key such as node-007 with an object value")
        if node.get("address") != address_of(doc["pool_address"], key):
            raise bad(f"nodes[{key!r}].address", address_of(doc["pool_address"], key))
        for name in ("host", "private_ip"):
            if node.get(name) is not None and (not isinstance(node[name], str) or not HOST.fullmatch(node[name])):
                raise bad(f"nodes[{key!r}].{name}", "a host name or address")
    bundle = doc.get("bundle") or {}
    if not isinstance(bundle, dict) or not all(isinstance(v, str) for v in bundle.values()):
        raise bad("bundle", "an object of node key -> command")
    return doc
