"""The node check's verdicts and the facts behind them as Prometheus metrics, for node_exporter's
textfile collector (``--metrics-file PATH``).

node_exporter reads every ``*.prom`` file in its ``--collector.textfile.directory`` on each scrape and
serves the samples with its own (prometheus/node_exporter README, "Textfile Collector"). The file is
written atomically (a temporary file in the same directory, whose name does not end in ``.prom``,
then ``rename``), as that README asks, so a scrape never sees half a file. The format is the
Prometheus text exposition format 0.0.4 (prometheus.io, "Exposition formats"): ``# HELP`` and
``# TYPE`` once per family, label values escaped (backslash, double quote, newline), no timestamps
(the textfile collector refuses them). Names follow prometheus.io "Metric and label naming": one
``crusoe_ib_`` prefix, base units in the name (``_seconds``, ``_bytes_per_second``), ``_total`` on
counters only.

What a value that could not be read becomes: nothing. An error counter the VM does not expose is
UNAVAILABLE in the verdicts and absent here, never a 0 (a 0 would read as healthy).

:data:`METRICS` is the one table of families (name, type, labels, help): the renderer refuses a name
that is not in it, docs/verification.md lists it (generated check: tests/verify/test_metrics.py) and
the Grafana dashboard may use only these names. Stdlib only: this ships in the node's zipapp.
"""

from __future__ import annotations

import calendar
import math
import os
import re
import tempfile
import time

from .. import METRICS_PATH

#: Debian's and Ubuntu's ``prometheus-node-exporter`` package reads this directory (its
#: ``--collector.textfile.directory`` default): a node that installs the package needs no setting.
DEFAULT_METRICS_FILE = METRICS_PATH
DEFAULT_METRICS_DIR = os.path.dirname(METRICS_PATH)

STATUSES = ("PASS", "WARN", "FAIL", "UNAVAILABLE")
_RANK = {"PASS": 0, "UNAVAILABLE": 1, "WARN": 2, "FAIL": 3}
_RAIL = re.compile(r"(mlx5_[0-9]{1,3}|[A-Za-z][A-Za-z0-9_]{0,31}) port ([0-9]{1,3})")
#: The port rules: their subject is a rail (``mlx5_3 port 1``).
PORT_RULES = ("port_state", "port_phys_state", "port_rate", "error_counters")

