"""The IB partition's settings (crusoe_ib.ib_partition builds it)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core._settings import Context, Settings, settings_rule
from ..core.errors import Issue, issue

_NAME = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?")


@dataclass(frozen=True, kw_only=True)
class PartitionSettings(Settings):
    """name: the workload's partition name (lowercase, digits, dashes)."""

    name: str

    @settings_rule("name")
    def _name(self, where: str, context: Context) -> list[Issue]:
        return [] if _NAME.fullmatch(self.name) else [issue("CIB010", f"{where}.name", self.name)]
