"""Where a stack's Terraform runs, for the commands the outputs print: every one of them works from the
project root (``terraform -chdir=cdktf.out/stacks/<stack>``), where the README's commands run. Pure Python."""

from __future__ import annotations


def stack_dir(stack: str) -> str:
    """The stack's Terraform directory, relative to the project root (``cdktf synth`` writes it there)."""
    return f"cdktf.out/stacks/{stack}"


def stack_name(construct) -> str:
    """The id of the stack ``construct`` lives in (the scope below the app)."""
    return construct.node.scopes[1].node.id


def terraform_output(stack: str | None, output_name: str) -> str:
    """``terraform output -json <name>`` that works from the project root (``-chdir``); without a stack (a
    construct outside an app) it must run in the stack's directory."""
    chdir = f" -chdir={stack_dir(stack)}" if stack else ""
    return f"terraform{chdir} output -json {output_name}"
