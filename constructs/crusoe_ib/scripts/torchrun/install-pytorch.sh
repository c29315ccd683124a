# PyTorch for torchrun, opted in with TorchrunSettings.install_pytorch: a virtual environment for @@USER@@ at
# @@VENV@@ (Crusoe's torchrun guide, crusoecloud/distributed-torchrun-on-slurm, installs PyTorch into one; Crusoe's
# GPU images have none), pip-installed in the background so the boot goes on; done when the marker names the
# requirement, so a later boot with the same one does nothing.
install -d -m 0755 @@LOG_DIR@@
if [ "$(cat @@VENV@@/.crusoe-ib-pytorch 2>/dev/null)" != @@SPEC@@ ]; then
  (
    { python3 -c 'import ensurepip' 2>/dev/null || { apt-get update -q && apt-get install -y -q python3-venv; }; } \
      && install -d -o @@USER@@ -g @@USER@@ @@VENV@@ \
      && runuser -u @@USER@@ -- python3 -m venv @@VENV@@ \
      && runuser -u @@USER@@ -- @@VENV@@/bin/pip install --no-input --upgrade pip \
      && runuser -u @@USER@@ -- @@VENV@@/bin/pip install --no-input @@SPEC@@ \
      && runuser -u @@USER@@ -- @@VENV@@/bin/python -c 'import torch; print("crusoe-ib: torch", torch.__version__, "cuda", torch.version.cuda)' \
      && printf '%s\n' @@SPEC@@ > @@VENV@@/.crusoe-ib-pytorch \
      || echo 'crusoe-ib: installing PyTorch into @@VENV@@ FAILED; launch_all will say torchrun is missing' >&2
  ) > @@LOG@@ 2>&1 &
fi
