"""Threshold registry: what a healthy node, rail pair and all-reduce look like, per instance type.

The numbers live in ``verify/thresholds.json``, one folder up (versioned records with units in
the field names and a ``source`` and ``date`` on each), so they can be reviewed as data and
the docs table is generated from the same file rather than written by hand. Its per-type records
are generated from the one data file per type, ``crusoe_ib/platform/instance_types/<type>.json``
(``python -m crusoe_ib.platform.type_data --write``); this file is what the node-side zipapp carries, and
docs/thresholds.md is generated from it (``python -m crusoe_ib.verify.build.docs thresholds``).

``thresholds_for()`` flattens one instance type (and, given a node count, the matching NCCL
bus-bandwidth band) into a frozen :class:`Thresholds`; ``overrides`` lets a stack replace any
field verbatim (nothing is rescaled for you). ``collective_band()`` gives the bus-bandwidth
expectations of any nccl-tests collective: all-reduce from the bands above, all-to-all from its
own records (``unknown`` where no public figure exists), every other collective ``unknown``.
The registry refuses NaN and infinite numbers when it is loaded.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import pkgutil
from dataclasses import dataclass

GIB = 1 << 30


class ThresholdError(ValueError):
    """Bad instance type, node count or override; the message says what and how to fix it."""


@dataclass(frozen=True)
class Thresholds:
    """Flattened expectations for one instance type and (optionally) one node count.

    ``busbw_*`` are ``None`` when no node count was given, or for one node (all-reduce stays
    on NVLink, so it says nothing about InfiniBand). The checker discovers the rails on the node:
    ``hca_layouts`` are the device layouts public sources give for the type (a cross-check that
    warns, empty where none is public), and ``hca_names`` is ``None`` unless a stack overrides it
    to insist on those names. Any other figure is ``None`` where
    no public source gives it ("unknown": its check reports UNAVAILABLE, never a guessed floor):
    ``ib_rails``, ``rate_gbps``, ``ib_generation``, ``write_bw_*`` and the ``busbw_*`` of a band.
    """

    version: str
    instance_type: str
    gpu_model: str
    gpus_per_node: int
    ib_rails: int | None
    hca_names: tuple | None
    hca_layouts: tuple
    link_layer: str
    rate_gbps: float | None
    ib_generation: str | None
    write_bw_target_mb_per_s: float | None
    write_bw_floor_mb_per_s: float | None
    node_count: int | None
    busbw_min_message_bytes: int
    busbw_expected_gb_per_s: float | None
    busbw_floor_gb_per_s: float | None
    busbw_statistic: str
    source: str
    date: str

    def to_dict(self) -> dict:
        d = dataclasses.asdict(self)
        d["hca_names"] = list(self.hca_names) if self.hca_names is not None else None
        d["hca_layouts"] = [list(layout) for layout in self.hca_layouts]
        return d


_FIELDS = {f.name: f for f in dataclasses.fields(Thresholds)}
NUMERIC_FIELDS = {
    "ib_rails",
    "gpus_per_node",
    "rate_gbps",
    "write_bw_target_mb_per_s",
    "write_bw_floor_mb_per_s",
    "busbw_min_message_bytes",
    "busbw_expected_gb_per_s",
    "busbw_floor_gb_per_s",
}
_cache: dict = {}


def load() -> dict:
    """The raw registry. Read with pkgutil so it also works from inside the zipapp."""
    if "data" not in _cache:
        raw = pkgutil.get_data("crusoe_ib.verify", "thresholds.json")
        if raw is None:  # loaders without get_data: read it from the package's folder
            with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "thresholds.json"), "rb") as fh:
                raw = fh.read()
        _cache["data"] = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    return _cache["data"]


def _refuse_constant(name: str):
    raise ThresholdError(f"thresholds.json holds {name}, which is not a threshold; use a finite number or null")


def instance_types() -> list:
    return sorted(load()["instance_types"])


def busbw_band(instance_type: str, node_count: int) -> dict | None:
    """The busbw record whose node range holds ``node_count``, or None."""
    for band in load()["instance_types"][instance_type]["nccl_all_reduce_busbw"]:
        hi = band["max_nodes"]
        if band["min_nodes"] <= node_count and (hi is None or node_count <= hi):
            return band
    return None


#: Override keys for the collectives that are not all-reduce (all-reduce uses the Thresholds fields).
COLLECTIVE_OVERRIDES = ("alltoall_busbw_floor_gb_per_s", "alltoall_busbw_expected_gb_per_s")


def collective_band(instance_type: str, collective: str, node_count: int, overrides: dict | None = None) -> dict:
    """Bus-bandwidth expectations for ``collective`` on ``node_count`` nodes of ``instance_type``.

    Returns ``{"collective", "nodes", "busbw_floor_gb_per_s", "busbw_expected_gb_per_s",
    "busbw_ideal_gb_per_s", "min_message_bytes", "source", "date"}``; a value is None where the
    registry holds no public figure ("unknown"). ``overrides`` may set
    ``alltoall_busbw_floor_gb_per_s`` / ``alltoall_busbw_expected_gb_per_s``.
    """
    data = load()
    rec = data["instance_types"].get(instance_type)
    out = {"collective": collective, "nodes": node_count, "busbw_floor_gb_per_s": None, "busbw_expected_gb_per_s": None,
           "busbw_ideal_gb_per_s": None, "min_message_bytes": GIB, "source": "", "date": None}
    if rec is None:
        out["source"] = f"unknown: no record for {instance_type}"
        return out
    if collective == "all_reduce":
        band = busbw_band(instance_type, node_count) if node_count > 1 else None
        if band:
            out.update({k: band[k] for k in ("busbw_floor_gb_per_s", "busbw_expected_gb_per_s", "min_message_bytes",
                                                "source", "date")})
        return out
    a2a = rec.get("nccl_alltoall_busbw") if collective == "alltoall" else None
    if not a2a:
        out["source"] = f"unknown: the registry holds no {collective} figures (only all_reduce and alltoall)"
        return out
    for band in a2a["bands"]:
        hi = band["max_nodes"]
        if band["min_nodes"] <= node_count and (hi is None or node_count <= hi):
            out.update({k: band[k] for k in ("busbw_floor_gb_per_s", "busbw_expected_gb_per_s", "min_message_bytes",
                                                "source", "date")})
            break
    per_gpu = a2a.get("network_busbw_per_gpu_gb_per_s")
    if per_gpu and node_count > 1:
        out["busbw_ideal_gb_per_s"] = round(per_gpu * node_count / (node_count - 1), 2)
        out["source"] += f"; ideal: {a2a['ideal_source']}, with {a2a['network_busbw_per_gpu_source']}"
    for key, value in (overrides or {}).items():
        if key not in COLLECTIVE_OVERRIDES:
            continue
        if value is not None and not is_positive_number(value):
            raise ThresholdError(f"override {key}={value!r} must be a finite positive number (or None).")
        out[key.replace("alltoall_", "")] = value
        out["source"] += f"; overridden: {key}"
    return out


def is_positive_number(value: object) -> bool:
    """A threshold value: a finite number above zero (bool is not a number here; NaN and infinity
    would turn every comparison into a PASS or a FAIL)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    try:
        return math.isfinite(value) and value > 0
    except OverflowError:  # an int past float's range (10**400): no threshold either
        return False


