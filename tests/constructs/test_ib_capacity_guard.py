"""IbCapacityGuard in a bare stack: the network search, the slices it asks for, the plan-time
precondition, the ledger it writes and reads back, and the errors its settings and wiring raise."""

from __future__ import annotations

import pytest

from crusoe_ib import CapacitySettings, ConfigError, IbCapacityGuard, IbCapacityGuardProps
from crusoe_ib.backend import S3State
from tests.support import BARE_STATE, H100, Bare, codes, resources

NODES = "${keys(crusoe_compute_instance.somewhere)}"


@pytest.fixture(scope="module")
def guard_tf() -> dict:
    bare = Bare()
    guard = bare.add_guard(node_count=2, locations=("us-east1-a", "us-southcentral1-a"))
    guard.record_nodes(NODES)
    return bare.synth()


@pytest.fixture(scope="module")
def pinned_tf() -> dict:
    bare = Bare()
    bare.add_guard(instance_type="a100-80gb-sxm-ib.8x", node_count=3, ib_network_id="ib-net-pinned-0001")
    return bare.synth()


def test_the_check_is_a_precondition_that_fails_the_plan(guard_tf):
    assert "capacity" in guard_tf["data"]["crusoe_ib_networks"]
    check = resources(guard_tf, "terraform_data")["capacity_check"]
    precondition, retype = check["lifecycle"]["precondition"]
    assert precondition["condition"] == "${local.capacity_retyped || local.capacity_selected != null}"
    assert retype["condition"] == "${!local.capacity_retyped || local.capacity_selected != null}"
    assert retype["error_message"].endswith("[CIB102]") and "changes instance_type from ${local.capacity_prior.instance_type} to h100-80gb-sxm-ib.8x" in retype["error_message"]
    message = precondition["error_message"]
    assert "h100-80gb-sxm-ib.8x" in message
    # The catalogue's anatomy, as at synth: where = value: rule Fix: fix [code]
    assert message.startswith("bare/capacity.node_count = 2: No IB network in ") and message.endswith("[CIB101]")
    assert "us-east1-a, us-southcentral1-a" in message and "Best available:" in message and " Fix: Lower node_count" in message
    assert "slices on ${local.capacity_best.name} (${local.capacity_best.id}, ${local.capacity_best.location})" in message
    assert "none: no IB network is in us-east1-a, us-southcentral1-a at all (check the name" in message
    assert retype["error_message"].startswith("bare/capacity.instance_type = 'h100-80gb-sxm-ib.8x': The pool changes ")
    assert "check" not in guard_tf  # a check block only warns; the guard must stop the plan


def test_required_slices_come_from_the_catalog(guard_tf):
    locals_ = guard_tf["locals"]
    assert locals_["capacity_slices_needed"] == "${local.capacity_new_count * 8}"
    assert locals_["capacity_node_keys"] == {"node-000": "node-000", "node-001": "node-001"}
    assert locals_["capacity_new_count"] == (
        "${length(local.capacity_node_keys) - (local.capacity_retyped ? 0 : length(local.capacity_prior_nodes))}")
    assert 'c.slice_type == "h100-80gb-sxm-ib.8x"' in locals_["capacity_networks"]


def test_failover_list_is_searched_in_order(guard_tf):
    assert '[for l in ["us-east1-a", "us-southcentral1-a"]' in guard_tf["locals"]["capacity_candidates"]


def test_pinned_network_skips_the_search_but_not_the_check(pinned_tf):
    candidates = pinned_tf["locals"]["capacity_candidates"]
    assert 'n.id == "ib-net-pinned-0001"' in candidates and "for l in" not in candidates
    assert "capacity_check" in resources(pinned_tf, "terraform_data")
    assert "the pinned network ib-net-pinned-0001" in (
        resources(pinned_tf, "terraform_data")["capacity_check"]["lifecycle"]["precondition"][0]["error_message"])


def test_a_running_cluster_keeps_its_network(guard_tf):
    locals_ = guard_tf["locals"]
    assert locals_["capacity_sticky"] == (
        '${length(local.capacity_prior_nodes) > 0 && local.capacity_prior.ib_network_id != ""}')
    assert locals_["capacity_candidates"].startswith(
        "${local.capacity_sticky ? [for n in local.capacity_networks : n if n.id == local.capacity_prior.ib_network_id] : ")
    assert locals_["capacity_prior_nodes"] == "${[for k in local.capacity_prior.nodes : k if can(local.capacity_node_keys[k])]}"


def test_a_type_change_asks_for_every_running_node(guard_tf):
    """Provider 1.1.1 resizes in place within a family and replaces across families
    (internal/vm/vm_resource.go:106-137): either way every node needs the new type's slices."""
    assert guard_tf["locals"]["capacity_retyped"] == (
        '${length(local.capacity_prior_nodes) > 0 && local.capacity_prior.instance_type != "h100-80gb-sxm-ib.8x"}')


