"""The Board API on every ruleset: moves, the notation for people, push and pop, explain, status, events,
copies, positions and diagrams, switches and the names of readings. Expected figures come from the rules
texts (clauses/<slug>.yaml, docs/), published perft tables, or the structure of
the API itself (a move pushed then popped gives the board back)."""

import pytest

import voidchess
from conftest import SLUGS, clause_texts

# Legal first moves from outside the package: FIDE chess and the suicide base 20 (published perft
# depth 1, /work/shared/TOOLING.md), Void Chess 22 (README.md), Circular Chess 20 on each board
# (its geometry note, tests/circular_geometry.rs).
FIRST = {"fide": 20, "suicide": 20, "void-chess": 22}

FOOLS_MATE = ["f2f3", "e7e5", "g2g4", "d8h4"]


@pytest.mark.parametrize("slug", SLUGS)
def test_every_ruleset_plays_pushes_and_pops(slug):
    board = voidchess.Board(slug)
    assert board.ruleset == slug
    start = board.position
    moves = board.legal_moves
    assert moves == sorted(moves) and moves, slug
    if slug in FIRST:
        assert len(moves) == FIRST[slug]
    first = moves[0]
    assert board.explain(first) is None and board.is_legal(first)
    assert board.push(first) == first
    assert board.move_stack == [first]
    assert board.position != start
    after = board.copy()
    assert after == board and after is not board
    assert board.pop() == first
    assert board.position == start and board.move_stack == []
    assert after != board and after.move_stack == [first]
    status = board.status()
    assert status.word == "ongoing" and status.clause is None and not status.is_over
    assert status.turn == board.turn
    assert not board.is_game_over()


def test_a_diagram_is_read_as_its_position():
    # `oracle show`'s text picture is a board diagram (scenarios/README.md): Void Chess's gives every
    # field of the position (tiles, castling, counters), so it reads back as the same position.
    board = voidchess.Board("void-chess")
    while not any(board.tile_at(f"{f}{r}") != "normal" for f in "abcdefghi" for r in range(1, 10)):
        moves = board.legal_moves
        # A capture when there is one (its destination holds a piece), so that tiles change (5.1).
        captures = [m for m in moves if board.piece_at(m[-2:]) is not None]
        board.push((captures or moves)[len(board.move_stack) % len(captures or moves)])
    assert voidchess.Board("void-chess", position=str(board)).position == board.position
    with pytest.raises(voidchess.Unsupported):
        voidchess.Board("minnaar", position=str(voidchess.Board("minnaar")))


def test_the_legal_moves_follow_every_change_of_the_board():
    board = voidchess.Board("fide")
    start = board.legal_moves
    board.push("e2e4")
    # Black's 20 replies (published perft depth 2: 400 = 20 x 20).
    assert len(board.legal_moves) == 20 and "e7e5" in board.legal_moves and "e2e4" not in board.legal_moves
    board.pop()
    assert board.legal_moves == start
    board.push("f2f3"), board.push("e7e5"), board.push("g2g4"), board.push("d8h4")
    assert board.legal_moves == []
    board.pop()
    assert "d8h4" in board.legal_moves
    board.legal_moves.append("not a move")
    assert "not a move" not in board.legal_moves, "each call gives a list of its own"


@pytest.mark.parametrize("board_name", ["maximal", "medial", "minimal"])
def test_circular_chess_has_20_first_moves_on_every_board(board_name):
    board = voidchess.Board("circular", interpretation={"board": board_name})
    assert len(board.legal_moves) == 20


def test_the_notation_for_people():
    board = voidchess.Board("fide")
    assert board.san("g1f3") == "Nf3"
    assert board.san("Nf3") == "Nf3"
    assert ("e2e4", "e4") in board.legal_moves_with_san()
    assert board.push_san("Nf3") == "g1f3"
    assert board.push_san("e5") == "e7e5"
    assert board.move_stack == ["g1f3", "e7e5"]
    with pytest.raises(voidchess.IllegalMove) as e:
        board.san("e1e3")
    assert e.value.clause is not None


def test_a_mate_ends_the_game_with_its_clause():
    board = voidchess.Board("fide", moves=FOOLS_MATE)
    status = board.status()
    # FIDE rules 4.3.2 (clauses/fide.yaml): checkmate ends the game, the checking side wins.
    assert (status.word, status.clause, status.check) == ("black-wins", "fide/4.3.2", True)
    assert status.title == clause_texts("fide")["fide/4.3.2"]
    assert status.is_over and board.is_game_over() and board.is_check()
    assert "fide/4.3.2" in str(status) and status.reason
    assert board.legal_moves == []
    refusal = board.explain("a2a3")
    assert refusal is not None and refusal.clause == "fide/4.3.2"
    with pytest.raises(voidchess.GameOver) as e:
        board.push("a2a3")
    assert e.value.clause == "fide/4.3.2" and e.value.kind == "game-over"
    assert board.pop() == "d8h4"
    assert not board.is_game_over()


