"""Orchestration modes composed into whole stacks (torchrun, K3s, Crusoe Managed Kubernetes, Slurm's
task prolog): partial matchers on the synthesized Terraform of the fixture environments and the
boot steps run for real in bash. The constructs' own behaviour is tested beside each construct
(tests/constructs/test_<construct>.py; the add-on documents in test_k8s_addons.py)."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from crusoe_ib.platform.catalog import CATALOG
from crusoe_ib.k8s_addons import nccl_tests_mpijob
from crusoe_ib import TorchrunSettings
from tests.library_fixtures import fixture
from crusoe_ib import GpuNodePool
from tests.support import boot_script, env, for_each_keys, synth

REPO = Path(__file__).resolve().parent.parent


def resources(tf: dict, rtype: str) -> dict:
    return tf.get("resource", {}).get(rtype, {})


@pytest.fixture(scope="module")
def k3s_json() -> dict:
    return synth(fixture("training-k3s"))


@pytest.fixture(scope="module")
def cmk_json() -> dict:
    return synth(fixture("training-cmk"))


# --- plain VMs + torchrun ----------------------------------------------------------------------


def boot_step(tf: dict, name: str) -> str:
    return boot_script(tf).split(f"# --- step: {name} ---\n", 1)[1].split("# --- step:", 1)[0]


def torchrun_step(tf: dict) -> str:
    """The node's NCCL env step, then the torchrun env step (which reads what the first wrote)."""
    return boot_step(tf, "crusoe-ib nccl env") + boot_step(tf, "torchrun env")


def render_for_node(step: str, key: str, root: Path) -> str:
    """What Terraform renders for one node: the node key substituted, $$ escapes, and the
    absolute paths moved under ``root`` so the step can run here."""
    text = step.replace(GpuNodePool.NODE_KEY, key)
    assert "${" not in text.replace("$${", ""), "an unrendered Terraform expression is left in the step"
    text = text.replace("$${", "${")
    for path in ("/etc/crusoe-ib", "/etc/crusoe/", "/sys/class/infiniband", "/var/log/crusoe-ib", "/opt/"):
        text = text.replace(path, str(root) + path)
    return text


