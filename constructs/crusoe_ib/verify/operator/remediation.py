"""``remediate``: failing nodes -> drain, bundle, replace or reboot, check, undrain; one node at a time,
within the guardrails, remembered in the stack's history.

The decision, in order (docs/operations.md, "Drain first, per mode"):

1. read the stack's ``verify_remediation`` output and its **history** (``history.py``), before anything;
2. take the failing nodes (:func:`.failing_nodes.failing_nodes`: ``--fleet``, ``--bisect``, ``--sweep``, ``--node``) and refuse
   what is not a pool node of this stack;
3. per node, the action its findings ask for (``actions.py``): ``owner`` (no node action),
   ``reboot`` or ``replace``; a node that failed again after a reboot is replaced; a node whose check
   fails again within ``repeat_offender_hours`` of its replacement is a **repeat offender**: no replace,
   a support item (``support``) with its history and the bundle command;
4. the guardrails: at most ``max_share`` of the pool per run, production only with ``--production``,
   and the **circuit breaker**: distinct nodes replaced or rebooted within the window (history) plus this
   run's may not exceed the stack's limit; past it the run stops (exit 1) until
   ``--reset-breaker "reason"``;
5. the steps per node, as the pool's mode needs them (:func:`steps_for`): Slurm drains with a reason
   and waits (bounded) for the node's jobs; Kubernetes cordons, waits for the workload pods (a label
   selector, bounded) and drains; torchrun refuses while a launch runs on the pool; then the bundle,
   the replace or reboot, the node check, and the resume or uncordon;
6. without ``--execute``, print them (the dry run; each handed-out replace or reboot is recorded, and
   counts against the breaker); with it, run them one node at a time, stopping at the first step
   that fails, each step recorded with its outcome.
"""

from __future__ import annotations

import contextlib
import json
import math
import re
import os
import shlex
import time

from ..node import actions as act
from ..node.collect import TIMEOUT, run
from ..node.command_io import NODE_KEY, UNKNOWN, UsageError
from ..node.readers import UnsafePath, create_new
from ..node.remote import HOST, known_hosts_options, pinned_directory
from ..node.thresholds import is_positive_number
from . import history as hist
from .document import document
from .failing_nodes import failing_nodes
from .remediation_input import field_error, known_hosts, read_remediation

#: The drain strategy of each mode (the stacks' mode names, crusoe_ib.app's registry): how remediate takes a
#: node out of service. ``slurm``: drain in Slurm and wait for its jobs; ``kubernetes``: cordon, wait for the
#: workload's pods, drain; ``guard``: no scheduler to drain, so refuse while a torchrun launch runs on the pool.
DRAIN_BY_MODE = {"torchrun": "guard", "k3s": "kubernetes", "managed_kubernetes": "kubernetes", "slurm": "slurm"}
#: Kubeflow's Training Operator and MPI Operator label every pod of a job with this key (Crusoe's K3s
#: article runs its NCCL tests with the MPI Operator); other controllers: --workload-selector.
WORKLOAD_SELECTOR = "training.kubeflow.org/job-name"
#: The Slurm environment every Slurm host of these stacks writes at boot (Slurm on PATH in any shell).
SLURM_ENV = "/usr/local/lib/crusoe-ib-slurm-env.sh"
#: A torchrun launched by the stack's launcher runs ``torchrun ... --nnodes=...``; the bracket keeps
#: pgrep from matching the shell that runs it.
TORCHRUN_PATTERN = "[t]orchrun.*--nnodes="
POLL_SECONDS = 5
DEFAULT_WINDOW_HOURS, DEFAULT_REPEAT_HOURS = 24.0, 168.0
HISTORY_ENV = "CRUSOE_IB_REMEDIATION_HISTORY"


# --- the output's remediation fields ---------------------------------------------------------


