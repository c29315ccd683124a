"""InfiniBand port files under ``/sys/class/infiniband`` (the kernel's own view of each port).

Two entry points produce the same schema:

- ``parse(text)`` reads a recorded dump in ``grep -H`` form, one ``path:value`` per line, as
  written by ``grep -r . /sys/class/infiniband/*/ports/*/`` or by the ``bundle`` command::

      /sys/class/infiniband/mlx5_0/ports/1/state:4: ACTIVE
      /sys/class/infiniband/mlx5_0/ports/1/counters/symbol_error:0

- ``read_tree(root)`` walks a live tree (``/sys/class/infiniband`` by default), so tests can
  point it at a fake tree. Files that exist but cannot be read (some VFs answer ``EINVAL`` on
  counters) go to ``unreadable``; absent files are simply absent. Absent is never reported as 0.
  It never blocks: every file is opened non-blocking and read only if it is a regular file
  (a FIFO or device node is reported as unreadable), at most 4 KiB of it, and with a
  ``deadline`` (``time.monotonic()`` value) files not reached in time are reported as unreadable.

Schema (each port is a port record, :mod:`crusoe_ib.verify.ports`)::

    {
      "ports": [
        {
          "device":          string,        # "mlx5_0"
          "port":            integer,       # 1
          "state":           string|null,   # "ACTIVE"   (from "4: ACTIVE")
          "state_code":      integer|null,  # 4
          "phys_state":      string|null,   # "LinkUp"   (from "5: LinkUp")
          "phys_state_code": integer|null,  # 5
          "rate":            string|null,   # "400 Gb/sec (4X NDR)" as printed
          "rate_gbps":       float|null,    # 400.0
          "link_layer":      string|null,   # "InfiniBand" or "Ethernet"
          "counters":        {name: integer},   # ports/N/counters/*
          "hw_counters":     {name: integer},   # ports/N/hw_counters/*
          "unreadable":      {"counters/x": "why"}
        }
      ],
      "error": string|null    # set when nothing usable was found
    }

Ports are sorted by device then port number.
"""

from __future__ import annotations

import os
import re
import stat
import time

from ..ports import port_record
from ._common import MAX_LINE, never_raises, parse_rate_gbps, parse_state, prepare, safe_int, strip_prefix

_LINE_RE = re.compile(r"^(?P<path>[^:]*?(?:^|/)(?P<dev>[^/:]+)/ports/(?P<port>\d{1,9})/(?P<file>[^:]+)):(?P<value>.*)$", re.ASCII)
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
MAX_FILE_BYTES = 4096
_GROUPS = ("counters", "hw_counters")


def _apply(entry: dict, relpath: str, value: str) -> None:
    value = value.strip()
    if relpath == "state":
        entry["state_code"], entry["state"] = parse_state(value)
    elif relpath == "phys_state":
        entry["phys_state_code"], entry["phys_state"] = parse_state(value)
    elif relpath == "rate":
        entry["rate"] = value or None
        entry["rate_gbps"] = parse_rate_gbps(value) if value else None
    elif relpath == "link_layer":
        entry["link_layer"] = value or None
    else:
        group, _, name = relpath.partition("/")
        if group in _GROUPS and name and "/" not in name:
            number = safe_int(value)
            if number is None:
                entry["unreadable"][relpath] = f"not an integer: {value[:40]!r}"
            else:
                entry[group][name] = number


def _finish(ports: dict) -> dict:
    out = [ports[k] for k in sorted(ports, key=lambda k: (_natural(k[0]), k[1]))]
    return {"ports": out, "error": None if out else "no InfiniBand port files found"}


def _natural(name: str) -> list:
    return [int(p) if p.isdigit() else p for p in re.split(r"(\d+)", name)]


