#!/usr/bin/env python3
"""`make preflight STACK=<stack>`: what the first real deploy needs on this machine, checked before it starts.

A newcomer's first `npx cdktn deploy` failed late and far from the cause: no Terraform (cdktn runs it), no Crusoe
credentials (the plan stops at the provider's configuration), or an SSH agent without the pool's key (the apply
creates the VMs, then its delivery cannot log in). Each check prints one line, `ok` or `missing`, with the fix;
the exit code is 1 when one is missing. Nothing secret is printed: a credential is named by where it comes from.

Credentials are looked up as Crusoe's provider does (crusoecloud/terraform-provider-crusoe,
internal/common/config.go, GetConfigWithOptions): the profile is the stack's provider `profile`, else
CRUSOE_PROFILE, else the file's top-level `profile` key, else `default`; CRUSOE_ACCESS_KEY_ID and
CRUSOE_SECRET_KEY override that profile's keys.

Usage: python3 tools/preflight.py cdktf.out/stacks/<stack>/cdk.tf.json
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

CONFIG = "~/.crusoe/config"


def terraform_check(required: str | None, env: dict) -> tuple[bool, str]:
    """Terraform on PATH, at least the stack's ``required_version`` floor (``>= X.Y.Z``)."""
    found = shutil.which("terraform", path=env.get("PATH"))
    floor = re.fullmatch(r"\s*>=\s*(\d+)\.(\d+)\.(\d+)\s*", required or "")
    want = ".".join(floor.groups()) if floor else None
    install = f"install Terraform {'>= ' + want if want else ''} (https://developer.hashicorp.com/terraform/install)"
    if not found:
        return False, f"terraform is not on PATH: `cdktn deploy` and the printed commands run it. Fix: {install}."
    try:
        out = subprocess.run([found, "version", "-json"], capture_output=True, text=True, timeout=30, env=env).stdout
        version = json.loads(out)["terraform_version"]
    except (OSError, subprocess.SubprocessError, ValueError, KeyError):
        return False, f"{found} did not say its version (terraform version -json). Fix: {install}."
    have = tuple(int(p) for p in re.findall(r"\d+", version)[:3])
    if floor and have < tuple(int(p) for p in floor.groups()):
        return False, f"terraform {version} ({found}) is older than the stack's required_version {required}. Fix: {install}."
    return True, f"terraform {version} ({found})"


def credentials_check(profile_setting: str | None, env: dict, home: Path) -> tuple[bool, str]:
    """Both Crusoe API keys resolvable, named by source (file profile or variable), never shown."""
    path = home / ".crusoe" / "config"
    data: dict = {}
    note = ""
    try:
        data = tomllib.loads(path.read_text())
    except FileNotFoundError:
        note = f" ({CONFIG} does not exist)"
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        note = f" ({CONFIG} is not readable TOML: {str(err).splitlines()[0]})"
    top = data.get("profile") if isinstance(data.get("profile"), str) else None
    profile = profile_setting or env.get("CRUSOE_PROFILE") or top or "default"
    section = data.get(profile) if isinstance(data.get(profile), dict) else {}
    sources = {}
    for key, var in (("access_key_id", "CRUSOE_ACCESS_KEY_ID"), ("secret_key", "CRUSOE_SECRET_KEY")):
        if env.get(var):
            sources[key] = var
        elif isinstance(section.get(key), str) and section[key]:
            sources[key] = f"{CONFIG} [{profile}]"
    missing = [k for k in ("access_key_id", "secret_key") if k not in sources]
    if missing:
        where = f"profile [{profile}] of {CONFIG}{note}"
        return False, (f"no Crusoe API {' or '.join(missing)} in the {where} or the environment: the plan would stop "
                       "at the provider's configuration (Missing Crusoe API Key/Secret). Fix: `crusoe config init` "
                       "(the Crusoe CLI writes the profile), or export CRUSOE_ACCESS_KEY_ID and CRUSOE_SECRET_KEY"
                       + (f"; or set crusoe_profile to a profile the file has ({', '.join(sorted(k for k, v in data.items() if isinstance(v, dict)))})"
                          if any(isinstance(v, dict) for v in data.values()) else "") + ".")
    shown = sorted(set(sources.values()))
    return True, f"Crusoe API keys from {' and '.join(shown)} (profile {profile})"


def _key(line: str) -> tuple[str, str] | None:
    parts = line.split()
    return (parts[0], parts[1]) if len(parts) >= 2 and parts[0].startswith(("ssh-", "ecdsa-", "sk-")) else None


def agent_check(pool_keys: list[str], env: dict) -> tuple[bool, str]:
    """The pool's public key(s) loaded in the SSH agent: the apply's delivery logs in with the agent only."""
    if not pool_keys:
        return True, "no VM pool with an SSH key in this stack (nothing to log in to at apply)"
    if not shutil.which("ssh-add", path=env.get("PATH")):
        return False, "ssh-add is not on PATH: the apply's delivery runs ssh with your agent. Fix: install OpenSSH's client."
    try:
        done = subprocess.run(["ssh-add", "-L"], capture_output=True, text=True, timeout=30, env=env)
    except (OSError, subprocess.SubprocessError) as err:
        return False, f"ssh-add -L failed ({err}). Fix: start an agent: eval \"$(ssh-agent)\" && ssh-add <your key>."
    if done.returncode == 2 or not env.get("SSH_AUTH_SOCK"):
        return False, ("no SSH agent (SSH_AUTH_SOCK): the apply delivers the checker over SSH with the agent only. "
                       "Fix: eval \"$(ssh-agent)\" && ssh-add <the private key of the pool's public key>.")
    loaded = {k for k in map(_key, done.stdout.splitlines()) if k}
    absent = [k for k in pool_keys if _key(k) not in loaded]
    if absent:
        names = ", ".join(" ".join(k.split()[2:]) or k.split()[1][-12:] for k in absent)
        return False, (f"the SSH agent does not hold the pool's key ({names}): the apply would create the VMs, then "
                       "fail to log in to deliver the checker. Fix: ssh-add its private key (or give the pool your "
                       "operators' public key: pool.ssh_public_key_file).")
    return True, f"the SSH agent holds the pool's key ({len(pool_keys)} key(s))"


def main(argv: list[str], env: dict | None = None, home: Path | None = None) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    env = dict(os.environ if env is None else env)
    stack = json.loads(Path(argv[0]).read_text())
    providers = stack.get("provider", {}).get("crusoe", [{}])
    profile = (providers[0] if providers else {}).get("profile")
    pool_keys = sorted({r["ssh_key"].strip() for r in stack.get("resource", {}).get("crusoe_compute_instance", {}).values()
                        if isinstance(r.get("ssh_key"), str) and "${" not in r["ssh_key"]})
    checks = [terraform_check(stack.get("terraform", {}).get("required_version"), env),
              credentials_check(profile, env, home or Path.home()),
              agent_check(pool_keys, env)]
    for ok, line in checks:
        print(f"{'ok' if ok else 'missing'}: {line}")
    name = Path(argv[0]).parent.name
    if all(ok for ok, _ in checks):
        print(f"{name}: ready for `npx cdktn diff {name}` (the capacity guard's verdict) and `npx cdktn deploy {name}`")
        return 0
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
