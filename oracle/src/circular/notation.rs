//! The one-line position text and the coordinate move form of Circular Chess.
//!
//! Position: `<board> <spaces> <side> <castling> <en-passant> <halfmove> <fullmove>`, for example the Medial
//! start `medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBNR# w KQkq - 0 1`.
//! * `<board>`: `maximal`, `medial` or `minimal`.
//! * `<spaces>`: ranks 8 down to 1, separated by `/`, each listing files a..i: a piece letter (`KQRBNP` White,
//!   `kqrbnp` Black), a digit for that many empty playable spaces, `#` for a void space of that board (required
//!   exactly on its voids). A Pawn's letter may carry `+` (has crossed the center, moves outward) or `-` (has not
//!   crossed, moves toward the center); without a mark a Pawn on its own half (White ranks 1-4, Black 5-8) has
//!   not crossed and a Pawn on the opponent's half has. The writer marks only Pawns that differ from this.
//! * `<side>` `w`/`b`; `<castling>` `KQkq` or `-`; `<en-passant>` the space a Pawn just passed over, or `-`;
//!   the halfmove clock (moves since the last capture or Pawn move) and the move number.
//!
//! Moves: from-space then to-space (`e2e4`, `a4i5`), a lower-case letter for a promotion (`d7d8q`),
//! Castling as the King's move (`e1g1`).

use super::geometry::{Board, Direction, Space};
use super::s04_movement::{CastlingRights, Kind, Move, Piece, Position};
use super::s11_castling::{has_right, CASTLING_SIDES};
use crate::clause;
use crate::core::{Clause, Color, OracleError};

fn bad(message: impl Into<String>, clause: Clause) -> OracleError {
    OracleError::bad_position(message, Some(clause))
}

/// Whether a Pawn of `color` on `s` is taken to have crossed the center when its text has no mark.
pub fn default_crossed(color: Color, s: Space) -> bool {
    match color {
        Color::White => !s.on_white_half(),
        Color::Black => s.on_white_half(),
    }
}

