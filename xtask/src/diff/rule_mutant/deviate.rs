//! Where each planted bug rewrites the oracle's answer: the deviation of every [`RuleMutant`].

use super::board::*;
use super::RuleMutant;
use crate::diff::engine::{Answer, StatusScope};
use oracle::core::AnyGame;

/// The oracle's answer about a game's current position.
pub(super) fn oracle_answer(game: &dyn AnyGame) -> Answer {
    Answer {
        moves: game.legal_moves(),
        position: Some(game.position()),
        check: Some(game.in_check()),
        status: Some((game.status().word(), StatusScope::Full)),
        clause: game.status().clause.map(|c| c.to_string()),
    }
}

pub(super) fn set_status(answer: &mut Answer, word: &str) {
    answer.status = Some((word.to_string(), StatusScope::Full));
    answer.clause = None;
}

pub(super) fn clause(game: &dyn AnyGame) -> String {
    game.status()
        .clause
        .map(|c| c.to_string())
        .unwrap_or_default()
}

pub(super) fn other_side(side: &str) -> &'static str {
    if side == "white" {
        "black"
    } else {
        "white"
    }
}

/// Adds `mv` to the answer's moves when the oracle refuses it with clause `refused_by`.
pub(super) fn add_if_refused_by(
    game: &dyn AnyGame,
    answer: &mut Answer,
    mv: &str,
    refused_by: &str,
) {
    if let oracle::core::Verdict::Refused(rejection) = game.explain(mv) {
        if rejection.clause.to_string() == refused_by && !answer.moves.iter().any(|m| m == mv) {
            answer.moves.push(mv.to_string());
            answer.moves.sort();
        }
    }
}

