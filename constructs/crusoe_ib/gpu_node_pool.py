"""GpuNodePool: N InfiniBand GPU instances on one partition and one subnet.

Nodes are a ``for_each`` over stable keys (``node-000``, ``node-001``, ...): scaling 4 -> 3
destroys exactly ``node-003``, and replacing one node touches only it. Every node carries
``host_channel_adapters`` with the pool's partition (seed 000's second and third fallback
checks), its type and location come from the IbCapacityGuard, and only an SSH *public* key ever
reaches the configuration.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from constructs import Construct
from cdktf import TerraformIterator, TerraformLocal, TerraformOutput, TerraformResourceLifecycle

from imports.crusoe.compute_instance import (
    ComputeInstance,
    ComputeInstanceDisks,
    ComputeInstanceHostChannelAdapters,
    ComputeInstanceNetworkInterfaces,
)
from imports.crusoe.storage_disk import StorageDisk

from ._naming import logical_id
from ._tokens import is_token
from .errors import Issue, raise_if
from .ib_capacity_guard import IbCapacityGuard
from .ib_partition import IbPartition

DEFAULT_IMAGE = "ubuntu22.04-nvidia-sxm-docker:latest"
_PUBLIC_KEY = re.compile(
    r"^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(256|384|521)|sk-ssh-ed25519@openssh\.com|"
    r"sk-ecdsa-sha2-nistp256@openssh\.com) [A-Za-z0-9+/=]+( .*)?$")
_PRIVATE_MARKERS = ("PRIVATE KEY", "PuTTY-User-Key-File")
_DISK_SIZE = re.compile(r"^[1-9][0-9]*(GiB|TiB)$")
_NAME = re.compile(r"^[a-z0-9]([a-z0-9-]{0,40}[a-z0-9])?$")


@dataclass(frozen=True, kw_only=True)
class NodeOverride:
    """Per-node exceptions, e.g. rolling one node to a new image. ``ib_partition_id`` exists only
    to be refused: a pool whose nodes sit in different partitions cannot run one NCCL job."""

    image: str | None = None
    ib_partition_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class GpuNodePoolProps:
    """name: prefix of every node name (``<name>-node-000``).
    capacity_guard: gives the instance type, node count, keys and location.
    partition: the one partition every node joins.
    subnet_id: the VPC subnet for the nodes' front-end interface.
    ssh_public_key / ssh_public_key_file: exactly one; the file is read at synth time and only its
        content (a public key) is written. A private key is refused.
    image: Crusoe's curated image by default (drivers and OFED kept current, seed 003).
    data_disk_size: optional persistent disk per node, e.g. "2TiB".
    startup_script: your own boot step, run after the library's steps.
    node_overrides: per-key exceptions (see NodeOverride).
    replace_nodes_on_boot_script_change: off by default. Crusoe replaces an instance whose
        ``startup_script`` changes, so a new checker release or boot step would otherwise rebuild
        every running node on the next apply. By default changes reach new nodes only; roll them
        out on purpose with ``terraform apply -replace='<pool>_nodes["node-003"]'``.
    """

    name: str
    capacity_guard: IbCapacityGuard
    partition: IbPartition
    subnet_id: str
    ssh_public_key: str | None = None
    ssh_public_key_file: str | None = None
    image: str = DEFAULT_IMAGE
    data_disk_size: str | None = None
    startup_script: str | None = None
    node_overrides: Mapping[str, NodeOverride] = field(default_factory=dict)
    replace_nodes_on_boot_script_change: bool = False

    def issues(self, where: str) -> list[Issue]:
        found = pool_field_issues(where, name=self.name, ssh_public_key=self.ssh_public_key,
                                  ssh_public_key_file=self.ssh_public_key_file,
                                  data_disk_size=self.data_disk_size)
        keys = set(self.capacity_guard.keys)
        for key, override in self.node_overrides.items():
            if key not in keys:
                found.append(Issue("CIB037", f"{where}.node_overrides", key,
                                   f"No such node; the pool has {self.capacity_guard.keys[0]} .. {self.capacity_guard.keys[-1]}.",
                                   "Use a key of an existing node or drop the override."))
            partition = override.ib_partition_id
            if partition is not None and partition != self.partition.id:
                found.append(Issue(
                    "CIB038", f"{where}.node_overrides[{key!r}].ib_partition_id", partition,
                    "All nodes of a pool must share one IB partition; nodes in different partitions "
                    "cannot reach each other over InfiniBand and NCCL falls back to sockets (seed 000).",
                    "Remove the override, or put those nodes in a pool of their own."))
        return found


def pool_field_issues(where: str, *, name: str, ssh_public_key: str | None,
                      ssh_public_key_file: str | None, data_disk_size: str | None) -> list[Issue]:
    """The checks that need no other construct, so a stack can report them beside the guard's."""
    found: list[Issue] = []
    if not isinstance(name, str) or not _NAME.match(name):
        found.append(Issue("CIB030", f"{where}.name", name,
                           "A pool name is 1-42 lowercase letters, digits or dashes.",
                           "Use a short name such as 'training-prod'."))
    found += ssh_key_issues(where, ssh_public_key, ssh_public_key_file)
    if data_disk_size is not None and not _DISK_SIZE.match(str(data_disk_size)):
        found.append(Issue("CIB036", f"{where}.data_disk_size", data_disk_size,
                           "A disk size is a whole number of GiB or TiB.", "Write it like '500GiB' or '2TiB'."))
    return found


