//! Why a move is refused: the most specific clause that forbids it.

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Move, Position, BOARD};
use super::s02_tiles::is_void;
use super::s03_movement::{forward, pawn_start_rank};
use super::s07_king::{in_check, must_move_the_king};
use super::s08_special::{
    castling_of, castling_refusal, en_passant_capture_square, promotion_rank,
};
use super::s10_legality::{king_safe_after, simulate};
use crate::clause;
use crate::core::grid::ALL_EIGHT;
use crate::core::{Clause, Rejection, Square};

fn reject(clause: Clause, message: impl Into<String>) -> Rejection {
    Rejection::new(clause, message)
}

fn name(sq: Square) -> String {
    BOARD.name(sq)
}

/// The rejection of a move that is not among the legal moves: the first rule it breaks, from the turn
/// (1.7) and 7.2, through the movement of its piece (Articles 3, 4, 8), to the King's safety (7.1, 3.1, 10.1).
pub fn why_illegal(pos: &Position, mv: &Move, interp: &VoidInterpretation) -> Rejection {
    let color = pos.side;
    let Some(piece) = pos.piece(mv.from) else {
        return reject(
            clause!("void-chess/1.7"),
            format!("there is no piece on {} to move", name(mv.from)),
        );
    };
    if piece.color != color {
        return reject(
            clause!("void-chess/1.7"),
            format!(
                "it is {color}'s turn, and {} holds a {}",
                name(mv.from),
                piece.name()
            ),
        );
    }
    if mv.from == mv.to && mv.via.is_none() {
        return reject(
            clause!("void-chess/1.7"),
            "a move must move a piece; passing is not permitted",
        );
    }
    if must_move_the_king(pos) && piece.kind != Kind::King {
        return reject(
            clause!("void-chess/7.2"),
            "the King stands on an unstable tile at the start of the turn: only the King may move",
        );
    }
    if mv.via.is_some() && piece.kind != Kind::Minister {
        return reject(
            clause!("void-chess/4.2"),
            format!(
                "only the Minister moves in two steps; {} holds a {}",
                name(mv.from),
                piece.name()
            ),
        );
    }
    if mv.promotion.is_some() && piece.kind != Kind::Pawn {
        return reject(clause!("void-chess/8.3"), "only a Pawn is promoted");
    }
    let movement = match piece.kind {
        Kind::King => king_movement(pos, mv, interp),
        Kind::Queen => line_movement(pos, mv, clause!("void-chess/3.2"), true, true, "Queen"),
        Kind::Rook => line_movement(pos, mv, clause!("void-chess/3.3"), true, false, "Rook"),
        Kind::Bishop => line_movement(pos, mv, clause!("void-chess/3.4"), false, true, "Bishop"),
        Kind::Knight => knight_movement(pos, mv),
        Kind::Minister => minister_movement(pos, mv),
        Kind::Pawn => pawn_movement(pos, mv),
    };
    if let Some(r) = movement {
        return r;
    }
    // The move is made as the movement rules allow; now the King's safety (Article 10).
    let bare = simulate(pos, mv, interp, false);
    if !king_safe_after(&bare.next, color) {
        return if piece.kind == Kind::King {
            reject(
                clause!("void-chess/3.1"),
                format!(
                    "the King may not move to {}, which is attacked",
                    name(mv.to)
                ),
            )
        } else if in_check(pos, color) {
            reject(
                clause!("void-chess/7.1"),
                "the King is in check and this move does not resolve it",
            )
        } else {
            reject(
                clause!("void-chess/10.1"),
                "the move would leave the King in check",
            )
        };
    }
    reject(
        clause!("void-chess/10.1"),
        "after the move the Void Janitor would destroy pieces and leave the King in check or destroyed (10.2)",
    )
}

fn king_movement(pos: &Position, mv: &Move, interp: &VoidInterpretation) -> Option<Rejection> {
    if let Some(c) = castling_of(pos, mv) {
        return castling_refusal(pos, pos.side, c.kingside, interp);
    }
    let df = (BOARD.file(mv.to) - BOARD.file(mv.from)).abs();
    let dr = (BOARD.rank(mv.to) - BOARD.rank(mv.from)).abs();
    if df.max(dr) != 1 {
        return Some(reject(
            clause!("void-chess/3.1"),
            "the King moves exactly one square (or castles from its home square, 8.1)",
        ));
    }
    if is_void(pos, mv.to) {
        return Some(reject(
            clause!("void-chess/7.4"),
            format!("the King may not move onto the void tile {}", name(mv.to)),
        ));
    }
    friendly_target(pos, mv, clause!("void-chess/3.1"))
}

