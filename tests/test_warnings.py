"""Synth warnings and plan-time messages read like synth-time errors: ``where = value: rule Fix: fix [code]``,
every code from the catalogue (warnings with severity "warning", plan messages with when "plan"), and
every warning code has a row here that makes synth print it.

Also the first-deploy traps: the repository's example SSH key and documentation address ranges warn in
every stack (production refuses them once its state is its own: tests/test_validation.py), and a location
Crusoe does not publish warns with the published list and its sources."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from crusoe_ib import K3sSettings, ManagedKubernetesSettings
from crusoe_ib.core import cdk
from crusoe_ib.core.errors import CATALOGUE
from crusoe_ib.gpu_node_pool import EXAMPLE_PUBLIC_KEYS
from crusoe_ib.app import TrainingClusterStack
from tests.library_fixtures import EXAMPLE_KEY_FILE, FIXTURES
from tests.support import env, synth

ROOT = Path(__file__).resolve().parent.parent
ANATOMY = re.compile(r"(?P<where>\S.*?) = (?P<value>.+?): (?P<rule>.+) Fix: (?P<fix>.+) \[(?P<code>CIB\d{3})\]", re.S)
OWN_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPNh5QE8O98vebsjhjkO25pKtFEzLscRJAPGVdKplzNP ops@team"


def warnings(config) -> list[str]:
    stack = TrainingClusterStack(cdk.Testing.app(), config)
    return [str(e.data) for c in stack.node.find_all() for e in c.node.metadata if e.type == "@cdktf/warn"]


def clean(base: str = "training-dev", **changes):
    """An environment without the repository's example key and documentation range."""
    network = {"ssh_source_cidrs": ("10.20.0.0/16",), **changes.pop("network", {})}
    pool = {"ssh_public_key": OWN_KEY, "ssh_public_key_file": None, **changes.pop("pool", {})}
    return env(base, network=network, pool=pool, **changes)


