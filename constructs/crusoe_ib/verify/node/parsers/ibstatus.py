"""``ibstatus`` (infiniband-diags): one block per port, the same fields as sysfs.

Each port is a port record (:mod:`crusoe_ib.verify.ports`; ibstatus shows no counters, so they
stay empty, never 0) plus ``default_gid``, ``base_lid`` and ``sm_lid``. Schema::

    {
      "ports": [
        {
          "device":          string,        # "mlx5_0"
          "port":            integer,       # 1
          "default_gid":     string|null,
          "base_lid":        string|null,   # "0xc" as printed
          "sm_lid":          string|null,
          "state":           string|null,   # "ACTIVE"  (from "4: ACTIVE")
          "state_code":      integer|null,
          "phys_state":      string|null,   # "LinkUp"  (from "5: LinkUp")
          "phys_state_code": integer|null,
          "rate":            string|null,   # "400 Gb/sec (4X NDR)"
          "rate_gbps":       float|null,
          "link_layer":      string|null,
          "counters":        {},            # always empty: ibstatus prints none
          "hw_counters":     {},
          "unreadable":      {}
        }
      ],
      "error": string|null
    }
"""

from __future__ import annotations

import re

from ..ports import port_record
from ._common import lines, never_raises, parse_rate_gbps, parse_state, prepare, snake

_HEAD_RE = re.compile(r"^Infiniband device '([^']+)' port (\d{1,9}) status:\s*$", re.ASCII)
# Indented by ibstatus; flush left once pasted where leading whitespace is lost (issues, chats).
_KV_RE = re.compile(r"^\s*([a-z_ ]+):\s*(.*?)\s*$")


def _empty() -> dict:
    return {"ports": [], "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``ibstatus`` output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return {"ports": [], "error": why}
    ports: list = []
    cur = None
    for line in lines(text):
        m = _HEAD_RE.match(line)
        if m:
            cur = port_record(m.group(1), int(m.group(2)))
            cur.update(default_gid=None, base_lid=None, sm_lid=None)
            ports.append(cur)
            continue
        m = _KV_RE.match(line) if cur is not None else None
        if not m:
            continue
        key, value = snake(m.group(1)), m.group(2)
        if key == "state":
            cur["state_code"], cur["state"] = parse_state(value)
        elif key == "phys_state":
            cur["phys_state_code"], cur["phys_state"] = parse_state(value)
        elif key == "rate":
            cur["rate"], cur["rate_gbps"] = value, parse_rate_gbps(value)
        elif key in ("default_gid", "base_lid", "sm_lid", "link_layer"):
            cur[key] = value
    return {"ports": ports, "error": None if ports else "no \"Infiniband device '<name>' port <n> status:\" blocks found"}
