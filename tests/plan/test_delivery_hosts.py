"""NodeDelivery's hosts on real Terraform core: one "key|address|instance id" per line, and an empty or
malformed address refused before the push runs, naming the node (CIB287). The hosts are literals here; in a
stack they are the nodes' addresses, known once they exist."""

from __future__ import annotations

from tests.support import Bare


def _delivery(addresses: dict[str, str]) -> dict:
    from crusoe_ib.node_delivery import Item, NodeDelivery

    bare = Bare()
    delivery = NodeDelivery(bare.stack, "d", hosts="local.hosts", ids="local.ids", ssh_user="ubuntu", ssh_options=(),
                            triggers="[]")
    delivery.add(Item(name="X", dest="/etc/x", owner="root:root", mode="0600", secret='base64encode("x")'))
    tf = bare.synth()
    push = tf["resource"]["terraform_data"]["d"]
    # The HOSTS value as an output, and the push's command replaced by one that prints it (no SSH here).
    push["provisioner"][0]["local-exec"]["command"] = 'printf "%s" "$HOSTS" > hosts.txt'
    return {"terraform": {}, "locals": {**tf["locals"], "hosts": addresses, "ids": {k: f"id-{k}" for k in addresses}},
            "resource": {"terraform_data": {"d": push}}}


def test_hosts_are_one_per_line_and_keep_an_empty_address_on_its_own_line(offline_tf):
    tf = offline_tf(_delivery({"node-000": "10.0.0.1", "node-001": "10.0.0.2"}))
    assert tf.init().rc == 0
    applied = tf.apply()
    assert applied.rc == 0, applied.output
    assert (tf.stack_dir / "hosts.txt").read_text() == "node-000|10.0.0.1|id-node-000\nnode-001|10.0.0.2|id-node-001"


def test_an_empty_or_malformed_address_fails_before_the_push_naming_the_node(offline_tf):
    tf = offline_tf(_delivery({"node-000": "10.0.0.1", "node-001": "", "node-002": "10.0.0.3 -oProxyCommand=x"}))
    assert tf.init().rc == 0
    result = tf.apply()
    text = " ".join(result.output.split())
    assert result.rc == 1 and "[CIB287]" in text
    assert "node-001 ('')" in text and "node-002 ('10.0.0.3 -oProxyCommand=x')" in text and "node-000 (" not in text
    assert not (tf.stack_dir / "hosts.txt").exists()  # the push never ran
