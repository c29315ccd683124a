"""Stand-in for the Crusoe Terraform provider (registry.terraform.io/crusoecloud/crusoe
1.1.1), speaking plugin protocol 6 over gRPC (stubs and go-plugin handshake
pieces from PyPI `tf`).

The schema of EVERY resource and data source is served from the provider's real
schema JSON (nested attributes included, which `tf`'s own schema classes cannot
express).  Behaviour is simulated over a cloud kept on disk (see cloud.py; path
in $CRUSOE_OFFLINE_CLOUD):

  data crusoe_ib_networks        networks with their current free capacity
  crusoe_ib_partition            needs an existing IB network
  crusoe_compute_instance        consumes `.Nx` slices from its partition's network,
                                 gives them back on delete; -ib types need
                                 host_channel_adapters; out of capacity -> error;
                                 public_ipv4.type "none" -> address "" (as the real
                                 provider stores it), "dynamic" (default) / "static"
                                 -> an address from 198.18.0.0/15
  crusoe_kubernetes_node_pool    one VM per instance_count, each consuming `.Nx` slices on
                                 its ib_partition_id's network (instance_ids filled in); a
                                 larger count consumes more, a smaller one keeps the VMs (as
                                 Crusoe does); delete gives every VM's slices back
  crusoe_vpc_network / subnet / firewall_rule, crusoe_storage_disk
  anything else                  passthrough plan, generic create (ids filled in)

Run as `python -m offline.provider` (Terraform starts it; not meant for humans).
"""
from __future__ import annotations

import ipaddress
import json
import os
import signal
import sys
import threading
import traceback

import msgpack

from offline.cloud import Cloud, CloudError, is_ib_type, slices_per_vm
from offline.schema import (
    UNKNOWN,
    conform,
    fill_unknown,
    load_schema,
    mark_computed_unknown,
    schema_to_pb,
)

# Attributes the real API cannot update in place -> Terraform plans a replacement.
REQUIRES_REPLACE = {
    # startup_script: the real provider marks it RequiresReplace ("cannot be updated in place").
    "crusoe_compute_instance": ["type", "location", "image", "custom_image", "host_channel_adapters",
                                "ssh_key", "project_id", "network_interfaces", "startup_script"],
    "crusoe_ib_partition": ["ib_network_id", "name", "project_id"],
    "crusoe_vpc_network": ["cidr", "project_id"],
    "crusoe_vpc_subnet": ["cidr", "location", "network", "project_id"],
    "crusoe_vpc_firewall_rule": ["network", "project_id"],
    "crusoe_storage_disk": ["location", "type", "project_id"],
    "crusoe_kubernetes_cluster": ["location", "name", "version", "subnet_id", "project_id"],
    "crusoe_kubernetes_node_pool": ["cluster_id", "type", "ib_partition_id", "name", "ssh_key", "project_id"],
}
NODE_POOL = "crusoe_kubernetes_node_pool"

DEFAULT_LOCATION = "us-east1-a"
PUBLIC_POOL = ipaddress.ip_network("198.18.0.0/15")
FALLBACK_PRIVATE_POOL = ipaddress.ip_network("10.255.0.0/16")


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


# --------------------------------------------------------------------------- behaviour