impl RuleMutant {
    /// Rewrites the oracle's answer about `game` (reached from `before` by `last`).
    pub(super) fn deviate(
        self,
        game: &dyn AnyGame,
        before: Option<(&dyn AnyGame, &str)>,
        answer: &mut Answer,
    ) {
        use RuleMutant::*;
        let position = game.position();
        let f = fields(&position);
        let status = clause(game);
        let over = game.status().is_over();
        match self {
            VoidTrapIsStalemate => {
                if status == "void-chess/9.3" {
                    set_status(answer, "draw");
                }
            }
            FortressMissed => {
                if status.starts_with("void-chess/9.8") {
                    set_status(answer, "ongoing");
                }
            }
            ThirtyMoveOneLate => {
                if status == "void-chess/9.6" && f.get(4) == Some(&"60") {
                    set_status(answer, "ongoing");
                }
            }
            EnPassantLeavesTileNormal | MinisterCaptureKeepsUnstable => {
                let Some((prev, last)) = before else { return };
                let prev_pos = prev.position();
                let prev_board = Board::parse(fields(&prev_pos)[0]);
                let sq = squares(last);
                let (Some(from), Some(to)) = (sq.first(), sq.last()) else {
                    return;
                };
                let piece = prev_board.at(from).unwrap_or('.');
                let target = prev_board.at(to).unwrap_or('.');
                let mut t = tiles(&position);
                if self == EnPassantLeavesTileNormal {
                    let en_passant = piece.eq_ignore_ascii_case(&'p')
                        && from.as_bytes()[0] != to.as_bytes()[0]
                        && target == '.';
                    if en_passant {
                        t.set(to, '.');
                        answer.position = Some(with_tiles(&position, &t));
                    }
                } else {
                    let was_unstable = tiles(&prev_pos).at(to) == Some('u');
                    if piece.eq_ignore_ascii_case(&'m') && target != '.' && was_unstable {
                        t.set(to, 'u');
                        answer.position = Some(with_tiles(&position, &t));
                    }
                }
            }
            MinisterAvoidsVoidStep => {
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
            CastlingOverVoid => {
                if over {
                    return;
                }
                let board = Board::parse(f[0]);
                let rank = if f[1] == "w" { 1 } else { 9 };
                for (to, between) in [("g", "fgh"), ("c", "bcd")] {
                    let clear = between
                        .chars()
                        .all(|c| board.at(&format!("{c}{rank}")) == Some('.'));
                    if clear {
                        let mv = format!("e{rank}{to}{rank}");
                        add_if_refused_by(game, answer, &mv, "void-chess/8.1.2");
                    }
                }
            }
            RepetitionIgnoresCastlingRights => {
                if over {
                    return;
                }
                // Placement, side, en passant and tiles: all of 9.5's terms but the castling rights.
                let key = |p: &str| {
                    let f = fields(p);
                    [f[0], f[1], f[3], f.get(6).copied().unwrap_or("-")].join(" ")
                };
                let now = key(&position);
                let seen = game.positions().iter().filter(|p| key(p) == now).count();
                if seen >= 3 {
                    set_status(answer, "draw");
                }
            }
            StalematedSideWins => {
                if status == "suicide-void/B.9" {
                    set_status(answer, &format!("{}-wins", game.side_to_move()));
                }
            }
            DoubleStepOverVoid => {
                if over || answer.moves.iter().any(|m| m.len() > 4 && m.contains('@')) {
                    return;
                }
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
                    if board.at(&from) == Some(pawn)
                        && over_sq == void
                        && board.at(&to) == Some('.')
                    {
                        answer.moves.push(format!("{from}{to}"));
                    }
                }
                answer.moves.sort();
            }
            EnPassantSquareNotFreed => {
                let board = Board::parse(f[0]);
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
            NoKingPromotion => {
                answer
                    .moves
                    .retain(|m| m.split('@').next().is_none_or(|b| !b.ends_with('k')));
            }
            LastCaptureSkipsRelocation => {
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
            TallyEndsAt79 => {
                if !over && f.get(2) == Some(&"79") {
                    set_status(answer, "undecided");
                }
            }
            CaptureOnTurn80Ends => {
                let Some((prev, _)) = before else { return };
                let prev_pos = prev.position();
                if !over && fields(&prev_pos).get(2) == Some(&"79") && f.get(2) == Some(&"0") {
                    set_status(answer, "undecided");
                }
            }
            PassNotCounted => {
                let Some((prev, last)) = before else { return };
                if last != "pass" {
                    return;
                }
                let prev_pos = prev.position();
                let mut out: Vec<String> = f.iter().map(|s| s.to_string()).collect();
                out[2] = fields(&prev_pos)[2].to_string();
                answer.position = Some(out.join(" "));
            }
            DivideAndConquerSouthOnly => {
                if status == "minnaar/7.2" && Board::parse(f[0]).count(|c| c == 'S') > 0 {
                    set_status(answer, "ongoing");
                }
            }
            EmptyArmyCannotPass => {
                let board = Board::parse(f[0]);
                let army: &[char] = match f[1] {
                    "white-establishment" => &['K', 'Q', 'R', 'B', 'N'],
                    "black-establishment" => &['k', 'q', 'r', 'b', 'n'],
                    _ => return,
                };
                if !over && board.count(|c| army.contains(&c)) == 0 {
                    answer.moves.clear();
                }
            }
            KingCannotCrossCentre => {
                let board = Board::parse(f[1]);
                let white = f[2] == "w";
                let king = if white { 'K' } else { 'k' };
                answer.moves.retain(|m| {
                    let sq = squares(m);
                    if sq.is_empty() {
                        return true;
                    }
                    let crosses = matches!(
                        (rank_of(&sq[0]), rank_of(&sq[sq.len() - 1])),
                        (4, 5) | (5, 4)
                    );
                    !(crosses && board.at(&sq[0]) == Some(king))
                });
            }
            CastlingOverAttackedArc => {
                if over {
                    return;
                }
                let board = Board::parse(f[1]);
                let white = f[2] == "w";
                let king = if white { 'K' } else { 'k' };
                for rank in [1, 8] {
                    let from = format!("e{rank}");
                    if board.at(&from) != Some(king) {
                        continue;
                    }
                    for to in ["g", "c"] {
                        let mv = format!("{from}{to}{rank}");
                        add_if_refused_by(game, answer, &mv, "circular/11.1");
                    }
                }
            }
            StalemateLoses => {
                if status == "circular/14.2" {
                    set_status(answer, &format!("{}-wins", other_side(game.side_to_move())));
                }
            }
            FiftyMovesAutomatic => {
                if !over && f.get(5).and_then(|h| h.parse::<u32>().ok()) >= Some(100) {
                    set_status(answer, "draw");
                }
            }
            NoPromotionOnOwnFirstRank => {
                let white = f[2] == "w";
                let own_first = if white { 1 } else { 8 };
                answer.moves.retain(|m| {
                    let sq = squares(m);
                    let promotes = m.len() > 4 && !m.ends_with(char::is_numeric);
                    !(promotes && sq.len() == 2 && rank_of(&sq[1]) == own_first)
                });
            }
        }
    }
}
