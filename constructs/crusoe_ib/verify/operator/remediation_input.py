"""The stack's ``verify_remediation`` output, read and checked field by field: what ``fleet``, ``bisect``,
``sweep`` and ``remediate`` know about the pool (its Terraform resource, each node's key, SSH address
and Terraform address, the SSH user and jump host, the directory of its pinned host keys, whether the
stack is production, the share of the pool one run may replace). Written with ``terraform output -json
verify_remediation > remediation.json``."""

from __future__ import annotations

import json
import re
import shlex

from .. import VERIFY_PYZ
from ..node.command_io import NODE_KEY, POOL, UsageError, read_text
from ..node.remote import HOST, USER, ssh_command


#: The output's ``known_hosts``: a directory path of plain characters (relative: from the project root).
KNOWN_HOSTS = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_./-]{0,1023}")
#: The output's ``instance_type``: a Crusoe type name (``h100-80gb-sxm-ib.8x``); it is a word of the bundle command.
INSTANCE_TYPE = re.compile(r"[a-z0-9][a-z0-9.-]{0,63}")


def bundle_argv(doc: dict, key: str) -> tuple[list, list]:
    """``(ssh argv, remote argv)`` of node ``key``'s diagnostics bundle command, as VerificationHooks writes it
    into the output: ``ssh [-J jump] user@host '<remote>' > crusoe-ib-bundle-<key>.tar.gz``."""
    archive = f"/var/lib/crusoe-ib/bundle-{key}.tar.gz"
    jump = doc.get("ssh_jump_host")
    remote = ["sudo", "python3", VERIFY_PYZ, "bundle", "--instance-type", doc.get("instance_type"), "--node-key", key,
              "--pool-address", doc["pool_address"], "--output", archive, ">&2", "&&", "sudo", "cat", archive]
    host = doc["nodes"][key].get("host")
    return ["ssh", *(["-J", jump] if jump else []), f"{doc['ssh_user']}@{host}", None, ">",
            f"crusoe-ib-bundle-{key}.tar.gz"], remote


def bundle_problem(doc: dict, key: str, command: str) -> str | None:
    """Why ``command`` is not node ``key``'s bundle command (None when it is). ``remediate`` prints it and
    ``--execute`` runs it with ``sh -c``, so it must be exactly the command the stack wrote, nothing added:
    its words are compared with the ones built from the fields already checked (user, host, jump host,
    instance type, pool), and text that sh would read differently from those words ($, backquotes,
    control or non-ASCII characters) is refused before the comparison."""
    if not command:
        return None
    if not command.isascii() or any(ord(c) < 0x20 or ord(c) == 0x7F for c in command):
        return "holds a control or non-ASCII character"
    if "$" in command or "`" in command:
        return "holds $ or a backquote (a shell expansion)"
    if doc["nodes"][key].get("host") is None or doc.get("instance_type") is None:
        return "is set for a node without a host, or an output without instance_type"
    try:
        words = shlex.split(command)
    except ValueError as exc:
        return f"is not one shell command line ({exc})"
    outer, remote = bundle_argv(doc, key)
    if len(words) != len(outer) or any(w != o for w, o in zip(words, outer) if o is not None):
        shown = " ".join("'<remote command>'" if w is None else w if w == ">" else shlex.quote(w) for w in outer)
        return f"is not `{shown}`"
    try:
        inner = shlex.split(words[outer.index(None)])
    except ValueError as exc:
        return f"has a remote command that is not one shell command line ({exc})"
    if inner != remote:
        return f"has a remote command other than `{' '.join(remote)}`"
    return None


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


def shown(value: object, limit: int = 160) -> str:
    """A value of an input file as an error message shows it: repr (control characters escaped), its start and
    end when long (what breaks a rule is often at the end)."""
    text = repr(value)
    tail = limit // 3
    return text if len(text) <= limit else f"{text[:limit - tail - 3]}...{text[-tail:]}"


