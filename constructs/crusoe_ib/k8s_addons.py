"""Kubernetes add-ons for an IB GPU pool, as data: Helm values and manifests (Crusoe's blog "Scaling Deep Learning Distributed
Training with Rancher K3s on Crusoe Cloud").

Pure Python (no cdktf), so K3sCluster and ManagedKubernetes share one source and tests read the
generated documents directly:

* NVIDIA GPU Operator values: ``driver.rdma.enabled=true`` (loads ``nvidia_peermem`` for
  GPUDirect RDMA over IB) and ``driver.rdma.useHostMofed=true`` (Crusoe's curated images carry
  MOFED; Crusoe's K3s article).
* NVIDIA Network Operator values: the RDMA shared device plugin advertising the node's
  InfiniBand HCAs (Mellanox vendor 15b3, link type infiniband) as ``rdma/ib``; host MOFED kept
  (``deployCR: true``, no OFED driver container).
* The Kubeflow MPI operator (one pinned manifest URL).
* One nccl-tests ``MPIJob`` per instance type: one worker per node, 8 slots, ``NCCL_DEBUG=INFO``;
  each rank sets ``NCCL_IB_HCA`` from the InfiniBand ports its pod sees and ``NCCL_TOPO_FILE`` from
  the first of the type's topology files that exists, unless the job sets them
  (:mod:`crusoe_ib.nccl`), so its launcher log feeds ``crusoe-ib-verify diagnose`` unchanged.

Documents render as YAML with :func:`to_yaml` (a small deterministic emitter: block style,
sorted nothing, strings quoted when YAML would read them as something else).
"""

from __future__ import annotations

import json
import re

from . import _shell
from .catalog import InstanceType
from .errors import Issue, issue
from .nccl import rank_env_script

GPU_OPERATOR_CHART = "nvidia/gpu-operator"
NETWORK_OPERATOR_CHART = "nvidia/network-operator"
NVIDIA_HELM_REPO = "https://helm.ngc.nvidia.com/nvidia"
MPI_OPERATOR_VERSION = "v0.6.0"
MPI_OPERATOR_MANIFEST = (f"https://raw.githubusercontent.com/kubeflow/mpi-operator/{MPI_OPERATOR_VERSION}"
                         "/deploy/v2beta1/mpi-operator.yaml")
RDMA_RESOURCE = "rdma/ib"
#: Node label the K3s agents and the managed node pool set, and the MPIJob selects on.
INSTANCE_TYPE_LABEL = "crusoe-ib/instance-type"


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
    return {
        "deployCR": True,
        "nfd": {"enabled": False},  # the GPU operator already runs node-feature-discovery
        "ofedDriver": {"deploy": False},  # host MOFED from Crusoe's image
        "rdmaSharedDevicePlugin": {
            "deploy": True,
            "resources": [{"name": RDMA_RESOURCE.split("/", 1)[1], "vendors": ["15b3"], "linkTypes": ["infiniband"]}],
        },
        "sriovDevicePlugin": {"deploy": False},
    }


