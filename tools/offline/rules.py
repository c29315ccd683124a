"""What the real Crusoe provider (crusoecloud/terraform-provider-crusoe v1.1.1, tag = commit 59ef69c)
does at plan time, as data the stand-in (provider.py) follows.

Every rule names the provider source it reproduces as ``file:line`` (paths below ``internal/`` of
that commit). The provider is built on terraform-plugin-framework, which plans an update like this
(fwserver PlanResourceChange):

1. attributes null in the configuration get their schema ``Default``;
2. if the result differs from the prior state, every *computed* attribute that is null in the
   configuration (and has no default) becomes unknown, nested attributes included;
3. the plan modifiers run: ``UseStateForUnknown`` (``KEEP`` here) puts the prior value back,
   ``RequiresReplace*`` ask for a replacement; Terraform core keeps a replacement only where the
   final planned value differs from the prior one.

``tools/offline/README.md`` lists every rule in its provenance table; keep both current when the
provider changes (a test checks that every rule here has a source).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

#: The provider release and commit the rules were read from.
PROVIDER = "crusoecloud/terraform-provider-crusoe v1.1.1 (59ef69c)"

REPLACE = "replace"                # stringplanmodifier.RequiresReplace(): any change replaces
REPLACE_IF_CONFIGURED = "replace if configured"  # RequiresReplaceIfConfigured(): only when set in the configuration
REPLACE_ACROSS_FAMILY = "replace across families"  # vm type: RequiresReplaceIf(resizeRequiresReplace)
IMMUTABLE = "immutable"            # common.ImmutableStringModifier: a change is a plan error
KEEP = "keep prior value"          # UseStateForUnknown(): an unknown plan value keeps the prior state's
DEFAULT = "default"                # schema Default: the value when the configuration leaves it null


@dataclass(frozen=True)
class PlanRule:
    """What the real provider does to one attribute at plan time (``kind``: replace, immutable, keep
    the prior value, default), with the provider source it reproduces. ``path``: attribute names
    from the resource root, ``*`` for every element of a nested list."""

    kind: str
    path: tuple[str, ...]
    source: str
    value: object = None  # DEFAULT only

    @property
    def dotted(self) -> str:
        return ".".join("[*]" if p == "*" else p for p in self.path).replace(".[*]", "[*]")


def _rules(kind: str, source_file: str, *entries: tuple) -> tuple[PlanRule, ...]:
    out = []
    for entry in entries:
        path, line, *value = entry
        path = tuple(path.split(".")) if isinstance(path, str) else path
        out.append(PlanRule(kind, path, f"internal/{source_file}:{line}", *value))
    return tuple(out)


VM = "vm/vm_resource.go"
NI = ("network_interfaces", "*")
NODE_POOL = "kubernetes/kubernetes_node_pool/kubernetes_node_pool_resource.go"
CLUSTER = "kubernetes/kubernetes_cluster/kubernetes_cluster_resource.go"

RULES: dict[str, tuple[PlanRule, ...]] = {
    "crusoe_compute_instance": (
        *_rules(REPLACE, VM, ("name", 151), ("project_id", 157), ("ssh_key", 172), ("location", 179),
                ("image", 184), ("custom_image", 189), ("startup_script", 194), ("shutdown_script", 199),
                (NI + ("subnet",), 269), ("nvlink_domain_id", 335), ("install_crusoe_watch_agent", 341)),
        # resizeRequiresReplace: a new family before the dot replaces, the same family resizes in place
        *_rules(REPLACE_ACROSS_FAMILY, VM, ("type", "112-137,163-167")),
        *_rules(KEEP, VM, ("id", 146), ("project_id", 157), ("fqdn", 228), ("internal_dns_name", 233),
                ("external_dns_name", 238), ("network_interfaces", 244), (NI, 246), (NI + ("id",), 251),
                (NI + ("name",), 256), (NI + ("network",), 261), (NI + ("subnet",), 268),
                (NI + ("interface_type",), 275), (NI + ("public_ipv4", "id"), 284),
                (NI + ("public_ipv4", "address"), 289), (NI + ("public_ipv4",), 297),
                (NI + ("private_ipv4",), 307), ("reservation_id", 327), ("nvlink_domain_id", 335),
                ("install_crusoe_watch_agent", 341)),
        *_rules(DEFAULT, VM, ("disks", 224, [])),
        # host_channel_adapters (vm_resource.go:312-323) has no plan modifier: it changes in place.
    ),
    "crusoe_ib_partition": (
        *_rules(REPLACE, "ib_partition/ib_partition_resource.go", ("name", 67), ("ib_network_id", 72),
                ("project_id", 81)),
        *_rules(KEEP, "ib_partition/ib_partition_resource.go", ("id", 62), ("project_id", 80)),
    ),
    "crusoe_vpc_network": (
        *_rules(REPLACE, "vpc_network/vpc_network_resource.go", ("project_id", 74), ("cidr", 80)),
        *_rules(KEEP, "vpc_network/vpc_network_resource.go", ("id", 66), ("project_id", 73), ("gateway", 89),
                ("subnets", 96)),
    ),
    "crusoe_vpc_subnet": (
        *_rules(REPLACE, "vpc_subnet/vpc_subnet_resource.go", ("project_id", 85), ("cidr", 91), ("location", 101),
                ("network", 109)),
        *_rules(KEEP, "vpc_subnet/vpc_subnet_resource.go", ("id", 77), ("project_id", 84), ("location", 102),
                ("network", 110), ("nat_gateway_enabled", 118), ("nat_gateways", 123), (("nat_gateways", "*"), 125)),
        *_rules(DEFAULT, "vpc_subnet/vpc_subnet_resource.go", ("nat_gateway_enabled", 117, False)),
    ),
    "crusoe_vpc_firewall_rule": (
        *_rules(REPLACE, "firewall_rule/firewall_rule_resource.go", ("project_id", 81), ("network", 87),
                ("action", 92), ("direction", 98)),
        *_rules(KEEP, "firewall_rule/firewall_rule_resource.go", ("id", 69), ("project_id", 80)),
    ),
    "crusoe_storage_disk": (
        *_rules(REPLACE, "disk/disk_resource.go", ("project_id", 91), ("location", 97), ("name", 102), ("type", 112)),
        *_rules(REPLACE_IF_CONFIGURED, "disk/disk_resource.go", ("block_size", 132)),
        *_rules(KEEP, "disk/disk_resource.go", ("id", 83), ("project_id", 90), ("serial_number", 123),
                ("block_size", 133), ("dns_name", 139), ("vips", 145)),
        # Default "" then disk_type_modifier.go:46-50 plans persistent-ssd (with a warning).
        *_rules(DEFAULT, "disk/disk_resource.go", ("type", "108, internal/disk/disk_type_modifier.go:46-50", "persistent-ssd")),
    ),
    "crusoe_kubernetes_cluster": (
        *_rules(REPLACE, CLUSTER, ("name", 108), ("cluster_cidr", 133), ("node_cidr_mask_size", 139),
                ("service_cluster_ip_range", 146), ("add_ons", 153), ("location", 159), ("oidc_issuer_url", 175),
                ("oidc_client_id", 180), ("oidc_username_claim", 185), ("oidc_username_prefix", 190),
                ("oidc_groups_claim", 195), ("oidc_ca_cert", 200), ("private", 207)),
        *_rules(REPLACE_IF_CONFIGURED, CLUSTER, ("project_id", 103), ("subnet_id", 127)),
        *_rules(IMMUTABLE, CLUSTER, ("version", "113-118")),
        *_rules(KEEP, CLUSTER, ("id", 97), ("cluster_cidr", 133), ("node_cidr_mask_size", 139),
                ("service_cluster_ip_range", 146)),
        *_rules(DEFAULT, CLUSTER, ("add_ons", 154, []), ("private", 210, False)),
    ),
    "crusoe_kubernetes_node_pool": (
        *_rules(REPLACE, NODE_POOL, ("type", 131), ("cluster_id", 140), ("ib_partition_id", 150), ("ssh_key", 172),
                ("name", 181), ("nvlink_domain_id", 212), ("public_ip_type", 220)),
        *_rules(REPLACE_IF_CONFIGURED, NODE_POOL, ("project_id", 117), ("subnet_id", 146)),
        *_rules(KEEP, NODE_POOL, ("id", 111), ("version", 123), ("ib_partition_id", 150),
                ("requested_node_labels", 157), ("ephemeral_storage_for_containerd", 187), ("nvlink_domain_id", 212)),
        *_rules(DEFAULT, NODE_POOL, ("public_ip_type", 218, "dynamic")),
    ),
}

# ---------------------------------------------------------------------------------- validators
# What the real provider refuses at `terraform validate` and `plan` (ValidateResourceConfig: the schema's
# attribute validators, and a resource's ValidateConfig), before any API call. Unknown values are skipped
# (every validator below returns early on them), null ones too. Messages follow the validator's own
# (internal/validators/*.go, or terraform-plugin-framework-validators v0.18.0, provider go.mod:15,
# helpers/validatordiag/diag.go: "Attribute <path> <description>, got: <value>").
SSH_KEY = "ssh public key"       # validators.SSHKeyValidator: golang.org/x/crypto ssh.ParseAuthorizedKey
PATTERN = "provider regex"       # validators.RegexValidator: Go regexp MatchString (unanchored unless ^/$)
MATCHES = "regex matches"        # stringvalidator.RegexMatches(re, message)
ONE_OF = "one of"                # stringvalidator.OneOf / int64validator.OneOf
BETWEEN = "between"              # int64validator.Between(min, max)
AT_MOST = "at most"              # int64validator.AtMost(max)
LENGTH_AT_LEAST = "length at least"  # stringvalidator.LengthAtLeast(n)
LENGTH_AT_MOST = "length at most"    # stringvalidator.LengthAtMost(n)
STORAGE_SIZE = "storage size"    # validators.StorageSizeValidator: "<int>GiB" / "<int>TiB", any case
STORAGE_MODE = "storage mode"    # validators.StorageModeValidator: read-only / read-write, any case
NO_DUPLICATE_TAINTS = "no duplicate taints"  # kubernetes_node_pool ValidateConfig


@dataclass(frozen=True)
class Validator:
    """One config check of the real provider: the attribute (``*`` for every element of a nested list
    or set), the check and its argument, and the provider source line that attaches it."""

    kind: str
    path: tuple[str, ...]
    source: str
    arg: object = None

    @property
    def dotted(self) -> str:
        return ".".join("[*]" if p == "*" else p for p in self.path).replace(".[*]", "[*]")


def _validators(source_file: str, *entries: tuple) -> tuple[Validator, ...]:
    out = []
    for path, kind, line, *arg in entries:
        out.append(Validator(kind, tuple(path.split(".")), f"internal/{source_file}:{line}", *arg))
    return tuple(out)


CMK_VERSION = (r"\d+\.\d+\.\d+-cmk\.\d+.*", "must be in the format MAJOR.MINOR.BUGFIX-cmk.NUM (e.g 1.2.3-cmk.4)")

VALIDATORS: dict[str, tuple[Validator, ...]] = {
    "crusoe_compute_instance": _validators(
        VM, ("ssh_key", SSH_KEY, 173), ("disks.*.mode", STORAGE_MODE, 218)),
    "crusoe_vpc_firewall_rule": _validators(
        "firewall_rule/firewall_rule_resource.go",
        ("action", PATTERN, 93, "^(allow|deny)$"), ("direction", PATTERN, 99, "^(ingress|egress)")),
    "crusoe_storage_disk": _validators(
        "disk/disk_resource.go", ("type", ONE_OF, 109, ("persistent-ssd", "shared-volume")),
        ("size", STORAGE_SIZE, 118), ("block_size", ONE_OF, 130, (512, 4096))),
    "crusoe_kubernetes_cluster": _validators(
        CLUSTER, ("version", MATCHES, "119-121", CMK_VERSION), ("node_cidr_mask_size", AT_MOST, 140, 2**31 - 1)),
    "crusoe_kubernetes_node_pool": _validators(
        NODE_POOL, ("version", MATCHES, "124-126", CMK_VERSION), ("batch_size", BETWEEN, "192-194", (1, 10)),
        ("batch_percentage", BETWEEN, "202-204", (1, 100)), ("node_taints.*.key", LENGTH_AT_LEAST, "233-235", 1),
        ("node_taints.*.value", LENGTH_AT_MOST, "242-244", 63),
        ("node_taints.*.effect", ONE_OF, "249-251", ("NoSchedule", "PreferNoSchedule", "NoExecute")),
        ("node_taints", NO_DUPLICATE_TAINTS, "84-103, internal/kubernetes/kubernetes_node_pool/util.go:234-253")),
}


def validators(type_name: str) -> tuple[Validator, ...]:
    return VALIDATORS.get(type_name, ())


#: Messages the provider gives, word for word where the stand-in repeats them.
IMMUTABLE_MESSAGES = {
    ("crusoe_kubernetes_cluster", "version"): (
        "Kubernetes Version Change Not Supported",
        "In-place Kubernetes version upgrades are not currently supported by the Crusoe Cloud API. "
        "Cannot change version from %r to %r. Please contact support@crusoecloud.com for assistance with "
        "cluster upgrades."),
}


def rules(type_name: str, kind: str | None = None) -> tuple[PlanRule, ...]:
    found = RULES.get(type_name, ())
    return found if kind is None else tuple(r for r in found if r.kind == kind)


def instance_type_family(instance_type: str) -> str | None:
    """vm/util.go:81-90: the part before the first dot; None when there is no ``<family>.<size>`` form."""
    family, dot, size = (instance_type or "").partition(".")
    return family if dot and family else None


def markdown() -> str:
    """The plan-rule rows of tools/offline/README.md's provenance table (one row per resource and
    kind), generated from RULES: ``PYTHONPATH=tools python -m offline.rules``."""
    out = ["| resource | plan rule | attributes | source |", "|---|---|---|---|"]
    for type_name, found in RULES.items():
        kinds: dict[str, list[PlanRule]] = {}
        for rule in found:
            kinds.setdefault(rule.kind, []).append(rule)
        for kind, group in kinds.items():
            attrs = ", ".join(f"`{r.dotted}`" + (f" = `{json.dumps(r.value)}`" if kind == DEFAULT else "")
                              for r in group)
            files = sorted({r.source.split(":", 1)[0] for r in group})
            if len(files) == 1:
                source = files[0] + ":" + ", ".join(r.source.split(":", 1)[1] for r in group)
            else:
                source = ", ".join(r.source for r in group)
            out.append(f"| `{type_name}` | {kind} | {attrs} | {source} |")
    for type_name, found in VALIDATORS.items():
        for check in found:
            arg = "" if check.arg is None else f" `{json.dumps(check.arg)}`"
            out.append(f"| `{type_name}` | validate: {check.kind}{arg} | `{check.dotted}` | {check.source} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    import sys

    sys.stdout.write(markdown())
