"""What crusoe_ib_override.tf restates, and when synth writes or removes it (crusoe_ib/native_override.py).
That it plans exactly like cdk.tf.json alone is proven on Terraform core: tests/plan/test_native_override_plans.py."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from crusoe_ib import native_override
from crusoe_ib.native_override import template, value

REPO = Path(__file__).resolve().parent.parent


def test_the_block_table_is_the_provider_schemas():
    schema = json.loads(next((REPO / "schema").glob("crusoe-provider-*.json")).read_text())
    (provider,) = schema["provider_schemas"].values()
    blocks = {t: frozenset(s["block"]["block_types"]) for t, s in provider["resource_schemas"].items()
              if s["block"].get("block_types")}
    assert blocks == dict(native_override.CRUSOE_BLOCKS)
    assert not any(s["block"].get("block_types") for s in provider["data_source_schemas"].values())


def test_only_the_arguments_of_repeated_blocks_are_restated():
    config = {"resource": {
        "crusoe_compute_instance": {"nodes": {"for_each": "${local.keys}", "name": "n-${each.key}", "depends_on": ["x.y"],
                                              "lifecycle": {"ignore_changes": ["startup_script"]}, "//": {"metadata": {}},
                                              "network_interfaces": [{"subnet": "${crusoe_vpc_subnet.s.id}"}]},
                                    "single": {"name": "one"}},
        "crusoe_kubernetes_node_pool": {"pools": {"count": 2, "name": "p", "node_taints": [{"key": "k"}]}},
        # Another provider's type: a list or an object there may be a nested block, so only scalars.
        "null_resource": {"team": {"count": 3, "triggers": {"a": "b"}, "label": "x", "size": 2}},
    }}
    text = native_override.text(config)
    assert 'resource "crusoe_compute_instance" "nodes" {\n  for_each = local.keys\n  name = "n-${each.key}"\n' \
           '  network_interfaces = [{\n    "subnet" = crusoe_vpc_subnet.s.id\n  }]\n}' in text
    assert not any(f"{meta} =" in text for meta in ("depends_on", "lifecycle", "//"))
    assert '"single"' not in text
    assert 'resource "crusoe_kubernetes_node_pool" "pools" {\n  count = 2\n  name = "p"\n}' in text  # node_taints: a block
    assert 'resource "null_resource" "team" {\n  count = 3\n  label = "x"\n  size = 2\n}' in text
    assert native_override.text({"resource": {"crusoe_vpc_network": {"vpc": {"name": "v"}}}}) is None


def test_synth_writes_it_for_every_stack_and_removes_a_stale_one(tmp_path):
    stack = tmp_path / "stacks" / "s"
    stack.mkdir(parents=True)
    (tmp_path / "manifest.json").write_text(json.dumps(
        {"stacks": {"s": {"synthesizedStackPath": "stacks/s/cdk.tf.json", "workingDirectory": "stacks/s"}}}))
    raw = json.dumps({"resource": {"terraform_data": {"t": {"count": 1, "input": "x"}}}})
    (stack / "cdk.tf.json").write_text(raw)
    assert native_override.write_all(tmp_path) == [stack / native_override.FILE]
    assert f"sha256 {hashlib.sha256(raw.encode()).hexdigest()}" in (stack / native_override.FILE).read_text()

    (stack / "cdk.tf.json").write_text(json.dumps({"resource": {"terraform_data": {"t": {"input": "x"}}}}))
    assert native_override.write_all(tmp_path) == []  # nothing repeated any more: the old file must go,
    assert not (stack / native_override.FILE).exists()  # or Terraform would find no base block for it


@pytest.mark.parametrize("text,native", [
    ('a "quoted"\nline\\', '"a \\"quoted\\"\\nline\\\\"'),
    ("\x01", '"\\u0001"'),
    ('${try(local.x, "")} $${HOME} %%{x}', '"${try(local.x, "")} $${HOME} %%{x}"'),
    ('${join("\\n", [for k in x : "${k}=${v["a"]}"])}', '"${join("\\n", [for k in x : "${k}=${v["a"]}"])}"'),
])
def test_literal_text_is_escaped_and_expressions_are_kept(text, native):
    assert template(text) == native


@pytest.mark.parametrize("text,native", [
    ("${local.x}", "local.x"),
    ('${{ a = "}" }}', '{ a = "}" }'),
    ("${a}${b}", '"${a}${b}"'),   # two interpolations: a string, not one value
    ("${~ a ~}", '"${~ a ~}"'),   # strip markers: kept as written
    ("x${a}", '"x${a}"'),
])
def test_a_lone_interpolation_is_its_expression(text, native):
    assert value(text) == native
