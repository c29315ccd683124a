"""The CLI end to end, in-process (fast) against fake sysfs trees, fake tools and recorded logs."""

from __future__ import annotations

import json
import tarfile

import pytest
from conftest import FIXTURES, fixture_text, make_tree, write_tool

from crusoe_ib.verify.operator import cli

H100 = "h100-80gb-sxm-ib.8x"


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def verdicts_of(out):
    return [(x["rule"], x["status"], x["subject"]) for x in json.loads(out)["verdicts"]]


def test_node_healthy(fake_tree, tmp_path, capsys):
    root = fake_tree("healthy")
    dest = tmp_path / "state" / "node-check.json"
    code, out, err = run(capsys, "node", "--sysfs-root", root, "--instance-type", H100, "--tool-path", tmp_path / "nobin",
                         "--output", dest, "--no-gpu")
    assert code == 0, out
    assert "RESULT: OK  (33 pass, 0 fail, 0 warn, 0 unavailable)" in out
    assert "node: reading" in err
    saved = json.loads(dest.read_text())
    assert saved["ok"] and saved["thresholds"]["rate_gbps"] == 400
    assert saved["facts"]["ibstat_status"] == "missing"
    assert not any(v["subject"].startswith("mlx5_4") for v in saved["verdicts"])  # Ethernet, not a rail


def test_node_degraded(fake_tree, capsys):
    code, out, _ = run(capsys, "node", "--sysfs-root", fake_tree("degraded_link"), "--instance-type", H100, "--json", "--tool-path", "")
    assert code == 1
    failed = [(r, s) for r, st, s in verdicts_of(out) if st == "FAIL"]
    assert failed == [("port_rate", "mlx5_3 port 1"), ("port_state", "mlx5_6 port 1"), ("port_phys_state", "mlx5_6 port 1")]
    # mlx5_6 is Down / Polling: its "10 Gb/sec (4X SDR)" is the kernel's placeholder, not a degraded link
    assert ("port_rate", "UNAVAILABLE", "mlx5_6 port 1") in verdicts_of(out)


def test_node_counters_absent_are_unavailable_not_failures(fake_tree, capsys):
    code, out, _ = run(capsys, "node", "--sysfs-root", fake_tree("counters_absent"), "--instance-type", H100, "--json", "--tool-path", "", "--no-gpu")
    assert code == 0
    result = json.loads(out)
    unavailable = [v for v in result["verdicts"] if v["status"] == "UNAVAILABLE"]
    assert len(unavailable) == 8 and all(v["rule"] == "error_counters" for v in unavailable)
    assert "counters/symbol_error" in unavailable[0]["reason"]  # mlx5_0 lost its whole counters/ dir
    assert code == 0 and cli.main(["node", "--sysfs-root", str(FIXTURES), "--strict", "--tool-path", ""]) == 1


def test_node_counters_nonzero_fail(fake_tree, capsys):
    code, out, _ = run(capsys, "node", "--sysfs-root", fake_tree("counters_nonzero"), "--instance-type", H100)
    assert code == 1
    assert "mlx5_2 port 1 error counters above zero: symbol_error=12, link_downed=1." in out


def test_node_without_ib_and_with_ibstat_fallback(tmp_path, capsys):
    bin_dir = tmp_path / "bin"
    write_tool(bin_dir, "ibstat", "cat '%s'" % (FIXTURES / "ibstat" / "degraded_link.out"))
    code, out, _ = run(capsys, "node", "--sysfs-root", tmp_path / "none", "--instance-type", H100, "--tool-path", bin_dir, "--json")
    assert code == 1
    got = verdicts_of(out)
    assert ("port_state", "FAIL", "mlx5_6 port 1") in got and ("port_rate", "FAIL", "mlx5_3 port 1") in got
    code, out, _ = run(capsys, "node", "--sysfs-root", tmp_path / "none", "--tool-path", tmp_path / "empty")
    assert code == 1 and "No InfiniBand devices found on this node." in out


