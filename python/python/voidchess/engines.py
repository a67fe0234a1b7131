"""Engines the rule cases can be put to, each answering PROTOCOL.md's requests with `ask(request) ->
reply` (dicts as the protocol's JSON objects):

- `Command`: an engine program speaking the protocol on its standard input and output (`oracle serve`,
  `cargo xtask serve --engine ...`, any engine of yours).
- `BoardEngine`: an engine in this process whose answers come from a class with the `Board` API: the
  package's own `voidchess.Board` (the oracle), or an engine author's board class written to the same
  names (`legal_moves`, `position`, `status()`, and `explain`, `end_by`, `perft` where it has them).

A fault (the program exits, hangs or prints a line outside the protocol; a board class raises something
other than an `OracleError`) raises `EngineFault`: the step it happened in fails.
"""

import json
import queue
import shlex
import subprocess
import threading
from typing import Any, Callable, Dict, List, Optional, Sequence, Union

from ._native import PROTOCOL_VERSION, Board, rulesets
from .errors import OracleError

Request = Dict[str, Any]
Reply = Dict[str, Any]


class EngineFault(Exception):
    """The engine crashed, hung, printed a line outside the protocol, or raised an unexpected error."""


class Command:
    """An engine program speaking PROTOCOL.md, started with `command` (a command line or its words)."""

    def __init__(self, command: Union[str, Sequence[str]], timeout: float = 10.0) -> None:
        self.argv: List[str] = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.next_id = 0
        self.lines: "queue.Queue[Optional[str]]" = queue.Queue()
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         text=True)
        except OSError as e:
            raise EngineFault(f"cannot start `{' '.join(self.argv)}`: {e}") from e
        threading.Thread(target=self._read, daemon=True).start()
        self.hello: Reply = self.ask({"op": "hello"})

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def ask(self, request: Request) -> Reply:
        """The reply to one request (its fields, or `{"error": {...}}`)."""
        self.next_id += 1
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps(dict(request, id=self.next_id)) + "\n")
            self.proc.stdin.flush()
            line = self.lines.get(timeout=self.timeout)
        except OSError as e:
            raise EngineFault(f"cannot write to the engine: {e}") from e
        except queue.Empty:
            raise EngineFault(f"no answer within {self.timeout} s to `{request['op']}`") from None
        if line is None:
            raise EngineFault(f"the engine exited while answering `{request['op']}`")
        try:
            reply = json.loads(line)
        except ValueError:
            reply = None
        if not isinstance(reply, dict) or reply.get("id") != self.next_id:
            raise EngineFault(f"a line outside the protocol: {line.strip()!r}")
        return reply

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait()


def _error(kind: str, message: str, clause: Optional[str] = None,
           move_index: Optional[int] = None) -> Reply:
    return {"error": {"kind": kind, "message": message, "clause": clause, "move_index": move_index}}


class BoardEngine:
    """An engine whose answers come from boards of `board_class` (by default the package's `Board`):
    each request builds `board_class(ruleset, start, interpretation, moves)`, then `end_by(event)` for
    an `event`, and reads the answer off the board. What the class does not have (no `explain`, `end_by`,
    `perft` or `san` method, or one raising `NotImplementedError`) is answered `unsupported`; an `OracleError`
    it raises is the error of its kind; anything else it raises is an `EngineFault`.

    `status()` must give an object with `word`, and may give `clause` and `check`; a class whose status
    decides only the ends read off the board (checkmate, stalemate) sets `status_scope = "board"`; a
    class that plays some rulesets only lists their slugs in `rulesets` (`hello` says them).
    """

    def __init__(self, board_class: Callable[..., Any] = Board, name: str = "voidchess",
                 plays: Optional[Sequence[str]] = None) -> None:
        self.board_class = board_class
        if plays is None:
            plays = getattr(board_class, "rulesets", None) or [r.slug for r in rulesets()]
        self.plays = list(plays)
        self.hello: Reply = {"name": name, "protocol": PROTOCOL_VERSION, "rulesets": self.plays}

    alive = True

    def close(self) -> None:
        pass

    def ask(self, request: Request) -> Reply:
        op = request.get("op")
        if op == "hello":
            return dict(self.hello)
        try:
            return self._answer(op, request)
        except OracleError as e:
            return _error(e.kind, e.message, e.clause, e.move_index)
        except NotImplementedError as e:
            return _error("unsupported", f"{self.hello['name']} does not answer this `{op}`: {e}")
        except Exception as e:  # noqa: BLE001 - whatever the board raises is the engine's fault
            raise EngineFault(f"{type(e).__name__} while answering `{op}`: {e}") from e

    def _board(self, request: Request) -> Any:
        board = self.board_class(request["ruleset"], request["start"], request.get("interpretation") or None,
                                 list(request.get("moves") or []))
        if request.get("event") is not None:
            self._optional(board, "end_by", "game events")(request["event"])
        return board

    def _optional(self, board: Any, method: str, what: str) -> Any:
        found = getattr(board, method, None)
        if found is None:
            raise NotImplementedError(f"it has no `{method}` ({what})")
        return found

    def _answer(self, op: Any, request: Request) -> Reply:
        if op not in ("moves", "play", "status", "perft", "explain", "notation"):
            return _error("bad-request", f"unknown op `{op}`")
        board = self._board(request)
        if op == "moves":
            return {"moves": sorted(board.legal_moves)}
        if op == "play":
            return {"position": board.position}
        if op == "status":
            s = board.status()
            reply: Reply = {"status": s.word, "clause": getattr(s, "clause", None),
                            "reason": getattr(s, "reason", None), "check": getattr(s, "check", None),
                            "side_to_move": getattr(s, "turn", None)}
            scope = getattr(self.board_class, "status_scope", None)
            if scope is not None:
                reply["scope"] = scope
            return reply
        if op == "perft":
            return {"nodes": self._optional(board, "perft", "perft")(int(request["depth"]))}
        if op == "notation":
            return {"notation": self._optional(board, "san", "the notation for people")(request["move"])}
        refusal = self._optional(board, "explain", "why a move is refused")(request["move"])
        if refusal is None:
            parse = getattr(board, "parse_move", None)
            return {"legal": True, "move": parse(request["move"]) if parse else request["move"]}
        return {"legal": False, "clause": getattr(refusal, "clause", None),
                "message": getattr(refusal, "reason", str(refusal))}


Engine = Union[Command, BoardEngine]


def engine(spec: Union[str, Sequence[str], Callable[..., Any]], timeout: float = 10.0) -> Engine:
    """An engine from what names it: `"voidchess"` (the package's own Board, in process), a command line
    (or its words) speaking PROTOCOL.md, or a class with the Board API."""
    if isinstance(spec, str) and spec == "voidchess":
        return BoardEngine()
    if isinstance(spec, (str, list, tuple)):
        return Command(spec, timeout)
    return BoardEngine(spec, name=getattr(spec, "__name__", "board"))