def run_step(step: str, key: str, tmp_path: Path) -> dict[str, str]:
    (tmp_path / "opt").mkdir(exist_ok=True)
    result = subprocess.run(["bash", "-euc", render_for_node(step, key, tmp_path)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    lines = (tmp_path / "etc/crusoe-ib/torchrun.env").read_text().splitlines()
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


def test_every_node_writes_its_rank_and_nccl_env_at_boot(tmp_path):
    tf = synth(env(capacity=dict(node_count=4), orchestration=TorchrunSettings(leader_wait_seconds=0)))
    values = run_step(torchrun_step(tf), "node-003", tmp_path)
    assert {k: values[k] for k in ("NODE_KEY", "NODE_RANK", "GPUS_PER_NODE", "NPROC_PER_NODE", "MASTER_PORT")} == {
        "NODE_KEY": "node-003", "NODE_RANK": "3", "GPUS_PER_NODE": "8", "NPROC_PER_NODE": "8", "MASTER_PORT": "29500"}
    # No InfiniBand and no topology file on this machine: nothing is guessed.
    assert "NCCL_IB_HCA" not in values and "NCCL_IB_DISABLE" not in values and "NCCL_TOPO_FILE" not in values
    assert values["MASTER_ADDR_SOURCE"] in ("dns", "unresolved")  # a follower never claims to be the leader
    assert "NNODES" not in values  # size-dependent: written by sync_env, never baked into the startup script


def fake_node(root: Path, ib: list[str], ethernet: list[str], topo: list[str]) -> None:
    """A VM's /sys/class/infiniband (one port per device) and topology files, under ``root``."""
    for dev in ib + ethernet:
        port = root / "sys/class/infiniband" / dev / "ports" / "1"
        port.mkdir(parents=True)
        (port / "link_layer").write_text("InfiniBand\n" if dev in ib else "Ethernet\n")
    for path in topo:
        (root / path.lstrip("/")).parent.mkdir(parents=True, exist_ok=True)
        (root / path.lstrip("/")).write_text("<system/>\n")


CLOUD_HYPERVISOR_TOPO = "/etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml"


@pytest.mark.parametrize("ib, ethernet, topo, want_hca, want_topo", [
    # Crusoe's current H100 layout: mlx5_0 is the Ethernet VF, never a rail; the current topology file wins.
    (["mlx5_%d" % i for i in range(1, 9)], ["mlx5_0"], [CLOUD_HYPERVISOR_TOPO, "/opt/h100-80gb-sxm-ib.xml"],
     "=" + ",".join("mlx5_%d:1" % i for i in range(1, 9)), CLOUD_HYPERVISOR_TOPO),
    # The 2023 layout (Crusoe's K3s article): mlx5_4 is Ethernet; only the old topology file exists there.
    (["mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_5", "mlx5_6", "mlx5_7", "mlx5_8"], ["mlx5_4"],
     ["/opt/h100-80gb-sxm-ib.xml"], "=mlx5_0:1,mlx5_1:1,mlx5_2:1,mlx5_3:1,mlx5_5:1,mlx5_6:1,mlx5_7:1,mlx5_8:1",
     "/opt/h100-80gb-sxm-ib.xml"),
], ids=["cloud-hypervisor", "2023"])
def test_the_nccl_env_comes_from_what_the_node_has(tmp_path, ib, ethernet, topo, want_hca, want_topo):
    fake_node(tmp_path, ib, ethernet, topo)
    values = run_step(torchrun_step(synth(env(orchestration=TorchrunSettings(leader_wait_seconds=0)))), "node-001", tmp_path)
    assert values["NCCL_IB_HCA"] == want_hca
    assert values["NCCL_TOPO_FILE"] == str(tmp_path) + want_topo


def test_a_value_the_user_set_wins_over_the_nodes(tmp_path):
    fake_node(tmp_path, ["mlx5_1", "mlx5_2"], ["mlx5_0"], [CLOUD_HYPERVISOR_TOPO])
    tf = synth(env(orchestration=TorchrunSettings(leader_wait_seconds=0, extra_env={"NCCL_IB_HCA": "=mlx5_2:1"})))
    step = torchrun_step(tf)
    (tmp_path / "opt").mkdir(exist_ok=True)
    subprocess.run(["bash", "-euc", render_for_node(step, "node-001", tmp_path)], check=True, timeout=60)
    lines = (tmp_path / "etc/crusoe-ib/torchrun.env").read_text().splitlines()
    assert [line for line in lines if line.startswith("NCCL_IB_HCA=")] == ["NCCL_IB_HCA==mlx5_2:1"]
    assert "NCCL_TOPO_FILE=%s%s" % (tmp_path, CLOUD_HYPERVISOR_TOPO) in lines


def test_scaling_never_changes_a_nodes_startup_script():
    # Crusoe replaces an instance whose startup_script changes: the script must not depend on the size.
    scripts = {n: boot_script(synth(env(capacity=dict(node_count=n)))) for n in (2, 3, 16)}
    assert scripts[2] == scripts[3] == scripts[16]


def test_sync_env_adds_the_size_and_the_leader_from_state(tmp_path):
    dev_json = synth(env(orchestration=TorchrunSettings(leader_wait_seconds=0)))  # no DNS wait for node-000 here
    values = run_step(torchrun_step(dev_json), "node-001", tmp_path)
    sync = dev_json["output"]["torchrun_commands"]["value"]["sync_env"]
    remote = re.search(r'@\$host "(.*)" \|\|', sync).group(1)
    leader = '${local.pool_nodes_view["node-000"].network_interfaces[0].private_ipv4.address}'
    assert leader in remote
    remote = remote.replace(leader, "10.0.0.5").replace("sudo ", "").replace("/etc/crusoe-ib", f"{tmp_path}/etc/crusoe-ib")
    for _ in range(2):  # idempotent: a second sync replaces, never duplicates
        assert subprocess.run(["bash", "-c", remote], timeout=30).returncode == 0
    lines = (tmp_path / "etc/crusoe-ib/torchrun.env").read_text().splitlines()
    synced = dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))
    assert {k: synced[k] for k in ("NNODES", "WORLD_SIZE", "MASTER_ADDR", "MASTER_ADDR_SOURCE", "NODE_RANK")} == {
        "NNODES": "2", "WORLD_SIZE": "16", "MASTER_ADDR": "10.0.0.5", "MASTER_ADDR_SOURCE": "terraform", "NODE_RANK": "1"}
    assert sum(line.startswith("NNODES=") for line in lines) == 1 and values["NODE_RANK"] == "1"


def test_the_leader_writes_its_own_address_and_the_topology_file_when_present(tmp_path):
    (tmp_path / "etc/crusoe/nccl_topo").mkdir(parents=True)
    (tmp_path / "etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml").write_text("<system/>")
    values = run_step(torchrun_step(synth(env())), "node-000", tmp_path)
    assert values["NODE_RANK"] == "0" and values["MASTER_ADDR_SOURCE"] == "self"
    assert values["NCCL_TOPO_FILE"] == f"{tmp_path}/etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml"


