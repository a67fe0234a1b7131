//! The FIDE chess reference (`fide/*`): one file per section.

use crate::core::AnyRuleset;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[];
