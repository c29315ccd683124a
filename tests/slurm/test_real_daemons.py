"""Real Slurm daemons (Debian's munge, slurmctld, slurmd) on loopback, from the files the stack
renders: the controller accepts the configuration, nodes register under their generated names and
fetch the configuration (configless), the IB health check drains a failing node with its reason and
resumes it, a job sees the TaskProlog's NCCL environment, and a scale-up's new node joins.

Skipped, with what is missing, where there is no root or no Slurm packages (``make slurm-packages``).
Bounded: one cluster per module, every wait has a timeout, every daemon is stopped by its pid."""

from __future__ import annotations

import hashlib
import os
import time
import re
import tempfile
from pathlib import Path

import pytest

from crusoe_ib.slurm_cluster import SLURM_ENV
from crusoe_ib.verification_hooks import RESULT_PATH
from crusoe_ib.verify import NCCL_ENV_PATH
from crusoe_ib.verify.node import slurm_job
from crusoe_ib.verify.node.readers import read_owned
from tests.slurm import daemons
from tests.support import boot_script, env, synth

WHY_NOT = daemons.missing()
pytestmark = pytest.mark.skipif(WHY_NOT is not None, reason=f"real Slurm daemons: {WHY_NOT}")

SLURM_PAGE = (Path(__file__).resolve().parents[2] / "docs" / "slurm.md").read_text()
NODES = ["training-slurm-node-000", "training-slurm-node-001"]
NEW_NODE = "training-slurm-node-002"
LOGIN = "training-slurm-login-0"

#: Stands in for the node checker: PASS while <root>/ib-ok exists, else FAIL with the verdicts the
#: real checker writes (subject and rule of each failed check).
FAKE_CHECK = """#!/bin/sh
# fake crusoe-ib-verify node: args ... --output PATH
while [ $# -gt 0 ]; do [ "$1" = --output ] && out=$2; shift; done
if [ -e {root}/ib-ok ]; then
  echo '{{"verdicts": [{{"subject": "mlx5_1", "rule": "port.state", "status": "PASS"}}]}}' > "$out"; exit 0
fi
echo '{{"verdicts": [{{"subject": "mlx5_3", "rule": "port.state", "status": "FAIL"}}]}}' > "$out"; exit 1
"""


def rendered(node_count: int) -> tuple[dict[str, str], str]:
    tf = synth(env("training-slurm", capacity=dict(node_count=node_count)))
    return tf["output"]["slurm_config"]["value"], boot_script(tf)


def login_slurmd_options() -> list[str]:
    """The login node's slurmd options as its startup script sets them, less --conf-server (the harness's)."""
    script = synth(env("training-slurm"))["resource"]["crusoe_compute_instance"]["slurm_logins"]["startup_script"]
    options = re.search(r'Environment="SLURMD_OPTIONS=--conf-server \S+ (.*)"', script).group(1)
    return options.split()