@pytest.mark.parametrize("preset, want_hca", [
    ({}, "=mlx5_1:1,mlx5_2:1"),  # discovered in the pod: the Ethernet VF mlx5_0 is left out
    ({"NCCL_IB_HCA": "^mlx5_0:1"}, "^mlx5_0:1"),  # the job's own value wins
])
def test_each_mpijob_rank_takes_the_nccl_env_from_its_pod(tmp_path, preset, want_hca):
    fake_node(tmp_path, ["mlx5_1", "mlx5_2"], ["mlx5_0"], ["/opt/h100-80gb-sxm-ib.xml"])
    launcher = nccl_tests_mpijob(CATALOG["h100-80gb-sxm-ib.8x"], 2)["spec"]["mpiReplicaSpecs"]["Launcher"]["template"][
        "spec"]["containers"][0]["command"]
    wrapper = render_for_node(launcher[-15], "node-000", tmp_path)
    result = subprocess.run(["bash", "-c", wrapper, "rank", "sh", "-c", 'echo "$NCCL_IB_HCA|$NCCL_TOPO_FILE"'],
                            env={"PATH": os.environ["PATH"], **preset}, capture_output=True, text=True, timeout=30, check=True)
    assert result.stdout.strip() == "%s|%s/opt/h100-80gb-sxm-ib.xml" % (want_hca, tmp_path)


def test_types_without_known_rails_leave_nccl_ib_hca_unset(tmp_path):
    config = env(capacity=dict(instance_type="h200-141gb-sxm-ib.8x"), orchestration=TorchrunSettings(leader_wait_seconds=0))
    values = run_step(torchrun_step(synth(config)), "node-001", tmp_path)
    assert "NCCL_IB_HCA" not in values and values["NODE_RANK"] == "1"


def test_launch_command_syncs_then_starts_torchrun_on_every_node(dev_json):
    commands = dev_json["output"]["torchrun_commands"]["value"]
    assert commands["master_addr"] == '${local.pool_nodes_view["node-000"].network_interfaces[0].private_ipv4.address}'
    assert commands["launch_all"].startswith(commands["sync_env"] + "; bad=; for host in")  # every node checked, then started
    assert commands["launch_all"].endswith("; done; [ $fail -eq 0 ]; fi")  # a node that fails fails the launch
    # every node's own pinned host key, from the project root where the operator runs the command
    assert commands["launch_all"].count("ssh -o BatchMode=yes -o StrictHostKeyChecking=yes -o ConnectTimeout=10 "
                                        "-o UserKnownHostsFile=crusoe-ib-known_hosts.d/training-dev/$host ubuntu@$host") == 3
    assert "accept-new" not in commands["launch_all"] + commands["sync_env"]
    assert "IdentityFile" not in commands["launch_all"] and "ssh -i" not in commands["launch_all"]  # agent only
    assert "--node_rank=$NODE_RANK" in commands["torchrun"] and "--nnodes=$NNODES" in commands["torchrun"]
    assert '"$${NNODES:?run sync_env first}"' in commands["torchrun"]  # refuses to start unsynced
    assert "crusoe_ib.verify logs --hostfile nodes.txt" in commands["collect_logs"]
    assert "--known-hosts crusoe-ib-known_hosts.d/training-dev " in commands["collect_logs"]
    # the startup script never references the pool's own instances (that would be a cycle); the node
    # check names the pool's address as plain text (--pool-address), which is no reference
    assert not re.search(r"\$\{[^}]*crusoe_compute_instance\.pool_nodes", boot_script(dev_json))
    assert "--pool-address crusoe_compute_instance.pool_nodes --output" in boot_script(dev_json)


def test_torchrun_runs_only_on_plain_vms(k3s_json, cmk_json):
    assert "torchrun_commands" not in k3s_json["output"] and "torchrun_commands" not in cmk_json["output"]


# --- K3s ---------------------------------------------------------------------------------------


def test_k3s_control_plane_is_three_cpu_servers_with_embedded_etcd(k3s_json):
    instances = resources(k3s_json, "crusoe_compute_instance")
    init, joiners = instances["k3s_server_init"], instances["k3s_servers"]
    assert init["name"] == "crusoe-k3s-0" and init["type"] == "c1a.16x"
    assert for_each_keys(k3s_json, "crusoe_compute_instance", "k3s_servers") == ["crusoe-k3s-1", "crusoe-k3s-2"]
    assert joiners["name"] == "${each.key}"
    assert "server --cluster-init" in init["startup_script"] and "--server" not in init["startup_script"].split("--cluster-init")[1]
    assert ("--server https://${crusoe_compute_instance.k3s_server_init.network_interfaces[0].private_ipv4.address}:6443"
            in joiners["startup_script"])
    assert all("host_channel_adapters" not in i for i in (init, joiners, instances["k3s_lb"]))


