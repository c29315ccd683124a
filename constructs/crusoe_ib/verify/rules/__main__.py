"""``python -m crusoe_ib.verify.rules > docs/verify-rules.md`` (generator: :mod:`..docs`)."""

import sys

from ..docs import rules_markdown

if sys.argv[1:]:
    print("usage: python -m crusoe_ib.verify.rules > docs/verify-rules.md", file=sys.stderr)
    sys.exit(2)
sys.stdout.write(rules_markdown())
