"""Kubernetes add-ons for an IB GPU pool, as data: Helm values and manifests (Crusoe's blog "Scaling Deep Learning Distributed
Training with Rancher K3s on Crusoe Cloud", and Crusoe's current CMK manifests).

Pure Python (no cdktf), so K3sCluster and ManagedKubernetes share one source and tests read the
generated documents directly. Every chart, manifest and image is pinned in :mod:`crusoe_ib.platform.pins`.

* NVIDIA GPU Operator values (K3s): the toolkit configures *K3s's* containerd (``toolkit.env``
  ``CONTAINERD_CONFIG`` / ``CONTAINERD_SOCKET``; the runtime class is ``operator.runtimeClass``, the one key
  the operator reads it from: the operator's defaults are ``/etc/containerd/config.toml``
  and ``/run/containerd/containerd.sock``, NVIDIA/gpu-operator v26.7.0 controllers/object_controls.go,
  while K3s's are the paths of the operator's own K3s case, controllers/transforms_test.go), and
  ``driver.enabled=false``: Crusoe's GPU images ship the driver, so there is nothing for a driver container
  to install, and ``driver.rdma.*`` (which only configures that container) would do nothing. GPUDirect
  RDMA goes through DMA-BUF on the host's driver (NVIDIA GPU Operator docs, "GPUDirect RDMA": DMA-BUF
  with the open kernel module is the recommended path; ``nvidia_peermem`` is the legacy one). Its
  node-feature-discovery labels the InfiniBand VFs (PCI class 0207, vendor 15b3:
  ``feature.node.kubernetes.io/pci-15b3.present``), which the Network Operator selects nodes on, so the
  Network Operator's own NFD stays off.
* NVIDIA Network Operator (K3s only): the chart installs the operator only (since 24.10 it no longer
  creates a NicClusterPolicy: ``deployCR`` is gone), so we apply a ``NicClusterPolicy`` whose SR-IOV
  device plugin advertises the node's InfiniBand VFs (vendor 15b3, driver mlx5_core, RDMA; no link type,
  so VFs without an IPoIB netdev count too) as ``nvidia.com/hostdev``: what Crusoe's manifests request, one per rail. On CMK the managed
  ``nvidia_network_operator`` add-on exposes that resource already.
* The Kubeflow MPI operator (one pinned release manifest).
* GB200 (NVL72): NVIDIA's DRA driver (pinned chart) and a ``ComputeDomain`` whose IMEX channel every
  worker claims (``resourceClaims``), as Crusoe's nccl-gb200.yaml does, so NCCL can use multi-node
  NVLink; without it the job would run over the IB rails only, and say nothing.
* One nccl-tests ``MPIJob`` per instance type, rendered from the Kubernetes :class:`.JobContract`:
  one worker per node, the type's GPUs and ``nvidia.com/hostdev`` rails, ``runtimeClassName:
  nvidia``, the host's topology directory, Crusoe's NCCL/UCX tuning, hcoll off, and a launcher that
  retries while the workers start. Each rank sets ``NCCL_IB_HCA`` from the InfiniBand ports its pod sees
  and ``NCCL_TOPO_FILE`` from the first of the type's topology files that exists (the mounted host
  directory first), unless the job sets them (:mod:`crusoe_ib.platform.nccl`). ``NCCL_DEBUG=INFO`` so its
  launcher log feeds ``crusoe-ib-verify diagnose`` unchanged. Launcher and workers run only on the
  pool's GPU nodes (the ``crusoe-ib/instance-type`` label our K3s agents and the CMK node pool set):
  the K3s servers are untainted CPU VMs without the topology directory.
* Before a job is submitted, ``wait-allocatable.py`` waits until every GPU node advertises the GPUs
  and IB devices the workers request, and stops with the reason when they do not.

Documents render as YAML with :func:`to_yaml` (a small deterministic emitter: block style,
sorted nothing, strings quoted when YAML would read them as something else).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass

from .core import _scripts, _shell
from .platform.catalog import InstanceType
from .core.errors import Issue, issue
from .platform.job_contract import DEVICE_RESOURCE, GPU_RESOURCE, RUNTIME_CLASS, JobContract, job_contract
from .platform.nccl import rank_env_script
from .platform.pins import pin
from .core.stack_paths import terraform_output

GPU_OPERATOR_CHART = pin("gpu-operator").reference
NETWORK_OPERATOR_CHART = pin("network-operator").reference
NVIDIA_HELM_REPO = "https://helm.ngc.nvidia.com/nvidia"
MPI_OPERATOR_VERSION = pin("mpi-operator").version
MPI_OPERATOR_MANIFEST = pin("mpi-operator").reference
#: Node label the K3s agents and the managed node pool set, and the MPIJob selects on.
INSTANCE_TYPE_LABEL = "crusoe-ib/instance-type"
NETWORK_OPERATOR_NAMESPACE = "nvidia-network-operator"
DRA_DRIVER_CHART = pin("dra-driver-gpu").reference
DRA_DRIVER_NAMESPACE = "nvidia-dra-driver-gpu"
#: The IMEX channel claim of a GB200 worker (the name in Crusoe's nccl-gb200.yaml).
CHANNEL_CLAIM = "compute-domain-channel"
#: The ComputeDomain every GB200 job of the cluster shares (Crusoe's name); its claim template is ``<name>-channel``.
COMPUTE_DOMAIN = "nccl-compute-domain"
#: How long the job waits for the nodes to advertise what it requests (then it is not submitted).
ALLOCATABLE_TIMEOUT_S = 900
#: The orchestration modes (their names in crusoe_ib.app's registry) whose add-ons these are: K3s installs
#: the GPU and Network Operators itself; Managed Kubernetes has them as cluster add-ons.
KUBERNETES_MODES = ("k3s", "managed_kubernetes")


class NoNcclTestsImage(ValueError):
    """The type has no nccl-tests image of its own and none was given (the message is catalogued: CIB200)."""


def no_image_issue(itype: InstanceType) -> Issue:
    return issue("CIB200", f"instance_types/{itype.name}.json nccl.tests_image", None, type=itype.name,
                 source=itype.nccl_tests_image_source)


#: K3s's own containerd: its generated config and its socket (NVIDIA/gpu-operator v26.7.0
#: controllers/transforms_test.go:942-945, the toolkit case for K3s). The operator's defaults,
#: /etc/containerd/config.toml and /run/containerd/containerd.sock (controllers/object_controls.go:65-70),
#: are another containerd on an image that has one (Crusoe's Docker image): K3s would get no ``nvidia`` runtime.
K3S_CONTAINERD_CONFIG = "/var/lib/rancher/k3s/agent/etc/containerd/config.toml"
K3S_CONTAINERD_SOCKET = "/run/k3s/containerd/containerd.sock"
#: Where the GPU Operator's toolkit installs the runtime, and where K3s looks for it when it starts
#: (k3s-io/k3s pkg/agent/containerd/nvidia.go, findNvidiaContainerRuntimes: "usr/local/nvidia/toolkit").
GPU_OPERATOR_RUNTIME = "/usr/local/nvidia/toolkit/nvidia-container-runtime"


def gpu_operator_values() -> dict:
    """Values of the pinned GPU Operator chart for K3s (every key is in the chart's values.yaml; the toolkit
    variables are those controllers/object_controls.go reads and keeps).

    The runtime class the workers name is ``operator.runtimeClass``: the operator creates the RuntimeClass of
    that name and writes it into the toolkit's ``CONTAINERD_RUNTIME_CLASS`` *after* applying ``toolkit.env``
    (NVIDIA/gpu-operator v26.7.0 controllers/object_controls.go: toolkit.env :1359-1363, then
    transformForRuntime :1392; getRuntimeClassName :2740), so a ``CONTAINERD_RUNTIME_CLASS`` in
    ``toolkit.env`` is overwritten and never takes effect."""
    return {
        # Crusoe's GPU images ship the driver: no driver container (and so no driver.rdma: GPUDirect RDMA is
        # DMA-BUF on the host's driver, or nvidia_peermem loaded on the host).
        "driver": {"enabled": False},
        "operator": {"runtimeClass": RUNTIME_CLASS},
        "toolkit": {"enabled": True, "env": [
            {"name": "CONTAINERD_CONFIG", "value": K3S_CONTAINERD_CONFIG},
            {"name": "CONTAINERD_SOCKET", "value": K3S_CONTAINERD_SOCKET},
        ]},
        "devicePlugin": {"enabled": True},
    }


def dra_driver_values() -> dict:
    """Values of the pinned NVIDIA DRA driver chart (GB200 only): ComputeDomains on, GPUs left to the GPU
    Operator's device plugin (the workers request ``nvidia.com/gpu``, as Crusoe's nccl-gb200.yaml does),
    the host's driver at ``/`` (values.yaml: "For driver installed directly on a host, a value of / is used")."""
    return {"nvidiaDriverRoot": "/", "resources": {"gpus": {"enabled": False}, "computeDomains": {"enabled": True}}}


