//! What a ruleset's own invariants are: the move played they look at, and the three hooks (every position,
//! every move, which moves a random game favours). Each ruleset's hooks module fills them in;
//! `ruleset_hooks.rs` finds them by slug.

use super::board::Views;
use oracle::core::AnyGame;

/// A move played: the game `before` it, the move `mv` (coordinate form), the game `after` it, and the
/// board's square names.
#[derive(Clone, Copy)]
pub struct Played<'a> {
    pub before: &'a dyn AnyGame,
    pub mv: &'a str,
    pub after: &'a dyn AnyGame,
    pub board: &'a [String],
}

impl Played<'_> {
    /// The side that made the move.
    pub fn mover(&self) -> &'static str {
        self.before.side_to_move()
    }
}

/// A check of one move.
pub type MoveInvariant = fn(played: &Played) -> Result<(), String>;

/// A ruleset's own invariants, checked through the text face in every playout and parsed position.
#[derive(Clone, Copy)]
pub struct Hooks {
    /// What every position of the ruleset satisfies (`board`: the square names).
    pub position: fn(game: &dyn AnyGame, board: &[String]) -> Result<(), String>,
    /// What every move does (`before` the game before the move, `after` after it).
    pub after_move: MoveInvariant,
    /// Whether a legal move is one where the ruleset's own rules act (random games choose them often);
    /// `views` tells what stands on the squares of the position.
    pub eventful: fn(views: &Views, mv: &str) -> bool,
}

/// For rulesets with no eventful moves of their own: random games favour captures only.
pub fn captures_only(_views: &Views, _mv: &str) -> bool {
    false
}
