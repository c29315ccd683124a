"""The real-daemon harness itself (runs everywhere, daemons or not): it changes only the slurm.conf
lines it lists, and a machine without the packages gets a message naming what is missing."""

from __future__ import annotations

from pathlib import Path

from tests.slurm import daemons
from tests.support import env, synth


def test_only_the_listed_keys_change_and_every_other_rendered_line_reaches_slurmctld():
    files = synth(env("training-slurm"))["output"]["slurm_config"]["value"]
    rendered = files["slurm.conf"].splitlines()
    ports = {"slurmctld": 7000, "training-slurm-node-000": 7001, "training-slurm-node-001": 7002}
    loop = daemons.loopback_conf(files["slurm.conf"], Path("/tmp/x"), ports, Path("/tmp/x/hc"), Path("/tmp/x/tp")).splitlines()
    assert len(loop) == len(rendered) + len(daemons.LOOPBACK_ADDITIONS)
    for before, after in zip(rendered, loop):
        key = before.split("=", 1)[0]
        if before != after:
            assert key in daemons.LOOPBACK_CHANGES, before
        if key == "NodeName":  # the rendered node line is kept whole, loopback addressing appended
            assert after.startswith(before + " NodeAddr=127.0.0.1 ")
    assert {line.split("=", 1)[0] for line in loop[len(rendered):]} == set(daemons.LOOPBACK_ADDITIONS)


def test_a_machine_without_the_packages_is_told_what_is_missing(monkeypatch):
    monkeypatch.setattr(daemons.os, "geteuid", lambda: 0)
    monkeypatch.setattr(daemons, "NEEDED", {"slurmctld": ("/nonexistent",), "munged": ("/nonexistent",)})
    message = daemons.missing()
    assert message.startswith("slurmctld, munged not installed") and "make slurm-packages" in message


def test_without_root_the_message_says_so(monkeypatch):
    monkeypatch.setattr(daemons.os, "geteuid", lambda: 1000)
    assert "need root" in daemons.missing()
