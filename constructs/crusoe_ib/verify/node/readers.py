"""Reading inputs that may be anything: a log, a FIFO, ``/dev/zero``, a terminal, a directory.

Every read here is bounded in bytes and in time and never blocks on ``open()``:

- files are opened ``O_NONBLOCK`` (opening a FIFO without a writer would otherwise wait forever);
- a regular file larger than the limit is read as its head and its tail (NCCL's init lines come
  first, nccl-tests' results last) and the skipped middle is reported;
- a pipe, FIFO, socket or character device is read with ``select`` until EOF, the byte limit
  or the deadline, whichever comes first; input whose first block holds NUL bytes is binary and
  is not read further (``/dev/zero``);
- a directory is an error.
"""

from __future__ import annotations

import errno
import os
import select
import stat
import sys
import time

MAX_LOG_BYTES = 128 << 20
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | _CLOEXEC
_CHUNK = 1 << 16


class Input:
    """What was read: ``data`` (bytes) and why it may be incomplete (``notes``)."""

    def __init__(self, data: bytes, notes: list):
        self.data = data
        self.notes = notes

    def text(self) -> str:
        return self.data.decode("utf-8", errors="replace")


def _pread_all(fd: int, length: int, offset: int) -> bytes:
    out = bytearray()
    while len(out) < length:
        chunk = os.pread(fd, min(_CHUNK * 16, length - len(out)), offset + len(out))
        if not chunk:
            break
        out += chunk
    return bytes(out)


def _read_stream(fd: int, limit: int, timeout: float, notes: list) -> bytes:
    deadline = time.monotonic() + timeout
    chunks, total = [], 0
    while total < limit:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            notes.append(f"stopped reading after {timeout:g}s without end of input ({total} bytes read)")
            break
        ready, _, _ = select.select([fd], [], [], min(remaining, 0.5))
        if not ready:
            continue
        try:
            chunk = os.read(fd, min(_CHUNK, limit - total))
        except BlockingIOError:
            continue
        except InterruptedError:
            continue
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        if total == len(chunk) and b"\x00" in chunk:
            notes.append(f"the input is binary; stopped after its first {total} bytes")
            break
    else:
        notes.append(f"stopped after the first {limit} bytes (the limit)")
    return b"".join(chunks)


def kind(mode: int) -> str:
    """What a non-regular file is, in words ("a FIFO", "a character device", ...)."""
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a directory")):
        if test(mode):
            return name
    return "not a regular file"


def read_bounded(path: str, limit: int = MAX_LOG_BYTES, timeout: float = 30.0, regular_only: bool = False) -> Input:
    """Read ``path`` (``-`` for stdin) within ``limit`` bytes and ``timeout`` seconds.

    Raises OSError (with ``strerror``) only for what the caller should report as an error: a
    missing or unreadable file, a directory, and with ``regular_only`` a named path that is not a
    regular file (a FIFO, a device, a socket: stdin ``-`` is still read as a stream).
    """
    if not (isinstance(timeout, (int, float)) and timeout == timeout and 0 <= timeout < 1e9):
        raise ValueError(f"read_bounded needs a finite timeout, not {timeout!r}")
    notes: list = []
    if path == "-":
        fd, close = sys.stdin.fileno(), False
    else:
        if "\0" in path:
            raise OSError(errno.EINVAL, "a path cannot hold a NUL byte", path)
        fd, close = os.open(path, _FLAGS), True
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", path)
        if regular_only and close and not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, f"not a regular file ({kind(st.st_mode)}); pass a file, or '-' to read stdin",
                          path)
        if stat.S_ISREG(st.st_mode) and close:
            size = st.st_size
            if size <= limit:
                data = _pread_all(fd, limit, 0)
            else:
                head = limit // 4
                tail = limit - head
                data = _pread_all(fd, head, 0) + b"\n" + _pread_all(fd, tail, size - tail)
                notes.append(f"the input is {size} bytes: read the first {head} and the last {tail}, skipped "
                             f"{size - limit} in the middle")
            return Input(data, notes)
        if stat.S_ISREG(st.st_mode):  # stdin redirected from a file: read from where it stands
            data = os.read(fd, limit)
            if len(data) == limit:
                notes.append(f"stopped after the first {limit} bytes (the limit)")
            return Input(data, notes)
        return Input(_read_stream(fd, limit, timeout, notes), notes)
    finally:
        if close:
            os.close(fd)


