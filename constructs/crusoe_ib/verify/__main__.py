"""``python -m crusoe_ib.verify``: the CLI (see :mod:`crusoe_ib.verify.cli`)."""

import sys

from .cli import main

sys.exit(main())
