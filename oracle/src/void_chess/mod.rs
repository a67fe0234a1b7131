//! Void Chess — Complete Official Rules (`void-chess/*`): one file per Article.

use crate::core::AnyRuleset;

pub mod diagram;

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[];
