"""The fields every operator document starts with (``fleet``, ``bisect``, ``sweep``, ``remediate`` --json):
the tool, its version, the schema version, the command and when it ran."""

from __future__ import annotations

import time

from .. import SCHEMA_VERSION, __version__


def document(command: str, **fields) -> dict:
    return dict({"tool": "crusoe-ib-verify", "version": __version__, "schema_version": SCHEMA_VERSION,
                 "command": command, "checked_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}, **fields)
