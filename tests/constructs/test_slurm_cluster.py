"""SlurmCluster on the training-slurm stack and variants: the hosts it adds, how the GPU nodes join,
the health check, the munge key (never in the JSON or an output), HA's shared state, the outputs."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess

import pytest

from crusoe_ib import ConfigError, MungeKey
from crusoe_ib.slurm_cluster import health_check_script
from tests.support import boot_script, env, resources, synth


def slurm_env(**orchestration):
    return env("training-slurm", **({"orchestration": orchestration} if orchestration else {}))


@pytest.fixture(scope="module")
def tf() -> dict:
    return synth(slurm_env())


@pytest.fixture(scope="module")
def ha_tf() -> dict:
    return synth(slurm_env(backup_controller=True))


def test_a_controller_and_a_login_node_on_cpu_instances_beside_the_pool(tf):
    instances = resources(tf, "crusoe_compute_instance")
    assert set(instances) == {"pool_nodes", "slurm_controllers", "slurm_logins"}
    ctl, login = instances["slurm_controllers"], instances["slurm_logins"]
    assert ctl["for_each"] == "${local.slurm_controller_names}" and login["for_each"] == "${local.slurm_login_names}"
    assert tf["locals"]["slurm_controller_names"] == {"training-slurm-controller-0": "training-slurm-controller-0"}
    assert tf["locals"]["slurm_login_names"] == {"training-slurm-login-0": "training-slurm-login-0"}
    for host in (ctl, login):
        assert host["type"] == "c1a.16x" and host["image"] == "ubuntu24.04-nvidia-slurm:latest"
        assert "host_channel_adapters" not in host
        assert host["lifecycle"] == {"ignore_changes": ["startup_script"]}  # a config change never replaces them
    assert "crusoe_storage_disk" not in tf["resource"]  # one controller: no shared state disk


def test_gpu_nodes_join_at_boot_with_their_vm_name_as_nodename(tf):
    script = boot_script(tf)
    step = script.split("# --- step: slurm node ---", 1)[1]
    assert script.index("# --- step: crusoe-ib node check ---") < script.index("# --- step: slurm node ---")
    assert "hostnamectl set-hostname training-slurm-__CRUSOE_IB_NODE_KEY__" in step
    assert 'Environment="SLURMD_OPTIONS=--conf-server training-slurm-controller-0"' in step
    assert "Domains=%s.compute.internal" in step and "${local.capacity_location}" in step
    assert "NCCL_IB_HCA==mlx5_0" not in step and "/etc/crusoe-ib/nccl.env" in step  # the node's own NCCL settings
    assert script.index("# --- step: crusoe-ib nccl env ---") < script.index("# --- step: slurm node ---")
    assert "rm -f /opt/crusoe-ib/setup/slurm-node-setup.sh" in step  # run once, then removed


def test_a_generated_munge_key_is_made_on_the_first_controller_and_reaches_hosts_only_over_ssh(tf):
    assert "slurm_munge_key" not in tf["resource"].get("terraform_data", {})  # never in Terraform state
    instances = resources(tf, "crusoe_compute_instance")
    controller = instances["slurm_controllers"]["startup_script"]
    # Made at the first boot of this VM whatever the image holds (tests/constructs/test_munge_key.py runs it).
    assert ('if [ "$(hostname -s)" = training-slurm-controller-0 ] && [ "$(cat /var/lib/crusoe-ib/munge-key.generated '
            '2>/dev/null)" != "$(cat /sys/class/dmi/id/product_uuid 2>/dev/null || cat /etc/machine-id)" ]; then') in controller
    assert "head -c 128 /dev/urandom > /etc/munge/munge.key.part" in controller
    for script in (controller, instances["slurm_logins"]["startup_script"], boot_script(tf)):
        # every host waits for its delivery (a marker naming the VM), never for the file alone
        assert ('if [ -s /etc/munge/munge.key ] && [ "$(cat /var/lib/crusoe-ib/delivered/:etc:munge:munge.key '
                '2>/dev/null)" = "$(cat /sys/class/dmi/id/product_uuid 2>/dev/null || cat /etc/machine-id)" ]; then break; fi') in script
    assert "/dev/urandom" not in instances["slurm_logins"]["startup_script"] and "/dev/urandom" not in boot_script(tf)
    first = '${crusoe_compute_instance.slurm_controllers["training-slurm-controller-0"].network_interfaces[0].public_ipv4.address}'
    for push in ("slurm_delivery", "pool_delivery"):  # controllers and logins; the GPU nodes
        block = resources(tf, "terraform_data")[push]["provisioner"][0]["local-exec"]
        assert block["environment"]["SLURM_FIRST_CONTROLLER"] == first and "SECRET_MUNGE_KEY" not in block["environment"]
        assert "&& base64 -w0 /etc/munge/munge.key" in block["command"]
        assert "MUNGE_KEY /etc/munge/munge.key munge:munge 0400 - munge" in block["environment"]["ITEMS"].splitlines()
    outputs = json.dumps(tf["output"])
    assert "munge.key" not in outputs


def test_a_munge_key_file_is_read_at_plan_time_not_synth(tmp_path):
    key = tmp_path / "munge.key"
    key.write_bytes(os.urandom(128))
    key.chmod(0o600)
    out = synth(slurm_env(munge_key=MungeKey.from_file(str(key))))
    text = json.dumps(out)
    assert f'filebase64(\\"{key}\\")' in text and "slurm_munge_key" not in out["resource"]["terraform_data"]
    env = out["resource"]["terraform_data"]["slurm_delivery"]["provisioner"][0]["local-exec"]["environment"]
    assert env["SECRET_MUNGE_KEY"] == f'${{sensitive(filebase64("{key}"))}}'  # read at apply, never stored
    assert "/dev/urandom" not in text
    assert base64.b64encode(key.read_bytes()).decode()[:16] not in text and "filebase64" not in json.dumps(out["output"])


def test_the_health_check_drains_a_failing_node_with_its_reason_and_resumes_only_its_own(tmp_path):
    """Run the generated HealthCheckProgram with stand-ins for the checker and scontrol."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls"
    (bin_dir / "scontrol").write_text(f"#!/bin/sh\nif [ \"$1\" = show ]; then cat {tmp_path}/shown; exit 0; fi\n"
                                      f"printf '%s\\n' \"$@\" >> {calls}\n")
    result = tmp_path / "node-check.json"
    (bin_dir / "check").write_text(f"#!/bin/sh\ncat {tmp_path}/verdict > {result}\nexit $(cat {tmp_path}/rc)\n")
    for f in bin_dir.iterdir():
        f.chmod(0o755)
    checker = bin_dir / "check"
    pinned = hashlib.sha256(checker.read_bytes()).hexdigest()
    script = health_check_script("check", str(checker), pinned).replace("/var/lib/crusoe-ib/node-check.json", str(result)) \
        .replace("/var/log/crusoe-ib-healthcheck.log", str(tmp_path / "log"))
    (tmp_path / "hc").write_text(script)

    def run(rc: int, verdicts: list, shown: str) -> list[str]:
        (tmp_path / "rc").write_text(str(rc))
        (tmp_path / "verdict").write_text(json.dumps({"verdicts": verdicts}))
        (tmp_path / "shown").write_text(shown)
        calls.write_text("")
        env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "SLURMD_NODENAME": "training-slurm-node-001"}
        assert subprocess.run(["bash", str(tmp_path / "hc")], env=env, timeout=30).returncode == 0
        return calls.read_text().splitlines()

    failed = [{"rule": "port_state", "status": "FAIL", "subject": "mlx5_3 port 1"},
              {"rule": "port_rate", "status": "PASS", "subject": "mlx5_0 port 1"}]
    assert run(1, failed, "") == ["update", "nodename=training-slurm-node-001", "state=drain",
                                  "reason=crusoe-ib: node check failed: mlx5_3 port 1 port_state"]
    assert run(0, [], "   Reason=crusoe-ib: node check failed: x [root@2026]") == [
        "update", "nodename=training-slurm-node-001", "state=resume"]
    assert run(0, [], "   Reason=maintenance by ops [root@2026]") == []  # someone else's drain stays
    # A checker that is not the pinned one never runs: the node drains, naming both digests.
    checker.write_text(checker.read_text() + "touch /tmp/crusoe-ib-should-not-run\n")
    changed = hashlib.sha256(checker.read_bytes()).hexdigest()
    assert run(0, [], "") == ["update", "nodename=training-slurm-node-001", "state=drain",
                              f"reason=crusoe-ib: checker sha256 {changed}, pinned {pinned}"]
    checker.unlink()
    assert run(0, [], "")[-1] == f"reason=crusoe-ib: checker sha256 missing, pinned {pinned}"


