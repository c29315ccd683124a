#!/usr/bin/env python3
"""Synthesize every environment in stacks/environments.py to cdktf.out/stacks/<name>/.

A configuration mistake prints one line per problem (field, value, rule, fix) and exits 1,
never a traceback. ``--if-changed`` (what the offline make targets run) synthesizes only when a
file, setting or package the last synth read changed (crusoe_ib/app/freshness.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent / "constructs")]

from crusoe_ib.app import freshness  # noqa: E402  (standard library only: no CDK yet)

OUTDIR = "cdktf.out"


def main(argv: list[str]) -> int:
    if "--if-changed" in argv:
        reason = freshness.changed(OUTDIR, [])
        if reason is None:
            print(f"{OUTDIR} is up to date: nothing the last synth read has changed (make synth to synthesize anyway)")
            return 0
        print(f"synthesizing: {reason}")
    with freshness.Watch() as watch:
        # The environments first: they load without the CDK (the settings layer), so a misspelled, missing or
        # positional setting is reported before Node starts, with where it is and every problem of the call.
        from crusoe_ib.core._settings import SettingsCallError
        try:
            from stacks.environments import ENVIRONMENTS
        except SettingsCallError as err:
            print(f"Configuration errors in {_shown_path(err.called_at)} (nothing was synthesized):", file=sys.stderr)
            for found in err.issues:
                print(f"  - {found}", file=sys.stderr)
            return 1
        try:
            from crusoe_ib.core.cdk import App  # CDK=cdktn, the default, or CDK=cdktf
        except ImportError as err:  # an unknown CDK=..., or the selected CDK not installed
            print(f"error: {err}", file=sys.stderr)
            return 1
        from crusoe_ib import native_override
        from crusoe_ib.app import build, print_warnings, summary

        app = App()
        stacks, errors = build(app, ENVIRONMENTS)
        if errors:
            print("Configuration errors (nothing was synthesized):", file=sys.stderr)
            for line in errors:
                print(f"  - {line}", file=sys.stderr)
            return 1
        app.synth()
        native_override.write_all(Path(app.outdir))  # faster plans of large pools: crusoe_ib/native_override.py
    if Path(app.outdir).resolve() == Path(OUTDIR).resolve():
        freshness.record(app.outdir, watch, [])
    for stack in stacks:
        print(summary(stack))
    print_warnings(app.outdir)  # once per stack, short; CRUSOE_IB_WARNINGS=full for every rule and fix
    return 0


def _shown_path(called_at: str) -> str:
    """``<file>, line N`` with the file relative to the working directory when it is under it (no machine path
    in a CI log)."""
    path, sep, line = called_at.rpartition(", line ")
    here = str(Path.cwd()) + "/"
    return (path[len(here):] if path.startswith(here) else path) + sep + line


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
