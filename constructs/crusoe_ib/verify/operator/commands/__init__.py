"""The operator-side subcommands, one module each (``add_parser(sub)``, ``cmd_*``); the bodies of fleet,
bisect, remediate and mesh are :mod:`..fleet` and :mod:`..mesh`, report's :mod:`..report`."""

from . import bisect, fleet, logs, mesh, remediate, report, sweep

#: In the order ``--help`` lists them, after the node's.
COMMANDS = (logs, fleet, sweep, bisect, remediate, mesh, report)
