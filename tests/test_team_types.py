"""A team's own instance type, from its own repository (crusoe_ib.platform.team_types): one JSON file in the
library's format, registered before the stacks are built, works as a built-in type does: sizing, the
synthesized pool, the thresholds in the outputs, and the node-side checker the apply delivers."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from crusoe_ib.platform import type_data
from crusoe_ib.platform.catalog import CATALOG
from crusoe_ib.platform.team_types import REGISTERED, register_instance_type, unregister_instance_type
from crusoe_ib.platform.type_data import TypeDataError
from crusoe_ib.verify.build.zipapp import zipapp_bytes
from crusoe_ib.verify.node.thresholds import thresholds_for
from tests.support import env, synth

BUILT_IN = Path(type_data.__file__).with_name("instance_types") / "h100-80gb-sxm-ib.8x.json"
TEAM = "h100-80gb-sxm-ib.8x-lab"  # a lab's name for its H100 VMs, with its own floor


def team_file(folder: Path, name: str = TEAM, **changes) -> Path:
    record = json.loads(BUILT_IN.read_text())
    record["name"] = name
    record["thresholds"]["ib_write_bw"]["write_bw_floor_mb_per_s"] = 40000
    record["thresholds"]["ib_write_bw"]["source"] = "our lab's acceptance runs, 2026-11"
    record.update(changes)
    path = folder / f"{name}.json"
    path.write_text(json.dumps(record, indent=2))
    return path


@pytest.fixture
def registered(tmp_path):
    path = team_file(tmp_path)
    yield register_instance_type(path)
    unregister_instance_type(TEAM)


def _zipped_registry() -> dict:
    with zipfile.ZipFile(io.BytesIO(zipapp_bytes().split(b"\n", 1)[1])) as zf:
        return json.loads(zf.read("crusoe_ib/verify/thresholds.json"))


def test_a_registered_type_is_sized_synthesized_and_judged_by_its_own_numbers(registered):
    assert CATALOG[TEAM] is registered and registered.slices_per_vm == 8 and registered.gpus == 8
    assert thresholds_for(TEAM, node_count=2).write_bw_floor_mb_per_s == 40000
    tf = synth(env(capacity=dict(instance_type=TEAM)))
    assert tf["resource"]["crusoe_compute_instance"]["pool_nodes"]["type"] == TEAM
    assert tf["output"]["verify_thresholds"]["value"]["write_bw_floor_mb_per_s"] == 40000
    # The node's checker (the zipapp the apply delivers) knows the type too.
    assert _zipped_registry()["instance_types"][TEAM]["ib_write_bw"]["write_bw_floor_mb_per_s"] == 40000


def test_unregistering_leaves_the_library_as_it_was(tmp_path):
    before = zipapp_bytes()
    register_instance_type(team_file(tmp_path))
    assert zipapp_bytes() != before
    unregister_instance_type(TEAM)
    assert TEAM not in CATALOG and TEAM not in type_data.load() and TEAM not in REGISTERED
    assert zipapp_bytes() == before  # the delivered checker is the library's own again, byte for byte


def test_the_same_file_twice_is_one_registration(registered, tmp_path):
    assert register_instance_type(REGISTERED[TEAM]) is registered


@pytest.mark.parametrize("make, message", [
    (lambda d: team_file(d, name="h100-80gb-sxm-ib.8x"), "h100-80gb-sxm-ib.8x is already one of the library's own types"),
    (lambda d: (d / "x.json").write_text("{not json") and d / "x.json", "cannot read the instance type file"),
    (lambda d: (d / "x.json").write_text("[]") and d / "x.json", "holds list, not a JSON object"),
    (lambda d: team_file(d).rename(d / "other-ib.8x.json"), "holds 'h100-80gb-sxm-ib.8x-lab'; name the file after the type"),
    (lambda d: team_file(d, price=None) and (d / f"{TEAM}.json"), "a fact is missing or malformed"),
])
def test_a_bad_file_or_a_taken_name_is_refused_naming_the_file(tmp_path, make, message):
    path = make(tmp_path)
    with pytest.raises(TypeDataError) as refused:
        register_instance_type(path)
    assert str(path) in str(refused.value) and message in str(refused.value)
    assert TEAM not in CATALOG


def test_a_second_file_with_a_registered_name_is_refused(registered, tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    with pytest.raises(TypeDataError, match=f"{TEAM} is already registered from "):
        register_instance_type(team_file(other))
