//! Checking a record: replaying its moves in the ruleset it names, the first illegal move, and how the
//! result it gives compares with the status the moves reach.

use super::marks::{notes, Effect};
use super::verdict::{GameVerdict, ResultCheck};
use super::{pgn_result, result_word, variant_named, Record, RecordError};
use crate::core::{AnyGame, Verdict as MoveVerdict};
use crate::names::Settings;

/// The move about to be played as people number it: the number the record writes (`41...`), else the
/// game's own (`Rules::move_number`), else its ply.
fn number_of(game: &dyn AnyGame, ply: usize, written: Option<u32>) -> String {
    match (written, game.side_to_move()) {
        (Some(n), "black") => format!("{n}..."),
        (Some(n), _) => format!("{n}."),
        (None, _) => game
            .move_number()
            .unwrap_or_else(|| format!("ply {}", ply + 1)),
    }
}

/// An error of the tag `name` (or of the game, where it has no such tag), at that tag.
fn at_tag(record: &Record, name: &str, message: String) -> RecordError {
    RecordError {
        place: record.tag_place(name),
        message,
    }
}

/// The game a record starts: the ruleset its `Variant` tag names, with the switches the name sets and
/// those of its `Interpretation` tag (one that contradicts the name is an error), at its `FEN` (or `Start`,
/// `Position`) or the start position (a `SetUp "1"` tag needs a `FEN` tag); with the ruleset as the
/// verdict names it (`Named::label`) and the switches. The error says what cannot be read, at the tag at
/// fault.
pub fn start_of(record: &Record) -> Result<(Box<dyn AnyGame>, Settings, String), RecordError> {
    let named = variant_named(record.tag("Variant")).map_err(|e| at_tag(record, "Variant", e))?;
    let mut given = Vec::new();
    if let Some(list) = record.tag("Interpretation") {
        for item in list.split_whitespace() {
            let s = crate::core::interpretation::parse_setting(item).map_err(|e| {
                at_tag(record, "Interpretation", format!("tag Interpretation: {e}"))
            })?;
            given.push(s);
        }
    }
    let name = record.tag("Variant").unwrap_or(named.slug);
    let settings = crate::names::with_given(name, named.settings.clone(), &given)
        .map_err(|e| at_tag(record, "Interpretation", format!("tag Interpretation: {e}")))?;
    let start_tag = ["FEN", "Start", "Position"]
        .into_iter()
        .find(|t| record.tag(t).is_some());
    if record.tag("SetUp").is_some_and(|v| v.trim() == "1") && start_tag.is_none() {
        return Err(at_tag(
            record,
            "SetUp",
            "tag SetUp \"1\" says the game starts from a set-up position, but no FEN tag gives it"
                .to_string(),
        ));
    }
    let start = start_tag.and_then(|t| record.tag(t)).unwrap_or("startpos");
    let ruleset =
        crate::ruleset(named.slug).map_err(|e| at_tag(record, "Variant", e.to_string()))?;
    let game = ruleset.new_game(start, &settings).map_err(|e| {
        let tag = start_tag.unwrap_or("Variant");
        at_tag(record, tag, format!("tag {tag}: {e}"))
    })?;
    // A reading is named with every switch the record sets, its own and those of `Interpretation`.
    let label = crate::record::Named {
        settings: settings.clone(),
        ..named
    }
    .label();
    Ok((game, settings, label))
}

/// Replays one game and decides it: the first illegal move or null move, or the status at the end and
/// whether the result agrees; with notes on the marks that disagree with the moves before.
pub fn check_record(record: &Record) -> GameVerdict {
    replay_record(record).0
}

/// [`check_record`], and the game replayed when every move is legal (its moves in coordinate form, its
/// status after the game event the record names).
pub fn replay_record(record: &Record) -> (GameVerdict, Option<Box<dyn AnyGame>>) {
    let mut kept = None;
    let verdict = replay_into(record, &mut kept);
    (verdict, kept)
}

fn replay_into(record: &Record, kept: &mut Option<Box<dyn AnyGame>>) -> GameVerdict {
    let (mut game, _, label) = match start_of(record) {
        Ok(x) => x,
        Err(e) => return GameVerdict::Malformed(e),
    };
    let slug = label.as_str();
    let mut notes_so_far = Vec::new();
    // The number written last counts on: `41. Bxf3 Z0` is 41...Z0, and White's move after it 42.
    let mut written: Option<u32> = None;
    for (ply, mv) in record.moves.iter().enumerate() {
        if mv.number.is_some() {
            written = mv.number;
        } else if ply > 0 && game.side_to_move() == "white" {
            written = written.map(|n| n.saturating_add(1));
        }
        let number = number_of(game.as_ref(), ply, written);
        if mv.null {
            return GameVerdict::NullMove {
                slug: slug.to_string(),
                ply: ply + 1,
                number,
                text: mv.text.clone(),
                place: mv.place,
                notes: notes_so_far,
            };
        }
        let illegal = |clause, reason, notes| GameVerdict::Illegal {
            slug: slug.to_string(),
            ply: ply + 1,
            number: number.clone(),
            text: mv.text.clone(),
            place: mv.place,
            clause,
            reason,
            notes,
        };
        match game.explain(&mv.text) {
            // The verdict's coordinate form plays the move without reading the notation again.
            MoveVerdict::Legal(coordinate) => {
                let before = game.clone_box();
                if let Err(e) = game.play(&coordinate) {
                    return illegal(
                        e.clause().map(|c| c.to_string()),
                        e.to_string(),
                        notes_so_far,
                    );
                }
                let effect = Effect::of(before.as_ref(), game.as_ref(), &coordinate);
                notes_so_far.extend(notes(mv, &number, &effect));
            }
            MoveVerdict::Refused(r) => {
                return illegal(Some(r.clause.to_string()), r.message, notes_so_far)
            }
            MoveVerdict::Unreadable(e) => return illegal(None, e.to_string(), notes_so_far),
        }
    }
    // The game event that ended the game, after the moves (`[GameEvent "agreement"]`).
    if let Some(event) = record.tag("GameEvent") {
        if let Err(e) = game.event(event.trim()) {
            let ply = record.moves.len() + 1;
            return GameVerdict::Illegal {
                slug: slug.to_string(),
                ply,
                number: format!("event after ply {}", ply - 1),
                text: event.trim().to_string(),
                place: record.tag_place("GameEvent"),
                clause: e.clause().map(|c| c.to_string()),
                reason: e.to_string(),
                notes: notes_so_far,
            };
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
    let verdict = GameVerdict::Legal {
        slug: slug.to_string(),
        plies: record.moves.len(),
        status: status.to_string(),
        result,
        notes: notes_so_far,
    };
    *kept = Some(game);
    verdict
}
