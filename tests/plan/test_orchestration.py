"""training-k3s and training-cmk through real Terraform core against the stand-in Crusoe provider
(tools/offline): init, validate, plan, apply, and a clean re-plan; the managed pool's capacity
accounting (it consumes slices, a shrink keeps its VMs) proven with the guard."""

from __future__ import annotations

import base64
import json
import re

import pytest

from tests.library_fixtures import fixture
from tests.support import K3S_AGENT_TOKEN, K3S_SERVER_TOKEN, K3S_TOKENS, applied, env

H100 = "h100-80gb-sxm-ib.8x"
SERVER_TOKEN, AGENT_TOKEN, TOKEN = K3S_SERVER_TOKEN, K3S_AGENT_TOKEN, K3S_TOKENS


def cloud(free: int) -> dict:
    return {"ib_networks": [{"id": "net-a", "name": "net-a", "location": "us-east1-a",
                             "capacities": [{"slice_type": H100, "quantity": free}]}]}


def test_k3s_stack_plans_applies_and_replans_clean(deploy):
    tf = deploy(fixture("training-k3s"), cloud(32), env=TOKEN)
    assert tf.validate().rc == 0
    created = tf.changes_by_action()["create"]
    assert {"crusoe_compute_instance.k3s_server_init", 'crusoe_compute_instance.k3s_servers["crusoe-k3s-1"]',
            'crusoe_compute_instance.k3s_servers["crusoe-k3s-2"]', "crusoe_compute_instance.k3s_lb",
            "crusoe_vpc_firewall_rule.k3s_api", 'crusoe_compute_instance.pool_nodes["node-001"]'} <= set(created)
    applied(tf)
    names = {i["name"]: i for i in tf.cloud.instances()}
    assert {"crusoe-k3s-0", "crusoe-k3s-1", "crusoe-k3s-2", "crusoe-k3s-lb"} <= set(names)
    assert "host_channel_adapters" not in names["crusoe-k3s-lb"] or not names["crusoe-k3s-lb"]["host_channel_adapters"]
    assert tf.cloud.free("net-a", H100) == 16  # only the two GPU workers took slices
    # the HAProxy config got every server's real address at apply time
    server_ips = {names[n]["network_interfaces"][0]["private_ipv4"]["address"] for n in ("crusoe-k3s-0", "crusoe-k3s-1", "crusoe-k3s-2")}
    assert all(f" {ip}:6443 check" in names["crusoe-k3s-lb"]["startup_script"] for ip in server_ips)
    replan = tf.plan()
    assert replan.rc == 0, replan.output
    outputs = tf.outputs()
    assert outputs["k3s_commands"]["api_endpoint"].endswith(":6443")
    assert SERVER_TOKEN not in str(outputs) and AGENT_TOKEN not in str(outputs)
    _state_keeps_the_server_token_off_the_workers_and_the_api_on_the_lb(tf)


def _visible_strings(values, sensitive) -> list[str]:
    """Every string of a resource's values that ``terraform show -json`` does not mark sensitive."""
    if sensitive is True:
        return []
    if isinstance(values, dict):
        mask = sensitive if isinstance(sensitive, dict) else {}
        return [s for k, v in values.items() for s in _visible_strings(v, mask.get(k, False))]
    if isinstance(values, list):
        mask = sensitive if isinstance(sensitive, list) else []
        return [s for i, v in enumerate(values) for s in _visible_strings(v, mask[i] if i < len(mask) else False)]
    return [values] if isinstance(values, str) else []


def no_secret_outside_sensitive_values(shown: dict, secrets: list[str]) -> dict:
    """The applied state as ``terraform show -json`` prints it: no secret (nor its base64) in any value
    that is not marked sensitive; startup scripts hold none at all. Returns address -> values."""
    resources = {r["address"]: r for r in shown["values"]["root_module"]["resources"]}
    forms = [f for s in secrets for f in (s, base64.b64encode(s.encode()).decode())]
    for address, r in resources.items():
        for text in _visible_strings(r["values"], r.get("sensitive_values", {})):
            assert not any(f in text for f in forms), f"{address} shows a secret outside a sensitive value"
        script = r["values"].get("startup_script") or ""
        assert not any(f in script for f in forms), f"{address}'s startup script holds a secret"
    return {a: r["values"] for a, r in resources.items()}


