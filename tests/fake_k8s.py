"""A fake Kubernetes cluster that knows only what the installed operators expose, and schedules pods.

Nodes are Crusoe GPU VMs described by their PCI network devices (name, vendor, link type, RDMA). Nothing
is allocatable until an operator configuration says so, as on a real cluster:

* the GPU Operator (values): its toolkit writes the ``nvidia`` runtime into the containerd config its
  ``toolkit.env`` CONTAINERD_CONFIG names (default ``/etc/containerd/config.toml``,
  NVIDIA/gpu-operator controllers/object_controls.go:66); a node whose containerd reads another file
  (K3s: ``/var/lib/rancher/k3s/agent/etc/containerd/config.toml``) gets no ``nvidia`` runtime, so its
  device plugin (a pod under that runtime) never starts and it advertises no ``nvidia.com/gpu``. The
  runtime it writes is named ``operator.runtimeClass`` whatever ``toolkit.env`` says.
  Otherwise ``nvidia.com/gpu`` per GPU when its device plugin is on, the ``nvidia``
  RuntimeClass (``operator.runtimeClass``, default ``nvidia``), and its node-feature-discovery labels
  (``feature.node.kubernetes.io/pci-15b3.present`` for vendor 15b3 devices of the classes it lists);
* a NicClusterPolicy (K3s): its SR-IOV device plugin runs only on nodes with that label and advertises,
  per entry of its ``resourceList``, the devices its selectors (vendors, drivers, isRdma, linkTypes)
  match, never one that holds the default route (sriov-network-device-plugin
  pkg/netdevice/netDeviceProvider.go:70); a VF's link type is its netdev's, and a VF without a netdev
  (no IPoIB) has none (pkg/devices/gen_net.go:85-97: no PF is visible in a VM);
* Crusoe Managed Kubernetes' ``nvidia_network_operator`` add-on: ``nvidia.com/hostdev`` per IB device
  (what Crusoe's performance-tuning/nvidia/cmk-nccltests manifests request).

``schedule`` places an MPIJob's workers (``place_launcher`` its launcher) the way kube-scheduler would
judge them here: node selector, taints against tolerations, the RuntimeClass existing (and the node's
containerd having its handler), every requested resource allocatable in the amount asked for, and
every ``hostPath`` of type ``Directory`` existing on the node (else the pod never starts). Pods that
fit nowhere stay Pending with the reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from crusoe_ib.platform.catalog import InstanceType

MLNX = "15b3"
NFD_LABEL = "feature.node.kubernetes.io/pci-15b3.present"
DEFAULT_CONTAINERD = "/etc/containerd/config.toml"
K3S_CONTAINERD = "/var/lib/rancher/k3s/agent/etc/containerd/config.toml"
TOPO_DIR = "/etc/crusoe/nccl_topo"


@dataclass(frozen=True)
class Device:
    name: str
    vendor: str
    link_type: str  # "infiniband" or "ether"
    rdma: bool = True
    driver: str = "mlx5_core"
    netdev: bool = True  # an IB VF has one only with IPoIB
    default_route: bool = False


def link_type(device: Device) -> str:
    """What the device plugin reads: the netdev's encapsulation, else nothing (no PF in a VM)."""
    return device.link_type if device.netdev else ""


def crusoe_devices(itype: InstanceType, *, ipoib: bool = True) -> list[Device]:
    """The VM's Mellanox devices as Crusoe's public sources describe them: the Ethernet VF (mlx5_0 on
    H100/H200, the VM's own interface: it holds the default route) next to the IB rails (the type's
    published layout without mlx5_0, or mlx5_1..N), with IPoIB netdevs or without."""
    current = [layout for layout in itype.hca_layouts if "mlx5_0" not in layout]
    rails = list(current[0] if current else [f"mlx5_{i}" for i in range(1, (itype.ib_rails or 0) + 1)])
    ether = [f"mlx5_{i}" for i in range(0, 16) if f"mlx5_{i}" not in rails][:1]
    return ([Device(n, MLNX, "ether", default_route=True) for n in ether]
            + [Device(n, MLNX, "infiniband", netdev=ipoib) for n in rails])


@dataclass
class Node:
    name: str
    gpus: int
    devices: list[Device]
    labels: dict[str, str] = field(default_factory=dict)
    taints: list[dict] = field(default_factory=list)
    allocatable: dict[str, int] = field(default_factory=dict)
    containerd_config: str = DEFAULT_CONTAINERD
    runtimes: set[str] = field(default_factory=set)
    dirs: set[str] = field(default_factory=set)


