"""The ``--json`` / ``--output`` document: a public interface, versioned, changed only additively.

``RULES`` lists the verdict rule ids of the rules table (:mod:`..node.rules`); ``RESULT_SCHEMA`` is the document's JSON Schema
(draft 2020-12 keywords only); ``docs/verify-json.md`` is generated from both::

    python -m crusoe_ib.verify.build.schema --markdown > docs/verify-json.md
"""

from __future__ import annotations

import json
import sys

from .. import SCHEMA_VERSION
from ..node import rules as _rules

# SCHEMA_VERSION (in the package, so the node's zipapp needs no docs module): 1.0 is the document of
# toolkit 0.1.0 (no schema_version key); 1.1 added schema_version, rules (nccl_errors, nccl_hcas,
# node_check, input) and facts; 1.2 added node_key and terraform_address (top level and per verdict);
# 1.3 added the GPU rules, facts.gpu, details.action on failing GPU verdicts, and fleet/remediate's
# action, attention and reboot keys; 1.4 added the rules gpu_recovery and gpu_fabric; nothing removed or renamed.
STATUSES = ("PASS", "FAIL", "WARN", "UNAVAILABLE")

# rule id -> (commands that emit it, statuses it can have, what it checks), from the rules table
RULES = {r.id: (r.commands, r.statuses, r.what) for r in _rules.RULES}

_STR, _NULL_STR = {"type": "string"}, {"type": ["string", "null"]}
_VERDICT = {
    "type": "object",
    "required": ["rule", "status", "subject", "reason", "remediation", "details", "node_key", "terraform_address"],
    "properties": {
        "rule": {"type": "string", "enum": sorted(RULES)},
        "status": {"type": "string", "enum": list(STATUSES)},
        "subject": _STR,
        "reason": _STR,
        "remediation": _STR,
        "details": {"type": "object"},
        "node_key": _STR,
        "terraform_address": _STR,
        "action": {"type": "string", "enum": ["none", "re-measure", "reboot", "replace", "owner", "support"]},
    },
}
RESULT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "crusoe-ib-verify result (node, pair, nccl, diagnose)",
    "type": "object",
    "required": ["tool", "version", "schema_version", "command", "host", "checked_utc", "instance_type", "thresholds",
                 "verdicts", "summary", "ok", "facts", "node_key", "terraform_address"],
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
        "node_key": _STR,
        "terraform_address": _STR,
    },
}

_FACTS = [
    ("node", "`sysfs` (parsers.sysfs schema), `ibstat` (parsers.ibstat or null), `ibstat_status` (ok, nonzero, missing, "
             "timeout, error, not run), `elapsed_s`; `gpu` unless --no-gpu: `tools` (each GPU tool's run status), `pci`, `gdr`, "
             "and with --nvbandwidth `nvbandwidth` (parsers.nvbandwidth: the GPU x GPU matrix judged)"),
    ("pair", "`reports`: {subject: parsers.ib_write_bw schema} (values in decimal MB/s, `unit` and `mb_per_unit` as read)"),
    ("nccl, diagnose", "`nccl_log` (parsers.nccl_log: networks, HCAs and hosts of every host, `errors`), `nccl_tests` "
                       "(parsers.nccl_tests: rows, `collective`, `format` text or json), `nccl_tests_source` (text or json), "
                       "`collective`; nccl also `argv`, and `nccl_tests_text` when the JSON results were used, "
                       "`nccl_tests_json_error` / `nccl_tests_json_note` when they could not be"),
    ("diagnose (GPU output)", "`input_kind` (`nvidia_smi`, `kernel_log`, `dcgmi_diag`, `nvidia_smi_nvlink` or "
                              "`nvbandwidth`) and the parsed input under that name (that parser's schema), when the input is "
                              "`nvidia-smi -q` output or its summary table, a kernel log, `dcgmi diag` output (table or -j), "
                              "`nvidia-smi nvlink -s/-e` or nvbandwidth output rather than an NCCL log"),
]