def _state_keeps_the_server_token_off_the_workers_and_the_api_on_the_lb(tf) -> None:
    """What a reader of the applied state sees (terraform show -json: values as stored, sensitive
    ones included): no token anywhere, startup scripts included; the tokens reached the hosts over
    SSH only (what the offline cloud's ssh received), the server token never a worker; and 6443
    opened on the load balancer's private address alone."""
    resources = no_secret_outside_sensitive_values(tf.show_json(), [SERVER_TOKEN, AGENT_TOKEN])
    hosts = tf.workdir / "hosts"
    addr = lambda a: resources[a]["network_interfaces"][0]["public_ipv4"]["address"]  # noqa: E731
    first = hosts / addr("crusoe_compute_instance.k3s_server_init") / "etc/rancher/k3s"
    assert (first / "server-token").read_text() == SERVER_TOKEN and (first / "agent-token").read_text() == AGENT_TOKEN
    assert (first / "server-token.meta").read_text() == "root:root 0600\n"
    for name in ("crusoe-k3s-1", "crusoe-k3s-2"):
        joiner = hosts / addr(f'crusoe_compute_instance.k3s_servers["{name}"]') / "etc/rancher/k3s"
        assert re.fullmatch(r"K10[0-9a-f]{64}::server:\w+", (joiner / "server-token").read_text())  # pins the CA
    for key in ("node-000", "node-001"):
        worker = hosts / addr(f'crusoe_compute_instance.pool_nodes["{key}"]')
        assert re.fullmatch(r"K10[0-9a-f]{64}::node:\w+", (worker / "etc/rancher/k3s/agent-token").read_text())
        assert (worker / "etc/rancher/k3s/agent-token.meta").read_text() == "root:root 0600\n"
        assert not (worker / "etc/rancher/k3s/server-token").exists()
    lb = resources["crusoe_compute_instance.k3s_lb"]
    rule = resources["crusoe_vpc_firewall_rule.k3s_api"]
    assert rule["destination"] == lb["network_interfaces"][0]["private_ipv4"]["address"] + "/32"
    assert rule["destination_ports"] == "6443"


@pytest.mark.parametrize("env,message", [
    ({}, "k3s_token"),  # no value: Terraform refuses to plan
    ({"TF_VAR_k3s_token": SERVER_TOKEN}, "k3s_agent_token"),
    ({**TOKEN, "TF_VAR_k3s_token": "short"}, "The K3s server token must be at least 32 letters or digits"),
    ({**TOKEN, "TF_VAR_k3s_agent_token": "short-but-not-a-token"}, "The K3s agent token must be at least 32 letters or digits"),
    ({**TOKEN, "TF_VAR_k3s_agent_token": SERVER_TOKEN}, "[CIB067]"),  # one token for both: a worker could join as a server
], ids=["none", "no-agent-token", "weak-server-token", "weak-agent-token", "same-token"])
def test_k3s_plan_refuses_a_missing_weak_or_shared_token(deploy, env, message):
    tf = deploy(fixture("training-k3s"), cloud(32), env=env)
    result = tf.plan()
    assert result.rc == 1 and message in " ".join(result.stderr.split())
    assert SERVER_TOKEN not in result.output


def test_cmk_stack_consumes_capacity_and_replans_clean(deploy):
    tf = deploy(fixture("training-cmk"), cloud(32))
    assert tf.validate().rc == 0
    created = tf.changes_by_action()["create"]
    assert {"crusoe_kubernetes_cluster.k8s_cluster", "crusoe_kubernetes_node_pool.k8s_pool"} <= set(created)
    applied(tf)
    assert tf.cloud.free("net-a", H100) == 16  # 2 nodes x 8 slices
    replan = tf.plan()
    assert replan.rc == 0, replan.output  # the ledger knows both nodes: 0 slices needed


def test_cmk_scale_up_checks_only_the_extra_nodes_and_a_shrink_keeps_its_vms(deploy):
    cmk = fixture("training-cmk")
    tf = deploy(cmk, cloud(24))
    applied(tf)
    assert tf.cloud.free("net-a", H100) == 8  # room for exactly one more node
    three = deploy(env("training-cmk", capacity=dict(node_count=3)))
    # the ledger snapshot follows the pool's VMs (known after the update): rewritten by this apply
    assert three.changes_by_action() == {"update": ["crusoe_kubernetes_node_pool.k8s_pool"],
                                         "replace": ["terraform_data.capacity_ledger_snapshot"]}
    applied(three)
    assert three.cloud.free("net-a", H100) == 0
    four = deploy(env("training-cmk", capacity=dict(node_count=4)))
    result = four.plan()
    assert result.rc == 1
    message = " ".join(result.stderr.split())
    assert "has 8 free slices of h100-80gb-sxm-ib.8x for 1 new node(s)" in message and "[CIB101]" in message
    two = deploy(env("training-cmk", capacity=dict(node_count=2)))
    applied(two)
    assert two.cloud.free("net-a", H100) == 0  # Crusoe keeps the VMs of a shrunk managed pool
    back = deploy(env("training-cmk", capacity=dict(node_count=3)))
    result = back.plan()
    assert result.rc == 2, result.output  # node-002's VM still exists: no new slices asked for
    assert back.changes_by_action() == {"update": ["crusoe_kubernetes_node_pool.k8s_pool"],
                                        "replace": ["terraform_data.capacity_ledger_snapshot"]}