def nccl_tests_mpijob(itype: InstanceType, nodes: int, *, name: str | None = None, image: str | None = None,
                      namespace: str = "default", collective: str = "all_reduce") -> dict:
    """``<collective>_perf`` (all_reduce by default; alltoall for the traffic of Mixture-of-Experts
    training, as Crusoe's rail-optimized InfiniBand talk describes) over ``nodes`` workers of
    ``itype``: -b 1G -e 8G (the K3s article's >= 1 GB band), validation on (-c 1), NCCL_DEBUG=INFO
    so the log proves the transport."""
    gpus = itype.gpus
    prefix = "nccl-tests" if collective == "all_reduce" else f"nccl-{collective.replace('_', '')}"
    name = name or f"{prefix}-{itype.name.split('-')[0]}-{nodes}x{gpus}"
    # Crusoe's nccl-tests image for the type (its data file); never another type's image in its place.
    image = image or itype.nccl_tests_image
    if not image:
        raise NoNcclTestsImage(str(no_image_issue(itype)))
    env = {"NCCL_DEBUG": "INFO"}
    mpirun = ["mpirun", "--allow-run-as-root", "--tag-output", "-np", str(nodes * gpus), "-npernode", str(gpus),
              "--bind-to", "none", "-x", "PATH", "-x", "LD_LIBRARY_PATH"]
    for k, v in env.items():
        mpirun += ["-x", f"{k}={v}"]
    bench = [f"{collective}_perf", "-b", "1G", "-e", "8G", "-f", "2", "-g", "1", "-c", "1", "-n", "20"]
    # Each rank takes NCCL_IB_HCA from the InfiniBand ports its pod sees and NCCL_TOPO_FILE from the first
    # of the type's topology files that exists there, unless the job's environment already sets them.
    mpirun += ["bash", "-c", rank_env_script(itype.name), "rank"]
    mpirun += bench
    worker_volumes = [{"name": "dshm", "emptyDir": {"medium": "Memory"}}]
    worker_mounts = [{"name": "dshm", "mountPath": "/dev/shm"}]
    return {
        "apiVersion": "kubeflow.org/v2beta1",
        "kind": "MPIJob",
        "metadata": {"name": name, "namespace": namespace,
                     "labels": {"app.kubernetes.io/part-of": "crusoe-ib", "crusoe-ib/instance-type": itype.name}},
        "spec": {
            "slotsPerWorker": gpus,
            "runPolicy": {"cleanPodPolicy": "Running", "backoffLimit": 0},
            "mpiImplementation": "OpenMPI",
            "mpiReplicaSpecs": {
                "Launcher": {
                    "replicas": 1,
                    "template": {"spec": {"containers": [{
                        "name": "launcher", "image": image, "command": mpirun,
                        "resources": {"requests": {"cpu": "2", "memory": "8Gi"}},
                    }]}},
                },
                "Worker": {
                    "replicas": nodes,
                    "template": {"spec": {
                        "nodeSelector": {INSTANCE_TYPE_LABEL: itype.name},
                        "containers": [{
                            "name": "worker", "image": image,
                            "securityContext": {"capabilities": {"add": ["IPC_LOCK"]}},
                            "resources": {"limits": {"nvidia.com/gpu": gpus, RDMA_RESOURCE: 1}},
                            "volumeMounts": worker_mounts,
                        }],
                        "volumes": worker_volumes,
                    }},
                },
            },
        },
    }


def addon_documents(itype: InstanceType, nodes: int, *, helm: bool = True) -> dict[str, str]:
    """File name -> YAML text, as exposed in the ``<id>_addons`` output. ``helm=False`` leaves out
    the operator values (Crusoe Managed Kubernetes installs the operators as cluster add-ons)."""
    docs = {}
    if helm:
        docs["gpu-operator-values.yaml"] = to_yaml(gpu_operator_values())
        docs["network-operator-values.yaml"] = to_yaml(network_operator_values())
    if itype.nccl_tests_image:  # otherwise install_commands says why there is none (CIB200)
        docs[f"nccl-tests-{itype.name}.yaml"] = to_yaml(nccl_tests_mpijob(itype, nodes))
        docs[f"nccl-alltoall-{itype.name}.yaml"] = to_yaml(nccl_tests_mpijob(itype, nodes, collective="alltoall"))
    return docs


def install_commands(itype: InstanceType, nodes: int, output_name: str, *, helm: bool = True) -> dict[str, str]:
    """Shell commands that install the add-ons from the ``output_name`` output (jq, helm, kubectl),
    then run nccl-tests and judge its log with the verification CLI."""
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
    if helm:
        commands |= {
            "helm_repo": f"helm repo add nvidia {NVIDIA_HELM_REPO} && helm repo update",
            "gpu_operator": (f"helm install --wait gpu-operator {GPU_OPERATOR_CHART} -n gpu-operator --create-namespace "
                             "-f addons/gpu-operator-values.yaml"),
            "network_operator": (f"helm install --wait network-operator {NETWORK_OPERATOR_CHART} -n nvidia-network-operator "
                                 "--create-namespace -f addons/network-operator-values.yaml"),
        }
    commands["mpi_operator"] = f"kubectl apply --server-side -f {MPI_OPERATOR_MANIFEST}"
    if not itype.nccl_tests_image:
        refusal = f"echo {_shell.quote('crusoe-ib: ' + str(no_image_issue(itype)))} >&2; false"
        return commands | {"nccl_tests": refusal, "nccl_alltoall": refusal}
    commands |= {
        "nccl_tests": run(f"nccl-tests-{itype.name}.yaml", nccl_tests_mpijob(itype, nodes)["metadata"]["name"],
                          "nccl-tests.log", "all_reduce"),
        "nccl_alltoall": run(f"nccl-alltoall-{itype.name}.yaml",
                             nccl_tests_mpijob(itype, nodes, collective="alltoall")["metadata"]["name"],
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