def compute_domain(name: str) -> dict:
    """The ComputeDomain of a GB200 job (crusoecloud/solutions-library performance-tuning/nvidia/cmk-nccltests/nccl-gb200.yaml;
    numNodes 0 as the CRD recommends with IMEXDaemonsWithDNSNames, the default: NVIDIA/k8s-dra-driver-gpu
    v25.12.0 deployments/helm/nvidia-dra-driver-gpu/crds/resource.nvidia.com_computedomains.yaml)."""
    return {
        "apiVersion": "resource.nvidia.com/v1beta1",
        "kind": "ComputeDomain",
        "metadata": {"name": name},
        "spec": {"numNodes": 0, "channel": {"resourceClaimTemplate": {"name": f"{name}-channel"}}},
    }


def needs_compute_domain(itype: InstanceType) -> bool:
    """GB200 NVL72: its VMs share NVLink domains; multi-node NVLink needs an IMEX channel (a ComputeDomain)."""
    return itype.has_nvlink_domains


def network_operator_values() -> dict:
    """Values for the pinned chart: the operator only (the NicClusterPolicy is a separate document)."""
    return {
        "nfd": {"enabled": False},  # the GPU Operator's NFD labels the IB VFs (pci-15b3.present)
        "sriovNetworkOperator": {"enabled": False},  # Crusoe's VMs get their VFs from the host; none to create
    }


