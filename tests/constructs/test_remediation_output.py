"""What `verify_remediation` tells `crusoe-ib-verify remediate` about the pool, per stack: the mode it
drains for, where scontrol runs, where the history lives (beside the state), and the breaker's settings
as the construct sets them."""

from __future__ import annotations

import pytest

from crusoe_ib.app import MODES
from crusoe_ib.verify.operator.remediation import DRAIN_BY_MODE
from tests.support import env, synth


def remediation(config) -> dict:
    outputs = synth(config)["output"]
    return next(o["value"] for name, o in outputs.items() if name.endswith("remediation"))


@pytest.mark.parametrize("base, mode", [("training-dev", "torchrun"), ("training-k3s", "k3s"), ("training-slurm", "slurm")])
def test_the_output_names_the_mode_remediate_drains_for(base, mode):
    value = remediation(env(base))
    assert value["mode"] == mode and mode in DRAIN_BY_MODE
    assert "name = n.name" in value["nodes"]  # Slurm NodeName / Kubernetes node name = the VM's name
    # A Slurm pool is drained where Slurm's admin commands run: the first login node.
    assert ("scheduler_host" in value) == (mode == "slurm")
    if mode == "slurm":
        assert value["scheduler_host"].startswith('${crusoe_compute_instance.slurm_logins["training-slurm-login-0"]')
    # Where the stack's deliveries pin host keys (the login node's too), from the project root: remediate's ssh uses it.
    assert value["known_hosts"] == f"crusoe-ib-known_hosts.d/{base}"


def test_remediate_has_a_drain_for_every_registered_mode():
    """remediate (node-side, stdlib only) cannot read the registry: its table names the same modes."""
    assert set(DRAIN_BY_MODE) == {m.name for m in MODES}


def test_the_history_lives_beside_the_state():
    local = remediation(env("training-dev"))["history"]
    assert local == {"path": "terraform.training-dev.remediation.jsonl"}  # LocalState terraform.training-dev.tfstate
    prod = remediation(env("training-prod"))["history"]
    remote = "s3://example-crusoe-ib-terraform-state/training-prod/terraform.remediation.jsonl"
    assert prod == {"path": "training-prod.remediation.jsonl", "remote": remote,
                    "pull": f"aws s3 cp --region us-east-1 {remote} training-prod.remediation.jsonl",
                    "push": f"aws s3 cp --region us-east-1 training-prod.remediation.jsonl {remote}"}


def test_the_breaker_settings_flow_from_the_construct():
    value = remediation(env(verification=dict(remediation_window_hours=12, remediation_max_actions=3,
                                              remediation_repeat_hours=48)))
    assert value["breaker"] == {"window_hours": 12, "max_actions": 3, "repeat_offender_hours": 48}