# The operator-side documents (crusoe_ib.verify.fleet): same tool, version, schema_version, command, checked_utc.
OPERATOR_DOCS = [
    "",
    "## fleet, sweep, bisect, remediate",
    "",
    "These run where Terraform runs and read the stack's `verify_remediation` output. Each `--json` document has",
    "`tool`, `version`, `schema_version`, `command` and `checked_utc` as above, then (all since 1.2):",
    "",
    "| Command | Keys |",
    "|---|---|",
    "| `fleet` | `stack` (or null), `pool_address`, `nodes` (one row per node: `node_key`, `host`, `terraform_address`, "
    "`verdict` `PASS`, `FAIL`, `CONFLICT` (the node check names another node) or `NO_RESULT`, `failing_rules`, `failing` "
    "(`rule`, `subject`, `reason`, `action` of each FAIL), `action` (the recommended action, on every row: the strongest of the failing ones, `none` for a PASS, "
    "`re-measure` without a result, `owner` for a conflict; 1.3), "
    "`summary`, `checked_utc` and `instance_type` of the node check, `source`, "
    "`error`), `summary` (count per row verdict), `verdict` `OK`, `FAIL` or `INCOMPLETE`, `ok` |",
    "| `bisect` | `stack`, `pool_address`, `instance_type`, `slow_pair`, `rails`, `tests` (`client`, `server`, `rails`: "
    "rail -> `status` ok, slow or error, `bw_average_mb_per_s`, `reason`; `confirms`: the node a confirming test is "
    "for), `bad_nodes` (`node_key`, `terraform_address`, `host`, `rails`, `evidence`: confirmed by a second measurement), "
    "`suspect_peers`, `unconfirmed` (`node_key`, `rails`, `peer`, `confirmation`: slow once, not confirmed, never named), "
    "`verdict` `FOUND`, `UNCONFIRMED`, `NOT_REPRODUCED` or `INCONCLUSIVE`, `explanation`, `ok` |",
    "| `remediate` | `stack`, `pool_address`, `mode` (1.3), `production`, `max_share`, `pool_size`, `max_nodes`, `history` "
    "(its path, 1.3), `history_push`, `execute`, `steps` (in order, one node at a time: `node_key`, `terraform_address`, "
    "`host`, `why`, `bundle`, `action` `replace` or `reboot` (1.3), `action_recommended`, `evidence_utc`, `commands` "
    "(1.3: `step`, `command`, `why`: drain/cordon/wait/guard, bundle, replace or reboot, check, undrain; the bundle only "
    "when `blocked`), `replace`, `synth_then_replace`, `reboot`), `refused` (`node_key`, `terraform_address`, `why`, "
    "`reason`), `blocked` (guardrail messages, the circuit breaker's included), `attention` (1.3: nodes whose findings "
    "are the image's or the job's, `node_key`, `terraform_address`, `why`, `action` `owner`, `findings`; no command), "
    "`support` (1.3: repeat offenders, `node_key`, `terraform_address`, `why`, `action` `support`, `reason`, "
    "`replaced_utc`, `evidence_utc`, `history`, `bundle`), `breaker` (1.3: `window_hours`, `limit`, `limit_source`, "
    "`counted`, `adding`, `tripped`, `history`, `reset_command`, `last_reset`, `message`), `reset` (the record, with "
    "`--reset-breaker`), `recheck`, `ok` |",
    "| `sweep` | `plan` (true: `--plan`, with `rounds` and `plan_facts` only), `stack`, `pool_address`, `instance_type`, "
    "`devices` (the rails measured), `source` (`live` or `recorded: DIR`), `thresholds` (`target_mb_per_s`, "
    "`floor_mb_per_s`, `source`), `rounds` (the plan: rounds of `[client, server]` pairs), `plan_facts` (`nodes`, "
    "`rounds`, `pairs`, `min_partners`, `max_partners`, `idle_node_rounds`, `all_pairs`), `measurements` (one per round, "
    "pair and rail, re-measures included: `round`, `client`, `server`, `rail`, `write_bw_mb_per_s` or null, `status` "
    "`PASS`, `WARN` (below the target), `FAIL` (below the floor, or the rail did not connect) or `UNAVAILABLE` (nothing "
    "measured), `missed_by_pct` (below the floor for a FAIL, the target for a WARN, else null), `remeasure`, `error`), "
    "`faults` (`node`, `rail`, `slow_with`, `partners`, `evidence`, `action` `replace`: what `remediate --sweep` takes), "
    "`suspects` (`node`, `rail` or null (a node that did not answer), `why`, `slow_with`: never an action), "
    "`unreachable`, `nodes` (`node_key`, `host`, `terraform_address`, `verdict` `PASS`, `WARN`, `FAIL` or `UNAVAILABLE`, "
    "`action` `none`, `re-measure` or `replace`, `rails`: rail -> `PASS`, `FAIL`, `SUSPECT` or `UNAVAILABLE`, "
    "`below_target`), `summary` (count per node verdict), `notes` (e.g. more than 10% of the pool faulty on a rail: "
    "rerun with `--rounds 8`), `elapsed_s`, `verdict` `OK`, `FAIL` or `INCOMPLETE`, `ok` |",
    "",
    "Exit codes: `fleet` 0 when every node passes; `bisect` 0 when neither node is slow against a good peer; "
    "`remediate` 0 when every failing node has its commands, no guardrail or the circuit breaker blocked, and no repeat "
    "offender waits for a person (with `--execute`: and every step passed); `sweep` 0 when the pool verdict is OK "
    "(`--plan`: always); otherwise 1; 2 on usage errors (a damaged history line included).",
]


