//! The planted interaction bugs of FIDE chess and Circular Chess, and the one Void Chess shares with FIDE
//! (en passant's check; see the table in `mod.rs`).

use super::last::{count_before_checkmate, field, miss_check_unless, with, without, Last};
use crate::engines::engine::Answer;
use crate::interactions::edit::cell;
use crate::planted::bug::Seen;
use crate::planted::deviate::add_if_refused_by;

pub fn en_passant_check_missed(seen: &Seen, answer: &mut Answer) {
    let Some(last) = Last::of(seen).filter(Last::en_passant) else {
        return;
    };
    let pawn = if last.white() { "p" } else { "P" };
    miss_check_unless(seen, answer, with(&seen.position(), &last.victim(), pawn));
}

/// The check as an engine sees it that tests only the King's move of castling: without the Rook.
pub fn castling_rook_check_missed(seen: &Seen, answer: &mut Answer) {
    let Some(last) = Last::of(seen).filter(Last::castling) else {
        return;
    };
    miss_check_unless(
        seen,
        answer,
        without(&seen.position(), &last.castling_rook()),
    );
}

/// The check as an engine sees it that tests the Pawn that moved: the promoted piece is no attacker.
pub fn promoted_piece_check_missed(seen: &Seen, answer: &mut Answer) {
    let Some(last) = Last::of(seen).filter(Last::promotes) else {
        return;
    };
    miss_check_unless(seen, answer, without(&seen.position(), &last.to));
}

pub fn fifty_moves_before_checkmate(seen: &Seen, answer: &mut Answer) {
    count_before_checkmate(seen, answer, "fide/4.3.2", 100, "fide/5.4");
}

/// In check, the en passant captures are left out of the moves.
pub fn en_passant_no_evasion(seen: &Seen, answer: &mut Answer) {
    if !seen.game.in_check() {
        return;
    }
    let position = seen.position();
    answer.moves.retain(|mv| {
        let squares: Vec<&str> = crate::expectations::squares_of(mv);
        let [from, to] = squares.as_slice() else {
            return true;
        };
        let pawn = cell(&position, from).is_some_and(|c| c.eq_ignore_ascii_case("p"));
        !(pawn && from[..1] != to[..1] && cell(&position, to).is_some_and(|c| c.is_empty()))
    });
}

/// After a move across the center-circle (its trace has circular/2.2), the moved piece is no attacker.
pub fn crossing_check_missed(seen: &Seen, answer: &mut Answer) {
    let Some((before, mv)) = seen.before else {
        return;
    };
    let crossed = before
        .trace_position()
        .moves
        .iter()
        .any(|(m, cs)| m == mv && cs.iter().any(|c| c.id() == "circular/2.2"));
    let Some(last) = Last::of(seen).filter(|_| crossed) else {
        return;
    };
    miss_check_unless(seen, answer, without(&seen.position(), &last.to));
}

/// Every en passant capture the oracle refuses because it leaves the King in check is listed.
pub fn circular_en_passant_exposes_king(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let Some(target) = field(&position, 4).filter(|f| *f != "-") else {
        return;
    };
    let pawn = if field(&position, 2) == Some("w") {
        'P'
    } else {
        'p'
    };
    for file in 'a'..='i' {
        for rank in 1..=8 {
            let from = format!("{file}{rank}");
            if cell(&position, &from).is_some_and(|c| c.starts_with(pawn)) {
                add_if_refused_by(
                    seen.game,
                    answer,
                    &format!("{from}{target}"),
                    "circular/10.6",
                );
            }
        }
    }
}