def test_k3s_api_endpoint_is_haproxy_over_all_three_servers(k3s_json):
    lb = resources(k3s_json, "crusoe_compute_instance")["k3s_lb"]
    script = lb["startup_script"]
    assert lb["name"] == "crusoe-k3s-lb" and "apt-get install -y -q haproxy" in script
    assert "bind *:6443" in script and "option tcp-check" in script
    assert "server crusoe-k3s-0 ${crusoe_compute_instance.k3s_server_init" in script
    assert "[for k, n in crusoe_compute_instance.k3s_servers :" in script
    rule = resources(k3s_json, "crusoe_vpc_firewall_rule")["k3s_api"]
    assert rule["destination_ports"] == "6443" and rule["source"] == "203.0.113.0/24"
    assert "crusoe_load_balancer" not in k3s_json["resource"]


def test_gpu_workers_join_through_the_endpoint_with_the_token_from_a_sensitive_variable(k3s_json):
    script = boot_script(k3s_json)
    agent = script.split("# --- step: k3s agent ---\n", 1)[1]
    assert "K3S_URL='https://${crusoe_compute_instance.k3s_lb.network_interfaces[0].private_ipv4.address}:6443'" in agent
    assert "--token-file /etc/rancher/k3s/agent-token" in agent and "var.k3s" not in script  # delivered over SSH
    assert "var.k3s_token" not in json.dumps(k3s_json["resource"]["terraform_data"]["pool_delivery"])  # never the server token
    assert "--node-label crusoe-ib/instance-type=h100-80gb-sxm-ib.8x" in agent
    assert script.index("step: crusoe-ib node check") < script.index("step: k3s agent")  # verified before it joins
    for name in ("k3s_token", "k3s_agent_token"):
        variable = k3s_json["variable"][name]
        assert variable["sensitive"] is True and "default" not in variable
        assert "[CIB065]" in variable["validation"][0]["error_message"]


def test_no_token_or_secret_is_in_any_output(k3s_json):
    outputs = json.dumps(k3s_json["output"])
    assert "var.k3s_token" not in outputs and "var.k3s_agent_token" not in outputs and "-token" not in outputs
    assert all(not o.get("sensitive") for o in k3s_json["output"].values())  # nothing there needs hiding


def test_k3s_kubeconfig_command_points_at_the_endpoint(k3s_json):
    commands = k3s_json["output"]["k3s_commands"]["value"]
    assert "sudo cat /etc/rancher/k3s/k3s.yaml" in commands["kubeconfig"]
    assert "https://${crusoe_compute_instance.k3s_lb.network_interfaces[0].public_ipv4.address}:6443" in commands["kubeconfig"]
    assert "--tls-server-name=kubernetes" in commands["kubeconfig"]
    assert commands["expected_nodes"].startswith("crusoe-k3s-0, crusoe-k3s-1, crusoe-k3s-2 (control-plane,etcd,master)")


def test_k3s_addons_output_carries_the_operator_values_and_the_mpijob(k3s_json):
    addons = k3s_json["output"]["k3s_addons"]["value"]
    assert sorted(addons["files"]) == ["gpu-operator-values.yaml", "nccl-alltoall-h100-80gb-sxm-ib.8x.yaml",
                                       "nccl-tests-h100-80gb-sxm-ib.8x.yaml", "network-operator-values.yaml",
                                       "nic-cluster-policy.yaml", "wait-allocatable.py"]
    # K3s's own containerd, and no driver container (the images ship the driver).
    values = addons["files"]["gpu-operator-values.yaml"]
    assert "driver:\n  enabled: false\n" in values and "rdma" not in values
    assert "  - name: CONTAINERD_CONFIG\n    value: /var/lib/rancher/k3s/agent/etc/containerd/config.toml\n" in values
    assert "helm install --wait --timeout 20m gpu-operator nvidia/gpu-operator --version v26.7.0 " in addons["install"]["gpu_operator"]
    network = addons["install"]["network_operator"]
    assert "nvidia/network-operator --version 26.4.1 " in network
    assert network.index("-f addons/network-operator-values.yaml") < network.index("kubectl apply -f addons/nic-cluster-policy.yaml")
    assert "mpi-operator" in addons["install"]["mpi_operator"]
    assert "crusoe_ib.verify diagnose nccl-tests.log --instance-type h100-80gb-sxm-ib.8x --nodes 2" in addons["install"]["nccl_tests"]
    # All-to-all (MoE traffic) is judged as all-to-all, not against the all-reduce thresholds.
    assert addons["install"]["nccl_alltoall"].endswith(
        "diagnose nccl-alltoall.log --instance-type h100-80gb-sxm-ib.8x --nodes 2 --collective alltoall")
    assert "mpijob/nccl-alltoall-h100-2x8" in addons["install"]["nccl_alltoall"]


