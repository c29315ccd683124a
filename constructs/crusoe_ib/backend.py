"""Where a stack keeps its Terraform state: the values live in the settings layer
(``crusoe_ib.settings.backend``, importable without the CDK); this module keeps their old import path."""

from __future__ import annotations

from .settings.backend import (  # noqa: F401  (re-exported)
    EXAMPLE_BUCKET, PROFILE, STACK_DIR_TO_ROOT, LocalState, S3State, StateBackend,
)
