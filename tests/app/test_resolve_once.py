"""Resolve once: a synthesis validates each settings object once per environment and reads each
SSH key file once for the whole app, however many constructs and environments use them."""

from __future__ import annotations

import builtins
import dataclasses
from collections import Counter

import pytest

from crusoe_ib.core import cdk
from crusoe_ib.core._settings import Context, FileReads, Settings
from crusoe_ib.app import MODES, build
from crusoe_ib.app import resolve_environment
from crusoe_ib.core.errors import ConfigError
from tests.support import FIXTURES, env


@pytest.fixture
def counted(monkeypatch):
    """Counts Settings.issues per (object, environment) and every open() of a key file."""
    calls: Counter = Counter()
    reads: Counter = Counter()
    issues, real_open = Settings.issues, builtins.open

    def counting_issues(self, where, context=Context(), known=None):
        calls[(id(self), type(self).__name__, where.split(".")[0])] += 1
        return issues(self, where, context, known)

    def counting_open(path, *args, **kwargs):
        if str(path).endswith(".pub"):
            reads[str(path)] += 1
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(Settings, "issues", counting_issues)
    monkeypatch.setattr(builtins, "open", counting_open)
    return calls, reads


def test_each_settings_object_is_validated_once_and_each_key_file_read_once(counted):
    calls, reads = counted
    stacks, errors = build(cdk.Testing.app(), list(FIXTURES))
    assert errors == [] and len(stacks) == len(FIXTURES) >= 5
    assert calls and max(calls.values()) == 1, [k for k, n in calls.items() if n > 1]
    # Every mode's settings were among those counted (the stack built them all).
    assert {m.settings.__name__ for m in MODES} <= {t for _, t, _ in calls}
    assert len(reads) == 1 and set(reads.values()) == {1}, reads  # the fixtures share one key file


def test_a_stack_built_on_its_own_resolves_once_too(counted):
    from crusoe_ib.app import TrainingClusterStack

    calls, reads = counted
    TrainingClusterStack(cdk.Testing.app(), env("training-k3s"))
    assert max(calls.values()) == 1 and set(reads.values()) == {1}


def test_resolve_gives_the_values_the_constructs_share():
    config = env("training-slurm")
    resolved = resolve_environment(config)
    assert resolved.instance_type.name == config.capacity.instance_type
    assert resolved.keys == ("node-000", "node-001")
    assert resolved.public_key.startswith("ssh-ed25519 ") and resolved.image == config.pool.image
    assert resolved.context.node_count == 2 and resolved.context.production is False
    assert all(resolved.covers(s) for s in (config.capacity, config.pool, config.orchestration, config.state))
    assert not resolved.covers(dataclasses.replace(config.pool))  # by identity, not equality


def test_resolve_reports_every_problem_at_once():
    with pytest.raises(ConfigError) as err:
        resolve_environment(env(name="Bad_Name", capacity=dict(node_count=0)))
    assert {i.code for i in err.value.issues} >= {"CIB011"} and len(err.value.issues) >= 2


def test_files_reads_a_file_once_and_repeats_its_error(tmp_path):
    key = tmp_path / "k.pub"
    key.write_text("ssh-ed25519 AAAA\n")
    files = FileReads()
    assert files.read(str(key)) == files.read(str(key)) == b"ssh-ed25519 AAAA\n"
    key.unlink()
    assert files.read(str(key)) == b"ssh-ed25519 AAAA\n"  # the first read is the synthesis's view
    with pytest.raises(FileNotFoundError):
        files.read(str(tmp_path / "missing.pub"))


def test_a_construct_on_its_own_resolves_its_props_through_the_same_path(counted):
    from crusoe_ib import GpuNodePoolProps, NodePoolSettings
    from tests.support import PUBLIC_KEY_FILE, Bare

    calls, reads = counted
    bare = Bare()
    guard = bare.add_guard(node_count=3)
    props = GpuNodePoolProps(name="bare", settings=NodePoolSettings(ssh_public_key_file=PUBLIC_KEY_FILE),
                             capacity_guard=guard, partition=bare.add_partition(), subnet_id="subnet")
    resolved = props.resolve("bare/pool")
    assert reads[PUBLIC_KEY_FILE] == 1  # validation and the key line share one read
    assert resolved.covers(props.settings) and not resolved.covers(guard.props.settings)
    assert (resolved.instance_type, resolved.keys) == (guard.instance_type, ("node-000", "node-001", "node-002"))
    assert resolved.public_key == open(PUBLIC_KEY_FILE).read().strip()
    assert resolved.image == props.settings.resolved_image(resolved.instance_type.name)
    assert resolved.context.node_count == 3 and resolved.context.instance_type == guard.instance_type.name
    on_its_own = guard.props.resolve("again")
    assert on_its_own.public_key is None and on_its_own.image is None  # a guard's props know no pool


def test_a_construct_given_the_stacks_resolution_reads_it_as_is():
    from crusoe_ib.app import TrainingClusterStack

    stack = TrainingClusterStack(cdk.Testing.app(), env("training-dev"))
    assert stack.guard.props.resolve("x") is stack.resolved and stack.guard.keys == list(stack.resolved.keys)
    assert stack.node.find_child("pool").public_key is stack.resolved.public_key
