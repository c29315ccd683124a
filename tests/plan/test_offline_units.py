"""Unit tests of the offline toolkit that do not start Terraform (fast)."""
from __future__ import annotations

import json
import stat
import sys

import pytest

from offline import Cloud, CloudError, rewrite_config, slices_per_vm
from offline.harness import PROVIDER_SOURCE, write_cli_config, write_mirror
from offline.provider import Provider
from offline.schema import UNKNOWN, load_schema

H100 = "h100-80gb-sxm-ib.8x"
A100 = "a100-80gb-sxm-ib.8x"


def test_slices_per_vm():
    assert slices_per_vm(H100) == 8
    assert slices_per_vm("h200-141gb-sxm-ib.8x") == 8
    assert slices_per_vm("l40s-48gb.4x") == 4
    assert slices_per_vm("c1a.16x") == 16
    assert slices_per_vm("weird") == 1


def test_rewrite_config_points_backend_and_remote_state_at_local_state():
    doc = {
        "terraform": {"backend": {"s3": {"bucket": "b", "key": "k"}},
                      "required_providers": {"crusoe": {"source": "crusoecloud/crusoe", "version": "~> 1.1"}}},
        "data": {"terraform_remote_state": {"self": {"backend": "remote", "workspace": "w",
                                                     "config": {"organization": "o"},
                                                     "defaults": {"applied": [], "ib_network_id": ""}}},
                 "crusoe_ib_networks": {"available": {}}},
    }
    out = rewrite_config(doc)
    assert out["terraform"]["backend"] == {"local": {"path": "terraform.tfstate"}}
    assert out["terraform"]["required_providers"] == doc["terraform"]["required_providers"]
    rs = out["data"]["terraform_remote_state"]["self"]
    assert rs["backend"] == "local"
    assert rs["config"] == {"path": "terraform.tfstate"}
    assert rs["defaults"] == {"applied": [], "ib_network_id": ""}
    assert "workspace" not in rs
    assert out["data"]["crusoe_ib_networks"] == {"available": {}}
    assert doc["terraform"]["backend"] == {"s3": {"bucket": "b", "key": "k"}}  # input untouched


def test_a_relative_local_backend_path_is_kept():
    from offline.harness import state_path_for

    local = {"terraform": {"backend": {"local": {"path": "terraform.training-dev.tfstate"}}},
             "data": {"terraform_remote_state": {"self": {"backend": "local", "config": {"path": "x"}}}}}
    assert state_path_for(local) == "terraform.training-dev.tfstate"
    out = rewrite_config(local)
    assert out["terraform"]["backend"] == {"local": {"path": "terraform.training-dev.tfstate"}}
    assert out["data"]["terraform_remote_state"]["self"]["config"] == {"path": "terraform.training-dev.tfstate"}
    assert state_path_for({"terraform": {"backend": {"local": {"path": "../../../terraform.dev.tfstate"}}}}) \
        == "../../../terraform.dev.tfstate"  # LocalState's project-root path stays inside the workdir
    for path in ("/abs/terraform.tfstate", "../../../../up.tfstate", "../../../a/../../b.tfstate"):
        assert state_path_for({"terraform": {"backend": {"local": {"path": path}}}}) == "terraform.tfstate"
    assert state_path_for({"terraform": {"backend": {"s3": {"key": "a/b.tfstate"}}}}) == "terraform.tfstate"


def test_mirror_layout_and_cli_config(tmp_path):
    exe = write_mirror(tmp_path / "mirror", tmp_path / "cloud.json")
    rel = exe.relative_to(tmp_path / "mirror")
    assert str(rel).startswith(f"{PROVIDER_SOURCE}/1.1.1/")
    assert exe.name == "terraform-provider-crusoe_v1.1.1"
    assert exe.stat().st_mode & stat.S_IXUSR
    text = exe.read_text()
    assert sys.executable in text and "-m offline.provider" in text
    cfg = write_cli_config(tmp_path / "terraform.rc", tmp_path / "mirror").read_text()
    assert "filesystem_mirror" in cfg and f'include = ["{PROVIDER_SOURCE}"]' in cfg
    assert "direct" not in cfg


