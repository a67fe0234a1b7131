//! The planted interaction bugs: two rules, each right alone, wrong where they meet (the oracle with
//! one deviation each, `Kind::Interaction`). Add one as the module docs of `planted` say: a deviation
//! function here and its entry in `BUGS`.

use super::bug::Planted;

pub const BUGS: &[Planted] = &[];
