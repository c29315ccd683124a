"""The README's five-minute tour runs as written: its commands, in order, from the root of a scratch
copy of the repository (synth -> offline plan and apply -> outputs -> verification on the recorded
fixtures -> a re-plan with no changes -> destroy), each with the exit code the README says."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests import printed  # noqa: F401  (puts tools/ on sys.path)
from offline.cloud import Cloud  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text()
TOUR = README.split("## A five-minute tour", 1)[1].split("\n## ", 1)[0]
COMMANDS = [line for line in re.search(r"```bash\n(.*?)```", TOUR, re.S).group(1).splitlines() if line.strip()]


def expected_rc(line: str) -> int:
    """0, or what the line's comment says (`# exit 1: ...`)."""
    found = re.search(r"#.*\bexit (\d)\b", line)
    return int(found.group(1)) if found else 0


def scratch_copy(dest: Path) -> Path:
    """The repository's files as a fresh clone has them (tracked and new, not ignored), with this
    checkout's .venv, so `make` finds its stamp and installs nothing."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, text=True, check=True).stdout.split("\0")
    for name in filter(None, listed):
        src = REPO / name
        if src.is_symlink():  # as git checks it out (constructs/crusoe_ib/_bindings -> ../../imports)
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            os.symlink(os.readlink(src), dest / name)
        elif src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)  # keeps mtimes: the .venv stamp stays newer than the Pipfile
    (dest / ".venv").symlink_to(REPO / ".venv")
    # That .venv is installed (make test's prerequisite): the copy's Pipfile and its kin must not look newer
    # than its stamp, or the tour's first `make` runs `pipenv sync` from the copy into this checkout's venv,
    # pointing its editable crusoe-ib at the copy, which pytest deletes (seen in a fresh worktree).
    stamp = REPO / ".venv" / f".installed-{os.environ.get('CDK', 'cdktn')}"
    if stamp.exists():
        installed = stamp.stat().st_mtime
        for name in ("Pipfile", "Pipfile.lock", "constructs/pyproject.toml"):
            if (dest / name).stat().st_mtime > installed:
                os.utime(dest / name, (installed, installed))
    return dest


def user_shell_env(tmpdir: Path) -> dict:
    """The environment of a user's own shell: this test may run under `make test` (MAKEFLAGS, a
    make[1] that prints directories) and `pipenv run` (the venv first on PATH, which hides the
    python3 that make runs pipenv with); a user's shell has neither."""
    venv_bins = {str(REPO / ".venv" / "bin"), os.path.join(os.environ.get("VIRTUAL_ENV", "/nonexistent"), "bin")}
    path = os.pathsep.join(d for d in os.environ.get("PATH", os.defpath).split(os.pathsep) if d not in venv_bins)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("TF_", "CRUSOE_OFFLINE", "PYTEST", "PIPENV_ACTIVE", "VIRTUAL_ENV", "MAKE", "MFLAGS"))}
    env.update(TMPDIR=str(tmpdir), PATH=path)
    return env


def test_the_tour_names_every_step():
    text = "\n".join(COMMANDS)
    for step in ("make synth", "make offline-plan STACK=training-dev", "make offline-apply STACK=training-dev",
                 "offline-outputs", "make -s offline-env", "crusoe-ib-verify fleet", "crusoe-ib-verify remediate",
                 "make offline-destroy STACK=training-dev"):
        assert step in text, step
    assert text.index("offline-apply") < text.index("offline-outputs") < text.index("fleet") < text.index("offline-destroy")


