"""``crusoe-ib-verify`` where Terraform runs: the node's subcommands (:mod:`crusoe_ib.verify.node.cli`)
and the operator's (``logs``, ``fleet``, ``bisect``, ``remediate``, ``mesh``): the console script and
``python -m crusoe_ib.verify``."""

from __future__ import annotations

import argparse
import sys

from ..node import cli as node_cli
from ..node.commands import COMMANDS as NODE_COMMANDS
from .commands import COMMANDS


def build_parser() -> argparse.ArgumentParser:
    return node_cli.build_parser(NODE_COMMANDS + COMMANDS)


def main(argv: list | None = None) -> int:
    return node_cli.run_command(build_parser(), argv)


if __name__ == "__main__":
    sys.exit(main())
