"""Shared fixtures."""

from __future__ import annotations

import pytest

from stacks.environments import environment
from tests.support import synth


@pytest.fixture(scope="session")
def dev_json() -> dict:
    return synth(environment("training-dev"))


@pytest.fixture(scope="session")
def prod_json() -> dict:
    return synth(environment("training-prod"))
