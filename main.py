#!/usr/bin/env python3
"""Synthesize every environment in stacks/environments.py to cdktf.out/stacks/<name>/.

A configuration mistake prints one line per problem (field, value, rule, fix) and exits 1,
never a traceback.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent / "constructs")]

try:
    from crusoe_ib.cdk import App  # noqa: E402  (CDK=cdktn, the default, or CDK=cdktf)
except ImportError as err:  # an unknown CDK=..., or the selected CDK not installed
    sys.exit(f"error: {err}")

from crusoe_ib.errors import ConfigError  # noqa: E402
from stacks.config import app_issues  # noqa: E402
from stacks.environments import ENVIRONMENTS  # noqa: E402
from stacks.training_cluster import TrainingClusterStack  # noqa: E402


def summary(stack: TrainingClusterStack) -> str:
    cfg, itype = stack.config, stack.pool.instance_type
    nodes = cfg.capacity.node_count
    per_hour = itype.on_demand_usd_per_node_hour
    cost = f"${per_hour * nodes:,.2f}/hour on demand" if per_hour is not None else "cost unknown (no list price)"
    return f"{cfg.name}: {nodes} x {itype.name} = {nodes * itype.gpus} GPUs, {cost}"


def build(app: App, environments=ENVIRONMENTS) -> tuple[list[TrainingClusterStack], list[str]]:
    """Validate every environment and the app as a whole, then build the stacks; ([], errors) if
    anything is wrong, so nothing is synthesized from a half-right configuration."""
    errors = [str(issue) for issue in app_issues(environments)]
    if errors:
        return [], errors
    stacks = []
    for env in environments:
        try:
            stacks.append(TrainingClusterStack(app, env))
        except ConfigError as exc:  # rules that need the constructs (e.g. a pool subclass's own)
            errors += [str(issue) for issue in exc.issues]
    return (stacks, errors) if not errors else ([], errors)


def main() -> int:
    app = App()
    stacks, errors = build(app)
    if errors:
        print("Configuration errors (nothing was synthesized):", file=sys.stderr)
        for line in errors:
            print(f"  - {line}", file=sys.stderr)
        return 1
    app.synth()
    for stack in stacks:
        print(summary(stack))
    for warning in synth_warnings(Path(app.outdir) / "manifest.json"):
        print(f"warning: {warning}", file=sys.stderr)
    return 0


def synth_warnings(manifest: Path) -> list[str]:
    """Warning annotations (advice, not errors) that `cdktn synth` would print; app.synth() does not."""
    stacks = json.loads(manifest.read_text()).get("stacks", {})
    return [a["message"] for stack in stacks.values() for a in stack.get("annotations", [])
            if a.get("level") == "@cdktf/warn"]


if __name__ == "__main__":
    sys.exit(main())
