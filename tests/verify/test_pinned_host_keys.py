"""The operator's commands reach nodes with the host keys the apply pinned (``--known-hosts DIR``, else the
``verify_remediation`` output's ``known_hosts``): ssh accepts exactly the key in ``DIR/<address>``, a node
answering with another key is refused, and a directory that is not there is a usage error that says where
to run from. Without either, ssh uses your own known_hosts as before. Run against the offline cloud's ssh
(tools/offline/fake_ssh.py checks host keys as ssh does) and, for what ssh makes of the options, real ssh."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from crusoe_ib.verify.node import remote
from crusoe_ib.verify.node.command_io import UsageError
from crusoe_ib.verify.operator import cli, remediation_input
from offline.fake_ssh import host_key
from tests.printed import FakeSsh

POOL4 = Path(__file__).resolve().parent / "fleet_fixtures" / "pool4"
HOSTS = {"node-000": "198.51.100.10", "node-001": "198.51.100.11", "node-002": "198.51.100.12", "node-003": "198.51.100.13"}
CHECK = "var/lib/crusoe-ib/node-check.json"


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def pin(directory: Path, address: str, key: str | None = None) -> None:
    """A record as the apply's delivery writes it: one file per address, tagged with the instance."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / address).write_text(f"{address} {key or host_key(address)} crusoe-ib:instance-{address}\n")


@pytest.fixture
def nodes(tmp_path, monkeypatch):
    """pool4's nodes behind the offline ssh, each serving its node check; returns the ssh's bin directory."""
    ssh = FakeSsh(tmp_path)
    root = tmp_path / "hosts"
    for key, host in HOSTS.items():
        (root / host / CHECK).parent.mkdir(parents=True)
        shutil.copy(POOL4 / f"{key}.node-check.json", root / host / CHECK)
    monkeypatch.setenv("FAKE_SSH_ROOT", str(root))
    monkeypatch.setenv("FAKE_SSH_LOG", str(ssh.log))
    return ssh


def remediation_file(tmp_path: Path, **changes) -> Path:
    doc = dict(json.loads((POOL4 / "remediation.json").read_text()), **changes)
    path = tmp_path / "remediation.json"
    path.write_text(json.dumps(doc))
    return path


# --- the argv --------------------------------------------------------------------------------------


def test_without_known_hosts_ssh_checks_your_own_known_hosts_as_before():
    argv = remote.ssh_command("/usr/bin/ssh", None, 10, "ubuntu")
    assert argv == ["/usr/bin/ssh", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=accept-new",
                    "-o", "ConnectTimeout=10", "-l", "ubuntu"]


def test_with_known_hosts_ssh_accepts_only_the_file_of_the_address_it_connects_to(tmp_path, monkeypatch):
    (tmp_path / "crusoe-ib-known_hosts.d" / "training-dev").mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    argv = remote.ssh_command("/usr/bin/ssh", None, 10, "ubuntu", "ops@bastion", "crusoe-ib-known_hosts.d/training-dev")
    assert argv == ["/usr/bin/ssh", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes",
                    "-o", f"UserKnownHostsFile={tmp_path}/crusoe-ib-known_hosts.d/training-dev/%h",
                    "-o", "ConnectTimeout=10", "-l", "ubuntu", "-J", "ops@bastion"]
    assert "accept-new" not in " ".join(argv)


@pytest.mark.skipif(shutil.which("ssh") is None, reason="no OpenSSH client here to ask what it makes of the options")
@pytest.mark.parametrize("name", ["training-dev", "with space", "100%h"])
def test_real_ssh_reads_exactly_the_pinned_file_of_the_address(tmp_path, name):
    directory = tmp_path / name
    directory.mkdir()
    argv = remote.ssh_command(shutil.which("ssh"), None, 10, "ubuntu", None, str(directory))
    # ssh -G prints the configuration ssh would connect with, tokens expanded, without connecting.
    shown = subprocess.run([argv[0], "-G", *argv[1:], "198.51.100.10"], capture_output=True, text=True, timeout=30,
                           check=True).stdout.splitlines()
    assert f"userknownhostsfile {directory}/198.51.100.10" in shown
    assert "stricthostkeychecking true" in shown and "batchmode yes" in shown


def test_a_known_hosts_directory_that_is_not_there_is_a_usage_error_saying_where_to_run(tmp_path, capsys, nodes):
    hosts = tmp_path / "hosts.txt"
    hosts.write_text("198.51.100.10 node-000\n")
    code, _, err = run(capsys, "logs", "--hostfile", hosts, "--remote", "/x", "--dest", tmp_path / "d",
                       "--known-hosts", tmp_path / "nowhere", "--tool-path", nodes.bin)
    assert code == 2 and "Traceback" not in err
    assert f"--known-hosts {tmp_path / 'nowhere'}: no such directory" in err and "from the project root" in err
    assert "leave --known-hosts out" in err
    assert nodes.calls() == []  # nothing was reached


@pytest.mark.parametrize("value", ["-oProxyCommand=x", "dir\n", "a b", 7])
def test_a_malformed_known_hosts_in_the_output_is_refused(tmp_path, value):
    with pytest.raises(UsageError, match="known_hosts must be"):
        remediation_input.read_remediation(str(remediation_file(tmp_path, known_hosts=value)))


# --- fleet, logs: through the offline ssh -----------------------------------------------------------


