"""The Makefile's maintainer targets say what they did and what you may have meant: a STACK=... that synth
did not write lists the stacks it did; `make snapshot-update` shows new snapshot files, not only diffs."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAKEFILE = (ROOT / "Makefile").read_text()


def _recipe(target: str) -> str:
    match = re.search(rf"^{re.escape(target)}:.*?\n((?:\t.*\n|\s*\n)+)", MAKEFILE, re.M)
    assert match, target
    return match.group(1)


@pytest.mark.parametrize("target", ["offline-plan", "offline-apply", "offline-destroy", "offline-cloud"])
def test_an_unknown_stack_lists_the_known_ones(tmp_path, target):
    for name in ("training-dev", "training-prod"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "cdk.tf.json").write_text("{}")
    (tmp_path / "not-a-stack").mkdir()
    stamp = next(re.finditer(r"^STAMP := (.*)$", MAKEFILE, re.M)).group(1).replace("$(VENV)", ".venv").replace(
        "$(CDK)", "cdktn")
    # -o: take synth and the installed venv as done, so only the check runs.
    done = subprocess.run(["make", "-s", "-o", "synth", "-o", stamp, target, "STACK=trainig-dev", f"STACKS_DIR={tmp_path}"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"error: no stack 'trainig-dev' in {tmp_path}; the stacks are: training-dev training-prod " \
           f"(make {target} STACK=<one of them>" in done.stderr
    assert "not-a-stack" not in done.stderr and "Traceback" not in done.stderr


def test_bootstrap_state_checks_the_stack_after_synth():
    recipe = _recipe("bootstrap-state")
    assert recipe.index("synth") < recipe.index("$(check_stack)") < recipe.index("terraform init")


def test_snapshot_update_lists_new_snapshot_files(tmp_path):
    """git diff --stat ignores untracked files, so a new stack's first snapshot went unmentioned."""
    lines = [line.strip().lstrip("@") for line in _recipe("snapshot-update").splitlines() if "git " in line]
    repo = tmp_path / "repo"
    snaps = repo / "tests" / "__snapshots__"
    snaps.mkdir(parents=True)
    (snaps / "old.json").write_text("1\n")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"]
    subprocess.run([*git, "init", "-q"], cwd=repo, check=True)
    subprocess.run([*git, "add", "."], cwd=repo, check=True)
    subprocess.run([*git, "commit", "-qm", "base"], cwd=repo, check=True)
    (snaps / "old.json").write_text("2\n")
    (snaps / "test_x[training-new].json").write_text("{}\n")
    out = "".join(subprocess.run(["sh", "-c", line], cwd=repo, capture_output=True, text=True).stdout for line in lines)
    assert "old.json" in out and " new: tests/__snapshots__/test_x[training-new].json" in out, out