def settings_of(rem: dict, path: str) -> dict:
    """The remediation fields of ``verify_remediation`` (older outputs: the defaults), checked."""

    def bad(field: str, want: str, value: object):
        return field_error(path, field, value, want,
                           "write it with `terraform output -json verify_remediation` from a stack synthesized by this version")

    mode = rem.get("mode", "torchrun")
    if not isinstance(mode, str) or mode not in DRAIN_BY_MODE:
        raise bad("mode", "one of " + ", ".join(DRAIN_BY_MODE), mode)
    breaker = rem.get("breaker") or {}
    if not isinstance(breaker, dict):
        raise bad("breaker", "an object", breaker)
    hours = {}
    for name, default in (("window_hours", DEFAULT_WINDOW_HOURS), ("repeat_offender_hours", DEFAULT_REPEAT_HOURS)):
        value = breaker.get(name, default)
        if not is_positive_number(value):  # NaN, infinity and an int past float's range (10**400) too
            raise bad(f"breaker.{name}", "a positive number of hours", value)
        hours[name] = float(value)
    limit = breaker.get("max_actions")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise bad("breaker.max_actions", "null or a whole number of nodes, at least 1", limit)
    where = rem.get("history") or {}
    if not isinstance(where, dict) or not all(v is None or isinstance(v, str) for v in where.values()):
        raise bad("history", "an object of path, remote, pull, push (strings or null)", where)
    for name, problem in history_problems(where):
        raise bad(f"history.{name}", problem, where[name])
    scheduler = rem.get("scheduler_host")
    if scheduler is not None and (not isinstance(scheduler, str) or not HOST.fullmatch(scheduler)):
        raise bad("scheduler_host", "null or a host name or address", scheduler)
    for key, node in rem["nodes"].items():
        name = node.get("name")
        if name is not None and (not isinstance(name, str) or not HOST.fullmatch(name)):
            raise bad(f"nodes[{key!r}].name", "the VM's name", name)
    return dict(mode=mode, window_hours=hours["window_hours"], repeat_hours=hours["repeat_offender_hours"],
                max_actions=limit, history=where, scheduler_host=scheduler)


#: The output's ``history.path``: a relative path of plain characters, below where remediate runs (it is appended to).
HISTORY_FILE = re.compile(r"[A-Za-z0-9_.][A-Za-z0-9_.-]*(/[A-Za-z0-9_.][A-Za-z0-9_.-]*)*")
#: The output's ``history.remote``: the S3 object beside the remote state (crusoe_ib.remediation_history).
HISTORY_REMOTE = re.compile(r"s3://[a-z0-9][a-z0-9.-]{0,62}/[A-Za-z0-9._/-]{1,1024}")


def history_problems(where: dict) -> list:
    """``[(field, what it must be)]`` for the output's ``history`` fields that are not what the stack writes:
    ``path`` is appended to and named in a printed ``touch``, ``remote`` named in a printed ``aws s3 cp``, and
    ``pull``/``push`` printed as commands to run, so none may hold more than plain path and word characters."""
    found = []
    path = where.get("path")
    if path is not None and (not HISTORY_FILE.fullmatch(path) or {".", ".."} & set(path.split("/")) or len(path) > 1024):
        found.append(("path", "null or a relative path of letters, digits and _.-/ without '..' (the stack's "
                              "<state>.remediation.jsonl)"))
    remote = where.get("remote")
    if remote is not None and not HISTORY_REMOTE.fullmatch(remote):
        found.append(("remote", "null or the s3://bucket/key of the history beside the remote state"))
    for name in ("pull", "push"):
        command = where.get(name)
        if command is None:
            continue
        try:
            words = shlex.split(command)
        except ValueError:
            words = []
        # shlex.join quotes every word that is not plain, so a command equal to the join of its own words is one
        # simple command of literal words: no operator, expansion or second command can hide in it.
        if (words[:3] != ["aws", "s3", "cp"] or shlex.join(words) != command or not command.isprintable()
                or not command.isascii()):
            found.append((name, "null or the `aws s3 cp ...` command the stack writes (literal words, each quoted)"))
    return found


def history_path(args, rem: dict, conf: dict) -> str:
    """``--history``, else $CRUSOE_IB_REMEDIATION_HISTORY, else the output's ``history.path``, else
    ``<stack>.remediation.jsonl`` (relative paths: from where remediate runs, the project root)."""
    if args.history:
        return args.history
    if os.environ.get(HISTORY_ENV):
        return os.environ[HISTORY_ENV]
    path = conf["history"].get("path") or f"{rem['stack']}.remediation.jsonl"
    if conf["history"].get("remote") and not os.path.exists(path):
        raise UsageError(
            f"the remediation history of {rem['stack']} lives beside its remote state ({conf['history']['remote']}) and "
            f"there is no copy at {path}: fetch it first, so the circuit breaker counts what others did:\n"
            f"  {conf['history'].get('pull') or shlex.join(['aws', 's3', 'cp', conf['history']['remote'], path])}\n"
            f"(the first remediation of this stack: create it empty, `touch {shlex.quote(path)}`; another copy: --history FILE)")
    return path


