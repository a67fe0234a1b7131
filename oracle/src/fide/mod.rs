//! The FIDE chess rules reference (`fide/*`): one file per section of the document, each using only the
//! ones before it.
//!
//! - [`s01_board`]: the board and its lines, the pieces, the position and the move (section 1)
//! - [`s02_pieces`]: how each piece moves and attacks, on the movement kit (section 2)
//! - [`s03_special`]: castling, en passant, promotion, the Pawn's moves, every move sections 2 and 3 allow,
//!   the board after a move (section 3)
//! - [`s04_check`]: check, the legality of every move as one chain of checks, the legal moves, checkmate
//!   (section 4)
//! - [`s05_draws`]: stalemate, insufficient material, repetition, fifty moves, agreement (section 5)
//! - [`s06_time`]: flag fall (section 6)
//! - [`position`]: FEN and the board diagram; [`notation`]: coordinate moves and SAN; [`show`]: the
//!   picture for people; [`interpretation`]: the register of the document's open questions
//!
//! # Conventions
//!
//! `pos` the position, `mv` the move, `from` and `to` its squares, `sink` the clause sink the checks
//! report to; a check returns `core::Check` and names its clause (`core::check`).

pub mod interpretation;
pub mod notation;
pub mod position;
pub mod s01_board;
pub mod s02_pieces;
pub mod s03_special;
pub mod s04_check;
pub mod s05_draws;
pub mod s06_time;
pub mod show;

use crate::clause;
use crate::core::events::{event_position, refused_claim, unknown_event};
use crate::core::PieceKind;
use crate::core::{
    AnyRuleset, Clause, ClauseSink, Color, OracleError, Rules, RulesetFace, SquareView, Status,
    Verdict,
};
use interpretation::DrawRule;
pub use interpretation::FideInterpretation;
use s01_board::BOARD;
pub use s01_board::{Kind, Move, Piece, Position, Special};
pub use s03_special::make_move;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(Fide)];

/// The FIDE chess rules reference (seed `001`), slug `fide`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Fide;

/// The game events that are not moves.
pub static EVENTS: &[(&str, &str)] = &[
    ("agreement", "both players agree to a draw (fide/5.5)"),
    (
        "flag-white",
        "White's time runs out: Black wins, or a draw when Black lacks mating material (fide/6.1, fide/6.2)",
    ),
    (
        "flag-black",
        "Black's time runs out: White wins, or a draw when White lacks mating material (fide/6.1, fide/6.2)",
    ),
    (
        "claim-draw",
        "the player to move claims a draw by threefold repetition or the fifty-move rule, when a switch makes \
         those rules a claim (fide/5.3, fide/5.4)",
    ),
];

/// Counts leaf nodes `depth` plies below `pos`, reusing one move list per ply.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    fn go(pos: &Position, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
        let (list, deeper) = lists.split_first_mut().expect("one list per ply");
        s04_check::legal_moves_into(pos, list);
        if depth == 1 {
            return list.len() as u64;
        }
        list.iter()
            .map(|mv| go(&make_move(pos, mv), depth - 1, deeper))
            .sum()
    }
    if depth == 0 {
        return 1;
    }
    let mut lists: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    go(pos, depth, &mut lists)
}

impl Fide {
    /// The status of the game after `history`, with the draw rules read as `interp` says; `claimed` applies
    /// the claimable rules as if they were automatic.
    fn decide(&self, history: &[Position], interp: &FideInterpretation, claimed: bool) -> Status {
        let Some(pos) = history.last() else {
            return Status::ongoing();
        };
        let moves_available = !s04_check::legal_moves(pos).is_empty();
        if let Some(s) = s04_check::checkmate(pos, moves_available) {
            return s;
        }
        if let Some(s) = s05_draws::stalemate(pos, moves_available) {
            return s;
        }
        if let Some(s) = s05_draws::insufficient_material_status(pos) {
            return s;
        }
        if (claimed || interp.threefold == DrawRule::Automatic)
            && s05_draws::threefold_repetition(history, interp)
        {
            return s05_draws::threefold_repetition_status();
        }
        if (claimed || interp.fifty_move == DrawRule::Automatic) && s05_draws::fifty_move_rule(pos)
        {
            return s05_draws::fifty_move_status();
        }
        Status::ongoing()
    }
}

