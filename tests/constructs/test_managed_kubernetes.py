"""ManagedKubernetes in a bare stack (guard, partition and network as wiring): the managed cluster
and its IB node pool from the settings, the outputs, the shrink warning, and the errors it raises.
The training-cmk stack's wiring and ledger are asserted in tests/test_orchestration_modes.py."""

from __future__ import annotations

import pytest

from crusoe_ib import (
    ConfigError, ManagedKubernetes, ManagedKubernetesProps, ManagedKubernetesSettings, NodePoolSettings,
)
from crusoe_ib.managed_kubernetes import ACTIVE_TESTING
from tests.support import PUBLIC_KEY, PUBLIC_KEY_FILE, Bare, codes, resources

SETTINGS = ManagedKubernetesSettings(kubernetes_version="1.33.2-cmk.1",
                                     add_ons=("crusoe_csi", "nvidia_gpu_operator", "nvidia_network_operator"))


def build(settings: ManagedKubernetesSettings = SETTINGS, *, name: str = "team-cmk",
          pool: NodePoolSettings = NodePoolSettings(ssh_public_key_file=PUBLIC_KEY_FILE), node_count: int = 3):
    bare = Bare()
    guard = bare.add_guard(node_count=node_count)
    network = bare.add_network()
    managed = ManagedKubernetes(bare.stack, "k8s", ManagedKubernetesProps(
        name=name, settings=settings, pool=pool, capacity_guard=guard, partition=bare.add_partition(),
        subnet_id=network.subnet.id))
    return bare, managed


@pytest.fixture(scope="module")
def managed():
    bare, managed = build()
    return bare.synth(), managed, bare


def test_cluster_from_the_settings(managed):
    tf, _, _ = managed
    cluster = resources(tf, "crusoe_kubernetes_cluster")["k8s_cluster"]
    assert {k: cluster[k] for k in ("name", "version", "subnet_id", "add_ons")} == {
        "name": "team-cmk", "version": "1.33.2-cmk.1", "subnet_id": "${crusoe_vpc_subnet.network_subnet.id}",
        "add_ons": ["crusoe_csi", "nvidia_gpu_operator", "nvidia_network_operator"]}


def test_node_pool_is_the_guards_type_and_size_on_the_partition(managed):
    tf, managed_k8s, _ = managed
    pool = resources(tf, "crusoe_kubernetes_node_pool")["k8s_pool"]
    assert {k: pool[k] for k in ("name", "cluster_id", "instance_count", "subnet_id", "version", "ssh_key")} == {
        "name": "team-cmk-gpu", "cluster_id": "${crusoe_kubernetes_cluster.k8s_cluster.id}", "instance_count": 3,
        "subnet_id": "${crusoe_vpc_subnet.network_subnet.id}", "version": "1.33.2-cmk.1", "ssh_key": PUBLIC_KEY}
    assert pool["requested_node_labels"] == {"crusoe-ib/instance-type": "h100-80gb-sxm-ib.8x"}
    assert managed_k8s.keys == ["node-000", "node-001", "node-002"] and managed_k8s.instance_type.gpus == 8


def test_outputs_give_credentials_and_expected_nodes(managed):
    tf, _, _ = managed
    commands = tf["output"]["k8s_commands"]["value"]
    assert commands["kubeconfig"] == "crusoe kubernetes clusters get-credentials team-cmk"
    assert commands["expected_nodes"] == (
        "3 Ready node(s) of h100-80gb-sxm-ib.8x labelled crusoe-ib/instance-type=h100-80gb-sxm-ib.8x")
    assert commands["node_pool_instance_ids"] == "${crusoe_kubernetes_node_pool.k8s_pool.instance_ids}"


def test_addons_leave_the_operators_to_the_cluster(managed):
    tf, _, _ = managed
    addons = tf["output"]["k8s_addons"]["value"]
    assert sorted(addons["files"]) == ["crusoe-ib-node-taint.yaml", "nccl-alltoall-h100-80gb-sxm-ib.8x.yaml",
                                       "nccl-tests-h100-80gb-sxm-ib.8x.yaml", "wait-allocatable.py"]
    assert not any("helm" in command for command in addons["install"].values())
    assert "--nodes 3" in addons["install"]["nccl_tests"]


