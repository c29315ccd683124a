"""How NCCL reaches the network: ``nccl_transport`` (InfiniBand, else the field guide's checklist)
and ``nccl_gdrdma`` (GPUDirect RDMA on every network channel)."""

from __future__ import annotations

from ..verdicts import BUNDLE, FAIL, NOT_APPLICABLE, PASS, UNAVAILABLE, WARN, Verdict
from .inputs import parse_failure


def socket_checklist(context: dict | None, env: dict | None = None) -> list:
    """The Crusoe InfiniBand field guide's ordered checklist for a Socket fallback; each item says what was found.

    Returns ``[{"item", "found", "ok"}]`` where ok is True, False or None (not known).
    """
    ctx = context or {}
    env = dict(ctx.get("env") or {}, **(env or {}))
    items = []
    itype = ctx.get("instance_type")
    if itype:
        ok = str(itype).split(".")[0].endswith("-ib")
        items.append({"item": "instance type ends in -ib", "found": itype, "ok": ok})
    else:
        items.append({"item": "instance type ends in -ib", "found": "not known", "ok": None})
    hcas = ctx.get("host_channel_adapters")
    if hcas is None:
        items.append({"item": "host_channel_adapters present", "found": "not known", "ok": None})
    else:
        n = hcas if isinstance(hcas, int) and not isinstance(hcas, bool) else (len(hcas) if isinstance(hcas, (list, tuple)) else int(bool(hcas)))
        items.append({"item": "host_channel_adapters present", "found": f"{n} block(s)" if n else "absent", "ok": n > 0})
    parts = ctx.get("partition_ids")
    if not parts:
        items.append({"item": "all nodes on the same partition", "found": "not known", "ok": None})
    else:
        distinct = sorted(set(parts))
        found = (f"one partition ({distinct[0]}) for {len(parts)} node(s)" if len(distinct) == 1
                 else f"{len(distinct)} partitions: {', '.join(distinct)}")
        items.append({"item": "all nodes on the same partition", "found": found, "ok": len(distinct) == 1})
    if "NCCL_IB_DISABLE" in env:
        v = str(env["NCCL_IB_DISABLE"]).strip()
        items.append({"item": "NCCL_IB_DISABLE not set to 1", "found": f"NCCL_IB_DISABLE={v}", "ok": v != "1"})
    else:
        items.append({"item": "NCCL_IB_DISABLE not set to 1", "found": "not set" if ctx.get("env") is not None else "not known", "ok": True if ctx.get("env") is not None else None})
    return items


_CHECKLIST_FIX = {
    "instance type ends in -ib": "Use an -ib instance type such as h100-80gb-sxm-ib.8x.",
    "host_channel_adapters present": "Add host_channel_adapters = [{ ib_partition_id = ... }] to every instance.",
    "all nodes on the same partition": "Put every node of the job on one IB partition.",
    "NCCL_IB_DISABLE not set to 1": "Unset NCCL_IB_DISABLE (or set it to 0) in the job environment.",
}


_CHECKLIST_HOW = {
    "instance type ends in -ib": "pass --instance-type (or instance_type in --context).",
    "host_channel_adapters present": "pass --host-channel-adapters N (or host_channel_adapters in --context).",
    "all nodes on the same partition": "pass --partition-id once per node (or partition_ids in --context).",
    "NCCL_IB_DISABLE not set to 1": "pass the job's value with --env NCCL_IB_DISABLE=... (or env in --context).",
}


