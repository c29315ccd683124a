"""Numbers and files that are not what they should be: malformed numeric tokens, negative counters,
NaN and infinite thresholds, FIFOs, /dev/zero, directories and unwritable outputs. Each gets a clean
verdict or a one-line error, and the node check provably returns within its deadline."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time

import pytest
from conftest import FIXTURES, fixture_text, make_tree, write_tool

from crusoe_ib.verify.build import zipapp
from crusoe_ib.verify.node import collect, readers, suites
from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.node.parsers import PARSERS, sysfs
from crusoe_ib.verify.node.rules import busbw, counters, link, write_bw
from crusoe_ib.verify.node.thresholds import ThresholdError, _refuse_constant, thresholds_for

H100 = "h100-80gb-sxm-ib.8x"
TOKENS = [".", "1.2.3", "1e999", "\u00b2", "9" * 5000, "-0", "+5", "0x1F", "NaN", "inf", "-inf", "1e-999", "\u0663",
          "\uff11", "1_000", "1,000", "--1", "1e", "e5", "0.0.0", "9" * 25, "-5", "3.14e+400", "4\u00b2", "1e+0400"]
# (parser, fixture, the number to replace in it)
SITES = [
    ("sysfs", "healthy", "counters/symbol_error:0"),
    ("ibstat", "healthy", "Rate: 400"),
    ("ibstat", "healthy", "Base lid: 12"),
    ("ibstatus", "healthy", "rate:\t\t 400 Gb/sec (4X NDR)"),
    ("perfquery", "extended", "PortXmitData:....................3289134672"),
    ("ethtool_stats", "ib0", "rx_packets: 1845521"),
    ("ib_write_bw", "ndr_healthy", "48265.12"),
    ("ib_write_bw", "ndr_healthy", " 65536 "),
    ("nccl_tests", "healthy_4node", "386.65"),
    ("nccl_tests", "healthy_4node", "  268435456"),
    ("nccl_tests", "wrong_nonzero", "4096"),
    ("nccl_log", "ib_healthy", "nranks 32"),
    ("nccl_log", "ib_healthy", "mlx5_0:1/"),
]


def _mutate(text: str, anchor: str, token: str) -> str:
    if anchor not in text:
        return text + "\n" + token + "\n"
    digits = "".join(c for c in anchor if c.isdigit())
    return text.replace(anchor, anchor.replace(digits, token, 1) if digits else anchor + token, 1)


@pytest.mark.parametrize("parser,case,anchor", SITES, ids=["%s/%s/%s" % (p, c, a.strip()[:14]) for p, c, a in SITES])
def test_malformed_numbers_never_raise(parser, case, anchor):
    base = fixture_text(parser, case)
    assert anchor in base, "the anchor must exist in the fixture"
    raw = PARSERS[parser].parse.__wrapped__ if hasattr(PARSERS[parser].parse, "__wrapped__") else PARSERS[parser].parse
    for token in TOKENS:
        result = raw(_mutate(base, anchor, token))
        assert "error" in result
        text = json.dumps(result, allow_nan=False)  # no NaN or infinity ever reaches the facts
        assert "Infinity" not in text


@pytest.mark.parametrize("token", TOKENS, ids=range(len(TOKENS)))
def test_malformed_numbers_reach_a_verdict(token):
    text = _mutate(fixture_text("nccl_tests", "healthy_4node"), "386.65", token)
    found, _, _ = suites.nccl_verdicts(text, {"instance_type": H100}, require_tests=True)
    assert found and all(x.status in ("PASS", "FAIL", "WARN", "UNAVAILABLE") for x in found)
    busbw = [x for x in found if x.rule == "nccl_busbw"][0]
    assert busbw.details.get("busbw_gb_per_s") != float("inf")
    report = PARSERS["ib_write_bw"].parse(_mutate(fixture_text("ib_write_bw", "ndr_healthy"), "48265.12", token))
    assert write_bw.check_write_bw(report, 45000, "x").status in ("PASS", "FAIL")


def test_negative_counters_warn_instead_of_passing_as_zero():
    port = sysfs.parse("/sys/class/infiniband/mlx5_0/ports/1/counters/symbol_error:-5\n"
                       "/sys/class/infiniband/mlx5_0/ports/1/counters/link_downed:0\n")["ports"][0]
    found = counters.check_error_counters(port)
    assert found[0].status == "WARN" and "symbol_error=-5" in found[0].reason
    assert "PASS" not in [x.status for x in found]


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -1.0, 0, True])
def test_nan_or_infinite_thresholds_never_turn_a_fail_into_a_pass(bad):
    low = PARSERS["ib_write_bw"].parse(fixture_text("ib_write_bw", "low_bw"))
    assert write_bw.check_write_bw(low, bad, "x").status == "UNAVAILABLE"
    port = {"device": "mlx5_0", "port": 1, "rate_gbps": 200.0}
    assert link.check_port_rate(port, bad).status == "UNAVAILABLE"
    tests = PARSERS["nccl_tests"].parse(fixture_text("nccl_tests", "low_busbw"))
    thr = thresholds_for(H100, 4)
    object.__setattr__(thr, "busbw_floor_gb_per_s", bad)  # as a corrupted registry or caller would
    assert busbw.check_nccl_busbw(tests, thr, 4).status == "UNAVAILABLE"


def test_the_registry_refuses_nan_and_infinity_when_loaded():
    for constant in ("NaN", "Infinity", "-Infinity"):
        with pytest.raises(ThresholdError, match="not a threshold"):
            json.loads('{"x": %s}' % constant, parse_constant=_refuse_constant)


def test_fifo_dev_zero_and_directory_as_the_log(tmp_path, capsys):
    """A named input that is not a regular file is refused, as the node check refuses one in sysfs
    (a FIFO may never see a writer or an end); stdin ('-') is still read as a stream, within --timeout."""
    fifo = tmp_path / "log.fifo"
    os.mkfifo(fifo)
    for argv, kind in ((["diagnose", str(fifo)], "a FIFO"), (["diagnose", "/dev/zero"], "a character device"),
                       (["pair", "--parse", "/dev/zero", "--instance-type", H100], "a character device"),
                       (["nccl", "--parse", str(fifo)], "a FIFO")):
        start = time.monotonic()
        code = cli.main(argv + ["--timeout", "1", "--json"])
        out, err = capsys.readouterr()
        assert time.monotonic() - start < 10 and code == 2 and out == ""
        assert "not a regular file (%s)" % kind in err and "Traceback" not in err
    code = cli.main(["diagnose", str(tmp_path)])
    assert code == 2 and "Is a directory" in capsys.readouterr()[1]
    # stdin: a pipe nobody closes is read until --timeout, then judged; /dev/zero on stdin is binary
    with open(fifo, "w+b", buffering=0) as keep_open, open(fifo, "rb") as stdin:
        keep_open.write(b"NCCL INFO Using network IB\n")
        start = time.monotonic()
        proc = subprocess.run([sys.executable, "-m", "crusoe_ib.verify", "diagnose", "-", "--timeout", "1", "--json"],
                              stdin=stdin, capture_output=True, text=True, timeout=60,
                              env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(FIXTURES.parents[2] / "constructs")})
    assert time.monotonic() - start < 10 and proc.returncode in (0, 1)
    assert "stopped reading after 1s" in proc.stdout and "Traceback" not in proc.stderr
    with open("/dev/zero", "rb") as stdin:
        proc = subprocess.run([sys.executable, "-m", "crusoe_ib.verify", "diagnose", "-", "--json"], stdin=stdin,
                              capture_output=True, text=True, timeout=60,
                              env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(FIXTURES.parents[2] / "constructs")})
    assert proc.returncode == 1 and "input is binary" in proc.stdout


def test_large_inputs_are_read_head_and_tail(tmp_path):
    path = tmp_path / "big.log"
    path.write_bytes(b"A" * 3000 + b"B" * 3000 + b"C" * 3000)
    got = readers.read_bounded(str(path), limit=4000)
    assert got.data.startswith(b"A" * 1000) and got.data.endswith(b"C" * 3000) and b"B" not in got.data
    assert "skipped 5000 in the middle" in got.notes[0]


def test_tool_output_is_bounded(tmp_path):
    write_tool(tmp_path, "chatty", "yes 0123456789")
    start = time.monotonic()
    res = collect.run(["chatty"], timeout=20, tool_path=str(tmp_path), max_bytes=1 << 20)
    assert res.status == collect.ERROR and "output larger than" in res.stderr and time.monotonic() - start < 15


@pytest.mark.parametrize("command", [
    ["node", "--sysfs-root", "SYS", "--tool-path", ""],
    ["pair", "--parse", str(FIXTURES / "ib_write_bw" / "ndr_healthy.out")],
    ["nccl", "--parse", str(FIXTURES / "nccl_tests" / "healthy_4node.out")],
    ["diagnose", str(FIXTURES / "nccl_log" / "ib_healthy.out")],
])
def test_unwritable_output_is_a_clean_error(tmp_path, capsys, command, fake_tree):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    argv = [str(fake_tree("healthy")) if a == "SYS" else a for a in command]
    try:
        for output in (locked / "result.json", tmp_path, "/proc/no-such-dir/result.json"):
            if os.geteuid() == 0 and output == locked / "result.json":
                continue  # root writes anywhere
            code = cli.main(argv + ["--output", str(output)])
            out, err = capsys.readouterr()
            assert code == 2 and err.startswith("crusoe-ib-verify: error: cannot write --output") and "Traceback" not in err
    finally:
        locked.chmod(stat.S_IRWXU)


def _fifo_tree(tmp_path):
    root = make_tree(fixture_text("sysfs", "healthy"), tmp_path / "sys")
    for rel in ("mlx5_0/ports/1/state", "mlx5_1/ports/1/counters/symbol_error", "mlx5_2/ports/1/rate"):
        (root / rel).unlink()
        os.mkfifo(root / rel)
    os.mkfifo(root / "mlx5_9")                           # a FIFO where a device directory should be
    (root / "mlx5_3" / "ports" / "1" / "hw_counters" / "out_of_sequence").unlink()
    os.symlink("/dev/zero", root / "mlx5_3" / "ports" / "1" / "hw_counters" / "out_of_sequence")
    return root


def test_the_node_check_returns_within_its_timeout_on_a_sysfs_tree_with_fifos(tmp_path):
    """The boot-time check as nodes run it (the zipapp, a fresh python3), on a tree with FIFOs (no
    writer: a blocking open would wait forever) and /dev/zero: it must finish, well inside its
    deadline, with a verdict naming what it could not read."""
    root = _fifo_tree(tmp_path)
    pyz = zipapp.build_zipapp(str(tmp_path / "verify.pyz"))
    out_file = tmp_path / "node-check.json"
    start = time.monotonic()
    proc = subprocess.run([sys.executable, pyz, "node", "--sysfs-root", str(root), "--instance-type", H100, "--tool-path", "",
                           "--deadline", "5", "--output", str(out_file), "--json"],
                          capture_output=True, text=True, timeout=60, env={"PATH": "/usr/bin:/bin"})
    elapsed = time.monotonic() - start
    assert elapsed < 5, "the node check took %.1fs" % elapsed
    result = json.loads(proc.stdout)
    assert proc.returncode in (0, 1) and json.loads(out_file.read_text())["verdicts"] == result["verdicts"]
    reasons = "\n".join(x["reason"] for x in result["verdicts"])
    assert "state: not a regular file (a FIFO)" in reasons and "counters/symbol_error (not a regular file (a FIFO))" in reasons
    assert "hw_counters/out_of_sequence (not a regular file (a character device))" in reasons
    assert result["facts"]["elapsed_s"] < 5


def test_the_node_check_deadline_caps_a_tool_that_never_returns(tmp_path):
    """A tool that never returns (ibstat, with a --timeout longer than the deadline) is cut off inside
    the deadline: the check still reports and writes its result."""
    write_tool(tmp_path / "bin", "ibstat", "sleep 60")
    out_file = tmp_path / "node-check.json"
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "crusoe_ib.verify", "node", "--sysfs-root", str(tmp_path / "none"),
                           "--tool-path", str(tmp_path / "bin"), "--timeout", "60", "--deadline", "2", "--output", str(out_file),
                           "--json"], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(FIXTURES.parents[2] / "constructs")})
    elapsed = time.monotonic() - start
    result = json.loads(proc.stdout)
    assert elapsed < 5 and proc.returncode == 1 and result["facts"]["ibstat_status"] == "timeout"
    assert json.loads(out_file.read_text())["ok"] is False


def test_the_node_check_deadline_interrupts_whatever_blocks(tmp_path, capsys, monkeypatch):
    """Anything that blocks past the deadline (here a sysfs read stuck in the kernel, simulated) is
    interrupted by the deadline's alarm: FAIL node_check, within the deadline, and a result."""
    monkeypatch.setattr(sysfs, "read_tree", lambda root, deadline=None: time.sleep(30))
    out_file = tmp_path / "node-check.json"
    start = time.monotonic()
    code = cli.main(["node", "--sysfs-root", str(tmp_path), "--tool-path", "", "--deadline", "1", "--json", "--output", str(out_file)])
    elapsed = time.monotonic() - start
    result = json.loads(capsys.readouterr()[0])
    assert elapsed < 3 and code == 1
    assert result["verdicts"][0]["rule"] == "node_check" and "within its 1s deadline" in result["verdicts"][0]["reason"]
    assert json.loads(out_file.read_text())["verdicts"][0]["rule"] == "node_check"


