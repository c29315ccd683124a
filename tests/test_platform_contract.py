"""Crusoe's published platform contract (crusoe_ib.platform.platform_contract) as the stacks apply it: what is
accepted that used to be refused, what reaches the synthesized JSON, what synth warns about.

The refusals themselves (one row per rule) are in tests/test_validation.py; the flows in
tests/test_reachability.py; the offline stand-in's plan/apply refusals in tests/plan/test_offline_platform_contract.py.
"""

from __future__ import annotations

import dataclasses

import pytest

from crusoe_ib import ManagedKubernetesSettings, MungeKey, SlurmSettings
from crusoe_ib.platform import platform_contract as pc
from crusoe_ib.platform.catalog import CPU_CATALOG
from crusoe_ib.app import app_issues
from tests.support import env, resources, synth


def _warnings(config) -> list[str]:
    from crusoe_ib.core.cdk import Testing
    from crusoe_ib.app import TrainingClusterStack

    stack = TrainingClusterStack(Testing.app(), config)
    return [str(e.data) for c in stack.node.find_all() for e in c.node.metadata if e.type == "@cdktf/warn"]


# --- every rule names its source ---------------------------------------------------------------------


def test_every_list_and_limit_names_a_source_and_a_date():
    for table in (pc.LOCATIONS, pc.IMAGES):
        assert table and all(isinstance(s, pc.Source) and s.title for s in table.values())
    assert pc.LOCATIONS_CHECKED and pc.IMAGES_CHECKED
    for source in (pc.IPV4_ONLY, pc.RFC1918_SOURCE, pc.SUBNET_RESERVED_SOURCE, pc.DENY_WITHOUT_RULE, pc.EGRESS_EXAMPLE,
                   pc.NAT_GATEWAY, pc.DISKS, pc.DISK_SIZE_SOURCE, pc.RIPA, pc.RESERVATION_ID, pc.CMK_256, pc.CMK_PROVIDER):
        assert str(source) and "seed" not in str(source).lower()


@pytest.mark.parametrize("cidr,vms", [("10.0.0.0/29", 2), ("10.0.0.0/28", 10), ("10.0.0.0/27", 26), ("10.0.0.0/16", 65530)])
def test_a_subnet_holds_its_size_less_six(cidr, vms):
    import ipaddress

    assert pc.subnet_capacity(ipaddress.ip_network(cidr)) == vms
    assert pc.smallest_subnet_prefix(vms) == ipaddress.ip_network(cidr).prefixlen
    assert pc.smallest_subnet_prefix(vms + 1) == ipaddress.ip_network(cidr).prefixlen - 1


@pytest.mark.parametrize("size,gib", [("1GiB", 1), ("500gib", 500), ("2TiB", 2048), ("10tib", 10240), ("1TB", None),
                                      ("GiB", None), ("1.5TiB", None)])
def test_disk_sizes_as_the_provider_reads_them(size, gib):
    assert pc.disk_size_gib(size) == gib


# --- the three false refusals, and one CPU rule for every CPU role ---------------------------------------


def test_lower_case_disk_units_are_accepted():
    assert app_issues([env(pool=dict(data_disk_size="500gib"))]) == []
    assert app_issues([env(pool=dict(data_disk_size="10TiB"))]) == []


@pytest.mark.parametrize("version", ["1.32.7-cmk.3", "1.33.4-cmk.73", "1.32.7-cmk.3-hotfix.1"])
def test_cmk_versions_with_a_suffix_are_accepted(version):
    assert app_issues([env("training-cmk", orchestration=ManagedKubernetesSettings(kubernetes_version=version))]) == []


