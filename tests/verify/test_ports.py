"""The port record is built in one place (crusoe_ib.verify.node.ports): sysfs, ibstatus and ibstat's
fallback give the same facts for the same port, so the rules judge them the same way."""

from __future__ import annotations

import ast

import pytest
from conftest import REPO, fixture_text

from crusoe_ib.verify.node import ports, suites
from crusoe_ib.verify.node.parsers import ibstat, ibstatus, sysfs
from crusoe_ib.verify.node.rules import link
from crusoe_ib.verify.node.thresholds import thresholds_for

VERIFY = REPO / "constructs" / "crusoe_ib" / "verify"
LINK = ("state", "phys_state", "rate_gbps", "link_layer")


def sources(case: str) -> dict:
    return {
        "sysfs": sysfs.parse(fixture_text("sysfs", case))["ports"],
        "ibstat": ports.from_ibstat(ibstat.parse(fixture_text("ibstat", case))),
        "ibstatus": ibstatus.parse(fixture_text("ibstatus", case))["ports"],
    }


@pytest.mark.parametrize("case", ["healthy", "degraded_link"])
def test_every_source_builds_the_same_record(case):
    found = sources(case)
    by_device = {p["device"]: p for p in found["sysfs"]}
    for name, records in found.items():
        assert records, name
        for record in records:
            assert set(ports.PORT_KEYS) <= set(record), (name, record)
            assert set(record) - set(ports.PORT_KEYS) <= {"default_gid", "base_lid", "sm_lid"}, (name, record)
            same = by_device[record["device"]]
            assert [record[k] for k in LINK] == [same[k] for k in LINK], (name, record["device"])
            for check in (link.check_port_state, link.check_phys_state):
                assert check(record).status == check(same).status, (name, record["device"], check.__name__)
            assert link.check_port_rate(record, 400.0) == link.check_port_rate(same, 400.0)


def test_the_ibstat_fallback_is_judged_like_sysfs():
    """With no sysfs ports the node suite judges ibstat's records: same link verdicts, counters UNAVAILABLE (never 0)."""
    h100 = thresholds_for("h100-80gb-sxm-ib.8x")
    via_ibstat = suites.node_verdicts({"ports": [], "error": "none"}, h100, ibstat.parse(fixture_text("ibstat", "degraded_link")), {})
    via_sysfs = suites.node_verdicts(sysfs.parse(fixture_text("sysfs", "degraded_link")), h100, None, {})
    link_rules = ("port_state", "port_phys_state", "port_rate")

    def judged(verdicts, subjects=None):
        return [(v.rule, v.status, v.subject) for v in verdicts if v.rule in link_rules and (subjects is None or v.subject in subjects)]

    # ibstat prints no state codes ("DOWN", not "1: DOWN"); what is judged is the same.
    assert judged(via_ibstat) == judged(via_sysfs, {"mlx5_3 port 1", "mlx5_6 port 1"})
    assert [s for _, s, _ in judged(via_ibstat)] == ["PASS", "PASS", "FAIL", "FAIL", "FAIL", "UNAVAILABLE"]  # mlx5_6's 10 Gb/s is no trained rate
    assert {v.status for v in via_ibstat if v.rule == "error_counters"} == {"UNAVAILABLE"}


def test_port_record_refuses_unknown_keys():
    with pytest.raises(TypeError, match="speed"):
        ports.port_record("mlx5_0", 1, speed=400)


def test_no_other_module_assembles_a_port_record():
    """A dict literal with a port's device and state keys anywhere but ports.py is a second builder."""
    for path in sorted(VERIFY.rglob("*.py")):
        if path.name == "ports.py" and path.parent == VERIFY / "node":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Dict):
                keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
                assert not ({"device", "port"} <= keys and keys & {"state", "phys_state", "rate_gbps"}), \
                    "%s:%d builds a port record: use crusoe_ib.verify.node.ports.port_record" % (path.name, node.lineno)