#: The VFs that become ``nvidia.com/hostdev``: Mellanox (15b3), bound to mlx5_core, RDMA-capable, as NVIDIA's
#: hostdev example selects (Mellanox/network-operator v26.4.1 example/crs/
#: mellanox.com_v1alpha1_nicclusterpolicy_cr-ocp-hostdev.yaml: vendors + isRdma). No ``linkTypes``: the plugin
#: reads the link type from the VF's netdev, or its PF's (k8snetworkplumbingwg/sriov-network-device-plugin
#: pkg/devices/gen_net.go:85-97); a VF without an IPoIB netdev has neither in a VM, so ``linkTypes:
#: [infiniband]`` would match nothing there. The Ethernet VF (mlx5_0 on current H100/H200 hosts) is left out by
#: the plugin itself: it skips a device that holds the default route (pkg/netdevice/netDeviceProvider.go:70,
#: utils.HasDefaultRoute). ``crusoe-ib-verify node`` says which kind of VF a node has (``ib_vf_netdevs``).
DEVICE_SELECTORS = {"vendors": ["15b3"], "drivers": ["mlx5_core"], "isRdma": True}


def sriov_device_plugin_config() -> dict:
    """The SR-IOV device plugin's resource list: the node's InfiniBand VFs (:data:`DEVICE_SELECTORS`) as
    ``nvidia.com/hostdev`` (sriov-network-device-plugin README: resourcePrefix, resourceName, selectors)."""
    prefix, name = DEVICE_RESOURCE.split("/", 1)
    return {"resourceList": [{"resourcePrefix": prefix, "resourceName": name, "selectors": DEVICE_SELECTORS}]}


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
            # By digest where one is pinned: the operator renders "sha256:..." as image@sha256:...
            # (Mellanox/network-operator v26.4.1 pkg/render/render.go:107-112).
            "image": image, "repository": repository, "version": plugin.digest or plugin.version,
            "config": json.dumps(sriov_device_plugin_config()),
        }},
    }