/// Writes the position text.
pub fn format_position(pos: &Position) -> String {
    let mut rows = Vec::with_capacity(8);
    for rank in (1..=8u8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..9u8 {
            let Some(s) = Space::at(file, rank) else {
                continue;
            };
            let cell = if pos.board.is_void(s) {
                Some("#".to_string())
            } else {
                pos.at(s).map(|p| {
                    let mut t = p.letter().to_string();
                    if p.kind == Kind::Pawn && p.crossed != default_crossed(p.color, s) {
                        t.push(if p.crossed { '+' } else { '-' });
                    }
                    t
                })
            };
            match cell {
                None => empty += 1,
                Some(t) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push_str(&t);
                }
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let mut castling: String = CASTLING_SIDES
        .iter()
        .filter(|s| has_right(&pos.castling, s))
        .map(|s| match (s.color, s.king_side) {
            (Color::White, true) => 'K',
            (Color::White, false) => 'Q',
            (Color::Black, true) => 'k',
            (Color::Black, false) => 'q',
        })
        .collect();
    if castling.is_empty() {
        castling.push('-');
    }
    format!(
        "{} {} {} {} {} {} {}",
        pos.board.name(),
        rows.join("/"),
        pos.to_move.letter(),
        castling,
        pos.en_passant
            .map_or("-".to_string(), |s| s.name().to_string()),
        pos.halfmove_clock,
        pos.fullmove_number
    )
}

/// Reads the position text, refusing impossible positions with the clause they break (the check of the side
/// not to move, and of Pawns left on a first rank, is done by the caller, which knows the interpretation).
pub fn parse_position(text: &str) -> Result<Position, OracleError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 7 {
        return Err(OracleError::bad_position(
            format!(
                "expected 7 fields `<board> <spaces> <side> <castling> <en-passant> <halfmove> <fullmove>`, found {}",
                fields.len()
            ),
            None,
        ));
    }
    let board = Board::from_name(fields[0]).ok_or_else(|| {
        bad(
            format!(
                "field 1: unknown board `{}` (maximal, medial, minimal)",
                fields[0]
            ),
            clause!("circular/2.1"),
        )
    })?;
    let mut pos = Position::empty(board);
    read_spaces(&mut pos, fields[1])?;
    pos.to_move = Color::from_letter(fields[2]).ok_or_else(|| {
        bad(
            format!(
                "field 3: side to move must be `w` or `b`, found `{}`",
                fields[2]
            ),
            clause!("circular/4.1"),
        )
    })?;
    pos.castling = read_castling(&pos, fields[3])?;
    pos.en_passant = read_en_passant(&pos, fields[4])?;
    let number = |i: usize, what: &str| {
        crate::core::number::whole_number(fields[i]).map_err(|m| {
            bad(
                format!("field {}: {what}: {m}", i + 1),
                clause!("circular/14.4"),
            )
        })
    };
    pos.halfmove_clock = number(5, "the halfmove clock")?;
    pos.fullmove_number = number(6, "the move number")?;
    if pos.fullmove_number == 0 {
        return Err(bad(
            "field 7: the move number starts at 1",
            clause!("circular/4.1"),
        ));
    }
    Ok(pos)
}

fn read_spaces(pos: &mut Position, text: &str) -> Result<(), OracleError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(bad(
            format!(
                "field 2: expected 8 ranks separated by `/`, found {}",
                ranks.len()
            ),
            clause!("circular/2.4"),
        ));
    }
    for (i, row) in ranks.iter().enumerate() {
        let rank = 8 - i as u8;
        let mut file = 0u8;
        let mut chars = row.chars().peekable();
        let at = |file: u8| Space::at(file, rank);
        while let Some(c) = chars.next() {
            if file >= 9 {
                return Err(bad(
                    format!("field 2, rank {rank}: more than 9 files (a..i)"),
                    clause!("circular/2.4"),
                ));
            }
            if let Some(n) = c.to_digit(10) {
                if n == 0 || file as u32 + n > 9 {
                    return Err(bad(
                        format!("field 2, rank {rank}: `{c}` does not fit in files a..i"),
                        clause!("circular/2.4"),
                    ));
                }
                for _ in 0..n {
                    if let Some(s) = at(file) {
                        if pos.board.is_void(s) {
                            return Err(bad(
                                format!("field 2: {s} is a void space of the {} board and must be written `#`", pos.board.name()),
                                clause!("circular/2.2"),
                            ));
                        }
                    }
                    file += 1;
                }
                continue;
            }
            let Some(s) = at(file) else {
                return Err(bad(
                    format!("field 2, rank {rank}: too many files"),
                    clause!("circular/2.4"),
                ));
            };
            if c == '#' {
                if !pos.board.is_void(s) {
                    return Err(bad(
                        format!(
                            "field 2: `#` on {s}, which is not a void space of the {} board",
                            pos.board.name()
                        ),
                        clause!("circular/2.2"),
                    ));
                }
                file += 1;
                continue;
            }
            let Some(kind) = Kind::from_letter(c.to_ascii_uppercase()) else {
                return Err(bad(
                    format!("field 2, rank {rank}: `{c}` is not a piece letter (KQRBNP, kqrbnp), a digit or `#`"),
                    clause!("circular/3.2"),
                ));
            };
            if pos.board.is_void(s) {
                return Err(bad(
                    format!(
                        "field 2: a piece on {s}, a void space of the {} board",
                        pos.board.name()
                    ),
                    clause!("circular/4.2"),
                ));
            }
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let mut piece = Piece::new(color, kind);
            if kind == Kind::Pawn {
                piece.crossed = match chars.peek() {
                    Some('+') => {
                        chars.next();
                        true
                    }
                    Some('-') => {
                        chars.next();
                        false
                    }
                    _ => default_crossed(color, s),
                };
            }
            pos.spaces[s.index()] = Some(piece);
            file += 1;
        }
        if file != 9 {
            return Err(bad(
                format!("field 2, rank {rank}: {file} files given, 9 needed (a..i)"),
                clause!("circular/2.4"),
            ));
        }
    }
    for color in Color::BOTH {
        let kings = pos
            .spaces
            .iter()
            .flatten()
            .filter(|p| p.color == color && p.kind == Kind::King)
            .count();
        if kings != 1 {
            return Err(bad(
                format!("field 2: {color} has {kings} Kings, one is needed"),
                clause!("circular/3.2"),
            ));
        }
    }
    Ok(())
}

