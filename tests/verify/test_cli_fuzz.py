"""Every subcommand under the node check's rules for input, by property: whatever the command line,
whatever the files it names (a FIFO, /dev/zero, a directory, a missing path, JSON of the wrong shape
in any field), ``crusoe-ib-verify`` ends with exit code 0, 1 or 2, quickly, without a traceback.

The JSON documents (``--context``, ``--thresholds-json``, ``--remediation``, ``--fleet``,
``--bisect``, recorded node checks) are valid ones with one field, at any depth, replaced by an
arbitrary JSON value: the type errors a hand-written table misses."""

from __future__ import annotations

import copy
import json
import os
import shutil
import time
from pathlib import Path

import pytest
from conftest import FIXTURES, fixture_text, make_tree
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crusoe_ib.verify.operator import cli

HERE = Path(__file__).resolve().parent / "fleet_fixtures"
POOL4 = HERE / "pool4"
H100 = "h100-80gb-sxm-ib.8x"

NUMBERS = st.sampled_from(["nan", "inf", "-inf", "-1", "0", "1e999", "0.5", "2", "64", "99999999", "abc", ""])
TEXT = st.one_of(st.sampled_from(["-oProxyCommand=touch x", "a\n", "node-001", "ubuntu", "${x}", "\x1b[2K", "..", "",
                                  H100, H100.upper(), "mlx5_0", "42", "42\n", "all_reduce"]),
                 st.text(max_size=24))
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6)


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:4]):
            yield from _paths(v, prefix + (i,))


@st.composite
def mutated(draw, base):
    """``base`` with one field (any depth, or the whole document) replaced by any JSON value."""
    doc = copy.deepcopy(base)
    path = draw(st.sampled_from(list(_paths(doc))))
    value = draw(JSON_VALUES)
    if not path:
        return value
    node = doc
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return doc


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """Files every example may name: good ones, and each kind of bad one."""
    root = tmp_path_factory.mktemp("fuzz")
    fifo = root / "fifo"
    os.mkfifo(fifo)
    (root / "empty-bin").mkdir()
    (root / "hostfile").write_text("10.0.0.5 node-000\n10.0.0.6 node-001\n")
    tree = make_tree(fixture_text("sysfs", "healthy"), root / "sys")
    remediation = json.loads((POOL4 / "remediation.json").read_text())
    node_check = json.loads((POOL4 / "node-002.node-check.json").read_text())
    fleet_doc = json.loads(_run_json(["fleet", "--from-dir", str(POOL4), "--remediation", str(POOL4 / "remediation.json"),
                                      "--json"]))
    bisect_doc = json.loads(_run_json(["bisect", "--remediation", str(POOL4 / "remediation.json"), "--slow", "node-001",
                                       "node-002", "--device", "mlx5_0", "--device", "mlx5_3", "--from-dir",
                                       str(HERE / "bisect"), "--json"]))
    context = {"instance_type": H100, "node_count": 4, "host_channel_adapters": 1, "partition_ids": ["p-1"],
               "env": {"NCCL_IB_HCA": "mlx5"}, "ib_devices": ["mlx5_0"], "collective": "all_reduce",
               "threshold_overrides": {"busbw_floor_gb_per_s": 300}}
    files = [str(fifo), "/dev/zero", str(root), str(root / "missing"), str(root / "hostfile"),
             str(FIXTURES / "nccl_log" / "ib_healthy.out"), str(FIXTURES / "nccl_tests" / "healthy_4node.out"),
             str(FIXTURES / "ib_write_bw" / "ndr_healthy.out")]
    return dict(root=root, fifo=str(fifo), bin=str(root / "empty-bin"), tree=str(tree), files=files,
                remediation=remediation, node_check=node_check, fleet=fleet_doc, bisect=bisect_doc, context=context)


def _run_json(argv) -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        cli.main(argv)
    return out.getvalue()


_counter = iter(range(10**9))


def _write(world, doc, name) -> str:
    path = world["root"] / ("%s-%d.json" % (name, next(_counter)))
    path.write_text(json.dumps(doc, allow_nan=True))
    return str(path)