@dataclass(frozen=True)
class _Jobs:
    """The facts of a type's nccl-tests MPIJobs, worked out once: its Kubernetes :class:`.JobContract` (with
    ``NCCL_DEBUG=INFO`` under the user's ``env``), the script each rank runs to take the node's InfiniBand
    ports and topology file (:func:`.rank_env_script`), and why there is no job when the type has no image."""

    itype: InstanceType
    nodes: int
    contract: JobContract
    rank_env: str
    missing_image: Issue | None


def _jobs(itype: InstanceType, nodes: int, env: Mapping[str, str] | None = None) -> _Jobs:
    missing = None if itype.nccl_tests_image else no_image_issue(itype)
    return _Jobs(itype=itype, nodes=nodes, contract=job_contract("kubernetes", itype, {"NCCL_DEBUG": "INFO", **(env or {})}),
                 rank_env=rank_env_script(itype.name), missing_image=missing)


def job_prefix(collective: str = "all_reduce") -> str:
    """The name of ``collective``'s job, file and log before the type: ``nccl-tests`` (all_reduce), ``nccl-alltoall``."""
    return "nccl-tests" if collective == "all_reduce" else f"nccl-{collective.replace('_', '')}"


def _job_name(jobs: _Jobs, collective: str) -> str:
    """The default name of ``collective``'s job: ``nccl-tests-h100-2x8``, ``nccl-alltoall-h100-2x8``."""
    return f"{job_prefix(collective)}-{jobs.itype.name.split('-')[0]}-{jobs.nodes}x{jobs.itype.gpus}"


def nccl_tests_mpijob(itype: InstanceType, nodes: int, *, name: str | None = None, image: str | None = None,
                      namespace: str = "default", collective: str = "all_reduce",
                      env: Mapping[str, str] | None = None) -> dict:
    """``<collective>_perf`` (all_reduce by default; alltoall for the traffic of Mixture-of-Experts
    training, as Crusoe's rail-optimized InfiniBand talk describes) over ``nodes`` workers of
    ``itype``, as the Kubernetes job contract says (the same in both modes): -b 1G -e 8G (the K3s
    article's >= 1 GB band), validation on (-c 1), NCCL_DEBUG=INFO so the log proves the transport.
    ``env`` (the user's) wins over every variable we set."""
    return _mpijob(_jobs(itype, nodes, env), collective, name=name, image=image, namespace=namespace)


def _mpijob(jobs: _Jobs, collective: str, *, name: str | None = None, image: str | None = None,
            namespace: str = "default") -> dict:
    """:func:`nccl_tests_mpijob` from the type's facts."""
    contract, itype, nodes = jobs.contract, jobs.itype, jobs.nodes
    gpus = itype.gpus
    name = name or _job_name(jobs, collective)
    # Crusoe's nccl-tests image for the type (its data file, pinned in .pins); never another type's image.
    image = image or contract.image
    if not image:
        raise NoNcclTestsImage(str(no_image_issue(itype)))
    env_list = [{"name": k, "value": v} for k, v in contract.env.items()]
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
                # restartPolicy per replica, where the operator reads it: it overwrites a pod template's with the
                # replica's (default Never for workers; kubeflow/mpi-operator v0.8.0
                # pkg/controller/mpi_job_controller.go: workers :1500, the launcher :1609-1617 with a warning event;
                # setRestartPolicy :1693-1699).
                "Launcher": {"replicas": 1, "restartPolicy": contract.restart_policy,
                             "template": {"spec": _launcher_spec(contract, itype, image, env_list, _mpirun(jobs, collective))}},
                "Worker": {"replicas": nodes, "restartPolicy": contract.restart_policy,
                           "template": {"spec": _worker_spec(contract, itype, image, env_list)}},
            },
        },
    }


