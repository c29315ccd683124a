"""The documentation's commands are real, on every page (README.md and docs/*.md): every `make` call is
a valid target with valid variables, every `terraform output` or `make offline-outputs` it reads (and
every key it picks with jq) exists in the stack it names, every `crusoe-ib-verify` subcommand it names
exists, and every link between pages resolves. (`make synth` and `make test` themselves run in CI; the
README's tour runs end to end in tests/test_walkthrough.py.)"""

from __future__ import annotations

import re
import subprocess

import pytest

from crusoe_ib.verify.operator import cli
from stacks.environments import ENVIRONMENTS
from tests.docs_pages import PAGES, REPO, page, section
from tests.support import synth

TEXTS = {p.relative_to(REPO).as_posix(): p.read_text() for p in PAGES}
BLOCKS = {name: "\n".join(re.findall(r"```bash\n(.*?)```", text, re.S)) for name, text in TEXTS.items()}
ALL_BLOCKS = "\n".join(BLOCKS.values())
MAKE_CALLS = sorted({m.group(1).strip() for m in re.finditer(r"(?:^|&& |\$\()make ([^|;&>)\"#\n]*)", ALL_BLOCKS, re.M)})
# (stack or "" when the command names none, output, key or "")
_READ = (r"(?:terraform (?:-chdir=cdktf\.out/stacks/(?P<s1>[\w-]+) )?output -json (?P<o1>\w+)"
         r"|make -s offline-outputs STACK=(?P<s2>[\w-]+) OUTPUT=(?P<o2>\w+))"
         r"(?: \| jq -r '?\.(?P<key>\w+)| >)")
OUTPUT_READS = sorted({(m["s1"] or m["s2"] or "", m["o1"] or m["o2"], m["key"] or "") for m in re.finditer(_READ, ALL_BLOCKS)})
STACKS = {config.name: config for config in ENVIRONMENTS}


def test_every_page_with_commands_is_read():
    with_commands = {name for name, block in BLOCKS.items() if block}
    assert {"README.md", "docs/verification.md", "docs/slurm.md", "docs/k3s.md", "docs/offline.md"} <= with_commands


