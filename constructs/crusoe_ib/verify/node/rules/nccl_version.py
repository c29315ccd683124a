"""``nccl_version``: NCCL is recent enough (Crusoe's K3s article)."""

from __future__ import annotations

from ..verdicts import NOT_APPLICABLE, PASS, WARN, Verdict


def check_nccl_version(log: dict, minimum: tuple = (2, 19)) -> Verdict | None:
    """Crusoe's K3s article: NCCL 2.19 or later for H100 performance."""
    v = log.get("nccl_version")
    if not v:
        return NOT_APPLICABLE
    try:
        parts = tuple(int(x) for x in v.split("+")[0].split(".")[:2])
    except ValueError:
        return NOT_APPLICABLE
    if parts < minimum:
        return Verdict(
            "nccl_version", WARN, "nccl", f"NCCL {v} is older than {minimum[0]}.{minimum[1]}.",
            f"Use a Crusoe curated image or a container with NCCL {minimum[0]}.{minimum[1]} or later.",
        )
    return Verdict("nccl_version", PASS, "nccl", f"NCCL {v}.")
