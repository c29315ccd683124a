"""The Makefile's maintainer targets say what they did and what you may have meant: a STACK=... that synth
did not write lists the stacks it did; `make snapshot-update` shows new snapshot files, not only diffs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
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


def test_an_externally_managed_python_gets_pipenv_in_a_venv_of_its_own(tmp_path):
    """Debian 12's and Ubuntu 23.04+'s system Python refuse `pip install` (PEP 668, "externally-managed-environment"):
    `make synth` stopped at its first step there. make now puts pipenv into a venv of its own, made without ensurepip
    and filled by the system pip (--python), and syncs the project's venv with that pipenv, on the same Python.
    A stand-in python records what make asks of it (the version check runs on this interpreter)."""
    log, tool, venv = tmp_path / "log", tmp_path / "tool", tmp_path / "venv"
    venv.mkdir()
    fake = tmp_path / "python3"
    fake.write_text(f"""#!/bin/sh
echo "$0 $*" >> {log}
case "$1 $2" in
  "-c "*EXTERNALLY-MANAGED*) exit 0 ;;
  "-c "*"print(sys.executable)"*) echo "$0" ;;
  "-c "*) exec {sys.executable} "$@" ;;
  "-m pipenv") case "$0" in {tool}/*) exit 0 ;; *) exit 1 ;; esac ;;
  "-m venv") mkdir -p "$4/bin" && cp "$0" "$4/bin/python" ;;
esac
""")
    fake.chmod(0o755)
    stamp = f"{venv}/.installed-cdktn"
    done = subprocess.run(["make", "-s", f"PYTHON={fake}", f"VENV={venv}", f"PIPENV_TOOL={tool}", stamp], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{fake} is externally managed (PEP 668: pip may not install into it): installing pipenv" in done.stdout
    # Who was asked what (the -c checks left out): the system python, then the venv's ("tool").
    asked = [line.replace(str(tool / "bin" / "python"), "tool").replace(str(fake), "python").split()[:4]
             for line in log.read_text().splitlines()]
    assert [" ".join(a) for a in asked if a[1] != "-c"] == [
        "python -m pipenv --version",                       # none on the system Python
        f"python -m venv --without-pip",                    # a venv of its own, without ensurepip
        "python -m pip --python",                           # filled by the system pip
        "tool -m pipenv sync",                              # then the lock, by that pipenv
    ], asked
    assert f"tool -m pipenv sync --python {fake} --categories packages dev-packages" in \
        log.read_text().replace(str(tool / "bin" / "python"), "tool")
    assert (venv / ".installed-cdktn").exists()


def test_help_states_the_default_worker_count_from_the_variable():
    """`make help` said 'one process instead of 2' after the default became 3 processes."""
    help_text = _recipe("help")
    assert "PYTEST_WORKERS=0: one process instead of $(PYTEST_WORKERS)" in help_text
    assert not re.search(r"instead of \d", help_text)
