"""Shared helpers for the verify toolkit tests: fixture files and fake sysfs trees."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
# `constructs/` is a directory on sys.path, never a package (it would shadow the PyPI library).
if str(REPO / "constructs") not in sys.path:
    sys.path.insert(0, str(REPO / "constructs"))


def fixture_text(parser: str, case: str) -> str:
    """A recorded output, decoded the way the CLI decodes files."""
    return (FIXTURES / parser / (case + ".out")).read_bytes().decode("utf-8", errors="replace")


def make_tree(dump: str, root: Path) -> Path:
    """Build a fake /sys/class/infiniband from a ``path:value`` dump (tests/verify/fixtures/sysfs)."""
    prefix = "/sys/class/infiniband/"
    for line in dump.splitlines():
        path, _, value = line.partition(":")
        if not path.startswith(prefix):
            continue
        target = root / path[len(prefix):]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(value + "\n")
    return root


@pytest.fixture
def fake_tree(tmp_path):
    """``fake_tree("healthy")`` -> a sysfs root built from fixtures/sysfs/healthy.out."""

    def build(case: str) -> Path:
        return make_tree(fixture_text("sysfs", case), tmp_path / ("sys-" + case))

    return build


def write_tool(bin_dir: Path, name: str, body: str) -> Path:
    """A fake command-line tool (a small shell script) for --tool-path."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    path = bin_dir / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return path


os.environ.pop("NCCL_IB_HCA", None)  # the node check reads it from the environment


@pytest.fixture(autouse=True)
def remediation_history(tmp_path, monkeypatch):
    """Every test's `remediate` writes its history under its own tmp_path, never into the working tree."""
    path = tmp_path / "remediation-history.jsonl"
    monkeypatch.setenv("CRUSOE_IB_REMEDIATION_HISTORY", str(path))
    return path