def _empty() -> dict:
    return {"ports": [], "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse a ``path:value`` dump of sysfs port files. Never raises."""
    text, why = prepare(text)
    if text is None:
        return {"ports": [], "error": why}
    ports: dict = {}
    for raw in text.split("\n"):
        m = _LINE_RE.match(strip_prefix(raw[:MAX_LINE].rstrip("\r")))
        if not m:
            continue
        key = (m.group("dev"), int(m.group("port")))
        entry = ports.setdefault(key, port_record(*key))
        _apply(entry, m.group("file"), m.group("value"))
    return _finish(ports)


_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a directory"))


def _read(path: str) -> tuple[str | None, str | None]:
    """``(text, None)`` or ``(None, why)``: a non-blocking open, regular files only, at most 4 KiB."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        return None, exc.strerror or str(exc)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            what = next((name for test, name in _KINDS if test(mode)), "not a regular file")
            return None, f"not a regular file ({what})"
        return os.read(fd, MAX_FILE_BYTES).decode("utf-8", errors="replace"), None
    except OSError as exc:
        return None, exc.strerror or str(exc)
    finally:
        os.close(fd)


def _walk(root: str):
    """Yield ``(device, port, relpath, fullpath)`` for every port file that exists."""
    for dev in sorted(os.listdir(root), key=_natural):
        pdir = os.path.join(root, dev, "ports")
        try:
            pnames = sorted((p for p in os.listdir(pdir) if p.isascii() and p.isdigit() and len(p) <= 9), key=int)
        except OSError:
            continue
        for pname in pnames:
            base = os.path.join(pdir, pname)
            rels = [f for f in ("state", "phys_state", "rate", "link_layer") if os.path.exists(os.path.join(base, f))]
            for group in _GROUPS:
                try:
                    rels += [f"{group}/{n}" for n in sorted(os.listdir(os.path.join(base, group)))]
                except OSError:
                    pass
            yield dev, int(pname), rels, base


def read_tree(root: str = "/sys/class/infiniband", deadline: float | None = None) -> dict:
    """Read every ``<root>/<device>/ports/<n>/`` directory into the schema above. Never raises or
    blocks; past ``deadline`` (a ``time.monotonic()`` value) files are reported as not read."""
    ports: dict = {}
    try:
        for dev, port, rels, base in list(_walk(root)):
            entry = ports.setdefault((dev, port), port_record(dev, port))
            for rel in rels:
                if deadline is not None and time.monotonic() > deadline:
                    entry["unreadable"][rel] = "not read: the time budget ran out"
                    continue
                value, err = _read(os.path.join(base, rel))
                if value is None:
                    entry["unreadable"][rel] = err
                else:
                    _apply(entry, rel, value)
    except OSError as exc:
        return {"ports": [], "error": f"cannot list {root}: {exc.strerror or exc}"}
    except Exception as exc:  # noqa: BLE001 - the node check must always produce a verdict
        return {"ports": [], "error": f"cannot read {root} ({type(exc).__name__})"}
    result = _finish(ports)
    if result["error"]:
        result["error"] = f"no InfiniBand ports under {root}"
    return result


def netdevs(root: str = "/sys/class/infiniband") -> dict | None:
    """``{device: [netdev names]}`` from ``<root>/<device>/device/net/`` (an IPoIB VF has its ``ib*``/``ibp*``
    netdev there; a VF without IPoIB has none). None when ``root`` cannot be listed. Never raises."""
    try:
        devices = sorted(os.listdir(root), key=_natural)
    except OSError:
        return None
    out = {}
    for dev in devices:
        try:
            out[dev] = sorted(n for n in os.listdir(os.path.join(root, dev, "device", "net")) if n.isprintable())[:8]
        except OSError:
            out[dev] = []
    return out


def dump_tree(root: str = "/sys/class/infiniband") -> str:
    """Render a live tree as the ``path:value`` text ``parse`` reads (used by the bundle)."""
    out = []
    try:
        for _dev, _port, rels, base in list(_walk(root)):
            for rel in rels:
                value, _err = _read(os.path.join(base, rel))
                if value is not None:
                    out.append(f"{os.path.join(base, rel)}:{value.strip()}")
    except OSError:
        return ""
    return "\n".join(out) + ("\n" if out else "")