def _replace_paths(type_name: str, prior: dict, planned: dict) -> list[str]:
    out = []
    for attr in REQUIRES_REPLACE.get(type_name, []):
        old, new = prior.get(attr), planned.get(attr)
        if attr == "network_interfaces":
            # only the subnet choice is fixed at creation
            if new is UNKNOWN:
                changed = old is not None
            else:
                def subnets(v):
                    return [ni.get("subnet") if isinstance(ni, dict) else ni for ni in (v or [])]
                changed = subnets(old) != subnets(new)
        elif attr == "project_id" and new is UNKNOWN:
            changed = False
        else:
            changed = old != new
        if changed:
            out.append(attr)
    return out


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
    def plan(self, type_name, prior, proposed, config):
        if proposed is None:
            return None, []
        block = self.block(type_name)
        if prior is None:
            return mark_computed_unknown(block, proposed, config), []
        if proposed == prior:
            return proposed, []
        planned = mark_computed_unknown(block, proposed, config)
        if type_name == NODE_POOL and isinstance(planned.get("instance_count"), int) \
                and planned["instance_count"] > len(prior.get("instance_ids") or []):
            planned["instance_ids"] = UNKNOWN  # growing: the new VMs' ids are known after apply
        return planned, _replace_paths(type_name, prior, planned)

    # ---------------------------------------------------------------- read
    def read(self, type_name, current):
        if current is None:
            return None
        obj_id = current.get("id")
        if not isinstance(obj_id, str) or "id" not in self.block(type_name).get("attributes", {}):
            return current
        rec = self.cloud.get(type_name, obj_id)
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
    def apply(self, type_name, prior, planned, config):
        cloud = self.cloud
        with cloud.locked():
            data = json.loads(json.dumps(cloud._read()))
            if planned is None:
                self._delete(cloud, data, type_name, prior)
                cloud._write(data)
                return None
            if prior is None:
                state, consumed = self._create(cloud, data, type_name, planned)
            else:
                rec = cloud.get(type_name, prior.get("id")) if isinstance(prior.get("id"), str) else None
                if rec is None and isinstance(prior.get("id"), str):
                    raise CloudError(f"{type_name} not found",
                                     f"{type_name} {prior.get('id')} no longer exists; run terraform plan again")
                consumed = list(rec.get("consumed", [])) if rec else []
                if type_name == NODE_POOL:
                    planned = dict(planned)
                    consumed += self._grow_node_pool(cloud, data, planned, list(prior.get("instance_ids") or []))
                state = self._fill(data, type_name, planned)
            obj_id = state.get("id")
            if isinstance(obj_id, str):
                cloud.put(type_name, obj_id, {"type": type_name, "state": state, "consumed": consumed})
            cloud._write(data)
            return state

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
        base = 1 if key == "public" else 4  # .1 gateway, .2/.3 reserved like real VPCs
        if base + n >= net.num_addresses:
            raise CloudError("Out of IP addresses", f"subnet {key} ({net}) has no free addresses")
        return str(net.network_address + base + n)

    def _create(self, cloud, data, type_name, planned):
        st = dict(planned)
        consumed = []
        U = UNKNOWN
        if type_name == "crusoe_ib_partition":
            net = cloud._network(data, st.get("ib_network_id"))
            if net is None:
                raise CloudError("Failed to create IB partition",
                                 f"IB network {st.get('ib_network_id')!r} not found (networks: "
                                 + ", ".join(n["id"] for n in data.get("ib_networks", [])) + ")")
        elif type_name == "crusoe_vpc_network":
            if st.get("gateway") is U:
                st["gateway"] = str(ipaddress.ip_network(st["cidr"], strict=False).network_address + 1)
            if st.get("subnets") is U:
                st["subnets"] = []
        elif type_name == "crusoe_vpc_subnet":
            ipaddress.ip_network(st["cidr"], strict=False)
            if st.get("nat_gateway_enabled") is U:
                st["nat_gateway_enabled"] = False
        elif type_name == "crusoe_storage_disk":
            for k, v in (("type", "persistent-ssd"), ("block_size", 4096), ("vips", [])):
                if st.get(k) is U:
                    st[k] = v
        elif type_name == "crusoe_compute_instance":
            consumed = self._create_instance(cloud, data, st)
        elif type_name == NODE_POOL:
            consumed = self._grow_node_pool(cloud, data, st, [])
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

    def _create_instance(self, cloud, data, st) -> list[dict]:
        U = UNKNOWN
        itype, name = st.get("type"), st.get("name")
        hcas = [h for h in (st.get("host_channel_adapters") or []) if h is not None]
        consumed = []
        net = None
        if is_ib_type(itype) and not hcas:
            raise CloudError(
                "Failed to create instance",
                f"instance {name!r}: type {itype} is an InfiniBand type and needs host_channel_adapters "
                "= [{ ib_partition_id = ... }]; it cannot be created without an IB partition")
        if hcas and not is_ib_type(itype):
            raise CloudError("Failed to create instance",
                             f"instance {name!r}: type {itype} has no InfiniBand; remove host_channel_adapters "
                             "or use an -ib type")
        if hcas:
            pids = {h.get("ib_partition_id") for h in hcas}
            if len(pids) != 1:
                raise CloudError("Failed to create instance",
                                 f"instance {name!r}: all host_channel_adapters must use the same IB partition")
            pid = pids.pop()
            part = cloud.get("crusoe_ib_partition", pid)
            if part is None:
                raise CloudError("Failed to create instance", f"instance {name!r}: IB partition {pid!r} not found")
            net_id = part["state"].get("ib_network_id")
            net = cloud._network(data, net_id)
            if net is None:
                raise CloudError("Failed to create instance",
                                 f"instance {name!r}: IB network {net_id!r} of partition {pid} not found")
            loc = st.get("location")
            if isinstance(loc, str) and loc != net.get("location"):
                raise CloudError("Failed to create instance",
                                 f"instance {name!r} is in {loc} but IB partition {pid} is on network "
                                 f"{net.get('name')} in {net.get('location')}")
            if cloud._run_steals(data, net):
                cloud._write(json.loads(json.dumps(data)))  # the theft sticks even if this create fails
            need = slices_per_vm(itype)
            cap = next((c for c in net.get("capacities", []) if c.get("slice_type") == itype), None)
            if cap is None:
                offered = ", ".join(c.get("slice_type", "?") for c in net.get("capacities", [])) or "nothing"
                raise CloudError("Failed to create instance",
                                 f"instance {name!r}: type {itype} is not offered on IB network "
                                 f"{net.get('name')} ({net_id}) in {net.get('location')} (offers: {offered})")
            free = int(cap.get("quantity", 0))
            if free < need:
                raise CloudError(
                    "Failed to create instance: out of capacity",
                    f"instance {name!r}: out of {itype} capacity on IB network {net.get('name')} ({net_id}) "
                    f"in {net.get('location')}: {need} slices needed, {free} available")
            cap["quantity"] = free - need
            consumed.append({"ib_network_id": net_id, "slice_type": itype, "quantity": need})

        location = st.get("location")
        if location is U or location is None:
            location = (net or {}).get("location")
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
                                     f"instance {name!r} is in {location} but subnet {key} is in "
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
            if pub is U:
                pub = {"address": U, "id": U, "type": U}
            if isinstance(pub, dict):
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
                ni["public_ipv4"] = pub
            new_nis.append(ni)
        st["network_interfaces"] = new_nis
        location = location or DEFAULT_LOCATION
        st["location"] = location
        host = f"{name}.{location}"
        for k, v in (("internal_dns_name", f"{host}.compute.internal"),
                     ("fqdn", f"{host}.compute.internal"),
                     ("external_dns_name", f"{host}.offline.crusoecloud.com"),
                     ("disks", []), ("install_crusoe_watch_agent", False),
                     ("nvlink_domain_id", None), ("reservation_id", None)):
            if st.get(k) is U:
                st[k] = v
        return consumed

    def _grow_node_pool(self, cloud, data, st, vms: list) -> list[dict]:
        """Create VMs until there are instance_count of them, each taking its slices from the
        pool's partition's network (all or nothing). A lower count keeps the VMs."""
        itype, name, want = st.get("type"), st.get("name"), st.get("instance_count")
        consumed = []
        if isinstance(want, int) and want > len(vms) and is_ib_type(itype):
            pid = st.get("ib_partition_id")
            part = cloud.get("crusoe_ib_partition", pid) if isinstance(pid, str) else None
            if part is None:
                raise CloudError("Failed to create node pool",
                                 f"node pool {name!r}: type {itype} needs ib_partition_id of an existing partition (got {pid!r})")
            net_id = part["state"].get("ib_network_id")
            net = cloud._network(data, net_id)
            cloud._run_steals(data, net)
            cap = next((c for c in net.get("capacities", []) if c.get("slice_type") == itype), None)
            need = slices_per_vm(itype) * (want - len(vms))
            free = int(cap.get("quantity", 0)) if cap else 0
            if free < need:
                raise CloudError("Failed to update node pool: out of capacity",
                                 f"node pool {name!r}: {want - len(vms)} more {itype} VM(s) need {need} slices on "
                                 f"IB network {net.get('name')} ({net_id}), {free} available")
            cap["quantity"] = free - need
            for _ in range(want - len(vms)):
                consumed.append({"ib_network_id": net_id, "slice_type": itype, "quantity": slices_per_vm(itype)})
                vms.append(cloud.next_id(data, "crusoe_compute_instance"))
        st["instance_ids"] = vms
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
                raise CloudError("Failed to delete IB partition",
                                 f"IB partition {obj_id} is still used by {len(users)} instance(s): "
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
        if type_name == "crusoe_ib_networks":
            nets = self.cloud.data().get("ib_networks", [])
            return conform(block, {
                "project_id": config.get("project_id"),
                "ib_networks": [
                    {"id": n.get("id"), "name": n.get("name"), "location": n.get("location"),
                     "capacities": [{"slice_type": c.get("slice_type"), "quantity": int(c.get("quantity", 0))}
                                    for c in n.get("capacities", [])]}
                    for n in nets
                ],
            })
        return conform(block, config)


# --------------------------------------------------------------------------- gRPC

def _diag(pb, summary, detail="", severity="error"):
    sev = pb.Diagnostic.ERROR if severity == "error" else pb.Diagnostic.WARNING
    return pb.Diagnostic(severity=sev, summary=summary, detail=detail)


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

        def ValidateResourceConfig(self, request, context):
            return pb.ValidateResourceConfig.Response()

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
            planned, replace = provider.plan(request.type_name, decode(request.prior_state),
                                             decode(request.proposed_new_state), decode(request.config))
            return pb.PlanResourceChange.Response(
                planned_state=encode(pb, planned),
                requires_replace=[pb.AttributePath(steps=[pb.AttributePath.Step(attribute_name=a)])
                                  for a in replace],
                planned_private=request.prior_private,
            )

        @guarded(pb.ApplyResourceChange.Response, lambda r: {"new_state": r.prior_state})
        def ApplyResourceChange(self, request, context):
            state = provider.apply(request.type_name, decode(request.prior_state),
                                   decode(request.planned_state), decode(request.config))
            return pb.ApplyResourceChange.Response(new_state=encode(pb, state), private=request.planned_private)

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

    chain, creds = _server_credentials()
    tmp = tempfile.mkdtemp(prefix="crusoe-offline-")
    sock = os.path.join(tmp, "plugin.sock")
    server.add_secure_port(f"unix://{sock}", creds)
    server.start()
    sys.stdout.write("|".join(["1", "6", "unix", sock, "grpc",
                               base64.b64encode(chain).decode().rstrip("=")]) + "\n")
    sys.stdout.flush()
    parent = os.getppid()
    try:
        while not done.wait(1.0):
            if os.getppid() != parent:  # Terraform went away without saying goodbye
                break
    finally:
        server.stop(grace=0.5).wait()
        try:
            os.unlink(sock)
            os.rmdir(tmp)
        except OSError:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(serve())
