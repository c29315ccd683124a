"""crusoe_ib.core._hcl: the one place Terraform expressions are written. string() is the only way a
user's value reaches HCL, so it is checked both ways: the exact escapes, and a round trip back to
the value (in Python, and through Terraform itself where a terraform binary is installed)."""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from crusoe_ib.core import _hcl
from crusoe_ib.core.cdk import Construct, TerraformOutput, crusoe
from tests.support import REPO, Bare

TERRAFORM = shutil.which("terraform")
VpcNetwork = crusoe.vpc_network.VpcNetwork
needs_terraform = pytest.mark.skipif(TERRAFORM is None, reason="no terraform binary on PATH")


def unescape(literal: str) -> str:
    """What Terraform reads from ``string(v)``: undo the template escapes, then JSON-decode."""
    return json.loads(literal.replace("$${", "${").replace("%%{", "%{"))


def terraform_reads(literals: list[str], workdir: Path) -> list[str]:
    """Evaluate each literal with Terraform, inside ``${...}`` in a .tf.json file as cdktf writes it."""
    config = {"locals": {f"v{i}": _hcl.expr(lit) for i, lit in enumerate(literals)}}
    (workdir / "main.tf.json").write_text(json.dumps(config))
    refs = ", ".join(f"local.v{i}" for i in range(len(literals)))
    result = subprocess.run(
        [TERRAFORM, "console"], input=f"base64encode(jsonencode([{refs}]))\n", cwd=workdir,
        capture_output=True, text=True, timeout=60,
        env={**os.environ, "TF_CLI_CONFIG_FILE": os.devnull, "NO_COLOR": "1", "CHECKPOINT_DISABLE": "1"})
    out = result.stdout.strip()
    assert re.fullmatch(r'"[A-Za-z0-9+/=]+"', out), f"terraform console failed:\n{result.stdout}\n{result.stderr}"
    return json.loads(base64.b64decode(out.strip('"')))


# --- string(): exact escapes ---------------------------------------------------------------------


@pytest.mark.parametrize("value,literal", [
    ("plain", '"plain"'),
    ('say "hi"', r'"say \"hi\""'),
    ("C:\\path", r'"C:\\path"'),
    ("two\nlines", r'"two\nlines"'),
    ("tab\there", r'"tab\there"'),
    ("${file(\"/etc/passwd\")}", r'"$${file(\"/etc/passwd\")}"'),
    ("%{ if true }x%{ endif }", '"%%{ if true }x%%{ endif }"'),
    ("$${already}", '"$$${already}"'),
    ("cost: $5 and 100%", '"cost: $5 and 100%"'),  # a lone $ or % is not an escape
    ("ünïcödé ☃", '"ünïcödé ☃"'),
])
def test_string_escapes_quotes_backslashes_newlines_and_template_sequences(value, literal):
    assert _hcl.string(value) == literal
    assert unescape(literal) == value


TRICKY = st.text(alphabet=st.sampled_from(list('$%{}"\\\n\t\x01\x7f aé☃')))


@given(st.one_of(TRICKY, st.text()))
@settings(max_examples=400, deadline=None)
def test_string_round_trips_any_text_and_never_opens_a_template(value):
    literal = _hcl.string(value)
    assert literal.startswith('"') and literal.endswith('"')
    assert unescape(literal) == value
    # HCL reads ${ / %{ as a template unless it is written $${ / %%{
    assert not re.search(r"(?<!\$)\$\{", literal) and not re.search(r"(?<!%)%\{", literal)
    assert "\n" not in literal  # one line: safe inside any expression


ROUND_TRIP = [
    "plain", 'quote " backslash \\ newline \n tab \t cr \r', "${var.secret}", "%{ if true }x%{ endif }",
    "$${", "$$${x}", "%%{y}", "$", "end$", "100%", "ünïcödé ☃ \u2028", "ctl \x01 \x1f \x7f", "",
]


@needs_terraform
def test_terraform_reads_string_literals_back_as_the_value(tmp_path):
    literals = [_hcl.string(v) for v in ROUND_TRIP]
    assert terraform_reads(literals, tmp_path) == ROUND_TRIP


@needs_terraform
@pytest.mark.parametrize("value", ["backspace \b", "form feed \f"])
def test_terraform_reads_backspace_and_form_feed_back(value, tmp_path):
    assert terraform_reads([_hcl.string(value)], tmp_path) == [value]


# --- the other expression helpers -----------------------------------------------------------------


