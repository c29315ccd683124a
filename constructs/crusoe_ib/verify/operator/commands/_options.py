"""Options the operator's commands share."""

from __future__ import annotations

from ..output import PASS_ROWS_SHOWN

#: The ``--remediation`` file's help: where fleet, bisect and remediate read the pool from.
REMEDIATION_HELP = "the stack's verify_remediation output: terraform output -json verify_remediation > remediation.json"


def known_hosts_help(output: bool) -> str:
    """``--known-hosts``' help (``output``: the command reads a --remediation file, whose known_hosts is the default)."""
    default = "default: the output's known_hosts, else your" if output else "without it, your"
    return ("accept only the host key in DIR/<address>, the one the apply pinned (crusoe-ib-known_hosts.d/<stack> in the "
            f"project root); {default} own known_hosts, a new key accepted once. A jump host is always checked against "
            "your own known_hosts")


def ssh_options(sp, timeout: float, output: bool = True) -> None:
    """How fleet, bisect, sweep and mesh reach the nodes (``output``: a --remediation file gives defaults)."""
    sp.add_argument("--user", help="SSH login user (default: the output's ssh_user)")
    sp.add_argument("--jump", metavar="HOST", help="jump host, [user@]host[:port] (default: the output's ssh_jump_host)")
    sp.add_argument("--known-hosts", metavar="DIR", help=known_hosts_help(output))
    sp.add_argument("--ssh", default="ssh", help="ssh executable (default: ssh on the tool path)")
    sp.add_argument("--tool-path", help="PATH-style directories to find ssh in (default: $PATH)")
    sp.add_argument("--timeout", type=float, default=timeout, help=f"seconds per node (default {timeout:g})")



def table_options(sp, json_help: str, csv_help: str) -> None:
    """How fleet and sweep print a pool: JSON or CSV instead of the table; which PASS rows the table lists."""
    out = sp.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help=json_help)
    out.add_argument("--csv", action="store_true", help=csv_help)
    rows = sp.add_mutually_exclusive_group()
    rows.add_argument("--failures-only", action="store_true", help="no PASS rows")
    rows.add_argument("--all", action="store_true", help=f"PASS rows too (shown by default up to {PASS_ROWS_SHOWN} nodes)")
