//! Void Chess — Complete Official Rules (`void-chess/*`): one file per Article, layered so that each file
//! imports only the ones listed before it (docs/architecture.md).
//!
//! - [`s01_board`]: the board, pieces, tiles, position and move, whose turn it is; [`s02_tiles`]: what
//!   tiles do; [`s03_movement`]: standard pieces; [`s05_captures`]; [`s06_janitor`] (+6A); [`s07_king`];
//!   [`s04_minister`]; [`s10_attacks`]: attacks (10.3) and check (7.1); [`s08_special`]: castling, en
//!   passant, promotion; [`s10_legality`]: the simulation of a move, the checks every move passes, the
//!   legal moves; [`s09_end`]: how a game ends; [`s11_notation`].
//! - [`position`]: the one-line text form; [`diagram`]: the board diagram; [`interpretation`]: the
//!   register and its switches.
//!
//! Every rule is a check (`crate::core::check`): generation runs it on every candidate, deciding a move
//! runs it on that move and reports the first that says no, so there is no second copy of a rule.

pub mod interpretation;
pub mod minister_paths;
pub mod position;
pub mod s01_board;
pub mod s02_tiles;
pub mod s03_movement;
pub mod s04_minister;
pub mod s05_captures;
pub mod s06_janitor;
pub mod s07_king;
pub mod s08_special;
pub mod s09_end;
pub mod s10_attacks;
pub mod s10_legality;
pub mod s11_notation;

use crate::clause;
use crate::core::{
    decide, AnyRuleset, Clause, ClauseSink, OracleError, Rules, RulesetFace, SquareView, Status,
    Verdict,
};
use crate::readable;
pub use interpretation::VoidInterpretation;
use s01_board::{Move, Position, BOARD};

/// The Void Chess ruleset.
#[derive(Copy, Clone, Debug, Default)]
pub struct VoidChess;

pub mod diagram;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(VoidChess)];

impl Rules for VoidChess {
    crate::rules_head!("void-chess", "Void Chess"; Position, Move, VoidInterpretation);

    fn start_position(&self, _interp: &VoidInterpretation) -> Position {
        s01_board::starting_position()
    }

