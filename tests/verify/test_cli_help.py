"""``--help`` reads as help: every subcommand says what it does, shows examples that parse, and its
exit codes; nothing shows reStructuredText markup. A command module another change adds gets the
same through ``build_parser`` (helptext.add_command), which the last tests hold."""

from __future__ import annotations

import argparse
import re
import shlex
import types

import pytest

from crusoe_ib.verify.node import helptext
from crusoe_ib.verify.node.cli import build_parser as node_parser
from crusoe_ib.verify.operator.cli import build_parser

PARSER = build_parser()
SUBCOMMANDS = next(a for a in PARSER._actions if isinstance(a, argparse._SubParsersAction)).choices
RST = re.compile(r"``|:(mod|func|class|data):`")


def test_the_top_level_help_lists_every_command_and_the_exit_codes_without_markup():
    text = PARSER.format_help()
    assert not RST.search(text), text
    assert text.split("\n\n")[1] == "crusoe-ib-verify: prove a node, a rail pair or a whole pool healthy."
    for name in SUBCOMMANDS:
        assert re.search(rf"^    {name}\b", text, re.M), name
    assert "exit codes:\n  0 " in text and "\n  1 " in text and "\n  2 " in text
    assert "crusoe-ib-verify COMMAND --help" in text


@pytest.mark.parametrize("name", sorted(SUBCOMMANDS))
def test_every_subcommand_help_has_a_description_examples_that_parse_and_exit_codes(name):
    parser = SUBCOMMANDS[name]
    text = parser.format_help()
    assert not RST.search(text), text
    description = text.split("\n\n")[1]
    assert description.startswith(f"{name}: ") and len(description) > len(name) + 20, description
    examples = text.split("examples:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    commands = [line.strip() for line in examples if not line.strip().startswith("#")]
    # The command itself: after a pipe, before a redirect, without sudo.
    mine = [c.split("| ")[-1].split(" > ")[0].removeprefix("sudo ") for c in commands if f"crusoe-ib-verify {name}" in c]
    assert mine, f"{name}: no example runs crusoe-ib-verify {name}"
    for command in mine:
        argv = shlex.split(command)
        assert argv[:2] == ["crusoe-ib-verify", name], command
        PARSER.parse_args(argv[1:])  # an example that no longer parses exits 2 here
    codes = text.split("exit codes:\n", 1)[1]
    listed = [int(line.split()[0]) for line in codes.splitlines() if line.strip()]
    # 0 first, usage errors 2; a command that never fails on what it reads (report draws any verdict) has no 1.
    assert listed[0] == 0 and 2 in listed and listed == sorted(listed), codes


def test_the_node_zipapp_parser_gets_the_same_help():
    text = node_parser().format_help()
    assert not RST.search(text) and "exit codes:" in text


def test_a_new_command_module_inherits_description_and_exit_codes():
    def add_parser(sub):
        sp = sub.add_parser("sweep", help="the pool-wide sweep")
        sp.set_defaults(func=lambda args: 0)

    module = types.ModuleType("sweep", '``sweep``: ib_write_bw between every pair, judged by :func:`..mesh.judge`.')
    module.add_parser = add_parser
    parser = argparse.ArgumentParser(prog="crusoe-ib-verify")
    sub = parser.add_subparsers()
    text = helptext.add_command(sub, module).format_help()
    assert "sweep: ib_write_bw between every pair, judged by mesh.judge." in text
    assert "examples:" not in text and "exit codes:\n  0 " in text


def test_a_module_that_adds_no_subcommand_or_two_is_refused():
    module = types.ModuleType("broken")
    module.add_parser = lambda sub: (sub.add_parser("a"), sub.add_parser("b"))
    with pytest.raises(RuntimeError, match=r"broken.add_parser added \['a', 'b'\] subcommands; expected one"):
        helptext.add_command(argparse.ArgumentParser().add_subparsers(), module)


@pytest.mark.parametrize("rst, shown", [
    ("``fleet``: x", "fleet: x"),
    ("see :mod:`..fleet` and :func:`~crusoe_ib.verify.node.cli.main`", "see fleet and crusoe_ib.verify.node.cli.main"),
    (":func:`build_parser <crusoe_ib.verify.node.cli.build_parser>`", "build_parser"),
    ("Subcommands::", "Subcommands:"),
])
def test_plain_strips_the_markup(rst, shown):
    assert helptext.plain(rst) == shown
