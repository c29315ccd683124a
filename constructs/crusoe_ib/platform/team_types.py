"""Instance types a team defines in its own repository, without changing the library.

A team type is one JSON file in the format of the library's own
(``crusoe_ib/platform/instance_types/<type>.json``, :mod:`crusoe_ib.platform.type_data`: named after the type, every fact
with its source), registered before the app builds its stacks::

    from crusoe_ib.platform.team_types import register_instance_type

    register_instance_type("instance_types/h100-80gb-sxm-ib.8x-lab.json")   # in main.py, before build()

The type then works wherever a built-in one does: the catalog (slices per VM, GPUs, price, default
image), the NCCL topology files, the thresholds synth and the outputs use, and the node-side checker
the apply delivers, whose ``thresholds.json`` gains the type's record (so ``verify.pyz node
--instance-type <type>`` judges by it). A name the library already has is refused: a team changes a
built-in type's facts by proposing the change to the library, where its sources are reviewed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from . import catalog, type_data
from .type_data import TypeDataError

#: The types registered in this process, by name: what :func:`unregister_instance_type` can take back.
REGISTERED: dict[str, Path] = {}


def register_instance_type(path: str | os.PathLike) -> catalog.InstanceType:
    """Read ``path`` (a type file), check it as the library checks its own, and add the type everywhere
    the library looks types up. Returns its :class:`~crusoe_ib.platform.catalog.InstanceType`. Registering the
    same file again is a no-op; a malformed file, or a name the library or another file already
    has, raises :class:`~crusoe_ib.platform.type_data.TypeDataError` naming the file and the fix."""
    from . import nccl
    from ..verify.node import thresholds

    path = Path(path)
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TypeDataError(f"{path}: cannot read the instance type file ({exc}); it is one JSON object in the "
                            "format of crusoe_ib/platform/instance_types/<type>.json") from None
    if not isinstance(record, dict):
        raise TypeDataError(f"{path}: holds {type(record).__name__}, not a JSON object of an instance type")
    try:
        type_data._check(path.name, record)
    except TypeDataError as exc:
        raise TypeDataError(str(exc).replace(f"instance_types/{path.name}", str(path), 1)) from None
    name = record["name"]
    known = type_data.load()
    if name in known:
        if REGISTERED.get(name) == path.resolve() and known[name] == record:
            return catalog.CATALOG[name]
        where = f"registered from {REGISTERED[name]}" if name in REGISTERED else "one of the library's own types"
        raise TypeDataError(f"{path}: {name} is already {where}. Give the team's type its own name (the file "
                            "then takes that name too), or propose the change to the library's file.")
    try:
        itype = catalog._from_file(record)
    except (KeyError, TypeError) as exc:
        raise TypeDataError(f"{path}: a fact is missing or malformed ({exc!r}); compare with "
                            "crusoe_ib/platform/instance_types/h100-80gb-sxm-ib.8x.json") from None
    known[name] = record
    catalog.CATALOG[name] = itype
    if itype.topo_files:
        nccl.TOPO_FILES[name] = itype.topo_files
    thresholds.load()["instance_types"][name] = record["thresholds"]
    REGISTERED[name] = path.resolve()
    return itype


def unregister_instance_type(name: str) -> None:
    """Take back a type :func:`register_instance_type` added (tests; a long-lived process)."""
    from . import nccl
    from ..verify.node import thresholds

    if name not in REGISTERED:
        raise KeyError(f"{name!r} was not registered by register_instance_type")
    del REGISTERED[name]
    type_data.load().pop(name, None)
    catalog.CATALOG.pop(name, None)
    nccl.TOPO_FILES.pop(name, None)
    thresholds.load()["instance_types"].pop(name, None)
