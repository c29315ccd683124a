"""The base of every settings class: typed fields checked first, then small rules.

A settings class is a frozen, keyword-only dataclass of plain values (what a user writes in an
environment). ``issues(where, context)`` returns every problem at once:

1. each field's value against its annotation (``int`` refuses ``"2"`` and ``True``, a tuple of
   strings refuses a bare string, ``float`` refuses NaN): one message per field;
2. the class's settings rules (methods marked ``@settings_rule("field", ...)``), each run only when
   the fields it reads have the right type, so a wrong type never turns into a traceback or a
   second message.

Pure Python (no cdktf): settings import and validate without the CDK.
"""

from __future__ import annotations

import dataclasses
import difflib
import math
import os
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from .errors import Issue, excerpt, issue


@dataclass(frozen=True, kw_only=True)
class Context:
    """Facts about the environment a settings object is validated in.

    production: production rules apply (SSH and API closed to the internet, ...).
    instance_type / node_count: the pool's, when they are known to be valid (None otherwise;
        rules that need them are skipped rather than guessing).
    flawed: (given to rules) the fields of the object under check whose own settings reported a
        problem, so a cross-field rule skips them instead of validating them again.
    files: where key files are read, once each per synthesis (see :class:`FileReads`).
    """

    production: bool = False
    instance_type: str | None = None
    node_count: int | None = None
    flawed: frozenset[str] = frozenset()
    files: FileReads | None = field(default=None, compare=False)

    def read(self, path: str) -> bytes:
        """The first bytes of ``path`` (through ``files`` when set); OSError as open() raises it."""
        return (self.files or FileReads()).read(path)


class FileReads:
    """The file reads of one synthesis: each file is read once, so validation and the construct that
    uses the key text share one read.
    One instance per synthesis (``crusoe_ib.app.build``) or per construct used on its own."""

    LIMIT = 64 * 1024  # far more than a public key line: the SSH key rule refuses what is cut off

    def __init__(self) -> None:
        self._seen: dict[str, bytes | OSError] = {}

    def read(self, path: str) -> bytes:
        path = os.path.expanduser(path)
        if path not in self._seen:
            try:
                with open(path, "rb") as f:
                    self._seen[path] = f.read(self.LIMIT + 1)
            except OSError as exc:
                self._seen[path] = exc
        found = self._seen[path]
        if isinstance(found, OSError):
            raise found
        return found


SettingsRuleFn = Callable[..., Iterable[Issue]]


def settings_rule(*fields: str) -> Callable[[SettingsRuleFn], SettingsRuleFn]:
    """Mark a method ``(self, where, context) -> Iterable[Issue]`` as a settings rule reading ``fields``
    (run by :meth:`Settings.issues` only when those fields have the right type)."""

    def mark(fn: SettingsRuleFn) -> SettingsRuleFn:
        fn.__rule_fields__ = fields  # type: ignore[attr-defined]
        return fn

    return mark


class _Shown:
    """A value a call message stands for without echoing it (a misnamed field may hold a private key)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


#: The codes a wrong call of a settings class raises (tests/test_settings_calls.py holds their table: they come
#: before any settings object exists, so tests/test_validation.py's rows cannot).
CALL_CODES = ("CIB093", "CIB094", "CIB095")


class SettingsCallError(TypeError):
    """A settings class called with a setting it does not have (CIB093), without a required one (CIB094) or
    with values by position (CIB095). A TypeError, as Python's own would be, whose message is every problem
    of the call in the one anatomy; ``called_at`` is the file and line of the call, so ``main.py`` prints
    where to fix it instead of a traceback."""

    def __init__(self, issues: list[Issue], called_at: str) -> None:
        super().__init__("\n".join(str(i) for i in issues))
        self.issues = issues
        self.called_at = called_at


@lru_cache(maxsize=None)
def _init_fields(cls: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The names a settings class takes, and those without a default."""
    fields = [f for f in dataclasses.fields(cls) if f.init]  # type: ignore[arg-type]
    return (tuple(f.name for f in fields),
            tuple(f.name for f in fields if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING))


