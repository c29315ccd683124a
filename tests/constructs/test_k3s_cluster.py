"""K3sCluster in a bare stack (network and pool as wiring): what its settings and props change in
the control plane, the API endpoint and the workers' join step, and the errors it raises. The
article's default layout is asserted on the training-k3s stack in tests/test_orchestration_modes.py."""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import re
import stat
import subprocess

import pytest

from crusoe_ib import (
    ConfigError, K3sCluster, K3sClusterProps, K3sSettings, ManagedKubernetes, ManagedKubernetesProps,
    ManagedKubernetesSettings, NetworkSettings, NodePoolSettings,
)
from crusoe_ib.k3s_cluster import install_command, install_script_url, inherited_api_issues
from crusoe_ib.app import app_issues
from tests.support import PUBLIC_KEY, Bare, boot_script, codes, env, for_each_keys, resources

SHA = "0123456789abcdef" * 4  # stands for the reviewed install script's digest
CUSTOM = K3sSettings(name="team-k3s", control_plane_type="c1a.32x", load_balancer_type="c1a.4x",
                     k3s_version="v1.30.2+k3s1", image="ubuntu24.04:latest", api_source_cidrs=("198.51.100.0/24",),
                     install_script_sha256=SHA)
PIPED_INTO_SH = re.compile(r"\|\s*(sudo\s+)?(ba)?sh\b")
LB_PRIVATE_IP = "${crusoe_compute_instance.k3s_lb.network_interfaces[0].private_ipv4.address}"


def build(settings: K3sSettings = K3sSettings(), *, production: bool = False, ssh=("203.0.113.0/24",),
          **network_settings) -> tuple[Bare, K3sCluster]:
    bare = Bare()
    network = bare.add_network(ssh_source_cidrs=ssh, **network_settings)
    pool = bare.add_pool()
    k3s = K3sCluster(bare.stack, "k3s", K3sClusterProps(
        workers=pool, network=network, location=bare.guard.location, settings=settings, production=production))
    return bare, k3s


@pytest.fixture(scope="module")
def default_tf() -> dict:
    return build()[0].synth()


@pytest.fixture(scope="module")
def custom_tf() -> dict:
    return build(CUSTOM, production=True)[0].synth()


def test_the_names_worked_out_before_the_vms_exist_are_their_addresses():
    """The scripts and commands name the VMs (K3sNames) before they are made: the names must be the VMs' own."""
    from crusoe_ib.core import _hcl
    from crusoe_ib.k3s_cluster import K3sNames
    _, k3s = build()
    names = K3sNames.of(k3s)
    assert (names.init, names.servers, names.lb) == tuple(
        _hcl.address(vm) for vm in (k3s.server_init, k3s.servers, k3s.load_balancer))
    assert (names.server_var, names.agent_var) == (k3s.token.friendly_unique_id, k3s.agent_token.friendly_unique_id)
    assert names.addons == next(o for o in k3s.node.children if o.node.id == "addons").friendly_unique_id


def test_a_cpu_vms_script_that_breaks_crusoes_contract_is_refused_before_any_vm_is_made(monkeypatch):
    """The CPU VMs' scripts are checked with the content (boot_scripts), before any Terraform: the first that
    breaks the lifecycle-script contract is named, and the cluster has made no VM, delivery or output."""
    from crusoe_ib.platform import platform_contract
    bare = Bare()
    network, pool = bare.add_network(ssh_source_cidrs=("203.0.113.0/24",)), bare.add_pool()
    monkeypatch.setattr(platform_contract, "STARTUP_SCRIPT_MAX_BYTES", 1_000)  # under every K3s server's script
    with pytest.raises(ConfigError) as raised:
        K3sCluster(bare.stack, "k3s", K3sClusterProps(workers=pool, network=network, location=bare.guard.location))
    (issue,) = raised.value.issues
    assert issue.code == "CIB170" and issue.where.endswith("k3s.startup_script"), issue
    assert "crusoe-k3s-0's startup script" in str(issue), str(issue)
    made = {c.node.id for c in bare.stack.node.find_child("k3s").node.children}
    assert not made & {"server-init", "servers", "lb", "api", "init-delivery", "servers-delivery", "commands", "addons"}


