"""``crusoe-ib-verify`` where Terraform runs: the node's subcommands (:mod:`crusoe_ib.verify.node.cli`)
and the operator's (``logs``, ``fleet``, ``bisect``, ``remediate``, ``mesh``): the console script and
``python -m crusoe_ib.verify``."""

from __future__ import annotations

import argparse
import functools
import sys

from ..node import cli as node_cli
from ..node.commands import COMMANDS as NODE_COMMANDS
from .commands import COMMANDS


def build_parser() -> argparse.ArgumentParser:
    return node_cli.build_parser(NODE_COMMANDS + COMMANDS)


@functools.lru_cache(maxsize=None)
def _parser() -> argparse.ArgumentParser:
    """Built once per process (parsing does not change it): a caller that runs many command lines in one
    process, as the tests do, does not rebuild every subcommand's parser for each."""
    return build_parser()


def main(argv: list | None = None) -> int:
    return node_cli.run_command(_parser(), argv)


if __name__ == "__main__":
    sys.exit(main())