def test_bad_deadline_and_context_values_are_usage_errors(tmp_path, capsys):
    assert cli.main(["node", "--deadline", "nan", "--tool-path", ""]) == 2
    ctx = tmp_path / "ctx.json"
    for bad in ('{"node_count": "four"}', '{"node_count": 1e999}', '{"env": {"A": 1}}', '{"ib_devices": "mlx5_0"}',
                '[' * 100000):
        ctx.write_text(bad)
        assert cli.main(["diagnose", str(FIXTURES / "nccl_log" / "ib_healthy.out"), "--context", str(ctx)]) == 2
    assert "Traceback" not in capsys.readouterr()[1]


def test_a_remote_file_that_never_arrives_times_out(tmp_path, capsys):
    """`logs` over an ssh that connects and then prints nothing (a remote FIFO, a hung cat): killed at
    --timeout, recorded as timeout, no partial file left."""
    write_tool(tmp_path / "bin", "ssh", "sleep 30")
    hosts = tmp_path / "hosts"
    hosts.write_text("10.0.0.5 node-000\n")
    start = time.monotonic()
    code = cli.main(["logs", "--hostfile", str(hosts), "--remote", "/var/log/x.fifo", "--dest", str(tmp_path / "d"),
                     "--tool-path", str(tmp_path / "bin"), "--timeout", "1", "--json"])
    manifest = json.loads(capsys.readouterr()[0])
    assert time.monotonic() - start < 10 and code == 1
    assert manifest["files"][0]["status"] == "timeout" and sorted(os.listdir(tmp_path / "d")) == ["manifest.json"]


