"""ManagedKubernetes: Crusoe Managed Kubernetes (CMK) with an InfiniBand GPU node pool.

* ``crusoe_kubernetes_cluster`` in the guard's location on the ClusterNetwork's subnet, with the
  ``nvidia_gpu_operator`` and ``nvidia_network_operator`` add-ons (the cluster's ``add_ons``
  attribute) so GPUs and IB HCAs are advertised without Helm.
* ``crusoe_kubernetes_node_pool`` of the guard's ``-ib`` type and node count on the
  IbPartition's partition (``ib_partition_id``), labelled ``crusoe-ib/instance-type``.
* ``lifecycle.ignore_changes`` where the API does not read back what was configured:
  the node pool's ``version`` (optional+computed; the provider stores the pool's image id in
  it after every read, so a configured ``1.32.7-cmk.3`` would show a diff forever) and the
  cluster's ``add_ons`` (optional+computed; the API reports the installed set, which can grow
  by defaults or be reordered, and the provider has no update path for it).
* Synth-time warnings: shrinking a managed pool's ``instance_count`` does **not** delete VMs
  (the provider says so only at apply time; CIB283); remove the surplus VMs by hand. ``add_ons`` apply
  only at cluster creation, so a change is said at every synth (CIB285); without
  ``autocluster_active_testing`` (Crusoe's GPU health checks) nothing checks the managed nodes (CIB286).
* Capacity: the same IbCapacityGuard checks the pool. Its ledger records the VMs the pool holds:
  ``node-000 .. node-(n-1)`` for ``n = length(instance_ids)`` read from the node pool in state,
  never ``instance_count``. Crusoe's provider (crusoecloud/terraform-provider-crusoe v1.1.1, its
  node pool resource) only warns when the pool is out of capacity, on create and on update, and
  stores the count the API reports ("node pool out of capacity" and "node pool count and ids" in
  tools/offline/README.md, "Provenance", with their lines), so the count can name VMs
  that were never created; counted as existing, they would never be asked for again. The
  instance list also covers VMs a shrink left behind (they still consume slices, so scaling
  back up does not ask for them again). A re-plan after apply needs 0 slices; a scale-up asks
  only for the added nodes; after a short apply the next plan asks for exactly the missing ones.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .cdk import Construct, crusoe, TerraformOutput, TerraformResourceLifecycle, warn

from . import _hcl, node_health
from ._settings import Context, Files, Settings, rule, wiring_issues
from .resolve import ResolvedEnvironment, covered
from .errors import Issue, issue, raise_if, warning
from .gpu_node_pool import NodePoolSettings, example_key_issue
from .ib_capacity_guard import IbCapacityGuard
from .ib_partition import IbPartition
from .job_contract import job_env_issues
from .platform_contract import ACTIVE_TESTING_ADD_ON
from .k8s_addons import INSTANCE_TYPE_LABEL, addon_documents, install_commands
from .network import parse_cidr
from .stack_paths import stack_name
from .platform_contract import (
    CMK_KNOWN_VERSIONS, CMK_MAX_NODE_MASK, CMK_REPLACING_FIELDS, CMK_VERSION, PodNetwork, cmk_pod_network, is_rfc1918,
)

_DIGEST_IMAGE = re.compile(r"[a-z0-9][a-z0-9._/:-]{0,254}@sha256:[0-9a-f]{64}")
#: Cluster arguments the construct ignores after creation (CMK installs add-ons only then, CIB285): a change
#: to them replaces nothing, so CIB284 does not list them among the fields that replace the cluster.
CMK_IGNORED_FIELDS = ("add_ons",)

# Crusoe provider bindings of the selected CDK (crusoe_ib.cdk).
KubernetesCluster = crusoe.kubernetes_cluster.KubernetesCluster
KubernetesNodePool = crusoe.kubernetes_node_pool.KubernetesNodePool

REQUIRED_ADD_ONS = ("nvidia_gpu_operator", "nvidia_network_operator")
#: Crusoe's GPU health checks on idle nodes (``dcgmi diag`` and ``nvbandwidth``, node conditions
#: GPUDCGMUnhealthy / GPUNVBandwidthUnhealthy through its crusoe-npd Node Problem Detector; AutoClusters
#: replaces failing nodes); source in :mod:`.platform_contract`.
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

    @rule("taint_image")
    def _taint_image(self, where: str, context: Context) -> list[Issue]:
        ok = self.taint_image is None or (isinstance(self.taint_image, str) and _DIGEST_IMAGE.fullmatch(self.taint_image))
        return [] if ok else [issue("CIB291", f"{where}.taint_image", self.taint_image)]

    @rule("job_env")
    def _job_env(self, where: str, context: Context) -> list[Issue]:
        return job_env_issues(f"{where}.job_env", self.job_env)

    @rule("pod_cidr")
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

    @rule("kubernetes_version")
    def _version(self, where: str, context: Context) -> list[Issue]:
        v = self.kubernetes_version
        return [] if CMK_VERSION.fullmatch(v) else [issue("CIB071", f"{where}.kubernetes_version", v)]

    @rule("add_ons")
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


@dataclass(frozen=True, kw_only=True)
class ManagedKubernetesProps:
    """name: cluster name; the GPU pool is ``<name>-gpu``.
    settings: version and add-ons.
    pool: the GPU pool's settings; a managed pool uses only the SSH key.
    capacity_guard: instance type, node count, location; checks IB capacity for the pool.
    partition: the IB partition every pool node joins.
    subnet_id: the VPC subnet of the cluster and the pool.
    depends_on: what the cluster must not be created before: the network's firewall rules (Crusoe's
        own CMK example makes the cluster depend on its egress rule).
    production: protect the cluster from replacement unless ``allow_cluster_replacement``.
    resolved: the environment as ``crusoe_ib.app.resolve`` validated it once (the stack passes it);
    None when the construct is used on its own: it then validates its own settings.
    """

    name: str
    settings: ManagedKubernetesSettings
    pool: NodePoolSettings
    capacity_guard: IbCapacityGuard
    partition: IbPartition
    subnet_id: str
    depends_on: tuple[object, ...] = ()
    production: bool = False
    resolved: ResolvedEnvironment | None = None

    def issues(self, where: str, files: Files | None = None) -> list[Issue]:
        wiring = wiring_issues(self, where)
        if wiring:
            return wiring
        found = []
        if not covered(self.resolved, self.settings, self.pool):
            files = files or Files()
            context = Context(node_count=len(self.capacity_guard.keys), files=files)
            found = (cluster_name_issues(f"{where}.name", self.name) + self.settings.issues(where, context)
                     + self.pool.issues(where, Context(files=files)))
            found += vm_only_issues(f"{where}.pool", self.pool)
        if self.capacity_guard.has_pool:
            found.append(issue("CIB083", f"{where}.capacity_guard", self.capacity_guard.node.path))
        return found


class ManagedKubernetes(Construct):
    """Exposes ``cluster`` and ``node_pool`` (escape hatches), ``instance_type`` and ``keys``."""

    def __init__(self, scope: Construct, id: str, props: ManagedKubernetesProps) -> None:
        super().__init__(scope, id)
        files = Files()
        raise_if(props.issues(self.node.path, files))
        self.props = props
        #: The pool's SSH public key line (read once: by resolve, or by this validation).
        self.public_key = ssh_key = (props.resolved.public_key if covered(props.resolved, props.pool)
                                     else props.pool.public_key(files))
        guard = props.capacity_guard
        self.instance_type = guard.instance_type
        self.keys = list(guard.keys)
        self.settings = settings = props.settings
        version = settings.kubernetes_version

        pods = settings.pod_network(len(self.keys))
        protect = props.production and not settings.allow_cluster_replacement
        self.cluster = KubernetesCluster(
            self, "cluster", name=props.name, location=guard.location, version=version,
            subnet_id=props.subnet_id, add_ons=list(settings.add_ons),
            cluster_cidr=pods.cluster_cidr, node_cidr_mask_size=pods.node_cidr_mask_size,
            depends_on=list(props.depends_on) or None,
            lifecycle=TerraformResourceLifecycle(ignore_changes=list(CMK_IGNORED_FIELDS), prevent_destroy=protect or None))
        _hcl.named(self.cluster, self, "cluster")

        self.node_pool = KubernetesNodePool(
            self, "pool", name=f"{props.name}-gpu", cluster_id=self.cluster.id, type=self.instance_type.name,
            instance_count=len(self.keys), ib_partition_id=props.partition.id, subnet_id=props.subnet_id,
            ssh_key=ssh_key, version=version,
            requested_node_labels={INSTANCE_TYPE_LABEL: self.instance_type.name},
            nvlink_domain_id=props.pool.nvlink_domain_id,
            depends_on=[guard.check],
            lifecycle=TerraformResourceLifecycle(ignore_changes=["version"]))
        _hcl.named(self.node_pool, self, "pool")
        pool = f"crusoe_kubernetes_node_pool.{_hcl.logical_id(self, 'pool')}"
        # What exists, never instance_count (see the module docstring). range() refuses more than
        # 1,024 elements: build the keys in blocks of 1,000.
        count = f"length({pool}.instance_ids)"
        guard.record_nodes(
            f"${{flatten([for b in range(ceil({count} / 1000)) : [for i in range(b * 1000, min({count}, (b + 1) * 1000)) : "
            f"format(\"node-%03d\", i)]])}}")
        nodes = len(self.keys)
        if settings.taint_image is None:
            warn(self, warning("CIB290", f"{self.node.path}.taint_image", None, image=node_health.TAINT_IMAGE))
        if settings.kubernetes_version not in CMK_KNOWN_VERSIONS:
            warn(self, warning("CIB289", f"{self.node.path}.kubernetes_version", settings.kubernetes_version,
                               known=", ".join(CMK_KNOWN_VERSIONS)))
        example = example_key_issue(f"{self.node.path}.pool", props.pool, ssh_key)
        if example:
            warn(self, example)
        warn(self, warning("CIB283", f"{self.node.path}.node_count", nodes))
        if pods.cluster_cidr is not None:
            warn(self, warning("CIB284", f"{self.node.path}.node_count", nodes, nodes=nodes, cidr=pods.cluster_cidr,
                               mask=pods.node_cidr_mask_size, room=pods.max_nodes, fields=", ".join(f for f in CMK_REPLACING_FIELDS if f not in CMK_IGNORED_FIELDS)))
        add_ons = tuple(settings.add_ons)
        warn(self, warning("CIB285", f"{self.node.path}.add_ons", add_ons, add_ons=", ".join(add_ons)))
        if ACTIVE_TESTING not in settings.add_ons:
            warn(self, warning("CIB286", f"{self.node.path}.add_ons", add_ons, add_on=ACTIVE_TESTING))

        cluster = f"crusoe_kubernetes_cluster.{_hcl.logical_id(self, 'cluster')}"
        commands = {
            "kubeconfig": f"crusoe kubernetes clusters get-credentials {props.name}",
            "get_nodes": "kubectl get nodes -L " + INSTANCE_TYPE_LABEL,
            "expected_nodes": (f"{len(self.keys)} Ready node(s) of {self.instance_type.name} labelled "
                               f"{INSTANCE_TYPE_LABEL}={self.instance_type.name}"),
            "cluster_id": f"${{{cluster}.id}}",
            "node_pool_instance_ids": f"${{{pool}.instance_ids}}",
        }
        out = TerraformOutput(self, "commands", value=commands,
                              description="Managed Kubernetes: kubeconfig, expected nodes, pool instances.")
        _hcl.named(out, self, "commands")
        addons_name = _hcl.logical_id(self, "addons")
        # The taint that keeps a node whose GPU health condition is True (Crusoe's active testing) out of work.
        addons = TerraformOutput(self, "addons", value={
            "files": {**addon_documents(self.instance_type, len(self.keys), mode="cmk", env=settings.job_env),
                      "crusoe-ib-node-taint.yaml": node_health.taint_manifest(settings.taint_image or node_health.TAINT_IMAGE)},
            "install": {**install_commands(self.instance_type, len(self.keys), addons_name, mode="cmk",
                                           stack=stack_name(self)),
                        "node_taint": "kubectl apply -f addons/crusoe-ib-node-taint.yaml"},
        }, description="MPI operator and nccl-tests MPIJob (GPU/Network Operators are cluster add-ons); the node taint "
                       "CronJob.")
        addons.override_logical_id(addons_name)