def _common(draw, world, sysfs=True):
    argv = ["--tool-path", world["bin"], "--timeout", draw(st.sampled_from(["1", "0.5"]))]
    if draw(st.booleans()):
        argv += ["--instance-type", draw(TEXT)]
    if draw(st.booleans()):
        argv += ["--thresholds-json", json.dumps(draw(mutated({"busbw_floor_gb_per_s": 300, "write_bw_floor_mb_per_s": 40000})))]
    if draw(st.booleans()):
        argv += ["--node-key", draw(TEXT), "--pool-address", draw(TEXT)]
    if sysfs and draw(st.booleans()):
        argv += ["--sysfs-root", draw(st.sampled_from([world["tree"], world["fifo"], "/nonexistent"]))]
    if draw(st.booleans()):
        argv += ["--output", draw(st.sampled_from([str(world["root"] / "out.json"), str(world["root"]), world["fifo"]]))]
    if draw(st.booleans()):
        argv += [draw(st.sampled_from(["--json", "--strict"]))]
    return argv


def _context(draw, world):
    argv = []
    if draw(st.booleans()):
        argv += ["--context", draw(st.one_of(st.sampled_from(world["files"]),
                                             mutated(world["context"]).map(lambda d: _write(world, d, "ctx"))))]
    for option in ("--nodes", "--host-channel-adapters"):
        if draw(st.booleans()):
            argv += [option, draw(NUMBERS)]
    for option in ("--env", "--ib-device", "--partition-id"):
        if draw(st.booleans()):
            argv += [option, draw(TEXT)]
    return argv


@st.composite
def command_lines(draw, world):
    command = draw(st.sampled_from(["node", "pair", "nccl", "diagnose", "bundle", "logs", "fleet", "bisect", "remediate"]))
    files = st.sampled_from(world["files"])
    if command == "node":
        return ["node", "--deadline", draw(NUMBERS)] + _common(draw, world)
    if command == "pair":
        return ["pair", "--parse", draw(files), "--label", draw(TEXT)] + _common(draw, world)
    if command == "nccl":
        mode = draw(st.sampled_from([["--parse", draw(files)], ["--dry-run", "--hostfile", draw(files)]]))
        return ["nccl", *mode, "--gpus-per-node", draw(NUMBERS)] + _common(draw, world, False) + _context(draw, world)
    if command == "diagnose":
        return ["diagnose", draw(files)] + _common(draw, world, False) + _context(draw, world)
    if command == "bundle":
        if draw(st.booleans()):
            return ["bundle", "--slurm-job", draw(TEXT), "--dest", str(world["root"] / "jobs"), "--tool-path", world["bin"],
                    "--parallel", draw(NUMBERS)]
        return ["bundle", "--output", str(world["root"] / "b.tar.gz"), "--net-root", str(world["root"]),
                "--include", draw(files)] + _common(draw, world)
    if command == "logs":
        return ["logs", "--hostfile", draw(files), "--remote", draw(TEXT), "--dest", str(world["root"] / "logs"),
                "--tool-path", world["bin"], "--user", draw(TEXT), "--jump", draw(TEXT), "--parallel", draw(NUMBERS),
                "--max-bytes", draw(TEXT), "--timeout", "1"]
    remediation = _write(world, draw(mutated(world["remediation"])), "remediation")
    if command == "fleet":
        checks = world["root"] / ("checks-%d" % next(_counter))
        shutil.copytree(POOL4, checks)
        key = draw(st.sampled_from(["node-000", "node-001", "node-002", "node-003"]))
        (checks / ("%s.node-check.json" % key)).write_text(json.dumps(draw(mutated(world["node_check"]))))
        source = draw(st.sampled_from([["--from-dir", str(checks)],
                                       ["--hostfile", draw(files), "--dest", str(world["root"] / "nc")]]))
        return ["fleet", *source, "--remediation", remediation, "--tool-path", world["bin"], "--timeout", "1",
                "--max-bytes", draw(TEXT), "--parallel", draw(NUMBERS)]
    if command == "bisect":
        return ["bisect", "--remediation", remediation, "--slow", draw(TEXT), draw(TEXT), "--from-dir", str(HERE / "bisect"),
                "--device", "mlx5_0", "--max-peers", draw(NUMBERS), "--tool-path", world["bin"], "--timeout", "1"] + (
                    ["--instance-type", draw(TEXT)] if draw(st.booleans()) else [])
    fleet_doc = _write(world, draw(mutated(world["fleet"])), "fleet")
    bisect_doc = _write(world, draw(mutated(world["bisect"])), "bisect")
    return ["remediate", "--remediation", remediation, "--fleet", fleet_doc, "--bisect", bisect_doc,
            "--node", draw(TEXT), "--max-share", draw(NUMBERS)] + (["--production"] if draw(st.booleans()) else [])


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_no_command_line_crashes_or_hangs_any_subcommand(world, data, capsys, monkeypatch):
    monkeypatch.chdir(world["root"])
    argv = data.draw(command_lines(world), label="argv")
    start = time.monotonic()
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse's own usage errors
        code = exc.code
    elapsed = time.monotonic() - start
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), (argv, code)
    assert "Traceback" not in out + err
    assert elapsed < 20, "%s took %.1fs" % (argv, elapsed)


