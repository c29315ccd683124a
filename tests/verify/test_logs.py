"""`crusoe-ib-verify logs`: node files fetched over SSH into one directory, against a fake ssh."""

from __future__ import annotations

import json
import sys
import textwrap

import pytest

from crusoe_ib.verify.operator import cli

FAKE_SSH = textwrap.dedent("""\
    #!{python}
    # Fake ssh: HOST's files live under $FAKE_SSH_ROOT/HOST; host 'down' is unreachable.
    import os, shlex, sys
    args = sys.argv[1:]
    log = os.path.join(os.environ["FAKE_SSH_ROOT"], "calls.log")
    with open(log, "a") as f:
        f.write(" ".join(args) + "\\n")
    opts = []
    while args and args[0] != "--":
        opts.append(args.pop(0)); opts.append(args.pop(0))
    assert args.pop(0) == "--", "options must end with -- before the host"
    host, command = args[0], args[1]
    if host == "down":
        sys.stderr.write("ssh: connect to host down port 22: No route to host\\n"); sys.exit(255)
    if "BatchMode=yes" not in opts:
        sys.stderr.write("would prompt for a password\\n"); sys.exit(255)
    words = shlex.split(command)
    path = os.path.join(os.environ["FAKE_SSH_ROOT"], host, words[-1].lstrip("/"))
    try:
        sys.stdout.buffer.write(open(path, "rb").read())
    except OSError:
        sys.stderr.write("cat: %s: No such file or directory\\n" % words[-1]); sys.exit(1)
""")


@pytest.fixture
def fake_ssh(tmp_path, monkeypatch):
    root = tmp_path / "remote"
    root.mkdir()
    monkeypatch.setenv("FAKE_SSH_ROOT", str(root))
    exe = tmp_path / "bin" / "ssh"
    exe.parent.mkdir()
    exe.write_text(FAKE_SSH.format(python=sys.executable))
    exe.chmod(0o755)

    def node(host: str, files: dict[str, bytes]) -> None:
        for path, data in files.items():
            target = root / host / path.lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)

    node.bin = str(exe.parent)
    node.calls = lambda: (root / "calls.log").read_text().splitlines()
    return node


