"""A simulated Crusoe cloud kept on disk, shared by the stand-in provider
(one process per Terraform command, up to `-parallelism` concurrent RPCs) and
by tests that poke at it between Terraform runs.

Layout:
  <cloud>.json           networks with their FREE capacity, allocation counters
                         {"project_id": ..., "ib_networks": [{"id", "name", "location",
                          "capacities": [{"slice_type", "quantity"}]}], "alloc": {...}}
  <cloud>.json.d/<type>/<id>.json
                         one file per created object: {"state": <terraform state
                         object>, "consumed": [{"ib_network_id", "slice_type",
                         "quantity"}]}
  <cloud>.json.lock      fcntl lock guarding every read-modify-write

One small file per object keeps creating N instances O(N) instead of rewriting
an ever-growing JSON document N times.  Deleting an object's file simulates
out-of-band deletion (Terraform's refresh then sees it gone).
"""
from __future__ import annotations

import contextlib
import fcntl
import ipaddress
import json
import os
import re
import threading
import uuid
from pathlib import Path

ENV_CLOUD = "CRUSOE_OFFLINE_CLOUD"

_NS = uuid.UUID("6f1c4a52-3c1e-4d43-9a53-0c0ffee0b1b1")
_thread_lock = threading.RLock()


class CloudError(Exception):
    """An error the real Crusoe API would return; becomes a Terraform diagnostic."""

    def __init__(self, summary: str, detail: str = ""):
        super().__init__(summary + (": " + detail if detail else ""))
        self.summary = summary
        self.detail = detail


def slices_per_vm(instance_type: str) -> int:
    """`h100-80gb-sxm-ib.8x` -> 8 (the `.Nx` suffix); 1 when there is none."""
    m = re.search(r"\.(\d+)x\Z", instance_type or "")
    return int(m.group(1)) if m else 1


def _in(address: str | None, cidrs) -> bool:
    if not address:
        return False
    ip = ipaddress.ip_address(address)
    for item in str(cidrs or "").split(","):
        try:
            if ip in ipaddress.ip_network(item.strip(), strict=False):
                return True
        except ValueError:
            continue
    return False


def _port_in(port: int, spec) -> bool:
    for item in str(spec or "").split(","):
        low, _, high = item.strip().partition("-")
        if low.isdigit() and int(low) <= port <= int(high or low):
            return True
    return False


def is_ib_type(instance_type: str) -> bool:
    return "-ib." in (instance_type or "") or (instance_type or "").endswith("-ib")


