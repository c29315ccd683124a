"""VM mode: a multi-node NCCL run starts (issue 27). Two fake nodes behind a fake ``ssh`` that enforces
what real sshd and ssh would: the operator gets in with its agent, but node-to-node connections need
the client's configured identity to be authorized on the target (from the client's address) and the
target's host key pinned in the client's known_hosts. ``crusoe-ib-verify mesh`` sets that up; then
``crusoe-ib-verify nccl`` on the launcher starts mpirun, whose fake starts a rank on the other node
over that ssh, exactly as Open MPI does.
"""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from crusoe_ib.verify.operator import cli

from conftest import FIXTURES

REPO = Path(__file__).resolve().parents[2]
H100 = "h100-80gb-sxm-ib.8x"
NODES = {"203.0.113.10": ("10.0.0.10", "node-000"), "203.0.113.11": ("10.0.0.11", "node-001")}

FAKE_SSH = r'''
import os, re, shlex, subprocess, sys
world = os.environ["FAKE_WORLD"]
args, host, i = sys.argv[1:], None, 0
while i < len(args):
    if args[i] in ("-o", "-l", "-J", "-i", "-p", "-F"):
        i += 2
    elif args[i].startswith("-"):
        i += 1
    else:
        host = args[i]; break
command = " ".join(args[i + 1:])
public = dict(line.split() for line in open(os.path.join(world, "public")).read().splitlines())
target = public.get(host, host)
tdir = os.path.join(world, "hosts", target)
if not os.path.isdir(tdir):
    sys.exit("ssh: connect to host %s: No route to host" % host)
caller = os.environ.get("FAKE_SSH_SELF")
if caller:  # node to node: what sshd and ssh check
    home = os.path.join(world, "hosts", caller, "home")
    config = open(os.path.join(home, ".ssh/config")).read() if os.path.exists(os.path.join(home, ".ssh/config")) else ""
    block = re.search(r"^Host (.*)\n((?:    .*\n)+)", config, re.M)
    if not block or target not in block.group(1).split():
        sys.exit("%s@%s: Permission denied (publickey)." % ("ubuntu", target))
    opts = dict(l.split(None, 1) for l in block.group(2).strip().splitlines())
    if opts.get("StrictHostKeyChecking") != "yes":
        sys.exit("fake ssh: refusing a config that does not check host keys")
    known = open(opts["UserKnownHostsFile"].replace("~", home)).read().splitlines()
    hostkey = open(os.path.join(tdir, "etc/ssh/ssh_host_ed25519_key.pub")).read().split()[:2]
    if "%s %s" % (target, " ".join(hostkey)) not in known:
        sys.exit("Host key verification failed.")
    identity = open(opts["IdentityFile"].replace("~", home) + ".pub").read().split()[:2]
    authorized = open(os.path.join(tdir, "home/.ssh/authorized_keys")).read().splitlines()
    if not any(l.startswith('from="%s",' % caller) and " ".join(identity) in l for l in authorized):
        sys.exit("%s@%s: Permission denied (publickey)." % ("ubuntu", target))
command = command.replace("/etc/ssh/", os.path.join(tdir, "etc/ssh") + "/")
env = dict(os.environ, HOME=os.path.join(tdir, "home"), FAKE_SSH_SELF=target)
sys.exit(subprocess.run(["bash", "-c", command], env=env, cwd=env["HOME"]).returncode)
'''

FAKE_KEYGEN = r'''
import base64, os, sys
a = sys.argv[1:]
path, comment = a[a.index("-f") + 1], a[a.index("-C") + 1]
open(path, "w").write("-----BEGIN OPENSSH PRIVATE KEY-----\nfake\n-----END OPENSSH PRIVATE KEY-----\n")
os.chmod(path, 0o600)
open(path + ".pub", "w").write("ssh-ed25519 %s %s\n" % (base64.b64encode(os.urandom(51)).decode(), comment))
'''

