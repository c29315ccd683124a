"""Our citations of Crusoe's solutions-library lead somewhere (offline).

Crusoe reorganised crusoecloud/solutions-library by topic in 2026 (``cmk-nccltests`` went under
``performance-tuning/nvidia/``, ...), and every citation by the old path became a 404. This test holds
every path our code, data and docs cite there to ``tests/fixtures/crusoe/solutions-library-paths.json``:
the paths checked at one commit of the repository (its id and the date are in the file), and, for a
directory that is gone from that tree, the older commit a citation must name
(``crusoecloud/solutions-library@<commit>:<path>``). No network: re-checking against GitHub is a
person's job, and the data file says how.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA_FILE = REPO / "tests" / "fixtures" / "crusoe" / "solutions-library-paths.json"
DATA = json.loads(DATA_FILE.read_text())
REL = DATA_FILE.relative_to(REPO).as_posix()

#: Where citations live; generated bindings, snapshots and build output cite nothing.
ROOTS = ("README.md", "CHANGELOG.md", "main.py", "constructs", "docs", "stacks", "tests", "tools")
SKIP_DIRS = {"__snapshots__", "__pycache__", "node_modules", "cdktf.out", ".venv", "imports"}
SUFFIXES = {".py", ".md", ".json", ".txt", ".sh", ".yaml", ".yml", ".toml", ".j2", ".tf", ".hcl"}

_SEG = r"[\w.<>{}*-]+"
_PINNED = re.compile(r"crusoecloud/solutions-library@(?P<commit>[0-9a-f]{7,40}):(?P<path>" + _SEG + r"(?:/" + _SEG + r")*)")
_URL = re.compile(r"github\.com/crusoecloud/solutions-library/(?:tree|blob)/(?P<ref>[\w.-]+)/(?P<path>"
                  + _SEG + r"(?:/" + _SEG + r")*)")
# A path that runs through one of the repository's solution directories, unless it is pinned (``@commit:``),
# part of a URL or one of our own files (tests/fixtures/crusoe/cmk-nccltests.json is not a citation).
_NAMED = re.compile(r"(?<![\w@:./-])(?P<path>(?:[\w.-]+/)*(?:" + "|".join(map(re.escape, DATA["solution_names"]))
                    + r")(?![\w-]|\.\w)(?:/" + _SEG + r")*/?)")


def _norm(path: str) -> str:
    return path.rstrip("./") if path.endswith((".", "/")) else path


def _known(path: str, listed) -> bool:
    """True when ``path`` is listed; a placeholder (``nccl-<type>.yaml``, ``nccl-{short}.yaml``) stands
    for at least one listed name."""
    if path in listed:
        return True
    if not re.search(r"<[^>]*>|\{[^}]*\}", path):
        return False
    pattern = re.compile("".join("[^/]+" if re.fullmatch(r"<[^>]*>|\{[^}]*\}", part) else re.escape(part)
                                 for part in re.split(r"(<[^>]*>|\{[^}]*\})", path)))
    return any(pattern.fullmatch(p) for p in listed)


def _pinned(commit: str):
    return next((pin for full, pin in DATA["pinned"].items() if full.startswith(commit)), None)


def problems(text: str, where: str) -> list[str]:
    """Every citation of a solutions-library path in ``text`` that does not lead to a checked path, as a
    message naming the place, the path and what to cite instead."""
    head = DATA["head"]
    found = []
    for lineno, line in enumerate(text.splitlines(), 1):
        at = f"{where}:{lineno}"
        for m in _PINNED.finditer(line):
            path, pin = _norm(m["path"]), _pinned(m["commit"])
            if pin is None:
                found.append(f"{at}: cites crusoecloud/solutions-library@{m['commit']}, a commit {REL} does not list; "
                             f"cite a path at {head['commit'][:7]} (the checked tree) or add the commit and its paths "
                             f"there after checking them")
            elif not _known(path, pin["paths"]):
                found.append(f"{at}: cites {path!r} at {m['commit']}, which {REL} does not list as a path of that "
                             f"commit; check it with `git ls-tree -r {m['commit']} -- {path}` and list it, or fix the path")
        for m in _URL.finditer(line):
            if m["ref"] in ("main", "HEAD"):
                found.append(f"{at}: links solutions-library's moving branch ({m['ref']}); cite "
                             f"crusoecloud/solutions-library <path> (checked at {head['commit'][:7]}) or pin a commit")
            elif not (_pinned(m["ref"]) and _known(_norm(m["path"]), _pinned(m["ref"])["paths"])):
                found.append(f"{at}: links {m['path']!r} at {m['ref']}, which {REL} does not list")
        for m in _NAMED.finditer(line):
            path = _norm(m["path"])
            if _known(path, head["paths"]):
                continue
            first, _, rest = path.partition("/")
            if first in DATA["moved"]:
                fix = f"Crusoe moved {first} to {DATA['moved'][first]}: cite {DATA['moved'][first]}{'/' + rest if rest else ''}"
            elif first in DATA["gone"]:
                fix = (f"it is not in that tree: cite it where it last was, "
                       f"crusoecloud/solutions-library@{DATA['gone'][first]}:{path}")
            else:
                fix = f"check it exists ({DATA['how_to_recheck']}), then list it there with its evidence"
            found.append(f"{at}: cites crusoecloud/solutions-library path {path!r}, which is not among the paths "
                         f"{REL} lists at {head['commit'][:7]} (checked {head['checked']}); {fix}")
    return found


@functools.cache
def _cited_texts() -> tuple[tuple[str, str], ...]:
    return tuple((path.relative_to(REPO).as_posix(), path.read_text(encoding="utf-8", errors="replace"))
                 for path in _cited_files())


def _cited_files():
    for root in ROOTS:
        base = REPO / root
        paths = [base] if base.is_file() else base.rglob("*") if base.is_dir() else []
        for path in paths:
            if (path.is_file() and path.suffix in SUFFIXES and path not in (DATA_FILE, Path(__file__).resolve())
                    and not SKIP_DIRS.intersection(path.relative_to(REPO).parts)):
                yield path


def test_every_cited_solutions_library_path_is_a_checked_path():
    found = []
    for where, text in _cited_texts():
        found += problems(text, where)
    assert not found, "\n".join(found)


def test_every_listed_path_is_cited():
    """The list is the evidence for our citations, not a copy of Crusoe's tree: a path nobody cites goes."""
    text = "\n".join(text for _, text in _cited_texts())
    cited = {_norm(m["path"]) for m in _NAMED.finditer(text)}
    unused = sorted(p for p in DATA["head"]["paths"] if p not in cited
                    and not any(_known(c, [p]) for c in cited if "<" in c or "{" in c))
    assert not unused, f"{REL} lists paths nothing cites: {unused}"


