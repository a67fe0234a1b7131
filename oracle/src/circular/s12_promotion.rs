//! circular/12: Pawn Promotion, on the opponent's first rank and on the Pawn's own.

use super::interpretation::{CircularInterpretation, Promotion};
use super::s04_movement::{Kind, Move, Piece};
use crate::clause;
use crate::core::{refuse, Check, ClauseSink, Color};

/// circular/12.1: the pieces of higher value a Pawn may become.
pub const PROMOTION_CHOICES: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

/// circular/12.1, circular/12.2: a Pawn reaching a first rank (the outer ring: its opponent's rank 8 or 1, or its
/// own) is replaced by a piece of the player's choice; one move per choice (and the plain move too under
/// `promotion=optional`, register entry `CC-promotion`).
pub fn with_promotions(m: Move, interp: &CircularInterpretation, out: &mut Vec<Move>) {
    if !reaches_a_first_rank(&m) {
        out.push(m);
        return;
    }
    if interp.promotion == Promotion::Optional {
        out.push(m);
    }
    out.extend(PROMOTION_CHOICES.iter().map(|&k| Move {
        promotion: Some(k),
        ..m
    }));
}

/// circular/12.1, circular/12.2: rank 1 and rank 8 are the outer ring.
pub fn reaches_a_first_rank(m: &Move) -> bool {
    m.to.ring() == 1
}

/// The piece that replaces the Pawn.
pub fn promoted(pawn: Piece, kind: Kind) -> Piece {
    Piece::new(pawn.color, kind)
}

/// circular/12.1, circular/12.2: the promotion `given` with the move `mv` of `piece`: a Pawn reaching a first
/// rank names the piece it becomes (or, under `promotion=optional`, may name none); no other move names
/// one. Yields the move with its promotion.
pub fn promotion<S: ClauseSink + ?Sized>(
    sink: &mut S,
    piece: Piece,
    mv: Move,
    given: Option<Kind>,
    interp: &CircularInterpretation,
) -> Check<Move> {
    let promotes = piece.kind == Kind::Pawn && reaches_a_first_rank(&mv);
    if !promotes {
        if given.is_some() {
            return refuse(sink, clause!("circular/12.1"), || {
                "a Pawn is promoted only on reaching a first rank".into()
            });
        }
        return Ok(mv);
    }
    let chosen = given.is_some_and(|k| PROMOTION_CHOICES.contains(&k));
    let stays_a_pawn = given.is_none() && interp.promotion == Promotion::Optional;
    if !(chosen || stays_a_pawn) {
        return refuse(sink, clause!("circular/12.1"), || {
            "a Pawn reaching a first rank is promoted: add q, r, b or n".into()
        });
    }
    if chosen {
        // 12.2 on the Pawn's own first rank, 12.1 on the opponent's.
        let own_first = (mv.to.rank() == 1) == (piece.color == Color::White);
        sink.yes(if own_first {
            clause!("circular/12.2")
        } else {
            clause!("circular/12.1")
        });
    }
    Ok(Move {
        promotion: given,
        ..mv
    })
}
