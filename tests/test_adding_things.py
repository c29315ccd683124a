"""docs/development.md, "Adding things", followed step by step: a made-up verification rule, parser,
error and settings field, each added to a copy of the package through exactly the files its how-to
names, then checked the way the suite checks the real ones. An instance type is followed by
tests/test_type_data.py and an orchestration mode by tests/app/test_mode_plugins.py (with the file
table of docs/library.md). ``test_each_how_to_names_every_file_its_test_touches`` keeps the doc and
these tests together: every file a test below writes is named in its how-to.

Each test copies what it needs to a temporary directory and runs the doc's commands there, in a
fresh Python (the copy's modules, never the repository's).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "constructs" / "crusoe_ib"
DEVELOPMENT = REPO / "docs" / "development.md"

#: The files each how-to's test touches, as the how-to names them.
TOUCHES = {
    "A verification rule": [
        "constructs/crusoe_ib/verify/node/rules/<family>.py", "verify/node/rules/__init__.py", "verify/node/suites.py",
        "docs/verify-rules.md", "constructs/crusoe_ib/verify/__init__.py", "constructs/crusoe_ib/verify/build/schema.py",
        "docs/verify-json.md"],
    "A parser": [
        "constructs/crusoe_ib/verify/node/parsers/<command>.py", "verify/node/parsers/__init__.py",
        "tests/verify/fixtures/<command>/<case>.out", "<case>.json", "tests/verify/regen_fixtures.py"],
    "An error": [
        "constructs/crusoe_ib/core/errors.py", "constructs/crusoe_ib/settings/<area>.py", "docs/errors.md",
        "tests/test_validation.py"],
    "A settings field": [
        "crusoe_ib/settings/<area>.py", "constructs/crusoe_ib/core/errors.py", "docs/errors.md", "docs/*.md"],
}


def _how_to(title: str) -> str:
    """The text of one "Adding things" bullet (``- **<title>**: ...`` up to the next bullet)."""
    section = DEVELOPMENT.read_text().split("## Adding things", 1)[1].split("\n## ", 1)[0]
    found = re.search(rf"^- \*\*{re.escape(title)}\*\*[^:\n]*:(.*?)(?=^- \*\*|\Z)", section, re.S | re.M)
    assert found, f"docs/development.md has no how-to {title!r}"
    return " ".join(found.group(1).split())


@pytest.mark.parametrize("title", sorted(TOUCHES))
def test_each_how_to_names_every_file_its_test_touches(title):
    text = _how_to(title)
    assert [f for f in TOUCHES[title] if f not in text] == []


def test_the_other_how_tos_name_their_tests():
    assert "tests/test_type_data.py" in _how_to("An instance type")
    assert "tests/app/test_mode_plugins.py" in (REPO / "docs" / "library.md").read_text()


# --- the copy and the doc's commands ----------------------------------------------------------------


def _copy_package(tmp_path: Path, *, whole: bool) -> Path:
    """``constructs/crusoe_ib`` copied under ``tmp_path/constructs`` (the verify toolkit and the package's
    ``__init__`` only, unless ``whole``); the CDK bindings are linked, not copied. Returns the copy's root."""
    root = tmp_path / "constructs"
    skip = shutil.ignore_patterns("__pycache__", "_bindings")
    if whole:
        shutil.copytree(PACKAGE, root / "crusoe_ib", ignore=skip)
        (root / "crusoe_ib" / "_bindings").symlink_to(REPO / "imports")
    else:
        shutil.copytree(PACKAGE / "verify", root / "crusoe_ib" / "verify", ignore=skip)
        shutil.copy(PACKAGE / "__init__.py", root / "crusoe_ib" / "__init__.py")
    return root


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, f"the how-to's anchor is not once in {path.name}: {old!r}"
    path.write_text(text.replace(old, new))


def _python(root: Path, *args: str, exits: tuple[int, ...] = (0,)) -> str:
    """``python <args>`` in the copy's parent directory, importing ``crusoe_ib`` from the copy (and
    ``tests`` from the repository: its fixtures are data)."""
    done = subprocess.run([sys.executable, *args], cwd=root.parent, capture_output=True, text=True,
                          env={"PYTHONPATH": f"{root}:{REPO}", "PATH": "/usr/bin:/bin"})
    assert done.returncode in exits, done.stderr
    return done.stdout


def _free_code(catalogue_text: str) -> str:
    used = set(re.findall(r"CIB\d{3}", catalogue_text))
    return next(f"CIB{n}" for n in range(999, 900, -1) if f"CIB{n}" not in used)


# --- a verification rule -----------------------------------------------------------------------------


