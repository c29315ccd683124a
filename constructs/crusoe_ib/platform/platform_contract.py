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

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass

from . import type_data
from ..core._scripts import rendered
from ..core.errors import Issue, issue, warning


@dataclass(frozen=True)
class Source:
    """Where a platform fact comes from: a document title (and its publisher), optional detail."""

    title: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.title} ({self.detail})" if self.detail else self.title


# --- lifecycle (startup) scripts -----------------------------------------------------------------

LIFECYCLE_SCRIPTS = Source("Crusoe Cloud docs, \"Lifecycle scripts overview\"",
                           "docs.crusoecloud.com, compute/virtual-machines/managing-lifecycle-scripts")
#: A startup script must be under 64 kB; one of this many bytes or more (as Terraform renders it) is
#: refused. 64,000 rather than 65,536: "64 kB" may be decimal, and the smaller reading is the safe one.
STARTUP_SCRIPT_MAX_BYTES = 64_000
#: ... must be bash: its first line is this shebang.
STARTUP_SCRIPT_SHEBANG = "#!/bin/bash"
#: ... and ASCII only. It is run as root at every boot and kept on the VM in this directory, where
#: anyone who can read the disk reads it; the instance's ``startup_script`` is readable through the API
#: by anyone with read access to the project's instances: never a secret in it.
STARTUP_SCRIPT_KEPT_IN = "/usr/local/bin/crusoe"


@dataclass(frozen=True)
class ScriptProblem:
    """One way a startup script breaks the lifecycle-script contract: ``rule`` is ``size``, ``ascii``
    or ``shebang``; ``detail`` says by how much or where."""

    rule: str
    detail: str


def startup_script_problems(script: str) -> list[ScriptProblem]:
    """What Crusoe would refuse in ``script`` (the text as Terraform renders it), per
    :data:`LIFECYCLE_SCRIPTS`: none for a script within the contract."""
    found = []
    size = len(script.encode("utf-8"))
    if size >= STARTUP_SCRIPT_MAX_BYTES:
        found.append(ScriptProblem("size", f"{size} bytes"))
    # isascii() first: the stand-in provider checks every node's script at every plan (2,048 at a time).
    bad = None if script.isascii() else next((i, c) for i, c in enumerate(script) if ord(c) > 127)
    if bad is not None:
        line = script.count("\n", 0, bad[0]) + 1
        found.append(ScriptProblem("ascii", f"{bad[1]!r} (U+{ord(bad[1]):04X}) on line {line}"))
    first = script.split("\n", 1)[0].rstrip("\r")
    if first != STARTUP_SCRIPT_SHEBANG:
        found.append(ScriptProblem("shebang", f"first line {first[:40]!r}"))
    return found


# --- the network: VPCs, subnets, firewall rules, NAT, addresses ----------------------------------

VPC_NETWORKS = Source("Crusoe docs, \"VPC Networks Overview\"")
FIREWALL_RULES = Source("Crusoe docs, \"VPC Firewall Rules Overview\"")
PROVIDER_K8S_EXAMPLE = Source("crusoecloud/terraform-provider-crusoe v1.1.1", "examples/kubernetes/main.tf")

