"""The orchestration-mode protocol and its registry: what runs on the verified IB pool.

A mode is one module under ``crusoe_ib/app/modes/`` holding one :class:`Mode`, which declares
everything the app asks of a mode: its settings type (what ``EnvironmentConfig.orchestration``
takes), the environment-level rules that only apply under it, ``build(stack, foundation) ->
Composition``, the CPU VMs it adds to the subnet, what its boot steps download, the source ranges
its settings hold, the network flows it needs and the VM resources it creates.
``EnvironmentConfig.orchestration``'s type, its checks, the stack's attributes, the builder
lookup, the reachability test and docs/network-flows.md all derive from :data:`MODES`, so adding
a mode is one module, its ``register(...)`` line and its tests (see docs "Add an orchestration
mode").

Builders only compose (every resource belongs to a construct) and return what they built instead
of setting attributes on the stack.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..core._settings import Context, Settings, invalidate_hints
from ..core.errors import Issue

if TYPE_CHECKING:
    from ..core.cdk import Construct, TerraformStack
    from ..ib_capacity_guard import IbCapacityGuard
    from ..ib_partition import IbPartition
    from ..network import ClusterNetwork
    from .network_flows import Flow
    from ..verification_hooks import VerificationHooks

#: A settings rule of the EnvironmentConfig that one mode adds (``Mode.rules``): ``(environment, where,
#: context) -> issues``, marked with ``@settings_rule(<the EnvironmentConfig fields it reads>)`` so a
#: field of the wrong type skips it. The environment is typed as the Settings it is: this module sits
#: below environment.py, which imports it.
EnvironmentRule = Callable[[Settings, str, Context], Iterable[Issue]]


@dataclass(frozen=True)
class Foundation:
    """What every stack composes before its mode, and what the mode builds on (``build(stack,
    foundation)``): the environment, the capacity guard, the network and the IB partition (and, once
    resolved, the environment's resolved values)."""

    config: Settings  # the EnvironmentConfig
    guard: IbCapacityGuard
    network: ClusterNetwork
    partition: IbPartition
    resolved: Any = None


@dataclass(frozen=True)
class Composition:
    """What a mode built: ``pool`` is the GPU pool (or what stands for it: the managed node pool);
    ``verification`` the node checks, if the mode runs them; ``orchestrator`` the mode's own
    construct, exposed on the stack as the mode's ``attribute``."""

    pool: Construct
    orchestrator: Construct | None = None
    verification: VerificationHooks | None = None


def no_vms(settings: Any) -> int:
    """``Mode.vm_count`` of a mode that adds no CPU VMs (its orchestrator runs on the GPU pool)."""
    return 0


def no_downloads(settings: Any) -> tuple[str, ...]:
    """``Mode.boot_downloads`` of a mode whose boot steps download nothing."""
    return ()


def no_source_ranges(settings: Any, where: str, *, refuse: bool) -> list[Issue]:
    """``Mode.documentation_issues`` of a mode whose settings hold no source ranges of their own."""
    return []


@dataclass(frozen=True, eq=False)  # one registered object per mode: compared (and hashed) by identity
class Mode:
    """One orchestration mode: everything the app asks of it (nothing is looked up with ``hasattr``).

    name: the mode's one name, in docs, messages, flows and tests (``"k3s"``).
    settings: its settings class (a frozen Settings dataclass); a subclass of it selects this mode.
    build: ``(stack, foundation) -> Composition``.
    attribute: the stack attribute its orchestrator is exposed as (``stack.k3s``).
    rules: the EnvironmentRules that apply only under this mode (each ``@settings_rule(...)``-marked).
    nvidia_only: the mode installs NVIDIA-only software (Kubernetes add-ons, Slurm's GPU
        configuration): an AMD (RCCL) instance type is refused under it (CIB135).
    vm_count: ``(settings) -> int``, the CPU VMs the mode adds to the environment's subnet beside
        the GPU nodes (the subnet-size check, CIB182, counts them); default none.
    boot_downloads: ``(settings) -> tuple of str``, what the mode's boot steps download, one phrase
        each (``allow_internet_egress=False`` refuses a mode that downloads, CIB185); default none.
    documentation_issues: ``(settings, where, *, refuse) -> issues``, source ranges of the mode's
        own settings inside documentation blocks (CIB262, or CIB263 in production); default none.
    flows: every network flow the mode needs (crusoe_ib.app.network_flows rows: ``POOL_FLOWS`` for
        every mode, ``VM_POOL_FLOWS`` for a mode on ``verified_vm_pool``, then its own); the
        reachability test checks each against the synthesized stack, docs/network-flows.md lists them.
    roles: the ``crusoe_compute_instance`` resources the mode's stack holds, each with the flow
        role it plays (``network_flows.VM_POOL_ROLES`` for a mode on ``verified_vm_pool``).
    """

    name: str
    settings: type
    build: Callable[[TerraformStack, Foundation], Composition]
    attribute: str
    rules: tuple[EnvironmentRule, ...] = ()
    nvidia_only: bool = True
    vm_count: Callable[[Any], int] = no_vms
    boot_downloads: Callable[[Any], tuple[str, ...]] = no_downloads
    documentation_issues: Callable[..., list[Issue]] = no_source_ranges
    flows: tuple[Flow, ...] = ()
    roles: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "flows", tuple(self.flows))
        object.__setattr__(self, "roles", MappingProxyType(dict(self.roles)))


#: Every registered mode, in registration order (the first is the default's).
MODES: list[Mode] = []


def register(mode: Mode) -> Mode:
    """Add ``mode`` to the registry (once; a second mode for the same settings type, attribute or
    name, or one that claims another mode's VM resource for a different role, is refused).
    Environments then accept its settings as ``orchestration``."""
    for known in MODES:
        if known.settings is mode.settings or known.attribute == mode.attribute or known.name == mode.name:
            raise ValueError(f"orchestration mode {mode.name!r} clashes with the registered {known.name!r}")
        for resource, role in mode.roles.items():
            if known.roles.get(resource, role) != role:
                raise ValueError(f"orchestration mode {mode.name!r} names resource {resource!r} role {role!r}; "
                                 f"the registered {known.name!r} names it {known.roles[resource]!r}")
    MODES.append(mode)
    invalidate_hints()  # EnvironmentConfig.orchestration's type is derived from MODES
    return mode


def unregister(mode: Mode) -> None:
    """Remove ``mode`` (for tests that register a mode of their own)."""
    MODES.remove(mode)
    invalidate_hints()


def orchestration_type() -> object:
    """The union of every registered mode's settings type (EnvironmentConfig.orchestration's type)."""
    return functools.reduce(operator.or_, (m.settings for m in MODES))


def mode_for(orchestration: object) -> Mode | None:
    """The mode whose settings type ``orchestration`` is (a subclass selects its parent's), or None."""
    return next((m for m in MODES if isinstance(orchestration, m.settings)), None)


def mode_named(name: str) -> Mode:
    """The registered mode called ``name`` (KeyError naming the registered ones when there is none)."""
    for mode in MODES:
        if mode.name == name:
            return mode
    raise KeyError(f"no orchestration mode {name!r}; registered: {', '.join(m.name for m in MODES)}")
