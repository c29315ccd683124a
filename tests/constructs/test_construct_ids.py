"""A construct id is the library user's text (the constructs library refuses only ``/`` in it), and the
construct path reaches Terraform ``error_message`` strings and the comments and messages of scripts that run
on the operator's machine (NodeDelivery's push.sh) or on the nodes. There it is never evaluated: no ``${``
for Terraform, no ``$(...)``, quote or newline for a shell."""

from __future__ import annotations

import json
import re

import pytest

from crusoe_ib.core import _shell
from crusoe_ib.node_delivery import NodeDelivery
from tests.support import Bare

HOSTILE_IDS = ['cap${file("hostname")}', "cap%{ if true }x%{ endif }", 'cap$(touch x)', "cap`id`", 'cap"q', "cap\nrm -rf x"]


@pytest.mark.parametrize("gid", HOSTILE_IDS)
def test_a_construct_path_in_an_error_message_is_never_evaluated_by_terraform(gid):
    bare = Bare()
    bare.add_guard(id=gid)
    messages = [p["error_message"] for r in bare.synth()["resource"].get("terraform_data", {}).values()
                for p in r.get("lifecycle", {}).get("precondition", [])]
    assert messages, "the guard's preconditions"
    for message in messages:
        where = message.split(" = ", 1)[0]
        assert not re.search(r"(?<!\$)\$\{|(?<!%)%\{", where), where  # every ${ / %{ of the id doubled: text


@pytest.mark.parametrize("did", HOSTILE_IDS)
def test_a_construct_path_in_a_delivery_script_is_plain_text(did):
    bare = Bare()
    delivery = NodeDelivery(bare.stack, did, hosts='{"a" = "192.0.2.1"}', ids='{"a" = "i-1"}', ssh_user="ubuntu",
                            ssh_options=(), triggers='["x"]')
    script = json.dumps(bare.synth()["resource"]["terraform_data"][delivery.resource.friendly_unique_id])
    path_text = _shell.label(delivery.node.path)
    assert path_text in script
    assert not any(bad in path_text for bad in ("$", "`", '"', "\n", "{", "%", " "))


def test_a_plain_path_is_kept_as_is():
    assert _shell.label("training-dev/pool/delivery") == "training-dev/pool/delivery"
