//! Article 4 — The Minister: a two-step mover that heals the tiles it moves onto and ignores the Janitor.
//!
//! The rules of its movement are checks (see [`crate::core::check`]), run by generation on every
//! candidate path and by deciding on one move.

use super::s01_board::{Kind, Move, Piece, Position, Tile, BOARD};
use super::s03_movement::distance;
use crate::clause;
use crate::core::grid::ALL_EIGHT;
use crate::core::{require, Check, ClauseSink, Square};

fn name(sq: Square) -> String {
    BOARD.name(sq)
}

/// void-chess/4.2: only the Minister moves in two steps (names a Step 1 square).
pub fn two_steps_only_for_the_minister<S: ClauseSink + ?Sized>(
    sink: &mut S,
    mv: &Move,
    piece: Piece,
) -> Check {
    require(
        sink,
        mv.via.is_none() || piece.kind == Kind::Minister,
        clause!("void-chess/4.2"),
        || {
            format!(
                "only the Minister moves in two steps; {} holds a {}",
                name(mv.from),
                piece.name()
            )
        },
    )
}

/// void-chess/4.8: with every square next to it held by a friendly piece, the Minister has no move at all.
pub fn not_walled_in<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, from: Square) -> Check {
    let walled_in = ALL_EIGHT.iter().all(|&s| {
        BOARD
            .offset(from, s)
            .is_none_or(|n| pos.piece(n).is_some_and(|p| p.color == pos.side))
    });
    require(sink, !walled_in, clause!("void-chess/4.8"), || {
        "every square next to the Minister holds a friendly piece: it has no move".into()
    })
}

/// void-chess/4.2, 4.2.1, 4.2.2, 4.3, 4.4, 4.5: a Minister's move is a path of one or two steps. Step 1 goes
/// one square in any direction to an empty square or an enemy piece (a void or unstable tile is allowed);
/// a capture on Step 1 ends the move; Step 2 goes one more square, not back to the original square, to an
/// empty square or an enemy piece. So it reaches only the squares within two steps of it.
pub fn minister_path<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move) -> Check {
    let color = pos.side;
    let reach = distance(mv.from, mv.to);
    require(
        sink,
        mv.via.is_some() || reach != 2,
        clause!("void-chess/4.2"),
        || {
            format!(
                "a two-step Minister move names its Step 1 square ({}<step 1>{})",
                name(mv.from),
                name(mv.to)
            )
        },
    )?;
    require(
        sink,
        mv.via.is_some() || reach <= 2,
        clause!("void-chess/4.5"),
        || "the Minister reaches only the squares within two steps of it".into(),
    )?;
    let step_one = mv.via.unwrap_or(mv.to);
    require(
        sink,
        distance(mv.from, step_one) == 1,
        clause!("void-chess/4.2.1"),
        || "Step 1 of the Minister goes exactly one square".into(),
    )?;
    if let Some(p) = pos.piece(step_one) {
        require(sink, p.color != color, clause!("void-chess/4.2.1"), || {
            format!(
                "Step 1 may not go to {}: a friendly piece stands there",
                name(step_one)
            )
        })?;
        require(sink, mv.via.is_none(), clause!("void-chess/4.3"), || {
            format!(
                "the Minister captures on {} in Step 1, which ends its move",
                name(step_one)
            )
        })?;
    }
    if mv.via.is_some() {
        require(
            sink,
            distance(step_one, mv.to) == 1,
            clause!("void-chess/4.2.2"),
            || "Step 2 of the Minister goes exactly one square".into(),
        )?;
        require(sink, mv.to != mv.from, clause!("void-chess/4.2.2"), || {
            "Step 2 may not return to the Minister's original square".into()
        })?;
        require(
            sink,
            pos.piece(mv.to).is_none_or(|p| p.color != color),
            clause!("void-chess/4.4"),
            || {
                format!(
                    "Step 2 may not go to {}: a friendly piece stands there",
                    name(mv.to)
                )
            },
        )?;
    }
    Ok(())
}

/// The candidate paths of a Minister on `from`: every one-step move, and every two-step move through an
/// empty Step 1 square. (A path through an occupied square is no candidate: 4.2.1 or 4.3 refuses it, as
/// deciding such a move shows.)
pub fn minister_paths(pos: &Position, from: Square, out: &mut Vec<Move>) {
    for first in ALL_EIGHT {
        let Some(via) = BOARD.offset(from, first) else {
            continue;
        };
        out.push(Move::new(from, via));
        if pos.piece(via).is_some() {
            continue;
        }
        for second in ALL_EIGHT {
            if let Some(to) = BOARD.offset(via, second) {
                out.push(Move {
                    via: Some(via),
                    ..Move::new(from, to)
                });
            }
        }
    }
}

/// void-chess/4.6, 5.2: a tile the Minister moves onto is restored to Normal.
pub fn heal(pos: &mut Position, sq: Square) {
    pos.tiles[sq.index()] = Tile::Normal;
}
