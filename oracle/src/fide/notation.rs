//! Text forms: FEN positions (six fields; four-field EPD accepted), coordinate moves (`e2e4`, `e7e8q`,
//! castling as the King's move `e1g1`), and standard algebraic notation (SAN) for people.

use super::moves::{Move, Special};
use super::s01_board::{
    back_rank, color_index, rank_of, square_name, CastlingRights, Kind, Piece, Position, BOARD,
};
use super::s02_pieces::forward;
use super::s03_special::{king_home, rook_home};
use super::s04_check::{king_in_check, legal_moves};
use crate::core::san_parts::{check_mark, disambiguation};
use crate::core::PieceKind;
use crate::core::{read_chess_placement, Color, OracleError, Square};

fn bad(message: impl Into<String>) -> OracleError {
    OracleError::bad_position(message, None)
}

fn impossible(message: impl Into<String>, clause: crate::core::Clause) -> OracleError {
    OracleError::bad_position(message, Some(clause))
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

    let mut kings = [Square(0); 2];
    for color in Color::BOTH {
        let squares: Vec<Square> = (0..64u8)
            .map(Square)
            .filter(|&s| board[s.index()] == Some(Piece::new(color, Kind::King)))
            .collect();
        match squares.as_slice() {
            [one] => kings[color_index(color)] = *one,
            _ => {
                return Err(impossible(
                    format!(
                        "{color} must have exactly one King, found {}",
                        squares.len()
                    ),
                    crate::clause!("fide/1.5"),
                ))
            }
        }
    }
    for sq in (0..64u8).map(Square) {
        if let Some(Piece {
            kind: Kind::Pawn,
            color,
        }) = board[sq.index()]
        {
            if rank_of(sq) == back_rank(color.opponent()) {
                return Err(impossible(
                    format!(
                        "a {color} Pawn stands on {}, its last rank, where it would have been promoted",
                        square_name(sq)
                    ),
                    crate::clause!("fide/3.3.1"),
                ));
            }
            if rank_of(sq) == back_rank(color) {
                return Err(impossible(
                    format!(
                        "a {color} Pawn stands on {}, behind its starting rank; Pawns only move forward",
                        square_name(sq)
                    ),
                    crate::clause!("fide/2.6.1"),
                ));
            }
        }
    }
    for color in Color::BOTH {
        for kingside in [true, false] {
            if castling.get(color, kingside)
                && (board[king_home(color).index()] != Some(Piece::new(color, Kind::King))
                    || board[rook_home(color, kingside).index()]
                        != Some(Piece::new(color, Kind::Rook)))
            {
                return Err(impossible(
                    format!(
                        "{color} has a castling right on the {} side, but its King and Rook are not on \
                         their starting squares",
                        if kingside { "King's" } else { "Queen's" }
                    ),
                    crate::clause!("fide/3.1.3"),
                ));
            }
        }
    }
    let mut pos = Position {
        board,
        side,
        castling,
        en_passant: None,
        halfmove_clock,
        fullmove_number,
        kings,
    };
    if king_in_check(&pos, side.opponent()) {
        return Err(impossible(
            format!(
                "{} is in check with {side} to move: a check must be eliminated at once",
                side.opponent()
            ),
            crate::clause!("fide/4.1.2"),
        ));
    }
    if fields[3] != "-" {
        let ep = BOARD.parse(fields[3]).map_err(|_| {
            bad(format!(
                "field 4 (en passant) must be `-` or a square, found `{}`",
                fields[3]
            ))
        })?;
        let mover = side.opponent();
        // fide/3.2.1: the skipped square lies behind a Pawn of the player who just moved, which advanced two
        // squares from its starting rank (so the skipped square and the start square are empty).
        let pawn_sq = ep.0 as i16 + 8 * forward(mover) as i16;
        let start_sq = ep.0 as i16 - 8 * forward(mover) as i16;
        let shape_ok = rank_of(ep) == back_rank(mover) + 2 * forward(mover)
            && board[ep.index()].is_none()
            && (0..64).contains(&start_sq)
            && board[start_sq as usize].is_none()
            && (0..64).contains(&pawn_sq)
            && board[pawn_sq as usize] == Some(Piece::new(mover, Kind::Pawn));
        if !shape_ok {
            return Err(impossible(
                format!(
                    "en passant square {} is not the square a {mover} Pawn just skipped over",
                    fields[3]
                ),
                crate::clause!("fide/3.2.1"),
            ));
        }
        pos.en_passant = Some(ep);
    }
    Ok(pos)
}

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
    s.push_str(&BOARD.name(mv.from));
    s.push_str(&BOARD.name(mv.to));
    if let Some(k) = mv.promotion {
        s.push(k.letter().to_ascii_lowercase());
    }
    s
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

/// Turns a board diagram into a FEN: rank 8 first, one token per square (`K Q R B N P` for White,
/// `k q r b n p` for Black, `.` for an empty square), optional rank numbers and file letters, then optional
/// settings lines `to move: white|black`, `castling: KQkq|-`, `en passant: e3|-`, `halfmove: N`,
/// `fullmove: N`.
pub fn fen_from_diagram(diagram: &str) -> Result<String, OracleError> {
    let mut ranks: Vec<String> = Vec::new();
    let (mut side, mut castling, mut en_passant) = ("w", "-".to_string(), "-".to_string());
    let (mut halfmove, mut fullmove) = ("0".to_string(), "1".to_string());
    for (i, raw) in diagram.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        let at = |m: String| bad(format!("diagram line {}: {m}", i + 1));
        if line.is_empty() {
            continue;
        }
        if let Some((key, value)) = line.split_once(':') {
            let value = value.trim();
            match key.trim() {
                "to move" => {
                    side = match value {
                        "white" => "w",
                        "black" => "b",
                        _ => return Err(at(format!("`to move` is white or black, not `{value}`"))),
                    }
                }
                "castling" => castling = value.to_string(),
                "en passant" => en_passant = value.to_string(),
                "halfmove" => halfmove = value.to_string(),
                "fullmove" => fullmove = value.to_string(),
                other => {
                    return Err(at(format!(
                    "unknown setting `{other}` (to move, castling, en passant, halfmove, fullmove)"
                )))
                }
            }
            continue;
        }
        let mut tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens
            .iter()
            .all(|t| t.len() == 1 && ("a"..="h").contains(t))
        {
            continue;
        }
        if tokens.first().is_some_and(|t| t.parse::<u8>().is_ok()) {
            tokens.remove(0);
        }
        if tokens.len() != 8 {
            return Err(at(format!("a rank has 8 squares, found {}", tokens.len())));
        }
        let mut row = String::new();
        let mut empty = 0;
        for t in tokens {
            match t {
                "." => empty += 1,
                _ if t.len() == 1
                    && Piece::from_letter(t.chars().next().unwrap_or('?')).is_some() =>
                {
                    if empty > 0 {
                        row.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    row.push_str(t);
                }
                _ => {
                    return Err(at(format!(
                        "`{t}` is not a piece letter (KQRBNP kqrbnp) or `.`"
                    )))
                }
            }
        }
        if empty > 0 {
            row.push(char::from(b'0' + empty));
        }
        ranks.push(row);
    }
    if ranks.len() != 8 {
        return Err(bad(format!("a diagram has 8 ranks, found {}", ranks.len())));
    }
    Ok(format!(
        "{} {side} {castling} {en_passant} {halfmove} {fullmove}",
        ranks.join("/")
    ))
}
