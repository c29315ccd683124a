"""The oldest Terraform that runs what this library synthesizes: ``terraform.required_version``.

Without it an older Terraform gets as far as ``init`` or ``plan`` and fails on the first feature it
does not know (an S3 backend that rejects ``use_lockfile``, an unknown ``terraform_data`` resource),
with a message that does not say "upgrade". With it, ``terraform init`` names both versions at once.

The floor is the newest entry of :data:`FEATURES`, one for every stack: a stack that starts on local
state and moves to S3 later must not need a newer Terraform on the day it moves.
"""

from __future__ import annotations

from .cdk import TerraformStack

#: (what the synthesized JSON uses, the Terraform release that introduced it, where it comes from).
#: Sources: Terraform's changelog and upgrade guides ("Upgrading to Terraform v1.10": S3 native state
#: locking, ``use_lockfile``, opt-in; generally available in v1.11 without configuration changes).
FEATURES: tuple[tuple[str, str, str], ...] = (
    ("lifecycle precondition", "1.2", "IbCapacityGuard, GpuNodePool"),
    ("startswith()", "1.3", "boot and verification expressions"),
    ("terraform_data resource", "1.4", "IbCapacityGuard's check, NodeDelivery, VerificationHooks"),
    ("S3 backend endpoints / use_path_style", "1.6", "S3State with an endpoint"),
    ("S3 backend use_lockfile (S3 native state locking)", "1.10", "S3State, on by default"),
)


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


#: The oldest Terraform release that knows every feature above.
FLOOR = max((since for _, since, _ in FEATURES), key=_version)
REQUIRED_VERSION = f">= {FLOOR}.0"


def require_terraform(stack: TerraformStack) -> None:
    """Write ``terraform.required_version`` into ``stack`` (the stack's backend does it: see backend.py)."""
    stack.add_override("terraform.required_version", REQUIRED_VERSION)
