"""One snapshot of the synthesized Terraform per stack and notable scenario.

A change here is a reviewed change: run `pipenv run pytest tests/test_snapshots.py
--snapshot-update`, then read `git diff tests/__snapshots__` before committing.
"""

from __future__ import annotations

import pytest
from syrupy.extensions.json import JSONSnapshotExtension

from tests.support import env, synth, without_pyz
from stacks.environments import ENVIRONMENTS

SCENARIOS = {
    **{config.name: config for config in ENVIRONMENTS},
    "pinned-network": env(capacity=dict(ib_network_id="ib-net-pinned-0001")),
    "failover-locations": env(capacity=dict(locations=("us-east1-a", "us-southcentral1-a", "us-northcentral1-a"))),
    "single-node": env(capacity=dict(node_count=1)),
    "128-nodes": env("training-prod", capacity=dict(node_count=128)),
    "data-disk-and-gate": env(pool=dict(data_disk_size="2TiB"), verification=dict(apply_gate=True)),
}


@pytest.fixture
def snapshot_json(snapshot):
    return snapshot.use_extension(JSONSnapshotExtension)


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_synthesized_terraform_matches_snapshot(scenario, snapshot_json):
    assert without_pyz(synth(SCENARIOS[scenario])) == snapshot_json
