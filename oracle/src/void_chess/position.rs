//! The one-line position form (see `docs/void-chess.md`): seven space-separated fields
//! `<placement> <side> <castling> <en-passant> <halfmove> <fullmove> <tiles>`.

use super::interpretation::VoidInterpretation;
use super::s01_board::{CastlingRights, Kind, Piece, Position, BOARD, SQUARE_COUNT};
use super::s02_tiles::Tile;
use super::s03_movement::{forward, pawn_start_rank};
use super::s08_special::{castling, promotion_rank};
use super::s10_attacks::in_check;
use crate::clause;
use crate::core::{Color, OracleError, Square, Wing};

fn bad(message: impl Into<String>) -> OracleError {
    OracleError::bad_position(message, None)
}

/// Reads a grid field (placement or tiles): 9 ranks from rank 9 down to rank 1, separated by `/`, digits
/// for runs of empty (or Normal) squares; `cell` reads one letter.
fn read_ranks<T: Copy>(
    field: &str,
    what: &str,
    blank: T,
    cell: impl FnMut(char) -> Option<T>,
) -> Result<[T; SQUARE_COUNT], OracleError> {
    let mut out = [blank; SQUARE_COUNT];
    let read = BOARD
        .read_placement(field, cell)
        .map_err(|e| bad(e.describe(what)))?;
    for (sq, value) in read {
        out[sq.index()] = value;
    }
    Ok(out)
}

/// Ranks 9 down to 1, separated by `/`, runs of squares without a letter as one number.
fn write_ranks<T: Copy>(cells: &[T; SQUARE_COUNT], letter: impl Fn(T) -> Option<char>) -> String {
    BOARD.write_placement(|sq| letter(cells[sq.index()]))
}

/// Writes a position in text form.
pub fn format_position(pos: &Position) -> String {
    let placement = write_ranks(&pos.board, |p| p.map(Piece::letter));
    let castling = pos.castling.fen();
    let ep = pos.en_passant.map_or("-".to_string(), |sq| BOARD.name(sq));
    let tiles = if pos.tiles.iter().all(|t| *t == Tile::Normal) {
        "-".to_string()
    } else {
        write_ranks(&pos.tiles, |t| match t {
            Tile::Normal => None,
            Tile::Unstable => Some('u'),
            Tile::Void => Some('v'),
        })
    };
    format!(
        "{placement} {} {castling} {ep} {} {} {tiles}",
        pos.side.letter(),
        pos.halfmove,
        pos.fullmove
    )
}

/// Reads a position in text form and checks that it could occur (see [`check_position`]).
pub fn parse_position(text: &str, interp: &VoidInterpretation) -> Result<Position, OracleError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 7 {
        return Err(bad(format!(
            "expected 7 fields (placement side castling en-passant halfmove fullmove tiles), found {}",
            fields.len()
        )));
    }
    let mut pos = Position::empty();
    pos.board = read_ranks(fields[0], "placement (field 1)", None, |c| {
        Piece::from_letter(c).map(Some)
    })?;
    pos.side = Color::from_letter(fields[1])
        .ok_or_else(|| bad(format!("side (field 2): `{}` is not `w` or `b`", fields[1])))?;
    pos.castling = parse_castling(fields[2])?;
    pos.en_passant = match fields[3] {
        "-" => None,
        s => Some(
            BOARD
                .parse(s)
                .map_err(|e| bad(format!("en passant (field 4): {e}")))?,
        ),
    };
    pos.halfmove = parse_counter(fields[4], "halfmove (field 5)")?;
    pos.fullmove = parse_counter(fields[5], "fullmove (field 6)")?;
    if pos.fullmove == 0 {
        return Err(bad("fullmove (field 6): counting starts at 1"));
    }
    pos.tiles = match fields[6] {
        "-" => [Tile::Normal; SQUARE_COUNT],
        s => {
            let tiles = read_ranks(s, "tiles (field 7)", Tile::Normal, |c| match c {
                'u' => Some(Tile::Unstable),
                'v' => Some(Tile::Void),
                _ => None,
            })?;
            if tiles.iter().all(|t| *t == Tile::Normal) {
                return Err(bad("tiles (field 7): every tile is Normal; write `-`"));
            }
            tiles
        }
    };
    check_position(&pos, interp)?;
    Ok(pos)
}

fn parse_castling(s: &str) -> Result<CastlingRights, OracleError> {
    CastlingRights::from_fen(s).map_err(|e| bad(format!("castling (field 3): {e}")))
}

fn parse_counter(s: &str, what: &str) -> Result<u32, OracleError> {
    if s.len() > 1 && s.starts_with('0') {
        return Err(bad(format!("{what}: `{s}` has a leading zero")));
    }
    crate::core::number::whole_number(s).map_err(|m| bad(format!("{what}: {m}")))
}

fn impossible(clause: crate::core::Clause, message: String) -> OracleError {
    OracleError::bad_position(message, Some(clause))
}

