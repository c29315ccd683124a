"""slurm.conf, gres.conf, cgroup.conf and topology.conf for one GPU pool, rendered at synth time.

Pure Python (no cdktf): the files are plain text the SlurmCluster construct writes onto the
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


#: Room for dynamic nodes (the login nodes, ``slurmd -Z``) beside the static GPU nodes: Crusoe's
#: Slurm deployment sets 1024 (crusoecloud/slurm, ansible/roles/slurm_conf/templates/slurm.conf).
#: A fixed value, because Slurm before 23.11 refuses to change it without a slurmctld restart.
MAX_NODE_COUNT = 1024
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
    switch_name: str
    generated_by: str
    #: The NVLink domain every node is pinned to (GB200): topology/block with it as the block.
    nvlink_block: str | None = None


def slurm_conf(layout: SlurmLayout) -> str:
    memory = layout.shape.real_memory_mib is not None
    lines = [
        f"# slurm.conf generated by {layout.generated_by} at synth time from the GPU pool.",
        "# Configless: only the controllers hold this file; slurmd and sackd fetch it from them.",
        f"ClusterName={layout.cluster_name}",
        *(f"SlurmctldHost={c}" for c in layout.controllers),
        "SlurmctldParameters=enable_configless",
        "AuthType=auth/munge",
        "CredType=cred/munge",
        "SlurmUser=slurm",
        "SlurmctldPort=6817",
        "SlurmdPort=6818",
        f"StateSaveLocation={layout.state_save_location}",
        "SlurmdSpoolDir=/var/spool/slurmd",
        "# slurmctld runs as SlurmUser: its pid file lives in the unit's own RuntimeDirectory (/run/slurmctld).",
        "SlurmctldPidFile=/run/slurmctld/slurmctld.pid",
        "SlurmdPidFile=/run/slurmd.pid",
        "SlurmctldLogFile=/var/log/slurm/slurmctld.log",
        "SlurmdLogFile=/var/log/slurm/slurmd.log",
        "SlurmctldTimeout=120",
        "SlurmdTimeout=300",
        "# A node that was DOWN returns when it registers healthy; a DRAINED one waits for its reason to clear.",
        "ReturnToService=2",
        "ProctrackType=proctrack/cgroup",
        "TaskPlugin=task/affinity,task/cgroup",
        f"TaskProlog={layout.task_prolog}",
        "SchedulerType=sched/backfill",
        "SelectType=select/cons_tres",
        f"SelectTypeParameters={'CR_Core_Memory' if memory else 'CR_Core'}",
        "GresTypes=gpu",
        "MpiDefault=none",
        "JobCompType=jobcomp/none",
        f"TopologyPlugin=topology/{'block' if layout.nvlink_block else 'tree'}",
        "# The IB node check: a node whose ports fail drains itself, with the reason in `scontrol show node`.",
        f"HealthCheckProgram={layout.health_check_program}",
        f"HealthCheckInterval={layout.health_check_interval_s}",
        "HealthCheckNodeState=ANY",
        "# Room for the dynamic login nodes (slurmd -Z); fixed so that a scale-up does not change it.",
        f"MaxNodeCount={max(MAX_NODE_COUNT, 2 * len(layout.nodes))}",
        "#",
        f"# GPU nodes: {layout.instance_type}, one line per node (a scale-up adds lines and changes no other).",
    ]
    if not memory:
        lines.append(f"# RealMemory unknown for {layout.instance_type}: not declared (memory is not scheduled); "
                     "`slurmd -C` on a node prints it.")
    shape = layout.shape
    threads = f" ThreadsPerCore={shape.threads_per_core}" if shape.threads_per_core else ""
    for name in layout.nodes:
        mem = f" RealMemory={shape.real_memory_mib}" if memory else ""
        lines.append(f"NodeName={name} CPUs={shape.cpus}{threads}{mem} Gres=gpu:{shape.gpus} Features={layout.feature} "
                     "State=UNKNOWN")
    lines += [
        "#",
        f"NodeSet={layout.feature} Feature={layout.feature}",
        f"PartitionName={layout.partition} Nodes={layout.feature} Default=YES MaxTime=INFINITE State=UP "
        "OverSubscribe=EXCLUSIVE",
        "# The login nodes register as dynamic nodes with Feature=login into a hidden, inactive partition (as in",
        "# Crusoe's Slurm deployment): they get the configuration configless, no job runs on them.",
        f"NodeSet={LOGIN_FEATURE} Feature={LOGIN_FEATURE}",
        f"PartitionName={LOGIN_FEATURE} Nodes={LOGIN_FEATURE} Hidden=YES State=INACTIVE",
    ]
    return "\n".join(lines) + "\n"


def gres_conf(layout: SlurmLayout) -> str:
    gpus = layout.shape.gpus
    files = "/dev/nvidia0" if gpus == 1 else f"/dev/nvidia[0-{gpus - 1}]"
    lines = [f"# gres.conf generated by {layout.generated_by}: the GPUs of each node, one line per node."]
    lines += [f"NodeName={name} Name=gpu File={files}" for name in layout.nodes]
    return "\n".join(lines) + "\n"


def cgroup_conf(layout: SlurmLayout) -> str:
    return "\n".join([
        f"# cgroup.conf generated by {layout.generated_by}: jobs get the cores, memory and GPUs they asked for.",
        "CgroupPlugin=autodetect",
        "ConstrainCores=yes",
        "ConstrainDevices=yes",
        f"ConstrainRAMSpace={'yes' if layout.shape.real_memory_mib is not None else 'no'}",
    ]) + "\n"


def topology_conf(layout: SlurmLayout) -> str:
    if layout.nvlink_block:
        return "\n".join([
            f"# topology.conf generated by {layout.generated_by} (topology/block).",
            "# Every node is pinned to one NVLink domain (nvlink_domain_id), so the pool is one block: jobs stay",
            "# inside the domain's NVLink fabric. BlockSizes is left to Slurm (the block's node count).",
            f"BlockName={layout.nvlink_block} Nodes={hostlist(layout.nodes)}",
        ]) + "\n"
    return "\n".join([
        f"# topology.conf generated by {layout.generated_by} (topology/tree).",
        "# Every node of the pool is on one IB partition of one IB network, whose fabric is rail-optimized and",
        "# non-blocking (A Field Guide to Crusoe InfiniBand with Terraform); Crusoe exposes no leaf-switch",
        "# placement for these VMs, so the network is one switch.",
        f"SwitchName={layout.switch_name} Nodes={hostlist(layout.nodes)}",
    ]) + "\n"


def render(layout: SlurmLayout) -> dict[str, str]:
    """file name -> content, for /etc/slurm on the controllers."""
    return {
        "slurm.conf": slurm_conf(layout),
        "gres.conf": gres_conf(layout),
        "cgroup.conf": cgroup_conf(layout),
        "topology.conf": topology_conf(layout),
    }
