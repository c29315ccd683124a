"""Kubernetes add-ons for an IB GPU pool, as data: Helm values and manifests (Crusoe's blog "Scaling Deep Learning Distributed
Training with Rancher K3s on Crusoe Cloud", and Crusoe's current CMK manifests).

Pure Python (no cdktf), so K3sCluster and ManagedKubernetes share one source and tests read the
generated documents directly. Every chart, manifest and image is pinned in :mod:`.pins`.

* NVIDIA GPU Operator values: ``driver.rdma.enabled=true`` and ``driver.rdma.useHostMofed=true``
  (Crusoe's K3s article: GPUDirect RDMA over IB with the image's MOFED). Its node-feature-discovery
  labels the InfiniBand VFs (PCI class 0207, vendor 15b3: ``feature.node.kubernetes.io/pci-15b3.present``),
  which the Network Operator selects nodes on, so the Network Operator's own NFD stays off.
* NVIDIA Network Operator (K3s only): the chart installs the operator only (since 24.10 it no longer
  creates a NicClusterPolicy: ``deployCR`` is gone), so we apply a ``NicClusterPolicy`` whose SR-IOV
  device plugin advertises the node's InfiniBand devices (vendor 15b3, RDMA, link type infiniband) as
  ``nvidia.com/hostdev``: what Crusoe's manifests request, one per rail. On CMK the managed
  ``nvidia_network_operator`` add-on exposes that resource already.
* The Kubeflow MPI operator (one pinned release manifest).
* One nccl-tests ``MPIJob`` per instance type, rendered from the mode's :class:`.JobContract`:
  one worker per node, the type's GPUs and ``nvidia.com/hostdev`` rails, ``runtimeClassName:
  nvidia``, the host's topology directory, Crusoe's NCCL/UCX tuning, hcoll off, and a launcher that
  retries while the workers start. Each rank sets ``NCCL_IB_HCA`` from the InfiniBand ports its pod sees
  and ``NCCL_TOPO_FILE`` from the first of the type's topology files that exists (the mounted host
  directory first), unless the job sets them (:mod:`crusoe_ib.nccl`). ``NCCL_DEBUG=INFO`` so its
  launcher log feeds ``crusoe-ib-verify diagnose`` unchanged.

Documents render as YAML with :func:`to_yaml` (a small deterministic emitter: block style,
sorted nothing, strings quoted when YAML would read them as something else).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from . import _shell
from .catalog import InstanceType
from .errors import Issue, issue
from .job_contract import DEVICE_RESOURCE, JobContract, job_contract
from .nccl import rank_env_script
from .pins import pin

GPU_OPERATOR_CHART = pin("gpu-operator").reference
NETWORK_OPERATOR_CHART = pin("network-operator").reference
NVIDIA_HELM_REPO = "https://helm.ngc.nvidia.com/nvidia"
MPI_OPERATOR_VERSION = pin("mpi-operator").version
MPI_OPERATOR_MANIFEST = pin("mpi-operator").reference
#: Node label the K3s agents and the managed node pool set, and the MPIJob selects on.
INSTANCE_TYPE_LABEL = "crusoe-ib/instance-type"
NETWORK_OPERATOR_NAMESPACE = "nvidia-network-operator"


class NoNcclTestsImage(ValueError):
    """The type has no nccl-tests image of its own and none was given (the message is catalogued: CIB200)."""


def no_image_issue(itype: InstanceType) -> Issue:
    return issue("CIB200", f"instance_types/{itype.name}.json nccl.tests_image", None, type=itype.name,
                 source=itype.nccl_tests_image_source)


def gpu_operator_values() -> dict:
    return {
        "driver": {"rdma": {"enabled": True, "useHostMofed": True}},
        "toolkit": {"enabled": True},
        "devicePlugin": {"enabled": True},
    }


def network_operator_values() -> dict:
    """Values for the pinned chart: the operator only (the NicClusterPolicy is a separate document)."""
    return {
        "nfd": {"enabled": False},  # the GPU Operator's NFD labels the IB VFs (pci-15b3.present)
        "sriovNetworkOperator": {"enabled": False},  # Crusoe's VMs get their VFs from the host; none to create
    }


def sriov_device_plugin_config() -> dict:
    """The SR-IOV device plugin's resource list: every RDMA-capable InfiniBand device of vendor 15b3
    (the rails; the Ethernet VF, mlx5_0 on current H100/H200 hosts, has link type ether) as
    ``nvidia.com/hostdev`` (sriov-network-device-plugin README: resourcePrefix, resourceName, selectors
    vendors / isRdma / linkTypes)."""
    prefix, name = DEVICE_RESOURCE.split("/", 1)
    return {"resourceList": [{"resourcePrefix": prefix, "resourceName": name,
                              "selectors": {"vendors": ["15b3"], "isRdma": True, "linkTypes": ["infiniband"]}}]}


def nic_cluster_policy() -> dict:
    """The NicClusterPolicy K3s applies after the Network Operator chart (Mellanox/network-operator
    v26.4.1 example/crs/mellanox.com_v1alpha1_nicclusterpolicy_cr-ocp-hostdev.yaml, without its DOCA
    driver: Crusoe's images carry MOFED)."""
    plugin = pin("sriov-network-device-plugin")
    repository, image = plugin.reference.rsplit("/", 1)
    return {
        "apiVersion": "mellanox.com/v1alpha1",
        "kind": "NicClusterPolicy",
        "metadata": {"name": "nic-cluster-policy"},
        "spec": {"sriovDevicePlugin": {
            "image": image, "repository": repository, "version": plugin.version,
            "config": json.dumps(sriov_device_plugin_config()),
        }},
    }


def nccl_tests_mpijob(itype: InstanceType, nodes: int, *, name: str | None = None, image: str | None = None,
                      namespace: str = "default", collective: str = "all_reduce", mode: str = "k3s",
                      env: Mapping[str, str] | None = None) -> dict:
    """``<collective>_perf`` (all_reduce by default; alltoall for the traffic of Mixture-of-Experts
    training, as Crusoe's rail-optimized InfiniBand talk describes) over ``nodes`` workers of
    ``itype``, as the ``mode``'s contract says: -b 1G -e 8G (the K3s article's >= 1 GB band),
    validation on (-c 1), NCCL_DEBUG=INFO so the log proves the transport. ``env`` (the user's)
    wins over every variable we set."""
    contract = job_contract(mode, itype, {"NCCL_DEBUG": "INFO", **(env or {})})
    gpus = itype.gpus
    prefix = "nccl-tests" if collective == "all_reduce" else f"nccl-{collective.replace('_', '')}"
    name = name or f"{prefix}-{itype.name.split('-')[0]}-{nodes}x{gpus}"
    # Crusoe's nccl-tests image for the type (its data file, pinned in .pins); never another type's image.
    image = image or contract.image
    if not image:
        raise NoNcclTestsImage(str(no_image_issue(itype)))
    env_list = [{"name": k, "value": v} for k, v in contract.env.items()]
    mpirun = [contract.mpirun, "--allow-run-as-root", "--tag-output", "-np", str(nodes * gpus), "-npernode", str(gpus),
              "--bind-to", "none", "--map-by", "slot", *contract.mpirun_args, "-x", "PATH", "-x", "LD_LIBRARY_PATH"]
    for k in contract.env:
        mpirun += ["-x", k]  # the value comes from the launcher's env, the same list as the workers'
    # Each rank takes NCCL_IB_HCA from the InfiniBand ports its pod sees and NCCL_TOPO_FILE from the first
    # of the type's topology files that exists there, unless the job's environment already sets them.
    mpirun += ["bash", "-c", rank_env_script(itype.name), "rank"]
    mpirun += [contract.benchmark(collective), "-b", "1G", "-e", "8G", "-f", "2", "-g", "1", "-c", "1", "-n", "20"]
    volumes = [{"name": "dshm", "emptyDir": {"medium": "Memory"}}]
    mounts = [{"name": "dshm", "mountPath": "/dev/shm"}]
    topo_volumes, topo_mounts = _topology(contract)
    resources = contract.resources
    worker = {
        "restartPolicy": contract.restart_policy,
        "runtimeClassName": contract.runtime_class,
        "nodeSelector": {INSTANCE_TYPE_LABEL: itype.name},
        "tolerations": [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}],
        "containers": [{
            "name": "worker", "image": image, "env": env_list,
            "securityContext": {"capabilities": {"add": ["IPC_LOCK"]}},
            "resources": {"limits": dict(resources), "requests": dict(resources)},
            "volumeMounts": mounts + topo_mounts,
        }],
        "volumes": volumes + topo_volumes,
    }
    launcher = {
        "restartPolicy": contract.restart_policy,
        "initContainers": [{"name": "wait", "image": image,
                            "command": ["sh", "-c", f"sleep {contract.launcher_init_wait_seconds}"]}],
        "containers": [{
            "name": "launcher", "image": image, "command": mpirun, "env": env_list,
            "resources": {"requests": {"cpu": "2", "memory": "8Gi"}},
            **({"volumeMounts": topo_mounts} if topo_mounts else {}),
        }],
        **({"volumes": topo_volumes} if topo_volumes else {}),
    }
    return {
        "apiVersion": "kubeflow.org/v2beta1",
        "kind": "MPIJob",
        "metadata": {"name": name, "namespace": namespace,
                     "labels": {"app.kubernetes.io/part-of": "crusoe-ib", "crusoe-ib/instance-type": itype.name}},
        "spec": {
            "slotsPerWorker": gpus,
            "launcherCreationPolicy": contract.launcher_creation_policy,
            "runPolicy": {"cleanPodPolicy": "Running", "backoffLimit": contract.backoff_limit},
            "mpiImplementation": "OpenMPI",
            "mpiReplicaSpecs": {
                "Launcher": {"replicas": 1, "template": {"spec": launcher}},
                "Worker": {"replicas": nodes, "template": {"spec": worker}},
            },
        },
    }


