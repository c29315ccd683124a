"""Ship the node side of the verify package to a node as one deterministic zipapp.

VerificationHooks makes it a file of the synthesized stack, which the apply delivers to every node
over SSH (crusoe_ib.NodeDelivery) as ``/opt/crusoe-ib/verify-<sha256>.pyz``, the one the boot step
runs after checking its digest::

    python3 /opt/crusoe-ib/verify-<sha256>.pyz node --instance-type T --output /var/lib/crusoe-ib/node-check.json

Determinism (fixed timestamps and permissions, sorted entries, no ``__pycache__``) keeps the
synthesized Terraform stable: the script, and its hash, change only when the code does.
What it holds is an allow-list: the ``node/`` folder, the package's ``__init__.py`` (its constants)
and ``thresholds.json``; the operator and build folders never ship. It also holds a stub
``crusoe_ib/__init__.py`` on purpose: the real one re-exports the cdktf constructs, which the
node does not have.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import sys
import zipfile

_PKG_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # crusoe_ib/verify
_SHEBANG = b"#!/usr/bin/env python3\n"
_DATE = (1980, 1, 1, 0, 0, 0)
_MAIN = (
    '"""crusoe-ib-verify zipapp entry point."""\n'
    "import sys\n\n"
    "from crusoe_ib.verify.node.cli import main\n\n"
    "sys.exit(main())\n"
)
_STUB_INIT = '"""Stub for the node-side zipapp: only crusoe_ib.verify is shipped."""\n'
#: What ships, relative to crusoe_ib/verify: the node side only (operator/ and build/ never do).
SHIPPED_FILES = ("__init__.py", "thresholds.json")
SHIPPED_FOLDERS = ("node",)


def shipped_paths() -> list:
    """The allow-listed files, relative to crusoe_ib/verify: every .py and .json file under
    :data:`SHIPPED_FOLDERS`, and :data:`SHIPPED_FILES`, sorted."""
    out = list(SHIPPED_FILES)
    for folder in SHIPPED_FOLDERS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(_PKG_DIR, folder)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
            out += [os.path.relpath(os.path.join(dirpath, name), _PKG_DIR).replace(os.sep, "/")
                    for name in filenames if name.endswith((".py", ".json"))]
    return sorted(out)


def _sources() -> list:
    """``(arcname, bytes)`` for every shipped file, the stub package and the entry point, sorted."""
    out = []
    for rel in shipped_paths():
        with open(os.path.join(_PKG_DIR, rel), "rb") as fh:
            data = fh.read()
        if rel == "thresholds.json":
            data = _registry(data)
        out.append(("crusoe_ib/verify/" + rel, data))
    out.append(("crusoe_ib/__init__.py", _STUB_INIT.encode()))
    out.append(("__main__.py", _MAIN.encode()))
    return sorted(out)


def _registry(on_disk: bytes) -> bytes:
    """The thresholds the node gets: the file, unless this process registered instance types of a team's
    own (crusoe_ib.platform.team_types), which the node's checker must know too."""
    from ..node import thresholds

    current = thresholds.load()
    if json.loads(on_disk.decode("utf-8")) == current:
        return on_disk
    return (json.dumps(current, indent=2) + "\n").encode("utf-8")


def zipapp_bytes() -> bytes:
    """The zipapp as bytes: shebang + deflated zip, identical for identical sources."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for arcname, data in _sources():
            info = zipfile.ZipInfo(arcname, date_time=_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, whatever the build host
            info.external_attr = 0o644 << 16
            zf.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return _SHEBANG + buf.getvalue()


def build_zipapp(path: str) -> str:
    """Write the zipapp to ``path`` (mode 0755) and return the path."""
    data = zipapp_bytes()
    with open(path, "wb") as fh:
        fh.write(data)
    os.chmod(path, 0o755)
    return path


def zipapp_b64() -> str:
    """Base64 of :func:`zipapp_bytes`, for embedding in a startup script (``base64 -d``)."""
    return base64.b64encode(zipapp_bytes()).decode("ascii")


def zipapp_sha256() -> str:
    """Hex SHA-256 of the zipapp: a stable trigger for replacing nodes' copies."""
    return hashlib.sha256(zipapp_bytes()).hexdigest()


def main(argv: list | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0].startswith("-"):
        print("usage: python -m crusoe_ib.verify.build.zipapp OUTPUT.pyz", file=sys.stderr)
        return 2
    build_zipapp(args[0])
    print(f"{args[0]} {os.path.getsize(args[0])} bytes sha256 {zipapp_sha256()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
