"""The composition layer: environments in, validated stacks out.

``EnvironmentConfig`` describes one environment (one stack) with the settings object of each
construct it composes; ``app_issues`` adds the checks that span environments;
``TrainingClusterStack`` composes the constructs for one environment; ``build`` does all of it
for a list of environments, or nothing. Orchestration modes are plugins: ``Mode`` and
``register`` (crusoe_ib/app/mode.py), the built-in ones in crusoe_ib/app/modes/. A repository that uses the library writes its
environments and a small ``main.py`` (see docs "Use the library from your own repository").

Re-exported lazily, as ``crusoe_ib`` is: ``EnvironmentConfig``, ``app_issues``, ``resolve_environment``,
the mode registry and the flows load without the CDK (a config check or a CI lint of environments validates them without
starting Node); ``TrainingClusterStack``, ``build`` and the other synth names load it. The block under
``TYPE_CHECKING`` names every export's home for editors and type checkers; a test keeps it and
``_EXPORTS`` the same.
"""

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .environment import EnvironmentConfig, app_issues
    from .flows import POOL_FLOWS, VM_POOL_FLOWS, VM_POOL_ROLES, Flow
    from .mode import MODES, Composition, Foundation, Mode, mode_for, mode_named, register, unregister
    from .modes.vm_pool import verified_vm_pool
    from .resolution import resolve_environment
    from .stack import TrainingClusterStack
    from .synthesis import build, print_warnings, summary, synth_warnings

_EXPORTS = {
    "EnvironmentConfig": "environment", "app_issues": "environment",
    "Flow": "flows", "POOL_FLOWS": "flows", "VM_POOL_FLOWS": "flows", "VM_POOL_ROLES": "flows",
    "MODES": "mode", "Foundation": "mode", "Composition": "mode", "Mode": "mode", "mode_for": "mode",
    "mode_named": "mode", "register": "mode", "unregister": "mode",
    "verified_vm_pool": "modes.vm_pool",
    "resolve_environment": "resolution",
    "TrainingClusterStack": "stack",
    "build": "synthesis", "print_warnings": "synthesis", "summary": "synthesis", "synth_warnings": "synthesis",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(f".{_EXPORTS[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