WRONG_TYPES = [None, 1, -1, 1.5, True, "x", [1], [None], [[]], {"a": 1}, "\x1b[2K"]


def _every_path(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _every_path(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:2]):
            yield from _every_path(v, prefix + (i,))


def _replaced(doc, path, value):
    if not path:
        return value
    doc = copy.deepcopy(doc)
    node = doc
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return doc


def test_every_json_field_of_the_wrong_type_is_a_clean_error(world, capsys, monkeypatch, remediation_history):
    """Exhaustive where the property test samples: each field, at every depth, of every JSON input
    (--context, --thresholds-json, --remediation, --fleet, --bisect, a recorded node check), replaced
    by each wrong type in turn; the subcommand that reads it must end cleanly (0, 1 or 2). Each case
    starts from an empty remediation history: one history of every case's runs would trip the circuit
    breaker, and a tripped breaker stops remediate before it reads the fields under test."""
    monkeypatch.chdir(world["root"])
    good = {name: _write(world, world[name], name) for name in ("remediation", "fleet", "bisect")}
    log = str(FIXTURES / "nccl_log" / "ib_healthy.out")
    cases = {
        "context": lambda f: ["diagnose", log, "--context", f],
        "remediation": lambda f: ["remediate", "--remediation", f, "--fleet", good["fleet"], "--bisect", good["bisect"]],
        "fleet": lambda f: ["remediate", "--remediation", good["remediation"], "--fleet", f],
        "bisect": lambda f: ["remediate", "--remediation", good["remediation"], "--bisect", f],
    }
    also = {"remediation": [lambda f: ["fleet", "--from-dir", str(POOL4), "--remediation", f],
                            lambda f: ["bisect", "--remediation", f, "--slow", "node-001", "node-002", "--device", "mlx5_0",
                                       "--from-dir", str(HERE / "bisect")]]}
    crashes = []
    for name, argv_of in cases.items():
        for path in _every_path(world[name]):
            for value in WRONG_TYPES:
                doc = _write(world, _replaced(world[name], path, value), name)
                for make in [argv_of] + also.get(name, []):
                    remediation_history.unlink(missing_ok=True)
                    try:
                        code = cli.main(make(doc))
                    except Exception as exc:  # noqa: BLE001 - the point is that none escapes
                        code = "%s: %s" % (type(exc).__name__, exc)
                    if code not in (0, 1, 2):
                        crashes.append((make(doc)[0], name, path, value, code))
    for path in _every_path(world["node_check"]):
        for value in WRONG_TYPES[:6]:
            checks = world["root"] / ("nc-%d" % next(_counter))
            checks.mkdir()
            (checks / "node-000.node-check.json").write_text(json.dumps(_replaced(world["node_check"], path, value)))
            try:
                code = cli.main(["fleet", "--from-dir", str(checks)])
            except Exception as exc:  # noqa: BLE001
                code = "%s: %s" % (type(exc).__name__, exc)
            if code not in (0, 1, 2):
                crashes.append(("fleet", "node check", path, value, code))
    for value in WRONG_TYPES:
        try:
            code = cli.main(["diagnose", log, "--instance-type", H100, "--thresholds-json",
                             json.dumps({"busbw_floor_gb_per_s": value, "write_bw_floor_mb_per_s": value})])
        except Exception as exc:  # noqa: BLE001
            code = "%s: %s" % (type(exc).__name__, exc)
        if code not in (0, 1, 2):
            crashes.append(("diagnose", "--thresholds-json", (), value, code))
    capsys.readouterr()
    assert not crashes, "\n".join(map(repr, crashes[:20]))
