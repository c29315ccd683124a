"""A pattern that guards a value on its way to a shell or a file matches the WHOLE value.

``re.match(r"^...$", v)`` accepts ``v + "\\n"`` (``$`` matches before a final newline), so a user,
jump host, Slurm job id or YAML scalar with a trailing newline passed the guard and reached ssh's
argv, a remote command or a manifest. Every guard uses ``fullmatch`` now; the table below sends a
trailing-newline value through each, and a scan keeps ``match``/``search`` with ``$`` out of the
guards (the parsers match lines already split, where ``$`` is harmless)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from crusoe_ib import k8s_addons
from crusoe_ib.verify.node import command_io, remote
from crusoe_ib.verify.operator import cli, remediation_input

REPO = Path(__file__).resolve().parent.parent
REMEDIATION = REPO / "tests" / "verify" / "fleet_fixtures" / "pool4" / "remediation.json"


@pytest.mark.parametrize("user,jump", [("ubuntu\n", None), (None, "bastion.example.com\n"), (None, "ops@bastion\n"),
                                       ("ubuntu\r\n", None)])
def test_ssh_user_and_jump_host_with_a_trailing_newline_are_refused(user, jump):
    with pytest.raises(command_io.UsageError):
        remote.ssh_command("/usr/bin/ssh", None, 10, user, jump)


def test_the_same_values_without_the_newline_pass():
    argv = remote.ssh_command("/usr/bin/ssh", None, 10, "ubuntu", "ops@bastion.example.com:2222")
    assert argv[-4:] == ["-l", "ubuntu", "-J", "ops@bastion.example.com:2222"]


@pytest.mark.parametrize("field,value", [("ssh_user", "ubuntu\n"), ("ssh_jump_host", "bastion\n"),
                                         ("nodes.node-000.host", "198.51.100.10\n")])
def test_remediation_fields_with_a_trailing_newline_are_refused(tmp_path, field, value):
    doc = json.loads(REMEDIATION.read_text())
    if field.startswith("nodes."):
        doc["nodes"]["node-000"]["host"] = value
    else:
        doc[field] = value
    path = tmp_path / "remediation.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(command_io.UsageError, match=field.split(".")[0] if not field.startswith("nodes") else "host"):
        remediation_input.read_remediation(str(path))


def test_a_slurm_job_id_with_a_trailing_newline_is_refused(tmp_path, capsys):
    code = cli.main(["bundle", "--slurm-job", "42\n", "--tool-path", str(tmp_path)])
    assert code == 2 and "is not a Slurm job id" in capsys.readouterr()[1]


def test_the_node_key_from_the_host_name_is_the_whole_ending(monkeypatch):
    monkeypatch.setattr(command_io.socket, "gethostname", lambda: "training-dev-node-007\n")
    assert command_io.identity(SimpleNamespace(node_key=None, pool_address=None), own=True)["node_key"] == "unknown"
    monkeypatch.setattr(command_io.socket, "gethostname", lambda: "training-dev-node-007")
    assert command_io.identity(SimpleNamespace(node_key=None, pool_address=None), own=True)["node_key"] == "node-007"


@pytest.mark.parametrize("value", ["plain\n", "plain\ninjected: true", "a\r"])
def test_a_yaml_scalar_with_a_newline_is_quoted_not_written_plain(value):
    assert k8s_addons._scalar(value) == json.dumps(value)
    assert k8s_addons._scalar("plain") == "plain"


def test_no_guard_uses_match_or_search_anchored_with_dollar():
    """Outside the line parsers (verify/parsers), no ``match``/``search`` pattern ends in ``$``."""
    pattern = re.compile(r"""\.(match|search)\(\s*r?["'][^"']*\$["']""")
    compiled = re.compile(r"""re\.compile\(\s*r?["']\^[^"']*\$["']""")
    offenders = []
    for path in sorted((REPO / "constructs" / "crusoe_ib").rglob("*.py")) + sorted((REPO / "tools").rglob("*.py")):
        if "parsers" in path.parts:
            continue
        text = path.read_text()
        offenders += ["%s: %s" % (path.relative_to(REPO), m.group(0)) for m in pattern.finditer(text)]
        offenders += ["%s: %s" % (path.relative_to(REPO), m.group(0)) for m in compiled.finditer(text)]
    assert not offenders, "use fullmatch (a `$` accepts a trailing newline):\n" + "\n".join(offenders)