def test_cloud_capacity_helpers(tmp_path):
    cloud = Cloud.create(tmp_path / "cloud.json")
    assert cloud.free("ib-us-east1-a-01", H100) == 128
    assert cloud.take("ib-us-east1-a-01", H100, 16) == 112
    assert cloud.give("ib-us-east1-a-01", H100, 8) == 120
    assert cloud.set_capacity("ib-us-east1-a-01", H100, 32) == 32
    assert cloud.free("ib-us-east1-a-02", A100) is None  # not offered there
    net = cloud.network("ib-us-east1-a-01")
    assert cloud.network(net["id"]) == net
    assert {n["location"] for n in cloud.ib_networks()} == {"us-east1-a", "us-northcentral1-a", "us-southcentral1-a"}
    offered = {c["slice_type"] for n in cloud.ib_networks() for c in n["capacities"]}
    assert {H100, A100, "h200-141gb-sxm-ib.8x"} <= offered


# --------------------------------------------------------------------------- provider in-process

@pytest.fixture
def prov(tmp_path, monkeypatch):
    cloud = Cloud.create(tmp_path / "cloud.json")
    monkeypatch.setenv("CRUSOE_OFFLINE_CLOUD", str(cloud.path))
    return Provider(load_schema()), cloud


def _cfg(p, type_name, **values):
    attrs = p.block(type_name)["attributes"]
    obj = {k: None for k in attrs}
    obj.update(values)
    return obj


def _create(p, type_name, **values):
    cfg = _cfg(p, type_name, **values)
    planned, replace = p.plan(type_name, None, cfg, cfg)
    assert replace == []
    return p.apply(type_name, None, planned, cfg)


def _ni(p, **values):
    attrs = p.block("crusoe_compute_instance")["attributes"]["network_interfaces"]["nested_type"]["attributes"]
    obj = {k: None for k in attrs}
    obj.update(values)
    return obj


def test_plan_marks_computed_unknown_and_keeps_config(prov):
    p, _ = prov
    cfg = _cfg(p, "crusoe_compute_instance", name="n", type=H100, ssh_key="k",
               network_interfaces=[_ni(p, subnet="sub-1")], host_channel_adapters=[{"ib_partition_id": "p"}])
    planned, _ = p.plan("crusoe_compute_instance", None, cfg, cfg)
    assert planned["id"] is UNKNOWN and planned["location"] is UNKNOWN  # optional+computed, unset
    assert planned["startup_script"] is None  # optional only: stays null
    ni = planned["network_interfaces"][0]
    assert ni["subnet"] == "sub-1" and ni["private_ipv4"] is UNKNOWN and ni["public_ipv4"] is UNKNOWN
    assert planned["host_channel_adapters"] == [{"ib_partition_id": "p"}]


def test_instance_lifecycle_consumes_and_returns_capacity(prov):
    p, cloud = prov
    net = cloud.network("ib-us-east1-a-01")
    part = _create(p, "crusoe_ib_partition", name="p", ib_network_id=net["id"])
    vpc = _create(p, "crusoe_vpc_network", name="v", cidr="10.0.0.0/8")
    sub = _create(p, "crusoe_vpc_subnet", name="s", cidr="10.1.0.0/16", location="us-east1-a", network=vpc["id"])
    inst = _create(p, "crusoe_compute_instance", name="n", type=H100, ssh_key="k",
                   network_interfaces=[_ni(p, subnet=sub["id"])],
                   host_channel_adapters=[{"ib_partition_id": part["id"]}])
    assert cloud.free(net["id"], H100) == 120
    assert inst["location"] == "us-east1-a"
    ni = inst["network_interfaces"][0]
    assert ni["private_ipv4"]["address"].startswith("10.1.") and ni["network"] == vpc["id"]
    assert ni["public_ipv4"]["address"] and inst["internal_dns_name"].startswith("n.us-east1-a")
    assert p.read("crusoe_compute_instance", inst) == inst

    # no change -> planned == prior, nothing to replace
    assert p.plan("crusoe_compute_instance", inst, inst, inst) == (inst, [])
    # image and name are fixed at creation (vm_resource.go:151, :184)
    changed = dict(inst, image="other:latest")
    assert p.plan("crusoe_compute_instance", inst, changed, changed)[1] == ["image"]
    assert p.plan("crusoe_compute_instance", inst, dict(inst, name="m"), dict(inst, name="m"))[1] == ["name"]
    # host_channel_adapters has no plan modifier (vm_resource.go:312-323): planned in place
    new_hca = dict(inst, host_channel_adapters=[{"ib_partition_id": UNKNOWN}])
    planned, replace = p.plan("crusoe_compute_instance", inst, new_hca, new_hca)
    assert replace == [] and planned["host_channel_adapters"] == [{"ib_partition_id": UNKNOWN}]

    with pytest.raises(CloudError, match="still used by 1 instance"):
        p.apply("crusoe_ib_partition", part, None, None)
    assert p.apply("crusoe_compute_instance", inst, None, None) is None
    assert cloud.free(net["id"], H100) == 128
    assert p.read("crusoe_compute_instance", inst) is None
    assert p.apply("crusoe_ib_partition", part, None, None) is None


