"""Crusoe Managed Kubernetes: the managed node pool replaces the VMs (no node check at boot)."""

from __future__ import annotations

import dataclasses
import ipaddress
from operator import methodcaller
from typing import TYPE_CHECKING

from ...core._settings import Context, settings_rule
from ...core.errors import Issue, issue
from ..network_flows import MANAGED_KUBERNETES_FLOWS, POOL_FLOWS
from ...settings.managed_kubernetes import ManagedKubernetesSettings, cluster_name_issues, vm_only_issues
from ...settings.verification import VerificationSettings
from ..mode import Composition, Foundation, Mode

if TYPE_CHECKING:
    from ...core.cdk import TerraformStack


def build(stack: TerraformStack, foundation: Foundation) -> Composition:
    from ...managed_kubernetes import ManagedKubernetes, ManagedKubernetesProps  # the CDK: only a synth builds

    config = foundation.config
    kubernetes = ManagedKubernetes(stack, "k8s", ManagedKubernetesProps(
        name=config.name, settings=config.orchestration, pool=config.pool, capacity_guard=foundation.guard,
        partition=foundation.partition, subnet_id=foundation.network.subnet.id,
        depends_on=tuple(foundation.network.firewall_rules),
        production=config.production, resolved=foundation.resolved))
    # The managed node pool is this stack's GPU pool (instance_type, keys), as the summary reports it.
    return Composition(pool=kubernetes, orchestrator=kubernetes)


@settings_rule("name", "orchestration")
def cluster_name(env, where: str, context: Context) -> list[Issue]:
    """Crusoe Managed Kubernetes names its cluster after the environment, in fewer characters."""
    return cluster_name_issues(f"{where}.name", env.name) if env.name_is_valid() else []


@settings_rule("network", "orchestration", "capacity")
def pod_range(env, where: str, context: Context) -> list[Issue]:
    """A CMK pod range (given or sized by the library) must not overlap the VPC."""
    if context.node_count is None or "orchestration" in context.flawed:
        return []  # its own rules name the problem
    pods = env.orchestration.pod_network(context.node_count)
    vpc = _network(env.network.vpc_cidr)
    if pods.cluster_cidr is None or vpc is None or not ipaddress.ip_network(pods.cluster_cidr).overlaps(vpc):
        return []
    at = f"{where}.orchestration.pod_cidr"
    return [issue("CIB190", at, pods.cluster_cidr, pod_cidr=pods.cluster_cidr, vpc_cidr=env.network.vpc_cidr)]


@settings_rule("capacity", "orchestration")
def no_reservation(env, where: str, context: Context) -> list[Issue]:
    """A managed node pool takes no reservation_id."""
    if env.capacity.reservation_id is None:
        return []
    return [issue("CIB188", f"{where}.capacity.reservation_id", env.capacity.reservation_id)]


@settings_rule("orchestration", "pool", "verification", "pool_class")
def vm_only_settings(env, where: str, context: Context) -> list[Issue]:
    """A managed node pool has no startup script, disks, overrides, node check or gate, and is
    not built by pool_class."""
    found = vm_only_issues(f"{where}.pool", env.pool)
    found += [issue("CIB082", f"{where}.verification.{name}", getattr(env.verification, name))
              for name in (f.name for f in dataclasses.fields(VerificationSettings))
              if getattr(env.verification, name) != getattr(VerificationSettings(), name)]
    if env.pool_class is not None:  # a class was given, so the CDK is loaded already
        from ...gpu_node_pool import GpuNodePool
        if env.pool_class is not GpuNodePool:
            found.append(issue("CIB082", f"{where}.pool_class", env.pool_class))
    return found


def _network(cidr: object) -> ipaddress.IPv4Network | ipaddress.IPv6Network | None:
    try:
        return ipaddress.ip_network(cidr, strict=False) if isinstance(cidr, str) else None
    except ValueError:
        return None


MODE = Mode(name="managed_kubernetes", settings=ManagedKubernetesSettings, build=build, attribute="kubernetes",
            rules=(cluster_name, pod_range, no_reservation, vm_only_settings),
            boot_downloads=methodcaller("boot_downloads"),
            # The managed node pool's VMs are the "gpu" role; the mode creates no crusoe_compute_instance.
            flows=(*POOL_FLOWS, *MANAGED_KUBERNETES_FLOWS))