# Open MPI's launch, faked: one ssh per other host of the hostfile, then the rank's output.
FAKE_MPIRUN = r'''
hostfile=$(echo "$@" | sed 's/.*--hostfile \([^ ]*\).*/\1/')
bin=$(echo "$@" | sed 's/.* \([^ ]*_perf\) .*/\1/')
for h in $(awk '{print $1}' "$hostfile"); do
  if [ "$h" != "$FAKE_SSH_SELF" ]; then
    ssh -o BatchMode=yes "$h" "$bin --ping" || { echo "ORTE was unable to reliably start one or more daemons ($h)" >&2; exit 1; }
  fi
done
cat "$FAKE_LOG"
'''


def _tool(path: Path, text: str, python: bool = False) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(("#!%s\n" % sys.executable if python else "#!/bin/sh\n") + textwrap.dedent(text))
    path.chmod(0o755)


@pytest.fixture
def world(tmp_path, monkeypatch):
    """Two nodes with host keys, the fake tools on PATH, and a mesh hostfile as the stack writes it."""
    root = tmp_path / "world"
    (root / "public").parent.mkdir(parents=True)
    (root / "public").write_text("".join("%s %s\n" % (pub, priv) for pub, (priv, _) in NODES.items()))
    for _, (priv, _) in NODES.items():
        (root / "hosts" / priv / "home").mkdir(parents=True)
        new_host_key(root, priv)
    bin_dir = tmp_path / "bin"
    _tool(bin_dir / "ssh", FAKE_SSH, python=True)
    _tool(bin_dir / "ssh-keygen", FAKE_KEYGEN, python=True)
    for priv, _ in NODES.values():  # HPC-X and nccl-tests as Crusoe's image has them (faked)
        base = root / "hosts" / priv
        _tool(base / "opt/hpcx/ompi/bin/mpirun", FAKE_MPIRUN)
        (base / "opt/hpcx/hpcx-init.sh").write_text("hpcx_load() { export HPCX_LOADED=1; }\n")
        _tool(base / "opt/nccl-tests/build/all_reduce_perf", "exit 0\n")
    monkeypatch.setenv("FAKE_WORLD", str(root))
    monkeypatch.setenv("PATH", "%s:%s" % (bin_dir, os.environ["PATH"]))
    monkeypatch.delenv("FAKE_SSH_SELF", raising=False)
    hosts = tmp_path / "mesh-hosts.txt"
    hosts.write_text("".join("%s %s %s\n" % (pub, priv, key) for pub, (priv, key) in NODES.items()))
    return root, hosts


def new_host_key(root: Path, priv: str) -> None:
    (root / "hosts" / priv / "etc/ssh").mkdir(parents=True, exist_ok=True)
    (root / "hosts" / priv / "etc/ssh/ssh_host_ed25519_key.pub").write_text(
        "ssh-ed25519 %s root@%s\n" % (base64.b64encode(os.urandom(51)).decode(), priv))


def run_mesh(capsys, hosts: Path) -> tuple:
    code = cli.main(["mesh", "--hostfile", str(hosts), "--user", "ubuntu", "--json"])
    return code, json.loads(capsys.readouterr()[0])


