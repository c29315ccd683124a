"""VerificationHooks in a bare stack (a pool as wiring): the node check at boot, the commands and
thresholds outputs, the optional SSH apply gate, threshold overrides, and the errors it raises."""

from __future__ import annotations

import hashlib
import json
import shlex
import subprocess
from pathlib import Path

import pytest

from crusoe_ib import (
    ConfigError, ManagedKubernetes, ManagedKubernetesProps, ManagedKubernetesSettings, NodePoolSettings,
    VerificationHooks, VerificationHooksProps, VerificationSettings,
)
from tests.printed import FakeSsh, addresses, applied_offline
from crusoe_ib.verify.build.zipapp import zipapp_b64, zipapp_sha256
from crusoe_ib.verify import METRICS_PATH
from tests.support import PUBLIC_KEY, Bare, boot_script, codes, resources

NODE_CHECK = ('python3 "$checker" node --instance-type h100-80gb-sxm-ib.8x --metrics-file '
              "/var/lib/prometheus/node-exporter/crusoe_ib.prom --node-key __CRUSOE_IB_NODE_KEY__ "
              "--pool-address crusoe_compute_instance.pool_nodes --output /var/lib/crusoe-ib/node-check.json")


def build(node_count: int = 2, pool: dict | None = None, **settings) -> tuple[Bare, VerificationHooks]:
    bare = Bare()
    pool = bare.add_pool(node_count=node_count, **(pool or {}))
    hooks = VerificationHooks(bare.stack, "verify", VerificationHooksProps(pool=pool, settings=VerificationSettings(**settings)))
    return bare, hooks


@pytest.fixture(scope="module")
def default_tf() -> dict:
    return build(pool=dict(startup_script="echo user-step-marker"))[0].synth()


@pytest.fixture(scope="module")
def gated():
    bare, hooks = build(node_count=3, apply_gate=True, ssh_user="admin",
                        threshold_overrides={"write_bw_floor_mb_per_s": 40000, "hca_names": ("mlx5_0", "mlx5_1")})
    return bare.synth(), hooks


def test_nodes_run_the_pinned_node_check_at_boot(default_tf):
    script = boot_script(default_tf)
    assert script.startswith("#!/bin/bash\n") and "pool_first_node_boot_script" not in default_tf["locals"]
    assert NODE_CHECK in script
    step = script.split("# --- step: crusoe-ib node check ---\n", 1)[1]
    assert f"checker=/opt/crusoe-ib/verify-{zipapp_sha256()}.pyz\nwant={zipapp_sha256()}\n" in step
    assert "|| echo 'crusoe-ib: node check FAILED" in step  # a failed check never stops the boot


def test_the_checker_is_delivered_over_ssh_never_in_a_startup_script(default_tf):
    text = json.dumps(default_tf)
    assert zipapp_b64()[:200] not in text and "http.server" not in text and "8471" not in text
    push = resources(default_tf, "terraform_data")["pool_delivery"]
    env = push["provisioner"][0]["local-exec"]["environment"]
    assert env["ITEMS"].splitlines()[:2] == [
        f"CHECKER /opt/crusoe-ib/verify-{zipapp_sha256()}.pyz root:root 0755 {zipapp_sha256()} -",
        f"TOOLKIT /opt/crusoe-ib/verify.pyz root:root 0755 {zipapp_sha256()} -"]
    asset = env["FILE_CHECKER"]
    assert asset.startswith("${path.module}/assets/") and asset.endswith("/verify.pyz") and env["FILE_TOOLKIT"] == asset
    # A new node, a replaced node or a new checker release runs the delivery again.
    assert push["triggers_replace"] == {"hosts": "${local.pool_delivery_ids}",  # the nodes' ids, built once
                                        "checker_sha256": zipapp_sha256(), "toolkit_sha256": zipapp_sha256()}
    assert len(boot_script(default_tf).encode()) < 4096


def _boot(step: str, root: Path, *, sha256: str, tries: int = 2) -> subprocess.CompletedProcess:
    """Run the node-check step as a node would, with paths under ``root`` and ``sha256`` as the
    digest fixed at synth (so a stand-in checker can play the real one)."""
    text = step.replace("$${", "${").replace("__CRUSOE_IB_NODE_KEY__", "node-001").replace(zipapp_sha256(), sha256)
    for path in ("/opt/crusoe-ib", "/var/lib/crusoe-ib", "/var/log/"):
        text = text.replace(path, f"{root}{path}")
    text = text.replace("seq 1 360", f"seq 1 {tries}").replace("sleep 5", "sleep 0")
    (root / "var/log").mkdir(parents=True, exist_ok=True)
    return subprocess.run(["bash", "-c", text], capture_output=True, text=True, timeout=60)


