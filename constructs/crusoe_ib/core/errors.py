"""One anatomy for every configuration error: where, the value, the rule, the fix, a code.

Every code is defined once, in :data:`CATALOGUE`: one code is one rule, with its rule sentence and
fix as templates. Settings validate in pure Python (no cdktf import) and report *all* their
problems at once, so a user fixes a config in one round trip. The same sentences become Terraform
``error_message`` text where a fact is only known at plan time (the ``plan`` codes).
``docs/errors.md`` is generated from the catalogue (``python -m crusoe_ib.core.errors``).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass

FIELD_GUIDE = "Saturn Cloud's \"A Field Guide to Crusoe InfiniBand with Terraform\""


@dataclass(frozen=True)
class Code:
    """One error code's catalogue entry (one code is one rule). ``rule`` and ``fix`` are
    ``str.format`` templates; ``when`` says whether the rule is checked at synth time, fails
    ``terraform plan``, or is reported when a generated command runs (``run``: advice that must not
    block a synth, such as a missing nccl-tests image). ``severity`` is ``error`` (nothing is
    synthesized or planned) or ``warning`` (synth prints it and goes on: advice, or a risk the
    configuration takes on purpose)."""

    code: str
    title: str
    rule: str
    fix: str
    when: str = "synth"
    severity: str = "error"


def _codes(*codes: Code) -> dict[str, Code]:
    table = {c.code: c for c in codes}
    assert len(table) == len(codes), "a code is defined twice"
    return table


CATALOGUE: dict[str, Code] = _codes(
    # --- the capacity guard and the instance catalog -------------------------------------------
    Code("CIB001", "Instance type missing", "An instance type is required.", "Use one of: {known}."),
    Code("CIB002", "Not an InfiniBand type",
         "Only InfiniBand instance types can join an IB partition: the type must end in -ib before its size "
         f"suffix (NCCL falls back to Ethernet otherwise; {FIELD_GUIDE}, fallback checklist).",
         "Use the -ib variant, for example {suggestion}."),
    Code("CIB003", "Unknown instance type", "Unknown instance type.",
         "Use one of: {known}, or add it to crusoe_ib.platform.catalog.CATALOG."),
    Code("CIB004", "Too few nodes", "A pool needs at least one node.", "Set node_count to 1 or more."),
    Code("CIB005", "Too many nodes", "One IB partition holds at most {limit} nodes in this library.",
         "Split the workload into pools of at most {limit} nodes, each with its own partition."),
    Code("CIB006", "No location", "At least one location is required.",
         "Give a location such as 'us-east1-a', or an ordered tuple for failover."),
    Code("CIB007", "Malformed location", "A location looks like 'us-east1-a' (region, then zone letter).",
         "Use a Crusoe location name such as 'us-east1-a' or 'us-northcentral1-a'."),
    Code("CIB008", "Location listed twice", "A location is listed twice.", "List each location once, in order of preference."),
    Code("CIB009", "Malformed network id",
         "A pinned IB network id is the id the Crusoe console or CLI shows: letters, digits and dashes (1-64), "
         "nothing else.",
         "Copy the id from `crusoe networking ib-networks list`, or remove ib_network_id to search by location."),
    Code("CIB010", "Malformed partition name",
         "A partition name is 1-63 lowercase letters, digits or dashes, starting and ending with a letter or digit.",
         "Name it after the workload, e.g. 'llm-pretrain'."),
    Code("CIB011", "Malformed environment name",
         "An environment name is 1-42 lowercase letters, digits or dashes, starting and ending with a letter or "
         "digit (it names the stack, its directory and every instance).",
         "Use a short name such as 'training-prod'."),
    Code("CIB012", "Environment name used twice",
         "Two environments have the same name; the second would replace the first.", "Give every environment its own name."),
    Code("CIB013", "State shared by two environments",
         "Environments {others} keep their Terraform state in the same place: one apply would overwrite the "
         "other's state and the capacity guard would read the wrong ledger.",
         "Give each environment its own state path (LocalState) or key (S3State)."),
    Code("CIB014", "Malformed local state path",
         "A local state path is a relative file path ending in .tfstate, without '..' (it is resolved in the "
         "stack's directory).",
         "Use a file name such as 'terraform.training-dev.tfstate'."),
    Code("CIB015", "Malformed S3 bucket",
         "An S3 bucket name is 3-63 lowercase letters, digits, dots or dashes, starting and ending with a letter or digit.",
         "Use the bucket's name as your object store shows it, e.g. 'crusoe-ib-terraform-state'."),
    Code("CIB016", "Malformed S3 key",
         "An S3 state key is a relative object path of letters, digits and ._-/ (no leading '/', no '..', no '//').",
         "Use one key per environment, e.g. 'training-prod/terraform.tfstate'."),
    Code("CIB017", "Malformed S3 region", "A region is lowercase letters, digits and dashes, e.g. 'us-east-1'.",
         "Set the region your S3-compatible store expects (often 'us-east-1')."),
    Code("CIB018", "Malformed S3 endpoint",
         "An S3 endpoint is an https:// URL with a host name and nothing that could be read as an expression.",
         "Write it like 'https://object.example.com' (http:// is refused: state travels over it)."),
    Code("CIB019", "Malformed profile name",
         "A profile name is 1-64 letters, digits, dots, underscores or dashes.",
         "Use the name of a profile in your Crusoe CLI or AWS config, or leave it unset for the default."),
    Code("CIB026", "Open to the internet without opt-in",
         "The source ranges of {port} together cover the whole internet ({family}); that needs an explicit "
         "opt-in, and production refuses it.",
         "Restrict {port} to your operators', CI's or bastion's CIDRs, or set {opt_in}=True to accept the exposure "
         "(synth then warns every time)."),
    Code("CIB028", "Production state unprotected",
         "Production state must be shared, locked and encrypted at rest: it holds every instance's startup "
         "script and the capacity ledger.",
         "Use S3State(bucket=..., key=...) with use_lockfile=True and encrypt=True (the defaults)."),
    # --- the network ---------------------------------------------------------------------------
    Code("CIB020", "No source CIDR", "At least one source CIDR is required.",
         "List your operators' or bastion's CIDRs, e.g. ('203.0.113.0/24',)."),
    Code("CIB021", "Malformed CIDR",
         "A CIDR is a network address and prefix in canonical form (host bits zero, no leading zeros).",
         "Write it as {suggestion}."),
    Code("CIB022", "Open to the internet in production",
         "In production, the source ranges of {port} must not cover the whole internet ({family}); "
         "these ranges together do.",
         "Restrict {port} to your operators', CI's or bastion's CIDRs."),
    Code("CIB023", "Source range too wide in production",
         "In production, a source range must be no wider than /{min_prefix} for {family}.",
         "Restrict {port} to your operators', CI's or bastion's CIDRs."),
    Code("CIB024", "Subnet outside the VPC", "The subnet must lie inside vpc_cidr {vpc_cidr}.",
         "Pick a subnet CIDR inside the VPC CIDR."),
    Code("CIB025", "Duplicate CIDR", "A CIDR is listed twice.", "List each CIDR once."),
    Code("CIB043", "Malformed SSH jump host",
         "A jump host is [user@]host[:port]: an optional login name, a DNS name or IPv4 address of letters, "
         "digits, dots and dashes (never starting with '-'), and an optional port 1-65535.",
         "Write it like 'bastion.example.com' or 'ops@bastion.example.com:2222'."),
    Code("CIB044", "Private nodes without a jump host",
         "Nodes without a public IP (public_ip='none', or control_plane_public_ip='none' for the VMs beside them) are "
         "reachable only at their private addresses, so every "
         "printed command (verification, torchrun, log collection, the apply gate) needs a jump host in the VPC.",
         "Set ssh_jump_host to your bastion, e.g. 'ops@bastion.example.com', or give the nodes a public IP."),
    # --- the GPU node pool ---------------------------------------------------------------------
    Code("CIB030", "Malformed pool name", "A pool name is 1-42 lowercase letters, digits or dashes.",
         "Use a short name such as 'training-prod'."),
    Code("CIB031", "SSH key missing or given twice", "Exactly one of ssh_public_key and ssh_public_key_file is required.",
         "Pass the public key text, or the path of a .pub file."),
    Code("CIB032", "SSH key file unreadable", "Cannot read the file ({reason}).",
         "Point it at an existing public key file such as ~/.ssh/id_ed25519.pub."),
    Code("CIB033", "Private SSH key", "This is a PRIVATE key. Only a public key may go into instance config and state.",
         "Use the matching .pub file (ssh-keygen -y -f KEY > KEY.pub); keep the private key in your agent."),
    Code("CIB034", "Not an SSH public key",
         "Not one OpenSSH public key line ('ssh-ed25519 AAAA... comment', 'ssh-rsa ...' or 'ecdsa-sha2-...', "
         "with a key body that decodes to the same type and is a whole key: Crusoe's provider parses it and "
         "refuses a key cut short or with bytes after it).",
         "Paste one whole line of a .pub file, or pass its path as ssh_public_key_file."),
    Code("CIB035", "Malformed image name",
         "An image name is 1-128 letters, digits and ._:/@+- (e.g. 'ubuntu22.04-nvidia-sxm-docker:latest').",
         "Use an image name from `crusoe compute images list`."),
    Code("CIB036", "Malformed disk size",
         "A disk size is a whole number of GiB or TiB (the unit in any case: the provider lower-cases it).",
         "Write it like '500GiB' or '2TiB'."),
    Code("CIB037", "Override for a missing node", "No such node; the pool has {first} .. {last}.",
         "Use a key of an existing node or drop the override."),
    Code("CIB038", "Node in another partition",
         "All nodes of a pool must share one IB partition; nodes in different partitions cannot reach each other "
         f"over InfiniBand and NCCL falls back to sockets ({FIELD_GUIDE}).",
         "Remove the override, or put those nodes in a pool of their own."),
    Code("CIB039", "Malformed user name", "A login user name is 1-32 lowercase letters, digits, _ or -, starting with a letter or _.",
         "Use the image's login user, 'ubuntu' on Crusoe's curated images."),
    # --- verification --------------------------------------------------------------------------
    Code("CIB040", "Bad threshold override", "{problem}",
         "Override only these fields, with finite positive numbers (or None to switch a check off): {allowed}."),
    Code("CIB160", "Bad remediation share",
         "remediation_max_share is the largest share of the pool one `crusoe-ib-verify remediate` run may replace: "
         "a number above 0 and at most 1.",
         "Use a fraction such as 0.25 (the default, a quarter of the pool); when more of the pool fails, the fabric, "
         "partition or image is the likelier cause and replacing nodes does not help."),
    Code("CIB161", "Bad remediation breaker",
         "{field} must be {want}: `crusoe-ib-verify remediate` stops when more nodes than remediation_max_actions "
         "were replaced or rebooted within remediation_window_hours, and reports a node that fails again within "
         "remediation_repeat_hours of its replacement instead of replacing it.",
         "Use a positive number of hours (window default 24, repeat default 168) and a whole number of nodes of at "
         "least 1, or None for the default limit (remediation_max_share of the pool)."),
    # --- torchrun ------------------------------------------------------------------------------
    Code("CIB050", "Bad rendezvous port",
         "The rendezvous port must be an unprivileged TCP port (1024-65535), not 6443 (Kubernetes API).",
         "Use torchrun's default 29500 or another free port."),
    Code("CIB051", "Unknown NCCL_DEBUG level", "NCCL_DEBUG is one of {levels}.",
         "Use INFO to see 'Using network IB' in the logs, or leave it unset."),
    Code("CIB052", "NCCL_IB_DISABLE",
         "NCCL_IB_DISABLE turns InfiniBand off and NCCL falls back to sockets over Ethernet "
         f"({FIELD_GUIDE}, fallback checklist).",
         "Remove NCCL_IB_DISABLE; to leave a rail out, list the rails you want in NCCL_IB_HCA instead."),
    Code("CIB053", "Bad variable name",
         "An extra variable needs an upper-case shell name and must not replace the launcher's own ({reserved}).",
         "Rename it, or change the matching setting (master_port, ...) instead."),
    Code("CIB054", "Unsafe variable value",
         "Values are written unquoted into an env file: letters, digits and _.,:/=+@- only, on one line.",
         "Drop spaces, quotes, newlines and $ from the value."),
    Code("CIB055", "Bad leader wait",
         "The boot-time wait for node-000's address is 0-600 seconds (it delays later boot steps).",
         "Keep the default 30; the launch command passes the leader's address anyway."),
    Code("CIB056", "Unsafe entrypoint",
         "The entrypoint is one non-empty line of ASCII text (no bidirectional or invisible Unicode characters) without "
         "single quotes, backslashes, ${{ or %{{, with balanced double "
         "quotes and no unquoted ; & | < > ( ) ` or # comment: it is the script and its arguments, embedded in an SSH "
         "command that runs it in the background on every node, and in a Terraform template.",
         "Pass the script and its arguments, e.g. 'train.py --config cfg.yaml --name \"run 1\"'; put a pipeline or "
         "several commands in a script on the image."),
    # --- K3s -----------------------------------------------------------------------------------
    Code("CIB060", "Not a CPU type",
         "Control-plane and load-balancer instances are CPU types such as c1a.16x (family.size, no GPU, no -ib).",
         "Use a c1a type, e.g. c1a.16x for the servers and c1a.2x for the load balancer."),
    Code("CIB061", "Malformed K3s name",
         "A K3s cluster name is 1-32 lowercase letters, digits or dashes (it prefixes instance names).",
         "Use a short name such as 'crusoe-k3s'."),
    Code("CIB062", "Malformed K3s version", "A K3s version is a release tag like v1.35.4+k3s1.",
         "Pin a release from github.com/k3s-io/k3s/releases, e.g. {default}."),
    Code("CIB063", "Malformed install script checksum",
         "install_script_sha256 is the SHA-256 of the K3s install script of k3s_version: exactly 64 hexadecimal "
         "characters (the first field sha256sum prints).",
         "Review the script, then paste the first field of `curl -sfL {url} | sha256sum`."),
    Code("CIB064", "K3s install script not pinned in production",
         "In production the K3s install script, which runs as root on every server and GPU node, must be pinned "
         "by its SHA-256 (install_script_sha256); unpinned, whatever the URL serves at boot is run.",
         "Review the script, then set install_script_sha256 to the first field of `curl -sfL {url} | sha256sum`."),
    Code("CIB065", "Weak K3s token", "The K3s {token} must be at least 32 letters or digits.",
         "export TF_VAR_{variable}=$(openssl rand -hex 32), kept in your secret store.", when="plan"),
    Code("CIB067", "K3s agent token equals the server token",
         "The K3s agent token must differ from the server token: every GPU node holds the agent token, and with "
         "the server token a compromised node could join as a server (etcd, every secret of the cluster).",
         "Generate a separate one: export TF_VAR_{variable}=$(openssl rand -hex 32).", when="plan"),
    # --- Crusoe Managed Kubernetes -------------------------------------------------------------
    Code("CIB070", "Malformed cluster name", "A managed cluster name is 1-40 lowercase letters, digits or dashes.",
         "Use a short name such as 'training-cmk'."),
    Code("CIB071", "Malformed CMK version",
         "A Crusoe Managed Kubernetes version looks like MAJOR.MINOR.PATCH-cmk.N, optionally followed by a suffix "
         "of letters, digits and . + - (the provider's own pattern, kubernetes_cluster_resource.go:119-120 of v1.1.1, "
         "without spaces or other characters).",
         "Pick a current release from `crusoe kubernetes versions list`, e.g. '1.32.7-cmk.3'."),
    Code("CIB072", "Required add-on missing",
         "An InfiniBand GPU pool needs the {missing} add-on(s): without them the GPUs or the IB HCAs are not "
         "advertised and NCCL cannot use GPUDirect RDMA.",
         "Keep {required} in add_ons."),
    Code("CIB073", "Unknown add-on", "Unknown Crusoe Managed Kubernetes add-on.",
         "Use one of: {known}, or add it to crusoe_ib.settings.managed_kubernetes.KNOWN_ADD_ONS."),
    Code("CIB074", "Add-on listed twice", "An add-on is listed twice.", "List each add-on once."),
    Code("CIB083", "Guard shared by two pools",
         "One IbCapacityGuard checks exactly one pool: its ledger records that pool's nodes, so a second pool "
         "would be checked against the first one's capacity.",
         "Give each pool its own IbCapacityGuard and IbPartition."),
    # --- Slurm ---------------------------------------------------------------------------------
    Code("CIB110", "Malformed Slurm name",
         "A Slurm cluster name is 1-24 lowercase letters, digits or dashes, starting with a letter and ending with a "
         "letter or digit: it is the ClusterName and prefixes the controller and login host names, which Slurm "
         "resolves through DNS (RFC 952 host names).",
         "Use a short name such as 'crusoe-slurm'."),
    Code("CIB111", "Malformed Slurm partition name",
         "A Slurm partition name is 1-32 letters, digits, _ or -, starting with a letter, and not {reserved} "
         "(slurm.conf reads PartitionName=DEFAULT as the defaults of every partition).",
         "Name the partition after its hardware or use, e.g. 'gpu' or 'h100'."),
    Code("CIB112", "Node name Slurm rejects",
         "GPU node names become Slurm NodeNames and host names: they must start with a letter, be at most 63 "
         "characters (RFC 952/1123 host names, which Slurm resolves through DNS) and must not be a word slurm.conf "
         "reserves ({reserved}).",
         "Rename the environment (the pool) so its node names start with a letter and stay within 63 characters, "
         "e.g. 'train-{example}'."),
    Code("CIB113", "Slurm controller without enough memory",
         "A Slurm controller needs at least {minimum} GiB of memory (the library's floor: slurmctld keeps every job "
         "and node record in memory, and Crusoe's own Slurm deployment runs its controllers on c1a.4x or larger); "
         "this type has {memory} GiB.",
         "Use a larger CPU type, e.g. c1a.16x."),
    Code("CIB114", "CPU type with unknown memory",
         "The memory of this CPU instance type is not in the library's CPU catalog, so whether it can run "
         "{role} is unknown (never guessed).",
         "Use one of: {known}, or add the type to crusoe_ib.platform.catalog.CPU_CATALOG with its source (a K3s load "
         "balancer or a Slurm login node takes any size of {families})."),
    Code("CIB115", "Pool bigger than the Slurm partition",
         "The pool has {nodes} nodes but the Slurm partition is declared for at most {limit}.",
         "Lower node_count, or raise partition_max_nodes on purpose (and size the controller for it)."),
    Code("CIB116", "No munge key source",
         "Slurm authenticates every message with a munge key shared by all its hosts; where it comes from must be "
         "chosen explicitly.",
         "Set munge_key=MungeKey.generated() (made at apply time, kept in Terraform state) or "
         "munge_key=MungeKey.from_file('/secure/path/munge.key') (your key, read at plan time)."),
    Code("CIB117", "Munge key file unusable", "The munge key file {problem}",
         "Point MungeKey.from_file at a key file outside the repository holding 32 to 1024 bytes "
         "(e.g. made with `mungekey -c -k <file>` or `dd if=/dev/urandom bs=1 count=128 of=<file>`), mode 0600."),
    Code("CIB118", "GPU node CPUs unknown",
         "slurm.conf must declare each GPU node's CPUs, and no public source gives them for {instance_type} "
         "(never guessed: Slurm would schedule 1 CPU per node).",
         "Boot one node, run `slurmd -C` on it and set node_cpus (and node_real_memory_mib) to what it prints."),
    Code("CIB119", "Bad login node count", "A Slurm cluster has 1 to {limit} login nodes.",
         "Keep the default 1, or set login_count within 1..{limit}."),
    Code("CIB120", "Bad health-check interval",
         "HealthCheckInterval is {low} to {high} seconds: the IB node check reads sysfs and ibstat on every run.",
         "Keep the default 300."),
    Code("CIB121", "Malformed NFS host",
         "The NFS server of the shared controller state is a DNS name or IPv4 address (letters, digits, dots and "
         "dashes).",
         "Leave state_nfs_host unset to use the server Crusoe's Slurm deployment names for the location, or write "
         "it like 'nfs.crusoecloudcompute.com'."),
    Code("CIB122", "Bad node shape override",
         "node_cpus and node_real_memory_mib are positive whole numbers, as `slurmd -C` prints them.",
         "Copy CPUs= and RealMemory= from `slurmd -C` on a booted node."),
    Code("CIB123", "No NFS server for the shared Slurm state",
         "A backup controller shares the controllers' state directory on a Crusoe shared disk over NFS, and no NFS "
         "server is known for this location.",
         "Set SlurmSettings(state_nfs_host=...) to the shared-disk NFS server of your location (see Crusoe's "
         "shared disk documentation), or run one controller (backup_controller=False).", when="plan"),
    # --- the environment as a whole ------------------------------------------------------------
    Code("CIB082", "VM-only setting under managed Kubernetes",
         "This setting configures the pool's VMs; a Crusoe managed node pool has no startup script, per-node "
         "disks, image overrides, node checks or SSH apply gate.",
         "Remove it, or use orchestration=TorchrunSettings(...) or K3sSettings(...)."),
    # --- any field -----------------------------------------------------------------------------
    Code("CIB090", "Wrong type", "The value must be {expected}, not {actual}.", "{fix}"),
    Code("CIB091", "Terraform expression where a literal belongs",
         "This field takes a literal value; '${{' or '%{{' would make Terraform evaluate it (for example read "
         "a file from the machine that runs the plan).",
         "Write the value itself. To wire a Terraform expression on purpose, set it on the resource with "
         "add_override (see docs/constructs.md, 'Escape hatches')."),
    Code("CIB092", "Control characters in a one-line value",
         "This value must be one line of printable text: a newline or control character would split the line "
         "it is written into.",
         "Remove newlines, tabs and other control characters."),
    Code("CIB093", "Unknown setting",
         "{cls} has no setting named {name!r} (a misspelled or moved field); its settings are: {fields}.",
         "{suggestion}"),
    Code("CIB094", "Required setting missing",
         "{cls} needs {name}: it is a fact about your environment, so it has no default.",
         "Add {name}=... to {cls}(...) (each field's meaning: docs/environments.md and the page of its settings)."),
    Code("CIB095", "Setting given by position",
         "{cls} takes its settings by name only (keyword-only), never by position.",
         "Write each one as name=value, e.g. {cls}({first}=...)."),
    # --- plan time -----------------------------------------------------------------------------
    Code("CIB101", "No IB capacity",
         "No IB network in {searched} has {slices} free slices of {type} for {nodes} new node(s) ({per_vm} slices "
         "each). Best available: {best}.",
         "Lower node_count, add a location to locations, pin ib_network_id to a network with room, or retry "
         "when capacity frees up.", when="plan"),
    Code("CIB102", "No IB capacity for a type change",
         "The pool changes instance_type from {old} to {type}, which needs {slices} free slices of {type} for "
         "{nodes} node(s) ({per_vm} slices each) on the cluster's current network {network}: running nodes that "
         "change type need free slices of the new type on the network they run on, one node's worth each (Crusoe "
         "resizes a VM in place when the type keeps its family, the part before the dot, and replaces it "
         "otherwise). Best available: {best}.",
         "Keep the current instance_type, retry when the network has room for the new type, or build the new "
         "type as a new environment (its own partition) and retire the old one.", when="plan"),
    # --- the instance catalog: non-IB types, NVLink domains, AMD types ----------------------------
    Code("CIB130", "A GPU type without InfiniBand",
         "This GPU type is not an InfiniBand type: {reason}.",
         "Use one of the InfiniBand types ({known}), or provision this type outside this library."),
    Code("CIB131", "NVLink domain on a type without one",
         "Only instance types whose VMs share an NVLink domain take nvlink_domain_id ({types}); {type} keeps "
         "NVLink inside each VM.",
         "Remove nvlink_domain_id, or use an instance type with NVLink domains."),
    Code("CIB132", "Malformed NVLink domain id",
         "An NVLink domain id is the id Crusoe reports for a GB200 VM (crusoe_compute_instance.nvlink_domain_id): "
         "letters, digits and dashes (1-64), nothing else.",
         "Copy the nvlink_domain_id of a running VM in the domain (`crusoe compute vms get <name>`), or leave it "
         "unset to let Crusoe place each VM."),
    Code("CIB133", "Pool larger than one NVLink domain",
         "One NVLink domain of {type} holds {domain} VMs ({gpus} GPUs); a pool pinned to one domain cannot have "
         "{nodes}.",
         "Set node_count to {domain} or fewer, or leave nvlink_domain_id unset and split the work over domains."),
    Code("CIB134", "No default image for the type",
         "No public source names Crusoe's curated image for {type}, so the pool cannot pick one for you (the "
         "default NVIDIA image would boot without the GPU's drivers).",
         "Set pool.image to the image Crusoe lists for {type} in the console or `crusoe compute images list`."),
    Code("CIB135", "AMD type with Kubernetes orchestration",
         "{type} runs AMD GPUs with RCCL; the Kubernetes add-ons this library writes (NVIDIA GPU and Network "
         "Operators, Crusoe's nccl-tests images) are NVIDIA-only, so a cluster of {type} would get nothing that "
         "works.",
         "Use orchestration=TorchrunSettings() (plain VMs; verify with rccl-tests, see docs/constructs.md, 'AMD and RCCL'), "
         "or an NVIDIA InfiniBand type."),
    # --- Crusoe's platform contract: lifecycle scripts, secrets, boot delivery (CIB170-CIB179) ----
    #
    #
    Code("CIB170", "Startup script too large",
         "{node}'s startup script is {size} bytes as Terraform renders it; Crusoe runs lifecycle scripts under "
         "64 kB only (refused here from {limit} bytes; Crusoe Cloud docs, \"Lifecycle scripts overview\").",
         "Trim it: its largest parts are {largest}. Shorten your own startup_script, or deliver large content "
         "after boot (the library delivers its checker and secrets over SSH, never in the script)."),
    Code("CIB171", "Startup script not ASCII",
         "{node}'s startup script holds {detail}; Crusoe accepts ASCII-only lifecycle scripts (Crusoe Cloud docs, "
         "\"Lifecycle scripts overview\").",
         "Replace the character with ASCII (a quote, dash or space) in the part of the script that holds it: {largest}."),
    Code("CIB172", "Startup script not bash",
         "{node}'s startup script starts with {detail}; Crusoe runs a lifecycle script only when it is bash starting "
         "with '#!/bin/bash' (Crusoe Cloud docs, \"Lifecycle scripts overview\").",
         "Start the script with the line #!/bin/bash (an override of startup_script must keep it)."),
    Code("CIB173", "Stack name a delivery cannot use",
         "A stack whose nodes receive a delivery keeps their pinned host keys in crusoe-ib-known_hosts.d/<stack>, a "
         "directory that the delivery's and the printed commands' shells read unquoted: the stack's id must be 1-128 "
         "letters, digits, '.', '_' or '-', starting with a letter or digit.",
         "Rename the stack (the id of its TerraformStack, or EnvironmentConfig.name), e.g. 'training-prod'."),
    Code("CIB174", "Malformed delivery item",
         "A delivery item's {field} must be {want}; the item reaches the delivery's shell commands and every host "
         "(as root).",
         "Write it like {example} (crusoe_ib.node_delivery.Item documents each field)."),
    Code("CIB175", "Delivery item given twice",
         "This delivery already has an item named {name}; each item is one file on every host, named once.",
         "Give the other file its own name, or add it once (a subclass adding what its construct already delivers: "
         "drop one)."),
    Code("CIB176", "Malformed delivery trigger",
         "A delivery trigger's name becomes a key of the delivery's triggers_replace: 1-41 lowercase letters, digits "
         "or '_', starting with a letter, and not 'hosts' (the delivery's own).",
         "Name it like 'munge_key_source'."),
    Code("CIB177", "Terraform reference in a delivery's preparation step",
         "A delivery's preparation step is plain shell, written into the delivery's script at synth; a Terraform "
         "reference in it would be spliced into that shell as text.",
         "Pass the value in the step's environment (NAME: an HCL template) and read \"$NAME\" in the step."),
    # --- Crusoe's platform contract: network, disks, images, locations, account, CMK (CIB180-CIB199)
    #
    #
    Code("CIB180", "IPv6 range",
         "Crusoe supports IPv4 only (Crusoe docs, \"VPC Networks Overview\", Limitations); this IPv6 range would "
         "never match any traffic.",
         "Use IPv4 ranges only: your operators' or bastion's real IPv4 ranges where SSH is allowed, RFC 1918 "
         "space such as '10.0.0.0/16' for VPC, subnet and pod ranges."),
    Code("CIB181", "Range outside RFC 1918",
         "A custom VPC network and its subnets take ranges in RFC 1918 space (10.0.0.0/8, 172.16.0.0/12, "
         "192.168.0.0/16; Crusoe docs, \"VPC Networks Overview\").",
         "Pick a range inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16, e.g. '10.0.0.0/16'."),
    Code("CIB182", "Subnet too small",
         "The subnet must hold every VM of the environment ({vms}: {detail}) plus the {reserved} addresses Crusoe "
         "reserves in every subnet (the first five and the broadcast address; Crusoe docs, \"VPC Networks "
         "Overview\"); this one holds {capacity}.",
         "Use a /{prefix} or wider subnet_cidr (inside vpc_cidr)."),
    Code("CIB183", "Disk size out of range",
         "A persistent disk is {low} GiB to {high} GiB (1 GiB to 10 TiB; Crusoe docs, \"Disks overview\").",
         "Pick a size within 1GiB..10TiB; for more space per node attach several disks yourself (escape hatch) or "
         "use a shared disk."),
    Code("CIB184", "Location typo",
         "No Crusoe location has this name; it is one edit away from {suggestion} (Crusoe's published locations, "
         "checked {checked}: {known}).",
         "Write {suggestion}."),
    Code("CIB185", "Boot steps need the internet",
         "allow_internet_egress=False closes the subnet's way to the internet, but these boot steps need it (they "
         "download, or reach servers outside the subnet): {steps}. They would fail on every VM.",
         "Keep allow_internet_egress=True, or choose settings whose boot steps download nothing (e.g. plain VMs or "
         "Slurm on Crusoe's image)."),
    Code("CIB186", "Reservation-only type without a reservation",
         "{type} ({family}) is a type Crusoe offers only under a reserved instance agreement (Crusoe support, "
         "\"GPU Quota vs Capacity: Understanding On-Demand and Reserved Instances (RIPA)\"); production names the "
         "reservation its VMs run under, or says on purpose that it runs on demand (without a matching reservation "
         "the VMs fail with insufficient capacity however large the quota is).",
         "Set capacity.reservation_id to your reservation's id (`crusoe compute reservations list` or the console), or "
         "set capacity.on_demand=True if Crusoe has enabled {type} on demand for your organization."),
    Code("CIB187", "Malformed reservation id",
         "A reservation id is the id Crusoe shows for the reservation: letters, digits and dashes (1-64), nothing "
         "else.",
         "Copy the id from the console's Reservations page or the Crusoe CLI."),
    Code("CIB188", "Reservation on a managed node pool",
         "A Crusoe managed node pool has no reservation_id (provider v1.1.1); Crusoe associates its VMs with a "
         "matching reservation by itself (Crusoe docs, \"Reservations\").",
         "Remove capacity.reservation_id under ManagedKubernetesSettings (the reservation still applies automatically)."),
    Code("CIB189", "Pod range too small for the pool",
         "A CMK cluster gives each node a block of its pod range; {pod_cidr} holds at most {fits} nodes even at /"
         "{mask} per node, and the pool has {nodes} (Crusoe support, \"How To Create CMK Cluster With 256 Nodes\").",
         "Give pod_cidr a /{prefix} or wider RFC 1918 range outside the VPC, or leave it unset to let the library "
         "size it."),
    Code("CIB191", "Data disk shrunk",
         "A persistent disk can only grow (Crusoe docs, \"Disks overview\"): Crusoe reports the data disk {disk} at "
         "{previous} GiB now and data_disk_size asks for less; the API would refuse the resize in the middle of "
         "the apply.",
         "Keep data_disk_size at {previous}GiB or more; to start smaller, copy the data off and give the pool a "
         "new disk.", when="plan"),
    Code("CIB190", "Pod range overlaps the VPC",
         "The CMK pod range {pod_cidr} overlaps vpc_cidr {vpc_cidr}: pod and VM addresses would collide.",
         "Pick a pod_cidr outside the VPC, e.g. '172.16.0.0/13', or leave it unset."),
    # --- node hardware discovery and per-type data (CIB200-CIB209) -------------------------------
    #
    Code("CIB200", "No nccl-tests image for the type",
         "{type} has no nccl-tests image of its own ({source}), and another type's image is not used in its "
         "place, so no nccl-tests MPIJob is written for it.",
         "Run nccl-tests on the nodes with `crusoe-ib-verify nccl`, or write the MPIJob yourself with "
         "crusoe_ib.k8s_addons.nccl_tests_mpijob(itype, nodes, image=<an nccl-tests image built for {type}>).",
         when="run"),
    #
    # --- Slurm on Crusoe's image (CIB210-CIB219) -------------------------------------------------
    #
    #
    # --- multi-node jobs as Crusoe runs them (CIB220-CIB229) -------------------------------------
    #
    #
    Code("CIB220", "Malformed job environment variable",
         "A job_env entry is NAME=VALUE: an upper-case name (letters, digits, underscores; never NCCL_IB_DISABLE, "
         "which would take NCCL off InfiniBand) and a value of letters, digits and _.,:/=+@^- only.",
         "Write it like {{'NCCL_DEBUG': 'INFO'}}; to take NCCL off InfiniBand, fix the fabric instead (the field "
         "guide's fallback checklist)."),
    Code("CIB221", "Malformed venv path",
         "venv is the directory of a Python virtual environment on the nodes: an absolute path or one starting "
         "with ~/, of letters, digits and _.+@/- only.",
         "Write it like '~/venv' or '/opt/venv' (the directory that holds bin/torchrun)."),
    Code("CIB222", "Bad launch check",
         "launch_check_seconds is a whole number of seconds from 0 to 600 (launch_all waits this long on every node).",
         "Keep the default 10, or 0 to skip the check."),
    Code("CIB223", "Malformed PyTorch requirement",
         "install_pytorch is a pip requirement of the torch distribution: 'torch', or 'torch' with one version "
         "clause such as 'torch==2.9.1' (no URL, no pip option).",
         "Write it like 'torch==2.9.1', or leave it None and bring PyTorch on the image."),
    Code("CIB224", "PyTorch without a venv",
         "install_pytorch installs PyTorch into TorchrunSettings.venv, which is not set.",
         "Set venv too, e.g. venv='~/venv' (torchrun then runs from <venv>/bin/torchrun)."),
    # --- hardening (CIB230-CIB239) ---------------------------------------------------------------
    #
    #
    Code("CIB230", "Instance type in the wrong case",
         "Crusoe's instance type names are lower case; this one has capital letters.",
         "Write it in lower case: {suggestion}."),
    Code("CIB231", "Too many addresses open in production",
         "In production, the source ranges of {port} together may open at most {budget:,} IPv4 addresses (one /8), "
         "counted as the union of every range; these open {addresses:,} ({share} of IPv4).",
         "List only your operators' or bastion's ranges: together no more than one /8."),
    Code("CIB232", "Too many addresses open without opt-in",
         "The source ranges of {port} together open {addresses:,} IPv4 addresses ({share} of IPv4), more than "
         "{budget:,} (one /8), counted as the union of every range; opening that much needs an explicit opt-in.",
         "Narrow them to your operators' or bastion's ranges, or set {opt_in}=True to open them on purpose "
         "(synth then warns)."),
    # --- GPU health (CIB240-CIB249) --------------------------------------------------------------
    #
    #
    # --- conventions and first-deploy traps (CIB260-CIB269; the synth warnings go on in CIB280-CIB289) ---
    #
    #
    Code("CIB260", "The repository's example SSH key",
         "This is the public key of the repository's example (keys/training-ops.pub, comment {comment}): whoever "
         "holds its private key can log in to every node; nobody should deploy with it.",
         "Set ssh_public_key_file to your operators' own key, e.g. '~/.ssh/id_ed25519.pub' (production refuses the "
         "example once the stack has its own state, CIB261).", severity="warning"),
    Code("CIB261", "The repository's example SSH key in production",
         "Production refuses the repository's example public key (keys/training-ops.pub, comment {comment}): whoever "
         "holds its private key could log in to every node.",
         "Set ssh_public_key_file to your operators' own key, e.g. '~/.ssh/id_ed25519.pub'."),
    Code("CIB262", "Documentation address range",
         "The range lies in {block}, reserved for documentation ({source}): no real host uses it, so {port} stays "
         "closed to your operators.",
         "Replace it with your operators', CI's or bastion's real ranges (production refuses documentation ranges "
         "once the stack has its own state, CIB263).", severity="warning"),
    Code("CIB263", "Documentation address range in production",
         "Production refuses this range: it lies in {block}, reserved for documentation ({source}), so {port} would "
         "be open to no real operator.",
         "Replace it with your operators', CI's or bastion's real ranges."),
    Code("CIB264", "Location not among Crusoe's published ones",
         "{location} is not among the locations Crusoe publishes ({known}; {sources}; list checked {checked}) and is "
         "not one edit away from one of them: a location Crusoe added since, or a name no network has (then the "
         "plan finds no IB network there, CIB101).",
         "Check the name with `crusoe locations list` or the console; if Crusoe added it, add it to "
         "crusoe_ib.platform.platform_contract.LOCATIONS with its source.", severity="warning"),
    Code("CIB265", "The repository's example state bucket",
         "This bucket is the repository's example, which nobody owns for you: `make bootstrap-state` refuses it "
         "and nothing can be deployed from it.",
         "Before the first deploy, create a bucket you own and set CRUSOE_IB_STATE_BUCKET (and "
         "CRUSOE_IB_STATE_ENDPOINT for Crusoe object storage or another S3-compatible store); "
         "see docs/production.md, 'Production state'.", severity="warning"),
    Code("CIB266", "Reservation-only type without a reservation",
         "{type} ({family}) is offered by Crusoe only under a reservation (Crusoe support, \"GPU Quota vs Capacity: "
         "Understanding On-Demand and Reserved Instances (RIPA)\") and no reservation_id is set: the VMs run only if "
         "your organization has a matching reservation with room (Crusoe then places them in it by itself, Crusoe "
         "docs \"Reservations\"); otherwise they fail with insufficient capacity however large the quota.",
         "Name it with capacity.reservation_id (VM pools), or set on_demand=True on purpose (production requires "
         "one of them, CIB186).", severity="warning"),
    Code("CIB267", "Reservation-only type on demand, on purpose",
         "{type} ({family}) is offered only reserved (Crusoe support, \"GPU Quota vs Capacity: Understanding "
         "On-Demand and Reserved Instances (RIPA)\"); on_demand=True says your organization has on-demand access "
         "to it.",
         "Nothing, if Crusoe enabled it for you; otherwise set capacity.reservation_id to your reservation.",
         severity="warning"),
    Code("CIB268", "Image not among the curated ones",
         "The image is not among the curated images Crusoe's public material names (list checked {checked}, "
         "crusoe_ib.platform.platform_contract.IMAGES; no public page lists them all): an unknown image fails only when the "
         "VMs are created.",
         "Check it with `crusoe compute images list`.", severity="warning"),
    Code("CIB269", "SSH open to the internet, on purpose",
         "SSH (22) is open to {what} because allow_ssh_from_internet=True.",
         "Restrict ssh_source_cidrs to your operators' or bastion's ranges.", severity="warning"),
    Code("CIB280", "Kubernetes API open to the internet, on purpose",
         "The Kubernetes API (6443) is open to {what} because allow_api_from_internet=True: only its TLS client "
         "authentication and the join tokens stand between those addresses and the cluster.",
         "Restrict api_source_cidrs when you can.", severity="warning"),
    Code("CIB281", "K3s installer not pinned",
         "The K3s install script is not pinned (install_script_sha256 is unset): every server and GPU node runs "
         "whatever {url} serves at boot, as root.",
         "Review it and set install_script_sha256 to the first field of `curl -sfL {url} | sha256sum` (required in "
         "production, CIB064).", severity="warning"),
    Code("CIB282", "GPU image without Slurm",
         "The GPU pool's image does not look like a Slurm image; the nodes need slurmd and munge on the image, or "
         "they do not join.",
         "Use Crusoe's Slurm image {default} for the pool, or an image of yours with slurmd and munge.",
         severity="warning"),
    Code("CIB283", "Shrinking a managed pool keeps its VMs",
         "Shrinking a Crusoe managed node pool (instance_count) does not delete its VMs: they keep running, billing "
         "and holding IB slices.",
         "Delete the surplus VMs yourself (Crusoe console or CLI) after lowering node_count.", severity="warning"),
    Code("CIB284", "Pod range widened for a large pool",
         "The pool has {nodes} nodes, more than Crusoe's default pod range holds (256), so the cluster gets "
         "cluster_cidr={cidr} and node_cidr_mask_size={mask} (room for {room} nodes). Both replace an existing "
         "cluster when they change (as {fields} do; add_ons is ignored after creation, CIB285).",
         "Nothing for a new cluster; for a running one, keep node_count on the same side of 256 or plan the "
         "replacement.", severity="warning"),
    Code("CIB285", "Add-ons apply only at creation",
         "Crusoe installs CMK add-ons only when the cluster is created (Crusoe support, \"CMK Add-on Lifecycle and "
         "Upgrades\"), so add_ons ({add_ons}) is ignored after that (lifecycle.ignore_changes): a change to it "
         "reaches a running cluster only through Helm, or a new cluster.",
         "Choose add_ons before the first apply.", severity="warning"),
    Code("CIB286", "No active GPU testing on the managed cluster",
         "add_ons has no {add_on}: nothing checks this cluster's GPUs (a managed pool runs no node check of ours) or "
         "keeps a failing node out of work.",
         "Add it when you create the cluster.", severity="warning"),
    Code("CIB288", "Static public IP on a VM",
         "public_ip='static' is passed to the API as written: Crusoe documents 'static' for VMs of an instance "
         "template and for managed node pools (provider v1.1.1 docs/resources/instance_template.md), not for a "
         "single VM, and whether a replaced VM keeps the address is not documented. Where it does, the new VM "
         "answers at the old address with a new host key: the delivery pins it for the new instance, but your own "
         "~/.ssh/known_hosts will refuse it.",
         "Use 'dynamic' (the default) unless you need fixed addresses; otherwise create one VM first and check "
         "its address in the console, and remove a replaced node's old key with `ssh-keygen -R <address>`.",
         severity="warning"),
    Code("CIB289", "CMK version not in the known list",
         "This CMK release is not among those Crusoe's public sources name ({known}; provider v1.1.1 docs and "
         "examples, crusoecloud/solutions-library examples): the API refuses a release it does not offer, in the middle of the apply, and a cluster's "
         "version cannot change in place.",
         "Check it with `crusoe kubernetes versions list` before the first apply; if it is offered, add it to "
         "crusoe_ib.platform.platform_contract.CMK_KNOWN_VERSIONS.", severity="warning"),
    Code("CIB290", "Node-taint image by tag",
         "The node-taint CronJob runs {image} by its tag, which Docker rebuilds for every update: the code that runs "
         "with the right to patch every node can change without a change here.",
         "Set taint_image to the same image pinned by digest (<repository>@sha256:<digest>, e.g. what your "
         "registry mirror serves; `docker buildx imagetools inspect {image}` prints it).", severity="warning"),
    Code("CIB291", "Node-taint image not pinned by digest",
         "taint_image must name an image by its digest, <repository>@sha256:<64 hex digits>, so what runs with the "
         "right to patch nodes is fixed.",
         "Write it as e.g. 'registry.example.com/python@sha256:<digest>'."),
    Code("CIB287", "Host without an SSH address",
         "Every host a delivery serves needs the address the delivery reaches it at (a host name or IPv4 address); "
         "an empty or malformed one would receive nothing, so the files and secrets are not sent anywhere.",
         "Give the node that address: a public IP (public_ip='dynamic' or 'static'), or, for a private pool, "
         "a jump host (ssh_jump_host) so the delivery uses private addresses. A running pool switched from "
         "public_ip='none' back to 'dynamic' still has no address: 'dynamic' sets no public_ipv4, so the Crusoe "
         "provider (v1.1.1) keeps the nodes' old one (type none, address '') and plans no change to them. Replace "
         "the nodes (terraform apply with one -replace='crusoe_compute_instance.<pool>_nodes[\"<node key>\"]' per node named above; when that apply "
         "stops at the subnet's nat_gateways with 'inconsistent result', run it again), or keep public_ip='none' "
         "with ssh_jump_host (docs/network.md).", when="plan"),
)


@dataclass(frozen=True)
class Issue:
    """One problem with one field.

    ``where`` is the construct path or settings field (``training-prod/pool.node_count``),
    ``code`` a stable identifier users can search for in docs/errors.md (``CIB003``).
    """

    code: str
    where: str
    value: object
    rule: str
    fix: str

    def __str__(self) -> str:
        return f"{clipped(self.where)} = {clipped(repr(_shown(self.value)))}: {self.rule} Fix: {self.fix} [{self.code}]"


#: How much of a value (its repr) or a field path a message shows: one screen, whatever the input's size.
SHOWN_CHARS = 160


def clipped(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text`` as a message shows it: whole when short, else its start and end around ``...`` (the end often
    holds what breaks the rule: a trailing newline, a ``${`` at the end of a key's comment)."""
    if len(text) <= limit:
        return text
    tail = limit // 4
    return f"{text[:limit - tail - 3]}...{text[-tail:]}"


