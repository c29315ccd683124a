"""The typed description of one environment: everything that differs between stacks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from crusoe_ib.backend import StateBackend
from crusoe_ib.gpu_node_pool import NodeOverride


@dataclass(frozen=True, kw_only=True)
class EnvironmentConfig:
    """One environment = one stack (``cdktf deploy <name>``).

    Facts about your environment have no defaults; safe behaviour does (guard on, SSH restricted
    in production, partition protected in production).
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
    node_overrides: Mapping[str, NodeOverride] = field(default_factory=dict)
