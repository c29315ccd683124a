"""Where the real Crusoe provider (crusoecloud/terraform-provider-crusoe v1.1.1) is stricter than the
stand-in used to be, proven with real Terraform core against the stand-in (tools/offline) and, for
the pure checks, against its functions directly:

* its attribute validators refuse configuration at ``terraform validate``/``plan``, before any API
  call (tools/offline/rules.py ``VALIDATORS``, each with its source line);
* its ``crusoe_ib_networks`` reads a project without IB networks as ``null``, not ``[]``
  (internal/ib_network/ib_network_data_source.go:125-140);
* its VPC network and subnet Read fail, rather than forget the object, when it is gone
  (internal/vpc_network/vpc_network_resource.go:152-168, internal/vpc_subnet/vpc_subnet_resource.go:202-218);
* a subnet's ``nat_gateway_enabled`` is read back as "has a NAT gateway" (internal/vpc_subnet/util.go:62-64)
  while ``nat_gateways`` keeps its prior value in an update plan (vpc_subnet_resource.go:123): enabling
  the gateway on an existing subnet ends its first apply with "Provider produced inconsistent result".
"""
from __future__ import annotations

import base64
import copy

import pytest

from offline.cloud import Cloud, CloudError
from offline.provider import Provider, validate_config
from offline.schema import UNKNOWN, load_schema
from tests.support import applied, env

H100 = "h100-80gb-sxm-ib.8x"
KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFUFnDl8kpi4QFJDA4ftyDBWXhXFZ+B9MwnFYJO0eqR5 test@offline"


def _cut(key: str, keep: int) -> str:
    kind, body, comment = key.split()
    return f"{kind} {base64.b64encode(base64.b64decode(body)[:keep]).decode()} {comment}"


def errors(type_name: str, config: dict) -> list[tuple[str, str]]:
    return [(".".join(str(p) for p in where), d.summary) for where, d in validate_config(type_name, config)]


# --- validators, one row per check the provider attaches -------------------------------------------

REFUSED = [
    # (type, config, (attribute, summary)) -- each row passes with the stand-in before this change
    ("crusoe_compute_instance", {"ssh_key": _cut(KEY, 40)}, ("ssh_key", "Invalid SSH Key")),
    ("crusoe_compute_instance", {"ssh_key": KEY.replace("ssh-ed25519 AAAA", "ssh-ed25519 AAAB")}, ("ssh_key", "Invalid SSH Key")),
    ("crusoe_compute_instance", {"ssh_key": "not a key"}, ("ssh_key", "Invalid SSH Key")),
    ("crusoe_compute_instance", {"ssh_key": KEY, "disks": [{"id": "d", "attachment_type": "data", "mode": "rw"}]},
     ("disks.0.mode", "Unsupported Disk Mode Type")),
    ("crusoe_vpc_firewall_rule", {"action": "Allow", "direction": "ingress"}, ("action", "Invalid argument")),
    ("crusoe_vpc_firewall_rule", {"action": "allow", "direction": "inbound"}, ("direction", "Invalid argument")),
    ("crusoe_kubernetes_cluster", {"version": "1.32.7"}, ("version", "Invalid Attribute Value Match")),
    ("crusoe_kubernetes_node_pool", {"version": "v1.32"}, ("version", "Invalid Attribute Value Match")),
    ("crusoe_kubernetes_node_pool", {"batch_size": 11}, ("batch_size", "Invalid Attribute Value")),
    ("crusoe_kubernetes_node_pool", {"batch_percentage": 0}, ("batch_percentage", "Invalid Attribute Value")),
    ("crusoe_kubernetes_node_pool", {"node_taints": [{"key": "gpu", "value": "", "effect": "NoSchedul"}]},
     ("node_taints.0.effect", "Invalid Attribute Value Match")),
    ("crusoe_kubernetes_node_pool", {"node_taints": [{"key": "", "value": "", "effect": "NoSchedule"}]},
     ("node_taints.0.key", "Invalid Attribute Value Length")),
    ("crusoe_kubernetes_node_pool", {"node_taints": [{"key": "k", "value": "v" * 64, "effect": "NoSchedule"}]},
     ("node_taints.0.value", "Invalid Attribute Value Length")),
    ("crusoe_kubernetes_node_pool", {"node_taints": [{"key": "gpu", "value": "a", "effect": "NoSchedule"},
                                                     {"key": "gpu", "value": "b", "effect": "NoSchedule"}]},
     ("", "Invalid node_taints")),
    ("crusoe_storage_disk", {"size": "100GB"}, ("size", "Unsupported Data Size")),
    ("crusoe_storage_disk", {"size": "1.5TiB"}, ("size", "Unsupported Data Size")),
    ("crusoe_storage_disk", {"size": "10GiB", "type": "ssd"}, ("type", "Invalid Attribute Value Match")),
    ("crusoe_storage_disk", {"size": "10GiB", "block_size": 1024}, ("block_size", "Invalid Attribute Value Match")),
]