@pytest.fixture(scope="module")
def cluster():
    files, script = rendered(len(NODES))
    root = Path(tempfile.mkdtemp(prefix="crusoe-ib-slurm-"))
    root.chmod(0o755)
    checker = root / "fake-node-check"
    checker.write_text(FAKE_CHECK.format(root=root))
    checker.chmod(0o755)
    (root / "ib-ok").touch()
    health = daemons.heredoc(script, "CRUSOE_IB_HEALTHCHECK")
    command = re.search(r"if (\S+ \S+) node ", health).group(1)  # the checker as the boot script runs it
    health = health.replace(command, str(checker)).replace(RESULT_PATH, str(root / "node-check.json"))
    # The health check runs only the checker whose digest the configuration pins: pin the stand-in's.
    pinned_path = re.search(r"sha256sum < (\S+)", health).group(1)
    pinned_sha = re.search(r'!= ([0-9a-f]{64})', health).group(1)
    health = health.replace(pinned_path, str(checker)).replace(pinned_sha, hashlib.sha256(checker.read_bytes()).hexdigest())
    health = health.replace("/var/log/crusoe-ib-healthcheck.log", str(root / "log" / "healthcheck.log"))
    # The env file every host writes at boot (Slurm on PATH), written here instead of /usr/local/lib.
    (root / "slurm-env.sh").write_text(daemons.heredoc(script, "CRUSOE_IB_SLURM_ENV"))
    assert SLURM_ENV in health
    health = health.replace(SLURM_ENV, str(root / "slurm-env.sh"))
    # The node's NCCL settings as the boot step writes them on a current H100 VM (mlx5_0 the Ethernet VF).
    (root / "nccl.env").write_text("NCCL_IB_HCA==" + ",".join(f"mlx5_{i}:1" for i in range(1, 9)) + "\n")
    prolog = daemons.heredoc(script, "CRUSOE_IB_TASK_PROLOG")
    assert NCCL_ENV_PATH in prolog
    prolog = prolog.replace(NCCL_ENV_PATH, str(root / "nccl.env"))
    slurm = daemons.LoopbackSlurm(root, files, NODES, health, prolog)
    try:
        slurm.start_controller()
        for name in NODES:
            slurm.start_node(name)
        yield slurm
    finally:
        slurm.stop()
        daemons.cleanup(root)


def test_slurmctld_accepts_the_rendered_configuration_and_the_nodes_register_by_their_generated_names(cluster):
    for name in NODES:
        node = cluster.wait_state(name, "IDLE", 150)
        assert node["NodeName"] == name and node["Partitions"] == "gpu"
        assert node["AvailableFeatures"] == "training-slurm" and node["Gres"] == "gpu:8"
    sinfo = cluster.run(daemons.tool("sinfo"), "-h", "-p", "gpu", "-o", "%P %D %t %N")
    assert sinfo.stdout.split() == ["gpu*", "2", "idle", "training-slurm-node-[000-001]"]


def test_configless_nodes_fetched_the_controllers_configuration(cluster):
    cluster.wait_state(NODES[0], "IDLE", 150)
    cached, = {p.read_text(): p for p in (cluster.root / "spool").rglob("conf-cache/slurm.conf")}.values()
    assert cached.read_text() == cluster.conf.read_text()
    # A client with only the node's cached copy (no SLURM_CONF of its own) reaches the controller.
    shown = cluster.run(daemons.tool("scontrol"), "show", "config", env={"SLURM_CONF": str(cached)})
    assert shown.returncode == 0 and "ClusterName             = training-slurm" in shown.stdout


def test_a_job_on_every_node_sees_the_task_prologs_nccl_environment(cluster):
    for name in NODES:
        cluster.wait_state(name, "IDLE", 150)
    ran = cluster.run(daemons.tool("srun"), "-N", str(len(NODES)), "--gres=gpu:8", "-t", "1", "sh", "-c",
                      'echo "$SLURMD_NODENAME $NCCL_IB_HCA $CUDA_VISIBLE_DEVICES"', timeout=90)
    assert ran.returncode == 0, ran.stderr + cluster.logs()
    lines = sorted(ran.stdout.split("\n")[:-1])
    assert [line.split()[0] for line in lines] == NODES
    for line in lines:
        _, hca, gpus = line.split()
        assert hca == "=mlx5_1:1,mlx5_2:1,mlx5_3:1,mlx5_4:1,mlx5_5:1,mlx5_6:1,mlx5_7:1,mlx5_8:1" and gpus == "0,1,2,3,4,5,6,7"


