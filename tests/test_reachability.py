"""Reachability: every flow each registered mode needs (its ``Mode.flows``) is allowed by the
synthesized JSON of every stack, judged under Crusoe's semantics ("VPC Firewall Rules Overview"):

* all traffic of a custom VPC is denied unless a rule allows it, in both directions;
* a flow between VMs needs an egress rule at the source AND an ingress rule at the destination;
* a flow to the internet needs the egress rule and a public address or the subnet's NAT gateway;
* a flow from an operator needs the ingress rule and a way in (a public address, or the jump host).

The judge reads only the JSON (firewall rules, the subnet, instances and node pools), so a rule that
a construct stops writing, narrows or scopes wrongly shows up here as a denied flow.
"""

from __future__ import annotations

import copy
import dataclasses
import ipaddress
import re

import pytest

from crusoe_ib import SlurmSettings
from crusoe_ib.app import MODES, EnvironmentConfig, Flow, mode_for
from crusoe_ib.app.flows import roles
from tests.library_fixtures import FIXTURES
from tests.support import env, synth

INTERNET_SAMPLES = (ipaddress.ip_address("8.8.8.8"), ipaddress.ip_address("172.27.255.2"))  # a host, Crusoe's NFS
_INSTANCE_IP = re.compile(r"\$\{crusoe_compute_instance\.(\w+)\.network_interfaces\[0\]\.private_ipv4\.address\}/32")


def mode_of(config: EnvironmentConfig) -> str:
    return mode_for(config.orchestration).name


@dataclasses.dataclass
class Party:
    """One end of a flow: a VM role (its resources and subnet), the internet, or operator ranges."""

    role: str
    ids: frozenset[str] = frozenset()
    subnet: ipaddress.IPv4Network | None = None
    ranges: tuple[ipaddress.IPv4Network, ...] = ()


