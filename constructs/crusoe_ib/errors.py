"""One anatomy for every configuration error: where, the value, the rule, the fix, a code.

Props validate in pure Python (no cdktf import) and report *all* their problems at once, so a
user fixes a config in one round trip. The same sentence is reused as a Terraform
``error_message`` where a fact is only known at plan time.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Issue:
    """One problem with one field.

    ``where`` is the construct path or props field (``training-prod/pool.node_count``),
    ``code`` a stable identifier users can search for (``CIB003``).
    """

    code: str
    where: str
    value: object
    rule: str
    fix: str

    def __str__(self) -> str:
        return f"{self.where} = {self.value!r}: {self.rule} Fix: {self.fix} [{self.code}]"


class ConfigError(ValueError):
    """Raised by a construct whose props break one or more rules; carries every issue."""

    def __init__(self, issues: list[Issue]):
        self.issues = list(issues)
        super().__init__("\n".join(f"- {i}" for i in self.issues))


def raise_if(issues: list[Issue]) -> None:
    if issues:
        raise ConfigError(issues)
