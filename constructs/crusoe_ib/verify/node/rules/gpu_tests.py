"""GPU tests: ``dcgm_diag`` (``dcgmi diag -r 1``, NVIDIA DCGM's quick deployment and integration
checks) and ``nvbandwidth`` (NVLink bandwidth per GPU pair against the type's floor, as Crusoe's own
active testing judges it: crusoecloud/autoclusters-controller-helm-charts)."""

from __future__ import annotations

import re

from ..verdicts import FAIL, NOT_APPLICABLE, PASS, UNAVAILABLE, WARN, Verdict, bad_threshold, finite
from .xid import REPLACE, RESET, USER

NVBANDWIDTH_TEST = "device_to_device_memcpy_read_ce"


def check_dcgm(diag: dict | None, status: str) -> Verdict:
    """Every DCGM test passes; ``dcgmi`` absent or its host engine down is UNAVAILABLE, never a PASS."""
    if status == "missing":
        return Verdict("dcgm_diag", UNAVAILABLE, "node", "dcgmi is not installed, so DCGM diagnostics did not run.",
                       "Install NVIDIA DCGM (datacenter-gpu-manager) in the image to add its checks.")
    if status == "not run":
        return Verdict("dcgm_diag", UNAVAILABLE, "node", "dcgmi diag did not run (the node check's deadline came first).",
                       "Give the node check a longer --deadline.")
    if diag is None or diag.get("error"):
        why = (diag or {}).get("error") or status
        # dcgmi ran and gave no result (its host engine down, a timeout): a finding to fix, not "no data".
        return Verdict("dcgm_diag", WARN, "node", f"dcgmi diag ran but gave no results ({why}; it "
                       f"{'timed out' if status == 'timeout' else 'exited nonzero' if status == 'nonzero' else 'ended'}).",
                       "Start the DCGM host engine (systemctl start nvidia-dcgm) and re-check.", {"status": status})
    # DCGM 4.x fails its "software" test when persistence mode is off (error 29, DCGM_FR_PERSISTENCE_MODE); DCGM 3.x
    # showed the same finding as "Persistence Mode | Warn". A node setting, not the hardware: judged as the warning.
    setting = [t for t in diag["tests"] if t["result"] == "Fail" and t["section"] == "Deployment" and t["details"]
               and all(_PERSISTENCE_RE.search(d) for d in t["details"])]
    failed = [t for t in diag["tests"] if t["result"] == "Fail" and t not in setting]
    warned = [t for t in diag["tests"] if t["result"] == "Warn"] + setting
    skipped = [t for t in diag["tests"] if t["result"] in ("Skip", "Not Run")]
    details = {"dcgm_version": diag["metadata"].get("dcgm_version"), "tests": len(diag["tests"]),
               "failed": [t["name"] for t in failed], "warned": [t["name"] for t in warned],
               "skipped": [t["name"] for t in skipped]}

    def shown(tests):
        return "; ".join(t["name"] + (f" ({t['gpus']})" if t["gpus"] else "")
                         + (": " + t["details"][0][:160] if t["details"] else "") for t in tests[:4])

    not_run = f" {len(skipped)} test(s) did not run ({', '.join(t['name'] for t in skipped[:6])})." if skipped else ""
    if failed:
        memory = [t for t in failed if "Remap" in t["name"] or "Retire" in t["name"]]
        software = not memory and all(t["section"] == "Deployment" for t in failed)
        action = REPLACE if memory else USER if software else RESET
        return Verdict("dcgm_diag", FAIL, "node", f"DCGM diagnostics failed: {shown(failed)}.{not_run}", {
            REPLACE: "GPU memory could not be repaired (row remapping failed): replace the node.",
            USER: "A deployment check (driver, libraries, settings) failed: fix the image.",
            RESET: "Reboot the node and re-check; replace it if the test fails again."}[action], dict(details, action=action))
    if warned:
        return Verdict("dcgm_diag", WARN, "node", f"DCGM diagnostics warned: {shown(warned)}.{not_run}",
                       "Read the warning; DCGM's text names the setting" + (" (nvidia-smi -pm 1 enables persistence mode)."
                                                                            if setting else "."), details)
    ran = len(diag["tests"]) - len(skipped)
    if not ran:
        return Verdict("dcgm_diag", WARN, "node", f"DCGM diagnostics ran no test:{not_run}",
                       "Run dcgmi diag on a GPU type DCGM supports, with its plugins allowed (is_allowed in the DCGM "
                       "configuration).", details)
    return Verdict("dcgm_diag", PASS, "node", f"DCGM diagnostics passed ({ran} tests).{not_run}", "", details)


_PERSISTENCE_RE = re.compile(r"Persistence mode for GPU \d{1,4} is disabled", re.IGNORECASE)


