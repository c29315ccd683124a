"""`sweep`: the schedule's guarantees at every pool size, and the judge on recorded pools with planted
faults (a faulty rail, two faulty nodes paired with each other, a healthy node that met two faulty
ones, a node dead on every rail, one noisy measurement): it must find exactly what was planted.

The recorded outputs are written here, per pair and rail, in perftest's own format (the header and
result row of tests/verify/fixtures/ib_write_bw/ndr_healthy.out, and connect_error.out for a rail
that does not connect), so the judge reads them through the same parser as a live run."""

from __future__ import annotations

import io
import json
import random
import re
import sys
import textwrap
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import FIXTURES

from crusoe_ib.verify.operator import cli
from crusoe_ib.verify.operator import sweep as algo
from crusoe_ib.verify.operator.commands import sweep as sweep_cmd
from crusoe_ib.verify.operator.output import Progress, colour_on, paint

H100 = "h100-80gb-sxm-ib.8x"
POOL = "crusoe_compute_instance.pool_nodes"
RAILS = ["mlx5_1", "mlx5_2", "mlx5_3", "mlx5_4"]
HEALTHY = (FIXTURES / "ib_write_bw" / "ndr_healthy.out").read_text()
NO_CONNECT = (FIXTURES / "ib_write_bw" / "connect_error.out").read_text()
ROW = re.compile(r"^( 65536\s+5000\s+)([0-9.]+)(\s+)([0-9.]+)", re.M)


