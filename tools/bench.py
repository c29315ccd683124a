#!/usr/bin/env python3
"""Benchmark: the project's init+plan beside hand-written HCL for the same cluster, 128 .. 2,048 nodes.

For each size, in one run: synth time of training-dev at that size (beside the floor, a process
that only imports the CDK and the Crusoe bindings), then offline ``terraform init`` + ``plan`` of the
synthesized stack and of ``tools/handwritten/main.tf`` (the cluster of "A Field Guide to Crusoe
InfiniBand with Terraform", instances a for_each over a map in a local), both on the same
Terraform core and stand-in provider, with wall time, the ratio, and terraform's peak RSS (the
VmHWM of the process running Terraform core; the stand-in provider is a separate process).
Runs alternate project / hand-written so a busy machine slows both alike; compare ratios. The CPU
ratio (Terraform core and the provider it starts) is the steadier figure on a shared machine.
With --paired, each round plans both at the same time, pinned to one core apiece, and the ratio is the
median of the pairs' ratios: steadier on a shared host, single-core (reads higher than the default).
The project's plans run what a deploy runs: cdk.tf.json with the crusoe_ib_override.tf that synth
writes beside it (crusoe_ib/native_override.py). With --formats, the same stack is also planned from
cdk.tf.json alone and written wholly as HCL (tools/tfjson_to_hcl.py): what the JSON syntax costs.
Usage: pipenv run python tools/bench.py [--sizes 128,512,1024,2048] [--repeat 3] [--plan-repeat 2] [--markdown] [--paired] [--formats]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "constructs"), str(REPO / "tools")]

import tfjson_to_hcl  # noqa: E402  (tools/, on the path above)
from crusoe_ib import native_override  # noqa: E402

HANDWRITTEN = REPO / "tools" / "handwritten" / "main.tf"
FLOOR = "from crusoe_ib.core.cdk import crusoe; crusoe.compute_instance, crusoe.data_crusoe_ib_networks"
SYNTH = """
import dataclasses, sys
sys.path[:0] = [{repo!r}, {constructs!r}]
from crusoe_ib.core.cdk import App
from stacks.environments import environment
from crusoe_ib.app import TrainingClusterStack
from crusoe_ib import native_override
app = App(outdir={outdir!r})
dev = environment("training-dev")
TrainingClusterStack(app, dataclasses.replace(dev, capacity=dataclasses.replace(dev.capacity, node_count={n})))
app.synth()
native_override.write_all(app.outdir)  # as main.py does
"""
# Runs Terraform core (the offline shim) in this process and reports the process's peak RSS.
MEASURED = """
import runpy, sys
shim, report = sys.argv[1], sys.argv[2]
sys.argv = [shim, *sys.argv[3:]]
try:
    runpy.run_path(shim, run_name="__main__")
finally:
    with open("/proc/self/status") as status:
        peak_kb = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    with open(report, "w") as out:
        out.write(peak_kb)
