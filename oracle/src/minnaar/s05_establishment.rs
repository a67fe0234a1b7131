//! Section 5: how the Establishment moves. Full traditional chess powers from the first turn, allies that
//! never capture one another, no check, no castling, promotion or en passant.

use super::interpretation::KingTwoSquares;
use super::s01_board::{line_from, path_is_clear, Move, Position, BOARD};
use super::s02_sides::{Kind, Piece};
use super::s03_starting_arrangement::BACK_RANK_ORDER;
use crate::clause;
use crate::core::check::{require, Check, ClauseSink};
use crate::core::grid::{Step, ALL_EIGHT, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL};
use crate::core::{Color, Square};

/// Whether the Establishment piece `kind` on `from` may go to `to`. Each piece has its full traditional
/// powers from the very beginning (5.0): the King one square in any direction (5.1; there is no check, 5.8,
/// and no castling, 5.9), the Queen along ranks, files and diagonals (5.2), the Rook along ranks and files
/// (5.3), the Bishop along diagonals (5.4), the Knight's L-shaped jump over any pieces (5.5); sliding pieces
/// never through occupied squares (5.6); allies never captured nor landed on: they capture Sovereigns only
/// (5.7). A King's move of two squares is refused as castling (5.9) or as too long (5.1) as `king_two`
/// reads it (register MN-5-king-two-squares).
/// minnaar/5.0
pub fn establishment_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
    kind: Kind,
    king_two: KingTwoSquares,
) -> Check {
    let df = (BOARD.file(to) - BOARD.file(from)).abs();
    let dr = (BOARD.rank(to) - BOARD.rank(from)).abs();
    let line = line_from(from, to);
    match kind {
        Kind::King => {
            let castling =
                king_two == KingTwoSquares::CastlingShape && castling_shape(pos, from, to);
            require(sink, !castling, clause!("minnaar/5.9"), || {
                "there is no castling: the King may not move two squares toward its Rook"
                    .to_string()
            })?;
            require(sink, df.max(dr) == 1, clause!("minnaar/5.1"), || {
                "a King moves one square in any direction".to_string()
            })?;
        }
        Kind::Queen => require(sink, line.is_some(), clause!("minnaar/5.2"), || {
            "a Queen moves along a rank, a file or a diagonal".to_string()
        })?,
        Kind::Rook => require(
            sink,
            line.is_some() && (df == 0 || dr == 0),
            clause!("minnaar/5.3"),
            || "a Rook moves along a rank or a file".to_string(),
        )?,
        Kind::Bishop => require(
            sink,
            line.is_some() && df == dr,
            clause!("minnaar/5.4"),
            || "a Bishop moves along a diagonal".to_string(),
        )?,
        Kind::Knight => require(
            sink,
            (df, dr) == (1, 2) || (df, dr) == (2, 1),
            clause!("minnaar/5.5"),
            || {
                "a Knight makes the L-shaped jump: two squares one way and one at a right angle"
                    .to_string()
            },
        )?,
    }
    if let (Some((step, _)), false) = (line, kind == Kind::Knight) {
        require(
            sink,
            path_is_clear(pos, from, to, step),
            clause!("minnaar/5.6"),
            || {
                "sliding pieces cannot move through occupied squares; only the Knight jumps"
                    .to_string()
            },
        )?;
    }
    require(sink, may_land_on(pos, to), clause!("minnaar/5.7"), || {
        "White and Black Establishment pieces are allies: they cannot capture one another or move onto a \
         square an ally occupies"
            .to_string()
    })?;
    // minnaar/2.3: the two colours are one allied faction; minnaar/5.0: full powers from the first turn.
    sink.yes(clause!("minnaar/2.3"));
    sink.yes(clause!("minnaar/5.0"));
    if kind == Kind::King {
        // minnaar/5.8: no check: the King goes where its step takes it, attacked or not.
        sink.yes(clause!("minnaar/5.8"));
    }
    Ok(())
}

/// Whether the King's move from `from` to `to` is castling's, as in chess: the King on its army's starting
/// square (e5 White, e4 Black: the e-file of ranks 5 and 4, 3.2, 3.3, 3.6) goes two squares along that rank
/// toward a Rook of its own army standing on the rank's corner square on that side.
/// minnaar/5.9
pub fn castling_shape(pos: &Position, from: Square, to: Square) -> bool {
    let Some(Piece::Establishment(color, Kind::King)) = pos.at(from) else {
        return false;
    };
    let home_rank = match color {
        Color::White => 4,
        Color::Black => 3,
    };
    let king_file = BACK_RANK_ORDER.iter().position(|&k| k == Kind::King);
    let (file, rank) = (BOARD.file(from), BOARD.rank(from));
    if rank != home_rank || Some(file as usize) != king_file || BOARD.rank(to) != rank {
        return false;
    }
    let corner = match BOARD.file(to) - file {
        2 => 7,
        -2 => 0,
        _ => return false,
    };
    BOARD
        .square(corner, rank)
        .is_some_and(|sq| pos.at(sq) == Some(Piece::Establishment(color, Kind::Rook)))
}

/// Whether an Establishment piece may land on `to`: an empty square, or a Sovereign's (a capture); never
/// a square an ally of either colour occupies.
/// minnaar/5.7
pub fn may_land_on(pos: &Position, to: Square) -> bool {
    !matches!(pos.at(to), Some(Piece::Establishment(..)))
}

/// Every move of the Establishment piece `kind` on `from`: the squares its geometry reaches (one step or
/// one leap for the King and the Knight, the whole line for the others) that [`establishment_move`]
/// allows, every check reporting to `sink`, each candidate settled; `effects` reports the clauses of what
/// a legal move does beyond this section.
/// minnaar/5.0
pub fn establishment_moves_with<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    kind: Kind,
    out: &mut Vec<Move>,
    effects: impl Fn(&mut S, &Move),
) {
    let (steps, leaper): (&[Step], bool) = match kind {
        Kind::King => (&ALL_EIGHT, true),
        Kind::Knight => (&KNIGHT_LEAPS, true),
        Kind::Queen => (&ALL_EIGHT, false),
        Kind::Rook => (&ORTHOGONAL, false),
        Kind::Bishop => (&DIAGONAL, false),
    };
    for &step in steps {
        let mut sq = from;
        while let Some(to) = BOARD.offset(sq, step) {
            sq = to;
            // Generation offers a King its one-square steps only, which no reading of
            // MN-5-king-two-squares refuses.
            let legal =
                establishment_move(sink, pos, from, to, kind, KingTwoSquares::CastlingShape)
                    .is_ok();
            if legal {
                let mv = Move::Piece { from, to };
                effects(sink, &mv);
                out.push(mv);
            }
            sink.settle(legal);
            if !legal && !leaper {
                // A line ends at the first square refused: everything beyond is behind a piece.
                break;
            }
            if leaper {
                break;
            }
        }
    }
}
