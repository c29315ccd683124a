#!/usr/bin/env python3
# crusoe-ib-wait-allocatable: before a job is submitted, wait until NODES Ready nodes labelled SELECTOR each
# advertise every NEED (RESOURCE=COUNT) as allocatable; otherwise exit 1 naming each node, what it lacks and
# where to look. Stdlib only (runs where kubectl runs). Usage:
#   wait-allocatable.py --selector LABEL=VALUE --nodes N --need RESOURCE=COUNT... [--timeout S] [--settle S] [-- KUBECTL...]
# It stops early (after --settle seconds without change) when every node's device plugins have reported and a
# count is still short: waiting longer would not change it, so the job would sit Pending.
import argparse, json, subprocess, sys, time

HINTS = {
    "nvidia.com/gpu": ("the GPU Operator's device plugin has not advertised the GPUs: `kubectl -n gpu-operator get pods`; a pod "
                       "stuck in ContainerCreating with 'no runtime for \"nvidia\" is configured' means the toolkit configured "
                       "another containerd than the node's (docs/k3s.md, 'The nvidia runtime')"),
    "nvidia.com/hostdev": ("the SR-IOV device plugin did not advertise the InfiniBand VFs: `kubectl -n nvidia-network-operator "
                           "logs -l app=sriovdp`; `crusoe-ib-verify node` on the node says which VFs it found, with or without "
                           "IPoIB netdevs (docs/k3s.md, 'InfiniBand devices')"),
}


def parse(argv):
    own, kubectl = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, ["kubectl"])
    p = argparse.ArgumentParser(prog="wait-allocatable")
    p.add_argument("--selector", required=True)
    p.add_argument("--nodes", type=int, required=True)
    p.add_argument("--need", action="append", default=[], required=True)
    p.add_argument("--timeout", type=float, default=900.0)
    p.add_argument("--settle", type=float, default=120.0)
    p.add_argument("--interval", type=float, default=10.0)
    args = p.parse_args(own)
    args.needs = {}
    for need in args.need:
        name, _, count = need.partition("=")
        if not name or not count.isdigit():
            p.error("--need takes RESOURCE=COUNT, got %r" % need)
        args.needs[name] = int(count)
    return args, kubectl


def quantity(text) -> int:
    try:
        return int(str(text))
    except ValueError:
        return 0


def judge(nodes_doc, needs, want):
    """(ready, settled_short, lines): per node, what it lacks; settled_short when every node reported every resource."""
    lines, complete, reported = [], 0, True
    for node in nodes_doc.get("items", []):
        name = node.get("metadata", {}).get("name", "?")
        status = node.get("status", {})
        allocatable = status.get("allocatable", {})
        ready = any(c.get("type") == "Ready" and c.get("status") == "True" for c in status.get("conditions", []))
        missing = []
        if not ready:
            missing.append("not Ready")
        for resource, count in needs.items():
            have = quantity(allocatable.get(resource, "0"))
            if resource not in allocatable:
                reported = False
            if have < count:
                missing.append("%s %d of %d" % (resource, have, count))
        if missing:
            lines.append("%s: %s" % (name, ", ".join(missing)))
        else:
            complete += 1
    found = len(nodes_doc.get("items", []))
    if found < want:
        lines.append("%d of %d nodes carry the label (the rest have not joined)" % (found, want))
        reported = False
    return complete >= want, reported and bool(lines), lines


def main(argv) -> int:
    args, kubectl = parse(argv)
    start, last, since = time.monotonic(), None, time.monotonic()
    while True:
        got = subprocess.run(kubectl + ["get", "nodes", "-l", args.selector, "-o", "json"], capture_output=True, text=True)
        if got.returncode != 0:
            lines, ready, settled = ["kubectl get nodes failed: " + (got.stderr.strip() or "exit %d" % got.returncode)[-300:]], False, False
        else:
            ready, settled, lines = judge(json.loads(got.stdout or "{}"), args.needs, args.nodes)
        if ready:
            print("crusoe-ib: %d node(s) %s advertise %s" % (args.nodes, args.selector,
                  ", ".join("%s=%d" % kv for kv in args.needs.items())))
            return 0
        if lines != last:
            last, since = lines, time.monotonic()
        waited = time.monotonic() - start
        if settled and time.monotonic() - since >= args.settle:
            why = "unchanged for %ds with every device plugin reporting" % args.settle
        elif waited >= args.timeout:
            why = "after %ds" % args.timeout
        else:
            time.sleep(args.interval)
            continue
        print("crusoe-ib: not submitting the job: the nodes do not advertise what it requests (%s):" % why, file=sys.stderr)
        for line in lines:
            print("  " + line, file=sys.stderr)
        for resource in args.needs:
            if any(resource + " " in line for line in lines) and resource in HINTS:
                print("  %s: %s" % (resource, HINTS[resource]), file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
