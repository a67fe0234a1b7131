"""Pictures: `Board.svg()` and `_repr_svg_()` are the SVG `oracle show --svg` draws (the same library
code: compared byte for byte with the command), with one playable square a `cell` element (81 on Void
Chess's 9x9 board, 64 on 8x8, and on the round Circular boards their 70, 68 and 66 spaces: docs/circular.md)."""

import re

import pytest

import voidchess
from conftest import run_oracle

BOARDS = [
    ("void-chess", {}, ["e2e4", "e8e6"], 81),
    ("fide", {}, ["e2e4"], 64),
    ("suicide", {}, ["e2e3"], 64),
    ("suicide-void", {}, ["@e5"], 64),
    ("minnaar", {}, [], 64),
    ("circular", {"board": "maximal"}, [], 70),
    ("circular", {"board": "medial"}, [], 68),
    ("circular", {"board": "minimal"}, [], 66),
]


def cells(svg):
    return re.findall(r'class="cell[ "][^>]*data-square="([^"]+)"', svg)


@pytest.mark.parametrize("slug,switches,moves,squares", BOARDS)
def test_every_board_is_drawn(slug, switches, moves, squares):
    board = voidchess.Board(slug, interpretation=switches, moves=moves)
    svg = board._repr_svg_()
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert f'data-ruleset="{slug}"' in svg
    assert len(set(cells(svg))) == squares
    assert board.svg() == svg
    assert ('class="last-move"' in svg or 'class="placed"' in svg) == bool(moves)
    assert 'class="last-move"' not in board.svg(last_move=False)


@pytest.mark.parametrize("slug,switches,moves,squares", BOARDS)
def test_the_picture_is_oracle_shows(oracle, slug, switches, moves, squares):
    board = voidchess.Board(slug, interpretation=switches, moves=moves)
    switch_flags = [f"--interpretation={k}={v}" for k, v in switches.items()]

    def shown(*flags):
        out = run_oracle(oracle, "show", "--svg", "--ruleset", slug, *switch_flags, *flags, "startpos", *moves)
        assert out.returncode == 0, out.stderr
        return out.stdout

    assert board.svg() == shown()
    first = board.legal_moves[0]
    assert board.svg(try_move=first) == shown("--try", first)
    square = next(re.match(r"[a-z]+[0-9]+", m)[0] for m in board.legal_moves if re.match(r"[a-z]+[0-9]+", m))
    assert board.svg(moves_from=square) == shown("--moves-from", square)


def test_a_refused_move_is_outlined_with_its_clause():
    board = voidchess.Board("void-chess")
    svg = board.svg(try_move="g1g2")
    assert 'class="refused"' in svg and "void-chess/4.8" in svg
    legal = board.svg(try_move="e2e4")
    assert 'class="tried-move"' in legal and 'class="refused"' not in legal


def test_the_moves_from_a_square_are_marked():
    board = voidchess.Board("fide")
    svg = board.svg(moves_from="g1")
    targets = set(re.findall(r'class="target" data-square="([^"]+)"', svg))
    assert targets == {"f3", "h3"}
    with pytest.raises(voidchess.BadSquare):
        board.svg(moves_from="z0")
    with pytest.raises(voidchess.BadMove):
        board.svg(try_move="hello")
