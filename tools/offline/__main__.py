"""Plan/apply a synthesized stack offline against a simulated Crusoe cloud.

    PYTHONPATH=tools python3 -m offline plan  --stack-json cdktf.out/stacks/training-dev/cdk.tf.json
    PYTHONPATH=tools python3 -m offline apply --stack-json ... --cloud tools/offline/clouds/default.json
    PYTHONPATH=tools python3 -m offline show  --stack-json ...        # state after apply
    PYTHONPATH=tools python3 -m offline cloud --stack-json ...        # free capacity + instances
    PYTHONPATH=tools python3 -m offline plan --stack-json ... -- -var node_count=8   (args after -- go to terraform)
    PYTHONPATH=tools python3 -m offline output --json --stack-json ... -- verify_commands   # one output
    eval "$(PYTHONPATH=tools python3 -m offline env --stack-json ...)"   # this shell's terraform/cdktn use the stand-in

The workdir (default: $TMPDIR/crusoe-offline/<stack name>) keeps the state and the
simulated cloud between commands; --reset-cloud (or a --cloud fixture other than the
one the workdir started from) starts the cloud again from the fixture.  It must be outside the repository (Terraform writes a
.terraform.lock.hcl there, made against the stand-in provider).
"""
from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import re
import shlex
import sys
import tempfile
from pathlib import Path

from offline.cloud import ENV_CLOUD
from offline.harness import DEFAULT_CLOUD, OfflineTerraform
from offline.readable import readable

REPO = Path(__file__).resolve().parents[2]


def _emit(res):
    sys.stdout.write(res.stdout)
    sys.stderr.write(res.stderr)
    sys.stdout.flush()
    sys.stderr.flush()


#: A plan's new capacity ledger (IbCapacityGuard's `<guard>_ledger` output): the network the guard chose, the type,
#: the location and the nodes it takes slices for.
_LEDGER = re.compile(r'^\s*\+ \w+_ledger\s+= \{\n\s*\+ ib_network_id\s+= "(?P<network>[^"]+)"\n'
                     r'\s*\+ instance_type\s+= "(?P<type>[^"]+)"\n\s*\+ location\s+= "(?P<location>[^"]+)"\n'
                     r'\s*\+ nodes\s+= \[\n(?P<nodes>(?:\s*\+ "[^"]+",\n)*)', re.M)


def _guard_summary(plan_text: str, cloud) -> str | None:
    """One line on what the capacity guard chose in this plan, against the simulated cloud's free slices (the
    plan itself shows only the network id among ~300 lines); None when the plan creates no ledger."""
    found = _LEDGER.search(plan_text)
    if not found:
        return None
    nodes = len(re.findall(r'\+ "', found["nodes"]))
    try:
        from crusoe_ib.platform.catalog import CATALOG
        need = f"{nodes * CATALOG[found['type']].slices_per_vm} slices"
    except (ImportError, KeyError):
        need = "its slices"
    try:
        net = cloud.network(found["network"])
        free = cloud.free(found["network"], found["type"])
    except KeyError:
        return None
    return (f"# capacity guard: {nodes} node(s) of {found['type']} need {need}; it chose {net.get('name') or net['id']} "
            f"({found['location']}), which has {free} free in the simulated cloud before this apply")


