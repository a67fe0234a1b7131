//! Void Chess — Complete Official Rules (`void-chess/*`): one file per Article, each importing only the
//! Articles before it, but where the rulebook itself looks ahead (Article 9's ends ask Article 10's legal
//! moves; each file's heading says so).
//!
//! - [`s01_board`]: the board and its lines, pieces, tiles, position and move, whose turn it is;
//!   [`s02_tiles`]: what tiles do; [`s03_movement`]: the standard pieces on the movement kit;
//!   [`s04_minister`]; [`s05_captures`]; [`s06_janitor`] (+6A); [`s07_king`]: check, with the attacks
//!   10.3 describes; [`s08_special`]: castling, en passant, promotion; [`s09_end`]: how a game ends;
//!   [`s10_legality`]: the simulation of a move, the checks every move passes, the legal moves;
//!   [`s11_notation`]: the notation for people as written.
//! - [`position`]: the one-line text form and the board diagram; [`notation`]: move texts read and the
//!   coordinate form; [`show`]: the picture for people; [`interpretation`]: the register and its switches.
//!
//! Every rule is a check (`crate::core::check`): generation runs it on every candidate, deciding a move
//! runs it on that move and reports the first that says no.
//!
//! # Conventions
//!
//! `pos` the position, `mv` the move (with `mv.via`, a Minister's Step 1 square), `sq` a square, `sink`
//! the clause sink the checks report to, `interp` the interpretation switches.

pub mod interpretation;
pub mod notation;
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
pub mod s10_legality;
pub mod s11_notation;

use crate::clause;
use crate::core::{
    AnyRuleset, Clause, ClauseSink, OracleError, Rules, RulesetFace, SquareView, Status, Verdict,
};
pub use interpretation::VoidInterpretation;
use s01_board::{Move, Position, BOARD};

/// The Void Chess ruleset.
#[derive(Copy, Clone, Debug, Default)]
pub struct VoidChess;

pub mod show;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(VoidChess)];

impl Rules for VoidChess {
    crate::rules_head!("void-chess", "Void Chess"; Position, Move, VoidInterpretation);
    crate::chess_turns!(side, fullmove);

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
        if s07_king::in_check(pos, pos.side, interp) {
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

    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        notation::write_coordinate(mv, out);
    }

    fn format_san(&self, pos: &Position, mv: &Move, interp: &VoidInterpretation) -> String {
        s11_notation::format_san(pos, mv, interp)
    }

    fn notation_clauses(&self, san: &str) -> Vec<Clause> {
        s11_notation::notation_clauses(san)
    }

    fn check_move(&self, pos: &Position, text: &str, interp: &VoidInterpretation) -> Verdict<Move> {
        notation::check_move(pos, text, interp)
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
        s07_king::in_check(pos, pos.side, interp)
    }

    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        position::position_text(diagram)
    }

    fn show(&self, pos: &Position) -> String {
        show::show(pos)
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
