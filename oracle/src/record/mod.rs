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
//!   `Standard`, `From Position` and `chess` for `fide`; `Antichess` and `Giveaway` for the suicide base's
//!   readings); a record with no `Variant` tag is FIDE chess, as in PGN. `FEN` (or `Start`, `Position`)
//!   gives the start in the ruleset's text form when it is not the start position (`SetUp "1"` says there is
//!   one). `Interpretation` sets switches, `name=value` separated by spaces. `GameEvent` names the game
//!   event that ended the game after the moves (`agreement`, `end-battle`: `oracle events`), which no
//!   move shows. `Result` is `1-0`, `0-1`, `1/2-1/2`, `*`, or a status word of the ruleset
//!   (`establishment-wins`, `undecided`), in the tag and after the moves.
//! - The moves, in the notation for people or in coordinate form, with optional move numbers (`12.`,
//!   `12...`), check and mate marks (`+`, `#`: compared with the position), `e.p.` after an en passant
//!   capture, comments (`{...}`, `;` to the end of the line, a line starting with `%`), variations in
//!   parentheses (skipped), annotation glyphs (`$1`, `!?`) and the closing result. A null move (`Z0`, `--`)
//!   is read as one: no move of the rules, so the game is checked up to it.
//! - Several games in one file: each game starts at its tag pairs.
//!
//! Files as programs write them: a UTF-8 byte order mark, CRLF line ends, Latin-1 text; a file that is not
//! text at all is refused where its first byte that no text has stands. Errors are located by line and
//! column (an error of a tag at that tag) and never panic.
//!
//! The files, one job each: `text.rs` (the bytes of a file as text), `cursor.rs` (a cursor over the text
//! that knows its line and column), `words.rs` (what a word between the tags is: a move and its marks, a
//! move number, a glyph, a result, a null move), `read.rs` (the reader: the tag pairs and the moves of each
//! game), `variant.rs` (the ruleset a `Variant` tag names), `marks.rs` (the marks compared with the
//! position), `check.rs` (the replay of a game), `verdict.rs` (its verdict, for people and as an exit code), `report.rs`
//! (`oracle check-game`'s answer for a file), `write.rs` (a game written as a record).
//! This file holds what a record is, which all of them share.

mod check;
mod cursor;
mod marks;
mod read;
mod report;
mod text;
mod variant;
mod verdict;
mod words;
mod write;

pub use check::{check_record, replay_record, start_of};
pub use read::read_records;
pub use report::check_file;
pub use text::record_text;
pub use variant::{variant_named, variant_slug, Named};
pub use verdict::{GameVerdict, ResultCheck};
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
    /// The move as written, its check or mate mark included (`Qh2+`); annotation glyphs and `e.p.` left out.
    pub text: String,
    pub place: Place,
    /// The move number written before it, if any (`12.` or `12...`).
    pub number: Option<u32>,
    /// What the writer said of the move besides the move itself.
    pub marks: Marks,
    /// A null move (`Z0`, `--`): a side passes, which no ruleset here allows.
    pub null: bool,
}

/// The check or mate mark written after a move.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum CheckMark {
    #[default]
    None,
    /// `+`: the move gives check.
    Check,
    /// `#`: the move mates (ends the game with the mover's win).
    Mate,
}

/// What a record says of a move besides the move: a check or mate mark, `e.p.`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub check: CheckMark,
    /// `e.p.` written after it: an en passant capture.
    pub en_passant: bool,
}

/// One game of a record file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Where the game starts in the file.
    pub place: Option<Place>,
    pub tags: Vec<(String, String)>,
    /// Where each tag pair starts, in the order of `tags`.
    pub tag_places: Vec<Place>,
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

    /// Where the tag pair of that name starts (the first one of that name), else where the game does.
    pub fn tag_place(&self, name: &str) -> Place {
        self.tags
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(name))
            .and_then(|i| self.tag_places.get(i).copied())
            .or(self.place)
            .unwrap_or(Place { line: 1, column: 1 })
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