def test_node_checks_nccl_ib_hca_from_environment(fake_tree, capsys, monkeypatch):
    monkeypatch.setenv("NCCL_IB_HCA", "mlx5_0,mlx5_9")
    code, out, _ = run(capsys, "node", "--sysfs-root", fake_tree("healthy"), "--instance-type", H100, "--tool-path", "")
    assert code == 1 and "NCCL_IB_HCA entries mlx5_9 match no InfiniBand device" in out


def test_unknown_instance_type_is_a_verdict_not_a_traceback(fake_tree, capsys):
    code, out, _ = run(capsys, "node", "--sysfs-root", fake_tree("healthy"), "--instance-type", "h100-80gb-sxm.8x", "--tool-path", "")
    assert code == 1 and "'h100-80gb-sxm.8x' has no thresholds" in out


@pytest.mark.parametrize(
    "case,code,text",
    [
        ("ndr_healthy", 0, "PASS        write_bw         node-000/node-001 rail mlx5_0: ib_write_bw average 48265 MB/s (floor 45000)."),
        ("low_bw", 1, "node-000/node-001 rail mlx5_0: ib_write_bw average 31499 MB/s is below the floor of 45000 MB/s"),
        ("binary", 1, "could not parse ib_write_bw output because input is binary"),
    ],
)
def test_pair_parse(capsys, case, code, text):
    got, out, _ = run(capsys, "pair", "--parse", FIXTURES / "ib_write_bw" / (case + ".out"), "--instance-type", H100,
                      "--label", "node-000/node-001 rail mlx5_0")
    assert got == code and text in out


def _h100_node_with_ib_write_bw(tmp_path):
    """Crusoe's current H100 layout as a sysfs tree, and a healthy ib_write_bw logging its arguments:
    ``(bin_dir, log, sysfs root)``."""
    bin_dir = tmp_path / "bin"
    log = tmp_path / "calls"
    root = make_tree((FIXTURES.parent / "layouts" / "h100_cloud_hypervisor.out").read_text(), tmp_path / "sys")
    write_tool(bin_dir, "ib_write_bw", 'echo "$@" >> "%s"\ncat "%s"' % (log, FIXTURES / "ib_write_bw" / "ndr_healthy.out"))
    return bin_dir, log, root


def test_pair_client_runs_each_rail(tmp_path, capsys):
    """The rails are the node's InfiniBand ports (here Crusoe's current H100 layout: mlx5_0 is Ethernet)."""
    bin_dir, log, root = _h100_node_with_ib_write_bw(tmp_path)
    code, out, _ = run(capsys, "pair", "--client", "10.0.0.7", "--instance-type", H100, "--tool-path", bin_dir,
                       "--sysfs-root", root, "--json")
    assert code == 0
    calls = log.read_text().splitlines()
    assert calls[0] == "-d mlx5_1 -i 1 -p 18515 -F 10.0.0.7" and calls[-1] == "-d mlx5_8 -i 1 -p 18522 -F 10.0.0.7"
    assert len(calls) == 8 and len(json.loads(out)["verdicts"]) == 8


@pytest.mark.parametrize("mode", [["--client", "10.0.0.7"], ["--server"]])
def test_pair_without_ib_write_bw_says_so_once(fake_tree, tmp_path, capsys, mode):
    """Eight rails, no perftest: one FAIL naming the missing tool and its package, not eight "could not
    parse" verdicts telling the user to check a file they never gave."""
    mode = [*mode, "--sysfs-root", str(fake_tree("healthy"))]
    code, out, _ = run(capsys, "pair", *mode, "--instance-type", H100, "--tool-path", tmp_path)
    assert code == 1 and "Check that the file holds" not in out
    assert "ib_write_bw not found on this node" in out and "apt install perftest" in out
    assert out.count("\nFAIL ") == 1 and "RESULT: FAIL  (0 pass, 1 fail, 0 warn, 0 unavailable)" in out
    code, out, _ = run(capsys, "pair", *mode, "--instance-type", H100, "--tool-path", tmp_path, "--json")
    doc = json.loads(out)
    assert code == 1 and [(v["rule"], v["status"]) for v in doc["verdicts"]] == [("write_bw", "FAIL")] and not doc["ok"]


