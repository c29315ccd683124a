"""Crusoe Managed Kubernetes' settings: :class:`ManagedKubernetesSettings`, its add-on lists and the
rules of the cluster's name and of the pool settings a managed pool has no use for, with no CDK import;
:class:`crusoe_ib.managed_kubernetes.ManagedKubernetes` builds the cluster from them, and its module doc says how."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..core._settings import Context, Settings, settings_rule
from ..core.errors import Issue, issue
from ..platform.job_contract import job_env_issues
from ..platform.platform_contract import ACTIVE_TESTING_ADD_ON, CMK_MAX_NODE_MASK, CMK_VERSION, PodNetwork, cmk_pod_network, is_rfc1918
from .network import parse_cidr
from .node_pool import NodePoolSettings

_DIGEST_IMAGE = re.compile(r"[a-z0-9][a-z0-9._/:-]{0,254}@sha256:[0-9a-f]{64}")
REQUIRED_ADD_ONS = ("nvidia_gpu_operator", "nvidia_network_operator")
#: Crusoe's GPU health checks on idle nodes (``dcgmi diag`` and ``nvbandwidth``, node conditions
#: GPUDCGMUnhealthy / GPUNVBandwidthUnhealthy through its crusoe-npd Node Problem Detector; AutoClusters
#: replaces failing nodes); source in :mod:`crusoe_ib.platform.platform_contract`.
ACTIVE_TESTING = ACTIVE_TESTING_ADD_ON
KNOWN_ADD_ONS = (*REQUIRED_ADD_ONS, "cluster_autoscaler", "crusoe_csi", ACTIVE_TESTING)
_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?")


def vm_only_issues(where: str, pool: NodePoolSettings) -> list[Issue]:
    """CIB082 for each VM-only pool setting that differs from its default: a managed node pool has
    no startup script, per-node disks, image overrides or boot-script rollout, and this library
    prints no SSH commands for it (so no public_ip choice or jump host)."""
    plain = NodePoolSettings(ssh_public_key=pool.ssh_public_key, ssh_public_key_file=pool.ssh_public_key_file)
    return [issue("CIB082", f"{where}.{name}", getattr(pool, name))
            for name in ("image", "data_disk_size", "startup_script", "node_overrides", "replace_nodes_on_boot_script_change",
                         "public_ip", "ssh_jump_host")
            if getattr(pool, name) != getattr(plain, name)]


def cluster_name_issues(where: str, name: object) -> list[Issue]:
    """CIB070 unless ``name`` can name a managed cluster (shorter than an environment name may be)."""
    return [] if isinstance(name, str) and _NAME.fullmatch(name) else [issue("CIB070", where, name)]


@dataclass(frozen=True, kw_only=True)
class ManagedKubernetesSettings(Settings):
    """Crusoe Managed Kubernetes: the managed node pool replaces the VMs.

    kubernetes_version: a CMK release such as ``1.32.7-cmk.3`` (no default: releases retire); the
        provider's pattern allows a suffix after ``-cmk.N``.
    add_ons: cluster add-ons; must include the GPU and Network Operators.
    pod_cidr: the cluster's pod range (``cluster_cidr``). None (the default): Crusoe's default (/16,
        /24 per node: 256 nodes) up to 256 nodes, ``172.16.0.0/13`` (2,048 nodes) above; the per-node
        mask (``node_cidr_mask_size``) is /24, /25 when only that fits (Crusoe support, "How To Create
        CMK Cluster With 256 Nodes"). RFC 1918, outside the VPC (CIB189, CIB190). Both attributes
        replace the cluster when they change: growing past 256 nodes does.
    allow_cluster_replacement: production protects the cluster (``prevent_destroy``): a plan that
        would replace it (a changed name, location, subnet, pod range, node mask, ... see
        docs/managed-kubernetes.md, "What replaces the cluster") fails. True lets such a plan through, on purpose.
    job_env: variables for the nccl-tests MPIJobs, over Crusoe's NCCL/UCX settings (the job contract).
    taint_image: the node-taint CronJob's image pinned by digest (``<repository>@sha256:<64 hex>``, e.g. the
        digest your registry mirror serves for python:3.12-slim). None (the default): Docker's
        ``python:3.12-slim`` by its tag, which is rebuilt for every update, so what runs with the
        CronJob's node-patching rights can change under you (a warning, CIB290).
    """

    kubernetes_version: str
    add_ons: tuple[str, ...] = REQUIRED_ADD_ONS
    pod_cidr: str | None = None
    allow_cluster_replacement: bool = False
    job_env: Mapping[str, str] = field(default_factory=dict)
    taint_image: str | None = None

    @settings_rule("taint_image")
    def _taint_image(self, where: str, context: Context) -> list[Issue]:
        ok = self.taint_image is None or (isinstance(self.taint_image, str) and _DIGEST_IMAGE.fullmatch(self.taint_image))
        return [] if ok else [issue("CIB291", f"{where}.taint_image", self.taint_image)]

    @settings_rule("job_env")
    def _job_env(self, where: str, context: Context) -> list[Issue]:
        return job_env_issues(f"{where}.job_env", self.job_env)

    @settings_rule("pod_cidr")
    def _pod_cidr(self, where: str, context: Context) -> list[Issue]:
        if self.pod_cidr is None:
            return []
        at = f"{where}.pod_cidr"
        net, found = parse_cidr(at, self.pod_cidr)
        if net is None or found:
            return found
        if net.version == 6:
            return [issue("CIB180", at, self.pod_cidr)]
        if not is_rfc1918(net):
            return [issue("CIB181", at, self.pod_cidr)]
        n = context.node_count
        if n is not None and cmk_pod_network(n, self.pod_cidr) is None:
            prefix = CMK_MAX_NODE_MASK - max(0, (n - 1).bit_length())
            fits = 2 ** max(0, CMK_MAX_NODE_MASK - net.prefixlen)
            return [issue("CIB189", at, self.pod_cidr, pod_cidr=self.pod_cidr, fits=fits, mask=CMK_MAX_NODE_MASK,
                          nodes=n, prefix=prefix)]
        return []

    def boot_downloads(self) -> tuple[str, ...]:
        """What the managed nodes pull when they join: the add-ons' container images."""
        return ("the add-ons' container images (NVIDIA GPU and Network Operators) on every managed node",)

    def pod_network(self, node_count: int) -> PodNetwork:
        """The cluster's pod range and node mask for ``node_count`` nodes (call after validation)."""
        return cmk_pod_network(node_count, self.pod_cidr)

    @settings_rule("kubernetes_version")
    def _version(self, where: str, context: Context) -> list[Issue]:
        v = self.kubernetes_version
        return [] if CMK_VERSION.fullmatch(v) else [issue("CIB071", f"{where}.kubernetes_version", v)]

    @settings_rule("add_ons")
    def _add_ons(self, where: str, context: Context) -> list[Issue]:
        where, add_ons = f"{where}.add_ons", tuple(self.add_ons)
        found = []
        missing = [a for a in REQUIRED_ADD_ONS if a not in add_ons]
        if missing:
            found.append(issue("CIB072", where, add_ons, missing=", ".join(missing), required=", ".join(REQUIRED_ADD_ONS)))
        found += [issue("CIB073", where, a, known=", ".join(KNOWN_ADD_ONS)) for a in add_ons if a not in KNOWN_ADD_ONS]
        if len(set(add_ons)) != len(add_ons):
            found.append(issue("CIB074", where, add_ons))
        return found
