"""Settings resolved once: what an environment's constructs share instead of re-validating.

``crusoe_ib.app.resolve_environment(environment)`` validates an environment's settings once, in one
:class:`~crusoe_ib._settings.Context`, reads its SSH key file once, and returns a
:class:`ResolvedEnvironment`. The stack passes it to every construct (``props.resolved``): a
construct then checks only its wiring (are the collaborators the right constructs?) and takes the
resolved values. A construct used on its own (``resolved=None``) validates its settings itself,
with the same rules, in the context its props give.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ._settings import Context, FileReads, Settings
from .catalog import InstanceType
from .errors import Issue


@dataclass(frozen=True, eq=False)
class ResolvedEnvironment:
    """One environment's settings, validated once, and the values read from them.

    context: the one validation context (production, instance type, node count, file reads).
    instance_type / keys: the catalog entry of the pool's type and the pool's node keys.
    public_key: the pool's SSH public key line (text or file, read once).
    image: the pool's image (its own, or the type's default).
    settings: the settings objects validated (by identity): a construct given one of these
        does not validate it again.
    config: the environment itself.
    """

    context: Context
    instance_type: InstanceType
    keys: tuple[str, ...]
    public_key: str
    image: str
    settings: tuple[object, ...]
    config: object = None

    def covers(self, settings: object) -> bool:
        """True when ``settings`` (this very object) was validated by this resolution."""
        return any(s is settings for s in self.settings)


def settings_issues(settings: Settings, where: str, context: Context, resolved: ResolvedEnvironment | None
                    ) -> list[Issue]:
    """The issues of ``settings`` in ``context``, or none when ``resolved`` validated it already."""
    if resolved is not None and resolved.covers(settings):
        return []
    return settings.issues(where, context)


def covered(resolved: ResolvedEnvironment | None, *settings: object) -> bool:
    """True when ``resolved`` validated every one of ``settings`` (a construct skips its
    settings-derived checks then: the environment's rules made them)."""
    return resolved is not None and all(resolved.covers(s) for s in settings)


def standalone_context(*, production: bool = False, pool: object = None) -> Context:
    """The context a construct used on its own validates its settings in: what its props know
    (production; the pool's or guard's instance type and node keys), and its own file reads."""
    itype, keys = getattr(pool, "instance_type", None), getattr(pool, "keys", None)
    return Context(production=production, instance_type=itype.name if itype is not None else None,
                   node_count=len(keys) if isinstance(keys, Sequence) else None, files=FileReads())
