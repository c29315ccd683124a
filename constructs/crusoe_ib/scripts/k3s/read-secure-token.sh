# K3s writes its tokens in the secure format K10<sha256 of the cluster CA>::<user>:<password> on the first
# server once it runs: read it there (over SSH, its host key pinned first, as every push) and deliver that, so a
# joining node trusts only a server that presents this cluster's CA, not whatever answers the load balancer's
# address first.
read_token() {  # $1: the token file on the first server; prints it once it is there and well formed
  local token
  pin_host first-server "$K3S_FIRST_SERVER" "$K3S_FIRST_SERVER_ID" >&2 || return 1
  for _ in $(seq 1 @@TRIES@@); do
    token=$(host_ssh "$K3S_FIRST_SERVER" "sudo cat $1" 2>/dev/null || true)
    if [[ "$token" =~ ^K10[0-9a-f]{64}::(server|node):[A-Za-z0-9]+$ ]]; then printf '%s' "$token"; return 0; fi
    sleep 5
  done
  fail "no secure K3s token in $1 on the first server ($K3S_FIRST_SERVER) after $((@@TRIES@@ * 5)) s"
  return 1
}
SECRET_@@NAME@@=$(read_token @@TOKEN_FILE@@ | base64 -w0)
export SECRET_@@NAME@@
