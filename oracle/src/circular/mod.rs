//! Circular Chess (`circular/*`) on its three boards: one file per section, the geometry as data.

use crate::core::AnyRuleset;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[];
