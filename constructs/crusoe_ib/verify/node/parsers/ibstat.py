"""``ibstat`` (infiniband-diags): one section per HCA (``CA 'mlx5_0'``) with its ports.

Saturn Cloud's "A Field Guide to Crusoe InfiniBand with Terraform" uses it as the first check: an empty
output means a non-IB instance type or a missing ``host_channel_adapters`` block. ``Rate`` is printed
as ``400`` by current infiniband-diags and as ``400 Gb/sec`` in some docs; both parse to
``rate_gbps``. Lines are read with or without their tab indentation (a paste into an issue or a chat
often loses it: the ``CA '...'`` and ``Port N:`` lines still delimit the sections).

``ibstat`` stops at the first device it cannot stat (``ibpanic: [pid] main: stat of IB device 'mlx5_an0'
failed: No such file or directory``, as on a VM whose Ethernet VF is listed among the RDMA devices): the
CAs printed before it are kept and the line lands in ``errors``; run ``ibstat <device>`` per device then.

Schema::

    {
      "cas": [
        {
          "name":              string,         # "mlx5_0"
          "ca_type":           string|null,    # "MT4129"
          "number_of_ports":   integer|null,
          "firmware_version":  string|null,
          "hardware_version":  string|null,
          "node_guid":         string|null,
          "system_image_guid": string|null,
          "ports": [
            {
              "port":             integer,
              "state":            string|null,   # "Active"
              "physical_state":   string|null,   # "LinkUp"
              "rate_gbps":        float|null,    # 400.0
              "base_lid":         integer|null,
              "lmc":              integer|null,
              "sm_lid":           integer|null,
              "capability_mask":  string|null,
              "port_guid":        string|null,
              "link_layer":       string|null    # "InfiniBand"
            }
          ]
        }
      ],
      "errors": [string],   # ibstat's own "ibpanic:" / "ibwarn:" lines (the output stops there)
      "error": string|null
    }
"""

from __future__ import annotations

import re

from ._common import lines, never_raises, parse_rate_gbps, prepare, snake

_CA_RE = re.compile(r"^CA\s+'([^']+)'\s*$")
_PORT_RE = re.compile(r"^\s*Port\s+(\d{1,9}):\s*$", re.ASCII)
_KV_RE = re.compile(r"^\s*([A-Za-z][A-Za-z ]*?):\s*(.*?)\s*$")
_PANIC_RE = re.compile(r"^\s*(?:ibpanic|ibwarn|iberror):", re.ASCII)
_CA_KEYS = ("ca_type", "number_of_ports", "firmware_version", "hardware_version", "node_guid", "system_image_guid")
_PORT_KEYS = ("state", "physical_state", "rate_gbps", "base_lid", "lmc", "sm_lid", "capability_mask", "port_guid", "link_layer")
_INT_KEYS = ("number_of_ports", "base_lid", "lmc", "sm_lid")


def _empty() -> dict:
    return {"cas": [], "errors": [], "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``ibstat`` output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return {"cas": [], "errors": [], "error": why}
    cas: list = []
    errors: list = []
    ca = port = None
    for line in lines(text):
        if _PANIC_RE.match(line):
            if len(errors) < 20:
                errors.append(line.strip()[:500])
            continue
        m = _CA_RE.match(line)
        if m:
            ca = dict.fromkeys(_CA_KEYS)
            ca["name"], ca["ports"] = m.group(1), []
            cas.append(ca)
            port = None
            continue
        if ca is None:
            continue
        m = _PORT_RE.match(line)
        if m:
            port = dict.fromkeys(_PORT_KEYS)
            port["port"] = int(m.group(1))
            ca["ports"].append(port)
            continue
        m = _KV_RE.match(line)
        if not m:
            continue
        key, value = snake(m.group(1)), m.group(2)
        target, keys = (port, _PORT_KEYS) if port is not None else (ca, _CA_KEYS)
        if key == "rate":
            key, value = "rate_gbps", parse_rate_gbps(value)
        elif key in _INT_KEYS:
            try:
                value = int(value, 0) if len(value) <= 24 and value.isascii() else None
            except ValueError:
                value = None
        if key in keys:
            target[key] = value
    for ca in cas:
        ca["ports"].sort(key=lambda p: p["port"])
    error = None
    if not cas:
        error = ("ibstat stopped before printing any CA (%s): run `ibstat <device>` for each InfiniBand device "
                 "(ls /sys/class/infiniband)" % errors[0]) if errors else "no \"CA '<name>'\" sections found"
    return {"cas": cas, "errors": errors, "error": error}
