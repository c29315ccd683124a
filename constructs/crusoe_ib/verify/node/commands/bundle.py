"""``bundle``: what Crusoe's InfiniBand diagnostics guide for SR-IOV VMs collects, as one .tar.gz, with the
node check inside; ``--slurm-job ID``: that bundle from every node a Slurm job ran on, fetched into one
directory."""

from __future__ import annotations

import os
import re
import shlex
import socket
import time

from ... import VERIFY_PYZ, __version__
from .. import slurm_job
from ..collect import MISSING, OK, make_bundle, progress, run
from ..command_io import (UsageError, common_options, identity, overrides_of, resolve_thresholds, result, write_json)
from ..parsers import sysfs
from ..readers import check_writable
from ..remote import HOST, fetch_one, ssh_command
from ..suites import node_verdicts
from ..terminal import print_json, say


def bundle(args) -> tuple:
    """``bundle``: ``(path written, manifest)`` of the diagnostics bundle, with the node check inside."""
    ident = identity(args, True)
    output = args.output or f"crusoe-ib-bundle-{socket.gethostname()}-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}.tar.gz"
    parent = os.path.dirname(os.path.abspath(output))
    if not os.path.isdir(parent):
        try:
            os.makedirs(parent, mode=0o700)  # a directory made for bundles is private to their owner
        except OSError as exc:
            raise UsageError(f"cannot create {parent}: {exc.strerror or exc}") from None
    why = check_writable(output)
    if why:
        raise UsageError(f"cannot write --output {output}: {why}")
    thr, thresholds_error = resolve_thresholds(args.instance_type, None, overrides_of(args))
    tree = sysfs.read_tree(args.sysfs_root)
    verdicts = node_verdicts(tree, thr, None, dict(os.environ), thresholds_error=thresholds_error)
    node_result = result("node", verdicts, args.instance_type, thr, {"sysfs": tree}, ident)
    extra = {os.path.basename(p): p for p in args.include or []}
    job_output = None
    if getattr(args, "job_output", None):
        if args.job_uid is None:
            raise UsageError("--job-output needs --job-uid (the job's user: only a file that user owns is added)")
        job_output = (args.job_output, args.job_uid, args.job_gid)
    return output, make_bundle(output, args.sysfs_root, args.net_root, args.tool_path, args.interface, args.timeout, extra,
                               node_result, job_output)



# --- bundle --slurm-job ------------------------------------------------------------------------

#: Where a node keeps the bundles it makes for ``--slurm-job`` (0700; each bundle 0600, removed once fetched).
BUNDLE_DIR = "/var/lib/crusoe-ib/bundles"
#: A Slurm job id: ``123``, an array task ``123_4``, or a het-job component ``123+1``.
_SLURM_JOB = re.compile(r"[0-9]{1,12}(?:[_+][0-9]{1,9})?")


def _show_job(job: str, args, remote: list | None) -> dict:
    """The job as :mod:`slurm_job` reads it: ``--json`` first, the checked one-line form where
    scontrol has no ``--json``. ``remote``: the ssh argv to the host where scontrol runs (``--via``)."""
    def scontrol(*words: str):
        argv = ["scontrol", *words]
        return run(remote + [shlex.join(argv)] if remote else argv, args.timeout, None if remote else args.tool_path)

    shown = scontrol("show", "job", "--json", job)
    if remote and shown.returncode == 127:  # the remote shell's "command not found"
        raise UsageError(f"scontrol not found on --via {args.via}: pass a Slurm login node")
    if shown.status == MISSING:
        raise UsageError("scontrol not found here (nor on --tool-path): run this on a Slurm login node, or from your "
                         "own machine with --via [user@]<login node>")
    try:
        if shown.status == OK:
            return slurm_job.parse_json(shown.stdout, job)
        if slurm_job.json_unsupported(shown.stderr):
            shown = scontrol("show", "job", "-o", job)
            if shown.status == OK:
                return slurm_job.parse_oneliner(shown.stdout, job)
    except slurm_job.JobParseError as exc:
        raise UsageError(f"job {job}: {exc}") from None
    why = (shown.stderr or shown.status).strip()[-300:]
    raise UsageError(f"scontrol show job {job} failed ({why}): slurmctld keeps a finished job only MinJobAge seconds; "
                     "run this soon after the job")


