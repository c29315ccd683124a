"""docs/library.md's two files for a team's own repository (environments.py and main.py), run as written:
the team's stack is synthesized with its pool subclass, the summary and the synth's warnings are printed
(the example has no reservation, CIB266, and a documentation range, CIB262), and a mistake is refused with
one line per problem. With this checkout's library (the wheel's own install into a fresh virtual
environment is tests/test_wheel_install.py)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from crusoe_ib.app.synthesis import CLI_ENV, WARNINGS_ENV

REPO = Path(__file__).resolve().parent.parent
PAGE = (REPO / "docs" / "library.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE, re.S)
ENVIRONMENTS = next(b for b in BLOCKS if b.startswith("# environments.py"))
MAIN = next(b for b in BLOCKS if b.startswith("# main.py"))
#: Not the repository's example key (which warns, CIB260): no private half was ever made for it.
OWN_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPNh5QE8O98vebsjhjkO25pKtFEzLscRJAPGVdKplzNP ops@team"


@pytest.fixture
def team(tmp_path):
    """A team repository with the page's two files and its own key (keys/ops.pub)."""
    (tmp_path / "keys").mkdir()
    (tmp_path / "keys" / "ops.pub").write_text(OWN_KEY + "\n")
    (tmp_path / "environments.py").write_text(ENVIRONMENTS)
    (tmp_path / "main.py").write_text(MAIN)
    return tmp_path


def main(team: Path) -> subprocess.CompletedProcess:
    """``python main.py`` in the team's repository, this checkout's library importable, as a shell has it."""
    env = {k: v for k, v in os.environ.items() if k not in ("CDKTF_OUTDIR", WARNINGS_ENV, CLI_ENV)}
    env["PYTHONPATH"] = str(REPO / "constructs")
    return subprocess.run([sys.executable, "main.py"], cwd=team, env=env, capture_output=True, text=True, timeout=300)


def test_the_page_s_app_synthesizes_and_prints_its_warnings(team):
    done = main(team)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["team-dev: 2 x h100-80gb-sxm-ib.8x = 16 GPUs, $62.40/hour on demand"]
    # The page shows this output: keep them the same.
    shown = re.search(r"```\n(warning: team-dev: .*?)```", PAGE, re.S).group(1)
    assert done.stderr.startswith(shown), done.stderr
    assert "CRUSOE_IB_WARNINGS=full" in done.stderr and "Traceback" not in done.stderr
    tf = json.loads((team / "cdktf.out" / "stacks" / "team-dev" / "cdk.tf.json").read_text())
    assert "mount -t nfs nfs.team.internal:/share /mnt/share" in json.dumps(tf["locals"])  # TeamNodePool
    assert (team / "cdktf.out" / "stacks" / "team-dev" / "crusoe_ib_override.tf").is_file()


def test_the_page_s_app_refuses_a_mistake_with_one_line_per_problem(team):
    (team / "environments.py").write_text(ENVIRONMENTS.replace("node_count=2", "node_count=0"))
    done = main(team)
    lines = done.stderr.splitlines()
    assert done.returncode == 1 and lines[0] == "Configuration errors (nothing was synthesized):", done.stderr
    assert lines[1].startswith("  - team-dev.capacity.node_count = 0: ") and lines[1].endswith("[CIB004]")
    assert not [f for f in (team / "cdktf.out").rglob("*") if f.is_file()]  # App() only makes the folders
