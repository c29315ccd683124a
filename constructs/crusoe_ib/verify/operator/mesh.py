"""``crusoe-ib-verify mesh``: SSH from the launcher node to every node of the pool, for mpirun.

``crusoe-ib-verify nccl`` runs mpirun on the first node (the launcher), and Open MPI starts its ranks on
the other nodes over SSH. Crusoe's VM NCCL test (crusoecloud/solutions-library
samples/others/create-vms-and-run-nccl-test) makes a dedicated inter-node keypair for that, but generates it in
Terraform (so the private key sits in state), copies it to every node and turns host-key checking
off. Here the operator's machine, which already reaches every node with the operator's agent (through
the jump host when there is one), sets the mesh up instead:

1. on the launcher: create ``~/.ssh/crusoe-ib-mesh`` (ed25519, kept if it exists) and read its public
   key. The private key is made on the launcher and never leaves it: not in a startup script, not in
   Terraform state, not on the operator's machine;
2. on every node (the launcher too: Open MPI may reach it by address): authorize that public key,
   restricted to connections from the launcher's private address (``from="..."``, no forwarding),
   replacing the key of an earlier launcher; and read the node's host key over the operator's own SSH
   (which, with ``--known-hosts``, accepts only the key the apply pinned for the node);
3. on the launcher: pin those host keys in ``~/.ssh/crusoe-ib-mesh.known_hosts`` and put a managed
   block at the top of ``~/.ssh/config`` for the nodes' private addresses (that identity, that
   known_hosts file, ``StrictHostKeyChecking yes``, ``BatchMode yes``);
4. from the launcher: ``ssh <address> true`` to every node, so a broken mesh shows here, per node,
   and not as an mpirun hang.

Reruns are idempotent (a replaced node gets the key and its new host key is pinned). The hostfile
has one node per line, ``ADDRESS PRIVATE_ADDRESS [LABEL]`` (ADDRESS: where the operator reaches it;
the first line is the launcher), as the stack's ``verify_commands.mesh_hostfile`` output writes it.
"""

from __future__ import annotations

import ipaddress
import re
import shlex

from ..node.collect import run as run_cmd
from ..node.command_io import UsageError, read_text
from ..node.remote import ssh_command

KEY = "~/.ssh/crusoe-ib-mesh"
KNOWN_HOSTS = "~/.ssh/crusoe-ib-mesh.known_hosts"
COMMENT = "crusoe-ib-mesh"
BEGIN, END = "# >>> crusoe-ib mesh (written by crusoe-ib-verify mesh)", "# <<< crusoe-ib mesh"
HOST_KEY_FILES = ("/etc/ssh/ssh_host_ed25519_key.pub", "/etc/ssh/ssh_host_ecdsa_key.pub", "/etc/ssh/ssh_host_rsa_key.pub")
_PUBLIC_KEY = re.compile(r"(ssh-ed25519|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521|ssh-rsa) [A-Za-z0-9+/]+={0,3}")
_LABEL = re.compile(r"[A-Za-z0-9_.-]{1,64}")
_REACH = re.compile(r"[A-Za-z0-9][A-Za-z0-9.:-]{0,252}")


