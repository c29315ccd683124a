"""NodeDelivery's push script run for real against hosts simulated by a local ``ssh`` that executes the
remote command on this machine (paths under a temporary root): what arrives, with which mode, and
what a digest mismatch or an unreachable host does."""

from __future__ import annotations

import base64
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crusoe_ib._scripts import rendered
from tests.support import Bare, resources

# A host that runs what it is sent: `sudo` dropped, paths moved under $HOSTS_ROOT/<address>, owner
# replaced by the current user (chown to root or munge needs root), hosts named "down" unreachable.
_LOCAL_SSH = r'''#!{python}
import os, re, subprocess, sys
args = sys.argv[1:]
i = 0
while args[i].startswith("-"):
    i += 2 if args[i] in ("-o", "-J", "-p", "-i") else 1
host, remote = args[i].split("@")[-1], " ".join(args[i + 1:])
if host.startswith("down"):
    sys.exit(255)
root = os.path.join(os.environ["HOSTS_ROOT"], host)
me = "%d:%d" % (os.getuid(), os.getgid())
remote = remote.replace("sudo ", "").replace(" /", " " + root + "/")
remote = re.sub(r" [a-z]+:[a-z]+ (0[0-7]{3})", r" " + me + r" \1", remote)
sys.exit(subprocess.run(["sh", "-c", remote], stdin=sys.stdin).returncode)
'''


@pytest.fixture(scope="module")
def push():
    bare = Bare()
    pool = bare.add_pool(node_count=2)
    from crusoe_ib.node_delivery import Item
    delivery = pool.delivery("ops")
    delivery.add(Item(name="TOOL", dest="/opt/x/tool.bin", owner="root:root", mode="0755", source_path="tool.bin",
                      sha256=hashlib.sha256(b"the tool\n").hexdigest()))
    delivery.add(Item(name="KEY", dest="/etc/munge/munge.key", owner="munge:munge", mode="0400", secret="base64encode(x)"))
    return resources(bare.synth(), "terraform_data")["pool_delivery"]["provisioner"][0]["local-exec"]


def _run(push, tmp_path: Path, hosts: str, tool: bytes, key: bytes = b"k" * 64) -> subprocess.CompletedProcess:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    (bin_dir / "ssh").write_text(_LOCAL_SSH.replace("{python}", sys.executable))
    (bin_dir / "ssh").chmod(0o755)
    (tmp_path / "tool.bin").write_bytes(tool)
    script = rendered(push["command"]).replace("seq 1 120", "seq 1 2").replace("sleep 5", "sleep 0")
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "HOSTS_ROOT": str(tmp_path / "hosts"),
           "HOSTS": hosts, "ITEMS": push["environment"]["ITEMS"], "FILE_TOOL": str(tmp_path / "tool.bin"),
           "SECRET_KEY": base64.b64encode(key).decode()}
    return subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True, timeout=120, cwd=tmp_path)


def test_every_host_gets_every_item_atomically_with_its_mode(push, tmp_path):
    ran = _run(push, tmp_path, "node-000=10.0.0.1 node-001=10.0.0.2", b"the tool\n")
    assert ran.returncode == 0, ran.stderr
    for ip in ("10.0.0.1", "10.0.0.2"):
        host = tmp_path / "hosts" / ip
        assert (host / "opt/x/tool.bin").read_bytes() == b"the tool\n"
        assert oct((host / "opt/x/tool.bin").stat().st_mode & 0o777) == "0o755"
        assert (host / "etc/munge/munge.key").read_bytes() == b"k" * 64
        assert oct((host / "etc/munge/munge.key").stat().st_mode & 0o777) == "0o400"
        assert not list(host.rglob("*.part"))


def test_a_file_whose_digest_differs_is_never_installed_and_the_apply_fails_naming_the_node(push, tmp_path):
    ran = _run(push, tmp_path, "node-000=10.0.0.1", b"not the tool\n")
    assert ran.returncode != 0
    assert "could not deliver TOOL to node-000 (10.0.0.1)" in ran.stderr
    # Terraform hides the output of a run with a secret in it: the log beside the state says it too.
    assert "could not deliver TOOL to node-000 (10.0.0.1)" in (tmp_path / "crusoe-ib-delivery.log").read_text()
    assert not (tmp_path / "hosts/10.0.0.1/opt/x/tool.bin").exists()


def test_an_unreachable_host_fails_the_apply_naming_it_and_the_others_still_get_theirs(push, tmp_path):
    ran = _run(push, tmp_path, "node-000=10.0.0.1 node-001=down.invalid", b"the tool\n")
    assert ran.returncode != 0 and "node-001 (down.invalid) is not reachable over SSH" in ran.stderr
    assert (tmp_path / "hosts/10.0.0.1/opt/x/tool.bin").exists()


def test_secrets_travel_as_sensitive_values_and_items_are_validated(push):
    assert push["environment"]["SECRET_KEY"] == "${sensitive(base64encode(x))}"
    from crusoe_ib.node_delivery import Item
    for bad in (dict(dest="/etc/x; rm -rf /"), dict(owner="root"), dict(mode="777"), dict(dest="/a/../etc/shadow")):
        with pytest.raises(ValueError):
            Item(**{**dict(name="X", dest="/etc/x", owner="root:root", mode="0600", secret="v"), **bad})
