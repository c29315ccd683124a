"""Self-managed K3s's settings: :class:`K3sSettings` and the rule of an API that inherits the SSH ranges
(:func:`inherited_api_issues`), with no CDK import; :class:`crusoe_ib.k3s_cluster.K3sCluster` builds
the cluster from them, and its module doc says how."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import quote

from ..core._settings import Context, Settings, settings_rule
from ..platform.catalog import cpu_type_issues
from ..core.errors import Issue, issue
from ..platform.job_contract import job_env_issues
from ..platform.pins import pin
from .network import documentation_issues, internet_opt_in_issues, ipv6_issues, source_cidr_issues
from .node_pool import image_issues

#: A supported release (crusoe_ib.platform.pins); the K3s article's v1.28.4+k3s2 is past Kubernetes 1.28's end of life.
DEFAULT_K3S_VERSION = pin("k3s").version
DEFAULT_CPU_IMAGE = "ubuntu22.04:latest"
K3S_PORT = 6443
API_PORT_TEXT = "the Kubernetes API (6443)"
_VERSION = re.compile(r"v[0-9]+\.[0-9]+\.[0-9]+\+k3s[0-9]+")
_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?")
_SHA256 = re.compile(r"[0-9a-fA-F]{64}")


def install_script_url(k3s_version: str) -> str:
    """The install script of the release tag ``k3s_version`` (``+`` URL-encoded as ``%2B``)."""
    return f"https://raw.githubusercontent.com/k3s-io/k3s/{quote(k3s_version, safe='')}/install.sh"


def inherited_api_issues(where: str, orchestration: object, network: object, *, production: bool) -> list[Issue]:
    """The cross-settings rule of a K3s API that inherits the network's ``ssh_source_cidrs``
    (``api_source_cidrs=None``): CIB026 when those ranges cover the internet and the API was not
    opened on purpose. ``where`` names the API's field. For EnvironmentConfig (the whole
    environment) and K3sClusterProps; anything but K3s settings, or values of the wrong type
    (reported by their own rules), gives no issue."""
    if not isinstance(orchestration, K3sSettings) or orchestration.api_source_cidrs is not None:
        return []
    allow = orchestration.allow_api_from_internet
    cidrs = getattr(network, "ssh_source_cidrs", None)
    if production or allow is not False or not isinstance(cidrs, (tuple, list)):
        return []  # production refuses these ranges as SSH ranges already (CIB022)
    port = API_PORT_TEXT + ", inheriting ssh_source_cidrs as api_source_cidrs is None"
    return internet_opt_in_issues(where, cidrs, port=port, opt_in="allow_api_from_internet")


@dataclass(frozen=True, kw_only=True)
class K3sSettings(Settings):
    """Self-managed K3s: three CPU servers with embedded etcd behind an HAProxy endpoint; the GPU
    pool's VMs join as agents.

    name: prefix of the CPU instances (``crusoe-k3s-0..2``, ``crusoe-k3s-lb``, the article's names).
    control_plane_type / load_balancer_type: CPU instance types (the article: c1a family).
    k3s_version: pinned K3s release (default: the supported release in ``crusoe_ib.platform.pins``, docs/pins.md).
    image: image of the CPU instances.
    api_source_cidrs: who may reach the API endpoint on 6443; None means the environment's
        ssh_source_cidrs.
    install_script_sha256: SHA-256 of ``install.sh`` of the k3s_version tag, checked on every
        node before the script runs (``curl -sfL <install_script_url(k3s_version)> | sha256sum``).
        Required in production; unset elsewhere, synth warns that the installer is unpinned.
    allow_api_from_internet: open the API to ranges that together cover the internet (0.0.0.0/0,
        ::/0) on purpose, outside production only (synth warns); otherwise they are refused.
    job_env: variables for the nccl-tests MPIJobs, over Crusoe's NCCL/UCX settings (the job contract).
    """

    name: str = "crusoe-k3s"
    control_plane_type: str = "c1a.16x"
    load_balancer_type: str = "c1a.2x"
    k3s_version: str = DEFAULT_K3S_VERSION
    image: str = DEFAULT_CPU_IMAGE
    api_source_cidrs: tuple[str, ...] | None = None
    install_script_sha256: str | None = None
    allow_api_from_internet: bool = False
    job_env: Mapping[str, str] = field(default_factory=dict)

    @settings_rule("job_env")
    def _job_env(self, where: str, context: Context) -> list[Issue]:
        return job_env_issues(f"{where}.job_env", self.job_env)

    @settings_rule("name")
    def _name(self, where: str, context: Context) -> list[Issue]:
        return [] if _NAME.fullmatch(self.name) else [issue("CIB061", f"{where}.name", self.name)]

    @settings_rule("control_plane_type")
    def _control_plane(self, where: str, context: Context) -> list[Issue]:
        return cpu_type_issues(f"{where}.control_plane_type", self.control_plane_type, role="a K3s server")

    @settings_rule("load_balancer_type")
    def _load_balancer(self, where: str, context: Context) -> list[Issue]:
        return cpu_type_issues(f"{where}.load_balancer_type", self.load_balancer_type, role="the K3s load balancer",
                               memory_matters=False)

    @settings_rule("k3s_version")
    def _version(self, where: str, context: Context) -> list[Issue]:
        if _VERSION.fullmatch(self.k3s_version):
            return []
        return [issue("CIB062", f"{where}.k3s_version", self.k3s_version, default=DEFAULT_K3S_VERSION)]

    @settings_rule("image")
    def _image(self, where: str, context: Context) -> list[Issue]:
        return image_issues(f"{where}.image", self.image)

    @settings_rule("api_source_cidrs")
    def _api(self, where: str, context: Context) -> list[Issue]:
        if self.api_source_cidrs is None:
            return []  # the SSH ranges: checked where they are set, and by inherited_api_issues
        # A mistyped opt-in is reported by its own type check; it must not hide the CIDR problems.
        return source_cidr_issues(f"{where}.api_source_cidrs", self.api_source_cidrs,
                                  production=context.production, port=API_PORT_TEXT,
                                  allow_internet=self.allow_api_from_internet is not False,
                                  opt_in="allow_api_from_internet")

    def documentation_issues(self, where: str, *, refuse: bool = False) -> list[Issue]:
        """The API's own ranges inside documentation blocks (CIB262, or CIB263 when ``refuse``); inherited
        SSH ranges are the network's."""
        if self.api_source_cidrs is None:
            return []
        return documentation_issues(f"{where}.api_source_cidrs", self.api_source_cidrs, port=API_PORT_TEXT, refuse=refuse)

    @settings_rule("api_source_cidrs")
    def _api_ipv4(self, where: str, context: Context) -> list[Issue]:
        return [] if self.api_source_cidrs is None else ipv6_issues(f"{where}.api_source_cidrs", self.api_source_cidrs)

    def boot_downloads(self) -> tuple[str, ...]:
        """What this mode's boot steps download (they need the internet egress rule)."""
        return ("the K3s install script and binaries on every server and GPU node (raw.githubusercontent.com, "
                "github.com)", "HAProxy from the Ubuntu archive on the load balancer (apt)")

    def vm_count(self) -> int:
        """The CPU VMs this mode adds to the subnet: three servers and the load balancer."""
        return 4

    @settings_rule("install_script_sha256")
    def _install_script(self, where: str, context: Context) -> list[Issue]:
        version = self.k3s_version
        url = install_script_url(version if isinstance(version, str) and _VERSION.fullmatch(version) else "<k3s_version>")
        sha = self.install_script_sha256
        if sha is None:
            return [issue("CIB064", f"{where}.install_script_sha256", sha, url=url)] if context.production else []
        return [] if _SHA256.fullmatch(sha) else [issue("CIB063", f"{where}.install_script_sha256", sha, url=url)]

    @property
    def installer_url(self) -> str:
        """Where the nodes download the install script from (the k3s_version tag's install.sh)."""
        return install_script_url(self.k3s_version)
