"""Shared fixtures."""

from __future__ import annotations

import pytest

from tests.library_fixtures import fixture
from tests.support import synth


@pytest.fixture(scope="session")
def dev_json() -> dict:
    return synth(fixture("training-dev"))


@pytest.fixture(scope="session")
def prod_json() -> dict:
    return synth(fixture("training-prod"))
