"""A strict reader of slurm.conf, gres.conf, cgroup.conf and topology.conf, for tests.

Stricter than Slurm, never looser, on what the files' man pages define: ``Key=Value`` words with no
space around ``=`` ("no spacing is allowed to surround the equals (=) sign"), ``#`` comments,
double-quoted values, keys case-insensitive; every key must be one this reader knows (a typo is an
error, where Slurm would only log it), single keys appear once (``SlurmctldHost`` may repeat),
numbers are numbers, host lists parse (Slurm's hostlist syntax), and the records refer to each
other consistently: partitions name defined nodes or node sets, node sets match a feature, gres.conf
and topology.conf name only defined nodes, each GPU node's ``Gres=gpu:<n>`` has n device files,
every node hangs off a switch. Lines are at most 1024 characters (topology.conf's documented limit,
applied to every file). Fixtures from Slurm's own documentation (tests/slurm/fixtures/doc-*) parse.

``parse_*`` return plain data and raise :class:`SlurmConfError` naming the line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from crusoe_ib.slurm_conf import expand_hostlist, split_hostlist

MAX_LINE = 1024

#: slurm.conf keys that take one value (the ones this project writes, and those of the documented example).
SINGLE_KEYS = {k.lower(): k for k in (
    "ClusterName", "SlurmctldParameters", "AuthType", "CredType", "SlurmUser", "SlurmctldPort", "SlurmdPort",
    "StateSaveLocation", "SlurmdSpoolDir", "SlurmctldPidFile", "SlurmdPidFile", "SlurmctldLogFile", "SlurmdLogFile",
    "SlurmctldTimeout", "SlurmdTimeout", "ReturnToService", "ProctrackType", "TaskPlugin", "TaskProlog",
    "SchedulerType", "SelectType", "SelectTypeParameters", "GresTypes", "MpiDefault", "JobCompType", "JobCompLoc",
    "TopologyPlugin", "HealthCheckProgram", "HealthCheckInterval", "HealthCheckNodeState", "Epilog", "Prolog",
    "PrologFlags", "SchedulerParameters",
    "FirstJobId", "InactiveLimit", "KillWait", "MaxJobCount", "MinJobAge", "PluginDir", "SwitchType", "TmpFS",
    "WaitTime", "JobCredentialPrivateKey", "JobCredentialPublicCertificate", "MaxNodeCount",
)}
REPEATABLE_KEYS = {"slurmctldhost": "SlurmctldHost"}
INT_KEYS = {"slurmctldport", "slurmdport", "slurmctldtimeout", "slurmdtimeout", "returntoservice", "firstjobid",
            "inactivelimit", "killwait", "maxjobcount", "minjobage", "waittime", "healthcheckinterval", "maxnodecount"}
PATH_KEYS = {"statesavelocation", "slurmdspooldir", "slurmctldpidfile", "slurmdpidfile", "slurmctldlogfile",
             "slurmdlogfile", "taskprolog", "healthcheckprogram", "epilog", "prolog", "jobcomploc", "tmpfs",
             "jobcredentialprivatekey", "jobcredentialpubliccertificate"}
#: Record lines: the first key names the record, the others are its attributes.
RECORDS = {
    "nodename": {"nodename", "nodeaddr", "nodehostname", "cpus", "realmemory", "tmpdisk", "gres", "features",
                 "feature", "state", "weight", "sockets", "corespersocket", "threadspercore", "boards", "port",
                 "reason"},
    "partitionname": {"partitionname", "nodes", "default", "maxtime", "state", "oversubscribe", "maxnodes",
                      "minnodes", "allowgroups", "hidden", "defaulttime", "priorityjobfactor"},
    "nodeset": {"nodeset", "feature", "nodes"},
    "downnodes": {"downnodes", "state", "reason"},
}
_GRES = re.compile(r"[a-z][a-z0-9_]*(?::[A-Za-z0-9_.-]+)?:\d+[KMG]?")
_HOST = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]*(\([0-9.]+\))?")
YES_NO = {"yes", "no"}


class SlurmConfError(ValueError):
    pass


@dataclass
class SlurmConf:
    single: dict[str, str] = field(default_factory=dict)
    controllers: list[str] = field(default_factory=list)
    nodes: dict[str, dict[str, str]] = field(default_factory=dict)
    partitions: dict[str, dict[str, str]] = field(default_factory=dict)
    nodesets: dict[str, dict[str, str]] = field(default_factory=dict)


def _lines(text: str):
    for number, raw in enumerate(text.splitlines(), 1):
        if len(raw) > MAX_LINE:
            raise SlurmConfError(f"line {number}: {len(raw)} characters, more than {MAX_LINE}")
        words = _words(raw, number)
        if words:
            yield number, words


def _words(raw: str, number: int) -> list[tuple[str, str]]:
    """``Key=Value`` words of one line, comments removed; quoted values keep spaces and ``#``."""
    words, i, n = [], 0, len(raw)
    while i < n:
        if raw[i] in " \t":
            i += 1
            continue
        if raw[i] == "#":
            break
        match = re.match(r"([A-Za-z][A-Za-z0-9]*)=", raw[i:])
        if not match:
            token = raw[i:].split()[0]
            raise SlurmConfError(f"line {number}: {token!r} is not Key=Value (no space around '=')")
        key = match.group(1)
        i += match.end()
        if i < n and raw[i] == '"':
            end = raw.find('"', i + 1)
            if end < 0:
                raise SlurmConfError(f"line {number}: unterminated quote in {key}")
            value, i = raw[i + 1:end], end + 1
        else:
            end = i
            while end < n and raw[end] not in " \t#":
                end += 1
            value, i = raw[i:end], end
        if value == "" or (i < n and raw[i] not in " \t#"):
            raise SlurmConfError(f"line {number}: {key} has no value or a malformed one")
        words.append((key, value))
    return words


