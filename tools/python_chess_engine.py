#!/usr/bin/env python3
"""python-chess behind the JSON-lines engine protocol of PROTOCOL.md (protocol 1).

One request per line on standard input, one reply per line on standard output. Ops: hello, moves, status,
play, explain (legal or not, in coordinate form or SAN; python-chess names no clause), notation (a legal
move as python-chess writes it in SAN, `Board.san`). Game events are `unsupported`. Rulesets: `fide` (chess.Board) and `suicide`, whose board is the one of its reading (register
SU-B.9-giveaway-stalemate, SU-B.4-giveaway-castling): chess.variant.SuicideBoard as written (the FICS rules:
fewer pieces wins a stalemate; castling rights cleared), AntichessBoard with `stalemate=stalemated-wins`,
GiveawayBoard with `stalemate=stalemated-wins castling=allowed` (the start with every castling right).
`suicide`'s status is decided in full (all pieces lost; stalemate as the reading gives it; with the switch
`insufficient-material=opposite-bishops` python-chess's own draw by material, `is_insufficient_material()`,
and with `insufficient-material=lichess` also lichess's blocked Pawns beside such Bishops, written here
from scalachess's `Antichess.isInsufficientMaterial`; with `draw-rules=fics` the fifty-move rule and
threefold repetition, with `draw-rules=lichess` lichess's 100 plies and fifth repetition (register
SU-0-insufficient-material, SU-0-draw-rules)); any other switch gets `"scope": "board"`.
For `fide`, with the register's default readings the status is decided in full, as
the FIDE document of this project words its rules (checkmate; stalemate; insufficient material as exactly
its four listed cases; threefold repetition and the fifty-move rule ending the game by themselves; in
that order). A request that sets any interpretation switch gets the board-only status (checkmate,
stalemate; `"scope": "board"`), since python-chess knows nothing of those readings.
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

import chess.variant  # noqa: E402

PROTOCOL = 1
# `suicide`: the FICS suicide rules, the base of Suicide Void Chess (no castling), or one of its readings.
RULESETS = {"fide": chess.Board, "suicide": chess.variant.SuicideBoard}
# The switches of `suicide` python-chess decides in full.
SUICIDE_SWITCHES = {"draw-rules", "stalemate", "castling", "insufficient-material"}


def board_class(ruleset, interpretation):
    """The board of a ruleset under its switches: the reading of the suicide base its switches name."""
    if ruleset != "suicide":
        return RULESETS[ruleset]
    stalemated_wins = interpretation.get("stalemate") == "stalemated-wins"
    castling = interpretation.get("castling") == "allowed"
    if stalemated_wins:
        return chess.variant.GiveawayBoard if castling else chess.variant.AntichessBoard
    return chess.variant.SuicideBoard


def start_fen(ruleset, interpretation):
    """`startpos`: the standard setup, with every castling right only where castling is allowed."""
    castling = ruleset == "fide" or interpretation.get("castling") == "allowed"
    return chess.STARTING_FEN if castling else chess.STARTING_FEN.replace("KQkq", "-")


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
    interpretation = req.get("interpretation") or {}
    cls = board_class(ruleset, interpretation)
    key = (ruleset, cls, start, interpretation.get("castling"))
    if _cache["key"] == key and moves[:len(_cache["moves"])] == _cache["moves"]:
        board, done = _cache["board"], list(_cache["moves"])
    else:
        try:
            board = cls(start_fen(ruleset, interpretation) if start == "startpos" else start)
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


def insufficient_material(board):
    """The document's four cases: K v K, K+B v K, K+N v K, K+B v K+B with both Bishops on one colour."""
    pieces = [p for p in board.piece_map().items() if p[1].piece_type != chess.KING]
    if not pieces:
        return True
    if len(pieces) == 1:
        return pieces[0][1].piece_type in (chess.BISHOP, chess.KNIGHT)
    if len(pieces) == 2:
        (sq1, p1), (sq2, p2) = pieces
        if p1.piece_type == p2.piece_type == chess.BISHOP and p1.color != p2.color:
            return chess.square_rank(sq1) % 2 == chess.square_file(sq1) % 2 and \
                chess.square_rank(sq2) % 2 == chess.square_file(sq2) % 2 or \
                chess.square_rank(sq1) % 2 != chess.square_file(sq1) % 2 and \
                chess.square_rank(sq2) % 2 != chess.square_file(sq2) % 2
    return False


def status_word(board, full):
    if board.is_variant_end() or (board.uci_variant == "suicide" and not any(board.legal_moves)):
        outcome = board.outcome()
        if outcome is None or outcome.winner is None:
            return "draw"
        return "white-wins" if outcome.winner == chess.WHITE else "black-wins"
    if board.uci_variant == "suicide":
        return "ongoing"
    if board.is_checkmate():
        return "black-wins" if board.turn == chess.WHITE else "white-wins"
    if board.is_stalemate():
        return "draw"
    if full and (insufficient_material(board) or board.is_repetition(3) or board.halfmove_clock >= 100):
        return "draw"
    return "ongoing"