def _warnings(bare):
    """The managed-Kubernetes construct's own warnings (the pool adds reservation and image advice of its own;
    the example SSH key's, CIB260, is tested in tests/test_warnings.py)."""
    return [entry.data for c in bare.stack.node.find_all() for entry in c.node.metadata
            if entry.type == "@cdktf/warn" and str(entry.data).startswith("bare/k8s")
            and not str(entry.data).endswith("[CIB260]")]


def _codes(bare) -> list[str]:
    return [str(w).rsplit("[", 1)[1].rstrip("]") for w in _warnings(bare)]


def test_shrinking_and_add_on_warnings_are_coded_synth_time_annotations(managed):
    _, _, bare = managed
    # 1.33.2-cmk.1 is not among the releases Crusoe's sources name (CIB289); the taint image is a tag (CIB290).
    assert _codes(bare) == ["CIB290", "CIB289", "CIB283", "CIB285", "CIB286"]
    shrink, add_ons, no_testing = map(str, _warnings(bare)[2:])
    assert shrink.startswith("bare/k8s.node_count = 3: Shrinking a Crusoe managed node pool (instance_count) does not "
                             "delete its VMs")
    assert add_ons.startswith("bare/k8s.add_ons = ('crusoe_csi', 'nvidia_gpu_operator', 'nvidia_network_operator'): ")
    assert "only when the cluster is created" in add_ons and "so add_ons (crusoe_csi, nvidia_gpu_operator" in add_ons
    assert "add_ons has no autocluster_active_testing" in no_testing and no_testing.endswith("[CIB286]")


def test_crusoes_active_testing_add_on_is_accepted_and_silences_its_advice():
    bare, _ = build(ManagedKubernetesSettings(kubernetes_version="1.33.2-cmk.1", add_ons=(*SETTINGS.add_ons, ACTIVE_TESTING)))
    tf = bare.synth()
    assert ACTIVE_TESTING in tf["resource"]["crusoe_kubernetes_cluster"]["k8s_cluster"]["add_ons"]
    assert _codes(bare) == ["CIB290", "CIB289", "CIB283", "CIB285"]


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("settings,code,field", [
    (dict(kubernetes_version="1.32.7"), "CIB071", "kubernetes_version"),
    (dict(kubernetes_version=1.32), "CIB090", "kubernetes_version"),
    (dict(add_ons=("nvidia_gpu_operator",)), "CIB072", "add_ons"),
    (dict(add_ons=(*SETTINGS.add_ons, "istio")), "CIB073", "add_ons"),
    (dict(add_ons=(*SETTINGS.add_ons, "crusoe_csi")), "CIB074", "add_ons"),
])
def test_bad_settings_raise_config_error(settings, code, field):
    with pytest.raises(ConfigError) as raised:
        build(ManagedKubernetesSettings(**{"kubernetes_version": "1.33.2-cmk.1", **settings}))
    assert codes(raised.value) == [(code, f"bare/k8s.{field}")]


@pytest.mark.parametrize("name", ["Team", "x" * 41, ""])
def test_bad_cluster_name_raises_config_error(name):
    with pytest.raises(ConfigError) as raised:
        build(name=name)
    assert codes(raised.value) == [("CIB070", "bare/k8s.name")]


def test_a_bad_pool_ssh_key_raises_config_error():
    with pytest.raises(ConfigError) as raised:
        build(pool=NodePoolSettings(ssh_public_key="hello"))
    assert codes(raised.value) == [("CIB034", "bare/k8s.ssh_public_key")]


def test_a_pool_construct_instead_of_pool_settings_raises_config_error():
    bare = Bare()
    vm_pool = bare.add_pool()
    guard = bare.add_guard("managed-capacity")
    with pytest.raises(ConfigError):
        ManagedKubernetes(bare.stack, "k8s", ManagedKubernetesProps(
            name="bare", settings=SETTINGS, pool=vm_pool, capacity_guard=guard,
            partition=bare.add_partition("managed-ib", guard=guard), subnet_id="bare-subnet-id"))


@pytest.mark.parametrize("changes,field", [
    (dict(public_ip="static"), "public_ip"),
    (dict(ssh_jump_host="bastion.example.com"), "ssh_jump_host"),
])
def test_vm_reachability_settings_are_refused_for_a_managed_pool(changes, field):
    """A managed pool gets no printed SSH commands and this library does not set its public IP type."""
    with pytest.raises(ConfigError) as raised:
        build(pool=NodePoolSettings(ssh_public_key_file=PUBLIC_KEY_FILE, **changes))
    assert codes(raised.value) == [("CIB082", f"bare/k8s.pool.{field}")]
