//! Article 4 — The Minister: a two-step mover that heals the tiles it moves onto and ignores the Janitor.
//!
//! The rules of its movement are checks (see [`crate::core::check`]), run by generation on every
//! candidate path and by deciding on one move.

use super::s01_board::{Kind, Move, Piece, Position, Tile, BOARD, LINES};
use super::s03_movement::distance;
use crate::clause;
use crate::core::movement::ALL_EIGHT;
use crate::core::{effect, require, Check, ClauseSink, Color, NoTrace, Square};

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
    let walled_in = ALL_EIGHT.iter().all(|d| {
        LINES
            .step(from, d)
            .is_none_or(|n| pos.piece(n).is_some_and(|p| p.color == pos.side))
    });
    require(sink, !walled_in, clause!("void-chess/4.8"), || {
        "every square next to the Minister holds a friendly piece: it has no move".into()
    })
}

/// void-chess/4.2, 4.2.1, 4.2.2, 4.3, 4.4, 4.5: a Minister's move is a path of one or two steps. Step 1 goes
/// one square in any direction to an empty square or an enemy piece (a void or unstable tile is allowed);
/// a capture on Step 1 ends the move; Step 2 goes one more square, not back to the original square, to an
/// empty square or an enemy piece. So it reaches only the squares within two steps of it. `color` is the
/// Minister's (the side to move's, but for an attack, 10.3).
pub fn minister_path<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    color: Color,
    mv: &Move,
) -> Check {
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
    for first in ALL_EIGHT.iter() {
        let Some(via) = LINES.step(from, first) else {
            continue;
        };
        out.push(Move::new(from, via));
        if pos.piece(via).is_some() {
            continue;
        }
        for second in ALL_EIGHT.iter() {
            if let Some(to) = LINES.step(via, second) {
                out.push(Move {
                    via: Some(via),
                    ..Move::new(from, to)
                });
            }
        }
    }
}

/// void-chess/10.3 with 4.2: whether a Minister of `color` on `from` could move to `to` by a path
/// [`minister_path`] allows: in one step, or in two through a square next to both.
pub fn reaches(pos: &Position, color: Color, from: Square, to: Square) -> bool {
    let allowed = |mv: &Move| minister_path(&mut NoTrace, pos, color, mv).is_ok();
    match distance(from, to) {
        1 => allowed(&Move::new(from, to)),
        2 => ALL_EIGHT.iter().any(|d| {
            LINES.step(from, d).is_some_and(|via| {
                distance(via, to) == 1
                    && allowed(&Move {
                        via: Some(via),
                        ..Move::new(from, to)
                    })
            })
        }),
        _ => false,
    }
}

/// void-chess/4.6, 5.2: a tile the Minister moves onto is restored to Normal (4.6 reported to `sink` when
/// the tile was not).
pub fn heal<S: ClauseSink + ?Sized>(pos: &mut Position, sq: Square, sink: &mut S) {
    effect(
        sink,
        pos.tiles[sq.index()] != Tile::Normal,
        clause!("void-chess/4.6"),
    );
    pos.tiles[sq.index()] = Tile::Normal;
}