@dataclass
class Cluster:
    nodes: list[Node]
    runtime_classes: set[str] = field(default_factory=set)

    def install_gpu_operator(self, values: dict) -> None:
        runtime = values.get("operator", {}).get("runtimeClass", "nvidia")
        self.runtime_classes.add(runtime)
        env = {e["name"]: e["value"] for e in values.get("toolkit", {}).get("env", [])}
        for node in self.nodes:
            if any(d.vendor == MLNX for d in node.devices):
                node.labels[NFD_LABEL] = "true"  # class 0207 (InfiniBand) is in its NFD whitelist
            if not node.gpus:
                continue  # the operands run on GPU nodes only
            if env.get("CONTAINERD_CONFIG", DEFAULT_CONTAINERD) == node.containerd_config:
                # The handler is operator.runtimeClass: the operator overwrites a CONTAINERD_RUNTIME_CLASS given in
                # toolkit.env (NVIDIA/gpu-operator v26.7.0 controllers/object_controls.go:1359-1363, then :1392).
                node.runtimes.add(runtime)
            if runtime not in node.runtimes:
                continue  # its device plugin pod fails: no runtime for "nvidia" is configured
            if values.get("devicePlugin", {}).get("enabled", True):
                # No taint: the operator never writes one (NVIDIA/gpu-operator v26.7.0 has no node taint in
                # controllers/, internal/ or cmd/); a pool's GPU taint, where there is one, is the platform's.
                node.allocatable["nvidia.com/gpu"] = node.gpus

    def apply_nic_cluster_policy(self, policy: dict) -> None:
        assert policy["kind"] == "NicClusterPolicy" and policy["apiVersion"] == "mellanox.com/v1alpha1"
        plugin = policy["spec"].get("sriovDevicePlugin")
        if not plugin:
            return
        config = json.loads(plugin["config"])
        for node in self.nodes:
            if node.labels.get(NFD_LABEL) != "true":
                continue  # the operator's DaemonSets select on the NFD label
            for res in config["resourceList"]:
                node.allocatable[f"{res.get('resourcePrefix', 'intel.com')}/{res['resourceName']}"] = sum(
                    _matches(d, res.get("selectors", {})) for d in node.devices if not d.default_route)

    def enable_managed_network_operator(self) -> None:
        for node in self.nodes:
            if node.gpus:
                node.allocatable["nvidia.com/hostdev"] = sum(d.link_type == "infiniband" for d in node.devices)

    def place_launcher(self, job: dict) -> str:
        """The node the launcher pod lands on (the first that fits), or ``Pending: <why>``."""
        spec = job["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]
        why = []
        for node in self.nodes:
            reason = self._misfit(node, spec, dict(node.allocatable))
            if reason is None:
                return node.name
            why.append(f"{node.name}: {reason}")
        return "Pending: " + "; ".join(why)

    def schedule(self, job: dict) -> dict[str, str]:
        """Worker pod name -> node name, or ``Pending: <why>``; each node takes what it can fit."""
        worker = job["spec"]["mpiReplicaSpecs"]["Worker"]
        spec = worker["template"]["spec"]
        free = {n.name: dict(n.allocatable) for n in self.nodes}
        placed = {}
        for i in range(worker["replicas"]):
            pod = f"{job['metadata']['name']}-worker-{i}"
            why = []
            for node in self.nodes:
                reason = self._misfit(node, spec, free[node.name])
                if reason is None:
                    for c in spec["containers"]:
                        for k, v in c.get("resources", {}).get("requests", {}).items():
                            if k in free[node.name]:
                                free[node.name][k] -= int(v)
                    placed[pod] = node.name
                    break
                why.append(f"{node.name}: {reason}")
            else:
                placed[pod] = "Pending: " + "; ".join(why)
        return placed

    def _misfit(self, node: Node, spec: dict, free: dict[str, int]) -> str | None:
        for k, v in spec.get("nodeSelector", {}).items():
            if node.labels.get(k) != v:
                return f"node selector {k}={v} does not match"
        tolerated = {t["key"] for t in spec.get("tolerations", []) if t.get("operator") == "Exists"}
        for taint in node.taints:
            if taint["key"] not in tolerated:
                return f"untolerated taint {taint['key']}"
        runtime = spec.get("runtimeClassName")
        if runtime and runtime not in self.runtime_classes:
            return f"RuntimeClass {runtime} not found"
        if runtime and runtime not in node.runtimes:
            return f'no runtime for "{runtime}" is configured'
        for volume in spec.get("volumes", []):
            host = volume.get("hostPath")
            if host and host.get("type") == "Directory" and host["path"] not in node.dirs:
                return f"hostPath type check failed: {host['path']} is not a directory"
        for c in spec["containers"]:
            res = c.get("resources", {})
            for k, v in {**res.get("limits", {}), **res.get("requests", {})}.items():
                if k in ("cpu", "memory"):
                    continue
                if free.get(k, 0) < int(v):
                    return f"Insufficient {k} (wants {v}, allocatable {free.get(k, 0)})"
        return None


def _matches(device: Device, selectors: dict) -> bool:
    if "vendors" in selectors and device.vendor not in selectors["vendors"]:
        return False
    if "drivers" in selectors and device.driver not in selectors["drivers"]:
        return False
    if selectors.get("isRdma") and not device.rdma:
        return False
    if "linkTypes" in selectors and link_type(device) not in selectors["linkTypes"]:
        return False
    return True


def crusoe_nodes(itype: InstanceType, count: int, label: str, *, k3s: bool = False, ipoib: bool = True) -> list[Node]:
    """GPU VMs of the type, labelled; ``k3s``: their containerd is K3s's. Crusoe's images carry the topology
    directory when the type has published topology files."""
    dirs = {TOPO_DIR} if any(f.startswith(TOPO_DIR + "/") for f in itype.topo_files) else set()
    return [Node(f"node-{i:03d}", itype.gpus, crusoe_devices(itype, ipoib=ipoib), labels={label: itype.name},
                 containerd_config=K3S_CONTAINERD if k3s else DEFAULT_CONTAINERD, dirs=set(dirs))
            for i in range(count)]


def k3s_servers(count: int = 3) -> list[Node]:
    """K3s's CPU servers: no GPUs, no IB devices, no label of the pool, untainted, no topology directory."""
    return [Node(f"crusoe-k3s-{i}", 0, [], containerd_config=K3S_CONTAINERD) for i in range(count)]
