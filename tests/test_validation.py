"""The product's table of bad configurations: one row per bad input, each naming the code, the field,
the value and the fix it must produce.

Rows validate through ``EnvironmentConfig.issues()`` / ``crusoe_ib.app.app_issues`` (pure Python, no
synth), so the table stays fast; a handful of end-to-end checks go through ``crusoe_ib.app.build``
(tests/app/test_app.py runs the app's ``main.py`` itself). Every row starts from the library's own
fixture environments (tests/library_fixtures.py), never from the app's.

A row is ``(id, changes, code, where suffix, message regex)``. ``changes`` is, by type:

* a dict: ``tests.support.env(**changes)`` (a dict for a settings field changes fields of it);
* ``Raw(...)``: fields replaced exactly as written (a dict stays a dict);
* ``App(...)``: several environments validated together (a dict item goes through ``env``);
* ``PoolProps(...)``: ``GpuNodePoolProps`` fields, for rules only the construct's props carry;
* ``Library(function, kwargs)``: a library API call made directly (not through settings); the issues of the
  ``ConfigError`` it raises.
"""

from __future__ import annotations

import atexit
import base64
import dataclasses
import json
import re
import shutil
import sys
import tempfile
import textwrap
from pathlib import Path

from crusoe_ib.core import cdk
import pytest

from crusoe_ib import (
    GpuNodePool, GpuNodePoolProps, K3sSettings, ManagedKubernetesSettings, MungeKey, NetworkSettings, NodeOverride,
    NodePoolSettings, SlurmSettings, TorchrunSettings,
)
from crusoe_ib.backend import LocalState, S3State
from crusoe_ib.core.errors import CATALOGUE, ConfigError, Issue, issue
from crusoe_ib.app import EnvironmentConfig, app_issues, build
from crusoe_ib.core._settings import CALL_CODES
from tests.library_fixtures import EXAMPLE_KEY_FILE, OPERATORS_KEY, fixture
from tests.support import Bare, boot_script, env

REPO = Path(__file__).resolve().parent.parent
H100 = "h100-80gb-sxm-ib.8x"
PUB = Path(OPERATORS_KEY).read_text().strip()


def _reencoded(line: str, change) -> str:
    """An OpenSSH public key line whose decoded key blob ``change`` altered (still valid base64)."""
    kind, body, *rest = line.split()
    return " ".join([kind, base64.b64encode(change(base64.b64decode(body))).decode(), *rest])
ADD_ONS = ("nvidia_gpu_operator", "nvidia_network_operator")


# --- how a row's changes become issues ----------------------------------------------------------


class Raw(dict):
    """Environment fields replaced exactly as written (``base`` picks the environment)."""

    def __repr__(self) -> str:
        return f"Raw({dict.__repr__(self)})"


class App(tuple):
    """Environments validated together; a dict item is ``env(**item)``, anything else is used as is."""

    def __new__(cls, *items):
        return super().__new__(cls, items)

    def __repr__(self) -> str:
        return f"App{tuple.__repr__(self)}"


class PoolProps(dict):
    """``GpuNodePoolProps`` fields over a valid pool of 2 x H100 (the props' own rules)."""

    def __repr__(self) -> str:
        return f"PoolProps({dict.__repr__(self)})"


class Library(tuple):
    """``(function, kwargs)``: a call into the library's own API; its ConfigError's issues (none if it returns)."""

    def __new__(cls, function, kwargs):
        return super().__new__(cls, (function, kwargs))

    def __repr__(self) -> str:
        return f"Library({self[0].__name__}, {self[1]!r})"


def _delivery_item(**fields):
    """A ``node_delivery.Item`` whose other fields are valid (the munge key, as SlurmCluster delivers it)."""
    from crusoe_ib.node_delivery import Item
    return Item(**{"name": "MUNGE_KEY", "dest": "/etc/munge/munge.key", "owner": "munge:munge", "mode": "0400",
                   "secret": "base64encode(var.munge_key)", "restart": "munge"} | fields)


def _known_hosts_in_stack(stack: str):
    """``node_delivery.known_hosts_dir`` of a construct in a stack with this id (what every delivery asks)."""
    from crusoe_ib.node_delivery import known_hosts_dir
    return known_hosts_dir(cdk.Construct(cdk.TerraformStack(cdk.App(), stack), "pool"))


def _delivery(**use):
    """A ``NodeDelivery`` in a fresh stack, then one use of its API (``item`` twice, ``trigger``, ``step``)."""
    from crusoe_ib.core import _shell
    from crusoe_ib.node_delivery import NodeDelivery
    delivery = NodeDelivery(cdk.TerraformStack(cdk.App(), "training"), "delivery", hosts='{"a" = "192.0.2.1"}',
                            ids='{"a" = "i-1"}', ssh_user="ubuntu", ssh_options=(), triggers='["i-1"]')
    if "item" in use:
        delivery.add(_delivery_item())
        delivery.add(_delivery_item(**use["item"]))
    if "trigger" in use:
        delivery.add_trigger(use["trigger"], "var.x")
    if "step" in use:
        delivery.prepare(_shell.line("cat", _shell.Ref(use["step"])), {})


def _issues(changes) -> list[Issue]:
    if isinstance(changes, Library):
        function, kwargs = changes
        try:
            function(**kwargs)
        except ConfigError as exc:
            return exc.issues
        return []
    if isinstance(changes, App):
        return app_issues([env(**c) if isinstance(c, dict) else c for c in changes])
    if isinstance(changes, Raw):
        fields = dict(changes)
        config = dataclasses.replace(fixture(fields.pop("base", "training-dev")), **fields)
        return app_issues([config])
    if isinstance(changes, PoolProps):
        bare = Bare()
        guard = bare.add_guard(instance_type=H100, node_count=2)
        changes = dict(changes)
        if changes.pop("guard_already_has_a_pool", False):
            bare.add_pool("first-pool")
        props = dict(name="training-dev", settings=NodePoolSettings(ssh_public_key=PUB), capacity_guard=guard,
                     partition=bare.partition or bare.add_partition(), subnet_id="subnet") | changes
        return GpuNodePoolProps(**props).issues("training-dev/pool")
    return app_issues([env(**changes)])


# --- SSH keys, and files holding them -------------------------------------------------------------

_KEY_DIR = Path(tempfile.mkdtemp(prefix="crusoe-ib-test-keys-"))
atexit.register(shutil.rmtree, _KEY_DIR, ignore_errors=True)


def key_file(name: str, content: str | bytes) -> str:
    """A file under a private temporary directory holding ``content``; returns its path."""
    path = _KEY_DIR / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return str(path)


def key(text) -> dict:
    return dict(pool=dict(ssh_public_key=text, ssh_public_key_file=None))


def keyfile(path) -> dict:
    return dict(pool=dict(ssh_public_key=None, ssh_public_key_file=path))


