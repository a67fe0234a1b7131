#!/usr/bin/env python3
"""Suicide Void Chess perft on python-chess: a second implementation of the void's rules, for the counts of
tests/perft/suicide-void.perft.

The moves of the suicide base are python-chess's (chess.variant.SuicideBoard, the FICS rules: no check, Kings
ordinary, promotion also to a King, captures compulsory). The void's rules of the document are written here,
apart from the oracle's code, from the rules text and the register's readings (docs/suicide-void.md):

- S.1, S.2: while the void is not placed (position field `-`, Black to move), Black's moves are the
  placements on each empty square; then White moves.
- S.3: no piece lands on the void. S.4, P.3: only a Knight moves over it (a slider, or a Pawn's double step,
  whose path passes the void square is refused).
- B.6 after S.3/S.4: captures are compulsory among the moves the void allows.
- S.5: after a capture the capturer moves the void to a different unoccupied square: one move for each such
  square (register SV-S.5-relocation-in-the-move). `relocation-squares=after-capture` (default): the squares
  empty after the capture; `before-capture`: those empty before it and still empty after it. `relocation-on-game-end=required`
  (default): also after a capture that takes the last piece; `skipped`: such a capture is one move.
- B.8: a side without pieces has no move (python-chess's `is_variant_end`); a stalemated side has none.
  The FICS draws do not cut perft (register SU-perft). `promotion-victory=on` is not played here.

Usage:
  suicide_void_perft.py --file tests/perft/suicide-void.perft [--max-nodes N]
  suicide_void_perft.py --depth 3 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 e3'
Exit codes: 0 every count agreed, 1 a count differed, 2 bad input or python-chess missing.
"""

import sys

from perft_table import cli

try:
    import chess
    import chess.variant
except ImportError:  # pragma: no cover
    sys.stderr.write("suicide_void_perft.py: python-chess is not installed (pip install chess)\n")
    sys.exit(2)

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1 -"
SWITCHES = {
    "relocation-squares": ("after-capture", "before-capture"),
    "relocation-on-game-end": ("required", "skipped"),
    "draw-rules": ("none", "fics"),  # perft ignores the draws either way (SU-perft)
}


class Rules:
    def __init__(self, switches):
        self.before_capture = switches.get("relocation-squares") == "before-capture"
        self.skip_on_end = switches.get("relocation-on-game-end") == "skipped"


def read(text):
    """A position text: the FEN (castling `-`) and the void's square or `-`."""
    if text == "startpos":
        text = START
    fields = text.split()
    if len(fields) not in (5, 7):
        raise ValueError(f"expected a FEN and the void's square: `{text}`")
    void = fields[-1]
    board = chess.variant.SuicideBoard(" ".join(fields[:-1]))
    return board, (None if void == "-" else chess.parse_square(void))


def allowed(board, move, void):
    """S.3, S.4: the move neither lands on the void nor, unless a Knight's, passes over it."""
    if move.to_square == void:
        return False
    if board.piece_type_at(move.from_square) == chess.KNIGHT:
        return True
    return not chess.between(move.from_square, move.to_square) & chess.BB_SQUARES[void]


def moves(board, void):
    """The void-allowed moves, captures only when there is one (B.6); none after B.8."""
    if board.is_variant_end():
        return []
    ok = [m for m in board.generate_pseudo_legal_moves() if allowed(board, m, void)]
    captures = [m for m in ok if board.is_capture(m)]
    return captures or ok


def perft(board, void, depth, rules):
    if depth == 0:
        return 1
    if void is None:
        # S.1: Black places the void on an empty square; then White moves (S.2).
        empty = [s for s in chess.SQUARES if not board.occupied & chess.BB_SQUARES[s]]
        if depth == 1:
            return len(empty)
        board.turn = chess.WHITE
        total = sum(perft(board, s, depth - 1, rules) for s in empty)
        board.turn = chess.BLACK
        return total
    total = 0
    for m in moves(board, void):
        capture = board.is_capture(m)
        if not capture and depth == 1:
            total += 1
            continue
        before = board.occupied
        board.push(m)
        if not capture:
            total += perft(board, void, depth - 1, rules)
        else:
            if rules.skip_on_end and board.is_variant_end():
                squares = [None]
            else:
                # before-capture: empty before the capture and after it (an en passant capture lands on
                # a square that was empty before).
                occupied = board.occupied | (before if rules.before_capture else 0)
                squares = [s for s in chess.SQUARES
                           if not occupied & chess.BB_SQUARES[s] and s != void]
            if depth == 1:
                total += len(squares)
            else:
                for s in squares:
                    total += perft(board, void if s is None else s, depth - 1, rules)
        board.pop()
    return total


def counter(case):
    """Counts the case's position under its switches, or says why it is left out (switches this
    implementation does not play)."""
    unknown = {k: v for k, v in case["switches"].items() if k not in SWITCHES or v not in SWITCHES[k]}
    if unknown:
        return f"not played here: {unknown}"
    rules = Rules(case["switches"])
    read(case["epd"])  # a bad position is bad input at once
    # The position read again for each count, as each count starts from it.
    return lambda depth: perft(*read(case["epd"]), depth, rules)


def main():
    return cli(__doc__.split("\n")[0], "suicide-void", counter, 44)


if __name__ == "__main__":
    sys.exit(main())