def test_fleet_refuses_a_node_whose_key_is_not_the_pinned_one_and_reads_it_once_it_is(tmp_path, capsys, nodes):
    pinned = tmp_path / "crusoe-ib-known_hosts.d" / "training-dev"
    for host in ("198.51.100.10", "198.51.100.12"):
        pin(pinned, host)
    pin(pinned, "198.51.100.11", host_key("another machine"))  # another key at node-001's address
    # node-003 (198.51.100.13): never pinned
    remediation = remediation_file(tmp_path, known_hosts=str(pinned))
    code, out, _ = run(capsys, "fleet", "--remediation", remediation, "--dest", tmp_path / "checks",
                       "--tool-path", nodes.bin, "--json")
    rows = {r["node_key"]: r for r in json.loads(out)["nodes"]}
    assert code == 1 and rows["node-000"]["verdict"] == "PASS" and rows["node-002"]["verdict"] == "FAIL"
    assert rows["node-001"]["verdict"] == "NO_RESULT" and "REMOTE HOST IDENTIFICATION HAS CHANGED" in rows["node-001"]["error"]
    assert rows["node-003"]["verdict"] == "NO_RESULT" and "Host key verification failed" in rows["node-003"]["error"]
    assert not (tmp_path / "checks" / "node-001.node-check.json").exists()
    assert not (pinned / "198.51.100.13").exists()  # nothing is recorded on first use
    # The node's own key pinned (as the apply does): fleet reads it.
    pin(pinned, "198.51.100.11")
    pin(pinned, "198.51.100.13")
    code, out, _ = run(capsys, "fleet", "--remediation", remediation, "--dest", tmp_path / "checks",
                       "--tool-path", nodes.bin, "--json")
    assert {r["node_key"]: r["verdict"] for r in json.loads(out)["nodes"]} == {
        "node-000": "PASS", "node-001": "PASS", "node-002": "FAIL", "node-003": "PASS"}


def test_the_option_wins_over_the_output_and_a_relative_output_path_is_from_where_you_run(tmp_path, capsys, nodes,
                                                                                          monkeypatch):
    project = tmp_path / "project"
    for host in HOSTS.values():
        pin(project / "crusoe-ib-known_hosts.d" / "training-dev", host)
    remediation = remediation_file(tmp_path, known_hosts="crusoe-ib-known_hosts.d/training-dev")
    monkeypatch.chdir(tmp_path)  # not the project root: the output's relative path names nothing here
    code, _, err = run(capsys, "fleet", "--remediation", remediation, "--tool-path", nodes.bin)
    assert code == 2 and f"the known_hosts of --remediation {remediation} crusoe-ib-known_hosts.d/training-dev" in err
    assert "--known-hosts DIR" in err and nodes.calls() == []
    code, out, _ = run(capsys, "fleet", "--remediation", remediation, "--tool-path", nodes.bin, "--json",
                       "--known-hosts", project / "crusoe-ib-known_hosts.d" / "training-dev")
    assert code == 1 and json.loads(out)["summary"] == {"PASS": 3, "FAIL": 1, "CONFLICT": 0, "NO_RESULT": 0}
    monkeypatch.chdir(project)  # the project root
    code, out, _ = run(capsys, "fleet", "--remediation", remediation, "--tool-path", nodes.bin, "--json")
    assert code == 1 and json.loads(out)["summary"]["PASS"] == 3


def test_logs_with_known_hosts_fetches_only_from_the_pinned_node(tmp_path, capsys, nodes):
    pinned = tmp_path / "pinned"
    pin(pinned, "198.51.100.10")
    pin(pinned, "198.51.100.11", host_key("someone else"))
    hosts = tmp_path / "hosts.txt"
    hosts.write_text("198.51.100.10 node-000\n198.51.100.11 node-001\n")
    code, out, _ = run(capsys, "logs", "--hostfile", hosts, "--remote", "/" + CHECK, "--dest", tmp_path / "logs",
                       "--known-hosts", pinned, "--tool-path", nodes.bin, "--json")
    files = {f["label"]: f for f in json.loads(out)["files"]}
    assert code == 1 and files["node-000"]["status"] == "ok" and files["node-001"]["status"] == "unreachable"
    assert "REMOTE HOST IDENTIFICATION HAS CHANGED" in files["node-001"]["error"]


# --- remediate: the steps it prints and runs ---------------------------------------------------------


def test_remediate_prints_ssh_steps_that_accept_only_the_pinned_keys(tmp_path, capsys):
    remediation = remediation_file(tmp_path, known_hosts="crusoe-ib-known_hosts.d/training-dev", mode="slurm",
                                   scheduler_host="203.0.113.5")
    code, out, _ = run(capsys, "remediate", "--remediation", remediation, "--node", "node-002")
    steps = [line for line in out.splitlines() if line.startswith("ssh -o")]  # the bundle is the output's own line
    assert code == 0 and len(steps) == 3  # drain, wait and undrain on the Slurm login node
    keys = "ssh -o BatchMode=yes -o StrictHostKeyChecking=yes -o UserKnownHostsFile=crusoe-ib-known_hosts.d/training-dev/%h "
    assert all(line.startswith(keys + "-l ubuntu 203.0.113.5 ") for line in steps), steps
    # An output without known_hosts (an older stack): the steps are as before.
    code, out, _ = run(capsys, "remediate", "--remediation", POOL4 / "remediation.json", "--node", "node-002")
    guard = next(line for line in out.splitlines() if line.startswith("for h in"))
    assert "UserKnownHostsFile" not in guard and "-o BatchMode=yes -l ubuntu" in guard


def test_remediate_execute_stops_before_any_step_when_the_pinned_keys_are_not_there(tmp_path, capsys,
                                                                                     remediation_history):
    remediation = remediation_file(tmp_path, known_hosts=str(tmp_path / "nowhere"))
    code, _, err = run(capsys, "remediate", "--remediation", remediation, "--node", "node-002", "--execute")
    assert code == 2 and f"{tmp_path / 'nowhere'}: no such directory" in err
    assert not remediation_history.exists() or remediation_history.read_text() == ""  # no step ran, none recorded
