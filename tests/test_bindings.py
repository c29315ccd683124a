"""The committed imports/<cdk>/crusoe is exactly what that CDK's own generator makes from schema/.

Checks the selected CDK's bindings (``CDK=cdktf`` checks cdktf's); `.ci/run` runs both."""

from __future__ import annotations

import filecmp
import json
import subprocess
import sys
from pathlib import Path

import pytest

from crusoe_ib.core import cdk

REPO = Path(__file__).resolve().parent.parent
GENERATE = REPO / "tools" / "bindings" / "generate.py"


def _diff(a: Path, b: Path) -> list[str]:
    cmp = filecmp.dircmp(a, b)
    out = [f"only in one: {x}" for x in cmp.left_only + cmp.right_only] + [f"differs: {x}" for x in cmp.diff_files]
    for sub in cmp.common_dirs:
        out += _diff(a / sub, b / sub)
    return out


def test_committed_bindings_match_the_schema(tmp_path):
    subprocess.run([sys.executable, str(GENERATE), cdk.NAME, "--outdir", str(tmp_path)], check=True,
                   capture_output=True, timeout=900)
    assert _diff(REPO / "imports" / cdk.NAME / "crusoe", tmp_path / "crusoe") == []


@pytest.mark.parametrize("name", cdk.CDKS)
def test_bindings_pin_the_schema_version(name):
    versions = json.loads((REPO / "imports" / name / "versions.json").read_text())
    schema = next((REPO / "schema").glob("crusoe-provider-*.json")).stem.removeprefix("crusoe-provider-")
    assert versions == {"registry.terraform.io/crusoecloud/crusoe": schema}
    cdktf = json.loads((REPO / "cdktf.json").read_text())
    assert cdktf["terraformProviders"][0]["version"] == "~> 1.1" and schema.startswith("1.1.")


@pytest.mark.parametrize("name", cdk.CDKS)
def test_each_binding_set_is_made_by_its_own_cdk(name):
    """cdktn's bindings import cdktn and cdktf's import cdktf: a set made by the other CDK would load
    a JavaScript bundle that requires a package the runtime does not have."""
    text = (REPO / "imports" / name / "crusoe" / "compute_instance" / "__init__.py").read_text()
    other = next(c for c in cdk.CDKS if c != name)
    assert f"import {name} as " in text and f"import {other} as " not in text


def test_the_selected_cdk_is_the_one_loaded():
    assert cdk.core.__name__ == cdk.NAME
    assert cdk.crusoe.compute_instance.ComputeInstance.__module__.startswith(f"crusoe_ib._bindings.{cdk.NAME}.crusoe")


def test_the_shipped_bindings_are_the_generator_s_output_folder():
    """crusoe_ib/_bindings is a link to imports/ (the folder `make bindings` writes and the drift
    check compares): the package ships exactly what was generated, with no second copy to drift."""
    link = REPO / "constructs" / "crusoe_ib" / "_bindings"
    assert link.is_symlink() and link.resolve() == (REPO / "imports").resolve()
