"""The fields every operator document starts with (``fleet``, ``bisect``, ``sweep``, ``remediate`` --json):
the tool, its version, the schema version, the command and when it ran; and such a document read back."""

from __future__ import annotations

import json
import time

from .. import SCHEMA_VERSION, __version__
from ..node.command_io import UsageError, read_input


def document(command: str, **fields) -> dict:
    return dict({"tool": "crusoe-ib-verify", "version": __version__, "schema_version": SCHEMA_VERSION,
                 "command": command, "checked_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}, **fields)


#: The largest document read (a 2,048-node fleet document is a few MB).
MAX_BYTES = 256 << 20


def load_document(option: str, path: str, commands: tuple) -> dict:
    """The JSON object in ``path`` (given as ``option``), written by one of ``commands`` (``remediate``'s
    --fleet/--bisect/--sweep, ``report``'s inputs): one bounded read, one parse, the command checked; each
    failure a usage error naming the option, the file and how to write one. The fields each reader needs
    stay with the reader."""
    text, notes = read_input(path, 60.0, MAX_BYTES)
    if notes:
        raise UsageError(f"{option} {path}: {notes[0]}")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise UsageError(f"{option} {path} is not JSON ({str(exc)[:120]}): write it with `crusoe-ib-verify "
                         f"{commands[0]} --json > FILE`")
    if not isinstance(doc, dict) or doc.get("command") not in commands:
        got = doc.get("command") if isinstance(doc, dict) else type(doc).__name__
        raise UsageError(f"{option} {path}: command is {got!r}, expected {' or '.join(commands)} "
                         f"(write it with `crusoe-ib-verify {commands[0]} --json > FILE`)")
    return doc
