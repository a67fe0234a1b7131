"""Type stubs of voidchess._native, the oracle compiled as a Python extension (python/src/)."""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

__version__: str
ORACLE_VERSION: str
PROTOCOL_VERSION: int
SUITE_FORMAT: int
SUITE_RUNNER: str
"""The suite's reference runner (`runner.py`), whose verdicts are `cargo xtask check --engine`'s."""

class Status:
    """How the game stands (`Board.status()`)."""

    word: str
    """`ongoing`, `white-wins`, `black-wins` (or `<side>-wins`), `draw`, `undecided`."""
    clause: Optional[str]
    """The clause that ended the game; None while it goes on."""
    title: Optional[str]
    """The clause's title (clauses/<slug>.yaml)."""
    reason: str
    check: bool
    turn: str
    text: str
    """The oracle's line for people: `white-wins (fide/5.1.1): ...`."""
    @property
    def is_over(self) -> bool: ...
    def __eq__(self, other: object) -> bool: ...

class Refusal:
    """Why a move is refused (`Board.explain`)."""

    move: str
    clause: str
    title: Optional[str]
    reason: str
    def __eq__(self, other: object) -> bool: ...

class Board:
    """A game of one ruleset under one reading, python-chess style."""

    def __init__(
        self,
        ruleset: str = "void-chess",
        position: str = "startpos",
        interpretation: Optional[Dict[str, Union[str, bool]]] = None,
        moves: Optional[Sequence[str]] = None,
    ) -> None: ...
    @property
    def ruleset(self) -> str: ...
    @property
    def ruleset_name(self) -> str: ...
    @property
    def interpretation(self) -> Dict[str, str]: ...
    @property
    def position(self) -> str: ...
    @property
    def start(self) -> str: ...
    @property
    def move_stack(self) -> List[str]: ...
    @property
    def turn(self) -> str: ...
    @property
    def event(self) -> Optional[str]: ...
    @property
    def legal_moves(self) -> List[str]: ...
    @property
    def events(self) -> List[Tuple[str, str]]: ...
    def legal_moves_with_san(self) -> List[Tuple[str, str]]: ...
    def parse_move(self, mv: str) -> str: ...
    def san(self, mv: str) -> str: ...
    def push(self, mv: str) -> str: ...
    def push_san(self, san: str) -> str: ...
    def pop(self) -> str: ...
    def explain(self, mv: str) -> Optional[Refusal]: ...
    def is_legal(self, mv: str) -> bool: ...
    def status(self) -> Status: ...
    def is_check(self) -> bool: ...
    def is_game_over(self) -> bool: ...
    def end_by(self, event: str) -> None: ...
    def piece_at(self, square: str) -> Optional[str]: ...
    def tile_at(self, square: str) -> Optional[str]: ...
    def copy(self) -> Board: ...
    def perft(self, depth: int, threads: int = 1) -> int: ...
    def divide(self, depth: int, threads: int = 1) -> List[Tuple[str, int]]: ...
    def svg(
        self,
        try_move: Optional[str] = None,
        moves_from: Optional[str] = None,
        last_move: bool = True,
    ) -> str: ...
    def _repr_svg_(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...

class RegisterEntry:
    """One entry of a ruleset's interpretation register."""

    id: str
    clauses: List[str]
    question: str
    switch: Optional[str]
    readings: List[Tuple[str, str]]
    """(value, meaning) of each reading."""
    default: str
    why: str

class Ruleset:
    """A ruleset, its register, its events and the names that read it one way."""

    slug: str
    name: str
    register: List[RegisterEntry]
    events: List[Tuple[str, str]]
    names: List[Tuple[str, List[Tuple[str, str]]]]
    @property
    def switches(self) -> List[RegisterEntry]: ...

class GameVerdict:
    """The verdict on one game of a record (`check_game`)."""

    number: int
    kind: str
    """`legal`, `illegal`, `null-move`, `malformed` or `unreadable`."""
    line: str
    """The line `oracle check-game` prints for the game."""
    verdict: str
    code: int
    start: Optional[Tuple[int, int]]
    ruleset: Optional[str]
    plies: Optional[int]
    status: Optional[str]
    result: Optional[str]
    """`absent`, `agrees`, `outside` or `disagrees` (a legal game)."""
    move: Optional[str]
    move_number: Optional[str]
    place: Optional[Tuple[int, int]]
    clause: Optional[str]
    reason: Optional[str]
    notes: List[str]

class Protocol:
    """PROTOCOL.md answered in process by `oracle serve`'s code."""

    def __init__(self) -> None: ...
    def ask_line(self, line: str) -> str: ...
    def ask(self, request: Union[str, Mapping[str, Any]]) -> Dict[str, Any]: ...

def rulesets() -> List[Ruleset]: ...
def ruleset(name: str) -> Ruleset: ...
def clause_title(clause: str) -> Optional[str]: ...
def check_game(record: Union[str, bytes]) -> List[GameVerdict]: ...
def check_game_report(record: Union[str, bytes]) -> Tuple[str, int]: ...
def suite_cases(rulesets: Sequence[str] = ..., readings: bool = ...) -> List[str]:
    """The rule cases the package carries, each as the suite export's JSON file of it."""
    ...
def suite_forms() -> str:
    """Each ruleset's position text as data (the export's `rulesets.json`), as JSON."""
    ...
def suite_version() -> str:
    """The carried suite: format, harness version, numbers of cases, protocol version, as JSON."""
    ...