@pytest.mark.parametrize("type_name,config,expected", REFUSED, ids=[f"{r[0]}:{r[2][0] or 'taints'}:{i}"
                                                                     for i, r in enumerate(REFUSED)])
def test_the_providers_validators_refuse_bad_configuration(type_name, config, expected):
    assert errors(type_name, config) == [expected]


ACCEPTED = [
    ("crusoe_compute_instance", {"ssh_key": KEY, "disks": [{"id": "d", "attachment_type": "data", "mode": "Read-Write"}]}),
    # x/crypto reads the blob's own algorithm, skips blank and comment lines, and an options field
    ("crusoe_compute_instance", {"ssh_key": "# ops\n\n" + KEY + "\n"}),
    ("crusoe_compute_instance", {"ssh_key": 'from="10.0.0.0/8" ' + KEY}),
    ("crusoe_compute_instance", {"ssh_key": UNKNOWN}),  # unknown until apply: validators skip it
    ("crusoe_vpc_firewall_rule", {"action": "deny", "direction": "egress"}),
    ("crusoe_vpc_firewall_rule", {"action": "allow", "direction": "ingress-only"}),  # "^(ingress|egress)": no "$"
    ("crusoe_kubernetes_cluster", {"version": "1.32.7-cmk.3", "node_cidr_mask_size": 24}),
    ("crusoe_kubernetes_node_pool", {"version": "1.32.7-cmk.3-rc1", "batch_size": 10, "batch_percentage": 100,
                                     "node_taints": [{"key": "gpu", "value": "", "effect": "NoSchedule"},
                                                     {"key": "gpu", "value": "", "effect": "NoExecute"}]}),
    ("crusoe_storage_disk", {"size": "10tib", "type": "shared-volume", "block_size": 512}),
]


@pytest.mark.parametrize("type_name,config", ACCEPTED, ids=[f"{r[0]}:{i}" for i, r in enumerate(ACCEPTED)])
def test_the_providers_validators_accept_what_it_accepts(type_name, config):
    assert errors(type_name, config) == []


def test_a_key_the_real_provider_refuses_fails_terraform_validate(offline_tf, cluster_json):
    """Through Terraform core: ValidateResourceConfig's error names the instance and the attribute."""
    broken = copy.deepcopy(cluster_json)
    broken["resource"]["crusoe_compute_instance"]["node"]["ssh_key"] = _cut(KEY, 40)
    tf = offline_tf(broken)
    assert tf.init().rc == 0
    result = tf.plan()
    assert result.rc == 1, result.output
    text = " ".join(result.output.split())
    assert "Invalid SSH Key" in text and "The given SSH Key is not a valid public RSA or ECDSA key." in text, text
    assert 'crusoe_compute_instance.node' in text and "ssh_key" in text, text


def test_a_firewall_action_in_the_wrong_case_fails_the_plan(offline_tf, cluster_json):
    broken = copy.deepcopy(cluster_json)
    broken["resource"]["crusoe_vpc_firewall_rule"]["ssh"]["action"] = "ALLOW"
    tf = offline_tf(broken)
    assert tf.init().rc == 0
    result = tf.plan()
    assert result.rc == 1, result.output
    text = " ".join(result.output.split())
    assert "action must conform to the regex pattern /^(allow|deny)$/, which \"ALLOW\" does not." in text, text