def test_other_types_ask_for_their_own_slices(pinned_tf):
    locals_ = pinned_tf["locals"]
    assert list(locals_["capacity_node_keys"]) == ["node-000", "node-001", "node-002"]
    assert 'c.slice_type == "a100-80gb-sxm-ib.8x"' in locals_["capacity_networks"]


def test_the_ledger_is_written_and_read_back_under_one_name(guard_tf):
    ledger = guard_tf["output"]["capacity_ledger"]["value"]
    assert ledger == {"ib_network_id": '${try(local.capacity_selected.id, "")}',
                      "location": '${local.capacity_location}',
                      "instance_type": H100, "nodes": NODES}
    assert ".outputs.capacity_ledger.value)" in guard_tf["locals"]["capacity_stored"]
    prior = guard_tf["locals"]["capacity_prior"]
    assert "nodes = try(local.capacity_stored.nodes, [])" in prior  # before the first apply: nothing exists
    # a ledger written before the type was recorded: its nodes run the configured type
    assert f'instance_type = try(local.capacity_stored.instance_type, "{H100}")' in prior


def test_no_ledger_until_a_pool_records_its_nodes(pinned_tf):
    assert "output" not in pinned_tf


def test_two_guards_in_one_stack_keep_their_own_names():
    bare = Bare()
    a = IbCapacityGuard(bare.stack, "train", IbCapacityGuardProps(
        settings=CapacitySettings(instance_type=H100, node_count=1, locations="us-east1-a"), previous_state=BARE_STATE))
    b = IbCapacityGuard(bare.stack, "eval", IbCapacityGuardProps(
        settings=CapacitySettings(instance_type=H100, node_count=1, locations="us-east1-a"), previous_state=BARE_STATE))
    a.record_nodes(NODES)
    b.record_nodes(NODES)
    tf = bare.synth()
    assert set(resources(tf, "terraform_data")) == {"train_check", "eval_check"} | {
        f"{g}_ledger_snapshot{e}" for g in ("train", "eval") for e in ("", "_eraser")}
    assert set(tf["output"]) == {"train_ledger", "eval_ledger"}
    assert ".outputs.eval_ledger.value" in tf["locals"]["eval_stored"]
    # each guard its own snapshot file (LocalState): one guard never reads the other's ledger
    snaps = {g: resources(tf, "terraform_data")[f"{g}_ledger_snapshot"]["provisioner"][0]["local-exec"]["environment"]["SNAPSHOT"]
             for g in ("train", "eval")}
    assert snaps["train"].endswith(".train_ledger.json") and snaps["eval"].endswith(".eval_ledger.json")
    assert snaps["eval"] in tf["locals"]["eval_stored"] and snaps["train"] not in tf["locals"]["eval_stored"]
    assert a.location == '${local.train_location}' and b.ib_network_id == '${try(local.eval_selected.id, "")}'


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(instance_type="h100-80gb-sxm.8x"), "CIB002", "instance_type"),
    (dict(instance_type="z900-80gb-sxm-ib.8x"), "CIB003", "instance_type"),
    (dict(instance_type=""), "CIB001", "instance_type"),
    (dict(node_count=0), "CIB004", "node_count"),
    (dict(node_count=2049), "CIB005", "node_count"),
    (dict(node_count="2"), "CIB090", "node_count"),
    (dict(node_count=True), "CIB090", "node_count"),
    (dict(locations=()), "CIB006", "locations"),
    (dict(locations=("us-east1-a", "US East")), "CIB007", "locations"),
    (dict(locations=("us-east1-a", "us-east1-a")), "CIB008", "locations"),
    (dict(ib_network_id="ib net; drop"), "CIB009", "ib_network_id"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        Bare().add_guard(**changes)
    assert codes(raised.value) == [(code, f"bare/capacity.{field}")]


def test_every_problem_is_reported_at_once():
    with pytest.raises(ConfigError) as raised:
        Bare().add_guard(instance_type="h100-80gb-sxm.8x", node_count=0, locations=())
    assert [c for c, _ in codes(raised.value)] == ["CIB002", "CIB004", "CIB006"]


@pytest.mark.parametrize("state", [
    S3State(bucket="crusoe-ib-state", key="k/terraform.tfstate", endpoint='https://s3.example.com/${file("/etc/passwd")}'),
    "terraform.bare.tfstate",
], ids=["s3-endpoint-expression", "path-string"])
def test_a_bad_previous_state_raises_config_error(state):
    with pytest.raises(ConfigError):
        Bare().add_guard(state=state)
