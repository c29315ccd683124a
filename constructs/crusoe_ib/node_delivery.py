"""NodeDelivery: files and secrets reach hosts over SSH after the hosts exist, never in a startup script.

Crusoe's "Lifecycle scripts" documentation says a startup script is kept on the VM
(``/usr/local/bin/crusoe``) and the instance's ``startup_script`` is readable by anyone with read
access to the project's instances; it must also stay under 64 kB. So nothing secret (the munge key,
K3s tokens) and nothing large (the verification toolkit) rides in one. Instead, after apply has
created the hosts, one ``terraform_data`` per group of hosts runs ``scripts/delivery/push.sh``
(``local-exec``, where Terraform runs): for every host, in parallel, it waits for SSH (the operator's
agent, the pool's jump host for private pools), pipes each item over the SSH session into a
root-run receiver that writes it atomically with its owner and mode (0400/0600 for secrets) and,
for files, checks the SHA-256 fixed at synth before the file takes its place.

Secrets travel as ``sensitive`` values in the ``local-exec`` environment: Terraform keeps them out
of plans and logs, and state holds only their source (a ``terraform_data`` marked sensitive or a
sensitive variable). A host that cannot be reached fails the apply, naming it; the next apply
retries (the resource is tainted). Boot steps on the hosts wait for what they need and, when it
never arrives, leave a visible FAIL (no join, a drained node).
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from dataclasses import dataclass

from .core.cdk import AssetType, Construct, TerraformAsset, TerraformLocal, lazy, terraform_data

from .core import _hcl, _scripts, _shell
from .core.errors import issue, plan_message, raise_if
from .settings.node_pool import ssh_access_issues

#: How long each host is waited for to answer SSH (seconds) and how many hosts are served at once.
SSH_WAIT_SECONDS = 600
PARALLEL = 16
_NAME = re.compile(r"[A-Z][A-Z0-9_]{0,31}")
_PATH = re.compile(r"/[A-Za-z0-9_./-]{1,200}")
_OWNER = re.compile(r"[a-z_][a-z0-9_-]{0,31}:[a-z_][a-z0-9_-]{0,31}")
_MODE = re.compile(r"0[0-7]{3}")
_UNIT = re.compile(r"[a-z][a-z0-9@_.-]{0,63}")
#: Where a host records each delivery (one file per destination, ``/`` as ``:``), holding this VM's identity.
MARKERS = "/var/lib/crusoe-ib/delivered"
#: This VM's identity on the host (root): the hypervisor's VM UUID, else systemd's machine id. A file or marker
#: copied in an image names the VM it was made on, never a new one.
INSTANCE = "cat /sys/class/dmi/id/product_uuid 2>/dev/null || cat /etc/machine-id"
#: The pinned host keys, one known_hosts file per address, per stack, in the project root (Terraform runs in
#: ``cdktf.out/stacks/<stack>``, which ``make clean`` and re-synthesis rewrite; the records must outlive them).
KNOWN_HOSTS = "crusoe-ib-known_hosts.d"


def known_hosts_dir(scope: Construct, from_root: bool = False) -> str:
    """``../../../crusoe-ib-known_hosts.d/<stack>`` as the delivery and the apply gate see it from the stack
    directory; ``from_root``: ``crusoe-ib-known_hosts.d/<stack>``, for the commands the outputs print (run
    from the project root). The stack name is checked: it reaches shells unquoted."""
    from .backend import STACK_DIR_TO_ROOT  # the one place that knows where the project root is

    path = _hcl.path_of(scope)
    stack = path.split("/")[0]
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,127}", stack):
        raise_if([issue("CIB173", f"{path} (its stack's id)", stack)])
    return f"{KNOWN_HOSTS}/{stack}" if from_root else f"{STACK_DIR_TO_ROOT}/{KNOWN_HOSTS}/{stack}"
#: An SSH address the delivery accepts (a host name or IPv4 address), also checked in HCL before the push.
ADDRESS_RE = r"^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$"


def marker(dest: str) -> str:
    """The delivery marker of ``dest`` on a host (see :data:`MARKERS`)."""
    return f"{MARKERS}/{dest.replace('/', ':')}"


def file_asset(scope: Construct, id: str, filename: str, data: bytes) -> tuple[str, str]:
    """``data`` as a file of the synthesized stack (``assets/<id>/<hash>/<filename>``), for an
    :class:`Item`'s ``source_path``; returns that relative path and the data's SHA-256. The source is
    written once per content to a private cache in the system's temporary directory; only the relative
    path reaches the JSON."""
    digest = hashlib.sha256(data).hexdigest()
    source = os.path.join(asset_cache(), digest, filename)
    if not _holds(source, data):
        os.makedirs(os.path.dirname(source), mode=0o700, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=os.path.dirname(source), delete=False) as f:
            f.write(data)
        os.replace(f.name, source)
    return TerraformAsset(scope, id, path=source, type=AssetType.FILE).path, digest


def asset_cache() -> str:
    """``<tmp>/crusoe-ib-assets-<uid>``: made 0700 by this user, and used only while it is this user's and
    nobody else can write it. The temporary directory is shared: a directory someone else made at this
    predictable name could hand synth a file of theirs, which the delivery would then install as root."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    path = os.path.join(tempfile.gettempdir(), f"crusoe-ib-assets-{uid}")
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    info = os.lstat(path)
    import stat
    if not stat.S_ISDIR(info.st_mode) or (hasattr(os, "getuid") and info.st_uid != uid) or info.st_mode & 0o022:
        raise PermissionError(
            f"The asset cache {path} is not a directory of yours that only you can write (owner uid {info.st_uid}, "
            f"mode {oct(info.st_mode & 0o7777)}): synth will not use files someone else could have placed there. "
            f"Remove it, or set TMPDIR to a directory of your own.")
    return path