def test_the_health_check_drains_a_node_whose_ib_check_fails_and_resumes_it_when_healthy(cluster):
    name = NODES[1]
    cluster.wait_state(name, "IDLE", 150)
    (cluster.root / "ib-ok").unlink()
    try:
        node = cluster.wait_state(name, "~DRAIN", 60)
        assert node["Reason"].startswith("crusoe-ib: node check failed: mlx5_3 port.state")
        shown = cluster.scontrol("show", "node", name).stdout
        assert "Reason=crusoe-ib: node check failed: mlx5_3 port.state" in shown
        # docs/slurm.md shows this State line as the daemons print it.
        state = re.search(r"\n(   State=IDLE\+DRAIN [^\n]*)\n", SLURM_PAGE).group(1)
        assert state in shown.split("\n")
    finally:
        (cluster.root / "ib-ok").touch()
    node = cluster.wait_state(name, "IDLE", 60)
    assert "DRAIN" not in node["State"] and node.get("Reason", "") in ("", "(null)")


def test_a_drain_with_another_reason_is_left_alone(cluster):
    name = NODES[0]
    cluster.wait_state(name, "IDLE", 150)
    assert cluster.scontrol("update", f"nodename={name}", "state=drain", "reason=operator maintenance").returncode == 0
    try:
        time.sleep(3 * cluster.interval_s)  # several health checks pass meanwhile
        assert "DRAIN" in cluster.node(name)["State"] and cluster.node(name)["Reason"].startswith("operator maintenance")
    finally:
        cluster.scontrol("update", f"nodename={name}", "state=resume")


def test_a_scale_up_reconfigure_takes_the_new_node(cluster):
    files, _ = rendered(len(NODES) + 1)
    cluster.write(files)
    cluster.reconfigure()
    cluster.start_node(NEW_NODE)
    node = cluster.wait_state(NEW_NODE, "IDLE", 120)
    assert node["Partitions"] == "gpu"
    sinfo = cluster.run(daemons.tool("sinfo"), "-h", "-p", "gpu", "-o", "%D %N")
    assert sinfo.stdout.split() == ["3", "training-slurm-node-[000-002]"]



def test_a_login_node_registers_as_a_dynamic_node_in_the_hidden_partition(cluster):
    """Crusoe's login nodes: slurmd -Z --conf "Feature=login", configless, in partition login."""
    options = login_slurmd_options()
    assert options == ["-Z", "--conf", "Feature=login"]
    cluster.start_node(LOGIN, *options)
    node = cluster.wait_state(LOGIN, "~IDLE", 90)
    assert node["AvailableFeatures"] == "login" and node["Partitions"] == "login"
    # Hidden: a user (not root, not SlurmUser) sees only the GPU partition.
    shown = cluster.run("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", daemons.tool("sinfo"), "-h", "-o", "%P")
    assert shown.returncode == 0 and shown.stdout.split() == ["gpu*"], shown.stderr


def test_a_hostile_jobs_output_path_and_comment_steer_nothing(cluster):
    """`sbatch --output=<root-owned key>` with a comment forging fields, as an unprivileged user,
    read back from the real slurmctld the way `bundle --slurm-job` reads it."""
    for name in NODES:
        cluster.wait_state(name, "~IDLE", 90)
    key = cluster.root / "munge.key.copy"
    key.write_text("THE-KEY")
    key.chmod(0o644)
    as_nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

    def submit(comment: str) -> tuple[str, str]:
        job = cluster.run(*as_nobody, daemons.tool("sbatch"), "--parsable", "--gres=gpu:1", "-t", "1", f"--output={key}",
                          f"--comment={comment}", "--wrap", "true")
        assert job.returncode == 0, job.stderr
        job_id = job.stdout.strip().split(";")[0]
        return job_id, cluster.scontrol("show", "job", "-o", job_id).stdout

    shown = cluster.scontrol("show", "job", "--json", "1")
    if shown.returncode:  # Debian's 22.05 is built without --json: the checked one-line form is used
        assert slurm_job.json_unsupported(shown.stderr), shown.stderr
    job_id, text = submit("x BatchHost=evil StdOut=/etc/shadow UserId=root(0)")
    with pytest.raises(slurm_job.JobParseError, match="repeats .*StdOut, UserId"):  # BatchHost too once the job has one
        slurm_job.parse_oneliner(text, job_id)
    job_id, text = submit("nightly")
    fields = slurm_job.parse_oneliner(text, job_id)
    assert fields["user_id"] == 65534 and fields["standard_output"] == str(key)
    with pytest.raises(PermissionError, match="owned by uid 0, not by the job's user"):
        read_owned(fields["standard_output"], fields["user_id"], fields["group_id"])
    assert key.read_text() == "THE-KEY"  # slurmd opened the output as the job's user: not written either


