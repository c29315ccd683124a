"""The settings layer (crusoe_ib.settings) loads and validates without the CDK: a config check, an
editor plug-in or a CI lint of environments pays for neither jsii nor Node.

One subprocess blocks cdktn, cdktf, jsii and constructs with a meta-path finder, imports every
module of crusoe_ib.settings, and runs the synth-time rules of every settings class there on valid
and invalid values; the old import paths (``crusoe_ib.ib_capacity_guard``, ...) give the same classes.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_PROBE = r'''
import importlib, importlib.abc, json, pkgutil, sys

BLOCKED = ("cdktn", "cdktf", "jsii", "constructs")

class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"blocked: {name}")
        return None

sys.meta_path.insert(0, Block())
out = {}
import crusoe_ib.settings as layer
from crusoe_ib.core._settings import Context, Settings
out["modules"] = sorted(m.name for m in pkgutil.iter_modules(layer.__path__))
classes = {}
for m in out["modules"]:
    mod = importlib.import_module(f"crusoe_ib.settings.{m}")
    for name, obj in vars(mod).items():
        if isinstance(obj, type) and issubclass(obj, Settings) and obj.__module__ == mod.__name__:
            classes[name] = obj
out["classes"] = sorted(classes)

from crusoe_ib.settings.partition import PartitionSettings
from crusoe_ib.settings.capacity import CapacitySettings
from crusoe_ib.settings.network import NetworkSettings
from crusoe_ib.settings.node_pool import NodeOverride, NodePoolSettings
from crusoe_ib.settings.backend import LocalState, S3State
from crusoe_ib.settings.slurm import MungeKey, SlurmSettings
from crusoe_ib.settings.verification import VerificationSettings
from crusoe_ib.settings.k3s import K3sSettings, inherited_api_issues
from crusoe_ib.settings.network import NetworkSettings as Net
from crusoe_ib.settings.managed_kubernetes import ManagedKubernetesSettings, cluster_name_issues, vm_only_issues
from crusoe_ib.settings.torchrun import TorchrunSettings

KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKi03Qyw0rbrO4Nn50hpvXGPnDxJLjYzSeZpp/Pv5zha ops@example"

def codes(value, production=False):
    return sorted(i.code for i in value.issues("x", Context(production=production)))

out["issues"] = {
    "PartitionSettings ok": codes(PartitionSettings(name="training")),
    "PartitionSettings bad": codes(PartitionSettings(name="Training_1")),
    "CapacitySettings ok": codes(CapacitySettings(instance_type="h100-80gb-sxm-ib.8x", node_count=2,
                                                  locations="us-east1-a", reservation_id="r-1")),
    "CapacitySettings bad": codes(CapacitySettings(instance_type="h100-80gb-sxm.8x", node_count=0,
                                                   locations=("us-east1-a", "us-east1-a"), ib_network_id="no way")),
    "CapacitySettings prod": codes(CapacitySettings(instance_type="h100-80gb-sxm-ib.8x", node_count=2,
                                                    locations="us-east1-a"), production=True),
    "NetworkSettings ok": codes(NetworkSettings(ssh_source_cidrs=("198.51.100.0/24",))),
    "NetworkSettings bad": codes(NetworkSettings(ssh_source_cidrs=("0.0.0.0/0", "2001:db8::/32"),
                                                 vpc_cidr="10.0.0.0/16", subnet_cidr="10.1.0.0/24")),
    "NetworkSettings prod": codes(NetworkSettings(ssh_source_cidrs=("0.0.0.0/0",), allow_ssh_from_internet=True),
                                  production=True),
    "NodePoolSettings ok": codes(NodePoolSettings(ssh_public_key=KEY)),
    "NodePoolSettings bad": codes(NodePoolSettings(ssh_public_key="-----BEGIN OPENSSH PRIVATE KEY-----", public_ip="none",
                                                   data_disk_size="2 lots")),
    "NodeOverride bad": codes(NodeOverride(image="bad image!", ib_partition_id="p-1")),
    "LocalState ok": codes(LocalState(path="state/dev.tfstate")),
    "LocalState bad": codes(LocalState(path="../elsewhere.tfstate"), production=True),
    "S3State ok": codes(S3State(bucket="team-state", key="training/prod.tfstate"), production=True),
    "S3State bad": codes(S3State(bucket="Bad_Bucket", key="/abs", region="Us East", endpoint="http://minio",
                                 profile="a b", use_lockfile=False), production=True),
    "MungeKey ok": codes(MungeKey.generated()),
    "MungeKey bad": codes(MungeKey.from_file(layer.__file__)),
    "SlurmSettings ok": codes(SlurmSettings(munge_key=MungeKey.generated())),
    "SlurmSettings bad": codes(SlurmSettings(name="Bad_Name", login_count=9, partition_name="all", health_check_interval_s=5,
                                             state_nfs_host="no host!")),
    "VerificationSettings ok": codes(VerificationSettings(threshold_overrides={"hca_names": ("mlx5_0",)})),
    "VerificationSettings bad": codes(VerificationSettings(threshold_overrides={"not_a_threshold": 1}, ssh_user="root;",
                                                           remediation_max_share=2, remediation_window_hours=0)),
    "K3sSettings ok": codes(K3sSettings(api_source_cidrs=("198.51.100.0/24",))),
    "K3sSettings bad": codes(K3sSettings(name="K3S", k3s_version="1.30", install_script_sha256="abc",
                                         control_plane_type="h100-80gb-sxm-ib.8x")),
    "K3sSettings prod": codes(K3sSettings(), production=True),
    "K3sSettings inherits": sorted(i.code for i in inherited_api_issues(
        "x", K3sSettings(), Net(ssh_source_cidrs=("0.0.0.0/0",), allow_ssh_from_internet=True), production=False)),
    "ManagedKubernetesSettings ok": codes(ManagedKubernetesSettings(kubernetes_version="1.33.2-cmk.1")),
    "ManagedKubernetesSettings bad": codes(ManagedKubernetesSettings(
        kubernetes_version="1.33", add_ons=("nvidia_gpu_operator", "nvidia_gpu_operator", "helm"), pod_cidr="8.8.0.0/16",
        taint_image="python:3.12-slim")),
    "ManagedKubernetesSettings names": sorted(i.code for i in cluster_name_issues("x", "Bad_Name")
                                              + vm_only_issues("x", NodePoolSettings(ssh_public_key=KEY, public_ip="none"))),
    "TorchrunSettings ok": codes(TorchrunSettings(entrypoint='train.py --rank "$NODE_RANK"', venv="~/venv",
                                                  install_pytorch="torch==2.9.1", extra_env={"NCCL_SOCKET_IFNAME": "eth0"})),
    "TorchrunSettings bad": codes(TorchrunSettings(entrypoint="train.py; rm -rf /", master_port=6443, nccl_debug="LOUD",
                                                   extra_env={"NCCL_IB_DISABLE": "1", "NODE_RANK": "0", "OK": "a b"},
                                                   leader_wait_seconds=601, venv="venv", launch_check_seconds=-1,
                                                   install_pytorch="torch; echo", ssh_user="root;")),
    "TorchrunSettings no venv": codes(TorchrunSettings(install_pytorch="torch")),
}
import crusoe_ib
out["package"] = sorted(n for n in classes if getattr(crusoe_ib, n, None) is classes[n])

# A whole environment: the composition layer's EnvironmentConfig, its mode registry and resolve_environment().
import dataclasses
from crusoe_ib.app import MODES, EnvironmentConfig, app_issues
from crusoe_ib.app import resolve_environment
from tests.library_fixtures import FIXTURES

dev = FIXTURES[0]
out["environment"] = {
    "modes": [m.name for m in MODES],
    "fixtures": len(FIXTURES),
    "fixture issues": [str(i) for i in app_issues(FIXTURES)],
    "resolved": sorted({type(resolve_environment(e).settings[6]).__name__ for e in FIXTURES}),
    "bad": sorted(i.code for i in app_issues([dataclasses.replace(dev, name="Bad_Name", pool_class="GpuNodePool"),
                                             dataclasses.replace(dev, name="Bad_Name")])),
    "pool_class": str(dataclasses.replace(dev, pool_class=dict).issues()[0]),
}
out["leaked"] = sorted(n for n in sys.modules if n.split(".")[0] in BLOCKED or n == "crusoe_ib.core.cdk")
try:  # the block holds: the CDK itself cannot load here
    import crusoe_ib.core.cdk  # noqa: F401
    out["cdk"] = "imported"
except ImportError as e:
    out["cdk"] = str(e)
print(json.dumps(out))
'''


@functools.lru_cache(maxsize=None)
def _probe() -> dict:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "constructs"), str(ROOT)])}
    run = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_every_settings_class_loads_and_validates_with_the_cdk_blocked():
    out = _probe()
    assert out["cdk"] != "imported", "the probe must not reach the CDK"
    assert out["leaked"] == []
    # `from crusoe_ib import NodePoolSettings` gives the layer's class, without the CDK too
    assert out["package"] == out["classes"]
    assert out["modules"] == ["backend", "capacity", "k3s", "managed_kubernetes", "network", "node_pool", "partition",
                              "resolved_environment", "slurm", "torchrun", "verification"]
    assert out["classes"] == ["CapacitySettings", "K3sSettings", "LocalState", "ManagedKubernetesSettings", "MungeKey",
                              "NetworkSettings", "NodeOverride", "NodePoolSettings", "PartitionSettings", "S3State",
                              "SlurmSettings", "TorchrunSettings", "VerificationSettings"]
    issues = out["issues"]
    assert {case.split()[0] for case in issues} == set(out["classes"]), "every class of the layer is validated here"
    assert issues["PartitionSettings ok"] == []
    assert issues["PartitionSettings bad"] == ["CIB010"]
    assert issues["CapacitySettings ok"] == []
    assert {"CIB004", "CIB008", "CIB009"} <= set(issues["CapacitySettings bad"])  # and the type's own
    assert issues["CapacitySettings prod"] == ["CIB186"]  # reservation-only H100 without a reservation
    assert issues["NetworkSettings ok"] == []
    # the subnet outside the VPC, the whole internet without the opt-in, an IPv6 source
    assert issues["NetworkSettings bad"] == ["CIB024", "CIB026", "CIB180"]
    assert issues["NetworkSettings prod"] == ["CIB022"]  # production refuses the internet regardless
    assert issues["NodePoolSettings ok"] == []
    # a private key (never echoed), a disk size that is none, a private pool without a jump host
    assert issues["NodePoolSettings bad"] == ["CIB033", "CIB036", "CIB044"]
    assert issues["NodeOverride bad"] == ["CIB035", "CIB038"]
    assert issues["LocalState ok"] == []
    assert issues["LocalState bad"] == ["CIB014", "CIB028"]  # a path leaving the project; production refuses a file
    assert issues["S3State ok"] == []
    # bucket, key, region, endpoint (not https), profile; production: the lock file off
    assert issues["S3State bad"] == ["CIB015", "CIB016", "CIB017", "CIB018", "CIB019", "CIB028"]
    assert issues["MungeKey ok"] == []
    assert issues["MungeKey bad"] == ["CIB117"]  # a key file inside the repository, where it could be committed
    assert issues["SlurmSettings ok"] == []
    # the name, the reserved partition name, no munge key, 9 login nodes, the interval, the NFS host
    assert issues["SlurmSettings bad"] == ["CIB110", "CIB111", "CIB116", "CIB119", "CIB120", "CIB121"]
    assert issues["VerificationSettings ok"] == []
    # a login name that is not one, an unknown threshold, a share above 1, a window of 0 hours
    assert issues["VerificationSettings bad"] == ["CIB039", "CIB040", "CIB160", "CIB161"]
    assert issues["K3sSettings ok"] == []
    # the name, a GPU type as a server, the version, the installer checksum
    assert issues["K3sSettings bad"] == ["CIB060", "CIB061", "CIB062", "CIB063"]
    assert issues["K3sSettings prod"] == ["CIB064"]  # production pins the installer
    assert issues["K3sSettings inherits"] == ["CIB026"]  # the API inherits SSH ranges that cover the internet
    assert issues["ManagedKubernetesSettings ok"] == []
    # the version; an add-on missing, one unknown, one twice; a public pod range; a taint image by tag
    assert issues["ManagedKubernetesSettings bad"] == ["CIB071", "CIB072", "CIB073", "CIB074", "CIB181", "CIB291"]
    assert issues["ManagedKubernetesSettings names"] == ["CIB070", "CIB082"]  # the cluster name; a VM-only setting
    assert issues["TorchrunSettings ok"] == []
    # the port, the level, the three variables, the wait, the entrypoint, the user, the venv, the check, the requirement
    assert issues["TorchrunSettings bad"] == ["CIB039", "CIB050", "CIB051", "CIB052", "CIB053", "CIB054", "CIB055",
                                              "CIB056", "CIB221", "CIB222", "CIB223"]
    assert issues["TorchrunSettings no venv"] == ["CIB224"]  # installing PyTorch needs a venv to install it into


def test_an_environment_loads_validates_and_resolves_with_the_cdk_blocked():
    """EnvironmentConfig, the built-in modes' registry and resolve(): the modes import their constructs
    where they build, and pool_class None stands for GpuNodePool until a stack is built."""
    env = _probe()["environment"]
    assert env["modes"] == ["torchrun", "k3s", "managed_kubernetes", "slurm"]
    assert env["fixture issues"] == [] and env["fixtures"] >= 4
    # every built-in mode's fixture resolves (its settings and the mode's environment rules ran)
    assert env["resolved"] == ["K3sSettings", "ManagedKubernetesSettings", "SlurmSettings", "TorchrunSettings"]
    # two bad names, used twice, with one state twice; a string as pool_class
    assert env["bad"] == ["CIB011", "CIB011", "CIB012", "CIB013", "CIB013", "CIB090"]
    assert env["pool_class"].startswith("training-dev.pool_class = <class 'dict'>: The value must be a subclass of "
                                        "GpuNodePool, or None, not type")


def test_the_old_import_paths_give_the_same_classes():
    from crusoe_ib import (backend, gpu_node_pool, ib_capacity_guard, ib_partition, k3s_cluster, managed_kubernetes, network,
                           slurm_cluster, torchrun_launcher, verification_hooks)
    from crusoe_ib.app import network_flows
    from crusoe_ib.settings import backend as settings_backend, capacity, k3s, network as settings_network, node_pool, partition, slurm, verification
    from crusoe_ib.settings import managed_kubernetes as settings_cmk, torchrun

    assert ib_partition.PartitionSettings is partition.PartitionSettings
    assert verification_hooks.VerificationSettings is verification.VerificationSettings
    assert slurm_cluster.SlurmSettings is slurm.SlurmSettings and slurm_cluster.MungeKey is slurm.MungeKey
    assert slurm_cluster.slurm_node_name_issues is slurm.slurm_node_name_issues and slurm_cluster.DEFAULT_IMAGE == slurm.DEFAULT_IMAGE
    assert backend.LocalState is settings_backend.LocalState and backend.S3State is settings_backend.S3State
    assert backend.StateBackend == settings_backend.StateBackend and backend.EXAMPLE_BUCKET == settings_backend.EXAMPLE_BUCKET
    assert ib_capacity_guard.CapacitySettings is capacity.CapacitySettings
    assert network.NetworkSettings is settings_network.NetworkSettings
    assert network.documentation_issues is settings_network.documentation_issues
    assert gpu_node_pool.NodePoolSettings is node_pool.NodePoolSettings and gpu_node_pool.NodeOverride is node_pool.NodeOverride
    assert k3s_cluster.K3sSettings is k3s.K3sSettings and k3s_cluster.inherited_api_issues is k3s.inherited_api_issues
    assert k3s_cluster.install_script_url is k3s.install_script_url and network_flows.K3S_PORT == k3s_cluster.K3S_PORT == 6443
    assert managed_kubernetes.ManagedKubernetesSettings is settings_cmk.ManagedKubernetesSettings
    assert managed_kubernetes.vm_only_issues is settings_cmk.vm_only_issues and managed_kubernetes.KNOWN_ADD_ONS == settings_cmk.KNOWN_ADD_ONS
    assert torchrun_launcher.TorchrunSettings is torchrun.TorchrunSettings is network_flows.TorchrunSettings
    assert gpu_node_pool.example_key_issue is node_pool.example_key_issue and ib_capacity_guard.node_keys(2) == ["node-000", "node-001"]


#: Settings classes outside the layer, and why. EnvironmentConfig is the composition layer's (it
#: registers the modes) and loads without the CDK too (the probe above checks it).
OUTSIDE_THE_LAYER = {"EnvironmentConfig": "app/environment.py"}


def test_every_other_settings_class_lives_in_the_layer():
    """A new settings class goes into crusoe_ib/settings/ (or this list says why not)."""
    import ast

    package = ROOT / "constructs" / "crusoe_ib"
    outside = {}
    for path in package.rglob("*.py"):
        rel = path.relative_to(package).as_posix()
        if rel.startswith(("settings/", "_bindings/", "verify/")):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef) and any(ast.unparse(b) == "Settings" for b in node.bases):
                outside[node.name] = rel
    assert outside == OUTSIDE_THE_LAYER
