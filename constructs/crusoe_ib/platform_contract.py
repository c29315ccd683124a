"""Crusoe Cloud's published contract, as data, each rule with its public source.

Our tests used to model *our* picture of Crusoe; this module states what Crusoe itself documents (its
docs and support articles, the provider's source and examples, crusoecloud/slurm and
crusoecloud/solutions-library), so synth refuses what the platform refuses and the offline stand-in
provider (tools/offline) refuses the same at plan/apply, as the real API would. Every limit here names
its source by title (a page, an article, or a provider path at a tag); a fact no public source gives is
said to be unknown, never guessed. Construct and settings code imports the limits from here instead of
writing the numbers again.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Source:
    """Where a platform fact comes from: a document title (and its publisher), optional detail."""

    title: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.title} ({self.detail})" if self.detail else self.title


# --- lifecycle (startup) scripts -----------------------------------------------------------------

LIFECYCLE_SCRIPTS = Source("Crusoe Cloud docs, \"Lifecycle scripts overview\"",
                           "docs.crusoecloud.com, compute/virtual-machines/managing-lifecycle-scripts")
#: A startup script must be under 64 kB; one of this many bytes or more (as Terraform renders it) is
#: refused. 64,000 rather than 65,536: "64 kB" may be decimal, and the smaller reading is the safe one.
STARTUP_SCRIPT_MAX_BYTES = 64_000
#: ... must be bash: its first line is this shebang.
STARTUP_SCRIPT_SHEBANG = "#!/bin/bash"
#: ... and ASCII only. It is run as root at every boot and kept on the VM in this directory, where
#: anyone who can read the disk reads it; the instance's ``startup_script`` is readable through the API
#: by anyone with read access to the project's instances: never a secret in it.
STARTUP_SCRIPT_KEPT_IN = "/usr/local/bin/crusoe"


@dataclass(frozen=True)
class ScriptProblem:
    """One way a startup script breaks the lifecycle-script contract: ``rule`` is ``size``, ``ascii``
    or ``shebang``; ``detail`` says by how much or where."""

    rule: str
    detail: str


def startup_script_problems(script: str) -> list[ScriptProblem]:
    """What Crusoe would refuse in ``script`` (the text as Terraform renders it), per
    :data:`LIFECYCLE_SCRIPTS`: none for a script within the contract."""
    found = []
    size = len(script.encode("utf-8"))
    if size >= STARTUP_SCRIPT_MAX_BYTES:
        found.append(ScriptProblem("size", f"{size} bytes"))
    bad = next(((i, c) for i, c in enumerate(script) if ord(c) > 127), None)
    if bad is not None:
        line = script.count("\n", 0, bad[0]) + 1
        found.append(ScriptProblem("ascii", f"{bad[1]!r} (U+{ord(bad[1]):04X}) on line {line}"))
    first = script.split("\n", 1)[0].rstrip("\r")
    if first != STARTUP_SCRIPT_SHEBANG:
        found.append(ScriptProblem("shebang", f"first line {first[:40]!r}"))
    return found


# --- the network: VPCs, subnets, firewall rules, NAT, addresses ----------------------------------


# --- disks, images, locations ----------------------------------------------------------------------


# --- the account: quota, capacity, reservations --------------------------------------------------


# --- Crusoe Managed Kubernetes -----------------------------------------------------------------------
