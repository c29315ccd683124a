"""`main.py --if-changed` (the offline make targets) synthesizes again exactly when something the last synth
read has changed: a file, an environment variable it read, its outputs, the installed packages."""

from __future__ import annotations

import os

import pytest

from crusoe_ib.app import freshness


@pytest.fixture
def synth(tmp_path, monkeypatch):
    """A stand-in synth that reads what an app's does (a file, a variable) and writes one output."""
    out = tmp_path / "cdktf.out"
    key = tmp_path / "ops.pub"
    key.write_text("ssh-ed25519 AAAA one\n")
    monkeypatch.setenv("TEAM_RESERVATION", "r-1")
    monkeypatch.setenv("UNREAD", "x")

    def run() -> None:
        with freshness.Watch() as watch:
            text = key.read_text() + os.environ.get("TEAM_RESERVATION", "") + str("ABSENT" in os.environ)
            os.environ.copy()  # the whole environment for a child process: not a read of each variable
            os.environ["SET_BY_THE_SYNTH"] = "1"  # jsii's JSII_NODE, say: a consequence, not an input
            (out / "stacks").mkdir(parents=True, exist_ok=True)
            (out / "stacks" / "cdk.tf.json").write_text(text)
        freshness.record(out, watch, [])
        monkeypatch.delenv("SET_BY_THE_SYNTH")

    run()
    return out, key, run


def test_nothing_changed_means_nothing_to_do(synth):
    out, _, _ = synth
    assert freshness.changed(out, []) is None


def test_a_file_it_read_changed(synth):
    out, key, run = synth
    key.write_text("ssh-ed25519 AAAA two\n")
    assert freshness.changed(out, []).endswith("ops.pub changed")
    run()
    assert freshness.changed(out, []) is None


def test_a_variable_it_read_changed_or_appeared(synth, monkeypatch):
    out, _, _ = synth
    monkeypatch.setenv("UNREAD", "y")  # copied for the child process, never read: no synth
    assert freshness.changed(out, []) is None
    monkeypatch.setenv("TEAM_RESERVATION", "r-2")
    assert freshness.changed(out, []) == "$TEAM_RESERVATION changed"
    monkeypatch.setenv("TEAM_RESERVATION", "r-1")
    monkeypatch.setenv("ABSENT", "now set")  # asked for, absent then: present now is a change
    assert freshness.changed(out, []) == "$ABSENT changed"


def test_a_cdk_variable_the_node_side_reads_unseen(synth, monkeypatch):
    out, _, _ = synth
    monkeypatch.setenv("CDKTF_CONTEXT_JSON", "{}")
    assert freshness.changed(out, []) == "$CDKTF_CONTEXT_JSON changed"


def test_an_output_edited_or_removed(synth):
    out, _, _ = synth
    (out / "stacks" / "cdk.tf.json").write_text("{}")
    assert "cdk.tf.json was changed or removed" in freshness.changed(out, [])
    (out / "stacks" / "cdk.tf.json").unlink()
    assert "cdk.tf.json was changed or removed" in freshness.changed(out, [])


def test_no_record_other_arguments_or_installed_packages(synth, monkeypatch):
    out, _, _ = synth
    assert freshness.changed(out, ["--other"]) == "the last synth ran with another interpreter, arguments or release"
    monkeypatch.setattr(freshness, "_installed", lambda: {"site-packages": 1})
    assert freshness.changed(out, []) == "installed packages changed"
    (out / freshness.RECORD).unlink()
    assert freshness.changed(out, []).startswith("no record of an earlier synth")


def test_the_modules_it_ran_are_inputs(synth):
    """A change to the library or the app changes what a synth writes: their source files are recorded."""
    out, _, _ = synth
    import json

    inputs = json.loads((out / freshness.RECORD).read_text())["inputs"]
    assert freshness.__file__ in inputs and all(v for v in inputs.values())
    assert not any("__pycache__" in p for p in inputs)


def test_values_are_kept_as_digests(synth):
    out, _, _ = synth
    assert "r-1" not in (out / freshness.RECORD).read_text()
