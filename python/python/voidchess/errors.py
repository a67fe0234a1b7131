"""The oracle's errors as exceptions, one class for each error kind of the engine protocol
(PROTOCOL.md, "Replies"): `IllegalMove` for `illegal-move`, `BadPosition` for `bad-position`, ...

Every one is an `OracleError` and carries what an `oracle serve` error reply carries: `kind`, `message`,
`clause` (the clause id that decided it, or None) and `move_index` (the 0-based index of the move at
fault in the list given, or None). Those about a value given (a bad move text, an unknown ruleset, ...)
are also `ValueError`s, as python-chess's `IllegalMoveError` is.
"""

from typing import Dict, Optional, Type

from . import _native


class OracleError(Exception):
    """An error the oracle reports: `kind` is the protocol's error kind."""

    kind = "oracle-error"

    def __init__(
        self, message: str, clause: Optional[str] = None, move_index: Optional[int] = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.clause = clause
        self.move_index = move_index

    @property
    def clause_title(self) -> Optional[str]:
        """The title of `clause` in `clauses/<slug>.yaml`, when there is a clause."""
        return _native.clause_title(self.clause) if self.clause else None


class BadRequest(OracleError, ValueError):
    """A request that is not one (a protocol line that is not JSON, a field of the wrong type)."""

    kind = "bad-request"


class UnknownRuleset(OracleError, ValueError):
    """No ruleset has that slug (nor is it a reading's name such as `antichess`)."""

    kind = "unknown-ruleset"


class BadInterpretation(OracleError, ValueError):
    """No such switch in the ruleset's register, or no such value of it."""

    kind = "bad-interpretation"


class BadPosition(OracleError, ValueError):
    """A position text that cannot be read, or an impossible position (with the clause it breaks)."""

    kind = "bad-position"


class BadMove(OracleError, ValueError):
    """A text that is no move of the ruleset's notation (or `pop` with no move to take back)."""

    kind = "bad-move"


class IllegalMove(OracleError, ValueError):
    """A well-formed move the rules forbid here; `clause` is the clause that forbids it."""

    kind = "illegal-move"


class GameOver(OracleError):
    """A move after the game has ended; `clause` is the clause that ended it."""

    kind = "game-over"


class BadSquare(OracleError, ValueError):
    """A square name that is not on the board."""

    kind = "bad-square"


class Unsupported(OracleError):
    """A question the ruleset cannot answer (an event it does not have)."""

    kind = "unsupported"


KINDS: Dict[str, Type[OracleError]] = {
    cls.kind: cls
    for cls in (
        BadRequest,
        UnknownRuleset,
        BadInterpretation,
        BadPosition,
        BadMove,
        IllegalMove,
        GameOver,
        BadSquare,
        Unsupported,
    )
}


def error_class(kind: str) -> Type[OracleError]:
    """The exception class of a protocol error kind (`OracleError` for a kind it does not list)."""
    return KINDS.get(kind, OracleError)