# --- crusoe_ib_networks without networks --------------------------------------------------------------

def test_a_project_without_ib_networks_reads_null_networks(tmp_path, monkeypatch):
    cloud = Cloud.create(tmp_path / "cloud.json", {"ib_networks": []})
    monkeypatch.setenv("CRUSOE_OFFLINE_CLOUD", str(cloud.path))
    assert Provider(load_schema()).read_data("crusoe_ib_networks", {})["ib_networks"] is None


def test_the_guard_names_the_problem_when_the_project_has_no_ib_networks(deploy):
    """Not Terraform's "Iteration over null value": the guard's own CIB101, naming what it searched."""
    tf = deploy(env(capacity=dict(node_count=2)), {"ib_networks": []})
    result = tf.plan()
    assert result.rc == 1, result.output
    text = " ".join(result.output.split())
    assert "Iteration over null value" not in text, text
    assert "[CIB101]" in text and "none: no IB network is in us-east1-a at all" in text, text


# --- VPC objects gone from the cloud -------------------------------------------------------------------

@pytest.mark.parametrize("type_name,summary", [("crusoe_vpc_network", "Failed to get VPC Network"),
                                               ("crusoe_vpc_subnet", "Failed to get VPC Subnet")])
def test_a_vpc_object_deleted_out_of_band_fails_the_refresh(tmp_path, monkeypatch, type_name, summary):
    cloud = Cloud.create(tmp_path / "cloud.json", {"ib_networks": []})
    monkeypatch.setenv("CRUSOE_OFFLINE_CLOUD", str(cloud.path))
    provider = Provider(load_schema())
    with pytest.raises(CloudError) as failed:
        provider.read(type_name, {"id": "gone-1", "name": "n", "cidr": "10.0.0.0/16"})
    assert failed.value.summary == summary and "not found (404)" in failed.value.detail
    # a firewall rule (and an instance) is forgotten instead: the next plan creates it again
    assert provider.read("crusoe_vpc_firewall_rule", {"id": "gone-2", "name": "r"}) is None


def test_every_validator_names_its_provider_source():
    import re

    from offline import rules

    for type_name, found in rules.VALIDATORS.items():
        assert type_name in load_schema()["resource_schemas"], type_name
        for check in found:
            assert re.fullmatch(r"internal/[a-z_/]+\.go:[0-9,+\- a-z_/.:]+", check.source), (type_name, check)


# --- a subnet's NAT gateway -------------------------------------------------------------------------

def test_a_subnet_created_with_a_nat_gateway_has_one(tmp_path, monkeypatch):
    cloud = Cloud.create(tmp_path / "cloud.json", {"ib_networks": []})
    monkeypatch.setenv("CRUSOE_OFFLINE_CLOUD", str(cloud.path))
    provider = Provider(load_schema())
    config = {"name": "s", "cidr": "10.0.0.0/16", "location": "us-east1-a", "network": "net-1",
              "project_id": None, "nat_gateway_enabled": True}
    planned, _ = provider.plan("crusoe_vpc_subnet", None, dict(config, id=None, nat_gateways=None), config)
    assert planned["nat_gateways"] is UNKNOWN
    (gateway,) = provider.apply("crusoe_vpc_subnet", None, planned, config)["nat_gateways"]
    assert set(gateway) == {"id", "public_ipv4_address", "public_ipv4_id"} and gateway["public_ipv4_address"]


