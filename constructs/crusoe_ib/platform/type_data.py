"""One data file per instance type: ``crusoe_ib/platform/instance_types/<type>.json`` (pure Python, stdlib only).

Like Azure HPC's node health checks keep one conf per VM SKU, each file holds everything this library
knows about one type, every fact with its source ("unknown: ..." where none is public)::

    name, slices_per_vm
    price {on_demand_usd_per_gpu_hour, spot_usd_per_gpu_hour, third_party, source}
    shape {vcpus, memory_mib, source}          # what the guest sees (Slurm CPUs=, RealMemory=)
    default_image                              # the curated image a pool boots when it names none
    reservation_only {family, source} | null   # Crusoe offers the type only reserved (RIPA)
    nccl {topo_files, topo_files_source,       # topology files, in order of preference
          tests_image, tests_image_source,     # Crusoe's nccl-tests image for the type, or null
          mpijob_tuning, mpijob_tuning_source, # "ib" or "tcp": the NCCL/UCX settings of Crusoe's MPIJob
          vm_ucx_net_devices, vm_ucx_net_devices_source}  # Crusoe's VM test lists the rails in UCX_NET_DEVICES
    sources {fact: source}
    thresholds {gpu_model, gpus_per_node, collective_library, nvlink_domain?, link,
                ib_write_bw, nccl_all_reduce_busbw, nccl_alltoall_busbw,
                gpu {vendor, nvlink_links, nvbandwidth_floor_gb_per_s, sources, note?}}

``catalog.CATALOG``, ``nccl.TOPO_FILES`` and ``platform_contract.RESERVATION_ONLY`` are built from
these files at import; the checker's ``verify/thresholds.json`` (it ships in the node-side zipapp,
which does not carry these files; ``verify/node/gpu_types.py`` reads the GPU records there) and
the type table of docs/constructs.md are generated from them and tests keep them equal, so adding a type is one
file and::

    python -m crusoe_ib.platform.type_data --write      # verify/thresholds.json, from the files
    python -m crusoe_ib.platform.type_data --readme     # the type table of docs/constructs.md, to paste
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import sys
from importlib import resources

#: Top-level keys every file has (a typo or a missing fact fails at import, naming the file).
KEYS = ("name", "slices_per_vm", "price", "shape", "default_image", "reservation_only", "nccl", "sources", "thresholds")
#: Keys of the ``nccl`` block: the job contract reads the type's facts from them, never from its name.
NCCL_KEYS = ("topo_files", "topo_files_source", "tests_image", "tests_image_source", "mpijob_tuning",
             "mpijob_tuning_source", "vm_ucx_net_devices", "vm_ucx_net_devices_source")
#: ``nccl.mpijob_tuning``: Crusoe's InfiniBand settings (NCCL_IB_*, UCX over the rails), or MPI over TCP only (GB200).
MPIJOB_TUNINGS = ("ib", "tcp")
#: Values that reach boot scripts and manifests unquoted: absolute .xml paths, image references.
_TOPO_FILE = re.compile(r"/[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*\.xml")
_IMAGE = re.compile(r"[a-z0-9.-]+(?:/[a-z0-9._-]+)+:[A-Za-z0-9._-]+")


class TypeDataError(ValueError):
    """A type file is malformed; the message names the file and the key."""


@functools.lru_cache(maxsize=None)
def load() -> dict[str, dict]:
    """Every type file, by type name, in name order."""
    folder = resources.files(__package__ or "crusoe_ib.platform").joinpath("instance_types")
    out = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".json"):
            continue
        record = json.loads(entry.read_text(encoding="utf-8"))
        _check(entry.name, record)
        out[record["name"]] = record
    return out


def _check(filename: str, record: dict) -> None:
    missing, extra = set(KEYS) - set(record), set(record) - set(KEYS)
    if missing or extra:
        raise TypeDataError(f"instance_types/{filename}: missing keys {sorted(missing)}, unknown keys {sorted(extra)}")
    if filename != record["name"] + ".json":
        raise TypeDataError(f"instance_types/{filename}: holds {record['name']!r}; name the file after the type")
    nccl = record["nccl"]
    missing, extra = set(NCCL_KEYS) - set(nccl), set(nccl) - set(NCCL_KEYS)
    if missing or extra:
        raise TypeDataError(f"instance_types/{filename}: nccl: missing keys {sorted(missing)}, unknown keys {sorted(extra)}")
    if nccl["mpijob_tuning"] not in MPIJOB_TUNINGS or not isinstance(nccl["vm_ucx_net_devices"], bool):
        raise TypeDataError(f"instance_types/{filename}: nccl.mpijob_tuning is one of {', '.join(MPIJOB_TUNINGS)} "
                            f"(not {nccl['mpijob_tuning']!r}) and nccl.vm_ucx_net_devices true or false "
                            f"(not {nccl['vm_ucx_net_devices']!r})")
    bad = [f for f in nccl["topo_files"] if not _TOPO_FILE.fullmatch(f)]
    if nccl["tests_image"] is not None and not _IMAGE.fullmatch(nccl["tests_image"]):
        bad.append(nccl["tests_image"])
    if bad:
        raise TypeDataError(f"instance_types/{filename}: nccl values {bad} are not absolute .xml paths or image "
                            "references (letters, digits, . _ - / only; they are written into boot scripts)")


def thresholds_registry(current: dict) -> dict:
    """``current`` (the parsed verify/thresholds.json) with its ``instance_types`` taken from the files;
    the registry's own header (version, statistics, source names) is kept as it is."""
    return {k: ({name: rec["thresholds"] for name, rec in load().items()} if k == "instance_types" else v)
            for k, v in current.items()}


