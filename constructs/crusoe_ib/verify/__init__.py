"""crusoe_ib.verify: proves an InfiniBand GPU node, rail pair or cluster healthy. One folder per audience:
:mod:`.node` (shipped to the GPU nodes as a zipapp: stdlib-only, Python 3.10), :mod:`.operator` (where
Terraform runs; the full CLI), :mod:`.build` (zipapp, schema, generated docs). Only build and operator
import node (tests/verify/test_layering.py). This module holds constants only, so the constructs import
them without loading the rest; it ships in the zipapp with ``thresholds.json``.
"""

__version__ = "0.3.0"
#: The ``--json`` document's version (history and JSON Schema: :mod:`.schema`, docs/verify-json.md).
SCHEMA_VERSION = "1.4"
#: Where the pool's boot step puts the checker and the boot-time result on every node: the
#: constructs write these paths, the commands that reach nodes over SSH read them.
VERIFY_PYZ = "/opt/crusoe-ib/verify.pyz"
RESULT_PATH = "/var/lib/crusoe-ib/node-check.json"
#: Where the boot step and the periodic checks write the node check's Prometheus metrics: a file in
#: the textfile collector directory of Debian's and Ubuntu's ``prometheus-node-exporter`` package
#: (its ``--collector.textfile.directory`` default), so an installed node_exporter serves them as is.
METRICS_PATH = "/var/lib/prometheus/node-exporter/crusoe_ib.prom"
#: Where a boot step writes the node's discovered NCCL_IB_HCA / NCCL_TOPO_FILE (crusoe_ib.platform.nccl); the nccl
#: command reads it, and every job launcher the library writes.
NCCL_ENV_PATH = "/etc/crusoe-ib/nccl.env"
#: The variables that file holds; a job's own value of either wins.
NCCL_ENV_KEYS = ("NCCL_IB_HCA", "NCCL_TOPO_FILE")
#: Default share of a pool one ``remediate`` run may replace (``VerificationSettings.remediation_max_share``).
MAX_SHARE = 0.25
