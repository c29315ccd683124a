"""The user documentation: README.md and the pages under docs/ (generated reference tables included),
for the tests that check the commands, snippets and printed outputs the pages show."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO / "docs"
#: Every page a user reads: the README first, then docs/*.md (docs/incoming/ is not a page).
PAGES = [REPO / "README.md", *sorted(DOCS.glob("*.md"))]


def page(name: str) -> str:
    """``page("slurm")`` is docs/slurm.md; ``page("README")`` the README."""
    return (REPO / "README.md" if name == "README" else DOCS / f"{name}.md").read_text()


def section(name: str, heading: str) -> str:
    """The text under ``heading`` (a whole heading line, e.g. ``"## Verification"``) up to the next
    heading of the same or a higher level."""
    text = page(name)
    level = heading.split(" ", 1)[0]
    body = text.split(f"\n{heading}\n", 1)[1]
    ends = [i for i in (body.find("\n" + "#" * n + " ") for n in range(1, len(level) + 1)) if i >= 0]
    return body[:min(ends)] if ends else body
