"""The apply readies a pool for ``mpirun`` from its first node: no hand step between ``deploy`` and the first
multi-node NCCL run on plain VMs.

``crusoe-ib-verify nccl`` runs mpirun on ``node-000`` (the launcher), which starts the other ranks over SSH
and reads ``~/hostfile``. Before, a first run needed two hand steps: copying the hostfile there and running
``crusoe-ib-verify mesh`` from a machine with the library. Now one more :class:`NodeDelivery` of the pool
(``<hooks>_launch_delivery``, the channel that already delivers the checker) does both:

* its preparation step (``scripts/delivery/mesh.sh``) sets up SSH from the launcher to every node with the
  very remote steps of ``crusoe-ib-verify mesh``, each connection against the host key pinned for that
  instance (push.sh's ``pin_host``/``host_ssh``, docs/decisions.md "Host keys") (:mod:`crusoe_ib.verify.operator.mesh`: a key made on the
  launcher that never leaves it, authorized only from its private address, host keys pinned, a probe), so
  a node it cannot reach fails the apply, named;
* then it delivers the hostfile (``<private address> slots=<GPUs>`` per node) to the launcher as
  ``~<ssh_user>/hostfile``.

It runs again whenever a node is replaced or added (its trigger is every node's id): the new host key is
pinned and the hostfile rewritten. Nothing here needs the library where Terraform runs: only ssh and bash,
as the other deliveries.
"""

from __future__ import annotations

from .core import _hcl, _scripts, _shell
from .core.cdk import Construct
from .gpu_node_pool import GpuNodePool
from .node_delivery import Item, NodeDelivery
from .verify.operator import mesh


def hostfile_expression(pool: GpuNodePool) -> str:
    """HCL: mpirun's hostfile, one ``<private address> slots=<GPUs>`` line per node, node-000 first."""
    return _hcl.join("\n", _hcl.for_list(pool.nodes_view, f"\"${{n.{_hcl.PRIVATE_IP}}} slots={pool.instance_type.gpus}\""))


def home_of(user: str) -> str:
    return "/root" if user == "root" else f"/home/{user}"


def mesh_step(launcher: str) -> _shell.Fragment:
    """The delivery's preparation step: mesh the nodes of ``$MESH_HOSTS`` from the first, then set
    ``SECRET_HOSTFILE`` (base64 of ``$MPI_HOSTFILE``); it calls push.sh's ``fail``, ``pin_host`` and
    ``host_ssh`` (so every connection uses the pinned host key, the delivery's SSH options and user) and
    exits on a failure."""
    return _scripts.render(
        "delivery/mesh.sh", LAUNCHER=launcher, LAUNCHER_KEY=_shell.quote(mesh.launcher_key_script()),
        AUTHORIZE=_shell.quote(mesh.AUTHORIZE), PIN=_shell.quote(mesh.PIN), PROBE=_shell.quote(mesh.PROBE),
        COMMENT=mesh.COMMENT)


def add_mpi_launch(scope: Construct, pool: GpuNodePool, ssh_user: str, *, hostfile: str, node_ids: str) -> NodeDelivery | None:
    """Mesh and hostfile at apply (see the module doc); None for a one-node pool (mpirun needs no SSH there).
    ``hostfile`` and ``node_ids``: HCL references to :func:`hostfile_expression` and the list of the nodes' ids
    (locals the caller holds, so each list over the nodes is built once)."""
    if len(pool.keys) < 2:
        return None
    first = pool.keys[0]
    nodes, addr, priv = pool.nodes_view, pool.ssh_address, _hcl.PRIVATE_IP
    # The preparation step and what it reads. Map iteration is in key order: node-000, the launcher, comes first.
    # The instance id pins each host key (push.sh's pin_host), as for every other delivery.
    step = mesh_step(first)
    hosts = _hcl.join(" ", _hcl.for_list(nodes, f'"${{k}}=${{n.{addr}}}=${{n.{priv}}}=${{n.id}}"'))
    mesh = (step, {"MESH_HOSTS": _hcl.expr(hosts), "MPI_HOSTFILE": _hcl.expr(hostfile)})
    hostfile_item = Item(name="HOSTFILE", dest=f"{home_of(ssh_user)}/hostfile", owner=f"{ssh_user}:{ssh_user}",
                         mode="0644", prepared=True)
    return NodeDelivery(scope, "launch-delivery", hosts=f'{{"{first}" = {nodes}["{first}"].{addr}}}',
                        ids=f'{{"{first}" = {nodes}["{first}"].id}}', ssh_user=ssh_user, ssh_options=pool.ssh_options,
                        triggers=node_ids, prepare=(mesh,), items=(hostfile_item,))
