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
  fixed, fake cluster CA, as a first server would; a read of ``/etc/munge/munge.key`` in base64 a fixed
  128-byte munge key, as a first Slurm controller would;
* host keys are checked as ssh checks them (:func:`host_key_check`): each host has a fixed, fake
  ed25519 key (or the one in ``$FAKE_SSH_ROOT/<host>/etc/ssh/ssh_host_ed25519_key.pub``), the
  ``UserKnownHostsFile`` and ``StrictHostKeyChecking`` options given first win (the file's ``%h`` is
  the host connected to, without ``user@``, and ``%%`` a literal ``%``, as ssh expands them), an unknown
  key is recorded only under ``accept-new``, and a changed one fails with ssh's own words (exit 255).
* the apply's mesh step (crusoe_ib.mpi_launch, the remote steps of ``crusoe-ib-verify mesh``): the
  launcher's key step prints a fixed mesh public key, an authorize step the host's host key (the one
  :func:`host_key` presents), and the probe ``mesh-ok`` for every address it names, as healthy nodes would.
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shlex
import sys

FAKE_CA_SHA256 = hashlib.sha256(b"offline cluster CA").hexdigest()
K3S_TOKENS = {"/var/lib/rancher/k3s/server/token": "server", "/var/lib/rancher/k3s/server/agent-token": "node"}
_VALUED = set("bcDEeFIiJLlmOopQRSWw")  # ssh options that take a value


def host_key(host: str) -> str:
    """``type base64`` of the host's (fake) key."""
    root = os.environ.get("FAKE_SSH_ROOT")
    path = os.path.join(root, host, "etc/ssh/ssh_host_ed25519_key.pub") if root else ""
    if path and os.path.exists(path):
        return " ".join(open(path).read().split()[:2])
    return "ssh-ed25519 " + base64.b64encode(b"\0\0\0\x0bssh-ed25519\0\0\0 " + hashlib.sha256(host.encode()).digest()).decode()


def host_key_check(options: list[str], host: str) -> "str | None":
    """What ssh says when it refuses ``host``'s key under ``options`` (``-o K=V`` words), or None."""
    opts: dict[str, str] = {}
    for i, word in enumerate(options):
        if word == "-o" and i + 1 < len(options) and "=" in options[i + 1]:
            k, v = options[i + 1].split("=", 1)
            opts.setdefault(k.lower(), v)  # the first value given wins, as in ssh
    known = opts.get("userknownhostsfile")
    if not known:
        return None
    if len(known) > 1 and known[0] == known[-1] == '"':  # ssh reads a double-quoted value as one path
        known = known[1:-1]
    parts = re.split(r"(%.?)", known)  # text, token, text, ...: %h the host, %% a literal %
    tokens = {"%h": host, "%%": "%"}
    if any(p not in tokens for p in parts[1::2]):
        return "percent_expand: unknown key %s\n" % next(p for p in parts[1::2] if p not in tokens)
    known = "".join(tokens.get(p, p) if i % 2 else p for i, p in enumerate(parts))
    strict = opts.get("stricthostkeychecking", "ask")
    key = host_key(host)
    lines = open(known).read().splitlines() if os.path.exists(known) else []
    recorded = [" ".join(line.split()[1:3]) for line in lines if line.split()[:1] == [host]]
    if key in recorded:
        return None
    if recorded:
        return ("@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n"
                "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
                f"Offending ED25519 key in {known}:1\nHost key verification failed.\n")
    if strict in ("accept-new", "no"):
        with open(known, "a") as f:
            f.write(f"{host} {key}\n")
        return None
    return (f"No ED25519 host key is known for {host} and you have requested strict checking.\n"
            "Host key verification failed.\n")


def main(argv: list[str]) -> int:
    i = 0
    while i < len(argv) and argv[i].startswith("-"):
        i += 2 if argv[i][1:2] in _VALUED and len(argv[i]) == 2 else 1
    host = argv[i] if i < len(argv) else ""
    refused = host_key_check(argv[:i], host.split("@")[-1])
    if refused:
        sys.stderr.write(refused)
        return 255
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
    if "ssh-keygen" in remote and "crusoe-ib-mesh" in remote:  # the mesh's key, made on the launcher
        sys.stdout.write(f"ssh-ed25519 {_fake_key('mesh')} crusoe-ib-mesh\n")
    elif remote.startswith("entry=") and "authorized_keys" in remote:  # authorized; the host key printed
        sys.stdout.write(f"{host_key(host.split('@')[-1])} root@{host.split('@')[-1]}\n")
    elif "mesh-ok" in remote and remote.startswith("hosts="):  # the probe from the launcher
        for address in (re.match(r"hosts='([^']*)'", remote) or re.match(r"()", "")).group(1).split():
            sys.stdout.write(f"mesh-ok {address}\n")
    if words[:3] == ["sudo", "sh", "-c"] and "base64 -w0 /etc/munge/munge.key" in remote:  # a first controller's key
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


def _fake_key(name: str) -> str:
    """A fixed ed25519 public key body for ``name`` (the shape of a real one: 32 bytes after the type)."""
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + hashlib.sha256(name.encode()).digest()
    return base64.b64encode(blob).decode()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
