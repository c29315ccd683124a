"""`crusoe-ib-verify bundle --slurm-job ID`: the diagnostics bundle of every node a Slurm job ran on,
against a fake scontrol and a fake ssh (no cluster needed)."""

from __future__ import annotations

import json
import os
import re
import shlex
import stat
import sys
import tarfile
import textwrap
from pathlib import Path

import pytest

from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.node.collect import make_bundle
from crusoe_ib.verify.node.readers import read_owned
from crusoe_ib.verify.node.slurm_job import JobParseError, parse_json, parse_oneliner

SCONTROL = textwrap.dedent("""\
    #!{python}
    # Fake scontrol: job 42 ran on training-slurm-node-[000-002] (batch host node-000); job 7 is gone.
    # $COMMENT is the job's --comment; $NO_JSON makes it a Slurm without --json (22.05).
    import json, os, sys
    args = sys.argv[1:]
    comment = os.environ.get("COMMENT", "")
    if args[:2] == ["show", "job"]:
        if "--json" in args and os.environ.get("NO_JSON"):
            sys.stderr.write("scontrol: unrecognized option '--json'\\n"); sys.exit(1)
        if args[-1] != "42":
            sys.stderr.write("slurm_load_jobs error: Invalid job id specified\\n"); sys.exit(1)
        batch = os.environ.get("BATCH_HOST", "training-slurm-node-000")
        if "--json" in args:
            print(json.dumps({{"jobs": [{{"job_id": 42, "name": "nccl-all_reduce", "job_state": ["COMPLETED"],
                "nodes": "training-slurm-node-[000-002]", "batch_host": batch, "user_id": 1000, "group_id": 1000,
                "standard_output": "/home/ubuntu/nccl-42.out", "comment": comment}}]}}))
        else:
            print("JobId=42 JobName=nccl-all_reduce UserId=ubuntu(1000) GroupId=ubuntu(1000) JobState=COMPLETED "
                  "NodeList=training-slurm-node-[000-002] BatchHost=%s Comment=%s StdOut=/home/ubuntu/nccl-42.out"
                  % (batch, comment))
    elif args[:2] == ["show", "hostnames"] and args[2] == "training-slurm-node-[000-002]":
        print("training-slurm-node-000\\ntraining-slurm-node-001\\ntraining-slurm-node-002")
    else:
        sys.exit(2)
""")

SSH = textwrap.dedent("""\
    #!{python}
    # Fake ssh: `bundle --output F` writes F under $ROOT/<host>; `cat -- F` prints it; node-002 is down.
    import os, shlex, sys
    args = sys.argv[1:]
    with open(os.path.join(os.environ["ROOT"], "argv.log"), "a") as f:
        f.write(shlex.join(args) + "\\n")
    while args[0] != "--":
        args = args[2:]
    host, words = args[1], shlex.split(args[2])
    with open(os.path.join(os.environ["ROOT"], "calls.log"), "a") as f:
        f.write(host + " " + args[2] + "\\n")
    if words[0] == "scontrol":  # --via: the login node runs scontrol
        os.execvp(words[0], words)
    if host.endswith("node-002"):
        sys.stderr.write("ssh: connect to host %s port 22: No route to host\\n" % host); sys.exit(255)
    if "bundle" in words:
        path = os.path.join(os.environ["ROOT"], host, words[words.index("--output") + 1].lstrip("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(b"bundle of " + host.encode())
    elif "cat" in words:
        sys.stdout.buffer.write(open(os.path.join(os.environ["ROOT"], host, words[-1].lstrip("/")), "rb").read())
    elif "rm" in words:
        os.remove(os.path.join(os.environ["ROOT"], host, words[-1].lstrip("/")))
""")


