"""The network flows of every registered mode: what the reachability test checks and
docs/network-flows.md lists (``python -m crusoe_ib.app.flows > docs/network-flows.md``).

The rows are ``Flow`` values (crusoe_ib.app.network_flows); each mode names its own in ``Mode.flows``
(``POOL_FLOWS`` for every mode, ``VM_POOL_FLOWS`` and ``VM_POOL_ROLES`` for a mode on
``verified_vm_pool``), so a mode of one's own brings its flows with it.
"""

from __future__ import annotations

import sys

from . import modes as _builtin_modes  # noqa: F401  (registers the built-in modes)
from . import network_flows
from .network_flows import POOL_FLOWS, VM_POOL_FLOWS, VM_POOL_ROLES, Flow
from .mode import MODES

__all__ = ["Flow", "POOL_FLOWS", "VM_POOL_FLOWS", "VM_POOL_ROLES", "markdown", "roles"]


def roles() -> dict[str, str]:
    """Every VM resource the registered modes create, with the flow role it plays."""
    return {resource: role for mode in MODES for resource, role in mode.roles.items()}


def markdown() -> str:
    """docs/network-flows.md: every registered mode's flows, one row per flow."""
    return network_flows.markdown((mode.name, mode.flows) for mode in MODES)


if __name__ == "__main__":
    sys.stdout.write(markdown())
