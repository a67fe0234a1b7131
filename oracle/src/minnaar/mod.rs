//! Minnaar Chess (`minnaar/*`): one file per section of the document; a section file uses only the board,
//! the move type and sections below it, and the game's end (7, 8) sits on top of the turns (6).
//!
//! Four turn groups in a fixed cycle (Southern Sovereigns, White Establishment, Northern Sovereigns, Black
//! Establishment), two alliances, no check. Side words: `southern-sovereigns`, `white-establishment`,
//! `northern-sovereigns`, `black-establishment`. Status words: `sovereign-alliance-wins` (Liberation, 7.1),
//! `establishment-wins` (Divide and Conquer, 7.2), `undecided` (the Struggle Continues: 6.4, 8.0, 8.5),
//! `ongoing`. Events: `agreement`, `end-battle` (8.5).

pub mod interpretation;
pub mod notation;
pub mod position;
pub mod s01_board;
pub mod s02_sides;
pub mod s03_starting_arrangement;
pub mod s04_sovereign;
pub mod s05_establishment;
pub mod s06_turns;
pub mod s07_winning;
pub mod s08_struggle_continues;
pub mod s09_counting;
pub mod show;

pub use interpretation::MinnaarInterpretation;
pub use s01_board::Move;
pub use s01_board::Position;
pub use s02_sides::{Group, Kind, Origin, Piece};

use crate::clause;
use crate::core::check::{decide, require};
use crate::core::{
    AnyRuleset, Clause, ClauseSink, OracleError, Rules, RulesetFace, SquareView, Status, Verdict,
};

/// Minnaar Chess.
#[derive(Copy, Clone, Debug, Default)]
pub struct Minnaar;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(Minnaar)];

impl Rules for Minnaar {
    crate::rules_head!("minnaar", "Minnaar Chess"; Position, Move, MinnaarInterpretation);

    fn start_position(&self, _interp: &MinnaarInterpretation) -> Position {
        s03_starting_arrangement::starting_arrangement()
    }

    fn parse_position(
        &self,
        text: &str,
        interp: &MinnaarInterpretation,
    ) -> Result<Position, OracleError> {
        position::parse_position(text, interp)
    }

    fn format_position(&self, pos: &Position) -> String {
        position::format_position(pos)
    }

    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.turn.word()
    }

    fn legal_moves(&self, pos: &Position, _interp: &MinnaarInterpretation) -> Vec<Move> {
        s06_turns::legal_moves(pos)
    }

    fn legal_moves_traced(
        &self,
        pos: &Position,
        _interp: &MinnaarInterpretation,
        sink: &mut dyn ClauseSink,
    ) -> Vec<Move> {
        s06_turns::legal_moves_with(sink, pos)
    }

    /// minnaar/1.1, 2.1, 2.2, 2.3, 3.1-3.6, 8.6: the board, the four groups and their pieces where section
    /// 3 puts them; a new battlefield begins from the same arrangement (8.6).
    fn start_clauses(&self) -> &'static [Clause] {
        &[
            clause!("minnaar/1.1"),
            clause!("minnaar/2.1"),
            clause!("minnaar/2.2"),
            clause!("minnaar/2.3"),
            clause!("minnaar/3.1"),
            clause!("minnaar/3.2"),
            clause!("minnaar/3.3"),
            clause!("minnaar/3.4"),
            clause!("minnaar/3.5"),
            clause!("minnaar/3.6"),
            clause!("minnaar/8.6"),
        ]
    }

    /// minnaar/8.2, 8.4, 9.1-9.3: what an undecided end rests on ([`s08_struggle_continues::end_grounds`]).
    fn state_clauses(
        &self,
        pos: &Position,
        status: &Status,
        _interp: &MinnaarInterpretation,
    ) -> Vec<Clause> {
        s08_struggle_continues::end_grounds(pos, status)
    }

    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        notation::write_move(mv, out);
    }

    fn format_san(&self, pos: &Position, mv: &Move, _interp: &MinnaarInterpretation) -> String {
        notation::format_san(pos, mv)
    }

    fn check_move(
        &self,
        pos: &Position,
        text: &str,
        interp: &MinnaarInterpretation,
    ) -> Verdict<Move> {
        let (mv, promotion) = match notation::parse_move(text) {
            Ok(x) => x,
            // Not a coordinate move: the algebraic notation of `notation.rs`.
            Err(e) => {
                return notation::read(pos, text).unwrap_or(Verdict::Unreadable(e));
            }
        };
        decide(mv, |sink, mv| {
            s06_turns::turn_move(sink, pos, mv, interp.king_two_squares)?;
            // minnaar/5.9: there is no promotion, so a move written with a promotion letter is no move.
            require(sink, !promotion, clause!("minnaar/5.9"), || {
                "there is no promotion".to_string()
            })
        })
    }

    fn play(&self, pos: &Position, mv: &Move, interp: &MinnaarInterpretation) -> Position {
        s06_turns::play_turn(pos, mv, interp)
    }

    /// A victory first (a capture that wins the battle wins it), then the eighty-turn rule, then four
    /// forced passes in a row.
    /// minnaar/9.5, minnaar/7.1, minnaar/7.2, minnaar/8.0, minnaar/6.4
    fn status(&self, history: &[Position], interp: &MinnaarInterpretation) -> Status {
        let Some(pos) = history.last() else {
            return Status::ongoing();
        };
        s07_winning::liberation(pos)
            .or_else(|| s07_winning::divide_and_conquer(pos))
            .or_else(|| s08_struggle_continues::eighty_turns_without_a_capture(pos))
            .or_else(|| s06_turns::four_forced_passes_in_a_row(pos, interp))
            .unwrap_or_else(Status::ongoing)
    }

    /// Register MN-perft: under `perft=stop-at-victory` nothing is counted below a victory (7.1, 7.2), as
    /// python-chess, shakmaty and scalachess count a variant's win.
    /// minnaar/7.1, minnaar/7.2
    fn perft_stops(&self, pos: &Position, interp: &MinnaarInterpretation) -> bool {
        interp.perft == interpretation::Perft::StopAtVictory
            && (s07_winning::liberation(pos).is_some()
                || s07_winning::divide_and_conquer(pos).is_some())
    }

    fn show(&self, pos: &Position) -> String {
        show::show(pos)
    }

    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        let sq = s01_board::BOARD.parse(name)?;
        Ok(SquareView {
            piece: pos.at(sq).map(|p| p.words()),
            state: None,
        })
    }

    fn events(&self) -> &'static [(&'static str, &'static str)] {
        s08_struggle_continues::EVENTS
    }

    fn event(
        &self,
        _history: &[Position],
        event: &str,
        _interp: &MinnaarInterpretation,
    ) -> Result<Status, OracleError> {
        s08_struggle_continues::end_by_choice(event).ok_or_else(|| OracleError::Unsupported {
            message: format!(
                "Minnaar Chess has no game event `{event}` (events: agreement, end-battle)"
            ),
        })
    }
}
