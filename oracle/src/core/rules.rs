//! The typed face of a ruleset. Each ruleset module implements [`Rules`]; everything else
//! (game records, perft, the CLI, the server, scenarios, the differential tester) is written once on top.

pub use super::check::Rejection;
use super::check::{ClauseSink, Verdict};
use super::{Clause, Interpretation, OracleError, Status};
use std::fmt::Debug;
use std::hash::Hash;

/// What stands on a square, as words a scenario can compare: the piece (`white minister`, or `None`
/// for an empty square) and the square's state where the ruleset has one (`normal`, `unstable`, `void`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    pub piece: Option<String>,
    pub state: Option<String>,
}

/// A ruleset, in its own types.
pub trait Rules: Clone + Debug + Send + Sync + 'static {
    /// A position: everything the rules need to decide the legal moves and the game's end, except the
    /// history (which [`crate::core::Game`] keeps).
    type Position: Clone + Eq + Hash + Debug + Send + Sync;
    /// A move, including any choice it carries (promotion piece, a Minister's via square, a void's new square).
    type Move: Clone + Eq + Debug + Send + Sync;
    /// The register switches this ruleset reads.
    type Interpretation: Interpretation;

    /// The slug used in clause ids and on the command line, e.g. `void-chess`.
    fn slug(&self) -> &'static str;

    /// The ruleset's name for people.
    fn name(&self) -> &'static str;

    /// The starting position (some rulesets have several boards, chosen by a switch).
    fn start_position(&self, interp: &Self::Interpretation) -> Self::Position;

    /// Reads the one-line position form, rejecting impossible positions with the clause they break.
    fn parse_position(
        &self,
        text: &str,
        interp: &Self::Interpretation,
    ) -> Result<Self::Position, OracleError>;

    /// Writes the one-line position form; `parse_position` reads it back to an equal position.
    fn format_position(&self, pos: &Self::Position) -> String;

    /// The side to move, in the ruleset's words (`white`, `southern-sovereigns`, ...).
    fn side_to_move(&self, pos: &Self::Position) -> &'static str;

    /// Every legal move, in any order.
    fn legal_moves(&self, pos: &Self::Position, interp: &Self::Interpretation) -> Vec<Self::Move>;

    /// The move in coordinate form, the contract other tools rely on (`e2e4`, `e8e9m`, `e4e5e6`, `@e4`, `pass`),
    /// written at the end of `out` (so a position's legal moves are listed in one string, not one per move).
    fn write_move(&self, pos: &Self::Position, mv: &Self::Move, out: &mut String);

    /// [`Rules::write_move`]'s text as a string of its own.
    fn format_move(&self, pos: &Self::Position, mv: &Self::Move) -> String {
        let mut out = String::new();
        self.write_move(pos, mv, &mut out);
        out
    }

    /// The move in the ruleset's notation for people (standard algebraic where it has one).
    fn format_san(
        &self,
        pos: &Self::Position,
        mv: &Self::Move,
        _interp: &Self::Interpretation,
    ) -> String {
        self.format_move(pos, mv)
    }

    /// Reads a move (coordinate form, or the notation for people) and decides it by the checks that
    /// generation uses (see [`crate::core::check`]): [`Verdict::Legal`] with the move,
    /// [`Verdict::Refused`] with the first check that says no, [`Verdict::Unreadable`] when the text is
    /// not a move of this notation at all.
    fn check_move(
        &self,
        pos: &Self::Position,
        text: &str,
        interp: &Self::Interpretation,
    ) -> Verdict<Self::Move>;

    /// The legal moves, with every check run reported to `sink` (see [`crate::core::check`], "The clause
    /// trace"). The default reports nothing: a ruleset whose generation runs on checks overrides it.
    fn legal_moves_traced(
        &self,
        pos: &Self::Position,
        interp: &Self::Interpretation,
        sink: &mut dyn ClauseSink,
    ) -> Vec<Self::Move> {
        let _ = sink;
        self.legal_moves(pos, interp)
    }

    /// The clauses the start position rests on (the initial placement, who moves first): a trace of the
    /// start position reports them. Default: none.
    fn start_clauses(&self) -> &'static [super::Clause] {
        &[]
    }

    /// The clauses the state of `pos` rests on besides the clause that decided `status`: the conditions
    /// of that game end (each held, or it would not have been decided), and the rule that says the side
    /// to move is in check. A trace reports them. Default: none.
    fn state_clauses(
        &self,
        pos: &Self::Position,
        status: &Status,
        interp: &Self::Interpretation,
    ) -> Vec<super::Clause> {
        let _ = (pos, status, interp);
        Vec::new()
    }

    /// Plays a legal move and returns the position after it, every consequence applied.
    fn play(
        &self,
        pos: &Self::Position,
        mv: &Self::Move,
        interp: &Self::Interpretation,
    ) -> Self::Position;

    /// The clauses a move's notation for people (`san`, as [`Rules::format_san`] wrote it) is written by:
    /// a scenario that asserts the notation asserts them. The default names none.
    fn notation_clauses(&self, san: &str) -> Vec<Clause> {
        let _ = san;
        Vec::new()
    }

    /// [`Rules::play`], reporting to `sink` (as yes) the clause of each effect the move had: a tile that
    /// changed, a piece removed, castling's Rook, a promotion (the clause trace of a move's effects). The
    /// default reports nothing: a ruleset overrides it where its play applies effects by clause.
    fn play_traced(
        &self,
        pos: &Self::Position,
        mv: &Self::Move,
        interp: &Self::Interpretation,
        sink: &mut dyn ClauseSink,
    ) -> Self::Position {
        let _ = sink;
        self.play(pos, mv, interp)
    }

    /// The number people give the move about to be made in `pos`, as PGN writes it before the move: `8.`
    /// for White's eighth move, `8...` for Black's ([`chess_move_number`]). `None` where the ruleset does
    /// not number its moves so (the caller counts plies then).
    fn move_number(&self, _pos: &Self::Position) -> Option<String> {
        None
    }

    /// How the game stands after `history` (the start position first, the current position last).
    fn status(&self, history: &[Self::Position], interp: &Self::Interpretation) -> Status;

    /// Whether the side to move is in check (rulesets without check say no).
    fn in_check(&self, _pos: &Self::Position, _interp: &Self::Interpretation) -> bool {
        false
    }

    /// Turns a board diagram a person can read and edit (see `scenarios/README.md`) into the one-line
    /// position form that `parse_position` reads. A ruleset with a diagram form reads it with
    /// [`crate::core::diagram`]; the default says there is none.
    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        let _ = diagram;
        Err(OracleError::Unsupported {
            message: format!("{} has no board diagram form", self.slug()),
        })
    }

    /// A text picture of the position for people.
    fn show(&self, pos: &Self::Position) -> String;

    /// What stands on the named square.
    fn square(&self, pos: &Self::Position, name: &str) -> Result<SquareView, OracleError>;

    /// Game events that are not moves (`agreement`, `flag-white`, `end-battle`...), with what they mean.
    fn events(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// The status after `event` happens at the end of `history`.
    fn event(
        &self,
        _history: &[Self::Position],
        event: &str,
        _interp: &Self::Interpretation,
    ) -> Result<Status, OracleError> {
        Err(OracleError::Unsupported {
            message: format!("{} has no game event `{event}`", self.slug()),
        })
    }

    /// The number of leaf nodes at `depth` plies. Rulesets may override with a faster equivalent, but the
    /// default (play every legal move) is the reference.
    fn perft(&self, pos: &Self::Position, depth: u32, interp: &Self::Interpretation) -> u64 {
        perft(self, pos, depth, interp)
    }

    /// Whether perft counts nothing below `pos` although its move list is not empty: an end of the game
    /// that the ruleset's perft convention cuts the tree at (its register's perft entry says which; a
    /// variant's win, as python-chess, shakmaty and scalachess count). The default: none.
    fn perft_stops(&self, _pos: &Self::Position, _interp: &Self::Interpretation) -> bool {
        false
    }
}

