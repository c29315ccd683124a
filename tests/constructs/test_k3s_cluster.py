"""K3sCluster in a bare stack (network and pool as wiring): what its settings and props change in
the control plane, the API endpoint and the workers' join step, and the errors it raises. The
article's default layout is asserted on the training-k3s stack in tests/test_orchestration_modes.py."""

from __future__ import annotations

import pytest

from crusoe_ib import (
    ConfigError, K3sCluster, K3sClusterProps, K3sSettings, ManagedKubernetes, ManagedKubernetesProps,
    ManagedKubernetesSettings, NodePoolSettings,
)
from tests.support import PUBLIC_KEY, Bare, boot_script, codes, resources

CUSTOM = K3sSettings(name="team-k3s", control_plane_type="c1a.32x", load_balancer_type="c1a.4x",
                     k3s_version="v1.30.2+k3s1", image="ubuntu24.04:latest", api_source_cidrs=("198.51.100.0/24",))


def build(settings: K3sSettings = K3sSettings(), *, production: bool = False, ssh=("203.0.113.0/24",)) -> tuple[Bare, K3sCluster]:
    bare = Bare()
    network = bare.add_network(ssh_source_cidrs=ssh)
    pool = bare.add_pool()
    k3s = K3sCluster(bare.stack, "k3s", K3sClusterProps(
        workers=pool, network=network, location=bare.guard.location, settings=settings, production=production))
    return bare, k3s


@pytest.fixture(scope="module")
def default_tf() -> dict:
    return build()[0].synth()


@pytest.fixture(scope="module")
def custom_tf() -> dict:
    return build(CUSTOM, production=True)[0].synth()


def test_cpu_instances_run_on_the_networks_subnet_where_the_guard_puts_the_pool(default_tf):
    instances = resources(default_tf, "crusoe_compute_instance")
    assert set(instances) == {"pool_nodes", "k3s_server_init", "k3s_servers", "k3s_lb"}
    for name in ("k3s_server_init", "k3s_servers", "k3s_lb"):
        instance = instances[name]
        assert instance["network_interfaces"] == [{"subnet": "${crusoe_vpc_subnet.network_subnet.id}"}], name
        assert instance["location"] == '${try(local.capacity_selected.location, "")}', name
        assert instance["ssh_key"] == PUBLIC_KEY, name  # the pool's public key


def test_etcd_members_are_not_rebuilt_when_their_script_changes(default_tf):
    instances = resources(default_tf, "crusoe_compute_instance")
    assert instances["k3s_server_init"]["lifecycle"] == {"ignore_changes": ["startup_script"]}
    assert instances["k3s_servers"]["lifecycle"] == {"ignore_changes": ["startup_script"]}
    assert "lifecycle" not in instances["k3s_lb"]  # the stateless HAProxy may be replaced


def test_api_is_open_to_the_ssh_ranges_unless_given_its_own(default_tf, custom_tf):
    rule = resources(default_tf, "crusoe_vpc_firewall_rule")["k3s_api"]
    assert rule["source"] == "203.0.113.0/24" and rule["network"] == "${crusoe_vpc_network.network_vpc.id}"
    assert rule["destination"] == "${crusoe_vpc_network.network_vpc.cidr}"
    assert resources(custom_tf, "crusoe_vpc_firewall_rule")["k3s_api"]["source"] == "198.51.100.0/24"


def test_token_variable_is_validated_at_plan_time(default_tf):
    variable = default_tf["variable"]["k3s_token"]
    assert variable["type"] == "string" and variable["nullable"] is False
    assert variable["validation"][0]["condition"] == '${can(regex("^[A-Za-z0-9]{32,}$", var.k3s_token))}'
    assert variable["validation"][0]["error_message"].startswith("K3sCluster bare/k3s: ")


def test_settings_name_types_version_and_image(custom_tf):
    instances = resources(custom_tf, "crusoe_compute_instance")
    init, joiners, lb = instances["k3s_server_init"], instances["k3s_servers"], instances["k3s_lb"]
    assert init["name"] == "team-k3s-0" and lb["name"] == "team-k3s-lb"
    assert joiners["for_each"] == '${toset(["team-k3s-1", "team-k3s-2"])}'
    assert init["type"] == joiners["type"] == "c1a.32x" and lb["type"] == "c1a.4x"
    assert init["image"] == joiners["image"] == lb["image"] == "ubuntu24.04:latest"
    assert "INSTALL_K3S_VERSION='v1.30.2+k3s1'" in init["startup_script"]
    assert "--node-name team-k3s-0" in init["startup_script"] and "server team-k3s-0 ${" in lb["startup_script"]
    assert resources(custom_tf, "crusoe_vpc_firewall_rule")["k3s_api"]["name"] == "team-k3s-api"
    expected = custom_tf["output"]["k3s_commands"]["value"]["expected_nodes"]
    assert expected == ("team-k3s-0, team-k3s-1, team-k3s-2 (control-plane,etcd,master) and "
                        "bare-node-000 .. bare-node-001 (workers), all Ready")


def test_workers_install_the_pinned_agent_with_their_key_label(custom_tf):
    agent = boot_script(custom_tf).split("# --- step: k3s agent ---\n", 1)[1]
    assert "INSTALL_K3S_VERSION='v1.30.2+k3s1' K3S_URL='https://${crusoe_compute_instance.k3s_lb." in agent
    assert "--node-label crusoe-ib/node-key=__CRUSOE_IB_NODE_KEY__" in agent


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(name="Crusoe_K3s"), "CIB061", "name"),
    (dict(name="x" * 33), "CIB061", "name"),
    (dict(control_plane_type="h100-80gb-sxm-ib.8x"), "CIB060", "control_plane_type"),
    (dict(load_balancer_type="c1a"), "CIB060", "load_balancer_type"),
    (dict(k3s_version="1.28.4"), "CIB062", "k3s_version"),
    (dict(image="ubuntu 22.04"), "CIB035", "image"),
    (dict(api_source_cidrs=("10.0.0.1/8",)), "CIB021", "api_source_cidrs"),
    (dict(api_source_cidrs="198.51.100.0/24"), "CIB090", "api_source_cidrs"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        build(K3sSettings(**changes))
    assert codes(raised.value) == [(code, f"bare/k3s.{field}")]


def test_production_refuses_an_api_open_to_the_internet():
    settings = K3sSettings(api_source_cidrs=("0.0.0.0/0",))
    build(settings)  # allowed outside production
    with pytest.raises(ConfigError) as raised:
        build(settings, production=True)
    assert codes(raised.value) == [("CIB022", "bare/k3s.api_source_cidrs")]
    assert "the Kubernetes API (6443)" in str(raised.value)


def test_workers_without_vms_raise_config_error():
    bare = Bare()
    guard = bare.add_guard()
    network = bare.add_network()
    managed = ManagedKubernetes(bare.stack, "k8s", ManagedKubernetesProps(
        name="bare", settings=ManagedKubernetesSettings(kubernetes_version="1.32.7-cmk.3"),
        pool=NodePoolSettings(ssh_public_key=PUBLIC_KEY), capacity_guard=guard,
        partition=bare.add_partition(), subnet_id=network.subnet.id))
    with pytest.raises(ConfigError):
        K3sCluster(bare.stack, "k3s", K3sClusterProps(workers=managed, network=network, location=guard.location))
