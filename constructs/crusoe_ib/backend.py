"""Where a stack keeps its Terraform state: the values live in the settings layer
(:mod:`crusoe_ib.settings.backend`, importable without the CDK); this module keeps their old import path."""

from __future__ import annotations

from .settings.backend import EXAMPLE_BUCKET, PROFILE, STACK_DIR_TO_ROOT, LocalState, S3State, StateBackend

__all__ = ["EXAMPLE_BUCKET", "PROFILE", "STACK_DIR_TO_ROOT", "LocalState", "S3State", "StateBackend"]
