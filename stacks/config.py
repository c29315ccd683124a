"""The typed description of one environment, and the checks that span the whole app.

An environment holds the settings object of each construct it composes (the same classes the
constructs take), so every field is defined and validated once: ``EnvironmentConfig.issues``
collects the problems of every settings object, and :func:`app_issues` adds what only the set of
environments can show (names and state locations used twice).
"""

from __future__ import annotations

import dataclasses
import ipaddress

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from crusoe_ib import (
    CapacitySettings, GpuNodePool, K3sSettings, ManagedKubernetesSettings, NetworkSettings, NodePoolSettings,
    PartitionSettings, SlurmSettings, TorchrunSettings, VerificationSettings,
)
from crusoe_ib.catalog import CATALOG
from crusoe_ib._settings import Context, Settings, has_control, rule
from crusoe_ib.backend import PROFILE, LocalState, S3State
from crusoe_ib.errors import Issue, issue
from crusoe_ib.gpu_node_pool import example_key_issue
from crusoe_ib.k3s_cluster import inherited_api_issues
from crusoe_ib.managed_kubernetes import cluster_name_issues, vm_only_issues
from crusoe_ib.network import documentation_issues, refuses_examples
from crusoe_ib.platform_contract import SUBNET_RESERVED_ADDRESSES, smallest_subnet_prefix, subnet_capacity
from crusoe_ib.slurm_cluster import slurm_node_name_issues

_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,40}[a-z0-9])?")

#: How the verified pool is run: one settings type per mode, each built by stacks/orchestration.py.
Orchestration = TorchrunSettings | K3sSettings | ManagedKubernetesSettings | SlurmSettings