def _topology(contract: JobContract) -> tuple[list, list]:
    """The host's topology directory as a read-only hostPath volume, where the contract has one."""
    if not contract.topo_mount:
        return [], []
    return ([{"name": "nccl-topo", "hostPath": {"path": contract.topo_host_dir, "type": "Directory"}}],
            [{"name": "nccl-topo", "mountPath": contract.topo_mount, "readOnly": True}])


def addon_documents(itype: InstanceType, nodes: int, *, mode: str = "k3s",
                    env: Mapping[str, str] | None = None) -> dict[str, str]:
    """File name -> YAML text, as exposed in the ``<id>_addons`` output. On ``cmk`` the operator
    values and the NicClusterPolicy are left out (Crusoe Managed Kubernetes installs the operators as
    cluster add-ons). ``env``: the user's job variables, over ours."""
    docs = {}
    if mode == "k3s":
        docs["gpu-operator-values.yaml"] = to_yaml(gpu_operator_values())
        docs["network-operator-values.yaml"] = to_yaml(network_operator_values())
        docs["nic-cluster-policy.yaml"] = to_yaml(nic_cluster_policy())
    if itype.nccl_tests_image:  # otherwise install_commands says why there is none (CIB200)
        docs[f"nccl-tests-{itype.name}.yaml"] = to_yaml(nccl_tests_mpijob(itype, nodes, mode=mode, env=env))
        docs[f"nccl-alltoall-{itype.name}.yaml"] = to_yaml(nccl_tests_mpijob(itype, nodes, collective="alltoall",
                                                                             mode=mode, env=env))
    return docs


