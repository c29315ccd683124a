"""Write node_modules/.bin/cdktn (called by `make cli`): start cdktn-cli on the lock's Node 24.

cdktn-cli 0.24 needs Node >= 22.19, and before every command it checks the Node version by running
``node --version`` from PATH, not the Node it runs on: with an older ``node`` first on PATH (Debian 12's
Node 20) every ``npx cdktn ...`` printed ``Error ... at Object.Usage`` and a stack trace although it
ran on Node 24. So the wrapper puts Node 24's directory first on PATH for the CLI and everything it
starts. It also turns HashiCorp's checkpoint (version check over the network) off unless the caller
set CHECKPOINT_DISABLE, as the Makefile does, so an offline machine gets no ENOTFOUND line either,
and sets umask 077: Terraform creates local state files with the caller's umask (0644 under the
usual 022), and `cdktn deploy` is where LocalState's file is first written.

Usage: python tools/cli/wrapper.py NODE CDKTN_JS OUT
"""

from __future__ import annotations

import os
import shlex
import stat
import sys
from pathlib import Path


def wrapper(node: str, cdktn_js: str) -> str:
    """The wrapper script's text; every path quoted once for sh."""
    node_dir = os.path.dirname(node)
    return (
        "#!/bin/sh\n"
        "# written by `make cli` (tools/cli/wrapper.py): cdktn-cli needs Node >= 22.19 and checks the `node` on\n"
        "# PATH, so the lock's Node 24 runs it and comes first on PATH for everything it starts.\n"
        f"PATH={shlex.quote(node_dir)}:\"$PATH\"\n"
        "export PATH\n"
        "# Terraform writes local state, its backup and plan files with the caller's umask (0644 with 022):\n"
        "# they hold every startup script and the capacity ledger, so only their owner may read them.\n"
        "umask 077\n"
        ": \"${CHECKPOINT_DISABLE=1}\"\n"
        "export CHECKPOINT_DISABLE\n"
        f"exec {shlex.quote(node)} {shlex.quote(cdktn_js)} \"$@\"\n"
    )


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    node, cdktn_js, out = argv
    path = Path(out)
    path.unlink(missing_ok=True)  # npm's symlink into the package: replace it, never write through it
    path.write_text(wrapper(os.path.abspath(node), os.path.abspath(cdktn_js)))
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
