"""crusoe_ib.verify: proves an InfiniBand GPU node, rail pair or cluster healthy.

Stdlib-only and Python 3.10 compatible, because it ships to the GPU nodes (Ubuntu 22.04)
as a zipapp (see :mod:`crusoe_ib.verify.zipapp`). Layout:

- ``thresholds.json`` / :mod:`.thresholds`: expectations per instance type, as data.
- :mod:`.parsers`: one jc-style ``parse(text) -> dict`` per tool output, never raising.
- :mod:`.ports`: the port record (one InfiniBand port's facts), built in one place.
- :mod:`.verdicts`: the Verdict every rule returns, and its statuses.
- :mod:`.rules`: the rules table; one small pure rule (or tight family) per module, facts -> verdicts
  (docs/verify-rules.md).
- :mod:`.suites`: which rules of the table run for node / pair / nccl / diagnose, on which facts.
- :mod:`.run`: the commands: read inputs, run tools, parse, apply the suites.
- :mod:`.collect`: every subprocess (timeouts, bounded output) and the diagnostics bundle.
- :mod:`.readers`: bounded, non-blocking reads of inputs that may be FIFOs or devices.
- :mod:`.cli`: ``crusoe-ib-verify node|pair|nccl|diagnose|bundle|logs``: argparse and output.
- :mod:`.fleet`, :mod:`.fleet_cli`: ``fleet|bisect|remediate``, where Terraform runs (not shipped).
- :mod:`.schema`: the versioned ``--json`` document's JSON Schema and docs (docs/verify-json.md).

:mod:`.schema`, :mod:`.zipapp` and ``rules/__main__`` only make docs and the archive: the zipapp
leaves them out.
"""

__version__ = "0.3.0"
#: The ``--json`` document's version (history and JSON Schema: :mod:`.schema`, docs/verify-json.md).
SCHEMA_VERSION = "1.3"
#: Where the pool's boot step puts the checker and the boot-time result on every node: the
#: constructs write these paths, the commands that reach nodes over SSH read them.
VERIFY_PYZ = "/opt/crusoe-ib/verify.pyz"
RESULT_PATH = "/var/lib/crusoe-ib/node-check.json"
#: Where a boot step writes the node's discovered NCCL_IB_HCA / NCCL_TOPO_FILE (crusoe_ib.nccl); the nccl
#: command reads it, and every job launcher the library writes.
NCCL_ENV_PATH = "/etc/crusoe-ib/nccl.env"
#: The variables that file holds; a job's own value of either wins.
NCCL_ENV_KEYS = ("NCCL_IB_HCA", "NCCL_TOPO_FILE")
#: Default share of a pool one ``remediate`` run may replace (``VerificationSettings.remediation_max_share``).
MAX_SHARE = 0.25