class Judge:
    """Crusoe's firewall semantics over one stack's synthesized JSON."""

    def __init__(self, tf: dict, config: EnvironmentConfig):
        self.config = config
        res = tf["resource"]
        self.rules = list(res.get("crusoe_vpc_firewall_rule", {}).values())
        assert all(r["action"] == "allow" for r in self.rules), "deny rules: the judge does not model their priority"
        (self.subnet,) = res["crusoe_vpc_subnet"].values()
        self.subnet_net = ipaddress.ip_network(self.subnet["cidr"])
        self.nat = self.subnet.get("nat_gateway_enabled") is True
        self.roles = roles()  # every registered mode's Mode.roles
        self.vms: dict[str, dict] = {}
        for rid, vm in res.get("crusoe_compute_instance", {}).items():
            assert rid in self.roles, f"instance resource {rid} plays no role in any registered mode's Mode.roles"
            self.vms[rid] = vm
        self.pools = res.get("crusoe_kubernetes_node_pool", {})
        self.resources = res

    # --- parties ---------------------------------------------------------------------------------
    def party(self, role: str, flow: Flow) -> Party:
        if role == "internet":
            return Party("internet")
        if role == "operator":
            cidrs = self.config.network.ssh_source_cidrs
            if flow.name == "K3s API" and self.config.orchestration.api_source_cidrs is not None:
                cidrs = self.config.orchestration.api_source_cidrs
            return Party("operator", ranges=tuple(ipaddress.ip_network(c) for c in cidrs))
        ids = frozenset(rid for rid, r in self.roles.items() if r == role and rid in self.vms)
        if role == "gpu":
            ids |= frozenset(self.pools)
        assert ids, f"{flow.name}: no {role} in this stack"
        return Party(role, ids, self.subnet_net)

    def public(self, party: Party) -> bool:
        """Every resource of the role has a public address (public_ip "none" has none)."""
        for rid in party.ids:
            if rid in self.pools:
                if self.pools[rid].get("public_ip_type") == "none":
                    return False
                continue
            for nic in self.vms[rid].get("network_interfaces", []):
                if (nic.get("public_ipv4") or {}).get("type") == "none":
                    return False
        return True

    # --- rules -----------------------------------------------------------------------------------
    @staticmethod
    def _covers(endpoint: str, party: Party) -> bool:
        """The rule's source/destination (CIDRs or an instance's private address) covers the party."""
        items = endpoint.split(",")
        if party.role == "operator":
            nets = [ipaddress.ip_network(i) for i in items if not i.startswith("$")]
            return all(any(r.version == n.version and r.subnet_of(n) for n in nets) for r in party.ranges)
        for item in items:
            match = _INSTANCE_IP.fullmatch(item)
            if match:
                if match[1] in party.ids:
                    return True
                continue
            net = ipaddress.ip_network(item)
            if party.role == "internet":
                if all(a in net for a in INTERNET_SAMPLES):
                    return True
            elif party.subnet is not None and party.subnet.version == net.version and party.subnet.subnet_of(net):
                return True
        return False

    @staticmethod
    def _ports(spec: str, wanted: str) -> bool:
        low, _, high = wanted.partition("-")
        low, high = int(low), int(high or low)
        for item in spec.split(","):
            a, _, b = item.partition("-")
            if int(a) <= low and high <= int(b or a):
                return True
        return False

    def _rule(self, direction: str, src: Party, dst: Party, flow: Flow) -> bool:
        return any(
            r["direction"] == direction and flow.protocol in r["protocols"].split(",")
            and self._covers(r["source"], src) and self._covers(r["destination"], dst)
            and self._ports(r["destination_ports"], flow.ports) and self._ports(r["source_ports"], "1024-65535")
            for r in self.rules)

    def denied(self, flow: Flow) -> str | None:
        """Why ``flow`` is denied, or None when it is allowed."""
        src, dst = self.party(flow.source, flow), self.party(flow.destination, flow)
        if src.role != "operator" and not self._rule("egress", src, dst, flow):
            return f"no egress rule at {flow.source} for {flow.protocol}/{flow.ports} to {flow.destination}"
        if dst.role == "internet":
            if not (self.public(src) or self.nat):
                return f"{flow.source} has no public IP and the subnet no NAT gateway"
            return None
        if not self._rule("ingress", src, dst, flow):
            return f"no ingress rule at {flow.destination} for {flow.protocol}/{flow.ports} from {flow.source}"
        if src.role == "operator" and not (self.public(dst) or self.config.pool.ssh_jump_host):
            return f"{flow.destination} has no public IP and no jump host"
        return None

    def needed(self) -> list[Flow]:
        settings = self.config.orchestration
        mode = mode_for(settings)
        downloads = bool(mode.boot_downloads(settings))
        return [f for f in mode.flows
                if (f.when != "backup_controller" or getattr(settings, "backup_controller", False))
                and (f.when != "downloads" or downloads)]

    def denials(self) -> dict[str, str]:
        return {f.name: why for f in self.needed() if (why := self.denied(f))}

    def booting_before_rules(self) -> list[str]:
        """VMs and clusters that may be created before every firewall rule of the network exists."""
        rules = {f"crusoe_vpc_firewall_rule.{rid}" for rid, r in self.resources["crusoe_vpc_firewall_rule"].items()
                 if not _INSTANCE_IP.search(r["destination"])}  # the K3s API rule names the LB itself
        late = []
        for type_name in ("crusoe_compute_instance", "crusoe_kubernetes_cluster"):
            for rid, r in self.resources.get(type_name, {}).items():
                if not rules <= set(r.get("depends_on", [])):
                    late.append(f"{type_name}.{rid}")
        return late


PRIVATE = dict(public_ip="none", ssh_jump_host="ops@bastion.example.com")
VARIANTS = {
    **{e.name: e for e in FIXTURES},
    "torchrun private": env(pool=PRIVATE),
    "torchrun closed to the internet": env(network=dict(allow_internet_egress=False)),
    "torchrun installing PyTorch": env(orchestration=dict(venv="~/venv", install_pytorch="torch==2.9.1")),
    "k3s private": env("training-k3s", pool=PRIVATE),
    "slurm private, closed": env("training-slurm", pool=PRIVATE, network=dict(allow_internet_egress=False)),
    "slurm backup controller": env("training-slurm", orchestration=SlurmSettings(
        name="training-slurm", munge_key=FIXTURES[3].orchestration.munge_key, backup_controller=True)),
}


