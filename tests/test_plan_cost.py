"""What keeps a 2,048-node plan as cheap as hand-written HCL (`make bench` measures it; these fast
checks guard the causes on the synthesized JSON):

* Terraform core re-evaluates an inline ``for_each`` literal for every instance: 2,048 nodes planned
  in ~100 s with the map inline and ~10 s with the same map in a local. Every ``for_each`` names a
  local, and no per-node literal stands anywhere else.
* Terraform builds the whole resource's object each time an expression names it: outputs read the
  nodes through one local view.
* A node's startup script is copied ~10 times per node in Terraform's memory (and once per node in
  the state): the ~100 KB checker made a 2,048-node plan take 2.3 GB. No script carries it (the
  apply delivers it over SSH from one file of the stack, NodeDelivery); every node's script stays
  under a budget and carries no payload.
* Terraform evaluates every expression of a for_each resource once per instance, and the JSON syntax
  parses each string again every time: a pool-wide value computed there (``try(...)`` of the location,
  a ``join`` or ``for`` over the nodes) costs N times what one local costs, N x N when it walks the pool.
  Per-instance blocks name locals; each list over the nodes is built once, in a local the outputs name.
"""

from __future__ import annotations

import collections
import json
import re

import pytest

from crusoe_ib.verify.build.zipapp import zipapp_b64
from tests.library_fixtures import FIXTURES
from tests.support import env, synth

#: Bytes of startup script every node carries. At 2,048 nodes each KB here costs Terraform ~20 MB of
#: peak memory (measured with `make bench`); the node check's own part is ~2 KB (with the metrics written
#: when the pinned checker never ran). The largest is a Slurm GPU node (~10.4 KB: the Slurm env file, the
#: health check that is also the Prolog, the TaskProlog, waiting for the delivered munge key, the enroot
#: mount of the topology directory); a torchrun node (what `make bench` plans) carries ~3.5 KB. Raised from
#: 9 KB when the munge delivery marker, the node metrics and the enroot mount landed together.
STARTUP_SCRIPT_BUDGET = 11 * 1024
NODES = 64

SCENARIOS = {config.name: config for config in FIXTURES}
SCENARIOS["training-prod-64-disks-gate"] = env(
    "training-prod", capacity=dict(node_count=NODES), pool=dict(data_disk_size="2TiB"), verification=dict(apply_gate=True))
SCENARIOS["training-k3s-64"] = env("training-k3s", capacity=dict(node_count=NODES))
SCENARIOS["training-cmk-64"] = env("training-cmk", capacity=dict(node_count=NODES))
LOCAL_REF = re.compile(r"\$\{local\.[A-Za-z0-9_]+\}")
BASE64_RUN = re.compile(r"[A-Za-z0-9+/=]{200,}")


@pytest.fixture(scope="module", params=sorted(SCENARIOS))
def tf(request) -> dict:
    return synth(SCENARIOS[request.param])


def _resources(tf: dict):
    for rtype, blocks in tf.get("resource", {}).items():
        for name, block in blocks.items():
            yield f"{rtype}.{name}", block


def test_every_for_each_names_a_local(tf):
    for address, block in _resources(tf):
        if "for_each" in block:
            assert isinstance(block["for_each"], str) and LOCAL_REF.fullmatch(block["for_each"]), (
                f"{address}: for_each is {block['for_each']!r}; hold the collection in a local "
                "(Terraform re-evaluates an inline literal for every instance)")
        assert not isinstance(block.get("count"), (list, dict)), address


def _collections(value, path=""):
    if isinstance(value, dict):
        yield path, value
        for k, v in value.items():
            yield from _collections(v, f"{path}.{k}")
    elif isinstance(value, list):
        yield path, value
        for i, v in enumerate(value):
            yield from _collections(v, f"{path}[{i}]")


def test_per_node_keys_stand_once_in_a_local(tf):
    keys = {"node-000", "node-001"}  # every scenario has at least two nodes
    holding = [path for path, c in _collections(tf) if keys <= {v for v in c if isinstance(v, str)}]
    assert holding == [".locals.capacity_node_keys"]
    # ...and no expression spells them out either
    assert not re.search(r'"node-001"\s*[,=:]', json.dumps({k: v for k, v in tf.items() if k != "locals"}))