def nccl_on_launcher(root: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    """``crusoe-ib-verify nccl`` on node-000, as the stack's ``nccl`` command runs it there."""
    launcher = root / "hosts" / "10.0.0.10"
    (launcher / "home/hostfile").write_text("10.0.0.10 slots=8\n10.0.0.11 slots=8\n")
    log = tmp_path / "run.out"
    log.write_text((FIXTURES / "nccl_log" / "ib_healthy.out").read_text()
                   + (FIXTURES / "nccl_tests" / "healthy_4node.out").read_text())
    env = dict(os.environ, HOME=str(launcher / "home"), FAKE_SSH_SELF="10.0.0.10", FAKE_LOG=str(log),
               PYTHONPATH=str(REPO / "constructs"))
    return subprocess.run(
        [sys.executable, "-m", "crusoe_ib.verify", "nccl", "--hostfile", "hostfile", "--instance-type", H100,
         "--hpcx-dir", str(launcher / "opt/hpcx"), "--nccl-tests-dir", str(launcher / "opt/nccl-tests/build"),
         "--no-json-results", "--json"],
        cwd=launcher / "home", env=env, capture_output=True, text=True, timeout=120)


def test_without_the_mesh_the_run_cannot_reach_the_other_node(world, tmp_path):
    root, _ = world
    res = nccl_on_launcher(root, tmp_path)
    doc = json.loads(res.stdout)
    assert res.returncode == 1 and not doc["ok"]
    ran = [v for v in doc["verdicts"] if v["rule"] == "nccl_run"][0] if "rule" in doc["verdicts"][0] else doc["verdicts"][0]
    assert "unable to reliably start" in ran["reason"] and "Permission denied" in ran["reason"], ran["reason"]


def test_the_mesh_lets_the_launcher_start_ranks_on_every_node(world, tmp_path, capsys):
    root, hosts = world
    code, doc = run_mesh(capsys, hosts)
    assert code == 0 and doc["ok"] and [n["reachable"] for n in doc["nodes"]] == [True, True], doc
    res = nccl_on_launcher(root, tmp_path)
    assert res.returncode == 0, res.stdout + res.stderr
    assert json.loads(res.stdout)["ok"]


def test_the_private_key_stays_on_the_launcher(world, tmp_path, capsys):
    root, hosts = world
    run_mesh(capsys, hosts)
    private = [p for p in tmp_path.rglob("*") if p.is_file() and "PRIVATE KEY-----\nfake" in p.read_text(errors="replace")]
    assert private == [root / "hosts/10.0.0.10/home/.ssh/crusoe-ib-mesh"]
    authorized = (root / "hosts/10.0.0.11/home/.ssh/authorized_keys").read_text()
    assert authorized.startswith('from="10.0.0.10",no-agent-forwarding,no-port-forwarding,no-X11-forwarding ssh-ed25519 ')


def test_host_keys_are_pinned_not_ignored(world, tmp_path, capsys):
    """A replaced node (new host key) is refused until the mesh runs again and pins the new key."""
    root, hosts = world
    run_mesh(capsys, hosts)
    config = (root / "hosts/10.0.0.10/home/.ssh/config").read_text()
    assert "StrictHostKeyChecking yes" in config and "StrictHostKeyChecking no" not in config
    new_host_key(root, "10.0.0.11")
    assert nccl_on_launcher(root, tmp_path).returncode == 1
    code, doc = run_mesh(capsys, hosts)
    assert code == 0 and doc["ok"]
    assert nccl_on_launcher(root, tmp_path).returncode == 0


def test_rerunning_the_mesh_changes_nothing(world, capsys):
    root, hosts = world
    run_mesh(capsys, hosts)
    files = {p: p.read_text() for p in root.rglob("*") if p.is_file() and ".ssh" in p.parts}
    code, _ = run_mesh(capsys, hosts)
    assert code == 0 and {p: p.read_text() for p in files} == files
    config = (root / "hosts/10.0.0.10/home/.ssh/config").read_text()
    assert config.count("# >>> crusoe-ib mesh") == 1


def test_an_unreachable_node_is_named(world, capsys):
    root, hosts = world
    hosts.write_text(hosts.read_text() + "203.0.113.99 10.0.0.99 node-002\n")
    code, doc = run_mesh(capsys, hosts)
    assert code == 1 and not doc["ok"]
    bad = [n for n in doc["nodes"] if n["label"] == "node-002"][0]
    assert not bad["reachable"] and "No route to host" in bad["error"]


@pytest.mark.parametrize("line,message", [
    ("203.0.113.10 not-an-ip node-000\n203.0.113.11 10.0.0.11\n", "is not an IP address"),
    ("203.0.113.10 10.0.0.10\n", "at least two nodes"),
    ("-oProxyCommand=x 10.0.0.10\n203.0.113.11 10.0.0.11\n", "expected 'ADDRESS PRIVATE_ADDRESS"),
    ("203.0.113.10 10.0.0.10 a;b\n203.0.113.11 10.0.0.11\n", "label"),
])
def test_a_hostile_hostfile_is_refused(tmp_path, capsys, line, message):
    hosts = tmp_path / "hosts"
    hosts.write_text(line)
    assert cli.main(["mesh", "--hostfile", str(hosts)]) == 2
    assert message in capsys.readouterr()[1]


# --- the apply's own mesh step (crusoe_ib.mpi_launch, issue 34): the same remote steps, from bash ---------------


def apply_mesh_step(tmp_path: Path, hosts: str) -> subprocess.CompletedProcess:
    """The launch delivery's preparation step as push.sh runs it (set -euo pipefail, its ``fail``), then the
    hostfile it would deliver."""
    from crusoe_ib.core import _shell
    from crusoe_ib.mpi_launch import mesh_step
    # push.sh's own pin_host and host_ssh are tested with the delivery (tests/constructs/test_node_delivery.py,
    # and every offline apply, whose ssh checks host keys); here they record the pin and reach the fake world.
    script = ("set -euo pipefail\nfail() { echo \"crusoe-ib: $*\" >&2; }\n"
              'pin_host() { echo "$1 $2 $3" >> "$PINNED"; }\n'
              'host_ssh() { local a=$1; shift; ssh -o BatchMode=yes -l ubuntu "$a" "$@"; }\n'
              + _shell.text(mesh_step("node-000"))
              + '\nprintf %s "$SECRET_HOSTFILE" | base64 -d > "$OUT"\n')
    env = dict(os.environ, MESH_HOSTS=hosts, MPI_HOSTFILE="10.0.0.10 slots=8\n10.0.0.11 slots=8",
               OUT=str(tmp_path / "hostfile.out"), PINNED=str(tmp_path / "pinned"))
    return subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True, timeout=60)


