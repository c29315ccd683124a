"""terraform.required_version: every stack names the oldest Terraform that runs it, and that floor covers
every feature the synthesized JSON uses (so an older Terraform stops at init, naming both versions)."""

from __future__ import annotations

import json

import pytest

from crusoe_ib.core.terraform_version import FEATURES, FLOOR, REQUIRED_VERSION, _version
from tests.library_fixtures import FIXTURES as ENVIRONMENTS
from tests.support import synth

# How each feature of the table shows in the synthesized JSON.
DETECT = {
    "lifecycle precondition": lambda tf, text: '"precondition"' in text,
    "startswith()": lambda tf, text: "startswith(" in text,
    "terraform_data resource": lambda tf, text: "terraform_data" in tf.get("resource", {}),
    "S3 backend endpoints / use_path_style": lambda tf, text: "endpoints" in tf["terraform"].get("backend", {}).get("s3", {}),
    "S3 backend use_lockfile (S3 native state locking)":
        lambda tf, text: tf["terraform"].get("backend", {}).get("s3", {}).get("use_lockfile") is True,
}


def test_the_floor_is_the_newest_feature_and_s3_locking_needs_1_10():
    assert set(DETECT) == {name for name, _, _ in FEATURES}
    assert _version(FLOOR) >= (1, 10)  # use_lockfile: Terraform 1.10 ("Upgrading to Terraform v1.10")
    assert REQUIRED_VERSION == f">= {FLOOR}.0"


@pytest.mark.parametrize("config", ENVIRONMENTS, ids=lambda c: c.name)
def test_every_stack_requires_a_terraform_that_knows_what_it_uses(config):
    tf = synth(config)
    text = json.dumps(tf)
    assert tf["terraform"]["required_version"] == REQUIRED_VERSION
    used = [(name, since) for name, since, _ in FEATURES if DETECT[name](tf, text)]
    assert used  # every stack uses at least preconditions and terraform_data
    assert all(_version(since) <= _version(FLOOR) for _, since in used)
    if config.name == "training-prod":
        assert ("S3 backend use_lockfile (S3 native state locking)", "1.10") in used