def check_nccl_transport(log: dict, context: dict | None = None) -> Verdict:
    """NCCL must use IB/IBext. On Socket, walk the field guide's checklist and report each item."""
    if log.get("error"):
        return parse_failure("the NCCL log", log["error"], "nccl")
    transport = log.get("transport")
    nets = ", ".join(log.get("networks") or []) or "none"
    evidence = f"Using network {nets}" if log.get("networks") else (log.get("transport_evidence") or "Using network none")
    if transport == "IB":
        hcas = ", ".join(h["device"] for h in log.get("ib_hcas") or [])
        layers = {h.get("link_layer") for h in log.get("ib_hcas") or []}
        if layers and "IB" not in layers:  # NCCL's IB transport over RoCE only: Ethernet ports, not the fabric's rails
            return Verdict(
                "nccl_transport", FAIL, "nccl",
                f"NCCL's IB transport runs over RoCE (Ethernet) devices only ({evidence}; HCAs {hcas}), not InfiniBand ports.",
                "On a Crusoe InfiniBand VM the RoCE device is the Ethernet VF: set NCCL_IB_HCA to the InfiniBand rails "
                "(e.g. ^mlx5_0:1 where mlx5_0 is the Ethernet VF) and check the instance has host_channel_adapters.",
                {"networks": log.get("networks"), "evidence": log.get("transport_evidence"), "link_layers": sorted(layers)},
            )
        return Verdict(
            "nccl_transport", PASS, "nccl", f"NCCL uses InfiniBand ({evidence}{'; HCAs ' + hcas if hcas else ''}).",
            "", {"networks": log.get("networks"), "evidence": log.get("transport_evidence")},
        )
    if transport is None:
        return Verdict(
            "nccl_transport", UNAVAILABLE, "nccl", "The log has no 'Using network' line, so the transport is not known.",
            "Run with NCCL_DEBUG=INFO and keep the log from communicator init.",
        )
    evidence = []
    if log.get("ibverbs_missing") and "libibverbs" not in (log.get("transport_evidence") or ""):
        evidence.append("Failed to open libibverbs.so")
    if log.get("ib_no_device"):
        evidence.append("NET/IB : No device found")
    if log.get("socket_interfaces"):
        evidence.append(
            "NET/Socket : Using " + " ".join(f"{s['interface']}:{s['address']}" for s in log["socket_interfaces"])
        )
    items = socket_checklist(context, log.get("env"))
    what = {"Socket": "Socket", "mixed": "a mix of transports"}.get(transport, transport)
    shown = f"Using network {nets}" if log.get("networks") else (log.get("transport_evidence") or "Using network none")
    if shown.startswith("NET/IB : No device found"):  # the evidence list below names both lines, with the interfaces
        shown = "no 'Using network' line"
    lines = [f"NCCL is using {what}, not InfiniBand ({shown}{'; ' + '; '.join(evidence) if evidence else ''})."]
    by_host = log.get("networks_by_host") or {}
    if transport == "mixed" and by_host:
        odd = [f"{h} uses {'/'.join(n)}" for h, n in by_host.items() if not all(x.upper().startswith("IB") for x in n)]
        if odd:
            lines.append("Not on InfiniBand: " + "; ".join(odd[:8]) + (" ..." if len(odd) > 8 else "") + ".")
    lines.append("Checklist (Crusoe InfiniBand field guide, in order):")
    for i, it in enumerate(items, 1):
        mark = {True: "ok", False: "PROBLEM", None: "not known"}[it["ok"]]
        lines.append(f"{i}. {it['item']}: {it['found']} [{mark}]")
    hca = (log.get("env") or {}).get("NCCL_IB_HCA") or ((context or {}).get("env") or {}).get("NCCL_IB_HCA")
    if hca:
        lines.append(f"Also: NCCL_IB_HCA={hca} restricts the devices NCCL may use.")
    bad = [it for it in items if it["ok"] is False]
    unknown = [it for it in items if it["ok"] is None]
    if log.get("ibverbs_missing"):
        fix = ("NCCL could not load libibverbs.so, so it cannot use InfiniBand whatever the checklist says: install "
               "rdma-core's libibverbs1 and ibverbs-providers (mlx5) in the job's image, and pass /dev/infiniband into "
               "the container.")
    elif bad:
        fix = _CHECKLIST_FIX[bad[0]["item"]]
    elif unknown:
        fix = f"Item {items.index(unknown[0]) + 1} is not known: {_CHECKLIST_HOW[unknown[0]['item']]}"
    elif hca:
        fix = "Check that every NCCL_IB_HCA entry names a device listed by ibstat, or unset it."
    else:
        fix = "Every checklist item looks right: run `crusoe-ib-verify node` on each node; if it passes, " + BUNDLE
    return Verdict("nccl_transport", FAIL, "nccl", "\n".join(lines), fix, {"checklist": items, "networks": log.get("networks")})