def call_issues(cls: type, args: tuple[object, ...], kwargs: Mapping[str, object]) -> list[Issue]:
    """What is wrong with calling settings class ``cls`` this way (Python would say only the first, as a
    TypeError): every unknown name with the closest real one, every required one left out, values by position."""
    names, required = _init_fields(cls)
    name = cls.__name__
    found: list[Issue] = []
    if args:
        found.append(issue("CIB095", name, _Shown(f"<{len(args)} value(s) by position>"), cls=name,
                           first=names[0] if names else "name"))
    meant: set[str] = set()
    for given in kwargs:
        if given in names:
            continue
        close = difflib.get_close_matches(given, names, n=1, cutoff=0.6)
        meant.update(close)
        owners = _owners(given)
        if close:
            suggestion = f"Write {close[0]}= instead of {given}=."
        elif owners:
            suggestion = f"{given} is a setting of {' and '.join(owners)}: give it there."
        else:
            suggestion = f"Remove {given}=, or write one of the settings above."
        found.append(issue("CIB093", f"{name}.{given}", _Shown(f"<a {type(kwargs[given]).__name__}>"), cls=name,
                           name=given, fields=", ".join(names), suggestion=suggestion))
    if not args:  # values by position may be the missing ones
        found += [issue("CIB094", f"{name}.{missing}", _Shown("<not given>"), cls=name, name=missing)
                  for missing in required if missing not in kwargs and missing not in meant]
    return found


def _owners(field_name: str) -> list[str]:
    """The settings classes loaded so far that have a setting named ``field_name`` (``crusoe_ib.app`` loads every
    one an environment holds, orchestration modes included)."""
    found, todo = set(), list(Settings.__subclasses__())
    while todo:
        klass = todo.pop()
        todo += klass.__subclasses__()
        if dataclasses.is_dataclass(klass) and field_name in _init_fields(klass)[0]:
            found.add(klass.__name__)
    return sorted(found)


class Settings:
    """Mixin for frozen settings dataclasses; see the module docstring."""

    def __new__(cls, *args: object, **kwargs: object) -> Settings:
        # A call with a misspelled or missing setting is reported whole, in the one anatomy, before the
        # dataclass's __init__ raises Python's bare TypeError about the first. Only calls with arguments are
        # checked: copy and pickle make an instance with cls.__new__(cls) alone.
        if (args or kwargs) and dataclasses.is_dataclass(cls):
            found = call_issues(cls, args, kwargs)
            if found:
                caller = sys._getframe(1)
                raise SettingsCallError(found, f"{caller.f_code.co_filename}, line {caller.f_lineno}")
        return super().__new__(cls)

    def issues(self, where: str, context: Context = Context(), known: Mapping[str, list[Issue]] | None = None
               ) -> list[Issue]:
        """``known``: the issues of nested settings fields already validated (by name), not validated again."""
        found: list[Issue] = []
        bad: set[str] = set()
        flawed: set[str] = set()
        hints = _hints(type(self))
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value, hint, at = getattr(self, f.name), hints[f.name], f"{where}.{f.name}"
            if _fits(value, hint):
                nested = known[f.name] if known and f.name in known else _nested_issues(value, hint, at, context)
                found += nested
                if nested:
                    flawed.add(f.name)
            else:
                found.append(type_issue(value, hint, at))
                bad.add(f.name)  # rules reading it are skipped; a nested problem does not skip them
        rule_context = dataclasses.replace(context, flawed=frozenset(flawed)) if flawed else context
        for fn in (*_rule_methods(type(self)), *self.extra_rules()):
            if not bad.intersection(fn.__rule_fields__):
                found += list(fn(self, where, rule_context))
        return found

    def extra_rules(self) -> tuple[SettingsRuleFn, ...]:
        """Rules that come from elsewhere than the class (an environment's orchestration mode
        contributes its own), each ``(self, where, context)`` and marked with ``@settings_rule``."""
        return ()


