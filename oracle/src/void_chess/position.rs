//! The one-line position form (see `docs/void-chess.md`): seven space-separated fields
//! `<placement> <side> <castling> <en-passant> <halfmove> <fullmove> <tiles>`.
//!
//! The board diagram of Void Chess: a picture of the board a person can read and edit, tiles included,
//! turned into the one-line position form. Rank 9 comes first, as seen from White's side (void-chess/1.1).
//!
//! ```text
//! 9  r  n  b  q  k  b  m  n  r
//! 8  p  p  p  p  p  p  p  p  p
//! 7  .  .  .  .  .  .  .  .  .
//! 6  .  .  .  .  .  .  .  .  .
//! 5  .  .  .  .  R* .  .  .  .
//! 4  .  .  .  #  .  .  .  .  .
//! 3  .  .  .  .  .  .  .  .  .
//! 2  P  P  P  P  P  P  P  P  P
//! 1  .  N  B  Q  K  B  M  N  R
//!    a  b  c  d  e  f  g  h  i
//! to move: black
//! castling: Kkq
//! ```
//!
//! A square is a piece letter (`K Q R B N M P` White, `k q r b n m p` Black) or `.` for no piece,
//! followed by `*` when the tile is unstable or `#` when it is void; a lone `#` is an empty void tile
//! (and a lone `*` an empty unstable one, which the position's check then refuses, 2.3). The rest is the
//! shared diagram form of `core::diagram`: the rank numbers at the left and the file letters under the
//! board optional; after the board, optional `key: value` lines `to move` (`white`, the default, or
//! `black`), `castling` (default `-`), `en passant` (default `-`), `halfmove` (default 0), `fullmove`
//! (default 1); the status line of `oracle show`
//! (`white to move; castling KQkq; en passant -; half-moves 0; move 1`) sets the same fields, and its
//! legend line is skipped. The position is then read and checked like any other, so an impossible
//! diagram is refused with the clause it breaks.

use super::interpretation::VoidInterpretation;
use super::s01_board::{CastlingRights, Kind, Piece, Position, BOARD, SQUARE_COUNT};
use super::s02_tiles::Tile;
use super::s07_king::in_check;
use super::s08_special::castling;
use crate::clause;
use crate::core::{
    read_diagram, validate, Color, DiagramForm, GridSetup, OracleError, PositionChecks, Square,
};

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

/// void-chess/1.1: the 9x9 board; a square is a piece (or none) on a tile.
const FORM: DiagramForm<(Option<Piece>, Tile)> = DiagramForm {
    grid: BOARD,
    cell: read_square,
    cells:
        "a piece letter (KQRBNMP, kqrbnmp) or `.`, then `*` (unstable) or `#` (void), or a lone `#`",
    own_keys: &[],
};

/// Reads one square of a diagram: the piece (if any) and the tile state.
fn read_square(token: &str) -> Option<(Option<Piece>, Tile)> {
    let (piece, mark) = match token {
        "#" => return Some((None, Tile::Void)),
        "*" => return Some((None, Tile::Unstable)),
        _ => {
            let mut chars = token.chars();
            let first = chars.next()?;
            let piece = match first {
                '.' => None,
                c => Some(Piece::from_letter(c)?),
            };
            (piece, chars.as_str())
        }
    };
    let tile = match mark {
        "" => Tile::Normal,
        "*" => Tile::Unstable,
        "#" => Tile::Void,
        _ => return None,
    };
    Some((piece, tile))
}

/// The one-line position form
/// `<placement> <side> <castling> <en-passant> <halfmove> <fullmove> <tiles>` of a diagram.
pub fn position_text(diagram: &str) -> Result<String, OracleError> {
    let d = read_diagram(&FORM, diagram)?;
    let placement = BOARD.write_placement(|sq| d.cell(sq).0.map(Piece::letter));
    let tiles = if d.cells.iter().all(|(_, t)| *t == Tile::Normal) {
        "-".to_string()
    } else {
        BOARD.write_placement(|sq| match d.cell(sq).1 {
            Tile::Normal => None,
            Tile::Unstable => Some('u'),
            Tile::Void => Some('v'),
        })
    };
    Ok(format!(
        "{placement} {} {tiles}",
        d.settings.fen_fields(Color::White)
    ))
}

#[cfg(test)]
mod tests {
    use super::position_text;

    /// Asserts that `diagram` reads as the position text `text`.
    fn reads_as(diagram: &str, text: &str) {
        assert_eq!(position_text(diagram).unwrap(), text);
    }

    #[test]
    fn the_start_position_as_a_diagram() {
        // void-chess/1.5, 1.6: back ranks R N B Q K B M N R, Pawns on ranks 2 and 8; 1.3: all tiles Normal.
        let d = "
            9  r n b q k b m n r
            8  p p p p p p p p p
            7  . . . . . . . . .
            6  . . . . . . . . .
            5  . . . . . . . . .
            4  . . . . . . . . .
            3  . . . . . . . . .
            2  P P P P P P P P P
            1  R N B Q K B M N R
               a b c d e f g h i
            castling: KQkq
        ";
        reads_as(
            d,
            "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -",
        );
    }

    #[test]
    fn tiles_and_settings() {
        let d = "
            . . . . k . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . R* . . . #
            . . . # . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . K . . . .
            to move: black
            halfmove: 3
            fullmove: 12
        ";
        reads_as(
            d,
            "4k4/9/9/9/4R4/9/9/9/4K4 b - - 3 12 9/9/9/9/4u3v/3v5/9/9/9",
        );
    }

    #[test]
    fn the_output_of_oracle_show_is_a_diagram() {
        let shown = "
            9  .  .  .  .  .  .  .  .  k
            8  .  .  .  .  .  .  .  .  .
            7  .  .  .  .  .  .  .  .  .
            6  p  .  .  .  .  .  .  .  .
            5  .  .  .  .  R* .  .  .  .
            4  .  .  .  .  .  .  .  .  .
            3  .  .  .  .  .  .  .  .  .
            2  .  .  .  .  .  .  .  .  .
            1  K  .  .  .  .  .  .  .  .
               a  b  c  d  e  f  g  h  i
            white to move; castling -; en passant -; half-moves 0; move 2
            legend: * unstable tile, # void tile
        ";
        reads_as(
            shown,
            "8k/9/9/p8/4R4/9/9/9/K8 w - - 0 2 9/9/9/9/4u4/9/9/9/9",
        );
        let e = position_text("black to move; castling: KQ")
            .unwrap_err()
            .to_string();
        assert!(e.contains("`castling: KQ`: expected castling X"), "{e}");
    }

    #[test]
    fn errors_name_the_line_and_square() {
        let short = "9 . . .\n";
        let e = position_text(short).unwrap_err().to_string();
        assert!(
            e.contains("diagram line 1") && e.contains("rank 9 has 3 squares"),
            "{e}"
        );
        let bad_square = (0..9)
            .map(|r| {
                if r == 2 {
                    "x . . . . . . . ."
                } else {
                    ". . . . . . . . ."
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let e = position_text(&bad_square).unwrap_err().to_string();
        assert!(
            e.contains("diagram line 3") && e.contains("square a7: `x`"),
            "{e}"
        );
        let e = position_text("to move: red").unwrap_err().to_string();
        assert!(e.contains("expected white or black"), "{e}");
        let e = position_text("1 . . . . . . . . .")
            .unwrap_err()
            .to_string();
        assert!(e.contains("rank 1 where rank 9 was expected"), "{e}");
    }
}
