"""What users rely on in the synthesized Terraform of whole stacks (the fixture environments in
tests/library_fixtures.py), asserted with partial matchers. What one construct does with its props is
asserted on a bare stack in tests/constructs/test_<module>.py."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from tests.support import resources

REPO = Path(__file__).resolve().parent.parent


def test_both_stacks_have_guard_partition_and_ib_nodes(dev_json, prod_json):
    for tf in (dev_json, prod_json):
        assert "capacity" in tf["data"]["crusoe_ib_networks"]
        assert "capacity_check" in resources(tf, "terraform_data")
        assert list(resources(tf, "crusoe_ib_partition")) == ["ib_partition"]
        nodes = resources(tf, "crusoe_compute_instance")["pool_nodes"]
        assert nodes["host_channel_adapters"] == [{"ib_partition_id": "${crusoe_ib_partition.ib_partition.id}"}]
        assert nodes["type"].endswith("-ib.8x")
        assert nodes["location"] == "${local.capacity_location}"


def test_guard_reads_its_own_previous_state(dev_json, prod_json):
    # dev: the local state file itself, read only once it exists (first plan has none)
    path = dev_json["terraform"]["backend"]["local"]["path"]
    prior = dev_json["locals"]["capacity_stored"]
    assert f'fileexists("{path}")' in prior and f'jsondecode(file("{path}")).outputs.capacity_ledger.value' in prior
    assert "terraform_remote_state" not in dev_json.get("data", {})
    # prod: the same S3 object the backend writes
    prod_state = prod_json["data"]["terraform_remote_state"]["capacity_previous"]
    backend = prod_json["terraform"]["backend"]["s3"]
    assert prod_state["backend"] == "s3"
    assert {k: prod_state["config"][k] for k in ("bucket", "key", "region")} == {k: backend[k] for k in ("bucket", "key", "region")}
    assert "data.terraform_remote_state.capacity_previous.outputs.capacity_ledger" in prod_json["locals"]["capacity_stored"]


def test_dev_keeps_local_state_in_the_project_root(dev_json):
    # Relative to cdktf.out/stacks/training-dev: make clean and re-synthesis never touch it.
    path = dev_json["terraform"]["backend"]["local"]["path"]
    assert not os.path.isabs(path) and path == "../../../terraform.training-dev.tfstate"


def test_prod_uses_locked_s3_state_and_protects_the_partition(prod_json):
    backend = prod_json["terraform"]["backend"]["s3"]
    assert backend["use_lockfile"] is True and backend["encrypt"] is True
    assert not any(k in backend for k in ("access_key", "secret_key", "token"))
    assert resources(prod_json, "crusoe_ib_partition")["ib_partition"]["lifecycle"] == {"prevent_destroy": True}


def test_dev_partition_is_not_protected(dev_json):
    assert "lifecycle" not in resources(dev_json, "crusoe_ib_partition")["ib_partition"]


def test_prod_ssh_is_restricted(prod_json):
    ssh = resources(prod_json, "crusoe_vpc_firewall_rule")["network_ssh"]
    assert ssh["destination_ports"] == "22" and ssh["source"] == "203.0.113.0/24"


def test_synthesized_json_has_no_machine_paths_or_secrets(dev_json, prod_json):
    for tf in (dev_json, prod_json):
        text = json.dumps(tf)
        for needle in (str(REPO), os.path.expanduser("~") + "/", "PRIVATE KEY", "/tmp/"):
            assert needle not in text, needle
        assert not re.search(r"(secret|password|token)\"\s*:", text, re.I)
