"""Shared fixtures, and the test session's environment."""

from __future__ import annotations

import os

import pytest

# Offline Terraform (tools/offline) starts the stand-in provider once per workdir and hands it to every
# command (TF_REATTACH_PROVIDERS), where Terraform would start it 3-4 times per command: half of a plan
# test's CPU. CRUSOE_OFFLINE_REATTACH=0 runs the suite on Terraform's own launch of it; the tests of the
# launch, the mirror and the lock file always do (reattach=False).
os.environ.setdefault("CRUSOE_OFFLINE_REATTACH", "1")

from tests.library_fixtures import fixture
from tests.support import synth


@pytest.fixture(scope="session")
def dev_json() -> dict:
    return synth(fixture("training-dev"))


@pytest.fixture(scope="session")
def prod_json() -> dict:
    return synth(fixture("training-prod"))
