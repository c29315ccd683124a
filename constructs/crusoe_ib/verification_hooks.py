"""VerificationHooks: make every node prove its InfiniBand health, and hand users the commands
for the rest of the suite.

At boot each node unpacks the stdlib-only checker (``crusoe_ib.verify``, shipped as a zipapp
inside the startup script, so nodes need no network or pip) and writes its verdict to
``/var/lib/crusoe-ib/node-check.json``: port state ACTIVE, LinkUp, rate as expected for the type,
error counters (or "unavailable" where the VM hides them). Outputs give the exact commands for
the pairwise ``ib_write_bw`` and the NCCL all-reduce runs, with thresholds for the pool's type and
size. An optional apply-time gate (off by default) runs the node check over SSH through the
operator's agent; no private key is ever part of config or state.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field

from constructs import Construct
from cdktf import DataResource, TerraformOutput

from ._naming import logical_id
from .errors import Issue, raise_if
from .gpu_node_pool import GpuNodePool
from .verify.thresholds import thresholds_for
from .verify.zipapp import zipapp_b64

VERIFY_PYZ = "/opt/crusoe-ib/verify.pyz"
RESULT_PATH = "/var/lib/crusoe-ib/node-check.json"


@dataclass(frozen=True, kw_only=True)
class VerificationHooksProps:
    """pool: the GpuNodePool to verify.
    threshold_overrides: replace registry values for this pool (e.g. a lower busbw floor).
    apply_gate: after apply, SSH to every node (agent auth) and fail the apply if its node check
        fails. Off by default: it needs network reach to the nodes from where Terraform runs.
    ssh_user: login user of the image (``ubuntu`` on Crusoe's curated images).
    """

    pool: GpuNodePool
    threshold_overrides: Mapping[str, object] = field(default_factory=dict)
    apply_gate: bool = False
    ssh_user: str = "ubuntu"

    def issues(self, where: str) -> list[Issue]:
        try:
            thresholds_for(self.pool.instance_type.name, node_count=len(self.pool.keys),
                           overrides=dict(self.threshold_overrides) or None)
        except (KeyError, TypeError, ValueError) as exc:  # ThresholdError is a ValueError
            return [Issue("CIB040", f"{where}.threshold_overrides", dict(self.threshold_overrides),
                          f"Not a valid threshold override ({exc}).",
                          "Override only fields of crusoe_ib.verify.thresholds records, with numbers.")]
        return []


class VerificationHooks(Construct):
    """Adds the node-check boot step to the pool and the verification outputs."""

    def __init__(self, scope: Construct, id: str, props: VerificationHooksProps) -> None:
        super().__init__(scope, id)
        raise_if(props.issues(self.node.path))
        pool = props.pool
        itype = pool.instance_type.name
        overrides = dict(props.threshold_overrides)
        self.thresholds = thresholds_for(itype, node_count=len(pool.keys), overrides=overrides or None)
        override_args = ""
        if overrides:
            override_args = f" --thresholds-json {shlex.quote(json.dumps(overrides, sort_keys=True))}"
        self.node_check_command = f"python3 {VERIFY_PYZ} node --instance-type {itype}{override_args}"
        pool.add_startup_step("crusoe-ib node check", "\n".join([
            "install -d -m 0755 /opt/crusoe-ib /var/lib/crusoe-ib",
            f"base64 -d > {VERIFY_PYZ} <<'CRUSOE_IB_PYZ'",
            zipapp_b64(),
            "CRUSOE_IB_PYZ",
            f"{self.node_check_command} --output {RESULT_PATH} > /var/log/crusoe-ib-node-check.log 2>&1 \\",
            f"  || echo 'crusoe-ib: node check FAILED, details in {RESULT_PATH}' >&2",
        ]))

        nodes = pool.nodes_address
        first, second = pool.keys[0], pool.keys[min(1, len(pool.keys) - 1)]
        ssh = f"ssh {props.ssh_user}@"
        ip = "network_interfaces[0].public_ipv4.address"
        priv = "network_interfaces[0].private_ipv4.address"
        commands = {
            "node_check_result": f"${{{{for k, n in {nodes} : k => \"{ssh}${{n.{ip}}} sudo cat {RESULT_PATH}\"}}}}",
            "node_check": f"${{{{for k, n in {nodes} : k => \"{ssh}${{n.{ip}}} sudo {self.node_check_command}\"}}}}",
            "pair_server": f"{ssh}${{{nodes}[\"{first}\"].{ip}}} python3 {VERIFY_PYZ} pair --server --instance-type {itype}",
            "pair_client": (f"{ssh}${{{nodes}[\"{second}\"].{ip}}} python3 {VERIFY_PYZ} pair "
                            f"--client ${{{nodes}[\"{first}\"].{priv}}} --instance-type {itype}"),
            "hostfile": f"${{join(\"\\n\", [for k, n in {nodes} : \"${{n.{priv}}} slots={pool.instance_type.gpus}\"])}}",
            "nccl": (f"{ssh}${{{nodes}[\"{first}\"].{ip}}} python3 {VERIFY_PYZ} nccl --hostfile ~/hostfile "
                     f"--instance-type {itype} --nodes {len(pool.keys)}"),
        }
        out = TerraformOutput(self, "commands", value=commands,
                              description="Commands that run the IB verification suite against this pool.")
        out.override_logical_id(logical_id(self, "commands"))
        thresholds_out = TerraformOutput(self, "thresholds", value=self.thresholds_summary(),
                                         description="Pass/fail thresholds chosen for this pool's type and size.")
        thresholds_out.override_logical_id(logical_id(self, "thresholds"))

        self.gate = None
        if props.apply_gate:
            script = (
                "set -eu; fail=0; for ip in $NODE_IPS; do "
                f"if ssh -o BatchMode=yes -o StrictHostKeyChecking=accept-new {props.ssh_user}@$ip "
                f"'sudo {self.node_check_command}'; then echo \"crusoe-ib: $ip healthy\"; "
                "else echo \"crusoe-ib: $ip FAILED its IB node check\" >&2; fail=1; fi; done; exit $fail"
            )
            self.gate = DataResource(
                self, "apply-gate",
                triggers_replace={"node_ids": f"${{[for k, n in {nodes} : n.id]}}"},
                provisioners=[{
                    "type": "local-exec",
                    "command": script,
                    "environment": {"NODE_IPS": f"${{join(\" \", [for k, n in {nodes} : n.{ip}])}}"},
                }],
            )
            self.gate.override_logical_id(logical_id(self, "apply_gate"))

    def thresholds_summary(self) -> dict:
        return self.thresholds.to_dict()
