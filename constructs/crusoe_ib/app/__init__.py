"""The composition layer: environments in, validated stacks out.

``EnvironmentConfig`` describes one environment (one stack) with the settings object of each
construct it composes; ``app_issues`` adds the checks that span environments;
``TrainingClusterStack`` composes the constructs for one environment; ``build`` does all of it
for a list of environments, or nothing. Orchestration modes are plugins: ``Mode`` and
``register`` (crusoe_ib/app/mode.py), the built-in ones in crusoe_ib/app/modes/. A repository that uses the library writes its
environments and a small ``main.py`` (see docs "Use the library from your own repository").
"""

from importlib import import_module

_EXPORTS = {
    "EnvironmentConfig": "environment", "app_issues": "environment",
    "TrainingClusterStack": "stack",
    "build": "synthesis", "summary": "synthesis", "synth_warnings": "synthesis",
    "print_warnings": "synthesis",
    "Mode": "mode", "Base": "mode", "Composition": "mode", "MODES": "mode", "register": "mode",
    "unregister": "mode", "mode_for": "mode", "verified_vm_pool": "modes.vm_pool",
    "mode_named": "mode", "Flow": "flows", "POOL_FLOWS": "flows", "VM_POOL_FLOWS": "flows", "VM_POOL_ROLES": "flows",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(f".{_EXPORTS[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
