"""The rules table: one entry per verdict id, each documented, each emitting only its own id; the
suites pick only rules from it; docs/verify-rules.md is generated from it and kept current."""

from __future__ import annotations

import ast
import inspect
import re
import subprocess
import sys

from conftest import REPO

from crusoe_ib.verify.build import schema
from crusoe_ib.verify.node import rules, suites
from crusoe_ib.verify.node.rules import RULES
from crusoe_ib.verify.node.verdicts import STATUSES

RULES_DIR = REPO / "constructs" / "crusoe_ib" / "verify" / "rules"
COMMANDS = {"node", "pair", "nccl", "diagnose", "bundle"}
SCOPES = {"run", "node", "port", "gpu", "pair", "nccl"}
EMITS = re.compile(r'(?:Verdict|bad_threshold)\(\s*"([a-z_]+)"')


def test_ids_are_unique():
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids)) == len(rules.BY_ID), ids


def test_every_rule_is_documented():
    for r in RULES:
        assert r.what.rstrip()[-1] in ".)", r.id
        assert r.scope in SCOPES and set(r.commands.split()) <= COMMANDS and r.commands, r.id
        assert r.statuses and set(r.statuses.split()) <= set(STATUSES), r.id
        assert r.checks and all(f.__doc__ for f in r.checks), r.id
        # A rule that can be absent from the document says when (cdk-nag's "not applicable", documented).
        absent = any("None" in str(inspect.signature(f).return_annotation) for f in r.checks) or r.scope in ("run", "port")
        assert r.omitted or not absent, r.id


def test_every_module_emits_only_the_ids_registered_to_it():
    registered: dict = {}
    for r in RULES:
        for f in r.checks:
            assert f.__module__.startswith("crusoe_ib.verify.node.rules."), (r.id, f)
            registered.setdefault(f.__module__.rsplit(".", 1)[1], set()).add(r.id)
    for path in sorted(RULES_DIR.glob("*.py")):
        if path.name.startswith("__"):
            continue
        emitted = set(EMITS.findall(path.read_text()))
        assert emitted == registered.get(path.stem, set()), (path.name, emitted, registered.get(path.stem))


def test_every_public_check_function_is_registered():
    registered = {f for r in RULES for f in r.checks}
    for path in sorted(RULES_DIR.glob("*.py")):
        module = ast.parse(path.read_text())
        names = [n.name for n in module.body if isinstance(n, ast.FunctionDef) and n.name.startswith("check_")]
        for name in names:
            assert any(f.__name__ == name and f.__module__.endswith("." + path.stem) for f in registered), (path.name, name)


def test_rules_are_pure_functions_of_their_facts():
    """Rules read no files, run no processes and print nothing: only verdicts, ports, thresholds and parsers."""
    for path in sorted(RULES_DIR.glob("*.py")):
        if path.name == "__main__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            assert not isinstance(node, ast.Import), "%s imports %s" % (path.name, [a.name for a in node.names])
            if isinstance(node, ast.ImportFrom):
                ok = (node.level == 0 and node.module in ("__future__", "dataclasses")) or node.level == 1 or (
                    node.level == 2 and (node.module or "").split(".")[0] in ("verdicts", "ports", "thresholds", "parsers"))
                assert ok, "%s imports %s%s" % (path.name, "." * node.level, node.module or "")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("print", "open", "input"), (path.name, node.func.id)


def test_suites_pick_only_rules_from_the_table():
    used = set()
    for suite in suites.SUITES.values():
        for step in suite.steps:
            for s in (step.steps if isinstance(step, suites.ForEach) else (step,)):
                rule = rules.BY_ID[s.rule]  # KeyError: a suite names a rule the table does not have
                rule.check(s.check)  # KeyError: the rule has no such check
                assert set(suite.commands) <= set(rule.commands.split()), (suite.name, s.rule)
                used.add(s.rule)
    assert {r.id for r in RULES} <= used, "a rule no suite runs"


def _steps():
    for suite in suites.SUITES.values():
        for step in suite.steps:
            for s in (step.steps if isinstance(step, suites.ForEach) else (step,)):
                yield suite, s


def test_every_rule_and_check_runs_through_a_suite():
    """Nothing is judged outside the suites, so docs/verify-rules.md (generated from them) shows every rule,
    for every command that can emit it: the run's own rules (thresholds, input, node_check, nccl_run) too."""
    checks = {(s.rule, rules.BY_ID[s.rule].check(s.check).__name__) for _, s in _steps()}
    # Called by other checks, not steps of their own: parse_failure (how write_bw, busbw ... report unparseable
    # input) and check_nccl_hcas (per host, inside check_nccl_hcas_shown).
    assert {(r.id, f.__name__) for r in RULES for f in r.checks} - checks == {("parse", "parse_failure"),
                                                                            ("nccl_hcas", "check_nccl_hcas")}
    for r in RULES:
        emitted_by = {c for suite, s in _steps() if s.rule == r.id for c in suite.commands}
        if r.id != "parse":  # pair's parse verdicts come through check_write_bw
            assert emitted_by == set(r.commands.split()), (r.id, emitted_by)
    documented = (REPO / "docs" / "verify-rules.md").read_text().split("## Suites")[1]
    for rule, check in checks:
        assert f"`{rule}`: `{check}(" in documented, (rule, check)


def test_the_json_schema_lists_the_same_rules():
    assert schema.RULES == {r.id: (r.commands, r.statuses, r.what) for r in RULES}


def test_docs_are_generated_from_the_table():
    out = subprocess.run([sys.executable, "-m", "crusoe_ib.verify.build.docs", "rules"], cwd=REPO,
                         env={"PYTHONPATH": str(REPO / "constructs"), "PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, check=True).stdout
    assert (REPO / "docs" / "verify-rules.md").read_text() == out, \
        "regenerate: PYTHONPATH=constructs python -m crusoe_ib.verify.build.docs rules > docs/verify-rules.md"
    for r in RULES:
        assert "| `%s` |" % r.id in out
