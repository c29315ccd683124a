"""LocalState and S3State on a bare stack: the backend block apply_to writes, and the HCL read_back
gives the capacity guard to read the last apply's outputs from the same state."""

from __future__ import annotations

import json

import pytest
from crusoe_ib.core.cdk import TerraformOutput

from crusoe_ib import ConfigError
from crusoe_ib.backend import LocalState, S3State
from tests.support import Bare

DEFAULT = '{ nodes = [] }'
S3_ENDPOINT = S3State(bucket="crusoe-ib-state", key="team/terraform.tfstate", region="us-east-2",
                      endpoint="https://object.example.com", profile="ops", use_lockfile=False)
S3_OPTIONS = {"endpoints": {"s3": "https://object.example.com"}, "use_path_style": True,
              "skip_credentials_validation": True, "skip_region_validation": True, "skip_requesting_account_id": True,
              "skip_metadata_api_check": True, "skip_s3_checksum": True, "profile": "ops"}


def applied(state) -> dict:
    """A bare stack with ``state`` as its backend, reading back output ``ledger``."""
    bare = Bare()
    state.apply_to(bare.stack)
    TerraformOutput(bare.stack, "prior", value="${" + state.read_back(bare.stack, "previous", "ledger", DEFAULT) + "}")
    return bare.synth()


@pytest.fixture(scope="module")
def local_tf() -> dict:
    return applied(LocalState(path="state/terraform.team.tfstate"))


@pytest.fixture(scope="module")
def s3_tf() -> dict:
    return applied(S3State(bucket="crusoe-ib-state", key="team/terraform.tfstate"))


@pytest.fixture(scope="module")
def s3_endpoint_tf() -> dict:
    return applied(S3_ENDPOINT)


def test_local_state_lives_in_the_project_root_not_in_cdktf_out(local_tf):
    # Terraform runs in cdktf.out/stacks/<name>: ../../../ is the project root, which make clean
    # and re-synthesis never touch.
    assert local_tf["terraform"]["backend"] == {"local": {"path": "../../../state/terraform.team.tfstate"}}


def test_local_read_back_reads_the_file_only_once_it_exists(local_tf):
    path, snap = '"../../../state/terraform.team.tfstate"', '"../../../state/terraform.team.tfstate.ledger.json"'
    # the snapshot (replaced atomically, never half-written), else the state file (before a first snapshot)
    legacy = f'try(jsonencode(jsondecode(file({path})).outputs.ledger.value), "null")'
    assert local_tf["output"]["prior"]["value"] == (
        f'${{try(jsondecode(fileexists({snap}) ? file({snap}) : (fileexists({path}) ? {legacy} : "null")), {DEFAULT})}}')
    assert "data" not in local_tf  # terraform_remote_state fails on a state that does not exist yet


def test_local_read_back_quotes_the_path():
    hcl = LocalState(path="x.tfstate").read_back(Bare().stack, "previous", "ledger", DEFAULT)
    assert hcl.startswith('try(jsondecode(fileexists("../../../x.tfstate.ledger.json") ? file("../../../x.tfstate.ledger.json")')


def test_s3_state_is_locked_encrypted_and_holds_no_credentials(s3_tf):
    backend = s3_tf["terraform"]["backend"]["s3"]
    assert backend == {"bucket": "crusoe-ib-state", "key": "team/terraform.tfstate", "region": "us-east-1",
                       "use_lockfile": True, "encrypt": True}
    assert not any(k in json.dumps(s3_tf) for k in ("access_key", "secret_key", '"token"'))


def test_s3_read_back_reads_the_object_the_backend_writes(s3_tf):
    remote = s3_tf["data"]["terraform_remote_state"]["previous"]
    assert remote["backend"] == "s3"
    assert remote["config"] == {"bucket": "crusoe-ib-state", "key": "team/terraform.tfstate", "region": "us-east-1"}
    assert s3_tf["output"]["prior"]["value"] == f"${{try(data.terraform_remote_state.previous.outputs.ledger, {DEFAULT})}}"


def test_s3_compatible_endpoint_and_profile_reach_backend_and_read_back_alike(s3_endpoint_tf):
    backend = s3_endpoint_tf["terraform"]["backend"]["s3"]
    assert backend == {"bucket": "crusoe-ib-state", "key": "team/terraform.tfstate", "region": "us-east-2",
                       "encrypt": True, **S3_OPTIONS}
    assert "use_lockfile" not in backend  # use_lockfile=False
    remote = s3_endpoint_tf["data"]["terraform_remote_state"]["previous"]["config"]
    assert remote == {k: v for k, v in backend.items() if k not in ("use_lockfile", "encrypt")}  # write-side options


def test_location_keys_tell_states_apart():
    # Local state lives in the project root: two environments naming one file would share it.
    assert LocalState(path="a.tfstate").location_key() == LocalState(path="./a.tfstate").location_key()
    assert LocalState(path="a.tfstate").location_key() != LocalState(path="b.tfstate").location_key()
    same = S3State(bucket="b-1", key="env/./terraform.tfstate", endpoint="https://Object.Example.com/")
    assert same.location_key() == S3State(bucket="b-1", key="env/terraform.tfstate",
                                          endpoint="https://object.example.com").location_key()
    assert S3_ENDPOINT.location_key() != S3State(bucket="crusoe-ib-state", key="other/terraform.tfstate",
                                                 endpoint="https://object.example.com").location_key()


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("state,code,field", [
    (LocalState(path="/abs/terraform.tfstate"), "CIB014", "path"),
    (LocalState(path="../terraform.tfstate"), "CIB014", "path"),
    (LocalState(path="terraform.json"), "CIB014", "path"),
    (S3State(bucket="Bad Bucket", key="k"), "CIB015", "bucket"),
    (S3State(bucket="b-1", key="/k"), "CIB016", "key"),
    (S3State(bucket="b-1", key="a//b"), "CIB016", "key"),
    (S3State(bucket="b-1", key="k", region="US East"), "CIB017", "region"),
    (S3State(bucket="b-1", key="k", endpoint="http://object.example.com"), "CIB018", "endpoint"),
    (S3State(bucket="b-1", key="k", endpoint='https://x/${file("/etc/passwd")}'), "CIB018", "endpoint"),
    (S3State(bucket="b-1", key="k", profile="my profile"), "CIB019", "profile"),
    (S3State(bucket="b-1", key="k", use_lockfile="yes"), "CIB090", "use_lockfile"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_bad_settings_are_reported_with_their_code(state, code, field):
    assert [(i.code, i.where) for i in state.issues("state")] == [(code, f"state.{field}")]


@pytest.mark.parametrize("state", [
    LocalState(path="../shared.tfstate"),
    S3State(bucket="b-1", key="k", endpoint='https://x/${file("/etc/passwd")}'),
], ids=["local-parent-path", "s3-endpoint-expression"])
def test_applying_a_bad_backend_raises_config_error(state):
    with pytest.raises(ConfigError):
        state.apply_to(Bare().stack)
