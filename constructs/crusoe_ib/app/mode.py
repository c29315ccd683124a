"""The orchestration-mode protocol and its registry: what runs on the verified IB pool.

A mode is one module under ``crusoe_ib/app/modes/`` holding one :class:`Mode`: its settings type
(what ``EnvironmentConfig.orchestration`` takes), the environment-level rules that only apply
under it, and ``build(stack, base) -> Composition``. ``EnvironmentConfig.orchestration``'s type,
the stack's attributes and the builder lookup all derive from :data:`MODES`, so adding a mode is
one module, its ``register(...)`` line and its tests (see docs "Add an orchestration mode").

Builders only compose (every resource belongs to a construct) and return what they built instead
of setting attributes on the stack.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .._settings import Context, Settings, invalidate_hints
from ..errors import Issue

if TYPE_CHECKING:
    from ..cdk import Construct, TerraformStack
    from ..ib_capacity_guard import IbCapacityGuard
    from ..ib_partition import IbPartition
    from ..network import ClusterNetwork
    from ..verification_hooks import VerificationHooks

#: An environment-level rule of one mode: ``(environment, where, context) -> issues``, marked with
#: ``@rule(<the EnvironmentConfig fields it reads>)`` so a field of the wrong type skips it. The
#: environment is typed as the Settings it is: this module sits below environment.py, which imports it.
ModeRule = Callable[[Settings, str, Context], Iterable[Issue]]


@dataclass(frozen=True)
class Base:
    """What every stack composes before the mode: the environment, the capacity guard, the network
    and the IB partition (and, once resolved, the environment's resolved values)."""

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


@dataclass(frozen=True)
class Mode:
    """One orchestration mode.

    name: how docs and messages name it (``"k3s"``).
    settings: its settings class (a frozen Settings dataclass); a subclass of it selects this mode.
    build: ``(stack, base) -> Composition``.
    attribute: the stack attribute its orchestrator is exposed as (``stack.k3s``).
    rules: environment-level rules that apply only under this mode (each ``@rule(...)``-marked).
    nvidia_only: the mode installs NVIDIA-only software (Kubernetes add-ons, Slurm's GPU
        configuration): an AMD (RCCL) instance type is refused under it (CIB135).
    """

    name: str
    settings: type
    build: Callable[[TerraformStack, Base], Composition]
    attribute: str
    rules: tuple[ModeRule, ...] = ()
    nvidia_only: bool = True


#: Every registered mode, in registration order (the first is the default's).
MODES: list[Mode] = []


def register(mode: Mode) -> Mode:
    """Add ``mode`` to the registry (once; a second mode for the same settings type or attribute is
    refused). Environments then accept its settings as ``orchestration``."""
    for known in MODES:
        if known.settings is mode.settings or known.attribute == mode.attribute or known.name == mode.name:
            raise ValueError(f"orchestration mode {mode.name!r} clashes with the registered {known.name!r}")
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
