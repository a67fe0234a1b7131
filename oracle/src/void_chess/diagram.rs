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

use super::s01_board::{Piece, BOARD};
use super::s02_tiles::Tile;
use crate::core::{read_diagram, Color, DiagramForm, OracleError};

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
        assert_eq!(
            position_text(d).unwrap(),
            "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -"
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
        assert_eq!(
            position_text(d).unwrap(),
            "4k4/9/9/9/4R4/9/9/9/4K4 b - - 3 12 9/9/9/9/4u3v/3v5/9/9/9"
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
        assert_eq!(
            position_text(shown).unwrap(),
            "8k/9/9/p8/4R4/9/9/9/K8 w - - 0 2 9/9/9/9/4u4/9/9/9/9"
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
