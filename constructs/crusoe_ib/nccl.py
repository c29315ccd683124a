"""The NCCL environment for an instance type, from the thresholds registry (pure Python).

Shared by TorchrunLauncher (env file on plain VMs) and the Kubernetes add-ons (nccl-tests MPIJob),
so both runs are configured the same way. ``NCCL_IB_DISABLE`` is never part of it ("A Field Guide to Crusoe InfiniBand with Terraform").
"""

from __future__ import annotations

from .verify.thresholds import ThresholdError, thresholds_for

#: NCCL topology files Crusoe's curated images ship, per type (Crusoe's K3s article: NCCL_TOPO_FILE set by
#: environment to /opt/h100-80gb-sxm-ib.xml; the B200 and B300 paths from Crusoe's public NCCL test,
#: crusoecloud/solutions-library create-vms-and-run-nccl-test/nccltest.sh). Types not listed get no
#: NCCL_TOPO_FILE; a listed file is used only where the node has it.
TOPO_FILES = {
    "h100-80gb-sxm-ib.8x": "/opt/h100-80gb-sxm-ib.xml",
    "b200-180gb-sxm-ib.8x": "/etc/crusoe/nccl_topo/b200-180gb-sxm-ib-cloud-hypervisor.xml",
    "b300-288gb-sxm-ib.8x": "/etc/crusoe/nccl_topo/b300-288gb-sxm-ib-cloud-hypervisor.xml",
}


def nccl_env(instance_type: str) -> dict[str, str]:
    """``NCCL_IB_HCA`` as an exact list (``=`` prefix) of the type's IB rails when the registry
    knows them; empty otherwise, so NCCL uses every InfiniBand device."""
    try:
        hcas = thresholds_for(instance_type).hca_names
    except ThresholdError:
        hcas = None
    return {"NCCL_IB_HCA": "=" + ",".join(hcas)} if hcas else {}