def markdown() -> str:
    out = [
        "# The `--json` result document",
        "",
        "<!-- Generated by `python -m crusoe_ib.verify.build.schema --markdown` from constructs/crusoe_ib/verify/build/schema.py.",
        "     Do not edit by hand. -->",
        "",
        "`crusoe-ib-verify node|pair|nccl|diagnose --json` prints, and `--output FILE` writes (atomically), one JSON object.",
        f"Automation reads it, so it is versioned: `schema_version` is `{SCHEMA_VERSION}`. Changes are additive only: a key, a rule or a",
        "fact may be added (minor version), none is removed, renamed or given another meaning. Documents without",
        "`schema_version` are version 1.0 (toolkit 0.1.0); 1.1 added `schema_version`, the rules `nccl_errors`, `nccl_hcas`,",
        "`node_check` and `input`, `details.collective` on `nccl_busbw`, and facts (per-host NCCL facts, error lines,",
        "the collective, nccl-tests' JSON results); 1.2 added `node_key` and `terraform_address`, at the top level and",
        "on every verdict; 1.3 added the GPU rules (`gpu_count`, `gpu_xid`, `gpu_memory`, `nvlink`, `pcie_link`,",
        "`gpudirect_rdma`, `gpu_hca_locality`, `dcgm_diag`, `nvbandwidth`), `facts.gpu` on `node`, and `details.action`",
        "(`replace`, `reset` or `user`: what a failing verdict asks for) on failing GPU verdicts; 1.4 added the rules",
        "`gpu_recovery` (nvidia-smi's GPU Recovery Action) and `gpu_fabric` (the GPU's NVLink fabric registration).",
        "Read rules by `rule`,",
        "never by position.",
        "",
        "Exit codes: 0 no FAIL (with `--strict`, no WARN either), 1 a FAIL, 2 a usage or I/O error (nothing judged;",
        "one line on stderr), 130 interrupted. `nccl` is never OK when no verdict passed, and with `--strict` not when",
        "any is UNAVAILABLE: `ok` is then false and `not_ok_because` says why.",
        "",
        "## Top level",
        "",
        "| Key | Type | Meaning |",
        "|---|---|---|",
        "| `tool` | string | always `crusoe-ib-verify` |",
        "| `version` | string | the toolkit's version |",
        f"| `schema_version` | string | this document's version (`{SCHEMA_VERSION}`) |",
        "| `command` | string | `node`, `pair`, `nccl` or `diagnose` |",
        "| `host` | string | where the command ran |",
        "| `checked_utc` | string | `YYYY-MM-DDTHH:MM:SSZ` |",
        "| `instance_type` | string or null | as passed |",
        "| `thresholds` | object or null | the flattened thresholds used (`thresholds_for`, see thresholds.md) |",
        "| `verdicts` | array | the verdicts below, in the order checked |",
        "| `summary` | object | count per status: `PASS`, `FAIL`, `WARN`, `UNAVAILABLE` |",
        "| `ok` | boolean | no verdict is `FAIL` |",
        "| `facts` | object | what was read, per command (below) |",
        "| `node_key` | string | the judged node's pool key (`node-007`), or `unknown` (1.2) |",
        "| `terraform_address` | string | its Terraform address (`crusoe_compute_instance.pool_nodes[\"node-007\"]`), or "
        "`unknown` (1.2) |",
        "",
        "Where the node is known: `node` and `bundle` take `--node-key` and `--pool-address` (the boot-time check gets",
        "both from the pool), else `node` and `bundle` read the key from the end of the host name (`training-dev-node-007`)",
        "and the address stays `unknown`; `pair`, `nccl` and `diagnose` judge several nodes at once and say `unknown` unless",
        "given the options. A 1.1 document has neither key: read a missing one as `unknown`.",
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
        "| `node_key`, `terraform_address` | string | as at the top level: the node the verdict is about (1.2) |",
        "| `action` | string | the recommended action: `none`, `re-measure`, `reboot`, `replace`, `owner`, `support` "
        "(docs/operations.md, \"Recommended actions\"; added in 1.3, absent from older documents) |",
        "",
        "## Rules",
        "",
        "| Rule | Commands | Statuses | Checks |",
        "|---|---|---|---|",
    ]
    for rule in sorted(RULES):
        commands, statuses, what = RULES[rule]
        out.append(f"| `{rule}` | {', '.join(commands.split())} | {', '.join(statuses.split())} | {what} |")
    out += ["", "## Facts", "", "| Command | Facts |", "|---|---|"]
    out += [f"| {command} | {facts} |" for command, facts in _FACTS]
    out += ["", "Every parser documents its own schema in its module docstring (`crusoe_ib/verify/node/parsers/`).",
            "`bundle` and `logs` print manifests, not this document."]
    out += OPERATOR_DOCS
    out += ["", "## JSON Schema", "", "```json", json.dumps(RESULT_SCHEMA, indent=2), "```", ""]
    return "\n".join(out)


def main(argv: list | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args != ["--markdown"]:
        print("usage: python -m crusoe_ib.verify.build.schema --markdown", file=sys.stderr)
        return 2
    sys.stdout.write(markdown())
    return 0


if __name__ == "__main__":
    sys.exit(main())
