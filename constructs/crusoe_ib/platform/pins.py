"""Every chart, manifest, image and binary the library installs, pinned, with where each comes from.

One table (:data:`PINS`) so the versions stay consistent with one another and a reviewer sees them in one
place; ``docs/pins.md`` is generated from it (``python -m crusoe_ib.platform.pins``) and a test keeps it current.
The K3s and Kubernetes add-on code reads its versions from here instead of writing them again.

A digest is pinned where the ecosystem supports one *and* a public source gives it. Where neither Crusoe
nor the vendor publishes a digest for the exact artefact, ``digest`` is ``None`` and ``no_digest`` says
why; the version tag is then the pin (and a moved tag is the risk it carries).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class Pin:
    """name: what it is called in the docs and tests; kind: binary, helm-chart, manifest, image.
    reference: how it is fetched (chart name in its repository, URL, image name); version: the pin.
    """

    name: str
    kind: str
    reference: str
    version: str
    source: str
    digest: str | None = None
    no_digest: str = ""
    notes: str = ""
    #: The lowest Kubernetes version it declares (a chart's Chart.yaml kubeVersion), checked against K3s.
    min_kubernetes: str | None = None

    @property
    def ref(self) -> str:
        """The image reference with its tag (and digest when pinned), for ``image:`` fields."""
        return f"{self.reference}:{self.version}" + (f"@{self.digest}" if self.digest else "")


_NGC_CHARTS = ("Charts from NVIDIA's Helm repository (https://helm.ngc.nvidia.com/nvidia) carry no published "
               "digest; helm install --version pins the chart version")
_CRUSOE_IMAGES = ("Crusoe's manifests reference the image by tag only and no public source gives its digest "
                  "(ghcr.io/crusoecloud/nccl-tests)")

PINS: dict[str, Pin] = {p.name: p for p in (
    Pin(name="python-taint-cronjob", kind="image", reference="docker.io/library/python", version="3.12-slim",
        source="Docker Official Images, python (the managed-Kubernetes node-taint CronJob runs one stdlib program, "
               "crusoe_ib.node_health)",
        no_digest="The 3.12-slim tag is rebuilt for every security update and no fixed public digest belongs to it; "
                  "pin the digest your registry mirror serves in production"),
    Pin(name="k3s", kind="binary", reference="https://github.com/k3s-io/k3s/releases", version="v1.35.4+k3s1",
        source="k3s-io/k3s release v1.35.4+k3s1 (2026-04-29); Kubernetes 1.35 is supported until 2027-02-28 "
               "(kubernetes.io, 'Kubernetes 1.35' release page)",
        no_digest="The K3s install script checks the binary against the release's sha256sum-<arch>.txt; the "
                  "install script's own SHA-256 is K3sSettings.install_script_sha256 (required in production)",
        notes="Replaces v1.28.4+k3s2 of Crusoe's 2023 K3s article: Kubernetes 1.28 reached end of life on 2024-10-28."),
    Pin(name="gpu-operator", kind="helm-chart", reference="nvidia/gpu-operator", version="v26.7.0",
        source="NVIDIA/gpu-operator tag v26.7.0 (deployments/gpu-operator/values.yaml: the keys we set)",
        no_digest=_NGC_CHARTS, min_kubernetes="1.16.0"),
    Pin(name="network-operator", kind="helm-chart", reference="nvidia/network-operator", version="26.4.1",
        source="Mellanox/network-operator tag v26.4.1 (deployment/network-operator/Chart.yaml version 26.4.1; "
               "release notes 24.10.0: the chart no longer creates the NicClusterPolicy, so deployCR is gone)",
        no_digest=_NGC_CHARTS, min_kubernetes="1.21.0"),
    Pin(name="sriov-network-device-plugin", kind="image", reference="nvcr.io/nvidia/mellanox/sriov-network-device-plugin",
        version="network-operator-v26.4.1",
        source="Mellanox/network-operator v26.4.1 example/crs/mellanox.com_v1alpha1_nicclusterpolicy_cr-ocp-hostdev.yaml "
               "(the image and version the release ships for the nvidia.com/hostdev resource)",
        digest="sha256:c24d0993feb97c0a1952bf30ab51f7452dc57d5846684e481aaa4455cd56e1aa",
        notes="Deployed by the NicClusterPolicy we apply on K3s (its spec.sriovDevicePlugin), by digest: the "
              "release's OLM bundle lists it (bundle/manifests/nvidia-network-operator.clusterserviceversion.yaml:752, "
              "relatedImages) and the operator renders a version of the form sha256:... as image@sha256:... "
              "(pkg/render/render.go:107-112)."),
    Pin(name="dra-driver-gpu", kind="helm-chart", reference="nvidia/nvidia-dra-driver-gpu", version="25.12.0",
        source="NVIDIA/k8s-dra-driver-gpu tag v25.12.0 (2026-02-12; deployments/helm/nvidia-dra-driver-gpu/Chart.yaml "
               "version 25.12.0, kubeVersion >=1.32.0-0; the ComputeDomain CRD resource.nvidia.com/v1beta1)",
        no_digest=_NGC_CHARTS, min_kubernetes="1.32.0",
        notes="GB200 only: the ComputeDomain whose IMEX channel the workers claim (Crusoe's performance-tuning/nvidia/cmk-nccltests README: "
              "'the GB200 manifest uses resource.nvidia.com/v1beta1 ComputeDomain')."),
    Pin(name="mpi-operator", kind="manifest",
        reference="https://raw.githubusercontent.com/kubeflow/mpi-operator/v0.8.0/deploy/v2beta1/mpi-operator.yaml",
        version="v0.8.0",
        source="kubeflow/mpi-operator tag v0.8.0 (2026-02-18; deploy/v2beta1/mpi-operator.yaml runs "
               "mpioperator/mpi-operator:0.8.0; spec.launcherCreationPolicy in pkg/apis/kubeflow/v2beta1/types.go)",
        no_digest="The manifest is fetched from the release tag; the release publishes no digest of the file",
        notes="Crusoe's performance-tuning/nvidia/cmk-nccltests README installs the manifest from the master branch; we pin the release."),
    Pin(name="nccl-tests-cuda12", kind="image", reference="ghcr.io/crusoecloud/nccl-tests",
        version="12.8.1-ubuntu24.04-nccl-2.26.5-1",
        source="crusoecloud/solutions-library performance-tuning/nvidia/cmk-nccltests/nccl-h100.yaml (H100); also used for A100, which no "
               "Crusoe manifest covers",
        no_digest=_CRUSOE_IMAGES),
    Pin(name="nccl-tests-cuda13", kind="image", reference="ghcr.io/crusoecloud/nccl-tests",
        version="13.0.1-ubuntu24.04-nccl-2.29.2-1",
        source="crusoecloud/solutions-library performance-tuning/nvidia/cmk-nccltests/nccl-h200.yaml, nccl-b200.yaml, nccl-gb200.yaml; used for "
               "B300 too (crusoecloud/solutions-library@8becda6:b300-nccltest-cmk-mpijob builds a personal image instead)",
        no_digest=_CRUSOE_IMAGES),
)}


def pin(name: str) -> Pin:
    return PINS[name]


def markdown() -> str:
    """docs/pins.md: the table above, one row per pin."""
    out = [
        "# Pinned versions",
        "",
        "<!-- Generated by `python -m crusoe_ib.platform.pins` from constructs/crusoe_ib/platform/pins.py. Do not edit by hand. -->",
        "",
        "Everything the library installs on a cluster or in a job, pinned, with its public source. A digest is",
        "pinned where the ecosystem supports one and a public source gives it; otherwise the row says why not.",
        "",
        "| Name | Kind | Reference | Version | Digest | Source | Notes |",
        "|---|---|---|---|---|---|---|",
    ]
    for p in PINS.values():
        digest = p.digest or f"none: {p.no_digest}"
        cells = [p.name, p.kind, f"`{p.reference}`", f"`{p.version}`", digest, p.source, p.notes]
        out.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown())