def test_adding_a_verification_rule(tmp_path):
    root = _copy_package(tmp_path, whole=False)
    node = root / "crusoe_ib" / "verify" / "node"
    # A small pure function in rules/<family>.py: facts in, a Verdict (or None) out.
    (node / "rules" / "example.py").write_text('''"""A made-up rule: the node check names the sysfs root it read."""

from __future__ import annotations

from ..verdicts import FAIL, PASS, Verdict


def check_sysfs_root_named(sysfs_root: str) -> Verdict:
    """The node check read a named sysfs root."""
    if sysfs_root:
        return Verdict("example_root", PASS, "node", f"The node check read {sysfs_root}.")
    return Verdict("example_root", FAIL, "node", "The node check read no sysfs root.", "Pass --sysfs-root.")
''')
    # One VerdictRule row in RULES (rules/__init__.py), its module imported there.
    rules = node / "rules" / "__init__.py"
    _edit(rules, "from . import (busbw,", "from . import (busbw, example,")
    row = ('    VerdictRule("example_root", (example.check_sysfs_root_named,), "node", "node", "PASS FAIL",\n'
           '                "The node check names the sysfs root it read.", "never"),\n')
    _edit(rules, "\nRULES = (\n", "\nRULES = (\n" + row)
    # A step in the suite of each command that emits it (suites.py): node.
    _edit(node / "suites.py", 'Step("node_check", ("finished", "deadline_s", "sysfs_root"))',
          'Step("node_check", ("finished", "deadline_s", "sysfs_root")), Step("example_root", ("sysfs_root",))')
    # A new id: the --json document's next minor version, named in the schema's history.
    version = root / "crusoe_ib" / "verify" / "__init__.py"
    old = re.search(r'SCHEMA_VERSION = "1\.(\d+)"', version.read_text())
    new = f"1.{int(old.group(1)) + 1}"
    _edit(version, old.group(0), f'SCHEMA_VERSION = "{new}"')
    _edit(root / "crusoe_ib" / "verify" / "build" / "schema.py", '"never by position.",',
          f'"never by position. {new} added the rule `example_root`.",')

    # The generated pages, with the doc's commands.
    rules_md = _python(root, "-m", "crusoe_ib.verify.build.docs", "rules")
    assert ("| `example_root` | node | node | PASS, FAIL | The node check names the sysfs root it read. | never | "
            "`example.check_sysfs_root_named` |") in rules_md
    assert "`example_root`: `check_sysfs_root_named(sysfs_root)`" in rules_md  # its suite step
    json_md = _python(root, "-m", "crusoe_ib.verify.build.schema", "--markdown")
    assert f"`schema_version` is `{new}`" in json_md and f"{new} added the rule `example_root`" in json_md
    assert "| `example_root` |" in json_md
    # What tests/verify/test_rules.py checks of every rule, and the rule judging a real run.
    out = _python(root, "-c", """
import json
from crusoe_ib.verify.node.rules import BY_ID, RULES
from crusoe_ib.verify.node.suites import SUITES
from crusoe_ib.verify.build import schema
print(json.dumps({"ids": len(RULES) == len(BY_ID), "suite": [s.name for s in SUITES.values() if "example_root" in s.rules()],
                  "schema": schema.RULES["example_root"][0]}))""")
    assert json.loads(out) == {"ids": True, "suite": ["node"], "schema": "node"}
    (tmp_path / "sys").mkdir()
    result = json.loads(_python(root, "-m", "crusoe_ib.verify", "node", "--sysfs-root", str(tmp_path / "sys"),
                                "--tool-path", "", "--no-gpu", "--json", exits=(0, 1)))  # 1: no rails in an empty sysfs
    assert result["schema_version"] == new
    assert [(v["status"], v["reason"]) for v in result["verdicts"] if v["rule"] == "example_root"] == [
        ("PASS", f"The node check read {tmp_path / 'sys'}.")]


# --- a parser ------------------------------------------------------------------------------------------