def keys(n: int) -> list:
    return ["node-%03d" % i for i in range(n)]


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def remediation(tmp_path: Path, n: int, **changes) -> Path:
    nodes = {k: {"host": "198.51.%d.%d" % (100 + i // 250, 10 + i % 250), "private_ip": "10.0.%d.%d" % (i // 250, 2 + i % 250),
                 "address": '%s["%s"]' % (POOL, k)} for i, k in enumerate(keys(n))}
    doc = dict({"stack": "training-dev", "pool_address": POOL, "instance_type": H100, "production": False,
                "max_share": 0.25, "ssh_user": "ubuntu", "ssh_jump_host": None, "nodes": nodes, "bundle": {}}, **changes)
    path = tmp_path / ("remediation-%d.json" % n)
    path.write_text(json.dumps(doc))
    return path


def perftest(rail: str, bw: float) -> str:
    """ib_write_bw's client output for ``rail`` with ``bw`` MB/s average (peak a little above)."""
    text = re.sub(r"(Device\s*:\s*)mlx5_\d+", lambda m: m.group(1) + rail, HEALTHY)
    return ROW.sub(lambda m: "%s%.2f%s%.2f" % (m.group(1), bw + 6.2, m.group(3), bw), text)


def record(root: Path, schedule: list, faulty=(), dead=(), noisy=(), missing=(), seed=7) -> Path:
    """``root/<client>--<server>/<rail>.out`` for every planned pair: healthy 48,050-48,700 MB/s,
    slow (18,000-33,000) where either end's rail is in ``faulty`` {(node, rail)} or the pair+rail is in
    ``noisy`` {(a, b, rail)}, no connection where either end is in ``dead``, nothing for ``missing``."""
    rng = random.Random(seed)
    faulty, dead = set(faulty), set(dead)
    noisy = {(frozenset((a, b)), r) for a, b, r in noisy}
    for round_ in schedule:
        for client, server in round_:
            for rail in RAILS:
                if (client, server, rail) in missing:
                    continue
                path = root / ("%s--%s" % (client, server)) / (rail + ".out")
                path.parent.mkdir(parents=True, exist_ok=True)
                if client in dead or server in dead:
                    text = NO_CONNECT
                elif (client, rail) in faulty or (server, rail) in faulty or (frozenset((client, server)), rail) in noisy:
                    text = perftest(rail, rng.uniform(18000, 33000))
                else:
                    text = perftest(rail, rng.uniform(48050, 48700))
                path.write_text(text)
    return root


def judged(capsys, tmp_path, n: int, rounds: int = algo.DEFAULT_ROUNDS, **planted) -> dict:
    rem = remediation(tmp_path, n)
    schedule = algo.plan(keys(n), rounds)
    rec = record(tmp_path / "recorded", schedule, **planted)
    code, out, _ = run(capsys, "sweep", "--remediation", rem, "--from-dir", rec, "--rounds", rounds,
                       *[w for r in RAILS for w in ("--device", r)], "--json")
    doc = json.loads(out)
    assert code == (0 if doc["ok"] else 1)
    return doc


def faults(doc: dict) -> set:
    return {(f["node"], f["rail"]) for f in doc["faults"]}


# --- the schedule ----------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 9, 16, 33, 128, 513, 2048, 4096])
def test_every_round_is_disjoint_pairs_and_every_node_meets_three_partners(n):
    schedule = algo.plan(keys(n))
    assert len(schedule) <= algo.MAX_ROUNDS
    seen = set()
    partners = {k: set() for k in keys(n)}
    for round_ in schedule:
        busy = [k for pair in round_ for k in pair]
        assert len(busy) == len(set(busy)), "a node is in two pairs of one round"
        assert len(busy) == n - n % 2, "every node is busy in every round (one sits out when the count is odd)"
        for a, b in round_:
            assert frozenset((a, b)) not in seen, "two nodes meet at most once"
            seen.add(frozenset((a, b)))
            partners[a].add(b)
            partners[b].add(a)
    least = min(len(p) for p in partners.values())
    assert least >= min(3, n - 1 - (n == 3))
    if n >= 4:
        assert least >= 3


@pytest.mark.parametrize("n", [2048, 4096])
def test_the_number_of_rounds_does_not_grow_with_the_pool_and_the_plan_is_fast(n):
    start = time.perf_counter()
    schedule = algo.plan(keys(n), algo.MAX_ROUNDS)
    assert time.perf_counter() - start < 1.0
    assert len(schedule) == algo.MAX_ROUNDS and algo.plan_facts(keys(n), schedule)["min_partners"] == algo.MAX_ROUNDS
    assert len(algo.plan(keys(n))) == algo.DEFAULT_ROUNDS


@pytest.mark.parametrize("n, rounds", [(512, 4), (2048, 8), (101, 4)])
def test_partners_are_spread_over_the_pool_not_neighbours(n, rounds):
    """A node's partners lie about n / rounds keys apart (neighbouring keys are often neighbouring hosts)."""
    partners = {k: [] for k in keys(n)}
    for round_ in algo.plan(keys(n), rounds):
        for a, b in round_:
            partners[a].append(int(b[5:]))
            partners[b].append(int(a[5:]))
    closest = []
    for p in partners.values():
        closest.append(min(min(abs(x - y), n - abs(x - y)) for i, x in enumerate(p) for y in p[i + 1:]))
    assert sorted(closest)[len(closest) // 10] >= n // rounds // 2  # 90% of the nodes


def test_keys_sort_as_numbers_and_the_plan_is_deterministic():
    pool = keys(1200)
    random.Random(1).shuffle(pool)
    assert algo.key_order(pool)[999:1001] == ["node-999", "node-1000"]
    assert algo.plan(pool) == algo.plan(keys(1200))


def test_plan_cli_prints_the_rounds(capsys, tmp_path):
    code, out, _ = run(capsys, "sweep", "--plan", "--json", "--remediation", remediation(tmp_path, 6))
    doc = json.loads(out)
    assert code == 0 and doc["command"] == "sweep" and doc["stack"] == "training-dev"
    assert doc["rounds"] == [[list(p) for p in r] for r in algo.plan(keys(6))]
    code, out, _ = run(capsys, "sweep", "--plan", "--nodes", 2048)
    assert code == 0 and out.splitlines()[-1] == ("PLAN: 2048 nodes, 4 rounds, 4096 pairs (all pairs: 2096128); every "
                                                  "node meets at least 4 partners")
    code, out, _ = run(capsys, "sweep", "--plan", "--json", "--nodes", 8, "--all-pairs")
    assert len(json.loads(out)["rounds"]) == 7


@pytest.mark.parametrize("argv, message", [
    (["--plan", "--nodes", "16", "--rounds", "9"], "--rounds 9: rounds must be a whole number from 1 to 8"),
    (["--plan", "--nodes", "100", "--all-pairs"], "--all-pairs on 100 nodes is 99 rounds"),
    (["--nodes", "16"], "--nodes N only describes a pool for --plan"),
    ([], "sweep needs --remediation FILE"),
])
def test_bad_plan_options_are_usage_errors(capsys, argv, message):
    code, _, err = run(capsys, "sweep", *argv)
    assert code == 2 and message in err


# --- the judge on recorded pools -------------------------------------------------------------


def test_a_faulty_rail_is_named_and_its_partners_are_not(capsys, tmp_path):
    doc = judged(capsys, tmp_path, 8, faulty=[("node-005", "mlx5_3")])
    assert faults(doc) == {("node-005", "mlx5_3")} and doc["suspects"] == [] and doc["verdict"] == "FAIL"
    fault = doc["faults"][0]
    assert len(fault["slow_with"]) == 4 and fault["slow_with"] == fault["partners"] and fault["action"] == "replace"
    assert "node-005 mlx5_3 is slow with 4 of 4 partners (floor 45,000 MB/s)" in fault["evidence"]
    rows = {n["node_key"]: n for n in doc["nodes"]}
    assert rows["node-005"]["verdict"] == "FAIL" and rows["node-005"]["rails"]["mlx5_3"] == "FAIL"
    assert rows["node-005"]["rails"]["mlx5_1"] == "PASS"
    assert doc["summary"] == {"PASS": 7, "WARN": 0, "FAIL": 1, "UNAVAILABLE": 0}
    slow = [m for m in doc["measurements"] if m["status"] == "FAIL"]
    assert len(slow) == 4 and all(m["rail"] == "mlx5_3" and m["missed_by_pct"] > 20 for m in slow)
    assert {m["status"] for m in doc["measurements"]} == {"PASS", "FAIL"}
    assert doc["thresholds"]["target_mb_per_s"] == 48000 and doc["thresholds"]["floor_mb_per_s"] == 45000


def test_two_faulty_nodes_paired_together_are_both_named(capsys, tmp_path):
    a, b = algo.plan(keys(16))[1][3]
    doc = judged(capsys, tmp_path, 16, faulty=[(a, "mlx5_2"), (b, "mlx5_2")])
    assert faults(doc) == {(a, "mlx5_2"), (b, "mlx5_2")} and doc["suspects"] == []


def test_two_faulty_partners_do_not_condemn_a_healthy_node(capsys, tmp_path):
    """An odd pool: the node that sat out a round met three partners; two of them are faulty, so two of
    its three measurements are slow. Their own other partners prove them faulty, which explains both."""
    n = 17
    schedule = algo.plan(keys(n))
    partners = {k: [] for k in keys(n)}
    for round_ in schedule:
        for x, y in round_:
            partners[x].append(y)
            partners[y].append(x)
    healthy = next(k for k, p in partners.items() if len(p) == 3)
    a, b = partners[healthy][:2]
    doc = judged(capsys, tmp_path, n, faulty=[(a, "mlx5_4"), (b, "mlx5_4")])
    assert faults(doc) == {(a, "mlx5_4"), (b, "mlx5_4")}
    assert healthy not in {s["node"] for s in doc["suspects"]}
    assert {n["node_key"]: n["verdict"] for n in doc["nodes"]}[healthy] == "PASS"


def test_a_node_dead_on_every_rail_is_named_on_every_rail(capsys, tmp_path):
    doc = judged(capsys, tmp_path, 33, dead=["node-020"])
    assert faults(doc) == {("node-020", r) for r in RAILS} and doc["suspects"] == []
    dead = [m for m in doc["measurements"] if m["status"] == "FAIL"]
    assert dead and all(m["write_bw_mb_per_s"] is None and "Couldn't connect" in m["error"] for m in dead)
    rows = {n["node_key"]: n for n in doc["nodes"]}
    assert rows["node-020"]["action"] == "replace" and sum(r["verdict"] == "FAIL" for r in rows.values()) == 1


def test_one_noisy_measurement_is_a_suspect_never_a_fault(capsys, tmp_path):
    a, b = algo.plan(keys(12))[2][0]
    doc = judged(capsys, tmp_path, 12, noisy=[(a, b, "mlx5_1")])
    assert doc["faults"] == [] and doc["verdict"] == "INCOMPLETE" and not doc["ok"]
    assert {(s["node"], s["rail"]) for s in doc["suspects"]} == {(a, "mlx5_1"), (b, "mlx5_1")}
    assert all("one measurement is noise" in s["why"] for s in doc["suspects"])
    rows = {n["node_key"]: n for n in doc["nodes"]}
    assert rows[a]["verdict"] == "WARN" and rows[a]["action"] == "re-measure" and rows[a]["rails"]["mlx5_1"] == "SUSPECT"


def test_a_mixed_pool_finds_exactly_what_was_planted(capsys, tmp_path):
    n = 257
    schedule = algo.plan(keys(n))
    a, b = schedule[0][40]
    c, d = schedule[3][100]
    planted = {(a, "mlx5_3"), (b, "mlx5_3"), ("node-007", "mlx5_1"), ("node-150", "mlx5_2"), ("node-150", "mlx5_4")}
    doc = judged(capsys, tmp_path, n, faulty=planted, dead=["node-200"], noisy=[(c, d, "mlx5_2")])
    assert faults(doc) == planted | {("node-200", r) for r in RAILS}
    assert {s["node"] for s in doc["suspects"]} == {c, d}


@pytest.mark.parametrize("n, seed", [(24, 1), (101, 2), (150, 3)])
def test_random_sparse_faults_are_found_exactly(capsys, tmp_path, n, seed):
    rng = random.Random(seed)
    planted = {(k, rng.choice(RAILS)) for k in rng.sample(keys(n), max(2, n // 40))}
    doc = judged(capsys, tmp_path, n, rounds=5, faulty=planted)
    assert faults(doc) == planted and doc["suspects"] == []


def test_too_few_partners_is_a_suspect(capsys, tmp_path):
    doc = judged(capsys, tmp_path, 2, faulty=[("node-001", "mlx5_1")])
    assert doc["faults"] == [] and {s["node"] for s in doc["suspects"]} == {"node-000", "node-001"}
    assert "too few to decide" in doc["suspects"][0]["why"]


def test_a_missing_recording_is_unavailable_not_a_pass(capsys, tmp_path):
    x, y = algo.plan(keys(8))[0][0]
    doc = judged(capsys, tmp_path, 8, missing=[(x, y, "mlx5_1")])
    missing = [m for m in doc["measurements"] if m["status"] == "UNAVAILABLE"]
    assert len(missing) == 1 and "no recording" in missing[0]["error"]
    assert doc["faults"] == [] and doc["verdict"] == "OK"  # each still met three others on mlx5_1


def test_below_target_is_warn_with_how_much_it_missed():
    m = sweep_cmd.measurement(0, "node-000", "node-001", "mlx5_1", {"rows": [
        {"bytes": 65536, "iterations": 5000, "bw_peak_mb_per_s": 46100.0, "bw_average_mb_per_s": 46080.0,
         "msg_rate_mpps": 0.7}], "error": None}, SimpleNamespace(write_bw_target_mb_per_s=48000.0,
                                                                write_bw_floor_mb_per_s=45000.0))
    assert m["status"] == "WARN" and m["missed_by_pct"] == 4.0


def test_a_recorded_remeasure_that_passes_clears_the_noise(capsys, tmp_path):
    a, b = algo.plan(keys(12))[2][0]
    rem = remediation(tmp_path, 12)
    rec = record(tmp_path / "rec", algo.plan(keys(12)), noisy=[(a, b, "mlx5_1")])
    (rec / ("%s--%s" % (a, b)) / "mlx5_1.remeasure.out").write_text(perftest("mlx5_1", 48100))
    code, out, _ = run(capsys, "sweep", "--remediation", rem, "--from-dir", rec, *[w for r in RAILS for w in ("--device", r)],
                       "--json")
    doc = json.loads(out)
    assert code == 0 and doc["verdict"] == "OK" and doc["suspects"] == []
    assert [m["remeasure"] for m in doc["measurements"]
            if (m["client"], m["server"], m["rail"]) == (a, b, "mlx5_1")] == [False, True]


# --- output ----------------------------------------------------------------------------------


def test_text_output_puts_faults_first_and_ends_with_one_summary(capsys, tmp_path):
    rem = remediation(tmp_path, 40)
    rec = record(tmp_path / "rec", algo.plan(keys(40)), faulty=[("node-031", "mlx5_2")])
    argv = ["sweep", "--remediation", rem, "--from-dir", rec, *[w for r in RAILS for w in ("--device", r)]]
    code, out, _ = run(capsys, *argv)
    lines = out.splitlines()
    assert code == 1 and lines[0].startswith("FAULT       node-031  mlx5_2     replace: node-031 mlx5_2 is slow with 4 of 4")
    assert "\x1b[" not in out  # not a terminal: no colour
    assert lines[-1] == ("SWEEP: FAIL  (40 nodes x 4 rails in 4 rounds of 80 pairs: 1 faulty rail on 1 node, 0 suspects, "
                         "0 unreachable; 39 pass, 0 warn, 1 fail, 0 unavailable; floor 45,000 MB/s)")
    assert "(39 PASS rows not shown: --all lists them)" in out and "node-000" not in out
    code, out, _ = run(capsys, *argv, "--all")
    assert len([line for line in out.splitlines() if line.startswith("PASS ")]) == 39
    code, out, _ = run(capsys, *argv, "--failures-only")
    assert "PASS rows" not in out
    code, out, _ = run(capsys, *argv, "--csv")
    rows = out.splitlines()
    assert rows[0] == "node_key,host,verdict,action,mlx5_1,mlx5_2,mlx5_3,mlx5_4"
    assert rows[1].startswith("node-031,") and rows[1].endswith(",FAIL,replace,PASS,FAIL,PASS,PASS") and len(rows) == 41


# --- remediate consumes the faults -----------------------------------------------------------


def test_remediate_replaces_the_faults_and_never_a_suspect(capsys, tmp_path):
    n = 16
    a, b = algo.plan(keys(n))[2][1]
    rem = remediation(tmp_path, n)
    rec = record(tmp_path / "rec", algo.plan(keys(n)), faulty=[("node-009", "mlx5_3")], noisy=[(a, b, "mlx5_1")])
    code, out, _ = run(capsys, "sweep", "--remediation", rem, "--from-dir", rec,
                       *[w for r in RAILS for w in ("--device", r)], "--json")
    path = tmp_path / "sweep.json"
    path.write_text(out)
    assert {s["node"] for s in json.loads(out)["suspects"]} == {a, b}
    code, out, _ = run(capsys, "remediate", "--remediation", rem, "--sweep", path)
    replaces = [line for line in out.splitlines() if line.startswith("terraform ")]
    assert code == 0 and replaces == ["terraform -chdir=cdktf.out/stacks/training-dev apply -replace='%s[\"node-009\"]'" % POOL]
    assert "ib_write_bw sweep: slow on mlx5_3" in out


# --- live, over a fake ssh -------------------------------------------------------------------

FAKE_SSH = textwrap.dedent("""\
    #!{python}
    # Fake ssh: 'true' answers unless the host is FAKE_DOWN_HOST (then: no route, exit 255).
    import os, sys
    args = sys.argv[1:]
    if os.environ.get("FAKE_SSH_LOG"):
        with open(os.environ["FAKE_SSH_LOG"], "a") as f:
            f.write(" ".join(args) + "\\n")
    while args[0] != "--":
        args = args[2:]
    host, command = args[1], args[2]
    if host == os.environ.get("FAKE_DOWN_HOST"):
        sys.stderr.write("ssh: connect to host %s port 22: No route to host\\n" % host); sys.exit(255)
    sys.exit(0 if command == "true" else 1)
""")


class FakeRunner:
    """``measure`` as SshPairRunner answers it: parsed reports per rail; ``slow`` {(node, rail)} slow,
    ``noisy_once`` {(client, server, rail)} slow the first time only."""

    def __init__(self, slow=(), noisy_once=()):
        from crusoe_ib.verify.node.parsers import ib_write_bw

        self.parse, self.slow, self.noisy = ib_write_bw.parse, set(slow), set(noisy_once)
        self.calls = []

    def measure(self, client, server):
        self.calls.append((client, server))
        out = {}
        for rail in RAILS:
            slow = (client, rail) in self.slow or (server, rail) in self.slow or (client, server, rail) in self.noisy
            self.noisy.discard((client, server, rail))
            out[rail] = self.parse(perftest(rail, 30000 if slow else 48000))
        return out


def live_args(rem, bin_dir, **changes):
    return SimpleNamespace(**dict(dict(
        remediation=str(rem), plan=False, nodes=None, rounds=4, all_pairs=False, instance_type=None, device=RAILS,
        from_dir=None, parallel=4, no_remeasure=False, user=None, jump=None, ssh="ssh", tool_path=str(bin_dir),
        timeout=10.0), **changes))


@pytest.fixture
def fake_ssh(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "ssh").write_text(FAKE_SSH.format(python=sys.executable))
    (bin_dir / "ssh").chmod(0o755)
    return bin_dir


def test_live_sweep_remeasures_a_single_slow_pair_once(tmp_path, fake_ssh):
    rem = remediation(tmp_path, 10)
    a, b = algo.plan(keys(10))[1][2]
    runner = FakeRunner(slow=[("node-004", "mlx5_2")], noisy_once=[(a, b, "mlx5_4")])
    doc = sweep_cmd.sweep(live_args(rem, fake_ssh), runner)
    assert faults(doc) == {("node-004", "mlx5_2")} and doc["suspects"] == [] and doc["unreachable"] == []
    assert runner.calls.count((a, b)) == 2 and len(runner.calls) == 21  # 20 planned pairs + the one re-measure
    again = [m for m in doc["measurements"] if m["remeasure"]]
    assert {(m["client"], m["server"]) for m in again} == {(a, b)} and all(m["status"] == "PASS" for m in again)
    assert {m["round"] for m in again} == {4}  # numbered after the plan's four rounds


def test_live_sweep_reports_a_node_that_does_not_answer(tmp_path, fake_ssh, monkeypatch):
    rem = remediation(tmp_path, 8, ssh_jump_host="ops@bastion.example.com:2222")
    monkeypatch.setenv("FAKE_DOWN_HOST", json.loads(rem.read_text())["nodes"]["node-003"]["host"])
    monkeypatch.setenv("FAKE_SSH_LOG", str(tmp_path / "ssh.log"))
    runner = FakeRunner()
    doc = sweep_cmd.sweep(live_args(rem, fake_ssh, timeout=60.0), runner)
    probes = (tmp_path / "ssh.log").read_text().splitlines()
    assert len(probes) == 8 and all("ConnectTimeout=30 -l ubuntu -J ops@bastion.example.com:2222 -- 198.51.100." in p
                                    and p.endswith(" true") for p in probes)
    assert doc["unreachable"] == ["node-003"] and doc["verdict"] == "INCOMPLETE" and doc["faults"] == []
    assert all("node-003" not in call for call in runner.calls)
    rows = {n["node_key"]: n for n in doc["nodes"]}
    assert rows["node-003"]["verdict"] == "UNAVAILABLE" and set(rows["node-003"]["rails"].values()) == {"UNAVAILABLE"}
    assert {s["node"] for s in doc["suspects"]} == {"node-003"}
    skipped = [m for m in doc["measurements"] if m["status"] == "UNAVAILABLE"]
    assert skipped and all("node-003 did not answer over SSH" in m["error"] for m in skipped)


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_counts_in_place_on_a_terminal_and_colour_is_for_terminals_only(monkeypatch):
    screen = Terminal()
    bar = Progress("sweep: pairs", 3, stream=screen)
    bar.step()
    bar.step("node-001 -> node-002: no pair result")
    bar.step()
    bar.close()
    text = screen.getvalue()
    assert "\r\x1b[2K[crusoe-ib-verify] sweep: pairs: 3/3 (0:00 elapsed)\n" in text and text.count("\n") == 2
    assert "[crusoe-ib-verify] sweep: node-001 -> node-002: no pair result\n" in text
    log = io.StringIO()  # a CI log: whole lines, no escapes
    bar = Progress("sweep: pairs", 20, stream=log)
    for _ in range(20):
        bar.step()
    assert "\x1b" not in log.getvalue() and log.getvalue().count("\n") == 10
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert colour_on(Terminal()) and not colour_on(io.StringIO())
    assert paint("FAIL", 6, on=True) == "\x1b[31mFAIL\x1b[0m  " and paint("FAIL", 6) == "FAIL  "
    monkeypatch.setenv("NO_COLOR", "1")
    assert not colour_on(Terminal())


def test_without_device_names_the_rails_are_the_recorded_ones(capsys, tmp_path):
    rem = remediation(tmp_path, 8)
    rec = record(tmp_path / "rec", algo.plan(keys(8)), faulty=[("node-006", "mlx5_4")])
    code, out, _ = run(capsys, "sweep", "--remediation", rem, "--from-dir", rec, "--json")
    doc = json.loads(out)
    assert code == 1 and doc["devices"] == RAILS and faults(doc) == {("node-006", "mlx5_4")}
    (tmp_path / "empty").mkdir()
    code, _, err = run(capsys, "sweep", "--remediation", rem, "--from-dir", tmp_path / "empty")
    assert code == 2 and "holds no recordings of the planned pairs" in err


def test_live_without_device_names_judges_the_rails_the_nodes_report(tmp_path, fake_ssh):
    doc = sweep_cmd.sweep(live_args(remediation(tmp_path, 6), fake_ssh, device=None), FakeRunner(slow=[("node-002", "mlx5_1")]))
    assert doc["devices"] == RAILS and faults(doc) == {("node-002", "mlx5_1")}


def test_live_sweep_over_ssh_runs_pair_on_the_nodes(tmp_path, monkeypatch):
    """The real SshPairRunner through a fake ssh that runs the built checker here; ib_write_bw is a fake
    that is slow on mlx5_3 when node-002 (198.51.100.12) is one end of the pair."""
    from conftest import write_tool
    from test_fleet import FAKE_SSH_EXEC, REMEDIATION

    from crusoe_ib.verify.build import zipapp

    bin_dir = tmp_path / "bin"
    write_tool(bin_dir, "ib_write_bw", 'if [ "$2" = mlx5_3 ] && { [ "$FAKE_HOST" = 198.51.100.12 ] || [ "$8" = 10.0.0.4 ]; }; '
               'then cat "%s"; else cat "%s"; fi' % (FIXTURES / "ib_write_bw" / "low_bw.out",
                                                    FIXTURES / "ib_write_bw" / "ndr_healthy.out"))
    (bin_dir / "ssh").write_text(FAKE_SSH_EXEC.format(python=sys.executable))
    (bin_dir / "ssh").chmod(0o755)
    monkeypatch.setenv("PYZ", zipapp.build_zipapp(str(tmp_path / "verify.pyz")))
    monkeypatch.setenv("FAKE_SSH_LOG", str(tmp_path / "ssh.log"))
    monkeypatch.setenv("PATH", "%s:%s" % (bin_dir, "/usr/bin:/bin"))
    monkeypatch.setattr(sweep_cmd, "SshPairRunner", lambda *a, **kw: __import__(
        "crusoe_ib.verify.operator.pair_runners", fromlist=["x"]).SshPairRunner(*a, **dict(kw, delay_s=0)))
    doc = sweep_cmd.sweep(live_args(REMEDIATION, bin_dir, device=["mlx5_0", "mlx5_3"], timeout=30.0))
    assert faults(doc) == {("node-002", "mlx5_3")} and doc["unreachable"] == [] and doc["verdict"] == "FAIL"
    calls = (tmp_path / "ssh.log").read_text().splitlines()
    assert sum(" true" == c[c.index(" "):] for c in calls) == 4  # every node probed once
    assert sum("pair --server" in c for c in calls) == 6 and sum("pair --client" in c for c in calls) == 6


def test_the_sweep_benchmark_runs_and_checks_its_own_faults(capsys):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import bench_sweep

    assert bench_sweep.main(["--sizes", "16,33", "--repeat", "1", "--faulty", "0.1", "--markdown"]) == 0
    out = capsys.readouterr().out
    assert "| 16 | " in out and "| 33 | " in out and "t_pair = 3 s + 8 x 2 s = 19 s" in out


def test_many_faults_on_one_rail_ask_for_more_rounds(capsys, tmp_path):
    n = 24
    planted = {("node-%03d" % i, "mlx5_2") for i in (1, 5, 9, 14)}  # 17% of the pool
    rem = remediation(tmp_path, n)
    rec = record(tmp_path / "rec", algo.plan(keys(n)), faulty=planted)
    code, out, _ = run(capsys, "sweep", "--remediation", rem, "--from-dir", rec)
    assert code == 1 and "NOTE: 17% of the pool is faulty on mlx5_2: with that many, 4 rounds can name a healthy node; " \
                          "run again with --rounds 8" in out
    rec8 = record(tmp_path / "rec8", algo.plan(keys(n), 8), faulty=planted)
    code, out, _ = run(capsys, "sweep", "--remediation", rem, "--from-dir", rec8, "--rounds", 8, "--json")
    doc = json.loads(out)
    assert faults(doc) == planted and doc["notes"] == []


def test_the_docs_show_what_the_sweep_prints(capsys, tmp_path, monkeypatch):
    """docs/verification.md's 16-node walk-through: the plan, the judged recording, remediate."""
    docs = (Path(__file__).resolve().parents[2] / "docs" / "verification.md").read_text()
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CRUSOE_IB_REMEDIATION_HISTORY")  # the stack's default history, in tmp_path (the cwd)
    rem = remediation(tmp_path, 16)
    (tmp_path / "remediation.json").write_text(rem.read_text())
    schedule = algo.plan(keys(16))
    record(tmp_path / "sweep-run", schedule, faulty=[("node-009", "mlx5_3")], noisy=[("node-002", "node-001", "mlx5_1")])
    shown = []
    for argv in (["--plan"], ["--from-dir", "sweep-run", "--failures-only"]):
        cli.main(["sweep", "--remediation", "remediation.json", *argv])
        shown.append("$ crusoe-ib-verify sweep --remediation remediation.json %s\n%s" % (" ".join(argv), capsys.readouterr()[0]))
    cli.main(["sweep", "--remediation", "remediation.json", "--from-dir", "sweep-run", "--json"])
    (tmp_path / "sweep.json").write_text(capsys.readouterr()[0])
    assert cli.main(["remediate", "--remediation", "remediation.json", "--sweep", "sweep.json"]) == 0
    plan = capsys.readouterr()[0]
    assert shown[0] in docs and shown[1] in docs
    assert "\n".join(plan.splitlines()[:5]) in docs


@pytest.mark.parametrize("doc, message", [
    ({"command": "fleet", "nodes": []}, "command is 'fleet', expected sweep (write it with `crusoe-ib-verify sweep --json > FILE`)"),
    ({"command": "sweep", "faults": {"node": "node-001"}}, "faults must be a list"),
    ({"command": "sweep", "faults": [{"node": 7, "rail": "mlx5_1"}]}, "faults[0].node must be a string"),
    ({"command": "sweep", "faults": [{"node": "node-001", "rail": "mlx5_1", "slow_with": "node-002"}]},
     "faults[0].slow_with must be a list of strings"),
])
def test_remediate_refuses_a_bad_sweep_document(capsys, tmp_path, doc, message):
    path = tmp_path / "sweep.json"
    path.write_text(json.dumps(doc))
    code, _, err = run(capsys, "remediate", "--remediation", remediation(tmp_path, 4), "--sweep", path)
    assert code == 2 and message in err


def test_threshold_overrides_move_the_floor(capsys, tmp_path):
    """The stack's threshold_overrides (verify_commands.sweep passes them): a lower floor passes what 45,000 failed."""
    rem = remediation(tmp_path, 8)
    rec = record(tmp_path / "rec", algo.plan(keys(8)), faulty=[("node-003", "mlx5_1")])
    argv = ["sweep", "--remediation", rem, "--from-dir", rec, "--json"]
    assert faults(json.loads(run(capsys, *argv)[1])) == {("node-003", "mlx5_1")}
    code, out, _ = run(capsys, *argv, "--thresholds-json", '{"write_bw_floor_mb_per_s": 15000}')
    doc = json.loads(out)
    assert code == 0 and doc["faults"] == [] and doc["thresholds"]["floor_mb_per_s"] == 15000
    assert "overridden: write_bw_floor_mb_per_s" in doc["thresholds"]["source"]
    code, _, err = run(capsys, *argv, "--thresholds-json", '{"write_bw_floor": 1}')
    assert code == 2 and "'write_bw_floor' is not a threshold field" in err


def test_the_report_draws_a_real_sweep_document(capsys, tmp_path):
    """What `sweep --json` writes is what `report --sweep` reads: the fault is listed with its evidence,
    the heatmap is drawn, a suspect is not called a failure."""
    doc = judged(capsys, tmp_path, 16, faulty={("node-005", "mlx5_3")}, noisy={("node-001", "node-002", "mlx5_1")})
    assert faults(doc) == {("node-005", "mlx5_3")}
    sweep_json = tmp_path / "sweep.json"
    sweep_json.write_text(json.dumps(doc))
    code, _, err = run(capsys, "report", "--sweep", sweep_json, "--output", tmp_path / "report.html")
    assert code == 0, err
    page = (tmp_path / "report.html").read_text()
    assert 'id="heatmap-1"' in page and "node-005" in page and "mlx5_3" in page
    assert "http://" not in page and "https://" not in page
