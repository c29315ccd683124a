"""The capacity guard and the node pool, proven by real Terraform core against the stand-in
Crusoe provider and a simulated cloud (tools/offline). Each test is one user story."""

from __future__ import annotations

from crusoe_ib import native_override
from offline.harness import OfflineTerraform
from tests.support import applied, env

H100 = "h100-80gb-sxm-ib.8x"
#: The pool's launch delivery (mesh + hostfile on node-000) runs again whenever a node is added, removed or replaced.
LAUNCH = "terraform_data.verify_launch_delivery"


def cloud(*networks: tuple[str, str, int]) -> dict:
    """Networks as (id, location, free H100 slices)."""
    return {"ib_networks": [
        {"id": net_id, "name": f"ib-{net_id}", "location": location,
         "capacities": [{"slice_type": H100, "quantity": free}]}
        for net_id, location, free in networks]}


def nodes_in_cloud(tf: OfflineTerraform) -> dict[str, dict]:
    return {i["name"]: i for i in tf.cloud.instances()}


def test_capacity_suffices_then_replan_is_clean_although_nodes_consumed_it(deploy):
    tf = deploy(env(capacity=dict(node_count=4)), cloud(("net-a", "us-east1-a", 32)))
    changes = tf.changes_by_action()
    assert sorted(changes) == ["create"]
    created = changes["create"]
    assert {"crusoe_vpc_network.network_vpc", "crusoe_vpc_subnet.network_subnet",
            "crusoe_ib_partition.ib_partition"} <= set(created)
    assert sorted(a for a in created if a.startswith("crusoe_compute_instance")) == [
        f'crusoe_compute_instance.pool_nodes["node-00{i}"]' for i in range(4)]
    applied(tf)
    assert tf.cloud.free("net-a", H100) == 0  # the pool took every slice
    replan = tf.plan()
    assert replan.rc == 0, replan.output  # -detailed-exitcode 0: no changes, guard still passes


def test_capacity_short_fails_the_plan_and_creates_nothing(deploy):
    tf = deploy(env(capacity=dict(node_count=4)), cloud(("net-a", "us-east1-a", 24)))
    result = tf.plan()
    assert result.rc == 1
    message = " ".join(result.stderr.split())
    # The catalogue's anatomy, as a synth-time error reads: where = value: rule Fix: fix [code]
    assert "training-dev/capacity.node_count = 4: No IB network in us-east1-a has 32 free slices of " \
           "h100-80gb-sxm-ib.8x for 4 new node(s) (8 slices each)." in message
    assert "Best available: 24 slices on ib-net-a (net-a, us-east1-a). Fix: Lower node_count" in message  # by name
    assert "[CIB101]" in message
    assert tf.apply().rc == 1
    assert tf.cloud.instances() == [] and tf.cloud.partitions() == []


def test_failover_lands_in_the_second_location_and_stays_there(deploy):
    config = env(capacity=dict(node_count=4, locations=("us-east1-a", "us-southcentral1-a")))
    tf = deploy(config, cloud(("net-east", "us-east1-a", 8), ("net-south", "us-southcentral1-a", 64)))
    applied(tf)
    assert {n["location"] for n in nodes_in_cloud(tf).values()} == {"us-southcentral1-a"}
    assert [p["ib_network_id"] for p in tf.cloud.partitions()] == ["net-south"]
    tf.cloud.set_capacity("net-east", H100, 512)  # the preferred location has room again
    replan = tf.plan()
    assert replan.rc == 0, replan.output  # the running cluster does not move


def test_scale_up_checks_only_the_extra_slices(deploy):
    tf = deploy(env(capacity=dict(node_count=4)), cloud(("net-a", "us-east1-a", 48)))
    applied(tf)
    assert tf.cloud.free("net-a", H100) == 16  # room for exactly 2 more nodes
    six = deploy(env(capacity=dict(node_count=6)))
    # ... and the delivery runs again (every node: the new ones get the checker, the others keep theirs).
    assert six.changes_by_action() == {"create": [
        'crusoe_compute_instance.pool_nodes["node-004"]', 'crusoe_compute_instance.pool_nodes["node-005"]'],
        "replace": ["terraform_data.capacity_ledger_snapshot", "terraform_data.pool_delivery", LAUNCH]}
    eight = deploy(env(capacity=dict(node_count=8)))
    result = eight.plan()
    assert result.rc == 1
    message = " ".join(result.stderr.split())
    assert "has 32 free slices of h100-80gb-sxm-ib.8x for 4 new node(s)" in message
    assert "the cluster's current network net-a" in message
    assert "Best available: 16 slices on ib-net-a (net-a, us-east1-a)" in message


