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
* A synth-time warning: shrinking a managed pool's ``instance_count`` does **not** delete VMs
  (the provider says so only at apply time); remove the surplus VMs by hand.
* Capacity: the same IbCapacityGuard checks the pool. Its ledger records the node keys the pool
  holds: ``node-000 .. node-(n-1)`` for ``n = max(instance_count, length(instance_ids))`` read
  from the node pool in state. The count is what the API accepted (so a pool still
  provisioning its VMs is not re-charged), the instance list covers VMs a shrink left behind
  (they still consume slices, so scaling back up does not ask for them again). A re-plan after
  apply needs 0 slices; a scale-up asks only for the added nodes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from constructs import Construct
from cdktf import Annotations, TerraformOutput, TerraformResourceLifecycle

from imports.crusoe.kubernetes_cluster import KubernetesCluster
from imports.crusoe.kubernetes_node_pool import KubernetesNodePool

from ._naming import logical_id
from .errors import Issue, raise_if
from .gpu_node_pool import read_public_key, ssh_key_issues
from .ib_capacity_guard import IbCapacityGuard
from .ib_partition import IbPartition
from .k8s_addons import INSTANCE_TYPE_LABEL, addon_documents, install_commands

REQUIRED_ADD_ONS = ("nvidia_gpu_operator", "nvidia_network_operator")
KNOWN_ADD_ONS = (*REQUIRED_ADD_ONS, "cluster_autoscaler", "crusoe_csi")
_VERSION = re.compile(r"^[0-9]+\.[0-9]+\.[0-9]+-cmk\.[0-9]+$")
_NAME = re.compile(r"^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$")
SHRINK_WARNING = (
    "Shrinking a Crusoe managed node pool (instance_count) does not delete its VMs: they keep "
    "running, billing and holding IB slices. Delete the surplus VMs yourself (Crusoe console or "
    "CLI) after lowering node_count.")


@dataclass(frozen=True, kw_only=True)
class ManagedKubernetesProps:
    """name: cluster name; the GPU pool is ``<name>-gpu``.
    capacity_guard: instance type, node count, location; checks IB capacity for the pool.
    partition: the IB partition every pool node joins.
    subnet_id: the VPC subnet of the cluster and the pool.
    kubernetes_version: a CMK release such as ``1.32.7-cmk.3`` (no default: releases retire).
    ssh_public_key / ssh_public_key_file: exactly one; public keys only.
    add_ons: cluster add-ons; must include the GPU and Network Operators.
    """

    name: str
    capacity_guard: IbCapacityGuard
    partition: IbPartition
    subnet_id: str
    kubernetes_version: str
    ssh_public_key: str | None = None
    ssh_public_key_file: str | None = None
    add_ons: Sequence[str] = REQUIRED_ADD_ONS

    def issues(self, where: str) -> list[Issue]:
        return cmk_field_issues(where, name=self.name, kubernetes_version=self.kubernetes_version,
                                add_ons=self.add_ons, ssh_public_key=self.ssh_public_key,
                                ssh_public_key_file=self.ssh_public_key_file)


def cmk_field_issues(where: str, *, name: str, kubernetes_version: str, add_ons: Sequence[str],
                     ssh_public_key: str | None, ssh_public_key_file: str | None) -> list[Issue]:
    found: list[Issue] = []
    if not isinstance(name, str) or not _NAME.match(name):
        found.append(Issue("CIB070", f"{where}.name", name,
                           "A managed cluster name is 1-40 lowercase letters, digits or dashes.",
                           "Use a short name such as 'training-cmk'."))
    if not isinstance(kubernetes_version, str) or not _VERSION.match(kubernetes_version):
        found.append(Issue("CIB071", f"{where}.kubernetes_version", kubernetes_version,
                           "A Crusoe Managed Kubernetes version looks like MAJOR.MINOR.PATCH-cmk.N.",
                           "Pick a current release from `crusoe kubernetes versions list`, e.g. '1.32.7-cmk.3'."))
    add_ons = list(add_ons or [])
    missing = [a for a in REQUIRED_ADD_ONS if a not in add_ons]
    if missing:
        found.append(Issue("CIB072", f"{where}.add_ons", add_ons,
                           f"An InfiniBand GPU pool needs the {', '.join(missing)} add-on(s): without them the GPUs or "
                           "the IB HCAs are not advertised and NCCL cannot use GPUDirect RDMA.",
                           f"Keep {', '.join(REQUIRED_ADD_ONS)} in add_ons."))
    for add_on in add_ons:
        if add_on not in KNOWN_ADD_ONS:
            found.append(Issue("CIB073", f"{where}.add_ons", add_on, "Unknown Crusoe Managed Kubernetes add-on.",
                               f"Use one of: {', '.join(KNOWN_ADD_ONS)}, or add it to managed_kubernetes.KNOWN_ADD_ONS."))
    if len(set(add_ons)) != len(add_ons):
        found.append(Issue("CIB074", f"{where}.add_ons", add_ons, "An add-on is listed twice.", "List each add-on once."))
    found += ssh_key_issues(where, ssh_public_key, ssh_public_key_file)
    return found


class ManagedKubernetes(Construct):
    """Exposes ``cluster`` and ``node_pool`` (escape hatches), ``instance_type`` and ``keys``."""

    def __init__(self, scope: Construct, id: str, props: ManagedKubernetesProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        self.props = props
        guard = props.capacity_guard
        self.instance_type = guard.instance_type
        self.keys = list(guard.keys)
        version = props.kubernetes_version

        self.cluster = KubernetesCluster(
            self, "cluster", name=props.name, location=guard.location, version=version,
            subnet_id=props.subnet_id, add_ons=list(props.add_ons),
            lifecycle=TerraformResourceLifecycle(ignore_changes=["add_ons"]))
        self.cluster.override_logical_id(logical_id(self, "cluster"))

        self.node_pool = KubernetesNodePool(
            self, "pool", name=f"{props.name}-gpu", cluster_id=self.cluster.id, type=self.instance_type.name,
            instance_count=len(self.keys), ib_partition_id=props.partition.id, subnet_id=props.subnet_id,
            ssh_key=read_public_key(props), version=version,
            requested_node_labels={INSTANCE_TYPE_LABEL: self.instance_type.name},
            depends_on=[guard.check],
            lifecycle=TerraformResourceLifecycle(ignore_changes=["version"]))
        self.node_pool.override_logical_id(logical_id(self, "pool"))
        pool = f"crusoe_kubernetes_node_pool.{logical_id(self, 'pool')}"
        # range() refuses more than 1,024 elements: build the keys in blocks of 1,000.
        count = f"max({pool}.instance_count, length({pool}.instance_ids))"
        guard.record_nodes(
            f"${{flatten([for b in range(ceil({count} / 1000)) : [for i in range(b * 1000, min({count}, (b + 1) * 1000)) : "
            f"format(\"node-%03d\", i)]])}}")
        Annotations.of(self).add_warning(f"{self.node.path}: {SHRINK_WARNING}")

        cluster = f"crusoe_kubernetes_cluster.{logical_id(self, 'cluster')}"
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
        out.override_logical_id(logical_id(self, "commands"))
        addons_name = logical_id(self, "addons")
        addons = TerraformOutput(self, "addons", value={
            "files": addon_documents(self.instance_type, len(self.keys), helm=False),
            "install": install_commands(self.instance_type, len(self.keys), addons_name, helm=False),
        }, description="MPI operator and nccl-tests MPIJob (GPU/Network Operators are cluster add-ons).")
        addons.override_logical_id(addons_name)
