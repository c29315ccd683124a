"""crusoe_ib.verify: proves an InfiniBand GPU node, rail pair or cluster healthy.

Stdlib-only and Python 3.10 compatible, because it ships to the GPU nodes (Ubuntu 22.04)
as a zipapp (see :mod:`crusoe_ib.verify.zipapp`). Layout:

- ``thresholds.json`` / :mod:`.thresholds`: expectations per instance type, as data.
- :mod:`.parsers`: one jc-style ``parse(text) -> dict`` per tool output, never raising.
- :mod:`.verdicts`: small pure rules turning parsed facts into PASS/FAIL/WARN/UNAVAILABLE.
- :mod:`.schema`: the rule table and the versioned ``--json`` document (docs/verify-json.md).
- :mod:`.suites`: which rules run for node / pair / nccl / diagnose.
- :mod:`.collect`: every subprocess (timeouts, bounded output) and the diagnostics bundle.
- :mod:`.readers`: bounded, non-blocking reads of inputs that may be FIFOs or devices.
- :mod:`.cli`: ``crusoe-ib-verify node|pair|nccl|diagnose|bundle|logs``: argparse and output.
"""

__version__ = "0.2.0"