def test_ha_shares_the_state_directory_on_a_crusoe_shared_disk(ha_tf):
    disk = resources(ha_tf, "crusoe_storage_disk")["slurm_state"]
    assert disk["type"] == "shared-volume" and disk["size"] == "1024GiB"
    assert "[CIB123]" in disk["lifecycle"]["precondition"][0]["error_message"]
    ctl = resources(ha_tf, "crusoe_compute_instance")["slurm_controllers"]
    assert ctl["for_each"] == "${local.slurm_controller_names}"
    assert list(ha_tf["locals"]["slurm_controller_names"]) == ["training-slurm-controller-0", "training-slurm-controller-1"]
    assert ctl["disks"] == [{"attachment_type": "data", "id": "${crusoe_storage_disk.slurm_state.id}", "mode": "read-write"}]
    script = ctl["startup_script"]
    assert ("${local.slurm_state_nfs_host}:/volumes/${crusoe_storage_disk.slurm_state.id} /var/spool/slurmctld nfs" in script)
    # Whatever a writer of the shared volume puts there never runs setuid or opens a device on the controllers.
    assert " /var/spool/slurmctld nfs vers=3,nconnect=16,hard,nosuid,nodev,_netdev,nofail 0 0" in script
    assert '"us-east1-a" = "172.27.255.2"' in ha_tf["locals"]["slurm_state_nfs_host"]


