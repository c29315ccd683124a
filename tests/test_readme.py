"""The README's commands are real: every `make` call is a valid target with valid variables, every
`terraform output` it reads (and every key it picks with jq) exists in a synthesized stack, and every
`crusoe-ib-verify` subcommand it names exists. (`make synth` and `make test` themselves run in CI.)"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from crusoe_ib.verify import cli
from stacks.environments import ENVIRONMENTS
from tests.support import synth

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text()
BLOCKS = "\n".join(re.findall(r"```bash\n(.*?)```", README, re.S))
MAKE_CALLS = sorted({line.split("#", 1)[0].strip() for line in BLOCKS.splitlines() if line.startswith("make ")})
OUTPUT_READS = sorted(set(re.findall(r"terraform output -json (\w+) \| jq -r '?\.(\w+)", BLOCKS)))
OUTPUTS_SAVED = sorted(set(re.findall(r"terraform output -json (\w+) >", BLOCKS)))


@pytest.mark.parametrize("call", MAKE_CALLS)
def test_every_make_call_in_the_readme_is_a_real_target(call):
    # -n: print what would run, run nothing; make exits 2 on an unknown target.
    out = subprocess.run(["make", "-n", *call.split()[1:]], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_the_readme_names_its_make_calls():
    assert {"make synth", "make test"} <= set(MAKE_CALLS) and len(MAKE_CALLS) >= 5


@pytest.fixture(scope="module")
def outputs() -> dict:
    found: dict = {}
    for config in ENVIRONMENTS:
        for name, output in synth(config).get("output", {}).items():
            found.setdefault(name, output["value"])
    return found


@pytest.mark.parametrize("output,key", OUTPUT_READS)
def test_every_output_the_readme_reads_exists(outputs, output, key):
    assert output in outputs, f"no stack has an output {output!r}"
    assert key in outputs[output], f"output {output!r} has no key {key!r}"


@pytest.mark.parametrize("output", OUTPUTS_SAVED)
def test_every_output_the_readme_saves_exists(outputs, output):
    assert output in outputs, f"no stack has an output {output!r}"


def test_the_readme_saves_the_remediation_output():
    assert "verify_remediation" in OUTPUTS_SAVED


def test_every_verify_subcommand_the_readme_names_exists():
    named = set(re.findall(r"crusoe-ib-verify (\w+)", README))
    parser = cli.build_parser()
    subcommands = set(next(a for a in parser._actions if a.dest == "command" or a.choices).choices)
    assert named and named <= subcommands, named - subcommands
    assert {"fleet", "bisect", "remediate"} <= named


def test_the_slurm_sections_commands_and_outputs_are_what_the_stack_makes():
    """The Slurm section: the helpers it runs are installed on the login node, the sinfo it shows is
    the stack's expected_sinfo, and the drain reason it shows is the health check's."""
    from crusoe_ib.slurm_cluster import health_check_script
    from stacks.environments import environment
    section = README.split("### Slurm (`orchestration=SlurmSettings(...)`)", 1)[1].split("\n### ", 1)[0]
    tf = synth(environment("training-slurm"))
    login = tf["resource"]["crusoe_compute_instance"]["slurm_logins"]["startup_script"]
    helpers = set(re.findall(r"\b(crusoe-ib-slurm-\w+)", section))
    assert helpers == {"crusoe-ib-slurm-nccl", "crusoe-ib-slurm-bundle"}
    assert all(f"cat > /usr/local/bin/{h} <<" in login for h in helpers)
    expected = tf["output"]["slurm_commands"]["value"]["expected_sinfo"].split(" / ")[1].split()
    assert re.search(r"\n" + r"\s+".join(map(re.escape, expected)) + r"\n", section)
    reason = re.search(r"Reason=(crusoe-ib: node check failed: )", section).group(1)
    assert f"print('{reason}' + text[:180])" in health_check_script("check", "/x.pyz", "0" * 64)


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

    from crusoe_ib.cdk import Testing
    from stacks.training_cluster import TrainingClusterStack

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
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGg2b3IuZC1vcGVyYXRvcnMta2V5LW5vdC1hLXJlYWwtb25l ops@team")))
    assert real.issues() == []
    TrainingClusterStack(Testing.app(), real)
