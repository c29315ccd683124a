"""Regenerate the fleet / bisect / remediate fixtures (run from the repository root):

    PYTHONPATH=constructs .venv/bin/python tests/verify/fleet_fixtures/make_fixtures.py

pool4/: a 4-node training-dev pool. ``remediation.json`` is ``terraform output -json verify_remediation``
as the stack writes it (addresses from the documentation ranges); ``node-00N.node-check.json`` are
the node checks the boot script writes (``crusoe-ib-verify node --node-key ... --pool-address ...``),
run on the recorded sysfs trees: node-002 on ``degraded_link``, the others on ``healthy``.

bisect/ and bisect-peer-suspect/: recorded ``ib_write_bw`` client outputs
``<client>--<server>/<rail>.out`` (tests/verify/fixtures/ib_write_bw ``ndr_healthy`` and ``low_bw``,
with the rail's device name): node-002's rail mlx5_3 is slow; in bisect-peer-suspect node-000's
mlx5_3 is slow too, so both nodes look slow against it and node-003 tells them apart.
"""

from __future__ import annotations

import json
import re
import socket
import sys
from pathlib import Path
from unittest import mock

HERE = Path(__file__).resolve().parent
VERIFY = HERE.parent
sys.path.insert(0, str(VERIFY))

from conftest import FIXTURES, fixture_text, make_tree  # noqa: E402

from crusoe_ib.verify.operator import cli  # noqa: E402

POOL = "crusoe_compute_instance.pool_nodes"
KEYS = ["node-000", "node-001", "node-002", "node-003"]
HOSTS = {k: "198.51.100.%d" % (10 + i) for i, k in enumerate(KEYS)}
PRIVATE = {k: "10.0.0.%d" % (2 + i) for i, k in enumerate(KEYS)}
H100 = "h100-80gb-sxm-ib.8x"


def remediation() -> dict:
    bundle = ("ssh ubuntu@{host} 'sudo python3 /opt/crusoe-ib/verify.pyz bundle --instance-type %s --node-key {k} "
              "--pool-address %s --output /var/lib/crusoe-ib/bundle-{k}.tar.gz >&2 && sudo cat "
              "/var/lib/crusoe-ib/bundle-{k}.tar.gz' > crusoe-ib-bundle-{k}.tar.gz" % (H100, POOL))
    return {
        "stack": "training-dev", "pool_address": POOL, "instance_type": H100, "production": False, "max_share": 0.25,
        "ssh_user": "ubuntu",
        "nodes": {k: {"host": HOSTS[k], "private_ip": PRIVATE[k], "address": '%s["%s"]' % (POOL, k)} for k in KEYS},
        "hostfile": "\n".join("%s %s" % (HOSTS[k], k) for k in KEYS),
        "bundle": {k: bundle.format(host=HOSTS[k], k=k) for k in KEYS},
        "replace": "terraform -chdir=cdktf.out/stacks/training-dev apply -replace='%s[\"<node key>\"]'" % POOL,
    }


def node_checks(out: Path, tmp: Path) -> None:
    for key in KEYS:
        case = "degraded_link" if key == "node-002" else "healthy"
        root = make_tree(fixture_text("sysfs", case), tmp / key)
        dest = out / ("%s.node-check.json" % key)
        with mock.patch.object(socket, "gethostname", return_value="training-dev-" + key):
            cli.main(["node", "--sysfs-root", str(root), "--instance-type", H100, "--tool-path", str(tmp / "nobin"),
                      "--node-key", key, "--pool-address", POOL, "--output", str(dest)])
        doc = json.loads(dest.read_text())
        doc["checked_utc"] = "2026-11-24T08:00:0%dZ" % KEYS.index(key)
        doc["facts"]["elapsed_s"] = 0.05
        doc["facts"]["sysfs"]["root"] = "/sys/class/infiniband"
        dest.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")


def rail_output(case: str, rail: str) -> str:
    text = (FIXTURES / "ib_write_bw" / (case + ".out")).read_text()
    return re.sub(r"(Device\s*:\s*)mlx5_\d+", lambda m: m.group(1) + rail, text)


def bisect(out: Path, slow: set) -> None:
    """``slow``: {(client, server, rail)} measured below the floor; everything else healthy."""
    for client in ("node-001", "node-002"):
        for server in ("node-000", "node-003"):
            for rail in ("mlx5_0", "mlx5_3"):
                path = out / ("%s--%s" % (client, server)) / (rail + ".out")
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(rail_output("low_bw" if (client, server, rail) in slow else "ndr_healthy", rail))


def main() -> None:
    import tempfile

    pool4 = HERE / "pool4"
    pool4.mkdir(exist_ok=True)
    (pool4 / "remediation.json").write_text(json.dumps(remediation(), indent=2, sort_keys=True) + "\n")
    with tempfile.TemporaryDirectory() as tmp:
        node_checks(pool4, Path(tmp))
    # node-002's rail mlx5_3 is slow, whatever the peer.
    bisect(HERE / "bisect", {("node-002", s, "mlx5_3") for s in ("node-000", "node-003")})
    # ... and node-000's mlx5_3 too: both look slow against node-000.
    bisect(HERE / "bisect-peer-suspect", {("node-002", s, "mlx5_3") for s in ("node-000", "node-003")}
           | {("node-001", "node-000", "mlx5_3")})


if __name__ == "__main__":
    main()