def test_adding_a_parser(tmp_path):
    root = _copy_package(tmp_path, whole=False)
    parsers = root / "crusoe_ib" / "verify" / "node" / "parsers"
    # parsers/<command>.py: a documented output schema, safe on empty or hostile input.
    (parsers / "example_tool.py").write_text('''"""``example-tool``: ``name = value`` lines.

Schema::

    {
      "values": {name: string},   # "link" -> "up"
      "error":  string|null       # why the input was not understood
    }
"""

from __future__ import annotations

from ._common import lines, never_raises, prepare


def _empty() -> dict:
    return {"values": {}, "error": None}


@never_raises(_empty)
def parse(text: str) -> dict:
    """Parse ``example-tool`` output. Never raises."""
    text, why = prepare(text)
    if text is None:
        return {"values": {}, "error": why}
    values = {}
    for line in lines(text):
        name, sep, value = line.partition(" = ")
        if sep:
            values[name.strip()] = value.strip()
    return {"values": values, "error": None if values else "no 'name = value' line"}
''')
    # Registered in PARSERS (parsers/__init__.py).
    init = parsers / "__init__.py"
    _edit(init, "from . import (dcgmi_diag,", "from . import (dcgmi_diag, example_tool,")
    _edit(init, '    "nccl_topo": nccl_topo,\n}', '    "nccl_topo": nccl_topo,\n    "example_tool": example_tool,\n}')
    # Fixtures tests/verify/fixtures/<command>/<case>.out; regen_fixtures.py writes each <case>.json beside it.
    tests = tmp_path / "tests" / "verify"
    fixtures = tests / "fixtures"
    fixtures.mkdir(parents=True)
    for real in (REPO / "tests" / "verify" / "fixtures").iterdir():
        (fixtures / real.name).symlink_to(real)  # the real ones have their .json: regen leaves them
    shutil.copy(REPO / "tests" / "verify" / "regen_fixtures.py", tests)
    (fixtures / "example_tool").mkdir()
    (fixtures / "example_tool" / "healthy.out").write_text("link = up\nrate = 400\n")
    (fixtures / "example_tool" / "empty.out").write_text("")
    written = _python(root, str(tests / "regen_fixtures.py"))
    assert written.splitlines() == ["wrote fixtures/example_tool/empty.json (error=no 'name = value' line)",
                                    "wrote fixtures/example_tool/healthy.json (error=None)"]
    assert json.loads((fixtures / "example_tool" / "healthy.json").read_text()) == {
        "values": {"link": "up", "rate": "400"}, "error": None}
    # What tests/verify/test_parsers.py requires of every parser: fixtures found for it (and a parser for
    # every fixture folder), each .out parsed to its .json, hostile input answered with an error.
    checked = _python(root, "-c", f"""
import json
from pathlib import Path
from crusoe_ib.verify.node.parsers import PARSERS
fixtures = Path({str(fixtures)!r})
assert {{p.name for p in fixtures.iterdir()}} == set(PARSERS), "a parser without fixtures, or fixtures without a parser"
for out in sorted(fixtures.glob("example_tool/*.out")):
    got = PARSERS["example_tool"].parse(out.read_bytes().decode("utf-8", errors="replace"))
    assert json.loads(json.dumps(got)) == json.loads(out.with_suffix(".json").read_text()), out
for junk in ["", "\\x00\\x01binary", b"\\xff\\xfe\\x00", None, 42, " = "]:
    assert "error" in PARSERS["example_tool"].parse(junk), junk
print(len(PARSERS))""")
    assert int(checked) == len(list((REPO / "tests" / "verify" / "fixtures").iterdir())) + 1


# --- an error ------------------------------------------------------------------------------------------


def _new_code(root: Path, code: str, title: str, rule: str, fix: str) -> None:
    """One Code(...) entry in the catalogue (core/errors.py), in its topic's section: the partition's, after CIB010."""
    anchor = "         \"Name it after the workload, e.g. 'llm-pretrain'.\"),\n"
    _edit(root / "crusoe_ib" / "core" / "errors.py", anchor, f"{anchor}    Code({code!r}, {title!r}, {rule!r}, {fix!r}),\n")


def _issues(root: Path, partition: str) -> list[list[str]]:
    """The issues of the library's training-dev fixture with ``partition`` (a PartitionSettings(...)
    expression), as tests/test_validation.py's rows see them: code, field, the message."""
    out = _python(root, "-c", f"""
import dataclasses, json
from tests.library_fixtures import fixture
from crusoe_ib import PartitionSettings
from crusoe_ib.app import app_issues
config = dataclasses.replace(fixture("training-dev"), partition={partition})
print(json.dumps([[i.code, i.where, str(i)] for i in app_issues([config])]))""")
    return json.loads(out)


def _codes_both_ways(root: Path) -> tuple[set[str], set[str]]:
    """tests/test_errors_catalogue.py's two checks on the copy: (used, never defined), (defined, never used)."""
    errors_py = root / "crusoe_ib" / "core" / "errors.py"
    used = {c for p in (root / "crusoe_ib").rglob("*.py") if p != errors_py for c in re.findall(r"CIB\d{3}", p.read_text())}
    used |= {c for p in [*(REPO / "stacks").glob("*.py"), REPO / "main.py"] for c in re.findall(r"CIB\d{3}", p.read_text())}
    defined = set(json.loads(_python(root, "-c", "import json; from crusoe_ib.core.errors import CATALOGUE; "
                                                 "print(json.dumps(sorted(CATALOGUE)))")))
    return used - defined, defined - used


