"""Options the operator's commands share."""

from __future__ import annotations

#: The ``--remediation`` file's help: where fleet, bisect and remediate read the pool from.
REMEDIATION_HELP = "the stack's verify_remediation output: terraform output -json verify_remediation > remediation.json"


def ssh_options(sp, timeout: float) -> None:
    """How fleet, bisect and mesh reach the nodes."""
    sp.add_argument("--user", help="SSH login user (default: the output's ssh_user)")
    sp.add_argument("--jump", metavar="HOST", help="jump host, [user@]host[:port] (default: the output's ssh_jump_host)")
    sp.add_argument("--ssh", default="ssh", help="ssh executable (default: ssh on the tool path)")
    sp.add_argument("--tool-path", help="PATH-style directories to find ssh in (default: $PATH)")
    sp.add_argument("--timeout", type=float, default=timeout, help=f"seconds per node (default {timeout:g})")

