"""Stand-in for the Crusoe Terraform provider (registry.terraform.io/crusoecloud/crusoe
1.1.1), speaking plugin protocol 6 over gRPC (stubs and go-plugin handshake
pieces from PyPI `tf`).

The schema of EVERY resource and data source is served from the provider's real
schema JSON (nested attributes included, which `tf`'s own schema classes cannot
express).  Plans follow the real provider's plan modifiers and defaults (offline/rules.py,
each with its source line); behaviour is simulated over a cloud kept on disk (see cloud.py;
path in $CRUSOE_OFFLINE_CLOUD).  tools/offline/README.md has the provenance table: every
simulated behaviour -> provider source file:line, or "assumption".

  data crusoe_ib_networks        networks with their current free capacity, sorted by name, then id
  crusoe_ib_partition            needs an existing IB network; deleting one that instances use fails
  crusoe_compute_instance        consumes `.Nx` slices from its partition's network, gives them back
                                 on delete; out of capacity -> error.  Updated in place as the real
                                 provider's Update does: disks, network interfaces, a resize within
                                 the type's family (slices re-checked), reservation_id -- and nothing
                                 else, so a changed host_channel_adapters is NOT applied (Terraform
                                 then reports the provider's inconsistent result).
                                 public_ipv4.type "none" -> address "" (as the real provider stores it),
                                 "dynamic" (default) / "static" -> an address from 198.18.0.0/15
  crusoe_kubernetes_node_pool    one VM per instance_count, each consuming `.Nx` slices on its
                                 ib_partition_id's network (instance_ids filled in, sorted); out of
                                 capacity the VMs that fit are created and the apply only warns; a
                                 smaller count keeps the VMs (as Crusoe does); delete gives every
                                 VM's slices back
  crusoe_vpc_network / subnet / firewall_rule, crusoe_storage_disk, crusoe_kubernetes_cluster
  anything else                  passthrough plan, generic create (ids filled in)

Run as `python -m offline.provider` (Terraform starts it; not meant for humans).
"""
from __future__ import annotations

import ipaddress
import json
import os
import re
import shutil
import signal
import sys
import threading
import traceback
from typing import NamedTuple

import msgpack

from crusoe_ib.core import ssh_keys
from crusoe_ib.platform import platform_contract as CONTRACT
from offline import rules as R
from offline.cloud import Cloud, CloudError, is_ib_type, slices_per_vm
from offline.schema import (
    UNKNOWN,
    conform,
    fill_unknown,
    keep_prior,
    load_schema,
    mark_computed_unknown,
    mark_unknown_for_update,
    schema_to_pb,
    value_at,
    values_at,
)

NODE_POOL = "crusoe_kubernetes_node_pool"
INSTANCE = "crusoe_compute_instance"

DEFAULT_LOCATION = "us-east1-a"
PUBLIC_POOL = ipaddress.ip_network("198.18.0.0/15")
FALLBACK_PRIVATE_POOL = ipaddress.ip_network("10.255.0.0/16")

#: Marks a refusal the provider source does not show and Crusoe does not document: the stand-in
#: is stricter than (or guesses at) the API there. README provenance table: "assumption".
ASSUMPTION = "[stand-in assumption, not documented by Crusoe] "


#: Resources whose Read fails when the object is gone instead of removing it from state: the error
#: branch comes first and the client reports a 404 as an error (vpc_network_resource.go:152-168,
#: vpc_subnet_resource.go:202-218). Summary and detail as the provider words them.
READ_FAILS_WHEN_GONE = {
    "crusoe_vpc_network": ("Failed to get VPC Network", "Fetching Crusoe VPC Networks failed: %s\n\n"
                           "If the problem persists, contact support@crusoecloud.com"),
    "crusoe_vpc_subnet": ("Failed to get VPC Subnet", "Fetching Crusoe VPC Subnets failed: %s\n\n"
                          "If the problem persists, contact support@crusoecloud.com"),
}


class Diagnostic(NamedTuple):
    severity: str  # "error" | "warning"
    summary: str
    detail: str = ""


class PlanResult(NamedTuple):
    planned: object
    requires_replace: list  # attribute paths: tuples of names and list indexes
    diagnostics: list


class ApplyResult(NamedTuple):
    state: object
    diagnostics: list


def path_text(path: tuple) -> str:
    """("network_interfaces", 0, "subnet") -> "network_interfaces[0].subnet"."""
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out


# --------------------------------------------------------------------------- msgpack

def _ext_hook(code, data):
    if code in (0, 12):  # cty unknown (12 = unknown with refinements)
        return UNKNOWN
    return msgpack.ExtType(code, data)


def _default(obj):
    if obj is UNKNOWN:
        return msgpack.ExtType(0, b"\x00")
    raise TypeError(f"cannot encode {type(obj)}")


def decode(dv):
    if dv is None:
        return None
    if dv.msgpack:
        return msgpack.unpackb(dv.msgpack, ext_hook=_ext_hook, raw=False, strict_map_key=False)
    if dv.json:
        return json.loads(dv.json)
    return None


def encode(pb, value):
    return pb.DynamicValue(msgpack=msgpack.packb(value, default=_default, use_bin_type=True))


# --------------------------------------------------------------------------- plan

def _with_defaults(planned: dict, config: dict | None, type_name: str) -> dict:
    """Schema defaults for attributes the configuration leaves null (top level only: every
    default in offline/rules.py is a top-level attribute)."""
    out = dict(planned)
    config = config if isinstance(config, dict) else {}
    for rule in R.rules(type_name, R.DEFAULT):
        (name,) = rule.path
        if config.get(name) is None:
            out[name] = json.loads(json.dumps(rule.value))
    return out


def _changed(old, new) -> bool:
    return new is UNKNOWN or old != new


def _replace_and_diagnostics(type_name: str, prior: dict, planned: dict, config: dict | None):
    """The replacements and diagnostics of the provider's plan modifiers (offline/rules.py),
    judged on the final planned value as Terraform core judges a provider's requires_replace."""
    replace, diags = [], []
    for rule in R.rules(type_name):
        if rule.kind in (R.REPLACE, R.REPLACE_IF_CONFIGURED):
            for where, new in values_at(planned, rule.path):
                if rule.kind == R.REPLACE_IF_CONFIGURED and value_at(config, where) is None:
                    continue
                if _changed(value_at(prior, where), new):
                    replace.append(where)
        elif rule.kind == R.REPLACE_ACROSS_FAMILY:  # vm_resource.go:112-137
            (name,) = rule.path
            old, new = prior.get(name), planned.get(name)
            if old is None or new is None or new is UNKNOWN or old == new:
                continue
            family_old, family_new = R.instance_type_family(old), R.instance_type_family(new)
            if family_old is None or family_new is None or family_old != family_new:
                replace.append((name,))
            else:
                diags.append(Diagnostic("warning", "VM will be stopped to resize",
                                        "Changing the instance type resizes the VM in place. The VM will be stopped "
                                        "to apply the resize, then started again if it was running before the update."))
        elif rule.kind == R.IMMUTABLE:  # common/plan_modifiers.go:48-64
            (name,) = rule.path
            old, new = prior.get(name), planned.get(name)
            if old is not None and old != new:
                summary, message = R.IMMUTABLE_MESSAGES[(type_name, name)]
                diags.append(Diagnostic("error", summary, message % (old, new)))
    if type_name == NODE_POOL:
        diags += _node_pool_modify_plan(prior, planned)
    return replace, diags + startup_script_diagnostics(type_name, planned) + warning_diagnostics(type_name, prior, planned)


