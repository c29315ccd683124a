"""The NCCL environment of a node: discovered on the node at boot, never fixed at synth (pure Python).

One boot step (:func:`add_node_env_step`, ``scripts/nccl/node-env.sh``) writes :data:`NODE_ENV_FILE`
on every VM of a pool: ``NCCL_IB_HCA`` as the exact list (``=`` prefix, ``device:port``) of the
ports whose ``link_layer`` is InfiniBand, and ``NCCL_TOPO_FILE`` as the first of the type's
:data:`TOPO_FILES` that exists there. Crusoe's VMs of one type come in more than one layout (H100:
mlx5_0 is an IB rail on VMs before Crusoe's 2024 hypervisor update and the Ethernet VF after it), so
a list chosen at synth would send NCCL to the wrong device on one of them. TorchrunLauncher's env
file and SlurmCluster's TaskProlog read the file; the Kubernetes nccl-tests ranks discover the same
way inside their pods (``scripts/nccl/rank-env.sh``). Everywhere a value the user set wins.
``NCCL_IB_DISABLE`` is never set ("A Field Guide to Crusoe InfiniBand with Terraform", Saturn Cloud).
"""

from __future__ import annotations

from ..core import _scripts
from .catalog import CATALOG
from .platform_contract import NCCL_TOPO_DIR
from ..verify import NCCL_ENV_KEYS, NCCL_ENV_PATH

#: Where the boot step writes the node's NCCL settings (KEY=value lines).
NODE_ENV_FILE = NCCL_ENV_PATH
#: The variables the node file holds; a job's own value of either wins.
NODE_ENV_KEYS = NCCL_ENV_KEYS
#: The name of the boot step that writes the file (one per pool).
NODE_ENV_STEP = "crusoe-ib nccl env"

#: NCCL topology files Crusoe's images ship, per type, in order of preference: the first that exists on the
#: VM is used. From the types' data files (``nccl.topo_files``, each with its source): H100 prefers Crusoe's
#: current /etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml (Crusoe's "Managing InfiniBand
#: Networking" page: the updated hypervisor stack needs the updated file) over the 2023 /opt path of Crusoe's
#: K3s article. Types without files get no NCCL_TOPO_FILE (NCCL then reads the topology from the VM).
TOPO_FILES: dict[str, tuple[str, ...]] = {name: t.topo_files for name, t in CATALOG.items() if t.topo_files}
#: Where Crusoe's own MPIJobs mount the host's /etc/crusoe/nccl_topo inside a pod (performance-tuning/nvidia/cmk-nccltests).
POD_TOPO_DIR = "/opt/nccl_topo"

#: Where Crusoe's current images keep the topology files (crusoecloud/solutions-library performance-tuning/nvidia/cmk-nccltests mounts
#: this host directory into its pods; samples/others/create-vms-and-run-nccl-test/nccltest.sh reads it on the VM).
TOPO_HOST_DIR = NCCL_TOPO_DIR


def topo_file_name(instance_type: str) -> str | None:
    """The file name of the type's preferred topology file in :data:`TOPO_HOST_DIR` (``<type without
    .Nx>-cloud-hypervisor.xml``), from the type's data file; None when the type has none there."""
    for path in TOPO_FILES.get(instance_type, ()):
        directory, _, name = path.rpartition("/")
        if directory == TOPO_HOST_DIR:
            return name
    return None


def topo_files(instance_type: str) -> str:
    """The type's topology file candidates as shell words ("" when none: the loop then does nothing)."""
    return " ".join(TOPO_FILES.get(instance_type, ()))


def node_env_step(instance_type: str) -> _scripts.Fragment:
    """The boot step that writes :data:`NODE_ENV_FILE` on a VM of ``instance_type`` (``scripts/nccl/node-env.sh``)."""
    return _scripts.render("nccl/node-env.sh", TOPO_FILES=topo_files(instance_type), NCCL_ENV_FILE=NODE_ENV_FILE)


def add_node_env_step(pool) -> None:
    """Add :func:`node_env_step` to ``pool``'s boot steps as :data:`NODE_ENV_STEP` (once, however many constructs
    ask: the pool adds the same step once)."""
    pool.add_startup_step(NODE_ENV_STEP, _scripts.template(node_env_step(pool.instance_type.name)))


def rank_env_script(instance_type: str) -> str:
    """``bash -c`` text that sets the node's NCCL_IB_HCA / NCCL_TOPO_FILE for one rank (unless set), then runs it.
    A pod looks for the topology file where Crusoe's MPIJobs mount the host's directory, then at the node paths."""
    files = TOPO_FILES.get(instance_type, ())
    in_pod = [f"{POD_TOPO_DIR}/{f.rsplit('/', 1)[1]}" for f in files if f.startswith("/etc/crusoe/nccl_topo/")]
    return _scripts.text(_scripts.render("nccl/rank-env.sh", TOPO_FILES=" ".join([*in_pod, *files])))