# (row id, environment, code, where the warning is, a part of its text)
ROWS = [
    ("example key", env(pool=dict(ssh_public_key_file=EXAMPLE_KEY_FILE)), "CIB260", "training-dev/pool.ssh_public_key_file",
     "the public key of the repository's example (keys/training-ops.pub, comment training-ops@example)"),
    ("example key under CMK", env("training-cmk", pool=dict(ssh_public_key_file=EXAMPLE_KEY_FILE)), "CIB260", "training-cmk/k8s.pool.ssh_public_key_file", "whoever holds"),
    ("documentation range for SSH", env("training-k3s"), "CIB262", "training-k3s/network.ssh_source_cidrs",
     "lies in 203.0.113.0/24, reserved for documentation (RFC 5737)"),
    ("documentation range for the K3s API", clean("training-k3s", orchestration=K3sSettings(
        api_source_cidrs=("192.0.2.0/28",))), "CIB262", "training-k3s/k3s.api_source_cidrs", "Kubernetes API (6443) stays closed"),
    ("example values in production with the example bucket", env("training-prod"), "CIB262",
     "training-prod/network.ssh_source_cidrs", "production refuses documentation ranges once the stack has its own state"),
    ("unpublished location", clean(capacity=dict(locations="ap-tokyo1-a")), "CIB264", "training-dev/capacity.locations",
     "'ap-tokyo1-a' is not among the locations Crusoe publishes (us-east1-a, us-northcentral1-a, us-southcentral1-a, "
     "eu-iceland1-a, us-west1-a, us-east2-a; Crusoe docs, \"VPC Networks Overview\"; Crusoe support, \"How To Create "
     "CMK Cluster With 256 Nodes\"; crusoecloud/solutions-library"),
    ("example state bucket", env("training-prod"), "CIB265", "training-prod.state.bucket", "repository's example"),
    ("reservation-only type without a reservation", clean(), "CIB266", "training-dev/capacity.reservation_id",
     "offered by Crusoe only under a reservation"),
    ("reservation-only type on demand", env("training-prod"), "CIB267", "training-prod/capacity.on_demand",
     "on_demand=True says your organization has on-demand access"),
    ("unknown image", clean(pool=dict(image="ubuntu22.04-my-own:1")), "CIB268", "training-dev/pool.image",
     "not among the curated images"),
    ("SSH open to the internet", env(network=dict(ssh_source_cidrs=("0.0.0.0/0",), allow_ssh_from_internet=True)),
     "CIB269", "training-dev/network.ssh_source_cidrs", "open to the whole internet (IPv4, 0.0.0.0/0)"),
    ("SSH open to more than a /8", clean(network=dict(ssh_source_cidrs=("12.0.0.0/7",), allow_ssh_from_internet=True)),
     "CIB269", "training-dev/network.ssh_source_cidrs", "more than one /8"),
    ("K3s API open to the internet", clean("training-k3s", orchestration=K3sSettings(
        api_source_cidrs=("0.0.0.0/0",), allow_api_from_internet=True)), "CIB280", "training-k3s/k3s.api_source_cidrs",
     "only its TLS client authentication"),
    ("K3s installer not pinned", clean("training-k3s"), "CIB281", "training-k3s/k3s.install_script_sha256", "sha256sum"),
    ("Slurm pool on an image without Slurm", clean("training-slurm", pool=dict(image="ubuntu22.04-nvidia-sxm-docker:latest")),
     "CIB282", "training-slurm/pool.image", "does not look like a Slurm image"),
    ("managed pool shrink", clean("training-cmk"), "CIB283", "training-cmk/k8s.node_count", "does not delete its VMs"),
    ("managed pool over 256 nodes", clean("training-cmk", capacity=dict(node_count=300),
                                          network=dict(subnet_cidr="10.0.0.0/16")),
     "CIB284", "training-cmk/k8s.node_count", "more than Crusoe's default pod range holds (256)"),
    ("managed add-ons", clean("training-cmk"), "CIB285", "training-cmk/k8s.add_ons", "only when the cluster is created"),
    ("no active testing", clean("training-cmk"), "CIB286", "training-cmk/k8s.add_ons", "autocluster_active_testing"),
    ("static public IP", clean(pool=dict(public_ip="static")), "CIB288", "training-dev/pool.public_ip",
     "not for a single VM"),
    ("static public IP for the control plane", clean("training-k3s", pool=dict(control_plane_public_ip="static")),
     "CIB288", "training-k3s/pool.control_plane_public_ip", "ssh-keygen -R"),
    ("node-taint image by tag", clean("training-cmk"), "CIB290", "training-cmk/k8s.taint_image",
     "docker.io/library/python:3.12-slim by its tag"),
    ("CMK version outside the known list", clean("training-cmk", orchestration=ManagedKubernetesSettings(
        kubernetes_version="1.29.1-cmk.1")), "CIB289", "training-cmk/k8s.kubernetes_version",
     "1.31.7-cmk.7, 1.32.7-cmk.3, 1.33.4-cmk.73"),
]


def test_cib284_lists_only_fields_that_really_replace_the_cluster():
    # add_ons is ignored after creation (lifecycle.ignore_changes, CIB285): never named as replacing it.
    config = clean("training-cmk", capacity=dict(node_count=300), network=dict(subnet_cidr="10.0.0.0/16"))
    (text,) = [w for w in warnings(config) if w.endswith("[CIB284]")]
    assert "service_cluster_ip_range" in text and "add_ons, " not in text and "private, " in text
    assert not [w for w in warnings(clean("training-cmk")) if w.endswith("[CIB289]")]  # a known release


@pytest.mark.parametrize("config,code,where,text", [r[1:] for r in ROWS], ids=[r[0] for r in ROWS])
def test_each_warning_names_where_value_rule_fix_and_code(config, code, where, text):
    found = [m for m in map(ANATOMY.fullmatch, warnings(config)) if m and m["code"] == code and m["where"] == where]
    assert found, f"no {code} at {where} in:\n" + "\n".join(warnings(config))
    assert any(text in m.group(0) for m in found), [m.group(0) for m in found]


