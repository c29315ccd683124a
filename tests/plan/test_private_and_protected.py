"""Private nodes behind a bastion, and production's protected data disks, proven by real Terraform
core against the stand-in Crusoe provider (tools/offline), which stores a node without a public IP
as the real provider 1.1.1 does (address "")."""

from __future__ import annotations

import shlex

from offline.harness import OfflineTerraform
from tests.support import K3S_TOKENS, applied, env, synth

H100 = "h100-80gb-sxm-ib.8x"
JUMP = "ops@bastion.example.com:2222"
#: The pool's deliveries: the checker, and the mesh + hostfile on node-000; both run again with every node change.
DELIVERIES = ("terraform_data.pool_delivery", "terraform_data.verify_launch_delivery")


def cloud(free: int) -> dict:
    return {"ib_networks": [{"id": "net-a", "name": "net-a", "location": "us-east1-a",
                             "capacities": [{"slice_type": H100, "quantity": free}]}]}


def addresses(tf: OfflineTerraform) -> dict[str, dict]:
    (nodes,) = [r for r in tf.state()["resources"] if r["type"] == "crusoe_compute_instance" and r["name"] == "pool_nodes"]
    return {i["index_key"]: i["attributes"]["network_interfaces"][0] for i in nodes["instances"]}


def test_a_private_pool_plans_applies_and_every_printed_command_goes_through_the_jump_host(deploy, tmp_path):
    config = env(capacity=dict(node_count=2), pool=dict(public_ip="none", ssh_jump_host=JUMP))
    tf = deploy(config, cloud(16))
    applied(tf)
    assert tf.plan().rc == 0  # re-plan clean: what the provider stored matches the configuration
    interfaces = addresses(tf)
    assert {k: (i["public_ipv4"]["type"], i["public_ipv4"]["address"]) for k, i in interfaces.items()} == {
        "node-000": ("none", ""), "node-001": ("none", "")}
    private = {k: i["private_ipv4"]["address"] for k, i in interfaces.items()}
    assert all(private.values())
    outputs = tf.outputs()
    assert {k: v["public_ip"] for k, v in outputs["pool_nodes"].items()} == {"node-000": None, "node-001": None}

    verify = outputs["verify_commands"]
    printed = [*verify["node_check"].values(), *verify["node_check_result"].values(),
               verify["pair_server"], verify["pair_client"], verify["nccl"]]
    for command in printed:
        argv = shlex.split(command)
        assert argv[:3] == ["ssh", "-J", JUMP] and argv[3].removeprefix("ubuntu@") in private.values(), command
    assert shlex.split(verify["pair_server"])[3] == f"ubuntu@{private['node-000']}"
    assert shlex.split(verify["pair_client"])[3] == f"ubuntu@{private['node-001']}"

    torchrun = outputs["torchrun_commands"]
    for name in ("sync_env", "launch_all"):
        hosts = " ".join(private[k] for k in sorted(private))
        assert torchrun[name].startswith(f"for host in {hosts}; do ssh -o BatchMode=yes -o StrictHostKeyChecking=yes "
                                         "-o ConnectTimeout=10 -o UserKnownHostsFile=crusoe-ib-known_hosts.d/training-dev/$host "
                                         f"-J {JUMP} ubuntu@$host "), name
    # the apply pinned every node's key by the address the commands reach it at (its private one)
    assert sorted(p.name for p in (tf.workdir / "crusoe-ib-known_hosts.d" / "training-dev").iterdir()) == sorted(
        private.values())
    assert torchrun["logs_hostfile"].splitlines() == [f"{private[k]} {k}" for k in sorted(private)]
    assert f"--user ubuntu --jump {JUMP} --known-hosts crusoe-ib-known_hosts.d/training-dev " in torchrun["collect_logs"]


def test_switching_a_private_pool_back_to_dynamic_fails_cib287_naming_the_case_and_the_replace_sequence_works(deploy):
    """public_ip 'none' -> 'dynamic' on a running pool: 'dynamic' writes no public_ipv4, so the provider (v1.1.1,
    UseStateForUnknown on the whole object, vm_resource.go:297) plans the nodes unchanged, still without an address,
    and the delivery's CIB287 precondition fails the plan. Its message names the case; the sequence it gives
    (replace every node, once more after the subnet's nat_gateways inconsistency) ends in a clean re-plan with a
    public address on every node. docs/network.md says the same."""
    private = deploy(env(capacity=dict(node_count=2), pool=dict(public_ip="none", ssh_jump_host=JUMP)), cloud(16))
    applied(private)
    public = deploy(env(capacity=dict(node_count=2)))
    plan = public.plan()
    text = " ".join(plan.output.split())
    assert plan.rc == 1 and text.count("[CIB287]") == 2, plan.output  # the pool's delivery and the launch delivery
    assert "training-dev/pool/delivery.hosts = node-000 (''), node-001 ('')" in text, text
    assert "A running pool switched from public_ip='none' back to 'dynamic' still has no address" in text, text
    assert "-replace='crusoe_compute_instance.<pool>_nodes[\"<node key>\"]' per node named above" in text, text
    # The cause: with only the instances targeted (no delivery precondition), nothing changes on them.
    assert public.changes_by_action(["-target=crusoe_compute_instance.pool_nodes"]) == {
        "update": ["crusoe_vpc_subnet.network_subnet"]}

    replace = [f'-replace=crusoe_compute_instance.pool_nodes["{k}"]' for k in ("node-000", "node-001")]
    first = public.apply(replace)
    assert first.rc == 1 and ".nat_gateways: element 0 has vanished" in " ".join(first.output.split()), first.output
    second = public.apply(replace)
    assert second.rc == 0, second.output
    assert public.plan().rc == 0
    nodes = public.outputs()["pool_nodes"]
    assert all(n["public_ip"] for n in nodes.values()), nodes
    pinned = {p.name for p in (public.workdir / "crusoe-ib-known_hosts.d" / "training-dev").iterdir()}
    assert {n["public_ip"] for n in nodes.values()} <= pinned  # the delivery reached every node at its new address


