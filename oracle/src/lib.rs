//! A spec-literal rules oracle for Void Chess and four related rulesets.
//!
//! Each ruleset lives in its own module, one file per Article or section of its rules document, each rule
//! citing its clause id (`void-chess/6.2.2`). [`rulesets`] lists them behind the uniform
//! [`core::AnyRuleset`] face; [`serve`] is the JSON-lines engine protocol of `PROTOCOL.md`, which keeps the
//! games it built in a [`game_cache`]; [`perft_run`] counts perft with an estimate, progress and a clean stop;
//! [`web`] is `oracle web`, the page and `POST /api`.
//!
//! ```
//! use oracle::core::Verdict;
//!
//! let void_chess = oracle::ruleset("void-chess")?;
//! let mut game = void_chess.new_game("startpos", &[])?;
//! assert_eq!(game.legal_moves().len(), 22);
//! // The Minister on g1 has nowhere to go: the clause that says so comes with the refusal.
//! let Verdict::Refused(why) = game.explain("g1g2") else {
//!     panic!("g1g2 is refused")
//! };
//! assert_eq!(why.clause.id(), "void-chess/4.8");
//! game.play("e2e4")?;
//! assert_eq!(game.status().word(), "ongoing");
//! # Ok::<(), oracle::core::OracleError>(())
//! ```

pub mod core;

pub mod circular;
pub mod fide;
pub mod minnaar;
pub mod suicide_void;
pub mod void_chess;

pub mod game_cache;
pub mod names;
pub mod perft_run;
pub mod protocol;
pub mod record;
pub mod serve;
pub mod svg;
pub mod web;

use crate::core::{AnyRuleset, OracleError};

/// Every ruleset the oracle knows, in a fixed order.
pub fn rulesets() -> Vec<&'static dyn AnyRuleset> {
    let mut all: Vec<&'static dyn AnyRuleset> = Vec::new();
    all.extend_from_slice(void_chess::RULESETS);
    all.extend_from_slice(fide::RULESETS);
    all.extend_from_slice(suicide_void::RULESETS);
    all.extend_from_slice(minnaar::RULESETS);
    all.extend_from_slice(circular::RULESETS);
    all
}

/// The ruleset with this slug.
pub fn ruleset(slug: &str) -> Result<&'static dyn AnyRuleset, OracleError> {
    rulesets()
        .into_iter()
        .find(|r| r.slug() == slug)
        .ok_or_else(|| OracleError::UnknownRuleset {
            slug: slug.to_string(),
            known: rulesets()
                .iter()
                .map(|r| r.slug())
                .collect::<Vec<_>>()
                .join(", "),
        })
}

/// A new game of the ruleset with this slug, from its start position under its default readings.
pub fn start_game(slug: &str) -> Result<Box<dyn core::AnyGame>, OracleError> {
    ruleset(slug)?.new_game("startpos", &[])
}
