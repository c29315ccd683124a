"""The node-side subcommands, one module each: ``add_parser(sub)`` declares its options, its body
returns what is printed, its ``cmd_*`` prints it and returns the exit code."""

from . import bundle, diagnose, nccl, node, pair

#: In the order ``--help`` lists them.
COMMANDS = (node, pair, nccl, diagnose, bundle)