def test_every_warning_code_has_a_row():
    assert {c for c, r in CATALOGUE.items() if r.severity == "warning"} - {r[2] for r in ROWS} == set()


def test_a_clean_environment_has_no_first_deploy_warnings():
    assert not [w for w in warnings(clean()) if re.search(r"\[CIB26[0-4]\]$", w)]
    assert not [w for w in warnings(clean(capacity=dict(locations="us-northcentral1-a")))
                if w.endswith("[CIB264]")]  # a published location


@pytest.mark.parametrize("config", FIXTURES, ids=lambda c: c.name)
def test_every_warning_of_every_stack_is_coded(config):
    for text in warnings(config):
        match = ANATOMY.fullmatch(text)
        assert match and CATALOGUE[match["code"]].severity == "warning", text


def _plan_messages(tf: dict) -> list[str]:
    found = []

    def walk(value):
        if isinstance(value, dict):
            for key, item in value.items():
                if key == "error_message":
                    found.append(item)
                else:
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(tf)
    return found


PLAN_SCENARIOS = {
    **{c.name: c for c in FIXTURES},
    "disks": env(pool=dict(data_disk_size="2TiB")),
    "slurm-backup": env("training-slurm", orchestration=dict(backup_controller=True)),
}


@pytest.mark.parametrize("name", sorted(PLAN_SCENARIOS))
def test_plan_time_messages_use_the_catalogue_anatomy(name):
    messages = _plan_messages(synth(PLAN_SCENARIOS[name]))
    assert messages
    for text in messages:
        match = ANATOMY.fullmatch(text)
        assert match, text
        assert CATALOGUE[match["code"]].when == "plan", text
        assert match["where"].startswith(("training-", "TF_VAR_")), text


def test_plan_scenarios_cover_every_plan_time_code():
    seen = {ANATOMY.fullmatch(t)["code"] for c in PLAN_SCENARIOS.values() for t in _plan_messages(synth(c))}
    assert {c for c, r in CATALOGUE.items() if r.when == "plan"} - seen == set()


def test_cib101_names_the_network_and_says_when_the_location_has_none():
    (message, _) = [m for m in _plan_messages(synth(env())) if "[CIB10" in m]
    assert message.startswith("training-dev/capacity.node_count = 2: No IB network in ")
    assert "slices on ${local.capacity_best.name} (${local.capacity_best.id}, ${local.capacity_best.location})" in message
    assert "none: no IB network is in us-east1-a at all (check the name: Crusoe publishes us-east1-a," in message
    networks = synth(env())["locals"]["capacity_networks"]
    assert "name = n.name" in networks


def test_the_example_key_constant_is_the_repositorys_example_key():
    kind, body, comment = (ROOT / "keys" / "training-ops.pub").read_text().split()
    assert EXAMPLE_PUBLIC_KEYS == {body: comment}


def test_a_key_file_in_the_checkout_is_shown_as_typed_there_not_as_this_machines_path(monkeypatch, tmp_path):
    """A synth warning lands in CI logs and review comments: it names the example key as
    ``keys/training-ops.pub`` from the checkout, never the absolute path of whoever ran it."""
    monkeypatch.chdir(Path(EXAMPLE_KEY_FILE).parent.parent)
    shown = [w for w in warnings(env(pool=dict(ssh_public_key_file=EXAMPLE_KEY_FILE))) if w.endswith("[CIB260]")]
    assert shown and shown[0].startswith("training-dev/pool.ssh_public_key_file = 'keys/training-ops.pub': ")
    monkeypatch.chdir(tmp_path)  # outside the checkout: the path as given, nothing guessed
    shown = [w for w in warnings(env(pool=dict(ssh_public_key_file=EXAMPLE_KEY_FILE))) if w.endswith("[CIB260]")]
    assert shown[0].startswith(f"training-dev/pool.ssh_public_key_file = {EXAMPLE_KEY_FILE!r}: ")
