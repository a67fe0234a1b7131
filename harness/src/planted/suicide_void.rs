//! The planted Suicide Void Chess bugs: the oracle with one deviation each.

use super::board::{fields, is_white, squares, Board};
use super::bug::{bug, Planted, Seen};
use super::deviate::{self, end_as, set_status};
use crate::engines::engine::Answer;

pub const BUGS: &[Planted] = &[
    bug(
        "stalemated-side-wins",
        &["suicide-void/B.9"],
        "on stalemate the stalemated side wins, as in lichess Antichess",
        stalemated_side_wins,
    ),
    bug(
        "double-step-over-void",
        &["suicide-void/S.4"],
        "a Pawn's two-square advance may pass over the void (S.4 checked on the landing square only)",
        double_step_over_void,
    ),
    bug(
        "en-passant-square-not-freed",
        &["suicide-void/S.5"],
        "after en passant the void may not go to the taken Pawn's square (only the capture's destination is freed)",
        en_passant_square_not_freed,
    ),
    bug(
        "no-king-promotion",
        &["suicide-void/P.2"],
        "no promotion to a King",
        no_king_promotion,
    ),
    bug(
        "last-capture-skips-relocation",
        &["suicide-void/S.5"],
        "the capture that takes the last piece skips the void's relocation (S.5 read with an exception)",
        last_capture_skips_relocation,
    ),
    bug(
        "capture-not-compulsory",
        &["suicide-void/B.6"],
        "capturing is not compulsory: the other moves stay legal when a capture is possible",
        deviate::forgets_its_rule,
    ),
    bug(
        "lands-on-the-void",
        &["suicide-void/S.3"],
        "a piece may land on the void square",
        deviate::forgets_its_rule,
    ),
    bug(
        "losing-all-pieces-loses",
        &["suicide-void/B.8"],
        "the first player to lose all pieces loses (as in chess), instead of winning",
        losing_all_pieces_loses,
    ),
];

fn stalemated_side_wins(seen: &Seen, answer: &mut Answer) {
    end_as(seen, answer, &format!("{}-wins", seen.game.side_to_move()));
}

fn double_step_over_void(seen: &Seen, answer: &mut Answer) {
    if seen.over() || answer.moves.iter().any(|m| m.len() > 4 && m.contains('@')) {
        return;
    }
    let position = seen.position();
    let f = fields(&position);
    let board = Board::parse(f[0]);
    let void = f.get(6).copied().unwrap_or("-");
    let (pawn, home, dir) = if f[1] == "w" {
        ('P', 2i32, 1i32)
    } else {
        ('p', 7, -1)
    };
    for file in 'a'..='h' {
        let from = format!("{file}{home}");
        let over_sq = format!("{file}{}", home + dir);
        let to = format!("{file}{}", home + 2 * dir);
        if board.at(&from) == Some(pawn) && over_sq == void && board.at(&to) == Some('.') {
            answer.moves.push(format!("{from}{to}"));
        }
    }
    answer.moves.sort();
}

fn en_passant_square_not_freed(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let board = Board::parse(fields(&position)[0]);
    answer.moves.retain(|m| {
        let sq = squares(m);
        let Some(relocation) = m.split('@').nth(1) else {
            return true;
        };
        if sq.len() < 2 {
            return true;
        }
        let (from, to) = (&sq[0], &sq[1]);
        let en_passant = board.at(from).is_some_and(|p| p.eq_ignore_ascii_case(&'p'))
            && from.as_bytes()[0] != to.as_bytes()[0]
            && board.at(to) == Some('.');
        let taken = format!("{}{}", &to[..1], &from[1..]);
        !(en_passant && relocation == taken)
    });
}

fn no_king_promotion(_: &Seen, answer: &mut Answer) {
    answer
        .moves
        .retain(|m| m.split('@').next().is_none_or(|b| !b.ends_with('k')));
}

fn last_capture_skips_relocation(seen: &Seen, answer: &mut Answer) {
    let position = seen.position();
    let f = fields(&position);
    let board = Board::parse(f[0]);
    let white = f[1] == "w";
    let theirs = board.count(|c| c != '.' && is_white(c) != white);
    if theirs != 1 {
        return;
    }
    let mut moves: Vec<String> = Vec::new();
    for m in &answer.moves {
        let sq = squares(m);
        let takes_last = sq.len() >= 2
            && board
                .at(&sq[1])
                .is_some_and(|p| p != '.' && is_white(p) != white);
        let m = if takes_last {
            m.split('@').next().unwrap_or(m).to_string()
        } else {
            m.clone()
        };
        if !moves.contains(&m) {
            moves.push(m);
        }
    }
    moves.sort();
    answer.moves = moves;
}

fn losing_all_pieces_loses(seen: &Seen, answer: &mut Answer) {
    if seen.ended_by_its_clause() {
        let word = answer
            .status
            .as_ref()
            .map(|(w, _)| w.clone())
            .unwrap_or_default();
        let flipped = match word.as_str() {
            "white-wins" => "black-wins",
            "black-wins" => "white-wins",
            _ => return,
        };
        set_status(answer, flipped);
    }
}