@pytest.fixture
def fakes(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in (("scontrol", SCONTROL), ("ssh", SSH)):
        (bin_dir / name).write_text(body.format(python=sys.executable))
        (bin_dir / name).chmod(0o755)
    monkeypatch.setenv("ROOT", str(tmp_path))
    monkeypatch.setenv("PATH", "%s:/usr/bin:/bin" % bin_dir)
    return tmp_path


def bundle(capsys, fakes, *extra):
    code = cli.main(["bundle", "--slurm-job", *extra, "--tool-path", str(fakes / "bin"), "--dest", str(fakes / "out"),
                     "--timeout", "20"])
    out, err = capsys.readouterr()
    return code, out, err


def test_every_node_of_the_job_is_bundled_and_fetched_and_a_dead_one_is_named(capsys, fakes):
    code, out, err = bundle(capsys, fakes, "42")
    assert stat.S_IMODE((fakes / "out").stat().st_mode) == 0o700
    manifest = json.loads((fakes / "out" / "manifest.json").read_text())
    assert code == 1 and "RESULT: INCOMPLETE  (job 42: 2 of 3 nodes bundled" in out
    assert manifest["nodelist"] == "training-slurm-node-[000-002]" and manifest["incomplete_nodes"] == ["training-slurm-node-002"]
    by_host = {i["host"]: i for i in manifest["files"]}
    assert by_host["training-slurm-node-002"]["status"] == "unreachable"
    for host in ("training-slurm-node-000", "training-slurm-node-001"):
        fetched = Path(by_host[host]["local"])
        assert by_host[host]["status"] == "ok" and fetched.read_bytes() == b"bundle of " + host.encode()
        assert stat.S_IMODE(fetched.stat().st_mode) == 0o600 and by_host[host]["removed_on_node"]
        assert not list((fakes / host).rglob("*.tar.gz"))  # removed on the node once fetched
    calls = [line.split(" ", 1) for line in (fakes / "calls.log").read_text().splitlines()]
    made = {host: shlex.split(command) for host, command in calls if " bundle " in command}
    # The job's output file goes into the batch host's bundle only, for the job's uid; the checker runs under sudo.
    assert made["training-slurm-node-000"][-6:] == ["--job-output", "/home/ubuntu/nccl-42.out", "--job-uid", "1000",
                                                    "--job-gid", "1000"]
    assert "--job-output" not in made["training-slurm-node-001"]
    remote = made["training-slurm-node-001"][made["training-slurm-node-001"].index("--output") + 1]
    assert re.fullmatch(r"/var/lib/crusoe-ib/bundles/job42-[0-9a-f]{12}\.tar\.gz", remote)
    assert made["training-slurm-node-001"][:5] == ["sudo", "-n", "python3", "/opt/crusoe-ib/verify.pyz", "bundle"]
    assert "job 42 ran on 3 node(s)" in err


@pytest.mark.parametrize("job,message", [
    ("42; rm -rf /", "is not a Slurm job id"),
    ("-1", "is not a Slurm job id"),
    ("7", "scontrol show job 7 failed"),
])
def test_a_bad_or_unknown_job_is_one_clear_error(capsys, fakes, job, message):
    code, out, err = bundle(capsys, fakes, job)
    assert code == 2 and message in err and "Traceback" not in err
    assert not (fakes / "calls.log").exists()  # no node was touched


def test_without_scontrol_it_says_so_not_that_the_job_is_too_old(capsys, fakes):
    (fakes / "bin" / "scontrol").unlink()
    code, out, err = bundle(capsys, fakes, "42")
    assert code == 2 and "scontrol not found here" in err and "--via" in err and "MinJobAge" not in err
    # --via a host without scontrol: its shell's "command not found" (exit 127), named as such.
    (fakes / "bin" / "ssh").write_text('#!/bin/sh\necho "bash: line 1: scontrol: command not found" >&2\nexit 127\n')
    code, out, err = bundle(capsys, fakes, "42", "--via", "ubuntu@login")
    assert code == 2 and "scontrol not found on --via ubuntu@login" in err and "MinJobAge" not in err


# --- a hostile job ------------------------------------------------------------------------------

HOSTILE = "x BatchHost=training-slurm-node-001 StdOut=/etc/munge/munge.key UserId=root(0) NodeList=evil"


def test_a_comment_cannot_redirect_the_batch_host_or_the_output_with_json(capsys, fakes, monkeypatch):
    monkeypatch.setenv("COMMENT", HOSTILE)
    code, out, err = bundle(capsys, fakes, "42")
    manifest = json.loads((fakes / "out" / "manifest.json").read_text())
    assert manifest["batch_host"] == "training-slurm-node-000" and manifest["stdout"] == "/home/ubuntu/nccl-42.out"
    assert manifest["user_id"] == 1000
    calls = (fakes / "calls.log").read_text()
    assert "munge" not in calls and "--job-uid 0" not in calls


def test_without_json_a_job_whose_text_repeats_a_field_is_refused_not_guessed(capsys, fakes, monkeypatch):
    monkeypatch.setenv("NO_JSON", "1")
    monkeypatch.setenv("COMMENT", HOSTILE)
    code, out, err = bundle(capsys, fakes, "42")
    assert code == 2 and "repeats BatchHost, NodeList, StdOut, UserId" in err and "Traceback" not in err
    assert not (fakes / "calls.log").exists()  # no node was touched


def test_without_json_an_honest_job_is_read_from_the_one_line_form(capsys, fakes, monkeypatch):
    monkeypatch.setenv("NO_JSON", "1")
    monkeypatch.setenv("COMMENT", "nightly")
    code, out, err = bundle(capsys, fakes, "42")
    manifest = json.loads((fakes / "out" / "manifest.json").read_text())
    assert manifest["batch_host"] == "training-slurm-node-000" and manifest["user_id"] == 1000


def test_a_batch_host_that_is_not_one_of_the_jobs_nodes_is_refused(capsys, fakes, monkeypatch):
    monkeypatch.setenv("BATCH_HOST", "attacker-box")
    code, out, err = bundle(capsys, fakes, "42")
    assert code == 2 and "BatchHost 'attacker-box' is not one of its nodes" in err
    assert not (fakes / "calls.log").exists()


def test_via_runs_scontrol_on_the_login_node_and_jumps_through_it(capsys, fakes):
    code, out, err = bundle(capsys, fakes, "42", "--via", "ubuntu@login")
    calls = [line.split(" ", 1) for line in (fakes / "calls.log").read_text().splitlines()]
    assert calls[0] == ["ubuntu@login", "scontrol show job --json 42"]
    assert [c for c in calls if c[0].startswith("training-slurm-node-000")]
    log = (fakes / "argv.log").read_text().splitlines()
    node_argv = [shlex.split(line) for line in log if "training-slurm-node-000" in line]
    assert node_argv and all(a[a.index("-J") + 1] == "ubuntu@login" and "-A" not in a for a in node_argv)


@pytest.mark.parametrize("value", ["-oProxyCommand=evil", "a b", ""])
def test_a_bad_via_host_is_a_usage_error(capsys, fakes, value):
    code, out, err = bundle(capsys, fakes, "42", f"--via={value}")
    assert code == 2 and "--via" in err and not (fakes / "calls.log").exists()


@pytest.mark.parametrize("text,message", [
    ("JobId=42 UserId=u(1) NodeList=n1 Comment=a NodeList=n2", "repeats NodeList"),
    ("JobId=42 NodeList=n1", "no UserId"),
    ("JobId=42 UserId=u NodeList=n1", "is not name(uid)"),
    ("JobId=42 UserId=u(1) NodeList=n1\nJobId=43 UserId=u(1) NodeList=n1", "expected one line"),
])
def test_the_one_line_reader_refuses_what_it_cannot_trust(text, message):
    with pytest.raises(JobParseError, match=re.escape(message)):
        parse_oneliner(text, "42")


@pytest.mark.parametrize("text,message", [
    ("not json", "printed no JSON"), ('{"jobs": []}', "listed no job"),
    ('{"jobs": [{"job_id": 42}]}', "no user_id"), ('{"jobs": [{"job_id": 42, "user_id": "root"}]}', "not a number"),
])
def test_the_json_reader_refuses_what_it_cannot_read(text, message):
    with pytest.raises(JobParseError, match=re.escape(message)):
        parse_json(text, "42")


def test_json_of_newer_slurm_reads_the_same():
    """data_parser v0.0.40+: job_state a list, numbers as {set, number}."""
    doc = {"jobs": [{"job_id": 42, "user_id": 1000, "group_id": {"set": True, "number": 1000}, "job_state": ["FAILED"],
                     "nodes": "n[1-2]", "batch_host": "n1", "standard_output": "/home/u/o.out"}]}
    assert parse_json(json.dumps(doc), "42") == {
        "job_id": "42", "user_id": 1000, "group_id": 1000, "nodes": "n[1-2]", "batch_host": "n1",
        "standard_output": "/home/u/o.out", "job_state": "FAILED"}


# --- the job's output on the batch host ---------------------------------------------------------


@pytest.fixture
def shared(tmp_path_factory):
    """A directory anyone may enter, as a job's output directory is (pytest's own are 0700)."""
    import tempfile

    path = Path(tempfile.mkdtemp(prefix="crusoe-ib-job-"))
    path.chmod(0o755)
    yield path
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def test_the_jobs_own_output_is_read(tmp_path):
    out = tmp_path / "job.out"
    out.write_text("nccl log\n")
    assert read_owned(str(out), os.getuid(), os.getgid()).text() == "nccl log\n"


def test_a_file_of_another_user_is_refused(shared):
    """sbatch --output=/etc/munge/munge.key: the path names munge's file, not the job user's."""
    key = shared / "munge.key"
    key.write_text("secret")
    key.chmod(0o644)  # even a file the job's user could read is not theirs to bundle
    with pytest.raises(PermissionError, match="owned by uid %d, not by the job's user" % os.getuid()):
        read_owned(str(key), os.getuid() + 4242, os.getgid() + 4242)


def test_a_symlink_is_refused_even_to_the_users_own_file(tmp_path):
    target = tmp_path / "real.out"
    target.write_text("x")
    (tmp_path / "link.out").symlink_to(target)
    with pytest.raises(PermissionError, match="symbolic link"):
        read_owned(str(tmp_path / "link.out"), os.getuid())


def test_a_device_or_directory_is_refused(tmp_path):
    with pytest.raises(PermissionError, match="not a regular file"):
        read_owned(str(tmp_path), os.getuid())


@pytest.mark.skipif(os.geteuid() != 0, reason="reading as the job's user needs root (the checker runs under sudo)")
def test_as_root_the_file_is_opened_as_the_jobs_user(shared):
    """A file the user owns inside a directory the user cannot enter stays closed."""
    closed = shared / "closed"
    closed.mkdir(mode=0o700)
    owned = closed / "job.out"
    owned.write_text("x")
    os.chown(owned, 4242, 4242)
    with pytest.raises(PermissionError):
        read_owned(str(owned), 4242, 4242)
    closed.chmod(0o755)
    assert read_owned(str(owned), 4242, 4242).text() == "x"
    assert os.geteuid() == 0 and os.getegid() == 0  # identity restored


def test_the_bundle_leaves_out_a_refused_job_output_and_is_private(tmp_path, shared):
    key = shared / "munge.key"
    key.write_text("THE-MUNGE-KEY")
    key.chmod(0o644)
    output = tmp_path / "b.tar.gz"
    manifest = make_bundle(str(output), str(tmp_path / "nosys"), str(tmp_path / "nonet"), str(tmp_path / "nobin"), [], 5.0,
                           job_output=(str(key), os.getuid() + 4242, None))
    item = next(i for i in manifest["items"] if i["name"].startswith("extra/job-output/"))
    assert item["status"] == "refused" and item["file"] is None
    assert stat.S_IMODE(output.stat().st_mode) == 0o600
    with tarfile.open(output) as tar:
        assert not any(b"THE-MUNGE-KEY" in tar.extractfile(m).read() for m in tar.getmembers() if m.isfile())
