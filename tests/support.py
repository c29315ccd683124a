"""Test helpers: synthesize an environment config into parsed Terraform JSON (``env``, ``synth``),
or one construct in a bare stack with only the wiring it needs (``Bare``)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from pathlib import Path

from crusoe_ib import (
    CapacitySettings, ClusterNetwork, ClusterNetworkProps, GpuNodePool, GpuNodePoolProps, IbCapacityGuard,
    IbCapacityGuardProps, IbPartition, IbPartitionProps, NetworkSettings, NodePoolSettings, PartitionSettings,
)
from crusoe_ib.backend import LocalState
from crusoe_ib.core.cdk import TerraformStack, Testing, crusoe
from crusoe_ib.app import EnvironmentConfig
from tests.library_fixtures import FIXTURES, OPERATORS_KEY, fixture
from crusoe_ib.app import TrainingClusterStack

CrusoeProvider = crusoe.provider.CrusoeProvider

_PYZ = re.compile(r"(<<'CRUSOE_IB_PYZ'\n)([A-Za-z0-9+/=\n]+)(\nCRUSOE_IB_PYZ)")
_ASSET = re.compile(r"assets/([A-Za-z0-9_-]+)/[0-9A-F]{32}/")


def env(base: str = "training-dev", **changes) -> EnvironmentConfig:
    """A fixture environment (tests/library_fixtures.py) with some fields changed. A dict for a settings
    field changes fields of that settings object: ``env(capacity=dict(node_count=4))``."""
    config = fixture(base)
    for name, value in changes.items():
        current = getattr(config, name)
        if isinstance(value, dict) and dataclasses.is_dataclass(current):
            value = dataclasses.replace(current, **value)
        config = dataclasses.replace(config, **{name: value})
    return config


#: Synthesized JSON by environment, within one test process: ~half of the suite's synths repeat one made
#: earlier (a fixture with the same changes), each ~0.2 s of CPU in Python and the CDK's Node. A hit is
#: checked as `main.py --if-changed` checks cdktf.out (crusoe_ib/app/freshness.py): every file the first
#: synth read has the same content, every environment variable it read the same value. Tests that patch
#: anything (the ``monkeypatch`` fixture: tests/conftest.py turns CACHE off for them) synthesize afresh.
CACHE = {"on": True, "entries": {}}


@dataclasses.dataclass(frozen=True)
class _Synthesized:
    text: str
    files: dict
    env: dict
    keep: tuple  # the objects the key names by identity (a pool class), kept alive so no id is reused


def _key(value, keep: list):
    """A key for ``value`` that two environments share only when they are equal field by field (the same
    classes and callables, by identity)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value), tuple((f.name, _key(getattr(value, f.name), keep)) for f in dataclasses.fields(value)))
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((_key(k, keep), _key(v, keep)) for k, v in value.items()), key=repr)))
    if isinstance(value, (list, tuple, set, frozenset)):
        items = tuple(_key(v, keep) for v in value)
        return (type(value).__name__, tuple(sorted(items, key=repr)) if isinstance(value, (set, frozenset)) else items)
    if isinstance(value, (str, bytes, int, float, bool, type(None), Path)):
        return (type(value).__name__, value)
    keep.append(value)
    return ("object", id(value))


def synth(config: EnvironmentConfig) -> dict:
    from crusoe_ib.app import freshness
    from crusoe_ib.platform.team_types import REGISTERED

    keep: list = []
    key = (_key(config, keep), tuple(sorted((k, str(v)) for k, v in REGISTERED.items())))
    hit = CACHE["entries"].get(key) if CACHE["on"] else None
    if hit is not None and freshness.first_change(hit.files, hit.env) is None:
        return json.loads(hit.text)
    with freshness.Watch() as watch:
        text = Testing.synth(TrainingClusterStack(Testing.app(), config))
    if CACHE["on"]:
        CACHE["entries"][key] = _Synthesized(text, *watch.digests(), tuple(keep))
    return json.loads(text)


def without_pyz(tf_json: dict) -> dict:
    """The checker's digest changes with every change to crusoe_ib.verify and stands in scripts,
    delivery items and triggers: snapshots show it as ``<checker sha256>`` (a checker change alone
    does not churn them; its digest is tested where it matters). A base64 zipapp in a script (none
    is left; kept for a subclass's) is squashed to its size and digest."""
    from crusoe_ib.verify.build.zipapp import zipapp_sha256

    digest = zipapp_sha256()

    def squash(match: re.Match) -> str:
        blob = match.group(2)
        short = hashlib.sha256(blob.encode()).hexdigest()[:16]
        return f"{match.group(1)}<verify.pyz base64, {len(blob)} chars, sha256 {short}>{match.group(3)}"

    return _walk(tf_json, lambda m: squash(m), digest)


def _walk(value, squash, digest: str = ""):
    if isinstance(value, dict):
        return {k: _walk(v, squash, digest) for k, v in value.items()}
    if isinstance(value, list):
        return [_walk(v, squash, digest) for v in value]
    if isinstance(value, str):
        value = _PYZ.sub(squash, value)
        # A stack file's asset hash depends on the CDK (cdktn and cdktf hash assets differently): masked.
        value = _ASSET.sub(r"assets/\1/<asset hash>/", value)
        return value.replace(digest, "<checker sha256>") if digest else value
    return value


def applied(tf) -> None:
    """Apply an offline stack (tools/offline harness) and fail the test with Terraform's output."""
    result = tf.apply()
    assert result.rc == 0, result.output


