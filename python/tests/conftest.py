"""What the package's tests share: where the repository is (for its tables and rule texts), and the
oracle command and the records some tests compare with. The tests import `voidchess` from the installed
wheel (ci/python-check.sh runs them from outside the source tree); test_installed.py checks that.

A test that needs something absent here (the `oracle` command, python-chess's records) is skipped with
the reason on a developer's machine, and fails under ci/python-check.sh, which sets VOIDCHESS_CI=1 and
provides everything.
"""

import os
import re
import subprocess
from pathlib import Path
from typing import Dict, List, Optional

import pytest

REPO = Path(os.environ.get("VOIDCHESS_REPO", Path(__file__).resolve().parents[2]))

# Every ruleset's slug, as README.md's table names them.
SLUGS = ["void-chess", "fide", "suicide", "suicide-void", "minnaar", "circular"]


def needed(path: Optional[Path], what: str) -> Path:
    """`path` when it exists; else a skip with why (a failure under CI)."""
    if path is not None and path.exists():
        return path
    message = f"needs {what} (not found at {path})"
    if os.environ.get("VOIDCHESS_CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def oracle() -> Path:
    """The `oracle` command of a release build."""
    given = os.environ.get("VOIDCHESS_ORACLE")
    return needed(Path(given) if given else REPO / "target" / "release" / "oracle",
                  "the oracle command (cargo build --release -p void-chess-oracle; or VOIDCHESS_ORACLE)")


def run_oracle(oracle: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(oracle), *args], capture_output=True, text=True, timeout=60)


def clause_texts(slug: str) -> Dict[str, str]:
    """Each clause id of `clauses/<slug>.yaml` with its title, read here with a pattern of its own (an
    id, then its title), so that the package's titles are compared with the file, not with its own
    reading of it."""
    text = (REPO / "clauses" / f"{slug}.yaml").read_text(encoding="utf-8")
    out: Dict[str, str] = {}
    current: Optional[str] = None
    for line in text.splitlines():
        m = re.match(r'\s*- id:\s*"?([^"]+)"?\s*$', line)
        if m:
            current = m.group(1)
            continue
        m = re.match(r'\s*title:\s*"(.*)"\s*$', line) or re.match(r"\s*title:\s*(.*)$", line)
        if m and current is not None:
            out[f"{slug}/{current}"] = m.group(1).replace('\\"', '"')
            current = None
    return out


def perft_cases(max_nodes: int, refused: bool = False) -> List[tuple]:
    """(table, id, ruleset, position, switches, depth, count) of tests/perft/*.perft, each count up to
    `max_nodes` whose source is not the oracle alone (published tables, or the oracle agreed by another
    implementation: tests/perft/README.md); with `refused`, those of the positions a table marks
    `refused` (a peer's position the oracle refuses by design) instead of the others."""
    out = []
    for table in sorted((REPO / "tests" / "perft").glob("*.perft")):
        ruleset, case, source = None, None, ""
        for line in table.read_text(encoding="utf-8").splitlines():
            words = line.split(maxsplit=1)
            if not words or words[0].startswith("#"):
                continue
            key, rest = words[0], (words[1] if len(words) > 1 else "")
            if key == "ruleset":
                ruleset = rest.strip()
            elif key == "id":
                case = {"id": rest.strip(), "switches": {}, "refused": False}
            elif key == "refused" and case is not None:
                case["refused"] = True
            elif key == "epd" and case is not None:
                case["epd"] = rest.strip()
            elif key == "switch" and case is not None:
                name, value = rest.strip().split("=", 1)
                case["switches"][name] = value
            elif key == "source":
                source = rest.strip()
            elif key == "perft" and case is not None:
                depth, count = (int(x) for x in rest.split())
                agreed = source != "oracle-alone" and not source.startswith("alone")
                if count <= max_nodes and agreed and case["refused"] == refused:
                    out.append((table.name, case["id"], ruleset, case["epd"], dict(case["switches"]),
                                depth, count))
    return out
