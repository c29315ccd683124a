# The generated munge key exists only on the first controller, which makes it at its first boot: read it
# there over SSH (its host key pinned first, as every push) once its marker says this VM made it (never the
# image's key), and deliver that to this delivery's hosts.
read_munge_key() {  # prints the key's base64 once the first controller has made it (32 to 1024 bytes)
  local key
  pin_host first-controller "$SLURM_FIRST_CONTROLLER" "$SLURM_FIRST_CONTROLLER_ID" >&2 || return 1
  for _ in $(seq 1 @@TRIES@@); do
    # shellcheck disable=SC2016  # expanded by the controller's shell
    key=$(host_ssh "$SLURM_FIRST_CONTROLLER" 'sudo sh -c '\''[ "$(cat @@GENERATED@@ 2>/dev/null)" = "$(@@INSTANCE@@)" ] && base64 -w0 /etc/munge/munge.key'\''' 2>/dev/null || true)
    if [[ "$key" =~ ^[A-Za-z0-9+/]{43,1366}={0,2}$ ]]; then printf '%s' "$key"; return 0; fi
    sleep 5
  done
  fail "no munge key made by the first controller ($SLURM_FIRST_CONTROLLER) after $((@@TRIES@@ * 5)) s"
  return 1
}
SECRET_MUNGE_KEY=$(read_munge_key)
export SECRET_MUNGE_KEY
