"""Every configuration error: one row per message, asserting the code, the field and the text."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from crusoe_ib import ConfigError, NodeOverride
from stacks.config import K3sConfig, ManagedKubernetesConfig, TorchrunConfig
from tests.support import env, synth

FAKE_PRIVATE_KEY = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\n"

CASES = [
    # (id, config changes, code, field, message regex)
    ("non-ib type", dict(instance_type="h100-80gb-sxm.8x"), "CIB002", "capacity.slice_type", r"must end in -ib.*h100-80gb-sxm-ib\.8x"),
    ("unknown type", dict(instance_type="z900-80gb-sxm-ib.8x"), "CIB003", "capacity.slice_type", r"Unknown instance type.*a100-80gb-sxm-ib\.8x, h100"),
    ("empty type", dict(instance_type=""), "CIB001", "capacity.slice_type", r"instance type is required"),
    ("zero nodes", dict(node_count=0), "CIB004", "capacity.node_count", r"at least one node"),
    ("too many nodes", dict(node_count=5000), "CIB005", "capacity.node_count", r"at most 2048 nodes"),
    ("no locations", dict(locations=()), "CIB006", "capacity.locations", r"At least one location"),
    ("empty location", dict(locations=""), "CIB007", "capacity.locations", r"looks like 'us-east1-a'"),
    ("malformed location", dict(locations=("us-east1-a", "US East")), "CIB007", "capacity.locations", r"'US East'.*looks like"),
    ("duplicate location", dict(locations=("us-east1-a", "us-east1-a")), "CIB008", "capacity.locations", r"listed twice"),
    ("blank pinned network", dict(ib_network_id=" "), "CIB009", "capacity.ib_network_id", r"non-empty string"),
    ("bad partition name", dict(partition_name="Bad_Name"), "CIB010", "ib.name", r"lowercase letters"),
    ("no ssh cidrs", dict(ssh_source_cidrs=()), "CIB020", "network.ssh_source_cidrs", r"At least one source CIDR"),
    ("bad ssh cidr", dict(ssh_source_cidrs=("300.1.1.1/8",)), "CIB021", "network.ssh_source_cidrs", r"'300\.1\.1\.1/8'.*Not a valid CIDR"),
    ("open ssh in prod", dict(production=True, ssh_source_cidrs=("0.0.0.0/0",)), "CIB022", "network.ssh_source_cidrs", r"must not accept SSH from the whole internet"),
    ("both key and file", dict(ssh_public_key="ssh-ed25519 AAAA x"), "CIB031", "pool.ssh_public_key", r"Exactly one of"),
    ("private key text", dict(ssh_public_key=FAKE_PRIVATE_KEY, ssh_public_key_file=None), "CIB033", "pool.ssh_public_key", r"PRIVATE key"),
    ("garbage key", dict(ssh_public_key="hello", ssh_public_key_file=None), "CIB034", "pool.ssh_public_key", r"Not an OpenSSH public key"),
    ("missing key file", dict(ssh_public_key_file="/nonexistent/id.pub"), "CIB032", "pool.ssh_public_key_file", r"Cannot read the file"),
    ("bad disk size", dict(data_disk_size="1TB"), "CIB036", "pool.data_disk_size", r"GiB or TiB"),
    ("override unknown node", dict(node_overrides={"node-009": NodeOverride(image="x")}), "CIB037", "pool.node_overrides", r"No such node"),
    ("mixed partitions", dict(node_overrides={"node-001": NodeOverride(ib_partition_id="other-partition")}), "CIB038", "pool.node_overrides['node-001'].ib_partition_id", r"share one IB partition"),
    ("bad threshold override", dict(threshold_overrides={"no_such_field": 1}), "CIB040", "verify.threshold_overrides", r"Not a valid threshold override"),
    # orchestration (issue 5)
    ("privileged torchrun port", dict(torchrun=TorchrunConfig(master_port=80)), "CIB050", "torchrun.master_port", r"= 80:.*unprivileged TCP port"),
    ("k8s api port for torchrun", dict(torchrun=TorchrunConfig(master_port=6443)), "CIB050", "torchrun.master_port", r"not 6443"),
    ("bad nccl debug level", dict(torchrun=TorchrunConfig(nccl_debug="LOUD")), "CIB051", "torchrun.nccl_debug", r"'LOUD'.*one of VERSION, WARN, INFO, TRACE"),
    ("nccl ib disabled", dict(torchrun=TorchrunConfig(extra_env={"NCCL_IB_DISABLE": "1"})), "CIB052", "torchrun.extra_env", r"NCCL_IB_DISABLE=1.*falls back to sockets"),
    ("extra env replaces rank", dict(torchrun=TorchrunConfig(extra_env={"NODE_RANK": "0"})), "CIB053", "torchrun.extra_env", r"'NODE_RANK'.*must not replace"),
    ("extra env lower-case name", dict(torchrun=TorchrunConfig(extra_env={"nccl_x": "1"})), "CIB053", "torchrun.extra_env", r"upper-case shell name"),
    ("extra env unsafe value", dict(torchrun=TorchrunConfig(extra_env={"NCCL_SOCKET_IFNAME": "eth0 $(reboot)"})), "CIB054", "torchrun.extra_env['NCCL_SOCKET_IFNAME']", r"written unquoted"),
    ("leader wait too long", dict(torchrun=TorchrunConfig(leader_wait_seconds=3600)), "CIB055", "torchrun.leader_wait_seconds", r"0-600 seconds"),
    ("entrypoint with quote", dict(torchrun=TorchrunConfig(entrypoint="train.py --name 'x'")), "CIB056", "torchrun.entrypoint", r"without single quotes"),
    ("empty entrypoint", dict(torchrun=TorchrunConfig(entrypoint=" ")), "CIB056", "torchrun.entrypoint", r"non-empty command line"),
    ("gpu control plane", dict(orchestration="k3s", k3s=K3sConfig(control_plane_type="h100-80gb-sxm-ib.8x")), "CIB060", "k3s.control_plane_type", r"CPU types such as c1a\.16x"),
    ("ib load balancer", dict(orchestration="k3s", k3s=K3sConfig(load_balancer_type="c1a-ib.2x")), "CIB060", "k3s.load_balancer_type", r"no -ib"),
    ("bad k3s name", dict(orchestration="k3s", k3s=K3sConfig(name="K3S_prod")), "CIB061", "k3s.name", r"'K3S_prod'.*lowercase"),
    ("bad k3s version", dict(orchestration="k3s", k3s=K3sConfig(k3s_version="1.28")), "CIB062", "k3s.k3s_version", r"release tag like v1\.28\.4\+k3s2"),
    ("bad api cidr", dict(orchestration="k3s", k3s=K3sConfig(api_source_cidrs=("nope",))), "CIB063", "k3s.api_source_cidrs", r"'nope'.*Not a valid CIDR"),
    ("no api cidrs", dict(orchestration="k3s", k3s=K3sConfig(api_source_cidrs=())), "CIB063", "k3s.api_source_cidrs", r"At least one source CIDR"),
    ("open api in prod", dict(orchestration="k3s", production=True, ssh_source_cidrs=("203.0.113.0/24",),
                              k3s=K3sConfig(api_source_cidrs=("0.0.0.0/0",))), "CIB064", "k3s.api_source_cidrs", r"must not be reachable from the whole internet"),
    ("bad cmk name", dict(orchestration="cmk", name="dev_cluster", cmk=ManagedKubernetesConfig(kubernetes_version="1.32.7-cmk.3")), "CIB070", "k8s.name", r"'dev_cluster'.*lowercase"),
    ("bad cmk version", dict(orchestration="cmk", cmk=ManagedKubernetesConfig(kubernetes_version="1.32")), "CIB071", "k8s.kubernetes_version", r"MAJOR\.MINOR\.PATCH-cmk\.N"),
    ("cmk without network operator", dict(orchestration="cmk", cmk=ManagedKubernetesConfig(kubernetes_version="1.32.7-cmk.3", add_ons=("nvidia_gpu_operator",))), "CIB072", "k8s.add_ons", r"needs the nvidia_network_operator add-on"),
    ("unknown cmk add-on", dict(orchestration="cmk", cmk=ManagedKubernetesConfig(kubernetes_version="1.32.7-cmk.3", add_ons=("nvidia_gpu_operator", "nvidia_network_operator", "istio"))), "CIB073", "k8s.add_ons", r"'istio'.*Unknown"),
    ("duplicate cmk add-on", dict(orchestration="cmk", cmk=ManagedKubernetesConfig(kubernetes_version="1.32.7-cmk.3", add_ons=("nvidia_gpu_operator", "nvidia_network_operator", "nvidia_gpu_operator"))), "CIB074", "k8s.add_ons", r"listed twice"),
    ("unknown orchestration", dict(orchestration="slurm"), "CIB080", "orchestration", r"'slurm'.*one of vms, k3s, cmk"),
    ("cmk without config", dict(orchestration="cmk"), "CIB081", "cmk", r"needs a ManagedKubernetesConfig"),
    ("vm-only field under cmk", dict(orchestration="cmk", data_disk_size="2TiB", cmk=ManagedKubernetesConfig(kubernetes_version="1.32.7-cmk.3")), "CIB082", "data_disk_size", r"managed node pool has no"),
]


def _issues(config) -> list:
    with pytest.raises(ConfigError) as raised:
        synth(config)
    return raised.value.issues


@pytest.mark.parametrize("changes,code,field,pattern", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_input_names_field_value_and_fix(changes, code, field, pattern):
    issues = _issues(env(**changes))
    matching = [i for i in issues if i.code == code]
    assert matching, f"expected {code}, got {[str(i) for i in issues]}"
    issue = matching[0]
    text = str(issue)
    assert issue.where.endswith(field), text
    assert re.search(pattern, text, re.S), text
    assert "Fix: " in text and issue.fix, text


def test_case_table_has_no_duplicate_rows():
    assert len({(repr(c[1]), c[2]) for c in CASES}) == len(CASES)


def test_private_key_material_is_never_echoed():
    issues = _issues(env(ssh_public_key=FAKE_PRIVATE_KEY, ssh_public_key_file=None))
    assert all("b3BlbnNzaC1rZXktdjEAAAAA" not in str(i) for i in issues)


def test_private_key_file_is_refused(tmp_path):
    key = tmp_path / "id_ed25519"
    key.write_text(FAKE_PRIVATE_KEY)
    issues = _issues(env(ssh_public_key_file=str(key)))
    assert [i.code for i in issues] == ["CIB033"]


def test_all_problems_of_a_construct_are_reported_together():
    issues = _issues(env(node_count=0, locations=("nowhere",)))
    assert {"CIB004", "CIB007"} <= {i.code for i in issues}


def test_main_prints_errors_without_traceback_and_exits_nonzero(tmp_path):
    script = tmp_path / "bad_main.py"
    script.write_text(textwrap.dedent("""
        import dataclasses, runpy, sys
        sys.path[:0] = [".", "constructs"]
        import stacks.environments as e
        e.ENVIRONMENTS["training-prod"] = dataclasses.replace(
            e.ENVIRONMENTS["training-prod"], instance_type="h100-80gb-sxm.8x", ssh_source_cidrs=("0.0.0.0/0",))
        sys.argv = ["main.py"]
        runpy.run_path("main.py", run_name="__main__")
    """))
    repo = Path(__file__).resolve().parent.parent
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120, cwd=repo)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "training-prod/capacity.slice_type = 'h100-80gb-sxm.8x'" in result.stderr
    assert "training-prod/network.ssh_source_cidrs = '0.0.0.0/0'" in result.stderr  # reported together
    assert "nothing was synthesized" in result.stderr
