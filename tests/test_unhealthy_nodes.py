"""Every orchestrator keeps a node whose check fails out of work, with the reason where its operators
look, and lets it back when a later check passes: Slurm (health check and prolog, a fake scontrol),
K3s (node condition and NoSchedule taint, a fake kubectl), torchrun (the launch refuses). The scripts
run as rendered for the nodes, with a fake node check that writes a passing or failing result."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path

import pytest

from crusoe_ib.slurm_cluster import health_check_script

FAILING = {"ok": False, "verdicts": [
    {"rule": "gpu_xid", "status": "FAIL", "subject": "GPU 0000:00:07", "reason": "XID 79"},
    {"rule": "port_state", "status": "FAIL", "subject": "mlx5_3 port 1", "reason": "down"},
    {"rule": "gpu_count", "status": "PASS", "subject": "node", "reason": "8 GPUs"}]}
PASSING = {"ok": True, "verdicts": [{"rule": "gpu_count", "status": "PASS", "subject": "node", "reason": "8 GPUs"}]}


def tool(bin_dir: Path, name: str, body: str) -> None:
    bin_dir.mkdir(parents=True, exist_ok=True)
    (bin_dir / name).write_text("#!/bin/bash\n" + body + "\n")
    (bin_dir / name).chmod(0o755)


@pytest.fixture
def node(tmp_path):
    """A fake node: ``scontrol``/``kubectl`` that log their argv, a node check whose result the test sets."""
    bin_dir, calls, result = tmp_path / "bin", tmp_path / "calls.log", tmp_path / "node-check.json"
    state = tmp_path / "check-result.json"
    tool(bin_dir, "node-check", 'out=""; while [ $# -gt 0 ]; do [ "$1" = --output ] && out=$2; shift; done\n'
         'echo ran >> %s.runs; cp %s "$out"; python3 -c "import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))[\'ok\'] else 1)" %s'
         % (calls, state, state))
    tool(bin_dir, "scontrol", 'echo "scontrol $*" >> %s\nif [ "$1" = show ]; then cat %s 2>/dev/null; fi' % (
        calls, tmp_path / "scontrol-show.txt"))

    class Node:
        def __init__(self):
            self.tmp, self.bin, self.result, self.calls = tmp_path, bin_dir, result, calls

        def check(self, doc):
            state.write_text(json.dumps(doc))

        def run(self, script: str, **env):
            path = tmp_path / "script.sh"
            path.write_text(script)
            path.chmod(0o755)
            full = dict(os.environ, PATH="%s:/usr/bin:/bin" % bin_dir, SLURMD_NODENAME="training-slurm-node-001", **env)
            return subprocess.run([str(path)], capture_output=True, text=True, env=full, timeout=60)

        def log(self):
            return self.calls.read_text().splitlines() if self.calls.exists() else []

        def runs(self):
            p = Path(str(self.calls) + ".runs")
            return len(p.read_text().splitlines()) if p.exists() else 0

    return Node()


# --- Slurm -----------------------------------------------------------------------------------------


def _script(node, max_age_s=300):
    checker = node.bin / "node-check"
    return health_check_script(str(checker), str(checker), hashlib.sha256(checker.read_bytes()).hexdigest(), max_age_s,
                               str(node.result), str(node.tmp / "hc.log"))


def _result(doc):
    """As ``crusoe-ib-verify node --output`` writes it (indent 2, sorted keys)."""
    return json.dumps(doc, indent=2, sort_keys=True)


def test_slurm_prolog_fails_drains_with_the_reason_and_exits_1(node):
    node.check(FAILING)
    done = node.run(_script(node), SLURM_JOB_ID="42")
    assert done.returncode == 1, done.stderr  # Slurm requeues the job (nohold_on_prolog_fail) and drains the node
    drain = [c for c in node.log() if "state=drain" in c]
    assert drain == ['scontrol update nodename=training-slurm-node-001 state=drain reason=crusoe-ib: node check failed: '
                     'GPU 0000:00:07 gpu_xid; mlx5_3 port 1 port_state']
    assert "GPU 0000:00:07 gpu_xid" in done.stderr  # slurmd's log
    # The same failure found by the periodic health check drains too, but a health check exits 0.
    assert node.run(_script(node)).returncode == 0


def test_slurm_prolog_passes_on_a_fresh_passing_result_without_running_the_check(node):
    node.result.write_text(_result(PASSING))
    node.check(FAILING)  # would fail if it ran
    assert node.run(_script(node), SLURM_JOB_ID="42").returncode == 0 and node.runs() == 0 and not node.log()


def test_slurm_prolog_reruns_a_stale_or_failing_result(node):
    node.result.write_text(_result(PASSING))
    os.utime(node.result, (1, 1))  # 1970: older than the health check's interval
    node.check(PASSING)
    assert node.run(_script(node), SLURM_JOB_ID="42").returncode == 0 and node.runs() == 1
    node.result.write_text(_result(FAILING))  # fresh but failing: check again (it may have recovered)
    assert node.run(_script(node), SLURM_JOB_ID="42").returncode == 0 and node.runs() == 2


def test_slurm_health_check_drains_then_resumes_only_its_own_drain(node):
    script = _script(node)
    node.check(FAILING)
    assert node.run(script).returncode == 0
    assert any("state=drain reason=crusoe-ib: node check failed: GPU 0000:00:07 gpu_xid" in c for c in node.log())
    node.check(PASSING)
    (node.tmp / "scontrol-show.txt").write_text("   Reason=crusoe-ib: node check failed: GPU 0000:00:07 gpu_xid [root@x]\n")
    assert node.run(script).returncode == 0 and node.log()[-1] == "scontrol update nodename=training-slurm-node-001 state=resume"
    (node.tmp / "scontrol-show.txt").write_text("   Reason=maintenance by an operator [alice@x]\n")
    before = len(node.log())
    node.run(script)
    assert not [c for c in node.log()[before:] if "update" in c]  # an operator's drain stays


# --- Kubernetes (K3s; the same program serves managed Kubernetes) ---------------------------------

FAKE_KUBECTL = r'''#!/usr/bin/env python3
"""A fake kubectl over a JSON file of Node objects: get, patch --subresource=status (conditions merged
by type, as the API's strategic merge does), taint (add/--overwrite, remove with a trailing -)."""
import json, os, sys
db = os.environ["FAKE_NODES"]
nodes = json.load(open(db))
args = sys.argv[1:]
if "--kubeconfig" in args:
    i = args.index("--kubeconfig")
    del args[i:i + 2]
open(db + ".calls", "a").write(" ".join(sys.argv[1:]) + "\n")
by = {n["metadata"]["name"]: n for n in nodes}
if args[:2] == ["get", "nodes"]:
    print(json.dumps({"items": nodes}))
elif args[:2] == ["get", "node"]:
    if args[2] not in by:
        sys.exit("Error from server (NotFound)")
    print(json.dumps(by[args[2]]))
elif args[:2] == ["patch", "node"]:
    patch = json.loads(args[args.index("-p") + 1])
    conds = by[args[2]].setdefault("status", {}).setdefault("conditions", [])
    for c in patch["status"]["conditions"]:
        conds[:] = [o for o in conds if o["type"] != c["type"]] + [c]
elif args[:2] == ["taint", "nodes"]:
    spec, taints = args[3], by[args[2]].setdefault("spec", {}).setdefault("taints", [])
    key, effect = spec.split(":")[0].split("=")[0], spec.rstrip("-").split(":")[1]
    taints[:] = [t for t in taints if not (t["key"] == key and t["effect"] == effect)]
    if not spec.endswith("-"):
        taints.append({"key": key, "value": spec.split("=")[1].split(":")[0], "effect": effect})
else:
    sys.exit("fake kubectl: unsupported %s" % args)
json.dump(nodes, open(db, "w"))
'''


@pytest.fixture
def cluster(tmp_path):
    from crusoe_ib import node_health

    bin_dir = tmp_path / "bin"
    tool(bin_dir, "kubectl", "")
    (bin_dir / "kubectl").write_text(FAKE_KUBECTL)
    db = tmp_path / "nodes.json"
    db.write_text(json.dumps([{"metadata": {"name": n}, "spec": {}, "status": {"conditions": [
        {"type": "Ready", "status": "True", "reason": "KubeletReady"}]}} for n in ("node-000", "node-001")]))
    from crusoe_ib.core import _scripts

    programs = {"report": tmp_path / "crusoe-ib-node-report", "taint": tmp_path / "crusoe-ib-node-taint"}
    programs["report"].write_text(_scripts.text(node_health.report_program(str(tmp_path / "node-check.json"))) + "\n")
    programs["taint"].write_text(_scripts.text(node_health.taint_program()) + "\n")
    env = dict(os.environ, FAKE_NODES=str(db), PATH="%s:/usr/bin:/bin" % bin_dir)

    class Cluster:
        result = tmp_path / "node-check.json"

        def run(self, what, *argv):
            return subprocess.run(["python3", str(programs[what]), *argv, "--", "kubectl", "--kubeconfig", "/x"], env=env,
                                  capture_output=True, text=True, timeout=60)

        def node(self, name):
            return next(n for n in json.loads(db.read_text()) if n["metadata"]["name"] == name)

        def condition(self, name, kind=node_health.CONDITION):
            return next((c for c in self.node(name)["status"]["conditions"] if c["type"] == kind), None)

        def taints(self, name):
            return [(t["key"], t["effect"]) for t in self.node(name)["spec"].get("taints") or []]

        def set_condition(self, name, kind, status):
            nodes = json.loads(db.read_text())
            for n in nodes:
                if n["metadata"]["name"] == name:
                    n["status"]["conditions"].append({"type": kind, "status": status, "reason": "GPUDCGMTestFailed"})
            db.write_text(json.dumps(nodes))

    return Cluster()


def test_kubernetes_failing_node_gets_a_condition_and_a_noschedule_taint_then_both_clear(cluster):
    cluster.result.write_text(json.dumps(FAILING))
    assert cluster.run("report", "node-001").returncode == 0
    cond = cluster.condition("node-001")
    assert (cond["status"], cond["reason"]) == ("True", "NodeCheckFailed")
    assert cond["message"] == "crusoe-ib node check failed: GPU 0000:00:07 gpu_xid; mlx5_3 port 1 port_state"
    assert cluster.condition("node-001", "Ready")["status"] == "True"  # the kubelet's own conditions untouched
    assert cluster.run("taint").returncode == 0
    assert cluster.taints("node-001") == [("crusoe-ib/unhealthy", "NoSchedule")] and cluster.taints("node-000") == []
    assert cluster.run("taint").returncode == 0 and cluster.taints("node-001") == [("crusoe-ib/unhealthy", "NoSchedule")]
    # A later check passes: the condition turns False, then the taint goes.
    since = cond["lastTransitionTime"]
    cluster.result.write_text(json.dumps(PASSING))
    cluster.run("report", "node-001")
    cond = cluster.condition("node-001")
    assert (cond["status"], cond["reason"]) == ("False", "NodeCheckPassed")
    assert cluster.run("taint").returncode == 0 and cluster.taints("node-001") == []
    assert since <= cond["lastTransitionTime"]


def test_kubernetes_no_result_is_unknown_and_keeps_an_existing_taint(cluster):
    cluster.result.write_text(json.dumps(FAILING))
    cluster.run("report", "node-000")
    cluster.run("taint")
    cluster.result.unlink()
    cluster.run("report", "node-000")
    assert cluster.condition("node-000")["status"] == "Unknown"
    cluster.run("taint")
    assert cluster.taints("node-000") == [("crusoe-ib/unhealthy", "NoSchedule")]  # cleared only by a passing check


def test_kubernetes_crusoe_npd_conditions_taint_too(cluster):
    cluster.set_condition("node-000", "GPUDCGMUnhealthy", "True")
    cluster.run("taint")
    assert cluster.taints("node-000") == [("crusoe-ib/unhealthy", "NoSchedule")]


def test_k3s_workers_report_and_servers_taint(tmp_path):
    """The K3s stack installs both halves: every worker's boot step re-checks and reports with the
    kubelet's credentials; every server runs the taints with its admin credentials."""
    from tests.library_fixtures import fixture
    from support import synth

    tf = synth(fixture("training-k3s"))
    boot = json.dumps(tf["locals"])
    assert "crusoe-ib-node-report %H -- k3s kubectl --kubeconfig /var/lib/rancher/k3s/agent/kubelet.kubeconfig" in boot
    assert "OnUnitActiveSec=300" in boot and "--node-key __CRUSOE_IB_NODE_KEY__" in boot
    servers = tf["resource"]["crusoe_compute_instance"]
    for name in ("k3s_server_init", "k3s_servers"):
        assert "crusoe-ib-node-taint -- k3s kubectl" in servers[name]["startup_script"]
    assert "crusoe-ib-node" not in servers["k3s_lb"]["startup_script"]


# --- torchrun --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def torchrun_commands():
    from tests.library_fixtures import fixture
    from support import synth

    return synth(fixture("training-dev"))["output"]["torchrun_commands"]["value"]


@pytest.mark.parametrize("result,starts,message", [
    (PASSING, True, ""),
    (FAILING, False, "not starting torchrun on this node: its node check failed: GPU 0000:00:07 gpu_xid; mlx5_3 port 1 "
                     "port_state"),
    (None, False, "its node check result is missing"),
])
def test_torchrun_refuses_to_start_on_a_failing_node(node, torchrun_commands, result, starts, message):
    env_file = node.tmp / "torchrun.env"
    env_file.write_text("NNODES=2\nNPROC_PER_NODE=8\nNODE_RANK=1\nMASTER_ADDR=10.0.0.2\nMASTER_PORT=29500\n")
    if result is not None:
        node.result.write_text(json.dumps(result))
    tool(node.bin, "torchrun", 'echo "torchrun $*" >> %s' % node.calls)
    line = torchrun_commands["torchrun"].replace("$${", "${").replace("/etc/crusoe-ib/torchrun.env", str(env_file))
    done = node.run("#!/bin/bash\n" + line.replace("/var/lib/crusoe-ib/node-check.json", str(node.result)) + "\n")
    assert (done.returncode == 0) == starts and any(c.startswith("torchrun --nnodes=2") for c in node.log()) == starts
    assert message in done.stderr


def test_torchrun_launch_all_starts_nothing_while_any_node_fails(node, torchrun_commands):
    """launch_all checks every node first: one failing node would leave the others at the rendezvous."""
    tool(node.bin, "ssh", 'host="${@: -2:1}"; echo "ssh $host ${@: -1}" >> %s\n'
         'case "${@: -1}" in python3*) [ "$host" != ubuntu@203.0.113.2 ] ;; esac' % node.calls)
    command = torchrun_commands["launch_all"].replace("$${", "${")
    command = command.replace("${local.pool_ssh_hosts}", "203.0.113.1 203.0.113.2")
    done = node.run("#!/bin/bash\n" + command.replace("${local.", "$local.") + "\n")
    assert done.returncode != 0 and "the node check fails on: 203.0.113.2" in done.stderr
    assert not [c for c in node.log() if "nohup torchrun" in c]
    assert len([c for c in node.log() if "python3 -c" in c]) == 2  # both nodes were checked


# --- managed Kubernetes: the same taint program as an in-cluster CronJob, against a fake API ------


def test_managed_kubernetes_cronjob_taints_on_crusoes_conditions_through_the_api(tmp_path):
    import http.server
    import threading

    from crusoe_ib import node_health
    from crusoe_ib.core import _scripts

    nodes = {n: {"metadata": {"name": n, "resourceVersion": "7"}, "spec": {"taints": [{"key": "other", "effect": "NoExecute"}]},
                 "status": {"conditions": [{"type": "GPUDCGMUnhealthy", "status": s}]}}
             for n, s in (("cmk-node-0", "True"), ("cmk-node-1", "False"))}
    patches = []

    class Api(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def _send(self, doc):
            body = json.dumps(doc).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            assert self.path == "/api/v1/nodes"
            self._send({"items": list(nodes.values())})

        def do_PATCH(self):
            name = self.path.rsplit("/", 1)[1]
            patch = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            assert self.headers["Content-Type"] == "application/merge-patch+json"
            patches.append((name, patch))
            nodes[name]["spec"]["taints"] = patch["spec"]["taints"]
            self._send(nodes[name])

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Api)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    program = tmp_path / "node-taint.py"
    program.write_text(_scripts.text(node_health.taint_program()) + "\n")
    env = dict(os.environ, CRUSOE_IB_API="http://127.0.0.1:%d" % server.server_address[1])
    try:
        assert subprocess.run(["python3", str(program)], env=env, timeout=60).returncode == 0
        assert [n for n, _ in patches] == ["cmk-node-0"] and patches[0][1]["metadata"]["resourceVersion"] == "7"
        assert nodes["cmk-node-0"]["spec"]["taints"] == [{"key": "other", "effect": "NoExecute"},
                                                          {"key": "crusoe-ib/unhealthy", "value": "true", "effect": "NoSchedule"}]
        nodes["cmk-node-0"]["status"]["conditions"][0]["status"] = "False"  # Crusoe's next test passes
        assert subprocess.run(["python3", str(program)], env=env, timeout=60).returncode == 0
        assert nodes["cmk-node-0"]["spec"]["taints"] == [{"key": "other", "effect": "NoExecute"}]  # others' taints kept
    finally:
        server.shutdown()


def test_the_taint_program_never_sends_its_token_in_clear_to_another_host(tmp_path):
    from crusoe_ib import node_health
    from crusoe_ib.core import _scripts

    program = tmp_path / "node-taint.py"
    program.write_text(_scripts.text(node_health.taint_program()) + "\n")
    for api in ("http://10.0.0.1:6443", "http://kubernetes.default.svc", "ftp://x"):
        ran = subprocess.run(["python3", str(program)], env=dict(os.environ, CRUSOE_IB_API=api), capture_output=True,
                             text=True, timeout=60)
        assert ran.returncode == 1 and "would send the service account token in clear" in ran.stderr, (api, ran.stderr)


def test_managed_kubernetes_output_carries_the_cronjob_with_least_privilege():
    from crusoe_ib import node_health
    from crusoe_ib.core import _scripts
    from tests.library_fixtures import fixture
    from support import synth

    addons = synth(fixture("training-cmk"))["output"]["k8s_addons"]["value"]
    text = addons["files"]["crusoe-ib-node-taint.yaml"]
    assert addons["install"]["node_taint"] == "kubectl apply -f addons/crusoe-ib-node-taint.yaml"
    assert text == node_health.taint_manifest() and "kind: CronJob" in text and "image: docker.io/library/python:3.12-slim" in text
    rules = text.split("kind: ClusterRole\n", 1)[1].split("- apiVersion", 1)[0]
    assert rules.endswith("  rules:\n  - apiGroups:\n    - \"\"\n    resources:\n    - nodes\n    verbs:\n    - get\n    - list\n    - patch\n")
    assert "key: crusoe-ib/unhealthy\n" in text and "operator: Exists" in text  # it can run on a tainted pool
    assert json.dumps(_scripts.text(node_health.taint_program()) + "\n") in text  # the same program as the K3s servers'
    # RBAC cannot narrow "patch nodes" to one field: an admission policy lets the account change only its taint.
    assert "kind: ValidatingAdmissionPolicy\n" in text and "kind: ValidatingAdmissionPolicyBinding\n" in text
    assert "request.userInfo.username == 'system:serviceaccount:crusoe-ib:crusoe-ib-node-taint'" in text
    assert "t.key != 'crusoe-ib/unhealthy'" in text and "validationActions:\n    - Deny" in text
    for field in ("spec.unschedulable", "metadata.labels", "metadata.annotations"):
        assert f"has(oldObject.{field})" in text


def test_the_cronjob_runs_the_image_pinned_by_digest_when_given():
    import dataclasses

    from tests.library_fixtures import fixture
    from support import synth

    digest = "registry.example.com/python@sha256:" + "ab" * 32
    config = fixture("training-cmk")
    config = dataclasses.replace(config, orchestration=dataclasses.replace(config.orchestration, taint_image=digest))
    text = synth(config)["output"]["k8s_addons"]["value"]["files"]["crusoe-ib-node-taint.yaml"]
    assert f'image: "{digest}"\n' in text and "python:3.12-slim" not in text
