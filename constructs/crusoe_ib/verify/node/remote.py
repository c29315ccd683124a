"""Reaching other nodes over SSH (``bundle --slurm-job``, and the operator's logs, fleet, bisect and
mesh): the one ssh argv, host and user names checked so none can be read as an ssh option, and one
remote file fetched within bounds.
"""

from __future__ import annotations

import os
import re
import shlex

from .collect import NONZERO, OK, TIMEOUT, fetch_to_file, resolve
from .common import UsageError

# A host name, IPv4/IPv6 address or user@host; never an option ("-oProxyCommand=...").
HOST = re.compile(r"([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9][A-Za-z0-9_.:-]{0,252}")
USER = re.compile(r"[a-z_][a-z0-9_-]{0,31}")


def ssh_command(ssh: str, tool_path: str | None, timeout: float, user: str | None = None, jump: str | None = None) -> list:
    """The ssh argv every command that reaches nodes uses (logs, bundle --slurm-job, fleet, bisect):
    never prompts, accepts a new host key once, gives up connecting after ``timeout``; the user and
    jump host checked so neither can be read as an ssh option."""
    exe = ssh if os.sep in ssh else resolve(ssh, tool_path)
    if exe is None:
        raise UsageError(f"{ssh} not found (pass --ssh PATH)")
    argv = [exe, "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=accept-new", "-o", f"ConnectTimeout={max(1, int(timeout))}"]
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


def fetch_one(ssh: list, host: str, label: str, remote: str, dest: str, timeout: float, sudo: bool,
               max_bytes: int = 1 << 30) -> dict:
    """One remote file -> ``dest/<label>.<basename>``, at most ``max_bytes``. Never raises; a
    failure is a status. ``--`` ends ssh's options, so a host can never be read as one."""
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

