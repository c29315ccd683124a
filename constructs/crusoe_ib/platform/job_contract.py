"""The job contract: what a multi-node NCCL job needs where it runs, as Crusoe runs one.

One data structure per (runtime, instance type), written from Crusoe's published manifests and scripts, each
value with its source, so the MPIJob, the VM ``mpirun`` line of ``crusoe-ib-verify nccl`` and torchrun's
env file are rendered from the same facts (and the tests hold each rendering to it). The runtime is where
the job's processes run, not the orchestration mode: the VM pool's own NCCL check runs on the VMs under
every mode, K3s's included.

* Kubernetes (``kubernetes``: the MPIJobs of the ``k3s`` and ``managed_kubernetes`` modes): workers
  request ``nvidia.com/hostdev: <IB rails of the type>`` and the type's GPUs, run under ``runtimeClassName:
  nvidia``, mount the host's ``/etc/crusoe/nccl_topo`` at ``/opt/nccl_topo`` and set ``NCCL_TOPO_FILE`` to the
  type's ``<type>-cloud-hypervisor.xml``; the launcher restarts on failure (``restartPolicy: OnFailure`` after
  an init wait; set on the MPIJob's replicas, which the operator reads) while workers start
  (crusoecloud/solutions-library@8becda6:cmk-nccltests/nccl-<type>.yaml). The K3s
  mode exposes the same resource with the NicClusterPolicy that :mod:`.k8s_addons` renders; CMK's managed
  Network Operator add-on exposes it already (Crusoe's CMK manifests request it).
* Plain VMs (``vm``: torchrun's env file, and every VM pool's ``crusoe-ib-verify nccl``): HPC-X from
  ``/opt/hpcx/hpcx-init.sh`` + ``hpcx_load``, ``/opt/hpcx/ompi/bin/mpirun`` and
  ``/opt/nccl-tests/build/<collective>_perf``, the topology file read straight from the host path
  (crusoecloud/solutions-library samples/others/create-vms-and-run-nccl-test/nccltest.sh).

``NCCL_IB_HCA`` and ``NCCL_TOPO_FILE`` are never fixed here: they come from the node (:mod:`.nccl`: the
InfiniBand ports found in sysfs, and the first of the type's topology files that exists, the pod mount of
the host's directory first), because one type comes in more than one device layout. ``topo_file`` names
the file Crusoe's manifests use, which the node's discovery prefers. Everything else NCCL/UCX/MPI-related
is here. A user's value wins: :func:`job_contract` takes ``env`` overrides and records them as the source.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .catalog import InstanceType
from ..core.errors import Issue, issue
from .nccl import NODE_ENV_KEYS, TOPO_HOST_DIR, topo_file_name
from .pins import pin
from .platform_contract import HPCX_INIT, HPCX_MPIRUN, IB_DEVICE_RESOURCE, NCCL_TESTS_DIR

#: Where a job's processes run: on the VMs (HPC-X mpirun over SSH) or in Kubernetes pods (an MPIJob).
RUNTIMES = ("vm", "kubernetes")
TOPO_POD_DIR = "/opt/nccl_topo"  # where Crusoe's manifests mount TOPO_HOST_DIR in the pods
DEVICE_RESOURCE = IB_DEVICE_RESOURCE
GPU_RESOURCE = "nvidia.com/gpu"
RUNTIME_CLASS = "nvidia"

_CMK = "crusoecloud/solutions-library performance-tuning/nvidia/cmk-nccltests/nccl-{short}.yaml"
_VM = "crusoecloud/solutions-library samples/others/create-vms-and-run-nccl-test/nccltest.sh"
_USER = "your settings (job_env / extra_env / --env)"

#: NCCL/UCX tuning of Crusoe's CMK manifests for the 8-rail NDR/XDR types (nccl-h100/h200/b200.yaml).
#: NCCL_IBEXT_DISABLE=1 turns off the NCCL-RDMA-SHARP net plugin if the image has one, so NCCL uses its own IB
#: transport, and SHARP (CollNet) with it (NVIDIA HPC-X docs, "NCCL-RDMA-SHARP Plugins"). Crusoe's manifests set
#: it; a job that asks for SHARP (job_env NCCL_COLLNET_ENABLE=1) does not get it (see job_contract).
_K8S_TUNING = {
    "NCCL_IB_PCI_RELAXED_ORDERING": "1", "NCCL_IB_SPLIT_DATA_ON_QPS": "0", "NCCL_IB_QPS_PER_CONNECTION": "2",
    "NCCL_IB_MERGE_VFS": "0", "NCCL_IB_SL": "1", "NCCL_NVLS_ENABLE": "1", "NCCL_IBEXT_DISABLE": "1",
    "UCX_TLS": "self,sm,cuda_copy", "UCX_RNDV_SCHEME": "get_zcopy",
}
#: A type whose nccl.mpijob_tuning is "tcp", as Crusoe's GB200 manifest (nccl-gb200.yaml): MPI over TCP, no IB
#: tuning, no topology file.
_TCP_TUNING = {"UCX_TLS": "self,tcp"}
#: Crusoe's VM NCCL test (nccltest.sh).
_VM_TUNING = {"NCCL_IB_MERGE_VFS": "0", "NCCL_SOCKET_NTHREADS": "4", "NCCL_NSOCKS_PERTHREAD": "8"}
#: hcoll off: coll_hcoll_enable 0 in every CMK manifest but GB200's, which writes --mca coll ^hcoll.
_NO_HCOLL = ("-mca", "coll_hcoll_enable", "0")
_ENV_NAME = re.compile(r"[A-Z_][A-Z0-9_]*")
_SAFE_VALUE = re.compile(r"[A-Za-z0-9_.,:/=+@^-]*")


@dataclass(frozen=True, kw_only=True)
class JobContract:
    """What one multi-node job of ``instance_type`` needs in ``runtime``; ``sources`` names where each value
    (field name or env variable) comes from."""

    runtime: str
    instance_type: str
    gpus: int
    device_resource: str | None
    device_count: int | None
    runtime_class: str | None
    topo_host_dir: str | None
    topo_mount: str | None
    topo_file: str | None
    env: Mapping[str, str]
    mpirun_args: tuple[str, ...]
    restart_policy: str | None
    backoff_limit: int | None
    launcher_creation_policy: str | None
    launcher_init_wait_seconds: int | None
    mpirun: str
    hpcx_init: str | None
    nccl_tests_dir: str
    image: str | None
    sources: Mapping[str, str] = field(default_factory=dict)

    def benchmark(self, collective: str = "all_reduce") -> str:
        """The nccl-tests binary's path for ``collective``."""
        return f"{self.nccl_tests_dir}/{collective}_perf"

    @property
    def resources(self) -> dict[str, int]:
        """A worker's resource requests (and limits): the type's GPUs and IB devices."""
        out = {GPU_RESOURCE: self.gpus}
        if self.device_resource and self.device_count:
            out[self.device_resource] = self.device_count
        return out