def test_expr_template_text_strings_and_join():
    assert _hcl.expr("local.x") == "${local.x}"
    assert _hcl.template_text('echo "${HOME}" %{x} $PATH') == 'echo "$${HOME}" %%{x} $PATH'
    assert _hcl.strings(["a", 'b"c', "${d}"]) == r'["a", "b\"c", "$${d}"]'
    assert _hcl.strings([]) == "[]"
    assert _hcl.join("\n", "local.xs") == r'join("\n", local.xs)'


def test_for_expressions():
    assert _hcl.for_map("aws_x.y", "n.id") == "{for k, n in aws_x.y : k => n.id}"
    assert _hcl.for_map("c", "v.a", key="i", item="v") == "{for i, v in c : i => v.a}"
    assert _hcl.for_list("c", "n.ip") == "[for k, n in c : n.ip]"
    assert _hcl.for_list("c", "n.ip", condition="n.ok") == "[for k, n in c : n.ip if n.ok]"
    assert _hcl.for_values("c", "n.id") == "[for n in c : n.id]"
    assert _hcl.for_values("n.caps", "c.q", item="c", condition="c.t == 1") == "[for c in n.caps : c.q if c.t == 1]"
    assert _hcl.where("local.nets", "n.free > 0") == "[for n in local.nets : n if n.free > 0]"
    assert _hcl.where("p.nodes", "can(m[k])", item="k") == "[for k in p.nodes : k if can(m[k])]"


def test_objects_conditions_and_unwrap():
    assert _hcl.obj({"a": "n.a", "b": '"x"'}) == '{ a = n.a, b = "x" }'
    assert _hcl.try_("local.s.id", '""') == 'try(local.s.id, "")'
    assert _hcl.cond("x > 0", "x", "null") == "x > 0 ? x : null"
    assert _hcl.unwrap("${local.x}") == "local.x" and _hcl.unwrap("local.x") == "local.x"


def test_local_names_the_local_and_returns_its_reference():
    bare = Bare("hcl-local")
    scope = Construct(bare.stack, "pool")
    assert _hcl.local(scope, "nodes_view", "{for k, n in x : k => n}") == "local.pool_nodes_view"
    assert _hcl.local(scope, "image_overrides", {"node-001": "img"}) == "local.pool_image_overrides"
    assert bare.synth()["locals"] == {"pool_nodes_view": "${{for k, n in x : k => n}}",
                                      "pool_image_overrides": {"node-001": "img"}}


def test_instance_attribute_paths_exist_in_the_provider_schema():
    schema = json.loads(next((REPO / "schema").glob("crusoe-provider-*.json")).read_text())
    (provider,) = schema["provider_schemas"].values()
    attributes = provider["resource_schemas"]["crusoe_compute_instance"]["block"]["attributes"]
    for path in (_hcl.PRIVATE_IP, _hcl.PUBLIC_IP):
        head, field, attr = re.fullmatch(r"(\w+)\[0\]\.(\w+)\.(\w+)", path).groups()
        nic = attributes[head]["nested_type"]
        assert nic["nesting_mode"] == "list"
        assert attr in nic["attributes"][field]["nested_type"]["attributes"], path


# --- logical ids and addresses: public API ----------------------------------------------------------


@pytest.fixture(scope="module")
def named_tf():
    bare = Bare()
    outer = Construct(bare.stack, "team-a")
    inner = Construct(outer, "gpu.pool")
    vpc = _hcl.named(VpcNetwork(inner, "vpc", name="n", cidr="10.0.0.0/8"), inner, "vpc")
    TerraformOutput(bare.stack, "vpc-address", value=_hcl.address(vpc))
    TerraformOutput(bare.stack, "vpc-id", value=vpc.id)
    return {"tf": bare.synth(), "ids": (_hcl.logical_id(inner, "nodes"), _hcl.logical_id(outer, ""))}


def test_logical_id_is_the_construct_path_below_the_stack(named_tf):
    assert named_tf["ids"] == ("team_a_gpu_pool_nodes", "team_a")


def test_named_resource_keeps_its_readable_address(named_tf):
    tf = named_tf["tf"]
    assert list(tf["resource"]["crusoe_vpc_network"]) == ["team_a_gpu_pool_vpc"]
    assert tf["output"]["vpc-address"]["value"] == "crusoe_vpc_network.team_a_gpu_pool_vpc"
    assert tf["output"]["vpc-id"]["value"] == "${crusoe_vpc_network.team_a_gpu_pool_vpc.id}"
