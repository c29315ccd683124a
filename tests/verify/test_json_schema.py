"""The --json document is a public interface: documented (docs/verify-json.md, generated), versioned,
valid against its JSON Schema for every command and fixture, and changed only additively."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from conftest import FIXTURES, REPO

from crusoe_ib.verify.build import schema
from crusoe_ib.verify.operator import cli

VERIFY = REPO / "constructs" / "crusoe_ib" / "verify"
# The 1.0 document (toolkit 0.1.0): these keys may never disappear.
V1_0_TOP = {"tool", "version", "command", "host", "checked_utc", "instance_type", "thresholds", "verdicts", "summary", "ok", "facts"}
V1_0_VERDICT = {"rule", "status", "subject", "reason", "remediation", "details"}
V1_0_RULES = {"port_state", "port_phys_state", "port_rate", "ib_rails", "error_counters", "write_bw", "nccl_transport",
              "nccl_gdrdma", "nccl_ib_hca", "nccl_wrong", "nccl_complete", "nccl_busbw", "nccl_version", "parse", "thresholds",
              "nccl_run"}
TYPES = {"object": dict, "array": list, "string": str, "integer": int, "boolean": bool, "null": type(None), "number": (int, float)}


def validate(value, node, path="$"):
    """The subset of JSON Schema RESULT_SCHEMA uses: type, required, properties, items, enum."""
    kinds = node.get("type")
    if kinds:
        kinds = kinds if isinstance(kinds, list) else [kinds]
        ok = any(isinstance(value, TYPES[k]) and not (k == "integer" and isinstance(value, bool)) for k in kinds)
        assert ok, "%s: %r is not %s" % (path, value, kinds)
    if "enum" in node:
        assert value in node["enum"], "%s: %r not in %s" % (path, value, node["enum"])
    for key in node.get("required", []):
        assert key in value, "%s: missing %s" % (path, key)
    for key, sub in node.get("properties", {}).items():
        if isinstance(value, dict) and key in value:
            validate(value[key], sub, "%s.%s" % (path, key))
    if "items" in node and isinstance(value, list):
        for i, item in enumerate(value):
            validate(item, node["items"], "%s[%d]" % (path, i))


def test_docs_are_generated_from_the_schema_module():
    out = subprocess.run([sys.executable, "-m", "crusoe_ib.verify.build.schema", "--markdown"], cwd=REPO,
                         env={"PYTHONPATH": str(REPO / "constructs"), "PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, check=True).stdout
    assert (REPO / "docs" / "verify-json.md").read_text() == out, \
        "regenerate: PYTHONPATH=constructs python -m crusoe_ib.verify.build.schema --markdown > docs/verify-json.md"
    assert json.loads(out.split("```json\n", 1)[1].split("```", 1)[0]) == schema.RESULT_SCHEMA


def test_changes_are_additive():
    assert V1_0_TOP <= set(schema.RESULT_SCHEMA["required"]) and V1_0_VERDICT <= set(schema.RESULT_SCHEMA["properties"]["verdicts"]
                                                                                        ["items"]["required"])
    assert V1_0_RULES <= set(schema.RULES)
    major, minor = schema.SCHEMA_VERSION.split(".")
    assert major == "1" and int(minor) >= 1


def test_every_rule_the_code_can_emit_is_documented():
    source = "\n".join(p.read_text() for p in VERIFY.rglob("*.py"))
    emitted = set(re.findall(r'Verdict\(\s*"([a-z_]+)"', source)) | set(re.findall(r'bad_threshold\(\s*"([a-z_]+)"', source))
    emitted |= {"parse"}  # parse_failure()
    assert emitted == set(schema.RULES), emitted ^ set(schema.RULES)


def _runs(fake_tree):
    h = "h100-80gb-sxm-ib.8x"
    yield ["node", "--sysfs-root", str(fake_tree("degraded_link")), "--instance-type", h, "--tool-path", ""]
    yield ["node", "--sysfs-root", str(fake_tree("counters_absent")), "--tool-path", ""]
    for case in sorted((FIXTURES / "ib_write_bw").glob("*.out")):
        yield ["pair", "--parse", str(case), "--instance-type", h]
    for case in sorted((FIXTURES / "nccl_tests").glob("*.out")):
        yield ["nccl", "--parse", str(case), "--instance-type", h]
    for case in sorted((FIXTURES / "nccl_log").glob("*.out")):
        yield ["diagnose", str(case), "--instance-type", h, "--nodes", "2"]


def test_every_command_on_every_fixture_matches_the_schema(fake_tree, capsys):
    seen = set()
    for argv in _runs(fake_tree):
        code = cli.main(argv + ["--json"])
        doc = json.loads(capsys.readouterr()[0])
        validate(doc, schema.RESULT_SCHEMA)
        assert doc["schema_version"] == schema.SCHEMA_VERSION and code == (0 if doc["ok"] else 1)
        assert sum(doc["summary"].values()) == len(doc["verdicts"])
        for verdict in doc["verdicts"]:
            assert verdict["status"] in schema.RULES[verdict["rule"]][1].split(), verdict
            seen.add(verdict["rule"])
        json.dumps(doc, allow_nan=False)  # strict JSON: no NaN or Infinity anywhere
    assert len(seen) >= 16, sorted(seen)


def test_busbw_details_always_name_the_collective(capsys):
    rule = "nccl_busbw"
    for case in sorted((FIXTURES / "nccl_tests").glob("*.out")):
        cli.main(["nccl", "--parse", str(case), "--instance-type", "h100-80gb-sxm-ib.8x", "--nodes", "4", "--json"])
        for verdict in json.loads(capsys.readouterr()[0])["verdicts"]:
            if verdict["rule"] == rule:
                assert "collective" in verdict["details"], (case.name, verdict)