def test_cpu_instances_run_on_the_networks_subnet_where_the_guard_puts_the_pool(default_tf):
    instances = resources(default_tf, "crusoe_compute_instance")
    assert set(instances) == {"pool_nodes", "k3s_server_init", "k3s_servers", "k3s_lb"}
    for name in ("k3s_server_init", "k3s_servers", "k3s_lb"):
        instance = instances[name]
        assert instance["network_interfaces"] == [{"subnet": "${crusoe_vpc_subnet.network_subnet.id}"}], name
        assert instance["location"] == '${local.capacity_location}', name
        assert instance["ssh_key"] == PUBLIC_KEY, name  # the pool's public key


def test_etcd_members_are_not_rebuilt_when_their_script_changes(default_tf):
    instances = resources(default_tf, "crusoe_compute_instance")
    assert instances["k3s_server_init"]["lifecycle"]["ignore_changes"] == ["startup_script"]
    assert instances["k3s_servers"]["lifecycle"] == {"ignore_changes": ["startup_script"]}
    assert "lifecycle" not in instances["k3s_lb"]  # the stateless HAProxy may be replaced


def test_api_is_open_to_the_ssh_ranges_unless_given_its_own(default_tf, custom_tf):
    rule = resources(default_tf, "crusoe_vpc_firewall_rule")["k3s_api"]
    assert rule["source"] == "203.0.113.0/24" and rule["network"] == "${crusoe_vpc_network.network_vpc.id}"
    assert resources(custom_tf, "crusoe_vpc_firewall_rule")["k3s_api"]["source"] == "198.51.100.0/24"


def test_api_rule_opens_only_the_load_balancers_private_address(default_tf, custom_tf):
    """Not the VPC: the servers' own 6443 stays reachable only inside the VPC (the network's rule)."""
    for tf in (default_tf, custom_tf):
        rule = resources(tf, "crusoe_vpc_firewall_rule")["k3s_api"]
        assert rule["destination"] == f"{LB_PRIVATE_IP}/32" and rule["destination_ports"] == "6443"


@pytest.mark.parametrize("name,token", [("k3s_token", "server token"), ("k3s_agent_token", "agent token")])
def test_both_token_variables_are_sensitive_and_validated_at_plan_time(default_tf, name, token):
    variable = default_tf["variable"][name]
    assert variable["type"] == "string" and variable["nullable"] is False and variable["sensitive"] is True
    assert "default" not in variable and f"TF_VAR_{name}" in variable["description"]
    assert variable["validation"][0]["condition"] == f'${{can(regex("^[A-Za-z0-9]{{32,}}$", var.{name}))}}'
    message = variable["validation"][0]["error_message"]
    assert message.startswith(f"TF_VAR_{name} (bare/k3s) = (sensitive, not shown): The K3s {token} must be at least "
                              "32 letters or digits. ")
    assert f"export TF_VAR_{name}=$(openssl rand -hex 32)" in message and message.endswith("[CIB065]")


def test_plan_refuses_an_agent_token_equal_to_the_server_token(default_tf):
    (check,) = resources(default_tf, "crusoe_compute_instance")["k3s_server_init"]["lifecycle"]["precondition"]
    assert check["condition"] == "${var.k3s_token != var.k3s_agent_token}"
    assert check["error_message"].startswith("TF_VAR_k3s_agent_token (bare/k3s) = (sensitive, not shown): The K3s agent "
                                             "token must differ") and check["error_message"].endswith("[CIB067]")


# --- join tokens: servers get both, GPU workers only the agent token -------------------------------


def _delivery(tf: dict, name: str) -> dict:
    push = resources(tf, "terraform_data")[name]
    return push["provisioner"][0]["local-exec"]["environment"]


def test_no_token_is_in_any_startup_script(default_tf):
    scripts = [i["startup_script"] for i in resources(default_tf, "crusoe_compute_instance").values()
               if "startup_script" in i] + [boot_script(default_tf)]
    for script in scripts:
        assert "var.k3s" not in script and "printf '%s'" not in script