@pytest.mark.parametrize("call", MAKE_CALLS)
def test_every_make_call_in_the_docs_is_a_real_target(call):
    # -n: print what would run, run nothing; make exits 2 on an unknown target.
    out = subprocess.run(["make", "-n", *call.split()], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_the_docs_name_their_make_calls():
    assert {"synth", "test"} <= set(MAKE_CALLS) and len(MAKE_CALLS) >= 8


@pytest.fixture(scope="module")
def outputs() -> dict:
    """stack name -> its outputs' values; "" -> every output of any stack."""
    found: dict = {"": {}}
    for config in ENVIRONMENTS:
        stack = {name: output["value"] for name, output in synth(config).get("output", {}).items()}
        found[config.name] = stack
        for name, value in stack.items():
            found[""].setdefault(name, value)
    return found


@pytest.mark.parametrize("stack,output,key", OUTPUT_READS)
def test_every_output_the_docs_read_exists_in_the_stack_they_name(outputs, stack, output, key):
    assert stack in outputs, f"no stack {stack!r}: {sorted(STACKS)}"
    assert output in outputs[stack], f"{stack or 'no stack'} has no output {output!r}"
    if key:
        assert key in outputs[stack][output], f"output {output!r} has no key {key!r}"


def test_the_docs_save_the_remediation_output():
    assert ("training-dev", "verify_remediation", "") in OUTPUT_READS


def test_every_verify_subcommand_the_docs_name_exists():
    # Commands as the pages show them (code spans and blocks, not the JSON schema's title).
    code = {name: "\n".join(re.findall(r"```(?!json).*?```|`[^`\n]+`", text, re.S)) for name, text in TEXTS.items()}
    named = {m for text in code.values() for m in re.findall(r"crusoe-ib-verify (\w+)", text)}
    parser = cli.build_parser()
    subcommands = set(next(a for a in parser._actions if a.dest == "command" or a.choices).choices)
    assert named and named <= subcommands, named - subcommands
    assert {"fleet", "bisect", "remediate"} <= named


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_every_link_between_pages_resolves(name):
    text = re.sub(r"```.*?```", "", TEXTS[name], flags=re.S)
    here = (REPO / name).parent
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        file = (here / path).resolve() if path else REPO / name
        if not file.exists():
            broken.append(target)
        elif anchor and file.suffix == ".md":
            headings = re.findall(r"^#+ (.+)$", re.sub(r"```.*?```", "", file.read_text(), flags=re.S), re.M)
            if anchor not in {_slug(h) for h in headings}:
                broken.append(target)
    assert broken == []


def test_every_page_is_linked_from_the_index():
    index = (REPO / "docs" / "README.md").read_text()
    pages = {p.name for p in (REPO / "docs").glob("*.md")} - {"README.md"}
    assert {p for p in pages if f"]({p})" not in index} == set()


def test_the_pointers_in_messages_name_a_page_that_has_the_section():
    """Messages and comments that send a reader to "docs/<page>.md, '<section>'" find that section there."""
    sources = [*(REPO / "constructs" / "crusoe_ib").rglob("*.py"), REPO / "Makefile", *(REPO / "stacks").glob("*.py")]
    pointers = {(m[0], m[1]) for p in sources for m in re.findall(r"(docs/[\w-]+\.md), \\?[\"']([^\"'\\]+)\\?[\"']", p.read_text())}
    assert pointers
    for doc, title in pointers:
        assert re.search(rf"^#+ {re.escape(title)}", (REPO / doc).read_text(), re.M), (doc, title)


def test_the_settings_tables_are_generated_from_the_settings_classes():
    """Each field, type, default and meaning in the docs comes from the settings class and its docstring
    (`python -m crusoe_ib.settings_doc --write docs/*.md` regenerates them); every class has one table."""
    from crusoe_ib import settings_doc
    tables: dict[str, list[str]] = {}
    for name, text in TEXTS.items():
        assert settings_doc.rewrite(text) == text, f"{name}: regenerate: PYTHONPATH=constructs python -m crusoe_ib.settings_doc --write docs/*.md"
        for cls in settings_doc.tables_in(text):
            tables.setdefault(cls, []).append(name)
    assert {cls: pages for cls, pages in tables.items() if len(pages) > 1} == {}
    assert set(tables) == set(settings_doc.classes()), set(settings_doc.classes()) ^ set(tables)


def test_a_settings_table_shows_each_field_its_default_and_its_meaning():
    from crusoe_ib import settings_doc
    from crusoe_ib.gpu_node_pool import NodePoolSettings
    rows = settings_doc.table(NodePoolSettings).splitlines()
    public_ip = next(r for r in rows if r.startswith("| `public_ip` |"))
    assert "`'dynamic'`" in public_ip and "ssh_jump_host" in public_ip
    assert any(r.startswith("| `ssh_public_key_file` |") and "exactly one" in r for r in rows)
    capacity = settings_doc.table(settings_doc.classes()["CapacitySettings"])
    assert "| `node_count` | `int` | **required** |" in capacity


def test_the_slurm_pages_commands_and_outputs_are_what_the_stack_makes():
    """docs/slurm.md: the helpers it runs are installed on the login node, the sinfo it shows is the
    stack's expected_sinfo, and the drain reason it shows is the health check's."""
    from crusoe_ib.slurm_cluster import health_check_script
    from stacks.environments import environment
    text = page("slurm")
    tf = synth(environment("training-slurm"))
    login = tf["resource"]["crusoe_compute_instance"]["slurm_logins"]["startup_script"]
    helpers = set(re.findall(r"\b(crusoe-ib-slurm-\w+)", text))
    assert helpers == {"crusoe-ib-slurm-nccl", "crusoe-ib-slurm-bundle"}
    assert all(f"cat > /usr/local/bin/{h} <<" in login for h in helpers)
    expected = tf["output"]["slurm_commands"]["value"]["expected_sinfo"].split(" / ")[1].split()
    assert re.search(r"\n" + r"\s+".join(map(re.escape, expected)) + r"\n", text)
    reason = re.search(r"Reason=(crusoe-ib: node check failed: )", text).group(1)
    assert f"print('{reason}' + text[:180])" in health_check_script("check", "/x.pyz", "0" * 64)


def test_the_readme_stays_short():
    """The README is the front door: what it is, the two commands, the tour, where to read on."""
    readme = TEXTS["README.md"]
    assert len(readme.splitlines()) <= 260
    for heading in ("## The two commands", "## A five-minute tour", "## Where to read on"):
        assert heading in readme
    assert section("README", "## Where to read on").count("](docs/") >= 10


def test_every_page_runs_the_cdk_cli_as_the_readme_does():
    """`make cli` installs cdktn-cli into the repository, so a command block runs it as `npx cdktn ...`
    (the README's way); a bare `cdktn deploy` works only where it was installed globally."""
    bare = [f"{name}: {line.strip()}" for name, block in BLOCKS.items() for line in block.splitlines()
            if re.match(r"\s*(?:[A-Z_]+=\S+ )*(cdktn|cdktf) (synth|diff|deploy|destroy)\b", line)]
    assert bare == []
    assert "npx cdktn deploy training-dev" in BLOCKS["README.md"] and "npx cdktn deploy training-prod" in BLOCKS["docs/production.md"]


PYTHON_BLOCKS = [(name, block) for name, text in TEXTS.items() for block in re.findall(r"```python\n(.*?)```", text, re.S)]


@pytest.mark.parametrize("name,block", PYTHON_BLOCKS, ids=[f"{n}:{i}" for i, (n, _) in enumerate(PYTHON_BLOCKS)])
def test_every_python_snippet_parses_and_names_real_classes_and_fields(name, block):
    """Snippets with `...` for the parts they leave out: each parses, every class it calls is the
    library's (exported by crusoe_ib, imported by the snippet from a crusoe_ib module, or defined in
    the snippet), and every keyword it passes is a field of that class."""
    import ast
    import dataclasses

    import importlib
    import importlib.util

    import crusoe_ib
    from crusoe_ib.app import EnvironmentConfig

    tree = ast.parse(block)
    known = {n: getattr(crusoe_ib, n) for n in crusoe_ib.__all__} | {"EnvironmentConfig": EnvironmentConfig}
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    # Names the snippet imports from the library are checked against the module it names; a module
    # of the reader's own (a team's environments.py) counts as the snippet's.
    for node in (n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module):
        if node.module.split(".")[0] != "crusoe_ib":
            defined |= {a.asname or a.name for a in node.names}
            continue
        module = importlib.import_module(node.module)
        for alias in node.names:
            if not hasattr(module, alias.name):  # `from crusoe_ib import native_override`: a submodule, as Python imports it
                try:
                    importlib.import_module(f"{node.module}.{alias.name}")
                except ImportError:
                    pass
            assert hasattr(module, alias.name), f"{node.module} has no {alias.name}"
            known[alias.asname or alias.name] = getattr(module, alias.name)
    calls = [c for c in ast.walk(tree) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
             and c.func.id[:1].isupper()]
    for call in calls:
        cls = call.func.id
        assert cls in known or cls in defined, f"{cls} is not exported by crusoe_ib"
        if cls in known and dataclasses.is_dataclass(known[cls]):
            fields = {f.name for f in dataclasses.fields(known[cls])}
            assert {k.arg for k in call.keywords if k.arg} <= fields, (cls, {k.arg for k in call.keywords} - fields)
    for attr in (c.func for c in ast.walk(tree) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                 and isinstance(c.func.value, ast.Name) and c.func.value.id in known):
        assert hasattr(known[attr.value.id], attr.attr), f"{attr.value.id}.{attr.attr}"


def test_docstrings_cite_provider_source_by_file_not_by_line():
    """Line numbers of the provider's Go source rot with every release: docstrings name the provider,
    its version and the file or behaviour, and tools/offline/README.md's provenance table keeps the
    lines (its test keeps that table complete)."""
    import ast
    found = []
    for path in sorted((REPO / "constructs" / "crusoe_ib").rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in [tree, *(n for n in ast.walk(tree) if isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)))]:
            doc = ast.get_docstring(node) or ""
            found += [f"{path.relative_to(REPO)}: {m}" for m in re.findall(r"\S+\.go:\d+\S*", doc)]
    assert found == []