def test_only_the_pinned_checker_runs_anything_else_leaves_a_fail_naming_both_digests(default_tf, tmp_path):
    step = boot_script(default_tf).split("# --- step: crusoe-ib node check ---\n", 1)[1].split("# --- step:", 1)[0]
    # A stand-in checker: records its arguments where the real one writes its verdict.
    checker = b"import json, sys\nout = sys.argv[sys.argv.index('--output') + 1]\njson.dump(sys.argv[1:], open(out, 'w'))\n"
    pinned = hashlib.sha256(checker).hexdigest()
    path = lambda root: root / f"opt/crusoe-ib/verify-{pinned}.pyz"  # noqa: E731

    good = tmp_path / "good"
    path(good).parent.mkdir(parents=True)
    path(good).write_bytes(checker)
    ran = _boot(step, good, sha256=pinned)
    assert ran.returncode == 0, ran.stderr
    assert json.loads((good / "var/lib/crusoe-ib/node-check.json").read_text())[:3] == [
        "node", "--instance-type", "h100-80gb-sxm-ib.8x"]

    # Another file where the pinned one belongs (tampered, or another release) never runs.
    evil = tmp_path / "evil"
    path(evil).parent.mkdir(parents=True)
    path(evil).write_bytes(checker + b"open('/tmp/owned', 'w')\n")
    ran = _boot(step, evil, sha256=pinned)
    assert ran.returncode == 0  # the boot goes on; the node says FAIL
    result = json.loads((evil / "var/lib/crusoe-ib/node-check.json").read_text())
    assert result["ok"] is False and result["verdicts"][0]["status"] == "FAIL"
    detail = result["verdicts"][0]["detail"]
    assert hashlib.sha256(path(evil).read_bytes()).hexdigest() in detail and pinned in detail
    assert "node check FAILED" in ran.stderr

    # Never delivered (the apply could not reach the node): FAIL, "not delivered".
    missing = tmp_path / "missing"
    ran = _boot(step, missing, sha256=pinned)
    result = json.loads((missing / "var/lib/crusoe-ib/node-check.json").read_text())
    assert result["ok"] is False and "not delivered" in result["verdicts"][0]["detail"]
    assert result["node_key"] == "node-001"


def test_user_startup_script_runs_after_the_node_check(default_tf):
    script = boot_script(default_tf)
    assert script.index("# --- step: crusoe-ib node check ---") < script.index("echo user-step-marker")
    assert script.rstrip().endswith("echo user-step-marker")


def test_outputs_give_verification_commands_and_thresholds(default_tf):
    outputs = default_tf["output"]
    commands = outputs["verify_commands"]["value"]
    assert set(commands) >= {"node_check", "node_check_result", "pair_server", "pair_client", "nccl", "hostfile"}
    thresholds = outputs["verify_thresholds"]["value"]
    assert thresholds["write_bw_floor_mb_per_s"] == 45000 and thresholds["node_count"] == 2


def test_the_pool_wide_proof_is_the_sweep_over_the_remediation_output(default_tf):
    """Every node's rails against several partners (crusoe-ib-verify sweep), not node-000 and node-001 only."""
    commands = default_tf["output"]["verify_commands"]["value"]
    remediation = next(k for k in default_tf["output"] if k.endswith("_remediation"))
    stack = default_tf["output"][remediation]["value"]["stack"]  # run from the project root, as remediate's lines are
    assert commands["sweep"] == (f"terraform -chdir=cdktf.out/stacks/{stack} output -json {remediation} > remediation.json && "
                                 "python3 -m crusoe_ib.verify sweep --remediation remediation.json")


def test_the_sweep_judges_by_the_pools_threshold_overrides(gated):
    command = gated[0]["output"]["verify_commands"]["value"]["sweep"]
    assert command.endswith(" sweep --remediation remediation.json --thresholds-json "
                            "'{\"hca_names\": [\"mlx5_0\", \"mlx5_1\"], \"write_bw_floor_mb_per_s\": 40000}'")


