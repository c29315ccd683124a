"""The hostfile of ``logs`` and ``fleet`` (``HOST [LABEL]`` lines) and the byte sizes they take."""

from __future__ import annotations

import re

from ..node.command_io import UsageError, read_text
from ..node.remote import HOST


def parse_size(text: str) -> int:
    """``"200M"``, ``"1G"``, ``"4096"`` -> bytes (K/M/G are powers of 1024)."""
    m = re.fullmatch(r"([0-9]{1,15})([KMG]?)", text.strip().upper())
    if not m or int(m.group(1)) == 0:
        raise UsageError(f"size {text!r} is not a positive byte count such as 4096, 200M or 1G")
    return int(m.group(1)) << {"": 0, "K": 10, "M": 20, "G": 30}[m.group(2)]


def read_log_hostfile(path: str) -> list:
    """``[(host, label)]`` from lines ``HOST [LABEL]`` (an Open MPI hostfile works too: a
    ``slots=`` word is not a label). Comments and blanks are skipped; the label defaults to
    the host and must be unique, since it prefixes the fetched files."""
    entries, seen = [], set()
    for n, line in enumerate(read_text(path).splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        host = words[0]
        if not HOST.fullmatch(host):
            raise UsageError(f"{path} line {n}: host {host!r} is not a host name or address (letters, digits and ._:-, "
                             "optionally user@, never starting with '-')")
        label = next((w for w in words[1:] if "=" not in w), host)
        if not re.fullmatch(r"[A-Za-z0-9_.:@-]+", label) or label in (".", ".."):
            raise UsageError(f"{path} line {n}: label {label!r} may hold only letters, digits and _.:@-")
        if label in seen:
            raise UsageError(f"{path} line {n}: label {label!r} is listed twice")
        seen.add(label)
        entries.append((host, label))
    if not entries:
        raise UsageError(f"hostfile {path} lists no hosts")
    return entries
