#!/usr/bin/env python3
"""A synthesized stack's Terraform JSON written as HCL, to measure what the JSON syntax costs a plan.

Terraform re-parses every string of a JSON-syntax resource block as a template each time it reads
the block, and it reads a ``for_each`` instance's block about seven times per plan; native HCL is
parsed once. ``make bench BENCH_ARGS=--hcl`` plans the same stack both ways (tests/plan/
test_hcl_conversion.py checks that both plans are identical). Not the deploy artifact: cdktn writes
and deploys ``cdk.tf.json``, with ``crusoe_ib_override.tf`` beside it (crusoe_ib/native_override.py,
which holds the string and value converter this uses) restating its repeated blocks natively.

Covers what this project's stacks hold: terraform (required_version, required_providers, backend),
provider, variable, locals, data, resource (depends_on, for_each/count, lifecycle with preconditions,
provisioner, connection) and output. Strings keep their template syntax: only their literal parts are
escaped, never the expressions inside ``${...}``/``%{...}``.
Usage: python tools/tfjson_to_hcl.py cdk.tf.json > main.tf
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "constructs"))
from crusoe_ib.native_override import template, value  # noqa: E402  (the one converter of strings and values)


def _bare(reference: str) -> str:
    """``"${local.x}"`` -> ``local.x``; a bare name stays as it is."""
    m = re.fullmatch(r"\$\{(.*)\}", reference, re.S)
    return m.group(1) if m else reference


def body(block: dict, depth: int = 1, *, variable: bool = False) -> str:
    pad, lines = "  " * depth, []
    for key, v in block.items():
        if key == "//":
            continue
        if key == "depends_on":
            lines.append(f"{pad}{key} = [" + ", ".join(_bare(x) for x in v) + "]")
        elif key in ("for_each", "count") and isinstance(v, str):
            lines.append(f"{pad}{key} = {_bare(v)}")
        elif key == "lifecycle":
            lines.append(f"{pad}lifecycle {{")
            for lk, lv in v.items():
                if lk in ("ignore_changes", "replace_triggered_by"):
                    lines.append(f"{pad}  {lk} = [" + ", ".join(_bare(x) for x in lv) + "]")
                elif lk in ("precondition", "postcondition"):
                    lines += [f"{pad}  {lk} {{\n{body(c, depth + 2)}\n{pad}  }}" for c in lv]
                else:
                    lines.append(f"{pad}  {lk} = {value(lv, depth + 1)}")
            lines.append(f"{pad}}}")
        elif key == "provisioner":
            for item in v:
                for kind, pb in item.items():
                    pb = dict(pb)
                    when = pb.pop("when", None)
                    head = f"{pad}provisioner {template(kind)} {{" + (f"\n{pad}  when = {when}" if when else "")
                    lines.append(f"{head}\n{body(pb, depth + 1)}\n{pad}}}")
        elif key == "validation":  # a variable's: blocks, like preconditions
            lines += [f"{pad}validation {{\n{body(c, depth + 1)}\n{pad}}}" for c in v]
        elif key == "type" and variable:  # a type expression, bare in HCL
            lines.append(f"{pad}type = {v}")
        elif key == "connection":
            lines.append(f"{pad}connection {{\n{body(v, depth + 1)}\n{pad}}}")
        else:
            lines.append(f"{pad}{key} = {value(v, depth)}")
    return "\n".join(lines)


KNOWN = {"//", "terraform", "provider", "variable", "locals", "data", "resource", "output"}


def convert(config: dict) -> str:
    unknown = set(config) - KNOWN
    if unknown:
        raise ValueError(f"top-level blocks this converter does not write: {sorted(unknown)}")
    tf, out = config.get("terraform", {}), []
    head = [f"  required_version = {template(tf['required_version'])}"] if "required_version" in tf else []
    if tf.get("required_providers"):
        head += ["  required_providers {", *(f"    {n} = {value(p, 2)}" for n, p in tf["required_providers"].items()), "  }"]
    head += [f"  backend {template(kind)} {{\n{body(b, 2)}\n  }}" for kind, b in (tf.get("backend") or {}).items()]
    out.append("terraform {\n" + "\n".join(head) + "\n}")
    out += [f"provider {template(n)} {{\n{body(p)}\n}}" for n, ps in (config.get("provider") or {}).items() for p in ps]
    out += [f"variable {template(n)} {{\n{body(v, variable=True)}\n}}" for n, v in (config.get("variable") or {}).items()]
    if config.get("locals"):
        out.append("locals {\n" + "".join(f"  {k} = {value(v)}\n" for k, v in config["locals"].items()) + "}")
    for kind in ("data", "resource"):
        out += [f"{kind} {template(t)} {template(n)} {{\n{body(b)}\n}}"
                for t, blocks in (config.get(kind) or {}).items() for n, b in blocks.items()]
    out += [f"output {template(n)} {{\n{body(o)}\n}}" for n, o in (config.get("output") or {}).items()]
    return "\n\n".join(out) + "\n"


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        sys.stdout.write(convert(json.load(f)))
