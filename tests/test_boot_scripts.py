"""Every startup script as a node receives it: Crusoe's lifecycle-script contract (under 64 kB, ASCII,
``#!/bin/bash``; Crusoe Cloud docs, "Lifecycle scripts overview"), no secret material, shellcheck and
``bash -n`` on every rendered script and on every program it writes through a heredoc, and one readable
text snapshot per script (tests/boot_scripts/) so a reviewer diffs boot-script changes
line by line.

Each kind of host is covered: GPU nodes (one script for every node, the first included), Slurm
controllers and login nodes, K3s servers (the first and the joiners) and the HAProxy endpoint, over
every fixture environment (tests/library_fixtures.py) and worst-case settings (every option on, the largest pool, the
longest names).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from crusoe_ib import ConfigError
from crusoe_ib.platform import platform_contract as contract
from crusoe_ib.core._scripts import rendered
from crusoe_ib.platform.catalog import MAX_NODES_PER_PARTITION
from crusoe_ib.verify.build.zipapp import zipapp_sha256
from tests.library_fixtures import FIXTURES
from tests.support import env, synth

SNAPSHOTS = Path(__file__).parent / "boot_scripts"  # beside syrupy's __snapshots__, which owns its own files
UPDATE = os.environ.get("CRUSOE_IB_UPDATE_SCRIPT_SNAPSHOTS") == "1"
LONG = "a" * 20 + "-pool-" + "b" * 16  # 42 characters: the longest environment (and pool) name (CIB011)

WORST = {
    # Every option on, the largest pool one partition holds, the longest names.
    "worst-torchrun": env("training-prod", name=LONG, capacity=dict(node_count=MAX_NODES_PER_PARTITION),
                          pool=dict(data_disk_size="2TiB", public_ip="none",
                                    ssh_jump_host="ops-user@" + "b" * 60 + ".example.com:2222"),
                          verification=dict(apply_gate=True, ssh_user="u" * 32, threshold_overrides={
                              "write_bw_floor_mb_per_s": 40000, "busbw_floor_gb_per_s": 300.5,
                              "hca_names": tuple(f"mlx5_{i}" for i in range(1, 9))})),
    "worst-k3s": env("training-k3s", name=LONG, capacity=dict(node_count=MAX_NODES_PER_PARTITION),
                     orchestration=dict(name="k" * 32, install_script_sha256="a" * 64)),
    "worst-slurm": env("training-slurm", name=LONG, capacity=dict(node_count=MAX_NODES_PER_PARTITION),
                       orchestration=dict(name="c" * 24, backup_controller=True, login_count=8,
                                          health_check_interval_s=86400, partition_name="p" * 32)),
}
SCENARIOS = {**{c.name: c for c in FIXTURES}, **WORST}


def scripts_of(tf: dict) -> dict[str, str]:
    """host kind -> startup script (a Terraform template) of every instance that has one."""
    out = {}
    for name, instance in tf.get("resource", {}).get("crusoe_compute_instance", {}).items():
        script = instance.get("startup_script")
        if script is None:
            continue
        match = re.fullmatch(r"\$\{sensitive\(replace\(local\.(\w+), \"__CRUSOE_IB_NODE_KEY__\", each\.key\)\)\}", script)
        out[name] = tf["locals"][match.group(1)] if match else script
    return out


@pytest.fixture(scope="module", params=sorted(SCENARIOS))
def stack(request):
    return request.param, synth(SCENARIOS[request.param])


def test_every_host_kind_is_covered():
    kinds = set()
    for name in ("training-dev", "training-k3s", "training-slurm"):
        kinds |= set(scripts_of(synth(SCENARIOS[name])))
    assert kinds == {"pool_nodes", "k3s_server_init", "k3s_servers", "k3s_lb", "slurm_controllers", "slurm_logins"}


def test_every_script_keeps_crusoes_lifecycle_script_contract_with_room_to_spare(stack):
    name, tf = stack
    for host, template in scripts_of(tf).items():
        script = rendered(template)
        assert contract.startup_script_problems(script) == [], (name, host)
        # Room to spare: a quarter of Crusoe's limit at most, whatever the settings.
        assert len(script.encode()) < contract.STARTUP_SCRIPT_MAX_BYTES // 4, (name, host, len(script.encode()))


def test_no_script_carries_secret_material_or_a_payload(stack):
    name, tf = stack
    for host, template in scripts_of(tf).items():
        for needle in ("var.", "munge_key", "filebase64", "PRIVATE KEY", "K10", "http.server"):
            assert needle not in template, (name, host, needle)
        assert not re.search(r"[A-Za-z0-9+/=]{200,}", template), (name, host)


def test_a_script_that_reaches_the_limit_is_refused_at_synth_naming_the_node_size_and_what_to_trim():
    # Under the limit alone (the settings rule passes), over it with the library's own steps.
    with pytest.raises(ConfigError) as raised:
        synth(env(pool=dict(startup_script="echo " + "x" * 62_500)))
    (issue,) = raised.value.issues
    assert issue.code == "CIB170" and issue.where == "training-dev/pool.startup_script"
    assert re.search(r"training-dev-node-000 \.\. node-001 \(every node\)'s startup script is 6[3-5],\d{3} bytes", str(issue))
    assert re.search(r"its largest parts are step 'user startup_script' \(62,505 bytes\), step '[a-z -]+' \(\d,\d{3} bytes\)",
                     str(issue)), str(issue)


def test_the_offline_stand_in_refuses_what_crusoe_refuses():
    from offline.provider import INSTANCE, startup_script_diagnostics

    ok = "#!/bin/bash\necho ok\n"
    assert startup_script_diagnostics(INSTANCE, {"name": "n", "startup_script": ok}) == []
    for script, rule in (("#!/bin/bash\n" + "#" * 64_000, "size"), ("#!/bin/bash\necho \u2019\n", "ascii"),
                         ("#!/bin/sh\necho\n", "shebang")):
        (diag,) = startup_script_diagnostics(INSTANCE, {"name": "n", "startup_script": script})
        assert diag.severity == "error" and f"'n'" in diag.detail and f": {rule}: " in diag.detail
    assert len(("#!/bin/bash\n" + "#" * 63_987).encode()) == 63_999
    assert startup_script_diagnostics(INSTANCE, {"name": "n", "startup_script": "#!/bin/bash\n" + "#" * 63_987}) == []


def test_an_offline_plan_fails_as_a_real_deploy_would(tmp_path):
    from tests.printed import OfflineTerraform

    tf = synth(env())
    tf["locals"]["pool_boot_script"] += "#" * 64_000  # as if a script had slipped past synth
    offline = OfflineTerraform(tf, tmp_path)
    assert offline.init().rc == 0
    result = offline.plan()
    assert result.rc == 1 and "Invalid startup script" in result.output and "training-dev-node-000" in result.output


# --- shellcheck, bash -n, and the programs the scripts write ---------------------------------------

_HEREDOC = re.compile(r"<<-?\s*'?([A-Z_]+)'?[^\n]*\n")


def heredocs(script: str) -> list[tuple[str, str]]:
    """(tag, body) of every heredoc in ``script``, nested ones included."""
    found = []
    for match in _HEREDOC.finditer(script):
        tag = match.group(1)
        end = script.find(f"\n{tag}\n", match.end() - 1)
        if end < 0:
            continue
        body = script[match.end():end + 1]
        found.append((tag, body))
        found += heredocs(body)
    return found


def _bash(template: str) -> str:
    """A startup script as a node runs it (references filled with placeholder words)."""
    return rendered(template).replace("__CRUSOE_IB_NODE_KEY__", "node-001")


def _shellcheck(text: str, shell: str) -> str:
    if shutil.which("shellcheck") is None:
        pytest.fail("shellcheck is missing: `make test` installs it (Debian package shellcheck)")
    result = subprocess.run(["shellcheck", "-s", shell, "-S", "style", "-"], input=text, capture_output=True, text=True)
    return "" if result.returncode == 0 else result.stdout


def test_every_rendered_script_and_every_program_it_writes_passes_shellcheck_and_parses(stack):
    name, tf = stack
    for host, template in scripts_of(tf).items():
        script = _bash(template)
        programs = [("startup script", script)] + [(tag, body) for tag, body in heredocs(script)]
        for tag, body in programs:
            first = body.split("\n", 1)[0]
            if first in ("#!/bin/bash", "#!/bin/sh") or tag in ("startup script", "CRUSOE_IB_SLURM_NODE"):
                shell = "sh" if first == "#!/bin/sh" else "bash"
                parsed = subprocess.run([shell, "-n"], input=body, capture_output=True, text=True)
                assert parsed.returncode == 0, (name, host, tag, parsed.stderr)
                assert _shellcheck(body, shell) == "", (name, host, tag, _shellcheck(body, shell))
            elif first.startswith("#!/usr/bin/env python3") or tag == "CRUSOE_IB_REASON":
                compile(body, f"{host}:{tag}", "exec")


def test_every_delivery_script_passes_shellcheck(stack):
    name, tf = stack
    for push, block in tf.get("resource", {}).get("terraform_data", {}).items():
        for provisioner in block.get("provisioner", []):
            command = provisioner.get("local-exec", {}).get("command", "")
            if "NodeDelivery" in command:
                text = rendered(command)
                assert subprocess.run(["bash", "-n"], input=text, capture_output=True, text=True).returncode == 0, (name, push)
                assert _shellcheck(text, "bash") == "", (name, push, _shellcheck(text, "bash"))


# --- one readable snapshot per script ------------------------------------------------------------


def _masked(text: str) -> str:
    return text.replace(zipapp_sha256(), "<checker sha256>")


@pytest.mark.parametrize("name", sorted(c.name for c in FIXTURES))
def test_each_script_matches_its_readable_snapshot(name):
    """One text file per stack and host kind. After a deliberate change:
    ``CRUSOE_IB_UPDATE_SCRIPT_SNAPSHOTS=1 pytest tests/test_boot_scripts.py`` (or ``make snapshot-update``),
    then read ``git diff tests/boot_scripts``."""
    tf = synth(SCENARIOS[name])
    expected = {p.name for p in SNAPSHOTS.glob(f"{name}.*.sh")}
    written = set()
    for host, template in scripts_of(tf).items():
        path = SNAPSHOTS / f"{name}.{host}.sh"
        written.add(path.name)
        text = _masked(template)
        if UPDATE:
            SNAPSHOTS.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        else:
            assert path.exists(), f"no snapshot {path.name}: run with CRUSOE_IB_UPDATE_SCRIPT_SNAPSHOTS=1"
            assert path.read_text() == text, f"{path.name} changed: review the diff, then update the snapshot"
    if UPDATE:
        for stale in expected - written:
            (SNAPSHOTS / stale).unlink()
    else:
        assert expected == written, expected ^ written


def test_every_script_file_ships_as_package_data():
    """constructs/pyproject.toml ships scripts/*/* and scripts/*/*/*: nothing deeper may exist."""
    import tomllib

    root = Path(__file__).resolve().parents[1] / "constructs"
    globs = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["crusoe_ib"]
    scripts = root / "crusoe_ib" / "scripts"
    files = [p.relative_to(root / "crusoe_ib") for p in scripts.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    assert files and all(any(f.match(g) for g in globs) for f in files), [f for f in files if not any(f.match(g) for g in globs)]
