//! Suicide Void Chess (`suicide-void/*`), built on the suicide (giveaway) base rules.
//!
//! The document is "Suicide Chess with the following exceptions", so it is built in two layers that share
//! one set of rule functions:
//! - `suicide`: the "Basic Suicide Chess rules" (clauses `0`, `P.*`, `B.*`; the FICS suicide rules),
//!   checkable against third-party engines;
//! - `suicide-void`: the same with the void (clauses `S.*`).
//!
//! One file per part of the document: [`sp_pieces`] (Pieces), [`position`] (the opening setup and the text
//! form), [`sb_standard_movement`] (B.2-B.5), [`sb_compulsory_capture`] (B.6, B.7), [`sb_game_end`] (B.8, B.9),
//! [`ss_the_void`] (S.1-S.5, P.3, P.4), [`ss_promotion_victory`] (S.6), [`interpretation`] (the registers),
//! [`notation`] (move texts), [`diagram`] (scenario board diagrams), [`rules`] (the two rulesets). See `docs/suicide-void.md`.

use crate::core::{AnyRuleset, RulesetFace};

pub mod diagram;
pub mod interpretation;
pub mod moves;
pub mod notation;
pub mod position;
pub mod rules;
pub mod sb_castling;
pub mod sb_compulsory_capture;
pub mod sb_game_end;
pub mod sb_standard_movement;
pub mod sp_pieces;
pub mod ss_promotion_victory;
pub mod ss_the_void;

pub use interpretation::{SuicideSwitches, SuicideVoidSwitches};
pub use moves::Move;
pub use position::{Position, Void};
pub use rules::{Suicide, SuicideRules, SuicideVoid};

/// The rulesets this module provides: `suicide` (the base) and `suicide-void`.
pub static RULESETS: &[&dyn AnyRuleset] = &[
    &RulesetFace(SuicideRules(Suicide)),
    &RulesetFace(SuicideRules(SuicideVoid)),
];
