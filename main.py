#!/usr/bin/env python3
"""Synthesize every environment in stacks/environments.py to cdktf.out/stacks/<name>/.

A configuration mistake prints one line per problem (field, value, rule, fix) and exits 1,
never a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent / "constructs")]

try:
    from crusoe_ib.core.cdk import App  # noqa: E402  (CDK=cdktn, the default, or CDK=cdktf)
except ImportError as err:  # an unknown CDK=..., or the selected CDK not installed
    sys.exit(f"error: {err}")

from crusoe_ib import native_override  # noqa: E402
from crusoe_ib.app import build, print_warnings, summary  # noqa: E402
from stacks.environments import ENVIRONMENTS  # noqa: E402


def main() -> int:
    app = App()
    stacks, errors = build(app, ENVIRONMENTS)
    if errors:
        print("Configuration errors (nothing was synthesized):", file=sys.stderr)
        for line in errors:
            print(f"  - {line}", file=sys.stderr)
        return 1
    app.synth()
    native_override.write_all(Path(app.outdir))  # faster plans of large pools: crusoe_ib/native_override.py
    for stack in stacks:
        print(summary(stack))
    print_warnings(app.outdir)  # once per stack, short; CRUSOE_IB_WARNINGS=full for every rule and fix
    return 0


if __name__ == "__main__":
    sys.exit(main())