def history_lock(args):
    """The lock of the history this run will use (``--history``, the environment, or the output's path)."""
    rem = read_remediation(args.remediation)
    return hist.locked(history_path(args, rem, settings_of(rem, args.remediation)))


# --- commands --------------------------------------------------------------------------------


def _stack_dir(args, rem: dict) -> str:
    """Where the stack's Terraform runs: ``--stack-dir``, else ``cdktf.out/stacks/<stack>`` from the project root."""
    return args.stack_dir or f"cdktf.out/stacks/{rem['stack']}"


def _reach(rem: dict, conf: dict) -> list:
    """The ssh argv before the host, as the outputs reach a node (user, jump host) with the host keys the apply
    pinned (``conf["host_keys"]``; the path as given, relative to the project root like the replace lines).
    The Slurm login node is pinned there too, by the SlurmCluster's delivery."""
    return ["ssh", "-o", "BatchMode=yes", *conf.get("host_keys", []), "-l", rem["ssh_user"],
            *(["-J", rem["ssh_jump_host"]] if rem.get("ssh_jump_host") else [])]


def _host_keys(args, rem: dict) -> list:
    """ssh's host key options for the steps: the pinned keys (``--known-hosts``, else the output's
    ``known_hosts``), none for an output without them. ``--execute`` runs the steps from here: the directory
    must exist before the first step, never found missing after a replace."""
    where, source = known_hosts(args, rem)
    if where is None:
        return []
    if args.execute:
        pinned_directory(where, source)
    return known_hosts_options(where, source)


def _ssh(rem: dict, conf: dict, host: str, remote: str) -> str:
    """ssh to ``host`` as :func:`_reach` says; ``remote`` is ONE argument, quoted once."""
    return shlex.join(_reach(rem, conf) + [host, remote])


def _bounded(what: str, probe: str, seconds: int) -> str:
    """A shell loop: wait until ``probe`` prints nothing, at most ``seconds``; a failing probe fails it."""
    message = f"remediate: {what} still there after {int(seconds)}s:"
    shown = f'"{message}"' if re.fullmatch(r"[\w .:,/-]+", message) else shlex.quote(message)
    return (f"deadline=$(( $(date +%s) + {int(seconds)} )); while :; do left=$({probe}) || exit 1; "
            f'[ -z "$left" ] && break; if [ "$(date +%s)" -ge "$deadline" ]; then '
            f'echo {shown} $left >&2; exit 1; fi; sleep {POLL_SECONDS}; done')


def _slurm(rem: dict, conf: dict, command: str) -> str:
    """A Slurm admin command where it runs: on the scheduler host over SSH (as root, Slurm on PATH), else here."""
    if conf["scheduler_host"]:
        return _ssh(rem, conf, conf["scheduler_host"], "sudo sh -c " + shlex.quote(f". {SLURM_ENV} && {command}"))
    return command


def _reason(action: str) -> str:
    """The Slurm drain reason (``sinfo -R``): one word, never ``crusoe-ib:...`` (the health check resumes
    those when the node check passes again); the evidence is in the history."""
    return f"remediate:{action}-pending"


