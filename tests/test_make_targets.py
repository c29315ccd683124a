"""The Makefile's maintainer targets say what they did and what you may have meant: a STACK=... that synth
did not write lists the stacks it did; `make snapshot-update` shows new snapshot files, not only diffs."""

from __future__ import annotations

import os
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
    done = subprocess.run(["make", "-s", "-o", "synth-if-changed", "-o", stamp, target, "STACK=trainig-dev", f"STACKS_DIR={tmp_path}"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"error: no stack 'trainig-dev' in {tmp_path}; the stacks are: training-dev training-prod " \
           f"(make {target} STACK=<one of them>" in done.stderr
    assert "not-a-stack" not in done.stderr and "Traceback" not in done.stderr


def test_synth_checks_a_stack_given_to_it(tmp_path):
    """`make synth` writes every stack; `make synth STACK=trainig-dev` (as a newcomer types it after the offline
    targets) synthesized everything and exited 0, so the typo surfaced only at the next step."""
    (tmp_path / "training-dev").mkdir()
    (tmp_path / "training-dev" / "cdk.tf.json").write_text("{}")
    stamp = next(re.finditer(r"^STAMP := (.*)$", MAKEFILE, re.M)).group(1).replace("$(VENV)", ".venv").replace(
        "$(CDK)", "cdktn")

    def synth(*args, env=None):
        # RUN=true: the synth itself is not what is tested (and would write this checkout's cdktf.out).
        return subprocess.run(["make", "-s", "-o", stamp, "synth", "RUN=true", f"STACKS_DIR={tmp_path}", *args],
                              cwd=ROOT, capture_output=True, text=True, timeout=120, env=env)

    typo = synth("STACK=trainig-dev")
    assert typo.returncode == 2, typo.stdout + typo.stderr
    assert f"error: no stack 'trainig-dev' in {tmp_path}; the stacks are: training-dev " in typo.stderr
    assert synth("STACK=training-dev").returncode == 0
    assert synth().returncode == 0
    # A STACK left in the environment by another tool is not the user's request to this command.
    assert synth(env={**os.environ, "STACK": "elsewhere"}).returncode == 0


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


def test_offline_reset_undoes_a_cloud_experiment(tmp_path):
    """The README's experiment (CLOUD=my-cloud.json with a lowered quantity) stays in the workdir's cloud
    for every later offline step, which says so; `make offline-reset` starts it from the default again."""
    import json
    import os
    import sys

    stacks = tmp_path / "stacks" / "training-dev"
    stacks.mkdir(parents=True)
    (stacks / "cdk.tf.json").write_text((ROOT / "tests" / "plan" / "fixtures" / "ib_cluster.tf.json").read_text())
    default = json.loads((ROOT / "tools" / "offline" / "clouds" / "default.json").read_text())
    lowered = json.loads(json.dumps(default))
    for network in lowered["ib_networks"]:
        for capacity in network["capacities"]:
            capacity["quantity"] = 1
    (tmp_path / "my-cloud.json").write_text(json.dumps(lowered))
    stamp = next(re.finditer(r"^STAMP := (.*)$", MAKEFILE, re.M)).group(1).replace("$(VENV)", ".venv").replace(
        "$(CDK)", "cdktn")
    # RUN=env: this interpreter's python first on PATH, as `pipenv run` puts the venv's.
    env = {**os.environ, "TMPDIR": str(tmp_path / "tmp"),
           "PATH": os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")])}
    (tmp_path / "tmp").mkdir()

    def make(target, *args):
        done = subprocess.run(["make", "-s", "-o", "synth-if-changed", "-o", stamp, target, "STACK=training-dev",
                               f"STACKS_DIR={tmp_path / 'stacks'}", "RUN=env", *args],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stdout + done.stderr
        return done

    def quantities(done) -> set:
        return {c["quantity"] for n in json.loads(done.stdout)["ib_networks"] for c in n["capacities"]}

    assert quantities(make("offline-cloud", f"CLOUD={tmp_path / 'my-cloud.json'}")) == {1}
    later = make("offline-cloud")  # no CLOUD: the experiment's cloud is kept, and the step says so
    assert quantities(later) == {1}
    assert f"this simulated cloud started from {tmp_path / 'my-cloud.json'}" in later.stderr
    assert "make offline-reset STACK=training-dev" in later.stderr
    reset = make("offline-reset")
    assert "the simulated cloud of training-dev starts again from tools/offline/clouds/default.json" in reset.stdout
    after = make("offline-cloud")
    assert quantities(after) == {c["quantity"] for n in default["ib_networks"] for c in n["capacities"]}
    assert "note:" not in after.stderr
    assert quantities(make("offline-cloud", f"CLOUD={tmp_path / 'my-cloud.json'}", "RESET=1")) == {1}


def test_make_wheel_builds_into_dist_and_leaves_no_build_folder():
    """docs/library.md installs dist/crusoe_ib-<version>-py3-none-any.whl; setuptools' build folder
    (constructs/build/, git-ignored: tests/test_gitignore.py) is removed after, and by make clean."""
    recipe = _recipe("wheel")
    build = recipe.index("pip wheel")
    assert "./constructs -w dist" in recipe and "rm -rf constructs/build" in recipe[build:]
    assert "constructs/build" in _recipe("clean") and "dist" in _recipe("clean")
