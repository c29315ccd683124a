"""The typed description of one environment, and the checks that span the whole app.

An environment holds the settings object of each construct it composes (the same classes the
constructs take), so every field is defined and validated once: ``EnvironmentConfig.issues``
collects the problems of every settings object, and :func:`app_issues` adds what only the set of
environments can show (names and state locations used twice).
"""

from __future__ import annotations

import ipaddress

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from . import modes as _builtin_modes  # noqa: F401  (registers the built-in modes)
from ..core._settings import Context, FileReads, Settings, class_named, has_control, settings_rule
from ..platform.catalog import CATALOG
from ..core.errors import Issue, issue
from ..platform.platform_contract import SUBNET_RESERVED_ADDRESSES, smallest_subnet_prefix, subnet_capacity
from ..settings.backend import PROFILE, LocalState, S3State
from ..settings.capacity import CapacitySettings
from ..settings.network import NetworkSettings, documentation_issues, refuses_examples
from ..settings.node_pool import NodePoolSettings, example_key_issue
from ..settings.partition import PartitionSettings
from ..settings.verification import VerificationSettings
from ..settings.torchrun import TorchrunSettings
from . import mode as _mode
from .mode import mode_for

_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,40}[a-z0-9])?")
#: pool_class's type, GpuNodePool, named without importing the CDK (a given class has loaded it).
_GpuNodePool = class_named("crusoe_ib.gpu_node_pool", "GpuNodePool")



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
        team's conventions (see the README's ``TeamNodePool``). None (the default): GpuNodePool,
        imported when the stack is built, so an environment loads and validates without the CDK.
    crusoe_profile: the Crusoe CLI profile the provider uses (credentials never live here).
    """

    name: str
    state: LocalState | S3State
    capacity: CapacitySettings
    network: NetworkSettings
    partition: PartitionSettings
    pool: NodePoolSettings
    verification: VerificationSettings = field(default_factory=VerificationSettings)
    # The union of the registered modes' settings types, evaluated when the annotations are read
    # (crusoe_ib.app.mode.register clears that cache): a registered mode is accepted here.
    orchestration: _mode.orchestration_type() = field(default_factory=TorchrunSettings)  # noqa: F821
    production: bool = False
    crusoe_profile: str | None = None
    pool_class: type[_GpuNodePool] | None = None

    def issues(self, where: str | None = None, context: Context | None = None, known=None,
               files: FileReads | None = None) -> list[Issue]:
        """Every problem of this environment, each named ``<name>.<field>...``; every settings
        object is validated once (the capacity first: the others' context comes from it).
        ``files``: where key files are read (one read per file for a whole app)."""
        where = where or _label(self.name)
        if context is None and known is None and isinstance(self.capacity, CapacitySettings):
            capacity = self.capacity.issues(f"{where}.capacity", Context(production=self.production is True))
            context, known = self.context(files=files, capacity_issues=capacity), {"capacity": capacity}
        return super().issues(where, context or self.context(files=files), known)

    def extra_rules(self) -> tuple:
        """The rules of this environment's orchestration mode (crusoe_ib.app.modes)."""
        mode = mode_for(self.orchestration)
        return mode.rules if mode is not None else ()

    def name_is_valid(self) -> bool:
        """The name follows its own rule (CIB011): rules that build names from it check this first."""
        return isinstance(self.name, str) and _NAME.fullmatch(self.name) is not None

    def context(self, files: FileReads | None = None, capacity_issues: list[Issue] | None = None) -> Context:
        """The facts nested settings are validated against (only values that are themselves valid);
        ``capacity_issues``: the capacity's own, when already known."""
        capacity = self.capacity
        if capacity_issues is None and isinstance(capacity, CapacitySettings):
            capacity_issues = capacity.issues("capacity", Context(production=self.production is True))
        valid = isinstance(capacity, CapacitySettings) and not capacity_issues
        return Context(production=self.production is True,
                       instance_type=capacity.instance_type if valid else None,
                       node_count=capacity.node_count if valid else None, files=files or FileReads())

    @settings_rule("name")
    def _name(self, where: str, context: Context) -> list[Issue]:
        return [] if _NAME.fullmatch(self.name) else [issue("CIB011", f"{where}.name", self.name)]

    @settings_rule("network", "pool", "orchestration", "state")
    def _example_values(self, where: str, context: Context) -> list[Issue]:
        """Production refuses the repository's example SSH key and documentation ranges (CIB261, CIB263)."""
        if not refuses_examples(context.production, self.state):
            return []  # the constructs warn (CIB260, CIB262)
        found = documentation_issues(f"{where}.network.ssh_source_cidrs", self.network.ssh_source_cidrs,
                                     port="SSH (22)", refuse=True)
        # A mode whose settings hold source ranges of their own (K3s's API) names them the same way.
        mode = mode_for(self.orchestration)
        if mode is not None:
            found += mode.documentation_issues(self.orchestration, f"{where}.orchestration", refuse=True)
        if "pool" in context.flawed:
            return found
        key = example_key_issue(f"{where}.pool", self.pool, self.pool.public_key(context.files), refuse=True)
        return found if key is None else [*found, key]

    @settings_rule("orchestration", "capacity")
    def _amd_orchestration(self, where: str, context: Context) -> list[Issue]:
        """The Kubernetes add-ons and Slurm's GPU setup are NVIDIA-only: an RCCL (AMD) type runs on plain VMs."""
        itype, mode = CATALOG.get(context.instance_type or ""), mode_for(self.orchestration)
        if itype is None or itype.collective_library == "nccl" or mode is None or not mode.nvidia_only:
            return []
        return [issue("CIB135", f"{where}.orchestration", type(self.orchestration).__name__ + "(...)", type=itype.name)]

    @settings_rule("network", "capacity", "orchestration")
    def _subnet_room(self, where: str, context: Context) -> list[Issue]:
        """The subnet holds the pool's nodes, the mode's CPU VMs and Crusoe's 6 reserved addresses."""
        subnet = _network(self.network.subnet_cidr)
        if subnet is None or subnet.version != 4 or context.node_count is None:
            return []
        mode = mode_for(self.orchestration)
        extra = mode.vm_count(self.orchestration) if mode is not None else 0
        vms = context.node_count + extra
        if vms <= subnet_capacity(subnet):
            return []
        detail = f"{context.node_count} GPU node(s)" + (f" and {extra} CPU VM(s)" if extra else "")
        return [issue("CIB182", f"{where}.network.subnet_cidr", self.network.subnet_cidr, vms=vms, detail=detail,
                      reserved=SUBNET_RESERVED_ADDRESSES, capacity=subnet_capacity(subnet),
                      prefix=smallest_subnet_prefix(vms))]

    @settings_rule("network", "orchestration")
    def _downloads_need_egress(self, where: str, context: Context) -> list[Issue]:
        """allow_internet_egress=False refuses settings whose boot steps download."""
        mode = mode_for(self.orchestration)
        steps = mode.boot_downloads(self.orchestration) if mode is not None else ()
        if self.network.allow_internet_egress is not False or not steps:
            return []
        return [issue("CIB185", f"{where}.network.allow_internet_egress", False, steps="; ".join(steps))]

    @settings_rule("crusoe_profile")
    def _profile(self, where: str, context: Context) -> list[Issue]:
        p = self.crusoe_profile
        return [] if p is None or PROFILE.fullmatch(p) else [issue("CIB019", f"{where}.crusoe_profile", p)]


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
    files = FileReads()
    found: list[Issue] = []
    for index, env in enumerate(environments):
        found += not_an_environment(index, env) or env.issues(files=files)
    return found + cross_environment_issues(environments)


def not_an_environment(index: int, env: object) -> list[Issue]:
    """CIB090 for an entry of the environment list that is not an EnvironmentConfig."""
    if isinstance(env, EnvironmentConfig):
        return []
    return [issue("CIB090", f"environments[{index}]", env, expected="an EnvironmentConfig(...)",
                  actual=type(env).__name__,
                  fix="List only EnvironmentConfig objects in the environments you build (stacks/environments.py here).")]


def cross_environment_issues(environments: Sequence[EnvironmentConfig],
                             valid: Callable[[EnvironmentConfig], bool] | None = None) -> list[Issue]:
    """What only the set of environments shows: names and state locations used twice. ``valid``:
    tells an environment already validated without problems (its state is not checked again)."""
    found: list[Issue] = []
    envs = [e for e in environments if isinstance(e, EnvironmentConfig)]
    names = Counter(e.name for e in envs if isinstance(e.name, str))
    found += [issue("CIB012", f"{_label(name)}.name", name) for name, n in names.items() if n > 1]
    by_location: dict[tuple, list[EnvironmentConfig]] = {}
    for e in envs:
        ok = isinstance(e.state, (LocalState, S3State)) and (
            (valid is not None and valid(e)) or not e.state.issues("state"))
        key = e.state.location_key() if ok else None
        if key is not None:
            by_location.setdefault(key, []).append(e)
    for users in by_location.values():
        if len(users) > 1:
            others = ", ".join(_label(u.name) for u in users)
            found += [issue("CIB013", f"{_label(u.name)}.state", getattr(u.state, "key", None) or u.state.path,
                            others=others) for u in users]
    return found