def test_outputs_read_the_nodes_through_one_local(tf):
    pools = [name for address, _ in _resources(tf) for name in [address.split(".", 1)[1]]
             if address.startswith("crusoe_compute_instance.") and name.endswith("_nodes")]
    for pool in pools:
        # A reference, not the address written as text (`--pool-address crusoe_compute_instance.pool_nodes`,
        # the remediation output's `pool_address`): those are strings Terraform never evaluates.
        whole = re.compile(rf"(?<!--pool-address )(?<!\"pool_address\": \")crusoe_compute_instance\.{pool}(?![\w\[])")
        readers = [where for where, text in (
            *((f"output.{k}", json.dumps(v)) for k, v in tf.get("output", {}).items()),
            *((f"locals.{k}", json.dumps(v)) for k, v in tf.get("locals", {}).items()),
            *((a, json.dumps(b)) for a, b in _resources(tf) if a != f"crusoe_compute_instance.{pool}"),
        ) if whole.search(text)]
        assert readers == [f"locals.{pool}_view"], readers


def test_every_boot_script_is_small_and_carries_no_payload(tf):
    text = json.dumps(tf)
    nodes = tf.get("resource", {}).get("crusoe_compute_instance", {}).get("pool_nodes")
    if nodes is None or "startup_script" not in nodes:  # a managed pool has no startup script
        assert zipapp_b64() not in text
        return
    every = tf["locals"]["pool_boot_script"]
    assert len(every.encode()) <= STARTUP_SCRIPT_BUDGET, len(every.encode())
    assert not BASE64_RUN.search(every)
    assert "local.pool_boot_script" in nodes["startup_script"]
    assert "pool_first_node_boot_script" not in tf["locals"]  # one script for every node
    # The checker stands in no script at all: the stack holds it as one file (an asset) the delivery reads.
    assert zipapp_b64()[:500] not in text and not any(BASE64_RUN.search(i.get("startup_script", ""))
                                                       for i in tf["resource"]["crusoe_compute_instance"].values())


def _interpolations(text: str):
    """Every ``${...}`` of a Terraform template string (``$${`` is an escaped literal), nested ones inside."""
    i = 0
    while (i := text.find("${", i)) != -1:
        if i > 0 and text[i - 1] == "$":
            i += 2
            continue
        depth, j = 0, i + 1
        while j < len(text):
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            if depth == 0:
                break
            j += 1
        yield text[i + 2:j]
        i += 2


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


#: Functions that walk a collection or recompute a pool-wide value. In a for_each resource Terraform
#: evaluates every expression once per instance (and, the JSON syntax, parses it again each time), so one of
#: these there costs N x N at N nodes, or N times what one local costs once.
POOL_WIDE = re.compile(r"\b(try|join|keys|values|toset|tolist|tomap|flatten|concat|merge|length|contains|distinct|sort|"
                       r"setunion|setintersection|setsubtract|jsonencode|jsondecode|file|templatefile|format|formatlist)\(|"
                       r"\[\s*for\s|\{\s*for\s|\[\*\]")


def test_no_per_instance_expression_walks_the_pool(tf):
    for address, block in _resources(tf):
        if "for_each" not in block:
            continue
        body = {k: v for k, v in block.items() if k not in ("for_each", "depends_on", "lifecycle", "//")}
        for text in _strings(body):
            for expression in _interpolations(text):
                assert not POOL_WIDE.search(expression), (
                    f"{address}: ${{{expression}}} is evaluated for every instance; hold the pool-wide value in a "
                    "local and name the local here")


def test_every_list_over_the_nodes_is_built_once(tf):
    """A for-expression over a pool's nodes (2,048 values, then a conversion) in a local that the outputs name:
    the same list written out in several outputs is evaluated once per copy."""
    found = collections.Counter(
        e for text in _strings(tf) for outer in _interpolations(text) for e in _for_expressions(outer))
    repeated = {e: n for e, n in found.items() if n > 1}
    assert not repeated, repeated


def _for_expressions(expression: str):
    for match in re.finditer(r"[\[{]for k, n in local\.\w+_nodes_view : ", expression):
        start, depth = match.start(), 0
        for end in range(start, len(expression)):
            depth += {"[": 1, "{": 1, "]": -1, "}": -1}.get(expression[end], 0)
            if depth == 0:
                yield expression[start:end + 1]
                break