def test_nccl_dry_run(tmp_path, capsys):
    hostfile = tmp_path / "hosts"
    hostfile.write_text("# pool\nnode-000 slots=8\nnode-001 slots=8\n\n")
    code, out, _ = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--dry-run", "--env", "NCCL_IB_HCA=mlx5")
    assert code == 0
    assert out.strip() == (
        "bash -c 'source \"$0\" && hpcx_load && exec \"$@\"' /opt/hpcx/hpcx-init.sh /opt/hpcx/ompi/bin/mpirun "
        "--allow-run-as-root --tag-output --hostfile %s -np 16 -npernode 8 --bind-to none -x NCCL_DEBUG=INFO -x PATH "
        "-x LD_LIBRARY_PATH -x NCCL_IB_HCA=mlx5 /opt/nccl-tests/build/all_reduce_perf -b 1G -e 8G -f 2 -g 1 -c 1 -n 20"
        % hostfile
    )


def test_nccl_takes_the_nodes_discovered_rails_and_topology_unless_env_sets_them(tmp_path, capsys):
    """The boot step's /etc/crusoe-ib/nccl.env (the node's InfiniBand ports, the topology file it has) reaches every
    rank; --env wins; a topology file the launcher lacks is dropped (dry-run shows what a run would start)."""
    hostfile, node_env = tmp_path / "hosts", tmp_path / "nccl.env"
    hostfile.write_text("node-000 slots=8\nnode-001 slots=8\n")
    node_env.write_text("NCCL_IB_HCA==mlx5_1:1,mlx5_2:1\nNCCL_TOPO_FILE=/etc/crusoe/nccl_topo/x.xml\nOTHER=1\n")
    code, out, _ = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--dry-run", "--node-env", node_env)
    assert code == 0 and "-x NCCL_IB_HCA==mlx5_1:1,mlx5_2:1" in out and "-x NCCL_TOPO_FILE=/etc/crusoe/nccl_topo/x.xml" in out
    assert "OTHER" not in out  # only the two variables the boot step owns
    code, out, _ = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--dry-run", "--node-env", node_env,
                       "--env", "NCCL_IB_HCA=^mlx5_0:1")
    assert code == 0 and "NCCL_IB_HCA=^mlx5_0:1" in out and "mlx5_2:1" not in out
    code, out, _ = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--dry-run",
                       "--node-env", tmp_path / "absent.env")
    assert code == 0 and "NCCL_IB_HCA" not in out  # no file: NCCL picks its devices, the transport check judges


def test_nccl_names_what_the_image_lacks_and_starts_nothing(tmp_path, capsys):
    hostfile = tmp_path / "hosts"
    hostfile.write_text("a\nb\n")
    write_tool(tmp_path / "bin", "mpirun", 'touch "%s"' % (tmp_path / "ran"))
    code, out, _ = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--tool-path", tmp_path / "bin",
                       "--hpcx-dir", tmp_path / "no-hpcx", "--nccl-tests-dir", tmp_path / "no-tests")
    assert code == 1 and not (tmp_path / "ran").exists()
    assert "missing all_reduce_perf (not in %s, nor on the PATH)" % (tmp_path / "no-tests") in out
    code, out, _ = run(capsys, "nccl", "--hostfile", hostfile, "--tool-path", tmp_path / "empty",
                       "--hpcx-dir", tmp_path / "no-hpcx", "--nccl-tests-dir", tmp_path / "no-tests")
    assert code == 1 and "mpirun (not at %s, HPC-X, nor on the PATH)" % (tmp_path / "no-hpcx/ompi/bin/mpirun") in out


