"""An engine author's one test file: the toy engine of toy_engine.py put to every FIDE rule case (each a
pytest test named after its scenario) and compared with the oracle along random legal games drawn by
Hypothesis. Run it with pytest, the rule cases from an exported suite:

    cargo xtask suite export target/suite
    VOIDCHESS_SUITE=target/suite pytest python/examples/test_toy_engine.py
"""

import os

import pytest
from hypothesis import given, settings

from toy_engine import ToyBoard
import voidchess
from voidchess import testing

ENGINE = testing.engine(ToyBoard)
CASES = testing.cases("fide") if os.environ.get("VOIDCHESS_SUITE") else []


@pytest.mark.skipif(not CASES, reason="no rule cases: set VOIDCHESS_SUITE to an exported suite")
@pytest.mark.parametrize("case", CASES)
def test_rule_case(case):
    testing.check(case, ENGINE)


def agrees_with_the_oracle(board, engine_class=ToyBoard):
    """The engine and the oracle agree at every position of the game the oracle played: the legal
    moves, the position (every FEN field but the en passant square, whose conventions differ), and the
    end of the game where the position allows no move (the toy decides only such ends)."""
    toy = engine_class()
    for ply in range(len(board.move_stack) + 1):
        oracle = voidchess.Board("fide", moves=board.move_stack[:ply])
        where = f"after {board.move_stack[:ply]}"
        assert toy.legal_moves == oracle.legal_moves, where
        ours, theirs = oracle.position.split(), toy.position.split()
        assert ours[:3] + ours[4:] == theirs[:3] + theirs[4:], where
        if not oracle.legal_moves:
            assert toy.status().word == oracle.status().word, where
        if ply < len(board.move_stack):
            toy.push(board.move_stack[ply])


@settings(max_examples=60, deadline=None)
@given(testing.games("fide", max_plies=60))
def test_random_games_agree_with_the_oracle(board):
    agrees_with_the_oracle(board)