def test_c1a_8x_runs_a_slurm_controller_and_every_other_cpu_role():
    assert CPU_CATALOG["c1a.8x"].memory_gib == 32
    slurm = SlurmSettings(name="training-slurm", munge_key=MungeKey.generated(), controller_type="c1a.8x",
                          login_type="c1a.8x")
    assert app_issues([env("training-slurm", orchestration=slurm)]) == []
    k3s = dict(control_plane_type="c1a.8x", load_balancer_type="c1a.8x")
    assert app_issues([env("training-k3s", orchestration=dict(**k3s))]) == []


def test_the_same_cpu_type_gets_the_same_answer_in_every_role():
    """An unknown CPU type is refused alike wherever it is used (K3s used to take any 'family.Nx')."""
    for role_env in (env("training-k3s", orchestration=dict(control_plane_type="c9z.12x")),
                     env("training-k3s", orchestration=dict(load_balancer_type="c9z.12x")),
                     env("training-slurm", orchestration=dict(login_type="c9z.12x")),
                     env("training-slurm", orchestration=dict(controller_type="c9z.12x"))):
        assert [i.code for i in app_issues([role_env])] == ["CIB114"]


# --- the account ---------------------------------------------------------------------------------------


def test_a_reservation_reaches_every_node():
    rid = "0b5a9a0e-1d2c-4c4e-9f0a-3b9c1d2e3f40"
    nodes = resources(synth(env(capacity=dict(reservation_id=rid))), "crusoe_compute_instance")["pool_nodes"]
    assert nodes["reservation_id"] == rid
    assert "reservation_id" not in resources(synth(env()), "crusoe_compute_instance")["pool_nodes"]


def test_production_on_demand_on_purpose_is_accepted_and_said():
    config = env("training-prod", capacity=dict(reservation_id=None, on_demand=True))
    assert app_issues([config]) == []
    assert any("on_demand=True says your organization has on-demand access" in w for w in _warnings(config))


def test_a_reservation_only_type_without_one_warns_outside_production():
    assert any("(H100 SXM) is offered by Crusoe only under a reservation" in w for w in _warnings(env()))
    rid = "0b5a9a0e-1d2c-4c4e-9f0a-3b9c1d2e3f40"
    assert not any("RIPA" in w for w in _warnings(env(capacity=dict(reservation_id=rid))))


def test_a_type_offered_on_demand_gets_no_reservation_advice():
    assert pc.reservation_only_family("h200-141gb-sxm-ib.8x") is None
    assert pc.RESERVATION_ONLY == {"a100-80gb-sxm-ib.8x": "A100 SXM", "h100-80gb-sxm-ib.8x": "H100 SXM"}  # the type files
    assert not any("RIPA" in w for w in _warnings(env(capacity=dict(instance_type="h200-141gb-sxm-ib.8x"))))


# --- images and locations --------------------------------------------------------------------------------


@pytest.mark.parametrize("name,typo_of", [("us-eats1-a", "us-east1-a"), ("us-est1-a", "us-east1-a"),
                                          ("eu-icelandd1-a", "eu-iceland1-a"), ("us-east1-b", None), ("us-east2-a", None),
                                          ("us-west1-a", None), ("us-east1-a", None)])
def test_a_typo_is_one_edit_in_the_region_name(name, typo_of):
    assert pc.closest(name, pc.LOCATIONS) == typo_of


def test_an_unknown_location_warns_that_the_list_may_be_stale():
    warnings = _warnings(env(capacity=dict(locations="ap-tokyo1-a")))
    (stale,) = [w for w in warnings if w.endswith("[CIB264]")]
    assert stale.startswith("training-dev/capacity.locations = 'ap-tokyo1-a': 'ap-tokyo1-a' is not among the locations "
                            "Crusoe publishes (us-east1-a, us-northcentral1-a, us-southcentral1-a, eu-iceland1-a, "
                            "us-west1-a, us-east2-a; ")
    assert pc.LOCATIONS_CHECKED in stale and "Crusoe docs, \"VPC Networks Overview\"" in stale  # the list's sources
    assert not any("[CIB264]" in w for w in _warnings(env()))