fn friendly_target(pos: &Position, mv: &Move, clause: Clause) -> Option<Rejection> {
    pos.piece(mv.to).filter(|p| p.color == pos.side).map(|p| {
        reject(
            clause,
            format!("{} holds a friendly piece ({})", name(mv.to), p.name()),
        )
    })
}

fn line_movement(
    pos: &Position,
    mv: &Move,
    clause: Clause,
    straight: bool,
    diagonal: bool,
    piece: &str,
) -> Option<Rejection> {
    let df = BOARD.file(mv.to) - BOARD.file(mv.from);
    let dr = BOARD.rank(mv.to) - BOARD.rank(mv.from);
    let is_straight = df == 0 || dr == 0;
    let is_diagonal = df.abs() == dr.abs();
    if !((straight && is_straight) || (diagonal && is_diagonal)) {
        let lines = match (straight, diagonal) {
            (true, true) => "in a straight line horizontally, vertically or diagonally",
            (true, false) => "horizontally or vertically",
            _ => "diagonally",
        };
        return Some(reject(clause, format!("the {piece} moves {lines}")));
    }
    let step = (df.signum() as i8, dr.signum() as i8);
    let mut at = mv.from;
    while let Some(sq) = BOARD.offset(at, step) {
        if sq == mv.to {
            break;
        }
        if is_void(pos, sq) {
            return Some(reject(
                clause,
                format!(
                    "the {piece} may not pass through the void tile {} (2.4)",
                    name(sq)
                ),
            ));
        }
        if pos.piece(sq).is_some() {
            return Some(reject(
                clause,
                format!(
                    "the {piece} may not pass through {}, which is occupied",
                    name(sq)
                ),
            ));
        }
        at = sq;
    }
    if is_void(pos, mv.to) {
        return Some(reject(
            clause,
            format!(
                "the {piece} may not land on the void tile {} (2.4)",
                name(mv.to)
            ),
        ));
    }
    friendly_target(pos, mv, clause)
}

fn knight_movement(pos: &Position, mv: &Move) -> Option<Rejection> {
    let df = (BOARD.file(mv.to) - BOARD.file(mv.from)).abs();
    let dr = (BOARD.rank(mv.to) - BOARD.rank(mv.from)).abs();
    if !matches!((df, dr), (1, 2) | (2, 1)) {
        return Some(reject(
            clause!("void-chess/3.5"),
            "the Knight moves in an L",
        ));
    }
    if is_void(pos, mv.to) {
        return Some(reject(
            clause!("void-chess/3.5"),
            format!("the Knight may not land on the void tile {}", name(mv.to)),
        ));
    }
    friendly_target(pos, mv, clause!("void-chess/3.5"))
}

fn minister_movement(pos: &Position, mv: &Move) -> Option<Rejection> {
    let color = pos.side;
    let dist = |a: Square, b: Square| {
        (BOARD.file(a) - BOARD.file(b))
            .abs()
            .max((BOARD.rank(a) - BOARD.rank(b)).abs())
    };
    let blocked = ALL_EIGHT.iter().all(|&s| {
        BOARD
            .offset(mv.from, s)
            .is_none_or(|n| pos.piece(n).is_some_and(|p| p.color == color))
    });
    if blocked {
        return Some(reject(
            clause!("void-chess/4.8"),
            "every square next to the Minister holds a friendly piece: it has no move",
        ));
    }
    let step_one = mv.via.unwrap_or(mv.to);
    match (mv.via, dist(mv.from, mv.to)) {
        (None, 2) => {
            return Some(reject(
                clause!("void-chess/4.2"),
                format!(
                    "a two-step Minister move names its Step 1 square ({}<step 1>{})",
                    name(mv.from),
                    name(mv.to)
                ),
            ))
        }
        (None, d) if d > 2 => {
            return Some(reject(
                clause!("void-chess/4.5"),
                "the Minister reaches only the squares within two steps of it",
            ))
        }
        _ => {}
    }
    if dist(mv.from, step_one) != 1 {
        return Some(reject(
            clause!("void-chess/4.2.1"),
            "Step 1 of the Minister goes exactly one square",
        ));
    }
    if let Some(p) = pos.piece(step_one) {
        if p.color == color {
            return Some(reject(
                clause!("void-chess/4.2.1"),
                format!(
                    "Step 1 may not go to {}: a friendly piece stands there",
                    name(step_one)
                ),
            ));
        }
        if mv.via.is_some() {
            return Some(reject(
                clause!("void-chess/4.3"),
                format!(
                    "the Minister captures on {} in Step 1, which ends its move",
                    name(step_one)
                ),
            ));
        }
    }
    if mv.via.is_some() {
        if dist(step_one, mv.to) != 1 {
            return Some(reject(
                clause!("void-chess/4.2.2"),
                "Step 2 of the Minister goes exactly one square",
            ));
        }
        if mv.to == mv.from {
            return Some(reject(
                clause!("void-chess/4.2.2"),
                "Step 2 may not return to the Minister's original square",
            ));
        }
        if pos.piece(mv.to).is_some_and(|p| p.color == color) {
            return Some(reject(
                clause!("void-chess/4.4"),
                format!(
                    "Step 2 may not go to {}: a friendly piece stands there",
                    name(mv.to)
                ),
            ));
        }
    }
    None
}