def test_every_host_disk_and_local_the_cluster_names_exists(tf, ha_tf):
    """The scripts, commands and deliveries name the hosts and the state disk by address, worked out before
    those are rendered (SlurmCluster._references): each address names a resource of the stack."""
    for doc in (tf, ha_tf):
        text = json.dumps(doc)
        named = set(re.findall(r"\b(crusoe_compute_instance|crusoe_storage_disk)\.([A-Za-z0-9_]+)", text))
        assert ("crusoe_compute_instance", "slurm_logins") in named
        assert all(name in doc["resource"][kind] for kind, name in named), named
        assert all(name in doc["locals"] for name in re.findall(r"\blocal\.([A-Za-z0-9_]+)", text))
    assert ("crusoe_storage_disk", "slurm_state") in set(re.findall(r"(crusoe_storage_disk)\.(\w+)", json.dumps(ha_tf)))


def test_outputs_give_login_sinfo_nccl_drained_reason_bundle_and_reconfigure(tf):
    commands = tf["output"]["slurm_commands"]["value"]
    login_ip = '${crusoe_compute_instance.slurm_logins["training-slurm-login-0"].network_interfaces[0].public_ipv4.address}'
    # No agent forwarding into the shared login node; job diagnostics run from the operator's machine through it.
    assert commands["login"] == f"ssh ubuntu@{login_ip}"
    assert commands["bundle"] == f"crusoe-ib-verify bundle --slurm-job <jobid> --via ubuntu@{login_ip}"
    assert not any(" -A " in v for v in commands.values())
    assert commands["expected_sinfo"].endswith("gpu* up infinite 2 idle training-slurm-node-[000-001]")
    assert commands["nccl_all_reduce"] == "crusoe-ib-slurm-nccl all_reduce" and commands["drained"] == "sinfo -R"
    assert "terraform -chdir=cdktf.out/stacks/training-slurm output -json slurm_config | ssh ubuntu@${n.network_interfaces[0].public_ipv4.address} " \
           "'sudo /usr/local/sbin/crusoe-ib-slurm-reconfigure'" in commands["reconfigure"]
    assert set(tf["output"]["slurm_config"]["value"]) == {"slurm.conf", "gres.conf", "cgroup.conf", "topology.conf"}


def _heredoc(script: str, path: str, tag: str) -> str:
    return re.search(rf"cat > {re.escape(path)} <<'{tag}'\n(.*?)\n{tag}", script, re.S).group(1)


