"""A toy FIDE chess engine in plain Python, written to the Board API of `voidchess` so that the rule
cases and Hypothesis can compare it with the oracle (test_toy_engine.py). About 200 lines: the legal
moves (castling, en passant, promotion), the position as FEN, and the ends read off the board
(checkmate, stalemate: `status_scope = "board"`). It explains no refusal and knows no game event: the
cases that need those are not answered, which the verdicts count apart.

`ToyBoardWithoutEnPassant` is the same engine with one mistake (it never captures en passant), to see
the comparisons catch it.
"""

from typing import Dict, List, Optional, Sequence, Tuple

import voidchess

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
FILES = "abcdefgh"
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
Move = Tuple[int, int, str]  # from, to, promotion letter ("" for none)


def name(sq: int) -> str:
    return FILES[sq % 8] + str(sq // 8 + 1)


def square(text: str) -> int:
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        raise ValueError(text)
    return FILES.index(text[0]) + 8 * (int(text[1]) - 1)


def step(sq: int, df: int, dr: int) -> Optional[int]:
    f, r = sq % 8 + df, sq // 8 + dr
    return f + 8 * r if 0 <= f < 8 and 0 <= r < 8 else None


class Status:
    def __init__(self, word: str, check: bool) -> None:
        self.word, self.check, self.clause = word, check, None


class ToyBoard:
    rulesets = ["fide"]
    status_scope = "board"
    en_passant = True

    def __init__(self, ruleset: str = "fide", position: str = "startpos",
                 interpretation: Optional[Dict[str, str]] = None, moves: Optional[Sequence[str]] = None) -> None:
        if ruleset != "fide":
            raise voidchess.UnknownRuleset(f"the toy plays fide, not {ruleset}")
        if interpretation:
            raise voidchess.BadInterpretation(f"the toy reads no switch: {interpretation}")
        fen = START if position == "startpos" else position
        try:
            placement, turn, castling, ep, half, full = fen.split()
            self.board: List[Optional[str]] = [None] * 64
            for r, row in enumerate(placement.split("/")):
                f = 0
                for c in row:
                    if c.isdigit():
                        f += int(c)
                    else:
                        self.board[(7 - r) * 8 + f] = c
                        f += 1
            self.white = turn == "w"
            self.castling = "" if castling == "-" else castling
            self.ep = None if ep == "-" else square(ep)
            self.half, self.full = int(half), int(full)
        except ValueError as e:
            raise voidchess.BadPosition(f"the toy cannot read `{fen}`: {e}") from None
        self.move_stack: List[str] = []
        for i, m in enumerate(moves or []):
            try:
                self.push(m)
            except voidchess.OracleError as e:
                raise type(e)(e.message, e.clause, i) from None

    def own(self, piece: Optional[str], white: bool) -> bool:
        return piece is not None and piece.isupper() == white

    def attacked(self, sq: int, by_white: bool) -> bool:
        b = self.board
        pawn_rank = -1 if by_white else 1
        for df in (-1, 1):
            s = step(sq, df, pawn_rank)
            if s is not None and b[s] == ("P" if by_white else "p"):
                return True
        for offsets, pieces, slide in ((KNIGHT, "N", False), (KING, "K", False),
                                       (ROOK, "RQ", True), (BISHOP, "BQ", True)):
            for df, dr in offsets:
                s = step(sq, df, dr)
                while s is not None:
                    p = b[s]
                    if p is not None:
                        if self.own(p, by_white) and p.upper() in pieces:
                            return True
                        break
                    s = step(s, df, dr) if slide else None
        return False

    def pseudo(self) -> List[Move]:
        b, white, out = self.board, self.white, []
        for sq in range(64):
            p = b[sq]
            if not self.own(p, white):
                continue
            kind = p.upper()
            if kind == "P":
                dr, last = (1, 7) if white else (-1, 0)
                promos = "qrbn" if (sq // 8 + dr) == last else ""
                one = step(sq, 0, dr)
                if one is not None and b[one] is None:
                    out += [(sq, one, x) for x in promos] or [(sq, one, "")]
                    two = step(one, 0, dr)
                    if sq // 8 == (1 if white else 6) and two is not None and b[two] is None:
                        out.append((sq, two, ""))
                for df in (-1, 1):
                    t = step(sq, df, dr)
                    if t is not None and ((b[t] is not None and not self.own(b[t], white))
                                          or (t == self.ep and self.en_passant)):
                        out += [(sq, t, x) for x in promos] or [(sq, t, "")]
                continue
            offsets = {"N": KNIGHT, "K": KING, "R": ROOK, "B": BISHOP, "Q": ROOK + BISHOP}[kind]
            for df, dr in offsets:
                t = step(sq, df, dr)
                while t is not None and not self.own(b[t], white):
                    out.append((sq, t, ""))
                    if b[t] is not None or kind in "NK":
                        break
                    t = step(t, df, dr)
        home = 0 if white else 56
        for right, rook, empty, safe in (("K", 7, (5, 6), (4, 5, 6)), ("Q", 0, (1, 2, 3), (4, 3, 2))):
            if (right if white else right.lower()) in self.castling \
                    and b[home + 4] == ("K" if white else "k") and b[home + rook] == ("R" if white else "r") \
                    and all(b[home + s] is None for s in empty) \
                    and not any(self.attacked(home + s, not white) for s in safe):
                out.append((home + 4, home + (6 if right == "K" else 2), ""))
        return out

    def play(self, m: Move) -> None:
        b, (f, t, promo) = self.board, m
        piece, white = b[f], self.white
        assert piece is not None
        capture = b[t] is not None
        if piece.upper() == "P" and t == self.ep and self.en_passant and f % 8 != t % 8:
            b[t - 8 if white else t + 8], capture = None, True
        b[t], b[f] = (promo.upper() if white else promo) if promo else piece, None
        if piece.upper() == "K" and abs(t - f) == 2:
            rook_from, rook_to = (f + 3, f + 1) if t > f else (f - 4, f - 1)
            b[rook_to], b[rook_from] = b[rook_from], None
        for sq, rights in ((4, "KQ"), (60, "kq"), (0, "Q"), (7, "K"), (56, "q"), (63, "k")):
            if sq in (f, t):
                self.castling = "".join(c for c in self.castling if c not in rights)
        self.ep = (f + t) // 2 if piece.upper() == "P" and abs(t - f) == 16 else None
        self.half = 0 if piece.upper() == "P" or capture else self.half + 1
        self.full += 0 if white else 1
        self.white = not white

    def legal(self) -> List[Move]:
        out = []
        for m in self.pseudo():
            saved = (self.board[:], self.white, self.castling, self.ep, self.half, self.full)
            self.play(m)
            king = self.board.index("K" if not self.white else "k")
            if not self.attacked(king, self.white):
                out.append(m)
            self.board, self.white, self.castling, self.ep, self.half, self.full = saved
        return out

    @staticmethod
    def text(m: Move) -> str:
        return name(m[0]) + name(m[1]) + m[2]

    @property
    def legal_moves(self) -> List[str]:
        return sorted(self.text(m) for m in self.legal())

    def push(self, move: str) -> str:
        for m in self.legal():
            if self.text(m) == move:
                self.play(m)
                self.move_stack.append(move)
                return move
        try:
            square(move[:2]), square(move[2:4])
        except ValueError:
            raise voidchess.BadMove(f"the toy reads coordinate moves only, not `{move}`") from None
        raise voidchess.IllegalMove(f"{move} is not among the toy's legal moves")

    @property
    def position(self) -> str:
        rows = []
        for r in range(7, -1, -1):
            row, gap = "", 0
            for f in range(8):
                p = self.board[r * 8 + f]
                if p is None:
                    gap += 1
                    continue
                row += (str(gap) if gap else "") + p
                gap = 0
            rows.append(row + (str(gap) if gap else ""))
        ep = name(self.ep) if self.ep is not None else "-"
        return f"{'/'.join(rows)} {'w' if self.white else 'b'} {self.castling or '-'} {ep} {self.half} {self.full}"

    def status(self) -> Status:
        king = self.board.index("K" if self.white else "k")
        check = self.attacked(king, not self.white)
        if self.legal():
            return Status("ongoing", check)
        return Status(("black-wins" if self.white else "white-wins") if check else "draw", check)


class ToyBoardWithoutEnPassant(ToyBoard):
    """The toy with a planted mistake: it never captures en passant."""

    en_passant = False