def test_nccl_loads_hpcx_and_runs_its_mpirun_with_the_tests_binary_by_path(tmp_path, capsys):
    hpcx, tests = tmp_path / "hpcx", tmp_path / "nccl-tests"
    (hpcx / "ompi/bin").mkdir(parents=True)
    (hpcx / "hpcx-init.sh").write_text('hpcx_load() { export HPCX_LOADED=yes; }\n')
    write_tool(hpcx / "ompi/bin", "mpirun", 'echo "hpcx=$HPCX_LOADED $*" > "%s"; cat "%s" "%s"' % (
        tmp_path / "argv", FIXTURES / "nccl_log" / "ib_healthy.out", FIXTURES / "nccl_tests" / "healthy_4node.out"))
    write_tool(tests, "all_reduce_perf", "exit 0")
    hostfile = tmp_path / "hosts"
    hostfile.write_text("a\nb\nc\nd\n")
    topo = tmp_path / "h100-80gb-sxm-ib-cloud-hypervisor.xml"
    code, out, err = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--hpcx-dir", hpcx,
                         "--nccl-tests-dir", tests, "--env", "NCCL_TOPO_FILE=%s" % topo, "--env", "NCCL_IB_SL=1")
    argv = (tmp_path / "argv").read_text()
    assert argv.startswith("hpcx=yes --allow-run-as-root") and " %s -b 1G" % (tests / "all_reduce_perf") in argv
    assert code == 0, out
    # An image without the topology file runs without it (and says so); one with it passes it to every rank.
    assert "NCCL_TOPO_FILE" not in argv and "-x NCCL_IB_SL=1" in argv and "running without NCCL_TOPO_FILE" in err
    topo.write_text("<system/>")
    run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--hpcx-dir", hpcx, "--nccl-tests-dir", tests,
        "--env", "NCCL_TOPO_FILE=%s" % topo)
    assert "-x NCCL_TOPO_FILE=%s" % topo in (tmp_path / "argv").read_text()


def test_nccl_run_with_fake_mpirun(tmp_path, capsys):
    hostfile = tmp_path / "hosts"
    hostfile.write_text("a\nb\nc\nd\n")
    bin_dir = tmp_path / "bin"
    write_tool(bin_dir, "mpirun", 'cat "%s" "%s"' % (FIXTURES / "nccl_log" / "ib_healthy.out", FIXTURES / "nccl_tests" / "healthy_4node.out"))
    write_tool(bin_dir, "all_reduce_perf", "exit 0")
    log = tmp_path / "run.log"
    code, out, err = run(capsys, "nccl", "--hostfile", hostfile, "--instance-type", H100, "--tool-path", bin_dir, "--log", log, "--json")
    assert code == 0, out
    assert "nccl: 8589934592 B busbw 391.86 GB/s" in err
    assert "Using network IBext" in log.read_text()
    assert {r: s for r, s, _ in verdicts_of(out)} == {"nccl_transport": "PASS", "nccl_gdrdma": "PASS", "nccl_version": "PASS",
                                                       "nccl_wrong": "PASS", "nccl_busbw": "PASS"}


def test_nccl_parse_low_busbw(capsys):
    code, out, _ = run(capsys, "nccl", "--parse", FIXTURES / "nccl_tests" / "low_busbw.out", "--instance-type", H100)
    assert code == 1 and "Below the floor: h100-80gb-sxm-ib.8x busbw 212.66 GB/s" in out


def test_diagnose_socket_with_context(tmp_path, capsys):
    ctx = tmp_path / "ctx.json"
    ctx.write_text(json.dumps({"instance_type": H100, "host_channel_adapters": [{"ib_partition_id": "p-1"}],
                               "partition_ids": ["p-1", "p-2"]}))
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / "socket_fallback.out", "--context", ctx, "--env", "NCCL_IB_DISABLE=0")
    assert code == 1
    assert "3. all nodes on the same partition: 2 partitions: p-1, p-2 [PROBLEM]" in out
    assert "4. NCCL_IB_DISABLE not set to 1: NCCL_IB_DISABLE=0 [ok]" in out
    assert "fix: Put every node of the job on one IB partition." in out


def test_diagnose_wrong_ib_hca_uses_the_devices_nccl_listed(capsys):
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / "wrong_ib_hca.out", "--instance-type", H100)
    assert code == 1 and "NCCL_IB_HCA entries mlx5_4, mlx5_9 match no InfiniBand device" in out


