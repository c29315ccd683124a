"""The Slurm configuration the Slurm mode writes: a strict reader (tests/slurm/slurmconf.py) that
Slurm's own documented examples pass, the generated files pass it together, and a scale-up changes
exactly the new nodes' lines."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from crusoe_ib.slurm_conf import expand_hostlist, hostlist
from tests.slurm.slurmconf import (
    SlurmConfError, check_together, parse_cgroup_conf, parse_gres_conf, parse_slurm_conf, parse_topology_conf,
)
from tests.support import env, synth

FIXTURES = Path(__file__).resolve().parent / "fixtures"
PARSERS = {"slurm": parse_slurm_conf, "gres": parse_gres_conf, "topology": parse_topology_conf, "cgroup": parse_cgroup_conf}


def config(node_count: int = 2, **slurm) -> dict[str, str]:
    changes = dict(capacity=dict(node_count=node_count))
    if slurm:
        changes["orchestration"] = slurm
    return synth(env("training-slurm", **changes))["output"]["slurm_config"]["value"]


@pytest.fixture(scope="module")
def two() -> dict[str, str]:
    return config(2)


@pytest.fixture(scope="module")
def three() -> dict[str, str]:
    return config(3)


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("doc-*.conf")), ids=lambda p: p.name)
def test_slurms_documented_examples_parse(path):
    kind = path.stem.split("-")[1]
    assert PARSERS[kind](path.read_text())


def test_the_documented_example_reads_as_slurm_means_it():
    conf = parse_slurm_conf((FIXTURES / "doc-slurm.conf").read_text())
    assert conf.controllers == ["dev0", "dev1"]
    assert len(conf.nodes) == 26 and conf.nodes["dev3"]["cpus"] == "2" and conf.nodes["dev3"]["nodeaddr"] == "edev[0-25]"
    assert conf.partitions["batch"]["maxnodes"] == "10"  # from PartitionName=DEFAULT
    gres = parse_gres_conf((FIXTURES / "doc-gres-nodes.conf").read_text())
    assert len(gres[1]["nodes"]) == 16 and gres[1]["files"][-1] == "/dev/nvidia7"
    assert parse_topology_conf((FIXTURES / "doc-topology-tree.conf").read_text())["switches"]["s3"]["switches"] == ["s0", "s1", "s2"]


BASE = "SlurmctldHost=ctl\nGresTypes=gpu\nNodeName=n[1-2] CPUs=4 Gres=gpu:1 Features=f\nNodeSet=f Feature=f\nPartitionName=p Nodes=f Default=YES\n"


@pytest.mark.parametrize("text,message", [
    (BASE + "ClusterName = x\n", "not Key=Value"),
    (BASE + "ClusterNmae=x\n", "unknown key ClusterNmae"),
    (BASE + "SlurmctldPort=6817\nSlurmctldPort=6818\n", "given twice"),
    (BASE + "NodeName=n2 CPUs=4\n", "NodeName n2 defined twice"),
    (BASE + "NodeName=n3 CPUs=four\n", "not a whole number"),
    (BASE + "NodeName=n3 Gres=gpu\n", "not name[:type]:count"),
    (BASE + "NodeName=n3 Colour=red\n", "not an attribute of NodeName"),
    (BASE + "PartitionName=q Nodes=n[1-3]\n", "undefined node n3"),
    (BASE + "NodeSet=g Feature=nothing\n", "no node has feature nothing"),
    (BASE + "NodeName=all CPUs=1\n", "reserved word"),
    (BASE + "NodeName=n[3-1] CPUs=1\n", "descending range"),
    (BASE + "PartitionName=q Nodes=f Default=YES\n", "more than one partition has Default=YES"),
    (BASE.replace("GresTypes=gpu\n", ""), "not in GresTypes"),
    (BASE.replace("SlurmctldHost=ctl\n", ""), "no SlurmctldHost"),
    (BASE + "StateSaveLocation=var/spool\n", "not an absolute path"),
    (BASE + "# " + "x" * 1100 + "\n", "more than 1024"),
    (BASE + 'DownNodes=n1 Reason="open\n', "unterminated quote"),
], ids=["spaces-around-equals", "typo", "single-key-twice", "node-twice", "cpus-text", "gres-no-count", "unknown-attr",
        "partition-unknown-node", "nodeset-no-feature", "reserved-name", "descending", "two-defaults", "no-grestypes",
        "no-controller", "relative-path", "long-line", "open-quote"])
def test_the_reader_refuses_what_slurm_would_misread(text, message):
    with pytest.raises(SlurmConfError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_slurm_conf(text)


@pytest.mark.parametrize("files,message", [
    ({"gres.conf": "NodeName=n1 Name=gpu File=/dev/nvidia[0-1]\nNodeName=n2 Name=gpu File=/dev/nvidia0\n"}, "Gres=gpu:1 but"),
    ({"gres.conf": "NodeName=n9 Name=gpu File=/dev/nvidia0\n"}, "undefined node n9"),
    ({"topology.conf": "SwitchName=s Nodes=n1\n"}, "every node, once"),
    ({"topology.conf": "SwitchName=s Nodes=n[1-2]\nSwitchName=t Switches=u\n"}, "child switch u"),
    ({"cgroup.conf": "ConstrainCores=true\n"}, "not yes or no"),
    ({"topology.conf": "BlockName=b Nodes=n[1-2]\n"}, "topology/tree with BlockName"),
    ({"slurm.conf": BASE + "TopologyPlugin=topology/block\n", "topology.conf": "BlockName=b Nodes=n1\n"},
     "every node, once, in a block"),
    ({"slurm.conf": BASE + "TopologyPlugin=topology/block\n"}, "needs BlockName lines"),
], ids=["gres-count", "gres-unknown-node", "topology-missing-node", "topology-unknown-switch", "cgroup-bool",
        "tree-with-blocks", "block-missing-node", "block-with-switches"])
def test_the_files_must_agree_with_each_other(files, message):
    good = {"slurm.conf": BASE + "TopologyPlugin=topology/tree\n", "gres.conf": "NodeName=n[1-2] Name=gpu File=/dev/nvidia0\n",
            "cgroup.conf": "ConstrainCores=yes\n", "topology.conf": "SwitchName=s Nodes=n[1-2]\n"}
    check_together(good)
    with pytest.raises(SlurmConfError, match=message):
        check_together({**good, **files})


def test_the_generated_files_pass_the_strict_reader(two):
    conf = check_together(two)
    assert conf.controllers == ["training-slurm-controller-0"]
    assert set(conf.nodes) == {"training-slurm-node-000", "training-slurm-node-001"}
    node = conf.nodes["training-slurm-node-000"]
    # Gres from the type's GPUs; CPUs from the catalog, two threads per core as Crusoe declares them;
    # RealMemory: the catalog's 962560 MiB (crusoecloud/slurm group_vars) less 2 %, in whole GiB.
    assert (node["gres"], node["cpus"], node["threadspercore"]) == ("gpu:8", "176", "2")
    assert node["realmemory"] == "943104" and 962560 - 943104 >= 0.02 * 962560 and 943104 % 1024 == 0
    assert conf.partitions["gpu"]["nodes"] == "training-slurm" and conf.nodesets["training-slurm"]["feature"] == "training-slurm"
    assert conf.single["healthcheckprogram"] == "/usr/local/sbin/crusoe-ib-healthcheck"
    # The node check also runs at every allocation; a failure drains the node and requeues the job, not held.
    assert conf.single["prolog"] == "/usr/local/sbin/crusoe-ib-healthcheck" and conf.single["prologflags"] == "Alloc"
    assert conf.single["schedulerparameters"] == "nohold_on_prolog_fail"
    assert conf.single["slurmctldparameters"] == "enable_configless" and conf.single["authtype"] == "auth/munge"


def test_login_nodes_are_dynamic_nodes_in_a_hidden_inactive_partition(two):
    """Crusoe's deployment: login nodes run slurmd -Z with Feature=login, no job lands on them."""
    conf = check_together(two)
    assert conf.nodesets["login"]["feature"] == "login" and int(conf.single["maxnodecount"]) >= 1024
    login = conf.partitions["login"]
    assert (login["nodes"], login["hidden"], login["state"]) == ("login", "YES", "INACTIVE")
    assert conf.partitions["gpu"]["default"] == "YES" and "default" not in login
    # slurmctld runs as SlurmUser (slurm): its pid file is in its own runtime directory, not /run itself.
    assert conf.single["slurmctldpidfile"] == "/run/slurmctld/slurmctld.pid"