def test_apply_refusals(prov):
    p, cloud = prov
    east2 = cloud.network("ib-us-east1-a-02")
    part = _create(p, "crusoe_ib_partition", name="p", ib_network_id=east2["id"])
    with pytest.raises(CloudError, match="needs host_channel_adapters"):
        _create(p, "crusoe_compute_instance", name="n", type=H100, ssh_key="k")
    with pytest.raises(CloudError, match="not offered"):
        _create(p, "crusoe_compute_instance", name="n", type=A100, ssh_key="k",
                host_channel_adapters=[{"ib_partition_id": part["id"]}])
    with pytest.raises(CloudError, match="partition 'nope' not found"):
        _create(p, "crusoe_compute_instance", name="n", type=H100, ssh_key="k",
                host_channel_adapters=[{"ib_partition_id": "nope"}])
    with pytest.raises(CloudError, match="IB network 'nope' not found"):
        _create(p, "crusoe_ib_partition", name="q", ib_network_id="nope")
    with pytest.raises(CloudError, match="is in us-northcentral1-a but IB partition"):
        _create(p, "crusoe_compute_instance", name="n", type=H100, ssh_key="k", location="us-northcentral1-a",
                host_channel_adapters=[{"ib_partition_id": part["id"]}])
    cloud.set_capacity(east2["id"], H100, 8)
    _create(p, "crusoe_compute_instance", name="a", type=H100, ssh_key="k",
            host_channel_adapters=[{"ib_partition_id": part["id"]}])
    with pytest.raises(CloudError, match="8 slices needed, 0 available"):
        _create(p, "crusoe_compute_instance", name="b", type=H100, ssh_key="k",
                host_channel_adapters=[{"ib_partition_id": part["id"]}])
    assert [i["name"] for i in cloud.instances()] == ["a"]


def test_out_of_band_delete_and_steal(prov):
    p, cloud = prov
    net = cloud.network("ib-us-east1-a-01")
    part = _create(p, "crusoe_ib_partition", name="p", ib_network_id=net["id"])
    inst = _create(p, "crusoe_compute_instance", name="a", type=H100, ssh_key="k",
                   host_channel_adapters=[{"ib_partition_id": part["id"]}])
    assert cloud.delete_out_of_band("crusoe_compute_instance", inst["id"])
    assert p.read("crusoe_compute_instance", inst) is None
    assert cloud.free(net["id"], H100) == 128
    cloud.steal_during_apply(net["id"], H100, 124)
    assert cloud.free(net["id"], H100) == 128  # the plan still sees it
    with pytest.raises(CloudError, match="out of"):
        _create(p, "crusoe_compute_instance", name="b", type=H100, ssh_key="k",
                host_channel_adapters=[{"ib_partition_id": part["id"]}])
    assert cloud.free(net["id"], H100) == 4


def test_generic_resource_and_data_source(prov):
    p, _ = prov
    disk = _create(p, "crusoe_storage_disk", name="d", size="10GiB", location="us-east1-a")
    assert disk["id"] and disk["type"] == "persistent-ssd" and disk["vips"] == []
    tok = _create(p, "crusoe_registry_token", alias="t")  # no special behaviour: generic create
    assert tok["id"] and tok["token"] and all(v is not UNKNOWN for v in tok.values())
    proj = _create(p, "crusoe_project", name="x")
    assert proj["id"] and p.read("crusoe_project", proj) == proj
    nets = p.read_data("crusoe_ib_networks", {"ib_networks": None, "project_id": None})
    assert len(nets["ib_networks"]) == 5
    assert nets["ib_networks"][0]["capacities"][0]["quantity"] == 128
    assert json.dumps(nets)  # plain JSON-able