def ssh_key_issues(where: str, key: str | None, key_file: str | None) -> list[Issue]:
    if (key is None) == (key_file is None):
        return [Issue("CIB031", f"{where}.ssh_public_key", key if key_file is None else "<both set>",
                      "Exactly one of ssh_public_key and ssh_public_key_file is required.",
                      "Pass the public key text, or the path of a .pub file.")]
    field_name, text = "ssh_public_key", key
    if key_file is not None:
        field_name = "ssh_public_key_file"
        path = os.path.expanduser(key_file)
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read().strip()
        except OSError as exc:
            return [Issue("CIB032", f"{where}.{field_name}", key_file, f"Cannot read the file ({exc.strerror}).",
                          "Point it at an existing public key file such as ~/.ssh/id_ed25519.pub.")]
    if is_token(text):
        return []
    if any(marker in (text or "") for marker in _PRIVATE_MARKERS):
        return [Issue("CIB033", f"{where}.{field_name}", "<private key, redacted>",
                      "This is a PRIVATE key. Only a public key may go into instance config and state.",
                      "Use the matching .pub file (ssh-keygen -y -f KEY > KEY.pub); keep the private key in your agent.")]
    if not _PUBLIC_KEY.match((text or "").strip()):
        shown = (text or "")[:24] + ("..." if text and len(text) > 24 else "")
        return [Issue("CIB034", f"{where}.{field_name}", shown,
                      "Not an OpenSSH public key (expected 'ssh-ed25519 AAAA...', 'ssh-rsa ...' or 'ecdsa-sha2-...').",
                      "Paste one line of a .pub file, or pass its path as ssh_public_key_file.")]
    return []


def read_public_key(props: GpuNodePoolProps) -> str:
    if props.ssh_public_key is not None:
        return props.ssh_public_key.strip()
    with open(os.path.expanduser(props.ssh_public_key_file), encoding="utf-8") as f:
        return f.read().strip()


