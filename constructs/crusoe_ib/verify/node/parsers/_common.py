"""Helpers shared by the parsers: input normalisation, launcher prefixes and safe numbers.

Every parser funnels its input through :func:`prepare` so that bytes, binary garbage and
launcher line prefixes are handled once, the same way, without raising:

- Open MPI ``--tag-output``: ``[1,0]<stdout>:`` (and ``[0]<stdout>:``, ``[1,0]<stderr>:``);
- MPICH / Intel MPI ``-l`` and Slurm-style rank tags: ``[155] `` and bare ``[0]`` tags, which
  a launcher may also glue *inside* a line (``... -1[0]    1626.5 ...``), splitting a row;
- ``srun --label``: ``  3: ``;
- torch ``[rank0]:`` and torchrun's ``[default0]:`` (role name + local rank);
- pdsh's ``host: `` (recognised when the same host word starts at least two lines);
- whitespace before an Open MPI tag (``  [1,0]<stdout>:``, as users' pastes show it);
- a quote prefix on every line (``> ``, ``>> ``, ``> > ``: output pasted into an e-mail, an issue
  or a chat), removed by :func:`prepare` when every non-blank line carries one;
- a log collector's ISO timestamp in front of one of those tags (``2019-06-02T16:13:44.884Z: [1,12]<stdout>:``,
  NVIDIA/nccl#230).

Numbers from tool output go through :func:`safe_int` / :func:`safe_float`: ASCII digits only,
bounded length, finite values; anything else is ``None``, never an exception.
"""

from __future__ import annotations

import functools
import math
import re

# Longest line a parser looks at; real tool lines are a few hundred characters. Bounding it keeps
# every regex linear in practice on hostile input.
MAX_LINE = 8192
# Longest integer token accepted (a u64 counter has 20 digits).
MAX_INT_DIGITS = 20