@pytest.fixture(scope="module")
def judges() -> dict[str, Judge]:
    return {name: Judge(synth(config), config) for name, config in VARIANTS.items()}


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_needed_flow_is_allowed(judges, name):
    judge = judges[name]
    assert judge.needed(), "a mode with no flows"
    assert judge.denials() == {}


@pytest.mark.parametrize("name", list(VARIANTS))
def test_nothing_boots_before_its_rules_exist(judges, name):
    assert judges[name].booting_before_rules() == []


def test_every_mode_and_role_is_exercised(judges):
    seen = {(mode_of(j.config), f.name) for j in judges.values() for f in j.needed()}
    assert {(m.name, f.name) for m in MODES for f in m.flows} <= seen
    assert {mode_of(j.config) for j in judges.values()} == {m.name for m in MODES}


# --- the judge can say no ----------------------------------------------------------------------------


def _judge(name: str, edit) -> Judge:
    tf = copy.deepcopy(synth(VARIANTS[name]))
    edit(tf["resource"])
    return Judge(tf, VARIANTS[name])


def _drop(direction: str):
    def edit(res):
        res["crusoe_vpc_firewall_rule"] = {k: r for k, r in res["crusoe_vpc_firewall_rule"].items()
                                           if r["direction"] != direction}
    return edit


def test_without_egress_rules_no_vm_can_start_a_connection():
    denied = _judge("training-k3s", _drop("egress")).denials()
    assert {"NCCL bootstrap", "K3s join (agents)", "boot downloads (K3s agents)", "etcd"} <= set(denied)
    assert "no egress rule at gpu" in denied["NCCL bootstrap"]
    assert "operator SSH" not in denied  # an operator needs only the ingress rule


def test_without_ingress_rules_nothing_reaches_a_vm():
    denied = _judge("training-slurm", _drop("ingress")).denials()
    assert {"operator SSH", "apply gate", "apply delivery (nodes)", "slurmctld (nodes)", "slurmd", "slurmd (login)"} <= set(denied)


def test_a_private_pool_without_nat_cannot_download():
    def no_nat(res):
        for subnet in res["crusoe_vpc_subnet"].values():
            subnet.pop("nat_gateway_enabled", None)
    denied = _judge("k3s private", no_nat).denials()
    # public_ip="none" reaches every VM of the stack (the K3s servers and HAProxy too), so all of them lose the way out
    assert denied == {
        "boot downloads (K3s agents)": "gpu has no public IP and the subnet no NAT gateway",
        "boot downloads (K3s servers)": "k3s-server has no public IP and the subnet no NAT gateway",
        "boot downloads (HAProxy)": "k3s-lb has no public IP and the subnet no NAT gateway",
    }


def test_an_internal_rule_scoped_to_a_narrower_range_is_not_enough():
    def narrow(res):
        res["crusoe_vpc_firewall_rule"]["network_internal"]["destination"] = "10.0.0.0/24"
    assert "NCCL bootstrap" in _judge("training-dev", narrow).denials()


def test_ssh_from_outside_the_listed_ranges_is_denied():
    config = env(network=dict(ssh_source_cidrs=("198.51.100.0/24",)))
    tf = synth(config)
    judge = Judge(tf, env(network=dict(ssh_source_cidrs=("192.0.2.0/24",))))  # operators elsewhere
    assert "operator SSH" in judge.denials()


def test_a_vm_created_before_the_rules_is_found():
    def early(res):
        res["crusoe_compute_instance"]["pool_nodes"]["depends_on"] = ["terraform_data.capacity_check"]
    assert _judge("training-dev", early).booting_before_rules() == ["crusoe_compute_instance.pool_nodes"]


def test_docs_network_flows_md_is_generated_from_the_registry():
    from pathlib import Path

    from crusoe_ib.app import flows

    doc = Path(__file__).resolve().parent.parent / "docs" / "network-flows.md"
    assert doc.read_text() == flows.markdown(), "regenerate: PYTHONPATH=constructs python -m crusoe_ib.app.flows > docs/network-flows.md"
