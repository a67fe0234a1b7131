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

use super::geometry::{Board, Direction, Space, SPACE_COUNT};
use super::s04_movement::{CastlingRights, Kind, Move, Piece, Position};
use super::s11_castling::{has_right, CASTLING_SIDES};
use crate::clause;
use crate::core::PieceKind;
use crate::core::{Clause, Color, Grid, OracleError, PlacementFault, Square, CHESS_KINDS};

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
    let spaces = GRID.write_marked_placement(|sq| {
        let s = space_of(sq);
        if pos.board.is_void(s) {
            return Some(('#', None));
        }
        pos.at(s).map(|p| {
            let mark = (p.kind == Kind::Pawn && p.crossed != default_crossed(p.color, s))
                .then_some(if p.crossed { '+' } else { '-' });
            (p.letter(), mark)
        })
    });
    format!(
        "{} {} {} {} {} {} {}",
        pos.board.name(),
        spaces,
        pos.to_move.letter(),
        pos.castling.fen(),
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

/// The spaces as a grid of files a..i and ranks 1..8, for the placement field.
const GRID: Grid = Grid { files: 9, ranks: 8 };

/// The space of a square of [`GRID`].
fn space_of(sq: Square) -> Space {
    Space::at(GRID.file(sq) as u8, GRID.rank(sq) as u8 + 1).expect("the grid is the spaces")
}

/// Reads the spaces field by the shared rule of [`Grid::read_marked_placement`] (a Pawn's letter may carry
/// `+` or `-`), then checks that `#` stands exactly on the board's voids.
fn read_spaces(pos: &mut Position, text: &str) -> Result<(), OracleError> {
    let read = GRID
        .read_marked_placement(text, &['+', '-'], |c, mark| match (c, mark) {
            ('#', None) => Some(None),
            _ => {
                let (color, kind) = CHESS_KINDS.read_piece_letter(c)?;
                (mark.is_none() || kind == Kind::Pawn).then_some(Some((color, kind, mark)))
            }
        })
        .map_err(|e| {
            let clause = match e.fault {
                PlacementFault::Letter => clause!("circular/3.2"),
                _ => clause!("circular/2.4"),
            };
            let e = e.naming_letters("KQRBNP kqrbnp, a Pawn's with `+` or `-`, and `#` for a void");
            bad(e.describe("field 2"), clause)
        })?;
    let mut given = [None; SPACE_COUNT];
    for (sq, cell) in read {
        given[space_of(sq).index()] = Some(cell);
    }
    for sq in GRID.squares() {
        let s = space_of(sq);
        let board = pos.board.name();
        match (pos.board.is_void(s), given[s.index()]) {
            (true, None) => {
                return Err(bad(
                    format!(
                        "field 2: {s} is a void space of the {board} board and must be written `#`"
                    ),
                    clause!("circular/2.2"),
                ))
            }
            (false, Some(None)) => {
                return Err(bad(
                    format!("field 2: `#` on {s}, which is not a void space of the {board} board"),
                    clause!("circular/2.2"),
                ))
            }
            (true, Some(Some(_))) => {
                return Err(bad(
                    format!("field 2: a piece on {s}, a void space of the {board} board"),
                    clause!("circular/4.2"),
                ))
            }
            (_, Some(Some((color, kind, mark)))) => {
                let mut piece = Piece::new(color, kind);
                piece.crossed = match mark {
                    Some(m) => m == '+',
                    None => kind == Kind::Pawn && default_crossed(color, s),
                };
                pos.spaces[s.index()] = Some(piece);
            }
            (_, Some(None)) | (false, None) => {}
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
    let rights = CastlingRights::from_fen(text)
        .map_err(|e| bad(format!("field 4 (castling): {e}"), clause!("circular/11.1")))?;
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
