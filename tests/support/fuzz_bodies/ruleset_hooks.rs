//! Each ruleset's own invariants by its slug: the one list of the hooks modules, which the invariants and
//! the playouts ask.

use super::hooks::Hooks;
use super::{circular, minnaar, suicide, void_chess};

/// The invariants of the ruleset `slug`, where it has its own. A new ruleset adds its module and a line here.
pub fn hooks(slug: &str) -> Option<Hooks> {
    match slug {
        "void-chess" => Some(void_chess::HOOKS),
        "suicide" | "suicide-void" => Some(suicide::HOOKS),
        "minnaar" => Some(minnaar::HOOKS),
        "circular" => Some(circular::HOOKS),
        _ => None,
    }
}
