"""The verdict rules, registered in one table (``RULES``); docs/verify-rules.md is generated from it
(and from the suites) by ``python -m crusoe_ib.verify.build.docs rules > docs/verify-rules.md``.

cdk-nag style: each rule is a small pure function from facts (a port record, parsed tool output,
thresholds) to a :class:`~crusoe_ib.verify.node.verdicts.Verdict`, a list of them, or NOT_APPLICABLE
(None), in one module per rule or tight family. :mod:`..suites` picks rules from this table by id;
the ``--json`` document (:mod:`crusoe_ib.verify.build.schema`) lists the same ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import (busbw, counters, gpu, gpu_tests, hcas, inputs, link, nccl_errors, nccl_version, pcie, rails, results, runs,
               transport, write_bw, xid)


@dataclass(frozen=True)
class VerdictRule:
    """One row of ``RULES``: a verdict id, the checks that emit it and what docs/verify-rules.md says of it."""

    id: str  # the verdict's ``rule``: public, never renamed
    checks: tuple  # the functions that emit it; suites call them by name
    scope: str  # what one verdict judges: run, node, port, pair or nccl
    commands: str  # the commands that can emit it
    statuses: str
    what: str  # what it checks
    omitted: str = ""  # when it does not apply and no verdict is shown

    def check(self, name: str | None = None):
        """The check function ``name`` (default: the first)."""
        if name is None:
            return self.checks[0]
        found = [f for f in self.checks if f.__name__ == name]
        if not found:
            raise KeyError(f"rule {self.id} has no check {name}")
        return found[0]


RULES = (
    VerdictRule("thresholds", (inputs.check_thresholds,), "run", "node pair nccl diagnose bundle", "FAIL",
                "The instance type or a --thresholds-json override is unknown or invalid.",
                "the instance type is known (or not given) and the overrides are valid"),
    VerdictRule("ib_rails", (rails.check_rails,), "node", "node bundle", "PASS FAIL WARN UNAVAILABLE",
                "The node has the type's number of InfiniBand rails, discovered from sysfs (ports whose link_layer is InfiniBand; "
                "Ethernet ports are not rails) and named as found; fewer FAIL and name the missing rail from the closest "
                "published layout; rails in no published layout, or more than the type has, WARN."),
    VerdictRule("port_state", (link.check_port_state,), "port", "node bundle", "PASS FAIL UNAVAILABLE", "A port's state is 4: ACTIVE.",
                "the port is not InfiniBand"),
    VerdictRule("port_phys_state", (link.check_phys_state,), "port", "node bundle", "PASS FAIL UNAVAILABLE",
                "A port's phys_state is 5: LinkUp.", "the port is not InfiniBand"),
    VerdictRule("port_rate", (link.check_port_rate,), "port", "node bundle", "PASS FAIL UNAVAILABLE",
                "A port trained at the type's rate (400 Gb/s NDR, 200 Gb/s HDR). A port whose link is not up (phys_state "
                "Polling, Disabled, ...) has no trained rate (the kernel prints 10 Gb/s, 4X SDR, for it): UNAVAILABLE, "
                "left to port_state and port_phys_state, never a degraded link.", "the port is not InfiniBand"),
    VerdictRule("error_counters", (counters.check_error_counters,), "port", "node bundle", "PASS FAIL WARN UNAVAILABLE",
                "The diagnostics guide's error counters are zero; absent ones are UNAVAILABLE, impossible (negative) ones WARN.",
                "the port is not InfiniBand"),
    VerdictRule("nccl_ib_hca", (hcas.check_nccl_ib_hca,), "node", "node diagnose nccl bundle", "PASS FAIL WARN UNAVAILABLE",
                "Every NCCL_IB_HCA entry matches an InfiniBand device.",
                "NCCL_IB_HCA is not set (node: in the environment; nccl, diagnose: in the log or --env), or the input has no NCCL log"),
    VerdictRule("gpu_count", (gpu.check_gpu_count,), "node", "node diagnose", "PASS FAIL UNAVAILABLE",
                "nvidia-smi sees the type's GPU count (its GPU sections; in pasted -q text its 'Attached GPUs' when the paste "
                "shows fewer sections) and every GPU on the PCI bus; nvidia-smi failing while GPUs are on the bus FAILs, and "
                "so does a GPU it cannot open ('Unable to determine the device handle for GPU ...').", "the GPU checks are off (--no-gpu); diagnose: the input is not nvidia-smi -q output"),
    VerdictRule("gpu_xid", (xid.check_xids,), "gpu", "node diagnose", "PASS FAIL WARN UNAVAILABLE",
                "No NVIDIA XID in the kernel log (any form below); each XID found is named with its meaning and action (NVIDIA "
                "Xid catalogue, table below): FAIL for reset and replace, WARN for the application's own faults; a follow-on "
                "('caused by previous Xid N') is judged by its cause, a GPU lost without an Xid number (fallen off the bus, "
                "a fatal PCIe error the kernel could not recover) as XID 79. NVSwitch SXids: FAIL when fatal, else WARN. "
                "UNAVAILABLE only when no kernel log could be read.",
                "the GPU checks are off, or the GPUs are AMD; diagnose: the input is not a kernel log"),
    VerdictRule("gpu_memory", (gpu.check_gpu_memory,), "gpu", "node diagnose", "PASS FAIL UNAVAILABLE",
                "No uncorrectable volatile ECC error; no row remap or page retirement pending or failed (nvidia-smi -q, or the "
                "summary table's Volatile Uncorr. ECC); memory state nvidia-smi cannot read (Unknown Error, ERR!) FAILs.",
                "nvidia-smi -q did not run"),
    VerdictRule("gpu_recovery", (gpu.check_gpu_recovery,), "gpu", "node diagnose", "PASS FAIL WARN",
                "The GPU Recovery Action nvidia-smi -q reports (drivers 565+; 550 lacks it) is None; otherwise each action is named with "
                "what NVIDIA's \"Error Recovery and Response Flags\" says it needs: Reset, Reboot, Drain P2P and Drain and "
                "Reset FAIL (reset or reboot the node), Recover IMEX Domain WARNs (the IMEX domain, not the GPU), a value "
                "NVIDIA does not name WARNs. Older drivers' GPU Reset Status (Reset Required, Drain and Reset Recommended: "
                "Yes) FAILs the same way.",
                "the driver prints neither (older drivers, or the summary table), or nvidia-smi -q did not run"),
    VerdictRule("gpu_fabric", (gpu.check_gpu_fabric,), "gpu", "node diagnose", "PASS FAIL WARN",
                "The GPU registered with the NVLink fabric (nvidia-smi -q \"Fabric\"): State Not Started or In Progress "
                "FAILs (CUDA does not start until registration completes), so does Completed with a Status other than "
                "Success, and a Health Summary Unhealthy or Route Unhealthy True; degraded bandwidth or a recovery in "
                "progress WARN. On a type whose VMs share a multi-node NVLink domain (GB200 NVL), State Not Supported and a "
                "zero ClusterUUID WARN (no NVLink between VMs).",
                "State N/A or not printed (older drivers, GPUs without NVSwitch), or Not Supported on a type without a "
                "multi-node NVLink domain"),
    VerdictRule("nvlink", (gpu.check_nvlink,), "gpu", "node diagnose", "PASS FAIL WARN",
                "Every NVLink link active (the type's count); nonzero replay/recovery/CRC counters WARN.",
                "nvidia-smi nvlink shows no links (PCIe-only or AMD GPUs); diagnose: the input is not nvidia-smi nvlink output"),
    VerdictRule("pcie_link", (pcie.check_pcie_link, pcie.check_pcie_kernel_log), "gpu", "node diagnose", "PASS FAIL WARN UNAVAILABLE",
                "Every GPU and InfiniBand rail HCA trained at its maximum PCIe width (and, for HCAs, speed): from sysfs, from "
                "nvidia-smi -q (diagnose), or from the kernel's own warning ('... Gb/s available PCIe bandwidth, limited by ... "
                "x8 link ... (capable of ... x16 link)') for a device sysfs did not show: FAIL when the device's own link is "
                "low, WARN when the limit is an upstream port (in a VM possibly an emulated one).",
                "the GPU checks are off; diagnose: the input shows no PCIe link"),
    VerdictRule("gpudirect_rdma", (pcie.check_gpudirect,), "node", "node", "PASS FAIL UNAVAILABLE",
                "A GPUDirect RDMA path: DMA-BUF with NVIDIA's open kernel module on Linux 5.12+, else nvidia_peermem; amdgpu "
                "on AMD.", "no GPU vendor was found"),
    VerdictRule("gpu_hca_locality", (pcie.check_locality,), "node", "node", "PASS FAIL UNAVAILABLE",
                "The NCCL topology file's GPUs and InfiniBand NICs sit at those bus ids on this VM.", "no NCCL topology file"),
    VerdictRule("dcgm_diag", (gpu_tests.check_dcgm,), "node", "node diagnose", "PASS FAIL WARN UNAVAILABLE",
                "`dcgmi diag -r 1` passes (DCGM 2.x-4.x tables and -j JSON; the worst GPU's result decides); a "
                "persistence-mode-only failure WARNs, skipped tests are named, a run where nothing ran WARNs; UNAVAILABLE "
                "only where dcgmi is not installed (or did not run); a run without results (host engine down, a timeout) "
                "WARNs.", "the GPUs are AMD; diagnose: the input is not dcgmi diag output"),
    VerdictRule("nvbandwidth", (gpu_tests.check_nvbandwidth,), "node", "node diagnose", "PASS FAIL WARN UNAVAILABLE",
                "Every GPU pair's nvbandwidth device_to_device_memcpy_read_ce reaches the type's floor (Crusoe's per-SKU "
                "values). A run that stopped (an ASSERT or error in expression, 'Invalid value when checking the pattern': "
                "corrupted data) FAILs; a waived test FAILs on types whose GPUs are NVLink-connected, else WARNs; a timeout or "
                "an output without the matrix WARNs (FAIL when nvbandwidth exited nonzero). UNAVAILABLE only when nvbandwidth is "
                "not installed or the type has no published floor.",
                "nvbandwidth was not run (--nvbandwidth); diagnose: the input is not nvbandwidth output"),
    VerdictRule("node_check", (runs.check_node_deadline,), "run", "node", "FAIL", "The node check finished within its --deadline.",
                "the node check finished in time"),
    VerdictRule("write_bw", (write_bw.check_write_bw, write_bw.write_bw_tool_missing), "pair", "pair", "PASS FAIL UNAVAILABLE",
                "ib_write_bw's best BW average (in decimal MB/s) reaches the floor."),
    VerdictRule("input", (inputs.check_input,), "run", "pair nccl diagnose", "WARN",
                "The input could be read whole (not too large, not a stream that did not end).", "the input was read whole"),
    VerdictRule("parse", (inputs.parse_failure, inputs.check_nccl_parsed, inputs.check_tests_parsed), "run", "pair nccl diagnose", "FAIL",
                "The input is the tool output it should be.", "the input parsed"),
    VerdictRule("nccl_run", (runs.check_nccl_run, runs.nccl_tools_missing), "run", "nccl", "FAIL",
                "mpirun and the nccl-tests binary were found (HPC-X, /opt/nccl-tests/build, or the PATH), ran and exited 0.",
                "mpirun exited 0, or with --parse"),
    VerdictRule("nccl_errors", (nccl_errors.check_nccl_errors, nccl_errors.check_nccl_tests_errors), "nccl", "nccl diagnose", "FAIL WARN",
                "NCCL WARN lines, nccl-tests failures, aborted communicators, timeouts: one verdict per host, quoting its "
                "first line (FAIL for errors that end a job, WARN for other warnings); absent when the log has none.",
                "the log and nccl-tests' output hold no error or warning line"),
    VerdictRule("nccl_transport", (transport.check_nccl_transport, transport.check_transport_logged), "nccl", "nccl diagnose",
                "PASS FAIL UNAVAILABLE", "NCCL uses InfiniBand; otherwise the field guide's checklist.",
                "the input is neither an NCCL log nor nccl-tests output (see parse)"),
    VerdictRule("nccl_gdrdma", (transport.check_gdrdma,), "nccl", "nccl diagnose", "PASS FAIL WARN UNAVAILABLE",
                "Network channels use GPUDirect RDMA.", "NCCL is not on InfiniBand, or the input has no NCCL log"),
    VerdictRule("nccl_hcas", (hcas.check_nccl_hcas, hcas.check_nccl_hcas_shown), "nccl", "nccl diagnose", "PASS FAIL WARN",
                "Every host's NET/IB line lists the same InfiniBand HCAs, all of the type's rails (PASS shown for 2+ hosts).",
                "the log has no NET/IB lines, or it passes on one host"),
    VerdictRule("nccl_version", (nccl_version.check_nccl_version,), "nccl", "nccl diagnose", "PASS WARN", "NCCL is 2.19 or later.",
                "the log names no NCCL version"),
    VerdictRule("nccl_wrong", (results.check_nccl_wrong,), "nccl", "nccl diagnose", "PASS FAIL UNAVAILABLE",
                "#wrong is 0 in every row and no value is out of bounds.", "the input has no nccl-tests results"),
    VerdictRule("nccl_complete", (results.check_nccl_complete,), "nccl", "nccl diagnose", "WARN", "The run reached '# Avg bus bandwidth'.",
                "the run finished (this rule only warns), or the input has no nccl-tests results"),
    VerdictRule("nccl_busbw", (busbw.check_nccl_busbw,), "nccl", "nccl diagnose", "PASS FAIL UNAVAILABLE",
                "Large-message busbw reaches the floor of *its* collective (details.collective): all_reduce bands, "
                "alltoall records (unknown: reported, not judged), no floor for the others.", "the input has no nccl-tests results"),
)
BY_ID = {r.id: r for r in RULES}