def test_an_illegal_move_carries_its_clause():
    board = voidchess.Board("fide")
    refusal = board.explain("e2e5")
    # FIDE rules 2.6.1 (clauses/fide.yaml): a Pawn moves one square straight forward.
    assert refusal is not None and refusal.clause == "fide/2.6.1"
    assert refusal.title == clause_texts("fide")["fide/2.6.1"]
    assert str(refusal).startswith("e2e5: illegal, ") and str(refusal).endswith("(fide/2.6.1)")
    with pytest.raises(voidchess.IllegalMove) as e:
        board.push("e2e5")
    assert (e.value.kind, e.value.clause, e.value.move_index) == ("illegal-move", "fide/2.6.1", None)
    assert e.value.clause_title == clause_texts("fide")["fide/2.6.1"]
    assert isinstance(e.value, ValueError) and isinstance(e.value, voidchess.OracleError)
    assert board.move_stack == []
    # In a list of moves, the error names the index of the move at fault.
    with pytest.raises(voidchess.IllegalMove) as e:
        voidchess.Board("fide", moves=["e2e4", "e7e5", "e4e5"])
    assert e.value.move_index == 2


def test_events_end_the_game_and_pop_takes_them_back():
    board = voidchess.Board("fide", moves=["e2e4"])
    names = [name for name, _ in board.events]
    assert "agreement" in names
    board.end_by("agreement")
    assert board.event == "agreement"
    status = board.status()
    # FIDE rules 5.5 (`oracle events -r fide`: both players agree to a draw).
    assert status.word == "draw" and status.clause == "fide/5.5"
    with pytest.raises(voidchess.GameOver):
        board.push("e7e5")
    with pytest.raises(voidchess.GameOver):
        board.end_by("agreement")
    assert board.pop() == "agreement"
    assert board.status().word == "ongoing" and board.event is None
    with pytest.raises(voidchess.Unsupported):
        board.end_by("resign-by-telepathy")


def test_errors_have_the_protocol_kinds():
    cases = [
        (lambda: voidchess.Board("losers"), voidchess.UnknownRuleset, "unknown-ruleset"),
        (lambda: voidchess.Board("fide", interpretation={"no-such": "x"}), voidchess.BadInterpretation,
         "bad-interpretation"),
        (lambda: voidchess.Board("fide", interpretation={"fifty-move": "never"}),
         voidchess.BadInterpretation, "bad-interpretation"),
        (lambda: voidchess.Board("fide", interpretation={"fifty-move": 3}), voidchess.BadInterpretation,
         "bad-interpretation"),
        (lambda: voidchess.Board("fide", position="not a position"), voidchess.BadPosition,
         "bad-position"),
        (lambda: voidchess.Board("fide").push("zz9"), voidchess.BadMove, "bad-move"),
        (lambda: voidchess.Board("fide").pop(), voidchess.BadMove, "bad-move"),
        (lambda: voidchess.Board("fide").piece_at("z9"), voidchess.BadSquare, "bad-square"),
        (lambda: voidchess.Board("fide").end_by("nothing"), voidchess.Unsupported, "unsupported"),
        (lambda: voidchess.Board("fide").explain("hello"), voidchess.BadMove, "bad-move"),
    ]
    for call, cls, kind in cases:
        with pytest.raises(cls) as e:
            call()
        assert e.value.kind == kind and type(e.value) is voidchess.errors.error_class(kind)
        assert str(e.value) and e.value.message == str(e.value)
    with pytest.raises(voidchess.BadInterpretation) as e:
        voidchess.Board("fide", interpretation={"fifty-move": "never"})
    assert "automatic" in str(e.value) and "claim" in str(e.value)


def test_switches_and_reading_names():
    board = voidchess.Board("antichess")
    assert board.ruleset == "suicide"
    assert board.interpretation["stalemate"] == "stalemated-wins"
    assert board.interpretation["castling"] == "none"
    with pytest.raises(voidchess.BadInterpretation):
        voidchess.Board("antichess", interpretation={"stalemate": "fewer-pieces"})
    # True and False are taken as the strings "true" and "false", as in the protocol.
    with pytest.raises(voidchess.BadInterpretation) as e:
        voidchess.Board("fide", interpretation={"fifty-move": True})
    assert "`true`" in str(e.value)
    for r in voidchess.rulesets():
        for entry in r.switches:
            for value, meaning in entry.readings:
                b = voidchess.Board(r.slug, interpretation={entry.switch: value})
                assert b.interpretation[entry.switch] == value, (r.slug, entry.switch)
                assert meaning


def test_squares_and_tiles():
    board = voidchess.Board("void-chess")
    assert board.piece_at("g1") == "white minister"
    assert board.piece_at("e5") is None
    assert board.tile_at("e5") == "normal"
    assert voidchess.Board("fide").tile_at("e4") is None


def test_perft_and_divide():
    board = voidchess.Board("fide")
    # Published: 20, 400, 8902 (chessprogramming.org "Perft Results").
    assert [board.perft(d) for d in (0, 1, 2, 3)] == [1, 20, 400, 8902]
    divide = board.divide(2)
    assert len(divide) == 20 and sum(n for _, n in divide) == 400
    assert dict(divide)["e2e4"] == 20
    assert voidchess.Board("void-chess").perft(4, threads=2) == 308655