def test_commands_address_the_pools_nodes(default_tf):
    commands = default_tf["output"]["verify_commands"]["value"]
    public = "network_interfaces[0].public_ipv4.address"
    assert commands["node_check_result"] == (
        '${{for k, n in local.pool_nodes_view : k => '
        f"\"ssh ubuntu@${{n.{public}}} 'sudo cat /var/lib/crusoe-ib/node-check.json'\"}}}}")
    assert commands["pair_server"].startswith(f'ssh ubuntu@${{local.pool_nodes_view["node-000"].{public}}} ')
    assert '--client ${local.pool_nodes_view["node-000"].network_interfaces[0].private_ipv4.address}' in (
        commands["pair_client"])
    assert commands["pair_client"].startswith('ssh ubuntu@${local.pool_nodes_view["node-001"].')
    assert commands["nccl"].endswith(  # the remote command is one word
        "--instance-type h100-80gb-sxm-ib.8x --nodes 2 --env NCCL_IB_MERGE_VFS=0 --env NCCL_SOCKET_NTHREADS=4 "
        "--env NCCL_NSOCKS_PERTHREAD=8'")  # NCCL_IB_HCA / NCCL_TOPO_FILE: node-000's /etc/crusoe-ib/nccl.env
    assert commands["mesh"] == ("terraform -chdir=cdktf.out/stacks/bare output -json verify_commands | jq -r .mesh_hostfile > mesh-hosts.txt && "
                                "python3 -m crusoe_ib.verify mesh --hostfile mesh-hosts.txt --user ubuntu "
                                "--known-hosts crusoe-ib-known_hosts.d/bare")
    assert commands["hostfile"] == "${local.verify_hostfile}" and "slots=8" in default_tf["locals"]["verify_hostfile"]


def test_apply_gate_is_off_by_default_and_uses_the_agent(default_tf, gated):
    assert "verify_apply_gate" not in resources(default_tf, "terraform_data")
    gate = resources(gated[0], "terraform_data")["verify_apply_gate"]
    command = gate["provisioner"][0]["local-exec"]["command"]
    assert "BatchMode=yes" in command and " -i " not in command


def test_apply_gate_trusts_only_the_host_keys_the_delivery_pinned_and_shows_what_failed_sanitized(gated, tmp_path):
    import os
    import subprocess
    gate = resources(gated[0], "terraform_data")["verify_apply_gate"]
    block = gate["provisioner"][0]["local-exec"]
    command = block["command"]
    # the stack's own records, in the project root (three up from cdktf.out/stacks/<stack>)
    assert '-o StrictHostKeyChecking=yes -o "UserKnownHostsFile=../../../crusoe-ib-known_hosts.d/bare/$ip"' in command
    assert "accept-new" not in command
    assert gate["depends_on"] == ["terraform_data.pool_delivery"]  # pinned (and addresses checked) first
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "ssh").write_text("#!/bin/sh\ncase \"$*\" in *10.0.0.2*) printf 'FAIL rails \\033]0;owned\\007\\033[2J\\n'; "
                                 "echo 'Host key verification failed.' >&2; exit 255;; esac\necho PASS\n")
    (bin_dir / "ssh").chmod(0o755)
    ran = subprocess.run(["sh", "-c", command.replace("$$", "$")], capture_output=True, text=True, timeout=30,
                         env={**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "NODE_IPS": "10.0.0.1 10.0.0.2",
                              "NODE_CHECK": "true"})
    assert ran.returncode == 1 and "crusoe-ib: 10.0.0.1 healthy" in ran.stdout
    assert "crusoe-ib: 10.0.0.2 FAILED its IB node check" in ran.stderr
    assert "    Host key verification failed." in ran.stderr and "FAIL rails" in ran.stderr
    assert "\x1b" not in ran.stderr and "\x07" not in ran.stderr


def test_apply_gate_reruns_when_nodes_are_replaced(gated):
    gate = resources(gated[0], "terraform_data")["verify_apply_gate"]
    assert gate["triggers_replace"] == {"node_ids": "${local.verify_node_ids}"}
    assert gated[0]["locals"]["verify_node_ids"] == "${[for k, n in local.pool_nodes_view : n.id]}"
    environment = gate["provisioner"][0]["local-exec"]["environment"]
    assert environment["NODE_IPS"] == "${local.pool_ssh_hosts}"
    assert gated[0]["locals"]["pool_ssh_hosts"] == (
        '${join(" ", [for k, n in local.pool_nodes_view : n.network_interfaces[0].public_ipv4.address])}')
    assert "admin@$ip" in gate["provisioner"][0]["local-exec"]["command"]