def test_servers_wait_for_their_delivered_tokens_and_start_only_with_them(default_tf):
    instances = resources(default_tf, "crusoe_compute_instance")
    for name in ("k3s_server_init", "k3s_servers"):
        script = instances[name]["startup_script"]
        assert ('if [ -s /etc/rancher/k3s/server-token ] && [ "$(cat /var/lib/crusoe-ib/delivered/:etc:rancher:k3s:server-token '
                '2>/dev/null)" = "$(cat /sys/class/dmi/id/product_uuid 2>/dev/null || cat /etc/machine-id)" ]; then break; fi'
                ) in script, name  # the delivery to this VM, never a token file the image holds
        assert "this server did not start' >&2\n  exit 1" in script, name
        assert ("--token-file /etc/rancher/k3s/server-token --agent-token-file /etc/rancher/k3s/agent-token"
                in script), name
    assert "token" not in instances["k3s_lb"]["startup_script"]  # HAProxy only forwards TCP


def test_the_first_server_gets_both_tokens_from_the_sensitive_variables_over_ssh(default_tf):
    env = _delivery(default_tf, "k3s_init_delivery")
    assert env["ITEMS"].splitlines() == ["SERVER_TOKEN /etc/rancher/k3s/server-token root:root 0600 - -",
                                         "AGENT_TOKEN /etc/rancher/k3s/agent-token root:root 0600 - -"]
    assert env["SECRET_SERVER_TOKEN"] == "${sensitive(base64encode(var.k3s_token))}"
    assert env["SECRET_AGENT_TOKEN"] == "${sensitive(base64encode(var.k3s_agent_token))}"


def test_joining_servers_and_workers_get_the_secure_tokens_that_pin_the_cluster_ca(default_tf):
    joiners, workers = _delivery(default_tf, "k3s_servers_delivery"), _delivery(default_tf, "pool_delivery")
    first = "${crusoe_compute_instance.k3s_server_init.network_interfaces[0].public_ipv4.address}"
    assert joiners["K3S_FIRST_SERVER"] == first and workers["K3S_FIRST_SERVER"] == first
    assert "SERVER_TOKEN /etc/rancher/k3s/server-token root:root 0600 - -" in joiners["ITEMS"].splitlines()
    assert "SECRET_SERVER_TOKEN" not in joiners  # read from the first server, K10<CA hash>::server:...
    assert "K3S_AGENT_TOKEN /etc/rancher/k3s/agent-token root:root 0600 - -" in workers["ITEMS"].splitlines()
    assert "var.k3s_token" not in json.dumps(workers)  # a worker never gets the server token
    push = resources(default_tf, "terraform_data")["pool_delivery"]["provisioner"][0]["local-exec"]["command"]
    assert '"sudo cat $1"' in push and "read_token /var/lib/rancher/k3s/server/agent-token" in push
    assert "^K10[0-9a-f]{64}::(server|node):[A-Za-z0-9]+$" in push


def test_a_worker_whose_ib_check_failed_joins_tainted_and_one_without_a_token_does_not_join(default_tf):
    agent = boot_script(default_tf).split("# --- step: k3s agent ---\n", 1)[1]
    assert "taint=(--node-taint crusoe-ib/unhealthy=true:NoSchedule)" in agent
    assert " agent --token-file /etc/rancher/k3s/agent-token " in agent and '"$${taint[@]}"' in agent
    assert "this node did not join' >&2\nelse\n" in agent


# --- the installer: the pinned release's script, checked, never piped into sh -------------------------


def _k3s_scripts(tf: dict) -> dict[str, str]:
    instances = resources(tf, "crusoe_compute_instance")
    return {"k3s_server_init": instances["k3s_server_init"]["startup_script"],
            "k3s_servers": instances["k3s_servers"]["startup_script"],
            "workers": boot_script(tf).split("# --- step: k3s agent ---\n", 1)[1]}


def test_install_script_url_is_the_release_tag_with_plus_encoded():
    assert install_script_url("v1.28.4+k3s2") == "https://raw.githubusercontent.com/k3s-io/k3s/v1.28.4%2Bk3s2/install.sh"


def test_every_node_downloads_the_tags_script_checks_it_and_then_runs_it(custom_tf):
    url = "https://raw.githubusercontent.com/k3s-io/k3s/v1.30.2%2Bk3s1/install.sh"
    for name, script in _k3s_scripts(custom_tf).items():
        assert "get.k3s.io" not in script and not PIPED_INTO_SH.search(script) and "sh -s" not in script, name
        download = script.index(f"curl -sfL --proto '=https' --tlsv1.2 --retry 5 -o /var/lib/crusoe-ib/k3s-install.sh '{url}'")
        check = script.index(f"&& echo '{SHA}  /var/lib/crusoe-ib/k3s-install.sh' | sha256sum -c - ")
        run = script.index("&& INSTALL_K3S_VERSION='v1.30.2+k3s1' ")
        assert download < check < run, name
        assert "sh /var/lib/crusoe-ib/k3s-install.sh " in script[run:], name