def _image_pin(itype: InstanceType):
    """The pin (:mod:`.pins`) of Crusoe's nccl-tests image for the type, the one its data file names; None when
    the type has no image of its own (no other type's image stands in for it: CIB200)."""
    for name in ("nccl-tests-cuda12", "nccl-tests-cuda13"):
        if itype.nccl_tests_image and pin(name).ref == itype.nccl_tests_image:
            return pin(name)
    return None


def job_contract(runtime: str, itype: InstanceType, env: Mapping[str, str] | None = None) -> JobContract:
    """The contract of ``runtime`` (one of :data:`RUNTIMES`) for ``itype``; ``env`` (the user's) wins over
    every variable we set."""
    if runtime not in RUNTIMES:
        raise ValueError(f"runtime must be one of {', '.join(RUNTIMES)}, not {runtime!r}")
    image = _image_pin(itype)
    short = itype.name.split("-", 1)[0]
    kubernetes = runtime == "kubernetes"
    src = _CMK.format(short=short) if kubernetes else _VM
    topo_name = topo_file_name(itype.name)
    topo_dir = TOPO_POD_DIR if kubernetes else TOPO_HOST_DIR
    sources: dict[str, str] = {}
    ours: dict[str, str] = {}
    # The type's facts, from its data file (nccl.mpijob_tuning, nccl.vm_ucx_net_devices), never its name.
    if kubernetes:
        tuning = _TCP_TUNING if itype.mpijob_tuning == "tcp" else _K8S_TUNING
    else:
        tuning = dict(_VM_TUNING)
        if itype.vm_ucx_net_devices and len(itype.hca_layouts) == 1:
            # nccltest.sh, "For B200 and B300": UCX_NET_DEVICES lists the IB rails (port 1); the one published
            # layout of these types (MPI's own transport, not NCCL's, whose rails come from the node).
            tuning["UCX_NET_DEVICES"] = ",".join(f"{h}:1" for h in itype.hca_layouts[0])
    for k, v in tuning.items():
        ours[k], sources[k] = v, src
    if "NCCL_IBEXT_DISABLE" in ours:
        sources["NCCL_IBEXT_DISABLE"] = (f"{src}: turns off an NCCL net plugin (NCCL-RDMA-SHARP, and SHARP with it; NVIDIA "
                                         "HPC-X docs, 'NCCL-RDMA-SHARP Plugins'); set it to 0 in job_env to use the image's")
        if (env or {}).get("NCCL_COLLNET_ENABLE") == "1" and "NCCL_IBEXT_DISABLE" not in (env or {}):
            del ours["NCCL_IBEXT_DISABLE"], sources["NCCL_IBEXT_DISABLE"]  # SHARP needs the plugin: the job asked for it
    topo_file = f"{topo_dir}/{topo_name}" if topo_name else None
    for k in NODE_ENV_KEYS:
        sources[k] = ("the node: the InfiniBand ports in sysfs and the first of the type's topology files that exists "
                      "(crusoe_ib.platform.nccl)" + (f"; Crusoe's file, preferred: {topo_file} ({src})" if topo_file and k == "NCCL_TOPO_FILE" else ""))
    for k, v in (env or {}).items():
        ours[k], sources[k] = v, _USER
    sources |= {
        "device_resource": (f"{src} (resources: {DEVICE_RESOURCE}: <IB rails>); the count is the type's ib_rails"
                            if kubernetes else "not applicable: processes on the VM see every device"),
        "runtime_class": src + " (runtimeClassName: nvidia; the GPU Operator creates the RuntimeClass)" if kubernetes else "",
        "topo_mount": f"{src} (hostPath {TOPO_HOST_DIR} mounted at {TOPO_POD_DIR})" if kubernetes else src,
        "restart_policy": f"{src} (launcher restartPolicy: OnFailure after an init wait)" if kubernetes else "",
        "launcher_creation_policy": (f"{pin('mpi-operator').source}: the launcher starts once every worker is Ready"
                                     if kubernetes else ""),
        "backoff_limit": "Kubernetes Job default (6), as Crusoe's manifests leave it" if kubernetes else "",
        "mpirun": src + (" (mpirun from the image's PATH)" if kubernetes else f" ({HPCX_MPIRUN} after hpcx_load)"),
        "nccl_tests_dir": src,
        "image": (image.source if image else itype.nccl_tests_image_source) if kubernetes else "",
    }
    rails = itype.ib_rails if kubernetes else None
    return JobContract(
        runtime=runtime, instance_type=itype.name, gpus=itype.gpus,
        device_resource=DEVICE_RESOURCE if kubernetes and rails else None, device_count=rails,
        runtime_class=RUNTIME_CLASS if kubernetes else None,
        topo_host_dir=TOPO_HOST_DIR if topo_name else None,
        topo_mount=TOPO_POD_DIR if kubernetes and topo_name else None,
        topo_file=ours.get("NCCL_TOPO_FILE", topo_file),
        env=ours, mpirun_args=_NO_HCOLL,
        restart_policy="OnFailure" if kubernetes else None, backoff_limit=6 if kubernetes else None,
        launcher_creation_policy="WaitForWorkersReady" if kubernetes else None,
        launcher_init_wait_seconds=5 if kubernetes else None,
        mpirun="mpirun" if kubernetes else HPCX_MPIRUN, hpcx_init=None if kubernetes else HPCX_INIT,
        nccl_tests_dir=NCCL_TESTS_DIR, image=image.ref if kubernetes and image else None, sources=sources)


def job_env_issues(where: str, env: Mapping[str, str]) -> list[Issue]:
    """CIB220 for a ``job_env`` entry that is not NAME=VALUE in the safe alphabet, or that disables IB."""
    found = []
    for name, value in env.items():
        if not isinstance(name, str) or not _ENV_NAME.fullmatch(name) or name == "NCCL_IB_DISABLE":
            found.append(issue("CIB220", f"{where}[{name!r}]", name))
        elif not isinstance(value, str) or not _SAFE_VALUE.fullmatch(value):
            found.append(issue("CIB220", f"{where}[{name!r}]", value))
    return found
