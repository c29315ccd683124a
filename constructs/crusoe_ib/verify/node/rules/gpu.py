"""The GPUs themselves: ``gpu_count`` (the type's count present), ``gpu_memory`` (no uncorrectable
ECC error, no row remap or page retirement pending or failed), ``gpu_recovery`` (the recovery action
the driver asks for), ``gpu_fabric`` (registration with the NVLink fabric) and ``nvlink`` (every link
up, error counters). Facts from ``nvidia-smi -q`` and ``nvidia-smi nvlink -s/-e``; memory actions follow
NVIDIA's "GPU Memory Error Management" (a pending remap is applied by a GPU reset; a remap failure
needs the GPU replaced), and so do recovery actions (its "Error Recovery and Response Flags")."""

from __future__ import annotations

import re

from ..verdicts import FAIL, NOT_APPLICABLE, PASS, UNAVAILABLE, WARN, Verdict
from .xid import REPLACE, RESET


def check_gpu_count(smi: dict | None, pci: dict | None, expected: int | None, smi_status: str = "") -> Verdict:
    """nvidia-smi must see every GPU of the type, and every GPU on the PCI bus (``smi_status``: how its run
    ended, ``missing`` when it is not installed)."""
    on_bus = [d for d in (pci or {}).get("devices") or [] if d["kind"] == "gpu"]
    lost = (smi or {}).get("lost_gpus") or []
    if lost:
        # nvidia-smi printed "Unable to determine the device handle for GPU ...": NVML cannot open these GPUs at all
        # (fallen off the bus, or wedged); "Attached GPUs" still counts them, so no count may stand in for this.
        names = ", ".join(f"GPU {g['bus_id'] or g['index']} ({g['why']})" for g in lost[:8])
        return Verdict("gpu_count", FAIL, "node", f"nvidia-smi cannot open {len(lost)} GPU(s): {names}.",
                       "Reboot the node (check the kernel log for XID 79 or 'fallen off the bus'); if the GPU stays "
                       "unreachable, replace the node.",
                       {"nvidia_smi": len((smi or {}).get("gpus") or []), "lost": lost, "pci": len(on_bus),
                        "expected": expected, "action": RESET})
    seen = None if smi is None or smi.get("error") else len(smi["gpus"])
    # A pasted -q text may show fewer GPU sections than nvidia-smi's own "Attached GPUs" count (the node check
    # reads the XML, where the sections are authoritative).
    if seen is not None and smi.get("format") == "text" and (smi.get("attached_gpus") or 0) > seen:
        seen = smi["attached_gpus"]
    found = seen if seen is not None else (len(on_bus) if on_bus else None)
    details = {"nvidia_smi": seen, "pci": len(on_bus), "expected": expected}
    if found is None and smi_status == "missing":
        return Verdict("gpu_count", UNAVAILABLE, "node", "No GPU seen: nvidia-smi not found on this node (nor on "
                       "--tool-path), and no GPU on the PCI bus.", "Install the NVIDIA driver (it brings nvidia-smi), "
                       "or pass --tool-path with nvidia-smi's directory.", details)
    if smi is not None and smi.get("error") and on_bus:
        # nvidia-smi ran and printed no GPU while the bus shows them: the driver is broken, not "unknown".
        return Verdict("gpu_count", FAIL, "node", f"nvidia-smi failed ({smi['error']}) while {len(on_bus)} GPU(s) are on "
                       "the PCI bus: the NVIDIA driver does not drive them.",
                       "Reboot the node; if nvidia-smi still fails, reinstall the driver or replace the node.",
                       dict(details, action=RESET))
    if found is None:
        ran = "did not run" if smi is None else f"failed ({smi['error']})"
        return Verdict("gpu_count", UNAVAILABLE, "node", f"No GPU seen: nvidia-smi {ran} and no GPU on the PCI bus.",
                       "Check the NVIDIA driver (nvidia-smi).", details)
    if seen is not None and on_bus and seen < len(on_bus):
        return Verdict("gpu_count", FAIL, "node", f"nvidia-smi sees {seen} of the {len(on_bus)} GPUs on the PCI bus: the "
                       "driver did not initialise the others.",
                       "Reboot the node; if a GPU stays missing, replace the node.", dict(details, action=RESET))
    if expected is None:
        return Verdict("gpu_count", UNAVAILABLE, "node", f"Found {found} GPU(s); the type's count is not known.",
                       "Pass --instance-type.", details)
    if found < expected:
        return Verdict("gpu_count", FAIL, "node", f"Found {found} of the type's {int(expected)} GPUs.",
                       "A GPU is missing from the VM: replace the node and open a Crusoe support ticket.",
                       dict(details, action=REPLACE))
    return Verdict("gpu_count", PASS, "node", f"Found {found} GPUs (the type has {int(expected)}).", "", details)


