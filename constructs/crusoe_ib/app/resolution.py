"""resolve_environment(environment): validate once, read once, and hand every construct the same values."""

from __future__ import annotations

from ..core._settings import FileReads
from ..platform.catalog import CATALOG
from ..core.errors import raise_if
from ..settings.capacity import node_keys
from ..settings.resolved_environment import ResolvedEnvironment
from .environment import EnvironmentConfig, not_an_environment


def resolve_environment(environment: EnvironmentConfig, files: FileReads | None = None) -> ResolvedEnvironment:
    """Every settings object of ``environment`` validated once, in one context, and the values the
    constructs share (instance type, node keys, the SSH public key read once, the image).
    Raises ConfigError with every problem. ``files``: share one across the environments of an
    app so a key file several environments name is read once."""
    raise_if(not_an_environment(0, environment))
    files = files or FileReads()
    raise_if(environment.issues(files=files))
    context = environment.context(files=files, capacity_issues=[])  # valid: issues() found nothing
    capacity, pool = environment.capacity, environment.pool
    itype = CATALOG[capacity.instance_type]
    return ResolvedEnvironment(
        context=context, instance_type=itype, keys=tuple(node_keys(capacity.node_count)),
        public_key=pool.public_key(files), image=pool.resolved_image(itype.name),
        settings=(environment, capacity, environment.network, environment.partition, pool, environment.verification,
                  environment.orchestration, environment.state),
        config=environment)
