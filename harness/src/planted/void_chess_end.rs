//! The planted Void Chess bugs of the King, castling, the special moves and the end of the game
//! (Articles 7 to 9): the oracle with one deviation each.

use super::board::{fields, Board};
use super::bug::{bug, Planted, Seen};
use super::deviate::{self, add_if_refused_by, end_as, piece_count, set_status};
use crate::engines::engine::Answer;

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
    bug(
        "thirty-move-count-ignores-pawns",
        &["void-chess/9.6"],
        "only captures restart the thirty-move count: a Pawn move does not",
        thirty_move_count_ignores_pawns,
    ),
    bug(
        "unstable-king-not-forced",
        &["void-chess/7.2"],
        "a King on an unstable tile at the start of the turn does not oblige the player to move it",
        deviate::forgets_its_rule,
    ),
    bug(
        "no-minister-promotion",
        &["void-chess/8.3"],
        "a Pawn may not promote to a Minister",
        no_minister_promotion,
    ),
    bug(
        "bare-kings-play-on",
        &["void-chess/9.7"],
        "two bare Kings are not a draw: the game goes on",
        deviate::misses_its_end,
    ),
];

fn void_trap_is_stalemate(seen: &Seen, answer: &mut Answer) {
    end_as(seen, answer, "draw");
}
fn fortress_missed(seen: &Seen, answer: &mut Answer) {
    if seen.status_clause().starts_with("void-chess/9.8") {
        set_status(answer, "ongoing");
    }
}
fn thirty_move_one_late(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    if seen.ended_by_its_clause() && fields(&position).get(4) == Some(&"60") {
        set_status(answer, "ongoing");
    }
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

fn thirty_move_count_ignores_pawns(seen: &Seen, answer: &mut Answer) {
    // The count restarted by captures only, over the game's positions (a capture removes a piece).
    let positions = seen.game.positions();
    let start: u32 = fields(&positions[0])
        .get(4)
        .and_then(|h| h.parse().ok())
        .unwrap_or(0);
    let count = positions.windows(2).fold(start, |n, w| {
        if piece_count(&w[1], 0) < piece_count(&w[0], 0) {
            0
        } else {
            n + 1
        }
    });
    let Some(position) = answer.position.clone() else {
        return;
    };
    let mut f: Vec<String> = fields(&position).iter().map(|s| s.to_string()).collect();
    if f.len() > 4 {
        f[4] = count.to_string();
        answer.position = Some(f.join(" "));
    }
    if count >= 60 && !seen.over() {
        set_status(answer, "draw");
    }
}

fn no_minister_promotion(_: &Seen, answer: &mut Answer) {
    answer.moves.retain(|m| !(m.len() == 5 && m.ends_with('m')));
}
