"""The composition layer: environments in, validated stacks out.

``EnvironmentConfig`` describes one environment (one stack) with the settings object of each
construct it composes; ``app_issues`` adds the checks that span environments;
``TrainingClusterStack`` composes the constructs for one environment; ``build`` does all of it
for a list of environments, or nothing. Orchestration modes are plugins: ``Mode`` and
``register`` (crusoe_ib/app/mode.py), the built-in ones in crusoe_ib/app/modes/. A repository that uses the library writes its
environments and a small ``main.py`` (see docs "Use the library from your own repository").
"""

from .environment import EnvironmentConfig, app_issues
from .flows import POOL_FLOWS, VM_POOL_FLOWS, VM_POOL_ROLES, Flow
from .mode import MODES, Base, Composition, Mode, mode_for, mode_named, register, unregister
from .modes.vm_pool import verified_vm_pool
from .stack import TrainingClusterStack
from .synthesis import build, print_warnings, summary, synth_warnings

__all__ = [
    "Base", "Composition", "EnvironmentConfig", "Flow", "MODES", "Mode", "POOL_FLOWS", "TrainingClusterStack",
    "VM_POOL_FLOWS", "VM_POOL_ROLES", "app_issues", "build", "mode_for", "mode_named", "print_warnings", "register",
    "summary", "synth_warnings", "unregister", "verified_vm_pool",
]