def test_schema_serves_every_type():
    from tf.gen import tfplugin_pb2 as pb
    from tf.gen import tfplugin_pb2_grpc as rpc

    from offline.provider import build_servicer

    schema = load_schema()
    resp = build_servicer(pb, rpc, Provider(schema)).GetProviderSchema(pb.GetProviderSchema.Request(), None)
    assert set(resp.resource_schemas) == set(schema["resource_schemas"])
    assert set(resp.data_source_schemas) == set(schema["data_source_schemas"])
    ni = next(a for a in resp.resource_schemas["crusoe_compute_instance"].block.attributes
              if a.name == "network_interfaces")
    assert ni.nested_type.nesting == pb.Schema.Object.LIST
    assert {a.name for a in ni.nested_type.attributes} >= {"subnet", "private_ipv4", "public_ipv4"}


# --------------------------------------------------------------------------- provider 1.1.1 plan rules
# Each test names the provider source it follows (internal/... of crusoecloud/terraform-provider-crusoe
# v1.1.1); tools/offline/rules.py holds the rules, tools/offline/README.md the provenance table.

def _ib_instance(p, cloud, **values):
    net = cloud.network("ib-us-east1-a-01")
    part = _create(p, "crusoe_ib_partition", name="p", ib_network_id=net["id"])
    vpc = _create(p, "crusoe_vpc_network", name="v", cidr="10.0.0.0/8")
    sub = _create(p, "crusoe_vpc_subnet", name="s", cidr="10.1.0.0/16", location="us-east1-a", network=vpc["id"])
    config = _cfg(p, "crusoe_compute_instance", name="n", type=H100, ssh_key="k", location="us-east1-a",
                  network_interfaces=[_ni(p, subnet=sub["id"])], host_channel_adapters=[{"ib_partition_id": part["id"]}],
                  **values)
    planned, _ = p.plan("crusoe_compute_instance", None, config, config)
    return p.apply("crusoe_compute_instance", None, planned, config), config, planned, part


def _proposed(prior: dict, config: dict) -> dict:
    """Terraform's proposed new state: the configuration, with prior values where a computed
    attribute is left null (nested list attributes element by element)."""
    out = dict(config)
    for k, v in config.items():
        if v is None and prior.get(k) is not None:
            out[k] = prior[k]
    if isinstance(config.get("network_interfaces"), list):
        out["network_interfaces"] = [
            {k: (v if v is not None else (prior["network_interfaces"][i] or {}).get(k)) for k, v in ni.items()}
            for i, ni in enumerate(config["network_interfaces"])]
    return out


def test_instance_values_after_create(prov):
    p, cloud = prov
    inst, config, planned, _ = _ib_instance(p, cloud)
    assert planned["disks"] == []  # setdefault, known at plan (vm_resource.go:224)
    assert planned["install_crusoe_watch_agent"] is UNKNOWN
    assert inst["install_crusoe_watch_agent"] is True  # util.go:341-345
    assert inst["nvlink_domain_id"] == "" and inst["reservation_id"] == ""  # util.go:304-305
    assert inst["disks"] == []
    assert inst["network_interfaces"][0]["public_ipv4"]["type"] == "dynamic"


def test_an_update_keeps_prior_values_where_the_provider_uses_state_for_unknown(prov):
    p, cloud = prov
    inst, config, _, part = _ib_instance(p, cloud)
    moved = dict(config, host_channel_adapters=[{"ib_partition_id": "other"}])
    planned, replace = p.plan("crusoe_compute_instance", inst, _proposed(inst, moved), moved)
    assert replace == []
    for name in ("id", "project_id", "fqdn", "internal_dns_name", "external_dns_name", "reservation_id",
                 "nvlink_domain_id", "install_crusoe_watch_agent", "network_interfaces"):
        assert planned[name] == inst[name], name


def test_the_instance_update_does_not_move_host_channel_adapters(prov):
    """vm_resource.go:511-774: Update takes disks, interfaces, type and reservation_id from the plan
    and keeps the prior host_channel_adapters, so Terraform core reports an inconsistent result."""
    p, cloud = prov
    inst, config, _, part = _ib_instance(p, cloud)
    other = _create(p, "crusoe_ib_partition", name="q", ib_network_id=part["ib_network_id"])
    moved = dict(config, host_channel_adapters=[{"ib_partition_id": other["id"]}])
    planned, _ = p.plan("crusoe_compute_instance", inst, _proposed(inst, moved), moved)
    state = p.apply("crusoe_compute_instance", inst, planned, moved)
    assert state["host_channel_adapters"] == [{"ib_partition_id": part["id"]}]
    with pytest.raises(CloudError, match="still used by 1 instance"):
        p.apply("crusoe_ib_partition", part, None, None)