def test_a_private_pool_without_a_jump_host_is_refused_before_anything_is_built():
    from crusoe_ib.core.errors import CATALOGUE
    from crusoe_ib.app import app_issues

    issues = app_issues([env(pool=dict(public_ip="none"))])
    assert [(i.code, i.where.rsplit(".", 2)[-2:]) for i in issues] == [("CIB044", ["pool", "ssh_jump_host"])]
    assert CATALOGUE["CIB044"].when == "synth"


def _production_like(node_count: int) -> dict:
    """training-prod (production=True, S3 state) with one location, a data disk and node_count nodes."""
    return synth(env("training-prod", capacity=dict(node_count=node_count, locations="us-east1-a"),
                     pool=dict(data_disk_size="1TiB")))


def test_production_data_disks_refuse_a_scale_down_at_plan_and_name_the_disk(tmp_path):
    tf = OfflineTerraform(_production_like(3), tmp_path / "prod", cloud=cloud(64), seed_state=True)
    assert tf.init().rc == 0
    applied(tf)
    two = OfflineTerraform(_production_like(2), tmp_path / "prod")  # the same workdir: state and cloud kept
    assert two.init().rc == 0
    result = two.plan()
    assert result.rc == 1
    message = " ".join(result.stderr.split())
    assert "Instance cannot be destroyed" in message
    assert 'crusoe_storage_disk.pool_disks["node-002"]' in message and "prevent_destroy" in message
    assert len(two.cloud.instances()) == 3  # nothing was touched


def test_retiring_a_production_node_deliberately_state_rm_then_scale_down(tmp_path):
    """The procedure in GpuNodePool's docstring: forget the disk, then scale down."""
    tf = OfflineTerraform(_production_like(3), tmp_path / "prod", cloud=cloud(64), seed_state=True)
    assert tf.init().rc == 0
    applied(tf)
    two = OfflineTerraform(_production_like(2), tmp_path / "prod")
    assert two.init().rc == 0
    assert two.run("state", "rm", 'crusoe_storage_disk.pool_disks["node-002"]').rc == 0
    assert two.changes_by_action() == {"delete": ['crusoe_compute_instance.pool_nodes["node-002"]'],
                                       "replace": [*DELIVERIES]}
    applied(two)
    assert sorted(i["name"] for i in two.cloud.instances()) == ["training-prod-node-000", "training-prod-node-001"]
    disks = sorted(r["state"]["name"] for r in two.cloud.objects("crusoe_storage_disk"))
    assert disks == [f"training-prod-node-00{i}-data" for i in range(3)]  # the retired node's disk is kept


def test_a_non_production_pool_with_data_disks_scales_down(deploy):
    tf = deploy(env(capacity=dict(node_count=3), pool=dict(data_disk_size="1TiB")), cloud(64))
    applied(tf)
    two = deploy(env(capacity=dict(node_count=2), pool=dict(data_disk_size="1TiB")))
    assert two.changes_by_action() == {"delete": [
        'crusoe_compute_instance.pool_nodes["node-002"]', 'crusoe_storage_disk.pool_disks["node-002"]'],
        "replace": ["terraform_data.capacity_ledger_snapshot", *DELIVERIES]}
    applied(two)
    assert len(two.cloud.instances()) == 2 and len(two.cloud.objects("crusoe_storage_disk")) == 2


def test_a_private_k3s_cluster_gives_no_vm_a_public_address_and_tunnels_the_api(deploy):
    """public_ip='none' on the pool of training-k3s: after apply, no VM of the stack (GPU nodes, K3s
    servers, the HAProxy endpoint) has a public address in state, the re-plan is clean, and the
    printed commands reach the cluster through the jump host only."""
    tf = deploy(env("training-k3s", capacity=dict(node_count=2), pool=dict(public_ip="none", ssh_jump_host=JUMP)),
                cloud(16), env=K3S_TOKENS)
    applied(tf)
    assert tf.plan().rc == 0
    vms = [i for r in tf.state()["resources"] if r["type"] == "crusoe_compute_instance" for i in r["instances"]]
    names = sorted(i["attributes"]["name"] for i in vms)
    assert names == ["crusoe-k3s-0", "crusoe-k3s-1", "crusoe-k3s-2", "crusoe-k3s-lb",
                     "training-k3s-node-000", "training-k3s-node-001"]
    assert {(i["attributes"]["name"], i["attributes"]["network_interfaces"][0]["public_ipv4"]["type"],
             i["attributes"]["network_interfaces"][0]["public_ipv4"]["address"]) for i in vms} == {
        (name, "none", "") for name in names}
    commands = tf.outputs()["k3s_commands"]
    lb = next(i for i in vms if i["attributes"]["name"] == "crusoe-k3s-lb")["attributes"]
    lb_private = lb["network_interfaces"][0]["private_ipv4"]["address"]
    assert shlex.split(commands["api_tunnel"])[:6] == ["ssh", "-N", "-L", f"127.0.0.1:6443:{lb_private}:6443", "-J", JUMP]
    assert shlex.split(commands["kubeconfig"].split(" && ", 3)[3])[:3] == ["ssh", "-J", JUMP]