def running_job(cluster, name: str, seconds: int) -> str:
    """A one-GPU job sleeping ``seconds`` on node ``name``, once it runs: what remediate must wait for."""
    job = cluster.run(daemons.tool("sbatch"), "--parsable", "-w", name, "--gres=gpu:1", "-t", "1", "--wrap",
                      f"sleep {seconds}")
    assert job.returncode == 0, job.stderr
    job_id = job.stdout.strip().split(";")[0]
    cluster.wait(lambda: cluster.run("squeue", "-h", "-j", job_id, "-o", "%T").stdout.strip() == "RUNNING", 60,
                 "the job did not start")
    return job_id


def test_remediate_drains_waits_for_the_running_job_then_resumes(cluster):
    """The Slurm steps `remediate` prints (and --execute runs) against the real daemons: the drain keeps the
    running job, the bounded wait returns only once it ends (and fails, naming the job, when its bound is
    shorter), the node stays drained for the replace with remediate's reason, and the resume brings it back."""
    from types import SimpleNamespace

    from crusoe_ib.verify.operator import remediation

    name = NODES[0]
    for node in NODES:
        cluster.wait_state(node, "IDLE", 150)
    rem = {"stack": "training-slurm", "pool_address": "crusoe_compute_instance.pool_nodes", "ssh_user": "ubuntu",
           "mode": "slurm", "bundle": {}, "nodes": {
               f"node-00{i}": {"host": f"198.51.100.{10 + i}", "name": n,
                               "address": f'crusoe_compute_instance.pool_nodes["node-00{i}"]'} for i, n in enumerate(NODES)}}
    conf = remediation.settings_of(rem, "remediation.json")  # no scheduler_host: scontrol and squeue run here

    def steps(drain_timeout: int) -> dict:
        args = SimpleNamespace(stack_dir=None, drain_timeout=drain_timeout, execute=False, remediation="remediation.json",
                               check_timeout=60, kube_context=None, workload_selector=remediation.WORKLOAD_SELECTOR)
        return {s["step"]: s["command"] for s in remediation.steps_for(rem, conf, args, "node-000", "replace", "port_state")}

    job_id = running_job(cluster, name, 8)
    try:
        drained = cluster.run("sh", "-c", steps(60)["drain"])
        assert drained.returncode == 0, drained.stderr
        node = cluster.node(name)
        assert "DRAIN" in node["State"] and node["Reason"].startswith("remediate:replace-pending")
        assert cluster.run("squeue", "-h", "-j", job_id, "-o", "%T").stdout.strip() == "RUNNING"  # not killed
        short = cluster.run("sh", "-c", steps(1)["wait"], timeout=30)
        assert short.returncode == 1 and f"jobs on {name} still there after 1s: {job_id}" in short.stderr
        started = time.monotonic()
        waited = cluster.run("sh", "-c", steps(60)["wait"], timeout=90)
        assert waited.returncode == 0, waited.stderr
        assert time.monotonic() - started > 1 and cluster.run("squeue", "-h", "-w", name).stdout.strip() == ""
        time.sleep(2 * cluster.interval_s)  # passing health checks leave remediate's drain alone
        node = cluster.node(name)
        assert "DRAIN" in node["State"] and node["Reason"].startswith("remediate:replace-pending")
        resumed = cluster.run("sh", "-c", steps(60)["undrain"])
        assert resumed.returncode == 0, resumed.stderr
        node = cluster.wait_state(name, "IDLE", 60)
        assert "DRAIN" not in node["State"]
    finally:
        cluster.scontrol("update", f"nodename={name}", "state=resume")


