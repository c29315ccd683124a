"""Orchestration modes are plugins: a mode of one's own, built through the public API only
(crusoe_ib.app: Mode, register, verified_vm_pool), is accepted by EnvironmentConfig, checked by
its own environment-level rules, built by the stack and exposed as the stack's attribute."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass

import pytest

from crusoe_ib import GpuNodePool, K3sSettings, ManagedKubernetesSettings, SlurmSettings, TorchrunSettings
from crusoe_ib.core._settings import Context, Settings, settings_rule
from crusoe_ib.app import (
    MODES, POOL_FLOWS, VM_POOL_FLOWS, VM_POOL_ROLES, Composition, EnvironmentConfig, Flow, Foundation, Mode,
    TrainingClusterStack, app_issues, build, flows, mode_for, mode_named, register, unregister, verified_vm_pool,
)
from crusoe_ib.core import cdk
from crusoe_ib.core.cdk import Construct, crusoe
from crusoe_ib.core.errors import ConfigError, issue
from tests.support import boot_script, env


@dataclass(frozen=True, kw_only=True)
class NotebookSettings(Settings):
    """A toy mode: a notebook server on every GPU node."""

    port: int = 8888

    @settings_rule("port")
    def _port(self, where: str, context: Context) -> list:
        return [] if 1024 <= self.port <= 65535 else [issue("CIB090", f"{where}.port", self.port, expected="a port",
                                                             actual=str(self.port), fix="Use 1024-65535.")]


class Notebooks(Construct):
    def __init__(self, scope: Construct, id: str, pool: GpuNodePool, settings: NotebookSettings) -> None:
        super().__init__(scope, id)
        self.port = settings.port
        pool.add_startup_step("notebook", f"echo 'notebook on port {settings.port}' > /etc/notebook\n")


def build_notebooks(stack, foundation: Foundation) -> Composition:
    pool, verification = verified_vm_pool(stack, foundation)
    return Composition(pool=pool, verification=verification,
                       orchestrator=Notebooks(stack, "notebooks", pool, foundation.config.orchestration))


@settings_rule("orchestration", "production")
def no_notebooks_in_production(env: EnvironmentConfig, where: str, context: Context) -> list:
    return [issue("CIB090", f"{where}.orchestration", "NotebookSettings(...)", expected="another mode",
                  actual="notebooks", fix="Notebooks are for development environments.")] if context.production else []


NOTEBOOKS = Mode(name="notebooks", settings=NotebookSettings, build=build_notebooks, attribute="notebooks",
                 rules=(no_notebooks_in_production,))


@pytest.fixture
def notebooks_mode():
    register(NOTEBOOKS)
    yield NOTEBOOKS
    unregister(NOTEBOOKS)


def test_the_built_in_modes_are_registered_in_order():
    assert [m.settings for m in MODES] == [TorchrunSettings, K3sSettings, ManagedKubernetesSettings, SlurmSettings]
    assert mode_for(K3sSettings()).attribute == "k3s" and mode_for(object()) is None


def test_an_unregistered_settings_type_is_refused_with_the_known_modes():
    [problem] = app_issues([env(orchestration=NotebookSettings())])
    assert problem.code == "CIB090" and problem.where == "training-dev.orchestration"
    assert "a TorchrunSettings(...) or a K3sSettings(...) or a ManagedKubernetesSettings(...) or a SlurmSettings(...)" in str(problem)


def test_a_registered_mode_is_built_through_the_public_api(notebooks_mode, tmp_path):
    from crusoe_ib.core.cdk import App

    app = App(outdir=str(tmp_path))
    stacks, errors = build(app, [env(orchestration=NotebookSettings(port=9999))])
    assert errors == []
    [stack] = stacks
    assert isinstance(stack.notebooks, Notebooks) and stack.notebooks.port == 9999
    assert stack.k3s is None and stack.torchrun is None and stack.pool is stack.composition.pool
    app.synth()
    tf = json.loads((tmp_path / "stacks" / "training-dev" / "cdk.tf.json").read_text())
    assert "echo 'notebook on port 9999' > /etc/notebook" in boot_script(tf)
    assert "# --- step: crusoe-ib node check ---" in boot_script(tf)  # the verified pool, as other modes


def test_a_registered_mode_brings_its_settings_and_environment_rules(notebooks_mode):
    bad = app_issues([env(orchestration=NotebookSettings(port=80))])
    assert [(i.code, i.where) for i in bad] == [("CIB090", "training-dev.orchestration.port")]
    prod = app_issues([env("training-prod", orchestration=NotebookSettings())])
    assert ("CIB090", "training-prod.orchestration") in [(i.code, i.where) for i in prod]
    with pytest.raises(ConfigError, match="CIB090"):
        TrainingClusterStack(cdk.Testing.app(), env("training-prod", orchestration=NotebookSettings()))


def test_a_mode_is_registered_once(notebooks_mode):
    with pytest.raises(ValueError, match="clashes"):
        register(NOTEBOOKS)


# --- a mode with VMs of its own: its VM count, flows and roles are part of the Mode -----------------


@dataclass(frozen=True, kw_only=True)
class HubSettings(Settings):
    """A toy mode with CPU VMs: ``hubs`` notebook hubs beside the GPU nodes, their UI opened to the
    operators only when ``open_ui``."""

    hubs: int = 1
    open_ui: bool = True


class NotebookHubs(Construct):
    def __init__(self, scope: Construct, id: str, foundation: Foundation, pool: GpuNodePool, settings: HubSettings
                 ) -> None:
        super().__init__(scope, id)
        network = foundation.network
        self.hubs = crusoe.compute_instance.ComputeInstance(
            self, "hubs", count=settings.hubs, name=f"{foundation.config.name}-hub-${{count.index}}", type="c1a.2x",
            image="ubuntu22.04:latest", location=foundation.guard.location, ssh_key=pool.public_key,
            network_interfaces=[pool.cluster_network_interface(network.subnet.id)],
            depends_on=list(network.firewall_rules))
        self.hubs.override_logical_id("notebook_hubs")
        if settings.open_ui:
            ui = crusoe.vpc_firewall_rule.VpcFirewallRule(
                self, "ui", name=f"{foundation.config.name}-hub-ui", network=network.vpc.id, action="allow",
                direction="ingress", protocols="tcp", source=",".join(foundation.config.network.ssh_source_cidrs),
                source_ports="1-65535", destination=foundation.config.network.subnet_cidr, destination_ports="8888")
            ui.override_logical_id("notebook_hub_ui")


def build_hubs(stack, foundation: Foundation) -> Composition:
    pool, verification = verified_vm_pool(stack, foundation)
    return Composition(pool=pool, verification=verification,
                       orchestrator=NotebookHubs(stack, "hubs", foundation, pool, foundation.config.orchestration))


HUB_FLOWS = (
    Flow("hub to the nodes", "notebook-hub", "gpu", "tcp", "22", "the hub starts kernels on the GPU nodes over SSH"),
    Flow("notebook UI", "operator", "notebook-hub", "tcp", "8888", "operators open the hub in a browser"),
)
HUBS = Mode(name="notebook_hubs", settings=HubSettings, build=build_hubs, attribute="hubs",
            vm_count=lambda settings: settings.hubs, flows=(*POOL_FLOWS, *VM_POOL_FLOWS, *HUB_FLOWS),
            roles={**VM_POOL_ROLES, "notebook_hubs": "notebook-hub"})


@pytest.fixture
def hubs_mode():
    register(HUBS)
    yield HUBS
    unregister(HUBS)


def test_every_built_in_mode_declares_its_flows_and_vms():
    for mode in MODES:
        assert set(POOL_FLOWS) <= set(mode.flows), mode.name
    assert mode_named("k3s").vm_count(K3sSettings()) == 4  # three servers and the load balancer
    assert mode_named("torchrun").vm_count(TorchrunSettings()) == 0
    assert mode_named("managed_kubernetes").roles == {}  # the managed node pool is no crusoe_compute_instance
    with pytest.raises(KeyError, match="registered: torchrun, k3s, managed_kubernetes, slurm"):
        mode_named("cmk")


def test_a_mode_with_vms_gets_the_subnet_check_right(hubs_mode):
    # A /28 holds 16 - 6 reserved = 10 VMs: ten GPU nodes fit, not with two hubs beside them.
    subnet = dict(vpc_cidr="10.0.0.0/16", subnet_cidr="10.0.0.0/28")
    fits = env(capacity=dict(node_count=10), network=subnet, orchestration=HubSettings(hubs=0))
    assert [i for i in app_issues([fits]) if i.code == "CIB182"] == []
    [problem] = [i for i in app_issues([dataclasses.replace(fits, orchestration=HubSettings(hubs=2))])
                 if i.code == "CIB182"]
    assert problem.where == "training-dev.network.subnet_cidr"
    assert "12: 10 GPU node(s) and 2 CPU VM(s)" in str(problem)
    assert "/27" in str(problem)


def test_a_mode_with_vms_gets_its_flows_checked(hubs_mode):
    from tests.support import synth
    from tests.test_reachability import Judge

    config = env(orchestration=HubSettings(hubs=2))
    judge = Judge(synth(config), config)
    assert {f.name for f in judge.needed()} == {f.name for f in HUBS.flows}
    assert judge.denials() == {}
    closed = env(orchestration=HubSettings(hubs=2, open_ui=False))
    assert Judge(synth(closed), closed).denials() == {
        "notebook UI": "no ingress rule at notebook-hub for tcp/8888 from operator"}
    assert "| notebook UI | notebook_hubs | operator | notebook-hub | tcp/8888 |" in flows.markdown()


def test_a_mode_cannot_claim_another_modes_vms_for_another_role():
    thief = Mode(name="thief", settings=HubSettings, build=build_hubs, attribute="thief",
                 roles={"k3s_lb": "notebook-hub"})
    with pytest.raises(ValueError, match="'k3s_lb' role 'notebook-hub'; the registered 'k3s' names it 'k3s-lb'"):
        register(thief)


def test_the_docs_example_mode_runs_as_written():
    """docs/library.md "Add an orchestration mode": its code block registers a working mode."""
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "library.md").read_text()
    section = doc[doc.index("## Add an orchestration mode"):]
    block = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    namespace: dict = {}
    exec(compile(block, "docs/library.md", "exec"), namespace)  # registers NOTEBOOKS
    mode = namespace["NOTEBOOKS"]
    try:
        assert mode_named("notebooks") is mode and set(POOL_FLOWS) | set(VM_POOL_FLOWS) <= set(mode.flows)
        config = env(orchestration=namespace["NotebookSettings"](port=9999))
        assert app_issues([config]) == []
        from tests.support import synth
        from tests.test_reachability import Judge

        assert Judge(synth(config), config).denials() == {}
        assert [i.code for i in app_issues([env("training-prod", orchestration=namespace["NotebookSettings"]())])
                if i.where == "training-prod.orchestration"] == ["CIB090"]
    finally:
        unregister(mode)


def test_a_settings_subclass_keeps_its_own_vm_count():
    """A subclass selects its parent's mode, and the mode asks the instance (an override counts)."""
    from crusoe_ib import SlurmSettings

    @dataclass(frozen=True, kw_only=True)
    class BigSlurm(SlurmSettings):
        def vm_count(self) -> int:
            return 40

    settings = BigSlurm(munge_key=env("training-slurm").orchestration.munge_key)
    mode = mode_for(settings)
    assert mode is mode_named("slurm") and mode.vm_count(settings) == 40
    assert mode.vm_count(SlurmSettings(munge_key=settings.munge_key)) == 2  # a controller and a login node
