"""Every network flow each orchestration mode needs, in one table (``FLOWS``).

Crusoe denies all traffic of a custom VPC until a rule allows it, in both directions (Crusoe docs,
"VPC Firewall Rules Overview"): a flow between two VMs needs an egress rule at the source AND an
ingress rule at the destination; a flow to the internet needs the egress rule and a public address
or the subnet's NAT gateway; a flow from an operator needs the ingress rule and a way in (the VM's
public address, or the jump host). ClusterNetwork writes the rules; the reachability test
(tests/test_reachability.py) reads the synthesized JSON of every stack and checks every flow here
under those semantics, and ``docs/network-flows.md`` is generated from this table
(``python -m crusoe_ib.network_flows``).

Roles are the VMs a mode creates (``gpu``: the pool's nodes, or a managed node pool's VMs under
CMK; ``k3s-server``, ``k3s-lb``, ``slurm-controller``, ``slurm-login``) and two outsiders:
``operator`` (whoever runs deploy, the apply gate and printed commands, from ``ssh_source_cidrs``;
``api_source_cidrs`` for the K3s API) and ``internet``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from .torchrun_launcher import TorchrunSettings
from .k3s_cluster import K3S_PORT

VM_MODES = ("torchrun", "k3s", "slurm")
ALL_MODES = (*VM_MODES, "cmk")
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
    modes: tuple[str, ...]
    source: str
    destination: str
    protocol: str
    ports: str
    why: str
    when: str = ""


FLOWS: tuple[Flow, ...] = (
    # --- operators ---------------------------------------------------------------------------------
    Flow("operator SSH", VM_MODES, "operator", "gpu", "tcp", "22",
         "verification, log collection, torchrun launch, remediation: every printed command"),
    Flow("apply gate", VM_MODES, "operator", "gpu", "tcp", "22",
         "the apply gate waits over SSH for every node's check result (runs where terraform apply runs)"),
    Flow("apply delivery (nodes)", VM_MODES, "operator", "gpu", "tcp", "22",
         "the apply pushes the pinned checker and the secrets over SSH after the nodes exist (NodeDelivery)"),
    Flow("apply delivery (K3s servers)", ("k3s",), "operator", "k3s-server", "tcp", "22",
         "the apply reads the secure join tokens on the first server and delivers them to the others"),
    Flow("apply delivery (Slurm controllers)", ("slurm",), "operator", "slurm-controller", "tcp", "22",
         "the apply delivers slurm.conf and reads the generated munge key on the first controller"),
    Flow("Slurm login", ("slurm",), "operator", "slurm-login", "tcp", "22",
         "users submit jobs on the login node; the apply delivers its munge key there"),
    Flow("K3s API", ("k3s",), "operator", "k3s-lb", "tcp", str(K3S_PORT),
         "kubectl through HAProxy (api_source_cidrs, or ssh_source_cidrs when unset)"),
    # --- boot downloads ----------------------------------------------------------------------------
    Flow("boot downloads (K3s servers)", ("k3s",), "k3s-server", "internet", "tcp", "443",
         "the pinned K3s install script and binaries (raw.githubusercontent.com, github.com)", "downloads"),
    Flow("boot downloads (K3s agents)", ("k3s",), "gpu", "internet", "tcp", "443",
         "the K3s install script and binaries on every GPU node", "downloads"),
    Flow("boot downloads (HAProxy)", ("k3s",), "k3s-lb", "internet", "tcp", "80",
         "apt-get install haproxy from the Ubuntu archive", "downloads"),
    Flow("image pulls (CMK)", ("cmk",), "gpu", "internet", "tcp", "443",
         "the add-ons' container images (NVIDIA GPU and Network Operators)", "downloads"),
    Flow("boot downloads (PyTorch)", ("torchrun",), "gpu", "internet", "tcp", "443",
         "pip installs TorchrunSettings.install_pytorch into the venv (pypi.org, files.pythonhosted.org)", "downloads"),
    # --- inside the cluster ------------------------------------------------------------------------
    Flow("NCCL bootstrap", ALL_MODES, "gpu", "gpu", "tcp", EPHEMERAL,
         "NCCL's out-of-band TCP bootstrap between ranks (the data itself goes over InfiniBand, no firewall)"),
    Flow("mpirun SSH", VM_MODES, "gpu", "gpu", "tcp", "22",
         "mpirun on node-000 starts the other ranks over SSH (the mesh the apply sets up, crusoe_ib.mpi_launch)"),
    Flow("torchrun rendezvous", ("torchrun",), "gpu", "gpu", "tcp", str(TorchrunSettings().master_port),
         "c10d rendezvous on node-000 (master_port)"),
    Flow("K3s join (agents)", ("k3s",), "gpu", "k3s-lb", "tcp", str(K3S_PORT), "agents register through HAProxy"),
    Flow("HAProxy to the API servers", ("k3s",), "k3s-lb", "k3s-server", "tcp", str(K3S_PORT),
         "HAProxy's backends and health checks"),
    Flow("K3s server join", ("k3s",), "k3s-server", "k3s-server", "tcp", str(K3S_PORT),
         "servers 1 and 2 join the first one"),
    Flow("etcd", ("k3s",), "k3s-server", "k3s-server", "tcp", "2379-2380", "embedded etcd between the servers"),
    Flow("kubelet", ("k3s",), "k3s-server", "gpu", "tcp", "10250", "the API server reaches each node's kubelet"),
    Flow("flannel VXLAN", ("k3s",), "gpu", "gpu", "udp", "8472", "pod network between nodes (K3s default flannel)"),
    Flow("slurmctld (nodes)", ("slurm",), "gpu", "slurm-controller", "tcp", str(SLURMCTLD_PORT),
         "slurmd registers and reports to slurmctld (configless: it fetches slurm.conf there too)"),
    Flow("slurmctld (login)", ("slurm",), "slurm-login", "slurm-controller", "tcp", str(SLURMCTLD_PORT),
         "sbatch, squeue, srun from the login node"),
    Flow("slurmd", ("slurm",), "slurm-controller", "gpu", "tcp", str(SLURMD_PORT), "slurmctld launches and pings jobs"),
    Flow("slurmd (login)", ("slurm",), "slurm-controller", "slurm-login", "tcp", str(SLURMD_PORT),
         "the login node is a dynamic slurmd (Feature=login, Crusoe's deployment): slurmctld pings it"),
    Flow("srun I/O", ("slurm",), "gpu", "slurm-login", "tcp", EPHEMERAL,
         "slurmstepd connects back to srun on the login node (munge-signed messages ride on these flows; "
         "munged itself talks only to its local socket)"),
    Flow("Slurm state over NFS", ("slurm",), "slurm-controller", "internet", "tcp", "2049",
         "both controllers mount the shared state disk from Crusoe's NFS server, outside the subnet",
         "backup_controller"),
)


def flows_for(mode: str) -> tuple[Flow, ...]:
    return tuple(f for f in FLOWS if mode in f.modes)


def markdown() -> str:
    """docs/network-flows.md, generated from FLOWS."""
    out = [
        "# Network flows",
        "",
        "<!-- Generated by `python -m crusoe_ib.network_flows` from constructs/crusoe_ib/network_flows.py. "
        "Do not edit by hand. -->",
        "",
        "Crusoe denies all traffic of a custom VPC until a rule allows it, in both directions (Crusoe docs,",
        "\"VPC Firewall Rules Overview\"). A flow needs an egress rule at its source and an ingress rule at its",
        "destination; a flow to the internet needs a public IP or the subnet's NAT gateway too.",
        "tests/test_reachability.py checks every row against the synthesized JSON of every stack.",
        "",
        "| Flow | Modes | From | To | Protocol/ports | Only when | Why |",
        "|---|---|---|---|---|---|---|",
    ]
    for f in FLOWS:
        out.append(f"| {f.name} | {', '.join(f.modes)} | {f.source} | {f.destination} | {f.protocol}/{f.ports} | "
                   f"{f.when or '-'} | {f.why} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown())
