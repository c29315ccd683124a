install -d -m 0700 /etc/rancher/k3s
(umask 077; printf '%s' '@@AGENT_TOKEN@@' > @@AGENT_TOKEN_FILE@@)
@@INSTALL@@
  || echo 'crusoe-ib: k3s agent install FAILED; rerun the step from the startup script' >&2
