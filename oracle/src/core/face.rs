//! The object-safe face of a ruleset and of a game, which the tools use without knowing which ruleset they
//! hold: everything by text (positions, moves, statuses, clauses). [`super::game_face`] puts every typed
//! ruleset and game behind it.

use super::check::{ClauseSink, Verdict};
use super::interpretation::RegisterEntry;
use super::rules::SquareView;
use super::trace::PositionTrace;
use super::Clause;
use super::{OracleError, Status};

/// A ruleset behind a uniform, text-based face.
pub trait AnyRuleset: Send + Sync {
    /// The slug, e.g. `void-chess`.
    fn slug(&self) -> &'static str;
    /// The name for people.
    fn name(&self) -> &'static str;
    /// The interpretation register.
    fn register(&self) -> &'static [RegisterEntry];
    /// The game events that are not moves, with their meaning.
    fn events(&self) -> &'static [(&'static str, &'static str)];
    /// The one-line position form of a board diagram (`Unsupported` where the ruleset has none).
    fn position_from_diagram(&self, diagram: &str) -> Result<String, OracleError>;
    /// Starts a game from `start` (`startpos` or a position in text form) with the given switches.
    fn new_game(
        &self,
        start: &str,
        interpretation: &[(String, String)],
    ) -> Result<Box<dyn AnyGame>, OracleError>;
}

/// A game in progress, behind a uniform, text-based face. Moves are accepted in coordinate form or in
/// the ruleset's notation for people; they are reported in coordinate form.
pub trait AnyGame: Send {
    /// The ruleset's slug.
    fn slug(&self) -> &'static str;
    /// The start position in text form.
    fn start(&self) -> String;
    /// The moves played so far, coordinate form.
    fn moves(&self) -> &[String];
    /// The current position in text form.
    fn position(&self) -> String;
    /// Every position of the game in text form, the start first.
    fn positions(&self) -> Vec<String>;
    /// The side to move, in the ruleset's words.
    fn side_to_move(&self) -> &'static str;
    /// Every legal move of the current position by move generation, coordinate form, sorted.
    /// (A game ended by a history rule such as repetition still lists them; `status` says it has ended.)
    fn legal_moves(&self) -> Vec<String>;
    /// [`AnyGame::legal_moves`] as the texts the game keeps, not copied.
    fn legal_move_texts(&self) -> Vec<&str>;
    /// The legal moves as `(coordinate, notation for people)`, sorted by coordinate form.
    fn legal_moves_with_san(&self) -> Vec<(String, String)>;
    /// Decides a move without playing it: its coordinate form when legal, the first check that says no
    /// when not, or why the text is no move. A move after the game has ended is refused with the clause
    /// that ended it.
    fn explain(&self, text: &str) -> Verdict<String>;
    /// Runs the legal-move generation of the current position with every check reporting to `sink`, then
    /// reports the status clause (see [`crate::core::check`], "The clause trace").
    fn trace(&self, sink: &mut dyn ClauseSink);
    /// What the answer about the current position rested on: each legal move with the clauses of the
    /// checks that let it through, the clauses that refused the other candidates, and the status clause,
    /// from one traced generation (see [`crate::core::trace`]).
    fn trace_position(&self) -> PositionTrace;
    /// Plays a move. Refused when the game has ended or the move is illegal.
    fn play(&mut self, text: &str) -> Result<(), OracleError>;
    /// Plays a move like [`AnyGame::play`] and returns the clauses the play exercised, sorted: those of
    /// the checks that let the move through, those of the effects it had (see
    /// [`crate::core::Rules::play_traced`]), the clause that decided the status after it and the other
    /// clauses that state rests on (as [`AnyGame::trace_position`] reports them in `state`).
    fn play_traced(&mut self, text: &str) -> Result<Vec<Clause>, OracleError>;
    /// The clauses a move's notation for people is written by ([`crate::core::Rules::notation_clauses`]).
    fn notation_clauses(&self, san: &str) -> Vec<Clause>;
    /// Plays the `index`-th move of [`AnyGame::legal_moves`] as generation made it, without reading its
    /// text again, and returns that text: listing the moves and playing one of them generate the moves
    /// once (random games, fuzzing). Refused, as [`AnyGame::play`] refuses, when the game has ended, and
    /// when there is no such move.
    fn play_legal(&mut self, index: usize) -> Result<String, OracleError>;
    /// Plays moves in order; an error names the index of the move at fault, and the move as people number
    /// it (`move 8..., ply 16`; the ply counted from the first move given).
    fn play_all(&mut self, moves: &[String]) -> Result<(), OracleError> {
        let mut ply = 0;
        for (i, m) in moves.iter().enumerate() {
            // A PGN move number standing alone (`1.`, `12...`) is no move.
            if super::spellings::is_move_number(m) {
                continue;
            }
            ply += 1;
            let number = self.move_number();
            self.play(m)
                .map_err(|e| e.at_numbered_move(i, Some(numbered(number, ply))))?;
        }
        Ok(())
    }
    /// The number people give the next move (`8.`, `8...`), where the ruleset numbers moves so.
    fn move_number(&self) -> Option<String> {
        None
    }
    /// A game event that is not a move (agreement, flag fall, ...). Ends the game with its status.
    fn event(&mut self, name: &str) -> Result<(), OracleError>;
    /// The game event that ended the game, if one did (its name as [`AnyGame::event`] took it).
    fn event_played(&self) -> Option<&str>;
    /// How the game stands.
    fn status(&self) -> Status;
    /// The status after each move played (index 0: after the first move).
    fn statuses(&self) -> &[Status];
    /// Whether the side to move is in check.
    fn in_check(&self) -> bool;
    /// A picture of the current position for people.
    fn show(&self) -> String;
    /// What stands on a square.
    fn square(&self, name: &str) -> Result<SquareView, OracleError>;
    /// Perft from the current position.
    fn perft(&self, depth: u32) -> u64;
    /// Perft divided by first move, sorted by move text.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// The current switch values.
    fn interpretation(&self) -> Vec<(&'static str, &'static str)>;
    /// A copy of this game.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// Each legal move (coordinate form, sorted) with the game that starts from the position it leads to,
    /// without history: the children perft counts (see `perft_run`); none where the ruleset's perft stops
    /// although moves are listed (`Rules::perft_stops`: a Minnaar victory).
    fn successors(&self) -> Vec<(String, Box<dyn AnyGame>)>;
}

/// How a move of a list is named in an error: as people number it, with its ply in the list (`move 8...,
/// ply 16`), or by its ply alone where the ruleset does not number moves so.
pub fn numbered(number: Option<String>, ply: usize) -> String {
    match number {
        Some(n) => format!("move {n}, ply {ply}"),
        None => format!("ply {ply}"),
    }
}
