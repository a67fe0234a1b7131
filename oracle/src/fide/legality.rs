//! The legality of a move as one chain of checks, each a rule of sections 2-4 written once in its section's
//! file: a piece of the side to move (2), its movement or castling (2.1-2.6, 3.1, 3.2), the promotion (3.3),
//! the King's safety (2.1.2, 2.1.3, 4.1.2, 4.2.2). Deciding a move text runs the chain on that move and
//! reports the first check that says no; the traced generation ([`legal_moves_traced`]) runs it on every
//! candidate, so that a trace names the clauses each answer rests on. The untraced generation
//! ([`super::s04_check::legal_moves_into`]) is a faster path to the same moves, tested equal to this one.

use super::moves::Move;
use super::moves::Special;
use super::notation::{CoordinateMove, SanMove};
use super::s01_board::{file_of, rank_of, square_at, square_name, Kind, Piece, Position};
use super::s02_pieces::{
    forward, king_step, knight_leap, own_piece, slide, KING_TARGETS, KNIGHT_TARGETS, LINES,
};
use super::s03_special::{
    castling_allowed, castling_king_target, castling_side, geometric_moves, king_home, pawn_move,
    promotion, promotion_rank, PROMOTION_CHOICES,
};
use super::s04_check::king_safe;
use crate::clause;
use crate::core::PieceKind;
use crate::core::Square;
use crate::core::{refuse, Check, ClauseSink, Explaining, OracleError, Rejection, Verdict};

/// The promotion choice a move names by its letter (`fide/3.3.1`: q, r, b or n).
fn promotion_choice<S: ClauseSink + ?Sized>(
    sink: &mut S,
    letter: Option<char>,
) -> Check<Option<Kind>> {
    match letter {
        None => Ok(None),
        Some('q') => Ok(Some(Kind::Queen)),
        Some('r') => Ok(Some(Kind::Rook)),
        Some('b') => Ok(Some(Kind::Bishop)),
        Some('n') => Ok(Some(Kind::Knight)),
        Some(c) => refuse(sink, clause!("fide/3.3.1"), || {
            format!("`{c}` is not a promotion choice: a Pawn becomes a Queen (q), Rook (r), Bishop (b) or Knight (n)")
        }),
    }
}

/// Every check a move from `from` to `to` with the promotion choice `letter` must pass, in the order
/// deciding reports them; yields the move.
pub fn legal<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
    letter: Option<char>,
) -> Check<Move> {
    // fide/1.1: the move goes between squares of the 8x8 board (a `Square` names one of its 64).
    sink.yes(clause!("fide/1.1"));
    let piece = own_piece(sink, pos, from)?;
    let choice = promotion_choice(sink, letter)?;
    let special = match castling_side(pos, piece.kind, from, to) {
        Some(kingside) => {
            castling_allowed(sink, pos, kingside)?;
            if kingside {
                Special::CastleKingside
            } else {
                Special::CastleQueenside
            }
        }
        None => match piece.kind {
            Kind::Pawn => pawn_move(sink, pos, from, to)?,
            Kind::King => king_step(sink, pos, from, to).map(|()| Special::Plain)?,
            Kind::Knight => knight_leap(sink, pos, from, to).map(|()| Special::Plain)?,
            Kind::Queen | Kind::Rook | Kind::Bishop => {
                slide(sink, pos, piece.kind, from, to).map(|()| Special::Plain)?
            }
        },
    };
    let mv = Move {
        from,
        to,
        promotion: choice,
        special,
    };
    promotion(sink, pos, piece.kind, &mv)?;
    king_safe(sink, pos, &mv, piece)?;
    Ok(mv)
}

/// Decides a coordinate move: the legal move it names, or the first check that refuses it.
pub fn decide_coordinate(pos: &Position, cm: &CoordinateMove) -> Verdict<Move> {
    legal(&mut Explaining, pos, cm.from, cm.to, cm.promotion).into()
}

