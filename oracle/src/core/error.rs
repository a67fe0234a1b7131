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
        /// Index of the move in the list it came from (0-based), where there was a list.
        move_index: Option<usize>,
    },
    /// A well-formed move that the rules forbid here.
    #[error("illegal move `{text}`{}: {message} ({clause})", at(.move_index))]
    IllegalMove {
        text: String,
        message: String,
        clause: Clause,
        /// Index of the move in the list it came from (0-based), where there was a list.
        move_index: Option<usize>,
    },
    /// A move played after the game has ended.
    #[error("move `{text}`{}: the game is already over ({status}, {clause})", at(.move_index))]
    GameOver {
        text: String,
        status: String,
        clause: Clause,
        move_index: Option<usize>,
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

fn at(index: &Option<usize>) -> String {
    index
        .map(|i| format!(" (move {})", i + 1))
        .unwrap_or_default()
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
            | OracleError::BadMove { move_index, .. } => *move_index,
            _ => None,
        }
    }

    /// The same error, placed at move `index` of a list.
    pub fn at_move(mut self, index: usize) -> Self {
        match &mut self {
            OracleError::IllegalMove { move_index, .. }
            | OracleError::GameOver { move_index, .. }
            | OracleError::BadMove { move_index, .. } => *move_index = Some(index),
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
