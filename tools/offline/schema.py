"""The Crusoe provider schema (Terraform `providers schema -json` format) as the
stand-in provider needs it: protobuf messages for GetProviderSchema and small
walkers over values (unknown marking, unknown filling, JSON state conformance).

Values are plain Python: None = null, UNKNOWN = unknown, dict = object/map,
list = list/set/tuple.  This mirrors how cty values travel in msgpack.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

PROVIDER_ADDR = "registry.terraform.io/crusoecloud/crusoe"
PROVIDER_VERSION = "1.1.1"

DEFAULT_SCHEMA = Path(__file__).resolve().parents[2] / "schema" / f"crusoe-provider-{PROVIDER_VERSION}.json"


class _Unknown:
    __slots__ = ()

    def __repr__(self):
        return "UNKNOWN"

    def __reduce__(self):
        return "UNKNOWN"


UNKNOWN = _Unknown()


def schema_path() -> Path:
    return Path(os.environ.get("CRUSOE_OFFLINE_SCHEMA") or DEFAULT_SCHEMA)


def load_schema(path: str | os.PathLike | None = None) -> dict:
    """Return {"provider": ..., "resource_schemas": ..., "data_source_schemas": ...}."""
    with open(path or schema_path()) as f:
        doc = json.load(f)
    schemas = doc["provider_schemas"]
    if PROVIDER_ADDR in schemas:
        return schemas[PROVIDER_ADDR]
    return next(iter(schemas.values()))


# --------------------------------------------------------------------------- protobuf

def _kind(pb, s: str):
    return pb.MARKDOWN if s == "markdown" else pb.PLAIN


def attribute_to_pb(pb, name: str, a: dict):
    kw = dict(
        name=name,
        description=a.get("description", ""),
        description_kind=_kind(pb, a.get("description_kind", "plain")),
        required=bool(a.get("required")),
        optional=bool(a.get("optional")),
        computed=bool(a.get("computed")),
        sensitive=bool(a.get("sensitive")),
        deprecated=bool(a.get("deprecated")),
    )
    if "nested_type" in a:
        kw["nested_type"] = object_to_pb(pb, a["nested_type"])
    else:
        kw["type"] = json.dumps(a["type"], separators=(",", ":")).encode()
    return pb.Schema.Attribute(**kw)


def object_to_pb(pb, nt: dict):
    modes = pb.Schema.Object.NestingMode
    return pb.Schema.Object(
        attributes=[attribute_to_pb(pb, n, a) for n, a in sorted(nt.get("attributes", {}).items())],
        nesting=modes.Value(nt.get("nesting_mode", "single").upper()),
        min_items=int(nt.get("min_items", 0)),
        max_items=int(nt.get("max_items", 0)),
    )


def block_to_pb(pb, b: dict, version: int = 0):
    modes = pb.Schema.NestedBlock.NestingMode
    return pb.Schema.Block(
        version=version,
        attributes=[attribute_to_pb(pb, n, a) for n, a in sorted(b.get("attributes", {}).items())],
        block_types=[
            pb.Schema.NestedBlock(
                type_name=n,
                block=block_to_pb(pb, nb["block"]),
                nesting=modes.Value(nb.get("nesting_mode", "list").upper()),
                min_items=int(nb.get("min_items", 0)),
                max_items=int(nb.get("max_items", 0)),
            )
            for n, nb in sorted(b.get("block_types", {}).items())
        ],
        description=b.get("description", ""),
        description_kind=_kind(pb, b.get("description_kind", "plain")),
        deprecated=bool(b.get("deprecated")),
    )


def schema_to_pb(pb, s: dict):
    version = int(s.get("version", 0))
    return pb.Schema(version=version, block=block_to_pb(pb, s.get("block", {}), version))


# --------------------------------------------------------------------------- value walkers
# An "attribute spec" is the schema JSON of one attribute; a "block" is the schema
# JSON of a block ({"attributes": ..., "block_types": ...}).

def _elements(mode: str, value):
    """(key, element) pairs of a collection value of the given nesting mode."""
    if isinstance(value, dict) and mode == "map":
        return list(value.items())
    if isinstance(value, list):
        return list(enumerate(value))
    return []


def _cfg_elem(mode: str, cfg, key):
    if cfg is None or cfg is UNKNOWN:
        return None
    try:
        return cfg[key]
    except (KeyError, IndexError, TypeError):
        return None


def mark_computed_unknown(block: dict, planned, config):
    """Return `planned` with every computed attribute that is null in both the
    plan and the config turned UNKNOWN (recursing into nested attributes and blocks
    whose value is known)."""
    if not isinstance(planned, dict):
        return planned
    config = config if isinstance(config, dict) else {}
    out = dict(planned)
    for name, a in block.get("attributes", {}).items():
        pv, cv = out.get(name), config.get(name)
        if pv is None:
            if a.get("computed") and cv is None:
                out[name] = UNKNOWN
            continue
        if pv is UNKNOWN or "nested_type" not in a:
            continue
        nt = a["nested_type"]
        mode = nt.get("nesting_mode", "single")
        if mode == "single":
            out[name] = mark_computed_unknown(nt, pv, cv)
        elif mode == "map":
            out[name] = {k: mark_computed_unknown(nt, v, _cfg_elem(mode, cv, k)) for k, v in pv.items()}
        else:
            out[name] = [mark_computed_unknown(nt, v, _cfg_elem(mode, cv, i)) for i, v in enumerate(pv)]
    for name, nb in block.get("block_types", {}).items():
        pv, cv = out.get(name), config.get(name)
        if pv is None or pv is UNKNOWN:
            continue
        mode = nb.get("nesting_mode", "list")
        if mode in ("single", "group"):
            out[name] = mark_computed_unknown(nb["block"], pv, cv)
        elif mode == "map":
            out[name] = {k: mark_computed_unknown(nb["block"], v, _cfg_elem(mode, cv, k)) for k, v in pv.items()}
        else:
            out[name] = [mark_computed_unknown(nb["block"], v, _cfg_elem(mode, cv, i)) for i, v in enumerate(pv)]
    return out


def has_unknown(value) -> bool:
    if value is UNKNOWN:
        return True
    if isinstance(value, dict):
        return any(has_unknown(v) for v in value.values())
    if isinstance(value, list):
        return any(has_unknown(v) for v in value)
    return False


def fill_type(ty, gen, path):
    """A known value of cty type `ty` (JSON type spec) for an unknown at `path`."""
    if ty == "string":
        return gen(path)
    if ty == "number":
        return 0
    if ty == "bool":
        return False
    if ty == "dynamic":
        return None
    if isinstance(ty, list):
        kind = ty[0]
        if kind in ("list", "set"):
            return []
        if kind == "map":
            return {}
        if kind == "object":
            return {k: fill_type(t, gen, path + [k]) for k, t in ty[1].items()}
        if kind == "tuple":
            return [fill_type(t, gen, path + [i]) for i, t in enumerate(ty[1])]
    return None


def _fill_attr(a: dict, value, gen, path):
    if "nested_type" in a:
        nt = a["nested_type"]
        mode = nt.get("nesting_mode", "single")
        if value is UNKNOWN:
            if mode == "single":
                return fill_unknown(nt, {n: UNKNOWN if sa.get("computed") else None
                                         for n, sa in nt.get("attributes", {}).items()}, gen, path)
            return {} if mode == "map" else []
        if value is None:
            return None
        if mode == "single":
            return fill_unknown(nt, value, gen, path)
        if mode == "map":
            return {k: fill_unknown(nt, v, gen, path + [k]) for k, v in value.items()}
        return [fill_unknown(nt, v, gen, path + [i]) for i, v in enumerate(value)]
    if value is UNKNOWN:
        return fill_type(a.get("type"), gen, path)
    if has_unknown(value):  # partially unknown collection of a plain type
        return _fill_typed(a.get("type"), value, gen, path)
    return value


def _fill_typed(ty, value, gen, path):
    if value is UNKNOWN:
        return fill_type(ty, gen, path)
    if isinstance(ty, list) and isinstance(value, list) and ty[0] in ("list", "set"):
        return [_fill_typed(ty[1], v, gen, path + [i]) for i, v in enumerate(value)]
    if isinstance(ty, list) and isinstance(value, dict):
        if ty[0] == "map":
            return {k: _fill_typed(ty[1], v, gen, path + [k]) for k, v in value.items()}
        if ty[0] == "object":
            return {k: _fill_typed(ty[1].get(k, "dynamic"), v, gen, path + [k]) for k, v in value.items()}
    return value


def fill_unknown(block: dict, value, gen, path=None):
    """Replace every UNKNOWN inside an object value of `block` by a known value;
    strings come from gen(path) (path = list of attribute names / indexes)."""
    path = path or []
    if value is UNKNOWN:
        value = {n: UNKNOWN if a.get("computed") else None for n, a in block.get("attributes", {}).items()}
    if not isinstance(value, dict):
        return value
    out = dict(value)
    for name, a in block.get("attributes", {}).items():
        if name in out:
            out[name] = _fill_attr(a, out[name], gen, path + [name])
    for name, nb in block.get("block_types", {}).items():
        v = out.get(name)
        mode = nb.get("nesting_mode", "list")
        if v is UNKNOWN:
            out[name] = None if mode in ("single", "group") else ({} if mode == "map" else [])
        elif isinstance(v, dict) and mode in ("single", "group"):
            out[name] = fill_unknown(nb["block"], v, gen, path + [name])
        elif isinstance(v, dict):
            out[name] = {k: fill_unknown(nb["block"], e, gen, path + [name, k]) for k, e in v.items()}
        elif isinstance(v, list):
            out[name] = [fill_unknown(nb["block"], e, gen, path + [name, i]) for i, e in enumerate(v)]
    return out


def _conform_type(ty, v):
    if v is None:
        return None
    if isinstance(ty, list):
        kind = ty[0]
        if kind in ("list", "set") and isinstance(v, list):
            return [_conform_type(ty[1], e) for e in v]
        if kind == "map" and isinstance(v, dict):
            return {k: _conform_type(ty[1], e) for k, e in v.items()}
        if kind == "object" and isinstance(v, dict):
            return {k: _conform_type(t, v.get(k)) for k, t in ty[1].items()}
        if kind == "tuple" and isinstance(v, list):
            return [_conform_type(t, e) for t, e in zip(ty[1], v)]
    return v


def conform(block: dict, obj):
    """Shape a JSON-decoded object (e.g. raw state) to the block: every attribute
    present (missing -> null), unknown keys dropped."""
    if not isinstance(obj, dict):
        return None
    out = {}
    for name, a in block.get("attributes", {}).items():
        v = obj.get(name)
        if "nested_type" in a and v is not None:
            nt = a["nested_type"]
            mode = nt.get("nesting_mode", "single")
            if mode == "single":
                v = conform(nt, v)
            elif mode == "map":
                v = {k: conform(nt, e) for k, e in v.items()}
            else:
                v = [conform(nt, e) for e in v]
        elif v is not None:
            v = _conform_type(a.get("type"), v)
        out[name] = v
    for name, nb in block.get("block_types", {}).items():
        v = obj.get(name)
        mode = nb.get("nesting_mode", "list")
        if v is None:
            out[name] = None if mode in ("single", "group") else ({} if mode == "map" else [])
        elif mode in ("single", "group"):
            out[name] = conform(nb["block"], v)
        elif mode == "map":
            out[name] = {k: conform(nb["block"], e) for k, e in v.items()}
        else:
            out[name] = [conform(nb["block"], e) for e in v]
    return out


def null_object(block: dict) -> dict:
    return conform(block, {})


# --------------------------------------------------------------------------- update plans
# How terraform-plugin-framework plans an update (see offline/rules.py): computed attributes the
# configuration leaves null become unknown, then UseStateForUnknown puts prior values back.

def mark_unknown_for_update(block: dict, planned, config, keep_known=frozenset(), path=()):
    """`planned` with every computed attribute that is null in the configuration turned UNKNOWN,
    whatever its planned (prior) value, nested attributes included; attributes at `keep_known`
    paths (those with a schema default) stay as they are. Paths use '*' for collection elements."""
    if not isinstance(planned, dict):
        return planned
    config = config if isinstance(config, dict) else {}
    out = dict(planned)
    for name, a in block.get("attributes", {}).items():
        p, cv, pv = path + (name,), config.get(name), out.get(name)
        if cv is None:
            if a.get("computed") and p not in keep_known:
                out[name] = UNKNOWN
            continue
        if pv is None or pv is UNKNOWN or "nested_type" not in a:
            continue
        nt = a["nested_type"]
        mode = nt.get("nesting_mode", "single")
        if mode == "single":
            out[name] = mark_unknown_for_update(nt, pv, cv, keep_known, p)
        elif mode == "map":
            out[name] = {k: mark_unknown_for_update(nt, v, _cfg_elem(mode, cv, k), keep_known, p + ("*",))
                         for k, v in pv.items()}
        else:
            out[name] = [mark_unknown_for_update(nt, v, _cfg_elem(mode, cv, i), keep_known, p + ("*",))
                         for i, v in enumerate(pv)]
    for name, nb in block.get("block_types", {}).items():
        pv, cv = out.get(name), config.get(name)
        if pv is None or pv is UNKNOWN:
            continue
        mode = nb.get("nesting_mode", "list")
        p = path + (name,) if mode in ("single", "group") else path + (name, "*")
        if mode in ("single", "group"):
            out[name] = mark_unknown_for_update(nb["block"], pv, cv, keep_known, p)
        elif mode == "map":
            out[name] = {k: mark_unknown_for_update(nb["block"], v, _cfg_elem(mode, cv, k), keep_known, p)
                         for k, v in pv.items()}
        else:
            out[name] = [mark_unknown_for_update(nb["block"], v, _cfg_elem(mode, cv, i), keep_known, p)
                         for i, v in enumerate(pv)]
    return out


def _child(value, key):
    if isinstance(value, dict) and isinstance(key, str):
        return value.get(key)
    if isinstance(value, list) and isinstance(key, int) and key < len(value):
        return value[key]
    return None


def keep_prior(planned, prior, config, path: tuple):
    """UseStateForUnknown at `path` ('*' = every list element): where the planned value is
    UNKNOWN, the prior value is not null and the configured value is not unknown, plan the prior
    value (terraform-plugin-framework stringplanmodifier.UseStateForUnknown and its kin)."""
    if not path:
        if planned is UNKNOWN and prior is not None and config is not UNKNOWN:
            return prior
        return planned
    head, rest = path[0], path[1:]
    if head == "*":
        if not isinstance(planned, list):
            return planned
        return [keep_prior(v, _child(prior, i), _child(config, i), rest) for i, v in enumerate(planned)]
    if not isinstance(planned, dict):
        return planned
    out = dict(planned)
    out[head] = keep_prior(out.get(head), _child(prior, head), _child(config, head), rest)
    return out


def values_at(value, path: tuple, where=()):
    """[(concrete path, value)] of every value at `path` ('*' expands list elements; a missing
    element or attribute reads as null)."""
    if not path:
        return [(where, value)]
    head, rest = path[0], path[1:]
    if head == "*":
        if not isinstance(value, list):
            return []
        return [hit for i, v in enumerate(value) for hit in values_at(v, rest, where + (i,))]
    return values_at(_child(value, head), rest, where + (head,))


def value_at(value, path: tuple):
    """The value at a concrete path (names and list indexes); null when absent."""
    for step in path:
        value = _child(value, step)
    return value
