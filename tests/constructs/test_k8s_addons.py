"""crusoe_ib.k8s_addons: the add-on documents and commands (operator values, the nccl-tests and
all-to-all MPIJobs, the YAML writer), as pure functions."""

from __future__ import annotations

import subprocess

import pytest

from crusoe_ib.platform.catalog import CATALOG
from crusoe_ib.k8s_addons import (KUBERNETES_MODES, NoNcclTestsImage, addon_documents, gpu_operator_values,
                                  install_commands, nccl_tests_mpijob, network_operator_values, to_yaml)

H100 = CATALOG["h100-80gb-sxm-ib.8x"]


def test_gpu_operator_leaves_the_images_driver_alone():
    """Crusoe's images ship the driver: no driver container, so no driver.rdma (GPUDirect is DMA-BUF on the host)."""
    assert gpu_operator_values()["driver"] == {"enabled": False}
    # The chart no longer creates a NicClusterPolicy (Network Operator 24.10): deployCR would be ignored.
    assert "deployCR" not in network_operator_values()


def test_the_add_ons_take_the_registrys_mode_names():
    """Only K3s installs the operators itself; any other name would pass for Managed Kubernetes, so it is refused."""
    from crusoe_ib.app import MODES
    assert set(KUBERNETES_MODES) <= {m.name for m in MODES}
    assert "nic-cluster-policy.yaml" in addon_documents(H100, 2, mode="k3s")
    assert "nic-cluster-policy.yaml" not in addon_documents(H100, 2, mode="managed_kubernetes")
    for call in (lambda: addon_documents(H100, 2, mode="cmk"), lambda: install_commands(H100, 2, "x", mode="cmk")):
        with pytest.raises(ValueError, match="mode must be one of k3s, managed_kubernetes, not 'cmk'"):
            call()


def test_nccl_tests_mpijob_feeds_the_verification_parsers():
    job = nccl_tests_mpijob(H100, 4)
    launcher = job["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["command"]
    worker = job["spec"]["mpiReplicaSpecs"]["Worker"]
    assert job["kind"] == "MPIJob" and job["spec"]["slotsPerWorker"] == 8 and worker["replicas"] == 4
    assert launcher[launcher.index("-np") + 1] == "32"
    env = {e["name"]: e["value"] for e in job["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["env"]}
    assert env["NCCL_DEBUG"] == "INFO" and "NCCL_IB_DISABLE" not in env and "-x" in launcher
    assert "NCCL_IB_HCA" not in env and "NCCL_TOPO_FILE" not in env  # each rank finds its own (below)
    assert all(["-x", k] == launcher[i - 1:i + 1] for k in env for i in [launcher.index(k)])  # every rank gets them
    assert launcher[-13:] == ["/opt/nccl-tests/build/all_reduce_perf", "-b", "1G", "-e", "8G", "-f", "2", "-g", "1",
                              "-c", "1", "-n", "20"]
    assert launcher[-17:-15] == ["bash", "-c"] and launcher[-14] == "rank"
    limits = worker["template"]["spec"]["containers"][0]["resources"]["limits"]
    assert limits == {"nvidia.com/gpu": 8, "nvidia.com/hostdev": 8}


@pytest.mark.parametrize("value,rendered", [
    ("15b3", '"15b3"'), ("true", '"true"'), ("-np", '"-np"'), ("8G", '"8G"'), ("none", "none"),
    ("a: b", '"a: b"'), (True, "true"), (8, "8"), ("NCCL_DEBUG=INFO", "NCCL_DEBUG=INFO"),
])
def test_yaml_scalars_that_yaml_would_misread_are_quoted(value, rendered):
    assert to_yaml({"k": value}) == f"k: {rendered}\n"


def test_yaml_nesting():
    assert to_yaml({"a": [{"b": 1, "c": ["x"]}], "d": {}}) == "a:\n- b: 1\n  c:\n  - x\nd: {}\n"


def test_alltoall_mpijob_runs_alltoall_perf_with_the_same_environment():
    reduce, alltoall = nccl_tests_mpijob(H100, 4), nccl_tests_mpijob(H100, 4, collective="alltoall")
    command = alltoall["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["command"]
    assert command[-13] == "/opt/nccl-tests/build/alltoall_perf" and alltoall["metadata"]["name"] == "nccl-alltoall-h100-4x8"
    reduce_command = reduce["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["command"]
    assert command[:-13] == reduce_command[:-13]  # same mpirun, NCCL env and topology file


def test_a_type_without_its_own_nccl_tests_image_says_so():
    """A100 has no nccl-tests image from Crusoe: no MPIJob borrows the H100 image; the command says why."""
    a100 = CATALOG["a100-80gb-sxm-ib.8x"]
    assert a100.nccl_tests_image is None
    files = addon_documents(a100, 2, mode="k3s")
    assert not [name for name in files if name.startswith("nccl-")]
    commands = install_commands(a100, 2, "k3s_addons", mode="k3s")
    for key in ("nccl_tests", "nccl_alltoall"):
        result = subprocess.run(["bash", "-c", commands[key]], capture_output=True, text=True, timeout=30)
        assert result.returncode == 1 and "[CIB200]" in result.stderr and "a100-80gb-sxm-ib.8x has no nccl-tests image" in result.stderr
    with pytest.raises(NoNcclTestsImage, match="CIB200"):
        nccl_tests_mpijob(a100, 2)
    assert nccl_tests_mpijob(a100, 2, image="registry.example/nccl-tests:a100")["spec"]["mpiReplicaSpecs"]["Worker"][
        "template"]["spec"]["containers"][0]["image"] == "registry.example/nccl-tests:a100"


@pytest.mark.parametrize("itype", ["h200-141gb-sxm-ib.8x", "b200-180gb-sxm-ib.8x", "gb200-186gb-nvl-ib.4x"])
def test_each_type_runs_its_own_nccl_tests_image(itype):
    job = nccl_tests_mpijob(CATALOG[itype], 2)
    image = job["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["image"]
    assert image == CATALOG[itype].nccl_tests_image != CATALOG["h100-80gb-sxm-ib.8x"].nccl_tests_image


def test_the_output_is_the_documents_and_the_commands_from_one_set_of_job_facts():
    """addons_output works the type's job facts out once; it says what addon_documents and install_commands say."""
    from crusoe_ib.k8s_addons import addons_output
    for itype in (H100, *(t for t in CATALOG.values() if not t.nccl_tests_image or t.has_nvlink_domains)):
        for mode in KUBERNETES_MODES:
            env = {"NCCL_DEBUG": "WARN"}
            assert addons_output(itype, 3, "k3s_addons", mode=mode, env=env, stack="s") == {
                "files": addon_documents(itype, 3, mode=mode, env=env),
                "install": install_commands(itype, 3, "k3s_addons", mode=mode, stack="s")}, (itype.name, mode)
