"""NodeDelivery's push script run for real against hosts simulated by a local ``ssh`` that executes the
remote command on this machine (paths under a temporary root): what arrives, with which mode, and
what a digest mismatch or an unreachable host does."""

from __future__ import annotations

import base64
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from crusoe_ib.core._scripts import rendered
from tests.support import Bare, resources

# A host that runs what it is sent: `sudo` dropped, paths moved under $HOSTS_ROOT/<address>, owner
# replaced by the current user (chown to root or munge needs root), hosts named "down" unreachable, hosts
# named "noisy" answering with terminal escapes; host keys checked as ssh does (tools/offline/fake_ssh.py,
# the key in <host>/etc/ssh/ssh_host_ed25519_key.pub when the test puts one there).
_LOCAL_SSH = r'''#!{python}
import os, re, subprocess, sys
sys.path.insert(0, {tools!r})
from offline.fake_ssh import host_key_check
args = sys.argv[1:]
i = 0
while args[i].startswith("-"):
    i += 2 if args[i] in ("-o", "-J", "-p", "-i") else 1
host, remote = args[i].split("@")[-1], " ".join(args[i + 1:])
if host.startswith("down"):
    sys.exit(255)
if host.startswith("noisy"):
    sys.stderr.write("\x1b]0;owned\x07ssh: connect to host noisy port 22: Connection refused\x1b[2J\n")
    sys.exit(255)
os.environ["FAKE_SSH_ROOT"] = os.environ["HOSTS_ROOT"]
refused = host_key_check(args[:i], host)
if refused:
    sys.stderr.write(refused)
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
    delivery.add(Item(name="KEY", dest="/etc/munge/munge.key", owner="munge:munge", mode="0400", secret="base64encode(x)",
                      restart="munge"))
    return resources(bare.synth(), "terraform_data")["pool_delivery"]["provisioner"][0]["local-exec"]


def _run(push, tmp_path: Path, hosts: str, tool: bytes, key: bytes = b"k" * 64) -> subprocess.CompletedProcess:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    tools = str(Path(__file__).resolve().parents[2] / "tools")
    (bin_dir / "ssh").write_text(_LOCAL_SSH.replace("{python}", sys.executable).replace("{tools!r}", repr(tools)))
    (bin_dir / "systemctl").write_text('#!/bin/sh\necho "$@" >> "$HOSTS_ROOT/systemctl.log"\n')
    for exe in ("ssh", "systemctl"):
        (bin_dir / exe).chmod(0o755)
    (tmp_path / "tool.bin").write_bytes(tool)
    script = rendered(push["command"]).replace("seq 1 120", "seq 1 2").replace("sleep 5", "sleep 0")
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "HOSTS_ROOT": str(tmp_path / "hosts"),
           "HOSTS": hosts, "ITEMS": push["environment"]["ITEMS"], "FILE_TOOL": str(tmp_path / "tool.bin"),
           "SECRET_KEY": base64.b64encode(key).decode()}
    # Terraform runs in cdktf.out/stacks/<stack>: the pinned keys go to the project root (here tmp_path), three up.
    stack_dir = tmp_path / "cdktf.out/stacks/bare"
    stack_dir.mkdir(parents=True, exist_ok=True)
    return subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True, timeout=120, cwd=stack_dir)


def _hosts(*pairs: str) -> str:
    """HOSTS as the HCL writes it: one "key|address|instance id" per line ("node-000=10.0.0.1" -> id i-node-000)."""
    return "\n".join(f"{k}|{a}|i-{k}" for k, a in (p.split("=") for p in pairs))


def _vm(tmp_path: Path, address: str, uuid: str = "vm-uuid") -> Path:
    """A host whose identity (the hypervisor's VM UUID) is ``uuid``."""
    host = tmp_path / "hosts" / address
    (host / "sys/class/dmi/id").mkdir(parents=True, exist_ok=True)
    (host / "sys/class/dmi/id/product_uuid").write_text(uuid + "\n")
    return host


def test_every_host_gets_every_item_atomically_with_its_mode(push, tmp_path):
    for ip in ("10.0.0.1", "10.0.0.2"):
        _vm(tmp_path, ip, f"uuid-{ip}")
    ran = _run(push, tmp_path, _hosts("node-000=10.0.0.1", "node-001=10.0.0.2"), b"the tool\n")
    assert ran.returncode == 0, ran.stderr
    for ip in ("10.0.0.1", "10.0.0.2"):
        host = tmp_path / "hosts" / ip
        assert (host / "opt/x/tool.bin").read_bytes() == b"the tool\n"
        assert oct((host / "opt/x/tool.bin").stat().st_mode & 0o777) == "0o755"
        assert (host / "etc/munge/munge.key").read_bytes() == b"k" * 64
        assert oct((host / "etc/munge/munge.key").stat().st_mode & 0o777) == "0o400"
        assert not list(host.rglob("*.part"))
        # Each delivery leaves a marker naming this VM: what boot steps wait for, never the file alone.
        assert (host / "var/lib/crusoe-ib/delivered/:etc:munge:munge.key").read_text() == f"uuid-{ip}\n"
    # munge reads its key only when it starts: restarted after the key arrives (when it runs).
    assert (tmp_path / "hosts/systemctl.log").read_text().splitlines() == ["try-restart munge"] * 2
    # Each host's key is pinned in the stack's own known_hosts directory, for its instance.
    pinned = (tmp_path / "crusoe-ib-known_hosts.d/bare/10.0.0.1").read_text().split()
    assert pinned[0] == "10.0.0.1" and pinned[1] == "ssh-ed25519" and pinned[-1] == "crusoe-ib:i-node-000"


def test_a_file_whose_digest_differs_is_never_installed_and_the_apply_fails_naming_the_node(push, tmp_path):
    ran = _run(push, tmp_path, _hosts("node-000=10.0.0.1"), b"not the tool\n")
    assert ran.returncode != 0
    assert "could not deliver TOOL to node-000 (10.0.0.1)" in ran.stderr
    # Terraform hides the output of a run with a secret in it: the log beside the state says it too.
    assert "could not deliver TOOL to node-000 (10.0.0.1)" in (tmp_path / "cdktf.out/stacks/bare/crusoe-ib-delivery.log").read_text()
    assert not (tmp_path / "hosts/10.0.0.1/opt/x/tool.bin").exists()


def test_an_unreachable_host_fails_the_apply_naming_it_and_the_others_still_get_theirs(push, tmp_path):
    ran = _run(push, tmp_path, _hosts("node-000=10.0.0.1", "node-001=down.invalid"), b"the tool\n")
    assert ran.returncode != 0 and "node-001 (down.invalid) is not reachable over SSH" in ran.stderr
    assert (tmp_path / "hosts/10.0.0.1/opt/x/tool.bin").exists()


def test_an_empty_or_malformed_address_is_refused_naming_the_node_and_nothing_shifts(push, tmp_path):
    # A node without a public IP reports "": it must not pair node-002's secret with another host.
    hosts = "node-000|10.0.0.1|i-0\nnode-001||i-1\nnode-002|10.0.0.3|i-2\nnode-003|10.0.0.4 -oProxyCommand=x|i-3"
    ran = _run(push, tmp_path, hosts, b"the tool\n")
    assert ran.returncode != 0
    assert "host node-001 has no usable SSH address ('', instance 'i-1')" in ran.stderr
    assert "host node-003 has no usable SSH address ('10.0.0.4 -oProxyCommand=x', instance 'i-3')" in ran.stderr
    assert not (tmp_path / "hosts").exists() or not list((tmp_path / "hosts").rglob("munge.key"))


def test_a_host_key_that_changes_for_the_same_instance_fails_loudly_and_nothing_is_sent(push, tmp_path):
    host = _vm(tmp_path, "10.0.0.1")
    assert _run(push, tmp_path, _hosts("node-000=10.0.0.1"), b"the tool\n").returncode == 0
    # Another machine answers the address (or the VM's keys were replaced): a new key, the same instance.
    (host / "etc/ssh").mkdir(parents=True)
    (host / "etc/ssh/ssh_host_ed25519_key.pub").write_text("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIImpostor\n")
    ran = _run(push, tmp_path, _hosts("node-000=10.0.0.1"), b"the tool\n", key=b"n" * 64)
    assert ran.returncode != 0
    assert ("node-000 (10.0.0.1) answers with a host key that is not the one pinned for instance i-node-000"
            in ran.stderr)
    assert "ssh: @    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!" in ran.stderr  # ssh's words, shown
    assert (host / "etc/munge/munge.key").read_bytes() == b"k" * 64  # the new secret never left
    # Terraform replaced the VM (a new instance id at the reused address): its new key is pinned, and it gets it.
    again = _run(push, tmp_path, "node-000|10.0.0.1|i-replacement", b"the tool\n", key=b"n" * 64)
    assert again.returncode == 0, again.stderr
    assert "is a new instance (i-replacement): its former host key record is dropped" in again.stderr
    assert (host / "etc/munge/munge.key").read_bytes() == b"n" * 64


def test_what_ssh_says_is_shown_without_terminal_controls(push, tmp_path):
    ran = _run(push, tmp_path, _hosts("node-000=noisy.invalid"), b"the tool\n")
    assert ran.returncode != 0 and "node-000 (noisy.invalid) is not reachable over SSH" in ran.stderr
    # Why, in ssh's words (was: hidden), without the escape and bell bytes a terminal would act on.
    assert "ssh: connect to host noisy port 22: Connection refused" in ran.stderr
    assert "\x1b" not in ran.stderr and "\x07" not in ran.stderr


def test_secrets_travel_as_sensitive_values_and_items_are_validated(push):
    assert push["environment"]["SECRET_KEY"] == "${sensitive(base64encode(x))}"
    from crusoe_ib.node_delivery import Item
    for bad in (dict(dest="/etc/x; rm -rf /"), dict(owner="root"), dict(mode="777"), dict(dest="/a/../etc/shadow")):
        with pytest.raises(ValueError):
            Item(**{**dict(name="X", dest="/etc/x", owner="root:root", mode="0600", secret="v"), **bad})
    with pytest.raises(ValueError):
        Item(name="X", dest="/etc/x", owner="root:root", mode="0600", secret="v", restart="munge; reboot")


def test_the_addresses_are_checked_in_hcl_before_the_push_naming_the_nodes(push):
    bare = Bare()
    pool = bare.add_pool(node_count=1)
    pool.delivery("ops").add(__import__("crusoe_ib.node_delivery", fromlist=["Item"]).Item(
        name="KEY", dest="/etc/x", owner="root:root", mode="0600", secret="base64encode(x)"))
    data = resources(bare.synth(), "terraform_data")["pool_delivery"]
    (check,) = data["lifecycle"]["precondition"]
    assert "can(regex(" in check["condition"] and "[CIB287]" in check["error_message"]
    assert push["environment"]["HOSTS"].startswith('${join("\\n", formatlist("%s|%s|%s", keys(')


def test_the_asset_cache_is_private_and_a_cached_file_is_checked_never_trusted(tmp_path, monkeypatch):
    import tempfile

    from crusoe_ib import node_delivery

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    cache = Path(node_delivery.asset_cache())
    assert cache == tmp_path / f"crusoe-ib-assets-{os.getuid()}" and oct(cache.stat().st_mode & 0o777) == "0o700"
    # Someone planted a different file where synth would cache this content: it is replaced, not used.
    digest = hashlib.sha256(b"the checker\n").hexdigest()
    planted = cache / digest / "verify.pyz"
    planted.parent.mkdir()
    planted.write_bytes(b"not the checker\n")
    bare = Bare()
    node_delivery.file_asset(bare.stack, "x", "verify.pyz", b"the checker\n")
    assert planted.read_bytes() == b"the checker\n"
    # A cache directory others can write (or another user's) stops synth, naming it and the fix.
    cache.chmod(0o777)
    with pytest.raises(PermissionError, match="not a directory of yours that only you can write.*set TMPDIR"):
        node_delivery.asset_cache()


@pytest.mark.parametrize("user,options,code,pattern", [
    ('ubuntu"; touch /tmp/x; "', (), "CIB039", r"ssh_user = 'ubuntu\"; touch /tmp/x; \"': A login user name"),
    ("ubuntu\n", (), "CIB039", r"ssh_user = 'ubuntu\\n'"),
    ("ubuntu", ("-J", "bastion; id"), "CIB043", r"ssh_options = 'bastion; id': A jump host is \[user@\]host\[:port\]"),
    ("ubuntu", ("-oProxyCommand=touch /tmp/x",), "CIB043", r"ssh_options = \('-oProxyCommand=touch /tmp/x',\)"),
    ("ubuntu", ("-J", "${file(\"x\")}"), "CIB091", r"ssh_options = .*literal value"),
])
def test_a_delivery_made_directly_refuses_a_user_or_options_that_are_not_plain(user, options, code, pattern):
    """push.sh writes ssh_user and ssh_options into its ssh command lines as they are: a library user who
    makes a NodeDelivery directly gets the pool's rules, as a ConfigError naming the field, not a script."""
    from crusoe_ib.core.errors import ConfigError
    from crusoe_ib.node_delivery import NodeDelivery

    bare = Bare()
    with pytest.raises(ConfigError) as caught:
        NodeDelivery(bare.stack, "direct", hosts='{"a" = "192.0.2.1"}', ids='{"a" = "i-1"}', ssh_user=user,
                     ssh_options=options, triggers='["x"]')
    issues = caught.value.issues
    assert [i.code for i in issues] == [code] and re.search(pattern, str(issues[0])), issues
