"""The committed imports/crusoe is exactly what cdktf's generator makes from schema/."""

from __future__ import annotations

import filecmp
import json
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GENERATOR = REPO / "tools" / "bindings"


def _diff(a: Path, b: Path) -> list[str]:
    cmp = filecmp.dircmp(a, b)
    out = [f"only in one: {x}" for x in cmp.left_only + cmp.right_only] + [f"differs: {x}" for x in cmp.diff_files]
    for sub in cmp.common_dirs:
        out += _diff(a / sub, b / sub)
    return out


def test_committed_bindings_match_the_schema(tmp_path):
    if not (GENERATOR / "node_modules").is_dir():
        subprocess.run(["npm", "ci", "--no-fund", "--no-audit", "--silent"], cwd=GENERATOR, check=True, timeout=600)
    subprocess.run(["node", "generate.js", str(tmp_path / "imports")], cwd=GENERATOR, check=True,
                   capture_output=True, timeout=600)
    assert _diff(REPO / "imports" / "crusoe", tmp_path / "imports" / "crusoe") == []


def test_bindings_pin_the_schema_version():
    versions = json.loads((REPO / "imports" / "versions.json").read_text())
    schema = next((REPO / "schema").glob("crusoe-provider-*.json")).stem.removeprefix("crusoe-provider-")
    assert versions == {"registry.terraform.io/crusoecloud/crusoe": schema}
    cdktf = json.loads((REPO / "cdktf.json").read_text())
    assert cdktf["terraformProviders"][0]["version"] == "~> 1.1" and schema.startswith("1.1.")
