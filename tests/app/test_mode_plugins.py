"""Orchestration modes are plugins: a mode of one's own, built through the public API only
(crusoe_ib.app: Mode, register, verified_vm_pool), is accepted by EnvironmentConfig, checked by
its own environment-level rules, built by the stack and exposed as the stack's attribute."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from crusoe_ib import GpuNodePool, K3sSettings, ManagedKubernetesSettings, SlurmSettings, TorchrunSettings
from crusoe_ib._settings import Context, Settings, rule
from crusoe_ib.app import (
    MODES, Base, Composition, EnvironmentConfig, Mode, TrainingClusterStack, app_issues, build, mode_for, register,
    unregister, verified_vm_pool,
)
from crusoe_ib import cdk
from crusoe_ib.cdk import Construct
from crusoe_ib.errors import ConfigError, issue
from tests.support import boot_script, env


@dataclass(frozen=True, kw_only=True)
class NotebookSettings(Settings):
    """A toy mode: a notebook server on every GPU node."""

    port: int = 8888

    @rule("port")
    def _port(self, where: str, context: Context) -> list:
        return [] if 1024 <= self.port <= 65535 else [issue("CIB090", f"{where}.port", self.port, expected="a port",
                                                             actual=str(self.port), fix="Use 1024-65535.")]


class Notebooks(Construct):
    def __init__(self, scope: Construct, id: str, pool: GpuNodePool, settings: NotebookSettings) -> None:
        super().__init__(scope, id)
        self.port = settings.port
        pool.add_startup_step("notebook", f"echo 'notebook on port {settings.port}' > /etc/notebook\n")


def build_notebooks(stack, base: Base) -> Composition:
    pool, verification = verified_vm_pool(stack, base)
    return Composition(pool=pool, verification=verification,
                       orchestrator=Notebooks(stack, "notebooks", pool, base.config.orchestration))


@rule("orchestration", "production")
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
    from crusoe_ib.cdk import App

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