@pytest.mark.parametrize("option,value", [("--timeout", "inf"), ("--timeout", "nan"), ("--timeout", "-1"), ("--timeout", "0"),
                                          ("--parallel", "0"), ("--port-base", "70000"), ("--max-peers", "-3")])
def test_every_subcommand_refuses_numbers_without_a_deadline_or_range(tmp_path, capsys, option, value):
    """`--timeout inf` once made `diagnose` of a FIFO wait forever, and `nan` crashed in select()."""
    argv = {"--timeout": ["diagnose", str(FIXTURES / "nccl_log" / "ib_healthy.out")],
            "--parallel": ["logs", "--hostfile", "h", "--remote", "/x", "--dest", str(tmp_path)],
            "--port-base": ["pair", "--parse", str(FIXTURES / "ib_write_bw" / "ndr_healthy.out")],
            "--max-peers": ["bisect", "--remediation", "r", "--slow", "node-000", "node-001"]}[option]
    start = time.monotonic()
    assert cli.main(argv + [option, value]) == 2 and time.monotonic() - start < 5
    err = capsys.readouterr()[1]
    assert err.startswith("crusoe-ib-verify: error: %s" % option) and "Traceback" not in err


def test_an_output_that_is_a_fifo_or_device_is_refused_before_any_work(tmp_path, capsys):
    """Writing a FIFO waits for a reader forever; replacing a device (as root: /dev/null) must not happen."""
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    for output in (str(fifo), "/dev/null"):
        for argv in (["diagnose", str(FIXTURES / "nccl_log" / "ib_healthy.out")], ["bundle", "--tool-path", "",
                                                                                   "--sysfs-root", str(tmp_path)]):
            start = time.monotonic()
            assert cli.main(argv + ["--output", output]) == 2 and time.monotonic() - start < 5
            assert "is not a regular file" in capsys.readouterr()[1]
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.parametrize("context", ['{"threshold_overrides": [1]}', '{"threshold_overrides": {"busbw_floor_gb_per_s": {}}}',
                                     '{"host_channel_adapters": "two"}', '{"collective": ["all_reduce"]}',
                                     '{"instance_type": {"a": 1}}', '{"nodes": 4}'])