impl Rules for Fide {
    crate::rules_head!("fide", "FIDE chess"; Position, Move, FideInterpretation);
    crate::chess_turns!(side, fullmove_number);

    fn start_position(&self, _interp: &FideInterpretation) -> Position {
        s01_board::initial_placement()
    }

    fn parse_position(
        &self,
        text: &str,
        _interp: &FideInterpretation,
    ) -> Result<Position, OracleError> {
        position::parse_fen(text)
    }

    fn format_position(&self, pos: &Position) -> String {
        position::format_fen(pos)
    }

    fn legal_moves(&self, pos: &Position, _interp: &FideInterpretation) -> Vec<Move> {
        s04_check::legal_moves(pos)
    }

    fn legal_moves_traced(
        &self,
        pos: &Position,
        _interp: &FideInterpretation,
        sink: &mut dyn ClauseSink,
    ) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        s04_check::legal_moves_with(sink, pos, |mv| out.push(mv));
        out
    }

    fn start_clauses(&self) -> &'static [Clause] {
        // fide/1.2, 1.3: the ranks and files the placement is given on; 1.5: the initial placement of
        // both sides' pieces; 1.6: each Queen on d1 and d8.
        &[
            clause!("fide/1.2"),
            clause!("fide/1.3"),
            clause!("fide/1.5"),
            clause!("fide/1.6"),
        ]
    }

    fn state_clauses(
        &self,
        pos: &Position,
        status: &Status,
        _interp: &FideInterpretation,
    ) -> Vec<Clause> {
        let mut out = Vec::new();
        // fide/4.1.1: the King of the side to move is attacked by an opposing piece.
        if s04_check::king_in_check(pos, pos.side) {
            out.push(clause!("fide/4.1.1"));
        }
        // fide/4.3.2 decides a checkmate, which fide/4.3.1 defines: in check with no legal move.
        if status.clause == Some(clause!("fide/4.3.2")) {
            out.push(clause!("fide/4.3.1"));
        }
        out
    }

    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        notation::write_coordinate(mv, out);
    }

    fn format_san(&self, pos: &Position, mv: &Move, _interp: &FideInterpretation) -> String {
        notation::format_san(pos, mv)
    }

    fn check_move(
        &self,
        pos: &Position,
        text: &str,
        _interp: &FideInterpretation,
    ) -> Verdict<Move> {
        notation::check_move(pos, text)
    }

    fn play(&self, pos: &Position, mv: &Move, _interp: &FideInterpretation) -> Position {
        make_move(pos, mv)
    }

    fn status(&self, history: &[Position], interp: &FideInterpretation) -> Status {
        self.decide(history, interp, false)
    }

    fn in_check(&self, pos: &Position, _interp: &FideInterpretation) -> bool {
        s04_check::king_in_check(pos, pos.side)
    }

    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        position::fen_from_diagram(diagram)
    }

    fn show(&self, pos: &Position) -> String {
        show::picture(pos)
    }

    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        let sq = BOARD.parse(name)?;
        Ok(SquareView {
            piece: pos.board[sq.index()].map(|p| [p.color.name(), " ", p.kind.name()].concat()),
            state: None,
        })
    }

    fn events(&self) -> &'static [(&'static str, &'static str)] {
        EVENTS
    }

    fn event(
        &self,
        history: &[Position],
        event: &str,
        interp: &FideInterpretation,
    ) -> Result<Status, OracleError> {
        let pos = event_position(history)?;
        match event {
            "agreement" => Ok(s05_draws::mutual_agreement()),
            "flag-white" => Ok(s06_time::flag_fall(pos, Color::White, interp)),
            "flag-black" => Ok(s06_time::flag_fall(pos, Color::Black, interp)),
            "claim-draw" => {
                let s = self.decide(history, interp, true);
                if s.is_over() {
                    Ok(s)
                } else {
                    Err(refused_claim(
                        event,
                        "there is no draw to claim: the position has not occurred three times and fewer \
                         than 50 moves by each side have passed without a pawn advance or a capture",
                        clause!("fide/5.3"),
                    ))
                }
            }
            other => Err(unknown_event(self.slug(), other, EVENTS)),
        }
    }

    fn perft(&self, pos: &Position, depth: u32, _interp: &FideInterpretation) -> u64 {
        perft(pos, depth)
    }
}
