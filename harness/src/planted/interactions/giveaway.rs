//! The planted interaction bugs of suicide and Suicide Void Chess (see the table in `mod.rs`).

use super::last::{field, Last};
use crate::engines::engine::Answer;
use crate::interactions::edit::cell;
use crate::planted::bug::Seen;
use crate::planted::deviate::{add_if_refused_by, set_status};

/// Every square of the 8x8 board.
fn squares() -> impl Iterator<Item = String> {
    (b'a'..=b'h').flat_map(|f| (1..=8).map(move |r| format!("{}{r}", f as char)))
}

/// When every legal move is an en passant capture, the moves that only compulsory capture (B.6) refuses
/// are listed too.
pub fn en_passant_not_compulsory(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let en_passant = |mv: &str| {
        let squares: Vec<&str> =
            crate::expectations::squares_of(mv.split('@').next().unwrap_or(""));
        let [from, to] = squares.as_slice() else {
            return false;
        };
        cell(&position, from).is_some_and(|c| c.eq_ignore_ascii_case("p"))
            && from[..1] != to[..1]
            && cell(&position, to).is_some_and(|c| c.is_empty())
    };
    if seen.over() || answer.moves.is_empty() || !answer.moves.iter().all(|m| en_passant(m)) {
        return;
    }
    let white = field(&position, 1) == Some("w");
    for from in squares() {
        let ours = cell(&position, &from).is_some_and(|c| {
            c.starts_with(|p: char| p.is_ascii_alphabetic() && p.is_ascii_uppercase() == white)
        });
        if !ours {
            continue;
        }
        for to in squares() {
            add_if_refused_by(
                seen.game,
                answer,
                &format!("{from}{to}"),
                "suicide-void/B.6",
            );
        }
    }
}

pub fn en_passant_last_piece_missed(seen: &Seen, answer: &mut Answer) {
    if seen.status_clause() == "suicide-void/B.8" && Last::of(seen).is_some_and(|l| l.en_passant())
    {
        set_status(answer, "ongoing");
    }
}

pub fn stalemate_missed_after_promotion(seen: &Seen, answer: &mut Answer) {
    if seen.status_clause() == "suicide-void/B.9" && Last::of(seen).is_some_and(|l| l.promotes()) {
        set_status(answer, "ongoing");
    }
}

/// The last move, where it was a capture after which the opponent is stalemated (B.9).
fn capture_then_stalemate(seen: &Seen) -> Option<Last> {
    Last::of(seen).filter(|l| l.captures() && seen.status_clause() == "suicide-void/B.9")
}

/// After a capture that stalemates, the pieces are counted with the captured one still on the board.
pub fn stalemate_counts_the_captured_piece(seen: &Seen, answer: &mut Answer) {
    let Some(last) = capture_then_stalemate(seen) else {
        return;
    };
    let position = seen.position();
    let count = |white: bool| {
        squares()
            .filter(|sq| {
                cell(&position, sq).is_some_and(|c| {
                    c.starts_with(|p: char| {
                        p.is_ascii_alphabetic() && p.is_ascii_uppercase() == white
                    })
                })
            })
            .count()
    };
    let (mut white, mut black) = (count(true), count(false));
    if last.white() {
        black += 1;
    } else {
        white += 1;
    }
    let word = match white.cmp(&black) {
        std::cmp::Ordering::Less => "white-wins",
        std::cmp::Ordering::Greater => "black-wins",
        std::cmp::Ordering::Equal => "draw",
    };
    set_status(answer, word);
}

/// A capture that promotes is listed without the void's new square, once.
pub fn promotion_capture_skips_relocation(_seen: &Seen, answer: &mut Answer) {
    let mut moves: Vec<String> = Vec::new();
    for mv in &answer.moves {
        let bare = match mv.split_once('@') {
            Some((body, _)) if crate::interactions::signature::promotes(body) => body,
            _ => mv.as_str(),
        };
        if !moves.iter().any(|m| m == bare) {
            moves.push(bare.to_string());
        }
    }
    moves.sort();
    answer.moves = moves;
}

/// A stalemate after a capture is judged with the void still on its square before the capture.
pub fn end_before_relocation(seen: &Seen, answer: &mut Answer) {
    let Some(last) = capture_then_stalemate(seen) else {
        return;
    };
    let position = seen.position();
    let Some(old) = field(&last.before, 6) else {
        return;
    };
    if cell(&position, old).is_none_or(|c| !c.is_empty()) {
        return;
    }
    let mut fields: Vec<&str> = position.split_whitespace().collect();
    if fields.len() > 6 {
        fields[6] = old;
    }
    let judged = fields.join(" ");
    let game = oracle::ruleset("suicide-void")
        .ok()
        .and_then(|r| r.new_game(&judged, &[]).ok());
    if game.is_some_and(|g| !g.status().is_over()) {
        set_status(answer, "ongoing");
    }
}

/// A Knight's capture over the void (the void a square of the rectangle its leap spans) is not listed.
pub fn knight_capture_over_void_refused(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let Some(void) = field(&position, 6).filter(|v| *v != "-") else {
        return;
    };
    let at = |sq: &str| (sq.as_bytes()[0], sq[1..].parse::<u8>().unwrap_or(0));
    let (vf, vr) = at(void);
    answer.moves.retain(|mv| {
        let body = mv.split('@').next().unwrap_or("");
        let squares: Vec<&str> = crate::expectations::squares_of(body);
        let [from, to] = squares.as_slice() else {
            return true;
        };
        let knight = cell(&position, from).is_some_and(|c| c.eq_ignore_ascii_case("n"));
        let capture = cell(&position, to).is_some_and(|c| !c.is_empty());
        let ((ff, fr), (tf, tr)) = (at(from), at(to));
        let spans =
            (ff.min(tf)..=ff.max(tf)).contains(&vf) && (fr.min(tr)..=fr.max(tr)).contains(&vr);
        !(knight && capture && spans)
    });
}