def check_gpu_memory(gpu: dict) -> Verdict:
    """Uncorrectable volatile ECC errors and pending or failed row remaps / page retirements."""
    subject = f"GPU {gpu['bus_id']}"
    facts = {k: gpu.get(k) for k in ("ecc_uncorrectable_volatile", "remapped_rows_pending", "retired_pages_pending",
                                     "remapping_failure", "remapped_rows_uncorrectable", "ecc_mode")}
    unreadable = [f for f in gpu.get("unreadable") or () if f in facts]
    if unreadable and not facts["remapping_failure"]:
        return _error_state("gpu_memory", subject, f"{', '.join(unreadable)} (Unknown Error / ERR!)",
                            dict(facts, unreadable=unreadable))
    if all(v is None for v in facts.values()):
        return Verdict("gpu_memory", UNAVAILABLE, subject, f"{subject} reports no ECC or row-remapping facts.", "", facts)
    if facts["remapping_failure"]:
        return Verdict("gpu_memory", FAIL, subject, f"{subject}: row remapping failed (no spare rows left).",
                       "Replace the node (NVIDIA GPU memory error management: a remapping failure needs the GPU replaced).",
                       dict(facts, action=REPLACE))
    found = []
    if facts["ecc_uncorrectable_volatile"]:
        found.append(f"{int(facts['ecc_uncorrectable_volatile'])} uncorrectable ECC error(s) since the driver loaded")
    if facts["remapped_rows_pending"] or facts["retired_pages_pending"]:
        found.append("a row remap / page retirement is pending")
    if found:
        return Verdict("gpu_memory", FAIL, subject, f"{subject}: {'; '.join(found)}.",
                       "Reset the GPU or reboot the node to apply the remap; replace the node if errors return.",
                       dict(facts, action=RESET))
    if facts["remapped_rows_pending"] is None and facts["retired_pages_pending"] is None:
        # The summary table shows only the volatile uncorrectable count: say what was not seen.
        return Verdict("gpu_memory", PASS, subject, f"{subject}: no uncorrectable ECC error (row remapping not shown: "
                       "nvidia-smi -q has it).", "", facts)
    return Verdict("gpu_memory", PASS, subject, f"{subject}: no uncorrectable ECC error, no remap pending.", "", facts)


def check_nvlink(gpu: dict, expected_links: int | None) -> Verdict | None:
    """Every NVLink link of the GPU active (the type's count when known); error counters zero."""
    links = gpu.get("links") or {}
    subject = f"GPU {gpu['index']} NVLink"
    status = {k: v for k, v in links.items() if v.get("active") is not None}
    if not status:
        counted = {k: v["errors"] for k, v in links.items() if v.get("errors")}
        if not counted:
            return NOT_APPLICABLE
        # nvidia-smi nvlink -e alone: it says nothing about up or down (never a PASS), but nonzero counters are a finding.
        bad = {k: {n: c for n, c in e.items() if c} for k, e in counted.items() if any(e.values())}
        if not bad:
            return NOT_APPLICABLE
        on = ", ".join(f"link {k} (" + ", ".join(f"{n} {int(c)}" for n, c in sorted(e.items())) + ")"
                       for k, e in sorted(bad.items(), key=lambda kv: int(kv[0]))[:4])
        return Verdict("nvlink", WARN, subject, f"{subject}: link errors on {on} (link state not shown).",
                       "Replays and CRC errors are corrected by retry; counts that keep rising mean a failing link: watch "
                       "them (nvidia-smi nvlink -e) and check the links with nvidia-smi nvlink -s.",
                       {"active": None, "links": len(counted), "expected": expected_links, "down": [], "errors": bad})
    down = sorted((k for k, v in status.items() if not v["active"]), key=int)
    active = len(status) - len(down)
    errors = {k: {n: c for n, c in v["errors"].items() if c} for k, v in links.items() if any(v.get("errors", {}).values())}
    details = {"active": active, "links": len(status), "expected": expected_links, "down": down, "errors": errors}
    if down or (expected_links and active < expected_links):
        down_text = "; down: " + ", ".join(down) if down else ""
        links = expected_links or len(status)
        return Verdict("nvlink", FAIL, subject, f"{subject}: {active} of {links} link(s) active{down_text}.",
            "Reboot the node (the NVLink fabric retrains at boot); if links stay down, replace the node.",
            dict(details, action=RESET))
    if errors:
        on = ", ".join(f"link {k} (" + ", ".join(f"{name} {int(count)}" for name, count in sorted(e.items())) + ")"
                       for k, e in sorted(errors.items(), key=lambda kv: int(kv[0]))[:4])
        return Verdict("nvlink", WARN, subject, f"{subject}: all {active} links active, with link errors on {on}.",
            "Replays and CRC errors are corrected by retry; counts that keep rising mean a failing link: watch them "
            "(nvidia-smi nvlink -e) and reboot, then replace, if XID 74 appears.", details)
    return Verdict("nvlink", PASS, subject, f"{subject}: all {active} links active.", "", details)