#: (name, type, labels, help): every family this module can write, in the order written.
METRICS = (
    ("crusoe_ib_node_check_ok", "gauge", ("node_key",),
     "1 when the last node check had no FAIL verdict, else 0."),
    ("crusoe_ib_node_check_timestamp_seconds", "gauge", ("node_key",),
     "When the last node check ran (Unix time, from its checked_utc)."),
    ("crusoe_ib_node_check_duration_seconds", "gauge", ("node_key",),
     "How long the last node check took."),
    ("crusoe_ib_node_check_verdicts", "gauge", ("node_key", "status"),
     "Verdicts of the last node check per status (PASS, WARN, FAIL, UNAVAILABLE)."),
    ("crusoe_ib_node_info", "gauge", ("node_key", "instance_type", "terraform_address", "version"),
     "Always 1: the node's pool key, instance type, Terraform address and checker version."),
    ("crusoe_ib_rule_status", "gauge", ("node_key", "rule", "rail", "status"),
     "1 for the status a rule has on a rail (rail empty for node-wide rules), 0 for the other three; "
     "the worst verdict wins where a rule judges several subjects."),
    ("crusoe_ib_rail_ok", "gauge", ("node_key", "rail"),
     "0 when a port rule FAILs on the rail (state, physical state, rate, error counters), else 1."),
    ("crusoe_ib_port_state_id", "gauge", ("node_key", "rail", "port"),
     "The port's sysfs state number (4 is ACTIVE)."),
    ("crusoe_ib_port_physical_state_id", "gauge", ("node_key", "rail", "port"),
     "The port's sysfs phys_state number (5 is LinkUp)."),
    ("crusoe_ib_port_rate_bytes_per_second", "gauge", ("node_key", "rail", "port"),
     "The rate the port trained at (sysfs rate, 400 Gb/s is 5e10 bytes per second)."),
    ("crusoe_ib_port_expected_rate_bytes_per_second", "gauge", ("node_key",),
     "The rate the instance type's ports should train at (thresholds.json)."),
    ("crusoe_ib_port_symbol_error_total", "counter", ("node_key", "rail", "port"),
     "sysfs counters/symbol_error (absent where the VM does not expose it)."),
    ("crusoe_ib_port_rcv_errors_total", "counter", ("node_key", "rail", "port"),
     "sysfs counters/port_rcv_errors."),
    ("crusoe_ib_port_local_link_integrity_errors_total", "counter", ("node_key", "rail", "port"),
     "sysfs counters/local_link_integrity_errors."),
    ("crusoe_ib_port_link_downed_total", "counter", ("node_key", "rail", "port"),
     "sysfs counters/link_downed."),
    ("crusoe_ib_port_out_of_sequence_total", "counter", ("node_key", "rail", "port"),
     "sysfs hw_counters/out_of_sequence."),
    ("crusoe_ib_port_implied_nak_seq_err_total", "counter", ("node_key", "rail", "port"),
     "sysfs hw_counters/implied_nak_seq_err."),
    ("crusoe_ib_port_local_ack_timeout_err_total", "counter", ("node_key", "rail", "port"),
     "sysfs hw_counters/local_ack_timeout_err."),
    ("crusoe_ib_gpus", "gauge", ("node_key",),
     "GPUs nvidia-smi sees (absent when the GPU rules did not run)."),
    ("crusoe_ib_gpus_expected", "gauge", ("node_key",),
     "GPUs the instance type has."),
    ("crusoe_ib_gpu_xid", "gauge", ("node_key", "gpu", "xid", "action"),
     "1 for each NVIDIA XID a GPU (PCI bus id) logged in the kernel log, with the catalogue's action."),
    ("crusoe_ib_nvbandwidth_min_bytes_per_second", "gauge", ("node_key",),
     "The slowest GPU pair's nvbandwidth device_to_device_memcpy_read_ce (only with --nvbandwidth)."),
    ("crusoe_ib_nccl_check_ok", "gauge", ("collective",),
     "1 when the last nccl run had no FAIL verdict, else 0 (written by `nccl --metrics-file`)."),
    ("crusoe_ib_nccl_check_timestamp_seconds", "gauge", ("collective",),
     "When the last nccl run was judged (Unix time)."),
    ("crusoe_ib_nccl_nodes", "gauge", ("collective",),
     "Nodes in the last nccl run."),
    ("crusoe_ib_nccl_busbw_bytes_per_second", "gauge", ("collective",),
     "The judged large-message bus bandwidth of the last nccl run (lowest busbw at >= the minimum size)."),
    ("crusoe_ib_nccl_busbw_expected_bytes_per_second", "gauge", ("collective",),
     "The busbw the instance type and node count should reach (thresholds.json)."),
    ("crusoe_ib_nccl_busbw_floor_bytes_per_second", "gauge", ("collective",),
     "The busbw below which the run FAILs (thresholds.json)."),
)
_FAMILIES = {m[0]: m for m in METRICS}
_COUNTERS = {
    ("counters", "symbol_error"): "crusoe_ib_port_symbol_error_total",
    ("counters", "port_rcv_errors"): "crusoe_ib_port_rcv_errors_total",
    ("counters", "local_link_integrity_errors"): "crusoe_ib_port_local_link_integrity_errors_total",
    ("counters", "link_downed"): "crusoe_ib_port_link_downed_total",
    ("hw_counters", "out_of_sequence"): "crusoe_ib_port_out_of_sequence_total",
    ("hw_counters", "implied_nak_seq_err"): "crusoe_ib_port_implied_nak_seq_err_total",
    ("hw_counters", "local_ack_timeout_err"): "crusoe_ib_port_local_ack_timeout_err_total",
}
GBPS = 1e9 / 8  # bytes per second in 1 Gb/s
GB = 1e9  # nccl-tests' and nvbandwidth's GB/s are decimal


def escape_label(value: object) -> str:
    """A label value as the text format wants it: backslash, double quote and newline escaped; any
    other control character (a hostile node name) shown as ``\\xNN`` text rather than sent raw."""
    text = value if isinstance(value, str) else str(value)
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return re.sub("[\x00-\x1f\x7f]", lambda m: "\\\\x%02x" % ord(m.group()), text)


