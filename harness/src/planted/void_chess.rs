//! The planted Void Chess bugs of the pieces and the tiles (Articles 2 to 6): the oracle with one
//! deviation each. The bugs of the King, castling, the special moves and the end are in
//! `void_chess_end.rs`.

use super::board::{edit_tiles, fields, is_white, squares, tiles, with_tiles, Board};
use super::bug::{bug, Planted, Seen};
use super::deviate::add_if_refused_by;
use crate::engines::engine::Answer;
use oracle::core::grid::KNIGHT_LEAPS;
use oracle::void_chess::s01_board::BOARD;

pub const BUGS: &[Planted] = &[
    bug(
        "en-passant-leaves-tile-normal",
        &["void-chess/5.3"],
        "an en passant capture leaves its landing square Normal (the Pawn landed on an empty square)",
        en_passant_leaves_tile_normal,
    ),
    bug(
        "minister-capture-keeps-unstable",
        &["void-chess/5.2"],
        "a Minister capturing on an unstable tile leaves it unstable (5.1 applied over 5.2's healing)",
        minister_capture_keeps_unstable,
    ),
    bug(
        "minister-avoids-void-step",
        &["void-chess/4.2.1", "void-chess/2.4"],
        "the Minister may not take Step 1 onto a void tile (2.4's void rule applied to it too)",
        minister_avoids_void_step,
    ),
    bug(
        "tiles-never-written",
        &["void-chess/5.1", "void-chess/2.5"],
        "the position text always says every tile is Normal (its tiles field is `-`)",
        tiles_never_written,
    ),
    bug(
        "en-passant-unstable-on-taken-square",
        &["void-chess/5.3"],
        "after en passant the square of the taken Pawn turns unstable instead of the square the capturing Pawn lands on",
        en_passant_unstable_on_taken_square,
    ),
    bug(
        "minister-step-one-not-healed",
        &["void-chess/4.6"],
        "a Minister's two-step move heals only the tile it ends on, not the unstable or void tile of its Step 1",
        minister_step_one_not_healed,
    ),
    bug(
        "knight-lands-on-void",
        &["void-chess/3.5"],
        "a Knight may land on a void tile (it jumps over voids, so the engine lets it land there too)",
        knight_lands_on_void,
    ),
    bug(
        "minister-destroyed-by-janitor",
        &["void-chess/4.7"],
        "the Janitor destroys a Minister left on an unstable tile like any other piece",
        minister_destroyed_by_janitor,
    ),
];

/// The last move's piece, from and to squares and what stood on the target, read off the position
/// before it (the position before it first); `None` at the start.
pub(super) fn last_move(seen: &Seen) -> Option<(String, char, String, String, char)> {
    let (prev, last) = seen.before?;
    let prev_pos = prev.position();
    let prev_board = Board::parse(fields(&prev_pos)[0]);
    let sq = squares(last);
    let (from, to) = (sq.first()?.clone(), sq.last()?.clone());
    let piece = prev_board.at(&from).unwrap_or('.');
    let target = prev_board.at(&to).unwrap_or('.');
    Some((prev_pos, piece, from, to, target))
}
fn en_passant_leaves_tile_normal(seen: &Seen, answer: &mut Answer) {
    let Some((_, piece, from, to, target)) = last_move(seen) else {
        return;
    };
    let en_passant =
        piece.eq_ignore_ascii_case(&'p') && from.as_bytes()[0] != to.as_bytes()[0] && target == '.';
    if en_passant {
        answer.position = Some(edit_tiles(&seen.position(), |t| t.set(&to, '.')));
    }
}
fn minister_capture_keeps_unstable(seen: &Seen, answer: &mut Answer) {
    let Some((prev_pos, piece, _, to, target)) = last_move(seen) else {
        return;
    };
    let was_unstable = tiles(&prev_pos).at(&to) == Some('u');
    if piece.eq_ignore_ascii_case(&'m') && target != '.' && was_unstable {
        answer.position = Some(edit_tiles(&seen.position(), |t| t.set(&to, 'u')));
    }
}
fn minister_avoids_void_step(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let f = fields(&position);
    let board = Board::parse(f[0]);
    let t = tiles(&position);
    let white = f[1] == "w";
    answer.moves.retain(|m| {
        let sq = squares(m);
        let minister = board
            .at(&sq[0])
            .is_some_and(|p| p.eq_ignore_ascii_case(&'m') && is_white(p) == white);
        !(minister && sq.len() >= 2 && t.at(&sq[1]) == Some('v'))
    });
}
fn tiles_never_written(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let mut f: Vec<&str> = fields(&position);
    if f.len() == 7 {
        f[6] = "-";
        answer.position = Some(f.join(" "));
    }
}

fn en_passant_unstable_on_taken_square(seen: &Seen, answer: &mut Answer) {
    let Some((_, piece, from, to, target)) = last_move(seen) else {
        return;
    };
    if piece.eq_ignore_ascii_case(&'p') && from[..1] != to[..1] && target == '.' {
        let taken = format!("{}{}", &to[..1], &from[1..]);
        answer.position = Some(edit_tiles(&seen.position(), |t| {
            t.set(&to, '.');
            t.set(&taken, 'u');
        }));
    }
}

fn minister_step_one_not_healed(seen: &Seen, answer: &mut Answer) {
    let (Some((prev_pos, piece, _, _, _)), Some((_, last))) = (last_move(seen), seen.before) else {
        return;
    };
    let sq = squares(last);
    if !piece.eq_ignore_ascii_case(&'m') || sq.len() != 3 {
        return;
    }
    if let Some(state @ ('u' | 'v')) = tiles(&prev_pos).at(&sq[1]) {
        answer.position = Some(edit_tiles(&seen.position(), |t| t.set(&sq[1], state)));
    }
}

fn knight_lands_on_void(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let f = fields(&position);
    let board = Board::parse(f[0]);
    let t = tiles(&position);
    let knight = if f[1] == "w" { 'N' } else { 'n' };
    for from in BOARD.squares() {
        if board.at(&BOARD.name(from)) != Some(knight) {
            continue;
        }
        for to in KNIGHT_LEAPS
            .iter()
            .filter_map(|&leap| BOARD.offset(from, leap))
        {
            if t.at(&BOARD.name(to)) == Some('v') {
                let mv = format!("{}{}", BOARD.name(from), BOARD.name(to));
                add_if_refused_by(seen.game, answer, &mv, "void-chess/3.5");
            }
        }
    }
}

fn minister_destroyed_by_janitor(seen: &Seen, answer: &mut Answer) {
    let Some((_, _, _, arrival, _)) = last_move(seen) else {
        return;
    };
    let position = seen.position();
    let f = fields(&position);
    // The side that just moved is the one not to move now.
    let minister = if f[1] == "w" { 'm' } else { 'M' };
    let mut board = Board::parse(f[0]);
    let mut t = tiles(&position);
    let mut destroyed = false;
    for file in 'a'..='i' {
        for rank in 1..=9 {
            let sq = format!("{file}{rank}");
            if sq != arrival && board.at(&sq) == Some(minister) && t.at(&sq) == Some('u') {
                board.set(&sq, '.');
                t.set(&sq, 'v');
                destroyed = true;
            }
        }
    }
    if destroyed {
        let with = with_tiles(&position, &t);
        let mut out: Vec<&str> = fields(&with);
        let placement = board.write();
        out[0] = &placement;
        answer.position = Some(out.join(" "));
    }
}