"""


def timed(argv: list[str], cwd: Path, env: dict | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(argv, cwd=cwd, check=True, capture_output=True, timeout=3600, env=env)
    return time.perf_counter() - start


def warm_median(argv: list[str], cwd: Path, env: dict, repeat: int) -> float:
    """Median of ``repeat`` runs after one untimed run: a user's synth finds the modules' bytecode
    cached (``env`` keeps it in a scratch PYTHONPYCACHEPREFIX, even where PYTHONDONTWRITEBYTECODE is
    set), so the floor and the synth are both timed warm, neither compiling Python."""
    timed(argv, cwd, env)
    return statistics.median(timed(argv, cwd, env) for _ in range(repeat))


def init_plan(tf, extra: list[str], core: int | None = None) -> tuple[float, float, float]:
    """Wall seconds of `terraform init` + `plan`, the larger peak RSS (MB) of the two, and the CPU
    seconds they used (Terraform core and the provider it starts: steadier than wall time when
    other work shares the machine). ``core``: run pinned to that one core (Go then runs one thread)."""
    from offline.harness import SHIM

    wall, peak, cpu = 0.0, 0.0, 0.0
    report = tf.workdir / "peak-rss-kb"
    log = tf.workdir / "terraform.log"
    for args in (["init", "-input=false", "-no-color"],
                 ["plan", "-input=false", "-no-color", "-detailed-exitcode", *extra]):
        start = time.perf_counter()
        with open(log, "w") as out:
            pin = [] if core is None else ["taskset", "-c", str(core)]  # util-linux; children inherit it
            child = subprocess.Popen([*pin, sys.executable, "-c", MEASURED, str(SHIM), str(report), f"-chdir={tf.stack_dir}", *args],
                                     env=tf.env, stdout=out, stderr=subprocess.STDOUT)
            _, status, usage = os.wait4(child.pid, 0)
        wall += time.perf_counter() - start
        cpu += usage.ru_utime + usage.ru_stime
        rc = os.waitstatus_to_exitcode(status)
        if rc != (2 if args[0] == "plan" else 0):
            raise RuntimeError(f"terraform {args[0]} in {tf.stack_dir} exited {rc}:\n{log.read_text()[-3000:]}")
        peak = max(peak, int(report.read_text()) / 1024)
    return wall, peak, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="128,512,1024,2048", help="node counts, comma-separated")
    parser.add_argument("--repeat", type=int, default=3, help="runs per synth figure (median is shown)")
    parser.add_argument("--plan-repeat", type=int, default=2, help="init+plan runs per figure (median is shown)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown (the README's)")
    parser.add_argument("--formats", action="store_true",
                        help="also plan the project's stack from cdk.tf.json alone (no crusoe_ib_override.tf) and "
                             "written wholly as HCL (tools/tfjson_to_hcl.py): what the JSON syntax itself costs")
    parser.add_argument("--paired", action="store_true",
                        help="plan the project and the hand-written HCL at the same time, each pinned to one core, "
                             "and report the median of the pairs' ratios (steadier on a shared host; needs 2 cores)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.paired and (shutil.which("taskset") is None or len(os.sched_getaffinity(0)) < 2):
        parser.error("--paired needs two cores this process may use and taskset (util-linux); "
                     "run without --paired to alternate the runs instead")

    from offline.harness import OfflineTerraform
    from crusoe_ib.platform.catalog import CATALOG

    slices = CATALOG["h100-80gb-sxm-ib.8x"].slices_per_vm
    key = (REPO / "keys" / "training-ops.pub").read_text().strip()
    print(f"floor: importing the CDK + bindings ({args.repeat} runs)...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        floor = warm_median([sys.executable, "-c", FLOOR], REPO, env, args.repeat)
        rows, format_rows = [], []
        for n in sizes:
            outdir = Path(tmp) / f"out-{n}"
            code = SYNTH.format(repo=str(REPO), constructs=str(REPO / "constructs"), outdir=str(outdir), n=n)
            print(f"{n} nodes: synth x{args.repeat}...", file=sys.stderr, flush=True)
            synth = warm_median([sys.executable, "-c", code], REPO, env, args.repeat)
            stack_json = outdir / "stacks" / "training-dev" / "cdk.tf.json"
            cloud = {"ib_networks": [{"id": "net-bench", "name": "net-bench", "location": "us-east1-a",
                                      "capacities": [{"slice_type": "h100-80gb-sxm-ib.8x", "quantity": slices * n}]}]}
            def project_tf(i, form):
                tf = OfflineTerraform(stack_json, Path(tmp) / f"project-{form}-{n}-{i}", cloud=cloud)
                if form != "deployed":  # the same plan without the override (tests/plan/test_native_override_plans.py)
                    (tf.stack_dir / native_override.FILE).unlink(missing_ok=True)
                if form == "hcl":  # the same configuration in native syntax (tests/plan/test_hcl_conversion.py)
                    written = tf.stack_dir / "cdk.tf.json"
                    (tf.stack_dir / "main.tf").write_text(tfjson_to_hcl.convert(json.loads(written.read_text())))
                    written.unlink()
                return tf, []

            def hand_tf(i):
                hand = OfflineTerraform({}, Path(tmp) / f"hcl-{n}-{i}", cloud=cloud)
                (hand.stack_dir / "cdk.tf.json").unlink()
                shutil.copy(HANDWRITTEN, hand.stack_dir / "main.tf")
                return hand, ["-var", f"vm_count={n}", "-var", f"ssh_public_key={key}"]

            extra = {"project, cdk.tf.json alone": "json", "project written as HCL": "hcl"} if args.formats else {}
            sides = {"project": "deployed", **extra}  # side -> the form its configuration takes
            runs = {side: [] for side in sides}
            hands = {side: [] for side in sides}  # paired: each side has its own hand-written partner
            for i in range(args.plan_repeat):
                for side, form in sides.items():
                    p_tf, p_extra = project_tf(i, form)
                    if args.paired:
                        # Both at once, each pinned to its own core (swapped every round): whatever else the
                        # host runs slows both alike, which alternating runs ~10 s apart cannot promise.
                        print(f"{n} nodes: terraform init + plan, {side} and hand-written HCL side by side "
                              f"({i + 1}/{args.plan_repeat})...", file=sys.stderr, flush=True)
                        h_tf, h_extra = hand_tf(i)
                        with ThreadPoolExecutor(2) as pool:
                            p_run = pool.submit(init_plan, p_tf, p_extra, i % 2)
                            h_run = pool.submit(init_plan, h_tf, h_extra, 1 - i % 2)
                            runs[side].append(p_run.result())
                            hands[side].append(h_run.result())
                        shutil.rmtree(h_tf.workdir, ignore_errors=True)
                    else:
                        print(f"{n} nodes: terraform init + plan, {side} ({i + 1}/{args.plan_repeat})...",
                              file=sys.stderr, flush=True)
                        runs[side].append(init_plan(p_tf, p_extra))
                    shutil.rmtree(p_tf.workdir, ignore_errors=True)
                if not args.paired:  # alternate, so a busy machine slows both alike
                    print(f"{n} nodes: terraform init + plan, hand-written HCL ({i + 1}/{args.plan_repeat})...",
                          file=sys.stderr, flush=True)
                    h_tf, h_extra = hand_tf(i)
                    run = init_plan(h_tf, h_extra)
                    for side in sides:
                        hands[side].append(run)
                    shutil.rmtree(h_tf.workdir, ignore_errors=True)

            def figures(side):
                project = tuple(statistics.median(r[j] for r in runs[side]) for j in (0, 1, 2))
                handwritten = tuple(statistics.median(r[j] for r in hands[side]) for j in (0, 1, 2))
                if args.paired:  # the ratio of each side-by-side pair, then their median
                    pairs = [(p[0] / h[0], p[2] / h[2]) for p, h in zip(runs[side], hands[side])]
                    print(f"{n} nodes, {side}: side-by-side wall ratios " + ", ".join(f"{w:.2f}" for w, _ in pairs)
                          + "; CPU ratios " + ", ".join(f"{c:.2f}" for _, c in pairs), file=sys.stderr, flush=True)
                    return project, handwritten, (statistics.median(w for w, _ in pairs),
                                                  statistics.median(c for _, c in pairs))
                return project, handwritten, (project[0] / handwritten[0], project[2] / handwritten[2])

            project, handwritten, ratios = figures("project")
            for side in extra:
                other, its_hand, (wall_ratio, cpu_ratio) = figures(side)
                format_rows.append((n, side, other[0], wall_ratio, cpu_ratio, other[1] / its_hand[1]))
            rows.append((n, synth, project, handwritten, ratios, stack_json.stat().st_size))

    header = ["nodes", "synth s", "synth / floor", "init+plan s", "hand-written HCL s", "ratio", "CPU ratio",
              "peak RSS MB", "hand-written MB", "RSS ratio", "cdk.tf.json KB"]
    lines = [[f"{n:,}", f"{s:.2f}", f"{s / floor:.1f}x", f"{p:.2f}", f"{h:.2f}", f"{wall_ratio:.2f}x", f"{cpu_ratio:.2f}x",
              f"{pm:.0f}", f"{hm:.0f}", f"{pm / hm:.2f}x", f"{size / 1024:.0f}"]
             for n, s, (p, pm, _), (h, hm, _), (wall_ratio, cpu_ratio), size in rows]
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
    for n, side, seconds, wall_ratio, cpu_ratio, rss_ratio in format_rows:
        print(f"{n:,} nodes, {side}: init+plan {seconds:.2f} s, {wall_ratio:.2f}x the "
              f"hand-written HCL (CPU {cpu_ratio:.2f}x, peak RSS {rss_ratio:.2f}x)")
    print(f"floor (python -c 'import the CDK + bindings'): {floor:.2f} s; {datetime.date.today()}, "
          f"{os.cpu_count()} cores, Python {platform.python_version()}; medians of {args.repeat} synth and "
          f"{args.plan_repeat} init+plan runs" + (", each pair side by side on one core apiece" if args.paired else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
