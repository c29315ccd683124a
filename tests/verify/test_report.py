"""``crusoe-ib-verify report``: the 2,048-node page, what it shows first, what it never does (load
anything, obey markup from a node), and a real headless Chromium rendering it.

The documents are the recorded ones of tests/verify/report_data.py (a fleet grown from the recorded
4-node pool, a sweep in the agreed shape, the real nccl and node commands on recorded outputs).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

import report_data
from crusoe_ib.verify.operator import report as report_mod

REPO = Path(__file__).resolve().parents[2]
DOC_IMAGE = REPO / "docs" / "images" / "report.png"
FAIL_RGB = (0xD1, 0x29, 0x3D)
PASS_RGB = (0x2F, 0x9E, 0x5B)


@pytest.fixture(scope="module")
def docs(tmp_path_factory):
    """The five recorded documents as files, made once for the module."""
    d = tmp_path_factory.mktemp("report-docs")
    files = {"fleet": report_data.fleet_doc(), "sweep": report_data.sweep_doc(), "nccl": report_data.nccl_doc(),
             "nccl2": report_data.nccl_doc("healthy_4node"), "node": report_data.node_doc(d)}
    for name, doc in files.items():
        (d / (name + ".json")).write_text(json.dumps(doc))
    return d


@pytest.fixture(scope="module")
def page(docs):
    """The 2,048-node report, written by the real command."""
    out = docs / "report.html"
    code, _ = report_data.run_cli(["report", "--fleet", str(docs / "fleet.json"), "--sweep", str(docs / "sweep.json"),
                                   "--nccl", str(docs / "nccl.json"), "--nccl", str(docs / "nccl2.json"),
                                   "--node", str(docs / "node.json"), "--output", str(out)])
    assert code == 0
    return out


def test_summary_and_actions_come_first(page):
    text = page.read_text()
    assert text.index('id="summary"') < text.index('id="grid"') < text.index('id="heatmap-1"') < \
        text.index('id="busbw"') < text.index('id="nvbandwidth"') < text.index('id="failures"')
    summary = text[text.index('id="summary"'):text.index('id="grid"')]
    assert "<b>2048</b>nodes" in summary and "<b>8</b>need attention" in summary
    # The five failing node checks and the sweep's fault: replace; the slow NVLink pair: reboot.
    row = re.search(r"<tr><td>replace</td><td>(\d+)</td><td>([^<]*)</td>", summary)
    assert row and row.group(1) == "5" and "node-1337" in row.group(2) and "node-0005" in row.group(2)
    assert re.search(r"<tr><td>reboot</td><td>1</td><td>node-1337</td>", summary)
    # No 2,048-row table anywhere: the whole pool is one SVG.
    assert text.count("<tr>") < 200


def test_failing_nodes_first_in_the_grid(page):
    text = page.read_text()
    failing = text[text.index("Failing nodes first"):text.index("Every node")]
    shown = re.findall(r'class="axis">(node-\d{4})</text>', failing)
    # FAIL before SUSPECT before the nodes with no result; natural order within each.
    assert shown == ["node-0005", "node-0077", "node-0640", "node-1337", "node-2001", "node-1500", "node-0900", "node-0901"]
    assert "<title>node-1337 mlx5_5: FAIL</title>" in failing  # the sweep's slow port
    assert "<title>node-0077 mlx5_3: FAIL</title>" in failing  # the node check's degraded link
    assert "<title>node-1500 mlx5_2: SUSPECT</title>" in failing
    whole = text[text.index("Every node"):text.index('id="heatmap-1"')]
    # 16 bands of 128; passing cells are one rectangle per band, so the page stays small.
    assert whole.count("pass unless marked") == 16 and len(text) < 200_000  # docs/verification.md: under 0.2 MB


def test_heatmap_busbw_and_gpu_matrix(page):
    text = page.read_text()
    heat = text[text.index('id="heatmap-1"'):text.index('id="busbw"')]
    assert "8 nodes per cell" in heat and ("fill=\"#%02x%02x%02x\"" % FAIL_RGB) in heat
    assert "below floor 45,000 MB/s" in heat and "node-1337" in heat
    busbw = text[text.index('id="busbw"'):text.index('id="nvbandwidth"')]
    # Both 4-node H100 runs share one target and one floor (thresholds.json), drawn once each.
    assert "target 390 GB/s (runs 1, 2)" in busbw and "floor 351 GB/s (runs 1, 2)" in busbw and "judged from 1GB up" in busbw
    assert busbw.count("<polyline") == 4  # two runs, out-of-place and in-place each
    gpu = text[text.index('id="nvbandwidth"'):text.index('id="failures"')]
    # h100_slow_pair: GPU 2 <- GPU 6 at 141 GB/s, below the H100 floor; the diagonal is empty.
    slow = re.search(r'<rect [^>]*fill="(#[0-9a-f]{6})"><title>GPU 2 &#8592; GPU 6: 141 GB/s</title>', gpu)
    assert slow and slow.group(1) == "#%02x%02x%02x" % FAIL_RGB
    assert gpu.count("<title>GPU ") == 64


def test_every_failure_with_its_evidence_and_hostile_text_escaped(page):
    text = page.read_text()
    failures = text[text.index('id="failures"'):]
    assert "mlx5_3 port 1 runs at 200 Gb/s, below the expected 400 Gb/s" in failures
    assert "node-1337 mlx5_5:" in failures and "re-measured" in failures  # the sweep's evidence
    assert "slow once with one partner" in failures and "Connection timed out" in failures
    assert "GPU pairs below" in failures  # the node document's nvbandwidth FAIL
    # The node-written markup is text, control characters visible escapes; nothing can load or run.
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=http://example.invalid" in failures
    assert "<script" not in text and "<img" not in text and "\x1b" not in text and "\u202e" not in text
    assert "\\x1b[2K\\u202e" in failures
    assert not re.search(r"<[^>]*\b(src|href|xlink:href|action|formaction)\s*=", text)  # in no tag
    assert "url(" not in text and "@import" not in text
    assert "default-src 'none'" in text


@pytest.mark.parametrize("argv, message", [
    ([], "report needs at least one of --fleet, --sweep, --nccl, --node"),
    (["--fleet", "{nccl}"], "command is 'nccl', expected fleet (write it with `crusoe-ib-verify fleet --json > FILE`)"),
    (["--sweep", "{fleet}"], "command is 'fleet', expected sweep"),
    (["--node", "{notjson}"], "is not JSON"),
    (["--nccl", "{nomeasure}"], "command is 'sweep', expected nccl or diagnose"),
    (["--sweep", "{nomeasure}"], "measurements must be a JSON array, not NoneType"),
    (["--fleet", "{fleet}", "--output", "{missing}/r.html"], "the directory"),
])
def test_bad_input_is_one_line_naming_the_option(tmp_path, capsys, argv, message):
    (tmp_path / "nccl.json").write_text(json.dumps(report_data.nccl_doc()))
    (tmp_path / "fleet.json").write_text(json.dumps(report_data.fleet_doc(4, failing=(1,), missing=())))
    (tmp_path / "notjson.json").write_text("{not json")
    (tmp_path / "nomeasure.json").write_text(json.dumps({"command": "sweep", "nodes": []}))
    names = {"nccl": "nccl.json", "fleet": "fleet.json", "notjson": "notjson.json", "nomeasure": "nomeasure.json",
             "missing": "no-such-dir"}
    argv = [a.format(**{k: str(tmp_path / v) for k, v in names.items()}) for a in argv]
    from crusoe_ib.verify.operator import cli
    assert cli.main(["report", *argv, *([] if "--output" in argv else ["--output", str(tmp_path / "r.html")])]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and err.count("\n") == 1


def test_a_fleet_alone_and_a_sweep_alone(tmp_path):
    """Each input is enough on its own; the fleet's older action names read in the shared vocabulary."""
    fleet = report_data.fleet_doc(16, failing=(3,), missing=())
    fleet["nodes"][3]["action"] = "reset"
    page = report_mod.render(report_mod.Model(fleet=fleet))
    assert "<tr><td>reboot</td><td>1</td><td>node-0003</td></tr>" in page and 'id="heatmap-1"' not in page
    sweep = report_data.sweep_doc(64, rounds=2)
    page = report_mod.render(report_mod.Model(sweeps=[sweep]))
    assert 'id="heatmap-1"' in page and "<b>64</b>nodes" in page and 'id="busbw"' not in page