#: Crusoe supports IPv4 only (VPC Networks Overview, Limitations: "IPv4 only").
IPV4_ONLY = VPC_NETWORKS
#: Non-default subnets take ranges in RFC 1918 space (VPC Networks Overview, "Non-default networks and subnets").
RFC1918: tuple[ipaddress.IPv4Network, ...] = tuple(
    ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
RFC1918_SOURCE = VPC_NETWORKS
#: Crusoe reserves the first five addresses of every subnet and its broadcast address (VPC Networks
#: Overview, "Reserved IPs within subnets"): a subnet holds ``num_addresses - 6`` VMs.
SUBNET_RESERVED_ADDRESSES = 6
SUBNET_RESERVED_SOURCE = VPC_NETWORKS
#: Custom VPC networks get no firewall rules and all traffic to and from them is denied until a rule
#: allows it, in both directions (VPC Firewall Rules Overview, "Firewall Rules in non-default VPCs"); the
#: default VPC's ``default-allow-tcp-udp-egress`` does not exist in ours. Crusoe's own CMK example
#: creates an egress rule from the subnet to 0.0.0.0/0 and makes the cluster depend on it.
DENY_WITHOUT_RULE = FIREWALL_RULES
EGRESS_EXAMPLE = PROVIDER_K8S_EXAMPLE
#: A subnet's NAT gateway (crusoe_vpc_subnet.nat_gateway_enabled, default false; the provider's docs:
#: "Whether to create a NAT gateway for the subnet. This feature is currently in development. Reach out to
#: support"). That a VM without a public address needs it to reach the internet is our reading: no Crusoe
#: page says how such a VM gets out otherwise.
NAT_GATEWAY = Source("crusoecloud/terraform-provider-crusoe v1.1.1",
                     "internal/vpc_subnet/vpc_subnet_resource.go:113-118, docs/resources/vpc_subnet.md:41 "
                     "(nat_gateway_enabled, default false, in development)")


def is_rfc1918(net: ipaddress.IPv4Network | ipaddress.IPv6Network) -> bool:
    """True when the whole range lies in RFC 1918 space (IPv6 never does)."""
    return net.version == 4 and any(net.subnet_of(block) for block in RFC1918)


def subnet_capacity(net: ipaddress.IPv4Network | ipaddress.IPv6Network) -> int:
    """How many VMs a subnet can hold once Crusoe's reserved addresses are taken out."""
    return max(0, net.num_addresses - SUBNET_RESERVED_ADDRESSES)


def smallest_subnet_prefix(vms: int) -> int:
    """The longest IPv4 prefix whose subnet holds ``vms`` VMs plus the reserved addresses."""
    prefix = 32
    while prefix > 0 and 2 ** (32 - prefix) - SUBNET_RESERVED_ADDRESSES < vms:
        prefix -= 1
    return prefix


# --- disks, images, locations ----------------------------------------------------------------------

DISKS = Source("Crusoe docs, \"Disks overview\" (Storage, Overview)")
#: Persistent disks are 1 GiB to 10 TiB and can only be resized to be larger (Disks overview,
#: "Persistent Disks" and "Limitations").
DISK_MIN_GIB = 1
DISK_MAX_GIB = 10 * 1024
DISK_GROW_ONLY = DISKS
#: Sizes are whole GiB or TiB, the unit in any case: the provider lower-cases the value before it checks
#: the suffix (v1.1.1 internal/validators/storage_size_validator.go:24-38).
DISK_SIZE_SOURCE = Source("crusoecloud/terraform-provider-crusoe v1.1.1",
                          "internal/validators/storage_size_validator.go:24-38")
_DISK_SIZE = re.compile(r"([0-9]+)(gib|tib)", re.IGNORECASE)


def disk_size_gib(size: str) -> int | None:
    """The size in GiB that a disk size string names (``'2TiB'``, ``'500gib'``), or None when the
    provider would refuse its form."""
    match = _DISK_SIZE.fullmatch(size)
    if not match:
        return None
    return int(match[1]) * (1024 if match[2].lower() == "tib" else 1)


def disk_size_issues(where: str, size: str, *, persistent: bool = True) -> list[Issue]:
    """CIB036 unless ``size`` is whole GiB or TiB (any case); CIB183 for a persistent disk outside
    1 GiB..10 TiB."""
    gib = disk_size_gib(size)
    if gib is None:
        return [issue("CIB036", where, size)]
    if persistent and not DISK_MIN_GIB <= gib <= DISK_MAX_GIB:
        return [issue("CIB183", where, size, low=DISK_MIN_GIB, high=DISK_MAX_GIB)]
    return []


def image_warning(where: str, image: str) -> Issue | None:
    """CIB268 when ``image`` is not among the curated images Crusoe's public material names."""
    return None if image in IMAGES else warning("CIB268", where, image, checked=IMAGES_CHECKED)


#: Locations Crusoe publishes, each with where it is named. Crusoe adds locations over time, so a name
#: that is not here is only warned about (the list may be stale), unless it is one edit away from one
#: that is: that is a typo and refused.
#: Which instance types each location offers is not published (no Crusoe page maps types to locations; the
#: console and ``crusoe networking ib-networks list`` show it per account): unknown, so the capacity guard asks
#: the live ``crusoe_ib_networks`` instead.
LOCATIONS_CHECKED = "2026-11-28"
LOCATIONS: dict[str, Source] = {
    "us-east1-a": VPC_NETWORKS,
    "us-northcentral1-a": VPC_NETWORKS,
    "us-southcentral1-a": VPC_NETWORKS,
    "eu-iceland1-a": Source("Crusoe support, \"How To Create CMK Cluster With 256 Nodes\"",
                            "crusoe kubernetes clusters create --location eu-iceland1-a"),
    "us-west1-a": Source("crusoecloud/solutions-library",
                         "data-transfer/cross-region-shared-disk-data-transfer/terraform.tfvars.example (destination_location, 2026); "
                         "samples/inference/crusoe-kserve-example/CLAUDE.md, \"Crusoe CLI Notes\""),
    "us-east2-a": Source("crusoecloud/solutions-library",
                         "samples/inference/crusoe-kserve-example/terraform-amd/terraform.tfvars.example (location of its MI300X/MI355X "
                         "cluster, 2026)"),
}

#: Curated images that Crusoe's public material names. No public page lists them all (Crusoe points to
#: ``crusoe compute images list``), so an image that is not here is warned about, never refused.
IMAGES_CHECKED = "2026-11-28"
_NCCL_TEST = Source("crusoecloud/solutions-library", "samples/others/create-vms-and-run-nccl-test/terraform.tfvars")
IMAGES: dict[str, Source] = {
    "ubuntu22.04:latest": Source("crusoecloud/terraform-provider-crusoe v1.1.1", "examples/ (CPU VMs)"),
    "ubuntu22.04-nvidia-sxm-docker:latest": Source("crusoecloud/terraform-provider-crusoe v1.1.1",
                                                   "examples/ (GPU VMs)"),
    "ubuntu22.04-nvidia-slurm:latest": Source("crusoecloud/slurm", "README (the Slurm image)"),
    "ubuntu24.04-nvidia-slurm": Source("crusoecloud/slurm", "history (2026 move to Ubuntu 24.04)"),
    "ubuntu24.04-nvidia-slurm:latest": Source("crusoecloud/slurm", "main.tf (the default image of Crusoe's Slurm deployment, 2026)"),
    "ubuntu24.04-nvidia-sxm-docker": Source(_NCCL_TEST.title, _NCCL_TEST.detail + " (H100 and H200, since 2026-05)"),
    "ubuntu24.04-nvidia-sxm-docker-b200": _NCCL_TEST,
    "ubuntu24.04-nvidia-sxm-docker-b300": _NCCL_TEST,
    "ubuntu24.04-nvidia-nvl-arm64-gb200": _NCCL_TEST,
}


_LOCATION_PARTS = re.compile(r"([a-z]+(?:-[a-z]+)?)([0-9]+)-([a-z])")


def closest(name: str, known: Iterable[str]) -> str | None:
    """The known location ``name`` is a typo of, or None: same region number and zone letter, and a
    region name one edit away (a letter added, dropped, changed or two swapped). ``us-east2-a`` or
    ``us-east1-b`` may be a location Crusoe added since the list was checked, so they are not typos."""
    parts = _LOCATION_PARTS.fullmatch(name)
    if not parts:
        return None
    for candidate in known:
        other = _LOCATION_PARTS.fullmatch(candidate)
        if other and other.groups()[1:] == parts.groups()[1:] and other[1] != parts[1] and _one_edit(parts[1], other[1]):
            return candidate
    return None


def _one_edit(a: str, b: str) -> bool:
    """True when ``a`` becomes ``b`` by one insertion, deletion, substitution or adjacent swap."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


# --- the account: quota, capacity, reservations --------------------------------------------------

RIPA = Source("Crusoe support, \"GPU Quota vs Capacity: Understanding On-Demand and Reserved Instances (RIPA)\"")
RESERVATIONS = Source("Crusoe docs, \"Reservations\"")
#: Instance types Crusoe offers only under a reserved instance agreement (RIPA: H100 SXM, A100 SXM), by
#: type name -> family: each type's data file says so (``reservation_only``, with its source).
RESERVATION_ONLY: dict[str, str] = {name: rec["reservation_only"]["family"] for name, rec in type_data.load().items()
                                    if rec["reservation_only"] is not None}
#: crusoe_compute_instance.reservation_id (v1.1.1 internal/vm/vm_resource.go:327, updated in place :772):
#: a VM can name its reservation; a managed node pool cannot (no such attribute in the v1.1.1 schema).
RESERVATION_ID = Source("crusoecloud/terraform-provider-crusoe v1.1.1", "internal/vm/vm_resource.go:327, :772")


def reservation_only_family(instance_type: str) -> str | None:
    """The RIPA family name (``"H100 SXM"``) when Crusoe offers this type only reserved."""
    return RESERVATION_ONLY.get(instance_type)


# --- Crusoe Managed Kubernetes -----------------------------------------------------------------------

CMK_256 = Source("Crusoe support, \"How To Create CMK Cluster With 256 Nodes\"")
CMK_PROVIDER = Source("crusoecloud/terraform-provider-crusoe v1.1.1",
                      "internal/kubernetes/kubernetes_cluster/kubernetes_cluster_resource.go")
#: By default a CMK cluster's pod CIDR is a /16 and each node gets a /24: 65,536 / 256 = 256 nodes.
CMK_DEFAULT_POD_PREFIX = 16
CMK_DEFAULT_NODE_MASK = 24
CMK_DEFAULT_MAX_NODES = 2 ** (CMK_DEFAULT_NODE_MASK - CMK_DEFAULT_POD_PREFIX)
#: The narrowest per-node block the library sizes to: a /25 (128 addresses) still holds Kubernetes'
#: default 110 pods per node.
CMK_MAX_NODE_MASK = 25
#: The pod range the library gives a cluster of more than 256 nodes: RFC 1918 space outside the library's
#: default VPC (10.0.0.0/8), room for 2,048 nodes (the library's largest pool) at /24 each, so scaling
#: between 257 and 2,048 nodes never changes it (a change would replace the cluster).
CMK_LARGE_POD_CIDR = "172.16.0.0/13"
#: The CMK version pattern, as the provider validates it (kubernetes_cluster_resource.go:119-120 and
#: kubernetes_node_pool_resource.go:124-125): anything may follow ``-cmk.N``.
#: The provider's own pattern ends in ``.*`` (unanchored, any suffix); here a suffix is letters, digits and ``.+-``
#: only, so a space, a zero-width or other non-ASCII character, a quote or ``${`` fail at synth, not at the CMK API
#: in the middle of an apply.
CMK_VERSION = re.compile(r"[0-9]+\.[0-9]+\.[0-9]+-cmk\.[0-9]+[0-9A-Za-z.+-]*")
#: CMK releases Crusoe's public sources name (provider v1.1.1: docs/resources/kubernetes_cluster.md:30
#: ``1.31.7-cmk.7``; examples/kubernetes/main.tf:20 and :49 ``1.33.4-cmk.73``, ``1.32.7-cmk.3``;
#: crusoecloud/solutions-library, 2026: samples/inference/crusoe-kserve-example ``1.33.4-cmk.93`` (terraform-amd/terraform.tfvars.example,
#: an AMD "Bundle 1" cluster version) and ``1.35.5-cmk.13`` (terraform-amd/variables.tf), cross-region-shared-disk-
#: data-transfer ``1.35.5-cmk.7`` (cluster) and ``1.35.5-cmk.10`` (node pools), terraform.tfvars.example). Cluster and
#: node pool versions may differ (the kserve example runs ``1.33.4-cmk.18`` node pools on a ``1.33.4-cmk.93`` cluster);
#: the node pools here take the cluster's. Not the list the API offers today (``crusoe kubernetes versions list`` is):
#: a version outside it warns (CIB289).
CMK_KNOWN_VERSIONS = ("1.31.7-cmk.7", "1.32.7-cmk.3", "1.33.4-cmk.73", "1.33.4-cmk.93", "1.35.5-cmk.7", "1.35.5-cmk.10",
                      "1.35.5-cmk.13")
#: Attributes whose change replaces the whole cluster (RequiresReplace, kubernetes_cluster_resource.go:
#: 108-210; subnet_id and project_id when configured; a version change is refused outright, :113-118).
CMK_REPLACING_FIELDS = ("name", "location", "subnet_id", "cluster_cidr", "node_cidr_mask_size",
                        "service_cluster_ip_range", "add_ons", "private", "oidc_issuer_url", "oidc_client_id",
                        "oidc_username_claim", "oidc_username_prefix", "oidc_groups_claim", "oidc_ca_cert")


@dataclass(frozen=True)
class PodNetwork:
    """A CMK cluster's pod range and per-node mask; ``cluster_cidr`` None keeps Crusoe's default."""

    cluster_cidr: str | None
    node_cidr_mask_size: int | None
    max_nodes: int


def cmk_pod_network(node_count: int, pod_cidr: str | None = None) -> PodNetwork | None:
    """The pod range for ``node_count`` nodes: Crusoe's default (/16, /24 per node) up to 256 nodes;
    above, ``pod_cidr`` (CMK_LARGE_POD_CIDR by default) with /24 per node, narrowed to /25 when only that
    fits. None when the range cannot hold the nodes."""
    if pod_cidr is None and node_count <= CMK_DEFAULT_MAX_NODES:
        return PodNetwork(None, None, CMK_DEFAULT_MAX_NODES)
    net = ipaddress.ip_network(pod_cidr or CMK_LARGE_POD_CIDR)
    for mask in range(max(CMK_DEFAULT_NODE_MASK, net.prefixlen), CMK_MAX_NODE_MASK + 1):
        if 2 ** (mask - net.prefixlen) >= node_count:
            return PodNetwork(str(net), mask, 2 ** (mask - net.prefixlen))
    return None


# --- multi-node jobs as Crusoe runs them (device resources, topology files, HPC-X) -----------------
# What Crusoe's own multi-node NCCL jobs rely on, in its GPU images and its managed Kubernetes; the
# job contract (crusoe_ib.platform.job_contract) builds every job from these.

# crusoecloud/solutions-library paths are cited as they are at its commit 07450c2 (2026), after Crusoe nested its
# top-level directories by topic under the same names (its README there). A directory not in that tree is cited at
# the last commit checked that has it (crusoecloud/solutions-library@8becda6:b300-nccltest-cmk-mpijob, 2026-08-21).
# tests/test_citations.py holds every cited path to tests/fixtures/crusoe/solutions-library-paths.json (how to
# re-check them: there).
_CMK_NCCLTESTS = Source("crusoecloud/solutions-library", "performance-tuning/nvidia/cmk-nccltests/nccl-<type>.yaml and README")
_VM_NCCLTEST = Source("crusoecloud/solutions-library", "samples/others/create-vms-and-run-nccl-test/nccltest.sh")

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


# --- Slurm on Crusoe's Slurm images ------------------------------------------------------------------

_SLURM_DEPLOYMENT = Source("crusoecloud/slurm", "Crusoe's public Slurm deployment on GitHub")
_SLURM_IMAGE_BUILD = Source("crusoecloud/solutions-library", "slurm/slurm-custom-image, roles/slurm")

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


# --- GPU health: Crusoe's own checks and the CMK add-ons that carry them ---------------------------

#: The CMK add-on that installs Crusoe's GPU health checks on idle nodes (dcgmi diag, nvbandwidth against
#: per-SKU NVLink floors; node conditions GPUDCGMUnhealthy / GPUNVBandwidthUnhealthy via crusoe-npd).
ACTIVE_TESTING_ADD_ON = "autocluster_active_testing"
ACTIVE_TESTING_SOURCE = Source("crusoecloud/autoclusters-controller-helm-charts", "README: Installation, GPU Tests, crusoe-npd")
#: CMK add-ons are installed only when the cluster is created; later changes go through Helm.
ADD_ONS_AT_CREATION_ONLY = True
ADD_ONS_SOURCE = Source("Crusoe support, \"CMK Add-on Lifecycle and Upgrades\"")


def startup_script_issues(where: str, node: str, template_text: str, parts: "list[tuple[str, str]]",
                          lengths: "dict[str, int] | None" = None) -> list:
    """CIB170-CIB172 for a startup script (a Terraform template) that breaks Crusoe's lifecycle-script
    contract (this module's ``STARTUP_SCRIPT_*``), as Terraform will render it. ``node`` names the host(s)
    in the message, ``parts`` (name, template) the script's pieces, largest named first in the fix."""
    script = rendered(template_text, lengths)
    sized = sorted(((len(rendered(t, lengths).encode()), name) for name, t in parts), reverse=True)
    found = []
    for problem in startup_script_problems(script):
        if problem.rule == "size":
            largest = ", ".join(f"{name} ({size:,} bytes)" for size, name in sized[:3]) or "the whole script"
            found.append(issue("CIB170", where, len(script.encode()), node=node, size=f"{len(script.encode()):,}",
                               limit=f"{STARTUP_SCRIPT_MAX_BYTES:,}", largest=largest))
        elif problem.rule == "ascii":
            holder = next((name for name, t in parts if any(ord(c) > 127 for c in t)), "the script")
            found.append(issue("CIB171", where, problem.detail, node=node, detail=problem.detail, largest=holder))
        else:
            found.append(issue("CIB172", where, problem.detail, node=node, detail=problem.detail))
    return found


def user_script_issues(where: str, script: str) -> list:
    """CIB170-CIB172 for a user's own boot step on its own: it becomes a step of every node's bash
    script, so it alone must already fit Crusoe's contract and must not be another interpreter's program."""
    node = "every node of the pool (your startup_script is one of its steps)"
    size = len(script.encode("utf-8"))
    found = []
    if size >= STARTUP_SCRIPT_MAX_BYTES:
        found.append(issue("CIB170", where, size, node=node, size=f"{size:,}", limit=f"{STARTUP_SCRIPT_MAX_BYTES:,}",
                           largest=f"your startup_script ({size:,} bytes)"))
    for problem in startup_script_problems(STARTUP_SCRIPT_SHEBANG + "\n" + script):
        if problem.rule == "ascii":
            found.append(issue("CIB171", where, problem.detail, node=node, detail=problem.detail.replace(
                "on line ", "on line (of yours, +1) "), largest="your startup_script"))
    first = script.lstrip("\n").split("\n", 1)[0]
    if first.startswith("#!") and first.strip() != STARTUP_SCRIPT_SHEBANG:
        found.append(issue("CIB172", where, first[:40], node=node, detail=repr(first[:40])))
    return found