def _armoured(label: str, body: str) -> str:
    lines = textwrap.wrap(body, 64)
    return "\n".join([f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"]) + "\n"


# The secret part of each sample: the tests assert not even a fragment of it is ever shown.
SECRETS = {
    "openssh": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACBuWcxSECRETopenssh7Q",
    "rsa": "MIIEpAIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLwSECRETrsaPEMbodyQ8vB3x",
    "ec": "MHcCAQEEIIrYSSNQFaA2Hwf1duRSxKtLYX5CB04fSeQ6tF1aY/PuSECRETecBodyoAoGCCqGSM49AwEHoUQDQgAE",
    "pkcs8": "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgSECRETpkcs8BodyevRzNj5sKmhQ9uGVnq7Wq0Kz",
    "encrypted": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQISECRETencryptedBodyAgIIADAMBggqhkiG9w0",
    "dsa": "MIIBuwIBAAKBgQD2SECRETdsaBodyXjyZ8O1HdTT5W0cKZ3kqZ1Q9m3OvQbQ8u2sN2hQbJ1yD0aTn3yT5qQ",
    "putty": "AAAAIGs3SECRETputtyPrivateLinesBodyN2mE1sQ4p8Zq2f5Tt9g",
    "ssh2": "P2/56wAAAgIAAAAmZGwtbW9kcGxhaW5SECRETssh2BodyiuxyC1yZWFkLW9ubHkAAAAEbm9uZQ",
}
PRIVATE_KEYS = {
    "openssh": _armoured("OPENSSH PRIVATE KEY", SECRETS["openssh"]),
    "rsa": _armoured("RSA PRIVATE KEY", SECRETS["rsa"]),
    "ec": _armoured("EC PRIVATE KEY", SECRETS["ec"]),
    "pkcs8": _armoured("PRIVATE KEY", SECRETS["pkcs8"]),
    "encrypted": _armoured("ENCRYPTED PRIVATE KEY", SECRETS["encrypted"]),
    "dsa": _armoured("DSA PRIVATE KEY", SECRETS["dsa"]),
    "putty": ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ops\nPublic-Lines: 2\n"
              f"AAAAC3NzaC1lZDI1NTE5AAAAIKi03Qyw0rbrO4Nn50hpvXGPnDxJLjYzSeZpp/Pv5zha\nPrivate-Lines: 1\n"
              f"{SECRETS['putty']}\nPrivate-MAC: 5f1e2d3c\n"),
    "ssh2": ("---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: \"ops\"\n"
             f"{SECRETS['ssh2']}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----\n"),
    "leading whitespace": "\n\n   \t" + _armoured("OPENSSH PRIVATE KEY", SECRETS["openssh"]),
    "crlf": _armoured("RSA PRIVATE KEY", SECRETS["rsa"]).replace("\n", "\r\n"),
    "lowercase armour": _armoured("openssh private key", SECRETS["openssh"]).lower(),
    "bare openssh body": SECRETS["openssh"],
    "after a public key": PUB + "\n" + _armoured("RSA PRIVATE KEY", SECRETS["rsa"]),
}
PRIVATE_KEY_FILES = {
    "id_ed25519": key_file("id_ed25519", PRIVATE_KEYS["openssh"]),
    "id_rsa.pub": key_file("id_rsa.pub", PRIVATE_KEYS["rsa"]),  # a .pub name holding a private key
    "id_ecdsa.ppk": key_file("id_ecdsa.ppk", PRIVATE_KEYS["putty"]),
    "id_pkcs8 crlf": key_file("id_pkcs8.pem", PRIVATE_KEYS["pkcs8"].replace("\n", "\r\n")),
}
# A body that is valid base64 of an ssh-rsa key, claimed as ssh-ed25519.
RSA_BODY = base64.b64encode(b"\x00\x00\x00\x07ssh-rsa" + b"\x00\x00\x00\x03\x01\x00\x01" + bytes(40)).decode()
DSS_BODY = base64.b64encode(b"\x00\x00\x00\x07ssh-dss" + bytes(40)).decode()
EMPTY_FILE = key_file("empty.pub", "")
GARBAGE_FILE = key_file("garbage.pub", "this is not a key\n")
BINARY_FILE = key_file("binary.pub", bytes(range(256)))
TWO_KEYS_FILE = key_file("two.pub", PUB + "\n" + PUB + "\n")

_P = re.escape("PRIVATE key. Only a public key")  # CIB033's rule
_NOT_PUB = r"Not one OpenSSH public key line"
_EXPR = r"literal value; '\$\{' or '%\{' would make Terraform evaluate it"


def ssh(*cidrs, production=False) -> dict:
    return dict(network=dict(ssh_source_cidrs=cidrs), production=production)


def open_ssh(*cidrs) -> dict:
    """SSH ranges outside production with the explicit opt-in."""
    return dict(network=dict(ssh_source_cidrs=cidrs, allow_ssh_from_internet=True))


def api(*cidrs, production=True) -> dict:
    """K3s API ranges (training-k3s: SSH limited to the operators' range, so only the API is wrong)."""
    return dict(base="training-k3s", orchestration=K3sSettings(api_source_cidrs=cidrs), production=production)


def torchrun(**fields) -> dict:
    return dict(orchestration=TorchrunSettings(**fields))


def k3s(**fields) -> dict:
    return dict(base="training-k3s", orchestration=K3sSettings(**fields))


def slurm(**fields) -> dict:
    return dict(base="training-slurm", orchestration=SlurmSettings(**{"munge_key": MungeKey.generated(), **fields}))


def munge_file(name: str, content: bytes, mode: int = 0o600) -> str:
    path = _KEY_DIR / name
    path.write_bytes(content)
    path.chmod(mode)
    return str(path)


def cmk(**changes) -> dict:
    return dict(base="training-cmk", **changes)


def cmk_settings(**fields) -> dict:
    return dict(base="training-cmk", orchestration=ManagedKubernetesSettings(**{"kubernetes_version": "1.32.7-cmk.3", **fields}))


def overrides(**values) -> dict:
    return dict(verification=dict(threshold_overrides=values))


def state(value) -> dict:
    return dict(state=value)


def s3(**fields) -> dict:
    return dict(base="training-prod", state=S3State(**{"bucket": "crusoe-ib-terraform-state", "key": "p/terraform.tfstate", **fields}))


PROD = fixture("training-prod")
EXAMPLE_KEY = Path(EXAMPLE_KEY_FILE).read_text().strip()


def prod_copy(name: str, **state_fields) -> EnvironmentConfig:
    """training-prod under another name, its S3 state changed by ``state_fields``."""
    return dataclasses.replace(PROD, name=name, state=dataclasses.replace(PROD.state, **state_fields))


class TeamNodePool(GpuNodePool):
    """A pool class (valid in VM modes; a managed pool is not built by it)."""


_INTERNET_SSH = r"source ranges of SSH \(22\) must not cover the whole internet"
_INTERNET_API = r"source ranges of the Kubernetes API \(6443\) must not cover the whole internet"
_CANON = r"canonical form.*Fix: Write it as"
_VM_ONLY = r"configures the pool's VMs; a Crusoe managed node pool has no"

CASES = [
    # (id, changes, code, where suffix, message regex)
    # --- a private key reaching ssh_public_key: refused (CIB033), never echoed -----------------
    *[(f"private key text: {name}", key(text), "CIB033", "pool.ssh_public_key",
       r"= '<private key, redacted>': This is a " + _P) for name, text in PRIVATE_KEYS.items()],
    *[(f"private key file: {name}", keyfile(path), "CIB033", "pool.ssh_public_key_file",
       re.escape(repr(path)) + r": This is a " + _P) for name, path in PRIVATE_KEY_FILES.items()],
    ("expression reading a private key", key('${file("~/.ssh/id_rsa")}'), "CIB091", "pool.ssh_public_key",
     r"""'\$\{file\("~/.ssh/id_rsa"\)\}': This field takes a """ + _EXPR),
    ("expression in the key file path", keyfile('${path.module}/id.pub'), "CIB091", "pool.ssh_public_key_file",
     r"'\$\{path.module\}/id.pub'.*" + _EXPR),
    ("template directive as a key", key("%{ if true }ssh-ed25519 AAAA%{ endif }"), "CIB091", "pool.ssh_public_key", _EXPR),
    ("expression in a key's comment", key(PUB + " ${var.x}"), "CIB091", "pool.ssh_public_key", _EXPR),
    ("expression at the end of a long key comment is shown", key(PUB + " ops-" + "x" * 60 + "${file(\"/etc/shadow\")}"),
     "CIB091", "pool.ssh_public_key", r"= '\.\.\.x+\$\{file\(\"/etc/shadow\"\)\}'"),
    # --- public key problems ---------------------------------------------------------------------
    ("two keys on two lines", key(PUB + "\n" + PUB), "CIB034", "pool.ssh_public_key", r"'ssh-ed25519 AAAAC3NzaC1l\.\.\.': " + _NOT_PUB),
    # The Crusoe provider parses the whole key (golang.org/x/crypto ssh.ParseAuthorizedKey, its
    # internal/validators/ssh_key_validator.go): a key cut short, or with bytes after it, fails its plan.
    ("key cut short while copying", key(_reencoded(PUB, lambda blob: blob[:-3])), "CIB034", "pool.ssh_public_key",
     _NOT_PUB),
    ("key with bytes after it", key(_reencoded(PUB, lambda blob: blob + b"\0\0\0")), "CIB034", "pool.ssh_public_key",
     _NOT_PUB),
    ("two keys in a file", keyfile(TWO_KEYS_FILE), "CIB034", "pool.ssh_public_key_file", r"two\.pub': " + _NOT_PUB),
    ("body of another type", key(f"ssh-ed25519 {RSA_BODY} ops"), "CIB034", "pool.ssh_public_key", r"decodes to the same type"),
    ("type not accepted (ssh-dss)", key(f"ssh-dss {DSS_BODY} ops"), "CIB034", "pool.ssh_public_key", _NOT_PUB),
    ("body not base64", key("ssh-ed25519 AAAA!!!! ops"), "CIB034", "pool.ssh_public_key", r"'ssh-ed25519 AAAA!!!! ops'"),
    ("type without body", key("ssh-ed25519"), "CIB034", "pool.ssh_public_key", _NOT_PUB),
    ("garbage key text", key("hello"), "CIB034", "pool.ssh_public_key", r"= 'hello': " + _NOT_PUB),
    ("empty key text", key(""), "CIB034", "pool.ssh_public_key", r"= '': " + _NOT_PUB),
    ("blank key text", key("  \n "), "CIB034", "pool.ssh_public_key", _NOT_PUB),
    ("RFC 4716 public key block", key("---- BEGIN SSH2 PUBLIC KEY ----\nAAAAC3NzaC1lZDI1NTE5AAAAIKi03Qyw0rbrO4Nn50h\n"
                                      "---- END SSH2 PUBLIC KEY ----"), "CIB034", "pool.ssh_public_key", _NOT_PUB),
    ("control character in the comment", key(PUB + "\x1b[31m"), "CIB034", "pool.ssh_public_key", _NOT_PUB),
    ("carriage return inside the key", key(PUB.replace(" training", "\r training")), "CIB034", "pool.ssh_public_key", _NOT_PUB),
    ("empty key file", keyfile(EMPTY_FILE), "CIB034", "pool.ssh_public_key_file", r"empty\.pub': " + _NOT_PUB),
    ("garbage key file", keyfile(GARBAGE_FILE), "CIB034", "pool.ssh_public_key_file", r"garbage\.pub': " + _NOT_PUB),
    ("binary key file", keyfile(BINARY_FILE), "CIB034", "pool.ssh_public_key_file", r"binary\.pub': " + _NOT_PUB),
    ("key and key file both set", dict(pool=dict(ssh_public_key=PUB)), "CIB031", "pool.ssh_public_key",
     r"'<both set>': Exactly one of ssh_public_key and ssh_public_key_file"),
    ("neither key nor key file", dict(pool=dict(ssh_public_key_file=None)), "CIB031", "pool.ssh_public_key",
     r"= None: Exactly one of.*Fix: Pass the public key text"),
    ("missing key file", keyfile("/nonexistent/id_ed25519.pub"), "CIB032", "pool.ssh_public_key_file",
     r"'/nonexistent/id_ed25519.pub': Cannot read the file \(No such file or directory\)"),
    ("key file is a directory", keyfile(str(_KEY_DIR)), "CIB032", "pool.ssh_public_key_file", r"Cannot read the file \(Is a directory\)"),
    ("empty key file path", keyfile(""), "CIB032", "pool.ssh_public_key_file", r"Cannot read the file \(empty path\)"),
    ("newline in the key file path", keyfile(OPERATORS_KEY + "\n"), "CIB092", "pool.ssh_public_key_file", r"\\n': This value must be one line"),
    ("key as a number", key(42), "CIB090", "pool.ssh_public_key", r"a string, or None, not int 42"),
    # --- SSH open to the internet in production, in parts or other spellings ---------------------
    ("prod ssh 0.0.0.0/0", ssh("0.0.0.0/0", production=True), "CIB022", "network.ssh_source_cidrs", _INTERNET_SSH + r" \(IPv4, 0\.0\.0\.0/0\)"),
    ("prod ssh two halves", ssh("0.0.0.0/1", "128.0.0.0/1", production=True), "CIB022", "network.ssh_source_cidrs",
     r"\('0\.0\.0\.0/1', '128\.0\.0\.0/1'\): .*these ranges together do"),
    ("prod ssh four quarters", ssh("0.0.0.0/2", "64.0.0.0/2", "128.0.0.0/2", "192.0.0.0/2", production=True), "CIB022",
     "network.ssh_source_cidrs", _INTERNET_SSH),
    ("prod ssh internet beside a good range", ssh("203.0.113.0/24", "0.0.0.0/0", production=True), "CIB022",
     "network.ssh_source_cidrs", _INTERNET_SSH),
    ("prod ssh host bits /0", ssh("1.2.3.4/0", production=True), "CIB022", "network.ssh_source_cidrs", _INTERNET_SSH),
    ("prod ssh host bits /0 is also non-canonical", ssh("1.2.3.4/0", production=True), "CIB021", "network.ssh_source_cidrs",
     r"'1\.2\.3\.4/0'.*Write it as '0\.0\.0\.0/0' \(your address had host bits set"),
    ("prod ssh /00", ssh("0.0.0.0/00", production=True), "CIB022", "network.ssh_source_cidrs", _INTERNET_SSH),
    ("ssh /00 is non-canonical", ssh("0.0.0.0/00"), "CIB021", "network.ssh_source_cidrs", r"'0\.0\.0\.0/00'.*Write it as '0\.0\.0\.0/0'\."),
    ("prod ssh IPv6 halves", ssh("::/1", "8000::/1", production=True), "CIB022", "network.ssh_source_cidrs", _INTERNET_SSH + r" \(IPv6, ::/0\)"),
    ("prod ssh ::/0", ssh("::/0", production=True), "CIB022", "network.ssh_source_cidrs", r"\('::/0',\).*IPv6, ::/0"),
    ("prod ssh IPv6 internet beside IPv4", ssh("203.0.113.0/24", "::/0", production=True), "CIB022", "network.ssh_source_cidrs", r"IPv6"),
    ("prod ssh /7", ssh("10.0.0.0/7", production=True), "CIB023", "network.ssh_source_cidrs",
     r"'10\.0\.0\.0/7': In production, a source range must be no wider than /8 for IPv4"),
    ("prod ssh /1 alone", ssh("0.0.0.0/1", production=True), "CIB023", "network.ssh_source_cidrs", r"no wider than /8"),
    ("prod ssh IPv6 /16", ssh("2001::/16", production=True), "CIB023", "network.ssh_source_cidrs", r"no wider than /32 for IPv6"),
    # exposure is judged by addresses: the union of every range against one /8 of IPv4
    ("prod ssh 255 /8s", ssh(*[f"{n}.0.0.0/8" for n in range(256) if n != 10], production=True), "CIB231",
     "network.ssh_source_cidrs", r"together may open at most 16,777,216 IPv4 addresses \(one /8\).*these open "
     r"4,278,190,080 \(99\.6% of IPv4\)"),
    ("prod ssh two /8s", ssh("11.0.0.0/8", "12.0.0.0/8", production=True), "CIB231", "network.ssh_source_cidrs",
     r"open 33,554,432 \(0\.8% of IPv4\)"),
    ("prod ssh a /8 and a /24 beside it", ssh("11.0.0.0/8", "203.0.113.0/24", production=True), "CIB231",
     "network.ssh_source_cidrs", r"open 16,777,472"),
    ("dev ssh 255 /8s without opt-in", dict(network=dict(ssh_source_cidrs=tuple(f"{n}.0.0.0/8" for n in range(256) if n != 10),
                                                         allow_ssh_from_internet=False)), "CIB232",
     "network.ssh_source_cidrs", r"open 4,278,190,080 IPv4 addresses.*set allow_ssh_from_internet=True"),
    ("dev ssh a /7 without opt-in", dict(network=dict(ssh_source_cidrs=("12.0.0.0/7",), allow_ssh_from_internet=False)), "CIB232", "network.ssh_source_cidrs", r"33,554,432"),
    ("prod api two /8s", api("11.0.0.0/8", "12.0.0.0/8"), "CIB231", "orchestration.api_source_cidrs",
     r"the Kubernetes API \(6443\) together may open at most"),
    ("dev api 128 /8s without opt-in", api(*[f"{n}.0.0.0/8" for n in range(128, 256)], production=False), "CIB232",
     "orchestration.api_source_cidrs", r"set allow_api_from_internet=True"),
    ("dev api inheriting 255 /8s of SSH", dict(base="training-k3s", network=dict(
        ssh_source_cidrs=tuple(f"{n}.0.0.0/8" for n in range(256) if n != 10), allow_ssh_from_internet=True)), "CIB232",
     "orchestration.api_source_cidrs", r"inheriting ssh_source_cidrs.*allow_api_from_internet=True"),
    ("ssh duplicate", ssh("203.0.113.0/24", "203.0.113.0/24"), "CIB025", "network.ssh_source_cidrs", r"A CIDR is listed twice"),
    ("ssh duplicate in two spellings", ssh("2001:db8::/32", "2001:0db8::/32"), "CIB025", "network.ssh_source_cidrs", r"listed twice"),
    ("ssh trailing newline", ssh("203.0.113.0/24\n"), "CIB021", "network.ssh_source_cidrs", r"'203\.0\.113\.0/24\\n': A CIDR"),
    ("ssh leading space", ssh(" 203.0.113.0/24"), "CIB021", "network.ssh_source_cidrs", r"' 203\.0\.113\.0/24': A CIDR"),
    ("ssh leading zeros", ssh("010.0.0.0/8"), "CIB021", "network.ssh_source_cidrs", r"'010\.0\.0\.0/8'.*no leading zeros"),
    ("ssh not a CIDR", ssh("nope"), "CIB021", "network.ssh_source_cidrs", r"'nope'.*Write it as address/prefix"),
    ("ssh octet out of range", ssh("300.1.1.1/8"), "CIB021", "network.ssh_source_cidrs", r"'300\.1\.1\.1/8'"),
    ("ssh prefix too long", ssh("203.0.113.0/33"), "CIB021", "network.ssh_source_cidrs", r"'203\.0\.113\.0/33'"),
    ("ssh host bits", ssh("203.0.113.7/24"), "CIB021", "network.ssh_source_cidrs", r"Write it as '203\.0\.113\.0/24' \(your address had host bits"),
    ("ssh empty string", ssh(""), "CIB021", "network.ssh_source_cidrs", r"= '': A CIDR"),
    ("ssh no ranges", ssh(), "CIB020", "network.ssh_source_cidrs", r"= \(\): At least one source CIDR is required"),
    ("ssh bare string", dict(network=dict(ssh_source_cidrs="203.0.113.0/24")), "CIB090", "network.ssh_source_cidrs",
     re.escape("Write ssh_source_cidrs=('203.0.113.0/24',) (note the trailing comma)")),
    ("ssh None", dict(network=dict(ssh_source_cidrs=None)), "CIB090", "network.ssh_source_cidrs", r"a tuple of strings, not NoneType"),
    # the same for the K3s API, in production
    ("prod api 0.0.0.0/0", api("0.0.0.0/0"), "CIB022", "orchestration.api_source_cidrs", _INTERNET_API),
    ("prod api two halves", api("0.0.0.0/1", "128.0.0.0/1"), "CIB022", "orchestration.api_source_cidrs", _INTERNET_API),
    ("prod api IPv6 halves", api("::/1", "8000::/1"), "CIB022", "orchestration.api_source_cidrs", _INTERNET_API + r" \(IPv6"),
    ("prod api ::/0", api("::/0"), "CIB022", "orchestration.api_source_cidrs", r"IPv6, ::/0"),
    ("prod api host bits /0", api("1.2.3.4/0"), "CIB022", "orchestration.api_source_cidrs", _INTERNET_API),
    ("prod api /00", api("0.0.0.0/00"), "CIB021", "orchestration.api_source_cidrs", r"'0\.0\.0\.0/00'"),
    ("prod api /7", api("10.0.0.0/7"), "CIB023", "orchestration.api_source_cidrs",
     r"no wider than /8 for IPv4\. Fix: Restrict the Kubernetes API \(6443\)"),
    ("prod api IPv6 /16", api("2001::/16"), "CIB023", "orchestration.api_source_cidrs", r"/32 for IPv6"),
    ("api duplicate", api("10.0.0.0/8", "10.0.0.0/8", production=False), "CIB025", "orchestration.api_source_cidrs", r"listed twice"),
    ("api trailing newline", api("10.0.0.0/8\n", production=False), "CIB021", "orchestration.api_source_cidrs", r"'10\.0\.0\.0/8\\n'"),
    ("api leading space", api(" 10.0.0.0/8", production=False), "CIB021", "orchestration.api_source_cidrs", r"' 10\.0\.0\.0/8'"),
    ("api leading zeros", api("10.0.0.0/08", production=False), "CIB021", "orchestration.api_source_cidrs", r"Write it as '10\.0\.0\.0/8'"),
    ("api not a CIDR", api("nope", production=False), "CIB021", "orchestration.api_source_cidrs", r"'nope'"),
    ("api no ranges", api(production=False), "CIB020", "orchestration.api_source_cidrs", r"At least one source CIDR"),
    ("api bare string", k3s(api_source_cidrs="10.0.0.0/8"), "CIB090", "orchestration.api_source_cidrs",
     re.escape("a tuple of strings, or None, not str '10.0.0.0/8'")),
    # VPC and subnet
    ("subnet outside the vpc", dict(network=dict(subnet_cidr="192.168.0.0/16")), "CIB024", "network.subnet_cidr",
     r"'192\.168\.0\.0/16': The subnet must lie inside vpc_cidr 10\.0\.0\.0/8"),
    ("subnet wider than the vpc", dict(network=dict(subnet_cidr="10.0.0.0/7")), "CIB024", "network.subnet_cidr", r"inside vpc_cidr"),
    ("IPv6 subnet in an IPv4 vpc", dict(network=dict(subnet_cidr="fd00::/64")), "CIB024", "network.subnet_cidr", r"'fd00::/64'.*inside vpc_cidr"),
    ("subnet host bits", dict(network=dict(subnet_cidr="10.0.0.1/16")), "CIB021", "network.subnet_cidr",
     r"Write it as '10\.0\.0\.0/16' \(your address had host bits"),
    ("subnet host bits outside the vpc", dict(network=dict(subnet_cidr="192.168.0.1/16")), "CIB024", "network.subnet_cidr", r"inside vpc_cidr"),
    ("vpc not a CIDR", dict(network=dict(vpc_cidr="ten")), "CIB021", "network.vpc_cidr", r"'ten'"),
    ("vpc trailing newline", dict(network=dict(vpc_cidr="10.0.0.0/8\n")), "CIB021", "network.vpc_cidr", r"'10\.0\.0\.0/8\\n'"),
    # --- names, locations, ids: trailing newlines, quotes, expressions, control characters -------
    ("location trailing newline", dict(capacity=dict(locations="us-east1-a\n")), "CIB007", "capacity.locations",
     r"'us-east1-a\\n': A location looks like 'us-east1-a'"),
    ("location with a space", dict(capacity=dict(locations=("us-east1-a", "US East"))), "CIB007", "capacity.locations", r"'US East'"),
    ("location upper case", dict(capacity=dict(locations="US-EAST1-A")), "CIB007", "capacity.locations", r"'US-EAST1-A'"),
    ("location empty string", dict(capacity=dict(locations="")), "CIB007", "capacity.locations", r"= '': A location"),
    ("location expression", dict(capacity=dict(locations="${var.location}")), "CIB007", "capacity.locations", r"'\$\{var\.location\}'"),
    ("no location", dict(capacity=dict(locations=())), "CIB006", "capacity.locations", r"At least one location is required"),
    ("location twice", dict(capacity=dict(locations=("us-east1-a", "us-east1-a"))), "CIB008", "capacity.locations", r"listed twice"),
    ("location list holding None", dict(capacity=dict(locations=("us-east1-a", None))), "CIB090", "capacity.locations",
     r"a string or a tuple of strings, not tuple"),
    ("partition trailing newline", dict(partition=dict(name="x\n")), "CIB010", "partition.name", r"'x\\n': A partition name"),
    ("partition upper case", dict(partition=dict(name="Bad_Name")), "CIB010", "partition.name", r"'Bad_Name'.*lowercase"),
    ("partition empty", dict(partition=dict(name="")), "CIB010", "partition.name", r"= '': A partition name"),
    ("partition too long", dict(partition=dict(name="p" * 64)), "CIB010", "partition.name", r"1-63 lowercase"),
    ("partition ends in a dash", dict(partition=dict(name="llm-")), "CIB010", "partition.name", r"'llm-'"),
    ("environment name trailing newline", dict(name="training-dev\n"), "CIB011", "name",
     r"^'training-dev\\n'\.name = 'training-dev\\n': An environment name"),
    ("environment name with NUL", dict(name="dev\x00"), "CIB011", "name", r"'dev\\x00'"),
    ("environment name upper case", dict(name="Training"), "CIB011", "name", r"'Training'.*1-42 lowercase"),
    ("environment name too long", dict(name="e" * 43), "CIB011", "name", r"1-42 lowercase"),
    ("environment name empty", dict(name=""), "CIB011", "name", r"^<environment>\.name = ''"),
    ("environment name expression", dict(name="${var.env}"), "CIB011", "name", r"'\$\{var\.env\}'"),
    ("managed environment name too long for CMK", cmk(name="c" * 41), "CIB070", "name",
     r"'c{41}': A managed cluster name is 1-40 lowercase"),
    ("pool name (construct props)", PoolProps(name="Bad_Pool"), "CIB030", "pool.name", r"'Bad_Pool': A pool name is 1-42"),
    ("second pool on one guard (construct props)", PoolProps(guard_already_has_a_pool=True), "CIB083",
     "pool.capacity_guard", r"One IbCapacityGuard checks exactly one pool"),
    ("guard that is not a construct (construct props)", PoolProps(capacity_guard="capacity"), "CIB090",
     "pool.capacity_guard", r"must be an IbCapacityGuard\(\.\.\.\), not str"),
    ("k3s name trailing newline", k3s(name="crusoe-k3s\n"), "CIB061", "orchestration.name", r"'crusoe-k3s\\n': A K3s cluster name"),
    ("k3s name upper case", k3s(name="K3S_prod"), "CIB061", "orchestration.name", r"'K3S_prod'"),
    ("k3s name too long", k3s(name="k" * 33), "CIB061", "orchestration.name", r"1-32 lowercase"),
    ("k3s version trailing newline", k3s(k3s_version="v1.28.4+k3s2\n"), "CIB062", "orchestration.k3s_version",
     r"'v1\.28\.4\+k3s2\\n': A K3s version is a release tag"),
    ("k3s version without tag", k3s(k3s_version="1.28"), "CIB062", "orchestration.k3s_version", r"e\.g\. v1\.35\.4\+k3s1"),
    ("k3s version expression", k3s(k3s_version="${var.v}"), "CIB062", "orchestration.k3s_version", r"'\$\{var\.v\}'"),
    ("cmk version trailing newline", cmk_settings(kubernetes_version="1.32.7-cmk.3\n"), "CIB071", "orchestration.kubernetes_version",
     r"'1\.32\.7-cmk\.3\\n': A Crusoe Managed Kubernetes version"),
    ("cmk version short", cmk_settings(kubernetes_version="1.32"), "CIB071", "orchestration.kubernetes_version", r"MAJOR\.MINOR\.PATCH-cmk\.N"),
    ("cmk version with a second word", cmk_settings(kubernetes_version="1.32.7-cmk.3 latest"), "CIB071",
     "orchestration.kubernetes_version", r"'1\.32\.7-cmk\.3 latest'.*suffix of letters, digits and \. \+ -"),
    ("cmk version with a zero-width space", cmk_settings(kubernetes_version="1.32.7-cmk.3\u200b"), "CIB071",
     "orchestration.kubernetes_version", r"Crusoe Managed Kubernetes version"),
    ("cmk version with a quote", cmk_settings(kubernetes_version='1.32.7-cmk.3"'), "CIB071",
     "orchestration.kubernetes_version", r"""'1\.32\.7-cmk\.3"'"""),
    ("network id with quotes", dict(capacity=dict(ib_network_id='net" || true || "x')), "CIB009", "capacity.ib_network_id",
     r"""'net" \|\| true \|\| "x': A pinned IB network id"""),
    ("network id trailing newline", dict(capacity=dict(ib_network_id="ib-net-1\n")), "CIB009", "capacity.ib_network_id", r"'ib-net-1\\n'"),
    ("network id empty", dict(capacity=dict(ib_network_id="")), "CIB009", "capacity.ib_network_id", r"= '': A pinned"),
    ("network id too long", dict(capacity=dict(ib_network_id="n" * 65)), "CIB009", "capacity.ib_network_id", r"\(1-64\)"),
    ("network id expression", dict(capacity=dict(ib_network_id="${data.crusoe_ib_networks.x.id}")), "CIB091",
     "capacity.ib_network_id", _EXPR),
    ("image expression", dict(pool=dict(image='${file("image.txt")}')), "CIB091", "pool.image", _EXPR),
    ("image with a space", dict(pool=dict(image="ubuntu 22.04")), "CIB035", "pool.image", r"'ubuntu 22\.04': An image name"),
    ("image trailing newline", dict(pool=dict(image="ubuntu22.04:latest\n")), "CIB035", "pool.image", r"'ubuntu22\.04:latest\\n'"),
    ("image empty", dict(pool=dict(image="")), "CIB035", "pool.image", r"1-128 letters"),
    ("node override image expression", dict(pool=dict(node_overrides={"node-000": NodeOverride(image="${var.image}")})),
     "CIB091", "pool.node_overrides['node-000'].image", _EXPR),
    ("node override image malformed", dict(pool=dict(node_overrides={"node-001": NodeOverride(image="a b")})),
     "CIB035", "pool.node_overrides['node-001'].image", r"'a b'"),
    ("k3s image expression", k3s(image="${var.cpu_image}"), "CIB091", "orchestration.image", _EXPR),
    ("k3s image malformed", k3s(image="ubuntu 22.04"), "CIB035", "orchestration.image", r"An image name"),
    ("startup script with BEL", dict(pool=dict(startup_script="echo \x07")), "CIB092", "pool.startup_script",
     r"'echo \\x07': This value must be one line of printable text"),
    ("startup script with ESC", dict(pool=dict(startup_script="echo \x1b[31mred")), "CIB092", "pool.startup_script", r"\\x1b"),
    ("startup script with CRLF", dict(pool=dict(startup_script="echo a\r\necho b\r\n")), "CIB092", "pool.startup_script", r"\\r"),
    ("startup script with NUL", dict(pool=dict(startup_script="echo \x00")), "CIB092", "pool.startup_script", r"\\x00"),
    ("instance type trailing newline", dict(capacity=dict(instance_type=H100 + "\n")), "CIB003", "capacity.instance_type",
     r"'h100-80gb-sxm-ib\.8x\\n': Unknown instance type"),
    ("instance type empty", dict(capacity=dict(instance_type="")), "CIB001", "capacity.instance_type",
     r"An instance type is required\. Fix: Use one of: a100-80gb-sxm-ib\.8x, b200"),
    ("instance type without -ib", dict(capacity=dict(instance_type="h100-80gb-sxm.8x")), "CIB002", "capacity.instance_type",
     r"must end in -ib.*Fix: Use the -ib variant, for example h100-80gb-sxm-ib\.8x"),
    ("instance type in upper case", dict(capacity=dict(instance_type=H100.upper())), "CIB230", "capacity.instance_type",
     r"'H100-80GB-SXM-IB\.8X': Crusoe's instance type names are lower case.*Fix: Write it in lower case: h100-80gb-sxm-ib\.8x\."),
    ("instance type in mixed case", dict(capacity=dict(instance_type="H100-80gb-sxm-ib.8x")), "CIB230", "capacity.instance_type",
     r"lower case: h100-80gb-sxm-ib\.8x"),
    ("control plane type in upper case", k3s(control_plane_type="C1A.16X"), "CIB230", "orchestration.control_plane_type",
     r"'C1A\.16X'.*lower case: c1a\.16x"),
    ("instance type unknown", dict(capacity=dict(instance_type="z900-80gb-sxm-ib.8x")), "CIB003", "capacity.instance_type",
     r"Unknown instance type\. Fix: Use one of: .*h200-141gb-sxm-ib\.8x, mi300x-192gb-ib\.8x, or add it"),
    # --- the instance catalog: non-IB GPU types, NVLink domains, AMD types --------------------------
    ("MI355X is RoCE, not InfiniBand", dict(capacity=dict(instance_type="mi355x-288gb-roce.8x")), "CIB130",
     "capacity.instance_type", r"not an InfiniBand type: AMD Instinct MI355X VMs on Crusoe use RoCE.*Pollara"),
    ("NVLink domain on H100", dict(pool=dict(nvlink_domain_id="nvl-rack-07")), "CIB131", "pool.nvlink_domain_id",
     r"'nvl-rack-07': Only instance types whose VMs share an NVLink domain .*gb200-186gb-nvl-ib\.4x.*h100-80gb-sxm-ib\.8x "
     r"keeps NVLink inside each VM\. Fix: Remove nvlink_domain_id"),
    ("NVLink domain id with a space", dict(capacity=dict(instance_type="gb200-186gb-nvl-ib.4x"),
                                         pool=dict(nvlink_domain_id="rack 07")), "CIB132", "pool.nvlink_domain_id",
     r"'rack 07': An NVLink domain id is the id Crusoe reports"),
    ("NVLink domain id expression", dict(capacity=dict(instance_type="gb200-186gb-nvl-ib.4x"),
                                       pool=dict(nvlink_domain_id="${var.domain}")), "CIB091", "pool.nvlink_domain_id", _EXPR),
    ("pool larger than one NVLink domain", dict(capacity=dict(instance_type="gb200-186gb-nvl-ib.4x", node_count=19),
                                                pool=dict(nvlink_domain_id="nvl-rack-07")), "CIB133",
     "pool.nvlink_domain_id", r"holds 18 VMs \(72 GPUs\); a pool pinned to one domain cannot have 19\. Fix: Set node_count to 18"),
    ("MI300X without an image", dict(capacity=dict(instance_type="mi300x-192gb-ib.8x")), "CIB134", "pool.image",
     r"No public source names Crusoe's curated image for mi300x-192gb-ib\.8x.*Fix: Set pool\.image"),
    ("MI300X on K3s", k3s() | dict(capacity=dict(instance_type="mi300x-192gb-ib.8x"), pool=dict(image="rocm-image:1")),
     "CIB135", "orchestration", r"mi300x-192gb-ib\.8x runs AMD GPUs with RCCL.*NVIDIA-only.*Fix: Use orchestration=TorchrunSettings"),
    ("MI300X on managed Kubernetes", cmk(capacity=dict(instance_type="mi300x-192gb-ib.8x")), "CIB135", "orchestration",
     r"K3s|ManagedKubernetesSettings\(\.\.\.\)': mi300x"),
    ("ssh user trailing newline", dict(verification=dict(ssh_user="ubuntu\n")), "CIB039", "verification.ssh_user",
     r"'ubuntu\\n': A login user name"),
    ("ssh user upper case", dict(verification=dict(ssh_user="Root")), "CIB039", "verification.ssh_user", r"'Root'"),
    ("torchrun ssh user empty", torchrun(ssh_user=""), "CIB039", "orchestration.ssh_user", r"= '': A login user name"),
    ("disk size in TB", dict(pool=dict(data_disk_size="1TB")), "CIB036", "pool.data_disk_size", r"'1TB': A disk size.*'500GiB'"),
    ("disk size zero", dict(pool=dict(data_disk_size="0GiB")), "CIB183", "pool.data_disk_size",
     r"'0GiB': A persistent disk is 1 GiB to 10240 GiB"),
    ("disk size above 10 TiB", dict(pool=dict(data_disk_size="20TiB")), "CIB183", "pool.data_disk_size",
     r"'20TiB'.*Disks overview.*Fix: Pick a size within 1GiB\.\.10TiB"),
    ("disk size 10241 GiB", dict(pool=dict(data_disk_size="10241gib")), "CIB183", "pool.data_disk_size", r"'10241gib'"),
    ("disk size trailing newline", dict(pool=dict(data_disk_size="2TiB\n")), "CIB036", "pool.data_disk_size", r"'2TiB\\n'"),
    ("override for a node that does not exist", dict(pool=dict(node_overrides={"node-009": NodeOverride(image="x")})),
     "CIB037", "pool.node_overrides", r"'node-009': No such node; the pool has node-000 \.\. node-001"),
    ("override key trailing newline", dict(pool=dict(node_overrides={"node-000\n": NodeOverride(image="x")})),
     "CIB037", "pool.node_overrides", r"'node-000\\n': No such node"),
    ("node in another partition", dict(pool=dict(node_overrides={"node-001": NodeOverride(ib_partition_id="other")})),
     "CIB038", "pool.node_overrides['node-001'].ib_partition_id", r"All nodes of a pool must share one IB partition"),
    # --- numbers: NaN, inf, bool, strings, wrong types ---------------------------------------------
    ("remediation share zero", dict(verification=dict(remediation_max_share=0.0)), "CIB160",
     "verification.remediation_max_share", r"= 0\.0: remediation_max_share is the largest share of the pool one "
     r"`crusoe-ib-verify remediate` run may replace: a number above 0 and at most 1\. Fix: Use a fraction such as 0\.25"),
    ("remediation share above one", dict(verification=dict(remediation_max_share=2)), "CIB160",
     "verification.remediation_max_share", r"= 2: .*at most 1"),
    ("breaker window zero", dict(verification=dict(remediation_window_hours=0)), "CIB161",
     "verification.remediation_window_hours", r"= 0: remediation_window_hours must be a positive number of hours: "
     r"`crusoe-ib-verify remediate` stops when more nodes than remediation_max_actions were replaced"),
    # an int past float's range: math.isfinite raised OverflowError (a traceback) before
    ("breaker window past float's range", dict(verification=dict(remediation_window_hours=10**400)), "CIB090",
     "verification.remediation_window_hours", r"= 1000000.*\.\.\.0+: The value must be a finite number, not 1000.*\(not a finite number\)"),
    ("remediation share past float's range", dict(verification=dict(remediation_max_share=-10**400)), "CIB090",
     "verification.remediation_max_share", r"not a finite number"),
    ("threshold past float's range", overrides(rate_gbps=10**400), "CIB040", "verification.threshold_overrides['rate_gbps']",
     r"rate_gbps must be a finite positive number"),
    ("breaker limit below one", dict(verification=dict(remediation_max_actions=0)), "CIB161",
     "verification.remediation_max_actions", r"= 0: remediation_max_actions must be None or a whole number of nodes"),
    ("threshold NaN", overrides(rate_gbps=float("nan")), "CIB040", "verification.threshold_overrides['rate_gbps']",
     r"= nan: rate_gbps must be a finite positive number"),
    ("threshold inf", overrides(write_bw_floor_mb_per_s=float("inf")), "CIB040",
     "verification.threshold_overrides['write_bw_floor_mb_per_s']", r"= inf: .*finite positive number"),
    ("threshold -inf", overrides(busbw_floor_gb_per_s=float("-inf")), "CIB040",
     "verification.threshold_overrides['busbw_floor_gb_per_s']", r"= -inf"),
    ("threshold negative", overrides(rate_gbps=-400), "CIB040", "verification.threshold_overrides['rate_gbps']", r"not -400"),
    ("threshold zero", overrides(ib_rails=0), "CIB040", "verification.threshold_overrides['ib_rails']", r"not 0\."),
    ("threshold bool", overrides(rate_gbps=True), "CIB040", "verification.threshold_overrides['rate_gbps']", r"not True"),
    ("threshold string", overrides(rate_gbps="400"), "CIB040", "verification.threshold_overrides['rate_gbps']", r"not '400'"),
    ("threshold fraction of a rail", overrides(ib_rails=7.5), "CIB040", "verification.threshold_overrides['ib_rails']",
     r"ib_rails is a count and must be a whole number, not 7\.5"),
    ("threshold fraction of a byte", overrides(busbw_min_message_bytes=0.5), "CIB040",
     "verification.threshold_overrides['busbw_min_message_bytes']", r"whole number"),
    ("threshold unknown key", overrides(busbw_gbps=100), "CIB040", "verification.threshold_overrides['busbw_gbps']",
     r"'busbw_gbps' is not an overridable threshold\. Fix: Override only these fields.*busbw_expected_gb_per_s"),
    ("threshold not overridable", overrides(version="2"), "CIB040", "verification.threshold_overrides['version']",
     r"'version' is not an overridable threshold"),
    ("threshold key not a string", dict(verification=dict(threshold_overrides={1: 2.0})), "CIB090",
     "verification.threshold_overrides", r"a mapping of a string to any value"),
    ("thresholds as a list", dict(verification=dict(threshold_overrides=[("rate_gbps", 1)])), "CIB090",
     "verification.threshold_overrides", r"not list"),
    ("hca names bare string", overrides(hca_names="mlx5_0"), "CIB040", "verification.threshold_overrides['hca_names']",
     r"hca_names is a non-empty tuple of device names"),
    ("hca names empty", overrides(hca_names=()), "CIB040", "verification.threshold_overrides['hca_names']", r"non-empty tuple"),
    ("hca names shell", overrides(hca_names=("mlx5_0;reboot",)), "CIB040", "verification.threshold_overrides['hca_names']",
     r"device names such as 'mlx5_0'"),
    ("hca names numbers", overrides(hca_names=(0, 1)), "CIB040", "verification.threshold_overrides['hca_names']", r"\(0, 1\)"),
    ("node count NaN", dict(capacity=dict(node_count=float("nan"))), "CIB090", "capacity.node_count",
     r"= nan: The value must be a whole number \(int\), not nan \(not a finite number\)"),
    ("node count inf", dict(capacity=dict(node_count=float("inf"))), "CIB090", "capacity.node_count", r"not inf"),
    ("node count 2.0", dict(capacity=dict(node_count=2.0)), "CIB090", "capacity.node_count", r"not float 2\.0\. Fix: Write node_count=2\."),
    ("node count in quotes", dict(capacity=dict(node_count="2")), "CIB090", "capacity.node_count",
     r"not str '2'\. Fix: Write node_count=2 without quotes\."),
    ("node count True", dict(capacity=dict(node_count=True)), "CIB090", "capacity.node_count", r"not bool True"),
    ("node count None", dict(capacity=dict(node_count=None)), "CIB090", "capacity.node_count", r"not NoneType None"),
    ("node count zero", dict(capacity=dict(node_count=0)), "CIB004", "capacity.node_count", r"at least one node"),
    ("node count negative", dict(capacity=dict(node_count=-1)), "CIB004", "capacity.node_count", r"= -1"),
    ("node count over the partition limit", dict(capacity=dict(node_count=2049)), "CIB005", "capacity.node_count", r"at most 2048 nodes"),
    ("node count huge", dict(capacity=dict(node_count=10**30)), "CIB005", "capacity.node_count", r"at most 2048"),
    ("production as a string", dict(production="False"), "CIB090", "production", r"not str 'False'\. Fix: Write production=False without quotes"),
    ("production yes", dict(production="yes"), "CIB090", "production", r"Write production=True \(a Python bool, not a string\)"),
    ("production 1", dict(production=1), "CIB090", "production", r"True or False, not int 1"),
    ("production None", dict(production=None), "CIB090", "production", r"True or False, not NoneType"),
    ("capacity None", dict(capacity=None), "CIB090", "capacity", r"a CapacitySettings\(\.\.\.\), not NoneType None"),
    ("network None", dict(network=None), "CIB090", "network", r"a NetworkSettings\(\.\.\.\)"),
    ("partition None", dict(partition=None), "CIB090", "partition", r"a PartitionSettings\(\.\.\.\)"),
    ("pool None", dict(pool=None), "CIB090", "pool", r"a NodePoolSettings\(\.\.\.\)"),
    ("verification None", dict(verification=None), "CIB090", "verification", r"a VerificationSettings\(\.\.\.\)"),
    ("state None", dict(state=None), "CIB090", "state", r"a LocalState\(\.\.\.\) or a S3State\(\.\.\.\)"),
    ("name None", dict(name=None), "CIB090", "name", r"^<environment>\.name = None: The value must be a string"),
    ("capacity as a raw dict", Raw(capacity=dict(instance_type=H100, node_count=2, locations="us-east1-a")), "CIB090",
     "capacity", r"a CapacitySettings\(\.\.\.\), not dict"),
    ("network as a raw dict", Raw(network={"ssh_source_cidrs": ("203.0.113.0/24",)}), "CIB090", "network", r"not dict"),
    ("orchestration as a string", Raw(orchestration="k3s"), "CIB090", "orchestration",
     r"a TorchrunSettings\(\.\.\.\) or a K3sSettings\(\.\.\.\) or a ManagedKubernetesSettings\(\.\.\.\) or a SlurmSettings\(\.\.\.\), not str 'k3s'"),
    ("orchestration of another settings type", Raw(orchestration=NetworkSettings(ssh_source_cidrs=("10.0.0.0/8",))), "CIB090",
     "orchestration", r"not NetworkSettings"),
    ("pool class as a string", Raw(pool_class="GpuNodePool"), "CIB090", "pool_class", r"a subclass of GpuNodePool, or None, not str"),
    ("pool class not a pool", Raw(pool_class=dict), "CIB090", "pool_class", r"a subclass of GpuNodePool"),
    ("ib network id as a number", dict(capacity=dict(ib_network_id=1234)), "CIB090", "capacity.ib_network_id", r"a string, or None"),
    ("startup script at crusoe's 64 kb", dict(pool=dict(startup_script="echo " + "x" * 63_995)), "CIB170",
     "pool.startup_script", r"is 64,000 bytes as Terraform renders it; Crusoe runs lifecycle scripts under 64 kB.*your startup_script \(64,000 bytes\)"),
    ("startup script far over crusoe's limit", dict(pool=dict(startup_script="echo hi\n" * 20_000)), "CIB170",
     "pool.startup_script", r"160,000 bytes"),
    ("startup script with a typographic quote", dict(pool=dict(startup_script="echo \u2019done\u2019")), "CIB171",
     "pool.startup_script", r"U\+2019.*ASCII-only"),
    ("startup script with an accented letter", dict(pool=dict(startup_script="# caf\u00e9\necho ok")), "CIB171",
     "pool.startup_script", r"U\+00E9"),
    ("startup script of another interpreter", dict(pool=dict(startup_script="#!/usr/bin/env python3\nprint(1)")), "CIB172",
     "pool.startup_script", r"'#!/usr/bin/env python3'.*bash starting with '#!/bin/bash'"),
    ("startup script for sh", dict(pool=dict(startup_script="#!/bin/sh\necho hi")), "CIB172", "pool.startup_script",
     r"'#!/bin/sh'"),
    ("apply gate as a string", dict(verification=dict(apply_gate="true")), "CIB090", "verification.apply_gate",
     r"Write apply_gate=True \(a Python bool"),
    ("replace flag as a string", dict(pool=dict(replace_nodes_on_boot_script_change="no")), "CIB090",
     "pool.replace_nodes_on_boot_script_change", r"Write replace_nodes_on_boot_script_change=False"),
    ("node overrides value a string", dict(pool=dict(node_overrides={"node-000": "x"})), "CIB090", "pool.node_overrides",
     r"a mapping of a string to a NodeOverride\(\.\.\.\)"),
    ("node overrides key a number", dict(pool=dict(node_overrides={0: NodeOverride(image="x")})), "CIB090", "pool.node_overrides",
     r"not dict \{0:"),
    ("node override as a raw dict", dict(pool=dict(node_overrides={"node-000": {"image": "x"}})), "CIB090", "pool.node_overrides",
     r"NodeOverride"),
    # --- the whole app: names, state ----------------------------------------------------------------
    ("environment name used twice", App({}, {}), "CIB012", "training-dev.name",
     r"Two environments have the same name; the second would replace the first"),
    ("two environments on one S3 key", App(PROD, prod_copy("training-prod2")), "CIB013", "training-prod2.state",
     r"Environments training-prod, training-prod2 keep their Terraform state in the same place"),
    ("one S3 key spelled with ./", App(PROD, prod_copy("p3", key="training-prod/./terraform.tfstate")), "CIB013", "p3.state",
     r"'training-prod/\./terraform\.tfstate': Environments training-prod, p3"),
    ("one S3 key in two regions", App(PROD, prod_copy("p4", region="eu-west-1")), "CIB013", "p4.state", r"same place"),
    ("one S3 endpoint spelled twice", App(prod_copy("p5", endpoint="https://s3.example.com/"),
                                          prod_copy("p6", endpoint="https://S3.example.com")), "CIB013", "p6.state", r"p5, p6"),
    ("not an environment in the list", App({}, "training-prod"), "CIB090", "environments[1]",
     r"must be an EnvironmentConfig\(\.\.\.\), not str"),
    ("S3 bucket empty", s3(bucket=""), "CIB015", "state.bucket", r"= '': An S3 bucket name"),
    ("S3 bucket upper case", s3(bucket="Terraform-State"), "CIB015", "state.bucket", r"'Terraform-State'"),
    ("S3 bucket double dot", s3(bucket="state..bucket"), "CIB015", "state.bucket", r"'state\.\.bucket'"),
    ("S3 bucket expression", s3(bucket="${var.bucket}"), "CIB015", "state.bucket", r"'\$\{var\.bucket\}'"),
    ("S3 key empty", s3(key=""), "CIB016", "state.key", r"= '': An S3 state key"),
    ("S3 key absolute", s3(key="/prod/terraform.tfstate"), "CIB016", "state.key", r"no leading '/'"),
    ("S3 key with ..", s3(key="a/../b.tfstate"), "CIB016", "state.key", r"'a/\.\./b\.tfstate'"),
    ("S3 key with //", s3(key="a//b"), "CIB016", "state.key", r"no '//'"),
    ("S3 key ending in /", s3(key="prod/"), "CIB016", "state.key", r"'prod/'"),
    ("S3 key trailing newline", s3(key="prod.tfstate\n"), "CIB016", "state.key", r"'prod\.tfstate\\n'"),
    ("S3 key expression", s3(key="${terraform.workspace}.tfstate"), "CIB091", "state.key", _EXPR),
    ("S3 region empty", s3(region=""), "CIB017", "state.region", r"= '': A region is lowercase"),
    ("S3 region trailing newline", s3(region="us-east-1\n"), "CIB017", "state.region", r"'us-east-1\\n'"),
    ("S3 endpoint http", s3(endpoint="http://s3.example.com"), "CIB018", "state.endpoint",
     r"'http://s3\.example\.com': An S3 endpoint is an https:// URL.*http:// is refused"),
    ("S3 endpoint expression", s3(endpoint="https://${var.host}"), "CIB018", "state.endpoint", r"could be read as an expression"),
    ("S3 endpoint without a scheme", s3(endpoint="s3.example.com"), "CIB018", "state.endpoint", r"'s3\.example\.com'"),
    ("S3 endpoint with credentials", s3(endpoint="https://key:secret@s3.example.com"), "CIB018", "state.endpoint", r"https://"),
    ("S3 endpoint port out of range", s3(endpoint="https://s3.example.com:99999"), "CIB018", "state.endpoint", r":99999'"),
    ("S3 endpoint trailing newline", s3(endpoint="https://s3.example.com\n"), "CIB018", "state.endpoint", r"\\n'"),
    ("S3 profile with a space", s3(profile="my profile"), "CIB019", "state.profile", r"'my profile': A profile name"),
    ("S3 lock flag as a string", s3(use_lockfile="yes"), "CIB090", "state.use_lockfile", r"Write use_lockfile=True"),
    ("local path empty", state(LocalState(path="")), "CIB014", "state.path", r"= '': A local state path"),
    ("k3s checksum malformed", k3s(install_script_sha256="abc"), "CIB063", "orchestration.install_script_sha256",
     r"64 hexadecimal"),
    ("k3s checksum with a newline", k3s(install_script_sha256="a" * 64 + "\n"), "CIB063",
     "orchestration.install_script_sha256", r"64 hexadecimal"),
    ("k3s prod checksum missing", dict(base="training-k3s", production=True), "CIB064",
     "orchestration.install_script_sha256", r"v1\.35\.4%2Bk3s1/install\.sh \| sha256sum"),
    ("k3s api open without opt-in", dict(base="training-k3s", orchestration=K3sSettings(api_source_cidrs=("0.0.0.0/0",))),
     "CIB026", "orchestration.api_source_cidrs", r"allow_api_from_internet=True"),
    ("k3s api inherits open ssh without opt-in", dict(base="training-k3s", network=NetworkSettings(
        ssh_source_cidrs=("0.0.0.0/0",), allow_ssh_from_internet=True)), "CIB026", "orchestration.api_source_cidrs",
     r"inheriting ssh_source_cidrs"),
    ("private nodes without a jump host", dict(pool=dict(public_ip="none")), "CIB044", "pool.ssh_jump_host",
     r"Nodes without a public IP \(public_ip='none', or control_plane_public_ip='none'"),
    ("private control plane without a jump host", dict(pool=dict(control_plane_public_ip="none")), "CIB044",
     "pool.ssh_jump_host", r"Set ssh_jump_host to your bastion"),
    ("control plane public ip not a mode", dict(pool=dict(control_plane_public_ip="public")), "CIB090",
     "pool.control_plane_public_ip", r"one of 'dynamic', 'static', 'none'"),
    ("jump host starting with a dash", dict(pool=dict(ssh_jump_host="-oProxyCommand=x")), "CIB043", "pool.ssh_jump_host",
     r"A jump host is \[user@\]host\[:port\]"),
    ("local state in production", dict(base="training-prod", state=LocalState(path="terraform.prod.tfstate")),
     "CIB028", "state", r"Production state must be shared, locked and encrypted"),
    ("unencrypted state in production", dict(base="training-prod", state=s3(encrypt=False)["state"]),
     "CIB028", "state.encrypt", r"= False: Production state must be shared"),
    ("unlocked state in production", dict(base="training-prod", state=s3(use_lockfile=False)["state"]),
     "CIB028", "state.use_lockfile", r"use_lockfile=True and encrypt=True"),
    ("dev ssh open without opt-in", dict(network=dict(allow_ssh_from_internet=False)), "CIB026",
     "network.ssh_source_cidrs", r"together cover the whole internet \(IPv4, 0\.0\.0\.0/0\).*allow_ssh_from_internet=True"),
    ("dev ssh halves without opt-in", dict(network=NetworkSettings(ssh_source_cidrs=("0.0.0.0/1", "128.0.0.0/1"))),
     "CIB026", "network.ssh_source_cidrs", r"cover the whole internet"),
    ("dev ssh ipv6 halves without opt-in", dict(network=NetworkSettings(ssh_source_cidrs=("::/1", "8000::/1"))),
     "CIB026", "network.ssh_source_cidrs", r"\(IPv6, ::/0\)"),
    ("local path absolute", state(LocalState(path="/var/tf/dev.tfstate")), "CIB014", "state.path", r"relative file path"),
    ("local path escapes", state(LocalState(path="../x.tfstate")), "CIB014", "state.path", r"'\.\./x\.tfstate'.*without '\.\.'"),
    ("local path not .tfstate", state(LocalState(path="dev.json")), "CIB014", "state.path", r"ending in \.tfstate"),
    ("local path trailing newline", state(LocalState(path="dev.tfstate\n")), "CIB014", "state.path", r"\\n'"),
    ("local path with //", state(LocalState(path="a//dev.tfstate")), "CIB014", "state.path", r"'a//dev\.tfstate'"),
    ("local path expression", state(LocalState(path="${path.root}/dev.tfstate")), "CIB091", "state.path", _EXPR),
    ("profile with a space", dict(crusoe_profile="my profile"), "CIB019", "crusoe_profile", r"'my profile': A profile name is 1-64"),
    ("profile empty", dict(crusoe_profile=""), "CIB019", "crusoe_profile", r"= ''"),
    ("profile trailing newline", dict(crusoe_profile="default\n"), "CIB019", "crusoe_profile", r"'default\\n'"),
    ("profile expression", dict(crusoe_profile="${var.profile}"), "CIB019", "crusoe_profile", r"'\$\{var\.profile\}'"),
    ("profile too long", dict(crusoe_profile="p" * 65), "CIB019", "crusoe_profile", r"1-64 letters"),
    # --- orchestration ---------------------------------------------------------------------------------
    ("torchrun port 80", torchrun(master_port=80), "CIB050", "orchestration.master_port", r"= 80: The rendezvous port must be an unprivileged"),
    ("torchrun port 6443", torchrun(master_port=6443), "CIB050", "orchestration.master_port", r"not 6443 \(Kubernetes API\)"),
    ("torchrun port 70000", torchrun(master_port=70000), "CIB050", "orchestration.master_port", r"= 70000"),
    ("torchrun port 1023", torchrun(master_port=1023), "CIB050", "orchestration.master_port", r"1024-65535"),
    ("torchrun port 0", torchrun(master_port=0), "CIB050", "orchestration.master_port", r"= 0:"),
    ("torchrun port in quotes", torchrun(master_port="29500"), "CIB090", "orchestration.master_port", r"Write master_port=29500 without quotes"),
    ("nccl debug unknown", torchrun(nccl_debug="LOUD"), "CIB051", "orchestration.nccl_debug",
     r"'LOUD': NCCL_DEBUG is one of VERSION, WARN, INFO, TRACE"),
    ("nccl debug lower case", torchrun(nccl_debug="info"), "CIB051", "orchestration.nccl_debug", r"'info'"),
    ("nccl debug trailing newline", torchrun(nccl_debug="INFO\n"), "CIB051", "orchestration.nccl_debug", r"'INFO\\n'"),
    ("NCCL_IB_DISABLE=1", torchrun(extra_env={"NCCL_IB_DISABLE": "1"}), "CIB052", "orchestration.extra_env",
     r"'NCCL_IB_DISABLE=1': NCCL_IB_DISABLE turns InfiniBand off"),
    ("NCCL_IB_DISABLE=0", torchrun(extra_env={"NCCL_IB_DISABLE": "0"}), "CIB052", "orchestration.extra_env", r"list the rails you want in NCCL_IB_HCA"),
    ("extra env replaces NODE_RANK", torchrun(extra_env={"NODE_RANK": "0"}), "CIB053", "orchestration.extra_env",
     r"'NODE_RANK': .*must not replace the launcher's own"),
    ("extra env replaces MASTER_ADDR", torchrun(extra_env={"MASTER_ADDR": "10.0.0.1"}), "CIB053", "orchestration.extra_env", r"'MASTER_ADDR'"),
    ("extra env replaces WORLD_SIZE", torchrun(extra_env={"WORLD_SIZE": "8"}), "CIB053", "orchestration.extra_env", r"'WORLD_SIZE'"),
    ("extra env lower-case name", torchrun(extra_env={"nccl_debug_file": "x"}), "CIB053", "orchestration.extra_env", r"upper-case shell name"),
    ("extra env name with =", torchrun(extra_env={"A=B": "1"}), "CIB053", "orchestration.extra_env", r"'A=B'"),
    ("extra env empty name", torchrun(extra_env={"": "1"}), "CIB053", "orchestration.extra_env", r"= '':"),
    ("extra env value with command substitution", torchrun(extra_env={"NCCL_SOCKET_IFNAME": "eth0 $(reboot)"}), "CIB054",
     "orchestration.extra_env['NCCL_SOCKET_IFNAME']", r"'eth0 \$\(reboot\)': Values are written unquoted"),
    ("extra env value with newline", torchrun(extra_env={"NCCL_SOCKET_IFNAME": "eth0\nNCCL_IB_DISABLE=1"}), "CIB054",
     "orchestration.extra_env['NCCL_SOCKET_IFNAME']", r"on one line"),
    ("extra env value with quote", torchrun(extra_env={"X": "a'b"}), "CIB054", "orchestration.extra_env['X']", r"Drop spaces, quotes"),
    ("extra env value with $VAR", torchrun(extra_env={"X": "$HOME"}), "CIB054", "orchestration.extra_env['X']", r"'\$HOME'"),
    ("extra env value with ${", torchrun(extra_env={"X": "${var.x}"}), "CIB054", "orchestration.extra_env['X']", r"'\$\{var\.x\}'"),
    ("extra env value a number", torchrun(extra_env={"X": 1}), "CIB090", "orchestration.extra_env", r"a mapping of a string to a string"),
    ("leader wait negative", torchrun(leader_wait_seconds=-1), "CIB055", "orchestration.leader_wait_seconds", r"0-600 seconds"),
    ("leader wait too long", torchrun(leader_wait_seconds=601), "CIB055", "orchestration.leader_wait_seconds", r"= 601"),
    ("leader wait fraction", torchrun(leader_wait_seconds=1.5), "CIB090", "orchestration.leader_wait_seconds", r"not float 1\.5"),
    ("job env disabling IB", k3s(job_env={"NCCL_IB_DISABLE": "1"}), "CIB220", "orchestration.job_env['NCCL_IB_DISABLE']",
     r"never NCCL_IB_DISABLE"),
    ("job env lower-case name", cmk_settings(job_env={"nccl_debug": "INFO"}), "CIB220", "orchestration.job_env['nccl_debug']",
     r"upper-case name"),
    ("job env value with a quote", k3s(job_env={"NCCL_DEBUG": "INFO'; reboot"}), "CIB220", "orchestration.job_env['NCCL_DEBUG']",
     r"value of letters"),
    ("venv relative", torchrun(venv="venv"), "CIB221", "orchestration.venv", r"absolute path or one starting with ~/"),
    ("venv with a space", torchrun(venv="/opt/my venv"), "CIB221", "orchestration.venv", r"'/opt/my venv'"),
    ("launch check too long", torchrun(launch_check_seconds=601), "CIB222", "orchestration.launch_check_seconds",
     r"0 to 600"),
    ("PyTorch from a URL", torchrun(venv="~/venv", install_pytorch="torch @ https://example.com/torch.whl"), "CIB223",
     "orchestration.install_pytorch", r"'torch @ https://example.com/torch.whl': install_pytorch is a pip requirement"),
    ("PyTorch with a pip option", torchrun(venv="~/venv", install_pytorch="torch --index-url x"), "CIB223",
     "orchestration.install_pytorch", r"no pip option"),
    ("PyTorch without a venv", torchrun(install_pytorch="torch==2.9.1"), "CIB224", "orchestration.install_pytorch",
     r"'torch==2\.9\.1': install_pytorch installs PyTorch into TorchrunSettings\.venv.*Fix: Set venv too"),
    ("entrypoint with a quote", torchrun(entrypoint="train.py --name 'x'"), "CIB056", "orchestration.entrypoint",
     r"The entrypoint is one non-empty line of ASCII text \(no bidirectional or invisible Unicode characters\) without "
     r"single quotes, backslashes"),
    # hostile Unicode: what the terminal shows is not what the node runs
    ("entrypoint with a right-to-left override", torchrun(entrypoint="train.py --out \u202egpj.sh"), "CIB056",
     "orchestration.entrypoint", r"'train\.py --out \\u202egpj\.sh': The entrypoint is one non-empty line of ASCII"),
    ("entrypoint with a homoglyph", torchrun(entrypoint="tr\u0430in.py"), "CIB056", "orchestration.entrypoint",
     r"'tr\u0430in\.py'|'trаin\.py'"),
    ("entrypoint with a zero-width space", torchrun(entrypoint="train.py\u200b"), "CIB056", "orchestration.entrypoint",
     r"ASCII"),
    ("entrypoint with a backslash", torchrun(entrypoint="train.py \\\n--x"), "CIB056", "orchestration.entrypoint", r"backslashes"),
    ("entrypoint with a newline", torchrun(entrypoint="train.py\nreboot"), "CIB056", "orchestration.entrypoint", r"'train\.py\\nreboot'"),
    ("entrypoint with ${", torchrun(entrypoint="train.py --cfg ${var.cfg}"), "CIB056", "orchestration.entrypoint", r"\$\{ or %\{"),
    ("entrypoint with %{", torchrun(entrypoint="train.py %{ if x }"), "CIB056", "orchestration.entrypoint", r"%\{"),
    ("entrypoint blank", torchrun(entrypoint="  "), "CIB056", "orchestration.entrypoint", r"non-empty"),
    ("control plane a GPU type", k3s(control_plane_type=H100), "CIB060", "orchestration.control_plane_type",
     r"'h100-80gb-sxm-ib\.8x': Control-plane and load-balancer instances are CPU types"),
    ("load balancer an -ib type", k3s(load_balancer_type="c1a-ib.2x"), "CIB060", "orchestration.load_balancer_type", r"no -ib"),
    ("control plane not a type", k3s(control_plane_type="big"), "CIB060", "orchestration.control_plane_type", r"'big'"),
    ("control plane trailing newline", k3s(control_plane_type="c1a.16x\n"), "CIB060", "orchestration.control_plane_type", r"'c1a\.16x\\n'"),
    ("slurm name upper case", slurm(name="Slurm"), "CIB110", "orchestration.name", r"'Slurm': A Slurm cluster name is 1-24"),
    ("slurm name starts with a digit", slurm(name="1slurm"), "CIB110", "orchestration.name", r"starting with a letter"),
    ("slurm name reserved", slurm(name="default"), "CIB110", "orchestration.name", r"'default'"),
    ("slurm name too long", slurm(name="s" * 25), "CIB110", "orchestration.name", r"1-24 lowercase"),
    ("slurm partition DEFAULT", slurm(partition_name="DEFAULT"), "CIB111", "orchestration.partition_name",
     r"not default, all \(slurm\.conf reads PartitionName=DEFAULT"),
    ("slurm partition with a space", slurm(partition_name="gpu nodes"), "CIB111", "orchestration.partition_name", r"'gpu nodes'"),
    ("slurm node names start with a digit", dict(base="training-slurm", name="2024-train"), "CIB112", "name",
     r"'2024-train': GPU node names become Slurm NodeNames.*e\.g\. 'train-train'"),
    ("slurm node name reserved", dict(base="training-slurm", name="all"), "CIB112", "name", r"must not be a word slurm\.conf reserves"),
    ("slurm controller too small", slurm(controller_type="c1a.2x"), "CIB113", "orchestration.controller_type",
     r"'c1a\.2x': A Slurm controller needs at least 16 GiB of memory.*this type has 8 GiB"),
    ("slurm controller memory unknown", slurm(controller_type="c2a.8x"), "CIB114", "orchestration.controller_type",
     r"'c2a\.8x': The memory of this CPU instance type is not in the library's CPU catalog.*a Slurm controller"),
    ("slurm controller a GPU type", slurm(controller_type=H100), "CIB060", "orchestration.controller_type", r"CPU types"),
    ("k3s control plane memory unknown", k3s(control_plane_type="c2a.8x"), "CIB114", "orchestration.control_plane_type",
     r"'c2a\.8x'.*whether it can run a K3s server is unknown"),
    ("k3s load balancer memory unknown", k3s(load_balancer_type="m1.3x"), "CIB114", "orchestration.load_balancer_type",
     r"the K3s load balancer"),
    ("slurm login of an unknown family", slurm(login_type="m1.64x"), "CIB114", "orchestration.login_type",
     r"a Slurm login node.*any size of c1a, s1a, c2a, s2a"),
    ("slurm controller s1a (memory unknown)", slurm(controller_type="s1a.80x"), "CIB114", "orchestration.controller_type",
     r"a Slurm controller"),
    ("slurm login a GPU type", slurm(login_type="h200-141gb-sxm-ib.8x"), "CIB060", "orchestration.login_type", r"CPU types"),
    ("slurm pool bigger than the partition", slurm(partition_max_nodes=1), "CIB115", "orchestration.partition_max_nodes",
     r"The pool has 2 nodes but the Slurm partition is declared for at most 1"),
    ("slurm partition size zero", slurm(partition_max_nodes=0), "CIB115", "orchestration.partition_max_nodes", r"at most 0"),
    ("slurm no munge key source", dict(base="training-slurm", orchestration=SlurmSettings()), "CIB116", "orchestration.munge_key",
     r"None: Slurm authenticates every message with a munge key.*MungeKey\.generated\(\).*MungeKey\.from_file"),
    ("slurm munge key file missing", slurm(munge_key=MungeKey.from_file("/nonexistent/munge.key")), "CIB117",
     "orchestration.munge_key.path", r"cannot be read \(No such file or directory\)"),
    ("slurm munge key file in the repo", slurm(munge_key=MungeKey.from_file(OPERATORS_KEY)), "CIB117",
     "orchestration.munge_key.path", r"is inside the repository"),
    ("slurm munge key file too short", slurm(munge_key=MungeKey.from_file(munge_file("short.key", b"x" * 16))), "CIB117",
     "orchestration.munge_key.path", r"holds 16 bytes; munge needs 32 to 1024"),
    ("slurm munge key file world-readable", slurm(munge_key=MungeKey.from_file(munge_file("open.key", b"k" * 64, 0o644))),
     "CIB117", "orchestration.munge_key.path", r"mode 0644\): chmod 600"),
    ("slurm munge key from_file without a path", slurm(munge_key=MungeKey(source="file")), "CIB117",
     "orchestration.munge_key.path", r"is missing: from_file needs a path"),
    ("slurm munge key path an expression", slurm(munge_key=MungeKey.from_file("${path.module}/munge.key")), "CIB091",
     "orchestration.munge_key.path", r"takes a literal value"),
    ("slurm munge key unknown source", slurm(munge_key=MungeKey(source="vault")), "CIB090", "orchestration.munge_key.source",
     r"one of 'generated', 'file'"),
    ("slurm b200 cpus unknown", dict(base="training-slurm", capacity=dict(instance_type="b200-180gb-sxm-ib.8x")), "CIB118",
     "orchestration.node_cpus", r"no public source gives them for b200-180gb-sxm-ib\.8x.*slurmd -C"),
    ("slurm no login node", slurm(login_count=0), "CIB119", "orchestration.login_count", r"1 to 8 login nodes"),
    ("slurm nine login nodes", slurm(login_count=9), "CIB119", "orchestration.login_count", r"9: A Slurm cluster has 1 to 8"),
    ("slurm health check every second", slurm(health_check_interval_s=1), "CIB120", "orchestration.health_check_interval_s",
     r"60 to 86400 seconds"),
    ("slurm nfs host with a slash", slurm(backup_controller=True, state_nfs_host="nfs/volumes"), "CIB121",
     "orchestration.state_nfs_host", r"'nfs/volumes': The NFS server"),
    ("slurm state disk size", slurm(backup_controller=True, state_disk_size="1TB"), "CIB036", "orchestration.state_disk_size",
     r"whole number of GiB or TiB"),
    ("slurm node cpus zero", slurm(node_cpus=0), "CIB122", "orchestration.node_cpus", r"positive whole numbers"),
    ("slurm node memory negative", slurm(node_real_memory_mib=-1), "CIB122", "orchestration.node_real_memory_mib",
     r"as `slurmd -C` prints them"),
    ("cmk version None", cmk_settings(kubernetes_version=None), "CIB090", "orchestration.kubernetes_version", r"a string, not NoneType"),
    ("cmk without the network operator", cmk_settings(add_ons=("nvidia_gpu_operator",)), "CIB072", "orchestration.add_ons",
     r"needs the nvidia_network_operator add-on\(s\)"),
    ("cmk without add-ons", cmk_settings(add_ons=()), "CIB072", "orchestration.add_ons", r"nvidia_gpu_operator, nvidia_network_operator add-on"),
    ("cmk unknown add-on", cmk_settings(add_ons=(*ADD_ONS, "istio")), "CIB073", "orchestration.add_ons",
     r"'istio': Unknown Crusoe Managed Kubernetes add-on"),
    ("cmk add-on twice", cmk_settings(add_ons=(*ADD_ONS, "nvidia_gpu_operator")), "CIB074", "orchestration.add_ons", r"listed twice"),
    ("cmk add-ons bare string", cmk_settings(add_ons="nvidia_gpu_operator"), "CIB090", "orchestration.add_ons", r"trailing comma"),
    *[(f"cmk refuses pool.{field}", cmk(pool=value), "CIB082", f"pool.{field}", _VM_ONLY) for field, value in (
        ("image", dict(image="ubuntu22.04-nvidia-sxm-docker:v2")),
        ("data_disk_size", dict(data_disk_size="2TiB")),
        ("startup_script", dict(startup_script="echo hi")),
        ("node_overrides", dict(node_overrides={"node-000": NodeOverride(image="x")})),
        ("replace_nodes_on_boot_script_change", dict(replace_nodes_on_boot_script_change=True)),
    )],
    *[(f"cmk refuses verification.{field}", cmk(verification=value), "CIB082", f"verification.{field}", _VM_ONLY) for field, value in (
        ("threshold_overrides", dict(threshold_overrides={"rate_gbps": 200})),
        ("apply_gate", dict(apply_gate=True)),
        ("ssh_user", dict(ssh_user="root")),
    )],
    ("cmk refuses pool_class", cmk(pool_class=TeamNodePool), "CIB082", "pool_class", _VM_ONLY),
    # --- Crusoe's platform contract: network, disks, locations, account, CMK -------------------------
    ("IPv6 SSH source", ssh("203.0.113.0/24", "2001:db8::/32"), "CIB180", "network.ssh_source_cidrs",
     r"'2001:db8::/32': Crusoe supports IPv4 only"),
    ("IPv6 SSH source in production", ssh("2001:db8::/48", production=True), "CIB180", "network.ssh_source_cidrs",
     r"IPv4 only.*Fix: Use IPv4 ranges only: your operators' or bastion's real IPv4 ranges"),
    ("IPv6 VPC", dict(network=dict(ssh_source_cidrs=("203.0.113.0/24",), vpc_cidr="fd00::/8", subnet_cidr="fd00::/64")),
     "CIB180", "network.vpc_cidr", r"'fd00::/8'.*VPC Networks Overview"),
    ("IPv6 K3s API source", k3s(api_source_cidrs=("2001:db8::/48",)), "CIB180", "orchestration.api_source_cidrs", r"IPv4 only"),
    ("IPv6 CMK pod range", cmk_settings(pod_cidr="fd00::/48"), "CIB180", "orchestration.pod_cidr", r"IPv4 only"),
    ("taint image by tag", cmk_settings(taint_image="python:3.12-slim"), "CIB291", "orchestration.taint_image",
     r"by its digest"),
    ("shared address space VPC", dict(network=dict(ssh_source_cidrs=("203.0.113.0/24",), vpc_cidr="100.64.0.0/10",
                                                 subnet_cidr="100.64.0.0/16")),
     "CIB181", "network.vpc_cidr", r"'100\.64\.0\.0/10': A custom VPC network and its subnets take ranges in RFC 1918"),
    ("public subnet", dict(network=dict(ssh_source_cidrs=("203.0.113.0/24",), vpc_cidr="8.8.0.0/16", subnet_cidr="8.8.0.0/24")),
     "CIB181", "network.subnet_cidr", r"'8\.8\.0\.0/24'"),
    ("public CMK pod range", cmk_settings(pod_cidr="8.8.0.0/16"), "CIB181", "orchestration.pod_cidr", r"RFC 1918"),
    ("subnet too small for 16 nodes", dict(base="training-prod", network=dict(subnet_cidr="10.0.0.0/29")), "CIB182",
     "network.subnet_cidr", r"'10\.0\.0\.0/29': The subnet must hold every VM of the environment \(16: 16 GPU node\(s\)\) "
     r"plus the 6 addresses.*holds 2.*Fix: Use a /27 or wider"),
    ("subnet too small for K3s", dict(base="training-k3s", network=dict(subnet_cidr="10.0.0.0/29")), "CIB182",
     "network.subnet_cidr", r"\(6: 2 GPU node\(s\) and 4 CPU VM\(s\)\)"),
    ("subnet too small for Slurm", slurm(login_count=2, backup_controller=True, state_nfs_host="nfs.example.com") | dict(
        network=dict(ssh_source_cidrs=("203.0.113.0/24",), subnet_cidr="10.0.0.0/29")), "CIB182",
     "network.subnet_cidr", r"and 4 CPU VM\(s\)"),
    # the repository's example values in a production stack whose state is its own (the example bucket only warns)
    ("example key in production", dict(s3(), pool=dict(ssh_public_key_file=EXAMPLE_KEY_FILE)), "CIB261",
     "pool.ssh_public_key_file",
     r"training-ops\.pub': Production refuses the repository's example public key \(keys/training-ops\.pub, comment "
     r"training-ops@example\).*Fix: Set ssh_public_key_file to your operators' own key"),
    ("example key as text in production", dict(s3(), pool=dict(ssh_public_key=EXAMPLE_KEY, ssh_public_key_file=None)),
     "CIB261", "pool.ssh_public_key", r"'ssh-ed25519 AAAAC3Nza.*training-ops@example': Production refuses"),
    ("documentation range in production", s3(), "CIB263", "network.ssh_source_cidrs",
     r"'203\.0\.113\.0/24': Production refuses this range: it lies in 203\.0\.113\.0/24, reserved for documentation "
     r"\(RFC 5737\), so SSH \(22\) would be open to no real operator\. Fix: Replace it"),
    ("a host in a documentation range in production", dict(s3(), network=dict(ssh_source_cidrs=("10.1.0.0/16", "192.0.2.7/32"))),
     "CIB263", "network.ssh_source_cidrs", r"'192\.0\.2\.7/32': .*lies in 192\.0\.2\.0/24"),
    ("documentation range for the K3s API in production",
     dict(s3(), orchestration=K3sSettings(api_source_cidrs=("198.51.100.0/25",), install_script_sha256="0" * 64)),
     "CIB263", "orchestration.api_source_cidrs", r"'198\.51\.100\.0/25'.*Kubernetes API \(6443\) would be open to no"),
    ("location typo", dict(capacity=dict(locations="us-eats1-a")), "CIB184", "capacity.locations",
     r"'us-eats1-a': No Crusoe location has this name; it is one edit away from 'us-east1-a'.*Fix: Write 'us-east1-a'"),
    ("location typo in a failover list", dict(capacity=dict(locations=("us-east1-a", "us-southcentrl1-a"))), "CIB184",
     "capacity.locations", r"'us-southcentrl1-a'.*'us-southcentral1-a'"),
    ("K3s without internet egress", dict(base="training-k3s", network=dict(allow_internet_egress=False)), "CIB185",
     "network.allow_internet_egress", r"False: allow_internet_egress=False closes.*K3s install script"),
    ("CMK without internet egress", dict(base="training-cmk", network=dict(allow_internet_egress=False)), "CIB185",
     "network.allow_internet_egress", r"container images"),
    ("PyTorch install without internet egress", torchrun(venv="~/venv", install_pytorch="torch==2.9.1") | dict(
        network=dict(ssh_source_cidrs=("203.0.113.0/24",), allow_internet_egress=False)), "CIB185",
     "network.allow_internet_egress", r"torch==2\.9\.1 and its CUDA wheels from the Python Package Index"),
    ("Slurm backup controller without egress", slurm(backup_controller=True, state_nfs_host="nfs.example.com") | dict(
        network=dict(ssh_source_cidrs=("203.0.113.0/24",), allow_internet_egress=False)), "CIB185",
     "network.allow_internet_egress", r"NFS"),
    ("production H100 without a reservation", dict(base="training-prod", capacity=dict(reservation_id=None, on_demand=False)),
     "CIB186", "capacity.reservation_id", r"None: h100-80gb-sxm-ib\.8x \(H100 SXM\) is a type Crusoe offers only under a "
     r"reserved instance agreement.*RIPA.*Fix: Set capacity\.reservation_id"),
    ("production A100 without a reservation", dict(base="training-prod", capacity=dict(
        instance_type="a100-80gb-sxm-ib.8x", reservation_id=None, on_demand=False)), "CIB186", "capacity.reservation_id",
     r"\(A100 SXM\)"),
    ("malformed reservation id", dict(capacity=dict(reservation_id="res id;rm")), "CIB187", "capacity.reservation_id",
     r"'res id;rm': A reservation id"),
    ("expression as reservation id", dict(capacity=dict(reservation_id="${var.r}")), "CIB091", "capacity.reservation_id",
     _EXPR),
    ("reservation on a managed pool", cmk(capacity=dict(reservation_id="0b5a9a0e-1d2c-4c4e-9f0a-3b9c1d2e3f40")), "CIB188",
     "capacity.reservation_id", r"A Crusoe managed node pool has no reservation_id"),
    ("CMK pod range too small", cmk(capacity=dict(node_count=600), orchestration=ManagedKubernetesSettings(
        kubernetes_version="1.32.7-cmk.3", pod_cidr="192.168.0.0/16")), "CIB189", "orchestration.pod_cidr",
     r"'192\.168\.0\.0/16'.*holds at most 512 nodes even at /25.*the pool has 600.*Fix: Give pod_cidr a /15 or wider"),
    ("CMK pod range overlaps the VPC", cmk(capacity=dict(node_count=300), orchestration=ManagedKubernetesSettings(
        kubernetes_version="1.32.7-cmk.3", pod_cidr="10.128.0.0/14")), "CIB190", "orchestration.pod_cidr",
     r"10\.128\.0\.0/14 overlaps vpc_cidr 10\.0\.0\.0/8"),
    # --- the library's own API: a delivery item, a stack a delivery serves ---
    ("delivery item name in lowercase", Library(_delivery_item, dict(name="munge_key")), "CIB174", "Item.name",
     r"Item\.name = 'munge_key': A delivery item's name must be 1-32 capital letters.*Fix: Write it like name='MUNGE_KEY'"),
    ("delivery item mode without its leading 0", Library(_delivery_item, dict(mode="400")), "CIB174",
     "Item(name='MUNGE_KEY').mode", r"\.mode = '400': .*four digits starting with 0.*Fix: Write it like mode='0600'"),
    ("delivery item mode as a number", Library(_delivery_item, dict(mode=0o400)), "CIB174", "Item(name='MUNGE_KEY').mode",
     r"\.mode = 256: "),
    ("delivery item owner without a group", Library(_delivery_item, dict(owner="munge")), "CIB174",
     "Item(name='MUNGE_KEY').owner", r"owner = 'munge': .*must be user:group.*owner='root:root'"),
    ("delivery item dest climbing out", Library(_delivery_item, dict(dest="/etc/munge/../../etc/sudoers.d/x")), "CIB174",
     "Item(name='MUNGE_KEY').dest", r"dest = '/etc/munge/\.\./\.\./etc/sudoers\.d/x': .*no '\.\.'"),
    ("delivery item with two contents", Library(_delivery_item, dict(prepared=True)), "CIB174",
     "Item(name='MUNGE_KEY').source_path/secret/prepared",
     r"= \{'secret': 'base64encode\(var\.munge_key\)', 'prepared': True\}: .*exactly one of the three"),
    ("delivery item with no content", Library(_delivery_item, dict(secret=None)), "CIB174",
     "Item(name='MUNGE_KEY').source_path/secret/prepared", r"= \{\}: .*exactly one of the three"),
    ("delivery item checksum in capitals", Library(_delivery_item, dict(secret=None, source_path="assets/x", sha256="AB" * 32)),
     "CIB174", "Item(name='MUNGE_KEY').sha256", r"64 lowercase hexadecimal digits"),
    ("delivery item restarting a unit with a space", Library(_delivery_item, dict(restart="munge service")), "CIB174",
     "Item(name='MUNGE_KEY').restart", r"restart = 'munge service': .*systemd unit name.*restart='munge'"),
    ("delivery item added twice", Library(_delivery, dict(item=dict(dest="/etc/munge/other.key"))), "CIB175",
     "training/delivery.items", r"= 'MUNGE_KEY': This delivery already has an item named MUNGE_KEY.*Fix: Give the other"),
    ("delivery trigger named in capitals", Library(_delivery, dict(trigger="Key")), "CIB176",
     "training/delivery.add_trigger(name)", r"= 'Key': A delivery trigger's name .*Fix: Name it like 'munge_key_source'"),
    ("delivery trigger named hosts", Library(_delivery, dict(trigger="hosts")), "CIB176",
     "training/delivery.add_trigger(name)", r"= 'hosts': .*not 'hosts'"),
    ("Terraform reference in a preparation step", Library(_delivery, dict(step="aws_instance.x.private_ip")), "CIB177",
     "training/delivery.prepare(step)", r"aws_instance\.x\.private_ip.*Fix: Pass the value in the step's environment"),
    ("stack id starting with _ for a delivery", Library(_known_hosts_in_stack, dict(stack="_training")), "CIB173",
     "_training/pool (its stack's id)",
     r"= '_training': .*crusoe-ib-known_hosts\.d/<stack>.*Fix: Rename the stack .*'training-prod'"),
    ("stack id with a dollar for a delivery", Library(_known_hosts_in_stack, dict(stack="train$prod")), "CIB173",
     "(its stack's id)", r"= 'train\$prod': "),
    ("CMK sized pod range overlaps a custom VPC", cmk(capacity=dict(node_count=300), network=dict(
        ssh_source_cidrs=("203.0.113.0/24",), vpc_cidr="172.16.0.0/12", subnet_cidr="172.16.0.0/16")), "CIB190",
     "orchestration.pod_cidr", r"172\.16\.0\.0/13 overlaps vpc_cidr 172\.16\.0\.0/12"),
]


# --- the table -------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field,pattern", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_input_names_field_value_rule_and_fix(changes, code, field, pattern):
    issues = _issues(changes)
    assert all(isinstance(i, Issue) and i.code in CATALOGUE for i in issues), issues
    shown = "\n".join(map(str, issues))
    matching = [i for i in issues if i.code == code and i.where.endswith(field)]
    assert matching, f"expected {code} at ...{field}, got:\n{shown}"
    assert any(re.search(pattern, str(i), re.S) for i in matching), f"{pattern!r} not in:\n{shown}"
    for i in issues:
        text = str(i)
        assert "Fix: " in text and i.fix and i.rule, text
        assert "\n" not in text, f"one problem, one line: {text!r}"


def test_the_table_is_big_and_has_no_duplicate_rows():
    assert len(CASES) >= 150
    assert len({c[0] for c in CASES}) == len(CASES), "row ids must be unique"
    assert len({(repr(c[1]), c[2]) for c in CASES}) == len(CASES), "two rows test the same input for the same code"


def test_every_synth_time_code_has_a_row():
    synth_codes = {code for code, entry in CATALOGUE.items() if entry.when == "synth" and entry.severity == "error"}
    # A wrong call of a settings class fails before any settings object exists: its table is tests/test_settings_calls.py.
    assert synth_codes - {c[2] for c in CASES} - set(CALL_CODES) == set()


# --- what the table cannot say in one row ----------------------------------------------------------


def _fragments(secret: str, size: int = 10) -> set[str]:
    return {secret[i:i + size] for i in range(len(secret) - size + 1)}


@pytest.mark.parametrize("source", [*(f"text:{n}" for n in PRIVATE_KEYS), *(f"file:{n}" for n in PRIVATE_KEY_FILES)])
def test_private_key_material_is_never_echoed(source):
    kind, name = source.split(":", 1)
    changes = key(PRIVATE_KEYS[name]) if kind == "text" else keyfile(PRIVATE_KEY_FILES[name])
    issues = _issues(changes)
    assert [i.code for i in issues] == ["CIB033"]
    shown = " ".join(f"{i} {i.value!r}" for i in issues)
    for secret in SECRETS.values():
        leaked = [f for f in _fragments(secret) if f in shown]
        assert not leaked, f"private key material in {shown!r}: {leaked[:3]}"


def test_private_key_is_not_echoed_by_main_build_either():
    _, errors = build(cdk.Testing.app(), [env(**key(PRIVATE_KEYS["rsa"]))])
    assert len(errors) == 1 and "[CIB033]" in errors[0]
    assert not [f for f in _fragments(SECRETS["rsa"]) if f in errors[0]]


def test_a_bare_string_for_a_tuple_is_one_issue_not_one_per_character():
    issues = _issues(dict(network=dict(ssh_source_cidrs="203.0.113.0/24")))
    assert [(i.code, i.where) for i in issues] == [("CIB090", "training-dev.network.ssh_source_cidrs")]


def test_five_independent_problems_are_reported_in_one_run():
    issues = _issues(dict(
        capacity=dict(node_count=0),
        network=dict(ssh_source_cidrs=("nope",)),
        partition=dict(name="Bad_Name"),
        pool=dict(data_disk_size="1TB"),
        orchestration=TorchrunSettings(master_port=80),
    ))
    found = {(i.code, i.where) for i in issues}
    assert found == {
        ("CIB004", "training-dev.capacity.node_count"),
        ("CIB021", "training-dev.network.ssh_source_cidrs"),
        ("CIB010", "training-dev.partition.name"),
        ("CIB036", "training-dev.pool.data_disk_size"),
        ("CIB050", "training-dev.orchestration.master_port"),
    }


def test_options_of_another_mode_cannot_be_written():
    with pytest.raises(TypeError, match="master_port"):
        K3sSettings(master_port=29500)  # Python's own check: K3s has no rendezvous port
    with pytest.raises(TypeError, match="api_source_cidrs"):
        TorchrunSettings(api_source_cidrs=("10.0.0.0/8",))


# --- accepted on purpose ---------------------------------------------------------------------------


@pytest.mark.parametrize("changes", [
    dict(),  # training-dev: SSH from 0.0.0.0/0 is fine outside production, with the opt-in it sets
    open_ssh("0.0.0.0/1", "128.0.0.0/1"),
    dict(base="training-k3s", production=False,
         orchestration=K3sSettings(api_source_cidrs=("0.0.0.0/0",), allow_api_from_internet=True)),
], ids=["dev-0.0.0.0/0", "dev-two-halves", "dev-k3s-api-open"])
def test_open_ranges_are_accepted_outside_production(changes):
    config = env(**changes)
    assert config.production is False
    assert app_issues([config]) == []


@pytest.mark.parametrize("changes", [
    dict(base="training-k3s", orchestration=dict(load_balancer_type="s1a.80x")),
    dict(base="training-slurm", orchestration=dict(login_type="s1a.80x")),
    dict(base="training-slurm", orchestration=dict(login_type="c1a.64x")),
    dict(base="training-slurm", orchestration=dict(login_type="c2a.8x")),
    dict(base="training-k3s", orchestration=dict(load_balancer_type="s2a.80x")),
], ids=["k3s-lb-s1a", "slurm-login-s1a", "slurm-login-c1a-64x", "slurm-login-c2a", "k3s-lb-s2a"])
def test_any_crusoe_cpu_family_size_runs_a_load_balancer_or_login_node(changes):
    # Crusoe's storage-optimized s1a (crusoecloud/slurm runs its NFS node on s1a.80x) and the c2a and s2a families
    # (crusoecloud/slurm README, 2026; solutions-library's data-transfer example): these roles need no memory floor.
    assert app_issues([env(**changes)]) == []


@pytest.mark.parametrize("changes", [
    dict(network=dict(ssh_source_cidrs=["203.0.113.0/24"])),
    dict(capacity=dict(locations=["us-east1-a", "us-southcentral1-a"])),
    dict(verification=dict(threshold_overrides={"hca_names": ["mlx5_0", "mlx5_1"]})),
    dict(base="training-k3s", orchestration=K3sSettings(api_source_cidrs=["198.51.100.0/24"])),
    dict(base="training-cmk", orchestration=ManagedKubernetesSettings(kubernetes_version="1.32.7-cmk.3", add_ons=list(ADD_ONS))),
], ids=["ssh-list", "locations-list", "hca-list", "api-list", "add-ons-list"])
def test_a_list_where_a_tuple_is_expected_is_accepted(changes):
    assert app_issues([env(**changes)]) == []


def test_a_shared_local_state_file_is_refused():
    """Local state lives in the project root: the same file name is one file for both."""
    dev = fixture("training-dev")
    issues = app_issues([dev, dataclasses.replace(dev, name="training-dev2")])
    assert [(i.code, i.where) for i in issues] == [("CIB013", "training-dev.state"), ("CIB013", "training-dev2.state")]
    renamed = dataclasses.replace(dev, name="training-dev2", state=LocalState(path="terraform.training-dev2.tfstate"))
    assert app_issues([dev, renamed]) == []


# --- end to end through crusoe_ib.app.build (synth) ---------------------------------------------------------


def test_build_reports_every_problem_of_every_environment_and_builds_nothing():
    envs = (fixture("training-dev"),  # valid, but nothing is built while another is wrong
            env("training-prod", capacity=dict(instance_type="h100-80gb-sxm.8x"), network=dict(ssh_source_cidrs=("0.0.0.0/0",))),
            env("training-k3s", capacity=dict(node_count="2")))
    stacks, errors = build(cdk.Testing.app(), envs)
    assert stacks == []
    assert [e.rsplit("[", 1)[1] for e in errors] == ["CIB002]", "CIB022]", "CIB090]"]
    assert errors[0].startswith("training-prod.capacity.instance_type = 'h100-80gb-sxm.8x': ")
    assert errors[2].startswith("training-k3s.capacity.node_count = '2': ") and "without quotes" in errors[2]


def test_build_reports_a_managed_cluster_name_that_only_the_environment_could_hold():
    stacks, errors = build(cdk.Testing.app(), [env("training-cmk", name="c" * 41)])
    assert stacks == [] and len(errors) == 1
    assert errors[0].startswith(f"{'c' * 41}.name = ") and errors[0].endswith("[CIB070]")


def test_build_reports_a_pool_class_s_own_rules_as_errors():
    class StrictPool(GpuNodePool):
        def __init__(self, scope, id, props):
            raise ConfigError([issue("CIB035", f"{scope.node.path}/{id}.image", props.settings.image)])

    stacks, errors = build(cdk.Testing.app(), [env(pool_class=StrictPool)])
    assert stacks == [] and len(errors) == 1 and errors[0].startswith("training-dev/pool.image = ")


def test_bash_variables_in_startup_script_are_bash_s():
    script = 'echo "${VAR} %{ not a directive }" > /tmp/x'
    stacks, errors = build(cdk.Testing.app(), [env(pool=dict(startup_script=script))])
    assert errors == []
    tf = json.loads(cdk.Testing.synth(stacks[0]))
    assert 'echo "$${VAR} %%{ not a directive }" > /tmp/x' in boot_script(tf)


@pytest.mark.parametrize("changes", [
    dict(pool=dict(image="u" * 100_000)),
    dict(network=dict(ssh_source_cidrs=("x" * 100_000,))),
    torchrun(extra_env={"k" * 50_000: "v"}),
], ids=["image", "cidr", "env"])
def test_a_huge_value_is_shown_clipped_not_whole(changes):
    """One problem, one screen: a 100,000-character value is shown by its start and end, never whole."""
    issues = _issues(changes)
    assert issues and all(len(str(i)) < 2_000 for i in issues), [len(str(i)) for i in issues]
    assert any("..." in str(i) for i in issues)


@pytest.mark.parametrize("version", ["1.32.7-cmk.3", "1.33.4-cmk.73", "1.31.7-cmk.7-rc.1", "1.32.7-cmk.3+build.5"])
def test_cmk_versions_with_a_plain_suffix_are_accepted(version):
    assert _issues(cmk_settings(kubernetes_version=version)) == []