def readme_table() -> str:
    """The instance type table of docs/constructs.md (Markdown), from the files."""
    rows = ["| Instance type | GPUs / VM | Slices / VM | IB rails x rate | Published HCA layouts (a cross-check: the "
            "node check discovers the rails) | NVLink domain | List price (on demand, per GPU-hour) | nccl-tests image "
            "| Collectives |",
            "|---|---|---|---|---|---|---|---|---|"]
    for name, rec in load().items():
        th, price = rec["thresholds"], rec["price"]
        link, domain = th["link"], th.get("nvlink_domain")
        rails = "**unknown**" if link["ib_rails"] is None else str(link["ib_rails"])
        rate = "**unknown**" if link["rate_gbps"] is None else "%d Gb/s %s" % (link["rate_gbps"], link["ib_generation"])
        layouts = " or ".join(_span(layout["hca_names"]) for layout in link["hca_layouts"]) or "unknown"
        nvlink = "%d VMs / %d GPUs (`nvlink_domain_id`)" % (domain["vms"], domain["gpus"]) if domain else "in the VM"
        if price["on_demand_usd_per_gpu_hour"] is None:
            cost = 'unknown ("Contact sales")' if "Contact sales" in price["source"] else "unknown"
        else:
            cost = "$%.2f" % price["on_demand_usd_per_gpu_hour"]
            if price["spot_usd_per_gpu_hour"] is not None:
                cost += " (spot $%.2f)" % price["spot_usd_per_gpu_hour"]
            if price["third_party"]:
                cost += ", third party"
        image = "`%s`" % rec["nccl"]["tests_image"].rsplit(":", 1)[1] if rec["nccl"]["tests_image"] else "none published"
        library = th["collective_library"].upper() + (' (see "AMD and RCCL")' if th["collective_library"] == "rccl" else "")
        rows.append(f"| `{name}` | {th['gpus_per_node']} | {rec['slices_per_vm']} | {rails} x {rate} | {layouts} | {nvlink} "
                    f"| {cost} | {image} | {library} |")
    return "\n".join(rows) + "\n"


def _span(names: list) -> str:
    """``mlx5_1 ... mlx5_8`` as ``mlx5_1-8``; runs split by a gap as ``mlx5_0-3, mlx5_5-8``."""
    numbers = [int(n.rsplit("_", 1)[1]) for n in names]
    prefix = names[0].rsplit("_", 1)[0]
    runs, start = [], numbers[0]
    for prev, cur in zip(numbers, numbers[1:] + [None]):
        if cur != prev + 1:
            runs.append(f"{prefix}_{start}" + (f"-{prev}" if prev != start else ""))
            start = cur
    return ", ".join(runs)


def main(argv: list | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crusoe_ib.platform.type_data", description=__doc__.split("\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true", help="rewrite verify/thresholds.json from the type files")
    group.add_argument("--readme", action="store_true", help="print the instance type table of docs/constructs.md")
    args = parser.parse_args(argv)
    if args.readme:
        sys.stdout.write(readme_table())
        return 0
    target = resources.files("crusoe_ib.verify").joinpath("thresholds.json")
    current = json.loads(target.read_text(encoding="utf-8"))
    with resources.as_file(target) as path:
        path.write_text(json.dumps(thresholds_registry(current), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print("wrote crusoe_ib/verify/thresholds.json from %d type files" % len(load()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
