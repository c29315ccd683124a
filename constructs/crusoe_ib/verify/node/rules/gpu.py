"""The GPUs themselves: ``gpu_count`` (the type's count present), ``gpu_memory`` (no uncorrectable
ECC error, no row remap or page retirement pending or failed) and ``nvlink`` (every link up, error
counters). Facts from ``nvidia-smi -q`` and ``nvidia-smi nvlink -s/-e``; memory actions follow
NVIDIA's "GPU Memory Error Management" (a pending remap is applied by a GPU reset; a remap failure
needs the GPU replaced)."""

from __future__ import annotations

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
        # NVML answered "Unknown Error" (-q) / "ERR!" (the table) for the memory error state: the GPU is in an error
        # state, so its memory cannot be vouched for.
        shown = ", ".join(unreadable)
        return Verdict("gpu_memory", FAIL, subject, f"{subject}: nvidia-smi cannot read {shown} (Unknown Error / ERR!): the "
                       "GPU is in an error state.", "Reboot the node; if nvidia-smi still shows errors for the GPU, replace "
                       "the node.", dict(facts, unreadable=unreadable, action=RESET))
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