fn read_castling(pos: &Position, text: &str) -> Result<CastlingRights, OracleError> {
    let mut rights = CastlingRights::default();
    if text == "-" {
        return Ok(rights);
    }
    for c in text.chars() {
        let flag = match c {
            'K' => &mut rights.white_king_side,
            'Q' => &mut rights.white_queen_side,
            'k' => &mut rights.black_king_side,
            'q' => &mut rights.black_queen_side,
            _ => {
                return Err(bad(
                    format!("field 4: `{c}` is not a castling right (KQkq or -)"),
                    clause!("circular/11.1"),
                ))
            }
        };
        *flag = true;
    }
    for side in CASTLING_SIDES.iter().filter(|s| has_right(&rights, s)) {
        let holds = |s: Space, k: Kind| {
            pos.at(s)
                .is_some_and(|p| p.color == side.color && p.kind == k)
        };
        if !holds(side.king_from, Kind::King) || !holds(side.rook_from, Kind::Rook) {
            return Err(bad(
                format!(
                    "field 4: a castling right needs the unmoved King on {} and Rook on {}",
                    side.king_from, side.rook_from
                ),
                clause!("circular/11.1"),
            ));
        }
    }
    Ok(rights)
}

fn read_en_passant(pos: &Position, text: &str) -> Result<Option<Space>, OracleError> {
    if text == "-" {
        return Ok(None);
    }
    let wrong = |why: &str| bad(format!("field 5: `{text}` {why}"), clause!("circular/10.5"));
    let s = Space::from_name(text).ok_or_else(|| wrong("is not a space name"))?;
    let mover = pos.to_move.opponent();
    let third = match mover {
        Color::White => 3,
        Color::Black => 6,
    };
    if s.rank() != third || s.file() >= 8 {
        return Err(wrong("is not a space a Pawn passes over in a two-space first move of the player who just moved"));
    }
    let pawn_there = s.step(Direction::In).and_then(|(v, _)| pos.at(v));
    let start_empty = s
        .step(Direction::Out)
        .is_some_and(|(v, _)| pos.at(v).is_none());
    if pos.at(s).is_some()
        || !start_empty
        || !pawn_there.is_some_and(|p| p.color == mover && p.kind == Kind::Pawn && !p.crossed)
    {
        return Err(wrong(
            "does not lie between an empty start space and a Pawn that has just moved two spaces",
        ));
    }
    Ok(Some(s))
}

/// Writes a move in coordinate form.
pub fn format_move(m: &Move) -> String {
    let mut t = format!("{}{}", m.from, m.to);
    if let Some(k) = m.promotion {
        t.push(k.letter().to_ascii_lowercase());
    }
    t
}

/// A move text read as from-space, to-space and promotion letter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub from: Space,
    pub to: Space,
    pub promotion: Option<Kind>,
}

/// Reads a coordinate move (`e2e4`, `d7d8q`); the spaces are checked against the board by the rules.
pub fn parse_move(text: &str) -> Result<MoveText, OracleError> {
    let t = text.trim();
    let why = "expected a coordinate move: from-space, to-space (a1..i8), optional promotion letter q/r/b/n";
    if !t.is_ascii() || !(4..=5).contains(&t.len()) {
        return Err(OracleError::bad_move(text, why));
    }
    let (Some(from), Some(to)) = (Space::from_name(&t[0..2]), Space::from_name(&t[2..4])) else {
        return Err(OracleError::bad_move(text, why));
    };
    let promotion = match t.get(4..5) {
        None => None,
        Some(p) => match p {
            "q" => Some(Kind::Queen),
            "r" => Some(Kind::Rook),
            "b" => Some(Kind::Bishop),
            "n" => Some(Kind::Knight),
            _ => return Err(OracleError::bad_move(text, why)),
        },
    };
    Ok(MoveText {
        from,
        to,
        promotion,
    })
}