def test_adding_an_error(tmp_path):
    root = _copy_package(tmp_path, whole=True)
    code = _free_code((root / "crusoe_ib" / "core" / "errors.py").read_text())
    _new_code(root, code, "Reserved partition name", "The partition name 'default' is reserved by the fabric manager.",
              "Name the partition after its workload, e.g. 'llm-pretrain'.")
    assert _codes_both_ways(root) == (set(), {code})  # defined, not yet raised: tests/test_errors_catalogue.py fails
    # Raised where the rule is checked: a settings rule of the partition (settings/partition.py).
    _edit(root / "crusoe_ib" / "settings" / "partition.py", "\n    @settings_rule(\"name\")\n", f'''
    @settings_rule("name")
    def _reserved(self, where: str, context: Context) -> list[Issue]:
        return [issue("{code}", f"{{where}}.name", self.name)] if self.name == "default" else []

    @settings_rule("name")
''')
    assert _codes_both_ways(root) == (set(), set())
    # docs/errors.md, with the doc's command.
    errors_md = _python(root, "-m", "crusoe_ib.core.errors")
    assert f"| {code} | synth | Reserved partition name | The partition name 'default' is reserved" in errors_md
    # The row tests/test_validation.py gets: ("partition named default", dict(partition=dict(name="default")),
    # code, "partition.name", r"'default' is reserved"): the code at the field, with the value, rule and fix.
    found = _issues(root, 'PartitionSettings(name="default")')
    assert [(c, w) for c, w, _ in found] == [(code, "training-dev.partition.name")]
    assert re.search(r"'default'.*is reserved.*Fix: Name the partition", found[0][2])
    assert _issues(root, 'PartitionSettings(name="llm-pretrain")') == []


# --- a settings field ------------------------------------------------------------------------------------


def test_adding_a_settings_field(tmp_path):
    root = _copy_package(tmp_path, whole=True)
    docs = tmp_path / "docs"
    shutil.copytree(REPO / "docs", docs, ignore=shutil.ignore_patterns("grafana", "images"))
    code = _free_code((root / "crusoe_ib" / "core" / "errors.py").read_text())
    # The field, its `field: text` docstring entry and one @settings_rule (settings/partition.py) ...
    partition = root / "crusoe_ib" / "settings" / "partition.py"
    _edit(partition, '    """name: the workload\'s partition name (lowercase, digits, dashes)."""\n\n    name: str\n',
          '    """name: the workload\'s partition name (lowercase, digits, dashes).\n'
          '    owner: the team that owns the partition (one word); empty for none.\n    """\n\n'
          '    name: str\n    owner: str = ""\n')
    _edit(partition, "\n    @settings_rule(\"name\")\n", f'''
    @settings_rule("owner")
    def _owner(self, where: str, context: Context) -> list[Issue]:
        return [issue("{code}", f"{{where}}.owner", self.owner)] if len(self.owner.split()) > 1 else []

    @settings_rule("name")
''')
    # ... the code its rule raises (core/errors.py, as "An error" says) ...
    _new_code(root, code, "Malformed partition owner", "A partition owner is one word.", "Name one team, e.g. 'research'.")
    # ... and the generated tables and pages, with the doc's commands.
    pages = sorted(str(p.relative_to(tmp_path)) for p in docs.glob("*.md"))
    _python(root, "-m", "crusoe_ib.settings_doc", "--write", *pages)
    assert "| `owner` | `str` | `''` | the team that owns the partition (one word); empty for none. |" in (
        docs / "constructs.md").read_text()
    changed = [p for p in pages if (tmp_path / p).read_text() != (REPO / p).read_text()]
    assert changed == ["docs/constructs.md"]  # the page that holds PartitionSettings' table, nothing else
    assert f"| {code} | synth | Malformed partition owner |" in _python(root, "-m", "crusoe_ib.core.errors")
    assert _codes_both_ways(root) == (set(), set())
    # The field validates: its type first (a wrong type skips its rule), then its rule.
    assert _issues(root, 'PartitionSettings(name="llm", owner="research")') == []
    assert [(c, w) for c, w, _ in _issues(root, 'PartitionSettings(name="llm", owner="two words")')] == [
        (code, "training-dev.partition.owner")]
    assert [w for _, w, _ in _issues(root, 'PartitionSettings(name="llm", owner=7)')] == ["training-dev.partition.owner"]