def _exports(h: OfflineTerraform) -> str:
    """Shell exports that point this shell's Terraform (and so `npx cdktn diff`) at the stand-in provider
    of the workdir. PATH gains one folder of the workdir holding only `terraform` (the offline one) and
    `crusoe-ib-verify` (the venv's), so `python3`, `pip` and `make` stay the shell's own."""
    q = shlex.quote
    bin_dir = h.workdir / "bin"
    bin_dir.mkdir(exist_ok=True)
    venv_bin = Path(sys.executable).parent
    # What an apply runs over SSH (the delivery) meets the simulated hosts: the harness's stand-in ssh, first on
    # the offline terraform's own PATH only (the shell's ssh stays the shell's).
    fake_ssh = (f"PATH={q(str(h.workdir / 'fake-ssh-bin'))}:\"$PATH\" FAKE_SSH_LOG={q(h.env['FAKE_SSH_LOG'])} "
                f"FAKE_SSH_ROOT={q(h.env['FAKE_SSH_ROOT'])}; export PATH FAKE_SSH_LOG FAKE_SSH_ROOT\n")
    for name, setup, target in (
            ("terraform", fake_ssh, f"{q(sys.executable)} {q(str(REPO / 'tools' / 'offline' / 'terraform'))}"),
            ("crusoe-ib-verify", "", q(str(venv_bin / "crusoe-ib-verify")))):
        exe = bin_dir / name
        exe.write_text(f"#!/bin/sh\n# written by `make offline-env`\n{setup}exec {target} \"$@\"\n")
        exe.chmod(0o755)
    return "\n".join([
        f"export TF_CLI_CONFIG_FILE={q(str(h.cli_config))}",
        f"export {ENV_CLOUD}={q(str(h.cloud_path))}",
        f"export CRUSOE_OFFLINE_SCHEMA={q(h.env['CRUSOE_OFFLINE_SCHEMA'])}",
        # The stack as the offline steps run it (its backend is the offline state): `terraform -chdir=` it,
        # or `crusoe-ib-verify remediate --stack-dir` it, to act on the offline cluster.
        f"export CRUSOE_OFFLINE_STACK_DIR={q(str(h.stack_dir))}",
        # remediate's history (its circuit breaker's count) in the workdir, beside the offline state: by default it
        # is <state>.remediation.jsonl in the project root, where the real stack's own history lives, and the tour's
        # handed-out replace counted against the first real remediation of that stack.
        f"export CRUSOE_IB_REMEDIATION_HISTORY={q(str(h.workdir / 'remediation.jsonl'))}",
        f"export PATH={q(str(bin_dir))}\"${{PATH:+:$PATH}}\"",
        "export CHECKPOINT_DISABLE=1",
    ])


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1:]
    ap = argparse.ArgumentParser(prog="python -m offline", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["init", "validate", "plan", "apply", "destroy", "show", "output", "state",
                                        "cloud", "env"])
    ap.add_argument("--stack-json", required=True, help="synthesized cdk.tf.json")
    ap.add_argument("--cloud", help=f"cloud fixture JSON (default {DEFAULT_CLOUD.relative_to(REPO)} "
                                    "when the workdir has no cloud yet)")
    ap.add_argument("--workdir", help="working directory (default $TMPDIR/crusoe-offline/<stack>)")
    ap.add_argument("--reset-cloud", action="store_true", help="recreate the simulated cloud from the fixture")
    ap.add_argument("--seed-state", action="store_true",
                    help="start from an empty state file (terraform_remote_state fails on a missing one)")
    ap.add_argument("--json", action="store_true", help="show/output: JSON")
    ap.add_argument("--detailed-exitcode", action="store_true", help="plan: exit 2 when there are changes")
    ap.add_argument("--raw", action="store_true",
                    help="plan/apply/destroy: Terraform's output unchanged (default: long commands and lines "
                         "shortened, outputs by name, the result last; the whole output kept in <workdir>/<command>.log)")
    args = ap.parse_args(argv)

    stack = Path(args.stack_json).resolve()
    if not stack.is_file():
        ap.error(f"--stack-json {args.stack_json}: no such file (run `python main.py` / `cdktn synth` first)")
    workdir = Path(args.workdir or Path(tempfile.gettempdir()) / "crusoe-offline" / stack.parent.name).resolve()
    if workdir == REPO or REPO in workdir.parents:
        ap.error(f"--workdir {workdir} is inside the repository; use a directory outside it")

    reset = bool(args.reset_cloud)
    # Which fixture the workdir's cloud started from, when it was not the default: "<sha256> <path>".
    marker = workdir / "cloud.fixture.sha256"
    if args.cloud is not None:
        fixture = Path(args.cloud)
        if not fixture.is_file():
            ap.error(f"--cloud {args.cloud}: no such file (a cloud fixture JSON, e.g. {DEFAULT_CLOUD.relative_to(REPO)})")
        # The same fixture again keeps the simulated cloud (and what an apply created in it);
        # another fixture, or --reset-cloud, starts it afresh.
        digest = hashlib.sha256(fixture.read_bytes()).hexdigest()
        reset = reset or not marker.is_file() or marker.read_text().split()[:1] != [digest]
        workdir.mkdir(parents=True, exist_ok=True)
        marker.write_text(f"{digest} {args.cloud}\n")
    elif reset:
        marker.unlink(missing_ok=True)  # the default fixture again
    elif marker.is_file() and (workdir / "cloud.json").is_file():
        started = (marker.read_text().split(maxsplit=1)[1:] or ["another fixture"])[0].strip()
        print(f"# note: this simulated cloud started from {started}, not the default fixture; "
              f"`make offline-reset STACK={stack.parent.name}` (or --reset-cloud) starts it from the default again",
              file=sys.stderr)
    h = OfflineTerraform(stack, workdir, cloud=args.cloud if reset else None,
                         reset_cloud=True if reset else None, seed_state=args.seed_state)
    print(f"# offline workdir: {workdir}  (cloud: {h.cloud_path})", file=sys.stderr)

    if args.command == "env":
        print(_exports(h))
        return 0

    if args.command == "cloud":
        data = h.cloud.data()
        out = {"ib_networks": data.get("ib_networks", []),
               "instances": [{k: s.get(k) for k in ("name", "type", "location", "id")} for s in h.cloud.instances()],
               "partitions": [{k: s.get(k) for k in ("name", "ib_network_id", "id")} for s in h.cloud.partitions()]}
        print(json.dumps(out, indent=2))
        return 0

    names = [a for a in extra if not a.startswith("-")]
    if args.command == "output" and names:
        # Terraform answers a misspelled name like an output not applied yet ("be sure to run terraform apply"):
        # the stack says which names exist.
        outputs = sorted(json.loads(stack.read_text()).get("output", {}))
        if names[0] not in outputs:
            close = difflib.get_close_matches(names[0], outputs, n=1)
            print(f"error: {stack.parent.name} has no output {names[0]!r}"
                  + (f" (did you mean {close[0]}?)" if close else "") + f"; its outputs: {', '.join(outputs)}",
                  file=sys.stderr)
            return 1

    res = h.init()
    if args.command == "init" or res.rc != 0:
        _emit(res)
        return res.rc
    if args.command == "validate":
        res = h.validate(extra)
    elif args.command == "plan":
        res = h.plan(detailed_exitcode=args.detailed_exitcode, extra_args=extra)
    elif args.command == "apply":
        res = h.apply(extra)
    elif args.command == "destroy":
        res = h.destroy(extra)
    elif args.command == "show":
        res = h.run("show", "-no-color", *(["-json"] if args.json else []), *extra)
    elif args.command == "output":
        res = h.run("output", "-no-color", *(["-json"] if args.json else []), *extra)
        if res.rc != 0 and names and "not found" in res.stdout + res.stderr:  # the name is the stack's: not applied
            res = res._replace(stderr=res.stderr + f"\nThe offline {stack.parent.name} has no outputs yet: "
                               f"make offline-apply STACK={stack.parent.name} first.\n")
    else:  # state
        res = h.run("state", *(extra or ["list"]))
    unset = sorted(set(re.findall(r'input variable "(\w+)" is not set', res.stdout + res.stderr)))
    if res.rc != 0 and unset:
        # Under TF_INPUT=0 Terraform says only "Use a -var or -var-file": each variable's description says where its
        # value comes from (the K3s join tokens: TF_VAR_..., docs/k3s.md).
        variables = json.loads(stack.read_text()).get("variable", {})
        res = res._replace(stderr=res.stderr + "".join(
            f"\n{name}: {variables.get(name, {}).get('description') or f'export TF_VAR_{name}=... (it has no description)'}"
            for name in unset) + "\n")
    summary = _guard_summary(res.stdout, h.cloud) if args.command == "plan" and res.rc in (0, 2) else None
    if summary:
        res = res._replace(stderr=res.stderr + summary + "\n")
    if args.command in ("plan", "apply", "destroy") and not args.raw:
        log = workdir / f"{args.command}.log"
        log.write_text(res.stdout + res.stderr)
        hint = f"one as JSON: make -s offline-outputs STACK={stack.parent.name} OUTPUT=<name>"
        res = res._replace(stdout=readable(res.stdout, str(log), hint))
    _emit(res)
    return res.rc


if __name__ == "__main__":
    sys.exit(main())
