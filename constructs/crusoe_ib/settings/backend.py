"""Where a stack keeps its Terraform state, as one typed value: :class:`LocalState` or :class:`S3State`.

The stack applies it as its backend (with the Terraform floor, ``core/terraform_version.py``: both are
the stack's ``terraform`` block), and IbCapacityGuard reads the same state back through
``terraform_remote_state`` to learn what the last apply created (see ib_capacity_guard.py). One
value for both keeps them from drifting apart.

The values and their rules load without the CDK; the methods that write Terraform (``apply_to``,
``read_back``, ``record``) import it when they are called, which only a synth does.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ..core import _hcl
from ..core._settings import Context, Settings, format_issue, has_control, has_expression, settings_rule
from ..core._shell import quote as _shell_quote
from ..core.errors import Issue, issue, raise_if, warning
from .resolved_environment import ResolvedEnvironment, covered

if TYPE_CHECKING:
    from ..core.cdk import Construct, TerraformStack

_PATH = re.compile(r"[A-Za-z0-9._/-]+\.tfstate")
_BUCKET = re.compile(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]")
_KEY = re.compile(r"[A-Za-z0-9._/-]{1,1024}")
_REGION = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
PROFILE = re.compile(r"[A-Za-z0-9._-]{1,64}")
#: The bucket stacks/environments.py names until you set CRUSOE_IB_STATE_BUCKET: synth warns, and
#: ``make bootstrap-state`` refuses it.
EXAMPLE_BUCKET = "example-crusoe-ib-terraform-state"
#: From a stack's directory (cdktf.out/stacks/<name>) back to the project root.
STACK_DIR_TO_ROOT = "../../.."


@dataclass(frozen=True, kw_only=True)
class LocalState(Settings):
    """State in a file in the project root (beside cdktf.json), git-ignored.

    ``path`` is relative to the project root. Terraform runs in ``cdktf.out/stacks/<name>``, so the
    backend is written as ``../../../<path>``: ``make clean`` and re-synthesis, which rewrite
    ``cdktf.out``, never touch live state (cdktf's own default also keeps it in the project root).
    For development only: the file stays on one machine and has no locking across machines.
    """

    path: str

    @settings_rule("path")
    def _production(self, where: str, context: Context) -> list[Issue]:
        return [issue("CIB028", f"{where}", "LocalState")] if context.production else []

    @settings_rule("path")
    def _path(self, where: str, context: Context) -> list[Issue]:
        p = self.path
        parts = p.split("/")
        if _PATH.fullmatch(p) and not p.startswith("/") and ".." not in parts and "" not in parts:
            return []
        return [format_issue("CIB014", f"{where}.path", p)]

    @property
    def backend_path(self) -> str:
        """The path as Terraform sees it from the stack directory (cdktf.out/stacks/<name>)."""
        return f"{STACK_DIR_TO_ROOT}/{self.path}"

    def location_key(self) -> tuple | None:
        """Where the state lives, for the app's uniqueness check."""
        return ("local", posixpath.normpath(self.path))

    def apply_to(self, stack: TerraformStack, resolved: ResolvedEnvironment | None = None) -> None:
        """Write the backend into ``stack`` (validated here unless ``resolved`` validated it)."""
        from ..core.cdk import LocalBackend
        from ..core.terraform_version import require_terraform

        if not covered(resolved, self):
            raise_if(self.issues(f"{stack.node.id}.state"))
        LocalBackend(stack, path=self.backend_path)
        require_terraform(stack)

    def snapshot_path(self, output: str) -> str:
        """The snapshot of output ``output`` beside the state (as Terraform sees it from the stack directory)."""
        return f"{self.backend_path}.{output}.json"

    def read_back(self, scope: Construct, id: str, output: str, default: str) -> str:
        """HCL for the last ledger, or ``default`` before the first one.

        Terraform evaluates this again during an apply, while the local backend rewrites the state file
        in place after every change, so a read of the state file can meet a half-written one (seen: a
        scale-down apply of training-dev failing about one run in four with a panic in ``try``). So the
        ledger is read from its snapshot (:meth:`record`), a file replaced atomically, after this read
        (the writer refers to the guard's locals); the state file only until a first apply has written one (a
        stack from an earlier release). Both are chosen as text, then decoded once: one type either way.
        """
        path, snap = _hcl.string(self.backend_path), _hcl.string(self.snapshot_path(output))
        legacy = f"try(jsonencode(jsondecode(file({path})).outputs.{output}.value), \"null\")"
        text = f"fileexists({snap}) ? file({snap}) : (fileexists({path}) ? {legacy} : \"null\")"
        return f"try(jsondecode({text}), {default})"

    def record(self, scope: Construct, id: str, output: str, value_hcl: str) -> None:
        """Write ``value_hcl`` (an HCL expression) to the snapshot :meth:`read_back` reads for ``output``,
        atomically, once everything it refers to has been applied (the guard's locals, which read the last
        snapshot first); a destroy of the stack removes it."""
        from ..core.cdk import terraform_data

        snap = self.snapshot_path(output)
        writer = terraform_data(scope, id, triggers_replace={"ledger": _hcl.expr(f"jsonencode({value_hcl})")}, provisioners=[{
            "type": "local-exec",
            "command": 'umask 077 && printf "%s" "$LEDGER" > "$SNAPSHOT.part" && mv -f "$SNAPSHOT.part" "$SNAPSHOT"',
            "environment": {"LEDGER": _hcl.expr(f"jsonencode({value_hcl})"), "SNAPSHOT": snap}}])
        _hcl.named(writer, scope, id.replace("-", "_"))
        # Never replaced (no triggers): destroyed only with the stack, when the snapshot must go too.
        eraser = terraform_data(scope, f"{id}-eraser", provisioners=[{
            "type": "local-exec", "when": "destroy", "command": f"rm -f {_shell_quote(snap)}"}])
        _hcl.named(eraser, scope, f"{id.replace('-', '_')}_eraser")


@dataclass(frozen=True, kw_only=True)
class S3State(Settings):
    """State in an S3-compatible bucket you own, with locking (Terraform's S3 lock file) and
    server-side encryption on by default; production requires both.

    Credentials are never part of this value: the S3 backend reads them from the environment
    (``AWS_ACCESS_KEY_ID``/``AWS_SECRET_ACCESS_KEY``) or a named profile. ``endpoint`` points at
    any S3-compatible store (Crusoe's object storage, MinIO, ...); leave it unset for AWS S3.

    bucket: a bucket you own (the repository's example bucket is refused by ``make bootstrap-state``).
    key: the state object's key, used by one environment only (CIB013).
    region: the bucket's region.
    endpoint: an S3-compatible store's URL; unset for AWS S3.
    use_lockfile: Terraform's S3 lock file (Terraform 1.10+); production requires it.
    encrypt: server-side encryption; production requires it.
    profile: a named credentials profile instead of the environment's keys.
    """

    bucket: str
    key: str
    region: str = "us-east-1"
    endpoint: str | None = None
    use_lockfile: bool = True
    encrypt: bool = True
    profile: str | None = None

    @settings_rule("use_lockfile", "encrypt")
    def _production(self, where: str, context: Context) -> list[Issue]:
        if not context.production:
            return []
        return [issue("CIB028", f"{where}.{name}", False) for name in ("use_lockfile", "encrypt") if not getattr(self, name)]

    @property
    def is_example(self) -> bool:
        """True while this is the repository's example bucket, which nobody deploys to."""
        return self.bucket == EXAMPLE_BUCKET

    @settings_rule("bucket")
    def _bucket(self, where: str, context: Context) -> list[Issue]:
        ok = _BUCKET.fullmatch(self.bucket) and ".." not in self.bucket
        return [] if ok else [issue("CIB015", f"{where}.bucket", self.bucket)]

    @settings_rule("key")
    def _key(self, where: str, context: Context) -> list[Issue]:
        k = self.key
        ok = _KEY.fullmatch(k) and not k.startswith("/") and not k.endswith("/") and "//" not in k \
            and ".." not in k.split("/")
        return [] if ok else [format_issue("CIB016", f"{where}.key", k)]

    @settings_rule("region")
    def _region(self, where: str, context: Context) -> list[Issue]:
        return [] if _REGION.fullmatch(self.region) else [issue("CIB017", f"{where}.region", self.region)]

    @settings_rule("endpoint")
    def _endpoint(self, where: str, context: Context) -> list[Issue]:
        e = self.endpoint
        if e is None:
            return []
        try:
            parts = urlsplit(e)
            # .port raises ValueError for a port that is not a number or above 65535.
            ok = (parts.scheme == "https" and bool(parts.hostname) and parts.port != 0
                  and not parts.username and not parts.password)
        except ValueError:
            ok = False
        if not ok or has_expression(e) or has_control(e) or " " in e or not e.isascii():
            return [issue("CIB018", f"{where}.endpoint", e)]
        return []

    @settings_rule("profile")
    def _profile(self, where: str, context: Context) -> list[Issue]:
        p = self.profile
        return [] if p is None or PROFILE.fullmatch(p) else [issue("CIB019", f"{where}.profile", p)]

    def location_key(self) -> tuple | None:
        """Where the state lives, for the app's uniqueness check."""
        return ("s3", (self.endpoint or "").rstrip("/").lower(), self.bucket, posixpath.normpath(self.key))

    def _config(self) -> dict:
        config: dict = {"bucket": self.bucket, "key": self.key, "region": self.region}
        if self.endpoint:
            config |= {
                "endpoints": {"s3": self.endpoint},
                "use_path_style": True,
                "skip_credentials_validation": True,
                "skip_region_validation": True,
                "skip_requesting_account_id": True,
                "skip_metadata_api_check": True,
                "skip_s3_checksum": True,
            }
        if self.profile:
            config["profile"] = self.profile
        return config

    def apply_to(self, stack: TerraformStack, resolved: ResolvedEnvironment | None = None) -> None:
        """Write the backend into ``stack`` (validated here unless ``resolved`` validated it)."""
        from ..core.cdk import S3Backend, warn
        from ..core.terraform_version import require_terraform

        if not covered(resolved, self):
            raise_if(self.issues(f"{stack.node.id}.state"))
        # S3Backend's typed props lag behind Terraform (use_lockfile, endpoints); write the block
        # through an override so every option Terraform 1.10+ knows is available.
        S3Backend(stack, bucket=self.bucket, key=self.key, region=self.region)
        require_terraform(stack)
        for name, value in self._config().items():
            stack.add_override(f"terraform.backend.s3.{name}", value)
        if self.use_lockfile:
            stack.add_override("terraform.backend.s3.use_lockfile", True)
        if self.encrypt:
            stack.add_override("terraform.backend.s3.encrypt", True)
        if self.is_example:
            warn(stack, warning("CIB265", f"{stack.node.id}.state.bucket", self.bucket))

    def record(self, scope: Construct, id: str, output: str, value_hcl: str) -> None:
        """Nothing: terraform_remote_state reads the S3 object as stored, never a half-written one."""

    def read_back(self, scope: Construct, id: str, output: str, default: str) -> str:
        """HCL for output ``output`` of the last apply, or ``default`` on an empty state.

        An S3 key that was never written makes terraform_remote_state fail and no plan-time
        function can test for it, so the first deploy needs the state object to exist
        (``make bootstrap-state STACK=...``, once, like creating the bucket).
        """
        from ..core.cdk import DataTerraformRemoteStateS3

        state = DataTerraformRemoteStateS3(scope, id, bucket=self.bucket, key=self.key, region=self.region)
        _hcl.named(state, scope, id)
        for name, value in self._config().items():
            state.add_override(f"config.{name}", value)
        return f"try({state.fqn}.outputs.{output}, {default})"


StateBackend = LocalState | S3State