def test_the_login_node_holds_the_nccl_jobs_piped_into_diagnose(tf):
    script = resources(tf, "crusoe_compute_instance")["slurm_logins"]["startup_script"]
    # Crusoe's images link no sackd unit: the login node is a dynamic slurmd node with Feature=login.
    assert 'Environment="SLURMD_OPTIONS=--conf-server training-slurm-controller-0 -Z --conf Feature=login"' in script
    assert "systemctl enable sackd" not in script and "SACKD_OPTIONS" not in script
    # slurmd runs HealthCheckProgram on the login node too: there it has nothing to check.
    assert _heredoc(script, "/usr/local/sbin/crusoe-ib-healthcheck", "CRUSOE_IB_HEALTHCHECK").endswith("\nexit 0")
    for collective in ("all_reduce", "alltoall"):
        job = _heredoc(script, f"/opt/crusoe-ib/slurm/nccl-{collective}.sbatch", "CRUSOE_IB_SBATCH")
        assert "#SBATCH --gres=gpu:8" in job and "#SBATCH --cpus-per-task=22" in job
        assert "#SBATCH --nodes" not in job  # sized when submitted, never the node count at synth
        assert (f"srun --mpi=pmix /opt/nccl-tests/build/{collective}_perf -b 1G -e 8G -f 2 -g 1 2>&1 | tee /dev/stderr" in job)
        assert (f"| python3 /opt/crusoe-ib/verify.pyz diagnose --instance-type h100-80gb-sxm-ib.8x "
                f"--collective {collective} --nodes \"$SLURM_JOB_NUM_NODES\" -") in job
        assert subprocess.run(["bash", "-n"], input=job.replace("$${", "${"), text=True).returncode == 0
    helper = _heredoc(script, "/usr/local/bin/crusoe-ib-slurm-nccl", "CRUSOE_IB_HELPER")
    # Sized from the partition when run; the log streams back through srun: no ssh to the nodes.
    assert "nodes=$(sinfo -h -N -p gpu -t idle,mixed,allocated -o '%N' | sort -u | wc -l)" in helper
    assert 'srun --partition=gpu --nodes="$nodes" --ntasks-per-node=8 --gres=gpu:8 --cpus-per-task=22' in helper
    assert "ssh" not in helper.replace("no ssh", "")
    for helper in ("crusoe-ib-slurm-nccl", "crusoe-ib-slurm-bundle"):
        body = re.search(rf"cat > /usr/local/bin/{helper} <<'CRUSOE_IB_HELPER'\n(.*?)\nCRUSOE_IB_HELPER", script, re.S).group(1)
        assert subprocess.run(["bash", "-n"], input=body.replace("$${", "${"), text=True).returncode == 0, helper
    assert 'exec python3 /opt/crusoe-ib/verify.pyz bundle --slurm-job "$${1:?usage: crusoe-ib-slurm-bundle <jobid>}"' in script


def test_every_program_that_calls_slurm_finds_it_under_opt_slurm_first(tf, ha_tf):
    """Crusoe's Slurm images keep Slurm in /opt/slurm with PATH set only for login shells; systemd,
    sudo and slurmd's HealthCheckProgram run with a near-empty PATH. Every host writes one env file
    at boot; every program sources it before its first Slurm command."""
    ctl, login = (resources(ha_tf, "crusoe_compute_instance")[k]["startup_script"] for k in ("slurm_controllers", "slurm_logins"))
    node = boot_script(tf).split("# --- step: slurm node ---", 1)[1]
    env_file = "/usr/local/lib/crusoe-ib-slurm-env.sh"
    written = {_heredoc(host, env_file, "CRUSOE_IB_SLURM_ENV") for host in (ctl, login, node)}
    assert len(written) == 1
    programs = {
        "controller": ctl, "login": login, "node setup": node,
        "health check": _heredoc(node, "/usr/local/sbin/crusoe-ib-healthcheck", "CRUSOE_IB_HEALTHCHECK"),
        "nccl helper": _heredoc(login, "/usr/local/bin/crusoe-ib-slurm-nccl", "CRUSOE_IB_HELPER"),
        "bundle helper": _heredoc(login, "/usr/local/bin/crusoe-ib-slurm-bundle", "CRUSOE_IB_HELPER"),
        "sbatch": _heredoc(login, "/opt/crusoe-ib/slurm/nccl-all_reduce.sbatch", "CRUSOE_IB_SBATCH"),
    }
    # The bundle helper's checker runs scontrol itself: it inherits the PATH set before it.
    slurm = re.compile(r"^\s*[^#\n]*\b(scontrol|srun|sbatch|sinfo|slurmd|slurmctld|exec python3)\b", re.M)
    env_text = next(iter(written))
    for name, text in programs.items():
        text = text.replace(env_text, "")  # the env file's own text names slurmd's spool
        first_call = slurm.search(text)
        assert first_call, name
        assert 0 <= text.find(f"\n. {env_file}") < first_call.start(), name
    reconfigure = _heredoc(ctl, "/usr/local/sbin/crusoe-ib-slurm-reconfigure", "CRUSOE_IB_SLURM_RECONFIGURE")
    assert 'os.environ["PATH"] = "/opt/slurm/bin:/opt/slurm/sbin:' in reconfigure  # sudo resets PATH
    # With no environment at all (slurmd's health check), sourcing it under set -eu finds the system's tools.
    shown = subprocess.run(["env", "-i", "bash", "-c", "set -eu\n" + written.pop().replace("$${", "${")
                            + '\necho "$PATH"; command -v sh'], capture_output=True, text=True)
    assert shown.returncode == 0 and "/usr/bin" in shown.stdout.split("\n")[0].split(":"), shown.stderr


