"""An SSH public key as the Crusoe provider's validator reads it, in the standard library only.

crusoecloud/terraform-provider-crusoe v1.1.1 checks ``crusoe_compute_instance.ssh_key`` with
``SSHKeyValidator`` (internal/validators/ssh_key_validator.go, attached in internal/vm/vm_resource.go;
the lines are in tools/offline/README.md, "Provenance"): ``ssh.ParseAuthorizedKey`` of
golang.org/x/crypto v0.37.0 (the provider's go.mod). That parser decodes the base64 body and parses the key blob completely: the
algorithm named inside the blob, the key material (an Ed25519 key is exactly 32 bytes, an RSA
exponent odd and at least 3, an ECDSA point uncompressed on a NIST curve) and no bytes after it
("ssh: trailing junk in public key"). A body that only *starts* right, such as a key cut short
while copying whose base64 still decodes, passes a prefix check and fails ``terraform plan``
against the real provider with "Invalid SSH Key".

``key_blob_problem`` is that parse; the construct library (settings/node_pool.py) and the offline
stand-in provider (tools/offline) both use it, so they refuse the same keys.
"""
from __future__ import annotations

import base64
import binascii

#: Key algorithms x/crypto's parsePubKey knows (keys.go ``parsePubKey``); anything else is "ssh: unknown
#: key algorithm". Certificates (``*-cert-v01@openssh.com``) are accepted by name only.
ED25519, RSA, DSA = "ssh-ed25519", "ssh-rsa", "ssh-dss"
ECDSA = {"ecdsa-sha2-nistp256": ("nistp256", 32), "ecdsa-sha2-nistp384": ("nistp384", 48),
         "ecdsa-sha2-nistp521": ("nistp521", 66)}
SK_ED25519, SK_ECDSA = "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com"
CERT_SUFFIX = "-cert-v01@openssh.com"


class _Reader:
    """SSH wire format (RFC 4251 section 5): uint32-length-prefixed strings and mpints."""

    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def string(self) -> bytes:
        if len(self.data) - self.at < 4:
            raise ValueError("the key is cut short")
        n = int.from_bytes(self.data[self.at:self.at + 4], "big")
        start, self.at = self.at + 4, self.at + 4 + n
        if self.at > len(self.data):
            raise ValueError("the key is cut short")
        return self.data[start:self.at]

    def mpint(self) -> int:
        raw = self.string()
        return int.from_bytes(raw, "big", signed=True) if raw else 0

    def rest(self) -> bytes:
        return self.data[self.at:]


def key_blob_problem(blob: bytes) -> str | None:
    """Why x/crypto's ``ssh.ParsePublicKey`` refuses this key blob, or None when it parses."""
    reader = _Reader(blob)
    try:
        algo = reader.string().decode("ascii", errors="replace")
        if algo.endswith(CERT_SUFFIX):
            return None  # a certificate: parsed by x/crypto too; not used by this project
        if algo in (ED25519, SK_ED25519):
            size = len(reader.string())
            if size != 32:
                return f"an Ed25519 key is 32 bytes, this one {size}"
            if algo == SK_ED25519:
                reader.string()  # application
        elif algo == RSA:
            e = reader.mpint()
            reader.mpint()  # n
            if e.bit_length() > 24:
                return "the RSA exponent is too large"
            if e < 3 or e % 2 == 0:
                return "the RSA exponent is incorrect"
        elif algo == DSA:
            for _ in range(4):  # p, q, g, y
                reader.mpint()
        elif algo in ECDSA or algo == SK_ECDSA:
            curve, size = ECDSA.get(algo, ("nistp256", 32))
            named = reader.string().decode("ascii", errors="replace")
            if named != curve:
                return f"the curve {named!r} is not {curve}"
            point = reader.string()
            if len(point) != 1 + 2 * size or point[0] != 4:
                return "the ECDSA point is not an uncompressed point of the curve"
            if algo == SK_ECDSA:
                reader.string()  # application
        else:
            return f"unknown key algorithm {algo!r}"
    except ValueError as exc:
        return str(exc)
    if reader.rest():
        return "trailing bytes after the key (ssh: trailing junk in public key)"
    return None


def body_problem(body: str, algorithm: str | None = None) -> str | None:
    """Why the base64 body of an ``authorized_keys`` line is not a key x/crypto parses (of ``algorithm``, when
    given: the type written before the body), or None."""
    try:
        blob = base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        return "the body is not base64"
    if algorithm is not None:
        try:
            named = _Reader(blob).string().decode("ascii", errors="replace")
        except ValueError as exc:
            return str(exc)
        if named != algorithm:
            return f"the body is a {named!r} key, not {algorithm!r}"
    return key_blob_problem(blob)


def authorized_key_problem(text: str) -> str | None:
    """``ssh.ParseAuthorizedKey`` (x/crypto v0.37.0 keys.go) on ``text``: the first line that is not
    blank or a ``#`` comment and whose second field (or, after an options field, third) is a key it
    parses. x/crypto ignores the type written before the body; the blob's own algorithm counts.
    None when a key is found, else why not."""
    last = "ssh: no key found"
    for line in text.split("\n"):
        line = line.split("\r", 1)[0].strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split()
        for body in fields[1:3]:  # "<type> <body>" or "<options> <type> <body>"
            problem = body_problem(body)
            if problem is None:
                return None
            last = problem
    return last