def lichess_blocked_pawns(board):
    """scalachess's Antichess.isInsufficientMaterial beyond python-chess's: only Bishops and Pawns, each
    side's Bishops all on squares of one colour and the two colours apart, and every Pawn on its own
    Bishops' colour, a Pawn on the square ahead, and no legal move from its square with its side to move
    (InsufficientMatingMaterial.pawnBlockedByPawn)."""
    if board.occupied != board.bishops | board.pawns:
        return False
    colour = {}
    for side in (chess.WHITE, chess.BLACK):
        lights = {bool(chess.BB_SQUARES[s] & chess.BB_LIGHT_SQUARES)
                  for s in board.pieces(chess.BISHOP, side)}
        if len(lights) != 1:
            return False
        colour[side] = lights.pop()
    if colour[chess.WHITE] == colour[chess.BLACK]:
        return False
    for side in (chess.WHITE, chess.BLACK):
        for s in board.pieces(chess.PAWN, side):
            if bool(chess.BB_SQUARES[s] & chess.BB_LIGHT_SQUARES) != colour[side]:
                return False
            ahead = s + 8 if side == chess.WHITE else s - 8
            if not 0 <= ahead < 64 or board.piece_type_at(ahead) != chess.PAWN:
                return False
            turned = board.copy(stack=False)
            if turned.turn != side:
                turned.turn = side
                turned.ep_square = None
            if any(m.from_square == s for m in turned.legal_moves):
                return False
    return True


def suicide_status_word(board, interpretation):
    mover, other = ("white", "black") if board.turn == chess.WHITE else ("black", "white")
    if board.is_variant_win():
        return f"{mover}-wins"
    if board.is_variant_loss():
        return f"{other}-wins"
    if board.is_variant_draw():
        return "draw"
    material = interpretation.get("insufficient-material", "none")
    if material in ("opposite-bishops", "lichess") and board.is_insufficient_material():
        return "draw"
    if material == "lichess" and lichess_blocked_pawns(board):
        return "draw"
    rules = interpretation.get("draw-rules", "none")
    if rules == "fics" and (board.halfmove_clock >= 100 or board.is_repetition(3)):
        return "draw"
    if rules == "lichess" and (board.halfmove_clock >= 100 or board.is_repetition(5)):
        return "draw"
    return "ongoing"


def answer(req):
    op = req.get("op")
    if op == "hello":
        return {"name": f"python-chess {chess.__version__}", "protocol": PROTOCOL,
                "rulesets": sorted(RULESETS)}
    if op in ("moves", "status", "play", "explain", "notation") and req.get("event") is not None:
        raise Failure("unsupported", f"python-chess has no game events (asked {req.get('event')!r})")
    if op == "moves":
        board = board_for(req)
        return {"moves": sorted(m.uci() for m in board.legal_moves)}
    if op == "status":
        board = board_for(req)
        word, full = status_of(board, req)
        return {"status": word, "clause": None, "reason": "",
                "scope": "full" if full else "board",
                "check": board.is_check(),
                "side_to_move": "white" if board.turn == chess.WHITE else "black"}
    if op == "play":
        board = board_for(req)
        return {"position": board.fen(en_passant="legal")}
    if op == "explain":
        return explain(board_for(req), req)
    if op == "notation":
        return notation(board_for(req), req)
    raise Failure("bad-request", f"unknown op {op!r} (ops: hello, moves, status, play, explain, notation)")


def status_of(board, req):
    """The status word, and whether it is decided in full (see the module's docstring)."""
    interpretation = req.get("interpretation") or {}
    if req.get("ruleset") == "suicide":
        full = set(interpretation) <= SUICIDE_SWITCHES
        return suicide_status_word(board, interpretation), full
    full = not interpretation
    return status_word(board, full), full


def explain(board, req):
    """A move text judged: coordinate form, else SAN. After the end every move is refused."""
    text = req.get("move")
    if not isinstance(text, str):
        raise Failure("bad-request", "`explain` needs a `move` string")
    try:
        move = chess.Move.from_uci(text)
        legal = move in board.legal_moves
    except ValueError:
        try:
            # parse_san takes a castling from generate_castling_moves, which in the suicide boards
            # knows nothing of compulsory capture (python-chess 1.11.2): the legal moves decide.
            move = board.parse_san(text)
            legal = move in board.legal_moves
        except chess.InvalidMoveError:
            raise Failure("bad-move", f"{text!r} is neither a coordinate move nor SAN")
        except (chess.IllegalMoveError, chess.AmbiguousMoveError) as e:
            move, legal = None, False
            text = f"{text} ({e})"
    if legal and status_of(board, req)[0] != "ongoing":
        return {"legal": False, "clause": None, "message": "the game has ended"}
    if legal:
        return {"legal": True, "move": move.uci()}
    return {"legal": False, "clause": None, "message": f"{text}: not a legal move here"}


def notation(board, req):
    """A legal move in coordinate form, written in python-chess's SAN (`Board.san`)."""
    text = req.get("move")
    if not isinstance(text, str):
        raise Failure("bad-request", "`notation` needs a `move` string")
    try:
        move = chess.Move.from_uci(text)
    except ValueError:
        raise Failure("bad-move", f"{text!r} is not a coordinate move")
    if move not in board.legal_moves:
        raise Failure("illegal-move", f"{text!r} is not a legal move here")
    return {"notation": board.san(move)}


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