def test_a_gb200_pool_pinned_to_one_nvlink_domain_is_one_slurm_block():
    """GB200 NVL72: jobs placed inside the pool's NVLink domain (topology/block, the domain as the block)."""
    files = synth(env("training-slurm", capacity=dict(instance_type="gb200-186gb-nvl-ib.4x", node_count=4),
                      pool=dict(nvlink_domain_id="nvl-rack-07"),
                      orchestration=dict(node_cpus=144)))["output"]["slurm_config"]["value"]
    conf = check_together(files)
    assert conf.single["topologyplugin"] == "topology/block"
    assert parse_topology_conf(files["topology.conf"])["blocks"] == {
        "nvl-rack-07": [f"training-slurm-node-00{i}" for i in range(4)]}
    assert conf.nodes["training-slurm-node-000"]["gres"] == "gpu:4"


def test_an_unpinned_gb200_pool_stays_on_the_tree():
    """Its NVLink domains are known only after apply, so no block can be written at synth."""
    files = synth(env("training-slurm", capacity=dict(instance_type="gb200-186gb-nvl-ib.4x", node_count=2),
                      orchestration=dict(node_cpus=144)))["output"]["slurm_config"]["value"]
    assert check_together(files).single["topologyplugin"] == "topology/tree"


def test_a_backup_controller_is_a_second_slurmctld_host():
    conf = check_together(config(2, backup_controller=True))
    assert conf.controllers == ["training-slurm-controller-0", "training-slurm-controller-1"]


