"""The typed description of one environment: everything that differs between stacks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from crusoe_ib.backend import StateBackend
from crusoe_ib.gpu_node_pool import NodeOverride

ORCHESTRATIONS = ("vms", "k3s", "cmk")


@dataclass(frozen=True, kw_only=True)
class TorchrunConfig:
    """Plain VMs + torchrun (orchestration "vms"): see crusoe_ib.TorchrunLauncherProps."""

    entrypoint: str = "train.py"
    master_port: int = 29500
    nccl_debug: str | None = None
    extra_env: Mapping[str, str] = field(default_factory=dict)
    leader_wait_seconds: int = 30


@dataclass(frozen=True, kw_only=True)
class K3sConfig:
    """Self-managed K3s (orchestration "k3s"): see crusoe_ib.K3sClusterProps.
    api_source_cidrs: who may reach the API on 6443; None means the environment's ssh_source_cidrs."""

    name: str = "crusoe-k3s"
    control_plane_type: str = "c1a.16x"
    load_balancer_type: str = "c1a.2x"
    k3s_version: str = "v1.28.4+k3s2"
    api_source_cidrs: tuple[str, ...] | None = None


@dataclass(frozen=True, kw_only=True)
class ManagedKubernetesConfig:
    """Crusoe Managed Kubernetes (orchestration "cmk"): see crusoe_ib.ManagedKubernetesProps.
    kubernetes_version has no default: CMK releases retire."""

    kubernetes_version: str
    add_ons: tuple[str, ...] = ("nvidia_gpu_operator", "nvidia_network_operator")


@dataclass(frozen=True, kw_only=True)
class EnvironmentConfig:
    """One environment = one stack (``cdktf deploy <name>``).

    Facts about your environment have no defaults; safe behaviour does (guard on, SSH restricted
    in production, partition protected in production).

    orchestration: "vms" (default: plain VMs, every node gets a torchrun env file at boot),
    "k3s" (a self-managed K3s control plane; the pool's VMs join as agents) or "cmk" (Crusoe
    Managed Kubernetes; the managed node pool replaces the VMs, so VM-only fields do not apply).
    """

    name: str
    instance_type: str
    node_count: int
    locations: str | tuple[str, ...]
    state: StateBackend
    ssh_source_cidrs: tuple[str, ...]
    partition_name: str
    ssh_public_key: str | None = None
    ssh_public_key_file: str | None = None
    production: bool = False
    ib_network_id: str | None = None
    data_disk_size: str | None = None
    crusoe_profile: str | None = None
    threshold_overrides: Mapping[str, object] = field(default_factory=dict)
    verification_apply_gate: bool = False
    startup_script: str | None = None
    replace_nodes_on_boot_script_change: bool = False
    node_overrides: Mapping[str, NodeOverride] = field(default_factory=dict)
    orchestration: str = "vms"
    torchrun: TorchrunConfig = field(default_factory=TorchrunConfig)
    k3s: K3sConfig = field(default_factory=K3sConfig)
    cmk: ManagedKubernetesConfig | None = None
