"""Orchestration modes (issue 5): plain VMs + torchrun, K3s, Crusoe Managed Kubernetes.
Partial matchers on the synthesized Terraform, the torchrun boot step run for real in bash, and
the generated add-on documents."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from crusoe_ib.cdk import App

from crusoe_ib.catalog import CATALOG
from crusoe_ib.k8s_addons import gpu_operator_values, nccl_tests_mpijob, network_operator_values, to_yaml
from crusoe_ib import TorchrunSettings
from stacks.environments import environment
from stacks.training_cluster import TrainingClusterStack
from crusoe_ib import GpuNodePool
from tests.support import boot_script, env, for_each_keys, synth

REPO = Path(__file__).resolve().parent.parent
H100 = CATALOG["h100-80gb-sxm-ib.8x"]


def resources(tf: dict, rtype: str) -> dict:
    return tf.get("resource", {}).get(rtype, {})


@pytest.fixture(scope="module")
def k3s_json() -> dict:
    return synth(environment("training-k3s"))


@pytest.fixture(scope="module")
def cmk_json() -> dict:
    return synth(environment("training-cmk"))


# --- plain VMs + torchrun ----------------------------------------------------------------------


def torchrun_step(tf: dict) -> str:
    script = boot_script(tf)
    return script.split("# --- step: torchrun env ---\n", 1)[1].split("# --- step:", 1)[0]


def render_for_node(step: str, key: str, root: Path) -> str:
    """What Terraform renders for one node: the node key substituted, $$ escapes, and the
    absolute paths moved under ``root`` so the step can run here."""
    text = step.replace(GpuNodePool.NODE_KEY, key)
    assert "${" not in text.replace("$${", ""), "an unrendered Terraform expression is left in the step"
    text = text.replace("$${", "${")
    for path in ("/etc/crusoe-ib", "/var/log/crusoe-ib", "/opt/"):
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
    assert values["NCCL_IB_HCA"] == "=mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_5,mlx5_6,mlx5_7,mlx5_8"  # the registry's rails, exactly
    assert "NCCL_IB_DISABLE" not in values and "NCCL_TOPO_FILE" not in values  # no topology file on this machine
    assert values["MASTER_ADDR_SOURCE"] in ("dns", "unresolved")  # a follower never claims to be the leader
    assert "NNODES" not in values  # size-dependent: written by sync_env, never baked into the startup script


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
    (tmp_path / "opt").mkdir()
    (tmp_path / "opt/h100-80gb-sxm-ib.xml").write_text("<system/>")
    values = run_step(torchrun_step(synth(env())), "node-000", tmp_path)
    assert values["NODE_RANK"] == "0" and values["MASTER_ADDR_SOURCE"] == "self"
    assert values["NCCL_TOPO_FILE"] == f"{tmp_path}/opt/h100-80gb-sxm-ib.xml"


def test_types_without_known_rails_leave_nccl_ib_hca_unset(tmp_path):
    config = env(capacity=dict(instance_type="h200-141gb-sxm-ib.8x"), orchestration=TorchrunSettings(leader_wait_seconds=0))
    values = run_step(torchrun_step(synth(config)), "node-001", tmp_path)
    assert "NCCL_IB_HCA" not in values and values["NODE_RANK"] == "1"


def test_launch_command_syncs_then_starts_torchrun_on_every_node(dev_json):
    commands = dev_json["output"]["torchrun_commands"]["value"]
    assert commands["master_addr"] == '${local.pool_nodes_view["node-000"].network_interfaces[0].private_ipv4.address}'
    assert commands["launch_all"].startswith(commands["sync_env"] + "; bad=; for host in")  # every node checked, then started
    assert commands["launch_all"].count("ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new ubuntu@$host") == 3
    assert "IdentityFile" not in commands["launch_all"] and "ssh -i" not in commands["launch_all"]  # agent only
    assert "--node_rank=$NODE_RANK" in commands["torchrun"] and "--nnodes=$NNODES" in commands["torchrun"]
    assert '"$${NNODES:?run sync_env first}"' in commands["torchrun"]  # refuses to start unsynced
    assert "crusoe_ib.verify logs --hostfile nodes.txt" in commands["collect_logs"]
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
    assert "--token-file /etc/rancher/k3s/agent-token" in agent and "'${var.k3s_agent_token}'" in agent
    assert "var.k3s_token" not in script  # workers never get the server token
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
                                       "nccl-tests-h100-80gb-sxm-ib.8x.yaml", "network-operator-values.yaml"]
    assert "  rdma:\n    enabled: true\n    useHostMofed: true\n" in addons["files"]["gpu-operator-values.yaml"]
    assert "helm install --wait gpu-operator nvidia/gpu-operator" in addons["install"]["gpu_operator"]
    assert "mpi-operator" in addons["install"]["mpi_operator"]
    assert "crusoe_ib.verify diagnose nccl-tests.log --instance-type h100-80gb-sxm-ib.8x --nodes 2" in addons["install"]["nccl_tests"]
    # All-to-all (MoE traffic) is judged as all-to-all, not against the all-reduce thresholds.
    assert addons["install"]["nccl_alltoall"].endswith(
        "diagnose nccl-alltoall.log --instance-type h100-80gb-sxm-ib.8x --nodes 2 --collective alltoall")
    assert "mpijob/nccl-alltoall-h100-2x8" in addons["install"]["nccl_alltoall"]


def test_alltoall_mpijob_runs_alltoall_perf_with_the_same_environment():
    reduce, alltoall = nccl_tests_mpijob(H100, 4), nccl_tests_mpijob(H100, 4, collective="alltoall")
    command = alltoall["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["command"]
    assert command[-13] == "alltoall_perf" and alltoall["metadata"]["name"] == "nccl-alltoall-h100-4x8"
    reduce_command = reduce["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["command"]
    assert command[:-13] == reduce_command[:-13]  # same mpirun, NCCL env and topology file


def test_verify_commands_offer_an_alltoall_run(k3s_json):
    command = k3s_json["output"]["verify_commands"]["value"]["nccl_alltoall"]
    assert command.endswith("nccl --hostfile hostfile --instance-type h100-80gb-sxm-ib.8x --nodes 2 --collective alltoall'")


# --- add-on documents --------------------------------------------------------------------------


def test_gpu_operator_uses_host_mofed_and_rdma():
    assert gpu_operator_values()["driver"]["rdma"] == {"enabled": True, "useHostMofed": True}
    plugin = network_operator_values()["rdmaSharedDevicePlugin"]
    assert plugin["deploy"] and plugin["resources"][0]["linkTypes"] == ["infiniband"]


def test_nccl_tests_mpijob_feeds_the_verification_parsers():
    job = nccl_tests_mpijob(H100, 4)
    launcher = job["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["command"]
    worker = job["spec"]["mpiReplicaSpecs"]["Worker"]
    assert job["kind"] == "MPIJob" and job["spec"]["slotsPerWorker"] == 8 and worker["replicas"] == 4
    assert launcher[launcher.index("-np") + 1] == "32"
    assert "NCCL_DEBUG=INFO" in launcher and not any("NCCL_IB_DISABLE" in a for a in launcher)
    assert "NCCL_IB_HCA==mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_5,mlx5_6,mlx5_7,mlx5_8" in launcher
    assert launcher[-13:] == ["all_reduce_perf", "-b", "1G", "-e", "8G", "-f", "2", "-g", "1", "-c", "1", "-n", "20"]
    assert "if [ -f /opt/h100-80gb-sxm-ib.xml ]; then export NCCL_TOPO_FILE=/opt/h100-80gb-sxm-ib.xml; fi" in launcher[-15]
    limits = worker["template"]["spec"]["containers"][0]["resources"]["limits"]
    assert limits == {"nvidia.com/gpu": 8, "rdma/ib": 1}


@pytest.mark.parametrize("value,rendered", [
    ("15b3", '"15b3"'), ("true", '"true"'), ("-np", '"-np"'), ("8G", '"8G"'), ("none", "none"),
    ("a: b", '"a: b"'), (True, "true"), (8, "8"), ("NCCL_DEBUG=INFO", "NCCL_DEBUG=INFO"),
])
def test_yaml_scalars_that_yaml_would_misread_are_quoted(value, rendered):
    assert to_yaml({"k": value}) == f"k: {rendered}\n"


def test_yaml_nesting():
    assert to_yaml({"a": [{"b": 1, "c": ["x"]}], "d": {}}) == "a:\n- b: 1\n  c:\n  - x\nd: {}\n"


# --- Crusoe Managed Kubernetes -----------------------------------------------------------------


def test_managed_cluster_and_pool_on_the_partition(cmk_json):
    cluster = resources(cmk_json, "crusoe_kubernetes_cluster")["k8s_cluster"]
    pool = resources(cmk_json, "crusoe_kubernetes_node_pool")["k8s_pool"]
    assert cluster["add_ons"] == ["nvidia_gpu_operator", "nvidia_network_operator"]
    assert cluster["location"] == '${try(local.capacity_selected.location, "")}'
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
    assert cmk_json["locals"]["capacity_wanted"] == "${toset(keys(local.capacity_node_keys))}"
    assert list(cmk_json["locals"]["capacity_node_keys"]) == ["node-000", "node-001"]


def test_shrinking_warning_is_a_synth_time_annotation(tmp_path):
    app = App(outdir=str(tmp_path))
    TrainingClusterStack(app, environment("training-cmk"))
    TrainingClusterStack(app, environment("training-dev"))
    app.synth()
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    warnings = {name: [a["message"] for a in stack["annotations"] if a["level"] == "@cdktf/warn"]
                for name, stack in manifest["stacks"].items()}
    assert any("does not delete its VMs" in w for w in warnings["training-cmk"])
    assert not any("does not delete" in w for w in warnings["training-dev"])


def test_new_stacks_hold_no_machine_paths_or_secrets(k3s_json, cmk_json):
    for tf in (k3s_json, cmk_json):
        text = json.dumps({k: v for k, v in tf.items() if k != "variable"})  # a variable's *name* may say token
        for needle in (str(REPO), os.path.expanduser("~") + "/", "PRIVATE KEY", "/tmp/"):
            assert needle not in text, needle
        assert not re.search(r"(secret|password|token)\"\s*:", text, re.I)