    /// void-chess/1.1, 1.3, 1.4, 1.5, 1.6, 4.1: the board, its Normal tiles, the pieces and their squares
    /// (the Ministers on g1 and g9), as [`s01_board::starting_position`] sets them up.
    fn start_clauses(&self) -> &'static [Clause] {
        &[
            clause!("void-chess/1.1"),
            clause!("void-chess/1.3"),
            clause!("void-chess/1.4"),
            clause!("void-chess/1.5"),
            clause!("void-chess/1.6"),
            clause!("void-chess/4.1"),
        ]
    }

    /// void-chess/7.1: the side to move is in check, which it must resolve; and what a decided end rests
    /// on (7.3, 6.4, 9.8.1-9.8.4: [`s09_end::end_grounds`]).
    fn state_clauses(
        &self,
        pos: &Position,
        status: &Status,
        interp: &VoidInterpretation,
    ) -> Vec<Clause> {
        let mut out = Vec::new();
        if s10_attacks::in_check(pos, pos.side, interp) {
            out.push(clause!("void-chess/7.1"));
        }
        out.extend(s09_end::end_grounds(status));
        out
    }

    fn parse_position(
        &self,
        text: &str,
        interp: &VoidInterpretation,
    ) -> Result<Position, OracleError> {
        position::parse_position(text, interp)
    }

    fn format_position(&self, pos: &Position) -> String {
        position::format_position(pos)
    }

    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.side.name()
    }
    fn move_number(&self, pos: &Position) -> Option<String> {
        Some(crate::core::chess_move_number(
            pos.fullmove,
            pos.side == crate::core::Color::Black,
        ))
    }

    fn legal_moves(&self, pos: &Position, interp: &VoidInterpretation) -> Vec<Move> {
        s10_legality::legal_moves(pos, interp)
    }

    fn legal_moves_traced(
        &self,
        pos: &Position,
        interp: &VoidInterpretation,
        sink: &mut dyn ClauseSink,
    ) -> Vec<Move> {
        let mut out = Vec::new();
        s10_legality::legal_moves_with(sink, pos, interp, |mv, _| out.push(mv));
        out
    }

    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        s11_notation::format_coordinate(mv)
    }

    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        s11_notation::write_coordinate(mv, out);
    }

    fn format_san(&self, pos: &Position, mv: &Move, interp: &VoidInterpretation) -> String {
        s11_notation::format_san(pos, mv, interp)
    }

    fn notation_clauses(&self, san: &str) -> Vec<Clause> {
        s11_notation::notation_clauses(san)
    }

    fn check_move(&self, pos: &Position, text: &str, interp: &VoidInterpretation) -> Verdict<Move> {
        let text = text.trim();
        if text.is_empty() {
            return Verdict::Unreadable(OracleError::bad_move(text, "empty move text"));
        }
        let candidate = match s11_notation::parse_coordinate(text) {
            Some(parsed) => readable!(parsed),
            None => {
                if let Some(mv) = s11_notation::written_so(pos, text, interp) {
                    return Verdict::Legal(mv);
                }
                if let Some(verdict) = minister_paths::minister_without_path(pos, text, interp) {
                    return verdict;
                }
                if let Some(mv) = crate::core::rules::find_legal(self, pos, text, interp) {
                    return Verdict::Legal(mv);
                }
                // Castling written in algebraic is the King's move; other algebraic is read for the one
                // piece it can name.
                let castle = text.trim_end_matches(['+', '#']).replace('0', "O");
                match castle.as_str() {
                    "O-O" | "O-O-O" => {
                        let c = s08_special::castling(pos.side, castle == "O-O");
                        Move::new(c.king_from, c.king_to)
                    }
                    _ => readable!(s11_notation::san_to_move(pos, text).ok_or_else(|| {
                        OracleError::bad_move(
                            text,
                            "not a coordinate move (e2e4, e4e5e6, e8e9m) and no legal move is written so in \
                             algebraic notation; give it in coordinate form to learn why it is refused",
                        )
                    })),
                }
            }
        };
        decide(candidate, |sink, mv| {
            s10_legality::legal(sink, pos, mv, interp).map(|_| ())
        })
    }

    fn play(&self, pos: &Position, mv: &Move, interp: &VoidInterpretation) -> Position {
        s10_legality::simulate(pos, mv, interp, true).next
    }

    fn play_traced(
        &self,
        pos: &Position,
        mv: &Move,
        interp: &VoidInterpretation,
        sink: &mut dyn ClauseSink,
    ) -> Position {
        s10_legality::simulate_traced(pos, mv, interp, true, sink).next
    }

    fn status(&self, history: &[Position], interp: &VoidInterpretation) -> Status {
        s09_end::game_status(history, interp)
    }

    fn in_check(&self, pos: &Position, interp: &VoidInterpretation) -> bool {
        s10_attacks::in_check(pos, pos.side, interp)
    }

    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        diagram::position_text(diagram)
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
        1 => s10_legality::legal_moves(pos, interp).len() as u64,
        _ => s10_legality::legal_moves_and_positions(pos, interp)
            .iter()
            .map(|(_, next)| perft(next, depth - 1, interp))
            .sum(),
    }
}

/// A text diagram: rank 9 at the top; each square shows its piece letter (upper case White, lower case
/// Black) or `.` when empty, followed by `*` on an unstable tile; a void tile shows `#` (a Minister on a
/// void tile shows its letter and `#`).
pub fn show(pos: &Position) -> String {
    use s02_tiles::Tile;
    let mut s = crate::core::picture(BOARD, 2, |sq| {
        let piece = pos.piece(sq).map(|p| p.letter());
        match (piece, pos.tile(sq)) {
            (None, Tile::Void) => "#".to_string(),
            (None, _) => ".".to_string(),
            (Some(c), Tile::Normal) => c.to_string(),
            (Some(c), Tile::Unstable) => format!("{c}*"),
            (Some(c), Tile::Void) => format!("{c}#"),
        }
    });
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
