"""Helpers shared by the parsers: input normalisation and small value converters.

Every parser funnels its input through :func:`prepare` so that bytes, binary garbage and
MPI/torchrun line prefixes are handled once, the same way, without raising.
"""

from __future__ import annotations

import re

# Open MPI's --tag-output prefix ("[1,0]<stdout>:") and torchrun's ("[rank0]:"), possibly both.
_PREFIX_RE = re.compile(r"^(?:\[\d+,\d+\]<std(?:out|err)>:|\[rank\d+\]:\s?)+")

_STATE_RE = re.compile(r"^\s*(\d+)\s*:\s*(\S+)")
_RATE_RE = re.compile(r"([\d.]+)\s*(?:Gb/sec|Gbps|Gb/s)?", re.IGNORECASE)


def prepare(text: object) -> tuple[str | None, str | None]:
    """Return ``(text, None)`` for usable input or ``(None, why)`` for binary or non-text input.

    Bytes are decoded as UTF-8 with replacement; input with NUL bytes or mostly control
    characters is refused because no tool we parse prints it.
    """
    if text is None:
        return "", None
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", errors="replace")
    if not isinstance(text, str):
        return None, "input is a %s, not text" % type(text).__name__
    if "\x00" in text:
        return None, "input is binary (%d NUL bytes)" % text.count("\x00")
    sample = text[:65536]
    if sample:
        bad = sum(1 for c in sample if (ord(c) < 32 and c not in "\t\n\r\f\v") or c == "\ufffd")
        if bad * 10 > len(sample):
            return None, "input is binary (%d of the first %d characters are control or undecodable)" % (
                bad,
                len(sample),
            )
    return text, None


def strip_prefix(line: str) -> str:
    """Remove MPI ``[1,0]<stdout>:`` and torchrun ``[rank0]:`` tags from one line."""
    return _PREFIX_RE.sub("", line)


def lines(text: str) -> list[str]:
    return [strip_prefix(l.rstrip("\r")) for l in text.split("\n")]


def to_number(value: str) -> int | float | str:
    """Decimal integers become int, decimals float; anything else (hex, N/A) stays a string."""
    v = value.strip()
    if re.fullmatch(r"[+-]?\d+", v):
        return int(v)
    if re.fullmatch(r"[+-]?(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|[+-]?\d+[eE][+-]?\d+", v):
        return float(v)
    return v


def parse_state(value: str) -> tuple[int | None, str | None]:
    """``"4: ACTIVE"`` -> ``(4, "ACTIVE")``; a bare word gives ``(None, word)``."""
    m = _STATE_RE.match(value)
    if m:
        return int(m.group(1)), m.group(2)
    v = value.strip()
    return None, (v or None)


def parse_rate_gbps(value: str) -> float | None:
    """``"400 Gb/sec (4X NDR)"`` or ``"400"`` -> ``400.0``; unparseable -> None."""
    m = _RATE_RE.match(value.strip())
    if not m:
        return None
    try:
        return float(m.group(1))
    except ValueError:
        return None


def snake(key: str) -> str:
    """``"Physical state"`` -> ``"physical_state"``."""
    return re.sub(r"[^0-9a-z]+", "_", key.strip().lower()).strip("_")
