#!/usr/bin/env python3
"""Benchmark: wall time of synth and of offline init+plan for pools of 4 .. 2,048 nodes.

Prints a table (also as --markdown for the README). The floor is a process that only imports
cdktf and the Crusoe bindings: everything above it is our constructs and Terraform.
Usage: pipenv run python tools/bench.py [--sizes 4,64,512,2048] [--repeat 3] [--markdown]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "constructs"), str(REPO / "tools")]

FLOOR = "from crusoe_ib.cdk import crusoe; crusoe.compute_instance, crusoe.data_crusoe_ib_networks"
SYNTH = """
import dataclasses, sys
sys.path[:0] = [{repo!r}, {constructs!r}]
from crusoe_ib.cdk import App
from stacks.environments import environment
from stacks.training_cluster import TrainingClusterStack
app = App(outdir={outdir!r})
dev = environment("training-dev")
TrainingClusterStack(app, dataclasses.replace(dev, capacity=dataclasses.replace(dev.capacity, node_count={n})))
app.synth()
"""


def timed(argv: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(argv, cwd=cwd, check=True, capture_output=True, timeout=3600)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="4,64,512,2048")
    parser.add_argument("--repeat", type=int, default=3, help="runs per synth figure (median is shown)")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]

    from offline.harness import OfflineTerraform

    print(f"floor: importing cdktf + bindings ({args.repeat} runs)...", file=sys.stderr, flush=True)
    floor = statistics.median(timed([sys.executable, "-c", FLOOR], REPO) for _ in range(args.repeat))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            outdir = Path(tmp) / f"out-{n}"
            code = SYNTH.format(repo=str(REPO), constructs=str(REPO / "constructs"), outdir=str(outdir), n=n)
            print(f"{n} nodes: synth x{args.repeat}...", file=sys.stderr, flush=True)
            synth = statistics.median(timed([sys.executable, "-c", code], REPO) for _ in range(args.repeat))
            stack_json = outdir / "stacks" / "training-dev" / "cdk.tf.json"
            fixture = {"ib_networks": [{"id": "net-bench", "name": "net-bench", "location": "us-east1-a",
                                        "capacities": [{"slice_type": "h100-80gb-sxm-ib.8x", "quantity": 8 * n}]}]}
            tf = OfflineTerraform(stack_json, Path(tmp) / f"tf-{n}", cloud=fixture)
            print(f"{n} nodes: terraform init + plan...", file=sys.stderr, flush=True)
            start = time.perf_counter()
            init = tf.init()
            plan = tf.plan()
            plan_s = time.perf_counter() - start
            if init.rc != 0 or plan.rc != 2:
                print(f"plan of {n} nodes failed:\n{init.output}\n{plan.output}", file=sys.stderr)
                return 1
            rows.append((n, synth, plan_s, stack_json.stat().st_size))

    header = ["nodes", "synth s", "synth / floor", "init+plan s", "init+plan / floor", "cdk.tf.json KB"]
    lines = [[str(n), f"{s:.2f}", f"{s / floor:.1f}x", f"{p:.2f}", f"{p / floor:.1f}x", f"{size / 1024:.0f}"]
             for n, s, p, size in rows]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for line in lines:
            print("| " + " | ".join(line) + " |")
    else:
        widths = [max(len(h), *(len(line[i]) for line in lines)) for i, h in enumerate(header)]
        print("  ".join(h.rjust(w) for h, w in zip(header, widths)))
        for line in lines:
            print("  ".join(c.rjust(w) for c, w in zip(line, widths)))
    print(f"floor (python -c 'import the CDK + bindings'): {floor:.2f} s; {os.cpu_count()} cores, "
          f"Python {sys.version.split()[0]}", file=sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