@dataclass(frozen=True, kw_only=True)
class EnvironmentConfig(Settings):
    """One environment = one stack (``cdktn deploy <name>``).

    Facts about your environment have no defaults (type and size, locations, state, who may
    SSH in, the SSH key); safe behaviour does (the guard on, SSH restricted and the partition
    protected in production, boot-script changes reaching new nodes only).

    orchestration: ``TorchrunSettings()`` (default: plain VMs, every node gets a torchrun env file
        at boot), ``K3sSettings()`` (a self-managed K3s control plane; the pool's VMs join as
        agents) or ``ManagedKubernetesSettings(kubernetes_version=...)`` (Crusoe Managed
        Kubernetes; the managed node pool replaces the VMs, so VM-only pool settings are refused) or
        ``SlurmSettings(munge_key=...)`` (a Slurm controller and login node; the pool is its partition).
    pool_class: the construct that builds the GPU pool; a subclass of GpuNodePool carries your
        team's conventions (see the README's ``TeamNodePool``).
    crusoe_profile: the Crusoe CLI profile the provider uses (credentials never live here).
    """

    name: str
    state: LocalState | S3State
    capacity: CapacitySettings
    network: NetworkSettings
    partition: PartitionSettings
    pool: NodePoolSettings
    verification: VerificationSettings = field(default_factory=VerificationSettings)
    orchestration: Orchestration = field(default_factory=TorchrunSettings)
    production: bool = False
    crusoe_profile: str | None = None
    pool_class: type[GpuNodePool] = GpuNodePool

    def issues(self, where: str | None = None, context: Context | None = None) -> list[Issue]:
        """Every problem of this environment, each named ``<name>.<field>...``."""
        return super().issues(where or _label(self.name), context or self.context())

    def context(self) -> Context:
        """The facts nested settings are validated against (only values that are themselves valid)."""
        capacity = self.capacity
        valid = isinstance(capacity, CapacitySettings) and not capacity.issues("capacity")
        return Context(production=self.production is True,
                       instance_type=capacity.instance_type if valid else None,
                       node_count=capacity.node_count if valid else None)

    @rule("name")
    def _name(self, where: str, context: Context) -> list[Issue]:
        return [] if _NAME.fullmatch(self.name) else [issue("CIB011", f"{where}.name", self.name)]

    @rule("name", "orchestration")
    def _managed_name(self, where: str, context: Context) -> list[Issue]:
        """Crusoe Managed Kubernetes names its cluster after the environment, in fewer characters."""
        if not isinstance(self.orchestration, ManagedKubernetesSettings) or not _NAME.fullmatch(self.name):
            return []
        return cluster_name_issues(f"{where}.name", self.name)

    @rule("name", "orchestration", "capacity")
    def _slurm_node_names(self, where: str, context: Context) -> list[Issue]:
        """Under Slurm the pool's node names (``<name>-node-000``) are NodeNames and host names."""
        if not isinstance(self.orchestration, SlurmSettings) or not _NAME.fullmatch(self.name):
            return []
        return slurm_node_name_issues(f"{where}.name", self.name, context.node_count)

    @rule("network", "orchestration")
    def _k3s_api_inherits_ssh(self, where: str, context: Context) -> list[Issue]:
        """K3s's API takes the network's SSH ranges while its api_source_cidrs is None."""
        return inherited_api_issues(f"{where}.orchestration.api_source_cidrs", self.orchestration, self.network,
                                    production=context.production)

    @rule("network", "pool", "orchestration", "state")
    def _example_values(self, where: str, context: Context) -> list[Issue]:
        """Production refuses the repository's example SSH key and documentation ranges (CIB261, CIB263)."""
        if not refuses_examples(context.production, self.state):
            return []  # the constructs warn (CIB260, CIB262)
        found = documentation_issues(f"{where}.network.ssh_source_cidrs", self.network.ssh_source_cidrs,
                                     port="SSH (22)", refuse=True)
        if isinstance(self.orchestration, K3sSettings):
            found += self.orchestration.documentation_issues(f"{where}.orchestration", refuse=True)
        key = None if self.pool.issues("pool") else example_key_issue(f"{where}.pool", self.pool, refuse=True)
        return found if key is None else [*found, key]

    @rule("orchestration", "capacity")
    def _amd_orchestration(self, where: str, context: Context) -> list[Issue]:
        """The Kubernetes add-ons are NVIDIA-only: an RCCL (AMD) type runs on plain VMs."""
        itype = CATALOG.get(context.instance_type or "")
        if itype is None or itype.collective_library == "nccl" or isinstance(self.orchestration, TorchrunSettings):
            return []
        return [issue("CIB135", f"{where}.orchestration", type(self.orchestration).__name__ + "(...)", type=itype.name)]

    @rule("network", "capacity", "orchestration")
    def _subnet_room(self, where: str, context: Context) -> list[Issue]:
        """The subnet holds the pool's nodes, the mode's CPU VMs and Crusoe's 6 reserved addresses."""
        subnet = _network(self.network.subnet_cidr)
        if subnet is None or subnet.version != 4 or context.node_count is None:
            return []
        extra = self.orchestration.vm_count() if hasattr(self.orchestration, "vm_count") else 0
        vms = context.node_count + extra
        if vms <= subnet_capacity(subnet):
            return []
        detail = f"{context.node_count} GPU node(s)" + (f" and {extra} CPU VM(s)" if extra else "")
        return [issue("CIB182", f"{where}.network.subnet_cidr", self.network.subnet_cidr, vms=vms, detail=detail,
                      reserved=SUBNET_RESERVED_ADDRESSES, capacity=subnet_capacity(subnet),
                      prefix=smallest_subnet_prefix(vms))]

    @rule("network", "orchestration")
    def _downloads_need_egress(self, where: str, context: Context) -> list[Issue]:
        """allow_internet_egress=False refuses settings whose boot steps download."""
        steps = self.orchestration.boot_downloads() if hasattr(self.orchestration, "boot_downloads") else ()
        if self.network.allow_internet_egress is not False or not steps:
            return []
        return [issue("CIB185", f"{where}.network.allow_internet_egress", False, steps="; ".join(steps))]

    @rule("network", "orchestration", "capacity")
    def _pod_range(self, where: str, context: Context) -> list[Issue]:
        """A CMK pod range (given or sized by the library) must not overlap the VPC."""
        if not isinstance(self.orchestration, ManagedKubernetesSettings) or context.node_count is None:
            return []
        if self.orchestration.issues("orchestration", context):
            return []  # its own rules name the problem
        pods = self.orchestration.pod_network(context.node_count)
        vpc = _network(self.network.vpc_cidr)
        if pods.cluster_cidr is None or vpc is None or not ipaddress.ip_network(pods.cluster_cidr).overlaps(vpc):
            return []
        at = f"{where}.orchestration.pod_cidr"
        return [issue("CIB190", at, pods.cluster_cidr, pod_cidr=pods.cluster_cidr, vpc_cidr=self.network.vpc_cidr)]

    @rule("capacity", "orchestration")
    def _managed_reservation(self, where: str, context: Context) -> list[Issue]:
        """A managed node pool takes no reservation_id."""
        if not isinstance(self.orchestration, ManagedKubernetesSettings) or self.capacity.reservation_id is None:
            return []
        return [issue("CIB188", f"{where}.capacity.reservation_id", self.capacity.reservation_id)]

    @rule("crusoe_profile")
    def _profile(self, where: str, context: Context) -> list[Issue]:
        p = self.crusoe_profile
        return [] if p is None or PROFILE.fullmatch(p) else [issue("CIB019", f"{where}.crusoe_profile", p)]

    @rule("orchestration", "pool", "verification", "pool_class")
    def _managed_pool(self, where: str, context: Context) -> list[Issue]:
        """A managed node pool has no startup script, disks, overrides, node check or gate, and is
        not built by pool_class."""
        if not isinstance(self.orchestration, ManagedKubernetesSettings):
            return []
        found = vm_only_issues(f"{where}.pool", self.pool)
        found += [issue("CIB082", f"{where}.verification.{name}", getattr(self.verification, name))
                  for name in (f.name for f in dataclasses.fields(VerificationSettings))
                  if getattr(self.verification, name) != getattr(VerificationSettings(), name)]
        if self.pool_class is not GpuNodePool:
            found.append(issue("CIB082", f"{where}.pool_class", self.pool_class))
        return found