def test_without_a_checksum_the_script_is_still_downloaded_first_but_synth_warns(default_tf):
    for name, script in _k3s_scripts(default_tf).items():
        assert "sha256sum" not in script and not PIPED_INTO_SH.search(script), name
        assert "-o /var/lib/crusoe-ib/k3s-install.sh 'https://raw.githubusercontent.com/k3s-io/k3s/v1.35.4%2Bk3s1/install.sh'" in script
    bare, _ = build()
    (warning,) = _warnings(bare)
    assert warning.startswith("bare/k3s.install_script_sha256 = None: The K3s install script is not pinned")
    assert warning.endswith("[CIB281]")
    assert "`curl -sfL https://raw.githubusercontent.com/k3s-io/k3s/v1.35.4%2Bk3s1/install.sh | sha256sum`" in warning


def test_a_pinned_installer_gives_no_warning():
    bare, _ = build(K3sSettings(install_script_sha256=SHA.upper()))
    assert _warnings(bare) == []
    assert f"echo '{SHA}  " in resources(bare.synth(), "crusoe_compute_instance")["k3s_server_init"]["startup_script"]


def _warnings(bare: Bare) -> list[str]:
    """The K3s cluster's own warnings (the pool's account and image advice are other constructs')."""
    return [e.data for c in bare.stack.node.find_all() for e in c.node.metadata
            if e.type == "@cdktf/warn" and str(e.data).startswith("bare/k3s")]


