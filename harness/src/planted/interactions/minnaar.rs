//! The planted interaction bugs of Minnaar Chess (see the table in `mod.rs`).

use super::last::{field, set_status, Last};
use crate::engines::engine::Answer;
use crate::planted::bug::Seen;
use crate::planted::deviate;

/// The last move captured a King.
fn took_a_king(last: &Last) -> bool {
    last.target.eq_ignore_ascii_case("k")
}

pub fn king_capture_not_liberation(seen: &Seen, answer: &mut Answer) {
    if seen.status_clause() == "minnaar/7.1" && Last::of(seen).is_some_and(|l| took_a_king(&l)) {
        deviate::set_status(answer, "ongoing");
    }
}

pub fn win_on_the_eightieth_undecided(seen: &Seen, answer: &mut Answer) {
    let won = matches!(seen.status_clause().as_str(), "minnaar/7.1" | "minnaar/7.2");
    let Some(last) = Last::of(seen) else { return };
    if won && field(&last.before, 2) == Some("79") {
        set_status(answer, "undecided", "minnaar/8.0");
    }
}

pub fn pass_never_ends_the_count(seen: &Seen, answer: &mut Answer) {
    let passed = seen.before.is_some_and(|(_, mv)| mv == "pass");
    if passed && seen.status_clause() == "minnaar/8.0" {
        deviate::set_status(answer, "ongoing");
    }
}

/// After a King's capture the tally goes on from the turn before, as if nothing had been captured.
pub fn king_capture_keeps_the_count(seen: &Seen, answer: &mut Answer) {
    let Some(last) = Last::of(seen).filter(took_a_king) else {
        return;
    };
    let Some(tally) = field(&last.before, 2).and_then(|t| t.parse::<u32>().ok()) else {
        return;
    };
    let position = seen.position();
    let mut fields: Vec<String> = position.split_whitespace().map(str::to_string).collect();
    if fields.len() > 2 {
        fields[2] = (tally + 1).to_string();
        answer.position = Some(fields.join(" "));
    }
}
