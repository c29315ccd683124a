"""How synth prints its warnings: once per stack, with a count, one short line each (code, field, the
rule's title); CRUSOE_IB_WARNINGS=full gives every rule and fix, brief one line; under the CDK's CLI the
app prints none (the CLI prints each annotation itself and tags the app's stderr as [ERROR])."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from crusoe_ib.app import print_warnings, synth_warnings
from crusoe_ib.app.synthesis import CLI_ENV, WARNINGS_ENV
from crusoe_ib.core.errors import CATALOGUE

KEY = ("training-dev/pool.ssh_public_key_file = 'keys/training-ops.pub': This is the public key of the repository's "
       "example. Fix: Set ssh_public_key_file to your operators' own key. [CIB260]")
OPEN = ("training-dev/network.ssh_source_cidrs = ('0.0.0.0/0',): SSH (22) is open to the whole internet. Fix: Restrict "
        "ssh_source_cidrs. [CIB269]")
BUCKET = ("training-prod.state.bucket = 'example-crusoe-ib-terraform-state': This bucket is the repository's example. "
          "Fix: Create a bucket you own. [CIB265]")
OWN = "training-prod/pool: The team's own advice, from a subclass. It has no code."


@pytest.fixture
def outdir(tmp_path, monkeypatch) -> Path:
    monkeypatch.delenv(WARNINGS_ENV, raising=False)
    monkeypatch.delenv(CLI_ENV, raising=False)
    stacks = {"training-dev": [KEY, OPEN], "training-prod": [BUCKET, OWN], "training-k3s": []}
    manifest = {"version": "0.24.0", "stacks": {name: {"annotations": [
        {"constructPath": f"{name}/x", "level": "@cdktf/warn", "message": m} for m in messages]
        + [{"constructPath": f"{name}/y", "level": "@cdktf/info", "message": "not a warning"}]}
        for name, messages in stacks.items()}}
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    return tmp_path


def printed(outdir, **kw) -> list[str]:
    out = io.StringIO()
    count = print_warnings(outdir, file=out, **kw)
    assert count == 4
    return out.getvalue().splitlines()


def test_once_per_stack_with_a_count_and_one_short_line_each(outdir):
    assert printed(outdir) == [
        "warning: training-dev: 2 warnings",
        f"  CIB260 pool.ssh_public_key_file: {CATALOGUE['CIB260'].title}",
        f"  CIB269 network.ssh_source_cidrs: {CATALOGUE['CIB269'].title}",
        "warning: training-prod: 2 warnings",
        f"  CIB265 state.bucket: {CATALOGUE['CIB265'].title}",
        "  training-prod/pool: The team's own advice, from a subclass",
        "(each one's rule and fix: set CRUSOE_IB_WARNINGS=full, or look the code up in docs/errors.md)",
    ]


def test_full_prints_every_rule_and_fix(outdir, monkeypatch):
    monkeypatch.setenv(WARNINGS_ENV, "full")
    lines = printed(outdir)
    assert lines == ["warning: training-dev: 2 warnings", f"  {KEY}", f"  {OPEN}",
                     "warning: training-prod: 2 warnings", f"  {BUCKET}", f"  {OWN}"]
    assert printed(outdir, mode="full") == lines


def test_brief_is_one_line(outdir):
    assert printed(outdir, mode="brief") == ["warning: 4 synth warnings in 2 stacks (make synth lists them)"]


def test_under_the_cdk_cli_the_app_prints_none(outdir, monkeypatch):
    monkeypatch.setenv(CLI_ENV, "true")  # what cdktn/cdktf synth, diff and deploy set when they run the app
    assert print_warnings(outdir, file=(out := io.StringIO())) == 4 and out.getvalue() == ""


def test_an_unknown_mode_says_so_and_prints_them_short(outdir, monkeypatch):
    monkeypatch.setenv(WARNINGS_ENV, "loud")
    lines = printed(outdir)
    assert lines[0] == "warning: CRUSOE_IB_WARNINGS='loud' is not a warnings mode (short, full, brief): printing them short"
    assert lines[1] == "warning: training-dev: 2 warnings"
    with pytest.raises(ValueError, match=r"mode='loud' is not a warnings mode: use one of short, full, brief"):
        print_warnings(outdir, mode="loud")


def test_synth_warnings_takes_the_outdir_or_the_manifest_as_a_path_or_a_string(outdir):
    expected = [KEY, OPEN, BUCKET, OWN]
    for where in (outdir, str(outdir), outdir / "manifest.json", str(outdir / "manifest.json")):
        assert synth_warnings(where) == expected