def test_verify_commands_offer_an_alltoall_run(k3s_json):
    command = k3s_json["output"]["verify_commands"]["value"]["nccl_alltoall"]
    assert "nccl --hostfile hostfile --instance-type h100-80gb-sxm-ib.8x --nodes 2 --collective alltoall --env " in command


# --- Crusoe Managed Kubernetes -----------------------------------------------------------------


def test_managed_cluster_and_pool_on_the_partition(cmk_json):
    cluster = resources(cmk_json, "crusoe_kubernetes_cluster")["k8s_cluster"]
    pool = resources(cmk_json, "crusoe_kubernetes_node_pool")["k8s_pool"]
    assert cluster["add_ons"] == ["nvidia_gpu_operator", "nvidia_network_operator"]
    assert cluster["location"] == '${local.capacity_location}'
    assert pool["ib_partition_id"] == "${crusoe_ib_partition.ib_partition.id}"
    assert pool["type"] == "h100-80gb-sxm-ib.8x" and pool["instance_count"] == 2
    assert pool["depends_on"] == ["terraform_data.capacity_check"]
    assert cluster["lifecycle"] == {"ignore_changes": ["add_ons"]} and pool["lifecycle"] == {"ignore_changes": ["version"]}
    assert "crusoe_compute_instance" not in cmk_json["resource"]


def test_managed_pool_records_its_nodes_in_the_guard_ledger(cmk_json):
    nodes = cmk_json["output"]["capacity_ledger"]["value"]["nodes"]
    count = "length(crusoe_kubernetes_node_pool.k8s_pool.instance_ids)"  # the VMs that exist, never instance_count
    assert nodes == (f'${{flatten([for b in range(ceil({count} / 1000)) : [for i in range(b * 1000, min({count}, (b + 1) * 1000)) : '
                     'format("node-%03d", i)]])}')
    assert cmk_json["locals"]["capacity_prior_nodes"] == (
        "${[for k in local.capacity_prior.nodes : k if can(local.capacity_node_keys[k])]}")
    assert list(cmk_json["locals"]["capacity_node_keys"]) == ["node-000", "node-001"]


def test_new_stacks_hold_no_machine_paths_or_secrets(k3s_json, cmk_json):
    for tf in (k3s_json, cmk_json):
        text = json.dumps({k: v for k, v in tf.items() if k != "variable"})  # a variable's *name* may say token
        for needle in (str(REPO), os.path.expanduser("~") + "/", "PRIVATE KEY", "/tmp/"):
            assert needle not in text, needle
        # A secret's name may appear only for a sensitive reference (what the delivery sends), never a value.
        for key, value in re.findall(r"\"(\w*(?:secret|password|token)\w*)\"\s*:\s*(\"(?:[^\"\\\\]|\\\\.)*\"|[^,}]+)", text, re.I):
            assert value.startswith('"${sensitive(') and key.startswith("SECRET_"), (key, value)


def test_the_slurm_task_prolog_exports_the_nodes_settings_unless_the_task_set_them(tmp_path):
    from crusoe_ib.core import _scripts
    env_file = tmp_path / "nccl.env"
    env_file.write_text("NCCL_IB_HCA==mlx5_1:1,mlx5_2:1\nNCCL_TOPO_FILE=/etc/crusoe/nccl_topo/x.xml\n")
    prolog = _scripts.text(_scripts.render("slurm/task-prolog.sh", INSTANCE_TYPE="h100-80gb-sxm-ib.8x",
                                           NCCL_ENV_FILE=str(env_file)))
    run = lambda env: subprocess.run(["sh", "-c", prolog], env={"PATH": os.environ["PATH"], **env}, capture_output=True,
                                     text=True, timeout=30, check=True).stdout.splitlines()
    assert run({}) == ["export NCCL_IB_HCA==mlx5_1:1,mlx5_2:1", "export NCCL_TOPO_FILE=/etc/crusoe/nccl_topo/x.xml"]
    assert run({"NCCL_IB_HCA": "^mlx5_0:1"}) == ["export NCCL_TOPO_FILE=/etc/crusoe/nccl_topo/x.xml"]
    env_file.unlink()
    assert run({}) == []  # no file yet: nothing, and the task still starts
