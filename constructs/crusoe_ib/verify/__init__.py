"""crusoe_ib.verify: proves an InfiniBand GPU node, rail pair or cluster healthy.

Stdlib-only and Python 3.10 compatible, because it ships to the GPU nodes (Ubuntu 22.04)
as a zipapp (see :mod:`crusoe_ib.verify.zipapp`). Layout:

- ``thresholds.json`` / :mod:`.thresholds`: expectations per instance type, as data.
- :mod:`.parsers`: one jc-style ``parse(text) -> dict`` per tool output.
- :mod:`.verdicts`: small pure rules turning parsed facts into PASS/FAIL/WARN/UNAVAILABLE.
- :mod:`.collect`: running tools with timeouts and building the diagnostics bundle.
- :mod:`.cli`: ``crusoe-ib-verify node|pair|nccl|diagnose|bundle``.
"""

__version__ = "0.1.0"