def test_controllers_run_slurmctld_as_slurm_with_its_runtime_dir_and_ha_needs_the_mount(tf, ha_tf):
    for doc in (tf, ha_tf):
        ctl = resources(doc, "crusoe_compute_instance")["slurm_controllers"]["startup_script"]
        dropin = _heredoc(ctl, "/etc/systemd/system/slurmctld.service.d/crusoe-ib.conf", "CRUSOE_IB_DROPIN")
        assert dropin.split("\n") == ["[Unit]", "RequiresMountsFor=/var/spool/slurmctld", "[Service]", "User=slurm",
                                      "Group=slurm", "RuntimeDirectory=slurmctld", "RuntimeDirectoryMode=0755"]
    ha = resources(ha_tf, "crusoe_compute_instance")["slurm_controllers"]["startup_script"]
    assert "apt-get install -y -q nfs-common" in ha and ha.index("nfs-common") < ha.index("mount /var/spool/slurmctld")
    assert "nfs-common" not in resources(tf, "crusoe_compute_instance")["slurm_controllers"]["startup_script"]


def test_the_job_user_can_run_the_toolkit_the_sbatch_diagnose_step_needs(tf):
    # Every step of a node's boot leaves /opt/crusoe-ib 0755 (was: the Slurm step made it 0700 after the
    # node check made it 0755, and the sbatch diagnose step, run as the job's user, failed).
    script = boot_script(tf)
    made = [mode for mode, paths in re.findall(r"install -d -m (0[0-7]{3}) ([^\n]*)", script)
            if "/opt/crusoe-ib" in paths.split()]
    assert made and set(made) == {"0755"}, made
    assert "install -d -m 0700 /opt/crusoe-ib/setup" in script


def test_gb200_runs_without_pmix_and_sets_up_imex_for_the_pool():
    doc = synth(env("training-slurm", capacity=dict(instance_type="gb200-186gb-nvl-ib.4x", node_count=2),
                    orchestration=dict(name="training-slurm", node_cpus=144, munge_key=MungeKey.generated())))
    login = resources(doc, "crusoe_compute_instance")["slurm_logins"]["startup_script"]
    assert "--mpi=pmix" not in login and "srun --mpi=pmi2 /opt/nccl-tests/build/all_reduce_perf" in login
    node = boot_script(doc).split("# --- step: slurm node ---", 1)[1]
    assert "for host in training-slurm-node-000 training-slurm-node-001; do" in node
    assert "> /etc/nvidia-imex/nodes_config.cfg" in node and "/dev/nvidia-caps-imex-channels/channel0" in node
    # channel0 lets the processes on it import each other's GPU memory: one group's, never every job's
    assert "mknod -m 0660 /dev/nvidia-caps-imex-channels/channel0" in node and "0666" not in node
    assert "chgrp crusoe-imex /dev/nvidia-caps-imex-channels/channel0 && chmod 0660" in node
    h100 = boot_script(synth(slurm_env())).split("# --- step: slurm node ---", 1)[1]
    assert "nvidia-imex" not in h100


@pytest.mark.parametrize("script", ["slurm_controllers", "slurm_logins"])
def test_host_scripts_are_valid_bash(tf, ha_tf, script):
    for doc in (tf, ha_tf):
        text = resources(doc, "crusoe_compute_instance")[script]["startup_script"]
        plain = re.sub(r"\$\{[^{}]*(\{[^{}]*\}[^{}]*)*\}", "X", text).replace("$${", "${")
        assert subprocess.run(["bash", "-n"], input=plain, text=True).returncode == 0