def _diff(old: str, new: str) -> list[str]:
    return [line for line in difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]


def test_a_scale_up_adds_exactly_the_new_nodes_lines(two, three):
    check_together(three)
    assert _diff(two["slurm.conf"], three["slurm.conf"]) == [
        "+NodeName=training-slurm-node-002 CPUs=176 ThreadsPerCore=2 RealMemory=943104 Gres=gpu:8 Features=training-slurm State=UNKNOWN"]
    assert _diff(two["gres.conf"], three["gres.conf"]) == ["+NodeName=training-slurm-node-002 Name=gpu File=/dev/nvidia[0-7]"]
    assert two["cgroup.conf"] == three["cgroup.conf"]
    # topology.conf's one switch lists the pool as a host list: its one line changes.
    assert _diff(two["topology.conf"], three["topology.conf"]) == [
        "-SwitchName=training-slurm-ib Nodes=training-slurm-node-[000-001]",
        "+SwitchName=training-slurm-ib Nodes=training-slurm-node-[000-002]"]


def test_unknown_memory_is_not_declared_and_memory_is_not_scheduled():
    files = config(2, node_real_memory_mib=None)
    assert "RealMemory=943104" in files["slurm.conf"]  # the catalog's value stays (less the margin)
    measured = config(2, node_real_memory_mib=960000)
    assert "RealMemory=960000" in measured["slurm.conf"]  # a measured value is used as given
    # B200: no public source gives its memory (H200's now comes from crusoecloud/slurm's group_vars).
    b200 = synth(env("training-slurm", capacity=dict(instance_type="b200-180gb-sxm-ib.8x"),
                     orchestration=dict(node_cpus=176)))["output"]["slurm_config"]["value"]
    conf = check_together(b200)
    assert "realmemory" not in conf.nodes["training-slurm-node-000"] and conf.nodes["training-slurm-node-000"]["cpus"] == "176"
    assert conf.single["selecttypeparameters"] == "CR_Core" and "RealMemory unknown for b200-180gb-sxm-ib.8x" in b200["slurm.conf"]
    assert parse_cgroup_conf(b200["cgroup.conf"])["constrainramspace"] == "no"


@pytest.mark.parametrize("names,expected", [
    (["a-node-000", "a-node-001", "a-node-002"], "a-node-[000-002]"),
    (["a-node-000", "a-node-002"], "a-node-[000,002]"),
    (["a-node-000"], "a-node-000"),
    ([f"p-node-{i:03d}" for i in range(998, 1002)], "p-node-[998-999,1000-1001]"),
    (["ctl", "a-node-001", "a-node-000"], "ctl,a-node-[000-001]"),
])
def test_hostlists_are_slurms_and_read_back(names, expected):
    assert hostlist(names) == expected
    assert sorted(expand_hostlist(expected)) == sorted(names)


def test_a_2048_node_pool_keeps_every_line_short():
    names = [f"training-slurm-node-{i:03d}" for i in range(2048)]
    assert expand_hostlist(hostlist(names)) == names and len(hostlist(names)) < 100