def steps_for(rem: dict, conf: dict, args, key: str, action: str, why: str) -> list[dict]:
    """The commands that take node ``key`` out of service, ``action`` it, check it and put it back.

    Each step is ``{"step", "command", "why"}``; ``check`` is run by remediate itself (fetch the node's
    fresh node-check.json, bounded), the others by ``sh -c``. Quoting: every value is one
    ``shlex.quote``-d word (node names, reasons, selectors, addresses)."""
    node, drain = rem["nodes"][key], DRAIN_BY_MODE[conf["mode"]]
    name = node.get("name") or f"{rem['stack']}-{key}"
    stack_dir = _stack_dir(args, rem)
    address = node["address"]
    kubectl = ["kubectl"] + (["--context", args.kube_context] if args.kube_context else [])
    out = []

    def step(name_: str, command: str, why_: str) -> None:
        out.append({"step": name_, "command": command, "why": why_})

    if drain == "slurm":
        step("drain", _slurm(rem, conf, shlex.join(["scontrol", "update", f"nodename={name}", "state=drain",
                                                     f"reason={_reason(action)}"])),
             "Slurm schedules nothing new on it; running jobs go on")
        step("wait", _slurm(rem, conf, _bounded(f"jobs on {name}", shlex.join(["squeue", "-h", "-w", name, "-o", "%A"]),
                                                args.drain_timeout)),
             f"until no job runs on it (at most {args.drain_timeout}s, --drain-timeout)")
    elif drain == "kubernetes":
        step("cordon", shlex.join(kubectl + ["cordon", name]), "Kubernetes schedules nothing new on it")
        probe = shlex.join(kubectl + ["get", "pods", "--all-namespaces", "--field-selector",
                                      f"spec.nodeName={name},status.phase=Running", "-l", args.workload_selector, "-o", "name"])
        step("wait", _bounded(f"workload pods on {name}", probe, args.drain_timeout),
             f"until the workload pods ({args.workload_selector}) finish (at most {args.drain_timeout}s, --drain-timeout)")
        step("drain", shlex.join(kubectl + ["drain", name, "--ignore-daemonsets", "--delete-emptydir-data",
                                            f"--timeout={int(args.drain_timeout)}s"]),
             "evict what is left (DaemonSets stay)")
    else:  # guard
        hosts = [n.get("host") for k, n in sorted(rem["nodes"].items()) if n.get("host")]
        probe = f"pgrep -f {shlex.quote(TORCHRUN_PATTERN)} >/dev/null && exit 3; exit 0"
        each = _ssh(rem, conf, "HOST", probe).replace(" HOST ", ' "$h" ')  # the loop's variable, quoted by the shell
        # A host that does not answer (ssh exits 255: unreachable, or a host key other than the pinned one) may
        # run a launch all the same: refused too, except the node being replaced, which is often down.
        target = shlex.quote(node.get("host") or "")
        loop = (f"for h in {' '.join(shlex.quote(h) for h in hosts)}; do {each}; rc=$?; "
                'if [ $rc -eq 3 ]; then echo "remediate: a torchrun launch runs on $h: stop it (or let it finish) '
                'first" >&2; exit 1; '
                f'elif [ $rc -ne 0 ] && [ "$h" != {target} ]; then echo "remediate: cannot tell whether a torchrun '
                'launch runs on $h (ssh exit $rc): make it answer (address, jump host, its pinned host key) or stop '
                'the launch, then run remediate again" >&2; exit 1; fi; done')
        step("guard", loop, "refuse while a torchrun launch runs on the pool, or may (the replace would break it)")
    bundle = (rem.get("bundle") or {}).get(key) or ""
    if bundle and not getattr(args, "skip_bundle", False):
        step("bundle", bundle, "evidence first: the diagnostics bundle, before the VM is gone")
    if action == "reboot":
        reboot = [*_reach(rem, conf), node.get("host") or "", "sudo", "systemctl", "reboot"]
        step("reboot", shlex.join(reboot) if node.get("host") else "",
             "the documented fix is a GPU reset (NVIDIA): reboot; replace it if the check fails again")
    elif args.execute:
        plan = f"remediate-{key}.tfplan"
        step("plan", f"terraform -chdir={shlex.quote(stack_dir)} plan -input=false -replace={shlex.quote(address)} "
                     f"-out={shlex.quote(plan)}", "the replace of this node only, as a saved plan")
        step("plan-check", f"terraform -chdir={shlex.quote(stack_dir)} show -json {shlex.quote(plan)}",
             f"the plan replaces {address} and changes nothing else of the pool")
        step("replace", f"terraform -chdir={shlex.quote(stack_dir)} apply -input=false {shlex.quote(plan)}",
             "apply exactly that plan")
    else:
        step("replace", f"terraform -chdir={shlex.quote(stack_dir)} apply -replace={shlex.quote(address)}",
             "Terraform shows the plan and asks before it acts (cdktn/cdktf deploy pass no -replace: run this line)")
    step("check", f"crusoe-ib-verify fleet --remediation {shlex.quote(args.remediation)}",
         f"{key}'s node check must PASS again (its boot check; at most {args.check_timeout}s, --check-timeout)")
    if drain == "slurm":
        step("undrain", _slurm(rem, conf, shlex.join(["scontrol", "update", f"nodename={name}", "state=resume"])),
             "back in service")
    elif drain == "kubernetes":
        step("undrain", shlex.join(kubectl + ["uncordon", name]), "back in service")
    return out


# --- deciding ----------------------------------------------------------------------------------


