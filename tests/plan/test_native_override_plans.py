"""crusoe_ib_override.tf (crusoe_ib/native_override.py) restates a stack's repeated blocks in native
syntax beside cdk.tf.json so that Terraform parses them once. It may change nothing but plan time: every
stack, and a block of hostile strings, plans exactly the same with it and without it."""

from __future__ import annotations

import pytest

from crusoe_ib import NodeOverride, native_override
from tests.library_fixtures import FIXTURES
from tests.support import K3S_TOKENS, env, synth

#: Every option that changes a repeated block's arguments (disks, private addresses behind a jump host,
#: a per-node image, the apply gate, a backup controller and login nodes), at four nodes.
EVERY_OPTION = (
    env("training-dev", name="every-option-torchrun", capacity=dict(node_count=4),
        pool=dict(data_disk_size="2TiB", public_ip="none", ssh_jump_host="ops@bastion.example.com:2222",
                  startup_script='echo "${HOME}" %{x} $${y}\n',
                  node_overrides={"node-002": NodeOverride(image="ubuntu22.04-nvidia-sxm-docker:v2")}),
        verification=dict(apply_gate=True)),
    env("training-k3s", name="every-option-k3s", capacity=dict(node_count=4),
        pool=dict(public_ip="static", control_plane_public_ip="dynamic")),
    env("training-slurm", name="every-option-slurm", capacity=dict(node_count=4),
        orchestration=dict(backup_controller=True, login_count=3)),
)


def plan(tf) -> dict:
    assert tf.init().rc == 0
    shown = tf.plan_json()
    return {k: shown.get(k) for k in ("planned_values", "resource_changes", "output_changes", "prior_state")}


def both_ways(offline_tf, stack: dict, **kw) -> tuple[dict, dict, str]:
    """Plans of ``stack`` with its override and without (the harness writes it, as `make synth` does)."""
    with_it, without = (offline_tf(stack, **kw) for _ in range(2))
    override = with_it.stack_dir / native_override.FILE
    text = override.read_text() if override.exists() else ""
    (without.stack_dir / native_override.FILE).unlink(missing_ok=True)
    return plan(with_it), plan(without), text


@pytest.mark.parametrize("config", FIXTURES + EVERY_OPTION, ids=lambda c: c.name)
def test_every_stack_plans_the_same_with_the_override(config, offline_tf):
    stack = synth(config)
    repeated = [f'resource "{t}" "{n}"' for t, blocks in stack["resource"].items() for n, b in blocks.items()
                if "for_each" in b or "count" in b]
    faster, plain, text = both_ways(offline_tf, stack, seed_state=True, env=K3S_TOKENS)
    assert [head for head in repeated if head not in text] == []  # every repeated block is restated
    assert bool(text) == bool(repeated)  # and a stack that repeats nothing gets no file
    assert plain["resource_changes"], "the fixture plans nothing: the comparison would prove nothing"
    assert faster == plain


HOSTILE = [
    'a "quoted"\nline\\', "tab\there\rcr", "\x01\x1f control", "é ünï 🚀 日本", "$${HOME} %%{ x }",
    '${"a\\"b\\\\c"}', "%{ if true }yes%{ else }no%{ endif }", '${join("\\n", [for k in ["x"] : "${k}=${"v"}"])}',
    "lone $ and % and { } and \\\\ and $", "<<EOF\nheredoc?\nEOF", "${each.key}", '"${each.value}"',
    "${ each.key }", "${~ each.key ~}", "x${each.key}y", "${{ a = each.key }}", "",
]


def test_hostile_strings_mean_the_same_in_both_syntaxes(offline_tf):
    """Literal text escaped, expressions kept, ``${x}`` unwrapped to ``x``, keys (even "//") kept."""
    block = {
        "for_each": '${toset(["one", "two"])}',
        "input": {**{f"s{i}": s for i, s in enumerate(HOSTILE)}, "//": "a key in an expression", 'we"ird\\key ${each.key}': 1,
                  "n": [1, 2.5, -3e-7, True, False, None], "nested": {"list": [{"k": "${each.value}"}]}},
        "triggers_replace": HOSTILE,
    }
    stack = {"resource": {"terraform_data": {"strings": block}},
             "output": {"seen": {"value": "${terraform_data.strings}"}}}
    faster, plain, text = both_ways(offline_tf, stack)
    assert 'resource "terraform_data" "strings"' in text
    assert faster == plain
    planned = {r["index"]: r["values"]["input"] for r in plain["planned_values"]["root_module"]["resources"]}
    assert planned["one"]["s0"] == HOSTILE[0] and planned["two"]["s10"] == "two"  # the comparison is of real values