def _hosts(value: str, number: int, what: str) -> list[str]:
    try:
        names = expand_hostlist(value)
    except ValueError as exc:
        raise SlurmConfError(f"line {number}: {what}: {exc}") from None
    for name in names:
        if not _HOST.fullmatch(name):
            raise SlurmConfError(f"line {number}: {what}: {name!r} is not a host name")
    return names


def parse_slurm_conf(text: str) -> SlurmConf:
    conf = SlurmConf()
    defaults: dict[str, str] = {}
    partition_defaults: dict[str, str] = {}
    for number, words in _lines(text):
        head = words[0][0].lower()
        if head in RECORDS:
            allowed = RECORDS[head]
            attrs = {}
            for key, value in words:
                k = key.lower()
                if k not in allowed:
                    raise SlurmConfError(f"line {number}: {key} is not an attribute of {words[0][0]}")
                if k in attrs:
                    raise SlurmConfError(f"line {number}: {key} given twice")
                attrs[k] = value
            for k in ("cpus", "realmemory", "tmpdisk", "weight", "maxnodes", "minnodes"):
                if k in attrs and not attrs[k].isdigit():
                    raise SlurmConfError(f"line {number}: {k}={attrs[k]!r} is not a whole number")
            if "gres" in attrs and not all(_GRES.fullmatch(g) for g in attrs["gres"].split(",")):
                raise SlurmConfError(f"line {number}: Gres={attrs['gres']!r} is not name[:type]:count")
            name = words[0][1]
            if head == "nodename":
                if name.upper() == "DEFAULT":
                    defaults.update({k: v for k, v in attrs.items() if k != "nodename"})
                    continue
                if "nodeaddr" in attrs and len(_hosts(attrs["nodeaddr"], number, "NodeAddr")) != len(_hosts(name, number, "NodeName")):
                    raise SlurmConfError(f"line {number}: NodeAddr and NodeName list different numbers of hosts")
                for host in _hosts(name, number, "NodeName"):
                    if host.lower() in ("default", "all"):
                        raise SlurmConfError(f"line {number}: NodeName {host!r} is a reserved word")
                    if host in conf.nodes:
                        raise SlurmConfError(f"line {number}: NodeName {host} defined twice")
                    conf.nodes[host] = {**defaults, **attrs, "nodename": host}
            elif head == "partitionname":
                if name.upper() == "DEFAULT":
                    partition_defaults.update({k: v for k, v in attrs.items() if k != "partitionname"})
                    continue
                if name in conf.partitions:
                    raise SlurmConfError(f"line {number}: PartitionName {name} defined twice")
                conf.partitions[name] = {**partition_defaults, **attrs, "_line": str(number)}
            elif head == "nodeset":
                if "feature" not in attrs and "nodes" not in attrs:
                    raise SlurmConfError(f"line {number}: NodeSet {name} needs Feature= or Nodes=")
                conf.nodesets[name] = {**attrs, "_line": str(number)}
            elif head == "downnodes":
                for host in _hosts(name, number, "DownNodes"):
                    if host not in conf.nodes:
                        raise SlurmConfError(f"line {number}: DownNodes names undefined node {host}")
            continue
        if len(words) != 1:
            raise SlurmConfError(f"line {number}: {words[0][0]} takes one value per line")
        key, value = words[0]
        k = key.lower()
        if k in REPEATABLE_KEYS:
            host = value.split("(")[0]
            if not _HOST.fullmatch(value):
                raise SlurmConfError(f"line {number}: SlurmctldHost={value!r} is not a host name")
            conf.controllers.append(host)
            continue
        if k not in SINGLE_KEYS:
            raise SlurmConfError(f"line {number}: unknown key {key}")
        if k in conf.single:
            raise SlurmConfError(f"line {number}: {key} given twice")
        if k in INT_KEYS and not value.isdigit():
            raise SlurmConfError(f"line {number}: {key}={value!r} is not a whole number")
        if k in PATH_KEYS and not value.startswith("/"):
            raise SlurmConfError(f"line {number}: {key}={value!r} is not an absolute path")
        conf.single[k] = value
    _check_slurm_conf(conf)
    return conf


