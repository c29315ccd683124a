"""SlurmCluster on the training-slurm stack and variants: the hosts it adds, how the GPU nodes join,
the health check, the munge key (never in the JSON or an output), HA's shared state, the outputs."""

from __future__ import annotations

import base64
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
        assert host["type"] == "c1a.16x" and host["image"] == "ubuntu22.04-nvidia-slurm:latest"
        assert "host_channel_adapters" not in host
        assert host["lifecycle"] == {"ignore_changes": ["startup_script"]}  # a config change never replaces them
    assert "crusoe_storage_disk" not in tf["resource"]  # one controller: no shared state disk


def test_gpu_nodes_join_at_boot_with_their_vm_name_as_nodename(tf):
    script = boot_script(tf)
    step = script.split("# --- step: slurm node ---", 1)[1]
    assert script.index("# --- step: crusoe-ib node check ---") < script.index("# --- step: slurm node ---")
    assert "hostnamectl set-hostname training-slurm-__CRUSOE_IB_NODE_KEY__" in step
    assert 'Environment="SLURMD_OPTIONS=--conf-server training-slurm-controller-0"' in step
    assert "Domains=%s.compute.internal" in step and "${try(local.capacity_selected.location" in step
    assert "export NCCL_IB_HCA==mlx5_" in step and "export NCCL_TOPO_FILE=/opt/h100-80gb-sxm-ib.xml" in step
    assert "rm -f /opt/crusoe-ib/slurm-node-setup.sh" in step  # the setup holds the munge key


def test_the_munge_key_is_made_at_apply_and_never_written_into_json_or_outputs(tf):
    data = tf["resource"]["terraform_data"]["slurm_munge_key"]
    assert data["input"] == {"key": '${sha512(join("", [uuid(), uuid(), uuid(), uuid()]))}'}
    assert data["lifecycle"] == {"ignore_changes": ["input"]}  # made once, then stable
    ref = "${sensitive(base64encode(terraform_data.slurm_munge_key.output.key))}"
    for name in ("slurm_controllers", "slurm_logins"):
        assert ref in resources(tf, "crusoe_compute_instance")[name]["startup_script"]
    assert ref in boot_script(tf)
    outputs = json.dumps(tf["output"])
    assert "slurm_munge_key" not in outputs and "munge.key" not in outputs


def test_a_munge_key_file_is_read_at_plan_time_not_synth(tmp_path):
    key = tmp_path / "munge.key"
    key.write_bytes(os.urandom(128))
    key.chmod(0o600)
    out = synth(slurm_env(munge_key=MungeKey.from_file(str(key))))
    text = json.dumps(out)
    assert f'filebase64(\\"{key}\\")' in text and "slurm_munge_key" not in out["resource"]["terraform_data"]
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
    script = health_check_script("check").replace("/var/lib/crusoe-ib/node-check.json", str(result)) \
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
    assert '"us-east1-a" = "172.27.255.2"' in ha_tf["locals"]["slurm_state_nfs_host"]


def test_outputs_give_login_sinfo_nccl_drained_reason_bundle_and_reconfigure(tf):
    commands = tf["output"]["slurm_commands"]["value"]
    assert commands["login"] == ('ssh -A ubuntu@${crusoe_compute_instance.slurm_logins["training-slurm-login-0"]'
                                 '.network_interfaces[0].public_ipv4.address}')
    assert commands["expected_sinfo"].endswith("gpu* up infinite 2 idle training-slurm-node-[000-001]")
    assert commands["nccl_all_reduce"] == "crusoe-ib-slurm-nccl all_reduce" and commands["drained"] == "sinfo -R"
    assert "terraform output -json slurm_config | ssh ubuntu@${n.network_interfaces[0].public_ipv4.address} " \
           "'sudo /usr/local/sbin/crusoe-ib-slurm-reconfigure'" in commands["reconfigure"]
    assert set(tf["output"]["slurm_config"]["value"]) == {"slurm.conf", "gres.conf", "cgroup.conf", "topology.conf"}


def test_the_login_node_holds_the_nccl_jobs_piped_into_diagnose(tf):
    script = resources(tf, "crusoe_compute_instance")["slurm_logins"]["startup_script"]
    assert 'Environment="SACKD_OPTIONS=--conf-server training-slurm-controller-0"' in script
    for collective in ("all_reduce", "alltoall"):
        job = re.search(rf"cat > /opt/crusoe-ib/slurm/nccl-{collective}.sbatch <<'CRUSOE_IB_SBATCH'\n(.*?)\nCRUSOE_IB_SBATCH",
                        script, re.S).group(1)
        assert "#SBATCH --nodes=2" in job and "#SBATCH --gres=gpu:8" in job and "#SBATCH --cpus-per-task=22" in job
        assert (f"srun --mpi=pmix /opt/nccl-tests/build/{collective}_perf -b 1G -e 8G -f 2 -g 1 2>&1 | tee /dev/stderr" in job)
        assert (f"| python3 /opt/crusoe-ib/verify.pyz diagnose --instance-type h100-80gb-sxm-ib.8x --nodes 2 "
                f"--collective {collective} -") in job
        assert subprocess.run(["bash", "-n"], input=job.replace("$${", "${"), text=True).returncode == 0
    for helper in ("crusoe-ib-slurm-nccl", "crusoe-ib-slurm-bundle"):
        body = re.search(rf"cat > /usr/local/bin/{helper} <<'CRUSOE_IB_HELPER'\n(.*?)\nCRUSOE_IB_HELPER", script, re.S).group(1)
        assert subprocess.run(["bash", "-n"], input=body.replace("$${", "${"), text=True).returncode == 0, helper
    assert 'exec python3 /opt/crusoe-ib/verify.pyz bundle --slurm-job "$${1:?usage: crusoe-ib-slurm-bundle <jobid>}"' in script


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
    (tmp_path / "scontrol").write_text(f"#!/bin/sh\necho \"$@\" > {tmp_path}/reconfigured\n")
    (tmp_path / "scontrol").chmod(0o755)
    program = tmp_path / "reconfigure.py"
    program.write_text(body.replace('"/etc/slurm"', repr(str(etc))))
    config = tf["output"]["slurm_config"]["value"]
    env = {**os.environ, "PATH": f"{tmp_path}:{os.environ['PATH']}"}
    done = subprocess.run(["python3", str(program)], input=json.dumps(config), text=True, env=env, capture_output=True)
    assert done.returncode == 0, done.stderr
    assert {p.name: p.read_text() for p in etc.iterdir()} == config
    assert (tmp_path / "reconfigured").read_text().strip() == "reconfigure"
    bad = subprocess.run(["python3", str(program)], input=json.dumps({**config, "../../etc/passwd": "x"}), text=True,
                         env=env, capture_output=True)
    assert bad.returncode != 0 and "expected exactly the files" in bad.stderr
