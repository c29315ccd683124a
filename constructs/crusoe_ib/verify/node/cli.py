"""``crusoe-ib-verify``: prove a node, a rail pair or a whole pool healthy.

Subcommands::

    node      this node: sysfs ports (state, phys_state, rate, counters), ibstat, and the GPUs (count, XID,
              ECC, NVLink, PCIe links, GPUDirect RDMA, NCCL topology, dcgmi diag -r 1, --nvbandwidth)
    pair      ib_write_bw per rail between two nodes (--server / --client HOST / --parse FILE)
    nccl      multi-node nccl-tests (all_reduce_perf, or --collective alltoall ...) through mpirun from one
              node, reading nccl-tests' JSON results (-J) when it writes them (--dry-run, --parse LOG)
    diagnose  any NCCL log or nccl-tests output -> transport and bandwidth verdicts
    bundle    what Crusoe's InfiniBand diagnostics guide for SR-IOV VMs collects, as one .tar.gz

and, where Terraform runs (:mod:`crusoe_ib.verify.operator.cli`, not in the node's zipapp)::

    logs      fetch files (job logs, env files) from every node of a hostfile over SSH into one dir
    fleet, bisect, remediate, mesh   (see :mod:`crusoe_ib.verify.operator`)

Every subcommand prints a human summary (or ``--json``, schema in docs/verify-json.md) and exits 1
when any verdict FAILs (also on WARN with ``--strict``), 2 on usage and I/O errors (an unreadable
input, an unwritable ``--output``), 0 otherwise. Progress goes to stderr. This is the node's entry
point (the zipapp's).
"""

from __future__ import annotations

import argparse
import functools
import sys

from .. import __version__
from .command_io import UsageError, check_arguments
from .commands import COMMANDS
from .helptext import SUMMARY_EXIT_CODES, add_command, exit_codes_text, plain
from .terminal import say


def build_parser(commands: tuple = COMMANDS) -> argparse.ArgumentParser:
    """The parser of ``commands`` (default: the node's), each module's ``add_parser(sub)`` in order."""
    p = argparse.ArgumentParser(
        prog="crusoe-ib-verify", description=plain(__doc__.split("\n")[0]),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="crusoe-ib-verify COMMAND --help: what a command does, its options, examples and exit codes.\n\n"
               + exit_codes_text(SUMMARY_EXIT_CODES))
    p.add_argument("--version", action="version", version="%(prog)s " + __version__)
    sub = p.add_subparsers(dest="command")
    sub.required = True
    for command in commands:
        add_command(sub, command)  # its add_parser, then the description, examples and exit codes
    return p


def run_command(parser: argparse.ArgumentParser, argv: list | None = None) -> int:
    """Parse, check the options, run the subcommand; a usage or I/O error is one line and exit code 2."""
    args = parser.parse_args(argv)
    try:
        check_arguments(args)
        return args.func(args)
    except UsageError as exc:
        say("crusoe-ib-verify: error: %s", exc, file=sys.stderr)
        return 2
    except OSError as exc:
        say("crusoe-ib-verify: error: %s%s", exc.strerror or exc, f": {exc.filename}" if exc.filename else "",
            file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


@functools.lru_cache(maxsize=None)
def _parser() -> argparse.ArgumentParser:
    return build_parser()  # once per process: parsing does not change it


def main(argv: list | None = None) -> int:
    return run_command(_parser(), argv)


if __name__ == "__main__":
    sys.exit(main())
