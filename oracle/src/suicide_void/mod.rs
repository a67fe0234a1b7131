//! Suicide Void Chess (`suicide-void/*`), built on the suicide (giveaway) base rules.
//!
//! The document is "Suicide Chess with the following exceptions", so it is built as python-chess builds a
//! variant: a base and its overrides, sharing one set of rule functions:
//! - `suicide`: the "Basic Suicide Chess rules" (clauses `0`, `P.*`, `B.*`; the FICS suicide rules),
//!   checkable against third-party engines;
//! - `suicide-void`: the same with the void (clauses `S.*`), the overrides the [`Layer`] switches on.
//!
//! The rooms: this file (the [`Variant`] that sets the two apart and the one `impl Rules`), [`position`]
//! (the opening setup, the text form, the board diagram), [`notation`] (move texts: the coordinate form and
//! the notation for people, on the core reader), [`show`] (the picture `oracle show` draws),
//! [`interpretation`] (the registers), [`layer`] (the rules in force under the switches), and one file per
//! part of the document, by its own numbering: [`s00_base_and_exceptions`] (0: the moves of both
//! rulesets, every rule that refuses one in the document's order), [`sp_pieces`] (Pieces),
//! [`sb_standard_movement`] (B.2-B.5), [`sb_castling`] (B.4), [`sb_compulsory_capture`] (B.6, B.7),
//! [`sb_game_end`] (B.8, B.9, and the draws of the switches), [`ss_the_void`] (S.1-S.5, P.3, P.4),
//! [`ss_promotion_victory`] (S.6). See `docs/suicide-void.md`.
//!
//! # Conventions
//!
//! `pos` a [`Position`], `layer` the rules in force ([`Layer`]), `step` a move as standard chess knows it
//! (`sb_standard_movement::Step`), `g` the [`s00_base_and_exceptions::Ground`] of one position.

use crate::clause;
use crate::core::{AnyRuleset, RulesetFace};
use crate::core::{ClauseSink, Interpretation, OracleError, Rules, SquareView, Status, Verdict};

pub mod interpretation;
pub mod layer;
pub mod notation;
pub mod position;
pub mod s00_base_and_exceptions;
pub mod sb_castling;
pub mod sb_compulsory_capture;
pub mod sb_game_end;
pub mod sb_standard_movement;
pub mod show;
pub mod sp_pieces;
pub mod ss_promotion_victory;
pub mod ss_the_void;

pub use interpretation::{SuicideSwitches, SuicideVoidSwitches};
use layer::Layer;
pub use position::{Position, Void};
use s00_base_and_exceptions::status;
pub use s00_base_and_exceptions::Move;
use s00_base_and_exceptions::{legal_moves, legal_moves_traced, play};

/// The rulesets this module provides: `suicide` (the base) and `suicide-void`.
pub static RULESETS: &[&dyn AnyRuleset] = &[
    &RulesetFace(SuicideRules(Suicide)),
    &RulesetFace(SuicideRules(SuicideVoid)),
];

/// What sets one of the two rulesets apart from the other: its slug and name, its switches, and whether
/// the void layer is in force. Suicide Void Chess is "Suicide Chess with the following exceptions": the
/// rules read the exceptions from the [`Layer`], so the two rulesets differ in nothing else.
pub trait Variant: Copy + std::fmt::Debug + Default + Send + Sync + 'static {
    const SLUG: &'static str;
    const NAME: &'static str;
    /// Whether the void (S.1..S.6) is in the game: the position text's void field, the diagram's `#`,
    /// a square's `void` state.
    const VOID: bool;
    /// The switches; the rules in force under them are `Layer::from(&switches)`.
    type Switches: Interpretation;
}

/// The suicide base (`suicide`): the document's basic Suicide Chess rules.
#[derive(Copy, Clone, Debug, Default)]
pub struct Suicide;

/// Suicide Void Chess (`suicide-void`): the base with the void.
#[derive(Copy, Clone, Debug, Default)]
pub struct SuicideVoid;

impl Variant for Suicide {
    const SLUG: &'static str = "suicide";
    const NAME: &'static str = "Suicide Chess (FICS rules, the base of Suicide Void Chess)";
    const VOID: bool = false;
    type Switches = SuicideSwitches;
}

impl Variant for SuicideVoid {
    const SLUG: &'static str = "suicide-void";
    const NAME: &'static str = "Suicide Void Chess";
    const VOID: bool = true;
    type Switches = SuicideVoidSwitches;
}

/// Either ruleset behind the [`Rules`] face: `SuicideRules(Suicide)` or `SuicideRules(SuicideVoid)`.
#[derive(Copy, Clone, Debug, Default)]
pub struct SuicideRules<V: Variant>(pub V);

impl<V: Variant> Rules for SuicideRules<V>
where
    for<'a> Layer: From<&'a V::Switches>,
{
    crate::rules_head!(V::SLUG, V::NAME; Position, Move, V::Switches);
    crate::chess_turns!(turn, fullmove_number);
    fn start_clauses(&self) -> &'static [crate::core::Clause] {
        // suicide-void/B.1: the standard chess opening setup.
        &[clause!("suicide-void/B.1")]
    }

    fn start_position(&self, interp: &V::Switches) -> Position {
        let mut pos = Position::standard_opening_setup(if V::VOID {
            Void::NotYetPlaced
        } else {
            Void::NotInGame
        });
        // Under the Giveaway reading every castling right is held at the start (SU-B.4-giveaway-castling).
        if Layer::from(interp).castling {
            pos.castling = crate::core::CastlingRights::ALL;
        }
        pos
    }
    fn parse_position(&self, text: &str, interp: &V::Switches) -> Result<Position, OracleError> {
        let layer = Layer::from(interp);
        Position::from_text(text, V::VOID, layer.promotion_victory, layer.castling)
    }
    fn format_position(&self, pos: &Position) -> String {
        pos.to_text()
    }
    fn legal_moves(&self, pos: &Position, interp: &V::Switches) -> Vec<Move> {
        legal_moves(pos, &Layer::from(interp))
    }
    fn legal_moves_traced(
        &self,
        pos: &Position,
        interp: &V::Switches,
        sink: &mut dyn ClauseSink,
    ) -> Vec<Move> {
        legal_moves_traced(pos, &Layer::from(interp), sink)
    }
    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        notation::write_coordinate(mv, out);
    }
    fn format_san(&self, pos: &Position, mv: &Move, interp: &V::Switches) -> String {
        notation::format_san(pos, mv, &Layer::from(interp))
    }
    fn check_move(&self, pos: &Position, text: &str, interp: &V::Switches) -> Verdict<Move> {
        notation::check_move(pos, text, &Layer::from(interp))
    }
    fn play(&self, pos: &Position, mv: &Move, _interp: &V::Switches) -> Position {
        play(pos, mv)
    }
    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        position::position_text(diagram, V::VOID)
    }
    fn status(&self, history: &[Position], interp: &V::Switches) -> Status {
        status(history, &Layer::from(interp))
    }
    fn show(&self, pos: &Position) -> String {
        show::picture(pos)
    }
    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        show::square_view(pos, name, V::VOID)
    }
}
