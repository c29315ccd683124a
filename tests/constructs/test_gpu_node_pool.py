"""GpuNodePool in a bare stack (guard + partition as wiring): keyed IB nodes on one partition, the
boot script assembled once from steps, disks and per-node overrides, the ledger, subclassing, and
the errors its settings and wiring raise."""

from __future__ import annotations

import re

import pytest

from crusoe_ib import ConfigError, GpuNodePool, GpuNodePoolProps, NodeOverride, NodePoolSettings
from tests.support import PUBLIC_KEY, Bare, boot_script, codes, for_each_keys, resources

ROLLED = "ubuntu22.04-nvidia-sxm-docker:2026-11"
FAKE_PRIVATE_KEY = ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n"
                    "-----END OPENSSH PRIVATE KEY-----\n")


def nodes_of(tf: dict, pool: str = "pool") -> dict:
    return resources(tf, "crusoe_compute_instance")[f"{pool}_nodes"]


@pytest.fixture(scope="module")
def plain_tf() -> dict:
    """Defaults only: no boot steps, no disks, no overrides."""
    bare = Bare()
    bare.add_pool(name="team", node_count=12)
    return bare.synth()


@pytest.fixture(scope="module")
def custom_tf() -> dict:
    bare = Bare()
    pool = bare.add_pool(
        node_count=2, ssh_public_key=PUBLIC_KEY + "\n", ssh_public_key_file=None, data_disk_size="2TiB",
        node_overrides={"node-001": NodeOverride(image=ROLLED)}, replace_nodes_on_boot_script_change=True,
        startup_script='echo user-step-marker "${HOME}" %{x}')
    # A step added after construction still runs before the user's script.
    pool.add_startup_step("library step", f'echo library-step-marker {GpuNodePool.NODE_KEY} "$${{HOSTNAME}}"')
    return bare.synth()


# --- nodes ----------------------------------------------------------------------------------------


def test_nodes_are_keyed_by_stable_zero_padded_names(plain_tf):
    nodes = nodes_of(plain_tf)
    assert for_each_keys(plain_tf, "crusoe_compute_instance", "pool_nodes") == [f"node-{i:03d}" for i in range(12)]
    assert nodes["name"] == "team-${each.key}"


def test_scaling_down_keeps_the_remaining_keys():
    def keys(n: int) -> set[str]:
        bare = Bare()
        bare.add_pool(node_count=n)
        return set(for_each_keys(bare.synth(), "crusoe_compute_instance", "pool_nodes"))

    four, three = keys(4), keys(3)
    assert four - three == {"node-003"} and three < four


def test_every_node_is_an_ib_node_on_the_partition_after_the_check(plain_tf):
    nodes = nodes_of(plain_tf)
    assert nodes["type"] == "h100-80gb-sxm-ib.8x"
    assert nodes["host_channel_adapters"] == [{"ib_partition_id": "${crusoe_ib_partition.ib_partition.id}"}]
    assert nodes["location"] == '${local.capacity_location}'
    assert nodes["network_interfaces"] == [{"subnet": "bare-subnet-id"}]
    assert nodes["depends_on"] == ["terraform_data.capacity_check"]


def test_nodes_join_the_networks_subnet():
    bare = Bare()
    bare.add_network()
    bare.add_pool()
    assert nodes_of(bare.synth())["network_interfaces"] == [{"subnet": "${crusoe_vpc_subnet.network_subnet.id}"}]


def test_image_defaults_to_crusoes_curated_image(plain_tf):
    assert nodes_of(plain_tf)["image"] == "ubuntu22.04-nvidia-sxm-docker:latest"


def test_ssh_key_is_the_public_key_content_not_a_path(plain_tf, custom_tf):
    key = nodes_of(plain_tf)["ssh_key"]
    assert re.match(r"^ssh-ed25519 AAAA\S+ training-ops@example$", key)
    assert nodes_of(custom_tf)["ssh_key"] == key  # the same key given as text (trailing newline dropped)


