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

from . import _scripts

#: Where the boot step writes the node's NCCL settings (KEY=value lines).
NODE_ENV_FILE = "/etc/crusoe-ib/nccl.env"
#: The variables the node file holds; a job's own value of either wins.
NODE_ENV_KEYS = ("NCCL_IB_HCA", "NCCL_TOPO_FILE")

#: NCCL topology files Crusoe's images ship, per type, in order of preference; the first that exists on
#: the VM is used. Crusoe's current files live in /etc/crusoe/nccl_topo (solutions-library grafana-cmk
#: examples and cmk-nccltests/nccl-h200.yaml; crusoecloud/slurm bind-mounts that directory; Crusoe's
#: "Managing InfiniBand Networking" page: the updated hypervisor stack needs the updated topology file);
#: /opt/h100-80gb-sxm-ib.xml is the path of Crusoe's 2023 K3s article, kept for VMs of that layout. The
#: B200 and B300 paths come from Crusoe's create-vms-and-run-nccl-test/nccltest.sh. Types not listed
#: get no NCCL_TOPO_FILE (NCCL then reads the topology from the VM).
TOPO_FILES: dict[str, tuple[str, ...]] = {
    "h100-80gb-sxm-ib.8x": ("/etc/crusoe/nccl_topo/h100-80gb-sxm-ib-cloud-hypervisor.xml", "/opt/h100-80gb-sxm-ib.xml"),
    "h200-141gb-sxm-ib.8x": ("/etc/crusoe/nccl_topo/h200-141gb-sxm-ib-cloud-hypervisor.xml",),
    "b200-180gb-sxm-ib.8x": ("/etc/crusoe/nccl_topo/b200-180gb-sxm-ib-cloud-hypervisor.xml",),
    "b300-288gb-sxm-ib.8x": ("/etc/crusoe/nccl_topo/b300-288gb-sxm-ib-cloud-hypervisor.xml",),
}


def topo_files(instance_type: str) -> str:
    """The type's topology file candidates as shell words ("" when none: the loop then does nothing)."""
    return " ".join(TOPO_FILES.get(instance_type, ()))


def add_node_env_step(pool) -> None:
    """Add the boot step that writes :data:`NODE_ENV_FILE` to ``pool`` (once, however many constructs ask)."""
    if getattr(pool, "_nccl_node_env", False):
        return
    pool._nccl_node_env = True
    step = _scripts.render("nccl/node-env.sh", TOPO_FILES=topo_files(pool.instance_type.name), NCCL_ENV_FILE=NODE_ENV_FILE)
    pool.add_startup_step("crusoe-ib nccl env", _scripts.template(step))


def rank_env_script(instance_type: str) -> str:
    """``bash -c`` text that sets the node's NCCL_IB_HCA / NCCL_TOPO_FILE for one rank (unless set), then runs it."""
    return _scripts.text(_scripts.render("nccl/rank-env.sh", TOPO_FILES=topo_files(instance_type)))