# --- a real browser ---------------------------------------------------------------------------------------------


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return shutil.which(name)
    pytest.skip("no chromium on PATH (Debian package `chromium`; `make report-packages` installs it)")


def _browse(url_file: Path, tmp: Path, *args: str) -> subprocess.CompletedProcess:
    """Headless Chromium on a local file, its console on stderr (lines with CONSOLE)."""
    profile = tmp / "chromium-profile"
    return subprocess.run([_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                           "--disable-extensions", "--disable-background-networking", "--enable-logging=stderr", "--v=0",
                           f"--user-data-dir={profile}", *args, url_file.resolve().as_uri()],
                          capture_output=True, text=True, timeout=60, cwd=tmp)


def _console(proc: subprocess.CompletedProcess) -> list:
    return [line for line in proc.stderr.splitlines() if ":CONSOLE" in line]


def read_png(path: Path) -> tuple:
    """``(width, height, rows)`` of an 8-bit RGB or RGBA PNG, rows as bytes of RGB triples (stdlib only)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        rows.append(bytes(line) if channels == 3 else bytes(v for j in range(0, stride, 4) for v in line[j:j + 3]))
    return width, height, rows


def _count(rows: list, rgb: tuple, top: int, bottom: int) -> int:
    needle = bytes(rgb)
    return sum(sum(1 for x in range(0, len(r), 3) if r[x:x + 3] == needle) for r in rows[top:bottom])


def test_the_console_check_can_fail(tmp_path):
    """The detector sees a page's console message and a blocked load (else the next test proves nothing)."""
    bad = tmp_path / "bad.html"
    bad.write_text("<!DOCTYPE html><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'\">"
                   "<p>x</p><img src=\"http://127.0.0.1:9/x.png\">")
    assert any("Content Security Policy" in line for line in _console(_browse(bad, tmp_path, "--dump-dom")))