def _check_slurm_conf(conf: SlurmConf) -> None:
    if not conf.controllers:
        raise SlurmConfError("no SlurmctldHost")
    if len(set(conf.controllers)) != len(conf.controllers):
        raise SlurmConfError("a SlurmctldHost is listed twice")
    features = {f for node in conf.nodes.values() for f in node.get("features", node.get("feature", "")).split(",") if f}
    dynamic = int(conf.single.get("maxnodecount", "0") or 0) > len(conf.nodes)
    for name, nodeset in conf.nodesets.items():
        # A feature no static node has can only be one of dynamic nodes (slurmd -Z), which need MaxNodeCount room.
        if "feature" in nodeset and nodeset["feature"] not in features and not dynamic:
            raise SlurmConfError(f"line {nodeset['_line']}: NodeSet {name}: no node has feature {nodeset['feature']}")
    for name, part in conf.partitions.items():
        line = part["_line"]
        for item in split_hostlist(part["nodes"]) if part.get("nodes") else []:
            if item.upper() == "ALL" or item in conf.nodesets:
                continue
            for host in _hosts(item, int(line), "Nodes"):
                if host not in conf.nodes:
                    raise SlurmConfError(f"line {line}: partition {name} names undefined node {host}")
        for flag in ("default",):
            if flag in part and part[flag].upper() not in ("YES", "NO"):
                raise SlurmConfError(f"line {line}: {flag}={part[flag]!r} is not YES or NO")
    if sum(1 for p in conf.partitions.values() if p.get("default", "").upper() == "YES") > 1:
        raise SlurmConfError("more than one partition has Default=YES")
    gres_types = set(conf.single.get("grestypes", "").split(",")) - {""}
    for name, node in conf.nodes.items():
        for gres in node.get("gres", "").split(",") if node.get("gres") else []:
            if gres.split(":")[0] not in gres_types:
                raise SlurmConfError(f"node {name}: Gres {gres} is not in GresTypes")


GRES_KEYS = {"name", "type", "file", "count", "cpus", "cores", "nodename", "autodetect", "flags", "links"}


def parse_gres_conf(text: str) -> list[dict[str, object]]:
    """One dict per line, ``files`` expanded and ``nodes`` (None: every node)."""
    out = []
    for number, words in _lines(text):
        attrs = {}
        for key, value in words:
            k = key.lower()
            if k not in GRES_KEYS:
                raise SlurmConfError(f"line {number}: unknown gres.conf key {key}")
            if k in attrs:
                raise SlurmConfError(f"line {number}: {key} given twice")
            attrs[k] = value
        if "name" not in attrs and "autodetect" not in attrs:
            raise SlurmConfError(f"line {number}: Name= is required")
        files = _files(attrs["file"], number) if "file" in attrs else []
        if "count" in attrs:
            if not re.fullmatch(r"\d+[KMG]?", attrs["count"]):
                raise SlurmConfError(f"line {number}: Count={attrs['count']!r}")
            if files and attrs["count"] != str(len(files)):
                raise SlurmConfError(f"line {number}: Count differs from the number of files")
        nodes = _hosts(attrs["nodename"], number, "NodeName") if "nodename" in attrs else None
        out.append({**attrs, "files": files, "nodes": nodes, "line": number})
    return out


def _files(value: str, number: int) -> list[str]:
    try:
        files = expand_hostlist(value)
    except ValueError as exc:
        raise SlurmConfError(f"line {number}: File: {exc}") from None
    if not all(f.startswith("/dev/") for f in files):
        raise SlurmConfError(f"line {number}: File must name device files under /dev")
    return files


