//! Suicide Void Chess (`suicide-void/*`), built on the suicide (giveaway) base rules.
//!
//! The document is "Suicide Chess with the following exceptions", so it is built in two layers that share
//! one set of rule functions:
//! - `suicide`: the "Basic Suicide Chess rules" (clauses `0`, `P.*`, `B.*`; the FICS suicide rules),
//!   checkable against third-party engines;
//! - `suicide-void`: the same with the void (clauses `S.*`).
//!
//! One file per part of the document: [`pieces`] (Pieces), [`position`] (the opening setup and the text
//! form), [`standard_movement`] (B.2-B.5), [`compulsory_capture`] (B.6, B.7), [`game_end`] (B.8, B.9),
//! [`the_void`] (S.1-S.5, P.3, P.4), [`promotion_victory`] (S.6), [`interpretation`] (the registers),
//! [`notation`] (move texts), [`diagram`] (scenario board diagrams), [`rules`] (the two rulesets). See `docs/suicide-void.md`.

use crate::core::{AnyRuleset, RulesetFace};

pub mod compulsory_capture;
pub mod diagram;
pub mod game_end;
pub mod interpretation;
pub mod moves;
pub mod notation;
pub mod pieces;
pub mod position;
pub mod promotion_victory;
pub mod rules;
pub mod standard_movement;
pub mod the_void;

pub use interpretation::{SuicideSwitches, SuicideVoidSwitches};
pub use moves::Move;
pub use position::{Position, Void};
pub use rules::{Suicide, SuicideVoid};

/// The rulesets this module provides: `suicide` (the base) and `suicide-void`.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(Suicide), &RulesetFace(SuicideVoid)];
