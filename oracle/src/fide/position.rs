//! The position's text form: FEN (six fields; four-field EPD accepted), read and checked by the Laws
//! (`core::validate`), written back; and the board diagram (`core::read_diagram`) turned into a FEN.

use super::s01_board::{CastlingRights, Kind, Piece, Position, BOARD};
use super::s03_special::{king_home, rook_home};
use super::s04_check::king_in_check;
use crate::core::{
    read_chess_placement, read_diagram, validate, Color, DiagramForm, GridSetup, OracleError,
    PositionChecks, Square,
};

fn bad(message: impl Into<String>) -> OracleError {
    OracleError::bad_position(message, None)
}

/// What may follow a FEN's fields: nothing, or EPD operations (`bm Nf3; id "x";`), each an opcode (a letter,
/// then letters, digits and `_`) with its operands, ended by `;`. Anything else is an error naming it, so
/// that a stray word is not read as a position (`... 0 1 junk`).
fn epd_operations(rest: &[&str]) -> Result<(), OracleError> {
    if rest.is_empty() {
        return Ok(());
    }
    let text = rest.join(" ");
    let opcode = |op: &str| {
        let mut c = op.trim().chars();
        c.next().is_some_and(|f| f.is_ascii_alphabetic())
            && c.take_while(|&x| x != ' ')
                .all(|x| x.is_ascii_alphanumeric() || x == '_')
    };
    let ops: Vec<&str> = text.split_terminator(';').collect();
    if text.trim_end().ends_with(';') && ops.iter().all(|op| opcode(op)) {
        return Ok(());
    }
    Err(bad(format!(
        "`{}` after the position's fields is neither its move counters nor EPD operations (`id \"x\";`): \
         a FEN has six fields",
        rest[0]
    )))
}

/// Reads a FEN (six fields) or EPD (the first four fields; any EPD operations after them are ignored),
/// rejecting positions the rules make impossible with the clause they break. The en passant field is kept as
/// given once it is checked to be a square a Pawn just skipped over.
pub fn parse_fen(text: &str) -> Result<Position, OracleError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 4 {
        return Err(bad(format!(
            "a FEN needs at least 4 fields (placement, side, castling, en passant), found {}",
            fields.len()
        )));
    }
    let board = read_chess_placement(fields[0], "field 1 (placement)").map_err(bad)?;
    let side = Color::from_letter(fields[1]).ok_or_else(|| {
        bad(format!(
            "field 2 (side to move) must be `w` or `b`, found `{}`",
            fields[1]
        ))
    })?;
    let castling = parse_castling(fields[2])?;
    // Six-field FEN has two numbers after the en passant field; EPD has operations (`bm ...;`) or nothing.
    let numeric = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (halfmove_clock, fullmove_number) = if fields.len() >= 6
        && numeric(fields[4])
        && numeric(fields[5])
    {
        let h = fields[4].parse::<u32>().map_err(|_| {
            bad(format!(
                "field 5 (halfmove clock) `{}` is too large",
                fields[4]
            ))
        })?;
        let f = fields[5].parse::<u32>().map_err(|_| {
            bad(format!(
                "field 6 (fullmove number) `{}` is too large",
                fields[5]
            ))
        })?;
        if f == 0 {
            return Err(bad("field 6 (fullmove number) must be at least 1"));
        }
        (h, f)
    } else if fields.len() >= 5 && numeric(fields[4]) {
        return Err(bad(
                "after the en passant field give both counters (halfmove clock, fullmove number) or neither",
            ));
    } else {
        (0, 1)
    };
    let counters = if fields.len() >= 6 && numeric(fields[4]) && numeric(fields[5]) {
        2
    } else {
        0
    };
    epd_operations(&fields[4 + counters..])?;

    let en_passant = match fields[3] {
        "-" => None,
        ep => Some(BOARD.parse(ep).map_err(|_| {
            bad(format!(
                "field 4 (en passant) must be `-` or a square, found `{ep}`"
            ))
        })?),
    };
    // Where each King stands: the only one of its colour, once the checks below have said there is one.
    let king_of = |color| {
        BOARD
            .squares()
            .find(|&s| board[s.index()] == Some(Piece::new(color, Kind::King)))
            .unwrap_or(Square(0))
    };
    let pos = Position {
        board,
        side,
        castling,
        en_passant,
        halfmove_clock,
        fullmove_number,
        kings: [king_of(Color::White), king_of(Color::Black)],
    };
    let in_check = |color| king_in_check(&pos, color);
    let setup = GridSetup::new(BOARD, &pos.board, side, en_passant)
        .castling(castling, |color, wing| {
            (king_home(color), rook_home(color, wing.is_kingside()))
        })
        .check(&in_check);
    validate(&setup, &CHECKS)?;
    Ok(pos)
}

/// The positions the Laws make impossible, each check with the article it cites (`core::validate`):
/// one King a side (1.5), no Pawn behind its starting rank (2.6.1: Pawns only move forward) or on its
/// last rank (3.3.1: it is exchanged there), castling rights only with the King and Rook unmoved (3.1.3),
/// an en passant square only where a Pawn just skipped (3.2.1), and the side that just moved not in check
/// (4.1.2: a check is met at once).
const CHECKS: PositionChecks = PositionChecks {
    one_king_each: Some(crate::clause!("fide/1.5")),
    pawns_at_most: None,
    no_pawn_behind_start: Some(crate::clause!("fide/2.6.1")),
    no_pawn_unpromoted: Some(crate::clause!("fide/3.3.1")),
    castling_needs_king_and_rook: Some(crate::clause!("fide/3.1.3")),
    en_passant_after_double_step: Some(crate::clause!("fide/3.2.1")),
    mover_not_in_check: Some(crate::clause!("fide/4.1.2")),
};

fn parse_castling(text: &str) -> Result<CastlingRights, OracleError> {
    CastlingRights::from_fen(text).map_err(|e| bad(format!("field 3 (castling): {e}")))
}

/// Writes the six-field FEN.
pub fn format_fen(pos: &Position) -> String {
    BOARD.write_fen(
        |sq| pos.board[sq.index()].map(|p| p.letter()),
        pos.side,
        pos.castling,
        pos.en_passant,
        pos.halfmove_clock,
        pos.fullmove_number,
    )
}

/// The board diagram (`core::diagram`): rank 8 first, one token per square, `K Q R B N P` for White,
/// `k q r b n p` for Black, `.` for an empty square.
const DIAGRAM: DiagramForm<Option<Piece>> = DiagramForm {
    grid: BOARD,
    cell: |token| match token {
        "." => Some(None),
        _ => Piece::from_token(token).map(Some),
    },
    cells: "a piece letter (KQRBNP kqrbnp) or `.`",
    own_keys: &[],
};

/// Turns a board diagram into a FEN (see `DIAGRAM` and `core::diagram` for the form).
pub fn fen_from_diagram(diagram: &str) -> Result<String, OracleError> {
    let d = read_diagram(&DIAGRAM, diagram)?;
    let placement = BOARD.write_placement(|sq| d.cell(sq).map(Piece::letter));
    Ok(format!(
        "{placement} {}",
        d.settings.fen_fields(Color::White)
    ))
}