def test_context_fields_of_the_wrong_type_are_usage_errors(tmp_path, capsys, context):
    ctx = tmp_path / "ctx.json"
    ctx.write_text(context)
    assert cli.main(["diagnose", str(FIXTURES / "nccl_log" / "ib_healthy.out"), "--context", str(ctx)]) == 2
    err = capsys.readouterr()[1]
    assert err.startswith("crusoe-ib-verify: error: --context") and "Traceback" not in err


def test_an_instance_type_in_capitals_is_told_so(capsys):
    code = cli.main(["diagnose", str(FIXTURES / "nccl_log" / "ib_healthy.out"), "--instance-type", H100.upper()])
    out = capsys.readouterr()[0]
    assert code == 1 and "in capitals: Crusoe's instance type names are lower case. Write h100-80gb-sxm-ib.8x." in out


@pytest.mark.parametrize("start", [
    lambda argv, path: collect.run(argv, timeout=5, tool_path=path),
    lambda argv, path: collect.run_many([argv], timeout=5, tool_path=path)[0],
    lambda argv, path: collect.run_streaming(argv, timeout=5, tool_path=path),
], ids=["run", "run_many", "run_streaming"])
def test_a_tool_that_cannot_start_or_is_missing_is_a_result_never_an_exception(start, tmp_path):
    """An executable the kernel refuses (Exec format error) is ERROR with the reason; a tool not on
    the tool path is MISSING: the same from each way of running a tool."""
    broken = tmp_path / "broken"
    broken.write_bytes(b"\x7fELF not really")
    broken.chmod(0o755)
    failed = start(["broken", "--flag"], str(tmp_path))
    assert (failed.status, failed.returncode, failed.argv) == (collect.ERROR, None, ["broken", "--flag"])
    assert "format" in failed.stderr.lower() and failed.duration_s >= 0
    missing = start(["no-such-tool"], str(tmp_path))
    assert (missing.status, missing.stderr) == (collect.MISSING, "no-such-tool: not found on the tool path")