def install_commands(itype: InstanceType, nodes: int, output_name: str, *, mode: str = "k3s") -> dict[str, str]:
    """Shell commands that install the add-ons from the ``output_name`` output (jq, helm, kubectl),
    each at its pinned version, then run nccl-tests and judge its log with the verification CLI."""
    get = f"terraform output -json {output_name} | jq -r"
    def run(mpijob: str, job: str, log: str, collective: str) -> str:
        return (f"kubectl apply -f addons/{mpijob} && kubectl wait --for=condition=Succeeded --timeout=30m mpijob/{job}; "
                f"kubectl logs -l training.kubeflow.org/job-name={job},training.kubeflow.org/job-role=launcher "
                f"--tail=-1 > {log}; "
                f"python3 -m crusoe_ib.verify diagnose {log} --instance-type {itype.name} --nodes {nodes}"
                + ("" if collective == "all_reduce" else f" --collective {collective}"))

    commands = {
        "write_files": (f"mkdir -p addons && for f in $({get} '.files | keys[]'); do "
                        f"{get} --arg f \"$f\" '.files[$f]' > \"addons/$f\"; done"),
    }
    if mode == "k3s":
        ns = NETWORK_OPERATOR_NAMESPACE
        commands |= {
            "helm_repo": f"helm repo add nvidia {NVIDIA_HELM_REPO} && helm repo update",
            "gpu_operator": (f"helm install --wait gpu-operator {GPU_OPERATOR_CHART} --version {pin('gpu-operator').version} "
                             "-n gpu-operator --create-namespace -f addons/gpu-operator-values.yaml"),
            "network_operator": (f"helm install --wait network-operator {NETWORK_OPERATOR_CHART} "
                                 f"--version {pin('network-operator').version} -n {ns} --create-namespace "
                                 "-f addons/network-operator-values.yaml && kubectl apply -f addons/nic-cluster-policy.yaml "
                                 "&& kubectl wait --for=jsonpath='{.status.state}'=ready --timeout=10m "
                                 "nicclusterpolicy/nic-cluster-policy"),
        }
    commands["mpi_operator"] = f"kubectl apply --server-side -f {MPI_OPERATOR_MANIFEST}"
    if not itype.nccl_tests_image:
        refusal = f"echo {_shell.quote('crusoe-ib: ' + str(no_image_issue(itype)))} >&2; false"
        return commands | {"nccl_tests": refusal, "nccl_alltoall": refusal}
    commands |= {
        "nccl_tests": run(f"nccl-tests-{itype.name}.yaml", nccl_tests_mpijob(itype, nodes, mode=mode)["metadata"]["name"],
                          "nccl-tests.log", "all_reduce"),
        "nccl_alltoall": run(f"nccl-alltoall-{itype.name}.yaml",
                             nccl_tests_mpijob(itype, nodes, collective="alltoall", mode=mode)["metadata"]["name"],
                             "nccl-alltoall.log", "alltoall"),
    }
    return commands