def _shown(value: object) -> object:
    """A path under the working directory as the user would type it there (``keys/ops.pub``), so a message
    printed in a CI log or pasted in a review names no machine's checkout; anything else as it is."""
    if isinstance(value, str) and os.path.isabs(value):
        here = os.getcwd()
        if value.startswith(here.rstrip(os.sep) + os.sep):
            return os.path.relpath(value, here)
    return value


def excerpt(text: str, start: int, end: int | None = None, width: int = 60) -> str:
    """``text`` shortened to about ``width`` characters AROUND ``text[start:end]``, the part that
    breaks a rule, with ``...`` where text was left out: a message must show what it is about, even
    when that is at the end of a long value (a ``${`` at the end of an SSH key's comment)."""
    end = start if end is None else max(end, start)
    if len(text) <= width:
        return text
    span = max(end - start, 1)
    lo = max(0, start - max(width - span, 0) // 2)
    hi = min(len(text), max(end, lo + width))
    lo = max(0, min(lo, hi - width))
    return ("..." if lo > 0 else "") + text[lo:hi] + ("..." if hi < len(text) else "")


def issue(code: str, where: str, value: object, **params: object) -> Issue:
    """The catalogue's rule ``code`` for the field at ``where``; ``params`` fill its templates."""
    entry = CATALOGUE[code]
    # A parameter quoting the user's value (a CIDR, a name) is clipped like the value itself.
    params = {k: clipped(v, 4 * SHOWN_CHARS) if isinstance(v, str) else v for k, v in params.items()}
    return Issue(code, where, value, entry.rule.format(**params), entry.fix.format(**params))


def warning(code: str, where: str, value: object, **params: object) -> Issue:
    """The catalogue's warning ``code`` (advice synth prints and goes on); same anatomy as an error."""
    if CATALOGUE[code].severity != "warning":
        raise ValueError(f"{code} is not a warning")
    return issue(code, where, value, **params)


def plan_message(code: str, where: str, value: str, **params: object) -> str:
    """A plan-time rule as a Terraform ``error_message``, in the same anatomy as a synth-time issue
    (``where = value: rule Fix: fix [code]``). ``value`` and ``params`` are shown as written: they may
    hold Terraform interpolations (``${local.x}``) that the plan fills in."""
    entry = CATALOGUE[code]
    if entry.when != "plan":
        raise ValueError(f"{code} is not a plan-time rule")
    # ``where`` is literal text (a construct path holds the library user's ids): Terraform must not evaluate it.
    where = where.replace("${", "$${").replace("%{", "%%{")
    return f"{where} = {value}: {entry.rule.format(**params)} Fix: {entry.fix.format(**params)} [{code}]"


class ConfigError(ValueError):
    """Raised where settings or props break one or more rules; carries every issue."""

    def __init__(self, issues: list[Issue]):
        self.issues = list(issues)
        super().__init__("\n".join(f"- {i}" for i in self.issues))


def raise_if(issues: list[Issue]) -> None:
    if issues:
        raise ConfigError(issues)


def markdown() -> str:
    """docs/errors.md: every code, its rule and its fix, from the catalogue (errors, then warnings)."""
    out = [
        "# Configuration errors and warnings",
        "",
        "<!-- Generated by `python -m crusoe_ib.core.errors` from constructs/crusoe_ib/core/errors.py. Do not edit by hand. -->",
        "",
        "Every error names the field, the value, the rule, the fix and one of these codes. Synth-time errors",
        "stop `make synth` / `cdktn synth` before anything is written; plan-time errors fail `terraform plan`",
        "before anything is created; run-time ones are printed by a command the stack generated, when you run it.",
        "Warnings have the same anatomy; synth prints them (`warning: ...`) and goes on.",
        "`{...}` stands for a detail filled in from your configuration.",
        "",
    ]
    for severity, heading in (("error", "Errors"), ("warning", "Warnings")):
        out += [f"## {heading}", "", "| Code | When | What | Rule | Fix |", "|---|---|---|---|---|"]
        for r in CATALOGUE.values():
            if r.severity == severity:
                cells = [r.code, r.when, r.title, _unbrace(r.rule), _unbrace(r.fix)]
                out.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
        out.append("")
    return "\n".join(out)


def _unbrace(template: str) -> str:
    return template.replace("{{", "\0").replace("}}", "\1").replace("\0", "{").replace("\1", "}")


if __name__ == "__main__":
    sys.stdout.write(markdown())