def _error_state(rule: str, subject: str, what: str, details: dict) -> Verdict:
    """NVML answered "Unknown Error" (-q) / "ERR!" (the table) for ``what``: the GPU is in an error state, so nothing it
    reports can be vouched for."""
    return Verdict(rule, FAIL, subject, f"{subject}: nvidia-smi cannot read {what}: the GPU is in an error state.",
                   "Reboot the node; if nvidia-smi still shows errors for the GPU, replace the node.",
                   dict(details, action=RESET))


# --- GPU Recovery Action -----------------------------------------------------------------------------------------
# NVIDIA, "GPU Memory Error Management", "Error Recovery and Response Flags" (docs.nvidia.com/deploy/
# a100-gpu-mem-error-mgmt/error-recovery-and-response-flags.html): nvidia-smi's "GPU Recovery Action"
# (NVML_FI_DEV_GET_GPU_RECOVERY_ACTION; public outputs show it from driver 565 on, not in 550) names what the GPU
# needs. nvidia-smi prints "None" and "Reset" (NVIDIA/DCGM#263, utkuozdemir/nvidia_gpu_exporter#393); the other names
# are matched by their letters, so "Node Reboot", "Reboot" and NVML's GPU_RECOVERY_ACTION_NODE_REBOOT are one action.
# RECOVER_IMEX_DOMAIN, BUS_RESET and SYSTEM_REBOOT are NVML's newer values (cuda-python's DeviceGpuRecoveryAction);
# nvidia-smi's text for them is not in any public output seen.
#: normalized name -> (status, action, what NVIDIA says it needs)
RECOVERY_ACTIONS = {
    "none": (PASS, None, ""),
    "reset": (FAIL, RESET, "NVIDIA: the GPU hit a fault that needs a reset to recover: terminate all GPU processes and "
                           "reset the GPU (nvidia-smi -r -i <bus id>), or reboot the node; replace the node if the action "
                           "returns."),
    "reboot": (FAIL, RESET, "NVIDIA: the fault may have left the OS in an inconsistent state: reboot the node; replace it "
                            "if the action returns."),
    "drain_p2p": (FAIL, RESET, "NVIDIA: all peer-to-peer traffic must be quiesced: stop the GPU processes that use "
                               "peer-to-peer (NCCL jobs) and disable UVM persistence mode, then run the check again: the "
                               "driver then names the next action (a reset or reboot)."),
    "drain_and_reset": (FAIL, RESET, "NVIDIA: drain peer-to-peer traffic (stop the GPU's NCCL jobs, disable UVM persistence "
                                     "mode), then reset the GPU (nvidia-smi -r) or reboot the node."),
    "bus_reset": (FAIL, RESET, "NVML: reset the GPU's PCIe bus: reboot the node; replace it if the action returns."),
    "system_reboot": (FAIL, RESET, "NVML: reboot the system: reboot the node; replace it if the action returns."),
    "recover_imex_domain": (WARN, None, "NVML: the IMEX domain (multi-node NVLink memory sharing between VMs), not this GPU, "
                                        "needs recovery: restart the job's IMEX daemons (nvidia-imex, or the Kubernetes "
                                        "ComputeDomain); the GPU itself stays usable."),
}
_RECOVERY_NAMES = {"none": "none", "reset": "reset", "gpureset": "reset", "reboot": "reboot", "nodereboot": "reboot",
                   "noderebootrequired": "reboot", "drainp2p": "drain_p2p", "drainandreset": "drain_and_reset",
                   "drainp2pandreset": "drain_and_reset", "recoverimexdomain": "recover_imex_domain",
                   "busreset": "bus_reset", "systemreboot": "system_reboot"}


def recovery_action(printed: str | None) -> str | None:
    """The normalized recovery action (a key of ``RECOVERY_ACTIONS``) for nvidia-smi's text, ``"unknown"`` for text no
    NVIDIA source names, None when not printed."""
    if printed is None:
        return None
    letters = re.sub(r"[^a-z0-9]", "", printed.lower())
    letters = letters[len("gpurecoveryaction"):] if letters.startswith("gpurecoveryaction") else letters
    return _RECOVERY_NAMES.get(letters, "unknown")