@pytest.mark.skipif(shutil.which("jq") is None, reason="jq is not installed (make test installs it)")
def test_the_tour_runs_as_written(tmp_path):
    repo = scratch_copy(tmp_path / "repo")
    tmpdir = tmp_path / "tmp"
    tmpdir.mkdir()
    rcs = tmp_path / "rcs"
    # Each command exactly as the README shows it, then its exit code; one shell, so `eval` carries over.
    script = "".join(f"{line}\necho \"$?\" >> {rcs}\n" for line in COMMANDS)
    # Then what `npx cdktn diff training-dev --skip-provider-lock` runs in the stack's directory, in the
    # shell the tour's `eval "$(make -s offline-env ...)"` switched: terraform init and plan, which
    # must find the stand-in provider through TF_CLI_CONFIG_FILE (no registry here) and plan the stack.
    stack = "cdktf.out/stacks/training-dev"
    script += (f"terraform -chdir={stack} init -input=false -no-color > {tmp_path}/init.log 2>&1; echo \"$?\" >> {rcs}\n"
               f"terraform -chdir={stack} plan -input=false -no-color > {tmp_path}/plan.log 2>&1; echo \"$?\" >> {rcs}\n"
               f"make -s offline-outputs STACK=training-dve 2> {tmp_path}/typo.log; echo \"$?\" >> {rcs}\n")
    env = user_shell_env(tmpdir)
    run = subprocess.run(["bash", "-c", script], cwd=repo, env=env, capture_output=True, text=True, timeout=600)
    got = [int(x) for x in rcs.read_text().split()]
    assert got[:len(COMMANDS)] == [expected_rc(line) for line in COMMANDS], run.stdout[-4000:] + run.stderr[-4000:]
    plan = (tmp_path / "plan.log").read_text()
    assert got[len(COMMANDS):-1] == [0, 0], (tmp_path / "init.log").read_text()[-3000:] + plan[-3000:]
    # A stack name that was never synthesized: usage error naming the stacks that were.
    typo = (tmp_path / "typo.log").read_text()
    assert got[-1] == 2 and "no stack 'training-dve'" in typo and "training-dev training-k3s" in typo, typo
    assert "crusoe_compute_instance.pool_nodes[\"node-001\"] will be created" in plan

    out = run.stdout
    # The first plan names the guard's choice in one line (on stderr, like the workdir line).
    assert ("# capacity guard: 2 node(s) of h100-80gb-sxm-ib.8x need 16 slices; it chose ib-us-east1-a-01 "
            "(us-east1-a), which has 128 free in the simulated cloud before this apply") in run.stderr
    assert "verify.pyz nccl --hostfile hostfile --instance-type h100-80gb-sxm-ib.8x --nodes 2" in out
    assert "node-002  198.51.100.12    FAIL" in out and "FLEET: FAIL" in out
    # remediate on the offline cluster prints the replace of node-001 on the offline stack, and the tour runs it there.
    stack_dir = tmpdir / "crusoe-offline" / "training-dev" / "cdktf.out" / "stacks" / "stack"
    assert f"terraform -chdir={stack_dir} apply -replace='crusoe_compute_instance.pool_nodes[\"node-001\"]'" in out
    assert "Apply complete! Resources: 3 added, 0 changed, 3 destroyed." in out  # the node, its delivery, the mesh
    assert "No changes." in out and "Destroy complete!" in out
    remediation = json.loads((repo / "remediation.json").read_text())
    assert set(remediation["bundle"]) == {"node-000", "node-001"}  # the offline cluster's own two nodes
    assert '"name": "training-dev-node-000"' in out and '"name": "training-dev-node-001"' in out  # offline-cloud
    # After the destroy the simulated cloud holds nothing of the stack, and nothing was left in the repository.
    simulated = Cloud(tmpdir / "crusoe-offline" / "training-dev" / "cloud.json")
    assert simulated.instances() == [] and simulated.partitions() == []
    # (the plain `terraform init` above leaves a lock file in cdktf.out, git-ignored; cdktn skips it)
    assert not list(repo.glob("*.tfstate"))
    # remediate's history of the offline cluster stays offline: in the project root it would count the tour's
    # replace against a real training-dev's circuit breaker.
    assert not list(repo.glob("*.remediation.jsonl"))
    assert "node-001" in (tmpdir / "crusoe-offline" / "training-dev" / "remediation.jsonl").read_text()
    assert [p for p in repo.rglob(".terraform.lock.hcl") if "cdktf.out" not in p.parts] == []
