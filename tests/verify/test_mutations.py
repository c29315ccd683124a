"""Property test: every fixture, truncated, spliced with another, with bytes injected, lines swapped or
prefixed, reaches a verdict: never an exception (the parsers' own code, without the never-raises
safety net) and never a hang. Deterministic (fixed seed) and bounded in time."""

from __future__ import annotations

import random
import signal
import time

import pytest
from conftest import FIXTURES

from crusoe_ib.verify.node import suites
from crusoe_ib.verify.node.parsers import PARSERS
from crusoe_ib.verify.node.rules import gpu, gpu_tests, inputs, pcie, write_bw, xid
from crusoe_ib.verify.node.thresholds import thresholds_for
from crusoe_ib.verify.node.verdicts import Verdict

H100 = thresholds_for("h100-80gb-sxm-ib.8x", 4)
CASES = sorted(p for p in FIXTURES.glob("*/*.out") if p.parent.name in PARSERS)
INJECT = ["\x00", "\ufffd\ufffd", "\r", "\r\n", "9" * 10000, "[0]", "[1,3]<stdout>:", " NCCL WARN ", "# Avg bus bandwidth : nan",
          "\u00b2", "1e999", "-1", ".", "1.2.3", "NaN", "\t\t:", "x" * 20000 + "\n", "host: ", "via NET/", "Using network ",
          "Got completion from peer 1.2.3.4<1> with status=99999999999 opcode=1", "nranks 99999999999999999999 - COMPLETE",
          "#  Rank 0 Group 0 Pid 1 on h device 99999999999 [0] x", "{", '{"results": [{"size": 1e999}]}', "\u0663"]
STATUSES = {"PASS", "FAIL", "WARN", "UNAVAILABLE"}


def mutations(text: str, other: str, rng: random.Random):
    n = len(text)
    for cut in sorted({0, n // 3, n // 2, n - 1, rng.randrange(n + 1)} if n else {0}):
        yield "truncate@%d" % cut, text[:max(cut, 0)]
    a, b = rng.randrange(n + 1), rng.randrange(len(other) + 1)
    yield "splice", text[:a] + other[b:]
    yield "splice-reverse", other[:b] + text[a:]
    for token in rng.sample(INJECT, 12):
        at = rng.randrange(n + 1)
        yield "inject %r" % token[:12], text[:at] + token + text[at:]
    lines = text.split("\n")
    if len(lines) > 2:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        yield "swap-lines", "\n".join(lines)
    yield "pdsh-prefix", "".join("node-%d: %s\n" % (k % 2, l) for k, l in enumerate(text.split("\n")))
    yield "crlf", text.replace("\n", "\r\n")


def verdicts_for(parser: str, text: str) -> list:
    raw = PARSERS[parser].parse.__wrapped__  # the parser's own code: no safety net
    parsed = raw(text)
    assert isinstance(parsed, dict) and "error" in parsed
    if parser == "sysfs":
        return suites.node_verdicts(parsed, H100, None, {})
    if parser in ("ibstat", "ibstatus", "perfquery", "ethtool_stats"):
        if parser == "ibstat":
            return suites.node_verdicts({"ports": [], "error": "none"}, H100, parsed, {})
        return [inputs.parse_failure(parser, parsed["error"])] if parsed["error"] else [Verdict("parse", "PASS", parser, "parsed")]
    if parser == "ib_write_bw":
        return [write_bw.check_write_bw(parsed, 45000, "rail")]
    if parser in GPU_RULES:  # the GPU rules on whatever the parser made of it
        found = GPU_RULES[parser](parsed)
        return [v for v in (found if isinstance(found, list) else [found]) if v is not None] or [
            Verdict("parse", "PASS", parser, "nothing to judge")]
    found, _, _ = suites.nccl_verdicts(text, {"instance_type": "h100-80gb-sxm-ib.8x", "node_count": 4}, require_tests=True)
    return found


GPU_RULES = {
    "nvidia_smi": lambda p: [gpu.check_gpu_count(p, None, 8)] + [gpu.check_gpu_memory(g) for g in p["gpus"]],
    "nvidia_smi_nvlink": lambda p: [gpu.check_nvlink(g, 18) for g in p["gpus"]],
    "dmesg_xid": lambda p: xid.check_xids(p),
    "dcgmi_diag": lambda p: gpu_tests.check_dcgm(p, "nonzero"),
    "nvbandwidth": lambda p: gpu_tests.check_nvbandwidth(p, 316.0),
    "pci": lambda p: [pcie.check_pcie_link(d) for d in p["devices"]],
    "nccl_topo": lambda p: pcie.check_locality(p, {"devices": [{"bus_id": "0000:00:05.0", "kind": "gpu", "ib_device": None}]},
                                               ["mlx5_0"]),
}


class _Hang(BaseException):
    pass


@pytest.mark.parametrize("parser", sorted(PARSERS))
def test_every_mutated_fixture_reaches_a_verdict(parser):
    rng = random.Random("crusoe-ib-%s" % parser)
    mine = [p for p in CASES if p.parent.name == parser]
    texts = {p: p.read_bytes().decode("utf-8", errors="replace") for p in CASES}
    assert mine

    def hang(signum, frame):
        raise _Hang()

    previous = signal.signal(signal.SIGALRM, hang)
    signal.setitimer(signal.ITIMER_REAL, 60)
    slowest, count = 0.0, 0
    try:
        for path in mine:
            other = texts[rng.choice(CASES)]
            for name, text in mutations(texts[path], other, rng):
                start = time.monotonic()
                try:
                    found = verdicts_for(parser, text)
                except _Hang:
                    pytest.fail("%s %s: no verdict within the time budget" % (path.name, name))
                except Exception as exc:  # noqa: BLE001 - report the input, not just the traceback
                    raise AssertionError("%s %s raised %r" % (path.name, name, exc)) from exc
                slowest = max(slowest, time.monotonic() - start)
                count += 1
                assert found and all(x.status in STATUSES and x.rule and x.reason for x in found), (path.name, name)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert count >= 18 * len(mine) and slowest < 2.0, (count, slowest)
