"""The ``--json`` / ``--output`` document: a public interface, versioned, changed only additively.

``RULES`` is the one table of verdict rule ids; ``RESULT_SCHEMA`` is the document's JSON Schema
(draft 2020-12 keywords only); ``docs/verify-json.md`` is generated from both::

    python -m crusoe_ib.verify.schema --markdown > docs/verify-json.md
"""

from __future__ import annotations

import json
import sys

#: 1.0: the document of toolkit 0.1.0 (no schema_version key). 1.1: schema_version, new rules
#: (nccl_errors, nccl_hcas, node_check, input) and facts; nothing removed or renamed.
SCHEMA_VERSION = "1.1"
STATUSES = ("PASS", "FAIL", "WARN", "UNAVAILABLE")

# rule id -> (commands that emit it, statuses it can have, what it checks)
RULES = {
    "thresholds": ("node pair nccl diagnose bundle", "FAIL", "The instance type or a --thresholds-json override is unknown or invalid."),
    "ib_rails": ("node bundle", "PASS FAIL UNAVAILABLE", "Every InfiniBand rail of the type is present (Ethernet ports are not rails)."),
    "port_state": ("node bundle", "PASS FAIL UNAVAILABLE", "A port's state is 4: ACTIVE."),
    "port_phys_state": ("node bundle", "PASS FAIL UNAVAILABLE", "A port's phys_state is 5: LinkUp."),
    "port_rate": ("node bundle", "PASS FAIL UNAVAILABLE", "A port trained at the type's rate (400 Gb/s NDR, 200 Gb/s HDR)."),
    "error_counters": ("node bundle", "PASS FAIL WARN UNAVAILABLE",
                       "The diagnostics guide's error counters are zero; absent ones are UNAVAILABLE, impossible (negative) ones WARN."),
    "nccl_ib_hca": ("node diagnose nccl bundle", "PASS FAIL WARN UNAVAILABLE", "Every NCCL_IB_HCA entry matches an InfiniBand device."),
    "node_check": ("node", "FAIL", "The node check finished within its --deadline."),
    "write_bw": ("pair", "PASS FAIL UNAVAILABLE", "ib_write_bw's best BW average (in decimal MB/s) reaches the floor."),
    "input": ("pair nccl diagnose", "WARN", "The input could be read whole (not too large, not a stream that did not end)."),
    "parse": ("pair nccl diagnose", "FAIL", "The input is the tool output it should be."),
    "nccl_run": ("nccl", "FAIL", "mpirun and the nccl-tests binary ran and exited 0."),
    "nccl_errors": ("nccl diagnose", "FAIL WARN",
                    "NCCL WARN lines, nccl-tests failures, aborted communicators, timeouts: one verdict per host, quoting its "
                    "first line (FAIL for errors that end a job, WARN for other warnings); absent when the log has none."),
    "nccl_transport": ("nccl diagnose", "PASS FAIL UNAVAILABLE", "NCCL uses InfiniBand; otherwise the field guide's checklist."),
    "nccl_gdrdma": ("nccl diagnose", "PASS FAIL WARN UNAVAILABLE", "Network channels use GPUDirect RDMA."),
    "nccl_hcas": ("nccl diagnose", "PASS FAIL WARN",
                  "Every host's NET/IB line lists the same InfiniBand HCAs, all of the type's rails (PASS shown for 2+ hosts)."),
    "nccl_version": ("nccl diagnose", "PASS WARN", "NCCL is 2.19 or later."),
    "nccl_wrong": ("nccl diagnose", "PASS FAIL UNAVAILABLE", "#wrong is 0 in every row and no value is out of bounds."),
    "nccl_complete": ("nccl diagnose", "WARN", "The run reached '# Avg bus bandwidth'."),
    "nccl_busbw": ("nccl diagnose", "PASS FAIL UNAVAILABLE",
                   "Large-message busbw reaches the floor of *its* collective (details.collective): all_reduce bands, "
                   "alltoall records (unknown: reported, not judged), no floor for the others."),
}

_STR, _NULL_STR = {"type": "string"}, {"type": ["string", "null"]}
_VERDICT = {
    "type": "object",
    "required": ["rule", "status", "subject", "reason", "remediation", "details"],
    "properties": {
        "rule": {"type": "string", "enum": sorted(RULES)},
        "status": {"type": "string", "enum": list(STATUSES)},
        "subject": _STR,
        "reason": _STR,
        "remediation": _STR,
        "details": {"type": "object"},
    },
}
RESULT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "crusoe-ib-verify result (node, pair, nccl, diagnose)",
    "type": "object",
    "required": ["tool", "version", "schema_version", "command", "host", "checked_utc", "instance_type", "thresholds",
                 "verdicts", "summary", "ok", "facts"],
    "properties": {
        "tool": {"type": "string", "enum": ["crusoe-ib-verify"]},
        "version": _STR,
        "schema_version": _STR,
        "command": {"type": "string", "enum": ["node", "pair", "nccl", "diagnose"]},
        "host": _STR,
        "checked_utc": _STR,
        "instance_type": _NULL_STR,
        "thresholds": {"type": ["object", "null"]},
        "verdicts": {"type": "array", "items": _VERDICT},
        "summary": {"type": "object", "required": list(STATUSES),
                    "properties": {s: {"type": "integer"} for s in STATUSES}},
        "ok": {"type": "boolean"},
        "facts": {"type": "object"},
    },
}