def _network(cidr: str) -> ipaddress.IPv4Network | ipaddress.IPv6Network | None:
    """The network a CIDR string names, or None (its own rule reports it)."""
    if not isinstance(cidr, str):
        return None
    try:
        return ipaddress.ip_network(cidr, strict=False)
    except ValueError:
        return None


def _label(name: object) -> str:
    """How messages name an environment: its name (quoted if it holds control characters, so every
    problem stays one line), or ``<environment>`` when it has none."""
    if not isinstance(name, str) or not name.strip():
        return "<environment>"
    return repr(name) if has_control(name) else name


def app_issues(environments: Sequence[EnvironmentConfig]) -> list[Issue]:
    """Every problem of every environment, plus names and state locations used twice."""
    found: list[Issue] = []
    for index, env in enumerate(environments):
        if not isinstance(env, EnvironmentConfig):
            found.append(issue("CIB090", f"environments[{index}]", env, expected="an EnvironmentConfig(...)",
                               actual=type(env).__name__, fix="List EnvironmentConfig objects in stacks/environments.py."))
            continue
        found += env.issues()
    envs = [e for e in environments if isinstance(e, EnvironmentConfig)]
    names = Counter(e.name for e in envs if isinstance(e.name, str))
    found += [issue("CIB012", f"{_label(name)}.name", name) for name, n in names.items() if n > 1]
    by_location: dict[tuple, list[EnvironmentConfig]] = {}
    for e in envs:
        valid = isinstance(e.state, (LocalState, S3State)) and not e.state.issues("state")
        key = e.state.location_key() if valid else None
        if key is not None:
            by_location.setdefault(key, []).append(e)
    for users in by_location.values():
        if len(users) > 1:
            others = ", ".join(_label(u.name) for u in users)
            found += [issue("CIB013", f"{_label(u.name)}.state", getattr(u.state, "key", None) or u.state.path,
                            others=others) for u in users]
    return found
