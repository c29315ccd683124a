"""What users rely on in the synthesized Terraform, asserted with partial matchers."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from tests.support import boot_script, env, synth

REPO = Path(__file__).resolve().parent.parent


def resources(tf: dict, rtype: str) -> dict:
    return tf.get("resource", {}).get(rtype, {})


def test_both_stacks_have_guard_partition_and_ib_nodes(dev_json, prod_json):
    for tf in (dev_json, prod_json):
        assert "capacity" in tf["data"]["crusoe_ib_networks"]
        check = resources(tf, "terraform_data")["capacity_check"]
        precondition = check["lifecycle"]["precondition"][0]
        assert precondition["condition"] == "${local.capacity_selected != null}"
        assert "h100-80gb-sxm-ib.8x" in precondition["error_message"]
        assert list(resources(tf, "crusoe_ib_partition")) == ["ib_partition"]
        nodes = resources(tf, "crusoe_compute_instance")["pool_nodes"]
        assert nodes["host_channel_adapters"] == [{"ib_partition_id": "${crusoe_ib_partition.ib_partition.id}"}]
        assert nodes["type"].endswith("-ib.8x")
        assert nodes["location"] == "${try(local.capacity_selected.location, \"\")}"


def test_nodes_are_keyed_by_stable_zero_padded_names(prod_json):
    nodes = resources(prod_json, "crusoe_compute_instance")["pool_nodes"]
    assert list(nodes["for_each"]) == [f"node-{i:03d}" for i in range(16)]
    assert nodes["name"] == "training-prod-${each.key}"


def test_scaling_down_keeps_the_remaining_keys():
    four = resources(synth(env(capacity=dict(node_count=4))), "crusoe_compute_instance")["pool_nodes"]["for_each"]
    three = resources(synth(env(capacity=dict(node_count=3))), "crusoe_compute_instance")["pool_nodes"]["for_each"]
    assert set(four) - set(three) == {"node-003"} and set(three) < set(four)


def test_required_slices_come_from_the_catalog(dev_json):
    locals_ = dev_json["locals"]
    assert locals_["capacity_slices_needed"] == "${length(local.capacity_new_nodes) * 8}"
    assert locals_["capacity_wanted"] == '${toset(["node-000", "node-001"])}'
    assert locals_["capacity_new_nodes"] == "${setsubtract(local.capacity_wanted, local.capacity_prior_nodes)}"


def test_failover_list_is_searched_in_order():
    tf = synth(env(capacity=dict(locations=("us-east1-a", "us-southcentral1-a"))))
    assert '[for l in ["us-east1-a", "us-southcentral1-a"]' in tf["locals"]["capacity_candidates"]


def test_pinned_network_skips_the_search_but_not_the_check():
    tf = synth(env(capacity=dict(ib_network_id="ib-net-pinned-0001")))
    candidates = tf["locals"]["capacity_candidates"]
    assert 'n.id == "ib-net-pinned-0001"' in candidates and "for l in" not in candidates
    assert "capacity_check" in resources(tf, "terraform_data")


def test_guard_reads_its_own_previous_state(dev_json, prod_json):
    # dev: the local state file itself, read only once it exists (first plan has none)
    path = dev_json["terraform"]["backend"]["local"]["path"]
    prior = dev_json["locals"]["capacity_prior"]
    assert f'fileexists("{path}")' in prior and f'jsondecode(file("{path}")).outputs.capacity_ledger.value' in prior
    assert "terraform_remote_state" not in dev_json.get("data", {})
    # prod: the same S3 object the backend writes
    prod_state = prod_json["data"]["terraform_remote_state"]["capacity_previous"]
    backend = prod_json["terraform"]["backend"]["s3"]
    assert prod_state["backend"] == "s3"
    assert {k: prod_state["config"][k] for k in ("bucket", "key", "region")} == {k: backend[k] for k in ("bucket", "key", "region")}
    assert "data.terraform_remote_state.capacity_previous.outputs.capacity_ledger" in prod_json["locals"]["capacity_prior"]
    assert dev_json["output"]["capacity_ledger"]["value"]["nodes"] == "${keys(crusoe_compute_instance.pool_nodes)}"


def test_dev_uses_relative_local_state(dev_json):
    path = dev_json["terraform"]["backend"]["local"]["path"]
    assert not os.path.isabs(path) and path == "terraform.training-dev.tfstate"


def test_prod_uses_locked_s3_state_and_protects_the_partition(prod_json):
    backend = prod_json["terraform"]["backend"]["s3"]
    assert backend["use_lockfile"] is True
    assert not any(k in backend for k in ("access_key", "secret_key", "token"))
    assert resources(prod_json, "crusoe_ib_partition")["ib_partition"]["lifecycle"] == {"prevent_destroy": True}


def test_dev_partition_is_not_protected(dev_json):
    assert "lifecycle" not in resources(dev_json, "crusoe_ib_partition")["ib_partition"]


def test_prod_ssh_is_restricted(prod_json):
    ssh = resources(prod_json, "crusoe_vpc_firewall_rule")["network_ssh"]
    assert ssh["destination_ports"] == "22" and ssh["source"] == "203.0.113.0/24"


def test_nodes_get_the_verification_boot_step_and_image_default(dev_json):
    nodes = resources(dev_json, "crusoe_compute_instance")["pool_nodes"]
    assert nodes["image"] == "ubuntu22.04-nvidia-sxm-docker:latest"
    script = boot_script(dev_json)
    assert script.startswith("#!/bin/bash\n")
    assert "verify.pyz node --instance-type h100-80gb-sxm-ib.8x --output /var/lib/crusoe-ib/node-check.json" in script


def test_user_startup_script_runs_after_library_steps():
    tf = synth(env(pool=dict(startup_script="echo user-step-marker")))
    script = boot_script(tf)
    assert script.index("# --- step: crusoe-ib node check ---") < script.index("echo user-step-marker")
    assert script.rstrip().endswith("echo user-step-marker")


def test_outputs_give_node_ips_and_verification_commands(dev_json):
    outputs = dev_json["output"]
    assert "private_ip = n.network_interfaces[0].private_ipv4.address" in outputs["pool_nodes"]["value"]
    commands = outputs["verify_commands"]["value"]
    assert set(commands) >= {"node_check", "node_check_result", "pair_server", "pair_client", "nccl", "hostfile"}
    thresholds = outputs["verify_thresholds"]["value"]
    assert thresholds["write_bw_floor_mb_per_s"] == 45000 and thresholds["node_count"] == 2


def test_apply_gate_is_off_by_default_and_uses_the_agent(dev_json):
    assert "verify_apply_gate" not in resources(dev_json, "terraform_data")
    gated = synth(env(verification=dict(apply_gate=True)))
    gate = resources(gated, "terraform_data")["verify_apply_gate"]
    command = gate["provisioner"][0]["local-exec"]["command"]
    assert "BatchMode=yes" in command and " -i " not in command


def test_ssh_key_is_the_public_key_content_not_a_path(dev_json):
    key = resources(dev_json, "crusoe_compute_instance")["pool_nodes"]["ssh_key"]
    assert re.match(r"^ssh-ed25519 AAAA\S+ training-ops@example$", key)


def test_synthesized_json_has_no_machine_paths_or_secrets(dev_json, prod_json):
    for tf in (dev_json, prod_json):
        text = json.dumps(tf)
        for needle in (str(REPO), os.path.expanduser("~") + "/", "PRIVATE KEY", "/tmp/"):
            assert needle not in text, needle
        assert not re.search(r"(secret|password|token)\"\s*:", text, re.I)


def test_data_disk_per_node_is_attached():
    tf = synth(env(pool=dict(data_disk_size="2TiB")))
    disks = resources(tf, "crusoe_storage_disk")["pool_disks"]
    assert disks["size"] == "2TiB"
    node = resources(tf, "crusoe_compute_instance")["pool_nodes"]
    assert node["disks"][0]["id"] == "${crusoe_storage_disk.pool_disks[each.key].id}"


def test_boot_script_changes_do_not_rebuild_running_nodes_by_default(dev_json):
    nodes = resources(dev_json, "crusoe_compute_instance")["pool_nodes"]
    assert nodes["lifecycle"] == {"ignore_changes": ["startup_script"]}
    rollout = resources(synth(env(pool=dict(replace_nodes_on_boot_script_change=True))), "crusoe_compute_instance")["pool_nodes"]
    assert "lifecycle" not in rollout


def test_one_node_can_roll_to_another_image():
    from crusoe_ib import NodeOverride
    tf = synth(env(pool=dict(node_overrides={"node-001": NodeOverride(image="ubuntu22.04-nvidia-sxm-docker:2026-11")})))
    nodes = resources(tf, "crusoe_compute_instance")["pool_nodes"]
    assert nodes["image"] == '${lookup(local.pool_image_overrides, each.key, "ubuntu22.04-nvidia-sxm-docker:latest")}'
    assert tf["locals"]["pool_image_overrides"] == {"node-001": "ubuntu22.04-nvidia-sxm-docker:2026-11"}
