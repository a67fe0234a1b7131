//! Void Chess — Complete Official Rules (`void-chess/*`): one file per Article.
//!
//! - [`art01_board`]: the board, pieces, position and move; [`art02_tiles`]: tile states;
//!   [`art03_movement`]: standard pieces; [`art04_minister`]; [`art05_captures`]; [`art06_janitor`] (+6A);
//!   [`art07_king`]; [`art08_special`]: castling, en passant, promotion; [`art09_end`]: how a game ends;
//!   [`art10_legality`]: attacks and the simulation of moves; [`art11_notation`].
//! - [`position`]: the one-line text form; [`interpretation`]: the register and its switches;
//!   [`explain`]: the clause that forbids an illegal move.

pub mod art01_board;
pub mod art02_tiles;
pub mod art03_movement;
pub mod art04_minister;
pub mod art05_captures;
pub mod art06_janitor;
pub mod art07_king;
pub mod art08_special;
pub mod art09_end;
pub mod art10_legality;
pub mod art11_notation;
pub mod explain;
pub mod interpretation;
pub mod minister_paths;
pub mod position;

use crate::core::{AnyRuleset, OracleError, Rejection, Rules, RulesetFace, SquareView, Status};
use art01_board::{Move, Position, BOARD};
pub use interpretation::VoidInterpretation;

/// The Void Chess ruleset.
#[derive(Copy, Clone, Debug, Default)]
pub struct VoidChess;

pub mod diagram;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(VoidChess)];

impl Rules for VoidChess {
    type Position = Position;
    type Move = Move;
    type Interpretation = VoidInterpretation;

    fn slug(&self) -> &'static str {
        "void-chess"
    }

    fn name(&self) -> &'static str {
        "Void Chess"
    }

    fn start_position(&self, _interp: &VoidInterpretation) -> Position {
        art01_board::starting_position()
    }

    fn parse_position(
        &self,
        text: &str,
        _interp: &VoidInterpretation,
    ) -> Result<Position, OracleError> {
        position::parse_position(text)
    }

    fn format_position(&self, pos: &Position) -> String {
        position::format_position(pos)
    }

    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.side.name()
    }

    fn legal_moves(&self, pos: &Position, interp: &VoidInterpretation) -> Vec<Move> {
        art10_legality::legal_moves(pos, interp)
    }

    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        art11_notation::format_coordinate(mv)
    }

    fn format_san(&self, pos: &Position, mv: &Move, interp: &VoidInterpretation) -> String {
        art11_notation::format_san(pos, mv, interp)
    }

    fn check_move(
        &self,
        pos: &Position,
        text: &str,
        interp: &VoidInterpretation,
    ) -> Result<Result<Move, Rejection>, OracleError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(OracleError::bad_move(text, "empty move text"));
        }
        let candidate = match art11_notation::parse_coordinate(text) {
            Some(parsed) => parsed?,
            None => {
                if let Some(verdict) = minister_paths::minister_without_path(pos, text, interp) {
                    return Ok(verdict);
                }
                if let Some(mv) = crate::core::rules::find_legal(self, pos, text, interp) {
                    return Ok(Ok(mv));
                }
                // Castling written in algebraic is the King's move; other algebraic is read for the one
                // piece it can name.
                let castle = text.trim_end_matches(['+', '#']).replace('0', "O");
                match castle.as_str() {
                    "O-O" | "O-O-O" => {
                        let c = art08_special::castling(pos.side, castle == "O-O");
                        Move::new(c.king_from, c.king_to)
                    }
                    _ => art11_notation::san_to_move(pos, text).ok_or_else(|| {
                        OracleError::bad_move(
                            text,
                            "not a coordinate move (e2e4, e4e5e6, e8e9m) and no legal move is written so in \
                             algebraic notation; give it in coordinate form to learn why it is refused",
                        )
                    })?,
                }
            }
        };
        let legal = art10_legality::legal_moves(pos, interp);
        if legal.contains(&candidate) {
            return Ok(Ok(candidate));
        }
        Ok(Err(explain::why_illegal(pos, &candidate, interp)))
    }

    fn play(&self, pos: &Position, mv: &Move, interp: &VoidInterpretation) -> Position {
        art10_legality::simulate(pos, mv, interp, true).next
    }

    fn status(&self, history: &[Position], interp: &VoidInterpretation) -> Status {
        art09_end::game_status(history, interp)
    }

    fn in_check(&self, pos: &Position, _interp: &VoidInterpretation) -> bool {
        art07_king::in_check(pos, pos.side)
    }

    fn show(&self, pos: &Position) -> String {
        show(pos)
    }

    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        let sq = BOARD.parse(name)?;
        Ok(SquareView {
            piece: pos.piece(sq).map(|p| p.name()),
            state: Some(pos.tile(sq).name().to_string()),
        })
    }

    fn perft(&self, pos: &Position, depth: u32, interp: &VoidInterpretation) -> u64 {
        perft(pos, depth, interp)
    }
}

/// Perft by the legal moves and the positions they lead to (the same tree as the reference
/// [`crate::core::perft`], without simulating each move twice).
pub fn perft(pos: &Position, depth: u32, interp: &VoidInterpretation) -> u64 {
    match depth {
        0 => 1,
        1 => art10_legality::legal_moves(pos, interp).len() as u64,
        _ => art10_legality::legal_moves_and_positions(pos, interp)
            .iter()
            .map(|(_, next)| perft(next, depth - 1, interp))
            .sum(),
    }
}

/// A text diagram: rank 9 at the top; each square shows its piece letter (upper case White, lower case
/// Black) or `.` when empty, followed by `*` on an unstable tile; a void tile shows `#` (a Minister on a
/// void tile shows its letter and `#`).
pub fn show(pos: &Position) -> String {
    use art02_tiles::Tile;
    let mut s = String::new();
    for rank in (0..9).rev() {
        s.push_str(&format!("{} ", rank + 1));
        for file in 0..9 {
            let sq = BOARD.square(file, rank).expect("on the board");
            let piece = pos.piece(sq).map(|p| p.letter());
            let cell = match (piece, pos.tile(sq)) {
                (None, Tile::Void) => " # ".to_string(),
                (None, _) => " . ".to_string(),
                (Some(c), Tile::Normal) => format!(" {c} "),
                (Some(c), Tile::Unstable) => format!(" {c}*"),
                (Some(c), Tile::Void) => format!(" {c}#"),
            };
            s.push_str(&cell);
        }
        s.push('\n');
    }
    s.push_str("   a  b  c  d  e  f  g  h  i\n");
    s.push_str(&format!(
        "{} to move; castling {}; en passant {}; half-moves {}; move {}\n",
        pos.side,
        position::format_position(pos)
            .split(' ')
            .nth(2)
            .unwrap_or("-"),
        pos.en_passant.map_or("-".to_string(), |sq| BOARD.name(sq)),
        pos.halfmove,
        pos.fullmove
    ));
    s.push_str("legend: * unstable tile, # void tile\n");
    s
}