#: Plan modifiers that only warn, on create or when the value changes to the one named
#: (internal/common/plan_modifiers.go:83-99, :118-134, :167-178): (type, attribute, value or None for
#: any value) -> (summary, detail). A summary ending ": " gets the attribute path appended.
_ROLLOUT = "Node pool rollout is currently in development. Reach out to support@crusoecloud.com with any questions."
WARNING_MODIFIERS = {
    ("crusoe_kubernetes_cluster", "private", True): (  # kubernetes_cluster_resource.go:208
        "Private Clusters in Limited Availability",
        "Private Clusters require specific account access. To request access, please contact support."),
    ("crusoe_kubernetes_node_pool", "public_ip_type", "none"): (  # kubernetes_node_pool_resource.go:221
        "Private Node Pools in Limited Availability",
        "Private Node Pools require specific account access. To request access and enable public_ip_type = "
        "'none', please contact support."),
    ("crusoe_kubernetes_node_pool", "batch_size", None): ("Feature In Development: ", _ROLLOUT),  # :196
    ("crusoe_kubernetes_node_pool", "batch_percentage", None): ("Feature In Development: ", _ROLLOUT),  # :206
}


def warning_diagnostics(type_name: str, prior: dict | None, planned: dict) -> list:
    out = []
    for (t, name, wanted), (summary, detail) in WARNING_MODIFIERS.items():
        value = planned.get(name) if t == type_name else None
        if value is None or value is UNKNOWN or (wanted is not None and value != wanted):
            continue
        if prior is None or prior.get(name) != value:
            out.append(Diagnostic("warning", summary + name if summary.endswith(": ") else summary, detail))
    return out


def startup_script_diagnostics(type_name: str, planned: dict | None) -> list:
    """Crusoe's lifecycle-script contract (crusoe_ib.platform.platform_contract: under 64 kB, ASCII, #!/bin/bash;
    Crusoe Cloud docs, "Lifecycle scripts overview"). The provider passes the script through; the API
    refuses it. The stand-in refuses it at plan already, naming the instance, so a plan test fails the
    way the real deploy would (at apply, against the API)."""
    script = (planned or {}).get("startup_script") if type_name == INSTANCE else None
    if not isinstance(script, str):
        return []
    return [Diagnostic("error", "Invalid startup script",
                       f"instance {planned.get('name')!r}: the startup script breaks the lifecycle-script contract "
                       f"({CONTRACT.LIFECYCLE_SCRIPTS}): {p.rule}: {p.detail}")
            for p in CONTRACT.startup_script_problems(script)]


def _node_pool_modify_plan(prior: dict, planned: dict) -> list:
    """kubernetes_node_pool_resource.go:372-441 (ModifyPlan on update)."""
    diags = []
    old, new = prior.get("instance_count"), planned.get("instance_count")
    if isinstance(old, int) and isinstance(new, int) and new < old:
        diags.append(Diagnostic("warning", "Node pool instance count decreased",
                                "Decreasing node pool instance count will not delete node pool VMs. "
                                "Manual deletion is required."))
    if planned.get("batch_size") is not None and planned.get("batch_percentage") is not None:
        diags.append(Diagnostic("error", "Conflicting Configuration",
                                "batch_size and batch_percentage are mutually exclusive. Please specify only one."))
        return diags
    rollout = any(planned.get(k) != prior.get(k) for k in (
        "version", "requested_node_labels", "node_taints", "ephemeral_storage_for_containerd",
        "batch_percentage", "batch_size"))  # util.go:140-147
    if rollout and planned.get("batch_size") is None and planned.get("batch_percentage") is None:
        diags.append(Diagnostic("warning", "Existing nodes will not be updated",
                                "Existing nodes will not be updated to the new configuration, but new nodes will "
                                "use the new configuration."))
    return diags


def _go_quote(value) -> str:
    """A value as Go's %q / types.String.String() prints it (double-quoted)."""
    return json.dumps(value, ensure_ascii=False)


def _check(check: "R.Validator", where: tuple, value) -> str | None:
    """The detail of the diagnostic ``check`` gives for a known, non-null ``value``, or None."""
    kind, arg, name = check.kind, check.arg, path_text(where)
    if kind == R.SSH_KEY:  # internal/validators/ssh_key_validator.go:22-35
        return None if ssh_keys.authorized_key_problem(value) is None else \
            "The given SSH Key is not a valid public RSA or ECDSA key."
    if kind == R.PATTERN:  # internal/validators/regex_validator.go:25-37
        return None if re.search(arg, value) else \
            f"{name} must conform to the regex pattern /{arg}/, which {_go_quote(value)} does not."
    if kind == R.MATCHES:
        pattern, description = arg
        return None if re.search(pattern, value) else f"Attribute {name} {description}, got: {value}"
    if kind == R.ONE_OF:
        shown = "[" + " ".join(_go_quote(v) if isinstance(v, str) else str(v) for v in arg) + "]"
        return None if value in arg else \
            f"Attribute {name} value must be one of: {shown}, got: {_go_quote(value) if isinstance(value, str) else value}"
    if kind == R.BETWEEN:
        low, high = arg
        return None if low <= value <= high else f"Attribute {name} value must be between {low} and {high}, got: {value}"
    if kind == R.AT_MOST:
        return None if value <= arg else f"Attribute {name} value must be at most {arg}, got: {value}"
    if kind == R.LENGTH_AT_LEAST:
        return None if len(value) >= arg else f"Attribute {name} string length must be at least {arg}, got: {len(value)}"
    if kind == R.LENGTH_AT_MOST:
        return None if len(value) <= arg else f"Attribute {name} string length must be at most {arg}, got: {len(value)}"
    if kind == R.STORAGE_SIZE:  # internal/validators/storage_size_validator.go:23-43
        text = value.lower()
        if not text.endswith(("gib", "tib")):
            return "Storage size must be in GiB or TiB"
        return None if re.fullmatch(r"[+-]?[0-9]+", text[:-3]) else "Storage size must be in GiB or TiB, e.g. 100GiB"
    if kind == R.STORAGE_MODE:  # internal/validators/storage_attachment_type_validator.go:29-41
        return None if value.lower() in ("read-only", "read-write") else \
            "Disk mode type must be either 'read-only' or 'read-write'"
    raise ValueError(f"unknown validator kind {kind!r}")


