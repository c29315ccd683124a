"""tools/tfjson_to_hcl.py writes a stack's JSON as HCL that plans exactly the same: `make bench
BENCH_ARGS=--hcl` compares the two plans' cost, so the comparison is only worth its figures if
Terraform sees one configuration in both (every stack, every kind of block and string it holds)."""

from __future__ import annotations

import json

import pytest

from crusoe_ib import native_override
from offline import OfflineTerraform
from tests.library_fixtures import FIXTURES
from tests.support import K3S_TOKENS, synth
from tfjson_to_hcl import convert


def plan(tf: OfflineTerraform) -> dict:
    assert tf.init().rc == 0
    shown = tf.plan_json()
    return {k: shown.get(k) for k in ("planned_values", "resource_changes", "output_changes", "prior_state")}


@pytest.mark.parametrize("config", FIXTURES, ids=lambda c: c.name)
def test_the_hcl_plans_exactly_what_the_json_plans(config, offline_tf):
    stack = synth(config)
    as_json, as_hcl = (offline_tf(stack, seed_state=True, env=K3S_TOKENS) for _ in range(2))
    written = as_hcl.stack_dir / "cdk.tf.json"  # as the harness rewrote it (offline backend)
    (as_hcl.stack_dir / "main.tf").write_text(convert(json.loads(written.read_text())))
    written.unlink()
    (as_hcl.stack_dir / native_override.FILE).unlink(missing_ok=True)
    expected = plan(as_json)
    assert expected["resource_changes"], "the fixture plans nothing: the comparison would prove nothing"
    assert plan(as_hcl) == expected