def test_bad_settings_fail_at_synth_naming_the_field():
    with pytest.raises(ConfigError) as err:
        synth(slurm_env(controller_type="c1a.2x", munge_key=None))
    text = str(err.value)
    assert "[CIB113]" in text and "[CIB116]" in text and "orchestration.controller_type" in text


def test_reconfigure_writes_exactly_the_config_output_and_reconfigures(tf, tmp_path):
    """What `terraform output -json slurm_config | ssh <controller> sudo crusoe-ib-slurm-reconfigure` does there."""
    script = resources(tf, "crusoe_compute_instance")["slurm_controllers"]["startup_script"]
    body = re.search(r"<<'CRUSOE_IB_SLURM_RECONFIGURE'\n(.*?)\nCRUSOE_IB_SLURM_RECONFIGURE", script, re.S).group(1)
    etc = tmp_path / "etc"
    etc.mkdir()
    for tool in ("scontrol", "systemctl"):
        (tmp_path / tool).write_text(f"#!/bin/sh\n[ \"$1\" = --version ] && {{ echo \"slurm $VERSION\"; exit 0; }}\n"
                                     f"echo {tool} \"$@\" > {tmp_path}/done\n")
        (tmp_path / tool).chmod(0o755)
    program = tmp_path / "reconfigure.py"
    fixed_path = 'os.environ["PATH"] = "/opt/slurm/bin:'
    assert fixed_path in body
    program.write_text(body.replace('"/etc/slurm"', repr(str(etc))).replace(fixed_path, f'os.environ["PATH"] = "{tmp_path}:/opt/slurm/bin:'))
    config = tf["output"]["slurm_config"]["value"]
    env = {**os.environ, "VERSION": "24.11.1"}
    done = subprocess.run(["python3", str(program)], input=json.dumps(config), text=True, env=env, capture_output=True)
    assert done.returncode == 0, done.stderr
    assert {p.name: p.read_text() for p in etc.iterdir()} == config
    assert (tmp_path / "done").read_text().strip() == "scontrol reconfigure"
    # Before 23.11 slurmctld cannot add nodes in place (it exits: seen on 22.05): it is restarted.
    old = subprocess.run(["python3", str(program)], input=json.dumps(config), text=True, env={**env, "VERSION": "22.05.8"},
                         capture_output=True)
    assert old.returncode == 0 and (tmp_path / "done").read_text().strip() == "systemctl restart slurmctld", old.stderr
    bad = subprocess.run(["python3", str(program)], input=json.dumps({**config, "../../etc/passwd": "x"}), text=True,
                         env=env, capture_output=True)
    assert bad.returncode != 0 and "expected exactly the files" in bad.stderr


def test_a_private_pool_makes_private_controllers_and_login_nodes_reached_through_the_jump_host():
    """public_ip='none' with a jump host: no VM of the stack gets a public IP (not only the GPU
    nodes), and every printed command reaches them at private addresses through the jump host."""
    tf = synth(env("training-slurm", pool=dict(public_ip="none", ssh_jump_host="ops@bastion.example.com")))
    instances = resources(tf, "crusoe_compute_instance")
    for name in ("pool_nodes", "slurm_controllers", "slurm_logins"):
        assert instances[name]["network_interfaces"][0]["public_ipv4"] == {"type": "none"}, name
    commands = tf["output"]["slurm_commands"]["value"]
    assert commands["login"] == ('ssh -J ops@bastion.example.com ubuntu@${crusoe_compute_instance.slurm_logins['
                                 '"training-slurm-login-0"].network_interfaces[0].private_ipv4.address}')
    assert "ssh -J ops@bastion.example.com ubuntu@${n.network_interfaces[0].private_ipv4.address}" in commands["reconfigure"]
    assert "public_ipv4" not in json.dumps(tf["output"]["slurm_commands"])
    opened = synth(env("training-slurm", pool=dict(public_ip="none", control_plane_public_ip="dynamic",
                                                   ssh_jump_host="ops@bastion.example.com")))
    assert "public_ipv4" not in resources(opened, "crusoe_compute_instance")["slurm_logins"]["network_interfaces"][0]