def wiring_issues(props: object, where: str) -> list[Issue]:
    """CIB090 for each field of a props dataclass whose value is not of its annotated type (a
    construct where another is expected, settings of another mode, ...). Nested settings are not
    validated here: the construct validates its own settings with the right context."""
    hints = _hints(type(props))
    return [type_issue(getattr(props, f.name), hints[f.name], f"{where}.{f.name}")
            for f in dataclasses.fields(props)  # type: ignore[arg-type]
            if not _fits(getattr(props, f.name), hints[f.name])]


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, object]:
    return typing.get_type_hints(cls)


def invalidate_hints() -> None:
    """Forget the resolved annotations: a type derived from a registry (the orchestration modes)
    changed."""
    _hints.cache_clear()


@lru_cache(maxsize=None)
def _rule_methods(cls: type) -> tuple[SettingsRuleFn, ...]:
    seen: dict[str, SettingsRuleFn] = {}
    for klass in reversed(cls.__mro__):
        for name, member in vars(klass).items():
            if callable(member) and hasattr(member, "__rule_fields__"):
                seen[name] = member  # a subclass may replace a rule by name
    return tuple(seen.values())


# --- types -----------------------------------------------------------------------------------------


class _ClassByName(type):
    """The metaclass of :func:`class_named`'s stand-ins."""

    def __subclasscheck__(cls, sub: object) -> bool:
        real = getattr(sys.modules.get(cls._module), cls.__name__, None)
        return isinstance(real, type) and isinstance(sub, type) and issubclass(sub, real)


def class_named(module: str, name: str) -> type:
    """A stand-in for the class ``module.name`` in an annotation (``type[class_named(...)]``), so a field
    that takes a subclass of a construct is checked without importing the CDK: ``issubclass`` asks the
    real class once ``module`` is loaded; before that, no class derives from it."""
    return _ClassByName(name, (), {"_module": module, "__module__": __name__})



def type_issue(value: object, hint: object, where: str) -> Issue:
    """The one CIB090 issue of a field whose value does not fit ``hint``."""
    return issue("CIB090", where, value, expected=describe(hint), actual=_actual(value), fix=_type_fix(value, hint, where))


def _fits(value: object, hint: object) -> bool:
    origin = typing.get_origin(hint)
    if hint is typing.Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, h) for h in typing.get_args(hint))
    if origin is typing.Literal:
        return any(value == a and type(value) is type(a) for a in typing.get_args(hint))
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and _finite(value)
    if hint is str:
        return isinstance(value, str)
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, (tuple, list)):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(value) == len(args) and all(_fits(v, a) for v, a in zip(value, args))
    if origin in (Mapping, dict, typing.Mapping):
        key_hint, value_hint = typing.get_args(hint) or (object, object)
        return isinstance(value, Mapping) and all(_fits(k, key_hint) and _fits(v, value_hint) for k, v in value.items())
    if origin is type:
        (base,) = typing.get_args(hint)
        return isinstance(value, type) and issubclass(value, base)
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True  # an annotation this checker does not model: the rules decide


def _finite(value: int | float) -> bool:
    """math.isfinite, False for an int past float's range (10**400), where isfinite raises OverflowError."""
    try:
        return math.isfinite(value)
    except OverflowError:
        return False


def _nested_issues(value: object, hint: object, where: str, context: Context) -> list[Issue]:
    if isinstance(value, Settings):
        return value.issues(where, context)
    if isinstance(value, Mapping):
        return [i for k, v in value.items() if isinstance(v, Settings) for i in v.issues(f"{where}[{k!r}]", context)]
    return []