/// The candidates of the piece on `from` as `(to, promotion letter)`: the King's eight steps and its two
/// castlings from its start square, the Knight's eight leaps, each line of a slider up to its first piece
/// and one square past it, the Pawn's four forward squares with each promotion letter on its last rank.
fn candidates(pos: &Position, from: Square, piece: Piece, out: &mut Vec<(Square, Option<char>)>) {
    match piece.kind {
        Kind::King => {
            out.extend(
                KING_TARGETS[from.index()]
                    .squares()
                    .iter()
                    .map(|&s| (s, None)),
            );
            if from == king_home(piece.color) {
                for kingside in [true, false] {
                    out.push((castling_king_target(piece.color, kingside), None));
                }
            }
        }
        Kind::Knight => out.extend(
            KNIGHT_TARGETS[from.index()]
                .squares()
                .iter()
                .map(|&s| (s, None)),
        ),
        Kind::Queen | Kind::Rook | Kind::Bishop => {
            let lines = match piece.kind {
                Kind::Queen => 0..8,
                Kind::Rook => 0..4,
                _ => 4..8,
            };
            for line in lines {
                let mut blocked = false;
                for &to in LINES[line][from.index()].squares() {
                    out.push((to, None));
                    if blocked {
                        break;
                    }
                    blocked = pos.board[to.index()].is_some();
                }
            }
        }
        Kind::Pawn => {
            let dir = forward(piece.color);
            for (df, dr) in [(0, dir), (0, 2 * dir), (-1, dir), (1, dir)] {
                let Some(to) = square_at(file_of(from) + df, rank_of(from) + dr) else {
                    continue;
                };
                if rank_of(to) == promotion_rank(piece.color) {
                    for kind in PROMOTION_CHOICES {
                        out.push((to, Some(kind.letter().to_ascii_lowercase())));
                    }
                } else {
                    out.push((to, None));
                }
            }
        }
    }
}

/// The legal moves by the checks, every check reporting to `sink`: each candidate of each piece of the
/// side to move, kept when [`legal`] says yes.
pub fn legal_moves_traced<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    let mut cands = Vec::with_capacity(32);
    for from in (0..64u8).map(Square) {
        let Some(piece) = pos.board[from.index()] else {
            continue;
        };
        if piece.color != pos.side {
            continue;
        }
        cands.clear();
        candidates(pos, from, piece, &mut cands);
        for &(to, letter) in &cands {
            match legal(sink, pos, from, to, letter) {
                Ok(mv) => {
                    out.push(mv);
                    sink.settle(true);
                }
                Err(_) => sink.settle(false),
            }
        }
    }
    out
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
            if pos.board[cm.from.index()] != Some(Piece::new(us, Kind::King)) {
                return Verdict::Refused(Rejection::new(
                    clause!("fide/3.1.3"),
                    "the King has left its starting square",
                ));
            }
            return decide_coordinate(pos, &cm);
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
    let mut froms: Vec<Square> = geometric
        .iter()
        .filter(|m| {
            m.to == to
                && pos.board[m.from.index()] == Some(Piece::new(us, kind))
                && file.is_none_or(|f| file_of(m.from) == f)
                && rank.is_none_or(|r| rank_of(m.from) == r)
        })
        .map(|m| m.from)
        .collect();
    froms.dedup();
    match froms.as_slice() {
        [from] => decide_coordinate(
            pos,
            &CoordinateMove {
                from: *from,
                to,
                promotion,
            },
        ),
        [] => {
            // No piece of the kind reaches the square by its geometry: when the text names one piece (the
            // only one of its kind, or the one its from-square hints pick), the move is that piece's, and
            // it is refused for the same reason as in coordinate form.
            // A Pawn's advance names no file: it is the target's.
            let file = file.or((kind == Kind::Pawn).then(|| file_of(to)));
            let named: Vec<Square> = (0..64u8)
                .map(Square)
                .filter(|&s| {
                    pos.board[s.index()] == Some(Piece::new(us, kind))
                        && file.is_none_or(|f| file_of(s) == f)
                        && rank.is_none_or(|r| rank_of(s) == r)
                })
                .collect();
            if let [from] = named[..] {
                return decide_coordinate(
                    pos,
                    &CoordinateMove {
                        from,
                        to,
                        promotion,
                    },
                );
            }
            let clause = match kind {
                Kind::King => clause!("fide/2.1.1"),
                Kind::Queen => clause!("fide/2.2.1"),
                Kind::Rook => clause!("fide/2.3.1"),
                Kind::Bishop => clause!("fide/2.4.1"),
                Kind::Knight => clause!("fide/2.5.1"),
                Kind::Pawn => clause!("fide/2.6.1"),
            };
            Verdict::Refused(Rejection::new(
                clause,
                format!("no {} of {us} can move to {}", kind.name(), square_name(to)),
            ))
        }
        _ => Verdict::Unreadable(OracleError::bad_move(
            text,
            "more than one piece fits this notation; add the file or rank it starts from",
        )),
    }
}
