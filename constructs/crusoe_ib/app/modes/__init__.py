"""The built-in orchestration modes, one module each. A new mode: one module beside these with its
``MODE``, and its registration line here (or ``register(MODE)`` from your own package)."""

from ..mode import register
from . import k3s, managed_kubernetes, slurm, torchrun

# The order is the order messages list the types in (EnvironmentConfig.orchestration's union).
register(torchrun.MODE)
register(k3s.MODE)
register(managed_kubernetes.MODE)
register(slurm.MODE)