def field_error(path: str, field: str, value: object, want: str, fix: str) -> UsageError:
    """The usage error of one field of ``--remediation PATH``: the field, its value, what it must be, the fix."""
    return UsageError(f"--remediation {path}: {field} must be {want}, not {shown(value)} ({fix})")


def read_remediation(path: str) -> dict:
    """The ``verify_remediation`` output as written by ``terraform output -json verify_remediation``
    (or the whole ``terraform output -json`` document), checked field by field."""
    try:
        doc = json.loads(read_text(path))
    except (ValueError, RecursionError) as exc:
        raise UsageError(f"--remediation {path} is not JSON: {str(exc)[:200]}")
    if isinstance(doc, dict) and isinstance(doc.get("verify_remediation"), dict):
        doc = doc["verify_remediation"].get("value")

    def bad(field: str, want: str, value: object):
        return field_error(path, field, value, want, "write it with `terraform output -json verify_remediation`")

    if not isinstance(doc, dict):
        raise bad("the document", "a JSON object", doc)
    if not isinstance(doc.get("pool_address"), str) or not POOL.fullmatch(doc["pool_address"]):
        raise bad("pool_address", "a resource address such as crusoe_compute_instance.pool_nodes", doc.get("pool_address"))
    if not isinstance(doc.get("stack"), str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,62}", doc["stack"]):
        raise bad("stack", "the stack's name", doc.get("stack"))
    if not isinstance(doc.get("production"), bool):
        raise bad("production", "true or false", doc.get("production"))
    itype = doc.get("instance_type")
    if itype is not None and (not isinstance(itype, str) or not INSTANCE_TYPE.fullmatch(itype)):
        raise bad("instance_type", "null or an instance type name such as h100-80gb-sxm-ib.8x", itype)
    share = doc.get("max_share")
    if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 < share <= 1:
        raise bad("max_share", "a number above 0 and at most 1", share)
    if not isinstance(doc.get("ssh_user"), str) or not USER.fullmatch(doc["ssh_user"]):
        raise bad("ssh_user", "a login name", doc.get("ssh_user"))
    jump = doc.get("ssh_jump_host")
    if jump is not None and (not isinstance(jump, str) or not HOST.fullmatch(jump)):
        raise bad("ssh_jump_host", "null or [user@]host[:port]", jump)
    pinned = doc.get("known_hosts")
    if pinned is not None and (not isinstance(pinned, str) or not KNOWN_HOSTS.fullmatch(pinned)):
        raise bad("known_hosts", "null or the directory of the stack's pinned host keys (crusoe-ib-known_hosts.d/<stack>)", pinned)
    nodes = doc.get("nodes")
    if not isinstance(nodes, dict) or not nodes:
        raise bad("nodes", "an object of node key -> {host, private_ip, address}", nodes)
    for key, node in nodes.items():
        if not NODE_KEY.fullmatch(key) or not isinstance(node, dict):
            raise bad(f"nodes[{key!r}]", "a pool key such as node-007 with an object value", node)
        if node.get("address") != address_of(doc["pool_address"], key):
            raise bad(f"nodes[{key!r}].address", address_of(doc["pool_address"], key), node.get("address"))
        for name in ("host", "private_ip"):
            if node.get(name) is not None and (not isinstance(node[name], str) or not HOST.fullmatch(node[name])):
                raise bad(f"nodes[{key!r}].{name}", "a host name or address", node.get(name))
    bundle = doc.get("bundle") or {}
    if not isinstance(bundle, dict) or not all(isinstance(v, str) for v in bundle.values()):
        raise bad("bundle", "an object of node key -> command", bundle)
    # Only the pool's nodes have a bundle that is ever printed or run: another key's entry is dropped unread.
    doc["bundle"] = bundle = {k: v for k, v in bundle.items() if k in nodes}
    for key, command in bundle.items():
        problem = bundle_problem(doc, key, command)
        if problem:
            raise field_error(path, f"bundle[{key!r}]", command, f"the bundle command the stack wrote for {key}; this one "
                              f"{problem}", "remediate prints it and --execute runs it: write the file again with "
                              "`terraform output -json verify_remediation`")
    return doc