def check_transport_logged(log: dict) -> Verdict | None:
    """Input without NCCL_DEBUG=INFO lines (nccl-tests output only): the transport is not known."""
    if not log.get("error"):
        return NOT_APPLICABLE
    return Verdict("nccl_transport", UNAVAILABLE, "nccl", "No NCCL_DEBUG=INFO lines, so the transport is not known.",
                   "Run with NCCL_DEBUG=INFO to see 'Using network IB'.")


#: GPUDirect RDMA on Crusoe's images, whose driver is installed on the host: DMA-BUF (NVIDIA's open kernel module,
#: Linux 5.12+, NCCL 2.19+: the NVIDIA GPU Operator docs' recommended path; nvidia_peermem is the legacy one). The
#: GPU Operator's driver.rdma settings configure its driver container only, which a host driver does not use.
GDR_FIX = ("Give NCCL a GPUDirect RDMA path on every node: DMA-BUF, which needs NVIDIA's open kernel module on "
           "Linux 5.12+ and NCCL 2.19+ (`crusoe-ib-verify node` reports it as gpudirect_rdma), or else the legacy "
           "nvidia_peermem module loaded on the host (`sudo modprobe nvidia_peermem`). The driver is the image's, "
           "so the GPU Operator's driver.rdma settings change nothing; with NCCL_NET_GDR_LEVEL or NCCL_DMABUF_ENABLE "
           "set, check they do not turn it off.")


def check_gdrdma(log: dict) -> Verdict | None:
    """Inter-node channels should use GPUDirect RDMA (``via NET/IBext/3/GDRDMA``); None unless on IB."""
    if log.get("error") or log.get("transport") != "IB":
        return NOT_APPLICABLE
    ch = log.get("channels") or {}
    net, gdr = ch.get("net", 0), ch.get("net_gdrdma", 0)
    details = {"net_channels": net, "gdrdma_channels": gdr}
    if net == 0:
        # No channel lines (an init-only log): NCCL's own "GPU Direct RDMA Disabled for HCA" lines still tell,
        # when no HCA is reported enabled by any path (nvidia-peermem or DMA-BUF).
        hcas = log.get("gdr_hcas") or []
        on = {h["device"] for h in hcas if h["enabled"]}
        off = sorted({h["device"] for h in hcas if not h["enabled"]} - on)
        if off and not on:
            return Verdict(
                "nccl_gdrdma", FAIL, "nccl",
                f"NCCL reports GPU Direct RDMA Disabled for {', '.join(off)} and enabled for no HCA (neither "
                "nvidia-peermem nor DMA-BUF); network transfers will be staged through host memory.",
                GDR_FIX if log.get("library") != "RCCL" else "Check ROCm peer memory on every node.",
                dict(details, gdr_disabled_hcas=off),
            )
        return Verdict(
            "nccl_gdrdma", UNAVAILABLE, "nccl", "No 'via NET/' channel lines in the log (one node, or the log starts after connection setup).",
            "", details,
        )
    if log.get("library") == "RCCL":  # AMD: GPUDirect RDMA goes through the amdgpu driver's peer memory
        fix = ("Check ROCm peer memory on every node (the amdgpu driver with peer-memory support, and "
               "NCCL_NET_GDR_LEVEL not forcing it off); see AMD's RCCL documentation on GPUDirect RDMA.")
    else:
        fix = GDR_FIX
    if gdr == 0:
        return Verdict("nccl_gdrdma", FAIL, "nccl", f"None of {net} network channels use GPUDirect RDMA.", fix, details)
    if gdr < net:
        return Verdict("nccl_gdrdma", WARN, "nccl", f"Only {gdr} of {net} network channels use GPUDirect RDMA.", fix, details)
    return Verdict("nccl_gdrdma", PASS, "nccl", f"All {net} network channels use GPUDirect RDMA.", "", details)
