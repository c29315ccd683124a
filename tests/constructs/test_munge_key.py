"""The munge key at boot, run for real over an image that already holds one: the rendered Slurm scripts'
munge steps (make, wait, start) with every path moved under a temporary root, fake ``hostname``,
``chown`` and ``systemctl`` first on PATH. Ubuntu's munge package makes a key at install, so an image built
with munge carries one; whoever boots that image knows it."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from crusoe_ib.core._scripts import rendered
from crusoe_ib.node_delivery import marker
from crusoe_ib.slurm_cluster import MUNGE_KEY_GENERATED
from tests.support import env, resources, synth

IMAGE_KEY = b"the image's munge key, known to everyone who boots it".ljust(128, b".")
FIRST = "training-slurm-controller-0"


@pytest.fixture(scope="module")
def scripts() -> dict[str, str]:
    instances = resources(synth(env("training-slurm")), "crusoe_compute_instance")
    return {kind: rendered(instances[f"slurm_{kind}"]["startup_script"]) for kind in ("controllers", "logins")}


def _munge_steps(script: str) -> str:
    """The script's munge section: from its key steps to munge's start (the lines a test can run unprivileged)."""
    start = script.index("# A generated munge key") if "# A generated munge key" in script else script.index("# The munge key arrives")
    end = script.index("systemctl enable munge && systemctl restart munge")
    return script[start:end] + "systemctl enable munge && systemctl restart munge\n"


def _boot(script: str, root: Path, hostname: str, uuid: str) -> subprocess.CompletedProcess:
    (root / "sys/class/dmi/id").mkdir(parents=True, exist_ok=True)
    (root / "sys/class/dmi/id/product_uuid").write_text(uuid + "\n")
    bin_dir = root.parent / "bin"
    bin_dir.mkdir(exist_ok=True)
    for name, body in (("hostname", f"echo {hostname}"), ("chown", "true"),
                       ("systemctl", f'echo "$@" >> {root}/systemctl.log')):
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    steps = _munge_steps(script).replace("seq 1 120", "seq 1 2").replace("sleep 5", "sleep 0")
    for prefix in ("/etc/munge", "/var/lib/crusoe-ib", "/sys/class", "/etc/machine-id"):
        steps = steps.replace(prefix, f"{root}{prefix}")
    return subprocess.run(["bash", "-ceu", steps], env={**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"},
                          capture_output=True, text=True, timeout=60)


def _image(root: Path) -> Path:
    key = root / "etc/munge/munge.key"
    key.parent.mkdir(parents=True)
    key.write_bytes(IMAGE_KEY)
    return key


def _deliver(root: Path, path: str, content: bytes, uuid: str) -> None:
    """What the delivery's receiver leaves on the host (tests/constructs/test_node_delivery.py runs it)."""
    (root / path.lstrip("/")).write_bytes(content)
    m = root / marker(path).lstrip("/")
    m.parent.mkdir(parents=True, exist_ok=True)
    m.write_text(uuid + "\n")


def test_the_first_controller_makes_a_fresh_key_whatever_the_image_holds_once_per_vm(scripts, tmp_path):
    root = tmp_path / "controller"
    key = _image(root)
    booted = _boot(scripts["controllers"], root, FIRST, "uuid-a")
    made = key.read_bytes()
    assert len(made) == 128 and made != IMAGE_KEY
    assert oct(key.stat().st_mode & 0o777) == "0o400"
    assert (root / MUNGE_KEY_GENERATED.lstrip("/")).read_text() == "uuid-a\n"
    # Its own key counts as delivered here (the apply reads it and pushes it to every other host): munge starts.
    assert booted.returncode == 0, booted.stderr
    assert (root / "systemctl.log").read_text().splitlines()[-1] == "restart munge"
    rebooted = _boot(scripts["controllers"], root, FIRST, "uuid-a")
    assert rebooted.returncode == 0, rebooted.stderr
    assert key.read_bytes() == made  # a reboot keeps this VM's key
    assert (root / "systemctl.log").read_text().splitlines()[-1] == "restart munge"


def test_an_image_made_from_a_controller_marker_and_all_still_gets_a_fresh_key(scripts, tmp_path):
    root = tmp_path / "controller"
    key = _image(root)
    _boot(scripts["controllers"], root, FIRST, "uuid-a")
    first = key.read_bytes()
    # The whole disk copied into an image and booted as another cluster's first controller: another VM.
    _boot(scripts["controllers"], root, FIRST, "uuid-b")
    assert key.read_bytes() not in (first, IMAGE_KEY)


def test_other_hosts_wait_for_the_delivery_never_for_the_key_the_image_holds(scripts, tmp_path):
    root = tmp_path / "login"
    key = _image(root)
    booted = _boot(scripts["logins"], root, "training-slurm-login-0", "uuid-login")
    # No delivery marker for this VM: the image's key is set aside and Slurm does not start on it.
    assert booted.returncode != 0 and "the munge key was not delivered" in booted.stderr
    assert not key.exists() and (root / "etc/munge/munge.key.undelivered").read_bytes() == IMAGE_KEY
    assert "restart munge" not in ((root / "systemctl.log").read_text() if (root / "systemctl.log").exists() else "")
    # A marker copied in the image names another VM: still not this VM's delivery.
    _deliver(root, "/etc/munge/munge.key", IMAGE_KEY, "uuid-of-the-image-source")
    assert _boot(scripts["logins"], root, "training-slurm-login-0", "uuid-login").returncode != 0
    # The apply delivers this cluster's key: the next boot starts munge on it.
    _deliver(root, "/etc/munge/munge.key", b"c" * 128, "uuid-login")
    started = _boot(scripts["logins"], root, "training-slurm-login-0", "uuid-login")
    assert started.returncode == 0, started.stderr
    assert key.read_bytes() == b"c" * 128
    assert (root / "systemctl.log").read_text().splitlines()[-1] == "restart munge"


def test_the_delivery_restarts_munge_and_the_apply_reads_only_the_key_this_vm_made(scripts):
    tf = synth(env("training-slurm"))
    for name in ("slurm_delivery", "pool_delivery"):
        push = resources(tf, "terraform_data")[name]["provisioner"][0]["local-exec"]
        assert "MUNGE_KEY /etc/munge/munge.key munge:munge 0400 - munge" in push["environment"]["ITEMS"]
        assert f"$(cat {MUNGE_KEY_GENERATED} 2>/dev/null)" in push["command"]
        assert "SLURM_FIRST_CONTROLLER_ID" in push["environment"]


def test_a_replaced_first_controller_makes_a_new_key_that_the_gpu_nodes_get_too(scripts):
    tf = synth(env("training-slurm"))
    triggers = resources(tf, "terraform_data")["pool_delivery"]["triggers_replace"]
    assert triggers["munge_key_source"] == '${crusoe_compute_instance.slurm_controllers["training-slurm-controller-0"].id}'
