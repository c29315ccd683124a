"""The node check's settings: :class:`VerificationSettings` (threshold overrides, the apply gate, the
SSH user, the remediation guardrails and circuit breaker), with their synth-time rules; the construct
is :class:`crusoe_ib.verification_hooks.VerificationHooks`."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..core._settings import Context, Settings, settings_rule
from ..core.errors import Issue, issue
from ..verify import MAX_SHARE
from ..verify.node.thresholds import NUMERIC_FIELDS, ThresholdError, Thresholds, is_positive_number, thresholds_for
from .node_pool import user_issues

#: Threshold fields a stack may override: the numbers, and the HCA list.
OVERRIDABLE = (*sorted(NUMERIC_FIELDS), "hca_names")
#: Counts (rails, GPUs, bytes): a fraction would make every node fail its check.
_WHOLE = frozenset(f.name for f in dataclasses.fields(Thresholds) if f.type in (int, "int", "int | None")) & NUMERIC_FIELDS
_HCA = re.compile(r"[a-z][a-z0-9_]{0,31}")


@dataclass(frozen=True, kw_only=True)
class VerificationSettings(Settings):
    """threshold_overrides: replace registry values for this pool (e.g. a lower busbw floor):
        finite positive numbers, None to switch a check off, or a tuple of HCA names.
    apply_gate: after apply, SSH to every node (agent auth) and fail the apply if its node check
        fails. Off by default: it needs network reach to the nodes from where Terraform runs
        (directly, or through the pool's ``ssh_jump_host``).
    ssh_user: login user of the image (``ubuntu`` on Crusoe's curated images).
    The checker (the ``crusoe-ib-verify`` zipapp) is never in a startup script (Crusoe's lifecycle
    scripts stay under 64 kB and are readable through the API): the apply delivers it to every node
    over SSH (``NodeDelivery``: the operator's agent, the jump host of a private pool), as
    ``/opt/crusoe-ib/verify-<sha256>.pyz`` (what the boot check and Slurm's health check run, digest
    checked before each run) and ``/opt/crusoe-ib/verify.pyz`` (the toolkit the printed commands run).
    mesh_on_apply: the apply readies mpirun on the first node (:mod:`crusoe_ib.mpi_launch`): SSH from node-000 to
        every node (``crusoe-ib-verify mesh``'s steps, over the same SSH reach as the checker's delivery) and
        ``~<ssh_user>/hostfile`` there, so the printed ``nccl`` command runs with no hand step (default on;
        off: run the printed ``mesh`` command and copy ``hostfile`` yourself).
    remediation_max_share: the largest share of the pool one ``crusoe-ib-verify remediate`` run
        may replace (default 0.25: one node of four). When more fails, the fabric, partition or image
        is the likelier cause, and remediate prints the evidence commands but no replace (CIB160).
    remediation_window_hours: the circuit breaker's window (default 24): ``remediate`` counts the
        replacements and reboots its history holds for this stack within it (CIB161).
    remediation_max_actions: how many distinct nodes may be replaced or rebooted within the window
        before ``remediate`` stops until a person resets the breaker; None (default): the per-run limit,
        remediation_max_share of the pool, at least 1.
    remediation_repeat_hours: a node key whose check fails again within this many hours of its
        replacement is reported as a place problem (switch port, partition, image) for a Crusoe
        support ticket, never replaced again (default 168, a week).

    Every printed command reaches the nodes as the pool says: ``ssh -J <jump host>`` to private
    addresses when ``NodePoolSettings.ssh_jump_host`` is set, else straight to public ones; the
    remote command is one ssh argument, quoted once. ``pair`` and ``nccl`` get the same
    ``--thresholds-json`` overrides as the node check, so they judge by ``verify_thresholds``.
    """

    threshold_overrides: Mapping[str, object] = field(default_factory=dict)
    apply_gate: bool = False
    ssh_user: str = "ubuntu"
    remediation_max_share: float = MAX_SHARE
    mesh_on_apply: bool = True
    remediation_window_hours: float = 24.0
    remediation_max_actions: int | None = None
    remediation_repeat_hours: float = 168.0

    @settings_rule("remediation_window_hours", "remediation_max_actions", "remediation_repeat_hours")
    def _breaker(self, where: str, context: Context) -> list[Issue]:
        found = []
        for name in ("remediation_window_hours", "remediation_repeat_hours"):
            value = getattr(self, name)
            if not is_positive_number(value):
                found.append(issue("CIB161", f"{where}.{name}", value, field=name, want="a positive number of hours"))
        limit = self.remediation_max_actions
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
            found.append(issue("CIB161", f"{where}.remediation_max_actions", limit, field="remediation_max_actions",
                               want="None or a whole number of nodes, at least 1"))
        return found

    @settings_rule("remediation_max_share")
    def _share(self, where: str, context: Context) -> list[Issue]:
        share = self.remediation_max_share
        return [] if 0 < share <= 1 else [issue("CIB160", f"{where}.remediation_max_share", share)]

    @settings_rule("threshold_overrides")
    def _overrides(self, where: str, context: Context) -> list[Issue]:
        where = f"{where}.threshold_overrides"
        allowed = ", ".join(OVERRIDABLE)
        found = []
        for key, value in self.threshold_overrides.items():
            problem = _override_problem(key, value)
            if problem:
                found.append(issue("CIB040", f"{where}[{key!r}]", value, problem=problem, allowed=allowed))
        if found or context.instance_type is None:
            return found
        try:
            thresholds_for(context.instance_type, node_count=context.node_count,
                           overrides=dict(self.threshold_overrides) or None)
        except ThresholdError as exc:
            found.append(issue("CIB040", where, dict(self.threshold_overrides), problem=str(exc), allowed=allowed))
        return found

    @settings_rule("ssh_user")
    def _user(self, where: str, context: Context) -> list[Issue]:
        return user_issues(f"{where}.ssh_user", self.ssh_user)


def _override_problem(key: object, value: object) -> str | None:
    if key not in OVERRIDABLE:
        return f"{key!r} is not an overridable threshold."
    if key == "hca_names":
        ok = value is None or (isinstance(value, (tuple, list)) and value
                               and all(isinstance(v, str) and _HCA.fullmatch(v) for v in value))
        return None if ok else "hca_names is a non-empty tuple of device names such as 'mlx5_0'."
    if value is None:
        return None
    if not is_positive_number(value):
        return f"{key} must be a finite positive number, not {value!r}."
    if key in _WHOLE and not float(value).is_integer():
        return f"{key} is a count and must be a whole number, not {value!r}."
    return None