def _evidence_time(sources: list) -> float | None:
    """When the newest evidence was measured (a node check's or a document's checked_utc); None for a node
    only named (``--node``): a person's call, never taken as a new failure after a replacement."""
    times = [hist.parse_utc(s.get("evidence_utc")) for s in sources]
    times = [t for t in times if t is not None]
    return max(times) if times else None


def decide(args, rem: dict, conf: dict, records: list, failing: list) -> dict:
    """Sort the failing nodes into steps, refused, attention (owner), support (repeat offenders)."""
    pool, nodes, stack = rem["pool_address"], rem["nodes"], rem["stack"]
    steps, refused, attention, support = [], [], [], []
    repeat_s = conf["repeat_hours"] * 3600
    for item in failing:
        key, sources = item["node_key"], item["sources"]
        why = "; ".join(s["why"] for s in sources)
        addresses = {s["terraform_address"] for s in sources} - {UNKNOWN}
        node = nodes.get(key) if NODE_KEY.fullmatch(key) else None
        reason = None
        if node is None or addresses - {node["address"]}:
            named = ", ".join(sorted(addresses)) or key
            reason = (f"{named} is not a node of the GPU pool {pool}: remediate replaces pool nodes only, never the "
                      "control plane (K3s servers, Slurm controller or login nodes), the partition or the network.")
        elif any(s["conflict"] for s in sources):
            reason = f"the node check of {key} names another node: fix the hostfile or outputs before replacing anything."
        elif any(s["stack"] not in (None, stack) for s in sources):
            others = ", ".join(sorted({s["stack"] for s in sources if s["stack"] not in (None, stack)}))
            reason = f"the evidence is from stack {others}, not {stack}."
        if reason:
            refused.append({"node_key": key, "terraform_address": node["address"] if node else UNKNOWN, "why": why,
                            "reason": reason})
            continue
        address = node["address"]
        action = act.strongest(act.INTERNAL.get(s["action"], s["action"]) for s in sources)
        measured = _evidence_time(sources)
        if action == act.OWNER:
            attention.append({"node_key": key, "terraform_address": address, "why": why, "action": act.OWNER, "findings": [
                f"{f.get('subject')}: {f.get('reason')}" for s in sources for f in s["findings"]]})
            continue
        last = hist.last_disruption(records, stack, key)
        last_t = hist.parse_utc(last["time_utc"]) if last else None
        again = last is not None and measured is not None and measured > last_t and measured - last_t <= repeat_s
        if again and last["action"] == hist.REPLACE:
            support.append({"node_key": key, "terraform_address": address, "why": why, "action": act.SUPPORT,
                            "replaced_utc": last["time_utc"], "evidence_utc": hist.utc(measured),
                            "history": hist.of_node(records, stack, key), "bundle": (rem.get("bundle") or {}).get(key) or "",
                            "reason": (f"{key} was replaced at {last['time_utc']} ({last['outcome']}) and its check fails again "
                                       f"(measured {hist.utc(measured)}), within {conf['repeat_hours']:g} h: the VM was new, "
                                       "so the switch port, the partition or the image is the likelier fault. Not replaced "
                                       "again: attach the bundle and this node's history to a Crusoe support ticket.")})
            continue
        escalated = again and last["action"] == hist.REBOOT
        if escalated:
            action, why = act.REPLACE, f"{why}; failed again after its reboot at {last['time_utc']}"
        steps.append({"node_key": key, "terraform_address": address, "host": node.get("host") or UNKNOWN, "why": why,
                      "action": hist.REBOOT if action == act.REBOOT else hist.REPLACE,
                      "evidence_utc": hist.utc(measured) if measured is not None else None})
    return dict(steps=steps, refused=refused, attention=attention, support=support)