def test_scale_down_removes_exactly_the_last_node(deploy):
    tf = deploy(env(capacity=dict(node_count=4)), cloud(("net-a", "us-east1-a", 64)))
    applied(tf)
    three = deploy(env(capacity=dict(node_count=3)))
    assert three.changes_by_action() == {"delete": ['crusoe_compute_instance.pool_nodes["node-003"]'],
                                         "replace": ["terraform_data.capacity_ledger_snapshot", "terraform_data.pool_delivery", LAUNCH]}
    applied(three)
    assert sorted(nodes_in_cloud(three)) == [f"training-dev-node-00{i}" for i in range(3)]
    assert three.cloud.free("net-a", H100) == 64 - 24


def test_capacity_taken_mid_apply_keeps_the_nodes_that_fit_and_the_next_plan_delivers_once_all_exist(deploy):
    tf = deploy(env(capacity=dict(node_count=4)), cloud(("net-a", "us-east1-a", 32)))
    assert tf.plan().rc == 2
    tf.cloud.steal_during_apply("net-a", H100, 16)  # someone else takes 2 nodes' worth mid-apply
    result = tf.apply()
    assert result.rc == 1
    assert len(tf.cloud.instances()) == 2  # the nodes that fit stay
    tf.cloud.give("net-a", H100, 16)  # the other tenant lets go again
    changes = tf.changes_by_action()
    missing = {f'crusoe_compute_instance.pool_nodes["node-00{i}"]' for i in range(4)} - {
        f'crusoe_compute_instance.pool_nodes["{n.removeprefix("training-dev-")}"]' for n in nodes_in_cloud(tf)}
    # delivered once all exist; the ledger snapshot the failed apply wrote already names all four nodes
    assert changes == {"create": sorted(missing) + ["terraform_data.pool_delivery", LAUNCH]}


def test_pinned_network_skips_the_search_and_is_still_checked(deploy):
    fixture = cloud(("net-a", "us-east1-a", 512), ("net-pinned", "us-east1-a", 16))
    tf = deploy(env(capacity=dict(node_count=2, ib_network_id="net-pinned")), fixture)
    applied(tf)
    assert [p["ib_network_id"] for p in tf.cloud.partitions()] == ["net-pinned"]
    bigger = deploy(env(capacity=dict(node_count=3, ib_network_id="net-pinned")))
    result = bigger.plan()
    assert result.rc == 1
    assert "the cluster's current network net-pinned" in " ".join(result.stderr.split())


def test_pinned_network_that_does_not_exist_fails_clearly(deploy):
    tf = deploy(env(capacity=dict(node_count=2, ib_network_id="net-gone")), cloud(("net-a", "us-east1-a", 512)))
    result = tf.plan()
    assert result.rc == 1
    message = " ".join(result.stderr.split())
    assert "the pinned network net-gone" in message
    assert "Best available: none: the pinned network net-gone does not exist." in message


def test_a_location_with_no_network_says_so_instead_of_blaming_the_node_count(deploy):
    """A well-formed location Crusoe does not publish passes synth with a warning (CIB264); at plan time the
    message says no network is there and lists the published ones, not only "lower node_count"."""
    tf = deploy(env(capacity=dict(node_count=2, locations="ap-tokyo1-a")), cloud(("net-a", "us-east1-a", 512)))
    result = tf.plan()
    assert result.rc == 1
    message = " ".join(result.stderr.split())
    assert "training-dev/capacity.node_count = 2: No IB network in ap-tokyo1-a has 16 free slices" in message
    assert "Best available: none: no IB network is in ap-tokyo1-a at all (check the name: Crusoe publishes " \
           "us-east1-a, us-northcentral1-a, us-southcentral1-a, eu-iceland1-a, us-west1-a, us-east2-a)." in message and "[CIB101]" in message


def test_destroy_gives_the_capacity_back(deploy):
    tf = deploy(env(capacity=dict(node_count=4)), cloud(("net-a", "us-east1-a", 40)))
    applied(tf)
    assert tf.cloud.free("net-a", H100) == 8
    assert tf.destroy().rc == 0
    assert tf.cloud.free("net-a", H100) == 40 and tf.cloud.instances() == []


def test_a_boot_script_change_does_not_rebuild_running_nodes(deploy):
    tf = deploy(env(capacity=dict(node_count=2)), cloud(("net-a", "us-east1-a", 64)))
    applied(tf)
    changed = deploy(env(capacity=dict(node_count=2), pool=dict(startup_script="echo new-boot-step")))
    assert changed.plan().rc == 0  # Crusoe would replace every node; by default nothing happens
    rollout = deploy(env(capacity=dict(node_count=2), pool=dict(startup_script="echo new-boot-step", replace_nodes_on_boot_script_change=True)))
    assert rollout.changes_by_action() == {"replace": [
        'crusoe_compute_instance.pool_nodes["node-000"]', 'crusoe_compute_instance.pool_nodes["node-001"]',
        "terraform_data.pool_delivery", LAUNCH]}


