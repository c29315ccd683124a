"""The verdict: what every rule of :mod:`.rules` returns.

cdk-nag style: a verdict names its ``rule`` id, the ``subject`` judged, the ``reason`` (what was
found, against what) and the ``remediation`` (what to do next). UNAVAILABLE means the fact could
not be observed or judged (a VM that does not expose a counter, an unknown instance type); it is
never silently turned into PASS or into a zero. A rule that does not apply returns
``NOT_APPLICABLE`` (None) and the suite leaves it out of the document; docs/verify-rules.md says
when each rule does not apply.

Sources, by short form: the Crusoe InfiniBand field guide is Saturn Cloud's "A Field Guide to Crusoe
InfiniBand with Terraform"; the diagnostics guide is Crusoe's InfiniBand diagnostics guide for
SR-IOV VMs; Crusoe's K3s article is the Crusoe blog "Scaling Deep Learning Distributed Training
with Rancher K3s on Crusoe Cloud" (2023-12-20).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

PASS, FAIL, WARN, UNAVAILABLE = "PASS", "FAIL", "WARN", "UNAVAILABLE"
STATUSES = (FAIL, WARN, UNAVAILABLE, PASS)
NOT_APPLICABLE = None

BUNDLE = "Collect a diagnostics bundle (crusoe-ib-verify bundle) and open a Crusoe support ticket naming the node and device."
BUNDLE_LC = "c" + BUNDLE[1:]


@dataclass(frozen=True)
class Verdict:
    rule: str
    status: str
    subject: str
    reason: str
    remediation: str = ""
    details: dict = field(default_factory=dict, compare=False, hash=False)

    def to_dict(self) -> dict:
        return {
            "rule": self.rule,
            "status": self.status,
            "subject": self.subject,
            "reason": self.reason,
            "remediation": self.remediation,
            "details": self.details,
        }


def summarize(verdicts: list) -> dict:
    counts = {s: 0 for s in STATUSES}
    for v in verdicts:
        counts[v.status] += 1
    return counts


def finite(value) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value) and value > 0


def bad_threshold(rule: str, subject: str, name: str, value) -> Verdict:
    """A threshold that is not a finite positive number is never compared (NaN would make a FAIL pass)."""
    return Verdict(rule, UNAVAILABLE, subject, f"The {name} threshold {value!r} is not a finite positive number, so nothing was judged.",
                   "Fix the threshold (thresholds.json or --thresholds-json).")


def port_name(port: dict) -> str:
    return f"{port.get('device')} port {port.get('port')}"


def why_unreadable(port: dict, name: str) -> str:
    why = (port.get("unreadable") or {}).get(name)
    return f" ({name}: {why})" if why else ""