@pytest.mark.parametrize("name,value", [
    ("name", "m"), ("shutdown_script", "echo bye"), ("nvlink_domain_id", "nvl-1"),
    ("install_crusoe_watch_agent", False), ("ssh_key", "other"), ("startup_script", "#!/bin/bash\necho hi"),
])
def test_instance_attributes_that_replace(prov, name, value):
    p, cloud = prov
    inst, config, _, _ = _ib_instance(p, cloud)
    changed = dict(config, **{name: value})
    assert p.plan("crusoe_compute_instance", inst, _proposed(inst, changed), changed)[1] == [name]


def test_instance_type_replaces_across_families_and_resizes_within_one(prov):
    p, cloud = prov
    inst, config, _, _ = _ib_instance(p, cloud)
    other_family = dict(config, type="h200-141gb-sxm-ib.8x")
    assert p.plan("crusoe_compute_instance", inst, _proposed(inst, other_family), other_family)[1] == ["type"]
    resize = dict(config, type="h100-80gb-sxm-ib.4x")
    result = p.plan_change("crusoe_compute_instance", inst, _proposed(inst, resize), resize)
    assert result.requires_replace == []
    assert [d.summary for d in result.diagnostics] == ["VM will be stopped to resize"]
    net = cloud.network("ib-us-east1-a-01")
    with pytest.raises(CloudError, match="Failed to resize instance"):  # no .4x slices on the network
        p.apply("crusoe_compute_instance", inst, result.planned, resize)
    assert cloud.free(net["id"], H100) == 120 and cloud.instances()[0]["type"] == H100
    cloud.set_capacity(net["id"], "h100-80gb-sxm-ib.4x", 4)
    state = p.apply("crusoe_compute_instance", inst, result.planned, resize)
    assert state["type"] == "h100-80gb-sxm-ib.4x"
    assert cloud.free(net["id"], H100) == 128 and cloud.free(net["id"], "h100-80gb-sxm-ib.4x") == 0


def test_firewall_action_and_direction_replace(prov):
    p, _ = prov
    values = dict(name="r", network="net", action="allow", direction="ingress", protocols="tcp", source="1.2.3.4/32",
                  source_ports="1-65535", destination="10.0.0.0/16", destination_ports="22")
    rule = _create(p, "crusoe_vpc_firewall_rule", **values)
    for name, value in (("action", "deny"), ("direction", "egress"), ("destination_ports", "2222")):
        config = _cfg(p, "crusoe_vpc_firewall_rule", **dict(values, **{name: value}))
        expected = [] if name == "destination_ports" else [name]
        assert p.plan("crusoe_vpc_firewall_rule", rule, _proposed(rule, config), config)[1] == expected, name


def test_node_pool_replace_rules(prov):
    p, cloud = prov
    net = cloud.network("ib-us-east1-a-01")
    part = _create(p, "crusoe_ib_partition", name="p", ib_network_id=net["id"])
    values = dict(name="gpu", type=H100, instance_count=1, cluster_id="c", ssh_key="k", ib_partition_id=part["id"])
    pool = _create(p, "crusoe_kubernetes_node_pool", **values)
    assert pool["public_ip_type"] == "dynamic"  # stringdefault (kubernetes_node_pool_resource.go:218)
    assert pool["nvlink_domain_id"] is None  # util.go:278, :304-312: "" from the API is null

    def replaced(**changes):
        config = _cfg(p, "crusoe_kubernetes_node_pool", **dict(values, **changes))
        return p.plan("crusoe_kubernetes_node_pool", pool, _proposed(pool, config), config)[1]

    assert replaced(public_ip_type="none") == ["public_ip_type"]
    assert replaced(nvlink_domain_id="nvl") == ["nvlink_domain_id"]
    assert replaced(subnet_id="other-subnet") == ["subnet_id"]  # set in the configuration
    assert replaced(project_id="other-project") == ["project_id"]
    grown = replaced(instance_count=2)
    assert grown == []  # unset subnet_id / project_id read back from the API do not replace
    config = _cfg(p, "crusoe_kubernetes_node_pool", **dict(values, instance_count=2))
    planned, _ = p.plan("crusoe_kubernetes_node_pool", pool, _proposed(pool, config), config)
    assert planned["instance_ids"] is UNKNOWN and planned["id"] == pool["id"]  # no UseStateForUnknown on instance_ids


