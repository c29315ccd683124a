"""TorchrunLauncher in a bare stack (a pool as wiring): what its settings put into the boot-time env
file and the launch commands, and the errors it raises. The env file is run for real in bash in
tests/test_orchestration_modes.py."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

import pytest

from crusoe_ib import ConfigError, K3sSettings, TorchrunLauncher, TorchrunLauncherProps, TorchrunSettings
from crusoe_ib.verify.operator import cli
from tests.printed import FakeSsh, addresses, applied_offline
from offline.fake_ssh import host_key  # noqa: E402  (tools/ is on the path once tests.printed is imported)
from tests.support import Bare, boot_script, codes, env, synth

SETTINGS = TorchrunSettings(entrypoint="train.py --config cfg.yaml", master_port=29600, nccl_debug="INFO",
                            extra_env={"NCCL_SOCKET_IFNAME": "eth0", "A_FIRST": "1"}, leader_wait_seconds=12,
                            ssh_user="admin")


def build(node_count: int = 4, settings: TorchrunSettings = SETTINGS) -> tuple[Bare, TorchrunLauncher]:
    bare = Bare()
    pool = bare.add_pool(name="team", node_count=node_count)
    return bare, TorchrunLauncher(bare.stack, "torchrun", TorchrunLauncherProps(pool=pool, settings=settings))


@pytest.fixture(scope="module")
def launcher():
    bare, launcher = build()
    return bare.synth(), launcher


def step_of(tf: dict) -> str:
    return boot_script(tf).split("# --- step: torchrun env ---\n", 1)[1]


def test_static_env_comes_from_the_settings_and_the_type(launcher):
    _, torchrun = launcher
    assert torchrun.env == {
        "GPUS_PER_NODE": "8", "NPROC_PER_NODE": "8", "MASTER_PORT": "29600",
        # Crusoe's VM NCCL test (samples/others/create-vms-and-run-nccl-test/nccltest.sh), via the job contract
        "NCCL_IB_MERGE_VFS": "0", "NCCL_SOCKET_NTHREADS": "4", "NCCL_NSOCKS_PERTHREAD": "8",
        "NCCL_DEBUG": "INFO", "A_FIRST": "1", "NCCL_SOCKET_IFNAME": "eth0"}
    assert torchrun.cluster_env == {"NNODES": "4", "WORLD_SIZE": "32"}


def test_the_env_file_is_written_at_boot(launcher):
    tf, torchrun = launcher
    step = step_of(tf)
    static = "\n".join(f"{k}={v}" for k, v in torchrun.env.items())
    assert f"NODE_KEY=__CRUSOE_IB_NODE_KEY__\nNODE_RANK=$((10#$(echo __CRUSOE_IB_NODE_KEY__ | sed 's/^node-//')))\n{static}\n" in step
    assert 'node_key=__CRUSOE_IB_NODE_KEY__\nif [ "$node_key" = "node-000" ]; then' in step
    assert "getent ahostsv4 team-node-000" in step  # followers resolve the leader by its instance name
    assert "for try in $(seq 1 2); do" in step  # leader_wait_seconds=12: two tries, 5 s apart
    # The node's own NCCL settings (the crusoe-ib nccl env step), none fixed at synth.
    assert "grep -E '^(NCCL_IB_HCA|NCCL_TOPO_FILE)=' /etc/crusoe-ib/nccl.env >> /etc/crusoe-ib/torchrun.env.tmp" in step
    assert "NCCL_IB_HCA=" not in step
    assert step.rstrip().endswith("mv /etc/crusoe-ib/torchrun.env.tmp /etc/crusoe-ib/torchrun.env")
    assert "NCCL_IB_DISABLE" not in step and "NNODES=" not in step


def test_commands_use_the_entrypoint_and_the_ssh_user(launcher):
    tf, torchrun = launcher
    commands = tf["output"]["torchrun_commands"]["value"]
    assert set(commands) == {"sync_env", "torchrun", "launch_all", "master_addr", "logs_hostfile", "collect_logs"}
    assert commands["torchrun"] == torchrun.torchrun_command
    assert ('"$TORCHRUN" --nnodes=$NNODES --nproc_per_node=$NPROC_PER_NODE --node_rank=$NODE_RANK '
            "--master_addr=$MASTER_ADDR --master_port=$MASTER_PORT train.py --config cfg.yaml ; else") in commands["torchrun"]
    assert "admin@$host" in commands["sync_env"] and "admin@$host" in commands["launch_all"]
    assert "printf 'NNODES=4\\nWORLD_SIZE=32\\nMASTER_ADDR=" in commands["sync_env"]
    assert commands["collect_logs"].startswith(
        "terraform -chdir=cdktf.out/stacks/bare output -json torchrun_commands | jq -r .logs_hostfile > nodes.txt")
    assert "--user admin" in commands["collect_logs"]
    assert commands["logs_hostfile"] == "${local.pool_ssh_hostfile}"
    assert tf["locals"]["pool_ssh_hostfile"] == (
        '${join("\\n", [for k, n in local.pool_nodes_view : "${n.network_interfaces[0].public_ipv4.address} ${k}"])}')
    # Every loop over the nodes names the one joined list (evaluated once, not once per loop).
    assert "${local.pool_ssh_hosts}" in commands["sync_env"] and commands["launch_all"].count("${local.pool_ssh_hosts}") == 3


def test_every_ssh_of_the_loops_gives_up_on_a_silent_node(launcher):
    """An unreachable node (off the SSH source ranges, the offline tour's simulated hosts) made `launch_all | sh` sit
    silent for ssh's TCP wait, about 2 minutes per node and loop; the delivery already bounded its connects."""
    commands = launcher[0]["output"]["torchrun_commands"]["value"]
    for name in ("sync_env", "launch_all"):
        sshs = re.findall(r"\bssh (.*?)admin@\$host", commands[name])
        assert len(sshs) == {"sync_env": 1, "launch_all": 3}[name]
        assert all("-o ConnectTimeout=10 " in options for options in sshs), sshs


def test_defaults_without_nccl_debug_or_extra_env():
    bare, torchrun = build(node_count=2, settings=TorchrunSettings())
    assert "NCCL_DEBUG" not in torchrun.env and torchrun.env["MASTER_PORT"] == "29500"
    assert "for try in $(seq 1 6); do" in step_of(bare.synth())


def test_types_without_a_topology_file_get_none():
    bare = Bare()
    bare.add_guard(instance_type="a100-80gb-sxm-ib.8x")
    pool = bare.add_pool()
    TorchrunLauncher(bare.stack, "torchrun", TorchrunLauncherProps(pool=pool))
    tf = bare.synth()
    nccl_step = boot_script(tf).split("# --- step: crusoe-ib nccl env ---\n", 1)[1].split("# --- step:", 1)[0]
    assert "for f in ; do" in nccl_step and ".xml" not in nccl_step  # no file to look for, none guessed


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(extra_env={"NCCL_IB_DISABLE": "1"}), "CIB052", "extra_env"),
    (dict(extra_env={"NNODES": "4"}), "CIB053", "extra_env"),
    (dict(extra_env={"lower": "x"}), "CIB053", "extra_env"),
    (dict(extra_env={"NCCL_ALGO": "Ring Tree"}), "CIB054", "extra_env['NCCL_ALGO']"),
    (dict(extra_env={"X": "$(id)"}), "CIB054", "extra_env['X']"),
    (dict(master_port=6443), "CIB050", "master_port"),
    (dict(master_port=80), "CIB050", "master_port"),
    (dict(master_port="29500"), "CIB090", "master_port"),
    (dict(nccl_debug="LOUD"), "CIB051", "nccl_debug"),
    (dict(leader_wait_seconds=601), "CIB055", "leader_wait_seconds"),
    (dict(entrypoint="train.py 'x'"), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py ${var.x}"), "CIB056", "entrypoint"),
    (dict(entrypoint=" "), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py; reboot"), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py && reboot"), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py | tee x"), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py > out.log"), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py # the launch's redirection would become a comment"), "CIB056", "entrypoint"),
    (dict(entrypoint='train.py --name "unbalanced'), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py --at `date`"), "CIB056", "entrypoint"),
    (dict(entrypoint="train.py --at $(date)"), "CIB056", "entrypoint"),
    (dict(entrypoint="(train.py)"), "CIB056", "entrypoint"),
    (dict(ssh_user="root user"), "CIB039", "ssh_user"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        build(node_count=1, settings=TorchrunSettings(**changes))
    assert codes(raised.value) == [(code, f"bare/torchrun.{field}")]


@pytest.mark.parametrize("entrypoint", [
    'train.py --name "a; b | c & d > e (f) #g"', "train.py x#y --lr=3e-4", '-m pkg.mod --empty ""', "train.py $NODE_RANK *.json",
    'train.py --at "$(date)"'])
def test_entrypoints_of_plain_words_are_accepted(entrypoint):
    assert TorchrunSettings(entrypoint=entrypoint).issues("torchrun") == []


def test_settings_of_another_mode_raise_config_error():
    bare = Bare()
    pool = bare.add_pool()
    with pytest.raises(ConfigError):
        TorchrunLauncher(bare.stack, "torchrun", TorchrunLauncherProps(pool=pool, settings=K3sSettings()))


# --- hostile but valid values: every printed command, rendered by Terraform, run or split as a shell would ---

# Each case: the pool's settings (name, public IP, jump host) and the launcher's. Every value is valid;
#: launch_check_seconds=1: launch_all waits that long on each node after starting torchrun (default 10 s).
HOSTILE = {
    "private-jump-quoted-entrypoint": (
        dict(name="x--9", public_ip="none", ssh_jump_host="ops_1@bastion-1.example.com:2222"),
        dict(ssh_user="_svc-9", entrypoint='train.py --name "run 1" --note "a;b|c&d>e (x) #y" --glob "*.json" x#y --lr=3e-4',
             launch_check_seconds=1)),
    "static-ip-jump-ipv4-module": (
        dict(name="9", public_ip="static", ssh_jump_host="10.0.0.254"),
        dict(ssh_user="a-", entrypoint='-m my.module --flag=" spaced  value " --empty "" --pct=100%', launch_check_seconds=1)),
    "public-no-jump": (
        dict(name="a-b"),
        dict(ssh_user="u_", entrypoint="train.py", master_port=29600, launch_check_seconds=1)),
    "node-variables": (
        dict(name="zz", public_ip="none", ssh_jump_host="BASTION.Example-1.COM"),
        dict(entrypoint='train.py --out "/ckpt/$NODE_KEY/run 1" --rank=$NODE_RANK', launch_check_seconds=1)),
}
LOG_FILE, ENV_FILE = "/var/log/crusoe-ib/torchrun.log", "/etc/crusoe-ib/torchrun.env"
FAKE_TORCHRUN = "#!{python}\nimport json, os, sys\nopen(os.environ['ARGV_FILE'], 'w').write(json.dumps(sys.argv[1:]))\n"


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """Every HOSTILE case as its own pool in one stack, applied offline."""
    bare = Bare()
    for i, (case, (pool, settings)) in enumerate(HOSTILE.items()):
        bare.add_guard(f"capacity{i}")
        bare.add_partition(f"ib{i}", name=f"part-{i}")
        built = bare.add_pool(f"pool{i}", **pool)
        TorchrunLauncher(bare.stack, f"torchrun{i}", TorchrunLauncherProps(pool=built, settings=TorchrunSettings(**settings)))
    root = tmp_path_factory.mktemp("hostile-torchrun")
    return applied_offline(bare.synth(), root / "tf")


#: Where the apply pinned the nodes' host keys, as seen from the project root (the offline workdir).
PINNED = "crusoe-ib-known_hosts.d/bare"


def case_view(hostile, case):
    """(commands, addresses, ssh options before the destination by address, user, the address each key is reached at)."""
    i = list(HOSTILE).index(case)
    pool, settings = HOSTILE[case]
    jump, user = pool.get("ssh_jump_host"), settings.get("ssh_user", "ubuntu")
    ips = addresses(hostile, f"pool{i}")
    reach = {k: a["private"] if jump else a["public"] for k, a in ips.items()}

    def options(address: str) -> list[str]:  # the node's own pinned key, nothing else
        return ["-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes", "-o", "ConnectTimeout=10",
                "-o", f"UserKnownHostsFile={PINNED}/{address}",
                *(["-J", jump] if jump else [])]

    return hostile.outputs()[f"torchrun{i}_commands"], ips, options, user, reach


def entrypoint_words(argv: list[str]) -> list[str]:
    """The words after torchrun's own options (up to a redirection)."""
    start = argv.index("--master_port=$MASTER_PORT") + 1
    end = min(argv.index(stop, start) for stop in (">", ";") if stop in argv[start:])
    return argv[start:end]


@pytest.mark.parametrize("case", HOSTILE)
def test_sync_env_writes_the_cluster_env_on_every_node_through_one_ssh_argument(hostile, case, tmp_path):
    commands, ips, options, user, reach = case_view(hostile, case)
    calls = FakeSsh(tmp_path).run(commands["sync_env"], cwd=hostile.workdir)  # from the project root, as documented
    assert [c[:-1] for c in calls] == [[*options(reach[k]), f"{user}@{reach[k]}"] for k in sorted(ips)]
    for call in calls:
        remote = shlex.split(call[-1])
        fmt = remote[remote.index("printf") + 1]
        assert remote == ["sudo", "sed", "-i", "-e", "/^NNODES=/d", "-e", "/^WORLD_SIZE=/d", "-e", "/^MASTER_ADDR=/d",
                          "-e", "/^MASTER_ADDR_SOURCE=/d", ENV_FILE, "&&", "printf", fmt, "|", "sudo", "tee", "-a",
                          ENV_FILE, ">", "/dev/null"]
        written = subprocess.run(["printf", fmt], capture_output=True, text=True, check=True).stdout
        assert written == (f"NNODES=2\nWORLD_SIZE=16\nMASTER_ADDR={ips['node-000']['private']}\n"
                           "MASTER_ADDR_SOURCE=terraform\n")


@pytest.mark.parametrize("case", HOSTILE)
def test_launch_all_hands_torchrun_exactly_the_entrypoint_words(hostile, case, tmp_path):
    commands, ips, options, user, reach = case_view(hostile, case)
    entrypoint = HOSTILE[case][1]["entrypoint"]
    assert entrypoint_words(shlex.split(commands["torchrun"])) == shlex.split(entrypoint)
    calls = FakeSsh(tmp_path).run(commands["launch_all"], cwd=hostile.workdir)
    keys = sorted(ips)
    # sync, every node's check (the fake ssh passes it), then start
    assert [c[:-1] for c in calls] == [[*options(reach[k]), f"{user}@{reach[k]}"] for k in keys + keys + keys]
    check, start = calls[len(keys)][-1], calls[2 * len(keys)][-1]
    assert check.startswith("python3 -c ") and check.endswith(" /var/lib/crusoe-ib/node-check.json")
    assert [c[-1] for c in calls[2 * len(keys):]] == [start] * len(keys)
    assert entrypoint_words(shlex.split(start)) == shlex.split(entrypoint)
    # Run the remote command as node-000's shell would, against a fake torchrun.
    root = tmp_path / "node"
    (root / "etc/crusoe-ib").mkdir(parents=True)
    (root / "var/log/crusoe-ib").mkdir(parents=True)
    (root / "bin").mkdir()
    (root / "bin/torchrun").write_text(FAKE_TORCHRUN.format(python=sys.executable))
    (root / "bin/torchrun").chmod(0o755)
    port = HOSTILE[case][1].get("master_port", 29500)
    (root / ENV_FILE.lstrip("/")).write_text(
        f"NODE_KEY=node-000\nNODE_RANK=0\nNPROC_PER_NODE=8\nMASTER_PORT={port}\nNNODES=2\nWORLD_SIZE=16\n"
        f"MASTER_ADDR={ips['node-000']['private']}\n")
    (root / "var/lib/crusoe-ib").mkdir(parents=True)
    (root / "var/lib/crusoe-ib/node-check.json").write_text('{"ok": true, "verdicts": []}')
    script = start.replace("/etc/crusoe-ib/", f"{root}/etc/crusoe-ib/").replace("/var/log/crusoe-ib/", f"{root}/var/log/crusoe-ib/")
    script = script.replace("/var/lib/crusoe-ib/", f"{root}/var/lib/crusoe-ib/")
    argv_file = root / "argv.json"
    env = {**os.environ, "PATH": f"{root / 'bin'}{os.pathsep}{os.environ['PATH']}", "ARGV_FILE": str(argv_file)}
    subprocess.run(["bash", "-c", script], env=env, check=True, timeout=30, cwd=root)
    deadline = time.monotonic() + 20
    while not argv_file.exists() and time.monotonic() < deadline:  # torchrun runs in the background
        time.sleep(0.05)
    words = [w.replace("$NODE_KEY", "node-000").replace("$NODE_RANK", "0") for w in shlex.split(entrypoint)]
    assert json.loads(argv_file.read_text()) == [
        "--nnodes=2", "--nproc_per_node=8", "--node_rank=0", f"--master_addr={ips['node-000']['private']}",
        f"--master_port={port}", *words]


def test_launch_all_accepts_only_the_host_keys_the_apply_pinned_and_says_where_to_run_it(hostile, tmp_path):
    commands, ips, options, user, reach = case_view(hostile, "public-no-jump")
    ssh = FakeSsh(tmp_path)

    def launch_all(cwd):
        ssh.log.unlink(missing_ok=True)
        return subprocess.run(["bash", "-c", commands["launch_all"]], env={**os.environ, **ssh.env}, cwd=cwd,
                              capture_output=True, text=True, timeout=60)

    # A project root whose record for node-001 holds another key: node-001 is refused, torchrun starts nowhere.
    root = tmp_path / "project"
    shutil.copytree(hostile.workdir / "crusoe-ib-known_hosts.d", root / "crusoe-ib-known_hosts.d")
    other = host_key("another-machine")
    (root / PINNED / reach["node-001"]).write_text(f"{reach['node-001']} {other} crusoe-ib:instance\n")
    result = launch_all(root)
    assert result.returncode != 0 and "REMOTE HOST IDENTIFICATION HAS CHANGED" in result.stderr
    assert f"not launching torchrun: the node check fails on: {reach['node-001']} " in result.stderr
    assert [c[-2] for c in ssh.calls()] == [f"{user}@{reach['node-000']}"] * 2  # node-000's sync and check only
    # From another directory there is no pinned key: nothing reaches a node, and the failure says where to run it.
    result = launch_all(tmp_path)
    assert result.returncode != 0 and ssh.calls() == []
    assert (f"could not update {reach['node-000']} (ssh accepts only the host key the apply pinned in {PINNED}/: "
            "run this from the project root)") in result.stderr


@pytest.mark.parametrize("case", HOSTILE)
def test_collect_logs_fetches_every_node_through_the_jump_host(hostile, case, tmp_path, monkeypatch, capsys):
    commands, ips, options, user, reach = case_view(hostile, case)
    jump = HOSTILE[case][0].get("ssh_jump_host")
    i = list(HOSTILE).index(case)
    fetch, logs = commands["collect_logs"].split(" && ")
    # From the project root: the stack's directory by -chdir.
    assert shlex.split(fetch) == ["terraform", "-chdir=cdktf.out/stacks/bare", "output", "-json", f"torchrun{i}_commands",
                                  "|", "jq", "-r", ".logs_hostfile", ">", "nodes.txt"]
    argv = shlex.split(logs)
    assert argv == ["python3", "-m", "crusoe_ib.verify", "logs", "--hostfile", "nodes.txt", "--user", user,
                    *(["--jump", jump] if jump else []), "--known-hosts", PINNED, "--remote", LOG_FILE, "--remote", ENV_FILE,
                    "--dest", "torchrun-logs"]
    # The hostfile the output prints, fed to the CLI the command runs, against a fake ssh, in a project root
    # holding the keys the apply pinned.
    (tmp_path / "nodes.txt").write_text(commands["logs_hostfile"] + "\n")
    (tmp_path / "crusoe-ib-known_hosts.d").symlink_to(hostile.workdir / "crusoe-ib-known_hosts.d")
    ssh = FakeSsh(tmp_path)
    monkeypatch.setenv("FAKE_SSH_LOG", str(ssh.log))
    monkeypatch.chdir(tmp_path)
    assert cli.main([*argv[3:], "--tool-path", str(ssh.bin)]) == 0, capsys.readouterr()
    calls = ssh.calls()
    assert len(calls) == 2 * len(ips)
    for call in calls:
        at = call.index("--")
        assert call[at + 1] in {reach[k] for k in ips}
        assert f"UserKnownHostsFile={tmp_path}/{PINNED}/%h" in call and "StrictHostKeyChecking=yes" in call
        assert ["-l", user] == call[call.index("-l"):call.index("-l") + 2]
        assert (["-J", jump] == call[call.index("-J"):call.index("-J") + 2]) if jump else "-J" not in call
    assert sorted(p.name for p in (tmp_path / "torchrun-logs").iterdir()) == ["manifest.json", *sorted(
        f"{k}.{f}" for k in ips for f in ("torchrun.env", "torchrun.log"))]


# --- a launch that fails on a node is a failed launch ---------------------------------------------


def _launch_on_two_nodes(tmp_path, settings: TorchrunSettings, torchrun: dict[str, str | None]) -> subprocess.CompletedProcess:
    """``launch_all``'s start loop with a fake ssh that runs each node's remote command in its own root;
    ``torchrun``: node -> the body of its fake torchrun (None: the node has none), in <root>/venv/bin."""
    tf = synth(env(capacity=dict(node_count=2), orchestration=settings))
    launch = tf["output"]["torchrun_commands"]["value"]["launch_all"]
    start = launch[launch.index("fail=0; for host in"):]
    assert start.endswith("; fi")  # inside the every-node-checked-first guard (test_unhealthy_nodes covers it)
    start = start[:-len("; fi")]
    assert tf["locals"]["pool_ssh_hosts"] == (
        '${join(" ", [for k, n in local.pool_nodes_view : n.network_interfaces[0].public_ipv4.address])}')
    start = start.replace("${local.pool_ssh_hosts}", " ".join(torchrun)).replace("$${", "${")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for node, body in torchrun.items():
        root = tmp_path / node
        (root / "etc/crusoe-ib").mkdir(parents=True)
        (root / "var/log/crusoe-ib").mkdir(parents=True)
        (root / "var/lib/crusoe-ib").mkdir(parents=True)
        (root / "var/lib/crusoe-ib/node-check.json").write_text('{"ok": true, "verdicts": []}')  # a healthy node
        (root / "etc/crusoe-ib/torchrun.env").write_text(
            f"NODE_KEY={node}\nNODE_RANK=0\nNPROC_PER_NODE=8\nMASTER_PORT=29500\nNNODES=2\nWORLD_SIZE=16\nMASTER_ADDR=10.0.0.1\n")
        if body is not None:
            (root / "venv/bin").mkdir(parents=True)
            (root / "venv/bin/torchrun").write_text("#!/bin/sh\n" + body + "\n")
            (root / "venv/bin/torchrun").chmod(0o755)
    # ssh [options] user@HOST 'remote': run remote in HOST's root (absolute paths moved there).
    (bin_dir / "ssh").write_text(f"""#!{sys.executable}
import os, subprocess, sys
cmd, host = sys.argv[-1], sys.argv[-2].split("@", 1)[1]
root = os.path.join({str(tmp_path)!r}, host)
for path, moved in (("/etc/crusoe-ib", "/etc/crusoe-ib"), ("/var/log/crusoe-ib", "/var/log/crusoe-ib"),
                    ("/var/lib/crusoe-ib", "/var/lib/crusoe-ib"), ("/opt/venv", "/venv")):
    cmd = cmd.replace(path, root + moved)
sys.exit(subprocess.run(["bash", "-c", cmd], env=dict(os.environ, PATH="/usr/bin:/bin")).returncode)
""")
    (bin_dir / "ssh").chmod(0o755)
    return subprocess.run(["sh", "-c", start], env={**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"},
                          capture_output=True, text=True, timeout=60)


def test_launch_fails_naming_the_node_without_torchrun(tmp_path):
    res = _launch_on_two_nodes(tmp_path, TorchrunSettings(venv="/opt/venv", launch_check_seconds=1),
                               {"node-a": "sleep 3", "node-b": None})
    assert res.returncode != 0, res.stderr
    assert "crusoe-ib: FAIL on node-b: torchrun not in %s/node-b/venv/bin, nor on the PATH" % tmp_path in res.stderr
    assert "launch FAILED on node-b" in res.stderr and "launch FAILED on node-a" not in res.stderr
    assert "crusoe-ib: torchrun started on node-a" in res.stdout


def test_launch_fails_when_torchrun_exits_at_start_and_shows_its_log(tmp_path):
    res = _launch_on_two_nodes(tmp_path, TorchrunSettings(venv="/opt/venv", launch_check_seconds=1),
                               {"node-a": "sleep 3", "node-b": "printf '\\033]0;owned\\007ModuleNotFoundError: train\\033[2J\\n' >&2; exit 1"})
    assert res.returncode != 0
    assert "FAIL on node-b: torchrun exited at start" in res.stderr and "ModuleNotFoundError: train" in res.stderr
    # the job's log reaches the operator's terminal without the escape and bell bytes a terminal would act on
    assert "\x1b" not in res.stderr and "\x07" not in res.stderr


def test_launch_succeeds_when_every_node_starts(tmp_path):
    res = _launch_on_two_nodes(tmp_path, TorchrunSettings(venv="/opt/venv", launch_check_seconds=1),
                               {"node-a": "sleep 3", "node-b": "exit 0"})  # a run that finished cleanly counts
    assert res.returncode == 0, res.stderr
