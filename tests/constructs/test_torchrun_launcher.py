"""TorchrunLauncher in a bare stack (a pool as wiring): what its settings put into the boot-time env
file and the launch commands, and the errors it raises. The env file is run for real in bash in
tests/test_orchestration_modes.py."""

from __future__ import annotations

import pytest

from crusoe_ib import ConfigError, K3sSettings, TorchrunLauncher, TorchrunLauncherProps, TorchrunSettings
from tests.support import Bare, boot_script, codes

SETTINGS = TorchrunSettings(entrypoint="train.py --config cfg.yaml", master_port=29600, nccl_debug="INFO",
                            extra_env={"NCCL_SOCKET_IFNAME": "eth0", "A_FIRST": "1"}, leader_wait_seconds=12,
                            ssh_user="admin")


def build(node_count: int = 4, settings: TorchrunSettings = SETTINGS) -> tuple[Bare, TorchrunLauncher]:
    bare = Bare()
    pool = bare.add_pool(name="team", node_count=node_count)
    return bare, TorchrunLauncher(bare.stack, "torchrun", TorchrunLauncherProps(pool=pool, settings=settings))


@pytest.fixture(scope="module")
def launcher():
    bare, launcher = build()
    return bare.synth(), launcher


def step_of(tf: dict) -> str:
    return boot_script(tf).split("# --- step: torchrun env ---\n", 1)[1]


def test_static_env_comes_from_the_settings_and_the_type(launcher):
    _, torchrun = launcher
    assert torchrun.env == {
        "GPUS_PER_NODE": "8", "NPROC_PER_NODE": "8", "MASTER_PORT": "29600",
        "NCCL_IB_HCA": "=mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_5,mlx5_6,mlx5_7,mlx5_8",
        "NCCL_DEBUG": "INFO", "A_FIRST": "1", "NCCL_SOCKET_IFNAME": "eth0"}
    assert torchrun.cluster_env == {"NNODES": "4", "WORLD_SIZE": "32"}


def test_the_env_file_is_written_at_boot(launcher):
    tf, torchrun = launcher
    step = step_of(tf)
    static = "\n".join(f"{k}={v}" for k, v in torchrun.env.items())
    assert f"NODE_KEY=__CRUSOE_IB_NODE_KEY__\nNODE_RANK=$((10#$(echo __CRUSOE_IB_NODE_KEY__ | sed 's/^node-//')))\n{static}\n" in step
    assert 'if [ "__CRUSOE_IB_NODE_KEY__" = "node-000" ]; then' in step
    assert "getent ahostsv4 team-node-000" in step  # followers resolve the leader by its instance name
    assert "for try in $(seq 1 2); do" in step  # leader_wait_seconds=12: two tries, 5 s apart
    assert "if [ -f /opt/h100-80gb-sxm-ib.xml ]; then echo NCCL_TOPO_FILE=/opt/h100-80gb-sxm-ib.xml" in step
    assert step.rstrip().endswith("mv /etc/crusoe-ib/torchrun.env.tmp /etc/crusoe-ib/torchrun.env")
    assert "NCCL_IB_DISABLE" not in step and "NNODES=" not in step


def test_commands_use_the_entrypoint_and_the_ssh_user(launcher):
    tf, torchrun = launcher
    commands = tf["output"]["torchrun_commands"]["value"]
    assert set(commands) == {"sync_env", "torchrun", "launch_all", "master_addr", "logs_hostfile", "collect_logs"}
    assert commands["torchrun"] == torchrun.torchrun_command
    assert commands["torchrun"].endswith("--master_addr=$MASTER_ADDR --master_port=$MASTER_PORT train.py --config cfg.yaml")
    assert "admin@$host" in commands["sync_env"] and "admin@$host" in commands["launch_all"]
    assert "printf 'NNODES=4\\nWORLD_SIZE=32\\nMASTER_ADDR=" in commands["sync_env"]
    assert commands["collect_logs"].startswith("terraform output -json torchrun_commands | jq -r .logs_hostfile > nodes.txt")
    assert "--user admin" in commands["collect_logs"]
    assert commands["logs_hostfile"] == (
        '${join("\\n", [for k, n in crusoe_compute_instance.pool_nodes : "${n.network_interfaces[0].public_ipv4.address} ${k}"])}')


def test_defaults_without_nccl_debug_or_extra_env():
    bare, torchrun = build(node_count=2, settings=TorchrunSettings())
    assert "NCCL_DEBUG" not in torchrun.env and torchrun.env["MASTER_PORT"] == "29500"
    assert "for try in $(seq 1 6); do" in step_of(bare.synth())


def test_types_without_a_topology_file_get_none():
    bare = Bare()
    bare.add_guard(instance_type="a100-80gb-sxm-ib.8x")
    pool = bare.add_pool()
    TorchrunLauncher(bare.stack, "torchrun", TorchrunLauncherProps(pool=pool))
    assert "NCCL_TOPO_FILE" not in step_of(bare.synth())


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(extra_env={"NCCL_IB_DISABLE": "1"}), "CIB052", "extra_env"),
    (dict(extra_env={"NNODES": "4"}), "CIB053", "extra_env"),
    (dict(extra_env={"lower": "x"}), "CIB053", "extra_env"),
    (dict(extra_env={"NCCL_ALGO": "Ring Tree"}), "CIB054", "extra_env['NCCL_ALGO']"),
    (dict(extra_env={"X": "$(id)"}), "CIB054", "extra_env['X']"),
    (dict(master_port=6443), "CIB050", "master_port"),
    (dict(master_port=80), "CIB050", "master_port"),
    (dict(master_port="29500"), "CIB090", "master_port"),
    (dict(nccl_debug="LOUD"), "CIB051", "nccl_debug"),
    (dict(leader_wait_seconds=601), "CIB055", "leader_wait_seconds"),
    (dict(entrypoint="train.py 'x'"), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py ${var.x}"), "CIB056", "entrypoint"),
    (dict(entrypoint=" "), "CIB056", "entrypoint"),
    (dict(ssh_user="root user"), "CIB039", "ssh_user"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        build(node_count=1, settings=TorchrunSettings(**changes))
    assert codes(raised.value) == [(code, f"bare/torchrun.{field}")]


def test_settings_of_another_mode_raise_config_error():
    bare = Bare()
    pool = bare.add_pool()
    with pytest.raises(ConfigError):
        TorchrunLauncher(bare.stack, "torchrun", TorchrunLauncherProps(pool=pool, settings=K3sSettings()))
