"""Reaching other nodes over SSH (``bundle --slurm-job``, and the operator's logs, fleet, bisect, sweep,
remediate and mesh): the one ssh argv, host and user names checked so none can be read as an ssh option,
host keys from your known_hosts or the ones the apply pinned, and one remote file fetched within bounds.
"""

from __future__ import annotations

import os
import re
import shlex

from .collect import NONZERO, OK, TIMEOUT, fetch_to_file, find_tool
from .command_io import UsageError

# A host name, IPv4/IPv6 address or user@host; never an option ("-oProxyCommand=...").
HOST = re.compile(r"([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9][A-Za-z0-9_.:-]{0,252}")
USER = re.compile(r"[a-z_][a-z0-9_-]{0,31}")
# What ssh's configuration parser would not read as a plain path character ($ starts ${VAR}).
_UNSAFE_PATH = re.compile(r'[$"\\\x00-\x1f\x7f]')


def ssh_command(ssh: str, tool_path: str | None, timeout: float, user: str | None = None, jump: str | None = None,
                known_hosts: str | None = None, known_hosts_from: str = "--known-hosts") -> list:
    """The ssh argv every command that reaches nodes uses (logs, bundle --slurm-job, fleet, bisect, sweep, mesh,
    remediate): never prompts, gives up connecting after ``timeout``; the user and jump host checked so neither
    can be read as an ssh option.

    Host keys: ``known_hosts`` is a directory of one known_hosts file per address, as the apply pins them
    (``crusoe-ib-known_hosts.d/<stack>`` in the project root): ssh then accepts only the key in ``<dir>/<host>``.
    A directory that does not exist is a usage error (``known_hosts_from`` says where the path came from).
    Without it, your own known_hosts, a new host's key accepted once (``accept-new``). Either way a jump host
    is checked against your own known_hosts: ssh does not pass ``-o`` options to the jump connection."""
    exe = ssh if os.sep in ssh else find_tool(ssh, tool_path)
    if exe is None:
        raise UsageError(f"{ssh} not found (pass --ssh PATH)")
    argv = [exe, "-o", "BatchMode=yes"]
    if known_hosts is not None:
        argv += known_hosts_options(pinned_directory(known_hosts, known_hosts_from), known_hosts_from)
    else:
        argv += ["-o", "StrictHostKeyChecking=accept-new"]
    argv += ["-o", f"ConnectTimeout={max(1, int(timeout))}"]
    if user:
        if not USER.fullmatch(user):
            raise UsageError(f"--user {user!r} is not a login name (lowercase letters, digits, _ and -)")
        argv += ["-l", user]
    if jump is not None:
        if not HOST.fullmatch(jump):
            raise UsageError(f"--jump {jump!r} is not [user@]host[:port] (letters, digits and ._:-, optionally user@, "
                             "never starting with '-')")
        argv += ["-J", jump]
    return argv


def pinned_directory(known_hosts: str, known_hosts_from: str = "--known-hosts") -> str:
    """``known_hosts`` as an absolute path (ssh runs wherever it is started from); one that is no directory
    is a usage error naming it and the fix."""
    directory = os.path.abspath(known_hosts)
    if not os.path.isdir(directory):
        other = ("leave --known-hosts out to check against your own known_hosts" if known_hosts_from == "--known-hosts"
                 else "name the directory with --known-hosts DIR")
        raise UsageError(f"{known_hosts_from} {known_hosts}: no such directory ({directory}). It holds the host keys an "
                         "apply pins, one file per node address: run this from the project root after an apply of the "
                         f"stack (which pins every node's key there), or {other}")
    return directory


def known_hosts_options(directory: str, known_hosts_from: str = "--known-hosts") -> list:
    """``-o`` options that make ssh accept only the key in ``<directory>/<host>``: ssh expands ``%h`` in
    UserKnownHostsFile to the host it connects to (ssh_config(5), TOKENS), so a literal ``%`` is doubled,
    and a path with spaces is double-quoted. Characters ssh would read otherwise are refused."""
    if _UNSAFE_PATH.search(directory):
        raise UsageError(f"{known_hosts_from} {directory!r}: ssh reads $, quotes, backslashes and control characters in "
                         "a known_hosts path as syntax: name the directory by a path without them")
    value = directory.replace("%", "%%").rstrip("/") + "/%h"
    if any(c.isspace() for c in value) or "'" in value:
        value = f'"{value}"'
    return ["-o", "StrictHostKeyChecking=yes", "-o", f"UserKnownHostsFile={value}"]


def fetch_one(ssh: list, host: str, label: str, remote: str, dest: str, timeout: float, sudo: bool,
               max_bytes: int = 1 << 30) -> dict:
    """One remote file -> ``dest/<label>.<basename>``, at most ``max_bytes``, through ``<that>.part``. A
    failure is a status; only a symbolic link or FIFO planted at the ``.part`` name raises (UnsafePath: the
    command stops with one line, exit 2). ``--`` ends ssh's options, so a host can never be read as one."""
    local = os.path.join(dest, f"{label}.{os.path.basename(remote.rstrip('/')) or 'file'}")
    argv = ssh + ["--", host, ("sudo -n cat -- %s" if sudo else "cat -- %s") % shlex.quote(remote)]
    item = {"host": host, "label": label, "remote": remote, "local": None, "status": "ok", "bytes": 0, "error": ""}
    tmp = local + ".part"
    got = fetch_to_file(argv, tmp, timeout, max_bytes)
    if got["status"] == OK:
        os.replace(tmp, local)
        item.update(local=local, bytes=os.path.getsize(local))
    elif got["status"] == TIMEOUT:
        item.update(status="timeout", error=f"no answer within {timeout:g}s")
    elif got["status"] == "too_large":
        item.update(status="too_large", error=f"larger than {max_bytes} bytes (raise --max-bytes to fetch it)")
    elif got["status"] == NONZERO:
        # ssh itself exits 255 (unreachable, auth refused); otherwise the remote cat failed.
        item.update(status="unreachable" if got["returncode"] == 255 else "missing",
                    error=got["stderr"] or f"exit code {got['returncode']}")
    else:
        item.update(status="error", error=got["stderr"])
    return item