def _nvbandwidth_unfinished(parsed: dict, status: str, peer_required) -> Verdict | None:
    """The run gave no matrix: say what happened. UNAVAILABLE only when nothing ran (nvbandwidth missing);
    a run that aborted, failed its data check, timed out or waived the test on NVLink GPUs is a finding."""
    test = next((t for t in parsed.get("tests") or [] if t["name"] == NVBANDWIDTH_TEST), None)
    if status == "missing":
        return Verdict("nvbandwidth", UNAVAILABLE, "node", "nvbandwidth is not installed, so NVLink bandwidth was not measured.",
                       "Build NVIDIA/nvbandwidth into the image (or pass --tool-path with its directory).")
    corrupt = test if test is not None and test["corruption"] else \
        next((t for t in parsed.get("tests") or [] if t["corruption"]), None)
    if corrupt is not None:
        return Verdict("nvbandwidth", FAIL, "node", f"nvbandwidth {corrupt['name']} found corrupted data and stopped: "
                       f"{corrupt['aborted']}.", "A GPU-to-GPU copy returned wrong data: reboot the node and re-run; replace it "
                       "if the check fails again.", {"aborted": corrupt["aborted"], "corruption": True, "action": RESET})
    aborted = (test or {}).get("aborted") or (parsed.get("aborted") if test is None or not test["pairs"] else None)
    if aborted:
        return Verdict("nvbandwidth", FAIL, "node", f"nvbandwidth stopped before {NVBANDWIDTH_TEST} finished: {aborted}.",
                       "Reboot the node and re-run nvbandwidth; replace the node if it stops again.",
                       {"aborted": aborted, "corruption": False, "action": RESET})
    if status == "timeout":
        return Verdict("nvbandwidth", WARN, "node", f"nvbandwidth did not finish {NVBANDWIDTH_TEST} in time, so NVLink "
                       "bandwidth is not known.", "Run it on an idle node (the node check allows it 300 s).", {"status": status})
    if test is not None and test["waived"]:
        if peer_required:
            return Verdict("nvbandwidth", FAIL, "node", f"nvbandwidth waived {NVBANDWIDTH_TEST}: peer-to-peer copies failed "
                           "between GPUs that this type connects with NVLink.", "Check NVLink and the fabric manager "
                           "(nvidia-smi nvlink -s; systemctl status nvidia-fabricmanager), reboot the node, replace it if "
                           "the test is still waived.", {"waived": True, "action": RESET})
        return Verdict("nvbandwidth", WARN, "node", f"nvbandwidth waived {NVBANDWIDTH_TEST}: these GPUs cannot copy peer to "
                       "peer (nvidia-smi topo -p2p r shows which pairs).", "Expected on GPUs without peer access; otherwise "
                       "check the driver and IOMMU settings.", {"waived": True})
    if parsed.get("error"):
        found = FAIL if status == "nonzero" else WARN
        return Verdict("nvbandwidth", found, "node", f"nvbandwidth gave no {NVBANDWIDTH_TEST} matrix ({parsed['error']}; "
                       f"it {'exited nonzero' if status == 'nonzero' else 'ended normally'}).",
                       f"Run nvbandwidth -t {NVBANDWIDTH_TEST} by hand and read its output.",
                       {"status": status, **({"action": RESET} if found == FAIL else {})})
    if test is None or not test["pairs"]:
        why = "did not run it" if test is None else "measured no GPU pair"
        return Verdict("nvbandwidth", WARN, "node", f"nvbandwidth {why} ({NVBANDWIDTH_TEST}).",
                       f"Run nvbandwidth -t {NVBANDWIDTH_TEST} on a node with two or more GPUs.", {"status": status})
    return None


def check_nvbandwidth(parsed: dict | None, floor_gb_per_s, peer_required=None, status: str = "ok") -> Verdict | None:
    """Every GPU pair's ``device_to_device_memcpy_read_ce`` bandwidth reaches the type's floor; a run that
    did not finish says why (``status``: how nvbandwidth ended; ``peer_required``: the type's GPUs are
    NVLink-connected, so a waived peer test is a failure)."""
    if parsed is None:
        return NOT_APPLICABLE
    unfinished = _nvbandwidth_unfinished(parsed, status or "ok", peer_required)
    if unfinished is not None:
        return unfinished
    test = next(t for t in parsed["tests"] if t["name"] == NVBANDWIDTH_TEST)
    low = min(p["gb_per_s"] for p in test["pairs"])
    details = {"pairs": len(test["pairs"]), "min_gb_per_s": low, "floor_gb_per_s": floor_gb_per_s}
    if floor_gb_per_s is None:
        return Verdict("nvbandwidth", UNAVAILABLE, "node", f"{len(test['pairs'])} GPU pairs, lowest {low:g} GB/s; no "
                       "published floor for this type.", "", details)
    if not finite(floor_gb_per_s):
        return bad_threshold("nvbandwidth", "node", "nvbandwidth_floor_gb_per_s", floor_gb_per_s)
    slow = [p for p in test["pairs"] if p["gb_per_s"] < floor_gb_per_s]
    if slow:
        # The title names the direction ("GPU(row) <- GPU(column)" up to v0.7, "GPU(row) -> GPU(column)" in v0.8).
        arrow = "->" if "(row) ->" in (test.get("title") or "") else "<-"
        pairs = ", ".join(f"{int(p['row'])}{arrow}{int(p['column'])} {p['gb_per_s']:g}" for p in slow[:6])
        return Verdict("nvbandwidth", FAIL, "node", f"{len(slow)} of {len(test['pairs'])} GPU pairs below {floor_gb_per_s:g} "
                       f"GB/s: {pairs}.",
            "NVLink is degraded: reboot the node, then replace it if pairs stay slow.",
            dict(details, slow=slow[:16], action=RESET))
    return Verdict("nvbandwidth", PASS, "node", f"All {len(test['pairs'])} GPU pairs reach {floor_gb_per_s:g} GB/s "
                   f"(lowest {low:g}).", "", details)