def read_owned(path: str, uid: int, gid: int | None = None, limit: int = MAX_LOG_BYTES, timeout: float = 30.0) -> Input:
    """Read ``path`` for a bundle on behalf of user ``uid`` (a Slurm job's output): only a regular
    file owned by ``uid``, opened without following a final symlink and, when this runs as root,
    with the user's identity (effective uid and gid, no supplementary groups) so directories the
    user cannot enter stay closed. ``PermissionError`` says why a file is refused: a job submitted
    with ``--output=/etc/munge/munge.key`` gets nothing of that file into its bundle."""
    fd = _open_as(path, uid, gid)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise PermissionError(errno.EPERM, "not a regular file", path)
        if st.st_uid != uid:
            raise PermissionError(errno.EPERM, f"owned by uid {st.st_uid}, not by the job's user (uid {uid})", path)
        size = st.st_size
        notes: list = []
        if size <= limit:
            return Input(_pread_all(fd, limit, 0), notes)
        notes.append(f"the file is {size} bytes: read its last {limit}")
        return Input(_pread_all(fd, limit, size - limit), notes)
    finally:
        os.close(fd)


def _open_as(path: str, uid: int, gid: int | None) -> int:
    flags = _FLAGS | _NOFOLLOW
    switch = os.geteuid() == 0 and uid != 0
    groups = os.getgroups() if switch else []
    try:
        if switch:
            os.setgroups([])
            os.setegid(gid if gid is not None else uid)
            os.seteuid(uid)
        return os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise PermissionError(errno.EPERM, "a symbolic link", path) from None
        raise
    finally:
        if switch:
            os.seteuid(0)
            os.setegid(0)
            os.setgroups(groups)


class UnsafePath(OSError):
    """A path this tool was about to write through a symbolic link, or into something that is not a file:
    refused. An OSError, so a command prints its one line (``strerror``) and exits 2."""


def refusal(path: str, what: str) -> UnsafePath:
    """The :class:`UnsafePath` that names ``path``, what it is, and the fix."""
    if os.path.islink(path):
        try:
            target = f" (to {os.readlink(path)!r})"
        except OSError:
            target = ""
        why = (f"it is a symbolic link{target}, which this tool never made; writing through it would change the file "
               "it points to. Remove it and run again")
    else:
        try:
            why = f"it is {kind(os.lstat(path).st_mode)}, not a plain file. Move it aside and run again"
        except OSError:
            why = "something else created it at the same moment. Run again"
    return UnsafePath(errno.ELOOP, f"refusing to write {what} {path}: {why}")


def create_new(path: str, what: str = "the temporary file", mode: int = 0o666) -> int:
    """A new file at ``path``, opened for writing (O_CREAT | O_EXCL | O_NOFOLLOW): never through a symbolic
    link or into a FIFO planted there (:class:`UnsafePath`). A regular file left there (an interrupted
    earlier run's) is replaced."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        st = None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise refusal(path, what)
        os.unlink(path)
    try:
        return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, mode)
    except FileExistsError:
        raise refusal(path, what) from None


def open_append(path: str, what: str = "the file", mode: int = 0o666) -> int:
    """``path`` opened to read and append, created when missing, never through a symbolic link (O_NOFOLLOW)
    and never a FIFO or device (opened without blocking, then checked): :class:`UnsafePath` names it."""
    if os.path.islink(path):  # where O_NOFOLLOW does not exist, and for the message
        raise refusal(path, what)
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | _NOFOLLOW | _CLOEXEC | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0), mode)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EMLINK) and os.path.islink(path):
            raise refusal(path, what) from None
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise refusal(path, what)
    return fd


def check_writable(path: str) -> str | None:
    """Why ``path`` cannot be written as an output file, or None. Creates missing parent directories."""
    directory = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        return f"{path} is a directory"
    try:
        st = os.stat(path)
    except OSError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode):
        # Opening a FIFO for writing waits for a reader forever; an atomic replace would swap out a device.
        return f"{path} is not a regular file ({kind(st.st_mode)})"
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as exc:
        return f"cannot create {directory}: {exc.strerror or exc}"
    if not os.access(directory, os.W_OK | os.X_OK):
        return f"{directory} is not writable"
    return None