def test_turning_the_nat_gateway_on_for_a_running_cluster_takes_a_second_apply(deploy):
    """public_ip = "none" on a running cluster enables its subnet's NAT gateway in place: the real
    provider plans ``nat_gateways`` as the old empty list and then reads one gateway back, so Terraform
    stops the first apply with "inconsistent result" (after the API enabled it and the state recorded
    it); the second apply finishes the nodes, and the refresh after it drops their old public
    addresses from the outputs (a third apply records that). docs/network.md says so."""
    tf = deploy(env(capacity=dict(node_count=1)), {"ib_networks": [
        {"id": "net-a", "name": "ib-east-a", "location": "us-east1-a", "capacities": [{"slice_type": H100, "quantity": 8}]}]})
    applied(tf)
    private = deploy(env(capacity=dict(node_count=1), pool=dict(public_ip="none", ssh_jump_host="ops@bastion.example.com")))
    first = private.apply()
    assert first.rc == 1, first.output
    text = " ".join(first.output.split())
    assert "Provider produced inconsistent result after apply" in text and ".nat_gateways: new element 0 has appeared" in text, text
    assert private.changes_by_action() == {"update": ['crusoe_compute_instance.pool_nodes["node-000"]']}
    applied(private)
    # The instance's Update stored the planned interfaces, whose public address kept its old value;
    # the next refresh reads none: only the outputs change, and one more apply records that.
    assert private.changes_by_action() == {}
    stale = private.plan()
    assert stale.rc == 2 and "Changes to Outputs" in stale.output, stale.output
    assert '-> null' in " ".join(stale.output.split()).split("public_ip", 1)[1][:40], stale.output
    applied(private)
    assert private.plan().rc == 0


# --- a public IP type changed on a running instance ------------------------------------------------

def test_a_public_ip_type_change_is_stored_as_planned_and_read_back_as_the_api_has_it(tmp_path, monkeypatch):
    """The real Update writes the planned interfaces into state (internal/vm/vm_resource.go:662), whose
    public address kept its prior value (UseStateForUnknown); the next refresh reads the API's."""
    cloud = Cloud.create(tmp_path / "cloud.json", {"ib_networks": []})
    monkeypatch.setenv("CRUSOE_OFFLINE_CLOUD", str(cloud.path))
    provider = Provider(load_schema())
    block = provider.block("crusoe_compute_instance")
    nulls = {name: None for name in block["attributes"]}

    def config(kind):
        return dict(nulls, name="cpu-0", type="c1a.16x", ssh_key=KEY, location="us-east1-a",
                    network_interfaces=[{"subnet": None, "public_ipv4": {"type": kind}}])

    planned, _ = provider.plan("crusoe_compute_instance", None, config("dynamic"), config("dynamic"))
    created = provider.apply("crusoe_compute_instance", None, planned, config("dynamic"))
    address = created["network_interfaces"][0]["public_ipv4"]["address"]
    assert address

    for kind, stored, read in (("none", address, ""), ("dynamic", "", "new")):
        prior = provider.read("crusoe_compute_instance", created)
        proposed = dict(prior, network_interfaces=[dict(prior["network_interfaces"][0], public_ipv4=dict(
            prior["network_interfaces"][0]["public_ipv4"], type=kind))])
        planned, replace = provider.plan("crusoe_compute_instance", prior, proposed, config(kind))
        assert replace == [] and planned["network_interfaces"][0]["public_ipv4"]["address"] == stored
        created = provider.apply("crusoe_compute_instance", prior, planned, config(kind))
        assert created["network_interfaces"][0]["public_ipv4"]["address"] == stored  # as planned
        after = provider.read("crusoe_compute_instance", created)["network_interfaces"][0]["public_ipv4"]
        assert (after["address"] == "") if read == "" else (after["address"] not in ("", address)), after


# --- plan modifiers that only warn -------------------------------------------------------------------

@pytest.mark.parametrize("type_name,config,summary", [
    ("crusoe_kubernetes_cluster", {"private": True}, "Private Clusters in Limited Availability"),
    ("crusoe_kubernetes_node_pool", {"public_ip_type": "none"}, "Private Node Pools in Limited Availability"),
    ("crusoe_kubernetes_node_pool", {"batch_size": 2}, "Feature In Development: batch_size"),
])
def test_limited_availability_settings_warn_at_plan(type_name, config, summary):
    """internal/common/plan_modifiers.go: on create, and when the value changes to it; not again."""
    provider = Provider(load_schema())
    nulls = {name: None for name in provider.block(type_name)["attributes"]}
    proposed = dict(nulls, name="x", **config)
    created = provider.plan_change(type_name, None, proposed, proposed)
    assert [(d.severity, d.summary) for d in created.diagnostics] == [("warning", summary)]
    again = provider.plan_change(type_name, dict(proposed, id="x-1"), dict(proposed, id="x-1"), proposed)
    assert again.diagnostics == []