def _mpirun(jobs: _Jobs, collective: str) -> list[str]:
    """The launcher's command: mpirun over every GPU, each rank with the launcher's environment and the
    node's own InfiniBand ports and topology file, running the benchmark of ``collective``."""
    contract, gpus = jobs.contract, jobs.itype.gpus
    mpirun = [contract.mpirun, "--allow-run-as-root", "--tag-output", "-np", str(jobs.nodes * gpus), "-npernode", str(gpus),
              "--bind-to", "none", "--map-by", "slot", *contract.mpirun_args, "-x", "PATH", "-x", "LD_LIBRARY_PATH"]
    for k in contract.env:
        mpirun += ["-x", k]  # the value comes from the launcher's env, the same list as the workers'
    # Each rank takes NCCL_IB_HCA from the InfiniBand ports its pod sees and NCCL_TOPO_FILE from the first
    # of the type's topology files that exists there, unless the job's environment already sets them.
    mpirun += ["bash", "-c", jobs.rank_env, "rank"]
    return mpirun + [contract.benchmark(collective), "-b", "1G", "-e", "8G", "-f", "2", "-g", "1", "-c", "1", "-n", "20"]


def _placement(itype: InstanceType) -> dict:
    """Only the pool's GPU nodes: the label our K3s agents (scripts/k3s/agent-args.sh) and the CMK node pool
    (requested_node_labels) set. The K3s servers are untainted CPU VMs without the topology directory."""
    return {"nodeSelector": {INSTANCE_TYPE_LABEL: itype.name},
            "tolerations": [{"key": GPU_RESOURCE, "operator": "Exists", "effect": "NoSchedule"}]}


def _worker_spec(contract: JobContract, itype: InstanceType, image: str, env_list: list[dict]) -> dict:
    """A worker pod: the contract's GPUs and InfiniBand resources, shared memory, the host's topology
    directory, and (multi-node NVLink types) the ComputeDomain's IMEX channel, as Crusoe's nccl-gb200.yaml
    claims it."""
    topo_volumes, topo_mounts = _topology(contract)
    resources = contract.resources
    claims = {"claims": [{"name": CHANNEL_CLAIM}]} if needs_compute_domain(itype) else {}
    return {
        "runtimeClassName": contract.runtime_class,
        **_placement(itype),
        **({"resourceClaims": [{"name": CHANNEL_CLAIM, "resourceClaimTemplateName": f"{COMPUTE_DOMAIN}-channel"}]}
           if claims else {}),
        "containers": [{
            "name": "worker", "image": image, "env": env_list,
            "securityContext": {"capabilities": {"add": ["IPC_LOCK"]}},
            "resources": {"limits": dict(resources), "requests": dict(resources), **claims},
            "volumeMounts": [{"name": "dshm", "mountPath": "/dev/shm"}] + topo_mounts,
        }],
        "volumes": [{"name": "dshm", "emptyDir": {"medium": "Memory"}}] + topo_volumes,
    }


def _launcher_spec(contract: JobContract, itype: InstanceType, image: str, env_list: list[dict],
                   mpirun: list[str]) -> dict:
    """The launcher pod: waits for the workers, then runs ``mpirun`` with the same environment."""
    topo_volumes, topo_mounts = _topology(contract)
    return {
        **_placement(itype),
        "initContainers": [{"name": "wait", "image": image,
                            "command": ["sh", "-c", f"sleep {contract.launcher_init_wait_seconds}"]}],
        "containers": [{
            "name": "launcher", "image": image, "command": mpirun, "env": env_list,
            "resources": {"requests": {"cpu": "2", "memory": "8Gi"}},
            **({"volumeMounts": topo_mounts} if topo_mounts else {}),
        }],
        **({"volumes": topo_volumes} if topo_volumes else {}),
    }


def _topology(contract: JobContract) -> tuple[list, list]:
    """The host's topology directory as a read-only hostPath volume, where the contract has one."""
    if not contract.topo_mount:
        return [], []
    # DirectoryOrCreate: a node without it (another image) starts the pod with an empty directory, and each rank
    # then takes the next of the type's topology files that exists (crusoe_ib.platform.nccl), instead of never starting.
    return ([{"name": "nccl-topo", "hostPath": {"path": contract.topo_host_dir, "type": "DirectoryOrCreate"}}],
            [{"name": "nccl-topo", "mountPath": contract.topo_mount, "readOnly": True}])


