//! The FIDE chess rules reference (`fide/*`): one file per section of the document. Each file uses only
//! the ones above it in this list: the board below, the pieces' geometry, the special moves, legality, the
//! game's end on top.
//!
//! - [`s01_board`]: the board, the pieces and the initial placement (section 1)
//! - [`s02_pieces`]: how each piece moves and attacks (section 2)
//! - [`s03_special`]: castling, en passant, promotion (section 3); every move by its geometry, the board
//!   after a move
//! - [`s04_check`]: check, the legality of moves, checkmate (section 4)
//! - [`moves`]: the move type
//! - [`s05_draws`]: stalemate, insufficient material, repetition, fifty moves, agreement (section 5)
//! - [`s06_time`]: flag fall (section 6)
//! - [`interpretation`]: the register of the document's open questions and their switches
//! - [`notation`]: FEN, coordinate moves, SAN
//! - [`legality`]: every move's checks in one chain: deciding a move text, and the traced generation

pub mod interpretation;
pub mod legality;
pub mod moves;
pub mod notation;
pub mod s01_board;
pub mod s02_pieces;
pub mod s03_special;
pub mod s04_check;
pub mod s05_draws;
pub mod s06_time;

use crate::clause;
use crate::core::rules::find_legal_where;
use crate::core::PieceKind;
use crate::core::Square;
use crate::core::{
    AnyRuleset, Clause, ClauseSink, Color, OracleError, Rules, RulesetFace, SquareView, Status,
    Verdict,
};
use interpretation::DrawRule;
pub use interpretation::FideInterpretation;
pub use moves::{Move, Special};
use s01_board::{color_index, BOARD};
pub use s01_board::{Kind, Piece, Position};

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

/// Plays a legal move: the pieces move (sections 2 and 3), the castling rights and the en passant right are
/// updated (`fide/3.1.3`, `fide/3.2.3`), the turn passes, and the FEN counters advance.
pub fn make_move(pos: &Position, mv: &Move) -> Position {
    let us = pos.side;
    let moving = pos.board[mv.from.index()];
    let pawn_moved = moving.is_some_and(|p| p.kind == Kind::Pawn);
    let captured = pos.board[mv.to.index()].is_some() || mv.special == Special::EnPassant;
    let mut kings = pos.kings;
    if moving.is_some_and(|p| p.kind == Kind::King) {
        kings[color_index(us)] = mv.to;
    }
    let mut next = Position {
        board: s03_special::board_after(pos, mv),
        side: us.opponent(),
        castling: s03_special::remaining_castling_rights(pos.castling, mv.from, mv.to),
        en_passant: None,
        halfmove_clock: if pawn_moved || captured {
            0
        } else {
            pos.halfmove_clock.saturating_add(1)
        },
        fullmove_number: if us == Color::Black {
            pos.fullmove_number.saturating_add(1)
        } else {
            pos.fullmove_number
        },
        kings,
    };
    if mv.special == Special::DoubleStep {
        // fide/3.2.1: the square the advancing Pawn skipped over.
        next.en_passant = Some(Square((mv.from.0 + mv.to.0) / 2));
    }
    next
}

/// Counts leaf nodes `depth` plies below `pos`, reusing one move list per ply.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    fn go(pos: &Position, depth: u32, lists: &mut [Vec<Move>]) -> u64 {
        let (list, deeper) = lists.split_first_mut().expect("one list per ply");
        s04_check::legal_moves_into(pos, list);
        if depth == 1 {
            return list.len() as u64;
        }
        let mut n = 0;
        for mv in list.iter() {
            n += go(&make_move(pos, mv), depth - 1, deeper);
        }
        n
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

    fn start_position(&self, _interp: &FideInterpretation) -> Position {
        s01_board::initial_placement()
    }

    fn parse_position(
        &self,
        text: &str,
        _interp: &FideInterpretation,
    ) -> Result<Position, OracleError> {
        notation::parse_fen(text)
    }

    fn format_position(&self, pos: &Position) -> String {
        notation::format_fen(pos)
    }

    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.side.name()
    }
    fn move_number(&self, pos: &Position) -> Option<String> {
        Some(crate::core::chess_move_number(
            pos.fullmove_number,
            pos.side == crate::core::Color::Black,
        ))
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
        legality::legal_moves_traced(sink, pos)
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

    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        notation::format_coordinate(mv)
    }

    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        notation::write_coordinate(mv, out);
    }

    fn format_san(&self, pos: &Position, mv: &Move, _interp: &FideInterpretation) -> String {
        notation::format_san(pos, mv, make_move)
    }

    fn check_move(&self, pos: &Position, text: &str, interp: &FideInterpretation) -> Verdict<Move> {
        if let Some(cm) = notation::parse_coordinate(text) {
            return legality::decide_coordinate(pos, &cm);
        }
        // A text in algebraic notation names its move's destination (or castling): only the legal moves
        // there can be written so, and only theirs is written to compare.
        let written = match notation::parse_san(text) {
            Some(notation::SanMove::Castle { kingside }) => {
                let castle = if kingside {
                    Special::CastleKingside
                } else {
                    Special::CastleQueenside
                };
                find_legal_where(self, pos, text, interp, |m| m.special == castle)
            }
            Some(notation::SanMove::Piece { to, .. }) => {
                find_legal_where(self, pos, text, interp, |m| m.to == to)
            }
            // Not in the shape of algebraic notation: no legal move is written so (every notation
            // `format_san` writes reads back), only its coordinate form can match.
            None => find_legal_where(self, pos, text, interp, |_| false),
        };
        if let Some(mv) = written {
            return Verdict::Legal(mv);
        }
        if let Some(san) = notation::parse_san(text) {
            return legality::judge_san(pos, text, &san);
        }
        Verdict::Unreadable(OracleError::bad_move(
            text,
            "not a coordinate move (`e2e4`, `e7e8q`, `e1g1`) nor the algebraic notation of a legal move here",
        ))
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
        notation::fen_from_diagram(diagram)
    }

    fn show(&self, pos: &Position) -> String {
        s01_board::picture(pos)
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
        let Some(pos) = history.last() else {
            return Err(OracleError::Unsupported {
                message: "a game has a start position".to_string(),
            });
        };
        match event {
            "agreement" => Ok(s05_draws::mutual_agreement()),
            "flag-white" => Ok(s06_time::flag_fall(pos, Color::White, interp)),
            "flag-black" => Ok(s06_time::flag_fall(pos, Color::Black, interp)),
            "claim-draw" => {
                let s = self.decide(history, interp, true);
                if s.is_over() {
                    Ok(s)
                } else {
                    Err(OracleError::IllegalMove {
                        text: event.to_string(),
                        message: "there is no draw to claim: the position has not occurred three times \
                                  and fewer than 50 moves by each side have passed without a pawn advance \
                                  or a capture"
                            .to_string(),
                        clause: crate::clause!("fide/5.3"),
                        move_index: None,
                    })
                }
            }
            other => Err(OracleError::Unsupported {
                message: format!(
                    "fide has no game event `{other}` (events: {})",
                    EVENTS.iter().map(|e| e.0).collect::<Vec<_>>().join(", ")
                ),
            }),
        }
    }

    fn perft(&self, pos: &Position, depth: u32, _interp: &FideInterpretation) -> u64 {
        perft(pos, depth)
    }
}
