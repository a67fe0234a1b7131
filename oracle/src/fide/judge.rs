//! Deciding a coordinate move: the legal move it names, or the clause that refuses it.

use super::moves::Move;
use super::notation::{CoordinateMove, SanMove};
use super::s01_board::{color_index, file_of, rank_of, square_name, Kind, Piece, Position};
use super::s02_pieces::{forward, starting_rank, KING_TARGETS};
use super::s03_special::geometric_moves;
use super::s03_special::{castling_king_target, castling_refusal, king_home, promotion_rank};
use super::s04_check::{checkers, king_in_check, leaves_king_safe};
use crate::clause;
use crate::core::{Clause, OracleError, Rejection, Verdict};

fn refuse(clause: Clause, message: impl Into<String>) -> Result<Move, Rejection> {
    Err(Rejection::new(clause, message))
}

/// The legal move `cm` names in `pos`, or why the rules refuse it.
pub fn judge(pos: &Position, cm: &CoordinateMove) -> Result<Move, Rejection> {
    let (from, to) = (square_name(cm.from), square_name(cm.to));
    let us = pos.side;
    let Some(piece) = pos.board[cm.from as usize] else {
        return refuse(clause!("fide/2"), format!("there is no piece on {from}"));
    };
    if piece.color != us {
        return refuse(
            clause!("fide/2"),
            format!(
                "the piece on {from} is {}'s, and {us} is to move",
                piece.color
            ),
        );
    }
    let promotion = match cm.promotion {
        None => None,
        Some(c) => match c {
            'q' => Some(Kind::Queen),
            'r' => Some(Kind::Rook),
            'b' => Some(Kind::Bishop),
            'n' => Some(Kind::Knight),
            _ => {
                return refuse(
                    clause!("fide/3.3.1"),
                    format!("`{c}` is not a promotion choice: a Pawn becomes a Queen (q), Rook (r), Bishop (b) or Knight (n)"),
                )
            }
        },
    };

    // Castling is the King's two-square move from its start square.
    if piece.kind == Kind::King && cm.from == king_home(us) {
        for kingside in [true, false] {
            if cm.to == castling_king_target(us, kingside) {
                if let Some((clause, why)) = castling_refusal(pos, kingside) {
                    return Err(Rejection::new(
                        clause,
                        format!("castling {from}{to} is not allowed: {why}"),
                    ));
                }
            }
        }
    }

    let mut candidates = Vec::new();
    geometric_moves(pos, &mut candidates);
    candidates.retain(|m| m.from == cm.from && m.to == cm.to);
    if candidates.is_empty() {
        return Err(geometry_refusal(pos, cm, piece.kind));
    }
    let needs_promotion = candidates.iter().any(|m| m.promotion.is_some());
    let Some(mv) = candidates.into_iter().find(|m| m.promotion == promotion) else {
        return if needs_promotion {
            refuse(
                clause!("fide/3.3.1"),
                format!("a Pawn reaching {to} must be converted: add q, r, b or n ({from}{to}q)"),
            )
        } else {
            refuse(
                clause!("fide/3.3.1"),
                format!(
                    "only a Pawn reaching its eighth rank is promoted; {from}{to} is not such a move"
                ),
            )
        };
    };
    if leaves_king_safe(pos, &mv) {
        return Ok(mv);
    }
    // The geometry allows the move, but the mover's King would be attacked afterwards.
    if piece.kind == Kind::King {
        let their_king = pos.kings[color_index(us.opponent())];
        if KING_TARGETS[their_king as usize].squares().contains(&cm.to) {
            return refuse(
                clause!("fide/2.1.3"),
                format!("the King may not move to {to}, next to the opposing King"),
            );
        }
        return refuse(
            clause!("fide/2.1.2"),
            format!("the King may not move to {to}: it is attacked by an enemy piece"),
        );
    }
    if king_in_check(pos, us) {
        if checkers(pos, us).len() >= 2 {
            return refuse(
                clause!("fide/4.2.2"),
                "the King is in double check: only a King move can answer it",
            );
        }
        return refuse(
            clause!("fide/4.1.2"),
            format!("{from}{to} does not eliminate the check on the King"),
        );
    }
    refuse(
        clause!("fide/2.1.2"),
        format!("{from}{to} would leave the King attacked (moving into check is illegal)"),
    )
}