def breaker_state(records: list, stack: str, conf: dict, allowed: int, share: float, new_keys: list, path: str,
                  remediation: str) -> dict:
    """The circuit breaker: counted nodes in the window, the limit, and whether this run would trip it."""
    at = hist.now()
    counted = hist.counted_nodes(records, stack, conf["window_hours"] * 3600, at)
    limit = conf["max_actions"] if conf["max_actions"] is not None else max(1, allowed)
    adding = [k for k in new_keys if k not in counted]
    tripped = bool(adding) and len(counted) + len(adding) > limit
    resets = [r for r in records if r["stack"] == stack and r["action"] == hist.RESET]
    reset = (f"crusoe-ib-verify remediate --remediation {shlex.quote(remediation)} --history {shlex.quote(path)} "
             '--reset-breaker "<reason>"')
    state = {"window_hours": conf["window_hours"], "limit": limit,
             "limit_source": "breaker.max_actions" if conf["max_actions"] is not None else f"max_share {share:g} of the pool",
             "counted": sorted(counted), "adding": adding, "tripped": tripped, "history": path, "reset_command": reset,
             "last_reset": resets[-1] if resets else None, "message": ""}
    if tripped:
        state["message"] = (
            f"circuit breaker: {len(counted)} node(s) of {stack} were replaced or rebooted in the last "
            f"{conf['window_hours']:g} h ({', '.join(sorted(counted)) or 'none'}; history {path}), and this run would add "
            f"{len(adding)} ({', '.join(adding)}): more than the stack allows ({limit}, {state['limit_source']}). When nodes "
            "keep failing, replacing more of them is rarely the answer: look at the history, the fabric, the partition "
            f"and the image. A person resets the breaker, with the reason recorded: {reset}")
    return state


# --- executing ---------------------------------------------------------------------------------


def _run(command: str, timeout: float) -> tuple[int, str]:
    """``sh -c COMMAND`` (the printed line, as printed), through collect like every process here."""
    got = run(["sh", "-c", command], timeout=timeout)
    if got.status == TIMEOUT:
        return 124, f"no end within {timeout:g}s"
    code = got.returncode if got.returncode is not None else 127
    return code, (got.stdout if code == 0 else (got.stderr or got.stdout or got.status)[-2000:])


def _plan_problem(show_json: str, address: str) -> str | None:
    """None when the saved plan replaces ``address`` and changes nothing else but re-runs of the delivery."""
    try:
        plan = json.loads(show_json[show_json.find("{"):])
    except ValueError:
        return "terraform show -json printed no plan"
    changed, replaced = [], False
    for rc in plan.get("resource_changes") or []:
        actions = (rc.get("change") or {}).get("actions") or []
        if actions in (["no-op"], ["read"]):
            continue
        if rc.get("address") == address and set(actions) == {"delete", "create"}:
            replaced = True
        elif not str(rc.get("address", "")).startswith("terraform_data."):
            changed.append(f"{rc.get('address')} ({'/'.join(actions)})")
    if not replaced:
        return f"the plan does not replace {address}"
    if changed:
        return ("the plan changes more than this node: " + ", ".join(changed[:8]) +
                ": apply those changes on purpose first (terraform plan shows them), then run remediate again")
    return None


def _check(args, rem: dict, key: str, since: float) -> tuple[bool, str]:
    """Fetch ``key``'s node-check.json until one written after ``since`` is there (bounded); PASS?"""
    import tempfile

    from ..node.remote import fetch_one, ssh_command
    from .. import RESULT_PATH

    deadline = time.monotonic() + args.check_timeout
    last = "no node check yet"
    try:
        fresh = _refresh(args, rem)
    except UnsafePath as exc:  # recorded as this check's failure, and --execute stops there
        return False, exc.strerror
    while True:
        host = (fresh or rem)["nodes"].get(key, {}).get("host")
        if host:
            ssh = ssh_command(args.ssh, None, 30.0, rem["ssh_user"], rem.get("ssh_jump_host"), *known_hosts(args, rem))
            with tempfile.TemporaryDirectory() as dest:
                got = fetch_one(ssh, host, key, RESULT_PATH, dest, 30.0, True, 64 << 20)
                if got["status"] == "ok":
                    try:
                        with open(got["local"], encoding="utf-8") as fh:
                            doc = json.loads(fh.read())
                    except (ValueError, RecursionError):  # the node's file: damaged, or nested past the parser
                        doc = None
                    checked = hist.parse_utc((doc or {}).get("checked_utc"))
                    if not isinstance(doc, dict) or doc.get("node_key") not in (key, None, UNKNOWN):
                        return False, f"{host}'s node check names {(doc or {}).get('node_key')!r}, not {key}"
                    if checked is not None and checked >= since - 60:
                        if doc.get("ok") is True:
                            return True, f"{key} ({host}) PASSes its node check of {doc.get('checked_utc')}"
                        verdicts = doc.get("verdicts") if isinstance(doc.get("verdicts"), list) else []
                        failing = [f"{v.get('subject')} {v.get('rule')}" for v in verdicts
                                   if isinstance(v, dict) and v.get("status") == "FAIL"]
                        return False, f"{key} ({host}) still FAILs its node check: {', '.join(failing[:6])}"
                    last = f"the node check on {host} is from {doc.get('checked_utc')}, before the {args.step_name}"
                else:
                    last = f"{host}: {got['status']} {got['error'][:200]}"
        if time.monotonic() >= deadline:
            return False, f"no fresh node check of {key} within {args.check_timeout}s ({last})"
        time.sleep(min(POLL_SECONDS, max(0.0, deadline - time.monotonic())))


