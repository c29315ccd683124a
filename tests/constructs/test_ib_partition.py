"""IbPartition in a bare stack: created on the guard's network after the check, protected from
destroy when asked, and its id is what pools put on their nodes."""

from __future__ import annotations

import pytest
from crusoe_ib.core.cdk import TerraformOutput

from crusoe_ib import ConfigError, IbPartition, IbPartitionProps, PartitionSettings
from tests.support import Bare, codes, resources


@pytest.fixture(scope="module")
def partition_tf() -> dict:
    bare = Bare()
    open_ = bare.add_partition("ib", name="llm-pretrain")
    bare.add_partition("kept", name="llm-serving", protect=True)
    TerraformOutput(bare.stack, "partition-id", value=open_.id)
    return bare.synth()


def test_partition_is_created_on_the_guards_network_after_the_check(partition_tf):
    partition = resources(partition_tf, "crusoe_ib_partition")["ib_partition"]
    assert partition["name"] == "llm-pretrain"
    assert partition["ib_network_id"] == '${try(local.capacity_selected.id, "")}'
    assert partition["depends_on"] == ["terraform_data.capacity_check"]


def test_protect_turns_on_prevent_destroy(partition_tf):
    partitions = resources(partition_tf, "crusoe_ib_partition")
    assert partitions["kept_partition"]["lifecycle"] == {"prevent_destroy": True}
    assert partitions["kept_partition"]["name"] == "llm-serving"
    assert "lifecycle" not in partitions["ib_partition"]  # protect defaults to off


def test_id_refers_to_the_partition(partition_tf):
    assert partition_tf["output"]["partition-id"]["value"] == "${crusoe_ib_partition.ib_partition.id}"


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name,code", [
    ("Bad_Name", "CIB010"), ("-edge", "CIB010"), ("edge-", "CIB010"), ("x" * 64, "CIB010"), ("", "CIB010"),
    (42, "CIB090"),
])
def test_bad_settings_raise_config_error(name, code):
    with pytest.raises(ConfigError) as raised:
        Bare().add_partition(name=name)
    assert codes(raised.value) == [(code, "bare/ib.name")]


def test_longest_name_is_accepted():
    Bare().add_partition(name="a" * 63)


def test_a_guard_that_is_not_a_guard_raises_config_error():
    bare = Bare()
    with pytest.raises(ConfigError):
        IbPartition(bare.stack, "ib", IbPartitionProps(settings=PartitionSettings(name="x"), capacity_guard="ib-net-0001"))
