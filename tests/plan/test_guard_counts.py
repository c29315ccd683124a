"""The capacity guard's node counts on real Terraform core, for every shape the stored ledger takes.

The guard counts the nodes that need slices from the ledger the last apply wrote (no set arithmetic
over the wanted keys: that cost ~5% of a 2,048-node plan). These plans evaluate the guard's own
locals, as synthesized, with the ledger given as a literal, and read the counts back from outputs.
"""

from __future__ import annotations

import pytest

from tests.support import H100, Bare

COUNTED = ("node_keys", "prior", "prior_nodes", "retyped", "new_count", "slices_needed")


@pytest.fixture(scope="module")
def guard_locals() -> dict:
    bare = Bare()
    bare.add_guard(node_count=4)
    return bare.synth()["locals"]


def counts(offline_tf, guard_locals: dict, stored) -> dict:
    config = {"locals": {f"capacity_{k}": guard_locals[f"capacity_{k}"] for k in COUNTED},
              "output": {k: {"value": f"${{local.capacity_{k}}}"} for k in ("prior_nodes", "new_count", "slices_needed")}}
    config["locals"]["capacity_stored"] = stored
    tf = offline_tf(config)
    assert tf.init().rc == 0
    applied = tf.apply()
    assert applied.rc == 0, applied.output
    return tf.outputs()


def ledger(nodes, instance_type=H100):
    return {"ib_network_id": "net-1", "location": "us-east1-a", "nodes": nodes, "instance_type": instance_type}


@pytest.mark.parametrize("stored,new_count,prior_nodes", [
    pytest.param(None, 4, [], id="first plan: no ledger, every node needs slices"),
    pytest.param(ledger(["node-000", "node-001"]), 2, ["node-000", "node-001"], id="scale up: only the new nodes"),
    pytest.param(ledger([f"node-{i:03d}" for i in range(6)]), 0, [f"node-{i:03d}" for i in range(4)],
                 id="scale down: nothing new, the dropped keys do not count"),
    pytest.param(ledger(["node-003", "node-009"]), 3, ["node-003"], id="a kept node and a dropped one"),
    pytest.param(ledger(["node-000"], "a100-80gb-sxm-ib.8x"), 4, ["node-000"],
                 id="type change: every wanted node needs the new type's slices"),
    pytest.param({"ib_network_id": "net-1", "nodes": ["node-000"]}, 3, ["node-000"],
                 id="a ledger from before the type was recorded: this configuration's type"),
])
def test_the_guard_counts_the_nodes_that_need_slices(guard_locals, offline_tf, stored, new_count, prior_nodes):
    got = counts(offline_tf, guard_locals, stored)
    assert got == {"new_count": new_count, "prior_nodes": prior_nodes, "slices_needed": new_count * 8}
