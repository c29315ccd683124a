"""One parser per tool, jc style: ``parse(text) -> dict``, never raising.

Each module documents its output schema in its docstring. Every result has an ``error``
key: ``None`` when the input was understood, otherwise why not (empty, binary, another
tool's output). ``PARSERS`` maps the names used by the CLI and the fixtures to modules.
"""

from __future__ import annotations

from . import (dcgmi_diag, dmesg_xid, ethtool_stats, ib_write_bw, ibstat, ibstatus, nccl_log, nccl_tests, nccl_topo, nvbandwidth,
               nvidia_smi, nvidia_smi_nvlink, pci, perfquery, sysfs)

PARSERS = {
    "sysfs": sysfs,
    "ibstat": ibstat,
    "ibstatus": ibstatus,
    "perfquery": perfquery,
    "ethtool_stats": ethtool_stats,
    "ib_write_bw": ib_write_bw,
    "nccl_tests": nccl_tests,
    "nccl_log": nccl_log,
    "nvidia_smi": nvidia_smi,
    "nvidia_smi_nvlink": nvidia_smi_nvlink,
    "dmesg_xid": dmesg_xid,
    "dcgmi_diag": dcgmi_diag,
    "nvbandwidth": nvbandwidth,
    "pci": pci,
    "nccl_topo": nccl_topo,
}

__all__ = ["PARSERS"] + sorted(PARSERS)