# --- a small YAML emitter ----------------------------------------------------------------------

_PLAIN = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_./:=,+-]*")
_YAML_WORDS = {"true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"}


def _scalar(value) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    text = str(value)
    if (_PLAIN.fullmatch(text) and text.lower() not in _YAML_WORDS
            and not re.match(r"^[-+]?(\d|\.\d)", text) and not text.endswith(":")):
        return text
    return json.dumps(text)  # a JSON string is a valid double-quoted YAML scalar


def to_yaml(doc, indent: int = 0) -> str:
    return "\n".join(_lines(doc, indent)) + "\n"


def _lines(value, indent: int) -> list[str]:
    pad = " " * indent
    if isinstance(value, dict):
        if not value:
            return [pad + "{}"]
        out = []
        for k, v in value.items():
            key = _scalar(k)
            if isinstance(v, (dict, list)) and v:
                out.append(f"{pad}{key}:")
                out += _lines(v, indent + (2 if isinstance(v, dict) else 0))
            else:
                out.append(f"{pad}{key}: {_scalar(v) if not isinstance(v, (dict, list)) else ('{}' if isinstance(v, dict) else '[]')}")
        return out
    if isinstance(value, list):
        if not value:
            return [pad + "[]"]
        out = []
        for item in value:
            if isinstance(item, (dict, list)) and item:
                inner = _lines(item, indent + 2)
                out.append(f"{pad}- {inner[0].lstrip()}")
                out += inner[1:]
            else:
                out.append(f"{pad}- {_scalar(item) if not isinstance(item, (dict, list)) else '[]'}")
        return out
    return [pad + _scalar(value)]