/// Rejects positions that cannot occur, with the clause they break.
pub fn check_position(pos: &Position, interp: &VoidInterpretation) -> Result<(), OracleError> {
    for color in Color::BOTH {
        let kings = pos
            .pieces()
            .filter(|(_, p)| *p == Piece::new(color, Kind::King))
            .count();
        if kings != 1 {
            return Err(impossible(
                clause!("void-chess/1.4"),
                format!("{color} has {kings} Kings; each side has exactly one"),
            ));
        }
        let pawns = pos
            .pieces()
            .filter(|(_, p)| *p == Piece::new(color, Kind::Pawn))
            .count();
        if pawns > 9 {
            return Err(impossible(
                clause!("void-chess/1.4"),
                format!("{color} has {pawns} Pawns; a side begins with 9 and never gains any"),
            ));
        }
    }
    for sq in BOARD.squares() {
        let tile = pos.tile(sq);
        match (pos.piece(sq), tile) {
            (Some(p), Tile::Void) if p.kind != Kind::Minister => {
                return Err(impossible(
                    clause!("void-chess/2.4"),
                    format!("a {} stands on the void tile {}", p.name(), BOARD.name(sq)),
                ))
            }
            (None, Tile::Unstable) => {
                return Err(impossible(
                    clause!("void-chess/2.3"),
                    format!(
                        "{} is unstable with no piece on it: an unstable tile is made by a capture and \
                         turns void when its piece leaves or is destroyed (2.5, 6.2.2)",
                        BOARD.name(sq)
                    ),
                ))
            }
            _ => {}
        }
        if let Some(p) = pos.piece(sq) {
            if p.kind == Kind::Pawn {
                let rank = BOARD.rank(sq);
                if rank == promotion_rank(p.color) {
                    return Err(impossible(
                        clause!("void-chess/8.3"),
                        format!(
                            "a {} on {} stands on its promotion rank unpromoted",
                            p.name(),
                            BOARD.name(sq)
                        ),
                    ));
                }
                if rank == promotion_rank(p.color.opponent()) {
                    return Err(impossible(
                        clause!("void-chess/3.6"),
                        format!(
                            "a {} on {} stands behind its starting rank; Pawns only move forward",
                            p.name(),
                            BOARD.name(sq)
                        ),
                    ));
                }
            }
        }
    }
    for color in Color::BOTH {
        for kingside in [true, false] {
            let c = castling(color, kingside);
            if pos.castling.get(color, kingside)
                && (pos.piece(c.king_from) != Some(Piece::new(color, Kind::King))
                    || pos.piece(c.rook_from) != Some(Piece::new(color, Kind::Rook)))
            {
                return Err(impossible(
                    clause!("void-chess/8.1.1"),
                    format!(
                        "castling right `{}` needs the {color} King on {} and Rook on {}",
                        Wing::of(kingside).letter(color),
                        BOARD.name(c.king_from),
                        BOARD.name(c.rook_from)
                    ),
                ));
            }
        }
    }
    if let Some(ep) = pos.en_passant {
        check_en_passant(pos, ep)?;
    }
    if in_check(pos, pos.side.opponent(), interp) {
        return Err(impossible(
            clause!("void-chess/10.1"),
            format!(
                "{} is in check with {} to move: no legal move leaves its own King in check",
                pos.side.opponent(),
                pos.side
            ),
        ));
    }
    Ok(())
}

/// void-chess/8.2: the en passant square is the square a Pawn of the side that just moved passed over with
/// its two-square advance: empty, with that Pawn just beyond it and its starting square empty.
fn check_en_passant(pos: &Position, ep: Square) -> Result<(), OracleError> {
    let mover = pos.side.opponent();
    let fail = |why: &str| {
        Err(impossible(
            clause!("void-chess/8.2"),
            format!("en passant square {}: {why}", BOARD.name(ep)),
        ))
    };
    if BOARD.rank(ep) != pawn_start_rank(mover) + forward(mover) as i32 {
        return fail("not the square a Pawn of the side that just moved passes over");
    }
    let beyond = BOARD
        .offset(ep, (0, forward(mover)))
        .expect("inside the board");
    let start = BOARD
        .offset(ep, (0, -forward(mover)))
        .expect("inside the board");
    if pos.piece(ep).is_some() || pos.tile(ep) == Tile::Void {
        return fail("it must be empty and not void");
    }
    if pos.piece(beyond) != Some(Piece::new(mover, Kind::Pawn)) {
        return fail("no Pawn that just advanced two squares stands beyond it");
    }
    if pos.piece(start).is_some() {
        return fail("the Pawn's starting square is occupied");
    }
    if pos.tile(beyond) != Tile::Normal || pos.tile(start) == Tile::Void {
        return fail(
            "a two-square advance is not a capture: the Pawn's squares cannot be unstable or void",
        );
    }
    Ok(())
}
