"""The network flows each orchestration mode needs, as rows each mode declares (``Mode.flows``).

Crusoe denies all traffic of a custom VPC until a rule allows it, in both directions (Crusoe docs,
"VPC Firewall Rules Overview"): a flow between two VMs needs an egress rule at the source AND an
ingress rule at the destination; a flow to the internet needs the egress rule and a public address
or the subnet's NAT gateway; a flow from an operator needs the ingress rule and a way in (the VM's
public address, or the jump host). ClusterNetwork writes the rules; the reachability test
(tests/test_reachability.py) reads the synthesized JSON of every stack and checks every flow of
every registered mode under those semantics, and ``docs/network-flows.md`` is generated from the
registry (``python -m crusoe_ib.app.flows``).

The rows live here, grouped by who needs them (``POOL_FLOWS``: every mode; ``VM_POOL_FLOWS``:
every mode on the verified VM pool; one tuple per built-in mode); each mode module names its own in
``Mode(flows=...)`` and the VM resources it creates in ``Mode(roles=...)``.

Roles are the VMs a mode creates (``gpu``: the pool's nodes, or a managed node pool's VMs under
CMK; ``k3s-server``, ``k3s-lb``, ``slurm-controller``, ``slurm-login``) and two outsiders:
``operator`` (whoever runs deploy, the apply gate and printed commands, from ``ssh_source_cidrs``;
``api_source_cidrs`` for the K3s API) and ``internet``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..settings.torchrun import TorchrunSettings
from ..settings.k3s import K3S_PORT

SLURMCTLD_PORT = 6817  # slurm.conf SlurmctldPort (slurm_conf.render)
SLURMD_PORT = 6818     # slurm.conf SlurmdPort
EPHEMERAL = "1024-65535"


@dataclass(frozen=True)
class Flow:
    """One connection a mode needs: ``source`` opens it to ``destination`` on ``protocol``/``ports``.

    ``when``: a condition on the environment, or "" for always: ``"downloads"`` (the mode's boot steps
    download, so it needs internet egress), ``"backup_controller"`` (Slurm with a backup controller).
    """

    name: str
    source: str
    destination: str
    protocol: str
    ports: str
    why: str
    when: str = ""


#: The instance resource the verified VM pool creates and the role it plays (a mode on that pool
#: includes it in its ``roles``).
VM_POOL_ROLES = {"pool_nodes": "gpu"}
K3S_ROLES = {"k3s_server_init": "k3s-server", "k3s_servers": "k3s-server", "k3s_lb": "k3s-lb"}
SLURM_ROLES = {"slurm_controllers": "slurm-controller", "slurm_logins": "slurm-login"}

#: Every mode: the GPU nodes talk to each other.
POOL_FLOWS: tuple[Flow, ...] = (
    Flow("NCCL bootstrap", "gpu", "gpu", "tcp", EPHEMERAL,
         "NCCL's out-of-band TCP bootstrap between ranks (the data itself goes over InfiniBand, no firewall)"),
)

#: Every mode on the verified VM pool (``crusoe_ib.app.verified_vm_pool``): operators and the apply reach the nodes.
VM_POOL_FLOWS: tuple[Flow, ...] = (
    Flow("operator SSH", "operator", "gpu", "tcp", "22",
         "verification, log collection, torchrun launch, remediation: every printed command"),
    Flow("apply gate", "operator", "gpu", "tcp", "22",
         "the apply gate waits over SSH for every node's check result (runs where terraform apply runs)"),
    Flow("apply delivery (nodes)", "operator", "gpu", "tcp", "22",
         "the apply pushes the pinned checker and the secrets over SSH after the nodes exist (NodeDelivery)"),
    Flow("mpirun SSH", "gpu", "gpu", "tcp", "22",
         "mpirun on node-000 starts the other ranks over SSH (the mesh the apply sets up, crusoe_ib.mpi_launch)"),
)

TORCHRUN_FLOWS: tuple[Flow, ...] = (
    Flow("torchrun rendezvous", "gpu", "gpu", "tcp", str(TorchrunSettings().master_port),
         "c10d rendezvous on node-000 (master_port)"),
    Flow("boot downloads (PyTorch)", "gpu", "internet", "tcp", "443",
         "pip installs TorchrunSettings.install_pytorch into the venv (pypi.org, files.pythonhosted.org)", "downloads"),
)

K3S_FLOWS: tuple[Flow, ...] = (
    Flow("apply delivery (K3s servers)", "operator", "k3s-server", "tcp", "22",
         "the apply reads the secure join tokens on the first server and delivers them to the others"),
    Flow("K3s API", "operator", "k3s-lb", "tcp", str(K3S_PORT),
         "kubectl through HAProxy (api_source_cidrs, or ssh_source_cidrs when unset)"),
    Flow("boot downloads (K3s servers)", "k3s-server", "internet", "tcp", "443",
         "the pinned K3s install script and binaries (raw.githubusercontent.com, github.com)", "downloads"),
    Flow("boot downloads (K3s agents)", "gpu", "internet", "tcp", "443",
         "the K3s install script and binaries on every GPU node", "downloads"),
    Flow("boot downloads (HAProxy)", "k3s-lb", "internet", "tcp", "80",
         "apt-get install haproxy from the Ubuntu archive", "downloads"),
    Flow("K3s join (agents)", "gpu", "k3s-lb", "tcp", str(K3S_PORT), "agents register through HAProxy"),
    Flow("HAProxy to the API servers", "k3s-lb", "k3s-server", "tcp", str(K3S_PORT),
         "HAProxy's backends and health checks"),
    Flow("K3s server join", "k3s-server", "k3s-server", "tcp", str(K3S_PORT),
         "servers 1 and 2 join the first one"),
    Flow("etcd", "k3s-server", "k3s-server", "tcp", "2379-2380", "embedded etcd between the servers"),
    Flow("kubelet", "k3s-server", "gpu", "tcp", "10250", "the API server reaches each node's kubelet"),
    Flow("flannel VXLAN", "gpu", "gpu", "udp", "8472", "pod network between nodes (K3s default flannel)"),
)

MANAGED_KUBERNETES_FLOWS: tuple[Flow, ...] = (
    Flow("image pulls (CMK)", "gpu", "internet", "tcp", "443",
         "the add-ons' container images (NVIDIA GPU and Network Operators)", "downloads"),
)

SLURM_FLOWS: tuple[Flow, ...] = (
    Flow("apply delivery (Slurm controllers)", "operator", "slurm-controller", "tcp", "22",
         "the apply delivers slurm.conf and reads the generated munge key on the first controller"),
    Flow("Slurm login", "operator", "slurm-login", "tcp", "22",
         "users submit jobs on the login node; the apply delivers its munge key there"),
    Flow("slurmctld (nodes)", "gpu", "slurm-controller", "tcp", str(SLURMCTLD_PORT),
         "slurmd registers and reports to slurmctld (configless: it fetches slurm.conf there too)"),
    Flow("slurmctld (login)", "slurm-login", "slurm-controller", "tcp", str(SLURMCTLD_PORT),
         "sbatch, squeue, srun from the login node"),
    Flow("slurmd", "slurm-controller", "gpu", "tcp", str(SLURMD_PORT), "slurmctld launches and pings jobs"),
    Flow("slurmd (login)", "slurm-controller", "slurm-login", "tcp", str(SLURMD_PORT),
         "the login node is a dynamic slurmd (Feature=login, Crusoe's deployment): slurmctld pings it"),
    Flow("srun I/O", "gpu", "slurm-login", "tcp", EPHEMERAL,
         "slurmstepd connects back to srun on the login node (munge-signed messages ride on these flows; "
         "munged itself talks only to its local socket)"),
    Flow("Slurm state over NFS", "slurm-controller", "internet", "tcp", "2049",
         "both controllers mount the shared state disk from Crusoe's NFS server, outside the subnet",
         "backup_controller"),
)

def markdown(modes: Iterable[tuple[str, Iterable[Flow]]]) -> str:
    """docs/network-flows.md from ``(mode name, its flows)`` pairs (``crusoe_ib.app.flows`` passes
    the registered modes): one row per flow, naming every mode that needs it."""
    needed_by: dict[Flow, list[str]] = {}
    for name, flows in modes:
        for flow in flows:
            needed_by.setdefault(flow, []).append(name)
    out = [
        "# Network flows",
        "",
        "<!-- Generated by `python -m crusoe_ib.app.flows` from every registered mode's `Mode.flows` "
        "(rows in constructs/crusoe_ib/app/network_flows.py). Do not edit by hand. -->",
        "",
        "Crusoe denies all traffic of a custom VPC until a rule allows it, in both directions (Crusoe docs,",
        "\"VPC Firewall Rules Overview\"). A flow needs an egress rule at its source and an ingress rule at its",
        "destination; a flow to the internet needs a public IP or the subnet's NAT gateway too.",
        "tests/test_reachability.py checks every row against the synthesized JSON of every stack.",
        "",
        "| Flow | Modes | From | To | Protocol/ports | Only when | Why |",
        "|---|---|---|---|---|---|---|",
    ]
    for f, names in needed_by.items():
        out.append(f"| {f.name} | {', '.join(names)} | {f.source} | {f.destination} | {f.protocol}/{f.ports} | "
                   f"{f.when or '-'} | {f.why} |")
    return "\n".join(out) + "\n"
