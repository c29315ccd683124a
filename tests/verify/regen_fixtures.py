"""Write the expected <case>.json beside each new fixtures/<parser>/<case>.out.

    python tests/verify/regen_fixtures.py            # only cases without a .json
    python tests/verify/regen_fixtures.py --force    # rewrite all (then review the diff!)

The .json files are assertions: read every one you generate before committing it.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "constructs"))

from crusoe_ib.verify.node.parsers import PARSERS  # noqa: E402

for out in sorted((HERE / "fixtures").glob("*/*.out")):
    dest = out.with_suffix(".json")
    if dest.exists() and "--force" not in sys.argv:
        continue
    result = PARSERS[out.parent.name].parse(out.read_bytes().decode("utf-8", errors="replace"))
    dest.write_text(json.dumps(result, indent=2, sort_keys=True) + "\n")
    print("wrote %s (error=%s)" % (dest.relative_to(HERE), result.get("error")))
