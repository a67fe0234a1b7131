//! Suicide Void Chess (`suicide-void/*`), built on the suicide (giveaway) base rules.

use crate::core::AnyRuleset;

/// The rulesets this module provides: `suicide` (the base) and `suicide-void`.
pub static RULESETS: &[&dyn AnyRuleset] = &[];