def parse_cgroup_conf(text: str) -> dict[str, str]:
    known = {"cgroupplugin", "constraincores", "constraindevices", "constrainramspace", "constrainswapspace",
             "allowedramspace", "allowedswapspace"}
    out = {}
    for number, words in _lines(text):
        for key, value in words:
            k = key.lower()
            if k not in known:
                raise SlurmConfError(f"line {number}: unknown cgroup.conf key {key}")
            if k.startswith("constrain") and value.lower() not in YES_NO:
                raise SlurmConfError(f"line {number}: {key}={value!r} is not yes or no")
            if k == "cgroupplugin" and value not in ("autodetect", "cgroup/v1", "cgroup/v2", "disabled"):
                raise SlurmConfError(f"line {number}: CgroupPlugin={value!r}")
            out[k] = value
    return out


def parse_topology_conf(text: str) -> dict[str, object]:
    """``{"switches": {name: {"nodes": [...], "switches": [...]}}, "blocks": {...}, "block_sizes": [...]}``."""
    switches: dict[str, dict] = {}
    blocks: dict[str, list[str]] = {}
    sizes: list[int] = []
    for number, words in _lines(text):
        head, name = words[0][0].lower(), words[0][1]
        attrs = {k.lower(): v for k, v in words[1:]}
        if len(attrs) != len(words) - 1:
            raise SlurmConfError(f"line {number}: a key given twice")
        if head == "switchname":
            if set(attrs) - {"nodes", "switches", "linkspeed"} or not ({"nodes", "switches"} & set(attrs)):
                raise SlurmConfError(f"line {number}: SwitchName takes Nodes= or Switches= (and LinkSpeed=)")
            if len(name) > 64 or name in switches:
                raise SlurmConfError(f"line {number}: switch name {name!r} too long or defined twice")
            switches[name] = {"nodes": _hosts(attrs["nodes"], number, "Nodes") if "nodes" in attrs else [],
                              "switches": _hosts(attrs["switches"], number, "Switches") if "switches" in attrs else []}
        elif head == "blockname":
            if set(attrs) != {"nodes"} or name in blocks:
                raise SlurmConfError(f"line {number}: BlockName takes Nodes= only, once per block")
            blocks[name] = _hosts(attrs["nodes"], number, "Nodes")
        elif head == "blocksizes":
            if attrs or not re.fullmatch(r"\d+(,\d+)*", name):
                raise SlurmConfError(f"line {number}: BlockSizes is a list of numbers")
            sizes = [int(v) for v in name.split(",")]
        else:
            raise SlurmConfError(f"line {number}: unknown topology.conf key {words[0][0]}")
    for name, switch in switches.items():
        for child in switch["switches"]:
            if child not in switches:
                raise SlurmConfError(f"switch {name}: child switch {child} is not defined")
    if switches and blocks:
        raise SlurmConfError("switches and blocks in one topology.conf")
    return {"switches": switches, "blocks": blocks, "block_sizes": sizes}


def check_together(files: dict[str, str]) -> SlurmConf:
    """All four files as the controllers hold them: each parses, and they agree with each other."""
    conf = parse_slurm_conf(files["slurm.conf"])
    gres = parse_gres_conf(files["gres.conf"])
    parse_cgroup_conf(files["cgroup.conf"])
    topology = parse_topology_conf(files["topology.conf"])
    devices: dict[str, list[str]] = {}
    for line in gres:
        for node in line["nodes"] or list(conf.nodes):
            if node not in conf.nodes:
                raise SlurmConfError(f"gres.conf line {line['line']}: undefined node {node}")
            devices.setdefault(node, []).extend(line["files"])
    for name, node in conf.nodes.items():
        wanted = sum(int(g.split(":")[-1]) for g in node.get("gres", "").split(",") if g.startswith("gpu"))
        if wanted != len(devices.get(name, [])):
            raise SlurmConfError(f"node {name}: Gres=gpu:{wanted} but gres.conf gives {len(devices.get(name, []))} files")
    plugin = conf.single.get("topologyplugin")
    if plugin == "topology/tree":
        if topology["blocks"]:
            raise SlurmConfError("topology/tree with BlockName lines in topology.conf")
        leaves = [n for s in topology["switches"].values() for n in s["nodes"]]
        if set(leaves) != set(conf.nodes) or len(leaves) != len(set(leaves)):
            raise SlurmConfError("topology.conf must hang every node, once, off a switch")
    elif plugin == "topology/block":
        if topology["switches"] or not topology["blocks"]:
            raise SlurmConfError("topology/block needs BlockName lines and no SwitchName lines")
        members = [n for nodes in topology["blocks"].values() for n in nodes]
        if set(members) != set(conf.nodes) or len(members) != len(set(members)):
            raise SlurmConfError("topology.conf must put every node, once, in a block")
    return conf
