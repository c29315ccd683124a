"""Test helpers: synthesize an environment config into parsed Terraform JSON."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re

os.environ.setdefault("JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION", "20")

from cdktf import Testing  # noqa: E402

from stacks.config import EnvironmentConfig  # noqa: E402
from stacks.environments import environment  # noqa: E402
from stacks.training_cluster import TrainingClusterStack  # noqa: E402

_PYZ = re.compile(r"(<<'CRUSOE_IB_PYZ'\n)([A-Za-z0-9+/=\n]+)(\nCRUSOE_IB_PYZ)")


def env(base: str = "training-dev", **changes) -> EnvironmentConfig:
    """An environment from stacks/environments.py with some fields changed. A dict for a settings
    field changes fields of that settings object: ``env(capacity=dict(node_count=4))``."""
    config = environment(base)
    for name, value in changes.items():
        current = getattr(config, name)
        if isinstance(value, dict) and dataclasses.is_dataclass(current):
            value = dataclasses.replace(current, **value)
        config = dataclasses.replace(config, **{name: value})
    return config


def synth(config: EnvironmentConfig) -> dict:
    stack = TrainingClusterStack(Testing.app(), config)
    return json.loads(Testing.synth(stack))


def without_pyz(tf_json: dict) -> dict:
    """The node checker ships as a base64 zipapp in the startup script; a snapshot diff of that
    blob is unreadable, so snapshots keep its size and digest instead (still a visible change)."""

    def squash(match: re.Match) -> str:
        blob = match.group(2)
        digest = hashlib.sha256(blob.encode()).hexdigest()[:16]
        return f"{match.group(1)}<verify.pyz base64, {len(blob)} chars, sha256 {digest}>{match.group(3)}"

    return _walk(tf_json, squash)


def _walk(value, squash):
    if isinstance(value, dict):
        return {k: _walk(v, squash) for k, v in value.items()}
    if isinstance(value, list):
        return [_walk(v, squash) for v in value]
    if isinstance(value, str):
        return _PYZ.sub(squash, value)
    return value


def applied(tf) -> None:
    """Apply an offline stack (tools/offline harness) and fail the test with Terraform's output."""
    result = tf.apply()
    assert result.rc == 0, result.output


def boot_script(tf_json: dict, pool: str = "pool") -> str:
    """The pool's boot script as synthesized (one local; each node gets it with its key)."""
    nodes = tf_json["resource"]["crusoe_compute_instance"][f"{pool}_nodes"]
    assert nodes["startup_script"] == (
        f'${{sensitive(replace(local.{pool}_boot_script, "__CRUSOE_IB_NODE_KEY__", each.key))}}')
    return tf_json["locals"][f"{pool}_boot_script"]