/// The number of a move of a two-colour game as PGN writes it: `8.` for White's eighth move, `8...` for
/// Black's (`fullmove` is the position's move number, which Black's move ends).
pub fn chess_move_number(fullmove: u32, black_to_move: bool) -> String {
    format!("{fullmove}{}", if black_to_move { "..." } else { "." })
}

/// Writes the head of a ruleset's `impl Rules`: the slug (the prefix of its clause ids, its name on the
/// command line), the name for people, and the position, move and interpretation types:
/// `rules_head!("fide", "FIDE chess"; Position, Move, FideInterpretation);` (or constants, where one impl
/// serves several rulesets: `rules_head!(V::SLUG, V::NAME; Position, Move, V::Switches);`).
#[macro_export]
macro_rules! rules_head {
    ($slug:expr, $name:expr; $position:ty, $move:ty, $interp:ty) => {
        type Position = $position;
        type Move = $move;
        type Interpretation = $interp;
        fn slug(&self) -> &'static str {
            $slug
        }
        fn name(&self) -> &'static str {
            $name
        }
    };
}

/// Counts leaf nodes `depth` plies below `pos` by playing every legal move. Game-end rules that depend on
/// history (repetition, move counters) are not applied, as is usual for perft; nothing is counted below a
/// position where the ruleset's perft stops ([`Rules::perft_stops`]).
pub fn perft<R: Rules>(
    rules: &R,
    pos: &R::Position,
    depth: u32,
    interp: &R::Interpretation,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    if rules.perft_stops(pos, interp) {
        return 0;
    }
    let moves = rules.legal_moves(pos, interp);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| perft(rules, &rules.play(pos, m, interp), depth - 1, interp))
        .sum()
}

/// Perft split by first move: `(coordinate move, leaf count)`, sorted by move text; nothing where perft
/// stops ([`Rules::perft_stops`]).
pub fn perft_divide<R: Rules>(
    rules: &R,
    pos: &R::Position,
    depth: u32,
    interp: &R::Interpretation,
) -> Vec<(String, u64)> {
    if depth > 0 && rules.perft_stops(pos, interp) {
        return Vec::new();
    }
    let mut out: Vec<(String, u64)> = rules
        .legal_moves(pos, interp)
        .iter()
        .map(|m| {
            let n = if depth <= 1 {
                1
            } else {
                rules.perft(&rules.play(pos, m, interp), depth - 1, interp)
            };
            (rules.format_move(pos, m), n)
        })
        .collect();
    out.sort();
    out
}