def _refresh(args, rem: dict) -> dict | None:
    """After a replace the node has a new address: read ``verify_remediation`` again from Terraform and
    write it to ``--remediation`` (what the README's command writes)."""
    if not getattr(args, "replaced", False):
        return None
    stack_dir = _stack_dir(args, rem)
    code, out = _run(f"terraform -chdir={shlex.quote(stack_dir)} output -json verify_remediation", 300)
    if code != 0:
        return None
    try:
        doc = json.loads(out[out.find("{"):])
    except (ValueError, RecursionError):
        return None
    if not (isinstance(doc, dict) and isinstance(doc.get("nodes"), dict)):
        return None
    # Checked like the file it replaces (the new addresses reach ssh), before it replaces it.
    part = args.remediation + ".part"
    try:
        fd = create_new(part, "the refreshed --remediation")
    except UnsafePath:
        raise  # a link planted beside --remediation: stop (exit 2), never write through it
    except OSError:
        return None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=2, sort_keys=True)
            f.write("\n")
        checked = read_remediation(part)
        os.replace(part, args.remediation)
    except (UsageError, OSError):
        with contextlib.suppress(OSError):
            os.unlink(part)
        return None
    return checked


def execute(args, rem: dict, doc: dict, path: str, say) -> bool:
    """Run every node's steps, one node at a time; stop at the first failing step. Each step is recorded."""
    for n, step in enumerate(doc["steps"], 1):
        key = step["node_key"]
        say("# %d/%d %s: %s", n, len(doc["steps"]), key, step["action"])
        args.replaced, args.step_name = False, step["action"]
        started = hist.now()
        for s in step["commands"]:
            say("$ %s", s["command"] if s["step"] != "check" else f"(node check of {key}, at most {args.check_timeout}s)")
            if s["step"] == "check":
                ok, detail = _check(args, rem, key, started)
            else:
                # A wait may take its whole --drain-timeout: the step's own bound is longer, never shorter.
                limit = max(args.step_timeout, args.drain_timeout + 120) if s["step"] in ("wait", "drain") else args.step_timeout
                code, detail = _run(s["command"], limit)
                ok = code == 0 or (s["step"] == "reboot" and code == 255)  # ssh loses the connection as the node goes down
                if ok and s["step"] == "plan-check":
                    problem = _plan_problem(detail, step["terraform_address"])
                    ok, detail = problem is None, problem or f"the plan replaces {step['terraform_address']} only"
                if not ok:
                    detail = f"exit {code}: {detail.strip()}"
            hist.append(path, [hist.record(rem["stack"], key, s["step"], step["why"], "done" if ok else "failed",
                                           command=s["command"], detail=str(detail)[-500:])])
            if s["step"] in ("replace", "reboot"):
                args.replaced = s["step"] == "replace"
                if ok:
                    started = hist.now()
            if not ok:
                say("FAILED %s at %s: %s", key, s["step"], str(detail).strip()[-1500:])
                say("stopped: the steps after this one did not run (history %s).", path)
                return False
            lines = [line for line in str(detail).splitlines() if line.strip() and not line.lstrip().startswith(("{", "}", '"'))]
            say("  ok: %s", lines[-1].strip()[:300] if lines else "done")
    return True


