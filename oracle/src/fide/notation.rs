//! Text forms: FEN positions (six fields; four-field EPD accepted), coordinate moves (`e2e4`, `e7e8q`,
//! castling as the King's move `e1g1`), and standard algebraic notation (SAN) for people.

use super::moves::{Move, Special};
use super::s01_board::{square_name, CastlingRights, Kind, Piece, Position, BOARD};
use super::s03_special::{king_home, rook_home};
use super::s04_check::{king_in_check, legal_moves};
use crate::core::san_parts::{check_mark, disambiguation};
use crate::core::PieceKind;
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
    let mut out = BOARD.write_placement(|sq| pos.board[sq.index()].map(|p| p.letter()));
    out.push(' ');
    out.push(pos.side.letter());
    out.push(' ');
    out.push_str(&pos.castling.fen());
    out.push(' ');
    match pos.en_passant {
        Some(sq) => out.push_str(&square_name(sq)),
        None => out.push('-'),
    }
    out.push_str(&format!(" {} {}", pos.halfmove_clock, pos.fullmove_number));
    out
}

/// A coordinate move as read from text, before it is checked against the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CoordinateMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<char>,
}

/// Reads a coordinate move `e2e4` / `e7e8q`; `None` when the text does not have that shape.
pub fn parse_coordinate(text: &str) -> Option<CoordinateMove> {
    let (from, rest) = BOARD.parse_prefix(text)?;
    let (to, rest) = BOARD.parse_prefix(rest)?;
    let mut chars = rest.chars();
    let promotion = chars.next();
    if chars.next().is_some() || promotion.is_some_and(|c| !c.is_ascii_alphabetic()) {
        return None;
    }
    Some(CoordinateMove {
        from,
        to,
        promotion,
    })
}

/// Writes a move in coordinate form: `e2e4`, `e7e8q`, castling as the King's move `e1g1`.
pub fn format_coordinate(mv: &Move) -> String {
    let mut s = String::with_capacity(5);
    write_coordinate(mv, &mut s);
    s
}

/// [`format_coordinate`], written at the end of `out`.
pub fn write_coordinate(mv: &Move, out: &mut String) {
    BOARD.push_name(mv.from, out);
    BOARD.push_name(mv.to, out);
    if let Some(k) = mv.promotion {
        out.push(k.letter().to_ascii_lowercase());
    }
}

/// Writes a move in standard algebraic notation (`Nf3`, `exd5`, `O-O`, `e8=Q+`, `Raxd1#`).
pub fn format_san(
    pos: &Position,
    mv: &Move,
    play: impl Fn(&Position, &Move) -> Position,
) -> String {
    let mut s = match mv.special {
        Special::CastleKingside => "O-O".to_string(),
        Special::CastleQueenside => "O-O-O".to_string(),
        _ => {
            let piece = pos.board[mv.from.index()].expect("a move starts on a piece");
            let capture = pos.board[mv.to.index()].is_some() || mv.special == Special::EnPassant;
            let mut s = String::new();
            if piece.kind == Kind::Pawn {
                if capture {
                    s.push(square_name(mv.from).chars().next().unwrap_or('?'));
                }
            } else {
                s.push(piece.kind.letter());
                // Disambiguate among other pieces of the same kind that could also legally go there.
                let rivals: Vec<String> = legal_moves(pos)
                    .into_iter()
                    .filter(|m| {
                        m.to == mv.to
                            && m.from != mv.from
                            && pos.board[m.from.index()] == Some(piece)
                    })
                    .map(|m| square_name(m.from))
                    .collect();
                s.push_str(&disambiguation(&square_name(mv.from), &rivals));
            }
            if capture {
                s.push('x');
            }
            s.push_str(&square_name(mv.to));
            if let Some(k) = mv.promotion {
                s.push('=');
                s.push(k.letter());
            }
            s
        }
    };
    let after = play(pos, mv);
    let check = king_in_check(&after, after.side);
    s.push_str(check_mark(check, check && legal_moves(&after).is_empty()));
    s
}

/// A move in standard algebraic notation, as read, before it is matched against the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanMove {
    /// `O-O` (`kingside`) or `O-O-O`.
    Castle { kingside: bool },
    /// A piece move: the kind (`Pawn` without a letter), the from-file and from-rank hints, the target and
    /// the promotion choice.
    Piece {
        kind: Kind,
        file: Option<i8>,
        rank: Option<i8>,
        to: Square,
        promotion: Option<char>,
    },
}

/// Reads SAN (`Nf3`, `exd5`, `R1a3`, `e8=Q`, `O-O`; check, mate and annotation marks ignored); `None` when
/// the text does not have that shape.
pub fn parse_san(text: &str) -> Option<SanMove> {
    let t = text.trim_end_matches(['+', '#', '!', '?']);
    match t {
        "O-O" | "0-0" => return Some(SanMove::Castle { kingside: true }),
        "O-O-O" | "0-0-0" => return Some(SanMove::Castle { kingside: false }),
        _ => {}
    }
    let mut chars: Vec<char> = t.chars().collect();
    let mut promotion = None;
    if chars.len() >= 2 && chars[chars.len() - 2] == '=' {
        promotion = Some(chars[chars.len() - 1].to_ascii_lowercase());
        chars.truncate(chars.len() - 2);
    }
    let kind = match chars.first() {
        Some(&c) if "KQRBN".contains(c) => {
            chars.remove(0);
            Kind::from_letter(c)?
        }
        _ => Kind::Pawn,
    };
    if chars.len() < 2 {
        return None;
    }
    let dest: String = chars[chars.len() - 2..].iter().collect();
    let to = BOARD.parse(&dest).ok()?;
    let mut hints = &chars[..chars.len() - 2];
    if hints.last() == Some(&'x') {
        hints = &hints[..hints.len() - 1];
    }
    let (mut file, mut rank) = (None, None);
    for &c in hints {
        match c {
            'a'..='h' if file.is_none() && rank.is_none() => file = Some(c as i8 - 'a' as i8),
            '1'..='8' if rank.is_none() => rank = Some(c as i8 - '1' as i8),
            _ => return None,
        }
    }
    Some(SanMove::Piece {
        kind,
        file,
        rank,
        to,
        promotion,
    })
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

/// Turns a board diagram into a FEN (see [`DIAGRAM`] and `core::diagram` for the form).
pub fn fen_from_diagram(diagram: &str) -> Result<String, OracleError> {
    let d = read_diagram(&DIAGRAM, diagram)?;
    let placement = BOARD.write_placement(|sq| d.cell(sq).map(Piece::letter));
    Ok(format!(
        "{placement} {}",
        d.settings.fen_fields(Color::White)
    ))
}