_A = re.ASCII
_OMPI_RE = re.compile(r"[ \t]{0,16}\[(\d{1,9}),(\d{1,9})\]<std(?:out|err)>:[ \t]?", _A)
_OMPI1_RE = re.compile(r"[ \t]{0,16}\[(\d{1,9})\]<std(?:out|err)>:[ \t]?", _A)
_QUOTE_RE = re.compile(r"^[ \t]{0,8}(?:>[ \t]?){1,8}", re.M | _A)
_ROLE_RE = re.compile(r"\[([A-Za-z_][A-Za-z_-]{0,31}?)(\d{1,9})\]:[ \t]?", _A)
_BARE_RE = re.compile(r"\[(\d{1,9})\](?:[ \t]|$)", _A)
_ROW_START_RE = re.compile(r"[ \t]*\d", _A)
_SRUN_RE = re.compile(r"[ \t]{0,8}(\d{1,9}): ", _A)
_STAMP_TAG_RE = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?:?[ \t]+(?=\[)", _A)
_PDSH_RE = re.compile(r"([A-Za-z0-9][A-Za-z0-9._-]{0,252}): ", _A)
# Words that start "Word: text" lines without being a host (log levels, exception names).
_NOT_A_HOST = re.compile(r"(?i)(?:.*(?:error|exception|warning)|info|warn|debug|trace|note|fatal|usage|hint|caused|"
                         r"traceback|terminate|abort|signal|default|result|summary|status|host|node|rank)")

_STATE_RE = re.compile(r"^\s*(\d{1,9})\s*:\s*(\S+)", _A)
_RATE_RE = re.compile(r"(\d{1,9}(?:\.\d{1,9})?)\s*(?:Gb/sec|Gbps|Gb/s)?", re.IGNORECASE | _A)
_INT_RE = re.compile(rf"[+-]?\d{{1,{MAX_INT_DIGITS}}}", _A)
_FLOAT_RE = re.compile(r"[+-]?(?:\d{1,40}(?:\.\d{0,40})?|\.\d{1,40})(?:[eE][+-]?\d{1,4})?", _A)


def prepare(text: object) -> tuple[str | None, str | None]:
    """Return ``(text, None)`` for usable input or ``(None, why)`` for binary or non-text input.

    Bytes are decoded as UTF-8 with replacement; input with NUL bytes or mostly control
    characters is refused because no tool we parse prints it.
    """
    if text is None:
        return "", None
    if isinstance(text, (bytes, bytearray, memoryview)):
        text = bytes(text).decode("utf-8", errors="replace")
    if not isinstance(text, str):
        return None, f"input is a {type(text).__name__}, not text"
    nul = text.count("\x00")
    if nul:
        return None, f"input is binary ({nul} NUL bytes)"
    sample = text[:65536]
    if sample:
        bad = sum(1 for c in sample if (ord(c) < 32 and c not in "\t\n\r\f\v") or c == "\ufffd")
        if bad * 10 > len(sample):
            return None, f"input is binary ({bad} of the first {len(sample)} characters are control or undecodable)"
    return unquote(text), None


def unquote(text: str) -> str:
    """``text`` without a ``> `` quote prefix when every non-blank line has one (a pasted quote);
    otherwise unchanged (no tool we parse starts its lines with ``>``)."""
    nonblank = [line for line in text.split("\n") if line.strip()]
    if not nonblank or not all(line.lstrip(" \t").startswith(">") for line in nonblank):
        return text
    return _QUOTE_RE.sub("", text)


def split_prefix(line: str) -> tuple[str, int | None]:
    """``(line without launcher tags, rank from the tag or None)`` for one line."""
    rank = None
    m = _STAMP_TAG_RE.match(line)
    if m and (_OMPI_RE.match(line, m.end()) or _OMPI1_RE.match(line, m.end())):
        line = line[m.end():]
    for _ in range(4):
        m = _OMPI_RE.match(line)
        if m:
            rank, line = int(m.group(2)), line[m.end():]
            continue
        m = _OMPI1_RE.match(line) or _ROLE_RE.match(line)
        if m:
            rank, line = int(m.group(m.lastindex)), line[m.end():]
            continue
        m = _BARE_RE.match(line)
        if m:
            tag = m.group(0).rstrip()
            rank, line = int(m.group(1)), line[len(tag):]
            if tag in line and _ROW_START_RE.match(line) and "NCCL" not in line:
                # The launcher tagged each write of a result row: "  1048576 ... -1[0]    1626.5 ...".
                line = re.sub(rf"(?<=\S){re.escape(tag)}(?=[ \t]|$)", " ", line)
            continue
        m = _SRUN_RE.match(line)
        if m:
            rank, line = int(m.group(1)), line[m.end():]
            continue
        break
    return line, rank


def strip_prefix(line: str) -> str:
    """Remove launcher tags (MPI, srun, torch, torchrun) from one line."""
    return split_prefix(line)[0]


def pdsh_hosts(raw_lines: list) -> set:
    """Host words that prefix at least two lines as ``host: ...`` (pdsh/clush output)."""
    counts: dict = {}
    for line in raw_lines:
        m = _PDSH_RE.match(line)
        if m and not _NOT_A_HOST.fullmatch(m.group(1)):
            counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    return {h for h, n in counts.items() if n >= 2}


def tagged_lines(text: str) -> list:
    """``[(line, host|None, rank|None)]``: every line without launcher prefixes, bounded in length,
    with the host a pdsh-style prefix named and the rank an MPI/srun/torch tag named."""
    raw = [l[:MAX_LINE].rstrip("\r") for l in text.split("\n")]
    hosts = pdsh_hosts(raw)
    out = []
    for line in raw:
        host = None
        if hosts:
            m = _PDSH_RE.match(line)
            if m and m.group(1) in hosts:
                host, line = m.group(1), line[m.end():]
        line, rank = split_prefix(line)
        out.append((line, host, rank))
    return out


def lines(text: str) -> list[str]:
    """Every line of ``text`` without launcher prefixes (see :func:`tagged_lines`)."""
    return [l for l, _, _ in tagged_lines(text)]


def safe_int(value: object, max_digits: int = MAX_INT_DIGITS) -> int | None:
    """An ASCII decimal integer of at most ``max_digits`` digits, else None (never raises)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if len(str(abs(value))) <= max_digits else None
    if not isinstance(value, str):
        return None
    v = value.strip()
    if len(v) > max_digits + 1 or not _INT_RE.fullmatch(v):
        return None
    return int(v)


def safe_float(value: object) -> float | None:
    """A finite float from an ASCII decimal token (``1.5``, ``2e-06``), else None (never raises)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        try:
            f = float(value)
        except (OverflowError, ValueError):
            return None
        return f if math.isfinite(f) else None
    if not isinstance(value, str):
        return None
    v = value.strip()
    if len(v) > 90 or not _FLOAT_RE.fullmatch(v):
        return None
    try:
        f = float(v)
    except ValueError:
        return None
    return f if math.isfinite(f) else None


def finite_positive(value: object) -> bool:
    """True for a real, finite number above zero (bools, NaN and infinities are not)."""
    return (not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value) and value > 0)


def to_number(value: str) -> int | float | str:
    """Decimal integers become int, decimals float; anything else (hex, N/A, malformed) stays a string."""
    v = value.strip()
    i = safe_int(v)
    if i is not None:
        return i
    if "." in v or "e" in v.lower():
        f = safe_float(v)
        if f is not None:
            return f
    return v


def parse_state(value: str) -> tuple[int | None, str | None]:
    """``"4: ACTIVE"`` -> ``(4, "ACTIVE")``; a bare word gives ``(None, word)``."""
    m = _STATE_RE.match(value)
    if m:
        return int(m.group(1)), m.group(2)
    v = value.strip()
    return None, (v[:64] or None)


def parse_rate_gbps(value: str) -> float | None:
    """``"400 Gb/sec (4X NDR)"`` or ``"400"`` -> ``400.0``; unparseable -> None."""
    m = _RATE_RE.match(value.strip())
    if not m:
        return None
    return safe_float(m.group(1))


def snake(key: str) -> str:
    """``"Physical state"`` -> ``"physical_state"``."""
    return re.sub(r"[^0-9a-z]+", "_", key.strip().lower()).strip("_")


def never_raises(empty):
    """Decorator: a parser that raises (a bug) returns ``empty()`` with the error set instead.

    The undecorated parser stays reachable as ``parse.__wrapped__`` so the property tests can
    prove that no mutation reaches this safety net.
    """

    def wrap(fn):
        @functools.wraps(fn)
        def parse(text):
            try:
                return fn(text)
            except Exception as exc:  # noqa: BLE001 - the contract is "never raises"
                result = empty()
                result["error"] = f"internal parser error ({type(exc).__name__}); please report it with the input"
                return result

        return parse

    return wrap
