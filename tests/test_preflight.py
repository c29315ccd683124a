"""`make preflight STACK=...` (tools/preflight.py): before the first real deploy, one line per need of this machine
(Terraform, Crusoe credentials found as the provider finds them, the pool's key in the SSH agent), the fix for
each that is missing, and never a credential's value. Stand-ins for `terraform` and `ssh-add` on PATH."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from preflight import main  # noqa: E402

POOL_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKi03Qyw0rbrO4Nn50hpvXGPnDxJLjYzSeZpp/Pv5zha ops@example"
OTHER_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFxu4fSr7AILGLlkr5xyJ+x7G5an0mO4WDTuuL2MDXym me@laptop"
SECRET = "s3cr3t-value-never-shown"


def stack(tmp_path: Path, profile: str | None = None) -> str:
    path = tmp_path / "stacks" / "training-dev" / "cdk.tf.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "terraform": {"required_version": ">= 1.10.0"},
        "provider": {"crusoe": [{"profile": profile} if profile else {}]},
        "resource": {"crusoe_compute_instance": {"pool_nodes": {"ssh_key": POOL_KEY + "\n"}}},
    }))
    return str(path)


def machine(tmp_path: Path, terraform: str | None = "1.11.4", agent: list[str] | None = None, config: str | None = None,
            **env: str) -> tuple[dict, Path]:
    """PATH with a `terraform` printing ``terraform`` as its version (None: none), an `ssh-add -L` listing ``agent``
    (None: no agent, exit 2 as ssh-add says it); HOME with ~/.crusoe/config holding ``config``."""
    bin_dir, home = tmp_path / "bin", tmp_path / "home"
    bin_dir.mkdir(parents=True)
    home.mkdir()
    if terraform:
        (bin_dir / "terraform").write_text(f"#!/bin/sh\necho '{json.dumps({'terraform_version': terraform})}'\n")
    listed = "\n".join(agent or [])
    (bin_dir / "ssh-add").write_text("#!/bin/sh\n" + (f"cat <<'EOF'\n{listed}\nEOF\n" if agent is not None else "exit 2\n"))
    for tool in bin_dir.iterdir():
        tool.chmod(0o755)
    if config is not None:
        (home / ".crusoe").mkdir()
        (home / ".crusoe" / "config").write_text(config)
    environ = {"PATH": f"{bin_dir}:/usr/bin:/bin", **env}
    if agent is not None:
        environ["SSH_AUTH_SOCK"] = str(tmp_path / "agent.sock")
    return environ, home


def run(tmp_path, capsys, profile=None, **kwargs) -> tuple[int, list[str]]:
    env, home = machine(tmp_path, **kwargs)
    rc = main([stack(tmp_path, profile)], env=env, home=home)
    out = capsys.readouterr().out
    assert SECRET not in out
    return rc, out.splitlines()


GOOD = f'[default]\naccess_key_id = "AKID"\nsecret_key = "{SECRET}"\n'


def test_a_ready_machine_says_so_and_what_to_run_next(tmp_path, capsys):
    rc, lines = run(tmp_path, capsys, agent=[OTHER_KEY, POOL_KEY], config=GOOD)
    assert rc == 0, lines
    assert lines[0].startswith("ok: terraform 1.11.4 (")
    assert lines[1] == "ok: Crusoe API keys from ~/.crusoe/config [default] (profile default)"
    assert lines[2] == "ok: the SSH agent holds the pool's key (1 key(s))"
    assert lines[3] == "training-dev: ready for `npx cdktn diff training-dev` (the capacity guard's verdict) and " \
                       "`npx cdktn deploy training-dev`"


@pytest.mark.parametrize("case, kwargs, line, pattern", [
    ("no terraform", dict(terraform=None), 0,
     r"^missing: terraform is not on PATH: .*Fix: install Terraform >= 1\.10\.0 \(https://developer\.hashicorp\.com/"),
    ("old terraform", dict(terraform="1.9.8"), 0,
     r"^missing: terraform 1\.9\.8 \(.*\) is older than the stack's required_version >= 1\.10\.0\. Fix: install"),
    ("no config, no variables", dict(config=None), 1,
     r"^missing: no Crusoe API access_key_id or secret_key in the profile \[default\] of ~/\.crusoe/config "
     r"\(~/\.crusoe/config does not exist\) or the environment: .*Fix: `crusoe config init` .*CRUSOE_SECRET_KEY\.$"),
    ("half a profile", dict(config='[default]\naccess_key_id = "AKID"\n'), 1,
     r"^missing: no Crusoe API secret_key in the profile \[default\]"),
    ("another profile only", dict(config=f'[work]\naccess_key_id = "A"\nsecret_key = "{SECRET}"\n'), 1,
     r"or set crusoe_profile to a profile the file has \(work\)\.$"),
    ("not TOML", dict(config="access_key_id: A\n"), 1, r"\(~/\.crusoe/config is not readable TOML: "),
    ("no agent", dict(agent=None), 2,
     r"^missing: no SSH agent \(SSH_AUTH_SOCK\): .*Fix: eval \"\$\(ssh-agent\)\" && ssh-add "),
    ("another key loaded", dict(agent=[OTHER_KEY]), 2,
     r"^missing: the SSH agent does not hold the pool's key \(ops@example\): .*Fix: ssh-add its private key"),
])
def test_each_missing_need_is_one_line_with_its_fix(tmp_path, capsys, case, kwargs, line, pattern):
    kwargs = {"agent": [POOL_KEY], "config": GOOD, **kwargs}
    rc, lines = run(tmp_path, capsys, **kwargs)
    assert rc == 1
    assert re.search(pattern, lines[line]), lines[line]
    assert [n for n, text in enumerate(lines) if text.startswith("missing:")] == [line], lines


def test_credentials_come_as_the_provider_finds_them(tmp_path, capsys):
    """The stack's provider profile, else CRUSOE_PROFILE, else the file's `profile` key; the variables win."""
    config = (f'profile = "team"\n[default]\naccess_key_id = "A"\nsecret_key = "{SECRET}"\n'
              f'[team]\naccess_key_id = "B"\nsecret_key = "{SECRET}"\n')
    rc, lines = run(tmp_path / "a", capsys, agent=[POOL_KEY], config=config)
    assert rc == 0 and lines[1] == "ok: Crusoe API keys from ~/.crusoe/config [team] (profile team)"
    rc, lines = run(tmp_path / "b", capsys, agent=[POOL_KEY], config=config, CRUSOE_PROFILE="prod")
    assert rc == 1 and "in the profile [prod] of ~/.crusoe/config" in lines[1]
    rc, lines = run(tmp_path / "c", capsys, profile="default", agent=[POOL_KEY], config=config, CRUSOE_PROFILE="prod")
    assert rc == 0 and lines[1] == "ok: Crusoe API keys from ~/.crusoe/config [default] (profile default)"
    rc, lines = run(tmp_path / "d", capsys, agent=[POOL_KEY], config=None, CRUSOE_ACCESS_KEY_ID="A",
                    CRUSOE_SECRET_KEY=SECRET)
    assert rc == 0 and lines[1] == "ok: Crusoe API keys from CRUSOE_ACCESS_KEY_ID and CRUSOE_SECRET_KEY (profile default)"


def test_make_preflight_checks_the_stack_name_first(tmp_path):
    (tmp_path / "training-dev").mkdir()
    (tmp_path / "training-dev" / "cdk.tf.json").write_text("{}")
    done = subprocess.run(["make", "-s", "-o", "synth-if-changed", "-o", ".venv/.installed-cdktn", "preflight",
                           "STACK=trainig-dev", f"STACKS_DIR={tmp_path}"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and f"error: no stack 'trainig-dev' in {tmp_path}" in done.stderr
