#!/usr/bin/env python3
"""python-chess behind the JSON-lines engine protocol of PROTOCOL.md (protocol 1).

One request per line on standard input, one reply per line on standard output. Ops: hello, moves, status,
play. Rulesets: `fide` (chess.Board) and `suicide` (chess.variant.SuicideBoard, the FICS suicide rules, with
castling rights cleared). The status is decided on the board alone (checkmate, stalemate; in suicide, all
pieces lost or stalemate with the piece counts): the reply says so with `"scope": "board"`, and anything else
is reported as `ongoing`.
"""

import json
import sys

try:
    import chess
except ImportError:  # pragma: no cover - reported to the tester as a failed hello
    sys.stdout.write(json.dumps({"id": None, "error": {"kind": "unsupported",
                     "message": "python-chess is not installed (pip install chess)"}}) + "\n")
    sys.stdout.flush()
    sys.exit(3)

import chess.variant

PROTOCOL = 1
SUICIDE_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"


def suicide_board(fen=SUICIDE_START):
    # SuicideBoard's own start has castling rights; the suicide rules have none.
    return chess.variant.SuicideBoard(fen)


RULESETS = {"fide": chess.Board, "suicide": suicide_board}


class Failure(Exception):
    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind
        self.message = message


# The last game built, so that a request one move further costs one move.
_cache = {"key": None, "moves": [], "board": None}


def board_for(req):
    ruleset = req.get("ruleset")
    if ruleset not in RULESETS:
        raise Failure("unknown-ruleset", f"unknown ruleset {ruleset!r} (known: {', '.join(RULESETS)})")
    start = req.get("start")
    if not isinstance(start, str):
        raise Failure("bad-request", "missing `start`")
    moves = req.get("moves") or []
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise Failure("bad-request", "`moves` must be an array of strings")
    key = (ruleset, start)
    if _cache["key"] == key and moves[:len(_cache["moves"])] == _cache["moves"]:
        board, done = _cache["board"], list(_cache["moves"])
    else:
        cls = RULESETS[ruleset]
        try:
            board = cls() if start == "startpos" else cls(start)
        except ValueError as e:
            raise Failure("bad-position", f"bad position {start!r}: {e}")
        done = []
        _cache.update(key=key, moves=[], board=board)
    for i in range(len(done), len(moves)):
        text = moves[i]
        try:
            move = chess.Move.from_uci(text)
        except ValueError:
            _cache["key"] = None
            raise Failure("bad-move", f"bad move {text!r} (move {i + 1})")
        if move not in board.legal_moves:
            _cache["key"] = None
            raise Failure("illegal-move", f"illegal move {text!r} (move {i + 1})")
        board.push(move)
        done.append(text)
    _cache["moves"] = done
    return board


def status_word(board):
    if isinstance(board, chess.variant.SuicideBoard):
        mover, other = ("white", "black") if board.turn == chess.WHITE else ("black", "white")
        if board.is_variant_win():
            return f"{mover}-wins"
        if board.is_variant_loss():
            return f"{other}-wins"
        if board.is_variant_draw():
            return "draw"
        return "ongoing"
    if board.is_checkmate():
        return "black-wins" if board.turn == chess.WHITE else "white-wins"
    if board.is_stalemate():
        return "draw"
    return "ongoing"


def answer(req):
    op = req.get("op")
    if op == "hello":
        return {"name": f"python-chess {chess.__version__}", "protocol": PROTOCOL,
                "rulesets": sorted(RULESETS)}
    if op == "moves":
        board = board_for(req)
        return {"moves": sorted(m.uci() for m in board.legal_moves)}
    if op == "status":
        board = board_for(req)
        return {"status": status_word(board), "clause": None, "reason": "", "scope": "board",
                "check": board.is_check(),
                "side_to_move": "white" if board.turn == chess.WHITE else "black"}
    if op == "play":
        board = board_for(req)
        return {"position": board.fen(en_passant="legal")}
    raise Failure("bad-request", f"unknown op {op!r} (ops: hello, moves, status, play)")


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        rid = None
        try:
            req = json.loads(line)
            if not isinstance(req, dict):
                raise Failure("bad-request", "the request must be a JSON object")
            rid = req.get("id")
            reply = {"id": rid}
            reply.update(answer(req))
        except Failure as f:
            reply = {"id": rid, "error": {"kind": f.kind, "message": f.message}}
        except ValueError as e:
            reply = {"id": rid, "error": {"kind": "bad-request", "message": f"the line is not JSON: {e}"}}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
