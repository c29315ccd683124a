"""``python -m crusoe_ib.verify``: the CLI (see :mod:`crusoe_ib.verify.operator.cli`)."""

import sys

from .operator.cli import main

sys.exit(main())
