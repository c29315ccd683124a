"""A settings class called wrongly (a misspelled setting, one that belongs to another class, a required one left
out, values by position) says every problem of the call in the one anatomy, with the fix; `make synth` prints them
with the file and line of the call, before the CDK starts, and no traceback. Python's own TypeError named only the
first problem, in a traceback ending in the dataclass's generated __init__."""

from __future__ import annotations

import copy
import dataclasses
import os
import pickle
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from crusoe_ib import CapacitySettings, NetworkSettings, NodePoolSettings
from crusoe_ib.app import EnvironmentConfig
from crusoe_ib.core._settings import CALL_CODES, SettingsCallError

REPO = Path(__file__).resolve().parent.parent
CAPACITY = dict(instance_type="h100-80gb-sxm-ib.8x", node_count=2, locations="us-east1-a")


@pytest.mark.parametrize("call, messages", [
    pytest.param(lambda: CapacitySettings(instance_type="h100-80gb-sxm-ib.8x", node_cont=2, locations="us-east1-a"),
                 [r"^CapacitySettings\.node_cont = <a int>: CapacitySettings has no setting named 'node_cont' .*"
                  r"its settings are: instance_type, node_count, locations, .*Fix: Write node_count= instead of "
                  r"node_cont=\. \[CIB093\]$"], id="misspelled: the closest name, not also 'node_count missing'"),
    pytest.param(lambda: CapacitySettings(**CAPACITY, ssh_public_key_file="keys/ops.pub"),
                 [r"Fix: ssh_public_key_file is a setting of NodePoolSettings: give it there\. \[CIB093\]$"],
                 id="a setting of another class"),
    pytest.param(lambda: NetworkSettings(ssh_source_cidr=("203.0.113.0/24",)),
                 [r"^NetworkSettings\.ssh_source_cidr = <a tuple>: .*Fix: Write ssh_source_cidrs= instead"],
                 id="singular for plural"),
    pytest.param(lambda: CapacitySettings(**CAPACITY, colour="blue"),
                 [r"Fix: Remove colour=, or write one of the settings above\. \[CIB093\]$"], id="nothing close"),
    pytest.param(lambda: CapacitySettings(instance_type="h100-80gb-sxm-ib.8x", node_count=2),
                 [r"^CapacitySettings\.locations = <not given>: CapacitySettings needs locations: .*"
                  r"Fix: Add locations=\.\.\. to CapacitySettings\(\.\.\.\).*\[CIB094\]$"], id="required left out"),
    pytest.param(lambda: EnvironmentConfig(name="training-x", capacity=CapacitySettings(**CAPACITY)),
                 [r"^EnvironmentConfig\.state = <not given>: .*\[CIB094\]$",
                  r"^EnvironmentConfig\.network = <not given>: .*\[CIB094\]$",
                  r"^EnvironmentConfig\.partition = <not given>: .*\[CIB094\]$",
                  r"^EnvironmentConfig\.pool = <not given>: .*\[CIB094\]$"], id="every missing one at once"),
    pytest.param(lambda: CapacitySettings("h100-80gb-sxm-ib.8x", 2, "us-east1-a"),
                 [r"^CapacitySettings = <3 value\(s\) by position>: CapacitySettings takes its settings by name only "
                  r".*Fix: Write each one as name=value, e.g\. CapacitySettings\(instance_type=\.\.\.\)\. \[CIB095\]$"],
                 id="by position"),
])
def test_a_wrong_call_names_every_problem_and_its_fix(call, messages):
    with pytest.raises(TypeError) as raised:  # still a TypeError, as Python's own was
        call()
    err = raised.value
    assert isinstance(err, SettingsCallError)
    assert len(err.issues) == len(messages), [str(i) for i in err.issues]
    for found, pattern in zip(err.issues, messages):
        assert re.search(pattern, str(found)), str(found)
    assert err.called_at == f"{__file__}, line {call.__code__.co_firstlineno}"


def test_the_table_covers_every_call_code():
    from crusoe_ib.core.errors import CATALOGUE
    rows = {code for param in test_a_wrong_call_names_every_problem_and_its_fix.pytestmark[0].args[1]
            for pattern in param.values[1] for code in re.findall(r"CIB\d{3}", pattern)}
    assert rows == set(CALL_CODES) and all(CATALOGUE[c].when == "synth" for c in CALL_CODES)


def test_a_value_given_under_a_wrong_name_is_not_echoed():
    """A misnamed field may hold a private key: the message shows its type, never the text."""
    with pytest.raises(SettingsCallError) as raised:
        NodePoolSettings(ssh_private_key="-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk=\n")
    assert "BEGIN" not in str(raised.value) and "b3Blbn" not in str(raised.value)
    assert "NodePoolSettings.ssh_private_key = <a str>" in str(raised.value)


def test_right_calls_copies_and_replacements_still_work():
    settings = CapacitySettings(**CAPACITY)
    assert copy.deepcopy(settings) == settings == pickle.loads(pickle.dumps(settings))
    assert dataclasses.replace(settings, node_count=3).node_count == 3
    with pytest.raises(SettingsCallError, match=r"node_cont.*Write node_count="):
        dataclasses.replace(settings, node_cont=3)


def test_make_synth_prints_where_and_the_fix_without_a_traceback_or_the_cdk(tmp_path):
    """main.py loads the environments before the CDK: the message comes in well under a second."""
    shutil.copy(REPO / "main.py", tmp_path / "main.py")
    (tmp_path / "constructs").symlink_to(REPO / "constructs")
    (tmp_path / "stacks").mkdir()
    (tmp_path / "stacks" / "__init__.py").write_text("")
    (tmp_path / "stacks" / "environments.py").write_text(textwrap.dedent("""\
        from crusoe_ib import CapacitySettings
        from crusoe_ib.app import EnvironmentConfig

        ENVIRONMENTS = (
            EnvironmentConfig(
                name="training-dev",
                capacity=CapacitySettings(instance_type="h100-80gb-sxm-ib.8x", node_cont=2, locations="us-east1-a"),
            ),
        )
        """))
    # Blocking the CDK proves it is not started: an import of it would fail the run with a traceback.
    (tmp_path / "block").mkdir()
    for name in ("cdktn", "cdktf", "jsii"):
        (tmp_path / "block" / f"{name}.py").write_text("raise ImportError('the CDK must not load here')\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "block")}
    done = subprocess.run([sys.executable, "main.py"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert lines[0] == "Configuration errors in stacks/environments.py, line 7 (nothing was synthesized):"
    assert lines[1].startswith("  - CapacitySettings.node_cont = <a int>: ") and "Write node_count=" in lines[1]
    assert not (tmp_path / "cdktf.out" / "stacks").exists()
