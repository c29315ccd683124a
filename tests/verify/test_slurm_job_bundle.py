"""`crusoe-ib-verify bundle --slurm-job ID`: the diagnostics bundle of every node a Slurm job ran on,
against a fake scontrol and a fake ssh (no cluster needed)."""

from __future__ import annotations

import json
import shlex
import sys
import textwrap

import pytest

from crusoe_ib.verify import cli

SCONTROL = textwrap.dedent("""\
    #!{python}
    # Fake scontrol: job 42 ran on training-slurm-node-[000-002] (batch host node-000); job 7 is gone.
    import sys
    args = sys.argv[1:]
    if args[:2] == ["show", "job"]:
        if args[-1] != "42":
            sys.stderr.write("slurm_load_jobs error: Invalid job id specified\\n"); sys.exit(1)
        print("JobId=42 JobName=nccl-all_reduce JobState=COMPLETED NodeList=training-slurm-node-[000-002] "
              "BatchHost=training-slurm-node-000 StdOut=/home/ubuntu/nccl-42.out")
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
    while args[0] != "--":
        args = args[2:]
    host, words = args[1], shlex.split(args[2])
    with open(os.path.join(os.environ["ROOT"], "calls.log"), "a") as f:
        f.write(host + " " + args[2] + "\\n")
    if host.endswith("node-002"):
        sys.stderr.write("ssh: connect to host %s port 22: No route to host\\n" % host); sys.exit(255)
    if "bundle" in words:
        path = os.path.join(os.environ["ROOT"], host, words[words.index("--output") + 1].lstrip("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(b"bundle of " + host.encode())
    elif "cat" in words:
        sys.stdout.buffer.write(open(os.path.join(os.environ["ROOT"], host, words[-1].lstrip("/")), "rb").read())
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
    manifest = json.loads((fakes / "out" / "manifest.json").read_text())
    assert code == 1 and "RESULT: INCOMPLETE  (job 42: 2 of 3 nodes bundled" in out
    assert manifest["nodelist"] == "training-slurm-node-[000-002]" and manifest["incomplete_nodes"] == ["training-slurm-node-002"]
    by_host = {i["host"]: i for i in manifest["files"]}
    assert by_host["training-slurm-node-002"]["status"] == "unreachable"
    for host in ("training-slurm-node-000", "training-slurm-node-001"):
        fetched = fakes / "out" / ("%s.bundle-job42.tar.gz" % host)
        assert by_host[host]["status"] == "ok" and fetched.read_bytes() == b"bundle of " + host.encode()
    calls = [line.split(" ", 1) for line in (fakes / "calls.log").read_text().splitlines()]
    made = {host: shlex.split(command) for host, command in calls if " bundle " in command}
    # The job's output file goes into the batch host's bundle only; the checker runs under sudo.
    assert made["training-slurm-node-000"][-2:] == ["--include", "/home/ubuntu/nccl-42.out"]
    assert "--include" not in made["training-slurm-node-001"]
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