def check_gpu_recovery(gpu: dict) -> Verdict | None:
    """The GPU Recovery Action the driver reports (565+), and the older GPU Reset Status flags (Reset Required, Drain
    and Reset Recommended; R570+ prints them as deprecated). Absent on older drivers and in the summary table: no
    verdict."""
    subject = f"GPU {gpu['bus_id']}"
    printed = gpu.get("recovery_action")
    flags = {"reset_required": gpu.get("reset_required"), "drain_and_reset_recommended": gpu.get("drain_and_reset_recommended")}
    details = dict(flags, recovery_action=printed)
    key = recovery_action(printed)
    if key is None and all(v is None for v in flags.values()):
        if "recovery_action" in (gpu.get("unreadable") or ()):
            return _error_state("gpu_recovery", subject, "the GPU Recovery Action (Unknown Error)", details)
        return NOT_APPLICABLE
    if key == "unknown":
        return Verdict("gpu_recovery", WARN, subject, f"{subject}: GPU Recovery Action is '{printed}', a value NVIDIA's "
                       "documentation does not name.", "Look the action up in the driver's release notes "
                       "(nvidia-smi -q); until then treat the GPU as needing a reset.", details)
    if key not in (None, "none"):
        status, action, fix = RECOVERY_ACTIONS[key]
        return Verdict("gpu_recovery", status, subject, f"{subject}: the driver asks for a recovery action: GPU Recovery "
                       f"Action '{printed}'.", fix, dict(details, action=action) if action else details)
    if flags["drain_and_reset_recommended"] or flags["reset_required"]:
        # Drivers before R570 (GPU Reset Status; NVIDIA deprecated it for the Recovery Action in R570).
        which = "Drain and Reset Recommended" if flags["drain_and_reset_recommended"] else "Reset Required"
        fix = RECOVERY_ACTIONS["drain_and_reset" if flags["drain_and_reset_recommended"] else "reset"][2]
        return Verdict("gpu_recovery", FAIL, subject, f"{subject}: GPU Reset Status says {which}: Yes.", fix,
                       dict(details, action=RESET))
    shown = f"GPU Recovery Action '{printed}'" if printed else "GPU Reset Status: no reset required"
    return Verdict("gpu_recovery", PASS, subject, f"{subject}: no recovery action needed ({shown}).", "", details)


# --- Fabric --------------------------------------------------------------------------------------------------------
# nvidia-smi -q's "Fabric" section is NVML's nvmlGpuFabricInfo (NVML API reference, "Fabric definitions"): State is
# the GPU's registration with the NVLink fabric (NVML_GPU_FABRIC_STATE_NOT_SUPPORTED / NOT_STARTED / IN_PROGRESS /
# COMPLETED), Status its error, which "must be checked only if state returns complete". On NVSwitch systems the
# fabric manager registers the GPUs at boot (NVIDIA Fabric Manager user guide: "Not Started" -> "In Progress" ->
# "Completed"); until then CUDA does not start on them (error 802, "system not yet initialized"). On GB200 NVL the
# NVLink switch trays' fabric manager does it, outside the VM.
_ZERO_UUID = re.compile(r"[0-]+")


def _fabric_fix(mnnvl: bool | None) -> str:
    if mnnvl:
        return ("The GPU's NVLink fabric is managed outside the VM (the NVLink switch trays' fabric manager): if the node "
                "has just booted, run the check again in a minute; otherwise reboot the node, and if the GPU still does "
                "not register open a Crusoe support ticket with this nvidia-smi -q output.")
    return ("The fabric manager registers the GPUs with the NVSwitch fabric: if the node has just booted, run the check "
            "again in a minute; check `systemctl status nvidia-fabricmanager` (its version must match the driver's); "
            "otherwise reboot the node, and if the GPU still does not register open a Crusoe support ticket with this "
            "nvidia-smi -q output (a VM whose NVSwitches stay with the host cannot register its GPUs itself).")


