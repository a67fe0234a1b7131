//! Typed errors of the library. The command line and `oracle serve` turn them into friendly reports.

use super::Clause;

/// Everything that can go wrong when the oracle is asked a question.
#[derive(thiserror::Error, Debug, Clone, PartialEq, Eq)]
pub enum OracleError {
    /// A position text that cannot be read, or that describes an impossible position.
    #[error("bad position: {message}{}", cite(.clause))]
    BadPosition {
        message: String,
        clause: Option<Clause>,
    },
    /// A move text that is not a move of this ruleset's notation at all.
    #[error("bad move `{text}`{}: {message}", at(.move_index))]
    BadMove {
        text: String,
        message: String,
        /// Where the move stands in the list it came from, where there was a list.
        move_index: Option<MovePlace>,
    },
    /// A well-formed move that the rules forbid here.
    #[error("illegal move `{text}`{}: {message} ({clause})", at(.move_index))]
    IllegalMove {
        text: String,
        message: String,
        clause: Clause,
        /// Where the move stands in the list it came from, where there was a list.
        move_index: Option<MovePlace>,
    },
    /// A move played after the game has ended.
    #[error("move `{text}`{}: the game is already over ({status}, {clause})", at(.move_index))]
    GameOver {
        text: String,
        status: String,
        clause: Clause,
        move_index: Option<MovePlace>,
    },
    /// A square name that does not exist on this board.
    #[error("bad square `{text}`: {message}")]
    BadSquare { text: String, message: String },
    /// A ruleset slug that does not exist.
    #[error("unknown ruleset `{slug}` (known: {known})")]
    UnknownRuleset { slug: String, known: String },
    /// An interpretation switch or value that does not exist.
    #[error("bad interpretation: {message}")]
    BadInterpretation { message: String },
    /// A question this ruleset cannot answer (for example an event it does not have).
    #[error("unsupported: {message}")]
    Unsupported { message: String },
}

fn cite(clause: &Option<Clause>) -> String {
    clause.map(|c| format!(" ({c})")).unwrap_or_default()
}

/// Where a move stands in the list of moves it came from: its index, and the number people give it where
/// the game numbers its moves so (`8...` for Black's eighth move, with its ply: `move 8..., ply 16`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovePlace {
    /// 0-based.
    pub index: usize,
    /// The move as people number it, where known.
    pub number: Option<String>,
}

fn at(place: &Option<MovePlace>) -> String {
    match place {
        Some(MovePlace {
            number: Some(n), ..
        }) => format!(" ({n})"),
        Some(MovePlace { index, .. }) => format!(" (move {})", index + 1),
        None => String::new(),
    }
}

impl OracleError {
    /// The machine-readable kind used by `oracle serve` (see PROTOCOL.md).
    pub fn kind(&self) -> &'static str {
        match self {
            OracleError::BadPosition { .. } => "bad-position",
            OracleError::BadMove { .. } => "bad-move",
            OracleError::IllegalMove { .. } => "illegal-move",
            OracleError::GameOver { .. } => "game-over",
            OracleError::BadSquare { .. } => "bad-square",
            OracleError::UnknownRuleset { .. } => "unknown-ruleset",
            OracleError::BadInterpretation { .. } => "bad-interpretation",
            OracleError::Unsupported { .. } => "unsupported",
        }
    }

    /// The clause that decided the error, where one did.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            OracleError::BadPosition { clause, .. } => *clause,
            OracleError::IllegalMove { clause, .. } | OracleError::GameOver { clause, .. } => {
                Some(*clause)
            }
            _ => None,
        }
    }

    /// The index of the move at fault, where the error came from a list of moves.
    pub fn move_index(&self) -> Option<usize> {
        match self {
            OracleError::IllegalMove { move_index, .. }
            | OracleError::GameOver { move_index, .. }
            | OracleError::BadMove { move_index, .. } => move_index.as_ref().map(|p| p.index),
            _ => None,
        }
    }

    /// The same error, placed at move `index` of a list.
    pub fn at_move(self, index: usize) -> Self {
        self.at_numbered_move(index, None)
    }

    /// The same error, placed at move `index` of a list, which people number `number` (`move 8..., ply
    /// 16`).
    pub fn at_numbered_move(mut self, index: usize, number: Option<String>) -> Self {
        match &mut self {
            OracleError::IllegalMove { move_index, .. }
            | OracleError::GameOver { move_index, .. }
            | OracleError::BadMove { move_index, .. } => {
                *move_index = Some(MovePlace { index, number })
            }
            _ => {}
        }
        self
    }

    /// Shorthand for a bad position.
    pub fn bad_position(message: impl Into<String>, clause: Option<Clause>) -> Self {
        OracleError::BadPosition {
            message: message.into(),
            clause,
        }
    }

    /// Shorthand for a bad move text.
    pub fn bad_move(text: &str, message: impl Into<String>) -> Self {
        OracleError::BadMove {
            text: text.to_string(),
            message: message.into(),
            move_index: None,
        }
    }
}
