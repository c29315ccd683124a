"""Real Slurm daemons on loopback, run from the files the stack renders.

Debian's ``munge``, ``slurmctld`` and ``slurmd`` packages (Debian 12: Slurm 22.05) run as root in a
temporary directory: one munged on its own socket, one slurmctld on a free port, one slurmd per
node, each started with ``-N <generated node name>`` and configless (``--conf-server``), so the
node fetches the controller's configuration as a Crusoe node does. Nothing goes to /etc/slurm, the
system's munge socket or a fixed port: several people share the machine.

The rendered slurm.conf is changed only where loopback needs it, and :data:`LOOPBACK_CHANGES`
lists every such change with its reason; every other line reaches slurmctld as the stack wrote it.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import time
from pathlib import Path

SBIN = ("/usr/sbin", "/opt/slurm/sbin")
BIN = ("/usr/bin", "/opt/slurm/bin")
NEEDED = {"munged": SBIN, "slurmctld": SBIN, "slurmd": SBIN, "scontrol": BIN, "srun": BIN, "sbatch": BIN, "sinfo": BIN}

#: slurm.conf keys the loopback run replaces, and why (every other line is the rendered one).
LOOPBACK_CHANGES = {
    "SlurmctldHost": "the controller's name stays; its address becomes 127.0.0.1 (no Crusoe DNS here)",
    "SlurmctldPort": "a free port, since several test runs share this machine",
    "SlurmUser": "root: the temporary directories belong to the test's user",
    "StateSaveLocation": "a temporary directory",
    "SlurmdSpoolDir": "a temporary directory per node (%n)",
    "SlurmctldPidFile": "a temporary directory",
    "SlurmdPidFile": "a temporary directory per node (%n)",
    "SlurmctldLogFile": "a temporary directory",
    "SlurmdLogFile": "a temporary directory per node (%n)",
    "ProctrackType": "proctrack/linuxproc: a test container has no delegated cgroup tree",
    "TaskPlugin": "task/affinity only, for the same reason",
    "HealthCheckProgram": "the rendered health check, written into the temporary directory",
    "TaskProlog": "the rendered TaskProlog, written into the temporary directory",
    "Prolog": "the rendered health check (the Prolog is the same program), written into the temporary directory",
    "HealthCheckInterval": "a short interval so a drain and a resume happen within the test",
    "SlurmdTimeout": "short, so a stopped node is noticed quickly",
    "NodeName": "NodeAddr=127.0.0.1 and a free Port= per node added; the rest of each node line is kept",
}
#: Lines the loopback run adds (with their reasons).
LOOPBACK_ADDITIONS = {
    "AuthInfo": "the test's own munge socket",
    "MailProg": "/bin/true: Debian's slurmctld wants one that exists (no mail here)",
    "SlurmdParameters": "config_overrides: the node lines declare a GPU VM's CPUs and memory, this machine has fewer",
}


def missing() -> str | None:
    """Why real Slurm daemons cannot run here (None: they can)."""
    if os.geteuid() != 0:
        return "the real-daemon tests need root (slurmd runs jobs as their user); run `make test` as root"
    absent = [name for name, dirs in NEEDED.items() if not any(os.access(f"{d}/{name}", os.X_OK) for d in dirs)]
    if absent:
        return (f"{', '.join(absent)} not installed: `make slurm-packages` (apt-get install munge slurmctld slurmd "
                "slurm-client, as root) installs them")
    for tool_name in ("unshare", "setpriv", "mount"):
        if shutil.which(tool_name) is None:
            return f"{tool_name} (util-linux) not found"
    probe = subprocess.run(["unshare", "--uts", "--mount", "true"], capture_output=True, text=True)
    if probe.returncode:
        return f"cannot make UTS and mount namespaces here (unshare: {probe.stderr.strip()}): a restricted container?"
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        try:
            os.mknod(os.path.join(tmp, "dev"), stat.S_IFCHR | 0o600, os.makedev(1, 3))
        except OSError as exc:
            return f"cannot create device files here (mknod: {exc.strerror}), which stand in for the GPUs"
    return None


def tool(name: str) -> str:
    return next(f"{d}/{name}" for d in NEEDED[name] if os.access(f"{d}/{name}", os.X_OK))


def free_port() -> int:
    """A free port below the kernel's ephemeral range (32768-60999 by default), picked at random: a port the
    kernel handed out (bind to 0) is soon handed to another process's outgoing connection or another test
    run's daemon, and a daemon of that run then answers ours ("Unauthorized credential", seen under load)."""
    import random

    for _ in range(200):
        port = random.randrange(20000, 32000)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port in 20000-32000 on 127.0.0.1")


