//! The planted interaction bugs of Void Chess (see the table in `mod.rs`).

use super::last::{count_before_checkmate, field, miss_check_unless, set_status, with, Last};
use crate::engines::engine::Answer;
use crate::interactions::edit::cell;
use crate::planted::board::{edit_tiles, tiles, with_tiles, Board};
use crate::planted::bug::Seen;
use oracle::core::Verdict;

/// Every square of the 9x9 board.
fn squares() -> impl Iterator<Item = String> {
    (b'a'..=b'i').flat_map(|f| (1..=9).map(move |r| format!("{}{r}", f as char)))
}

/// The answer's position with the pieces the Janitor destroyed at the end of the last move put back on
/// their unstable tiles: the mover's pieces that stood on unstable tiles before it (other than on the
/// square it left) and whose tiles are void and empty now.
fn undo_the_janitor(seen: &Seen, last: &Last, answer: &mut Answer) {
    let now = seen.position();
    let (was, mut is) = (tiles(&last.before), tiles(&now));
    let mut position = now.clone();
    for sq in squares() {
        let Some(piece) = cell(&last.before, &sq) else {
            continue;
        };
        let mover = piece.starts_with(|c: char| c.is_ascii_uppercase()) == last.white();
        let destroyed = was.at(&sq) == Some('u')
            && is.at(&sq) == Some('v')
            && sq != last.from
            && !piece.is_empty()
            && mover
            && cell(&now, &sq).is_some_and(|c| c.is_empty());
        if destroyed {
            is.set(&sq, 'u');
            position = with(&position, &sq, &piece).unwrap_or(position);
        }
    }
    if position != now {
        answer.position = Some(with_tiles(&position, &is));
    }
}

pub fn en_passant_skips_the_janitor(seen: &Seen, answer: &mut Answer) {
    if let Some(last) = Last::of(seen).filter(Last::en_passant) {
        undo_the_janitor(seen, &last, answer);
    }
}

pub fn castling_skips_the_janitor(seen: &Seen, answer: &mut Answer) {
    if let Some(last) = Last::of(seen).filter(Last::castling) {
        undo_the_janitor(seen, &last, answer);
    }
}

/// Sets one tile of the answer's position.
fn set_tile(seen: &Seen, answer: &mut Answer, sq: &str, state: char) {
    answer.position = Some(edit_tiles(&seen.position(), |t| t.set(sq, state)));
}

pub fn promotion_capture_leaves_tile_normal(seen: &Seen, answer: &mut Answer) {
    if let Some(last) = Last::of(seen).filter(|l| l.promotes() && !l.target.is_empty()) {
        set_tile(seen, answer, &last.to, '.');
    }
}

pub fn king_step_leaves_tile_normal(seen: &Seen, answer: &mut Answer) {
    let Some(last) = Last::of(seen) else { return };
    if last.kind() == 'k' && !last.castling() && tiles(&last.before).at(&last.from) == Some('u') {
        set_tile(seen, answer, &last.from, '.');
    }
}

/// With a piece of the side to move on an unstable tile (the Janitor's business), every move of a piece
/// to any square that the oracle refuses only because of the Janitor (its sentence names it) is listed.
pub fn legality_before_the_janitor(seen: &Seen, answer: &mut Answer) {
    if seen.over() {
        return;
    }
    let position = seen.position();
    let white = field(&position, 1) == Some("w");
    let t = tiles(&position);
    let board = Board::parse(field(&position, 0).unwrap_or(""));
    let ours = |sq: &str| {
        board
            .at(sq)
            .is_some_and(|p| p != '.' && p.is_ascii_uppercase() == white)
    };
    if !squares().any(|sq| ours(&sq) && t.at(&sq) == Some('u')) {
        return;
    }
    for from in squares().filter(|sq| ours(sq)) {
        for to in squares() {
            let mv = format!("{from}{to}");
            if let Verdict::Refused(r) = seen.game.explain(&mv) {
                if r.clause.id() == "void-chess/10.1"
                    && r.message.contains("Janitor")
                    && !answer.moves.contains(&mv)
                {
                    answer.moves.push(mv);
                }
            }
        }
    }
    answer.moves.sort();
}

pub fn healed_void_check_missed(seen: &Seen, answer: &mut Answer) {
    let Some(last) = Last::of(seen) else { return };
    let squares: Vec<&str> = crate::expectations::squares_of(&last.mv);
    let [_, via, _] = squares.as_slice() else {
        return;
    };
    if last.kind() != 'm' || tiles(&last.before).at(via) != Some('v') {
        return;
    }
    let position = edit_tiles(&seen.position(), |t| t.set(via, 'v'));
    miss_check_unless(seen, answer, Some(position));
}

pub fn thirty_moves_before_checkmate(seen: &Seen, answer: &mut Answer) {
    count_before_checkmate(seen, answer, "void-chess/9.1", 60, "void-chess/9.6");
}

pub fn bare_kings_before_stalemate(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let board = Board::parse(field(&position, 0).unwrap_or(""));
    if seen.status_clause() == "void-chess/9.4"
        && board.count(|c| c != '.' && c != 'k' && c != 'K') == 0
    {
        set_status(answer, "draw", "void-chess/9.7");
    }
}

pub fn checkmate_before_king_destroyed(seen: &Seen, answer: &mut Answer) {
    if seen.status_clause() == "void-chess/9.2" && seen.game.in_check() {
        let word = seen.game.status().word();
        set_status(answer, &word, "void-chess/9.1");
    }
}
