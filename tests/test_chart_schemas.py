"""Every document the Kubernetes add-ons emit, held to the chart or CRD of the version we pin.

Helm silently ignores a values key its chart does not have, and the API server drops a custom resource
field its CRD does not have (or refuses a value its enum lacks). So every key path of every document in
the ``<id>_addons`` output (both modes, every type we render a job for), with the type of its value, must
be in the key list of the pinned chart or CRD: tests/fixtures/charts/*.keys, written by
``tools/chart_keys.py`` from the chart's repository at the pinned tag (each file names it). A key whose
list says nothing below it (``metadata``, ``toolkit.env``, ``resources: {}``) is the chart's free-form
value; its own type is still checked.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from crusoe_ib.k8s_addons import (COMPUTE_DOMAIN, JOB_COLLECTIVES, KUBERNETES_MODES, WAIT_PROGRAM, addon_documents,
                                  compute_domain, dra_driver_values, gpu_operator_values, job_prefix,
                                  nccl_tests_mpijob, network_operator_values, nic_cluster_policy, to_yaml)
from crusoe_ib.platform.catalog import CATALOG
from crusoe_ib.platform.job_contract import DEVICE_RESOURCE
from crusoe_ib.platform.pins import PINS

CHARTS = Path(__file__).resolve().parent / "fixtures" / "charts"
#: Every type we render an MPIJob for (the others get none: CIB200), GB200's ComputeDomain among them.
JOB_TYPES = [t for t in CATALOG.values() if t.collective_library == "nccl" and t.nccl_tests_image]
NODES = 2


@dataclass(frozen=True)
class KeyList:
    """One chart's or CRD's key paths with their types and enums, and where they come from."""

    file: str
    source: str  # "<owner/repo> <path> at tag <tag>"
    tag: str
    types: dict[str, str]
    enums: dict[str, tuple[str, ...]]

    def described_below(self, path: str) -> bool:
        return any(p.startswith(path + ".") or p.startswith(path + "[]") for p in self.types)


@cache
def key_list(file: str) -> KeyList:
    text = (CHARTS / file).read_text()
    header = re.search(r"^# Every (?:key|property) path of (?:the \S+ CRD \(\S+\) in )?(\S+ \S+) at tag (\S+?)(?:,|\.$)", text, re.M)
    assert header, f"{file}: no '# Every ... path of <repo> <path> at tag <tag>' header (regenerate it: tools/chart_keys.py)"
    types, enums = {}, {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            path, kind, *rest = line.split("\t")
            types[path] = kind
            if rest:
                enums[path] = tuple(rest[0].removeprefix("enum=").split("|"))
    return KeyList(file, f"{header[1]} at tag {header[2]}", header[2], types, enums)


#: The key list of each document we emit, by file name (nccl-*.yaml: the MPIJob CRD), from the pins.
def schema_of(name: str) -> str | None:
    if name == WAIT_PROGRAM:
        return None  # a Python program, not a document
    if re.fullmatch(r"nccl-[a-z]+-.+\.yaml", name):
        return f"mpijob-{PINS['mpi-operator'].version}.keys"
    return {
        "gpu-operator-values.yaml": f"gpu-operator-{PINS['gpu-operator'].version}.keys",
        "network-operator-values.yaml": f"network-operator-{PINS['network-operator'].version}.keys",
        # The CRD ships with the chart (Mellanox/network-operator config/crd/bases).
        "nic-cluster-policy.yaml": f"nicclusterpolicy-v{PINS['network-operator'].version}.keys",
        "dra-driver-values.yaml": f"nvidia-dra-driver-gpu-{PINS['dra-driver-gpu'].version}.keys",
        "compute-domain.yaml": f"computedomain-v{PINS['dra-driver-gpu'].version}.keys",
    }[name]


_PYTHON_TYPES = {"boolean": (bool,), "integer": (int,), "number": (int, float), "string": (str,), "object": (dict,),
                 "array": (list,), "int-or-string": (int, str)}


def _type_name(value) -> str:
    return {bool: "boolean", int: "integer", float: "number", str: "string", dict: "object", list: "array"}.get(
        type(value), type(value).__name__)


def problems(document: str, doc, keys: KeyList) -> list[str]:
    """Every key of ``doc`` the key list lacks, has with another type, or whose value its enum lacks; each
    message names the document, the key, the value and the chart or CRD version."""
    out: list[str] = []

    def walk(value, path: str, schema_path: str) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                here, exact = (f"{path}.{k}" if path else k), (f"{schema_path}.{k}" if schema_path else k)
                if exact in keys.types:
                    check(v, here, exact)
                elif f"{schema_path}.*" in keys.types:  # a map of the schema: any key, its values' type
                    check(v, here, f"{schema_path}.*")
                else:
                    out.append(f"{document}: {here} is not a key of {keys.source} ({keys.file}): "
                               "Helm, the API server or the operator would ignore or refuse it")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]", f"{schema_path}[]")

    def check(value, path: str, schema_path: str) -> None:
        kind = keys.types[schema_path]  # "array|object": either (a JSON Schema oneOf)
        if kind != "any" and not any(isinstance(value, _PYTHON_TYPES.get(k, ()))
                                     and not (isinstance(value, bool) and k in ("integer", "number", "int-or-string"))
                                     for k in kind.split("|")):
            out.append(f"{document}: {path} is {_type_name(value)} {value!r}, {keys.source} has {kind}")
            return
        if schema_path in keys.enums and str(value) not in keys.enums[schema_path]:
            out.append(f"{document}: {path} = {value!r} is not one of {', '.join(keys.enums[schema_path])} "
                       f"({keys.source})")
        if keys.described_below(schema_path):
            walk(value, path, schema_path)

    walk(doc, "", "")
    return out


def producers(itype) -> dict[str, object]:
    """File name -> the document it renders, for every document a mode may emit for ``itype``."""
    docs = {"gpu-operator-values.yaml": gpu_operator_values(), "network-operator-values.yaml": network_operator_values(),
            "nic-cluster-policy.yaml": nic_cluster_policy(), "dra-driver-values.yaml": dra_driver_values(),
            "compute-domain.yaml": compute_domain(COMPUTE_DOMAIN)}
    return docs | {f"{job_prefix(c)}-{itype.name}.yaml": nccl_tests_mpijob(itype, NODES, collective=c)
                   for c in JOB_COLLECTIVES}


@pytest.mark.parametrize("mode", KUBERNETES_MODES)
@pytest.mark.parametrize("itype", JOB_TYPES, ids=lambda t: t.name)
def test_every_key_we_emit_is_in_the_pinned_chart_or_crd(mode, itype):
    emitted = addon_documents(itype, NODES, mode=mode)
    rendered = producers(itype)
    found = []
    for name, text in emitted.items():
        file = schema_of(name)
        if file is None:
            continue
        assert to_yaml(rendered[name]) == text, f"{name}: the document checked is not the one emitted"
        found += problems(name, rendered[name], key_list(file))
    assert found == []


def test_every_document_we_emit_is_checked():
    """A new document gets a key list, or this fails (a program is the only exception)."""
    names = {n for t in JOB_TYPES for m in KUBERNETES_MODES for n in addon_documents(t, NODES, mode=m)}
    assert {"gpu-operator-values.yaml", "nic-cluster-policy.yaml", "compute-domain.yaml",
            "dra-driver-values.yaml"} <= names
    for name in names:
        file = schema_of(name)
        assert file is None and name == WAIT_PROGRAM or (CHARTS / file).is_file(), (
            f"{name} has no key list: add tests/fixtures/charts/{file} (tools/chart_keys.py)")


@pytest.mark.parametrize("pin,file", [
    ("gpu-operator", "gpu-operator-{v}.keys"), ("network-operator", "network-operator-{v}.keys"),
    ("network-operator", "nicclusterpolicy-v{v}.keys"), ("dra-driver-gpu", "nvidia-dra-driver-gpu-{v}.keys"),
    ("dra-driver-gpu", "computedomain-v{v}.keys"), ("mpi-operator", "mpijob-{v}.keys"),
    ("network-operator", "sriov-device-plugin-config-v{v}.keys")])
def test_each_key_list_is_of_the_pinned_version(pin, file):
    """A pin that moves without its key lists fails here, naming the file to regenerate."""
    version = PINS[pin].version
    name = file.format(v=version)
    assert (CHARTS / name).is_file(), f"{pin} is pinned at {version}: write tests/fixtures/charts/{name} (tools/chart_keys.py)"
    assert key_list(name).tag.lstrip("v") == version.lstrip("v"), f"{name} was made from tag {key_list(name).tag}, not {version}"


def test_the_device_plugin_config_is_one_the_network_operator_accepts():
    """The NicClusterPolicy carries the SR-IOV device plugin's config as a JSON string (the CRD says only
    "string"). The operator's admission webhook would check it with its own JSON Schemas (Mellanox/network-operator
    v26.4.1 api/v1alpha1/validator/nicpolicy_webhook.go, validateSriovNetworkDevicePlugin: webhook-schemas/
    sriov_network_device_plugin.json, then net_device.json per resource, selectors additionalProperties false),
    but the chart installs it off (deployment/network-operator/values.yaml:295,
    operator.admissionController.enabled: false), and the plugin's JSON decoding ignores a key it does not
    know: so the check is here, before a cluster."""
    config = json.loads(nic_cluster_policy()["spec"]["sriovDevicePlugin"]["config"])
    keys = key_list(f"sriov-device-plugin-config-v{PINS['network-operator'].version}.keys")
    assert problems("nic-cluster-policy.yaml spec.sriovDevicePlugin.config", config, keys) == []
    assert "resourceList[].selectors.linkTypes" in keys.types  # the plugin's own selector names, as the list is read
    # The resource the workers request, named as the webhook allows (nicpolicy_webhook.go:54-55, fqdnRegex and
    # sriovResourceNameRegex: no '-' in a resource name).
    (resource,) = config["resourceList"]
    assert f"{resource['resourcePrefix']}/{resource['resourceName']}" == DEVICE_RESOURCE
    assert re.fullmatch(r"[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z]{2,})+", resource["resourcePrefix"])
    assert re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9_.]*)?[A-Za-z0-9]", resource["resourceName"])


def _job():
    return nccl_tests_mpijob(JOB_TYPES[0], NODES)


def _with(doc: dict, path: str, value) -> dict:
    """``doc`` with ``value`` at the dotted ``path`` (a copy)."""
    import copy
    out = copy.deepcopy(doc)
    *parents, last = path.split(".")
    node = out
    for p in parents:
        node = node[int(p)] if p.isdigit() else node.setdefault(p, {})
    node[last] = value
    return out


@pytest.mark.parametrize("document,doc,file,message", [
    # Network Operator 24.10 dropped deployCR: the chart no longer creates a NicClusterPolicy.
    ("network-operator-values.yaml", _with(network_operator_values(), "deployCR", True), "network-operator-26.4.1.keys",
     "network-operator-values.yaml: deployCR is not a key of Mellanox/network-operator "
     "deployment/network-operator/values.yaml at tag v26.4.1"),
    ("gpu-operator-values.yaml", _with(gpu_operator_values(), "driver.enabled", "false"), "gpu-operator-v26.7.0.keys",
     "gpu-operator-values.yaml: driver.enabled is string 'false', NVIDIA/gpu-operator "
     "deployments/gpu-operator/values.yaml at tag v26.7.0 has boolean"),
    ("gpu-operator-values.yaml", _with(gpu_operator_values(), "toolkit.env", {"CONTAINERD_CONFIG": "x"}),
     "gpu-operator-v26.7.0.keys", "toolkit.env is object .* has array"),
    ("dra-driver-values.yaml", _with(dra_driver_values(), "resources.computeDomain.enabled", True),
     "nvidia-dra-driver-gpu-25.12.0.keys", "resources.computeDomain is not a key of NVIDIA/k8s-dra-driver-gpu "),
    # A pod template field misspelt: the API server would drop it from the MPIJob.
    ("nccl-tests.yaml", _with(_job(), "spec.mpiReplicaSpecs.Worker.template.spec.runtimeClass", "nvidia"),
     "mpijob-v0.8.0.keys", r"spec.mpiReplicaSpecs.Worker.template.spec.runtimeClass is not a key of kubeflow/mpi-operator "
     r"deploy/v2beta1/mpi-operator.yaml at tag v0.8.0"),
    ("nccl-tests.yaml", _with(_job(), "spec.mpiImplementation", "OpenMPI5"), "mpijob-v0.8.0.keys",
     "spec.mpiImplementation = 'OpenMPI5' is not one of OpenMPI, Intel, MPICH"),
    ("nccl-tests.yaml", _with(_job(), "spec.slotsPerWorker", "8"), "mpijob-v0.8.0.keys",
     "spec.slotsPerWorker is string '8', .* has integer"),
    ("nic-cluster-policy.yaml", _with(nic_cluster_policy(), "spec.sriovDevicePlugin.config", {"resourceList": []}),
     "nicclusterpolicy-v26.4.1.keys", "spec.sriovDevicePlugin.config is object .* has string"),
    ("compute-domain.yaml", _with(compute_domain("x"), "spec.channel.resourceClaimTemplateName", "x-channel"),
     "computedomain-v25.12.0.keys", "spec.channel.resourceClaimTemplateName is not a key of NVIDIA/k8s-dra-driver-gpu"),
    ("config", {"resourceList": [{"resourceName": "hostdev", "selectors": {"vendors": ["15b3"], "linkType": ["ib"]}}]},
     "sriov-device-plugin-config-v26.4.1.keys", r"config: resourceList\[0\].selectors.linkType is not a key of "
     r"Mellanox/network-operator webhook-schemas/sriov_network_device_plugin.json"),
], ids=["deployCR", "boolean-as-string", "env-as-map", "dra-misspelt-key", "pod-field-misspelt", "enum",
        "integer-as-string", "config-as-object", "crd-misspelt-key", "selector-misspelt"])
def test_a_key_or_value_the_chart_lacks_is_named_with_the_version(document, doc, file, message):
    found = problems(document, doc, key_list(file))
    assert len(found) == 1 and re.search(message, found[0]), found
