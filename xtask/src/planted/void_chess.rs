//! The planted Void Chess bugs: the oracle with one deviation each.

use super::board::{fields, is_white, squares, tiles, with_tiles, Board};
use super::deviate::{add_if_refused_by, set_status};
use super::{Deviation, Kind, Planted, Seen};
use crate::diff::engine::Answer;

const fn bug(
    name: &'static str,
    clauses: &'static [&'static str],
    description: &'static str,
    f: fn(&Seen, &mut Answer),
) -> Planted {
    Planted {
        name,
        ruleset: "void-chess",
        kind: Kind::Rule,
        clauses,
        description,
        deviation: Deviation::Oracle(f),
    }
}

pub const BUGS: &[Planted] = &[
    bug(
        "void-trap-is-stalemate",
        &["void-chess/9.3"],
        "a void trap (9.3) is called a stalemate draw (9.4)",
        void_trap_is_stalemate,
    ),
    bug(
        "fortress-missed",
        &["void-chess/9.8"],
        "the Void Fortress draw (9.8) is never declared",
        fortress_missed,
    ),
    bug(
        "thirty-move-one-late",
        &["void-chess/9.6"],
        "the thirty-move rule draws one half-move late: at 61, not 60",
        thirty_move_one_late,
    ),
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
        "castling-over-void",
        &["void-chess/8.1.2"],
        "castling is allowed over a void tile between King and Rook (8.1.2 checked for pieces only)",
        castling_over_void,
    ),
    bug(
        "repetition-ignores-castling-rights",
        &["void-chess/9.5"],
        "threefold repetition ignores the castling rights (a King that stepped out and back repeats)",
        repetition_ignores_castling_rights,
    ),
    bug(
        "void-never-castles",
        &["void-chess/8.1", "void-chess/8.1.5"],
        "castling is never generated",
        void_never_castles,
    ),
];

fn void_trap_is_stalemate(seen: &Seen, answer: &mut Answer) {
    if seen.status_clause() == "void-chess/9.3" {
        set_status(answer, "draw");
    }
}

fn fortress_missed(seen: &Seen, answer: &mut Answer) {
    if seen.status_clause().starts_with("void-chess/9.8") {
        set_status(answer, "ongoing");
    }
}

fn thirty_move_one_late(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    if seen.status_clause() == "void-chess/9.6" && fields(&position).get(4) == Some(&"60") {
        set_status(answer, "ongoing");
    }
}

/// The last move's piece, from and to squares and what stood on the target, read off the position
/// before it; `None` at the start.
fn last_move(seen: &Seen) -> Option<(String, char, String, String, char)> {
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
        let position = seen.position();
        let mut t = tiles(&position);
        t.set(&to, '.');
        answer.position = Some(with_tiles(&position, &t));
    }
}

fn minister_capture_keeps_unstable(seen: &Seen, answer: &mut Answer) {
    let Some((prev_pos, piece, _, to, target)) = last_move(seen) else {
        return;
    };
    let was_unstable = tiles(&prev_pos).at(&to) == Some('u');
    if piece.eq_ignore_ascii_case(&'m') && target != '.' && was_unstable {
        let position = seen.position();
        let mut t = tiles(&position);
        t.set(&to, 'u');
        answer.position = Some(with_tiles(&position, &t));
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

fn castling_over_void(seen: &Seen, answer: &mut Answer) {
    if seen.over() {
        return;
    }
    let position = seen.position();
    let f = fields(&position);
    let board = Board::parse(f[0]);
    let rank = if f[1] == "w" { 1 } else { 9 };
    for (to, between) in [("g", "fgh"), ("c", "bcd")] {
        let clear = between
            .chars()
            .all(|c| board.at(&format!("{c}{rank}")) == Some('.'));
        if clear {
            let mv = format!("e{rank}{to}{rank}");
            add_if_refused_by(seen.game, answer, &mv, "void-chess/8.1.2");
        }
    }
}

fn repetition_ignores_castling_rights(seen: &Seen, answer: &mut Answer) {
    if seen.over() {
        return;
    }
    // Placement, side, en passant and tiles: all of 9.5's terms but the castling rights.
    let key = |p: &str| {
        let f = fields(p);
        [f[0], f[1], f[3], f.get(6).copied().unwrap_or("-")].join(" ")
    };
    let now = key(&seen.position());
    let seen_before = seen
        .game
        .positions()
        .iter()
        .filter(|p| key(p) == now)
        .count();
    if seen_before >= 3 {
        set_status(answer, "draw");
    }
}

fn void_never_castles(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let f = fields(&position);
    let board = Board::parse(f[0]);
    let (king, rank) = if f[1] == "w" { ('K', 1) } else { ('k', 9) };
    let castling = [format!("e{rank}g{rank}"), format!("e{rank}c{rank}")];
    if board.at(&format!("e{rank}")) == Some(king) {
        answer.moves.retain(|m| !castling.contains(m));
    }
}