def check_gpu_fabric(gpu: dict, nvlink_domain_vms: int | None = None) -> Verdict | None:
    """The GPU's registration with the NVLink fabric (nvidia-smi -q "Fabric"): a registration that has not completed,
    or completed with an error, FAILs; an unhealthy fabric FAILs, a degraded one WARNs. "Not Supported" (no NVLink
    fabric) is no verdict, except on a type whose VMs share a multi-node NVLink domain (``nvlink_domain_vms``, GB200
    NVL), where it WARNs. N/A or no Fabric section (older drivers, the summary table): no verdict."""
    subject = f"GPU {gpu['bus_id']}"
    state, status = gpu.get("fabric_state"), gpu.get("fabric_status")
    health = gpu.get("fabric_health") or {}
    mnnvl = nvlink_domain_vms is not None
    details = {"state": state, "status": status, "clique_id": gpu.get("fabric_clique_id"),
               "cluster_uuid": gpu.get("fabric_cluster_uuid"), "health": health, "multi_node_nvlink": mnnvl}
    if state is None:
        if "fabric_state" in (gpu.get("unreadable") or ()):
            return _error_state("gpu_fabric", subject, "the NVLink fabric state (Unknown Error)", details)
        return NOT_APPLICABLE
    key = state.strip().lower()
    if key == "not supported":
        if not mnnvl:
            return NOT_APPLICABLE
        return Verdict("gpu_fabric", WARN, subject, f"{subject}: NVLink fabric 'Not Supported' on a type whose VMs share "
                       f"a multi-node NVLink domain ({nvlink_domain_vms} VMs): NCCL cannot use NVLink between VMs here "
                       "and falls back to InfiniBand.", "Check that the VM was created in an NVLink domain "
                       "(crusoe_compute_instance.nvlink_domain_id) from the type's image; if it was, open a Crusoe support "
                       "ticket with this nvidia-smi -q output.", details)
    shown = f"State '{state}'" + (f", Status '{status}'" if status else "")
    if key in ("not started", "in progress"):
        return Verdict("gpu_fabric", FAIL, subject, f"{subject}: NVLink fabric registration has not completed ({shown}): "
                       "CUDA does not start on a GPU until it is registered.", _fabric_fix(mnnvl),
                       dict(details, action=RESET))
    if key != "completed":
        return Verdict("gpu_fabric", WARN, subject, f"{subject}: NVLink fabric {shown}, a state NVML does not document.",
                       _fabric_fix(mnnvl), details)
    if status is not None and status.strip().lower() != "success":  # N/A: not shown, never a failure
        return Verdict("gpu_fabric", FAIL, subject, f"{subject}: NVLink fabric registration completed with an error "
                       f"({shown}).", _fabric_fix(mnnvl), dict(details, action=RESET))
    # Health sub-fields (NVML_GPU_FABRIC_HEALTH_MASK_*): True for a recovery in progress or an unhealthy route, Degraded
    # bandwidth, a Summary other than Healthy, an Incorrect Configuration other than none (driver R580 prints it).
    flagged = {k: v for k, v in health.items() if v.strip().lower() in ("true", "unhealthy", "degraded", "limited capacity")
               or (k == "summary" and v.strip().lower() not in ("healthy", "not supported"))
               or (k == "incorrect_configuration" and v.strip().lower() not in ("none", "no", "false", "not supported"))}
    named = ", ".join(f"{k} {v}" for k, v in sorted(flagged.items()))
    if health.get("summary", "").strip().lower() == "unhealthy" or health.get("route_unhealthy", "").strip().lower() == "true":
        return Verdict("gpu_fabric", FAIL, subject, f"{subject}: registered with the NVLink fabric but its health is "
                       f"unhealthy ({named}).", "Reboot the node; if the fabric health stays unhealthy, open a Crusoe "
                       "support ticket with this nvidia-smi -q output (the NVLink fabric is the provider's).",
                       dict(details, action=RESET))
    if flagged:
        return Verdict("gpu_fabric", WARN, subject, f"{subject}: registered with the NVLink fabric, degraded ({named}).",
                       "A degraded fabric still carries traffic at lower bandwidth, and a recovery in progress ends by "
                       "itself: run the check again in a few minutes; if it stays, open a Crusoe support ticket.", details)
    uuid = gpu.get("fabric_cluster_uuid")
    if mnnvl and (uuid is None or _ZERO_UUID.fullmatch(uuid)):
        return Verdict("gpu_fabric", WARN, subject, f"{subject}: registered with the NVLink fabric but in no multi-node "
                       f"NVLink domain (ClusterUUID {uuid or 'not shown'}): NCCL cannot use NVLink between VMs.",
                       "Check that the VM was created in an NVLink domain (crusoe_compute_instance.nvlink_domain_id); if "
                       "it was, open a Crusoe support ticket with this nvidia-smi -q output.", details)
    clique = f"; clique {gpu.get('fabric_clique_id')}, cluster {uuid}" if mnnvl else ""
    return Verdict("gpu_fabric", PASS, subject, f"{subject}: registered with the NVLink fabric ({shown}{clique}).", "",
                   details)