def boot_script(tf_json: dict, pool: str = "pool") -> str:
    """The pool's boot script as synthesized (one local; each node gets it with its key; a step with
    a first-node variant gives the first node ``<pool>_first_node_boot_script`` instead)."""
    nodes = tf_json["resource"]["crusoe_compute_instance"][f"{pool}_nodes"]
    chosen = f"local.{pool}_boot_script"
    if f"{pool}_first_node_boot_script" in tf_json["locals"]:
        chosen = f'each.key == "node-000" ? local.{pool}_first_node_boot_script : {chosen}'
    assert nodes["startup_script"] == f'${{sensitive(replace({chosen}, "__CRUSOE_IB_NODE_KEY__", each.key))}}'
    return tf_json["locals"][f"{pool}_boot_script"]


def for_each_keys(tf_json: dict, resource_type: str, name: str) -> list[str]:
    """The keys of a resource's for_each, which names a local (``${local.x}``) holding the map."""
    ref = tf_json["resource"][resource_type][name]["for_each"]
    match = re.fullmatch(r"\$\{local\.([A-Za-z0-9_]+)\}", ref)
    assert match, f"{resource_type}.{name}: for_each is {ref!r}, not a local"
    return list(tf_json["locals"][match[1]])


# --- bare stacks: one construct, and only the constructs it needs as wiring -----------------------

REPO = Path(__file__).resolve().parent.parent
H100 = "h100-80gb-sxm-ib.8x"
PUBLIC_KEY_FILE = OPERATORS_KEY
PUBLIC_KEY = Path(PUBLIC_KEY_FILE).read_text().strip()
BARE_STATE = LocalState(path="terraform.bare.tfstate")
#: K3s join tokens for plans of a K3s stack (TF_VAR_*: Terraform asks for them at plan time, see docs/k3s.md).
K3S_SERVER_TOKEN, K3S_AGENT_TOKEN = "0123456789abcdef" * 4, "fedcba9876543210" * 4
K3S_TOKENS = {"TF_VAR_k3s_token": K3S_SERVER_TOKEN, "TF_VAR_k3s_agent_token": K3S_AGENT_TOKEN}


class Bare:
    """``Testing.app()``, a plain ``TerraformStack`` and a ``CrusoeProvider``: nothing else until a
    test adds it. The ``add_*`` helpers build the wiring a construct needs with small valid
    defaults (keyword arguments change settings fields) and the construct ids the app uses, so
    addresses read as in the real stacks (``capacity_check``, ``ib_partition``, ``pool_nodes``).

        bare = Bare()
        pool = bare.add_pool(node_count=4, data_disk_size="2TiB")   # adds a guard and a partition
        tf = bare.synth()
    """

    def __init__(self, name: str = "bare") -> None:
        self.app = Testing.app()
        self.stack = TerraformStack(self.app, name)
        CrusoeProvider(self.stack, "crusoe")
        self.guard: IbCapacityGuard | None = None
        self.partition: IbPartition | None = None
        self.network: ClusterNetwork | None = None
        self.pool: GpuNodePool | None = None

    def add_guard(self, id: str = "capacity", *, state=BARE_STATE, **capacity) -> IbCapacityGuard:
        settings = CapacitySettings(**{"instance_type": H100, "node_count": 2, "locations": "us-east1-a", **capacity})
        self.guard = IbCapacityGuard(self.stack, id, IbCapacityGuardProps(settings=settings, previous_state=state))
        return self.guard

    def add_partition(self, id: str = "ib", *, guard: IbCapacityGuard | None = None, protect: bool = False,
                      name: str = "bare") -> IbPartition:
        guard = guard or self.guard or self.add_guard()
        self.partition = IbPartition(self.stack, id, IbPartitionProps(
            settings=PartitionSettings(name=name), capacity_guard=guard, protect=protect))
        return self.partition

    def add_network(self, id: str = "network", *, name: str = "bare", location: str | None = None,
                    production: bool = False, **network) -> ClusterNetwork:
        settings = NetworkSettings(**{"ssh_source_cidrs": ("203.0.113.0/24",), **network})
        if location is None:
            location = (self.guard or self.add_guard()).location
        self.network = ClusterNetwork(self.stack, id, ClusterNetworkProps(
            name=name, location=location, settings=settings, production=production))
        return self.network

    def add_pool(self, id: str = "pool", *, name: str = "bare", cls: type[GpuNodePool] = GpuNodePool,
                 node_count: int | None = None, subnet_id: str | None = None, **pool) -> GpuNodePool:
        """A pool on this stack's guard and partition (made here if missing; ``node_count`` sizes a
        new guard). ``subnet_id`` defaults to the network's subnet, else a literal id."""
        if self.guard is None:
            self.add_guard(**({} if node_count is None else {"node_count": node_count}))
        elif node_count is not None:
            raise ValueError("node_count sizes a new guard; this Bare already has one (size it in add_guard)")
        partition = self.partition or self.add_partition()
        if subnet_id is None:
            subnet_id = self.network.subnet.id if self.network else "bare-subnet-id"
        settings = NodePoolSettings(**{"ssh_public_key_file": PUBLIC_KEY_FILE, **pool})
        self.pool = cls(self.stack, id, GpuNodePoolProps(
            name=name, settings=settings, capacity_guard=self.guard, partition=partition, subnet_id=subnet_id))
        return self.pool

    def synth(self) -> dict:
        return json.loads(Testing.synth(self.stack))


def resources(tf_json: dict, rtype: str) -> dict:
    """The resources of one type in synthesized JSON (empty when there are none)."""
    return tf_json.get("resource", {}).get(rtype, {})


def codes(error) -> list[tuple[str, str]]:
    """``(code, where)`` of every issue a ConfigError carries, in order."""
    return [(i.code, i.where) for i in error.issues]
