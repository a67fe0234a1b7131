//! The position's text forms of Circular Chess: the one-line position text, and the board diagram read into
//! it.
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
//! The board diagram: the spaces as a grid of files a..i and ranks 8..1 (the form of the grid
//! picture of `oracle show`), turned into the one-line position form.
//!
//! ```text
//!      a  b  c  d  e  f  g  h  i
//!   8  k  .  .  .  .  .  .  .  #
//!   7  .  Q  .  .  .  .  .  .  #
//!   6  .  .  K  .  .  .  .  .  .
//!   5  .  .  .  .  .  .  .  .  .
//!   4  .  .  .  .  .  .  .  .  .
//!   3  .  .  .  .  .  .  .  .  .
//!   2  .  .  .  .  .  .  .  .  #
//!   1  .  .  .  .  .  .  .  .  #
//! to move: black
//! ```
//!
//! A space is a piece letter (`K Q R B N P` White, `k q r b n p` Black; a Pawn may carry `+` or `-` as in the
//! position text), `.` for an empty space or `#` for a void space. The void spaces name the board (Maximal,
//! Medial or Minimal, circular/2.1); a `board:` line may say it too. The rest is the shared diagram form of
//! `core::diagram`, read on a grid of 9 files and 8 ranks as a rectangular board's (the rank numbers, the
//! line of file letters and the line of dashes between ranks 5 and 4 optional; the settings `to move`,
//! `castling`, `en passant`, `halfmove`, `fullmove`). The position is then read and checked like any other.

use super::interpretation::{CircularInterpretation, Promotion};
use super::s02_board::{Board, Direction, Space, SPACE_COUNT};
use super::s04_movement::{CastlingRights, Kind, Piece, Position};
use super::s11_castling::CASTLING_SIDES;
use super::s13_check::in_check;
use crate::clause;
use crate::core::{
    read_diagram, validate, ChessKind, Clause, Color, DiagramForm, Grid, OracleError, PawnRank,
    PlacementFault, PositionChecks, Role, Setup, Square, Wing, CHESS_KINDS,
};

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

/// Reads the position text, refusing impossible positions with the clause they break (see `CircularSetup`).
pub fn parse_position(
    text: &str,
    interp: &CircularInterpretation,
) -> Result<Position, OracleError> {
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
    pos.castling = read_castling(fields[3])?;
    pos.en_passant = read_en_passant(fields[4])?;
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
    let checks = PositionChecks {
        // circular/12.1: a Pawn reaching a first rank is promoted, where promotion is compulsory.
        no_pawn_unpromoted: (interp.promotion == Promotion::Compulsory)
            .then_some(clause!("circular/12.1")),
        ..CHECKS
    };
    validate(&CircularSetup { pos: &pos, interp }, &checks)?;
    Ok(pos)
}

/// The positions the rules make impossible, each check of `core::validate` with the clause it cites: one
/// King a side (3.2), castling rights only with the unmoved King and Rook (11.1), an en passant square
/// only where a Pawn just made its two-space first move (10.5), the side that just moved not in check
/// (13.1). A Pawn on a first rank is refused (12.1) under compulsory promotion only. A Circular Pawn may
/// turn round and move outward, so none is refused for standing behind its starting rank.
const CHECKS: PositionChecks = PositionChecks {
    one_king_each: Some(clause!("circular/3.2")),
    pawns_at_most: None,
    no_pawn_behind_start: None,
    no_pawn_unpromoted: None,
    castling_needs_king_and_rook: Some(clause!("circular/11.1")),
    en_passant_after_double_step: Some(clause!("circular/10.5")),
    mover_not_in_check: Some(clause!("circular/13.1")),
};

/// A position as `core::validate` reads it: the playable spaces of its board; a Pawn is promoted on the
/// outer ring (ring 1, both sides' first ranks, circular/12.1); a two-space first move starts on the
/// second rank and goes toward the center (circular/10.1), passing over the third.
struct CircularSetup<'a> {
    pos: &'a Position,
    interp: &'a CircularInterpretation,
}