_SUMMARIES = {R.SSH_KEY: "Invalid SSH Key", R.PATTERN: "Invalid argument", R.MATCHES: "Invalid Attribute Value Match",
              R.ONE_OF: "Invalid Attribute Value Match", R.BETWEEN: "Invalid Attribute Value",
              R.AT_MOST: "Invalid Attribute Value", R.LENGTH_AT_LEAST: "Invalid Attribute Value Length",
              R.LENGTH_AT_MOST: "Invalid Attribute Value Length", R.STORAGE_SIZE: "Unsupported Data Size",
              R.STORAGE_MODE: "Unsupported Disk Mode Type"}


def _duplicate_taints(taints) -> str | None:
    """kubernetes_node_pool_resource.go:84-103 with util.go:234-253: a key and effect given twice."""
    if not isinstance(taints, list) or any(t is UNKNOWN or not isinstance(t, dict) for t in taints):
        return None
    if any(t.get(k) is UNKNOWN for t in taints for k in ("key", "effect")):
        return None  # tfSetToNodeTaints fails on unknowns: "let plan/apply re-evaluate"
    seen, dups = set(), []
    for t in taints:
        pair = (t.get("key") or "", t.get("effect") or "")
        if pair in seen:
            dups.append(f"key {_go_quote(pair[0])} with effect {_go_quote(pair[1])}")
        seen.add(pair)
    if not dups:
        return None
    if len(dups) == 1:
        return f"duplicate taint: {dups[0]} is specified more than once"
    return "duplicate taints:\n  - " + "\n  - ".join(dups)


def validate_config(type_name: str, config) -> list[tuple[tuple, Diagnostic]]:
    """ValidateResourceConfig as the real provider answers it (offline/rules.py VALIDATORS): (attribute
    path, error) for every known value a validator refuses."""
    out = []
    if not isinstance(config, dict):
        return out
    for check in R.validators(type_name):
        if check.kind == R.NO_DUPLICATE_TAINTS:
            detail = _duplicate_taints(config.get("node_taints"))
            if detail:
                out.append(((), Diagnostic("error", "Invalid node_taints", detail)))
            continue
        for where, value in values_at(config, check.path):
            if value is None or value is UNKNOWN:
                continue
            detail = _check(check, where, value)
            if detail:
                out.append((where, Diagnostic("error", _SUMMARIES[check.kind], detail)))
    return out


RFC1918 = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
DISK_GIB = (1, 10 * 1024)  # Crusoe docs, "Disks overview": persistent disks of 1 GiB to 10 TiB


def _check_range(summary: str, cidr) -> None:
    """Crusoe docs, "VPC Networks Overview": IPv4 only; custom subnets in RFC 1918 space (the same for
    the network's range: assumption)."""
    net = ipaddress.ip_network(str(cidr), strict=False)
    if net.version != 4:
        raise CloudError(summary, f"{cidr}: Crusoe supports IPv4 only (Crusoe docs, \"VPC Networks Overview\")")
    if not any(net.subnet_of(block) for block in RFC1918):
        raise CloudError(summary, f"{cidr}: custom networks and subnets take RFC 1918 ranges (Crusoe docs, "
                                  "\"VPC Networks Overview\")")


def _gib(size) -> int | None:
    text = str(size or "").lower()
    if text.endswith(("gib", "tib")) and text[:-3].isdigit():
        return int(text[:-3]) * (1024 if text.endswith("tib") else 1)
    return None


def _check_disk_size(summary: str, size, disk_type) -> None:
    gib = _gib(size)
    if disk_type != "shared-volume" and gib is not None and not DISK_GIB[0] <= gib <= DISK_GIB[1]:
        raise CloudError(summary, f"size {size}: a persistent disk is 1 GiB to 10 TiB (Crusoe docs, \"Disks overview\")")


def _resize_disk(prior: dict, planned: dict) -> None:
    """disk_resource.go:255-288 sends the new size to ResizeDisk; Crusoe resizes only upwards (Crusoe
    docs, "Disks overview", Limitations), so a smaller size is the API's error, relayed."""
    old, new = _gib(prior.get("size")), _gib(planned.get("size"))
    if old is None or new is None or old == new:
        return
    if new < old:
        raise CloudError("Failed to resize disk",
                         f"There was an error starting a resize operation: disk {prior.get('name')!r} is {prior.get('size')} "
                         f"and can only grow, not shrink to {planned.get('size')} (Crusoe docs, \"Disks overview\").")
    _check_disk_size("Failed to resize disk", planned.get("size"), prior.get("type"))


