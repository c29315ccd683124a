"""Terraform addresses from construct paths.

Addresses are public API: they appear in every plan and in state. They are derived from the
construct path below the stack (``pool/nodes`` -> ``pool_nodes``), never from hashes, so they
read well and change only when a construct id changes (which is a breaking change).
"""

from __future__ import annotations

import re

from constructs import Construct


def logical_id(construct: Construct, suffix: str) -> str:
    parts = [c.node.id for c in construct.node.scopes[2:]] + [suffix]
    return re.sub(r"[^a-zA-Z0-9_]", "_", "_".join(p for p in parts if p))