def _number(value) -> str | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return repr(int(value)) if isinstance(value, int) or float(value).is_integer() and abs(value) < 2 ** 53 else repr(float(value))


class _Samples:
    """Samples grouped by family, written in :data:`METRICS` order; a duplicate series keeps the first."""

    def __init__(self):
        self.by_name: dict = {}

    def add(self, name: str, labels: dict, value) -> None:
        family = _FAMILIES[name]  # KeyError: a name missing from the documented table is a bug
        shown = _number(value)
        if shown is None:
            return
        assert tuple(labels) == family[2], (name, tuple(labels))
        key = tuple(str(v) for v in labels.values())
        self.by_name.setdefault(name, {}).setdefault(key, (labels, shown))

    def text(self) -> str:
        out = []
        for name, kind, _labels, help_text in METRICS:
            series = self.by_name.get(name)
            if not series:
                continue
            out.append(f"# HELP {name} {help_text}")
            out.append(f"# TYPE {name} {kind}")
            for labels, shown in series.values():
                inner = ",".join(f'{k}="{escape_label(v)}"' for k, v in labels.items())
                out.append(f"{name}{{{inner}}} {shown}")
        return "\n".join(out) + "\n" if out else ""


def _epoch(checked_utc) -> float | None:
    try:
        return float(calendar.timegm(time.strptime(checked_utc, "%Y-%m-%dT%H:%M:%SZ")))
    except (TypeError, ValueError):
        return None


def _rail(subject) -> tuple:
    m = _RAIL.fullmatch(subject) if isinstance(subject, str) else None
    return (m.group(1), m.group(2)) if m else ("", "")


def node_metrics(doc: dict) -> str:
    """The text exposition of a ``node`` result document."""
    s = _Samples()
    key = str(doc.get("node_key") or "unknown")
    k = {"node_key": key}
    verdicts = [v for v in doc.get("verdicts") or [] if isinstance(v, dict)]
    s.add("crusoe_ib_node_check_ok", k, 1 if doc.get("ok") else 0)
    s.add("crusoe_ib_node_check_timestamp_seconds", k, _epoch(doc.get("checked_utc")))
    s.add("crusoe_ib_node_check_duration_seconds", k, (doc.get("facts") or {}).get("elapsed_s"))
    for status in STATUSES:
        s.add("crusoe_ib_node_check_verdicts", dict(k, status=status), sum(1 for v in verdicts if v.get("status") == status))
    s.add("crusoe_ib_node_info", dict(k, instance_type=doc.get("instance_type") or "", terraform_address=doc.get(
        "terraform_address") or "unknown", version=doc.get("version") or ""), 1)
    worst: dict = {}
    rails: dict = {}
    for v in verdicts:
        rule, status = str(v.get("rule")), v.get("status")
        if status not in _RANK:
            continue
        rail = _rail(v.get("subject"))[0] if rule in PORT_RULES else ""
        if worst.get((rule, rail)) is None or _RANK[status] > _RANK[worst[(rule, rail)]]:
            worst[(rule, rail)] = status
        if rail:
            rails[rail] = rails.get(rail, True) and status != "FAIL"
    for (rule, rail), status in sorted(worst.items()):
        for each in STATUSES:
            s.add("crusoe_ib_rule_status", dict(k, rule=rule, rail=rail, status=each), 1 if each == status else 0)
    for rail, ok in sorted(rails.items()):
        s.add("crusoe_ib_rail_ok", dict(k, rail=rail), 1 if ok else 0)
    sysfs = (doc.get("facts") or {}).get("sysfs") or {}
    for port in sysfs.get("ports") or []:
        if not isinstance(port, dict) or port.get("link_layer") not in (None, "InfiniBand"):
            continue
        labels = dict(k, rail=str(port.get("device")), port=str(port.get("port")))
        s.add("crusoe_ib_port_state_id", labels, port.get("state_code"))
        s.add("crusoe_ib_port_physical_state_id", labels, port.get("phys_state_code"))
        rate = port.get("rate_gbps")
        s.add("crusoe_ib_port_rate_bytes_per_second", labels, rate * GBPS if _number(rate) else None)
        for (group, name), metric in _COUNTERS.items():
            s.add(metric, labels, (port.get(group) or {}).get(name))
    expected = (doc.get("thresholds") or {}).get("rate_gbps")
    s.add("crusoe_ib_port_expected_rate_bytes_per_second", k, expected * GBPS if _number(expected) else None)
    for v in verdicts:
        details = v.get("details") if isinstance(v.get("details"), dict) else {}
        if v.get("rule") == "gpu_count":
            s.add("crusoe_ib_gpus", k, details.get("nvidia_smi"))
            s.add("crusoe_ib_gpus_expected", k, details.get("expected"))
        elif v.get("rule") == "gpu_xid":
            gpu = str(v.get("subject", "")).replace("GPU ", "", 1)
            for xid in details.get("xids") or []:
                s.add("crusoe_ib_gpu_xid", dict(k, gpu=gpu, xid=str(xid), action=str(details.get("action") or "")), 1)
        elif v.get("rule") == "nvbandwidth":
            low = details.get("min_gb_per_s")
            s.add("crusoe_ib_nvbandwidth_min_bytes_per_second", k, low * GB if _number(low) else None)
    return s.text()


