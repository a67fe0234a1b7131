//! circular/11: Castling. The King moves two spaces along its first rank and the Rook is placed on its other
//! side, when neither has moved and the arc between them is empty, unattacked, and the King not in check.

use super::s02_board::*;
use super::s04_movement::{CastlingRights, Kind, Move, MoveKind, Mover, Position};
use crate::clause;
use crate::core::{require, Check, ClauseSink, Color, NoTrace};

/// One way of Castling.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CastlingSide {
    pub color: Color,
    pub king_side: bool,
    pub king_from: Space,
    pub king_to: Space,
    pub rook_from: Space,
    pub rook_to: Space,
    /// The arc of spaces between King and Rook (circular/11.1 (ii), (iii)).
    pub between: &'static [Space],
}

/// circular/11.2: the King two spaces along the first rank, the Rook on its other side (two spaces on the
/// King's side, three on the Queen's side). The first-rank segments are cut by voids on every board, so each
/// arc is the one of traditional Chess.
pub const CASTLING_SIDES: [CastlingSide; 4] = [
    CastlingSide {
        color: Color::White,
        king_side: true,
        king_from: E1,
        king_to: G1,
        rook_from: H1,
        rook_to: F1,
        between: &[F1, G1],
    },
    CastlingSide {
        color: Color::White,
        king_side: false,
        king_from: E1,
        king_to: C1,
        rook_from: A1,
        rook_to: D1,
        between: &[B1, C1, D1],
    },
    CastlingSide {
        color: Color::Black,
        king_side: true,
        king_from: E8,
        king_to: G8,
        rook_from: H8,
        rook_to: F8,
        between: &[F8, G8],
    },
    CastlingSide {
        color: Color::Black,
        king_side: false,
        king_from: E8,
        king_to: C8,
        rook_from: A8,
        rook_to: D8,
        between: &[B8, C8, D8],
    },
];

/// Whether the right for `side` remains (circular/11.1 (i)).
pub fn has_right(rights: &CastlingRights, side: &CastlingSide) -> bool {
    rights.get(side.color, side.king_side)
}

/// circular/11.1: the four conditions of Castling on `side`, each a check; circular/11.2 when they hold.
/// `attacked` says whether an opposing piece attacks a space, as section 13 defines it.
pub fn castling_allowed<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    side: &CastlingSide,
    attacked: impl Fn(Space) -> bool,
) -> Check {
    let own = |s: Space, k: Kind| {
        pos.at(s)
            .is_some_and(|p| p.color == side.color && p.kind == k)
    };
    require(
        sink,
        has_right(&pos.castling, side)
            && own(side.king_from, Kind::King)
            && own(side.rook_from, Kind::Rook),
        clause!("circular/11.1"),
        || "Castling needs a King and Rook that have not yet moved (condition i)".into(),
    )?;
    let occupied = side.between.iter().find(|&&s| pos.at(s).is_some());
    require(sink, occupied.is_none(), clause!("circular/11.1"), || {
        format!(
            "Castling needs the arc between King and Rook empty, but {} is occupied (condition ii)",
            occupied.copied().unwrap_or(side.king_from)
        )
    })?;
    let under_attack = side.between.iter().find(|&&s| attacked(s));
    require(
        sink,
        under_attack.is_none(),
        clause!("circular/11.1"),
        || {
            format!(
            "Castling needs no opposing piece attacking the arc between King and Rook, but {} is attacked (condition iii)",
            under_attack.copied().unwrap_or(side.king_from)
        )
        },
    )?;
    require(
        sink,
        !attacked(side.king_from),
        clause!("circular/11.1"),
        || "Castling is not allowed while the King is in check (condition iv)".into(),
    )?;
    // circular/11.2: the King moves two spaces, the Rook goes to its other side.
    sink.yes(clause!("circular/11.2"));
    Ok(())
}

/// circular/11.1, circular/11.2: the Castling moves of the King on `from`, named by the King's move (`e1g1`);
/// `attacked` as for [`castling_allowed`].
pub fn castling_moves(m: Mover, attacked: impl Fn(Space) -> bool, out: &mut Vec<Move>) {
    let Mover { pos, from, .. } = m;
    for side in CASTLING_SIDES
        .iter()
        .filter(|s| s.color == pos.to_move && s.king_from == from && has_right(&pos.castling, s))
    {
        if castling_allowed(&mut NoTrace, pos, side, &attacked).is_ok() {
            out.push(Move {
                from,
                to: side.king_to,
                promotion: None,
                kind: MoveKind::Castling,
            });
        }
    }
}

/// The Castling side a King's move from `from` to `to` would be.
pub fn castling_side(from: Space, to: Space) -> Option<&'static CastlingSide> {
    CASTLING_SIDES
        .iter()
        .find(|s| s.king_from == from && s.king_to == to)
}

/// circular/11.2: the Rook is placed on the space on the opposite side of the King.
pub fn place_rook(pos: &mut Position, m: &Move) {
    if let Some(side) = castling_side(m.from, m.to) {
        let rook = pos.spaces[side.rook_from.index()].take();
        pos.spaces[side.rook_to.index()] = rook;
    }
}

/// circular/11.1 (i): a right is lost once the King or that Rook has moved (or the Rook is captured).
pub fn update_rights(rights: &mut CastlingRights, m: &Move) {
    for s in [m.from, m.to] {
        match s {
            E1 => rights.lose_both(Color::White),
            E8 => rights.lose_both(Color::Black),
            H1 => rights.set(Color::White, true, false),
            A1 => rights.set(Color::White, false, false),
            H8 => rights.set(Color::Black, true, false),
            A8 => rights.set(Color::Black, false, false),
            _ => {}
        }
    }
}
