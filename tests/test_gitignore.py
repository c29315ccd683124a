"""Every file the README's commands, the Makefile and the verification CLI's defaults write into the
working tree is git-ignored (admin kubeconfigs, remediation input, fleet results, bundles, logs, local
state), and nothing the repository tracks, or could add beside it, is."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from crusoe_ib.backend import LocalState
from stacks.environments import ENVIRONMENTS

ROOT = Path(__file__).resolve().parent.parent
# The README and the docs pages it points to (commands move between them).
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md")), ROOT / "tools" / "offline" / "README.md"]
CODE = "\n".join(b for p in PAGES for b in re.findall(r"```[a-z]*\n(.*?)```", p.read_text(), re.S))

# What the tools write by default (their --dest/--output defaults, read from their source below).
DEFAULTS = [
    "kubeconfig",  # the K3s kubeconfig command before it moved to ~/.kube/<pool>.yaml
    "node-checks/node-000.node-check.json",  # crusoe-ib-verify fleet --dest default
    "crusoe-ib-bundle-job1234/manifest.json",  # crusoe-ib-verify slurm bundle --dest default
    "crusoe-ib-bundle-node-7-20261125T120000Z.tar.gz",  # crusoe-ib-verify bundle --output default
    "torchrun-logs/node-000.torchrun.log",  # torchrun collect_logs --dest
    "bisect.json",  # crusoe-ib-verify bisect --json > bisect.json (the README's remediate --bisect)
    ".terraform.tfstate.lock.info",  # Terraform's local-state lock, beside the state
    "terraform.training-dev.tfstate.1732500000.backup",  # terraform state push/rm backups
    "training.tfplan",
    "terraform.training-dev.remediation.jsonl",  # remediate's history beside LocalState's state file
    "training-prod.remediation.jsonl",  # the working copy of a production stack's history (aws s3 cp)
    "terraform.training-dev.remediation.jsonl.lock",  # held while remediate reads, decides and appends
    "constructs/build/lib/crusoe_ib/__init__.py",  # pip install ./constructs (setuptools' build folder)
    "dist/crusoe_ib-0.3.0-py3-none-any.whl",  # make wheel
]


def _readme_outputs() -> set[str]:
    """Relative files a code block of the docs redirects into (`> fleet.json`) or names as --dest/--output."""
    # A redirect into a folder (`> docs/errors.md`) writes a tracked, generated file: not a stray one.
    found = {f for f in re.findall(r"(?<![-\w&>])> ?([A-Za-z][\w./-]*)", CODE) if "/" not in f}
    found |= set(re.findall(r"--(?:dest|output) ([A-Za-z][\w.-]*)", CODE))
    return {f for f in found if f not in {"FILE"}}


def _state_files() -> set[str]:
    paths = {env.state.path for env in ENVIRONMENTS if isinstance(env.state, LocalState)}
    return paths | {f"{p}.backup" for p in paths}


def test_the_readme_scan_finds_what_it_should():
    outputs = _readme_outputs()
    assert {"hostfile", "remediation.json", "fleet.json", "crusoe-ib-bundle-node-002.tar.gz"} <= outputs, outputs
    source = (ROOT / "constructs/crusoe_ib/verify/operator/commands/fleet.py").read_text()
    assert 'default="node-checks"' in source  # DEFAULTS names it; a renamed default must be ignored too
    assert 'f"crusoe-ib-bundle-job{job}"' in (ROOT / "constructs/crusoe_ib/verify/node/commands/bundle.py").read_text()
    assert '"--dest", "torchrun-logs"' in (ROOT / "constructs/crusoe_ib/torchrun_launcher.py").read_text()


def _ignored(paths: list[str]) -> set[str]:
    done = subprocess.run(["git", "check-ignore", "--no-index", "--stdin"], cwd=ROOT, input="\n".join(paths),
                          capture_output=True, text=True)
    assert done.returncode in (0, 1), done.stderr
    return set(done.stdout.split())


@pytest.mark.parametrize("where", ["", "cdktf.out/stacks/training-dev/"])
def test_every_file_the_commands_write_is_ignored(where):
    wanted = sorted(f"{where}{p}" for p in {*_readme_outputs(), *_state_files(), *DEFAULTS})
    assert sorted(set(wanted) - _ignored(wanted)) == []


def test_tracked_and_future_fixtures_are_not_ignored():
    tracked = subprocess.run(["git", "ls-files", "-ci", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True)
    assert tracked.stdout == ""
    beside = ["tests/verify/fleet_fixtures/pool9/remediation.json", "tests/verify/fleet_fixtures/pool9/fleet.json",
              "imports/cdktn/crusoe/kubeconfig/__init__.py", "tests/fixtures/hostfile"]
    assert _ignored(beside) == set()
