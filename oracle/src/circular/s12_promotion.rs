//! circular/12: Pawn Promotion, on the opponent's first rank and on the Pawn's own.

use super::interpretation::{CircularInterpretation, Promotion};
use super::s04_movement::{Kind, Move, Piece};

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
