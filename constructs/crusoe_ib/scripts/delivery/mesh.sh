# mpirun on the launcher (@@LAUNCHER@@) starts its ranks on the other nodes over SSH: set that up here, before the
# hostfile is delivered, as `crusoe-ib-verify mesh` does (crusoe_ib.verify.operator.mesh, whose remote steps these
# are, verbatim): a key made on the launcher that never leaves it, authorized on every node from the launcher's
# private address only, every node's host key pinned on the launcher, then a probe from the launcher to each node.
# MESH_HOSTS: "key=address=private=instance-id ..." with the launcher first; MPI_HOSTFILE: the hostfile mpirun
# reads. Every connection goes to a host key pinned for that instance (push.sh's pin_host, then host_ssh), as
# the pushes do: what a node answers here (its host key, pinned on the launcher) comes from that node.
mesh_ssh() { host_ssh "$@" < /dev/null; }
mesh_key_re='^(ssh-ed25519|ecdsa-sha2-nistp(256|384|521)|ssh-rsa) [A-Za-z0-9+/]+={0,3}'
# shellcheck disable=SC2016  # the node's shell expands it
mesh_authorize=@@AUTHORIZE@@
# shellcheck disable=SC2016  # the node's shell expands it
mesh_pin=@@PIN@@
# shellcheck disable=SC2016  # the node's shell expands it
mesh_probe=@@PROBE@@
# shellcheck disable=SC2153  # MESH_HOSTS comes from the delivery's environment
read -r -a mesh_hosts <<< "$MESH_HOSTS"
IFS='=' read -r mesh_launcher_key mesh_launcher mesh_launcher_private mesh_launcher_id <<< "${mesh_hosts[0]}"
# No pipelines into grep -m1/-q here: under pipefail a writer cut short by an early exit would fail the step.
mesh_first_key() {
  local l
  while IFS= read -r l; do
    if [[ $l =~ $mesh_key_re ]]; then printf '%s' "${BASH_REMATCH[0]}"; return 0; fi
  done <<< "$1"
  return 1
}
# The launcher may still be booting: pin_host waits for its SSH as the pushes do; then the key is made (or read) once.
pin_host "$mesh_launcher_key" "$mesh_launcher" "$mesh_launcher_id" \
  || { fail "mesh: the launcher ($mesh_launcher) is not reachable over SSH with its pinned host key"; exit 1; }
# shellcheck disable=SC2016  # the node's shell expands it
if ! mesh_out=$(mesh_ssh "$mesh_launcher" @@LAUNCHER_KEY@@) || ! mesh_public_key=$(mesh_first_key "$mesh_out"); then
  fail "mesh: could not create or read the mesh key on the launcher ($mesh_launcher)"
  exit 1
fi
mesh_entry="from=\"$mesh_launcher_private\",no-agent-forwarding,no-port-forwarding,no-X11-forwarding $mesh_public_key @@COMMENT@@"
mesh_known=
mesh_addresses=
mesh_nl=$'\n'
for mesh_host in "${mesh_hosts[@]}"; do
  IFS='=' read -r mesh_key mesh_address mesh_private mesh_id <<< "$mesh_host"
  pin_host "$mesh_key" "$mesh_address" "$mesh_id" || { fail "mesh: $mesh_key ($mesh_address) is not reachable with its pinned host key"; exit 1; }
  if ! mesh_out=$(mesh_ssh "$mesh_address" "entry='$mesh_entry'; $mesh_authorize") \
      || ! mesh_host_key=$(mesh_first_key "$mesh_out"); then
    fail "mesh: could not authorize the launcher's key on $mesh_key ($mesh_address) or read its host key"
    exit 1
  fi
  mesh_known+="${mesh_known:+$mesh_nl}$mesh_private $mesh_host_key"
  mesh_addresses+="${mesh_addresses:+ }$mesh_private"
done
mesh_known_b64=$(printf '%s' "$mesh_known" | base64 -w0)
mesh_ssh "$mesh_launcher" "known=\$(echo $mesh_known_b64 | base64 -d); hosts='$mesh_addresses'; $mesh_pin" \
  || { fail "mesh: could not pin the host keys on the launcher ($mesh_launcher)"; exit 1; }
mesh_probe_out=$(mesh_ssh "$mesh_launcher" "hosts='$mesh_addresses'; $mesh_probe" || true)
mesh_bad=
mesh_ok=
while IFS= read -r mesh_line; do
  case $mesh_line in
    "mesh-fail "*) mesh_bad+="${mesh_bad:+ }${mesh_line#mesh-fail }" ;;
    "mesh-ok "*) mesh_ok=1 ;;
  esac
done <<< "$mesh_probe_out"
if [ -n "$mesh_bad" ] || [ -z "$mesh_ok" ]; then
  fail "mesh: the launcher ($mesh_launcher) cannot ssh to: ${mesh_bad:-every node} (crusoe-ib-verify mesh shows why)"
  exit 1
fi
echo "crusoe-ib: mesh ok: the launcher reaches $mesh_addresses"
SECRET_HOSTFILE=$(printf '%s\n' "$MPI_HOSTFILE" | base64 -w0)
export SECRET_HOSTFILE