WAIT_PROGRAM = "wait-allocatable.py"
#: The collectives each pool gets a job for: all-reduce, and all-to-all (Mixture-of-Experts traffic).
JOB_COLLECTIVES = ("all_reduce", "alltoall")


def addons_output(itype: InstanceType, nodes: int, output_name: str, *, mode: str, env: Mapping[str, str] | None = None,
                  stack: str | None = None) -> dict[str, dict[str, str]]:
    """The ``<id>_addons`` output of ``mode``: ``files`` (:func:`addon_documents`) and ``install``
    (:func:`install_commands`), both from one working-out of the type's job facts."""
    _check_mode(mode)
    jobs = _jobs(itype, nodes, env)
    return {"files": _documents(jobs, mode), "install": _commands(jobs, mode, output_name, stack)}


def addon_documents(itype: InstanceType, nodes: int, *, mode: str,
                    env: Mapping[str, str] | None = None) -> dict[str, str]:
    """File name -> text, as exposed in the ``<id>_addons`` output of ``mode`` (one of
    :data:`KUBERNETES_MODES`). Under ``managed_kubernetes`` the operator
    values and the NicClusterPolicy are left out (Crusoe Managed Kubernetes installs the operators as
    cluster add-ons). ``env``: the user's job variables, over ours. GB200 adds the DRA driver's values
    and the ComputeDomain; every mode adds the program that waits for the nodes' allocatable resources."""
    _check_mode(mode)
    return _documents(_jobs(itype, nodes, env), mode)


def _documents(jobs: _Jobs, mode: str) -> dict[str, str]:
    """:func:`addon_documents` from the type's job facts."""
    itype = jobs.itype
    docs = {}
    if mode == "k3s":
        docs["gpu-operator-values.yaml"] = to_yaml(gpu_operator_values())
        docs["network-operator-values.yaml"] = to_yaml(network_operator_values())
        docs["nic-cluster-policy.yaml"] = to_yaml(nic_cluster_policy())
    if needs_compute_domain(itype):
        docs["dra-driver-values.yaml"] = to_yaml(dra_driver_values())
        docs["compute-domain.yaml"] = to_yaml(compute_domain(COMPUTE_DOMAIN))
    if jobs.missing_image is None:  # otherwise install_commands says why there is none (CIB200)
        docs[WAIT_PROGRAM] = _scripts.text(_scripts.render("k8s/wait-allocatable.py")) + "\n"
        docs |= {f"{job_prefix(c)}-{itype.name}.yaml": to_yaml(_mpijob(jobs, c)) for c in JOB_COLLECTIVES}
    return docs


def _check_mode(mode: str) -> None:
    """Refuse a mode these add-ons are not for: any other name would be taken for Managed Kubernetes."""
    if mode not in KUBERNETES_MODES:
        raise ValueError(f"mode must be one of {', '.join(KUBERNETES_MODES)}, not {mode!r}")


def wait_command(itype: InstanceType, nodes: int) -> str:
    """Wait until ``nodes`` GPU nodes of the type advertise what one worker requests (its GPUs and IB devices);
    otherwise stop with the reason (scripts/k8s/wait-allocatable.py), so a job is never submitted to sit Pending."""
    return _wait_command(itype, nodes, job_contract("kubernetes", itype))


def _wait_command(itype: InstanceType, nodes: int, contract: JobContract) -> str:
    needs = " ".join(f"--need {k}={v}" for k, v in contract.resources.items())
    return (f"python3 addons/{WAIT_PROGRAM} --selector {INSTANCE_TYPE_LABEL}={itype.name} --nodes {nodes} {needs} "
            f"--timeout {ALLOCATABLE_TIMEOUT_S}")


def install_commands(itype: InstanceType, nodes: int, output_name: str, *, mode: str,
                     stack: str | None = None) -> dict[str, str]:
    """Shell commands, run from the project root, that install ``mode``'s add-ons (one of
    :data:`KUBERNETES_MODES`) from the ``output_name`` output of ``stack`` (jq, helm, kubectl), each at its
    pinned version, then wait for the nodes' resources, run nccl-tests and judge its log with the
    verification CLI."""
    _check_mode(mode)
    return _commands(_jobs(itype, nodes), mode, output_name, stack)