def test_chromium_renders_the_2048_node_report(page, tmp_path):
    """No console message (no error, nothing blocked); the DOM holds the summary; a screenshot shows the
    summary's red card and the grid (mostly green cells, with red ones). Kept under the test's tmp dir."""
    dom = _browse(page, tmp_path, "--dump-dom")
    assert dom.returncode == 0 and not _console(dom), _console(dom)
    assert "<b>2048</b>nodes" in dom.stdout and "Failing nodes first (8)" in dom.stdout
    shot = tmp_path / "report-2048.png"
    proc = _browse(page, tmp_path, f"--screenshot={shot}", "--window-size=1280,1800", "--hide-scrollbars")
    assert proc.returncode == 0 and shot.exists() and not _console(proc), proc.stderr[-2000:]
    width, height, rows = read_png(shot)
    assert (width, height) == (1280, 1800)
    # The summary's "need attention" card is pink with a red border in the first 300 px; the grid's bands below
    # are green with red cells for the failing rails.
    assert _count(rows, FAIL_RGB, 0, 300) > 100
    green, red = _count(rows, PASS_RGB, 500, 1800), _count(rows, FAIL_RGB, 500, 1800)
    assert green > 50_000 and red > 50, (green, red)
    if os.environ.get("CRUSOE_IB_UPDATE_DOC_IMAGES") == "1":
        doc = tmp_path / "doc.png"
        proc = _browse(page, tmp_path, f"--screenshot={doc}", "--window-size=900,1250", "--hide-scrollbars",
                       "--force-device-scale-factor=1")
        assert proc.returncode == 0
        DOC_IMAGE.parent.mkdir(exist_ok=True)
        shutil.copyfile(doc, DOC_IMAGE)


def test_a_boot_result_whose_checker_never_ran():
    """The boot step's own FAIL document (checker missing or another digest) reads as a failure with its detail."""
    doc = {"tool": "crusoe-ib-boot", "command": "node", "node_key": "node-0003", "host": "h", "ok": False,
           "summary": {"FAIL": 1}, "verdicts": [{"rule": "checker_digest", "status": "FAIL", "subject": "/opt/x.pyz",
                                                  "detail": "checker /opt/x.pyz has sha256 none (not delivered)"}]}
    page = report_mod.render(report_mod.Model(nodes=[doc]))
    assert "checker_digest on /opt/x.pyz" in page and "has sha256 none (not delivered)" in page
    assert "<b>1</b>need attention" in page


def test_hostile_names_in_a_sweep_stay_text():
    """A sweep names nodes and rails as the nodes reported them: markup there is shown, never obeyed."""
    evil, rail = '<svg onload=alert(1)>"\x1b]52;c;AAAA\x07', "mlx5_1'><script>"
    sweep = report_data.sweep_doc(8, rounds=1)
    sweep["nodes"][0]["node_key"] = evil
    sweep["nodes"][0]["rails"] = {rail: "FAIL"}
    sweep["measurements"][0].update(client=evil, rail=rail, status="FAIL", write_bw_mb_per_s=1.0, error=evil)
    sweep["suspects"] = [{"node": evil, "rail": rail, "why": evil}]
    page = report_mod.render(report_mod.Model(sweeps=[sweep]))
    assert "<svg onload" not in page and "<script" not in page and "\x1b" not in page and "\x07" not in page
    assert "&lt;svg onload=alert(1)&gt;&quot;\\x1b]52;c;AAAA\\x07" in page and "mlx5_1&#x27;&gt;&lt;script&gt;" in page