def test_the_data_file_names_its_commits():
    assert re.fullmatch(r"[0-9a-f]{40}", DATA["head"]["commit"]) and re.fullmatch(r"\d{4}-\d\d-\d\d", DATA["head"]["checked"])
    for full, pin in DATA["pinned"].items():
        assert re.fullmatch(r"[0-9a-f]{40}", full) and re.fullmatch(r"\d{4}-\d\d-\d\d", pin["date"]), full
    assert all(_pinned(commit) for commit in DATA["gone"].values())
    assert all(new.rstrip("/").endswith(old) for old, new in DATA["moved"].items())


def test_an_old_path_fails_with_its_new_one():
    text = ("source: crusoecloud/solutions-library cmk-nccltests/nccl-h100.yaml (H100)\n"
            "rails: Crusoe's b300-nccltest-cmk-mpijob/run-nccl-test.sh\n"
            "fixture: tests/fixtures/crusoe/cmk-nccltests.json\n"
            "pinned: crusoecloud/solutions-library@8becda6:cmk-nccltests/nccl-h100.yaml\n"
            "bad pin: crusoecloud/solutions-library@0000000:cmk-nccltests/nccl-h100.yaml\n"
            "new: crusoecloud/solutions-library performance-tuning/nvidia/cmk-nccltests/nccl-h100.yaml\n")
    found = problems(text, "x.md")
    assert len(found) == 3, found
    assert found[0].startswith("x.md:1:") and "cite performance-tuning/nvidia/cmk-nccltests/nccl-h100.yaml" in found[0]
    assert found[1].startswith("x.md:2:") and "crusoecloud/solutions-library@8becda6:b300-nccltest-cmk-mpijob/run-nccl-test.sh" in found[1]
    assert found[2].startswith("x.md:5:") and "0000000" in found[2]


def test_a_path_that_does_not_exist_fails_with_how_to_recheck():
    found = problems("crusoecloud/solutions-library performance-tuning/nvidia/cmk-nccltests/nccl-h300.yaml", "y.py")
    assert len(found) == 1 and "nccl-h300.yaml" in found[0] and DATA["how_to_recheck"] in found[0]
