"""slurm.conf, gres.conf, cgroup.conf and topology.conf for one GPU pool, rendered at synth time.

Pure Python (no cdktf): the files are templates under ``scripts/slurm/conf/`` rendered as plain text the SlurmCluster construct writes onto the
controllers, shown in the synthesized JSON (and its snapshot) and in the ``<id>_config`` output.
Every value here is validated before it arrives (SlurmSettings, the pool's own rules), so the
renderers only format.

Layout choices, each so that a scale-up is a small, reviewable diff:

* one ``NodeName=`` line per GPU node (its VM name, ``<pool>-node-000``), carrying the pool's
  feature; the partition takes its nodes through ``NodeSet=<pool> Feature=<pool>``, so adding
  nodes adds exactly their lines and changes no other line of slurm.conf;
* one gres.conf line per node (``NodeName=... Name=gpu File=/dev/nvidia[0-7]``);
* topology.conf (``topology/tree``): one switch per IB network, i.e. the whole pool, whose
  ``Nodes=`` is a hostlist expression (the one line a scale-up changes there); for a GB200 pool
  pinned to one NVLink domain (``NodePoolSettings.nvlink_domain_id``), ``topology/block`` with that
  domain as the one block, so jobs are placed inside the NVLink domain (Crusoe's blog "Efficient job
  Scheduling with SLURM Block Topology on Crusoe accelerated by NVIDIA GB200 NVL72"). An unpinned
  GB200 pool learns its domains only after apply, so it stays on the tree.

Hostlist expressions (``pool-node-[000-002,005]``) are Slurm's; :func:`hostlist` writes them and
:func:`expand_hostlist` reads them back (zero padding kept per range).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .platform import platform_contract
from .core import _scripts

_NUMBERED = re.compile(r"(.*?)(\d+)")
_RANGE = re.compile(r"(\d+)(?:-(\d+))?")


def hostlist(names: Iterable[str]) -> str:
    """Slurm's compact form of ``names``: ``a-node-000,a-node-001,b`` -> ``a-node-[000-001],b``.
    Names keep their order of first prefix; numbers of one prefix are sorted and merged into
    ranges of equal width."""
    groups: dict[str, list[tuple[int, int]]] = {}
    plain: list[str] = []
    order: list[str] = []
    for name in names:
        match = _NUMBERED.fullmatch(name)
        if not match:
            plain.append(name)
            order.append(name)
            continue
        prefix, digits = match.groups()
        if prefix not in groups:
            groups[prefix] = []
            order.append("\0" + prefix)
        groups[prefix].append((int(digits), len(digits)))
    out = []
    for item in order:
        if not item.startswith("\0"):
            out.append(item)
            continue
        prefix = item[1:]
        numbers = sorted(set(groups[prefix]), key=lambda nw: (nw[0], nw[1]))
        ranges: list[list[int]] = []  # [start, end, width]
        for n, width in numbers:
            if ranges and ranges[-1][2] == width and ranges[-1][1] == n - 1:
                ranges[-1][1] = n
            else:
                ranges.append([n, n, width])
        parts = [f"{a:0{w}d}" if a == b else f"{a:0{w}d}-{b:0{w}d}" for a, b, w in ranges]
        if len(parts) == 1 and ranges[0][0] == ranges[0][1]:
            out.append(prefix + parts[0])
        else:
            out.append(f"{prefix}[{','.join(parts)}]")
    return ",".join(out)


def expand_hostlist(expression: str) -> list[str]:
    """The names a hostlist expression stands for, in order (``ValueError`` if malformed)."""
    names: list[str] = []
    for item in split_hostlist(expression):
        if "[" not in item:
            if not item or "]" in item:
                raise ValueError(f"malformed hostlist item {item!r}")
            names.append(item)
            continue
        prefix, _, rest = item.partition("[")
        body, close, suffix = rest.partition("]")
        if not close or "[" in body or "[" in suffix or "]" in suffix or not body:
            raise ValueError(f"malformed hostlist item {item!r}")
        for part in body.split(","):
            match = _RANGE.fullmatch(part)
            if not match:
                raise ValueError(f"malformed range {part!r} in {item!r}")
            start, end = match.group(1), match.group(2) or match.group(1)
            if int(end) < int(start):
                raise ValueError(f"descending range {part!r} in {item!r}")
            width = len(start)  # Slurm's: the lower bound's digits, leading zeros included
            names += [f"{prefix}{n:0{width}d}{suffix}" for n in range(int(start), int(end) + 1)]
    return names


def split_hostlist(expression: str) -> list[str]:
    """The items of a hostlist expression: split on commas outside brackets."""
    items, depth, current = [], 0, []
    for c in expression:
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
            if depth < 0:
                raise ValueError(f"unbalanced ']' in {expression!r}")
        if c == "," and depth == 0:
            items.append("".join(current))
            current = []
        else:
            current.append(c)
    if depth:
        raise ValueError(f"unbalanced '[' in {expression!r}")
    items.append("".join(current))
    return items


#: Room for dynamic nodes (the login nodes, ``slurmd -Z``) beside the static GPU nodes, as Crusoe's
#: Slurm deployment sets it (platform_contract). A fixed value, because Slurm before 23.11 refuses to
#: change it without a slurmctld restart.
MAX_NODE_COUNT = platform_contract.SLURM_MAX_NODE_COUNT
#: The hidden partition of the login nodes (Crusoe's deployment: ``Nodeset=login Feature=login``,
#: ``PartitionName=login ... Hidden=YES State=INACTIVE``): they register, no job lands on them.
LOGIN_FEATURE = "login"


@dataclass(frozen=True, kw_only=True)
class GpuNodeShape:
    """What slurm.conf says about each node of the pool. ``real_memory_mib`` None: not declared
    (Slurm then schedules no memory; ``slurmd -C`` on a node prints the value to set): when given,
    it is already the schedulable memory (the margin taken, see ``SlurmCluster``).
    ``threads_per_core`` None: not declared (Slurm counts every CPU as a core)."""

    cpus: int
    real_memory_mib: int | None
    gpus: int
    threads_per_core: int | None = None


@dataclass(frozen=True, kw_only=True)
class SlurmLayout:
    """Everything the four files are rendered from (validated values only)."""

    cluster_name: str
    controllers: Sequence[str]
    nodes: Sequence[str]
    feature: str
    partition: str
    shape: GpuNodeShape
    instance_type: str
    state_save_location: str
    health_check_program: str
    health_check_interval_s: int
    task_prolog: str
    prolog: str
    switch_name: str
    generated_by: str
    #: The NVLink domain every node is pinned to (GB200): topology/block with it as the block.
    nvlink_block: str | None = None


def _conf(name: str, **values: str) -> str:
    return _scripts.text(_scripts.render(f"slurm/conf/{name}", **values))


def _each(name: str, rows: Iterable[dict[str, str]]) -> str:
    return "\n".join(_conf(name, **row) for row in rows)


def slurm_conf(layout: SlurmLayout) -> str:
    memory = layout.shape.real_memory_mib is not None
    shape = layout.shape
    return _conf(
        "slurm.conf", GENERATED_BY=layout.generated_by, CLUSTER_NAME=layout.cluster_name,
        SLURMCTLD_HOSTS=_each("slurmctld-host.conf", ({"HOST": c} for c in layout.controllers)),
        STATE_SAVE_LOCATION=layout.state_save_location, TASK_PROLOG=layout.task_prolog,
        SELECT_TYPE_PARAMETERS="CR_Core_Memory" if memory else "CR_Core",
        TOPOLOGY="block" if layout.nvlink_block else "tree", HEALTH_CHECK_PROGRAM=layout.health_check_program,
        HEALTH_CHECK_INTERVAL=str(layout.health_check_interval_s), PROLOG=layout.prolog, INSTANCE_TYPE=layout.instance_type,
        MEMORY_UNKNOWN="" if memory else _conf("memory-unknown.conf", INSTANCE_TYPE=layout.instance_type),
        NODES=_each("node.conf", ({"NAME": name, "CPUS": str(shape.cpus), "GPUS": str(shape.gpus), "FEATURE": layout.feature,
                                    "REAL_MEMORY": f" RealMemory={shape.real_memory_mib}" if memory else "",
                                    "THREADS": f" ThreadsPerCore={shape.threads_per_core}" if shape.threads_per_core else ""}
                                   for name in layout.nodes)),
        FEATURE=layout.feature, PARTITION=layout.partition, LOGIN=LOGIN_FEATURE,
        MAX_NODE_COUNT=str(max(MAX_NODE_COUNT, 2 * len(layout.nodes)))) + "\n"


def gres_conf(layout: SlurmLayout) -> str:
    gpus = layout.shape.gpus
    files = "/dev/nvidia0" if gpus == 1 else f"/dev/nvidia[0-{gpus - 1}]"
    return _conf("gres.conf", GENERATED_BY=layout.generated_by,
                 NODES=_each("gres-node.conf", ({"NAME": name, "FILES": files} for name in layout.nodes))) + "\n"


def cgroup_conf(layout: SlurmLayout) -> str:
    return _conf("cgroup.conf", GENERATED_BY=layout.generated_by,
                 CONSTRAIN_RAM="yes" if layout.shape.real_memory_mib is not None else "no") + "\n"


def topology_conf(layout: SlurmLayout) -> str:
    if layout.nvlink_block:
        return _conf("topology-block.conf", GENERATED_BY=layout.generated_by, BLOCK=layout.nvlink_block,
                     NODES=hostlist(layout.nodes)) + "\n"
    return _conf("topology-tree.conf", GENERATED_BY=layout.generated_by, SWITCH=layout.switch_name,
                 NODES=hostlist(layout.nodes)) + "\n"


def render(layout: SlurmLayout) -> dict[str, str]:
    """file name -> content, for /etc/slurm on the controllers."""
    return {
        "slurm.conf": slurm_conf(layout),
        "gres.conf": gres_conf(layout),
        "cgroup.conf": cgroup_conf(layout),
        "topology.conf": topology_conf(layout),
    }