_FACTS = [
    ("node", "`sysfs` (parsers.sysfs schema), `ibstat` (parsers.ibstat or null), `ibstat_status` (ok, nonzero, missing, "
             "timeout, error, not run), `elapsed_s`"),
    ("pair", "`reports`: {subject: parsers.ib_write_bw schema} (values in decimal MB/s, `unit` and `mb_per_unit` as read)"),
    ("nccl, diagnose", "`nccl_log` (parsers.nccl_log: networks, HCAs and hosts of every host, `errors`), `nccl_tests` "
                       "(parsers.nccl_tests: rows, `collective`, `format` text or json), `nccl_tests_source` (text or json), "
                       "`collective`; nccl also `argv`, and `nccl_tests_text` when the JSON results were used, "
                       "`nccl_tests_json_error` / `nccl_tests_json_note` when they could not be"),
]


def markdown() -> str:
    out = [
        "# The `--json` result document",
        "",
        "<!-- Generated by `python -m crusoe_ib.verify.schema --markdown` from constructs/crusoe_ib/verify/schema.py.",
        "     Do not edit by hand. -->",
        "",
        "`crusoe-ib-verify node|pair|nccl|diagnose --json` prints, and `--output FILE` writes (atomically), one JSON object.",
        "Automation reads it, so it is versioned: `schema_version` is `%s`. Changes are additive only: a key, a rule or a" % SCHEMA_VERSION,
        "fact may be added (minor version), none is removed, renamed or given another meaning. Documents without",
        "`schema_version` are version 1.0 (toolkit 0.1.0); 1.1 added `schema_version`, the rules `nccl_errors`, `nccl_hcas`,",
        "`node_check` and `input`, `details.collective` on `nccl_busbw`, and facts (per-host NCCL facts, error lines,",
        "the collective, nccl-tests' JSON results). Read rules by `rule`, never by position.",
        "",
        "Exit codes: 0 no FAIL (with `--strict`, no WARN either), 1 a FAIL, 2 a usage or I/O error (nothing judged;",
        "one line on stderr), 130 interrupted.",
        "",
        "## Top level",
        "",
        "| Key | Type | Meaning |",
        "|---|---|---|",
        "| `tool` | string | always `crusoe-ib-verify` |",
        "| `version` | string | the toolkit's version |",
        "| `schema_version` | string | this document's version (`%s`) |" % SCHEMA_VERSION,
        "| `command` | string | `node`, `pair`, `nccl` or `diagnose` |",
        "| `host` | string | where the command ran |",
        "| `checked_utc` | string | `YYYY-MM-DDTHH:MM:SSZ` |",
        "| `instance_type` | string or null | as passed |",
        "| `thresholds` | object or null | the flattened thresholds used (`thresholds_for`, see thresholds.md) |",
        "| `verdicts` | array | the verdicts below, in the order checked |",
        "| `summary` | object | count per status: `PASS`, `FAIL`, `WARN`, `UNAVAILABLE` |",
        "| `ok` | boolean | no verdict is `FAIL` |",
        "| `facts` | object | what was read, per command (below) |",
        "",
        "## A verdict",
        "",
        "| Key | Type | Meaning |",
        "|---|---|---|",
        "| `rule` | string | a rule id from the table below |",
        "| `status` | string | `PASS`; `FAIL`; `WARN` (worth a look, not a failure); `UNAVAILABLE` (could not be observed or "
        "judged: never silently a PASS or a zero) |",
        "| `subject` | string | what was judged: `mlx5_0 port 1`, a host, `nccl`, `nccl-tests`, a rail pair |",
        "| `reason` | string | what was found, against what; may hold several lines |",
        "| `remediation` | string | what to do next (empty on PASS) |",
        "| `details` | object | the numbers behind the reason (rule-specific; keys are only ever added) |",
        "",
        "## Rules",
        "",
        "| Rule | Commands | Statuses | Checks |",
        "|---|---|---|---|",
    ]
    for rule in sorted(RULES):
        commands, statuses, what = RULES[rule]
        out.append("| `%s` | %s | %s | %s |" % (rule, ", ".join(commands.split()), ", ".join(statuses.split()), what))
    out += ["", "## Facts", "", "| Command | Facts |", "|---|---|"]
    out += ["| %s | %s |" % row for row in _FACTS]
    out += ["", "Every parser documents its own schema in its module docstring (`crusoe_ib/verify/parsers/`).",
            "`bundle` and `logs` print manifests, not this document.", "", "## JSON Schema", "", "```json",
            json.dumps(RESULT_SCHEMA, indent=2), "```", ""]
    return "\n".join(out)


def main(argv: list | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args != ["--markdown"]:
        print("usage: python -m crusoe_ib.verify.schema --markdown", file=sys.stderr)
        return 2
    sys.stdout.write(markdown())
    return 0


if __name__ == "__main__":
    sys.exit(main())
