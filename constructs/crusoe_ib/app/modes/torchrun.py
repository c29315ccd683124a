"""Plain VMs + torchrun (the default mode): every node gets a torchrun env file at boot."""

from __future__ import annotations

from operator import methodcaller
from typing import TYPE_CHECKING

from ..network_flows import POOL_FLOWS, TORCHRUN_FLOWS, VM_POOL_FLOWS, VM_POOL_ROLES
from ...settings.torchrun import TorchrunSettings
from ..mode import Composition, Foundation, Mode
from .vm_pool import verified_vm_pool

if TYPE_CHECKING:
    from ...core.cdk import TerraformStack


def build(stack: TerraformStack, foundation: Foundation) -> Composition:
    from ...torchrun_launcher import TorchrunLauncher, TorchrunLauncherProps  # the CDK: only a synth builds

    pool, verification = verified_vm_pool(stack, foundation)
    torchrun = TorchrunLauncher(stack, "torchrun", TorchrunLauncherProps(
        pool=pool, settings=foundation.config.orchestration, resolved=foundation.resolved))
    return Composition(pool=pool, verification=verification, orchestrator=torchrun)


# Plain VMs run any collective library: an AMD (RCCL) type is allowed here.
MODE = Mode(name="torchrun", settings=TorchrunSettings, build=build, attribute="torchrun", nvidia_only=False,
            boot_downloads=methodcaller("boot_downloads"), flows=(*POOL_FLOWS, *VM_POOL_FLOWS, *TORCHRUN_FLOWS),
            roles=VM_POOL_ROLES)
