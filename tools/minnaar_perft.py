#!/usr/bin/env python3
"""Minnaar Chess perft: a second implementation of the moves and the turns, for the counts of
tests/perft/minnaar.perft.

Written from the rules document (docs/minnaar.md and the register, `cargo xtask register -r minnaar`),
apart from the oracle's code, in plain Python with no third-party package:

- 4.1-4.4: a Sovereign moves like a Queen, up to four squares counting the landing square, over empty
  squares; it captures an Establishment piece of either colour and never lands on a Sovereign.
- 5.0-5.9: the Establishment has chess's moves from the first turn (King one square, Queen, Rook, Bishop
  along their lines over empty squares, Knight's leap over anything), no castling, no Pawns; it captures
  Sovereigns only and never lands on an ally of either colour.
- 6.1-6.3: the four groups move in turn (Southern Sovereigns, White, Northern Sovereigns, Black); a group
  moves one of its own pieces, or, having no move, passes (one move). `empty-army=skip` (register
  MN-6.3-empty-army) leaves an army with no pieces out of the cycle.
- 7.1, 7.2 and register MN-perft: under `perft=stop-at-victory` (default) nothing is counted below a
  position where every Establishment piece, or every Sovereign of one group, has been captured; under
  `perft=moves-only` the tree goes on. The tally and the passes in a row decide no move, so the undecided
  ends (8.0, 6.4) never cut the tree, under either reading.

Usage:
  minnaar_perft.py --file tests/perft/minnaar.perft [--max-nodes N]
  minnaar_perft.py --depth 3 [--switch perft=moves-only] 'k6S/8/8/8/8/2Q5/8/S6s southern-sovereigns 0 0/0/0/0'
Exit codes: 0 every count agreed, 1 a count differed, 2 bad input.
"""

import sys

from perft_table import cli

START = "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/0"
GROUPS = ["southern-sovereigns", "white-establishment", "northern-sovereigns", "black-establishment"]
SWITCHES = {
    "empty-army": ("pass", "skip"),
    "perft": ("stop-at-victory", "moves-only"),
    # These decide no move and no cut of the tree: the count is the same under each reading.
    "four-passes": ("consecutive-turns", "same-group"),
    "empty-army-passes": ("counted", "not-counted"),
    "king-two-squares": ("castling-shape", "king-step"),
}
LINES = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
STRAIGHT = LINES[:4]
DIAGONAL = LINES[4:]
LEAPS = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


def group_of(piece):
    """The turn group (0..3) that moves `piece`."""
    if piece == "S":
        return 0
    if piece == "s":
        return 2
    return 1 if piece.isupper() else 3


def is_sovereign(piece):
    return piece in "Ss"


def read(text):
    """A position text: the board (rank 8 first), the group to move; the tally and passes are read but
    decide no move."""
    if text == "startpos":
        text = START
    fields = text.split()
    if len(fields) != 4 or fields[1] not in GROUPS:
        raise ValueError(f"not a Minnaar position: `{text}`")
    board = {}
    ranks = fields[0].split("/")
    if len(ranks) != 8:
        raise ValueError(f"expected 8 ranks: `{fields[0]}`")
    for i, row in enumerate(ranks):
        rank, file = 7 - i, 0
        for c in row:
            if c.isdigit():
                file += int(c)
            elif c in "SsKQRBNkqrbn":
                board[(file, rank)] = c
                file += 1
            else:
                raise ValueError(f"unknown piece `{c}` in `{row}`")
        if file != 8:
            raise ValueError(f"rank `{row}` is not eight squares")
    return board, GROUPS.index(fields[1])


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def piece_moves(board, sq, piece):
    """The squares the piece on `sq` may move to (section 4 or 5)."""
    f, r = sq
    out = []
    if is_sovereign(piece):
        for df, dr in LINES:
            for n in range(1, 5):
                to = (f + df * n, r + dr * n)
                if not on_board(*to):
                    break
                there = board.get(to)
                if there is None:
                    out.append(to)
                    continue
                if not is_sovereign(there):
                    out.append(to)
                break
        return out
    kind = piece.upper()
    if kind in "KN":
        steps = LINES if kind == "K" else LEAPS
        for df, dr in steps:
            to = (f + df, r + dr)
            if on_board(*to) and (board.get(to) is None or is_sovereign(board[to])):
                out.append(to)
        return out
    lines = {"Q": LINES, "R": STRAIGHT, "B": DIAGONAL}[kind]
    for df, dr in lines:
        to = (f + df, r + dr)
        while on_board(*to):
            there = board.get(to)
            if there is None:
                out.append(to)
            else:
                if is_sovereign(there):
                    out.append(to)
                break
            to = (to[0] + df, to[1] + dr)
    return out


def legal_moves(board, turn):
    """The group's moves, or the forced pass (`None`) when it has none (6.2, 6.3)."""
    moves = [
        (sq, to)
        for sq, piece in list(board.items())
        if group_of(piece) == turn
        for to in piece_moves(board, sq, piece)
    ]
    return moves or [None]


def has_pieces(board, group):
    return any(group_of(p) == group for p in board.values())


def victory(board):
    """Liberation (7.1) or Divide and Conquer (7.2)."""
    pieces = set(board.values())
    establishment = any(not is_sovereign(p) for p in pieces)
    return not establishment or "S" not in pieces or "s" not in pieces


def next_turn(board, turn, skip):
    group = (turn + 1) % 4
    if skip:
        for _ in range(3):
            if has_pieces(board, group):
                break
            group = (group + 1) % 4
    return group


def perft(board, turn, depth, switches):
    if depth == 0:
        return 1
    if switches.get("perft", "stop-at-victory") == "stop-at-victory" and victory(board):
        return 0
    moves = legal_moves(board, turn)
    if depth == 1:
        return len(moves)
    skip = switches.get("empty-army") == "skip"
    total = 0
    for mv in moves:
        after = board
        if mv is not None:
            after = dict(board)
            after[mv[1]] = after.pop(mv[0])
        total += perft(after, next_turn(after, turn, skip), depth - 1, switches)
    return total


def check_switches(switches):
    for name, value in switches.items():
        if name not in SWITCHES or value not in SWITCHES[name]:
            raise ValueError(f"unknown switch `{name}={value}`")


def counter(case):
    """Counts the case's position under its switches (an unknown switch is bad input)."""
    check_switches(case["switches"])
    board, turn = read(case["epd"])
    return lambda depth: perft(board, turn, depth, case["switches"])


def main():
    return cli(__doc__.split("\n")[0], "minnaar", counter, 24)


if __name__ == "__main__":
    sys.exit(main())