def _fake_curl(tmp_path, payload: str):
    """A curl on PATH that records its arguments and writes ``payload`` to its ``-o`` file."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    curl = bin_dir / "curl"
    curl.write_text("#!/bin/sh\n"
                    f"echo \"$*\" > {tmp_path}/curl-args\n"
                    "while [ $# -gt 0 ]; do [ \"$1\" = -o ] && out=$2; shift; done\n"
                    f"cat > \"$out\" <<'PAYLOAD'\n{payload}PAYLOAD\n")
    curl.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}


@pytest.mark.parametrize("pinned,matches,runs", [(True, True, True), (True, False, False), (False, None, True)],
                         ids=["checksum-matches", "checksum-differs", "unpinned"])
def test_the_install_script_runs_only_after_its_checksum_matches(tmp_path, pinned, matches, runs):
    payload = f'echo "installer ran: $INSTALL_K3S_VERSION $K3S_URL $*" > {tmp_path}/ran\n'
    digest = hashlib.sha256(payload.encode()).hexdigest() if matches else "f" * 64
    command = install_command("v1.28.4+k3s2", digest if pinned else None, "agent --token-file /x",
                              env="K3S_URL='https://10.0.0.9:6443'", path=str(tmp_path / "dl" / "install.sh"))
    result = subprocess.run(["bash", "-c", command], env=_fake_curl(tmp_path, payload), capture_output=True, text=True)
    assert (tmp_path / "curl-args").read_text().split()[-1] == install_script_url("v1.28.4+k3s2")
    if runs:
        assert result.returncode == 0, result.stderr
        assert (tmp_path / "ran").read_text() == "installer ran: v1.28.4+k3s2 https://10.0.0.9:6443 agent --token-file /x\n"
    else:
        assert result.returncode != 0 and not (tmp_path / "ran").exists()
        assert "FAILED" in result.stdout + result.stderr  # sha256sum says the download did not match


# --- kubeconfig -------------------------------------------------------------------------------------


def test_kubeconfig_command_writes_the_admin_credentials_0600_outside_the_working_tree(default_tf, tmp_path):
    commands = default_tf["output"]["k3s_commands"]["value"]
    assert commands["kubeconfig"].startswith("(umask 077 && mkdir -p \"$HOME\"/.kube && rm -f \"$HOME\"/.kube/")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in {"ssh": "printf 'server: https://127.0.0.1:6443\\n'", "kubectl": "echo \"$@\" >> \"$HOME/kubectl-args\""}.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    work, home = tmp_path / "work", tmp_path / "home"
    work.mkdir()
    home.mkdir()
    name = commands["get_nodes"].split("/.kube/")[1].split()[0]
    (home / ".kube").mkdir()
    (home / ".kube" / name).write_text("old")
    (home / ".kube" / name).chmod(0o644)  # an earlier, wider file must not keep its mode
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "HOME": str(home)}
    for key in ("kubeconfig", "get_nodes"):
        command = commands[key].replace(
            "${crusoe_compute_instance.k3s_server_init.network_interfaces[0].public_ipv4.address}", "192.0.2.10").replace(
            "${crusoe_compute_instance.k3s_lb.network_interfaces[0].public_ipv4.address}", "192.0.2.20")
        result = subprocess.run(["sh", "-c", f"umask 022; {command}"], cwd=work, capture_output=True, text=True, env=env)
        assert result.returncode == 0, result.stderr
    written = home / ".kube" / name
    assert stat.S_IMODE(written.stat().st_mode) == 0o600
    assert written.read_text() == "server: https://192.0.2.20:6443\n"
    assert list(work.iterdir()) == []  # nothing lands where the command runs (the repository, a stack directory)
    assert [line.split()[:2] for line in (home / "kubectl-args").read_text().splitlines()] == [
        ["--kubeconfig", str(written)]] * 2


def _private_k3s(**pool_fields) -> dict:
    bare = Bare()
    network = bare.add_network(ssh_source_cidrs=("203.0.113.0/24",))
    pool = bare.add_pool(public_ip="none", ssh_jump_host="ops@bastion.example.com:2222", **pool_fields)
    K3sCluster(bare.stack, "k3s", K3sClusterProps(workers=pool, network=network, location=bare.guard.location))
    return bare.synth()


def test_a_private_pool_makes_a_private_control_plane_reached_through_the_jump_host():
    """public_ip='none' on the pool: the servers and the HAProxy get no public IP either, the
    kubeconfig is fetched through the jump host, and the API is reached through a tunnel."""
    tf = _private_k3s()
    instances = resources(tf, "crusoe_compute_instance")
    for name in ("k3s_server_init", "k3s_servers", "k3s_lb"):
        assert instances[name]["network_interfaces"][0]["public_ipv4"] == {"type": "none"}, name
    commands = tf["output"]["k3s_commands"]["value"]
    server = "${crusoe_compute_instance.k3s_server_init.network_interfaces[0].private_ipv4.address}"
    lb = "${crusoe_compute_instance.k3s_lb.network_interfaces[0].private_ipv4.address}"
    fetch = commands["kubeconfig"].split(" && ", 3)[3].split(" > ", 1)[0]
    assert shlex.split(fetch.replace(server, "10.0.0.5")) == [
        "ssh", "-J", "ops@bastion.example.com:2222", "ubuntu@10.0.0.5", "sudo cat /etc/rancher/k3s/k3s.yaml"]
    assert "public_ipv4" not in commands["kubeconfig"] and "public_ipv4" not in commands["api_endpoint"]
    assert shlex.split(commands["api_tunnel"].replace(server, "10.0.0.5").replace(lb, "10.0.0.9")) == [
        "ssh", "-N", "-L", "127.0.0.1:6443:10.0.0.9:6443", "-J", "ops@bastion.example.com:2222", "ubuntu@10.0.0.5"]


def test_control_plane_public_ip_opens_the_endpoint_of_a_private_pool_on_purpose():
    tf = _private_k3s(control_plane_public_ip="dynamic")
    instances = resources(tf, "crusoe_compute_instance")
    assert "public_ipv4" not in instances["k3s_lb"]["network_interfaces"][0]
    assert resources(tf, "crusoe_compute_instance")["pool_nodes"]["network_interfaces"][0]["public_ipv4"] == {"type": "none"}
    commands = tf["output"]["k3s_commands"]["value"]
    assert "api_tunnel" not in commands and "k3s_lb.network_interfaces[0].public_ipv4" in commands["api_endpoint"]


def test_settings_name_types_version_and_image(custom_tf):
    instances = resources(custom_tf, "crusoe_compute_instance")
    init, joiners, lb = instances["k3s_server_init"], instances["k3s_servers"], instances["k3s_lb"]
    assert init["name"] == "team-k3s-0" and lb["name"] == "team-k3s-lb"
    assert for_each_keys(custom_tf, "crusoe_compute_instance", "k3s_servers") == ["team-k3s-1", "team-k3s-2"]
    assert init["type"] == joiners["type"] == "c1a.32x" and lb["type"] == "c1a.4x"
    assert init["image"] == joiners["image"] == lb["image"] == "ubuntu24.04:latest"
    assert "INSTALL_K3S_VERSION='v1.30.2+k3s1'" in init["startup_script"]
    assert "--node-name team-k3s-0" in init["startup_script"] and "server team-k3s-0 ${" in lb["startup_script"]
    assert resources(custom_tf, "crusoe_vpc_firewall_rule")["k3s_api"]["name"] == "team-k3s-api"
    expected = custom_tf["output"]["k3s_commands"]["value"]["expected_nodes"]
    assert expected == ("team-k3s-0, team-k3s-1, team-k3s-2 (control-plane,etcd,master) and "
                        "bare-node-000 .. bare-node-001 (workers), all Ready")


def test_workers_install_the_pinned_agent_with_their_key_label(custom_tf):
    agent = boot_script(custom_tf).split("# --- step: k3s agent ---\n", 1)[1]
    assert "INSTALL_K3S_VERSION='v1.30.2+k3s1' K3S_URL='https://${crusoe_compute_instance.k3s_lb." in agent
    assert "sh /var/lib/crusoe-ib/k3s-install.sh agent --token-file /etc/rancher/k3s/agent-token" in agent
    assert "--node-label crusoe-ib/node-key=__CRUSOE_IB_NODE_KEY__" in agent


# --- errors ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("changes,code,field", [
    (dict(name="Crusoe_K3s"), "CIB061", "name"),
    (dict(name="x" * 33), "CIB061", "name"),
    (dict(control_plane_type="h100-80gb-sxm-ib.8x"), "CIB060", "control_plane_type"),
    (dict(load_balancer_type="c1a"), "CIB060", "load_balancer_type"),
    (dict(k3s_version="1.28.4"), "CIB062", "k3s_version"),
    (dict(image="ubuntu 22.04"), "CIB035", "image"),
    (dict(api_source_cidrs=("10.0.0.1/8",)), "CIB021", "api_source_cidrs"),
    (dict(api_source_cidrs="198.51.100.0/24"), "CIB090", "api_source_cidrs"),
    # the installer's checksum
    (dict(install_script_sha256="abc"), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256="0" * 63), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256="0" * 65), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256="g" * 64), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256=SHA + "\n"), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256=f"{SHA}  install.sh"), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256="sha256:" + SHA), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256="${var.sha}"), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256=""), "CIB063", "install_script_sha256"),
    (dict(install_script_sha256=int("1" * 20)), "CIB090", "install_script_sha256"),
    # the API and the internet (CIB026: the one "open to the internet without opt-in" rule, as for SSH)
    (dict(api_source_cidrs=("0.0.0.0/0",)), "CIB026", "api_source_cidrs"),
    (dict(api_source_cidrs=("0.0.0.0/1", "128.0.0.0/1")), "CIB026", "api_source_cidrs"),
    (dict(api_source_cidrs=("::/0",)), "CIB026", "api_source_cidrs"),
    (dict(api_source_cidrs=("198.51.100.0/24", "::/1", "8000::/1")), "CIB026", "api_source_cidrs"),
    (dict(api_source_cidrs=("1.2.3.4/0",)), "CIB026", "api_source_cidrs"),  # judged by the range it names (and CIB021)
    (dict(allow_api_from_internet="yes"), "CIB090", "allow_api_from_internet"),
    (dict(allow_api_from_internet=1), "CIB090", "allow_api_from_internet"),
])
def test_bad_settings_raise_config_error(changes, code, field):
    with pytest.raises(ConfigError) as raised:
        build(K3sSettings(**changes))
    assert (code, f"bare/k3s.{field}") in codes(raised.value)
    assert {c for c, _ in codes(raised.value)} <= {code, "CIB021", "CIB180"}  # CIB180: an IPv6 range, also refused
    assert all(i.fix for i in raised.value.issues)


def test_checksum_messages_say_how_to_compute_it():
    with pytest.raises(ConfigError) as raised:
        build(K3sSettings(install_script_sha256="abc"))
    assert "Fix: Review the script, then paste the first field of `curl -sfL https://raw.githubusercontent.com/k3s-io/k3s/v1.35.4%2Bk3s1/install.sh | sha256sum`" in str(raised.value)


def test_production_requires_the_install_script_checksum():
    with pytest.raises(ConfigError) as raised:
        build(K3sSettings(k3s_version="v1.30.2+k3s1"), production=True)
    assert codes(raised.value) == [("CIB064", "bare/k3s.install_script_sha256")]
    assert "`curl -sfL https://raw.githubusercontent.com/k3s-io/k3s/v1.30.2%2Bk3s1/install.sh | sha256sum`" in str(raised.value)
    build(K3sSettings(install_script_sha256=SHA), production=True)


def test_production_refuses_an_api_open_to_the_internet_even_when_opted_in():
    for allow in (False, True):
        settings = K3sSettings(api_source_cidrs=("0.0.0.0/0",), install_script_sha256=SHA, allow_api_from_internet=allow)
        with pytest.raises(ConfigError) as raised:
            build(settings, production=True)
        assert codes(raised.value) == [("CIB022", "bare/k3s.api_source_cidrs")]
        assert "the Kubernetes API (6443)" in str(raised.value)


def test_an_api_open_to_the_internet_needs_the_opt_in_outside_production():
    with pytest.raises(ConfigError) as raised:
        build(K3sSettings(api_source_cidrs=("0.0.0.0/0",)))
    (problem,) = raised.value.issues
    assert problem.code == "CIB026" and "the Kubernetes API (6443) together cover the whole internet (IPv4, 0.0.0.0/0)" in problem.rule
    assert "set allow_api_from_internet=True" in problem.fix
    bare, _ = build(K3sSettings(api_source_cidrs=("0.0.0.0/0",), allow_api_from_internet=True, install_script_sha256=SHA))
    assert resources(bare.synth(), "crusoe_vpc_firewall_rule")["k3s_api"]["source"] == "0.0.0.0/0"
    (warning,) = _warnings(bare)
    assert warning.startswith("bare/k3s.api_source_cidrs = ('0.0.0.0/0',): The Kubernetes API (6443) is open to the "
                              "whole internet (IPv4, 0.0.0.0/0) because allow_api_from_internet=True")
    assert warning.endswith("[CIB280]")


def test_the_opt_in_changes_nothing_for_restricted_ranges():
    bare, _ = build(K3sSettings(allow_api_from_internet=True, install_script_sha256=SHA))
    assert _warnings(bare) == []


OPEN_SSH = dict(ssh=("0.0.0.0/0",), allow_ssh_from_internet=True)  # SSH opened on purpose (the network's opt-in)


def test_ranges_inherited_from_ssh_are_judged_as_api_ranges():
    where = "bare/k3s.api_source_cidrs (the network's ssh_source_cidrs)"
    with pytest.raises(ConfigError) as raised:
        build(**OPEN_SSH)  # opening SSH to the internet does not open the API
    assert codes(raised.value) == [("CIB026", where)]
    assert "inheriting ssh_source_cidrs" in raised.value.issues[0].rule
    assert "set allow_api_from_internet=True" in raised.value.issues[0].fix
    bare, _ = build(K3sSettings(allow_api_from_internet=True), **OPEN_SSH)
    assert any("The Kubernetes API (6443) is open to the whole internet" in w and w.endswith("[CIB280]")
               for w in _warnings(bare))
    build(K3sSettings(api_source_cidrs=("198.51.100.0/24",)), **OPEN_SSH)  # its own ranges: fine


def test_the_whole_environment_check_sees_inherited_ranges():
    open_ssh = dict(network=dict(ssh_source_cidrs=("0.0.0.0/1", "128.0.0.0/1"), allow_ssh_from_internet=True))
    assert [(i.code, i.where) for i in app_issues([env("training-k3s", **open_ssh)])] == [
        ("CIB026", "training-k3s.orchestration.api_source_cidrs")]
    assert app_issues([env("training-k3s", **open_ssh, orchestration=K3sSettings(allow_api_from_internet=True))]) == []
    assert app_issues([env("training-dev", **open_ssh)]) == []  # torchrun: no API
    prod = [(i.code, i.where) for i in app_issues([env("training-k3s", **open_ssh, production=True)])]
    assert ("CIB022", "training-k3s.network.ssh_source_cidrs") in prod
    assert "training-k3s.orchestration.api_source_cidrs" not in {w for _, w in prod}  # the SSH rule already refuses


def test_inherited_api_issues_ignore_what_other_rules_report():
    ssh = NetworkSettings(ssh_source_cidrs=("0.0.0.0/0",))
    assert inherited_api_issues("x", K3sSettings(allow_api_from_internet="yes"), ssh, production=False) == []
    assert inherited_api_issues("x", K3sSettings(), NetworkSettings(ssh_source_cidrs="0.0.0.0/0"), production=False) == []
    assert inherited_api_issues("x", K3sSettings(api_source_cidrs=("0.0.0.0/0",)), ssh, production=False) == []
    assert inherited_api_issues("x", "k3s", ssh, production=False) == []
    assert inherited_api_issues("x", K3sSettings(), ssh, production=True) == []  # CIB022's case
    assert [i.code for i in inherited_api_issues("x", K3sSettings(), ssh, production=False)] == ["CIB026"]


def test_workers_without_vms_raise_config_error():
    bare = Bare()
    guard = bare.add_guard()
    network = bare.add_network()
    managed = ManagedKubernetes(bare.stack, "k8s", ManagedKubernetesProps(
        name="bare", settings=ManagedKubernetesSettings(kubernetes_version="1.32.7-cmk.3"),
        pool=NodePoolSettings(ssh_public_key=PUBLIC_KEY), capacity_guard=guard,
        partition=bare.add_partition(), subnet_id=network.subnet.id))
    with pytest.raises(ConfigError):
        K3sCluster(bare.stack, "k3s", K3sClusterProps(workers=managed, network=network, location=guard.location))


@pytest.mark.parametrize("answer,ok", [
    ("K10" + "ab" * 32 + "::node:" + "c" * 40, True),
    ("c" * 40, False),                                   # a short token: no CA hash to pin, never delivered
    ("K10" + "ab" * 31 + "::node:" + "c" * 40, False),  # a truncated CA hash
    ("K10" + "ab" * 32 + "::node:c; rm -rf /", False),  # anything but the secure format
], ids=["secure", "short", "truncated-hash", "junk"])
def test_workers_get_only_a_secure_token_that_pins_the_cluster_ca(default_tf, tmp_path, answer, ok):
    """The pool's delivery reads K3s's agent token on the first server and delivers it only in the secure
    format K10<sha256 of the cluster CA>::node:<password> (K3s docs, "k3s token")."""
    from crusoe_ib.core._scripts import rendered

    push = resources(default_tf, "terraform_data")["pool_delivery"]["provisioner"][0]["local-exec"]
    script = rendered(push["command"]).replace("seq 1 360", "seq 1 2").replace("sleep 5", "sleep 0")
    script += '\nprintf "%s" "$SECRET_K3S_AGENT_TOKEN" | base64 -d > "$OUT"\n'
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    # A first server whose host key the delivery pins (recorded under accept-new), then asks for the token.
    (bin_dir / "ssh").write_text("#!/bin/sh\nfor a in \"$@\"; do case \"$a\" in UserKnownHostsFile=*) kh=${a#*=};; esac; done\n"
                                 "case \"$*\" in *StrictHostKeyChecking=accept-new*) echo '10.0.0.5 ssh-ed25519 AAAAfake' >> \"$kh\";; esac\n"
                                 f"case \"$*\" in *'sudo cat /var/lib/rancher/k3s/server/agent-token'*) "
                                 f"printf '%s\\n' '{answer}';; esac\n")
    (bin_dir / "ssh").chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "HOSTS": "", "ITEMS": "", "OUT": str(tmp_path / "token"),
           "K3S_FIRST_SERVER": "10.0.0.5", "K3S_FIRST_SERVER_ID": "i-server-0"}
    stack_dir = tmp_path / "cdktf.out/stacks/bare"  # the pinned keys go three up, to tmp_path
    stack_dir.mkdir(parents=True)
    ran = subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True, timeout=60, cwd=stack_dir)
    if ok:
        assert ran.returncode == 0, ran.stderr
        assert (tmp_path / "token").read_text() == answer
    else:
        assert ran.returncode != 0 and "no secure K3s token in /var/lib/rancher/k3s/server/agent-token" in ran.stderr
        assert not (tmp_path / "token").exists()
