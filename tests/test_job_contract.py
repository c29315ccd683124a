"""The job contract (issue 27): every rendered job requests only what its mode exposes, with Crusoe's
settings unless the user overrides them, and every chart/manifest/image is pinned (the keys of every add-on
document against the pinned charts and CRDs: tests/test_chart_schemas.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crusoe_ib.platform.catalog import CATALOG
from crusoe_ib.platform.job_contract import RUNTIMES, job_contract
from crusoe_ib.k8s_addons import (INSTANCE_TYPE_LABEL, KUBERNETES_MODES, addon_documents, gpu_operator_values,
                                  install_commands, nccl_tests_mpijob, nic_cluster_policy)
from crusoe_ib.platform.pins import PINS, markdown
from tests.fake_k8s import Cluster, crusoe_nodes, k3s_servers

REPO = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
CRUSOE = json.loads((FIXTURES / "crusoe" / "cmk-nccltests.json").read_text())
NVIDIA = [t for t in CATALOG.values() if t.collective_library == "nccl"]
#: The types Crusoe publishes an nccl-tests image for (the others get no MPIJob: CIB200).
WITH_IMAGE = [t for t in NVIDIA if t.nccl_tests_image]


def spec_of(job: dict, role: str) -> dict:
    return job["spec"]["mpiReplicaSpecs"][role]["template"]["spec"]


# --- pins and the charts' documented keys -------------------------------------------------------


# Every key of every add-on document against the pinned charts and CRDs: tests/test_chart_schemas.py.


def test_every_install_command_names_its_pinned_version():
    commands = install_commands(CATALOG["h100-80gb-sxm-ib.8x"], 2, "k3s_addons", mode="k3s")
    assert f"--version {PINS['gpu-operator'].version} " in commands["gpu_operator"]
    assert f"--version {PINS['network-operator'].version} " in commands["network_operator"]
    assert PINS["mpi-operator"].version in commands["mpi_operator"] and "/master/" not in commands["mpi_operator"]
    policy = nic_cluster_policy()["spec"]["sriovDevicePlugin"]
    assert f"{policy['repository']}/{policy['image']}" == PINS["sriov-network-device-plugin"].reference
    assert policy["version"] == PINS["sriov-network-device-plugin"].digest  # rendered as image@sha256:...


def test_every_pin_has_a_source_and_a_digest_or_the_reason_for_none():
    for p in PINS.values():
        assert p.source and p.version and (p.digest or p.no_digest), p.name


def test_docs_pins_md_is_generated_from_the_table():
    assert (REPO / "docs" / "pins.md").read_text() == markdown(), \
        "regenerate: PYTHONPATH=constructs python -m crusoe_ib.platform.pins > docs/pins.md"


def test_k3s_is_a_supported_release_not_the_articles_eol_one():
    from crusoe_ib.k3s_cluster import DEFAULT_K3S_VERSION
    assert DEFAULT_K3S_VERSION == PINS["k3s"].version and not DEFAULT_K3S_VERSION.startswith("v1.28.")


# --- the contract and the rendered MPIJob -------------------------------------------------------


@pytest.mark.parametrize("itype", WITH_IMAGE, ids=lambda t: t.name)
def test_the_mpijob_is_rendered_from_the_contract(itype):
    contract = job_contract("kubernetes", itype)
    job = nccl_tests_mpijob(itype, 3)
    worker, launcher = spec_of(job, "Worker"), spec_of(job, "Launcher")
    container = worker["containers"][0]
    assert container["resources"]["limits"] == container["resources"]["requests"] == contract.resources
    assert contract.resources["nvidia.com/hostdev"] == itype.ib_rails  # one per rail, from the type's data
    replicas = job["spec"]["mpiReplicaSpecs"]
    assert worker["runtimeClassName"] == "nvidia"
    # Per replica: the operator overwrites a pod template's restartPolicy with the replica's (default Never for
    # workers; kubeflow/mpi-operator v0.8.0 pkg/controller/mpi_job_controller.go:1500 workers, :1609-1617 launcher, :1693-1699).
    assert replicas["Worker"]["restartPolicy"] == replicas["Launcher"]["restartPolicy"] == contract.restart_policy == "OnFailure"
    assert "restartPolicy" not in worker and "restartPolicy" not in launcher
    assert launcher["initContainers"] and job["spec"]["launcherCreationPolicy"] == "WaitForWorkersReady"
    assert job["spec"]["runPolicy"]["backoffLimit"] > 0  # the launcher may retry while workers start
    for spec in (worker, launcher):
        env = {e["name"]: e["value"] for e in spec["containers"][0]["env"]}
        assert env == {**contract.env, "NCCL_DEBUG": "INFO"}
        mounts = {m["mountPath"] for m in spec["containers"][0].get("volumeMounts", [])}
        assert (contract.topo_mount in mounts) == bool(contract.topo_file)
        if contract.topo_file:
            assert contract.topo_file.startswith(contract.topo_mount + "/")
            assert {"name": "nccl-topo", "hostPath": {"path": "/etc/crusoe/nccl_topo", "type": "DirectoryOrCreate"}} in spec["volumes"]
    command = launcher["containers"][0]["command"]
    assert command[command.index("-np") + 1] == str(3 * itype.gpus)
    assert " ".join(contract.mpirun_args) in " ".join(command)  # hcoll off
    assert command[-13] == contract.benchmark("all_reduce") == "/opt/nccl-tests/build/all_reduce_perf"
    assert worker["nodeSelector"] == launcher["nodeSelector"] == {INSTANCE_TYPE_LABEL: itype.name}


@pytest.mark.parametrize("name", [k for k in CRUSOE if not k.startswith("_")])
def test_the_rendered_job_carries_crusoes_manifest_settings(name):
    theirs, itype = CRUSOE[name], CATALOG[name]
    job = nccl_tests_mpijob(itype, 2)
    worker, launcher = spec_of(job, "Worker"), spec_of(job, "Launcher")
    env = {e["name"]: e["value"] for e in launcher["containers"][0]["env"]}
    # NCCL_TOPO_FILE is the node's: each rank takes the first of the type's files that exists, Crusoe's first.
    ours = {k: v for k, v in theirs["env"].items() if k != "NCCL_TOPO_FILE"}
    assert {k: env.get(k) for k in ours} == ours and "NCCL_TOPO_FILE" not in env
    if "NCCL_TOPO_FILE" in theirs["env"]:
        rank = launcher["containers"][0]["command"][launcher["containers"][0]["command"].index("rank") - 1]
        assert f"for candidate in {theirs['env']['NCCL_TOPO_FILE']} " in rank
    assert worker["containers"][0]["resources"]["limits"] == theirs["resources"]
    assert worker["containers"][0]["image"] == launcher["containers"][0]["image"] == theirs["image"]
    # Crusoe's manifests write it in the pod template, where the operator overrides it; ours is the replica's.
    assert job["spec"]["mpiReplicaSpecs"]["Launcher"]["restartPolicy"] == theirs["restartPolicy"]
    assert bool(launcher["initContainers"]) is theirs["launcher_init_wait"]
    assert theirs["binary"] in launcher["containers"][0]["command"]
    if "runtimeClassName" in theirs:
        assert worker["runtimeClassName"] == theirs["runtimeClassName"]
    if "topo_mount" in theirs:
        assert {"name": "nccl-topo", "mountPath": theirs["topo_mount"], "readOnly": True} in worker["containers"][0]["volumeMounts"]


@pytest.mark.parametrize("name", [k for k in CRUSOE if not k.startswith("_")])
def test_the_type_files_mpijob_tuning_is_crusoes_manifest(name):
    """nccl.mpijob_tuning in the type's file says what Crusoe's manifest for it does: MPI over TCP (GB200's) or IB."""
    over_tcp = CRUSOE[name]["env"].get("UCX_TLS") == "self,tcp"
    assert CATALOG[name].mpijob_tuning == ("tcp" if over_tcp else "ib")


def test_the_contract_reads_the_types_facts_not_its_name():
    """A type named like no other gets what its data file says (a team's own type, say)."""
    import dataclasses
    h200, gb200, b200 = (CATALOG[n] for n in ("h200-141gb-sxm-ib.8x", "gb200-186gb-nvl-ib.4x", "b200-180gb-sxm-ib.8x"))
    lab = dataclasses.replace(h200, name="lab-141gb-sxm-ib.8x", mpijob_tuning="tcp", vm_ucx_net_devices=True)
    assert job_contract("kubernetes", lab).env == job_contract("kubernetes", gb200).env == {"UCX_TLS": "self,tcp"}
    assert job_contract("vm", lab).env["UCX_NET_DEVICES"] == ",".join(f"{h}:1" for h in h200.hca_layouts[0])
    assert "UCX_NET_DEVICES" not in job_contract("vm", dataclasses.replace(b200, vm_ucx_net_devices=False)).env


def test_a_users_value_wins_and_says_so():
    itype = CATALOG["h100-80gb-sxm-ib.8x"]
    contract = job_contract("kubernetes", itype, {"NCCL_IB_SL": "0", "NCCL_DEBUG": "WARN"})
    assert contract.env["NCCL_IB_SL"] == "0" and contract.sources["NCCL_IB_SL"].startswith("your settings")
    job = nccl_tests_mpijob(itype, 2, env={"NCCL_IB_SL": "0", "NCCL_DEBUG": "WARN"})
    env = {e["name"]: e["value"] for e in spec_of(job, "Worker")["containers"][0]["env"]}
    assert env["NCCL_IB_SL"] == "0" and env["NCCL_DEBUG"] == "WARN"
    docs = addon_documents(itype, 2, mode="managed_kubernetes", env={"NCCL_IB_SL": "0"})
    assert "- name: NCCL_IB_SL\n              value: \"0\"" in docs["nccl-tests-h100-80gb-sxm-ib.8x.yaml"]


@pytest.mark.parametrize("runtime", RUNTIMES)
def test_every_contract_value_names_its_source(runtime):
    for itype in NVIDIA:
        contract = job_contract(runtime, itype)
        assert contract.runtime == runtime
        assert all(contract.sources.get(k) for k in contract.env), (runtime, itype.name)
        assert contract.sources["mpirun"] and contract.sources["nccl_tests_dir"]


def test_the_contract_is_per_runtime_not_per_mode():
    """The VM pool's NCCL check runs on the VMs under every mode: a mode's name is not a runtime."""
    with pytest.raises(ValueError, match="runtime must be one of vm, kubernetes, not 'k3s'"):
        job_contract("k3s", CATALOG["h100-80gb-sxm-ib.8x"])


def test_the_vm_contract_uses_hpcx_and_the_host_topology_file():
    b200 = job_contract("vm", CATALOG["b200-180gb-sxm-ib.8x"])
    assert b200.mpirun == "/opt/hpcx/ompi/bin/mpirun" and b200.hpcx_init == "/opt/hpcx/hpcx-init.sh"
    assert b200.topo_file == "/etc/crusoe/nccl_topo/b200-180gb-sxm-ib-cloud-hypervisor.xml"  # preferred by the node
    assert "NCCL_TOPO_FILE" not in b200.env and "NCCL_IB_HCA" not in b200.env  # both come from the node
    assert b200.env["UCX_NET_DEVICES"] == ",".join(f"mlx5_{i}:1" for i in range(5, 13))  # nccltest.sh, B200/B300
    assert b200.device_resource is None and b200.runtime_class is None


# --- a cluster that only knows what the operators expose ------------------------------------------


def k3s_cluster(itype, nodes: int, *, ipoib: bool = True) -> Cluster:
    """K3s: the three CPU servers first (untainted, unlabelled: where an unplaced pod would go), then the GPU agents."""
    cluster = Cluster(k3s_servers() + crusoe_nodes(itype, nodes, INSTANCE_TYPE_LABEL, k3s=True, ipoib=ipoib))
    cluster.install_gpu_operator(gpu_operator_values())
    cluster.apply_nic_cluster_policy(nic_cluster_policy())
    return cluster


def cmk_cluster(itype, nodes: int) -> Cluster:
    cluster = Cluster(crusoe_nodes(itype, nodes, INSTANCE_TYPE_LABEL))
    cluster.install_gpu_operator({})  # the managed nvidia_gpu_operator add-on, defaults
    cluster.enable_managed_network_operator()
    return cluster


@pytest.mark.parametrize("build", [k3s_cluster, cmk_cluster], ids=KUBERNETES_MODES)
@pytest.mark.parametrize("itype", WITH_IMAGE, ids=lambda t: t.name)
def test_the_workers_schedule_on_what_the_operator_configuration_exposes(build, itype):
    cluster = build(itype, 3)
    placed = cluster.schedule(nccl_tests_mpijob(itype, 3))
    assert sorted(placed.values()) == ["node-000", "node-001", "node-002"], placed


def test_the_old_rdma_request_would_stay_pending():
    """What the workers asked for before (rdma/ib from a shared device plugin no one deploys)."""
    itype = CATALOG["h100-80gb-sxm-ib.8x"]
    job = nccl_tests_mpijob(itype, 2)
    limits = spec_of(job, "Worker")["containers"][0]["resources"]
    limits["limits"] = limits["requests"] = {"nvidia.com/gpu": 8, "rdma/ib": 1}
    placed = cmk_cluster(itype, 2).schedule(job)
    assert all(v.startswith("Pending: ") and "Insufficient rdma/ib" in v for v in placed.values()), placed


def test_without_the_nic_cluster_policy_nothing_exposes_hostdev():
    itype = CATALOG["h200-141gb-sxm-ib.8x"]
    cluster = Cluster(crusoe_nodes(itype, 2, INSTANCE_TYPE_LABEL, k3s=True))
    cluster.install_gpu_operator(gpu_operator_values())  # chart installed, no policy applied (old deployCR)
    placed = cluster.schedule(nccl_tests_mpijob(itype, 2))
    assert all("Insufficient nvidia.com/hostdev" in v for v in placed.values()), placed


def test_the_policy_counts_only_infiniband_devices():
    """The Ethernet VF (mlx5_0 on current H100 hosts) is RDMA-capable too; it must not become a rail."""
    itype = CATALOG["h100-80gb-sxm-ib.8x"]
    node = k3s_cluster(itype, 1).nodes[-1]
    assert node.allocatable["nvidia.com/hostdev"] == 8 < len(node.devices)


def test_more_workers_than_nodes_stay_pending():
    itype = CATALOG["h100-80gb-sxm-ib.8x"]
    placed = k3s_cluster(itype, 2).schedule(nccl_tests_mpijob(itype, 3))
    assert sum(v.startswith("Pending") for v in placed.values()) == 1


def test_the_node_side_checker_looks_where_the_platform_contract_says():
    """The nccl command cannot import the construct library (the node's zipapp ships crusoe_ib.verify.node only)."""
    from crusoe_ib.platform import platform_contract as pc
    from crusoe_ib.verify.node.commands import nccl as run
    assert run.HPCX_DIR + "/hpcx-init.sh" == pc.HPCX_INIT and run.HPCX_DIR + "/ompi/bin/mpirun" == pc.HPCX_MPIRUN
    assert run.NCCL_TESTS_DIR == pc.NCCL_TESTS_DIR
    assert job_contract("vm", CATALOG["h100-80gb-sxm-ib.8x"]).mpirun == pc.HPCX_MPIRUN


@pytest.mark.parametrize("base,output", [("training-k3s", "k3s_addons"), ("training-cmk", "k8s_addons")])
def test_a_stacks_job_env_reaches_its_mpijobs(base, output):
    from tests.support import env, synth
    tf = synth(env(base, orchestration=dict(job_env={"NCCL_IB_QPS_PER_CONNECTION": "4"})))
    files = tf["output"][output]["value"]["files"]
    job = files["nccl-tests-h100-80gb-sxm-ib.8x.yaml"]
    assert "- name: NCCL_IB_QPS_PER_CONNECTION\n              value: \"4\"" in job
    assert "nvidia.com/hostdev: 8" in job and "rdma/ib" not in job
    assert ("nic-cluster-policy.yaml" in files) == (base == "training-k3s")  # CMK: the managed add-on exposes it


def test_the_pinned_k3s_satisfies_every_charts_kubernetes_floor():
    k3s = tuple(int(x) for x in PINS["k3s"].version.lstrip("v").split("+")[0].split("."))
    floors = {p.name: tuple(int(x) for x in p.min_kubernetes.split(".")) for p in PINS.values() if p.min_kubernetes}
    assert set(floors) == {"gpu-operator", "network-operator", "dra-driver-gpu"} and all(k3s >= f for f in floors.values())
