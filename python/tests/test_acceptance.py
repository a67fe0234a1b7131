"""The acceptance of the package (issue 38), each figure from a source outside the package: the rules
text and README.md for the 22 first moves and void-chess/4.8, tests/perft/void-chess.perft (the oracle
agreed by void-bitboard) for 308655, the Circular Chess geometry note's hand count (20 first moves on
every board, tests/circular_geometry.rs)."""

import voidchess
from conftest import clause_texts

# The 22 first moves of Void Chess: each of the nine Pawns one or two squares forward (18), the Knights'
# four (b1a3 b1c3 h1g3 h1i3); the Minister on g1 cannot move, every square next to it holds a White
# piece (void-chess/4.8). README.md: "oracle moves startpos  # the 22 legal moves of Void Chess's start".
FIRST_MOVES = sorted(
    [f"{f}2{f}3" for f in "abcdefghi"] + [f"{f}2{f}4" for f in "abcdefghi"]
    + ["b1a3", "b1c3", "h1g3", "h1i3"]
)


def test_the_22_legal_first_moves_of_void_chess():
    board = voidchess.Board("void-chess")
    assert board.legal_moves == FIRST_MOVES
    assert len(board.legal_moves) == 22


def test_explain_g1g2_names_void_chess_4_8():
    refusal = voidchess.Board().explain("g1g2")
    assert refusal is not None
    assert refusal.clause == "void-chess/4.8"
    assert refusal.title == clause_texts("void-chess")["void-chess/4.8"]
    assert refusal.move == "g1g2" and refusal.reason
    assert voidchess.Board().explain("e2e4") is None


def test_circular_on_the_maximal_board_has_20_legal_moves():
    board = voidchess.Board("circular", interpretation={"board": "maximal"})
    assert len(board.legal_moves) == 20
    assert board.interpretation["board"] == "maximal"


def test_perft_4_from_the_void_chess_start():
    assert voidchess.Board("void-chess").perft(4) == 308655


def test_the_notebook_picture_is_svg():
    assert voidchess.Board()._repr_svg_().startswith("<svg")