def run_remediate(args, found: list) -> dict:
    """Everything but the printing: the document ``remediate --json`` prints, and the history appended."""
    for option in ("drain_timeout", "check_timeout", "step_timeout"):
        value = getattr(args, option)
        if not 1 <= value <= 7 * 86400:
            raise UsageError(f"--{option.replace('_', '-')} {value} must be a number of seconds from 1 to 604800 (a week)")
    rem = read_remediation(args.remediation)
    conf = settings_of(rem, args.remediation)
    path = history_path(args, rem, conf)
    records = hist.read(path)
    stack, nodes = rem["stack"], rem["nodes"]
    share = rem["max_share"] if args.max_share is None else args.max_share
    if isinstance(share, bool) or not (isinstance(share, (int, float)) and math.isfinite(share) and 0 < share <= 1):
        raise UsageError(f"--max-share {share!r} must be above 0 and at most 1")
    allowed = int(math.floor(share * len(nodes) + 1e-9))
    base = dict(stack=stack, pool_address=rem["pool_address"], mode=conf["mode"], production=rem["production"],
                max_share=share, pool_size=len(nodes), max_nodes=allowed, history=path,
                history_push=conf["history"].get("push"), execute=bool(args.execute))
    if args.reset_breaker is not None:
        reason = " ".join(str(args.reset_breaker).split())
        if len(reason) < 3:
            raise UsageError('--reset-breaker needs the reason, in words (e.g. --reset-breaker "switch port fixed, ticket 1234")')
        record = hist.record(stack, None, hist.RESET, reason, "reset")
        hist.append(path, [record])
        return dict(base, reset=record, steps=[], refused=[], blocked=[], attention=[], support=[],
                    breaker=breaker_state(records + [record], stack, conf, allowed, share, [], path, args.remediation), ok=True)
    conf["host_keys"] = _host_keys(args, rem)
    decided = decide(args, rem, conf, records, found)
    steps = decided["steps"]
    blocked = []
    if rem["production"] and not args.production and steps:
        blocked.append(f"{stack} is a production stack: pass --production to print the replace commands.")
    if len(steps) > allowed:
        blocked.append(
            f"{len(steps)} of {len(nodes)} pool nodes fail ({100.0 * len(steps) / len(nodes):.0f}%), more than --max-share "
            f"{share:g} allows ({allowed}): when this much of the pool fails, the fabric, partition or image is the "
            "likelier cause, and replacing nodes would not fix it. Collect the bundles and open a Crusoe support ticket; "
            "raise --max-share only if you are sure.")
    breaker = breaker_state(records, stack, conf, allowed, share, [s["node_key"] for s in steps], path, args.remediation)
    if breaker["tripped"]:
        blocked.append(breaker["message"])
    new = []
    for s in steps:
        s["bundle"] = (rem.get("bundle") or {}).get(s["node_key"]) or ""
        # Blocked: the evidence still (the bundle to attach to a ticket), nothing that acts on the node.
        s["commands"] = ([{"step": "bundle", "command": s["bundle"], "why": "evidence for the ticket; no action (blocked)"}]
                         if s["bundle"] else []) if blocked else steps_for(rem, conf, args, s["node_key"], s["action"], s["why"])
        by_step = {c["step"]: c["command"] for c in s["commands"]}
        s["replace"] = by_step.get("replace", "") if not args.execute else ""
        s["reboot"] = by_step.get("reboot", "")
        s["synth_then_replace"] = "npx cdktn synth && " + s["replace"] if s["replace"] else ""
        s["action_recommended"] = act.REBOOT if s["action"] == hist.REBOOT else act.REPLACE
        if not blocked and not args.execute:
            new.append(hist.record(stack, s["node_key"], s["action"], s["why"], "handed-out", evidence_utc=s["evidence_utc"]))
    for item in decided["support"]:
        new.append(hist.record(stack, item["node_key"], hist.SUPPORT, item["why"], "reported", evidence_utc=item["evidence_utc"]))
    for item in decided["attention"]:
        new.append(hist.record(stack, item["node_key"], hist.OWNER, item["why"], "reported"))
    if breaker["tripped"]:
        new.append(hist.record(stack, None, hist.TRIPPED, breaker["message"], "stopped"))
    hist.append(path, new)
    return dict(base, steps=steps, refused=decided["refused"], blocked=blocked, attention=decided["attention"],
                support=decided["support"], breaker=breaker,
                recheck=f"crusoe-ib-verify fleet --remediation {shlex.quote(args.remediation)}",
                ok=not blocked and not decided["refused"] and not decided["support"])


def remediate(args) -> dict:
    """``remediate``: failing nodes -> drain, bundle, replace or reboot, check, undrain, one node at a
    time, within the guardrails and the circuit breaker (the history: :mod:`.history`)."""
    if args.reset_breaker is None and not (args.fleet or args.bisect or getattr(args, "sweep", None) or args.node):
        raise UsageError("remediate needs --fleet FILE (fleet --json), --bisect FILE (bisect --json), --sweep FILE "
                         "(sweep --json) or --node KEY")
    return document("remediate", **run_remediate(args, failing_nodes(args) if args.reset_breaker is None else []))