def slurm_job_bundle(args) -> dict:
    """``bundle --slurm-job ID``: the diagnostics bundle of every node the job ran on, the job's
    output file added on its batch host, fetched into ``--dest`` (default ``crusoe-ib-bundle-job<ID>``)
    with a manifest. Crusoe's InfiniBand diagnostics guide for SR-IOV VMs starts from
    ``scontrol show job <job_id>``; this does the rest.

    Run it where scontrol works (a login node, with your own keys to the nodes) or from your own
    machine with ``--via [user@]login``: scontrol runs there and the nodes are reached with ssh
    ProxyJump through it, so no agent is forwarded into a shared host. The job's fields come from
    ``scontrol --json`` (see :mod:`slurm_job`: a job's comment cannot redirect anything); its output
    is added only as a regular file owned by the job's user; every bundle is 0600 in a 0700
    directory on the node and removed there once fetched; ``--dest`` is 0700, its files 0600."""
    from concurrent.futures import ThreadPoolExecutor

    job = args.slurm_job
    if not _SLURM_JOB.fullmatch(job):
        raise UsageError(f"--slurm-job {job!r} is not a Slurm job id (digits, optionally _TASK or +COMPONENT)")
    via = getattr(args, "via", None)
    if via is not None and not HOST.fullmatch(via):
        raise UsageError(f"--via {via!r} is not [user@]host (letters, digits and ._:-, never starting with '-')")
    ssh = ssh_command(args.ssh, args.tool_path, args.timeout, args.user, args.jump or via)
    remote = (ssh_command(args.ssh, args.tool_path, args.timeout, args.user) + ["--", via]) if via else None
    fields = _show_job(job, args, remote)
    nodelist = fields["nodes"]
    if nodelist in ("", "(null)"):
        raise UsageError(f"job {job} ran on no node (NodeList={nodelist or 'empty'})")
    argv = ["scontrol", "show", "hostnames", nodelist]
    names = run(remote + [shlex.join(argv)] if remote else argv, args.timeout, None if remote else args.tool_path)
    hosts = names.stdout.split() if names.status == OK else []
    bad = [h for h in hosts if not HOST.fullmatch(h)]
    if not hosts or bad:
        raise UsageError(f"scontrol show hostnames {nodelist} gave {bad or names.stderr.strip() or 'no host'}")
    batch_host = fields["batch_host"]
    if batch_host is not None and batch_host not in hosts:
        raise UsageError(f"job {job}: BatchHost {batch_host!r} is not one of its nodes ({nodelist}): refusing to trust it")
    dest = args.dest or f"crusoe-ib-bundle-job{job}"
    old_umask = os.umask(0o077)
    try:
        os.makedirs(dest, mode=0o700, exist_ok=True)
        os.chmod(dest, 0o700)
        remote_path = f"{BUNDLE_DIR}/job{job}-{os.urandom(6).hex()}.tar.gz"
        stdout_path = fields["standard_output"]

        def one(host: str) -> dict:
            argv = ["sudo", "-n", "python3", args.node_checker, "bundle", "--output", remote_path]
            if args.instance_type:
                argv += ["--instance-type", args.instance_type]
            if host == batch_host and stdout_path and stdout_path.startswith("/"):
                argv += ["--job-output", stdout_path, "--job-uid", str(fields["user_id"])]
                if fields["group_id"] is not None:
                    argv += ["--job-gid", str(fields["group_id"])]
            made = run(ssh + ["--", host, shlex.join(argv)], max(args.timeout, 300.0))
            item = fetch_one(ssh, host, host, remote_path, dest, args.timeout, True) if made.status == OK else {
                "host": host, "label": host, "remote": remote_path, "local": None, "bytes": 0,
                "status": "unreachable" if made.returncode == 255 else "bundle_failed",
                "error": (made.stderr or made.status).strip()[-500:]}
            if made.status == OK:
                gone = run(ssh + ["--", host, shlex.join(["sudo", "-n", "rm", "-f", "--", remote_path])], args.timeout)
                item["removed_on_node"] = gone.status == OK
            progress(f"bundle: {host} {item['status']}")
            return item

        progress(f"bundle: job {job} ran on {len(hosts)} node(s): {nodelist} -> {dest}")
        with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
            items = list(pool.map(one, hosts))
        failed = sorted(i["host"] for i in items if i["status"] != "ok")
        manifest = {
            "tool": "crusoe-ib-verify", "version": __version__, "command": "bundle", "slurm_job": job,
            "job_state": fields["job_state"], "nodelist": nodelist, "batch_host": batch_host, "user_id": fields["user_id"],
            "stdout": stdout_path, "collected_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "nodes": len(hosts), "files": items, "complete": not failed, "incomplete_nodes": failed,
        }
        write_json(os.path.join(dest, "manifest.json"), manifest)
    finally:
        os.umask(old_umask)
    return manifest