def test_cmk_destroy_gives_the_capacity_back(deploy):
    tf = deploy(fixture("training-cmk"), cloud(32))
    applied(tf)
    assert tf.destroy().rc == 0
    assert tf.cloud.free("net-a", H100) == 32


# --- Slurm -------------------------------------------------------------------------------------------


def test_slurm_stack_plans_applies_and_replans_clean_with_the_munge_key_never_in_state(deploy):
    tf = deploy(fixture("training-slurm"), cloud(32))
    assert tf.validate().rc == 0
    created = tf.changes_by_action()["create"]
    assert {'crusoe_compute_instance.slurm_controllers["training-slurm-controller-0"]',
            'crusoe_compute_instance.slurm_logins["training-slurm-login-0"]', "terraform_data.slurm_delivery",
            'crusoe_compute_instance.pool_nodes["node-001"]'} <= set(created)
    applied(tf)
    assert tf.cloud.free("net-a", H100) == 16  # only the GPU nodes took slices
    replan = tf.plan()
    assert replan.rc == 0, replan.output  # the delivered key stays: no change
    key = _munge_key(tf)  # what the first controller made, as the offline cloud's ssh answers for it
    assert len(key) == 128
    resources = no_secret_outside_sensitive_values(tf.show_json(), [key.hex(), base64.b64encode(key).decode()])
    state = tf.state_file.read_text()
    assert base64.b64encode(key).decode() not in state  # not even as a sensitive value
    hosts = [v["network_interfaces"][0]["public_ipv4"]["address"] for a, v in resources.items()
             if a.startswith("crusoe_compute_instance.")]
    assert len(hosts) == 4  # controller, login, two GPU nodes: each got the same key over SSH, 0400 munge
    for host in hosts:
        assert (tf.workdir / "hosts" / host / "etc/munge/munge.key").read_bytes() == key
        assert (tf.workdir / "hosts" / host / "etc/munge/munge.key.meta").read_text() == "munge:munge 0400\n"
    assert base64.b64encode(key).decode() not in json.dumps(tf.outputs()) + replan.output


def test_slurm_scale_up_adds_one_node_and_keeps_the_controller_and_the_key(deploy):
    tf = deploy(fixture("training-slurm"), cloud(32))
    applied(tf)
    key = _munge_key(tf)
    three = deploy(env("training-slurm", capacity=dict(node_count=3)))
    changes = three.changes_by_action()
    assert changes["create"] == ['crusoe_compute_instance.pool_nodes["node-002"]'], changes
    # Deliveries run again (the new node; the controllers' new configuration); no Slurm host changes.
    assert sorted(changes.get("replace", [])) == ["terraform_data.capacity_ledger_snapshot", "terraform_data.pool_delivery",
                                                  "terraform_data.slurm_config_delivery",
                                                  "terraform_data.verify_launch_delivery"], changes
    assert not any("slurm_" in a and "delivery" not in a for action, addresses in changes.items() for a in addresses), changes
    applied(three)
    assert _munge_key(three) == key and _munge_key(three, "node-002") == key  # the new node got the same key
    config = three.outputs()["slurm_config"]
    assert "NodeName=training-slurm-node-002 " in config["slurm.conf"]


def test_slurm_ha_plan_fails_where_no_nfs_server_is_known(deploy):
    west = {"ib_networks": [{"id": "net-w", "name": "net-w", "location": "us-west1-a",
                             "capacities": [{"slice_type": H100, "quantity": 32}]}]}
    tf = deploy(env("training-slurm", capacity=dict(locations="us-west1-a"), orchestration=dict(backup_controller=True)), west)
    result = tf.plan()
    assert result.rc == 1 and "[CIB123]" in " ".join(result.stderr.split())
    east = deploy(env("training-slurm", orchestration=dict(backup_controller=True)), cloud(32))
    assert "crusoe_storage_disk.slurm_state" in east.changes_by_action()["create"]
    applied(east)  # one shared disk attached to both controllers
    shown = {r["address"]: r["values"] for r in east.show_json()["values"]["root_module"]["resources"]}
    disk_id = shown["crusoe_storage_disk.slurm_state"]["id"]
    for i in (0, 1):
        ctl = shown[f'crusoe_compute_instance.slurm_controllers["training-slurm-controller-{i}"]']
        assert [d["id"] for d in ctl["disks"]] == [disk_id]
        assert f"172.27.255.2:/volumes/{disk_id} /var/spool/slurmctld nfs" in ctl["startup_script"]
    assert east.plan().rc == 0


def _munge_key(tf, node: str = "node-000") -> bytes:
    """The munge key a GPU node received over SSH (tools/offline/fake_ssh.py stores it)."""
    shown = {r["address"]: r["values"] for r in tf.show_json()["values"]["root_module"]["resources"]}
    host = shown[f'crusoe_compute_instance.pool_nodes["{node}"]']["network_interfaces"][0]["public_ipv4"]["address"]
    return (tf.workdir / "hosts" / host / "etc/munge/munge.key").read_bytes()