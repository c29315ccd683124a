"""Write the key list of a pinned chart's values.yaml or of a CRD, for tests/fixtures/charts/.

Helm ignores a values key its chart does not have, and the API server drops (or refuses) a custom
resource field its CRD does not have, both without a word. tests/test_chart_schemas.py therefore holds
every document we emit to an extract of the chart or CRD *at the version we pin*, made by this program
from a git checkout of the chart's repository (no network):

    python tools/chart_keys.py values <git-dir> <tag> <path/to/values.yaml> <owner/repo>
    python tools/chart_keys.py crd <git-dir> <tag> <path/to/crd.yaml> <owner/repo> <Kind> <version>
    python tools/chart_keys.py jsonschema <git-dir> <tag> <path/to/schema.json>[@<prefix>] <owner/repo> [...]

``jsonschema`` lists the union of JSON Schema files that validate one document (each at the key path
``<prefix>`` of it, as an operator's webhook validates a config string and then each of its entries).

Output: comment lines naming the repository, tag and file, then one line per key path,
``path<TAB>type`` and, where the CRD gives one, ``<TAB>enum=a|b``. Lists are written ``[]``, a free-form
map ``.*`` (additionalProperties; ``x-kubernetes-preserve-unknown-fields``). A values.yaml key's type is
that of its default (``any`` when the default is null). Needs PyYAML (any Python that has it).
"""

from __future__ import annotations

import subprocess
import sys

_VALUE_TYPES = {bool: "boolean", int: "integer", float: "number", str: "string", dict: "object", list: "array"}


def _yaml():
    try:
        import yaml
    except ImportError:
        sys.exit("tools/chart_keys.py needs PyYAML: run it with a Python that has it (python3 -m pip show pyyaml)")
    return yaml


def _show(git_dir: str, tag: str, path: str) -> str:
    return subprocess.run(["git", "--git-dir", git_dir, "show", f"{tag}:{path}"], capture_output=True, text=True,
                          check=True).stdout


def value_paths(doc, prefix: str = "") -> dict[str, str]:
    out = {}
    if isinstance(doc, dict):
        for k, v in doc.items():
            p = f"{prefix}.{k}" if prefix else str(k)
            out[p] = _VALUE_TYPES.get(type(v), "any")
            out |= value_paths(v, p)
    return out


def _schema_type(s: dict) -> str:
    if s.get("x-kubernetes-int-or-string"):
        return "int-or-string"
    if "oneOf" in s and "type" not in s:
        return "|".join(sorted({a.get("type", "any") for a in s["oneOf"]}))
    return s.get("type") or ("object" if "properties" in s else "any")


def schema_paths(s: dict, prefix: str = "") -> dict[str, str]:
    out = {}
    for k, v in s.get("properties", {}).items():
        p = f"{prefix}.{k}" if prefix else k
        out[p] = _schema_type(v) + ("\tenum=" + "|".join(str(e) for e in v["enum"]) if "enum" in v else "")
        out |= schema_paths(v, p)
    if s.get("type") == "array" and isinstance(s.get("items"), dict):
        out |= schema_paths(s["items"], prefix + "[]")
    for alternative in s.get("oneOf", []):  # JSON Schema: e.g. one selector object or a list of them
        if alternative.get("type") == "array" and isinstance(alternative.get("items"), dict):
            out |= schema_paths(alternative["items"], prefix + "[]")
        else:
            out |= schema_paths(alternative, prefix)
    if isinstance(s.get("additionalProperties"), dict):
        out[prefix + ".*"] = _schema_type(s["additionalProperties"])
        out |= schema_paths(s["additionalProperties"], prefix + ".*")
    elif s.get("x-kubernetes-preserve-unknown-fields") and prefix:
        out[prefix + ".*"] = "any"
    return out


def crd_schema(text: str, kind: str, version: str) -> dict:
    for doc in _yaml().safe_load_all(text):
        if doc and doc.get("kind") == "CustomResourceDefinition" and doc["spec"]["names"]["kind"] == kind:
            for v in doc["spec"]["versions"]:
                if v["name"] == version:
                    return v["schema"]["openAPIV3Schema"]
    sys.exit(f"no CustomResourceDefinition of kind {kind} version {version} in that file")


def main(argv: list[str]) -> None:
    if len(argv) < 5 or argv[0] not in ("values", "crd", "jsonschema") or (argv[0] == "crd" and len(argv) != 7):
        sys.exit(__doc__)
    what, git_dir, tag, path, repo = argv[:5]
    if what == "jsonschema":
        import json
        paths, files = {}, [path] + argv[5:]
        for spec in files:
            file, _, prefix = spec.partition("@")
            paths |= schema_paths(json.loads(_show(git_dir, tag, file)), prefix)
        header = [f"# Every key path of {repo} {'+'.join(files)} at tag {tag}, JSON Schemas of one document."]
    elif what == "values":
        text = _show(git_dir, tag, path)
        paths = value_paths(_yaml().safe_load(text))
        header = [f"# Every key path of {repo} {path} at tag {tag}, with the type of its default."]
    else:
        kind, version = argv[5:]
        paths = schema_paths(crd_schema(_show(git_dir, tag, path), kind, version))
        header = [f"# Every property path of the {kind} CRD ({version}) in {repo} {path} at tag {tag}."]
    header.append(f"# Generated by tools/chart_keys.py {' '.join(['<git-dir>' if a == git_dir else a for a in argv])}")
    sys.stdout.write("\n".join(header + [f"{p}\t{t}" for p, t in sorted(paths.items())]) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