def logs(capsys, *argv):
    code = cli.main(["logs", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def test_fetches_every_file_with_a_per_node_prefix(fake_ssh, tmp_path, capsys):
    fake_ssh("198.18.0.2", {"/var/log/crusoe-ib/torchrun.log": b"rank 0 ok\n", "/etc/crusoe-ib/torchrun.env": b"NODE_RANK=0\n"})
    fake_ssh("198.18.0.3", {"/var/log/crusoe-ib/torchrun.log": b"rank 1 \xff binary-safe\n", "/etc/crusoe-ib/torchrun.env": b"NODE_RANK=1\n"})
    hosts = tmp_path / "nodes.txt"
    hosts.write_text("# from terraform output\n198.18.0.2 node-000\n198.18.0.3 node-001\n")
    dest = tmp_path / "collected"
    code, out, _ = logs(capsys, "--hostfile", hosts, "--remote", "/var/log/crusoe-ib/torchrun.log",
                        "--remote", "/etc/crusoe-ib/torchrun.env", "--dest", dest, "--user", "ubuntu", "--tool-path", fake_ssh.bin)
    assert code == 0, out
    assert sorted(p.name for p in dest.iterdir()) == [
        "manifest.json", "node-000.torchrun.env", "node-000.torchrun.log", "node-001.torchrun.env", "node-001.torchrun.log"]
    assert (dest / "node-001.torchrun.log").read_bytes() == b"rank 1 \xff binary-safe\n"
    assert "RESULT: OK  (4 of 4 files; 2 of 2 nodes complete" in out
    manifest = json.loads((dest / "manifest.json").read_text())
    assert manifest["complete"] is True and manifest["incomplete_nodes"] == []
    calls = fake_ssh.calls()
    assert all("BatchMode=yes" in c and "-l ubuntu" in c for c in calls) and len(calls) == 4
    assert not any(" -i " in c for c in calls)  # agent auth only, never a key file


def test_unreachable_node_and_missing_file_are_recorded_not_fatal(fake_ssh, tmp_path, capsys):
    fake_ssh("a", {"/var/log/crusoe-ib/torchrun.log": b"fine\n"})
    fake_ssh("b", {})
    hosts = tmp_path / "nodes.txt"
    hosts.write_text("a node-000\nb node-001\ndown node-002\n")
    dest = tmp_path / "out"
    code, out, _ = logs(capsys, "--hostfile", hosts, "--remote", "/var/log/crusoe-ib/torchrun.log", "--dest", dest,
                        "--tool-path", fake_ssh.bin, "--json")
    assert code == 1
    manifest = json.loads(out)
    status = {f["label"]: f["status"] for f in manifest["files"]}
    assert status == {"node-000": "ok", "node-001": "missing", "node-002": "unreachable"}
    assert manifest["incomplete_nodes"] == ["node-001", "node-002"] and manifest["complete"] is False
    assert "No route to host" in next(f["error"] for f in manifest["files"] if f["label"] == "node-002")
    assert sorted(p.name for p in dest.iterdir()) == ["manifest.json", "node-000.torchrun.log"]  # no partial files


def test_sudo_reads_root_only_files(fake_ssh, tmp_path, capsys):
    fake_ssh("a", {"/var/lib/crusoe-ib/node-check.json": b"{}"})
    hosts = tmp_path / "h"
    hosts.write_text("a slots=8\n")  # an Open MPI hostfile works; the label defaults to the host
    code, _, _ = logs(capsys, "--hostfile", hosts, "--remote", "/var/lib/crusoe-ib/node-check.json", "--dest", tmp_path / "d",
                      "--sudo", "--tool-path", fake_ssh.bin)
    assert code == 0
    assert (tmp_path / "d" / "a.node-check.json").read_text() == "{}"
    assert "sudo -n cat -- /var/lib/crusoe-ib/node-check.json" in fake_ssh.calls()[0]


@pytest.mark.parametrize("content,message", [
    ("", "lists no hosts"),
    ("a node-000\nb node-000\n", "listed twice"),
    ("a ../etc\n", "may hold only"),
    ("-oProxyCommand=touch${IFS}/tmp/pwned node-000\n", "is not a host name"),
    ("-p 2222\n", "is not a host name"),
    ("host;reboot node-000\n", "is not a host name"),
    ("$(reboot) node-000\n", "is not a host name"),
])
def test_bad_hostfile_is_a_usage_error(tmp_path, capsys, content, message):
    hosts = tmp_path / "h"
    hosts.write_text(content)
    code, _, err = logs(capsys, "--hostfile", hosts, "--remote", "/x", "--dest", tmp_path / "d", "--tool-path", tmp_path)
    assert code == 2 and message in err and "Traceback" not in err


def test_missing_ssh_is_a_usage_error(tmp_path, capsys):
    hosts = tmp_path / "h"
    hosts.write_text("a\n")
    code, _, err = logs(capsys, "--hostfile", hosts, "--remote", "/x", "--dest", tmp_path / "d", "--tool-path", tmp_path / "none")
    assert code == 2 and "ssh not found" in err


def test_hosts_never_reach_ssh_as_options(fake_ssh, tmp_path, capsys):
    fake_ssh("198.18.0.2", {"/x": b"ok"})
    hosts = tmp_path / "h"
    hosts.write_text("198.18.0.2 node-000\nubuntu@198.18.0.2 node-001\nfe80::1 node-002\n")
    logs(capsys, "--hostfile", hosts, "--remote", "/x", "--dest", tmp_path / "d", "--tool-path", fake_ssh.bin)
    calls = fake_ssh.calls()
    assert len(calls) == 3 and all(" -- " in c for c in calls)


def test_a_file_larger_than_max_bytes_is_recorded_not_fetched(fake_ssh, tmp_path, capsys):
    fake_ssh("a", {"/big.log": b"x" * 5000, "/small.log": b"y" * 10})
    hosts = tmp_path / "h"
    hosts.write_text("a node-000\n")
    dest = tmp_path / "d"
    code, out, _ = logs(capsys, "--hostfile", hosts, "--remote", "/big.log", "--remote", "/small.log", "--dest", dest,
                        "--max-bytes", "4K", "--tool-path", fake_ssh.bin, "--json")
    status = {f["remote"]: f["status"] for f in json.loads(out)["files"]}
    assert code == 1 and status == {"/big.log": "too_large", "/small.log": "ok"}
    assert sorted(p.name for p in dest.iterdir()) == ["manifest.json", "node-000.small.log"]


@pytest.mark.parametrize("option,value,message", [("--user", "-oProxyCommand=x", "not a login name"),
                                                  ("--max-bytes", "lots", "not a positive byte count")])
def test_bad_options_are_usage_errors(tmp_path, capsys, option, value, message):
    hosts = tmp_path / "h"
    hosts.write_text("a\n")
    (tmp_path / "ssh").write_text("#!/bin/sh\n")
    (tmp_path / "ssh").chmod(0o755)
    code, _, err = logs(capsys, "--hostfile", hosts, "--remote", "/x", "--dest", tmp_path / "d", "--tool-path", tmp_path,
                        f"{option}={value}")
    assert code == 2 and message in err


def test_jump_reaches_every_host_through_the_bastion(fake_ssh, tmp_path, capsys):
    fake_ssh("10.0.0.5", {"/x": b"ok"})
    hosts = tmp_path / "h"
    hosts.write_text("10.0.0.5 node-000\n")
    code, _, _ = logs(capsys, "--hostfile", hosts, "--remote", "/x", "--dest", tmp_path / "d", "--user", "ubuntu",
                      "--jump", "ops@bastion.example.com:2222", "--tool-path", fake_ssh.bin)
    (call,) = fake_ssh.calls()
    assert code == 0 and "-J ops@bastion.example.com:2222 -- 10.0.0.5 " in call and "-l ubuntu" in call


@pytest.mark.parametrize("value", ["-oProxyCommand=x", "bastion;reboot", "$(reboot)", "bastion\n", "", "a b"])
def test_a_bad_jump_host_is_a_usage_error(tmp_path, capsys, value):
    hosts = tmp_path / "h"
    hosts.write_text("a\n")
    (tmp_path / "ssh").write_text("#!/bin/sh\n")
    (tmp_path / "ssh").chmod(0o755)
    code, _, err = logs(capsys, "--hostfile", hosts, "--remote", "/x", "--dest", tmp_path / "d", "--tool-path", tmp_path,
                        f"--jump={value}")
    assert code == 2 and "--jump" in err and "Traceback" not in err
