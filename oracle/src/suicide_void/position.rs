//! The position and its text form: FEN (with the castling field always `-`, `suicide-void/B.4`, but under
//! the Giveaway reading of the base, register SU-B.4-giveaway-castling), followed in Suicide Void Chess by
//! the void's square, or `-` while Black has not yet placed it (`suicide-void/S.1`).
//!
//! Base: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1`.
//! Void: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1 -` (Black to place the void), and after
//! `@e4`: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 e4`. The move counters do not count the
//! placement. The half-move clock and full-move number may be left out (4 FEN fields, then the void).
//!
//! The board diagram of the scenarios (`board:`, [`position_text`]) is read into that form: rank 8 first,
//! a piece letter (`K Q R B N P` White, `k q r b n p` Black) or `.` per square, `#` for the void (Suicide
//! Void Chess only; with no `#` the void is not yet placed, so Black is to move), and the settings of
//! `core::diagram`; `castling` may only be `-` (suicide-void/B.4).

use super::sp_pieces::{Kind, Piece};
use crate::clause;
use crate::core::{
    read_chess_placement, read_diagram, traditional_first_rank, validate, CastlingRights, Color,
    DiagramForm, Grid, GridSetup, OracleError, PositionChecks, Square, Wing,
};

/// The 8x8 board.
pub const BOARD: Grid = Grid::CHESS;

/// Where the void stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Void {
    /// The suicide base game has no void.
    NotInGame,
    /// Suicide Void Chess before Black's opening placement (`suicide-void/S.1`).
    NotYetPlaced,
    /// The void is on this square.
    On(Square),
}

/// A position: the pieces, the side to move, the en passant square, the move counters and the void.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: [Option<Piece>; 64],
    pub turn: Color,
    /// The square a pawn passed over in a double step on the last move, kept only when an enemy pawn
    /// stands ready to take en passant (as Stockfish and python-chess do, so that positions compare equal).
    pub en_passant: Option<Square>,
    pub halfmove_clock: u32,
    pub fullmove_number: u32,
    pub void: Void,
    /// The castling rights: none, but under the Giveaway reading of the base (`castling=allowed`).
    pub castling: CastlingRights,
}

/// The square at file `f`, rank `r` (both from 0) of the 8x8 board.
pub fn sq(f: i32, r: i32) -> Square {
    BOARD.square(f, r).expect("a square of the board")
}

/// The rank (from 0) on which `color`'s pawns promote.
pub fn promotion_rank(color: Color) -> i32 {
    match color {
        Color::White => 7,
        Color::Black => 0,
    }
}

/// The rank (from 0) behind `color`'s pawns, on which none ever stands.
pub fn back_rank(color: Color) -> i32 {
    7 - promotion_rank(color)
}

/// The King's and the Rook's home squares of a castling right (e1 and h1 for White's on the King's side):
/// the squares the right is kept by, under the Giveaway reading (`castling=allowed`).
pub fn castling_homes(color: Color, wing: Wing) -> (Square, Square) {
    let r = back_rank(color);
    (sq(4, r), sq(if wing.is_kingside() { 7 } else { 0 }, r))
}