def describe(hint: object) -> str:
    origin = typing.get_origin(hint)
    if hint is None or hint is type(None):
        return "None"
    if hint is typing.Any or hint is object:
        return "any value"
    if origin in (typing.Union, types.UnionType):
        parts = [describe(h) for h in typing.get_args(hint) if h is not type(None)]
        text = " or ".join(parts)
        return text + ", or None" if type(None) in typing.get_args(hint) else text
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(hint))
    names = {bool: "True or False", int: "a whole number (int)", float: "a finite number", str: "a string"}
    if hint in names:
        return names[hint]
    if origin is tuple:
        args = typing.get_args(hint)
        inner = describe(args[0]).removeprefix("a ").removeprefix("an ")
        return f"a tuple of {_plural(inner)}" if len(args) == 2 and args[1] is Ellipsis else "a tuple"
    if origin in (Mapping, dict, typing.Mapping):
        key_hint, value_hint = typing.get_args(hint) or (object, object)
        return f"a mapping of {describe(key_hint)} to {describe(value_hint)}"
    if origin is type:
        return f"a subclass of {typing.get_args(hint)[0].__name__}"
    if isinstance(hint, type):
        return f"{'an' if hint.__name__[0] in 'AEIOU' else 'a'} {hint.__name__}(...)"
    return str(hint)


def _plural(text: str) -> str:
    head, _, tail = text.partition(" (")
    return head + "s" + (f" ({tail}" if tail else "")


def _actual(value: object) -> str:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and not _finite(value):
        return f"{_short(value)} (not a finite number)"
    return f"{type(value).__name__} {_short(value)}"


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _type_fix(value: object, hint: object, where: str) -> str:
    field = where.rsplit(".", 1)[-1]
    args = set(typing.get_args(hint)) if typing.get_origin(hint) in (typing.Union, types.UnionType) else {hint}
    if isinstance(value, str):
        text = value.strip()
        if (int in args and text.lstrip("-").isdigit()) or (bool in args and text in ("True", "False")):
            return f"Write {field}={text} without quotes."
        if bool in args and text.lower() in ("true", "false", "yes", "no", "1", "0"):
            return f"Write {field}={text.lower() in ('true', 'yes', '1')} (a Python bool, not a string)."
        if any(typing.get_origin(a) is tuple for a in args):
            return f"Write {field}=({value!r},) (note the trailing comma): a bare string is not a tuple."
    if isinstance(value, float) and int in args and math.isfinite(value) and value.is_integer():
        return f"Write {field}={int(value)}."
    return f"Set {field} to {describe(hint)}."


# --- values that reach HCL, shell scripts or file names ------------------------------------------


def has_expression(text: str) -> bool:
    """True when Terraform would evaluate part of ``text`` (``${`` interpolation, ``%{`` directive)."""
    return "${" in text or "%{" in text


def has_control(text: str) -> bool:
    return any(ord(c) < 0x20 or ord(c) == 0x7F for c in text)


def expression_at(text: str) -> int:
    """Where the first ``${`` or ``%{`` of ``text`` starts (-1 if none)."""
    found = [i for i in (text.find("${"), text.find("%{")) if i >= 0]
    return min(found) if found else -1


def control_at(text: str) -> int:
    """Where the first control character of ``text`` is (-1 if none)."""
    return next((i for i, c in enumerate(text) if ord(c) < 0x20 or ord(c) == 0x7F), -1)


def format_issue(code: str, where: str, value: str) -> Issue:
    """The issue of a value that fails its format rule ``code``: CIB091 instead when it holds a
    Terraform expression, since that is what the user has to change."""
    return issue("CIB091" if has_expression(value) else code, where, value)


def literal_issues(where: str, value: str, *, multiline: bool = False) -> list[Issue]:
    """CIB091 for an expression, CIB092 for control characters (unless ``multiline``)."""
    found = []
    if has_expression(value):
        at = expression_at(value)
        found.append(issue("CIB091", where, excerpt(value, at, at + 2)))
    if not multiline and has_control(value):
        at = control_at(value)
        found.append(issue("CIB092", where, excerpt(value, at, at + 1)))
    return found


def strings(value: str | Sequence[str]) -> list[str]:
    """One string or a sequence of them, as a list (for fields such as ``locations``)."""
    return [value] if isinstance(value, str) else list(value)