def loopback_conf(rendered: str, root: Path, ports: dict[str, int], health_check: Path, task_prolog: Path,
                  interval_s: int = 5) -> str:
    """The rendered slurm.conf with :data:`LOOPBACK_CHANGES` applied and :data:`LOOPBACK_ADDITIONS` added."""
    values = {
        "SlurmctldPort": str(ports["slurmctld"]), "SlurmUser": "root",
        "StateSaveLocation": str(root / "state"), "SlurmdSpoolDir": str(root / "spool" / "%n"),
        "SlurmctldPidFile": str(root / "run" / "slurmctld.pid"), "SlurmdPidFile": str(root / "run" / "slurmd-%n.pid"),
        "SlurmctldLogFile": str(root / "log" / "slurmctld.log"), "SlurmdLogFile": str(root / "log" / "slurmd-%n.log"),
        "ProctrackType": "proctrack/linuxproc", "TaskPlugin": "task/affinity",
        "HealthCheckProgram": str(health_check), "TaskProlog": str(task_prolog), "Prolog": str(health_check),
        "HealthCheckInterval": str(interval_s), "SlurmdTimeout": "30",
    }
    out, seen = [], set()
    for line in rendered.splitlines():
        key, sep, value = line.partition("=")
        if not sep or line.startswith("#"):
            out.append(line)
        elif key == "SlurmctldHost":
            out.append(f"SlurmctldHost={value}(127.0.0.1)")
        elif key == "NodeName":
            name = value.split()[0]
            out.append(f"{line} NodeAddr=127.0.0.1 NodeHostname={name} Port={ports[name]}")
        elif key in values:
            seen.add(key)
            out.append(f"{key}={values[key]}")
        else:
            out.append(line)
    unused = set(values) - seen
    assert not unused, f"the rendered slurm.conf no longer sets {sorted(unused)}: update LOOPBACK_CHANGES"
    out += [f"AuthInfo=socket={root / 'munge' / 'munge.socket.2'}", "SlurmdParameters=config_overrides", "MailProg=/bin/true"]
    return "\n".join(out) + "\n"


def loopback_gres(rendered: str, devices: Path) -> str:
    """gres.conf with the GPU device files under ``devices`` (character devices stand in for /dev/nvidiaN)."""
    return rendered.replace("File=/dev/", f"File={devices}/")


