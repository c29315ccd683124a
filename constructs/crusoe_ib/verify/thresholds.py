"""Threshold registry: what a healthy node, rail pair and all-reduce look like, per instance type.

The numbers live in ``thresholds.json`` next to this module (versioned records with units in
the field names and a ``source`` and ``date`` on each), so they can be reviewed as data and
the docs table is generated from the same file rather than written by hand::

    python -m crusoe_ib.verify.thresholds --markdown > docs/thresholds.md

``thresholds_for()`` flattens one instance type (and, given a node count, the matching NCCL
bus-bandwidth band) into a frozen :class:`Thresholds`; ``overrides`` lets a stack replace any
field verbatim (nothing is rescaled for you).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import pkgutil
import sys
from dataclasses import dataclass

GIB = 1 << 30


class ThresholdError(ValueError):
    """Bad instance type, node count or override; the message says what and how to fix it."""


@dataclass(frozen=True)
class Thresholds:
    """Flattened expectations for one instance type and (optionally) one node count.

    ``busbw_*`` are ``None`` when no node count was given, or for one node (all-reduce stays
    on NVLink, so it says nothing about InfiniBand). ``hca_names`` is ``None`` where the
    device names are not known; rail count is still checked.
    """

    version: str
    instance_type: str
    gpu_model: str
    gpus_per_node: int
    ib_rails: int
    hca_names: tuple | None
    link_layer: str
    rate_gbps: float
    ib_generation: str
    write_bw_target_mb_per_s: float
    write_bw_floor_mb_per_s: float
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
        raw = pkgutil.get_data(__package__ or "crusoe_ib.verify", "thresholds.json")
        if raw is None:  # loaders without get_data: read beside the module
            with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "thresholds.json"), "rb") as fh:
                raw = fh.read()
        _cache["data"] = json.loads(raw.decode("utf-8"))
    return _cache["data"]


def instance_types() -> list:
    return sorted(load()["instance_types"])


def busbw_band(instance_type: str, node_count: int) -> dict | None:
    """The busbw record whose node range holds ``node_count``, or None."""
    for band in load()["instance_types"][instance_type]["nccl_all_reduce_busbw"]:
        hi = band["max_nodes"]
        if band["min_nodes"] <= node_count and (hi is None or node_count <= hi):
            return band
    return None


def thresholds_for(instance_type: str, node_count: int | None = None, overrides: dict | None = None) -> Thresholds:
    """Expectations for ``instance_type`` (e.g. ``"h100-80gb-sxm-ib.8x"``).

    ``node_count`` picks the NCCL busbw band; ``overrides`` maps any :class:`Thresholds`
    field name to a replacement value. Raises :class:`ThresholdError` naming the bad value,
    the allowed values and the fix.
    """
    data = load()
    types = data["instance_types"]
    if instance_type not in types:
        raise ThresholdError(
            "instance_type %r has no thresholds. Known types: %s. Add a record to "
            "crusoe_ib/verify/thresholds.json or pass overrides for every field."
            % (instance_type, ", ".join(sorted(types)))
        )
    if node_count is not None and (isinstance(node_count, bool) or not isinstance(node_count, int) or node_count < 1):
        raise ThresholdError("node_count %r is not a positive integer. Pass the number of nodes in the pool." % (node_count,))
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
        "hca_names": tuple(link["hca_names"]) if link.get("hca_names") else None,
        "link_layer": link["link_layer"],
        "rate_gbps": float(link["rate_gbps"]),
        "ib_generation": link["ib_generation"],
        "write_bw_target_mb_per_s": float(wbw["write_bw_target_mb_per_s"]),
        "write_bw_floor_mb_per_s": float(wbw["write_bw_floor_mb_per_s"]),
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
                "override %r is not a threshold field. Allowed fields: %s." % (key, ", ".join(sorted(_FIELDS)))
            )
        if key in NUMERIC_FIELDS and value is not None and (
                isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0):
            raise ThresholdError("override %s=%r must be a finite positive number (or None to disable the check)." % (key, value))
        if key == "hca_names" and value is not None:
            value = tuple(value)
        values[key] = value
    if overrides:
        values["source"] += "; overridden: " + ", ".join(sorted(overrides))
    return Thresholds(**values)


def _fmt_nodes(band: dict) -> str:
    hi = band["max_nodes"]
    if hi is None:
        return "%d+" % band["min_nodes"]
    return str(hi) if hi == band["min_nodes"] else "%d-%d" % (band["min_nodes"], hi)


def _fmt_bytes(n: int) -> str:
    return ">= %d GiB" % (n // GIB) if n % GIB == 0 else ">= %d B" % n


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def markdown() -> str:
    """The docs table, generated from the registry so the two cannot drift."""
    data = load()
    out = [
        "# Verification thresholds",
        "",
        "<!-- Generated by `python -m crusoe_ib.verify.thresholds --markdown` from",
        "     constructs/crusoe_ib/verify/thresholds.json. Do not edit by hand. -->",
        "",
        "Registry version `%s`. Every instance type in the catalog has a record; a test keeps it so." % data["version"],
        "Stacks can replace any value with `thresholds_for(type, node_count, overrides={...})`.",
        "",
    ]
    if data.get("sources"):
        out += ["Sources named in the tables:", ""]
        out += ["- %s: %s" % (short, title) for short, title in data["sources"].items()]
        out += [""]
    out += [
        "## Links and ib_write_bw",
        "",
        "A port passes when `state` is `4: ACTIVE`, `phys_state` is `5: LinkUp` and `rate` is at least",
        "the rate below. `ib_write_bw` compares the `BW average[MB/sec]` of each rail pair with the floor.",
        "",
        "| Instance type | GPU | IB rails | HCAs | Rate (Gb/s) | ib_write_bw target (MB/s) | ib_write_bw floor (MB/s) | Source | Date |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name in sorted(data["instance_types"]):
        rec = data["instance_types"][name]
        link, wbw = rec["link"], rec["ib_write_bw"]
        hcas = ", ".join(link["hca_names"]) if link.get("hca_names") else "not known"
        out.append(
            "| `%s` | %s | %d | %s | %d (%s) | %s | %s | %s | %s |"
            % (
                name,
                rec["gpu_model"],
                link["ib_rails"],
                hcas,
                link["rate_gbps"],
                link["ib_generation"],
                "{:,}".format(wbw["write_bw_target_mb_per_s"]),
                "{:,}".format(wbw["write_bw_floor_mb_per_s"]),
                _cell(link["source"] + " / HCAs: " + link["hca_names_source"] + " / ib_write_bw: " + wbw["source"]),
                wbw["date"],
            )
        )
    out += [
        "",
        "## NCCL all-reduce bus bandwidth",
        "",
        "Statistic: " + data["busbw_statistic"],
        "A run fails below the floor; the expected value is reported for comparison. One node is not",
        "gated (all-reduce stays on NVLink).",
        "",
        "| Instance type | Nodes | Message size | Expected busbw (GB/s) | Floor busbw (GB/s) | Source | Date |",
        "|---|---|---|---|---|---|---|",
    ]
    for name in sorted(data["instance_types"]):
        for band in data["instance_types"][name]["nccl_all_reduce_busbw"]:
            out.append(
                "| `%s` | %s | %s | %.1f | %.1f | %s | %s |"
                % (
                    name,
                    _fmt_nodes(band),
                    _fmt_bytes(band["min_message_bytes"]),
                    band["busbw_expected_gb_per_s"],
                    band["busbw_floor_gb_per_s"],
                    _cell(band["source"]),
                    band["date"],
                )
            )
    return "\n".join(out) + "\n"


def main(argv: list | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crusoe_ib.verify.thresholds", description=__doc__.split("\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--markdown", action="store_true", help="print the docs table (docs/thresholds.md)")
    group.add_argument("--json", metavar="TYPE", help="print the flattened thresholds for one instance type")
    parser.add_argument("--nodes", type=int, help="node count for --json (selects the busbw band)")
    args = parser.parse_args(argv)
    if args.markdown:
        sys.stdout.write(markdown())
        return 0
    try:
        t = thresholds_for(args.json, args.nodes)
    except ThresholdError as exc:
        print("error: %s" % exc, file=sys.stderr)
        return 2
    print(json.dumps(t.to_dict(), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
