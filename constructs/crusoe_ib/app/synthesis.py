"""Build a CDK app from a list of environments: validate all, then build every stack.

Nothing is built from a half-right configuration: every problem of every environment (and of the
set, such as a name used twice) is collected first, and a construct-level problem found while
building (a pool subclass's own rule) discards the stacks already built.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ..core.cdk import App
from ..core._settings import FileReads
from ..core.errors import CATALOGUE, ConfigError
from .environment import EnvironmentConfig, cross_environment_issues, not_an_environment
from .resolution import resolve_environment
from .stack import TrainingClusterStack


def build(app: App, environments: Sequence[EnvironmentConfig]) -> tuple[list[TrainingClusterStack], list[str]]:
    """Resolve every environment (each settings object validated once, each key file read once)
    and check the app as a whole, then build the stacks; ([], errors) if anything is wrong, so
    nothing is synthesized from a half-right configuration."""
    files, resolved, found = FileReads(), [], []
    for index, env in enumerate(environments):
        wrong = not_an_environment(index, env)
        if wrong:
            found += wrong
            continue
        try:
            resolved.append(resolve_environment(env, files))
        except ConfigError as exc:
            found += exc.issues
    done = {id(r.config) for r in resolved}
    found += cross_environment_issues(environments, valid=lambda e: id(e) in done)
    if found:
        return [], [str(issue) for issue in found]
    stacks, errors = [], []
    for r in resolved:
        try:
            stacks.append(TrainingClusterStack(app, r.config, r))
        except ConfigError as exc:  # rules that need the constructs (e.g. a pool subclass's own)
            errors += [str(issue) for issue in exc.issues]
    return (stacks, errors) if not errors else ([], errors)


def summary(stack: TrainingClusterStack) -> str:
    """One line per stack: nodes, GPUs and the list price per hour."""
    cfg, itype = stack.config, stack.pool.instance_type
    nodes = cfg.capacity.node_count
    per_hour = itype.on_demand_usd_per_node_hour
    cost = f"${per_hour * nodes:,.2f}/hour on demand" if per_hour is not None else "cost unknown (no list price)"
    return f"{cfg.name}: {nodes} x {itype.name} = {nodes * itype.gpus} GPUs, {cost}"


#: How :func:`print_warnings` prints: ``CRUSOE_IB_WARNINGS=full`` every warning's whole text (rule and fix),
#: ``brief`` one line for the whole app (the offline make targets, which synthesize before every step).
WARNINGS_ENV = "CRUSOE_IB_WARNINGS"
WARNINGS_MODES = ("short", "full", "brief")
#: Set by the CDK's CLI (cdktn/cdktf synth, diff, deploy) when it runs the app: it then prints every warning
#: annotation itself, and logs whatever the app writes on stderr as an error (@cdktf/commons' ``exec``).
CLI_ENV = "CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS"
_CODE = re.compile(r".*\[(CIB[0-9]{3})\]", re.S)  # the code a message ends with (fullmatch)


def _manifest(path: str | os.PathLike) -> Path:
    path = Path(path)
    return path / "manifest.json" if path.is_dir() else path


def _annotations(manifest: str | os.PathLike) -> dict[str, list[str]]:
    stacks = json.loads(_manifest(manifest).read_text()).get("stacks", {})
    return {name: [a["message"] for a in stack.get("annotations", []) if a.get("level") == "@cdktf/warn"]
            for name, stack in stacks.items()}


def synth_warnings(manifest: str | os.PathLike) -> list[str]:
    """Warning annotations (advice, not errors) that `cdktn synth` would print; app.synth() does not.
    ``manifest``: the app's ``manifest.json`` or its outdir (``app.outdir``), a path or a string."""
    return [message for messages in _annotations(manifest).values() for message in messages]


def _short(message: str, stack: str) -> str:
    """``CIB260 pool.ssh_public_key_file: The repository's example SSH key``: the code, the field and the
    catalogue's title; a message without a code (a subclass's own) is cut at its first sentence."""
    where = message.split(" = ", 1)[0] if " = " in message else ""
    where = where.removeprefix(f"{stack}/").removeprefix(f"{stack}.")
    code = _CODE.fullmatch(message)
    rule = CATALOGUE.get(code.group(1)) if code else None
    if rule is not None:
        return f"{rule.code} {where}: {rule.title}" if where else f"{rule.code} {rule.title}"
    first = message.split(". ", 1)[0]
    return first if len(first) <= 160 else first[:157] + "..."


def print_warnings(outdir: str | os.PathLike, *, mode: str | None = None, file: TextIO | None = None) -> int:
    """Print the synth's warnings on stderr, once per stack: a count, then one short line each (code, field,
    the rule's title), and how to see them in full. ``mode`` (default: ``CRUSOE_IB_WARNINGS``, else
    ``short``): ``full`` prints every text (rule and fix), ``brief`` one line for the whole app. Under the
    CDK's CLI nothing is printed: the CLI prints each warning itself and tags the app's stderr ``[ERROR]``.
    Returns how many warnings there are."""
    found = {stack: messages for stack, messages in _annotations(outdir).items() if messages}
    count = sum(len(messages) for messages in found.values())
    out = file if file is not None else sys.stderr
    if mode is not None and mode not in WARNINGS_MODES:
        raise ValueError(f"mode={mode!r} is not a warnings mode: use one of {', '.join(WARNINGS_MODES)}")
    if not count or os.environ.get(CLI_ENV):
        return count
    if mode is None:
        mode = os.environ.get(WARNINGS_ENV, "").strip().lower() or "short"
        if mode not in WARNINGS_MODES:
            print(f"warning: {WARNINGS_ENV}={os.environ[WARNINGS_ENV]!r} is not a warnings mode "
                  f"({', '.join(WARNINGS_MODES)}): printing them short", file=out)
            mode = "short"
    if mode == "brief":
        print(f"warning: {count} synth warning{'s' if count != 1 else ''} in {len(found)} "
              f"stack{'s' if len(found) != 1 else ''} (make synth lists them)", file=out)
        return count
    for stack, messages in sorted(found.items()):
        print(f"warning: {stack}: {len(messages)} warning{'s' if len(messages) != 1 else ''}", file=out)
        for message in messages:
            print(f"  {message if mode == 'full' else _short(message, stack)}", file=out)
    if mode == "short":
        print(f"(each one's rule and fix: set {WARNINGS_ENV}=full, or look the code up in docs/errors.md)", file=out)
    return count
