"""The first multi-node job starts in every mode with no hand step (issue 34): K3s's own containerd gets the
nvidia runtime, the job waits for the nodes' resources and says why it cannot start, launcher and workers
stay on GPU nodes, the device selector matches Crusoe's VFs with or without IPoIB, GB200 claims its
ComputeDomain. Every value is held to the pinned charts' vendored key lists (tests/fixtures/charts)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from crusoe_ib.core import _scripts
from crusoe_ib.platform.catalog import CATALOG
from crusoe_ib.k8s_addons import (
    CHANNEL_CLAIM, COMPUTE_DOMAIN, DEVICE_SELECTORS, INSTANCE_TYPE_LABEL, K3S_CONTAINERD_CONFIG, KUBERNETES_MODES, WAIT_PROGRAM,
    addon_documents, compute_domain, gpu_operator_values, install_commands, nccl_tests_mpijob,
    nic_cluster_policy, sriov_device_plugin_config,
)
from crusoe_ib.platform.pins import PINS
from tests.fake_k8s import Cluster, crusoe_nodes, k3s_servers

CHARTS = Path(__file__).resolve().parent / "fixtures" / "charts"
H100, H200, GB200 = (CATALOG[n] for n in ("h100-80gb-sxm-ib.8x", "h200-141gb-sxm-ib.8x", "gb200-186gb-nvl-ib.4x"))
WITH_IMAGE = [t for t in CATALOG.values() if t.collective_library == "nccl" and t.nccl_tests_image]


def lines(name: str) -> list[str]:
    """The entries of a vendored list (a key list's path, before its tab and type)."""
    return [x.split("\t")[0] for x in (CHARTS / name).read_text().splitlines() if x and not x.startswith("#")]


def key_paths(doc, prefix: str = "") -> set[str]:
    out = set()
    if isinstance(doc, dict):
        for k, v in doc.items():
            p = f"{prefix}.{k}" if prefix else k
            out |= {p} | key_paths(v, p)
    elif isinstance(doc, list):
        for item in doc:
            out |= key_paths(item, prefix + "[]")
    return out


def spec_of(job: dict, role: str) -> dict:
    return job["spec"]["mpiReplicaSpecs"][role]["template"]["spec"]


def k3s(itype, nodes: int, *, values=None, ipoib: bool = True, selectors=None) -> Cluster:
    cluster = Cluster(k3s_servers() + crusoe_nodes(itype, nodes, INSTANCE_TYPE_LABEL, k3s=True, ipoib=ipoib))
    cluster.install_gpu_operator(gpu_operator_values() if values is None else values)
    policy = nic_cluster_policy()
    if selectors is not None:
        config = json.loads(policy["spec"]["sriovDevicePlugin"]["config"])
        config["resourceList"][0]["selectors"] = selectors
        policy["spec"]["sriovDevicePlugin"]["config"] = json.dumps(config)
    cluster.apply_nic_cluster_policy(policy)
    return cluster


# --- 1. K3s's containerd ----------------------------------------------------------------------------


def test_the_toolkit_configures_k3s_containerd_as_the_operators_k3s_case_does():
    env = {e["name"]: e["value"] for e in gpu_operator_values()["toolkit"]["env"]}
    operator = dict(line.split("=", 1) for line in lines(f"gpu-operator-{PINS['gpu-operator'].version}-toolkit-env.keys"))
    assert env == operator  # names the operator reads, values of its own K3s case
    assert env["CONTAINERD_CONFIG"] == K3S_CONTAINERD_CONFIG != "/etc/containerd/config.toml"


def test_the_workers_runtime_class_is_set_where_the_operator_reads_it():
    """The operator names the RuntimeClass and the toolkit's containerd handler after operator.runtimeClass and
    writes it over a CONTAINERD_RUNTIME_CLASS in toolkit.env (object_controls.go:1359-1363, then :1392)."""
    values = gpu_operator_values()
    assert values["operator"]["runtimeClass"] == spec_of(nccl_tests_mpijob(H100, 2), "Worker")["runtimeClassName"]
    assert "CONTAINERD_RUNTIME_CLASS" not in {e["name"] for e in values["toolkit"]["env"]}
    # A class named only in toolkit.env never reaches containerd: a job that asks for it stays Pending.
    job = nccl_tests_mpijob(H100, 2)
    spec_of(job, "Worker")["runtimeClassName"] = "nvidia-ib"
    env_only = {**values, "operator": {}, "toolkit": {**values["toolkit"], "env": values["toolkit"]["env"] + [
        {"name": "CONTAINERD_RUNTIME_CLASS", "value": "nvidia-ib"}]}}
    placed = k3s(H100, 2, values=env_only).schedule(job)
    assert all(v.startswith("Pending") and "node-000: RuntimeClass nvidia-ib not found" in v for v in placed.values()), placed


def test_with_the_operators_default_containerd_k3s_workers_never_start():
    """The values before issue 34 (no toolkit.env): the toolkit patched another containerd, no GPU is advertised."""
    old = {"driver": {"rdma": {"enabled": True, "useHostMofed": True}}, "toolkit": {"enabled": True},
           "devicePlugin": {"enabled": True}}
    placed = k3s(H100, 2, values=old).schedule(nccl_tests_mpijob(H100, 2))
    assert all("no runtime for \"nvidia\"" in v for v in placed.values()), placed
    placed = k3s(H100, 2).schedule(nccl_tests_mpijob(H100, 2))
    assert sorted(placed.values()) == ["node-000", "node-001"], placed


def test_no_driver_container_and_no_rdma_switch_that_does_nothing():
    values = gpu_operator_values()
    assert values["driver"] == {"enabled": False}  # Crusoe's images ship the driver


def test_the_k3s_agent_restarts_once_the_toolkits_runtime_is_there():
    from tests.support import env, synth
    tf = synth(env("training-k3s"))
    from tests.test_boot_scripts import scripts_of
    gpu = next(s for s in scripts_of(tf).values() if "crusoe-ib-k3s-nvidia.path" in s)
    step = gpu[gpu.index("crusoe-ib-k3s-nvidia-runtime"):]
    # K3s looks there at start (k3s-io/k3s pkg/agent/containerd/nvidia.go); the watch fires once it exists.
    assert "PathExists=/usr/local/nvidia/toolkit/nvidia-container-runtime" in gpu
    assert f"grep -q nvidia-container-runtime {K3S_CONTAINERD_CONFIG}" in step and "systemctl restart k3s-agent" in step
    assert "RemainAfterExit=yes" in step  # one restart, not a loop
    assert gpu.index("K3S_URL") < gpu.index("crusoe-ib-k3s-nvidia.path")  # after the agent is installed


# --- the job waits for allocatable resources, and says why --------------------------------------------


def _wait_module():
    spec = importlib.util.spec_from_file_location("wait_allocatable", _scripts_path(WAIT_PROGRAM))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _scripts_path(name: str) -> Path:
    return Path(_scripts.__file__).parent.parent / "scripts" / "k8s" / name


def _node(name, gpus, hostdev=None, ready=True):
    alloc = {"cpu": "64"} | ({"nvidia.com/gpu": str(gpus)} if gpus is not None else {}) | (
        {"nvidia.com/hostdev": str(hostdev)} if hostdev is not None else {})
    return {"metadata": {"name": name}, "status": {"allocatable": alloc,
                                                   "conditions": [{"type": "Ready", "status": str(ready)}]}}


def _run_wait(tmp_path, nodes, *extra):
    doc = tmp_path / "nodes.json"
    doc.write_text(json.dumps({"items": nodes}))
    kubectl = [sys.executable, "-c", "import sys; print(open(sys.argv[1]).read())", str(doc)]
    return _wait_module().main(["--selector", f"{INSTANCE_TYPE_LABEL}=h100-80gb-sxm-ib.8x", "--nodes", "2",
                                "--need", "nvidia.com/gpu=8", "--need", "nvidia.com/hostdev=8",
                                "--interval", "0", *extra, "--", *kubectl])


def test_the_wait_passes_when_every_node_advertises_the_workers_request(tmp_path, capsys):
    assert _run_wait(tmp_path, [_node("node-000", 8, 8), _node("node-001", 8, 8)], "--timeout", "5") == 0
    assert "advertise nvidia.com/gpu=8, nvidia.com/hostdev=8" in capsys.readouterr().out


def test_the_wait_stops_early_with_the_reason_when_a_plugin_found_too_few_devices(tmp_path, capsys):
    """hostdev 0 with every plugin reporting: waiting 15 minutes would not change it."""
    assert _run_wait(tmp_path, [_node("node-000", 8, 0), _node("node-001", 8, 8)], "--timeout", "600",
                     "--settle", "0") == 1
    err = capsys.readouterr().err
    assert "node-000: nvidia.com/hostdev 0 of 8" in err and "node-001" not in err
    assert "unchanged" in err and "IPoIB" in err  # where to look: the node check says which VFs it found


def test_the_wait_names_the_missing_runtime_when_no_gpu_is_advertised(tmp_path, capsys):
    assert _run_wait(tmp_path, [_node("node-000", None), _node("node-001", None, ready=False)], "--timeout", "0") == 1
    err = capsys.readouterr().err
    assert "node-001: not Ready" in err and "nvidia.com/gpu 0 of 8" in err
    assert "no runtime for \\\"nvidia\\\"" in json.dumps(err)


def test_the_wait_counts_nodes_that_have_not_joined(tmp_path, capsys):
    assert _run_wait(tmp_path, [_node("node-000", 8, 8)], "--timeout", "0") == 1
    assert "1 of 2 nodes carry the label" in capsys.readouterr().err


@pytest.mark.parametrize("mode", KUBERNETES_MODES)
def test_every_job_is_submitted_only_after_the_wait(mode):
    commands = install_commands(H100, 2, "x_addons", mode=mode, stack="training-x")
    for job in ("nccl_tests", "nccl_alltoall"):
        wait, _, rest = commands[job].partition(" && ")
        assert wait == commands["wait_allocatable"] and rest.startswith("kubectl apply -f addons/nccl-")
    assert "--need nvidia.com/gpu=8 --need nvidia.com/hostdev=8" in commands["wait_allocatable"]
    assert WAIT_PROGRAM in addon_documents(H100, 2, mode=mode)


# --- 2. only GPU nodes; no hostPath a node may lack ----------------------------------------------------


@pytest.mark.parametrize("itype", WITH_IMAGE, ids=lambda t: t.name)
def test_the_launcher_runs_on_a_gpu_node_never_on_a_k3s_server(itype):
    cluster = k3s(itype, 2)
    job = nccl_tests_mpijob(itype, 2)
    assert cluster.place_launcher(job).startswith("node-")
    # Before: no node selector, and a Directory hostPath that the servers lack.
    launcher = spec_of(job, "Launcher")
    del launcher["nodeSelector"], launcher["tolerations"]
    for v in launcher.get("volumes", []):
        v["hostPath"]["type"] = "Directory"
    servers = [n for n in cluster.nodes if not n.gpus]
    # Nothing kept it off the untainted CPU servers, where it could never start.
    assert servers and all(cluster._misfit(n, launcher, dict(n.allocatable)) in (
        None if not launcher.get("volumes") else "hostPath type check failed: /etc/crusoe/nccl_topo is not a directory",)
        for n in servers)


@pytest.mark.parametrize("mode", KUBERNETES_MODES)
def test_no_pod_mounts_a_host_path_that_must_already_exist(mode):
    for itype in WITH_IMAGE:
        for text in addon_documents(itype, 2, mode=mode).values():
            assert "type: Directory\n" not in text


def test_the_label_the_job_selects_is_the_one_the_k3s_agents_and_the_cmk_pool_set():
    agent = _scripts.source("k3s/agent-args.sh")
    assert "--node-label @@TYPE_LABEL@@=@@INSTANCE_TYPE@@" in agent
    from crusoe_ib import managed_kubernetes
    assert "requested_node_labels={INSTANCE_TYPE_LABEL:" in Path(managed_kubernetes.__file__).read_text()


# --- 3. a device selector for VFs with and without IPoIB ------------------------------------------------


@pytest.mark.parametrize("ipoib", [True, False], ids=["ipoib", "no-netdev"])
@pytest.mark.parametrize("itype", [H100, H200], ids=lambda t: t.name)
def test_every_rail_is_advertised_with_or_without_ipoib_and_never_the_ethernet_vf(itype, ipoib):
    node = k3s(itype, 1, ipoib=ipoib).nodes[-1]
    assert node.allocatable["nvidia.com/hostdev"] == itype.ib_rails < len(node.devices)


def test_the_link_type_selector_would_match_nothing_without_ipoib():
    old = {"vendors": ["15b3"], "isRdma": True, "linkTypes": ["infiniband"]}
    assert k3s(H100, 1, ipoib=False, selectors=old).nodes[-1].allocatable["nvidia.com/hostdev"] == 0
    assert k3s(H100, 1, ipoib=True, selectors=old).nodes[-1].allocatable["nvidia.com/hostdev"] == 8


def test_the_selectors_are_the_device_plugins_own():
    known = set(lines("sriov-network-device-plugin-v3.9.0-selectors.keys"))
    selectors = sriov_device_plugin_config()["resourceList"][0]["selectors"]
    assert selectors == DEVICE_SELECTORS and set(selectors) <= known and "linkTypes" not in selectors


# --- 4. GB200: a ComputeDomain and its claim -------------------------------------------------------------


@pytest.mark.parametrize("mode", KUBERNETES_MODES)
def test_gb200_workers_claim_the_compute_domain_channel(mode):
    job = nccl_tests_mpijob(GB200, 18)
    worker = spec_of(job, "Worker")
    assert worker["resourceClaims"] == [{"name": CHANNEL_CLAIM, "resourceClaimTemplateName": f"{COMPUTE_DOMAIN}-channel"}]
    assert worker["containers"][0]["resources"]["claims"] == [{"name": CHANNEL_CLAIM}]
    domain = compute_domain(COMPUTE_DOMAIN)
    assert domain["spec"]["channel"]["resourceClaimTemplate"]["name"] == f"{COMPUTE_DOMAIN}-channel"
    assert key_paths(domain) - {"metadata.name"} <= set(lines(f"computedomain-v{PINS['dra-driver-gpu'].version}.keys"))
    docs = addon_documents(GB200, 18, mode=mode)
    assert "kind: ComputeDomain" in docs["compute-domain.yaml"]
    commands = install_commands(GB200, 18, "x", mode=mode)
    assert f"--version {PINS['dra-driver-gpu'].version} " in commands["dra_driver"]
    assert "kubectl apply -f addons/compute-domain.yaml && kubectl apply -f addons/nccl-tests-" in commands["nccl_tests"]


def test_other_types_claim_nothing():
    for mode in KUBERNETES_MODES:
        assert "resourceClaims" not in spec_of(nccl_tests_mpijob(H100, 2), "Worker")
        assert "dra_driver" not in install_commands(H100, 2, "x", mode=mode)


# --- 5. printed commands work from the repository root -------------------------------------------------------


@pytest.mark.parametrize("base,output", [("training-k3s", "k3s_addons"), ("training-cmk", "k8s_addons")])
def test_the_addon_commands_read_the_stacks_outputs_from_the_repository_root(base, output):
    from tests.support import env, synth
    tf = synth(env(base))
    write = tf["output"][output]["value"]["install"]["write_files"]
    stack = env(base).name
    assert f"terraform -chdir=cdktf.out/stacks/{stack} output -json {output}" in write


# --- 5. VM mode: the apply meshes the pool and delivers the hostfile; PyTorch on request ---------------------------


@pytest.fixture(scope="module")
def dev_tf():
    from tests.support import env, synth
    return synth(env("training-dev"))


def _launch(tf: dict) -> dict | None:
    return next((r for k, r in tf["resource"].get("terraform_data", {}).items() if k.endswith("_launch_delivery")), None)


def test_the_apply_meshes_from_node_000_and_delivers_its_hostfile(dev_tf):
    launch = _launch(dev_tf)
    exec_ = launch["provisioner"][0]["local-exec"]
    env = exec_["environment"]
    assert env["ITEMS"] == "HOSTFILE /home/ubuntu/hostfile ubuntu:ubuntu 0644 - -"  # ~/hostfile, where nccl reads it; no restart
    hosts = dev_tf["locals"]["verify_launch_delivery_hosts"]  # the launcher only
    assert hosts.count(" = ") == 1 and hosts.startswith('${{"node-000" = ') and "verify_launch_delivery_hosts" in env["HOSTS"]
    assert env["MPI_HOSTFILE"] == "${local.verify_hostfile}" and "slots=8" in dev_tf["locals"]["verify_hostfile"] and "${k}=${n.network_interfaces[0].public_ipv4.address}=" in env["MESH_HOSTS"]
    # Before the push: the mesh (the verify CLI's own remote steps), and re-run when any node is replaced.
    command = exec_["command"]
    assert command.index("mesh ok") < command.index("xargs -r -L 1")
    assert launch["triggers_replace"]["hosts"] == "${local.verify_node_ids}"
    assert dev_tf["locals"]["verify_node_ids"] == "${[for k, n in local.pool_nodes_view : n.id]}"


def test_no_mesh_on_apply_when_switched_off_or_for_one_node():
    from tests.support import env, synth
    assert _launch(synth(env("training-dev", verification=dict(mesh_on_apply=False)))) is None
    assert _launch(synth(env("training-dev", capacity=dict(node_count=1)))) is None


@pytest.mark.parametrize("base", ["training-dev", "training-k3s", "training-cmk", "training-slurm"])
def test_printed_commands_run_from_the_repository_root(base):
    from tests.support import env, synth
    values = json.dumps({k: o["value"] for k, o in synth(env(base))["output"].items()})
    assert "terraform output" not in values  # every one is terraform -chdir=cdktf.out/stacks/<stack> output
    assert f"terraform -chdir=cdktf.out/stacks/{env(base).name} output -json" in values


def test_pytorch_is_installed_into_the_venv_on_request():
    from tests.support import env, synth
    from tests.test_boot_scripts import scripts_of
    tf = synth(env("training-dev", orchestration=dict(venv="~/venv", install_pytorch="torch==2.9.1")))
    script = next(iter(scripts_of(tf).values()))
    step = script[script.index("# --- step: pytorch ---"):]
    assert "runuser -u ubuntu -- /home/ubuntu/venv/bin/pip install --no-input torch==2.9.1" in step
    assert "/home/ubuntu/venv/.crusoe-ib-pytorch" in step and ") > /var/log/crusoe-ib/pytorch-install.log 2>&1 &" in step
    torchrun = tf["output"]["torchrun_commands"]["value"]["torchrun"]
    assert "command -v /home/ubuntu/venv/bin/torchrun" not in torchrun  # the node's shell expands ~/ itself
    assert "may still be running: see /var/log/crusoe-ib/pytorch-install.log" in torchrun
    assert "# --- step: pytorch ---" not in next(iter(scripts_of(synth(env("training-dev"))).values()))


# --- 6. the smaller items -----------------------------------------------------------------------------------------


def test_ibext_disable_says_what_it_turns_off_and_yields_to_a_job_that_asks_for_sharp():
    from crusoe_ib.platform.job_contract import job_contract
    contract = job_contract("kubernetes", H100)
    assert contract.env["NCCL_IBEXT_DISABLE"] == "1" and "SHARP" in contract.sources["NCCL_IBEXT_DISABLE"]
    sharp = job_contract("kubernetes", H100, {"NCCL_COLLNET_ENABLE": "1"})
    assert "NCCL_IBEXT_DISABLE" not in sharp.env  # the plugin SHARP needs stays on
    assert job_contract("kubernetes", H100, {"NCCL_COLLNET_ENABLE": "1", "NCCL_IBEXT_DISABLE": "1"}).env["NCCL_IBEXT_DISABLE"] == "1"


def test_the_device_plugin_runs_by_its_published_digest():
    plugin = nic_cluster_policy()["spec"]["sriovDevicePlugin"]
    assert plugin["version"] == PINS["sriov-network-device-plugin"].digest
    assert plugin["version"].startswith("sha256:") and len(plugin["version"]) == 71


def test_slurm_nodes_mount_the_topology_directory_into_pyxis_containers():
    from tests.support import env, synth
    from tests.test_boot_scripts import scripts_of
    script = next(s for s in scripts_of(synth(env("training-slurm"))).values() if "enroot topology mount" in s)
    # NVIDIA/enroot doc/configuration.md: *.fstab files of mounts.d, fstab format; nofail keeps containers starting.
    assert "cat > /etc/enroot/mounts.d/50-crusoe-nccl-topo.fstab" in script
    assert "/etc/crusoe/nccl_topo /etc/crusoe/nccl_topo none x-create=dir,bind,ro,nosuid,nodev,noexec,private,nofail,silent 0 -1" in script