/// The forward direction of `color`'s pawns.
pub fn forward(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

impl Position {
    /// suicide-void/B.1: the opening setup is as in standard chess (without castling rights, B.4).
    pub fn standard_opening_setup(void: Void) -> Position {
        let mut board = [None; 64];
        let back = {
            use Kind::{Bishop, King, Knight, Queen, Rook};
            traditional_first_rank([Rook, Knight, Bishop, Queen, King])
        };
        for (f, kind) in back.into_iter().enumerate() {
            let f = f as i32;
            board[sq(f, 0).index()] = Some(Piece::new(Color::White, kind));
            board[sq(f, 1).index()] = Some(Piece::new(Color::White, Kind::Pawn));
            board[sq(f, 6).index()] = Some(Piece::new(Color::Black, Kind::Pawn));
            board[sq(f, 7).index()] = Some(Piece::new(Color::Black, kind));
        }
        Position {
            board,
            // suicide-void/S.1: in Suicide Void Chess, Black acts first, placing the void.
            turn: if void == Void::NotYetPlaced {
                Color::Black
            } else {
                Color::White
            },
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            void,
            castling: CastlingRights::NONE,
        }
    }

    /// The piece on `s`.
    pub fn at(&self, s: Square) -> Option<Piece> {
        self.board[s.index()]
    }

    /// The void's square, once placed.
    pub fn void_square(&self) -> Option<Square> {
        match self.void {
            Void::On(s) => Some(s),
            _ => None,
        }
    }

    /// How many pieces `color` has.
    pub fn count(&self, color: Color) -> usize {
        self.board
            .iter()
            .filter(|p| p.is_some_and(|p| p.color == color))
            .count()
    }

    /// Whether `s` holds no piece (the void square holds none either).
    pub fn is_unoccupied(&self, s: Square) -> bool {
        self.at(s).is_none()
    }

    /// Writes the text form (see the module documentation).
    pub fn to_text(&self) -> String {
        let mut out = BOARD.write_fen(
            |s| self.at(s).map(|p| p.letter()),
            self.turn,
            self.castling,
            self.en_passant,
            self.halfmove_clock,
            self.fullmove_number,
        );
        match self.void {
            Void::NotInGame => {}
            Void::NotYetPlaced => out.push_str(" -"),
            Void::On(s) => {
                out.push(' ');
                out.push_str(&BOARD.name(s));
            }
        }
        out
    }

    /// Reads the text form. `with_void` says whether the void field is expected (Suicide Void Chess);
    /// `pawns_may_stand_on_last_rank` is true when the promotion-victory rule (S.6) is on, under which a
    /// Pawn that reached the last rank stays there and the game is over; `castling` when the Giveaway
    /// reading allows castling, under which the castling field holds the rights.
    pub fn from_text(
        text: &str,
        with_void: bool,
        pawns_may_stand_on_last_rank: bool,
        castling: bool,
    ) -> Result<Position, OracleError> {
        let bad = |m: String| OracleError::bad_position(m, None);
        let fields: Vec<&str> = text.split_whitespace().collect();
        let (fen, void_field) = match (with_void, fields.len()) {
            (false, 4 | 6) => (&fields[..], None),
            (true, 5 | 7) => (&fields[..fields.len() - 1], fields.last().copied()),
            (false, n) => {
                return Err(bad(format!(
                    "expected a FEN of 4 or 6 fields (board, side, castling `-`, en passant[, half-moves, move number]), got {n} fields"
                )))
            }
            (true, n) => {
                return Err(bad(format!(
                    "expected a FEN of 4 or 6 fields followed by the void square or `-`, got {n} fields"
                )))
            }
        };
        let board = read_chess_placement(fen[0], "the board field").map_err(bad)?;
        let turn = Color::from_letter(fen[1])
            .ok_or_else(|| bad(format!("side to move `{}` is not `w` or `b`", fen[1])))?;
        if fen[2] != "-" && !castling {
            return Err(OracleError::bad_position(
                format!(
                    "castling field `{}`: castling is not allowed, the field must be `-`",
                    fen[2]
                ),
                Some(clause!("suicide-void/B.4")),
            ));
        }
        let rights =
            CastlingRights::from_fen(fen[2]).map_err(|e| bad(format!("castling field: {e}")))?;
        let en_passant = match fen[3] {
            "-" => None,
            s => Some(
                BOARD
                    .parse(s)
                    .map_err(|e| bad(format!("en passant field: {e}")))?,
            ),
        };
        let (halfmove_clock, fullmove_number) = if fen.len() == 6 {
            let h = crate::core::number::whole_number(fen[4])
                .map_err(|m| bad(format!("half-move clock: {m}")))?;
            let m = crate::core::number::whole_number(fen[5])
                .map_err(|m| bad(format!("move number: {m}")))?;
            if m == 0 {
                return Err(bad("move number: `0` is not a number from 1".to_string()));
            }
            (h, m)
        } else {
            (0, 1)
        };
        let void = match void_field {
            None => Void::NotInGame,
            Some("-") => Void::NotYetPlaced,
            Some(s) => Void::On(
                BOARD
                    .parse(s)
                    .map_err(|e| bad(format!("void field: {e} (a square, or `-`)")))?,
            ),
        };
        let pos = Position {
            board,
            turn,
            en_passant,
            halfmove_clock,
            fullmove_number,
            void,
            castling: rights,
        };
        pos.check(pawns_may_stand_on_last_rank)?;
        Ok(pos)
    }

    /// Rejects positions the rules cannot reach, with the clause they break: the checks of
    /// `core::validate` that apply without a royal King (B.3: there is no check), then the void's.
    fn check(&self, pawns_may_stand_on_last_rank: bool) -> Result<(), OracleError> {
        let checks = PositionChecks {
            // suicide-void/B.2: the pieces move as in standard chess, so no Pawn stands behind its
            // starting rank, and an en passant square follows a Pawn's two-square advance.
            no_pawn_behind_start: Some(clause!("suicide-void/B.2")),
            en_passant_after_double_step: Some(clause!("suicide-void/B.2")),
            // suicide-void/B.5: a Pawn reaching the last rank is promoted; under S.6's promotion
            // victory it stays there, and the game is over.
            no_pawn_unpromoted: (!pawns_may_stand_on_last_rank)
                .then_some(clause!("suicide-void/B.5")),
            // suicide-void/B.2 under the Giveaway reading: castling as in standard chess, so a right is
            // held only with the King and that Rook on their home squares.
            castling_needs_king_and_rook: Some(clause!("suicide-void/B.2")),
            ..PositionChecks::default()
        };
        let own = || self.void_possible();
        let setup = GridSetup::new(BOARD, &self.board, self.turn, self.en_passant)
            .castling(self.castling, castling_homes)
            .own_checks(&own);
        validate(&setup, &checks)
    }

    /// suicide-void/B.8: a game ends when a side has lost all its pieces, so not both have; S.1-S.4: the
    /// void holds no piece, no Pawn passes over it, and while it is not placed Black is to place it.
    fn void_possible(&self) -> Result<(), OracleError> {
        if self.count(Color::White) == 0 && self.count(Color::Black) == 0 {
            return Err(OracleError::bad_position(
                "the board is empty: both sides cannot have lost all their pieces",
                Some(clause!("suicide-void/B.8")),
            ));
        }
        match self.void {
            Void::On(v) => {
                if let Some(p) = self.at(v) {
                    return Err(OracleError::bad_position(
                        format!("a {} stands on the void square {}", p.name(), BOARD.name(v)),
                        Some(clause!("suicide-void/S.3")),
                    ));
                }
                if self.en_passant == Some(v) {
                    return Err(OracleError::bad_position(
                        format!(
                            "the en passant square {} is the void: no pawn passes over the void",
                            BOARD.name(v)
                        ),
                        Some(clause!("suicide-void/S.4")),
                    ));
                }
            }
            Void::NotYetPlaced => {
                if self.turn != Color::Black {
                    return Err(OracleError::bad_position(
                        "the void is not yet placed, so Black is to move (to place it)",
                        Some(clause!("suicide-void/S.1")),
                    ));
                }
            }
            Void::NotInGame => {}
        }
        Ok(())
    }
}

/// A square of the diagram.
#[derive(Copy, Clone, PartialEq, Eq)]
enum DiagramCell {
    Empty,
    Piece(Piece),
    /// `#`, the void (Suicide Void Chess only).
    Void,
}

fn piece_or_empty(token: &str) -> Option<DiagramCell> {
    match token {
        "." => Some(DiagramCell::Empty),
        _ => Piece::from_token(token).map(DiagramCell::Piece),
    }
}

/// The suicide base's diagram: the chess set's letters and `.`.
const BASE: DiagramForm<DiagramCell> = DiagramForm {
    grid: BOARD,
    cell: piece_or_empty,
    cells: "a piece letter (KQRBNP kqrbnp) or `.`",
    own_keys: &[],
};

/// Suicide Void Chess's: the same, and `#` for the void.
const WITH_VOID: DiagramForm<DiagramCell> = DiagramForm {
    grid: BOARD,
    cell: |token| match token {
        "#" => Some(DiagramCell::Void),
        _ => piece_or_empty(token),
    },
    cells: "a piece letter (KQRBNP kqrbnp), `.` or `#`",
    own_keys: &[],
};

/// Reads a diagram into the position text; `with_void` for Suicide Void Chess. The text is then read and
/// checked like any position text.
pub fn position_text(diagram: &str, with_void: bool) -> Result<String, OracleError> {
    let d = read_diagram(if with_void { &WITH_VOID } else { &BASE }, diagram)?;
    if let Some(c) = d.settings.castling.as_ref().filter(|c| c.value != "-") {
        return Err(OracleError::bad_position(
            format!(
                "diagram line {}: castling `{}`: castling is not allowed",
                c.line, c.value
            ),
            Some(crate::clause!("suicide-void/B.4")),
        ));
    }
    let mut voids = BOARD
        .squares()
        .filter(|&sq| *d.cell(sq) == DiagramCell::Void);
    let void = voids.next();
    if let (Some(first), Some(second)) = (void, voids.next()) {
        return Err(d.error_at(
            second,
            format!(
                "a second void square, {}; the void is on {}",
                BOARD.name(second),
                BOARD.name(first)
            ),
        ));
    }
    let placement = BOARD.write_placement(|sq| match d.cell(sq) {
        DiagramCell::Piece(p) => Some(p.letter()),
        _ => None,
    });
    // suicide-void/S.1: while the void is not placed, Black is to move to place it.
    let default_side = if with_void && void.is_none() {
        Color::Black
    } else {
        Color::White
    };
    let mut text = format!("{placement} {}", d.settings.fen_fields(default_side));
    if with_void {
        text.push(' ');
        text.push_str(&void.map_or("-".to_string(), |v| BOARD.name(v)));
    }
    Ok(text)
}