def test_threshold_overrides_reach_the_outputs_and_the_node_check(gated):
    tf, hooks = gated
    thresholds = tf["output"]["verify_thresholds"]["value"]
    assert thresholds["write_bw_floor_mb_per_s"] == 40000 and thresholds["hca_names"] == ["mlx5_0", "mlx5_1"]
    assert thresholds["node_count"] == 3
    argv = shlex.split(hooks.node_check_command)
    assert json.loads(argv[argv.index("--thresholds-json") + 1]) == {
        "hca_names": ["mlx5_0", "mlx5_1"], "write_bw_floor_mb_per_s": 40000}
    # The boot step runs the same arguments on the pinned checker (no ${ in them: carried unchanged).
    assert 'python3 "$checker" node ' + hooks.node_check_command.split(" node ", 1)[1] in boot_script(tf)
    environment = resources(tf, "terraform_data")["verify_apply_gate"]["provisioner"][0]["local-exec"]["environment"]
    assert environment["NODE_CHECK"] == f"sudo {hooks.node_check_command}"


def test_a_single_node_pool_pairs_the_node_with_itself():
    tf = build(node_count=1)[0].synth()
    commands = tf["output"]["verify_commands"]["value"]
    assert '["node-000"]' in commands["pair_client"] and '["node-001"]' not in commands["pair_client"]


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(threshold_overrides={"no_such_field": 1}), "CIB040", "threshold_overrides['no_such_field']"),
    (dict(threshold_overrides={"write_bw_floor_mb_per_s": -1}), "CIB040", "threshold_overrides['write_bw_floor_mb_per_s']"),
    (dict(threshold_overrides={"write_bw_floor_mb_per_s": True}), "CIB040", "threshold_overrides['write_bw_floor_mb_per_s']"),
    (dict(threshold_overrides={"hca_names": ("mlx5 0",)}), "CIB040", "threshold_overrides['hca_names']"),
    (dict(threshold_overrides={"hca_names": ()}), "CIB040", "threshold_overrides['hca_names']"),
    (dict(ssh_user="Ubuntu"), "CIB039", "ssh_user"),
    (dict(apply_gate="yes"), "CIB090", "apply_gate"),
    (dict(remediation_max_share=0), "CIB160", "remediation_max_share"),
    (dict(remediation_max_share=1.5), "CIB160", "remediation_max_share"),
    (dict(remediation_max_share=float("nan")), "CIB090", "remediation_max_share"),
    (dict(remediation_window_hours=0), "CIB161", "remediation_window_hours"),
    (dict(remediation_repeat_hours=-1.0), "CIB161", "remediation_repeat_hours"),
    (dict(remediation_max_actions=0), "CIB161", "remediation_max_actions"),
    (dict(remediation_max_actions=True), "CIB090", "remediation_max_actions"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        build(**changes)
    assert codes(raised.value) == [(code, f"bare/verify.{field}")]


def test_switching_a_check_off_is_allowed():
    bare, hooks = build(threshold_overrides={"busbw_floor_gb_per_s": None})
    assert hooks.thresholds.busbw_floor_gb_per_s is None
    assert '--thresholds-json \'{"busbw_floor_gb_per_s": null}\'' in boot_script(bare.synth())


def test_a_pool_without_vms_raises_config_error():
    bare = Bare()
    guard = bare.add_guard()
    managed = ManagedKubernetes(bare.stack, "k8s", ManagedKubernetesProps(
        name="bare", settings=ManagedKubernetesSettings(kubernetes_version="1.32.7-cmk.3"),
        pool=NodePoolSettings(ssh_public_key=PUBLIC_KEY), capacity_guard=guard, partition=bare.add_partition(),
        subnet_id="bare-subnet-id"))
    with pytest.raises(ConfigError):
        VerificationHooks(bare.stack, "verify", VerificationHooksProps(pool=managed))


# --- hostile but valid values: every printed command, rendered by Terraform, split as a shell would ---

# Each case: the pool's settings (name, public IP, jump host) and the verification settings. Every
# value here is valid; each reaches the printed commands or the apply gate.
HOSTILE = {
    "private-jump-user-port": (
        dict(name="x--9", public_ip="none", ssh_jump_host="ops_1@bastion-1.example.com:2222"),
        dict(ssh_user="_svc-9", threshold_overrides={"hca_names": ("mlx5_0", "mlx5_10"), "busbw_floor_gb_per_s": 123.5,
                                                     "write_bw_floor_mb_per_s": None})),
    "static-ip-jump-ipv4": (
        dict(name="9", public_ip="static", ssh_jump_host="10.0.0.254"),
        dict(ssh_user="a-", threshold_overrides={"hca_names": ("mlx5_3",), "rate_gbps": 200})),
    "public-no-jump": (
        dict(name="a-b", public_ip="dynamic"),
        dict(ssh_user="u_", threshold_overrides={"busbw_min_message_bytes": 1 << 20, "write_bw_target_mb_per_s": 4.5e4})),
    "jump-upper-case-host": (
        dict(name="zz", public_ip="none", ssh_jump_host="BASTION.Example-1.COM"),
        dict(ssh_user="ubuntu")),
}


def _json_value(value):
    return list(value) if isinstance(value, tuple) else value


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """Every HOSTILE case as its own pool (with the apply gate) in one stack, applied offline with a
    fake ssh on PATH: the gate's local-exec runs for real and its ssh calls are recorded."""
    bare = Bare()
    hooks = {}
    for i, (case, (pool, verification)) in enumerate(HOSTILE.items()):
        bare.add_guard(f"capacity{i}")
        bare.add_partition(f"ib{i}", name=f"part-{i}")
        built = bare.add_pool(f"pool{i}", **pool)
        hooks[case] = VerificationHooks(bare.stack, f"verify{i}", VerificationHooksProps(
            pool=built, settings=VerificationSettings(apply_gate=True, **verification)))
    root = tmp_path_factory.mktemp("hostile-verify")
    ssh = FakeSsh(root)
    tf = applied_offline(bare.synth(), root / "tf", env=ssh.env)
    return tf, ssh, hooks


def split_judged(argv: list[str], case: str) -> list[str]:
    """argv without ``--thresholds-json JSON``, after checking JSON is ONE word that json.loads back to
    the case's overrides (present exactly when there are some)."""
    overrides = HOSTILE[case][1].get("threshold_overrides")
    if not overrides:
        assert "--thresholds-json" not in argv
        return argv
    at = argv.index("--thresholds-json")
    assert json.loads(argv[at + 1]) == {k: _json_value(v) for k, v in overrides.items()}
    return argv[:at] + argv[at + 2:]


@pytest.mark.parametrize("case", HOSTILE)
def test_every_printed_command_reaches_each_node_as_intended(hostile, case):
    tf, _, _ = hostile
    i = list(HOSTILE).index(case)
    pool, verification = HOSTILE[case]
    user, jump = verification.get("ssh_user", "ubuntu"), pool.get("ssh_jump_host")
    ips = addresses(tf, f"pool{i}")
    # Through the jump host to the private address; without one, straight to the public address.
    reach = {k: a["private"] if jump else a["public"] for k, a in ips.items()}
    ssh = ["ssh", *(["-J", jump] if jump else [])]
    commands = tf.outputs()[f"verify{i}_commands"]

    def remote(command: str, key: str) -> list[str]:
        argv = shlex.split(command)
        assert argv[:-1] == [*ssh, f"{user}@{reach[key]}"], command  # the remote command is ONE argument
        return shlex.split(argv[-1])

    def judged(command: str, key: str) -> list[str]:
        return split_judged(remote(command, key), case)

    for key in ips:
        assert remote(commands["node_check_result"][key], key) == ["sudo", "cat", "/var/lib/crusoe-ib/node-check.json"]
        assert judged(commands["node_check"][key], key) == [
            "sudo", "python3", "/opt/crusoe-ib/verify.pyz", "node", "--instance-type", "h100-80gb-sxm-ib.8x",
            "--metrics-file", METRICS_PATH, "--node-key", key, "--pool-address", f"crusoe_compute_instance.pool{i}_nodes"]
    pair = ["python3", "/opt/crusoe-ib/verify.pyz", "pair"]
    assert judged(commands["pair_server"], "node-000") == [*pair, "--server", "--instance-type", "h100-80gb-sxm-ib.8x"]
    assert judged(commands["pair_client"], "node-001") == [
        *pair, "--client", ips["node-000"]["private"], "--instance-type", "h100-80gb-sxm-ib.8x"]
    # Crusoe's VM NCCL settings (samples/others/create-vms-and-run-nccl-test/nccltest.sh), each one word.
    tuning = ["--env", "NCCL_IB_MERGE_VFS=0", "--env", "NCCL_SOCKET_NTHREADS=4", "--env", "NCCL_NSOCKS_PERTHREAD=8"]
    assert judged(commands["nccl"], "node-000") == [
        "python3", "/opt/crusoe-ib/verify.pyz", "nccl", "--hostfile", "hostfile", "--instance-type",
        "h100-80gb-sxm-ib.8x", "--nodes", "2", *tuning]
    assert commands["hostfile"].splitlines() == [f"{ips[k]['private']} slots=8" for k in sorted(ips)]
    # The mesh: reached as every other command reaches the node, keyed by its private address.
    assert commands["mesh_hostfile"].splitlines() == [f"{reach[k]} {ips[k]['private']} {k}" for k in sorted(ips)]
    mesh = shlex.split(commands["mesh"])
    assert mesh[mesh.index("mesh"):] == ["mesh", "--hostfile", "mesh-hosts.txt", "--user", user,
                                         *(["--jump", jump] if jump else []), "--known-hosts", "crusoe-ib-known_hosts.d/bare"]


@pytest.mark.parametrize("case", HOSTILE)
def test_the_remediation_output_names_each_node_and_reaches_it_as_intended(hostile, case):
    tf, _, _ = hostile
    i = list(HOSTILE).index(case)
    pool, verification = HOSTILE[case]
    user, jump = verification.get("ssh_user", "ubuntu"), pool.get("ssh_jump_host")
    ips = addresses(tf, f"pool{i}")
    reach = {k: a["private"] if jump else a["public"] for k, a in ips.items()}
    resource = f"crusoe_compute_instance.pool{i}_nodes"
    remediation = tf.outputs()[f"verify{i}_remediation"]
    names = {k: n["name"] for k, n in tf.outputs()[f"pool{i}_nodes"].items()}
    assert {k: v for k, v in remediation.items() if k not in ("nodes", "bundle", "hostfile")} == dict(
        stack="bare", pool_address=resource, instance_type="h100-80gb-sxm-ib.8x", production=False, max_share=0.25,
        ssh_user=user, replace=f"terraform -chdir=cdktf.out/stacks/bare apply -replace='{resource}[\"<node key>\"]'",
        # remediate's memory and brakes: the mode it drains for, the breaker, where the history lives.
        mode="torchrun", breaker={"window_hours": 24, "repeat_offender_hours": 168},
        history={"path": "bare.remediation.jsonl"}, known_hosts="crusoe-ib-known_hosts.d/bare",
        **({"ssh_jump_host": jump} if jump else {}))
    # fleet, sweep, bisect and remediate accept only these keys: the apply pinned one for every node's SSH address there
    pinned = tf.workdir / remediation["known_hosts"]
    assert all((pinned / reach[k]).read_text().split()[0] == reach[k] for k in ips)
    assert remediation["nodes"] == {k: {"host": reach[k], "private_ip": ips[k]["private"], "address": f'{resource}["{k}"]',
                                        "name": names[k]} for k in ips}
    assert remediation["hostfile"].splitlines() == [f"{reach[k]} {k}" for k in sorted(ips)]
    for key in ips:
        argv = shlex.split(remediation["bundle"][key])
        archive = f"/var/lib/crusoe-ib/bundle-{key}.tar.gz"
        assert argv == ["ssh", *(["-J", jump] if jump else []), f"{user}@{reach[key]}", argv[-3], ">",
                        f"crusoe-ib-bundle-{key}.tar.gz"]
        assert shlex.split(argv[-3]) == [  # the remote command is ONE argument
            "sudo", "python3", "/opt/crusoe-ib/verify.pyz", "bundle", "--instance-type", "h100-80gb-sxm-ib.8x",
            "--node-key", key, "--pool-address", resource, "--output", archive, ">&2", "&&", "sudo", "cat", archive]


@pytest.mark.parametrize("case", HOSTILE)
def test_the_apply_gate_ran_the_node_check_on_every_node_as_intended(hostile, case):
    tf, ssh, hooks = hostile
    i = list(HOSTILE).index(case)
    pool, verification = HOSTILE[case]
    user, jump = verification.get("ssh_user", "ubuntu"), pool.get("ssh_jump_host")
    ips = addresses(tf, f"pool{i}")
    reach = sorted(a["private"] if jump else a["public"] for a in ips.values())
    calls = [c for c in ssh.calls() if c[-2].split("@", 1)[-1] in reach and "--" in c]  # the gate's, not the delivery's
    assert sorted(c[-2] for c in calls) == [f"{user}@{ip}" for ip in reach]
    for call in calls:
        ip = call[-2].split("@", 1)[-1]
        assert call[:-2] == ["-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes", "-o",  # the key the delivery pinned
                             f"UserKnownHostsFile=../../../crusoe-ib-known_hosts.d/bare/{ip}", *(["-J", jump] if jump else []), "--"]
        assert call[-1] == f"sudo {hooks[case].node_check_command}"  # one argument: the remote shell parses it
        assert split_judged(shlex.split(call[-1]), case) == [
            "sudo", "python3", hooks[case].checker_path, "node", "--instance-type", "h100-80gb-sxm-ib.8x",
            "--metrics-file", METRICS_PATH]


@pytest.mark.parametrize("case", HOSTILE)
def test_the_apply_delivered_the_pinned_checker_to_every_node_as_intended(hostile, case):
    tf, ssh, hooks = hostile
    i = list(HOSTILE).index(case)
    pool, verification = HOSTILE[case]
    user, jump = verification.get("ssh_user", "ubuntu"), pool.get("ssh_jump_host")
    reach = sorted(a["private"] if jump else a["public"] for a in addresses(tf, f"pool{i}").values())
    pushes = [c for c in ssh.calls() if c[-2].split("@", 1)[-1] in reach and "--" not in c and c[-1] != "true"]
    for ip in reach:
        # Every push goes to the host key pinned for that address, and no other (StrictHostKeyChecking=yes).
        options = ["-o", f"UserKnownHostsFile=../../../crusoe-ib-known_hosts.d/bare/{ip}", "-o", "BatchMode=yes", "-o",
                   "StrictHostKeyChecking=yes", "-o", "ConnectTimeout=10", *(["-J", jump] if jump else [])]
        mine = [shlex.split(c[-1])[5:9] for c in pushes if c[-2] == f"{user}@{ip}" and c[:-2] == options]
        pinned = hooks[case].checker_sha256
        assert [hooks[case].checker_path, "root:root", "0755", pinned] in mine  # digest checked on arrival
        assert ["/opt/crusoe-ib/verify.pyz", "root:root", "0755", pinned] in mine


@pytest.mark.parametrize("case", HOSTILE)
def test_nodes_without_a_public_ip_have_none_in_state_and_outputs(hostile, case):
    tf, _, _ = hostile
    i = list(HOSTILE).index(case)
    ips = addresses(tf, f"pool{i}")
    nodes = tf.outputs()[f"pool{i}_nodes"]
    for key, a in ips.items():
        assert nodes[key]["private_ip"] == a["private"]
        if HOSTILE[case][0]["public_ip"] == "none":
            assert a["public"] == "" and nodes[key]["public_ip"] is None  # the provider stores "", the output says null
        else:
            assert a["public"] and nodes[key]["public_ip"] == a["public"]


def test_an_amd_pool_runs_rccl_tests_without_the_nccl_tests_json_flag(default_tf):
    """rccl-tests writes no -J file: an MI300X pool's commands read its text table instead."""
    bare = Bare()
    bare.add_guard(instance_type="mi300x-192gb-ib.8x", node_count=2)
    pool = bare.add_pool(image="rocm-image:1")
    VerificationHooks(bare.stack, "verify", VerificationHooksProps(pool=pool, settings=VerificationSettings()))
    commands = bare.synth()["output"]["verify_commands"]["value"]
    assert "--no-json-results" in commands["nccl"] and "--no-json-results" in commands["nccl_alltoall"]
    assert "--no-json-results" not in json.dumps(default_tf["output"]["verify_commands"]["value"])
