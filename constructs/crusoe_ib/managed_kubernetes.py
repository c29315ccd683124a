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

from dataclasses import dataclass

from .core.cdk import Construct, crusoe, TerraformOutput, TerraformResourceLifecycle, warn

from . import node_health
from .core import _hcl
from .core._settings import Context, FileReads
from .settings.resolved_environment import Check, ResolvableProps, ResolvedEnvironment
from .core.errors import Issue, issue, warning
from .gpu_node_pool import NodePoolSettings, example_key_issue
from .ib_capacity_guard import IbCapacityGuard
from .ib_partition import IbPartition
from .k8s_addons import INSTANCE_TYPE_LABEL, addons_output
from .core.stack_paths import stack_name
from .platform.platform_contract import CMK_KNOWN_VERSIONS, CMK_REPLACING_FIELDS
from .settings.managed_kubernetes import (  # noqa: F401  (re-exported: their old home)
    ACTIVE_TESTING, KNOWN_ADD_ONS, REQUIRED_ADD_ONS, ManagedKubernetesSettings, cluster_name_issues, vm_only_issues,
)

#: Cluster arguments the construct ignores after creation (CMK installs add-ons only then, CIB285): a change
#: to them replaces nothing, so CIB284 does not list them among the fields that replace the cluster.
CMK_IGNORED_FIELDS = ("add_ons",)

# Crusoe provider bindings of the selected CDK (crusoe_ib.core.cdk).
KubernetesCluster = crusoe.kubernetes_cluster.KubernetesCluster
KubernetesNodePool = crusoe.kubernetes_node_pool.KubernetesNodePool


