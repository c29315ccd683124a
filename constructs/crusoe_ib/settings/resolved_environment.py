"""Settings resolved once: what an environment's constructs share instead of re-validating.

``crusoe_ib.app.resolve_environment(environment)`` validates an environment's settings once, in one
:class:`~crusoe_ib.core._settings.Context`, reads its SSH key file once, and returns a
:class:`ResolvedEnvironment`. The stack passes it to every construct (``props.resolved``). Every
construct reads its values from a resolution, through one path: its props'
:meth:`ResolvableProps.resolve`, which checks the wiring (are the collaborators the right
constructs?) and returns the stack's resolution, or, for a construct used on its own
(``resolved=None``), resolves the props' own settings with the same rules, in the context the props
know (:func:`resolve_construct`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core._settings import Context, FileReads, wiring_issues
from ..platform.catalog import InstanceType
from ..core.errors import Issue, raise_if


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
    A construct used on its own resolves only what its props know: the other values are None.
    """

    context: Context
    instance_type: InstanceType | None = None
    keys: tuple[str, ...] | None = None
    public_key: str | None = None
    image: str | None = None
    settings: tuple[object, ...] = ()
    config: object = None

    def covers(self, settings: object) -> bool:
        """True when ``settings`` (this very object) was validated by this resolution."""
        return any(s is settings for s in self.settings)


#: One validation a construct's props ask for: the settings objects it reads (empty: the props' own
#: rules, checked always) and the function that returns its issues.
Check = tuple[tuple[object, ...], Callable[[], list[Issue]]]


def covered(resolved: ResolvedEnvironment | None, *settings: object) -> bool:
    """True when ``resolved`` validated every one of ``settings`` (a construct skips the checks of
    those settings then: the environment's rules made them)."""
    return resolved is not None and all(resolved.covers(s) for s in settings)


def check_issues(resolved: ResolvedEnvironment | None, checks: Sequence[Check]) -> list[Issue]:
    """Every issue of ``checks``, in order, but for the checks whose settings ``resolved`` validated."""
    return [found for settings, check in checks if not (settings and covered(resolved, *settings))
            for found in check()]


def resolve_construct(resolved: ResolvedEnvironment | None, checks: Sequence[Check], context: Context,
                      values: Callable[[], Mapping[str, Any]] = dict) -> ResolvedEnvironment:
    """What a construct reads: ``resolved`` when it validated every settings object of ``checks`` (the
    stack's case); else the same resolution made from the construct's props (a construct used on its
    own): ``checks`` raised together as one ConfigError, then ``values()`` read once they pass, in
    ``context``."""
    raise_if(check_issues(resolved, checks))
    own = tuple(s for settings, _ in checks for s in settings)
    if covered(resolved, *own):
        return resolved
    return ResolvedEnvironment(context=context, settings=own, **values())


def standalone_context(*, production: bool = False, pool: object = None) -> Context:
    """The context a construct used on its own validates its settings in: what its props know
    (production; the pool's or guard's instance type and node keys), and its own file reads."""
    itype, keys = getattr(pool, "instance_type", None), getattr(pool, "keys", None)
    return Context(production=production, instance_type=itype.name if itype is not None else None,
                   node_count=len(keys) if isinstance(keys, Sequence) else None, files=FileReads())


class ResolvableProps:
    """The props of a construct that reads a :class:`ResolvedEnvironment` (a mixin of the frozen
    props dataclasses, each with a ``resolved`` field). A subclass says what it checks
    (:meth:`checks`), in which context (:meth:`context`), and the values it resolves on its own
    (:meth:`values`)."""

    resolved: ResolvedEnvironment | None

    def context(self) -> Context:
        """The context the props' settings are validated in when ``resolved`` did not validate them."""
        return standalone_context()

    def checks(self, where: str, context: Context) -> list[Check]:
        raise NotImplementedError

    def values(self, context: Context) -> Mapping[str, Any]:
        """The values a resolution of these props alone holds (none by default)."""
        return {}

    def issues(self, where: str) -> list[Issue]:
        """Every problem of the props: their wiring, else their checks (pure Python, no CDK)."""
        return wiring_issues(self, where) or check_issues(self.resolved, self.checks(where, self.context()))

    def resolve(self, where: str) -> ResolvedEnvironment:
        """The resolution the construct reads (ConfigError with every problem, as :meth:`issues` lists them)."""
        raise_if(wiring_issues(self, where))
        context = self.context()
        return resolve_construct(self.resolved, self.checks(where, context), context, lambda: self.values(context))