class Provider:
    def __init__(self, schema: dict):
        self.schema = schema
        self.resources = schema.get("resource_schemas", {})
        self.data_sources = schema.get("data_source_schemas", {})
        self._cloud = None

    @property
    def cloud(self) -> Cloud:
        if self._cloud is None:
            self._cloud = Cloud()
        return self._cloud

    def block(self, type_name: str) -> dict:
        return self.resources[type_name]["block"]

    # ---------------------------------------------------------------- plan
    def plan_change(self, type_name, prior, proposed, config) -> PlanResult:
        """PlanResourceChange as terraform-plugin-framework runs the provider's schema: defaults,
        computed-unknown marking, UseStateForUnknown, RequiresReplace* (offline/rules.py)."""
        if proposed is None:
            return PlanResult(None, [], [])
        block = self.block(type_name)
        planned = _with_defaults(proposed, config, type_name)
        if prior is None:
            return PlanResult(mark_computed_unknown(block, planned, config), [],
                              startup_script_diagnostics(type_name, planned) + warning_diagnostics(type_name, None, planned))
        if planned == prior:
            return PlanResult(planned, [], [])
        defaults = frozenset(r.path for r in R.rules(type_name, R.DEFAULT))
        planned = mark_unknown_for_update(block, planned, config, defaults)
        for rule in sorted(R.rules(type_name, R.KEEP), key=lambda r: len(r.path)):
            planned = keep_prior(planned, prior, config, rule.path)
        replace, diags = _replace_and_diagnostics(type_name, prior, planned, config)
        return PlanResult(planned, replace, diags)

    def plan(self, type_name, prior, proposed, config):
        """(planned, requires_replace as text) for tests; an error diagnostic raises CloudError."""
        result = self.plan_change(type_name, prior, proposed, config)
        errors = [d for d in result.diagnostics if d.severity == "error"]
        if errors:
            raise CloudError(errors[0].summary, errors[0].detail)
        return result.planned, [path_text(p) for p in result.requires_replace]

    # ---------------------------------------------------------------- read
    def read(self, type_name, current):
        if current is None:
            return None
        obj_id = current.get("id")
        if not isinstance(obj_id, str) or "id" not in self.block(type_name).get("attributes", {}):
            return current
        rec = self.cloud.get(type_name, obj_id)
        if rec is None and type_name in READ_FAILS_WHEN_GONE:
            # The VPC Read calls GetVPCNetwork/GetVPCSubnet and turns any error into a diagnostic; the
            # client returns an error for a 404, so the "deleted out of band" branch after it is never
            # reached: refresh fails and the object stays in state (README provenance table).
            summary, detail = READ_FAILS_WHEN_GONE[type_name]
            raise CloudError(summary, detail % f"{type_name} {obj_id} not found (404)")
        if rec is None:
            return None  # gone from the cloud: Terraform plans to create it again
        return conform(self.block(type_name), rec["state"])

    def import_state(self, type_name, obj_id):
        rec = self.cloud.get(type_name, obj_id)
        if rec is None:
            raise CloudError("Cannot import non-existent remote object",
                             f"{type_name} with id {obj_id!r} does not exist in the simulated cloud")
        return conform(self.block(type_name), rec["state"])

    # ---------------------------------------------------------------- apply
    def apply_change(self, type_name, prior, planned, config) -> ApplyResult:
        cloud = self.cloud
        diags: list[Diagnostic] = []
        with cloud.locked():
            data = json.loads(json.dumps(cloud._read()))
            if planned is None:
                self._delete(cloud, data, type_name, prior)
                cloud._write(data)
                return ApplyResult(None, diags)
            # A failure injected by a test (Cloud.fail_apply): the provider relays the API's error; the
            # plugin framework keeps the prior state of a failed update (terraform-plugin-framework
            # internal/fwserver/server_updateresource.go: the response starts as the prior state) and
            # none for a failed create (the Crusoe provider sets state only on success, disk_resource.go:193-212).
            failure = Cloud.take_failure(data, type_name, "create" if prior is None else "update",
                                         (planned or {}).get("name") or "")
            if failure is not None:
                cloud._write(data)
                verb = {"crusoe_storage_disk": ("create disk", "resize disk")}.get(type_name, ("create", "update"))
                raise CloudError(f"Failed to {verb[0] if prior is None else verb[1]}", failure)
            if prior is None:
                state, consumed = self._create(cloud, data, type_name, planned, diags)
            else:
                rec = cloud.get(type_name, prior.get("id")) if isinstance(prior.get("id"), str) else None
                if rec is None and isinstance(prior.get("id"), str):
                    raise CloudError(f"{type_name} not found",
                                     f"{type_name} {prior.get('id')} no longer exists; run terraform plan again")
                consumed = list(rec.get("consumed", [])) if rec else []
                if type_name == INSTANCE:
                    state, consumed = self._update_instance(cloud, data, prior, planned, consumed)
                else:
                    if type_name == "crusoe_storage_disk":
                        _resize_disk(prior, planned)
                    if type_name == "crusoe_vpc_subnet":
                        planned = dict(planned, nat_gateways=self._nat_gateways(
                            cloud, data, planned, list(prior.get("nat_gateways") or [])))
                    if type_name == NODE_POOL:
                        planned = dict(planned)
                        consumed += self._grow_node_pool(cloud, data, planned, list(prior.get("instance_ids") or []),
                                                         diags, creating=False)
                        for k in ("state", "all_node_labels"):  # computed, no UseStateForUnknown: read back
                            if planned.get(k) is UNKNOWN:
                                planned[k] = prior.get(k)
                    state = self._fill(data, type_name, planned)
            obj_id = state.get("id")
            if isinstance(obj_id, str):
                stored = state
                if type_name == INSTANCE and prior is not None:
                    stored = self._public_addresses_as_the_api_has_them(data, prior, state)
                cloud.put(type_name, obj_id, {"type": type_name, "state": stored, "consumed": consumed})
            cloud._write(data)
            return ApplyResult(state, diags)

    def apply(self, type_name, prior, planned, config):
        """The new state (for tests; warnings dropped)."""
        return self.apply_change(type_name, prior, planned, config).state

    def _gen(self, data, type_name):
        counter = [0]

        def gen(path):
            last = path[-1] if path else "value"
            if last == "project_id":
                return data.get("project_id", "")
            if last == "id":
                return self.cloud.next_id(data, type_name)
            counter[0] += 1
            return f"offline-{last}-{counter[0]}"

        return gen

    def _fill(self, data, type_name, state):
        return fill_unknown(self.block(type_name), state, self._gen(data, type_name))

    def _alloc_ip(self, data, key, net) -> str:
        alloc = data.setdefault("alloc", {}).setdefault("ip", {})
        n = alloc.get(key, 0) + 1
        alloc[key] = n
        # Crusoe reserves a subnet's first five addresses and its broadcast address ("VPC Networks
        # Overview"): private addresses start at .5 and stop before the last one.
        base = 1 if key == "public" else 4
        if base + n >= net.num_addresses - (0 if key == "public" else 1):
            raise CloudError("Out of IP addresses", f"subnet {key} ({net}) has no free addresses")
        return str(net.network_address + base + n)

    def _create(self, cloud, data, type_name, planned, diags):
        st = dict(planned)
        consumed = []
        U = UNKNOWN
        if type_name == "crusoe_ib_partition":
            net = cloud._network(data, st.get("ib_network_id"))
            if net is None:
                raise CloudError("Failed to create partition",
                                 ASSUMPTION + f"IB network {st.get('ib_network_id')!r} not found (networks: "
                                 + ", ".join(n["id"] for n in data.get("ib_networks", [])) + ")")
        elif type_name == "crusoe_vpc_network":
            _check_range("Failed to create VPC Network", st.get("cidr"))
            if st.get("gateway") is U:
                st["gateway"] = str(ipaddress.ip_network(st["cidr"], strict=False).network_address + 1)
            if st.get("subnets") is U:
                st["subnets"] = []
        elif type_name == "crusoe_vpc_subnet":
            _check_range("Failed to create VPC Subnet", st.get("cidr"))
            if st.get("nat_gateway_enabled") is U:
                st["nat_gateway_enabled"] = False
            st["nat_gateways"] = self._nat_gateways(cloud, data, st, [])
        elif type_name == "crusoe_vpc_firewall_rule":
            for side in ("source", "destination"):
                for item in str(st.get(side) or "").split(","):
                    if ":" in item:
                        raise CloudError("Failed to create firewall rule",
                                         f"{side} {item!r}: Crusoe supports IPv4 only (Crusoe docs, \"VPC Networks "
                                         "Overview\", Limitations)")
        elif type_name == "crusoe_storage_disk":
            _check_disk_size("Failed to create disk", st.get("size"), st.get("type"))
            for k, v in (("type", "persistent-ssd"), ("block_size", 4096), ("vips", [])):
                if st.get(k) is U:
                    st[k] = v
        elif type_name == INSTANCE:
            consumed = self._create_instance(cloud, data, st)
        elif type_name == NODE_POOL:
            consumed = self._grow_node_pool(cloud, data, st, [], diags, creating=True)
            if st.get("state") is U:
                st["state"] = "STATE_RUNNING"
        if st.get("id") is U:
            st["id"] = cloud.next_id(data, type_name)
        if type_name == "crusoe_storage_disk":
            if st.get("dns_name") is U:
                st["dns_name"] = f"{st['name']}.disk.{st['location']}.offline.crusoecloud.com"
            if st.get("serial_number") is U:
                st["serial_number"] = st["id"].replace("-", "")[:20].upper()
        return self._fill(data, type_name, st), consumed

    def _nat_gateways(self, cloud, data, st, prior: list) -> list:
        """A subnet's NAT gateways as the API returns them: one, with a public address, while
        ``nat_gateway_enabled`` (the gateway it already has is kept), none otherwise. The provider
        reads ``nat_gateway_enabled`` back as "has a gateway" (vpc_subnet/util.go:62-64), so a create
        asking for one must get one (or every create would end "inconsistent result"); the gateway's
        values: assumption. ``nat_gateways`` keeps its prior value in an update plan
        (vpc_subnet_resource.go:123), so enabling the gateway on an existing subnet gets the same error
        from Terraform as the real provider's Update gets (:271-276)."""
        if st.get("nat_gateway_enabled") is not True:
            return []
        if prior:
            return prior
        gw_id = cloud.next_id(data, "crusoe_vpc_subnet")
        return [{"id": gw_id, "public_ipv4_address": self._alloc_ip(data, "public", PUBLIC_POOL),
                 "public_ipv4_id": cloud.next_id(data, "crusoe_vpc_subnet")}]

    def _take_slices(self, cloud, data, name, itype, pid, location=None) -> tuple[list[dict], str]:
        """An IB instance of `itype` on partition `pid`: its slices from the partition's network.
        Every refusal here is the API's (the provider only relays its error,
        vm_resource.go:445-458); none is documented, so each is marked an assumption."""
        part = cloud.get("crusoe_ib_partition", pid)
        if part is None:
            raise CloudError("Failed to create instance", ASSUMPTION + f"instance {name!r}: IB partition {pid!r} not found")
        net_id = part["state"].get("ib_network_id")
        net = cloud._network(data, net_id)
        if net is None:
            raise CloudError("Failed to create instance",
                             ASSUMPTION + f"instance {name!r}: IB network {net_id!r} of partition {pid} not found")
        if isinstance(location, str) and location != net.get("location"):
            raise CloudError("Failed to create instance",
                             ASSUMPTION + f"instance {name!r} is in {location} but IB partition {pid} is on network "
                             f"{net.get('name')} in {net.get('location')}")
        if cloud._run_steals(data, net):
            cloud._write(json.loads(json.dumps(data)))  # the theft sticks even if this create fails
        need = slices_per_vm(itype)
        cap = next((c for c in net.get("capacities", []) if c.get("slice_type") == itype), None)
        if cap is None:
            offered = ", ".join(c.get("slice_type", "?") for c in net.get("capacities", [])) or "nothing"
            raise CloudError("Failed to create instance",
                             ASSUMPTION + f"instance {name!r}: type {itype} is not offered on IB network "
                             f"{net.get('name')} ({net_id}) in {net.get('location')} (offers: {offered})")
        free = int(cap.get("quantity", 0))
        if free < need:
            raise CloudError(
                "Failed to create instance: out of capacity",
                f"instance {name!r}: out of {itype} capacity on IB network {net.get('name')} ({net_id}) "
                f"in {net.get('location')}: {need} slices needed, {free} available")
        cap["quantity"] = free - need
        return [{"ib_network_id": net_id, "slice_type": itype, "quantity": need}], net.get("location")

    def _create_instance(self, cloud, data, st) -> list[dict]:
        U = UNKNOWN
        itype, name = st.get("type"), st.get("name")
        refused = startup_script_diagnostics(INSTANCE, st)
        if refused:
            raise CloudError("Failed to create instance", refused[0].detail)
        hcas = [h for h in (st.get("host_channel_adapters") or []) if isinstance(h, dict)]
        consumed = []
        net_location = None
        # Refusals without a source (README provenance table: assumption). The field guide (Saturn Cloud's)
        # treats an -ib VM without adapters as a silent NCCL fallback to Ethernet; the stand-in
        # refuses loudly so a construct that drops the adapters fails its plan tests.
        if is_ib_type(itype) and not hcas:
            raise CloudError(
                "Failed to create instance",
                ASSUMPTION + f"instance {name!r}: type {itype} is an InfiniBand type and needs host_channel_adapters "
                "= [{ ib_partition_id = ... }]; it cannot be created without an IB partition")
        if hcas and not is_ib_type(itype):
            raise CloudError("Failed to create instance",
                             ASSUMPTION + f"instance {name!r}: type {itype} has no InfiniBand; remove "
                             "host_channel_adapters or use an -ib type")
        if hcas:
            # vm_resource.go:409-415 sends only the last adapter; util.go:256-265 reads back one.
            pid = hcas[-1].get("ib_partition_id")
            consumed, net_location = self._take_slices(cloud, data, name, itype, pid, st.get("location"))
            st["host_channel_adapters"] = [{"ib_partition_id": pid}]
        else:
            st["host_channel_adapters"] = None  # vm_resource.go:416-419, util.go:335-339

        location = st.get("location")
        if location is U or location is None:
            location = net_location
        nis = st.get("network_interfaces")
        if nis is U:
            nis = [{"id": U, "interface_type": U, "name": U, "network": U,
                    "private_ipv4": U, "public_ipv4": U, "subnet": U}]
        new_nis = []
        for i, ni in enumerate(nis or []):
            ni = dict(ni)
            sub = cloud.get("crusoe_vpc_subnet", ni.get("subnet")) if isinstance(ni.get("subnet"), str) else None
            if sub is not None:
                pool, key = ipaddress.ip_network(sub["state"]["cidr"], strict=False), sub["state"]["id"]
                location = location or sub["state"].get("location")
                if location != sub["state"].get("location"):
                    raise CloudError("Failed to create instance",
                                     ASSUMPTION + f"instance {name!r} is in {location} but subnet {key} is in "
                                     f"{sub['state'].get('location')}")
            else:
                pool, key = FALLBACK_PRIVATE_POOL, "fallback"
            for k, v in (("interface_type", "gVNIC"), ("name", f"eth{i}"), ("subnet", key if sub else "")):
                if ni.get(k) is U:
                    ni[k] = v
            if ni.get("network") is U:
                ni["network"] = sub["state"].get("network") if sub else ""
            if ni.get("private_ipv4") is U:
                ni["private_ipv4"] = {"address": U}
            if isinstance(ni.get("private_ipv4"), dict) and ni["private_ipv4"].get("address") is U:
                ni["private_ipv4"] = {"address": self._alloc_ip(data, key, pool)}
            pub = ni.get("public_ipv4")
            if pub is U or pub is None:
                pub = {"address": U, "id": U, "type": U}
            pub = dict(pub)
            if pub.get("type") is U or pub.get("type") is None:
                pub["type"] = "dynamic"
            if pub["type"] == "none":
                # As the real provider reads it back (internal/vm/util.go:219-242 of v1.1.1):
                # types.StringValue of an absent address is "", never null.
                for k in ("address", "id"):
                    if pub.get(k) is U:
                        pub[k] = ""
            if pub.get("address") is U:
                pub["address"] = self._alloc_ip(data, "public", PUBLIC_POOL)
            ni["public_ipv4"] = pub  # never null in state (util.go:226-244)
            new_nis.append(ni)
        st["network_interfaces"] = new_nis
        location = location or DEFAULT_LOCATION
        st["location"] = location
        host = f"{name}.{location}"
        for k, v in (("internal_dns_name", f"{host}.compute.internal"),  # util.go:307-309
                     ("fqdn", f"{host}.compute.internal"),
                     ("external_dns_name", f"{host}.offline.crusoecloud.com"),
                     ("disks", []),
                     ("install_crusoe_watch_agent", True),  # util.go:341-345
                     ("nvlink_domain_id", ""), ("reservation_id", "")):  # util.go:304-305
            if st.get(k) is U or (k == "install_crusoe_watch_agent" and st.get(k) is None):
                st[k] = v
        return consumed

    def _update_instance(self, cloud, data, prior, planned, consumed):
        """vm_resource.go:511-774 (Update): the new state is the PRIOR state with only these taken
        from the plan: disks (:583), network_interfaces when they changed (:594-595, :662), type
        after an in-place resize (:669-731), reservation_id (:772). Anything else the plan changes
        in place -- host_channel_adapters above all -- is not sent, and Terraform core reports the
        provider's inconsistent result."""
        st = dict(prior)
        st["disks"] = planned.get("disks")
        nis = planned.get("network_interfaces")
        if nis is not UNKNOWN and isinstance(nis, list) and len(nis) == 1 and nis != prior.get("network_interfaces"):
            st["network_interfaces"] = fill_unknown(
                self.block(INSTANCE)["attributes"]["network_interfaces"]["nested_type"], nis[0],
                self._gen(data, INSTANCE))
            st["network_interfaces"] = [st["network_interfaces"]]
        new_type = planned.get("type")
        if isinstance(new_type, str) and new_type != prior.get("type"):
            consumed = self._resize(cloud, data, prior, new_type, consumed)
            st["type"] = new_type
        st["reservation_id"] = planned.get("reservation_id")
        if st["reservation_id"] is UNKNOWN:
            st["reservation_id"] = prior.get("reservation_id")
        return self._fill(data, INSTANCE, st), consumed

    def _public_addresses_as_the_api_has_them(self, data, prior: dict, state: dict) -> dict:
        """What the cloud holds after a public IP type change, which is not what the provider stores:
        its Update writes the *planned* interfaces into state (vm_resource.go:662), where the public
        address and its id kept their prior values (UseStateForUnknown, :284, :289), while the API
        dropped the address (type "none") or gave a new one (from "none"). The next refresh reads the
        API's (util.go:226-244): the stand-in's cloud record holds that, the returned state the plan's."""
        before = {i: ((ni or {}).get("public_ipv4") or {}).get("type")
                  for i, ni in enumerate(prior.get("network_interfaces") or [])}
        nis = []
        for i, ni in enumerate(state.get("network_interfaces") or []):
            pub = dict((ni or {}).get("public_ipv4") or {})
            kind = pub.get("type")
            if kind != before.get(i):
                if kind == "none":
                    pub.update(address="", id="")
                elif not pub.get("address"):
                    pub.update(address=self._alloc_ip(data, "public", PUBLIC_POOL),
                               id=self.cloud.next_id(data, INSTANCE))
            nis.append(dict(ni, public_ipv4=pub) if isinstance(ni, dict) else ni)
        return dict(state, network_interfaces=nis)

    def _resize(self, cloud, data, prior, new_type, consumed):
        """A same-family resize (vm_resource.go:667-762; the API "validates whether the specific size
        is supported", :106-109). Assumption: an IB VM gives back its slices and needs the new type's
        on its partition's network; short of them the resize fails and the VM keeps its type."""
        name = prior.get("name")
        hcas = [h for h in (prior.get("host_channel_adapters") or []) if isinstance(h, dict)]
        if not hcas:
            return consumed
        scratch = json.loads(json.dumps(data))
        cloud._release(scratch, {"consumed": consumed})
        try:
            taken, _ = self._take_slices(cloud, scratch, name, new_type, hcas[-1].get("ib_partition_id"))
        except CloudError as e:
            raise CloudError("Failed to resize instance",
                             f"There was an error resizing the instance: {e.detail}") from None
        data.clear()
        data.update(scratch)
        return taken

    def _grow_node_pool(self, cloud, data, st, vms: list, diags: list, *, creating: bool) -> list[dict]:
        """Create VMs until there are instance_count of them, each taking its slices from the pool's
        partition's network. Out of capacity, the VMs that fit are created and the apply only warns
        (kubernetes_node_pool_resource.go:320-325 create, :515-520 update); instance_count stays what
        was asked (util.go:269 reads the API's count) and instance_ids lists the VMs that exist,
        sorted (util.go:288, :318-322). A lower count keeps the VMs."""
        itype, name, want = st.get("type"), st.get("name"), st.get("instance_count")
        consumed = []
        if isinstance(want, int) and want > len(vms) and is_ib_type(itype):
            pid = st.get("ib_partition_id")
            part = cloud.get("crusoe_ib_partition", pid) if isinstance(pid, str) else None
            if part is None:
                raise CloudError("Failed to create node pool" if creating else "Failed to update node pool",
                                 ASSUMPTION + f"node pool {name!r}: type {itype} needs ib_partition_id of an "
                                 f"existing partition (got {pid!r})")
            net_id = part["state"].get("ib_network_id")
            net = cloud._network(data, net_id)
            cloud._run_steals(data, net)
            cap = next((c for c in net.get("capacities", []) if c.get("slice_type") == itype), None)
            per_vm = slices_per_vm(itype)
            free = int(cap.get("quantity", 0)) if cap else 0
            missing = want - len(vms)
            fit = min(missing, free // per_vm)
            if cap is not None:
                cap["quantity"] = free - fit * per_vm
            for _ in range(fit):
                consumed.append({"ib_network_id": net_id, "slice_type": itype, "quantity": per_vm})
                vms.append(cloud.next_id(data, "crusoe_compute_instance"))
            if fit < missing:
                summary = "Unable to create desired number of VMs" if creating else "Unable to provision all instances"
                diags.append(Diagnostic("warning", summary, (
                    "Warning -- Unable to create desired number of VMs due to the following error: "
                    f"out of {itype} capacity on IB network {net.get('name')} ({net_id}): {missing} more VM(s) "
                    f"need {missing * per_vm} slices, {free} available; {fit} created")))
        st["instance_ids"] = sorted(vms)
        return consumed

    def _delete(self, cloud, data, type_name, prior):
        if prior is None:
            return
        obj_id = prior.get("id")
        if not isinstance(obj_id, str):
            return
        if type_name == "crusoe_ib_partition":
            users = [s for s in cloud.instances()
                     if any((h or {}).get("ib_partition_id") == obj_id for h in (s.get("host_channel_adapters") or []))]
            if users:
                raise CloudError("Failed to delete partition",
                                 ASSUMPTION + f"IB partition {obj_id} is still used by {len(users)} instance(s): "
                                 + ", ".join(sorted(str(s.get("name")) for s in users)[:10]))
        rec = cloud.get(type_name, obj_id)
        if rec is None:
            return  # already gone
        cloud._release(data, rec)
        cloud.remove(type_name, obj_id)

    # ---------------------------------------------------------------- data sources
    def read_data(self, type_name, config):
        block = self.data_sources[type_name]["block"]
        config = config or {}
        if type_name == "crusoe_storage_disks":
            # disks_data_source.go:130-165: every disk of the project as the API reports it (size as the API
            # writes it), sorted by name, then id.
            disks = sorted((r["state"] for r in self.cloud.objects("crusoe_storage_disk")),
                           key=lambda d: (str(d.get("name") or ""), str(d.get("id") or "")))
            return conform(block, {"project_id": config.get("project_id"), "disks": [
                {k: d.get(k) for k in ("id", "name", "location", "type", "size", "serial_number", "block_size",
                                       "dns_name", "vips")} for d in disks]})
        if type_name == "crusoe_ib_networks":
            nets = self.cloud.data().get("ib_networks", [])
            # ib_network_data_source.go:142-146: sorted by name, then id (common/util.go:462-472).
            nets = sorted(nets, key=lambda n: (str(n.get("name") or ""), str(n.get("id") or "")))
            # ib_network_data_source.go:125-140: the networks are appended to a nil slice, and the framework
            # stores a nil slice as null: a project without IB networks reads ib_networks = null, not [].
            # A network's capacities start as an empty slice (:127): [] when it offers none.
            return conform(block, {
                "project_id": config.get("project_id"),
                "ib_networks": [
                    {"id": n.get("id"), "name": n.get("name"), "location": n.get("location"),
                     "capacities": [{"slice_type": c.get("slice_type"), "quantity": int(c.get("quantity", 0))}
                                    for c in n.get("capacities", [])]}
                    for n in nets
                ] or None,
            })
        return conform(block, config)


# --------------------------------------------------------------------------- gRPC

def _diag(pb, summary, detail="", severity="error", attribute=None):
    sev = pb.Diagnostic.ERROR if severity == "error" else pb.Diagnostic.WARNING
    if attribute is not None and attribute.steps:
        return pb.Diagnostic(severity=sev, summary=summary, detail=detail, attribute=attribute)
    return pb.Diagnostic(severity=sev, summary=summary, detail=detail)


def _attribute_steps(path: tuple) -> tuple:
    """The attribute a diagnostic points at: the path up to the first element index (an element of a
    set has no index to name), or None for the resource as a whole."""
    steps = []
    for step in path:
        if isinstance(step, int):
            break
        steps.append(step)
    return tuple(steps)


def _attribute_path(pb, path: tuple):
    steps = [pb.AttributePath.Step(element_key_int=s) if isinstance(s, int) else pb.AttributePath.Step(attribute_name=s)
             for s in path]
    return pb.AttributePath(steps=steps)


def build_servicer(pb, rpc, provider: Provider):
    schema = provider.schema
    cache = {}

    def schema_response():
        if "schema" not in cache:
            cache["schema"] = pb.GetProviderSchema.Response(
                provider=schema_to_pb(pb, schema.get("provider", {"block": {}})),
                provider_meta=schema_to_pb(pb, {"version": 0, "block": {}}),
                resource_schemas={k: schema_to_pb(pb, v) for k, v in provider.resources.items()},
                data_source_schemas={k: schema_to_pb(pb, v) for k, v in provider.data_sources.items()},
                server_capabilities=pb.ServerCapabilities(plan_destroy=True),
            )
        return cache["schema"]

    def guarded(resp_cls, on_error=None):
        def deco(f):
            def wrapper(self, request, context):
                try:
                    return f(self, request, context)
                except CloudError as e:
                    kw = on_error(request) if on_error else {}
                    return resp_cls(diagnostics=[_diag(pb, e.summary, e.detail)], **kw)
                except Exception as e:  # a bug in the stand-in: surface it, don't hang Terraform
                    traceback.print_exc(file=sys.stderr)
                    kw = on_error(request) if on_error else {}
                    return resp_cls(diagnostics=[_diag(pb, f"offline provider error: {e!r}",
                                                       traceback.format_exc())], **kw)
            return wrapper
        return deco

    class Servicer(rpc.ProviderServicer):
        def GetMetadata(self, request, context):
            return pb.GetMetadata.Response(
                server_capabilities=pb.ServerCapabilities(plan_destroy=True),
                resources=[pb.GetMetadata.ResourceMetadata(type_name=t) for t in provider.resources],
                data_sources=[pb.GetMetadata.DataSourceMetadata(type_name=t) for t in provider.data_sources],
            )

        def GetProviderSchema(self, request, context):
            return schema_response()

        def ValidateProviderConfig(self, request, context):
            return pb.ValidateProviderConfig.Response()

        @guarded(pb.ValidateResourceConfig.Response)
        def ValidateResourceConfig(self, request, context):
            found = validate_config(request.type_name, decode(request.config))
            return pb.ValidateResourceConfig.Response(diagnostics=[
                _diag(pb, d.summary, d.detail, d.severity, attribute=_attribute_path(pb, _attribute_steps(where)))
                for where, d in found])

        def ValidateDataResourceConfig(self, request, context):
            return pb.ValidateDataResourceConfig.Response()

        def ConfigureProvider(self, request, context):
            return pb.ConfigureProvider.Response()  # profile/project/api_endpoint ignored

        @guarded(pb.UpgradeResourceState.Response)
        def UpgradeResourceState(self, request, context):
            raw = request.raw_state
            if raw.json:
                obj = json.loads(raw.json)
            else:
                obj = None
            state = conform(provider.block(request.type_name), obj) if obj is not None else None
            return pb.UpgradeResourceState.Response(upgraded_state=encode(pb, state))

        @guarded(pb.ReadResource.Response, lambda r: {"new_state": r.current_state, "private": r.private})
        def ReadResource(self, request, context):
            state = provider.read(request.type_name, decode(request.current_state))
            return pb.ReadResource.Response(new_state=encode(pb, state), private=request.private)

        @guarded(pb.PlanResourceChange.Response)
        def PlanResourceChange(self, request, context):
            result = provider.plan_change(request.type_name, decode(request.prior_state),
                                          decode(request.proposed_new_state), decode(request.config))
            return pb.PlanResourceChange.Response(
                planned_state=encode(pb, result.planned),
                requires_replace=[_attribute_path(pb, p) for p in result.requires_replace],
                planned_private=request.prior_private,
                diagnostics=[_diag(pb, d.summary, d.detail, d.severity) for d in result.diagnostics],
            )

        @guarded(pb.ApplyResourceChange.Response, lambda r: {"new_state": r.prior_state})
        def ApplyResourceChange(self, request, context):
            result = provider.apply_change(request.type_name, decode(request.prior_state),
                                           decode(request.planned_state), decode(request.config))
            return pb.ApplyResourceChange.Response(
                new_state=encode(pb, result.state), private=request.planned_private,
                diagnostics=[_diag(pb, d.summary, d.detail, d.severity) for d in result.diagnostics])

        @guarded(pb.ImportResourceState.Response)
        def ImportResourceState(self, request, context):
            state = provider.import_state(request.type_name, request.id)
            return pb.ImportResourceState.Response(imported_resources=[
                pb.ImportResourceState.ImportedResource(type_name=request.type_name, state=encode(pb, state))])

        @guarded(pb.ReadDataSource.Response)
        def ReadDataSource(self, request, context):
            state = provider.read_data(request.type_name, decode(request.config))
            return pb.ReadDataSource.Response(state=encode(pb, state))

        def GetFunctions(self, request, context):
            return pb.GetFunctions.Response()

        def StopProvider(self, request, context):
            return pb.StopProvider.Response()

    return Servicer()


def _cert_cache_paths():
    from pathlib import Path
    import tempfile

    env = os.environ.get("CRUSOE_OFFLINE_CERT_CACHE")
    if env:
        return [Path(env)]
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return [base / "crusoe-offline" / "plugin-cert.json",
            Path(tempfile.gettempdir()) / f"crusoe-offline-plugin-cert-{os.getuid()}.json"]


def _new_cert() -> dict:
    import base64
    import datetime as dt

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(x509.NameOID.COMMON_NAME, "localhost")])
    now = dt.datetime.now(dt.timezone.utc)
    not_after = now + dt.timedelta(days=30)
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5)).not_valid_after(not_after)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
        .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=False, key_encipherment=True,
                                     data_encipherment=False, key_agreement=True, key_cert_sign=True,
                                     crl_sign=False, encipher_only=False, decipher_only=False), critical=True)
        .add_extension(x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH,
                                              x509.oid.ExtendedKeyUsageOID.CLIENT_AUTH]), critical=True)
        .sign(key, hashes.SHA256())
    )
    return {
        "key_pem": key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                     serialization.NoEncryption()).decode(),
        "cert_pem": cert.public_bytes(serialization.Encoding.PEM).decode(),
        "chain_b64": base64.b64encode(cert.public_bytes(serialization.Encoding.DER)).decode(),
        "not_after": not_after.timestamp(),
    }


