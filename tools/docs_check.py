#!/usr/bin/env python3
"""Nothing lost in a docs move: every code block and every paragraph of README.md at a git revision
appears, whitespace-normalized, in today's README.md or docs/*.md. Prints what it cannot find, for a
person to review (a reworded paragraph is listed; a lost one is a bug).

    python3 tools/docs_check.py 4a6a355        # the README before it became pages
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def norm(text: str) -> str:
    # Commands that now run from the repository root name the stack directory.
    text = re.sub(r"terraform -chdir=cdktf\.out/stacks/[\w-]+ ", "terraform ", text)
    return re.sub(r"\s+", " ", text).strip()


def main(argv: list[str]) -> int:
    rev = argv[0] if argv else "HEAD"
    old = subprocess.run(["git", "show", f"{rev}:README.md"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    pages = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
    now = norm("\n".join(p.read_text() for p in pages))
    blocks = re.findall(r"```[a-z]*\n(.*?)```", old, re.S)
    lines = [line for b in blocks if norm(b) not in now for line in b.splitlines() if line.strip() and norm(line) not in now]
    prose = re.sub(r"```.*?```", "", old, flags=re.S)
    paras = [p for p in re.split(r"\n\s*\n", prose) if p.strip() and not p.lstrip().startswith("#")]
    missing = [p for p in paras if norm(p) not in now]
    print(f"{len(blocks)} code blocks: {len(lines)} lines not found")
    for line in lines:
        print("  code:", line)
    print(f"{len(paras)} paragraphs: {len(missing)} not found verbatim (review each)")
    for p in missing:
        print("---\n" + p)
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