class LoopbackSlurm:
    """munged + slurmctld + slurmd per node under ``root``; :meth:`stop` ends them all (by pid)."""

    def __init__(self, root: Path, files: dict[str, str], nodes: list[str], health_check: str, task_prolog: str,
                 interval_s: int = 5):
        self.root = root
        self.procs: dict[str, subprocess.Popen] = {}
        for sub in ("etc", "state", "spool", "run", "log", "dev", "munge"):
            (root / sub).mkdir(parents=True, exist_ok=True)
        self.ports = {"slurmctld": free_port(), **{n: free_port() for n in nodes}}
        self.health_check = self._script("healthcheck", health_check)
        self.task_prolog = self._script("task-prolog", task_prolog)
        self.interval_s = interval_s
        gpus = int(re.search(r"Gres=gpu:(\d+)", files["slurm.conf"]).group(1))
        for i in range(gpus):
            # Character devices (as /dev/null), since slurmd refuses a gres File= that is not a device.
            os.mknod(root / "dev" / f"nvidia{i}", stat.S_IFCHR | 0o666, os.makedev(1, 3))
        self.write(files)
        self.env = {"PATH": ":".join(BIN + SBIN + ("/bin",)), "SLURM_CONF": str(self.conf), "HOME": str(root),
                    "LANG": "C.UTF-8"}

    @property
    def conf(self) -> Path:
        return self.root / "etc" / "slurm.conf"

    def _script(self, name: str, text: str) -> Path:
        path = self.root / name
        path.write_text(text)
        path.chmod(0o755)
        return path

    def write(self, files: dict[str, str]) -> None:
        """The controller's /etc/slurm: the rendered files, loopback changes applied."""
        for name, text in files.items():
            if name not in ("slurm.conf", "gres.conf"):
                (self.root / "etc" / name).write_text(text)
        for name in re.findall(r"^NodeName=(\S+)", files["slurm.conf"], re.M):
            self.ports.setdefault(name, free_port())
        (self.root / "etc" / "gres.conf").write_text(loopback_gres(files["gres.conf"], self.root / "dev"))
        self.conf.write_text(loopback_conf(files["slurm.conf"], self.root, self.ports, self.health_check,
                                           self.task_prolog, self.interval_s))

    def _start(self, name: str, argv: list[str], env: dict | None = None) -> None:
        log = open(self.root / "log" / f"{name}.out", "ab")
        self.procs[name] = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, env=env or self.env,
                                            cwd=self.root, start_new_session=True)
        self.started = getattr(self, "started", {})
        self.started[name] = (argv, env)
        log.close()

    def _respawn(self) -> None:
        """What the rendered slurmd unit does (Restart=on-failure, RestartSec=30): a slurmd that exited on
        its own starts again, up to 3 times. Seen here: a configless slurmd that fetched the configuration
        before it matched its node name failed to write its cache ("spool//conf-cache") and exited."""
        self.respawned = getattr(self, "respawned", {})
        for name, proc in list(self.procs.items()):
            if name.startswith("slurmd-") and proc.poll() is not None and self.respawned.get(name, 0) < 3:
                self.respawned[name] = self.respawned.get(name, 0) + 1
                self._start(name, *self.started[name])

    def start_controller(self) -> None:
        key = self.root / "munge.key"
        if not key.exists():
            key.write_bytes(os.urandom(1024))
            key.chmod(0o400)
        self._start("munged", [tool("munged"), "-F", "--force", f"--socket={self.root / 'munge' / 'munge.socket.2'}",
                               f"--key-file={key}", f"--pid-file={self.root / 'run' / 'munged.pid'}",
                               f"--log-file={self.root / 'log' / 'munged.log'}",
                               f"--seed-file={self.root / 'run' / 'munged.seed'}"])
        self.wait(lambda: (self.root / "munge" / "munge.socket.2").exists(), 20, "munged did not create its socket")
        self._start_slurmctld()

    def _start_slurmctld(self) -> None:
        # slurmctld runs only on a host named as a SlurmctldHost: its own UTS namespace carries that name.
        host = re.search(r"^SlurmctldHost=([^(\s]+)", self.conf.read_text(), re.M).group(1)
        self._start("slurmctld", ["unshare", "--uts", "sh", "-c", 'hostname "$1" && exec "$2" -D -i -f "$3"', "sh", host,
                                  tool("slurmctld"), str(self.conf)])
        self.wait(lambda: self.scontrol("ping").returncode == 0, 120, "slurmctld did not answer scontrol ping")

    def version(self) -> tuple[int, int]:
        out = self.run(tool("scontrol"), "--version").stdout
        major, minor = re.search(r"(\d+)\.(\d+)", out).groups()
        return int(major), int(minor)

    def reconfigure(self) -> None:
        """What crusoe-ib-slurm-reconfigure does after writing the files: ``scontrol reconfigure``
        from Slurm 23.11, else a slurmctld restart (older versions cannot add nodes in place)."""
        from crusoe_ib.slurm_cluster import RECONFIGURE_IN_PLACE_FROM

        if self.version() >= RECONFIGURE_IN_PLACE_FROM:
            done = self.scontrol("reconfigure")
            assert done.returncode == 0, done.stderr + self.logs()
            return
        self._stop("slurmctld")
        self._start_slurmctld()

    def start_node(self, name: str, *extra: str) -> None:
        """A configless slurmd as on a Crusoe node: host name = VM name = NodeName, no SLURM_CONF, the
        configuration fetched from the controller. Its own UTS and mount namespaces give it that host
        name and this cluster's munge socket at munge's default path (a configless slurmd
        authenticates its first request before it has read AuthInfo)."""
        env = {k: v for k, v in self.env.items() if k != "SLURM_CONF"}
        (self.root / "spool" / name).mkdir(parents=True, exist_ok=True)
        setup = ('hostname "$1" && mount -t tmpfs crusoe-ib-test /run && mkdir -p /run/munge && '
                 'mount --bind "$2" /run/munge && shift 2 && exec "$@"')
        self._start(f"slurmd-{name}", ["unshare", "--uts", "--mount", "sh", "-c", setup, "sh", name, str(self.root / "munge"),
                                       tool("slurmd"), "-D", "--conf-server", f"127.0.0.1:{self.ports['slurmctld']}",
                                       *extra], env)

    def stop_node(self, name: str) -> None:
        self._stop(f"slurmd-{name}")

    def run(self, *argv: str, timeout: float = 60, env: dict | None = None) -> subprocess.CompletedProcess:
        return subprocess.run(list(argv), capture_output=True, text=True, timeout=timeout, env={**self.env, **(env or {})},
                              cwd=self.root)

    def scontrol(self, *args: str) -> subprocess.CompletedProcess:
        return self.run(tool("scontrol"), *args, timeout=30)

    def node(self, name: str) -> dict[str, str]:
        """``scontrol show node -o`` as key -> value ('' when the node is unknown)."""
        shown = self.scontrol("show", "node", "-o", name)
        if shown.returncode:
            return {}
        return dict(re.findall(r"(?:^|\s)([A-Za-z]+)=(.*?)(?=\s+[A-Za-z]+=|$)", shown.stdout.strip()))

    def wait(self, ready, timeout: float, message: str) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if ready():
                return
            for name, proc in self.procs.items():
                if proc.poll() is not None and name in ("munged", "slurmctld"):
                    raise AssertionError(f"{message}: {name} exited {proc.returncode}\n{self.logs()}")
            time.sleep(0.5)
        raise AssertionError(f"{message} within {timeout:g}s\n{self.logs()}")

    def wait_state(self, name: str, want: str, timeout: float = 60) -> dict[str, str]:
        """Until ``name``'s State is exactly ``want`` ('IDLE', 'IDLE+DRAIN'; flags in any order), or
        holds it when ``want`` starts with '~' ('~DRAIN': drained or draining)."""
        def state() -> set[str]:
            self._respawn()
            return set(self.node(name).get("State", "").split("+"))

        words = set(want.lstrip("~").split("+"))
        ready = (lambda: words <= state()) if want.startswith("~") else (lambda: words == state())
        self.wait(ready, timeout, f"{name} did not reach {want} (now {self.node(name).get('State')!r})")
        return self.node(name)

    def logs(self) -> str:
        parts = []
        for path in sorted((self.root / "log").glob("*")):
            text = path.read_text(errors="replace")[-3000:]
            parts.append(f"--- {path.name}\n{text}")
        return "\n".join(parts)

    def _stop(self, name: str) -> None:
        proc = self.procs.pop(name, None)
        if proc is None or proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
        except ProcessLookupError:
            pass

    def stop(self) -> None:
        """Nodes first, then the controller, then munged; every process this harness started, by its id."""
        for name in sorted(self.procs, key=lambda n: (n == "munged", n == "slurmctld")):
            self._stop(name)


def heredoc(script: str, marker: str) -> str:
    """The body of ``cat > ... <<'MARKER'`` in a synthesized boot script, as the node writes it
    (the Terraform template's ``$${`` and ``%%{`` escapes undone)."""
    body = script.split(f"<<'{marker}'\n", 1)[1].split(f"\n{marker}\n", 1)[0]
    return body.replace("$${", "${").replace("%%{", "%{") + "\n"


def cleanup(root: Path) -> None:
    shutil.rmtree(root, ignore_errors=True)
