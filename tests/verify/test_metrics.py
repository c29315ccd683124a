"""The node check's Prometheus metrics (``--metrics-file``): what a failing rail looks like, absent
counters staying absent, names by Prometheus' conventions, the documented table, and the real tools:
``promtool check metrics`` and a real Prometheus scraping a real node_exporter's textfile collector on
loopback, answering a PromQL query for the failing rail."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import stat
import subprocess
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

import report_data
from crusoe_ib.verify.node import metrics
from crusoe_ib.verify.operator import cli

REPO = Path(__file__).resolve().parents[2]
POOL4 = REPO / "tests" / "verify" / "fleet_fixtures" / "pool4"
DASHBOARD = REPO / "docs" / "grafana" / "crusoe-ib-fleet.json"
#: PromQL functions, aggregations and keywords the dashboard may use; every other name must be a metric we write.
PROMQL_WORDS = {"sum", "count", "min", "max", "avg", "increase", "rate", "time", "vector", "or", "and", "unless", "bool",
                "group_left", "group_right", "topk", "bottomk", "absent"}


def _doc(key: str = "node-002") -> dict:
    return json.loads((POOL4 / f"{key}.node-check.json").read_text())


def _samples(text: str) -> dict:
    """``{(name, frozenset(labels)): value}`` from exposition text (our own output: simple values)."""
    out = {}
    for line in text.splitlines():
        if line.startswith("#") or not line:
            continue
        m = re.fullmatch(r'([a-z_]+)\{(.*)\} (\S+)', line)
        assert m, line
        labels = frozenset(re.findall(r'([a-z_]+)="((?:[^"\\]|\\.)*)"', m.group(2)))
        out[(m.group(1), labels)] = float(m.group(3))
    return out


def test_a_failing_rail_and_the_facts_behind_it():
    s = _samples(metrics.render(_doc("node-002")))
    k = ("node_key", "node-002")

    def value(name, **labels):
        return s[(name, frozenset({k, *labels.items()}))]

    assert value("crusoe_ib_node_check_ok") == 0
    assert value("crusoe_ib_rule_status", rule="port_rate", rail="mlx5_3", status="FAIL") == 1
    assert value("crusoe_ib_rule_status", rule="port_rate", rail="mlx5_3", status="PASS") == 0
    assert value("crusoe_ib_rule_status", rule="port_rate", rail="mlx5_1", status="PASS") == 1
    assert value("crusoe_ib_rule_status", rule="ib_rails", rail="", status="PASS") == 1
    assert value("crusoe_ib_rail_ok", rail="mlx5_3") == 0 and value("crusoe_ib_rail_ok", rail="mlx5_6") == 0
    assert value("crusoe_ib_rail_ok", rail="mlx5_1") == 1
    assert value("crusoe_ib_port_rate_bytes_per_second", rail="mlx5_3", port="1") == 200e9 / 8
    assert value("crusoe_ib_port_expected_rate_bytes_per_second") == 400e9 / 8
    assert value("crusoe_ib_port_state_id", rail="mlx5_6", port="1") == 1  # DOWN
    assert value("crusoe_ib_port_symbol_error_total", rail="mlx5_1", port="1") == 0
    assert value("crusoe_ib_node_check_verdicts", status="FAIL") == 4
    assert value("crusoe_ib_node_check_timestamp_seconds") == 1795507202  # 2026-11-24T08:00:02Z


def test_counters_the_vm_does_not_expose_are_absent_never_zero(fake_tree, capsys):
    code = cli.main(["node", "--sysfs-root", str(fake_tree("counters_absent")), "--instance-type", report_data.H100,
                     "--no-gpu", "--json", "--tool-path", "/nonexistent"])
    doc = json.loads(capsys.readouterr().out)
    assert code in (0, 1)
    text = metrics.render(doc)
    assert any(v["rule"] == "error_counters" and v["status"] == "UNAVAILABLE" for v in doc["verdicts"])
    # mlx5_0 exposes no counters in this recording, mlx5_1 does: absent stays absent, a real 0 is a 0.
    assert 'crusoe_ib_port_symbol_error_total{node_key="unknown",rail="mlx5_0"' not in text
    assert 'crusoe_ib_port_symbol_error_total{node_key="unknown",rail="mlx5_1",port="1"} 0' in text
    assert 'rule="error_counters",rail="mlx5_0",status="UNAVAILABLE"} 1' in text


def test_gpu_facts_xids_and_nvbandwidth(tmp_path):
    doc = report_data.node_doc(tmp_path)
    s = _samples(metrics.render(doc))
    k = ("node_key", "node-1337")
    assert s[("crusoe_ib_gpus", frozenset({k}))] == 8 and s[("crusoe_ib_gpus_expected", frozenset({k}))] == 8
    assert s[("crusoe_ib_nvbandwidth_min_bytes_per_second", frozenset({k}))] == pytest.approx(139.88e9)
    assert s[("crusoe_ib_rule_status", frozenset({k, ("rule", "nvbandwidth"), ("rail", ""), ("status", "FAIL")}))] == 1
    xid = dict(doc, verdicts=[{"rule": "gpu_xid", "status": "FAIL", "subject": "GPU 0000:00:07",
                               "details": {"xids": [79], "action": "replace"}}])
    assert 'crusoe_ib_gpu_xid{node_key="node-1337",gpu="0000:00:07",xid="79",action="replace"} 1' in metrics.render(xid)


def test_hostile_label_values_are_escaped():
    doc = dict(_doc("node-000"), node_key='node-0"}\nevil{x="1\\', instance_type="a\x1bb")
    text = metrics.render(doc)
    assert 'node_key="node-0\\"}\\nevil{x=\\"1\\\\"' in text and "\x1b" not in text
    assert all(re.fullmatch(r"(#.*|[a-z_]+\{.*\} \S+)", line) for line in text.splitlines())


def test_names_follow_prometheus_conventions():
    names = [m[0] for m in metrics.METRICS]
    assert len(names) == len(set(names))
    for name, kind, labels, help_text in metrics.METRICS:
        assert re.fullmatch(r"crusoe_ib_[a-z0-9_]+", name) and help_text and kind in ("gauge", "counter")
        assert name.endswith("_total") == (kind == "counter"), name
        assert not re.search(r"_(gbps|gb_per_s|mb_per_s|ms|milliseconds)\b", name), "base units only: " + name
        assert set(labels) <= {"node_key", "rail", "port", "rule", "status", "gpu", "xid", "action", "collective",
                               "instance_type", "terraform_address", "version"}


def test_the_documented_table_lists_every_metric():
    doc = (REPO / "docs" / "verification.md").read_text()
    table = re.findall(r"^\| `(crusoe_ib_[a-z0-9_]+)` \| (gauge|counter) \| ([^|]*) \|", doc, re.M)
    assert [(n, k) for n, k, _ in table] == [(m[0], m[1]) for m in metrics.METRICS]
    for (name, _, labels), meta in zip(table, metrics.METRICS):
        assert re.findall(r"`([a-z_]+)`", labels) == list(meta[2]), name


def test_the_node_check_writes_the_file_atomically(fake_tree, tmp_path, capsys):
    target = tmp_path / "textfile" / "crusoe_ib.prom"
    code = cli.main(["node", "--sysfs-root", str(fake_tree("degraded_link")), "--instance-type", report_data.H100,
                     "--no-gpu", "--tool-path", "/nonexistent", "--node-key", "node-002", "--metrics-file", str(target)])
    assert code == 1
    assert stat.S_IMODE(target.stat().st_mode) == 0o644 and os.listdir(target.parent) == ["crusoe_ib.prom"]
    assert 'crusoe_ib_rail_ok{node_key="node-002",rail="mlx5_3"} 0' in target.read_text()
    capsys.readouterr()
    (tmp_path / "dir.prom").mkdir()
    assert cli.main(["node", "--sysfs-root", str(fake_tree("healthy")), "--no-gpu", "--metrics-file",
                     str(tmp_path / "dir.prom")]) == 2
    assert "cannot write --metrics-file" in capsys.readouterr().err


def test_nccl_metrics_file(tmp_path, capsys):
    target = tmp_path / "crusoe_ib_nccl.prom"
    cli.main(["nccl", "--parse", str(REPO / "tests/verify/fixtures/nccl_tests/low_busbw.out"), "--instance-type",
              report_data.H100, "--nodes", "4", "--metrics-file", str(target)])
    s = _samples(target.read_text())
    c = frozenset({("collective", "all_reduce")})
    assert s[("crusoe_ib_nccl_busbw_bytes_per_second", c)] == 212.66e9
    assert s[("crusoe_ib_nccl_busbw_floor_bytes_per_second", c)] == 351e9
    assert s[("crusoe_ib_nccl_check_ok", c)] == 0


# --- the real tools ---------------------------------------------------------------------------------------------


def _tool(*names: str) -> str:
    for name in names:
        if shutil.which(name):
            return shutil.which(name)
    pytest.skip(f"{names[0]} is not installed (Debian package; `make report-packages` installs it)")


def test_promtool_accepts_the_files(tmp_path):
    promtool = _tool("promtool")
    docs = [_doc("node-002"), _doc("node-000"), dict(_doc("node-000"), node_key='a"b\\c\nd'), report_data.nccl_doc()]
    for i, doc in enumerate(docs):
        path = tmp_path / f"{i}.prom"
        metrics.write_metrics(str(path), doc)
        proc = subprocess.run([promtool, "check", "metrics"], input=path.read_bytes(), capture_output=True, timeout=30)
        assert proc.returncode == 0 and not proc.stdout.strip() and not proc.stderr.strip(), (proc.stdout, proc.stderr)
    # What the boot step writes when the pinned checker never ran (it rides in every startup script).
    proc = subprocess.run([promtool, "check", "metrics"], input=(metrics.not_checked_metrics("node-001") + "\n").encode(),
                          capture_output=True, timeout=30)
    assert proc.returncode == 0 and not proc.stdout.strip() and not proc.stderr.strip(), (proc.stdout, proc.stderr)
    # The check can fail: a counter without _total and a duplicate HELP are refused.
    proc = subprocess.run([promtool, "check", "metrics"], input=b"# HELP x_errors y\n# TYPE x_errors counter\nx_errors 1\n",
                          capture_output=True, timeout=30)
    assert proc.returncode != 0 or proc.stdout.strip()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str):
    with urllib.request.urlopen(url, timeout=2) as resp:  # loopback only
        return json.loads(resp.read())


def test_prometheus_scrapes_node_exporter_and_finds_the_failing_rail(tmp_path):
    """node_exporter (textfile collector only) on 127.0.0.1 serves the node check's file; Prometheus on
    127.0.0.1 scrapes it every second; PromQL names node-002's two bad rails."""
    exporter, prometheus = _tool("prometheus-node-exporter", "node_exporter"), _tool("prometheus")
    textfile = tmp_path / "textfile"
    metrics.write_metrics(str(textfile / "crusoe_ib.prom"), _doc("node-002"))
    metrics.write_metrics(str(textfile / "crusoe_ib_other.prom"), _doc("node-001"))
    ne_port, prom_port = _free_port(), _free_port()
    config = tmp_path / "prometheus.yml"
    config.write_text("global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nscrape_configs:\n"
                      f"  - job_name: node\n    static_configs:\n      - targets: ['127.0.0.1:{ne_port}']\n")
    procs = []
    try:
        procs.append(subprocess.Popen([exporter, f"--web.listen-address=127.0.0.1:{ne_port}", "--collector.disable-defaults",
                                       "--collector.textfile", f"--collector.textfile.directory={textfile}"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        procs.append(subprocess.Popen([prometheus, f"--config.file={config}", f"--storage.tsdb.path={tmp_path / 'tsdb'}",
                                       f"--web.listen-address=127.0.0.1:{prom_port}"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        query = urllib.parse.quote('crusoe_ib_rail_ok{job="node"} == 0')
        deadline, found, last = time.monotonic() + 20, None, None
        while time.monotonic() < deadline:
            try:
                last = _get(f"http://127.0.0.1:{prom_port}/api/v1/query?query={query}")
                found = sorted((r["metric"]["node_key"], r["metric"]["rail"]) for r in last["data"]["result"])
                if found:
                    break
            except (OSError, ValueError):
                pass
            time.sleep(0.25)
        assert found == [("node-002", "mlx5_3"), ("node-002", "mlx5_6")], last
        errors = _get(f"http://127.0.0.1:{prom_port}/api/v1/query?query=" + urllib.parse.quote(
            "node_textfile_scrape_error"))["data"]["result"]
        assert errors and all(r["value"][1] == "0" for r in errors), errors  # node_exporter read both files
        # Every dashboard query is valid PromQL to this Prometheus (the variable as "All").
        for expr in dashboard_queries():
            got = _get(f"http://127.0.0.1:{prom_port}/api/v1/query?query=" + urllib.parse.quote(
                expr.replace("$node_key", ".*")))
            assert got["status"] == "success", (expr, got)
        failing = _get(f"http://127.0.0.1:{prom_port}/api/v1/query?query=" + urllib.parse.quote(
            dashboard_queries()[1].replace("$node_key", ".*")))["data"]["result"]
        assert failing[0]["value"][1] == "1"  # "Nodes failing": node-002
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


# --- the Grafana dashboard --------------------------------------------------------------------------------------


def dashboard_queries() -> list:
    """Every PromQL expression of the dashboard, its variable query's metric included."""
    dash = json.loads(DASHBOARD.read_text())
    exprs = [target["expr"] for panel in dash["panels"] for target in panel["targets"]]
    for var in dash["templating"]["list"]:
        m = re.fullmatch(r"label_values\((\w+), (\w+)\)", var["query"]["query"])
        assert m, var
        exprs.append(m.group(1))
    return exprs


def metric_names(expr: str) -> set:
    """The metric names an expression reads: what is left after strings, matchers, ranges, grouping
    clauses and PromQL's own words are taken out."""
    bare = re.sub(r'"[^"]*"', "", expr)
    bare = re.sub(r"\{[^}]*\}|\[[^\]]*\]", "", bare)
    bare = re.sub(r"\b(by|without|on|ignoring)\s*\([^)]*\)", "", bare)
    return {w for w in re.findall(r"[A-Za-z_][A-Za-z0-9_:]*", bare) if w not in PROMQL_WORDS}


def test_the_dashboard_reads_only_metrics_we_write():
    dash = json.loads(DASHBOARD.read_text())
    ours = {m[0] for m in metrics.METRICS}
    queries = dashboard_queries()
    used = set().union(*(metric_names(q) for q in queries))
    assert used <= ours, used - ours
    assert len(used) >= 20  # it shows the fleet, not one number
    assert metric_names('sum by (node_key) (rate(node_cpu_seconds_total{mode="idle"}[5m]))') == {"node_cpu_seconds_total"}
    ids = [p["id"] for p in dash["panels"]]
    assert len(ids) == len(set(ids)) and all(p["targets"] for p in dash["panels"])
    assert {p["datasource"]["uid"] for p in dash["panels"]} == {"${DS_PROMETHEUS}"}  # chosen at import
    assert "http" not in DASHBOARD.read_text()
    titles = " ".join(p["title"] for p in dash["panels"])
    assert "Failing rails" in titles and "busbw over time" in titles and "Nodes failing" in titles


def test_every_boot_step_and_periodic_check_refreshes_the_metrics():
    """The rendered scripts (tests/boot_scripts, kept equal to synth by tests/test_boot_scripts.py): the boot
    step, Slurm's health check and prolog, the K3s recheck timer all run the node check with the file."""
    from crusoe_ib.verify import METRICS_PATH

    runs = []
    for script in sorted((REPO / "tests" / "boot_scripts").glob("*.pool_nodes.sh")):
        runs += [(script.name, line) for line in script.read_text().splitlines()
                 if re.search(r"verify-.*?\.pyz node ", line) or re.search(r'"\$checker" node ', line)]
    names = {name for name, _ in runs}
    assert {"training-dev.pool_nodes.sh", "training-k3s.pool_nodes.sh", "training-slurm.pool_nodes.sh"} <= names
    assert len(runs) >= 6, runs  # boot step everywhere, plus K3s' recheck and boot lines and Slurm's health check
    assert all(f"--metrics-file {METRICS_PATH} " in line for _, line in runs), [r for r in runs if METRICS_PATH not in r[1]]


def test_a_node_whose_checker_never_ran_says_so_in_its_metrics(tmp_path):
    """The boot step's else branch (checker missing or not the pinned digest), as rendered, run by bash:
    the metrics file says not OK (checker_digest FAIL) instead of keeping the last good check's values."""
    from crusoe_ib.verify import METRICS_PATH

    script = (REPO / "tests" / "boot_scripts" / "training-dev.pool_nodes.sh").read_text()
    line = next(x.strip() for x in script.splitlines() if "printf '%s\\n' " in x and METRICS_PATH in x)
    target = tmp_path / "textfile" / "crusoe_ib.prom"
    line = line.replace(METRICS_PATH.rsplit("/", 1)[0], str(target.parent)).replace("__CRUSOE_IB_NODE_KEY__", "node-003")
    subprocess.run(["bash", "-euc", line], check=True, timeout=10)
    s = _samples(target.read_text())
    k = ("node_key", "node-003")
    assert s[("crusoe_ib_node_check_ok", frozenset({k}))] == 0
    assert s[("crusoe_ib_rule_status", frozenset({k, ("rule", "checker_digest"), ("rail", ""), ("status", "FAIL")}))] == 1
    assert os.listdir(target.parent) == ["crusoe_ib.prom"]
    if shutil.which("promtool"):
        assert subprocess.run(["promtool", "check", "metrics"], input=target.read_bytes(), capture_output=True,
                              timeout=30).returncode == 0