@pytest.mark.parametrize("location", ["us-west1-a", "us-east2-a"])
def test_locations_in_crusoe_examples_are_accepted_without_a_warning(location):
    """Crusoe's own 2026 examples deploy to us-west1-a and us-east2-a (crusoecloud/solutions-library), so a pool there
    is neither a typo nor an unknown location; a one-letter slip from them is a typo again."""
    assert app_issues([env(capacity=dict(locations=location))]) == []
    assert not any("[CIB264]" in w or "[CIB184]" in w for w in _warnings(env(capacity=dict(locations=location))))


def test_a_slip_from_a_newly_listed_location_is_refused_as_a_typo():
    issues = app_issues([env(capacity=dict(locations="us-wets1-a"))])
    assert [i.code for i in issues] == ["CIB184"] and "Write 'us-west1-a'" in str(issues[0])


def test_crusoes_ubuntu_24_04_gpu_image_is_a_known_curated_image():
    """Crusoe's VM NCCL test boots H100 and H200 from ubuntu24.04-nvidia-sxm-docker (2026-05): no CIB268."""
    assert pc.image_warning("pool.image", "ubuntu24.04-nvidia-sxm-docker") is None
    assert not any("[CIB268]" in w for w in _warnings(env(pool=dict(image="ubuntu24.04-nvidia-sxm-docker"))))


@pytest.mark.parametrize("version", ["1.33.4-cmk.93", "1.35.5-cmk.7", "1.35.5-cmk.13"])
def test_cmk_releases_in_crusoes_2026_examples_do_not_warn(version):
    config = env("training-cmk", orchestration=ManagedKubernetesSettings(kubernetes_version=version))
    assert app_issues([config]) == []
    assert not any("[CIB289]" in w for w in _warnings(config))
    other = env("training-cmk", orchestration=ManagedKubernetesSettings(kubernetes_version="1.35.5-cmk.999"))
    assert any("[CIB289]" in w and "1.35.5-cmk.7" in w for w in _warnings(other))


def test_an_unknown_image_warns():
    warnings = _warnings(env(pool=dict(image="ubuntu22.04-my-own:1")))
    assert any(w.startswith("training-dev/pool.image = 'ubuntu22.04-my-own:1': The image is not among the curated "
                            "images") and w.endswith("[CIB268]") for w in warnings)
    assert not any("curated images" in w for w in _warnings(env()))
    k3s = _warnings(env("training-k3s", orchestration=dict(image="debian-12:latest")))
    assert any(w.startswith("training-k3s/k3s.image = 'debian-12:latest': The image is not among") for w in k3s)
    assert not any("curated images" in w for w in _warnings(env("training-k3s")) + _warnings(env("training-slurm")))


# --- the network ------------------------------------------------------------------------------------------


def test_a_private_pool_gets_the_nat_gateway():
    tf = synth(env(pool=dict(public_ip="none", ssh_jump_host="ops@bastion.example.com")))
    assert resources(tf, "crusoe_vpc_subnet")["network_subnet"]["nat_gateway_enabled"] is True
    assert "nat_gateway_enabled" not in resources(synth(env()), "crusoe_vpc_subnet")["network_subnet"]


# --- CMK at scale -------------------------------------------------------------------------------------------


def _cluster(config) -> dict:
    return resources(synth(config), "crusoe_kubernetes_cluster")["k8s_cluster"]


def test_up_to_256_nodes_the_cluster_keeps_crusoes_default_pod_range():
    cluster = _cluster(env("training-cmk", capacity=dict(node_count=256)))
    assert "cluster_cidr" not in cluster and "node_cidr_mask_size" not in cluster


def test_above_256_nodes_the_pod_range_is_sized_and_synth_says_it_replaces():
    config = env("training-cmk", capacity=dict(node_count=300))
    cluster = _cluster(config)
    assert (cluster["cluster_cidr"], cluster["node_cidr_mask_size"]) == ("172.16.0.0/13", 24)
    assert _cluster(env("training-cmk", capacity=dict(node_count=2048)))["cluster_cidr"] == "172.16.0.0/13"
    assert any("cluster_cidr=172.16.0.0/13" in w and "replace an existing cluster" in w for w in _warnings(config))


