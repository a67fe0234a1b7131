//! What checking one game of a record found, and how it is said: one line for people, an exit code.

use super::{Place, RecordError};
use std::fmt::Write;

/// What checking one game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameVerdict {
    /// Every move is legal; the status at the end, what the `Result` tag says of it, and the notes on
    /// marks that disagree with the moves (`marks.rs`).
    Legal {
        slug: String,
        plies: usize,
        status: String,
        result: ResultCheck,
        notes: Vec<String>,
    },
    /// The first illegal move.
    Illegal {
        slug: String,
        ply: usize,
        number: String,
        text: String,
        place: Place,
        clause: Option<String>,
        reason: String,
        notes: Vec<String>,
    },
    /// A null move (`Z0`, `--`): a side passes, which is no move of the rules; the moves after it cannot
    /// be checked.
    NullMove {
        slug: String,
        ply: usize,
        number: String,
        text: String,
        place: Place,
        notes: Vec<String>,
    },
    /// The record cannot be replayed: an unknown variant, a bad start, a word that is no move.
    Malformed(RecordError),
}

/// How the `Result` tag (or the closing result) compares with the oracle's status at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultCheck {
    /// No result given.
    Absent,
    Agrees(String),
    /// The rules have not ended the game: a decisive or drawn result came from outside the moves
    /// (resignation, time, agreement), which the record does not show.
    Outside(String),
    Disagrees {
        given: String,
        expected: String,
    },
}

impl GameVerdict {
    /// 0 legal with an agreeing (or absent, or outside) result, notes or not; 1 an illegal move, a null
    /// move or a disagreeing result; 2 a record that cannot be replayed.
    pub fn code(&self) -> u8 {
        match self {
            GameVerdict::Legal {
                result: ResultCheck::Disagrees { .. },
                ..
            } => 1,
            GameVerdict::Legal { .. } => 0,
            GameVerdict::Illegal { .. } | GameVerdict::NullMove { .. } => 1,
            GameVerdict::Malformed(_) => 2,
        }
    }

    /// The answer for people, one line.
    pub fn describe(&self) -> String {
        let mut s = match self {
            GameVerdict::Legal {
                slug,
                plies,
                status,
                result,
                ..
            } => {
                let mut s = if *plies == 0 {
                    format!("no moves ({slug}); status: {status}")
                } else {
                    format!("legal to the end ({slug}, {plies} plies); status: {status}")
                };
                match result {
                    ResultCheck::Absent => s.push_str("; no Result given"),
                    ResultCheck::Agrees(g) => {
                        let _ = write!(s, "; Result {g} agrees");
                    }
                    ResultCheck::Outside(g) => {
                        let _ = write!(
                            s,
                            "; Result {g}: the rules have not ended the game, so it was decided outside the moves (resignation, time or agreement)"
                        );
                    }
                    ResultCheck::Disagrees { given, expected } => {
                        let _ = write!(
                            s,
                            "; Result {given} DISAGREES: the moves end the game as {expected}"
                        );
                    }
                }
                s
            }
            GameVerdict::Illegal {
                slug,
                ply,
                number,
                text,
                place,
                clause,
                reason,
                ..
            } => match clause {
                Some(c) => format!(
                    "illegal move {number} {text} (ply {ply}, {place}): {reason} ({c}) [{slug}]"
                ),
                None => {
                    format!("not a move: {number} {text} (ply {ply}, {place}): {reason} [{slug}]")
                }
            },
            GameVerdict::NullMove {
                slug,
                ply,
                number,
                text,
                place,
                ..
            } => format!(
                "a null move at ply {ply} ({number} {text}, {place}): no move of the rules; the game \
                 cannot be checked past it [{slug}]"
            ),
            GameVerdict::Malformed(e) => format!("malformed record: {e}"),
        };
        for note in self.notes() {
            let _ = write!(s, "; note: {note}");
        }
        s
    }

    /// The notes on marks that disagree with the moves checked.
    pub fn notes(&self) -> &[String] {
        match self {
            GameVerdict::Legal { notes, .. }
            | GameVerdict::Illegal { notes, .. }
            | GameVerdict::NullMove { notes, .. } => notes,
            GameVerdict::Malformed(_) => &[],
        }
    }
}
