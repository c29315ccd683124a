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

# Only os and sys at the top: an apply runs this once per host and item (16 times for training-dev, ~1,250
# times a test run), and re (through json and shlex), hashlib and base64 cost ~25 ms of CPU a start on their
# own, ~3x the interpreter's. Each is imported where a call needs it.
import os
import sys

K3S_TOKENS = {"/var/lib/rancher/k3s/server/token": "server", "/var/lib/rancher/k3s/server/agent-token": "node"}
_VALUED = set("bcDEeFIiJLlmOopQRSWw")  # ssh options that take a value


def _fake_ca_sha256() -> str:
    """The fake cluster CA's digest, which a K3s secure token names."""
    return _sha256(b"offline cluster CA").hex()


def host_key(host: str) -> str:
    """``type base64`` of the host's (fake) key."""
    root = os.environ.get("FAKE_SSH_ROOT")
    path = os.path.join(root, host, "etc/ssh/ssh_host_ed25519_key.pub") if root else ""
    if path and os.path.exists(path):
        return " ".join(open(path).read().split()[:2])
    return "ssh-ed25519 " + _fake_key(host)


def _percent_expand(text: str, host: str) -> "tuple[str, str | None]":
    """``text`` with ssh's %h (the host) and %% (a literal %) expanded; (text, None), or (_, the unknown token)."""
    out, i = [], 0
    while i < len(text):
        if text[i] != "%":
            out.append(text[i])
            i += 1
            continue
        token = text[i:i + 2]
        if token not in ("%h", "%%"):
            return "", token
        out.append(host if token == "%h" else "%")
        i += 2
    return "".join(out), None


_CONTROL = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def _json_line(record: dict) -> str:
    """``record`` (strings, ints, None, lists of strings) as one JSON line, as json.dumps writes it, without
    importing json (and re); anything else goes through json."""
    def text(value: str) -> str:
        if not value.isascii():
            import json

            return json.dumps(value)
        out = value.replace("\\", "\\\\").replace('"', '\\"')
        if any(c < " " or c == "\x7f" for c in out):  # a delivery's script has newlines: escaped as json.dumps does
            out = "".join(_CONTROL.get(c) or (f"\\u{ord(c):04x}" if c < " " or c == "\x7f" else c) for c in out)
        return '"' + out + '"'

    def one(value) -> str:
        if value is None:
            return "null"
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            return str(value)
        if isinstance(value, str):
            return text(value)
        return "[" + ", ".join(one(v) for v in value) + "]"
    return "{" + ", ".join(f"{text(k)}: {one(v)}" for k, v in record.items()) + "}"


def _split(remote: str) -> list:
    """The remote command's words as its shell reads them (shlex only where a quote or escape needs it)."""
    if not any(c in remote for c in "'\"\\"):
        return remote.split()
    # A delivery: sudo sh -c '<script without single quotes>' - dest owner mode sum restart marker. Read as its
    # shell reads it without shlex, whose import (re, io) is ~8 ms of a ~20 ms call.
    end = remote.find("'", 12) if remote.startswith("sudo sh -c '") else -1
    rest = remote[end + 1:] if end > 0 else ""
    if end > 0 and rest[:1] in (" ", "") and not any(c in rest for c in "'\"\\$`;&|<>(){}*?[]~#"):
        return ["sudo", "sh", "-c", remote[12:end], *rest.split()]
    import shlex

    return shlex.split(remote)


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
    known, unknown = _percent_expand(known, host)  # %h the host, %% a literal %
    if unknown is not None:
        return "percent_expand: unknown key %s\n" % unknown
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
    words = _split(remote) if remote else []
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
        f.write(_json_line({"argv": argv, "host": host, "remote": remote, "stdin_bytes": len(data),
                            "stdin_sha256": _sha256(data).hex() if data else None}) + "\n")
    if "ssh-keygen" in remote and "crusoe-ib-mesh" in remote:  # the mesh's key, made on the launcher
        sys.stdout.write(f"ssh-ed25519 {_fake_key('mesh')} crusoe-ib-mesh\n")
    elif remote.startswith("entry=") and "authorized_keys" in remote:  # authorized; the host key printed
        sys.stdout.write(f"{host_key(host.split('@')[-1])} root@{host.split('@')[-1]}\n")
    elif "mesh-ok" in remote and remote.startswith("hosts="):  # the probe from the launcher
        import re

        for address in (re.match(r"hosts='([^']*)'", remote) or re.match(r"()", "")).group(1).split():
            sys.stdout.write(f"mesh-ok {address}\n")
    if words[:3] == ["sudo", "sh", "-c"] and "base64 -w0 /etc/munge/munge.key" in remote:  # a first controller's key
        import base64
        import hashlib

        sys.stdout.write(base64.b64encode(hashlib.sha512(b"offline munge key").digest() * 2).decode())
    if words[:2] == ["sudo", "cat"] and len(words) == 3 and words[2] in K3S_TOKENS:
        sys.stdout.write(f"K10{_fake_ca_sha256()}::{K3S_TOKENS[words[2]]}:offline0token0{K3S_TOKENS[words[2]]}\n")
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


def _sha256(data: bytes) -> bytes:
    try:  # the built-in module: hashlib loads OpenSSL first (~3 ms of a ~12 ms call)
        from _sha256 import sha256
    except ImportError:
        from hashlib import sha256
    return sha256(data).digest()


def _fake_key(name: str) -> str:
    """A fixed ed25519 public key body for ``name`` (the shape of a real one: 32 bytes after the type), kept in
    ``$FAKE_SSH_LOG``'s folder once made: the next call (a new process) reads it instead of hashing again."""
    log = os.environ.get("FAKE_SSH_LOG")
    cache = os.path.join(os.path.dirname(os.path.abspath(log)), ".fake-ssh-keys", name.replace("/", "_")) if log else ""
    try:
        if cache:
            with open(cache) as f:
                return f.read()
    except OSError:
        pass
    import base64

    body = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + _sha256(name.encode())).decode()
    try:
        if cache:
            os.makedirs(os.path.dirname(cache), exist_ok=True)
            with open(cache + f".{os.getpid()}", "w") as f:
                f.write(body)
            os.replace(cache + f".{os.getpid()}", cache)
    except OSError:
        pass
    return body


def write_executable(path: "str | os.PathLike", *, no_site: bool = True) -> None:
    """Write ``path`` as an executable ``ssh`` that runs :func:`main`: a Python script importing this module
    (its bytecode cached, where running this file as a script compiles it at every call), or, where the
    interpreter's path cannot stand in a shebang line, a shell script that runs this file."""
    python, here = sys.executable, os.path.dirname(os.path.abspath(__file__))
    flags = " -S" if no_site else ""
    if len(python) < 100 and not any(c.isspace() for c in python):
        text = (f"#!{python}{flags}\n# The offline cloud's ssh (tools/offline/fake_ssh.py): records each call.\n"
                f"import sys\nsys.path.insert(0, {here!r})\nfrom fake_ssh import main\nsys.exit(main(sys.argv[1:]))\n")
    else:
        import shlex

        text = (f"#!/bin/sh\nexec {shlex.quote(python)}{flags} "
                f"{shlex.quote(os.path.join(here, 'fake_ssh.py'))} \"$@\"\n")
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, 0o755)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
