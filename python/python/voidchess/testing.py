"""Helpers for an engine author's tests: every rule case as a pytest test, and random legal games of the
oracle as a Hypothesis strategy.

One test file runs every rule case of a ruleset against an engine, each case a test named after its
scenario (`fide/castling-rights`), failures showing the scenario's answer beside the engine's::

    import pytest
    from voidchess import testing

    ENGINE = testing.engine("python my_engine.py")      # PROTOCOL.md on stdin/stdout
    # or: testing.engine(MyBoard), a class with the Board API (legal_moves, position, status(), ...)

    @pytest.mark.parametrize("case", testing.cases("fide"))
    def test_rule_case(case):
        testing.check(case, ENGINE)

A case not answered (the engine does not explain, gives no status, ...) is skipped with why: never a
pass. The cases are those the package carries, or a suite folder's (`cargo xtask suite export DIR`, then
VOIDCHESS_SUITE=DIR or `cases(..., suite=DIR)`): voidchess.cases decides.

`games(ruleset)` draws games of legal moves from the oracle, for comparing an engine with it under
Hypothesis (python/examples/test_toy_engine.py).
"""

from typing import Any, Callable, Dict, List, Optional, Sequence, Union

from ._native import Board
from .cases import Case, Result, Suite, suite
from .engines import Engine
from .engines import engine as _engine

_suites: Dict[Optional[str], Suite] = {}


def _suite(folder: Optional[str]) -> Suite:
    if folder not in _suites:
        _suites[folder] = suite(folder)
    return _suites[folder]


def cases(ruleset: str, *, suite: Optional[str] = None, readings: bool = False,
          skip_tags: Sequence[str] = (), clauses: Sequence[str] = ()) -> List[Any]:
    """Every rule case of `ruleset` as a pytest parameter whose id is the case's scenario name; those of
    non-default readings too with `readings`; without those needing a tag of `skip_tags`; only those
    about a clause of `clauses` when given."""
    import pytest

    chosen = [
        c for c in _suite(suite).cases([ruleset], readings)
        if not set(c.needs) & set(skip_tags) and (not clauses or set(c.clauses) & set(clauses))
    ]
    return [pytest.param(c, id=c.id) for c in chosen]


def engine(spec: Union[str, Sequence[str], Callable[..., Any]], timeout: float = 10.0) -> Engine:
    """The engine the cases are put to: a command line speaking PROTOCOL.md, a class with the Board
    API, or `"voidchess"` (this package's Board)."""
    return _engine(spec, timeout)


def check(case: Case, engine: Engine, *, suite: Optional[str] = None) -> Result:
    """Runs `case` against `engine`: returns its result when it passes; fails the test (AssertionError
    listing each failed expectation, the scenario's answer beside the engine's) when it fails; skips it
    with the reasons when a step could not be answered, and when the engine's `hello` lists rulesets
    without the case's."""
    import pytest

    plays = engine.hello.get("rulesets")
    if plays is not None and case.ruleset not in plays:
        pytest.skip(f"{case.id}: the engine does not play {case.ruleset}")
    result = _suite(suite).run(case, engine)
    if result.verdict == "failed":
        raise AssertionError(
            f"{case.id} ({case.title}; clauses {' '.join(case.clauses)}):\n  " + "\n  ".join(result.failures())
        )
    if result.verdict == "not-answered":
        pytest.skip(f"{case.id} not answered: " + "; ".join(result.reasons()))
    return result


def games(ruleset: str = "fide", *, interpretation: Optional[Dict[str, str]] = None,
          max_plies: int = 80) -> Any:
    """A Hypothesis strategy of games of legal moves: a `Board` of `ruleset` after up to `max_plies`
    moves, each drawn from the oracle's legal moves of the position, until the game ends. Hypothesis
    shrinks a failing game to fewer and earlier moves."""
    from hypothesis import strategies as st

    @st.composite
    def game(draw: Any) -> Board:
        board = Board(ruleset, interpretation=interpretation)
        plies = draw(st.integers(min_value=0, max_value=max_plies))
        for _ in range(plies):
            moves = board.legal_moves
            if not moves or board.is_game_over():
                break
            board.push(draw(st.sampled_from(moves)))
        return board

    return game()


__all__ = ["cases", "check", "engine", "games"]
