"""The operator-side subcommands, one module each (``add_parser(sub)``, ``cmd_*``); their bodies are
:mod:`..fleet` and :mod:`..mesh`."""

from . import bisect, fleet, mesh, remediate

#: In the order ``--help`` lists them, after the node's.
COMMANDS = (fleet, bisect, remediate, mesh)