/// Why the piece on `cm.from` cannot go to `cm.to` by its geometry (section 2, or 3.2 for en passant).
fn geometry_refusal(pos: &Position, cm: &CoordinateMove, kind: Kind) -> Rejection {
    let (from, to) = (square_name(cm.from), square_name(cm.to));
    let us = pos.side;
    let df = file_of(cm.to) - file_of(cm.from);
    let dr = rank_of(cm.to) - rank_of(cm.from);
    let target = pos.board[cm.to as usize];
    let own_target = target.is_some_and(|p| p.color == us);
    let straight = df == 0 || dr == 0;
    let diagonal = df.abs() == dr.abs();
    let reject = |clause: Clause, why: String| Rejection::new(clause, why);
    match kind {
        Kind::King => reject(
            clause!("fide/2.1.1"),
            if own_target {
                format!("the King cannot move onto its own piece on {to}")
            } else {
                format!("the King moves exactly one square; {from}{to} is not such a move")
            },
        ),
        Kind::Knight => reject(
            clause!("fide/2.5.1"),
            if own_target {
                format!("the Knight cannot move onto its own piece on {to}")
            } else {
                format!("the Knight moves in an L-shape; {from}{to} is not one")
            },
        ),
        Kind::Queen | Kind::Rook | Kind::Bishop => {
            let (on_line, moves, leaps) = match kind {
                Kind::Queen => (
                    (straight || diagonal) && cm.from != cm.to,
                    clause!("fide/2.2.1"),
                    clause!("fide/2.2.2"),
                ),
                Kind::Rook => (
                    straight && cm.from != cm.to,
                    clause!("fide/2.3.1"),
                    clause!("fide/2.3.2"),
                ),
                _ => (
                    diagonal && cm.from != cm.to,
                    clause!("fide/2.4.1"),
                    clause!("fide/2.4.3"),
                ),
            };
            let name = kind.name();
            if !on_line {
                reject(
                    moves,
                    format!("the {name} cannot move from {from} to {to}: not along its lines"),
                )
            } else if own_target {
                reject(
                    moves,
                    format!("the {name} cannot move onto its own piece on {to}"),
                )
            } else {
                reject(
                    leaps,
                    format!("the {name} cannot leap over the pieces between {from} and {to}"),
                )
            }
        }
        Kind::Pawn => pawn_refusal(pos, cm, df, dr * forward(us)),
    }
}

fn pawn_refusal(pos: &Position, cm: &CoordinateMove, df: i8, ahead: i8) -> Rejection {
    let (from, to) = (square_name(cm.from), square_name(cm.to));
    let us = pos.side;
    let target = pos.board[cm.to as usize];
    match (df.abs(), ahead) {
        (0, 1) => match target {
            Some(p) if p.color != us => Rejection::new(
                clause!("fide/2.6.3"),
                format!("a Pawn cannot capture directly forward ({to})"),
            ),
            _ => Rejection::new(
                clause!("fide/2.6.1"),
                format!("the Pawn cannot advance to {to}: the square is occupied"),
            ),
        },
        (0, 2) => Rejection::new(
            clause!("fide/2.6.2"),
            if rank_of(cm.from) != starting_rank(us) {
                format!("a Pawn advances two squares only from its starting rank; {from} is not on it")
            } else {
                format!("the Pawn cannot advance two squares to {to}: a square on the way is occupied")
            },
        ),
        (1, 1) => match target {
            Some(_) => Rejection::new(
                clause!("fide/2.6.3"),
                format!("the Pawn cannot capture its own piece on {to}"),
            ),
            None => {
                // An enemy Pawn beside that has just advanced two squares would be capturable only on the
                // very next move; anything else is a Pawn moving diagonally without capturing.
                let beside = square_at_rank(cm.to, rank_of(cm.from));
                let enemy_pawn_beside = pos.board[beside as usize]
                    .is_some_and(|p| p.color != us && p.kind == Kind::Pawn);
                if enemy_pawn_beside && rank_of(cm.to) == promotion_rank(us) - 2 * forward(us) {
                    Rejection::new(
                        clause!("fide/3.2.3"),
                        format!(
                            "en passant onto {to} is allowed only on the move right after that Pawn's \
                             two-square advance"
                        ),
                    )
                } else {
                    Rejection::new(
                        clause!("fide/2.6.3"),
                        format!("a Pawn moves diagonally only to capture; {to} is empty"),
                    )
                }
            }
        },
        _ => Rejection::new(
            clause!("fide/2.6.1"),
            format!("a Pawn moves straight forward (or diagonally forward to capture); {from}{to} is not such a move"),
        ),
    }
}