def test_remediate_execute_drains_reboots_checks_and_resumes_a_slurm_node(cluster, tmp_path, monkeypatch, capsys):
    """`remediate --execute` for a GPU reset on a Slurm pool: scontrol and squeue against the real daemons
    (drain, wait for the running job, resume), ssh a stand-in (the reboot; the node's fresh, passing check)."""
    import json

    from crusoe_ib.verify.operator import cli, history, remediation

    name = NODES[1]
    for node in NODES:
        cluster.wait_state(node, "IDLE", 150)
    rem = {"stack": "training-slurm", "pool_address": "crusoe_compute_instance.pool_nodes", "instance_type": None,
           "production": False, "max_share": 0.5, "ssh_user": "ubuntu", "mode": "slurm", "bundle": {},
           "nodes": {f"node-00{i}": {"host": f"198.51.100.{10 + i}", "name": n,
                                     "address": f'crusoe_compute_instance.pool_nodes["node-00{i}"]'} for i, n in enumerate(NODES)}}
    (tmp_path / "remediation.json").write_text(json.dumps(rem))
    (tmp_path / "fleet.json").write_text(json.dumps({"command": "fleet", "stack": "training-slurm", "nodes": [
        {"node_key": "node-001", "verdict": "FAIL", "action": "reboot", "failing_rules": ["gpu_xid"],
         "terraform_address": 'crusoe_compute_instance.pool_nodes["node-001"]', "checked_utc": "2026-11-28T02:58:00Z"}]}))
    passing = {"tool": "crusoe-ib-verify", "command": "node", "node_key": "node-001", "ok": True, "verdicts": []}
    (tmp_path / "passing.json").write_text(json.dumps(passing))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "ssh").write_text(
        '#!/bin/sh\necho "$(date +%s) ssh $*" >> "$LOG"\ncase "$*" in *"cat -- /var/lib/crusoe-ib/node-check.json"*)\n'
        "  exec python3 -c 'import json,time,sys; d=json.load(open(sys.argv[1])); "
        'd["checked_utc"]=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()); print(json.dumps(d))\' "$PASSING";;\nesac\n')
    (bin_dir / "ssh").chmod(0o755)
    for key, value in cluster.env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("PATH", f"{bin_dir}:{cluster.env['PATH']}:{os.environ['PATH']}")
    monkeypatch.setenv("LOG", str(tmp_path / "ssh.log"))
    monkeypatch.setenv("PASSING", str(tmp_path / "passing.json"))
    monkeypatch.setattr(remediation, "POLL_SECONDS", 1)
    monkeypatch.chdir(tmp_path)
    job_id = running_job(cluster, name, 6)
    try:
        code = cli.main(["remediate", "--remediation", "remediation.json", "--fleet", "fleet.json", "--execute",
                         "--history", "history.jsonl", "--drain-timeout", "60", "--check-timeout", "20"])
        out = capsys.readouterr()[0]
        assert code == 0, out
        steps = [(r["action"], r["outcome"]) for r in history.read(str(tmp_path / "history.jsonl"))]
        assert steps == [(s, "done") for s in ("drain", "wait", "reboot", "check", "undrain")]
        # The reboot came only after the job had ended on its own (the wait), and the node is back.
        shown = cluster.scontrol("show", "job", "-o", job_id).stdout
        assert "JobState=COMPLETED" in shown, shown
        ended = time.mktime(time.strptime(re.search(r"EndTime=(\S+)", shown).group(1), "%Y-%m-%dT%H:%M:%S"))
        reboot = (tmp_path / "ssh.log").read_text().splitlines()[0]
        assert reboot.endswith("198.51.100.11 sudo systemctl reboot") and int(reboot.split()[0]) >= int(ended)
        node = cluster.wait_state(name, "IDLE", 60)
        assert "DRAIN" not in node["State"]
    finally:
        cluster.scontrol("update", f"nodename={name}", "state=resume")
