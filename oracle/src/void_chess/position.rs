//! The one-line position form (see `docs/void-chess.md`): seven space-separated fields
//! `<placement> <side> <castling> <en-passant> <halfmove> <fullmove> <tiles>`.

use super::interpretation::VoidInterpretation;
use super::s01_board::{CastlingRights, Kind, Piece, Position, BOARD, SQUARE_COUNT};
use super::s02_tiles::Tile;
use super::s08_special::castling;
use super::s10_attacks::in_check;
use crate::clause;
use crate::core::{validate, Color, GridSetup, OracleError, PositionChecks, Square};

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

/// The positions the rules make impossible, each check of `core::validate` with the clause it cites:
/// one King a side and at most 9 Pawns (1.4: a side begins with 9 and never gains any), no Pawn behind
/// its starting rank (3.6: Pawns only move forward) or on its promotion rank (8.3), castling rights only
/// with the King and Rook on their squares (8.1.1), an en passant square only where a Pawn just passed
/// (8.2), and the side that just moved not in check (10.1). The tiles are checked by [`tiles_possible`].
const CHECKS: PositionChecks = PositionChecks {
    one_king_each: Some(clause!("void-chess/1.4")),
    pawns_at_most: Some((9, clause!("void-chess/1.4"))),
    no_pawn_behind_start: Some(clause!("void-chess/3.6")),
    no_pawn_unpromoted: Some(clause!("void-chess/8.3")),
    castling_needs_king_and_rook: Some(clause!("void-chess/8.1.1")),
    en_passant_after_double_step: Some(clause!("void-chess/8.2")),
    mover_not_in_check: Some(clause!("void-chess/10.1")),
};

/// Rejects positions that cannot occur, with the clause they break.
pub fn check_position(pos: &Position, interp: &VoidInterpretation) -> Result<(), OracleError> {
    let in_check = |color| in_check(pos, color, interp);
    let tiles = || tiles_possible(pos);
    let en_passant_tiles = |ep, start, beyond| en_passant_tiles(pos, ep, start, beyond);
    let setup = GridSetup::new(BOARD, &pos.board, pos.side, pos.en_passant)
        .castling(pos.castling, |color, wing| {
            let c = castling(color, wing.is_kingside());
            (c.king_from, c.rook_from)
        })
        .check(&in_check)
        .own_checks(&tiles)
        .en_passant_also(&en_passant_tiles);
    validate(&setup, &CHECKS)
}

/// void-chess/2.4: no piece but a Minister stands on a void tile; 2.3: an unstable tile holds the piece
/// whose capture made it (it turns void when the piece leaves or is destroyed, 2.5, 6.2.2).
fn tiles_possible(pos: &Position) -> Result<(), OracleError> {
    for sq in BOARD.squares() {
        match (pos.piece(sq), pos.tile(sq)) {
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
    }
    Ok(())
}

/// void-chess/8.2: the square a Pawn passed over with its two-square advance is not void, and the
/// advance was not a capture, so the Pawn's squares are neither unstable nor void.
fn en_passant_tiles(pos: &Position, ep: Square, start: Square, beyond: Square) -> Option<String> {
    if pos.tile(ep) == Tile::Void {
        Some("it is void, and no Pawn passes over a void tile".to_string())
    } else if pos.tile(beyond) != Tile::Normal || pos.tile(start) == Tile::Void {
        Some(
            "a two-square advance is not a capture: the Pawn's squares cannot be unstable or void"
                .to_string(),
        )
    } else {
        None
    }
}
