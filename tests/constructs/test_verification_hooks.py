"""VerificationHooks in a bare stack (a pool as wiring): the node check at boot, the commands and
thresholds outputs, the optional SSH apply gate, threshold overrides, and the errors it raises."""

from __future__ import annotations

import json
import shlex

import pytest

from crusoe_ib import (
    ConfigError, ManagedKubernetes, ManagedKubernetesProps, ManagedKubernetesSettings, NodePoolSettings,
    VerificationHooks, VerificationHooksProps, VerificationSettings,
)
from tests.support import PUBLIC_KEY, Bare, boot_script, codes, resources

NODE_CHECK = "verify.pyz node --instance-type h100-80gb-sxm-ib.8x --output /var/lib/crusoe-ib/node-check.json"


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


def test_nodes_run_the_node_check_at_boot(default_tf):
    script = boot_script(default_tf)
    assert script.startswith("#!/bin/bash\n")
    assert NODE_CHECK in script
    step = script.split("# --- step: crusoe-ib node check ---\n", 1)[1]
    assert step.startswith("install -d -m 0755 /opt/crusoe-ib /var/lib/crusoe-ib\n"
                           "base64 -d > /opt/crusoe-ib/verify.pyz <<'CRUSOE_IB_PYZ'\n")
    assert "|| echo 'crusoe-ib: node check FAILED" in step  # a failed check never stops the boot


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


def test_commands_address_the_pools_nodes(default_tf):
    commands = default_tf["output"]["verify_commands"]["value"]
    public = "network_interfaces[0].public_ipv4.address"
    assert commands["node_check_result"] == (
        '${{for k, n in crusoe_compute_instance.pool_nodes : k => format("ssh %s@%s %s", "ubuntu", '
        f"n.{public}, \"'sudo cat /var/lib/crusoe-ib/node-check.json'\")}}}}")
    assert commands["pair_server"].startswith(f'ssh ubuntu@${{crusoe_compute_instance.pool_nodes["node-000"].{public}}} ')
    assert '--client ${crusoe_compute_instance.pool_nodes["node-000"].network_interfaces[0].private_ipv4.address}' in (
        commands["pair_client"])
    assert commands["pair_client"].startswith('ssh ubuntu@${crusoe_compute_instance.pool_nodes["node-001"].')
    assert commands["nccl"].endswith("--instance-type h100-80gb-sxm-ib.8x --nodes 2")
    assert 'slots=8' in commands["hostfile"]


def test_apply_gate_is_off_by_default_and_uses_the_agent(default_tf, gated):
    assert "verify_apply_gate" not in resources(default_tf, "terraform_data")
    gate = resources(gated[0], "terraform_data")["verify_apply_gate"]
    command = gate["provisioner"][0]["local-exec"]["command"]
    assert "BatchMode=yes" in command and " -i " not in command


def test_apply_gate_reruns_when_nodes_are_replaced(gated):
    gate = resources(gated[0], "terraform_data")["verify_apply_gate"]
    assert gate["triggers_replace"] == {"node_ids": "${[for k, n in crusoe_compute_instance.pool_nodes : n.id]}"}
    environment = gate["provisioner"][0]["local-exec"]["environment"]
    assert environment["NODE_IPS"] == (
        '${join(" ", [for k, n in crusoe_compute_instance.pool_nodes : n.network_interfaces[0].public_ipv4.address])}')
    assert "admin@$ip" in gate["provisioner"][0]["local-exec"]["command"]


def test_threshold_overrides_reach_the_outputs_and_the_node_check(gated):
    tf, hooks = gated
    thresholds = tf["output"]["verify_thresholds"]["value"]
    assert thresholds["write_bw_floor_mb_per_s"] == 40000 and thresholds["hca_names"] == ["mlx5_0", "mlx5_1"]
    assert thresholds["node_count"] == 3
    argv = shlex.split(hooks.node_check_command)
    assert json.loads(argv[argv.index("--thresholds-json") + 1]) == {
        "hca_names": ["mlx5_0", "mlx5_1"], "write_bw_floor_mb_per_s": 40000}
    assert hooks.node_check_command in boot_script(tf)  # no ${ in it, so the step carries it unchanged
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
