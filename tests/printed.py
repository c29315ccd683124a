"""The commands the outputs print, as a user gets them: rendered by real Terraform (the offline
harness in tools/offline applies the stack against the stand-in provider) and run or split the
way a shell would. Helpers for the hostile-value tests in tests/constructs/.

    tf = applied_offline(bare.synth(), tmp, env=ssh.env)   # a FakeSsh records every ssh call
    outputs = tf.outputs()                                 # rendered values, IPs filled in
    addresses(tf, "pool")                                  # {"node-000": {"private": ..., "public": ...}}
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "tools") not in sys.path:
    sys.path.insert(0, str(REPO / "tools"))

from offline import fake_ssh  # noqa: E402
from offline.harness import OfflineTerraform  # noqa: E402

class FakeSsh:
    """An ``ssh`` first on PATH (``env``) that records each call's argv; ``run`` runs a command
    line in bash with it and returns the calls it made."""

    def __init__(self, root: Path) -> None:
        self.bin = root / "fake-bin"
        self.bin.mkdir(parents=True, exist_ok=True)
        self.log = root / "ssh-calls.jsonl"
        fake_ssh.write_executable(self.bin / "ssh", no_site=False)  # the offline cloud's: records each call, succeeds
        self.env = {"PATH": f"{self.bin}{os.pathsep}{os.environ.get('PATH', os.defpath)}", "FAKE_SSH_LOG": str(self.log)}

    def calls(self) -> list[list[str]]:
        if not self.log.exists():
            return []
        return [json.loads(line)["argv"] for line in self.log.read_text().splitlines()]

    def run(self, command: str, cwd: Path | None = None) -> list[list[str]]:
        self.log.unlink(missing_ok=True)
        result = subprocess.run(["bash", "-c", command], env={**os.environ, **self.env}, cwd=cwd,
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        return self.calls()


def applied_offline(stack_json: dict, workdir: Path, env: dict | None = None) -> OfflineTerraform:
    """``terraform init`` and ``apply`` of ``stack_json`` offline; fails the test with Terraform's output."""
    tf = OfflineTerraform(stack_json, workdir, env=env)
    result = tf.init()
    assert result.rc == 0, result.output
    result = tf.apply()
    assert result.rc == 0, result.output
    return tf


def addresses(tf: OfflineTerraform, pool: str = "pool") -> dict[str, dict[str, str]]:
    """Each node's private and public address as the state holds them, by key."""
    for resource in tf.state()["resources"]:
        if resource["type"] == "crusoe_compute_instance" and resource["name"] == f"{pool}_nodes":
            return {i["index_key"]: {"private": i["attributes"]["network_interfaces"][0]["private_ipv4"]["address"],
                                     "public": i["attributes"]["network_interfaces"][0]["public_ipv4"]["address"]}
                    for i in resource["instances"]}
    raise KeyError(f"no crusoe_compute_instance.{pool}_nodes in state")
