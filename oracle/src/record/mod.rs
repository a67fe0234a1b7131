//! Game records in the style of PGN, for every ruleset: read (`oracle check-game`) and written
//! (`oracle play --record`).
//!
//! ```text
//! [Event "Club game"]
//! [Variant "void-chess"]
//! [FEN "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -"]
//! [Result "1-0"]
//!
//! 1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6 a variation) 3. Bb5 1-0
//! ```
//!
//! - Tag pairs `[Name "value"]`. `Variant` names the ruleset by slug (`void-chess`) or by name (`Void Chess`,
//!   `Standard` and `chess` for `fide`); a record with no `Variant` tag is FIDE chess, as in PGN. `FEN` (or
//!   `Start`, `Position`) gives the start in the ruleset's text form when it is not the start position.
//!   `Interpretation` sets switches, `name=value` separated by spaces. `Result` is `1-0`, `0-1`, `1/2-1/2`,
//!   `*`, or a status word of the ruleset (`establishment-wins`).
//! - The moves, in the notation for people or in coordinate form, with optional move numbers (`12.`,
//!   `12...`), comments (`{...}`, `;` to the end of the line), variations in parentheses (skipped), numeric
//!   annotation glyphs (`$1`) and the closing result.
//! - Several games in one file: each game starts at its tag pairs.
//!
//! Errors in the text are located by line and column and never panic.
//!
//! The files, one job each: `read.rs` (the reader: its cursor over the text, the tag pairs, the moves),
//! `variant.rs` (the ruleset a `Variant` tag names), `check.rs` (the replay of a game and its verdict),
//! `write.rs` (a game written as a record). This file holds what a record is, which all of them share.

mod check;
mod read;
mod variant;
mod write;

pub use check::{check_record, start_of, GameVerdict, ResultCheck};
pub use read::read_records;
pub use variant::{variant_named, variant_slug, Named};
pub use write::write_record;

use crate::core::Status;

/// A place in the record's text, 1-based.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: usize,
    pub column: usize,
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {} column {}", self.line, self.column)
    }
}

/// A move as written in the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMove {
    pub text: String,
    pub place: Place,
    /// The move number written before it, if any (`12.` or `12...`).
    pub number: Option<u32>,
}

/// One game of a record file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Where the game starts in the file.
    pub place: Option<Place>,
    pub tags: Vec<(String, String)>,
    pub moves: Vec<RecordMove>,
    /// The closing result written after the moves (`1-0`, ...), if any.
    pub termination: Option<String>,
}

impl Record {
    /// The value of a tag (the first one of that name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A located error in a record's text.
#[derive(thiserror::Error, Clone, Debug, PartialEq, Eq)]
#[error("{place}: {message}")]
pub struct RecordError {
    pub place: Place,
    pub message: String,
}

/// The PGN result of a status where there is one (`1-0`, `0-1`, `1/2-1/2`, `*`).
pub fn pgn_result(status: &Status) -> String {
    match status.word().as_str() {
        "ongoing" => "*".to_string(),
        "white-wins" => "1-0".to_string(),
        "black-wins" => "0-1".to_string(),
        "draw" => "1/2-1/2".to_string(),
        other => other.to_string(),
    }
}

/// The status word a PGN result stands for (`1-0` is `white-wins`); any other word is kept as written.
fn result_word(given: &str) -> String {
    match given {
        "1-0" => "white-wins".into(),
        "0-1" => "black-wins".into(),
        "1/2-1/2" => "draw".into(),
        "*" => "ongoing".into(),
        other => other.to_string(),
    }
}
