"""Is ``cdktf.out`` what a synth would write now? The offline make targets synthesize again only when not.

A synth records what it depended on in ``<outdir>/crusoe-ib-synth.json``: every file its process read
(the app's and the library's modules, the environments, SSH key files: seen through an audit hook and
``sys.modules``), every environment variable it read (as it was when the synth started; a copy of the
whole environment for a child process is not a read of each) and every ``CDK*`` and ``JSII*``
variable, which the CDK's Node side reads, the interpreter, the installed packages (each
site-packages folder's change time: an install or upgrade changes it) and a digest of each file it
wrote. :func:`changed` compares that record with now and names the first difference, or returns None:
``python main.py --if-changed`` then has nothing to do. Environment values are kept as digests only
(some are a team's account IDs). Standard library only: the check runs before the CDK is imported.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import sysconfig
from pathlib import Path

RECORD = "crusoe-ib-synth.json"
VERSION = 1
#: Variables the CDK's Node side (jsii, the CDK's own settings) or this library may read unseen by the audit hook.
ENV_PREFIXES = ("CDK", "JSII")
_IGNORED = ("/proc/", "/dev/", "/sys/")


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _file_digest(path: str) -> str | None:
    try:
        return _digest(Path(path).read_bytes())
    except OSError:
        return None


def _installed() -> dict[str, int]:
    """Each site-packages folder's change time: installing, upgrading or removing a package changes it."""
    folders = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    return {f: os.stat(f).st_mtime_ns for f in sorted(folders) if os.path.isdir(f)}


class _RecordingEnviron(type(os.environ)):  # type: ignore[misc]
    """``os.environ`` while a :class:`Watch` runs: each variable read is noted (``get``, ``in`` and ``os.getenv``
    go through ``__getitem__``), except by ``os.environ.copy()``, the whole environment handed to a child
    process (jsii's Node), which is not a dependency on every variable."""

    def __getitem__(self, key):
        for watch in Watch.active:
            watch.env.add(key)
        return super().__getitem__(key)

    def copy(self):  # the whole environment for a child process (jsii's Node): not a read of each variable
        return {self.decodekey(k): self.decodevalue(v) for k, v in self._data.items()}


class Watch:
    """What one synth reads: ``with Watch() as watch: <imports, build, synth>``, then :func:`record`."""

    active: list["Watch"] = []
    _hooked = False

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.env: set[str] = set()

    def __enter__(self) -> "Watch":
        if not Watch._hooked:  # an audit hook cannot be removed: one, serving the active watches
            sys.addaudithook(_on_audit)
            Watch._hooked = True
        Watch.active.append(self)
        self.started_with = dict(os.environ.copy())  # the values a variable had before the synth set any
        self._environ_class = os.environ.__class__
        os.environ.__class__ = _RecordingEnviron
        return self

    def __exit__(self, *exc) -> None:
        Watch.active.remove(self)
        if not Watch.active:
            os.environ.__class__ = self._environ_class

    def digests(self) -> tuple[dict[str, str], dict[str, str | None]]:
        """What this watch saw read, as :func:`first_change` compares it with now: the files (those still
        there) and the environment variables, each as a digest."""
        return _digests(self.files), _env(self.env, self.started_with)


def _on_audit(event: str, args: tuple) -> None:
    if event != "open" or not Watch.active:
        return
    path, mode, flags = (tuple(args) + (None, None))[:3]
    if not isinstance(path, (str, bytes, os.PathLike)):
        return  # an open file descriptor
    writing = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
        mode is None and isinstance(flags, int) and flags & (os.O_WRONLY | os.O_RDWR))
    if not writing:
        for watch in Watch.active:
            watch.files.add(os.path.abspath(os.fsdecode(path)))


def _inputs(watch: Watch, outdir: Path) -> dict[str, str | None]:
    """Every file the synth read that a later synth could read differently, with its digest."""
    skip = [str(outdir.resolve()) + os.sep, *_IGNORED,
            *{os.path.realpath(p) + os.sep for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)}]
    paths = set(watch.files)
    for module in list(sys.modules.values()):
        source = getattr(module, "__file__", None)
        if isinstance(source, str):
            paths.add(source[:-1] if source.endswith(".pyc") else source)
    real = {os.path.realpath(p) for p in paths}
    return _digests(p for p in real if not any(p.startswith(s) for s in skip) and "__pycache__" not in p)


def _digests(paths) -> dict[str, str]:
    """Each of ``paths`` that is a readable file, with its digest (gone already: the synth's own scratch file)."""
    digests = {p: _file_digest(p) for p in sorted(paths)}
    return {p: d for p, d in digests.items() if d is not None}


def _env(keys: set[str], values: dict[str, str]) -> dict[str, str | None]:
    names = set(keys) | {k for k in values if k.startswith(ENV_PREFIXES)}
    return {k: (_digest(values[k].encode()) if k in values else None) for k in sorted(names)}


def _outputs(outdir: Path) -> dict[str, str | None]:
    return {str(p.relative_to(outdir)): _file_digest(str(p)) for p in sorted(outdir.rglob("*"))
            if p.is_file() and p.name != RECORD}


def record(outdir: str | os.PathLike, watch: Watch, argv: list[str]) -> None:
    """Write ``<outdir>/crusoe-ib-synth.json`` for the synth ``watch`` saw (after it wrote its files)."""
    out = Path(outdir)
    doc = {"version": VERSION, "argv": argv, "python": sys.version, "installed": _installed(),
           "inputs": _inputs(watch, out), "env": _env(watch.env, watch.started_with), "outputs": _outputs(out)}
    (out / RECORD).write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")


def changed(outdir: str | os.PathLike, argv: list[str]) -> str | None:
    """None when a synth now would read exactly what the recorded one read (and its outputs are as it
    wrote them); else the first difference, in words."""
    out = Path(outdir)
    try:
        doc = json.loads((out / RECORD).read_text())
    except (OSError, ValueError):
        return f"no record of an earlier synth in {out}"
    if doc.get("version") != VERSION or doc.get("argv") != argv or doc.get("python") != sys.version:
        return "the last synth ran with another interpreter, arguments or release"
    if doc.get("installed") != _installed():
        return "installed packages changed"
    reason = first_change(doc.get("inputs", {}), doc.get("env", {}))
    if reason is not None:
        return reason
    for name, digest in doc.get("outputs", {}).items():
        if _file_digest(str(out / name)) != digest:
            return f"{out / name} was changed or removed"
    return None


def first_change(files: dict[str, str | None], env: dict[str, str | None]) -> str | None:
    """The first of ``files`` whose content, or of ``env`` whose value, differs now from its digest (as
    :meth:`Watch.digests` took them), in words; None when none does."""
    for path, digest in files.items():
        if _file_digest(path) != digest:
            return f"{_shown(path)} changed"
    for name, digest in _env(set(env), dict(os.environ)).items():
        if env.get(name) != digest:
            return f"${name} changed"
    return None


def _shown(path: str) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return path
