"""Suites: which rules of the table (:mod:`.rules`) run for ``node``, ``pair`` and ``nccl`` / ``diagnose``,
in what order, on which facts. Every rule runs through a suite, those that judge the run itself
(``thresholds``, ``input``, ``node_check``, ``nccl_run``) included, so docs/verify-rules.md lists them all.

A suite is data: steps naming a rule id (and which of its checks), the facts passed to it, and
the facts that must hold for it to apply (``when``); ``ForEach`` applies steps once per item (a
port, a rail pair). The fact builders below turn parsed tool output into those facts; processes
are started only by :mod:`.collect`, commands are run by :mod:`.commands`.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import gpu_types
from . import ports as port_records
from .collect import MISSING, NONZERO, OK
from .parsers import dcgmi_diag, dmesg_xid, nccl_log, nccl_tests, nccl_topo, nvbandwidth, nvidia_smi, nvidia_smi_nvlink
from .rules import BY_ID
from .thresholds import COLLECTIVE_OVERRIDES, ThresholdError, thresholds_for


@dataclass(frozen=True)
class Step:
    rule: str
    reads: tuple = ()  # fact names, passed in order to the check
    when: tuple = ()  # fact names that must all be truthy for the rule to apply
    check: str | None = None  # which of the rule's checks (default: its first)
    final: bool = False  # when it yields a verdict, the suite's later steps are skipped

    def apply(self, facts: dict) -> list:
        if not all(facts[name] for name in self.when):
            return []
        found = BY_ID[self.rule].check(self.check)(*(facts[name] for name in self.reads))
        return [] if found is None else found if isinstance(found, list) else [found]

    def describe(self) -> str:
        when = " when " + " and ".join(self.when) if self.when else ""
        final = "; a verdict here ends the suite" if self.final else ""
        return f"`{self.rule}`: `{BY_ID[self.rule].check(self.check).__name__}({', '.join(self.reads)})`{when}{final}"


@dataclass(frozen=True)
class ForEach:
    items: str  # a fact holding a list
    names: tuple  # the facts each item binds (one name, or several for tuples)
    steps: tuple

    def apply(self, facts: dict) -> list:
        out = []
        for item in facts[self.items]:
            values = (item,) if len(self.names) == 1 else tuple(item)
            each = dict(facts, **dict(zip(self.names, values)))
            for step in self.steps:
                out += step.apply(each)
        return out

    def describe(self) -> str:
        return f"for each {', '.join(self.names)} of {self.items}: {'; '.join((s.describe() for s in self.steps))}"


@dataclass(frozen=True)
class Suite:
    name: str
    commands: tuple
    steps: tuple

    def apply(self, facts: dict) -> list:
        out = []
        for step in self.steps:
            found = step.apply(facts)
            out += found
            if found and getattr(step, "final", False):
                break
        return out

    def rules(self) -> set:
        return {s.rule for step in self.steps for s in (step.steps if isinstance(step, ForEach) else (step,))}

    def describe(self) -> list:
        return [f"{i}. {step.describe()}" for i, step in enumerate(self.steps, 1)]


# The run's own rules come first: a bad instance type or override, an input read in part, the check's
# deadline, tools that are missing or a run that failed.
THRESHOLDS = Step("thresholds", ("thresholds_error",), when=("thresholds_error",))
INPUT = Step("input", ("input_path", "input_notes"), when=("input_notes",))

# The InfiniBand ports, for the node check and for the bundle (which has no deadline of its own).
_PORTS = (
    Step("ib_rails", ("ports", "ib_rails", "hca_names", "hca_layouts", "ib_netdevs")),
    ForEach("ib_ports", ("port",), (
        Step("port_state", ("port",)),
        Step("port_phys_state", ("port",)),
        Step("port_rate", ("port", "rate_gbps")),
        Step("error_counters", ("port",)),
    )),
    Step("nccl_ib_hca", ("nccl_ib_hca", "ib_devices", "ib_rails"), when=("nccl_ib_hca",)),
)
NODE = Suite("node", ("node",), (THRESHOLDS, Step("node_check", ("finished", "deadline_s", "sysfs_root")), *_PORTS))
BUNDLE = Suite("bundle", ("bundle",), (THRESHOLDS, *_PORTS))

# The GPU rules: only the node command collects their facts (the bundle does not run them).
GPU = Suite("gpu", ("node",), (
    Step("gpu_count", ("nvidia_smi", "pci", "gpus_per_node", "nvidia_smi_status")),
    Step("gpu_xid", ("kernel_log", "kernel_log_why"), when=("nvidia",)),
    ForEach("smi_gpus", ("gpu",), (Step("gpu_memory", ("gpu",)), Step("gpu_recovery", ("gpu",)),
                                   Step("gpu_fabric", ("gpu", "nvlink_domain_vms")))),
    ForEach("nvlink_gpus", ("gpu",), (Step("nvlink", ("gpu", "nvlink_links")),)),
    ForEach("pcie_devices", ("device",), (Step("pcie_link", ("device",)),)),
    ForEach("pcie_log_warnings", ("warning",), (Step("pcie_link", ("warning",), check="check_pcie_kernel_log"),)),
    Step("gpudirect_rdma", ("gdr",)),
    Step("gpu_hca_locality", ("nccl_topo", "pci", "ib_devices")),
    Step("dcgm_diag", ("dcgm", "dcgm_status"), when=("nvidia",)),
    Step("nvbandwidth", ("nvbandwidth", "nvbandwidth_floor", "nvlink_links", "nvbandwidth_status"), when=("nvidia",)),
))

# diagnose of pasted GPU output: `nvidia-smi -q` (text or XML) or its summary table, a kernel log (dmesg, journalctl,
# syslog), `dcgmi diag` (table or -j), `nvidia-smi nvlink -s/-e` or nvbandwidth.
DIAGNOSE_GPU = Suite("diagnose-gpu", ("diagnose",), (
    INPUT,
    THRESHOLDS,
    Step("gpu_count", ("nvidia_smi", "pci", "gpus_per_node", "nvidia_smi_status"), when=("smi_ok",)),
    ForEach("smi_gpus", ("gpu",), (Step("gpu_memory", ("gpu",)), Step("gpu_recovery", ("gpu",)),
                                   Step("gpu_fabric", ("gpu", "nvlink_domain_vms")))),
    ForEach("pcie_devices", ("device",), (Step("pcie_link", ("device",)),)),
    Step("gpu_xid", ("kernel_log", "kernel_log_why"), when=("log_ok",)),
    ForEach("pcie_log_warnings", ("warning",), (Step("pcie_link", ("warning",), check="check_pcie_kernel_log"),)),
    Step("dcgm_diag", ("dcgm", "dcgm_status"), when=("dcgm_ok",)),
    ForEach("nvlink_gpus", ("gpu",), (Step("nvlink", ("gpu", "nvlink_links")),)),
    Step("nvbandwidth", ("nvbandwidth", "nvbandwidth_floor", "nvlink_links", "nvbandwidth_status"), when=("nvb_ok",)),
))

PAIR = Suite("pair", ("pair",), (
    THRESHOLDS,
    INPUT,
    Step("write_bw", (), when=("tool_missing",), check="write_bw_tool_missing", final=True),
    ForEach("reports", ("subject", "report"), (Step("write_bw", ("report", "floor_mb_per_s", "subject", "target_mb_per_s")),)),
))

# The NCCL log and nccl-tests output, for a run (nccl) and a recorded log (diagnose).
_NCCL_OUTPUT = (
    Step("nccl_errors", ("log",), when=("log_errors",)),
    Step("parse", ("log", "tests"), check="check_nccl_parsed", final=True),
    Step("nccl_transport", ("log",), check="check_transport_logged"),
    Step("nccl_transport", ("log", "context"), when=("log_ok",)),
    Step("nccl_gdrdma", ("log",), when=("log_ok",)),
    Step("nccl_version", ("log",), when=("log_ok",)),
    Step("nccl_hcas", ("log", "thresholds", "env"), when=("log_ok",), check="check_nccl_hcas_shown"),
    Step("nccl_ib_hca", ("nccl_ib_hca", "ib_devices", "ib_rails"), when=("log_ok", "nccl_ib_hca")),
    Step("parse", ("tests",), when=("require_tests",), check="check_tests_parsed"),
    Step("nccl_wrong", ("tests",), when=("tests_ok",)),
    Step("nccl_complete", ("tests",), when=("tests_ok",)),
    Step("nccl_errors", ("tests",), when=("tests_ok",), check="check_nccl_tests_errors"),
    Step("nccl_busbw", ("tests", "thresholds", "node_count", "collective", "threshold_overrides"), when=("tests_ok",)),
)
# A run first says whether it could start and whether mpirun exited 0 (a verdict on missing tools ends it).
NCCL = Suite("nccl", ("nccl",), (
    Step("nccl_run", ("missing_tools",), when=("missing_tools",), check="nccl_tools_missing", final=True),
    Step("nccl_run", ("run_status", "run_returncode", "run_output", "mpirun", "binary"), when=("ran",)),
    INPUT,
    THRESHOLDS,
    *_NCCL_OUTPUT,
))
DIAGNOSE = Suite("diagnose", ("diagnose",), (INPUT, THRESHOLDS, *_NCCL_OUTPUT))

SUITES = {s.name: s for s in (NODE, BUNDLE, GPU, PAIR, NCCL, DIAGNOSE, DIAGNOSE_GPU)}


# --- facts -----------------------------------------------------------------------------------


def thresholds_or_error(instance_type, node_count=None, overrides=None) -> tuple:
    """``(Thresholds|None, error|None)``: an unknown type or bad override is the ``thresholds`` rule's
    fact (``thresholds_error``), reported by the suites, never raised."""
    overrides = {k: v for k, v in (overrides or {}).items() if k not in COLLECTIVE_OVERRIDES}
    if not instance_type:
        return None, None
    try:
        return thresholds_for(instance_type, node_count, overrides or None), None
    except ThresholdError as exc:
        return None, str(exc)


def _threshold_facts(t) -> dict:
    return {"thresholds": t, "ib_rails": t.ib_rails if t else None, "hca_names": t.hca_names if t else None,
            "hca_layouts": t.hca_layouts if t else (),
            "rate_gbps": t.rate_gbps if t else None}


def gpu_facts(outputs: dict | None, thresholds=None, ib_devices=None) -> dict:
    """The GPU rules' facts from :func:`.collect.gpu_outputs` (``{name: (status, text)}`` and files);
    ``{}`` (the node check's deadline came first) reports every tool as not run."""
    text = lambda name: outputs.get(name) or ("not run", "")  # noqa: E731
    smi_status, smi_text = text("nvidia_smi")
    smi = nvidia_smi.parse(smi_text) if smi_status == OK else None
    pci_tree = outputs.get("pci") or {"devices": [], "error": "not read"}
    links = nvidia_smi_nvlink.parse(text("nvlink_status")[1] + "\n" + text("nvlink_errors")[1])
    log_status, log_text = text("kernel_log")
    dcgm_status, dcgm_text = text("dcgmi")
    nvb_status, nvb_text = text("nvbandwidth")
    gdr = dict(outputs.get("gdr") or {})
    vendor = gdr.get("vendor")
    facts_for = gpu_types.gpu_facts(thresholds.instance_type if thresholds else None)
    rails = set(ib_devices or ())
    pcie = [d for d in pci_tree["devices"] if d["kind"] == "gpu" or not rails or d["ib_device"] in rails]
    topo = outputs.get("nccl_topo")
    kernel_log = dmesg_xid.parse(log_text) if log_status == OK else None
    return {
        "nvidia": vendor != "amd", "nvidia_smi": smi, "nvidia_smi_status": smi_status, "pci": pci_tree,
        "gpus_per_node": thresholds.gpus_per_node if thresholds else None,
        "kernel_log": kernel_log,
        "pcie_log_warnings": _log_warnings(kernel_log, pcie),
        "kernel_log_why": "" if log_status == OK else f"dmesg and journalctl -k: {'not found' if log_status == MISSING else log_status}",
        "smi_gpus": (smi or {}).get("gpus") or [], "nvlink_gpus": [] if links["error"] else links["gpus"],
        "nvlink_links": facts_for.nvlink_links if facts_for else None, "pcie_devices": pcie, "gdr": gdr,
        "nvlink_domain_vms": facts_for.nvlink_domain_vms if facts_for else None,
        "nccl_topo": nccl_topo.parse(topo) if topo is not None else None,
        "dcgm": dcgmi_diag.parse(dcgm_text) if dcgm_status in (OK, NONZERO) else None, "dcgm_status": dcgm_status,
        "nvbandwidth": None if nvb_status == "not run" else nvbandwidth.parse(nvb_text), "nvbandwidth_status": nvb_status,
        "nvbandwidth_floor": facts_for.nvbandwidth_floor_gb_per_s if facts_for else None,
    }


def _log_warnings(kernel_log: dict | None, judged: list) -> list:
    """The kernel log's PCIe bandwidth warnings for devices sysfs did not show with a link width."""
    seen = {d["bus_id"].split(".")[0] for d in judged if d.get("current_link_width") and d.get("max_link_width")}
    return [w for w in (kernel_log or {}).get("pcie_warnings") or [] if w["bus_id"].split(".")[0] not in seen]


def _smi_pcie(smi: dict) -> list:
    """PCIe link records (the :mod:`.parsers.pci` shape) from ``nvidia-smi -q``: width only, since GPUs lower their
    link generation when idle."""
    from .parsers.pci import bus_id
    return [{"bus_id": bus_id(g["bus_id"]), "kind": "gpu", "ib_device": None, "current_link_width": g["pcie_width_current"],
             "max_link_width": g["pcie_width_max"], "current_link_speed_gt_s": None, "max_link_speed_gt_s": None}
            for g in smi.get("gpus") or [] if g.get("pcie_width_current") and g.get("pcie_width_max")]


def gpu_input_kind(text: str) -> tuple:
    """``(kind, parsed)`` for pasted GPU output: ``("nvidia_smi", ...)`` for ``nvidia-smi -q`` (text or XML) or its
    summary table, ``("kernel_log", ...)`` for a kernel log that names an NVIDIA GPU event or a PCIe warning,
    ``("dcgmi_diag", ...)``, ``("nvidia_smi_nvlink", ...)`` or ``("nvbandwidth", ...)``, else ``(None, None)``."""
    smi = nvidia_smi.parse(text)
    if not smi["error"]:
        return "nvidia_smi", smi
    log = dmesg_xid.parse(text)
    if not log["error"] and (log["events"] or log["sxid_events"] or log["pcie_warnings"]):
        return "kernel_log", log
    # Before a kernel log without events: a pasted "nvidia-smi nvlink -s" line alone would read as a bare kernel message.
    for kind, parser in (("dcgmi_diag", dcgmi_diag), ("nvidia_smi_nvlink", nvidia_smi_nvlink), ("nvbandwidth", nvbandwidth)):
        parsed = parser.parse(text)
        if not parsed["error"] or (kind == "nvbandwidth" and (parsed["aborted"] or parsed["version"])):
            return kind, parsed
    if not log["error"] and ("NVRM" in text or log["format"]):
        return "kernel_log", log
    return None, None


def gpu_diagnose_verdicts(kind: str, parsed: dict, context: dict | None = None, input_path: str | None = None,
                          input_notes: list | None = None) -> tuple:
    """``(verdicts, facts, thresholds)`` for pasted GPU output (``diagnose``). A pasted run's exit status is not known:
    dcgmi and nvbandwidth are judged as having ended normally."""
    ctx = context or {}
    thr, thresholds_error = thresholds_or_error(ctx.get("instance_type"), ctx.get("node_count"), ctx.get("threshold_overrides"))
    facts_for = gpu_types.gpu_facts(thr.instance_type if thr else None)
    smi = parsed if kind == "nvidia_smi" else None
    log = parsed if kind == "kernel_log" else None
    links = parsed if kind == "nvidia_smi_nvlink" else None
    nvb = parsed if kind == "nvbandwidth" else None
    facts = dict(_threshold_facts(thr), nvidia_smi=smi, nvidia_smi_status=OK, pci=None,
                 gpus_per_node=thr.gpus_per_node if thr else None, smi_ok=smi is not None,
                 smi_gpus=(smi or {}).get("gpus") or [], pcie_devices=_smi_pcie(smi) if smi else [],
                 kernel_log=log, kernel_log_why="", log_ok=log is not None,
                 pcie_log_warnings=(log or {}).get("pcie_warnings") or [], thresholds_error=thresholds_error,
                 input_path=input_path, input_notes=input_notes,
                 dcgm=parsed if kind == "dcgmi_diag" else None, dcgm_status=OK, dcgm_ok=kind == "dcgmi_diag",
                 nvlink_gpus=(links or {}).get("gpus") or [], nvlink_links=facts_for.nvlink_links if facts_for else None,
                 nvlink_domain_vms=facts_for.nvlink_domain_vms if facts_for else None,
                 nvbandwidth=nvb, nvbandwidth_status=OK, nvb_ok=nvb is not None,
                 nvbandwidth_floor=facts_for.nvbandwidth_floor_gb_per_s if facts_for else None)
    return DIAGNOSE_GPU.apply(facts), {"input_kind": kind, kind: parsed}, thr


def node_verdicts(tree: dict, thresholds=None, ibstat_parsed: dict | None = None, env: dict | None = None,
                  gpu_outputs: dict | None = None, thresholds_error: str | None = None, deadline: tuple | None = None,
                  netdevs: dict | None = None) -> list:
    """All node-level verdicts for one parsed sysfs tree (ibstat's ports when sysfs shows none), and the
    GPU rules' when ``gpu_outputs`` is given; ``deadline``: ``(finished, seconds, sysfs root)`` of the
    node check (the ``node`` suite; without one, the ``bundle`` suite); ``netdevs``: the InfiniBand devices'
    netdevs (``parsers.sysfs.netdevs``), so ``ib_rails`` says whether the VFs have IPoIB."""
    ports = port_records.node_ports(tree, ibstat_parsed)
    devices = port_records.ib_devices(ports)
    finished, deadline_s, sysfs_root = deadline or (True, None, None)
    facts = dict(_threshold_facts(thresholds), ports=ports, ib_ports=port_records.ib_ports(ports),
                 ib_devices=devices, nccl_ib_hca=(env or {}).get("NCCL_IB_HCA"), thresholds_error=thresholds_error,
                 finished=finished, deadline_s=deadline_s, sysfs_root=sysfs_root, ib_netdevs=netdevs)
    found = (BUNDLE if deadline is None else NODE).apply(facts)
    if gpu_outputs is not None:
        found += GPU.apply(dict(facts, **gpu_facts(gpu_outputs, thresholds, devices)))
    return found


def pair_verdicts(reports: dict, thresholds=None, thresholds_error: str | None = None, input_path: str | None = None,
                  input_notes: list | None = None, tool_missing: bool = False) -> list:
    """One ``write_bw`` verdict per ``{subject: parsed ib_write_bw}``, or one saying ib_write_bw is missing."""
    return PAIR.apply({"reports": list(reports.items()),
                       "floor_mb_per_s": thresholds.write_bw_floor_mb_per_s if thresholds else None,
                       "target_mb_per_s": thresholds.write_bw_target_mb_per_s if thresholds else None,
                       "thresholds_error": thresholds_error, "input_path": input_path, "input_notes": input_notes,
                       "tool_missing": tool_missing})


def nccl_verdicts(text: str, context: dict | None = None, require_tests: bool = False, json_text: str | None = None,
                  input_path: str | None = None, input_notes: list | None = None, run: dict | None = None,
                  command: str = "diagnose") -> tuple:
    """``(verdicts, facts, thresholds)`` for NCCL log and/or nccl-tests output in ``text``; the
    nccl-tests JSON file (``json_text``), when it holds results, is preferred to the text table.
    ``run``: how a run went (``missing_tools``, or ``run_status``, ``run_returncode``, ``run_output``,
    ``mpirun``, ``binary``), for the ``nccl_run`` rule of the ``nccl`` suite (``command``)."""
    ctx = context or {}
    log, tests = nccl_log.parse(text), nccl_tests.parse(text)
    facts = {"nccl_log": log, "nccl_tests": tests, "nccl_tests_source": "text"}
    if json_text is not None:
        from_json = nccl_tests.parse(json_text)
        if not from_json["error"]:
            facts["nccl_tests_text"], tests = tests, from_json
            facts["nccl_tests"], facts["nccl_tests_source"] = tests, "json"
        else:
            facts["nccl_tests_json_error"] = from_json["error"]
    collective = ctx.get("collective") or tests.get("collective")
    facts["collective"] = collective
    nodes = ctx.get("node_count") or len(tests["hosts"]) or len(log["hosts"]) or None
    thr, thresholds_error = thresholds_or_error(ctx.get("instance_type"), nodes, ctx.get("threshold_overrides"))
    env = dict(ctx.get("env") or {}, **log["env"])
    judged = dict(_threshold_facts(thr), log=log, tests=tests, context=ctx, env=env, node_count=nodes, collective=collective,
                  threshold_overrides=ctx.get("threshold_overrides"), log_ok=not log["error"], tests_ok=not tests["error"],
                  log_errors=bool(log.get("errors")), require_tests=require_tests, nccl_ib_hca=env.get("NCCL_IB_HCA"),
                  ib_devices=ctx.get("ib_devices") or (list(thr.hca_names) if thr and thr.hca_names else None)
                  or sorted({h["device"] for h in log.get("ib_hcas") or [] if h.get("link_layer") == "IB"}) or None,
                  thresholds_error=thresholds_error, input_path=input_path, input_notes=input_notes,
                  missing_tools=None, ran=bool(run and "run_status" in run))
    judged.update(run or {})
    return SUITES[command].apply(judged), facts, thr