def read_mesh_hostfile(path: str) -> list:
    """``[(address, private address, label)]``; the first row is the launcher."""
    rows = []
    for n, line in enumerate(read_text(path).splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        if len(words) not in (2, 3) or not _REACH.fullmatch(words[0]):
            raise UsageError(f"{path} line {n}: expected 'ADDRESS PRIVATE_ADDRESS [LABEL]', got {line[:200]!r}")
        try:
            private = str(ipaddress.ip_address(words[1]))
        except ValueError:
            raise UsageError(f"{path} line {n}: {words[1][:100]!r} is not an IP address")
        label = words[2] if len(words) == 3 else f"node-{len(rows):03}"
        if not _LABEL.fullmatch(label):
            raise UsageError(f"{path} line {n}: label {label[:100]!r} is not letters, digits and ._-")
        rows.append((words[0], private, label))
    if len(rows) < 2:
        raise UsageError(f"{path} must list at least two nodes (the launcher first)")
    if len({r[1] for r in rows}) != len(rows):
        raise UsageError(f"{path} lists a private address twice")
    return rows


def _public_key(text: str) -> str | None:
    """The first OpenSSH public key line of ``text`` as ``TYPE BODY`` (the comment dropped), or None."""
    for line in text.splitlines():
        m = _PUBLIC_KEY.match(line.strip())
        if m:
            return m.group(0)
    return None


def launcher_key_script() -> str:
    return (f"set -e; umask 077; mkdir -p ~/.ssh; k={KEY}; [ -f \"$k\" ] || ssh-keygen -q -t ed25519 -N '' -C {COMMENT} "
            "-f \"$k\"; cat \"$k.pub\"")


# The remote steps' bodies read their inputs from shell variables, so this command and the apply's own mesh step
# (crusoe_ib scripts/delivery/mesh.sh, which sets the same variables) run the very same text on the nodes.
#: Needs ``entry`` (the authorized_keys line): authorize it, drop an earlier launcher's, print the host key.
AUTHORIZE = ("set -e; umask 077; mkdir -p ~/.ssh; a=~/.ssh/authorized_keys; touch \"$a\"; "
             f"if ! grep -qxF \"$entry\" \"$a\"; then {{ grep -v ' {COMMENT}$' \"$a\" || true; echo \"$entry\"; }} > \"$a.tmp\"; "
             f"mv \"$a.tmp\" \"$a\"; fi; for f in {' '.join(HOST_KEY_FILES)}; do if [ -r \"$f\" ]; then cat \"$f\"; exit 0; fi; done; "
             "echo 'no readable SSH host key' >&2; exit 3")
#: Needs ``known`` (known_hosts lines, no final newline) and ``hosts`` (the private addresses): pin them and point
#: ssh at the mesh identity for those addresses (a managed block at the top of ~/.ssh/config).
PIN = (f"set -e; umask 077; mkdir -p ~/.ssh; printf '%s\\n' \"$known\" > {KNOWN_HOSTS}; c=~/.ssh/config; touch \"$c\"; "
       f"{{ printf '%s\\n' {shlex.quote(BEGIN)} \"Host $hosts\" '    IdentityFile {KEY}' '    IdentitiesOnly yes' "
       f"'    UserKnownHostsFile {KNOWN_HOSTS}' '    StrictHostKeyChecking yes' '    BatchMode yes' {shlex.quote(END)}; "
       f"awk -v b={shlex.quote(BEGIN)} -v e={shlex.quote(END)} '$0 == b {{skip = 1; next}} $0 == e {{skip = 0; next}} !skip' "
       "\"$c\"; } > \"$c.tmp\"; mv \"$c.tmp\" \"$c\"")
#: Needs ``hosts``: from the launcher, ssh to each with the mesh identity.
PROBE = ("for a in $hosts; do if ssh -o ConnectTimeout=10 \"$a\" true < /dev/null; then echo \"mesh-ok $a\"; "
         "else echo \"mesh-fail $a\"; fi; done")


def authorized_entry(public_key: str, launcher_private: str) -> str:
    return f'from="{launcher_private}",no-agent-forwarding,no-port-forwarding,no-X11-forwarding {public_key} {COMMENT}'


def authorize_script(public_key: str, launcher_private: str) -> str:
    """Authorize the launcher's key (only from its address), drop an earlier launcher's, print the host key."""
    return f"entry={shlex.quote(authorized_entry(public_key, launcher_private))}; {AUTHORIZE}"


def pin_script(rows: list, host_keys: dict) -> str:
    """Pin every node's host key on the launcher and point ssh at the mesh identity for their addresses."""
    known = "\n".join(f"{private} {host_keys[private]}" for _, private, _ in rows)
    hosts = " ".join(r[1] for r in rows)
    return f"known={shlex.quote(known)}; hosts={shlex.quote(hosts)}; {PIN}"


def probe_script(rows: list) -> str:
    return f"hosts={shlex.quote(' '.join(r[1] for r in rows))}; {PROBE}"


def mesh(args) -> dict:
    """Set the mesh up (steps 1-4 of the module docstring); ``ok`` when the launcher reaches every node."""
    rows = read_mesh_hostfile(args.hostfile)
    base = ssh_command(args.ssh, args.tool_path, args.timeout, args.user, args.jump, getattr(args, "known_hosts", None))
    launcher = rows[0]

    def on(row, script: str):
        return run_cmd(base + [row[0], script], args.timeout * 2, args.tool_path)

    nodes = [{"label": label, "address": addr, "private_address": private, "host_key": None, "reachable": False, "error": None}
             for addr, private, label in rows]
    res = on(launcher, launcher_key_script())
    public_key = _public_key(res.stdout) if res.status == "ok" else None
    if public_key is None:
        nodes[0]["error"] = f"could not create or read {KEY}.pub on the launcher: {(res.stderr or res.stdout).strip()[-300:]}"
        return _doc(nodes, launcher)
    host_keys = {}
    for row, node in zip(rows, nodes):
        res = on(row, authorize_script(public_key, launcher[1]))
        key = _public_key(res.stdout) if res.status == "ok" else None
        if key is None:
            why = (res.stderr or res.stdout).strip()[-300:] or res.status
            node["error"] = f"could not authorize the launcher's key or read the host key: {why}"
        else:
            node["host_key"] = host_keys[row[1]] = key
    reachable = [r for r in rows if r[1] in host_keys]
    res = on(launcher, pin_script(reachable, host_keys))
    if res.status != "ok":
        nodes[0]["error"] = f"could not pin the host keys on the launcher: {(res.stderr or res.stdout).strip()[-300:]}"
        return _doc(nodes, launcher)
    res = on(launcher, probe_script(reachable))
    ok = set(re.findall(r"^mesh-ok (\S+)$", res.stdout, re.M))
    for node in nodes:
        node["reachable"] = node["private_address"] in ok
        if node["host_key"] and not node["reachable"] and not node["error"]:
            node["error"] = f"the launcher cannot ssh to {node['private_address']} with the mesh key"
    return _doc(nodes, launcher)


def _doc(nodes: list, launcher) -> dict:
    return {"ok": all(n["reachable"] for n in nodes), "launcher": launcher[2], "key": KEY + " (on the launcher only)",
            "nodes": nodes}