def test_a_given_pod_range_is_narrowed_to_fit():
    settings = ManagedKubernetesSettings(kubernetes_version="1.32.7-cmk.3", pod_cidr="192.168.0.0/16")
    cluster = _cluster(env("training-cmk", capacity=dict(node_count=500), orchestration=settings))
    assert (cluster["cluster_cidr"], cluster["node_cidr_mask_size"]) == ("192.168.0.0/16", 25)


def test_production_protects_the_cluster_from_replacement_unless_allowed():
    prod = env("training-cmk", production=True, state=env("training-prod").state,
               capacity=dict(on_demand=True))
    assert _cluster(prod)["lifecycle"].get("prevent_destroy") is True
    allowed = dataclasses.replace(prod, orchestration=dataclasses.replace(prod.orchestration, allow_cluster_replacement=True))
    assert "prevent_destroy" not in _cluster(allowed)["lifecycle"]
    assert "prevent_destroy" not in _cluster(env("training-cmk"))["lifecycle"]


# --- names: what Crusoe's internal DNS serves ----------------------------------------------------------

#: Crusoe serves every VM at ``$VM_NAME.$LOCATION.compute.internal`` (Crusoe docs, "VPC Networks Overview",
#: "Internal DNS"), so a VM name is one DNS label: 1-63 lower-case letters, digits and dashes, not starting or
#: ending with a dash. Crusoe publishes no other name rule for VMs, VPCs, partitions, clusters or node pools.
_DNS_LABEL = __import__("re").compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?")


def _longest(n: int, first: str = "t") -> str:
    return first + "x" * (n - 2) + "1"


@pytest.mark.parametrize("base,changes", [
    ("training-dev", dict(name=_longest(42))),                                       # CIB011
    ("training-k3s", dict(name=_longest(42), orchestration=dict(name=_longest(32)))),  # CIB061
    ("training-slurm", dict(name=_longest(42), orchestration=dict(name=_longest(24)))),  # CIB110
    ("training-cmk", dict(name=_longest(40))),                                       # CIB070
], ids=["vms", "k3s", "slurm", "cmk"])
def test_the_longest_names_the_library_accepts_still_make_dns_labels(base, changes):
    """Every name at its library limit, and the pool at the library's most nodes, give VM (and cluster, node
    pool, partition, VPC) names that Crusoe's internal DNS can serve."""
    from crusoe_ib.platform.catalog import MAX_NODES_PER_PARTITION

    config = env(base, **changes)
    assert app_issues([config]) == []
    tf = synth(config)
    names = []
    for rtype in ("crusoe_compute_instance", "crusoe_kubernetes_cluster", "crusoe_kubernetes_node_pool",
                  "crusoe_ib_partition", "crusoe_vpc_network", "crusoe_vpc_subnet"):
        for block in resources(tf, rtype).values():
            names.append(block["name"])
    last_key = "node-%03d" % (MAX_NODES_PER_PARTITION - 1)
    locals_ = tf.get("locals", {})
    expanded = []
    for n in names:
        if "${each.key}" in n:
            keys = [last_key] if n != "${each.key}" else [k for key in ("k3s_server_names", "slurm_controller_names",
                                                                        "slurm_login_names") for k in locals_.get(key, {})]
            expanded += [n.replace("${each.key}", k) for k in keys]
        else:
            expanded.append(n)
    assert expanded and all("${" not in n for n in expanded), expanded
    too_long = [n for n in expanded if not _DNS_LABEL.fullmatch(n)]
    assert too_long == [], too_long
    assert any(n.endswith(last_key) for n in expanded) or base == "training-cmk"