def _holds(path: str, data: bytes) -> bool:
    """True when ``path`` already holds exactly ``data`` (a cache hit is checked, never trusted)."""
    try:
        with open(path, "rb") as f:
            return f.read() == data
    except OSError:
        return False


def delivery_ssh_options(options: tuple[str, ...]) -> str:
    """The ``ssh`` options of every push: the agent only (no password prompt), the host's pinned key and
    no other (``StrictHostKeyChecking=yes``; push.sh names the per-stack known_hosts file of the address,
    docs/decisions.md "Host keys"), a bounded connect, then the pool's own (``-J <jump host>``); quoted once."""
    return _shell.text(_shell.line("-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes",
                                   "-o", "ConnectTimeout=10", *options))


def wait_for(what: str, path: str, seconds: int) -> "_shell.Fragment":
    """A boot step that waits up to ``seconds`` for ``path`` to be delivered to this VM (its marker), and
    sets aside a file that was not (scripts/delivery/wait.sh)."""
    return _scripts.render("delivery/wait.sh", WHAT=what, FILE=path, MARKER=marker(path), INSTANCE=INSTANCE,
                           TRIES=str(seconds // 5))


@dataclass(frozen=True)
class Item:
    """One file on every host: ``dest`` with ``owner`` (user:group) and ``mode``; the content is a
    file Terraform reads where it runs (``source_path``, a path relative to the stack, with its
    ``sha256`` checked on arrival) or an HCL expression of the secret's base64 (``secret``, sent
    as a sensitive value)."""

    name: str
    dest: str
    owner: str
    mode: str
    source_path: str | None = None
    sha256: str | None = None
    secret: str | None = None
    #: The content is set by a preparation step of the delivery (``SECRET_<name>``, base64), e.g. a
    #: token read over SSH from another host (:meth:`NodeDelivery.prepare`).
    prepared: bool = False
    #: A systemd unit restarted on the host after the item arrives when it runs (``systemctl try-restart``),
    #: e.g. ``munge``, which reads its key only when it starts.
    restart: str | None = None

    def __post_init__(self):
        raise_if(self.issues())

    def issues(self) -> list:
        """Every field that breaks its rule (CIB174), each naming the field, its value and an example."""
        where = f"Item(name={self.name!r})" if _fits(_NAME, self.name) else "Item"
        found = []

        def check(field: str, ok: bool, want: str, example: str, value=None) -> None:
            if not ok:
                found.append(issue("CIB174", f"{where}.{field}", getattr(self, field, None) if value is None else value,
                                   field=field, want=want, example=example))

        check("name", _fits(_NAME, self.name), "1-32 capital letters, digits or _, starting with a letter (it names "
              "the item's SECRET_<name> variable and trigger)", "name='MUNGE_KEY'")
        check("dest", _fits(_PATH, self.dest) and ".." not in self.dest, "an absolute path of letters, digits and ._-/ "
              "(at most 201 characters, no '..')", "dest='/etc/munge/munge.key'")
        check("owner", _fits(_OWNER, self.owner), "user:group, each 1-32 lowercase letters, digits, _ or -, starting "
              "with a letter or _", "owner='root:root'")
        check("mode", _fits(_MODE, self.mode), "an octal mode as a string of four digits starting with 0",
              "mode='0600' (0400 or 0600 for a secret)")
        given = {k: v for k, v in (("source_path", self.source_path), ("secret", self.secret), ("prepared", self.prepared))
                 if v is not None and v is not False}
        check("source_path/secret/prepared", len(given) == 1, "exactly one of the three: source_path (a file Terraform "
              "reads, with its sha256), secret (an HCL expression of the content's base64) or prepared=True (a "
              "preparation step sets it)", "secret='base64encode(var.munge_key)'", value=given)
        check("sha256", self.sha256 is None or _fits(re.compile(r"[0-9a-f]{64}"), self.sha256),
              "64 lowercase hexadecimal digits (the file's SHA-256, checked on arrival)",
              "the digest file_asset returns")
        check("restart", self.restart is None or _fits(_UNIT, self.restart), "a systemd unit name (1-64 lowercase "
              "letters, digits and @_.-, starting with a letter)", "restart='munge'")
        return found


def _fits(pattern: "re.Pattern", value) -> bool:
    return isinstance(value, str) and pattern.fullmatch(value) is not None


class NodeDelivery(Construct):
    """``hosts``: an HCL expression of a map key -> SSH address (e.g. ``{for k, n in local.x : k => n.addr}``);
    ``ids``: the same keys -> instance id (a host key is pinned per instance); ``ssh_user`` and ``ssh_options``
    (``-J <jump host>``) as the pool reaches its nodes; ``triggers``: an HCL expression whose change re-runs the
    delivery (the hosts' ids); ``items`` and ``prepare`` (pairs of a step and its environment): what it delivers
    and the steps that prepare it, as :meth:`add` and :meth:`prepare` add them later. ``resource`` is the
    ``terraform_data`` (``<id>``).

    The delivery is a plain description that other constructs may fill in until synth; its Terraform (the
    resource's triggers, lifecycle and provisioner) is rendered from it once, when the synth writes the resource
    (:meth:`render_triggers`, :meth:`render_lifecycle`, :meth:`render_provisioner`). A delivery with no items
    still pins every host's key (printed commands rely on the pins)."""

    def __init__(self, scope: Construct, id: str, *, hosts: str, ids: str, ssh_user: str, ssh_options: tuple[str, ...],
                 triggers: str, items: tuple[Item, ...] = (),
                 prepare: tuple[tuple[_shell.Fragment, dict[str, str]], ...] = ()) -> None:
        super().__init__(scope, id)
        # ssh_user and ssh_options are written into push.sh's ssh command lines as they are: checked here, by the
        # pool's own rules, for a library user who makes a delivery directly (the constructs pass checked values).
        raise_if(ssh_access_issues(_hcl.path_of(self), ssh_user, ssh_options))
        # The description: what push.sh reads, known now; the items and preparation steps; the extra triggers.
        self._fixed = dict(PATH=_shell.label(_hcl.path_of(self)), TRIES=str(SSH_WAIT_SECONDS // 5), PARALLEL=str(PARALLEL),
                           SSH_OPTIONS=delivery_ssh_options(ssh_options), SSH_USER=ssh_user, MARKERS=MARKERS,
                           INSTANCE=INSTANCE, KNOWN_HOSTS=known_hosts_dir(self))
        self.items: list[Item] = []
        self._prepare: list[_shell.Fragment] = []
        self._prepare_env: dict[str, str] = {}
        self._extra_triggers: dict[str, str] = {}
        self.extend(items=items, prepare=prepare)
        # Its Terraform. The maps as locals, evaluated once: HOSTS and the address check both read them (2,048
        # nodes at most). The pool's delivery re-runs when its nodes' ids change: the same map, read from the local.
        base = id.replace("-", "_")
        hosts_local = _hcl.named(TerraformLocal(self, "hosts", _hcl.expr(hosts)), scope, f"{base}_hosts")
        ids_local = _hcl.named(TerraformLocal(self, "ids", _hcl.expr(ids)), scope, f"{base}_ids")
        self._hosts, self._ids = f"local.{hosts_local.friendly_unique_id}", f"local.{ids_local.friendly_unique_id}"
        self._triggers = self._ids if triggers == ids else triggers
        self.resource = _hcl.named(terraform_data(self, "push"), scope, base)
        for key, render in (("triggers_replace", self.render_triggers), ("lifecycle", self.render_lifecycle),
                            ("provisioner", self.render_provisioner)):
            self.resource.add_override(key, lazy(render))

    def add(self, item: Item) -> None:
        if any(i.name == item.name for i in self.items):
            raise_if([issue("CIB175", f"{_hcl.path_of(self)}.items", item.name, name=item.name)])
        self.items.append(item)

    def extend(self, *, items: tuple[Item, ...] = (),
               prepare: tuple[tuple[_shell.Fragment, dict[str, str]], ...] = ()) -> None:
        """:meth:`prepare` each (step, environment) pair, then :meth:`add` each item: a description given at once."""
        for step, environment in prepare:
            self.prepare(step, environment)
        for item in items:
            self.add(item)

    def add_trigger(self, name: str, expression: str) -> None:
        """Run the delivery again when the HCL ``expression`` changes (e.g. the host a prepared secret is read
        from was replaced, so the secret is new)."""
        if not re.fullmatch(r"[a-z][a-z0-9_]{0,40}", name) or name == "hosts":
            raise_if([issue("CIB176", f"{_hcl.path_of(self)}.add_trigger(name)", name)])
        self._extra_triggers[name] = _hcl.expr(expression)

    def prepare(self, step: _shell.Fragment, environment: dict[str, str]) -> None:
        """Shell run once where Terraform runs, before any host is served (``environment``: its
        variables, HCL templates); it sets ``SECRET_<name>`` (base64) of the ``prepared`` items. The step is plain
        shell (push.sh is rendered at synth): a Terraform value reaches it through ``environment``."""
        if any(isinstance(p, _shell.Ref) for p in step):
            raise_if([issue("CIB177", f"{_hcl.path_of(self)}.prepare(step)", _shell.hcl(step))])
        self._prepare.append(step)
        self._prepare_env.update(environment)

    @property
    def address(self) -> str:
        return _hcl.address(self.resource)

    def render_triggers(self) -> dict[str, str]:
        """``triggers_replace``: the delivery runs again when a host is replaced or added, and when what it
        delivers changes (rendered when the synth writes the resource, from the description as it stands)."""
        return {"hosts": _hcl.expr(self._triggers), **self._extra_triggers,
                **{f"{i.name.lower()}_sha256": i.sha256 for i in self.items if i.source_path is not None}}

    def render_lifecycle(self) -> dict:
        """The ``lifecycle``: the addresses are known only once the hosts exist, so they are checked then, before
        the push runs, naming the nodes."""
        bad = f"[for k, a in {self._hosts} : \"${{k}} ('${{a}}')\" if !can(regex({_hcl.string(ADDRESS_RE)}, a))]"
        return {"precondition": [{
            "condition": _hcl.expr(f"length({bad}) == 0"),
            "error_message": plan_message("CIB287", f"{self._fixed['PATH']}.hosts", f"${{join(\", \", {bad})}}"),
        }]}

    def render_provisioner(self) -> list[dict]:
        """The ``local-exec`` provisioner that runs push.sh (rendered when the synth writes the resource)."""
        script = _scripts.render("delivery/push.sh", **self._fixed,
                                 PREPARE=_scripts.lines(*self._prepare) if self._prepare else "")
        # One host per line, "key|address|instance id": an empty address stays an empty field of its own line
        # (push.sh refuses it, naming the node), never shifting the pairing of the hosts after it.
        environment = {
            # formatlist over keys()/values() (both in key order): each map is built once, not once per host.
            "HOSTS": _hcl.expr(_hcl.join("\n", f'formatlist("%s|%s|%s", keys({self._hosts}), values({self._hosts}), '
                                                f'values({self._ids}))')),
            "ITEMS": "\n".join(f"{i.name} {i.dest} {i.owner} {i.mode} {i.sha256 or '-'} {i.restart or '-'}" for i in self.items),
            **self._prepare_env,
        }
        for item in self.items:
            if item.secret is not None:
                environment[f"SECRET_{item.name}"] = _hcl.expr(f"sensitive({item.secret})")
            elif item.source_path is not None:
                environment[f"FILE_{item.name}"] = f"${{path.module}}/{item.source_path}"
        return [{"local-exec": {
            "command": _hcl.template_text(_scripts.text(script)) + "\n",
            "interpreter": ["/bin/bash", "-c"],
            "environment": environment,
        }}]