def test_without_steps_there_is_no_startup_script(plain_tf):
    assert "startup_script" not in nodes_of(plain_tf)
    assert "pool_boot_script" not in plain_tf.get("locals", {})


PARTITION_ID = "crusoe_ib_partition.ib_partition.id"


def test_boot_script_changes_do_not_rebuild_running_nodes_by_default(plain_tf, custom_tf):
    assert nodes_of(plain_tf)["lifecycle"] == {"ignore_changes": ["startup_script"], "replace_triggered_by": [PARTITION_ID]}
    assert nodes_of(custom_tf)["lifecycle"] == {"replace_triggered_by": [PARTITION_ID]}  # replace_nodes_on_boot_script_change=True


def test_nodes_are_replaced_with_their_partition(plain_tf):
    """Provider 1.1.1 would update host_channel_adapters in place and never send it
    (internal/vm/vm_resource.go:312-323, :511-774): a replaced partition must replace its nodes."""
    nodes = nodes_of(plain_tf)
    assert nodes["host_channel_adapters"] == [{"ib_partition_id": "${" + PARTITION_ID + "}"}]
    assert nodes["lifecycle"]["replace_triggered_by"] == [PARTITION_ID]


def test_data_disk_per_node_is_attached(custom_tf, plain_tf):
    disks = resources(custom_tf, "crusoe_storage_disk")["pool_disks"]
    assert disks["size"] == "2TiB"
    assert for_each_keys(custom_tf, "crusoe_storage_disk", "pool_disks") == ["node-000", "node-001"]
    assert disks["for_each"] == nodes_of(custom_tf)["for_each"]  # the same local
    assert disks["name"] == "bare-${each.key}-data" and disks["location"] == nodes_of(custom_tf)["location"]
    node = nodes_of(custom_tf)
    assert node["disks"][0]["id"] == "${crusoe_storage_disk.pool_disks[each.key].id}"
    assert "crusoe_storage_disk" not in plain_tf["resource"] and "disks" not in nodes_of(plain_tf)


def test_one_node_can_roll_to_another_image(custom_tf):
    nodes = nodes_of(custom_tf)
    assert nodes["image"] == '${lookup(local.pool_image_overrides, each.key, "ubuntu22.04-nvidia-sxm-docker:latest")}'
    assert custom_tf["locals"]["pool_image_overrides"] == {"node-001": ROLLED}


# --- the boot script ------------------------------------------------------------------------------


def test_user_startup_script_runs_after_steps_added_later(custom_tf):
    script = boot_script(custom_tf)
    assert script.startswith("#!/bin/bash\n")
    assert script.index("# --- step: library step ---") < script.index("echo user-step-marker")
    assert script.index("echo library-step-marker") < script.index("# --- step: user startup_script ---")
    assert script.rstrip().endswith("echo user-step-marker \"$${HOME}\" %%{x}")


def test_steps_are_templates_and_the_user_script_is_literal_bash(custom_tf):
    script = boot_script(custom_tf)  # also checks each node gets it with its own key
    # a step writes bash's ${VAR} as $${VAR} and NODE_KEY for the node's key; the user's script is
    # escaped for it, so "${HOME}" stays bash's
    assert 'echo library-step-marker __CRUSOE_IB_NODE_KEY__ "$${HOSTNAME}"' in script
    assert 'echo user-step-marker "$${HOME}" %%{x}' in script


def test_pool_records_its_nodes_in_the_guard_ledger(plain_tf):
    assert plain_tf["output"]["capacity_ledger"]["value"]["nodes"] == "${keys(local.capacity_node_keys)}"


def test_outputs_give_node_names_and_ips(plain_tf):
    output = plain_tf["output"]["pool_nodes"]["value"]
    assert output.startswith("${{for k, n in local.pool_nodes_view : k => {")
    assert plain_tf["locals"]["pool_nodes_view"] == (  # the one place outputs read the nodes from
        "${{for k, n in crusoe_compute_instance.pool_nodes : k => "
        "{ id = n.id, name = n.name, network_interfaces = n.network_interfaces }}}")
    assert "name = n.name" in output
    assert "private_ip = n.network_interfaces[0].private_ipv4.address" in output
    public = "n.network_interfaces[0].public_ipv4.address"
    assert f'public_ip = {public} != "" ? {public} : null' in output  # "" in state: no public address