# --- the "add an environment" snippet ---------------------------------------------------------------


def _environment_snippet() -> str:
    """The documented EnvironmentConfig example (README, or the docs page it moves to)."""
    pages = [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]
    blocks = [b for p in pages for b in re.findall(r"```python\n(.*?)```", p.read_text(), re.S)
              if "EnvironmentConfig(" in b and 'name="training-h200"' in b]
    assert blocks, "the docs lost the 'add an environment' example"
    return blocks[0]


def test_the_add_an_environment_snippet_runs_as_written_and_only_its_placeholders_are_refused():
    """Run in a fresh namespace: a missing import fails here (NameError), as it would for a reader. The
    snippet is a production environment with placeholders (the repository's example key, a documentation
    range): exactly those are refused (CIB261, CIB263); with real values it validates and synthesizes."""
    import ast
    import dataclasses

    from crusoe_ib.core.cdk import Testing
    from crusoe_ib.app import TrainingClusterStack

    tree = ast.parse(_environment_snippet())
    *statements, last = tree.body
    assert isinstance(last, ast.Expr), "the snippet ends with the EnvironmentConfig(...) expression"
    namespace: dict = {}
    exec(compile(ast.Module(body=statements, type_ignores=[]), "README snippet", "exec"), namespace)
    config = eval(compile(ast.Expression(body=last.value), "README snippet", "eval"), namespace)
    assert sorted({i.code for i in config.issues()}) == ["CIB261", "CIB263"], [str(i) for i in config.issues()]
    real = dataclasses.replace(
        config, network=dataclasses.replace(config.network, ssh_source_cidrs=("10.20.0.0/16",)),
        pool=dataclasses.replace(config.pool, ssh_public_key_file=None, ssh_public_key=(
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPNh5QE8O98vebsjhjkO25pKtFEzLscRJAPGVdKplzNP ops@team")))
    assert real.issues() == []
    TrainingClusterStack(Testing.app(), real)


# The Crusoe CLI's top-level commands: docs.crusoecloud.com/reference/cli (compute, keys, locations, networking,
# projects, storage, whoami), reference/cli/crusoe_config (config: get, init, set) and the CMK pages' `crusoe
# kubernetes ...`. The README once told users to run `crusoe init`, which the CLI does not have.
CRUSOE_CLI = {"compute", "config", "keys", "kubernetes", "locations", "networking", "projects", "storage", "whoami"}
CRUSOE_CONFIG = {"get", "init", "set"}


def test_every_crusoe_cli_command_the_docs_name_exists():
    named = [(name, m.group(1), m.group(2)) for name, text in TEXTS.items()
             for m in re.finditer(r"`crusoe ([a-z-]+)(?: ([a-z-]+))?", text)]
    assert named, "the docs name no Crusoe CLI command: the pattern is stale"
    assert [n for n in named if n[1] not in CRUSOE_CLI] == []
    assert [n for n in named if n[1] == "config" and n[2] not in CRUSOE_CONFIG] == []


def test_the_readme_names_every_package_make_test_installs():
    """`make test` installed prometheus, prometheus-node-exporter and chromium as root while the README listed
    four packages: its `sudo apt-get install` line must hold every package the Makefile's test prerequisites do."""
    makefile = (REPO / "Makefile").read_text()
    installed = {"shellcheck", "jq"} | {p for name in ("SLURM_PACKAGES", "REPORT_PACKAGES")
                                        for p in re.search(rf"^{name} := (.*)$", makefile, re.M).group(1).split()}
    line = re.search(r"`sudo apt-get install ([^`]*)`", TEXTS["README.md"]).group(1).split()
    assert set(line) == installed