fn pawn_movement(pos: &Position, mv: &Move) -> Option<Rejection> {
    let color = pos.side;
    let dir = forward(color) as i32;
    let df = BOARD.file(mv.to) - BOARD.file(mv.from);
    let dr = BOARD.rank(mv.to) - BOARD.rank(mv.from);
    let c36 = clause!("void-chess/3.6");
    if df == 0 && dr == dir {
        if is_void(pos, mv.to) {
            return Some(reject(
                c36,
                format!("a Pawn may not move onto the void tile {}", name(mv.to)),
            ));
        }
        if pos.piece(mv.to).is_some() {
            return Some(reject(
                c36,
                format!("{} is occupied; a Pawn captures diagonally", name(mv.to)),
            ));
        }
    } else if df == 0 && dr == 2 * dir {
        if BOARD.rank(mv.from) != pawn_start_rank(color) {
            return Some(reject(
                c36,
                "a Pawn advances two squares only from its starting rank",
            ));
        }
        let middle = BOARD
            .offset(mv.from, (0, dir as i8))
            .expect("between two squares");
        for sq in [middle, mv.to] {
            if is_void(pos, sq) {
                return Some(reject(
                    c36,
                    format!(
                        "a Pawn's two-square advance may not cross or land on the void tile {}",
                        name(sq)
                    ),
                ));
            }
            if pos.piece(sq).is_some() {
                return Some(reject(
                    c36,
                    format!("a Pawn's two-square advance needs {} empty", name(sq)),
                ));
            }
        }
    } else if df.abs() == 1 && dr == dir {
        if is_void(pos, mv.to) {
            return Some(reject(
                c36,
                format!("a Pawn may not capture onto the void tile {}", name(mv.to)),
            ));
        }
        match pos.piece(mv.to) {
            Some(p) if p.color == color => {
                return Some(reject(
                    c36,
                    format!("{} holds a friendly piece", name(mv.to)),
                ))
            }
            Some(_) => {}
            None if en_passant_capture_square(pos, mv.from, mv.to, color).is_some() => {}
            None => {
                let beside = BOARD.square(BOARD.file(mv.to), BOARD.rank(mv.from));
                let enemy_pawn_beside = beside
                    .and_then(|b| pos.piece(b))
                    .is_some_and(|p| p.color != color && p.kind == Kind::Pawn);
                return Some(if enemy_pawn_beside {
                    reject(
                        clause!("void-chess/8.2"),
                        "en passant is allowed only on the turn right after the enemy Pawn's two-square advance",
                    )
                } else {
                    reject(
                        c36,
                        format!(
                            "a Pawn moves diagonally only to capture, and {} is empty",
                            name(mv.to)
                        ),
                    )
                });
            }
        }
    } else {
        return Some(reject(c36, "a Pawn moves one square forward (two from its starting rank) or captures one square diagonally forward"));
    }
    let promotes = BOARD.rank(mv.to) == promotion_rank(color);
    match (promotes, mv.promotion) {
        (true, None) => Some(reject(
            clause!("void-chess/8.3"),
            "a Pawn reaching the last rank must be promoted (add q, r, b, n or m)",
        )),
        (false, Some(_)) => Some(reject(
            clause!("void-chess/8.3"),
            "a Pawn is promoted only on reaching the opponent's back rank",
        )),
        (true, Some(Kind::King | Kind::Pawn)) => Some(reject(
            clause!("void-chess/8.3"),
            "a Pawn promotes to a Queen, Rook, Bishop, Knight or Minister only",
        )),
        _ => None,
    }
}
