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


# --- Slurm on Crusoe's Slurm images ------------------------------------------------------------------

_SLURM_DEPLOYMENT = Source("crusoecloud/slurm", "Crusoe's public Slurm deployment on GitHub")
_SLURM_IMAGE_BUILD = Source("crusoecloud/solutions-library", "slurm-custom-image, roles/slurm")

#: The image Crusoe's own Slurm deployment runs on head, login and H100/H200 nodes.
SLURM_IMAGE = "ubuntu24.04-nvidia-slurm:latest"
SLURM_IMAGE_SOURCE = Source(_SLURM_DEPLOYMENT.title, "main.tf: image of the head and login nodes")
#: Where Crusoe's images install Slurm (``--prefix=/opt/slurm``, units in ``/opt/slurm/etc``); only
#: login shells get ``/opt/slurm/bin`` on PATH (``/etc/profile.d``).
SLURM_PREFIX = "/opt/slurm"
SLURM_PREFIX_SOURCE = _SLURM_IMAGE_BUILD
#: Crusoe declares its GPU VMs with two hardware threads per core.
GPU_THREADS_PER_CORE = 2
GPU_THREADS_PER_CORE_SOURCE = Source(_SLURM_DEPLOYMENT.title, 'commit "group_vars: configure correct cpu count for all '
                                     'instance types" (2024): threads_per_core: 2')
#: Room for dynamic nodes in slurm.conf in Crusoe's deployment (its login nodes are dynamic).
SLURM_MAX_NODE_COUNT = 1024
SLURM_MAX_NODE_COUNT_SOURCE = Source(_SLURM_DEPLOYMENT.title, "ansible/roles/slurm_conf/templates/slurm.conf")
#: "PMIx is currently not supported on GB200."
PMIX_UNSUPPORTED_ON_NVLINK_DOMAIN_TYPES = True
PMIX_SOURCE = Source(_SLURM_DEPLOYMENT.title, 'README, "MPI"')
