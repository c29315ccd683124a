"""The NCCL environment for an instance type, from the thresholds registry (pure Python).

Shared by TorchrunLauncher (env file on plain VMs) and the Kubernetes add-ons (nccl-tests MPIJob),
so both runs are configured the same way. ``NCCL_IB_DISABLE`` is never part of it ("A Field Guide to Crusoe InfiniBand with Terraform").
"""

from __future__ import annotations

from .platform_contract import NCCL_TOPO_DIR
from .verify.thresholds import ThresholdError, thresholds_for

#: Where Crusoe's images keep the NCCL topology files (``<type without .Nx>-cloud-hypervisor.xml``):
#: crusoecloud/solutions-library cmk-nccltests/nccl-<type>.yaml mounts this host directory, and
#: create-vms-and-run-nccl-test/nccltest.sh reads it directly. Crusoe's 2023 K3s article used
#: /opt/h100-80gb-sxm-ib.xml inside its own image; current images no longer have that path.
TOPO_HOST_DIR = NCCL_TOPO_DIR
#: The types whose file Crusoe names (GB200's manifest sets none; A100 has no Crusoe manifest).
TOPO_FILE_TYPES = ("h100-80gb-sxm-ib.8x", "h200-141gb-sxm-ib.8x", "b200-180gb-sxm-ib.8x", "b300-288gb-sxm-ib.8x")


def topo_file_name(instance_type: str) -> str | None:
    """``<type without .Nx>-cloud-hypervisor.xml`` for the types whose file Crusoe ships, else None."""
    return f"{instance_type.rsplit('.', 1)[0]}-cloud-hypervisor.xml" if instance_type in TOPO_FILE_TYPES else None


#: Host paths of the topology files, per type. Types not listed get no NCCL_TOPO_FILE; a listed file
#: is used only where the node has it.
TOPO_FILES = {t: f"{TOPO_HOST_DIR}/{topo_file_name(t)}" for t in TOPO_FILE_TYPES}


def nccl_env(instance_type: str) -> dict[str, str]:
    """``NCCL_IB_HCA`` as an exact list (``=`` prefix) of the type's IB rails when the registry
    knows them; empty otherwise, so NCCL uses every InfiniBand device."""
    try:
        hcas = thresholds_for(instance_type).hca_names
    except ThresholdError:
        hcas = None
    return {"NCCL_IB_HCA": "=" + ",".join(hcas)} if hcas else {}
