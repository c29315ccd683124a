"""Plain VMs + torchrun (the default mode): every node gets a torchrun env file at boot."""

from __future__ import annotations

from operator import methodcaller

from ...cdk import TerraformStack
from ...network_flows import POOL_FLOWS, TORCHRUN_FLOWS, VM_POOL_FLOWS, VM_POOL_ROLES
from ...settings.torchrun import TorchrunSettings
from ...torchrun_launcher import TorchrunLauncher, TorchrunLauncherProps
from ..mode import Base, Composition, Mode
from .vm_pool import verified_vm_pool


def build(stack: TerraformStack, base: Base) -> Composition:
    pool, verification = verified_vm_pool(stack, base)
    torchrun = TorchrunLauncher(stack, "torchrun", TorchrunLauncherProps(
        pool=pool, settings=base.config.orchestration, resolved=base.resolved))
    return Composition(pool=pool, verification=verification, orchestrator=torchrun)


# Plain VMs run any collective library: an AMD (RCCL) type is allowed here.
MODE = Mode(name="torchrun", settings=TorchrunSettings, build=build, attribute="torchrun", nvidia_only=False,
            boot_downloads=methodcaller("boot_downloads"), flows=(*POOL_FLOWS, *VM_POOL_FLOWS, *TORCHRUN_FLOWS),
            roles=VM_POOL_ROLES)