@dataclass(frozen=True, kw_only=True)
class ManagedKubernetesProps(ResolvableProps):
    """name: cluster name; the GPU pool is ``<name>-gpu``.
    settings: version and add-ons.
    pool: the GPU pool's settings; a managed pool uses only the SSH key.
    capacity_guard: instance type, node count, location; checks IB capacity for the pool.
    partition: the IB partition every pool node joins.
    subnet_id: the VPC subnet of the cluster and the pool.
    depends_on: what the cluster must not be created before: the network's firewall rules (Crusoe's
        own CMK example makes the cluster depend on its egress rule).
    production: protect the cluster from replacement unless ``allow_cluster_replacement``.
    resolved: the environment as ``crusoe_ib.app.resolve_environment`` validated it once (the stack passes it);
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

    def context(self) -> Context:
        """The cluster's settings are checked against the pool's size (the pod network must hold it)."""
        return Context(node_count=len(self.capacity_guard.keys), files=FileReads())

    def checks(self, where: str, context: Context) -> list[Check]:
        return [((self.settings, self.pool), lambda: self._settings_issues(where, context)),
                ((), lambda: self._guard_issues(where))]

    def values(self, context: Context) -> dict:
        guard = self.capacity_guard
        return dict(instance_type=guard.instance_type, keys=tuple(guard.keys), public_key=self.pool.public_key(context.files))

    def _settings_issues(self, where: str, context: Context) -> list[Issue]:
        """The cluster's name and settings, and the pool's settings as far as a managed pool uses them."""
        return (cluster_name_issues(f"{where}.name", self.name) + self.settings.issues(where, context)
                + self.pool.issues(where, Context(files=context.files)) + vm_only_issues(f"{where}.pool", self.pool))

    def _guard_issues(self, where: str) -> list[Issue]:
        """One guard checks exactly one pool."""
        guard = self.capacity_guard
        return [issue("CIB083", f"{where}.capacity_guard", guard.node.path)] if guard.has_pool else []


class ManagedKubernetes(Construct):
    """Exposes ``cluster`` and ``node_pool`` (escape hatches), ``instance_type`` and ``keys``."""

    def __init__(self, scope: Construct, id: str, props: ManagedKubernetesProps) -> None:
        super().__init__(scope, id)
        resolved = props.resolve(self.node.path)
        self.props = props
        #: The pool's SSH public key line (read once, by the resolution).
        self.public_key = resolved.public_key
        self.instance_type = resolved.instance_type
        self.keys = list(resolved.keys)
        self.settings = props.settings
        pods = self.settings.pod_network(len(self.keys))
        self.cluster = self._cluster(pods)
        self.node_pool = self._node_pool()
        self._record_nodes()
        self._warn(pods)
        self._outputs()

    def _cluster(self, pods) -> KubernetesCluster:
        """The CMK cluster, its add-ons ignored after creation, protected in production."""
        props, settings = self.props, self.settings
        protect = props.production and not settings.allow_cluster_replacement
        return _hcl.named(KubernetesCluster(
            self, "cluster", name=props.name, location=props.capacity_guard.location, version=settings.kubernetes_version,
            subnet_id=props.subnet_id, add_ons=list(settings.add_ons),
            cluster_cidr=pods.cluster_cidr, node_cidr_mask_size=pods.node_cidr_mask_size,
            depends_on=list(props.depends_on) or None,
            lifecycle=TerraformResourceLifecycle(ignore_changes=list(CMK_IGNORED_FIELDS), prevent_destroy=protect or None)),
            self, "cluster")

    def _node_pool(self) -> KubernetesNodePool:
        """The GPU pool on the partition, after the capacity check, labelled with its instance type."""
        props, itype = self.props, self.instance_type.name
        return _hcl.named(KubernetesNodePool(
            self, "pool", name=f"{props.name}-gpu", cluster_id=self.cluster.id, type=itype,
            instance_count=len(self.keys), ib_partition_id=props.partition.id, subnet_id=props.subnet_id,
            ssh_key=self.public_key, version=self.settings.kubernetes_version,
            requested_node_labels={INSTANCE_TYPE_LABEL: itype},
            nvlink_domain_id=props.pool.nvlink_domain_id,
            depends_on=[props.capacity_guard.check],
            lifecycle=TerraformResourceLifecycle(ignore_changes=["version"])), self, "pool")

    def _record_nodes(self) -> None:
        """The guard's ledger names the VMs that exist, never instance_count (see the module docstring).
        range() refuses more than 1,024 elements: the keys are built in blocks of 1,000."""
        count = f"length({_hcl.address(self.node_pool)}.instance_ids)"
        self.props.capacity_guard.record_nodes(_hcl.expr(
            f"flatten([for b in range(ceil({count} / 1000)) : [for i in range(b * 1000, min({count}, (b + 1) * 1000)) : "
            f"format(\"node-%03d\", i)]])"))

    def _warn(self, pods) -> None:
        """Synth-time warnings: what a managed pool does not do by itself, and what applies only at creation."""
        settings, path, nodes = self.settings, self.node.path, len(self.keys)
        if settings.taint_image is None:
            warn(self, warning("CIB290", f"{path}.taint_image", None, image=node_health.TAINT_IMAGE))
        if settings.kubernetes_version not in CMK_KNOWN_VERSIONS:
            warn(self, warning("CIB289", f"{path}.kubernetes_version", settings.kubernetes_version,
                               known=", ".join(CMK_KNOWN_VERSIONS)))
        example = example_key_issue(f"{path}.pool", self.props.pool, self.public_key)
        if example:
            warn(self, example)
        warn(self, warning("CIB283", f"{path}.node_count", nodes))
        if pods.cluster_cidr is not None:
            warn(self, warning("CIB284", f"{path}.node_count", nodes, nodes=nodes, cidr=pods.cluster_cidr,
                               mask=pods.node_cidr_mask_size, room=pods.max_nodes,
                               fields=", ".join(f for f in CMK_REPLACING_FIELDS if f not in CMK_IGNORED_FIELDS)))
        add_ons = tuple(settings.add_ons)
        warn(self, warning("CIB285", f"{path}.add_ons", add_ons, add_ons=", ".join(add_ons)))
        if ACTIVE_TESTING not in settings.add_ons:
            warn(self, warning("CIB286", f"{path}.add_ons", add_ons, add_on=ACTIVE_TESTING))

    def _outputs(self) -> None:
        """``<id>_commands`` (kubeconfig, expected nodes, pool instances) and ``<id>_addons`` (MPI operator,
        nccl-tests MPIJob, and the taint that keeps a node whose GPU health condition is True out of work)."""
        props, settings, itype, nodes = self.props, self.settings, self.instance_type, len(self.keys)
        commands = {
            "kubeconfig": f"crusoe kubernetes clusters get-credentials {props.name}",
            "get_nodes": "kubectl get nodes -L " + INSTANCE_TYPE_LABEL,
            "expected_nodes": f"{nodes} Ready node(s) of {itype.name} labelled {INSTANCE_TYPE_LABEL}={itype.name}",
            "cluster_id": _hcl.expr(f"{_hcl.address(self.cluster)}.id"),
            "node_pool_instance_ids": _hcl.expr(f"{_hcl.address(self.node_pool)}.instance_ids"),
        }
        _hcl.named(TerraformOutput(self, "commands", value=commands,
                                   description="Managed Kubernetes: kubeconfig, expected nodes, pool instances."),
                   self, "commands")
        addons_name = _hcl.logical_id(self, "addons")
        addons = addons_output(itype, nodes, addons_name, mode="managed_kubernetes", env=settings.job_env,
                               stack=stack_name(self))
        output = TerraformOutput(self, "addons", value={
            "files": {**addons["files"],
                      "crusoe-ib-node-taint.yaml": node_health.taint_manifest(settings.taint_image or node_health.TAINT_IMAGE)},
            "install": {**addons["install"], "node_taint": "kubectl apply -f addons/crusoe-ib-node-taint.yaml"},
        }, description="MPI operator and nccl-tests MPIJob (GPU/Network Operators are cluster add-ons); the node taint "
                       "CronJob.")
        output.override_logical_id(addons_name)