def thresholds_for(instance_type: str, node_count: int | None = None, overrides: dict | None = None) -> Thresholds:
    """Expectations for ``instance_type`` (e.g. ``"h100-80gb-sxm-ib.8x"``).

    ``node_count`` picks the NCCL busbw band; ``overrides`` maps any :class:`Thresholds`
    field name to a replacement value. Raises :class:`ThresholdError` naming the bad value,
    the allowed values and the fix.
    """
    data = load()
    types = data["instance_types"]
    if instance_type not in types and isinstance(instance_type, str) and instance_type.lower() in types:
        raise ThresholdError(f"instance_type {instance_type!r} is in capitals: Crusoe's instance type names are lower "
                             f"case. Write {instance_type.lower()}.")
    if instance_type not in types:
        raise ThresholdError(
            f"instance_type {instance_type!r} has no thresholds. Known types: {', '.join(sorted(types))}. Add a record to "
            "crusoe_ib/verify/thresholds.json or pass overrides for every field."
        )
    if node_count is not None and (isinstance(node_count, bool) or not isinstance(node_count, int) or node_count < 1):
        raise ThresholdError(f"node_count {node_count!r} is not a positive integer. Pass the number of nodes in the pool.")
    rec = types[instance_type]
    link, wbw = rec["link"], rec["ib_write_bw"]
    band = busbw_band(instance_type, node_count) if node_count and node_count > 1 else None
    first_band = rec["nccl_all_reduce_busbw"][0]
    sources = ["link: " + link["source"], "ib_write_bw: " + wbw["source"]]
    dates = [link["date"], wbw["date"]]
    if band:
        sources.append("busbw: " + band["source"])
        dates.append(band["date"])
    values = {
        "version": data["version"],
        "instance_type": instance_type,
        "gpu_model": rec["gpu_model"],
        "gpus_per_node": rec["gpus_per_node"],
        "ib_rails": link["ib_rails"],
        "hca_names": None,
        "hca_layouts": tuple(tuple(layout["hca_names"]) for layout in link["hca_layouts"]),
        "link_layer": link["link_layer"],
        "rate_gbps": _float(link["rate_gbps"]),
        "ib_generation": link["ib_generation"],
        "write_bw_target_mb_per_s": _float(wbw["write_bw_target_mb_per_s"]),
        "write_bw_floor_mb_per_s": _float(wbw["write_bw_floor_mb_per_s"]),
        "node_count": node_count,
        "busbw_min_message_bytes": (band or first_band)["min_message_bytes"],
        "busbw_expected_gb_per_s": band["busbw_expected_gb_per_s"] if band else None,
        "busbw_floor_gb_per_s": band["busbw_floor_gb_per_s"] if band else None,
        "busbw_statistic": data["busbw_statistic"],
        "source": "; ".join(sources),
        "date": max(dates),
    }
    for key, value in (overrides or {}).items():
        if key not in _FIELDS:
            raise ThresholdError(
                f"override {key!r} is not a threshold field. Allowed fields: {', '.join(sorted(_FIELDS))}."
            )
        if key in NUMERIC_FIELDS and value is not None and not is_positive_number(value):
            raise ThresholdError(f"override {key}={value!r} must be a finite positive number (or None to disable the check).")
        if key == "hca_names" and value is not None:
            value = tuple(value)
        if key == "hca_layouts":
            value = tuple(tuple(layout) for layout in value or ())
        values[key] = value
    if overrides:
        values["source"] += "; overridden: " + ", ".join(sorted(overrides))
    return Thresholds(**values)


def _float(value):
    """A registry number as float; None ("unknown") stays None."""
    return None if value is None else float(value)
