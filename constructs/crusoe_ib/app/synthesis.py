"""Build a CDK app from a list of environments: validate all, then build every stack.

Nothing is built from a half-right configuration: every problem of every environment (and of the
set, such as a name used twice) is collected first, and a construct-level problem found while
building (a pool subclass's own rule) discards the stacks already built.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from ..cdk import App
from .._settings import Files
from ..errors import ConfigError
from .environment import EnvironmentConfig, cross_environment_issues, not_an_environment
from .resolve import resolve
from .stack import TrainingClusterStack


def build(app: App, environments: Sequence[EnvironmentConfig]) -> tuple[list[TrainingClusterStack], list[str]]:
    """Resolve every environment (each settings object validated once, each key file read once)
    and check the app as a whole, then build the stacks; ([], errors) if anything is wrong, so
    nothing is synthesized from a half-right configuration."""
    files, resolved, found = Files(), [], []
    for index, env in enumerate(environments):
        wrong = not_an_environment(index, env)
        if wrong:
            found += wrong
            continue
        try:
            resolved.append(resolve(env, files))
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


def synth_warnings(manifest: Path) -> list[str]:
    """Warning annotations (advice, not errors) that `cdktn synth` would print; app.synth() does not."""
    stacks = json.loads(manifest.read_text()).get("stacks", {})
    return [a["message"] for stack in stacks.values() for a in stack.get("annotations", [])
            if a.get("level") == "@cdktf/warn"]
