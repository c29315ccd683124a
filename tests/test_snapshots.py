"""One snapshot of the synthesized Terraform per stack and notable scenario.

A change here is a reviewed change: run `pipenv run pytest tests/test_snapshots.py
--snapshot-update`, then read `git diff tests/__snapshots__` before committing.
"""

from __future__ import annotations

import json
import re

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


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_no_stack_pins_nccl_to_devices_or_to_the_old_topology_path_only(scenario):
    """The rails and the topology file come from the node: no NCCL_IB_HCA list fixed at synth (it sent every
    job on current H100 VMs to the Ethernet VF mlx5_0), and no H100 topology lookup that knows only the 2023 path."""
    text = json.dumps(synth(SCENARIOS[scenario]))
    assert not re.search(r"NCCL_IB_HCA=+\^?mlx5", text)
    found = re.findall(r"for (?:f|candidate) in ([^;]*);", text)
    assert found  # every scenario runs H100 nodes, so each looks for a topology file somewhere
    for candidates in found:
        if "h100-80gb-sxm-ib.xml" in candidates:
            assert candidates.split()[0].endswith("/h100-80gb-sxm-ib-cloud-hypervisor.xml"), candidates
