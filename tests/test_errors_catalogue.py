"""The error catalogue: every code defined once, used, documented; user-visible text cites public
sources only."""

from __future__ import annotations

import json
import re
from pathlib import Path

from crusoe_ib.core.errors import CATALOGUE, markdown

REPO = Path(__file__).resolve().parent.parent
SOURCES = [*sorted((REPO / "constructs" / "crusoe_ib").rglob("*.py")), *sorted((REPO / "stacks").glob("*.py")), REPO / "main.py"]
CODE = re.compile(r"CIB\d{3}")


def _used_codes() -> set[str]:
    errors_py = REPO / "constructs" / "crusoe_ib" / "core" / "errors.py"
    return {c for p in SOURCES if p != errors_py for c in CODE.findall(p.read_text())}


def test_docs_errors_md_is_generated_from_the_catalogue():
    assert (REPO / "docs" / "errors.md").read_text() == markdown(), \
        "regenerate: PYTHONPATH=constructs python -m crusoe_ib.core.errors > docs/errors.md"


def test_every_code_used_in_the_source_is_in_the_catalogue():
    assert _used_codes() - set(CATALOGUE) == set()


def test_every_catalogue_code_is_used_somewhere():
    assert set(CATALOGUE) - _used_codes() == set(), "a catalogue entry no rule raises: remove it or use it"


def test_entries_are_full_sentences_with_a_fix():
    for entry in CATALOGUE.values():
        assert entry.when in ("synth", "plan", "run"), entry.code
        assert entry.rule and entry.fix and entry.title, entry.code
        assert entry.rule.rstrip()[-1] in ".)}" and entry.fix.rstrip()[-1] in ".)}", entry.code


INTERNAL = re.compile(r"seed 0\d\d|(?<!-)\bseeds?\b(?!-)|DESIGN\.md|STYLE\.md|\bissue \d+\b|\bissue #\d+", re.IGNORECASE)


def test_user_visible_text_cites_public_sources_only(dev_json):
    texts = {p: p.read_text() for p in [REPO / "README.md", *sorted((REPO / "docs").glob("*.md")), *SOURCES,
                                         REPO / "constructs" / "crusoe_ib" / "verify" / "thresholds.json"]}
    texts[Path("synthesized training-dev")] = json.dumps(dev_json)
    found = [f"{p.name}: {m.group(0)!r}" for p, text in texts.items() for m in INTERNAL.finditer(text)]
    assert found == []