# --- subclassing ----------------------------------------------------------------------------------


class TeamNodePool(GpuNodePool):
    """A team's conventions on top of the library pool."""

    def __init__(self, scope, id, props):
        super().__init__(scope, id, props)
        self.add_startup_step("team mount", "mount -t nfs nfs.internal:/team /mnt/team")
        self.nodes.install_crusoe_watch_agent = True


def test_a_subclass_step_lands_in_the_boot_script():
    bare = Bare()
    pool = bare.add_pool("gpu", cls=TeamNodePool, startup_script="echo user-last")
    pool.add_startup_step("after", "echo after-subclass")
    tf = bare.synth()
    script = boot_script(tf, "gpu")
    assert "# --- step: team mount ---\nmount -t nfs nfs.internal:/team /mnt/team\n" in script
    assert script.index("team mount") < script.index("after-subclass") < script.index("echo user-last")
    assert nodes_of(tf, "gpu")["install_crusoe_watch_agent"] is True
    assert [k for k in tf["locals"] if k.endswith("boot_script")] == ["gpu_boot_script"]  # one local, updated in place


def test_the_same_step_asked_for_twice_runs_once_and_steps_added_after_a_first_node_variant_reach_both_scripts():
    from crusoe_ib.platform.nccl import NODE_ENV_STEP, add_node_env_step

    bare = Bare()
    pool = bare.add_pool("gpu", node_count=2)
    add_node_env_step(pool)  # torchrun and Slurm both ask for the node's NCCL env
    pool.add_startup_step("first", "echo every", first_node="echo leader")
    add_node_env_step(pool)
    pool.add_startup_step("late", "echo late")
    tf = bare.synth()
    every, first = boot_script(tf, "gpu"), tf["locals"]["gpu_first_node_boot_script"]
    assert every.count(f"# --- step: {NODE_ENV_STEP} ---") == first.count(f"# --- step: {NODE_ENV_STEP} ---") == 1
    assert "echo every" in every and "echo leader" in first and "echo late" in every and "echo late" in first


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(node_overrides={"node-009": NodeOverride(image="x")}), "CIB037", "node_overrides"),
    (dict(node_overrides={"node-001": NodeOverride(ib_partition_id="other")}), "CIB038", "node_overrides['node-001'].ib_partition_id"),
    (dict(node_overrides={"node-001": NodeOverride(image="bad image")}), "CIB035", "node_overrides['node-001'].image"),
    (dict(node_overrides={"node-001": {"image": ROLLED}}), "CIB090", "node_overrides"),
    (dict(ssh_public_key=PUBLIC_KEY), "CIB031", "ssh_public_key"),
    (dict(ssh_public_key_file=None), "CIB031", "ssh_public_key"),
    (dict(ssh_public_key_file="/nonexistent/id.pub"), "CIB032", "ssh_public_key_file"),
    (dict(ssh_public_key=FAKE_PRIVATE_KEY, ssh_public_key_file=None), "CIB033", "ssh_public_key"),
    (dict(ssh_public_key="hello", ssh_public_key_file=None), "CIB034", "ssh_public_key"),
    (dict(ssh_public_key="ssh-ed25519 ${file(\"~/.ssh/id\")}", ssh_public_key_file=None), "CIB091", "ssh_public_key"),
    (dict(image="ubuntu 22.04"), "CIB035", "image"),
    (dict(data_disk_size="1TB"), "CIB036", "data_disk_size"),
    (dict(startup_script="echo \x07bell"), "CIB092", "startup_script"),
    (dict(replace_nodes_on_boot_script_change="yes"), "CIB090", "replace_nodes_on_boot_script_change"),
    (dict(public_ip=False), "CIB090", "public_ip"),
    (dict(public_ip="private"), "CIB090", "public_ip"),
    (dict(public_ip="none"), "CIB044", "ssh_jump_host"),
    (dict(public_ip="none", ssh_jump_host=""), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="-oProxyCommand=touch /tmp/x"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="-J"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="bastion;reboot"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="$(reboot)"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="ops@bastion@x"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="Ops@bastion"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="bastion:0"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="bastion:65536"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="bastion:22:22"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="[fe80::1]:22"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="bastion-"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="b_astion"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="ssh://bastion"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="a,b"), "CIB043", "ssh_jump_host"),
    (dict(ssh_jump_host="${var.bastion}"), "CIB091", "ssh_jump_host"),
    (dict(ssh_jump_host="bastion\n"), "CIB092", "ssh_jump_host"),
    (dict(ssh_jump_host=("bastion",)), "CIB090", "ssh_jump_host"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        Bare().add_pool(**changes)
    assert codes(raised.value) == [(code, f"bare/pool.{field}")]


def test_an_override_for_a_node_the_guard_does_not_have_names_the_range():
    with pytest.raises(ConfigError) as raised:
        Bare().add_pool(node_count=3, node_overrides={"node-003": NodeOverride(image=ROLLED)})
    assert "No such node; the pool has node-000 .. node-002." in str(raised.value)


@pytest.mark.parametrize("name", ["Team", "team_a", "x" * 43, ""])
def test_bad_pool_name_raises_config_error(name):
    with pytest.raises(ConfigError) as raised:
        Bare().add_pool(name=name)
    assert codes(raised.value) == [("CIB030", "bare/pool.name")]


def test_a_second_pool_on_one_guard_raises_config_error():
    bare = Bare()
    bare.add_pool()
    with pytest.raises(ConfigError):
        bare.add_pool("pool2")


def test_a_partition_that_is_not_an_ib_partition_raises_config_error():
    bare = Bare()
    guard = bare.add_guard()
    with pytest.raises(ConfigError):
        GpuNodePool(bare.stack, "pool", GpuNodePoolProps(
            name="bare", settings=NodePoolSettings(ssh_public_key=PUBLIC_KEY), capacity_guard=guard,
            partition="${crusoe_ib_partition.ib_partition.id}", subnet_id="bare-subnet-id"))


# --- public IP, jump host, protected disks ----------------------------------------------------------


@pytest.mark.parametrize("jump", ["bastion", "10.0.0.254", "ops@bastion.example.com:2222", "_x-1@B-1.Example.COM:65535"])
def test_valid_jump_hosts_are_accepted(jump):
    assert NodePoolSettings(ssh_public_key=PUBLIC_KEY, public_ip="none", ssh_jump_host=jump).issues("pool") == []


def test_by_default_the_interface_is_written_as_before(plain_tf):
    assert nodes_of(plain_tf)["network_interfaces"] == [{"subnet": "bare-subnet-id"}]  # existing pools plan no change


@pytest.mark.parametrize("public_ip", ["static", "none"])
def test_the_public_ip_type_reaches_the_interface(public_ip):
    bare = Bare()
    pool = bare.add_pool(public_ip=public_ip, ssh_jump_host="bastion.example.com")
    nodes = nodes_of(bare.synth())
    assert nodes["network_interfaces"] == [{"subnet": "bare-subnet-id", "public_ipv4": {"type": public_ip}}]
    assert pool.ssh_address == "network_interfaces[0].private_ipv4.address"
    assert pool.ssh_options == ("-J", "bastion.example.com")


def test_a_pool_without_a_jump_host_is_reached_at_public_addresses():
    pool = Bare().add_pool(public_ip="static")
    assert pool.ssh_address == "network_interfaces[0].public_ipv4.address" and pool.ssh_options == ()


def test_a_private_pool_reports_no_public_ip_rather_than_an_empty_string():
    bare = Bare()
    bare.add_pool(public_ip="none", ssh_jump_host="bastion")
    output = bare.synth()["output"]["pool_nodes"]["value"]
    public = "n.network_interfaces[0].public_ipv4.address"
    assert f'public_ip = {public} != "" ? {public} : null' in output


def test_protect_puts_prevent_destroy_on_the_data_disks_only():
    bare = Bare()
    bare.add_guard()
    partition = bare.add_partition()
    GpuNodePool(bare.stack, "pool", GpuNodePoolProps(
        name="bare", settings=NodePoolSettings(ssh_public_key=PUBLIC_KEY, data_disk_size="1TiB"),
        capacity_guard=bare.guard, partition=partition, subnet_id="bare-subnet-id", protect=True))
    tf = bare.synth()
    assert resources(tf, "crusoe_storage_disk")["pool_disks"]["lifecycle"]["prevent_destroy"] is True
    assert "prevent_destroy" not in nodes_of(tf)["lifecycle"]  # nodes themselves can be replaced


def test_disks_are_unprotected_by_default(custom_tf):
    lifecycle = resources(custom_tf, "crusoe_storage_disk")["pool_disks"]["lifecycle"]
    assert "prevent_destroy" not in lifecycle
    # what every pool's disks carry: a plan that would shrink them fails (CIB191, Crusoe's disks only grow)
    (check,) = lifecycle["precondition"]
    # against the size Crusoe reports for that disk now (crusoe_storage_disks), never what an apply meant to do
    assert check["condition"] == '${2048 >= lookup(local.pool_reported_data_disk_gib, "bare-${each.key}-data", 0)}'
    assert "[CIB191]" in check["error_message"]
    assert "data.crusoe_storage_disks.pool_live_disks.disks" in custom_tf["locals"]["pool_reported_data_disk_gib"]


def test_protect_must_be_a_bool():
    bare = Bare()
    bare.add_guard()
    with pytest.raises(ConfigError) as raised:
        GpuNodePool(bare.stack, "pool", GpuNodePoolProps(
            name="bare", settings=NodePoolSettings(ssh_public_key=PUBLIC_KEY), capacity_guard=bare.guard,
            partition=bare.add_partition(), subnet_id="bare-subnet-id", protect="yes"))
    assert codes(raised.value) == [("CIB090", "bare/pool.protect")]


def test_production_stacks_protect_their_data_disks():
    from tests.support import env, synth

    prod = synth(env("training-prod", pool=dict(data_disk_size="1TiB")))
    dev = synth(env("training-dev", pool=dict(data_disk_size="1TiB")))
    assert resources(prod, "crusoe_storage_disk")["pool_disks"]["lifecycle"]["prevent_destroy"] is True
    assert "prevent_destroy" not in resources(dev, "crusoe_storage_disk")["pool_disks"]["lifecycle"]


# --- NVLink domains and per-type images (catalog) -----------------------------------------------------


def test_a_gb200_pool_pinned_to_one_nvlink_domain_carries_it_on_every_node_and_boots_the_arm64_image():
    bare = Bare()
    bare.add_guard(instance_type="gb200-186gb-nvl-ib.4x", node_count=18)
    bare.add_pool(nvlink_domain_id="nvl-rack-07")
    tf = bare.synth()
    nodes = nodes_of(tf)
    assert len(tf["locals"]["capacity_node_keys"]) == 18 and nodes["type"] == "gb200-186gb-nvl-ib.4x"
    assert nodes["nvlink_domain_id"] == "nvl-rack-07"  # one for_each resource: every node gets it
    assert nodes["image"] == "ubuntu24.04-nvidia-nvl-arm64-gb200"


def test_without_a_domain_no_nvlink_domain_id_is_written_and_h100_keeps_its_image(plain_tf):
    nodes = nodes_of(plain_tf)
    assert "nvlink_domain_id" not in nodes and nodes["image"] == "ubuntu22.04-nvidia-sxm-docker:latest"


def test_an_image_override_falls_back_to_the_types_default_image():
    bare = Bare()
    bare.add_guard(instance_type="b200-180gb-sxm-ib.8x", node_count=2)
    bare.add_pool(node_overrides={"node-001": NodeOverride(image=ROLLED)})
    image = nodes_of(bare.synth())["image"]
    assert "ubuntu24.04-nvidia-sxm-docker-b200" in image and "lookup(" in image