def cmd_bundle(args) -> int:
    if args.slurm_job is not None:
        manifest = slurm_job_bundle(args)
        if args.json:
            print_json(manifest)
        else:
            for i in manifest["files"]:
                detail = f"{i['bytes']} bytes -> {i['local']}" if i["status"] == "ok" else i["error"]
                say("%-13s %s: %s", i["status"].upper(), i["host"], detail)
            say("RESULT: %s  (job %s: %d of %d nodes bundled; manifest %s)",
                "OK" if manifest["complete"] else "INCOMPLETE", manifest["slurm_job"],
                manifest["nodes"] - len(manifest["incomplete_nodes"]), manifest["nodes"],
                os.path.join(args.dest or f"crusoe-ib-bundle-job{manifest['slurm_job']}", "manifest.json"))
        return 0 if manifest["complete"] else 1
    output, manifest = bundle(args)
    missing = sorted({i["argv"][0] for i in manifest["items"] if i.get("status") == "missing" and i.get("argv")})
    if args.json:
        print_json({"bundle": os.path.abspath(output), "manifest": manifest})
    else:
        say("wrote %s (%d items%s)", output, len(manifest["items"]), "; missing tools: " + ", ".join(missing) if missing else "")
    return 0


def add_parser(sub) -> None:
    sp = sub.add_parser("bundle", help="collect diagnostics into a .tar.gz (Crusoe's InfiniBand diagnostics guide for SR-IOV VMs)")
    common_options(sp)
    sp.add_argument("--output", help="the .tar.gz to write (default crusoe-ib-bundle-<host>-<time>.tar.gz)")
    sp.add_argument("--net-root", default="/sys/class/net", help="where to list interfaces for ethtool")
    sp.add_argument("--interface", action="append", help="interface for ethtool (repeat; default: all but lo)")
    sp.add_argument("--include", action="append", help="extra file to add, e.g. a job log (repeat)")
    sp.add_argument("--job-output", metavar="PATH", help="a Slurm job's output, added only if it is a regular file "
                    "owned by --job-uid (read as that user, never through a symlink)")
    sp.add_argument("--job-uid", type=int, help="the job's user id (with --job-output)")
    sp.add_argument("--job-gid", type=int, help="the job's group id (with --job-output)")
    slurm = sp.add_argument_group("every node of a Slurm job (where scontrol works, or from your machine with --via)")
    slurm.add_argument("--slurm-job", metavar="ID", help="bundle each node the job ran on over SSH (its output file "
                       "on the batch host) and fetch them into --dest")
    slurm.add_argument("--dest", help="where the bundles land (default crusoe-ib-bundle-job<ID>)")
    slurm.add_argument("--node-checker", default=VERIFY_PYZ, help="the checker on the nodes (default %(default)s)")
    slurm.add_argument("--user", help="SSH login user (default: ssh's own)")
    slurm.add_argument("--jump", metavar="HOST", help="reach the nodes through this jump host (ssh -J)")
    slurm.add_argument("--via", metavar="HOST", help="run scontrol on this host ([user@]login node) over ssh and reach "
                       "the nodes through it (ProxyJump): from your own machine, no agent forwarding")
    slurm.add_argument("--ssh", default="ssh", help="ssh executable (default: ssh on the tool path)")
    slurm.add_argument("--parallel", type=int, default=8, help="nodes bundled at once (default 8)")
    sp.set_defaults(func=cmd_bundle)


#: ``--help``'s examples (:mod:`..helptext`).
EXAMPLES = (
    ("sudo crusoe-ib-verify bundle --output bundle.tar.gz", "this node's diagnostics, for Crusoe support"),
    ("crusoe-ib-verify bundle --slurm-job 42 --via ubuntu@login.example.org",
     "a bundle from every node job 42 ran on, from your own machine"),
)
#: ``bundle`` judges nothing: 1 means a --slurm-job node could not be bundled.
EXIT_CODES = (
    (0, "the bundle was written (with --slurm-job: one from every node)"),
    (1, "--slurm-job: some node's bundle is missing (the manifest names it and why)"),
    (2, "usage error or unreadable input / unwritable output (one line on stderr, no traceback)"),
    (130, "interrupted (Ctrl-C)"),
)
