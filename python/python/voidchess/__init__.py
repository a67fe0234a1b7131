"""The Void Chess rules oracle in Python: legal moves, refused moves with the clause that refuses them,
game ends with their clause, perft, game records and board pictures, for Void Chess, FIDE chess, the
suicide base and Suicide Void Chess, Minnaar Chess and Circular Chess (on its three boards), under every
reading of the interpretation registers.

>>> import voidchess
>>> board = voidchess.Board("void-chess")
>>> len(board.legal_moves)
22
>>> board.explain("g1g2").clause
'void-chess/4.8'

The answers are the oracle's own (the `oracle` crate, compiled into this package): `Board` answers as
`oracle moves`, `explain`, `play`, `show --svg` and `perft` do, `check_game` as `oracle check-game`, and
`Protocol` as `oracle serve`.
"""

from ._native import (
    ORACLE_VERSION,
    PROTOCOL_VERSION,
    SUITE_FORMAT,
    Board,
    GameVerdict,
    Protocol,
    Refusal,
    RegisterEntry,
    Ruleset,
    Status,
    __version__,
    check_game,
    check_game_report,
    clause_title,
    ruleset,
    rulesets,
)
from .errors import (
    BadInterpretation,
    BadMove,
    BadPosition,
    BadRequest,
    BadSquare,
    GameOver,
    IllegalMove,
    OracleError,
    UnknownRuleset,
    Unsupported,
)


def version() -> str:
    """The package's version with the oracle's, the engine protocol's, and the rule cases it carries
    (the harness's version, their number, their format)."""
    import json

    from ._native import suite_version

    suite = json.loads(suite_version())
    return (
        f"voidchess {__version__}: oracle {ORACLE_VERSION}, engine protocol {PROTOCOL_VERSION}, "
        f"rule cases of harness {suite['harness']} ({suite['cases']} cases, {suite['readings']} of "
        f"other readings; format {SUITE_FORMAT})"
    )


__all__ = [
    "ORACLE_VERSION",
    "PROTOCOL_VERSION",
    "SUITE_FORMAT",
    "BadInterpretation",
    "BadMove",
    "BadPosition",
    "BadRequest",
    "BadSquare",
    "Board",
    "GameOver",
    "GameVerdict",
    "IllegalMove",
    "OracleError",
    "Protocol",
    "Refusal",
    "RegisterEntry",
    "Ruleset",
    "Status",
    "UnknownRuleset",
    "Unsupported",
    "__version__",
    "check_game",
    "check_game_report",
    "clause_title",
    "ruleset",
    "rulesets",
    "version",
]