impl Setup for CircularSetup<'_> {
    type Sq = Space;

    fn squares(&self) -> Vec<Space> {
        self.pos.board.spaces().collect()
    }
    fn name(&self, s: Space) -> String {
        s.name().to_string()
    }
    fn piece(&self, s: Space) -> Option<(Color, Role)> {
        self.pos.at(s).map(|p| (p.color, Role::of(p.kind)))
    }
    fn side_to_move(&self) -> Color {
        self.pos.to_move
    }
    fn pawn_rank(&self, _color: Color, s: Space) -> PawnRank {
        if s.ring() == 1 {
            PawnRank::Promotion
        } else {
            PawnRank::Between
        }
    }
    fn castling(&self) -> CastlingRights {
        self.pos.castling
    }
    fn castling_homes(&self, color: Color, wing: Wing) -> (Space, Space) {
        let side = CASTLING_SIDES
            .iter()
            .find(|s| s.color == color && s.king_side == wing.is_kingside())
            .expect("a castling for every side and wing");
        (side.king_from, side.rook_from)
    }
    fn en_passant(&self) -> Option<Space> {
        self.pos.en_passant
    }
    fn double_step_over(&self, ep: Space, mover: Color) -> Option<(Space, Space)> {
        let third = match mover {
            Color::White => 3,
            Color::Black => 6,
        };
        if ep.rank() != third || ep.file() >= 8 {
            return None;
        }
        Some((ep.step(Direction::Out)?.0, ep.step(Direction::In)?.0))
    }
    fn en_passant_also(&self, _ep: Space, _start: Space, beyond: Space) -> Option<String> {
        self.pos.at(beyond).is_some_and(|p| p.crossed).then(|| {
            format!("the Pawn on {beyond} has crossed the center, so it has not just made its first move")
        })
    }
    fn in_check(&self, color: Color) -> bool {
        in_check(self.pos, color, self.interp)
    }
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
    Ok(())
}

fn read_castling(text: &str) -> Result<CastlingRights, OracleError> {
    CastlingRights::from_fen(text)
        .map_err(|e| bad(format!("field 4 (castling): {e}"), clause!("circular/11.1")))
}

fn read_en_passant(text: &str) -> Result<Option<Space>, OracleError> {
    if text == "-" {
        return Ok(None);
    }
    Space::from_name(text).map(Some).ok_or_else(|| {
        bad(
            format!("field 5: `{text}` is not a space name"),
            clause!("circular/10.5"),
        )
    })
}

/// A space of the diagram: empty, void, or a piece letter with a Pawn's mark (`P+`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Cell {
    Empty,
    Void,
    Piece(char, Option<char>),
}

/// The spaces as a grid of files a..i and ranks 1..8 (circular/2.4).
const FORM: DiagramForm<Cell> = DiagramForm {
    grid: Grid { files: 9, ranks: 8 },
    cell: |token| {
        let mut chars = token.chars();
        let c = chars.next()?;
        let mark = match chars.as_str() {
            "" => None,
            "+" => Some('+'),
            "-" => Some('-'),
            _ => return None,
        };
        match c {
            '.' | '#' if mark.is_some() => None,
            '.' => Some(Cell::Empty),
            '#' => Some(Cell::Void),
            _ => {
                let (_, kind) = CHESS_KINDS.read_piece_letter(c)?;
                (mark.is_none() || kind == ChessKind::Pawn).then_some(Cell::Piece(c, mark))
            }
        }
    },
    cells: "a piece letter (KQRBNP kqrbnp, a Pawn's with `+` or `-`), `.` or `#`",
    own_keys: &["board"],
};

/// Turns a diagram into the one-line position text.
pub fn position_text(diagram: &str) -> Result<String, OracleError> {
    let d = read_diagram(&FORM, diagram)?;
    let mut voids: Vec<Space> = FORM
        .grid
        .squares()
        .filter(|&sq| *d.cell(sq) == Cell::Void)
        .filter_map(|sq| Space::at(FORM.grid.file(sq) as u8, FORM.grid.rank(sq) as u8 + 1))
        .collect();
    voids.sort();
    let mut board = Board::ALL
        .into_iter()
        .find(|b| b.voids() == voids.as_slice());
    for (_, setting) in &d.settings.own {
        board = Some(Board::from_name(&setting.value).ok_or_else(|| {
            OracleError::bad_position(
                format!(
                    "diagram line {}: unknown board `{}` (maximal, medial, minimal)",
                    setting.line, setting.value
                ),
                None,
            )
        })?);
    }
    let Some(board) = board else {
        return Err(OracleError::bad_position(
            "diagram line 1: the void spaces (`#`) are not those of the Maximal, Medial or Minimal board",
            None,
        ));
    };
    let spaces = FORM.grid.write_marked_placement(|sq| match *d.cell(sq) {
        Cell::Empty => None,
        Cell::Void => Some(('#', None)),
        Cell::Piece(c, mark) => Some((c, mark)),
    });
    Ok(format!(
        "{} {spaces} {}",
        board.name(),
        d.settings.fen_fields(Color::White)
    ))
}