def nccl_metrics(doc: dict) -> str:
    """The text exposition of an ``nccl`` (or ``diagnose``) result document."""
    s = _Samples()
    busbw = next((v for v in doc.get("verdicts") or [] if isinstance(v, dict) and v.get("rule") == "nccl_busbw"), None)
    details = (busbw or {}).get("details") if isinstance((busbw or {}).get("details"), dict) else {}
    collective = str(details.get("collective") or (doc.get("facts") or {}).get("collective") or "all_reduce")
    c = {"collective": collective}
    s.add("crusoe_ib_nccl_check_ok", c, 1 if doc.get("ok") else 0)
    s.add("crusoe_ib_nccl_check_timestamp_seconds", c, _epoch(doc.get("checked_utc")))
    s.add("crusoe_ib_nccl_nodes", c, details.get("nodes"))
    for name, field in (("crusoe_ib_nccl_busbw_bytes_per_second", "busbw_gb_per_s"),
                        ("crusoe_ib_nccl_busbw_expected_bytes_per_second", "expected_gb_per_s"),
                        ("crusoe_ib_nccl_busbw_floor_bytes_per_second", "floor_gb_per_s")):
        value = details.get(field)
        s.add(name, c, value * GB if _number(value) else None)
    return s.text()


def render(doc: dict) -> str:
    """The metrics of a result document: ``node`` or ``nccl``/``diagnose``."""
    return node_metrics(doc) if doc.get("command") == "node" else nccl_metrics(doc)


def write_metrics(path: str, doc: dict) -> None:
    """Write :func:`render` to ``path`` atomically (0644; the directory is created 0755 if missing)."""
    text = render(doc)
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, mode=0o755, exist_ok=True)
    # node_exporter reads only *.prom: the temporary name must not end so.
    fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(path) + ".", suffix=".tmp")
    try:
        os.fchmod(fd, 0o644)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def markdown_table() -> str:
    """:data:`METRICS` as the Markdown table docs/verification.md shows (checked by a test)."""
    rows = ["| Metric | Type | Labels | Meaning |", "|---|---|---|---|"]
    rows += [f"| `{name}` | {kind} | {', '.join(f'`{label}`' for label in labels)} | {help_text.replace('|', '/')} |"
             for name, kind, labels, help_text in METRICS]
    return "\n".join(rows) + "\n"


def not_checked_metrics(node_key: str) -> str:
    """What the boot step writes when the pinned checker is missing or another file: the node is not OK
    (``checker_digest`` FAIL), so the last good check's metrics do not go on saying it is. Short (it rides in
    every node's startup script): only the FAIL series of the state set, with short HELP lines (promtool
    wants one; the checker's own file carries the documented text)."""
    key = escape_label(node_key)
    return "\n".join((
        "# HELP crusoe_ib_node_check_ok 0: the pinned checker did not run.", "# TYPE crusoe_ib_node_check_ok gauge",
        f'crusoe_ib_node_check_ok{{node_key="{key}"}} 0',
        "# HELP crusoe_ib_rule_status A rule's status per rail.", "# TYPE crusoe_ib_rule_status gauge",
        f'crusoe_ib_rule_status{{node_key="{key}",rule="checker_digest",rail="",status="FAIL"}} 1'))