class Cloud:
    def __init__(self, path: str | os.PathLike | None = None):
        path = path or os.environ.get(ENV_CLOUD)
        if not path:
            raise CloudError("No simulated cloud", f"set {ENV_CLOUD} to the cloud JSON file")
        self.path = Path(path).resolve()
        self.res_dir = Path(str(self.path) + ".d")
        self.lock_path = Path(str(self.path) + ".lock")
        self._cache = None
        self._cache_key = None

    # ------------------------------------------------------------------ creation
    @classmethod
    def create(cls, path, fixture: str | os.PathLike | dict | None = None) -> "Cloud":
        """Write a fresh cloud at `path` from a fixture (file or dict); drops any
        objects left from a previous cloud at that path."""
        if fixture is None:
            fixture = Path(__file__).with_name("clouds") / "default.json"
        data = fixture if isinstance(fixture, dict) else json.loads(Path(fixture).read_text())
        data = json.loads(json.dumps(data))
        data.setdefault("project_id", "00000000-0000-4000-8000-00000000c0de")
        data.setdefault("ib_networks", [])
        data.setdefault("alloc", {})
        cloud = cls(path)
        cloud.path.parent.mkdir(parents=True, exist_ok=True)
        if cloud.res_dir.exists():
            import shutil

            shutil.rmtree(cloud.res_dir)
        with cloud.locked():
            cloud._write(data)
        return cloud

    # ------------------------------------------------------------------ low level
    @contextlib.contextmanager
    def locked(self):
        with _thread_lock:
            self.lock_path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield self
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
                os.close(fd)

    def _stat_key(self):
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return None
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def _read(self) -> dict:
        key = self._stat_key()
        if key is None:
            raise CloudError("Simulated cloud missing", str(self.path))
        if key != self._cache_key:
            self._cache = json.loads(self.path.read_text())
            self._cache_key = key
        return self._cache

    def _write(self, data: dict):
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        os.replace(tmp, self.path)
        self._cache = data
        self._cache_key = self._stat_key()

    def data(self) -> dict:
        """A snapshot of the cloud JSON (networks, free capacity, counters)."""
        with self.locked():
            return json.loads(json.dumps(self._read()))

    def _obj_path(self, type_name: str, obj_id: str) -> Path:
        safe = re.sub(r"[^A-Za-z0-9._-]", "_", obj_id)
        return self.res_dir / type_name / f"{safe}.json"

    def get(self, type_name: str, obj_id: str) -> dict | None:
        """The stored record {"state", "consumed"} of an object, or None."""
        if not obj_id or not isinstance(obj_id, str):
            return None
        try:
            return json.loads(self._obj_path(type_name, obj_id).read_text())
        except FileNotFoundError:
            return None

    def put(self, type_name: str, obj_id: str, record: dict):
        p = self._obj_path(type_name, obj_id)
        p.parent.mkdir(parents=True, exist_ok=True)
        tmp = p.with_name(f".{p.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(record, sort_keys=True))
        os.replace(tmp, p)

    def remove(self, type_name: str, obj_id: str) -> bool:
        try:
            self._obj_path(type_name, obj_id).unlink()
            return True
        except FileNotFoundError:
            return False

    def objects(self, type_name: str) -> list[dict]:
        d = self.res_dir / type_name
        if not d.is_dir():
            return []
        out = []
        for p in sorted(d.glob("*.json")):
            try:
                out.append(json.loads(p.read_text()))
            except FileNotFoundError:
                pass
        return out

    def next_id(self, data: dict, type_name: str) -> str:
        alloc = data.setdefault("alloc", {})
        alloc["seq"] = alloc.get("seq", 0) + 1
        return str(uuid.uuid5(_NS, f"{type_name}/{alloc['seq']}"))

    # ------------------------------------------------------------------ networks
    @staticmethod
    def _network(data: dict, network_id: str) -> dict | None:
        for n in data.get("ib_networks", []):
            if n.get("id") == network_id:
                return n
        return None

    def ib_networks(self) -> list[dict]:
        return self.data().get("ib_networks", [])

    def network(self, name_or_id: str) -> dict:
        for n in self.ib_networks():
            if name_or_id in (n.get("id"), n.get("name")):
                return n
        raise KeyError(name_or_id)

    def free(self, network: str, slice_type: str) -> int | None:
        """Free slices of `slice_type` on a network (by id or name); None if not offered."""
        for c in self.network(network).get("capacities", []):
            if c.get("slice_type") == slice_type:
                return int(c.get("quantity", 0))
        return None

    def adjust(self, network: str, slice_type: str, delta: int) -> int:
        """Add `delta` slices (negative = someone else took them); returns the new
        free quantity.  Adds the slice type to the network if delta > 0 and absent."""
        with self.locked():
            data = json.loads(json.dumps(self._read()))
            net = next((n for n in data["ib_networks"] if network in (n.get("id"), n.get("name"))), None)
            if net is None:
                raise KeyError(network)
            cap = next((c for c in net.setdefault("capacities", []) if c.get("slice_type") == slice_type), None)
            if cap is None:
                if delta < 0:
                    raise KeyError(f"{network} does not offer {slice_type}")
                cap = {"slice_type": slice_type, "quantity": 0}
                net["capacities"].append(cap)
            cap["quantity"] = max(0, int(cap.get("quantity", 0)) + delta)
            self._write(data)
            return cap["quantity"]

    def take(self, network: str, slice_type: str, quantity: int) -> int:
        """Someone else took `quantity` slices."""
        return self.adjust(network, slice_type, -quantity)

    def give(self, network: str, slice_type: str, quantity: int) -> int:
        return self.adjust(network, slice_type, quantity)

    def set_capacity(self, network: str, slice_type: str, quantity: int) -> int:
        cur = self.free(network, slice_type) or 0
        return self.adjust(network, slice_type, quantity - cur)

    def steal_during_apply(self, network: str, slice_type: str, quantity: int):
        """Fault injection for apply without a saved plan: the plan still sees the
        capacity, but just before the NEXT instance is created on `network`, someone
        else takes `quantity` slices of `slice_type` (one shot)."""
        with self.locked():
            data = json.loads(json.dumps(self._read()))
            net = next((n for n in data["ib_networks"] if network in (n.get("id"), n.get("name"))), None)
            if net is None:
                raise KeyError(network)
            data.setdefault("pending_steals", []).append(
                {"ib_network_id": net["id"], "slice_type": slice_type, "quantity": int(quantity)})
            self._write(data)

    def fail_apply(self, type_name: str, action: str, detail: str, name_prefix: str = "", times: int = 1):
        """Fault injection: the next ``times`` (default one) applies that ``action`` ("create" or "update") an object of
        ``type_name`` whose name starts with ``name_prefix`` fail with the API's error ``detail``, the way the
        provider relays one (a create leaves nothing; an update leaves the object as it was)."""
        if action not in ("create", "update"):
            raise ValueError(action)
        with self.locked():
            data = json.loads(json.dumps(self._read()))
            data.setdefault("pending_failures", []).append(
                {"type": type_name, "action": action, "detail": detail, "name_prefix": name_prefix, "times": int(times)})
            self._write(data)

    @staticmethod
    def take_failure(data: dict, type_name: str, action: str, name: str) -> "str | None":
        """The detail of a pending failure for this apply (counted down), or None."""
        for f in data.get("pending_failures") or []:
            if f["type"] == type_name and f["action"] == action and str(name or "").startswith(f["name_prefix"]) \
                    and f["times"] > 0:
                f["times"] -= 1
                return f["detail"]
        return None

    @staticmethod
    def _run_steals(data: dict, net: dict):
        steals = data.get("pending_steals") or []
        if not steals:
            return False
        keep = []
        for st in steals:
            if st.get("ib_network_id") != net.get("id"):
                keep.append(st)
                continue
            cap = next((c for c in net.get("capacities", []) if c.get("slice_type") == st["slice_type"]), None)
            if cap is not None:
                cap["quantity"] = max(0, int(cap.get("quantity", 0)) - int(st["quantity"]))
        data["pending_steals"] = keep
        return len(keep) != len(steals)

    # ------------------------------------------------------------------ objects
    def instances(self) -> list[dict]:
        """States of all compute instances in the cloud."""
        return [r["state"] for r in self.objects("crusoe_compute_instance")]

    def partitions(self) -> list[dict]:
        return [r["state"] for r in self.objects("crusoe_ib_partition")]

    def allows(self, source: str, destination: str, protocol: str, port: int) -> bool:
        """Whether Crusoe's firewall lets ``source`` open a ``protocol``/``port`` connection to
        ``destination`` (each an instance name, or an IPv4 address outside the cloud), by the rules in
        this cloud (Crusoe docs, "VPC Firewall Rules Overview"): everything is denied unless a rule
        allows it; an instance needs an egress rule for what it sends and an ingress rule (naming its
        private address) for what it receives; the internet needs a public address or NAT."""
        src, dst = self._endpoint(source), self._endpoint(destination)
        rules = [r["state"] for r in self.objects("crusoe_vpc_firewall_rule") if r["state"].get("action") == "allow"]

        # Rules name an instance by its private address ("for ingress rules, you must specify the private
        # IP address of a destination VM"), an outside party by its own address.
        def ok(direction: str, on: dict) -> bool:
            return any(r.get("direction") == direction and r.get("network") == on["network"]
                       and protocol in str(r.get("protocols", "")).split(",")
                       and _in(src["private"], r.get("source")) and _in(dst["private"], r.get("destination"))
                       and _port_in(port, r.get("destination_ports")) for r in rules)

        if src["network"] is not None:
            if not ok("egress", src):
                return False
            if dst["network"] is None and not (src["public"] or src["nat"]):
                return False
        if dst["network"] is not None:
            if not ok("ingress", dst):
                return False
            if src["network"] is None and not dst["public"]:
                return False
        return True

    def _endpoint(self, name_or_address: str) -> dict:
        for state in self.instances():
            if state.get("name") == name_or_address:
                (nic,) = state["network_interfaces"][:1]
                subnet = (self.get("crusoe_vpc_subnet", nic.get("subnet")) or {}).get("state", {})
                return {"network": subnet.get("network"), "nat": subnet.get("nat_gateway_enabled") is True,
                        "private": nic["private_ipv4"]["address"], "public": (nic.get("public_ipv4") or {}).get("address")}
        ipaddress.ip_address(name_or_address)  # an outside address, or a name that is not here
        return {"network": None, "nat": False, "private": name_or_address, "public": name_or_address}

    def delete_out_of_band(self, type_name: str, obj_id: str) -> bool:
        """Delete an object behind Terraform's back (capacity is given back)."""
        with self.locked():
            rec = self.get(type_name, obj_id)
            if rec is None:
                return False
            data = json.loads(json.dumps(self._read()))
            self._release(data, rec)
            self._write(data)
            return self.remove(type_name, obj_id)

    def _release(self, data: dict, rec: dict):
        for c in rec.get("consumed", []):
            net = self._network(data, c["ib_network_id"])
            if net is None:
                continue
            cap = next((x for x in net.setdefault("capacities", []) if x.get("slice_type") == c["slice_type"]), None)
            if cap is None:
                cap = {"slice_type": c["slice_type"], "quantity": 0}
                net["capacities"].append(cap)
            cap["quantity"] = int(cap.get("quantity", 0)) + int(c["quantity"])