@pytest.mark.parametrize("path", ["nccl_tests/binary.out", "nccl_tests/empty.out", "ibstat/healthy.out"])
def test_diagnose_unparseable_input(capsys, path):
    code, out, _ = run(capsys, "diagnose", FIXTURES / path, "--json")
    assert code == 1
    (verdict,) = json.loads(out)["verdicts"]
    assert verdict["reason"].startswith("could not parse the input as an NCCL log or nccl-tests output because ")


def test_usage_errors_exit_2_without_traceback(tmp_path, capsys):
    code, _, err = run(capsys, "diagnose", tmp_path / "missing.log")
    assert code == 2 and err.strip() == "crusoe-ib-verify: error: cannot read %s: No such file or directory" % (tmp_path / "missing.log")
    code, _, err = run(capsys, "nccl", "--dry-run")
    assert code == 2 and "nccl needs --hostfile" in err


def test_bundle_with_fake_and_missing_tools(fake_tree, tmp_path, capsys):
    bin_dir = tmp_path / "bin"
    write_tool(bin_dir, "ibstat", "cat '%s'" % (FIXTURES / "ibstat" / "healthy.out"))
    write_tool(bin_dir, "perfquery", "cat '%s'" % (FIXTURES / "perfquery" / "extended.out"))
    write_tool(bin_dir, "dmesg", "echo '[  12.1] mlx5_core 0000:18:00.0: Port module event: module 0, Cable plugged'\n"
                                 "echo '[  13.0] systemd[1]: Started Journal.'\necho '[  14.2] ib0: link up'\n"
                                 "echo '[  15.3] NVRM: Xid (PCI:0000:00:07): 79, pid=20371, name=python, GPU has fallen off the bus.'")
    write_tool(bin_dir, "nvidia-smi", "cat '%s'" % (FIXTURES / "nvidia_smi" / "h100_text_uncorrectable.out"))
    write_tool(bin_dir, "ethtool", 'if [ "$1" = "-S" ]; then cat "%s"; else echo "Settings for $1:"; fi' % (FIXTURES / "ethtool_stats" / "ib0.out"))
    net = tmp_path / "net"
    for iface in ("eth0", "ib0", "lo"):
        (net / iface).mkdir(parents=True)
    output = tmp_path / "b.tar.gz"
    code, out, err = run(capsys, "bundle", "--sysfs-root", fake_tree("healthy"), "--net-root", net, "--tool-path", bin_dir,
                         "--output", output, "--instance-type", H100, "--json")
    assert code == 0 and "bundle: perfquery -E -x mlx5_0 1" in err
    manifest = json.loads(out)["manifest"]
    status = {i["name"]: i["status"] for i in manifest["items"]}
    assert status["ibstat"] == "ok" and status["ibstatus"] == "missing" and status["ip_link_show"] == "missing"
    assert status["perfquery_-E-x_mlx5_8_1"] == "ok" and status["ethtool_-S_ib0"] == "ok" and "ethtool_lo" not in status
    with tarfile.open(output) as tar:
        names = {n.split("/", 1)[1]: n for n in tar.getnames()}
        read = lambda n: tar.extractfile(names[n]).read().decode()
        assert {"manifest.json", "node-check.json", "sysfs/ports.txt", "sysfs/ls.txt", "cmd/ibstat.txt", "cmd/dmesg_filtered.txt"} <= set(names)
        assert read("cmd/dmesg_filtered.txt") == ("[  12.1] mlx5_core 0000:18:00.0: Port module event: module 0, Cable plugged\n"
                                                  "[  14.2] ib0: link up\n[  15.3] NVRM: Xid (PCI:0000:00:07): 79, pid=20371, "
                                                  "name=python, GPU has fallen off the bus.\n")  # the XID survives a reboot
        assert status["nvidia-smi_-q"] == "ok" and "Remapped Rows" in read("cmd/nvidia-smi_-q.txt")
        assert read("sysfs/ports.txt") == fixture_text("sysfs", "healthy").replace("/sys/class/infiniband", str(fake_tree("healthy")))
        assert json.loads(read("node-check.json"))["ok"] is True


