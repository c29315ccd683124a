"""Property: whatever value lands in whatever settings field, validation answers with issues from the
catalogue (each with a fix), or the configuration synthesizes. Never a traceback.

Every field of every settings class reachable from EnvironmentConfig is found with
``dataclasses.fields`` (through unions and mappings of settings), so a new field is fuzzed the
day it is added. Deterministic (``derandomize``) and bounded, so CI stays fast and repeatable.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import json
import types
import typing
from collections.abc import Mapping

from crusoe_ib.core import cdk
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crusoe_ib.app import build
from crusoe_ib import LocalState, NodeOverride
from crusoe_ib.core._settings import Settings
from crusoe_ib.core.errors import CATALOGUE, Issue
from crusoe_ib.app import EnvironmentConfig, app_issues
from tests.library_fixtures import FIXTURES
from tests.support import boot_script, env

SETTINGS = settings(deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow])
# How many accepted random configurations the main property also synthesizes (~0.1-1 s each).
SYNTH_BUDGET = 4


# --- every field of every settings class, and a valid environment that holds it --------------------


def settings_classes(hint: object, seen: set[type] | None = None) -> set[type]:
    """The settings dataclasses reachable from ``hint`` through fields, unions and mappings."""
    seen = set() if seen is None else seen
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType) or origin is tuple or origin in (Mapping, dict, typing.Mapping):
        for arg in typing.get_args(hint):
            settings_classes(arg, seen)
    elif isinstance(hint, type) and dataclasses.is_dataclass(hint) and issubclass(hint, Settings) and hint not in seen:
        seen.add(hint)
        for name, field_hint in typing.get_type_hints(hint).items():
            if name in {f.name for f in dataclasses.fields(hint)}:
                settings_classes(field_hint, seen)
    return seen


# The shipped environments hold every orchestration and state type; one more holds a NodeOverride.
BASES = (*FIXTURES, env(name="training-dev-overrides", state=LocalState(path="terraform.training-dev-overrides.tfstate"),
                             pool=dict(node_overrides={"node-001": NodeOverride(image="ubuntu22.04-nvidia-sxm-docker:v2")})))


def field_paths(obj: object, prefix: tuple = ()) -> typing.Iterator[tuple[tuple, type]]:
    """``(path, owning class)`` for every field below ``obj``; a mapping key is a path step."""
    for f in dataclasses.fields(obj):
        path = (*prefix, f.name)
        yield path, type(obj)
        value = getattr(obj, f.name)
        if isinstance(value, Settings):
            yield from field_paths(value, path)
        elif isinstance(value, Mapping):
            for key, item in value.items():
                if isinstance(item, Settings):
                    yield from field_paths(item, (*path, key))


def replaced(obj: object, path: tuple, value: object) -> object:
    """``obj`` with the field at ``path`` set to ``value`` (frozen dataclasses and mappings rebuilt)."""
    head, *rest = path
    if isinstance(obj, Mapping):
        return {**obj, head: replaced(obj[head], tuple(rest), value) if rest else value}
    return dataclasses.replace(obj, **{head: replaced(getattr(obj, head), tuple(rest), value) if rest else value})


TARGETS = [(base, path, owner) for base in BASES for path, owner in field_paths(base)]


def test_every_field_of_every_reachable_settings_class_is_a_target():
    reachable = settings_classes(EnvironmentConfig)
    fields = {(cls, f.name) for cls in reachable for f in dataclasses.fields(cls)}
    targeted = {(owner, path[-1]) for _, path, owner in TARGETS}
    assert len(reachable) >= 12, reachable
    assert fields - targeted == set()


# --- values --------------------------------------------------------------------------------------

TRICKY_TEXT = st.sampled_from([
    "", " ", "\n", "x\n", "\t", "\x00", "\x1b[31m", "${x}", '${file("~/.ssh/id_rsa")}', "%{ if x }", "$${x}", "'", '"',
    "\\", "../x", "/abs", "0.0.0.0/0", "::/0", "10.0.0.1/8", "us-east1-a", "h100-80gb-sxm-ib.8x", "c1a.16x", "node-000", "gb200-186gb-nvl-ib.4x",
    "b300-288gb-sxm-ib.8x", "mi300x-192gb-ib.8x", "mi355x-288gb-roce.8x", "nvl-rack-07",
    "1.32.7-cmk.3", "v1.28.4+k3s2", "INFO", "NCCL_IB_DISABLE", "ubuntu", "x.tfstate", "https://s3.example.com:99999",
    "-----BEGIN OPENSSH PRIVATE KEY-----", "ssh-ed25519 AAAA", "\u202e", "é", "a" * 300,
])
TEXT = st.one_of(TRICKY_TEXT, st.text(max_size=40), st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=20))
SCALARS = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70), st.sampled_from([0, 1, -1, 2, 1023, 6443, 65536, 2048, 2049, 10**30]),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([float("nan"), float("inf"), -float("inf"), 2.0, -0.0]),
    TEXT,
)
VALUES = st.one_of(
    SCALARS,
    st.lists(TEXT, max_size=4), st.lists(TEXT, max_size=4).map(tuple), st.lists(SCALARS, max_size=3).map(tuple),
    st.dictionaries(TEXT, SCALARS, max_size=3), st.dictionaries(SCALARS, SCALARS, max_size=2),
    st.sampled_from([object(), b"bytes", 1j, int, dict, type, NodeOverride, NodeOverride(image="x"), EnvironmentConfig]),
)


def _check(issues: object) -> None:
    assert isinstance(issues, list)
    for i in issues:
        assert isinstance(i, Issue), i
        assert i.code in CATALOGUE, i
        assert i.fix and i.rule, i
        text = str(i)  # formatting a value never raises
        assert text.endswith(f"[{i.code}]") and "Fix: " in text


_synthesized: list[str] = []


@SETTINGS
@given(target=st.sampled_from(TARGETS), value=VALUES)
def test_any_value_in_any_field_is_reported_or_synthesizes(target, value):
    base, path, _owner = target
    config = replaced(base, path, value)
    issues = app_issues([config])
    _check(issues)
    if not issues and len(_synthesized) < SYNTH_BUDGET:
        _synthesized.append(f"{base.name}.{'.'.join(map(str, path))} = {value!r}")
        stacks, errors = build(cdk.Testing.app(), [config])
        assert errors == [] and len(stacks) == 1
        json.loads(cdk.Testing.synth(stacks[0]))


@settings(SETTINGS, max_examples=120)
@given(target=st.sampled_from(TARGETS), value=VALUES)
def test_any_value_is_reported_without_a_traceback_in_every_environment_at_once(target, value):
    """The same, with the changed environment beside every shipped one (the whole-app checks run)."""
    base, path, _owner = target
    changed = replaced(base, path, value)
    _check(app_issues([changed, *(e for e in FIXTURES if e.name != base.name)]))


@settings(SETTINGS, max_examples=40)
@given(cidrs=st.lists(st.one_of(st.ip_addresses(v=4).map(lambda a: f"{a}/{int(a) % 33}"),
                                st.ip_addresses(v=6).map(lambda a: f"{a}/{int(a) % 129}"),
                                st.sampled_from(["0.0.0.0/1", "128.0.0.0/1", "::/1", "8000::/1", "0.0.0.0/0", "::/0"])),
                      min_size=1, max_size=4))
def test_production_never_accepts_ranges_that_cover_the_internet(cidrs):
    config = env("training-prod", network=dict(ssh_source_cidrs=tuple(cidrs)))
    issues = app_issues([config])
    _check(issues)
    nets = [ipaddress.ip_network(c, strict=False) for c in cidrs]
    for version, internet in ((4, "0.0.0.0/0"), (6, "::/0")):
        family = [n for n in nets if n.version == version]
        if family and [str(n) for n in ipaddress.collapse_addresses(family)] == [internet]:
            assert "CIB022" in {i.code for i in issues}, (cidrs, issues)


@settings(SETTINGS, max_examples=8)
@given(script=st.one_of(st.text(min_size=1, max_size=60),
                        st.sampled_from(["echo ${HOME}", "%{ for x in y }", "$${x} %%{y}", "a\nb\tc", "printf '%s' \"$1\""])))
def test_an_accepted_startup_script_synthesizes_and_reaches_the_node_literally(script):
    config = env(pool=dict(startup_script=script))
    issues = app_issues([config])
    _check(issues)
    if issues:
        # Only what Crusoe's lifecycle-script contract or a bash step cannot take is refused: control
        # characters, non-ASCII text, another interpreter's shebang.
        codes = {i.code for i in issues}
        assert codes <= {"CIB092", "CIB171", "CIB172"}, issues
        assert ("CIB171" in codes) == (not script.isascii() and "CIB092" not in codes), (script, issues)
        assert "CIB172" not in codes or script.lstrip("\n").startswith("#!"), (script, issues)
        return
    stacks, errors = build(cdk.Testing.app(), [config])
    assert errors == []
    text = boot_script(json.loads(cdk.Testing.synth(stacks[0])))
    escaped = script.replace("${", "$${").replace("%{", "%%{").strip()
    assert escaped in text


@pytest.mark.parametrize("value", [None, True, float("nan"), 2**70, "", "${x}", "x\n", ("a",), {"a": 1}, object()],
                         ids=lambda v: type(v).__name__ + ":" + repr(v)[:12])
def test_every_target_with_fixed_hostile_values(value):
    """Each field at least once (the random tests sample the fields): every target, a few values."""
    for base, path, _owner in TARGETS:
        _check(app_issues([replaced(base, path, value)]))


def test_every_base_environment_is_valid():
    """A property over a broken base would test nothing: every base must validate clean."""
    assert app_issues(list(BASES)) == []