fn square_at_rank(sq: u8, rank: i8) -> u8 {
    (file_of(sq) + rank * 8) as u8
}

/// Decides a move written in SAN that matched no legal move: the piece it names is found by geometry
/// (ignoring the King's safety), and the coordinate move is judged; no such piece is refused by the moving
/// rule of the named kind.
pub fn judge_san(pos: &Position, text: &str, san: &SanMove) -> Verdict<Move> {
    let us = pos.side;
    let (kind, file, rank, to, promotion) = match *san {
        SanMove::Castle { kingside } => {
            let cm = CoordinateMove {
                from: king_home(us),
                to: castling_king_target(us, kingside),
                promotion: None,
            };
            if pos.board[cm.from as usize] != Some(Piece::new(us, Kind::King)) {
                return refuse(
                    clause!("fide/3.1.3"),
                    "the King has left its starting square",
                )
                .into();
            }
            return judge(pos, &cm).into();
        }
        SanMove::Piece {
            kind,
            file,
            rank,
            to,
            promotion,
        } => (kind, file, rank, to, promotion),
    };
    let mut geometric = Vec::new();
    geometric_moves(pos, &mut geometric);
    let mut froms: Vec<u8> = geometric
        .iter()
        .filter(|m| {
            m.to == to
                && pos.board[m.from as usize] == Some(Piece::new(us, kind))
                && file.is_none_or(|f| file_of(m.from) == f)
                && rank.is_none_or(|r| rank_of(m.from) == r)
        })
        .map(|m| m.from)
        .collect();
    froms.dedup();
    match froms.as_slice() {
        [from] => judge(
            pos,
            &CoordinateMove {
                from: *from,
                to,
                promotion,
            },
        )
        .into(),
        [] => {
            // No piece of the kind reaches the square by its geometry: when the text names one piece (the
            // only one of its kind, or the one its from-square hints pick), the move is that piece's, and
            // it is refused for the same reason as in coordinate form.
            // A Pawn's advance names no file: it is the target's.
            let file = file.or((kind == Kind::Pawn).then(|| file_of(to)));
            let named: Vec<u8> = (0..64u8)
                .filter(|&s| {
                    pos.board[s as usize] == Some(Piece::new(us, kind))
                        && file.is_none_or(|f| file_of(s) == f)
                        && rank.is_none_or(|r| rank_of(s) == r)
                })
                .collect();
            if let [from] = named[..] {
                return judge(
                    pos,
                    &CoordinateMove {
                        from,
                        to,
                        promotion,
                    },
                )
                .into();
            }
            let clause = match kind {
                Kind::King => clause!("fide/2.1.1"),
                Kind::Queen => clause!("fide/2.2.1"),
                Kind::Rook => clause!("fide/2.3.1"),
                Kind::Bishop => clause!("fide/2.4.1"),
                Kind::Knight => clause!("fide/2.5.1"),
                Kind::Pawn => clause!("fide/2.6.1"),
            };
            refuse(
                clause,
                format!("no {} of {us} can move to {}", kind.name(), square_name(to)),
            )
            .into()
        }
        _ => Verdict::Unreadable(OracleError::bad_move(
            text,
            "more than one piece fits this notation; add the file or rank it starts from",
        )),
    }
}
