"""Plain VMs + torchrun's settings: :class:`TorchrunSettings` and its rules, with no CDK import;
:class:`crusoe_ib.torchrun_launcher.TorchrunLauncher` writes the nodes' env file and the launch
commands from them, and its module doc says how."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..core._settings import Context, Settings, has_control, has_expression, settings_rule
from ..core.errors import Issue, issue
from .node_pool import user_issues

NCCL_DEBUG_LEVELS = ("VERSION", "WARN", "INFO", "TRACE")
_ENV_NAME = re.compile(r"[A-Z_][A-Z0-9_]*")
_SAFE_VALUE = re.compile(r"[A-Za-z0-9_.,:/=+@-]*")
#: An absolute path or one under the login user's home (~/), of plain path characters only.
_VENV = re.compile(r"(/|~/)[A-Za-z0-9_.+@/-]*[A-Za-z0-9_.+@-]")
#: A pip requirement of the torch distribution: the name, optionally one version clause (no URL, no option).
_PIP_SPEC = re.compile(r"torch((==|>=|<=|~=|>|<)[0-9][0-9A-Za-z.+]*)?")
_RESERVED = ("NODE_KEY", "NODE_RANK", "NNODES", "GPUS_PER_NODE", "NPROC_PER_NODE", "WORLD_SIZE",
             "MASTER_ADDR", "MASTER_ADDR_SOURCE", "MASTER_PORT")


@dataclass(frozen=True, kw_only=True)
class TorchrunSettings(Settings):
    """Plain VMs + torchrun (the default orchestration).

    entrypoint: the training script and its arguments, as the node's shell reads them (``$NODE_RANK``
        and double quotes work; operators, backquotes and comments are refused, CIB056).
    ssh_user: login user of the image (``ubuntu`` on Crusoe's curated images). The nodes are
        reached as the pool says (``NodePoolSettings.ssh_jump_host``: ``ssh -J`` to private addresses).
    master_port: the c10d/rendezvous port on node-000 (29500, torchrun's default).
    nccl_debug: optional NCCL_DEBUG level (INFO makes logs feed ``crusoe-ib-verify diagnose``).
    extra_env: more variables for the env file (e.g. NCCL_SOCKET_IFNAME); NCCL_IB_DISABLE and the
        launcher's own variables are refused.
    leader_wait_seconds: how long a non-leader node retries resolving node-000 at boot.
    venv: the virtual environment on the nodes that holds PyTorch (Crusoe's torchrun guide,
        crusoecloud/distributed-torchrun-on-slurm, installs it into one; Crusoe's GPU images have none):
        ``<venv>/bin/torchrun`` is used, else torchrun on the PATH; neither is a FAIL naming the node.
    launch_check_seconds: ``launch_all`` checks this long after starting torchrun on each node that it
        is still running (or finished cleanly); one that exited non-zero fails the launch.
    install_pytorch: opt-in, a pip requirement such as ``torch==2.9.1`` (or ``torch``): a boot step creates
        ``venv`` (required with it) for ``ssh_user`` and pip-installs it there from the Python Package Index,
        in the background (log ``/var/log/crusoe-ib/pytorch-install.log``, done when ``<venv>/.crusoe-ib-pytorch``
        names the requirement), so torchrun is there without a hand step. Needs the internet egress rule.
        None (the default): bring PyTorch on the image.
    """

    entrypoint: str = "train.py"
    master_port: int = 29500
    nccl_debug: str | None = None
    extra_env: Mapping[str, str] = field(default_factory=dict)
    leader_wait_seconds: int = 30
    ssh_user: str = "ubuntu"
    venv: str | None = None
    launch_check_seconds: int = 10
    install_pytorch: str | None = None

    @settings_rule("install_pytorch", "venv")
    def _install_pytorch(self, where: str, context: Context) -> list[Issue]:
        spec = self.install_pytorch
        if spec is None:
            return []
        if not isinstance(spec, str) or not _PIP_SPEC.fullmatch(spec):
            return [issue("CIB223", f"{where}.install_pytorch", spec)]
        return [] if self.venv is not None else [issue("CIB224", f"{where}.install_pytorch", spec)]

    def boot_downloads(self) -> tuple[str, ...]:
        """What this mode's boot steps download: PyTorch from the Python Package Index, when asked to."""
        if self.install_pytorch is None:
            return ()
        return (f"{self.install_pytorch} and its CUDA wheels from the Python Package Index (pypi.org, "
                "files.pythonhosted.org) on every GPU node (TorchrunSettings.install_pytorch)",)

    @settings_rule("venv")
    def _venv(self, where: str, context: Context) -> list[Issue]:
        v = self.venv
        return [] if v is None or (isinstance(v, str) and _VENV.fullmatch(v)) else [issue("CIB221", f"{where}.venv", v)]

    @settings_rule("launch_check_seconds")
    def _launch_check(self, where: str, context: Context) -> list[Issue]:
        wait = self.launch_check_seconds
        ok = isinstance(wait, int) and not isinstance(wait, bool) and 0 <= wait <= 600
        return [] if ok else [issue("CIB222", f"{where}.launch_check_seconds", wait)]

    @settings_rule("master_port")
    def _port(self, where: str, context: Context) -> list[Issue]:
        port = self.master_port
        return [] if 1024 <= port <= 65535 and port != 6443 else [issue("CIB050", f"{where}.master_port", port)]

    @settings_rule("nccl_debug")
    def _debug(self, where: str, context: Context) -> list[Issue]:
        level = self.nccl_debug
        if level is None or level in NCCL_DEBUG_LEVELS:
            return []
        return [issue("CIB051", f"{where}.nccl_debug", level, levels=", ".join(NCCL_DEBUG_LEVELS))]

    @settings_rule("extra_env")
    def _env(self, where: str, context: Context) -> list[Issue]:
        found = []
        for name, value in self.extra_env.items():
            if name == "NCCL_IB_DISABLE":
                found.append(issue("CIB052", f"{where}.extra_env", f"NCCL_IB_DISABLE={value}"))
            elif not _ENV_NAME.fullmatch(name) or name in _RESERVED:
                found.append(issue("CIB053", f"{where}.extra_env", name, reserved=", ".join(_RESERVED)))
            elif not _SAFE_VALUE.fullmatch(value):
                found.append(issue("CIB054", f"{where}.extra_env[{name!r}]", value))
        return found

    @settings_rule("leader_wait_seconds")
    def _wait(self, where: str, context: Context) -> list[Issue]:
        wait = self.leader_wait_seconds
        return [] if 0 <= wait <= 600 else [issue("CIB055", f"{where}.leader_wait_seconds", wait)]

    @settings_rule("entrypoint")
    def _entrypoint(self, where: str, context: Context) -> list[Issue]:
        e = self.entrypoint
        # ASCII only: the command line is printed and pasted; a right-to-left override or a homoglyph would show
        # one command and run another (the launch runs it on every node).
        if (e.strip() and e.isascii() and not has_expression(e) and not has_control(e) and "'" not in e and "\\" not in e
                and _plain_words(e)):
            return []
        return [issue("CIB056", f"{where}.entrypoint", e)]

    @settings_rule("ssh_user")
    def _user(self, where: str, context: Context) -> list[Issue]:
        return user_issues(f"{where}.ssh_user", self.ssh_user)


def _plain_words(text: str) -> bool:
    """True when ``text`` (no single quotes or backslashes) is only words for one command: double
    quotes balanced, and outside them no operator (``; & | < > ( )``), backquote, or ``#`` that
    would start a comment. Such text keeps the launch command's ``> log 2>&1 < /dev/null &``
    attached to torchrun; ``$VAR`` and globs stay, the node's shell expands them."""
    quoted, previous = False, " "
    for c in text:
        if c == '"':
            quoted = not quoted
        elif not quoted and (c in ";&|<>()`" or (c == "#" and previous in " \t")):
            return False
        previous = c
    return not quoted
