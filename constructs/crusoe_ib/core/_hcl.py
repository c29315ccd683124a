"""Terraform expressions, written in one place.

Constructs build HCL inside strings (cdktf passes ``${...}`` through). Everything that is easy to
get subtly wrong lives here once: quoting a value as an HCL string literal, the attribute paths of
Crusoe resources, resource addresses, readable logical ids, ``for`` expressions, and locals.
Values from users never reach HCL except through :func:`string` (or after validation to a safe
alphabet).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the CDK is imported where a local is made: quoting (and _shell, _scripts) needs none
    from .cdk import Construct, TerraformIterator

#: Attribute paths of a ``crusoe_compute_instance`` (provider 1.1.1 schema).
PRIVATE_IP = "network_interfaces[0].private_ipv4.address"
PUBLIC_IP = "network_interfaces[0].public_ipv4.address"


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def expr(hcl: str) -> str:
    """``hcl`` as an interpolation: ``expr("local.x")`` -> ``${local.x}``."""
    return "${" + hcl + "}"


def string(value: str) -> str:
    """``value`` as an HCL quoted string literal, safe inside any expression.

    Quotes and backslashes are escaped, control characters written as HCL's ``\\uNNNN``; ``${`` and
    ``%{`` are doubled so Terraform reads them as text, never as interpolation or a directive.
    """
    quoted = '"' + "".join(_ESCAPES.get(c) or (f"\\u{ord(c):04x}" if ord(c) < 0x20 or ord(c) == 0x7F else c)
                           for c in value) + '"'
    return quoted.replace("${", "$${").replace("%{", "%%{")


def template_text(value: str) -> str:
    """``value`` as literal text inside a Terraform string template (e.g. a user's boot script)."""
    return value.replace("${", "$${").replace("%{", "%%{")


def strings(values: list[str]) -> str:
    """A list of strings as an HCL tuple literal."""
    return "[" + ", ".join(string(v) for v in values) + "]"


def path_of(construct: Construct) -> str:
    """``construct.node.path``, asked of the CDK's Node process once per construct: a path never changes once
    the construct exists, and each ask is two round trips (``node``, then ``path``; ~900 of a synth's ~2,000)."""
    try:
        return construct._crusoe_ib_path
    except AttributeError:
        path = construct._crusoe_ib_path = construct.node.path
        return path


def logical_id(construct: Construct, suffix: str) -> str:
    """A readable, stable logical id from the construct path below the stack (``pool/nodes`` ->
    ``pool_nodes``). Addresses are public API: they change only when a construct id changes."""
    # The path is "<stack>/<id>/..." (constructs ids cannot hold "/").
    parts = path_of(construct).split("/")[1:] + [suffix]
    return re.sub(r"[^a-zA-Z0-9_]", "_", "_".join(p for p in parts if p))


def named(resource, scope: Construct, suffix: str):
    """Give ``resource`` the logical id ``logical_id(scope, suffix)`` and return it. Call it before
    anything refers to the resource: cdktf fixes a logical id once a token points at it."""
    resource.override_logical_id(logical_id(scope, suffix))
    return resource


def address(resource) -> str:
    """``<type>.<logical id>`` of a resource named with :func:`named` (``data.`` + it for a data source)."""
    return f"{resource.terraform_resource_type}.{resource.friendly_unique_id}"


def address_of(resource_class, scope: Construct, suffix: str) -> str:
    """The :func:`address` a ``resource_class`` resource will have once made and :func:`named` ``(scope, suffix)``:
    for scripts and commands written before the resource they name."""
    return f"{resource_class.TF_RESOURCE_TYPE}.{logical_id(scope, suffix)}"


def key_map(scope: Construct, suffix: str, keys) -> str:
    """A local holding ``{key: key}`` for ``keys``, named ``logical_id(scope, suffix)``; returns its
    reference (``local.<name>``) for :func:`each_of`."""
    return local(scope, suffix, {k: k for k in keys})


def each_of(local_ref: str) -> TerraformIterator:
    """``for_each`` over the map a local holds. Terraform evaluates a local once per plan but an inline
    ``for_each`` literal once per instance (2,048 nodes: ~10 s against ~100 s), so every per-node
    collection goes through here."""
    from .cdk import TerraformIterator, Token

    return TerraformIterator.from_map(Token.as_any_map(expr(local_ref)))


def for_map(collection: str, value: str, *, key: str = "k", item: str = "n") -> str:
    """``{for k, n in collection : k => value}``."""
    return f"{{for {key}, {item} in {collection} : {key} => {value}}}"


def for_list(collection: str, value: str, *, key: str = "k", item: str = "n", condition: str | None = None) -> str:
    """``[for k, n in collection : value if condition]``."""
    where = f" if {condition}" if condition else ""
    return f"[for {key}, {item} in {collection} : {value}{where}]"


def for_values(collection: str, value: str, *, item: str = "n", condition: str | None = None) -> str:
    """``[for n in collection : value if condition]`` (over the values only)."""
    where = f" if {condition}" if condition else ""
    return f"[for {item} in {collection} : {value}{where}]"


def where(collection: str, condition: str, *, item: str = "n") -> str:
    """``[for n in collection : n if condition]``: the items that satisfy ``condition``."""
    return for_values(collection, item, item=item, condition=condition)


def join(separator: str, list_expression: str) -> str:
    return f"join({string(separator)}, {list_expression})"


def unwrap(value: str) -> str:
    """The expression inside an interpolation (``${local.x}`` -> ``local.x``); any other value as is."""
    return value[2:-1] if value.startswith("${") and value.endswith("}") else value


def obj(fields: dict[str, str]) -> str:
    """An HCL object literal of already-written expressions: ``{ a = x, b = y }``."""
    return "{ " + ", ".join(f"{name} = {value}" for name, value in fields.items()) + " }"


def try_(expression: str, fallback: str) -> str:
    """``try(expression, fallback)``."""
    return f"try({expression}, {fallback})"


def cond(condition: str, then: str, otherwise: str) -> str:
    """``condition ? then : otherwise``."""
    return f"{condition} ? {then} : {otherwise}"


def local(scope: Construct, suffix: str, expression: object) -> str:
    """A local named ``logical_id(scope, suffix)`` holding ``expression`` (a string becomes an
    interpolation); returns its reference, ``local.<name>``."""
    from .cdk import TerraformLocal

    value = expr(expression) if isinstance(expression, str) else expression
    return f"local.{named(TerraformLocal(scope, suffix.replace('_', '-'), value), scope, suffix).friendly_unique_id}"
