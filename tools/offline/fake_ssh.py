"""The ``ssh`` of the offline cloud: its hosts are simulated, so nothing can be reached.

The harness puts this first on PATH (as ``ssh``) for every Terraform run, so what the stacks run
over SSH at apply (the delivery of the checker and secrets, crusoe_ib.NodeDelivery; the optional
apply gate) runs to the end instead of waiting for hosts that do not exist. It behaves as a
healthy host would and records what it was sent, for tests:

* each call appends ``{"argv": [...], "host": ..., "remote": ..., "stdin_sha256": ..., "stdin_bytes": ...}``
  to ``$FAKE_SSH_LOG`` (default: ``fake-ssh.jsonl`` in the current directory);
* a delivery (``cat > "$1.part"``) stores what arrived under ``$FAKE_SSH_ROOT/<host>/<path>``
  (when set), with the owner and mode it asked for in ``<path>.meta``;
* ``[sudo [-n]] cat [--] PATH`` prints ``$FAKE_SSH_ROOT/<host>/PATH``, else ``$FAKE_SSH_ROOT/any-host/PATH``,
  where a test put one (a node's boot check for ``crusoe-ib-verify fleet`` and ``remediate --execute``);
* ``sudo cat /var/lib/rancher/k3s/server/token`` (or ``agent-token``) prints a K3s secure token of a
  fixed, fake cluster CA, as a first server would; ``sudo base64 -w0 /etc/munge/munge.key`` a fixed
  128-byte munge key, as a first Slurm controller would.
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import shlex
import sys

FAKE_CA_SHA256 = hashlib.sha256(b"offline cluster CA").hexdigest()
K3S_TOKENS = {"/var/lib/rancher/k3s/server/token": "server", "/var/lib/rancher/k3s/server/agent-token": "node"}
_VALUED = set("bcDEeFIiJLlmOopQRSWw")  # ssh options that take a value


def main(argv: list[str]) -> int:
    i = 0
    while i < len(argv) and argv[i].startswith("-"):
        i += 2 if argv[i][1:2] in _VALUED and len(argv[i]) == 2 else 1
    host = argv[i] if i < len(argv) else ""
    remote = " ".join(argv[i + 1:])
    words = shlex.split(remote) if remote else []
    data = b""
    if "cat >" in remote and "sh -c" in remote:
        data = sys.stdin.buffer.read()
        dest, owner, mode = words[5:8] if len(words) >= 8 else ("?", "?", "?")
        root = os.environ.get("FAKE_SSH_ROOT")
        if root and dest.startswith("/"):
            path = os.path.join(root, host.split("@")[-1], dest.lstrip("/"))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
            with open(path + ".meta", "w") as f:
                f.write(f"{owner} {mode}\n")
    with open(os.environ.get("FAKE_SSH_LOG", "fake-ssh.jsonl"), "a") as f:
        f.write(json.dumps({"argv": argv, "host": host, "remote": remote, "stdin_bytes": len(data),
                            "stdin_sha256": hashlib.sha256(data).hexdigest() if data else None}) + "\n")
    if words == ["sudo", "base64", "-w0", "/etc/munge/munge.key"]:  # a first controller's generated key
        sys.stdout.write(base64.b64encode(hashlib.sha512(b"offline munge key").digest() * 2).decode())
    if words[:2] == ["sudo", "cat"] and len(words) == 3 and words[2] in K3S_TOKENS:
        sys.stdout.write(f"K10{FAKE_CA_SHA256}::{K3S_TOKENS[words[2]]}:offline0token0{K3S_TOKENS[words[2]]}\n")
        return 0
    read = [w for w in words if w not in ("sudo", "-n", "--")]
    if len(read) == 2 and read[0] == "cat" and read[1].startswith("/") and os.environ.get("FAKE_SSH_ROOT"):
        for where in (host.split("@")[-1], "any-host"):
            served = os.path.join(os.environ["FAKE_SSH_ROOT"], where, read[1].lstrip("/"))
            if os.path.isfile(served):
                with open(served, "rb") as f:
                    sys.stdout.buffer.write(f.read())
                return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
