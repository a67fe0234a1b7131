//! Circular Chess by Alan and Martin Mattlage (`circular/*`) on its three boards: one file per section of the
//! rules, the board's geometry as data ([`s02_board`]), and the interpretation register ([`interpretation`]).

pub mod interpretation;
pub mod notation;
pub mod position;
pub mod s02_board;
pub mod s03_set_up;
pub mod s04_movement;
pub mod s05_rook;
pub mod s06_bishop;
pub mod s07_queen;
pub mod s08_king;
pub mod s09_knight;
pub mod s10_pawn;
pub mod s11_castling;
pub mod s12_promotion;
pub mod s13_check;
pub mod s14_winning_and_drawing;
pub mod show;

use crate::clause;
use crate::core::PieceKind;
use crate::core::{
    AnyRuleset, Clause, ClauseSink, Explaining, OracleError, Rules, RulesetFace, SquareView,
    Status, Verdict,
};
use interpretation::CircularInterpretation;
use s02_board::Space;
use s04_movement::{Move, Position};

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(Circular)];

/// Circular Chess.
#[derive(Clone, Copy, Debug, Default)]
pub struct Circular;

impl Rules for Circular {
    crate::rules_head!("circular", "Circular Chess"; Position, Move, CircularInterpretation);
    crate::chess_turns!(to_move, fullmove_number);

    fn start_position(&self, interp: &CircularInterpretation) -> Position {
        s03_set_up::start_position(interp.board)
    }

    fn parse_position(
        &self,
        text: &str,
        interp: &CircularInterpretation,
    ) -> Result<Position, OracleError> {
        position::parse_position(text, interp)
    }

    fn format_position(&self, pos: &Position) -> String {
        position::format_position(pos)
    }

    fn legal_moves(&self, pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
        s13_check::legal_moves(pos, interp)
    }

    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        notation::write_move(mv, out);
    }

    fn format_san(&self, pos: &Position, mv: &Move, interp: &CircularInterpretation) -> String {
        notation::format_san(pos, mv, interp)
    }

    fn check_move(
        &self,
        pos: &Position,
        text: &str,
        interp: &CircularInterpretation,
    ) -> Verdict<Move> {
        let mt = match notation::parse_move(text) {
            Ok(mt) => mt,
            // Not a coordinate move: algebraic notation on the spaces' names (circular/2.4).
            Err(e) => return notation::read(pos, text, interp).unwrap_or(Verdict::Unreadable(e)),
        };
        s13_check::legal(&mut Explaining, pos, mt, interp).into()
    }

    fn legal_moves_traced(
        &self,
        pos: &Position,
        interp: &CircularInterpretation,
        sink: &mut dyn ClauseSink,
    ) -> Vec<Move> {
        s13_check::legal_moves_traced(sink, pos, interp)
    }

    /// circular/2.4: a move's notation names its spaces by file (a..i) and rank (1..8).
    fn notation_clauses(&self, _san: &str) -> Vec<Clause> {
        vec![clause!("circular/2.4")]
    }

    fn start_clauses(&self) -> &'static [Clause] {
        // circular/3.2, 3.3: the pieces on the first ranks, the Pawns on ranks 2 and 7.
        &[clause!("circular/3.2"), clause!("circular/3.3")]
    }

    fn state_clauses(
        &self,
        pos: &Position,
        status: &Status,
        interp: &CircularInterpretation,
    ) -> Vec<Clause> {
        let mut out = Vec::new();
        // circular/13.1: the King of the player to move could be captured on the next move.
        if s13_check::in_check(pos, pos.to_move, interp) {
            out.push(clause!("circular/13.1"));
        }
        // circular/14.1: checkmate (13.2) wins the game.
        if status.clause == Some(clause!("circular/13.2")) {
            out.push(clause!("circular/14.1"));
        }
        // circular/14.6: a repetition is of the same arrangement of pieces.
        if status.clause == Some(clause!("circular/14.5")) {
            out.push(clause!("circular/14.6"));
        }
        out
    }

    fn play(&self, pos: &Position, mv: &Move, _interp: &CircularInterpretation) -> Position {
        s13_check::make_move(pos, mv)
    }

    fn status(&self, history: &[Position], interp: &CircularInterpretation) -> Status {
        match history.last() {
            Some(pos) => s14_winning_and_drawing::status(pos, interp),
            None => Status::ongoing(),
        }
    }

    fn in_check(&self, pos: &Position, interp: &CircularInterpretation) -> bool {
        s13_check::in_check(pos, pos.to_move, interp)
    }

    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        position::position_text(diagram)
    }

    fn show(&self, pos: &Position) -> String {
        show::show(pos)
    }

    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        let s = Space::from_name(name).ok_or_else(|| OracleError::BadSquare {
            text: name.to_string(),
            message: "not a space name: files a..i, ranks 1..8 (circular/2.4)".to_string(),
        })?;
        let piece = pos
            .at(s)
            .map(|p| [p.color.name(), " ", p.kind.name()].concat());
        let state = if pos.board.is_void(s) {
            "void"
        } else {
            "normal"
        };
        Ok(SquareView {
            piece,
            state: Some(state.to_string()),
        })
    }

    fn events(&self) -> &'static [(&'static str, &'static str)] {
        s14_winning_and_drawing::EVENTS
    }

    fn event(
        &self,
        history: &[Position],
        event: &str,
        interp: &CircularInterpretation,
    ) -> Result<Status, OracleError> {
        s14_winning_and_drawing::event(history, event, interp)
    }
}
