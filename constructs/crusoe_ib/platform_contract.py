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


# --- GPU health: Crusoe's own checks and the CMK add-ons that carry them ---------------------------

#: The CMK add-on that installs Crusoe's GPU health checks on idle nodes (dcgmi diag, nvbandwidth against
#: per-SKU NVLink floors; node conditions GPUDCGMUnhealthy / GPUNVBandwidthUnhealthy via crusoe-npd).
ACTIVE_TESTING_ADD_ON = "autocluster_active_testing"
ACTIVE_TESTING_SOURCE = Source("crusoecloud/autoclusters-controller-helm-charts", "README: Installation, GPU Tests, crusoe-npd")
#: CMK add-ons are installed only when the cluster is created; later changes go through Helm.
ADD_ONS_AT_CREATION_ONLY = True
ADD_ONS_SOURCE = Source("Crusoe support, \"CMK Add-on Lifecycle and Upgrades\"")