def test_replacing_one_node_touches_only_it(deploy):
    from crusoe_ib import NodeOverride
    tf = deploy(env(capacity=dict(node_count=3)), cloud(("net-a", "us-east1-a", 24)))
    applied(tf)
    rolled = deploy(env(capacity=dict(node_count=3), pool=dict(node_overrides={"node-001": NodeOverride(image="ubuntu22.04-nvidia-sxm-docker:2026-11")})))
    assert rolled.changes_by_action() == {"replace": ['crusoe_compute_instance.pool_nodes["node-001"]',
                                                     "terraform_data.pool_delivery", LAUNCH]}
    applied(rolled)  # the capacity it gives back on delete is taken again on create
    assert rolled.cloud.free("net-a", H100) == 0 and len(rolled.cloud.instances()) == 3


def test_local_state_lives_outside_cdktf_out_and_is_private(deploy):
    """The dev stack's state is written beside cdktf.out (the project root), 0600: re-synthesis or
    `make clean` (which remove cdktf.out) keep it, and a re-plan still sees the running cluster."""
    import shutil
    import stat

    tf = deploy(env(capacity=dict(node_count=2)), cloud(("net-a", "us-east1-a", 16)))
    applied(tf)
    root = tf.workdir  # the harness mirrors cdktf.out/stacks/<name> below it
    state = root / "terraform.training-dev.tfstate"
    assert tf.state_file == state and state.is_file()
    assert "cdktf.out" not in str(state.relative_to(root))
    assert stat.S_IMODE(state.stat().st_mode) == 0o600
    kept = (tf.stack_dir / "cdk.tf.json").read_text()
    shutil.rmtree(root / "cdktf.out")  # make clean
    tf.stack_dir.mkdir(parents=True)
    (tf.stack_dir / "cdk.tf.json").write_text(kept)  # make synth
    native_override.write(tf.stack_dir)
    tf.init()
    replan = tf.plan()
    assert replan.rc == 0, replan.output  # nothing lost: the two nodes are still known


def test_production_state_is_encrypted_and_locked():
    from tests.library_fixtures import fixture
    from tests.support import synth

    backend = synth(fixture("training-prod"))["terraform"]["backend"]["s3"]
    assert backend["encrypt"] is True and backend["use_lockfile"] is True


def test_firewall_rules_in_state_are_scoped_to_the_cluster_subnet(deploy):
    """After apply, what the cloud holds: SSH only from the listed ranges, and intra-cluster traffic
    only within the cluster's own /16 subnet, never the whole /8 VPC."""
    tf = deploy(env(capacity=dict(node_count=2), network=dict(ssh_source_cidrs=("198.51.100.0/24",),
                                                              allow_ssh_from_internet=False)),
                cloud(("net-a", "us-east1-a", 16)))
    applied(tf)
    shown = tf.show_json()["values"]["root_module"]["resources"]
    values = {r["address"]: r["values"] for r in shown}
    subnet = values["crusoe_vpc_subnet.network_subnet"]["cidr"]
    assert subnet == "10.0.0.0/16"
    ssh, internal = values["crusoe_vpc_firewall_rule.network_ssh"], values["crusoe_vpc_firewall_rule.network_internal"]
    assert (ssh["source"], ssh["destination"], ssh["destination_ports"]) == ("198.51.100.0/24", subnet, "22")
    assert (internal["source"], internal["destination"]) == (subnet, subnet)


def test_no_node_carries_the_checker_the_apply_delivers_the_pinned_one_to_each(deploy):
    from crusoe_ib.verify.build.zipapp import zipapp_bytes, zipapp_sha256

    tf = deploy(env(capacity=dict(node_count=3)), cloud(("net-a", "us-east1-a", 24)))
    applied(tf)
    nodes = {r["index"]: r["values"] for r in tf.show_json()["values"]["root_module"]["resources"]
             if r["address"].startswith("crusoe_compute_instance.pool_nodes")}
    assert sorted(nodes) == ["node-000", "node-001", "node-002"]
    for key, node in nodes.items():
        script = node["startup_script"]
        assert f"NODE_KEY={key}\n" in script and "__CRUSOE_IB_NODE_KEY__" not in script
        assert len(script.encode()) < 8 * 1024 and f"want={zipapp_sha256()}" in script
        # What the offline cloud's ssh received for this node (tools/offline/fake_ssh.py): the pinned checker.
        host = tf.workdir / "hosts" / node["network_interfaces"][0]["public_ipv4"]["address"]
        assert (host / f"opt/crusoe-ib/verify-{zipapp_sha256()}.pyz").read_bytes() == zipapp_bytes()
        assert (host / f"opt/crusoe-ib/verify-{zipapp_sha256()}.pyz.meta").read_text() == "root:root 0755\n"