def _commands(jobs: _Jobs, mode: str, output_name: str, stack: str | None) -> dict[str, str]:
    """:func:`install_commands` from the type's job facts."""
    itype, nodes = jobs.itype, jobs.nodes
    get = f"{terraform_output(stack, output_name)} | jq -r"
    commands = {
        "write_files": (f"mkdir -p addons && for f in $({get} '.files | keys[]'); do "
                        f"{get} --arg f \"$f\" '.files[$f]' > \"addons/$f\"; done"),
        "helm_repo": f"helm repo add nvidia {NVIDIA_HELM_REPO} && helm repo update",
    }
    if mode == "k3s":
        ns = NETWORK_OPERATOR_NAMESPACE
        commands |= {
            # The toolkit configures K3s's containerd (gpu-operator-values.yaml); each GPU node's boot step restarts
            # its K3s agent once the toolkit's runtime is there, so K3s adds the nvidia runtime itself
            # (scripts/k3s/nvidia-runtime.sh). --wait covers the operands, which run under that runtime.
            "gpu_operator": (f"helm install --wait --timeout 20m gpu-operator {GPU_OPERATOR_CHART} "
                             f"--version {pin('gpu-operator').version} "
                             "-n gpu-operator --create-namespace -f addons/gpu-operator-values.yaml"),
            "network_operator": (f"helm install --wait network-operator {NETWORK_OPERATOR_CHART} "
                                 f"--version {pin('network-operator').version} -n {ns} --create-namespace "
                                 "-f addons/network-operator-values.yaml && kubectl apply -f addons/nic-cluster-policy.yaml "
                                 "&& kubectl wait --for=jsonpath='{.status.state}'=ready --timeout=10m "
                                 "nicclusterpolicy/nic-cluster-policy"),
        }
    else:
        del commands["helm_repo"]
    if needs_compute_domain(itype):
        commands["helm_repo"] = f"helm repo add nvidia {NVIDIA_HELM_REPO} && helm repo update"
        commands["dra_driver"] = (f"helm install --wait nvidia-dra-driver-gpu {DRA_DRIVER_CHART} "
                                  f"--version {pin('dra-driver-gpu').version} -n {DRA_DRIVER_NAMESPACE} "
                                  "--create-namespace -f addons/dra-driver-values.yaml")
    commands["mpi_operator"] = f"kubectl apply --server-side -f {MPI_OPERATOR_MANIFEST}"
    if jobs.missing_image is not None:
        refusal = f"echo {_shell.quote('crusoe-ib: ' + str(jobs.missing_image))} >&2; false"
        return commands | {"nccl_tests": refusal, "nccl_alltoall": refusal}
    wait = _wait_command(itype, nodes, jobs.contract)
    domain = "kubectl apply -f addons/compute-domain.yaml && " if needs_compute_domain(itype) else ""
    return commands | {"wait_allocatable": wait} | {
        job_prefix(c).replace("-", "_"): _run_command(jobs, c, f"{wait} && {domain}") for c in JOB_COLLECTIVES}


def _run_command(jobs: _Jobs, collective: str, before: str) -> str:
    """Submit ``collective``'s MPIJob (after ``before``: the wait, and the ComputeDomain), wait for it, keep its
    launcher log and judge it with ``crusoe-ib-verify diagnose``."""
    itype, prefix, job = jobs.itype, job_prefix(collective), _job_name(jobs, collective)
    return (f"{before}kubectl apply -f addons/{prefix}-{itype.name}.yaml && "
            f"kubectl wait --for=condition=Succeeded --timeout=30m mpijob/{job}; "
            f"kubectl logs -l training.kubeflow.org/job-name={job},training.kubeflow.org/job-role=launcher "
            f"--tail=-1 > {prefix}.log; "
            f"python3 -m crusoe_ib.verify diagnose {prefix}.log --instance-type {itype.name} --nodes {jobs.nodes}"
            + ("" if collective == "all_reduce" else f" --collective {collective}"))


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