class GpuNodePool(Construct):
    """The pool's nodes (``nodes``, a for_each ``crusoe_compute_instance``), optional ``disks``,
    and outputs ``<pool>_nodes`` (key -> name, private and public IP).

    Boot steps: constructs such as VerificationHooks call ``add_startup_step``; the user's
    ``startup_script`` always runs last.

    The boot script is rendered once, as the local ``<pool>_boot_script`` (a Terraform template:
    a step may reference other resources, and must write a literal bash ``${VAR}`` as
    ``$${VAR}``), and each node gets it with ``NODE_KEY`` replaced by its key (``node-003``).
    The per-node value is marked ``sensitive()``: it holds the ~55 KB checker, and printing it for
    every node made plans unreadable and slow (256 nodes: 15 MB of plan output, 28 s instead of
    1 s; 2,048 nodes did not finish in 10 minutes). Review the script in the synthesized JSON
    (and its snapshot), where it stands once.
    """

    #: The node's own key inside a boot step, replaced per node (a plain string, not an expression).
    NODE_KEY = "__CRUSOE_IB_NODE_KEY__"

    def __init__(self, scope: Construct, id: str, props: GpuNodePoolProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        self.props = props
        guard = props.capacity_guard
        self.instance_type = guard.instance_type
        self.keys = list(guard.keys)
        self._steps: list[tuple[str, str]] = []
        self._boot_script: TerraformLocal | None = None

        # for_each over a map of key -> key: over a set Terraform plans in quadratic time, and a
        # per-node `each.value` re-reads the whole map per node (512 nodes: 25 s instead of 12 s).
        self.iterator = TerraformIterator.from_map({key: key for key in self.keys})
        image = props.image
        overrides = {k: o.image for k, o in sorted(props.node_overrides.items()) if o.image}
        if overrides:
            images = TerraformLocal(self, "image-overrides", overrides)
            images.override_logical_id(logical_id(self, "image_overrides"))
            image = f"${{lookup(local.{logical_id(self, 'image_overrides')}, each.key, {json.dumps(props.image)})}}"
        self.disks = None
        disks = None
        if props.data_disk_size:
            # A map, not a set: Terraform plans for_each over a set in quadratic time.
            disk_iter = TerraformIterator.from_map({key: key for key in self.keys})
            self.disks = StorageDisk(
                self, "disks", for_each=disk_iter, name=f"{props.name}-${{each.key}}-data",
                size=props.data_disk_size, location=guard.location, type="persistent-ssd")
            self.disks.override_logical_id(logical_id(self, "disks"))
            disks = [ComputeInstanceDisks(
                id=f"${{crusoe_storage_disk.{logical_id(self, 'disks')}[each.key].id}}",
                attachment_type="data", mode="read-write")]

        self.nodes = ComputeInstance(
            self, "nodes",
            for_each=self.iterator,
            name=f"{props.name}-${{each.key}}",
            type=self.instance_type.name,
            image=image,
            location=guard.location,
            ssh_key=read_public_key(props),
            network_interfaces=[ComputeInstanceNetworkInterfaces(subnet=props.subnet_id)],
            host_channel_adapters=[ComputeInstanceHostChannelAdapters(ib_partition_id=props.partition.id)],
            disks=disks,
            depends_on=[guard.check],
            lifecycle=(None if props.replace_nodes_on_boot_script_change
                       else TerraformResourceLifecycle(ignore_changes=["startup_script"])),
        )
        self.nodes.override_logical_id(logical_id(self, "nodes"))
        self._render_startup_script()

        address = f"crusoe_compute_instance.{logical_id(self, 'nodes')}"
        self.nodes_address = address
        guard.record_nodes(f"${{keys({address})}}")
        out = TerraformOutput(self, "nodes-output", description="Pool nodes: key -> name, private and public IP.", value=(
            f"${{{{for k, n in {address} : k => {{ name = n.name, "
            f"private_ip = n.network_interfaces[0].private_ipv4.address, "
            f"public_ip = try(n.network_interfaces[0].public_ipv4.address, null) }}}}}}"))
        out.override_logical_id(logical_id(self, "nodes"))

    def add_startup_step(self, name: str, script: str) -> None:
        """Add a boot step (bash). Steps run in the order added, before the user's script.

        The step is a Terraform template: ``GpuNodePool.NODE_KEY`` stands for the node's key, and
        bash's own ``${VAR}`` must be escaped as ``$${VAR}`` (``$VAR`` needs no escape)."""
        self._steps.append((name, script))
        self._render_startup_script()

    def _render_startup_script(self) -> None:
        steps = list(self._steps)
        if self.props.startup_script:
            steps.append(("user startup_script", self.props.startup_script))
        if not steps:
            return
        parts = ["#!/bin/bash", "# Generated by crusoe_ib.GpuNodePool: boot steps run in order."]
        for name, script in steps:
            parts += [f"# --- step: {name} ---", script.strip()]
        script = "\n".join(parts) + "\n"
        if self._boot_script is None:
            self._boot_script = TerraformLocal(self, "boot-script", script)
            self._boot_script.override_logical_id(logical_id(self, "boot_script"))
            self.nodes.startup_script = (
                f"${{sensitive(replace(local.{logical_id(self, 'boot_script')}, \"{self.NODE_KEY}\", each.key))}}")
        else:
            self._boot_script.expression = script
