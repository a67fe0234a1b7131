//! Checking a record: replaying its moves in the ruleset it names, the first illegal move, and how the
//! result it gives compares with the status the moves reach.

use super::{pgn_result, result_word, variant_named, Place, Record, RecordError};
use crate::core::{AnyGame, Verdict as MoveVerdict};
use crate::names::Settings;
use std::fmt::Write;

/// What checking one game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameVerdict {
    /// Every move is legal; the status at the end, and what the `Result` tag says of it.
    Legal {
        slug: String,
        plies: usize,
        status: String,
        result: ResultCheck,
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

fn number_of(game: &dyn AnyGame, ply: usize, written: Option<u32>) -> String {
    let side = game.side_to_move();
    match (written, side) {
        (Some(n), "black") => format!("{n}..."),
        (Some(n), _) => format!("{n}."),
        (None, _) => format!("ply {}", ply + 1),
    }
}

/// The game a record starts: the ruleset its `Variant` tag names, with the switches the name sets and
/// those of its `Interpretation` tag (one that contradicts the name is an error), at its `FEN` (or `Start`,
/// `Position`) or the start position; with the ruleset as the verdict names it (`Named::label`) and the
/// switches. The error says what cannot be read.
pub fn start_of(record: &Record) -> Result<(Box<dyn AnyGame>, Settings, String), String> {
    let named = variant_named(record.tag("Variant"))?;
    let mut given = Vec::new();
    if let Some(list) = record.tag("Interpretation") {
        for item in list.split_whitespace() {
            let s = crate::core::interpretation::parse_setting(item)
                .map_err(|e| format!("tag Interpretation: {e}"))?;
            given.push(s);
        }
    }
    let name = record.tag("Variant").unwrap_or(named.slug);
    let settings = crate::names::with_given(name, named.settings.clone(), &given)
        .map_err(|e| format!("tag Interpretation: {e}"))?;
    let start = record
        .tag("FEN")
        .or_else(|| record.tag("Start"))
        .or_else(|| record.tag("Position"))
        .unwrap_or("startpos");
    let ruleset = crate::ruleset(named.slug).map_err(|e| e.to_string())?;
    let game = ruleset
        .new_game(start, &settings)
        .map_err(|e| format!("the start: {e}"))?;
    Ok((game, settings, named.label()))
}

/// Replays one game and decides it.
pub fn check_record(record: &Record) -> GameVerdict {
    let place = record.place.unwrap_or(Place { line: 1, column: 1 });
    let malformed = |message: String| GameVerdict::Malformed(RecordError { place, message });
    let (mut game, _, label) = match start_of(record) {
        Ok(x) => x,
        Err(e) => return malformed(e),
    };
    let slug = label.as_str();
    let mut last_number: Option<u32> = None;
    for (ply, mv) in record.moves.iter().enumerate() {
        if mv.number.is_some() {
            last_number = mv.number;
        }
        let number = number_of(game.as_ref(), ply, mv.number.or(last_number));
        let illegal = |clause, reason| GameVerdict::Illegal {
            slug: slug.to_string(),
            ply: ply + 1,
            number,
            text: mv.text.clone(),
            place: mv.place,
            clause,
            reason,
        };
        match game.explain(&mv.text) {
            // The verdict's coordinate form plays the move without reading the notation again.
            MoveVerdict::Legal(coordinate) => {
                if let Err(e) = game.play(&coordinate) {
                    return malformed(format!("{}: {e}", mv.place));
                }
            }
            MoveVerdict::Refused(r) => return illegal(Some(r.clause.to_string()), r.message),
            MoveVerdict::Unreadable(e) => return illegal(None, e.to_string()),
        }
    }
    let status = game.status();
    let given = record
        .tag("Result")
        .map(str::to_string)
        .or_else(|| record.termination.clone());
    let result = match given {
        None => ResultCheck::Absent,
        Some(g) => {
            let word = result_word(g.trim());
            if word == status.word() {
                ResultCheck::Agrees(g)
            } else if !status.is_over() {
                ResultCheck::Outside(g)
            } else {
                ResultCheck::Disagrees {
                    given: g,
                    expected: pgn_result(&status),
                }
            }
        }
    };
    GameVerdict::Legal {
        slug: slug.to_string(),
        plies: record.moves.len(),
        status: status.to_string(),
        result,
    }
}

impl GameVerdict {
    /// 0 legal with an agreeing (or absent, or outside) result; 1 an illegal move or a disagreeing result;
    /// 2 a record that cannot be replayed.
    pub fn code(&self) -> u8 {
        match self {
            GameVerdict::Legal {
                result: ResultCheck::Disagrees { .. },
                ..
            } => 1,
            GameVerdict::Legal { .. } => 0,
            GameVerdict::Illegal { .. } => 1,
            GameVerdict::Malformed(_) => 2,
        }
    }

    /// The answer for people, one or two lines.
    pub fn describe(&self) -> String {
        match self {
            GameVerdict::Legal {
                slug,
                plies,
                status,
                result,
            } => {
                let mut s = format!("legal to the end ({slug}, {plies} plies); status: {status}");
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
            } => match clause {
                Some(c) => format!(
                    "illegal move {number} {text} (ply {ply}, {place}): {reason} ({c}) [{slug}]"
                ),
                None => {
                    format!("not a move: {number} {text} (ply {ply}, {place}): {reason} [{slug}]")
                }
            },
            GameVerdict::Malformed(e) => format!("malformed record: {e}"),
        }
    }
}
