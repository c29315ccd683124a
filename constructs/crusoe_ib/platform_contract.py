"""Crusoe Cloud's published contract, as data, each rule with its public source.

Our tests used to model *our* picture of Crusoe; this module states what Crusoe itself documents (its
docs and support articles, the provider's source and examples, crusoecloud/slurm and
crusoecloud/solutions-library), so synth refuses what the platform refuses and the offline stand-in
provider (tools/offline) refuses the same at plan/apply, as the real API would. Every limit here names
its source by title (a page, an article, or a provider path at a tag); a fact no public source gives is
said to be unknown, never guessed. Construct and settings code imports the limits from here instead of
writing the numbers again.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Source:
    """Where a platform fact comes from: a document title (and its publisher), optional detail."""

    title: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.title} ({self.detail})" if self.detail else self.title


# --- lifecycle (startup) scripts -----------------------------------------------------------------


# --- the network: VPCs, subnets, firewall rules, NAT, addresses ----------------------------------


# --- disks, images, locations ----------------------------------------------------------------------


# --- the account: quota, capacity, reservations --------------------------------------------------


# --- Crusoe Managed Kubernetes -----------------------------------------------------------------------


# --- multi-node jobs as Crusoe runs them (device resources, topology files, HPC-X) -----------------
# What Crusoe's own multi-node NCCL jobs rely on, in its GPU images and its managed Kubernetes; the
# job contract (crusoe_ib.job_contract) builds every job from these.

_CMK_NCCLTESTS = Source("crusoecloud/solutions-library", "cmk-nccltests/nccl-<type>.yaml and README")
_VM_NCCLTEST = Source("crusoecloud/solutions-library", "create-vms-and-run-nccl-test/nccltest.sh")

#: The Kubernetes resource of the InfiniBand devices, one per rail: every Crusoe CMK manifest requests it
#: (8 on H100/H200/B200, 4 on GB200), as CMK's managed Network Operator add-on exposes it.
IB_DEVICE_RESOURCE = "nvidia.com/hostdev"
IB_DEVICE_RESOURCE_SOURCE = _CMK_NCCLTESTS
#: The host directory of the NCCL topology files on Crusoe's GPU nodes ("pre-populated on Crusoe GPU nodes").
NCCL_TOPO_DIR = "/etc/crusoe/nccl_topo"
NCCL_TOPO_DIR_SOURCE = _CMK_NCCLTESTS
#: HPC-X and nccl-tests on Crusoe's GPU images (sourced and called by path by Crusoe's VM NCCL test).
HPCX_INIT = "/opt/hpcx/hpcx-init.sh"
HPCX_MPIRUN = "/opt/hpcx/ompi/bin/mpirun"
NCCL_TESTS_DIR = "/opt/nccl-tests/build"
HPCX_SOURCE = _VM_NCCLTEST
