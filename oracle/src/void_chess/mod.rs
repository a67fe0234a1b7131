//! Void Chess — Complete Official Rules (`void-chess/*`): one file per Article.

use crate::core::AnyRuleset;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[];