def test_a_short_node_pool_warns_and_keeps_the_count_it_was_asked_for(prov):
    p, cloud = prov
    net = cloud.network("ib-us-east1-a-01")
    cloud.set_capacity(net["id"], H100, 16)
    part = _create(p, "crusoe_ib_partition", name="p", ib_network_id=net["id"])
    config = _cfg(p, "crusoe_kubernetes_node_pool", name="gpu", type=H100, instance_count=3, cluster_id="c",
                  ssh_key="k", ib_partition_id=part["id"])
    planned, _ = p.plan("crusoe_kubernetes_node_pool", None, config, config)
    result = p.apply_change("crusoe_kubernetes_node_pool", None, planned, config)
    assert [(d.severity, d.summary) for d in result.diagnostics] == [("warning", "Unable to create desired number of VMs")]
    assert result.state["instance_count"] == 3 and len(result.state["instance_ids"]) == 2
    assert result.state["instance_ids"] == sorted(result.state["instance_ids"])
    assert cloud.free(net["id"], H100) == 0
    shrink = dict(config, instance_count=1)
    shrunk = p.plan_change("crusoe_kubernetes_node_pool", result.state, _proposed(result.state, shrink), shrink)
    assert [d.summary for d in shrunk.diagnostics] == ["Node pool instance count decreased"]


def test_cluster_version_cannot_change(prov):
    p, _ = prov
    values = dict(name="k", location="us-east1-a", version="1.32.7-cmk.3", subnet_id="s")
    cluster = _create(p, "crusoe_kubernetes_cluster", **values)
    config = _cfg(p, "crusoe_kubernetes_cluster", **dict(values, version="1.33.1-cmk.1"))
    with pytest.raises(CloudError, match="Kubernetes Version Change Not Supported"):
        p.plan("crusoe_kubernetes_cluster", cluster, _proposed(cluster, config), config)


def test_ib_networks_are_sorted_by_name_then_id(tmp_path, monkeypatch):
    fixture = {"ib_networks": [
        {"id": id_, "name": name, "location": "us-east1-a", "capacities": [{"slice_type": H100, "quantity": 8}]}
        for id_, name in (("z-1", "b"), ("a-9", "b"), ("m-5", "a"))]}
    cloud = Cloud.create(tmp_path / "cloud.json", fixture)
    monkeypatch.setenv("CRUSOE_OFFLINE_CLOUD", str(cloud.path))
    nets = Provider(load_schema()).read_data("crusoe_ib_networks", {})["ib_networks"]
    assert [(n["name"], n["id"]) for n in nets] == [("a", "m-5"), ("b", "a-9"), ("b", "z-1")]


def test_every_rule_names_its_provider_source():
    import re

    from offline import rules

    for type_name, found in rules.RULES.items():
        assert type_name in load_schema()["resource_schemas"], type_name
        for rule in found:
            assert re.fullmatch(r"internal/[a-z_/]+\.go:[0-9,+\- a-z_/.:]+", rule.source), (type_name, rule)


def test_the_provenance_table_gives_every_row_a_source_and_is_current():
    """tools/offline/README.md: every simulated behaviour names the provider (or framework) source
    file:line it follows, or says it is an assumption; the plan-rule rows are generated."""
    import re
    from pathlib import Path

    from offline import rules

    readme = (Path(__file__).resolve().parents[2] / "tools" / "offline" / "README.md").read_text()
    section = readme[readme.index("## Provenance"):]
    generated = section[section.index("<!-- BEGIN generated by offline.rules -->\n") + 42:
                        section.index("<!-- END generated by offline.rules -->")]
    assert generated == rules.markdown(), "regenerate: PYTHONPATH=tools python -m offline.rules"
    rows = [line for line in section.splitlines() if line.startswith("| ") and not line.startswith("| behaviour")
            and not line.startswith("| resource")]
    assert len(rows) >= 50
    for row in rows:
        source = row.rstrip(" |").rsplit(" | ", 1)[1]
        assert source.startswith("assumption") or re.search(r"internal/\S+\.go:\d+", source), row