def test_bundle_on_a_bare_machine_does_not_crash(tmp_path, capsys):
    code, out, _ = run(capsys, "bundle", "--sysfs-root", tmp_path / "none", "--net-root", tmp_path / "none", "--tool-path", "",
                       "--output", tmp_path / "b.tar.gz")
    assert code == 0 and "missing tools: dmesg, ibstat, ibstatus, ip, nvidia-smi" in out


def test_pair_with_use_cuda_proves_gpudirect_rail_by_rail(tmp_path, capsys):
    """perftest's --use_cuda=<gpu index> puts each rail's buffers in a GPU (rail i, GPU i), on both sides."""
    bin_dir, log, root = _h100_node_with_ib_write_bw(tmp_path)
    code, out, _ = run(capsys, "pair", "--client", "10.0.0.7", "--instance-type", H100, "--tool-path", bin_dir,
                       "--sysfs-root", root, "--json", "--use-cuda", "--use-cuda-dmabuf")
    calls = log.read_text().splitlines()
    assert code == 0 and calls[0] == "-d mlx5_1 -i 1 -p 18515 -F --use_cuda=0 --use_cuda_dmabuf 10.0.0.7"
    assert calls[-1] == "-d mlx5_8 -i 1 -p 18522 -F --use_cuda=7 --use_cuda_dmabuf 10.0.0.7"
    assert "rail mlx5_3 (GPU 2, DMA-BUF)" in out
    code, _, err = run(capsys, "pair", "--server", "--use-cuda-dmabuf", "--tool-path", bin_dir, "--sysfs-root", root)
    assert code != 0 and "--use-cuda-dmabuf needs --use-cuda" in err


def test_pair_server_listens_on_every_rail(tmp_path, capsys):
    bin_dir = tmp_path / "bin"
    log = tmp_path / "calls"
    write_tool(bin_dir, "ib_write_bw", 'echo "$@" >> "%s"\ncat "%s"' % (log, FIXTURES / "ib_write_bw" / "low_bw.out"))
    code, out, err = run(capsys, "pair", "--server", "--device", "mlx5_0", "--device", "mlx5_1", "--instance-type", H100,
                         "--tool-path", bin_dir, "--port-base", "20000")
    assert code == 1 and "server mlx5_1 listening on port 20001" in err
    assert sorted(log.read_text().splitlines()) == ["-d mlx5_0 -i 1 -p 20000 -F", "-d mlx5_1 -i 1 -p 20001 -F"]
    assert out.count("is below the floor of 45000 MB/s") == 2


def test_threshold_overrides_reach_the_node_check(fake_tree, capsys):
    root = fake_tree("degraded_link")
    code, out, _ = run(capsys, "node", "--sysfs-root", root, "--instance-type", H100, "--tool-path", "", "--json",
                       "--thresholds-json", '{"rate_gbps": 200}')
    result = json.loads(out)
    assert result["thresholds"]["rate_gbps"] == 200 and "overridden: rate_gbps" in result["thresholds"]["source"]
    assert ("port_rate", "PASS", "mlx5_3 port 1") in verdicts_of(out)
    code, out, _ = run(capsys, "nccl", "--parse", FIXTURES / "nccl_tests" / "low_busbw.out", "--instance-type", H100,
                       "--thresholds-json", '{"busbw_floor_gb_per_s": 200}')
    assert code == 0 and "floor 200.0" in out
    code, out, _ = run(capsys, "node", "--sysfs-root", root, "--instance-type", H100, "--tool-path", "", "--thresholds-json", '{"rate": 1}')
    assert code == 1 and "override 'rate' is not a threshold field" in out
    code, _, err = run(capsys, "node", "--sysfs-root", root, "--thresholds-json", "[1]")
    assert code == 2 and "must be a JSON object" in err


def test_diagnose_fails_a_pre_2_4_socket_log_and_reads_a_quoted_paste(capsys):
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / "v2_1_no_nccl_word_socket.out", "--json")
    assert code == 1 and any(v[:2] == ("nccl_transport", "FAIL") for v in verdicts_of(out))
    code, out, _ = run(capsys, "diagnose", FIXTURES / "nccl_log" / "quoted_email.out", "--json")
    assert any(v[:2] == ("nccl_transport", "PASS") for v in verdicts_of(out))