APPLY_HOSTS = "node-000=203.0.113.10=10.0.0.10=i-0 node-001=203.0.113.11=10.0.0.11=i-1"


def test_the_apply_meshes_the_pool_so_the_first_run_needs_no_hand_step(world, tmp_path):
    root, _ = world
    res = apply_mesh_step(tmp_path, APPLY_HOSTS)
    assert res.returncode == 0, res.stderr
    assert "mesh ok: the launcher reaches 10.0.0.10 10.0.0.11" in res.stdout
    assert (tmp_path / "hostfile.out").read_text() == "10.0.0.10 slots=8\n10.0.0.11 slots=8\n"
    # Every node's host key is pinned for its instance before the mesh talks to it, the launcher first.
    assert (tmp_path / "pinned").read_text().splitlines() == [
        "node-000 203.0.113.10 i-0", "node-000 203.0.113.10 i-0", "node-001 203.0.113.11 i-1"]
    assert nccl_on_launcher(root, tmp_path).returncode == 0
    authorized = (root / "hosts/10.0.0.11/home/.ssh/authorized_keys").read_text()
    assert authorized.startswith('from="10.0.0.10",no-agent-forwarding,no-port-forwarding,no-X11-forwarding ssh-ed25519 ')


def test_the_apply_step_and_the_command_write_the_same_files(world, tmp_path, capsys):
    """One mesh, two ways in: rerunning either after the other changes nothing on any node."""
    root, hosts = world
    assert apply_mesh_step(tmp_path, APPLY_HOSTS).returncode == 0
    files = {p: p.read_text() for p in root.rglob("*") if p.is_file() and ".ssh" in p.parts}
    code, _ = run_mesh(capsys, hosts)
    assert code == 0 and {p: p.read_text() for p in root.rglob("*") if p.is_file() and ".ssh" in p.parts} == files


def test_the_apply_step_fails_naming_the_node_it_cannot_reach(world, tmp_path):
    res = apply_mesh_step(tmp_path, APPLY_HOSTS + " node-002=203.0.113.99=10.0.0.99=i-2")
    assert res.returncode != 0 and "node-002 (203.0.113.99)" in res.stderr