def _server_credentials():
    """Self-signed server cert for go-plugin's AutoMTLS (the client cert Terraform
    offers is not checked).  Cached for 30 days so a provider start does not pay
    for importing `cryptography` and making a key."""
    import base64
    import time

    import grpc

    paths = _cert_cache_paths()
    cert = None
    for p in paths:
        try:
            c = json.loads(p.read_text())
            if c.get("not_after", 0) > time.time() + 3600:
                cert = c
                break
        except (OSError, ValueError):
            continue
    if cert is None:
        cert = _new_cert()
        for p in paths:
            try:
                p.parent.mkdir(parents=True, exist_ok=True)
                tmp = p.with_name(f".{p.name}.{os.getpid()}")
                fd = os.open(tmp, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
                with os.fdopen(fd, "w") as f:
                    json.dump(cert, f)
                os.replace(tmp, p)
                break
            except OSError:
                continue
    creds = grpc.ssl_server_credentials([(cert["key_pem"].encode(), cert["cert_pem"].encode())],
                                        require_client_auth=False)
    return base64.b64decode(cert["chain_b64"]), creds


#: Set (to 1) by the harness when it starts one provider for all of a workdir's Terraform commands.
ENV_REATTACH = "CRUSOE_OFFLINE_REATTACH_SERVE"


def serve(argv=None):
    import base64
    import tempfile
    from concurrent import futures

    import grpc
    from tf.gen import grpc_controller_pb2 as cpb
    from tf.gen import grpc_controller_pb2_grpc as crpc
    from tf.gen import grpc_stdio_pb2_grpc as srpc
    from tf.gen import tfplugin_pb2 as pb
    from tf.gen import tfplugin_pb2_grpc as rpc

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Terraform handles ^C and calls StopProvider
    provider = Provider(load_schema())
    done = threading.Event()
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=16))
    rpc.add_ProviderServicer_to_server(build_servicer(pb, rpc, provider), server)

    class Controller(crpc.GRPCControllerServicer):
        def Shutdown(self, request, context):
            done.set()
            return cpb.Empty()

    class Stdio(srpc.GRPCStdioServicer):
        def StreamStdio(self, request, context):
            return iter([])

    crpc.add_GRPCControllerServicer_to_server(Controller(), server)
    srpc.add_GRPCStdioServicer_to_server(Stdio(), server)

    # A unix socket's path holds at most 107 bytes (sun_path): under a long TMPDIR (a test's temporary
    # folder) the socket's folder goes to /tmp instead.
    base = tempfile.gettempdir()
    if len(os.path.join(base, "crusoe-offline-xxxxxxxx", "plugin.sock")) > 100 and os.path.isdir("/tmp"):
        base = "/tmp"
    tmp = tempfile.mkdtemp(prefix="crusoe-offline-", dir=base)
    sock = os.path.join(tmp, "plugin.sock")
    if os.environ.get(ENV_REATTACH) == "1":
        # Started by the harness, which hands the socket to every Terraform command it runs through
        # TF_REATTACH_PROVIDERS: Terraform dials a reattached provider without TLS and never stops it
        # (the harness does, with SIGTERM).
        server.add_insecure_port(f"unix://{sock}")
        signal.signal(signal.SIGTERM, lambda *_: done.set())
        cert = ""
    else:
        chain, creds = _server_credentials()
        server.add_secure_port(f"unix://{sock}", creds)
        cert = base64.b64encode(chain).decode().rstrip("=")
    server.start()
    sys.stdout.write("|".join(["1", "6", "unix", sock, "grpc", cert]) + "\n")
    sys.stdout.flush()
    parent = os.getppid()
    try:
        while not done.wait(1.0):
            if os.getppid() != parent:  # Terraform went away without saying goodbye
                break
    finally:
        server.stop(grace=0.5).wait()
        # gRPC removes its own socket when it stops: the folder must go whether or not the socket is
        # still there (one left per provider start was ~1,300 empty crusoe-offline-* folders a run).
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(serve())
